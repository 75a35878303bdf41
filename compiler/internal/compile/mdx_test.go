package compile

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/contentc/contentc/compiler/internal/graph"
)

func TestMDXSite(t *testing.T) {
	s := newIncSite(t, "mdx.txtar", false)
	res := s.compile()
	if len(res.Diagnostics) != 0 {
		t.Fatalf("diagnostics: %v", res.Diagnostics)
	}
	out := filepath.Join(s.dir, "out")
	var intro, setup graph.DocPage
	readJSON(t, filepath.Join(out, "docs/current/intro.json"), &intro)
	readJSON(t, filepath.Join(out, "docs/current/guide/setup.json"), &setup)
	for _, want := range []string{
		`<h2 id="install">Install`, "Shared by every page that installs.", `href="/docs/guide/setup"`,
		`<kbd>Ctrl</kbd>`, `role="tablist"`, `data-group-id="lang"`, `<div class="code-block-title">index.js</div>`,
	} {
		if !strings.Contains(intro.HTML, want) {
			t.Errorf("intro HTML lacks %q:\n%s", want, intro.HTML)
		}
	}
	// The body's h1 differs from the title: the page shows it, the title names the page.
	if !strings.HasPrefix(intro.HTML, `<h1>Welcome to the MDX site</h1>`) || !intro.HideTitle || intro.Title != "Introduction" {
		t.Errorf("page heading: title %q hideTitle %v html %.80s", intro.Title, intro.HideTitle, intro.HTML)
	}
	// Exports come before setup's h1: Docusaurus reads a title only from an h1
	// that import blocks alone come before (parseMarkdownContentTitle), so the
	// doc's title is its id, and its h1 is the page's heading.
	if !setup.HideTitle || !strings.HasPrefix(setup.HTML, "<h1>Setup</h1>") || setup.Title != "setup" {
		t.Errorf("an h1 after exports is the page's heading, not the title: %q %v %.40s", setup.Title, setup.HideTitle, setup.HTML)
	}
	for _, bad := range []string{"import ", "{/*", "export const"} {
		if strings.Contains(intro.HTML, bad) || strings.Contains(setup.HTML, bad) {
			t.Errorf("HTML shows %q", bad)
		}
	}
	for _, want := range []string{
		"Version 3.1.0 of the tools.", `<ul class="toc-inline"><li><a href="#install">Install</a></li><li><a href="#languages">Languages</a></li></ul>`,
		`aria-selected="true" tabindex="0" data-value="ts">TypeScript</button>`, `<div class="admonition admonition-tip" role="note"><div class="admonition-heading">Remember</div>`,
		`<div class="code-block-title">setup.sh</div>`, `<details>`, `<img src="/img/diagram.png" alt="Diagram" width="320" />`,
		`<div data-component="Chart" data-island="`, "Chart fallback text.",
	} {
		if !strings.Contains(setup.HTML, want) {
			t.Errorf("setup HTML lacks %q:\n%s", want, setup.HTML)
		}
	}
	if len(setup.Toc) != 2 || setup.Toc[0].ID != "install" {
		t.Errorf("setup toc %+v: the partial's heading comes first", setup.Toc)
	}
	var comps []map[string]any
	if err := json.Unmarshal(setup.Components, &comps); err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, c := range comps {
		names = append(names, c["component"].(string))
	}
	if strings.Join(names, ",") != "TOCInline,Tabs,Admonition,Chart" {
		t.Errorf("islands %v", names)
	}
	if comps[3]["module"] != "src/components/Chart.tsx" || comps[3]["island"] == nil {
		t.Errorf("site component %v", comps[3])
	}
	// graph.json names the component's file and the content root, relative to the graph folder.
	var g graph.Graph
	readJSON(t, filepath.Join(out, "graph.json"), &g)
	if g.SiteComponents == nil || g.SiteComponents.Root != "../src" || strings.Join(g.SiteComponents.Modules, ",") != "src/components/Chart.tsx" {
		t.Errorf("siteComponents %+v", g.SiteComponents)
	}
	search, _ := os.ReadFile(filepath.Join(out, "search.json"))
	for _, want := range []string{"Typed TypeScript.", "Plain JavaScript.", "Shared by every page that installs.", "Delete node_modules and try again."} {
		if !strings.Contains(string(search), want) {
			t.Errorf("search.json lacks %q", want)
		}
	}
	md, _ := os.ReadFile(filepath.Join(out, "markdown/docs/guide/setup.md"))
	if !strings.Contains(string(md), "Run `npm install example`.") || !strings.Contains(string(md), "Shared by every page that installs.") {
		t.Errorf("Markdown copy lacks the partials:\n%s", md)
	}
}

