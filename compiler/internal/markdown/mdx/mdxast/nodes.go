package mdxast

import (
	"fmt"
	"maps"
	"strings"

	"github.com/contentc/contentc/compiler/internal/markdown/mdx/jsx"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/jsx/jsstd"
	"github.com/yuin/goldmark/ast"
)

// Element is what a JSX element holds, block or inline.
type Element struct {
	Name        string
	Attrs       []jsx.Attr
	SelfClosing bool
	Offset      int
	// Group is a page-unique number for elements that need ids (Tabs).
	Group int
	// Import is the import this name refers to, nil for built-ins and HTML.
	Import *Import
	// Cards are the cards of a <DocCardList items={[…]}> written by hand, their
	// hrefs resolved (nil: the current category's cards).
	Cards []Card
	// ShownJSX is the HTML of the prop a built-in shows (a TabItem's label, an
	// Admonition's title, a Details' summary) given as JSX; nil: its text.
	ShownJSX []byte
}

// Card is one card of a <DocCardList>: Href as written, or the stand-in of
// its resolved href for an internal one.
type Card struct {
	Label, Href, Description string
	Kind                     string // link or category
	External                 bool
}

// IsComponent reports whether the name is a component (capitalised or dotted)
// rather than an HTML element.
func (e *Element) IsComponent() bool {
	return e.Name != "" && (e.Name[0] >= 'A' && e.Name[0] <= 'Z' || strings.Contains(e.Name, "."))
}

// Attr returns the value of an attribute and whether it is there.
func (e *Element) Attr(name string) (any, bool) {
	for _, a := range e.Attrs {
		if a.Name == name {
			return a.Value, true
		}
	}
	return nil, false
}

// Evaluated reports whether an attribute's value is known: a string, a bare
// attribute or a `{…}` literal (false for an expression contentc does not
// evaluate, kept as source text, and for a missing attribute).
func (e *Element) Evaluated(name string) bool {
	for _, a := range e.Attrs {
		if a.Name == name {
			return a.Expr == "" || a.Literal
		}
	}
	return false
}

// StringAttr returns a string (or number) attribute, "" when absent.
func (e *Element) StringAttr(name string) string {
	v, _ := e.Attr(name)
	switch v := v.(type) {
	case string:
		return v
	case float64:
		return fmt.Sprint(v)
	}
	return ""
}

// BoolAttr reports whether a boolean attribute is set: bare, {true}, or a
// value JavaScript reads as true (a non-empty string, a number but 0).
func (e *Element) BoolAttr(name string) bool {
	v, _ := e.Attr(name)
	switch x := v.(type) {
	case bool:
		return x
	case string:
		return x != "" // JavaScript's truthiness: default="cocoa_pod" is true
	case float64:
		return x != 0
	}
	return false
}

// Props are the attributes as JSON values (expressions that are not literals as
// their source text).
func (e *Element) Props() map[string]any {
	m := make(map[string]any, len(e.Attrs))
	for _, a := range e.Attrs {
		if a.Name == "..." {
			continue
		}
		if a.Expr != "" && !a.Literal {
			m[a.Name] = a.Expr
			continue
		}
		m[a.Name] = a.Value
	}
	return m
}

// KnownProps are the props an element gives a partial or a component the
// document defines: its attributes whose values are known, and the entries of
// a spread of a known object (`<Inner {...props} />` in a partial passes its
// own props on, as React does), each overriding those before it. An attribute
// given a value contentc does not read is unread (nil: left out), and so is
// "..." for a spread of an object it does not read.
func (e *Element) KnownProps(consts map[string]any, unread any) map[string]any {
	props := map[string]any{}
	for _, a := range e.Attrs {
		switch {
		case a.Name == "...":
			v, ok := jsx.ParseValue(strings.TrimPrefix(strings.TrimSpace(a.Expr), "..."), consts)
			if m, isMap := v.(map[string]any); ok && isMap {
				maps.Copy(props, m)
			} else if !ok && unread != nil {
				props[a.Name] = unread
			}
		case a.Expr == "" || a.Literal:
			props[a.Name] = a.Value
		case unread != nil:
			props[a.Name] = unread
		}
	}
	return props
}

// OrderedProps is Props with the objects written in a value keeping their
// keys' order, as JavaScript keeps it (jsstd.Object): what a component gets,
// which may read Object.values(row) (WalletConnect's tables).
func (e *Element) OrderedProps() map[string]any {
	m := e.Props()
	for _, a := range e.Attrs {
		if a.Name != "..." && a.Literal && strings.Contains(a.Expr, "{") {
			m[a.Name] = jsstd.InOrder(m[a.Name], jsstd.KeyOrder(a.Expr))
		}
	}
	return m
}

// KindBlock is the node kind of a block element.
var KindBlock = ast.NewNodeKind("MDXBlock")

// Block is a JSX element written alone on its lines; its children are blocks.
type Block struct {
	ast.BaseBlock
	Element
	Closed bool // its closing tag was seen
}

func (n *Block) Kind() ast.NodeKind { return KindBlock }

// NewTabs is a <Tabs> block with the groupId groupID (none if ""), and
// NewTabItem one of its <TabItem>s, labelled unless label is "": the elements
// the remark plugins that make tabs of code blocks write (npm2yarn, tab
// blocks), every attribute at offset at, their code block's.
func NewTabs(groupID string, at int) *Block {
	t := &Block{Element: Element{Name: "Tabs", Offset: at}}
	if groupID != "" {
		t.Attrs = []jsx.Attr{{Name: "groupId", Value: groupID, Offset: at}}
	}
	return t
}

