package compile

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/contentc/contentc/compiler/internal/graph"
)

// outline writes a sidebar as one line per item: indentation, type, label, href.
func outline(items []*graph.SidebarItem, indent string) string {
	var b strings.Builder
	for _, it := range items {
		href := "-"
		if it.Href != nil {
			href = *it.Href
		}
		b.WriteString(indent + it.Type + " " + it.Label + " " + href + "\n")
		b.WriteString(outline(it.Items, indent+"  "))
	}
	return b.String()
}

func TestSidebarsJS(t *testing.T) {
	dir, res := compileArchive(t, "sidebars-js.txtar")
	for _, d := range res.Diagnostics {
		t.Errorf("unexpected diagnostic: %s", d)
	}
	var g graph.Graph
	readJSON(t, filepath.Join(dir, "out", "graph.json"), &g)
	v := g.Versions[0]
	docs := outline(v.Sidebars["docs"].Items, "")
	wantDocs := `category Getting started -
  link Intro /docs/intro
  link Install it /docs/guide/install
category Guides -
  category Basics -
    link Basics /docs/guide/basics
`
	if docs != wantDocs {
		t.Errorf("docs sidebar:\n%s\nwant:\n%s", docs, wantDocs)
	}
	api := outline(v.Sidebars["api"].Items, "")
	wantAPI := `category API /docs/category/api
  link A /docs/api/a
  link B /docs/api/b
category Guide /docs/guide
  link Basics /docs/guide/basics
  link Install /docs/guide/install
link GitHub https://github.com/example/x
link Intro /docs/intro
category First -
  link Install /docs/guide/install
category Second -
  link Basics /docs/guide/basics
`
	if api != wantAPI {
		t.Errorf("api sidebar:\n%s\nwant:\n%s", api, wantAPI)
	}
	var order []string
	for name := range v.Sidebars {
		order = append(order, name)
	}
	if len(order) != 2 {
		t.Errorf("sidebars: %v", order)
	}
}

func TestSidebarsTS(t *testing.T) {
	dir, res := compileArchive(t, "sidebars-ts.txtar")
	for _, d := range res.Diagnostics {
		t.Errorf("unexpected diagnostic: %s", d)
	}
	var g graph.Graph
	readJSON(t, filepath.Join(dir, "out", "graph.json"), &g)
	got := outline(g.Versions[0].Sidebars["tutorialSidebar"].Items, "")
	want := `link Intro /docs/intro
category Guide -
  link Install /docs/guide/install
  link Basics /docs/guide/basics
`
	if got != want {
		t.Errorf("sidebar:\n%s\nwant:\n%s", got, want)
	}
	if c := g.Versions[0].Sidebars["tutorialSidebar"].Items[1]; c.Collapsed {
		t.Errorf("collapsed: false was not taken over")
	}
}

// docs.sidebarCollapsed: false starts every category expanded (unless it says
// otherwise); sidebarCollapsible: false makes none collapsible, all expanded.
func TestSidebarCollapseOptions(t *testing.T) {
	site := func(opts string) string {
		return "-- site.yaml --\ntitle: C\ndocs:\n  sidebarPath: sidebars.js\n" + opts + "\n-- sidebars.js --\n" +
			"module.exports = {docs: [{type: 'category', label: 'A', items: ['a']}, {type: 'category', label: 'B', collapsed: true, items: ['b']}]};\n" +
			"-- docs/a.md --\n# A\n-- docs/b.md --\n# B\n"
	}
	state := func(g *graph.Graph) string {
		var out []string
		for _, it := range g.Versions[0].Sidebars["docs"].Items {
			out = append(out, fmt.Sprintf("%s:%v/%v", it.Label, it.Collapsible, it.Collapsed))
		}
		return strings.Join(out, " ")
	}
	for _, tc := range []struct{ opts, want string }{
		{"", "A:true/true B:true/true"},
		{"  sidebarCollapsed: false", "A:true/false B:true/true"},
		{"  sidebarCollapsible: false", "A:false/false B:false/true"},
	} {
		g, res := compileText(t, site(tc.opts))
		for _, d := range res.Diagnostics {
			t.Errorf("%q: %s", tc.opts, d)
		}
		if got := state(g); got != tc.want {
			t.Errorf("%q: got %s, want %s", tc.opts, got, tc.want)
		}
	}
}