// TestSiteComponentFileAddedOrRemoved: whether an island renders depends on the
// component's file; the cache and the watch memo see it come and go.
func TestSiteComponentFileAddedOrRemoved(t *testing.T) {
	for _, mode := range []string{"cache", "cache+memo", "cache+memo+changes"} {
		t.Run(mode, func(t *testing.T) {
			s := newIncSite(t, "mdx.txtar", mode != "cache")
			s.trust = mode == "cache+memo+changes"
			s.compile()
			if err := os.Remove(s.src("src/components/Chart.tsx")); err != nil {
				t.Fatal(err)
			}
			res := s.compile() // compares every file with a compile without the cache
			var setup graph.DocPage
			readJSON(t, filepath.Join(s.dir, "out", "docs/current/guide/setup.json"), &setup)
			if strings.Contains(setup.HTML, "data-island") || !strings.Contains(setup.HTML, "Chart fallback text.") {
				t.Errorf("without its file, the component renders its children only:\n%s", setup.HTML)
			}
			var warned []string
			for _, d := range res.Diagnostics {
				warned = append(warned, fmt.Sprintf("%s:%d:%d %s", d.File, d.Line, d.Column, d.ID))
			}
			if strings.Join(warned, ";") != "docs/guide/setup.mdx:13:20 unknown-component" {
				t.Errorf("diagnostics %v", warned)
			}
			var g graph.Graph
			readJSON(t, filepath.Join(s.dir, "out", "graph.json"), &g)
			if g.SiteComponents != nil {
				t.Errorf("siteComponents %+v with no component file", g.SiteComponents)
			}
			if err := os.WriteFile(s.src("src/components/Chart.jsx"), []byte("export default function Chart() { return null; }\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			s.compile()
			readJSON(t, filepath.Join(s.dir, "out", "graph.json"), &g)
			if g.SiteComponents == nil || strings.Join(g.SiteComponents.Modules, ",") != "src/components/Chart.jsx" {
				t.Errorf("siteComponents %+v", g.SiteComponents)
			}
		})
	}
}

// TestPartialEditRerendersImporters: a page depends on its partials (and theirs)
// in compile and in watch; s.compile compares every file with a compile without
// cache or memo.
func TestPartialEditRerendersImporters(t *testing.T) {
	for _, mode := range []string{"cache", "cache+memo", "cache+memo+changes"} {
		t.Run(mode, func(t *testing.T) {
			s := newIncSite(t, "mdx.txtar", mode != "cache")
			s.trust = mode == "cache+memo+changes"
			s.compile()
			if res := s.compile(); res.Rendered != 0 {
				t.Fatalf("warm compile rendered %d", res.Rendered)
			}
			s.edit("docs/_note.mdx", "Shared by every page", "Shared, edited, by every page")
			res := s.compile()
			if res.Rendered != 2 {
				t.Errorf("nested partial edit rendered %d pages, want both importers", res.Rendered)
			}
			var setup graph.DocPage
			readJSON(t, filepath.Join(s.dir, "out", "docs/current/guide/setup.json"), &setup)
			if !strings.Contains(setup.HTML, "Shared, edited, by every page") {
				t.Error("importer not updated")
			}
			s.edit("docs/_install.md", "## Install {#install}", "## Installation {#installation}")
			if res = s.compile(); res.Rendered != 2 {
				t.Errorf("partial edit rendered %d pages", res.Rendered)
			}
			// The partial disappears: an error at the import, previous output kept.
			os.Remove(s.src("docs/_note.mdx"))
			res, _ = Run(Options{Root: filepath.Join(s.dir, "src"), Out: filepath.Join(s.dir, "out"), Cache: s.cache, Memo: s.memo})
			if res.Errors() == 0 || res.Written {
				t.Fatalf("missing partial: %d errors, written %v", res.Errors(), res.Written)
			}
			os.WriteFile(s.src("docs/_note.mdx"), []byte("Back again.\n"), 0o644)
			s.compile()
		})
	}
}

// A partial imported with an escaped specifier ('./\_note.md', as Prettier
// writes it in Markdown) is read on the page and in its Markdown copy.
func TestEscapedPartialImport(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, filepath.Join(dir, "src"), parseArchive(`-- docs/page.mdx --
# Page

import Note from './\_note.md';

<Note />
-- docs/_note.md --
A shared note.
`))
	out := filepath.Join(dir, "out")
	res, err := Run(Options{Root: filepath.Join(dir, "src"), Out: out})
	if err != nil || res.Errors() != 0 {
		t.Fatalf("%v %v", err, res.Diagnostics)
	}
	var p graph.DocPage
	readJSON(t, filepath.Join(out, "docs/current/page.json"), &p)
	md, _ := os.ReadFile(filepath.Join(out, "markdown/docs/page.md"))
	if !strings.Contains(p.HTML, "<p>A shared note.</p>") || !strings.Contains(string(md), "A shared note.") {
		t.Errorf("page %s\nMarkdown copy:\n%s", p.HTML, md)
	}
}

// `import { x } from '.'` is the folder's index module, as webpack resolves a
// folder (homarr's 90 integration pages: their props were source text).
func TestImportFromTheFoldersIndex(t *testing.T) {
	dir, res := compileSource(t, "-- docs/x/index.mdx --\n# X\n\nimport Show from '@site/src/components/Show';\nimport { info } from '.';\n\n<Show a={info} />\n-- docs/x/index.ts --\nexport const info = { name: 'Anchor' };\n-- src/components/Show.tsx --\nexport default function Show() { return null; }\n")
	for _, d := range res.Diagnostics {
		t.Errorf("unexpected diagnostic: %s", d)
	}
	var x graph.DocPage
	readJSON(t, filepath.Join(dir, "out", "docs/current/x/index.json"), &x)
	var comps []struct{ Props map[string]any }
	if err := json.Unmarshal(x.Components, &comps); err != nil || len(comps) != 1 || fmt.Sprint(comps[0].Props["a"]) != "map[name:Anchor]" {
		t.Errorf("components %s", x.Components)
	}
}

// An image given to a site component's prop is its published URL, as an
// <img src> of the same expression gets (okteto's 2,016
// `<Image src={require('@site/static/img/x.png').default}>`): a static file,
// useBaseUrl's, an imported image (published as an asset, inside an object or a
// list too); a missing one is a broken link at the prop.
func TestSiteComponentImageProps(t *testing.T) {
	dir, res := compileSource(t, `
-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/base/', presets: [['classic', {docs: {}}]]};
-- static/img/pic.png --
png
-- docs/local.png --
png
-- src/components/Figure.js --
export default function Figure() { return null; }
-- docs/a.mdx --
import Figure from '@site/src/components/Figure';
import useBaseUrl from '@docusaurus/useBaseUrl';
import local from './local.png';

<Figure src={require('@site/static/img/pic.png').default} alt="one" />

<Figure src={useBaseUrl('/img/pic.png')} link="https://example.org/x.png" />

<Figure src={local} />

<Figure src={require('@site/static/img/gone.png').default} />

<Figure list={[{title: 'Local', link: local, note: './local.png'}]} />

<Figure item={{title: 'Required', icon: require('./local.png').default, pic: require('@site/static/img/pic.png')}} />
`)
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, d.String())
	}
	if len(got) != 1 || !strings.HasPrefix(got[0], "docs/a.mdx:11:9: warning[broken-link]:") {
		t.Errorf("diagnostics %v", got)
	}
	var a graph.DocPage
	readJSON(t, filepath.Join(dir, "out", "docs/current/a.json"), &a)
	var comps []struct{ Props map[string]any }
	if err := json.Unmarshal(a.Components, &comps); err != nil || len(comps) != 6 {
		t.Fatalf("components %s", a.Components)
	}
	// an imported image inside an object or a list too (alova's cards); a
	// string written as it is stays as written
	item := comps[4].Props["list"].([]any)[0].(map[string]any)
	if link := fmt.Sprint(item["link"]); !strings.HasPrefix(link, "/base/assets/") || !strings.HasSuffix(link, "/local.png") || item["note"] != "./local.png" {
		t.Errorf("list prop %v", item)
	}
	// and a required one (open-policy-agent's card icons: the object was its text)
	req, _ := comps[5].Props["item"].(map[string]any)
	if icon := fmt.Sprint(req["icon"]); !strings.HasPrefix(icon, "/base/assets/") || !strings.HasSuffix(icon, "/local.png") || req["pic"] != "/base/img/pic.png" || req["title"] != "Required" {
		t.Errorf("item prop %v", req)
	}
	var srcs []string
	for _, c := range comps[:5] {
		srcs = append(srcs, fmt.Sprint(c.Props["src"]))
	}
	if srcs[0] != "/base/img/pic.png" || srcs[1] != "/base/img/pic.png" || !strings.HasPrefix(srcs[2], "/base/assets/") || !strings.HasSuffix(srcs[2], "/local.png") {
		t.Errorf("srcs %q", srcs)
	}
	if comps[1].Props["link"] != "https://example.org/x.png" {
		t.Errorf("props %v", comps[1].Props)
	}
}

