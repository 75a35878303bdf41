package compile

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/contentc/contentc/compiler/internal/graph"
)

// A second docs plugin (Docusaurus's plugins: ['@docusaurus/plugin-content-docs',
// {id: 'community', …}]) is built beside the default one: its own folder,
// routes, sidebars (the same sidebar name as the default's), versioning files
// with its id (community_versions.json, community_versioned_docs/) and
// translations (i18n/<locale>/docusaurus-plugin-content-docs-community/).
func TestDocsPlugins(t *testing.T) {
	dir, res := compileSource(t, `-- site.yaml --
title: P
i18n:
  defaultLocale: en
  locales: [{code: en}, {code: fr}]
navbar:
  items:
    - {type: docSidebar, sidebarId: docs, label: Docs}
    - {type: docSidebar, sidebarId: docs, docsPluginId: community, label: Community}
    - {type: doc, docId: rules, docsPluginId: community, label: Rules}
docs:
  sidebarPath: sidebars.yaml
docsPlugins:
  - id: community
    path: community
    routeBasePath: community
    sidebarPath: sidebarsCommunity.yaml
    editUrl: https://example.com/edit/
-- sidebars.yaml --
docs: [intro]
-- sidebarsCommunity.yaml --
docs: [intro, rules]
-- docs/intro.md --
# Intro

See [the rules](../community/rules.md) and the [community](/community/intro).
-- community/intro.md --
# Welcome

Read [the rules](rules.md).
-- community/rules.md --
# Rules
-- community_versions.json --
["1.0"]
-- community_versioned_docs/version-1.0/intro.md --
# Welcome 1.0
-- community_versioned_docs/version-1.0/rules.md --
# Rules 1.0
-- community_versioned_sidebars/version-1.0-sidebars.json --
{"docs": ["intro", "rules"]}
-- i18n/fr/docusaurus-plugin-content-docs-community/current/rules.md --
# Règles
-- i18n/fr/docusaurus-plugin-content-docs-community/version-1.0/rules.md --
# Règles 1.0
`)
	if len(res.Diagnostics) > 0 {
		t.Fatalf("diagnostics: %v", res.Diagnostics)
	}
	out := filepath.Join(dir, "out")
	var g graph.Graph
	readJSON(t, filepath.Join(out, "graph.json"), &g)
	var vs []string
	for _, v := range g.Versions {
		vs = append(vs, v.Name+"|"+v.PluginID+"|"+v.Path+"|"+*v.MainDocRoute)
	}
	// Versioned as Docusaurus versions a plugin: the release at the root, the folder at /next.
	if got, want := strings.Join(vs, " "), "current||/|/docs/intro community/current|community|/next|/community/next/intro community/1.0|community|/|/community/intro"; got != want {
		t.Errorf("versions:\n%s\nwant\n%s", got, want)
	}
	var nav []string
	for _, it := range g.Site.Navbar.Items {
		nav = append(nav, it.Label+"|"+*it.Href+"|"+it.PluginID)
	}
	// The plugin's items go to its last version (1.0), its sidebar "docs" is its own.
	if got, want := strings.Join(nav, " "), "Docs|/docs/intro| Community|/community/intro|community Rules|/community/rules|community"; got != want {
		t.Errorf("navbar: %s, want %s", got, want)
	}
	routes := map[string]string{}
	for _, r := range g.Routes {
		routes[r.Route] = r.Version + " " + r.Data
	}
	for route, want := range map[string]string{
		"/community/next/rules": "community/current docs/community/current/rules.json",
		"/community/rules":      "community/1.0 docs/community/1.0/rules.json",
		"/fr/community/rules":   "community/1.0 i18n/fr/docs/community/1.0/rules.json",
		"/docs/intro":           "current docs/current/intro.json",
	} {
		if routes[route] != want {
			t.Errorf("route %s: %q, want %q", route, routes[route], want)
		}
	}
	var intro, rules, fr graph.DocPage
	readJSON(t, filepath.Join(out, "docs/current/intro.json"), &intro)
	readJSON(t, filepath.Join(out, "docs/community/current/rules.json"), &rules)
	readJSON(t, filepath.Join(out, "i18n/fr/docs/community/1.0/rules.json"), &fr)
	// A link to another plugin's file resolves to its page (Docusaurus leaves it broken).
	if !strings.Contains(intro.HTML, `<a href="/community/next/rules">the rules</a>`) {
		t.Errorf("intro: %s", intro.HTML)
	}
	if rules.Title != "Rules" || rules.EditURL == nil || *rules.EditURL != "https://example.com/edit/community/rules.md" || rules.Previous == nil || rules.Previous.Href != "/community/next/intro" {
		t.Errorf("rules: %s %v %+v", rules.Title, rules.EditURL, rules.Previous)
	}
	if fr.Title != "Règles 1.0" {
		t.Errorf("fr rules 1.0: %s", fr.Title)
	}
}

