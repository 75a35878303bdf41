package model

import (
	"bytes"
	"encoding/json"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/contentc/contentc/compiler/internal/cache"
	"github.com/contentc/contentc/compiler/internal/config"
	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/gitinfo"
	"github.com/contentc/contentc/compiler/internal/graph"
	"github.com/contentc/contentc/compiler/internal/markdown"
	"github.com/contentc/contentc/compiler/internal/par"
	"github.com/contentc/contentc/compiler/internal/scan"
	"github.com/contentc/contentc/compiler/internal/sidebar"
	"github.com/contentc/contentc/compiler/internal/source"
	"github.com/contentc/contentc/compiler/internal/tags"
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
	// AssetLinks: the page links to a file next to it, or to a path that
	// could be one (resolve.Refs looks again on every compile).
	AssetLinks bool
	// Fill holds what replaces the stand-ins of the page's HTML, as JSON string
	// contents: its links' hrefs, then its directives' HTML (Fill);
	// FillSum is their sum, and DirHTML the directives' HTML.
	Fill    [][]byte
	FillSum cache.Key
	DirHTML [][]byte
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
	Tags    []tags.Tag
}

type LinkUse struct {
	Target string // site-relative route of the target ("" = same page)
	// MissingDoc is the Markdown file a relative link names when no doc of the
	// version is that file (the link is reported, Target is "").
	MissingDoc string
	Anchor     string
	File       string // the partial the link is written in ("" = the page's file)
	Line       int
	Col        int
	Raw        string
	// Asset is the file (content-root-relative) a link to a file next to the
	// doc names; Target is then where it is published (/assets/…).
	Asset string
}

type Version struct {
	// Name is the version's name in the graph: its name in versions.json
	// ("current" for the docs folder), after another docs plugin's id
	// ("community/current"). Release is the name alone, Plugin the docs
	// plugin it belongs to.
	Name, Label, Path string
	Release           string
	Plugin            *config.DocsPlugin
	IsLast            bool
	Banner            *string
	Badge             bool   // doc pages show "Version: <label>" (Docusaurus's version badge)
	NoIndex           bool   // its pages are not for search engines (docs.versions.<name>.noIndex)
	Prefix            string // routeBasePath + version path
	Tree              *scan.Tree
	SidebarFile       string
	SidebarDoc        *yamlpos.Doc
	// SidebarStandIns: the sidebars file took values from what it cannot
	// read here (a package, the file system), each with its warning; an empty
	// list in it may be one.
	SidebarStandIns bool
	SidebarSum      cache.Key // of the sidebars file's bytes
	Pages           []*Page
	ByID            map[string]*Page
	SB              *sidebar.Result
	// TagGroups are the version's tags with their docs (none when no doc
	// has a tag) and TagsRoute the route of its tags list page, built when
	// TagsList (a tag is listed); see resolve.Tags.
	TagGroups []*tags.Group
	TagsRoute string
	TagsList  bool
	// locale is set for a version of a non-default locale (see locales.go):
	// base is the default locale's version it translates, tr what is translated.
	Locale *LocaleState
	Base   *Version
	TR     *Translations
}

type State struct {
	Opts   Options
	Diags  *diag.List
	V      *validate.Validator
	Cfg    *config.Config
	MD     *markdown.Renderer
	Vers   []*Version
	Routes map[string]string // route -> what owns it
	// RouteFold maps a route folded to lower case (without a trailing slash)
	// to the route, "" when two routes fold alike (load.Routes).
	RouteFold map[string]string
	Pages     map[string]*Page // route -> page (docs)
	Static    map[string]bool  // site-relative static file paths
	// LeftOutPlugins are the docs plugins left out (their folder is missing).
	LeftOutPlugins []string
	// StaticFile is the content-root-relative file of each static path that is
	// not under static/ (staticDirectories).
	StaticFile map[string]string
	Newest     time.Time
	Typedoc    *typedoc.Project
	InputMu    sync.Mutex
	Cache      *Cache
	// propsMemo holds the props tables made by this compile.
	PropsMu   sync.Mutex
	PropsMemo map[string]*PropsResult
	// outside lists inputs read outside the content root.
	Outside map[string]bool
	// repo is RepoRoot's answer, found once.
	repoOnce sync.Once
	repo     string
	repoErr  error
	// git is the site's git history (GitLog), read once; GitWarning reports
	// once that it cannot be.
	gitOnce    sync.Once
	git        *gitinfo.Log
	gitErr     error
	GitWarning sync.Once
	// locales are the non-default locales, in site order.
	Locales []*LocaleState
	// Redirects are the site's redirects the link check kept (not from a page).
	Redirects []graph.Redirect
	// DefaultLocale is the default locale's i18n folder, when the site has
	// one: its translations apply to the default versions and the site's
	// navbar and footer, as Docusaurus reads i18n/<defaultLocale>/ too.
	DefaultLocale *LocaleState
	// jsTime is the time spent evaluating JavaScript (sidebars, config).
	JSTime time.Duration
	// Modules holds the site modules this compile evaluated for MDX attribute
	// values (see package render), by content-root-relative path.
	Modules sync.Map
}

