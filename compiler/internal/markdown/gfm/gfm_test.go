package gfm

import (
	"testing"

	"github.com/yuin/goldmark"

	"github.com/contentc/contentc/compiler/internal/markdown/internal/mdtest"
)

// Every space at the end of a line goes, as CommonMark and remark have it,
// with the URL linking on (goldmark's linkify splits a line's trailing spaces
// over text nodes and trims only the last: `foo <br>`).
func TestLineEndSpaces(t *testing.T) {
	md := goldmark.New(goldmark.WithExtensions(ProtocolLinks{}))
	for src, want := range map[string]string{
		"foo    \nbar\n":             "<p>foo<br>\nbar</p>\n",
		"**Two:**    \nsecond\n":     "<p><strong>Two:</strong><br>\nsecond</p>\n",
		"`c`     \nd\n":              "<p><code>c</code><br>\nd</p>\n",
		"a  b   \nc\n":               "<p>a  b<br>\nc</p>\n",
		"x \ny\n":                    "<p>x\ny</p>\n",
		"a\t\t\nb\n":                 "<p>a\nb</p>\n",
		"see https://x.org    \nn\n": "<p>see <a href=\"https://x.org\">https://x.org</a><br>\nn</p>\n",
		"a\\\nb\n":                   "<p>a<br>\nb</p>\n",
	} {
		if got, _ := mdtest.Convert(t, md, src); got != want {
			t.Errorf("%q: %q, want %q", src, got, want)
		}
	}
}
