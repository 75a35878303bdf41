package compile

import (
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/contentc/contentc/compiler/internal/graph"
)

// incSite is a content tree compiled incrementally and, at every step, compared
// file by file with a compile of the same tree without any cache.
type incSite struct {
	t     *testing.T
	dir   string
	cache *Cache
	memo  *Memo
	step  int
	// trust passes the memo compiles the list of changed files, found by
	// comparing listings of the tree as contentc watch does.
	trust   bool
	listing map[string][3]int64
}

// changes lists the files of the tree that changed since the last call (all
// of them the first time), the way the watcher does.
func (s *incSite) changes() []string {
	s.t.Helper()
	root := filepath.Join(s.dir, "src")
	cur := map[string][3]int64{}
	filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		fi, err := d.Info()
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, p)
		cur[filepath.ToSlash(rel)] = [3]int64{fi.Size(), fi.ModTime().UnixNano(), int64(fi.Mode())}
		return nil
	})
	changed := []string{}
	for p, st := range cur {
		if old, ok := s.listing[p]; !ok || old != st {
			changed = append(changed, p)
		}
	}
	for p := range s.listing {
		if _, ok := cur[p]; !ok {
			changed = append(changed, p)
		}
	}
	s.listing = cur
	return changed
}

// ageFolders sets the modification time of every folder under root that
// changed in the last minute an hour back (to a time of its own: a folder that
// changes again gets another time).
func ageFolders(t *testing.T, root string) {
	t.Helper()
	old := time.Now().Add(-time.Hour)
	filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return err
		}
		if fi, err := d.Info(); err == nil && time.Since(fi.ModTime()) < time.Minute {
			if err := os.Chtimes(p, old, old); err != nil {
				t.Fatal(err)
			}
		}
		return err
	})
}

func newIncSite(t *testing.T, archive string, withMemo bool) *incSite {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "sites", archive))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	writeTree(t, filepath.Join(dir, "src"), parseArchive(string(data)))
	ch, err := OpenCache(filepath.Join(dir, "cache"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ch.Close() })
	s := &incSite{t: t, dir: dir, cache: ch}
	if withMemo {
		s.memo = NewMemo()
		s.trust = true
	}
	return s
}

func (s *incSite) src(p string) string { return filepath.Join(s.dir, "src", filepath.FromSlash(p)) }

func (s *incSite) edit(p, old, new string) {
	s.t.Helper()
	data, err := os.ReadFile(s.src(p))
	if err != nil {
		s.t.Fatal(err)
	}
	if !strings.Contains(string(data), old) {
		s.t.Fatalf("%s has no %q", p, old)
	}
	os.WriteFile(s.src(p), []byte(strings.Replace(string(data), old, new, 1)), 0o644)
}

// compile compiles with the cache, then checks the output against a compile
// without it, and returns the incremental result.
func (s *incSite) compile() *Result {
	s.t.Helper()
	s.step++
	opts := Options{Root: filepath.Join(s.dir, "src"), Out: filepath.Join(s.dir, "out"), Cache: s.cache, Memo: s.memo}
	if s.trust {
		first := s.listing == nil
		opts.Changed = s.changes()
		opts.ChangedKnown = !first
		// As if the last file was added or removed a while ago: the scan then
		// takes its listing of the docs folder from the memo when it can.
		ageFolders(s.t, filepath.Join(s.dir, "src"))
	}
	res, err := Run(opts)
	if err != nil || res.Errors() > 0 {
		s.t.Fatalf("step %d: %v %v", s.step, err, res.Diagnostics)
	}
	if err := s.cache.Flush(); err != nil {
		s.t.Fatal(err)
	}
	ref := filepath.Join(s.dir, "ref")
	cold, err := Run(Options{Root: filepath.Join(s.dir, "src"), Out: ref})
	if err != nil || cold.Errors() > 0 {
		s.t.Fatal(err, cold.Diagnostics)
	}
	got, want := snapshot(s.t, filepath.Join(s.dir, "out")), snapshot(s.t, ref)
	var names []string
	for n := range want {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		if got[n] != want[n] {
			s.t.Errorf("step %d: %s differs from a compile without the cache:\n%s\nwant:\n%s", s.step, n, got[n], want[n])
		}
	}
	for n := range got {
		if _, ok := want[n]; !ok {
			s.t.Errorf("step %d: %s should not be in the output", s.step, n)
		}
	}
	if len(res.Diagnostics) != len(cold.Diagnostics) {
		s.t.Errorf("step %d: diagnostics %v, without the cache %v", s.step, res.Diagnostics, cold.Diagnostics)
	}
	return res
}