// A navbar item naming a docs plugin that does not exist is an error at its
// docsPluginId; two plugins with one id are too.
func TestDocsPluginsErrors(t *testing.T) {
	_, res := compileText(t, `-- site.yaml --
title: P
navbar:
  items:
    - {type: docSidebar, sidebarId: docs, docsPluginId: nope, label: X}
docsPlugins:
  - {id: a, path: a, routeBasePath: a}
  - {id: a, path: b, routeBasePath: b}
-- docs/intro.md --
# Intro
-- a/x.md --
# X
-- b/y.md --
# Y
`)
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, d.String())
	}
	want := []string{
		`site.yaml:4:57: error[navbar-item]: navbar item "X" names docs plugin "nope", which does not exist; the docs plugins are: default, a, a`,
		`site.yaml:7:10: error[schema]: docs plugin id "a" is taken by another docs plugin; give each its own id`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("diagnostics:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// Edits to another docs plugin's docs, sidebars and translations compile
// incrementally to what a compile without the cache gives.
func TestDocsPluginsIncremental(t *testing.T) {
	for _, memo := range []bool{false, true} {
		s := newIncSite(t, "plugins.txtar", memo)
		s.compile()
		s.compile()
		s.edit("community/rules.md", "# Rules", "# House rules")
		s.compile()
		s.edit("sidebarsCommunity.yaml", "docs: [intro, rules]", "docs: [rules, intro]")
		s.compile()
		s.edit("i18n/fr/docusaurus-plugin-content-docs-community/current/rules.md", "# Règles", "# Règles de la maison")
		s.compile()
		s.edit("community/intro.md", "rules.md#be-kind", "rules.md")
		s.compile()
	}
}

// In a Docusaurus site, a doc whose route has a character contentc cannot
// serve is left out with a warning (cardano's Why-is-it-slow%3F.md); the rest
// of the site compiles. In a site.yaml site it stays an error.
func TestDocusaurusUnservableRouteLeftOut(t *testing.T) {
	files := `-- docs/intro.md --
# Intro
-- docs/Why-is-it-slow%3F.md --
# Why is it slow?
`
	_, res := compileSource(t, "-- docusaurus.config.js --\nmodule.exports = {title: 'C', url: 'https://c.org', baseUrl: '/', presets: [['classic', {docs: {sidebarPath: false}}]]};\n"+files)
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, d.String())
	}
	if len(got) != 1 || !strings.HasPrefix(got[0], `docs/Why-is-it-slow%3F.md:1:1: warning[invalid-slug]: route "/docs/Why-is-it-slow%3F" contains '%'`) || !strings.HasSuffix(got[0], "(this page is left out)") {
		t.Errorf("diagnostics: %v", got)
	}
	if res.Docs != 1 {
		t.Errorf("%d docs", res.Docs)
	}
	_, res = compileSource(t, "-- site.yaml --\ntitle: C\n"+files)
	if res.Errors() != 1 || res.Diagnostics[0].ID != "invalid-slug" {
		t.Errorf("site.yaml: %v", res.Diagnostics)
	}
	// A sidebar that names the page loses that item, not the site
	// (Bandwidth's `slug: /java/v8->v9` in its migration guides' sidebar).
	dir, res := compileSource(t, `-- docusaurus.config.js --
module.exports = {title: 'C', url: 'https://c.org', baseUrl: '/', presets: [['classic', {docs: {sidebarPath: './sidebars.js'}}]]};
-- sidebars.js --
module.exports = {main: ['intro', 'v9']};
-- docs/intro.md --
# Intro
-- docs/v9.md --
---
slug: /v8->v9
---
# v8 to v9
`)
	got = nil
	for _, d := range res.Diagnostics {
		got = append(got, d.String())
	}
	if len(got) != 1 || !strings.HasPrefix(got[0], `docs/v9.md:2:7: warning[invalid-slug]: slug "/v8->v9" contains '>'`) {
		t.Errorf("diagnostics: %v", got)
	}
	var g graph.Graph
	readJSON(t, filepath.Join(dir, "out", "graph.json"), &g)
	if sb := g.Versions[0].Sidebars["main"]; sb == nil || len(sb.Items) != 1 || sb.Items[0].Label != "Intro" || len(g.Versions[0].DraftIDs) != 0 {
		t.Errorf("sidebar %+v, drafts %v", g.Versions[0].Sidebars["main"], g.Versions[0].DraftIDs)
	}
}

