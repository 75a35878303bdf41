package markdown

import (
	"errors"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/esm"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/mdxast"
)

func renderMDX(in Input) Result {
	in.MDX = true
	return New(Options{}).Render(in)
}

func diagList(r Result) string {
	var s []string
	for _, d := range r.Diagnostics {
		s = append(s, fmt.Sprintf("%s:%d:%d %s", d.File, d.Line, d.Column, d.ID))
	}
	return strings.Join(s, "; ")
}

func TestMDXPartials(t *testing.T) {
	files := map[string]string{
		"docs/_shared.md":  "---\ntitle: ignored\n---\n## Shared heading\n\nShared *text* with {name}.\n\nimport Inner from './_inner.mdx';\n\n<Inner />\n",
		"docs/_inner.mdx":  "Inner text.\n",
		"docs/_cycle-a.md": "import B from './_cycle-b.md';\n\n<B />\n",
		"docs/_cycle-b.md": "import A from './_cycle-a.md';\n\n<A />\n",
	}
	read := func(rel string) ([]byte, error) {
		if s, ok := files[rel]; ok {
			return []byte(s), nil
		}
		return nil, errors.New("no such file")
	}
	res := renderMDX(Input{File: "docs/page.mdx", LineOffset: 3, ReadPartial: read,
		Source: []byte("import Shared from './_shared.md';\nimport Missing from '@site/docs/_missing.md';\n\n## Own\n\n<Shared />\n\n<Missing />\n")})
	html := string(res.HTML)
	if !strings.Contains(html, `<h2 id="shared-heading">`) || !strings.Contains(html, "<p>Inner text.</p>") || !strings.Contains(html, "<em>text</em>") {
		t.Errorf("partials not inlined:\n%s", html)
	}
	var ids []string
	for _, h := range res.Headings {
		ids = append(ids, h.ID)
	}
	if strings.Join(ids, ",") != "own,shared-heading" {
		t.Errorf("headings %v, want own then the partial's", ids)
	}
	if got := strings.Join(res.Partials, ","); got != "docs/_inner.mdx,docs/_missing.md,docs/_shared.md" {
		t.Errorf("partials %s", got)
	}
	// The missing partial is an error at its import specifier (line 2 of the body + 3).
	if d := diagList(res); d != "docs/page.mdx:5:22 mdx-partial; docs/_shared.md:6:20 mdx-expression" {
		t.Errorf("diagnostics %s", d)
	}
	found := false
	for _, s := range res.Sections {
		if strings.Contains(s.Text, "Inner text.") && strings.Contains(s.Text, "Shared text") {
			found = true
		}
	}
	if !found {
		t.Errorf("search sections miss the partial's text: %+v", res.Sections)
	}
	// A partial outside the site folder is read from the repository, under
	// its path from the site folder (react-native-elements' and flagsmith's
	// CONTRIBUTING.md); beyond the repository the reader refuses it: a
	// warning, and the page compiles without it.
	files["../CONTRIBUTING.md"] = "## Contributing\n\nimport Up from '../outside.md';\n\n<Up />\n"
	outRead := func(rel string) ([]byte, error) {
		if rel == "../../outside.md" {
			return nil, ErrOutside
		}
		return read(rel)
	}
	out := renderMDX(Input{File: "docs/page.mdx", ReadPartial: outRead, Source: []byte("import C from '@site/../CONTRIBUTING.md';\nimport D from '../../../api/README.md';\n\nBefore.\n\n<C />\n\n<D />\n")})
	if d := diagList(out); d != "docs/page.mdx:2:16 mdx-partial; ../CONTRIBUTING.md:3:17 partial-outside" || out.Diagnostics[1].Severity != diag.Warning {
		t.Errorf("outside: %s", d)
	}
	if string(out.HTML) != "<p>Before.</p>\n<h2 id=\"contributing\">Contributing<a class=\"hash-link\" href=\"#contributing\" aria-label=\"Direct link to Contributing\">#</a></h2>\n" {
		t.Errorf("outside: %q", out.HTML)
	}
	if got := fmt.Sprint(out.Partials); got != "[../../api/README.md ../../outside.md ../CONTRIBUTING.md]" {
		t.Errorf("outside partials: %s", got)
	}
	// A component an MDX file exports, imported by name, is not the file's
	// content (piscina's `import {WorkerWrapperComponent} from '…/X.mdx'`).
	named := renderMDX(Input{File: "docs/page.mdx", ReadPartial: read, Source: []byte("import { Badge } from './_shared.md';\n\nStatus: <Badge />\n")})
	if d := diagList(named); d != "docs/page.mdx:1:24 unknown-component" || string(named.HTML) != "<p>Status: </p>\n" || len(named.Partials) != 0 {
		t.Errorf("named import: %s %q %v", d, named.HTML, named.Partials)
	}
	cyc := renderMDX(Input{File: "docs/page.md", ReadPartial: read, Source: []byte("import A from './_cycle-a.md';\n\n<A />\n")})
	if d := diagList(cyc); !strings.Contains(d, "docs/_cycle-b.md:1:16 mdx-partial") {
		t.Errorf("cycle: %s", d)
	}
	if !strings.Contains(cyc.Diagnostics[0].Message, "import cycle: docs/page.md → docs/_cycle-a.md → docs/_cycle-b.md → docs/_cycle-a.md") &&
		!strings.Contains(cyc.Diagnostics[0].Message, "import cycle") {
		t.Errorf("cycle message: %s", cyc.Diagnostics[0].Message)
	}
}

func TestMDXErrorsHavePositions(t *testing.T) {
	for _, c := range []struct{ name, src, want string }{
		{"unclosed JSX", "Text\n\n<Tabs>\n<TabItem value=\"a\">\n\nx\n\n</TabItem>\n", "f.mdx:3:1 mdx-syntax"},
		{"mismatched closing", "<div>\n\nx\n\n</span>\n</div>\n", "f.mdx:5:1 mdx-syntax"},
		{"attribute syntax", "para\n\n<img src=x />\n", "f.mdx:3:10 mdx-syntax"},
		{"TabItem without value", "<Tabs>\n  <TabItem label=\"A\">\n\n  x\n\n  </TabItem>\n</Tabs>\n", "f.mdx:2:3 component-props"},
	} {
		res := renderMDX(Input{File: "f.mdx", Source: []byte(c.src)})
		if d := diagList(res); d != c.want {
			t.Errorf("%s: %s, want %s", c.name, d, c.want)
		}
	}
}

func TestMDXComponentsIslands(t *testing.T) {
	res := renderMDX(Input{File: "f.mdx", Source: []byte("import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\nimport Chart from '@site/src/components/Chart';\n\n<Tabs groupId=\"os\" values={[{label: 'A', value: 'a',},]}>\n<TabItem value=\"a\">\n\n<Chart height={300} data={{k: [1, 2]}} />\n\n</TabItem>\n</Tabs>\n")})
	if len(res.Diagnostics) != 0 {
		t.Fatalf("diagnostics: %s", diagList(res))
	}
	got := componentsJSONForTest(res.Components)
	want := `[{"component":"Tabs","props":{"groupId":"os","values":[{"label":"A","value":"a"}]},"file":"f.mdx","line":5,"column":1,"children":[{"component":"TabItem","props":{"value":"a"},"file":"f.mdx","line":6,"column":1,"children":[{"component":"Chart","props":{"data":{"k":[1,2]},"height":300},"source":"@site/src/components/Chart","export":"default","island":1,"file":"f.mdx","line":8,"column":1,"children":[]}]}]}]`
	if got != want {
		t.Errorf("components\n got %s\nwant %s", got, want)
	}
	if !strings.Contains(string(res.HTML), `<div data-component="Chart" data-island="1">`) {
		t.Errorf("no island element: %s", res.HTML)
	}
}

func TestResolveComponent(t *testing.T) {
	files := map[string]bool{
		"src/components/Counter.tsx": true, "src/components/Counter.js": true, "src/components/Box/index.jsx": true,
		"docs/guide/Local.ts": true, "docs/guide/Plain.jsx": true,
	}
	exists := func(rel string) bool { return files[rel] }
	for _, c := range []struct{ file, spec, want string }{
		{"docs/a.mdx", "@site/src/components/Counter", "src/components/Counter.js"}, // .js first, as Docusaurus
		{"docs/a.mdx", "@site/src/components/Counter.tsx", "src/components/Counter.tsx"},
		{"docs/a.mdx", "@site/src/components/Box", "src/components/Box/index.jsx"},
		{"docs/guide/b.mdx", "./Local", "docs/guide/Local.ts"},
		{"docs/guide/b.mdx", "./Plain.jsx", "docs/guide/Plain.jsx"},
		{"docs/guide/b.mdx", "../../src/components/Counter.tsx", "src/components/Counter.tsx"},
		{"docs/a.mdx", "@site/src/components/Missing", ""},
		{"docs/a.mdx", "@site/src/components/Counter.jsx", ""}, // the extension written must exist
		{"docs/a.mdx", "../../outside/X.tsx", ""},              // outside the content root
		{"docs/a.mdx", "react", ""},
	} {
		got, ok := ResolveComponent(c.file, c.spec, exists)
		if got != c.want || ok != (c.want != "") {
			t.Errorf("ResolveComponent(%q, %q) = %q, %v; want %q", c.file, c.spec, got, ok, c.want)
		}
	}
}

func TestMDXSiteComponentFiles(t *testing.T) {
	exists := func(rel string) bool {
		return rel == "src/components/Counter.tsx" || rel == "docs/usage/Named.jsx" || rel == "docs/components/Explain.jsx"
	}
	src := "import Counter from '@site/src/components/Counter';\nimport {Fancy as F} from './Named.jsx';\nimport Gone from '@site/src/components/Gone';\n\n<Counter label=\"Clicks\">\n\nFallback **text**.\n\n</Counter>\n\n<F />\n\n<Gone>\n\nGone's children.\n\n</Gone>\n\n<Gone />\n" +
		// a relative import without an extension, as Docusaurus's bundler resolves it
		"\nimport { Explain } from '../components/Explain'\n\n<Explain title=\"Why\" />\n"
	res := renderMDX(Input{File: "docs/usage/page.mdx", Source: []byte(src), ComponentFile: exists})
	// one warning for the import that names no file, at the specifier
	if d := diagList(res); d != "docs/usage/page.mdx:3:19 unknown-component" {
		t.Errorf("diagnostics %s", d)
	}
	got := componentsJSONForTest(res.Components)
	want := `[{"component":"Counter","props":{"label":"Clicks"},"source":"@site/src/components/Counter","module":"src/components/Counter.tsx","export":"default","island":0,"file":"docs/usage/page.mdx","line":5,"column":1,"children":[]},` +
		`{"component":"F","props":{},"source":"./Named.jsx","module":"docs/usage/Named.jsx","export":"Fancy","island":1,"file":"docs/usage/page.mdx","line":11,"column":1,"children":[]},` +
		`{"component":"Explain","props":{"title":"Why"},"source":"../components/Explain","module":"docs/components/Explain.jsx","export":"Explain","island":2,"file":"docs/usage/page.mdx","line":23,"column":1,"children":[]}]`
	if got != want {
		t.Errorf("components\n got %s\nwant %s", got, want)
	}
	html := string(res.HTML)
	for _, s := range []string{`<div data-component="Counter" data-island="0">`, "Fallback <strong>text</strong>.", `<div data-component="F" data-island="1">`} {
		if !strings.Contains(html, s) {
			t.Errorf("no %q in %s", s, html)
		}
	}
	inline := renderMDX(Input{File: "docs/page.mdx", Source: []byte("import Counter from '@site/src/components/Counter';\n\nA <Counter>word</Counter> in text.\n"), ComponentFile: exists})
	if want := `<p>A <span data-component="Counter" data-island="0">word</span> in text.</p>`; !strings.Contains(string(inline.HTML), want) {
		t.Errorf("an inline island is a span in its paragraph: %s", inline.HTML)
	}
	// one on its own lines inside an element that holds phrasing content only
	// (okteto's `<p align="center">` around an <Image>): a <div> would end the <p>
	inP := renderMDX(Input{File: "docs/page.mdx", Source: []byte("import Counter from '@site/src/components/Counter';\n\n<p align=\"center\">\n  <Counter />\n</p>\n\n<div>\n  <Counter />\n</div>\n"), ComponentFile: exists})
	if h := string(inP.HTML); !strings.Contains(h, "<p align=\"center\">\n<span data-component=\"Counter\" data-island=\"0\">") || !strings.Contains(h, "<div>\n<div data-component=\"Counter\" data-island=\"1\">") {
		t.Errorf("an island in a <p> is a span, in a <div> a div: %s", h)
	}
	if !strings.Contains(html, "children.") || strings.Contains(html, `data-component="Gone"`) {
		t.Errorf("an unresolved component must render its children only: %s", html)
	}
}

// A component imported from the root (`/js/x.js`) is the static folder's
// first, then the site folder's, as Docusaurus's resolve.roots orders them
// (pidoc's '/js/gpiozeroutils.js' is static/js/gpiozeroutils.js: 575
// components on 12 pages rendered nothing).
func TestMDXComponentFromTheRoot(t *testing.T) {
	exists := func(rel string) bool { return rel == "static/js/badge.js" || rel == "src/Root.tsx" }
	src := "import {Badge} from '/js/badge.js';\nimport Root from '/src/Root';\n\n<Badge name=\"x\" />\n\n<Root />\n"
	res := renderMDX(Input{File: "docs/page.mdx", Source: []byte(src), ComponentFile: exists})
	if d := diagList(res); d != "" {
		t.Errorf("diagnostics %s", d)
	}
	var modules []string
	for _, c := range res.Components {
		modules = append(modules, c.Component+"="+c.Module)
	}
	if got, want := strings.Join(modules, " "), "Badge=static/js/badge.js Root=src/Root.tsx"; got != want {
		t.Errorf("modules %s, want %s", got, want)
	}
}

// A component file whose name has a dot before its extension is found as the
// bundler finds it (react-native-elements: `import Play from
// "@site/playground/Tile/tile.playground"` for tile.playground.tsx, on 168
// pages); a file type that is no code (an image, a stylesheet) is no component.
func TestMDXDottedComponentFile(t *testing.T) {
	exists := func(rel string) bool {
		return rel == "playground/Tile/tile.playground.tsx" || rel == "docs/Button.styles.js"
	}
	src := "import Play from '@site/playground/Tile/tile.playground';\nimport B from './Button.styles';\nimport Css from './x.module.css';\n\n<Play />\n\n<B />\n\n<Css />\n"
	res := renderMDX(Input{File: "docs/page.mdx", Source: []byte(src), ComponentFile: exists})
	got := componentsJSONForTest(res.Components)
	for _, want := range []string{`"module":"playground/Tile/tile.playground.tsx"`, `"module":"docs/Button.styles.js"`} {
		if !strings.Contains(got, want) {
			t.Errorf("no %s in %s", want, got)
		}
	}
	if d := diagList(res); d != "docs/page.mdx:3:18 unknown-component" {
		t.Errorf("diagnostics %s", d)
	}
}

// An SVG imported as a component (Docusaurus's SVGR loader) is an image of
// the file (trpc's splitLink diagram rendered nothing): its class, size and
// label kept; an element with children, or a PNG used as a component, is not.
func TestMDXSVGComponent(t *testing.T) {
	src := "import Diagram from '../static/img/diagram.svg';\nimport Logo from '/img/logo.svg';\nimport Photo from './p.png';\nimport Alt from './alt.svg';\n\n<Diagram className=\"wide\" width={400} fill=\"red\" />\n\nInline <Logo title=\"Our logo\" /> here.\n\n<Photo />\n\n<Alt alt=\"Flow\" aria-label=\"Other\" />\n"
	res := renderMDX(Input{File: "docs/page.mdx", Source: []byte(src)})
	if d := diagList(res); d != "docs/page.mdx:3:20 unknown-component" {
		t.Errorf("diagnostics %s", d)
	}
	html := string(res.HTML)
	for _, want := range []string{`<img src="../static/img/diagram.svg" class="wide" width="400" alt="" />`, `Inline <img src="/img/logo.svg" title="Our logo" alt="Our logo" /> here.`, `<img src="./alt.svg" aria-label="Other" alt="Flow" />`} {
		if !strings.Contains(html, want) {
			t.Errorf("no %s in %s", want, html)
		}
	}
}

// A GFM table indented four spaces or more inside JSX is a table in MDX 3, as
// remark-gfm reads it without indented code (radon-ide's device tables were a
// paragraph of pipes); MDX 1 keeps CommonMark's reading.
func TestMDXIndentedTable(t *testing.T) {
	src := "<div className=\"phone-table\">\n\n    | iOS           |\n    | ------------- |\n    | iPhone 16 Pro |\n\n</div>\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	if !strings.Contains(string(res.HTML), "<th>iOS</th>") || !strings.Contains(string(res.HTML), "<td>iPhone 16 Pro</td>") {
		t.Errorf("MDX 3: %s", res.HTML)
	}
	mdx1 := New(Options{MDX1: true}).Render(Input{File: "f.mdx", Source: []byte(src), MDX: true})
	if strings.Contains(string(mdx1.HTML), "<table>") {
		t.Errorf("MDX 1: %s", mdx1.HTML)
	}
}

// An opening tag followed on its line by an expression that goes on over
// lines is MDX 3's JSX flow, blank lines in the expression included
// (flagsmith's quick start stopped the site on two mdx-syntax errors): the
// closing tag may end the expression's last line or come on a later one.
func TestMDXTagThenExpressionOverLines(t *testing.T) {
	head := "import CodeBlock from '@theme/CodeBlock';\nimport {V} from '@site/src/V';\n\n"
	for name, c := range map[string]struct{ src, want string }{
		"closing tag later":     {"<CodeBlock>{`line one\nline two`}\n</CodeBlock>\n\nAfter.\n", "line one\n</span><span class=\"line\">line two\n</span>"},
		"blank line, same line": {"<CodeBlock>{`line one\n\nline three`}</CodeBlock>\n\nAfter.\n", "line one\n</span><span class=\"line\">\n</span><span class=\"line\">line three\n</span>"},
		"component between":     {"<CodeBlock>{ `<p>\n\nv@`}<V />{`/x</p>` }\n</CodeBlock>\n\nAfter.\n", "&lt;p&gt;\n</span><span class=\"line\">\n</span><span class=\"line\">v@/x&lt;/p&gt;\n</span>"},
	} {
		res := renderMDX(Input{File: "f.mdx", Source: []byte(head + c.src)})
		if d := diagList(res); d != "" && !strings.Contains(d, "unknown-component") {
			t.Errorf("%s: diagnostics %s", name, d)
		}
		html := string(res.HTML)
		if !strings.Contains(html, c.want) || strings.Count(html, `<div class="code-block"`) != 1 || !strings.HasSuffix(html, "<p>After.</p>\n") {
			t.Errorf("%s: %s", name, html)
		}
	}
}

// A <CodeBlock> whose children are Markdown keeps the text of bare URLs, which GFM
// made links (mithril's install command lost its URL on 12 pages).
func TestMDXCodeBlockBareURL(t *testing.T) {
	src := "import CodeBlock from '@theme/CodeBlock';\n\n<CodeBlock language=\"bash\">\n  curl -sSf\n  https://example.com/install.sh\n  | sh\n</CodeBlock>\n\n<CodeBlock language=\"text\">\n  see [the docs](https://example.com/docs) or www.example.org\n</CodeBlock>\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	html := string(res.HTML)
	for _, want := range []string{"<span class=\"line\">https://example.com/install.sh\n</span>", "see the docs or www.example.org\n"} {
		if !strings.Contains(html, want) {
			t.Errorf("no %q in %s", want, html)
		}
	}
}

// A <CodeBlock>'s template literal is its text with JavaScript's escapes read
// (fleet's install commands showed `--wait \\` where Docusaurus shows one
// backslash).
func TestMDXCodeBlockTemplateEscapes(t *testing.T) {
	src := "import CodeBlock from '@theme/CodeBlock';\n\n<CodeBlock language=\"text\">{`helm install \\\\\n  --wait \\\\\n  A[\\\\n] E[\\`] F[\\$]`}</CodeBlock>\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	want := "helm install \\\n</span><span class=\"line\">  --wait \\\n</span><span class=\"line\">  A[\\n] E[`] F[$]\n"
	if !strings.Contains(string(res.HTML), want) {
		t.Errorf("got %s\nwant %q", res.HTML, want)
	}
}

// An element without children of its own shows its `children` attribute, as
// React renders it (docusaurus-openapi-docs' API pages: `<Heading as={"h2"}
// children={"Request"}>` then `</Heading>`; gravitino's 2,172 headings were
// empty); children written inside win.
func TestMDXChildrenAttribute(t *testing.T) {
	src := "import Heading from '@theme/Heading';\n\n<Heading\n  id={\"request\"}\n  as={\"h2\"}\n  children={\"Request <b>\"}\n>\n</Heading>\n\n<h3 children=\"Path\"></h3>\n\nA <span children=\"x\">own</span> and <b children=\"y\" />.\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	if d := diagList(res); d != "" {
		t.Errorf("diagnostics %s", d)
	}
	html := string(res.HTML)
	for _, want := range []string{`<h2 id="request">Request &lt;b&gt;`, "<h3>\nPath\n</h3>", "A <span>own</span> and <b>y</b>."} {
		if !strings.Contains(html, want) {
			t.Errorf("no %q in %s", want, html)
		}
	}
}

// A whole element with an expression on its line, then text on the next, is
// flow and a paragraph, as in MDX 3 (elemental: `<CodeBlock …>{ClusterProxy}
// </CodeBlock>` then "You can see…" lost 30 code blocks into paragraphs).
func TestMDXElementLineThenText(t *testing.T) {
	src := "import CodeBlock from '@theme/CodeBlock';\nexport const yaml = 'a: 1';\n\n<CodeBlock language=\"yaml\" title=\"c.yaml\">{yaml}</CodeBlock>\nYou can see the settings.\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	html := string(res.HTML)
	if !strings.Contains(html, `<div class="code-block-title">c.yaml</div>`) || !strings.HasSuffix(html, "<p>You can see the settings.</p>\n") {
		t.Errorf("got %s", html)
	}
}

func TestMDXLinearTime(t *testing.T) {
	r := New(Options{})
	for name, src := range map[string]string{
		"unclosed braces":      strings.Repeat("{ a ", 30000),
		"expressions":          strings.Repeat("{'a'} {/* c */} ", 20000),
		"inline elements":      strings.Repeat("<b>x</b> <i>y</i> ", 20000),
		"unclosed strings":     strings.Repeat("<a b=\" ", 20000),
		"tabs":                 strings.Repeat("<Tabs>\n<TabItem value=\"a\">\n\nx\n\n</TabItem>\n</Tabs>\n\n", 5000),
		"block divs":           strings.Repeat("<div>\n\nx\n\n</div>\n\n", 8000),
		"closing without open": strings.Repeat("</div>\n", 30000),
	} {
		quarter := src[:len(src)/4]
		run := func(s string) func() {
			return func() { r.Render(Input{File: "f.mdx", Source: []byte(s), MDX: true}) }
		}
		if tFull, tQuarter, ok := linear(run(quarter), run(src)); !ok {
			t.Errorf("%s: %v for the whole input, %v for a quarter: not linear", name, tFull, tQuarter)
		}
	}
}

func TestMDXTabPanelsAreSeparateSearchText(t *testing.T) {
	res := renderMDX(Input{File: "f.mdx", Source: []byte("<Tabs>\n<TabItem value=\"a\" attributes={{className: 'red'}}>One.</TabItem>\n<TabItem value=\"b\">Two.</TabItem>\n</Tabs>\n")})
	if len(res.Sections) != 1 || res.Sections[0].Text != "One. Two." {
		t.Errorf("sections %+v", res.Sections)
	}
	if !strings.Contains(string(res.HTML), `class="tabs__item red tabs__item--active"`) {
		t.Errorf("TabItem attributes.className not on its tab: %s", res.HTML)
	}
}

func TestMDXPartialHeadingIDsAndLinks(t *testing.T) {
	files := map[string]string{
		"docs/guides/_setup.md": "## Setup\n\nSee [install](../install.md) and [top](#setup).\n",
	}
	read := func(rel string) ([]byte, error) {
		if s, ok := files[rel]; ok {
			return []byte(s), nil
		}
		return nil, errors.New("no such file")
	}
	var refs []LinkRef
	res := renderMDX(Input{File: "docs/page.mdx", ReadPartial: read, Resolve: func(l LinkRef) string { refs = append(refs, l); return l.Dest },
		Source: []byte("import Setup from './guides/_setup.md';\n\n<Setup />\n\n## Setup\n\n[own](./other.md)\n\n<Setup />\n")})
	var ids []string
	for _, h := range res.Headings {
		ids = append(ids, h.ID)
	}
	// The page's own "Setup" keeps its id; the partial's two copies take the next free ones.
	if got := strings.Join(ids, ","); got != "setup-1,setup,setup-2" {
		t.Errorf("heading ids %s, want setup-1,setup,setup-2", got)
	}
	html := string(res.HTML)
	for _, id := range []string{"setup", "setup-1", "setup-2"} {
		if strings.Count(html, `id="`+id+`"`) != 1 || strings.Count(html, `class="hash-link" href="#`+id+`"`) != 1 {
			t.Errorf("id %s is not on exactly one heading with its own hash link:\n%s", id, html)
		}
	}
	// A partial whose own two "Setup" headings are setup and setup-1 (its warning names
	// setup-1): its first takes the next id no heading keeps, and its second stays
	// setup-1, not setup-1-1 (ClickHouse's MySQL partial).
	files["docs/_twice.md"] = "## Setup\n\nA.\n\n## Setup\n\nB.\n"
	twice := renderMDX(Input{File: "docs/page.mdx", ReadPartial: read, Source: []byte("import Twice from './_twice.md';\n\n<Twice />\n\n## Setup\n")})
	var twiceIDs []string
	for _, h := range twice.Headings {
		twiceIDs = append(twiceIDs, h.ID)
	}
	if got := strings.Join(twiceIDs, ","); got != "setup-2,setup-1,setup" || !strings.Contains(string(twice.HTML), `<h2 id="setup-2">`) {
		t.Errorf("heading ids %s, want setup-2,setup-1,setup\n%s", got, twice.HTML)
	}
	// Links of the partial name the partial's file, with positions in it; the page's do not
	// (partials are rendered while the page is parsed: their links come first).
	var got []string
	for _, r := range refs {
		got = append(got, fmt.Sprintf("%s@%s:%d:%d", r.Dest, r.File, r.Line, r.Column))
	}
	if s := strings.Join(got, " "); s != "../install.md@docs/guides/_setup.md:3:5 ../install.md@docs/guides/_setup.md:3:5 ./other.md@:7:1" {
		t.Errorf("links: %s", s)
	}
}

// <DocCardList /> is a marker for the compiler's cards; the items value
// Docusaurus's docs write is what it shows anyway (no warning), another is not.
func TestMDXDocCardList(t *testing.T) {
	for _, c := range []struct{ src, diags string }{
		{"<DocCardList />\n", ""},
		{"<DocCardList items={useCurrentSidebarCategory().items} />\n", ""},
		{"<DocCardList items={myItems} />\n", "f.mdx:1:14 mdx-expression"},
		{"<DocCardList>\n  <div>Own card</div>\n</DocCardList>\n", ""},
	} {
		if strings.Contains(c.src, "Own card") {
			// Cards written as children (a swizzled DocCardList) render as they are.
			res := renderMDX(Input{File: "f.mdx", Source: []byte("import DocCardList from '@theme/DocCardList';\n\n" + c.src)})
			if res.DocCards || !strings.Contains(string(res.HTML), "<div>Own card</div>") || diagList(res) != "" {
				t.Errorf("children: %s %s", res.HTML, diagList(res))
			}
			continue
		}
		res := renderMDX(Input{File: "f.mdx", Source: []byte("import DocCardList from '@theme/DocCardList';\n\n" + c.src)})
		if !res.DocCards || !strings.Contains(string(res.HTML), "<!--contentc:doc-card-list-->") {
			t.Errorf("%q: no marker: %s", c.src, res.HTML)
		}
		if d := diagList(res); strings.ReplaceAll(d, "f.mdx:3:", "f.mdx:1:") != c.diags {
			t.Errorf("%q: diagnostics %q, want %q", c.src, d, c.diags)
		}
	}
}

// Inline SVG in MDX is drawn as React renders it: JSX attribute names in
// SVG's spelling (strokeWidth is stroke-width), the title inside the drawing
// kept (its accessible name); handlers, script, foreign HTML, animation and
// URLs other than references to the page's own elements (#id, url(#id)) are
// removed, each with a warning.
func TestMDXInlineSVG(t *testing.T) {
	r := New(Options{})
	src := "Ok <svg role=\"img\" viewBox=\"0 0 24 24\"><title>Check</title><defs><linearGradient id=\"g\"><stop offset=\"0\" stopColor=\"#000\" /></linearGradient></defs><path d=\"M1 1\" strokeWidth={2} strokeLinecap=\"round\" fill=\"url(#g)\" /></svg> done\n\n" +
		"<svg onLoad=\"x()\"><script>{'alert(1)'}</script><foreignObject><img src=\"x.png\" /></foreignObject><use href=\"https://e.example/a.svg#b\" /><use xlinkHref=\"#b\" /><animate to=\"javascript:x\" /><rect fill=\"url(https://e.example/x)\" /></svg>\n"
	res := r.Render(Input{File: "f.mdx", MDX: true, Source: []byte(src)})
	want := `<p>Ok <svg role="img" viewBox="0 0 24 24"><title>Check</title><defs><lineargradient id="g"><stop offset="0" stop-color="#000"></stop></lineargradient></defs><path d="M1 1" stroke-width="2" stroke-linecap="round" fill="url(#g)"></path></svg> done</p>
<svg><use></use><use xlink:href="#b"></use><rect></rect></svg>
`
	if html := string(res.HTML); html != want {
		t.Errorf("html:\n%s\nwant:\n%s", html, want)
	}
	if d := diagList(res); d != "f.mdx:3:6 unsafe-html; f.mdx:3:19 unsafe-html; f.mdx:3:48 unsafe-html; f.mdx:3:103 unsafe-html; f.mdx:3:160 unsafe-html; f.mdx:3:195 unsafe-html" {
		t.Errorf("diagnostics %s", d)
	}
}

// An iframe shows pages of the allowed hosts only, with the attributes embed
// codes write; one from elsewhere goes with one warning, not one per attribute.
func TestMDXIframes(t *testing.T) {
	r := New(Options{IframeHosts: []string{"www.youtube.com"}})
	src := "<iframe src=\"https://www.youtube.com/embed/x\" title=\"Talk\" allow=\"autoplay\" sandbox=\"allow-scripts\" frameBorder=\"0\" allowFullScreen></iframe>\n\n" +
		"<iframe src=\"https://codesandbox.io/embed/y\" allow=\"camera\" sandbox=\"allow-scripts\" style={{width: '100%'}}></iframe>\n\n" +
		"<iframe src=\"javascript:alert(1)\" allow=\"camera\"></iframe>\n"
	res := r.Render(Input{File: "f.mdx", MDX: true, Source: []byte(src)})
	html := string(res.HTML)
	if !strings.Contains(html, `<iframe src="https://www.youtube.com/embed/x" title="Talk" allow="autoplay" sandbox="allow-scripts"`) {
		t.Errorf("allowed iframe lost attributes: %s", html)
	}
	if strings.Contains(html, "codesandbox") || strings.Contains(html, "javascript") || strings.Count(html, "<iframe") != 1 {
		t.Errorf("a disallowed iframe is in the HTML: %s", html)
	}
	if d := diagList(res); d != "f.mdx:3:9 unsafe-html; f.mdx:5:9 unsafe-url" {
		t.Errorf("diagnostics %s", d)
	}
}

// react-lite-youtube-embed's <LiteYouTubeEmbed> becomes the player's iframe
// (the package's host, playlist, params but autoplay, and aspect ratio), checked as any
// iframe: a site that may not frame the host loses it with the usual warning.
// Without a valid id it warns and renders its children.
func TestLiteYouTubeEmbed(t *testing.T) {
	src := "import LiteYouTubeEmbed from 'react-lite-youtube-embed';\nimport 'react-lite-youtube-embed/dist/LiteYouTubeEmbed.css';\n\n" +
		"<LiteYouTubeEmbed id=\"abc_D-1\" title=\"Getting started\" params=\"start=30&autoplay=1&end=60\" />\n\n" +
		"<LiteYouTubeEmbed id=\"PL1\" playlist cookie muted aspectWidth={4} aspectHeight={3} />\n\n" +
		"<LiteYouTubeEmbed id=\"../x?y\">Fallback</LiteYouTubeEmbed>\n"
	r := New(Options{IframeHosts: []string{"www.youtube-nocookie.com", "www.youtube.com"}})
	res := r.Render(Input{File: "f.mdx", MDX: true, Source: []byte(src)})
	html := string(res.HTML)
	for _, want := range []string{
		`<iframe src="https://www.youtube-nocookie.com/embed/abc_D-1?end=60&amp;start=30" title="Getting started" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" allowfullscreen loading="lazy" referrerpolicy="strict-origin-when-cross-origin" style="aspect-ratio:16 / 9;border:0;height:auto;width:100%"></iframe>`,
		`<iframe src="https://www.youtube.com/embed/videoseries?list=PL1&amp;mute=1" title="YouTube video"`,
		`style="aspect-ratio:4 / 3;`,
		"\nFallback\n",
	} {
		if !strings.Contains(html, want) {
			t.Errorf("missing %s in:\n%s", want, html)
		}
	}
	if strings.Count(html, "<iframe") != 2 || strings.Contains(html, "../x") {
		t.Errorf("html:\n%s", html)
	}
	if d := diagList(res); d != "f.mdx:8:1 unknown-component" {
		t.Errorf("diagnostics %s", d)
	}
	// A site that does not let its pages frame YouTube.
	res = New(Options{}).Render(Input{File: "f.mdx", MDX: true, Source: []byte(src)})
	if html := string(res.HTML); strings.Contains(html, "<iframe") {
		t.Errorf("an iframe of a host the site does not allow:\n%s", html)
	}
	if d := diagList(res); d != "f.mdx:4:1 unsafe-html; f.mdx:6:1 unsafe-html; f.mdx:8:1 unknown-component" {
		t.Errorf("diagnostics without the hosts: %s", d)
	}
}

// Raw HTML in a CommonMark file renders as Docusaurus renders it (layout,
// links, images), its links resolved and checked like Markdown links, and the
// page's HTML balanced: tags Markdown split across blocks cannot close or
// swallow the page's own elements.
func TestRawHTMLInCommonMark(t *testing.T) {
	var links []string
	res := New(Options{}).Render(Input{File: "docs/a.md", Resolve: func(l LinkRef) string {
		links = append(links, fmt.Sprintf("%s@%d:%d", l.Dest, l.Line, l.Column))
		return "/resolved/" + l.Dest
	}, Source: []byte("<div class=\"card\">\n\n**Inside**\n\n</div>\n\n</div></div>\n\n<p align=\"center\"><a href=\"./b.md\">B</a> <img src=\"./i.png\" alt=\"I\" onerror=\"x()\"></p>\n\n<aside>\n\nunclosed\n")})
	html := string(res.HTML)
	want := "<div class=\"card\">\n<p><strong>Inside</strong></p>\n</div>\n\n<p align=\"center\"><a href=\"/resolved/./b.md\">B</a> <img src=\"/resolved/./i.png\" alt=\"I\"/></p>\n<p>unclosed</p>\n"
	if html != want {
		t.Errorf("html:\n%s\nwant:\n%s", html, want)
	}
	if got := strings.Join(links, " "); got != "./b.md@9:22 ./i.png@9:47" {
		t.Errorf("links %s", got)
	}
	if d := diagList(res); d != "docs/a.md:9:69 unsafe-html; docs/a.md:11:1 unsafe-html" {
		t.Errorf("diagnostics %s", d)
	}
}

// Imports from the site's folder: @site/x and /x (a root-relative import, as
// Docusaurus's bundler resolves it); props a component schema does not name
// are passed on, not errors (a swizzled component may use them).
func TestMDXRootImportsAndExtraProps(t *testing.T) {
	for _, c := range []struct{ file, spec, want string }{
		{"docs/a/b.mdx", "@site/docs/_x.mdx", "docs/_x.mdx"},
		{"docs/a/b.mdx", "/docs/_blocks/x.mdx", "docs/_blocks/x.mdx"},
		{"docs/a/b.mdx", "./_x.mdx", "docs/a/_x.mdx"},
	} {
		if got, ok := ResolveImport(c.file, c.spec); !ok || got != c.want {
			t.Errorf("ResolveImport(%q, %q) = %q, %v; want %q", c.file, c.spec, got, ok, c.want)
		}
	}
	if _, ok := ResolveImport("docs/a.mdx", "//cdn.example.com/x.js"); ok {
		t.Error("a protocol-relative URL is not a file of the site")
	}
	res := renderMDX(Input{File: "f.mdx", Source: []byte("import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs isSubTab>\n<TabItem value=\"a\" label=\"A\" active>\n\nx\n\n</TabItem>\n</Tabs>\n")})
	if d := diagList(res); d != "" {
		t.Errorf("diagnostics %s", d)
	}
}

