package watch

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/contentc/contentc/compiler/internal/compile"
)

type compiled struct {
	changed []string
	res     *compile.Result
	err     error
}

func TestRecompilesOnChangeAndSurvivesErrors(t *testing.T) {
	root := t.TempDir()
	scratch := t.TempDir()
	// Files are replaced whole (as editors save), so that no poll sees half a file.
	write := func(p, s string) {
		t.Helper()
		tmp := filepath.Join(scratch, "tmp")
		p = filepath.Join(root, filepath.FromSlash(p))
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(tmp, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Rename(tmp, p); err != nil {
			t.Fatal(err)
		}
	}
	write("docs/a.md", "---\ntitle: A\n---\n\nFirst.\n")
	write("docs/b.md", "---\ntitle: B\n---\n\nSee [a](a.md).\n")
	// The output and the cache are inside the watched root: writing them must not
	// trigger compiles.
	out := filepath.Join(root, "build", "graph")
	cacheDir := filepath.Join(root, "build", ".contentc-cache")
	ch, err := compile.OpenCache(cacheDir)
	if err != nil {
		t.Fatal(err)
	}
	defer ch.Close()
	memo := compile.NewMemo()
	events := make(chan compiled, 10)
	w := &Watcher{
		Root: root, Interval: 20 * time.Millisecond, Skip: SkipOutput(out, cacheDir),
		Compile: func(changed []string) []string {
			res, err := compile.Run(compile.Options{Root: root, Out: out, Cache: ch, Memo: memo})
			ch.Flush()
			events <- compiled{changed, res, err}
			if res == nil {
				return nil
			}
			return res.Inputs
		},
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error)
	go func() { done <- w.Run(ctx) }()
	defer func() {
		cancel()
		if err := <-done; err != nil {
			t.Error(err)
		}
	}()
	next := func(what string) compiled {
		t.Helper()
		select {
		case e := <-events:
			if e.err != nil {
				t.Fatalf("%s: %v", what, e.err)
			}
			return e
		case <-time.After(10 * time.Second):
			t.Fatalf("%s: no compile", what)
		}
		return compiled{}
	}
	page := func() string {
		b, _ := os.ReadFile(filepath.Join(out, "docs", "current", "a.json"))
		return string(b)
	}

	first := next("first compile")
	if first.changed != nil || first.res.Errors() > 0 || !first.res.Written {
		t.Fatalf("first compile: %+v %v", first.changed, first.res.Diagnostics)
	}

	write("docs/a.md", "---\ntitle: A\n---\n\nSecond version.\n")
	e := next("after an edit")
	if strings.Join(e.changed, ",") != "docs/a.md" || e.res.Rendered != 1 || !strings.Contains(page(), "Second version.") {
		t.Fatalf("edit: changed %v, rendered %d, page %s", e.changed, e.res.Rendered, page())
	}

	write("docs/a.md", "---\ntitle: [unclosed\n---\n\nBroken.\n")
	e = next("after a broken edit")
	if e.res.Errors() == 0 || e.res.Written {
		t.Fatalf("broken edit compiled: %v", e.res.Diagnostics)
	}
	if d := e.res.Diagnostics[0]; d.File != "docs/a.md" || d.Line == 0 {
		t.Errorf("diagnostic without a position: %s", d)
	}
	if !strings.Contains(page(), "Second version.") {
		t.Error("the last good output was not kept")
	}

	write("docs/a.md", "---\ntitle: A\n---\n\nThird, fixed.\n")
	e = next("after the fix")
	if e.res.Errors() > 0 || !strings.Contains(page(), "Third, fixed.") {
		t.Fatalf("fix: %v", e.res.Diagnostics)
	}

	os.Remove(filepath.Join(root, "docs", "b.md"))
	e = next("after a removal")
	if strings.Join(e.changed, ",") != "docs/b.md" || e.res.Docs != 1 {
		t.Fatalf("removal: changed %v, %d docs", e.changed, e.res.Docs)
	}

	// Nothing changes: no compile, although compiles wrote the output and the cache.
	select {
	case e := <-events:
		t.Fatalf("compile without a change: %v", e.changed)
	case <-time.After(200 * time.Millisecond):
	}
}

func TestSkipOutput(t *testing.T) {
	skip := SkipOutput("/site/build/graph", "/site/build/.contentc-cache")
	for p, want := range map[string]bool{
		"/site/build/graph":                     true,
		"/site/build/graph/graph.json":          true,
		"/site/build/.graph.spare/x.json":       true,
		"/site/build/.graph.tmp-123/graph.json": true,
		"/site/build/graph.old-1":               true,
		"/site/build/.contentc-cache/index.gob": true,
		"/site/build/graphs.md":                 false,
		"/site/docs/a.md":                       false,
	} {
		if skip(p) != want {
			t.Errorf("skip(%s) = %v", p, !want)
		}
	}
}

// A file saved in place is emptied, then written. A poll between the two sees
// the empty file; the watcher compiles once the listing has settled, so the
// compile reads the saved text, never the empty file (whose compile is a good
// one, of a doc at another route).
func TestCompilesASaveOnceItHasSettled(t *testing.T) {
	root := t.TempDir()
	p := filepath.Join(root, "a.md")
	if err := os.WriteFile(p, []byte("first\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	seen := make(chan string, 10)
	w := &Watcher{Root: root, Interval: 5 * time.Millisecond, Compile: func([]string) []string {
		b, _ := os.ReadFile(p)
		seen <- string(b)
		return nil
	}}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error)
	go func() { done <- w.Run(ctx) }()
	defer func() {
		cancel()
		<-done
	}()
	next := func() string {
		t.Helper()
		select {
		case s := <-seen:
			return s
		case <-time.After(5 * time.Second):
			t.Fatal("no compile")
		}
		return ""
	}
	if got := next(); got != "first\n" {
		t.Fatalf("first compile read %q", got)
	}
	if err := os.WriteFile(p, nil, 0o644); err != nil { // emptied: polls see it for 20 ms
		t.Fatal(err)
	}
	time.Sleep(20 * time.Millisecond)
	if err := os.WriteFile(p, []byte("second\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got := next(); got != "second\n" {
		t.Errorf("the save was compiled as %q", got)
	}
}
