// Command contentc compiles a documentation content tree into a typed JSON content
// graph. The commands here only parse flags into options and call the compiler.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"runtime/debug"
	"runtime/pprof"
	"strings"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/contentc/contentc/compiler/internal/compile"
	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/initsite"
	"github.com/contentc/contentc/compiler/internal/progress"
	"github.com/contentc/contentc/compiler/internal/serve"
	"github.com/contentc/contentc/compiler/internal/tsgen"
	"github.com/contentc/contentc/compiler/internal/watch"
	"github.com/contentc/contentc/schema"
)

// Exit codes: 0 success (warnings allowed), 1 errors in the content, 2 usage errors.
const (
	exitOK      = 0
	exitContent = 1
	exitUsage   = 2
)

// exitError carries an exit code out of a command.
type exitError struct{ code int }

func (e exitError) Error() string { return fmt.Sprintf("exit %d", e.code) }

func main() {
	os.Exit(profiled(func() int { return run(os.Args[1:]) }))
}

func run(args []string) int {
	root := newRoot()
	root.SetArgs(args)
	err := root.Execute()
	if err == nil {
		return exitOK
	}
	var ee exitError
	if errors.As(err, &ee) {
		return ee.code
	}
	fmt.Fprintln(os.Stderr, "contentc:", err)
	if isUsage(err) {
		fmt.Fprintln(os.Stderr, "Run 'contentc --help' for usage.")
		return exitUsage
	}
	return exitContent
}

type usageError struct{ error }

func isUsage(err error) bool {
	var ue usageError
	if errors.As(err, &ue) {
		return true
	}
	msg := err.Error()
	return strings.Contains(msg, "unknown flag") || strings.Contains(msg, "unknown command") ||
		strings.Contains(msg, "accepts") || strings.Contains(msg, "flag needs an argument") ||
		strings.Contains(msg, "invalid argument") || strings.Contains(msg, "unknown shorthand")
}

func newRoot() *cobra.Command {
	root := &cobra.Command{
		Use:           "contentc",
		Short:         "Compile a documentation content tree into a typed JSON content graph",
		Version:       compile.CompilerVersion,
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error { return usageError{err} })
	root.AddCommand(compileCmd(), validateCmd(), watchCmd(), initCmd(), serveCmd(), schemaCmd())
	return root
}

type diagFlags struct {
	format  string
	promote []string
}

func (f *diagFlags) add(c *cobra.Command) {
	c.Flags().StringVar(&f.format, "format", "text", "diagnostics format: text, json or github (workflow annotations)")
	c.Flags().StringSliceVar(&f.promote, "promote", nil, "warning ids to treat as errors, comma-separated (e.g. broken-link,broken-anchor), or all")
}

func (f *diagFlags) check() error {
	switch diag.Format(f.format) {
	case diag.FormatText, diag.FormatJSON, diag.FormatGitHub:
		return nil
	}
	return usageError{fmt.Errorf("--format must be text, json or github, not %q", f.format)}
}

func rootArg(args []string) string {
	if len(args) == 1 {
		return args[0]
	}
	return "."
}

// report prints diagnostics (to stdout for json/github, whose readers parse them;
// to stderr for text) and returns the exit error for errors.
func report(c *cobra.Command, res *compile.Result, f *diagFlags, root string) error {
	format := diag.Format(f.format)
	w := c.ErrOrStderr()
	if format != diag.FormatText {
		w = c.OutOrStdout()
	}
	if err := diag.Print(w, res.Diagnostics, format, root); err != nil {
		return err
	}
	if res.Errors() > 0 {
		return exitError{exitContent}
	}
	return nil
}

// cacheFlags are --cache DIR and --no-cache.
type cacheFlags struct {
	dir string
	off bool
}

func (f *cacheFlags) add(c *cobra.Command, what string) {
	c.Flags().StringVar(&f.dir, "cache", "", "incremental build cache folder (default: "+what+")")
	c.Flags().BoolVar(&f.off, "no-cache", false, "do not use the cache: render every page and write every output file")
}

// open opens the cache for an output folder (out "" = only when --cache is given).
// A cache that cannot be used is not an error: the compile runs without it.
func (f *cacheFlags) open(w io.Writer, out string) *compile.Cache {
	if f.off {
		return nil
	}
	dir := f.dir
	if dir == "" {
		if out == "" {
			return nil
		}
		dir = compile.DefaultCacheDir(out)
	}
	ch, err := compile.OpenCache(dir)
	if err != nil {
		fmt.Fprintf(w, "contentc: not using the cache %s: %v\n", dir, err)
		return nil
	}
	return ch
}

