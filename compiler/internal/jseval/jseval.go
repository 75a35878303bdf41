// Package jseval evaluates a Docusaurus JavaScript or TypeScript file (a sidebars
// file, docusaurus.config.js/ts) in-process and returns the value it exports as
// plain JSON values, with positions for diagnostics.
//
// esbuild's Go API strips TypeScript and turns ES modules into CommonJS; goja
// runs the result, with the web platform's globals of package webapi. The
// engine has no file system, network or process:
// the only way out is require, which loads JSON and JS/TS files inside the
// content root and, for a bare package name, asks Options.Package (nil = the
// require is an error). A run is interrupted after Options.Timeout. Every
// failure is a diagnostic with the source file's line and column (positions in
// the transformed code are mapped back through esbuild's source map).
package jseval

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"os"
	"path"
	"path/filepath"
	"reflect"
	"runtime/metrics"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/dop251/goja"
	"github.com/dop251/goja/parser"
	"github.com/evanw/esbuild/pkg/api"
	"github.com/go-sourcemap/sourcemap"

	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/jseval/jslit"
	"github.com/contentc/contentc/compiler/internal/jseval/jsmerge"
	"github.com/contentc/contentc/compiler/internal/jseval/webapi"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/jsx/jsstd"
	"github.com/contentc/contentc/compiler/internal/source"
	"github.com/contentc/contentc/compiler/internal/webpackreq"
	"github.com/contentc/contentc/compiler/internal/yamlpos"
)

// DefaultTimeout bounds one evaluation (an infinite loop is stopped, an error).
const DefaultTimeout = time.Second

// Diagnostic ids.
const (
	IDSyntax = diag.JSSyntax // esbuild could not parse the file
	IDError  = diag.JSError  // the file threw, required a package, timed out, or exported nothing usable
)

// Extensions are the file name endings Eval handles.
var Extensions = []string{".js", ".cjs", ".mjs", ".ts", ".cts", ".mts"}

// moduleExts are the endings of the files a require may load (JSON, and the
// JSX a site's own modules may hold).
var moduleExts = append([]string{".json"}, append(slices.Clone(Extensions), ".jsx", ".tsx")...)

// IsJS reports whether a file name is one Eval handles.
func IsJS(name string) bool {
	ext := path.Ext(name)
	for _, e := range Extensions {
		if e == ext {
			return true
		}
	}
	return false
}

// Options of one evaluation.
type Options struct {
	Root string // the content root; required files must be inside it
	File string // root-relative, slash-separated
	// Outside are folders outside Root, root-relative (`../docs`), whose
	// files may be required too, each read with its own folder as boundary
	// (a site in website/ whose docs are ../docs, as the scan reads them).
	Outside []string
	// Repo is the folder (absolute) of the repository that holds Root ("" =
	// none): a required file outside Root but inside Repo is read too (a
	// monorepo's shared file, `require('../tailwind.config')` in moonrepo's
	// site, `require('../content/locales.json')` in caprover's), and nothing
	// above it, as partials are read (see model.State.RepoRoot). NoteRepoFile,
	// if set, is told each such file (its absolute path) that exists,
	// for the watcher and the up-to-date check.
	Repo         string
	NoteRepoFile func(abs string)
	// Package gives the value of require("name") for a bare package name; nil, or
	// a false second result, makes the require throw.
	Package func(rt *goja.Runtime, name string) (goja.Value, bool)
	// Read reads a file of the content root (rel is slash-separated); nil
	// reads it from Root. A caller that records what an evaluation depends on
	// passes its own.
	Read func(rel string) ([]byte, error)
	// Exports returns the module's exports as they are (named exports, the
	// default one under "default"), not the default export.
	Exports bool
	// SiteAlias: "@site/x" names the content root's x, as Docusaurus's bundler
	// resolves it in the site's modules (not in configs and sidebars files,
	// which Node loads).
	SiteAlias bool
	// Missing gives the value of require of a local file that is not in the
	// content root (a file a build step makes); nil, or a false second result,
	// makes the require throw, as Node's does.
	Missing func(rt *goja.Runtime, spec string) (goja.Value, bool)
	// RequireResolve gives require.resolve(name) (nil = it throws).
	RequireResolve func(name string) (string, bool)
	// CallExport calls an exported function (async too) and uses its result, as
	// Docusaurus does with a config that exports a function.
	CallExport bool
	// Unwrap: when the exported value is what a package's function returned
	// (`module.exports = configure({title: …}, opts)`, devicescript's config
	// helper), the object given to that function is the value instead, and
	// Result.Unwrapped names the package (helpers of this kind return the
	// object they are given, extended).
	Unwrap bool
	// Inspect, if set, is given the exported value in its engine before it is
	// converted, within the time limit, and what it returns is
	// Result.Inspected (a config's plugins' webpack aliases: package
	// docusaurus). It must not panic on a value it does not expect.
	Inspect func(rt *goja.Runtime, v goja.Value) map[string]any
	Timeout time.Duration
	// MaxHeapGrowth overrides the package's MaxHeapGrowth (0 = it); tests
	// set a small one to reach it quickly on a busy machine.
	MaxHeapGrowth uint64
	// Call, for a function found at a JSON pointer of the exported value,
	// gives the argument to call it with (ok false: leave it a function). A
	// string it returns is in Result.Calls.
	Call func(ptr string) (arg map[string]any, ok bool)
	// Keep, for a function found at a JSON pointer, keeps it to be called
	// later (Result.Invoke) without calling it now.
	Keep func(ptr string) bool
}

// StandInCall is a call of a stand-in: its name ("fs.readdirSync") and where
// it was made.
type StandInCall struct {
	Name         string
	File         string
	Line, Column int
}

