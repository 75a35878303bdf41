package compile

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/graph"
)

// Links as Docusaurus resolves them: an absolute .md path from the docs folder
// or from the site's folder (`/docs/intro.md`, home-assistant's docs), and a
// relative URL in a category's index doc, which Docusaurus serves as a folder
// (docs/guide/index.md is /docs/guide/), against that folder.
func TestLinksResolvedAsDocusaurus(t *testing.T) {
	dir, res := compileSource(t, `
-- docs/intro.md --
# Intro
-- docs/guide/index.md --
# Guide

Back to [the intro](../intro) and [a page](./page).
-- docs/guide/page.md --
# Page

From the site: [intro](/docs/intro.md); from the docs: [intro](/intro.md#x); [up](../intro).
`)
	var warns []string
	for _, d := range res.Diagnostics {
		warns = append(warns, d.String())
	}
	if want := "docs/guide/page.md:3:56: warning[broken-anchor]: link \"/intro.md#x\" points to #x, which is not a heading of /docs/intro"; strings.Join(warns, "\n") != want {
		t.Errorf("diagnostics:\n%s\nwant:\n%s", strings.Join(warns, "\n"), want)
	}
	var guide, page struct{ HTML string }
	readJSON(t, filepath.Join(dir, "out", "docs", "current", "guide", "index.json"), &guide)
	readJSON(t, filepath.Join(dir, "out", "docs", "current", "guide", "page.json"), &page)
	for _, s := range []string{`<a href="/docs/intro">the intro</a>`, `<a href="/docs/guide/page">a page</a>`} {
		if !strings.Contains(guide.HTML, s) {
			t.Errorf("no %s in %s", s, guide.HTML)
		}
	}
	for _, s := range []string{`<a href="/docs/intro">intro</a>; from the docs: <a href="/docs/intro#x">intro</a>; <a href="/docs/intro">up</a>`} {
		if !strings.Contains(page.HTML, s) {
			t.Errorf("no %s in %s", s, page.HTML)
		}
	}
}

// A generated-index category without link.slug gets /category/<slug of its
// label> from one slugger for all the version's sidebars, in order, as
// Docusaurus's: the same label again is <slug>-1, a parent before its children
// (ory/docs has a dozen "Guides" categories).
func TestCategorySlugsAsDocusaurus(t *testing.T) {
	dir, res := compileSource(t, `
-- docs/a.md --
# A
-- docs/b.md --
# B
-- docs/c.md --
# C
-- sidebars.yaml --
one:
  - type: category
    label: Guides
    link: {type: generated-index}
    items:
      - a
      - type: category
        label: Guides
        link: {type: generated-index}
        items: [b]
two:
  - type: category
    label: Guides
    link: {type: generated-index}
    items: [c]
  - type: category
    label: Node.js & Go
    link: {type: generated-index}
    items: [a]
  - type: category
    label: Relative
    link: {type: generated-index, slug: more/guide}
    items: [b]
`)
	for _, d := range res.Diagnostics {
		t.Errorf("diagnostic: %s", d)
	}
	var g struct {
		Routes []struct{ Route, Kind string }
	}
	readJSON(t, filepath.Join(dir, "out", "graph.json"), &g)
	var cats []string
	for _, r := range g.Routes {
		if r.Kind == "category" {
			cats = append(cats, r.Route)
		}
	}
	// a slug is the route under the version's path, with or without its leading
	// slash (normalizeUrl([version.path, slug])): /category/ is only the default
	if got, want := strings.Join(cats, " "), "/docs/category/guides /docs/category/guides-1 /docs/category/guides-2 /docs/category/nodejs--go /docs/more/guide"; got != want {
		t.Errorf("category routes %s, want %s", got, want)
	}
	// the parent takes its slug before its child, the first sidebar before the second
	var gs struct {
		Versions []struct {
			Sidebars map[string]struct {
				Items []struct {
					Href  string
					Items []struct{ Href string }
				}
			}
		}
	}
	readJSON(t, filepath.Join(dir, "out", "graph.json"), &gs)
	one, two := gs.Versions[0].Sidebars["one"].Items[0], gs.Versions[0].Sidebars["two"].Items[0]
	if one.Href != "/docs/category/guides" || one.Items[1].Href != "/docs/category/guides-1" || two.Href != "/docs/category/guides-2" {
		t.Errorf("hrefs: %s, %s, %s", one.Href, one.Items[1].Href, two.Href)
	}
}

// A doc id with an apostrophe is a route with one (xt-api's `id: Get
// User's Step Rate`, whose pages were left out), as Docusaurus's
// isValidPathname takes it: an apostrophe is a character of a URL's path. A
// link to it resolves; the characters that cannot stand in a path still
// cannot (testdata/bad/slug-bad-chars.txtar).
func TestRouteWithAnApostrophe(t *testing.T) {
	dir, res := compileSource(t, `
-- docs/intro.md --
# Intro

See [the rate](./step.md).
-- docs/step.md --
---
id: User's Step Rate
---
# Step rate
`)
	if len(res.Diagnostics) > 0 {
		t.Fatalf("diagnostics %v", res.Diagnostics)
	}
	var a struct{ HTML string }
	readJSON(t, filepath.Join(dir, "out", "docs", "current", "intro.json"), &a)
	if want := `<a href="/docs/User's%20Step%20Rate">the rate</a>`; !strings.Contains(a.HTML, want) {
		t.Errorf("no %s in %s", want, a.HTML)
	}
}

// A generated index's slug may start with "./" in a _category_ file
// (MineDocs' "./inicio", which stopped the site): the "." step is nothing, as
// Docusaurus joins the version's path and the slug and the browser resolves
// it; ".." is still an error.
func TestCategorySlugWithADotStep(t *testing.T) {
	_, res := compileSource(t, `
-- docs/intro.md --
# Intro
-- docs/guide/_category_.json --
{"label": "Guide", "link": {"type": "generated-index", "slug": "./inicio"}}
-- docs/guide/page.md --
# Page
-- docs/other/_category_.json --
{"label": "Other", "link": {"type": "generated-index", "slug": "../../x"}}
-- docs/other/b.md --
# B
`)
	var diags []string
	for _, d := range res.Diagnostics {
		diags = append(diags, d.String())
	}
	if want := `docs/other/_category_.json:1:64: error[invalid-slug]: slug "../../x" contains "..", which would escape the site; write the path without it`; strings.Join(diags, "\n") != want {
		t.Errorf("diagnostics:\n%s\nwant:\n%s", strings.Join(diags, "\n"), want)
	}
	_, res = compileSource(t, `
-- docs/intro.md --
# Intro
-- docs/guide/_category_.json --
{"label": "Guide", "link": {"type": "generated-index", "slug": "./inicio"}}
-- docs/guide/page.md --
# Page
`)
	if len(res.Diagnostics) > 0 {
		t.Fatalf("diagnostics %v", res.Diagnostics)
	}
	found := false
	for _, r := range res.Graph.Routes {
		found = found || r.Route == "/docs/inicio"
	}
	if !found {
		t.Errorf("no /docs/inicio among %+v", res.Graph.Routes)
	}
}

// A relative slug may climb to the docs' root, as Docusaurus resolves it
// (excalidraw's docs/introduction/get-started.mdx has `slug: ../`); one ".."
// more would leave the docs and is a path-traversal error
// (testdata/bad/slug-traversal.txtar).
func TestRelativeSlugUpToTheDocsRoot(t *testing.T) {
	dir, res := compileSource(t, `
-- docs/introduction/get-started.md --
---
slug: ../
---
# Get started
-- docs/introduction/deep/page.md --
---
slug: ../../elsewhere
---
# Page
-- docs/introduction/other.md --
---
slug: ../../../x
---
# Other
`)
	var diags []string
	for _, d := range res.Diagnostics {
		diags = append(diags, d.String())
	}
	if want := `docs/introduction/other.md:2:7: error[path-traversal]: slug "../../../x" contains "..", which would escape the site; write the path without it`; strings.Join(diags, "\n") != want {
		t.Fatalf("diagnostics:\n%s\nwant:\n%s", strings.Join(diags, "\n"), want)
	}
	// the other two alone compile, to the routes Docusaurus gives them
	if err := os.Remove(filepath.Join(dir, "src", "docs", "introduction", "other.md")); err != nil {
		t.Fatal(err)
	}
	if res, err := Run(Options{Root: filepath.Join(dir, "src"), Out: filepath.Join(dir, "out")}); err != nil || len(res.Diagnostics) > 0 {
		t.Fatalf("%v %v", err, res.Diagnostics)
	}
	var g struct{ Routes []struct{ Route, ID string } }
	readJSON(t, filepath.Join(dir, "out", "graph.json"), &g)
	var got []string
	for _, r := range g.Routes {
		got = append(got, r.ID+" "+r.Route)
	}
	if want := "introduction/get-started /docs | introduction/deep/page /docs/elsewhere"; strings.Join(got, " | ") != want {
		t.Errorf("routes %s, want %s", strings.Join(got, " | "), want)
	}
}

