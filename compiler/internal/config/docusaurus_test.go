package config

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/contentc/contentc/compiler/internal/config/docusaurus"
	"github.com/contentc/contentc/compiler/internal/config/docusaurus/configjs"
	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/markdown/tabblocks"
	"github.com/contentc/contentc/compiler/internal/validate"
)

const fullConfig = `// @ts-check
import {themes as prismThemes} from 'prism-react-renderer';
import type {Config} from '@docusaurus/types';
const math = require('remark-math');

export default async function createConfig(): Promise<Config> {
  return {
    title: 'Full',
    tagline: 'Every field', titleDelimiter: '·',
    url: 'https://full.example.com/',
    baseUrl: 'base',
    favicon: 'img/favicon.ico',
    organizationName: 'org',
    onBrokenLinks: 'throw',
    i18n: {defaultLocale: 'fr', locales: ['fr', 'en'], localeConfigs: {fr: {label: 'Français', htmlLang: 'fr-FR'}, en: {direction: 'ltr'}}},
    presets: [[
      '@docusaurus/preset-classic',
      {
        docs: {
          path: 'documentation',
          routeBasePath: '/',
          sidebarPath: require.resolve('./sidebars.js'),
          editUrl: 'https://github.com/org/full/edit/main/',
          lastVersion: 'current',
          includeCurrentVersion: true,
          onlyIncludeVersions: ['current', '2.0'],
          versions: {current: {label: 'Canary', path: 'canary', banner: 'unreleased'}},
          remarkPlugins: [math, [require('remark-emoji'), {emoticon: true}]], sidebarCollapsed: false,
        },
        blog: false,
        theme: {customCss: './src/css/custom.css'},
      },
    ]],
    plugins: [['@docusaurus/plugin-pwa', {debug: true}]],
    themeConfig: {
      navbar: {
        title: 'Full nav',
        hideOnScroll: true, style: 'primary',
        logo: {alt: 'Logo', src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', width: 32, height: '32px'},
        items: [
          {type: 'docSidebar', sidebarId: 'docs', label: 'Docs', position: 'left'},
          {type: 'docsVersionDropdown', position: 'right', dropdownActiveClassDisabled: true},
          {type: 'dropdown', label: 'More', position: 'right', items: [{label: 'Blog', to: '/blog', activeBasePath: 'blog', activeBaseRegex: '^/base/(blog|news)'}, {type: 'html', value: '<hr>'}]},
          {type: 'search', position: 'right'},
          {href: 'https://github.com/org/full', label: 'GitHub', position: 'right', activeClassName: 'x'},
        ],
      },
      footer: {style: 'dark', links: [{label: 'Top', href: 'https://example.com'}], copyright: 'Copyright Full', logo: {alt: 'Open Source', src: '/img/oss.svg', srcDark: 'img/oss-dark.svg', href: '/base/about', width: 160, height: '51px', target: '_blank'}},
      colorMode: {defaultMode: 'dark', disableSwitch: true, respectPrefersColorScheme: false},
      announcementBar: {id: 'news', content: 'We are <b>live</b>', backgroundColor: '#000', textColor: '#fff', isCloseable: false},
      prism: {theme: prismThemes.vsLight, darkTheme: prismThemes.oneDark, additionalLanguages: ['java']},
      docs: {sidebar: {hideable: true, autoCollapseCategories: true}, versionPersistence: 'none'},
      algolia: {appId: 'x', apiKey: 'y', indexName: 'z'},
    },
  };
}
`

