// Package build is the compile pipeline: config → scan → render → sidebars → link
// check → graph. It collects every diagnostic of a tree in one run and writes the
// graph only when there is no error, atomically.
package build

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"reflect"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/contentc/contentc/compiler/internal/cache"
	"github.com/contentc/contentc/compiler/internal/config"
	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/graph"
	"github.com/contentc/contentc/compiler/internal/highlight"
	"github.com/contentc/contentc/compiler/internal/jseval"
	"github.com/contentc/contentc/compiler/internal/markdown"
	"github.com/contentc/contentc/compiler/internal/scan"
	"github.com/contentc/contentc/compiler/internal/sidebar"
	"github.com/contentc/contentc/compiler/internal/source"
	"github.com/contentc/contentc/compiler/internal/typedoc"
	"github.com/contentc/contentc/compiler/internal/validate"
	"github.com/contentc/contentc/compiler/internal/yamlpos"
)

// Version of contentc, written into the graph's generator field.
const Version = "0.1.0"

// Options of one compile.
type Options struct {
	Root string // content root
	Out  string // output folder; "" = validate only
	// Promote lists warning ids to treat as errors ("all" for every warning).
	Promote []string
	// BuildTime overrides the build timestamp (ms); 0 = SOURCE_DATE_EPOCH, else newest input mtime.
	BuildTime int64
	// Workers for rendering; 0 = number of CPUs.
	Workers int
	// Cache makes the compile incremental (see package cache and incremental.go):
	// pages whose inputs did not change are not rendered again, and output files
	// whose bytes did not change are not written again. nil renders everything and
	// writes the whole output.
	Cache *Cache
	// Progress, when set, is told how rendering advances.
	Progress Progress
	// Memo, with Cache, carries in-memory state from one compile to the next in
	// one process (contentc watch). Compiles sharing a memo must not overlap.
	Memo *Memo
	// Changed, with Memo and ChangedKnown, lists the files that changed since
	// the last compile with the same memo (relative to Root and slash-separated,
	// absolute outside it), as the watcher found them. The other docs are taken
	// from the memo without a stat.
	Changed      []string
	ChangedKnown bool
	// Locale, when set, compiles and checks only the default locale and this
	// one (contentc validate --locale fr).
	Locale string
}

// Result of a compile.
type Result struct {
	Diagnostics []diag.Diagnostic
	Graph       *graph.Graph
	Output      *graph.Output
	Docs        int
	Written     bool
	// Rendered counts the pages rendered by this compile; Cached the pages whose
	// rendering came from the cache.
	Rendered, Cached int
	// FilesWritten counts the output files written (the others were reused).
	FilesWritten int
	// Unchanged is true when the output folder already held exactly this output.
	Unchanged bool
	// Inputs lists the files read outside the content root (the TypeDoc JSON), for
	// the watcher.
	Inputs []string
	// UpToDate is true when the tree was found unchanged since a remembered
	// compile whose output is still in place, and nothing was compiled (see
	// fastpath.go); only Diagnostics, Docs, Written and Inputs are set.
	UpToDate bool
}

// Errors counts error diagnostics.
func (r *Result) Errors() int {
	e, _ := diag.Counts(r.Diagnostics)
	return e
}

// page is a doc with everything the pipeline learns about it.
type page struct {
	doc     *scan.Doc
	version *versionState
	// res holds what rendering produced; after a cache hit only Title, Headings,
	// Links and Diagnostics (the HTML and sections stay in the cache until needed).
	res    markdown.Result
	rec    *Record // what the cache keeps of res
	cached bool
	key    cache.Key // of the rendering in the cache
	// htmlJSON is the rendered HTML as a JSON string, when rendered by this
	// compile (else it is read from the cache when needed).
	htmlJSON []byte
	dp       *graph.DocPage // the page's JSON, made by prepareDocPages
	// cards is the HTML of the page's <DocCardList /> (made by docPage when
	// Record.DocCards): it replaces the marker when the page is written.
	cards   []byte
	file    docFile
	mtime   time.Time // of the source file
	title   string
	label   string
	desc    string
	anchors map[string]bool
	links   []linkUse
	inLLMS  bool // listed in llms.txt (see llmsTxt)
	// sums remembers the page's search document and Markdown copy sums across
	// watch compiles (nil without a memo): shared with the last compile's
	// when the page is made of the same inputs (see docInputs).
	sums *pageSums
}

type linkUse struct {
	target string // site-relative route of the target ("" = same page)
	anchor string
	file   string // the partial the link is written in ("" = the page's file)
	line   int
	col    int
	raw    string
}

