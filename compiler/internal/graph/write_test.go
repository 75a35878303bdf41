package graph

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// A reader of the folder never finds it missing while Write replaces it (on Linux,
// where the two folders are exchanged in one step).
func TestWriteNeverLeavesTheFolderMissing(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the one-step exchange is Linux's renameat2; elsewhere the folder is missing for a moment")
	}
	dir := filepath.Join(t.TempDir(), "graph")
	write := func(i int) error {
		o := NewOutput()
		o.Add("graph.json", []byte("{}"))
		o.Add("a.json", []byte(strings.Repeat("x", i)))
		return o.Write(dir)
	}
	if err := write(0); err != nil {
		t.Fatal(err)
	}
	stop, missing := make(chan struct{}), make(chan int)
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
	for i := 1; i <= 200; i++ {
		if err := write(i); err != nil {
			close(stop)
			t.Fatal(err)
		}
	}
	close(stop)
	if n := <-missing; n > 0 {
		t.Fatalf("graph.json was missing %d times while 200 writes replaced the folder", n)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "a.json")); len(b) != 200 {
		t.Fatalf("a.json has %d bytes, want the last write's 200", len(b))
	}
	if entries, _ := os.ReadDir(filepath.Dir(dir)); len(entries) != 1 {
		t.Fatalf("the parent holds %d entries, want the graph folder alone (no old generation left)", len(entries))
	}
}