// FoldedRoute is the route a site path written in other letter case names
// (`/docs/Intro` for /docs/intro), as Docusaurus's router matches routes
// whatever their case; "" for none, or when two routes fold alike.
func (c *State) FoldedRoute(p string) string {
	return c.RouteFold[foldRoute(p)]
}

// foldRoute is a route's key in RouteFold.
func foldRoute(r string) string { return strings.ToLower(strings.TrimSuffix(r, "/")) }

// FoldRoutes makes RouteFold from the routes.
func (c *State) FoldRoutes() {
	c.RouteFold = make(map[string]string, len(c.Routes))
	for r := range c.Routes {
		k := foldRoute(r)
		if other, ok := c.RouteFold[k]; ok && other != r {
			c.RouteFold[k] = ""
		} else {
			c.RouteFold[k] = r
		}
	}
}

// NoteInput records an input file read outside the scanner (for the build time
// and the watcher) and returns its modification time.
func (c *State) NoteInput(p string) time.Time {
	// Outside the tree, or in its .git folder (which the up-to-date check's
	// walk skips); a file that is not there too, so that the check sees it
	// appear (a missing partial of the repository, then written).
	if rel, err := filepath.Rel(c.Opts.Root, p); err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) ||
		strings.HasPrefix(filepath.ToSlash(rel), ".git/") {
		c.InputMu.Lock()
		c.Outside[p] = true
		c.InputMu.Unlock()
	}
	st, err := os.Stat(p)
	if err != nil {
		return time.Time{}
	}
	c.NoteTime(st.ModTime())
	return st.ModTime()
}

// GitLog is the last commit of each file of the site (gitinfo.Read), read
// once per compile; the files that name the checked-out commit become inputs.
func (c *State) GitLog() (*gitinfo.Log, error) {
	c.gitOnce.Do(func() {
		repo, err := c.RepoRoot()
		if err != nil {
			c.gitErr = err
			return
		}
		root, _ := filepath.Abs(c.Opts.Root)
		if c.git, c.gitErr = gitinfo.Read(repo, root); c.gitErr == nil {
			for _, p := range c.git.Inputs {
				c.NoteInput(p)
			}
		}
	})
	return c.git, c.gitErr
}

// RepoRoot is the folder of the repository that holds the site (see
// source.RepoRoot), found once.
func (c *State) RepoRoot() (string, error) {
	c.repoOnce.Do(func() { c.repo, c.repoErr = source.RepoRoot(c.Opts.Root) })
	return c.repo, c.repoErr
}

// noteTime takes an input's modification time into the build time.
func (c *State) NoteTime(t time.Time) {
	c.InputMu.Lock()
	if t.After(c.Newest) {
		c.Newest = t
	}
	c.InputMu.Unlock()
}

func (c *State) DocsDir(vs *Version) string {
	if vs.Release == "current" {
		return vs.Plugin.Path
	}
	return vs.Plugin.File("versioned_docs") + "/version-" + vs.Release
}

// configError reports an error at a key of the site configuration.
func (c *State) ConfigError(id diag.Code, ptr, format string, args ...any) {
	line, col := 0, 0
	if c.Cfg.Doc != nil {
		p := c.Cfg.Doc.At(ptr)
		line, col = p.Line, p.Column
	}
	c.Diags.Errorf(id, c.Cfg.File, line, col, format, args...)
}

