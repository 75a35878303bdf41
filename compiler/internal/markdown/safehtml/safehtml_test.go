package safehtml

import (
	"strings"
	"testing"

	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/markdown/internal/mdtest"
	"github.com/yuin/goldmark"
)

func TestFilter(t *testing.T) {
	tests := []struct {
		name, in, out, text string
		warnings            int
	}{
		{"allowed inline", "<kbd>Ctrl</kbd>+<KBD>C</KBD>", "<kbd>Ctrl</kbd>+<kbd>C</kbd>", "Ctrl+C", 0},
		{"void and self-closing", "a<br>b<br/>c<span/>", "a<br>b<br>c<span></span>", "abc", 0},
		{"allowed attributes kept, re-escaped", `<abbr title="a &amp; &quot;b&quot; <c>">x</abbr>`, `<abbr title="a &amp; &#34;b&#34; &lt;c&gt;">x</abbr>`, "x", 0},
		{"unquoted and single-quoted values", `<time datetime=2024-01-01>d</time><span title='it"s'>s</span>`, `<time datetime="2024-01-01">d</time><span title="it&#34;s">s</span>`, "ds", 0},
		{"boolean open", `<details open="x"><summary>S</summary>body</details>`, `<details open><summary>S</summary>body</details>`, "Sbody", 0},
		{"other attributes dropped", `<span class="c" style="color:red" onclick="x()" title="t">s</span>`, `<span title="t">s</span>`, "s", 3},
		{"attribute allowed elsewhere only", `<kbd title="t">k</kbd>`, `<kbd>k</kbd>`, "k", 1},
		{"script and content dropped", `a<script>alert("<b>")</script>b`, `ab`, "ab", 1},
		{"style content dropped, case-insensitive close", "<STYLE>body{}</Style >x", "x", "x", 1},
		{"script close with attributes-like junk", "<script>x</script foo>y", "y", "y", 1},
		{"unclosed script drops the rest", "<script>alert(1)", "", "", 1},
		{"disallowed tags dropped, text kept", `<div align="center"><a href="javascript:x">link</a><img src=x onerror=alert(1)></div>`, "link", "link", 3},
		{"iframe content dropped", `<iframe src="x">fallback</iframe>after`, "after", "after", 1},
		{"svg with script", `<svg><script>x</script><text>t</text></svg>ok`, "ok", "ok", 1},
		{"comments dropped silently", "a<!-- <script> -->b", "ab", "ab", 0},
		{"unterminated comment", "a<!-- b", "a", "a", 0},
		{"declarations and processing instructions", "<!DOCTYPE html><?php x ?><![CDATA[y]]>z", "z", "z", 3},
		{"text escaped", `1 < 2 & 3 > 2 "q"`, `1 &lt; 2 &amp; 3 &gt; 2 &#34;q&#34;`, `1 < 2 & 3 > 2 "q"`, 0},
		{"entities kept", "&amp; &lt;b&gt; &copy;", "&amp; &lt;b&gt; ©", "& <b> ©", 0},
		{"not a tag", "a <1 b </ c <-", "a &lt;1 b &lt;/ c &lt;-", "a <1 b </ c <-", 0},
		{"unterminated tag is text", `<span title="x`, `&lt;span title=&#34;x`, `<span title="x`, 0},
		{"attribute value with >", `<span title="a>b">x</span>`, `<span title="a&gt;b">x</span>`, "x", 0},
		{"closing tags of disallowed dropped silently", "</div></p>x", "x", "x", 0},
		{"event handler without quotes", "<b onmouseover=alert(1)>x</b>", "<b>x</b>", "x", 1},
		{"custom element", "<my-widget data-x=1>w</my-widget>", "w", "w", 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var warnings []string
			f := Filter{Report: func(i int, msg string) { warnings = append(warnings, msg) }}
			out, text := f.Run([]byte(tt.in))
			if string(out) != tt.out {
				t.Errorf("out %q, want %q", out, tt.out)
			}
			if string(text) != tt.text {
				t.Errorf("text %q, want %q", text, tt.text)
			}
			if len(warnings) != tt.warnings {
				t.Errorf("warnings %q, want %d", warnings, tt.warnings)
			}
		})
	}
}

func TestFilterMessages(t *testing.T) {
	type rep struct {
		i   int
		msg string
	}
	var got []rep
	f := Filter{Report: func(i int, msg string) { got = append(got, rep{i, msg}) }}
	f.Run([]byte(`ab<script>x</script><span onclick="y">`))
	if len(got) != 2 {
		t.Fatalf("got %v", got)
	}
	if got[0].i != 2 || !strings.HasPrefix(got[0].msg, "raw HTML <script> is not allowed and was removed; allowed tags: abbr, b, br,") {
		t.Errorf("first: %+v", got[0])
	}
	if got[1].i != 26 || got[1].msg != `attribute "onclick" on <span> is not allowed and was removed; allowed attributes: title (abbr, span), open (details), datetime (time)` {
		t.Errorf("second: %+v", got[1])
	}
}