// Result is the exported value.
type Result struct {
	Doc *yamlpos.Doc
	// Funcs lists the JSON pointers of functions found in the value (left out of it).
	Funcs []string
	// Inert lists the JSON pointers of values that came from a package stand-in
	// (Package returned an object marked with MarkInert).
	Inert []string
	// InertNames are the packages (or files) the Inert values came from, by
	// pointer ("remark-math" for `remarkPlugins: [require('remark-math')]`).
	InertNames map[string]string
	// Calls are the strings functions returned when called (Options.Call), by
	// the function's JSON pointer.
	Calls map[string]string
	// Inspected is what Options.Inspect returned.
	Inspected map[string]any
	// Unwrapped is the package whose function's argument is the value
	// (Options.Unwrap), "" when none; Merged: the value is its arguments
	// merged (a merge package's function, jsmerge.Packages), without those a
	// package gave (MergeSkipped names the first such package).
	Unwrapped    string
	Merged       bool
	MergeSkipped string
	// StandInCalls are the calls of stand-ins (a package's function, fs.readdirSync)
	// the evaluation made, each where it was made (the innermost frame in one of
	// the evaluated files), in the order made, one per place and name.
	StandInCalls []StandInCall

	// Sum identifies what was evaluated: a SHA-256 (hex) of the path and source
	// of every file the evaluation loaded. A value made later by calling one of
	// its functions (Call) depends on nothing else.
	Sum string

	// The functions Options.Call called, for Call, and their engine.
	fns map[string]goja.Callable
	rt  *goja.Runtime
	mu  sync.Mutex
}

// Call calls a function of the value that Options.Call called (or
// Options.Keep kept), with another argument (a config's editUrl for each doc,
// its markdown.preprocessor for each file, as Docusaurus calls them), stopped
// after limit. The error says why there is no string: the function threw (its
// message), ran out of time, or returned something else (or a string built
// from a stand-in).
func (r *Result) Call(ptr string, arg map[string]any, limit time.Duration) (string, error) {
	out, err := r.Invoke(ptr, limit, func(rt *goja.Runtime, fn goja.Callable) (any, error) {
		out, err := fn(goja.Undefined(), rt.ToValue(arg))
		if err != nil {
			return nil, err
		}
		s, ok := out.Export().(string)
		switch {
		case !ok:
			return nil, &NotStringError{Value: valueText(out), Nullish: goja.IsNull(out) || goja.IsUndefined(out)}
		case strings.Contains(s, InertMark):
			return nil, fmt.Errorf("returned a string built from a package or file that contentc does not run or read (%w)", ErrStandIn)
		}
		return s, nil
	})
	s, _ := out.(string)
	return s, err
}

// NotStringError is Call's error for a function that returned something other
// than a string; Nullish when it returned null or undefined (an editUrl
// function's "no edit link for this doc").
type NotStringError struct {
	Value   string
	Nullish bool
}

func (e *NotStringError) Error() string { return "returned " + e.Value + ", not a string" }

// Invoke runs call with a kept function (Options.Call, Options.Keep) and its
// engine, one call at a time, stopped after limit; a throw or the time limit is
// the error.
func (r *Result) Invoke(ptr string, limit time.Duration, call func(rt *goja.Runtime, fn goja.Callable) (any, error)) (out any, err error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	fn := r.fns[ptr]
	if fn == nil {
		return nil, errors.New("is not a function that can be called")
	}
	timer := time.AfterFunc(limit, func() { r.rt.Interrupt(errTimeout) })
	defer func() {
		timer.Stop()
		r.rt.ClearInterrupt()
		if v := recover(); v != nil {
			out, err = nil, fmt.Errorf("failed: %v", v)
		}
	}()
	out, err = call(r.rt, fn)
	var ie *goja.InterruptedError
	var ex *goja.Exception
	switch {
	case errors.As(err, &ie):
		return nil, fmt.Errorf("ran for more than %s", limit)
	case errors.As(err, &ex):
		return nil, fmt.Errorf("threw %s", valueText(ex.Value()))
	}
	return out, err
}

// Settle is what v, a value a function returned, stands for once it settles:
// for a promise, the value it was fulfilled with, or the reason it was
// rejected with, and its state (pending: it waits for timers or I/O, which
// the engine has none of); any other value is itself, fulfilled.
func Settle(v goja.Value) (goja.Value, goja.PromiseState) {
	if o, ok := v.(*goja.Object); ok {
		if p, ok := o.Export().(*goja.Promise); ok {
			return p.Result(), p.State()
		}
	}
	return v, goja.PromiseStateFulfilled
}

// InertMark starts the text of a stand-in (what its toString gives): a string
// built from one (`${pkg.repository}/edit`) is reported like the stand-in
// itself (Result.Inert), never taken over as if it were the real value.
const InertMark = "\x00contentc-stand-in:"

// ErrStandIn is what a kept function's caller (jshooks) reports when the
// function gave something built from a stand-in: it would work in Docusaurus,
// with the package or file contentc does not run or read.
var ErrStandIn = errors.New("gave something built from a package or file that contentc does not run or read")

// InertText is the text of the stand-in for name.
func InertText(name string) string { return InertMark + name + "\x00" }

// inertKey marks stand-in objects of unknown packages.
const inertKey = "__contentcInert"

// isStandIn reports whether v is a stand-in (of a package, a missing file).
func isStandIn(v goja.Value) bool {
	o, ok := v.(*goja.Object)
	if !ok {
		return false
	}
	n := o.Get(inertKey)
	return n != nil && !goja.IsUndefined(n)
}

// MarkInert marks o as a stand-in; values read from it are reported in Result.Inert.
func MarkInert(rt *goja.Runtime, o *goja.Object, name string) {
	o.DefineDataProperty(inertKey, rt.ToValue(name), goja.FLAG_FALSE, goja.FLAG_FALSE, goja.FLAG_FALSE)
}

// module is a transformed file.
type module struct {
	rel     string
	src     string
	code    string
	smap    *sourcemap.Consumer
	exports *goja.Object
	module  *goja.Object
}

type evaluator struct {
	opts    Options
	rt      *goja.Runtime
	modules map[string]*module
	byName  map[string]*module
	depth   int
}

// fail is a diagnostic raised from inside the engine (as a Go panic caught by Eval).
type fail struct{ d diag.Diagnostic }

