package main

import (
	"bufio"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

func TestInitCommand(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "site")
	code, _, stderr := runCLI(t, "init", dir)
	if code != 0 || !strings.Contains(stderr, "created") {
		t.Fatalf("init: exit %d: %s", code, stderr)
	}
	code, _, stderr = runCLI(t, "validate", dir, "--promote", "all")
	if code != 0 || !strings.Contains(stderr, "0 errors, 0 warnings") {
		t.Fatalf("validate the new site: exit %d: %s", code, stderr)
	}
	code, _, stderr = runCLI(t, "init", dir)
	if code != 2 || !strings.Contains(stderr, "is not empty") {
		t.Errorf("init into a non-empty folder: exit %d: %s", code, stderr)
	}
	if code, _, _ := runCLI(t, "init"); code != 2 {
		t.Errorf("init without a folder: exit %d", code)
	}
}

func TestCompileUsesTheCache(t *testing.T) {
	src := tree(t, map[string]string{"docs/a.md": "# A\n\n```go\nfunc main() {}\n```\n", "docs/b.md": "# B\n\nSee [A](a.md).\n"})
	out := filepath.Join(t.TempDir(), "build", "graph")
	code, _, stderr := runCLI(t, "compile", src, "--out", out)
	if code != 0 || !strings.Contains(stderr, "2 rendered, 0 from the cache") {
		t.Fatalf("cold: exit %d: %s", code, stderr)
	}
	if _, err := os.Stat(filepath.Join(filepath.Dir(out), ".contentc-cache", "index.gob")); err != nil {
		t.Errorf("default cache folder: %v", err)
	}
	code, _, stderr = runCLI(t, "compile", src, "--out", out)
	if code != 0 || !strings.Contains(stderr, "up to date") {
		t.Fatalf("warm: exit %d: %s", code, stderr)
	}
	// An edit: only that page is rendered.
	os.WriteFile(filepath.Join(src, "docs", "b.md"), []byte("# B\n\nSee [A](a.md), edited.\n"), 0o644)
	code, _, stderr = runCLI(t, "compile", src, "--out", out)
	if code != 0 || !strings.Contains(stderr, "1 rendered, 1 from the cache") {
		t.Fatalf("edit: exit %d: %s", code, stderr)
	}
	code, _, stderr = runCLI(t, "compile", src, "--out", out, "--no-cache")
	if code != 0 || strings.Contains(stderr, "cache") {
		t.Fatalf("--no-cache: exit %d: %s", code, stderr)
	}
	other := filepath.Join(t.TempDir(), "c")
	code, _, stderr = runCLI(t, "compile", src, "--out", out, "--cache", other)
	if code != 0 || !strings.Contains(stderr, "2 rendered") {
		t.Fatalf("--cache: exit %d: %s", code, stderr)
	}
	if _, err := os.Stat(filepath.Join(other, "index.gob")); err != nil {
		t.Errorf("--cache folder: %v", err)
	}
	// validate uses a cache only when asked to.
	code, _, stderr = runCLI(t, "validate", src, "--cache", other)
	if code != 0 {
		t.Fatalf("validate --cache: exit %d: %s", code, stderr)
	}
}