// A fenced code block indented inside a JSX element (as MDX reads it: no
// indented code) is code: its braces are not expressions, its lines lose the
// fence's indentation, and its closing fence may be indented too.
func TestMDXIndentedFence(t *testing.T) {
	res := renderMDX(Input{File: "f.mdx", Source: []byte("<div>\n  <aside>\n\n    ```ts\n    const x = {a: 1};\n      nested();\n    ```\n\n  </aside>\n</div>\n\nAfter.\n")})
	if d := diagList(res); d != "f.mdx:2:3 unsafe-html" {
		t.Errorf("diagnostics %q", d)
	}
	html := string(res.HTML)
	for _, want := range []string{"const", "nested", "<p>After.</p>"} {
		if !strings.Contains(html, want) {
			t.Errorf("no %q in:\n%s", want, html)
		}
	}
	if strings.Contains(html, "```") {
		t.Errorf("the fence is text:\n%s", html)
	}
	// The fence's 4 spaces are gone from its lines; the nested line keeps its own 2.
	if !strings.Contains(html, `<span class="line"><span class="kr">const</span>`) || !strings.Contains(html, `<span class="line">  <span class="nx">nested</span>`) {
		t.Errorf("indentation:\n%s", html)
	}
}

// An expression block whose value is JSX (`{` alone on its line, JSX, `}` alone)
// renders the JSX, as MDX does; apostrophes in its text are text.
func TestMDXJSXExpressionBlock(t *testing.T) {
	res := renderMDX(Input{File: "f.mdx", Source: []byte("## Guides\n\n{\n\n<ul class=\"list\">\n  <li>\n    <p>\n      Runs that don't meet your standards.\n    </p>\n  </li>\n</ul>\n\n}\n\nAfter {'text'}.\n")})
	if d := diagList(res); d != "" {
		t.Errorf("diagnostics %s", d)
	}
	html := string(res.HTML)
	for _, want := range []string{`<ul class="list">`, "Runs that don&#39;t meet your standards.", "<p>After text.</p>"} {
		if !strings.Contains(html, want) && !strings.Contains(html, strings.ReplaceAll(want, "&#39;", "'")) {
			t.Errorf("no %q in:\n%s", want, html)
		}
	}
	if strings.Contains(html, "{") || strings.Contains(html, "}") {
		t.Errorf("a brace line is shown:\n%s", html)
	}
}

func TestMDXAdmonitionElementTypes(t *testing.T) {
	res := renderMDX(Input{File: "f.mdx", Source: []byte("import Admonition from '@theme/Admonition';\n\n<Admonition type=\"important\">\n\nKeep this.\n\n</Admonition>\n\n<Admonition type=\"caution\" title=\"Careful\">x</Admonition>\n\n<Admonition type=\"bogus\">y</Admonition>\n")})
	html := string(res.HTML)
	for _, want := range []string{
		`<div class="admonition admonition-info" role="note"><div class="admonition-heading">Important</div>`,
		`<div class="admonition admonition-caution" role="note"><div class="admonition-heading">Careful</div>`,
		// an unknown type: Docusaurus's Info fallback
		`<div class="admonition admonition-info" role="note"><div class="admonition-heading">Info</div>`,
	} {
		if !strings.Contains(html, want) {
			t.Errorf("no %s in\n%s", want, html)
		}
	}
}

func TestMDXDocCardListItemsWrittenByHand(t *testing.T) {
	var resolved []string
	src := "import DocCardList from '@theme/DocCardList';\n\n<DocCardList items={[\n  {type: 'link', label: 'Babel', href: '/docs/tools/babel', description: 'Strip <types>'},\n  {type: 'link', label: 'Site', href: 'https://example.com/'},\n  {type: 'link', label: 'Bad', href: 'javascript:alert(1)'},\n  {type: 'category', label: 'Guides', href: './guides.md'},\n]} />\n"
	res := renderMDX(Input{File: "docs/tools/index.mdx", Source: []byte(src), Resolve: func(l LinkRef) string {
		resolved = append(resolved, fmt.Sprintf("%s@%d:%d", l.Dest, l.Line, l.Column))
		return "/r" + l.Dest
	}})
	want := `<section class="doc-card-list">` +
		`<article class="doc-card doc-card--link"><a href="/r/docs/tools/babel"><h2 class="doc-card__title">Babel</h2><p class="doc-card__description">Strip &lt;types&gt;</p></a></article>` +
		`<article class="doc-card doc-card--link"><a href="https://example.com/" target="_blank" rel="noopener noreferrer"><h2 class="doc-card__title">Site</h2></a></article>` +
		`<article class="doc-card doc-card--category"><a href="/r./guides.md"><h2 class="doc-card__title">Guides</h2></a></article></section>`
	if html := string(res.HTML); !strings.Contains(html, want) || strings.Contains(html, "javascript") {
		t.Errorf("cards\n got %s\nwant %s", html, want)
	}
	// internal hrefs are links of the page (resolved, checked), at the items
	if got := strings.Join(resolved, " "); got != "/docs/tools/babel@3:14 ./guides.md@3:14" {
		t.Errorf("resolved %s", got)
	}
	if d := diagList(res); d != "docs/tools/index.mdx:3:14 unsafe-url" {
		t.Errorf("diagnostics %s", d)
	}
	// the element's props keep the items as written
	if got := componentsJSONForTest(res.Components); !strings.Contains(got, `"href":"/docs/tools/babel"`) {
		t.Errorf("components %s", got)
	}
}

// A line of tags only (MDX's JSX flow: `<tbody><tr><td>`, `</td><td>`,
// `</td></tr></tbody></table>`) opens and closes one element per tag, so an
// HTML table with Markdown in its cells compiles as Docusaurus compiles it; the
// table may start right under a paragraph's line (it interrupts the paragraph).
func TestMDXLinesOfTags(t *testing.T) {
	src := "Compare:\n<table>\n<tbody><tr><td>\n\n**left**\n\n</td><td>\n\n```js\nright()\n```\n\n</td></tr><tr><td></td>\n</tr></tbody></table>\n\n<p><details>\n  <summary>More</summary>\n\nHidden.\n\n</details></p>\n\nAfter.\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	if d := diagList(res); d != "" {
		t.Fatalf("diagnostics: %s", d)
	}
	html := string(res.HTML)
	// the elements as nested as the tags say, in order
	var tags []string
	for _, m := range tagNameRe.FindAllStringSubmatch(html, -1) {
		tags = append(tags, m[1])
	}
	want := "p /p table tbody tr td p strong /strong /p /td td div pre code span span /span span /span /span /code /pre button /button /div /td /tr tr td /td /tr /tbody /table p details summary /summary p /p /details /p p /p"
	if got := strings.Join(tags, " "); got != want {
		t.Errorf("structure\n got %s\nwant %s\nin %s", got, want, html)
	}
	for _, c := range []struct{ name, src, want string }{
		// a closing tag no open element has is still an error, where it is written
		{"stray closer in a run", "<div>\n\nx\n\n</span></div>\n", "f.mdx:1:1 mdx-syntax; f.mdx:5:1 mdx-syntax"},
		{"unclosed cell", "<table><tr><td>\n\nx\n\n</tr></table>\n", "f.mdx:1:1 mdx-syntax; f.mdx:1:8 mdx-syntax; f.mdx:1:12 mdx-syntax; f.mdx:5:1 mdx-syntax"},
	} {
		res := renderMDX(Input{File: "f.mdx", Source: []byte(c.src)})
		if d := diagList(res); d != c.want {
			t.Errorf("%s: %s, want %s", c.name, d, c.want)
		}
	}
}

var tagNameRe = regexp.MustCompile(`<(/?[a-z]+)[ >]`)

// What MDX's JSX flow allows after a tag: an expression (`</a>{' '}`, the
// space JSX writes between inline elements), and a tag that goes on over lines
// (`</blockquote> <script\n  async\n></script>`); `{' '}` after a whole element
// on its lines is nothing.
func TestMDXFlowAfterTags(t *testing.T) {
	src := "<p>\n  <a href=\"https://a.org\">\n    <img alt=\"A\" src=\"https://a.org/a.svg\" />\n  </a>{' '}\n  <a href=\"https://b.org\">B</a>\n</p>\n\n" +
		"<blockquote>\n  <p>Quote</p>\n</blockquote> <script\n  async\n  src=\"https://x.org/w.js\"\n></script>{' '}\n\nAfter.\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	// the script goes, with its unsafe-html warning; nothing is an error
	if d := diagList(res); d != "f.mdx:10:15 unsafe-html" {
		t.Fatalf("diagnostics: %s", d)
	}
	html := string(res.HTML)
	for _, s := range []string{`<a href="https://a.org" target="_blank" rel="noopener noreferrer">` + "\n" + `<img alt="A" src="https://a.org/a.svg" />` + "\n</a>", "<blockquote>\n<p>Quote</p>\n</blockquote>", "<p>After.</p>"} {
		if !strings.Contains(html, s) {
			t.Errorf("no %q in\n%s", s, html)
		}
	}
	if strings.Contains(html, "script") {
		t.Errorf("a script in %s", html)
	}
}

// A tag that goes on over lines may start a line of tags: Prettier writes
// `<Tabs values={[…]}\n\n>  <TabItem value="a">` (questdb's docs).
func TestMDXMultilineTagOpensALineOfTags(t *testing.T) {
	src := "<Tabs defaultValue=\"b\" values={[ { label: \"A\", value: \"a\" },\n{ label: \"B\", value: \"b\" }, ]}\n\n>   <TabItem value=\"a\">\n\nFirst.\n\n  </TabItem>\n  <TabItem value=\"b\">\n\nSecond.\n\n  </TabItem>\n</Tabs>\n\nAfter.\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	if d := diagList(res); d != "" {
		t.Fatalf("diagnostics: %s", d)
	}
	html := string(res.HTML)
	for _, s := range []string{`data-value="a">A</button>`, `aria-selected="true" tabindex="0" data-value="b">B</button>`, "<p>First.</p>", "<p>Second.</p>", "<p>After.</p>"} {
		if !strings.Contains(html, s) {
			t.Errorf("no %s in\n%s", s, html)
		}
	}
}

// A void element closed by its own closing tag (`<br></br>`, valid JSX) is one
// element, on its own line and in a paragraph.
func TestMDXVoidElementWithClosingTag(t *testing.T) {
	res := renderMDX(Input{File: "f.mdx", Source: []byte("Text<br></br>more.\n\n<br></br>\n\n<hr></hr>\n")})
	if d := diagList(res); d != "" {
		t.Fatalf("diagnostics: %s", d)
	}
	if got, want := string(res.HTML), "<p>Text<br />more.</p>\n<br />\n<hr />\n"; got != want {
		t.Errorf("html %q, want %q", got, want)
	}
}

// How Docusaurus docs write links and files in JSX: <Link to> (and <Link id>,
// an anchor) from @docusaurus/Link is an <a> whose link is resolved and checked;
// useBaseUrl('img/x.png') is the site path /img/x.png; require('./x.png').default
// is the file next to the doc, and require('@site/static/…') the static file
// (its .default on the next line too).
func TestMDXDocusaurusLinkAndFileExpressions(t *testing.T) {
	var links []string
	src := "import Link from '@docusaurus/Link';\nimport useBaseUrl from '@docusaurus/useBaseUrl';\n\n" +
		"See <Link to=\"/docs/intro\">the intro</Link> and <Link href=\"https://x.org\">X</Link>.\n\n" +
		"- <Link id=\"change-1\"/> A change.\n\n" +
		"<img src={useBaseUrl('img/a.png')} alt=\"A\" />\n\n" +
		"<img src={require('./b.png').default} alt=\"B\" />\n\n" +
		"<video><source src={require('@site/static/video/c.mp4').default} type=\"video/mp4\" /></video>\n\n" +
		"<img src={notImported('d.png')} alt=\"D\" />\n\n" +
		"<img src={require(\"/static/img/e.png\").default} /> <img src={require(\"/img/f.png\").default} />\n\n" +
		"import g from '/img/g.png';\n\n<img src={g} /> <img src={require('/img/h.png')} />\n\n" +
		"<img\n  src={require(\"@site/static/img/i.png\")\n    .default}\n/>\n"
	res := New(Options{}).Render(Input{File: "docs/p.mdx", MDX: true, Source: []byte(src), Resolve: func(l LinkRef) string {
		links = append(links, fmt.Sprintf("%s@%d:%d", l.Dest, l.Line, l.Column))
		return "/r" + l.Dest
	}})
	html := string(res.HTML)
	for _, s := range []string{
		`<a href="/r/docs/intro">the intro</a>`,
		`<a href="https://x.org" target="_blank" rel="noopener noreferrer">X</a>`,
		`<a id="change-1"></a> A change.`,
		`<img src="/r/img/a.png" alt="A" />`,
		`<img src="/r./b.png" alt="B" />`,
		`<source src="/r/video/c.mp4" type="video/mp4" />`,
		`<img src="/r/img/e.png" /> <img src="/r/img/f.png" />`,
		// an image imported from the site folder's root is the static file,
		// as require('/img/…') is, with .default or without (FDC3)
		`<img src="/r/img/g.png" /> <img src="/r/img/h.png" />`,
		// .default on the next line, as Prettier wraps it (okteto's docs)
		`<img src="/r/img/i.png" />`,
	} {
		if !strings.Contains(html, s) {
			t.Errorf("no %s in\n%s", s, html)
		}
	}
	if strings.Contains(html, "d.png") {
		t.Errorf("a call of a function that is not useBaseUrl is not a URL: %s", html)
	}
	if got := strings.Join(links, " "); got != "/docs/intro@4:11 /img/a.png@8:6 ./b.png@10:6 /video/c.mp4@12:16 /img/e.png@16:6 /img/f.png@16:57 /img/g.png@20:6 /img/h.png@20:22 /img/i.png@23:3" {
		t.Errorf("links %s", got)
	}
	// no unknown-component warning for Link, one for the src that is an
	// expression contentc cannot evaluate
	if d := diagList(res); d != "docs/p.mdx:14:6 mdx-expression" {
		t.Errorf("diagnostics %s", d)
	}
}

// The site's MDX component scope (src/theme/MDXComponents, as Docusaurus sites
// swizzle it): the components of its default-exported object are usable in
// every MDX doc without an import; a doc's own import of a name wins; HTML
// element overrides and spreads are left out.
func TestMDXComponentScope(t *testing.T) {
	scopeSrc := `import MDXComponents from '@theme-original/MDXComponents'
import Icon from '@site/src/components/icon'
import { Badge as B } from './parts/badges'
import Note from '@site/docs/partials/_note.mdx'
import Tabs from '@theme/Tabs'
import TabItem from '@theme/TabItem'
import Table from '@site/src/components/table'
import * as All from '@site/src/components/all'
import Confetti from 'react-confetti'

export default {
  // Re-use the default mapping, then ours (a comment, with a comma)
  ...MDXComponents,
  table: Table, /* every table */
  Icon,
  Badge: B,
  Note,
  Tabs,
  TabItem,
  All,
  Confetti,
  Made: () => null,
}
`
	scope := esm.ParseScope([]byte(scopeSrc), "src/theme/MDXComponents.js")
	var got []string
	for _, g := range scope {
		got = append(got, g.Name+"="+g.Source+"#"+g.Export)
	}
	want := "Badge=@site/src/theme/parts/badges#Badge Confetti=react-confetti#default Icon=@site/src/components/icon#default Note=@site/docs/partials/_note.mdx#default TabItem=@theme/TabItem#default Tabs=@theme/Tabs#default"
	if strings.Join(got, " ") != want {
		t.Fatalf("scope\n got %s\nwant %s", strings.Join(got, " "), want)
	}
	// The form `docusaurus swizzle --eject` writes: the object in a constant,
	// exported after (elemental's docs: 424 <Vars> rendered nothing).
	ejected := "import MDXComponents from '@theme-original/MDXComponents';\nimport Vars from '@site/Vars';\n\nconst Components: typeof MDXComponents = {\n  ...MDXComponents,\n  Vars,\n};\n\nexport default Components;\n"
	if g := esm.ParseScope([]byte(ejected), "src/theme/MDXComponents.tsx"); len(g) != 1 || g[0].Name != "Vars" || g[0].Source != "@site/Vars" {
		t.Errorf("ejected scope: %+v", g)
	}
	// Names set on the exported object (Edgar-Unity: MDXComponents.Path = Path,
	// on the original's object), and the objects of an Object.assign.
	for _, src := range []string{
		"import MDXComponents from '@theme-original/MDXComponents';\nimport { Path } from '@site/src/components/Path';\nimport Image from './Image';\n\nMDXComponents.Path = Path;\nMDXComponents.Image = Image;\nMDXComponents.table = Path;\n\nexport default MDXComponents;\n",
		"import MDXComponents from '@theme-original/MDXComponents';\nimport { Path } from '@site/src/components/Path';\nimport Image from './Image';\n\nexport default Object.assign({}, MDXComponents, {Path, Image: Image});\n",
	} {
		var got []string
		for _, g := range esm.ParseScope([]byte(src), "src/theme/MDXComponents/index.js") {
			got = append(got, g.Name+"="+g.Source+"#"+g.Export)
		}
		if want := "Image=@site/src/theme/MDXComponents/Image#default Path=@site/src/components/Path#Path"; strings.Join(got, " ") != want {
			t.Errorf("scope of\n%s\n got %s\nwant %s", src, strings.Join(got, " "), want)
		}
	}
	// The function form, which @mdx-js/react calls with the components it has
	// (godot-orchestrator-docs' five components, 481 elements), as a function
	// or an arrow function, its object returned or written as its body.
	for _, src := range []string{
		"import OriginalMDXComponents from '@theme-original/MDXComponents';\nimport { Path } from '@site/src/components/Path';\nimport Image from './Image';\n\nexport default function MDXComponents(components) {\n  return {\n    ...OriginalMDXComponents,\n    ...components,\n    Path,\n    Image,\n  };\n}\n",
		"import { Path } from '@site/src/components/Path';\nimport Image from './Image';\nexport default (components) => ({...components, Path, Image: Image});\n",
		"import { Path } from '@site/src/components/Path';\nimport Image from './Image';\nexport default components => {\n  const extra = 1;\n  return ({...components, Path, Image});\n};\n",
	} {
		var got []string
		for _, g := range esm.ParseScope([]byte(src), "src/theme/MDXComponents/index.js") {
			got = append(got, g.Name+"="+g.Source+"#"+g.Export)
		}
		if want := "Image=@site/src/theme/MDXComponents/Image#default Path=@site/src/components/Path#Path"; strings.Join(got, " ") != want {
			t.Errorf("scope of\n%s\n got %s\nwant %s", src, strings.Join(got, " "), want)
		}
	}
	// A wrapper of an imported component with fixed props, the rest and the
	// children passed on (supertokens' docs: 24 <Steps> and 21 <Accordion>
	// were unknown components): the import, with those props. One that
	// computes a prop or adds children is not.
	wrapped := "import { Steps, Accordion as A } from '@site/src/components';\nexport default {\n  Steps: ({ children, ...rest }) => (\n    <Steps mode=\"mdx\" {...rest}>\n      {children}\n    </Steps>\n  ),\n  Accordion: (props) => <A {...props} compact />,\n  Other: ({children}) => <A title={children.length}>{children}</A>,\n  More: ({children}) => <A>{children} and more</A>,\n};\n"
	var gotWrapped []string
	for _, g := range esm.ParseScope([]byte(wrapped), "src/theme/MDXComponents.js") {
		gotWrapped = append(gotWrapped, fmt.Sprintf("%s=%s#%s%v", g.Name, g.Source, g.Export, g.Props))
	}
	if want := "Accordion=@site/src/components#Accordionmap[compact:true] Steps=@site/src/components#Stepsmap[mode:mdx]"; strings.Join(gotWrapped, " ") != want {
		t.Errorf("wrappers:\n got %s\nwant %s", strings.Join(gotWrapped, " "), want)
	}
	// A path from the site folder, as the bundler resolves it (rsksmart's
	// devportal: 172 unknown-component warnings).
	if g := esm.ParseScope([]byte("import Button from \"/src/components/Button\";\nexport default { Button };\n"), "src/theme/MDXComponents.js"); len(g) != 1 || g[0].Source != "@site/src/components/Button" {
		t.Errorf("scope from the site root: %+v", g)
	}

	// The HTML elements the scope replaces (go-gitea's `a: A`, ionic's
	// `table: MDXTable`), in every form of the file, with where each entry
	// is: contentc runs none of them (the compile warns). One of Docusaurus's
	// own components (`details: Details`) and names that are no element
	// contentc renders (`wrapper`) are not.
	for _, c := range []struct{ src, want string }{
		{scopeSrc, "table=Table@506"},
		{"import MDXComponents from '@theme-original/MDXComponents';\nimport Details from '@theme/Details';\nimport A from './A';\n" +
			"export default {\n  ...MDXComponents, /* a, b */ a: A,\n  'img': (props) => <img {...props} loading=\"lazy\" />, // zoom\n  details: Details, wrapper: W, code,\n};\n",
			"a=A@166 img=@174 code=code@267"},
		{"import MDXComponents from '@theme-original/MDXComponents';\nimport { Path } from '@site/src/components/Path';\n\nMDXComponents.Path = Path;\nMDXComponents.table = Path;\n\nexport default MDXComponents;\n",
			"table=Path@151"},
		{"import MDXComponents from '@theme-original/MDXComponents';\nimport { Path } from '@site/src/components/Path';\nexport default Object.assign({}, MDXComponents, { Path, pre: Path });\n",
			"pre=Path@165"},
	} {
		var got []string
		for _, e := range esm.ReadScope([]byte(c.src), "src/theme/MDXComponents/index.js").Elements {
			got = append(got, fmt.Sprintf("%s=%s@%d", e.Name, e.Value, e.Offset))
			if !strings.HasPrefix(c.src[e.Offset:], e.Name) && !strings.HasPrefix(c.src[e.Offset:], "'"+e.Name) && !strings.HasPrefix(c.src[e.Offset:], "MDXComponents."+e.Name) {
				t.Errorf("offset %d of %s is at %q", e.Offset, e.Name, c.src[e.Offset:])
			}
		}
		if strings.Join(got, " ") != c.want {
			t.Errorf("elements of\n%s\n got %s\nwant %s", c.src, strings.Join(got, " "), c.want)
		}
	}

	files := map[string]string{"docs/partials/_note.mdx": "A shared *note*.\n"}
	read := func(rel string) ([]byte, error) {
		if s, ok := files[rel]; ok {
			return []byte(s), nil
		}
		return nil, errors.New("no such file")
	}
	exists := func(rel string) bool {
		return rel == "src/components/icon/index.tsx" || rel == "src/theme/parts/badges.jsx" || rel == "docs/own/Icon.jsx"
	}
	r := New(Options{Scope: scope, ScopeFile: "src/theme/MDXComponents.js"})
	src := "# Page\n\n<Icon name=\"check\" /> and <Badge>new</Badge>\n\n<Note />\n\n<Tabs>\n<TabItem value=\"a\">\n\nA\n\n</TabItem>\n</Tabs>\n\n<Confetti />\n\n<table><tbody><tr><td>cell</td></tr></tbody></table>\n"
	res := r.Render(Input{File: "docs/page.mdx", MDX: true, Source: []byte(src), ReadPartial: read, ComponentFile: exists})
	html := string(res.HTML)
	for _, s := range []string{`<span data-component="Icon" data-island="0">`, `<span data-component="Badge" data-island="1">new</span>`, "A shared <em>note</em>.", `class="tabs-container"`, "<table>"} {
		if !strings.Contains(html, s) {
			t.Errorf("no %s in\n%s", s, html)
		}
	}
	if c := componentsJSONForTest(res.Components); !strings.Contains(c, `"module":"src/components/icon/index.tsx"`) || !strings.Contains(c, `"module":"src/theme/parts/badges.jsx","export":"Badge"`) {
		t.Errorf("components %s", c)
	}
	// a scope component that is a package: one warning, at the element, naming the scope file
	if d := diagList(res); d != "docs/page.mdx:15:1 unknown-component" {
		t.Errorf("diagnostics %s", d)
	} else if m := res.Diagnostics[0].Message; !strings.Contains(m, "src/theme/MDXComponents.js") {
		t.Errorf("message %s", m)
	}
	own := r.Render(Input{File: "docs/own/page.mdx", MDX: true, ComponentFile: exists, Source: []byte("import Icon from './Icon';\n\n<Icon />\n")})
	if c := componentsJSONForTest(own.Components); !strings.Contains(c, `"module":"docs/own/Icon.jsx"`) {
		t.Errorf("a doc's own import must win: %s", c)
	}
	// and so must a component the doc defines, as MDX 3's provider gives way
	// to a file's own (docusaurus.io's MDX guide: its Highlight over the
	// site's), written before or after its use
	for _, src := range []string{
		"export const Icon = ({children, color}) => (\n  <span style={{color: color}}>{children}</span>\n);\n\n<Icon color=\"red\">own</Icon>\n",
		"<Icon color=\"red\">own</Icon>\n\nexport const Icon = ({children, color}) => <span style={{color: color}}>{children}</span>;\n",
	} {
		defined := r.Render(Input{File: "docs/own/page.mdx", MDX: true, ComponentFile: exists, Source: []byte(src)})
		if html := string(defined.HTML); !strings.Contains(html, `<span style="color:red">own</span>`) || defined.Components != nil {
			t.Errorf("a doc's own definition must win:\n%s\n%s", src, html)
		}
	}
	// the scope is part of what a rendering depends on
	if New(Options{}).Settings() == r.Settings() {
		t.Error("Settings does not change with the scope")
	}
}

// Docs written for reactnative.dev: <Tabs> whose values and defaultValue come
// from an imported module (not evaluated) show the tabs of their TabItems, with
// mdx-expression warnings and no error; a partial imported as './\_x.mdx'
// (Prettier escapes a Markdown file's underscores; in a JavaScript string the
// escape is the character) is './_x.mdx'.
func TestMDXTabsValuesFromAModuleAndEscapedImports(t *testing.T) {
	src := "import Tabs from '@theme/Tabs'; import TabItem from '@theme/TabItem'; import constants from '@site/core/TabsConstants';\nimport Warning from './\\_warning.mdx';\n\n<Warning />\n\n" +
		"<Tabs groupId=\"platform\" defaultValue={constants.defaultPlatform} values={constants.platforms}>\n<TabItem value=\"android\">\n\nAndroid.\n\n</TabItem>\n<TabItem value=\"ios\">\n\niOS.\n\n</TabItem>\n</Tabs>\n"
	read := func(rel string) ([]byte, error) {
		if rel == "docs/_warning.mdx" {
			return []byte("Careful.\n"), nil
		}
		return nil, errors.New("no such file")
	}
	res := New(Options{}).Render(Input{File: "docs/p.mdx", MDX: true, Source: []byte(src), ReadPartial: read})
	if d := diagList(res); d != "docs/p.mdx:6:26 mdx-expression; docs/p.mdx:6:67 mdx-expression" {
		t.Errorf("diagnostics %s", d)
	}
	html := string(res.HTML)
	for _, s := range []string{"<p>Careful.</p>", `data-value="android">android</button>`, `data-value="ios">ios</button>`} {
		if !strings.Contains(html, s) {
			t.Errorf("no %s in\n%s", s, html)
		}
	}
}

// Attribute values that use an imported module's exports (reactnative.dev's
// `values={constants.platforms}`) are evaluated through Input.Module: the
// labels and the default come from the module, the tabs are in values' order;
// a name the module does not export stays an expression (a warning).
func TestMDXAttributeValuesFromAModule(t *testing.T) {
	exists := func(rel string) bool { return rel == "core/TabsConstants.tsx" || rel == "docs/data.json" }
	var asked []string
	module := func(rel string) (map[string]any, bool) {
		asked = append(asked, rel)
		switch rel {
		case "core/TabsConstants.tsx":
			return map[string]any{"default": map[string]any{
				"platforms":       []any{map[string]any{"label": "iOS", "value": "ios"}, map[string]any{"label": "Android", "value": "android"}},
				"defaultPlatform": "android",
			}}, true
		case "docs/data.json":
			return map[string]any{"title": "From JSON"}, true
		}
		return nil, false
	}
	src := "import Tabs from '@theme/Tabs'; import TabItem from '@theme/TabItem'; import constants from '@site/core/TabsConstants';\nimport data from './data.json';\n\n" +
		"<Tabs defaultValue={constants.defaultPlatform} values={constants.platforms}>\n<TabItem value=\"android\">\n\nA.\n\n</TabItem>\n<TabItem value=\"ios\">\n\nI.\n\n</TabItem>\n</Tabs>\n\n" +
		"<Tabs values={constants.missing}>\n<TabItem value=\"x\">\n\nX.\n\n</TabItem>\n</Tabs>\n\n<img src=\"/a.png\" alt={data.title} />\n"
	res := New(Options{}).Render(Input{File: "docs/p.mdx", MDX: true, Source: []byte(src), ComponentFile: exists, Module: module})
	if d := diagList(res); d != "docs/p.mdx:17:7 mdx-expression" {
		t.Errorf("diagnostics %s", d)
	}
	html := string(res.HTML)
	tabs := regexp.MustCompile(`aria-selected="(true|false)"[^>]*data-value="([a-z]+)">([^<]*)<`).FindAllStringSubmatch(html, -1)
	var got []string
	for _, m := range tabs {
		got = append(got, m[2]+"="+m[3]+"/"+m[1])
	}
	if strings.Join(got, " ") != "ios=iOS/false android=Android/true x=x/true" {
		t.Errorf("tabs %v in\n%s", got, html)
	}
	if !strings.Contains(html, `alt="From JSON"`) {
		t.Errorf("no alt from the JSON module in %s", html)
	}
	if strings.Join(asked, " ") != "core/TabsConstants.tsx docs/data.json" {
		t.Errorf("modules evaluated: %v (once each)", asked)
	}
}

// @theme/X that contentc does not provide is the site's own theme component
// when src/theme/X exists (swizzled or new, as Docusaurus's theme aliases
// resolve it); a built-in (@theme/Tabs) stays the built-in even when the site
// swizzled it; one that is neither is a warning where an element uses it, and
// an unused one is none (pact's unused `import Layout from '@theme/Layout'`:
// nothing renders differently, and themes add modules contentc cannot list).
func TestMDXThemeComponentsOfTheSite(t *testing.T) {
	exists := func(rel string) bool {
		return rel == "src/theme/Screenshot/index.tsx" || rel == "src/theme/Tabs/index.tsx"
	}
	src := "import Screenshot from '@theme/Screenshot';\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\nimport Gone from '@theme/Gone';\nimport Unused from '@theme/Unused';\n\n<Screenshot alt=\"A\" src=\"/a.png\" />\n\n<Tabs>\n<TabItem value=\"a\">\n\nA\n\n</TabItem>\n</Tabs>\n\n<Gone>\n\nText.\n\n</Gone>\n"
	res := renderMDX(Input{File: "docs/p.mdx", Source: []byte(src), ComponentFile: exists})
	if c := componentsJSONForTest(res.Components); !strings.Contains(c, `"component":"Screenshot"`) || !strings.Contains(c, `"module":"src/theme/Screenshot/index.tsx"`) || strings.Contains(c, `"module":"src/theme/Tabs`) {
		t.Errorf("components %s", c)
	}
	if !strings.Contains(string(res.HTML), `class="tabs-container"`) {
		t.Errorf("Tabs is not the built-in: %s", res.HTML)
	}
	if d := diagList(res); d != "docs/p.mdx:4:19 unknown-component" {
		t.Errorf("diagnostics %s", d)
	}
}

// Docusaurus's code snippets from files: `import code from
// '!!raw-loader!./snippet.ts'` is the file's text, read as a partial is (a
// dependency of the page), and <CodeBlock className="language-ts">{code}</CodeBlock>
// (the expression alone on its line too) shows it highlighted.
func TestMDXRawLoaderSnippets(t *testing.T) {
	var read []string
	files := map[string]string{"docs/_snippets/a.ts": "const a: number = 1;\n", "docs/_snippets/b.ts": "const b: number = 2;\n"}
	rd := func(rel string) ([]byte, error) {
		read = append(read, rel)
		if s, ok := files[rel]; ok {
			return []byte(s), nil
		}
		return nil, errors.New("no such file")
	}
	src := "import CodeBlock from '@theme/CodeBlock';\nimport a from '!!raw-loader!./_snippets/a.ts';\nimport gone from '!!raw-loader!./_snippets/gone.ts';\nimport b from '!!raw-loader!./_snippets/b';\n\n<CodeBlock className=\"language-ts\">\n  {a}\n</CodeBlock>\n\n<CodeBlock language=\"ts\">{a}</CodeBlock>\n\n<CodeBlock language=\"ts\">{gone}</CodeBlock>\n\n<CodeBlock language=\"ts\">{b}</CodeBlock>\n"
	res := renderMDX(Input{File: "docs/p.mdx", Source: []byte(src), ReadPartial: rd})
	html := string(res.HTML)
	if n := strings.Count(html, `<div class="code-block" data-language="ts"><pre class="chroma" tabindex="0"><code><span class="line"><span class="kr">const</span>`); n != 3 {
		t.Errorf("%d highlighted snippets in\n%s", n, html)
	}
	// a file named without its extension is found with Docusaurus's
	// resolve.extensions (crawlee's '!!raw-loader!./snippet'); a missing one
	// is named in the warning
	if d := diagList(res); d != "docs/p.mdx:12:26 mdx-expression" || !strings.Contains(res.Diagnostics[0].Message, `"./_snippets/gone.ts", which is not a file of the site`) {
		t.Errorf("diagnostics %s", d)
	}
	// (then, as a folder, its index file with each extension)
	if strings.Join(read, " ") != "docs/_snippets/a.ts docs/_snippets/gone.ts docs/_snippets/gone.ts.wasm docs/_snippets/gone.ts.mjs docs/_snippets/gone.ts.js docs/_snippets/gone.ts.jsx docs/_snippets/gone.ts.ts docs/_snippets/gone.ts.tsx docs/_snippets/gone.ts.json "+
		"docs/_snippets/gone.ts/index.wasm docs/_snippets/gone.ts/index.mjs docs/_snippets/gone.ts/index.js docs/_snippets/gone.ts/index.jsx docs/_snippets/gone.ts/index.ts docs/_snippets/gone.ts/index.tsx docs/_snippets/gone.ts/index.json "+
		"docs/_snippets/b docs/_snippets/b.wasm docs/_snippets/b.mjs docs/_snippets/b.js docs/_snippets/b.jsx docs/_snippets/b.ts" {
		t.Errorf("read %v", read)
	}
	// A folder is its index file, as webpack resolves it (asobinon's
	// '!!raw-loader!/src/components/youtube-embed').
	files["src/components/hello/index.tsx"] = "export const hello: string = 'hi';\n"
	folder := renderMDX(Input{File: "docs/p.mdx", ReadPartial: rd, Source: []byte("import CodeBlock from '@theme/CodeBlock';\nimport s from '!!raw-loader!@site/src/components/hello';\n\n<CodeBlock language=\"tsx\">{s}</CodeBlock>\n")})
	if d := diagList(folder); d != "" || !strings.Contains(string(folder.HTML), "hello") {
		t.Errorf("a folder: %s %s", d, folder.HTML)
	}
	// From the root, the static folder first, as the bundler's resolve.roots
	// (linea's '!!raw-loader!/files/a.sol').
	// webpack's matchResource and single-bang forms (elemental's
	// `versions.raw!=!raw-loader!@site/…`) load the text too, and so does the
	// loader with options (repack's `!!raw-loader?esModule=false!…`).
	for _, spec := range []string{"./x.raw!=!raw-loader!@site/docs/_snippets/a.ts", "raw-loader!./_snippets/a.ts", "-!raw-loader!./_snippets/a.ts", "!raw-loader!./_snippets/a.ts",
		"!!raw-loader?esModule=false!./_snippets/a.ts", "!!raw-loader?esModule=true!./_snippets/a.ts", "raw-loader?esModule=false!./_snippets/a.ts"} {
		r := renderMDX(Input{File: "docs/p.mdx", ReadPartial: rd, Source: []byte("import CodeBlock from '@theme/CodeBlock';\nimport s from '" + spec + "';\n\n<CodeBlock language=\"ts\">{s}</CodeBlock>\n")})
		if d := diagList(r); d != "" || !strings.Contains(string(r.HTML), "const") {
			t.Errorf("%s: %s %s", spec, d, r.HTML)
		}
	}
	files["static/files/a.sol"] = "contract A {}\n"
	root := renderMDX(Input{File: "docs/p.mdx", ReadPartial: rd, Source: []byte("import CodeBlock from '@theme/CodeBlock';\nimport s from '!!raw-loader!/files/a.sol';\n\n<CodeBlock language=\"sol\">{s}</CodeBlock>\n")})
	if d := diagList(root); d != "" || !strings.Contains(string(root.HTML), "contract") {
		t.Errorf("root-relative: %s %s", d, root.HTML)
	}
	// Required in place, with or without .default (turbowarp's
	// {require("!raw-loader!@site/static/x.js")} children): the same text; a
	// missing file is named.
	read = nil
	inPlace := renderMDX(Input{File: "docs/p.mdx", ReadPartial: rd, Source: []byte("import CodeBlock from '@theme/CodeBlock';\n\n" +
		"<CodeBlock language=\"ts\">{require('!!raw-loader!./_snippets/a.ts').default}</CodeBlock>\n\n" +
		"<CodeBlock language=\"sol\">{require(\"!raw-loader!/files/a.sol\")}</CodeBlock>\n\n" +
		"<CodeBlock language=\"ts\">{require('!!raw-loader!./_snippets/none.ts').default}</CodeBlock>\n")})
	if h := string(inPlace.HTML); !strings.Contains(h, `<span class="kr">const</span>`) || !strings.Contains(h, "contract") || read[0] != "docs/_snippets/a.ts" {
		t.Errorf("required in place: %s (read %v)", h, read)
	}
	if d := diagList(inPlace); d != "docs/p.mdx:7:26 mdx-expression" || !strings.Contains(inPlace.Diagnostics[0].Message, `"./_snippets/none.ts", which is not a file of the site`) {
		t.Errorf("diagnostics %s", d)
	}
	// With options too; with esModule=false the module is the text itself,
	// whose .default is undefined, as webpack gives it.
	withOptions := renderMDX(Input{File: "docs/p.mdx", ReadPartial: rd, Source: []byte("import CodeBlock from '@theme/CodeBlock';\n\n" +
		"<CodeBlock language=\"ts\">{require('!!raw-loader?esModule=true!./_snippets/a.ts').default}</CodeBlock>\n\n" +
		"<CodeBlock language=\"ts\">{require('!!raw-loader?esModule=false!./_snippets/b.ts')}</CodeBlock>\n\n" +
		"<CodeBlock language=\"ts\">{require('!!raw-loader?esModule=false!./_snippets/b.ts').default}</CodeBlock>\n")})
	if h := string(withOptions.HTML); strings.Count(h, `<div class="code-block"`) != 2 || !strings.Contains(h, `<span class="nx">a</span>`) || !strings.Contains(h, `<span class="nx">b</span>`) {
		t.Errorf("required with options: %s", h)
	}
	if d := diagList(withOptions); d != "docs/p.mdx:7:26 mdx-expression" || !strings.Contains(withOptions.Diagnostics[0].Message, `with esModule=false the raw-loader's module is the text of "./_snippets/b.ts" itself, which has no .default; leave .default out`) {
		t.Errorf("diagnostics %s", d)
	}
}

