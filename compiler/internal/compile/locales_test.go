package compile

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/contentc/contentc/compiler/internal/graph"
)

func TestLocalesSite(t *testing.T) {
	dir, res := compileArchive(t, "locales.txtar")
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, d.String())
	}
	want := []string{
		"docs/guides/usage.md:3:9: warning[broken-link]: link \"missing.md\" points to guides/missing.md, which is not a doc of this version; fix the path",
		"i18n/ar/docusaurus-plugin-content-docs/current/intro.md:2:14: warning[i18n-outdated]:",
		"i18n/fr/docusaurus-plugin-content-docs/current.json:4:3: warning[i18n-unknown-label]: translated label \"sidebar.docs.category.Nowhere\"",
		"i18n/fr/docusaurus-plugin-content-docs/current/intro.md:3:9: warning[i18n-outdated]: translation was last updated 2025-01-15, before its original docs/intro.md (2025-03-01)",
		"i18n/fr/docusaurus-plugin-content-docs/current/old.md:1:1: warning[i18n-orphan]:",
		"i18n/fr/docusaurus-theme-classic/navbar.json:4:3: warning[i18n-unknown-label]: translated label \"item.label.Blog\"",
	}
	if len(got) != len(want) {
		t.Errorf("diagnostics:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	for i := range want {
		if i >= len(got) || !strings.HasPrefix(got[i], want[i]) {
			t.Errorf("diagnostic %d:\n got %q\nwant %q…", i, got[min(i, len(got)-1)], want[i])
		}
	}
	out := filepath.Join(dir, "out")
	var g graph.Graph
	readJSON(t, filepath.Join(out, "graph.json"), &g)

	// Routes: the default locale at the root, the others under /<locale>/.
	var routes []string
	for _, r := range g.Routes {
		routes = append(routes, r.Route+" "+r.Locale+" "+r.Data)
	}
	wantRoutes := []string{
		"/ar/docs/category/guides ar i18n/ar/categories/current/guides.json",
		"/ar/docs/guides/install ar i18n/ar/docs/current/guides/setup.json",
		"/ar/docs/guides/usage ar i18n/ar/docs/current/guides/usage.json",
		"/ar/docs/intro ar i18n/ar/docs/current/intro.json",
		"/docs/category/guides en categories/current/guides.json",
		"/docs/guides/install en docs/current/guides/setup.json",
		"/docs/guides/usage en docs/current/guides/usage.json",
		"/docs/intro en docs/current/intro.json",
		"/fr/docs/category/guides fr i18n/fr/categories/current/guides.json",
		"/fr/docs/guides/installer fr i18n/fr/docs/current/guides/setup.json",
		"/fr/docs/guides/usage fr i18n/fr/docs/current/guides/usage.json",
		"/fr/docs/intro fr i18n/fr/docs/current/intro.json",
	}
	if strings.Join(routes, "\n") != strings.Join(wantRoutes, "\n") {
		t.Errorf("routes:\n%s\nwant:\n%s", strings.Join(routes, "\n"), strings.Join(wantRoutes, "\n"))
	}

	// The graph lists the locales, the default first, and what is translated.
	var codes []string
	for _, l := range g.Locales {
		codes = append(codes, l.Code+" "+l.RoutePrefix+" "+l.Direction+" "+l.HTMLLang)
	}
	if strings.Join(codes, "|") != "en  ltr en|fr /fr ltr fr|ar /ar rtl ar-EG" {
		t.Errorf("locales: %v", codes)
	}
	fr, ar := g.Locales[1], g.Locales[2]
	if strings.Join(fr.Translated["current"], ",") != "guides/setup,intro" || strings.Join(ar.Translated["current"], ",") != "intro" {
		t.Errorf("translated: fr %v ar %v", fr.Translated, ar.Translated)
	}
	if g.Locales[0].Versions != nil || g.Locales[0].Translated != nil || fr.Search.Data != "i18n/fr/search.json" {
		t.Errorf("default locale: %+v / fr search %v", g.Locales[0], fr.Search)
	}
	if fr.Theme["theme.docs.paginator.next"] != "Suivant" || len(ar.Theme) != 0 {
		t.Errorf("theme strings: fr %v ar %v", fr.Theme, ar.Theme)
	}
	if fr.Navbar.Title != "Polyglotte" || fr.Navbar.Items[0].Label != "Documentation" || *fr.Navbar.Items[0].Href != "/fr/docs/intro" {
		t.Errorf("fr navbar: %+v href %v", fr.Navbar, *fr.Navbar.Items[0].Href)
	}
	if fr.Footer.Copyright != "Droits réservés" || fr.Footer.Links[0].Label != "Blogue" || g.Site.Footer.Links[0].Label != "Blog" ||
		fr.Footer.Columns[0].Title != "Communauté" || fr.Footer.Columns[0].Links[0].Label != "Forum des utilisateurs" ||
		g.Site.Footer.Columns[0].Title != "Community" || g.Site.Footer.Columns[0].Links[0].Label != "Forum" {
		t.Errorf("fr footer: %+v (site %+v)", fr.Footer, g.Site.Footer)
	}
	if fr.Footer.Logo == nil || fr.Footer.Logo.Alt != "Logo du pied de page" || g.Site.Footer.Logo == nil || g.Site.Footer.Logo.Alt != "Footer logo" {
		t.Errorf("footer logo's alt: fr %+v, site %+v (footer.json's logo.alt translates it)", fr.Footer.Logo, g.Site.Footer.Logo)
	}
	// Sidebar labels and the version label translated; hrefs in the locale.
	fv := fr.Versions[0]
	if fv.Label != "Suivante" {
		t.Errorf("fr version label %q", fv.Label)
	}
	sb := fv.Sidebars["docs"]
	if sb.Items[0].Label != "Présentation" || *sb.Items[0].Href != "/fr/docs/intro" || sb.Items[1].Label != "Guides pratiques" || *sb.Items[1].Href != "/fr/docs/category/guides" {
		t.Errorf("fr sidebar: %+v %+v", sb.Items[0], sb.Items[1])
	}
	if g.Versions[0].Sidebars["docs"].Items[1].Label != "Guides" {
		t.Errorf("default sidebar changed: %+v", g.Versions[0].Sidebars["docs"].Items[1])
	}

	// A translated page: its own title and text, links into the locale (to a
	// translation with a slug of its own, its route: Docusaurus reads the slug
	// from the translated file).
	var intro graph.DocPage
	readJSON(t, filepath.Join(out, "i18n/fr/docs/current/intro.json"), &intro)
	if intro.Title != "Présentation" || intro.Locale != "fr" || intro.Untranslated || !strings.Contains(intro.HTML, `href="/fr/docs/guides/installer"`) {
		t.Errorf("fr intro: %q %q %v %s", intro.Title, intro.Locale, intro.Untranslated, intro.HTML)
	}
	if intro.Next == nil || intro.Next.Href != "/fr/docs/category/guides" || intro.Next.Title != "Guides pratiques" {
		t.Errorf("fr intro next: %+v", intro.Next)
	}
	// An untranslated page: the original, served in the locale, flagged.
	var usage graph.DocPage
	readJSON(t, filepath.Join(out, "i18n/fr/docs/current/guides/usage.json"), &usage)
	if usage.Title != "Usage" || !usage.Untranslated || usage.Route != "/fr/docs/guides/usage" {
		t.Errorf("fr usage: %q %v %q", usage.Title, usage.Untranslated, usage.Route)
	}
	if len(usage.Breadcrumbs) == 0 || usage.Breadcrumbs[0].Label != "Guides pratiques" {
		t.Errorf("fr usage crumbs: %+v", usage.Breadcrumbs)
	}
	var arIntro graph.DocPage
	readJSON(t, filepath.Join(out, "i18n/ar/docs/current/intro.json"), &arIntro)
	if arIntro.Title != "مقدمة" || !strings.Contains(arIntro.HTML, `href="/ar/docs/guides/install"`) || !strings.Contains(arIntro.HTML, "ابدأ") {
		t.Errorf("ar intro: %q %s", arIntro.Title, arIntro.HTML)
	}
	// The default locale keeps its pages.
	var en graph.DocPage
	readJSON(t, filepath.Join(out, "docs/current/intro.json"), &en)
	if en.Title != "Introduction" || en.Locale != "en" || en.Untranslated || !strings.Contains(en.HTML, `href="/docs/guides/usage"`) {
		t.Errorf("en intro: %q %q %s", en.Title, en.Locale, en.HTML)
	}
	// One search file per locale, holding only that locale's pages.
	for file, want := range map[string]string{"search.json": "Introduction", "i18n/fr/search.json": "Présentation", "i18n/ar/search.json": "مقدمة"} {
		var sd graph.SearchData
		readJSON(t, filepath.Join(out, file), &sd)
		var titles []string
		for _, d := range sd.Documents {
			titles = append(titles, d.Title)
			prefix := strings.TrimSuffix(strings.TrimPrefix(file, "i18n/"), "/search.json")
			if file != "search.json" && !strings.HasPrefix(d.Route, "/"+prefix+"/") || file == "search.json" && (strings.HasPrefix(d.Route, "/fr/") || strings.HasPrefix(d.Route, "/ar/")) {
				t.Errorf("%s holds %s", file, d.Route)
			}
		}
		sort.Strings(titles)
		if !slices.Contains(titles, want) {
			t.Errorf("%s titles %v, want %q", file, titles, want)
		}
	}
}