// Eval runs the file and returns its export.
func Eval(opts Options) (res *Result, d *diag.Diagnostic) {
	if opts.Timeout == 0 {
		opts.Timeout = DefaultTimeout
	}
	e := &evaluator{opts: opts, rt: goja.New(), modules: map[string]*module{}, byName: map[string]*module{}}
	e.rt.SetMaxCallStackSize(2000)
	// What a config usually touches of Node's globals: process.env is empty but
	// for what `docusaurus build` sets before it loads the config (devspace's navbar).
	proc := e.rt.NewObject()
	proc.Set("env", map[string]any{"NODE_ENV": "production", "BABEL_ENV": "production"})
	proc.Set("platform", "linux")
	proc.Set("cwd", func() string { return "/" })
	// Nothing runs after the evaluation and there is no command line: a
	// config that listens for process events or reads its arguments runs on
	// (mrousavy/nitro's og-image plugin, process.on('exit', …)).
	proc.Set("argv", e.rt.NewArray("node", "docusaurus"))
	proc.Set("versions", map[string]any{"node": "20.0.0"})
	proc.Set("version", "v20.0.0")
	for _, m := range []string{"on", "once", "off", "addListener", "removeListener", "removeAllListeners", "emitWarning", "nextTick"} {
		proc.Set(m, func(goja.FunctionCall) goja.Value { return proc })
	}
	e.rt.Set("process", proc)
	// console: what a config logs goes nowhere (the compile's output is its
	// diagnostics), rather than stopping it as an undefined name would.
	con := e.rt.NewObject()
	for _, m := range []string{"log", "info", "warn", "error", "debug", "trace", "dir", "table", "time", "timeEnd", "group", "groupEnd"} {
		con.Set(m, func(goja.FunctionCall) goja.Value { return goja.Undefined() })
	}
	e.rt.Set("console", con)
	// fetch (Node 18's global): there is no network; what it gives is a
	// stand-in (await gives it back, .json() another, iterating it nothing),
	// reported where the file calls it (nodemod.FSReadWarnings), so a config
	// that lists its versions from a server (yarnpkg/berry) still evaluates.
	e.rt.Set("fetch", StandIn(e.rt, "fetch"))
	err := webapi.Install(e.rt)
	if err == nil {
		_, err = e.rt.RunString(prelude)
	}
	if err != nil {
		return nil, &diag.Diagnostic{Severity: diag.Error, ID: IDError, File: opts.File, Message: "internal: " + err.Error()}
	}
	timer := time.AfterFunc(opts.Timeout, func() { e.rt.Interrupt(errTimeout) })
	defer timer.Stop()
	stop := watchMemory(e.rt, e.maxHeap())
	defer stop()
	defer func() {
		// A getter or proxy the conversion runs can throw or be interrupted
		// outside RunProgram: goja then panics, which becomes a diagnostic too.
		if r := recover(); r != nil {
			res = nil
			switch x := r.(type) {
			case fail:
				d = &x.d
			case error:
				d = e.runtimeDiag(x, e.modules[opts.File])
			default:
				d = e.errDiag(e.modules[opts.File], nil, "evaluation failed: %v", r)
			}
		}
	}()
	log := &[]standInCall{}
	callLogs.Store(e.rt, log)
	defer callLogs.Delete(e.rt)
	defer targetFactories.Delete(e.rt)
	m, derr := e.load(opts.File, nil)
	if derr != nil {
		return nil, derr
	}
	if err := e.run(m); err != nil {
		return nil, e.runtimeDiag(err, m)
	}
	v := m.module.Get("exports")
	if o, ok := v.(*goja.Object); ok && o == m.exports && len(o.Keys()) == 0 {
		v = nil // exports left as it was: nothing exported
	} else if ok && !opts.Exports {
		if es := o.Get("__esModule"); es != nil && es.ToBoolean() {
			v = o.Get("default")
		}
	}
	unwrapped, merged, skipped := "", false, ""
	if opts.Unwrap && isStandIn(v) {
		name := v.(*goja.Object).Get(inertKey).String()
		if jsmerge.Packages[name] {
			// merge(common, local): the objects merged as the package
			// merges them, later keys winning (a package's object among
			// them, a stand-in, is left out)
			if m, sk, ok := e.mergeArgs(v.(*goja.Object), name); ok {
				v, unwrapped, merged, skipped = m, name, true, sk
			}
		} else if a, ok := v.(*goja.Object).Get(callArgKey).(*goja.Object); ok && a.ClassName() == "Object" && !isStandIn(a) {
			v, unwrapped = a, name
		}
	}
	if opts.CallExport && unwrapped == "" && !isStandIn(v) {
		if fn, ok := goja.AssertFunction(v); ok {
			out, err := fn(goja.Undefined(), e.rt.ToValue(map[string]any{"command": "build", "currentBundler": map[string]any{"name": "webpack"}}))
			if err != nil {
				return nil, e.runtimeDiag(err, m)
			}
			v = out
		}
	}
	v, state := Settle(v)
	switch state {
	case goja.PromiseStateRejected:
		return nil, e.errDiag(m, nil, "the exported promise was rejected: %s", valueText(v))
	case goja.PromiseStatePending:
		return nil, e.errDiag(m, nil, "the exported promise never settled (only promises that settle without timers or I/O can be evaluated)")
	}
	if v == nil || goja.IsUndefined(v) || goja.IsNull(v) {
		return nil, e.errDiag(m, nil, "the file exports nothing; use module.exports = … or export default …")
	}
	var inspected map[string]any
	if opts.Inspect != nil {
		// (RequireName: what Inspect may require, from the evaluated file)
		e.rt.Set(RequireName, e.requireFn(m))
		inspected = opts.Inspect(e.rt, v)
	}
	c := &converter{rt: e.rt, call: e.opts.Call, keep: e.opts.Keep, maps: e.opts.Exports, res: &Result{Inspected: inspected, Unwrapped: unwrapped, Merged: merged, MergeSkipped: skipped, Doc: &yamlpos.Doc{Values: map[string]yamlpos.Pos{}, Keys: map[string]yamlpos.Pos{}, Order: map[string][]string{}}}}
	// String literals are looked for in the exporting file first, then in the
	// files it required (in path order): a value written there is placed there.
	c.files = []*literals{{file: m.rel, strings: jslit.Positions(m.src)}}
	var others []string
	for rel, dep := range e.modules {
		if dep != m && dep.src != "" {
			others = append(others, rel)
		}
	}
	sort.Strings(others)
	for _, rel := range others {
		c.files = append(c.files, &literals{file: rel, strings: jslit.Positions(e.modules[rel].src)})
	}
	val, err := c.convert(v, "", 0)
	if err != nil {
		return nil, e.errDiag(m, nil, "%v", err)
	}
	c.res.Doc.Value = val
	c.res.Doc.Values[""] = yamlpos.Pos{Line: 1, Column: 1}
	c.res.Sum = e.sum()
	seen := map[StandInCall]bool{}
	for _, call := range *log {
		d := &diag.Diagnostic{}
		e.place(d, call.frames)
		if d.File == "" {
			continue
		}
		sc := StandInCall{Name: call.name, File: d.File, Line: d.Line, Column: d.Column}
		if !seen[sc] {
			seen[sc] = true
			c.res.StandInCalls = append(c.res.StandInCalls, sc)
		}
	}
	return c.res, nil
}

