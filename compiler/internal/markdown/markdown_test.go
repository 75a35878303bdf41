package markdown

import (
	"flag"
	"fmt"
	"html"
	"os"
	"reflect"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/markdown/internal/htmlpolicy"
)

var update = flag.Bool("update", false, "rewrite golden files in testdata")

func render(t testing.TB, src string) Result {
	t.Helper()
	return New(Options{}).Render(Input{File: "doc.md", Source: []byte(src)})
}

func ids(ds []diag.Diagnostic) []string {
	var out []string
	for _, d := range ds {
		out = append(out, string(d.ID))
	}
	return out
}

// TestWholeDocument renders a page that uses every feature and compares with a
// reviewed golden file (go test -run TestWholeDocument -update to rewrite it).
func TestWholeDocument(t *testing.T) {
	src, err := os.ReadFile("testdata/whole.md")
	if err != nil {
		t.Fatal(err)
	}
	var resolved []LinkRef
	res := New(Options{BaseURL: "/base/"}).Render(Input{
		File: "docs/whole.md", Source: src, LineOffset: 4,
		Resolve: func(l LinkRef) string {
			resolved = append(resolved, l)
			return "/base/" + strings.TrimSuffix(l.Dest, ".md")
		},
	})
	if *update {
		if err := os.WriteFile("testdata/whole.html", res.HTML, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile("testdata/whole.html")
	if err != nil {
		t.Fatal(err)
	}
	if string(res.HTML) != string(want) {
		t.Errorf("HTML differs from testdata/whole.html:\n%s", res.HTML)
	}
	if res.Title != "Getting started" {
		t.Errorf("Title = %q", res.Title)
	}
	wantHeadings := []Heading{{Level: 2, ID: "props", Text: "Props", Line: 10}, {Level: 3, ID: "props-1", Text: "Props", Line: 25}}
	if !reflect.DeepEqual(res.Headings, wantHeadings) {
		t.Errorf("Headings = %+v", res.Headings)
	}
	wantLinks := []LinkRef{
		{"./api.md#chart", 7, 46, false, "", EscapeURL, false},
		{"https://github.com/elastic/elastic-charts", 8, 1, false, "", EscapeURL, false},
		{"notes.md", 32, 18, false, "", EscapeURL, false},
	}
	if !reflect.DeepEqual(res.Links, wantLinks) {
		t.Errorf("Links = %+v", res.Links)
	}
	if !reflect.DeepEqual(resolved, []LinkRef{wantLinks[0], wantLinks[2]}) {
		t.Errorf("Resolve called with %+v", resolved)
	}
	wantSections := []Section{
		{"", "Getting started", "Install the package with npm. See the API or GitHub."},
		{"props", "Props", "prop type id string Pro tip Use <Chart> with care. import { Chart } from '@elastic/charts'; const c = <Chart />;"},
		{"props-1", "Props", "done todo Footnote and old text. Details in notes."},
	}
	if !reflect.DeepEqual(res.Sections, wantSections) {
		t.Errorf("Sections = %#v", res.Sections)
	}
	if len(res.Diagnostics) != 0 {
		t.Errorf("Diagnostics = %v", res.Diagnostics)
	}
}

func TestTitle(t *testing.T) {
	tests := []struct{ src, title, html string }{
		// a leading h1 is the title, drawn by the page; one with markup stays
		// in the body as written, as Docusaurus renders the content's own h1
		// (HeadingShown), its title its text
		{"# Hello there\n\ntext\n", "Hello there", "<p>text</p>\n"},
		{"# Hello *there*\n\ntext\n", "Hello there", "<h1>Hello <em>there</em></h1>\n<p>text</p>\n"},
		{"# `useQuery` &amp; more\n", "useQuery & more", "<h1><code>useQuery</code> &amp; more</h1>\n"},
		{"Setext title\n===\n\ntext\n", "Setext title", "<p>text</p>\n"},
		// an h1 has no id and no link to itself, as Docusaurus's Heading renders it
		{"text\n\n# Not leading\n", "", "<p>text</p>\n<h1>Not leading</h1>\n"},
		{"## Not h1\n", "", `<h2 id="not-h1">Not h1<a class="hash-link" href="#not-h1" aria-label="Direct link to Not h1">#</a></h2>` + "\n"},
		// The title's slug counts, as in Docusaurus, where the h1 stays in a
		// doc's content and is slugged first (saleor's models page).
		{"# Intro\n## Intro\n", "Intro", `<h2 id="intro-1">Intro<a class="hash-link" href="#intro-1" aria-label="Direct link to Intro">#</a></h2>` + "\n"},
		{"", "", ""},
	}
	for _, tt := range tests {
		res := render(t, tt.src)
		if res.Title != tt.title || string(res.HTML) != tt.html {
			t.Errorf("%q: title %q html %q; want %q %q", tt.src, res.Title, res.HTML, tt.title, tt.html)
		}
	}
}

func TestHeadingIDs(t *testing.T) {
	res := render(t, "# Title\n\n## Intro\n\n## Intro\n\n### Intro {#intro}\n\n#### Deep *dive*\n\n## Ünïcode & symbols!\n\n> ## In a quote\n")
	want := []Heading{
		{Level: 2, ID: "intro-1", Text: "Intro", Line: 3},
		{Level: 2, ID: "intro-2", Text: "Intro", Line: 5},
		{Level: 3, ID: "intro", Text: "Intro", Line: 7},
		{Level: 4, ID: "deep-dive", Text: "Deep dive", HTML: "Deep <em>dive</em>", Line: 9},
		{Level: 2, ID: "ünïcode--symbols", Text: "Ünïcode & symbols!", Line: 11},
		{Level: 2, ID: "in-a-quote", Text: "In a quote", Line: 13},
	}
	if !reflect.DeepEqual(res.Headings, want) {
		t.Errorf("Headings\n got %+v\nwant %+v", res.Headings, want)
	}
	res = render(t, "## A {#same}\n\n## B {#same}\n")
	if got := ids(res.Diagnostics); !reflect.DeepEqual(got, []string{"duplicate-heading-id"}) || res.Diagnostics[0].Line != 3 {
		t.Errorf("diagnostics %v", res.Diagnostics)
	}
}

// safeHTMLCases are inputs an attacker could write; none may produce markup
// with behaviour.
var safeHTMLCases = []struct {
	name, src, html string
	diags           []string
}{
	{"script", "<script>alert(1)</script>\n", "", []string{"unsafe-html"}},
	{"inline script", "hi <script>alert(1)</script> there\n", "<p>hi  there</p>\n", []string{"unsafe-html"}},
	{"onerror", `<img src="x" onerror="alert(1)">` + "\n", `<img src="x" alt=""/>` + "\n", []string{"unsafe-html"}},
	{"event handler on allowed tag", `text <span onmouseover="alert(1)" title="t">x</span>` + "\n", `<p>text <span title="t">x</span></p>` + "\n", []string{"unsafe-html"}},
	{"javascript link", "[x](javascript:alert(1))\n", "<p>x</p>\n", []string{"unsafe-url"}},
	{"obfuscated javascript link", "[x]( JaVa&#x09;Script:alert(1))\n", "<p>x</p>\n", []string{"unsafe-url"}},
	{"data image", "![pic](data:image/svg+xml;base64,PHN2Zz4=)\n", "<p>pic</p>\n", []string{"unsafe-url"}},
	{"vbscript autolink", "<vbscript:msgbox(1)>\n", "<p>vbscript:msgbox(1)</p>\n", []string{"unsafe-url"}},
	{"iframe", `<iframe src="https://evil"></iframe>` + "\n", "", []string{"unsafe-html"}},
	{"style attribute", `<b style="position:fixed">x</b>` + "\n", "<p><b>x</b></p>\n", []string{"unsafe-html"}},
	{"html in code is text", "`<script>`\n", "<p><code>&lt;script&gt;</code></p>\n", nil},
	{"heading attribute injection", "## H {#h onclick=\"alert(1)\" style=\"x\"}\n", `<h2 id="h">H<a class="hash-link" href="#h" aria-label="Direct link to H">#</a></h2>` + "\n", nil},
	{"code language injection", "```\"><script>\nx\n```\n", `<div class="code-block" data-language="&quot;&gt;&lt;script&gt;"><pre class="chroma" tabindex="0"><code><span class="line">x` + "\n" + `</span></code></pre><button type="button" class="copy-button" aria-label="Copy code to clipboard">Copy</button></div>` + "\n", nil},
	{"admonition title injection", ":::note <img src=x onerror=alert(1)> <script>alert(2)</script> [x](javascript:alert(3))\n:::\n", `<div class="admonition admonition-note" role="note"><div class="admonition-heading">&lt;img src=x onerror=alert(1)&gt; &lt;script&gt;alert(2)&lt;/script&gt; x</div><div class="admonition-content">` + "\n</div></div>\n", []string{"unsafe-url"}},
}

func TestSafeHTML(t *testing.T) {
	for _, tt := range safeHTMLCases {
		t.Run(tt.name, func(t *testing.T) {
			res := render(t, tt.src)
			if string(res.HTML) != tt.html {
				t.Errorf("html\n got %q\nwant %q", res.HTML, tt.html)
			}
			if got := ids(res.Diagnostics); !reflect.DeepEqual(got, tt.diags) {
				t.Errorf("diagnostics %v, want %v", res.Diagnostics, tt.diags)
			}
			if err := checkSafe(string(res.HTML)); err != nil {
				t.Error(err)
			}
		})
	}
}

func TestPositions(t *testing.T) {
	src := "Intro line.\n\nSome <kbd>k</kbd> and <script>x</script> here.\n" +
		"- item with [a link](./a.md) and ![img](i.png)\n" +
		"- ünï [b](b.md) https://x.y/z\n\n" +
		"[bad](javascript:x)\n"
	res := New(Options{}).Render(Input{File: "docs/p.md", Source: []byte(src), LineOffset: 5})
	wantDiags := []string{
		"docs/p.md:8:23: warning[unsafe-html]",
		"docs/p.md:12:1: warning[unsafe-url]",
	}
	if len(res.Diagnostics) != len(wantDiags) {
		t.Fatalf("diagnostics %v", res.Diagnostics)
	}
	for i, d := range res.Diagnostics {
		if !strings.HasPrefix(d.String(), wantDiags[i]) {
			t.Errorf("diagnostic %q, want prefix %q", d.String(), wantDiags[i])
		}
	}
	if !strings.Contains(res.Diagnostics[0].Message, "<script>") {
		t.Errorf("message does not name the tag: %s", res.Diagnostics[0].Message)
	}
	wantLinks := []LinkRef{
		{"./a.md", 9, 13, false, "", EscapeURL, false},
		{"i.png", 9, 34, true, "", EscapeURL, false},
		{"b.md", 10, 7, false, "", EscapeURL, false},
		{"https://x.y/z", 10, 17, false, "", EscapeURL, false}, // column counts characters: "ünï" is 3
	}
	if !reflect.DeepEqual(res.Links, wantLinks) {
		t.Errorf("Links\n got %+v\nwant %+v", res.Links, wantLinks)
	}
}

func TestNestingLimit(t *testing.T) {
	deepIndent := func(n int) string {
		var b strings.Builder
		for i := 0; i < n; i++ {
			b.WriteString(strings.Repeat("  ", i) + "- x\n")
		}
		return b.String()
	}
	tests := []struct {
		name string
		src  string
		line int
	}{
		{"list on one line", "ok\n\n" + strings.Repeat("- ", 10000) + "x\n", 3},
		{"quote", strings.Repeat(">", 10000) + " x\n", 1},
		{"spaced quote", strings.Repeat("> ", 10000) + "x\n", 1},
		{"ordered", strings.Repeat("1. ", 10000) + "x\n", 1},
		{"mixed", strings.Repeat("> - ", 5000) + "x\n", 1},
		{"hundred thousand", strings.Repeat("- ", 100000) + "x\n", 1},
		{"indented lists", deepIndent(150), 101},
		{"admonitions", strings.Repeat(":::note\n", 10000), 101},
		{"emphasis", strings.Repeat("*a ", 10000) + "x" + strings.Repeat(" a*", 10000) + "\n", 1},
		{"quote deepening line by line", func() string {
			var b strings.Builder
			for i := 1; i <= 200; i++ {
				b.WriteString(strings.Repeat(">", i) + " x\n")
			}
			return b.String()
		}(), 101},
	}
	r := New(Options{})
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// Compared with a flat document of the same size in the same run, so the
			// check is about the guard (no quadratic parse), not the machine's load.
			// Up to three rounds, as linear does: a load spike on the machine
			// fails one round, a quadratic parse every round.
			flat := strings.Repeat("word ", len(tt.src)/5+1)
			var res Result
			var deep, base time.Duration
			for round := 0; round < 3; round++ {
				deep = fastest(func() { res = r.Render(Input{File: "deep.md", Source: []byte(tt.src)}) })
				base = fastest(func() { r.Render(Input{File: "flat.md", Source: []byte(flat)}) })
				if deep <= 100*base+500*time.Millisecond {
					break
				}
			}
			if deep > 100*base+500*time.Millisecond {
				t.Errorf("took %v, a flat document of the same size %v", deep, base)
			}
			if len(res.Diagnostics) != 1 || res.Diagnostics[0].ID != "nesting-too-deep" ||
				res.Diagnostics[0].Severity != diag.Error || res.Diagnostics[0].Line != tt.line {
				t.Fatalf("diagnostics %v, want one nesting-too-deep error on line %d", res.Diagnostics, tt.line)
			}
			if len(res.HTML) != 0 || res.Headings != nil || res.Links != nil {
				t.Errorf("expected an empty result, got %d bytes of HTML", len(res.HTML))
			}
		})
	}

	// Within the limit, and not nesting at all.
	for _, src := range []string{
		strings.Repeat("> ", 100) + "x\n",
		deepIndent(100),
		strings.Repeat("- ", 300) + "\n",               // a thematic break
		"```\n" + strings.Repeat(">", 300) + "\n```\n", // code
		strings.Repeat("*", 300) + "\n",                // thematic break
		"text " + strings.Repeat("> - ", 200) + "x\n",  // not at line start
		strings.Repeat("[", 10000) + strings.Repeat("]", 10000) + "\n",
	} {
		res := r.Render(Input{Source: []byte(src)})
		if len(res.Diagnostics) != 0 {
			t.Errorf("%.40q…: unexpected %v", src, res.Diagnostics)
		}
	}

	res := New(Options{MaxNesting: 3}).Render(Input{Source: []byte("> > > > x\n")})
	if got := ids(res.Diagnostics); !reflect.DeepEqual(got, []string{"nesting-too-deep"}) {
		t.Errorf("MaxNesting 3: %v", res.Diagnostics)
	}
}