func TestValidateOneLocale(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "sites", "locales.txtar"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	writeTree(t, dir, parseArchive(string(data)))
	res, err := Run(Options{Root: dir, Locale: "ar"})
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range res.Diagnostics {
		if strings.Contains(d.File, "i18n/fr/") {
			t.Errorf("--locale ar reported %s", d)
		}
	}
	if res.Errors() != 0 {
		t.Errorf("errors: %v", res.Diagnostics)
	}
	res, _ = Run(Options{Root: dir, Locale: "de"})
	if res.Errors() != 1 || !strings.Contains(res.Diagnostics[len(res.Diagnostics)-1].String(), "error[unknown-locale]: --locale de is not a locale of the site; locales are: en, fr, ar") {
		t.Errorf("unknown locale: %v", res.Diagnostics)
	}
	res, _ = Run(Options{Root: dir, Promote: []string{"i18n-outdated"}})
	if res.Errors() != 2 {
		t.Errorf("promoted i18n-outdated: %d errors", res.Errors())
	}
}

// A site with one locale keeps its routes and files: nothing under i18n/.
func TestOneLocaleSiteHasNoLocaleFiles(t *testing.T) {
	dir, _ := compileArchive(t, "basic.txtar")
	if _, err := os.Stat(filepath.Join(dir, "out", "i18n")); !os.IsNotExist(err) {
		t.Errorf("i18n/ written for a one-locale site: %v", err)
	}
}

// Compiles with the cache and the watch memo give the bytes of a compile without
// them through edits of an original, a translation, a label file and code.json.
func TestIncrementalLocales(t *testing.T) {
	for _, memo := range []bool{false, true} {
		s := newIncSite(t, "locales.txtar", memo)
		s.compile()
		if res := s.compile(); res.Rendered != 0 {
			t.Errorf("memo %v: unchanged tree rendered %d pages again", memo, res.Rendered)
		}
		s.edit("docs/guides/usage.md", "Use it.", "Use it well.")
		s.compile()
		s.edit("i18n/fr/docusaurus-plugin-content-docs/current/intro.md", "Élan, café.", "Élan.")
		s.compile()
		s.edit("i18n/fr/docusaurus-plugin-content-docs/current.json", "Guides pratiques", "Les guides")
		s.compile()
		s.edit("i18n/fr/code.json", "Suivant", "Page suivante")
		s.compile()
		data, err := os.ReadFile(filepath.Join(s.dir, "out", "i18n", "fr", "docs", "current", "guides", "usage.json"))
		if err != nil || !strings.Contains(string(data), "Use it well.") || !strings.Contains(string(data), "Les guides") {
			t.Errorf("memo %v: fr usage page not updated: %s", memo, data)
		}
		// An admonition's heading follows code.json (the untranslated fr page
		// takes the fr heading; the comparison with a cold compile catches a
		// stale one).
		s.edit("docs/guides/usage.md", "Use it well.", "Use it well.\n\n:::tip\nA tip.\n:::")
		s.compile()
		s.edit("i18n/fr/code.json", `"Page suivante" },`, "\"Page suivante\" },\n  \"theme.admonition.tip\": { \"message\": \"Conseil\" },")
		s.compile()
		data, _ = os.ReadFile(filepath.Join(s.dir, "out", "i18n", "fr", "docs", "current", "guides", "usage.json"))
		if !strings.Contains(string(data), `admonition-heading\u003eConseil`) && !strings.Contains(string(data), `admonition-heading\">Conseil`) {
			t.Errorf("memo %v: fr heading not from code.json: %s", memo, data)
		}
		// A link to a translation's file finds the doc once the translation
		// exists (its links are resolved again: the comparison with a cold
		// compile catches a stale one).
		s.edit("i18n/fr/docusaurus-plugin-content-docs/current/intro.md", "Élan.", "Élan, [usage](/i18n/fr/docusaurus-plugin-content-docs/current/guides/usage.md).")
		s.compile()
		os.WriteFile(s.src("i18n/fr/docusaurus-plugin-content-docs/current/guides/usage.md"), []byte("# Utilisation\n\nUtilisez-le.\n"), 0o644)
		s.compile()
		data, _ = os.ReadFile(filepath.Join(s.dir, "out", "i18n", "fr", "docs", "current", "intro.json"))
		if !strings.Contains(string(data), `href=\"/fr/docs/guides/usage\"`) {
			t.Errorf("memo %v: fr intro's link: %s", memo, data)
		}
	}
}

// Versions: each version's translations are read from version-<v>/ and labelled by
// version-<v>.json; a site with versions keeps them per locale.
func TestLocaleVersions(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, parseArchive(`
-- site.yaml --
title: V
i18n:
  defaultLocale: en
  locales: [{code: en}, {code: fr}]
docs:
  routeBasePath: docs
-- versions.json --
["1.0"]
-- docs/intro.md --
# Intro (next)
-- versioned_docs/version-1.0/intro.md --
# Intro (1.0)
-- versioned_docs/version-1.0/old.md --
# Old
-- i18n/fr/docusaurus-plugin-content-docs/version-1.0/intro.md --
# Intro (1.0, en français)
-- i18n/fr/docusaurus-plugin-content-docs/version-1.0.json --
{"version.label": {"message": "Un point zéro"}}
`))
	res, err := Run(Options{Root: dir, Out: filepath.Join(dir, "out")})
	if err != nil || res.Errors() > 0 || len(res.Diagnostics) > 0 {
		t.Fatalf("%v %v", err, res.Diagnostics)
	}
	var g graph.Graph
	readJSON(t, filepath.Join(dir, "out", "graph.json"), &g)
	fr := g.Locales[1]
	var got []string
	for _, v := range fr.Versions {
		got = append(got, v.Name+"="+v.Label)
		for _, d := range v.Docs {
			got = append(got, fmt.Sprintf("%s %s %v", d.Route, d.Title, d.Untranslated))
		}
	}
	want := "current=Next|/fr/docs/next/intro Intro (next) true|1.0=Un point zéro|/fr/docs/intro Intro (1.0, en français) false|/fr/docs/old Old true"
	if strings.Join(got, "|") != want {
		t.Errorf("fr versions:\n%s\nwant\n%s", strings.Join(got, "|"), want)
	}
	if strings.Join(fr.Translated["1.0"], ",") != "intro" || len(fr.Translated["current"]) != 0 {
		t.Errorf("translated: %v", fr.Translated)
	}
}

