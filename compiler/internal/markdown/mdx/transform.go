package mdx

import (
	"fmt"
	"strings"

	"github.com/contentc/contentc/compiler/internal/markdown/internal/htmlpolicy"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/mdxast"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// Builtins are the components contentc renders itself.
var Builtins = map[string]bool{
	"Tabs": true, "TabItem": true, "Details": true, "Admonition": true, "CodeBlock": true,
	"TOCInline": true, "DocCardList": true, "DocCard": true, "Mermaid": true, "Heading": true, "ThemedImage": true, "IdealImage": true,
	// docusaurus-theme-openapi-docs' (package openapi; ResponseSamples is a code block)
	"MethodEndpoint": true, "ParamsDetails": true, "ParamsItem": true, "SchemaItem": true, "RequestSchema": true,
	"StatusCodes": true, "ResponseSamples": true, "ApiLogo": true, "OpenAPISchema": true, "OpenAPIExplorer": true,
}

// tabsAliases are docusaurus-theme-openapi-docs' tab groups, which are Tabs.
var tabsAliases = map[string]bool{"ApiTabs": true, "MimeTabs": true, "SchemaTabs": true, "DiscriminatorTabs": true, "OperationTabs": true}

// BuiltinOf is the built-in a theme module specifier names ("" if none):
// @theme/Tabs, @theme-original/Tabs, and theme-classic's MDX component
// modules, @theme/MDXComponents/Details (openziti's docs).
func BuiltinOf(spec string) string {
	name, ok := strings.CutPrefix(spec, "@theme/")
	if !ok {
		if name, ok = strings.CutPrefix(spec, "@theme-original/"); !ok {
			return ""
		}
	}
	// The theme's versions before 2.0 named the explorer ApiDemoPanel.
	if rest, ok := strings.CutPrefix(name, "ApiDemoPanel/"); ok {
		name = "ApiExplorer/" + rest
	}
	if name == "ApiExplorer/Export" || name == "ApiExplorer/SecuritySchemes" {
		// parts of the theme's request explorer: the button that downloads the spec,
		// the authorization the explorer sends (the reader's credentials, kept in its state)
		return "OpenAPIExplorer"
	}
	name = strings.TrimPrefix(strings.TrimPrefix(name, "MDXComponents/"), "ApiExplorer/")
	if Builtins[name] {
		return name
	}
	if tabsAliases[name] {
		return "Tabs"
	}
	if name == "Schema" {
		return "OpenAPISchema" // docusaurus-theme-openapi-docs' schema pages
	}
	return ""
}

// voidTags are HTML elements without content: `<br>` needs no `/>`.
var voidTags = htmlpolicy.Void

type transformer struct{}

func (transformer) Transform(doc *ast.Document, reader text.Reader, pc parser.Context) {
	st := mdxast.GetState(pc)
	var chunks []*mdxast.Flow
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if f, ok := n.(*mdxast.Flow); ok && entering && f.Build != nil {
			chunks = append(chunks, f)
		}
		return ast.WalkContinue, nil
	})
	for _, f := range chunks {
		f.Build(f)
		f.Build = nil
	}
	if st.MDX1 {
		visibleBreaksAsText(doc, reader.Source())
	}
	// Pair inline tags in every node that holds some: a block's inlines, and
	// those of an emphasis, a strong emphasis or a link (`*<code>x</code>*`,
	// as in mdast, where the element is the emphasis's child).
	var inlineParents []ast.Node
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering {
			for c := n.FirstChild(); c != nil; c = c.NextSibling() {
				if _, ok := c.(*mdxast.Inline); ok {
					inlineParents = append(inlineParents, n)
					break
				}
			}
		}
		return ast.WalkContinue, nil
	})
	for _, p := range inlineParents {
		pairInlines(p, st, pc)
	}
	// Paragraphs that only hold one element, or only comments, lose their <p>.
	var paras []*ast.Paragraph
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if p, ok := n.(*ast.Paragraph); ok && entering {
			paras = append(paras, p)
		}
		return ast.WalkContinue, nil
	})
	for _, p := range paras {
		unwrap(p, reader.Source(), st)
	}

}

// pairInlines turns the opening and closing tags among a block's inlines into
// elements holding what is between them.
func pairInlines(parent ast.Node, st *mdxast.State, pc parser.Context) {
	var stack []*mdxast.Inline
	for c := parent.FirstChild(); c != nil; {
		next := c.NextSibling()
		in, ok := c.(*mdxast.Inline)
		if !ok || in.Paired {
			c = next
			continue
		}
		switch {
		case in.Closing:
			if p, ok := in.PreviousSibling().(*mdxast.Inline); ok && p.Name == in.Name && !p.Closing && !p.SelfClosing && voidTags[p.Name] {
				parent.RemoveChild(parent, in) // <br></br>: valid JSX, one element
				break
			}
			if len(stack) == 0 {
				st.Syntax(pc, in.Offset, fmt.Sprintf("unexpected closing tag </%s>: no element <%s> is open here", in.Name, in.Name))
				parent.RemoveChild(parent, in)
				break
			}
			top := stack[len(stack)-1]
			if top.Name != in.Name {
				st.Syntax(pc, in.Offset, fmt.Sprintf("closing tag </%s> does not match the open element <%s>: expected </%s>", in.Name, top.Name, top.Name))
				parent.RemoveChild(parent, in)
				break
			}
			stack = stack[:len(stack)-1]
			for m := top.NextSibling(); m != nil && m != ast.Node(in); {
				mn := m.NextSibling()
				top.AppendChild(top, m)
				m = mn
			}
			top.Paired = true
			parent.RemoveChild(parent, in)
		case in.SelfClosing || voidTags[in.Name]:
			in.Paired = true
		default:
			stack = append(stack, in)
		}
		c = next
	}
	for k := len(stack) - 1; k >= 0; k-- {
		in := stack[k]
		st.Syntax(pc, in.Offset, fmt.Sprintf("<%s> is not closed: expected </%s> before the end of the paragraph", in.Name, in.Name))
		in.Paired = true
		for m := in.NextSibling(); m != nil; {
			mn := m.NextSibling()
			in.AppendChild(in, m)
			m = mn
		}
	}
}

