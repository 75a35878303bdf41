// Package compile runs a compile: the phases load (config, versions, scan,
// routes; package locale for translations) → render → resolve (sidebars, link
// check) → assemble (the graph) → emit (the output folder), each a package that
// reads and fills the shared state of package model. It collects every
// diagnostic of a tree in one run and writes the output only when there is no
// error, atomically. Before any of that, an unchanged tree since a remembered
// compile needs no compile at all (fastpath.go).
package compile

import (
	"cmp"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/contentc/contentc/compiler/internal/assemble"
	"github.com/contentc/contentc/compiler/internal/cache"
	"github.com/contentc/contentc/compiler/internal/config"
	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/emit"
	"github.com/contentc/contentc/compiler/internal/graph"
	"github.com/contentc/contentc/compiler/internal/load"
	"github.com/contentc/contentc/compiler/internal/locale"
	"github.com/contentc/contentc/compiler/internal/markdown"
	"github.com/contentc/contentc/compiler/internal/markdown/codeblock"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/esm"
	"github.com/contentc/contentc/compiler/internal/model"
	"github.com/contentc/contentc/compiler/internal/render"
	"github.com/contentc/contentc/compiler/internal/resolve"
	"github.com/contentc/contentc/compiler/internal/scan"
	"github.com/contentc/contentc/compiler/internal/source"
	"github.com/contentc/contentc/compiler/internal/validate"
)

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

// The compile's options and the incremental cache and watch memo, defined
// with the state the phases share (package model).
type (
	Options  = model.Options
	Progress = model.Progress
	Cache    = model.Cache
	Memo     = model.Memo
)

// CompilerVersion is contentc's version, written into the graph's generator field.
const CompilerVersion = model.CompilerVersion

// NewMemo, OpenCache, DefaultCacheDir and CacheSalt: see package model.
var (
	NewMemo         = model.NewMemo
	OpenCache       = model.OpenCache
	DefaultCacheDir = model.DefaultCacheDir
	CacheSalt       = model.CacheSalt
)

