package safelink

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/markdown/internal/mdstate"
	"github.com/contentc/contentc/compiler/internal/markdown/internal/mdtest"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

func TestClassify(t *testing.T) {
	tests := map[string]Class{
		"javascript:alert(1)":     Dangerous,
		"JavaScript:alert(1)":     Dangerous,
		" \tjava\nscript:x":       Dangerous,
		"java\x00script:x":        Dangerous,
		"\x01javascript:x":        Dangerous,
		"vbscript:msgbox":         Dangerous,
		"data:text/html,<script>": Dangerous,
		"DATA:image/png;base64,":  Dangerous,
		"file:///etc/passwd":      Dangerous,
		"http://example.com":      External,
		"HTTPS://example.com":     External,
		"//cdn.example.com/x.js":  External,
		`\\evil.example`:          External,
		"mailto:a@b.c":            Mailto,
		"#props":                  Anchor,
		"":                        Internal,
		"./page.md":               Internal,
		"../a/b.md#x":             Internal,
		"/docs/intro":             Internal,
		"page.md?x=javascript:":   Internal,
		"java%73cript:x":          Internal, // browsers do not decode the scheme
		"tel:+123":                Internal,
		"a:b":                     Internal,
	}
	for dest, want := range tests {
		if got := Classify(dest); got != want {
			t.Errorf("Classify(%q) = %d, want %d", dest, got, want)
		}
		if got := IsDangerous(dest); got != (want == Dangerous) {
			t.Errorf("IsDangerous(%q) = %v", dest, got)
		}
	}
}

const ext = ` target="_blank" rel="noopener noreferrer"`

func TestLinks(t *testing.T) {
	md := goldmark.New(goldmark.WithExtensions(New(), extension.Linkify))
	mdtest.Run(t, md, []mdtest.Case{
		{Name: "relative kept without a hook", Markdown: "[a](./a.md \"T\")\n",
			HTML: `<p><a href="./a.md" title="T">a</a></p>` + "\n"},
		{Name: "external", Markdown: "[a](https://example.com/?q=1&r=2)\n",
			HTML: `<p><a href="https://example.com/?q=1&amp;r=2"` + ext + `>a</a></p>` + "\n"},
		{Name: "protocol-relative", Markdown: "[a](//example.com)\n",
			HTML: `<p><a href="//example.com"` + ext + `>a</a></p>` + "\n"},
		{Name: "mailto has no target", Markdown: "[mail](mailto:a@b.c)\n",
			HTML: `<p><a href="mailto:a@b.c" rel="noopener noreferrer">mail</a></p>` + "\n"},
		{Name: "anchor", Markdown: "[p](#props)\n",
			HTML: `<p><a href="#props">p</a></p>` + "\n"},
		{Name: "javascript link keeps its text", Markdown: "[click *me*](javascript:alert(1))\n",
			HTML: "<p>click <em>me</em></p>\n", Diags: []diag.Code{DiagUnsafeURL}},
		{Name: "entity-encoded javascript", Markdown: "[x](&#106;avascript:alert(1))\n",
			HTML: "<p>x</p>\n", Diags: []diag.Code{DiagUnsafeURL}},
		{Name: "reference-style javascript", Markdown: "[x][r]\n\n[r]: JAVASCRIPT:alert(1)\n",
			HTML: "<p>x</p>\n", Diags: []diag.Code{DiagUnsafeURL}},
		{Name: "a raster data image is kept, as MDX and an HTML <img> keep it", Markdown: "![a &lt;b&gt; <i>](data:image/png;base64,AAAA)\n",
			HTML: `<p><img src="data:image/png;base64,AAAA" alt="a &lt;b&gt;"></p>` + "\n"},
		{Name: "an SVG data image becomes its alt text", Markdown: "![a &lt;b&gt; <i>](data:image/svg+xml;base64,AAAA)\n",
			HTML: "<p>a &lt;b&gt;</p>\n", Diags: []diag.Code{DiagUnsafeURL}},
		{Name: "data image without alt disappears", Markdown: "x ![](data:image/svg+xml,<svg>) y\n",
			HTML: "<p>x  y</p>\n", Diags: []diag.Code{DiagUnsafeURL}},
		{Name: "image", Markdown: "![alt *text*](img/a.png \"t\")\n",
			HTML: `<p><img src="img/a.png" alt="alt text" title="t"></p>` + "\n"},
		{Name: "external image has no target", Markdown: "![a](https://x.y/a.png)\n",
			HTML: `<p><img src="https://x.y/a.png" alt="a"></p>` + "\n"},
		{Name: "autolink", Markdown: "<https://a.b/c?d&e>\n",
			HTML: `<p><a href="https://a.b/c?d&amp;e"` + ext + `>https://a.b/c?d&amp;e</a></p>` + "\n"},
		{Name: "email autolink", Markdown: "<a@b.c>\n",
			HTML: `<p><a href="mailto:a@b.c" rel="noopener noreferrer">a@b.c</a></p>` + "\n"},
		{Name: "javascript autolink", Markdown: "<javascript:alert(1)>\n",
			HTML: "<p>javascript:alert(1)</p>\n", Diags: []diag.Code{DiagUnsafeURL}},
		{Name: "linkify", Markdown: "see www.example.com and https://x.y.\n",
			HTML: `<p>see <a href="http://www.example.com"` + ext + `>www.example.com</a> and <a href="https://x.y"` + ext + `>https://x.y</a>.</p>` + "\n"},
		{Name: "spaces and unicode are escaped", Markdown: "[a](<my page.md>) [b](ü.md)\n",
			HTML: `<p><a href="my%20page.md">a</a> <a href="%C3%BC.md">b</a></p>` + "\n"},
		{Name: "title escaped", Markdown: "[a](b \"<x> &amp; \\\"q\\\"\")\n",
			HTML: `<p><a href="b" title="&lt;x&gt; &amp; &quot;q&quot;">a</a></p>` + "\n"},
	})
}