type versionState struct {
	name, label, path string
	isLast            bool
	banner            *string
	prefix            string // routeBasePath + version path
	tree              *scan.Tree
	sidebarFile       string
	sidebarDoc        *yamlpos.Doc
	sidebarSum        cache.Key // of the sidebars file's bytes
	pages             []*page
	byID              map[string]*page
	sb                *sidebar.Result
	// locale is set for a version of a non-default locale (see locales.go):
	// base is the default locale's version it translates, tr what is translated.
	locale *localeState
	base   *versionState
	tr     *translationsOf
}

type compiler struct {
	opts    Options
	diags   *diag.List
	v       *validate.Validator
	cfg     *config.Config
	md      *markdown.Renderer
	vers    []*versionState
	routes  map[string]string // route -> what owns it
	pages   map[string]*page  // route -> page (docs)
	static  map[string]bool   // site-relative static file paths
	newest  time.Time
	typedoc *typedoc.Project
	inputMu sync.Mutex
	cache   *Cache
	// propsMemo holds the props tables made by this compile.
	propsMu   sync.Mutex
	propsMemo map[string]*propsResult
	// linkEnv identifies everything links resolve against (see takeRemembered).
	linkEnv cache.Key
	// outside lists inputs read outside the content root.
	outside map[string]bool
	// locales are the non-default locales, in site order.
	locales []*localeState
	// jsTime is the time spent evaluating JavaScript (sidebars, config).
	jsTime time.Duration
}

// Run compiles a content tree.
func Run(opts Options) (*Result, error) {
	v, err := validate.Default()
	if err != nil {
		return nil, err
	}
	root, err := filepath.Abs(opts.Root)
	if err != nil {
		return nil, err
	}
	if opts.Cache == nil {
		opts.Memo = nil // the memo only holds keys into the cache
	}
	c := &compiler{opts: opts, diags: &diag.List{}, v: v, routes: map[string]string{}, pages: map[string]*page{}, static: map[string]bool{}, cache: opts.Cache, outside: map[string]bool{}}
	c.opts.Root = root
	res := &Result{}
	if st, err := os.Stat(root); err != nil || !st.IsDir() {
		c.diags.Errorf("missing-root", opts.Root, 0, 0, "content root %q is not a folder", opts.Root)
		res.Diagnostics = c.diags.Sorted()
		return res, nil
	}
	tr := newTracer()
	defer tr.done()
	// Without a watch session's memo, a tree unchanged since a remembered compile
	// needs no compile at all.
	var key cache.Key
	var outside []string
	if opts.Cache != nil && opts.Memo == nil && opts.Locale == "" {
		var done *Result
		done, key, outside = upToDate(c.opts, root)
		tr.phase("up-to-date check")
		if done != nil {
			return done, nil
		}
	}
	c.cfg = config.Load(root, v, c.diags)
	c.checkThemes()
	c.sanitizeSiteURLs()
	c.md = markdown.New(markdown.Options{BaseURL: c.cfg.Site.BaseURL})
	c.loadVersions()
	c.jsTime += c.cfg.JSTime
	tr.note("javascript", c.jsTime)
	var unchanged func(string) bool
	var changedPaths []string
	if opts.Memo != nil && opts.ChangedKnown {
		changed := map[string]bool{}
		for _, p := range opts.Changed {
			changed[p] = true
			if filepath.IsAbs(p) {
				changedPaths = append(changedPaths, filepath.Clean(p))
			} else {
				changedPaths = append(changedPaths, filepath.Join(root, filepath.FromSlash(p)))
			}
		}
		unchanged = func(p string) bool {
			rel, err := filepath.Rel(root, p)
			return err == nil && !changed[filepath.ToSlash(rel)] && !changed[p]
		}
	}
	scanOpts := func(vs *versionState) scan.Options {
		return scan.Options{Root: root, DocsDir: c.docsDir(vs), Version: vs.name, RoutePrefix: vs.prefix, Include: c.cfg.Include, Exclude: c.cfg.Exclude, Memo: opts.Memo.scanMemo(), Workers: opts.Workers, Unchanged: unchanged, Changed: changedPaths}
	}
	for _, vs := range c.vers {
		vs.tree = scan.Scan(scanOpts(vs), v, c.diags)
		if vs.isLast {
			c.importTypedoc(vs)
		}
	}
	c.loadLocales(scanOpts)
	tr.phase("config+scan")
	c.collectStatic()
	c.registerRoutes()
	c.linkEnv = c.linkEnvironment()
	c.render()
	tr.phase("render")
	c.resolveSidebars()
	tr.phase("sidebars")
	c.checkLinks()
	tr.phase("links")
	g, out := c.assemble()
	tr.phase("assemble")
	c.diags.Promote(opts.Promote)
	res.Diagnostics = c.diags.Sorted()
	res.Graph, res.Output = g, out
	for _, vs := range c.vers {
		res.Docs += len(vs.pages)
		for _, p := range vs.pages {
			if p.cached {
				res.Cached++
			} else {
				res.Rendered++
			}
		}
	}
	for p := range c.outside {
		res.Inputs = append(res.Inputs, p)
	}
	sort.Strings(res.Inputs)
	if res.Errors() > 0 || opts.Out == "" || out == nil {
		if opts.Memo != nil {
			opts.Memo.turn()
		}
		if !key.IsZero() {
			remember(c.opts, root, key, outside, res)
		}
		return res, nil
	}
	err = c.write(out, res)
	if opts.Memo != nil {
		opts.Memo.turn()
	}
	if err != nil {
		return res, fmt.Errorf("writing %s: %w", opts.Out, err)
	}
	res.Written = true
	if !key.IsZero() {
		remember(c.opts, root, key, outside, res)
	}
	tr.phase("write")
	return res, nil
}

