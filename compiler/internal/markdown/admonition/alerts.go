package admonition

import (
	"regexp"

	"github.com/contentc/contentc/compiler/internal/markdown/internal/mdstate"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// alertLine is a GitHub alert's first line, `[!NOTE]`, and alertTypes the
// admonition each alert type is, as remark-github-admonitions-to-directives
// (2.x) reads and maps them (markdown.githubAlerts).
var (
	alertLine  = regexp.MustCompile(`^\s*\[!(\w+)\]\s*$`)
	alertTypes = map[string]string{"NOTE": "note", "TIP": "tip", "IMPORTANT": "info", "WARNING": "warning", "CAUTION": "danger"}
)

// alerts makes a blockquote whose first paragraph's first line is a GitHub
// alert's `[!TYPE]` (and nothing else) an admonition of its type, without a
// title, holding the rest of the paragraph and the blockquote's other blocks.
type alerts struct{}

func (alerts) Transform(doc *ast.Document, reader text.Reader, pc parser.Context) {
	if !mdstate.Get(pc).GitHubAlerts {
		return
	}
	src := reader.Source()
	var quotes []*ast.Blockquote
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if q, ok := n.(*ast.Blockquote); ok && entering {
			quotes = append(quotes, q)
		}
		return ast.WalkContinue, nil
	})
	for _, q := range quotes {
		p, ok := q.FirstChild().(*ast.Paragraph)
		if !ok || p.Lines().Len() == 0 {
			continue
		}
		first := p.Lines().At(0)
		m := alertLine.FindSubmatch(first.Value(src))
		typ, known := "", false
		if m != nil {
			typ, known = alertTypes[string(m[1])]
		}
		if !known {
			continue
		}
		// the first line goes: its text nodes, up to its line break (a line
		// that is only `[!TYPE]` has no other inline nodes)
		for c := p.FirstChild(); c != nil; {
			t, isText := c.(*ast.Text)
			if !isText {
				break
			}
			next := c.NextSibling()
			p.RemoveChild(p, c)
			if t.SoftLineBreak() || t.HardLineBreak() {
				break
			}
			c = next
		}
		a := &Admonition{AdmonitionType: typ, Known: true}
		for c := q.FirstChild(); c != nil; {
			next := c.NextSibling()
			if c != p || p.HasChildren() {
				a.AppendChild(a, c)
			}
			c = next
		}
		q.Parent().ReplaceChild(q.Parent(), q, a)
	}
}