// An autolink that opens a line (a list item's, a paragraph's) is an autolink,
// not a malformed tag (Detox's docs: `  - <https://java.com/…>`).
func TestMDXAutolinkOpensALine(t *testing.T) {
	res := renderMDX(Input{File: "f.mdx", Source: []byte("- <https://a.org/x#v>\n<mail@b.org>\n\n<https://c.org/>\n")})
	if d := diagList(res); d != "" {
		t.Fatalf("diagnostics: %s", d)
	}
	html := string(res.HTML)
	for _, s := range []string{`<li><a href="https://a.org/x#v"`, `<a href="mailto:mail@b.org"`, `<p><a href="https://c.org/"`} {
		if !strings.Contains(html, s) {
			t.Errorf("no %s in\n%s", s, html)
		}
	}
	// a malformed tag is still an error
	if d := diagList(renderMDX(Input{File: "f.mdx", Source: []byte("<Foo \\>\n")})); d != "f.mdx:1:6 mdx-syntax" {
		t.Errorf("diagnostics of a malformed tag: %s", d)
	}
}

// A Docusaurus 2 site's docs are MDX 1: `{…}` in text is text (also in
// Markdown inside a JSX element, after a blank line; on the element's own
// lines it is an expression), a `<` that starts no valid tag is text (a
// warning), and `<details><summary>…</summary>` on one line opens the details,
// whose `</details>` comes later. (Checked with @mdx-js/mdx 1.6.)
func TestMDX1(t *testing.T) {
	src := "### `resolve()` \\[Promise<RuntimeConfig\\>]\n\nA map `{}` of {x: 1} and Map<String, String>.\n\n" +
		"<details><summary>Options</summary>\n\nBody **one**.\n\n</details>\n\n<Tabs>\n<TabItem value=\"a\">\n\n{'In'} tab.\n\n</TabItem>\n</Tabs>\n\n<div>\n{'tight'} text\n</div>\n\n<div class='table-responsive'>\n\n| Prop | Type |\n| --- | --- |\n| a | { color?: string } |\n\n</div>\n"
	res := New(Options{MDX1: true}).Render(Input{File: "f.md", Source: []byte(src), MDX: true})
	if d := diagList(res); d != "f.md:1:40 mdx1-syntax; f.md:3:36 mdx1-syntax" {
		t.Errorf("diagnostics: %s", d)
	}
	html := string(res.HTML)
	for _, s := range []string{`<code>resolve()</code> [Promise&lt;RuntimeConfig&gt;]<a`, "of {x: 1} and Map&lt;String, String&gt;.</p>",
		"<details>\n<summary>Options</summary>\n<p>Body <strong>one</strong>.</p>\n</details>", "<p>{'In'} tab.</p>", "tight text", "<td>{ color?: string }</td>"} {
		if !strings.Contains(html, s) {
			t.Errorf("no %s in\n%s", s, html)
		}
	}
	// The same document as MDX 3: errors.
	if d := diagList(renderMDX(Input{File: "f.md", Source: []byte(src)})); !strings.Contains(d, "mdx-syntax") {
		t.Errorf("MDX 3 diagnostics: %s", d)
	}
}

// In a Docusaurus 2 site a `{…}` line of its own inside a JSX element, after
// a blank line, is Markdown text, as MDX 1 reads it: rancher's JSON responses
// in a <details> (`{"kind":"APIResourceList"}` right before `</details>`, in a
// list item too) were dropped as expressions with a false mdx-expression
// warning, on 12 pages. On the element's own lines it is an expression.
// Checked with @mdx-js/mdx 1.6.
func TestMDX1LoneBracesInElementMarkdown(t *testing.T) {
	src := "export const n = 3;\n\n<details>\n  <summary>API Response</summary>\n\n{\"kind\":\"APIResourceList\"}\n</details>\n\n" +
		"- Output:\n\n    <details id=\"resp\">\n      <summary>R</summary>\n\n    {\"kind\":\"List\"}\n    </details>\n\n<div>\n\n{n}\n\n</div>\n\n<div>\n{n}\n</div>\n"
	res := New(Options{MDX1: true}).Render(Input{File: "f.md", Source: []byte(src), MDX: true})
	want := "<details>\n<summary>API Response</summary>\n<p>{&quot;kind&quot;:&quot;APIResourceList&quot;}</p>\n</details>\n" +
		"<ul>\n<li>\n<p>Output:</p>\n<details id=\"resp\">\n<summary>R</summary>\n<p>{&quot;kind&quot;:&quot;List&quot;}</p>\n</details>\n</li>\n</ul>\n" +
		"<div>\n<p>{n}</p>\n</div>\n<div>3</div>\n"
	if got := string(res.HTML); got != want || diagList(res) != "" {
		t.Errorf("got %q (%s)\nwant %q", got, diagList(res), want)
	}
}

// HTML tables keep their presentational attributes, in MDX and in raw HTML
// (scope on a td too: surrealdb's 3,426 cells each had an unsafe-html warning).
func TestTablePresentationalAttributes(t *testing.T) {
	src := "<table border=\"1\" cellSpacing=\"0\" width=\"600\">\n<colgroup><col width=\"200\" /></colgroup>\n<tbody>\n<tr height=\"20\" valign=\"top\">\n<td width=\"50\" colSpan=\"2\" scope=\"row\">x</td>\n</tr>\n</tbody>\n</table>\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	if d := diagList(res); d != "" {
		t.Fatalf("diagnostics: %s", d)
	}
	html := string(res.HTML)
	for _, s := range []string{`<table border="1" cellspacing="0" width="600">`, `<col width="200" />`, `<tr height="20" valign="top">`, `<td width="50" colspan="2" scope="row">x</td>`} {
		if !strings.Contains(html, s) {
			t.Errorf("no %s in\n%s", s, html)
		}
	}
	raw := New(Options{}).Render(Input{File: "f.md", Source: []byte(src)})
	if d := diagList(raw); d != "" {
		t.Errorf("raw HTML diagnostics: %s", d)
	}
	if !strings.Contains(string(raw.HTML), `<td width="50"`) {
		t.Errorf("raw HTML: %s", raw.HTML)
	}
}

// HTML copied from READMEs keeps its harmless attributes without a warning, in
// MDX and in raw HTML, as Docusaurus passes them on: an <img>'s presentational
// ones (lexical's store badges, valign="middle": 8 warnings) and kramdown's
// markdown="span" (jest's <summary>, one warning per version).
func TestREADMEAttributes(t *testing.T) {
	src := "<details><summary markdown=\"span\">More</summary>\n\n<img src=\"https://x.org/a.png\" alt=\"A\" valign=\"middle\" border=\"0\" />\n\n</details>\n"
	for _, file := range []string{"f.mdx", "f.md"} {
		res := New(Options{}).Render(Input{File: file, Source: []byte(src)})
		if d := diagList(res); d != "" {
			t.Errorf("%s: diagnostics: %s", file, d)
		}
		html := string(res.HTML)
		for _, s := range []string{`<summary markdown="span">`, `valign="middle"`, `border="0"`} {
			if !strings.Contains(html, s) {
				t.Errorf("%s: no %s in\n%s", file, s, html)
			}
		}
	}
}

// role is kept, as aria-* attributes are: it runs nothing, and assistive
// technology reads it (facebookresearch/hydra's `<div role="alert">`).
func TestRoleAttribute(t *testing.T) {
	res := renderMDX(Input{File: "f.mdx", Source: []byte("<div role=\"note\" aria-label=\"Tip\">Careful.</div>\n")})
	if d := diagList(res); d != "" {
		t.Fatalf("diagnostics: %s", d)
	}
	if got := string(res.HTML); !strings.Contains(got, `<div role="note" aria-label="Tip">`) {
		t.Errorf("html %s", got)
	}
}

// A <head> element sets the page's document title, meta tags and canonical
// URL (an http(s) one: apisix's docs name their docs.api7.ai pages), as in
// Docusaurus; it is not part of the body (ionic-docs writes one per page).
// Other links are not taken over.
func TestMDXHead(t *testing.T) {
	src := "<head>\n  <title>Item: Ionic List Item</title>\n  <meta name=\"description\" content=\"Items are elements.\" />\n  <meta property=\"og:type\" content=\"article\" />\n  <link rel=\"canonical\" href=\"https://x.org/a\" />\n  <link rel=\"stylesheet\" href=\"https://x.org/a.css\" />\n  <link rel=\"canonical\" href=\"javascript:alert(1)\" />\n  <meta charSet=\"utf-8\" />\n  <meta charset=\"iso-8859-1\" />\n</head>\n\n# Item\n\nBody.\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	// (<meta charSet="utf-8"> says what every page is: stellar's examples)
	if d := diagList(res); d != "f.mdx:6:3 unsafe-html; f.mdx:7:3 unsafe-html; f.mdx:9:3 unsafe-html" {
		t.Errorf("diagnostics: %s", d)
	}
	// (the h1 after the <head> is no title, as Docusaurus reads one only
	// after imports: the page's heading)
	if got := string(res.HTML); got != "<h1>Item</h1>\n<p>Body.</p>\n" || res.Title != "" || !res.HeadingShown {
		t.Errorf("html %q, title %q", got, res.Title)
	}
	want := mdxast.Head{Title: "Item: Ionic List Item", Meta: []mdxast.HeadMeta{{Name: "description", Content: "Items are elements."}, {Property: "og:type", Content: "article"}}, Canonical: "https://x.org/a"}
	if fmt.Sprint(res.Head) != fmt.Sprint(want) {
		t.Errorf("head %+v, want %+v", res.Head, want)
	}
}

// Docusaurus's <Head> (in every site's MDX scope, or imported from
// @docusaurus/Head under any name) is <head>: dyte's pages set their title so.
// A site's own Head component, imported from elsewhere, is not.
func TestMDXDocusaurusHead(t *testing.T) {
	want := mdxast.Head{Title: "Custom", Meta: []mdxast.HeadMeta{{Name: "description", Content: "About"}}}
	body := "<title>Custom</title>\n  <meta name=\"description\" content=\"About\" />\n"
	for _, src := range []string{
		"<Head>\n  " + body + "</Head>\n\nBody.\n",
		"import Head from '@docusaurus/Head';\n\n<Head>\n  " + body + "</Head>\n\nBody.\n",
		"import Helmet from '@docusaurus/Head';\n\n<Helmet>\n  " + body + "</Helmet>\n\nBody.\n",
	} {
		res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
		if d := diagList(res); d != "" {
			t.Errorf("%q: diagnostics: %s", src, d)
		}
		if got := string(res.HTML); got != "<p>Body.</p>\n" {
			t.Errorf("%q: html %q", src, got)
		}
		if fmt.Sprint(res.Head) != fmt.Sprint(want) {
			t.Errorf("%q: head %+v, want %+v", src, res.Head, want)
		}
	}
	res := renderMDX(Input{File: "f.mdx", Source: []byte("import Head from './Head.jsx';\n\n<Head>\n  <title>Own</title>\n</Head>\n")})
	if res.Head.Title != "" {
		t.Errorf("a site's own Head: head %+v", res.Head)
	}
}

// Sectioning elements are containers whose ids are anchors (ionic-docs's
// glossary: <section id="a11y">, linked as glossary#a11y).
func TestSectionElements(t *testing.T) {
	res := renderMDX(Input{File: "f.mdx", Source: []byte("<section id=\"a11y\">\n\n## Accessibility\n\nText.\n\n</section>\n")})
	if d := diagList(res); d != "" {
		t.Fatalf("diagnostics: %s", d)
	}
	if got := string(res.HTML); !strings.HasPrefix(got, `<section id="a11y">`) || !strings.Contains(got, "</section>") {
		t.Errorf("html %s", got)
	}
	raw := New(Options{}).Render(Input{File: "f.md", Source: []byte("<article id=\"x\">\n\nText.\n\n</article>\n")})
	if d := diagList(raw); d != "" || !strings.Contains(string(raw.HTML), `<article id="x">`) {
		t.Errorf("raw HTML: %s %s", d, raw.HTML)
	}
}

// In a Docusaurus site, a live block in react-live's form (an expression, or
// render(…)) is shown as code with a react-live warning; a block that is a
// live example contentc runs stays one. Elsewhere the same block is an error.
func TestReactLiveBlocks(t *testing.T) {
	src := "# T\n\n```jsx live\nfunction Clock() {\n  return <p>now</p>;\n}\nrender(<Clock />)\n```\n\n" +
		"```tsx live\nimport React from 'react';\nexport default function Ok() {\n  return <p>ok</p>;\n}\n```\n"
	res := New(Options{ReactLive: true}).Render(Input{File: "f.mdx", Source: []byte(src), MDX: true})
	if d := diagList(res); d != "f.mdx:3:1 react-live" {
		t.Errorf("diagnostics: %s", d)
	}
	if len(res.Live) != 1 || res.Live[0].Index != 0 || !strings.Contains(res.Live[0].Code, "Ok()") {
		t.Errorf("live blocks: %+v", res.Live)
	}
	html := string(res.HTML)
	if strings.Count(html, `data-live-index=`) != 1 || !strings.Contains(html, "render") {
		t.Errorf("html:\n%s", html)
	}
	if d := diagList(New(Options{}).Render(Input{File: "f.mdx", Source: []byte(src), MDX: true})); d != "f.mdx:3:1 live-example" {
		t.Errorf("diagnostics outside a Docusaurus site: %s", d)
	}
}

// An expression may be followed on its line by the closing tags of the
// elements around it (`{`…`} </div>`, as buck2's docs write a diagram's
// source), as MDX allows tags right after an expression.
func TestExpressionThenClosingTags(t *testing.T) {
	src := "<div>\n{`graph TD\n  A --> B`} </div>\n\nAfter.\n\n<section>\n<div>\n{'x'}</div></section>\n\nEnd.\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	if d := diagList(res); d != "" {
		t.Fatalf("diagnostics: %s", d)
	}
	want := "<div>\ngraph TD\n  A --&gt; B\n</div>\n<p>After.</p>\n<section>\n<div>\nx\n</div>\n</section>\n<p>End.</p>\n"
	if html := string(res.HTML); html != want {
		t.Errorf("html:\n%s\nwant:\n%s", html, want)
	}
	// A closing tag that closes no open element is still an error.
	if d := diagList(renderMDX(Input{File: "f.mdx", Source: []byte("<div>\n{'x'} </span>\n</div>\n")})); !strings.Contains(d, "mdx-syntax") {
		t.Errorf("diagnostics of a stray closing tag: %q", d)
	}
}

// A component the document defines itself with more than one JSX element
// (statements, a computed value) renders its children, and the warning says
// why (one that is one JSX element renders: TestMDXTemplateComponents).
func TestComponentDefinedInTheDocument(t *testing.T) {
	src := "export const Highlight = ({children, color}) => {\n  useEffect(() => {});\n  return <span style={{backgroundColor: color}}>{children}</span>;\n};\n\n<Highlight color=\"#25c2a0\">green</Highlight> and <Other>x</Other>.\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	var msgs []string
	for _, d := range res.Diagnostics {
		msgs = append(msgs, d.Message)
	}
	want := "<Highlight> is defined in this file (export … Highlight), but its definition is not one contentc can evaluate (it runs no JavaScript: a component renders when its body returns one JSX element of its props, with no statement before that return but constants); its children render instead\n<Other> is not a built-in component and is not imported; its children render instead"
	if strings.Join(msgs, "\n") != want {
		t.Errorf("diagnostics:\n%s", strings.Join(msgs, "\n"))
	}
	if html := string(res.HTML); html != "<p>green and x.</p>\n" {
		t.Errorf("html: %q", html)
	}
}

// Such a component used in another the file defines, or in a list's map, is
// the same warning, not "is not imported" (ToolJet's setup pages: a SetupCard
// that wraps a Card whose body has statements).
func TestComponentDefinedInTheDocumentUsedInATemplate(t *testing.T) {
	src := "export const Card = ({ href, children }) => {\n  const c = <div>{children}</div>;\n  return c;\n};\n\n" +
		"export const SetupCard = ({ title, href }) => (\n  <Card href={href}><h3>{title}</h3></Card>\n);\n\n" +
		"<SetupCard title=\"Try\" href=\"/b\" />\n\n{['x'].map((s) => <Card key={s}>{s}</Card>)}\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	if d := diagList(res); d != "f.mdx:7:1 unknown-component; f.mdx:12:1 unknown-component" {
		t.Errorf("diagnostics %s", d)
	}
	for _, d := range res.Diagnostics {
		if !strings.HasPrefix(d.Message, "<Card> is defined in this file (export … Card), but its definition is not one contentc can evaluate") {
			t.Errorf("%d:%d: %s", d.Line, d.Column, d.Message)
		}
	}
	if html := string(res.HTML); !strings.Contains(html, "<h3>Try</h3>") || !strings.Contains(html, "x") {
		t.Errorf("html: %q", html)
	}
}

// A link's download attribute is kept (karmada's dashboards to download), in
// MDX and in raw HTML.
func TestLinkDownloadAttribute(t *testing.T) {
	src := "<a href=\"/files/x.json\" download>get</a> and <a href=\"/files/y.json\" download=\"y.json\">y</a>\n"
	for _, res := range []Result{renderMDX(Input{File: "f.mdx", Source: []byte(src)}), New(Options{}).Render(Input{File: "f.md", Source: []byte(src)})} {
		if d := diagList(res); d != "" {
			t.Errorf("diagnostics: %s", d)
		}
		if html := string(res.HTML); strings.Count(html, " download") != 2 || !strings.Contains(html, `download="y.json"`) {
			t.Errorf("download attributes lost: %s", html)
		}
	}
}

// A bare URL is linked as remark-gfm links it, a host without a dot too, and
// braces in it are the URL's, not an MDX expression (apache/answer-website).
func TestBareURLsWithBraces(t *testing.T) {
	src := "eg: https://yourdomain/{subdirectory} and http://localhost:3000/docs.\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	if d := diagList(res); d != "" {
		t.Errorf("diagnostics: %s", d)
	}
	for _, s := range []string{`<a href="https://yourdomain/%7Bsubdirectory%7D"`, `>https://yourdomain/{subdirectory}</a>`, `<a href="http://localhost:3000/docs"`} {
		if !strings.Contains(string(res.HTML), s) {
			t.Errorf("no %s in %s", s, res.HTML)
		}
	}
}

// A bare URL's path goes on through characters that are not ASCII, up to white
// space, as micromark reads it (pika's `RocksDB‐Tuning‐Guide` was cut at the
// first U+2010); so does a www. address's; in CommonMark files too.
func TestBareURLsWithUnicode(t *testing.T) {
	src := "See https://example.com/wiki/Café_crème and https://example.com/path/文档 now.\n\nVisit www.example.com/über today.\n"
	for _, mdx := range []bool{true, false} {
		r := New(Options{})
		html := string(r.Render(Input{File: "f.md", MDX: mdx, Source: []byte(src)}).HTML)
		for _, s := range []string{`<a href="https://example.com/wiki/Caf%C3%A9_cr%C3%A8me"`, `>https://example.com/wiki/Café_crème</a> and`,
			`<a href="https://example.com/path/%E6%96%87%E6%A1%A3"`, `>https://example.com/path/文档</a> now.`, `<a href="http://www.example.com/%C3%BCber"`, `>www.example.com/über</a> today.`} {
			if !strings.Contains(html, s) {
				t.Errorf("mdx %v: no %s in %s", mdx, s, html)
			}
		}
	}
}

// Tags inside an emphasis, a strong emphasis or a link's text are paired there,
// as in mdast (saleor-docs' `[<code>X</code>](#x)` headings rendered
// `<code></code>X<code></code>`); nesting and an unclosed tag still behave.
func TestMDXTagsInsideEmphasisAndLinks(t *testing.T) {
	src := "Emphasis *<code>e</code>*, **<code>s</code>**, [<code>l</code>](https://example.com) and *a [<span><b>x</b></span>](#y) b*.\n\n#### [<code>FORBIDDEN</code>](#forbidden)\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	if d := diagList(res); d != "" {
		t.Errorf("diagnostics: %s", d)
	}
	html := string(res.HTML)
	for _, s := range []string{`<em><code>e</code></em>`, `<strong><code>s</code></strong>`, `rel="noopener noreferrer"><code>l</code></a>`, `<em>a <a href="#y"><span><b>x</b></span></a> b</em>`, `<a href="#forbidden"><code>FORBIDDEN</code></a>`} {
		if !strings.Contains(html, s) {
			t.Errorf("no %s in %s", s, html)
		}
	}
	if strings.Contains(html, "<code></code>") {
		t.Errorf("empty elements: %s", html)
	}
	bad := renderMDX(Input{File: "f.mdx", Source: []byte("*<code>e*\n")})
	if d := diagList(bad); d != "f.mdx:1:2 mdx-syntax" {
		t.Errorf("an unclosed tag in an emphasis: %q", d)
	}
}

// MDX 3 has no indented code: headings, lists, quotes and breaks may start
// after any indentation, as micromark reads them inside indented JSX
// (saleor-docs' headings eight spaces in); list items compare later lines with
// their content's column. The expected trees are @mdx-js/mdx 3.1's. MDX 1 (a
// Docusaurus 2 site) still has indented code, inside JSX too, and remark-parse
// 8's lenient lists, as @mdx-js/mdx 1.6 reads them (WasmEdge's docs,
// react-native-navigation's).
func TestMDXIndentationIsFree(t *testing.T) {
	cases := []struct{ src, want string }{
		{"<div>\n  <div>\n        ### Deep heading\n        Text under it.\n\n        - item one\n        - item two\n          - nested\n        - three\n\n        > quote\n        > more\n  </div>\n</div>\n",
			"<div>\n<div>\n<h3 id=\"deep-heading\">Deep heading<a class=\"hash-link\" href=\"#deep-heading\" aria-label=\"Direct link to Deep heading\">#</a></h3>\n<p>Text under it.</p>\n<ul>\n<li>item one</li>\n<li>item two\n<ul>\n<li>nested</li>\n</ul>\n</li>\n<li>three</li>\n</ul>\n<blockquote>\n<p>quote\nmore</p>\n</blockquote>\n</div>\n</div>\n"},
		{"    ## Top {#top-id}\n\n      - a\n    - b\n\n        ***\n",
			"<h2 id=\"top-id\">Top<a class=\"hash-link\" href=\"#top-id\" aria-label=\"Direct link to Top\">#</a></h2>\n<ul>\n<li>\n<p>a</p>\n</li>\n<li>\n<p>b</p>\n<hr>\n</li>\n</ul>\n"},
		{"- top item\n\n      indented paragraph in item\n- second\n",
			"<ul>\n<li>\n<p>top item</p>\n<p>indented paragraph in item</p>\n</li>\n<li>\n<p>second</p>\n</li>\n</ul>\n"},
		{"Paragraph line\n    - a list\n\n    > quote after blank\n",
			"<p>Paragraph line</p>\n<ul>\n<li>a list</li>\n</ul>\n<blockquote>\n<p>quote after blank</p>\n</blockquote>\n"},
		{"1. one\n2. two\n    - sub a\n    - sub b\n3. three\n",
			"<ol>\n<li>one</li>\n<li>two\n<ul>\n<li>sub a</li>\n<li>sub b</li>\n</ul>\n</li>\n<li>three</li>\n</ol>\n"},
	}
	for _, c := range cases {
		res := renderMDX(Input{File: "f.mdx", Source: []byte(c.src)})
		if d := diagList(res); d != "" {
			t.Errorf("%q: diagnostics: %s", c.src, d)
		}
		if string(res.HTML) != c.want {
			t.Errorf("%q:\n got %q\nwant %q", c.src, res.HTML, c.want)
		}
	}
	// MDX 1: indented code after a blank line (not inside a JSX block's lines),
	// and remark-parse 8's lists: an indented line that starts no item stays in
	// the item, whose content is then indented as much.
	src := "Run this:\n\n    git commit -s\n\n<div>\n\n    ```js\n    a\n    ```\n\n</div>\n\n<figure>\n  <img src=\"/x.png\" />\n    <figcaption>Cap</figcaption>\n</figure>\n\n" +
		"1. item\n\n  ```js\n  b(\n    c)\n  ```\n\n    para\n\n- a\n\n text one space\n\nafter\n\n1. first\n lazy line\n 2. second\n"
	res := New(Options{MDX1: true}).Render(Input{File: "f.md", Source: []byte(src), MDX: true})
	if d := diagList(res); d != "" {
		t.Errorf("MDX 1 diagnostics: %s", d)
	}
	html := string(res.HTML)
	for _, s := range []string{"<code><span class=\"line\">git commit -s\n", "<span class=\"line\">```js\n</span><span class=\"line\">a\n",
		"<figcaption>Cap</figcaption>", "<ol>\n<li>\n<p>item</p>\n<div class=\"code-block\" data-language=\"js\">", "</span><span class=\"line\">  <span class=\"nx\">c</span>",
		"<p>para</p>\n</li>\n</ol>", "<ul>\n<li>\n<p>a</p>\n<p>text one space</p>\n</li>\n</ul>\n<p>after</p>",
		"<ol>\n<li>first\nlazy line</li>\n<li>second</li>\n</ol>"} {
		if !strings.Contains(html, s) {
			t.Errorf("MDX 1: no %q in\n%s", s, html)
		}
	}
	// A fence right after an item's text, indented less than it, is the
	// item's code too (godwoken's, Onion's and kubevela's install steps), in
	// a nested item as well; the list goes on after it.
	src = "1. Install:\n  ```bash\n  npm i x\n  ```\n2. Run.\n\n- parent\n\n     - child:\n      ```\n      run\n      ```\n"
	res = New(Options{MDX1: true}).Render(Input{File: "f.md", Source: []byte(src), MDX: true})
	html = string(res.HTML)
	for _, s := range []string{"<ol>\n<li>Install:\n<div class=\"code-block\" data-language=\"bash\">", "</div>\n</li>\n<li>Run.</li>\n</ol>", "<li>child:\n<div class=\"code-block\">"} {
		if !strings.Contains(html, s) {
			t.Errorf("MDX 1 fence in an item: no %q in\n%s", s, html)
		}
	}
}

// A Docusaurus 2 list item loses the least indentation of its lines from
// each of them, as remark-parse 8 removes it (checked with @mdx-js/mdx
// 1.6.22): after a line indented one space, one indented five keeps four and
// is code, and the heading and table indented one space are in the item
// (go-zero's model page printed the code as a paragraph); a `1. ` item's
// lines lose up to four spaces, so seven leave a paragraph; a marker
// indented less than the item's text starts the next item.
func TestMDX1ListItemLeastIndentation(t *testing.T) {
	src := "* Why?\n\n     Currently <i>business-type</i> code.\n     \n # Type rules\n | a | b |\n |---|---|\n | 1 | 2 |\n\n1. a\n\n       x\n\n- b\n\n c\n - d\n"
	res := New(Options{MDX1: true}).Render(Input{File: "f.md", Source: []byte(src), MDX: true})
	if d := diagList(res); d != "" {
		t.Errorf("diagnostics: %s", d)
	}
	want := "<ul>\n<li>\n<p>Why?</p>\n<div class=\"code-block\"><pre class=\"chroma\" tabindex=\"0\"><code><span class=\"line\">Currently &lt;i&gt;business-type&lt;/i&gt; code.\n</span></code></pre>" +
		"<button type=\"button\" class=\"copy-button\" aria-label=\"Copy code to clipboard\">Copy</button></div>\n" +
		"<h1>Type rules</h1>\n<table>\n<thead>\n<tr>\n<th>a</th>\n<th>b</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>1</td>\n<td>2</td>\n</tr>\n</tbody>\n</table>\n</li>\n</ul>\n" +
		"<ol>\n<li>\n<p>a</p>\n<p>x</p>\n</li>\n</ol>\n<ul>\n<li>\n<p>b</p>\n<p>c</p>\n</li>\n<li>\n<p>d</p>\n</li>\n</ul>\n"
	if html := string(res.HTML); html != want {
		t.Errorf("got  %q\nwant %q", html, want)
	}
}

// A JSX fragment renders its content, with no warning (api.rushstack.io:
// 1,752 unsafe-html warnings for `<></>`).
func TestMDXFragment(t *testing.T) {
	res := renderMDX(Input{File: "f.mdx", Source: []byte("The version is `1000`<></>.\n\n<>\nFragment with **bold** text.\n</>\n")})
	if d := diagList(res); d != "" {
		t.Errorf("diagnostics: %s", d)
	}
	if want := "<p>The version is <code>1000</code>.</p>\n<p>Fragment with <strong>bold</strong> text.</p>\n"; string(res.HTML) != want {
		t.Errorf("got %q\nwant %q", res.HTML, want)
	}
}

// A component imported from the site folder's root, "/components/X.jsx", is
// the site's components/X.jsx, as Docusaurus's bundler resolves it
// (saleor-docs: 13 components dropped).
func TestMDXRootRelativeComponentImport(t *testing.T) {
	exists := func(rel string) bool { return rel == "components/Hello.jsx" }
	res := renderMDX(Input{File: "docs/x.mdx", Source: []byte("import { Hello } from \"/components/Hello.jsx\";\n\n<Hello name=\"root\" />\n"), ComponentFile: exists})
	if d := diagList(res); d != "" {
		t.Errorf("diagnostics: %s", d)
	}
	if got := componentsJSONForTest(res.Components); !strings.Contains(got, `"module":"components/Hello.jsx","export":"Hello"`) {
		t.Errorf("components: %s", got)
	}
}

// An export inside a JSX block element is ESM, as MDX reads an element's
// children as part of the document's flow (litho's exports inside <TabItem>:
// eight code blocks got the constant's name); in a list it is text.
func TestMDXExportInsideAnElement(t *testing.T) {
	src := "<div>\n\nIntro.\n\nexport const inner = `inner value`;\n\n<CodeBlock language=\"js\">{inner}</CodeBlock>\n\n</div>\n\n- export const x = 1;\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	if d := diagList(res); d != "" {
		t.Errorf("diagnostics: %s", d)
	}
	html := string(res.HTML)
	if strings.Contains(html, "export const inner") || !strings.Contains(html, `<span class="nx">inner</span> <span class="nx">value</span>`) {
		t.Errorf("the export is not ESM: %s", html)
	}
	if !strings.Contains(html, "<li>export const x = 1;</li>") {
		t.Errorf("an export in a list item is text: %s", html)
	}
}

// MDX 1 reads an HTML element whose lines (up to a blank line) hold it whole,
// with text among its tags, as a JSX block: its text is JSX text, not
// Markdown, joined as JSX joins lines (excalidraw's `<pre>` signatures with
// links: paragraphs inside <pre> and two false warnings), with its expressions
// and components (react-native-elements' theme-key headings, `Theme
// Key{" "}` then a link). A blank line inside or a built-in leaves it to the
// Markdown reading; MDX 3 always.
func TestMDX1JSXBlock(t *testing.T) {
	src := "<pre>\nf(x:\n<a href=\"https://example.com/T\">\nT\n</a>, y: number) => R\n</pre>\n\n<details>\n<summary>X</summary>\nText **b**\n  <a href=\"javascript:alert(1)\">y</a>\n</details>\n\n<div>\n\n**md**\n\n</div>\n"
	res := New(Options{MDX1: true}).Render(Input{File: "f.md", Source: []byte(src), MDX: true})
	if d := diagList(res); d != "f.md:11:6 unsafe-url" {
		t.Errorf("diagnostics: %s", d)
	}
	want := "<pre>f(x:<a href=\"https://example.com/T\" target=\"_blank\" rel=\"noopener noreferrer\">T</a>, y: number) =&gt; R</pre>\n" +
		"<details><summary>X</summary>Text **b**<a>y</a></details>\n<div>\n<p><strong>md</strong></p>\n</div>\n"
	if string(res.HTML) != want {
		t.Errorf("got  %q\nwant %q", res.HTML, want)
	}
	if html := string(renderMDX(Input{File: "f.md", Source: []byte("<details>\n<summary>X</summary>\nText **b**\n</details>\n")}).HTML); !strings.Contains(html, "Text <strong>b</strong></p>") {
		t.Errorf("MDX 3: %s", html)
	}
	keys := "<div class=\"row\">\n  <h4>\n    Theme Key{\" \"}\n    <a href=\"#x\"><Icon /></a>\n  </h4>\n</div>\n"
	res = New(Options{MDX1: true}).Render(Input{File: "f.md", Source: []byte(keys), MDX: true})
	if want := "<div class=\"row\"><h4>Theme Key <a href=\"#x\"></a></h4></div>\n"; string(res.HTML) != want {
		t.Errorf("got  %q\nwant %q", res.HTML, want)
	}
	// Character references in that text are JSX's: decoded once (Onion's
	// `&nbsp;` lines showed "&nbsp;").
	res = New(Options{MDX1: true}).Render(Input{File: "f.md", Source: []byte("<p align=\"center\">\n<a href=\"#a\">A</a>\n&nbsp;\n</p>\n\n<div>L1&lt;&gt;L2 &copy; &amp;</div>\n"), MDX: true})
	if want := "<p align=\"center\"><a href=\"#a\">A</a>\u00a0</p>\n<div>L1&lt;&gt;L2 © &amp;</div>\n"; string(res.HTML) != want {
		t.Errorf("got  %q\nwant %q", res.HTML, want)
	}
	// An element whose content is only an expression is one too (Onion's
	// `<p><i>{frontMatter.description}</i></p>` printed its braces).
	res = New(Options{MDX1: true}).Render(Input{File: "f.md", Source: []byte("export const name = 'Ada';\n\n<p><i>{name}</i></p>\n\n<span>{'literal'}</span>\n\n<div>{/* c */}</div>\n"), MDX: true})
	if want := "<p><i>Ada</i></p>\n<span>literal</span>\n<div></div>\n"; string(res.HTML) != want {
		t.Errorf("got  %q\nwant %q", res.HTML, want)
	}
}

// In a Docusaurus 2 site an expression whose value is JSX inside a JSX block
// is rendered, its text JSX text, as MDX 1 hands the block to Babel (checked
// with @mdx-js/mdx 1.6.22: `<div>` then `{<b>x *y*</b>}` shows the bold x *y*,
// a list over lines too); braces around JSX in a paragraph stay text.
func TestMDX1JSXExpressionInAJSXBlock(t *testing.T) {
	src := "<div>\n{<b>x *y*</b>}\n</div>\n\n<div>\n  {<ul>\n    <li>tokens:<ul>\n        <li>tokenID</li>\n      </ul>\n    </li>\n  </ul>}\n</div>\n\nInline {<b>z</b>} here.\n"
	res := New(Options{MDX1: true}).Render(Input{File: "f.md", Source: []byte(src), MDX: true})
	if d := diagList(res); d != "" {
		t.Errorf("diagnostics: %s", d)
	}
	want := "<div><b>x *y*</b></div>\n<div><ul><li>tokens:<ul><li>tokenID</li></ul></li></ul></div>\n<p>Inline {<b>z</b>} here.</p>\n"
	if got := string(res.HTML); got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// A Docusaurus 2 site's JSX block ends only at an empty line, as remark-mdx 1
// reads it (checked with @mdx-js/mdx 1.6.22): the lines after an element's
// last line, a line of spaces among them, are its JSX text, so `##` and
// `:::tip` right after `</table>` are text (go-zero's intro and API grammar
// pages, as its Docusaurus build shows them), after a closing tag of an
// element of Markdown too; a line of spaces inside an element does not end
// its JSX block; Markdown after an empty line is read as such. MDX 3 reads
// the heading.
func TestMDX1JSXBlockEndsAtAnEmptyLine(t *testing.T) {
	src := "<table>\n  <tr><td>Tool</td></tr>\n    </table>\n    \n## WeChat public number\n\n" +
		"<table>\n  <tr><td>range</td></tr>\n</table>\n   \n:::tip\nThe tag modifier\n:::\n\n## After\n\n:::tip\nKept.\n:::\n\n" +
		"<details>\n<summary>More</summary>\n\nText.\n\n</details>\n## Next\n\n<div>\n  text **b**\n   \n  more\n</div>\n"
	res := New(Options{MDX1: true}).Render(Input{File: "f.md", Source: []byte(src), MDX: true})
	if d := diagList(res); d != "" {
		t.Errorf("diagnostics: %s", d)
	}
	want := "<table><tr><td>Tool</td></tr></table>\n## WeChat public number\n<table><tr><td>range</td></tr></table>\n:::tip The tag modifier :::\n" +
		"<h2 id=\"after\">After<a class=\"hash-link\" href=\"#after\" aria-label=\"Direct link to After\">#</a></h2>\n" +
		"<div class=\"admonition admonition-tip\" role=\"note\"><div class=\"admonition-heading\">Tip</div><div class=\"admonition-content\">\n<p>Kept.</p>\n</div></div>\n" +
		"<details>\n<summary>More</summary>\n<p>Text.</p>\n</details>\n## Next\n<div>text **b** more</div>\n"
	if html := string(res.HTML); html != want {
		t.Errorf("got  %q\nwant %q", html, want)
	}
	if html := string(renderMDX(Input{File: "f.md", Source: []byte(src)}).HTML); !strings.Contains(html, "<h2 id=\"wechat-public-number\">") || !strings.Contains(html, "<h2 id=\"next\">") {
		t.Errorf("MDX 3: %s", html)
	}
}

// A built-in imported under another name is that built-in (actix's
// `import RenderCodeBlock from '@theme/CodeBlock'`: its Cargo.toml snippets
// rendered as bare text), Tabs and their items too.
func TestMDXBuiltinUnderAnotherName(t *testing.T) {
	src := "import RenderCodeBlock from '@theme/CodeBlock';\nimport Note from '@theme/Admonition';\nimport T from '@theme/Tabs';\nimport Item from '@theme/TabItem';\n\n" +
		"<RenderCodeBlock className=\"language-toml\">{`serde = \"1\"`}</RenderCodeBlock>\n\n<Note type=\"tip\">\n\nAliased.\n\n</Note>\n\n<T>\n<Item value=\"a\" label=\"A\">\n\nIn A.\n\n</Item>\n</T>\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	if d := diagList(res); d != "" {
		t.Errorf("diagnostics: %s", d)
	}
	html := string(res.HTML)
	for _, s := range []string{`<div class="code-block" data-language="toml">`, `<div class="admonition admonition-tip" role="note"><div class="admonition-heading">Tip</div>`, `role="tab"`, `data-value="a">A</button>`} {
		if !strings.Contains(html, s) {
			t.Errorf("no %s in %s", s, html)
		}
	}
}