// noteInput records an input file read outside the scanner (for the build time
// and the watcher) and returns its modification time.
func (c *compiler) noteInput(p string) time.Time {
	st, err := os.Stat(p)
	if err != nil {
		return time.Time{}
	}
	c.noteTime(st.ModTime())
	if rel, err := filepath.Rel(c.opts.Root, p); err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		c.inputMu.Lock()
		c.outside[p] = true
		c.inputMu.Unlock()
	}
	return st.ModTime()
}

// noteTime takes an input's modification time into the build time.
func (c *compiler) noteTime(t time.Time) {
	c.inputMu.Lock()
	if t.After(c.newest) {
		c.newest = t
	}
	c.inputMu.Unlock()
}

func (c *compiler) checkThemes() {
	themes := highlight.Themes()
	for _, k := range []string{"light", "dark"} {
		name := c.cfg.Site.CodeThemes.Light
		if k == "dark" {
			name = c.cfg.Site.CodeThemes.Dark
		}
		if contains(themes, name) {
			continue
		}
		line, col := 0, 0
		if c.cfg.Doc != nil {
			p := c.cfg.Doc.At("/codeThemes/" + k)
			line, col = p.Line, p.Column
		}
		msg := fmt.Sprintf("unknown code theme %q", name)
		if s := validate.Suggest(name, themes); s != "" {
			msg += fmt.Sprintf("; did you mean %q?", s)
		}
		c.diags.Add(diag.Diagnostic{Severity: diag.Error, ID: "unknown-theme", File: c.cfg.File, Line: line, Column: col, Message: msg,
			Notes: []string{"available themes: " + strings.Join(themes, ", ")}})
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func (c *compiler) docsDir(vs *versionState) string {
	if vs.name == "current" {
		return c.cfg.Site.Docs.Path
	}
	return "versioned_docs/version-" + vs.name
}

// loadVersions reads versions.json and routes the versions as Docusaurus does:
// the last version (versions.json[0], or docs.lastVersion) at the docs root with
// its own label, the docs folder ("current", label Next) at /next with the
// "unreleased" banner, older versions at /<name> with the "unmaintained" banner;
// docs.versions overrides label, path and banner, docs.onlyIncludeVersions and
// docs.includeCurrentVersion choose what is built. Without versions.json the
// docs folder is the only version, at the docs root.
func (c *compiler) loadVersions() {
	site := &c.cfg.Site
	opts := c.cfg.Versions
	current := &versionState{name: "current", label: "Next"}
	if site.Docs.SidebarPath != nil {
		current.sidebarFile = *site.Docs.SidebarPath
	}
	all := []*versionState{current}
	data, err := source.ReadFile(c.opts.Root, "versions.json")
	if err != nil {
		if !os.IsNotExist(err) {
			c.diags.Add(source.AsDiagnostic("versions.json", err))
		}
	} else {
		doc, err := yamlpos.Parse(data)
		if err != nil {
			c.diags.Add(config.YAMLDiag("versions.json", err, 0))
		} else if ds := c.v.Check("versions.schema.json", "versions.json", doc, 0); len(ds) > 0 {
			c.diags.Add(ds...)
		} else {
			list, _ := doc.Value.([]any)
			for i, item := range list {
				name, _ := item.(string)
				vs := &versionState{name: name, label: name}
				sb := "versioned_sidebars/version-" + name + "-sidebars.json"
				if _, err := os.Stat(filepath.Join(c.opts.Root, sb)); err == nil {
					vs.sidebarFile = sb
				}
				if st, err := os.Stat(filepath.Join(c.opts.Root, "versioned_docs", "version-"+name)); err != nil || !st.IsDir() {
					p := doc.At("/" + strconv.Itoa(i))
					c.diags.Errorf("missing-docs", "versions.json", p.Line, p.Column, "version %q has no folder versioned_docs/version-%s", name, name)
					continue
				}
				all = append(all, vs)
			}
		}
	}
	names := make([]string, len(all))
	for i, vs := range all {
		names[i] = vs.name
	}
	known := func(name string) bool { return contains(names, name) }
	// Which versions are built.
	c.vers = nil
	for _, vs := range all {
		if vs.name == "current" && !opts.IncludeCurrent {
			continue
		}
		if opts.OnlyInclude != nil && !contains(opts.OnlyInclude, vs.name) {
			continue
		}
		c.vers = append(c.vers, vs)
	}
	for i, n := range opts.OnlyInclude {
		if !known(n) {
			c.configError("unknown-version", "/docs/onlyIncludeVersions/"+strconv.Itoa(i), "docs.onlyIncludeVersions names version %q, which is not one of %s", n, strings.Join(names, ", "))
		}
	}
	for n := range opts.Per {
		if !known(n) {
			c.configError("unknown-version", "/docs/versions/"+n, "docs.versions has options for version %q, which is not one of %s", n, strings.Join(names, ", "))
		}
	}
	if len(c.vers) == 0 {
		c.configError("unknown-version", "/docs", "no version is left to build (docs.includeCurrentVersion and docs.onlyIncludeVersions exclude them all)")
		c.vers = []*versionState{current}
	}
	// The last version: docs.lastVersion, else the only one, else the newest release.
	last := c.vers[0]
	if len(c.vers) > 1 && c.vers[0].name == "current" {
		last = c.vers[1]
	}
	if opts.LastVersion != "" {
		found := false
		for _, vs := range c.vers {
			if vs.name == opts.LastVersion {
				last, found = vs, true
			}
		}
		if !found {
			c.configError("unknown-version", "/docs/lastVersion", "docs.lastVersion is %q, which is not a version that is built (%s)", opts.LastVersion, strings.Join(names, ", "))
		}
	}
	lastIndex := 0
	for i, vs := range all {
		if vs == last {
			lastIndex = i
		}
	}
	for i, vs := range all {
		switch {
		case vs == last:
			vs.path, vs.isLast, vs.banner = "/", true, nil
		case vs.name == "current":
			vs.path = "/next"
		default:
			vs.path = "/" + vs.name
		}
		switch {
		case vs == last:
		case i < lastIndex:
			vs.banner = graph.Ptr("unreleased")
		default:
			vs.banner = graph.Ptr("unmaintained")
		}
		if o, ok := opts.Per[vs.name]; ok {
			if o.Label != nil {
				vs.label = *o.Label
			}
			if o.Path != nil {
				vs.path = "/" + strings.Trim(*o.Path, "/")
			}
			if o.Banner != nil {
				if *o.Banner == "none" {
					vs.banner = nil
				} else {
					vs.banner = graph.Ptr(*o.Banner)
				}
			}
		}
	}
	for _, vs := range c.vers {
		vs.prefix = scan.JoinRoute(site.Docs.RouteBasePath, vs.path)
		vs.byID = map[string]*page{}
		if vs.sidebarFile != "" {
			c.loadSidebarsFile(vs)
		}
	}
}

// configError reports an error at a key of the site configuration.
func (c *compiler) configError(id, ptr, format string, args ...any) {
	line, col := 0, 0
	if c.cfg.Doc != nil {
		p := c.cfg.Doc.At(ptr)
		line, col = p.Line, p.Column
	}
	c.diags.Errorf(id, c.cfg.File, line, col, format, args...)
}

func (c *compiler) loadSidebarsFile(vs *versionState) {
	var data []byte
	var err error
	if filepath.IsAbs(filepath.FromSlash(vs.sidebarFile)) {
		// An absolute docs.sidebarPath is the author's explicit choice.
		data, err = source.ReadChecked(filepath.Clean(filepath.FromSlash(vs.sidebarFile)))
	} else {
		data, err = source.ReadFile(c.opts.Root, vs.sidebarFile)
	}
	if err != nil {
		if os.IsNotExist(err) && vs.name == "current" && c.cfg.Site.Docs.SidebarPath != nil {
			line, col := 0, 0
			if c.cfg.Doc != nil {
				p := c.cfg.Doc.At("/docs/sidebarPath")
				line, col = p.Line, p.Column
			}
			c.diags.Errorf("missing-sidebars", c.cfg.File, line, col, "sidebars file %s does not exist (docs.sidebarPath: %q; a relative path is read from the content root); create it or fix docs.sidebarPath", config.Path(c.opts.Root, vs.sidebarFile), vs.sidebarFile)
		} else if !os.IsNotExist(err) {
			c.diags.Add(source.AsDiagnostic(vs.sidebarFile, err))
		}
		vs.sidebarFile = ""
		return
	}
	c.noteInput(config.Path(c.opts.Root, vs.sidebarFile))
	vs.sidebarSum = cache.SumBytes(data)
	var doc *yamlpos.Doc
	if jseval.IsJS(vs.sidebarFile) {
		doc = c.evalSidebars(vs)
		if doc == nil {
			vs.sidebarFile = ""
			return
		}
	} else {
		doc, err = yamlpos.Parse(data)
		if err != nil {
			c.diags.Add(config.YAMLDiag(vs.sidebarFile, err, 0))
			vs.sidebarFile = ""
			return
		}
	}
	if _, ok := doc.Value.(map[string]any); !ok {
		c.diags.Errorf("schema", vs.sidebarFile, 1, 1, "a sidebars file must map sidebar names to lists of items")
		vs.sidebarFile = ""
		return
	}
	if ds := c.v.Check("sidebars.schema.json", vs.sidebarFile, doc, 0); len(ds) > 0 {
		c.diags.Add(ds...)
		vs.sidebarFile = ""
		return
	}
	vs.sidebarDoc = doc
}

// evalSidebars runs a JavaScript or TypeScript sidebars file and returns its
// export as a document (nil after reporting an error).
func (c *compiler) evalSidebars(vs *versionState) *yamlpos.Doc {
	start := time.Now()
	root, file := c.opts.Root, vs.sidebarFile
	if filepath.IsAbs(filepath.FromSlash(file)) {
		// An absolute docs.sidebarPath: its folder is where local requires are read.
		root, file = filepath.Dir(filepath.FromSlash(file)), filepath.Base(filepath.FromSlash(file))
	}
	res, d := jseval.Eval(jseval.Options{Root: root, File: file})
	c.jsTime += time.Since(start)
	if d != nil {
		if d.File == file && file != vs.sidebarFile {
			d.File = vs.sidebarFile
		}
		c.diags.Add(*d)
		return nil
	}
	for _, ptr := range res.Funcs {
		p := res.Doc.At(ptr)
		c.diags.Errorf("schema", vs.sidebarFile, p.Line, p.Column, "%s is a function; a sidebars file must export plain data (arrays, objects, strings)", strings.TrimPrefix(ptr, "/"))
	}
	if len(res.Funcs) > 0 {
		return nil
	}
	// Files it required may change without the sidebars file changing: the
	// watch memo compares the exported value.
	if b, err := json.Marshal(res.Doc.Value); err == nil {
		vs.sidebarSum = cache.SumBytes(append(vs.sidebarSum[:], b...))
	}
	return res.Doc
}

// collectStatic lists the files of static/, served at the site root.
func (c *compiler) collectStatic() {
	dir := filepath.Join(c.opts.Root, "static")
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		rel, _ := filepath.Rel(dir, p)
		c.static["/"+filepath.ToSlash(rel)] = true
		return nil
	})
}