func TestHook(t *testing.T) {
	md := goldmark.New(goldmark.WithExtensions(New(), extension.Linkify))
	src := "[a](./a.md#x) [b](#local) ![c](img.png)\n[d](https://e.f) <g@h.i> [j](javascript:x) [k]()\n"
	type call struct {
		dest    string
		offset  int
		image   bool
		resolve bool
	}
	var calls []call
	st := &mdstate.State{
		Report: func(diag.Severity, diag.Code, int, string) {},
		Link: func(dest string, offset int, image, resolve bool, _ mdstate.Escape) string {
			calls = append(calls, call{dest, offset, image, resolve})
			return "/resolved/" + dest
		},
	}
	pc := parser.NewContext()
	mdstate.Set(pc, st)
	doc := md.Parser().Parse(text.NewReader([]byte(src)), parser.WithContext(pc))
	var buf bytes.Buffer
	if err := md.Renderer().Render(&buf, []byte(src), doc); err != nil {
		t.Fatal(err)
	}
	at := func(s string) int { return strings.Index(src, s) }
	want := []call{
		{"./a.md#x", 0, false, true},
		{"#local", at("[b]"), false, false},
		{"img.png", at("![c]"), true, true},
		{"https://e.f", at("[d]"), false, false},
		{"mailto:g@h.i", at("<g@"), false, false},
		{"", at("[k]"), false, false},
	}
	if fmt.Sprint(calls) != fmt.Sprint(want) {
		t.Errorf("calls\n got %v\nwant %v", calls, want)
	}
	wantHTML := `<p><a href="/resolved/./a.md#x">a</a> <a href="#local">b</a> <img src="/resolved/img.png" alt="c">` + "\n" +
		`<a href="https://e.f"` + ext + `>d</a> <a href="mailto:g@h.i" rel="noopener noreferrer">g@h.i</a> j <a href="">k</a></p>` + "\n"
	if buf.String() != wantHTML {
		t.Errorf("html\n got %s\nwant %s", buf.String(), wantHTML)
	}
}