var (
	errTimeout = errors.New("timeout")
	errMemory  = errors.New("memory")
)

// MaxHeapGrowth bounds what one evaluation may allocate (live heap growth).
const MaxHeapGrowth = 512 << 20

// watchMemory interrupts the runtime when the heap grows by more than limit
// (MaxHeapGrowth) while it runs (a file that fills an array forever would
// otherwise exhaust memory before the time limit).
func watchMemory(rt *goja.Runtime, limit uint64) (stop func()) {
	sample := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	metrics.Read(sample)
	if sample[0].Value.Kind() != metrics.KindUint64 {
		return func() {}
	}
	base := sample[0].Value.Uint64()
	done := make(chan struct{})
	go func() {
		t := time.NewTicker(5 * time.Millisecond)
		defer t.Stop()
		s := []metrics.Sample{{Name: sample[0].Name}}
		for {
			select {
			case <-done:
				return
			case <-t.C:
				metrics.Read(s)
				if s[0].Value.Uint64() > base+limit {
					rt.Interrupt(errMemory)
					return
				}
			}
		}
	}()
	return func() { close(done) }
}

// sum is Result.Sum: every loaded file's path and source.
func (e *evaluator) sum() string {
	rels := make([]string, 0, len(e.modules))
	for rel := range e.modules {
		rels = append(rels, rel)
	}
	sort.Strings(rels)
	h := sha256.New()
	for _, rel := range rels {
		fmt.Fprintf(h, "%d:%s%d:%s", len(rel), rel, len(e.modules[rel].src), e.modules[rel].src)
	}
	return hex.EncodeToString(h.Sum(nil))
}

func (e *evaluator) maxHeap() uint64 {
	if e.opts.MaxHeapGrowth != 0 {
		return e.opts.MaxHeapGrowth
	}
	return MaxHeapGrowth
}

func (e *evaluator) errDiag(m *module, pos *yamlpos.Pos, format string, args ...any) *diag.Diagnostic {
	p := yamlpos.Pos{Line: 1, Column: 1}
	if pos != nil {
		p = *pos
	}
	file := e.opts.File
	if m != nil {
		file = m.rel
	}
	return &diag.Diagnostic{Severity: diag.Error, ID: IDError, File: file, Line: p.Line, Column: p.Column, Message: fmt.Sprintf(format, args...)}
}

// mergeArgs merges the plain objects a merge package's function was given
// (call is the stand-in the call returned), and names the package of the
// first argument a package gave (left out); false when there are none.
func (e *evaluator) mergeArgs(call *goja.Object, pkg string) (goja.Value, string, bool) {
	list, ok := call.Get(callArgsKey).(*goja.Object)
	if !ok {
		return nil, "", false
	}
	var objs []any
	skipped := ""
	for _, k := range list.Keys() {
		a, ok := list.Get(k).(*goja.Object)
		switch {
		case ok && isStandIn(a):
			if skipped == "" {
				skipped = a.Get(inertKey).String()
			}
		case ok && a.ClassName() == "Object":
			objs = append(objs, a)
		}
	}
	if len(objs) == 0 {
		return nil, "", false
	}
	out, ok := jsmerge.Merge(e.rt, pkg, objs)
	return out, skipped, ok
}

// read reads a file of the content root.
func (e *evaluator) read(rel string) ([]byte, error) {
	if e.opts.Read != nil {
		return e.opts.Read(rel)
	}
	if o, ok := e.outside(rel); ok {
		return source.ReadFile(filepath.Join(e.opts.Root, filepath.FromSlash(o)), strings.TrimPrefix(rel, o+"/"))
	}
	if r, ok := e.inRepo(rel); ok {
		data, err := source.ReadFile(e.opts.Repo, r)
		if e.opts.NoteRepoFile != nil && (err == nil || !os.IsNotExist(err)) {
			e.opts.NoteRepoFile(filepath.Join(e.opts.Repo, filepath.FromSlash(r)))
		}
		return data, err
	}
	return source.ReadFile(e.opts.Root, rel)
}

// load reads and transforms a file (root-relative) into a module, without running it.
func (e *evaluator) load(rel string, from *yamlpos.Pos) (*module, *diag.Diagnostic) {
	data, err := e.read(rel)
	if err != nil {
		d := source.AsDiagnostic(rel, err)
		return nil, &d
	}
	// A byte order mark is not content: Node strips it from the JSON and
	// the modules it loads (certimate's config imports a JSON file saved
	// with one).
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	src := string(data)
	m := &module{rel: rel, src: src}
	if strings.HasSuffix(rel, ".json") {
		m.code = "module.exports = " + src + "\n;"
		// JSON is checked by the engine's JSON.parse for a position.
		var probe any
		if err := json.Unmarshal(data, &probe); err != nil {
			line, col := 1, 1
			var se *json.SyntaxError
			if errors.As(err, &se) {
				line, col = source.Position(data, int(se.Offset))
			}
			return nil, &diag.Diagnostic{Severity: diag.Error, ID: IDSyntax, File: rel, Line: line, Column: col, Message: "invalid JSON: " + err.Error()}
		}
		e.modules[rel] = m
		return m, nil
	}
	loader := api.LoaderJS
	switch path.Ext(rel) {
	case ".ts", ".cts", ".mts":
		loader = api.LoaderTS
	case ".tsx":
		loader = api.LoaderTSX
	case ".jsx":
		loader = api.LoaderJSX
	}
	out := api.Transform(src, api.TransformOptions{
		Loader:     loader,
		Format:     api.FormatCommonJS,
		Sourcefile: rel,
		Sourcemap:  api.SourceMapExternal,
		Target:     api.ES2017,
		Platform:   api.PlatformNode,
		LogLevel:   api.LogLevelSilent,
		// import("x") becomes a promise of require("x"): goja has no module loader.
		Supported: map[string]bool{"dynamic-import": false},
		// As __filename: "/" stands for the content root (new URL('./x', import.meta.url)).
		Define: map[string]string{"import.meta.url": strconv.Quote("file://" + path.Clean("/"+rel))},
	})
	if len(out.Errors) > 0 {
		msg := out.Errors[0]
		d := &diag.Diagnostic{Severity: diag.Error, ID: IDSyntax, File: rel, Line: 1, Column: 1, Message: "invalid JavaScript: " + msg.Text}
		if msg.Location != nil {
			d.Line, d.Column = msg.Location.Line, msg.Location.Column+1
		}
		return nil, d
	}
	m.code = string(out.Code)
	if strings.HasPrefix(m.code, "#!") {
		// A script's hashbang (#!/usr/bin/env node), which Node skips and
		// esbuild keeps: a comment inside the module wrapper, on its own line.
		m.code = "//" + m.code[2:]
	}
	if sm, err := sourcemap.Parse(rel+".map", out.Map); err == nil {
		m.smap = sm
	}
	e.modules[rel] = m
	return m, nil
}

