package compile

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/contentc/contentc/compiler/internal/graph"
)

// threeVersions is a site with the docs folder and two releases; docsOptions is
// added under docs: in site.yaml.
func threeVersions(docsOptions string) string {
	return `-- site.yaml --
title: V
docs:
  routeBasePath: docs
` + docsOptions + `
-- versions.json --
["2.0", "1.0"]
-- docs/intro.md --
# Intro next
-- versioned_docs/version-2.0/intro.md --
# Intro 2.0
-- versioned_docs/version-1.0/intro.md --
# Intro 1.0
`
}

func compileText(t *testing.T, text string) (*graph.Graph, *Result) {
	t.Helper()
	dir, res := compileSource(t, text)
	var g graph.Graph
	if res.Errors() == 0 {
		readJSON(t, filepath.Join(dir, "out", "graph.json"), &g)
	}
	return &g, res
}

// versionsLine writes each version as name|label|path|last|banner|route of intro.
func versionsLine(g *graph.Graph) string {
	var parts []string
	for _, v := range g.Versions {
		banner := "-"
		if v.Banner != nil {
			banner = *v.Banner
		}
		route := "-"
		for _, d := range v.Docs {
			if d.ID == "intro" {
				route = d.Route
			}
		}
		parts = append(parts, fmt.Sprintf("%s|%s|%s|%v|%s|%s", v.Name, v.Label, v.Path, v.IsLast, banner, route))
	}
	return strings.Join(parts, " ")
}

// The expectations follow Docusaurus's documented rules (docs plugin: versions,
// lastVersion, onlyIncludeVersions, includeCurrentVersion), not our output.
func TestVersionRouting(t *testing.T) {
	cases := []struct{ name, options, want string }{
		{"default", "",
			"current|Next|/next|false|unreleased|/docs/next/intro 2.0|2.0|/|true|-|/docs/intro 1.0|1.0|/1.0|false|unmaintained|/docs/1.0/intro"},
		{"lastVersion current", "  lastVersion: current",
			"current|Next|/|true|-|/docs/intro 2.0|2.0|/2.0|false|unmaintained|/docs/2.0/intro 1.0|1.0|/1.0|false|unmaintained|/docs/1.0/intro"},
		{"lastVersion older", "  lastVersion: \"1.0\"",
			"current|Next|/next|false|unreleased|/docs/next/intro 2.0|2.0|/2.0|false|unreleased|/docs/2.0/intro 1.0|1.0|/|true|-|/docs/intro"},
		{"per-version options", "  versions:\n    current: {label: Canary, path: canary, banner: none}\n    \"2.0\": {label: \"2.0 (stable)\"}\n    \"1.0\": {path: legacy, banner: unreleased}",
			"current|Canary|/canary|false|-|/docs/canary/intro 2.0|2.0 (stable)|/|true|-|/docs/intro 1.0|1.0|/legacy|false|unreleased|/docs/legacy/intro"},
		{"onlyIncludeVersions", "  onlyIncludeVersions: [current, \"1.0\"]",
			"current|Next|/next|false|unreleased|/docs/next/intro 1.0|1.0|/|true|-|/docs/intro"},
		{"no current", "  includeCurrentVersion: false",
			"2.0|2.0|/|true|-|/docs/intro 1.0|1.0|/1.0|false|unmaintained|/docs/1.0/intro"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g, res := compileText(t, threeVersions(tc.options))
			for _, d := range res.Diagnostics {
				t.Errorf("unexpected diagnostic: %s", d)
			}
			if got := versionsLine(g); got != tc.want {
				t.Errorf("got  %s\nwant %s", got, tc.want)
			}
		})
	}
}