func loadDir(t *testing.T, files map[string]string) (*Config, []diag.Diagnostic) {
	t.Helper()
	root := t.TempDir()
	for name, body := range files {
		p := filepath.Join(root, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	v, err := validate.Default()
	if err != nil {
		t.Fatal(err)
	}
	var ds diag.List
	cfg := Load(root, v, &ds)
	return cfg, ds.Sorted()
}

func js(t *testing.T, v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestDocusaurusConfigFields(t *testing.T) {
	cfg, ds := loadDir(t, map[string]string{"docusaurus.config.ts": fullConfig, "sidebars.js": "module.exports = {docs: []};"})
	s := cfg.Site
	check := func(name string, got, want any) {
		t.Helper()
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: got %#v, want %#v", name, got, want)
		}
	}
	check("file", cfg.File, "docusaurus.config.ts")
	check("title", s.Title, "Full")
	check("tagline", s.Tagline, "Every field")
	check("titleDelimiter", s.TitleDelimiter, "·")
	check("url", s.URL, "https://full.example.com")
	check("baseUrl", s.BaseURL, "/base/")
	check("favicon", *s.Favicon, "/img/favicon.ico")
	check("i18n", js(t, s.I18n), `{"defaultLocale":"fr","locales":[{"code":"fr","label":"Français","direction":"ltr","htmlLang":"fr-FR","path":"fr","default":true},{"code":"en","label":"English","direction":"ltr","htmlLang":"en","path":"en","default":false}]}`)
	check("docs.path", s.Docs.Path, "documentation")
	check("docs.routeBasePath", s.Docs.RouteBasePath, "")
	check("docs.sidebarPath", *s.Docs.SidebarPath, "sidebars.js")
	check("docs.editUrl", *s.Docs.EditURL, "https://github.com/org/full/edit/main/")
	check("sidebarCollapsed", cfg.SidebarCollapsed, false)
	check("sidebarCollapsible", cfg.SidebarCollapsible, true)
	check("docs.sidebar", js(t, s.Docs.Sidebar), `{"hideable":true,"autoCollapseCategories":true}`)
	check("docs.versionPersistence", s.Docs.VersionPersistence, "none")
	check("lastVersion", cfg.Versions.LastVersion, "current")
	check("includeCurrentVersion", cfg.Versions.IncludeCurrent, true)
	check("onlyIncludeVersions", cfg.Versions.OnlyInclude, []string{"current", "2.0"})
	cur := cfg.Versions.Per["current"]
	check("versions.current", *cur.Label+"|"+*cur.Path+"|"+*cur.Banner, "Canary|canary|unreleased")
	check("navbar.title", s.Navbar.Title, "Full nav")
	check("navbar.hideOnScroll", s.Navbar.HideOnScroll, true)
	check("navbar.style", *s.Navbar.Style, "primary")
	check("navbar.logo", js(t, s.Navbar.Logo), `{"alt":"Logo","src":"/img/logo.svg","srcDark":"/img/logo-dark.svg","width":32,"height":32}`)
	// Navbar items are resolved by the build from the document.
	items := cfg.Doc.Value.(map[string]any)["navbar"].(map[string]any)["items"]
	check("navbar.items", js(t, items), `[{"label":"Docs","position":"left","sidebarId":"docs","type":"docSidebar"},{"position":"right","type":"docsVersionDropdown"},{"items":[{"activeBasePath":"blog","activeBaseRegex":"^/base/(blog|news)","label":"Blog","to":"/blog"},{"type":"html","value":"\u003chr\u003e"}],"label":"More","position":"right","type":"dropdown"},{"position":"right","type":"search"},{"href":"https://github.com/org/full","label":"GitHub","position":"right"}]`)
	check("footer", js(t, s.Footer), `{"style":"dark","copyright":"Copyright Full","logo":{"alt":"Open Source","src":"/img/oss.svg","srcDark":"/img/oss-dark.svg","width":160,"height":51,"href":"/about","target":"_blank"},"links":[{"label":"Top","href":"https://example.com","external":true}]}`)
	check("colorMode", js(t, s.ColorMode), `{"defaultMode":"dark","disableSwitch":true,"respectPrefersColorScheme":false}`)
	check("announcementBar", js(t, s.AnnouncementBar), `{"id":"news","content":"We are \u003cb\u003elive\u003c/b\u003e","backgroundColor":"#000","textColor":"#fff","isCloseable":false}`)
	check("codeThemes", s.CodeThemes.Light+"/"+s.CodeThemes.Dark, "vs/onedark")
	check("markdown.math (remark-math)", cfg.Math, true)
	var got []string
	for _, d := range ds {
		got = append(got, d.String())
	}
	want := []string{
		`docusaurus.config.ts:28:60: warning[docusaurus-config]: presets[0][1].docs.remarkPlugins[1]: has options contentc does not take over; shortcodes are the emoji, as remark-emoji makes them by default`,
		`docusaurus.config.ts:31:17: warning[docusaurus-config]: presets[0][1].theme.customCss: is not a stylesheet in the site's folder; not taken over`,
		`docusaurus.config.ts:34:16: warning[docusaurus-config]: plugins[0]: plugin "@docusaurus/plugin-pwa" is not taken over by contentc`,
		`docusaurus.config.ts:45:85: warning[docusaurus-config]: themeConfig.navbar.items[4].activeClassName: is not taken over by contentc`,
		`docusaurus.config.ts:53:7: warning[docusaurus-config]: themeConfig.algolia: is not taken over by contentc (the site has contentc's own search, built with the pages: nothing to set up)`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("warnings:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// The site.yaml that init --from-docusaurus writes configures the same site.
func TestSiteYAMLRoundTrip(t *testing.T) {
	files := map[string]string{"docusaurus.config.ts": fullConfig, "sidebars.js": "module.exports = {docs: []};"}
	fromJS, _ := loadDir(t, files)
	root := t.TempDir()
	for name, body := range files {
		os.WriteFile(filepath.Join(root, name), []byte(body), 0o644)
	}
	res, d := configjs.Eval(root, "docusaurus.config.ts", nil)
	if d != nil {
		t.Fatal(d)
	}
	data, err := docusaurus.Import(root, "docusaurus.config.ts", res).YAML("docusaurus.config.ts")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), "#   docusaurus.config.ts:53:7: themeConfig.algolia: is not taken over by contentc (the site has contentc's own search, built with the pages: nothing to set up)\n") {
		t.Errorf("warnings are not comments:\n%s", data)
	}
	fromYAML, ds := loadDir(t, map[string]string{"site.yaml": string(data)})
	for _, d := range ds {
		t.Errorf("site.yaml: %s", d)
	}
	if a, b := js(t, fromJS.Site), js(t, fromYAML.Site); a != b {
		t.Errorf("site differs:\n%s\n%s", a, b)
	}
	if !reflect.DeepEqual(fromJS.Versions, fromYAML.Versions) {
		t.Errorf("versions differ: %+v %+v", fromJS.Versions, fromYAML.Versions)
	}
}

func TestDocusaurusConfigErrors(t *testing.T) {
	_, ds := loadDir(t, map[string]string{"docusaurus.config.js": "module.exports = {\n  title: 'x',\n  url: process.env.URL.trim(),\n};\n"})
	if len(ds) != 1 || !strings.HasPrefix(ds[0].String(), "docusaurus.config.js:3:") || ds[0].ID != "js-error" {
		t.Fatalf("got %v", ds)
	}
	_, ds = loadDir(t, map[string]string{"docusaurus.config.js": "module.exports = {title: 42};\n"})
	if len(ds) != 1 || ds[0].ID != "schema" || ds[0].File != "docusaurus.config.js" {
		t.Fatalf("got %v", ds)
	}
}

// A multi-column footer keeps its columns: titles and links (Docusaurus's
// usual form), next to links in one row; a link's target, rel and className
// are its own, as Docusaurus passes them to its Link.
func TestDocusaurusFooterColumns(t *testing.T) {
	cfg, ds := loadDir(t, map[string]string{"docusaurus.config.js": `module.exports = {
  title: 'F', url: 'https://f.org', baseUrl: '/',
  presets: [['classic', {docs: {sidebarPath: false}}]],
  themeConfig: {footer: {links: [
    {title: 'Docs', items: [{label: 'Intro', to: '/docs/intro'}, {label: 'API', to: '/docs/api'}]},
    {title: null, items: [{label: 'GitHub', href: 'https://github.com/f', rel: 'me noopener', className: 'gh-link', target: '_self'}]},
  ], copyright: 'F'}},
};`})
	for _, d := range ds {
		t.Errorf("diagnostic: %s", d)
	}
	got := js(t, cfg.Site.Footer)
	want := `{"style":"light","copyright":"F","logo":null,"links":[],"columns":[{"title":"Docs","links":[{"label":"Intro","href":"/docs/intro","external":false},{"label":"API","href":"/docs/api","external":false}]},{"title":"","links":[{"label":"GitHub","href":"https://github.com/f","external":true,"target":"_self","rel":"me noopener","className":"gh-link"}]}]}`
	if got != want {
		t.Errorf("footer:\n%s\nwant:\n%s", got, want)
	}
}

// aria-label on a navbar item (as Docusaurus sites write it, an attribute of
// the element) is the item's ariaLabel, and its title the link's title
// (crowdsec-docs' icon-only links: a warning, and no tooltip, before).
func TestDocusaurusNavbarAriaLabel(t *testing.T) {
	cfg, ds := loadDir(t, map[string]string{"docusaurus.config.js": `module.exports = {
  title: 'F', url: 'https://f.org', baseUrl: '/',
  presets: [['classic', {docs: {sidebarPath: false}}]],
  themeConfig: {navbar: {items: [{href: 'https://github.com/f', position: 'right', 'aria-label': 'GitHub repository', title: 'Star us'}]}},
};`})
	for _, d := range ds {
		t.Errorf("diagnostic: %s", d)
	}
	items := cfg.Doc.Value.(map[string]any)["navbar"].(map[string]any)["items"]
	if got := js(t, items); got != `[{"ariaLabel":"GitHub repository","href":"https://github.com/f","position":"right","title":"Star us"}]` {
		t.Errorf("items %s", got)
	}
}

// A link item written with html instead of label (Docusaurus renders the HTML in
// the link) is labelled by the text it shows; one whose HTML shows no text (an
// icon) keeps the warning.
func TestDocusaurusNavbarHTMLLabel(t *testing.T) {
	cfg, ds := loadDir(t, map[string]string{"docusaurus.config.js": `module.exports = {
  title: 'F', url: 'https://f.org', baseUrl: '/',
  presets: [['classic', {docs: {sidebarPath: false}}]],
  themeConfig: {navbar: {items: [
    {href: 'https://github.com/f', html: 'GitHub', position: 'right'},
    {to: '/a', html: '<b>Docs</b> &amp; more'},
    {href: 'https://x.org', html: '<svg viewBox="0 0 1 1"></svg>'},
  ]}},
};`})
	var warned []string
	for _, d := range ds {
		warned = append(warned, d.String())
	}
	if len(warned) != 1 || !strings.Contains(warned[0], "docusaurus.config.js:7:") || !strings.Contains(warned[0], "html: is not taken over") {
		t.Errorf("diagnostics %q, want one, at the icon's html", warned)
	}
	items := cfg.Doc.Value.(map[string]any)["navbar"].(map[string]any)["items"]
	if got := js(t, items); got != `[{"href":"https://github.com/f","label":"GitHub","position":"right"},{"label":"Docs \u0026 more","to":"/a"},{"href":"https://x.org"}]` {
		t.Errorf("items %s", got)
	}
}

// A footer html item (Docusaurus shows its HTML in the link's place: StreamPark's
// community buttons) is kept, sanitised as a navbar html item is, each removal a
// warning at its html; its column keeps it (the column lost every item before).
func TestDocusaurusFooterHTMLItems(t *testing.T) {
	cfg, ds := loadDir(t, map[string]string{"docusaurus.config.js": `module.exports = {
  title: 'F', url: 'https://f.org', baseUrl: '/',
  presets: [['classic', {docs: {sidebarPath: false}}]],
  themeConfig: {footer: {links: [
    {html: '<img src="/badge.png" alt="Badge" onerror="alert(1)">'},
    {title: 'Join', items: [
      {html: 'Join <a href="javascript:alert(1)">us</a>'},
      {label: 'Chat', href: 'https://chat.f.org'},
    ]},
  ]}},
};`})
	var got []string
	for _, d := range ds {
		got = append(got, fmt.Sprintf("%d:%d %s", d.Line, d.Column, d.ID))
	}
	if strings.Join(got, " ") != "5:12 unsafe-html 7:14 unsafe-url" {
		t.Errorf("diagnostics %v", ds)
	}
	ft := cfg.Site.Footer
	if len(ft.Links) != 1 || ft.Links[0].HTML != `<img src="/badge.png" alt="Badge"/>` || len(ft.Columns) != 1 || len(ft.Columns[0].Links) != 2 ||
		ft.Columns[0].Links[0].HTML != "Join <a>us</a>" || ft.Columns[0].Links[1].Label != "Chat" || ft.Columns[0].Links[1].HTML != "" {
		t.Errorf("footer %+v", ft)
	}
}

// A value built from a package stand-in (a repository URL read from
// package.json, which there is no file system to read) is not taken over: a
// navbar or footer link with such a URL is left out with a warning, and an
// editUrl function that uses it stays a function (a warning), while one that
// does not is taken over as a template.
func TestDocusaurusStandInStrings(t *testing.T) {
	cfg, ds := loadDir(t, map[string]string{"docusaurus.config.js": `const fs = require('fs');
const pkg = JSON.parse(fs.readFileSync('./package.json'));
const GITHUB = ` + "`https://github.com/${pkg.repository}`" + `;
module.exports = {
  title: 'S', url: 'https://s.org', baseUrl: '/',
  presets: [['classic', {docs: {sidebarPath: false, editUrl: ({docPath}) => ` + "`${GITHUB}/edit/main/docs/${docPath}`" + `}}]],
  themeConfig: {
    navbar: {items: [{href: GITHUB, label: 'GitHub'}, {href: 'https://s.org/blog', label: 'Blog'}]},
    footer: {links: [{title: 'More', items: [{label: 'GitHub', href: GITHUB}, {label: 'Blog', href: 'https://s.org/blog'}]}]},
  },
};`})
	var got []string
	for _, d := range ds {
		got = append(got, d.Message)
	}
	want := []string{
		"presets[0][1].docs.editUrl: is a function, which contentc cannot take over",
		"themeConfig.navbar.items[0].href: comes from a package or a file that contentc does not run or read; not taken over",
		"themeConfig.footer.links[0].items[0].href: comes from a package or a file that contentc does not run or read; not taken over",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("warnings:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	items := cfg.Doc.Value.(map[string]any)["navbar"].(map[string]any)["items"]
	if s := js(t, items); s != `[{"href":"https://s.org/blog","label":"Blog"}]` {
		t.Errorf("navbar items %s", s)
	}
	if s := js(t, cfg.Site.Footer.Columns); s != `[{"title":"More","links":[{"label":"Blog","href":"https://s.org/blog","external":true}]}]` {
		t.Errorf("footer %s", s)
	}
	if cfg.Site.Docs.EditURL != nil {
		t.Errorf("editUrl taken over: %s", *cfg.Site.Docs.EditURL)
	}
}

// An editUrl function is called with placeholders and taken over as the
// template it gives.
func TestDocusaurusEditURLFunctionTemplate(t *testing.T) {
	cfg, ds := loadDir(t, map[string]string{"docusaurus.config.js": `module.exports = {
  title: 'E', url: 'https://e.org', baseUrl: '/',
  presets: [['classic', {docs: {sidebarPath: false,
    editUrl: ({versionDocsDirPath, docPath, locale}) => ` + "`https://github.com/e/e/edit/main/${versionDocsDirPath}/${docPath}`" + `}}]],
};`})
	for _, d := range ds {
		t.Errorf("diagnostic: %s", d)
	}
	if u := cfg.Site.Docs.EditURL; u == nil || *u != "https://github.com/e/e/edit/main/{versionDocsDirPath}/{docPath}" {
		t.Errorf("editUrl %v", u)
	}
}

// url as browsers read it: a missing slash after https: (a real site's typo,
// which Docusaurus takes) is a warning, not an error that stops the compile;
// a trailing slash is dropped silently; a path alone is left out, with a
// warning.
func TestDocusaurusLaxURL(t *testing.T) {
	for _, c := range []struct{ url, want, warn string }{
		{"https:/f.org", "https://f.org", `docusaurus.config.js:2:15: warning[docusaurus-config]: url: "https:/f.org" is read as "https://f.org", as browsers read it; write the two slashes`},
		{"HTTPS:///f.org/", "https://f.org", `docusaurus.config.js:2:15: warning[docusaurus-config]: url: "HTTPS:///f.org/" is read as "https://f.org/", as browsers read it; write the two slashes`},
		{"https://f.org/", "https://f.org", ""},
		// a relative url, which Docusaurus 2 accepts (gpms-docker-install-docs)
		{"/", "http://localhost", `docusaurus.config.js:2:15: warning[docusaurus-config]: url: "/" is not an origin (https://host): it is left out and the site's url is the default, as Docusaurus 2 takes it (Docusaurus 3 stops on it); write the site's origin`},
	} {
		cfg, ds := loadDir(t, map[string]string{"docusaurus.config.js": "module.exports = {\n  title: 'F', url: '" + c.url + "', baseUrl: '/',\n  presets: [['classic', {docs: {sidebarPath: false}}]],\n};"})
		var got []string
		for _, d := range ds {
			got = append(got, d.String())
		}
		if strings.Join(got, "\n") != c.warn || cfg == nil || cfg.Site.URL != c.want {
			t.Errorf("%s: url %v, diagnostics %q; want %s, %q", c.url, cfg.Site.URL, got, c.want, c.warn)
		}
	}
}

// A package stand-in is an empty list to code that iterates it: a config that
// builds its pages' data from what it read (there is no file system) still
// evaluates, and the rest of the config is taken over.
func TestDocusaurusStandInIsAnEmptyList(t *testing.T) {
	cfg, ds := loadDir(t, map[string]string{"docusaurus.config.js": `const fs = require('fs');
const yaml = require('js-yaml');
const users = yaml.load(fs.readFileSync('./data/users.yml', 'utf8'));
const people = [...users.filter((u) => u.pinned), 'me'];
let n = 0;
for (const u of users) n++;
module.exports = {
  title: 'Iter ' + people.length + ' ' + n + ' ' + Array.from(users).length, url: 'https://i.org', baseUrl: '/',
  presets: [['classic', {docs: {sidebarPath: false}}]],
};`})
	// the read is reported where it was made (what the config builds from it is missing)
	if len(ds) != 1 || ds[0].String() != "docusaurus.config.js:3:28: warning[docusaurus-config]: fs.readFileSync reads nothing: contentc runs config and sidebars files without a file system, so what the file builds from it (a sidebar, navbar items, a list) is missing; write it out in the file, or use an autogenerated sidebar" {
		t.Errorf("diagnostics: %v", ds)
	}
	if cfg.Site.Title != "Iter 1 0 0" {
		t.Errorf("title %q", cfg.Site.Title)
	}
}

// A stand-in can be constructed too: `new Database(path)` on a package the
// config requires gives a stand-in, as a call does (GBSL's config built a
// better-sqlite3 database as it loaded, and stopped with "not a constructor").
func TestDocusaurusStandInIsAConstructor(t *testing.T) {
	cfg, ds := loadDir(t, map[string]string{"docusaurus.config.js": `const Database = require('better-sqlite3');
const db = new Database('x.db', {readonly: true});
db.pragma('journal_mode = WAL');
const pool = new Database.Pool();
module.exports = {
  title: 'DB ' + typeof db + ' ' + typeof pool, url: 'https://d.org', baseUrl: '/',
  presets: [['classic', {docs: {sidebarPath: false}}]],
};`})
	for _, d := range ds {
		if d.Severity == diag.Error {
			t.Errorf("diagnostic: %s", d)
		}
	}
	if cfg == nil || cfg.Site.Title != "DB function function" {
		t.Errorf("config %+v", cfg)
	}
}

// A file the config requires by a path built from __dirname is the site's
// file ("/" is the site folder); one that is not in the repository (made by a
// build step) is a stand-in, not an error: what comes from it is not taken over.
func TestDocusaurusRequiresSiteFiles(t *testing.T) {
	cfg, ds := loadDir(t, map[string]string{"docusaurus.config.js": `const path = require('path');
const videos = require(path.join(__dirname, '/data/videos.js'));
const sponsors = require(path.join(__dirname, '/data/sponsors.json'));
module.exports = {
  title: 'R ' + videos.length, url: 'https://r.org', baseUrl: '/', tagline: sponsors.tagline,
  presets: [['classic', {docs: {sidebarPath: false}}]],
};`, "data/videos.js": `module.exports = [{title: 'a'}, {title: 'b'}];`})
	var got []string
	for _, d := range ds {
		got = append(got, d.Message)
	}
	if want := "tagline: comes from a package or a file that contentc does not run or read; not taken over"; strings.Join(got, "\n") != want {
		t.Errorf("diagnostics:\n%s\nwant:\n%s", strings.Join(got, "\n"), want)
	}
	if cfg.Site.Title != "R 2" {
		t.Errorf("title %q", cfg.Site.Title)
	}
}

// A navbar item of another docs plugin instance (docsPluginId) is kept with
// its plugin's id; docsPluginId 'default' is the default plugin.
func TestDocusaurusNavbarOtherDocsPlugin(t *testing.T) {
	cfg, ds := loadDir(t, map[string]string{"docusaurus.config.js": `module.exports = {
  title: 'N', url: 'https://n.org', baseUrl: '/',
  presets: [['classic', {docs: {sidebarPath: false}}]],
  plugins: [['@docusaurus/plugin-content-docs', {id: 'community', path: 'community'}]],
  themeConfig: {navbar: {items: [
    {type: 'doc', docId: 'intro', label: 'Docs'},
    {type: 'doc', docId: 'overview', label: 'Community', docsPluginId: 'community'},
    {type: 'doc', docId: 'start', label: 'Default', docsPluginId: 'default'},
  ]}},
};`})
	if len(ds) > 0 {
		t.Errorf("diagnostics: %v", ds)
	}
	items := cfg.Doc.Value.(map[string]any)["navbar"].(map[string]any)["items"]
	if s := js(t, items); s != `[{"docId":"intro","label":"Docs","type":"doc"},{"docId":"overview","docsPluginId":"community","label":"Community","type":"doc"},{"docId":"start","label":"Default","type":"doc"}]` {
		t.Errorf("items %s", s)
	}
}

// A locale's baseUrl that is the URL contentc gives the locale anyway
// (/<code>/ under the site's base URL; pnpm.io pins it so) is taken as is; any
// other is reported as not taken over.
func TestDocusaurusLocaleBaseURL(t *testing.T) {
	_, ds := loadDir(t, map[string]string{"docusaurus.config.js": `module.exports = {
  title: 'L', url: 'https://l.org', baseUrl: '/docs-site/',
  presets: [['classic', {docs: {sidebarPath: false}}]],
  i18n: {defaultLocale: 'en', locales: ['en', 'fr', 'ja'], localeConfigs: {
    en: {label: 'English', baseUrl: '/docs-site/'},
    fr: {label: 'Français', baseUrl: '/docs-site/fr/'},
    ja: {label: '日本語', baseUrl: '/ja/'},
  }},
};`})
	var got []string
	for _, d := range ds {
		got = append(got, d.Message)
	}
	if want := "i18n.localeConfigs.ja.baseUrl: is not taken over by contentc (the locale is served at /docs-site/ja/)"; strings.Join(got, "\n") != want {
		t.Errorf("warnings:\n%s\nwant:\n%s", strings.Join(got, "\n"), want)
	}
}

// Docusaurus 2 configs require a prism theme by its file
// (prism-react-renderer 1.x) and put the module into the export: the
// module's own `default` must not make that a value that refers to itself.
func TestDocusaurusPrismThemeFiles(t *testing.T) {
	cfg, ds := loadDir(t, map[string]string{"docusaurus.config.js": `const lightCodeTheme = require('prism-react-renderer/themes/github');
const darkCodeTheme = require('prism-react-renderer/themes/dracula').default;
const path = require('path');
module.exports = {
  title: 'P', url: 'https://p.org', baseUrl: '/',
  presets: [['classic', {docs: {sidebarPath: false}}]],
  themeConfig: {prism: {theme: lightCodeTheme, darkTheme: darkCodeTheme}, extra: {p: path}},
};`})
	for _, d := range ds {
		if !strings.Contains(d.String(), "themeConfig.extra") {
			t.Errorf("diagnostic: %s", d)
		}
	}
	if cfg == nil || cfg.Site.CodeThemes.Light+"/"+cfg.Site.CodeThemes.Dark != "github/dracula" {
		t.Fatalf("config %+v", cfg)
	}
}

// A Docusaurus 2 site (package.json depends on @docusaurus/core 2.x) has MDX 1
// docs; Docusaurus 3, or no package.json, MDX 3.
func TestDocusaurusMajorVersion(t *testing.T) {
	const conf = "module.exports = {title: 'V', url: 'https://v.org', baseUrl: '/', presets: [['classic', {docs: {sidebarPath: false}}]]};"
	for pkg, want := range map[string]bool{
		`{"dependencies": {"@docusaurus/core": "^2.4.3"}}`:              true,
		`{"dependencies": {"@docusaurus/core": "2.0.0-beta.21"}}`:       true,
		`{"devDependencies": {"@docusaurus/preset-classic": "~2.1.0"}}`: true,
		`{"dependencies": {"@docusaurus/core": "3.9.2"}}`:               false,
		`{"dependencies": {"@docusaurus/core": "latest"}}`:              false,
		`not json`: false,
		``:         false,
	} {
		files := map[string]string{"docusaurus.config.js": conf}
		if pkg != "" {
			files["package.json"] = pkg
		}
		cfg, ds := loadDir(t, files)
		if len(ds) > 0 || cfg.MDX1 != want {
			t.Errorf("%s: MDX1 %v, diagnostics %v; want %v", pkg, cfg.MDX1, ds, want)
		}
	}
}

// A locale's name is any BCP 47 language subtag (2 to 8 letters), as
// Docusaurus takes it: ton-docs names its Chinese locale "mandarin".
func TestDocusaurusLocaleNames(t *testing.T) {
	cfg, ds := loadDir(t, map[string]string{"docusaurus.config.js": `module.exports = {
  title: 'N', url: 'https://n.org', baseUrl: '/',
  i18n: {defaultLocale: 'en', locales: ['en', 'mandarin'], localeConfigs: {mandarin: {label: '简体中文', path: 'zh-CN'}}},
};`})
	for _, d := range ds {
		if d.Severity == diag.Error {
			t.Errorf("%s", d)
		}
	}
	if len(cfg.Site.I18n.Locales) != 2 || cfg.Site.I18n.Locales[1].Code != "mandarin" {
		t.Errorf("locales: %+v", cfg.Site.I18n.Locales)
	}
	// Its path names the translations' folder; its URL stays /mandarin/, as
	// Docusaurus's localizePath makes it from the locale's name.
	if l := cfg.Site.I18n.Locales[1]; l.Path != "mandarin" || cfg.LocaleFolders["mandarin"] != "zh-CN" {
		t.Errorf("path %q, folder %q", l.Path, cfg.LocaleFolders["mandarin"])
	}
	if _, ds := loadDir(t, map[string]string{"docusaurus.config.js": `module.exports = {title: 'N', url: 'https://n.org', baseUrl: '/', i18n: {defaultLocale: 'en', locales: ['en', 'x/../y']}};`}); len(ds) == 0 {
		t.Error("a locale that is not a language tag is accepted")
	}
}

// A config that writes files as it loads (idb's generates docs with
// fs.writeFileSync, and logs as it goes) runs on: writes and logs do nothing.
func TestDocusaurusConfigThatWritesFiles(t *testing.T) {
	cfg, ds := loadDir(t, map[string]string{"docusaurus.config.js": `const fs = require('fs');
console.log('generating docs');
fs.mkdirSync('docs/gen', {recursive: true});
fs.writeFileSync('docs/gen/a.md', '# A');
module.exports = {title: 'W', url: 'https://w.org', baseUrl: '/'};`})
	for _, d := range ds {
		t.Errorf("%s", d)
	}
	if cfg.Site.Title != "W" {
		t.Errorf("title %q", cfg.Site.Title)
	}
}

// A config that walks a folder with fs.opendirSync (apify-docs collects its
// slugs so) finds it empty and runs on.
func TestDocusaurusConfigThatOpensAFolder(t *testing.T) {
	cfg, ds := loadDir(t, map[string]string{"docusaurus.config.js": `const {opendirSync} = require('node:fs');
const dir = opendirSync(__dirname + '/docs');
const names = [];
for (let e; (e = dir.readSync()) !== null;) names.push(e.name);
dir.closeSync();
module.exports = {title: 'D' + names.length, url: 'https://d.org', baseUrl: '/'};`})
	for _, d := range ds {
		t.Errorf("%s", d)
	}
	if cfg.Site.Title != "D0" {
		t.Errorf("title %q", cfg.Site.Title)
	}
}

// A config that listens for process events, reads its arguments or Node's
// version, or fs.constants runs on (nitro, rnx-kit): no command line, no
// events, Node 20's numbers.
func TestDocusaurusConfigProcessAndFSConstants(t *testing.T) {
	cfg, ds := loadDir(t, map[string]string{"docusaurus.config.js": `process.on('exit', () => {}).once('SIGINT', () => {});
const fast = process.argv.includes('--fast');
module.exports = {title: 'P' + fast + process.versions.node.split('.')[0] + require('fs').constants.COPYFILE_FICLONE, url: 'https://p.org', baseUrl: '/'};`})
	for _, d := range ds {
		t.Errorf("%s", d)
	}
	if cfg.Site.Title != "Pfalse202" {
		t.Errorf("title %q", cfg.Site.Title)
	}
}

// A Docusaurus 1 site (siteConfig.js) gets one clear error that says so.
func TestDocusaurus1Site(t *testing.T) {
	_, ds := loadDir(t, map[string]string{"siteConfig.js": "module.exports = {title: 'Old'};", "sidebars.json": `{"docs": {"Intro": ["intro"]}}`})
	if len(ds) != 1 || ds[0].File != "siteConfig.js" || !strings.Contains(ds[0].Message, "Docusaurus 1 site") {
		t.Errorf("diagnostics: %v", ds)
	}
}

// An announcement bar without content (Docusaurus 2 alpha took one, questdb.io)
// is no bar and a warning, not a schema error that stops the build.
func TestDocusaurusAnnouncementBarWithoutContent(t *testing.T) {
	cfg, ds := loadDir(t, map[string]string{"docusaurus.config.js": `module.exports = {
  title: 'F', url: 'https://f.org', baseUrl: '/',
  presets: [['classic', {docs: {sidebarPath: false}}]],
  themeConfig: {announcementBar: {id: 'x', backgroundColor: '#fff'}},
};`})
	var got []string
	for _, d := range ds {
		got = append(got, d.String())
	}
	if want := "docusaurus.config.js:4:17: warning[docusaurus-config]: themeConfig.announcementBar: has no content: no announcement bar is shown"; strings.Join(got, "\n") != want {
		t.Errorf("diagnostics:\n%s\nwant:\n%s", strings.Join(got, "\n"), want)
	}
	if cfg.Site.AnnouncementBar != nil {
		t.Errorf("announcement bar: %+v", cfg.Site.AnnouncementBar)
	}
}

// A navbar or footer item's `to` is read as Docusaurus's useBaseUrl reads it:
// without a leading slash it is from the site's root, and one that already
// starts with the base URL does not get it twice (flow's navbar: to:
// 'en/docs/getting-started'); the base URL without its slash is the root, as
// addBaseUrl has it (facebook/docusaurus#6315).
func TestDocusaurusToAsUseBaseUrl(t *testing.T) {
	for _, c := range []struct{ to, base, want string }{
		{"docs/x", "/base/", "/docs/x"}, {"/docs/x", "/base/", "/docs/x"}, {"/base/docs/x", "/base/", "/docs/x"},
		{"/base", "/base/", "/"}, {"/based", "/base/", "/based"}, {"docs/x", "/", "/docs/x"}, {"https://x.org/a", "/", "https://x.org/a"}, {"#top", "/", "#top"},
	} {
		if got := SitePath(c.to, c.base); got != c.want {
			t.Errorf("SitePath(%q, %q) = %q, want %q", c.to, c.base, got, c.want)
		}
	}
	cfg, ds := loadDir(t, map[string]string{"docusaurus.config.js": `module.exports = {
  title: 'F', url: 'https://f.org', baseUrl: '/base/',
  presets: [['classic', {docs: {sidebarPath: false}}]],
  themeConfig: {footer: {links: [{title: 'L', items: [{label: 'Rel', to: 'docs/x'}, {label: 'Based', to: '/base/docs/y'}]}]}},
};`})
	for _, d := range ds {
		t.Errorf("diagnostic: %s", d)
	}
	if got := js(t, cfg.Site.Footer.Columns); got != `[{"title":"L","links":[{"label":"Rel","href":"/docs/x","external":false},{"label":"Based","href":"/docs/y","external":false}]}]` {
		t.Errorf("footer: %s", got)
	}
}

// A version named by a value read from a file (gravitino: `versions: {[v]:
// {…}}` with v from fs.readFileSync) is not taken over, with a warning,
// instead of an unknown-version error that showed the stand-in's marker.
func TestDocusaurusStandInVersionKey(t *testing.T) {
	cfg, ds := loadDir(t, map[string]string{"docusaurus.config.js": `const fs = require('fs');
const v = fs.readFileSync('CURRENT_VERSION', 'utf-8').trim();
module.exports = {
  title: 'S', url: 'https://s.org', baseUrl: '/',
  presets: [['classic', {docs: {sidebarPath: false, versions: {[v]: {label: 'Latest'}, current: {label: 'Next'}}}}]],
};`})
	var got []string
	for _, d := range ds {
		got = append(got, d.Message)
		if strings.Contains(d.Message, "\x00") || strings.Contains(d.Message, "stand-in") || d.Severity != diag.Warning {
			t.Errorf("diagnostic %q", d)
		}
	}
	if len(got) != 2 || !strings.HasPrefix(got[0], "fs.readFileSync reads nothing") || !strings.Contains(got[1], "names its version with a value that comes from a package or a file") {
		t.Errorf("warnings %q", got)
	}
	if p := cfg.Versions.Per["current"]; p.Label == nil || *p.Label != "Next" || len(cfg.Versions.Per) != 1 {
		t.Errorf("versions %+v", cfg.Versions.Per)
	}
}

// Versions read from a file (doc.teku: `versions = JSON.parse(fs.readFileSync(…))`,
// then set on the preset) are not taken over, with a warning at the option: they
// were silently the defaults, so every route of the site moved without a word.
func TestDocusaurusVersionsFromAFile(t *testing.T) {
	for _, src := range []string{
		"presets: [['classic', {docs: {sidebarPath: false, versions: JSON.parse(fs.readFileSync('./v.json', 'utf8'))}}]],\n};",
		"presets: [['classic', {docs: {sidebarPath: false, versions: {}}}]],\n};\nconst v = JSON.parse(fs.readFileSync('./v.json', 'utf8'));\nmodule.exports.presets[0][1].docs.versions = v;\nv.current = {label: 'development'};",
	} {
		cfg, ds := loadDir(t, map[string]string{"v.json": `{"1.0": {"label": "stable"}}`,
			"docusaurus.config.js": "const fs = require('fs');\nmodule.exports = {\n  title: 'S', url: 'https://s.org', baseUrl: '/',\n  " + src})
		var got []string
		for _, d := range ds {
			got = append(got, d.String())
		}
		if !slices.ContainsFunc(got, func(s string) bool {
			return strings.HasPrefix(s, "docusaurus.config.js:4:") && strings.Contains(s, "presets[0][1].docs.versions: comes from a package or a file that contentc does not run or read; not taken over")
		}) {
			t.Errorf("%s: warnings %q", src, got)
		}
		if len(cfg.Versions.Per) != 0 {
			t.Errorf("versions %+v", cfg.Versions.Per)
		}
	}
}

// Other instances of the docs plugin are docsPlugins, with their options read
// as the default one's; their navbar items keep docsPluginId, but for a version
// dropdown (contentc's is the default plugin's), which is left out.
func TestDocusaurusDocsPlugins(t *testing.T) {
	cfg, ds := loadDir(t, map[string]string{"docusaurus.config.js": `module.exports = {
  title: 'P', url: 'https://p.example.com', baseUrl: '/',
  presets: [['classic', {docs: {sidebarPath: './sidebars.js'}}]],
  plugins: [
    ['@docusaurus/plugin-content-docs', {id: 'community', path: 'community', routeBasePath: '/community/',
      sidebarPath: require.resolve('./sidebarsCommunity.js'), editUrl: ({docPath}) => 'https://e.com/c/' + docPath,
      lastVersion: 'current', sidebarCollapsed: false, admonitions: {keywords: ['perf'], extendDefaults: true}}],
    ['content-docs', {id: 'api', path: 'api'}],
  ],
  themeConfig: {navbar: {items: [
    {type: 'docSidebar', sidebarId: 'community', docsPluginId: 'community', label: 'Community'},
    {type: 'docsVersionDropdown', docsPluginId: 'community'},
    {type: 'doc', docId: 'x', docsPluginId: 'gone', label: 'Gone'},
  ]}},
};
`, "sidebars.js": "module.exports = {docs: []};", "sidebarsCommunity.js": "module.exports = {community: []};"})
	var got []string
	for _, d := range ds {
		got = append(got, d.String())
	}
	want := []string{
		`docusaurus.config.js:12:35: warning[docusaurus-config]: themeConfig.navbar.items[1].docsPluginId: names the docs plugin "community": contentc's version dropdown is the default docs plugin's; the item is left out`,
		`docusaurus.config.js:13:31: warning[docusaurus-config]: themeConfig.navbar.items[2].docsPluginId: names the docs plugin "gone", which the config does not have; the item is left out`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("diagnostics:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	var ps []string
	for _, p := range cfg.DocsPlugins() {
		sp := "-"
		if p.SidebarPath != nil {
			sp = *p.SidebarPath
		}
		eu := "-"
		if p.EditURL != nil {
			eu = *p.EditURL
		}
		ps = append(ps, strings.Join([]string{p.PluginID, p.Path, p.RouteBasePath, sp, eu, p.Versions.LastVersion}, "|")+"|"+map[bool]string{true: "collapsed", false: "expanded"}[p.SidebarCollapsed])
	}
	if got, want := strings.Join(ps, "\n"), "default|docs|docs|sidebars.js|-||collapsed\ncommunity|community|community|sidebarsCommunity.js|https://e.com/c/{docPath}|current|expanded\napi|api|docs|-|-||collapsed"; got != want {
		t.Errorf("plugins:\n%s\nwant\n%s", got, want)
	}
	if strings.Join(cfg.AdmonitionKeywords, ",") != "perf" {
		t.Errorf("admonition keywords %v", cfg.AdmonitionKeywords)
	}
	items := cfg.Doc.Value.(map[string]any)["navbar"].(map[string]any)["items"]
	if got := js(t, items); got != `[{"docsPluginId":"community","label":"Community","sidebarId":"community","type":"docSidebar"}]` {
		t.Errorf("navbar items: %s", got)
	}
}

// A config that is what a package's helper returns (devicescript's
// `module.exports = configure({…}, {…})`) is the object given to the helper,
// with a warning at the package's require; a stand-in exported as it is, or
// called with no object, is still nothing (the defaults).
func TestDocusaurusConfigWrappedInAPackageCall(t *testing.T) {
	cfg, ds := loadDir(t, map[string]string{"docusaurus.config.js": `const { configure } = require('some-config-helper');
const config = configure(
  {title: 'Wrapped', url: 'https://w.org', baseUrl: '/wrapped/', presets: [['classic', {docs: {routeBasePath: '/'}}]]},
  {extra: true},
);
module.exports = config;`})
	if cfg.Site.Title != "Wrapped" || cfg.Site.BaseURL != "/wrapped/" {
		t.Errorf("title %q, base URL %q", cfg.Site.Title, cfg.Site.BaseURL)
	}
	if len(ds) != 1 || ds[0].Line != 1 || ds[0].Column != 31 || !strings.Contains(ds[0].Message, `the config is what a function of "some-config-helper" returns`) {
		t.Errorf("diagnostics %v", ds)
	}
	for _, src := range []string{`module.exports = require('some-config-helper');`, `module.exports = require('some-config-helper').configure('x');`} {
		cfg, _ := loadDir(t, map[string]string{"docusaurus.config.js": src})
		if cfg.Site.Title != "Documentation" {
			t.Errorf("%s: title %q", src, cfg.Site.Title)
		}
	}
}

// A config that a merge package's function returns (`merge(commonConfig,
// localConfig)`, defi-wonderland's handbooks) is the objects it was given,
// merged as the package merges them (later keys winning; webpack-merge and
// deepmerge join lists): an object a package gives is left out, with a warning at its
// require; with only the config's own objects there is none.
func TestDocusaurusConfigMerged(t *testing.T) {
	cfg, ds := loadDir(t, map[string]string{"docusaurus.config.js": `const { merge } = require('webpack-merge');
const common = require('@acme/common-config');
const base = {title: 'Base', tagline: 'Kept', url: 'https://m.org', baseUrl: '/', themeConfig: {navbar: {title: 'Base', items: [{to: '/a', label: 'A'}]}}};
module.exports = merge(common, base, {title: 'Mine', presets: [['classic', {docs: {routeBasePath: '/'}}]], themeConfig: {navbar: {items: [{to: '/b', label: 'B'}]}}});`})
	if cfg.Site.Title != "Mine" || cfg.Site.Tagline != "Kept" || cfg.Site.Navbar.Title != "Base" {
		t.Errorf("site %+v", cfg.Site)
	}
	items := cfg.Doc.Value.(map[string]any)["navbar"].(map[string]any)["items"]
	if got := js(t, items); got != `[{"label":"A","to":"/a"},{"label":"B","to":"/b"}]` {
		t.Errorf("navbar items: %s", got)
	}
	if len(ds) != 1 || ds[0].Line != 2 || !strings.Contains(ds[0].Message, `an object that "@acme/common-config" gives`) {
		t.Errorf("diagnostics %v", ds)
	}
	cfg, ds = loadDir(t, map[string]string{"docusaurus.config.js": `const merge = require('lodash/merge');
module.exports = merge({title: 'Base', tagline: 'Kept', url: 'https://m.org', baseUrl: '/', themeConfig: {navbar: {items: [{to: '/a', label: 'A'}]}}}, {title: 'Mine', themeConfig: {navbar: {items: [{to: '/b', label: 'B'}]}}});`})
	if cfg.Site.Title != "Mine" || cfg.Site.Tagline != "Kept" || len(ds) != 0 {
		t.Errorf("lodash: site %+v, diagnostics %v", cfg.Site, ds)
	}
	if got := js(t, cfg.Doc.Value.(map[string]any)["navbar"].(map[string]any)["items"]); got != `[{"label":"B","to":"/b"}]` {
		t.Errorf("lodash: navbar items %s", got)
	}
	// deepmerge joins lists by default, as webpack-merge does
	cfg, _ = loadDir(t, map[string]string{"docusaurus.config.js": `const deepmerge = require('deepmerge');
module.exports = deepmerge({title: 'Base', url: 'https://m.org', baseUrl: '/', themeConfig: {navbar: {items: [{to: '/a', label: 'A'}]}}}, {themeConfig: {navbar: {items: [{to: '/b', label: 'B'}]}}});`})
	if got := js(t, cfg.Doc.Value.(map[string]any)["navbar"].(map[string]any)["items"]); got != `[{"label":"A","to":"/a"},{"label":"B","to":"/b"}]` {
		t.Errorf("deepmerge: navbar items %s", got)
	}
}

// A config may edit a prism theme's styles before using it, as with the
// package's own themes (typegraphql-prisma: vsLight.styles.find(s =>
// s.types.includes("attr-name")).style.color = …, which threw): the theme
// is still the one named.
func TestDocusaurusPrismThemeEdited(t *testing.T) {
	cfg, ds := loadDir(t, map[string]string{"docusaurus.config.js": `const vsLight = require('prism-react-renderer/themes/vsLight');
vsLight.styles.find((it) => it.types.includes('attr-name')).style.color = '#3d72b9';
vsLight.plain.backgroundColor = '#f5f5f5';
module.exports = {
  title: 'P', url: 'https://p.org', baseUrl: '/',
  presets: [['classic', {docs: {sidebarPath: false}}]],
  themeConfig: {prism: {theme: vsLight}},
};`})
	for _, d := range ds {
		t.Errorf("diagnostic: %s", d)
	}
	if cfg.Site.Title != "P" || cfg.Site.CodeThemes.Light != "vs" {
		t.Errorf("title %q, code theme %q", cfg.Site.Title, cfg.Site.CodeThemes.Light)
	}
}

// @docusaurus/remark-plugin-npm2yarn is markdown.npm2yarn: its sync option
// and the converters contentc converts to; a custom converter (a function)
// and one contentc does not convert to are left out, each with a warning, but a
// custom one named as one of contentc's (OpenAPI-Qraft's yarn and pnpm, which
// wrap npm-to-yarn) is contentc's own, with a warning.
func TestDocusaurusNpm2Yarn(t *testing.T) {
	cfg, ds := loadDir(t, map[string]string{"docusaurus.config.js": `const npm2yarn = require('@docusaurus/remark-plugin-npm2yarn');
module.exports = {
  title: 'F', url: 'https://f.org', baseUrl: '/',
  presets: [['classic', {docs: {sidebarPath: false,
    remarkPlugins: [[npm2yarn, {sync: true, converters: ['pnpm', ['Turbo', (code) => code.replace(/npm/g, 'turbo')], 'deno', 'bun', ['yarn', (code) => code]]}]]}}]],
};`})
	if cfg.Npm2Yarn == nil || !cfg.Npm2Yarn.Sync || strings.Join(cfg.Npm2Yarn.Converters, ",") != "pnpm,bun,yarn" {
		t.Errorf("npm2yarn: %+v", cfg.Npm2Yarn)
	}
	var got []string
	for _, d := range ds {
		got = append(got, d.String())
	}
	want := []string{
		"docusaurus.config.js:5:67: warning[docusaurus-config]: presets[0][1].docs.remarkPlugins[0][1].converters[1]: is a custom converter (a function), which contentc does not run; its tab is left out",
		"docusaurus.config.js:5:118: warning[docusaurus-config]: presets[0][1].docs.remarkPlugins[0][1].converters[2]: is a converter contentc does not convert to (it converts to yarn, pnpm and bun); its tab is left out",
		"docusaurus.config.js:5:134: warning[docusaurus-config]: presets[0][1].docs.remarkPlugins[0][1].converters[4]: is a custom converter (a function), which contentc does not run; its yarn tab has contentc's own conversion (OpenAPI-Qraft's wrap npm-to-yarn's)",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("diagnostics:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	// The plugin without options: yarn and pnpm, not synced.
	cfg, ds = loadDir(t, map[string]string{"docusaurus.config.js": `module.exports = {
  title: 'F', url: 'https://f.org', baseUrl: '/',
  presets: [['classic', {docs: {sidebarPath: false, remarkPlugins: [require('@docusaurus/remark-plugin-npm2yarn')]}}]],
};`})
	if len(ds) > 0 || cfg.Npm2Yarn == nil || cfg.Npm2Yarn.Sync || strings.Join(cfg.Npm2Yarn.Converters, ",") != "yarn,pnpm" {
		t.Errorf("npm2yarn without options: %+v %v", cfg.Npm2Yarn, ds)
	}
}

// docusaurus-remark-plugin-tab-blocks is markdown.tabBlocks (jest's docs, which
// require it as require('docusaurus-remark-plugin-tab-blocks').default): its
// groupId, sync and labels, whose [language, label] pairs go over the js and ts
// defaults, a later pair winning as in the plugin's Map; what it cannot take is
// a warning at its place.
func TestDocusaurusTabBlocks(t *testing.T) {
	cfg, ds := loadDir(t, map[string]string{"docusaurus.config.js": `const tabBlocks = require('docusaurus-remark-plugin-tab-blocks');
module.exports = {
  title: 'F', url: 'https://f.org', baseUrl: '/',
  presets: [['classic', {docs: {sidebarPath: false,
    remarkPlugins: [[tabBlocks.default, {groupId: 'langs', labels: [['json', 'JSON'], ['py'], ['js', 'JS'], ['rb', 5], ['js', 'ES']], lazy: true, sync: 'yes'}]]}}]],
};`})
	want := &tabblocks.Options{GroupID: "langs", Labels: map[string]string{"js": "ES", "ts": "TypeScript", "json": "JSON"}}
	if !reflect.DeepEqual(cfg.TabBlocks, want) {
		t.Errorf("tabBlocks: %+v", cfg.TabBlocks)
	}
	var got []string
	for _, d := range ds {
		got = append(got, d.String())
	}
	wantDs := []string{
		"docusaurus.config.js:5:88: warning[docusaurus-config]: presets[0][1].docs.remarkPlugins[0][1].labels[1]: is not a [language, label] pair of strings, such as ['json', 'JSON']; it is left out",
		"docusaurus.config.js:5:110: warning[docusaurus-config]: presets[0][1].docs.remarkPlugins[0][1].labels[3]: is not a [language, label] pair of strings, such as ['json', 'JSON']; it is left out",
		"docusaurus.config.js:5:135: warning[docusaurus-config]: presets[0][1].docs.remarkPlugins[0][1].lazy: is not an option of docusaurus-remark-plugin-tab-blocks",
		"docusaurus.config.js:5:147: warning[docusaurus-config]: presets[0][1].docs.remarkPlugins[0][1].sync: is not true or false; the tabs stay synced",
	}
	if strings.Join(got, "\n") != strings.Join(wantDs, "\n") {
		t.Errorf("diagnostics:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(wantDs, "\n"))
	}
	// The plugin imported, without options (before Docusaurus's own plugins
	// too): its defaults; sync: false gives no groupId.
	for _, c := range []struct{ plugin, group, warning string }{
		{"tabBlocks", "code-examples", ""},
		{"[tabBlocks, {sync: false, groupId: 'x'}]", "", ""},
		{"[tabBlocks, {groupId: 7}]", "code-examples", "docusaurus.config.js:4:95: warning[docusaurus-config]: presets[0][1].docs.beforeDefaultRemarkPlugins[0][1].groupId: is not a string; the groupId stays code-examples"},
		{"[tabBlocks, 'js']", "code-examples", "docusaurus.config.js:4:94: warning[docusaurus-config]: presets[0][1].docs.beforeDefaultRemarkPlugins[0][1]: is not an object of options; the plugin's defaults apply"},
	} {
		cfg, ds = loadDir(t, map[string]string{"docusaurus.config.js": `import tabBlocks from 'docusaurus-remark-plugin-tab-blocks';
export default {
  title: 'F', url: 'https://f.org', baseUrl: '/',
  presets: [['classic', {docs: {sidebarPath: false, beforeDefaultRemarkPlugins: [` + c.plugin + `]}}]],
};`})
		var got []string
		for _, d := range ds {
			got = append(got, d.String())
		}
		if want := (&tabblocks.Options{GroupID: c.group, Labels: map[string]string{"js": "JavaScript", "ts": "TypeScript"}}); strings.Join(got, "\n") != c.warning || !reflect.DeepEqual(cfg.TabBlocks, want) {
			t.Errorf("%s: %+v\n%s\nwant %s", c.plugin, cfg.TabBlocks, strings.Join(got, "\n"), c.warning)
		}
	}
}

// markdown.emoji (Docusaurus 3.9) is taken over; markdown.hooks with severities is a
// build setting, as onBrokenMarkdownLinks is (no warning), a hook function is not
// taken over; remark-emoji without options is what every document gets.
func TestDocusaurusMarkdownEmojiAndHooks(t *testing.T) {
	cfg, ds := loadDir(t, map[string]string{"docusaurus.config.js": `module.exports = {
  title: 'F', url: 'https://f.org', baseUrl: '/',
  markdown: {emoji: false, hooks: {onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'throw'}},
  presets: [['classic', {docs: {sidebarPath: false, remarkPlugins: [require('remark-emoji')]}}]],
};`})
	if len(ds) > 0 || !cfg.NoEmoji {
		t.Errorf("NoEmoji %v, diagnostics %v", cfg.NoEmoji, ds)
	}
	cfg, ds = loadDir(t, map[string]string{"docusaurus.config.js": `module.exports = {
  title: 'F', url: 'https://f.org', baseUrl: '/',
  markdown: {hooks: {onBrokenMarkdownLinks: ({url}) => '/fallback'}},
};`})
	if cfg.NoEmoji || len(ds) != 1 || !strings.Contains(ds[0].String(), "docusaurus.config.js:3:14: warning[docusaurus-config]: markdown.hooks: is not taken over by contentc") {
		t.Errorf("NoEmoji %v, diagnostics %v", cfg.NoEmoji, ds)
	}
}

// A navbar with a logo and no title shows the logo alone, as Docusaurus does
// (pixijs's navbar showed the site's title next to its logo); with neither,
// the site's title names the home link; a title given is kept.
func TestDocusaurusNavbarWithoutTitle(t *testing.T) {
	for navbar, want := range map[string]string{
		`{logo: {alt: 'Pixi', src: 'img/logo.svg'}}`: "",
		`{}`: "F",
		`{title: 'Nav', logo: {alt: 'Pixi', src: 'img/logo.svg'}}`: "Nav",
	} {
		cfg, ds := loadDir(t, map[string]string{"docusaurus.config.js": `module.exports = {
  title: 'F', url: 'https://f.org', baseUrl: '/',
  presets: [['classic', {docs: {sidebarPath: false}}]],
  themeConfig: {navbar: ` + navbar + `},
};`})
		for _, d := range ds {
			t.Errorf("diagnostic: %s", d)
		}
		if got := cfg.Site.Navbar.Title; got != want {
			t.Errorf("%s: navbar title %q, want %q", navbar, got, want)
		}
	}
}

// mdx-mermaid among the docs' remark plugins draws ```mermaid blocks as
// @docusaurus/theme-mermaid does (zitadel's docs): markdown.mermaid; its
// options are a warning.
func TestDocusaurusMDXMermaid(t *testing.T) {
	for _, c := range []struct{ plugin, warn string }{
		{`require('mdx-mermaid')`, ""},
		{`[require('mdx-mermaid'), {theme: {light: 'neutral'}}]`, "docusaurus.config.js:3:95: warning[docusaurus-config]: presets[0][1].docs.remarkPlugins[0][1]: is not taken over by contentc: diagrams are drawn with markdown.mermaid's themes"},
	} {
		cfg, ds := loadDir(t, map[string]string{"docusaurus.config.js": `module.exports = {
  title: 'F', url: 'https://f.org', baseUrl: '/',
  presets: [['classic', {docs: {sidebarPath: false, remarkPlugins: [` + c.plugin + `]}}]],
};`})
		var got []string
		for _, d := range ds {
			got = append(got, d.String())
		}
		if strings.Join(got, "\n") != c.warn {
			t.Errorf("%s: diagnostics %q, want %q", c.plugin, got, c.warn)
		}
		if cfg == nil || cfg.Site.Mermaid == nil || cfg.Site.Mermaid.Theme.Light != "default" {
			t.Errorf("%s: no mermaid: %+v", c.plugin, cfg)
		}
	}
}

// A function among the plugins, by name or written there, is warned of at
// where it is written (avalonia-docs' three were all at the plugins key).
func TestDocusaurusFunctionPluginPositions(t *testing.T) {
	_, ds := loadDir(t, map[string]string{"docusaurus.config.js": `const myPlugin = () => ({ name: 'x' });
module.exports = {
  title: 'F', url: 'https://f.org', baseUrl: '/',
  presets: [['classic', {docs: {sidebarPath: false}, blog: false}]],
  plugins: [
    myPlugin,
    function inline() {
      return { name: 'y' };
    },
  ],
};`})
	var got []string
	for _, d := range ds {
		got = append(got, d.String())
	}
	want := "docusaurus.config.js:6:5: warning[docusaurus-config]: plugins[0]: is a function, which contentc cannot take over\n" +
		"docusaurus.config.js:7:14: warning[docusaurus-config]: plugins[1]: is a function, which contentc cannot take over"
	if strings.Join(got, "\n") != want {
		t.Errorf("diagnostics:\n%s\nwant\n%s", strings.Join(got, "\n"), want)
	}
}

// @docusaurus/theme-mermaid given in plugins, as druid gives it, is the theme
// given in themes: markdown.mermaid's diagrams, no warning.
func TestDocusaurusMermaidThemeAsPlugin(t *testing.T) {
	for _, list := range []string{"themes", "plugins"} {
		cfg, ds := loadDir(t, map[string]string{"docusaurus.config.js": `module.exports = {
  title: 'F', url: 'https://f.org', baseUrl: '/', markdown: {mermaid: true},
  ` + list + `: ['@docusaurus/theme-mermaid'],
  presets: [['classic', {docs: {sidebarPath: false}, blog: false}]],
};`})
		for _, d := range ds {
			t.Errorf("%s: diagnostic %s", list, d)
		}
		if cfg == nil || cfg.Site.Mermaid == nil {
			t.Errorf("%s: no mermaid: %+v", list, cfg)
		}
	}
}

// remark-github-admonitions-to-directives among the docs' remark plugins is
// markdown.githubAlerts (stylelint's docs), with no warning.
func TestDocusaurusGitHubAlerts(t *testing.T) {
	cfg, ds := loadDir(t, map[string]string{"docusaurus.config.js": `import alerts from 'remark-github-admonitions-to-directives';
export default {
  title: 'F', url: 'https://f.org', baseUrl: '/',
  presets: [['classic', {docs: {sidebarPath: false, beforeDefaultRemarkPlugins: [alerts]}}]],
};`})
	for _, d := range ds {
		t.Errorf("diagnostic: %s", d)
	}
	if cfg == nil || !cfg.GitHubAlerts {
		t.Errorf("githubAlerts not on: %+v", cfg)
	}
}

// A Docusaurus site shows the iframes of the video players docs embed (chia's
// lessons, jitsi's tutorials), as Docusaurus shows any iframe; a site.yaml
// chooses its own (none by default).
func TestDocusaurusVideoIframeHosts(t *testing.T) {
	cfg, ds := loadDir(t, map[string]string{"docusaurus.config.js": `module.exports = {title: 'F', url: 'https://f.org', baseUrl: '/', presets: [['classic', {docs: {sidebarPath: false}}]]};`})
	for _, d := range ds {
		t.Errorf("diagnostic: %s", d)
	}
	if got := strings.Join(cfg.IframeHosts, " "); got != "www.youtube.com youtube.com www.youtube-nocookie.com player.vimeo.com www.loom.com player.bilibili.com" || strings.Join(cfg.Site.IframeHosts, " ") != got {
		t.Errorf("iframe hosts %q, site %q", got, cfg.Site.IframeHosts)
	}
	cfg, _ = loadDir(t, map[string]string{"site.yaml": "title: S\nurl: https://s.org\n"})
	if len(cfg.IframeHosts) != 0 {
		t.Errorf("site.yaml iframe hosts %q", cfg.IframeHosts)
	}
}

// An editUrl function is called as Docusaurus calls it for the site's own
// docs: with the site's default locale (fury-site's en-US branch gives the
// doc's file); one that gives one URL for every doc is that URL.
func TestDocusaurusEditURLFunctionLocaleAndConstant(t *testing.T) {
	cfg, ds := loadDir(t, map[string]string{"docusaurus.config.js": `module.exports = {
  title: 'E', url: 'https://e.org', baseUrl: '/', i18n: {defaultLocale: 'en-US', locales: ['en-US', 'zh-CN']},
  presets: [['classic', {docs: {sidebarPath: false,
    editUrl: ({locale, docPath}) => locale === 'en-US' ? ` + "`https://github.com/e/e/edit/main/docs/${docPath}`" + ` : 'https://github.com/e/e'}}]],
};`})
	for _, d := range ds {
		t.Errorf("diagnostic: %s", d)
	}
	if u := cfg.Site.Docs.EditURL; u == nil || *u != "https://github.com/e/e/edit/main/docs/{docPath}" {
		t.Errorf("editUrl %v", u)
	}
	cfg, ds = loadDir(t, map[string]string{"docusaurus.config.js": `module.exports = {
  title: 'E', url: 'https://e.org', baseUrl: '/',
  presets: [['classic', {docs: {sidebarPath: false, editUrl: () => 'https://github.com/e/e'}}]],
};`})
	for _, d := range ds {
		t.Errorf("diagnostic: %s", d)
	}
	if cfg.EditURLFunc == nil {
		t.Fatal("a function that gives one URL is not taken over")
	}
	if u, ok := cfg.EditURLFunc(EditURLArgs{DocPath: "a.md", Locale: "en"}); !ok || u != "https://github.com/e/e" {
		t.Errorf("edit URL of a doc: %q %v", u, ok)
	}
}

// A plugin or preset named with a trailing slash ('@docusaurus/plugin-content-docs/',
// Rasa's 2020 config) is that package, as Node resolves it for Docusaurus.
func TestDocusaurusModuleNameWithSlash(t *testing.T) {
	cfg, ds := loadDir(t, map[string]string{"docusaurus.config.js": `module.exports = {
  title: 'R', url: 'https://r.org', baseUrl: '/',
  plugins: [['@docusaurus/plugin-content-docs/', {routeBasePath: '/', sidebarPath: false, editUrl: 'https://github.com/r/r/edit/main/docs/'}]],
};`})
	for _, d := range ds {
		t.Errorf("diagnostic: %s", d)
	}
	if cfg.Site.Docs.RouteBasePath != "" || cfg.Site.Docs.EditURL == nil || *cfg.Site.Docs.EditURL != "https://github.com/r/r/edit/main/docs/" {
		t.Errorf("docs options not taken over: routeBasePath %q, editUrl %v", cfg.Site.Docs.RouteBasePath, cfg.Site.Docs.EditURL)
	}
}

// fetch is Node's global (Docusaurus 3 needs Node 18): a config that awaits
// it (yarnpkg/berry lists its previous versions from the npm registry) still
// evaluates, without a network; what it fetches is missing, and a fetch
// whose result lands nowhere in the config is a warning at the call.
func TestDocusaurusConfigFetch(t *testing.T) {
	cfg, ds := loadDir(t, map[string]string{"docusaurus.config.js": `async function versions() {
  const res = await fetch('https://registry.npmjs.org/yarn');
  if (!res.ok) throw new Error('no registry');
  const data = await res.json();
  return Object.keys(data.versions ?? {});
}
module.exports = async () => {
  const known = await versions();
  return {title: 'Y', url: 'https://y.org', baseUrl: '/', presets: [['classic', {docs: {sidebarPath: false}}]],
    customFields: {count: known.length}};
};`})
	var got []string
	for _, d := range ds {
		got = append(got, d.String())
	}
	if cfg == nil || cfg.Site.Title != "Y" || len(got) != 1 || !strings.HasPrefix(got[0], "docusaurus.config.js:2:21: warning[docusaurus-config]: fetch gets nothing") {
		t.Errorf("config %v, diagnostics:\n%s", cfg != nil, strings.Join(got, "\n"))
	}
}

// A plugin file that contentc does not take over is that one warning: what
// it fetches or reads with fs (for a page contentc does not build, electron's
// /apps) says nothing more, as its value is never the config's.
func TestDocusaurusConfigLeftOutPluginReads(t *testing.T) {
	_, ds := loadDir(t, map[string]string{"docusaurus.config.js": `const path = require('path');
module.exports = {title: 'Y', url: 'https://y.org', baseUrl: '/',
  plugins: [path.resolve(__dirname, './src/plugins/apps.js'), './src/plugins/list'],
};`, "src/plugins/apps.js": `module.exports = function apps() {
  const data = fetch('https://x.org/apps.json');
  return {name: 'apps', async contentLoaded({actions}) { actions.addRoute({path: '/apps', data}); }};
};`, "src/plugins/list/index.js": `const fs = require('fs');
const names = fs.readdirSync('./apps');
module.exports = function list() { return {name: 'list', loadContent() { return names; }}; };`})
	var got []string
	for _, d := range ds {
		got = append(got, fmt.Sprintf("%s:%d %s", d.File, d.Line, d.Message))
	}
	want := []string{
		`docusaurus.config.js:3 plugins[0]: plugin "/src/plugins/apps.js" is not taken over by contentc`,
		`docusaurus.config.js:3 plugins[1]: plugin "./src/plugins/list" is not taken over by contentc`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("diagnostics:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// Docusaurus's future flags that change how it builds (experimental_faster,
// v4) and markdown.mdx1Compat with MDX 1's syntax on (the default) mean
// nothing to the graph: no warning; a flag that changes what readers get
// (experimental_router: 'hash') and MDX 1's comments or heading ids turned
// off are warnings; its admonition titles turned off are taken over
// (markdown.mdx1Compat.admonitions: false), as a site builds with them.
func TestDocusaurusFutureFlagsAndMDX1Compat(t *testing.T) {
	cfg, ds := loadDir(t, map[string]string{"docusaurus.config.js": `module.exports = {
  title: 'F', url: 'https://f.org', baseUrl: '/',
  presets: [['classic', {docs: {sidebarPath: false}}]],
  markdown: {mdx1Compat: {comments: false, admonitions: false, headingIds: true}},
  future: {v4: {removeLegacyPostBuildHeadAttribute: true}, experimental_faster: true, faster: true, experimental_vcs: 'default-v2', experimental_router: 'hash'},
};`})
	var got []string
	for _, d := range ds {
		got = append(got, fmt.Sprintf("%d:%d %s", d.Line, d.Column, d.Message))
	}
	want := "4:27 markdown.mdx1Compat.comments: is false; contentc reads MDX 1's syntax all the same (a site that builds with it off does not write it)|5:133 future.experimental_router: is not taken over by contentc"
	if strings.Join(got, "|") != want {
		t.Errorf("diagnostics:\n%s\nwant\n%s", strings.Join(got, "|"), want)
	}
	if md := js(t, cfg.Doc.Value.(map[string]any)["markdown"].(map[string]any)["mdx1Compat"]); md != `{"admonitions":false}` || !cfg.NoMDX1Admonitions {
		t.Errorf("markdown.mdx1Compat %s, NoMDX1Admonitions %v", md, cfg.NoMDX1Admonitions)
	}
}

// Docusaurus 3.10's future.v4.mdx1CompatDisabledByDefault turns MDX 1's
// admonition titles off unless markdown.mdx1Compat.admonitions says
// otherwise: written in future.v4's object, or by `v4: true` from 3.10 (a
// version range installs the newest), where it turns on every v4 flag
// (gitea's docs, on 3.10.1); on 3.9 `v4: true` has no such flag.
func TestDocusaurusV4TurnsMDX1AdmonitionsOff(t *testing.T) {
	for _, c := range []struct {
		core, future, markdown string
		off                    bool
	}{
		{"3.10.1", "{v4: true}", "", true},
		{"^3.9.0", "{v4: true}", "", true},
		{"3.9.2", "{v4: true}", "", false},
		{"3.10.1", "{v4: false}", "", false},
		{"3.10.1", "{v4: {siteStorageNamespacing: true}}", "", false},
		{"3.10.1", "{v4: {mdx1CompatDisabledByDefault: true}}", "", true},
		{"3.10.1", "{v4: true}", "{mdx1Compat: {admonitions: true}}", false},
		{"3.10.1", "{v4: {mdx1CompatDisabledByDefault: false}}", "{mdx1Compat: {comments: true}}", false},
		{"3.9.2", "{}", "{mdx1Compat: {admonitions: false}}", true},
	} {
		config := "module.exports = {title: 'F', url: 'https://f.org', baseUrl: '/', future: " + c.future
		if c.markdown != "" {
			config += ", markdown: " + c.markdown
		}
		cfg, ds := loadDir(t, map[string]string{
			"package.json":         `{"dependencies": {"@docusaurus/core": "` + c.core + `"}}`,
			"docusaurus.config.js": config + "};",
		})
		if len(ds) != 0 {
			t.Errorf("%s %s %s: diagnostics %v", c.core, c.future, c.markdown, ds)
		}
		if cfg.NoMDX1Admonitions != c.off {
			t.Errorf("%s %s %s: admonition titles off %v, want %v", c.core, c.future, c.markdown, cfg.NoMDX1Admonitions, c.off)
		}
	}
}

// navbar.links, the items' name before Docusaurus 2.0.0-alpha.59
// (openapi-generator's navbar on alpha.40), is taken as the items; beside
// items (which later versions require), it stays not taken over.
func TestDocusaurusNavbarLinks(t *testing.T) {
	cfg, ds := loadDir(t, map[string]string{"docusaurus.config.js": `module.exports = {
  title: 'F', url: 'https://f.org', baseUrl: '/',
  presets: [['classic', {docs: {sidebarPath: false}}]],
  themeConfig: {navbar: {links: [{to: 'docs/a', label: 'Docs'}, {href: 'https://github.com/f', label: 'GitHub', position: 'right'}]}},
};`})
	for _, d := range ds {
		t.Errorf("diagnostic: %s", d)
	}
	items := cfg.Doc.Value.(map[string]any)["navbar"].(map[string]any)["items"]
	if got := js(t, items); got != `[{"label":"Docs","to":"docs/a"},{"href":"https://github.com/f","label":"GitHub","position":"right"}]` {
		t.Errorf("items %s", got)
	}
	_, ds = loadDir(t, map[string]string{"docusaurus.config.js": `module.exports = {
  title: 'F', url: 'https://f.org', baseUrl: '/',
  presets: [['classic', {docs: {sidebarPath: false}}]],
  themeConfig: {navbar: {items: [{to: 'docs/a', label: 'Docs'}], links: [{to: 'docs/b', label: 'Old'}]}},
};`})
	if len(ds) != 1 || !strings.Contains(ds[0].Message, "themeConfig.navbar.links: is not taken over") {
		t.Errorf("diagnostics %v", ds)
	}
}

// A site's own navbar item type (custom-…, drawn by its swizzled
// ComponentTypes) with a label and items is shown as a dropdown of them, with
// a label and a URL as a link, each with a warning; one with neither is left
// out (mlflow's custom-docsDropdown holds the links to its doc sections).
func TestDocusaurusCustomNavbarItems(t *testing.T) {
	cfg, ds := loadDir(t, map[string]string{"docusaurus.config.js": `module.exports = {
  title: 'F', url: 'https://f.org', baseUrl: '/',
  presets: [['classic', {docs: {sidebarPath: false}}]],
  themeConfig: {navbar: {items: [
    {type: 'custom-docsDropdown', label: 'Docs', items: [{to: 'docs/a', label: 'A'}]},
    {type: 'custom-link', label: 'Blog', to: 'blog'},
    {type: 'custom-versionSelector', position: 'right'},
    {type: 'fancy', label: 'X', to: 'x'},
  ]}},
};`})
	var got []string
	for _, d := range ds {
		got = append(got, d.String())
	}
	want := []string{
		`docusaurus.config.js:5:12: warning[docusaurus-config]: themeConfig.navbar.items[0]: navbar item of type "custom-docsDropdown" is the site's own component, which contentc does not run; it is shown as a dropdown of its items`,
		`docusaurus.config.js:6:12: warning[docusaurus-config]: themeConfig.navbar.items[1]: navbar item of type "custom-link" is the site's own component, which contentc does not run; it is shown as a link`,
		`docusaurus.config.js:7:12: warning[docusaurus-config]: themeConfig.navbar.items[2]: navbar item of type "custom-versionSelector" is not taken over by contentc`,
		`docusaurus.config.js:8:12: warning[docusaurus-config]: themeConfig.navbar.items[3]: navbar item of type "fancy" is not taken over by contentc`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("diagnostics\n%s", strings.Join(got, "\n"))
	}
	items := cfg.Doc.Value.(map[string]any)["navbar"].(map[string]any)["items"]
	if got := js(t, items); got != `[{"items":[{"label":"A","to":"docs/a"}],"label":"Docs","type":"dropdown"},{"label":"Blog","to":"blog","type":"default"}]` {
		t.Errorf("items %s", got)
	}
}

// A config runs as `docusaurus build` loads it: NODE_ENV and BABEL_ENV are
// production (devspace's navbar links to its released docs then); the rest of
// process.env is empty.
func TestDocusaurusConfigNodeEnv(t *testing.T) {
	cfg, ds := loadDir(t, map[string]string{"docusaurus.config.js": `module.exports = {
  title: 'F', url: 'https://f.org', baseUrl: '/',
  presets: [['classic', {docs: {sidebarPath: false}}]],
  themeConfig: {navbar: {items: [{label: process.env.BABEL_ENV + '/' + (process.env.HOME || 'none'), to: 'docs/' + (process.env.NODE_ENV == 'production' ? '' : 'next/') + 'intro'}]}},
};`})
	for _, d := range ds {
		t.Errorf("diagnostic: %s", d)
	}
	items := cfg.Doc.Value.(map[string]any)["navbar"].(map[string]any)["items"]
	if got := js(t, items); got != `[{"label":"production/none","to":"docs/intro"}]` {
		t.Errorf("items %s", got)
	}
}

// The navbar logo's href and target are taken over (devbox's logo links to
// its docs' landing page, devspace's to its website): a site path read as
// useBaseUrl reads it, a URL as it is; a script URL is dropped.
func TestDocusaurusNavbarLogoLink(t *testing.T) {
	for _, c := range []struct{ href, want string }{{"'devbox'", "/devbox"}, {"'https://devspace.sh/'", "https://devspace.sh/"}, {"'/docs/devbox/'", "/devbox/"}, {"'javascript:alert(1)'", ""}} {
		cfg, ds := loadDir(t, map[string]string{"docusaurus.config.js": `module.exports = {
  title: 'F', url: 'https://f.org', baseUrl: '/docs/',
  presets: [['classic', {docs: {sidebarPath: false}}]],
  themeConfig: {navbar: {logo: {alt: 'L', src: 'img/logo.svg', href: ` + c.href + `, target: '_self'}}},
};`})
		for _, d := range ds {
			t.Errorf("%s: diagnostic: %s", c.href, d)
		}
		lg := cfg.Site.Navbar.Logo
		got := ""
		if lg.Href != nil {
			got = *lg.Href
		}
		if got != c.want || lg.Target == nil || *lg.Target != "_self" {
			t.Errorf("%s: href %q target %v, want %q", c.href, got, lg.Target, c.want)
		}
	}
}

// A config's warnings are at the literal that wrote the value, whatever order
// the config uses its constants in: a key written in two constants is placed
// by the keys around it as written (typescript-eslint's footer warnings were
// at its navbar's lines), and a plugin entry at its name, not at a value of
// its options that a constant written earlier gives (jest's pwa plugin was at
// its theme colour's line).
func TestDocusaurusConfigWarningPositions(t *testing.T) {
	_, ds := loadDir(t, map[string]string{"docusaurus.config.js": `const ThemeColor = '#15c213';
const footer = {
  links: [{title: 'More', items: [{label: 'GitHub', href: 'https://github.com/x/y', position: 'left'}]}],
};
const navbar = {
  title: 'Site',
  items: [{to: '/docs/intro', label: 'Intro', position: 'left'}],
};
module.exports = {
  title: 'Repro', url: 'https://example.com', baseUrl: '/',
  plugins: [
    [
      '@docusaurus/plugin-pwa',
      {pwaHead: [{tagName: 'link', rel: 'mask-icon', href: 'img/a.svg', color: ThemeColor}]},
    ],
  ],
  themeConfig: {navbar, footer},
};
`})
	var got []string
	for _, d := range ds {
		got = append(got, fmt.Sprintf("%d:%d %s", d.Line, d.Column, d.Message))
	}
	want := []string{
		`3:85 themeConfig.footer.links[0].items[0].position: is not taken over by contentc`,
		`13:7 plugins[0]: plugin "@docusaurus/plugin-pwa" is not taken over by contentc`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("diagnostics:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// require of an ES module whose default export is a function gives the
// function, with the module's other exports on it, as jiti's interopDefault
// gives it (medusa's `export default reverseSidebarItems`: calling it threw
// "proxy target is not a function" and the whole site failed).
func TestDocusaurusConfigRequiresADefaultFunction(t *testing.T) {
	cfg, ds := loadDir(t, map[string]string{"docusaurus.config.js": `const shout = require('./src/shout');
const {suffix} = require('./src/shout');
module.exports = {title: shout('t') + suffix + shout.default('x'), url: 'https://y.org', baseUrl: '/'};`,
		"src/shout.js": `export const suffix = '!';
export default function shout(s) { return s.toUpperCase(); }`})
	if len(ds) > 0 || cfg.Site.Title != "T!X" {
		t.Errorf("title %q, diagnostics %v", cfg.Site.Title, ds)
	}
}

// String.prototype.localeCompare with {numeric: true} compares runs of digits
// as numbers, as Node's ICU does (medusa sorts its upgrade guides so), and
// Intl.Collator compares as localeCompare does, options included (it compared
// code points: "B" before "a").
func TestDocusaurusConfigLocaleCompare(t *testing.T) {
	cfg, ds := loadDir(t, map[string]string{"docusaurus.config.js": `module.exports = {url: 'https://y.org', baseUrl: '/',
  title: ['1-10-0', '1-9-0', '1-20'].sort((a, b) => a.localeCompare(b, undefined, {numeric: true})).join(' ') + ' | ' +
    ['b', 'B', 'a'].sort(new Intl.Collator().compare).join(' ') + ' | ' + ['v10', 'v9'].sort(new Intl.Collator('en', {numeric: true}).compare).join(' ')};`})
	if len(ds) > 0 || cfg.Site.Title != "1-9-0 1-10-0 1-20 | a b B | v9 v10" {
		t.Errorf("title %q, diagnostics %v", cfg.Site.Title, ds)
	}
}