// TestWatchCommand runs `contentc watch` as a process: it compiles, recompiles on
// an edit, reports an error with its position and keeps the output, and stops
// cleanly on SIGINT.
func TestWatchCommand(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	tmp := t.TempDir()
	bin := filepath.Join(tmp, "contentc")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	src := tree(t, map[string]string{"docs/a.md": "---\ntitle: A\n---\n\nOne.\n"})
	out := filepath.Join(tmp, "out", "graph")
	stamp := filepath.Join(tmp, "stamp.json")
	cmd := exec.Command(bin, "watch", src, "--out", out, "--interval", "30ms", "--stamp", stamp)
	stderr, _ := cmd.StderrPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	lines := make(chan string, 100)
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	wait := func(what, want string) {
		t.Helper()
		deadline := time.After(20 * time.Second)
		for {
			select {
			case l, ok := <-lines:
				if !ok {
					t.Fatalf("%s: watch exited", what)
				}
				if strings.Contains(l, want) {
					return
				}
			case <-deadline:
				cmd.Process.Kill()
				t.Fatalf("%s: no line with %q", what, want)
			}
		}
	}
	wait("first compile", "compiled 1 docs")
	for i := 0; ; i++ {
		if _, err := os.Stat(stamp); err == nil {
			break
		} else if i == 100 {
			t.Fatalf("stamp: %v", err)
		}
		time.Sleep(20 * time.Millisecond)
	}
	type stampData struct {
		BuildTime int64 `json:"buildTime"`
		Compiled  int64 `json:"compiled"`
		Errors    []struct {
			File, ID, Message string
			Line, Column      int
		} `json:"errors"`
	}
	readStamp := func() stampData {
		t.Helper()
		data, err := os.ReadFile(stamp)
		var st stampData
		if err == nil {
			err = json.Unmarshal(data, &st)
		}
		if err != nil || st.Errors == nil {
			t.Fatalf("stamp %q: %v", data, err)
		}
		return st
	}
	// The stamp is written just after the report: wait for the one a test expects.
	waitStamp := func(what string, ok func(stampData) bool) stampData {
		t.Helper()
		for i := 0; ; i++ {
			st := readStamp()
			if ok(st) {
				return st
			}
			if i == 200 {
				t.Fatalf("%s: stamp %+v", what, st)
			}
			time.Sleep(20 * time.Millisecond)
		}
	}
	first := readStamp()
	if first.BuildTime == 0 || len(first.Errors) != 0 {
		t.Fatalf("first stamp: %+v", first)
	}
	os.WriteFile(filepath.Join(src, "docs", "a.md"), []byte("---\ntitle: [A\n---\n\nTwo.\n"), 0o644)
	wait("broken edit", "docs/a.md:2:1: error[yaml-syntax]")
	wait("broken edit", "keeps the last good output")
	// The stamp carries the errors (for the page's overlay) and the last good buildTime.
	broken := waitStamp("broken edit", func(st stampData) bool { return len(st.Errors) > 0 })
	if len(broken.Errors) != 1 || broken.Errors[0].File != "docs/a.md" || broken.Errors[0].Line != 2 || broken.Errors[0].Column != 1 ||
		broken.Errors[0].ID != "yaml-syntax" || broken.Errors[0].Message == "" || broken.BuildTime != first.BuildTime {
		t.Fatalf("stamp after a broken edit: %+v", broken)
	}
	os.WriteFile(filepath.Join(src, "docs", "a.md"), []byte("---\ntitle: A\n---\n\nThree, fixed.\n"), 0o644)
	wait("fix", "compiled 1 docs")
	waitStamp("fix", func(st stampData) bool {
		return len(st.Errors) == 0 && st.Compiled >= broken.Compiled && st.BuildTime > first.BuildTime
	})
	// Broken again, then put back as it was: the output does not change, the errors go.
	fixedText, _ := os.ReadFile(filepath.Join(src, "docs", "a.md"))
	os.WriteFile(filepath.Join(src, "docs", "a.md"), []byte("---\ntitle: {\n---\n"), 0o644)
	waitStamp("broken again", func(st stampData) bool { return len(st.Errors) > 0 })
	os.WriteFile(filepath.Join(src, "docs", "a.md"), fixedText, 0o644)
	waitStamp("put back", func(st stampData) bool { return len(st.Errors) == 0 })
	// (A poll may have seen the file half written; the next one sees all of it.)
	for i := 0; ; i++ {
		page, _ := os.ReadFile(filepath.Join(out, "docs", "current", "a.json"))
		if strings.Contains(string(page), "Three, fixed.") {
			break
		}
		if i == 200 {
			t.Fatalf("page not recompiled: %s", page)
		}
		time.Sleep(50 * time.Millisecond)
	}
	cmd.Process.Signal(syscall.SIGINT)
	done := make(chan error)
	go func() {
		for range lines {
		}
		done <- cmd.Wait()
	}()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("watch after SIGINT: %v", err)
		}
	case <-time.After(10 * time.Second):
		cmd.Process.Kill()
		t.Fatal("watch did not stop on SIGINT")
	}
}
