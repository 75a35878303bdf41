package render

import (
	"strings"
	"testing"

	"github.com/contentc/contentc/compiler/internal/markdown"
)

func TestSectionsEncoding(t *testing.T) {
	for _, s := range [][]markdown.Section{nil, {{}}, {{Anchor: "", Heading: "Title", Text: "x\x00y é"}, {Anchor: "a", Heading: "A", Text: strings.Repeat("z", 300)}}} {
		got, ok := decodeSections(encodeSections(s))
		if !ok || len(got) != len(s) {
			t.Fatalf("%v: %v %v", s, got, ok)
		}
		for i := range s {
			if got[i] != s[i] {
				t.Errorf("%q != %q", got[i], s[i])
			}
		}
	}
	if _, ok := decodeSections([]byte{5, 1}); ok {
		t.Error("truncated sections decoded")
	}
}