// A sidebarPath that leaves the site folder and comes back into it
// ("../website/sidebars.js", botorch) is the sidebars file inside it, whose
// requires are read from its folder.
func TestSidebarPathThroughTheParentFolder(t *testing.T) {
	dir, res := compileSource(t, `-- docusaurus.config.js --
module.exports = {
  title: 'T', url: 'https://example.com', baseUrl: '/',
  presets: [['classic', {docs: {sidebarPath: '../src/sidebars.js'}}]],
};
-- sidebars.js --
const extra = require('./extra.json');
module.exports = {docs: ['intro', ...extra]};
-- extra.json --
["more"]
-- docs/intro.md --
# Intro
-- docs/more.md --
# More
`)
	for _, d := range res.Diagnostics {
		t.Errorf("unexpected diagnostic: %s", d)
	}
	var g graph.Graph
	readJSON(t, filepath.Join(dir, "out", "graph.json"), &g)
	if got := outline(g.Versions[0].Sidebars["docs"].Items, ""); got != "link Intro /docs/intro\nlink More /docs/more\n" {
		t.Errorf("sidebar:\n%s", got)
	}
}

// "true" and "false" strings for collapsed and collapsible are booleans, as
// Docusaurus's Joi schemas convert them (openyurt.io's versioned sidebars
// write "collapsed": "true"); another string is still an error.
func TestCollapsedAsAString(t *testing.T) {
	dir, res := compileSource(t, `-- docusaurus.config.js --
module.exports = {
  title: 'T', url: 'https://example.com', baseUrl: '/',
  presets: [['classic', {docs: {sidebarPath: './sidebars.json'}}]],
};
-- sidebars.json --
{"docs": [{"type": "category", "label": "Guide", "collapsed": "true", "items": ["a"]}, {"type": "autogenerated", "dirName": "more"}]}
-- docs/a.md --
# A
-- docs/more/_category_.json --
{"label": "More", "collapsible": "FALSE"}
-- docs/more/sub/_category_.json --
{"label": "Sub"}
-- docs/more/sub/b.md --
# B
`)
	for _, d := range res.Diagnostics {
		t.Errorf("unexpected diagnostic: %s", d)
	}
	var g graph.Graph
	readJSON(t, filepath.Join(dir, "out", "graph.json"), &g)
	items := g.Versions[0].Sidebars["docs"].Items
	if len(items) != 2 || !items[0].Collapsed || !items[0].Collapsible || items[1].Label != "Sub" {
		t.Fatalf("sidebar: %s", outline(items, ""))
	}
	_, bad := compileSource(t, `-- docs/a/_category_.json --
{"label": "A", "collapsed": "yes"}
-- docs/a/x.md --
# X
`)
	if len(bad.Diagnostics) != 1 || !strings.Contains(bad.Diagnostics[0].String(), "collapsed: expected boolean") {
		t.Errorf("diagnostics: %v", bad.Diagnostics)
	}
}

