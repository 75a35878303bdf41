// Package compile is the compile pipeline: config → scan → render → sidebars → link
// check → graph. It collects every diagnostic of a tree in one run and writes the
// graph only when there is no error, atomically.
package compile

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
const CompilerVersion = "0.1.0"

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
type Page struct {
	Doc     *scan.Doc
	Version *Version
	// res holds what rendering produced; after a cache hit only Title, Headings,
	// Links and Diagnostics (the HTML and sections stay in the cache until needed).
	Res    markdown.Result
	Rec    *Record // what the cache keeps of res
	Cached bool
	Key    cache.Key // of the rendering in the cache
	// htmlJSON is the rendered HTML as a JSON string, when rendered by this
	// compile (else it is read from the cache when needed).
	HTMLJSON []byte
	DP       *graph.DocPage // the page's JSON, made by prepareDocPages
	// cards is the HTML of the page's <DocCardList /> (made by docPage when
	// Record.DocCards): it replaces the marker when the page is written.
	Cards   []byte
	File    DocFile
	MTime   time.Time // of the source file
	Title   string
	Label   string
	Desc    string
	Anchors map[string]bool
	Links   []LinkUse
	InLLMS  bool // listed in llms.txt (see llmsTxt)
	// sums remembers the page's search document and Markdown copy sums across
	// watch compiles (nil without a memo): shared with the last compile's
	// when the page is made of the same inputs (see DocInputs).
	Sums *PageSums
}

type LinkUse struct {
	Target string // site-relative route of the target ("" = same page)
	Anchor string
	File   string // the partial the link is written in ("" = the page's file)
	Line   int
	Col    int
	Raw    string
}

type Version struct {
	Name, Label, Path string
	IsLast            bool
	Banner            *string
	Prefix            string // routeBasePath + version path
	Tree              *scan.Tree
	SidebarFile       string
	SidebarDoc        *yamlpos.Doc
	SidebarSum        cache.Key // of the sidebars file's bytes
	Pages             []*Page
	ByID              map[string]*Page
	SB                *sidebar.Result
	// locale is set for a version of a non-default locale (see locales.go):
	// base is the default locale's version it translates, tr what is translated.
	Locale *LocaleState
	Base   *Version
	TR     *Translations
}

type compiler struct {
	Opts    Options
	Diags   *diag.List
	v       *validate.Validator
	Cfg     *config.Config
	MD      *markdown.Renderer
	Vers    []*Version
	Routes  map[string]string // route -> what owns it
	Pages   map[string]*Page  // route -> page (docs)
	Static  map[string]bool   // site-relative static file paths
	Newest  time.Time
	Typedoc *typedoc.Project
	InputMu sync.Mutex
	Cache   *Cache
	// propsMemo holds the props tables made by this compile.
	PropsMu   sync.Mutex
	PropsMemo map[string]*PropsResult
	// linkEnv identifies everything links resolve against (see takeRemembered).
	LinkEnv cache.Key
	// outside lists inputs read outside the content root.
	Outside map[string]bool
	// locales are the non-default locales, in site order.
	Locales []*LocaleState
	// jsTime is the time spent evaluating JavaScript (sidebars, config).
	JSTime time.Duration
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
	c := &compiler{Opts: opts, Diags: &diag.List{}, v: v, Routes: map[string]string{}, Pages: map[string]*Page{}, Static: map[string]bool{}, Cache: opts.Cache, Outside: map[string]bool{}}
	c.Opts.Root = root
	res := &Result{}
	if st, err := os.Stat(root); err != nil || !st.IsDir() {
		c.Diags.Errorf(diag.MissingRoot, opts.Root, 0, 0, "content root %q is not a folder", opts.Root)
		res.Diagnostics = c.Diags.Sorted()
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
		done, key, outside = upToDate(c.Opts, root)
		tr.phase("up-to-date check")
		if done != nil {
			return done, nil
		}
	}
	c.Cfg = config.Load(root, v, c.Diags)
	c.checkThemes()
	c.sanitizeSiteURLs()
	c.MD = markdown.New(markdown.Options{BaseURL: c.Cfg.Site.BaseURL})
	c.loadVersions()
	c.JSTime += c.Cfg.JSTime
	tr.note("javascript", c.JSTime)
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
	scanOpts := func(vs *Version) scan.Options {
		return scan.Options{Root: root, DocsDir: c.DocsDir(vs), Version: vs.Name, RoutePrefix: vs.Prefix, Include: c.Cfg.Include, Exclude: c.Cfg.Exclude, Memo: opts.Memo.ScanMemo(), Workers: opts.Workers, Unchanged: unchanged, Changed: changedPaths}
	}
	for _, vs := range c.Vers {
		vs.Tree = scan.Scan(scanOpts(vs), v, c.Diags)
		if vs.IsLast {
			c.importTypedoc(vs)
		}
	}
	c.loadLocales(scanOpts)
	tr.phase("config+scan")
	c.collectStatic()
	c.registerRoutes()
	c.LinkEnv = c.linkEnvironment()
	c.Render()
	tr.phase("render")
	c.resolveSidebars()
	tr.phase("sidebars")
	c.checkLinks()
	tr.phase("links")
	g, out := c.assemble()
	tr.phase("assemble")
	c.Diags.Promote(opts.Promote)
	res.Diagnostics = c.Diags.Sorted()
	res.Graph, res.Output = g, out
	for _, vs := range c.Vers {
		res.Docs += len(vs.Pages)
		for _, p := range vs.Pages {
			if p.Cached {
				res.Cached++
			} else {
				res.Rendered++
			}
		}
	}
	for p := range c.Outside {
		res.Inputs = append(res.Inputs, p)
	}
	sort.Strings(res.Inputs)
	if res.Errors() > 0 || opts.Out == "" || out == nil {
		if opts.Memo != nil {
			opts.Memo.Turn()
		}
		if !key.IsZero() {
			remember(c.Opts, root, key, outside, res)
		}
		return res, nil
	}
	err = c.write(out, res)
	if opts.Memo != nil {
		opts.Memo.Turn()
	}
	if err != nil {
		return res, fmt.Errorf("writing %s: %w", opts.Out, err)
	}
	res.Written = true
	if !key.IsZero() {
		remember(c.Opts, root, key, outside, res)
	}
	tr.phase("write")
	return res, nil
}