func TestIncrementalCompileIsByteIdentical(t *testing.T) {
	for _, mode := range []string{"cache", "cache+memo", "cache+memo+changes"} {
		withMemo := mode != "cache"
		t.Run(mode, func(t *testing.T) {
			s := newIncSite(t, "basic.txtar", withMemo)
			s.trust = mode == "cache+memo+changes"
			res := s.compile()
			if res.Rendered != res.Docs || res.Cached != 0 {
				t.Errorf("cold: %d rendered, %d cached of %d", res.Rendered, res.Cached, res.Docs)
			}
			res = s.compile()
			if res.Rendered != 0 || res.Cached != res.Docs || !res.Unchanged || res.FilesWritten != 0 {
				t.Errorf("warm: %d rendered, %d cached, unchanged %v, %d written", res.Rendered, res.Cached, res.Unchanged, res.FilesWritten)
			}

			// A one-page edit renders that page only.
			s.edit("docs/api/specs/goal.md", "Goal.", "Goal, edited.\n\n## Targets")
			res = s.compile()
			if res.Rendered != 1 {
				t.Errorf("one-page edit rendered %d pages", res.Rendered)
			}
			if res.FilesWritten > 5 {
				t.Errorf("one-page edit wrote %d files", res.FilesWritten)
			}
			// Revert: the earlier rendering is still in the cache.
			s.edit("docs/api/specs/goal.md", "Goal, edited.\n\n## Targets", "Goal.")
			if res = s.compile(); res.Rendered != 0 {
				t.Errorf("revert rendered %d pages", res.Rendered)
			}

			// What places or names a page in a sidebar changes: its title (the
			// label), its position, its description (a category card).
			s.edit("docs/api/01-chart.md", "title: Chart", "title: Chart component")
			s.compile()
			s.edit("docs/api/specs/goal.md", "sidebar_position: 2", "sidebar_position: 0")
			s.compile()
			s.edit("docs/api/specs/goal.md", "description: A goal chart.", "description: A goal chart, described.")
			s.compile()

			// An anchor that a link of another page points at disappears: that page is
			// not rendered again (its HTML does not change) but the link check sees it.
			s.edit("docs/guide/advanced/deep.md", "## Details", "## Particulars")
			res, _ = Run(Options{Root: filepath.Join(s.dir, "src"), Out: filepath.Join(s.dir, "out"), Cache: s.cache, Memo: s.memo})
			found := false
			for _, d := range res.Diagnostics {
				found = found || (d.ID == "broken-anchor" && d.File == "docs/guide/01-intro.md")
			}
			if !found {
				t.Errorf("broken anchor not reported from the cache: %v", res.Diagnostics)
			}
			s.edit("docs/guide/advanced/deep.md", "## Particulars", "## Details")
			s.compile()

			// A linked page moves (its slug changes): the page itself is rendered
			// again (its body now starts a line later), the page linking to it by
			// file is not (a rendering depends only on its file) but gets the new
			// href, filled in after rendering.
			s.edit("docs/guide/advanced/deep.md", "sidebar_label: Deep", "sidebar_label: Deep\nslug: /guide/deeper")
			res = s.compile()
			if res.Rendered != 1 {
				t.Errorf("moved target: %d pages rendered, want 1", res.Rendered)
			}
			var intro graph.DocPage
			readJSON(t, filepath.Join(s.dir, "out", "docs/current/guide/intro.json"), &intro)
			if !strings.Contains(intro.HTML, `href="/base/guide/deeper#details"`) {
				t.Errorf("link not updated: %s", intro.HTML)
			}

			// Config that rendering does not read (the title, the base URL: hrefs
			// are filled in after rendering) renders nothing again.
			s.edit("site.yaml", "title: Test Site", "title: Renamed Site")
			if res = s.compile(); res.Rendered != 0 {
				t.Errorf("title change rendered %d pages", res.Rendered)
			}
			s.edit("site.yaml", "baseUrl: /base/", "baseUrl: /docs-base/")
			if res = s.compile(); res.Rendered != 0 {
				t.Errorf("base URL change rendered %d of %d pages", res.Rendered, res.Docs)
			}
			readJSON(t, filepath.Join(s.dir, "out", "docs/current/guide/intro.json"), &intro)
			if !strings.Contains(intro.HTML, `href="/docs-base/guide/deeper#details"`) {
				t.Errorf("link not updated to the new base URL: %s", intro.HTML)
			}

			// A search weight changes: no page is rendered again, and search.json
			// (compared with a cold compile) has the new weight.
			s.edit("site.yaml", "title: Renamed Site", "title: Renamed Site\nsearch:\n  boost:\n    /guide/: 3")
			if res = s.compile(); res.Rendered != 0 {
				t.Errorf("search boost change rendered %d pages", res.Rendered)
			}
			if data, _ := os.ReadFile(filepath.Join(s.dir, "out", "search.json")); !strings.Contains(string(data), `"boost": 3`) {
				t.Errorf("search.json has no boost 3:\n%.600s", data)
			}
			s.edit("site.yaml", "\nsearch:\n  boost:\n    /guide/: 3", "")
			s.compile()

			// The Markdown format is site config the renderer reads: every doc is
			// rendered again, and an indented block is code in CommonMark, text in MDX
			// (the comparison with a cold compile catches a stale rendering).
			os.WriteFile(s.src("docs/api/indented.md"), []byte("---\ntitle: Indented\n---\n\nText.\n\n    indented line\n"), 0o644)
			s.compile()
			s.edit("site.yaml", "title: Renamed Site", "title: Renamed Site\nmarkdown:\n  format: detect")
			if res = s.compile(); res.Rendered != res.Docs {
				t.Errorf("format change rendered %d of %d pages", res.Rendered, res.Docs)
			}
			s.edit("site.yaml", "\nmarkdown:\n  format: detect", "")
			os.Remove(s.src("docs/api/indented.md"))
			s.compile()

			// So are the iframe hosts: allowing one shows its iframe (the cached
			// rendering without it is not reused), and the page's file is unchanged.
			os.WriteFile(s.src("docs/api/embed.mdx"), []byte("# Embed\n\n<iframe src=\"https://www.youtube.com/embed/x\" title=\"Talk\"></iframe>\n"), 0o644)
			s.compile()
			s.edit("site.yaml", "title: Renamed Site", "title: Renamed Site\nmarkdown:\n  iframeHosts: [www.youtube.com]")
			s.compile()
			var embed graph.DocPage
			readJSON(t, filepath.Join(s.dir, "out", "docs/current/api/embed.json"), &embed)
			if !strings.Contains(embed.HTML, `<iframe src="https://www.youtube.com/embed/x" title="Talk">`) {
				t.Errorf("iframe of an allowed host not shown: %s", embed.HTML)
			}
			// the graph names the hosts, which the web's CSP lets pages frame
			var g graph.Graph
			readJSON(t, filepath.Join(s.dir, "out", "graph.json"), &g)
			if strings.Join(g.Site.IframeHosts, ",") != "www.youtube.com" {
				t.Errorf("site.iframeHosts %v", g.Site.IframeHosts)
			}
			s.edit("site.yaml", "\nmarkdown:\n  iframeHosts: [www.youtube.com]", "")
			s.compile()
			readJSON(t, filepath.Join(s.dir, "out", "docs/current/api/embed.json"), &embed)
			if strings.Contains(embed.HTML, "<iframe") {
				t.Errorf("iframe shown once its host is no longer allowed: %s", embed.HTML)
			}
			os.Remove(s.src("docs/api/embed.mdx"))
			s.compile()

			// And the MDX component scope (src/theme/MDXComponents.js): a doc that
			// uses <Icon> without importing it becomes an island once the scope has it.
			os.MkdirAll(s.src("src/theme"), 0o755)
			os.MkdirAll(s.src("src/components"), 0o755)
			os.WriteFile(s.src("src/components/icon.jsx"), []byte("export default function Icon() { return null }\n"), 0o644)
			os.WriteFile(s.src("src/theme/MDXComponents.js"), []byte("import MDXComponents from '@theme-original/MDXComponents'\n\nexport default { ...MDXComponents }\n"), 0o644)
			os.WriteFile(s.src("docs/api/icon.mdx"), []byte("# Icon\n\n<Icon />\n"), 0o644)
			s.compile()
			s.edit("src/theme/MDXComponents.js", "export default { ...MDXComponents }", "import Icon from '@site/src/components/icon'\n\nexport default { ...MDXComponents, Icon }")
			s.compile()
			var icon graph.DocPage
			readJSON(t, filepath.Join(s.dir, "out", "docs/current/api/icon.json"), &icon)
			if !strings.Contains(icon.HTML, `data-component="Icon"`) {
				t.Errorf("a component of the scope is not an island: %s", icon.HTML)
			}
			os.RemoveAll(s.src("src"))
			os.Remove(s.src("docs/api/icon.mdx"))
			s.compile()

			// A module whose exports an attribute uses (Tabs values from a constants
			// module, evaluated in the sandbox) is a dependency: editing it renders
			// the page again.
			os.MkdirAll(s.src("core"), 0o755)
			os.WriteFile(s.src("core/tabs.tsx"), []byte("import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';\nimport labels from './labels.json';\nconst isMac = ExecutionEnvironment.canUseDOM ? navigator.platform.startsWith('Mac') : false;\nexport default {platforms: [{label: labels.android, value: 'android'}, {label: 'iOS', value: 'ios'}], defaultPlatform: isMac ? 'ios' : 'android'};\n"), 0o644)
			os.WriteFile(s.src("core/labels.json"), []byte(`{"android": "Android"}`), 0o644)
			os.WriteFile(s.src("docs/api/tabs.mdx"), []byte("# Tabs\n\nimport constants from '@site/core/tabs';\n\n<Tabs defaultValue={constants.defaultPlatform} values={constants.platforms}>\n<TabItem value=\"ios\">\n\nI.\n\n</TabItem>\n<TabItem value=\"android\">\n\nA.\n\n</TabItem>\n</Tabs>\n"), 0o644)
			s.compile()
			var tabsPage graph.DocPage
			readJSON(t, filepath.Join(s.dir, "out", "docs/current/api/tabs.json"), &tabsPage)
			if !strings.Contains(tabsPage.HTML, `aria-selected="true" tabindex="0" data-value="android">Android</button>`) {
				t.Errorf("tabs not from the module: %s", tabsPage.HTML)
			}
			s.edit("core/labels.json", `"Android"`, `"Android OS"`) // a file the module reads
			s.compile()
			readJSON(t, filepath.Join(s.dir, "out", "docs/current/api/tabs.json"), &tabsPage)
			if !strings.Contains(tabsPage.HTML, ">Android OS</button>") {
				t.Errorf("module edit not seen: %s", tabsPage.HTML)
			}
			os.RemoveAll(s.src("core"))
			os.Remove(s.src("docs/api/tabs.mdx"))
			s.compile()

			// A page is added and another removed.
			os.WriteFile(s.src("docs/api/new.md"), []byte("---\ntitle: New\n---\n\nNew page, see [goal](specs/goal.md).\n"), 0o644)
			os.Remove(s.src("docs/api/specs/bullet.md"))
			if res = s.compile(); res.Rendered != 1 {
				t.Errorf("add+remove rendered %d pages", res.Rendered)
			}

			// The folder's listing changes in other ways: a category file is edited,
			// a doc appears in a new folder, a doc becomes a symlink; each is seen
			// (the watcher's change list does not let the scan skip its walk then).
			s.edit("docs/api/specs/_category_.json", `"label": "Specs"`, `"label": "Specifications"`)
			s.compile()
			os.MkdirAll(s.src("docs/api/more"), 0o755)
			os.WriteFile(s.src("docs/api/more/extra.md"), []byte("# Extra\n\nMore.\n"), 0o644)
			s.compile()
			s.edit("docs/api/more/extra.md", "More.", "More, edited.")
			if res = s.compile(); res.Rendered != 1 {
				t.Errorf("edit after add rendered %d pages", res.Rendered)
			}
			os.Rename(s.src("docs/api/more/extra.md"), s.src("docs/api/more/extra.txt"))
			os.Symlink("extra.txt", s.src("docs/api/more/extra.md"))
			s.compile()
			os.Remove(s.src("docs/api/more/extra.md"))
			os.Remove(s.src("docs/api/more/extra.txt"))
			os.Remove(s.src("docs/api/more"))
			s.compile()
		})
	}
}