// With trailingSlash: true Docusaurus serves every doc as a folder
// (/docs/guide/a/), so a relative URL starts from the doc's own path (buck2's
// docs); `@site/…` in a link or an image is a path from the site's folder, as
// Docusaurus's @site alias (reselect's images).
func TestTrailingSlashAndSiteAlias(t *testing.T) {
	dir, res := compileSource(t, `
-- docusaurus.config.js --
module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', trailingSlash: true, presets: [['classic', { docs: {} }]] };
-- docs/guide/a.md --
# A

[b](../b), [b again](@site/docs/guide/b.md), ![diagram](@site/static/img/x.png)
-- docs/guide/b.md --
# B
-- static/img/x.png --
not really a png
`)
	for _, d := range res.Diagnostics {
		if !strings.Contains(d.String(), "docusaurus-config") {
			t.Errorf("diagnostic: %s", d)
		}
	}
	var a struct{ HTML string }
	readJSON(t, filepath.Join(dir, "out", "docs", "current", "guide", "a.json"), &a)
	want := `<a href="/docs/guide/b">b</a>, <a href="/docs/guide/b">b again</a>, <img src="/assets/`
	if !strings.Contains(a.HTML, want) {
		t.Fatalf("no %s in %s", want, a.HTML)
	}
	i := strings.Index(a.HTML, `src="/assets/`) + len(`src="`)
	src := a.HTML[i : i+strings.IndexByte(a.HTML[i:], '"')]
	if b, err := os.ReadFile(filepath.Join(dir, "out", "static", filepath.FromSlash(src))); err != nil || string(b) != "not really a png\n" {
		t.Errorf("the image %s in the graph's static/: %q %v", src, b, err)
	}
}

// With trailingSlash: false no doc is a folder, not even a category's index
// doc (cspell's docs/Configuration/index.mdx links ../docs/dictionaries).
func TestTrailingSlashFalse(t *testing.T) {
	dir, res := compileSource(t, `
-- docusaurus.config.js --
module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', trailingSlash: false, presets: [['classic', { docs: {} }]] };
-- docs/guide/index.md --
# Guide

[other](../docs/other), [child](./guide/child)
-- docs/guide/child.md --
# Child
-- docs/other.md --
# Other
`)
	for _, d := range res.Diagnostics {
		if !strings.Contains(d.String(), "docusaurus-config") {
			t.Errorf("diagnostic: %s", d)
		}
	}
	var guide struct{ HTML string }
	readJSON(t, filepath.Join(dir, "out", "docs", "current", "guide", "index.json"), &guide)
	if want := `<a href="/docs/other">other</a>, <a href="/docs/guide/child">child</a>`; !strings.Contains(guide.HTML, want) {
		t.Errorf("no %s in %s", want, guide.HTML)
	}
}

// A doc whose slug ends in a slash is served at a folder URL (`slug: /` is
// /docs/, normalizeUrl(['/docs', '/'])), so its relative URLs start there
// (kubevela's introduction linked ./tutorials/x, 14 false broken links); in a
// version at /docs/next/ too.
func TestSlugEndingInASlashIsAFolder(t *testing.T) {
	dir, res := compileSource(t, `
-- docs/intro.md --
---
slug: /
---
# Intro

[other](./guide/other), [same](guide/other)
-- docs/guide/other.md --
---
slug: /guide/other/
---
# Other

[intro](../../)
`)
	for _, d := range res.Diagnostics {
		t.Errorf("diagnostic: %s", d)
	}
	var intro, other struct{ HTML string }
	readJSON(t, filepath.Join(dir, "out", "docs", "current", "intro.json"), &intro)
	readJSON(t, filepath.Join(dir, "out", "docs", "current", "guide", "other.json"), &other)
	if want := `<a href="/docs/guide/other">other</a>, <a href="/docs/guide/other">same</a>`; !strings.Contains(intro.HTML, want) {
		t.Errorf("no %s in %s", want, intro.HTML)
	}
	if want := `<a href="/docs/">intro</a>`; !strings.Contains(other.HTML, want) {
		t.Errorf("no %s in %s", want, other.HTML)
	}
}

// A percent-encoded fragment is the heading a browser finds with it, decoded
// (keploy's `#installation-%EF%B8%8F` for `## Installation 🛠️`); a fragment
// that decodes to no heading is still broken.
func TestPercentEncodedAnchors(t *testing.T) {
	_, res := compileSource(t, `
-- docs/x.md --
# X

## Café au lait

## Setup 🛠️
-- docs/y.md --
# Y

[a](./x.md#caf%C3%A9-au-lait), [b](./x.md#setup-%EF%B8%8F), [c](./x.md#café-au-lait), [d](./x.md#th%C3%A9)
`)
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, d.String())
	}
	if want := `docs/y.md:3:87: warning[broken-anchor]: link "./x.md#th%C3%A9" points to #th%C3%A9, which is not a heading of /docs/x`; strings.Join(got, "\n") != want {
		t.Errorf("diagnostics:\n%s\nwant:\n%s", strings.Join(got, "\n"), want)
	}
}

// A site component's literal id prop is an anchor of the page (frigate's
// <FaqItem id="…"> renders a heading with that id, which Docusaurus's link
// check finds); an id nothing on the page has is still a broken anchor.
func TestComponentIDIsAnAnchor(t *testing.T) {
	_, res := compileSource(t, `
-- src/components/Faq/index.jsx --
import React from 'react';
export default function Faq({id, question, children}) {
  return <section><h3 id={id}>{question}</h3>{children}</section>;
}
-- docs/faq.mdx --
import Faq from '@site/src/components/Faq';

# FAQ

See [why](#why-is-it-slow) and [nothing](#nothing-here).

<Faq id="why-is-it-slow" question="Why is it slow?">

Because.

</Faq>
`)
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, d.String())
	}
	if want := `docs/faq.mdx:5:32: warning[broken-anchor]: link "#nothing-here" points to #nothing-here, which is not a heading of this page`; strings.Join(got, "\n") != want {
		t.Errorf("diagnostics:\n%s\nwant:\n%s", strings.Join(got, "\n"), want)
	}
}

// In a Docusaurus 2 site `b.mdx/#part` links the doc, as Docusaurus 2's link
// rewriting finds the file name in it (testing-library's docs); Docusaurus 3
// leaves it a URL, which is broken.
func TestDocusaurus2FileLinkWithSlash(t *testing.T) {
	for _, v2 := range []bool{true, false} {
		dir := t.TempDir()
		version := "3.7.0"
		if v2 {
			version = "2.4.3"
		}
		writeTree(t, filepath.Join(dir, "src"), parseArchive(`
-- package.json --
{"dependencies": {"@docusaurus/core": "`+version+`"}}
-- docusaurus.config.js --
module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', { docs: {} }]] };
-- docs/a.mdx --
# A

See [b](sub/b.mdx/#part).
-- docs/sub/b.mdx --
# B

## Part
`))
		res, err := Run(Options{Root: filepath.Join(dir, "src"), Out: filepath.Join(dir, "out")})
		if err != nil {
			t.Fatal(err)
		}
		var warns []string
		for _, d := range res.Diagnostics {
			if !strings.Contains(d.String(), "docusaurus-config") {
				warns = append(warns, string(d.ID))
			}
		}
		if got := strings.Join(warns, ","); (v2 && got != "") || (!v2 && got != "broken-link") {
			t.Errorf("Docusaurus 2 = %v: diagnostics %q", v2, got)
		}
		if v2 {
			var a struct{ HTML string }
			readJSON(t, filepath.Join(dir, "out", "docs", "current", "a.json"), &a)
			if want := `<a href="/docs/sub/b#part">b</a>`; !strings.Contains(a.HTML, want) {
				t.Errorf("no %s in %s", want, a.HTML)
			}
		}
	}
}

