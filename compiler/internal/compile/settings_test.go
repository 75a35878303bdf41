package compile

import (
	"bytes"
	"encoding/json"
	"fmt"
	"html"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/graph"
)

// tableOfContents sets the heading levels of every table of contents, the
// page's and <TOCInline />'s, unless the doc's front matter or the
// component's props say otherwise; a Docusaurus config's
// themeConfig.tableOfContents is taken over.
func TestTableOfContentsLevels(t *testing.T) {
	for name, cfg := range map[string]string{
		"site.yaml":  "-- site.yaml --\ntitle: T\ntableOfContents: {minHeadingLevel: 3, maxHeadingLevel: 5}\n",
		"docusaurus": "-- docusaurus.config.js --\nmodule.exports = {title: 'T', url: 'https://x.org', baseUrl: '/', themeConfig: {tableOfContents: {minHeadingLevel: 3, maxHeadingLevel: 5}}};\n",
	} {
		dir, res := compileSource(t, cfg+`-- docs/a.mdx --
# A

import TOCInline from '@theme/TOCInline';

<TOCInline toc={toc} />

<TOCInline toc={toc} maxHeadingLevel={3} />

## Two

### Three

#### Four

##### Five

###### Six
-- docs/b.md --
---
toc_max_heading_level: 3
---
# B

## Two

### Three

#### Four
`)
		for _, d := range res.Diagnostics {
			t.Errorf("%s: diagnostic: %s", name, d)
		}
		var a, b graph.DocPage
		readJSON(t, filepath.Join(dir, "out", "docs", "current", "a.json"), &a)
		readJSON(t, filepath.Join(dir, "out", "docs", "current", "b.json"), &b)
		if a.TocMinLevel != 3 || a.TocMaxLevel != 5 || b.TocMinLevel != 3 || b.TocMaxLevel != 3 {
			t.Errorf("%s: levels a %d-%d, b %d-%d", name, a.TocMinLevel, a.TocMaxLevel, b.TocMinLevel, b.TocMaxLevel)
		}
		var ids []string
		for _, e := range a.Toc {
			ids = append(ids, e.ID)
		}
		if strings.Join(ids, " ") != "three four five" {
			t.Errorf("%s: a's toc %v", name, ids)
		}
		want := `<ul class="toc-inline"><li><a href="#three">Three</a></li><li class="toc-inline-sub"><a href="#four">Four</a></li><li class="toc-inline-sub"><a href="#five">Five</a></li></ul>` + "\n" +
			`<ul class="toc-inline"><li><a href="#three">Three</a></li></ul>`
		if !strings.Contains(a.HTML, want) {
			t.Errorf("%s: TOCInline:\n%s\nwant:\n%s", name, a.HTML, want)
		}
	}
	_, res := compileSource(t, "-- site.yaml --\ntitle: T\ntableOfContents:\n  minHeadingLevel: 4\n  maxHeadingLevel: 3\n-- docs/a.md --\n# A\n")
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, d.String())
	}
	if want := "site.yaml:4:20: warning[toc-levels]: tableOfContents.maxHeadingLevel 3 is below minHeadingLevel 4: every table of contents is empty; raise it"; strings.Join(got, "\n") != want {
		t.Errorf("diagnostics:\n%s\nwant:\n%s", strings.Join(got, "\n"), want)
	}
}

// The site settings a rendering depends on are part of its cache key: a
// compile after markdown.emoji or tableOfContents changed is the same as one
// without the cache (s.compile compares them).
func TestSettingsChangeCachedRenderings(t *testing.T) {
	for _, withMemo := range []bool{false, true} {
		s := newIncSite(t, "settings.txtar", withMemo)
		s.compile()
		s.edit("site.yaml", "title: Settings", "title: Settings\nmarkdown:\n  emoji: false")
		if res := s.compile(); res.Rendered != 1 {
			t.Errorf("memo %v: emoji off rendered %d pages", withMemo, res.Rendered)
		}
		s.edit("site.yaml", "title: Settings", "title: Settings\ntableOfContents:\n  maxHeadingLevel: 5")
		if res := s.compile(); res.Rendered != 1 {
			t.Errorf("memo %v: new levels rendered %d pages", withMemo, res.Rendered)
		}
	}
}

// The site's social card (image) and meta tags (metadata) are in the graph for
// every page's head, from site.yaml and from a Docusaurus config's themeConfig;
// a script URL is removed with a warning, and a meta tag keeps only its name,
// property and content.
func TestSiteImageAndMetadata(t *testing.T) {
	g, res := compileText(t, "-- site.yaml --\ntitle: T\nimage: img/card.png\nmetadata:\n  - {name: keywords, content: charts}\n  - {property: 'og:locale', content: en_GB}\n-- docs/a.md --\n# A\n")
	if len(res.Diagnostics) > 0 || g.Site.Image == nil || *g.Site.Image != "/img/card.png" || len(g.Site.Metadata) != 2 || g.Site.Metadata[1].Property != "og:locale" {
		t.Errorf("site.yaml: image %v, metadata %+v, diagnostics %v", g.Site.Image, g.Site.Metadata, res.Diagnostics)
	}
	g, res = compileText(t, `-- docusaurus.config.js --
module.exports = {
  title: 'T', url: 'https://x.org', baseUrl: '/',
  themeConfig: {
    image: 'javascript:alert(1)',
    metadata: [{name: 'keywords', content: 'charts', 'data-x': 'y'}, {content: 'nameless'}],
  },
};
-- docs/a.md --
# A
`)
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, d.String())
	}
	want := []string{
		"docusaurus.config.js:4:12: warning[unsafe-url]: image has a URL that can run script or read local files; it was removed",
		`docusaurus.config.js:5:54: warning[docusaurus-config]: themeConfig.metadata[0]["data-x"]: is not taken over by contentc (a meta tag keeps its name, property and content)`,
		"docusaurus.config.js:5:80: warning[docusaurus-config]: themeConfig.metadata[1]: has no name or property with a content; left out",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("diagnostics:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if g.Site.Image != nil || len(g.Site.Metadata) != 1 || g.Site.Metadata[0].Name != "keywords" {
		t.Errorf("docusaurus: image %v, metadata %+v", g.Site.Image, g.Site.Metadata)
	}
}