// TestLinearTime guards against per-item work that grows with the document
// (positions on one long line, warnings in one large HTML block).
func TestLinearTime(t *testing.T) {
	for name, src := range map[string]string{
		"links on one line":   "[a]: /u\n\n" + strings.Repeat("[a][a] <http://a> ", 20000),
		"warnings in a block": strings.Repeat("<div>\n", 30000),
		"unsafe inline tags":  strings.Repeat("<img src=x> ", 30000),
		"long plain code":     "```text\n" + strings.Repeat("x\n", 100000) + "```\n",
		"many headings":       strings.Repeat("## a\n", 30000),
		"many explicit ids":   strings.Repeat("## a {#a}\n", 20000),
	} {
		// Linear means 4x the input takes about 4x the time; a quadratic regression
		// takes 16x. The threshold sits between, with room for GC and machine load;
		// ratios of the fastest of three runs hold where absolute limits do not.
		quarter := src[:len(src)/4]
		if tFull, tQuarter, ok := linear(func() { render(t, quarter) }, func() { render(t, src) }); !ok {
			t.Errorf("%s: %v for the whole input, %v for a quarter: not linear", name, tFull, tQuarter)
		}
	}
}

// linear times a quarter of an input and the whole of it, interleaved, and
// reports whether the whole took at most 9x the quarter (+100 ms): linear work
// takes about 4x, quadratic 16x. The fastest of three interleaved runs is
// compared, up to three times, so that a load spike on the machine (other
// test packages run at the same time) does not fail it; a quadratic
// regression fails every round.
func linear(quarter, full func()) (tFull, tQuarter time.Duration, ok bool) {
	for round := 0; round < 3; round++ {
		tQuarter, tFull = time.Duration(1<<63-1), time.Duration(1<<63-1)
		for i := 0; i < 3; i++ {
			start := time.Now()
			quarter()
			tQuarter = min(tQuarter, time.Since(start))
			start = time.Now()
			full()
			tFull = min(tFull, time.Since(start))
		}
		if tFull <= 9*tQuarter+100*time.Millisecond {
			return tFull, tQuarter, true
		}
	}
	return tFull, tQuarter, false
}