// A file required or imported from the bundler's roots (`/docs/…`, `/img/…`)
// is a static folder's file, else the site folder's, published as an asset, as
// Docusaurus's webpack roots find it (AstarNetwork's 531 figures
// `require('/docs/build/…/img/x.png').default`, cloudstudio's `import a from
// "/docs/asset/img/a.png"`: dead links before); a file in neither is a broken
// link named as written.
func TestRequireFromTheBundlerRoots(t *testing.T) {
	dir, res := compileSource(t, `
-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/base/', presets: [['classic', {docs: {}}]]};
-- static/img/pic.png --
static png
-- docs/guide/img/a.png --
png
-- src/assets/b.png --
png b
-- src/components/Figure.js --
export default function Figure() { return null; }
-- docs/guide/page.mdx --
import pic from '/docs/guide/img/a.png';
import Figure from '@site/src/components/Figure';

<img src={require('/docs/guide/img/a.png').default} alt="A" />

<img src={pic} alt="B" />

<img src={require('./img/a.png').default} alt="C" />

<img src={require('/img/pic.png').default} alt="D" />

<Figure src={require('/src/assets/b.png').default} />

<img src={require('/docs/guide/img/gone.png').default} alt="E" />
`)
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, d.String())
	}
	if len(got) != 1 || !strings.HasPrefix(got[0], `docs/guide/page.mdx:14:6: warning[broken-link]: link "/docs/guide/img/gone.png"`) {
		t.Errorf("diagnostics %v", got)
	}
	var a graph.DocPage
	readJSON(t, filepath.Join(dir, "out", "docs/current/guide/page.json"), &a)
	asset := regexp.MustCompile(`<img src="(/base/assets/[0-9a-f]{8}/a\.png)" alt="C" />`).FindStringSubmatch(a.HTML)
	if asset == nil {
		t.Fatalf("html %s", a.HTML)
	}
	for _, want := range []string{`<img src="` + asset[1] + `" alt="A" />`, `<img src="` + asset[1] + `" alt="B" />`, `<img src="/base/img/pic.png" alt="D" />`} {
		if !strings.Contains(a.HTML, want) {
			t.Errorf("html lacks %s:\n%s", want, a.HTML)
		}
	}
	var comps []struct{ Props map[string]any }
	if err := json.Unmarshal(a.Components, &comps); err != nil || len(comps) != 1 {
		t.Fatalf("components %s", a.Components)
	}
	src := fmt.Sprint(comps[0].Props["src"])
	if !strings.HasPrefix(src, "/base/assets/") || !strings.HasSuffix(src, "/b.png") {
		t.Errorf("component src %q", src)
	}
	b, err := os.ReadFile(filepath.Join(dir, "out", "static", strings.TrimPrefix(src, "/base")))
	if err != nil || string(b) != "png b\n" {
		t.Errorf("published %s: %q %v", src, b, err)
	}
}

