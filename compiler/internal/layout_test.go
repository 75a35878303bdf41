// The compiler's layout, as issue 21 ("The house") set it and ARCHITECTURE.md
// draws it: a package per job, each with a doc comment saying what it does,
// none much over 1,500 lines of non-test code, none named like build output,
// and each in ARCHITECTURE.md's table.
package internal_test

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// maxLines is "about 1,500" non-test lines.
const maxLines = 1520

func TestPackagesKeepTheirShape(t *testing.T) {
	arch, err := os.ReadFile("../../ARCHITECTURE.md")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	err = filepath.WalkDir("..", func(p string, d os.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return err
		}
		switch d.Name() {
		case "testdata", "_generate", "node_modules":
			return filepath.SkipDir
		case "build", "dist", "out", "output":
			t.Errorf("%s: a package named like build output (tools and people skip such folders)", p)
		}
		files, _ := filepath.Glob(filepath.Join(p, "*.go"))
		lines, doc := 0, false
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") {
				continue
			}
			b, err := os.ReadFile(f)
			if err != nil {
				return err
			}
			lines += strings.Count(string(b), "\n")
			af, err := parser.ParseFile(token.NewFileSet(), f, b, parser.PackageClauseOnly|parser.ParseComments)
			if err != nil {
				return err
			}
			doc = doc || af.Doc != nil
		}
		if lines == 0 {
			return nil
		}
		n++
		rel := "compiler/" + filepath.ToSlash(strings.TrimPrefix(p, "../"))
		if lines > maxLines {
			t.Errorf("%s: %d lines of non-test code, over about 1,500: split it by what it does", rel, lines)
		}
		if !doc {
			t.Errorf("%s: no package doc comment saying what the package does", rel)
		}
		if !documented(string(arch), rel) {
			t.Errorf("%s is not in ARCHITECTURE.md's table of folders (nor in its parent's row)", rel)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n < 20 {
		t.Fatalf("found %d packages: the walk missed the compiler", n)
	}
}

// documented reports whether ARCHITECTURE.md names the package: by its path
// (`compiler/internal/scan`), or in a parent's row by its path below that
// parent (`mdx/components` in `compiler/internal/markdown`'s row).
func documented(arch, rel string) bool {
	for parent := rel; strings.Contains(parent, "/"); parent = parent[:strings.LastIndex(parent, "/")] {
		i := strings.Index(arch, "| `"+parent+"`")
		if i < 0 {
			i = strings.Index(arch, "| `"+parent+"/`")
		}
		if i < 0 {
			continue
		}
		row, _, _ := strings.Cut(arch[i:], "\n")
		if parent == rel || strings.Contains(row, "`"+strings.TrimPrefix(rel, parent+"/")+"`") {
			return true
		}
	}
	return false
}