// registerRoutes checks that routes are unique across versions and indexes pages.
func (c *compiler) registerRoutes() {
	n := 0
	for _, vs := range c.vers {
		n += len(vs.tree.Docs)
	}
	c.routes, c.pages = make(map[string]string, n), make(map[string]*page, n)
	for _, vs := range c.vers {
		vs.pages = make([]*page, 0, len(vs.tree.Docs))
		if len(vs.byID) == 0 {
			vs.byID = make(map[string]*page, len(vs.tree.Docs))
		}
		for _, d := range vs.tree.Docs {
			if d.Route == "" {
				continue
			}
			p := &page{doc: d, version: vs}
			if prev, dup := c.routes[d.Route]; dup {
				l, col := 1, 1
				if _, ok := d.FM["slug"]; ok {
					l, col = d.FMPos("slug")
				}
				sev := diag.Error
				switch c.cfg.OnDuplicateRoutes {
				case "warn", "log":
					sev = diag.Warning
				case "ignore":
					continue
				}
				msg := fmt.Sprintf("route %s is already taken by %s; set a different slug or id", d.Route, prev)
				if sev == diag.Warning {
					msg += " (this page is left out)"
				}
				c.diags.Add(diag.Diagnostic{Severity: sev, ID: "duplicate-route", File: d.SourceOr(), Line: l, Column: col, Message: msg})
				continue
			}
			c.routes[d.Route] = d.SourceOr()
			c.pages[d.Route] = p
			vs.pages = append(vs.pages, p)
			vs.byID[d.ID] = p
		}
	}
}