// A JSON file whose top level is a list is its default import's value
// (aws-observability's `import events from './events.json'` then
// <EventGrid events={events} />), as an object's is.
func TestJSONImportOfAList(t *testing.T) {
	dir, res := compileSource(t, `
-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', {docs: {}}]]};
-- src/components/List.js --
export default function List() { return null; }
-- docs/list.json --
[{"name": "a"}, {"name": "b"}]
-- docs/a.mdx --
import rows from './list.json';
import List from '@site/src/components/List';

<List items={rows} />

First: {rows[0].name}
`)
	if len(res.Diagnostics) != 0 {
		t.Errorf("diagnostics %v", res.Diagnostics)
	}
	var a graph.DocPage
	readJSON(t, filepath.Join(dir, "out", "docs/current/a.json"), &a)
	var comps bytes.Buffer
	json.Compact(&comps, a.Components)
	if !strings.Contains(comps.String(), `"props":{"items":[{"name":"a"},{"name":"b"}]}`) || !strings.Contains(a.HTML, "<p>First: a</p>") {
		t.Errorf("components %s\nhtml %s", a.Components, a.HTML)
	}
}

// A raw-loader snippet and a JSON module from the repository outside the site
// folder are read as partials are (RogueLibs' `!!raw-loader!@site/../Tests/x.cs`
// snippets rendered nothing with a false "Docusaurus stops the build"
// warning; Lunatic's `import source from '../../../src/x/source.json'` gave
// its island the variable's name); never beyond the repository.
func TestImportsFromTheRepository(t *testing.T) {
	dir := t.TempDir()
	os.Mkdir(filepath.Join(dir, ".git"), 0o755)
	writeTree(t, dir, parseArchive(`
-- shared/A.cs --
public class A {}
-- shared/data.json --
{"k": 1}
-- site/docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', {docs: {}}]]};
-- site/src/components/Show.js --
export default function Show() { return null; }
-- site/docs/intro.mdx --
import CodeBlock from '@theme/CodeBlock';
import A from '!!raw-loader!@site/../shared/A.cs';
import A2 from '!!raw-loader!../../shared/A.cs';
import data from '../../shared/data.json';
import Show from '@site/src/components/Show';

<CodeBlock language="csharp">{A}</CodeBlock>

<CodeBlock language="csharp">{A2}</CodeBlock>

<Show data={data} />
`))
	res, err := Run(Options{Root: filepath.Join(dir, "site"), Out: filepath.Join(dir, "out")})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Diagnostics) != 0 {
		t.Errorf("diagnostics %v", res.Diagnostics)
	}
	var a graph.DocPage
	readJSON(t, filepath.Join(dir, "out", "docs/current/intro.json"), &a)
	if strings.Count(a.HTML, `<span class="nc">A</span>`) != 2 {
		t.Errorf("html %s", a.HTML)
	}
	var comps bytes.Buffer
	json.Compact(&comps, a.Components)
	if !strings.Contains(comps.String(), `"props":{"data":{"k":1}}`) {
		t.Errorf("components %s", a.Components)
	}
}