// fastest returns the shortest of three timed runs of fn.
func fastest(fn func()) time.Duration {
	best := time.Duration(1<<63 - 1)
	for i := 0; i < 3; i++ {
		start := time.Now()
		fn()
		if el := time.Since(start); el < best {
			best = el
		}
	}
	return best
}

func TestSections(t *testing.T) {
	src := "# T\n\nBefore   the\nfirst.\n\n## One\n\nText *one*.\n\n```js\nlet x = 1;\n```\n\n#### Sub\n\nSub text.\n\n### Two {#second}\n\n- a\n- b\n\n| h |\n|---|\n| c |\n"
	res := render(t, src)
	want := []Section{
		{"", "T", "Before the first."},
		{"one", "One", "Text one. let x = 1; Sub Sub text."},
		{"second", "Two", "a b h c"},
	}
	if !reflect.DeepEqual(res.Sections, want) {
		t.Errorf("Sections\n got %#v\nwant %#v", res.Sections, want)
	}
	if res := render(t, "## Only\n\ntext\n"); !reflect.DeepEqual(res.Sections, []Section{{"", "", ""}, {"only", "Only", "text"}}) {
		t.Errorf("Sections %#v", res.Sections)
	}
}

func TestDeterministicAndConcurrent(t *testing.T) {
	src, err := os.ReadFile("testdata/whole.md")
	if err != nil {
		t.Fatal(err)
	}
	r := New(Options{})
	in := Input{File: "w.md", Source: src, Resolve: func(l LinkRef) string { return "/x/" + l.Dest }}
	first := r.Render(in)
	var wg sync.WaitGroup
	errs := make(chan string, 8)
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := 0; j < 20; j++ {
				if got := r.Render(in); !reflect.DeepEqual(got, first) {
					errs <- fmt.Sprintf("render %d differs", j)
					return
				}
			}
		}()
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}