// render renders every doc's Markdown in parallel.
func (c *compiler) render() {
	var all []*page
	for _, vs := range c.vers {
		all = append(all, vs.pages...)
	}
	workers := c.opts.Workers
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	jobs := make(chan *page)
	var wg sync.WaitGroup
	prog := c.opts.Progress
	if prog != nil {
		prog.Start(len(all))
		defer prog.Done()
	}
	// Pages remembered from the last compile of a watch session are taken in
	// one pass under one lock each (the memo, the cache, the diagnostics): a
	// job per page would cost more in handing over and locking than the work.
	todo := c.takeRemembered(all)
	if prog != nil {
		for range len(all) - len(todo) {
			prog.Step(true)
		}
	}
	for i := 0; i < workers; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for p := range jobs {
				c.renderPage(p)
				if prog != nil {
					prog.Step(p.cached)
				}
			}
		}()
	}
	for _, p := range todo {
		jobs <- p
	}
	close(jobs)
	wg.Wait()
}

func (c *compiler) renderPage(p *page) {
	// Pages remembered from the last compile never get here (takeRemembered).
	d := p.doc
	if d.Source != "" {
		p.mtime = c.noteInput(filepath.Join(c.opts.Root, filepath.FromSlash(d.Source)))
	}
	if !c.renderCached(p) {
		c.renderFresh(p)
	}
	p.anchors = map[string]bool{}
	for _, h := range p.res.Headings {
		p.anchors[h.ID] = true
	}
	for _, id := range p.rec.HTMLIDs {
		p.anchors[id] = true
	}
	for _, l := range p.res.Links {
		if strings.HasPrefix(l.Dest, "#") {
			p.links = append(p.links, linkUse{anchor: l.Dest[1:], file: l.File, line: l.Line, col: l.Column, raw: l.Dest})
		}
	}
	c.rememberRender(p)
	c.namePage(p)
}