// versions.json may name "current" to place the docs folder among the
// versions (Docusaurus's readVersionNames): the order, the last version (the
// first that is not current) and the banners follow from where it is.
func TestVersionsJSONNamesCurrent(t *testing.T) {
	for _, tc := range []struct{ list, want string }{
		{`["current", "2.0", "1.0"]`,
			"current|Next|/next|false|unreleased|/docs/next/intro 2.0|2.0|/|true|-|/docs/intro 1.0|1.0|/1.0|false|unmaintained|/docs/1.0/intro"},
		{`["2.0", "current", "1.0"]`,
			"2.0|2.0|/|true|-|/docs/intro current|Next|/next|false|unmaintained|/docs/next/intro 1.0|1.0|/1.0|false|unmaintained|/docs/1.0/intro"},
	} {
		g, res := compileText(t, strings.Replace(threeVersions(""), `["2.0", "1.0"]`, tc.list, 1))
		for _, d := range res.Diagnostics {
			t.Errorf("%s: unexpected diagnostic: %s", tc.list, d)
		}
		if got := versionsLine(g); got != tc.want {
			t.Errorf("%s:\ngot  %s\nwant %s", tc.list, got, tc.want)
		}
	}
}

// A version that onlyIncludeVersions leaves out needs no folder: Docusaurus
// filters the versions before it reads them (postgraphile's versions.json
// names "latest", which has none); a version that is built still does.
func TestVersionsLeftOutNeedNoFolder(t *testing.T) {
	site := strings.Replace(threeVersions("  onlyIncludeVersions: [current, \"1.0\"]"), `["2.0", "1.0"]`, `["2.0", "1.0", "0.9"]`, 1)
	g, res := compileText(t, site)
	for _, d := range res.Diagnostics {
		t.Errorf("unexpected diagnostic: %s", d)
	}
	if got, want := versionsLine(g), "current|Next|/next|false|unreleased|/docs/next/intro 1.0|1.0|/|true|-|/docs/intro"; got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	_, res = compileText(t, strings.Replace(threeVersions(""), `["2.0", "1.0"]`, `["2.0", "1.0", "0.9"]`, 1))
	if len(res.Diagnostics) != 1 || !strings.Contains(res.Diagnostics[0].String(), `error[missing-docs]: version "0.9" has no folder versioned_docs/version-0.9`) {
		t.Errorf("diagnostics %v", res.Diagnostics)
	}
}

