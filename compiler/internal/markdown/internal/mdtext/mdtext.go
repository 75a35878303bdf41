// Package mdtext extracts the plain text of goldmark inline content: what a reader
// sees, with entities decoded and markup dropped. Heading slugs, aria labels, the
// page title and the search index all need the same notion of "the text", so it
// lives in one place; so do the runs of text nodes that mdast has as one text
// (Run), which the transformers that rewrite text (emoji, e-mail links) work on.
package mdtext

import (
	"bytes"
	"strings"

	"github.com/yuin/goldmark/ast"
	extast "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// PlainTexter is implemented by extension nodes whose text is not in ordinary
// children (sanitised raw HTML keeps only its text content).
type PlainTexter interface {
	PlainText() string
}

// Inline returns the plain text of n's inline descendants, whitespace collapsed
// and trimmed.
func Inline(n ast.Node, source []byte) string {
	var b Builder
	b.Inline(n, source)
	return b.String()
}

// Text is Inline with an image's alt text as its text, as mdast's toString
// gives it: a heading's text (its table of contents entry, the page title)
// in Docusaurus, where `## ![Logo](x.png) Setup` is "Logo Setup".
func Text(n ast.Node, source []byte) string {
	b := Builder{alt: true}
	b.Inline(n, source)
	return b.String()
}

// Spaced returns the text of n's inline descendants as mdast's toString
// gives it, which heading slugs are made of (github-slugger on that text):
// runs of spaces inside the text are kept ("a`x`  b" is "ax  b"), and so are
// spaces at its ends that a JSX element leaves (`## Title <Badge/>` is
// "Title ", #title-), line breaks are nothing, images are their alt text, and
// an MDX expression is its source (`{x}` is "x", as mdast's value).
func Spaced(n ast.Node, source []byte) string {
	b := Builder{keep: true, alt: true}
	b.Inline(n, source)
	return b.String()
}

// InlineHTML returns n's inline descendants as Docusaurus writes a table of
// contents entry (the toc remark plugin's toValue): the plain text of Inline,
// HTML-escaped, images as their alt text (Text), with code spans, emphasis, strong emphasis and strikethrough
// kept as <code>, <em>, <strong> and <del>; links and everything else are their
// text. formatted is false when there was none of those (the text says it all).
func InlineHTML(n ast.Node, source []byte) (html string, formatted bool) {
	b := Builder{html: true, alt: true}
	b.Inline(n, source)
	return b.String(), b.formatted
}

// Builder accumulates text with runs of whitespace collapsed to one space and no
// leading or trailing space, so callers can append pieces without caring where
// spaces fall. Pieces written back to back join without a space ("foo" then
// "bar" is "foobar", as for "foo**bar**").
type Builder struct {
	sb      strings.Builder
	pending bool // whitespace seen since the last text
	keep    bool // whitespace written as it is (Spaced)
	// html: text is escaped and some formatting kept as tags (InlineHTML);
	// formatted is set once a tag was written.
	html, formatted bool
	alt             bool // an image is its alt text (Text, Spaced, InlineHTML)
}

// WriteString appends s, collapsing whitespace.
func (b *Builder) WriteString(s string) {
	if b.keep {
		b.sb.WriteString(s)
		return
	}
	start := -1
	for i := 0; i < len(s); i++ {
		if isSpace(s[i]) {
			if start >= 0 {
				b.putString(s[start:i])
				start = -1
			}
			b.pending = true
			continue
		}
		if start < 0 {
			b.sep()
			start = i
		}
	}
	if start >= 0 {
		b.putString(s[start:])
	}
}

// Write is WriteString for bytes, without converting them to a string first.
func (b *Builder) Write(s []byte) {
	if b.keep {
		b.sb.Write(s)
		return
	}
	start := -1
	for i := 0; i < len(s); i++ {
		if isSpace(s[i]) {
			if start >= 0 {
				b.put(s[start:i])
				start = -1
			}
			b.pending = true
			continue
		}
		if start < 0 {
			b.sep()
			start = i
		}
	}
	if start >= 0 {
		b.put(s[start:])
	}
}

// put writes a run of text without spaces, escaped in html mode.
func (b *Builder) put(s []byte) {
	if b.html {
		b.sb.Write(util.EscapeHTML(s))
		return
	}
	b.sb.Write(s)
}

func (b *Builder) putString(s string) {
	if b.html {
		b.sb.Write(util.EscapeHTML([]byte(s)))
		return
	}
	b.sb.WriteString(s)
}

// tag wraps what n's children write in an element (html mode).
func (b *Builder) tag(name string, n ast.Node, source []byte) {
	b.sep()
	b.formatted = true
	b.sb.WriteString("<" + name + ">")
	b.Inline(n, source)
	b.sb.WriteString("</" + name + ">")
}

// sep writes the pending separator before new text.
func (b *Builder) sep() {
	if b.pending && b.sb.Len() > 0 {
		b.sb.WriteByte(' ')
	}
	b.pending = false
}

// Space separates what comes next from what came before.
func (b *Builder) Space() { b.pending = true }

// String returns the text so far.
func (b *Builder) String() string { return b.sb.String() }

// Len is the length of the text so far.
func (b *Builder) Len() int { return b.sb.Len() }

// Inline appends the plain text of n's inline descendants.
func (b *Builder) Inline(n ast.Node, source []byte) {
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		b.node(c, source)
	}
}

