package source

import (
	"os"
	"path/filepath"
	"testing"
)

func TestSplitFrontMatter(t *testing.T) {
	cases := []struct {
		in       string
		yaml     string
		body     string
		bodyLine int
		unclosed bool
	}{
		{"---\ntitle: A\n---\n# Hi\n", "title: A\n", "# Hi\n", 3, false},
		{"---\r\ntitle: A\r\n---\r\nbody", "title: A\r\n", "body", 3, false},
		{"# No front matter\n", "", "# No front matter\n", 0, false},
		{"---\n---\nbody\n", "", "body\n", 2, false},
		// never closed: all front matter, as gray-matter reads it (Unclosed)
		{"---\ntitle: A\nsidebar_position: 4", "title: A\nsidebar_position: 4", "", 3, true},
		{"\xef\xbb\xbf---\na: 1\n---\nx", "a: 1\n", "x", 3, false},
		{"", "", "", 0, false},
		// gray-matter's rule: the first line starting with --- closes it
		// (litmus-docs' `----------`); the rest of that line starts the body
		{"---\nid: a\n----------\nText\n", "id: a\n", "-------\nText\n", 2, false},
		{"---\nid: a\n---x\n", "id: a\n", "x\n", 2, false},
	}
	for _, c := range cases {
		fm := SplitFrontMatter([]byte(c.in))
		if string(fm.YAML) != c.yaml || string(fm.Body) != c.body || fm.BodyLine != c.bodyLine || fm.Unclosed != c.unclosed {
			t.Errorf("%q: got yaml %q body %q line %d", c.in, fm.YAML, fm.Body, fm.BodyLine)
		}
	}
}

func TestCheckText(t *testing.T) {
	err := CheckText([]byte("ok\nab\xffc"))
	e, ok := err.(*Error)
	if !ok || e.ID != "invalid-utf8" || e.Line != 2 || e.Column != 3 {
		t.Errorf("invalid utf8: %#v", err)
	}
	err = CheckText([]byte("a\x00"))
	if e, ok := err.(*Error); !ok || e.ID != "invalid-text" || e.Column != 2 {
		t.Errorf("nul: %#v", err)
	}
	if CheckText([]byte("héllo ✓")) != nil {
		t.Error("valid text rejected")
	}
}

func TestReadFileRefusesSymlinkOutside(t *testing.T) {
	outside := t.TempDir()
	root := t.TempDir()
	os.WriteFile(filepath.Join(outside, "secret.md"), []byte("x"), 0o644)
	if err := os.Symlink(filepath.Join(outside, "secret.md"), filepath.Join(root, "link.md")); err != nil {
		t.Fatal(err)
	}
	_, err := ReadFile(root, "link.md")
	if e, ok := err.(*Error); !ok || e.ID != "outside-root" {
		t.Errorf("got %v", err)
	}
}

func TestReadFileTooLarge(t *testing.T) {
	root := t.TempDir()
	f, _ := os.Create(filepath.Join(root, "big.md"))
	f.Truncate(MaxFileSize + 1)
	f.Close()
	_, err := ReadFile(root, "big.md")
	if e, ok := err.(*Error); !ok || e.ID != "file-too-large" {
		t.Errorf("got %v", err)
	}
}

func TestReadChecked(t *testing.T) {
	root := t.TempDir()
	big := make([]byte, 200_000)
	for i := range big {
		big[i] = 'a' + byte(i%26)
	}
	os.WriteFile(filepath.Join(root, "big.md"), big, 0o644)
	os.WriteFile(filepath.Join(root, "empty.md"), nil, 0o644)
	os.WriteFile(filepath.Join(root, "bad.md"), []byte("a\n\xff"), 0o644)
	os.Mkdir(filepath.Join(root, "dir"), 0o755)
	if got, err := ReadChecked(filepath.Join(root, "big.md")); err != nil || string(got) != string(big) {
		t.Errorf("big file: %d bytes, %v", len(got), err)
	}
	if got, err := ReadChecked(filepath.Join(root, "empty.md")); err != nil || len(got) != 0 {
		t.Errorf("empty file: %q, %v", got, err)
	}
	if _, err := ReadChecked(filepath.Join(root, "bad.md")); err == nil || err.(*Error).ID != "invalid-utf8" {
		t.Errorf("invalid UTF-8: %v", err)
	}
	if _, err := ReadChecked(filepath.Join(root, "dir")); err == nil || err.(*Error).ID != "not-a-file" {
		t.Errorf("folder: %v", err)
	}
	if _, err := ReadChecked(filepath.Join(root, "missing.md")); !os.IsNotExist(err) {
		t.Errorf("missing: %v", err)
	}
}

// ReadMDX reads each byte that is not UTF-8 as U+FFFD, as Node decodes the
// file, and a NUL byte too; a file with both is a binary file, an error.
func TestReadMDXReplaces(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		in, want string
		rep      Replaced
		err      bool
	}{
		{"Caf\xe9 au lait, \xb9\xfa.\n", "Caf\uFFFD au lait, \uFFFD\uFFFD.\n", Replaced{Invalid: 4, Byte: 0xe9}, false},
		{"a\x00b", "a\uFFFDb", Replaced{NUL: 2}, false},
		{"\x00\xff", "", Replaced{}, true},
	} {
		p := filepath.Join(dir, "a.md")
		os.WriteFile(p, []byte(c.in), 0o644)
		data, rep, err := ReadMDX(p)
		if (err != nil) != c.err || string(data) != c.want || rep != c.rep {
			t.Errorf("%q: %q %+v %v", c.in, data, rep, err)
		}
	}
}