// A sidebars file may require a file of a docs folder outside the site folder
// (docs.path: ../docs), which the scan reads as its own boundary too
// (visgl/loaders.gl's sidebar JSON), and other files of the repository that
// holds the site; nothing above the repository.
func TestSidebarsRequireFromDocsOutsideTheSite(t *testing.T) {
	top := t.TempDir()
	dir := filepath.Join(top, "repo")
	writeTree(t, top, parseArchive(`-- repo/website/docusaurus.config.js --
module.exports = {title: 'L', url: 'https://example.com', baseUrl: '/', presets: [['classic', {docs: {path: '../docs', sidebarPath: './sidebars.js'}}]]};
-- repo/website/sidebars.js --
module.exports = {s: require('../docs/sidebar.json')};
-- repo/docs/sidebar.json --
["intro"]
-- repo/docs/intro.md --
# Intro
-- repo/shared.json --
["intro"]
-- secret.json --
["intro"]
`))
	os.Mkdir(filepath.Join(dir, ".git"), 0o755)
	run := func(sidebars string) *Result {
		t.Helper()
		os.WriteFile(filepath.Join(dir, "website", "sidebars.js"), []byte(sidebars), 0o644)
		res, err := Run(Options{Root: filepath.Join(dir, "website"), Out: filepath.Join(dir, "out")})
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	for _, req := range []string{"../docs/sidebar.json", "../shared.json"} {
		if res := run("module.exports = {s: require('" + req + "')};\n"); res.Errors() != 0 {
			t.Errorf("%s: %v", req, res.Diagnostics)
		}
	}
	if res := run("module.exports = {s: require('../../secret.json')};\n"); res.Errors() == 0 {
		t.Errorf("a file above the repository was read: %v", res.Diagnostics)
	}
}

// A Docusaurus site's sidebarPath outside the site folder, in the repository
// (require.resolve('../docs/sb.json') beside docs.path '../docs': Avolites'
// prism plugin), is read, and is an input of the up-to-date check; one above
// the repository is not (an outside-root error).
func TestSidebarPathOutsideTheSite(t *testing.T) {
	top := t.TempDir()
	dir := filepath.Join(top, "repo")
	writeTree(t, top, parseArchive(`-- repo/website/docusaurus.config.js --
module.exports = {title: 'L', url: 'https://example.com', baseUrl: '/', presets: [['classic', {docs: {path: '../docs', sidebarPath: require.resolve('../docs/sb.json')}}]]};
-- repo/docs/sb.json --
{"s": ["intro"]}
-- repo/docs/intro.md --
# Intro
-- sb.json --
{"s": ["intro"]}
`))
	os.Mkdir(filepath.Join(dir, ".git"), 0o755)
	res, err := Run(Options{Root: filepath.Join(dir, "website"), Out: filepath.Join(dir, "out")})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Diagnostics) != 0 {
		t.Errorf("diagnostics: %v", res.Diagnostics)
	}
	var g graph.Graph
	readJSON(t, filepath.Join(dir, "out", "graph.json"), &g)
	if sb := g.Versions[0].Sidebars["s"]; sb == nil || len(sb.Items) != 1 {
		t.Errorf("sidebars %v", g.Versions[0].Sidebars)
	}
	cfg := filepath.Join(dir, "website", "docusaurus.config.js")
	data, _ := os.ReadFile(cfg)
	os.WriteFile(cfg, []byte(strings.Replace(string(data), "'../docs/sb.json'", "'../../sb.json'", 1)), 0o644)
	if res, _ := Run(Options{Root: filepath.Join(dir, "website"), Out: filepath.Join(dir, "out2")}); res.Errors() == 0 {
		t.Errorf("a sidebars file above the repository was read: %v", res.Diagnostics)
	}
}

// An empty object among a sidebar's items is a shorthand category list with no
// category: nothing, as Docusaurus reads it (beanmachine's `{...fbInternalOnly(…)}`
// outside Meta, azureml-cheatsheets' `[ { } ]`); it stopped the site.
func TestSidebarsEmptyShorthand(t *testing.T) {
	g, res := compileText(t, `-- site.yaml --
title: S
docs:
  sidebarPath: sidebars.js
-- sidebars.js --
module.exports = {docs: ['x', {}, {Guides: ['y']}, {'CLI (preview)': [{}]}]};
-- docs/x.md --
# X
-- docs/y.md --
# Y
`)
	if len(res.Diagnostics) > 0 {
		t.Fatalf("diagnostics: %v", res.Diagnostics)
	}
	got := outline(g.Versions[0].Sidebars["docs"].Items, "")
	// A category left with no items (and no link) is left out, as in Docusaurus.
	want := "link X /docs/x\ncategory Guides -\n  link Y /docs/y\n"
	if got != want {
		t.Errorf("sidebar:\n%s\nwant:\n%s", got, want)
	}
}