// A docs plugin whose folder a build step makes (open-feature's
// external-content/) is left out with a warning, and so are its navbar items;
// the rest of the site compiles.
func TestDocsPluginFolderMissing(t *testing.T) {
	_, res := compileSource(t, `-- site.yaml --
title: P
navbar:
  items:
    - {type: doc, docId: intro, docsPluginId: community, label: Community}
    - {type: doc, docId: intro, label: Docs}
docsPlugins:
  - {id: community, path: external-content/community, routeBasePath: community}
-- docs/intro.md --
# Intro
`)
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, d.String())
	}
	if strings.Join(got, "\n") != `site.yaml:7:5: warning[missing-docs]: the docs folder "external-content/community" of docs plugin "community" does not exist (a build step makes it?); the plugin is left out, with its pages and navbar items` {
		t.Errorf("diagnostics: %v", got)
	}
	if res.Docs != 1 {
		t.Errorf("%d docs", res.Docs)
	}
}

// A plugin that builds no docs folder (includeCurrentVersion: false) needs none:
// its versions are built (winglang/docsite's five plugins, 173 pages, were
// left out), as Docusaurus looks only at the folders of the versions it builds.
func TestDocsPluginWithoutCurrentNeedsNoFolder(t *testing.T) {
	_, res := compileSource(t, `-- docusaurus.config.js --
module.exports = {title: 'W', url: 'https://w.org', baseUrl: '/', presets: [['classic', {docs: {}}]],
  plugins: [['@docusaurus/plugin-content-docs', {id: 'community', path: 'community', routeBasePath: 'community', includeCurrentVersion: false}]]};
-- community_versions.json --
["1.0"]
-- community_versioned_docs/version-1.0/welcome.md --
# Welcome
-- docs/intro.md --
# Intro
`)
	if len(res.Diagnostics) != 0 || res.Docs != 2 {
		t.Fatalf("%d docs, diagnostics %v", res.Docs, res.Diagnostics)
	}
	var routes []string
	for _, v := range res.Graph.Versions {
		for _, d := range v.Docs {
			routes = append(routes, d.Route)
		}
	}
	if strings.Join(routes, " ") != "/docs/intro /community/welcome" {
		t.Errorf("routes %v", routes)
	}
}

