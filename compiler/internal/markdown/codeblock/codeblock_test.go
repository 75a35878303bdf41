package codeblock

import (
	"reflect"
	"strings"
	"testing"

	"github.com/contentc/contentc/compiler/internal/markdown/internal/mdstate"
	"github.com/contentc/contentc/compiler/internal/markdown/internal/mdtest"
	"github.com/yuin/goldmark"
)

const copyButton = `<button type="button" class="copy-button" aria-label="Copy code to clipboard">Copy</button></div>` + "\n"

func TestParseInfo(t *testing.T) {
	tests := []struct {
		info string
		want Meta
	}{
		{"", Meta{FirstLineNumber: 1}},
		{"tsx", Meta{Language: "tsx", FirstLineNumber: 1}},
		{`tsx title="style.tsx" {1,3-5} showLineNumbers`, Meta{Language: "tsx", Title: "style.tsx", Ranges: [][2]int{{1, 1}, {3, 5}}, ShowLineNumbers: true, FirstLineNumber: 1}},
		{`tsx showLineNumbers {2} title='a b.ts'`, Meta{Language: "tsx", Title: "a b.ts", Ranges: [][2]int{{2, 2}}, ShowLineNumbers: true, FirstLineNumber: 1}},
		{`js{1,4-6}`, Meta{Language: "js", Ranges: [][2]int{{1, 1}, {4, 6}}, FirstLineNumber: 1}},
		// a title is quoted, as Docusaurus's codeBlockTitleRegex reads it: a
		// bare word, an unclosed quote and xtable's title=="shell" give none
		{`go title=main.go showLineNumbers=10 live`, Meta{Language: "go", ShowLineNumbers: true, FirstLineNumber: 10, Live: true}},
		{`shell md title=="shell"`, Meta{Language: "shell", FirstLineNumber: 1}},
		{`{3}`, Meta{Ranges: [][2]int{{3, 3}}, FirstLineNumber: 1}},
		{`ts {0,5-2,x,7-}`, Meta{Language: "ts", FirstLineNumber: 1}},
		{`ts {1-99999999999999999999}`, Meta{Language: "ts", Ranges: [][2]int{}, FirstLineNumber: 1}},
		// the first {…} of digits, commas and hyphens only, as Docusaurus's
		// metastringLinesRangeRegex finds it: dyte's {15, 21} is none
		{`xml {15, 21}`, Meta{Language: "xml", FirstLineNumber: 1}},
		{`ts {x} {2} {4}`, Meta{Language: "ts", Ranges: [][2]int{{2, 2}}, FirstLineNumber: 1}},
		{`ts title="unterminated`, Meta{Language: "ts", FirstLineNumber: 1}},
		{`ts {`, Meta{Language: "ts", FirstLineNumber: 1}},
		{`ts {2`, Meta{Language: "ts", FirstLineNumber: 1}},
		{`ts title="a &amp; b"`, Meta{Language: "ts", Title: "a & b", FirstLineNumber: 1}},
	}
	for _, tt := range tests {
		if got := ParseInfo(tt.info); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("ParseInfo(%q)\n got %+v\nwant %+v", tt.info, got, tt.want)
		}
	}
}

func TestMagic(t *testing.T) {
	for line, want := range map[string]string{
		"// highlight-next-line":          "highlight-next-line",
		"  //highlight-start  ":           "highlight-start",
		"# highlight-end":                 "highlight-end",
		"/* highlight-next-line */":       "highlight-next-line",
		"<!-- highlight-start -->":        "highlight-start",
		"{/* highlight-end */}":           "highlight-end",
		"-- highlight-next-line":          "highlight-next-line",
		"// highlight-next-line please":   "highlight-next-line please", // a comment, but no directive
		"const x = 1; // highlight-start": "",
		"// highlight-line":               "highlight-line",
	} {
		if got := magic(line); got != want {
			t.Errorf("magic(%q) = %q, want %q", line, got, want)
		}
	}
}

// A site's own magic comments (themeConfig.prism.magicComments, sequelize's
// error-next-line and success-start/end) are removed and give lines their
// class; a block whose metastring has a range keeps its lines as written and
// the range gives the first comment's class, as Docusaurus's parseLines does.
func TestCustomMagicComments(t *testing.T) {
	comments := []mdstate.MagicComment{
		{ClassName: "code-block-error-line", Line: "error-next-line"},
		{ClassName: HighlightClass, Line: "highlight-next-line", Start: "highlight-start", End: "highlight-end"},
		{ClassName: "code-block-success-line", Line: "success-next-line", Start: "success-start", End: "success-end"},
	}
	cb := FromText(Meta{Language: "js"}, strings.Join([]string{
		"// error-next-line", "bad();", "// success-start", "// highlight-next-line", "good();", "also();", "// success-end", "plain();",
	}, "\n"), comments)
	if cb.Code != "bad();\ngood();\nalso();\nplain();\n" {
		t.Errorf("code %q", cb.Code)
	}
	if want := []string{"code-block-error-line", "code-block-success-line", "code-block-success-line", ""}; !reflect.DeepEqual(cb.Classes, want) {
		t.Errorf("classes %q, want %q", cb.Classes, want)
	}
	// line 2 by its comment
	if want := []bool{false, true, false, false}; !reflect.DeepEqual(cb.Highlighted, want) {
		t.Errorf("highlighted %v, want %v", cb.Highlighted, want)
	}
	cb = FromText(Meta{Language: "js", Ranges: [][2]int{{1, 1}}}, "// highlight-next-line\nx();", comments[:1])
	if cb.Code != "// highlight-next-line\nx();\n" || !reflect.DeepEqual(cb.Classes, []string{"code-block-error-line", ""}) || cb.Highlighted[1] {
		t.Errorf("without the highlight comments: code %q classes %q highlighted %v", cb.Code, cb.Classes, cb.Highlighted)
	}
	// the default: no other classes
	if cb = FromText(Meta{Language: "js"}, "// highlight-next-line\nx();", nil); cb.Classes != nil || !cb.Highlighted[0] {
		t.Errorf("default: classes %q highlighted %v", cb.Classes, cb.Highlighted)
	}
}