// NewTabItem is a <TabItem> of NewTabs.
func NewTabItem(value, label string, at int) *Block {
	it := &Block{Element: Element{Name: "TabItem", Offset: at, Attrs: []jsx.Attr{{Name: "value", Value: value, Offset: at}}}}
	if label != "" {
		it.Attrs = append(it.Attrs, jsx.Attr{Name: "label", Value: label, Offset: at})
	}
	return it
}
func (n *Block) Dump(source []byte, level int) {
	ast.DumpHelper(n, source, level, map[string]string{"Name": n.Name}, nil)
}

// KindInline is the node kind of an inline element.
var KindInline = ast.NewNodeKind("MDXInline")

// Inline is a JSX element inside a paragraph; its children are inlines. Before
// pairing, opening and closing tags are separate Inline nodes.
type Inline struct {
	ast.BaseInline
	Element
	Closing bool // a closing tag not yet paired
	Paired  bool
}

func (n *Inline) Kind() ast.NodeKind { return KindInline }
func (n *Inline) Dump(source []byte, level int) {
	ast.DumpHelper(n, source, level, map[string]string{"Name": n.Name}, nil)
}

// KindFlow is the node kind of a paragraph that only holds one element.
var KindFlow = ast.NewNodeKind("MDXFlow")

// Flow holds inline content without a <p> (a line that is only an element).
type Flow struct {
	ast.BaseBlock
	// build adds the inlines of an MDX 1 JSX block (mdx1Chunk), after parsing:
	// goldmark's parser visits only blocks.
	Build func(*Flow)
}

func (n *Flow) Kind() ast.NodeKind { return KindFlow }
func (n *Flow) Dump(source []byte, level int) {
	ast.DumpHelper(n, source, level, nil, nil)
}

// KindExpression is the node kind of an expression.
var KindExpression = ast.NewNodeKind("MDXExpression")

// Expression is `{…}` in text: Value is what it renders ("" for comments and
// expressions that cannot be evaluated).
type Expression struct {
	ast.BaseInline
	Source string
	Value  string
	Offset int // of its {, in the document (where known; else 0)
}

func (n *Expression) Kind() ast.NodeKind { return KindExpression }
func (n *Expression) Dump(source []byte, level int) {
	ast.DumpHelper(n, source, level, map[string]string{"Value": n.Value}, nil)
}

// PlainText is the rendered text.
func (n *Expression) PlainText() string { return n.Value }

// SourceText is the expression's source: its text in a heading's slug, as
// mdast's toString gives an expression's value.
func (n *Expression) SourceText() string { return n.Source }

// Comment returns the text of an expression that is one /* … */ comment and
// nothing else (a heading's id, `{/* #id */}`: headingid reads it).
func (n *Expression) Comment() (string, bool) {
	s := strings.TrimSpace(n.Source)
	if len(s) < 4 || !strings.HasPrefix(s, "/*") || !strings.HasSuffix(s, "*/") || strings.Contains(s[2:len(s)-2], "*/") {
		return "", false
	}
	return s[2 : len(s)-2], true
}

// KindESM is the node kind of import/export statements.
var KindESM = ast.NewNodeKind("MDXESM")

// ESM is a run of import/export statements; it renders nothing.
type ESM struct{ ast.BaseBlock }

func (n *ESM) Kind() ast.NodeKind { return KindESM }
func (n *ESM) IsRaw() bool        { return true }
func (n *ESM) Dump(source []byte, level int) {
	ast.DumpHelper(n, source, level, nil, nil)
}

// PlainText: statements are not text.
func (n *ESM) PlainText() string { return "" }

// KindRaw is the node kind of trusted HTML made by this package (partials).
var KindRaw = ast.NewNodeKind("MDXRaw")

// Raw is trusted HTML with its plain text.
type Raw struct {
	ast.BaseBlock
	HTML      []byte
	PlainBody string
	Data      any
	// NotInTOC: the partial's headings are not in the page's table of
	// contents (a partial of the MDX component scope, which the document does
	// not import: Docusaurus's TOC takes the partials a document imports).
	NotInTOC bool
}

func (n *Raw) Kind() ast.NodeKind { return KindRaw }
func (n *Raw) IsRaw() bool        { return true }
func (n *Raw) Dump(source []byte, level int) {
	ast.DumpHelper(n, source, level, nil, nil)
}

// PlainText is the partial's text.
func (n *Raw) PlainText() string { return n.PlainBody }

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

// KindFlowExpression is the node kind of an expression alone on its lines.
var KindFlowExpression = ast.NewNodeKind("MDXFlowExpression")

// FlowExpr is an expression alone on its lines (`{…}` as a block).
type FlowExpr struct {
	ast.BaseBlock
	Expression
}

func (n *FlowExpr) Kind() ast.NodeKind { return KindFlowExpression }
func (n *FlowExpr) IsRaw() bool        { return true }
func (n *FlowExpr) Dump(source []byte, level int) {
	ast.DumpHelper(n, source, level, map[string]string{"Value": n.Value}, nil)
}

// InSVG reports whether n is inside an <svg> element (where <title> and
// <desc> name and describe the drawing).
func InSVG(n ast.Node) bool {
	for p := n.Parent(); p != nil; p = p.Parent() {
		if e := ElementOf(p); e != nil && !e.IsComponent() && strings.EqualFold(e.Name, "svg") {
			return true
		}
	}
	return false
}
