package admonition

import (
	"strings"
	"testing"

	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/markdown/internal/mdtest"
	"github.com/yuin/goldmark"
)

func open(typ, heading string) string {
	return `<div class="admonition admonition-` + typ + `" role="note"><div class="admonition-heading">` + heading + "</div><div class=\"admonition-content\">\n"
}

const end = "</div></div>\n"

func TestAdmonitions(t *testing.T) {
	md := goldmark.New(goldmark.WithExtensions(New()))
	cases := []mdtest.Case{
		{Name: "note", Markdown: ":::note\nHello **world**.\n:::\n",
			HTML: open("note", "Note") + "<p>Hello <strong>world</strong>.</p>\n" + end},
		{Name: "title after type", Markdown: ":::tip Pro tip\nx\n:::\n",
			HTML: open("tip", "Pro tip") + "<p>x</p>\n" + end},
		{Name: "bracket title", Markdown: ":::warning[Be careful]\nx\n:::\n",
			HTML: open("warning", "Be careful") + "<p>x</p>\n" + end},
		{Name: "title is Markdown inlines, as Docusaurus renders it", Markdown: ":::info <b>a</b> &amp; \\* `c` **d**\nx\n:::\n",
			HTML: open("info", "&lt;b&gt;a&lt;/b&gt; &amp; * <code>c</code> <strong>d</strong>") + "<p>x</p>\n" + end},
		{Name: "bracket title with Markdown", Markdown: ":::note[With `code` and [a link](/x)]\nx\n:::\n",
			HTML: open("note", `With <code>code</code> and <a href="/x">a link</a>`) + "<p>x</p>\n" + end},
		{Name: "all types", Markdown: ":::danger\n:::\n\n:::caution\n:::\n",
			HTML: open("danger", "Danger") + end + open("caution", "Caution") + end},
		{Name: "type is case-insensitive", Markdown: ":::NOTE\nx\n:::\n",
			HTML: open("note", "Note") + "<p>x</p>\n" + end},
		{Name: "markdown content", Markdown: ":::note\n- a\n- b\n\n```\ncode\n```\n:::\n",
			HTML: open("note", "Note") + "<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n<pre><code>code\n</code></pre>\n" + end},
		{Name: "closing fence inside code is code", Markdown: ":::note\n```\n:::\n```\n:::\n",
			HTML: open("note", "Note") + "<pre><code>:::\n</code></pre>\n" + end},
		{Name: "nested with more colons", Markdown: "::::note\n:::tip\ninner\n:::\nouter\n::::\nafter\n",
			HTML: open("note", "Note") + open("tip", "Tip") + "<p>inner</p>\n" + end + "<p>outer</p>\n" + end + "<p>after</p>\n"},
		// remark-directive (Docusaurus 3): the first ::: ends the outer note and
		// the tip inside it; the last one is text (cypress' cross-origin page)
		{Name: "nested with equal colons", Markdown: ":::note\n:::tip\ninner\n:::\nouter\n:::\n",
			HTML: open("note", "Note") + open("tip", "Tip") + "<p>inner</p>\n" + end + end + "<p>outer\n:::</p>\n"},
		{Name: "interrupts a paragraph", Markdown: "para\n:::note\nx\n:::\n",
			HTML: "<p>para</p>\n" + open("note", "Note") + "<p>x</p>\n" + end},
		{Name: "unclosed runs to the end", Markdown: ":::note\nx\n",
			HTML: open("note", "Note") + "<p>x</p>\n" + end},
		{Name: "inside a list item", Markdown: "- item\n\n  :::tip\n  x\n  :::\n",
			HTML: "<ul>\n<li>\n<p>item</p>\n" + open("tip", "Tip") + "<p>x</p>\n" + end + "</li>\n</ul>\n"},
		{Name: "inside a block quote", Markdown: "> :::note\n> x\n> :::\n",
			HTML: "<blockquote>\n" + open("note", "Note") + "<p>x</p>\n" + end + "</blockquote>\n"},
		{Name: "Docusaurus's legacy types are drawn as the type they stand for", Markdown: ":::important\nx\n:::\n\n:::secondary\n:::\n\n:::success Done\n:::\n",
			HTML: open("info", "Important") + "<p>x</p>\n" + end + open("note", "Secondary") + end + open("tip", "Done") + end},
		// as Docusaurus 3 renders a container directive no plugin uses (tauri's :::astuce)
		{Name: "unknown type renders as a plain div", Markdown: ":::notice\nx\n:::\n",
			HTML: "<div>\n<p>x</p>\n</div>\n", Diags: []diag.Code{DiagUnknown}},
		{Name: "unknown type with title: a paragraph first", Markdown: ":::foo[Heads *up*]\nx\n:::\n",
			HTML: "<div>\n<p>Heads <em>up</em></p>\n<p>x</p>\n</div>\n", Diags: []diag.Code{DiagUnknown}},
		// remark-directive's {attributes}: Docusaurus takes a title attribute
		// first, then the [label] (formance's docs)
		{Name: "title attribute", Markdown: ":::info{title=\"Reconciliation\"}\nx\n:::\n\n:::tip[Label]{title='Wins'}\n:::\n\n:::danger{title=Bare}\n:::\n",
			HTML: open("info", "Reconciliation") + "<p>x</p>\n" + end + open("tip", "Wins") + end + open("danger", "Bare") + end},
		{Name: "other attributes give no title", Markdown: ":::note[Just *label*]{#id .c}\n:::\n\n:::warning{.c}\nx\n:::\n",
			HTML: open("note", "Just <em>label</em>") + end + open("warning", "Warning") + "<p>x</p>\n" + end},
		// after a space, braces are the title's (mdx1Compat makes the rest of
		// the line a [label]: vcluster's `:::warning {props.kind} limitation`)
		{Name: "braces after a space are the title", Markdown: ":::warning {kind} limitation\nx\n:::\n",
			HTML: open("warning", "{kind} limitation") + "<p>x</p>\n" + end},
		{Name: "not an admonition: text after the attributes", Markdown: ":::info{title=\"x\"} more\n",
			HTML: "<p>:::info{title=&quot;x&quot;} more</p>\n"},
		{Name: "not an admonition: two colons", Markdown: "::note\n",
			HTML: "<p>::note</p>\n"},
		{Name: "not an admonition: no type", Markdown: ":::\n",
			HTML: "<p>:::</p>\n"},
		{Name: "not an admonition: junk after type", Markdown: ":::note!\n",
			HTML: "<p>:::note!</p>\n"},
		{Name: "indented four spaces is code", Markdown: "    :::note\n",
			HTML: "<pre><code>:::note\n</code></pre>\n"},
	}
	mdtest.Run(t, md, cases)
}

func TestUnknownPosition(t *testing.T) {
	md := goldmark.New(goldmark.WithExtensions(New()))
	_, diags := mdtest.Convert(t, md, "text\n\n  :::weird\n:::\n")
	if len(diags) != 1 || diags[0].Offset != 11 {
		t.Fatalf("diags %v, want one at offset 11 (the type)", diags)
	}
	if !strings.Contains(diags[0].Message, `"weird"`) || !strings.Contains(diags[0].Message, "note, tip, info, warning, danger, caution") {
		t.Errorf("message %q", diags[0].Message)
	}
}

func TestNestingLimit(t *testing.T) {
	md := goldmark.New(goldmark.WithExtensions(New()))
	_, diags := mdtest.Convert(t, md, strings.Repeat(":::note\n", 150))
	if len(diags) != 1 || diags[0].ID != "nesting-too-deep" || diags[0].Offset != 100*8 {
		t.Fatalf("diags %v, want one nesting-too-deep at the 101st opener", diags)
	}
}