func TestIncrementalVersionsAndProps(t *testing.T) {
	s := newIncSite(t, "versions.txtar", true)
	s.compile()
	s.compile()

	// ::props tables: a change of the type reference renders the pages using it again.
	data, err := os.ReadFile(filepath.Join("..", "typedoc", "testdata", "small.typedoc.json"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	writeTree(t, filepath.Join(dir, "src"), parseArchive(`
-- site.yaml --
title: T
typedoc:
  json: api.json
-- docs/a.md --
---
title: A
---
## Props

::props{of="WidgetSpec"}
`))
	os.WriteFile(filepath.Join(dir, "src", "api.json"), data, 0o644)
	ch, _ := OpenCache(filepath.Join(dir, "cache"))
	defer ch.Close()
	p := &incSite{t: t, dir: dir, cache: ch}
	p.compile()
	if res := p.compile(); res.Cached == 0 {
		t.Error("page with ::props not cached")
	}
	md, _ := os.ReadFile(filepath.Join(dir, "out", "markdown", "docs", "a.md"))
	if !strings.Contains(string(md), "| Prop | Type | Default | Description |") || strings.Contains(string(md), "::props") {
		t.Errorf("markdown copy does not expand ::props:\n%s", md)
	}
	// Rename a property in the reference: the table, hence the page, changes.
	changed := strings.Replace(string(data), `"name": "size"`, `"name": "extent"`, 1)
	if changed == string(data) {
		t.Fatal("the fixture has no size property")
	}
	os.WriteFile(filepath.Join(dir, "src", "api.json"), []byte(changed), 0o644)
	if res := p.compile(); res.Rendered == 0 {
		t.Error("page with ::props not rendered again after the reference changed")
	}
}

func TestFailedIncrementalCompileKeepsPreviousOutput(t *testing.T) {
	s := newIncSite(t, "basic.txtar", true)
	s.compile()
	out := filepath.Join(s.dir, "out")
	before := snapshot(t, out)
	os.WriteFile(s.src("docs/guide/broken.md"), []byte("---\ntitle: [unclosed\n---\n"), 0o644)
	res, err := Run(Options{Root: filepath.Join(s.dir, "src"), Out: out, Cache: s.cache, Memo: s.memo})
	if err != nil || res.Errors() == 0 || res.Written {
		t.Fatalf("want a failed compile: %v %v", err, res.Diagnostics)
	}
	after := snapshot(t, out)
	if len(before) != len(after) {
		t.Fatalf("file count changed: %d -> %d", len(before), len(after))
	}
	for k, v := range before {
		if after[k] != v {
			t.Errorf("%s changed", k)
		}
	}
	os.Remove(s.src("docs/guide/broken.md"))
	s.compile()
}

func TestLLMSTxt(t *testing.T) {
	dir, res := compileArchive(t, "basic.txtar")
	if res.Errors() > 0 {
		t.Fatal(res.Diagnostics)
	}
	data, err := os.ReadFile(filepath.Join(dir, "out", "llms.txt"))
	if err != nil {
		t.Fatal(err)
	}
	want := `# Test Site

> Testing all the things

The documentation of Test Site. Each link below is the Markdown source of a page of https://example.com/base (the page's URL with .md appended).

## Guide

- [Introduction](https://example.com/base/guide/intro.md): Start here.
- [Deep dive](https://example.com/base/guide/advanced/deep.md): Details

## API

- [Chart](https://example.com/base/api/Chart.md): The chart.
- [Bullet graph](https://example.com/base/api/specs/BulletGraph.md): Bullet.
- [Goal](https://example.com/base/api/specs/Goal.md): A goal chart.
`
	if string(data) != want {
		t.Errorf("llms.txt:\n%s\nwant:\n%s", data, want)
	}
	intro, _ := os.ReadFile(filepath.Join(dir, "out", "markdown", "guide", "intro.md"))
	if !strings.HasPrefix(string(intro), "# Introduction\n\n> Start here.\n\nWelcome. See the [deep page](./advanced/deep.md#details)") {
		t.Errorf("markdown copy:\n%s", intro)
	}
	bullet, _ := os.ReadFile(filepath.Join(dir, "out", "markdown", "api", "specs", "BulletGraph.md"))
	if !strings.HasPrefix(string(bullet), "\n# Bullet graph\n") && !strings.HasPrefix(string(bullet), "# Bullet graph\n") {
		t.Errorf("a page with its own h1 keeps it, without a second title:\n%s", bullet)
	}
	if _, err := os.Stat(filepath.Join(dir, "out", "markdown", "api", "hidden.md")); err == nil {
		t.Error("a draft has a Markdown copy")
	}
}

func TestUpToDateCheck(t *testing.T) {
	s := newIncSite(t, "basic.txtar", false)
	// The files settle first (changed over 2 s ago): a key made while they are
	// new and one made once they settle differ, so a slow machine would cross
	// from one to the other between the compiles below.
	time.Sleep(2100 * time.Millisecond)
	s.compile()
	out := filepath.Join(s.dir, "out")
	run := func() *Result {
		t.Helper()
		res, err := Run(Options{Root: filepath.Join(s.dir, "src"), Out: out, Cache: s.cache})
		if err != nil {
			t.Fatal(err)
		}
		s.cache.Flush()
		return res
	}
	graphInfo := func() os.FileInfo {
		fi, err := os.Stat(filepath.Join(out, "graph.json"))
		if err != nil {
			t.Fatal(err)
		}
		return fi
	}
	before := graphInfo()
	if res := run(); !res.UpToDate || res.Docs != 5 || !res.Written || len(res.Diagnostics) != 0 {
		t.Fatalf("unchanged tree: %+v", res)
	}
	if after := graphInfo(); !os.SameFile(before, after) || !after.ModTime().Equal(before.ModTime()) {
		t.Error("an up-to-date compile touched the output")
	}

	// The output was changed by hand: not up to date; the compile repairs it.
	page := filepath.Join(out, "docs", "current", "guide", "intro.json")
	os.WriteFile(page, []byte("{}"), 0o644)
	if res := run(); res.UpToDate {
		t.Fatal("tampered output taken as up to date")
	}
	s.compile() // compares every file with a compile without the cache
	os.Remove(page)
	if res := run(); res.UpToDate {
		t.Fatal("missing output file taken as up to date")
	}
	s.compile()

	// A file whose bytes did not change but whose time did: the build time moves.
	now := time.Now().Add(time.Minute)
	os.Chtimes(s.src("docs/api/01-chart.md"), now, now)
	if res := run(); res.UpToDate {
		t.Fatal("touched file taken as up to date")
	}
	s.compile()
	t.Setenv("SOURCE_DATE_EPOCH", "1700000000")
	if res := run(); res.UpToDate {
		t.Fatal("SOURCE_DATE_EPOCH ignored")
	}
	if res := run(); !res.UpToDate {
		t.Fatal("same SOURCE_DATE_EPOCH: not up to date")
	}

	// A failed compile is remembered too, and writes nothing.
	os.WriteFile(s.src("docs/guide/broken.md"), []byte("---\ntitle: [unclosed\n---\n"), 0o644)
	first := run()
	second := run()
	if first.UpToDate || !second.UpToDate || second.Written || second.Errors() != first.Errors() || second.Errors() == 0 {
		t.Fatalf("failed compile: %+v then %+v", first, second)
	}
}

func TestUpToDateCheckSeesInputsOutsideTheTree(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "typedoc", "testdata", "small.typedoc.json"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	writeTree(t, filepath.Join(dir, "src"), parseArchive(`
-- site.yaml --
title: T
typedoc:
  json: ../api.json
-- docs/a.md --
---
title: A
---
::props{of="WidgetSpec"}
`))
	api := filepath.Join(dir, "api.json")
	os.WriteFile(api, data, 0o644)
	time.Sleep(2100 * time.Millisecond) // settled first (see TestUpToDateCheck)
	ch, _ := OpenCache(filepath.Join(dir, "cache"))
	defer ch.Close()
	p := &incSite{t: t, dir: dir, cache: ch}
	p.compile()
	p.compile() // now the TypeDoc JSON is a known input
	res, _ := Run(Options{Root: filepath.Join(dir, "src"), Out: filepath.Join(dir, "out"), Cache: ch})
	if !res.UpToDate {
		t.Fatal("not up to date")
	}
	os.WriteFile(api, []byte(strings.Replace(string(data), `"name": "size"`, `"name": "extent"`, 1)), 0o644)
	if res := p.compile(); res.UpToDate || res.Rendered == 0 {
		t.Fatalf("changed TypeDoc JSON: up to date %v, %d rendered", res.UpToDate, res.Rendered)
	}
}

// A file outside the tree that a compile looked for and did not find (a
// partial of the repository, `@site/../PART.md`) is an input of the
// up-to-date check too: once written, the next compile is a real one, not the
// remembered failure (react-native-elements' CONTRIBUTING.md partial).
func TestUpToDateCheckSeesAMissingInputAppear(t *testing.T) {
	dir := t.TempDir()
	os.Mkdir(filepath.Join(dir, ".git"), 0o755)
	writeTree(t, filepath.Join(dir, "src"), parseArchive(`
-- docusaurus.config.js --
module.exports = {title: 'R', url: 'https://x.test', baseUrl: '/', presets: [['classic', {docs: {}}]]};
-- docs/a.mdx --
# A

import Part from '@site/../PART.md';

<Part />
`))
	ch, _ := OpenCache(filepath.Join(dir, "cache"))
	defer ch.Close()
	run := func() *Result {
		t.Helper()
		res, err := Run(Options{Root: filepath.Join(dir, "src"), Out: filepath.Join(dir, "out"), Cache: ch})
		if err != nil {
			t.Fatal(err)
		}
		ch.Flush()
		return res
	}
	for i := 0; i < 2; i++ {
		if res := run(); res.Errors() != 1 {
			t.Fatalf("compile %d without the partial: %v", i, res.Diagnostics)
		}
	}
	os.WriteFile(filepath.Join(dir, "PART.md"), []byte("Written now.\n"), 0o644)
	if res := run(); res.UpToDate || res.Errors() != 0 {
		t.Fatalf("partial written: up to date %v, %v", res.UpToDate, res.Diagnostics)
	}
	b, _ := os.ReadFile(filepath.Join(dir, "out", "docs", "current", "a.json"))
	if !strings.Contains(string(b), "Written now.") {
		t.Errorf("a.json: %s", b)
	}
}

// Files that last changed more than two seconds ago are identified by their
// size, times and inode, not their bytes: a change that keeps the size and puts
// the modification time back is still seen (the change time moves).
func TestUpToDateCheckSettledFiles(t *testing.T) {
	s := newIncSite(t, "basic.txtar", false)
	time.Sleep(2100 * time.Millisecond)
	s.compile()
	run := func() *Result {
		t.Helper()
		res, err := Run(Options{Root: filepath.Join(s.dir, "src"), Out: filepath.Join(s.dir, "out"), Cache: s.cache})
		if err != nil {
			t.Fatal(err)
		}
		s.cache.Flush()
		return res
	}
	if res := run(); !res.UpToDate {
		t.Fatal("unchanged settled tree: not up to date")
	}
	p := s.src("docs/api/01-chart.md")
	fi, err := os.Stat(p)
	if err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(p)
	same := strings.Replace(string(data), "a", "b", 1)
	if len(same) != len(data) || same == string(data) {
		t.Fatal("the edit must keep the size")
	}
	os.WriteFile(p, []byte(same), 0o644)
	os.Chtimes(p, fi.ModTime(), fi.ModTime())
	time.Sleep(2100 * time.Millisecond) // the edit settles too: only its change time tells
	if res := run(); res.UpToDate {
		t.Fatal("a same-size edit with the old modification time taken as up to date")
	}
	s.compile() // and the output is the cold compile's
}

// A doc that reads its frontMatter renders again when its front matter
// changes, in compile and in watch (s.compile compares with a cold compile).
func TestFrontMatterVariableFollowsEdits(t *testing.T) {
	for _, memo := range []bool{false, true} {
		s := newIncSite(t, "frontmatter.txtar", memo)
		s.compile()
		s.edit("docs/adr.mdx", "status: draft", "status: final")
		s.compile()
		var p graph.DocPage
		readJSON(t, filepath.Join(s.dir, "out", "docs/current/adr.json"), &p)
		if !strings.Contains(p.HTML, "Status: final.") {
			t.Errorf("memo %v: %s", memo, p.HTML)
		}
	}
}

// A file of the repository outside the site folder that the Docusaurus config
// requires (a monorepo's shared file) is an input: a change to it is seen by
// the up-to-date check and taken over.
func TestUpToDateCheckSeesFilesTheConfigRequires(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, parseArchive(`
-- shared.json --
{"title": "Shared"}
-- src/docusaurus.config.js --
const shared = require('../shared.json');
module.exports = { title: shared.title, url: 'https://example.org', baseUrl: '/', presets: [['classic', { docs: {} }]] };
-- src/docs/a.md --
# A
`))
	ch, _ := OpenCache(filepath.Join(dir, "cache"))
	defer ch.Close()
	run := func() (*Result, string) {
		t.Helper()
		res, err := Run(Options{Root: filepath.Join(dir, "src"), Out: filepath.Join(dir, "out"), Cache: ch})
		if err != nil || res.Errors() > 0 {
			t.Fatalf("%v %v", err, res.Diagnostics)
		}
		ch.Flush()
		g, _ := os.ReadFile(filepath.Join(dir, "out", "graph.json"))
		var v struct{ Site struct{ Title string } }
		json.Unmarshal(g, &v)
		return res, v.Site.Title
	}
	if res, title := run(); title != "Shared" || len(res.Inputs) != 1 || res.Inputs[0] != filepath.Join(dir, "shared.json") {
		t.Fatalf("title %q, inputs %v", title, res.Inputs)
	}
	run() // now the shared file is a known input (see remember)
	if res, _ := run(); !res.UpToDate {
		t.Fatal("unchanged: not up to date")
	}
	os.WriteFile(filepath.Join(dir, "shared.json"), []byte(`{"title": "Changed"}`), 0o644)
	if res, title := run(); res.UpToDate || title != "Changed" {
		t.Fatalf("changed shared file: up to date %v, title %q", res.UpToDate, title)
	}
}