// sourcer is an MDX expression, whose text for a slug is its source.
type sourcer interface{ SourceText() string }

func (b *Builder) node(n ast.Node, source []byte) {
	if s, ok := n.(sourcer); ok && b.keep {
		b.WriteString(s.SourceText())
		return
	}
	switch n := n.(type) {
	case *ast.Text:
		v := n.Segment.Value(source)
		if !n.IsRaw() {
			v = Decode(v)
		}
		b.Write(v)
		if n.SoftLineBreak() || n.HardLineBreak() {
			b.pending = true
		}
		return
	case *ast.String:
		v := n.Value
		if !n.IsRaw() && !n.IsCode() {
			v = Decode(v)
		}
		b.Write(v)
		return
	case *ast.AutoLink:
		b.Write(n.Label(source))
		return
	case *ast.RawHTML:
		return // tags are not text
	case *ast.Image:
		// Nothing in the DOM's textContent; its alt text in mdast's toString.
		if b.alt {
			b.Inline(n, source)
		}
		return
	case PlainTexter:
		b.WriteString(n.PlainText())
		return
	}
	if b.html {
		switch n := n.(type) {
		case *ast.CodeSpan:
			b.tag("code", n, source)
			return
		case *ast.Emphasis:
			if n.Level == 2 {
				b.tag("strong", n, source)
			} else {
				b.tag("em", n, source)
			}
			return
		case *extast.Strikethrough:
			b.tag("del", n, source)
			return
		}
	}
	b.Inline(n, source)
}

// Decode resolves backslash escapes and character references the way goldmark's
// renderer does for text.
func Decode(v []byte) []byte {
	if bytes.IndexByte(v, '\\') < 0 && bytes.IndexByte(v, '&') < 0 {
		return v // nothing to decode, and the util functions would copy
	}
	v = util.UnescapePunctuations(v)
	v = util.ResolveNumericReferences(v)
	return util.ResolveEntityNames(v)
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'
}

// IsPlain reports whether n holds text only (no code, emphasis, link, HTML or
// component).
func IsPlain(n ast.Node) bool {
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		if k := c.Kind(); k != ast.KindText && k != ast.KindString {
			return false
		}
	}
	return true
}

// Joined reports whether b continues a's text in one text node of mdast: the
// source runs on from a to b with no line break between them (goldmark splits
// a text at a bracket or a delimiter that made no emphasis).
func Joined(a, b *ast.Text) bool {
	return !a.SoftLineBreak() && !a.HardLineBreak() && !a.IsRaw() && !b.IsRaw() && a.Segment.Stop == b.Segment.Start
}

// Run is a run of text nodes that mdast would have as one: First and the
// siblings Joined to it, up to Last, over source[Start:Stop].
type Run struct {
	First, Last *ast.Text
	Start, Stop int
}

// RunAt is the run that starts at first.
func RunAt(first *ast.Text) Run {
	last := first
	for {
		next, ok := last.NextSibling().(*ast.Text)
		if !ok || !Joined(last, next) {
			break
		}
		last = next
	}
	return Run{First: first, Last: last, Start: first.Segment.Start, Stop: last.Segment.Stop}
}

// Replace puts in place of the run's nodes the text around the spans (offsets
// in the run's source, in order) and node(i) for span i, the last text keeping
// the run's line break.
func (r Run) Replace(spans [][2]int, node func(i int) ast.Node) {
	parent := r.First.Parent()
	var pieces []ast.Node
	at := 0
	for i, s := range spans {
		if s[0] > at {
			pieces = append(pieces, ast.NewTextSegment(text.NewSegment(r.Start+at, r.Start+s[0])))
		}
		pieces = append(pieces, node(i))
		at = s[1]
	}
	if r.Start+at < r.Stop || r.Last.SoftLineBreak() || r.Last.HardLineBreak() {
		// The rest of the text, or an empty text that keeps the line break.
		t := ast.NewTextSegment(text.NewSegment(r.Start+at, r.Stop))
		t.SetSoftLineBreak(r.Last.SoftLineBreak())
		t.SetHardLineBreak(r.Last.HardLineBreak())
		pieces = append(pieces, t)
	}
	for _, p := range pieces {
		parent.InsertBefore(parent, r.First, p)
	}
	for n := ast.Node(r.First); ; {
		next := n.NextSibling()
		parent.RemoveChild(parent, n)
		if n == r.Last {
			break
		}
		n = next
	}
}

// Runs are the runs of text of doc (see Run), but those inside code, raw HTML,
// autolinks and images (an image's text is its alt attribute, not text in
// mdast), and, with links, inside links; a raw text starts none.
func Runs(doc ast.Node, links bool) []Run {
	var runs []Run
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *ast.CodeSpan, *ast.CodeBlock, *ast.FencedCodeBlock, *ast.HTMLBlock, *ast.RawHTML, *ast.AutoLink, *ast.Image:
			return ast.WalkSkipChildren, nil
		case *ast.Link:
			if links {
				return ast.WalkSkipChildren, nil
			}
		case *ast.Text:
			if prev, ok := n.PreviousSibling().(*ast.Text); !n.IsRaw() && (!ok || !Joined(prev, n)) {
				runs = append(runs, RunAt(n))
			}
		}
		return ast.WalkContinue, nil
	})
	return runs
}
