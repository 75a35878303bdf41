package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDocusaurusSite compiles testdata/docusaurus-site, a Docusaurus site as it
// is (docusaurus.config.ts, sidebars.ts in the Record form, versions.json with
// two releases and their versioned sidebars, links between versions), with no
// site.yaml. The expected routes come from Docusaurus's documented rules, not
// from our output:
//   - versions.json[0] (2.0) is the last version, served at the docs root
//     (/docs/); the docs folder is "current", served at /docs/next/ and labelled
//     Next; 1.0 at /docs/1.0/ (docs "Versioning" and the docs plugin's
//     lastVersion option);
//   - number prefixes are stripped from ids and URLs (01-client.md -> api/client);
//   - a file name with a space is a route with a space ("03-web hooks.md" ->
//     /docs/next/api/web hooks, served as web%20hooks), linked as `web%20hooks.md`;
//   - `slug: /deployment` is relative to the version's root (/docs/next/deployment);
//   - a generated-index category link gets /category/<kebab label> under the
//     version's path (/docs/next/category/api).
func TestDocusaurusSite(t *testing.T) {
	out := filepath.Join(t.TempDir(), "graph")
	code, _, stderr := runCLI(t, "compile", filepath.Join("testdata", "docusaurus-site"), "--out", out, "--no-cache")
	if code != 0 {
		t.Fatalf("exit %d:\n%s", code, stderr)
	}
	if strings.Contains(stderr, "warning[") {
		t.Errorf("warnings:\n%s", stderr)
	}
	var g struct {
		Site struct {
			Title, Tagline string
			Math           bool
			Navbar         struct {
				Items []struct{ Type, Label, Href, PluginID string }
			}
			CodeThemes struct{ Light, Dark string }
			Docs       struct {
				EditURL            string
				Sidebar            map[string]bool
				VersionPersistence string
			}
		}
		Versions []struct {
			Name, Label, Path string
			IsLast            bool
			Banner            *string
			Sidebars          map[string]json.RawMessage
		}
		Routes []struct{ Route, Kind string }
	}
	data, err := os.ReadFile(filepath.Join(out, "graph.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &g); err != nil {
		t.Fatal(err)
	}
	var routes []string
	for _, r := range g.Routes {
		routes = append(routes, r.Route+" "+r.Kind)
	}
	want := []string{
		"/community/intro doc",
		"/community/support doc",
		"/docs/1.0/install doc",
		"/docs/1.0/intro doc",
		"/docs/api/client doc",
		"/docs/category/api category",
		"/docs/guides/config doc",
		"/docs/install doc",
		"/docs/intro doc",
		"/docs/next/api/client doc",
		"/docs/next/api/render-chart doc",
		"/docs/next/api/server doc",
		"/docs/next/api/web hooks doc",
		"/docs/next/category/api category",
		"/docs/next/deployment doc",
		"/docs/next/guides/architecture doc",
		"/docs/next/guides/config doc",
		"/docs/next/install doc",
		"/docs/next/intro doc",
		// version 2.0's tags (versioned_docs/version-2.0/tags.yml), at the docs root with it
		"/docs/tags tags",
		"/docs/tags/setup tag",
		"/docs/tags/start tag",
	}
	if strings.Join(routes, "\n") != strings.Join(want, "\n") {
		t.Errorf("routes:\n%s\nwant:\n%s", strings.Join(routes, "\n"), strings.Join(want, "\n"))
	}
	// llms.txt lists the last version's pages (2.0, at the docs' root), not the
	// unreleased ones.
	llms, err := os.ReadFile(filepath.Join(out, "llms.txt"))
	if err != nil || !strings.Contains(string(llms), "- [Client](https://widget.example.com/docs/api/client.md): The 2.0 client API.") || strings.Contains(string(llms), "/docs/next/") {
		t.Errorf("llms.txt (%v):\n%s", err, llms)
	}
	var versions []string
	for _, v := range g.Versions {
		banner := "none"
		if v.Banner != nil {
			banner = *v.Banner
		}
		names := make([]string, 0, len(v.Sidebars))
		for n := range v.Sidebars {
			names = append(names, n)
		}
		versions = append(versions, v.Name+" "+v.Label+" "+v.Path+" "+banner+" "+strings.Join(sortedStrings(names), ","))
	}
	// The community docs plugin's one version comes after the default plugin's.
	wantVersions := "current Next /next unreleased api,docs | 2.0 2.0 / none api,docs | 1.0 1.0 /1.0 unmaintained docs | community/current Next / none docs"
	if got := strings.Join(versions, " | "); got != wantVersions {
		t.Errorf("versions: %s\nwant      %s", got, wantVersions)
	}
	// A site component as Docusaurus's guide writes it (src/components/Highlight/index.js),
	// and one passed to another as a prop (<Example component={Dot} />): both are bundled.
	var sc struct {
		SiteComponents struct {
			Root    string
			Modules []string
		}
	}
	if err := json.Unmarshal(data, &sc); err != nil {
		t.Fatal(err)
	}
	if sc.SiteComponents.Root == "" || !strings.HasSuffix(sc.SiteComponents.Root, "testdata/docusaurus-site") || strings.Join(sc.SiteComponents.Modules, ",") != "src/components/Dot.js,src/components/Example/index.js,src/components/Highlight/index.js,src/components/VersionNote.js" {
		t.Errorf("siteComponents %+v", sc.SiteComponents)
	}
	if g.Site.Title != "Widget" || g.Site.Tagline != "Widgets for everyone" || g.Site.CodeThemes.Light != "github" || g.Site.CodeThemes.Dark != "dracula" ||
		g.Site.Docs.EditURL != "https://github.com/example/widget/tree/main/" {
		t.Errorf("site: %+v", g.Site)
	}
	// remark-math (with rehype-katex) is markdown.math: $…$ and $$ fences are TeX.
	var mathPage struct{ HTML string }
	if data, err := os.ReadFile(filepath.Join(out, "docs", "current", "guides", "config.json")); err != nil || json.Unmarshal(data, &mathPage) != nil {
		t.Fatal(err)
	}
	if !g.Site.Math || !strings.Contains(mathPage.HTML, `covers <span class="math math-inline">A = w \times h</span>`) ||
		!strings.Contains(mathPage.HTML, `<div class="math math-display">d = \sqrt{w^2 + h^2}</div>`) {
		t.Errorf("math (site.math %v):\n%s", g.Site.Math, mathPage.HTML)
	}
	// remark-plugin-npm2yarn (sync, with bun): the install page's npm command is
	// a tab group of npm, Yarn, pnpm and Bun.
	var install struct{ HTML string }
	if data, err := os.ReadFile(filepath.Join(out, "docs", "current", "install.json")); err != nil || json.Unmarshal(data, &install) != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`data-group-id="npm2yarn"`, `data-value="bun">Bun</button>`, "npm install --save widget", "yarn add widget", "pnpm add widget", "bun add widget"} {
		if !strings.Contains(install.HTML, want) {
			t.Errorf("npm2yarn: no %q in\n%s", want, install.HTML)
		}
	}
	// themeConfig.docs.sidebar and versionPersistence are taken over.
	if sb := g.Site.Docs.Sidebar; !sb["hideable"] || !sb["autoCollapseCategories"] {
		t.Errorf("docs.sidebar: %v", sb)
	}
	if p := g.Site.Docs.VersionPersistence; p != "none" {
		t.Errorf("docs.versionPersistence: %q", p)
	}
	// The html item of sidebars.ts is in its place: Getting started's second item.
	var current struct {
		Items []struct {
			Label string
			Items []struct {
				Type, Label, Value string
				DefaultStyle       bool
				ClassName          *string
			}
		}
	}
	if err := json.Unmarshal(g.Versions[0].Sidebars["docs"], &current); err != nil {
		t.Fatal(err)
	}
	if len(current.Items) == 0 || len(current.Items[0].Items) != 3 {
		t.Fatalf("docs sidebar of current: %+v", current)
	}
	if h := current.Items[0].Items[1]; h.Type != "html" || h.Value != "<strong>Widget</strong> <small>handbook</small>" ||
		!h.DefaultStyle || h.ClassName == nil || *h.ClassName != "sidebar-handbook" {
		t.Errorf("html item: %+v", h)
	}
	var nav []string
	for _, it := range g.Site.Navbar.Items {
		nav = append(nav, it.Type+":"+it.Label+":"+it.Href+":"+it.PluginID)
	}
	// The navbar's docs links go to the last version (2.0), as in Docusaurus;
	// the community plugin's sidebar "docs" is its own; a dropdown's own to
	// (written in other letter case) is its link; a link without a label (an
	// icon the site's CSS draws) is there, its name the web's (navbar.spec).
	if got := strings.Join(nav, " "); got != "docSidebar:Docs:/docs/intro: docSidebar:API:/docs/category/api: docSidebar:Community:/community/intro:community dropdown:Learn:/docs/intro: link:Showcase:/showcase: docsVersionDropdown:Version:: html::: link:GitHub:https://github.com/example/widget: link::https://chat.example.com/widget: link::https://www.discord.gg/widget:" {
		t.Errorf("navbar: %s", got)
	}
	// Links between versions resolve to the other version's route.
	page, err := os.ReadFile(filepath.Join(out, "docs", "current", "guides", "config.json"))
	if err != nil {
		t.Fatal(err)
	}
	for _, href := range []string{`href=\"/docs/next/install\"`, `href=\"/docs/next/deployment\"`, `href=\"/docs/guides/config\"`} {
		if !strings.Contains(string(page), href) {
			t.Errorf("current guides/config has no %s", href)
		}
	}
	old, err := os.ReadFile(filepath.Join(out, "docs", "2.0", "guides", "config.json"))
	if err != nil {
		t.Fatal(err)
	}
	for _, href := range []string{`href=\"/docs/install\"`, `href=\"/docs/next/guides/config\"`} {
		if !strings.Contains(string(old), href) {
			t.Errorf("2.0 guides/config has no %s", href)
		}
	}
}