func closeCache(w io.Writer, ch *compile.Cache) {
	if ch == nil {
		return
	}
	if err := ch.Close(); err != nil {
		fmt.Fprintf(w, "contentc: the cache was not saved: %v\n", err)
	}
}

// progressFor returns the progress display of a command: a bar on a terminal,
// plain lines otherwise.
func progressFor(c *cobra.Command) compile.Progress {
	w := c.ErrOrStderr()
	f, ok := w.(*os.File)
	return progress.New(w, ok && progress.IsTerminal(f))
}

func compileCmd() *cobra.Command {
	var out string
	var f diagFlags
	var cf cacheFlags
	c := &cobra.Command{
		Use:   "compile [ROOT]",
		Short: "Compile ROOT (default .) into a graph folder; on any error the previous output stays untouched",
		Args:  cobra.MaximumNArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			if err := f.check(); err != nil {
				return err
			}
			root := rootArg(args)
			start := time.Now()
			ch := cf.open(c.ErrOrStderr(), out)
			oneShotGC(ch)
			res, err := compile.Run(compile.Options{Root: root, Out: out, Promote: f.promote, Cache: ch, Progress: progressFor(c)})
			closeCache(c.ErrOrStderr(), ch)
			if err != nil {
				return err
			}
			if err := report(c, res, &f, root); err != nil {
				if res.Errors() > 0 && f.format == "text" {
					fmt.Fprintf(c.ErrOrStderr(), "contentc: %s; %s left unchanged\n", summary(res), out)
				}
				return err
			}
			if f.format == "text" {
				fmt.Fprintf(c.ErrOrStderr(), "contentc: compiled %d docs into %s in %s (%s%s)\n", res.Docs, out, time.Since(start).Round(time.Millisecond), summary(res), cacheSummary(res, ch != nil))
			}
			return nil
		},
	}
	c.Flags().StringVarP(&out, "out", "o", "build/graph", "output folder of the graph")
	f.add(c)
	cf.add(c, ".contentc-cache next to the output folder")
	return c
}

// cacheSummary says what an incremental compile did again.
func cacheSummary(res *compile.Result, cached bool) string {
	if !cached {
		return ""
	}
	if res.UpToDate {
		return "; up to date: the tree did not change since the last compile"
	}
	s := fmt.Sprintf("; %d rendered, %d from the cache", res.Rendered, res.Cached)
	switch {
	case res.Unchanged:
		s += "; output unchanged"
	case res.Written:
		s += fmt.Sprintf("; %d file%s written", res.FilesWritten, plural(res.FilesWritten))
	}
	return s
}

func summary(res *compile.Result) string {
	e, w := diag.Counts(res.Diagnostics)
	return fmt.Sprintf("%d error%s, %d warning%s", e, plural(e), w, plural(w))
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

func validateCmd() *cobra.Command {
	var f diagFlags
	var cf cacheFlags
	var locale string
	c := &cobra.Command{
		Use:   "validate [ROOT]",
		Short: "Check ROOT and print every problem as file:line:col; exit 1 on errors, 0 with warnings only, 2 on usage errors",
		Args:  cobra.MaximumNArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			if err := f.check(); err != nil {
				return err
			}
			root := rootArg(args)
			ch := cf.open(c.ErrOrStderr(), "")
			oneShotGC(ch)
			res, err := compile.Run(compile.Options{Root: root, Promote: f.promote, Cache: ch, Progress: progressFor(c), Locale: locale})
			closeCache(c.ErrOrStderr(), ch)
			if err != nil {
				return err
			}
			err = report(c, res, &f, root)
			if f.format == "text" {
				fmt.Fprintf(c.ErrOrStderr(), "contentc: %d docs checked: %s\n", res.Docs, summary(res))
			}
			return err
		},
	}
	f.add(c)
	c.Flags().StringVar(&locale, "locale", "", "check the default locale and only this one of the others (e.g. fr)")
	cf.add(c, "none; give a folder to reuse renderings between runs")
	return c
}

