package compile

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/contentc/contentc/compiler/internal/graph"
)

// htmlSite is a site whose sidebars file (YAML, JSON or JS) has the given items
// around the doc intro.
func htmlSite(sidebarsName, sidebars string) string {
	return "-- site.yaml --\ntitle: H\ndocs:\n  sidebarPath: " + sidebarsName + "\n" +
		"-- " + sidebarsName + " --\n" + sidebars +
		"-- docs/intro.md --\n# Intro\n-- docs/guide/a.md --\n# A\n"
}

// Sidebar items of type html are shown in their place, as Docusaurus shows them:
// the value as HTML, defaultStyle and className kept. The value goes through the
// safe-HTML filter of Markdown's raw HTML: what can run script never reaches the
// graph, each removal is an unsafe-html warning at the item, and the elements are
// balanced so the item cannot change the markup around it.
func TestSidebarHTMLItems(t *testing.T) {
	for _, tc := range []struct {
		name, file, sidebars string
		want                 string // the html item's JSON
		warnings             []string
	}{
		{
			name: "yaml, default style and class", file: "sidebars.yaml",
			sidebars: "docs:\n  - intro\n  - type: html\n    value: '<b>Hello</b> <em>there</em>'\n    defaultStyle: true\n    className: sidebar-note\n  - guide/a\n",
			want:     `{"type":"html","value":"\u003cb\u003eHello\u003c/b\u003e \u003cem\u003ethere\u003c/em\u003e","defaultStyle":true,"className":"sidebar-note"}`,
		},
		{
			name: "js, defaults", file: "sidebars.js",
			sidebars: "module.exports = {docs: ['intro', {type: 'html', value: 'Plain &amp; text'}, 'guide/a']};\n",
			want:     `{"type":"html","value":"Plain \u0026amp; text","defaultStyle":false,"className":null}`,
		},
		{
			name: "json, hostile", file: "sidebars.json",
			sidebars: `{"docs": ["intro", {"type": "html", "value": "<span onclick=\"alert(1)\" title=\"t\">Hi</span><script>alert(2)</script><a href=\"javascript:alert(3)\">x</a><img src=\"javascript:alert(5)\" onerror=alert(4)>"}, "guide/a"]}` + "\n",
			want:     `{"type":"html","value":"\u003cspan title=\"t\"\u003eHi\u003c/span\u003e\u003ca\u003ex\u003c/a\u003e\u003cimg alt=\"\"/\u003e","defaultStyle":false,"className":null}`,
			warnings: []string{
				`sidebars.json:1:46: warning[unsafe-html]: sidebar html item: attribute "onclick" on <span> was removed`,
				`sidebars.json:1:46: warning[unsafe-html]: sidebar html item: attribute "onerror" on <img> was removed`,
				`sidebars.json:1:46: warning[unsafe-html]: sidebar html item: raw HTML <script> was removed with its content`,
				`sidebars.json:1:46: warning[unsafe-url]: sidebar html item: the href of <a> was removed`,
				`sidebars.json:1:46: warning[unsafe-url]: sidebar html item: the src of <img> was removed`,
			},
		},
		{
			// What Docusaurus sites put in html items: a divider, a sponsor's linked logo.
			name: "yaml, divider and linked image", file: "sidebars.yaml",
			sidebars: "docs:\n  - intro\n  - type: html\n    value: '<hr class=\"sidebar-divider\"/><a href=\"https://sponsor.example\"><img src=\"/img/logo.svg\" alt=\"Sponsor\"></a>'\n  - guide/a\n",
			want:     `{"type":"html","value":"\u003chr class=\"sidebar-divider\"/\u003e\u003ca href=\"https://sponsor.example\"\u003e\u003cimg src=\"/img/logo.svg\" alt=\"Sponsor\"/\u003e\u003c/a\u003e","defaultStyle":false,"className":null}`,
		},
		{
			name: "unbalanced", file: "sidebars.yaml",
			sidebars: "docs:\n  - intro\n  - type: html\n    value: '</li></ul><b><i>open'\n  - guide/a\n",
			want:     `{"type":"html","value":"\u003cb\u003e\u003ci\u003eopen\u003c/i\u003e\u003c/b\u003e","defaultStyle":false,"className":null}`,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, res := compileText(t, htmlSite(tc.file, tc.sidebars))
			var got []string
			for _, d := range res.Diagnostics {
				got = append(got, d.String())
			}
			if len(got) != len(tc.warnings) {
				t.Fatalf("diagnostics:\n%s\nwant %d like:\n%s", strings.Join(got, "\n"), len(tc.warnings), strings.Join(tc.warnings, "\n"))
			}
			for i, w := range tc.warnings {
				if !strings.HasPrefix(got[i], w) {
					t.Errorf("diagnostic %d: %s\nwant prefix %s", i, got[i], w)
				}
			}
			sb := g.Versions[0].Sidebars["docs"]
			if len(sb.Items) != 3 || sb.Items[0].Type != "link" || sb.Items[2].Type != "link" {
				t.Fatalf("items: %s", outline(sb.Items, ""))
			}
			b, err := json.Marshal(sb.Items[1])
			if err != nil {
				t.Fatal(err)
			}
			if string(b) != tc.want {
				t.Errorf("html item:\n%s\nwant:\n%s", b, tc.want)
			}
			// Pagination and breadcrumbs pass over the html item.
			if p := g.Versions[0].Sidebars["docs"]; p.FirstHref == nil || *p.FirstHref != "/docs/intro" {
				t.Errorf("firstHref: %v", p.FirstHref)
			}
		})
	}
}