// A JSON module imported from the root ('/data/team.json') is the static
// folder's file, else the site folder's, as the bundler's resolve.roots find it
// (apache answer's team page rendered its four member lists empty).
func TestRootJSONImport(t *testing.T) {
	dir, res := compileSource(t, `
-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', {docs: {}}]]};
-- static/data/team.json --
[{"users": [{"name": "Ann"}, {"name": "Bob"}]}]
-- data/team.json --
[{"users": [{"name": "Not static"}]}]
-- data/only.json --
{"name": "Site folder"}
-- docs/team.mdx --
import Team from '/data/team.json';
import Only from '/data/only.json';

<ul>{Team[0].users.map(u => <li key={u.name}>{u.name}</li>)}</ul>

{Only.name}
`)
	for _, d := range res.Diagnostics {
		t.Errorf("diagnostic: %s", d)
	}
	var a graph.DocPage
	readJSON(t, filepath.Join(dir, "out", "docs/current/team.json"), &a)
	if !strings.Contains(a.HTML, "<ul><li>Ann</li><li>Bob</li></ul>") || !strings.Contains(a.HTML, "Site folder") {
		t.Errorf("html %s", a.HTML)
	}
}

// The anchors a site component declares with Docusaurus's
// useBrokenLinks().collectAnchor (immutable-collections' <Export
// anchor="HashableObj">, 454 false broken-anchor warnings) are anchors of the
// page: the prop the call names, destructured or on props.
func TestSiteComponentCollectedAnchors(t *testing.T) {
	_, res := compileSource(t, `
-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', {docs: {}}]]};
-- src/components/Api.js --
import useBrokenLinks from '@docusaurus/useBrokenLinks';
export default function Api({anchor, children}) {
  useBrokenLinks().collectAnchor(anchor);
  return <div id={anchor}>{children}</div>;
}
-- src/components/Other.js --
export default function Other(props) {
  useBrokenLinks().collectAnchor(props.name);
  return <div id={props.name} />;
}
-- docs/intro.mdx --
import Api from '@site/src/components/Api';
import Other from '@site/src/components/Other';

See [HashMap](#HashMap), [Set](#Set) and [missing](#missing).

<Api anchor="HashMap">class HashMap</Api>

<Other name="Set" />
`)
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, d.String())
	}
	if len(got) != 1 || !strings.Contains(got[0], `link "#missing"`) {
		t.Errorf("diagnostics %q", got)
	}
}

// Docusaurus's mdx.format front matter chooses a file's format over the site's
// markdown.format (stacklok's generated CLI pages: `format: md` for text with
// <args> and {braces}, which MDX reads as JSX and expressions).
func TestMDXFormatFrontMatter(t *testing.T) {
	dir, res := compileSource(t, "-- site.yaml --\ntitle: F\nmarkdown:\n  format: detect\n"+
		"-- docs/cli.md --\n---\nmdx:\n  format: md\n---\n\n# CLI\n\nRun <args> with {braces}.\n"+
		"-- docs/comp.md --\n---\nmdx:\n  format: mdx\n---\n\n# Comp\n\nA {1 + 1} and <kbd>K</kbd>.\n"+
		"-- docs/plain.md --\n---\nmdx:\n  format: detect\n---\n\n# Plain\n\nText {x}.\n")
	if len(res.Diagnostics) != 1 || !strings.HasPrefix(res.Diagnostics[0].String(), "docs/cli.md:8:5: warning[unsafe-html]: raw HTML <args>") {
		t.Fatalf("diagnostics (want <args> dropped as raw HTML): %v", res.Diagnostics)
	}
	for _, c := range []struct{ file, want string }{
		{"cli", "<p>Run  with {braces}.</p>"},
		{"comp", "<p>A 2 and <kbd>K</kbd>.</p>"},
		{"plain", "<p>Text {x}.</p>"},
	} {
		var p graph.DocPage
		readJSON(t, filepath.Join(dir, "out/docs/current", c.file+".json"), &p)
		if !strings.Contains(p.HTML, c.want) {
			t.Errorf("%s: %s, want %s", c.file, p.HTML, c.want)
		}
	}
	_, res = compileSource(t, "-- docs/bad.md --\n---\nmdx:\n  format: markdown\n---\n\n# Bad\n")
	if len(res.Diagnostics) != 1 || res.Diagnostics[0].String() != `docs/bad.md:3:11: error[schema]: mdx.format: value must be one of "md", "mdx", "detect"` {
		t.Errorf("an unknown format: %v", res.Diagnostics)
	}
}

// A module of the site that MDX imports may import another with the @site
// alias, as Docusaurus's bundler resolves it there (in-cloud-docs' certs.ts
// imports @site/src/constants/…: its code blocks' paths rendered nothing).
func TestModuleImportsWithTheSiteAlias(t *testing.T) {
	dir, res := compileSource(t, "-- docusaurus.config.js --\nmodule.exports = {title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', {docs: {}}]]};\n"+
		"-- src/base.ts --\nexport const BASE = { v: '/k' };\n"+
		"-- src/certs.ts --\nimport { BASE } from '@site/src/base';\nexport const CERT = { path: `${BASE.v}/pki` };\n"+
		"-- docs/a.mdx --\nimport CodeBlock from '@theme/CodeBlock';\nimport { CERT } from '@site/src/certs';\n\n<CodeBlock language=\"text\">{`ls ${CERT.path}`}</CodeBlock>\n")
	if len(res.Diagnostics) > 0 {
		t.Fatalf("diagnostics: %v", res.Diagnostics)
	}
	var p graph.DocPage
	readJSON(t, filepath.Join(dir, "out/docs/current/a.json"), &p)
	if !strings.Contains(p.HTML, "ls /k/pki") {
		t.Errorf("html: %s", p.HTML)
	}
}