func watchCmd() *cobra.Command {
	var out, then, stamp string
	var interval time.Duration
	var f diagFlags
	var cf cacheFlags
	c := &cobra.Command{
		Use:   "watch [ROOT]",
		Short: "Compile ROOT into --out, then again on every change; errors are printed as file:line:col and the last good output stays in place",
		Long: `watch compiles ROOT (default .) into --out, then polls ROOT every --interval and
compiles again when a file changes. Only what a change affects is done again (the
cache, in memory and on disk). A compile with errors prints them and leaves the
last good output in place. Stop it with Ctrl-C.

--then runs a shell command after each compile that changed the output, and
--stamp writes {"buildTime": …, "compiled": …, "errors": […]} to a file after it,
after a compile with errors (the errors, as in --format json) and after the first
compile: a development server can poll that file, reload the page, and show the
errors (see make dev).`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			if err := f.check(); err != nil {
				return err
			}
			if interval < 10*time.Millisecond {
				return usageError{fmt.Errorf("--interval must be at least 10ms, not %s", interval)}
			}
			root := rootArg(args)
			if st, err := os.Stat(root); err != nil || !st.IsDir() {
				return usageError{fmt.Errorf("%s is not a folder", root)}
			}
			w := c.ErrOrStderr()
			ch := cf.open(w, out)
			if ch == nil {
				// Without the on-disk cache, compiles of this session still share one in memory.
				ch, _ = compile.OpenCache("")
			}
			defer closeCache(w, ch)
			ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
			defer stop()
			session := &watch.Session{Root: root, Out: out, Promote: f.promote, Cache: ch, Memo: compile.NewMemo(), Then: then, Stamp: stamp,
				Log: w, Progress: progressFor(c),
				Report:  func(res *compile.Result) { _ = report(c, res, &f, root) },
				Summary: func(res *compile.Result) string { return summary(res) + cacheSummary(res, true) }}
			wt := &watch.Watcher{Root: root, Interval: interval, Skip: skipStamp(watch.SkipOutput(out, ch.Dir()), stamp), Compile: session.Compile}
			fmt.Fprintf(w, "contentc: watching %s (every %s); Ctrl-C stops\n", root, interval)
			err := wt.Run(ctx)
			session.Wait()
			return err
		},
	}
	c.Flags().StringVarP(&out, "out", "o", "build/graph", "output folder of the graph")
	c.Flags().DurationVar(&interval, "interval", watch.DefaultInterval, "how often to look for changes")
	c.Flags().StringVar(&then, "then", "", "shell command to run after each compile that changed the output")
	c.Flags().StringVar(&stamp, "stamp", "", `file to write {"buildTime": …, "compiled": …, "errors": […]} to after each compile that changed the output (after --then), had errors, or fixed them`)
	f.add(c)
	cf.add(c, ".contentc-cache next to the output folder; with --no-cache the cache lives in memory only")
	return c
}

// skipStamp also skips the --stamp file (and its temporary), should it be under
// ROOT: writing it must not look like an edit.
func skipStamp(skip func(string) bool, stamp string) func(string) bool {
	if stamp == "" {
		return skip
	}
	a, err := filepath.Abs(stamp)
	if err != nil {
		return skip
	}
	return func(p string) bool { return p == a || p == a+".tmp" || skip(p) }
}

func initCmd() *cobra.Command {
	var fromDocusaurus bool
	c := &cobra.Command{
		Use:   "init DIR",
		Short: "Create a small working site in DIR (which must not exist or be empty): site.yaml, sidebars, a few docs; with --from-docusaurus, write DIR/site.yaml from DIR's docusaurus.config.js/ts",
		Args:  cobra.ExactArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			dir := args[0]
			if fromDocusaurus {
				return initFromDocusaurus(c, dir)
			}
			files, err := initsite.Create(dir)
			if errors.Is(err, initsite.ErrNotEmpty) {
				return usageError{fmt.Errorf("%s is not empty; init creates a site in a new or empty folder", dir)}
			}
			if err != nil {
				return err
			}
			w := c.ErrOrStderr()
			for _, f := range files {
				fmt.Fprintf(w, "  created %s\n", filepath.Join(dir, f))
			}
			fmt.Fprintf(w, "contentc: a new site is in %s. Next:\n  contentc watch %s --out %s   # compile on every change\n  contentc validate %s            # check it\n",
				dir, dir, filepath.Join(dir, "build", "graph"), dir)
			return nil
		},
	}
	c.Flags().BoolVar(&fromDocusaurus, "from-docusaurus", false, "write DIR/site.yaml equivalent to DIR's docusaurus.config.js/ts (what cannot be taken over as comments); never overwrites")
	return c
}

// initFromDocusaurus writes DIR/site.yaml from DIR's Docusaurus config.
func initFromDocusaurus(c *cobra.Command, dir string) error {
	res, err := initsite.FromDocusaurus(dir)
	var ue initsite.UsageError
	if errors.As(err, &ue) {
		return usageError{ue.Err}
	}
	if err != nil {
		return err
	}
	w := c.ErrOrStderr()
	diag.Print(w, res.Diagnostics, diag.FormatText, "")
	if !res.Written {
		fmt.Fprintf(w, "contentc: %s was not written\n", res.Target)
		return exitError{exitContent}
	}
	fmt.Fprintf(w, "contentc: wrote %s from %s (%d parts not taken over, listed at its top)\n", res.Target, res.From, res.LeftOut)
	return nil
}