func TestCodeBlocks(t *testing.T) {
	md := goldmark.New(goldmark.WithExtensions(New()))
	mdtest.Run(t, md, []mdtest.Case{
		{Name: "language, title, lines",
			Markdown: "```go title=\"main.go\" {2} showLineNumbers\nx := 1\ny := 2\n```\n",
			HTML: `<div class="code-block" data-language="go"><div class="code-block-title">main.go</div><pre class="chroma" tabindex="0"><code>` +
				`<span class="line"><span class="ln">1</span><span class="nx">x</span><span class="w"> </span><span class="o">:=</span><span class="w"> </span><span class="mi">1</span>` + "\n</span>" +
				`<span class="line hl"><span class="ln">2</span><span class="nx">y</span><span class="w"> </span><span class="o">:=</span><span class="w"> </span><span class="mi">2</span>` + "\n</span>" +
				`</code></pre>` + copyButton},
		{Name: "magic comments removed and marked",
			Markdown: "```text\na\n// highlight-next-line\nb\nc\n# highlight-start\nd\ne\n# highlight-end\nf\n```\n",
			HTML: `<div class="code-block" data-language="text"><pre class="chroma" tabindex="0"><code>` +
				"<span class=\"line\">a\n</span><span class=\"line hl\">b\n</span><span class=\"line\">c\n</span>" +
				"<span class=\"line hl\">d\n</span><span class=\"line hl\">e\n</span><span class=\"line\">f\n</span>" +
				`</code></pre>` + copyButton},
		{Name: "a range keeps the lines as written",
			Markdown: "```text {2}\n// highlight-next-line\na\nb\n```\n",
			HTML: `<div class="code-block" data-language="text"><pre class="chroma" tabindex="0"><code>` +
				"<span class=\"line\">// highlight-next-line\n</span><span class=\"line hl\">a\n</span><span class=\"line\">b\n</span>" +
				`</code></pre>` + copyButton},
		{Name: "no language: magic comments kept, escaped",
			Markdown: "```\n// highlight-next-line\n<script>\n```\n",
			HTML: `<div class="code-block"><pre class="chroma" tabindex="0"><code>` +
				"<span class=\"line\">// highlight-next-line\n</span><span class=\"line\">&lt;script&gt;\n</span>" +
				`</code></pre>` + copyButton},
		{Name: "unknown language is plain",
			Markdown: "```nosuchlang title=\"<b>\"\na < b\n```\n",
			HTML: `<div class="code-block" data-language="nosuchlang"><div class="code-block-title">&lt;b&gt;</div><pre class="chroma" tabindex="0"><code>` +
				"<span class=\"line\">a &lt; b\n</span>" +
				`</code></pre>` + copyButton},
		{Name: "hostile language is escaped",
			Markdown: "```\"><script>\nx\n```\n",
			HTML: `<div class="code-block" data-language="&quot;&gt;&lt;script&gt;"><pre class="chroma" tabindex="0"><code>` +
				"<span class=\"line\">x\n</span>" +
				`</code></pre>` + copyButton},
		{Name: "indented code",
			Markdown: "    one\n    two\n",
			HTML: `<div class="code-block"><pre class="chroma" tabindex="0"><code>` +
				"<span class=\"line\">one\n</span><span class=\"line\">two\n</span>" +
				`</code></pre>` + copyButton},
		{Name: "empty block",
			Markdown: "```js\n```\n",
			HTML:     `<div class="code-block" data-language="js"><pre class="chroma" tabindex="0"><code></code></pre>` + copyButton},
		{Name: "blank lines and start number",
			Markdown: "```text showLineNumbers=7\na\n\nb\n```\n",
			HTML: `<div class="code-block" data-language="text"><pre class="chroma" tabindex="0"><code>` +
				"<span class=\"line\"><span class=\"ln\">7</span>a\n</span><span class=\"line\"><span class=\"ln\">8</span>\n</span><span class=\"line\"><span class=\"ln\">9</span>b\n</span>" +
				`</code></pre>` + copyButton},
		{Name: "range past the end is clamped",
			Markdown: "```text {2-1000000000}\na\nb\n```\n",
			HTML: `<div class="code-block" data-language="text"><pre class="chroma" tabindex="0"><code>` +
				"<span class=\"line\">a\n</span><span class=\"line hl\">b\n</span>" +
				`</code></pre>` + copyButton},
	})
}
