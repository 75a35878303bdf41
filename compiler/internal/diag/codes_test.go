package diag

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestREADMECatalogue: README's "Diagnostic ids" table lists exactly the catalogue's
// ids, with their severities.
func TestREADMECatalogue(t *testing.T) {
	data, err := os.ReadFile("../../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := string(data)
	start := strings.Index(readme, "### Diagnostic ids\n")
	if start < 0 {
		t.Fatal(`README has no "### Diagnostic ids" section`)
	}
	section := readme[start+1:]
	if end := strings.Index(section, "\n#"); end >= 0 {
		section = section[:end]
	}
	row := regexp.MustCompile("(?m)^\\| `([a-z0-9-]+)` \\| (error|warning) \\| ")
	inREADME := map[Code]Severity{}
	for _, m := range row.FindAllStringSubmatch(section, -1) {
		if _, dup := inREADME[Code(m[1])]; dup {
			t.Errorf("README lists %s twice", m[1])
		}
		inREADME[Code(m[1])] = Severity(m[2])
	}
	if len(inREADME) == 0 {
		t.Fatal("no rows found in README's diagnostic id table")
	}
	for _, e := range Catalogue {
		sev, ok := inREADME[e.Code]
		switch {
		case !ok:
			t.Errorf("README's diagnostic table has no row for %s", e.Code)
		case sev != e.Severity:
			t.Errorf("README says %s is a %s; the catalogue says %s", e.Code, sev, e.Severity)
		}
	}
	for c := range inREADME {
		if _, ok := Lookup(c); !ok {
			t.Errorf("README lists %s, which is not in the catalogue (compiler/internal/diag/codes.go)", c)
		}
	}
}

// TestCatalogueComplete: every Code constant is in the catalogue once, with a
// description, and severities are errors or warnings.
func TestCatalogueComplete(t *testing.T) {
	f, err := parser.ParseFile(token.NewFileSet(), "codes.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	consts := map[Code]bool{}
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.CONST {
			continue
		}
		for _, s := range g.Specs {
			vs := s.(*ast.ValueSpec)
			if id, ok := vs.Type.(*ast.Ident); !ok || id.Name != "Code" {
				continue
			}
			for _, v := range vs.Values {
				s, _ := strconv.Unquote(v.(*ast.BasicLit).Value)
				consts[Code(s)] = true
			}
		}
	}
	seen := map[Code]bool{}
	for _, e := range Catalogue {
		if seen[e.Code] {
			t.Errorf("%s is in the catalogue twice", e.Code)
		}
		seen[e.Code] = true
		if !consts[e.Code] {
			t.Errorf("%s is in the catalogue but not a Code constant", e.Code)
		}
		if e.Description == "" || (e.Severity != Error && e.Severity != Warning) {
			t.Errorf("%s: severity %q, description %q", e.Code, e.Severity, e.Description)
		}
	}
	for c := range consts {
		if !seen[c] {
			t.Errorf("Code %s is not in the catalogue", c)
		}
	}
}

var kebab = regexp.MustCompile(`^[a-z][a-z0-9]*(-[a-z0-9]+)*$`)

// TestNoLiteralCodes: outside the catalogue, the compiler names diagnostic ids by their
// constants, not string literals. It looks where an id is given: an ID field, the first
// argument of a function reporting a problem (…Errorf, …Warnf, …Error, …Warn), the
// first field of an …Error struct, a constant named Diag…, ID… or Warn….
func TestNoLiteralCodes(t *testing.T) {
	fset := token.NewFileSet()
	files := 0
	err := filepath.WalkDir("../..", func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if strings.HasPrefix(d.Name(), "_") || d.Name() == "testdata" {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") || filepath.Base(p) == "codes.go" {
			return nil
		}
		f, err := parser.ParseFile(fset, p, nil, 0)
		if err != nil {
			return err
		}
		files++
		check := func(e ast.Expr, where string) {
			bl, ok := e.(*ast.BasicLit)
			if !ok || bl.Kind != token.STRING {
				return
			}
			if s, _ := strconv.Unquote(bl.Value); kebab.MatchString(s) {
				t.Errorf("%s: diagnostic id %q written as a string literal (%s); use its constant from diag/codes.go (add it there and to README's table if it is new)", fset.Position(bl.Pos()), s, where)
			}
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.KeyValueExpr:
				if k, ok := n.Key.(*ast.Ident); ok && (k.Name == "ID" || k.Name == "id") {
					check(n.Value, "an ID field")
				}
			case *ast.CallExpr:
				name := ""
				switch fn := n.Fun.(type) {
				case *ast.SelectorExpr:
					if x, ok := fn.X.(*ast.Ident); ok && (x.Name == "fmt" || x.Name == "errors") {
						return true
					}
					name = fn.Sel.Name
				case *ast.Ident:
					name = fn.Name
				}
				ln := strings.ToLower(name)
				if len(n.Args) >= 2 && (strings.Contains(ln, "rror") || strings.Contains(ln, "warn")) {
					check(n.Args[0], "the id argument of "+name)
				}
			case *ast.CompositeLit:
				if id, ok := n.Type.(*ast.Ident); ok && strings.HasSuffix(id.Name, "Error") && len(n.Elts) > 0 {
					check(n.Elts[0], "the id of a "+id.Name)
				}
			case *ast.ValueSpec:
				if ty, ok := n.Type.(*ast.Ident); ok && ty.Name == "Severity" {
					return true
				}
				for i, nm := range n.Names {
					if i < len(n.Values) && (strings.HasPrefix(nm.Name, "Diag") || strings.HasPrefix(nm.Name, "ID") || strings.HasPrefix(nm.Name, "Warn")) {
						check(n.Values[i], "constant "+nm.Name)
					}
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if files < 50 {
		t.Fatalf("checked only %d files", files)
	}
}