// In a Docusaurus site, another plugin whose sidebars file cannot be read (it
// requires a file the site's build generates: wdio's events.json) is left out,
// its errors warnings; the rest of the site compiles.
func TestDocsPluginSidebarsErrorLeavesItOut(t *testing.T) {
	_, res := compileSource(t, `-- docusaurus.config.js --
module.exports = {title: 'W', url: 'https://w.org', baseUrl: '/', presets: [['classic', {docs: {}}]],
  plugins: [['@docusaurus/plugin-content-docs', {id: 'community', path: 'community', routeBasePath: 'community', sidebarPath: './sidebarsCommunity.js'}]]};
-- sidebarsCommunity.js --
module.exports = {community: require('./events.json')};
-- docs/intro.md --
# Intro
-- community/support.md --
# Support
`)
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, d.String())
	}
	if len(got) != 1 || !strings.HasPrefix(got[0], `sidebarsCommunity.js:1:30: warning[js-error]: require("./events.json")`) || !strings.HasSuffix(got[0], `(docs plugin "community" is left out, with its pages and navbar items)`) {
		t.Errorf("diagnostics: %v", got)
	}
	if res.Docs != 1 {
		t.Errorf("%d docs", res.Docs)
	}
}

// The site's docs under an id of their own (the classic preset's docs: {id:
// 'docs'}, kusionstack's), or, with the preset's docs: false, the first docs
// plugin with an id (also when there is no preset at all, as only the classic
// preset brings a default docs plugin): their versions are that id's files (docs_versions.json,
// docs_versioned_docs/, docs_versioned_sidebars/) and their translations the
// id's folder, as Docusaurus names them; a navbar item with or without
// docsPluginId goes to them. With docs: false no other plugin is made from
// ./docs (it took the routes of the plugin's docs).
func TestSiteDocsWithAnID(t *testing.T) {
	files := `
-- docs_versions.json --
["v1"]
-- docs_versioned_docs/version-v1/a.md --
# A one
-- docs_versioned_sidebars/version-v1-sidebars.json --
{"s": ["a"]}
-- sidebars.js --
module.exports = {s: ['a']};
-- i18n/fr/docusaurus-plugin-content-docs-docs/version-v1/a.md --
# A un
`
	configs := map[string]string{
		"preset docs with an id": `presets: [['classic', {docs: {id: 'docs', path: 'kusion', routeBasePath: 'docs', sidebarPath: './sidebars.js'}}]],`,
		"docs: false": `presets: [['classic', {docs: false}]],
  plugins: [['@docusaurus/plugin-content-docs', {id: 'docs', path: 'kusion', routeBasePath: 'docs', sidebarPath: './sidebars.js'}]],`,
		// only the classic preset brings a default docs plugin (chiselstrike's four plugins)
		"no preset": `plugins: [['content-docs', {id: 'docs', path: 'kusion', routeBasePath: 'docs', sidebarPath: './sidebars.js'}], '@docusaurus/theme-classic'],`,
	}
	for name, cfg := range configs {
		t.Run(name, func(t *testing.T) {
			dir, res := compileSource(t, `-- docusaurus.config.js --
module.exports = {title: 'K', url: 'https://example.com', baseUrl: '/',
  i18n: {defaultLocale: 'en', locales: ['en', 'fr']},
  themeConfig: {navbar: {items: [{type: 'docSidebar', sidebarId: 's', label: 'Docs'}, {type: 'doc', docId: 'a', docsPluginId: 'docs', label: 'A'}]}},
  `+cfg+`
};
-- kusion/a.md --
# A next
-- docs/stray.md --
# Not a doc
`+files)
			if res.Errors() > 0 {
				t.Fatalf("diagnostics: %v", res.Diagnostics)
			}
			var g graph.Graph
			readJSON(t, filepath.Join(dir, "out", "graph.json"), &g)
			var routes []string
			for _, r := range g.Routes {
				routes = append(routes, r.Locale+" "+r.Route+" "+r.Version)
			}
			if got, want := strings.Join(routes, ", "), "en /docs/a v1, en /docs/next/a current, fr /fr/docs/a v1, fr /fr/docs/next/a current"; got != want {
				t.Errorf("routes: %s\nwant %s", got, want)
			}
			var nav []string
			for _, it := range g.Site.Navbar.Items {
				nav = append(nav, it.Label+" "+*it.Href)
			}
			if got, want := strings.Join(nav, ", "), "Docs /docs/a, A /docs/a"; got != want {
				t.Errorf("navbar: %s\nwant %s", got, want)
			}
			var fr graph.DocPage
			for _, r := range g.Routes {
				if r.Route == "/fr/docs/a" {
					readJSON(t, filepath.Join(dir, "out", filepath.FromSlash(r.Data)), &fr)
				}
			}
			if fr.Title != "A un" {
				t.Errorf("fr title %q: the translation was not read", fr.Title)
			}
		})
	}
}

