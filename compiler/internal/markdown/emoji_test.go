package markdown

import (
	"strings"
	"testing"

	"github.com/contentc/contentc/compiler/internal/markdown/emoji"
)

// Emoji shortcodes are the emoji in text, as remark-emoji makes them in every
// Docusaurus site; the expectations were read off @docusaurus/mdx-loader 3.9's
// output for the same lines.
func TestEmojiShortcodes(t *testing.T) {
	cases := []struct{ name, src, want string }{
		{"names", "A :white_check_mark: b :smile: c :+1: d :-1:", "<p>A ✅ b 😄 c 👍 d 👎</p>"},
		{"unknown name", "a :nosuch: b", "<p>a :nosuch: b</p>"},
		{"inline code", "`:tada:` and :tada:", "<p><code>:tada:</code> and 🎉</p>"},
		{"link text, not its URL", "[go :tada:](https://x.example/:tada:)", `<a href="https://x.example/:tada:" target="_blank" rel="noopener noreferrer">go 🎉</a>`},
		{"image alt is an attribute", "![alt :tada:](https://x.example/y.png)", `alt="alt :tada:"`},
		{"times", "at 10:30:45", "<p>at 10:30:45</p>"},
		{"no overlap", ":smile:smile: x", "<p>😄smile: x</p>"},
		{"across a line", ":tada\n: x", "<p>:tada\n: x</p>"},
		// remark-directive: `:y` and `:abc` start text directives, which end the
		// text before them; `:abc:` is none (a name followed by a colon).
		{"directive after", "x:100:y and :smile:abc and :smile:abc: ok", "<p>x:100:y and :smile:abc and 😄abc: ok</p>"},
		{"code block", "```\n:tada:\n```", "<code><span class=\"line\">:tada:\n</span></code>"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			for _, mdx := range []bool{false, true} {
				res := New(Options{}).Render(Input{File: "doc.md", Source: []byte(c.src), MDX: mdx})
				if !strings.Contains(string(res.HTML), c.want) {
					t.Errorf("MDX %v: %q\n got %s\nwant %s", mdx, c.src, res.HTML, c.want)
				}
			}
		})
	}
}

func TestEmojiHeadingsAndJSX(t *testing.T) {
	res := renderMDX(Input{File: "doc.mdx", Source: []byte("## :warning: Error types\n\n<div>:tada: in JSX</div>\n")})
	// The id is the slug of the heading as written (remark-emoji runs after
	// Docusaurus's headings plugin); its text, and the table of contents', has
	// the emoji.
	if want := `<h2 id="warning-error-types">⚠️ Error types<a class="hash-link" href="#warning-error-types"`; !strings.Contains(string(res.HTML), want) {
		t.Errorf("heading\n got %s\nwant %s", res.HTML, want)
	}
	if len(res.Headings) != 1 || res.Headings[0].Text != "⚠️ Error types" || res.Headings[0].ID != "warning-error-types" {
		t.Errorf("Headings = %+v", res.Headings)
	}
	if want := "<div>🎉 in JSX</div>"; !strings.Contains(string(res.HTML), want) {
		t.Errorf("JSX children\n got %s\nwant %s", res.HTML, want)
	}
}

func TestEmojiDocusaurus2AndOff(t *testing.T) {
	// Docusaurus 2 (remark-emoji 2 on node-emoji 1): its own names, and no
	// directives, so :100: before a letter is the emoji.
	d2 := New(Options{MDX1: true}).Render(Input{File: "doc.md", Source: []byte(":thumbsup: x:100:y :check_mark_button:"), MDX: true})
	if want := "<p>👍 x💯y :check_mark_button:</p>"; !strings.Contains(string(d2.HTML), want) {
		t.Errorf("Docusaurus 2\n got %s\nwant %s", d2.HTML, want)
	}
	if _, ok := emoji.Names(false)["thumbsup"]; ok {
		t.Error("node-emoji 2 has no :thumbsup:; Docusaurus 3 keeps it as text")
	}
	off := New(Options{NoEmoji: true}).Render(Input{File: "doc.md", Source: []byte("a :tada: b")})
	if want := "<p>a :tada: b</p>"; !strings.Contains(string(off.HTML), want) {
		t.Errorf("markdown.emoji: false\n got %s\nwant %s", off.HTML, want)
	}
}