var (
	tagRe  = regexp.MustCompile(`<[^>]*>`)
	attrRe = regexp.MustCompile(`\s([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s"'>]+))?`)
)

// checkSafe inspects the markup (not the text) of rendered HTML: no script or
// style elements, no event-handler attributes, no URL attribute with a dangerous
// scheme. The renderer escapes every "<" of text, so every "<" starts markup.
func checkSafe(out string) error {
	lower := strings.ToLower(out)
	for _, bad := range []string{"<script", "<style", "<iframe", "<object", "<embed", "<svg", "<math", "<form", "<base", "<meta", "<link"} {
		if strings.Contains(lower, bad) {
			return fmt.Errorf("output contains %s: %s", bad, out)
		}
	}
	for _, tag := range tagRe.FindAllString(out, -1) {
		for _, m := range attrRe.FindAllStringSubmatch(tag, -1) {
			name := strings.ToLower(m[1])
			if strings.HasPrefix(name, "on") {
				return fmt.Errorf("attribute %s in %s", name, tag)
			}
			// A style holds only the declarations the HTML policy allows (a
			// JSX style object's, or a table cell's alignment).
			if v := html.UnescapeString(strings.Trim(m[2], `"'`)); name == "style" && htmlpolicy.Style(v) != strings.ReplaceAll(v, ": ", ":") {
				return fmt.Errorf("style %q in %s", v, tag)
			}
			// as a browser reads it: entities decoded, then no white space or control
			// characters (URL parsing drops them around and tabs and newlines inside)
			value := html.UnescapeString(strings.Trim(m[2], `"'`))
			value = strings.Map(func(r rune) rune {
				if r <= ' ' {
					return -1
				}
				return r
			}, strings.ToLower(value))
			if name == "src" && strings.HasPrefix(strings.ToLower(tag), "<img") && htmlpolicy.RasterDataImage(value) {
				continue // a raster data: image cannot run script (an SVG one can: never kept)
			}
			if name == "alt" || name == "title" || strings.HasPrefix(name, "aria-") {
				continue // text a browser shows or reads out, never a URL (`![data:]()`)
			}
			for _, scheme := range []string{"javascript:", "vbscript:", "data:", "file:"} {
				if strings.HasPrefix(value, scheme) {
					return fmt.Errorf("attribute %s=%s in %s", name, value, tag)
				}
			}
		}
	}
	return nil
}

