package mdxhtml

import (
	"strings"
	"testing"

	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/markdown/admonition"
	"github.com/contentc/contentc/compiler/internal/markdown/codeblock"
	"github.com/contentc/contentc/compiler/internal/markdown/headingid"
	"github.com/contentc/contentc/compiler/internal/markdown/internal/mdtest"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/blocks"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/components"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/esm"
	"github.com/contentc/contentc/compiler/internal/markdown/safelink"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/parser"
)

func newMD() goldmark.Markdown {
	return goldmark.New(
		goldmark.WithParser(parser.NewParser(parser.WithBlockParsers(blocks.BlockParsers()...),
			parser.WithInlineParsers(blocks.InlineParsers()...), parser.WithParagraphTransformers(parser.DefaultParagraphTransformers()...))),
		goldmark.WithExtensions(mdx.New(), esm.New(), components.New(), New(), headingid.New(), admonition.New(), codeblock.New(), safelink.New()))
}

func TestESMAndExpressions(t *testing.T) {
	mdtest.Run(t, newMD(), []mdtest.Case{
		{Name: "imports hidden", Markdown: "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\nText\n",
			HTML: "<p>Text</p>\n"},
		{Name: "prose starting with import is a paragraph", Markdown: "import the module first.\n\nexport your data.\n",
			HTML: "<p>import the module first.</p>\n<p>export your data.</p>\n"},
		{Name: "multi-line import", Markdown: "import {\n  A,\n  B,\n} from './x';\nimport C\n  from './c';\n\nText\n",
			HTML: "<p>Text</p>\n"},
		{Name: "export const used", Markdown: "export const version = '2.1';\n\nVersion {version}.\n",
			HTML: "<p>Version 2.1.</p>\n"},
		{Name: "comment vanishes", Markdown: "a {/* hidden */} b\n\n{/* alone */}\n\nc\n",
			HTML: "<p>a  b</p>\n<p>c</p>\n"},
		{Name: "multi-line comment with blank line", Markdown: "{/*\n\nhidden\n*/}\n\nc\n",
			HTML: "<p>c</p>\n"},
		{Name: "string and number literal", Markdown: "{'x < y'} and {42}\n",
			HTML: "<p>x &lt; y and 42</p>\n"},
		{Name: "other expression warns", Markdown: "a {props.x} b\n",
			HTML: "<p>a  b</p>\n", Diags: []diag.Code{mdx.DiagExpression}},
		{Name: "heading id is not an expression", Markdown: "## Title {#my-id}\n",
			HTML: "<h2 id=\"my-id\">Title<a class=\"hash-link\" href=\"#my-id\" aria-label=\"Direct link to Title\">#</a></h2>\n"},
		{Name: "escapes", Markdown: "\\<Foo> and \\{x}\n",
			HTML: "<p>&lt;Foo&gt; and {x}</p>\n"},
		{Name: "less-than in text", Markdown: "a < b and 1<2\n",
			HTML: "<p>a &lt; b and 1&lt;2</p>\n"},
		{Name: "no indented code", Markdown: "    indented text\n",
			HTML: "<p>indented text</p>\n"},
		{Name: "unclosed expression", Markdown: "a {b\n",
			HTML: "<p>a {b</p>\n", Diags: []diag.Code{mdx.DiagSyntax}},
	})
}

