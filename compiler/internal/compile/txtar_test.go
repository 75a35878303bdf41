package compile

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"
)

// archive is a txtar-style bundle: a comment, then files introduced by "-- name --"
// lines. A whole test site fits in one readable file, as in Hugo's integration tests.
type archive struct {
	comment string
	files   []archiveFile
}

type archiveFile struct {
	name string
	data string
}

// parseArchive reads the txtar format with golang.org/x/tools/txtar (the Go
// project's own test archive format and parser).
func parseArchive(s string) archive {
	ta := txtar.Parse([]byte(s))
	a := archive{comment: string(ta.Comment)}
	for _, f := range ta.Files {
		a.files = append(a.files, archiveFile{name: f.Name, data: string(f.Data)})
	}
	return a
}

// file returns the contents of a named file of the archive.
func (a archive) file(name string) (string, bool) {
	for _, f := range a.files {
		if f.name == name {
			return f.data, true
		}
	}
	return "", false
}

// writeTree writes the archive's files (except those starting with "expect") under dir.
// Escapes let a case hold bytes a text file cannot show: \x00-style sequences in
// files whose name ends in ".escaped" are decoded and the suffix dropped.
func writeTree(t *testing.T, dir string, a archive) {
	t.Helper()
	for _, f := range a.files {
		if strings.HasPrefix(f.name, "expect") {
			continue
		}
		name, data := f.name, f.data
		if strings.HasSuffix(name, ".escaped") {
			name = strings.TrimSuffix(name, ".escaped")
			data = unescape(data)
		}
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func unescape(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+3 < len(s) && s[i+1] == 'x' {
			var v byte
			ok := true
			for _, c := range []byte(s[i+2 : i+4]) {
				v <<= 4
				switch {
				case c >= '0' && c <= '9':
					v |= c - '0'
				case c >= 'a' && c <= 'f':
					v |= c - 'a' + 10
				default:
					ok = false
				}
			}
			if ok {
				b.WriteByte(v)
				i += 3
				continue
			}
		}
		b.WriteByte(s[i])
	}
	return b.String()
}