// A scope file's wrapper of a site component (`Steps: ({children, ...rest}) =>
// <Steps mode="mdx" {...rest}>{children}</Steps>`) makes <Steps> that
// component's island with the wrapper's props, which the element's own
// replace (supertokens' docs: 45 elements were unknown components).
func TestScopeWrapperProps(t *testing.T) {
	dir, res := compileSource(t, `
-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', {docs: {}}]]};
-- src/components/index.tsx --
export function Steps(props: {mode?: string}) { return null; }
-- src/theme/MDXComponents.tsx --
import MDXComponents from '@theme-original/MDXComponents';
import { Steps } from '@site/src/components';
export default {
  ...MDXComponents,
  Steps: ({ children, ...rest }) => (
    <Steps mode="mdx" {...rest}>
      {children}
    </Steps>
  ),
};
-- docs/a.mdx --
<Steps>

1. one

</Steps>

<Steps mode="plain">two</Steps>
`)
	if len(res.Diagnostics) != 0 {
		t.Errorf("diagnostics %v", res.Diagnostics)
	}
	var a graph.DocPage
	readJSON(t, filepath.Join(dir, "out", "docs/current/a.json"), &a)
	var comps bytes.Buffer
	json.Compact(&comps, a.Components)
	if c := comps.String(); !strings.Contains(c, `"props":{"mode":"mdx"}`) || !strings.Contains(c, `"props":{"mode":"plain"}`) || strings.Count(c, `"export":"Steps"`) != 2 {
		t.Errorf("components %s", c)
	}
}

// A scope file entry that replaces an HTML element with the site's own
// component (go-gitea's `a: A`, which rewrites GitHub links on 159 versioned
// pages) is not run: one warning at the entry, whatever the number of pages,
// and the links are rendered as Markdown renders them. One of Docusaurus's own
// components (`details: Details`) is no warning.
func TestScopeHTMLElementOverride(t *testing.T) {
	dir, res := compileSource(t, `
-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', {docs: {routeBasePath: '/'}}]]};
-- versions.json --
["1.0"]
-- versioned_sidebars/version-1.0-sidebars.json --
{"s": [{"type": "autogenerated", "dirName": "."}]}
-- src/theme/MDXComponents/A.js --
import Link from '@docusaurus/Link';
export default function MDXA(props) { return <Link {...props} />; }
-- src/theme/MDXComponents/index.js --
import MDXComponents from '@theme-original/MDXComponents';
import Details from '@theme/Details';
import A from './A';

export default {
  ...MDXComponents,
  details: Details,
  // links to the version's branch
    a: A,
};
-- docs/index.md --
# Home

See [app.example.ini](https://github.com/go-gitea/gitea/blob/main/custom/conf/app.example.ini).
-- versioned_docs/version-1.0/index.md --
# Home

See [app.example.ini](https://github.com/go-gitea/gitea/blob/main/custom/conf/app.example.ini).
`)
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, d.String())
	}
	want := "src/theme/MDXComponents/index.js:9:5: warning[unknown-component]: a: the MDX component scope replaces every <a> of the docs with A, which contentc does not run: the site's own rendering of <a> is not applied, the docs' are rendered as Markdown renders them (to keep what it does, write it in the docs)"
	if strings.Join(got, "\n") != want {
		t.Errorf("diagnostics:\n%s\nwant\n%s", strings.Join(got, "\n"), want)
	}
	for _, f := range []string{"docs/current/index.json", "docs/1.0/index.json"} {
		var p graph.DocPage
		readJSON(t, filepath.Join(dir, "out", f), &p)
		if link := `<a href="https://github.com/go-gitea/gitea/blob/main/custom/conf/app.example.ini" target="_blank" rel="noopener noreferrer">app.example.ini</a>`; !strings.Contains(p.HTML, link) {
			t.Errorf("%s: %s\nwant %s", f, p.HTML, link)
		}
	}
}

// Several HTML elements the scope replaces are one warning, at the first
// (react-native-website replaces 13).
func TestScopeHTMLElementOverridesAreOneWarning(t *testing.T) {
	_, res := compileSource(t, `
-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', {docs: {routeBasePath: '/'}}]]};
-- src/theme/MDXComponents/index.js --
import MDXComponents from '@theme-original/MDXComponents';
import MDXCode from './Code';

export default {
  ...MDXComponents,
  code: MDXCode,
  h2: (props) => <h2 className="big" {...props} />,
  table: (props) => <div className="scroll"><table {...props} /></div>,
};
-- src/theme/MDXComponents/Code.js --
export default function MDXCode(props) { return <code {...props} />; }
-- docs/index.md --
# Home

Text.
`)
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, d.String())
	}
	want := "src/theme/MDXComponents/index.js:6:3: warning[unknown-component]: the MDX component scope replaces every <code>, <h2> and <table> of the docs with components of this site, which contentc does not run: the site's own rendering of these elements is not applied, the docs' are rendered as Markdown renders them"
	if strings.Join(got, "\n") != want {
		t.Errorf("diagnostics:\n%s\nwant\n%s", strings.Join(got, "\n"), want)
	}
}