// A link to a route that a plugin contentc does not build serves (an API
// reference's `route`, redocusaurus' specs, another blog's routeBasePath) is
// broken in the site contentc builds, and the warning names the plugin
// (1platform's @scalar/docusaurus pages, crossid's redocusaurus; a redocusaurus preset
// with a theme option is its own, not one that wraps the classic preset: bee-docs).
func TestLinksToPluginRoutes(t *testing.T) {
	_, res := compileSource(t, `
-- docusaurus.config.js --
module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/',
  presets: [['classic', { docs: {} }], ['redocusaurus', { specs: [{ spec: 'api.yaml', route: '/api/v1/' }], theme: { primaryColor: '#1890ff' } }]],
  plugins: [['@scalar/docusaurus', { id: 'ref', route: '/api-reference', configuration: {} }],
    ['@docusaurus/plugin-content-blog', { id: 'news', routeBasePath: 'news', path: 'news' }],
    ['@docusaurus/plugin-content-pages', { routeBasePath: '/' }],
    ['@apify/docusaurus-plugin-typedoc-api', { projectRoot: '.', packages: ['.'] }]] };
-- docs/a.md --
# A

[ref](/api-reference#tag/x) [v1](/api/v1/) [op](/api/v1/ops) [post](/news/2024/hi) [nothing](/api-referenced)

[class](/api/core/class/MikroORM)
`)
	var got []string
	for _, d := range res.Diagnostics {
		if !strings.Contains(d.String(), "docusaurus-config") {
			got = append(got, fmt.Sprintf("%d %s", d.Column, d.Message))
		}
	}
	const tail = ", which contentc does not build (it builds the docs); the link is broken in this site"
	want := []string{
		`1 link "/api-reference#tag/x" points to /api-reference, a page of the plugin "@scalar/docusaurus" (at /api-reference)` + tail,
		`29 link "/api/v1/" points to /api/v1/, a page of the plugin "redocusaurus" (at /api/v1)` + tail,
		`44 link "/api/v1/ops" points to /api/v1/ops, a page of the plugin "redocusaurus" (at /api/v1)` + tail,
		`62 link "/news/2024/hi" points to /news/2024/hi, a page of the plugin "@docusaurus/plugin-content-blog" (at /news)` + tail,
		`84 link "/api-referenced" points to /api-referenced, which is not a page of this site`,
		// docusaurus-plugin-typedoc-api serves /api/* when its options name no route (mikro-orm)
		`1 link "/api/core/class/MikroORM" points to /api/core/class/MikroORM, a page of the plugin "@apify/docusaurus-plugin-typedoc-api" (at /api)` + tail,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("diagnostics:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// The routes a plugin or theme of the site's own adds with a literal path
// (addRoute in its contentLoaded) are its pages, read from its sources
// without running them: a theme given as its build output (dist, which the
// repository does not hold) is read from its package's sources (woodpecker's
// /plugins), a plugin file as it is (electron's /apps), with the base URL
// joined to a literal (`${baseUrl}x`, normalizeUrl([baseUrl, 'x'])). A doc's
// link there names the plugin; the navbar's is no warning.
func TestLinksToRoutesALocalPluginAdds(t *testing.T) {
	_, res := compileSource(t, `
-- docusaurus.config.js --
const path = require('path');
module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/',
  presets: [['classic', { docs: {}, blog: false }]],
  themes: [path.resolve(__dirname, 'plugins', 'index', 'dist')],
  plugins: ['./src/plugins/apps.js'],
  themeConfig: { navbar: { items: [{ to: '/plugins', label: 'Plugins' }, { to: '/apps', label: 'Apps' }, { to: '/gone', label: 'Gone' }] } } };
-- plugins/index/package.json --
{ "name": "index", "main": "dist/index.js" }
-- plugins/index/src/index.ts --
export default function index(context: LoadContext): Plugin {
  const { baseUrl } = context;
  return {
    name: 'index',
    async contentLoaded({ actions }) {
      for (const p of plugins) actions.addRoute({ path: `+"`/plugins/${p.slug}`"+`, component: '@theme/Plugin', exact: true });
      actions.addRoute({
        // the list
        modules: { plugins: '/x.json' },
        path: '/plugins',
        component: '@theme/PluginList',
      });
      actions.addRoute({ path: `+"`${baseUrl}authors`"+`, component: '@theme/Authors' });
      actions.addRoute({ path: normalizeUrl([context.baseUrl, 'team', 'all']), component: '@theme/Team' });
    },
  };
}
-- src/plugins/apps.js --
module.exports = function apps() {
  return { name: 'apps', async contentLoaded({ actions }) { const { addRoute } = actions; addRoute({ path: "/apps", exact: true }); } };
};
-- docs/a.md --
# A

[list](/plugins) [one](/plugins/git) [apps](/apps/) [authors](/authors) [team](/team/all) [nothing](/applications)
`)
	const tail = ", which contentc does not build (it builds the docs); the link is broken in this site"
	want := `docs/a.md:3:1: warning[broken-link]: link "/plugins" points to /plugins, a page of the plugin "/plugins/index/dist" (at /plugins)` + tail + `
docs/a.md:3:18: warning[broken-link]: link "/plugins/git" points to /plugins/git, a page of the plugin "/plugins/index/dist" (at /plugins)` + tail + `
docs/a.md:3:38: warning[broken-link]: link "/apps/" points to /apps/, a page of the plugin "./src/plugins/apps.js" (at /apps)` + tail + `
docs/a.md:3:53: warning[broken-link]: link "/authors" points to /authors, a page of the plugin "/plugins/index/dist" (at /authors)` + tail + `
docs/a.md:3:73: warning[broken-link]: link "/team/all" points to /team/all, a page of the plugin "/plugins/index/dist" (at /team/all)` + tail + `
docs/a.md:3:91: warning[broken-link]: link "/applications" points to /applications, which is not a page of this site
docusaurus.config.js:6:112: warning[broken-link]: navbar item "Gone" links to /gone, which is not a page of this site
`
	var got strings.Builder
	for _, d := range res.Diagnostics {
		if d.ID != diag.DocusaurusConfig {
			got.WriteString(d.String() + "\n")
		}
	}
	if got.String() != want {
		t.Errorf("diagnostics:\n%s\nwant:\n%s", got.String(), want)
	}
}

// A link to a Docusaurus site's page that is not a doc (src/pages, the blog)
// is broken in the site contentc builds, and the warning says what it is.
func TestLinksToPagesOutsideTheDocs(t *testing.T) {
	_, res := compileSource(t, `
-- docusaurus.config.js --
module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', { docs: {} }]] };
-- src/pages/contact.js --
export default function Contact() { return null; }
-- src/pages/downloads/index.tsx --
export default function Downloads() { return null; }
-- src/pages/_draft.js --
export default function Draft() { return null; }
-- src/pages/legal/privacy.md --
---
slug: /privacy
---
# Privacy
-- blog/2024-01-01-hello.md --
# Hello
-- docs/a.md --
# A

[contact](/contact) [downloads](/downloads/) [post](/blog/2024/01/01/hello) [draft](/_draft)
[privacy](/privacy/) [legal](/legal/privacy)
`)
	var got []string
	for _, d := range res.Diagnostics {
		if !strings.Contains(d.String(), "docusaurus-config") {
			got = append(got, fmt.Sprintf("%d %s", d.Column, d.Message))
		}
	}
	want := []string{
		`1 link "/contact" points to /contact, a page of the site's src/pages (src/pages/contact.js), which contentc does not build (it builds the docs); the link is broken in this site`,
		`21 link "/downloads/" points to /downloads/, a page of the site's src/pages (src/pages/downloads/index.tsx), which contentc does not build (it builds the docs); the link is broken in this site`,
		`46 link "/blog/2024/01/01/hello" points to /blog/2024/01/01/hello, a page of the blog (blog/), which contentc does not build (it builds the docs); the link is broken in this site`,
		`77 link "/_draft" points to /_draft, which is not a page of this site`,
		// a Markdown page's front matter slug is its route (hydra's privacy page)
		`1 link "/privacy/" points to /privacy/, a page of the site's src/pages (src/pages/legal/privacy.md), which contentc does not build (it builds the docs); the link is broken in this site`,
		`22 link "/legal/privacy" points to /legal/privacy, which is not a page of this site`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("diagnostics:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// The classic preset's blog is at its routeBasePath, from its path folder
// (arrow's community/blog, from content/blog): a doc's link there is broken in
// the site contentc builds, and says it is the blog's, and the navbar and
// footer link to it as to /blog. With blog: false there is no blog, whatever
// the folders, and a standalone blog plugin's default route is /blog.
func TestLinksToTheBlogAtItsRoute(t *testing.T) {
	_, res := compileSource(t, `
-- docusaurus.config.js --
module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/',
  presets: [['classic', { docs: {}, blog: { path: 'content/blog', routeBasePath: '/community/blog/' } }]],
  themeConfig: { navbar: { items: [{ to: '/community/blog', label: 'Blog' }, { to: '/blog', label: 'Old' }] },
    footer: { links: [{ title: 'More', items: [{ label: 'Blog', to: '/community/blog' }] }] } } };
-- content/blog/2025-11-01-post.md --
# Post
-- blog/2020-01-01-old.md --
# Old
-- docs/a.md --
# A

[post](/community/blog/2025/11/01/post/) [blog](/community/blog) [old](/blog/2020/01/01/old)
`)
	_, off := compileSource(t, `
-- docusaurus.config.js --
module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/',
  presets: [['classic', { docs: {}, blog: false }]],
  plugins: [['@docusaurus/plugin-content-blog', { id: 'news', path: 'news' }]] };
-- blog/2020-01-01-old.md --
# Old
-- news/2020-01-01-new.md --
# New
-- docs/a.md --
# A

[old](/blog/2020/01/01/old) [blog](/community/blog)
`)
	const tail = ", which contentc does not build (it builds the docs); the link is broken in this site"
	want := `docs/a.md:3:1: warning[broken-link]: link "/community/blog/2025/11/01/post/" points to /community/blog/2025/11/01/post/, a page of the blog (content/blog/)` + tail + `
docs/a.md:3:42: warning[broken-link]: link "/community/blog" points to /community/blog, a page of the blog (content/blog/)` + tail + `
docs/a.md:3:66: warning[broken-link]: link "/blog/2020/01/01/old" points to /blog/2020/01/01/old, which is not a page of this site
docusaurus.config.js:3:84: warning[broken-link]: navbar item "Old" links to /blog, which is not a page of this site
docs/a.md:3:1: warning[broken-link]: link "/blog/2020/01/01/old" points to /blog/2020/01/01/old, a page of the plugin "@docusaurus/plugin-content-blog" (at /blog)` + tail + `
docs/a.md:3:29: warning[broken-link]: link "/community/blog" points to /community/blog, which is not a page of this site
`
	var got strings.Builder
	for _, r := range []*Result{res, off} {
		for _, d := range r.Diagnostics {
			if d.ID != diag.DocusaurusConfig {
				got.WriteString(d.String() + "\n")
			}
		}
	}
	if got.String() != want {
		t.Errorf("diagnostics:\n%s\nwant:\n%s", got.String(), want)
	}
}

// A Markdown link is tried from the linking file's folder, then the docs
// folder, then the site's folder, as Docusaurus 3 resolves it (bitwarden's
// docs write docs/contributing/code-style/android-kotlin.md).
func TestMarkdownLinkFromTheSiteFolder(t *testing.T) {
	dir, res := compileSource(t, `
-- docs/guide/android.md --
# Android

[style](docs/style/kotlin.md), [docs-relative](style/kotlin.md)
-- docs/style/kotlin.md --
# Kotlin
`)
	for _, d := range res.Diagnostics {
		t.Errorf("diagnostic: %s", d)
	}
	var a struct{ HTML string }
	readJSON(t, filepath.Join(dir, "out", "docs", "current", "guide", "android.json"), &a)
	if want := `<a href="/docs/style/kotlin">style</a>, <a href="/docs/style/kotlin">docs-relative</a>`; !strings.Contains(a.HTML, want) {
		t.Errorf("no %s in %s", want, a.HTML)
	}
}

// Docusaurus 2 tries a Markdown link from the site's folder too from
// 2.0.0-beta.19 on (replaceMarkdownLinks; deriv-api-docs on 2.4 links
// docs/setting-up-a-deriv-application.md); an older exact version does not.
func TestMarkdownLinkFromTheSiteFolderInDocusaurus2(t *testing.T) {
	for version, resolved := range map[string]bool{"^2.4.0": true, "2.0.0-beta.19": true, "2.0.0-beta.18": false} {
		dir, res := compileSource(t, `
-- package.json --
{"dependencies": {"@docusaurus/core": "`+version+`", "@docusaurus/preset-classic": "`+version+`"}}
-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', {docs: {}}]]};
-- docs/guide/auth.md --
# Auth

See [setup](docs/setup.md).
-- docs/setup.md --
# Setup
`)
		var a struct{ HTML string }
		readJSON(t, filepath.Join(dir, "out", "docs", "current", "guide", "auth.json"), &a)
		if got := strings.Contains(a.HTML, `<a href="/docs/setup">setup</a>`); got != resolved {
			t.Errorf("%s: resolved %v, want %v: %s", version, got, resolved, a.HTML)
		}
		if warned := len(res.Diagnostics) > 0; warned == resolved {
			t.Errorf("%s: diagnostics %v", version, res.Diagnostics)
		}
	}
}

// From the site's folder, a Markdown link may name another version's doc, as
// Docusaurus 3 looks the file up among every version's docs (kubeslice's
// release notes link versioned_docs/version-1.3.0/…; featureflow's old version
// links docs/…).
func TestMarkdownLinkFromTheSiteFolderIntoAnotherVersion(t *testing.T) {
	dir, res := compileSource(t, `
-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', {docs: {}}]]};
-- versions.json --
["1.0"]
-- docs/a.md --
# A next

[old b](versioned_docs/version-1.0/b.md), [next b](docs/b.md)
-- docs/b.md --
# B next
-- versioned_docs/version-1.0/a.md --
# A one

[next b](docs/b.md), [old b](versioned_docs/version-1.0/b.md), [own](b.md)
-- versioned_docs/version-1.0/b.md --
# B one
`)
	for _, d := range res.Diagnostics {
		t.Errorf("diagnostic: %s", d)
	}
	for file, want := range map[string]string{
		"current/a.json": `<a href="/docs/b">old b</a>, <a href="/docs/next/b">next b</a>`,
		"1.0/a.json":     `<a href="/docs/next/b">next b</a>, <a href="/docs/b">old b</a>, <a href="/docs/b">own</a>`,
	} {
		var a struct{ HTML string }
		readJSON(t, filepath.Join(dir, "out", "docs", file), &a)
		if !strings.Contains(a.HTML, want) {
			t.Errorf("%s: no %s in %s", file, want, a.HTML)
		}
	}
}

// A translation's link to one of those pages (/fr/contact from a French doc)
// is recognised too.
func TestTranslatedLinksToPagesOutsideTheDocs(t *testing.T) {
	_, res := compileSource(t, `
-- docusaurus.config.js --
module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', i18n: {defaultLocale: 'en', locales: ['en', 'fr']}, presets: [['classic', { docs: {} }]] };
-- src/pages/contact.js --
export default function Contact() { return null; }
-- docs/a.md --
# A
-- i18n/fr/docusaurus-plugin-content-docs/current/a.md --
# A (fr)

[contact](/contact)
`)
	var got []string
	for _, d := range res.Diagnostics {
		if !strings.Contains(d.String(), "docusaurus-config") {
			got = append(got, d.Message)
		}
	}
	if want := `link "/contact" points to /fr/contact, a page of the site's src/pages (src/pages/contact.js), which contentc does not build (it builds the docs); the link is broken in this site`; strings.Join(got, "\n") != want {
		t.Errorf("diagnostics:\n%s\nwant:\n%s", strings.Join(got, "\n"), want)
	}
}

// An image imported in MDX and used as a JSX src is the file next to the doc,
// published as an asset as a link to it is (karmada's docs).
func TestImportedImageAsSrc(t *testing.T) {
	dir, res := compileSource(t, `
-- docs/a.mdx --
import Diagram from './img/flow.png';
import Bird from '!!url-loader!./img/bird.png';
import Song from 'file-loader?name=[name].[ext]!./song.mp3';
import Banner from './img/flow.png?202309041511';

# A

<img className="banner" src={Banner} />

<img src={Diagram} width="80%" />

<img src={Bird} alt="bird" />

<audio src={Song} controls />

<img className="wide" src={require('!!url-loader!./img/bird.png').default} alt="required" />
-- docs/img/flow.png --
not really a png
-- docs/img/bird.png --
nor this
-- docs/song.mp3 --
nor a song
`)
	for _, d := range res.Diagnostics {
		t.Errorf("diagnostic: %s", d)
	}
	var a struct{ HTML string }
	readJSON(t, filepath.Join(dir, "out", "docs", "current", "a.json"), &a)
	i := strings.Index(a.HTML, `<img src="/assets/`)
	if i < 0 || !strings.Contains(a.HTML[i:], `/flow.png" width="80%" />`) {
		t.Fatalf("no published image in %s", a.HTML)
	}
	// webpack's resource query is no part of the file (fleek-network's banners)
	if !regexp.MustCompile(`<img class="banner" src="/assets/[0-9a-f]+/flow.png\?202309041511" />`).MatchString(a.HTML) {
		t.Errorf("an import with a query: %s", a.HTML)
	}
	// webpack's url-loader and file-loader requests give the file's URL too (Excalibur's tutorial).
	if !regexp.MustCompile(`<img src="/assets/[0-9a-f]+/bird.png" alt="bird" />`).MatchString(a.HTML) || !regexp.MustCompile(`<audio src="/assets/[0-9a-f]+/song.mp3" controls`).MatchString(a.HTML) {
		t.Errorf("loader imports: %s", a.HTML)
	}
	// and in a require() (emnify's SIM registration figures)
	if !regexp.MustCompile(`<img class="wide" src="/assets/[0-9a-f]+/bird.png" alt="required" />`).MatchString(a.HTML) {
		t.Errorf("loader require: %s", a.HTML)
	}
}

// A navbar item's `to` without a leading slash, or with the base URL already,
// is the site path Docusaurus's useBaseUrl makes of it (flow's navbar).
func TestNavbarToAsUseBaseUrl(t *testing.T) {
	dir, res := compileSource(t, `
-- docusaurus.config.js --
module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/base/', presets: [['classic', { docs: {} }]],
  themeConfig: {navbar: {items: [{to: 'docs/intro', label: 'Rel'}, {to: '/base/docs/intro', label: 'Based'}, {to: '/docs/intro', label: 'Abs'}]}} };
-- docs/intro.md --
# Intro
`)
	for _, d := range res.Diagnostics {
		if !strings.Contains(d.String(), "docusaurus-config") {
			t.Errorf("diagnostic: %s", d)
		}
	}
	var g struct {
		Site struct {
			Navbar struct{ Items []struct{ Href string } }
		}
	}
	readJSON(t, filepath.Join(dir, "out", "graph.json"), &g)
	var hrefs []string
	for _, it := range g.Site.Navbar.Items {
		hrefs = append(hrefs, it.Href)
	}
	if strings.Join(hrefs, " ") != "/docs/intro /docs/intro /docs/intro" {
		t.Errorf("navbar hrefs: %v", hrefs)
	}
}

// A doc navbar item may name a generated index by its slug, as Docusaurus's
// docs data lists it (react-native-ui-lib: docId '/category/basic'); a slug
// no generated index has is still an error.
func TestNavbarDocItemNamesAGeneratedIndex(t *testing.T) {
	site := func(docID string) string {
		return `
-- docusaurus.config.js --
module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', { docs: {sidebarPath: './sidebars.js'} }]],
  themeConfig: {navbar: {items: [{type: 'doc', docId: '` + docID + `', label: 'Components'}]}} };
-- sidebars.js --
module.exports = {docs: [{type: 'category', label: 'Basic', link: {type: 'generated-index'}, items: ['intro']}]};
-- docs/intro.md --
# Intro
`
	}
	dir, res := compileSource(t, site("/category/basic"))
	for _, d := range res.Diagnostics {
		if !strings.Contains(d.String(), "docusaurus-config") {
			t.Errorf("diagnostic: %s", d)
		}
	}
	var g struct {
		Site struct {
			Navbar struct {
				Items []struct {
					Href      string
					SidebarID string
				}
			}
		}
	}
	readJSON(t, filepath.Join(dir, "out", "graph.json"), &g)
	if it := g.Site.Navbar.Items; len(it) != 1 || it[0].Href != "/docs/category/basic" || it[0].SidebarID != "docs" {
		t.Errorf("navbar: %+v", it)
	}
	_, bad := compileSource(t, site("/category/none"))
	var got []string
	for _, d := range bad.Diagnostics {
		if !strings.Contains(d.String(), "docusaurus-config") {
			got = append(got, d.String())
		}
	}
	if len(got) != 1 || !strings.Contains(got[0], `doc navbar item names doc "/category/none", which does not exist`) {
		t.Errorf("diagnostics: %v", got)
	}
}

// A monorepo may declare @docusaurus/core 2.x in its root package.json for a
// site in website/ without one: the site's docs are then MDX 1 (graphql-js).
// The search stops at the repository's root.
func TestDocusaurusVersionFromTheRepositoryRoot(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, parseArchive(`-- package.json --
{"devDependencies": {"@docusaurus/core": "2.4.3"}}
-- website/docusaurus.config.js --
module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', { docs: {path: 'docs'} }]] };
-- website/docs/x.md --
# X

Pass an object like {a: 1}, or write Map<string, number>.
`))
	for _, git := range []bool{false, true} {
		if git {
			// a repository of its own below the package.json: not looked above
			if err := os.MkdirAll(filepath.Join(dir, "website", ".git"), 0o755); err != nil {
				t.Fatal(err)
			}
		}
		res, err := Run(Options{Root: filepath.Join(dir, "website"), Out: filepath.Join(dir, "out")})
		if err != nil {
			t.Fatal(err)
		}
		if got := res.Errors(); (got == 0) == git {
			t.Errorf(".git in website: %v: %d errors: %v", git, got, res.Diagnostics)
		}
	}
}

// A Docusaurus 2 site also resolves a Markdown link from the version's docs
// folder, `../` ones too (its linkify tries the file's folder, then the content
// path): litmus-docs' versioned pages link ../../docs/x.md, the current
// version's doc. Docusaurus 3 resolves ../ only from the file.
func TestDocusaurus2LinksFromTheVersionsDocsFolder(t *testing.T) {
	site := func(core string) string {
		return `-- package.json --
{"dependencies": {"@docusaurus/core": "` + core + `"}}
-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', {docs: {}}]]};
-- versions.json --
["1.0"]
-- docs/install.md --
# Install
-- docs/intro/a.md --
# A
-- versioned_docs/version-1.0/install.md --
# Install 1.0
-- versioned_docs/version-1.0/intro/a.md --
# A 1.0

[Install](../../docs/install.md)
`
	}
	for core, want := range map[string]string{"2.4.3": `href="/docs/next/install"`, "3.5.2": "broken-link"} {
		dir, res := compileSource(t, site(core))
		var a struct{ HTML string }
		readJSON(t, filepath.Join(dir, "out", "docs/1.0/intro/a.json"), &a)
		var diags []string
		for _, d := range res.Diagnostics {
			diags = append(diags, d.String())
		}
		if got := a.HTML + strings.Join(diags, "\n"); !strings.Contains(got, want) {
			t.Errorf("@docusaurus/core %s: %s", core, got)
		}
	}
}

// pathname:// is Docusaurus's escape hatch for a file the site serves: the
// path as written with the base URL before a root-relative one, not resolved
// and not checked (FDC3's JSON schemas); never another origin or a script.
// Such a link opens in a new tab, as Docusaurus's Link opens it (it takes
// pathname: for a protocol), in Markdown and as an <a> in MDX (sequelize's
// 214 links to its API reference).
func TestPathnameLinks(t *testing.T) {
	dir, res := compileSource(t, "-- site.yaml --\ntitle: T\nurl: https://example.com\nbaseUrl: /base/\n-- docs/p.md --\n# P\n\n[a](pathname:///schemas/x.json) [b](pathname://rel/x.pdf) [c](pathname://javascript:alert(1)) [d](pathname:////evil.com/x)\n-- docs/q.mdx --\n# Q\n\n<a href=\"pathname:///api/index.html\">API</a> [doc](./p.md)\n")
	for _, d := range res.Diagnostics {
		t.Errorf("diagnostic: %s", d)
	}
	var p struct{ HTML string }
	readJSON(t, filepath.Join(dir, "out", "docs/current/p.json"), &p)
	const tab = ` target="_blank" rel="noopener noreferrer"`
	want := `<a href="/base/schemas/x.json"` + tab + `>a</a> <a href="rel/x.pdf"` + tab + `>b</a> <a href="pathname://javascript:alert(1)"` + tab + `>c</a> <a href="pathname:////evil.com/x"` + tab + `>d</a>`
	if !strings.Contains(p.HTML, want) {
		t.Errorf("html %s", p.HTML)
	}
	readJSON(t, filepath.Join(dir, "out", "docs/current/q.json"), &p)
	if want := `<a href="/base/api/index.html"` + tab + `>API</a> <a href="/base/docs/p">doc</a>`; !strings.Contains(p.HTML, want) {
		t.Errorf("mdx html %s", p.HTML)
	}
}

// pathname:// in a navbar item, a footer link or a sidebar link item is the
// same plain link as in a doc, as @docusaurus/Link renders them all: the base
// URL before the path, external (no client-side navigation, a new tab for an
// href item), not checked (vrs' "C++ API Documentation" item kept
// pathname:///doxygen/index.html, a dead link on every page).
func TestPathnameLinksOutsideDocs(t *testing.T) {
	dir, res := compileSource(t, `
-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/base/',
  presets: [['classic', {docs: {sidebarPath: require.resolve('./sidebars.js')}}]],
  themeConfig: {
    navbar: {items: [{href: 'pathname:///api/index.html', label: 'API', position: 'left'}, {href: 'pathname://javascript:alert(1)', label: 'Bad'}]},
    footer: {links: [{title: 'More', items: [{label: 'API', href: 'pathname:///api/index.html'}]}]},
  },
};
-- sidebars.js --
module.exports = {docs: ['intro', {type: 'link', label: 'API', href: 'pathname:///api/index.html'}]};
-- docs/intro.md --
# Intro
`)
	for _, d := range res.Diagnostics {
		if !strings.Contains(d.String(), "docusaurus-config") {
			t.Errorf("diagnostic: %s", d)
		}
	}
	type link struct {
		Label, Href, Target string
		External            bool
	}
	var g struct {
		Site struct {
			Navbar struct{ Items []link }
			Footer struct{ Columns []struct{ Links []link } }
		}
		Versions []struct {
			Sidebars map[string]struct{ Items []link }
		}
	}
	readJSON(t, filepath.Join(dir, "out", "graph.json"), &g)
	api := link{Label: "API", Href: "/base/api/index.html", External: true}
	nav := g.Site.Navbar.Items
	if len(nav) != 2 || nav[0] != (link{Label: "API", Href: "/base/api/index.html", Target: "_blank", External: true}) || nav[1].Href != "pathname://javascript:alert(1)" {
		t.Errorf("navbar %+v", nav)
	}
	if cols := g.Site.Footer.Columns; len(cols) != 1 || len(cols[0].Links) != 1 || cols[0].Links[0] != api {
		t.Errorf("footer %+v", cols)
	}
	if items := g.Versions[0].Sidebars["docs"].Items; len(items) != 2 || items[1] != api {
		t.Errorf("sidebar %+v", items)
	}
}

// staticDirectories (Docusaurus's option, site.yaml's too) are the folders of
// static files, in order: a later folder's file wins (khoj's assets/: 30 false
// broken links to its images).
func TestStaticDirectories(t *testing.T) {
	dir, res := compileSource(t, `
-- docusaurus.config.js --
module.exports = {title: 'S', url: 'https://s.org', baseUrl: '/', staticDirectories: ['assets', 'public'], presets: [['classic', {docs: {}}]]};
-- docs/x.mdx --
# X

![Screenshot](/img/shot.png) and [the logo](/logo.svg).
-- assets/img/shot.png --
shot
-- assets/logo.svg --
old logo
-- public/logo.svg --
new logo
-- static/ignored.txt --
not a static folder here
`)
	for _, d := range res.Diagnostics {
		t.Errorf("diagnostic: %s", d)
	}
	for file, want := range map[string]string{"static/img/shot.png": "shot", "static/logo.svg": "new logo"} {
		data, err := os.ReadFile(filepath.Join(dir, "out", file))
		if err != nil || strings.TrimSpace(string(data)) != want {
			t.Errorf("%s: %q %v", file, data, err)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "out", "static", "ignored.txt")); err == nil {
		t.Error("static/ is published though staticDirectories does not name it")
	}
	_, res = compileSource(t, "-- site.yaml --\ntitle: S\nstaticDirectories: [../../up]\n-- docs/a.md --\n# A\n")
	if res.Errors() != 1 || res.Diagnostics[0].ID != "path-traversal" {
		t.Errorf("outside the repository: %v", res.Diagnostics)
	}
}

// An image of the static folder written with a doubled slash is that file, as
// Docusaurus's image transformer joins the path to the static folder's
// (circlepod's `/img//public-event/…` figures were broken links); a link (not
// an image) is a URL, left as it is.
func TestStaticImageWithADoubledSlash(t *testing.T) {
	dir, res := compileSource(t, "-- docs/a.md --\n# A\n\n![cat](/img//a/cat.jpg) and ![dog](/img//a/dog.jpg)\n-- static/img/a/cat.jpg --\ncat\n")
	var p struct{ HTML string }
	readJSON(t, filepath.Join(dir, "out/docs/current/a.json"), &p)
	if !strings.Contains(p.HTML, `<img src="/img/a/cat.jpg" alt="cat">`) || !strings.Contains(p.HTML, `<img src="/img//a/dog.jpg" alt="dog">`) {
		t.Errorf("html: %s", p.HTML)
	}
	if len(res.Diagnostics) != 1 || !strings.Contains(res.Diagnostics[0].Message, `"/img//a/dog.jpg"`) {
		t.Errorf("diagnostics (the missing image only): %v", res.Diagnostics)
	}
}

// A static folder beside the site in its repository is published, as
// Docusaurus reads staticDirectories from the site folder (Nordix/Meridio's
// ../docs/resources stopped the site on a path-traversal error).
func TestStaticDirectoryBesideTheSite(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, filepath.Join(dir, "site"), parseArchive("-- docusaurus.config.js --\nmodule.exports = {title: 'S', url: 'https://s.org', baseUrl: '/', staticDirectories: ['../assets'], presets: [['classic', {docs: {path: '../docs'}}]]};\n"))
	writeTree(t, dir, parseArchive("-- docs/a.md --\n# A\n\n![Diagram](/diagram.svg)\n-- assets/diagram.svg --\n<svg/>\n"))
	res, err := Run(Options{Root: filepath.Join(dir, "site"), Out: filepath.Join(dir, "out")})
	if err != nil || len(res.Diagnostics) != 0 {
		t.Fatalf("%v %v", err, res.Diagnostics)
	}
	if data, err := os.ReadFile(filepath.Join(dir, "out", "static", "diagram.svg")); err != nil || strings.TrimSpace(string(data)) != "<svg/>" {
		t.Errorf("diagram.svg: %q %v", data, err)
	}
}

// A link to a route written in other letter case is that page, as
// Docusaurus's router matches routes whatever their case (its link check
// passes them: rotorflight's `../tuning/Cyclic-Cross-Coupling` for
// /docs/Tuning/…, megizen's /tags/): the href is the route, with no warning;
// when two routes fold alike the link stays as written, a broken link.
func TestLinkInOtherLetterCase(t *testing.T) {
	dir, res := compileSource(t, `
-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', {docs: {}}]]};
-- docs/Tuning/coupling.md --
# Coupling

## Gains
-- docs/dup/Page.md --
# Upper
-- docs/dup/page.md --
# Lower
-- docs/testing/process.md --
# Process

See [coupling](../tuning/coupling), [gains](/docs/TUNING/coupling/#gains) and [which](/docs/dup/PAGE).
`)
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, d.String())
	}
	if len(got) != 1 || !strings.Contains(got[0], `link "/docs/dup/PAGE" points to /docs/dup/PAGE, which is not a page`) {
		t.Errorf("diagnostics %q", got)
	}
	var p struct{ HTML string }
	readJSON(t, filepath.Join(dir, "out", "docs/current/testing/process.json"), &p)
	if !strings.Contains(p.HTML, `<a href="/docs/Tuning/coupling">coupling</a>, <a href="/docs/Tuning/coupling#gains">gains</a> and <a href="/docs/dup/PAGE">which</a>`) {
		t.Errorf("html %s", p.HTML)
	}
}

// A link to the page's title heading (the leading h1, which the page draws as
// its title) is not broken: Docusaurus keeps the h1 in the content with its
// id (taple's contents lists `[Internet communications](#internet-communications)`).
func TestLinkToTheTitleHeading(t *testing.T) {
	_, res := compileSource(t, `
-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', {docs: {}}]]};
-- docs/net.md --
# Internet communications

Contents: [top](#internet-communications), [NAT](#nat), [gone](#gone)

## NAT
-- docs/other.md --
# Other

See [net](./net.md#internet-communications).
`)
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, d.String())
	}
	if len(got) != 1 || !strings.Contains(got[0], `link "#gone" points to #gone`) {
		t.Errorf("diagnostics %q", got)
	}
}

