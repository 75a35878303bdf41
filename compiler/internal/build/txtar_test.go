package build

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
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

func parseArchive(s string) archive {
	var a archive
	lines := strings.SplitAfter(s, "\n")
	cur := -1
	var b strings.Builder
	flush := func() {
		if cur < 0 {
			a.comment = b.String()
		} else {
			a.files[cur].data = b.String()
		}
		b.Reset()
	}
	for _, l := range lines {
		t := strings.TrimRight(l, "\r\n")
		if strings.HasPrefix(t, "-- ") && strings.HasSuffix(t, " --") && len(t) > 6 {
			flush()
			a.files = append(a.files, archiveFile{name: strings.TrimSpace(t[3 : len(t)-3])})
			cur = len(a.files) - 1
			continue
		}
		b.WriteString(l)
	}
	flush()
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