// The scope as `docusaurus swizzle --eject MDXComponents` writes it maps the
// elements to Docusaurus's own components (@theme/MDXComponents/Code, a
// function that only renders MDXHeading): no warning, as contentc renders them
// as those do (neuvector's docs), but one the site swizzled too (its own
// src/theme/MDXComponents/Img.js) is the site's.
func TestScopeEjectedDefaultsAreNoWarning(t *testing.T) {
	_, res := compileSource(t, `
-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', {docs: {routeBasePath: '/'}}]]};
-- src/theme/MDXComponents/index.js --
import MDXCode from '@theme/MDXComponents/Code';
import MDXA from '@theme/MDXComponents/A';
import MDXImg from '@theme/MDXComponents/Img';
import MDXHeading from '@theme/MDXComponents/Heading';

const MDXComponents = {
  code: MDXCode,
  a: MDXA,
  img: MDXImg,
  h1: (props) => <MDXHeading as="h1" {...props} />,
  h2: (props: ComponentProps<'h2'>) => <MDXHeading as="h2" {...props} />,
};
export default MDXComponents;
-- src/theme/MDXComponents/Img.js --
export default function MDXImg(props) { return <img loading="lazy" {...props} />; }
-- docs/index.md --
# Home

Text.
`)
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, d.String())
	}
	want := "src/theme/MDXComponents/index.js:9:3: warning[unknown-component]: img: the MDX component scope replaces every <img> of the docs with MDXImg, which contentc does not run: the site's own rendering of <img> is not applied, the docs' are rendered as Markdown renders them (to keep what it does, write it in the docs)"
	if strings.Join(got, "\n") != want {
		t.Errorf("diagnostics:\n%s\nwant\n%s", strings.Join(got, "\n"), want)
	}
}

// With both src/theme/MDXComponents.js and src/theme/MDXComponents/index.js,
// the folder's index is the scope, as Docusaurus's theme aliases give it
// (avalonia-docs has both).
func TestScopeFileFolderIndexWins(t *testing.T) {
	dir, res := compileSource(t, `
-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', {docs: {routeBasePath: '/'}}]]};
-- src/theme/MDXComponents.js --
import MDXComponents from '@theme-original/MDXComponents';
import Old from '@site/src/components/Old';
export default {...MDXComponents, Old};
-- src/theme/MDXComponents/index.js --
import MDXComponents from '@theme-original/MDXComponents';
import Badge from '@site/src/components/Badge';
export default {...MDXComponents, Badge};
-- src/components/Badge.js --
export default function Badge() { return <b>new</b>; }
-- src/components/Old.js --
export default function Old() { return <i>old</i>; }
-- docs/a.mdx --
# A

Text <Badge />
`)
	for _, d := range res.Diagnostics {
		t.Errorf("diagnostic %s", d)
	}
	var g graph.Graph
	readJSON(t, filepath.Join(dir, "out", "graph.json"), &g)
	if g.SiteComponents == nil || strings.Join(g.SiteComponents.Modules, ",") != "src/components/Badge.js" {
		t.Errorf("siteComponents %+v", g.SiteComponents)
	}
}

// An object written in a site component's prop keeps its keys in the order
// written, integer keys first, as JavaScript keeps them (WalletConnect's
// <Table> draws each row with Object.values(row): with the keys sorted, every
// cell of 30 tables on 14 pages sat under the wrong header).
func TestComponentPropsKeepKeyOrder(t *testing.T) {
	dir, res := compileSource(t, `
-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', {docs: {}}]]};
-- src/components/Table.js --
export default function Table({ data }) { return null; }
-- docs/a.mdx --
import Table from '@site/src/components/Table';

<Table headers={['Value', 'Description']} data={[
  { value: 'projectId', description: 'Your project ID', 'required': true, 2: 'two', 1: 'one' },
  { value: 'chains', description: 'Chains', nested: { z: 1, a: 2 } },
]} />
`)
	if len(res.Diagnostics) != 0 {
		t.Errorf("diagnostics %v", res.Diagnostics)
	}
	var a graph.DocPage
	readJSON(t, filepath.Join(dir, "out", "docs/current/a.json"), &a)
	var comps bytes.Buffer
	json.Compact(&comps, a.Components)
	want := `"data":[{"1":"one","2":"two","value":"projectId","description":"Your project ID","required":true},{"value":"chains","description":"Chains","nested":{"z":1,"a":2}}]`
	if !strings.Contains(comps.String(), want) {
		t.Errorf("components %s\nwant %s", comps.String(), want)
	}
}