// markdown.mermaid: the graph's site.mermaid tells the web to draw ```mermaid
// blocks (they stay code blocks in the page's HTML), with Docusaurus's default
// themes, or those and the options of site.yaml's mermaid or a Docusaurus
// config's themeConfig.mermaid; @docusaurus/theme-mermaid in themes is no
// warning, other themes still are, and a function in the options leaves them out.
func TestMermaid(t *testing.T) {
	const doc = "-- docs/a.md --\n# A\n\n```mermaid\ngraph TD\n  A --> B\n```\n"
	g, res := compileText(t, "-- site.yaml --\ntitle: T\n"+doc)
	if len(res.Diagnostics) > 0 || g.Site.Mermaid != nil {
		t.Errorf("off by default: mermaid %+v, diagnostics %v", g.Site.Mermaid, res.Diagnostics)
	}
	g, res = compileText(t, "-- site.yaml --\ntitle: T\nmarkdown: {mermaid: true}\n"+doc)
	if m := g.Site.Mermaid; len(res.Diagnostics) > 0 || m == nil || m.Theme != (graph.LightDark{Light: "default", Dark: "dark"}) || m.Options == nil || len(m.Options) != 0 {
		t.Errorf("defaults: mermaid %+v, diagnostics %v", m, res.Diagnostics)
	}
	_, res = compileText(t, "-- site.yaml --\ntitle: T\nmarkdown: {mermaid: true}\nmermaid: {theme: {dark: night}}\n"+doc)
	if len(res.Diagnostics) != 1 || res.Diagnostics[0].String() != `site.yaml:3:25: error[schema]: mermaid.theme.dark: value must be one of "default", "base", "dark", "forest", "neutral"` || res.Diagnostics[0].Severity != diag.Error {
		t.Errorf("an unknown theme: %v", res.Diagnostics)
	}
	dir, res := compileSource(t, `-- docusaurus.config.js --
module.exports = {
  title: 'T', url: 'https://x.org', baseUrl: '/',
  markdown: {mermaid: true},
  themes: ['@docusaurus/theme-mermaid', '@docusaurus/theme-live-codeblock', '@easyops-cn/docusaurus-search-local'],
  themeConfig: {
    mermaid: {theme: {light: 'neutral', dark: 'forest'}, options: {flowchart: {curve: 'linear'}, maxTextSize: 900}},
  },
};
`+doc)
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, d.String())
	}
	want := []string{
		"docusaurus.config.js:4:41: warning[docusaurus-config]: themes[1]: is not taken over by contentc",
		"docusaurus.config.js:4:77: warning[docusaurus-config]: themes[2]: is not taken over by contentc (the site has contentc's own search, built with the pages: nothing to set up)",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("diagnostics:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	g = &graph.Graph{}
	readJSON(t, filepath.Join(dir, "out", "graph.json"), g)
	m := g.Site.Mermaid
	if m == nil || m.Theme != (graph.LightDark{Light: "neutral", Dark: "forest"}) || m.Options["maxTextSize"] != 900.0 || m.Options["flowchart"].(map[string]any)["curve"] != "linear" {
		t.Errorf("docusaurus: mermaid %+v", m)
	}
	var page graph.DocPage
	readJSON(t, filepath.Join(dir, "out", "docs", "current", "a.json"), &page)
	if !strings.Contains(page.HTML, `<div class="code-block" data-language="mermaid">`) || !strings.Contains(page.HTML, "A --&gt; B") {
		t.Errorf("the diagram's block: %s", page.HTML)
	}
	g, res = compileText(t, `-- docusaurus.config.js --
module.exports = {
  title: 'T', url: 'https://x.org', baseUrl: '/',
  markdown: {mermaid: true},
  themeConfig: {mermaid: {theme: {light: 'sunny'}, options: {themeCSS: () => ''}}},
};
`+doc)
	got = nil
	for _, d := range res.Diagnostics {
		got = append(got, d.String())
	}
	want = []string{
		"docusaurus.config.js:4:35: warning[docusaurus-config]: themeConfig.mermaid.theme.light: is not a Mermaid theme (default, base, dark, forest, neutral); the default is kept",
		"docusaurus.config.js:4:52: warning[docusaurus-config]: themeConfig.mermaid.options: is not an object of plain values (contentc runs no JavaScript in the reader's browser); Mermaid's defaults are kept",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("diagnostics:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if m := g.Site.Mermaid; m == nil || m.Theme.Light != "default" || len(m.Options) != 0 {
		t.Errorf("docusaurus, left out: mermaid %+v", m)
	}
}

// The brand colour: site.yaml colors.primary (#rgb written #rrggbb; dark is
// light's unless given), or a Docusaurus config's customCss stylesheets'
// --ifm-color-primary, each stylesheet with more than that a warning (the rest
// of it is not applied); none of either: no colors in the graph.
func TestBrandColors(t *testing.T) {
	const doc = "-- docs/a.md --\n# A\n"
	g, res := compileText(t, "-- site.yaml --\ntitle: T\n"+doc)
	if len(res.Diagnostics) > 0 || g.Site.Colors != nil {
		t.Errorf("none: %+v, %v", g.Site.Colors, res.Diagnostics)
	}
	g, res = compileText(t, "-- site.yaml --\ntitle: T\ncolors: {primary: {light: '#2E8'}}\n"+doc)
	if len(res.Diagnostics) > 0 || g.Site.Colors == nil || g.Site.Colors.Primary != (graph.ModeColors{Light: "#22ee88", Dark: "#22ee88"}) {
		t.Errorf("light only: %+v, %v", g.Site.Colors, res.Diagnostics)
	}
	g, _ = compileText(t, "-- site.yaml --\ntitle: T\ncolors: {primary: {dark: '#25c2a0'}}\n"+doc)
	if g.Site.Colors == nil || g.Site.Colors.Primary != (graph.ModeColors{Dark: "#25c2a0"}) {
		t.Errorf("dark only: %+v", g.Site.Colors)
	}
	_, res = compileText(t, "-- site.yaml --\ntitle: T\ncolors: {primary: {light: green}}\n"+doc)
	if len(res.Diagnostics) != 1 || !strings.HasPrefix(res.Diagnostics[0].String(), "site.yaml:2:27: error[schema]: colors.primary.light:") {
		t.Errorf("a named colour: %v", res.Diagnostics)
	}
	g, res = compileText(t, `-- docusaurus.config.js --
module.exports = {
  title: 'T', url: 'https://x.org', baseUrl: '/',
  presets: [['classic', {docs: {}, theme: {customCss: [require.resolve('./src/css/custom.css'), './src/css/missing.css']}}]],
};
-- src/css/custom.css --
:root {
  --ifm-color-primary: #2e8555;
  --ifm-color-primary-dark: #29784c;
}
[data-theme='dark'] {
  --ifm-color-primary: #25c2a0;
}
.hero { padding: 2rem; }
`+doc)
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, d.String())
	}
	want := []string{
		"docusaurus.config.js:3:44: warning[docusaurus-config]: presets[0][1].theme.customCss[0]: is not applied (contentc's pages have their own CSS); its --ifm-color-primary, if any, is taken over as colors.primary, and the custom elements it hides as markdown.hiddenElements",
		"docusaurus.config.js:3:97: warning[docusaurus-config]: presets[0][1].theme.customCss[1]: is not a stylesheet in the site's folder; not taken over",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("diagnostics:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if g.Site.Colors == nil || g.Site.Colors.Primary != (graph.ModeColors{Light: "#2e8555", Dark: "#25c2a0"}) {
		t.Errorf("docusaurus: %+v", g.Site.Colors)
	}
}

// The docs option breadcrumbs: false leaves that plugin's pages (docs and
// generated indexes) without breadcrumbs; true is the default, also taken over
// from a Docusaurus config without a warning.
func TestBreadcrumbsOption(t *testing.T) {
	const tree = "-- docs/guide/a.md --\n# A\n-- docs/guide/b.md --\n# B\n-- docs/guide/_category_.json --\n{\"label\": \"Guide\", \"link\": {\"type\": \"generated-index\"}}\n"
	crumbs := func(dir string) (doc, category int) {
		var dp graph.DocPage
		readJSON(t, filepath.Join(dir, "out", "docs", "current", "guide", "a.json"), &dp)
		var cp graph.CategoryPage
		readJSON(t, filepath.Join(dir, "out", "categories", "current", "guide.json"), &cp)
		return len(dp.Breadcrumbs), len(cp.Breadcrumbs)
	}
	dir, res := compileSource(t, "-- site.yaml --\ntitle: T\n"+tree)
	if d, c := crumbs(dir); len(res.Diagnostics) > 0 || d != 2 || c != 1 {
		t.Errorf("default: %d and %d breadcrumbs, %v", d, c, res.Diagnostics)
	}
	dir, res = compileSource(t, "-- site.yaml --\ntitle: T\ndocs: {breadcrumbs: false}\n"+tree)
	if d, c := crumbs(dir); len(res.Diagnostics) > 0 || d != 0 || c != 0 {
		t.Errorf("breadcrumbs: false: %d and %d breadcrumbs, %v", d, c, res.Diagnostics)
	}
	for _, v := range []string{"true", "false"} {
		dir, res = compileSource(t, "-- docusaurus.config.js --\nmodule.exports = {title: 'T', url: 'https://x.org', baseUrl: '/', presets: [['classic', {docs: {breadcrumbs: "+v+"}}]]};\n"+tree)
		d, _ := crumbs(dir)
		if len(res.Diagnostics) > 0 || (d == 0) != (v == "false") {
			t.Errorf("Docusaurus config, breadcrumbs: %s: %d breadcrumbs, %v", v, d, res.Diagnostics)
		}
	}
}

// headTags: links to icons, a manifest, preconnect hints and meta tags go to
// every page's head (graph site.headTags); scripts, stylesheets and other
// attributes are left out of a Docusaurus config with a warning each (the
// pages' CSP would refuse them) and are errors in site.yaml; a script URL is
// removed; a tag with a value the config could not read (electron's content
// read with fs) is left out with one warning that says so, at that value.
func TestHeadTags(t *testing.T) {
	const doc = "-- docs/a.md --\n# A\n"
	g, res := compileText(t, "-- site.yaml --\ntitle: T\nheadTags:\n  - {tagName: link, attributes: {rel: icon, href: /img/icon.png, sizes: 32x32}}\n  - {tagName: meta, attributes: {name: robots-x, content: none}}\n"+doc)
	if len(res.Diagnostics) > 0 || len(g.Site.HeadTags) != 2 || g.Site.HeadTags[0].Attributes["sizes"] != "32x32" || g.Site.HeadTags[1].TagName != "meta" {
		t.Errorf("site.yaml: %+v, %v", g.Site.HeadTags, res.Diagnostics)
	}
	_, res = compileText(t, "-- site.yaml --\ntitle: T\nheadTags:\n  - {tagName: link, attributes: {rel: stylesheet, href: 'https://x.org/a.css'}}\n"+doc)
	if len(res.Diagnostics) != 1 || res.Diagnostics[0].Severity != diag.Error || res.Diagnostics[0].Line != 3 {
		t.Errorf("site.yaml, a stylesheet: %v", res.Diagnostics)
	}
	g, res = compileText(t, `-- docusaurus.config.js --
module.exports = {
  title: 'T', url: 'https://x.org', baseUrl: '/',
  headTags: [
    {tagName: 'link', attributes: {rel: 'preconnect', href: 'https://fonts.example.com', crossorigin: true}},
    {tagName: 'link', attributes: {rel: 'stylesheet', href: 'https://fonts.example.com/css'}},
    {tagName: 'script', attributes: {src: 'https://x.org/a.js'}},
    {tagName: 'meta', attributes: {name: 'verification', content: '123', 'data-x': 'y'}},
    {tagName: 'link', attributes: {rel: 'icon', href: 'javascript:alert(1)'}},
    {tagName: 'meta', attributes: {name: 'docs-sha', content: require('fs').readFileSync('./sha', 'utf-8').trim()}},
  ],
};
`+doc)
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, d.String())
	}
	want := []string{
		`docusaurus.config.js:5:15: warning[docusaurus-config]: headTags[1]: a <link rel="stylesheet"> is not taken over (a stylesheet, script or preload would be refused by the pages' Content-Security-Policy; contentc adds icon, shortcut icon, apple-touch-icon, apple-touch-icon-precomposed, mask-icon, manifest, preconnect, dns-prefetch, alternate, author, license, help, me, search, sitemap, llms-txt links with an href)`,
		`docusaurus.config.js:6:15: warning[docusaurus-config]: headTags[2]: a <script> is not taken over (contentc adds <link> and <meta> tags only: the pages' Content-Security-Policy runs no other script)`,
		`docusaurus.config.js:7:74: warning[docusaurus-config]: headTags[3].attributes["data-x"]: is not taken over by contentc (a <meta> keeps name, property, content)`,
		`docusaurus.config.js:8:49: warning[docusaurus-config]: headTags[4].attributes.href: has a URL that can run script or read local files; the tag is left out`,
		`docusaurus.config.js:9:54: warning[docusaurus-config]: headTags[5].attributes.content: comes from a package or a file that contentc does not run or read; not taken over`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("diagnostics:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if len(g.Site.HeadTags) != 2 || g.Site.HeadTags[0].Attributes["crossorigin"] != "" || g.Site.HeadTags[1].Attributes["content"] != "123" {
		t.Errorf("docusaurus: %+v", g.Site.HeadTags)
	}
}