// The page's JSON gives the title heading's id (titleId), which the web puts on
// the title it draws, so that such links land on it; a title from front matter
// alone has none. A cached rendering gives the same.
func TestTitleIDInPageJSON(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, filepath.Join(dir, "src"), parseArchive(`
-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', {docs: {}}]]};
-- docs/net.md --
# Internet communications {#net-comms}

Text.
-- docs/plain.md --
---
title: Plain
---
Text.
-- docs/hidden.md --
---
hide_title: true
---
# Kept in the body

Text.
`))
	ch, err := OpenCache(filepath.Join(dir, "cache"))
	if err != nil {
		t.Fatal(err)
	}
	defer ch.Close()
	p := &incSite{t: t, dir: dir, cache: ch}
	for i, want := range []int{0, 3} {
		if i > 0 { // another page: every page's JSON is made again, from cached renderings
			os.WriteFile(filepath.Join(dir, "src", "docs", "more.md"), []byte("# More\n"), 0o644)
		}
		if res := p.compile(); res.Cached != want {
			t.Fatalf("compile %d: %d cached, want %d", i+1, res.Cached, want)
		}
		for file, id := range map[string]string{"net": "net-comms", "plain": "", "hidden": ""} {
			var dp map[string]any
			readJSON(t, filepath.Join(dir, "out", "docs/current", file+".json"), &dp)
			got, has := dp["titleId"]
			if (id == "" && has) || (id != "" && got != id) {
				t.Errorf("compile %d: %s titleId %v, want %q", i+1, file, got, id)
			}
		}
	}
}