func TestDefaultLocaleMustBeListed(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, parseArchive(`
-- site.yaml --
title: V
i18n:
  defaultLocale: en
  locales: [{code: fr}]
-- docs/intro.md --
# Intro
`))
	res, _ := Run(Options{Root: dir})
	if len(res.Diagnostics) != 1 || res.Diagnostics[0].String() != `site.yaml:3:18: error[unknown-locale]: i18n.defaultLocale "en" is not one of i18n.locales; add it to the list` {
		t.Errorf("diagnostics: %v", res.Diagnostics)
	}
}

// A Docusaurus config whose defaultLocale is not among its locales builds, the
// default locale added after the others with a warning, as Docusaurus's
// loadI18n does (paratextman30's 43 locales without "en").
func TestDocusaurusDefaultLocaleNotListed(t *testing.T) {
	g, res := compileText(t, `-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/',
  i18n: {defaultLocale: 'en', locales: ['fr', 'de']}, presets: [['classic', {docs: {}}]]};
-- docs/intro.md --
# Intro
`)
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, d.String())
	}
	if want := `docusaurus.config.js:2:10: warning[docusaurus-config]: i18n.defaultLocale: "en" is not one of i18n.locales; it is added after them, as Docusaurus does (add it to the list)`; strings.Join(got, "\n") != want {
		t.Errorf("diagnostics %q", got)
	}
	var locs []string
	for _, l := range g.Site.I18n.Locales {
		locs = append(locs, fmt.Sprintf("%s %v", l.Code, l.Default))
	}
	if s := strings.Join(locs, ", "); s != "fr false, de false, en true" {
		t.Errorf("locales %s", s)
	}
	var routes []string
	for _, r := range g.Routes {
		routes = append(routes, r.Route)
	}
	if s := strings.Join(routes, " "); s != "/de/docs/intro /docs/intro /fr/docs/intro" {
		t.Errorf("routes %s", s)
	}
}

// A translated label of a navbar item contentc left out of a Docusaurus site
// (another docs plugin's) is not a label of no item; a label of an item the
// config never had still is.
func TestLeftOutNavbarItemTranslation(t *testing.T) {
	_, res := compileSource(t, `-- docusaurus.config.js --
module.exports = {
  title: 'T', url: 'https://example.com', baseUrl: '/',
  i18n: {defaultLocale: 'en', locales: ['en', 'fr']},
  presets: [['classic', {docs: {sidebarPath: './sidebars.js'}}]],
  themeConfig: {navbar: {items: [
    {type: 'docSidebar', sidebarId: 'docs', label: 'Docs'},
    {type: 'docSidebar', sidebarId: 'community', docsPluginId: 'community', label: 'Community'},
    {type: 'dropdown', label: 'More', items: [{type: 'docSidebar', sidebarId: 'x', docsPluginId: 'events', label: 'Events'}]},
  ]}},
};
-- sidebars.js --
module.exports = {docs: ['intro']};
-- docs/intro.md --
# Intro
-- i18n/fr/docusaurus-theme-classic/navbar.json --
{
  "item.label.Docs": {"message": "Documents"},
  "item.label.Community": {"message": "Communauté"},
  "item.label.Events": {"message": "Événements"},
  "item.label.Blog": {"message": "Blogue"}
}
`)
	var got []string
	for _, d := range res.Diagnostics {
		if d.ID == "i18n-unknown-label" {
			got = append(got, d.String())
		}
	}
	want := `i18n/fr/docusaurus-theme-classic/navbar.json:5:3: warning[i18n-unknown-label]: translated label "item.label.Blog" is for an item that does not exist`
	if len(got) != 1 || got[0] != want {
		t.Errorf("i18n-unknown-label diagnostics:\n%s\nwant only:\n%s", strings.Join(got, "\n"), want)
	}
}

// A sidebar item's key (Docusaurus 3.9) names its translation instead of its
// label: two "Use Case" categories translate apart (apache/hertzbeat: 17
// false i18n-unknown-label warnings and untranslated labels).
func TestSidebarItemKeyNamesItsTranslation(t *testing.T) {
	dir, res := compileSource(t, `-- docusaurus.config.js --
module.exports = {title: 'K', url: 'https://example.com', baseUrl: '/', i18n: {defaultLocale: 'en', locales: ['en', 'fr']},
  presets: [['classic', {docs: {sidebarPath: './sidebars.json'}}]]};
-- sidebars.json --
{"docs": [
  {"type": "category", "label": "Use Case", "key": "a-use-case", "items": ["a"]},
  {"type": "category", "label": "Use Case", "key": "b-use-case", "items": ["b"]},
  {"type": "autogenerated", "dirName": "more"}
]}
-- docs/a.md --
# A
-- docs/b.md --
# B
-- docs/more/guide/_category_.json --
{"label": "Guide", "key": "guide-cat"}
-- docs/more/guide/start.md --
---
sidebar_key: start-doc
---
# Start
-- docs/more/empty/_category_.json --
-- docs/more/empty/x.md --
# X
-- i18n/fr/docusaurus-plugin-content-docs/current.json --
{
  "sidebar.docs.category.a-use-case": {"message": "Cas A"},
  "sidebar.docs.category.b-use-case": {"message": "Cas B"},
  "sidebar.docs.category.guide-cat": {"message": "Guide (fr)"},
  "sidebar.docs.doc.start-doc": {"message": "Commencer"}
}
`)
	for _, d := range res.Diagnostics {
		if !strings.Contains(d.String(), "docusaurus-config") {
			t.Errorf("diagnostic: %s", d)
		}
	}
	var g graph.Graph
	readJSON(t, filepath.Join(dir, "out", "graph.json"), &g)
	var got []string
	for _, l := range g.Locales {
		for _, v := range l.Versions {
			for _, it := range v.Sidebars["docs"].Items {
				got = append(got, l.Code+":"+it.Label)
			}
		}
	}
	// A category file's key too (Docusaurus 3.8), and an empty category
	// file is one without metadata, as Docusaurus reads it.
	if strings.Join(got, " ") != "fr:Cas A fr:Cas B fr:empty fr:Guide (fr)" {
		t.Errorf("translated labels %v", got)
	}
	// A doc's sidebar_key (Docusaurus 3.9.2) names its item's translation.
	for _, l := range g.Locales {
		if l.Code != "fr" {
			continue
		}
		guide := l.Versions[0].Sidebars["docs"].Items[3]
		if len(guide.Items) != 1 || guide.Items[0].Label != "Commencer" {
			t.Errorf("guide items %+v", guide.Items)
		}
	}
}