// namePage sets a rendered page's title, sidebar label and description.
func (c *compiler) namePage(p *page) {
	d := p.doc
	p.title = d.GeneratedTitle
	if t, ok := d.FMString("title"); ok {
		p.title = t
	}
	if p.title == "" {
		p.title = p.res.Title
	}
	if p.title == "" {
		p.title, _ = scan.StripNumberPrefix(d.FileName)
		if d.IsCategoryIndex && d.Dir != "." {
			p.title, _ = scan.StripNumberPrefix(path.Base(d.Dir))
		}
	}
	p.label = p.title
	if l, ok := d.FMString("sidebar_label"); ok {
		p.label = l
	}
	p.desc = d.GeneratedDescription
	if s, ok := d.FMString("description"); ok {
		p.desc = s
	}
	if p.desc == "" {
		p.desc = p.rec.FirstSentence
	}
}

// htmlIDs finds id="…" attributes the renderer wrote (footnotes and the like), so
// links to them are not reported as broken anchors.
func htmlIDs(html []byte) []string {
	var ids []string
	// id="x" on any element, and name="x", which only <a> keeps: both are
	// targets of #x in browsers.
	for _, attr := range [][]byte{[]byte(` id="`), []byte(` name="`)} {
		rest := html
		for {
			i := bytes.Index(rest, attr)
			if i < 0 {
				break
			}
			tag := rest[:i]
			rest = rest[i+len(attr):]
			j := bytes.IndexByte(rest, '"')
			if j < 0 {
				break
			}
			if t := tag[max(0, bytes.LastIndexByte(tag, '<')):]; attr[1] == 'n' && !bytes.Equal(t, []byte("<a")) && !bytes.HasPrefix(t, []byte("<a ")) {
				continue
			}
			// A copy: the record outlives the page's HTML.
			ids = append(ids, string(rest[:j]))
			rest = rest[j:]
		}
	}
	return ids
}

func firstSentence(sections []markdown.Section) string {
	for _, s := range sections {
		t := strings.TrimSpace(s.Text)
		if t == "" {
			continue
		}
		if i := strings.Index(t, ". "); i > 0 && i < 300 {
			return t[:i+1]
		}
		if len(t) > 200 {
			cut := strings.LastIndexByte(t[:200], ' ')
			if cut < 100 {
				cut = 200
			}
			return strings.TrimSpace(t[:cut]) + "…"
		}
		return t
	}
	return ""
}

