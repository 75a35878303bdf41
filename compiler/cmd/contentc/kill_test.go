package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestKilledCompileNeverLeavesHalfGraph kills `contentc compile` at many moments of
// its run and checks that the output folder is then either absent or a complete
// graph: graph.json parses and every data file it names exists and parses.
func TestKilledCompileNeverLeavesHalfGraph(t *testing.T) {
	tmp := t.TempDir()
	bin := filepath.Join(tmp, "contentc")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	src := filepath.Join(tmp, "src")
	for i := 0; i < 1500; i++ {
		p := filepath.Join(src, "docs", fmt.Sprintf("s%02d", i%30), fmt.Sprintf("p%04d.md", i))
		os.MkdirAll(filepath.Dir(p), 0o755)
		body := fmt.Sprintf("---\ntitle: Page %d\n---\n\n## Part\n\nText %d with `code`.\n\n```go\nfunc f() int { return %d }\n```\n", i, i, i)
		os.WriteFile(p, []byte(body), 0o644)
	}
	out := filepath.Join(tmp, "out", "graph")
	// A complete first graph, so that most kills interrupt a replacement.
	if b, err := exec.Command(bin, "compile", src, "--out", out).CombinedOutput(); err != nil {
		t.Fatalf("first compile: %v\n%s", err, b)
	}
	for _, delay := range []time.Duration{5, 20, 50, 80, 120, 160, 200, 250, 300, 400} {
		os.WriteFile(filepath.Join(src, "docs", "s00", "p0000.md"), []byte(fmt.Sprintf("# Edited %d\n", delay)), 0o644)
		cmd := exec.Command(bin, "compile", src, "--out", out)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(delay * time.Millisecond)
		cmd.Process.Kill()
		cmd.Wait()
		checkGraph(t, out, delay)
	}
	// The next compile cleans up whatever the kills left behind.
	if b, err := exec.Command(bin, "compile", src, "--out", out).CombinedOutput(); err != nil {
		t.Fatalf("final compile: %v\n%s", err, b)
	}
	entries, _ := os.ReadDir(filepath.Dir(out))
	for _, e := range entries {
		if strings.Contains(e.Name(), ".tmp-") || strings.Contains(e.Name(), ".old-") {
			t.Errorf("left behind after a clean compile: %s", e.Name())
		}
	}
	checkGraph(t, out, -1)
}

func checkGraph(t *testing.T, out string, delay time.Duration) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(out, "graph.json"))
	if os.IsNotExist(err) {
		if _, statErr := os.Stat(out); statErr == nil {
			t.Errorf("kill after %dms: %s exists without graph.json", delay, out)
		}
		return
	}
	if err != nil {
		t.Fatal(err)
	}
	var g struct {
		Routes []struct{ Data string }
	}
	if err := json.Unmarshal(data, &g); err != nil {
		t.Fatalf("kill after %dms: graph.json is not valid JSON: %v", delay, err)
	}
	for _, r := range g.Routes {
		b, err := os.ReadFile(filepath.Join(out, r.Data))
		if err != nil || !json.Valid(b) {
			t.Fatalf("kill after %dms: %s missing or invalid: %v", delay, r.Data, err)
		}
	}
}