// A category without items is a link to the doc it links to, as Docusaurus's
// sidebar postProcessor makes it (e3Guide's `items: []` categories were empty
// categories, and their pages' <DocCardList /> showed nothing), in a sidebars
// file and in an autogenerated sidebar (a folder of its index doc alone); the
// page's <DocCardList /> no longer warns.
func TestSidebarsEmptyCategoryWithADocLink(t *testing.T) {
	g, res := compileText(t, `-- docusaurus.config.js --
module.exports = {title: 'S', url: 'https://s.org', baseUrl: '/', presets: [['classic', {docs: {sidebarPath: './sidebars.js'}}]]};
-- sidebars.js --
module.exports = {
  docs: [{type: 'category', label: 'Shop', link: {type: 'doc', id: 'intro'}, items: [
    'other',
    {type: 'category', label: 'Store', className: 'store', link: {type: 'doc', id: 'store/store'}, items: []},
  ]}],
  auto: [{type: 'autogenerated', dirName: 'auto'}],
};
-- docs/intro.md --
# Intro
-- docs/other.md --
# Other
-- docs/store/store.mdx --
# Store

import DocCardList from '@theme/DocCardList';

<DocCardList />
-- docs/auto/a.md --
# A
-- docs/auto/solo/index.md --
# Solo
`)
	if len(res.Diagnostics) > 0 {
		t.Fatalf("diagnostics: %v", res.Diagnostics)
	}
	sb := g.Versions[0].Sidebars
	if got, want := outline(sb["docs"].Items, ""), "category Shop /docs/intro\n  link Other /docs/other\n  link Store /docs/store\n"; got != want {
		t.Errorf("sidebar:\n%s\nwant:\n%s", got, want)
	}
	if it := sb["docs"].Items[0].Items[1]; it.ClassName == nil || *it.ClassName != "store" || it.DocID == nil || *it.DocID != "store/store" {
		t.Errorf("the link keeps the category's class and doc: %+v", it)
	}
	if got, want := outline(sb["auto"].Items, ""), "link A /docs/auto/a\nlink Solo /docs/auto/solo\n"; got != want {
		t.Errorf("autogenerated:\n%s\nwant:\n%s", got, want)
	}
}

// A sidebars file may require fs, which has no file system here: what it reads
// is an empty list where the file puts it, with a warning there (conda-forge's
// JSON.parse(fs.readFileSync(…)), a folder listed with readdirSync).
func TestSidebarsJSWithFS(t *testing.T) {
	g, res := compileText(t, "-- site.yaml --\ntitle: S\ndocs:\n  sidebarPath: sidebars.js\n-- sidebars.js --\n"+
		"const fs = require('fs'); const path = require('path');\n"+
		"const guides = fs.readdirSync(path.join(__dirname, 'docs/guides')).filter(f => f.endsWith('.md')).map(f => 'guides/' + f.replace(/\\.md$/, ''));\n"+
		"module.exports = {docs: ['x', {type: 'category', label: 'Guides', items: guides}], other: JSON.parse(fs.readFileSync(`${__dirname}/_sidebar.json`))};\n"+
		"-- docs/x.md --\n# X\n-- docs/guides/a.md --\n# A\n")
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, d.String())
	}
	want := []string{
		"sidebars.js:3:67: warning[docusaurus-config]: docs/1/items comes from fs.readdirSync, which contentc does not run or read (sidebars files run without a file system); it is an empty list",
		"sidebars.js:3:84: warning[docusaurus-config]: other comes from fs.readFileSync, which contentc does not run or read (sidebars files run without a file system); it is an empty list",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("diagnostics:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if got := outline(g.Versions[0].Sidebars["docs"].Items, ""); got != "link X /docs/x\n" {
		t.Errorf("docs sidebar: %q", got)
	}
}

// A folder listed with fs.readdirSync that only drives a loop (rsksmart's
// devportal: one sidebar per folder of docs/) leaves no value to warn at: the
// read is reported where it was made, in the file that made it (a module the
// sidebars file required), as the sidebars are then missing.
func TestSidebarsJSFromAFolderListing(t *testing.T) {
	_, res := compileText(t, "-- site.yaml --\ntitle: S\ndocs:\n  sidebarPath: sidebars.js\n-- sidebars.js --\n"+
		"const {folders} = require('./src/utils');\nconst sidebars = {};\nfor (const d of folders('./docs')) sidebars[d] = [{type: 'autogenerated', dirName: d}];\nmodule.exports = sidebars;\n"+
		"-- src/utils.js --\nconst fs = require('fs');\nexports.folders = (dir) =>\n  fs.readdirSync(dir, {withFileTypes: true}).filter((d) => d.isDirectory()).map((d) => d.name);\n"+
		"-- docs/a/x.md --\n# X\n")
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, d.String())
	}
	want := "src/utils.js:3:6: warning[docusaurus-config]: fs.readdirSync reads nothing: contentc runs config and sidebars files without a file system, so what the file builds from it (a sidebar, navbar items, a list) is missing; write it out in the file, or use an autogenerated sidebar"
	if strings.Join(got, "\n") != want {
		t.Errorf("diagnostics:\n%s\nwant:\n%s", strings.Join(got, "\n"), want)
	}
}