// A site's own plugin that wraps the docs plugin (a local module importing
// @docusaurus/plugin-content-docs and calling it, pantsbuild's
// docsPluginWithTopLevel404.js) is the docs plugin with its options; another
// local plugin is not taken over, with a warning.
func TestDocsPluginWrappedBySiteModule(t *testing.T) {
	dir, res := compileSource(t, `-- docusaurus.config.js --
module.exports = {title: 'W', url: 'https://example.com', baseUrl: '/',
  presets: [['classic', {docs: false, blog: false}]],
  plugins: [
    ['./src/js/docsPlugin.js', {routeBasePath: '/', sidebarPath: require.resolve('./sidebars.js')}],
    ['./src/js/other', {x: 1}],
  ],
};
-- src/js/docsPlugin.js --
import { default as pluginContentDocs } from "@docusaurus/plugin-content-docs";
export default async function patched(context, options) {
  return await pluginContentDocs(context, options);
}
-- src/js/other.js --
module.exports = function other() { return {name: 'other'}; };
-- sidebars.js --
module.exports = {s: ['a', 'b']};
-- docs/a.md --
# A

See [B](/b).
-- docs/b.md --
# B
`)
	var warns []string
	for _, d := range res.Diagnostics {
		warns = append(warns, d.Message)
	}
	if res.Errors() > 0 || len(warns) != 1 || !strings.Contains(warns[0], `plugin "./src/js/other" is not taken over`) {
		t.Fatalf("diagnostics: %v", res.Diagnostics)
	}
	var g graph.Graph
	readJSON(t, filepath.Join(dir, "out", "graph.json"), &g)
	var routes []string
	for _, r := range g.Routes {
		routes = append(routes, r.Route)
	}
	if got, want := strings.Join(routes, " "), "/a /b"; got != want {
		t.Errorf("routes %q, want %q", got, want)
	}
}

// A partial in the default docs' folder, imported by another plugin's doc,
// links as the default docs do: `/overview.md` is the default docs' overview,
// as the mdx-loader of the plugin whose folder holds the partial compiles it
// (helm's docs/_v4-in-progress.mdx in its community pages).
func TestPartialOfAnotherPluginLinksAsItsOwn(t *testing.T) {
	dir, res := compileSource(t, `-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', {docs: {}}]],
  plugins: [['@docusaurus/plugin-content-docs', {id: 'community', path: 'community', routeBasePath: 'community'}]]};
-- docs/_note.mdx --
See the [overview](/overview.md) and [again](./overview.md).
-- docs/overview.md --
# Overview
-- docs/page.mdx --
import Note from '@site/docs/_note.mdx';

<Note />
-- community/history.mdx --
import Note from '@site/docs/_note.mdx';

<Note />
`)
	for _, d := range res.Diagnostics {
		t.Errorf("diagnostic: %s", d)
	}
	for _, f := range []string{"docs/current/page.json", "docs/community/current/history.json"} {
		var p graph.DocPage
		readJSON(t, filepath.Join(dir, "out", f), &p)
		if strings.Count(p.HTML, `href="/docs/overview"`) != 2 {
			t.Errorf("%s: %s", f, p.HTML)
		}
	}
}