// buildTime is SOURCE_DATE_EPOCH (seconds) when set, else the newest input's mtime:
// either way, the same tree gives the same graph.
func (c *State) BuildTime() int64 {
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

// Progress is told how rendering advances (see package progress).
type Progress interface {
	// Start is called once with the number of pages to render.
	Start(total int)
	// Step is called once per page; cached is true when the page came from the cache.
	Step(cached bool)
	// Done is called when rendering is over.
	Done()
}

// parallel calls f(0…n-1) on workers goroutines (0 = number of CPUs).
func Parallel(n, workers int, f func(i int)) { par.Each(n, workers, f) }

// LocaleState is a non-default locale.
type LocaleState struct {
	Info   graph.Locale
	Dir    string // content-root-relative i18n folder of the locale ("i18n/fr")
	Prefix string // "/fr"
	Theme  map[string]string
	Navbar *graph.Navbar
	Footer *graph.Footer
	Vers   []*Version
}

// Translations holds what a locale's version knows about its translations.
type Translations struct {
	// Folder is the folder of the version's translated docs
	// (i18n/<locale>/docusaurus-plugin-content-docs/current), content-root-relative.
	Folder string
	// translated holds the ids of the docs that have a translation.
	Translated map[string]bool
	// labels is current.json (or version-<v>.json), nil when absent.
	Labels     *yamlpos.Doc
	LabelsFile string
}

// IsStatic reports whether route is a static file's, or names one as a static
// host serves it: /x for /x.html or /x/index.html, /x/ for /x/index.html (a page
// of HTML the site ships in static/), as Docusaurus's link check finds them.
func (c *State) IsStatic(route string) bool {
	if c.Static[route] {
		return true
	}
	if strings.HasSuffix(route, "/") {
		return c.Static[route+"index.html"]
	}
	return path.Ext(route) == "" && (c.Static[route+".html"] || c.Static[route+"/index.html"])
}

// localePrefixed makes an absolute site path written in a page of a locale
// point into the locale, as Docusaurus's per-locale baseUrl does: pages are
// the locale's, static files stay where they are.
func (c *State) LocalePrefixed(vs *Version, target string) string {
	if vs.Locale == nil || c.IsStatic(target) || target == vs.Locale.Prefix || strings.HasPrefix(target, vs.Locale.Prefix+"/") {
		return target
	}
	r := scan.JoinRoute(vs.Locale.Prefix, target)
	if strings.HasSuffix(target, "/") && !strings.HasSuffix(r, "/") {
		r += "/"
	}
	return r
}

// fallback reports whether a page is a locale's copy of an untranslated doc:
// its diagnostics are the original's, reported once.
func (p *Page) Fallback() bool {
	return p.Version.Locale != nil && !p.Version.TR.Translated[p.Doc.ID]
}

// diagsFor is where a page's diagnostics go: nowhere for a fallback page.
func (c *State) DiagsFor(p *Page) *diag.List {
	if p.Fallback() {
		return &diag.List{}
	}
	return c.Diags
}

// localeCode is the code of the version's locale.
func (vs *Version) LocaleCode(site graph.Site) string {
	if vs.Locale != nil {
		return vs.Locale.Info.Code
	}
	return site.I18n.DefaultLocale
}

// dataDir is the graph folder's prefix of the version's page files.
func (vs *Version) DataDir() string {
	if vs.Locale != nil {
		return "i18n/" + vs.Locale.Info.Code + "/"
	}
	return ""
}

// jsonString is s as the graph's JSON encoder writes a string.
func JSONString(s []byte) []byte {
	// A JSON string has nothing to indent: encode it compact, as graph.MarshalJSON
	// would write it, in a reused buffer, and keep an exactly sized copy (pages
	// hold their HTML this way until they are written).
	buf := jsonBufs.Get().(*bytes.Buffer)
	defer jsonBufs.Put(buf)
	buf.Reset()
	enc := json.NewEncoder(buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(string(s)); err != nil {
		return []byte(`""`)
	}
	return bytes.Clone(bytes.TrimSuffix(buf.Bytes(), []byte("\n")))
}

var jsonBufs = sync.Pool{New: func() any { return new(bytes.Buffer) }}

// PropsResult is a props table, in Markdown and rendered.
type PropsResult struct {
	Ok       bool
	Markdown string
	Html     []byte
	Diags    []diag.Diagnostic // without file and position
}

// InlineHTML renders a short Markdown string (the announcement) to safe inline HTML.
func (c *State) InlineHTML(md string) string {
	base := strings.TrimSuffix(c.Cfg.Site.BaseURL, "/")
	res := c.MD.Render(markdown.Input{File: c.Cfg.File, Source: []byte(md), Resolve: func(l markdown.LinkRef) string {
		if strings.HasPrefix(l.Dest, "/") && !strings.HasPrefix(l.Dest, "//") {
			return base + l.Dest
		}
		return l.Dest
	}})
	for _, d := range res.Diagnostics {
		d.Line, d.Column = 0, 0
		c.Diags.Add(d)
	}
	h := strings.TrimSpace(string(res.HTML))
	h = strings.TrimPrefix(h, "<p>")
	h = strings.TrimSuffix(h, "</p>")
	return h
}