// noteInput records an input file read outside the scanner (for the build time
// and the watcher) and returns its modification time.
func (c *compiler) NoteInput(p string) time.Time {
	st, err := os.Stat(p)
	if err != nil {
		return time.Time{}
	}
	c.NoteTime(st.ModTime())
	if rel, err := filepath.Rel(c.Opts.Root, p); err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		c.InputMu.Lock()
		c.Outside[p] = true
		c.InputMu.Unlock()
	}
	return st.ModTime()
}

// noteTime takes an input's modification time into the build time.
func (c *compiler) NoteTime(t time.Time) {
	c.InputMu.Lock()
	if t.After(c.Newest) {
		c.Newest = t
	}
	c.InputMu.Unlock()
}

func (c *compiler) checkThemes() {
	themes := highlight.Themes()
	for _, k := range []string{"light", "dark"} {
		name := c.Cfg.Site.CodeThemes.Light
		if k == "dark" {
			name = c.Cfg.Site.CodeThemes.Dark
		}
		if contains(themes, name) {
			continue
		}
		line, col := 0, 0
		if c.Cfg.Doc != nil {
			p := c.Cfg.Doc.At("/codeThemes/" + k)
			line, col = p.Line, p.Column
		}
		msg := fmt.Sprintf("unknown code theme %q", name)
		if s := validate.Suggest(name, themes); s != "" {
			msg += fmt.Sprintf("; did you mean %q?", s)
		}
		c.Diags.Add(diag.Diagnostic{Severity: diag.Error, ID: diag.UnknownTheme, File: c.Cfg.File, Line: line, Column: col, Message: msg,
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

func (c *compiler) DocsDir(vs *Version) string {
	if vs.Name == "current" {
		return c.Cfg.Site.Docs.Path
	}
	return "versioned_docs/version-" + vs.Name
}

// loadVersions reads versions.json and routes the versions as Docusaurus does:
// the last version (versions.json[0], or docs.lastVersion) at the docs root with
// its own label, the docs folder ("current", label Next) at /next with the
// "unreleased" banner, older versions at /<name> with the "unmaintained" banner;
// docs.versions overrides label, path and banner, docs.onlyIncludeVersions and
// docs.includeCurrentVersion choose what is built. Without versions.json the
// docs folder is the only version, at the docs root.
func (c *compiler) loadVersions() {
	site := &c.Cfg.Site
	opts := c.Cfg.Versions
	current := &Version{Name: "current", Label: "Next"}
	if site.Docs.SidebarPath != nil {
		current.SidebarFile = *site.Docs.SidebarPath
	}
	all := []*Version{current}
	data, err := source.ReadFile(c.Opts.Root, "versions.json")
	if err != nil {
		if !os.IsNotExist(err) {
			c.Diags.Add(source.AsDiagnostic("versions.json", err))
		}
	} else {
		doc, err := yamlpos.Parse(data)
		if err != nil {
			c.Diags.Add(config.YAMLDiag("versions.json", err, 0))
		} else if ds := c.v.Check("versions.schema.json", "versions.json", doc, 0); len(ds) > 0 {
			c.Diags.Add(ds...)
		} else {
			list, _ := doc.Value.([]any)
			for i, item := range list {
				name, _ := item.(string)
				vs := &Version{Name: name, Label: name}
				sb := "versioned_sidebars/version-" + name + "-sidebars.json"
				if _, err := os.Stat(filepath.Join(c.Opts.Root, sb)); err == nil {
					vs.SidebarFile = sb
				}
				if st, err := os.Stat(filepath.Join(c.Opts.Root, "versioned_docs", "version-"+name)); err != nil || !st.IsDir() {
					p := doc.At("/" + strconv.Itoa(i))
					c.Diags.Errorf(diag.MissingDocs, "versions.json", p.Line, p.Column, "version %q has no folder versioned_docs/version-%s", name, name)
					continue
				}
				all = append(all, vs)
			}
		}
	}
	names := make([]string, len(all))
	for i, vs := range all {
		names[i] = vs.Name
	}
	known := func(name string) bool { return contains(names, name) }
	// Which versions are built.
	c.Vers = nil
	for _, vs := range all {
		if vs.Name == "current" && !opts.IncludeCurrent {
			continue
		}
		if opts.OnlyInclude != nil && !contains(opts.OnlyInclude, vs.Name) {
			continue
		}
		c.Vers = append(c.Vers, vs)
	}
	for i, n := range opts.OnlyInclude {
		if !known(n) {
			c.ConfigError(diag.UnknownVersion, "/docs/onlyIncludeVersions/"+strconv.Itoa(i), "docs.onlyIncludeVersions names version %q, which is not one of %s", n, strings.Join(names, ", "))
		}
	}
	for n := range opts.Per {
		if !known(n) {
			c.ConfigError(diag.UnknownVersion, "/docs/versions/"+n, "docs.versions has options for version %q, which is not one of %s", n, strings.Join(names, ", "))
		}
	}
	if len(c.Vers) == 0 {
		c.ConfigError(diag.UnknownVersion, "/docs", "no version is left to build (docs.includeCurrentVersion and docs.onlyIncludeVersions exclude them all)")
		c.Vers = []*Version{current}
	}
	// The last version: docs.lastVersion, else the only one, else the newest release.
	last := c.Vers[0]
	if len(c.Vers) > 1 && c.Vers[0].Name == "current" {
		last = c.Vers[1]
	}
	if opts.LastVersion != "" {
		found := false
		for _, vs := range c.Vers {
			if vs.Name == opts.LastVersion {
				last, found = vs, true
			}
		}
		if !found {
			c.ConfigError(diag.UnknownVersion, "/docs/lastVersion", "docs.lastVersion is %q, which is not a version that is built (%s)", opts.LastVersion, strings.Join(names, ", "))
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
			vs.Path, vs.IsLast, vs.Banner = "/", true, nil
		case vs.Name == "current":
			vs.Path = "/next"
		default:
			vs.Path = "/" + vs.Name
		}
		switch {
		case vs == last:
		case i < lastIndex:
			vs.Banner = graph.Ptr("unreleased")
		default:
			vs.Banner = graph.Ptr("unmaintained")
		}
		if o, ok := opts.Per[vs.Name]; ok {
			if o.Label != nil {
				vs.Label = *o.Label
			}
			if o.Path != nil {
				vs.Path = "/" + strings.Trim(*o.Path, "/")
			}
			if o.Banner != nil {
				if *o.Banner == "none" {
					vs.Banner = nil
				} else {
					vs.Banner = graph.Ptr(*o.Banner)
				}
			}
		}
	}
	for _, vs := range c.Vers {
		vs.Prefix = scan.JoinRoute(site.Docs.RouteBasePath, vs.Path)
		vs.ByID = map[string]*Page{}
		if vs.SidebarFile != "" {
			c.loadSidebarsFile(vs)
		}
	}
}

// configError reports an error at a key of the site configuration.
func (c *compiler) ConfigError(id diag.Code, ptr, format string, args ...any) {
	line, col := 0, 0
	if c.Cfg.Doc != nil {
		p := c.Cfg.Doc.At(ptr)
		line, col = p.Line, p.Column
	}
	c.Diags.Errorf(id, c.Cfg.File, line, col, format, args...)
}

func (c *compiler) loadSidebarsFile(vs *Version) {
	var data []byte
	var err error
	if filepath.IsAbs(filepath.FromSlash(vs.SidebarFile)) {
		// An absolute docs.sidebarPath is the author's explicit choice.
		data, err = source.ReadChecked(filepath.Clean(filepath.FromSlash(vs.SidebarFile)))
	} else {
		data, err = source.ReadFile(c.Opts.Root, vs.SidebarFile)
	}
	if err != nil {
		if os.IsNotExist(err) && vs.Name == "current" && c.Cfg.Site.Docs.SidebarPath != nil {
			line, col := 0, 0
			if c.Cfg.Doc != nil {
				p := c.Cfg.Doc.At("/docs/sidebarPath")
				line, col = p.Line, p.Column
			}
			c.Diags.Errorf(diag.MissingSidebars, c.Cfg.File, line, col, "sidebars file %s does not exist (docs.sidebarPath: %q; a relative path is read from the content root); create it or fix docs.sidebarPath", config.Path(c.Opts.Root, vs.SidebarFile), vs.SidebarFile)
		} else if !os.IsNotExist(err) {
			c.Diags.Add(source.AsDiagnostic(vs.SidebarFile, err))
		}
		vs.SidebarFile = ""
		return
	}
	c.NoteInput(config.Path(c.Opts.Root, vs.SidebarFile))
	vs.SidebarSum = cache.SumBytes(data)
	var doc *yamlpos.Doc
	if jseval.IsJS(vs.SidebarFile) {
		doc = c.evalSidebars(vs)
		if doc == nil {
			vs.SidebarFile = ""
			return
		}
	} else {
		doc, err = yamlpos.Parse(data)
		if err != nil {
			c.Diags.Add(config.YAMLDiag(vs.SidebarFile, err, 0))
			vs.SidebarFile = ""
			return
		}
	}
	if _, ok := doc.Value.(map[string]any); !ok {
		c.Diags.Errorf(diag.Schema, vs.SidebarFile, 1, 1, "a sidebars file must map sidebar names to lists of items")
		vs.SidebarFile = ""
		return
	}
	if ds := c.v.Check("sidebars.schema.json", vs.SidebarFile, doc, 0); len(ds) > 0 {
		c.Diags.Add(ds...)
		vs.SidebarFile = ""
		return
	}
	vs.SidebarDoc = doc
}

// evalSidebars runs a JavaScript or TypeScript sidebars file and returns its
// export as a document (nil after reporting an error).
func (c *compiler) evalSidebars(vs *Version) *yamlpos.Doc {
	start := time.Now()
	root, file := c.Opts.Root, vs.SidebarFile
	if filepath.IsAbs(filepath.FromSlash(file)) {
		// An absolute docs.sidebarPath: its folder is where local requires are read.
		root, file = filepath.Dir(filepath.FromSlash(file)), filepath.Base(filepath.FromSlash(file))
	}
	res, d := jseval.Eval(jseval.Options{Root: root, File: file})
	c.JSTime += time.Since(start)
	if d != nil {
		if d.File == file && file != vs.SidebarFile {
			d.File = vs.SidebarFile
		}
		c.Diags.Add(*d)
		return nil
	}
	for _, ptr := range res.Funcs {
		p := res.Doc.At(ptr)
		c.Diags.Errorf(diag.Schema, vs.SidebarFile, p.Line, p.Column, "%s is a function; a sidebars file must export plain data (arrays, objects, strings)", strings.TrimPrefix(ptr, "/"))
	}
	if len(res.Funcs) > 0 {
		return nil
	}
	// Files it required may change without the sidebars file changing: the
	// watch memo compares the exported value.
	if b, err := json.Marshal(res.Doc.Value); err == nil {
		vs.SidebarSum = cache.SumBytes(append(vs.SidebarSum[:], b...))
	}
	return res.Doc
}

// collectStatic lists the files of static/, served at the site root.
func (c *compiler) collectStatic() {
	dir := filepath.Join(c.Opts.Root, "static")
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		rel, _ := filepath.Rel(dir, p)
		c.Static["/"+filepath.ToSlash(rel)] = true
		return nil
	})
}

// registerRoutes checks that routes are unique across versions and indexes pages.
func (c *compiler) registerRoutes() {
	n := 0
	for _, vs := range c.Vers {
		n += len(vs.Tree.Docs)
	}
	c.Routes, c.Pages = make(map[string]string, n), make(map[string]*Page, n)
	for _, vs := range c.Vers {
		vs.Pages = make([]*Page, 0, len(vs.Tree.Docs))
		if len(vs.ByID) == 0 {
			vs.ByID = make(map[string]*Page, len(vs.Tree.Docs))
		}
		for _, d := range vs.Tree.Docs {
			if d.Route == "" {
				continue
			}
			p := &Page{Doc: d, Version: vs}
			if prev, dup := c.Routes[d.Route]; dup {
				l, col := 1, 1
				if _, ok := d.FM["slug"]; ok {
					l, col = d.FMPos("slug")
				}
				sev := diag.Error
				switch c.Cfg.OnDuplicateRoutes {
				case "warn", "log":
					sev = diag.Warning
				case "ignore":
					continue
				}
				msg := fmt.Sprintf("route %s is already taken by %s; set a different slug or id", d.Route, prev)
				if sev == diag.Warning {
					msg += " (this page is left out)"
				}
				c.Diags.Add(diag.Diagnostic{Severity: sev, ID: diag.DuplicateRoute, File: d.SourceOr(), Line: l, Column: col, Message: msg})
				continue
			}
			c.Routes[d.Route] = d.SourceOr()
			c.Pages[d.Route] = p
			vs.Pages = append(vs.Pages, p)
			vs.ByID[d.ID] = p
		}
	}
}

// render renders every doc's Markdown in parallel.
func (c *compiler) Render() {
	var all []*Page
	for _, vs := range c.Vers {
		all = append(all, vs.Pages...)
	}
	workers := c.Opts.Workers
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	jobs := make(chan *Page)
	var wg sync.WaitGroup
	prog := c.Opts.Progress
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
					prog.Step(p.Cached)
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

func (c *compiler) renderPage(p *Page) {
	// Pages remembered from the last compile never get here (takeRemembered).
	d := p.Doc
	if d.Source != "" {
		p.MTime = c.NoteInput(filepath.Join(c.Opts.Root, filepath.FromSlash(d.Source)))
	}
	if !c.renderCached(p) {
		c.renderFresh(p)
	}
	p.Anchors = map[string]bool{}
	for _, h := range p.Res.Headings {
		p.Anchors[h.ID] = true
	}
	for _, id := range p.Rec.HTMLIDs {
		p.Anchors[id] = true
	}
	for _, l := range p.Res.Links {
		if strings.HasPrefix(l.Dest, "#") {
			p.Links = append(p.Links, LinkUse{Anchor: l.Dest[1:], File: l.File, Line: l.Line, Col: l.Column, Raw: l.Dest})
		}
	}
	c.rememberRender(p)
	c.namePage(p)
}

// namePage sets a rendered page's title, sidebar label and description.
func (c *compiler) namePage(p *Page) {
	d := p.Doc
	p.Title = d.GeneratedTitle
	if t, ok := d.FMString("title"); ok {
		p.Title = t
	}
	if p.Title == "" {
		p.Title = p.Res.Title
	}
	if p.Title == "" {
		p.Title, _ = scan.StripNumberPrefix(d.FileName)
		if d.IsCategoryIndex && d.Dir != "." {
			p.Title, _ = scan.StripNumberPrefix(path.Base(d.Dir))
		}
	}
	p.Label = p.Title
	if l, ok := d.FMString("sidebar_label"); ok {
		p.Label = l
	}
	p.Desc = d.GeneratedDescription
	if s, ok := d.FMString("description"); ok {
		p.Desc = s
	}
	if p.Desc == "" {
		p.Desc = p.Rec.FirstSentence
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
func (c *compiler) resolveLink(p *Page, l markdown.LinkRef) string {
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
	base := c.Cfg.Site.BaseURL
	var target string
	isMD := strings.HasSuffix(pathPart, ".md") || strings.HasSuffix(pathPart, ".mdx")
	if isMD && !strings.HasPrefix(pathPart, "/") {
		// A relative link to another Markdown file: resolved as Docusaurus does.
		dir := path.Join(p.Version.Tree.DocsDir, p.Doc.Dir) // the linking file's folder
		named := path.Join(p.Doc.Dir, pathPart)             // what the message names
		if l.File != "" {
			dir = path.Dir(l.File) // a partial's links are relative to the partial
			named = path.Join(dir, pathPart)
		}
		if d := c.markdownTarget(p, dir, pathPart); d != nil {
			target = d.Route
		} else {
			p.Links = append(p.Links, LinkUse{Target: "\x00missing-md:" + named, File: l.File, Line: l.Line, Col: l.Column, Raw: dest})
			return dest
		}
	} else if strings.HasPrefix(pathPart, "/") {
		target = pathPart
		if d, ok := p.Version.Tree.BySource[strings.TrimPrefix(target, "/")]; ok && d.Route != "" && isMD {
			// An absolute file path from the docs root, as Docusaurus allows.
			target = d.Route
		} else {
			target = c.LocalePrefixed(p.Version, target)
		}
	} else {
		// A relative URL: resolved against the page's route, as a browser would.
		dir := p.Doc.Route
		if !strings.HasSuffix(dir, "/") {
			dir = path.Dir(dir)
		}
		target = path.Join(dir, pathPart)
		if strings.HasSuffix(pathPart, "/") && target != "/" {
			target += "/"
		}
	}
	if !l.Image {
		p.Links = append(p.Links, LinkUse{Target: target, Anchor: frag, File: l.File, Line: l.Line, Col: l.Column, Raw: dest})
	} else if !c.Static[target] {
		p.Links = append(p.Links, LinkUse{Target: target, File: l.File, Line: l.Line, Col: l.Column, Raw: dest})
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
func (c *compiler) markdownTarget(p *Page, dir, link string) *scan.Doc {
	found := func(d *scan.Doc) *scan.Doc {
		if d != nil && d.Route != "" {
			return d
		}
		return nil
	}
	tree := p.Version.Tree
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
	for _, vs := range c.Vers {
		if vs.Locale != p.Version.Locale {
			continue // a page's links stay in its locale
		}
		if rel, ok := docsRel(siteRel, vs.Tree.DocsDir); ok {
			if d := found(vs.Tree.BySource[rel]); d != nil {
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
	for _, vs := range c.Vers {
		in := sidebar.Input{
			Tree: vs.Tree, File: vs.SidebarFile, Doc: vs.SidebarDoc, RoutePrefix: vs.Prefix,
			NotCollapsible: !c.Cfg.SidebarCollapsible, Expanded: !c.Cfg.SidebarCollapsed,
			Label: func(d *scan.Doc) string {
				if p := vs.ByID[d.ID]; p != nil {
					return p.Label
				}
				return d.ID
			},
			Description: func(d *scan.Doc) string {
				if p := vs.ByID[d.ID]; p != nil {
					return p.Desc
				}
				return ""
			},
		}
		memo := c.Opts.Memo
		if vs.Locale != nil {
			// A locale's sidebars are translated after resolving: made anew,
			// and their diagnostics are the default locale's.
			vs.SB = sidebar.Resolve(in, &diag.List{})
			c.translateSidebars(vs)
			c.registerCategoryRoutes(vs)
			continue
		}
		var inputs *SidebarInputs
		same := false
		prev := memo.Sidebar(vs.Name)
		if memo != nil {
			var last *SidebarInputs
			if prev != nil {
				last = prev.In
			}
			inputs, same = c.SidebarInputs(vs, in, last)
		}
		if same {
			// The same sidebars as in the last compile (watch mode).
			vs.SB = prev.Res
			if CheckReuse {
				if fresh := sidebar.Resolve(in, &diag.List{}); !reflect.DeepEqual(fresh, prev.Res) {
					panic("sidebars of version " + vs.Name + " reused from the memo, but their inputs changed")
				}
			}
			memo.KeepSidebar(vs.Name, &SidebarMemo{Res: prev.Res, In: inputs})
		} else {
			local := &diag.List{}
			vs.SB = sidebar.Resolve(in, local)
			ds := local.Sorted()
			c.Diags.Add(ds...)
			if memo != nil {
				if len(ds) > 0 {
					memo.KeepSidebar(vs.Name, nil) // resolved again next time, to report again
				} else {
					memo.KeepSidebar(vs.Name, &SidebarMemo{Res: vs.SB, In: inputs})
				}
			}
		}
		c.registerCategoryRoutes(vs)
	}
}

func (c *compiler) registerCategoryRoutes(vs *Version) {
	for _, cp := range vs.SB.Categories {
		if prev, dup := c.Routes[cp.Route]; dup {
			c.Diags.Errorf(diag.DuplicateRoute, prev, 0, 0, "route %s is taken twice: by this page and by the generated index of category %q", cp.Route, cp.Title)
			continue
		}
		c.Routes[cp.Route] = "category " + cp.Title
	}
}

// knownRoute reports whether a site-relative path is a page or a static file.
func (c *compiler) knownRoute(target string) (*Page, bool) {
	if target == "/" || c.Static[target] {
		return nil, true
	}
	if p, ok := c.Pages[target]; ok {
		return p, true
	}
	if _, ok := c.Routes[target]; ok {
		return nil, true
	}
	// Trailing-slash and legacy .html forms of a page are the same page.
	for _, alt := range []string{strings.TrimSuffix(target, "/"), target + "/", strings.TrimSuffix(target, ".html"), strings.TrimSuffix(target, "/index.html")} {
		if alt == "" {
			alt = "/"
		}
		if p, ok := c.Pages[alt]; ok {
			return p, true
		}
		if _, ok := c.Routes[alt]; ok || alt == "/" {
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
			routes = make([]string, 0, len(c.Routes))
			for r := range c.Routes {
				routes = append(routes, r)
			}
			sort.Strings(routes)
		}
		return routes
	}
	for _, vs := range c.Vers {
		for _, p := range vs.Pages {
			if p.Fallback() {
				continue // the original's links, checked there
			}
			for _, l := range p.Links {
				file := p.Doc.SourceOr()
				if l.File != "" {
					file = l.File
				}
				if strings.HasPrefix(l.Target, "\x00missing-md:") {
					c.Diags.Warnf(diag.BrokenLink, file, l.Line, l.Col, "link %q points to %s, which is not a doc of this version; fix the path", l.Raw, strings.TrimPrefix(l.Target, "\x00missing-md:"))
					continue
				}
				target := p
				if l.Target != "" {
					tp, ok := c.knownRoute(l.Target)
					if !ok {
						msg := fmt.Sprintf("link %q points to %s, which is not a page of this site", l.Raw, l.Target)
						s, ok := suggested[l.Target]
						if !ok {
							s = validate.Suggest(l.Target, sortedRoutes())
							suggested[l.Target] = s
						}
						if s != "" {
							msg += fmt.Sprintf("; did you mean %s?", s)
						}
						c.Diags.Warnf(diag.BrokenLink, file, l.Line, l.Col, "%s", msg)
						continue
					}
					target = tp
				}
				if l.Anchor != "" && target != nil && !target.Anchors[l.Anchor] {
					where := "this page"
					if target != p {
						where = target.Doc.Route
					}
					c.Diags.Warnf(diag.BrokenAnchor, file, l.Line, l.Col, "link %q points to #%s, which is not a heading of %s", l.Raw, l.Anchor, where)
				}
			}
		}
	}
}

// buildTime is SOURCE_DATE_EPOCH (seconds) when set, else the newest input's mtime:
// either way, the same tree gives the same graph.
func (c *compiler) buildTime() int64 {
	if c.Opts.BuildTime != 0 {
		return c.Opts.BuildTime
	}
	if s := os.Getenv("SOURCE_DATE_EPOCH"); s != "" {
		if n, err := strconv.ParseInt(s, 10, 64); err == nil {
			return n * 1000
		}
		c.Diags.Warnf(diag.SourceDateEpoch, "", 0, 0, "SOURCE_DATE_EPOCH=%q is not a number of seconds; ignored", s)
	}
	c.NoteInput(filepath.Join(c.Opts.Root, c.Cfg.File))
	if c.Newest.IsZero() {
		return 0
	}
	return c.Newest.UnixMilli()
}