// Docusaurus's localeConfigs path names the folder of a locale's translations;
// the locale's pages stay at /<locale>/ (ton-docs: "mandarin" with path
// zh-CN was served at /zh-CN/).
func TestLocaleConfigPathIsTheFolder(t *testing.T) {
	dir, res := compileSource(t, `-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/',
  i18n: {defaultLocale: 'en', locales: ['en', 'mandarin'], localeConfigs: {mandarin: {label: '简体中文', path: 'zh-CN'}}},
  presets: [['classic', {docs: {sidebarPath: false}}]]};
-- docs/intro.md --
# Intro
-- i18n/zh-CN/docusaurus-plugin-content-docs/current/intro.md --
# 介绍
`)
	for _, d := range res.Diagnostics {
		if !strings.Contains(d.String(), "docusaurus-config") {
			t.Errorf("diagnostic: %s", d)
		}
	}
	var g graph.Graph
	readJSON(t, filepath.Join(dir, "out", "graph.json"), &g)
	found := false
	for _, r := range g.Routes {
		if r.Locale == "mandarin" && r.Kind == "doc" {
			found = true
			if r.Route != "/mandarin/docs/intro" {
				t.Errorf("route %s", r.Route)
			}
		}
	}
	if !found {
		t.Fatal("no mandarin route")
	}
	var p graph.DocPage
	readJSON(t, filepath.Join(dir, "out", "i18n", "mandarin", "docs", "current", "intro.json"), &p)
	if p.Title != "介绍" {
		t.Errorf("title %q", p.Title)
	}
}

// A translated partial's relative links to docs resolve to the locale's docs,
// as from the partial's original in the docs folder (zepp-health's zh-cn pages
// had 106 false broken links).
func TestTranslatedPartialLinks(t *testing.T) {
	dir, res := compileSource(t, `-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/',
  i18n: {defaultLocale: 'en', locales: ['en', 'zh-cn']},
  presets: [['classic', {docs: {sidebarPath: false}}]]};
-- docs/designs/icons.md --
# Icons
-- docs/reference/_app.mdx --
See [the icons](../designs/icons.md).
-- docs/watch/face.mdx --
import App from '../reference/_app.mdx';

# Face

<App />
-- i18n/zh-cn/docusaurus-plugin-content-docs/current/designs/icons.md --
# 图标
-- i18n/zh-cn/docusaurus-plugin-content-docs/current/reference/_app.mdx --
见 [图标](../designs/icons.md)。
-- i18n/zh-cn/docusaurus-plugin-content-docs/current/watch/face.mdx --
import App from '../reference/_app.mdx';

# 表盘

<App />
`)
	for _, d := range res.Diagnostics {
		t.Errorf("diagnostic: %s", d)
	}
	for file, want := range map[string]string{
		"docs/current/watch/face.json":            `<a href="/docs/designs/icons">the icons</a>`,
		"i18n/zh-cn/docs/current/watch/face.json": `<a href="/zh-cn/docs/designs/icons">图标</a>`,
	} {
		var p graph.DocPage
		readJSON(t, filepath.Join(dir, "out", filepath.FromSlash(file)), &p)
		if !strings.Contains(p.HTML, want) {
			t.Errorf("%s: no %s in %s", file, want, p.HTML)
		}
	}
}

// A translation folder is read by the originals' paths: a stale file with
// the other extension (plans.md beside plans.mdx, AdGuard's 11 locales) is an
// orphan, not a second doc with the same id.
func TestStaleTranslationWithTheOtherExtension(t *testing.T) {
	dir, res := compileSource(t, `-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/',
  i18n: {defaultLocale: 'en', locales: ['en', 'fr']}, presets: [['classic', {docs: {sidebarPath: false}}]]};
-- docs/plans.mdx --
# Plans
-- i18n/fr/docusaurus-plugin-content-docs/current/plans.md --
# Anciens plans
-- i18n/fr/docusaurus-plugin-content-docs/current/plans.mdx --
# Plans (fr)
`)
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, d.String())
	}
	if len(got) != 1 || !strings.Contains(got[0], "warning[i18n-orphan]: translation i18n/fr/docusaurus-plugin-content-docs/current/plans.md has no original") {
		t.Errorf("diagnostics %v", got)
	}
	var p graph.DocPage
	readJSON(t, filepath.Join(dir, "out", "i18n", "fr", "docs", "current", "plans.json"), &p)
	if p.Title != "Plans (fr)" {
		t.Errorf("title %q", p.Title)
	}
}

// A translation without an original is not read, as Docusaurus never reads
// it: broken front matter or MDX in it costs only the i18n-orphan warning
// (TuyaOpen's orphan with slug: "" stopped its 474 pages).
func TestOrphanTranslationIsNotRead(t *testing.T) {
	_, res := compileSource(t, `-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/',
  i18n: {defaultLocale: 'en', locales: ['en', 'fr']}, presets: [['classic', {docs: {}}]]};
-- docs/intro.md --
# Intro
-- i18n/fr/docusaurus-plugin-content-docs/current/intro.md --
# Intro (fr)
-- i18n/fr/docusaurus-plugin-content-docs/current/orphan.md --
---
slug: ""
---
# Orphan <div>
`)
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, d.String())
	}
	if len(got) != 1 || got[0] != "i18n/fr/docusaurus-plugin-content-docs/current/orphan.md:1:1: warning[i18n-orphan]: translation i18n/fr/docusaurus-plugin-content-docs/current/orphan.md has no original: docs/orphan.md does not exist; move or delete the translation" {
		t.Errorf("diagnostics %q", got)
	}
	if res.Docs != 2 {
		t.Errorf("%d docs compiled, want 2 (intro, in two locales)", res.Docs)
	}
}

// A translations folder's category files are not read, as Docusaurus reads
// category metadata from the original docs only: a stale one with a key that
// is no longer valid, or broken JSON, costs nothing (Cloud-Temple's, Odysee's).
func TestTranslatedCategoryFilesAreNotRead(t *testing.T) {
	_, res := compileSource(t, `-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/',
  i18n: {defaultLocale: 'en', locales: ['en', 'fr']}, presets: [['classic', {docs: {}}]]};
-- docs/guide/_category_.json --
{"label": "Guide"}
-- docs/guide/a.md --
# A
-- i18n/fr/docusaurus-plugin-content-docs/current/guide/_category_.json --
{"label": "Guide FR", "sidebar_position": 1}
-- i18n/fr/docusaurus-plugin-content-docs/current/guide/sub/_category_.json --
{label: broken
-- i18n/fr/docusaurus-plugin-content-docs/current/guide/a.md --
# A (fr)
`)
	for _, d := range res.Diagnostics {
		t.Errorf("diagnostic: %s", d)
	}
	if res.Docs != 2 {
		t.Errorf("%d docs", res.Docs)
	}
}

// Docusaurus copies the static files into every locale's build: a locale's
// page may name one under the locale's path (Gladys' /fr/img/cam.gif), which
// is the one static file.
func TestStaticFilesUnderTheLocalePath(t *testing.T) {
	dir, res := compileSource(t, `-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/',
  i18n: {defaultLocale: 'en', locales: ['en', 'fr']}, presets: [['classic', {docs: {sidebarPath: false}}]]};
-- static/img/cam.gif --
gif
-- docs/camera.md --
# Camera
-- i18n/fr/docusaurus-plugin-content-docs/current/camera.md --
# Caméra

![caméra](/fr/img/cam.gif) et [l'image](/fr/img/cam.gif), pas [celle-ci](/fr/img/gone.gif).
`)
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, d.String())
	}
	if len(got) != 1 || !strings.Contains(got[0], `warning[broken-link]: link "/fr/img/gone.gif"`) {
		t.Errorf("diagnostics %v", got)
	}
	var p graph.DocPage
	readJSON(t, filepath.Join(dir, "out", "i18n", "fr", "docs", "current", "camera.json"), &p)
	if !strings.Contains(p.HTML, `<img src="/img/cam.gif" alt="caméra"`) || !strings.Contains(p.HTML, `<a href="/img/cam.gif">l'image</a>`) {
		t.Errorf("html %s", p.HTML)
	}
}