// stylesheets: each of a Docusaurus config's stylesheets is a warning at its
// entry (the pages' CSP loads the site's own styles only), except KaTeX's when
// the docs use remark-math: the site serves KaTeX's stylesheet itself.
func TestConfigStylesheets(t *testing.T) {
	const doc = "-- docs/a.md --\n# A\n\n$x^2$\n"
	config := func(plugins string) string {
		return `-- docusaurus.config.js --
module.exports = {
  title: 'T', url: 'https://x.org', baseUrl: '/',
  presets: [['classic', {docs: {` + plugins + `}}]],
  stylesheets: [
    {href: 'https://cdn.jsdelivr.net/npm/katex@0.13.24/dist/katex.min.css', type: 'text/css', crossorigin: 'anonymous'},
    'https://fonts.example.com/css2?family=Inter',
  ],
};
` + doc
	}
	_, res := compileText(t, config("remarkPlugins: [require('remark-math')], rehypePlugins: [require('rehype-katex')]"))
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, d.String())
	}
	want := `docusaurus.config.js:6:5: warning[docusaurus-config]: stylesheets[1]: the stylesheet "https://fonts.example.com/css2?family=Inter" is not loaded: the pages' Content-Security-Policy allows the site's own styles only`
	if strings.Join(got, "\n") != want {
		t.Errorf("with math:\n%s\nwant:\n%s", strings.Join(got, "\n"), want)
	}
	_, res = compileText(t, config(""))
	if len(res.Diagnostics) != 2 || res.Diagnostics[0].Line != 5 || !strings.Contains(res.Diagnostics[0].Message, "katex@0.13.24") || !strings.HasSuffix(res.Diagnostics[0].Message, "where the docs use remark-math)") {
		t.Errorf("without math, KaTeX's stylesheet is not served either: %v", res.Diagnostics)
	}
}