func TestVersionOptionErrors(t *testing.T) {
	_, res := compileText(t, threeVersions("  lastVersion: \"3.0\"\n  onlyIncludeVersions: [\"9.9\"]"))
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, d.String())
	}
	want := []string{
		`site.yaml:3:3: error[unknown-version]: no version is left to build (docs.includeCurrentVersion and docs.onlyIncludeVersions exclude them all)`,
		`site.yaml:4:16: error[unknown-version]: docs.lastVersion is "3.0", which is not a version that is built (current, 2.0, 1.0)`,
		`site.yaml:5:25: error[unknown-version]: docs.onlyIncludeVersions names version "9.9", which is not one of current, 2.0, 1.0`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("got:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// Without versions.json the docs folder is the only version, at the docs root.
func TestNoVersionsJSONKeepsRoutes(t *testing.T) {
	g, _ := compileText(t, "-- docs/intro.md --\n# Intro\n")
	if got := versionsLine(g); got != "current|Next|/|true|-|/docs/intro" {
		t.Errorf("got %s", got)
	}
}

// Links as Docusaurus resolves them: relative to the file, then to the docs
// folder of the file's version; into another version's folder; static files.
func TestDocusaurusLinks(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, filepath.Join(dir, "src"), parseArchive(`-- versions.json --
["1.0"]
-- docs/view.md --
# View
-- docs/guide/deep/page.md --
# Page

[sibling](other.md) [root](view.md) [root dot](./view.md#top) [old](../../../versioned_docs/version-1.0/intro.md)
[pdf](/files/manual.pdf) [url](/docs/next/view) [released](/docs/intro) [gone](missing.md)
-- docs/guide/deep/other.md --
# Other
-- versioned_docs/version-1.0/intro.md --
# Old intro

[view](view.md) [current](../../docs/view.md)
-- versioned_docs/version-1.0/view.md --
# Old view

## Top
-- static/files/manual.pdf --
%PDF
`))
	res, err := Run(Options{Root: filepath.Join(dir, "src"), Out: filepath.Join(dir, "out")})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, d.String())
	}
	var p graph.DocPage
	readJSON(t, filepath.Join(dir, "out", "docs", "current", "guide", "deep", "page.json"), &p)
	for _, href := range []string{`href="/docs/next/guide/deep/other"`, `href="/docs/next/view"`, `href="/docs/next/view#top"`, `href="/docs/intro"`, `href="/files/manual.pdf"`} {
		if !strings.Contains(p.HTML, href) {
			t.Errorf("page has no %s: %s", href, p.HTML)
		}
	}
	var old graph.DocPage
	readJSON(t, filepath.Join(dir, "out", "docs", "1.0", "intro.json"), &old)
	for _, href := range []string{`href="/docs/view"`, `href="/docs/next/view"`} {
		if !strings.Contains(old.HTML, href) {
			t.Errorf("1.0 intro has no %s: %s", href, old.HTML)
		}
	}
	// Docusaurus reports these two as well.
	want := []string{
		`docs/guide/deep/page.md:3:37: warning[broken-anchor]: link "./view.md#top" points to #top, which is not a heading of /docs/next/view`,
		`docs/guide/deep/page.md:4:73: warning[broken-link]: link "missing.md" points to guide/deep/missing.md, which is not a doc of this version; fix the path`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("diagnostics:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// A root-relative link that already starts with the base URL does not get it
// twice, as Docusaurus's useBaseUrl does: with baseUrl /docs/ and the docs at
// the root (questdb.io writes [x](/docs/concepts/x/)), /docs/guide/b is /guide/b,
// /docs/img/a.png the static /img/a.png; /guide/b is the same page.
func TestLinksThatStartWithTheBaseURL(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, filepath.Join(dir, "src"), parseArchive(`-- site.yaml --
title: B
baseUrl: /docs/
docs:
  routeBasePath: /
-- docs/guide/a.md --
# A

[b](/docs/guide/b) [b again](/guide/b#part) [base](/docs) ![img](/docs/img/a.png) [gone](/docs/guide/none)
-- docs/guide/b.md --
# B

## Part
-- docs/index.md --
# Home
-- static/img/a.png --
png
`))
	res, err := Run(Options{Root: filepath.Join(dir, "src"), Out: filepath.Join(dir, "out")})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, d.String())
	}
	if want := `docs/guide/a.md:3:83: warning[broken-link]: link "/docs/guide/none" points to /guide/none, which is not a page of this site; did you mean /guide/a?`; strings.Join(got, "\n") != want {
		t.Errorf("diagnostics:\n%s\nwant:\n%s", strings.Join(got, "\n"), want)
	}
	var a graph.DocPage
	readJSON(t, filepath.Join(dir, "out", "docs", "current", "guide", "a.json"), &a)
	for _, href := range []string{`href="/docs/guide/b"`, `href="/docs/guide/b#part"`, `href="/docs/"`, `src="/docs/img/a.png"`} {
		if !strings.Contains(a.HTML, href) {
			t.Errorf("page has no %s: %s", href, a.HTML)
		}
	}
}

// A Docusaurus 2 site's versioned sidebars may prefix sidebar names and doc
// ids with the version (react-native-navigation's "version-8.5.0/docs"), as
// Docusaurus 2 accepts; the prefix is taken off.
func TestDocusaurus2VersionPrefixedSidebars(t *testing.T) {
	g, res := compileText(t, `
-- package.json --
{"dependencies": {"@docusaurus/core": "2.0.0-alpha.72"}}
-- docusaurus.config.js --
module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', { docs: {sidebarPath: require.resolve('./sidebars.js')} }]] };
-- sidebars.js --
module.exports = { docs: ['intro'] };
-- versions.json --
["1.0"]
-- versioned_sidebars/version-1.0-sidebars.json --
{"version-1.0/docs": [{"type": "doc", "id": "version-1.0/intro"}, {"type": "category", "label": "More", "link": {"type": "doc", "id": "version-1.0/more"}, "items": []}]}
-- docs/intro.md --
# Intro
-- versioned_docs/version-1.0/intro.md --
# Intro 1.0
-- versioned_docs/version-1.0/more.md --
# More 1.0
`)
	for _, d := range res.Diagnostics {
		if !strings.Contains(d.String(), "docusaurus-config") {
			t.Errorf("diagnostic: %s", d)
		}
	}
	for _, v := range g.Versions {
		if v.Name == "1.0" {
			sb := v.Sidebars["docs"]
			if sb == nil || len(sb.Items) != 2 || sb.Items[0].Label != "Intro 1.0" {
				t.Errorf("version 1.0's sidebars: %+v", v.Sidebars)
			}
		}
	}
}

