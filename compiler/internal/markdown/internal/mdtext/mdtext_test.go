package mdtext

import (
	"html"
	"regexp"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
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

// InlineHTML keeps what Docusaurus's table of contents keeps (its toc plugin's
// toValue: inlineCode, emphasis, strong, delete; a link is its text) and
// escapes the rest; its text is Inline's.
func TestInlineHTML(t *testing.T) {
	md := goldmark.New(goldmark.WithExtensions(extension.Strikethrough))
	tests := map[string]string{
		"Use `run()` **first**":      "Use <code>run()</code> <strong>first</strong>",
		"*a* ~~b~~ [`c` d](u)":       "<em>a</em> <del>b</del> <code>c</code> d",
		"`<script>` & <b>raw</b>":    "<code>&lt;script&gt;</code> &amp; raw",
		"***both*** and `a  b`":      "<em><strong>both</strong></em> and <code>a b</code>",
		"plain <b>words</b> &amp; x": "",
	}
	for src, want := range tests {
		doc := md.Parser().Parse(text.NewReader([]byte(src)))
		got, formatted := InlineHTML(doc.FirstChild(), []byte(src))
		if !formatted {
			got = ""
		}
		if got != want {
			t.Errorf("InlineHTML(%q) = %q, want %q", src, got, want)
		}
		if plain := Inline(doc.FirstChild(), []byte(src)); formatted && html.UnescapeString(regexp.MustCompile(`</?\w+>`).ReplaceAllString(got, "")) != plain {
			t.Errorf("InlineHTML(%q) = %q: its text is not %q", src, got, plain)
		}
	}
}