// Admonitions are counted before parsing only as they nest: many closed one
// after the other, or openers shown in a code block, are not nesting.
func TestPrescanAdmonitions(t *testing.T) {
	closed := strings.Repeat(":::note\n\nText.\n\n:::\n\n", 300)
	inCode := "```md\n" + strings.Repeat(":::note\n", 300) + "```\n"
	for name, src := range map[string]string{"closed": closed, "in code": inCode} {
		if res := render(t, src); len(res.Diagnostics) > 0 || len(res.HTML) == 0 {
			t.Errorf("%s: %v", name, res.Diagnostics)
		}
	}
	res := render(t, "Intro.\n\n"+strings.Repeat("::::tip Title\n", 101))
	if len(res.Diagnostics) != 1 || res.Diagnostics[0].Line != 103 || !strings.Contains(res.Diagnostics[0].Message, "(admonitions)") {
		t.Errorf("nested: %v", res.Diagnostics)
	}
}

// An image in a heading is its alt text in the heading's id and text, as
// mdast's toString gives it to Docusaurus's slugger and table of contents
// (Unleash's academy page: `## ![Learning paths diagram](…)` is
// #learning-paths-diagram, not #heading with an empty entry).
func TestHeadingImageAltText(t *testing.T) {
	res := render(t, "# ![Logo](l.png) Widgets\n\n## ![Learning paths diagram](p.svg)\n\n## ![Logo](l.png) *Setup*\n")
	want := []Heading{
		{Level: 2, ID: "learning-paths-diagram", Text: "Learning paths diagram", Line: 3},
		{Level: 2, ID: "logo-setup", Text: "Logo Setup", HTML: "Logo <em>Setup</em>", Line: 5},
	}
	if !reflect.DeepEqual(res.Headings, want) {
		t.Errorf("headings %+v, want %+v", res.Headings, want)
	}
	if res.Title != "Logo Widgets" {
		t.Errorf("title %q", res.Title)
	}
}