// The html item is skipped by pagination: intro's next page is guide/a.
func TestSidebarHTMLItemPagination(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, filepath.Join(dir, "src"), parseArchive(htmlSite("sidebars.yaml", "docs:\n  - intro\n  - type: html\n    value: '<small>More</small>'\n  - guide/a\n")))
	res, err := Run(Options{Root: filepath.Join(dir, "src"), Out: filepath.Join(dir, "out")})
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range res.Diagnostics {
		t.Errorf("%s", d)
	}
	var page graph.DocPage
	readJSON(t, filepath.Join(dir, "out", "docs", "current", "intro.json"), &page)
	if page.Next == nil || page.Next.Href != "/docs/guide/a" {
		t.Errorf("next of intro: %+v", page.Next)
	}
}

// docs.sidebar in site.yaml: hideable and autoCollapseCategories reach the graph
// (false when absent, so a site without them is as before).
func TestSidebarOptions(t *testing.T) {
	for _, tc := range []struct{ yaml, want string }{
		{"", `{"hideable":false,"autoCollapseCategories":false}`},
		{"  sidebar:\n    hideable: true\n", `{"hideable":true,"autoCollapseCategories":false}`},
		{"  sidebar:\n    autoCollapseCategories: true\n", `{"hideable":false,"autoCollapseCategories":true}`},
		{"  sidebar:\n    hideable: true\n    autoCollapseCategories: true\n", `{"hideable":true,"autoCollapseCategories":true}`},
	} {
		g, res := compileText(t, "-- site.yaml --\ntitle: O\ndocs:\n  path: docs\n"+tc.yaml+"-- docs/intro.md --\n# Intro\n")
		for _, d := range res.Diagnostics {
			t.Errorf("%q: %s", tc.yaml, d)
		}
		b, _ := json.Marshal(g.Site.Docs.Sidebar)
		if string(b) != tc.want {
			t.Errorf("%q: got %s, want %s", tc.yaml, b, tc.want)
		}
	}
	// A wrong type is a schema error at its line.
	_, res := compileText(t, "-- site.yaml --\ntitle: O\ndocs:\n  sidebar:\n    hideable: yes please\n-- docs/intro.md --\n# Intro\n")
	if res.Errors() == 0 || !strings.Contains(res.Diagnostics[0].String(), "site.yaml:4:") {
		t.Errorf("wrong type: %v", res.Diagnostics)
	}
}

// docs.versionPersistence in site.yaml reaches the graph: localStorage unless
// set; another value is a schema error at its line.
func TestVersionPersistence(t *testing.T) {
	for yaml, want := range map[string]string{"": "localStorage", "  versionPersistence: none\n": "none", "  versionPersistence: localStorage\n": "localStorage"} {
		g, res := compileText(t, "-- site.yaml --\ntitle: O\ndocs:\n  path: docs\n"+yaml+"-- docs/intro.md --\n# Intro\n")
		if len(res.Diagnostics) > 0 || g.Site.Docs.VersionPersistence != want {
			t.Errorf("%q: %q, want %q (%v)", yaml, g.Site.Docs.VersionPersistence, want, res.Diagnostics)
		}
	}
	_, res := compileText(t, "-- site.yaml --\ntitle: O\ndocs:\n  path: docs\n  versionPersistence: sessionStorage\n-- docs/intro.md --\n# Intro\n")
	if res.Errors() == 0 || !strings.Contains(res.Diagnostics[0].String(), "site.yaml:4:23:") {
		t.Errorf("a value that is not one: %v", res.Diagnostics)
	}
}

