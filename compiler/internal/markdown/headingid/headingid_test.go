package headingid

import (
	"testing"

	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/markdown/internal/mdtest"
	"github.com/yuin/goldmark"
)

func TestSlug(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Props", "props"},
		{"Hello World", "hello-world"},
		{"Hello  World", "hello--world"},
		{"What's new?", "whats-new"},
		{"C++ & Go: v1.2", "c--go-v12"},
		{"snake_case and kebab-case", "snake_case-and-kebab-case"},
		{"Ünïcödé Straße", "ünïcödé-straße"},
		{"日本語の見出し", "日本語の見出し"},
		{"Emoji 🎉 party", "emoji--party"},
		{"<Chart> props", "chart-props"},
		{"", ""},
	}
	for _, tt := range tests {
		if got := Slug(tt.in); got != tt.want {
			t.Errorf("Slug(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestHeadings(t *testing.T) {
	md := goldmark.New(goldmark.WithExtensions(New()))
	mdtest.Run(t, md, []mdtest.Case{
		{Name: "slug", Markdown: "## Props\n",
			HTML: `<h2 id="props">Props<a class="hash-link" href="#props" aria-label="Direct link to Props">#</a></h2>` + "\n"},
		{Name: "explicit id removed from text", Markdown: "## The Props {#props}\n",
			HTML: `<h2 id="props">The Props<a class="hash-link" href="#props" aria-label="Direct link to The Props">#</a></h2>` + "\n"},
		{Name: "inline markup in text, plain in label", Markdown: "### Use `<Chart>` *now*\n",
			HTML: `<h3 id="use-chart-now">Use <code>&lt;Chart&gt;</code> <em>now</em><a class="hash-link" href="#use-chart-now" aria-label="Direct link to Use &lt;Chart&gt; now">#</a></h3>` + "\n"},
		{Name: "spaces inside the text kept, as github-slugger sees mdast's text", Markdown: "### `pinch(a, b)`  iOS only\n",
			HTML: `<h3 id="pincha-b--ios-only"><code>pinch(a, b)</code>  iOS only<a class="hash-link" href="#pincha-b--ios-only" aria-label="Direct link to pinch(a, b) iOS only">#</a></h3>` + "\n"},
		{Name: "unique", Markdown: "## Intro\n## Intro\n## Intro\n",
			HTML: `<h2 id="intro">Intro<a class="hash-link" href="#intro" aria-label="Direct link to Intro">#</a></h2>` + "\n" +
				`<h2 id="intro-1">Intro<a class="hash-link" href="#intro-1" aria-label="Direct link to Intro">#</a></h2>` + "\n" +
				`<h2 id="intro-2">Intro<a class="hash-link" href="#intro-2" aria-label="Direct link to Intro">#</a></h2>` + "\n"},
		{Name: "escaped explicit id, the form Docusaurus documents for MDX", Markdown: "## Wallet V1 \\{#wallet-v1}\n### Uses `code` \\{#code-id}  \n## Both braces \\{#both-id\\}\n",
			HTML: `<h2 id="wallet-v1">Wallet V1<a class="hash-link" href="#wallet-v1" aria-label="Direct link to Wallet V1">#</a></h2>` + "\n" +
				`<h3 id="code-id">Uses <code>code</code><a class="hash-link" href="#code-id" aria-label="Direct link to Uses code">#</a></h3>` + "\n" +
				`<h2 id="both-id">Both braces<a class="hash-link" href="#both-id" aria-label="Direct link to Both braces">#</a></h2>` + "\n"},
		{Name: "an explicit id with spaces (aiven)", Markdown: "### `avn service create` \\{#avn service create\\}\n",
			HTML: `<h3 id="avn service create"><code>avn service create</code><a class="hash-link" href="#avn service create" aria-label="Direct link to avn service create">#</a></h3>` + "\n"},
		{Name: "backslash escapes in an explicit id are read (js-lingui)", Markdown: "### The `i18n._()` method {#i18n.\\_}\n## Snake {#snake\\_case}\n## Star {#a\\*b\\}\n",
			HTML: `<h3 id="i18n._">The <code>i18n._()</code> method<a class="hash-link" href="#i18n._" aria-label="Direct link to The i18n._() method">#</a></h3>` + "\n" +
				`<h2 id="snake_case">Snake<a class="hash-link" href="#snake_case" aria-label="Direct link to Snake">#</a></h2>` + "\n" +
				`<h2 id="a*b">Star<a class="hash-link" href="#a*b" aria-label="Direct link to Star">#</a></h2>` + "\n"},
		{Name: "an explicit id with characters goldmark's attributes do not take (hasura)", Markdown: "## Widget (v2) {#widget-(v2)}\n",
			HTML: `<h2 id="widget-(v2)">Widget (v2)<a class="hash-link" href="#widget-(v2)" aria-label="Direct link to Widget (v2)">#</a></h2>` + "\n"},
		{Name: "an h1 has no id or link, as Docusaurus renders it, but its slug counts", Markdown: "# A\n## A\n",
			HTML: "<h1>A</h1>\n" + `<h2 id="a-1">A<a class="hash-link" href="#a-1" aria-label="Direct link to A">#</a></h2>` + "\n"},
		{Name: "explicit wins over an earlier slug", Markdown: "## Intro\n## Other {#intro}\n",
			HTML: `<h2 id="intro-1">Intro<a class="hash-link" href="#intro-1" aria-label="Direct link to Intro">#</a></h2>` + "\n" +
				`<h2 id="intro">Other<a class="hash-link" href="#intro" aria-label="Direct link to Other">#</a></h2>` + "\n"},
		{Name: "slug avoids a generated suffix taken by text", Markdown: "## a\n## a\n## a 1\n",
			HTML: `<h2 id="a">a<a class="hash-link" href="#a" aria-label="Direct link to a">#</a></h2>` + "\n" +
				`<h2 id="a-1">a<a class="hash-link" href="#a-1" aria-label="Direct link to a">#</a></h2>` + "\n" +
				`<h2 id="a-1-1">a 1<a class="hash-link" href="#a-1-1" aria-label="Direct link to a 1">#</a></h2>` + "\n"},
		{Name: "duplicate explicit id", Markdown: "## A {#x}\n\n## B {#x}\n",
			HTML: `<h2 id="x">A<a class="hash-link" href="#x" aria-label="Direct link to A">#</a></h2>` + "\n" +
				`<h2 id="x-1">B<a class="hash-link" href="#x-1" aria-label="Direct link to B">#</a></h2>` + "\n",
			Diags: []diag.Code{DiagDuplicateID}},
		{Name: "other attributes are not rendered", Markdown: "## A {#a .cls onclick=\"x()\" style=\"color:red\"}\n",
			HTML: `<h2 id="a">A<a class="hash-link" href="#a" aria-label="Direct link to A">#</a></h2>` + "\n"},
		{Name: "escaping", Markdown: "## a &amp; \"b\" <i>c</i>\n",
			// Without the safehtml extension goldmark omits raw HTML.
			HTML: `<h2 id="a--b-c">a &amp; &quot;b&quot; <!-- raw HTML omitted -->c<!-- raw HTML omitted --><a class="hash-link" href="#a--b-c" aria-label="Direct link to a &amp; &quot;b&quot; c">#</a></h2>` + "\n"},
		// a heading whose slug is empty has no id (github-slugger's slug is
		// "", and Docusaurus's Heading draws no anchor without one); the next
		// such heading is -1, and "## Heading" keeps its own id (openyurt's
		// empty "### ")
		{Name: "empty heading", Markdown: "##\n\n## Heading\n\n## !!!\n",
			HTML: `<h2></h2>` + "\n" + `<h2 id="heading">Heading<a class="hash-link" href="#heading" aria-label="Direct link to Heading">#</a></h2>` + "\n" +
				`<h2 id="-1">!!!<a class="hash-link" href="#-1" aria-label="Direct link to !!!">#</a></h2>` + "\n"},
		{Name: "setext and nested", Markdown: "Title\n-----\n\n> ## Quoted\n",
			HTML: `<h2 id="title">Title<a class="hash-link" href="#title" aria-label="Direct link to Title">#</a></h2>` + "\n" +
				"<blockquote>\n" + `<h2 id="quoted">Quoted<a class="hash-link" href="#quoted" aria-label="Direct link to Quoted">#</a></h2>` + "\n</blockquote>\n"},
	})
}

func TestDuplicateMessage(t *testing.T) {
	md := goldmark.New(goldmark.WithExtensions(New()))
	_, diags := mdtest.Convert(t, md, "## A {#x}\n\n## B {#x}\n")
	if len(diags) != 1 || diags[0].Offset != 11 {
		t.Fatalf("diags = %v, want one at offset 11", diags)
	}
	want := `duplicate heading id "x" (already used by the heading "A"); this heading gets id "x-1" instead`
	if diags[0].Message != want {
		t.Errorf("message %q, want %q", diags[0].Message, want)
	}
}