// Run compiles a content tree.
func Run(opts model.Options) (*Result, error) {
	root, err := filepath.Abs(opts.Root)
	if err != nil {
		return nil, err
	}
	if opts.Cache == nil {
		opts.Memo = nil // the memo only holds keys into the cache
	}
	c := &model.State{Opts: opts, Diags: &diag.List{}, Routes: map[string]string{}, Pages: map[string]*model.Page{}, Static: map[string]bool{}, Cache: opts.Cache, Outside: map[string]bool{}}
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
	if opts.Cache != nil {
		opts.Cache.Preload() // read while the config loads and the tree is scanned
	}
	v, err := validate.Default()
	if err != nil {
		return nil, err
	}
	c.V = v
	c.Cfg = config.Load(root, v, c.Diags)
	if c.Cfg.Docusaurus1 {
		res.Diagnostics = c.Diags.Sorted()
		return res, nil
	}
	for _, p := range c.Cfg.RepoFiles {
		c.NoteInput(p)
	}
	// Routes, the base URL and the docs folders come from the config: a link
	// check without it would report every link of a site as broken (ton-docs:
	// 1,386 warnings under one config error), so it is left out.
	configFailed := c.Diags.HasErrors()
	load.Config(c)
	scope, scopeFile := readScope(root, c.Diags)
	c.MD = markdown.New(markdown.Options{BaseURL: c.Cfg.Site.BaseURL, IframeHosts: c.Cfg.IframeHosts, Scope: scope, ScopeFile: scopeFile, MDX1: c.Cfg.MDX1, ReactLive: c.Cfg.Docusaurus, InternalDocs: c.Cfg.InternalDocs, Math: c.Cfg.Math, MathNoSingleDollar: c.Cfg.MathNoSingleDollar, MathRemark3: c.Cfg.MathRemark3, NoEmoji: c.Cfg.NoEmoji, GitHubAlerts: c.Cfg.GitHubAlerts, AnchorsMaintainCase: c.Cfg.AnchorsMaintainCase, TOCMinLevel: c.Cfg.TOCMinLevel, TOCMaxLevel: c.Cfg.TOCMaxLevel, Aliases: c.Cfg.Aliases, RawImports: rawImports(c.Cfg.RawImports), AdmonitionKeywords: c.Cfg.AdmonitionKeywords, ThemeAdmonition: c.Cfg.Docusaurus && (themeComponent(root, "Admonition") || themeComponent(root, "Admonition/Types")), NoMDX1Admonitions: c.Cfg.NoMDX1Admonitions, Npm2Yarn: npm2yarn(c.Cfg.Npm2Yarn), TabBlocks: c.Cfg.TabBlocks, MagicComments: magicComments(c.Cfg.MagicComments), CodeLanguage: c.Cfg.CodeLanguage, CodeImport: (*codeblock.ImportOptions)(c.Cfg.CodeImport), HiddenElements: c.Cfg.HiddenElements})
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
	var fmCache scan.FrontMatterCache
	if c.Cache != nil {
		fmCache = c.Cache
	}
	scanOpts := func(vs *model.Version) scan.Options {
		return scan.Options{Root: root, DocsDir: c.DocsDir(vs), Version: vs.Name, RoutePrefix: vs.Prefix, Include: vs.Plugin.Include, Exclude: vs.Plugin.Exclude, KeepNumberPrefixes: vs.Plugin.KeepNumberPrefixes, Docusaurus: c.Cfg.Docusaurus, NullFrontMatter: c.Cfg.NullFrontMatter, LooseDocIDs: c.Cfg.LooseDocIDs, Memo: opts.Memo.ScanMemo(), FMCache: fmCache, Workers: opts.Workers, Unchanged: unchanged, Changed: changedPaths,
			Preprocess: c.Cfg.Preprocess, FrontMatter: c.Cfg.FrontMatterHook, HooksID: c.Cfg.HooksID}
	}
	load.Docs(c, scanOpts)
	locale.Load(c, scanOpts)
	tr.phase("config+scan")
	load.Routes(c)
	render.Run(c)
	tr.phase("render")
	resolve.Refs(c)
	tr.phase("refs")
	resolve.Sidebars(c)
	resolve.Tags(c)
	tr.phase("sidebars")
	if !configFailed {
		resolve.CheckLinks(c)
	}
	tr.phase("links")
	g, out := assemble.Run(c)
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
	rep, err := emit.Write(c, out)
	res.FilesWritten, res.Unchanged = rep.FilesWritten, rep.Unchanged
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

// swizzled reports whether the site has its own theme module at rel (a file
// with one of the bundler's extensions, or a folder's index).
func swizzled(root, rel string) bool {
	for _, ext := range []string{".js", ".jsx", ".ts", ".tsx", "/index.js", "/index.jsx", "/index.ts", "/index.tsx"} {
		if _, err := os.Stat(filepath.Join(root, filepath.FromSlash(rel+ext))); err == nil {
			return true
		}
	}
	return false
}

// readScope reads the site's MDX component scope (the components its docs use
// without importing them): the first of esm.ScopeFiles in the content root.
// An HTML element it replaces with a component of the site is a warning at
// its entry: contentc renders the element as Markdown does.
func readScope(root string, diags *diag.List) ([]esm.Global, string) {
	for _, f := range esm.ScopeFiles {
		if data, err := source.ReadFile(root, f); err == nil {
			sc := esm.ReadScope(data, f)
			// Docusaurus's own element components (@theme/MDXComponents/Code)
			// render as contentc does, unless the site swizzled them too.
			sc.Elements = slices.DeleteFunc(sc.Elements, func(e esm.Element) bool {
				return e.Theme != "" && !swizzled(root, "src/theme/MDXComponents/"+e.Theme)
			})
			switch n := len(sc.Elements); {
			case n == 1:
				e := sc.Elements[0]
				line, col := source.Position(data, e.Offset)
				with := cmp.Or(e.Value, "a function of this file")
				diags.Warnf(diag.UnknownComponent, f, line, col, "%s: the MDX component scope replaces every <%s> of the docs with %s, which contentc does not run: the site's own rendering of <%s> is not applied, the docs' are rendered as Markdown renders them (to keep what it does, write it in the docs)", e.Name, e.Name, with, e.Name)
			case n > 1:
				// one warning for them all (react-native-website replaces 13
				// elements), at the first
				names := make([]string, n)
				for i, e := range sc.Elements {
					names[i] = "<" + e.Name + ">"
				}
				line, col := source.Position(data, sc.Elements[0].Offset)
				diags.Warnf(diag.UnknownComponent, f, line, col, "the MDX component scope replaces every %s and %s of the docs with components of this site, which contentc does not run: the site's own rendering of these elements is not applied, the docs' are rendered as Markdown renders them", strings.Join(names[:n-1], ", "), names[n-1])
			}
			return sc.Globals, f
		}
	}
	return nil, ""
}

// themeComponent reports whether the site replaces the theme component name
// (src/theme/<name>.js|jsx|ts|tsx, or its folder's index), as swizzling does.
func themeComponent(root, name string) bool {
	for _, f := range []string{name, name + "/index"} {
		for _, ext := range []string{".js", ".jsx", ".ts", ".tsx"} {
			if _, err := source.ReadFile(root, "src/theme/"+f+ext); err == nil {
				return true
			}
		}
	}
	return false
}

// magicComments are markdown.magicComments as the renderer takes them.
func magicComments(cs []config.MagicComment) []markdown.MagicComment {
	var out []markdown.MagicComment
	for _, c := range cs {
		out = append(out, markdown.MagicComment(c))
	}
	return out
}

// npm2yarn is markdown.npm2yarn as the renderer takes it.
func npm2yarn(n *config.Npm2Yarn) *markdown.Npm2Yarn {
	if n == nil {
		return nil
	}
	return &markdown.Npm2Yarn{Sync: n.Sync, Converters: n.Converters}
}

// rawImports are markdown.rawImports' rules, their tests compiled (load.Config
// left out those that do not compile).
func rawImports(rules []config.RawImport) []markdown.RawImport {
	var out []markdown.RawImport
	for _, r := range rules {
		flags := ""
		if r.Flags == "i" {
			flags = "(?i)"
		}
		test, err1 := regexp.Compile(flags + r.Test)
		query, err2 := regexp.Compile(flags + r.Query)
		if err1 == nil && err2 == nil {
			out = append(out, markdown.RawImport{Test: test, Query: query, Include: r.Include})
		}
	}
	return out
}