// A link to a page of HTML the site ships in static/ (static/api/index.html
// for /api or /api/, static/old.html for /old) is not broken, as Docusaurus's
// link check finds such files (kubevela's /restful-api: 8 false broken links,
// which stop a site with onBrokenLinks: 'throw'); from a locale's page it stays
// the one static file.
func TestLinksToStaticHTMLPages(t *testing.T) {
	dir, res := compileSource(t, `-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/',
  i18n: {defaultLocale: 'en', locales: ['en', 'fr']}, presets: [['classic', {docs: {sidebarPath: false}}]]};
-- static/api/index.html --
<p>API</p>
-- static/old.html --
<p>Old</p>
-- static/data.json --
{}
-- docs/intro.md --
# Intro

[a](/api) [b](/api/) [c](/old) [d](/data) [e](/old/) [f](/api.html)
-- i18n/fr/docusaurus-plugin-content-docs/current/intro.md --
# Intro

[a](/api) [c](/fr/old)
`)
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, fmt.Sprintf("%s:%d:%d %s", d.File, d.Line, d.Column, d.ID))
	}
	// /data is not data.json, /old/ is no folder, /api.html no file
	want := []string{"docs/intro.md:3:32 broken-link", "docs/intro.md:3:43 broken-link", "docs/intro.md:3:54 broken-link"}
	if !slices.Equal(got, want) {
		t.Errorf("diagnostics %q, want %q (%v)", got, want, res.Diagnostics)
	}
	var p graph.DocPage
	readJSON(t, filepath.Join(dir, "out", "i18n", "fr", "docs", "current", "intro.json"), &p)
	if !strings.Contains(p.HTML, `<a href="/api">a</a>`) || !strings.Contains(p.HTML, `<a href="/old">c</a>`) {
		t.Errorf("fr html %s", p.HTML)
	}
}

// A key twice in a translation file is read as JSON.parse reads it, the last
// value winning, with a duplicate-key warning (ossrs/srs-docs' navbar.json
// stopped the site on a yaml-syntax error); a sidebars.json too.
func TestTranslationFileWithADuplicateKey(t *testing.T) {
	_, res := compileSource(t, `-- docusaurus.config.js --
module.exports = {
  title: 'T', url: 'https://example.com', baseUrl: '/',
  i18n: {defaultLocale: 'en', locales: ['en', 'fr']},
  presets: [['classic', {docs: {sidebarPath: './sidebars.json'}}]],
  themeConfig: {navbar: {items: [{type: 'docSidebar', sidebarId: 'docs', label: 'Docs'}]}},
};
-- sidebars.json --
{"docs": ["intro"], "docs": ["intro", "other"]}
-- docs/intro.md --
# Intro
-- docs/other.md --
# Other
-- i18n/fr/docusaurus-theme-classic/navbar.json --
{
  "item.label.Docs": {"message": "Documents"},
  "item.label.Docs": {"message": "Docs en français"}
}
`)
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, d.String())
	}
	want := []string{
		`i18n/fr/docusaurus-theme-classic/navbar.json:3:3: warning[duplicate-key]: key "item.label.Docs" appears twice in the same object; its last value is used, as JSON.parse reads it (remove the other)`,
		`sidebars.json:1:21: warning[duplicate-key]: key "docs" appears twice in the same object; its last value is used, as JSON.parse reads it (remove the other)`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("diagnostics:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	fr := res.Graph.Locales[1]
	if fr.Navbar.Items[0].Label != "Docs en français" {
		t.Errorf("fr navbar label %q", fr.Navbar.Items[0].Label)
	}
	if n := len(res.Graph.Versions[0].Sidebars["docs"].Items); n != 2 {
		t.Errorf("the docs sidebar has %d items, want the last value's 2", n)
	}
}

// A locale's navbar and footer link to the locale's routes, with or without
// translation files (Docusaurus's useBaseUrl gives `to` the locale's base URL):
// ossrs/srs-docs' footer led from its Chinese pages to the English ones, and
// a navbar without navbar.json did too. External links stay as they are.
func TestLocaleNavbarAndFooterLinks(t *testing.T) {
	_, res := compileSource(t, `-- docusaurus.config.js --
module.exports = {
  title: 'T', url: 'https://example.com', baseUrl: '/',
  i18n: {defaultLocale: 'en', locales: ['en', 'fr']},
  presets: [['classic', {docs: {}}]],
  themeConfig: {
    navbar: {items: [{to: '/docs/intro', label: 'Docs'}, {href: 'https://github.com/x', label: 'GitHub'}]},
    footer: {links: [{title: 'Docs', items: [{label: 'Intro', to: '/docs/intro'}, {label: 'Chat', href: 'https://chat.example.com'}]}, {title: 'Empty', items: []}, {title: 'Join', items: [{html: '<b>Join</b>'}]}]},
  },
};
-- docs/intro.md --
# Intro
`)
	for _, d := range res.Diagnostics {
		t.Errorf("diagnostic: %s", d)
	}
	fr := res.Graph.Locales[1]
	var got []string
	for _, it := range fr.Navbar.Items {
		got = append(got, *it.Href)
	}
	for _, l := range fr.Footer.Columns[0].Links {
		got = append(got, l.Href)
	}
	want := "/fr/docs/intro https://github.com/x /fr/docs/intro https://chat.example.com"
	if strings.Join(got, " ") != want {
		t.Errorf("fr links: %s\nwant: %s", strings.Join(got, " "), want)
	}
	if site := res.Graph.Site.Footer.Columns[0].Links[0].Href; site != "/docs/intro" {
		t.Errorf("the default locale's footer link is %s", site)
	}
	// a column without links has an empty list, as the site's has (it was null); an
	// html item is the site's, with no href
	if cols := fr.Footer.Columns; len(cols) != 3 || cols[1].Links == nil || len(cols[1].Links) != 0 || cols[2].Links[0].HTML != "<b>Join</b>" || cols[2].Links[0].Href != "" {
		t.Errorf("fr footer columns %+v", fr.Footer.Columns)
	}
}

// A locale's sidebar links to the site's own paths go into the locale too, as
// Docusaurus's Link gives them the locale's base URL (sb-im/docs' English API
// pages led to the Chinese search page); doc items were already the locale's,
// and external links and the default locale's stay as they are.
func TestLocaleSidebarLinks(t *testing.T) {
	_, res := compileSource(t, `-- docusaurus.config.js --
module.exports = {
  title: 'T', url: 'https://example.com', baseUrl: '/',
  i18n: {defaultLocale: 'en', locales: ['en', 'fr']},
  presets: [['classic', {docs: {sidebarPath: './sidebars.js'}}]],
};
-- sidebars.js --
module.exports = {s: ['intro', {type: 'link', label: 'Other', href: '/docs/other'}, {type: 'link', label: 'Chat', href: 'https://chat.example.com'},
  {type: 'category', label: 'More', items: [{type: 'link', label: 'Search', href: '/search'}]}]};
-- docs/intro.md --
# Intro
-- docs/other.md --
# Other
`)
	for _, d := range res.Diagnostics {
		t.Errorf("diagnostic: %s", d)
	}
	hrefs := func(items []*graph.SidebarItem) string {
		var got []string
		var walk func([]*graph.SidebarItem)
		walk = func(items []*graph.SidebarItem) {
			for _, it := range items {
				if it.Href != nil {
					got = append(got, *it.Href)
				}
				walk(it.Items)
			}
		}
		walk(items)
		return strings.Join(got, " ")
	}
	if got, want := hrefs(res.Graph.Locales[1].Versions[0].Sidebars["s"].Items), "/fr/docs/intro /fr/docs/other https://chat.example.com /fr/search"; got != want {
		t.Errorf("fr sidebar: %s\nwant: %s", got, want)
	}
	if got, want := hrefs(res.Graph.Versions[0].Sidebars["s"].Items), "/docs/intro /docs/other https://chat.example.com /search"; got != want {
		t.Errorf("en sidebar: %s\nwant: %s", got, want)
	}
}

// A sidebar link to a site path that starts with the base URL is that path
// (baseUrl /base/: /base/docs/other is /docs/other, /base the root), as Docusaurus's Link
// does not add the base twice, and one without a leading slash is from the
// site's root: the graph's hrefs carry no base URL, so the web marks the item
// of the page it is on (zitadel's sidebars).
func TestSidebarLinkWithTheBaseURL(t *testing.T) {
	_, res := compileSource(t, `-- docusaurus.config.js --
module.exports = {
  title: 'T', url: 'https://example.com', baseUrl: '/base/',
  i18n: {defaultLocale: 'en', locales: ['en', 'fr']},
  presets: [['classic', {docs: {sidebarPath: './sidebars.js'}}]],
};
-- sidebars.js --
module.exports = {s: ['intro', {type: 'link', label: 'Other', href: '/base/docs/other'}, {type: 'link', label: 'Again', href: 'docs/other'},
  {type: 'link', label: 'Top', href: '/base'}, {type: 'link', label: 'Chat', href: 'https://chat.example.com/base/x'}]};
-- docs/intro.md --
# Intro
-- docs/other.md --
# Other
`)
	for _, d := range res.Diagnostics {
		t.Errorf("diagnostic: %s", d)
	}
	for i, want := range []string{"/docs/intro /docs/other /docs/other / https://chat.example.com/base/x", "/fr/docs/intro /fr/docs/other /fr/docs/other /fr/ https://chat.example.com/base/x"} {
		var got []string
		items := res.Graph.Versions[0].Sidebars["s"].Items
		if i == 1 {
			items = res.Graph.Locales[1].Versions[0].Sidebars["s"].Items
		}
		for _, it := range items {
			got = append(got, *it.Href)
		}
		if strings.Join(got, " ") != want {
			t.Errorf("sidebar %d: %s\nwant: %s", i, strings.Join(got, " "), want)
		}
	}
}

// The footer's copyright is HTML, as Docusaurus shows it, translated or not:
// sanitised (each removal a warning where it was written), never read as
// Markdown (karmada's indented zh copyright became a code block, and *2024*
// would have become emphasis).
func TestFooterCopyrightIsHTML(t *testing.T) {
	_, res := compileSource(t, `-- docusaurus.config.js --
module.exports = {
  title: 'T', url: 'https://example.com', baseUrl: '/',
  i18n: {defaultLocale: 'en', locales: ['en', 'fr']},
  presets: [['classic', {docs: {}}]],
  themeConfig: {footer: {
    copyright: '\n        <strong>© Acme *2024*</strong><script>x()</script>\n        <br />A &amp; B',
  }},
};
-- docs/intro.md --
# Intro
-- i18n/fr/docusaurus-theme-classic/footer.json --
{
  "copyright": {"message": "\n        <a href=\"https://acme.example\">© Acme</a> *2024*<br />\n        <a href=\"javascript:x()\">y</a>"}
}
`)
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, fmt.Sprintf("%s:%d:%d %s", d.File, d.Line, d.Column, d.ID))
	}
	want := []string{"docusaurus.config.js:6:5 unsafe-html", "i18n/fr/docusaurus-theme-classic/footer.json:2:28 unsafe-url"}
	if !slices.Equal(got, want) {
		t.Errorf("diagnostics %q, want %q (%v)", got, want, res.Diagnostics)
	}
	if c := res.Graph.Site.Footer.Copyright; c != "\n        <strong>© Acme *2024*</strong>\n        <br/>A &amp; B" {
		t.Errorf("copyright %q", c)
	}
	if c := res.Graph.Locales[1].Footer.Copyright; !strings.Contains(c, `<a href="https://acme.example">© Acme</a> *2024*<br/>`) || strings.Contains(c, "javascript") || strings.Contains(c, "<pre") {
		t.Errorf("fr copyright %q", c)
	}
}