// A stylesheets entry with a rel of its own (dbt's favicons: {rel: 'icon',
// href}) is that link, as Docusaurus spreads the entry over rel: 'stylesheet':
// a head tag of every page, as headTags' are; an attribute a link does not
// keep is a warning at it.
func TestConfigStylesheetsThatAreIcons(t *testing.T) {
	g, res := compileText(t, `-- docusaurus.config.js --
module.exports = {
  title: 'T', url: 'https://x.org', baseUrl: '/',
  presets: [['classic', {docs: {}}]],
  headTags: [{tagName: 'meta', attributes: {name: 'x', content: 'y'}}],
  stylesheets: [
    {rel: 'icon', href: '/img/favicon.png', type: 'image/png'},
    {rel: 'icon', href: '/img/favicon.svg', type: 'image/svg+xml', onload: 'x()'},
    {rel: 'stylesheet', href: '/css/extra.css'},
  ],
};
-- docs/a.md --
# A
`)
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, fmt.Sprintf("%d:%d %s", d.Line, d.Column, d.Message))
	}
	if want := "7:68 stylesheets[1].onload: is not taken over by contentc (a <link> keeps rel, href, sizes, type, color, crossorigin, hreflang, title, media)|8:11 stylesheets[2]: the stylesheet \"/css/extra.css\" is not loaded: the pages' Content-Security-Policy allows the site's own styles only"; strings.Join(got, "|") != want {
		t.Errorf("diagnostics:\n%s\nwant\n%s", strings.Join(got, "|"), want)
	}
	var tags []string
	for _, h := range g.Site.HeadTags {
		tags = append(tags, h.TagName+" "+h.Attributes["rel"]+" "+h.Attributes["href"]+" "+h.Attributes["type"])
	}
	if want := "meta   |link icon /img/favicon.png image/png|link icon /img/favicon.svg image/svg+xml"; strings.Join(tags, "|") != want {
		t.Errorf("head tags %q, want %q", strings.Join(tags, "|"), want)
	}
}

// The docs' plugins that run before Docusaurus's own
// (beforeDefaultRemarkPlugins, beforeDefaultRehypePlugins) are read as
// remarkPlugins are: remark-math turns math on, npm2yarn gives its tabs
// (vllm's semantic-router puts remark-math there).
func TestBeforeDefaultRemarkPlugins(t *testing.T) {
	dir, res := compileSource(t, `-- docusaurus.config.js --
module.exports = {
  title: 'T', url: 'https://x.org', baseUrl: '/',
  presets: [['classic', {docs: {
    beforeDefaultRemarkPlugins: [require('remark-math'), [require('@docusaurus/remark-plugin-npm2yarn'), {sync: true}]],
    beforeDefaultRehypePlugins: [require('rehype-katex')],
  }}]],
};
-- docs/a.md --
# A

The score is $w_{\text{elo}} \cdot x$.

`+"```bash npm2yarn\nnpm install widget\n```"+`
`)
	if len(res.Diagnostics) > 0 {
		t.Fatalf("diagnostics: %v", res.Diagnostics)
	}
	var p graph.DocPage
	readJSON(t, filepath.Join(dir, "out", "docs", "current", "a.json"), &p)
	for _, want := range []string{`<span class="math math-inline">w_{\text{elo}} \cdot x</span>`, `data-group-id="npm2yarn"`} {
		if !strings.Contains(p.HTML, want) {
			t.Errorf("no %s in %s", want, p.HTML)
		}
	}
}

// @docusaurus/remark-plugin-npm2yarn before 2.4 has no converters option and
// writes npm and Yarn tabs only (testing-library's docs, on 2.0.1, showed a
// pnpm tab the site does not have); from 2.4 the default adds pnpm, and from
// 3.8 bun (mikro-orm's and typegoose's 133 blocks had no Bun tab); a 3.x
// range installs the newest 3.x.
func TestNpm2YarnBeforeDocusaurus24(t *testing.T) {
	for _, c := range []struct {
		core      string
		pnpm, bun bool
	}{{"2.0.1", false, false}, {"2.3.1", false, false}, {"2.4.3", true, false}, {"3.7.0", true, false}, {"3.8.0", true, true}, {"^3.1.0", true, true}} {
		dir, res := compileSource(t, `
-- package.json --
{"dependencies": {"@docusaurus/core": "`+c.core+`"}}
-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/',
  presets: [['classic', {docs: {remarkPlugins: [[require('@docusaurus/remark-plugin-npm2yarn'), {sync: true}]]}}]]};
-- docs/a.md --
# A

`+"```bash npm2yarn\nnpm install widget\n```"+`
`)
		if len(res.Diagnostics) != 0 {
			t.Errorf("%s: diagnostics %v", c.core, res.Diagnostics)
		}
		var a graph.DocPage
		readJSON(t, filepath.Join(dir, "out", "docs/current/a.json"), &a)
		if !strings.Contains(a.HTML, "yarn add widget") || strings.Contains(a.HTML, "pnpm add widget") != c.pnpm || strings.Contains(a.HTML, "bun add widget") != c.bun {
			t.Errorf("%s: pnpm tab %v, bun tab %v wanted, got\n%s", c.core, c.pnpm, c.bun, a.HTML)
		}
	}
}

// docusaurus-remark-plugin-tab-blocks in a Docusaurus config, as jest's docs
// list it after npm2yarn, makes tabs of the code blocks whose meta has tab
// (jest's 5 docs, in 4 versions and 9 locales, 180 pages, showed their
// JavaScript and TypeScript examples one above the other); site.yaml's markdown.tabBlocks
// turns it on too, with the plugin's options, which the schema checks.
func TestTabBlocks(t *testing.T) {
	doc := "# A\n\n```js tab title=\"jest.config.js\"\nmodule.exports = {};\n```\n\n```ts tab title=\"jest.config.ts\"\nexport default {};\n```\n\n```json tab\n{}\n```\n"
	for _, c := range []struct{ name, config, want string }{
		{"docusaurus", `-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/',
  presets: [['classic', {docs: {remarkPlugins: [[require('@docusaurus/remark-plugin-npm2yarn'), {sync: true}], require('docusaurus-remark-plugin-tab-blocks').default]}}]]};
`, `<div class="tabs-container" data-tabs="0" data-group-id="code-examples"><div role="tablist" aria-orientation="horizontal" class="tabs">` +
			`<button type="button" role="tab" class="tabs__item tabs__item--active" id="tabs-0-tab-0" aria-controls="tabs-0-panel-0" aria-selected="true" tabindex="0" data-value="js">JavaScript</button>` +
			`<button type="button" role="tab" class="tabs__item" id="tabs-0-tab-1" aria-controls="tabs-0-panel-1" aria-selected="false" tabindex="-1" data-value="ts">TypeScript</button>` +
			`<button type="button" role="tab" class="tabs__item" id="tabs-0-tab-2" aria-controls="tabs-0-panel-2" aria-selected="false" tabindex="-1" data-value="json">json</button></div>`},
		{"site.yaml", `-- site.yaml --
title: T
markdown:
  tabBlocks: {sync: false, labels: {json: JSON}}
`, `<div class="tabs-container" data-tabs="0"><div role="tablist" aria-orientation="horizontal" class="tabs">` +
			`<button type="button" role="tab" class="tabs__item tabs__item--active" id="tabs-0-tab-0" aria-controls="tabs-0-panel-0" aria-selected="true" tabindex="0" data-value="js">JavaScript</button>` +
			`<button type="button" role="tab" class="tabs__item" id="tabs-0-tab-1" aria-controls="tabs-0-panel-1" aria-selected="false" tabindex="-1" data-value="ts">TypeScript</button>` +
			`<button type="button" role="tab" class="tabs__item" id="tabs-0-tab-2" aria-controls="tabs-0-panel-2" aria-selected="false" tabindex="-1" data-value="json">JSON</button></div>`},
	} {
		dir, res := compileSource(t, c.config+"-- docs/a.md --\n"+doc)
		if len(res.Diagnostics) > 0 {
			t.Errorf("%s: diagnostics %v", c.name, res.Diagnostics)
		}
		var a graph.DocPage
		readJSON(t, filepath.Join(dir, "out", "docs/current/a.json"), &a)
		if !strings.HasPrefix(a.HTML, c.want) || strings.Count(a.HTML, `role="tabpanel"`) != 3 || !strings.Contains(a.HTML, `<div class="code-block-title">jest.config.ts</div>`) {
			t.Errorf("%s: tabs\n%s\nwant\n%s…", c.name, a.HTML, c.want)
		}
	}
	_, res := compileSource(t, "-- site.yaml --\ntitle: T\nmarkdown:\n  tabBlocks: {lazy: true}\n-- docs/a.md --\n"+doc)
	if len(res.Diagnostics) != 1 || !strings.HasPrefix(res.Diagnostics[0].String(), "site.yaml:3:15: error[schema]: unknown key \"lazy\" in markdown.tabBlocks") {
		t.Errorf("an unknown option: %v", res.Diagnostics)
	}
}

