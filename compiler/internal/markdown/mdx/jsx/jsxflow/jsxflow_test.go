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

func TestMDX1BlockEnd(t *testing.T) {
	for _, c := range []struct {
		src  string
		want int // the end of the block's lines after the first
	}{
		{"</table>\n    \n## H\n\nafter\n", 18}, // a line of spaces goes on; an empty line ends it
		{"</table>\n## H\r\n\r\nafter\n", 14},   // a line of only \r is empty
		{"</table>\n## H\n<p>x</p>\n", 13},      // up to a line that starts with a tag
		{"</table>\n\n## H\n", 8},               // none
		{"</table>\ntext", 13},                  // to the end
	} {
		if got := MDX1BlockEnd([]byte(c.src), 8); got != c.want {
			t.Errorf("MDX1BlockEnd(%q) = %d, want %d", c.src, got, c.want)
		}
	}
}

func TestSpacedSiblings(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"<br/><br/>", "--"},
		{"<img /> <img />", "-+"},
		{"<br></br> <br/>", "-+"},                     // the void element's closing tag joins it
		{"<a>{' '}<b></b></a>{' '}<i></i>", "----+-"}, // only between whole elements
		{"<td><b></b></td>\t<td></td>", "----+-"},
	} {
		src := []byte(c.src)
		first, err := jsx.ParseTag(src, 0, nil)
		if err != nil {
			t.Fatal(err)
		}
		got := ""
		for _, sp := range SpacedSiblings(src, jsx.TagRun(src, first, nil)) {
			got += map[bool]string{false: "-", true: "+"}[sp]
		}
		if got != c.want {
			t.Errorf("SpacedSiblings(%q) = %s, want %s", c.src, got, c.want)
		}
	}
}