func serveCmd() *cobra.Command {
	var addr string
	c := &cobra.Command{
		Use:   "serve [DIR]",
		Short: "Serve a static export (default web/out) like a static host: exact file, dir/index.html, path.html, else 404.html",
		Args:  cobra.MaximumNArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			dir := "web/out"
			if len(args) == 1 {
				dir = args[0]
			}
			if st, err := os.Stat(dir); err != nil || !st.IsDir() {
				return usageError{fmt.Errorf("%s is not a folder; build the site first (make site)", dir)}
			}
			ln, err := net.Listen("tcp", addr)
			if err != nil {
				return err
			}
			fmt.Fprintf(c.ErrOrStderr(), "contentc: serving %s at http://%s/\n", dir, ln.Addr())
			srv := &http.Server{Handler: serve.Handler(dir), ReadHeaderTimeout: 10 * time.Second}
			return srv.Serve(ln)
		},
	}
	c.Flags().StringVar(&addr, "addr", "127.0.0.1:3000", "address to listen on")
	return c
}

func schemaCmd() *cobra.Command {
	var ts bool
	c := &cobra.Command{
		Use:   "schema [NAME]",
		Short: "Print the JSON Schemas (site, frontmatter, category, sidebars, versions, graph), or TypeScript types of the graph",
		Args:  cobra.MaximumNArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			if ts {
				data, _ := schema.FS.ReadFile("graph.schema.json")
				out, err := tsgen.Generate(data, tsgen.Header)
				if err != nil {
					return err
				}
				fmt.Fprint(c.OutOrStdout(), out)
				return nil
			}
			if len(args) == 1 {
				name := strings.TrimSuffix(strings.TrimSuffix(args[0], ".json"), ".schema") + ".schema.json"
				data, err := schema.FS.ReadFile(name)
				if err != nil {
					return usageError{fmt.Errorf("no schema %q; schemas: site, frontmatter, category, sidebars, versions, graph", args[0])}
				}
				c.OutOrStdout().Write(data)
				return nil
			}
			for _, n := range schema.Names {
				data, _ := schema.FS.ReadFile(n)
				fmt.Fprintf(c.OutOrStdout(), "// %s\n%s", n, data)
			}
			return nil
		},
	}
	c.Flags().BoolVar(&ts, "typescript", false, "print TypeScript declarations of the graph")
	return c
}

// oneShotGC sets the collector's pace for a process that runs one incremental
// compile and exits (compile, validate with a cache that an earlier compile of
// this contentc saved): a collection when the heap has grown by 800% of what the
// last one kept, not 100%, unless GOGC says otherwise. Such a compile takes most
// pages from the cache, allocates much and keeps most of it, and its peak memory
// is set by what it keeps more than by the pace: a one-page edit of a
// 10,000-page site took 1.09 s at 300 and 0.94 s at 800 (medians of 5), its
// peak memory 555 MB and 583 MB (at Go's default, 1.26 s against 1.11 s at
// 300 in an earlier measurement). A cold compile keeps Go's default: at 300 it
// was 6% faster but its peak memory went from 1.0 to 1.4 GB for those pages,
// over the 1 GiB the README's targets allow. contentc watch keeps the default
// too: it lives long.
func oneShotGC(ch *compile.Cache) {
	if p := gcPercent(ch, os.Getenv("GOGC")); p != 0 {
		debug.SetGCPercent(p)
	}
}

// gcPercent is the GOGC oneShotGC sets, 0 for Go's own.
func gcPercent(ch *compile.Cache, env string) int {
	if env != "" || ch == nil || ch.Gen() <= 1 {
		return 0
	}
	return 800
}

// profiled runs f, writing a CPU profile to $CONTENTC_CPUPROFILE when it is set (for
// finding what a slow compile spends its time on; see `make bench`).
func profiled(f func() int) int {
	path := os.Getenv("CONTENTC_CPUPROFILE")
	if path == "" {
		return f()
	}
	out, err := os.Create(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, "contentc: CONTENTC_CPUPROFILE:", err)
		return f()
	}
	defer out.Close()
	if err := pprof.StartCPUProfile(out); err != nil {
		fmt.Fprintln(os.Stderr, "contentc: CONTENTC_CPUPROFILE:", err)
		return f()
	}
	defer pprof.StopCPUProfile()
	return f()
}