// themeConfig.prism.magicComments is taken over (markdown.magicComments): a
// site's own comments are removed from its code blocks and give lines their
// class, as Docusaurus does (sequelize's error-next-line and success-start
// showed as code on 12 pages); a list without the highlight comments leaves
// them as code. A class that is not a class name is a schema error.
func TestMagicComments(t *testing.T) {
	dir, res := compileSource(t, `
-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/',
  presets: [['classic', {docs: {}}]],
  themeConfig: {prism: {magicComments: [
    {className: 'code-block-error-line', line: 'error-next-line', block: {start: 'error-start', end: 'error-end'}},
    {className: 'theme-code-block-highlighted-line', line: 'highlight-next-line'},
  ]}}};
-- docs/a.md --
# A

`+"```js\n// error-next-line\nbad();\n// highlight-next-line\nok();\n// highlight-start\nplain();\n```"+`
`)
	if len(res.Diagnostics) != 0 {
		t.Errorf("diagnostics %v", res.Diagnostics)
	}
	var a graph.DocPage
	readJSON(t, filepath.Join(dir, "out", "docs/current/a.json"), &a)
	lines := regexp.MustCompile(`<span class="line[^"]*">`).FindAllString(a.HTML, -1)
	want := []string{`<span class="line code-block-error-line">`, `<span class="line hl">`, `<span class="line">`, `<span class="line">`}
	if strings.Join(lines, "") != strings.Join(want, "") || strings.Contains(a.HTML, "error-next-line") || !strings.Contains(a.HTML, "highlight-start") {
		t.Errorf("lines %q, want %q\n%s", lines, want, a.HTML)
	}
	_, res = compileSource(t, `
-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/',
  presets: [['classic', {docs: {}}]],
  themeConfig: {prism: {magicComments: [{className: '"><script>', line: 'x'}]}}};
-- docs/a.md --
# A
`)
	if len(res.Diagnostics) != 1 || res.Diagnostics[0].ID != diag.Schema || res.Diagnostics[0].Line != 3 {
		t.Errorf("a bad class: %v", res.Diagnostics)
	}
}

// An image's own data is kept where the site draws an image, as Docusaurus
// keeps it: a data:image/ favicon and navbar logo, SVG too (flash-list's emoji
// favicon was removed, and webdriverio's base64 SVG logo on its 2,704 pages),
// and a raster Markdown image (as an HTML <img> keeps one); an SVG Markdown
// image is still removed with unsafe-url, as HTML's SVG data images are.
func TestDataImageURLs(t *testing.T) {
	dir, res := compileSource(t, `
-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/',
  favicon: 'data:image/svg+xml,<svg xmlns=%22http://www.w3.org/2000/svg%22><text>x</text></svg>',
  themeConfig: {navbar: {logo: {alt: 'L', src: 'data:image/png;base64,iVBORw0KGgo=', srcDark: 'data:image/svg+xml;base64,PHN2Zy8+'}}},
  presets: [['classic', {docs: {}}]]};
-- docs/a.md --
# A

![png](data:image/png;base64,iVBORw0KGgo=) ![svg](data:image/svg+xml,<svg/>)
`)
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, fmt.Sprintf("%s:%d %s", d.File, d.Line, d.ID))
	}
	if strings.Join(got, ",") != "docs/a.md:3 unsafe-url" {
		t.Errorf("diagnostics %v", res.Diagnostics)
	}
	var g graph.Graph
	readJSON(t, filepath.Join(dir, "out", "graph.json"), &g)
	if g.Site.Favicon == nil || !strings.HasPrefix(*g.Site.Favicon, "data:image/svg+xml,<svg") || g.Site.Navbar.Logo == nil ||
		g.Site.Navbar.Logo.Src != "data:image/png;base64,iVBORw0KGgo=" || g.Site.Navbar.Logo.SrcDark == nil || *g.Site.Navbar.Logo.SrcDark != "data:image/svg+xml;base64,PHN2Zy8+" {
		t.Errorf("site %+v %+v", g.Site.Favicon, g.Site.Navbar.Logo)
	}
	var a graph.DocPage
	readJSON(t, filepath.Join(dir, "out", "docs/current/a.json"), &a)
	if !strings.Contains(a.HTML, `<img src="data:image/png;base64,iVBORw0KGgo=" alt="png">`) || strings.Contains(a.HTML, "svg+xml") {
		t.Errorf("html %s", a.HTML)
	}
}

// remark-code-import in the docs' remarkPlugins (markdown.codeImport): a fence
// whose meta has file=… shows that file's lines in place of its own, a line
// range (#L2-L3, #L2, #L2-) its lines, <rootDir> the site's folder, as the
// plugin does (react-native-navigation: 224 such blocks on 58 pages were
// empty); a file that is not there, or outside the root, is a code-import
// warning and the block keeps its lines.
func TestCodeImport(t *testing.T) {
	dir, res := compileSource(t, `
-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/',
  presets: [['classic', {docs: {remarkPlugins: [[require('remark-code-import'), {removeRedundantIndentations: true}]]}}]]};
-- src/say.js --
function say() {
    console.log('hi');
    return 1;
}
-- docs/snippets/a.py --
one = 1
two = 2
three = 3
-- docs/a.md --
# A

`+"```js file=<rootDir>/src/say.js#L2-L3\nold\n```"+`

`+"```py title=\"a.py\" file=./snippets/a.py#L2\n```"+`

`+"```py file=./snippets/a.py#L2-\n```"+`

`+"```py file=./snippets/a.py\n```"+`

`+"```py file=./missing.py\nkept\n```"+`

`+"```py file=../../outside.py\nkept too\n```"+`
`)
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, fmt.Sprintf("%s:%d %s", d.File, d.Line, d.ID))
	}
	if strings.Join(got, ",") != "docs/a.md:16 code-import,docs/a.md:20 code-import" {
		t.Errorf("diagnostics %v", res.Diagnostics)
	}
	var a graph.DocPage
	readJSON(t, filepath.Join(dir, "out", "docs/current/a.json"), &a)
	text := html.UnescapeString(regexp.MustCompile(`<[^>]+>`).ReplaceAllString(a.HTML, ""))
	for _, want := range []string{"console.log('hi');\nreturn 1;\nCopy", "a.pytwo = 2\nCopy", "two = 2\nthree = 3\nCopy", "one = 1\ntwo = 2\nthree = 3\nCopy", "kept\nCopy", "kept too\nCopy"} {
		if !strings.Contains(text, want) {
			t.Errorf("no %q in\n%s", want, text)
		}
	}
	if strings.Contains(text, "old") {
		t.Errorf("the fence's own lines stayed:\n%s", text)
	}
}