// An admonition fence may be indented any amount in MDX 3, as remark-directive
// reads it without indented code (pyrefly's admonitions four spaces into a
// <details>: six rendered as text); in MDX 1 such a line after a blank line is
// indented code.
func TestMDXIndentedAdmonition(t *testing.T) {
	src := "<details>\n    <summary>S</summary>\n\n    :::note\n    Inside.\n    :::\n\n</details>\n\n    :::tip[Top]\n    Four spaces.\n    :::\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	if d := diagList(res); d != "" {
		t.Errorf("diagnostics: %s", d)
	}
	html := string(res.HTML)
	for _, s := range []string{"<div class=\"admonition-heading\">Note</div><div class=\"admonition-content\">\n<p>Inside.</p>\n</div></div>", "<div class=\"admonition-heading\">Top</div><div class=\"admonition-content\">\n<p>Four spaces.</p>"} {
		if !strings.Contains(html, s) {
			t.Errorf("no %q in %s", s, html)
		}
	}
	if strings.Contains(html, ":::") {
		t.Errorf("a fence left as text: %s", html)
	}
	mdx1 := string(New(Options{MDX1: true}).Render(Input{File: "f.md", Source: []byte("Text.\n\n    :::note\n    x\n    :::\n"), MDX: true}).HTML)
	if !strings.Contains(mdx1, "<span class=\"line\">:::note\n") {
		t.Errorf("MDX 1: %s", mdx1)
	}
}

// MDX 1 reads `<APP_HOME>` (a name with a character other than letters,
// digits, - and .) as text, as remark does (uniffle's docs lost paths and
// config keys); `<Tabs.Item>` and `<a-b>` are still tags (a custom element,
// kept as one).
func TestMDX1TagNames(t *testing.T) {
	src := "Unzip into <APP_HOME>/conf and set <access_id> here.\n\n| Key |\n| --- |\n| <client_type>.size |\n\nA <a-b>x</a-b>.\n"
	res := New(Options{MDX1: true}).Render(Input{File: "f.md", Source: []byte(src), MDX: true})
	if d := diagList(res); d != "f.md:1:12 mdx1-syntax; f.md:1:36 mdx1-syntax; f.md:5:3 mdx1-syntax" {
		t.Errorf("diagnostics: %s", d)
	}
	html := string(res.HTML)
	for _, s := range []string{"Unzip into &lt;APP_HOME&gt;/conf and set &lt;access_id&gt; here.", "<td>&lt;client_type&gt;.size</td>", "<p>A <a-b>x</a-b>.</p>"} {
		if !strings.Contains(html, s) {
			t.Errorf("no %s in %s", s, html)
		}
	}
}

// A fragment is JSX to MDX 1 too (Detox's debugging page: `<>There are no known
// issues…</>` inside a tab was printed with its brackets).
func TestMDX1Fragments(t *testing.T) {
	src := "<div>\n  <>There are no known issues. Check <b>Android</b>.</>\n</div>\n\nInline <>frag</> here.\n"
	res := New(Options{MDX1: true}).Render(Input{File: "f.mdx", Source: []byte(src), MDX: true})
	if d := diagList(res); d != "" {
		t.Errorf("diagnostics: %s", d)
	}
	if want := "<div>There are no known issues. Check <b>Android</b>.</div>\n<p>Inline frag here.</p>\n"; string(res.HTML) != want {
		t.Errorf("got %q, want %q", res.HTML, want)
	}
}

// A <TabItem> outside <Tabs> shows its content, with a warning, as Docusaurus
// renders it (streampark's connector pages: an error stopped the whole site).
func TestMDXTabItemOutsideTabs(t *testing.T) {
	res := renderMDX(Input{File: "f.mdx", Source: []byte("import TabItem from '@theme/TabItem';\n\n<TabItem value=\"a\">\n\nAlone **here**.\n\n</TabItem>\n")})
	if d := diagList(res); d != "f.mdx:3:1 tab-item-alone" {
		t.Errorf("diagnostics: %s", d)
	}
	if want := "<p>Alone <strong>here</strong>.</p>\n"; string(res.HTML) != want {
		t.Errorf("got %q, want %q", res.HTML, want)
	}
}

// value="" is a TabItem's value as any other, as Docusaurus's Tabs only asks
// that each has one (kotest's setup page: an error stopped 1,494 docs).
func TestMDXTabItemEmptyValue(t *testing.T) {
	res := renderMDX(Input{File: "f.mdx", Source: []byte("import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs>\n  <TabItem value=\"a\">A.</TabItem>\n  <TabItem value=\"\" label=\"Other\">B.</TabItem>\n</Tabs>\n")})
	if d := diagList(res); d != "" {
		t.Errorf("diagnostics: %s", d)
	}
	if !strings.Contains(string(res.HTML), `data-value="">Other</button>`) {
		t.Errorf("html: %s", res.HTML)
	}
}

// Islands and tab groups of partials are numbered with the page's own, so
// each is unique in the page, and a partial's islands are in the page's
// components where it is included (ionic-docs: 878 Playground islands in
// partials all were island 0, mounted with the wrong props or not at all; a
// partial's tabs controlled the page's first panel).
func TestMDXPartialIslandsAndTabsAreNumberedWithThePage(t *testing.T) {
	files := map[string]string{
		"docs/_demo.md": "import Counter from '@site/src/components/Counter';\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Counter start={5} />\n\n<Tabs>\n  <TabItem value=\"x\">X</TabItem>\n</Tabs>\n",
	}
	read := func(rel string) ([]byte, error) {
		if s, ok := files[rel]; ok {
			return []byte(s), nil
		}
		return nil, errors.New("no such file")
	}
	res := renderMDX(Input{File: "docs/page.mdx", ReadPartial: read, Source: []byte("import Demo from './_demo.md';\nimport Counter from '@site/src/components/Counter';\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Counter start={1} />\n\n<Tabs>\n  <TabItem value=\"a\">A</TabItem>\n</Tabs>\n\n<Demo />\n\n<Demo />\n")})
	if d := diagList(res); d != "" {
		t.Errorf("diagnostics: %s", d)
	}
	html := string(res.HTML)
	islands := regexp.MustCompile(`data-island="(\d+)"`).FindAllStringSubmatch(html, -1)
	tabs := regexp.MustCompile(`id="(tabs-\d+)-panel-0"`).FindAllStringSubmatch(html, -1)
	var got []string
	for _, m := range append(islands, tabs...) {
		got = append(got, m[1])
	}
	if strings.Join(got, " ") != "0 2 4 tabs-1 tabs-3 tabs-5" {
		t.Errorf("islands and tab groups %v in %s", got, html)
	}
	var comps []string
	for _, c := range res.Components {
		if c.Island != nil {
			comps = append(comps, fmt.Sprintf("%d:%s:%v", *c.Island, c.File, c.Props["start"]))
		}
	}
	if strings.Join(comps, " ") != "0:docs/page.mdx:1 2:docs/_demo.md:5 4:docs/_demo.md:5" {
		t.Errorf("components %v", comps)
	}
}

// A ```mdx-code-block fence is unwrapped: its content is the document's MDX,
// as Docusaurus's unwrapMdxCodeBlocks reads it (docusaurus-openapi-docs' demo
// imported its components there); code fences inside it, and one that only
// shows the syntax inside another code block, are code; positions stay.
func TestMDXCodeBlockUnwrapped(t *testing.T) {
	src := "````mdx-code-block\nimport Tabs from '@theme/Tabs';\n\n<Tabs>\n\n```js\nx()\n```\n\n</Tabs>\n````\n\n````md\n```mdx-code-block\n<b>shown</b>\n```\n````\n\n{oops}\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	if d := diagList(res); d != "f.mdx:19:1 mdx-expression" {
		t.Errorf("diagnostics: %s", d)
	}
	html := string(res.HTML)
	for _, s := range []string{`<div class="tabs-container"`, `<span class="nx">x</span>`, "mdx-code-block</span>", "&lt;b&gt;shown&lt;/b&gt;"} {
		if !strings.Contains(html, s) {
			t.Errorf("no %s in %s", s, html)
		}
	}
	if strings.Contains(html, "import Tabs") {
		t.Errorf("the import is shown: %s", html)
	}
}

// A table's header row has as many cells as its delimiter row, as GFM (and
// remark-gfm) requires; otherwise the lines are a paragraph (hermes'
// `FastArrayStore` over `--- | --- |`). An escaped pipe is not a cell border.
func TestTableHeaderMatchesDelimiterRow(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"Name\n--- | --- |\nDescription | One.\n", "<p>Name\n--- | --- |\nDescription | One.</p>\n"},
		{"a | b\n--- | --- | ---\nc | d\n", "<p>a | b\n--- | --- | ---\nc | d</p>\n"},
		{"| a | c\\|d |\n| --- | --- |\n| 1 | 2 |\n", "<table>\n<thead>\n<tr>\n<th>a</th>\n<th>c|d</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>1</td>\n<td>2</td>\n</tr>\n</tbody>\n</table>\n"},
	} {
		for _, res := range []Result{renderMDX(Input{File: "f.mdx", Source: []byte(c.src)}), New(Options{}).Render(Input{File: "f.md", Source: []byte(c.src)})} {
			if string(res.HTML) != c.want {
				t.Errorf("%q:\n got %q\nwant %q", c.src, res.HTML, c.want)
			}
		}
	}
}

// <ThemedImage> is two images, one per colour mode, each an <img> like any
// other (react-native-website's 32 light/dark diagrams rendered nothing);
// without both sources it is a component-props error and renders nothing.
func TestMDXThemedImage(t *testing.T) {
	src := "import ThemedImage from '@theme/ThemedImage';\n\n<ThemedImage\nalt=\"Diagram\"\nsources={{\n    light: '/img/a.png',\n    dark: 'javascript:alert(1)',\n  }}\n/>\n\n<ThemedImage sources={{light: '/img/b.png'}} />\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	if d := diagList(res); d != "f.mdx:5:1 unsafe-url; f.mdx:11:1 component-props" {
		t.Errorf("diagnostics: %s", d)
	}
	want := "<img alt=\"Diagram\" src=\"/img/a.png\" class=\"themed-image themed-image--light\" />\n<img alt=\"Diagram\" class=\"themed-image themed-image--dark\" />\n"
	if string(res.HTML) != want {
		t.Errorf("got  %q\nwant %q", res.HTML, want)
	}
	// Sources written with useBaseUrl, require and an imported image
	// (socket.io's docs), and sources that cannot be read: a warning, nothing
	// shown, never an error that stops the site.
	src = "import ThemedImage from '@theme/ThemedImage';\nimport useBaseUrl from '@docusaurus/useBaseUrl';\nimport dark from './d.png';\n\n" +
		"<ThemedImage alt=\"A\" sources={{\n    light: useBaseUrl('/images/a.png'),\n    dark: useBaseUrl('/images/a-dark.png'),\n  }} />\n\n" +
		"<ThemedImage alt=\"B\" sources={{light: require('@site/static/img/b.png').default, dark}} />\n\n<ThemedImage alt=\"C\" sources={{light: pick('x'), dark: 'y'}} />\n"
	res = renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	if d := diagList(res); d != "f.mdx:12:22 mdx-expression" {
		t.Errorf("diagnostics: %s", d)
	}
	html := string(res.HTML)
	for _, s := range []string{`src="/images/a.png" class="themed-image themed-image--light"`, `src="/images/a-dark.png" class="themed-image themed-image--dark"`, `src="/img/b.png" class="themed-image themed-image--light"`, `src="./d.png" class="themed-image themed-image--dark"`} {
		if !strings.Contains(html, s) {
			t.Errorf("no %s in %s", s, html)
		}
	}
	if strings.Contains(html, `alt="C"`) {
		t.Errorf("an image whose sources cannot be read: %s", html)
	}
	// Calls written over lines with a trailing comma, as Prettier writes them
	// (flare's developer hub: 19 diagrams on 6 pages were lost).
	src = "import ThemedImage from '@theme/ThemedImage';\nimport useBaseUrl from '@docusaurus/useBaseUrl';\n\n" +
		"<ThemedImage alt=\"D\" sources={{ light: useBaseUrl(\n      \"img/l.svg\",\n    ), dark: useBaseUrl(\"img/d.svg\",), }} />\n\n" +
		"<img alt=\"E\" src={useBaseUrl(\"img/e.svg\",)} />\n\n<img alt=\"F\" src={require(\"@site/static/img/f.png\",).default} />\n"
	res = renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	html = string(res.HTML)
	if d := diagList(res); d != "" {
		t.Errorf("trailing commas: diagnostics: %s", d)
	}
	for _, s := range []string{`src="/img/l.svg" class="themed-image themed-image--light"`, `src="/img/d.svg" class="themed-image themed-image--dark"`, `<img alt="E" src="/img/e.svg" />`, `<img alt="F" src="/img/f.png" />`} {
		if !strings.Contains(html, s) {
			t.Errorf("trailing commas: no %s in %s", s, html)
		}
	}
}

// A bare http(s) URL is linked after any character but an ASCII letter, as
// remark-gfm (micromark's autolink literal) links it, not only after a space
// as the GFM spec and goldmark's linkify have it: Chinese docs write
// `下载：https://…` (apache/fury-site), braces and all. After a letter, or
// when no URL follows the protocol, the text stays as it was. Inside brackets
// that are no link's it is linked too, as in any text but a link's.
func TestBareURLsAfterAnyNonLetter(t *testing.T) {
	for src, want := range map[string]string{
		"下载：https://repo.example.org/x-${num}/.":                         `<p>下载：<a href="https://repo.example.org/x-$%7Bnum%7D/" target="_blank" rel="noopener noreferrer">https://repo.example.org/x-${num}/</a>.</p>`,
		"见https://example.com/a, see:http://example.com/b":               `<p>见<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">https://example.com/a</a>, see:<a href="http://example.com/b" target="_blank" rel="noopener noreferrer">http://example.com/b</a></p>`,
		"**x**https://example.com and 1https://example.com":              `<p><strong>x</strong><a href="https://example.com" target="_blank" rel="noopener noreferrer">https://example.com</a> and 1<a href="https://example.com" target="_blank" rel="noopener noreferrer">https://example.com</a></p>`,
		"xhttps://example.com, https: alone, http:// and `https://code`": "<p>xhttps://example.com, https: alone, http:// and <code>https://code</code></p>",
		"[see:https://example.com](/docs/x)":                             `<p><a href="/docs/x">see:https://example.com</a></p>`,
		// a ']' before '(' or '[' ends the URL, as micromark's trailing
		// bracket rule (moodle's https://x/browse/[MDL-1](…)); elsewhere it is the URL's
		"See https://x.org/b/[A-1](https://x.org/b/A-1) and https://x.org/a[b]c.": `<p>See <a href="https://x.org/b/%5BA-1" target="_blank" rel="noopener noreferrer">https://x.org/b/[A-1</a>](<a href="https://x.org/b/A-1" target="_blank" rel="noopener noreferrer">https://x.org/b/A-1</a>) and <a href="https://x.org/a%5Bb%5Dc" target="_blank" rel="noopener noreferrer">https://x.org/a[b]c</a>.</p>`,
		// inside brackets too (kruise's `[https://…#Usage Example](…)`),
		// but not in a link's text, which holds no link
		"See [https://x.org/a] and [docs at https://x.org/b].": `<p>See [<a href="https://x.org/a" target="_blank" rel="noopener noreferrer">https://x.org/a</a>] and [docs at <a href="https://x.org/b" target="_blank" rel="noopener noreferrer">https://x.org/b</a>].</p>`,
		// quotes at its end are not the URL's, as micromark's trailing
		// punctuation (remotion's "http://localhost:3000/proxy")
		"Load \"http://localhost:3000/proxy\" and 'https://x.org/a'. Keep https://x.org/it's":              `<p>Load &quot;<a href="http://localhost:3000/proxy" target="_blank" rel="noopener noreferrer">http://localhost:3000/proxy</a>&quot; and '<a href="https://x.org/a" target="_blank" rel="noopener noreferrer">https://x.org/a</a>'. Keep <a href="https://x.org/it's" target="_blank" rel="noopener noreferrer">https://x.org/it's</a></p>`,
		"[support@x.com](mailto:support@x.com) and support@x.com":                                          `<p><a href="mailto:support@x.com" rel="noopener noreferrer">support@x.com</a> and <a href="mailto:support@x.com" rel="noopener noreferrer">support@x.com</a></p>`,
		"[see https://x.org/a](/docs/x), [https://x.org/b][r], ![https://x.org/c](/i.png)\n\n[r]: /docs/y": `<p><a href="/docs/x">see https://x.org/a</a>, <a href="/docs/y">https://x.org/b</a>, <img src="/i.png" alt="https://x.org/c"></p>`,
	} {
		for _, mdx := range []bool{true, false} {
			res := New(Options{}).Render(Input{File: "f.mdx", MDX: mdx, Source: []byte(src + "\n")})
			if d := diagList(res); d != "" {
				t.Errorf("%s: diagnostics: %s", src, d)
			}
			if got := strings.TrimSpace(string(res.HTML)); got != want {
				t.Errorf("mdx %v %q:\n got %s\nwant %s", mdx, src, got, want)
			}
		}
	}
}

// A bare e-mail address is linked as remark-gfm links one in Docusaurus 3:
// its domain has a dot and ends in a letter, so a package at a version
// (microsoft/rnx-kit's `react@16.13.1`, in tables too) is text, and so is an
// address ending in '-' or '_'; a dot after it is not its. Its local part is
// letters, digits, `+-._` after any other character (`a#b@x.com` links
// b@x.com), and '_' may be in any label of its domain. A Docusaurus 2 site
// links as remark-parse 8 does: any domain with a dot, a '.' at the end of the
// text left out and a '-' or '_' there no address.
func TestBareEmailAddresses(t *testing.T) {
	mail := func(addr string) string {
		return `<a href="mailto:` + addr + `" rel="noopener noreferrer">` + addr + `</a>`
	}
	src := "Pin react@16.13.1 and react-dom@17.0.2, write to opencode@microsoft.com.\n\n" +
		"| Package |\n| --- |\n| react@19.2.3 |\n\n" +
		"a#b@x.com \"c@x.com\" see:d@x.org foo_bar+1@x.com e@x.com- f@x.com_ g@x.com.x h@x.co_m i@x.com1 @scope/pkg@1.0.0 at a@b.c.\n"
	for _, mdx := range []bool{true, false} {
		res := New(Options{}).Render(Input{File: "f.mdx", MDX: mdx, Source: []byte(src)})
		want := "<p>Pin react@16.13.1 and react-dom@17.0.2, write to " + mail("opencode@microsoft.com") + ".</p>\n" +
			"<table>\n<thead>\n<tr>\n<th>Package</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>react@19.2.3</td>\n</tr>\n</tbody>\n</table>\n" +
			"<p>a#" + mail("b@x.com") + ` &quot;` + mail("c@x.com") + `&quot; see:` + mail("d@x.org") + " " + mail("foo_bar+1@x.com") +
			" e@x.com- f@x.com_ " + mail("g@x.com.x") + " " + mail("h@x.co_m") + " i@x.com1 @scope/pkg@1.0.0 at " + mail("a@b.c") + ".</p>\n"
		if got := string(res.HTML); got != want {
			t.Errorf("mdx %v:\n got %s\nwant %s", mdx, got, want)
		}
	}
	d2 := New(Options{MDX1: true}).Render(Input{File: "f.mdx", MDX: true, Source: []byte(src)})
	want := "<p>Pin " + mail("react@16.13.1") + " and " + mail("react-dom@17.0.2") + ", write to " + mail("opencode@microsoft.com") + ".</p>\n" +
		"<table>\n<thead>\n<tr>\n<th>Package</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>" + mail("react@19.2.3") + "</td>\n</tr>\n</tbody>\n</table>\n" +
		"<p>a#" + mail("b@x.com") + ` &quot;` + mail("c@x.com") + `&quot; see:` + mail("d@x.org") + " " + mail("foo_bar+1@x.com") +
		" " + mail("e@x.com-") + " " + mail("f@x.com_") + " " + mail("g@x.com.x") + " " + mail("h@x.co_m") + " " + mail("i@x.com1") + " @scope/" + mail("pkg@1.0.0") + " at " + mail("a@b.c") + ".</p>\n"
	if got := string(d2.HTML); got != want {
		t.Errorf("Docusaurus 2:\n got %s\nwant %s", got, want)
	}
}

// A site component's prop that is not a literal (a variable, a function)
// reaches it as its source text, and one that holds JSX as the JSX's text
// (dyte-io/docs' icon={<Icon />} is "", data-on-eks' header={<h2>…</h2>} the
// heading's text), each with an mdx-expression warning, as README says;
// literals and spreads have none.
func TestSiteComponentExpressionProps(t *testing.T) {
	src := "import Card from '@site/src/components/Card';\n\n<Card title=\"T\" n={3} obj={{a: [1, 'b']}} count={someVar} icon={<Icon />} {...rest} />\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	if d := diagList(res); d != "f.mdx:3:43 mdx-expression; f.mdx:3:59 mdx-expression" {
		t.Errorf("diagnostics: %s", d)
	}
	if len(res.Components) != 1 || res.Components[0].Props["icon"] != "" || res.Components[0].Props["count"] != "someVar" || res.Components[0].Props["n"] != 3.0 {
		t.Errorf("components: %+v", res.Components)
	}
}

// Docusaurus 3.10's heading ids in a comment, `## Title {/* #id */}`: the
// comment's first word, with its #, is the id as written, and the comment
// goes with the space before it (ionic-docs: `#### TypeScript {/* #react-typescript */}`
// was typescript-1, links to it broken anchors). A comment without # is only a
// comment.
func TestMDXCommentHeadingIDs(t *testing.T) {
	res := renderMDX(Input{File: "f.mdx", Source: []byte("## Hello World {/* #my-id */}\n\n## Note {/* not an id */}\n\n## Two {/* #first second */}\n")})
	if d := diagList(res); d != "" {
		t.Errorf("diagnostics: %s", d)
	}
	var got []string
	for _, h := range res.Headings {
		got = append(got, h.ID+"="+h.Text)
	}
	// a comment that is no id is the expression's source in the slug, as mdast has it
	if strings.Join(got, " | ") != "my-id=Hello World | note--not-an-id-=Note | first=Two" {
		t.Errorf("headings %v", got)
	}
	if !strings.Contains(string(res.HTML), `<h2 id="my-id">Hello World<a class="hash-link"`) {
		t.Errorf("html %s", res.HTML)
	}
}

// In a Docusaurus 2 site (remark-admonitions) a closing ::: closes the
// innermost admonition; in Docusaurus 3 (remark-directive) the outermost one.
func TestAdmonitionNestingByDocusaurusVersion(t *testing.T) {
	src := ":::note\n\n:::tip\n\ninner\n\n:::\n\nouter\n\n:::\n"
	for mdx1, want := range map[bool]string{false: "</div></div>\n</div></div>\n<p>outer</p>", true: "</div></div>\n<p>outer</p>\n</div></div>"} {
		res := New(Options{MDX1: mdx1}).Render(Input{File: "f.mdx", MDX: true, Source: []byte(src)})
		if !strings.Contains(string(res.HTML), want) {
			t.Errorf("mdx1 %v: %s", mdx1, res.HTML)
		}
	}
}

// In a Docusaurus 2 site a closing line may go on after the colons
// (Oneledger's `:::<br/><br/>`: the rest of the page was inside the box);
// remark-admonitions drops the rest of the line. In Docusaurus 3 such a line
// is text.
func TestAdmonitionClosedByFenceWithText(t *testing.T) {
	src := ":::tip\n\nKeep it.\n:::<br/>\n\nAfter.\n"
	for mdx1, want := range map[bool]string{false: "<p>Keep it.\n:::<br /></p>\n<p>After.</p>\n</div></div>", true: "<p>Keep it.</p>\n</div></div>\n<p>After.</p>"} {
		res := New(Options{MDX1: mdx1}).Render(Input{File: "f.mdx", MDX: true, Source: []byte(src)})
		if got := string(res.HTML); !strings.Contains(got, want) {
			t.Errorf("mdx1 %v: %s", mdx1, got)
		}
	}
}

// A heading's slug is github-slugger on mdast's toString of it, untrimmed: a
// JSX element at an end leaves its space (`## My heading <span/>` is
// #my-heading-, keploy's docs link it so), and an expression is its source
// (checked against remark-mdx, mdast-util-to-string and github-slugger).
func TestHeadingSlugsAsMdastToString(t *testing.T) {
	res := renderMDX(Input{File: "f.mdx", Source: []byte("## My heading <span/>\n\n## <a name=\"x\"/> fn()\n\n## Title {x}\n\n## A `b` c\n")})
	var got []string
	for _, h := range res.Headings {
		got = append(got, h.ID)
	}
	if strings.Join(got, " ") != "my-heading- -fn title-x a-b-c" {
		t.Errorf("ids %v", got)
	}
}

// A heading of tags only is slugged as Docusaurus's headings plugin slugs it:
// it leaves html and jsx nodes out of the text and, when nothing is left,
// takes mdast's toString of the heading, which in MDX 1 (Docusaurus 2) and in
// CommonMark is the tags' source (excalidraw's `## <WelcomeScreen/>` is
// #welcomescreen, its hash link named by the id); MDX 3's elements are its
// text, none here, so no id, and the next empty slug is -1 (checked against
// remark-mdx 1.6, @mdx-js/mdx 3.1 and mdast-util-to-string).
func TestHeadingOfTagsOnly(t *testing.T) {
	src := "## <WelcomeScreen/>\n\nText.\n\n## <span>Span heading</span>\n\n## <Badge text=\"v2\" />\n\n## <b></b><i/>\n"
	for _, c := range []struct {
		mdx, mdx1     bool
		src, ids, toc string
	}{
		{true, true, src, "welcomescreen span-heading badge-textv2- bbi", "span-heading"},
		{true, false, src, " span-heading -1 -2", "span-heading"},
		{false, false, "## <img src=\"logo.png\"/>\n\n## <b>x</b>\n", "img-srclogopng x", "x"},
	} {
		file := map[bool]string{true: "f.mdx", false: "f.md"}[c.mdx]
		res := New(Options{MDX1: c.mdx1}).Render(Input{File: file, Source: []byte(c.src), MDX: c.mdx})
		var ids []string
		for _, h := range res.Headings {
			ids = append(ids, h.ID)
		}
		if got := strings.Join(ids, " "); got != c.ids {
			t.Errorf("MDX %v, MDX1 %v: ids %q, want %q", c.mdx, c.mdx1, got, c.ids)
		}
		// a heading without text is an anchor, but no entry of a table of
		// contents (it would be a link without a name)
		var toc []string
		for _, h := range res.Headings {
			if h.InTOC() {
				toc = append(toc, h.ID)
			}
		}
		if got := strings.Join(toc, " "); got != c.toc {
			t.Errorf("MDX %v, MDX1 %v: table of contents %q, want %q", c.mdx, c.mdx1, got, c.toc)
		}
		if c.mdx1 {
			want := `<h2 id="welcomescreen"><a class="hash-link" href="#welcomescreen" aria-label="Direct link to welcomescreen">#</a></h2>`
			if html := string(res.HTML); !strings.HasPrefix(html, want) {
				t.Errorf("MDX 1 html %s, want %s…", html, want)
			}
		}
	}
}

// A partial's props, <Greet name="Sebastien" />, are `props` in its
// expressions, as Docusaurus's "Importing Markdown" documents
// (`{props.name}`); each inclusion has its own; a prop that is not given is
// nothing, as undefined is in React, with no warning (an optional prop is no
// mistake: port's partials): no text, no attribute.
func TestMDXPartialProps(t *testing.T) {
	files := map[string]string{"docs/_greet.mdx": "Hello <b>{props.name}</b>, see <a href={props.url}>the site</a>{props.missing}.\n"}
	read := func(rel string) ([]byte, error) {
		if s, ok := files[rel]; ok {
			return []byte(s), nil
		}
		return nil, errors.New("no such file")
	}
	res := renderMDX(Input{File: "docs/p.mdx", ReadPartial: read, Source: []byte("import Greet from './_greet.mdx';\n\n<Greet name=\"Sebastien\" url=\"https://example.com/\" />\n\n<Greet name={'Ada'} />\n")})
	html := string(res.HTML)
	for _, s := range []string{`Hello <b>Sebastien</b>, see <a href="https://example.com/"`, `Hello <b>Ada</b>, see <a>the site</a>.`} {
		if !strings.Contains(html, s) {
			t.Errorf("no %s in %s", s, html)
		}
	}
	if d := diagList(res); d != "" {
		t.Errorf("diagnostics: %s", d)
	}
}

// With <Tabs values>, the tabs are the ones values lists, as Docusaurus's
// useTabValues takes them: a TabItem whose value it does not list is never
// shown, and TabItems repeating a value are no error then (docs.pact.io: 15
// pages failed on duplicate unlisted values); without values a repeated value
// is still an error, as in Docusaurus. Their labels are values' too, over the
// TabItems' (Docusaurus's own tabs page shows it).
func TestMDXTabsValuesDecideTheTabs(t *testing.T) {
	src := "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs values={[{label: 'Java', value: 'java'}, {label: 'JS', value: 'js'}]}>\n<TabItem value=\"js\" label=\"JavaScript\">JS.</TabItem>\n<TabItem value=\"go\">Go.</TabItem>\n<TabItem value=\"go\">Go again.</TabItem>\n<TabItem value=\"java\">Java.</TabItem>\n</Tabs>\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	if d := diagList(res); d != "f.mdx:4:1 tabs-values" {
		t.Errorf("diagnostics: %s", d)
	}
	html := string(res.HTML)
	if strings.Contains(html, "Go") || !strings.Contains(html, `data-value="java">Java</button><button`) || !strings.Contains(html, `data-value="js">JS</button></div>`) {
		t.Errorf("html: %s", html)
	}
	// A value with no TabItem is a tab with an empty panel (prysm's label-like
	// first tab), in the order values gives; the first tab is the default, as in
	// Docusaurus (values' first).
	label := renderMDX(Input{File: "f.mdx", Source: []byte("import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs values={[{label: 'Pick one:', value: 'prompt'}, {label: 'Alpha', value: 'a'}]}>\n<TabItem value=\"a\">Alpha body.</TabItem>\n</Tabs>\n")})
	lh := string(label.HTML)
	if !strings.Contains(lh, `aria-selected="true" tabindex="0" data-value="prompt">Pick one:</button><button`) || !strings.Contains(lh, `data-value="a">Alpha</button></div>`) ||
		!regexp.MustCompile(`<div role="tabpanel" class="tab-panel" id="tabs-0-panel-0" aria-labelledby="tabs-0-tab-0" tabindex="0" data-value="prompt">\s*</div>`).MatchString(lh) {
		t.Errorf("values with no TabItem: %s", lh)
	}
	dup := renderMDX(Input{File: "f.mdx", Source: []byte("import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs>\n<TabItem value=\"a\">A.</TabItem>\n<TabItem value=\"a\">B.</TabItem>\n</Tabs>\n")})
	if d := diagList(dup); d != "f.mdx:6:1 component-props" {
		t.Errorf("duplicate without values: %s", d)
	}
}

// `<img …>` with its `</img>` on a later line is one element, as JSX pairs
// them (eigenlayer-docs: 7 such images were errors that stopped the site);
// so is <br> then </br>.
func TestMDXVoidElementClosedOnALaterLine(t *testing.T) {
	res := renderMDX(Input{File: "f.mdx", Source: []byte("Before.\n\n<img src=\"/img/a.png\" width=\"75%\">\n</img>\n\n<br>\n</br>\n\nAfter.\n")})
	if d := diagList(res); d != "" {
		t.Errorf("diagnostics: %s", d)
	}
	if got := string(res.HTML); got != "<p>Before.</p>\n<img src=\"/img/a.png\" width=\"75%\" />\n<br />\n<p>After.</p>\n" {
		t.Errorf("html %q", got)
	}
}

// A line of tags that holds a whole element, then the closing tag of the
// element it is in (`<div>` … `<img … /></div>`), ends that element there, as
// MDX reads it (docs.pact.io's interview page was an mdx-syntax error).
func TestMDXElementThenEnclosingClosingTag(t *testing.T) {
	res := renderMDX(Input{File: "f.mdx", Source: []byte("<div>\n<img src=\"https://example.com/a.png\" /></div>\n\nAfter.\n\n<section>\n\nText\n\n<br /></section>\n\nEnd.\n")})
	if d := diagList(res); d != "" {
		t.Errorf("diagnostics: %s", d)
	}
	want := "<div>\n<img src=\"https://example.com/a.png\" />\n</div>\n<p>After.</p>\n<section>\n<p>Text</p>\n<br />\n</section>\n<p>End.</p>\n"
	if got := string(res.HTML); got != want {
		t.Errorf("html %q, want %q", got, want)
	}
}

// A closing tag, a whole element, then the closing tags of several elements
// around it (`</div><div></div></TabItem></Tabs></div>`, as
// docusaurus-openapi-docs 1 wrote its API pages: bybit's responses' text
// left their tab) ends each of those elements there, in MDX 1 and MDX 3.
func TestMDXElementThenEnclosingClosingTags(t *testing.T) {
	src := "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<div><Tabs><TabItem value=\"200\"><div>\n\nDone.\n\n</div><div></div></TabItem></Tabs></div>\n\nAfter.\n\n<div><section><div>\n\nText\n\n</div><span></span></section></div>\n\nEnd.\n"
	for _, mdx1 := range []bool{false, true} {
		res := New(Options{MDX1: mdx1}).Render(Input{File: "f.mdx", Source: []byte(src), MDX: true})
		if d := diagList(res); d != "" {
			t.Errorf("mdx1 %v: diagnostics: %s", mdx1, d)
		}
		html := string(res.HTML)
		for _, want := range []string{"<div>\n<p>Done.</p>\n</div>\n<div></div>\n</div>\n</div></div>\n</div>\n<p>After.</p>",
			"<div>\n<section>\n<div>\n<p>Text</p>\n</div>\n<span></span>\n</section>\n</div>\n<p>End.</p>\n"} {
			if !strings.Contains(html, want) {
				t.Errorf("mdx1 %v: html lacks %q:\n%s", mdx1, want, html)
			}
		}
	}
}

// MDX 1: a line of whole elements then tags left open ends the paragraph
// before it, as a JSX block (@mdx-js/mdx 1.6.22 gives `<p>Get it.</p>`, then
// the elements, the open ones holding the next blocks): docusaurus-openapi-docs
// 1 wrote its parameters right after the description.
func TestMDX1TagsLineAfterParagraph(t *testing.T) {
	src := "Get it.\n<details><summary>x</summary><div>y</div></details><div><section>\n\nInside.\n\n</section></div>\n\nAfter.\n"
	res := New(Options{MDX1: true}).Render(Input{File: "f.mdx", Source: []byte(src), MDX: true})
	if d := diagList(res); d != "" {
		t.Errorf("diagnostics: %s", d)
	}
	want := "<p>Get it.</p>\n<details><summary>x</summary><div>y</div></details>\n<div>\n<section>\n<p>Inside.</p>\n</section>\n</div>\n<p>After.</p>\n"
	if got := string(res.HTML); got != want {
		t.Errorf("html %q, want %q", got, want)
	}
}