// A locale's footer.json is read only for a site with a footer, as Docusaurus
// reads it (shifu.dev's empty footer.json, on a site without a footer,
// stopped it on a schema error); with a footer, an empty one is still an error.
func TestFooterTranslationWithoutAFooter(t *testing.T) {
	for footer, errs := range map[string]int{"": 0, "footer: {copyright: 'C'},": 1} {
		_, res := compileSource(t, `-- docusaurus.config.js --
module.exports = {
  title: 'T', url: 'https://example.com', baseUrl: '/',
  i18n: {defaultLocale: 'en', locales: ['en', 'fr']},
  presets: [['classic', {docs: {}}]],
  themeConfig: {`+footer+`},
};
-- docs/intro.md --
# Intro
-- i18n/fr/docusaurus-theme-classic/footer.json --
`)
		if res.Errors() != errs {
			t.Errorf("%q: diagnostics %v", footer, res.Diagnostics)
		}
	}
}

// The default locale's own i18n folder is read, as Docusaurus reads
// i18n/<defaultLocale>/ for every locale: its translated docs in place of
// docs/ (at the same routes), its sidebar labels and its navbar
// (langchain4j-cn and myems.io, whose default locale is zh-Hans, came out in
// English); the other locales translate the config's labels as before, and
// fall back to docs/, not to the default locale's translations (kstaff-docs'
// en pages came out in Korean).
func TestDefaultLocaleTranslations(t *testing.T) {
	dir, res := compileSource(t, `-- docusaurus.config.js --
module.exports = {
  title: 'T', url: 'https://example.com', baseUrl: '/',
  i18n: {defaultLocale: 'zh', locales: ['zh', 'en']},
  presets: [['classic', {docs: {sidebarPath: './sidebars.js'}}]],
  themeConfig: {navbar: {items: [{type: 'docSidebar', sidebarId: 'main', label: 'Docs'}]}},
};
-- sidebars.js --
module.exports = {main: [{type: 'category', label: 'Guide', items: ['intro']}]};
-- docs/intro.md --
# Hello

English source text.
-- i18n/zh/docusaurus-plugin-content-docs/current/intro.md --
# 你好

翻译的文字。
-- i18n/zh/docusaurus-plugin-content-docs/current.json --
{"sidebar.main.category.Guide": {"message": "指南"}, "version.label": {"message": "当前"}}
-- i18n/zh/docusaurus-theme-classic/navbar.json --
{"item.label.Docs": {"message": "文档"}}
-- i18n/en/docusaurus-theme-classic/navbar.json --
{"item.label.Docs": {"message": "Documentation"}}
`)
	for _, d := range res.Diagnostics {
		t.Errorf("diagnostic: %s", d)
	}
	g := res.Graph
	var intro graph.DocPage
	readJSON(t, filepath.Join(dir, "out", "docs/current/intro.json"), &intro)
	if intro.Title != "你好" || !strings.Contains(intro.HTML, "翻译的文字") || g.Site.Navbar.Items[0].Label != "文档" || g.Versions[0].Sidebars["main"].Items[0].Label != "指南" {
		t.Errorf("default locale: title %q html %q navbar %q sidebar %q", intro.Title, intro.HTML, g.Site.Navbar.Items[0].Label, g.Versions[0].Sidebars["main"].Items[0].Label)
	}
	if en := g.Locales[1]; en.Navbar.Items[0].Label != "Documentation" || *en.Navbar.Items[0].Href != "/en/docs/intro" {
		t.Errorf("en navbar: %q %q", en.Navbar.Items[0].Label, *en.Navbar.Items[0].Href)
	}
	var enIntro graph.DocPage
	readJSON(t, filepath.Join(dir, "out", "i18n/en/docs/current/intro.json"), &enIntro)
	en := g.Locales[1].Versions[0]
	if enIntro.Title != "Hello" || !strings.Contains(enIntro.HTML, "English source text.") || g.Versions[0].Label != "当前" || en.Label == "当前" || en.Sidebars["main"].Items[0].Label != "Guide" {
		t.Errorf("en: title %q html %q label %q (default %q) sidebar %q", enIntro.Title, enIntro.HTML, en.Label, g.Versions[0].Label, en.Sidebars["main"].Items[0].Label)
	}
}