// remark-code-snippets (markdown.codeSnippets), in docusaurus-plugin-internaldocs-fb's
// preset option or the docs' remarkPlugins: a fence's file= (from baseDir, here
// the repository above the site's folder, else the doc's folder) shows the file,
// trimmed, or with start= and end= markers the lines between the two lines
// holding them, less their shared indentation (litho: 214 empty blocks on 52
// pages); a marker found twice or not at all, or a missing file, is a
// code-import warning and the block keeps its lines.
func TestCodeSnippets(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, parseArchive(`
-- sample/Hello.kt --

package demo

class Hello {
    // start_example
    fun hello() = println("hi")
      .also { }
    // end_example
    // twice twice
    // twice
}

-- website/docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/',
  presets: [[require.resolve('docusaurus-plugin-internaldocs-fb/docusaurus-preset'), {docs: {}, 'remark-code-snippets': {baseDir: '..'}}]]};
-- website/docs/a.md --
# A

`+"```kotlin file=sample/Hello.kt start=start_example end=end_example\n```"+`

`+"```kotlin title=\"Hello.kt\" file=sample/Hello.kt\nold\n```"+`

`+"```kotlin file=sample/Hello.kt start=twice\nkept 1\n```"+`

`+"```kotlin file=sample/Hello.kt end=nowhere\nkept 2\n```"+`

`+"```kotlin file=sample/Gone.kt\nkept 3\n```"+`
-- local/docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/',
  presets: [['classic', {docs: {remarkPlugins: [require('remark-code-snippets')]}}]]};
-- local/docs/guide/b.md --
# B

`+"```py file=./b.py end=END\n```"+`
-- local/docs/guide/b.py --
    one = 1
    # END
`))
	res, err := Run(Options{Root: filepath.Join(dir, "website"), Out: filepath.Join(dir, "out")})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, fmt.Sprintf("%s:%d %s", d.File, d.Line, d.ID))
	}
	if strings.Join(got, ",") != "docs/a.md:10 code-import,docs/a.md:14 code-import,docs/a.md:18 code-import" {
		t.Errorf("diagnostics %v", res.Diagnostics)
	}
	var a graph.DocPage
	readJSON(t, filepath.Join(dir, "out", "docs/current/a.json"), &a)
	text := html.UnescapeString(regexp.MustCompile(`<[^>]+>`).ReplaceAllString(a.HTML, ""))
	if !strings.HasPrefix(text, "fun hello() = println(\"hi\")\n  .also { }\nCopy") {
		t.Errorf("snippet between the markers:\n%s", text)
	}
	for _, want := range []string{"Hello.ktpackage demo\n\nclass Hello {\n", "    // twice\n}\nCopy", "kept 1\nCopy", "kept 2\nCopy", "kept 3\nCopy"} {
		if !strings.Contains(text, want) {
			t.Errorf("no %q in\n%s", want, text)
		}
	}
	if strings.Contains(text, "old") {
		t.Errorf("the fence's own lines stayed:\n%s", text)
	}
	res, err = Run(Options{Root: filepath.Join(dir, "local"), Out: filepath.Join(dir, "out2")})
	if err != nil || len(res.Diagnostics) != 0 {
		t.Fatal(err, res.Diagnostics)
	}
	var b graph.DocPage
	readJSON(t, filepath.Join(dir, "out2", "docs/current/guide/b.json"), &b)
	if text := html.UnescapeString(regexp.MustCompile(`<[^>]+>`).ReplaceAllString(b.HTML, "")); strings.TrimSpace(text) != "one = 1\nCopy" {
		t.Errorf("doc-relative snippet:\n%s", text)
	}
}

// playwright.dev: a custom element its customCss hides (`x-search {
// visibility: hidden; }`) is left out with its content (markdown.hiddenElements),
// where its text showed after every method heading of the API reference
// (2,068 times); and `require('./a.png').src`, what the ideal-image plugin's
// loader gives, is the image's URL (6 images were lost).
func TestHiddenElementsAndIdealImageSrc(t *testing.T) {
	dir, res := compileSource(t, `
-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/',
  presets: [['classic', {docs: {}, theme: {customCss: './src/css/custom.css'}}]]};
-- src/css/custom.css --
x-search { visibility: hidden; }
.other { color: red; }
-- docs/img/a.png --
PNG
-- docs/a.mdx --
## addInitScript

<font size="2">Added in: v1.9</font><x-search>page.addInitScript</x-search>

<img src={require("./img/a.png").src} alt="p" />

<x-other>shown</x-other>
`)
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, d.File+" "+string(d.ID))
	}
	if strings.Join(got, ",") != "docusaurus.config.js docusaurus-config" {
		t.Errorf("diagnostics %v", res.Diagnostics)
	}
	var a graph.DocPage
	readJSON(t, filepath.Join(dir, "out", "docs/current/a.json"), &a)
	// the hidden one goes, tag and text; another custom element stays, as a browser shows it
	if strings.Contains(a.HTML, "page.addInitScript") || strings.Contains(a.HTML, "x-search") || !strings.Contains(a.HTML, "<x-other>shown</x-other>") || !regexp.MustCompile(`<img src="/assets/[0-9a-f]+/a.png" alt="p"`).MatchString(a.HTML) {
		t.Errorf("html %s", a.HTML)
	}
}

// playwright.dev gives @docusaurus/theme-classic on its own, with customCss,
// instead of the classic preset: its options are the preset's theme options,
// in themes as in plugins (the hidden element's text showed on 399 API pages
// of its four sites, and the brand colour was lost).
func TestStandaloneClassicTheme(t *testing.T) {
	for _, entry := range []string{
		"themes: [[require.resolve('@docusaurus/theme-classic'), {customCss: require.resolve('./src/css/custom.css')}]]",
		"themes: [['classic', {customCss: './src/css/custom.css'}]]",
		"plugins: [['@docusaurus/theme-classic', {customCss: ['./src/css/custom.css']}]]",
	} {
		dir, res := compileSource(t, `
-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/', `+entry+`};
-- src/css/custom.css --
:root { --ifm-color-primary: #1a7e1f; }
x-search { visibility: hidden; }
-- docs/a.mdx --
<font size="2">Added in: v1.9</font><x-search>page.addInitScript</x-search>
`)
		if len(res.Diagnostics) != 1 || !strings.Contains(res.Diagnostics[0].Message, "customCss") || !strings.Contains(res.Diagnostics[0].Message, "taken over as colors.primary") {
			t.Errorf("%s: diagnostics %v", entry, res.Diagnostics)
		}
		var g graph.Graph
		readJSON(t, filepath.Join(dir, "out", "graph.json"), &g)
		var a graph.DocPage
		readJSON(t, filepath.Join(dir, "out", "docs/current/a.json"), &a)
		if strings.Contains(a.HTML, "page.addInitScript") || !strings.Contains(a.HTML, "Added in: v1.9") || g.Site.Colors == nil || g.Site.Colors.Primary.Light != "#1a7e1f" {
			t.Errorf("%s: colors %+v, html %s", entry, g.Site.Colors, a.HTML)
		}
	}
}

