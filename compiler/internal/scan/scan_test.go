package scan

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/validate"
)

// watchScan scans root/docs the way contentc watch does after its first
// compile: with a memo, the list of changed files, and no stat of the others.
func watchScan(t *testing.T, root string, memo *Memo, changed ...string) []string {
	t.Helper()
	v, err := validate.New()
	if err != nil {
		t.Fatal(err)
	}
	set := map[string]bool{}
	var abs []string
	for _, c := range changed {
		p := filepath.Join(root, "docs", c)
		set[p] = true
		abs = append(abs, p)
	}
	opts := Options{Root: root, DocsDir: "docs", Version: "current", Memo: memo, Changed: abs,
		Unchanged: func(p string) bool { return !set[p] }}
	diags := &diag.List{}
	tree := Scan(opts, v, diags)
	if diags.HasErrors() {
		t.Fatalf("scan: %v", diags.Sorted())
	}
	var ids []string
	for _, d := range tree.Docs {
		ids = append(ids, d.ID)
	}
	return ids
}

// setFolderTimes sets the modification time of root/docs and its folders.
func setFolderTimes(t *testing.T, root string, when time.Time) {
	t.Helper()
	filepath.WalkDir(filepath.Join(root, "docs"), func(p string, d os.DirEntry, err error) error {
		if err == nil && d.IsDir() {
			err = os.Chtimes(p, when, when)
		}
		return err
	})
}

func write(t *testing.T, p, data string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestWatchScanKeepsTheFolderListingOnlyWhileItHolds(t *testing.T) {
	root := t.TempDir()
	write(t, filepath.Join(root, "docs", "a.md"), "# A\n")
	write(t, filepath.Join(root, "docs", "guide", "b.md"), "# B\n")
	old := time.Now().Add(-time.Hour)
	setFolderTimes(t, root, old)
	memo := NewMemo()
	if got := watchScan(t, root, memo); !slices.Equal(got, []string{"a", "guide/b"}) {
		t.Fatalf("first scan: %v", got)
	}

	// An edit: the folders are as listed. A doc that appeared without its
	// folder's time moving (within one tick of the clock) is not seen, which
	// shows the listing was taken from the memo.
	write(t, filepath.Join(root, "docs", "a.md"), "# A, edited\n")
	write(t, filepath.Join(root, "docs", "guide", "c.md"), "# C\n")
	setFolderTimes(t, root, old)
	if got := watchScan(t, root, memo, "a.md"); !slices.Equal(got, []string{"a", "guide/b"}) {
		t.Fatalf("edit: %v, want the listing from the memo", got)
	}
	// Reported as a change, the new doc is found (the folder is walked again).
	if got := watchScan(t, root, memo, "guide/c.md"); !slices.Equal(got, []string{"a", "guide/b", "guide/c"}) {
		t.Fatalf("added doc: %v", got)
	}

	// A doc that was there at the last scan and is gone, though no change
	// names it (it came and went between two listings of the watcher): its
	// folder's time moved, so the folder is walked again.
	setFolderTimes(t, root, old)
	watchScan(t, root, memo, "a.md")
	os.Remove(filepath.Join(root, "docs", "guide", "c.md"))
	os.Chtimes(filepath.Join(root, "docs", "guide"), old.Add(time.Second), old.Add(time.Second))
	if got := watchScan(t, root, memo, "a.md"); !slices.Equal(got, []string{"a", "guide/b"}) {
		t.Fatalf("doc removed unannounced: %v", got)
	}

	// A walk that sees a folder changed in the last moments keeps no listing:
	// entries made within the same tick would not move its time again.
	write(t, filepath.Join(root, "docs", "guide", "d.md"), "# D\n")
	if got := watchScan(t, root, memo, "guide/d.md"); !slices.Equal(got, []string{"a", "guide/b", "guide/d"}) {
		t.Fatalf("added doc: %v", got)
	}
	fi, err := os.Stat(filepath.Join(root, "docs", "guide"))
	if err != nil {
		t.Fatal(err)
	}
	write(t, filepath.Join(root, "docs", "guide", "e.md"), "# E\n")
	os.Chtimes(filepath.Join(root, "docs", "guide"), fi.ModTime(), fi.ModTime()) // the same tick
	if got := watchScan(t, root, memo, "a.md"); !slices.Equal(got, []string{"a", "guide/b", "guide/d", "guide/e"}) {
		t.Fatalf("after a racy listing: %v", got)
	}
}
