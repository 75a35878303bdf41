package outdir

import (
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"testing"

	"github.com/contentc/contentc/compiler/internal/cache"
	"github.com/contentc/contentc/compiler/internal/graph"
)

type store map[string]cache.Manifest

func (s store) Manifest(n string) cache.Manifest       { return s[n] }
func (s store) SetManifest(n string, m cache.Manifest) { s[n] = m }

func output(t *testing.T, files map[string]string) *graph.Output {
	t.Helper()
	o := graph.NewOutput()
	for n, d := range files {
		if err := o.Add(n, []byte(d)); err != nil {
			t.Fatal(err)
		}
	}
	return o
}

func listing(t *testing.T, dir string) map[string]string {
	t.Helper()
	m := map[string]string{}
	filepath.Walk(dir, func(p string, info os.FileInfo, err error) error {
		if err == nil && !info.IsDir() {
			b, _ := os.ReadFile(p)
			rel, _ := filepath.Rel(dir, p)
			m[filepath.ToSlash(rel)] = string(b)
		}
		return nil
	})
	return m
}

func same(t *testing.T, dir string, want map[string]string) {
	t.Helper()
	got := listing(t, dir)
	var g, w []string
	for k, v := range got {
		g = append(g, k+"="+v)
	}
	for k, v := range want {
		w = append(w, k+"="+v)
	}
	sort.Strings(g)
	sort.Strings(w)
	if strings.Join(g, "\n") != strings.Join(w, "\n") {
		t.Fatalf("folder:\n%s\nwant:\n%s", strings.Join(g, "\n"), strings.Join(w, "\n"))
	}
}

func TestWritesOnlyWhatChanged(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "graph")
	st := store{}
	v1 := map[string]string{"graph.json": "{1}", "docs/a.json": "a1", "docs/b.json": "b1", "old/x.json": "x"}
	rep, err := Write(dir, output(t, v1), st, Options{})
	if err != nil || rep.Written != 4 {
		t.Fatalf("first write: %+v %v", rep, err)
	}
	same(t, dir, v1)

	rep, err = Write(dir, output(t, v1), st, Options{})
	if err != nil || !rep.Unchanged || rep.Written != 0 {
		t.Fatalf("same output: %+v %v", rep, err)
	}

	v2 := map[string]string{"graph.json": "{2}", "docs/a.json": "a2", "docs/b.json": "b1", "docs/c.json": "c"}
	rep, err = Write(dir, output(t, v2), st, Options{})
	if err != nil || rep.Written != 3 || rep.Reused != 1 {
		t.Fatalf("second write: %+v %v", rep, err)
	}
	same(t, dir, v2)
	if _, err := os.Stat(filepath.Join(dir, "old")); !os.IsNotExist(err) {
		t.Error("an emptied folder stayed")
	}

	// Back to v1: the spare (v1) is reused; only graph.json, the marker of a
	// complete graph, is written again.
	rep, err = Write(dir, output(t, v1), st, Options{})
	if err != nil || rep.Written != 1 || rep.Reused != 3 {
		t.Fatalf("third write: %+v %v", rep, err)
	}
	same(t, dir, v1)
	same(t, SparePath(dir), v2)
}

func TestFileChangedBehindItsBackIsWrittenAgain(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "graph")
	st := store{}
	v := map[string]string{"graph.json": "{}", "a.json": "a"}
	Write(dir, output(t, v), st, Options{})
	os.WriteFile(filepath.Join(dir, "a.json"), []byte("tampered!"), 0o644)
	rep, err := Write(dir, output(t, v), st, Options{})
	if err != nil || rep.Unchanged || rep.Written != 1 {
		t.Fatalf("rewrite: %+v %v", rep, err)
	}
	same(t, dir, v)
	// An extra file in the live folder is not part of the output.
	os.WriteFile(filepath.Join(dir, "extra.json"), []byte("x"), 0o644)
	rep, _ = Write(dir, output(t, v), st, Options{})
	if rep.Unchanged {
		t.Fatal("extra file not noticed")
	}
	same(t, dir, v)
}

