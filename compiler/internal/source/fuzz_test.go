package source

import (
	"bytes"
	"testing"

	"github.com/contentc/contentc/compiler/internal/yamlpos"
)

// FuzzSplitFrontMatter: splitting and decoding front matter never panics, and the
// parts always come from the input.
func FuzzSplitFrontMatter(f *testing.F) {
	for _, s := range []string{
		"---\ntitle: A\n---\nbody",
		"---\r\na: [1, 2]\r\n---\r\n",
		"---\n---\n",
		"---\na: &x {b: *x}\n---\n",
		"no front matter",
		"---\n- list\n---\n",
		"\xef\xbb\xbf---\nk: v\n---\n",
		"---\ndate: 2024-01-01\nn: 1e400\n---\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		fm := SplitFrontMatter(data)
		if !bytes.Contains(data, fm.Body) || (fm.YAML != nil && !bytes.Contains(data, fm.YAML)) {
			t.Fatalf("parts not from input")
		}
		if fm.YAML != nil {
			yamlpos.Parse(fm.YAML) // must not panic or hang
		}
		Position(data, len(data)/2)
		CheckText(data)
	})
}