// An export whose code a blank line interrupts goes on over it, as MDX reads
// on while the JavaScript is incomplete (docs.pact.io: a function body with a
// blank line leaked into the page); Markdown at the margin after code that
// only looks open (a regular expression) is Markdown.
func TestMDXExportOverABlankLine(t *testing.T) {
	src := "export const F = () => {\n  const a = \"x\";\n\n  return <b>{a}</b>\n}\n\nexport const re = /\\(/;\n\nAfter.\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	if d := diagList(res); d != "" {
		t.Errorf("diagnostics: %s", d)
	}
	if got := string(res.HTML); got != "<p>After.</p>\n" {
		t.Errorf("html %q", got)
	}
	// A template literal left open goes on whatever its next lines are
	// (piscina: a blank line, then a line at the margin, in the literal).
	src = "export const snippet = `alpha\n\nbeta`;\n\nexport const Demo = () => (\n  <pre><code>{`one\n\ntwo`}</code></pre>\n);\n\nShown: {snippet}\n"
	res = renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	if d := diagList(res); d != "" {
		t.Errorf("diagnostics: %s", d)
	}
	if got := string(res.HTML); got != "<p>Shown: alpha\n\nbeta</p>\n" {
		t.Errorf("html %q", got)
	}
}

// An expression whose value is block JSX, with its braces on the JSX's own
// lines (`{<table>` … `</table>}`, tezos' docs), renders the JSX, as the form
// with lone braces does; in a code block it is code. Positions stay.
func TestMDXJSXExpressionBlockBracesOnTheJSXLines(t *testing.T) {
	src := "Before.\n\n{<table>\n  <tbody>\n    <tr><td>don't</td></tr>\n  </tbody>\n</table>}\n\n{<div>one line</div>}\n\n```mdx\n{<b>code</b>}\n```\n\n{oops}\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	if d := diagList(res); d != "f.mdx:15:1 mdx-expression" {
		t.Errorf("diagnostics: %s", d)
	}
	html := string(res.HTML)
	for _, s := range []string{"<table>\n<tbody>\n<tr><td>don't</td></tr>\n</tbody>\n</table>", "<div>one line</div>", "{&lt;b&gt;code&lt;/b&gt;}"} {
		if !strings.Contains(html, s) {
			t.Errorf("no %q in %s", s, html)
		}
	}
}

// In a Docusaurus 2 site a `**` pair is strong whatever spaces are just
// inside it, as remark-parse 8 reads it (checked with @mdx-js/mdx 1.6;
// litmus-docs' `**Schedule a scenario **` showed its asterisks); not in code,
// and not an empty pair. Docusaurus 3 keeps CommonMark's rule.
func TestMDX1StrongWithInnerSpaces(t *testing.T) {
	src := "Click the **Schedule a scenario ** button, ** lead** and __under __.\n\n`** code **` and ** **\n"
	for mdx1, want := range map[bool]string{
		true:  "<p>Click the <strong>Schedule a scenario</strong>  button,  <strong>lead</strong> and <strong>under</strong> .</p>\n<p><code>** code **</code> and ** **</p>\n",
		false: "<p>Click the <strong>Schedule a scenario ** button, ** lead</strong> and __under __.</p>\n<p><code>** code **</code> and ** **</p>\n",
	} {
		res := New(Options{MDX1: mdx1}).Render(Input{File: "f.md", MDX: true, Source: []byte(src)})
		if got := string(res.HTML); got != want {
			t.Errorf("mdx1 %v:\n got %q\nwant %q", mdx1, got, want)
		}
	}
}

// In a Docusaurus 2 site a `**` pair is strong whatever punctuation stands
// just inside it, and so is a `*` pair, as remark-parse 8 pairs them without
// CommonMark's flanking rules (checked with @mdx-js/mdx 1.6, which also keeps
// the space inside `a **`; eventmesh's and rocketmq's Chinese pages showed
// `**请求参数：**application/json` with its asterisks); underscores and
// Docusaurus 3 keep CommonMark's rules.
func TestMDX1StrongAfterPunctuation(t *testing.T) {
	// A pair whose closing asterisk follows a space is emphasis too, and so
	// is one whose opening asterisk precedes one when text follows (Onion's
	// `*Some options: *`); an empty pair is asterisks.
	src := "**Note:**text after.\n\n中文**注意：**后面的文字。\n\nA *(b)*c and 2**3 and a ** b.\n\n*Some options: * and 2 * 3 * 4, ** **\n"
	for mdx1, want := range map[bool]string{
		true:  "<p><strong>Note:</strong>text after.</p>\n<p>中文<strong>注意：</strong>后面的文字。</p>\n<p>A <em>(b)</em>c and 2<strong>3 and a</strong>  b.</p>\n<p><em>Some options: </em> and 2 <em> 3 </em> 4, ** **</p>\n",
		false: "<p>**Note:**text after.</p>\n<p>中文**注意：**后面的文字。</p>\n<p>A *(b)*c and 2**3 and a ** b.</p>\n<p>*Some options: * and 2 * 3 * 4, ** **</p>\n",
	} {
		res := New(Options{MDX1: mdx1}).Render(Input{File: "f.md", MDX: true, Source: []byte(src)})
		if got := string(res.HTML); got != want {
			t.Errorf("mdx1 %v:\n got %q\nwant %q", mdx1, got, want)
		}
	}
}

// In MDX 1 an asterisk run that ends its line pairs with one on a later line
// of the paragraph (solidus' `form a **` then `splitter chain**.`), not across
// a blank line; as @mdx-js/mdx 1.6 reads them.
func TestMDX1StrongOverALineBreak(t *testing.T) {
	src := "form a **\nsplitter chain**.\n\nform a *\nsplitter chain*.\n\na ** b\n\nc**\n"
	want := "<p>form a <strong>\nsplitter chain</strong>.</p>\n<p>form a <em>\nsplitter chain</em>.</p>\n<p>a ** b</p>\n<p>c**</p>\n"
	res := New(Options{MDX1: true}).Render(Input{File: "f.md", MDX: true, Source: []byte(src)})
	if got := string(res.HTML); got != want {
		t.Errorf("got %q\nwant %q", got, want)
	}
}

// In MDX 1 asterisks pair as remark-parse 8's tokenizers pair them: `**` is
// closed by the last two asterisks of the next run of two or more, whose
// others are the strong text's (apache/linkis' `**Parameter Comparison
// table:****` showed its asterisks); `*` by the next lone asterisk, none when
// a run of three or more comes first; text in brackets, a reference's, is
// read up to its `]` (not a bracket in code, or one inside emphasis that
// closes after it). MDX 3 pairs them as CommonMark does. Checked with
// @mdx-js/mdx 1.6.
func TestMDX1StrongClosedByALongerRun(t *testing.T) {
	src := "**foo****\n\n*foo**\n\n**foo***\n\n***foo***\n\n*foo***\n\n**Parameter table:****\n\n**a****b**\n\n" +
		"[*] a *b*\n\n`[` *a] b*\n\n*(x[* b*]]*\n"
	for mdx1, want := range map[bool]string{
		true: "<p><strong>foo**</strong></p>\n<p>*foo**</p>\n<p><strong>foo*</strong></p>\n<p><strong><em>foo</em></strong></p>\n<p>*foo***</p>\n" +
			"<p><strong>Parameter table:**</strong></p>\n<p><strong>a**</strong>b**</p>\n" +
			"<p>[*] a <em>b</em></p>\n<p><code>[</code> <em>a] b</em></p>\n<p><em>(x[</em> b<em>]]</em></p>\n",
		false: "<p><strong>foo</strong>**</p>\n<p><em>foo</em>*</p>\n<p><strong>foo</strong>*</p>\n<p><em><strong>foo</strong></em></p>\n<p><em>foo</em>**</p>\n" +
			"<p><strong>Parameter table:</strong>**</p>\n<p><strong>a****b</strong></p>\n" +
			"<p>[*] a <em>b</em></p>\n<p><code>[</code> <em>a] b</em></p>\n<p><em>(x[</em> b*]]*</p>\n",
	} {
		res := New(Options{MDX1: mdx1}).Render(Input{File: "f.md", MDX: true, Source: []byte(src)})
		if got := string(res.HTML); got != want {
			t.Errorf("mdx1 %v:\n got %q\nwant %q", mdx1, got, want)
		}
	}
	// Each run of asterisks is gone through a bounded number of times.
	r := New(Options{MDX1: true})
	for name, src := range map[string]string{
		"runs":      strings.Repeat(strings.Repeat("*", 999)+"a", 60),
		"one run":   strings.Repeat("*", 40000), // strong in strong…, to the nesting limit
		"pairs":     strings.Repeat("** ", 20000),
		"lone":      strings.Repeat("*a ", 20000),
		"even runs": "*a " + strings.Repeat("** b ", 15000),
		"mixed":     strings.Repeat("*a **b ***c [*] ", 6000),
	} {
		src = "p " + src
		run := func(s string) func() {
			return func() { r.Render(Input{File: "f.md", Source: []byte(s), MDX: true}) }
		}
		if tFull, tQuarter, ok := linear(run(src[:len(src)/4]), run(src)); !ok {
			t.Errorf("%s: %v for the whole input, %v for a quarter: not linear", name, tFull, tQuarter)
		}
	}
}

// In a Docusaurus 2 site, a fenced code block indented in a list item whose
// lines go back to the margin holds them, as remark-parse 8's lenient list
// items do (litmus-docs' install page: CommonMark ended the item, and every
// later fence paired with the wrong one); it is read after the item here.
func TestMDX1FenceWithLinesAtTheMargin(t *testing.T) {
	src := "- Install it:\n\n  ```bash\nhelm install a \\\n--set x=1\n  ```\n\nAfter the list.\n\n```\ncode two\n```\n\n * one\n\n ```js\nconst b = 2;\n ```\n"
	res := New(Options{MDX1: true}).Render(Input{File: "f.md", MDX: true, Source: []byte(src)})
	if d := diagList(res); d != "" {
		t.Errorf("diagnostics: %s", d)
	}
	html := string(res.HTML)
	if strings.Count(html, `<div class="code-block"`) != 3 || !strings.Contains(html, "<p>After the list.</p>") || !strings.Contains(html, "helm install a") || !strings.Contains(html, "code two\n</span></code>") || strings.Contains(html, "<p>const b") {
		t.Errorf("html: %s", html)
	}
}

// MDX gives a doc's expressions its front matter as frontMatter, as
// Docusaurus's docs use it (bitwarden's ADR pages pass it to a component).
func TestMDXFrontMatterVariable(t *testing.T) {
	res := renderMDX(Input{File: "f.mdx", FrontMatter: map[string]any{"title": "Reactive forms", "status": map[string]any{"state": "accepted"}},
		Source: []byte("Status: {frontMatter.status.state}, for {frontMatter.title}.\n")})
	if d := diagList(res); d != "" {
		t.Errorf("diagnostics: %s", d)
	}
	if got := string(res.HTML); got != "<p>Status: accepted, for Reactive forms.</p>\n" {
		t.Errorf("html %q", got)
	}
}

// `export const { slug, title: name } = frontMatter;` gives each name its
// field's value, as JavaScript destructures (growthbook's layouts built their
// Slack links from it; 10 pages lost them).
func TestMDXDestructuredConstants(t *testing.T) {
	res := renderMDX(Input{File: "f.mdx", FrontMatter: map[string]any{"title": "Heap", "slug": "heap"},
		Source: []byte("export const { slug, title: name, missing } = frontMatter;\nexport const {a} = 42;\n\n[{name}](https://x.example.com/?ref=${slug}) {slug}\n\n<a href={`https://x.example.com/${slug}`}>{name}</a>\n")})
	html := string(res.HTML)
	if !strings.Contains(html, "heap</p>") || !strings.Contains(html, `<a href="https://x.example.com/heap" target="_blank" rel="noopener noreferrer">Heap</a>`) {
		t.Errorf("html %s\n%s", html, diagList(res))
	}
}

// JSX in braces over lines that the document's flow cannot read (text MDX
// takes literally in an expression: tezos' `<li>tokens:<ul>` with its nested
// list on the next lines, two tables lost; solana's `<p>Mint` then `</p>`) is
// rendered as the constant holding it would be, as MDX 3 renders the
// expression: JavaScript's JSX, whose text is no Markdown (`*x*` and a URL
// stay as written, a character reference is decoded, lines are joined as JSX
// joins them); two on one line render both. JSX that is not JavaScript is the
// error it is.
func TestMDXJSXExpressionBlockThatIsNoFlow(t *testing.T) {
	src := "Before.\n\n{<ul>\n  <li>tokens:<ul>\n      <li>tokenID *x* https://x.example.com &amp; more</li>\n    </ul>\n  </li>\n</ul>}\n\n" +
		"{<div>\n  <p>Mint\n  </p>\n</div>}\n\n{<div>\n  a</div>}{<i>y</i>}\n\nAfter.\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	if d := diagList(res); d != "" {
		t.Errorf("diagnostics: %s", d)
	}
	want := "<p>Before.</p>\n<ul><li>tokens:<ul><li>tokenID *x* https://x.example.com &amp; more</li></ul></li></ul>\n<div><p>Mint</p></div>\n<div>a</div><i>y</i>\n<p>After.</p>\n"
	if got := string(res.HTML); got != want {
		t.Errorf("html\n got %q\nwant %q", got, want)
	}
	res = renderMDX(Input{File: "f.mdx", Source: []byte("Before.\n\n{<div>\n  a\n</span>}\n")})
	if d := diagList(res); d != "f.mdx:3:1 mdx-syntax" || !strings.Contains(res.Diagnostics[0].Message, "is not JavaScript") {
		t.Errorf("diagnostics: %s %v", d, res.Diagnostics)
	}
}

// A URL attribute is taken without the spaces and line breaks around it, as
// browsers take it (streampipes: `src="\n/img/x.png"` was a relative path).
func TestMDXURLAttributeTrimmed(t *testing.T) {
	var links []string
	res := New(Options{}).Render(Input{File: "f.mdx", MDX: true, Source: []byte("<img src=\"\n/img/x.png \" alt=\"X\" />\n"), Resolve: func(l LinkRef) string {
		links = append(links, l.Dest)
		return "/r" + l.Dest
	}})
	if d := diagList(res); d != "" || strings.Join(links, " ") != "/img/x.png" || !strings.Contains(string(res.HTML), `src="/r/img/x.png"`) {
		t.Errorf("%s %v %s", d, links, res.HTML)
	}
}

// A line that starts with `{` inside an expression a paragraph opened goes on
// with that expression (open-webui's JSON-LD in <Head>: `{"@type": …}` lines
// were read as expressions of their own and stopped the site).
func TestMDXExpressionLinesStartingWithABrace(t *testing.T) {
	res := renderMDX(Input{File: "f.mdx", Source: []byte("<div>{[\n  {\"b\": 1}\n]}</div>\n\nAfter.\n")})
	if d := diagList(res); d != "f.mdx:1:6 mdx-expression" {
		t.Errorf("diagnostics: %s", d)
	}
	if got := string(res.HTML); got != "<div></div>\n<p>After.</p>\n" {
		t.Errorf("html %q", got)
	}
}

// A paragraph of elements and spaces only is flow content, as MDX 3 reads it:
// no <p> around a <div> (a browser would split it), the spaces between inline
// elements kept; in MDX 1 only lines of components or block elements are.
func TestMDXParagraphOfElementsOnly(t *testing.T) {
	src := "<div class=\"h\"><b>Your first:</b></div>\n<a href=\"https://x.org/b\">Install</a>\n\n<b>x</b> <i>y</i>\n\nText <b>z</b>\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	want := "<div class=\"h\"><b>Your first:</b></div>\n<a href=\"https://x.org/b\" target=\"_blank\" rel=\"noopener noreferrer\">Install</a>\n<b>x</b> <i>y</i>\n<p>Text <b>z</b></p>\n"
	if got := string(res.HTML); got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
}

// After a blank line, a line back at the margin ends a Docusaurus 2 list item
// and the fence left open in it, so the lenient reading above does not take
// that text into the code (kubevela's set-autoscale page).
func TestMDX1FenceEndedWithItsItem(t *testing.T) {
	src := "3. Install it\n    ```shell\n    helm install x\n\nAutoscale needs [metrics](faq#metrics).\n\n```\nother\n```\n"
	res := New(Options{MDX1: true}).Render(Input{File: "f.md", MDX: true, Source: []byte(src)})
	if html := string(res.HTML); !strings.Contains(html, "<p>Autoscale needs <a href=\"faq#metrics\">metrics</a>.</p>") {
		t.Errorf("html: %s", html)
	}
}

// A Docusaurus 2 list item that starts at the margin inside a fence left open
// in the item before it ends that item, and the fence with it, as
// remark-parse 8 splits a list before it reads an item's blocks: the lenient
// reading above does not take the next steps into the code (rancher's
// extensions page: `2. Use the mirrored image` and its YAML became code, on 6
// pages). A line indented as the item's text stays code even when it looks
// like an item. Checked with @mdx-js/mdx 1.6.
func TestMDX1UnclosedFenceEndsWithItsItem(t *testing.T) {
	src := "1. Mirror the image:\n\n  ```\n  docker pull x\n2. Create:\n  ```\n  kind: D\n  ```\n3. Done.\n"
	res := New(Options{MDX1: true}).Render(Input{File: "f.md", MDX: true, Source: []byte(src)})
	code := func(line string) string {
		return "<div class=\"code-block\"><pre class=\"chroma\" tabindex=\"0\"><code><span class=\"line\">" + line +
			"\n</span></code></pre><button type=\"button\" class=\"copy-button\" aria-label=\"Copy code to clipboard\">Copy</button></div>\n"
	}
	want := "<ol>\n<li>\n<p>Mirror the image:</p>\n" + code("docker pull x") + "</li>\n" +
		"<li>\n<p>Create:</p>\n" + code("kind: D") + "</li>\n<li>\n<p>Done.</p>\n</li>\n</ol>\n"
	if got := string(res.HTML); got != want || diagList(res) != "" {
		t.Errorf("got  %q (%s)\nwant %q", got, diagList(res), want)
	}
	src = "- Step:\n\n    ```\n    items:\n  - a\n    ```\n"
	res = New(Options{MDX1: true}).Render(Input{File: "f.md", MDX: true, Source: []byte(src)})
	if html := string(res.HTML); !strings.Contains(html, "<span class=\"line\">  - a\n</span>") || strings.Count(html, "<li>") != 1 {
		t.Errorf("html: %s", html)
	}
}

// The props built-ins show, written as one JSX element or fragment, render as
// React renders them (restate's quickstart tabs showed their values, its tip
// "Note"; then their text, without the icon and the code): a tab's label, an
// admonition's title, a details' summary, which Docusaurus's Details puts as it
// is (a <summary> is the summary; a fragment's text is no summary), its
// expressions evaluated with the document's constants, through the HTML
// policy (a warning at its place). A label in Tabs' values, and JSX holding a
// component (which the page's components would not list), show their text.
func TestMDXBuiltinTextAttributesAsJSX(t *testing.T) {
	src := "import Box from '@site/src/Box';\nexport const flag = '--fast';\n\n<Admonition type=\"tip\" title={<>Use <code>{flag}</code></>}>\n\nTip.\n\n</Admonition>\n\n" +
		"<Details summary={<summary>Show <em>more</em></summary>}>\n\nMore.\n\n</Details>\n\n<Details summary={<><b onClick={go}>Loose</b> text</>}>\n\nHidden.\n\n</Details>\n\n" +
		"<Tabs>\n<TabItem value=\"ts\" label={<><img src=\"/img/ts.svg\" alt=\"\" /> TypeScript</>}>\n\nTyped.\n\n</TabItem>\n</Tabs>\n\n" +
		"<Tabs values={[{label: <><i>J</i>S</>, value: 'js'}]}>\n<TabItem value=\"js\">\n\nPlain.\n\n</TabItem>\n</Tabs>\n\n" +
		"<Admonition type=\"note\" title={<>Boxed <Box /></>}>\n\nBoxed.\n\n</Admonition>\n"
	res := New(Options{}).Render(Input{File: "f.mdx", MDX: true, Source: []byte(src), ComponentFile: func(rel string) bool { return rel == "src/Box.jsx" }})
	if d := diagList(res); d != "f.mdx:16:24 unsafe-html" {
		t.Errorf("diagnostics: %s", d)
	}
	html := string(res.HTML)
	for _, s := range []string{`<div class="admonition-heading">Use <code>--fast</code></div>`,
		"<details class=\"details\"><summary>Show <em>more</em></summary>\n", "<details class=\"details\"><b>Loose</b> text\n",
		`data-value="ts"><img src="/img/ts.svg" alt="" /> TypeScript</button>`, `data-value="js">JS</button>`,
		`<div class="admonition-heading">Boxed</div>`,
	} {
		if !strings.Contains(html, s) {
			t.Errorf("no %s in %s", s, html)
		}
	}
	if strings.Contains(html, "data-island") || len(res.Components) != 6 {
		t.Errorf("an island left in a title, or components %s", componentsJSONForTest(res.Components))
	}
}

// <tt> renders (moodle's docs: 180 unsafe-html warnings), and a muted demo
// video keeps autoplay (okteto), in MDX and in raw HTML of CommonMark files.
func TestHTMLPolicyTTAndAutoplay(t *testing.T) {
	src := "Run <tt>make</tt>.\n\n<video autoPlay muted loop playsInline src=\"/v/demo.mp4\"></video>\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	if d := diagList(res); d != "" {
		t.Errorf("diagnostics: %s", d)
	}
	for _, s := range []string{"<tt>make</tt>", `<video autoplay muted loop playsinline src="/v/demo.mp4"></video>`} {
		if !strings.Contains(string(res.HTML), s) {
			t.Errorf("no %s in %s", s, res.HTML)
		}
	}
	md := New(Options{}).Render(Input{File: "f.md", Source: []byte("Run <tt>make</tt>.\n\n<video autoplay muted src=\"/v/demo.mp4\"></video>\n")})
	for _, s := range []string{"<tt>make</tt>", `autoplay`} {
		if !strings.Contains(string(md.HTML), s) {
			t.Errorf("CommonMark: no %s in %s", s, md.HTML)
		}
	}
}

// A TabItem's className joins its panel's class, and the Tabs' is the tab
// list's, as Docusaurus renders them (arbitrum's styled tab groups had two
// class attributes, the second lost).
func TestMDXTabsClassNames(t *testing.T) {
	res := renderMDX(Input{File: "f.mdx", Source: []byte("<Tabs className=\"picker\">\n<TabItem value=\"a\" label=\"A\" className=\"muted\">\n\nOne.\n\n</TabItem>\n</Tabs>\n")})
	html := string(res.HTML)
	for _, s := range []string{`role="tablist" aria-orientation="horizontal" class="tabs picker"`, `<div role="tabpanel" class="tab-panel muted" id="tabs-0-panel-0"`} {
		if !strings.Contains(html, s) {
			t.Errorf("no %s in %s", s, html)
		}
	}
	if strings.Count(html, "class=") != strings.Count(html, " class=") || strings.Contains(html, `" class="muted"`) {
		t.Errorf("a second class attribute: %s", html)
	}
}

// Whole elements side by side on a line are MDX's JSX flow, each closed there
// (cartesi's `<td><b></b></td> <td><i></i></td>`), as @mdx-js/mdx 3 reads them.
func TestMDXSiblingElementsOnALine(t *testing.T) {
	for src, want := range map[string]string{
		"<a></a><b></b>\n\nAfter.\n":      "<a></a><b></b>\n<p>After.</p>",
		"<div></div><div><i></i></div>\n": "<div></div><div><i></i></div>",
		"<table>\n  <tr>\n    <td><b></b></td> <td><i></i></td>\n  </tr>\n</table>\n": "<td><b></b></td><td><i></i></td>",
	} {
		r := renderMDX(Input{File: "a.mdx", Source: []byte(src)})
		if len(r.Diagnostics) > 0 || !strings.Contains(string(r.HTML), want) {
			t.Errorf("%q: %s %s", src, r.HTML, diagList(r))
		}
	}
}

// A line of empty elements side by side (`<br/><br/>`, `<img …/><img …/>`:
// trpc's starter pages) is MDX's JSX flow too, and ends the paragraph above
// as one element alone does: in MDX 3 the next line is a paragraph, in MDX 1
// (Docusaurus 2) JSX text up to an empty line, as @mdx-js/mdx 3.1 and 1.6 read
// it. Spaces between them outside an element stay a space. In MDX 3 a line
// with text stays in the paragraph.
func TestMDXEmptyElementsSideBySideEndAParagraph(t *testing.T) {
	src := "First.\n<br/><br/>\nSecond.\n\nBefore.\n<img src=\"https://x.org/a.png\" /> <img src=\"https://x.org/b.png\" />\nAfter.\n\n" +
		"<table>\n<tr>\n<td>a</td> <td>b</td>\n</tr>\n</table>\n"
	imgs := `<img src="https://x.org/a.png" /> <img src="https://x.org/b.png" />`
	for _, c := range []struct {
		mdx1      bool
		src, want string
	}{
		{false, src, "<p>First.</p>\n<br /><br />\n<p>Second.</p>\n<p>Before.</p>\n" + imgs + "\n<p>After.</p>\n<table>\n<tr>\n<td>a</td><td>b</td>\n</tr>\n</table>\n"},
		{true, src, "<p>First.</p>\n<br /><br />\nSecond.\n<p>Before.</p>\n" + imgs + "\nAfter.\n<table><tr><td>a</td> <td>b</td></tr></table>\n"},
		{false, "Text.\n<span>x</span> y\n<br/><br/> z\nMore.\n", "<p>Text.\n<span>x</span> y\n<br /><br /> z\nMore.</p>\n"},
	} {
		r := New(Options{MDX1: c.mdx1}).Render(Input{File: "f.mdx", Source: []byte(c.src), MDX: true})
		if d := diagList(r); d != "" {
			t.Errorf("MDX1 %v: diagnostics %s", c.mdx1, d)
		}
		if got := string(r.HTML); got != c.want {
			t.Errorf("MDX1 %v:\n got %q\nwant %q", c.mdx1, got, c.want)
		}
	}
}

// In a Docusaurus site a built-in's prop of the wrong type is a warning, and
// the value counts as JavaScript reads it: <TabItem default="cocoa_pod"> is the
// default tab (dyte's docs); in a site.yaml site it is an error.
func TestMDXPropsTruthyInDocusaurusSites(t *testing.T) {
	src := "<Tabs>\n<TabItem value=\"a\" label=\"A\">\n\nOne\n\n</TabItem>\n<TabItem value=\"b\" label=\"B\" default=\"b\">\n\nTwo\n\n</TabItem>\n</Tabs>\n"
	r := New(Options{ReactLive: true}).Render(Input{File: "a.mdx", Source: []byte(src), MDX: true})
	if got := diagList(r); got != "a.mdx:7:1 component-props" || r.Diagnostics[0].Severity != diag.Warning {
		t.Errorf("diagnostics: %s", got)
	}
	if !regexp.MustCompile(`aria-selected="true"[^>]*>B<`).Match(r.HTML) {
		t.Errorf("tab B is not the default: %s", r.HTML)
	}
	r = renderMDX(Input{File: "a.mdx", Source: []byte(src)})
	if len(r.Diagnostics) != 1 || r.Diagnostics[0].Severity != diag.Error {
		t.Errorf("site.yaml site: %s", diagList(r))
	}
}

// theme-classic's MDX component modules are the built-ins they render
// (openziti: import Details from '@theme/MDXComponents/Details').
func TestMDXThemeMDXComponentsModules(t *testing.T) {
	r := renderMDX(Input{File: "a.mdx", Source: []byte("import Details from '@theme/MDXComponents/Details';\n\n<Details>\n<summary>Web Application</summary>\n\nHidden text.\n\n</Details>\n")})
	if len(r.Diagnostics) > 0 || !strings.Contains(string(r.HTML), "<details class=\"details\">\n<summary>Web Application</summary>\n<p>Hidden text.</p>\n</details>") {
		t.Errorf("%s %s", r.HTML, diagList(r))
	}
	if mdx.BuiltinOf("@theme/MDXComponents/Code") != "" || mdx.BuiltinOf("@theme-original/Tabs") != "Tabs" || mdx.BuiltinOf("@site/src/theme/Tabs") != "" {
		t.Error("BuiltinOf")
	}
}

// <Translate> from @docusaurus/Translate shows its message, the children, with
// no warning (docusaurus-openapi-docs' `## <Translate id="…">Request</Translate>`).
func TestMDXTranslate(t *testing.T) {
	r := renderMDX(Input{File: "a.mdx", Source: []byte("import Translate from '@docusaurus/Translate';\n\n## <Translate id=\"theme.openapi.request.title\">Request</Translate>\n")})
	if len(r.Diagnostics) > 0 || !strings.Contains(string(r.HTML), `<h2 id="request">Request<a`) {
		t.Errorf("%s %s", r.HTML, diagList(r))
	}
}

// White space between "</" and the name closes an element, as JSX allows
// (meshtastic's `</ TabItem>` and `</ Tabs>`, checked with @mdx-js/mdx 3), in
// flow and in text; `< span>` stays text.
func TestMDXClosingTagWithSpace(t *testing.T) {
	src := "<div>\n\ninside\n\n</ div>\n\n<details><summary>s</summary>x</ details>\n\n<p>a</\np>\n\n1 < span> 2\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	want := "<div>\n<p>inside</p>\n</div>\n<details><summary>s</summary>x</details>\n<p>a</p>\n<p>1 &lt; span&gt; 2</p>\n"
	if got := string(res.HTML); got != want || len(res.Diagnostics) > 0 {
		t.Errorf("got %q (%s)\nwant %q", got, diagList(res), want)
	}
}

// A tab label in <Tabs values> written as JSX is its text, and the other
// labels stay (meshtastic's 36 tab groups showed their values for every tab).
func TestMDXTabsValuesJSXLabels(t *testing.T) {
	src := "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs values={[{label: (<><Icon /> Android</>), value: 'android'}, {label: 'Apple', value: 'apple'}]}>\n<TabItem value=\"android\">A.</TabItem>\n<TabItem value=\"apple\">B.</TabItem>\n</Tabs>\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	if d := diagList(res); d != "" {
		t.Errorf("diagnostics: %s", d)
	}
	if html := string(res.HTML); !strings.Contains(html, `data-value="android">Android</button>`) || !strings.Contains(html, `data-value="apple">Apple</button>`) {
		t.Errorf("html: %s", html)
	}
}

// A ```mdx-code-block fence left open runs to the end of the document, as
// CommonMark reads it, and is unwrapped too, as Docusaurus 2's
// unwrapMdxCodeBlocks unwraps the code node (kusionstack's guides end so;
// checked with @mdx-js/mdx 1.6 and that plugin).
func TestMDXCodeBlockUnclosedAtTheEnd(t *testing.T) {
	src := "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs>\n<TabItem value=\"a\">\n\nA text\n\n```mdx-code-block\n</TabItem>\n<TabItem value=\"b\">\n```\n\nB text\n\n```mdx-code-block\n</TabItem>\n</Tabs>\n"
	for _, mdx1 := range []bool{false, true} {
		res := New(Options{MDX1: mdx1}).Render(Input{File: "f.mdx", MDX: true, Source: []byte(src)})
		html := string(res.HTML)
		if d := diagList(res); d != "" || strings.Contains(html, "<pre") || !strings.Contains(html, "<p>B text</p>\n</div>\n</div></div>") {
			t.Errorf("MDX1 %v: %s\n%s", mdx1, d, html)
		}
	}
}

// A component the document defines as one JSX element of its props renders
// where it is used, with the element's props and children, as React renders
// it (Docusaurus's own Highlight example; the Bullet, Badge and SpecifiedBy
// that @graphql-markdown writes into every page: saleor's 17,666 warnings).
// The JSX is JavaScript's: its text is no Markdown paragraph, and its
// whitespace is JSX's. What it computes that is not a literal, a prop or a
// string joined with + is left out, and a warning is reported once, not at
// every use.
func TestMDXTemplateComponents(t *testing.T) {
	src := `export const Highlight = ({children, color = 'red'}) => (
  <span
    style={{
      backgroundColor: color,
      padding: '0.2rem',
    }}>
    {children}
  </span>
);

export const Bullet = () => (
  <>
    <span className="bullet">
      &nbsp;●&nbsp;
    </span>
  </>
);

export function Badge(props) {
  return <span className={props.class}>{props.text}</span>;
}

export const Spec = (props) => (
  <>
    Specification
    <a title={"Specified by " + props.url} href={props.url}>link</a>
  </>
);

export const Pair = (props) => <><Badge class="a" text={props.one} /><Badge class="b" text="two" /></>;

export const Tag = ({name}) => {
  return (<code className="tag">{name}</code>);
};

<Tag name="block body" />

<Highlight color="#25c2a0">Docusaurus *green*</Highlight> and <Highlight>red</Highlight>.

#### [<code>country</code>](#country)<Bullet />[<code>Country!</code>](#x)

<Badge class="badge" text="DEPRECATED" />

<Spec url="https://spec.example/a" />

<Spec url="https://spec.example/b" />

<Pair one="1" />
`
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	want := `<code class="tag">block body</code>
<p><span style="background-color:#25c2a0;padding:0.2rem">Docusaurus <em>green</em></span> and <span style="background-color:red;padding:0.2rem">red</span>.</p>
<h4 id="countrycountry"><a href="#country"><code>country</code></a><span class="bullet">` + "\u00a0●\u00a0" + `</span><a href="#x"><code>Country!</code></a><a class="hash-link" href="#countrycountry" aria-label="Direct link to country` + "\u00a0●\u00a0" + `Country!">#</a></h4>
<span class="badge">DEPRECATED</span>
Specification<a title="Specified by https://spec.example/a" href="https://spec.example/a" target="_blank" rel="noopener noreferrer">link</a>
Specification<a title="Specified by https://spec.example/b" href="https://spec.example/b" target="_blank" rel="noopener noreferrer">link</a>
<span class="a">1</span>
<span class="b">two</span>
`
	if got := string(res.HTML); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	if d := diagList(res); d != "" {
		t.Errorf("diagnostics: %s", d)
	}
	// A warning in a template is reported once, at its line.
	warned := renderMDX(Input{File: "f.mdx", Source: []byte("export const Tip = (props) => <Missing>{props.text}</Missing>;\n\n<Tip text=\"a\" />\n\n<Tip text=\"b\" />\n")})
	if d := diagList(warned); d != "f.mdx:1:1 unknown-component" || string(warned.HTML) != "a\nb\n" {
		t.Errorf("diagnostics %s, html %q", d, warned.HTML)
	}
}

// An opening tag written over lines whose `>` starts a line with the children
// after it is one element, as MDX 3 reads it (rojo's install page stopped on
// an mdx-syntax error: the `>` line was a blockquote); diagnostics after it
// keep their lines.
func TestMDXTagEndStartsALine(t *testing.T) {
	src := "<span\n  className=\"button\"\n>Releases</span>\n\n<div\n  className=\"x\"\n>Inline child</div>\n\n<b title=\"t\"\n>Gt</b>\n\n{oops(}\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	want := "<span class=\"button\">Releases</span>\n<div class=\"x\">Inline child</div>\n<b title=\"t\">Gt</b>\n"
	if got := string(res.HTML); !strings.HasPrefix(got, want) {
		t.Errorf("got %q\nwant %q…", got, want)
	}
	if d := diagList(res); d != "f.mdx:12:1 mdx-syntax" && d != "f.mdx:12:1 mdx-expression" {
		t.Errorf("diagnostics: %s", d)
	}
}

// An import inside an admonition is a statement of the document, hoisted as
// MDX with remark-directive hoists it (VRChat's FAQ imports its button inside
// :::info and uses it before too); inside a list it stays text.
func TestMDXImportInsideAdmonition(t *testing.T) {
	src := "Click <Button />.\n\n:::info\n\nimport Button from '@site/src/components/Button';\n\nAsk with <Button />!\n\n:::\n\n- import Other from './other';\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src), ComponentFile: func(rel string) bool { return rel == "src/components/Button.js" }})
	html := string(res.HTML)
	if d := diagList(res); d != "" || strings.Contains(html, "import Button") || strings.Count(html, `data-component="Button"`) != 2 || !strings.Contains(html, "<li>import Other from './other';</li>") {
		t.Errorf("%s\n%s", d, html)
	}
}

// <IdealImage> (@theme/IdealImage, the official ideal-image plugin's) is the
// <img> it shows once loaded: its img a require(…), an imported image or a
// URL, resolved as any image (litellm's 242 images were left out).
func TestMDXIdealImage(t *testing.T) {
	src := "import Image from '@theme/IdealImage';\nimport shot from './img/shot.png';\n\n<Image img={require('./img/a.png')} alt=\"A\" style={{width: '80%'}} max={800} />\n\n<Image img={shot} />\n\n<Image img=\"/img/b.png\" />\n\n<Image img={pick()} />\n"
	res := renderMDX(Input{File: "docs/f.mdx", Source: []byte(src)})
	want := "<img alt=\"A\" style=\"width:80%\" src=\"./img/a.png\" loading=\"lazy\" />\n<img src=\"./img/shot.png\" loading=\"lazy\" />\n<img src=\"/img/b.png\" loading=\"lazy\" />\n"
	if got := string(res.HTML); got != want || diagList(res) != "docs/f.mdx:10:8 mdx-expression" {
		t.Errorf("got %q (%s)\nwant %q", got, diagList(res), want)
	}
}

// A line of backticks with more backticks after its text is a code span, not a
// fence (CommonMark): what follows is no code, and a JSX tag over lines there
// is read as MDX reads it (codeharborhub's Next.js page stopped on an
// mdx-syntax error).
func TestMDXBacktickLineIsNoFence(t *testing.T) {
	src := "```Open localhost:3000 in a browser.```\n\n<div>\n  <b\n    title=\"t\"\n  >bold</b>\n</div>\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	if got, want := string(res.HTML), "<p><code>Open localhost:3000 in a browser.</code></p>\n<div>\n<b title=\"t\">bold</b>\n</div>\n"; got != want || diagList(res) != "" {
		t.Errorf("got %q (%s)\nwant %q", got, diagList(res), want)
	}
}

