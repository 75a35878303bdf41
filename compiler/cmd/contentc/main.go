// Command contentc compiles a documentation content tree into a typed JSON content
// graph. The commands here only parse flags into options and call the compiler.
package main

import (
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/contentc/contentc/compiler/internal/build"
	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/serve"
	"github.com/contentc/contentc/compiler/internal/tsgen"
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
	os.Exit(run(os.Args[1:]))
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
		Version:       build.Version,
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error { return usageError{err} })
	root.AddCommand(compileCmd(), validateCmd(), serveCmd(), schemaCmd())
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
func report(c *cobra.Command, res *build.Result, f *diagFlags, root string) error {
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

func compileCmd() *cobra.Command {
	var out string
	var f diagFlags
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
			res, err := build.Run(build.Options{Root: root, Out: out, Promote: f.promote})
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
				fmt.Fprintf(c.ErrOrStderr(), "contentc: compiled %d docs into %s in %s (%s)\n", res.Docs, out, time.Since(start).Round(time.Millisecond), summary(res))
			}
			return nil
		},
	}
	c.Flags().StringVarP(&out, "out", "o", "build/graph", "output folder of the graph")
	f.add(c)
	return c
}

func summary(res *build.Result) string {
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
	c := &cobra.Command{
		Use:   "validate [ROOT]",
		Short: "Check ROOT and print every problem as file:line:col; exit 1 on errors, 0 with warnings only, 2 on usage errors",
		Args:  cobra.MaximumNArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			if err := f.check(); err != nil {
				return err
			}
			root := rootArg(args)
			res, err := build.Run(build.Options{Root: root, Promote: f.promote})
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
	return c
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
