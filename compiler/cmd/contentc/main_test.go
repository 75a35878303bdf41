package main

import (
	"bytes"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/contentc/contentc/compiler/internal/cache"
	"github.com/contentc/contentc/compiler/internal/compile"
)

// runCLI runs the command in-process and captures stdout and stderr.
func runCLI(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	oldOut, oldErr := os.Stdout, os.Stderr
	ro, wo, _ := os.Pipe()
	re, we, _ := os.Pipe()
	os.Stdout, os.Stderr = wo, we
	outC, errC := make(chan string), make(chan string)
	go func() { b, _ := io.ReadAll(ro); outC <- string(b) }()
	go func() { b, _ := io.ReadAll(re); errC <- string(b) }()
	code = run(args)
	wo.Close()
	we.Close()
	os.Stdout, os.Stderr = oldOut, oldErr
	return code, <-outC, <-errC
}

func tree(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, body := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestExitCodes(t *testing.T) {
	good := tree(t, map[string]string{"docs/a.md": "# A\n\nHello.\n"})
	warn := tree(t, map[string]string{"docs/a.md": "See [x](/nope).\n"})
	bad := tree(t, map[string]string{"docs/a.md": "---\ntitle: [3]\n---\n"})

	if code, _, stderr := runCLI(t, "validate", good); code != 0 {
		t.Errorf("good: exit %d: %s", code, stderr)
	}
	code, _, stderr := runCLI(t, "validate", warn)
	if code != 0 || !strings.Contains(stderr, "docs/a.md:1:5: warning[broken-link]") {
		t.Errorf("warnings only: exit %d: %s", code, stderr)
	}
	if code, _, _ := runCLI(t, "validate", warn, "--promote", "broken-link"); code != 1 {
		t.Errorf("promoted warning: exit %d", code)
	}
	code, _, stderr = runCLI(t, "validate", bad)
	if code != 1 || !strings.Contains(stderr, "docs/a.md:2:8: error[schema]: title: expected string, but got array") {
		t.Errorf("error: exit %d: %s", code, stderr)
	}
	for _, args := range [][]string{{"validate", "--bogus"}, {"validate", "a", "b"}, {"frobnicate"}, {"validate", good, "--format", "xml"}} {
		if code, _, _ := runCLI(t, args...); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
	if code, _, stderr := runCLI(t, "validate", filepath.Join(good, "missing")); code != 1 || !strings.Contains(stderr, "is not a folder") {
		t.Errorf("missing root: exit %d %s", code, stderr)
	}
}

func TestFormats(t *testing.T) {
	bad := tree(t, map[string]string{"docs/a.md": "---\ntitle: [3]\n---\nSee [x](/nope).\n"})
	code, stdout, _ := runCLI(t, "validate", bad, "--format", "json")
	var out struct {
		Diagnostics []struct {
			Severity, ID, File, Message string
			Line, Column                int
		}
		Errors, Warnings int
	}
	if err := json.Unmarshal([]byte(stdout), &out); err != nil {
		t.Fatalf("json: %v\n%s", err, stdout)
	}
	if code != 1 || out.Errors != 1 || out.Diagnostics[0].File != "docs/a.md" || out.Diagnostics[0].Line != 2 || out.Diagnostics[0].Column != 8 {
		t.Errorf("json output: %+v", out)
	}
	_, stdout, _ = runCLI(t, "validate", bad, "--format", "github")
	want := "::error file=" + bad + "/docs/a.md,line=2,col=8,title=schema::title: expected string, but got array\n"
	if !strings.Contains(stdout, want) {
		t.Errorf("github output:\n%s\nwant line:\n%s", stdout, want)
	}
}

func TestCompileWritesGraphAndKeepsItOnFailure(t *testing.T) {
	src := tree(t, map[string]string{"docs/a.md": "# A\n"})
	out := filepath.Join(t.TempDir(), "graph")
	if code, _, stderr := runCLI(t, "compile", src, "--out", out); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	before, err := os.ReadFile(filepath.Join(out, "graph.json"))
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(src, "docs", "b.md"), []byte("---\nid: [\n---\n"), 0o644)
	code, _, stderr := runCLI(t, "compile", src, "--out", out)
	if code != 1 || !strings.Contains(stderr, "left unchanged") {
		t.Errorf("exit %d: %s", code, stderr)
	}
	after, _ := os.ReadFile(filepath.Join(out, "graph.json"))
	if !bytes.Equal(before, after) {
		t.Error("graph.json changed after a failed compile")
	}
}

func TestSchemaCommand(t *testing.T) {
	code, stdout, _ := runCLI(t, "schema", "site")
	if code != 0 || !strings.Contains(stdout, `"$id": "https://contentc.dev/schema/site.schema.json"`) {
		t.Errorf("schema site: %d", code)
	}
	code, stdout, _ = runCLI(t, "schema", "--typescript")
	if code != 0 || !strings.Contains(stdout, "export interface Graph {") || !strings.Contains(stdout, "export interface DocPage {") {
		t.Errorf("typescript: %d", code)
	}
	if code, _, _ := runCLI(t, "schema", "nope"); code != 2 {
		t.Errorf("unknown schema: exit %d", code)
	}
}

// An incremental compile (its cache saved by an earlier compile) collects garbage
// at GOGC=800; a cold one, one without a cache and one under a GOGC of the
// user's keep Go's pace.
func TestGCPercent(t *testing.T) {
	if p := gcPercent(nil, ""); p != 0 {
		t.Errorf("without a cache: %d", p)
	}
	dir := t.TempDir()
	ch, err := compile.OpenCache(dir)
	if err != nil {
		t.Fatal(err)
	}
	if p := gcPercent(ch, ""); p != 0 {
		t.Errorf("a new cache: %d", p)
	}
	ch.SetNote(cache.Key{1}, []byte("x"))
	ch.Close()
	ch, err = compile.OpenCache(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer ch.Close()
	if p := gcPercent(ch, ""); p != 800 {
		t.Errorf("a cache an earlier compile saved: %d, want 800", p)
	}
	if p := gcPercent(ch, "50"); p != 0 {
		t.Errorf("with GOGC set: %d", p)
	}
}