// Footnotes have Docusaurus's anchors, so a link to one from another page
// (`a.md#user-content-fn-1`) is checked against them, and works; a Docusaurus
// 2 site's are MDX 1's (`#fn-1`, the reference showing its label).
func TestFootnoteAnchors(t *testing.T) {
	for _, c := range []struct{ pkg, anchor, ref string }{
		{`{"dependencies": {"@docusaurus/core": "3.6.0"}}`, "user-content-fn-note", `<sup><a href="#user-content-fn-note" id="user-content-fnref-note" data-footnote-ref="true" aria-describedby="footnote-label">1</a></sup>`},
		{`{"dependencies": {"@docusaurus/core": "2.4.3"}}`, "fn-note", `<sup id="fnref-note"><a href="#fn-note" class="footnote-ref">note</a></sup>`},
	} {
		dir, res := compileSource(t, `-- package.json --
`+c.pkg+`
-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', {docs: {}}]]};
-- docs/a.md --
# A

A claim[^note].

[^note]: The source.
-- docs/b.md --
# B

See [the note](a.md#`+c.anchor+`) and [none](a.md#fn-nothing).
`)
		if len(res.Diagnostics) != 1 || !strings.Contains(res.Diagnostics[0].String(), "docs/b.md:3:") || !strings.Contains(res.Diagnostics[0].Message, "fn-nothing") {
			t.Errorf("%s: %v", c.pkg, res.Diagnostics)
		}
		var a graph.DocPage
		readJSON(t, filepath.Join(dir, "out", "docs", "current", "a.json"), &a)
		if !strings.Contains(a.HTML, c.ref) || !strings.Contains(a.HTML, `id="`+c.anchor+`"`) {
			t.Errorf("%s: %s", c.pkg, a.HTML)
		}
	}
}