// A translation without the slug its original has keeps the original's route,
// with an i18n-mismatch warning (Docusaurus would route it by its own path),
// and its relative links start where it is served (kubevela's zh README linked
// install as /zh/docs/readme/install, as if it were a folder's index page).
func TestTranslationWithoutTheOriginalsSlug(t *testing.T) {
	dir, res := compileSource(t, `-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/', i18n: {defaultLocale: 'en', locales: ['en', 'zh']}, presets: [['classic', {docs: {}}]]};
-- docs/README.md --
---
slug: /readme
---
# Read me

See [install](install).
-- docs/install.md --
# Install
-- i18n/zh/docusaurus-plugin-content-docs/current/README.md --
# 自述

见 [安装](install)。
`)
	var p graph.DocPage
	readJSON(t, filepath.Join(dir, "out", "i18n", "zh", "docs", "current", "README.json"), &p)
	if !strings.Contains(p.HTML, `href="/zh/docs/install"`) {
		t.Errorf("relative link: %s", p.HTML)
	}
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, d.String())
	}
	want := `i18n/zh/docusaurus-plugin-content-docs/current/README.md:1:1: warning[i18n-mismatch]: translation has no slug but the original (docs/README.md) has "/readme"; the translation keeps the original's route (Docusaurus routes it by its own path: give it the slug too)`
	if strings.Join(got, "\n") != want {
		t.Errorf("diagnostics:\n%s\nwant:\n%s", strings.Join(got, "\n"), want)
	}
	if r := res.Graph.Locales[1].Versions[0].Docs[0].Route; r != "/zh/docs/readme" {
		t.Errorf("route %s", r)
	}
}

// A broken link's suggestion is a route of the linking page's own locale: a
// default page is not told to go to /ko/… (milkomeda's "did you mean
// /ko/cardano/how-it-works?").
func TestBrokenLinkSuggestionStaysInItsLocale(t *testing.T) {
	_, res := compileSource(t, `-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/', i18n: {defaultLocale: 'en', locales: ['en', 'ko']}, presets: [['classic', {docs: {}}]]};
-- docs/intro.md --
# Intro

See [start](/k/docs/guide/start).
-- docs/guide/start.md --
# Start
-- i18n/ko/docusaurus-plugin-content-docs/current/guide/start.md --
# 시작
`)
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, d.String())
	}
	want := `docs/intro.md:3:5: warning[broken-link]: link "/k/docs/guide/start" points to /k/docs/guide/start, which is not a page of this site; did you mean /docs/guide/start?`
	if strings.Join(got, "\n") != want {
		t.Errorf("diagnostics:\n%s\nwant:\n%s", strings.Join(got, "\n"), want)
	}
}

// An admonition's default heading is the theme's text in the page's language,
// as Docusaurus translates theme.admonition.<type>: the locale's code.json,
// else @docusaurus/theme-translations for the locale (zh-CN takes zh-Hans's),
// else English; an untranslated page in a locale gets the locale's headings
// too, and a heading written in the file stays (DHTMLX's docs in de, ko, ru
// and zh showed "Caution" and "Tip").
func TestAdmonitionHeadingsInTheLocalesLanguage(t *testing.T) {
	dir, res := compileSource(t, `-- docusaurus.config.js --
module.exports = {
  title: 'T', url: 'https://example.com', baseUrl: '/',
  i18n: {defaultLocale: 'fr', locales: ['fr', 'ja', 'zh-CN', 'en']},
  presets: [['classic', {docs: {admonitions: {keywords: ['perf']}}}]],
};
-- docs/intro.md --
# Intro

:::tip
Un conseil.
:::

:::perf
Rapide (the site's own type: Info's heading).
:::

:::caution
Prudence.
:::

:::note[À lire]
Titré.
:::
-- docs/comp.mdx --
# Comp

import Admonition from '@theme/Admonition';

<Admonition type="tip">Un conseil.</Admonition>
-- i18n/fr/code.json --
{"theme.admonition.caution": {"message": "Avertissement"}}
`)
	for _, d := range res.Diagnostics {
		t.Errorf("diagnostic: %s", d)
	}
	for _, c := range []struct{ file, tip, caution, info string }{
		{"docs/current/intro.json", "astuce", "Avertissement", "Info"},
		{"i18n/ja/docs/current/intro.json", "ヒント", "注意", "備考"},
		{"i18n/zh-CN/docs/current/intro.json", "提示", "警告", "信息"},
		{"i18n/en/docs/current/intro.json", "Tip", "Caution", "Info"},
	} {
		var p graph.DocPage
		readJSON(t, filepath.Join(dir, "out", c.file), &p)
		var comp graph.DocPage
		readJSON(t, filepath.Join(dir, "out", strings.Replace(c.file, "intro.json", "comp.json", 1)), &comp)
		if !strings.Contains(comp.HTML, `<div class="admonition-heading">`+c.tip+`</div>`) {
			t.Errorf("%s: the <Admonition> component's heading: %s", c.file, comp.HTML)
		}
		for _, want := range []string{
			`<div class="admonition admonition-tip" role="note"><div class="admonition-heading">` + c.tip + `</div>`,
			`<div class="admonition-heading">` + c.caution + `</div>`,
			`<div class="admonition admonition-info" role="note"><div class="admonition-heading">` + c.info + `</div>`,
			`<div class="admonition-heading">À lire</div>`,
		} {
			if !strings.Contains(p.HTML, want) {
				t.Errorf("%s: no %s in\n%s", c.file, want, p.HTML)
			}
		}
	}
}

// A translation without an id has its file's name as its id, as Docusaurus
// names it: no i18n-mismatch when the original's id is that name (cormo's
// Korean pages: `id: aggregation` in aggregation.md), one when it is another.
func TestTranslationWithoutAnID(t *testing.T) {
	_, res := compileSource(t, `-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/', i18n: {defaultLocale: 'en', locales: ['en', 'ko']}, presets: [['classic', {docs: {}}]]};
-- docs/01-intro.md --
---
id: intro
---
# Intro
-- docs/other.md --
---
id: custom
---
# Other
-- i18n/ko/docusaurus-plugin-content-docs/current/01-intro.md --
# 소개
-- i18n/ko/docusaurus-plugin-content-docs/current/other.md --
# 기타
`)
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, d.String())
	}
	want := `i18n/ko/docusaurus-plugin-content-docs/current/other.md:1:1: warning[i18n-mismatch]: translation's id is none but the original's (docs/other.md) is "custom"; a translation keeps the original's id (the original's is used)`
	if strings.Join(got, "\n") != want {
		t.Errorf("diagnostics:\n%s\nwant:\n%s", strings.Join(got, "\n"), want)
	}
}