// A constant holding an element renders where an expression names it, as MDX
// keeps {greeting} a reference to the export (react-native-keyboard-controller:
// 8 code samples on each of 20 pages, each a <CodeBlock> in a constant): inline
// or alone on its line, a code sample's lines kept; a string constant is still
// its text, and no warning.
func TestMDXElementConstants(t *testing.T) {
	src := "import CodeBlock from '@theme/CodeBlock';\n\nexport const greeting = <strong>Hello</strong>;\n\n" +
		"export const sample = (\n  <CodeBlock language=\"ts\">\n    {`useHandler(\n  {onStart: () => {}},\n);`}\n  </CodeBlock>\n);\n\n" +
		"export const label = \"plain\";\n\nBefore {greeting} after, {label}.\n\n<div className=\"desktop\">{sample}</div>\n\n{sample}\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	if d := diagList(res); d != "" {
		t.Errorf("diagnostics: %s", d)
	}
	html := string(res.HTML)
	code := `<span class="line"><span class="nx">useHandler</span><span class="p">(</span>` + "\n" + `</span><span class="line">  <span class="p">{</span>`
	if !strings.Contains(html, "<p>Before <strong>Hello</strong> after, plain.</p>") || strings.Count(html, code) != 2 || !strings.Contains(html, `<div class="desktop"><div class="code-block" data-language="ts">`) {
		t.Errorf("html: %s", html)
	}
}

// The text of a constant's element and of a component the document defines is
// JSX text, not Markdown, as an export is JavaScript: MDX 3 shows `*x*` and
// `_here_` as written and links no URL; character references are decoded.
func TestMDXElementConstantTextIsJSXText(t *testing.T) {
	src := "export const note = <span>a *x* https://x.example.com &lt;T&gt;</span>;\n\n" +
		"export const Card = ({title}) => (\n  <div className=\"card\">\n    <b>{title}</b> _here_\n  </div>\n);\n\n{note}\n\n<Card title=\"Hi\" />\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	want := "<span>a *x* https://x.example.com &lt;T&gt;</span>\n<div class=\"card\"><b>Hi</b> _here_</div>\n"
	if got := string(res.HTML); got != want || diagList(res) != "" {
		t.Errorf("html\n got %q\nwant %q\n%s", got, want, diagList(res))
	}
}

// style={{…}} keeps what styles the element's own box, flex and grid layout,
// opacity, backgrounds and shadows too (crowdsec's `flex: "1"` columns lost
// their width), numbers where React writes them without a unit; a relative or
// absolute position with its offsets (the responsive embed), but nothing that
// lifts it out of the content (a fixed position and then its top, zIndex,
// transform), and never a url().
func TestMDXStyleProperties(t *testing.T) {
	src := "<div style={{ textAlign: \"center\", flex: 1, flexGrow: 2, opacity: 0.5, order: 3, background: \"#eee\", boxShadow: \"0 0 1px\", gridTemplateColumns: \"1fr 1fr\", whiteSpace: \"nowrap\", position: \"fixed\", zIndex: 9, top: 0, transform: \"scale(2)\", backgroundImage: \"url(https://x.org/t.png)\", background: \"url(https://x.org/t.png)\" }}>x</div>\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	want := `<div style="box-shadow:0 0 1px;flex:1;flex-grow:2;grid-template-columns:1fr 1fr;opacity:0.5;order:3;text-align:center;white-space:nowrap">x</div>`
	if got := strings.TrimSpace(string(res.HTML)); got != want {
		t.Errorf("html\n got %s\nwant %s", got, want)
	}
}

// <BrowserOnly> renders what Docusaurus renders on the server: its fallback
// (JSX, rendered), or nothing; its children, a function for the browser, are no
// warning, as a function renders nothing in React either (netdata, mobx-keystone).
func TestMDXBrowserOnly(t *testing.T) {
	src := "import BrowserOnly from '@docusaurus/BrowserOnly';\n\nBefore.\n\n<BrowserOnly fallback={<p>Loading the <b>demo</b>…</p>}>\n  {() => <span>client only</span>}\n</BrowserOnly>\n\n<BrowserOnly>{() => <Demo />}</BrowserOnly>\n\nAfter.\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	if d := diagList(res); d != "" {
		t.Errorf("diagnostics: %s", d)
	}
	if got := strings.ReplaceAll(string(res.HTML), "\n\n", "\n"); got != "<p>Before.</p>\n<p>Loading the <b>demo</b>…</p>\n<p>After.</p>\n" {
		t.Errorf("html %q", got)
	}
}

// A line of only tags and expressions after a paragraph's text ends the
// paragraph and is JSX flow, whatever follows it, as MDX 3 reads it
// (tatrapayplus: "…with this helper:" then `<CodeBlock language="jsx">{code}</CodeBlock>`
// printed the code inside the paragraph); a line with text in it stays inline.
func TestMDXTagLineAfterParagraphText(t *testing.T) {
	src := "import CodeBlock from '@theme/CodeBlock';\n\nCall the helper:\n<CodeBlock language=\"js\">{`x`}</CodeBlock>\n\nText:\n<b>bold</b> and more\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	html := string(res.HTML)
	if !strings.HasPrefix(html, "<p>Call the helper:</p>\n<div class=\"code-block\" data-language=\"js\">") || !strings.Contains(html, "<p>Text:\n<b>bold</b> and more</p>") {
		t.Errorf("html %q", html)
	}
}

// An opening tag whose line goes on with only expressions and tags that leave
// it open (`<TabItem value="a"> {/* region */}`, `<div> {1}`) is JSX flow, its
// children on the next lines, as MDX 3 reads it: r8vnhill's dibs-docusaurus
// stopped on `<TabItem>` read as an unclosed inline element (282 pages lost).
func TestMDXTagLineLeftOpenByExpressions(t *testing.T) {
	src := "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs>\n\n<TabItem value=\"a\"> {/* region A */}\n\nHello **A**\n\n</TabItem>\n\n</Tabs>\n\n<div> {1}\n\nText\n\n</div>\n\n<b>{2}</b> <i>x</i>\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	html := string(res.HTML)
	for _, d := range res.Diagnostics {
		t.Errorf("diagnostic %s", d.Message)
	}
	for _, want := range []string{`data-value="a">`, "<p>Hello <strong>A</strong></p>\n</div>", "<div>\n1\n<p>Text</p>\n</div>", "<b>2</b> <i>x</i>"} {
		if !strings.Contains(html, want) {
			t.Errorf("html lacks %q:\n%s", want, html)
		}
	}
	if strings.Contains(html, "region") {
		t.Errorf("the comment is in the html:\n%s", html)
	}
}

// The hidden attribute is kept, as React renders it (webforj's gallery cards
// hold dialog text in `<div hidden>`, which showed on the page): it hides
// content and lets nothing run.
func TestHiddenAttribute(t *testing.T) {
	src := "<div hidden>\n  <p>Secret.</p>\n</div>\n\n<span hidden={true}>a</span> and <span hidden={false}>b</span>\n"
	for _, file := range []string{"f.mdx", "f.md"} {
		res := renderMDX(Input{File: file, Source: []byte(src)})
		if d := diagList(res); d != "" {
			t.Errorf("%s: diagnostics: %s", file, d)
		}
		html := string(res.HTML)
		for _, s := range []string{"<div hidden>\n<p>Secret.</p>\n</div>", "<span hidden>a</span> and <span>b</span>"} {
			if !strings.Contains(html, s) {
				t.Errorf("%s: no %s in\n%s", file, s, html)
			}
		}
	}
}

// In MDX 1 a line that opens with a tag is a JSX block, whose expressions are
// evaluated: `<CodeBlock language="yaml">{Snip}</CodeBlock>`, the raw-loader
// snippet Docusaurus documents, shows the file's text (pakeknig's website
// printed the braces and the source as the code); after a paragraph's text
// the line stays inline.
func TestMDX1ElementWithExpressionOnItsLine(t *testing.T) {
	src := "import CodeBlock from '@theme/CodeBlock';\nexport const snip = 'a: 1';\n\n<CodeBlock language=\"yaml\">{snip}</CodeBlock>\n\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs>\n<TabItem value=\"a\">{snip}</TabItem>\n</Tabs>\n"
	res := New(Options{MDX1: true}).Render(Input{File: "f.md", Source: []byte(src), MDX: true})
	html := string(res.HTML)
	if d := diagList(res); d != "" {
		t.Errorf("diagnostics %s", d)
	}
	if strings.Contains(html, "{") || !strings.Contains(html, `<span class="nt">a</span>`) || !strings.Contains(html, "data-value=\"a\">\na: 1</div>") {
		t.Errorf("html %s", html)
	}
}

// In MDX 1 a whole element with an expression, then text on its line
// (`<CodeBlock>{X}</CodeBlock>;`), is a JSX block: the element, then the text
// as JSX text (langchainjs' llama_cpp page printed `{X};` in a paragraph). In
// MDX 3 the same line stays a paragraph.
func TestMDX1ElementThenTextOnItsLine(t *testing.T) {
	src := "import CodeBlock from '@theme/CodeBlock';\nexport const X = 'a: 1';\n\n<CodeBlock language=\"yaml\">{X}</CodeBlock>;\n\nAfter.\n"
	res := New(Options{MDX1: true}).Render(Input{File: "f.md", Source: []byte(src), MDX: true})
	html := string(res.HTML)
	if d := diagList(res); d != "" {
		t.Errorf("diagnostics %s", d)
	}
	if strings.Contains(html, "{X}") || !strings.Contains(html, `<span class="nt">a</span>`) || !strings.Contains(html, "</div>\n;\n<p>After.</p>") {
		t.Errorf("html %s", html)
	}
}

// In MDX 1 a JSX block's attributes may name constants too, as in MDX 3
// (Sensing-Dev's download buttons `<a class="card" href={links.url}>` lost
// their href on 14 pages).
func TestMDX1BlockAttributesNameConstants(t *testing.T) {
	src := "export const links = {url: 'https://example.org/data'};\n\n<a href={links.url}>from a block</a>\n\n<p><a href={links.url}>in a p</a></p>\n"
	res := New(Options{MDX1: true}).Render(Input{File: "f.md", Source: []byte(src), MDX: true})
	if d := diagList(res); d != "" {
		t.Errorf("diagnostics %s", d)
	}
	if html := string(res.HTML); strings.Count(html, `href="https://example.org/data"`) != 2 {
		t.Errorf("html %s", html)
	}
}

// A <CodeBlock> inside another element on one line is a code block, as MDX 3
// reads the line (`<TabItem value="a"><CodeBlock language="yaml">{Snip}</CodeBlock></TabItem>`,
// the raw-loader snippet in a tab: its lines ran together in the panel); in a
// paragraph's text it stays inline.
func TestCodeBlockNestedOnOneLine(t *testing.T) {
	src := "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\nimport CodeBlock from '@theme/CodeBlock';\nexport const snip = `a: 1\nb: 2`;\n\n<Tabs>\n<TabItem value=\"a\"><CodeBlock language=\"yaml\">{snip}</CodeBlock></TabItem>\n</Tabs>\n\n<div><CodeBlock language=\"yaml\">c: 3</CodeBlock></div>\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	if d := diagList(res); d != "" {
		t.Errorf("diagnostics %s", d)
	}
	html := string(res.HTML)
	if strings.Count(html, `<div class="code-block" data-language="yaml">`) != 2 || !strings.Contains(html, "<div><div class=\"code-block\"") || !strings.Contains(html, `<span class="nt">b</span>`) {
		t.Errorf("html %s", html)
	}
}

// `contentTitle`, a global of Docusaurus's MDX, is the page's Markdown title
// (its leading h1), in text and attributes alike, as Docusaurus's docs show it
// (`The title of this page is: <b>{contentTitle}</b>`); tab ids are as in a
// single reading.
func TestMDXContentTitle(t *testing.T) {
	src := "# My *Title*\n\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\nThe title is: <b>{contentTitle}</b> <abbr title={contentTitle}>T</abbr>\n\n<Tabs><TabItem value=\"a\">A</TabItem></Tabs>\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	if d := diagList(res); d != "" {
		t.Errorf("diagnostics %s", d)
	}
	html := string(res.HTML)
	if !strings.Contains(html, `<p>The title is: <b>My Title</b> <abbr title="My Title">T</abbr></p>`) || !strings.Contains(html, `id="tabs-0-tab-0"`) {
		t.Errorf("html %s", html)
	}
}

// An admonition type no keyword names: a plain <div> in Docusaurus 3 (an
// unused directive), text in a Docusaurus 2 site (remark-admonitions leaves
// the lines as they are); a warning in both.
func TestUnknownAdmonitionByDocusaurusVersion(t *testing.T) {
	src := ":::astuce\nBody.\n:::\n\nAfter.\n"
	for mdx1, want := range map[bool]string{false: "<div>\n<p>Body.</p>\n</div>\n<p>After.</p>", true: "<p>:::astuce\nBody.\n:::</p>\n<p>After.</p>"} {
		res := New(Options{MDX1: mdx1}).Render(Input{File: "f.md", MDX: true, Source: []byte(src)})
		if html := string(res.HTML); !strings.Contains(html, want) {
			t.Errorf("mdx1 %v: %s", mdx1, html)
		}
		if d := diagList(res); !strings.Contains(d, "unknown-admonition") {
			t.Errorf("mdx1 %v: diagnostics %s", mdx1, d)
		}
	}
}

// In a Docusaurus 2 site a title may follow the type with no space
// (`:::caution注意`, rcxxx's site: the box was text; `:::info**案例:**`,
// MagicalZhu's notes; `:::warningImportant`, scribe-docs), as
// remark-admonitions reads it; in Docusaurus 3 the line is text.
func TestDocusaurus2AdmonitionTitleWithoutSpace(t *testing.T) {
	for _, c := range []struct{ src, d3, d2 string }{
		{":::caution注意\nNeeds a GPU.\n:::\n", "<p>:::caution注意\nNeeds a GPU.\n:::</p>", `<div class="admonition-heading">注意</div>`},
		{":::info**Example:** joined\nInside.\n:::\n", "<p>:::info<strong>Example:</strong> joined\nInside.\n:::</p>", `<div class="admonition-heading"><strong>Example:</strong> joined</div>`},
		{":::note: colon title\nInside.\n:::\n", "<p>:::note: colon title\nInside.\n:::</p>", `<div class="admonition-heading">: colon title</div>`},
		// a title that starts with a letter: the keyword is the first that
		// starts the run (scribe-docs' `:::warningImportant`)
		// (Docusaurus 3: an unknown directive, a plain <div>)
		{":::warningImportant\nPress **APPLY**.\n:::\n", "<div>\n<p>Press <strong>APPLY</strong>.</p>\n</div>", `<div class="admonition admonition-warning" role="note"><div class="admonition-heading">Important</div>`},
	} {
		for mdx1, want := range map[bool]string{false: c.d3, true: c.d2} {
			res := New(Options{MDX1: mdx1}).Render(Input{File: "f.md", MDX: true, Source: []byte(c.src)})
			if html := string(res.HTML); !strings.Contains(html, want) {
				t.Errorf("mdx1 %v: %s", mdx1, html)
			}
		}
	}
}

// With Docusaurus's markdown.mdx1Compat.admonitions off (`future: {v4:
// true}` from 3.10: gitea's docs, 2 pages), nothing turns `:::warning Legacy
// title` into `:::warning[Legacy title]`, and remark-directive takes no text
// after the name and a space: the line is a paragraph, in MDX and CommonMark
// files alike, and so is the closing `:::`; `:::warning[Title]` is still an
// admonition. A type that is none is never rewritten: `:::astuce [x]` is
// text too.
func TestMDX1CompatAdmonitionsOff(t *testing.T) {
	const src = ":::warning Legacy title\n\nBody text.\n\n:::\n\n:::tip[New title]\nx\n:::\n\n:::info [bracketed]\n:::\n"
	admonition := func(typ, title string) string {
		return `<div class="admonition admonition-` + typ + `" role="note"><div class="admonition-heading">` + title + `</div>`
	}
	on := []string{admonition("warning", "Legacy title") + "<div class=\"admonition-content\">\n<p>Body text.</p>", admonition("tip", "New title"), `<div class="admonition admonition-info"`}
	off := []string{"<p>:::warning Legacy title</p>\n<p>Body text.</p>\n<p>:::</p>\n" + admonition("tip", "New title"), "<p>:::info [bracketed]\n:::</p>"}
	for _, mdx := range []bool{true, false} {
		for noCompat, want := range map[bool][]string{false: on, true: off} {
			res := New(Options{NoMDX1Admonitions: noCompat}).Render(Input{File: "f.md", MDX: mdx, Source: []byte(src)})
			html := string(res.HTML)
			for _, w := range want {
				if !strings.Contains(html, w) {
					t.Errorf("mdx %v, mdx1Compat.admonitions off %v: no %s in\n%s", mdx, noCompat, w, html)
				}
			}
			// off, the legacy title is a warning that says how to keep the
			// admonition (not the unknown type's [bracketed] text)
			wantDiags := ""
			if noCompat {
				wantDiags = "f.md:1:12 mdx1-syntax; f.md:11:9 mdx1-syntax"
				for i, msg := range []string{
					"`:::warning Legacy title` is text, not an admonition, in this site: its title after a space is MDX 1's syntax, which markdown.mdx1Compat.admonitions off (as future.v4 sets it from Docusaurus 3.10) no longer reads; write `:::warning[Legacy title]`",
					"`:::info [bracketed]` is text, not an admonition, in this site: its title after a space is MDX 1's syntax, which markdown.mdx1Compat.admonitions off (as future.v4 sets it from Docusaurus 3.10) no longer reads; write `:::info[bracketed]`",
				} {
					if len(res.Diagnostics) != 2 || res.Diagnostics[i].Message != msg {
						t.Errorf("mdx %v: diagnostic %d %+v, want %s", mdx, i, res.Diagnostics, msg)
					}
				}
			}
			if d := diagList(res); d != wantDiags {
				t.Errorf("mdx %v, off %v: diagnostics %s\nwant %s", mdx, noCompat, d, wantDiags)
			}
		}
	}
	if res := render(t, ":::astuce [x]\ny\n:::\n"); string(res.HTML) != "<p>:::astuce [x]\ny\n:::</p>\n" || diagList(res) != "" {
		t.Errorf("unknown type, text after a space: %s %s", res.HTML, diagList(res))
	}
	if New(Options{}).Settings() == New(Options{NoMDX1Admonitions: true}).Settings() {
		t.Error("the option is not in the renderings' cache key")
	}
}

// A component the MDX component scope file defines itself, whose whole body is
// one JSX element, is expanded in every document as a document's own
// (doQumentation's `function Accordion(…) { return <details>…</details>; }`
// registered in `export default {...MDXComponents, Accordion}`: 729
// unknown-component warnings); a document's own definition wins; one whose
// body computes stays unknown.
func TestMDXScopeFileComponents(t *testing.T) {
	scopeSrc := "import MDXComponents from '@theme-original/MDXComponents';\nfunction Note({title, children}) {\n  return <details className=\"note\"><summary>{title}</summary>{children}</details>;\n}\nconst Tag = (props) => <span className=\"tag\">{props.children}</span>;\nfunction Busy({x}) { const y = x + 1; return <b>{y}</b>; }\nexport default {...MDXComponents, Note, Tag, Busy};\n"
	scope := esm.ParseScope([]byte(scopeSrc), "src/theme/MDXComponents.js")
	// (Busy's constant is made from its props: evaluated where it is used)
	if len(scope) != 3 || scope[0].Name != "Busy" || scope[0].Template == nil || scope[1].Name != "Note" || scope[1].Template == nil || scope[2].Name != "Tag" {
		t.Fatalf("scope %+v", scope)
	}
	r := New(Options{Scope: scope, ScopeFile: "src/theme/MDXComponents.js"})
	res := r.Render(Input{File: "a.mdx", MDX: true, Source: []byte("<Note title=\"Why?\">\n\nBecause <Tag>new</Tag>.\n\n</Note>\n\n<Busy x={2} />\n")})
	if d := diagList(res); d != "" {
		t.Errorf("diagnostics %s", d)
	}
	if html := string(res.HTML); !strings.Contains(html, `<details class="note"><summary>Why?</summary><p>Because <span class="tag">new</span>.</p>`) || !strings.Contains(html, "<b>3</b>") {
		t.Errorf("html %s", html)
	}
	own := r.Render(Input{File: "b.mdx", MDX: true, Source: []byte("export const Note = ({children}) => <i>{children}</i>;\n\n<Note>x</Note>\n")})
	if html := string(own.HTML); !strings.Contains(html, "<i>x</i>") {
		t.Errorf("own definition: %s", html)
	}
}

// A capitalised name is a component, never an HTML void element, as in JSX:
// `<Col>…</Col>` and `<Img>…</Img>` have children (Docusaurus 2 and 3 alike),
// while `<br>` and `<img …>` still need no closing tag.
func TestComponentNamedLikeAVoidElement(t *testing.T) {
	src := "import Col from '@site/src/components/Col';\nimport Img from '@site/src/components/Img';\n\n<Col>hello</Col>\n\n<Img>\n\n**in** it\n\n</Img>\n\nA<br>b <img src=\"x.png\" alt=\"x\"> c\n"
	for _, mdx1 := range []bool{false, true} {
		res := New(Options{MDX1: mdx1}).Render(Input{File: "f.mdx", Source: []byte(src), MDX: true})
		html := string(res.HTML)
		if len(res.Diagnostics) != 0 || !regexp.MustCompile(`data-component="Col"[^>]*>hello</`).MatchString(html) ||
			!regexp.MustCompile(`data-component="Img"[^>]*>\s*<p><strong>in</strong> it</p>\s*</`).MatchString(html) ||
			!strings.Contains(html, "A<br />b <img src=\"x.png\" alt=\"x\" /> c") {
			t.Errorf("mdx1 %v: %s\n%s", mdx1, diagList(res), html)
		}
	}
}

// In a Docusaurus 2 site (MDX 1), a line indented four spaces after a blank
// line is code even when it starts with a tag, as remark-parse 8 tries indented
// code before JSX (latecomer32's `    <Tabs>` samples); an indented tag inside a
// JSX block (no blank line before it) is still JSX, and MDX 3 has no indented
// code at all.
func TestMDX1IndentedTagIsCode(t *testing.T) {
	src := "Intro.\n\n    <a href=\"x.zip\">Get</a>\n\n    or this\n\n<div>\n  <span>a</span>\n    <b>b</b>\n</div>\n"
	res := New(Options{MDX1: true}).Render(Input{File: "f.md", Source: []byte(src), MDX: true})
	html := string(res.HTML)
	if !strings.Contains(html, "<code><span class=\"line\">&lt;a href=&quot;x.zip&quot;&gt;Get&lt;/a&gt;\n</span><span class=\"line\">\n</span><span class=\"line\">or this\n") ||
		strings.Contains(html, "<a href") || !strings.Contains(html, "<b>b</b>") {
		t.Errorf("MDX 1: %s\n%s", diagList(res), html)
	}
	res = New(Options{}).Render(Input{File: "f.md", Source: []byte(src), MDX: true})
	if html := string(res.HTML); strings.Contains(html, "<code>") || !strings.Contains(html, "<a href=\"x.zip\">Get</a>") {
		t.Errorf("MDX 3: %s\n%s", diagList(res), html)
	}
}

// In a Docusaurus 2 site (MDX 1), a JSX block joins the blocks after it up to
// its closing tags: a line of whole elements then tags left open (`<Row><Cell>
// a </Cell><Cell>`) opens them, their children being the next paragraphs; the
// closing tags that start a later line may be followed by more whole elements
// and open tags (`</Cell><Cell> c </Cell><Cell>`), and the JSX block's next
// lines hold more (crazydan's tables, 8 pages).
func TestMDX1ElementsOpenAcrossParagraphs(t *testing.T) {
	src := "import {Row, Cell, Desc} from '@site/src/components/Row';\n\n" +
		"<Row><Cell> a </Cell><Cell>\n\n**b**\n\n</Cell><Cell> c </Cell><Cell>\n\nd\n\n</Cell></Row>\n\n" +
		"<Row><Cell id=\"x\"> e </Cell>\n<Cell> f </Cell><Cell> g </Cell>\n<Desc>\n\n*h*\n\n</Desc></Row>\n\nAfter.\n"
	res := New(Options{MDX1: true}).Render(Input{File: "f.md", Source: []byte(src), MDX: true})
	html := regexp.MustCompile(` data-island="\d+"`).ReplaceAllString(string(res.HTML), "")
	want := `<div data-component="Row">
<div data-component="Cell"> a </div>
<div data-component="Cell">
<p><strong>b</strong></p>
</div>
<div data-component="Cell"> c </div>
<div data-component="Cell">
<p>d</p>
</div>
</div>
<div data-component="Row">
<div data-component="Cell"> e </div>
<div data-component="Cell"> f </div><div data-component="Cell"> g </div>
<div data-component="Desc">
<p><em>h</em></p>
</div>
</div>
<p>After.</p>
`
	if len(res.Diagnostics) != 0 || html != want {
		t.Errorf("%s\n%s", diagList(res), html)
	}
}

// MDX 3: a line of JSX flow with whole elements (and expressions), then a tag
// whose element stays open: the whole ones are siblings before it, and its
// children come on the next lines (livecodes' `<RunInLiveCodes …>
// </RunInLiveCodes> {' - '} <a` with its attributes over lines).
func TestMDXClosedThenOpenOnALine(t *testing.T) {
	src := "<span></span> <a href=\"https://example.com\">\n  two\n</a>\n\n<div>\n  <b></b> {\n    ' - '\n  } <a\n    href=\"https://example.org\"\n  >\n    <>three</>\n  </a>\n</div>\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	html := string(res.HTML)
	want := "<span></span>\n<a href=\"https://example.com\" target=\"_blank\" rel=\"noopener noreferrer\">\n<p>two</p>\n</a>\n" +
		"<div>\n<b></b> - \n<a href=\"https://example.org\" target=\"_blank\" rel=\"noopener noreferrer\">\nthree\n</a>\n</div>\n"
	if len(res.Diagnostics) != 0 || html != want {
		t.Errorf("%s\n%q", diagList(res), html)
	}
}

// In a Docusaurus 2 site (MDX 1), a paragraph of one line that starts with a
// whole HTML element and goes on with text is a JSX block: its expressions are
// evaluated and its text is JSX text (dogu's `<span>{props.prefix}</span> can
// only be done by…` partials showed the braces); a tag later in a paragraph
// leaves it a paragraph, and a paragraph that goes on to another line too.
func TestMDX1ParagraphStartingWithAnElement(t *testing.T) {
	src := "<span>{\"B\"}</span> tail **x**\n\nlead <span>{\"C\"}</span>\n\n<b>{\"D\"}</b>: x\nnext line\n"
	res := New(Options{MDX1: true}).Render(Input{File: "f.md", Source: []byte(src), MDX: true})
	want := "<span>B</span> tail **x**\n<p>lead <span>{&quot;C&quot;}</span></p>\n<p><b>{&quot;D&quot;}</b>: x\nnext line</p>\n"
	if html := string(res.HTML); html != want {
		t.Errorf("%s\n%q", diagList(res), html)
	}
}

// <DocCard item={…}> (@theme/DocCard, which DocCardList draws each card with)
// with a literal item is that one card, its href resolved and checked; a
// dangerous href drops it, and an item that is not a literal draws nothing
// (flower-integration-guide's four platform cards were lost).
func TestMDXDocCard(t *testing.T) {
	var resolved []string
	src := "import DocCard from '@theme/DocCard';\n\n<DocCard item={{type: 'link', label: 'Android', href: '/docs/category/android', description: 'SDK'}} />\n\n<DocCard item={{type: 'link', label: 'Bad', href: 'javascript:alert(1)'}} />\n\n<DocCard item={someItem} />\n"
	res := renderMDX(Input{File: "docs/intro.mdx", Source: []byte(src), Resolve: func(l LinkRef) string {
		resolved = append(resolved, l.Dest)
		return "/r" + l.Dest
	}})
	want := `<article class="doc-card doc-card--link"><a href="/r/docs/category/android"><h2 class="doc-card__title">Android</h2><p class="doc-card__description">SDK</p></a></article>` + "\n"
	if html := string(res.HTML); html != want {
		t.Errorf("got %q\nwant %q", html, want)
	}
	if got := strings.Join(resolved, " "); got != "/docs/category/android" {
		t.Errorf("resolved %s", got)
	}
	if d := diagList(res); d != "docs/intro.mdx:5:10 unsafe-url; docs/intro.mdx:7:10 mdx-expression" {
		t.Errorf("diagnostics %s", d)
	}
}

// <Mermaid value={`…`} /> (@theme/Mermaid) shows its source as a mermaid
// fence is shown, in a code block; a value that is not a literal shows
// nothing, with a warning (soyio's diagram was lost). A site's own Mermaid
// may name the source chart (grafast's 13 diagrams were lost).
func TestMDXMermaidComponent(t *testing.T) {
	src := "import Mermaid from '@theme/Mermaid';\n\n<Mermaid value={`graph TD\n  A --> B`} />\n\n<Mermaid value={chart} />\n\n<Mermaid chart={`graph TD\n  C --> D`} />\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	html := string(res.HTML)
	if !strings.Contains(html, `<div class="code-block" data-language="mermaid">`) || !strings.Contains(html, "A --&gt; B") || !strings.Contains(html, "C --&gt; D") || strings.Count(html, "code-block\"") != 2 {
		t.Errorf("%s", html)
	}
	if d := diagList(res); d != "f.mdx:6:10 mdx-expression" {
		t.Errorf("diagnostics %s", d)
	}
}

// A code fence indented with tabs, in MDX 3 (no indented code): its lines lose
// the fence's indentation, a tab for a tab, as MDX 3 takes it off, and tabs past
// it are the code's own; three tabs before the fence still open a code block
// (capmonstercloud-docs' API samples in <TabItem>s were text and a dropped
// expression, or kept stray spaces). Positions after the block are the file's.
func TestMDXTabIndentedFences(t *testing.T) {
	r := New(Options{})
	for _, tabs := range []string{"\t", "\t\t", "\t\t\t"} {
		src := "<div>\n" + tabs + "```json\n" + tabs + "{\n" + tabs + "\t\"a\": 0\n" + tabs + "}\n" + tabs + "```\n</div>\n\nAfter {nope}.\n"
		res := r.Render(Input{File: "a.mdx", MDX: true, Source: []byte(src)})
		html := string(res.HTML)
		if !strings.Contains(html, `<code><span class="line"><span class="p">{</span>`) || !strings.Contains(html, "<span class=\"line\">\t<span class=\"nt\">&quot;a&quot;") {
			t.Errorf("%d tabs: %s", len(tabs), html)
		}
		if d := diagList(res); d != "a.mdx:9:7 mdx-expression" {
			t.Errorf("%d tabs: diagnostics %s", len(tabs), d)
		}
	}
}

// A tab-indented fence inside a list item stays in the item, a tab counted to
// the next multiple of 4 columns as CommonMark counts it (port's docs: `\t- b`
// then a <details> holding `\t\t```json`: the fence left the list, the
// <details> was never closed, and the whole site stopped with an error).
func TestMDXTabIndentedFenceInListItem(t *testing.T) {
	r := New(Options{})
	for _, c := range []struct {
		src, want string
		lists     int
	}{
		{"- a\n\n\t```js\n\tx\n\t```\n\n- b\n", "<ul>\n<li>\n<p>a</p>\n<div class=\"code-block\" data-language=\"js\">", 1},
		{"- a\n\n\t- b\n\n\t\t<details>\n\n\t\t```json\n\t\t{}\n\t\t```\n\n\t\t</details>\n\nAfter.\n", "<li>\n<p>b</p>\n<details>\n<div class=\"code-block\" data-language=\"json\">", 2},
	} {
		res := r.Render(Input{File: "a.mdx", MDX: true, Source: []byte(c.src)})
		if d := diagList(res); d != "" {
			t.Errorf("%q: diagnostics %s", c.src, d)
		}
		if html := string(res.HTML); !strings.Contains(html, c.want) || strings.Count(html, "<ul>") != c.lists {
			t.Errorf("%q: html %s", c.src, html)
		}
	}
}

// An export inside a JSX block element holds its lines up to a blank line, as
// MDX reads the statement: a closing tag in its JavaScript (`  </div>` of the
// component it defines) does not close the element around it (veecode's
// platform pages stopped with an mdx-syntax error).
func TestMDXExportInsideBlockElement(t *testing.T) {
	r := New(Options{})
	src := "<div className=\"wrapper\">\n\nexport const Card = ({title}) => (\n  <div className=\"card\">\n    <b>{title}</b>\n  </div>\n);\n\n<Card title=\"One\" />\n\n</div>\n\nAfter.\n"
	res := r.Render(Input{File: "a.mdx", MDX: true, Source: []byte(src)})
	if d := diagList(res); d != "" {
		t.Errorf("diagnostics %s", d)
	}
	html := string(res.HTML)
	if !strings.Contains(html, `<div class="wrapper">`) || !strings.Contains(html, `<b>One</b>`) || strings.Contains(html, "export") || !strings.Contains(html, "</div>\n<p>After.</p>") {
		t.Errorf("html %s", html)
	}
}

// In MDX 1 (Docusaurus 2) a reference of HTML's legacy names without its
// semicolon is the character, as remark-parse 8 decodes it (getlago's API
// tables: "&nbsp &nbsp" on 57 pages); MDX 3 and CommonMark need the semicolon.
func TestMDX1LegacyEntities(t *testing.T) {
	src := "Size &nbsp &nbsp 10 &copy2024 &amp done &notit &nbsp; &foo `&nbsp`.\n"
	for mdx1, want := range map[bool]string{
		true:  "<p>Size \u00a0 \u00a0 10 ©2024 &amp; done ¬it \u00a0 &amp;foo <code>&amp;nbsp</code>.</p>",
		false: "<p>Size &amp;nbsp &amp;nbsp 10 &amp;copy2024 &amp;amp done &amp;notit \u00a0 &amp;foo <code>&amp;nbsp</code>.</p>",
	} {
		res := New(Options{MDX1: mdx1}).Render(Input{File: "f.md", MDX: true, Source: []byte(src)})
		if html := strings.TrimSpace(string(res.HTML)); html != want {
			t.Errorf("mdx1 %v:\n got %q\nwant %q", mdx1, html, want)
		}
	}
}

// In MDX 1 (Docusaurus 2) a backslash escapes only the characters of
// remark-parse 8's gfm list (\ ` * { } [ ] ( ) # + - . ! _ > ~ |); before any
// other punctuation it is text, and the character is read as without it: a
// reference after it is decoded, a tag after it is a tag, `<` that starts none
// is text with no warning (apache/linkis: `${hdfs.root.path}\${user}` lost its
// backslash in 271 files); with remark-math `\$` is a dollar. MDX 3 and
// CommonMark escape every ASCII punctuation character. Checked with
// @mdx-js/mdx 1.6.
func TestMDX1BackslashBeforeOtherPunctuation(t *testing.T) {
	src := "Path: /tmp/\\$USER a\\:b a\\&amp; a\\\\:b `c\\:d` [l\\:m](/x) \\*e\\* \\_f\\_ g\\>\n\n" +
		"The \\<hive.version\\> tag, x \\<= y, \\<b>bold\\</b>.\n"
	for _, c := range []struct {
		mdx1, math bool
		want       string
	}{
		{true, false, "<p>Path: /tmp/\\$USER a\\:b a\\&amp; a\\:b <code>c\\:d</code> <a href=\"/x\">l\\:m</a> *e* _f_ g&gt;</p>\n" +
			"<p>The \\&lt;hive.version&gt; tag, x \\&lt;= y, \\<b>bold\\</b>.</p>\n"},
		{true, true, "<p>Path: /tmp/$USER a\\:b a\\&amp; a\\:b <code>c\\:d</code> <a href=\"/x\">l\\:m</a> *e* _f_ g&gt;</p>\n" +
			"<p>The \\&lt;hive.version&gt; tag, x \\&lt;= y, \\<b>bold\\</b>.</p>\n"},
		{false, false, "<p>Path: /tmp/$USER a:b a&amp;amp; a\\:b <code>c\\:d</code> <a href=\"/x\">l:m</a> *e* _f_ g&gt;</p>\n" +
			"<p>The &lt;hive.version&gt; tag, x &lt;= y, &lt;b&gt;bold&lt;/b&gt;.</p>\n"},
	} {
		res := New(Options{MDX1: c.mdx1, Math: c.math}).Render(Input{File: "f.md", MDX: true, Source: []byte(src)})
		if got := string(res.HTML); got != c.want || len(res.Diagnostics) > 0 {
			t.Errorf("mdx1 %v, math %v:\n got %q %v\nwant %q", c.mdx1, c.math, got, diagList(res), c.want)
		}
	}
}