// Version names are what Docusaurus's validateVersionName accepts: a comma, a
// space or parentheses are fine (CodeAnd-Co's "1,0" stopped its 558 pages with
// a schema error); a name that would leave its folder is not.
func TestVersionNamesAsDocusaurusTakesThem(t *testing.T) {
	_, res := compileSource(t, `-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', {docs: {}}]]};
-- versions.json --
["1,0", "v0 (old)"]
-- docs/intro.md --
# Next
-- versioned_docs/version-1,0/intro.md --
# One
-- versioned_docs/version-v0 (old)/intro.md --
# Zero
`)
	for _, d := range res.Diagnostics {
		t.Errorf("diagnostic: %s", d)
	}
	var routes []string
	for _, r := range res.Graph.Routes {
		routes = append(routes, r.Route)
	}
	sort.Strings(routes)
	if got := strings.Join(routes, " "); got != "/docs/intro /docs/next/intro /docs/v0 (old)/intro" {
		t.Errorf("routes %s", got)
	}
}

// disableVersioning: true builds the docs folder alone, at the docs root, as
// Docusaurus does, whatever versions.json lists.
func TestDisableVersioning(t *testing.T) {
	_, res := compileSource(t, `-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', {docs: {disableVersioning: true}}]]};
-- versions.json --
["1.0"]
-- docs/intro.md --
# Current
-- versioned_docs/version-1.0/intro.md --
# Old
-- versioned_sidebars/version-1.0-sidebars.json --
{"s": ["intro"]}
`)
	for _, d := range res.Diagnostics {
		t.Errorf("diagnostic: %s", d)
	}
	if len(res.Graph.Versions) != 1 || res.Graph.Versions[0].Name != "current" || len(res.Graph.Routes) != 1 || res.Graph.Routes[0].Route != "/docs/intro" {
		t.Errorf("versions %+v routes %+v", res.Graph.Versions, res.Graph.Routes)
	}
}

// A docsVersion navbar item is a link to the last version's main doc labelled
// with that version's label, or to its own to with its own label, as
// Docusaurus's DocsVersionNavbarItem shows it outside the docs.
func TestDocsVersionNavbarItem(t *testing.T) {
	g, res := compileText(t, `-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://x.org', baseUrl: '/base/', presets: [['classic', {docs: {}}]],
  themeConfig: {navbar: {items: [
    {type: 'docsVersion'},
    {type: 'docsVersion', label: 'Start', to: '/docs/next/start', position: 'right'},
  ]}}};
-- versions.json --
["1.0"]
-- docs/start.md --
# Start (next)
-- versioned_docs/version-1.0/start.md --
# Start
-- versioned_sidebars/version-1.0-sidebars.json --
{"main": ["start"]}
`)
	if len(res.Diagnostics) > 0 {
		t.Fatalf("diagnostics: %v", res.Diagnostics)
	}
	var got []string
	for _, it := range g.Site.Navbar.Items {
		got = append(got, fmt.Sprintf("%s %s %s %s", it.Type, it.Label, *it.Href, it.Position))
	}
	if want := "link 1.0 /docs/start left,link Start /docs/next/start right"; strings.Join(got, ",") != want {
		t.Errorf("navbar: %q, want %q", strings.Join(got, ","), want)
	}
}