func TestJSX(t *testing.T) {
	mdtest.Run(t, newMD(), []mdtest.Case{
		{Name: "block element with markdown children", Markdown: "<div className=\"box\">\n\n**bold**\n\n</div>\n",
			HTML: "<div class=\"box\">\n<p><strong>bold</strong></p>\n</div>\n"},
		{Name: "inline element", Markdown: "Press <kbd>Ctrl</kbd> and <b>*x*</b>.\n",
			HTML: "<p>Press <kbd>Ctrl</kbd> and <b><em>x</em></b>.</p>\n"},
		{Name: "element alone on a line has no p", Markdown: "<span>alone</span>\n",
			HTML: "<span>alone</span>\n"},
		{Name: "img with style", Markdown: "<img src=\"https://x.org/a.png\" alt=\"A\" width={200} style={{maxWidth: '100%', position: 'fixed'}} onClick={x} />\n",
			HTML: "<img src=\"https://x.org/a.png\" alt=\"A\" width=\"200\" style=\"max-width:100%\" />\n", Diags: []diag.Code{mdx.DiagUnsafeHTML}},
		// extism's responsive video: position, top and left stay; fixed does not, nor
		// then its offsets
		{Name: "responsive embed styles", Markdown: "<div style={{position: 'relative', paddingBottom: '56.25%', height: 0}}><span style={{position: 'absolute', top: 0, left: 10, width: '100%'}}>v</span><span style={{position: 'fixed', inset: 0}}>w</span></div>\n",
			HTML: "<div style=\"height:0;padding-bottom:56.25%;position:relative\"><span style=\"left:10px;position:absolute;top:0;width:100%\">v</span><span>w</span></div>\n"},
		// React writes dashed keys as they are (wails' showcase pages)
		{Name: "style with dashed keys", Markdown: "<p style={{ \"text-align\": \"center\", \"max-width\": 300, \"-webkit-x\": 1 }}>x</p>\n",
			HTML: "<p style=\"max-width:300px;text-align:center\">x</p>\n"},
		{Name: "script removed", Markdown: "<script>\nalert(1)\n</script>\n\nok\n",
			HTML: "<p>ok</p>\n", Diags: []diag.Code{mdx.DiagUnsafeHTML}},
		{Name: "javascript href removed", Markdown: "<a href=\"javascript:alert(1)\">x</a>\n",
			HTML: "<a>x</a>\n", Diags: []diag.Code{safelink.DiagUnsafeURL}},
		{Name: "external link opens new tab", Markdown: "<a href=\"https://x.org\">x</a>\n",
			HTML: "<a href=\"https://x.org\" target=\"_blank\" rel=\"noopener noreferrer\">x</a>\n"},
		{Name: "details and summary", Markdown: "<details>\n<summary>More</summary>\n\nBody *text*\n\n</details>\n",
			HTML: "<details>\n<summary>More</summary>\n<p>Body <em>text</em></p>\n</details>\n"},
		{Name: "unknown component renders children", Markdown: "<Foo>\n\nx\n\n</Foo>\n",
			HTML: "<p>x</p>\n", Diags: []diag.Code{mdx.DiagUnknownComponent}},
		{Name: "unclosed block", Markdown: "<div>\n\nx\n",
			HTML: "<div>\n<p>x</p>\n</div>\n", Diags: []diag.Code{mdx.DiagSyntax}},
		{Name: "mismatched closing", Markdown: "<div>\n<span>\n\nx\n\n</div>\n",
			HTML: "<div>\n<span>\n<p>x</p>\n</span>\n</div>\n", Diags: []diag.Code{mdx.DiagSyntax}},
		{Name: "mismatched inline", Markdown: "a <b>x</i> y\n",
			HTML: "<p>a <b>x y</b></p>\n", Diags: []diag.Code{mdx.DiagSyntax, mdx.DiagSyntax}},
		{Name: "attribute syntax error", Markdown: "<div class=>\n</div>\n",
			HTML: "<p>&lt;div class=&gt;\n&lt;/div&gt;</p>\n", Diags: []diag.Code{mdx.DiagSyntax}},
		{Name: "attributes without a space between them (as MDX reads them)", Markdown: "<span class=\"a\"title=\"b\"data-x={1}>x</span>\n",
			HTML: "<span class=\"a\" title=\"b\" data-x=\"1\">x</span>\n"},
		{Name: "a value followed by a stray character", Markdown: "<span class=\"a\"#>x</span>\n",
			HTML: "<p>&lt;span class=&quot;a&quot;#&gt;x&lt;/span&gt;</p>\n", Diags: []diag.Code{mdx.DiagSyntax}},
		{Name: "html comment", Markdown: "<!-- note -->\n\ntext <!-- x --> more\n",
			HTML: "<p>text  more</p>\n"},
		{Name: "admonition inside jsx", Markdown: "<div>\n\n:::tip[Hi]\nx\n:::\n\n</div>\n",
			HTML: "<div>\n<div class=\"admonition admonition-tip\" role=\"note\"><div class=\"admonition-heading\">Hi</div><div class=\"admonition-content\">\n<p>x</p>\n</div></div>\n</div>\n"},
	})
}

func TestTabs(t *testing.T) {
	src := "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs groupId=\"os\" queryString>\n  <TabItem value=\"mac\" label=\"macOS\">\n\n  Mac *text*\n\n  </TabItem>\n  <TabItem value=\"win\" label=\"Windows\" default>\n    Win text\n  </TabItem>\n</Tabs>\n"
	want := `<div class="tabs-container" data-tabs="0" data-group-id="os" data-query-string="os"><div role="tablist" aria-orientation="horizontal" class="tabs">` +
		`<button type="button" role="tab" class="tabs__item" id="tabs-0-tab-0" aria-controls="tabs-0-panel-0" aria-selected="false" tabindex="-1" data-value="mac">macOS</button>` +
		`<button type="button" role="tab" class="tabs__item tabs__item--active" id="tabs-0-tab-1" aria-controls="tabs-0-panel-1" aria-selected="true" tabindex="0" data-value="win">Windows</button></div><div class="tab-panels">` + "\n" +
		`<div role="tabpanel" class="tab-panel" id="tabs-0-panel-0" aria-labelledby="tabs-0-tab-0" tabindex="0" data-value="mac" hidden>` + "\n<p>Mac <em>text</em></p>\n</div>\n" +
		`<div role="tabpanel" class="tab-panel" id="tabs-0-panel-1" aria-labelledby="tabs-0-tab-1" tabindex="0" data-value="win">` + "\n<p>Win text</p>\n</div>\n</div></div>\n"
	mdtest.Run(t, newMD(), []mdtest.Case{{Name: "tabs", Markdown: src, HTML: want}})
	bad := "<Tabs values={[{label: 'A', value: 'a'}, {label: 'B', value: 'b'},]}>\n<TabItem value=\"a\">\nx\n</TabItem>\n<TabItem label=\"no value\">\ny\n</TabItem>\n</Tabs>\n"
	_, diags := mdtest.Convert(t, newMD(), bad)
	var ids []string
	for _, d := range diags {
		ids = append(ids, string(d.ID)+"@"+itoa(d.Offset))
	}
	// values that do not match the items: a warning (the item without a value is
	// a component-props error from the schema check, which package markdown adds)
	if strings.Join(ids, " ") != "tabs-values@0" {
		t.Fatalf("diags %v", ids)
	}
}

func itoa(i int) string { return string(rune('0' + i%10)) }
