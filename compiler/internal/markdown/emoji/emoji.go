// Package emoji is a goldmark extension that turns emoji shortcodes in text
// (`:tada:`, `:white_check_mark:`, `:+1:`) into the emoji, as every Docusaurus
// site does: its Markdown pipeline runs remark-emoji on every document, .md and
// .mdx alike.
//
// What it replaces is what remark-emoji replaces: a match of `:+1:`, `:-1:` or
// `:[\w-]+:` in text whose name the emoji table knows, left to right, a match
// never overlapping the one before; an unknown name stays as it is written. Code
// (inline and blocks), raw HTML, link destinations and attribute values are not
// text, so they keep their colons. The names are node-emoji's, the table
// remark-emoji reads: node-emoji 1.11 for Docusaurus 2 (remark-emoji 2.2), and
// node-emoji 2.2 for Docusaurus 3 (remark-emoji 4); the two tables differ
// (scripts/emoji-names.sh writes them).
//
// In Docusaurus the heading ids are made before remark-emoji runs, and the table
// of contents after it: `## :rocket: Launch` is #rocket-launch, listed as
// "🚀 Launch". The transformer therefore runs after package headingid's.
package emoji

import (
	_ "embed"
	"encoding/json"
	"regexp"
	"sync"

	"github.com/contentc/contentc/compiler/internal/markdown/internal/mdstate"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

var (
	//go:embed names-d2.json
	namesD2 []byte
	//go:embed names-d3.json
	namesD3 []byte

	tables struct {
		once   sync.Once
		d2, d3 map[string]string
	}
)

// Names returns the shortcode names and their emoji of Docusaurus 2 (d2) or 3.
func Names(d2 bool) map[string]string {
	tables.once.Do(func() {
		// The files are written by scripts/emoji-names.sh and embedded: they decode.
		if json.Unmarshal(namesD2, &tables.d2) != nil || json.Unmarshal(namesD3, &tables.d3) != nil {
			panic("emoji: the embedded name tables do not decode")
		}
	})
	if d2 {
		return tables.d2
	}
	return tables.d3
}

// shortcode is remark-emoji's RE_EMOJI (\w is ASCII in both JavaScript and Go).
var shortcode = regexp.MustCompile(`:\+1:|:-1:|:[\w-]+:`)

// New returns the extension.
func New() goldmark.Extender { return extender{} }

type extender struct{}

func (extender) Extend(m goldmark.Markdown) {
	// After headingid (300): ids are slugs of the text as written.
	m.Parser().AddOptions(parser.WithASTTransformers(util.Prioritized(transformer{}, 350)))
}

type transformer struct{}

func (transformer) Transform(doc *ast.Document, reader text.Reader, pc parser.Context) {
	st := mdstate.Get(pc)
	if st != nil && st.NoEmoji {
		return
	}
	d2 := st != nil && st.Docusaurus2
	names := Names(d2)
	source := reader.Source()
	var runs []*ast.Text
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *ast.CodeSpan, *ast.CodeBlock, *ast.FencedCodeBlock, *ast.HTMLBlock, *ast.RawHTML, *ast.AutoLink,
			*ast.Image: // an image's text is its alt attribute, not text in mdast
			return ast.WalkSkipChildren, nil
		case *ast.Text:
			if prev, ok := n.PreviousSibling().(*ast.Text); !ok || !joined(prev, n) {
				runs = append(runs, n)
			}
		}
		return ast.WalkContinue, nil
	})
	for _, first := range runs {
		replace(first, source, names, !d2)
	}
}

// joined reports whether b continues a's text in one text node of mdast: the
// source runs on with no line break between them (goldmark splits text at
// delimiters such as the underscores of `:white_check_mark:`).
func joined(a, b *ast.Text) bool {
	return !a.SoftLineBreak() && !a.HardLineBreak() && !a.IsRaw() && !b.IsRaw() &&
		a.Segment.Stop == b.Segment.Start
}

// replace puts the emoji of the run of text nodes starting at first in place of
// their shortcodes. With directives (Docusaurus 3's remark-directive), a colon
// that starts a text directive ends the text before it, so it closes no
// shortcode: in `x:100:y`, `:y` is a directive (put back as text after
// remark-emoji ran), and :100: stays as it is.
func replace(first *ast.Text, source []byte, names map[string]string, directives bool) {
	if first.IsRaw() {
		return
	}
	last := first
	for {
		next, ok := last.NextSibling().(*ast.Text)
		if !ok || !joined(last, next) {
			break
		}
		last = next
	}
	start, stop := first.Segment.Start, last.Segment.Stop
	value := source[start:stop]
	type hit struct {
		from, to int
		emoji    string
	}
	var hits []hit
	for _, m := range shortcode.FindAllIndex(value, -1) {
		if directives && startsDirective(value[m[1]-1:]) {
			continue
		}
		if e, ok := names[string(value[m[0]+1:m[1]-1])]; ok {
			hits = append(hits, hit{m[0], m[1], e})
		}
	}
	if len(hits) == 0 {
		return
	}
	parent := first.Parent()
	var pieces []ast.Node
	at := 0
	for _, h := range hits {
		if h.from > at {
			pieces = append(pieces, ast.NewTextSegment(text.NewSegment(start+at, start+h.from)))
		}
		pieces = append(pieces, ast.NewString([]byte(h.emoji)))
		at = h.to
	}
	if at < len(value) || last.SoftLineBreak() || last.HardLineBreak() {
		// The rest of the text, or an empty text that keeps the line break.
		t := ast.NewTextSegment(text.NewSegment(start+at, stop))
		t.SetSoftLineBreak(last.SoftLineBreak())
		t.SetHardLineBreak(last.HardLineBreak())
		pieces = append(pieces, t)
	}
	for _, p := range pieces {
		parent.InsertBefore(parent, first, p)
	}
	for n := ast.Node(first); ; {
		next := n.NextSibling()
		parent.RemoveChild(parent, n)
		if n == last {
			break
		}
		n = next
	}
}

// startsDirective reports whether text, which starts with a colon, starts a
// text directive as micromark-extension-directive reads one: a name (an ASCII
// letter, then letters, digits, - and _) not followed by another colon. (The
// colon before it is never a colon here: it ends a shortcode's name.)
func startsDirective(text []byte) bool {
	if len(text) < 2 || !isLetter(text[1]) {
		return false
	}
	i := 2
	for i < len(text) && (isLetter(text[i]) || text[i] >= '0' && text[i] <= '9' || text[i] == '-' || text[i] == '_') {
		i++
	}
	return i == len(text) || text[i] != ':'
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