// resolveLink turns a destination written in a doc into the href to render, and
// records internal targets for the link check after all pages are known.
func (c *compiler) resolveLink(p *page, l markdown.LinkRef) string {
	dest := l.Dest
	if config.IsExternal(dest) || dest == "" {
		return dest
	}
	pathPart, frag := dest, ""
	if i := strings.IndexByte(pathPart, '#'); i >= 0 {
		pathPart, frag = pathPart[:i], pathPart[i+1:]
	}
	query := ""
	if i := strings.IndexByte(pathPart, '?'); i >= 0 {
		pathPart, query = pathPart[:i], pathPart[i:]
	}
	if pathPart == "" {
		return dest // same-page anchor, checked via Result.Links
	}
	base := c.cfg.Site.BaseURL
	var target string
	isMD := strings.HasSuffix(pathPart, ".md") || strings.HasSuffix(pathPart, ".mdx")
	if isMD && !strings.HasPrefix(pathPart, "/") {
		// A relative link to another Markdown file: resolved as Docusaurus does.
		dir := path.Join(p.version.tree.DocsDir, p.doc.Dir) // the linking file's folder
		named := path.Join(p.doc.Dir, pathPart)             // what the message names
		if l.File != "" {
			dir = path.Dir(l.File) // a partial's links are relative to the partial
			named = path.Join(dir, pathPart)
		}
		if d := c.markdownTarget(p, dir, pathPart); d != nil {
			target = d.Route
		} else {
			p.links = append(p.links, linkUse{target: "\x00missing-md:" + named, file: l.File, line: l.Line, col: l.Column, raw: dest})
			return dest
		}
	} else if strings.HasPrefix(pathPart, "/") {
		target = pathPart
		if d, ok := p.version.tree.BySource[strings.TrimPrefix(target, "/")]; ok && d.Route != "" && isMD {
			// An absolute file path from the docs root, as Docusaurus allows.
			target = d.Route
		} else {
			target = c.localePrefixed(p.version, target)
		}
	} else {
		// A relative URL: resolved against the page's route, as a browser would.
		dir := p.doc.Route
		if !strings.HasSuffix(dir, "/") {
			dir = path.Dir(dir)
		}
		target = path.Join(dir, pathPart)
		if strings.HasSuffix(pathPart, "/") && target != "/" {
			target += "/"
		}
	}
	if !l.Image {
		p.links = append(p.links, linkUse{target: target, anchor: frag, file: l.File, line: l.Line, col: l.Column, raw: dest})
	} else if !c.static[target] {
		p.links = append(p.links, linkUse{target: target, file: l.File, line: l.Line, col: l.Column, raw: dest})
	}
	href := strings.TrimSuffix(base, "/") + target + query
	if frag != "" {
		href += "#" + frag
	}
	return href
}

// markdownTarget finds the doc a relative link to a Markdown file names, the
// way Docusaurus does: relative to the linking file (dir is its folder,
// content-root-relative), then relative to the docs folder of the page's
// version; a path that leads into another version's docs folder
// (../../versioned_docs/version-1.0/intro.md) names that version's doc.
func (c *compiler) markdownTarget(p *page, dir, link string) *scan.Doc {
	found := func(d *scan.Doc) *scan.Doc {
		if d != nil && d.Route != "" {
			return d
		}
		return nil
	}
	tree := p.version.tree
	siteRel := path.Join(dir, link)
	if rel, ok := docsRel(siteRel, tree.DocsDir); ok {
		if d := found(tree.BySource[rel]); d != nil {
			return d
		}
	}
	if rel := path.Clean(link); rel != ".." && !strings.HasPrefix(rel, "../") {
		if d := found(tree.BySource[rel]); d != nil {
			return d
		}
	}
	for _, vs := range c.vers {
		if vs.locale != p.version.locale {
			continue // a page's links stay in its locale
		}
		if rel, ok := docsRel(siteRel, vs.tree.DocsDir); ok {
			if d := found(vs.tree.BySource[rel]); d != nil {
				return d
			}
		}
	}
	return nil
}

// docsRel is a content-root-relative path relative to a docs folder, when it is in it.
func docsRel(siteRel, docsDir string) (string, bool) {
	if docsDir == "" || docsDir == "." {
		return siteRel, siteRel != ".." && !strings.HasPrefix(siteRel, "../")
	}
	return strings.CutPrefix(siteRel, docsDir+"/")
}

func (c *compiler) resolveSidebars() {
	for _, vs := range c.vers {
		in := sidebar.Input{
			Tree: vs.tree, File: vs.sidebarFile, Doc: vs.sidebarDoc, RoutePrefix: vs.prefix,
			NotCollapsible: !c.cfg.SidebarCollapsible, Expanded: !c.cfg.SidebarCollapsed,
			Label: func(d *scan.Doc) string {
				if p := vs.byID[d.ID]; p != nil {
					return p.label
				}
				return d.ID
			},
			Description: func(d *scan.Doc) string {
				if p := vs.byID[d.ID]; p != nil {
					return p.desc
				}
				return ""
			},
		}
		memo := c.opts.Memo
		if vs.locale != nil {
			// A locale's sidebars are translated after resolving: made anew,
			// and their diagnostics are the default locale's.
			vs.sb = sidebar.Resolve(in, &diag.List{})
			c.translateSidebars(vs)
			c.registerCategoryRoutes(vs)
			continue
		}
		var inputs *sidebarInputs
		same := false
		prev := memo.sidebar(vs.name)
		if memo != nil {
			var last *sidebarInputs
			if prev != nil {
				last = prev.in
			}
			inputs, same = c.sidebarInputs(vs, in, last)
		}
		if same {
			// The same sidebars as in the last compile (watch mode).
			vs.sb = prev.res
			if checkDocReuse {
				if fresh := sidebar.Resolve(in, &diag.List{}); !reflect.DeepEqual(fresh, prev.res) {
					panic("sidebars of version " + vs.name + " reused from the memo, but their inputs changed")
				}
			}
			memo.keepSidebar(vs.name, &sidebarMemo{res: prev.res, in: inputs})
		} else {
			local := &diag.List{}
			vs.sb = sidebar.Resolve(in, local)
			ds := local.Sorted()
			c.diags.Add(ds...)
			if memo != nil {
				if len(ds) > 0 {
					memo.keepSidebar(vs.name, nil) // resolved again next time, to report again
				} else {
					memo.keepSidebar(vs.name, &sidebarMemo{res: vs.sb, in: inputs})
				}
			}
		}
		c.registerCategoryRoutes(vs)
	}
}