// prelude makes reads of stand-ins harmless: JSON.parse of a stand-in (a file
// the config read: there is no file system) gives the stand-in back instead of
// throwing. (The web platform's globals are package webapi's.)
const prelude = `(function () {
  const parse = JSON.parse;
  JSON.parse = function (text, reviver) {
    if (text !== null && (typeof text === "object" || typeof text === "function") && text.` + inertKey + ` !== undefined) return text;
    return parse.call(JSON, text, reviver);
  };
})();`

// wrapper turns a module's code into a function of exports, require, module,
// __filename and __dirname, as Node's CommonJS wrapper; the code runs in a
// function of its own inside it, so that an ES module may declare its own
// __dirname (`const __dirname = path.dirname(fileURLToPath(import.meta.url))`).
// It takes one line, which position mapping takes off again.
const wrapper = "(function (exports, require, module, __filename, __dirname) { return (function () {\n"

// wrapperEnd closes the wrapper.
const wrapperEnd = "\n}).call(exports); })"

func (e *evaluator) run(m *module) error {
	m.module = e.rt.NewObject()
	m.exports = e.rt.NewObject()
	m.module.Set("exports", m.exports)
	name := "\x00" + m.rel
	e.byName[name] = m
	ast, err := goja.Parse(name, wrapper+m.code+wrapperEnd, parser.WithDisableSourceMaps)
	if err != nil {
		return err
	}
	prg, err := goja.CompileAST(ast, false)
	if err != nil {
		return err
	}
	fnv, err := e.rt.RunProgram(prg)
	if err != nil {
		return err
	}
	fn, _ := goja.AssertFunction(fnv)
	dir := path.Dir(m.rel)
	_, err = fn(goja.Undefined(), m.exports, e.requireFn(m), m.module, e.rt.ToValue("/"+m.rel), e.rt.ToValue("/"+dir))
	return err
}

// RequireName is the global that holds, while Options.Inspect runs, the
// evaluated file's require: a config's plugin named by its path
// ('./plugins/loaders') is that module, which Inspect may load so.
const RequireName = "__contentcRequire"

// requireFn is require for code of module m.
func (e *evaluator) requireFn(m *module) goja.Value {
	req := e.rt.ToValue(func(call goja.FunctionCall) goja.Value {
		spec := call.Argument(0).String()
		if spec == "module" || spec == "node:module" {
			return e.moduleBuiltin(m)
		}
		if e.opts.SiteAlias {
			if file, esModule, ok := webpackreq.Raw(spec); ok {
				return e.rawText(m, file, esModule)
			}
		}
		if rest, ok := strings.CutPrefix(spec, "@site/"); ok && e.opts.SiteAlias {
			spec = "/" + rest
		}
		if !strings.HasPrefix(spec, "./") && !strings.HasPrefix(spec, "../") && !strings.HasPrefix(spec, "/") {
			if e.opts.Package != nil {
				if v, ok := e.opts.Package(e.rt, spec); ok {
					if o, isObj := v.(*goja.Object); isObj && (spec == "fs" || spec == "node:fs") {
						// The one fact of the file system a file may learn: whether
						// a file it could require is there (kusionstack's config
						// requires ./docs_versions.json if fs.existsSync says so).
						o.Set("existsSync", func(call goja.FunctionCall) goja.Value { return e.rt.ToValue(e.exists(call.Argument(0).String())) })
					}
					return v
				}
			}
			panic(e.rt.NewGoError(fmt.Errorf("require(%q): packages cannot be loaded here, only local .js, .ts and .json files inside the content root", spec)))
		}
		rel, ok := e.resolve(m, spec)
		if !ok {
			if e.opts.Missing != nil {
				if v, ok := e.opts.Missing(e.rt, spec); ok {
					return v
				}
			}
			panic(e.rt.NewGoError(fmt.Errorf("require(%q): no such file inside the content root (from %s)", spec, m.rel)))
		}
		if dep, ok := e.modules[rel]; ok && dep.module != nil {
			return e.interop(dep.module.Get("exports")) // loaded, or loading (a cycle), as Node does
		}
		e.depth++
		defer func() { e.depth-- }()
		if e.depth > 100 {
			panic(e.rt.NewGoError(fmt.Errorf("require(%q): files require each other more than 100 levels deep", spec)))
		}
		dep, d := e.load(rel, nil)
		if d != nil {
			panic(fail{*d})
		}
		if err := e.run(dep); err != nil {
			panic(fail{*e.runtimeDiag(err, dep)}) // reported where it happened, in the required file
		}
		return e.interop(dep.module.Get("exports"))
	})
	ro := req.(*goja.Object)
	ro.Set("resolve", func(call goja.FunctionCall) goja.Value {
		spec := call.Argument(0).String()
		if strings.HasPrefix(spec, ".") {
			if rel, ok := e.resolve(m, spec); ok {
				return e.rt.ToValue("/" + rel)
			}
			return e.rt.ToValue(path.Join("/", path.Dir(m.rel), spec))
		}
		if e.opts.RequireResolve != nil {
			if p, ok := e.opts.RequireResolve(spec); ok {
				return e.rt.ToValue(p)
			}
		}
		panic(e.rt.NewGoError(fmt.Errorf("require.resolve(%q): packages cannot be resolved here", spec)))
	})
	return req
}