// A translation that links another translation by its own file, from the
// site's folder (/i18n/zh/docusaurus-plugin-content-docs/current/b.md, or
// @site/i18n/…), links the locale's page, as Docusaurus's zh build resolves
// it (kmesh's zh docs: 35 links); a doc without a translation is not found
// there.
func TestTranslationLinksTranslationFile(t *testing.T) {
	dir, res := compileSource(t, `-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/',
  i18n: {defaultLocale: 'en', locales: ['en', 'zh']},
  presets: [['classic', {docs: {sidebarPath: false}}]]};
-- docs/a.md --
# A
-- docs/b.md --
# B
-- docs/c.md --
# C
-- i18n/zh/docusaurus-plugin-content-docs/current/b.md --
# 乙
-- i18n/zh/docusaurus-plugin-content-docs/current/a.md --
# 甲

见 [乙](/i18n/zh/docusaurus-plugin-content-docs/current/b.md)、[乙](@site/i18n/zh/docusaurus-plugin-content-docs/current/b.md#x)和[丙](/i18n/zh/docusaurus-plugin-content-docs/current/c.md)。
`)
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, d.String())
	}
	if len(got) != 2 || !strings.Contains(got[0], "current/a.md:3:61: warning[broken-anchor]") || !strings.Contains(got[1], `current/a.md:3:126: warning[broken-link]: link "/i18n/zh/docusaurus-plugin-content-docs/current/c.md"`) {
		t.Errorf("diagnostics:\n%s", strings.Join(got, "\n"))
	}
	var p graph.DocPage
	readJSON(t, filepath.Join(dir, "out", "i18n", "zh", "docs", "current", "a.json"), &p)
	if !strings.Contains(p.HTML, `<a href="/zh/docs/b">乙</a>、<a href="/zh/docs/b#x">乙</a>`) {
		t.Errorf("html: %s", p.HTML)
	}
}

// A translation's relative link is also read from the translation's own
// folder, as Docusaurus reads it: ../version-1.0/old.md from
// i18n/fr/…/current/ is the version's translated doc (d7y's zh pages); links
// written as from the original still work.
func TestTranslationLinksAnotherVersionsTranslation(t *testing.T) {
	dir, res := compileSource(t, `-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/',
  i18n: {defaultLocale: 'en', locales: ['en', 'fr']},
  presets: [['classic', {docs: {sidebarPath: false}}]]};
-- versions.json --
["1.0"]
-- versioned_docs/version-1.0/old.md --
# Old
-- docs/intro.md --
# Intro
-- docs/other.md --
# Other
-- i18n/fr/docusaurus-plugin-content-docs/version-1.0/old.md --
# Ancien
-- i18n/fr/docusaurus-plugin-content-docs/current/intro.md --
# Intro

Voir [l'ancienne](../version-1.0/old.md), [l'autre](./other.md) et [rien](../version-1.0/none.md).
`)
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, fmt.Sprintf("%s:%d:%d %s", d.File, d.Line, d.Column, d.ID))
	}
	if want := []string{"i18n/fr/docusaurus-plugin-content-docs/current/intro.md:3:68 broken-link"}; !slices.Equal(got, want) {
		t.Errorf("diagnostics %q, want %q (%v)", got, want, res.Diagnostics)
	}
	var p graph.DocPage
	readJSON(t, filepath.Join(dir, "out", "i18n", "fr", "docs", "current", "intro.json"), &p)
	if !strings.Contains(p.HTML, `<a href="/fr/docs/old">l'ancienne</a>, <a href="/fr/docs/next/other">l'autre</a>`) {
		t.Errorf("html: %s", p.HTML)
	}
}

// A category card without a description counts its items in the locale's
// language and plural forms: the locale's code.json message, else the theme's
// own translation (karmada's zh cards said "N items" under its "{count} 个项目",
// and every site's one-item category said "1 items").
func TestCategoryCardCountTranslated(t *testing.T) {
	dir, _ := compileSource(t, `-- docusaurus.config.js --
module.exports = {
  title: 'T', url: 'https://x.org', baseUrl: '/',
  i18n: {defaultLocale: 'en', locales: ['en', 'fr', 'de']},
  presets: [['classic', {docs: {sidebarPath: './sidebars.js'}}]],
};
-- sidebars.js --
module.exports = {docs: [{type: 'category', label: 'All', link: {type: 'generated-index'}, items: [
  {type: 'category', label: 'One', items: ['a']},
  {type: 'category', label: 'Two', items: ['a', 'b']},
]}]};
-- docs/a.md --
# A
-- docs/b.md --
# B
-- i18n/fr/code.json --
{"theme.docs.DocCard.categoryDescription.plurals": {"message": "Un élément|{count} éléments"}}
`)
	for file, want := range map[string][]string{
		"categories/current/all.json":         {"1 item", "2 items"},
		"i18n/fr/categories/current/all.json": {"Un élément", "2 éléments"},
		"i18n/de/categories/current/all.json": {"1 Eintrag", "2 Einträge"},
	} {
		var cp graph.CategoryPage
		readJSON(t, filepath.Join(dir, "out", file), &cp)
		var got []string
		for _, it := range cp.Items {
			got = append(got, it.Description)
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s: card descriptions %q, want %q", file, got, want)
		}
	}
}

// Each locale has the site's redirects under its prefix, as Docusaurus builds
// each locale with the client redirects plugin: /fr/old leads to
// /fr/docs/intro; createRedirects' too; a URL stays as it is; a path that is
// a page (/docs/guide) is no redirect, reported once.
func TestLocaleRedirects(t *testing.T) {
	_, res := compileSource(t, `-- docusaurus.config.js --
module.exports = {
  title: 'T', url: 'https://example.com', baseUrl: '/',
  i18n: {defaultLocale: 'en', locales: ['en', 'fr']},
  presets: [['classic', {docs: {}}]],
  plugins: [['@docusaurus/plugin-client-redirects', {
    redirects: [{from: '/old', to: '/docs/intro#start'}, {from: '/chat', to: 'https://chat.example.com/'}],
    createRedirects: (p) => (p === '/docs/intro' ? ['/docs/start', '/docs/guide'] : undefined),
  }]],
};
-- docs/intro.md --
# Intro

## Start
-- i18n/fr/docusaurus-plugin-content-docs/current/guide.md --
# Guide (fr)
-- docs/guide.md --
# Guide
`)
	var got []string
	for _, r := range res.Graph.Site.Redirects {
		got = append(got, r.From+" "+r.To)
	}
	want := "/old /docs/intro#start,/chat https://chat.example.com/,/docs/start /docs/intro,/fr/old /fr/docs/intro#start,/fr/chat https://chat.example.com/,/fr/docs/start /fr/docs/intro"
	if strings.Join(got, ",") != want {
		t.Errorf("redirects:\n%s\nwant:\n%s", strings.Join(got, ","), want)
	}
	var ds []string
	for _, d := range res.Diagnostics {
		ds = append(ds, d.String())
	}
	if len(ds) != 1 || !strings.Contains(ds[0], "createRedirects gave paths that are pages of the site or other redirects' (/docs/guide)") {
		t.Errorf("diagnostics: %v", ds)
	}
}