// A category's link to a doc may name it relative to the category's folder,
// whose part of doc ids has no number prefixes (openziti's
// 10-linux/10-controller/_category_.yml: link: {type: doc, id: deploy}).
func TestCategoryLinkRelativeToNumberedFolder(t *testing.T) {
	g, res := compileText(t, `-- site.yaml --
title: C
-- docs/guides/10-linux/10-controller/_category_.yml --
label: Controller
link:
  type: doc
  id: deploy
-- docs/guides/10-linux/10-controller/10-deploy.mdx --
---
id: deploy
---
# Deploy
-- docs/guides/10-linux/10-controller/20-backup.md --
# Backup
`)
	if len(res.Diagnostics) > 0 {
		t.Fatalf("diagnostics: %v", res.Diagnostics)
	}
	got := outline(g.Versions[0].Sidebars["defaultSidebar"].Items, "")
	if !strings.Contains(got, "category Controller /docs/guides/linux/controller/deploy\n      link Backup") {
		t.Errorf("sidebar:\n%s", got)
	}
}

// In a Docusaurus site, a sidebars file that requires a package (nonebot's
// changelog items from a plugin package) compiles: the package is a stand-in,
// what the file takes from it is nothing, and a warning names it at its
// require; the rest of the sidebar stays.
func TestSidebarsRequirePackageInADocusaurusSite(t *testing.T) {
	g, res := compileText(t, `-- docusaurus.config.js --
module.exports = {title: 'N', url: 'https://example.com', baseUrl: '/', presets: [['classic', {docs: {sidebarPath: './sidebars.js'}}]]};
-- sidebars.js --
const { getChangelogItemsSync } = require('@nullbot/docusaurus-plugin-changelog');
const changelog = getChangelogItemsSync('src/changelog.md', 10);
module.exports = {docs: ['intro', {type: 'category', label: 'Changelog', items: [...changelog]}, 'guide']};
-- docs/intro.md --
# Intro
-- docs/guide.md --
# Guide
`)
	var msgs []string
	for _, d := range res.Diagnostics {
		msgs = append(msgs, fmt.Sprintf("%s:%d:%d %s", d.File, d.Line, d.Column, d.ID))
	}
	if got := strings.Join(msgs, " "); got != "sidebars.js:1:43 docusaurus-config" {
		t.Fatalf("diagnostics: %v", res.Diagnostics)
	}
	if got := outline(g.Versions[0].Sidebars["docs"].Items, ""); got != "link Intro /docs/intro\nlink Guide /docs/guide\n" {
		t.Errorf("sidebar:\n%s", got)
	}
}

// An item whose field comes from a package's helper (an html item's value,
// a link's label: lyrihkaesa's versionSelector(…) from
// docusaurus-plugin-openapi-docs) is left out with a warning, not a schema error
// that stops the site, and a helper's value as a whole item too; the items after
// keep their positions in later diagnostics.
func TestSidebarsJSItemFromAPackageHelper(t *testing.T) {
	_, res := compileText(t, "-- docusaurus.config.js --\nmodule.exports = {title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', {docs: {sidebarPath: './sidebars.js'}}]]};\n-- sidebars.js --\n"+
		"const { versionSelector, crumb } = require('some-sidebar-helpers');\n"+
		"module.exports = { main: [\n  { type: 'html', value: versionSelector(['1.0']) },\n  crumb('v1'),\n  'x',\n  {type: 'link', href: '/x', label: crumb('b')},\n  'nope',\n] };\n"+
		"-- docs/x.md --\n# X\n")
	var got []string
	for _, d := range res.Diagnostics {
		if !strings.Contains(d.Message, "is a package") {
			got = append(got, d.String())
		}
	}
	want := []string{
		"sidebars.js:2:20: warning[docusaurus-config]: main/1 comes from some-sidebar-helpers, which contentc does not run or read (sidebars files run without a file system); the item is left out",
		"sidebars.js:3:19: warning[docusaurus-config]: main/0/value comes from some-sidebar-helpers, which contentc does not run or read (sidebars files run without a file system); the item is left out",
		"sidebars.js:6:30: warning[docusaurus-config]: main/3/label comes from some-sidebar-helpers, which contentc does not run or read (sidebars files run without a file system); the item is left out",
		// the item after three left out, at its own line
		"sidebars.js:7:3: error[unknown-doc]: sidebar \"main\" names doc \"nope\", which does not exist\n  note: nearest doc ids: x",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("diagnostics:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