// codeThemes.custom in site.yaml: the site's own colours (prism-react-renderer's
// theme form) over the named themes in code-themes.css, a category covering its
// types and later entries winning; what they leave unset stays the named theme's.
// The graph's site.codeThemes keeps them; a colour that is not #rgb or #rrggbb
// is a schema error at its line.
func TestCustomCodeThemes(t *testing.T) {
	site := "-- site.yaml --\ntitle: O\ncodeThemes:\n  light: github\n  custom:\n    light:\n      plain: {color: '#111111', backgroundColor: '#f6f6f6'}\n" +
		"      styles:\n        - types: [keyword, string]\n          style: {color: '#1a5c1a', fontStyle: italic}\n        - types: [string]\n          style: {color: '#c21325'}\n        - types: [no-such-type]\n          style: {color: '#123456'}\n" +
		"-- docs/intro.md --\n# Intro\n"
	dir, res := compileSource(t, site)
	if len(res.Diagnostics) > 0 {
		t.Fatalf("diagnostics: %v", res.Diagnostics)
	}
	b, err := os.ReadFile(filepath.Join(dir, "out", "code-themes.css"))
	if err != nil {
		t.Fatal(err)
	}
	light, dark, _ := strings.Cut(string(b), "/* dracula */")
	for _, want := range []string{
		`[data-theme="light"] .chroma { color: #111111; background-color: #f6f6f6 }`,
		`[data-theme="light"] .chroma .k { color: #1a5c1a; font-style: italic }`,
		`[data-theme="light"] .chroma .kc { color: #1a5c1a; font-style: italic }`,
		`[data-theme="light"] .chroma .s { color: #c21325; font-style: italic }`,
		`[data-theme="light"] .chroma .s2 { color: #c21325; font-style: italic }`,
		`[data-theme="light"] .chroma .c { color: #57606a }`, // github's (made readable)
	} {
		if !strings.Contains(light, want) {
			t.Errorf("light theme: no %s in\n%s", want, light)
		}
	}
	if strings.Contains(string(b), "#123456") || strings.Contains(dark, "#1a5c1a") {
		t.Errorf("an unknown type's colour, or the light colours in the dark theme:\n%s", b)
	}
	var g graph.Graph
	readJSON(t, filepath.Join(dir, "out", "graph.json"), &g)
	if c := g.Site.CodeThemes.Custom; c == nil || c.Light == nil || c.Dark != nil || len(c.Light.Styles) != 3 || c.Light.Plain.BackgroundColor != "#f6f6f6" {
		t.Errorf("graph site.codeThemes.custom: %+v", c)
	}
	_, res = compileSource(t, strings.Replace(site, "'#c21325'", "'rgba(0,0,0,.5)'", 1))
	if res.Errors() == 0 || !strings.Contains(res.Diagnostics[0].String(), "site.yaml:11:26:") {
		t.Errorf("a colour that is not one: %v", res.Diagnostics)
	}
}

// A wrong value in site.yaml is an error at it, and the rest of the file is
// still used: a site does not fall back to its defaults, whose own errors
// (here the .md file read as MDX) would bury the one to fix. An unknown key
// goes alone too; a wrong item of a list takes its list.
func TestSchemaErrorKeepsTheRest(t *testing.T) {
	_, res := compileText(t, "-- site.yaml --\ntitle: O\nnavbar:\n  title: N\n  logo: {src: img/l.svg, width: wide}\n  colour: red\n  items:\n    - 42\nmarkdown:\n  format: detect\n"+
		"-- docs/x.md --\n# X\n\nRun `keto check <subject>:<id>` or keto check <subject>:<id> {here}.\n")
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, d.String())
	}
	want := []string{
		// the .md file read as CommonMark (markdown.format: detect): raw HTML, not unclosed JSX
		`docs/x.md:3:47: warning[unsafe-html]: raw HTML <subject> is not allowed and was removed (its content is kept)`,
		`docs/x.md:3:57: warning[unsafe-html]: raw HTML <id> is not allowed and was removed (its content is kept)`,
		`site.yaml:4:33: error[schema]: navbar.logo.width: expected number, but got string`,
		"site.yaml:5:3: error[schema]: unknown key \"colour\" in navbar\n  note: allowed keys: hideOnScroll, items, logo, style, title",
		`site.yaml:7:7: error[schema]: navbar.items[0]: expected object, but got number`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("diagnostics:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