// themeConfig.prism.defaultLanguage (site.yaml markdown.codeLanguage) is the
// language of code blocks that name none, fences and <CodeBlock> alike: they
// are highlighted as it, with its magic comments, as Docusaurus's CodeBlock
// falls back to it; a block that names a language keeps it.
func TestPrismDefaultLanguage(t *testing.T) {
	const doc = "-- docs/a.mdx --\n# A\n\n```\n// highlight-next-line\nconst a = <View />;\n```\n\n```bash\nls\n```\n\nimport CodeBlock from '@theme/CodeBlock';\n\n<CodeBlock>{`let b = 1;`}</CodeBlock>\n"
	for _, site := range []string{
		"-- docusaurus.config.js --\nmodule.exports = {title: 'T', url: 'https://x.org', baseUrl: '/', presets: [['classic', {docs: {}}]], themeConfig: {prism: {defaultLanguage: 'jsx'}}};\n",
		"-- site.yaml --\ntitle: T\nmarkdown: {codeLanguage: jsx}\n",
	} {
		dir, res := compileSource(t, site+doc)
		if len(res.Diagnostics) > 0 {
			t.Errorf("diagnostics: %v", res.Diagnostics)
		}
		var dp graph.DocPage
		readJSON(t, filepath.Join(dir, "out", "docs", "current", "a.json"), &dp)
		if n := strings.Count(dp.HTML, `data-language="jsx"`); n != 2 || !strings.Contains(dp.HTML, `data-language="bash"`) ||
			!strings.Contains(dp.HTML, `<span class="line hl"><span class="kr">const</span>`) || strings.Contains(dp.HTML, "highlight-next-line") {
			t.Errorf("%d jsx blocks:\n%s", n, dp.HTML)
		}
	}
	dir, _ := compileSource(t, "-- site.yaml --\ntitle: T\n"+doc)
	var dp graph.DocPage
	readJSON(t, filepath.Join(dir, "out", "docs", "current", "a.json"), &dp)
	if strings.Contains(dp.HTML, `data-language="jsx"`) {
		t.Errorf("a block that names no language without the option:\n%s", dp.HTML)
	}
}

// The remark-math a Docusaurus site's package.json pins decides how dollars
// read: remark-math 3 under Docusaurus 2 closes no math at a dollar after a
// space or before a digit; under Docusaurus 3 it does nothing (a warning at
// the plugin, no math); remark-math 6 with singleDollarTextMath: false
// leaves a single dollar as text (markdown.mathSingleDollar).
func TestRemarkMathVersions(t *testing.T) {
	const doc = "-- docs/a.md --\n# A\n\nFrom $0.99 to $1.01 only.\n\nLet $x$ be, and $$y$$.\n"
	config := func(core, math, opts string) string {
		return `-- package.json --
{"dependencies": {"@docusaurus/core": "` + core + `", "remark-math": "` + math + `"}}
-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://x.org', baseUrl: '/',
  presets: [['classic', {docs: {remarkPlugins: [` + opts + `]}}]]};
` + doc
	}
	in := func(tex string) string { return `<span class="math math-inline">` + tex + `</span>` }
	for _, c := range []struct {
		name, core, math, opts, html, diag string
	}{
		{"remark-math 3, Docusaurus 2", "2.4.3", "^3.0.1", "require('remark-math')", "From $0.99 to $1.01 only.</p>\n<p>Let " + in("x") + " be, and " + in("y") + ".", ""},
		{"remark-math 3, Docusaurus 3", "3.6.3", "3", "require('remark-math')", "From $0.99 to $1.01 only.</p>\n<p>Let $x$ be, and $$y$$.", "docusaurus.config.js:2:33 docusaurus-config"},
		{"remark-math 6, one dollar is text", "3.6.3", "^6.0.0", "[require('remark-math'), {singleDollarTextMath: false}]", "From $0.99 to $1.01 only.</p>\n<p>Let $x$ be, and " + in("y") + ".", ""},
		{"remark-math 6", "3.6.3", "^6.0.0", "require('remark-math')", "From " + in("0.99 to ") + "1.01 only.</p>\n<p>Let " + in("x") + " be, and " + in("y") + ".", ""},
	} {
		g, res := compileSource(t, config(c.core, c.math, c.opts))
		var ds []string
		for _, d := range res.Diagnostics {
			ds = append(ds, fmt.Sprintf("%s:%d:%d %s", d.File, d.Line, d.Column, d.ID))
		}
		if strings.Join(ds, ",") != c.diag {
			t.Errorf("%s: diagnostics %v", c.name, res.Diagnostics)
		}
		var p graph.DocPage
		readJSON(t, filepath.Join(g, "out", "docs/current/a.json"), &p)
		if !strings.Contains(p.HTML, "<p>"+c.html+"</p>") {
			t.Errorf("%s:\n%s\nwant <p>%s</p>", c.name, p.HTML, c.html)
		}
	}
}

// `future: {v4: true}` on Docusaurus 3.10 turns markdown.mdx1Compat off
// (future.v4.mdx1CompatDisabledByDefault), so a title after the admonition's
// type, MDX 1's form, is no admonition but text (gitea's docs: 2 pages showed
// a warning box Docusaurus does not); on 3.9 the flag does not exist, and
// site.yaml's markdown.mdx1Compat.admonitions: false does the same.
func TestV4FutureFlagAdmonitionTitles(t *testing.T) {
	const doc = "-- docs/index.md --\n# Home\n\n:::warning Legacy title\n\nBody text.\n\n:::\n\n:::tip[New title]\nx\n:::\n"
	docusaurus := func(core string) string {
		return `-- package.json --
{"dependencies": {"@docusaurus/core": "` + core + `", "@docusaurus/faster": "` + core + `"}}
-- docusaurus.config.js --
module.exports = {title: 'R', url: 'https://example.com', baseUrl: '/', future: {v4: true},
  presets: [['@docusaurus/preset-classic', {docs: {routeBasePath: '/'}, blog: false}]]};
`
	}
	const text = "<p>:::warning Legacy title</p>\n<p>Body text.</p>\n<p>:::</p>\n<div class=\"admonition admonition-tip\" role=\"note\"><div class=\"admonition-heading\">New title</div>"
	const box = "<div class=\"admonition admonition-warning\" role=\"note\"><div class=\"admonition-heading\">Legacy title</div>"
	for _, c := range []struct{ name, site, want string }{
		{"Docusaurus 3.10.1", docusaurus("3.10.1"), text},
		{"Docusaurus 3.9.2", docusaurus("3.9.2"), box},
		{"site.yaml", "-- site.yaml --\ntitle: R\nmarkdown:\n  mdx1Compat: {admonitions: false}\n", text},
	} {
		dir, res := compileSource(t, c.site+doc)
		// the legacy title, text, is a warning that says how to write it
		var got []string
		for _, d := range res.Diagnostics {
			got = append(got, fmt.Sprintf("%s:%d:%d %s", d.File, d.Line, d.Column, d.ID))
		}
		if wantDiags := map[bool]string{true: "docs/index.md:3:12 mdx1-syntax", false: ""}[c.want == text]; strings.Join(got, "; ") != wantDiags {
			t.Errorf("%s: diagnostics %v, want %s", c.name, res.Diagnostics, wantDiags)
		}
		var p graph.DocPage
		readJSON(t, filepath.Join(dir, "out", "docs/current/index.json"), &p)
		if !strings.Contains(p.HTML, c.want) {
			t.Errorf("%s:\n%s\nwant %s", c.name, p.HTML, c.want)
		}
	}
}