// A task list marker needs a space and text after it, as in GFM and
// remark-gfm: `- [X](url)` is a link (litmus-docs' community page had a ticked
// box before "(https://…)"), `- [x]done` text.
func TestTaskListMarkerNeedsSpace(t *testing.T) {
	res := render(t, "- [X](https://x.com/a)\n- [x](./other.md)\n- [x]done\n- [ ] todo\n- [x] done\n")
	want := "<ul>\n<li><a href=\"https://x.com/a\" target=\"_blank\" rel=\"noopener noreferrer\">X</a></li>\n<li><a href=\"./other.md\">x</a></li>\n<li>[x]done</li>\n" +
		"<li><input disabled=\"\" type=\"checkbox\"> todo</li>\n<li><input checked=\"\" disabled=\"\" type=\"checkbox\"> done</li>\n</ul>\n"
	if string(res.HTML) != want {
		t.Errorf("got\n%s\nwant\n%s", res.HTML, want)
	}
}

// In a CommonMark file Docusaurus 3.10 reads a heading id from a trailing
// HTML comment, `## Title <!-- #id -->` (playwright.dev); another comment
// is only a comment, whose space before it stays in the slug, as in mdast.
func TestHeadingIDFromHTMLComment(t *testing.T) {
	res := render(t, "## Heading three <!-- #custom-c -->\n\n## Note <!-- not an id -->\n")
	var got []string
	for _, h := range res.Headings {
		got = append(got, h.ID+"="+h.Text)
	}
	if strings.Join(got, " | ") != "custom-c=Heading three | note-=Note" {
		t.Errorf("headings %v", got)
	}
}

// The site's own admonition types (Docusaurus's admonitions.keywords, TUnit's
// :::performance) are admonitions with no warning, drawn as info, with Info's
// default heading, as the theme draws a type without a component of its own.
func TestAdmonitionKeywords(t *testing.T) {
	src := []byte(":::performance\nFast.\n:::\n")
	r := New(Options{AdmonitionKeywords: []string{"performance"}}).Render(Input{File: "a.md", Source: src})
	if len(r.Diagnostics) > 0 || !strings.Contains(string(r.HTML), `<div class="admonition admonition-info" role="note"><div class="admonition-heading">Info</div>`) {
		t.Errorf("%s %v", r.HTML, r.Diagnostics)
	}
	r = New(Options{}).Render(Input{File: "a.md", Source: src})
	if len(r.Diagnostics) != 1 || string(r.HTML) != "<div>\n<p>Fast.</p>\n</div>\n" {
		t.Errorf("without the keyword: %s %v", r.HTML, r.Diagnostics)
	}
	// A keyword is matched as written, as Docusaurus matches it (yearn's :::yearnData).
	r = New(Options{AdmonitionKeywords: []string{"yearnData"}}).Render(Input{File: "a.md", Source: []byte(":::yearnData\nData.\n:::\n")})
	if len(r.Diagnostics) > 0 || !strings.Contains(string(r.HTML), `<div class="admonition admonition-info" role="note"><div class="admonition-heading">Info</div>`) {
		t.Errorf("camel case keyword: %s %v", r.HTML, r.Diagnostics)
	}
}

