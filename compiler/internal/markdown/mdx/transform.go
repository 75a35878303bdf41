package mdx

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/contentc/contentc/compiler/internal/markdown/internal/htmlpolicy"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/jsx"
	"github.com/contentc/contentc/compiler/internal/markdown/safelink"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// Builtins are the components contentc renders itself.
var Builtins = map[string]bool{
	"Tabs": true, "TabItem": true, "Details": true, "Admonition": true, "CodeBlock": true,
	"TOCInline": true, "DocCardList": true, "DocCard": true, "Mermaid": true, "Heading": true, "ThemedImage": true, "IdealImage": true,
}

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
	name = strings.TrimPrefix(name, "MDXComponents/")
	if Builtins[name] {
		return name
	}
	return ""
}

// voidTags are HTML elements without content: `<br>` needs no `/>`.
var voidTags = htmlpolicy.Void

type transformer struct{}

func (transformer) Transform(doc *ast.Document, reader text.Reader, pc parser.Context) {
	st := GetState(pc)
	var chunks []*Flow
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if f, ok := n.(*Flow); ok && entering && f.build != nil {
			chunks = append(chunks, f)
		}
		return ast.WalkContinue, nil
	})
	for _, f := range chunks {
		f.build(f)
		f.build = nil
	}
	// Pair inline tags in every node that holds some: a block's inlines, and
	// those of an emphasis, a strong emphasis or a link (`*<code>x</code>*`,
	// as in mdast, where the element is the emphasis's child).
	var inlineParents []ast.Node
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering {
			for c := n.FirstChild(); c != nil; c = c.NextSibling() {
				if _, ok := c.(*Inline); ok {
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
		unwrap(p, reader.Source(), st.MDX1)
	}

}

// ElementOf is the JSX element of a Block or Inline node (nil for other nodes).
func ElementOf(n ast.Node) *Element {
	switch n := n.(type) {
	case *Block:
		return &n.Element
	case *Inline:
		return &n.Element
	}
	return nil
}

// pairInlines turns the opening and closing tags among a block's inlines into
// elements holding what is between them.
func pairInlines(parent ast.Node, st *State, pc parser.Context) {
	var stack []*Inline
	for c := parent.FirstChild(); c != nil; {
		next := c.NextSibling()
		in, ok := c.(*Inline)
		if !ok || in.paired {
			c = next
			continue
		}
		switch {
		case in.closing:
			if p, ok := in.PreviousSibling().(*Inline); ok && p.Name == in.Name && !p.closing && !p.SelfClosing && voidTags[p.Name] {
				parent.RemoveChild(parent, in) // <br></br>: valid JSX, one element
				break
			}
			if len(stack) == 0 {
				st.syntax(pc, in.Offset, fmt.Sprintf("unexpected closing tag </%s>: no element <%s> is open here", in.Name, in.Name))
				parent.RemoveChild(parent, in)
				break
			}
			top := stack[len(stack)-1]
			if top.Name != in.Name {
				st.syntax(pc, in.Offset, fmt.Sprintf("closing tag </%s> does not match the open element <%s>: expected </%s>", in.Name, top.Name, top.Name))
				parent.RemoveChild(parent, in)
				break
			}
			stack = stack[:len(stack)-1]
			for m := top.NextSibling(); m != nil && m != ast.Node(in); {
				mn := m.NextSibling()
				top.AppendChild(top, m)
				m = mn
			}
			top.paired = true
			parent.RemoveChild(parent, in)
		case in.SelfClosing || voidTags[in.Name]:
			in.paired = true
		default:
			stack = append(stack, in)
		}
		c = next
	}
	for k := len(stack) - 1; k >= 0; k-- {
		in := stack[k]
		st.syntax(pc, in.Offset, fmt.Sprintf("<%s> is not closed: expected </%s> before the end of the paragraph", in.Name, in.Name))
		in.paired = true
		for m := in.NextSibling(); m != nil; {
			mn := m.NextSibling()
			in.AppendChild(in, m)
			m = mn
		}
	}
}

// blankInline reports whether an inline renders nothing visible.
func blankInline(n ast.Node, src []byte) bool {
	switch n := n.(type) {
	case *ast.Text:
		return strings.TrimSpace(string(n.Segment.Value(src))) == ""
	case *Expression:
		return n.Value == ""
	}
	return false
}

func unwrap(p *ast.Paragraph, src []byte, mdx1 bool) {
	var only ast.Node
	count := 0
	keepSpaces := false
	for c := p.FirstChild(); c != nil; c = c.NextSibling() {
		if blankInline(c, src) {
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
			if _, ok := c.(*Expression); ok {
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
			if blankInline(c, src) {
				continue
			}
			in, ok := c.(*Inline)
			if !ok {
				return
			}
			if !in.IsComponent() && !blockTags[strings.ToLower(in.Name)] {
				if mdx1 {
					return
				}
				keepSpaces = true // inline elements stay apart: `<img/> <img/>`
			}
		}
	} else if only.Kind() != KindInline {
		return
	}
	f := &Flow{}
	f.SetBlankPreviousLines(p.HasBlankPreviousLines())
	for c := p.FirstChild(); c != nil; {
		next := c.NextSibling()
		if keepSpaces || !blankInline(c, src) {
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

// DocusaurusLink is the module of Docusaurus's Link component.
const DocusaurusLink = "@docusaurus/Link"

// DocusaurusHead is Docusaurus's <Head> (react-helmet), also in the MDX scope
// of every Docusaurus site without an import (theme-classic's MDXComponents).
const DocusaurusHead = "@docusaurus/Head"

// Head is the page metadata a document's `<head>` element sets, as Docusaurus
// documents it (Markdown features, head metadata): the document title and
// meta tags of the page's HTML head.
type Head struct {
	Title string     `json:"title,omitempty"`
	Meta  []HeadMeta `json:"meta,omitempty"`
}

// HeadMeta is one <meta> of a <head>: a name or a property, and its content.
type HeadMeta struct {
	Name     string `json:"name,omitempty"`
	Property string `json:"property,omitempty"`
	Content  string `json:"content"`
}

var (
	// useBaseUrl('img/x.png') (with options or not) in a URL attribute
	baseURLCall = regexp.MustCompile(`^\s*(` + jsx.Ident + `)\(\s*(?:'([^'\\\n]*)'|"([^"\\\n]*)")\s*(?:,\s*\{[^{}]*\}\s*)?\)\s*$`)
	// require('./img/x.png').default, require('@site/static/img/x.png').default
	requireCall = regexp.MustCompile(`^\s*require\(\s*(?:'([^'\\\n]+)'|"([^"\\\n]+)")\s*\)(?:\.default)?\s*$`)
)

// RootsPrefix starts the URL of a file required or imported from the
// bundler's roots (`require('/img/x.png')`, `import a from '/docs/img/a.png'`):
// Docusaurus's webpack looks for it in the static folders, then in the site
// folder. A link with it is a LinkRef with Roots set (and Dest the path from
// the root), which the link resolver makes the static file's path or the site
// file's asset URL; nothing else writes it (no URL starts with it).
const RootsPrefix = "@bundler-roots/"

// URLExpression gives the URL a `{…}` attribute value stands for when it is one
// of the two ways Docusaurus docs write the address of an image or a file:
// useBaseUrl('img/x.png') (imported from @docusaurus/useBaseUrl) is the site
// path /img/x.png (the base URL is added as to any site path), and
// require('./x.png').default is the file next to the doc (published as an
// asset) or, for @site/static/…, the static file.
func URLExpression(expr string, st *State) (string, bool) {
	if m := baseURLCall.FindStringSubmatch(expr); m != nil && m[1] != "require" {
		imp := st.Imports[m[1]]
		if imp == nil || imp.Source != "@docusaurus/useBaseUrl" || imp.Export != "default" {
			return "", false
		}
		imp.Used = true
		u := m[2] + m[3]
		if safelink.Classify(u) == safelink.Internal && !strings.HasPrefix(u, "#") && !strings.HasPrefix(u, "//") {
			u = "/" + strings.TrimLeft(u, "/")
		}
		return u, true
	}
	if m := requireCall.FindStringSubmatch(expr); m != nil {
		spec := StripURLLoader(m[1] + m[2])
		switch {
		case strings.HasPrefix(spec, "@site/static/"):
			return "/" + strings.TrimPrefix(spec, "@site/static/"), true
		case strings.HasPrefix(spec, "/static/"):
			// From the site folder's root, which Docusaurus's bundler resolves
			// after the static folders: the static file.
			return strings.TrimPrefix(spec, "/static"), true
		case strings.HasPrefix(spec, "/") && !strings.HasPrefix(spec, "//"):
			// From the bundler's roots: a static folder's file, else the
			// site folder's (require('/docs/guide/img/a.png'), Astar's 531
			// figures), which the link resolver tells apart.
			return RootsPrefix + spec[1:], true
		case strings.HasPrefix(spec, "./"), strings.HasPrefix(spec, "../"):
			return spec, true
		}
	}
	return "", false
}

// Complete is a whole element node holding e, of n's kind (a Block or an
// Inline), to insert beside n.
func Complete(n ast.Node, e Element) ast.Node {
	if _, ok := n.(*Block); ok {
		return &Block{Element: e, closed: true}
	}
	return &Inline{Element: e, paired: true}
}

// StripURLLoader is an import specifier without a leading webpack url-loader or
// file-loader request (`!!url-loader!`, `file-loader?name=x!`, `-!url-loader!`):
// the file it loads.
func StripURLLoader(spec string) string {
	rest := strings.TrimLeft(spec, "!-")
	for _, loader := range []string{"url-loader", "file-loader"} {
		if r, ok := strings.CutPrefix(rest, loader); ok && (strings.HasPrefix(r, "!") || strings.HasPrefix(r, "?")) {
			if i := strings.IndexByte(r, '!'); i >= 0 {
				return r[i+1:]
			}
		}
	}
	return spec
}
