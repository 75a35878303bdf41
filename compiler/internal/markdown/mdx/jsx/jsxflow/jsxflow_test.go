package jsxflow

import (
	"testing"

	"github.com/contentc/contentc/compiler/internal/markdown/mdx/jsx"
)

func TestTagRunAndBalanced(t *testing.T) {
	for _, c := range []struct {
		src      string
		n        int // tags in the run, 0 for none
		balanced bool
	}{
		{"<a><b></b></a>\n", 4, true},
		{"<p><br></br></p>", 3, true}, // a void element closed by its own tag is one tag
		{"<a></a><b></b>", 4, false},  // two elements, not one
		{"<a>{' '}<b />{' '}</a>", 3, true},
		{"<a>text</a>", 0, false},
		{"<a>", 0, false},
	} {
		first, err := jsx.ParseTag([]byte(c.src), 0, nil)
		if err != nil {
			t.Fatal(err)
		}
		run := jsx.TagRun([]byte(c.src), first, nil)
		if len(run) != c.n {
			t.Errorf("TagRun(%q) has %d tags, want %d", c.src, len(run), c.n)
		}
		if run != nil && Balanced(run) != c.balanced {
			t.Errorf("Balanced(%q) = %v, want %v", c.src, !c.balanced, c.balanced)
		}
	}
}