// rawText is what the raw-loader gives for a file of the site, from module m
// (an inline request, webpackreq.Raw): an ES module whose default export is
// the file's text, or the text itself with its esModule option off.
func (e *evaluator) rawText(m *module, spec string, esModule bool) goja.Value {
	if rest, ok := strings.CutPrefix(spec, "@site/"); ok {
		spec = "/" + rest
	}
	rel := path.Clean(strings.TrimLeft(spec, "/"))
	if !strings.HasPrefix(spec, "/") {
		rel = path.Join(path.Dir(m.rel), spec)
	}
	data, err := e.read(rel) // which keeps to the root (or the repository)
	if err != nil {
		panic(e.rt.NewGoError(fmt.Errorf("require(%q): no such file inside the content root (from %s)", "raw-loader!"+spec, m.rel)))
	}
	if !esModule {
		return e.rt.ToValue(string(data))
	}
	o := e.rt.NewObject()
	_ = o.Set("__esModule", true)
	_ = o.Set("default", string(data))
	return o
}

// interop is what require gives for an ES module (`export default {items}`):
// its exports, whose names it does not have are read from its default
// export, as jiti (which Docusaurus loads configs and sidebars with) gives
// them, so `require('./typedoc-sidebar.ts').items` works.
func (e *evaluator) interop(v goja.Value) goja.Value {
	o, ok := v.(*goja.Object)
	if !ok {
		return v
	}
	if es := o.Get("__esModule"); es == nil || !es.ToBoolean() {
		return v
	}
	def, ok := o.Get("default").(*goja.Object)
	if !ok {
		return v
	}
	if _, ok := goja.AssertFunction(def); ok {
		// A default export that is a function is what require gives, with
		// the module's other exports (`default` too) on it, as jiti's
		// interopDefault gives it (medusa's `export default
		// reverseSidebarItems`: its sidebarItemsGenerator calls it).
		for _, k := range o.Keys() {
			if def.Get(k) == nil {
				_ = def.Set(k, o.Get(k))
			}
		}
		return def
	}
	return e.rt.ToValue(e.rt.NewProxy(o, &goja.ProxyTrapConfig{
		Get: func(t *goja.Object, prop string, _ goja.Value) goja.Value {
			if v := t.Get(prop); v != nil && !goja.IsUndefined(v) {
				return v
			}
			return def.Get(prop)
		},
		// Symbols too, bound to the default export: a default export that
		// is a list spreads (`...require('./docs/api/sidebar')`, the sidebar
		// docusaurus-openapi-docs generates, `export default
		// sidebar.apisidebar`: biel-docs stopped on "object is not iterable").
		GetSym: func(t *goja.Object, sym *goja.Symbol, _ goja.Value) goja.Value {
			if v := t.GetSymbol(sym); v != nil && !goja.IsUndefined(v) {
				return v
			}
			v := def.GetSymbol(sym)
			if fn, ok := goja.AssertFunction(v); ok {
				return e.rt.ToValue(func(call goja.FunctionCall) goja.Value {
					out, err := fn(def, call.Arguments...)
					if err != nil {
						panic(err)
					}
					return out
				})
			}
			return v
		},
	}))
}

// moduleBuiltin is Node's "module" for code of m: createRequire(import.meta.url)
// gives the require of the file the URL names (an ES module config's way to
// require JSON and CommonJS files), which is this engine's own.
func (e *evaluator) moduleBuiltin(m *module) goja.Value {
	o := e.rt.NewObject()
	o.Set("createRequire", func(call goja.FunctionCall) goja.Value {
		rel := strings.TrimPrefix(strings.TrimPrefix(call.Argument(0).String(), "file://"), "/")
		if dep, ok := e.modules[rel]; ok {
			return e.requireFn(dep)
		}
		return e.requireFn(m)
	})
	o.Set("default", o)
	return o
}

// outside returns the folder of Options.Outside that a root-relative path is in.
func (e *evaluator) outside(rel string) (string, bool) {
	for _, o := range e.opts.Outside {
		if strings.HasPrefix(rel, o+"/") {
			return o, true
		}
	}
	return "", false
}

// exists is fs.existsSync of a path ("/" and the working folder are the content
// root, as __dirname and process.cwd() are): whether a file or folder is there
// that the file could require (inside the content root, a folder of
// Options.Outside or Options.Repo).
func (e *evaluator) exists(p string) bool {
	rel := path.Clean(strings.TrimLeft(p, "/"))
	var dir string
	switch o, outside := e.outside(rel); {
	case rel == "." || !(rel == ".." || strings.HasPrefix(rel, "../")):
		dir = e.opts.Root
	case outside:
		dir, rel = filepath.Join(e.opts.Root, filepath.FromSlash(o)), strings.TrimPrefix(rel, o+"/")
	default:
		r, ok := e.inRepo(rel)
		if !ok {
			return false
		}
		dir, rel = e.opts.Repo, r
		if e.opts.NoteRepoFile != nil {
			e.opts.NoteRepoFile(filepath.Join(dir, filepath.FromSlash(rel)))
		}
	}
	full := filepath.Join(dir, filepath.FromSlash(rel))
	if source.CheckInside(dir, full) != nil {
		return false
	}
	_, err := os.Stat(full)
	return err == nil
}

// inRepo returns the Repo-relative path of a root-relative path above Root
// that is inside Options.Repo.
func (e *evaluator) inRepo(rel string) (string, bool) {
	if e.opts.Repo == "" || !(rel == ".." || strings.HasPrefix(rel, "../")) {
		return "", false
	}
	r, err := filepath.Rel(e.opts.Repo, filepath.Join(e.opts.Root, filepath.FromSlash(rel)))
	if err != nil || r == ".." || strings.HasPrefix(r, ".."+string(filepath.Separator)) {
		return "", false
	}
	return filepath.ToSlash(r), true
}

