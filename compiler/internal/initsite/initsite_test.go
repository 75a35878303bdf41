package initsite

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/contentc/contentc/compiler/internal/compile"
)

func TestNewSiteCompilesWithoutWarnings(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "site")
	files, err := Create(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 8 {
		t.Errorf("files: %v", files)
	}
	res, err := compile.Run(compile.Options{Root: dir, Out: filepath.Join(dir, "build", "graph"), Promote: []string{"all"}})
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range res.Diagnostics {
		t.Errorf("diagnostic: %s", d)
	}
	if res.Docs != 4 || !res.Written {
		t.Errorf("docs %d written %v", res.Docs, res.Written)
	}
	// The schema hints point at files that exist.
	for _, f := range []string{".schema/site.schema.json", ".schema/sidebars.schema.json", ".schema/category.schema.json"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Error(err)
		}
	}
}

func TestRefusesNonEmptyFolder(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("mine"), 0o644)
	if _, err := Create(dir); err != ErrNotEmpty {
		t.Fatalf("err = %v, want ErrNotEmpty", err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Error("init wrote into a non-empty folder")
	}
	// An empty folder is fine.
	empty := filepath.Join(dir, "empty")
	os.Mkdir(empty, 0o755)
	if _, err := Create(empty); err != nil {
		t.Fatal(err)
	}
	// A file in the way is refused too.
	if _, err := Create(filepath.Join(dir, "notes.txt")); err != ErrNotEmpty {
		t.Errorf("file: err = %v", err)
	}
}