func TestMarkdown(t *testing.T) {
	md := goldmark.New(goldmark.WithExtensions(New()))
	mdtest.Run(t, md, []mdtest.Case{
		{Name: "inline allowed", Markdown: "Press <kbd>Ctrl</kbd>+<kbd>C</kbd>.\n",
			HTML: "<p>Press <kbd>Ctrl</kbd>+<kbd>C</kbd>.</p>\n"},
		{Name: "inline script content spread over nodes", Markdown: "a <script>alert(*1*)</script> b\n",
			HTML: "<p>a  b</p>\n", Diags: []diag.Code{DiagUnsafe}},
		{Name: "inline unclosed script stops at the paragraph", Markdown: "a <script>x *y*\n\nnext\n",
			HTML: "<p>a </p>\n<p>next</p>\n", Diags: []diag.Code{DiagUnsafe}},
		// Layout, links and images are kept, as Docusaurus renders raw HTML; handlers never.
		{Name: "onerror image", Markdown: "<img src=x onerror=alert(1)>\n",
			HTML: "<img src=\"x\" alt=\"\">\n", Diags: []diag.Code{DiagUnsafe}},
		{Name: "html block filtered", Markdown: "<div class=\"x\">\n<b>bold</b> & <i onclick=\"x\">i</i>\n</div>\n",
			HTML: "<div class=\"x\">\n<b>bold</b> &amp; <i>i</i>\n</div>\n", Diags: []diag.Code{DiagUnsafe}},
		{Name: "javascript href and style", Markdown: "<p align=\"center\" style=\"text-align: center; position: fixed\"><a href=\"javascript:alert(1)\">x</a> <a href=\"https://x.org\">y</a></p>\n",
			HTML: "<p align=\"center\" style=\"text-align:center\"><a>x</a> <a href=\"https://x.org\" target=\"_blank\" rel=\"noopener noreferrer\">y</a></p>\n", Diags: []diag.Code{DiagUnsafe, "unsafe-url"}},
		{Name: "iframe stays out of raw HTML", Markdown: "<iframe src=\"https://www.youtube.com/embed/x\"></iframe>\n\nok\n",
			HTML: "<p>ok</p>\n", Diags: []diag.Code{DiagUnsafe}},
		{Name: "script block", Markdown: "<script>\nalert(1)\n</script>\n\ntext\n",
			HTML: "<p>text</p>\n", Diags: []diag.Code{DiagUnsafe}},
		{Name: "style block split by a blank line drops the markdown in between", Markdown: "<div><style>\n\nbody { color: red }\n\n</style></div>\n\nafter\n",
			// The tags do not balance here; package markdown balances a page's HTML (Balance).
			HTML: "<div>\n<p></div></p>\n<p>after</p>\n", Diags: []diag.Code{DiagUnsafe}},
		{Name: "details around markdown", Markdown: "<details>\n<summary>More</summary>\n\nHidden *text*.\n\n</details>\n",
			HTML: "<details>\n<summary>More</summary>\n<p>Hidden <em>text</em>.</p>\n</details>\n"},
		// Inline drawings stay, with their title (the accessible name) and presentation attributes;
		// nothing in them runs script or loads anything. A <title> outside one stays out.
		{Name: "inline svg", Markdown: "Ok <svg viewbox=\"0 0 24 24\" width=\"16\" role=\"img\"><title>Check</title><path d=\"M1 1\" stroke-width=\"2\" fill=\"url(#g)\"/></svg> <title>x</title>\n",
			HTML: "<p>Ok <svg viewBox=\"0 0 24 24\" width=\"16\" role=\"img\"><title>Check</title><path d=\"M1 1\" stroke-width=\"2\" fill=\"url(#g)\"></path></svg> </p>\n", Diags: []diag.Code{DiagUnsafe}},
		{Name: "hostile svg", Markdown: "<svg onload=x><script>alert(1)</script><use href=\"https://e.example/a.svg#b\"/><use href=\"#b\"/><foreignObject><img src=x></foreignObject><animate to=\"javascript:x\"/><rect fill=\"u\\rl(x)\"/><a href=\"javascript:y\"><text>t</text></a></svg>\n",
			HTML: "<p><svg><use></use><use href=\"#b\"></use><rect></rect><a><text>t</text></a></svg></p>\n", Diags: []diag.Code{DiagUnsafe, DiagUnsafe, DiagUnsafe, DiagUnsafe, DiagUnsafe, DiagUnsafe, "unsafe-url"}},
		{Name: "comment block", Markdown: "<!-- todo -->\n\nx\n",
			HTML: "<p>x</p>\n"},
		{Name: "in a heading and a table cell", Markdown: "# A <sup>1</sup>\n\n| a |\n|---|\n| <sub>2</sub><a href=x>y</a> |\n",
			HTML: "<h1>A <sup>1</sup></h1>\n<p>| a |\n|---|\n| <sub>2</sub><a href=\"x\">y</a> |</p>\n"},
	})
}

func TestPositions(t *testing.T) {
	md := goldmark.New(goldmark.WithExtensions(New()))
	src := "para\n\n> <marquee>\n> <span onclick=\"x\">\n\nand <b\nonclick=y>x</b>\n"
	_, diags := mdtest.Convert(t, md, src)
	want := []int{
		strings.Index(src, "<marquee>"),
		strings.Index(src, "onclick=\"x\""),
		strings.Index(src, "onclick=y"),
	}
	if len(diags) != len(want) {
		t.Fatalf("diags %v", diags)
	}
	for i, d := range diags {
		if d.Offset != want[i] {
			t.Errorf("diag %d at %d, want %d (%s)", i, d.Offset, want[i], d.Message)
		}
	}
}