func TestSharedInodesAreNeverWrittenInPlace(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "graph")
	st := store{}
	v1 := map[string]string{"graph.json": "1", "a.json": "a1", "b.json": "b"}
	v2 := map[string]string{"graph.json": "2", "a.json": "a2", "b.json": "b"}
	Write(dir, output(t, v1), st, Options{})
	Write(dir, output(t, v2), st, Options{}) // spare made by hard links from v1
	Write(dir, output(t, v1), st, Options{})
	Write(dir, output(t, v2), st, Options{})
	same(t, dir, v2)
	same(t, SparePath(dir), v1)
}

func TestWithoutManifestEverythingIsWritten(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "graph")
	v := map[string]string{"graph.json": "{}", "a.json": "a"}
	if err := output(t, v).Write(dir); err != nil { // a compile without the cache
		t.Fatal(err)
	}
	rep, err := Write(dir, output(t, v), store{}, Options{})
	if err != nil || rep.Unchanged || rep.Written != 2 {
		t.Fatalf("%+v %v", rep, err)
	}
	same(t, dir, v)
	entries, _ := os.ReadDir(filepath.Dir(dir))
	for _, e := range entries {
		if strings.Contains(e.Name(), ".old-") || strings.Contains(e.Name(), ".tmp-") {
			t.Errorf("left behind: %s", e.Name())
		}
	}
}

func TestTrustFallsBackWhenAnotherWriterReplacedTheFolder(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "graph")
	st := store{}
	trust := Options{Trust: true}
	v1 := map[string]string{"graph.json": "1", "a.json": "a1", "b.json": "b"}
	v2 := map[string]string{"graph.json": "2", "a.json": "a2", "b.json": "b"}
	Write(dir, output(t, v1), st, trust)
	Write(dir, output(t, v2), st, trust)
	same(t, dir, v2)
	// Another compile (without the cache) replaces the folder with other bytes.
	other := map[string]string{"graph.json": "3", "a.json": "zz", "b.json": "zz"}
	if err := output(t, other).Write(dir); err != nil {
		t.Fatal(err)
	}
	rep, err := Write(dir, output(t, v2), st, trust)
	if err != nil || rep.Unchanged {
		t.Fatalf("%+v %v", rep, err)
	}
	same(t, dir, v2)
	rep, _ = Write(dir, output(t, v2), st, trust)
	if !rep.Unchanged {
		t.Errorf("second write of the same output: %+v", rep)
	}
}

func TestAFileInTheWayIsReplaced(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "graph")
	os.WriteFile(dir, []byte("not a folder"), 0o644)
	v := map[string]string{"graph.json": "{}"}
	if _, err := Write(dir, output(t, v), store{}, Options{}); err != nil {
		t.Fatal(err)
	}
	same(t, dir, v)
}

// A reader of the folder (make dev's server, a tool watching the graph) never finds it
// missing: the new generation replaces the old in one step. Each write changes a file,
// so each one swaps the folders.
func TestTheFolderIsNeverMissingDuringASwap(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the one-step exchange is Linux's renameat2; elsewhere the folder is missing for a moment")
	}
	dir := filepath.Join(t.TempDir(), "graph")
	st := store{}
	if _, err := Write(dir, output(t, map[string]string{"graph.json": "{}", "a.json": "0"}), st, Options{}); err != nil {
		t.Fatal(err)
	}
	stop := make(chan struct{})
	missing := make(chan int)
	go func() {
		n := 0
		for {
			select {
			case <-stop:
				missing <- n
				return
			default:
			}
			if _, err := os.Stat(filepath.Join(dir, "graph.json")); err != nil {
				n++
			}
		}
	}()
	for i := 1; i <= 300; i++ {
		if _, err := Write(dir, output(t, map[string]string{"graph.json": "{}", "a.json": strings.Repeat("x", i)}), st, Options{}); err != nil {
			close(stop)
			t.Fatal(err)
		}
	}
	close(stop)
	if n := <-missing; n > 0 {
		t.Fatalf("graph.json was missing %d times while 300 writes swapped the folders", n)
	}
	same(t, dir, map[string]string{"graph.json": "{}", "a.json": strings.Repeat("x", 300)})
}
