package compile

import (
	"path/filepath"
	"strings"
	"testing"

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