// Footnote labels match whatever their letter case, as remark-gfm matches them
// (`Minimum[^Min]` with `[^min]: …`: joomla's manual lost the note); a
// reference in code stays as written.
func TestFootnoteLabelsIgnoreCase(t *testing.T) {
	src := "Minimum[^Min] and `[^MIN]` and [^Other].\n\n[^min]: The minimum version.\n[^Other]: Another.\n\n```\n[^MIN]\n```\n"
	for _, mdx := range []bool{false, true} {
		html := string(New(Options{}).Render(Input{File: "a.md", Source: []byte(src), MDX: mdx}).HTML)
		for _, want := range []string{`Minimum<sup><a href="#user-content-fn-min"`, "<code>[^MIN]</code>", "The minimum version.", "Another.", "<pre", "[^MIN]\n"} {
			if !strings.Contains(html, want) {
				t.Errorf("mdx %v: no %q in\n%s", mdx, want, html)
			}
		}
	}
}

// With markdown.githubAlerts (remark-github-admonitions-to-directives in a
// Docusaurus config: stylelint's docs), a blockquote whose first line is a
// GitHub alert is an admonition: NOTE, TIP, WARNING as themselves, IMPORTANT
// as info and CAUTION as danger, holding the rest of the quote. A marker with
// text after it on its line, an unknown or lower-case type, and any quote
// without the option stay blockquotes.
func TestGitHubAlerts(t *testing.T) {
	src := []byte("> [!NOTE]\n> Use `--fix`.\n>\n> More.\n\n> [!IMPORTANT]\n\n>  [!CAUTION]  \n> Stop.\n\n> [!TIP] Inline.\n\n> [!note]\n> Lower.\n\n> [!HINT]\n> Unknown.\n")
	want := `<div class="admonition admonition-note" role="note"><div class="admonition-heading">Note</div><div class="admonition-content">
<p>Use <code>--fix</code>.</p>
<p>More.</p>
</div></div>
<div class="admonition admonition-info" role="note"><div class="admonition-heading">Info</div><div class="admonition-content">
</div></div>
<div class="admonition admonition-danger" role="note"><div class="admonition-heading">Danger</div><div class="admonition-content">
<p>Stop.</p>
</div></div>
<blockquote>
<p>[!TIP] Inline.</p>
</blockquote>
<blockquote>
<p>[!note]
Lower.</p>
</blockquote>
<blockquote>
<p>[!HINT]
Unknown.</p>
</blockquote>
`
	r := New(Options{GitHubAlerts: true}).Render(Input{File: "a.md", Source: src})
	if got := string(r.HTML); got != want || len(r.Diagnostics) > 0 {
		t.Errorf("got:\n%s\nwant:\n%s\n%v", got, want, r.Diagnostics)
	}
	r = New(Options{}).Render(Input{File: "a.md", Source: src})
	if strings.Contains(string(r.HTML), "admonition") {
		t.Errorf("without the option: %s", r.HTML)
	}
}

// <strike>, which browsers draw struck through as <s> and <del>, is kept in
// CommonMark and MDX files alike, as Docusaurus passes it through (openebs'
// "ReadWriteMany" in its unsupported column lost its line).
func TestStrikeElementKept(t *testing.T) {
	r := New(Options{})
	for _, mdx := range []bool{false, true} {
		res := r.Render(Input{File: "a.md", MDX: mdx, Source: []byte("<table><tr><td><strike>ReadWriteMany</strike></td></tr></table>\n\nOld and <strike>gone</strike>.\n")})
		if html := string(res.HTML); strings.Count(html, "<strike>") != 2 || len(res.Diagnostics) != 0 {
			t.Errorf("mdx %v: %s %v", mdx, html, res.Diagnostics)
		}
	}
}