// A navbar item's or footer link's to written in other letter case than its
// page's route (react-native-calendars' footer: /docs/Intro for /docs/intro)
// is that page, as Docusaurus's router matches routes whatever their case:
// no broken-link warning, and the href is the route, which a case-sensitive
// host serves too (as a Markdown link's is).
func TestNavbarAndFooterLinksInOtherCase(t *testing.T) {
	g, res := compileText(t, `-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://x.org', baseUrl: '/', presets: [['classic', {docs: {}}]],
  themeConfig: {
    navbar: {items: [{to: '/docs/Intro#Part', label: 'Nav'}, {to: '/docs/nothing', label: 'None'}]},
    footer: {links: [{title: 'Links', items: [{label: 'Docs', to: 'docs/INTRO'}]}]},
  }};
-- docs/intro.md --
# Intro

## Part
`)
	var ds []string
	for _, d := range res.Diagnostics {
		ds = append(ds, fmt.Sprintf("%d:%d %s", d.Line, d.Column, d.Message))
	}
	if want := "3:67 navbar item \"None\" links to /docs/nothing, which is not a page of this site"; strings.Join(ds, "|") != want {
		t.Errorf("diagnostics %q, want %q", strings.Join(ds, "|"), want)
	}
	if it := g.Site.Navbar.Items[0]; *it.Href != "/docs/intro#Part" {
		t.Errorf("navbar href %s", *it.Href)
	}
	if l := g.Site.Footer.Columns[0].Links[0]; l.Href != "/docs/intro" {
		t.Errorf("footer href %s", l.Href)
	}
}

// A Docusaurus config's customFields (evmos' chain ids, which its site
// components print) are the graph's site.customFields, for the islands'
// useDocusaurusContext().siteConfig.customFields.
func TestCustomFields(t *testing.T) {
	g, res := compileText(t, `-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://x.org', baseUrl: '/', presets: [['classic', {docs: {}}]],
  customFields: {project: {name: 'evmos', chainId: 9001, testnet: ['evmos_9000-4']}}};
-- docs/a.md --
# A
`)
	if len(res.Diagnostics) > 0 {
		t.Fatalf("diagnostics: %v", res.Diagnostics)
	}
	b, _ := json.Marshal(g.Site.CustomFields)
	if string(b) != `{"project":{"chainId":9001,"name":"evmos","testnet":["evmos_9000-4"]}}` {
		t.Errorf("customFields %s", b)
	}
}

// The footer's logo is in the graph as the navbar's is (Docusaurus's
// footer.logo): its images as site paths, its href read with the base URL;
// a src that can run script leaves the logo out and a srcDark that can is
// removed, each with a warning at it, as for the navbar's logo.
func TestFooterLogo(t *testing.T) {
	g, res := compileText(t, `-- docusaurus.config.js --
module.exports = {
  title: 'T', url: 'https://x.org', baseUrl: '/base/',
  themeConfig: {
    navbar: {logo: {alt: 'N', src: 'img/n.svg', srcDark: 'javascript:alert(1)', width: 130.7}},
    footer: {logo: {alt: 'Open Source', src: 'img/oss.svg', href: '/base/about', width: '160px'}},
  },
};
-- docs/a.md --
# A
`)
	if len(res.Diagnostics) != 1 || res.Diagnostics[0].String() != "docusaurus.config.js:4:58: warning[unsafe-url]: navbar.logo.srcDark has a URL that can run script or read local files; it was removed" {
		t.Errorf("diagnostics: %v", res.Diagnostics)
	}
	if lg := g.Site.Footer.Logo; lg == nil || lg.Alt != "Open Source" || lg.Src != "/img/oss.svg" || lg.Href == nil || *lg.Href != "/about" || lg.Width == nil || *lg.Width != 160 || lg.Height != nil {
		t.Errorf("footer logo: %+v", g.Site.Footer.Logo)
	}
	// a width that is not a whole number (ory's 130.7), rounded: Docusaurus takes any number
	if lg := g.Site.Navbar.Logo; lg == nil || lg.Width == nil || *lg.Width != 131 {
		t.Errorf("navbar logo: %+v", lg)
	}
	g, res = compileText(t, `-- docusaurus.config.js --
module.exports = {
  title: 'T', url: 'https://x.org', baseUrl: '/',
  themeConfig: {
    footer: {logo: {alt: 'L', src: 'javascript:alert(1)'}},
  },
};
-- docs/a.md --
# A
`)
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, d.String())
	}
	want := "docusaurus.config.js:4:36: warning[unsafe-url]: footer.logo.src has a URL that can run script or read local files; it was removed"
	if strings.Join(got, "\n") != want || g.Site.Footer.Logo != nil {
		t.Errorf("diagnostics:\n%s\nwant:\n%s\nlogo %+v", strings.Join(got, "\n"), want, g.Site.Footer.Logo)
	}
}

// The document title's delimiter is "|" unless the site sets titleDelimiter
// (site.yaml, or a Docusaurus config's, as TestDocusaurusConfigFields checks).
func TestTitleDelimiter(t *testing.T) {
	for yaml, want := range map[string]string{"": "|", "titleDelimiter: \"—\"\n": "—"} {
		g, res := compileText(t, "-- site.yaml --\ntitle: T\n"+yaml+"-- docs/a.md --\n# A\n")
		if len(res.Diagnostics) > 0 || g.Site.TitleDelimiter != want {
			t.Errorf("%q: titleDelimiter %q, want %q (%v)", yaml, g.Site.TitleDelimiter, want, res.Diagnostics)
		}
	}
}

// docusaurus-plugin-image-zoom turns on site.imageZoom with themeConfig.zoom's
// selector and background (its medium-zoom options are a warning), or the
// plugin's defaults without one; themeConfig.zoom alone does nothing, as in
// Docusaurus; a background that is no colour is an error at its place.
func TestImageZoom(t *testing.T) {
	for _, tc := range []struct{ plugins, zoom, want, diags string }{
		{`['docusaurus-plugin-image-zoom']`, `{selector: '.markdown :not(em) > img', background: {light: '#fff', dark: 'rgb(0, 0, 0)'}, config: {margin: 24}}`,
			`{"selector":".markdown :not(em) > img","background":{"light":"#fff","dark":"rgb(0, 0, 0)"}}`,
			`docusaurus.config.js:2:113: warning[docusaurus-config]: themeConfig.zoom.config: is not taken over by contentc (medium-zoom's own options)`},
		{`[[require.resolve('docusaurus-plugin-image-zoom'), {}]]`, `{config: {}}`, `{"selector":".markdown img","background":{"light":"rgb(255, 255, 255)","dark":"rgb(50, 50, 50)"}}`, ``},
		{`[]`, `{selector: 'img'}`, `null`, ``},
		{`['image-zoom']`, `{background: {dark: 'url(https://evil.example/x.png)'}}`, ``, `docusaurus.config.js:2:24: error[schema]: imageZoom.background.dark: "url(https://evil.example/x.png)" is not allowed`},
	} {
		dir, res := compileSource(t, `
-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', {docs: {}}]], plugins: `+tc.plugins+`,
  themeConfig: {zoom: `+tc.zoom+`}};
-- docs/a.md --
# A
`)
		var got []string
		for _, d := range res.Diagnostics {
			got = append(got, d.String())
		}
		if d := strings.Join(got, "\n"); tc.diags == "" && d != "" || tc.diags != "" && !strings.HasPrefix(d, tc.diags) {
			t.Errorf("%s: diagnostics\n%s\nwant\n%s", tc.plugins, d, tc.diags)
		}
		if tc.want == "" {
			continue
		}
		var g struct {
			Site struct {
				ImageZoom json.RawMessage `json:"imageZoom"`
			} `json:"site"`
		}
		readJSON(t, filepath.Join(dir, "out", "graph.json"), &g)
		var compact bytes.Buffer
		_ = json.Compact(&compact, g.Site.ImageZoom)
		if got := compact.String(); got != tc.want && !(tc.want == "null" && got == "") {
			t.Errorf("%s: imageZoom %s, want %s", tc.plugins, got, tc.want)
		}
	}
}