// resolve finds a required local file the way Node does (exact, with an
// extension, or a folder's index), inside the content root.
func (e *evaluator) resolve(m *module, spec string) (string, bool) {
	var base string
	if strings.HasPrefix(spec, "/") {
		// "/" is the content root here (__dirname of a file at the top is "/"),
		// so require(path.join(__dirname, 'data.json')) names the site's file.
		base = path.Clean(strings.TrimLeft(spec, "/"))
	} else {
		base = path.Join(path.Dir(m.rel), spec)
	}
	if _, ok := e.outside(base); !ok && (base == ".." || strings.HasPrefix(base, "../")) {
		if _, ok := e.inRepo(base); !ok {
			return "", false
		}
	}
	cands := []string{base}
	// As TypeScript resolves (and Docusaurus, which loads configs with jiti):
	// "./sidebars.js" may name sidebars.ts.
	for _, m := range [][2]string{{".js", ".ts"}, {".js", ".tsx"}, {".mjs", ".mts"}, {".cjs", ".cts"}} {
		if stem, ok := strings.CutSuffix(base, m[0]); ok {
			cands = append(cands, stem+m[1])
		}
	}
	for _, ext := range moduleExts {
		cands = append(cands, base+ext)
	}
	for _, ext := range moduleExts {
		cands = append(cands, base+"/index"+ext)
	}
	for _, c := range cands {
		if _, ok := e.modules[c]; ok {
			return c, true
		}
		if slices.Contains(moduleExts, path.Ext(c)) {
			if _, err := e.read(c); err == nil {
				return c, true
			}
		}
	}
	return "", false
}

// runtimeDiag turns an engine error into a diagnostic at the innermost frame in
// a file of the site.
func (e *evaluator) runtimeDiag(err error, m *module) *diag.Diagnostic {
	var intr *goja.InterruptedError
	if errors.As(err, &intr) && intr.Value() == errMemory {
		d := e.errDiag(m, nil, "allocated more than %d MiB; evaluation was stopped at this line", e.maxHeap()>>20)
		e.place(d, intr.Stack())
		d.Column = 1
		return d
	}
	if errors.As(err, &intr) {
		d := e.errDiag(m, nil, "did not finish within %s (an endless loop?); evaluation was stopped at this line", e.opts.Timeout)
		e.place(d, intr.Stack())
		d.Column = 1 // where in the line it stopped is chance; the same input gives the same message
		return d
	}
	var so *goja.StackOverflowError
	if errors.As(err, &so) {
		d := e.errDiag(m, nil, "endless recursion (the call stack overflowed)")
		e.place(d, so.Stack())
		return d
	}
	var se *goja.CompilerSyntaxError
	if errors.As(err, &se) {
		d := e.errDiag(m, nil, "invalid JavaScript: %s", se.Message)
		d.ID = IDSyntax
		return d
	}
	var ex *goja.Exception
	if errors.As(err, &ex) {
		msg := "threw " + valueText(ex.Value())
		if o, ok := ex.Value().(*goja.Object); ok {
			if n := o.Get("name"); n != nil && n.String() == "GoError" {
				msg = valueText(ex.Value()) // ours (a require): not the file's own throw
			}
		}
		d := e.errDiag(m, nil, "%s", msg)
		e.place(d, ex.Stack())
		if l, ok := callLogs.Load(e.rt); ok && len(*l.(*[]standInCall)) > 0 {
			// trpc's config: zod's schema, a stand-in, parses nothing, and its
			// own code then throws
			var names []string
			for _, c := range *l.(*[]standInCall) {
				if !slices.Contains(names, c.name) && len(names) < 3 {
					names = append(names, c.name)
				}
			}
			d.Notes = append(d.Notes, fmt.Sprintf("it ran on stand-ins of what contentc does not run (%s): they give no real value, which may be why it threw; what the file needs from them must be written out in it", strings.Join(names, ", ")))
		}
		return d
	}
	return e.errDiag(m, nil, "%v", err)
}

// place sets d's position to the innermost stack frame in one of our files.
func (e *evaluator) place(d *diag.Diagnostic, frames []goja.StackFrame) {
	for _, f := range frames {
		m := e.byName[f.SrcName()]
		if m == nil {
			continue
		}
		p := f.Position()
		line, col := p.Line-1, p.Column // the wrapper's line
		if line < 1 {
			line, col = 1, 1
		}
		d.File, d.Line, d.Column = m.rel, line, col
		if m.smap != nil {
			if _, _, l, c, ok := m.smap.Source(line, col-1); ok {
				d.Line, d.Column = l, c+1
			}
		} else if strings.HasSuffix(m.rel, ".json") {
			d.Line, d.Column = 1, 1
		}
		return
	}
}

// valueText is how a thrown value reads in a message.
func valueText(v goja.Value) string {
	if v == nil {
		return "undefined"
	}
	if o, ok := v.(*goja.Object); ok {
		if msg := o.Get("message"); msg != nil && !goja.IsUndefined(msg) {
			name := "Error"
			if n := o.Get("name"); n != nil && !goja.IsUndefined(n) {
				name = n.String()
			}
			if name == "GoError" {
				return msg.String()
			}
			return name + ": " + msg.String()
		}
	}
	s := v.String()
	if len(s) > 200 {
		s = s[:200] + "…"
	}
	return s
}

// converter turns the exported value into JSON values with positions.
type converter struct {
	rt    *goja.Runtime
	call  func(ptr string) (map[string]any, bool)
	keep  func(ptr string) bool
	res   *Result
	files []*literals // the exporting file's, then the other modules'
	maps  bool        // a Map is a *jsstd.Map (a site module's exports, for MDX), else {}
	nodes int
	seen  []*goja.Object
}

// inert records that the value at ptr came from the stand-in of name.
func (c *converter) inert(ptr, name string) {
	c.res.Inert = append(c.res.Inert, ptr)
	if c.res.InertNames == nil {
		c.res.InertNames = map[string]string{}
	}
	c.res.InertNames[ptr] = name
}