// The navbar's and footer's `to` links and the sidebars' link items are
// checked as Docusaurus's link check sees them on every page: a route that is
// no page is a broken-link warning at the link; a page of the Docusaurus site
// that contentc does not build (the blog, the search page) is not reported.
func TestNavbarFooterAndSidebarLinksAreChecked(t *testing.T) {
	_, res := compileSource(t, `-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://x.org', baseUrl: '/base/', presets: [['classic', {docs: {sidebarPath: './sidebars.js'}}]],
  themeConfig: {
    navbar: {items: [
      {to: '/docs/intro', label: 'Intro'},
      {to: '/blog', label: 'Blog'},
      {to: '/base/docs/gone#x', label: 'Gone'},
      {type: 'dropdown', label: 'More', items: [{to: 'docs/guide', label: 'Guide'}, {to: '/search', label: 'Search'}, {to: '/docs/guid', label: 'Typo'}]},
    ]},
    footer: {links: [
      {title: 'Docs', items: [{label: 'Start', to: '/docs/intro/'}, {label: 'Old', to: '/docs/old'}, {label: 'Repo', href: 'https://github.com/x/y'}]},
    ]},
  },
};
-- sidebars.js --
module.exports = {docs: ['intro', 'guide', {type: 'link', label: 'Elsewhere', href: '/docs/elsewhere'}, {type: 'link', label: 'Home', href: '/'}]};
-- blog/2024-01-01-hello.md --
Hello.
-- docs/intro.md --
# Intro
-- docs/guide.md --
# Guide
`)
	want := `docusaurus.config.js:6:12: warning[broken-link]: navbar item "Gone" links to /docs/gone, which is not a page of this site; did you mean /docs/guide?
docusaurus.config.js:7:124: warning[broken-link]: navbar item "Typo" links to /docs/guid, which is not a page of this site; did you mean /docs/guide?
docusaurus.config.js:10:88: warning[broken-link]: footer link "Old" links to /docs/old, which is not a page of this site; did you mean /docs/guide?
sidebars.js:1:85: warning[broken-link]: sidebar link "Elsewhere" links to /docs/elsewhere, which is not a page of this site
`
	if got := diagLines(res); got != want {
		t.Errorf("diagnostics:\n%s\nwant:\n%s", got, want)
	}
}

// onBrokenLinks and onBrokenAnchors 'ignore' (typescript-eslint's config)
// report nothing, as Docusaurus reports nothing then; other values warn.
func TestOnBrokenLinksAndAnchorsIgnore(t *testing.T) {
	const docs = "-- docs/a.md --\n# A\n\n[gone](/docs/gone) and [no heading](./b.md#nowhere).\n-- docs/b.md --\n# B\n"
	for _, c := range []struct{ opts, want string }{
		{"", "broken-anchor broken-link"},
		{"onBrokenLinks: 'ignore',", "broken-anchor"},
		{"onBrokenAnchors: 'ignore',", "broken-link"},
		{"onBrokenLinks: 'ignore', onBrokenAnchors: 'ignore',", ""},
		{"onBrokenLinks: 'throw', onBrokenAnchors: 'throw',", "broken-anchor broken-link"},
	} {
		_, res := compileSource(t, "-- docusaurus.config.js --\nmodule.exports = {title: 'T', url: 'https://x.org', baseUrl: '/', "+c.opts+" presets: [['classic', {docs: {}}]]};\n"+docs)
		var ids []string
		for _, d := range res.Diagnostics {
			ids = append(ids, string(d.ID))
		}
		slices.Sort(ids)
		if got := strings.Join(ids, " "); got != c.want {
			t.Errorf("%q: %s, want %s", c.opts, got, c.want)
		}
	}
}