// blankInline reports whether an inline renders nothing visible (not an
// expression whose JSX the components' transformer renders).
func blankInline(n ast.Node, src []byte, st *mdxast.State) bool {
	switch n := n.(type) {
	case *ast.Text:
		return strings.TrimSpace(string(n.Segment.Value(src))) == ""
	case *mdxast.Expression:
		return n.Value == "" && (st.JSXValue == nil || !st.JSXValue(n.Source))
	}
	return false
}

func unwrap(p *ast.Paragraph, src []byte, st *mdxast.State) {
	var only ast.Node
	count := 0
	keepSpaces := false
	for c := p.FirstChild(); c != nil; c = c.NextSibling() {
		if blankInline(c, src, st) {
			continue
		}
		count++
		only = c
	}
	parent := p.Parent()
	if parent == nil {
		return
	}
	if count == 0 {
		hasExpr := false
		for c := p.FirstChild(); c != nil; c = c.NextSibling() {
			if _, ok := c.(*mdxast.Expression); ok {
				hasExpr = true
			}
		}
		if hasExpr {
			parent.RemoveChild(parent, p)
		}
		return
	}
	if count > 1 {
		// Elements and spaces only are flow content too, as MDX 3 reads
		// them (`<div>…</div>` then `<a>…</a>`, streampipes); in MDX 1, lines
		// that each hold one component or block element (TabItems written
		// on one line each).
		for c := p.FirstChild(); c != nil; c = c.NextSibling() {
			if blankInline(c, src, st) {
				continue
			}
			in, ok := c.(*mdxast.Inline)
			if _, expr := c.(*mdxast.Expression); expr && !st.MDX1 {
				keepSpaces = true // MDX 3 unravels expressions too (`{'a'}<b>b</b>`: airbyte's <pre> samples)
				continue
			}
			if !ok {
				return
			}
			if !in.IsComponent() && !blockTags[strings.ToLower(in.Name)] {
				if st.MDX1 {
					return
				}
				keepSpaces = true // inline elements stay apart: `<img/> <img/>`
			}
		}
	} else if only.Kind() != mdxast.KindInline {
		return
	}
	f := &mdxast.Flow{}
	f.SetBlankPreviousLines(p.HasBlankPreviousLines())
	for c := p.FirstChild(); c != nil; {
		next := c.NextSibling()
		if keepSpaces || !blankInline(c, src, st) {
			f.AppendChild(f, c)
		}
		c = next
	}
	parent.ReplaceChild(parent, p, f)
}

// blockTags are HTML elements that are blocks, or parts of tables and lists
// (cells written one per line, `<td>a</td>` then `<td>b</td>`, are the row's
// content, not a paragraph's).
var blockTags = map[string]bool{
	"div": true, "figure": true, "details": true, "table": true, "p": true, "section": true,
	"blockquote": true, "ul": true, "ol": true, "pre": true, "hr": true, "picture": true, "video": true, "iframe": true,
	"h1": true, "h2": true, "h3": true, "h4": true, "h5": true, "h6": true, "center": true,
	"thead": true, "tbody": true, "tfoot": true, "tr": true, "td": true, "th": true, "caption": true,
	"li": true, "dt": true, "dd": true, "dl": true, "summary": true,
}

// visibleBreaksAsText turns a backslash at the end of a line back into text
// and the break into a soft one, as MDX 1 reads it: remark-parse 8 escapes a
// line ending only in its commonmark mode, which Docusaurus 2 does not set
// (cnrancher's docs-rancher2 shows "line one\" then "line two" on one line).
// goldmark ends the line's text before the backslash and marks a hard break.
func visibleBreaksAsText(doc ast.Node, src []byte) {
	var texts []*ast.Text
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if t, ok := n.(*ast.Text); ok && entering && t.HardLineBreak() {
			if stop := t.Segment.Stop; stop < len(src) && src[stop] == '\\' {
				texts = append(texts, t)
			}
		}
		return ast.WalkContinue, nil
	})
	for _, t := range texts {
		t.SetHardLineBreak(false)
		bs := ast.NewTextSegment(text.NewSegment(t.Segment.Stop, t.Segment.Stop+1))
		bs.SetSoftLineBreak(true)
		t.Parent().InsertAfter(t.Parent(), t, bs)
	}
}