func (c *converter) convert(v goja.Value, ptr string, depth int) (any, error) {
	c.nodes++
	if c.nodes > 1_000_000 {
		return nil, fmt.Errorf("the exported value has more than a million parts")
	}
	if depth > 200 {
		return nil, fmt.Errorf("the exported value nests deeper than 200 levels (at %s)", ptrText(ptr))
	}
	if v == nil || goja.IsUndefined(v) || goja.IsNull(v) {
		return nil, nil
	}
	o, ok := v.(*goja.Object)
	if !ok {
		if s, isStr := v.Export().(string); isStr && strings.Contains(s, InertMark) {
			_, name, _ := strings.Cut(s, InertMark)
			name, _, _ = strings.Cut(name, "\x00")
			c.inert(ptr, name)
			return nil, nil
		}
		return c.primitive(v, ptr), nil
	}
	if n := o.Get(inertKey); n != nil && !goja.IsUndefined(n) {
		c.inert(ptr, n.String()) // a stand-in (callable), not the config's function
		return nil, nil
	}
	if fn, ok := goja.AssertFunction(o); ok {
		c.res.Funcs = append(c.res.Funcs, ptr)
		// placed at its name in a list (a plugin: `plugins: [myPlugin]`)
		if name, _ := o.Get("name").Export().(string); name != "" {
			c.place(ptr, jslit.Ident(name))
		}
		if c.keep != nil && c.keep(ptr) {
			if c.res.fns == nil {
				c.res.fns = map[string]goja.Callable{}
			}
			c.res.fns[ptr], c.res.rt = fn, c.rt
		} else if c.call != nil {
			if arg, ok := c.call(ptr); ok {
				if c.res.fns == nil {
					c.res.fns = map[string]goja.Callable{}
				}
				c.res.fns[ptr], c.res.rt = fn, c.rt
				// A throw or a non-string result leaves it a function.
				if out, err := fn(goja.Undefined(), c.rt.ToValue(arg)); err == nil {
					if s, ok := out.Export().(string); ok && !strings.Contains(s, InertMark) {
						if c.res.Calls == nil {
							c.res.Calls = map[string]string{}
						}
						c.res.Calls[ptr] = s
					}
				}
			}
		}
		return nil, nil
	}

	for _, s := range c.seen {
		if s == o {
			return nil, fmt.Errorf("the exported value refers to itself (at %s)", ptrText(ptr))
		}
	}
	if es := o.Get("__esModule"); es != nil && es.ToBoolean() {
		if keys := o.Keys(); len(keys) == 1 && keys[0] == "default" {
			// An ES module imported by its default from an ES module
			// (`import i18n from './i18n.mjs'` in docusaurus.config.mjs):
			// esbuild's Node-mode interop gives the module, jiti its default.
			return c.convert(o.Get("default"), ptr, depth+1)
		}
	}
	c.seen = append(c.seen, o)
	defer func() { c.seen = c.seen[:len(c.seen)-1] }()
	if c.maps && o.ExportType() == mapEntries { // a Map (goja exports one as its entries)
		// its entries, [[key, value], …] as Array.from gives them
		from, _ := goja.AssertFunction(c.rt.Get("Array").ToObject(c.rt).Get("from"))
		entries, err := from(goja.Undefined(), o)
		if err != nil {
			return nil, nil
		}
		list, err := c.convert(entries, ptr, depth+1)
		m := &jsstd.Map{}
		for _, e := range asList(list) {
			if kv := asList(e); len(kv) == 2 {
				m.Keys, m.Values = append(m.Keys, kv[0]), append(m.Values, kv[1])
			}
		}
		return m, err
	}
	if o.ClassName() == "Array" {
		n := int(o.Get("length").ToInteger())
		out := make([]any, 0, n)
		for i := 0; i < n; i++ {
			item := o.Get(strconv.Itoa(i))
			if item == nil {
				// A hole (`[ , item]`): nothing, as Docusaurus's flatMap over
				// sidebar items skips it (WalletConnect's sidebars).
				continue
			}
			p := ptr + "/" + strconv.Itoa(len(out))
			val, err := c.convert(item, p, depth+1)
			if err != nil {
				return nil, err
			}
			out = append(out, val)
		}
		return out, nil
	}
	out := map[string]any{}
	var order []string
	for _, k := range o.Keys() {
		kv := o.Get(k)
		if kv == nil || goja.IsUndefined(kv) {
			continue // as JSON.stringify leaves it out
		}
		p := ptr + "/" + yamlpos.Escape(k)
		if file, pos, ok := c.find(k, p); ok {
			c.res.Doc.Keys[p] = pos
			c.res.Doc.Values[p] = pos // until a string value gives a better one
			c.setFile(&c.res.Doc.KeyFiles, p, file)
			c.setFile(&c.res.Doc.Files, p, file)
		}
		val, err := c.convert(kv, p, depth+1)
		if err != nil {
			return nil, err
		}
		out[k] = val
		order = append(order, k)
	}
	c.res.Doc.Order[ptr] = order
	return out, nil
}

func (c *converter) primitive(v goja.Value, ptr string) any {
	switch x := v.Export().(type) {
	case string:
		c.place(ptr, x)
		return x
	case bool:
		return x
	case int64:
		return float64(x)
	case float64:
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return nil
		}
		return x
	}
	return v.String()
}

// literals are the string literals of one module's source.
type literals struct {
	file    string
	strings map[string][]jslit.Occurrence // string literal -> occurrences in source order
	used    map[string]map[int]bool
}

// place gives a string value the position of its literal in the source.
func (c *converter) place(ptr, s string) {
	if file, pos, ok := c.find(s, ptr); ok {
		c.res.Doc.Values[ptr] = pos
		c.setFile(&c.res.Doc.Files, ptr, file)
	}
}

// setFile records that ptr's position is in file (or, for the exporting
// file, that it is not elsewhere).
func (c *converter) setFile(m *map[string]string, ptr, file string) {
	if file == c.files[0].file {
		delete(*m, ptr)
		return
	}
	if *m == nil {
		*m = map[string]string{}
	}
	(*m)[ptr] = file
}

// find returns the occurrence of a literal (or key) that best fits the
// value at ptr (jslit.Best), in the first module that has it, and that
// module's file.
func (c *converter) find(s, ptr string) (string, yamlpos.Pos, bool) {
	for _, l := range c.files {
		occ := l.strings[s]
		if len(occ) == 0 {
			continue
		}
		if l.used == nil {
			l.used = map[string]map[int]bool{}
		}
		if l.used[s] == nil {
			l.used[s] = map[int]bool{}
		}
		best := jslit.Best(occ, l.used[s], ptr)
		l.used[s][best] = true
		return l.file, occ[best].Pos, true
	}
	// A value written as no literal of its own (path.resolve(__dirname,
	// './x'), a template with substitutions) is where its key or the first
	// literal inside it is written: electron's six plugins all took the
	// position of `plugins`.
	if pos, ok := jslit.FirstAt(c.files[0].strings, ptr); ok {
		return c.files[0].file, pos, true
	}
	return "", yamlpos.Pos{}, false
}

func ptrText(ptr string) string {
	if ptr == "" {
		return "the top level"
	}
	return ptr
}

// asList is v as a list (nil for anything else).
func asList(v any) []any {
	l, _ := v.([]any)
	return l
}

// mapEntries is the type goja exports a Map as.
var mapEntries = reflect.TypeOf([][2]any(nil))