// @docusaurus/plugin-client-redirects' redirects (site.yaml redirects): each
// from is in the graph with its to (site paths), links to a from are links to a
// page; a from that is a page is left out (duplicate-route), a to that is no
// page is a broken-link warning, a from that is no clean path (.. segments) or
// a to that can run script is left out; the other options are config
// warnings (fromExtensions: ['html'] is what the site does already), but
// createRedirects (TestCreateRedirects).
func TestClientRedirects(t *testing.T) {
	dir, res := compileSource(t, `
-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://x.org', baseUrl: '/base/',
  presets: [['classic', {docs: {}}]],
  plugins: [['@docusaurus/plugin-client-redirects', {
    fromExtensions: ['html'],
    redirects: [
      {from: '/old-intro', to: '/docs/intro'},
      {from: ['/legacy/a', '/legacy/b/'], to: '/docs/guide/a#part'},
      {from: '/docs/intro', to: '/docs/guide/a'},
      {from: '/gone', to: '/docs/nothing'},
      {from: '/../../evil', to: '/docs/intro'},
      {from: '/bad', to: 'javascript:alert(1)'},
      {from: '/ext', to: 'https://example.com/'},
    ],
    createRedirects(existingPath) { return undefined; },
  }]],
};
-- docs/intro.md --
# Intro

[old](/old-intro) [legacy](/legacy/b) [none](/nope)
-- docs/guide/a.md --
# A

## Part
`)
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, fmt.Sprintf("%s:%d:%d %s", d.File, d.Line, d.Column, d.ID))
	}
	want := "docs/intro.md:3:39 broken-link,docusaurus.config.js:8:14 duplicate-route,docusaurus.config.js:9:27 broken-link,docusaurus.config.js:10:14 invalid-slug,docusaurus.config.js:11:26 unsafe-url"
	if strings.Join(got, ",") != want {
		t.Errorf("diagnostics:\n%s\nwant\n%s\n%v", strings.Join(got, ","), want, res.Diagnostics)
	}
	var g struct {
		Site struct{ Redirects []graph.Redirect }
	}
	readJSON(t, filepath.Join(dir, "out", "graph.json"), &g)
	if fmt.Sprint(g.Site.Redirects) != "[{/old-intro /docs/intro} {/legacy/a /docs/guide/a#part} {/legacy/b/ /docs/guide/a#part} {/gone /docs/nothing} {/ext https://example.com/}]" {
		t.Errorf("redirects %v", g.Site.Redirects)
	}
	var p struct{ HTML string }
	readJSON(t, filepath.Join(dir, "out", "docs/current/intro.json"), &p)
	if !strings.Contains(p.HTML, `<a href="/base/old-intro">old</a> <a href="/base/legacy/b">legacy</a>`) {
		t.Errorf("html %s", p.HTML)
	}
}

// The plugin's createRedirects is called with each route of the site (from
// the base URL, in order) and each path it gives redirects there, as the
// plugin makes them: runs of slashes are one (/docs//a is /docs/a, as the
// plugin's file is written); a path that is a page or an earlier redirect's
// is left out (one warning, at the function), and so is one that is no path
// of the site; links to the paths it gives are links to pages. A function that
// throws is a warning, and what it gives from there on is left out.
func TestCreateRedirects(t *testing.T) {
	const docs = `
-- docs/intro.md --
# Intro

[guide](/guide/b) [v1](/base/v1/guide/a)
-- docs/guide/a.md --
# A
-- docs/guide/b.md --
# B
`
	dir, res := compileSource(t, `
-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://x.org', baseUrl: '/base/',
  presets: [['classic', {docs: {}}]],
  plugins: [['@docusaurus/plugin-client-redirects', {
    redirects: [{from: '/old', to: '/docs/intro'}],
    createRedirects(existingPath) {
      if (existingPath.startsWith('/docs/guide/')) {
        return [existingPath.replace('/docs/guide/', '/guide/'), existingPath.replace('/docs/', '/v1/'), existingPath.replace('/docs/guide', '/docs/')];
      }
      if (existingPath === '/docs/intro') return ['/old', '/docs/guide/a', '../x', '/intro'];
      return undefined;
    },
  }]],
};`+docs)
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, fmt.Sprintf("%s:%d:%d %s %s", d.File, d.Line, d.Column, d.ID, d.Message))
	}
	want := `docusaurus.config.js:5:5 duplicate-route createRedirects gave paths that are pages of the site or other redirects' (/old, /docs/guide/a): no redirect is made over them, as Docusaurus makes none
docusaurus.config.js:5:5 invalid-slug createRedirects gave "../x" for /docs/intro, which is left out: return paths of the site, such as /old/page (no . or .. segments, query or fragment)`
	if strings.Join(got, "\n") != want {
		t.Errorf("diagnostics:\n%s\nwant\n%s", strings.Join(got, "\n"), want)
	}
	var g struct {
		Site struct{ Redirects []graph.Redirect }
	}
	readJSON(t, filepath.Join(dir, "out", "graph.json"), &g)
	if fmt.Sprint(g.Site.Redirects) != "[{/old /docs/intro} {/guide/a /docs/guide/a} {/v1/guide/a /docs/guide/a} {/docs/a /docs/guide/a} {/guide/b /docs/guide/b} {/v1/guide/b /docs/guide/b} {/docs/b /docs/guide/b} {/intro /docs/intro}]" {
		t.Errorf("redirects %v", g.Site.Redirects)
	}
	var p struct{ HTML string }
	readJSON(t, filepath.Join(dir, "out", "docs/current/intro.json"), &p)
	if !strings.Contains(p.HTML, `<a href="/base/guide/b">guide</a> <a href="/base/v1/guide/a">v1</a>`) {
		t.Errorf("html %s", p.HTML)
	}

	dir, res = compileSource(t, `
-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://x.org', baseUrl: '/',
  presets: [['classic', {docs: {}}]],
  plugins: [['@docusaurus/plugin-client-redirects', {
    createRedirects: (p) => { if (p === '/docs/guide/b') throw new Error('no'); return p + '-old'; },
  }]],
};`+docs)
	got = nil
	for _, d := range res.Diagnostics {
		if d.File == "docusaurus.config.js" {
			got = append(got, fmt.Sprintf("%s:%d:%d %s %s", d.File, d.Line, d.Column, d.ID, d.Message))
		}
	}
	if want := "docusaurus.config.js:4:5 docusaurus-config createRedirects threw Error: no; the redirects it gives from there on are left out"; strings.Join(got, "\n") != want {
		t.Errorf("diagnostics:\n%s\nwant\n%s", strings.Join(got, "\n"), want)
	}
	readJSON(t, filepath.Join(dir, "out", "graph.json"), &g)
	if fmt.Sprint(g.Site.Redirects) != "[{/-old /} {/docs/guide/a-old /docs/guide/a}]" {
		t.Errorf("redirects before the throw: %v", g.Site.Redirects)
	}
}

// A createRedirects that gives nothing for any route, in a config that holds
// values from a file contentc does not read, is a warning naming one: the
// function may compare routes with such a value (apache/gravitino-site's
// reads its version from CURRENT_VERSION, so no route matched and nothing
// said why). Without such a value, giving nothing is no mistake.
func TestCreateRedirectsWithAStandIn(t *testing.T) {
	config := func(version string) string {
		return `
-- docusaurus.config.js --
const version = ` + version + `;
module.exports = {title: 'T', url: 'https://x.org', baseUrl: '/',
  presets: [['classic', {docs: {}}]],
  customFields: {version},
  plugins: [['@docusaurus/plugin-client-redirects', {
    createRedirects: (p) => (p.includes('/docs/' + version) ? p.replace('/docs/' + version, '/docs/latest') : undefined),
  }]],
};
-- docs/intro.md --
# Intro
`
	}
	_, res := compileSource(t, config(`require('fs').readFileSync('VERSION', 'utf-8').trim()`))
	var got []string
	for _, d := range res.Diagnostics {
		if d.ID == diag.DocusaurusConfig {
			got = append(got, fmt.Sprintf("%d:%d %s", d.Line, d.Column, d.Message))
		}
	}
	want := "6:5 createRedirects gave no path for any of the site's 2 routes; if it compares them with a value the config takes from a package or a file, which contentc does not run or read (as at customFields.version), that value is not the site's"
	if !slices.Contains(got, want) {
		t.Errorf("diagnostics:\n%s\nwant among them:\n%s", strings.Join(got, "\n"), want)
	}
	_, res = compileSource(t, config(`'9.9'`))
	for _, d := range res.Diagnostics {
		t.Errorf("without a stand-in: %s", d)
	}
}

// site.yaml's redirects are the same: a from or a list of them, paths with or
// A redirect whose path a package's function builds (ziti's docUrl(…) from
// its theme package) is left out with a warning at that value; the others
// stand and the site compiles (it stopped with a schema error for each).
func TestRedirectFromAPackage(t *testing.T) {
	dir, res := compileSource(t, `-- docusaurus.config.js --
const {docUrl} = require('@example/docusaurus-theme/node');
module.exports = {title: 'T', url: 'https://x.org', baseUrl: '/',
  presets: [['classic', {docs: {}}]],
  plugins: [['@docusaurus/plugin-client-redirects', {redirects: [
    {to: '/docs/intro', from: ['/old-intro']},
    {to: docUrl('openziti', '/intro'), from: [docUrl('/docs', '/older')]},
  ]}]],
};
-- docs/intro.md --
# Intro
`)
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, fmt.Sprintf("%d:%d %s %s", d.Line, d.Column, d.ID, d.Message))
	}
	if strings.Join(got, ",") != "6:6 docusaurus-config plugins[0][1].redirects[1].to: comes from a package or a file that contentc does not run or read; the redirect is left out" {
		t.Errorf("diagnostics %v", res.Diagnostics)
	}
	var g graph.Graph
	readJSON(t, filepath.Join(dir, "out", "graph.json"), &g)
	if len(g.Site.Redirects) != 1 || g.Site.Redirects[0].To != "/docs/intro" {
		t.Errorf("redirects %+v", g.Site.Redirects)
	}
}