// A <CodeBlock>'s code is read as a fence's lines: magic comments are removed
// and mark lines, or, with a range in its metastring, the range marks lines
// of the code as written (Docusaurus's CodeBlock parses every string child
// so; django-openapi's examples, fed from raw-loader imports, showed their
// `# highlight-next-line` comments).
func TestMDXCodeBlockMagicComments(t *testing.T) {
	src := "import CodeBlock from '@theme/CodeBlock';\n\n<CodeBlock language=\"python\">{`a = 1\n# highlight-next-line\nb = 2\nc = 3`}</CodeBlock>\n\n<CodeBlock language=\"python\" metastring=\"{1}\">{`x = 1\n# highlight-next-line\ny = 2`}</CodeBlock>\n"
	res := New(Options{}).Render(Input{File: "a.mdx", MDX: true, Source: []byte(src)})
	html := string(res.HTML)
	if strings.Count(html, "highlight-next-line") != 1 || strings.Count(html, `class="line hl"`) != 2 || !strings.Contains(html, `<span class="line hl"><span class="n">b</span>`) || !strings.Contains(html, `<span class="line hl"><span class="n">x</span>`) {
		t.Errorf("html %s", html)
	}
	if d := diagList(res); d != "" {
		t.Errorf("diagnostics %s", d)
	}
}

// In Docusaurus 3, text after a name that is no admonition type makes no
// directive (remark-directive takes only [label] and {attributes} after the
// name): the line is a paragraph and nothing after it is wrapped (obol-docs'
// one-line `:::For …. :::` took the rest of its page into a <div>). A known
// type keeps its title, and an unknown type alone or with a [label] is still a
// plain <div>.
func TestUnknownDirectiveNameWithText(t *testing.T) {
	r := New(Options{})
	res := r.Render(Input{File: "a.md", MDX: true, Source: []byte(":::For testers, use staging. :::\n\n## Later\n\nText.\n\n:::note Title\nIn.\n:::\n\n:::astuce[Tip]\nIn.\n:::\n")})
	html := string(res.HTML)
	for _, want := range []string{"<p>:::For testers, use staging. :::</p>\n<h2", `<div class="admonition-heading">Title</div>`, "<div>\n<p>Tip</p>\n<p>In.</p>\n</div>"} {
		if !strings.Contains(html, want) {
			t.Errorf("no %q in %s", want, html)
		}
	}
	if d := diagList(res); d != "a.md:11:4 unknown-admonition" {
		t.Errorf("diagnostics %s", d)
	}
}

// React's Fragment, imported from react (by name or as React.Fragment), renders
// its children without a warning, in the document and in a component the
// document defines (OmniTrustILM's tables: 42 false warnings).
func TestMDXReactFragment(t *testing.T) {
	src := "import {Fragment} from \"react\";\nimport React from 'react';\n\n# Intro\n\n<Fragment>Inside a fragment.</Fragment>\n\n<React.Fragment>Twice.</React.Fragment>\n\nexport const Box = () => (\n  <Fragment><b>Boxed</b></Fragment>\n);\n\n<Box />\n\n<Other>kept</Other>\n"
	res := New(Options{}).Render(Input{File: "a.mdx", MDX: true, Source: []byte(src)})
	html := string(res.HTML)
	for _, want := range []string{"Inside a fragment.", "Twice.", "<b>Boxed</b>", "kept"} {
		if !strings.Contains(html, want) {
			t.Errorf("no %q in %s", want, html)
		}
	}
	if d := diagList(res); d != "a.mdx:16:1 unknown-component" {
		t.Errorf("diagnostics %s", d)
	}
}

// MDX 1 hands a tag to Babel, which takes JavaScript comments between its
// attributes (gobeyondidentity's `<LiteYouTubeEmbed` then `// cSpell:ignore …`
// on its own line printed the whole tag as text); MDX 3 rejects them. A `//`
// in an attribute value, an autolink or code stays as written.
func TestMDX1CommentsInATag(t *testing.T) {
	src := "<div className=\"v\">\n  <img\n    // a comment\n    src=\"https://example.com/x.png\"\n  />\n</div>\n\n<span /* block */ title=\"y\">after</span>\n\nSee <https://example.com/a//b> and `<b // c>`.\n"
	res := New(Options{MDX1: true}).Render(Input{File: "a.md", Source: []byte(src), MDX: true})
	html := string(res.HTML)
	for _, want := range []string{`<img src="https://example.com/x.png" />`, `<span title="y">after</span>`, `href="https://example.com/a//b"`, "<code>&lt;b // c&gt;</code>"} {
		if !strings.Contains(html, want) {
			t.Errorf("no %s in\n%s", want, html)
		}
	}
	if d := diagList(res); d != "" {
		t.Errorf("diagnostics %s", d)
	}
	if d := diagList(New(Options{}).Render(Input{File: "a.mdx", Source: []byte(src), MDX: true})); !strings.Contains(d, "mdx-syntax") {
		t.Errorf("MDX 3 rejects a comment in a tag: %q", d)
	}
}

// A <Tabs values> entry without a value (an entry commented out inside the
// list, which JavaScript reads as {}) has no tab: in a Docusaurus site, where
// React renders it, with the props check's warning only (sgroups' one such
// entry stopped the whole site); elsewhere an error, as before.
func TestMDXTabsValuesEntryWithoutAValue(t *testing.T) {
	src := "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs defaultValue=\"a\" values={[ { label: \"A\", value: \"a\" }, {/* { label: \"B\", value: \"b\" } */} ]}>\n<TabItem value=\"a\">Alpha</TabItem>\n</Tabs>\n"
	res := New(Options{ReactLive: true}).Render(Input{File: "a.mdx", Source: []byte(src), MDX: true})
	if d := diagList(res); d != "a.mdx:4:1 component-props" || res.Diagnostics[0].Severity != diag.Warning || !strings.Contains(string(res.HTML), `data-value="a">A</button>`) || strings.Count(string(res.HTML), `role="tab"`) != 1 {
		t.Errorf("Docusaurus site: %s %v\n%s", d, res.Diagnostics, res.HTML)
	}
	if res := renderMDX(Input{File: "a.mdx", Source: []byte(src)}); !strings.Contains(diagList(res), "component-props") || res.Diagnostics[0].Severity != diag.Error {
		t.Errorf("site.yaml site: %v", res.Diagnostics)
	}
}

// A template literal tagged with ts-dedent's or dedent's function is its text
// without the lines' common indentation and the first and last line breaks,
// as ts-dedent makes it (in-cloud-docs' <CodeBlock>{dedent`…`}</CodeBlock>:
// 1,208 code blocks rendered nothing); a tag of another function stays an
// expression contentc does not evaluate.
func TestMDXDedentTemplate(t *testing.T) {
	src := "import CodeBlock from '@theme/CodeBlock';\nimport dedent from 'ts-dedent';\nimport other from 'other';\nexport const dir = '/var/run';\n\n<CodeBlock language=\"bash\">\n  {dedent`\n    mkdir -p ${dir}/app\n      cd ${dir}\n  `}\n</CodeBlock>\n\n<CodeBlock language=\"bash\">{other`x`}</CodeBlock>\n"
	res := renderMDX(Input{File: "a.mdx", Source: []byte(src)})
	if h := string(res.HTML); !strings.Contains(h, "<span class=\"line\">mkdir -p /var/run/app\n</span><span class=\"line\">  <span class=\"nb\">cd</span> /var/run\n</span>") {
		t.Errorf("html:\n%s", h)
	}
	if d := diagList(res); d != "a.mdx:13:28 mdx-expression" {
		t.Errorf("diagnostics %s", d)
	}
	for in, want := range map[string]string{"\n  a\n    b\n  ": "a\n  b", "a\n  b\n  c": "a\nb\nc", "\n\tx\n\n\ty\n": "x\n\ny"} {
		if got := mdxast.Dedent(in); got != want {
			t.Errorf("Dedent(%q) = %q, want %q", in, got, want)
		}
	}
}

// An expression whose value is one JSX element among text renders the element
// in place, as MDX 3 does (revyos-docs' `| Lichee Pi 4A | {<DownloadLink … />} |`
// rendered nothing); an element that does not close inside the braces, or
// one in a code span, stays as it was.
func TestMDXInlineJSXExpression(t *testing.T) {
	src := "Inline: {<b>bold</b>} end.\n\n| a | b |\n|---|---|\n| x | {<kbd>K</kbd>} |\n\nCode: `{<i>y</i>}`.\n"
	res := renderMDX(Input{File: "a.mdx", Source: []byte(src)})
	h := string(res.HTML)
	for _, want := range []string{"<p>Inline:  <b>bold</b>  end.</p>", "<td><kbd>K</kbd></td>", "<code>{&lt;i&gt;y&lt;/i&gt;}</code>"} {
		if !strings.Contains(h, want) {
			t.Errorf("no %s in\n%s", want, h)
		}
	}
	// an unclosed element in braces is no JavaScript: an error, as in MDX
	res = renderMDX(Input{File: "a.mdx", Source: []byte("Open: {<b>x} here.\n")})
	if got := diagList(res); got != "a.mdx:1:7 mdx-syntax" || strings.Contains(string(res.HTML), "<b>x") {
		t.Errorf("diagnostics %s, html %s", got, res.HTML)
	}
}

// Docusaurus 2 reads Markdown as remark-parse 8 does outside its commonmark
// mode (checked with @mdx-js/mdx 1.6): a backslash at the end of a line is
// text and the line break a soft one (cnrancher's docs-rancher2), `1)` starts
// no list (VAempire's docs), and one tilde strikes nothing through; MDX 3
// reads each as CommonMark and GFM do.
func TestMDX1Dialect(t *testing.T) {
	src := "line one\\\nline two  \nline three\n\n1) first\n2) second\n\n- a\n\n1. b\n\nThis is ~single~ and ~~double~~.\n"
	mdx1 := string(New(Options{MDX1: true}).Render(Input{File: "f.md", Source: []byte(src), MDX: true}).HTML)
	want1 := "<p>line one\\\nline two<br>\nline three</p>\n<p>1) first\n2) second</p>\n<ul>\n<li>a</li>\n</ul>\n<ol>\n<li>b</li>\n</ol>\n<p>This is ~single~ and <del>double</del>.</p>\n"
	if mdx1 != want1 {
		t.Errorf("MDX 1:\n%q\nwant\n%q", mdx1, want1)
	}
	mdx3 := string(New(Options{}).Render(Input{File: "f.md", Source: []byte(src), MDX: true}).HTML)
	want3 := "<p>line one<br>\nline two<br>\nline three</p>\n<ol>\n<li>first</li>\n<li>second</li>\n</ol>\n<ul>\n<li>a</li>\n</ul>\n<ol>\n<li>b</li>\n</ol>\n<p>This is <del>single</del> and <del>double</del>.</p>\n"
	if mdx3 != want3 {
		t.Errorf("MDX 3:\n%q\nwant\n%q", mdx3, want3)
	}
}

// In Docusaurus 3 only a [label] and {attributes} may follow an admonition's
// name on its opening line, as remark-directive reads it: text after the label
// (fluentis' `:::tip[Nota]<!-- Nota -->`) makes the lines a paragraph, checked
// with @mdx-js/mdx 3 and remark-directive. Docusaurus 2 keeps its own reading.
func TestAdmonitionTextAfterTheLabel(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{":::tip[Nota]<!-- Nota -->\nBody.\n:::\n", "<p>:::tip[Nota]\nBody.\n:::</p>\n"},
		{":::note[Nota]<!-- :::note[Nota] -->\nBody.\n:::\n", "<p>:::note[Nota]\nBody.\n:::</p>\n"},
		{":::note[Nota] trailing\nBody.\n:::\n", "<p>:::note[Nota] trailing\nBody.\n:::</p>\n"},
		{":::note[A [nested] \\] label]{#x}  \nBody.\n:::\n", `<div class="admonition-heading">A [nested] ] label</div>`},
		{":::tip[Nota]\nBody.\n:::\n", `<div class="admonition-heading">Nota</div>`},
	} {
		res := New(Options{}).Render(Input{File: "f.md", MDX: true, Source: []byte(c.src)})
		if html := string(res.HTML); !strings.Contains(html, c.want) {
			t.Errorf("%q:\n%s\nwant %s", c.src, html, c.want)
		}
	}
}

// A component the document defines may place its children more than once, as
// React puts the same children at each {children}: as an attribute's value
// (renproject's `({children}) => <a href={children}>{children}</a>`, which
// linked to "children" and showed a private character), and twice in its
// content; the first place in the content gets the children's markup, the
// others their text. One place is unchanged.
func TestMDXTemplateChildrenTwice(t *testing.T) {
	src := "export const Ext = ({children}) => <a href={children}>{children}</a>;\n" +
		"export const Twice = (props) => <span title={props.children}><b>{props.children}</b> and <i>{props.children}</i></span>;\n" +
		"export const Once = ({children}) => <em>{children}</em>;\n\n" +
		"<Ext>https://example.org/a</Ext>\n\n<Twice>a **word**</Twice>\n\n<Once>one *more*</Once>\n"
	res := renderMDX(Input{File: "docs/p.mdx", Source: []byte(src)})
	if d := diagList(res); d != "" {
		t.Errorf("diagnostics %s", d)
	}
	html := string(res.HTML)
	for _, want := range []string{
		`<a href="https://example.org/a"`,
		`<span title="a word"><b>a <strong>word</strong></b> and <i>a word</i></span>`,
		`<em>one <em>more</em></em>`,
	} {
		if !strings.Contains(html, want) {
			t.Errorf("no %s in\n%s", want, html)
		}
	}
	if strings.Contains(html, mdxast.ChildrenMarker) {
		t.Errorf("a children marker is left in\n%s", html)
	}
}

// A prop given as one JSX element or fragment to a component the document
// defines renders where the component names it, `{author}` or `{props.by}`, as
// React renders the element (pact's testimonials: the author's link was lost,
// its text shown): through the HTML policy (warnings at their place in the
// prop), its expressions evaluated with the names of the place it is written,
// a site component in it an island, passed on to another such component; an
// attribute that names it gets its text, and a component's own prop of the
// same name is its own.
func TestMDXTemplateJSXProp(t *testing.T) {
	src := "import Box from '@site/src/Box';\n\nexport const who0 = 'Ann';\n" +
		"export const Testimonial = ({quote, author}) => (\n  <div className=\"content\">\n    <p>{quote}</p>\n    <p><em>{author}</em></p>\n  </div>\n);\n" +
		"export const Quote = (props) => <blockquote title={props.by}><cite>{props.by}</cite></blockquote>;\n" +
		"export const Inner = ({name}) => <span>{name}</span>;\n" +
		"export const Outer = ({who, name}) => <div>{name}<Inner name={who} /><Inner name=\"plain\" /></div>;\n\n" +
		"<Testimonial quote=\"Great\" author={<>Jane &amp; co, <a href=\"https://example.org/\">Example</a></>} />\n\n" +
		"<Testimonial quote=\"Also\" author={(\n  <strong>Bob</strong>\n)} />\n\n" +
		"<Quote by={<b>{who0}</b>} />\n\n" +
		"<Outer who={<i>Zed</i>} name={<u>N</u>} />\n\n" +
		"<Testimonial quote=\"Bad\" author={<a href=\"javascript:alert(1)\" onClick={x}>x</a>} />\n\n" +
		"<Testimonial quote=\"Island\" author={<Box title=\"t\">in box</Box>} />\n"
	res := New(Options{}).Render(Input{File: "docs/p.mdx", MDX: true, Source: []byte(src), ComponentFile: func(rel string) bool { return rel == "src/Box.jsx" }})
	if d := diagList(res); d != "docs/p.mdx:24:37 unsafe-url; docs/p.mdx:24:64 unsafe-html" {
		t.Errorf("diagnostics %s", d)
	}
	html := string(res.HTML)
	for _, want := range []string{
		`<p><em>Jane &amp; co, <a href="https://example.org/" target="_blank" rel="noopener noreferrer">Example</a></em></p>`,
		`<p><em><strong>Bob</strong></em></p>`,
		`<blockquote title="Ann"><cite><b>Ann</b></cite></blockquote>`,
		`<div><u>N</u><span><i>Zed</i></span><span>plain</span></div>`,
		`<p>Bad</p><p><em><a>x</a></em></p>`,
		`<p><em><div data-component="Box" data-island="0">in box</div></em></p>`,
	} {
		if !strings.Contains(html, want) {
			t.Errorf("no %s in\n%s", want, html)
		}
	}
	if c := componentsJSONForTest(res.Components); !strings.Contains(c, `"component":"Box","props":{"title":"t"}`) || !strings.Contains(c, `"island":0`) {
		t.Errorf("components %s", c)
	}
}

// An image's decoding hint (`decoding="async"`, tiennhm's pages: 14
// unsafe-html warnings) is kept, as its loading hint is, in MDX and in
// CommonMark's raw HTML alike.
func TestImageDecodingAttribute(t *testing.T) {
	for _, mdx := range []bool{true, false} {
		res := New(Options{}).Render(Input{File: "f.md", MDX: mdx, Source: []byte("<img src=\"/x.png\" alt=\"X\" decoding=\"async\" loading=\"lazy\" />\n")})
		if d := diagList(res); d != "" || !strings.Contains(string(res.HTML), `decoding="async"`) {
			t.Errorf("mdx %v: %s %s", mdx, d, res.HTML)
		}
	}
}

// <font color> is drawn as browsers draw it (Docusaurus renders it as written):
// its color, size and face stay, nothing else does, in MDX and in raw HTML.
func TestFontElement(t *testing.T) {
	src := `Words in <font color="red" size="2" face="serif" onclick="x()">red</font>.`
	for _, mdx := range []bool{true, false} {
		res := New(Options{}).Render(Input{File: "f.md", Source: []byte(src), MDX: mdx})
		html := string(res.HTML)
		for _, want := range []string{"Words in <font ", ` color="red"`, ` size="2"`, ` face="serif"`, ">red</font>."} {
			if !strings.Contains(html, want) || strings.Contains(html, "onclick") {
				t.Errorf("MDX %v: %s\nwant %s and no onclick", mdx, html, want)
			}
		}
		for _, d := range res.Diagnostics {
			if !strings.Contains(d.Message, "onclick") {
				t.Errorf("MDX %v: unexpected %s", mdx, d)
			}
		}
	}
}

// A <pre>'s JSX children on lines of their own are rendered with no line
// breaks between them, as React renders them (docusaurus.io's "MDX is
// whitespace insensitive" example); elsewhere flow content keeps its breaks.
func TestMDXPreChildrenKeepNoBreaks(t *testing.T) {
	src := "<pre>\n  <b>{'Input: '}</b>\n  {'1 2 3 4\\n'}\n  <b>{'Output: '}</b>\n  {'\"366300745\"\\n'}\n</pre>\n\n<div>\n  <b>{'A'}</b>\n  {'B'}\n</div>\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	if d := diagList(res); d != "" {
		t.Errorf("diagnostics: %s", d)
	}
	want := "<pre><b>Input: </b>1 2 3 4\n<b>Output: </b>&quot;366300745&quot;\n</pre>\n<div>\n<b>A</b>\nB\n</div>\n"
	if html := string(res.HTML); html != want {
		t.Errorf("html:\n%q\nwant\n%q", html, want)
	}
}

// A site component passed to another as a prop (`component={Demo}`, as
// reanimated's docs pass their examples) is a reference the island runtime
// loads, not its name as text; an imported value that is not a component file
// stays source text, with the warning.
func TestMDXComponentAsProp(t *testing.T) {
	exists := func(rel string) bool { return rel == "src/Example.jsx" || rel == "src/Demo.jsx" }
	src := "import Example from '@site/src/Example';\nimport Demo from '@site/src/Demo';\nimport data from '@site/src/data.json';\n\n<Example component={Demo} title=\"A\" />\n\n<Example component={data} />\n"
	res := New(Options{}).Render(Input{File: "docs/p.mdx", MDX: true, Source: []byte(src), ComponentFile: exists})
	if d := diagList(res); d != "docs/p.mdx:7:10 mdx-expression" {
		t.Errorf("diagnostics %s", d)
	}
	c := componentsJSONForTest(res.Components)
	if !strings.Contains(c, `"props":{"component":{"$component":{"export":"default","module":"src/Demo.jsx","name":"Demo"}},"title":"A"}`) || !strings.Contains(c, `"props":{"component":"data"}`) {
		t.Errorf("components %s", c)
	}
}

// A prop written as one JSX element of an imported component (gesture
// handler's `component={<FlingExample />}`, cypress's `icon={<Icon name="x" />}`)
// or an HTML element (reselect's `text={<b>Selector Function</b>}`) is that
// element: its type the component's reference or {"$html": name}, its props
// read as the island's are, its children text or a list of text and elements.
// JSX the web cannot make (a prop of the element that is not a literal) still
// gives the island its text, with the warning.
func TestMDXElementAsProp(t *testing.T) {
	exists := func(rel string) bool { return rel == "src/Example.jsx" || rel == "src/Demo.jsx" }
	src := "import Example from '@site/src/Example';\nimport Demo from '@site/src/Demo';\nimport { Zap } from 'lucide-react';\nimport logo from '@site/static/img/logo.png';\n\n" +
		"<Example component={<Demo size={2} img={logo} key=\"k\" />} title=\"A\" />\n\n" +
		"<Example component={(\n  <Demo label=\"x\">Press   me</Demo>\n)} icon={<Zap size={16} />} />\n\n" +
		"<Example component={<b>Bold</b>} />\n\n" +
		"<Example component={<Demo><b>x</b></Demo>} />\n\n" +
		"<Example component={<Demo size={later()} />} />\n"
	res := New(Options{}).Render(Input{File: "docs/p.mdx", MDX: true, Source: []byte(src), ComponentFile: exists, Resolve: func(l LinkRef) string { return "/r/" + l.Dest }})
	if d := diagList(res); d != "docs/p.mdx:16:10 mdx-expression" {
		t.Errorf("diagnostics %s", d)
	}
	demo := `{"$component":{"export":"default","module":"src/Demo.jsx","name":"Demo"}}`
	c := componentsJSONForTest(res.Components)
	for _, want := range []string{
		`"props":{"component":{"$element":{"props":{"img":"/r/@site/static/img/logo.png","size":2},"type":` + demo + `}},"title":"A"}`,
		`"props":{"component":{"$element":{"children":"Press   me","props":{"label":"x"},"type":` + demo + `}},"icon":{"$element":{"props":{"size":16},"type":{"$component":{"export":"Zap","name":"Zap","package":"lucide-react"}}}}}`,
		`"props":{"component":{"$element":{"children":"Bold","props":{},"type":{"$html":"b"}}}}`,
		`"props":{"component":{"$element":{"children":[{"$element":{"children":"x","props":{},"type":{"$html":"b"}}}],"props":{},"type":` + demo + `}}}`,
		`"props":{"component":""}`,
	} {
		if !strings.Contains(c, want) {
			t.Errorf("components %s\nwant %s", c, want)
		}
	}
}

// An imported component inside a prop's list or object (mlflow's
// `features={[{ icon: Zap, title: "Fast" }]}`, 62 elements on 44 pages) is a
// reference where it stands, the rest of the literal JSON as before (it was
// all source text); a package's export is one too (mlflow's `icon={BookOpen}`
// of lucide-react, 278 cards), with the package for its module. A site
// module's data stays data; a namespace import of a package and Docusaurus's
// own modules are no component references (source text, with the warning).
func TestMDXComponentsInsideProps(t *testing.T) {
	exists := func(rel string) bool {
		return rel == "src/Features.jsx" || rel == "src/Star.jsx" || rel == "src/constants.js"
	}
	module := func(rel string) (map[string]any, bool) {
		switch rel {
		case "src/Star.jsx":
			return map[string]any{"default": nil}, true // a function, as a module's evaluation gives it
		case "src/constants.js":
			return map[string]any{"speed": "fast"}, true
		}
		return nil, false
	}
	src := "import Features from '@site/src/Features';\nimport Star from '@site/src/Star';\nimport { speed } from '@site/src/constants';\n" +
		"import { Zap, BookOpen } from 'lucide-react';\nimport * as Icons from 'lucide-react';\nimport Link from '@docusaurus/Link';\n\n" +
		"<Features features={[{ icon: Zap, title: \"Fast\" }, { icon: Star, title: speed }, { title: \"Plain\" }]} />\n\n" +
		"<Features card={{ icon: Star, more: { icon: BookOpen, list: [Zap] } }} />\n\n" +
		"<Features icon={BookOpen} star={Star} />\n\n" +
		"<Features icon={Icons} as={Link} />\n"
	res := New(Options{}).Render(Input{File: "docs/p.mdx", MDX: true, Source: []byte(src), ComponentFile: exists, Module: module})
	if d := diagList(res); d != "docs/p.mdx:14:11 mdx-expression; docs/p.mdx:14:24 mdx-expression" {
		t.Errorf("diagnostics %s", d)
	}
	star := `{"$component":{"export":"default","module":"src/Star.jsx","name":"Star"}}`
	zap := `{"$component":{"export":"Zap","name":"Zap","package":"lucide-react"}}`
	book := `{"$component":{"export":"BookOpen","name":"BookOpen","package":"lucide-react"}}`
	c := componentsJSONForTest(res.Components)
	for _, want := range []string{
		`"props":{"features":[{"icon":` + zap + `,"title":"Fast"},{"icon":` + star + `,"title":"fast"},{"title":"Plain"}]}`,
		`"props":{"card":{"icon":` + star + `,"more":{"icon":` + book + `,"list":[` + zap + `]}}}`,
		`"props":{"icon":` + book + `,"star":` + star + `}`,
		`"props":{"as":"Link","icon":"Icons"}`,
	} {
		if !strings.Contains(c, want) {
			t.Errorf("components %s\nwant %s", c, want)
		}
	}
}

// A component the file defines, and its MDX layout (export default), may use the
// file's imports: an imported site component in their JSX is an island, listed
// in the page's components, as MDX resolves it (ionic's usage partials' layout
// gave a false "not imported" warning and rendered without its component).
func TestMDXTemplatesUseTheFilesImports(t *testing.T) {
	exists := func(rel string) bool { return rel == "src/Box.jsx" }
	for name, src := range map[string]string{
		"template": "import Box from '@site/src/Box';\n\nexport const Card = ({children, title}) => <Box title={title}>{children}</Box>;\n\n<Card title=\"T\">Inside the card.</Card>\n\nText <Card title=\"T\">inline</Card>.\n",
		"layout":   "import Box from '@site/src/Box';\n\nexport default function Wrapper({ children }) {\n  return (\n    <Box title=\"T\">\n      {children}\n    </Box>\n  );\n}\n\nInside the card.\n\nText <strong>inline</strong>.\n",
	} {
		res := New(Options{}).Render(Input{File: "docs/p.mdx", MDX: true, Source: []byte(src), ComponentFile: exists})
		if d := diagList(res); d != "" {
			t.Errorf("%s: diagnostics %s", name, d)
		}
		html := string(res.HTML)
		if !strings.Contains(html, `data-component="Box" data-island="0">`) || !strings.Contains(html, "Inside the card.") || !strings.Contains(html, "inline</") {
			t.Errorf("%s: html %s", name, html)
		}
		c := componentsJSONForTest(res.Components)
		if !strings.Contains(c, `"component":"Box","props":{"title":"T"}`) || !strings.Contains(c, `"module":"src/Box.jsx"`) || !strings.Contains(c, `"island":0`) {
			t.Errorf("%s: components %s", name, c)
		}
		if name == "template" && (!strings.Contains(html, `<span data-component="Box" data-island="1">inline</span>`) || !strings.Contains(c, `"island":1`)) {
			t.Errorf("inline template: %s\n%s", html, c)
		}
	}
	// one without children, in a paragraph: a <span> island too
	res := New(Options{}).Render(Input{File: "docs/p.mdx", MDX: true, ComponentFile: exists,
		Source: []byte("import Box from '@site/src/Box';\n\nexport const Dot = () => <Box title=\"d\" />;\n\nA <Dot /> here.\n")})
	if html := string(res.HTML); !strings.Contains(html, `<p>A <span data-component="Box" data-island="0"></span> here.</p>`) {
		t.Errorf("childless inline template: %s", html)
	}
}

// A <TOCInline toc={…}> lists exactly the entries its toc gives, as
// Docusaurus's TOCInline does: the expression evaluated with toc the page's
// headings as Docusaurus's toc export has them, a flat list of {value, id,
// level} (docusaurus.io's TOC page filters it; mlflow's model page slices it
// between two findIndex over lines, then keeps levels 3 and 4), an entry
// nested only under a listed one of a lower level, as Docusaurus's treeifyTOC
// nests them (an h3 listed without its h2 is a root); an entry that is none
// of the page's headings shows its value as HTML, through the HTML policy. What it cannot evaluate lists the whole table of contents, with a
// warning at the prop that says so.
func TestMDXTOCInlineComputedToc(t *testing.T) {
	const headings = "\n\n## A\n\n### A1\n\n## `B` code\n\n### B1\n\n#### B2\n\n## C\n"
	for _, c := range []struct{ toc, want, diags string }{
		{`toc.filter((node) => node.level === 2)`, `<li><a href="#a">A</a></li><li><a href="#b-code"><code>B</code> code</a></li><li><a href="#c">C</a></li>`, ""},
		{`toc.filter(n => n.level === 2 && n.id !== "a")`, `<li><a href="#b-code"><code>B</code> code</a></li><li><a href="#c">C</a></li>`, ""},
		{`toc.filter((n) => n.value === "<code>B</code> code" || n.value === "A1")`, `<li><a href="#a1">A1</a></li><li><a href="#b-code"><code>B</code> code</a></li>`, ""},
		{`toc.slice(1, toc.findIndex((l) => l.id === "c"))`, `<li><a href="#a1">A1</a></li><li><a href="#b-code"><code>B</code> code</a></li><li class="toc-inline-sub"><a href="#b1">B1</a></li>`, ""},
		{"toc.slice(\n    toc.findIndex((l) => l.id === \"b-code\") + 1,\n    toc.findIndex((l) => l.id === \"c\")\n  )} minHeadingLevel={3} maxHeadingLevel={4", `<li><a href="#b1">B1</a></li><li class="toc-inline-sub"><a href="#b2">B2</a></li>`, ""},
		{`toc.slice(-1)`, `<li><a href="#c">C</a></li>`, ""},
		{`toc.filter((node) => node.value.startsWith("A"))`, `<li><a href="#a">A</a></li><li class="toc-inline-sub"><a href="#a1">A1</a></li>`, ""},
		{`toc.slice(toc.findIndex((l) => l.id === "none") + 99)`, ``, ""},
		{`[{value: 'Elsewhere <code>x</code><img src=x onerror="alert(1)">', id: 'x', level: 2}, {value: 'C', id: 'c', level: 2}]`, `<li><a href="#x">Elsewhere <code>x</code><img src="x" alt=""/></a></li><li><a href="#c">C</a></li>`, "f.mdx:3:12 unsafe-html"},
	} {
		res := renderMDX(Input{File: "f.mdx", Source: []byte("import TOCInline from '@theme/TOCInline';\n\n<TOCInline toc={" + c.toc + "} />" + headings)})
		if d := diagList(res); d != c.diags {
			t.Errorf("%s: diagnostics %v", c.toc, res.Diagnostics)
		}
		if html := string(res.HTML); !strings.HasPrefix(html, `<ul class="toc-inline">`+c.want+"</ul>\n") {
			t.Errorf("%s: html %s", c.toc, html)
		}
	}
	for _, toc := range []string{`toc.filter((node) => node.value.match(/A/))`, `toc.map((n) => n)`, `[1, 2]`, `toc.slice(2`} {
		res := renderMDX(Input{File: "f.mdx", Source: []byte("import TOCInline from '@theme/TOCInline';\n\n<TOCInline toc={" + toc + "} />" + headings)})
		if d := diagList(res); d != "f.mdx:3:12 mdx-expression" || !strings.Contains(res.Diagnostics[0].Message, "the list is the page's whole table of contents") {
			t.Errorf("%s: diagnostics %v", toc, res.Diagnostics)
		}
		if html := string(res.HTML); !strings.HasPrefix(html, `<ul class="toc-inline"><li><a href="#a">A</a></li><li class="toc-inline-sub"><a href="#a1">A1</a></li><li><a href="#b-code"><code>B</code> code</a></li><li class="toc-inline-sub"><a href="#b1">B1</a></li><li><a href="#c">C</a></li></ul>`) {
			t.Errorf("%s: html %s", toc, html)
		}
	}
}

// `{list.map((item) => <jsx/>)}` over a list of objects the document's constants
// or a component's props give renders the JSX once per item, its props the item
// (FerretDB's and surrealdb's card grids rendered nothing): alone on its lines,
// inside an element, in a paragraph and inside a component the file defines,
// with the index parameter named but unused; a site component in it is an island
// per item, without React's key; a list of strings maps too, but not to an
// object's fields (a warning); an empty list's map renders nothing.
func TestMDXListMap(t *testing.T) {
	exists := func(rel string) bool { return rel == "src/Card.jsx" }
	src := "import Card from '@site/src/Card';\n\nexport const apps = [\n  {name: 'Alpha', url: 'https://a.example.com'},\n  {name: 'Beta', url: 'https://b.example.com'},\n];\nexport const none = [];\n\n" +
		"export const Grid = ({items}) => (\n  <div className=\"grid\">\n    {items.map((app, i) => (\n      <Card key={app.name} title={app.name} />\n    ))}\n  </div>\n);\n\n" +
		"<ul>\n  {apps.map(({name, url}) => <li key={name}><a href={url}>{name}</a></li>)}\n</ul>\n\n<Grid items={apps} />\n\nInline: {apps.map((a) => <b>{a.name}</b>)} done.\n\n{none.map((a) => <b>{a.name}</b>)}\n\n{['x', 'y'].map((s) => <i>{s}</i>)}\n\n{['z'].map(({a}) => <i>{a}</i>)}\n"
	res := New(Options{}).Render(Input{File: "docs/p.mdx", MDX: true, Source: []byte(src), ComponentFile: exists})
	if d := diagList(res); d != "docs/p.mdx:29:1 mdx-expression" {
		t.Errorf("diagnostics %s", d)
	}
	html := string(res.HTML)
	for _, want := range []string{"<i>x</i>", "<i>y</i>",
		"<ul>\n<li><a href=\"https://a.example.com\"", "Alpha</a></li>\n<li><a href=\"https://b.example.com\"",
		`<div class="grid"><div data-component="Card" data-island="0">`, `<div data-component="Card" data-island="1">`,
		"<p>Inline: <b>Alpha</b><b>Beta</b> done.</p>",
	} {
		if !strings.Contains(html, want) {
			t.Errorf("no %q in\n%s", want, html)
		}
	}
	if strings.Contains(html, "<b></b>") {
		t.Errorf("a map of an empty list rendered its JSX:\n%s", html) // (superset's empty lists)
	}
	c := componentsJSONForTest(res.Components)
	if !strings.Contains(c, `"props":{"title":"Alpha"}`) || !strings.Contains(c, `"props":{"title":"Beta"}`) || strings.Contains(c, `"key"`) {
		t.Errorf("components %s", c)
	}
}

// What a list's map renders is on the document's lines: its links and
// diagnostics are at the line its JSX starts on (ton-docs' card lists put every
// warning on line 2).
func TestMDXListMapPositions(t *testing.T) {
	src := "# Intro\n\nText.\n\n<div>\n\n  {[\n    {title: 'A', link: '/a'},\n  ].map(({title, link}) => (\n    <div key={title}>\n      <a href={link}>{title}</a>\n      <p onclick=\"x\">{title}</p>\n    </div>\n  ))}\n</div>\n\nLast {['b'].map((s) => <a href={'/' + s}>{s}</a>)}\n"
	var lines []int
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src), Resolve: func(l LinkRef) string {
		lines = append(lines, l.Line)
		return l.Dest
	}})
	if d := diagList(res); !strings.HasPrefix(d, "f.mdx:10:") || strings.Contains(d, ";") {
		t.Errorf("diagnostics %s", d)
	}
	if fmt.Sprint(lines) != "[10 17]" {
		t.Errorf("link lines %v", lines)
	}
}

// Components as sites format them (Prettier): a blank line after `=> (` with the
// JSX at the margin is still the statement (FerretDB's grid), an expression over
// lines after a sibling element is joined as the element is (surrealdb's layout),
// and `{cond && (<jsx/>)}` on a prop chooses the JSX as a partial's does.
func TestMDXComponentsAsPrettierWritesThem(t *testing.T) {
	src := "export const Grid = ({ apps }) => (\n\n<div className=\"grid\">\n  {apps.map(({ name }) => (\n    <b key={name}>\n      {name}\n    </b>\n  ))}\n</div>\n);\n\n" +
		"export const Boxes = ({ t, u }) => (\n<div>\n  <span>a</span>\n  {/* a note */}\n  {t && (\n    <i>{t}</i>\n  )}\n  {u && (\n    <u>{u}</u>\n  )}\n</div>\n);\n\n" +
		"<Grid apps={[{name: 'One'}, {name: 'Two'}]} />\n\n<Boxes t=\"x\" />\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	if d := diagList(res); d != "" {
		t.Errorf("diagnostics: %s", d)
	}
	html := string(res.HTML)
	if !strings.Contains(html, `<div class="grid"><b>One</b><b>Two</b></div>`) || !regexp.MustCompile(`<div><span>a</span><i>x</i>\s*</div>`).MatchString(html) || strings.Contains(html, "<u>") || strings.Contains(html, ");") {
		t.Errorf("html:\n%s", html)
	}
}