func sortedStrings(s []string) []string {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
	return s
}

// TestInitFromDocusaurus writes site.yaml next to the config, refuses to
// overwrite it, and the site compiles the same without the JavaScript.
func TestInitFromDocusaurus(t *testing.T) {
	src := filepath.Join("testdata", "docusaurus-site")
	dir := t.TempDir()
	copyTree(t, src, dir)
	code, _, stderr := runCLI(t, "init", "--from-docusaurus", dir)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if !strings.Contains(stderr, "createRedirects: is a function, which a site.yaml cannot hold") {
		t.Errorf("init does not say that the site.yaml leaves createRedirects out:\n%s", stderr)
	}
	data, err := os.ReadFile(filepath.Join(dir, "site.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), "title: Widget\n") || !strings.Contains(string(data), "sidebarPath: sidebars.ts\n") {
		t.Errorf("site.yaml:\n%s", data)
	}
	code, _, stderr = runCLI(t, "init", "--from-docusaurus", dir)
	if code != 2 || !strings.Contains(stderr, "already exists") {
		t.Errorf("second init: exit %d: %s", code, stderr)
	}
	if after, _ := os.ReadFile(filepath.Join(dir, "site.yaml")); string(after) != string(data) {
		t.Errorf("site.yaml was overwritten")
	}
	os.Remove(filepath.Join(dir, "docusaurus.config.ts"))
	a, b := filepath.Join(t.TempDir(), "a"), filepath.Join(t.TempDir(), "b")
	if code, _, stderr := runCLI(t, "compile", dir, "--out", a, "--no-cache"); code != 0 {
		t.Fatalf("compile with site.yaml: exit %d: %s", code, stderr)
	}
	if code, _, stderr := runCLI(t, "compile", src, "--out", b, "--no-cache"); code != 0 {
		t.Fatalf("compile with the config: exit %d: %s", code, stderr)
	}
	ga, _ := os.ReadFile(filepath.Join(a, "graph.json"))
	gb, _ := os.ReadFile(filepath.Join(b, "graph.json"))
	var ma, mb map[string]any
	json.Unmarshal(ga, &ma)
	json.Unmarshal(gb, &mb)
	delete(ma, "buildTime")
	delete(mb, "buildTime")
	// where each content root is (the copy and the original), for the web build to compile the site components
	for _, m := range []map[string]any{ma, mb} {
		if sc, ok := m["siteComponents"].(map[string]any); ok {
			delete(sc, "root")
		}
	}
	// but for the two redirects the config's createRedirects gives, which only the config can
	if site, ok := mb["site"].(map[string]any); ok {
		if r, ok := site["redirects"].([]any); ok && len(r) == 4 {
			site["redirects"] = r[:2]
		}
	}
	ja, _ := json.Marshal(ma)
	jb, _ := json.Marshal(mb)
	if string(ja) != string(jb) {
		t.Errorf("the graphs differ:\n%s\n%s", ja, jb)
	}
}

// TestInitFromDocusaurusErrors: a config that cannot be evaluated or that maps
// to an invalid site.yaml is reported at its position, exits 1 and writes
// nothing.
func TestInitFromDocusaurusErrors(t *testing.T) {
	for name, config := range map[string]string{
		"throws":  "module.exports = {\n  title: 'x',\n  url: process.env.URL.trim(),\n};\n",
		"invalid": "module.exports = {title: 42};\n",
	} {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			os.WriteFile(filepath.Join(dir, "docusaurus.config.js"), []byte(config), 0o644)
			code, _, stderr := runCLI(t, "init", "--from-docusaurus", dir)
			if code != 1 || !strings.Contains(stderr, "docusaurus.config.js:") || !strings.Contains(stderr, "site.yaml was not written") {
				t.Errorf("exit %d: %s", code, stderr)
			}
			if _, err := os.Stat(filepath.Join(dir, "site.yaml")); err == nil {
				t.Errorf("site.yaml was written")
			}
		})
	}
}