// A site component passed inside a prop's list (mlflow's FeatureHighlights
// features, `[{ icon: Star, … }]`) is a reference in the page's components, and
// its file is in graph.json's siteComponents for the web build, as a
// component passed as a prop of its own is; a package's export is a
// reference with its package, which names no file.
func TestComponentPropsPassNestedComponents(t *testing.T) {
	dir, res := compileSource(t, `
-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', {docs: {}}]]};
-- src/components/Features.jsx --
export default function Features({ features }) { return null; }
-- src/components/Star.jsx --
import React from 'react';
export default function Star() { return <span>*</span>; }
-- docs/a.mdx --
import Features from '@site/src/components/Features';
import Star from '@site/src/components/Star';
import { Zap } from 'lucide-react';

<Features features={[{ icon: Star, title: "Local" }, { icon: Zap, title: "Fast" }]} />
`)
	if len(res.Diagnostics) != 0 {
		t.Errorf("diagnostics %v", res.Diagnostics)
	}
	var a graph.DocPage
	readJSON(t, filepath.Join(dir, "out", "docs/current/a.json"), &a)
	var comps bytes.Buffer
	json.Compact(&comps, a.Components)
	want := `"props":{"features":[{"icon":{"$component":{"export":"default","module":"src/components/Star.jsx","name":"Star"}},"title":"Local"},{"icon":{"$component":{"export":"Zap","name":"Zap","package":"lucide-react"}},"title":"Fast"}]}`
	if !strings.Contains(comps.String(), want) {
		t.Errorf("components %s\nwant %s", comps.String(), want)
	}
	var g graph.Graph
	readJSON(t, filepath.Join(dir, "out", "graph.json"), &g)
	if g.SiteComponents == nil || strings.Join(g.SiteComponents.Modules, ",") != "src/components/Features.jsx,src/components/Star.jsx" {
		t.Errorf("siteComponents %+v", g.SiteComponents)
	}
}

// A partial the document imports and uses as a block puts its headings in the
// page's table of contents, as Docusaurus's TOC does; one of the MDX component
// scope (src/theme/MDXComponents), which the document does not import, does
// not (cypress's <HeaderYields /> added Yields, Requirements… to 109 pages'
// TOCs), but its headings keep their ids as the page's anchors.
func TestScopePartialHeadingsNotInTOC(t *testing.T) {
	dir, res := compileSource(t, `
-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', {docs: {}}]]};
-- src/theme/MDXComponents.js --
import MDXComponents from '@theme-original/MDXComponents';
import HeaderYields from '@site/docs/_header-yields.mdx';
export default { ...MDXComponents, HeaderYields };
-- docs/_header-yields.mdx --
### Yields {#Yields}
-- docs/_imported.mdx --
## Imported
-- docs/a.mdx --
import Imported from './_imported.mdx';
import TOCInline from '@theme/TOCInline';

<TOCInline toc={toc} />

## Syntax

<HeaderYields />

<Imported />

See [yields](#Yields).
`)
	if len(res.Diagnostics) != 0 {
		t.Errorf("diagnostics %v", res.Diagnostics)
	}
	var a graph.DocPage
	readJSON(t, filepath.Join(dir, "out", "docs/current/a.json"), &a)
	var ids []string
	for _, e := range a.Toc {
		ids = append(ids, e.ID)
	}
	if got := strings.Join(ids, " "); got != "syntax imported" {
		t.Errorf("toc %s, want syntax imported", got)
	}
	if !strings.Contains(a.HTML, `id="Yields"`) || strings.Contains(a.HTML, `href="#Yields">Yields`) || !strings.Contains(a.HTML, `href="#imported"`) {
		t.Errorf("html %s", a.HTML)
	}
}

// A site component's prop that names another one, in a doc with no front
// matter, import or heading (no constants of its own), is read: cypress's
// `icon={<Icon name="claude" />}` stopped the renderer on two pages, and
// with them the compile.
func TestScopeComponentPropInADocWithoutConstants(t *testing.T) {
	_, res := compileSource(t, `
-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', {docs: {}}]]};
-- src/components/Icon.tsx --
export default function Icon(props: {name: string}) { return null; }
-- src/components/AccordionBlock.tsx --
export default function AccordionBlock(props: {title: string, icon?: unknown}) { return null; }
-- src/theme/MDXComponents.tsx --
import MDXComponents from '@theme-original/MDXComponents';
import Icon from '@site/src/components/Icon';
import AccordionBlock from '@site/src/components/AccordionBlock';
export default { ...MDXComponents, Icon, AccordionBlock };
-- docs/a.mdx --
<AccordionBlock title="Claude" icon={Icon}>

Text.

</AccordionBlock>

<AccordionBlock title="Pic" icon={require('./a.png').default}>x</AccordionBlock>
-- docs/a.png --
PNG
`)
	for _, d := range res.Diagnostics {
		t.Errorf("diagnostic: %s", d)
	}
}