// `{a && b && (<jsx/>)}` in a component renders the JSX when every test is
// truthy and nothing when one is not, as JavaScript reads it (ToolJet's
// build-with-AI steps showed no tip, with a warning).
func TestMDXComponentChainedConditional(t *testing.T) {
	src := "import Link from '@docusaurus/Link';\n\nexport const Step = ({ title, tip, tipHref }) => (\n    <div className=\"step\">\n        <b>{title}</b>\n" +
		"        {tip && tipHref && (\n            <Link to={tipHref}><span>{tip}</span></Link>\n        )}\n        {!tip && title && <i>no tip</i>}\n    </div>\n);\n\n" +
		"<Step title=\"One\" tip=\"Tips\" tipHref=\"/docs/b\" />\n\n<Step title=\"Two\" tip=\"Tips\" />\n\n<Step title=\"Three\" />\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	want := "<div class=\"step\"><b>One</b><a href=\"/docs/b\"><span>Tips</span></a></div>\n<div class=\"step\"><b>Two</b></div>\n<div class=\"step\"><b>Three</b><i>no tip</i></div>\n"
	if got := string(res.HTML); got != want || diagList(res) != "" {
		t.Errorf("got\n%s(%s)\nwant\n%s", got, diagList(res), want)
	}
}

// A paragraph of only JSX elements, expressions and white space loses its <p>,
// as MDX 3 unravels it (airbyte's <pre> JSON samples, whose parts are template
// literals and <b> elements); in MDX 1 expressions keep it.
func TestMDXParagraphOfExpressionsUnravels(t *testing.T) {
	src := "<pre>\n{`{\n  \"a\": 1,\n  `}<b>{`\"r\": [`}</b>{`\n  ]\n}`}\n</pre>\n\n<div>\n{'one'}<b>two</b>{'three'}\n</div>\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	if d := diagList(res); d != "" {
		t.Errorf("diagnostics: %s", d)
	}
	html := string(res.HTML)
	if !strings.Contains(html, "<pre>{\n  &quot;a&quot;: 1,\n  <b>&quot;r&quot;: [</b>\n  ]\n}</pre>") || !strings.Contains(html, "<div>\none<b>two</b>three\n</div>") || strings.Contains(html, "<p>") {
		t.Errorf("html:\n%q", html)
	}
}

// An expression over lines in a component's JSX is joined even when it holds a
// one-line template literal or a URL (FerretDB's real grid: `${styles.card} card`
// and links; the whole site failed with mdx-syntax errors); one whose template
// literal spans lines keeps them.
func TestMDXComponentExpressionWithTemplateLiteral(t *testing.T) {
	src := "export const Grid = ({ apps }) => (\n\n<div>\n  <div>\n    {apps.map(({ name }) => (\n      <a\n        key={name}\n        href=\"https://example.com/\"\n        className={`card ${name}`}\n      >\n        {name}\n      </a>\n    ))}\n  </div>\n</div>\n);\n\n<Grid apps={[{name: 'One'}, {name: 'Two'}]} />\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	if d := diagList(res); d != "" {
		t.Errorf("diagnostics: %s", d)
	}
	if html := string(res.HTML); strings.Count(html, `<a href="https://example.com/"`) != 2 || !strings.Contains(html, `class="card One"`) || !strings.Contains(html, ">Two</a>") {
		t.Errorf("html:\n%s", html)
	}
}

// An expression that is not JavaScript is an mdx-syntax error at it, as MDX 3
// rejects it (Docusaurus stops the build: "Could not parse expression with
// acorn"; kubevela's `addon-{addon name}`); one that is JavaScript but not
// evaluated stays a warning, and MDX 1 (Docusaurus 2) reads neither.
func TestUnparsableExpressionIsAnError(t *testing.T) {
	src := "Named addon-{addon name}.\n\n| a | {{range .Images}} |\n|---|---|\n\nFine: {{end}} {`x`} {a ? <b>y</b> : null} {/* c */} {x // c\n}\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	if got, want := diagList(res), "f.mdx:1:13 mdx-syntax; f.mdx:3:7 mdx-syntax; f.mdx:6:7 mdx-expression; f.mdx:6:21 mdx-expression; f.mdx:6:53 mdx-expression"; got != want {
		t.Errorf("diagnostics %s\nwant %s\n%v", got, want, res.Diagnostics)
	}
	if len(res.Diagnostics) > 0 && !strings.Contains(res.Diagnostics[0].Message, `write \{ and \}`) {
		t.Errorf("message %q", res.Diagnostics[0].Message)
	}
	res = New(Options{MDX1: true}).Render(Input{File: "f.mdx", Source: []byte(src), MDX: true})
	for _, d := range res.Diagnostics {
		if d.ID == diag.MDXSyntax {
			t.Errorf("MDX 1: %v", d)
		}
	}
}

// A TabItem value contentc cannot evaluate (an enum from a package) is its
// source text, so each tab keeps its own (openfga's tabs were one duplicate
// value "" and an error), with an mdx-expression warning and no other.
func TestTabItemUnevaluatedValue(t *testing.T) {
	src := "import { Lang } from '@acme/langs';\nimport Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs>\n<TabItem value={Lang.JS} label=\"Node.js\">\n\nNode\n\n</TabItem>\n<TabItem value={ Lang.GO } label=\"Go\">\n\nGo\n\n</TabItem>\n</Tabs>\n"
	res := New(Options{ReactLive: true}).Render(Input{File: "f.mdx", Source: []byte(src), MDX: true})
	if got, want := diagList(res), "f.mdx:6:10 mdx-expression; f.mdx:11:10 mdx-expression"; got != want {
		t.Errorf("diagnostics %s, want %s (%v)", got, want, res.Diagnostics)
	}
	h := string(res.HTML)
	if strings.Count(h, `data-value="Lang.JS"`) != 2 || strings.Count(h, `data-value="Lang.GO"`) != 2 || !strings.Contains(h, ">Node.js</button>") {
		t.Errorf("html %s", h)
	}
}

// In a Docusaurus site, mdx-code-block fences are unwrapped in a file read as
// CommonMark too (markdown.format: detect), as Docusaurus unwraps them before
// it reads any file: what they hold is then Markdown and raw HTML (casdoor's
// overview page showed them as code blocks).
func TestMDXCodeBlockInMarkdownFile(t *testing.T) {
	src := "# Intro\n\n```mdx-code-block\nimport Card from \"@site/src/Card\";\n```\n\nText.\n\n```mdx-code-block\n<div>\n\n**Bold**\n\n</div>\n```\n"
	h := string(New(Options{ReactLive: true}).Render(Input{File: "f.md", Source: []byte(src)}).HTML)
	if strings.Contains(h, "code-block") || !strings.Contains(h, "<p>import Card from") || !strings.Contains(h, "<strong>Bold</strong>") {
		t.Errorf("html %s", h)
	}
	// a site.yaml site's Markdown file keeps the fence as code, as written
	h = string(New(Options{}).Render(Input{File: "f.md", Source: []byte(src)}).HTML)
	if !strings.Contains(h, `data-language="mdx-code-block"`) {
		t.Errorf("site.yaml: html %s", h)
	}
}

// A closing tag on a line of its own whose opening tag sits in a paragraph
// above (text on its line: mobx's `<details><summary>Tip</summary>`) says so:
// MDX closes that element at the end of its paragraph.
func TestStrayClosingTagNamesTheParagraphAbove(t *testing.T) {
	res := renderMDX(Input{File: "a.md", Source: []byte("# A\n\n<details><summary>Tip: styles.</summary>\n\nBody text.\n\n</details>\n")})
	if len(res.Diagnostics) != 1 || !strings.Contains(res.Diagnostics[0].Message, "that one is in a paragraph") || res.Diagnostics[0].Line != 7 {
		t.Errorf("diagnostics %v", res.Diagnostics)
	}
	res = renderMDX(Input{File: "a.md", Source: []byte("# A\n\nText.\n\n</details>\n")})
	if len(res.Diagnostics) != 1 || strings.Contains(res.Diagnostics[0].Message, "paragraph") {
		t.Errorf("no opening tag above: diagnostics %v", res.Diagnostics)
	}
}

// A pipe inside a code span stays in its table cell in a Docusaurus 2 site,
// as remark-parse 8 reads a row (seata's SQL reference: `{expr | DEFAULT}`);
// GFM (Docusaurus 3) ends the cell there. A body row keeps as many cells as
// the delimiter row; a backslash still escapes a pipe outside code.
func TestMDX1TablePipeInCodeSpan(t *testing.T) {
	src := "| prop | type | default |\n| :-- | --- | --: |\n| kind | `` 'line' | `bar` `` | `a|b` x |\n| `c` | a \\| b | `d` |\n\nafter\n"
	for mdx1, want := range map[bool]string{
		true: "<table>\n<thead>\n<tr>\n<th style=\"text-align:left\">prop</th>\n<th>type</th>\n<th style=\"text-align:right\">default</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n" +
			"<td style=\"text-align:left\">kind</td>\n<td><code>'line' | `bar`</code></td>\n<td style=\"text-align:right\"><code>a|b</code> x</td>\n</tr>\n" +
			"<tr>\n<td style=\"text-align:left\"><code>c</code></td>\n<td>a | b</td>\n<td style=\"text-align:right\"><code>d</code></td>\n</tr>\n</tbody>\n</table>\n<p>after</p>\n",
		false: "<table>\n<thead>\n<tr>\n<th style=\"text-align:left\">prop</th>\n<th>type</th>\n<th style=\"text-align:right\">default</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n" +
			"<td style=\"text-align:left\">kind</td>\n<td>`` 'line'</td>\n<td style=\"text-align:right\"><code>bar</code> ``</td>\n</tr>\n" +
			"<tr>\n<td style=\"text-align:left\"><code>c</code></td>\n<td>a | b</td>\n<td style=\"text-align:right\"><code>d</code></td>\n</tr>\n</tbody>\n</table>\n<p>after</p>\n",
	} {
		res := New(Options{MDX1: mdx1}).Render(Input{File: "f.md", Source: []byte(src)})
		if got := string(res.HTML); got != want {
			t.Errorf("mdx1 %v:\n got %q\nwant %q", mdx1, got, want)
		}
	}
}

// In a Docusaurus 2 site a delimiter row may have spaces inside a column's
// dashes, and a column of colons only, as remark-parse 8's table tokenizer
// reads it: only a character other than a pipe, a dash, a colon or white
// space, or an empty column, makes the lines a paragraph (apache/linkis: 487
// parameter tables on 115 pages were paragraphs of pipes); Docusaurus 3 keeps
// GFM's delimiter row. Checked with @mdx-js/mdx 1.6.
func TestMDX1TableDelimiterRowWithSpaces(t *testing.T) {
	src := "| Parameter | Default |\n| ----------- | ------- ------|\n| `a|b` | x \\| y |\n| short |\n\nx | y\n: | - -:\n\n| a |\n|| - |\n"
	for mdx1, want := range map[bool]string{
		true: "<table>\n<thead>\n<tr>\n<th>Parameter</th>\n<th>Default</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td><code>a|b</code></td>\n<td>x | y</td>\n</tr>\n" +
			"<tr>\n<td>short</td>\n<td></td>\n</tr>\n</tbody>\n</table>\n" +
			"<table>\n<thead>\n<tr>\n<th style=\"text-align:left\">x</th>\n<th style=\"text-align:right\">y</th>\n</tr>\n</thead>\n</table>\n<p>| a |\n|| - |</p>\n",
		false: "<p>| Parameter | Default |\n| ----------- | ------- ------|\n| <code>a|b</code> | x | y |\n| short |</p>\n<p>x | y\n: | - -:</p>\n<p>| a |\n|| - |</p>\n",
	} {
		res := New(Options{MDX1: mdx1}).Render(Input{File: "f.md", MDX: true, Source: []byte(src)})
		if got := string(res.HTML); got != want {
			t.Errorf("mdx1 %v:\n got %q\nwant %q", mdx1, got, want)
		}
	}
}

// In a Docusaurus 2 site a table ends at the first line without a pipe after
// its first character, as remark-parse 8's table tokenizer reads its rows: the
// lines from there on are a paragraph (rancher's RBAC roles page made a row of
// the note under its table, on 12 pages), in a blockquote and a list item too;
// Docusaurus 3 (GFM) goes on to the paragraph's end. Checked with @mdx-js/mdx
// 1.6.
func TestMDX1TableEndsAtLineWithoutPipe(t *testing.T) {
	src := "| Action | Owner |\n|--------|-------|\n| Scale  | *     |\n***In RKE2, edit.**\n| a | b |\n\n> | a | b |\n> |---|---|\n> | 1 | 2 |\n> |x\n\n- item\n  | a | b |\n  |---|---|\n  after\n"
	table := func(h, d string) string {
		return "<table>\n<thead>\n<tr>\n<th>" + h[:strings.Index(h, "|")] + "</th>\n<th>" + h[strings.Index(h, "|")+1:] + "</th>\n</tr>\n</thead>\n" + d + "</table>\n"
	}
	body := func(rows ...string) string {
		s := "<tbody>\n"
		for _, r := range rows {
			a, b, _ := strings.Cut(r, "|")
			s += "<tr>\n<td>" + a + "</td>\n<td>" + b + "</td>\n</tr>\n"
		}
		return s + "</tbody>\n"
	}
	for mdx1, want := range map[bool]string{
		true: table("Action|Owner", body("Scale|*")) + "<p><strong>*In RKE2, edit.</strong>\n| a | b |</p>\n" +
			"<blockquote>\n" + table("a|b", body("1|2")) + "<p>|x</p>\n</blockquote>\n" +
			"<ul>\n<li>item\n" + table("a|b", "") + "after</li>\n</ul>\n",
		false: table("Action|Owner", body("Scale|*", "*<strong>In RKE2, edit.</strong>|", "a|b")) +
			"<blockquote>\n" + table("a|b", body("1|2", "x|")) + "</blockquote>\n" +
			"<ul>\n<li>item\n" + table("a|b", body("after|")) + "</li>\n</ul>\n",
	} {
		res := New(Options{MDX1: mdx1}).Render(Input{File: "f.md", MDX: true, Source: []byte(src)})
		if got := string(res.HTML); got != want || diagList(res) != "" {
			t.Errorf("mdx1 %v:\n got %q (%s)\nwant %q", mdx1, got, diagList(res), want)
		}
	}
}

// In a Docusaurus 2 site a table has as many columns as its delimiter row
// whatever its header row's cells, as remark-parse 8 reads it and
// mdast-util-to-hast writes it: a row with fewer cells is given empty ones,
// one with more loses the last, the header too (rancher's monitoring page, a
// header of 4 cells over 5 columns, was a paragraph of pipes on 6 pages). A
// header line with no pipe after its first character is no table's, as
// remark-parse 8 wants one in each row. Docusaurus 3 (GFM) wants as many
// header cells as columns. Checked with @mdx-js/mdx 1.6.
func TestMDX1TableColumnsOfDelimiterRow(t *testing.T) {
	src := "| a | b |\n|---|---|:-:|\n| 1 | 2 | 3 | 4 |\n\n| a | b | c |\n|---|---|\n| 1 |\n\nName\n--- | --- |\nx | y\n"
	for mdx1, want := range map[bool]string{
		true: "<table>\n<thead>\n<tr>\n<th>a</th>\n<th>b</th>\n<th style=\"text-align:center\"></th>\n</tr>\n</thead>\n" +
			"<tbody>\n<tr>\n<td>1</td>\n<td>2</td>\n<td style=\"text-align:center\">3</td>\n</tr>\n</tbody>\n</table>\n" +
			"<table>\n<thead>\n<tr>\n<th>a</th>\n<th>b</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>1</td>\n<td></td>\n</tr>\n</tbody>\n</table>\n" +
			"<p>Name\n--- | --- |\nx | y</p>\n",
		false: "<p>| a | b |\n|---|---|:-:|\n| 1 | 2 | 3 | 4 |</p>\n<p>| a | b | c |\n|---|---|\n| 1 |</p>\n<p>Name\n--- | --- |\nx | y</p>\n",
	} {
		res := New(Options{MDX1: mdx1}).Render(Input{File: "f.md", MDX: true, Source: []byte(src)})
		if got := string(res.HTML); got != want || diagList(res) != "" {
			t.Errorf("mdx1 %v:\n got %q (%s)\nwant %q", mdx1, got, diagList(res), want)
		}
	}
}

// A component's destructured prop that is not given is undefined in its JSX,
// as in JavaScript: a conditional on it takes its else branch (ToolJet's
// cards: style={{padding: '18px', flex: img ? 'none' : 1}}).
func TestTemplatePropNotGivenIsUndefined(t *testing.T) {
	src := "export const Card = ({ title, img }) => (\n    <div style={{ padding: '18px', flex: img ? 'none' : 1 }}>{title}</div>\n);\n\n<Card title=\"Hello\" />\n\n<Card title=\"Pic\" img=\"a.png\" />\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	want := "<div style=\"flex:1;padding:18px\">Hello</div>\n<div style=\"flex:none;padding:18px\">Pic</div>\n"
	if got := string(res.HTML); got != want || diagList(res) != "" {
		t.Errorf("got %q (%s), want %q", got, diagList(res), want)
	}
}

// `{title}` for a destructured prop not given renders nothing, as React renders
// undefined, without a warning (ToolJet's section headers warned on 2 pages);
// a prop given a value contentc does not read, or one a spread it does not
// read may hold, is still a warning, at its place in the JSX, even when the
// first use did not warn.
func TestTemplatePropNotGivenRendersNothingSilently(t *testing.T) {
	src := "export const Section = ({ title, description }) => (\n    <section><h2>{title}</h2><p>{description}</p></section>\n);\n\n" +
		"<Section description=\"Only a description\" />\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	if got, want := string(res.HTML), "<section><h2></h2><p>Only a description</p></section>\n"; got != want || diagList(res) != "" {
		t.Errorf("got %q (%s), want %q", got, diagList(res), want)
	}
	for use, want := range map[string]string{
		`<Section title={t('x')} description="Unread" />`: "f.mdx:2:14 mdx-expression",
		`<Section {...unknown} />`:                        "f.mdx:2:14 mdx-expression; f.mdx:2:29 mdx-expression",
	} {
		res = renderMDX(Input{File: "f.mdx", Source: []byte(src + "\n" + use + "\n")})
		if d := diagList(res); d != want {
			t.Errorf("%s: diagnostics %s, want %s", use, d, want)
		}
	}
}

// A component's parameter is destructured as JavaScript destructures it: a
// renamed binding reads the prop before its colon (ToolJet's home page,
// `({ icon: Icon, title, href })`, rendered an empty grid), with a default
// too, a string key, the children renamed, and a default holding a comma.
func TestTemplateRenamedDestructuredProps(t *testing.T) {
	src := "export const cards = [{title: 'One', href: '/one'}, {title: 'Two', href: '/two'}];\n\n" +
		"export const Card = ({ title: label = 'Untitled', 'data-kind': kind, href, children: body, tags = ['a, b', 'c'] }) => (\n" +
		"    <a href={href} data-kind={kind} title={tags.join('/')}>{label}: {body}</a>\n);\n\n" +
		"<Card href=\"/x\" data-kind=\"k\">first</Card>\n\n" +
		"<Card title=\"Named\" href=\"/y\">second</Card>\n\n" +
		"<div>\n  {cards.map((card, i) => (\n    <Card key={i} {...card}>c</Card>\n  ))}\n</div>\n\n" +
		"export const { title: heading = 'No title', slug } = frontMatter;\n\n{heading} at {slug}\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src), FrontMatter: map[string]any{"slug": "/s"}})
	want := "<a href=\"/x\" data-kind=\"k\" title=\"a, b/c\">Untitled: first</a>\n" +
		"<a href=\"/y\" title=\"a, b/c\">Named: second</a>\n" +
		"<div>\n<a href=\"/one\" title=\"a, b/c\">One: c</a>\n<a href=\"/two\" title=\"a, b/c\">Two: c</a>\n</div>\n" +
		"<p>No title at /s</p>\n"
	if got := string(res.HTML); got != want || diagList(res) != "" {
		t.Errorf("got\n%s(%s)\nwant\n%s", got, diagList(res), want)
	}
}

// tabIndex is kept, as React writes it (tabindex), in MDX and in raw HTML:
// Rasa's converted pages put <a aria-hidden="true" tabIndex="-1"> before
// their headings (each was an unsafe-html warning).
func TestTabIndexIsKept(t *testing.T) {
	src := "<a aria-hidden=\"true\" tabIndex=\"-1\" className=\"anchor\" id=\"x\"></a>\n\n<div tabIndex={0}>wide</div>\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	if d := diagList(res); d != "" {
		t.Fatalf("diagnostics: %s", d)
	}
	for _, s := range []string{`tabindex="-1"`, `<div tabindex="0">wide</div>`} {
		if !strings.Contains(string(res.HTML), s) {
			t.Errorf("no %s in\n%s", s, res.HTML)
		}
	}
	raw := New(Options{}).Render(Input{File: "f.md", Source: []byte("<div tabindex=\"0\">wide</div>\n")})
	if d := diagList(raw); d != "" || !strings.Contains(string(raw.HTML), `<div tabindex="0">`) {
		t.Errorf("raw HTML: %s %s", d, raw.HTML)
	}
}

// A bare attribute that is not a boolean one (<img custom-image>, netdata's
// grids: 2,106 warnings) is left out as React leaves it out, without a
// warning; one with a value is still reported.
func TestBareCustomAttributeDroppedSilently(t *testing.T) {
	res := renderMDX(Input{File: "f.mdx", Source: []byte("<img custom-image src=\"https://example.com/a.png\" alt=\"logo\" />\n\n<img custom-image=\"yes\" alt=\"b\" />\n")})
	if d := diagList(res); d != "f.mdx:3:6 unsafe-html" {
		t.Errorf("diagnostics: %s", d)
	}
	if strings.Contains(string(res.HTML), "custom-image") || !strings.Contains(string(res.HTML), `alt="logo"`) {
		t.Errorf("html: %s", res.HTML)
	}
}

// An <Admonition> without a type, or of a type the theme has no component
// for, is drawn as Docusaurus's Admonition draws it: with its Info fallback
// (class and heading), the prop still reported (cloudposse's type="cta").
func TestAdmonitionElementUnknownTypeIsInfo(t *testing.T) {
	res := renderMDX(Input{File: "f.mdx", Source: []byte("<Admonition type=\"cta\" title=\"Hello\">\nA\n</Admonition>\n\n<Admonition>\nB\n</Admonition>\n")})
	html := string(res.HTML)
	if strings.Count(html, `<div class="admonition admonition-info" role="note">`) != 2 || !strings.Contains(html, `<div class="admonition-heading">Hello</div>`) ||
		!strings.Contains(html, `<div class="admonition-heading">Info</div>`) || strings.Contains(html, "admonition-note") {
		t.Errorf("html:\n%s", html)
	}
	if d := diagList(res); strings.Count(d, "component-props") != 2 {
		t.Errorf("diagnostics: %s", d)
	}
}

// A code fence left open in a list step inside an element ends with the step,
// as CommonMark reads it: the element's closing tag at the margin after it
// closes the element (great-expectations' partials: one such file stopped
// all 366 pages with two mdx-syntax errors). A closing tag indented as the
// step is still code.
func TestOpenFenceInListItemEndsWithTheItem(t *testing.T) {
	res := renderMDX(Input{File: "f.mdx", Source: []byte("<div>\n\n1. Step one:\n\n   ```python\n   print(\"hi\")\n\n</div>\n\nAfter.\n\n<div>\n\n- Step:\n\n  ```\n  a\n  </div>\n  ```\n\n</div>\n")})
	if d := diagList(res); d != "" {
		t.Fatalf("diagnostics: %s", d)
	}
	html := string(res.HTML)
	if strings.Count(html, "<div>") != 2 || strings.Count(html, "</li>\n</ol>\n</div>") != 1 || !strings.Contains(html, "<p>After.</p>") || !strings.Contains(html, "&lt;/div&gt;") {
		t.Errorf("html:\n%s", html)
	}
}

// A <CodeBlock> written in a sentence is its code block there, the text
// before and after it in paragraphs of their own, as browsers show the block
// Docusaurus renders inside the <p> (before, its code was paragraph text).
func TestCodeBlockInTextIsABlock(t *testing.T) {
	res := New(Options{}).Render(Input{File: "f.mdx", MDX: true, Source: []byte("import CodeBlock from '@theme/CodeBlock';\n\nRun <CodeBlock language=\"bash\">npm start</CodeBlock> now.\n\n<CodeBlock language=\"js\">{\"const a = 1;\"}</CodeBlock>;\n\n- Step <CodeBlock>x</CodeBlock>\n")})
	if d := diagList(res); d != "" {
		t.Fatalf("diagnostics: %s", d)
	}
	html := string(res.HTML)
	for _, want := range []string{"<p>Run </p>\n<div class=\"code-block\" data-language=\"bash\">", "</div>\n<p> now.</p>", "</div>\n<p>;</p>", "<li>Step \n<div class=\"code-block\">"} {
		if !strings.Contains(html, want) {
			t.Errorf("no %q in\n%s", want, html)
		}
	}
	if strings.Contains(html, "<p>npm start") {
		t.Errorf("the code is paragraph text:\n%s", html)
	}
}

// An element's dangerouslySetInnerHTML={{__html: '…'}} with a string (a literal
// or a constant) is its content, sanitised as raw HTML is (script, on*
// attributes and script URLs removed, with warnings), inline or as a block, and
// searched as text (ton-docs' 57 code cells in its Tolk tables were empty); one
// on an element with children, or whose value is not a string, is removed with
// a warning, as before.
func TestMDXDangerouslySetInnerHTML(t *testing.T) {
	src := "export const T = 'x <i>y</i>';\n\n| a | b |\n|---|---|\n| <code dangerouslySetInnerHTML={{__html: 'fun f() <br/> int'}} /> | z |\n\n<div dangerouslySetInnerHTML={{__html: '<p>para <a href=\"javascript:alert(1)\">x</a> <b onclick=\"x\">c</b></p><script>bad()</script>'}} />\n\nText <span dangerouslySetInnerHTML={{ __html: T }}></span> end.\n\n<p dangerouslySetInnerHTML={{__html: T}}>kids</p>\n\n<p dangerouslySetInnerHTML={{__html: someCall()}} />\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	if d := diagList(res); d != "f.mdx:7:6 unsafe-url; f.mdx:7:6 unsafe-html; f.mdx:7:6 unsafe-html; f.mdx:11:4 unsafe-html; f.mdx:13:4 unsafe-html" {
		t.Errorf("diagnostics %s", d)
	}
	html := string(res.HTML)
	for _, want := range []string{"<td><code>fun f() <br/> int</code></td>", "<div>\n<p>para <a>x</a> <b>c</b></p></div>", "<p>Text <span>x <i>y</i></span> end.</p>", "<p>kids</p>"} {
		if !strings.Contains(html, want) {
			t.Errorf("no %q in\n%s", want, html)
		}
	}
	if strings.Contains(html, "bad()") || strings.Contains(html, "script") || strings.Contains(html, "onclick") {
		t.Errorf("unsafe HTML kept:\n%s", html)
	}
	var text []string
	for _, s := range res.Sections {
		text = append(text, s.Text)
	}
	if got := strings.Join(text, " "); !strings.Contains(got, "fun f() int") || !strings.Contains(got, "para x c") {
		t.Errorf("search text %q", got)
	}
}

// A scope object that spreads a package's exports (statelyai's docs:
// `...LucideIcons` of lucide-react, 375 icons on 70 pages) gives no
// components, and an unknown element's warning says that it may be one of
// them; a spread of the site's own module, or of the original scope, is not
// such a package.
func TestMDXScopeSpreadOfAPackage(t *testing.T) {
	src := "import MDXComponents from '@theme-original/MDXComponents';\nimport * as LucideIcons from 'lucide-react';\nimport * as Mine from './mine';\nimport Icon from '@site/src/components/icon';\n\nexport default { ...MDXComponents, ...LucideIcons, ...Mine, Icon };\n"
	scope := esm.ParseScope([]byte(src), "src/theme/MDXComponents.js")
	var got []string
	for _, g := range scope {
		got = append(got, g.Name+"="+g.Source+"#"+g.Export)
	}
	if want := "...=lucide-react#* Icon=@site/src/components/icon#default"; strings.Join(got, " ") != want {
		t.Fatalf("scope\n got %s\nwant %s", strings.Join(got, " "), want)
	}
	res := New(Options{Scope: scope, ScopeFile: "src/theme/MDXComponents.js"}).Render(Input{File: "docs/a.mdx", MDX: true, Source: []byte("Click <Plus size={18} /> to add.\n")})
	if d := diagList(res); d != "docs/a.mdx:1:7 unknown-component" {
		t.Fatalf("diagnostics %s", d)
	}
	if m := res.Diagnostics[0].Message; !strings.Contains(m, "may be one of the exports of lucide-react that the site's MDX component scope (src/theme/MDXComponents.js) spreads") {
		t.Errorf("message %s", m)
	}
}

// A custom element (a hyphenated name) is kept as a browser keeps it, with its
// content and the global attributes, in .mdx and as raw HTML in .md alike
// (capacitor's <docgen-api> around 219 plugin references was a warning each);
// its other attributes and handlers go with a warning; a name HTML reserves,
// or one that is not a valid custom element name, is not one.
func TestCustomElements(t *testing.T) {
	r := New(Options{})
	for _, mdx := range []bool{true, false} {
		src := "<docgen-index>\n\n* [readFile](#readfile)\n\n</docgen-index>\n\n" +
			"<plugin-platforms class=\"p\" platforms=\"ios\" onclick=\"alert(1)\"></plugin-platforms>\n\n" +
			"A <font-face>glyph</font-face> and <x-a1>ok</x-a1>.\n"
		file := map[bool]string{true: "f.mdx", false: "f.md"}[mdx]
		res := r.Render(Input{File: file, MDX: mdx, Source: []byte(src)})
		html := string(res.HTML)
		for _, s := range []string{"<docgen-index>", "<a href=\"#readfile\">readFile</a>", "</docgen-index>", `<plugin-platforms class="p"></plugin-platforms>`, "A glyph and <x-a1>ok</x-a1>."} {
			if !strings.Contains(html, s) {
				t.Errorf("%s: no %s in\n%s", file, s, html)
			}
		}
		if strings.Contains(html, "alert") || strings.Contains(html, "platforms=") || strings.Contains(html, "font-face") {
			t.Errorf("%s: a dropped part is in\n%s", file, html)
		}
		// the two attributes and the reserved name
		if d := diagList(res); strings.Count(d, "unsafe-html") != 3 {
			t.Errorf("%s: diagnostics %s", file, d)
		}
	}
}

// A component whose function body declares constants before it returns its
// element renders, the constants read in its JSX (Matrix-Wiki's `const
// uiElements = [{…}]; return <MystrixVisualizer uiElements={uiElements} />`),
// and a component's JSX reads the file's constants as a closure does.
func TestComponentBodyConstants(t *testing.T) {
	src := strings.Join([]string{
		`export const site = "https://example.org";`,
		``,
		`export function ConfigMenu() {`,
		``,
		`    const items = [`,
		`    { "name": "System Settings", "path": "/settings" },`,
		`];`,
		`    // the menu's heading`,
		`    const title = "Config Menu"`,
		`    const first = items[0];`,
		`    return <div title={title}><a href={site + first.path}>{first.name}</a></div>`,
		``,
		`}`,
		``,
		`export const Pill = ({label}) => {`,
		`  /* a literal */`,
		`  let tone = 'green';`,
		`  return <span className={tone}>{label}</span>;`,
		`};`,
		``,
		`export function Home() { return <em>{site}</em>; }`,
		``,
		`<ConfigMenu />`,
		``,
		`Here: <Pill label="ok" /> <Home />`,
		``,
	}, "\n")
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	if d := diagList(res); d != "" {
		t.Fatalf("diagnostics: %s", d)
	}
	want := `<div title="Config Menu"><a href="https://example.org/settings" target="_blank" rel="noopener noreferrer">System Settings</a></div>` + "\n" +
		`<p>Here: <span class="green">ok</span> <em>https://example.org</em></p>` + "\n"
	if html := string(res.HTML); html != want {
		t.Errorf("html:\n%s\nwant:\n%s", html, want)
	}
	// A constant made from the props is evaluated with them where the component
	// is used; one contentc does not evaluate renders nothing where the JSX reads
	// it, with the warning; another statement is not read: the component
	// renders its children, with the warning.
	for _, c := range []struct{ body, html, diags string }{
		{"const c = `x ${label}`;\n  const d = c + '!'", "<b>x l!</b>\n", ""},
		{"const d = 'x' + g();", "<b></b>\n", "f.mdx:3:4 mdx-expression"},
		{"const d = 'x'; f();", "kids\n", "f.mdx:6:1 unknown-component"},
	} {
		src := "export const X = ({label}) => {\n  " + c.body + "\n  return <b>{d}</b>;\n};\n\n<X label=\"l\">kids</X>\n"
		res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
		if d := diagList(res); d != c.diags || string(res.HTML) != c.html {
			t.Errorf("%s: html %q, diagnostics %s", c.body, res.HTML, d)
		}
	}
}

// A fragment of such elements as a prop (3commas' `permissions={<><Permission
// title="Security" description="SIGNED" /> …</>}` on 85 endpoints) is the list
// of its text and elements, a space between two on one line kept as " " (JSX
// drops whitespace with a line break); one with an expression stays its text,
// with the warning. An HTML element's attributes are the policy's (React's
// names), its links resolved, a script URL dropped.
func TestMDXFragmentAsProp(t *testing.T) {
	exists := func(rel string) bool { return rel == "src/Endpoint.jsx" }
	src := "import Endpoint, { Permission } from '@site/src/Endpoint';\n\n" +
		"<Endpoint\n  url=\"/x\"\n  permissions={\n    <>\n      <Permission title=\"Permission\" description=\"WRITE\" />\n      <Permission title=\"Security\" description=\"SIGNED\" />\n    </>\n  }\n/>\n\n" +
		"<Endpoint url=\"/y\" permissions={(<><Permission title=\"A\" /> <Permission title=\"B\" /></>)} />\n\n" +
		"<Endpoint url=\"/z\" permissions={<>Needs <Permission title=\"A\" /></>} />\n\n" +
		"<Endpoint url=\"/w\" permissions={<>Needs {role} <Permission title=\"A\" /></>} />\n\n" +
		"<Endpoint url=\"/u\" permissions={<><b>{`openssl`}{' '}{2}</b>{\"!\"}</>} />\n\n" +
		"<Endpoint url=\"/v\" permissions={<><a class=\"k\" href=\"./b.md\" onClick={f}>B</a> <a href=\"javascript:alert(1)\">x</a></>} />\n"
	res := New(Options{}).Render(Input{File: "docs/p.mdx", MDX: true, Source: []byte(src), ComponentFile: exists, Resolve: func(l LinkRef) string { return "/r/" + l.Dest }})
	if d := diagList(res); d != "docs/p.mdx:17:20 mdx-expression" {
		t.Errorf("diagnostics %s", d)
	}
	perm := `{"$component":{"export":"Permission","module":"src/Endpoint.jsx","name":"Permission"}}`
	c := componentsJSONForTest(res.Components)
	for _, want := range []string{
		`"props":{"permissions":[{"$element":{"props":{"description":"WRITE","title":"Permission"},"type":` + perm + `}},{"$element":{"props":{"description":"SIGNED","title":"Security"},"type":` + perm + `}}],"url":"/x"}`,
		`"props":{"permissions":[{"$element":{"props":{"title":"A"},"type":` + perm + `}}," ",{"$element":{"props":{"title":"B"},"type":` + perm + `}}],"url":"/y"}`,
		`"props":{"permissions":["Needs ",{"$element":{"props":{"title":"A"},"type":` + perm + `}}],"url":"/z"}`,
		`"props":{"permissions":"Needs","url":"/w"}`,
		`"props":{"permissions":[{"$element":{"children":"openssl 2","props":{},"type":{"$html":"b"}}},"!"],"url":"/u"}`,
		`"props":{"permissions":[{"$element":{"children":"B","props":{"className":"k","href":"/r/./b.md"},"type":{"$html":"a"}}}," ",{"$element":{"children":"x","props":{},"type":{"$html":"a"}}}],"url":"/v"}`,
	} {
		if !strings.Contains(c, want) {
			t.Errorf("components %s\nwant %s", c, want)
		}
	}
}

// Form controls render inert, as Docusaurus renders them (playwright.dev's
// locator guide): button, input and label with their plain attributes, React's
// spellings as HTML's; handlers, form attributes and the form itself go.
func TestMDXFormControls(t *testing.T) {
	src := "<div>\n<button>Sign in</button>\n<button type=\"submit\" onClick={() => go()} formAction=\"https://evil.example\">Go</button>\n</div>\n\n" +
		"<label htmlFor=\"x\">\n  <input type=\"checkbox\" id=\"x\" defaultChecked /> Subscribe\n</label>\n\n" +
		"<input type=\"text\" readOnly defaultValue=\"hi\" placeholder=\"Name\" />\n\n<form action=\"https://evil.example\"><input name=\"a\" /></form>\n"
	res := renderMDX(Input{File: "f.mdx", Source: []byte(src)})
	want := "<div>\n<button>Sign in</button>\n<button type=\"submit\">Go</button>\n</div>\n<label for=\"x\">\n<p><input type=\"checkbox\" id=\"x\" checked /> Subscribe</p>\n</label>\n<input type=\"text\" readonly value=\"hi\" placeholder=\"Name\" />\n"
	if html := string(res.HTML); html != want {
		t.Errorf("html:\n%s\nwant:\n%s", html, want)
	}
	if d := diagList(res); d != "f.mdx:3:23 unsafe-html; f.mdx:3:44 unsafe-html; f.mdx:12:1 unsafe-html" {
		t.Errorf("diagnostics %s", d)
	}
	// raw HTML in a CommonMark file: the same policy
	raw := render(t, "<button onclick=\"alert(1)\">Raw</button> and <input type=\"checkbox\" checked disabled> box\n")
	if html := string(raw.HTML); !strings.Contains(html, `<button>Raw</button> and <input type="checkbox" checked="" disabled=""/> box`) {
		t.Errorf("raw html: %s", html)
	}
}
