package mdxast

import (
	"bytes"

	"github.com/yuin/goldmark/ast"
)

// SplitAround puts block b in the place of n, an element in paragraph (or text block) p's
// text: the text before stays p, the text after is a new paragraph after b
// (either left out when it is only white space). Docusaurus renders a
// <CodeBlock> written in a sentence (`Run <CodeBlock>npm start</CodeBlock>
// now.`) as its block inside the <p>, which browsers end there: the same.
func SplitAround(p, n, b ast.Node, src []byte) {
	parent := p.Parent()
	if parent == nil {
		return
	}
	var after ast.Node = ast.NewParagraph()
	if p.Kind() == ast.KindTextBlock {
		after = ast.NewTextBlock() // (a tight list item's text)
	}
	for k := n.NextSibling(); k != nil; {
		next := k.NextSibling()
		after.AppendChild(after, k)
		k = next
	}
	p.RemoveChild(p, n)
	parent.InsertAfter(parent, p, b)
	if !blankText(after, src) {
		parent.InsertAfter(parent, b, after)
	}
	if blankText(p, src) {
		parent.RemoveChild(parent, p)
	}
}

// blankText reports whether a paragraph holds nothing but white space.
func blankText(p ast.Node, src []byte) bool {
	for k := p.FirstChild(); k != nil; k = k.NextSibling() {
		t, ok := k.(*ast.Text)
		if !ok || len(bytes.TrimSpace(t.Segment.Value(src))) > 0 {
			return false
		}
	}
	return true
}

// ReplaceWithBlock puts block b in the place of element n: a flow element,
// or one inside JSX flow on one line; an element in a paragraph's text stays
// (see SplitAround).
func ReplaceWithBlock(n ast.Node, cb ast.Node) {
	parent := n.Parent()
	if f, ok := parent.(*Flow); ok && f.ChildCount() == 1 {
		f.Parent().ReplaceChild(f.Parent(), f, cb)
		return
	}
	if n.Type() == ast.TypeBlock || InFlow(n) {
		// (in JSX flow too, inside another element on one line:
		// `<TabItem value="a"><CodeBlock language="yaml">{Snip}</CodeBlock></TabItem>`,
		// as MDX 3 reads it; never inside a paragraph's text)
		parent.ReplaceChild(parent, n, cb)
	}
}

// InFlow reports whether an inline element is JSX flow's, with no paragraph
// around it: inside a Flow, through elements only.
func InFlow(n ast.Node) bool {
	for p := n.Parent(); p != nil; p = p.Parent() {
		switch p.(type) {
		case *Flow:
			return true
		case *Inline:
		default:
			return false
		}
	}
	return false
}
