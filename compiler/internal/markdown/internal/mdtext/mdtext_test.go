package mdtext

import (
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/text"
)

func TestBuilder(t *testing.T) {
	var b Builder
	b.WriteString("  a\n\tb  ")
	b.WriteString("c")
	b.WriteString("c") // pieces written back to back join
	b.Space()
	b.Space()
	b.WriteString("d")
	b.WriteString("")
	b.Space()
	if got := b.String(); got != "a b cc d" {
		t.Errorf("got %q", got)
	}
}

func TestInline(t *testing.T) {
	md := goldmark.New()
	tests := map[string]string{
		"Hello *big* **world**":         "Hello big world",
		"a&amp;b \\*c\\* &copy;":        "a&b *c* ©",
		"`x  <y>` and [link](u \"t\")":  "x <y> and link",
		"soft\nbreak":                   "soft break",
		"raw <b>html</b> ![img](i.png)": "raw html",
		"<https://x.y>":                 "https://x.y",
	}
	for src, want := range tests {
		doc := md.Parser().Parse(text.NewReader([]byte(src)))
		if got := Inline(doc.FirstChild(), []byte(src)); got != want {
			t.Errorf("Inline(%q) = %q, want %q", src, got, want)
		}
	}
}
