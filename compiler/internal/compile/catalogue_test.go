package compile

import (
	"flag"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the expect sections of testdata/bad/*.txtar from actual output (review the diff)")

// TestBadInputCatalogue compiles each testdata/bad/*.txtar tree and compares every
// diagnostic (file:line:col: severity[id]: message) with the case's "expect" section.
// A case whose expectation lists an error must also leave no output behind.
func TestBadInputCatalogue(t *testing.T) {
	cases, _ := filepath.Glob(filepath.Join("testdata", "bad", "*.txtar"))
	sort.Strings(cases)
	if len(cases) == 0 {
		t.Fatal("no cases")
	}
	for _, file := range cases {
		name := strings.TrimSuffix(filepath.Base(file), ".txtar")
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			a := parseArchive(string(data))
			dir := t.TempDir()
			root := filepath.Join(dir, "src")
			os.MkdirAll(root, 0o755)
			writeTree(t, root, a)
			if setup, ok := setups[name]; ok {
				setup(t, root)
			}
			var promote []string
			if p, ok := a.file("promote"); ok {
				promote = strings.Fields(p)
			}
			out := filepath.Join(dir, "out")
			res, err := Run(Options{Root: root, Out: out, Promote: promote})
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, d := range res.Diagnostics {
				// Messages that name a full path show the content root as ROOT.
				got = append(got, strings.ReplaceAll(strings.SplitN(d.String(), "\n", 2)[0], root, "ROOT"))
			}
			expect, _ := a.file("expect")
			want := strings.Split(strings.TrimSpace(expect), "\n")
			if strings.TrimSpace(expect) == "" {
				want = nil
			}
			if *update {
				rewriteExpect(t, file, string(data), got)
				return
			}
			if strings.Join(got, "\n") != strings.Join(want, "\n") {
				t.Errorf("diagnostics:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
			}
			hasError := strings.Contains(expect, ": error[")
			if hasError != (res.Errors() > 0) {
				t.Errorf("errors = %d, expectation says error: %v", res.Errors(), hasError)
			}
			if _, err := os.Stat(out); hasError && err == nil {
				t.Errorf("a failed compile wrote %s", out)
			}
		})
	}
}

func rewriteExpect(t *testing.T, file, data string, got []string) {
	i := strings.Index(data, "-- expect --\n")
	if i < 0 {
		data += "-- expect --\n"
		i = strings.Index(data, "-- expect --\n")
	}
	rest := data[i+len("-- expect --\n"):]
	tail := ""
	if j := strings.Index(rest, "\n-- "); j >= 0 {
		tail = rest[j+1:]
	}
	body := strings.Join(got, "\n")
	if body != "" {
		body += "\n"
	}
	if err := os.WriteFile(file, []byte(data[:i]+"-- expect --\n"+body+tail), 0o644); err != nil {
		t.Fatal(err)
	}
}

// setups prepare what a text archive cannot hold.
var setups = map[string]func(t *testing.T, root string){
	"props-unknown-type": func(t *testing.T, root string) {
		data, err := os.ReadFile(filepath.Join("..", "typedoc", "testdata", "small.typedoc.json"))
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(root, "api.json"), data, 0o644)
	},
	"symlink-outside-root": func(t *testing.T, root string) {
		outside := filepath.Join(filepath.Dir(root), "outside.md")
		os.WriteFile(outside, []byte("# secret\n"), 0o644)
		if err := os.Symlink(outside, filepath.Join(root, "docs", "leak.md")); err != nil {
			t.Fatal(err)
		}
	},
	"file-too-large": func(t *testing.T, root string) {
		f, err := os.Create(filepath.Join(root, "docs", "huge.md"))
		if err != nil {
			t.Fatal(err)
		}
		// A 50 MB file (sparse: it costs no disk) must be refused before it is read.
		f.Truncate(50 << 20)
		f.Close()
	},
	"empty-tree": func(t *testing.T, root string) {
		os.RemoveAll(filepath.Join(root, "docs"))
	},
	"deep-nesting": func(t *testing.T, root string) {
		var b strings.Builder
		b.WriteString("---\ntitle: Deep\n---\n")
		for i := 0; i < 10000; i++ {
			b.WriteString(strings.Repeat(" ", i%3) + "- ")
		}
		b.WriteString("x\n")
		os.WriteFile(filepath.Join(root, "docs", "deep.md"), []byte(b.String()), 0o644)
	},
}