func (c *compiler) registerCategoryRoutes(vs *versionState) {
	for _, cp := range vs.sb.Categories {
		if prev, dup := c.routes[cp.Route]; dup {
			c.diags.Errorf("duplicate-route", prev, 0, 0, "route %s is taken twice: by this page and by the generated index of category %q", cp.Route, cp.Title)
			continue
		}
		c.routes[cp.Route] = "category " + cp.Title
	}
}

// knownRoute reports whether a site-relative path is a page or a static file.
func (c *compiler) knownRoute(target string) (*page, bool) {
	if target == "/" || c.static[target] {
		return nil, true
	}
	if p, ok := c.pages[target]; ok {
		return p, true
	}
	if _, ok := c.routes[target]; ok {
		return nil, true
	}
	// Trailing-slash and legacy .html forms of a page are the same page.
	for _, alt := range []string{strings.TrimSuffix(target, "/"), target + "/", strings.TrimSuffix(target, ".html"), strings.TrimSuffix(target, "/index.html")} {
		if alt == "" {
			alt = "/"
		}
		if p, ok := c.pages[alt]; ok {
			return p, true
		}
		if _, ok := c.routes[alt]; ok || alt == "/" {
			return nil, true
		}
	}
	return nil, false
}

func (c *compiler) checkLinks() {
	var routes []string // sorted, for suggestions: made on the first broken link
	suggested := map[string]string{}
	sortedRoutes := func() []string {
		if routes == nil {
			routes = make([]string, 0, len(c.routes))
			for r := range c.routes {
				routes = append(routes, r)
			}
			sort.Strings(routes)
		}
		return routes
	}
	for _, vs := range c.vers {
		for _, p := range vs.pages {
			if p.fallback() {
				continue // the original's links, checked there
			}
			for _, l := range p.links {
				file := p.doc.SourceOr()
				if l.file != "" {
					file = l.file
				}
				if strings.HasPrefix(l.target, "\x00missing-md:") {
					c.diags.Warnf("broken-link", file, l.line, l.col, "link %q points to %s, which is not a doc of this version; fix the path", l.raw, strings.TrimPrefix(l.target, "\x00missing-md:"))
					continue
				}
				target := p
				if l.target != "" {
					tp, ok := c.knownRoute(l.target)
					if !ok {
						msg := fmt.Sprintf("link %q points to %s, which is not a page of this site", l.raw, l.target)
						s, ok := suggested[l.target]
						if !ok {
							s = validate.Suggest(l.target, sortedRoutes())
							suggested[l.target] = s
						}
						if s != "" {
							msg += fmt.Sprintf("; did you mean %s?", s)
						}
						c.diags.Warnf("broken-link", file, l.line, l.col, "%s", msg)
						continue
					}
					target = tp
				}
				if l.anchor != "" && target != nil && !target.anchors[l.anchor] {
					where := "this page"
					if target != p {
						where = target.doc.Route
					}
					c.diags.Warnf("broken-anchor", file, l.line, l.col, "link %q points to #%s, which is not a heading of %s", l.raw, l.anchor, where)
				}
			}
		}
	}
}

// buildTime is SOURCE_DATE_EPOCH (seconds) when set, else the newest input's mtime:
// either way, the same tree gives the same graph.
func (c *compiler) buildTime() int64 {
	if c.opts.BuildTime != 0 {
		return c.opts.BuildTime
	}
	if s := os.Getenv("SOURCE_DATE_EPOCH"); s != "" {
		if n, err := strconv.ParseInt(s, 10, 64); err == nil {
			return n * 1000
		}
		c.diags.Warnf("source-date-epoch", "", 0, 0, "SOURCE_DATE_EPOCH=%q is not a number of seconds; ignored", s)
	}
	c.noteInput(filepath.Join(c.opts.Root, c.cfg.File))
	if c.newest.IsZero() {
		return 0
	}
	return c.newest.UnixMilli()
}