// A function markdown.preprocessor runs when the config is compiled, but a
// site.yaml cannot hold it: init --from-docusaurus says so, at the function.
func TestInitFromDocusaurusPreprocessor(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "docusaurus.config.js"), []byte(`module.exports = {
  title: 'T', url: 'https://example.com', baseUrl: '/',
  markdown: {
    preprocessor: ({fileContent}) => fileContent.replaceAll('{{V}}', '1.0'),
  },
};
`), 0o644)
	os.MkdirAll(filepath.Join(dir, "docs"), 0o755)
	os.WriteFile(filepath.Join(dir, "docs", "intro.md"), []byte("# Intro\n\nVersion {{V}}.\n"), 0o644)
	if code, _, stderr := runCLI(t, "compile", dir, "--out", filepath.Join(t.TempDir(), "g"), "--no-cache", "--promote", "all"); code != 0 {
		t.Errorf("compile: exit %d: %s", code, stderr)
	}
	code, _, stderr := runCLI(t, "init", "--from-docusaurus", dir)
	want := "docusaurus.config.js:4:5: warning[docusaurus-config]: markdown.preprocessor: is a function, which a site.yaml cannot hold"
	if code != 0 || !strings.Contains(stderr, want) {
		t.Errorf("exit %d: %s\nwant: %s", code, stderr, want)
	}
}