// A diagnostic about a config value that a module the config requires wrote
// names that module, at its line (buck2's 56 redirect warnings named
// docusaurus.config.js at redirects.ts's lines): a redirect, a navbar item.
func TestConfigDiagnosticsInRequiredFiles(t *testing.T) {
	_, res := compileSource(t, `-- docusaurus.config.js --
const redirects = require('./redirects');
module.exports = {title: 'T', url: 'https://x.org', baseUrl: '/',
  presets: [['classic', {docs: {}}]],
  plugins: [['@docusaurus/plugin-client-redirects', {redirects}]],
  themeConfig: require('./theme'),
};
-- redirects.js --
module.exports = [
  {from: '/old', to: '/docs/intro'},
  {from: '/gone', to: '/docs/missing'},
];
-- theme.js --
module.exports = {
  navbar: {items: [
    {type: 'doc', docId: 'nope', label: 'Nope'},
  ]},
};
-- docs/intro.md --
# Intro
`)
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, fmt.Sprintf("%s:%d:%d %s", d.File, d.Line, d.Column, d.ID))
	}
	if strings.Join(got, ",") != "redirects.js:3:23 broken-link,theme.js:3:26 navbar-item" {
		t.Errorf("diagnostics %v", res.Diagnostics)
	}
}

// without their leading slash (from the site's root).
func TestSiteYAMLRedirects(t *testing.T) {
	dir, res := compileSource(t, "-- site.yaml --\ntitle: T\nredirects:\n  - from: [old, /older/]\n    to: docs/a\n-- docs/a.md --\n# A\n")
	if len(res.Diagnostics) != 0 {
		t.Fatal(res.Diagnostics)
	}
	var g struct {
		Site struct{ Redirects []graph.Redirect }
	}
	readJSON(t, filepath.Join(dir, "out", "graph.json"), &g)
	if fmt.Sprint(g.Site.Redirects) != "[{/old /docs/a} {/older/ /docs/a}]" {
		t.Errorf("redirects %v", g.Site.Redirects)
	}
}

// A version dropdown's own links (dropdownItemsBefore/After: react-native-windows'
// "0.82 and older") are in the graph before and after the versions, checked as
// navbar links are (a script URL removed), and a locale dropdown's before and
// after the locales (webdriverio's divider and "Add your language"); on another
// item they are a config warning.
func TestVersionDropdownOwnItems(t *testing.T) {
	dir, res := compileSource(t, `
-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://x.org', baseUrl: '/',
  presets: [['classic', {docs: {}}]],
  themeConfig: {navbar: {items: [
    {type: 'docsVersionDropdown', position: 'right',
      dropdownItemsBefore: [{to: '/docs/intro', label: 'Start'}],
      dropdownItemsAfter: [{href: 'https://archive.x.org/0.x/', label: '0.x and older'}, {href: 'javascript:alert(1)', label: 'Bad'}]},
    {type: 'doc', docId: 'intro', label: 'Docs', dropdownItemsAfter: [{href: 'https://x.org', label: 'X'}]},
    {type: 'localeDropdown', dropdownItemsAfter: [{type: 'html', value: '<hr>'}, {href: 'https://x.org/translate', label: 'Add your language'}]},
  ]}},
  i18n: {defaultLocale: 'en', locales: ['en', 'fr']},
};
-- docs/intro.md --
# Intro
`)
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, fmt.Sprintf("%d:%d %s", d.Line, d.Column, d.ID))
	}
	if strings.Join(got, ",") != "6:97 unsafe-url,7:50 docusaurus-config" {
		t.Errorf("diagnostics %v", res.Diagnostics)
	}
	type item struct {
		Label, Type string
		Href        *string
		External    bool
	}
	var g struct {
		Site struct {
			Navbar struct {
				Items []struct {
					item
					ItemsBefore, ItemsAfter []item
				}
			}
		}
	}
	readJSON(t, filepath.Join(dir, "out", "graph.json"), &g)
	dd := g.Site.Navbar.Items[0]
	if len(dd.ItemsBefore) != 1 || *dd.ItemsBefore[0].Href != "/docs/intro" || len(dd.ItemsAfter) != 1 || *dd.ItemsAfter[0].Href != "https://archive.x.org/0.x/" || !dd.ItemsAfter[0].External {
		t.Errorf("dropdown %+v", dd)
	}
	if len(g.Site.Navbar.Items[1].ItemsAfter) != 0 {
		t.Errorf("doc item %+v", g.Site.Navbar.Items[1])
	}
	if ld := g.Site.Navbar.Items[2]; len(ld.ItemsAfter) != 2 || ld.ItemsAfter[0].Type != "html" || ld.ItemsAfter[1].Label != "Add your language" || *ld.ItemsAfter[1].Href != "https://x.org/translate" {
		t.Errorf("locale dropdown %+v", ld)
	}
}

// A relative URL is resolved against the page's URL, base URL included, so
// `..` may climb into the base URL and come back down (ionic's
// `../../docs/theming/colors` from /docs/api/text, base URL /docs/, docs at
// its root: /theming/colors, which was a false broken-link and a wrong href).
func TestRelativeURLThroughTheBaseURL(t *testing.T) {
	dir, res := compileSource(t, `-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://x.org', baseUrl: '/docs/', presets: [['classic', {docs: {routeBasePath: '/'}}]]};
-- docs/api/text.md --
# Text

See [colors](../../docs/theming/colors) and [the other](../theming/colors#top).
-- docs/theming/colors.md --
# Colors

## Top
`)
	if len(res.Diagnostics) > 0 {
		t.Fatalf("diagnostics: %v", res.Diagnostics)
	}
	var p graph.DocPage
	readJSON(t, filepath.Join(dir, "out", "docs/current/api/text.json"), &p)
	if !strings.Contains(p.HTML, `<a href="/docs/theming/colors">colors</a> and <a href="/docs/theming/colors#top">the other</a>`) {
		t.Errorf("html %s", p.HTML)
	}
}

// Where a navbar link is the current page's, as Docusaurus's NavbarNavLink: a
// link written with to, at its path and under it; activeBasePath resolved as
// to is; activeBaseRegex as written; never for href or external links; a
// regular expression the browser could not compile is a warning at its
// position and is left out. A locale's paths get its prefix, a regex does not.
func TestNavbarActiveBasePathAndRegex(t *testing.T) {
	_, res := compileSource(t, `
-- docusaurus.config.js --
module.exports = { title: 'T', url: 'https://example.com', baseUrl: '/base/', presets: [['classic', { docs: {} }]],
  i18n: {defaultLocale: 'en', locales: ['en', 'fr']},
  themeConfig: {navbar: {items: [
    {to: 'docs/intro#top', label: 'To'},
    {href: '/docs/intro', label: 'Href'},
    {to: '/docs/intro', label: 'Base', activeBasePath: 'docs'},
    {href: '/docs/intro', label: 'HrefBase', activeBasePath: '/base/docs/'},
    {to: '/docs/intro', label: 'Regex', activeBaseRegex: '^/base/(docs|blog)/'},
    {to: '/docs/intro', label: 'Bad', activeBaseRegex: '(docs'},
    {href: 'https://github.com/x', label: 'GitHub', activeBasePath: '/x'},
    {label: 'More', items: [{to: '/docs/intro', label: 'Sub'}]},
    {label: 'Own', to: '/docs/intro', activeBasePath: '/docs', items: []},
  ]}} };
-- docs/intro.md --
# Intro
`)
	var diags []string
	for _, d := range res.Diagnostics {
		if !strings.Contains(d.String(), "docusaurus-config") {
			diags = append(diags, d.String())
		}
	}
	if want := `docusaurus.config.js:9:56: warning[navbar-item]: navbar item "Bad": activeBaseRegex is not a valid regular expression (error parsing regexp: missing closing ) in ` + "`(docs`" + `); it is ignored`; strings.Join(diags, "\n") != want {
		t.Errorf("diagnostics:\n%s\nwant:\n%s", strings.Join(diags, "\n"), want)
	}
	show := func(items []graph.NavbarItem) string {
		var got []string
		for _, it := range items {
			got = append(got, it.Label+"="+it.ActiveBasePath+"|"+it.ActiveBaseRegex)
			for _, sub := range it.Items {
				got = append(got, sub.Label+"="+sub.ActiveBasePath+"|"+sub.ActiveBaseRegex)
			}
		}
		return strings.Join(got, " ")
	}
	want := "To=/docs/intro| Href=| Base=/docs| HrefBase=/docs/| Regex=/docs/intro|^/base/(docs|blog)/ Bad=/docs/intro| GitHub=| More=| Sub=/docs/intro| Own=/docs|"
	if got := show(res.Graph.Site.Navbar.Items); got != want {
		t.Errorf("site navbar:\n%s\nwant:\n%s", got, want)
	}
	wantFr := "To=/fr/docs/intro| Href=| Base=/fr/docs| HrefBase=/fr/docs/| Regex=/fr/docs/intro|^/base/(docs|blog)/ Bad=/fr/docs/intro| GitHub=| More=| Sub=/fr/docs/intro| Own=/fr/docs|"
	if got := show(res.Graph.Locales[1].Navbar.Items); got != wantFr {
		t.Errorf("fr navbar:\n%s\nwant:\n%s", got, wantFr)
	}
}