// A sidebarItemsGenerator is called when the config is compiled (with no
// warning), but a site.yaml cannot hold it: init --from-docusaurus says so.
func TestInitFromDocusaurusItemsGenerator(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "docusaurus.config.js"), []byte(`module.exports = {
  title: 'T', url: 'https://example.com', baseUrl: '/',
  presets: [['classic', {docs: {
    sidebarItemsGenerator: async ({defaultSidebarItemsGenerator, ...args}) => (await defaultSidebarItemsGenerator(args)).reverse(),
  }}]],
};
`), 0o644)
	os.MkdirAll(filepath.Join(dir, "docs"), 0o755)
	os.WriteFile(filepath.Join(dir, "docs", "a.md"), []byte("# A\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "docs", "b.md"), []byte("# B\n"), 0o644)
	if code, _, stderr := runCLI(t, "compile", dir, "--out", filepath.Join(t.TempDir(), "g"), "--no-cache", "--promote", "all"); code != 0 {
		t.Errorf("compile: exit %d: %s", code, stderr)
	}
	code, _, stderr := runCLI(t, "init", "--from-docusaurus", dir)
	want := "docusaurus.config.js:4:5: warning[docusaurus-config]: presets[0][1].docs.sidebarItemsGenerator: is a function, which a site.yaml cannot hold"
	if code != 0 || !strings.Contains(stderr, want) {
		t.Errorf("exit %d: %s\nwant: %s", code, stderr, want)
	}
}

// markdown.parseFrontMatter cannot be written in a site.yaml: init says so at
// the function.
func TestInitFromDocusaurusParseFrontMatter(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "docusaurus.config.js"), []byte(`module.exports = {
  title: 'T', url: 'https://example.com', baseUrl: '/',
  markdown: {
    parseFrontMatter: async (params) => params.defaultParseFrontMatter(params),
  },
};
`), 0o644)
	os.MkdirAll(filepath.Join(dir, "docs"), 0o755)
	os.WriteFile(filepath.Join(dir, "docs", "a.md"), []byte("# A\n"), 0o644)
	if code, _, stderr := runCLI(t, "compile", dir, "--out", filepath.Join(t.TempDir(), "g"), "--no-cache", "--promote", "all"); code != 0 {
		t.Errorf("compile: exit %d: %s", code, stderr)
	}
	code, _, stderr := runCLI(t, "init", "--from-docusaurus", dir)
	want := "docusaurus.config.js:4:5: warning[docusaurus-config]: markdown.parseFrontMatter: is a function, which a site.yaml cannot hold: compiled from the site.yaml, each doc's front matter is read as written"
	if code != 0 || !strings.Contains(stderr, want) {
		t.Errorf("exit %d: %s\nwant: %s", code, stderr, want)
	}
}
