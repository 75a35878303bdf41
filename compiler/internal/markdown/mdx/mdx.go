// Package mdx is a goldmark extension for the MDX syntax Docusaurus docs use,
// without running JavaScript:
//
//   - ESM: top-level `import …` and `export …` statements are parsed and never
//     shown; `export const x = <literal>` values can be used as `{x}`; imports
//     name partials (`./_x.md`), built-in components (`@theme/Tabs`) and site
//     components.
//   - Expressions: `{/* comment */}` disappears, `{'text'}`, `{42}` and `{x}` (an
//     exported literal) render their value, anything else is a warning.
//   - JSX elements, block (the tag alone on its lines, children are Markdown
//     blocks) and inline (children are Markdown inlines), with string, boolean
//     and `{…}` attributes; `{…}` values that are JSON-like literals are parsed.
//
// Elements are nodes of this package (Block, Inline); package mdxhtml renders
// them (safe HTML for HTML elements, server HTML for the built-in components,
// the children alone for unknown components), and package jsx reads the
// JavaScript they are written in. Malformed JSX is an error at its offset.
package mdx

import (
	"bytes"
	"fmt"
	"path"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/markdown/internal/mdstate"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/jsx"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// Diagnostic ids.
const (
	DiagSyntax           = diag.MDXSyntax
	DiagMDX1             = diag.MDX1Syntax
	DiagExpression       = diag.MDXExpression
	DiagUnknownComponent = diag.UnknownComponent
	DiagProps            = diag.ComponentProps
	DiagTabsValues       = diag.TabsValues
	DiagTabItemAlone     = diag.TabItemAlone
	DiagPartial          = diag.MDXPartial
	DiagUnsafeHTML       = diag.UnsafeHTML
)

// Import is one imported name.
type Import struct {
	Name   string // local name
	Source string // module specifier as written ("/x" as "@site/x")
	Export string // the name imported: "default", "*" (a namespace) or an export's name
	Offset int    // of the specifier in the source
	Used   bool
	// Scope: not written in the document but in the site's MDX component
	// scope (State.ScopeFile); Offset means nothing then.
	Scope bool
	// Module is the content-root-relative file a site component import
	// resolved to ("" when not checked).
	Module string
	// resolved is set once a site component import was resolved (or failed).
	resolved, unresolved bool
}

// Included is what an include hook returns for a partial: its rendered HTML and
// plain text.
type Included struct {
	HTML []byte
	Text string
	Data any // kept on the Raw node for the caller
}

// State is one document's MDX state, in the parser context.
type State struct {
	Consts  map[string]any
	Imports map[string]*Import
	// Include renders the partial a specifier names (resolved against the
	// document); nil, false after reporting when it cannot.
	Include func(spec string, offset int, props map[string]any) (*Included, bool)
	// NextID numbers the elements that need page-unique ids (tab groups);
	// shared with partials.
	NextID *int
	// IframeHosts are the hosts <iframe src> may point at.
	IframeHosts []string
	// ScopeFile is the file of the site's MDX component scope (Import.Scope).
	ScopeFile string
	// Module gives the exports of a local JavaScript or JSON module a document
	// imports (the specifier as written), for `{…}` attribute values that use
	// them (values={constants.platforms}); nil, or false: not evaluated.
	Module func(spec string) (map[string]any, bool)
	// ReadRaw gives the text of a file a document imports with Docusaurus's
	// raw-loader (`import code from '!!raw-loader!./snippet.ts'`); nil, or
	// false: not read.
	ReadRaw func(spec string) (string, bool)
	// ResolveComponent finds the file a site component import names (a
	// content-root-relative path); false when there is none. nil: imports of
	// site components are not checked.
	ResolveComponent func(spec string) (string, bool)
	// MDX1 reads the document as MDX 1 does (Docusaurus 2): `{…}` in
	// Markdown text is text, a `<` that starts no valid tag is text (a
	// warning, not an error), and a line that opens an HTML element and goes
	// on with content (`<details><summary>Title</summary>`) opens the element.
	MDX1 bool
	// Defined are the names the document exports that are not literals (a
	// component it defines: export const Highlight = ({children}) => …).
	Defined map[string]bool
	// InternalDocs: the site is built with Meta's internal-docs preset, whose
	// <FbInternalOnly> and <OssOnly> need no import (see internalDocsElement).
	InternalDocs bool
	// lenient counts the MDX 1 warnings (see syntax).
	lenient int
	// Head is what the document's <head> elements hold (see takeHead).
	Head Head
	// inHead are the elements inside a <head>, which the transformer leaves
	// to takeHead.
	inHead map[ast.Node]bool
	// errors already reported at an offset, so the block and inline parsers do
	// not report one mistake twice.
	reported map[int]bool
	// failed is set by the first syntax error: later JSX and expressions are
	// read as text, so malformed input costs linear time (an unclosed '{' would
	// otherwise be scanned to the end once per brace).
	failed bool
}

var stateKey = parser.NewContextKey()

// SetState attaches s to a parser context.
func SetState(pc parser.Context, s *State) { pc.Set(stateKey, s) }

// GetState returns the context's state, creating an empty one.
func GetState(pc parser.Context) *State {
	if s, ok := pc.Get(stateKey).(*State); ok {
		return s
	}
	n := 0
	s := &State{NextID: &n}
	pc.Set(stateKey, s)
	return s
}

func (s *State) syntax(pc parser.Context, offset int, msg string) {
	if s.reported == nil {
		s.reported = map[int]bool{}
	}
	if s.reported[offset] {
		return
	}
	s.reported[offset] = true
	if s.MDX1 {
		mdstate.Get(pc).Warn(DiagMDX1, offset, msg+"; MDX 1 (Docusaurus 2) accepts it, so the text is kept as it is (a stray closing tag is dropped); MDX 3 rejects it: escape a literal < or { as \\< or \\{ before moving to Docusaurus 3")
		if s.lenient++; s.lenient > maxLenient {
			s.failed = true // bounded work on input full of mistakes, as for errors
		}
		return
	}
	s.failed = true
	mdstate.Get(pc).Error(DiagSyntax, offset, msg)
}

// maxLenient is how many MDX 1 warnings a document may have before the rest
// of its JSX and expressions is read as text without looking.
const maxLenient = 100

// textExpression reports whether a `{` under parent is text: MDX 1 reads
// expressions only inside JSX elements.
func (s *State) textExpression(parent ast.Node) bool {
	if !s.MDX1 {
		return false
	}
	for n := parent; n != nil; n = n.Parent() {
		if _, ok := n.(*Block); ok {
			return false
		}
	}
	return true
}

// textInlineExpression is textExpression for a `{` in a paragraph's text: in
// MDX 1 that is an expression only when the paragraph is part of a JSX block's
// own lines (`<div>` then `{x} text` on the next line); Markdown separated
// from the tags by a blank line is Markdown, whose braces are text
// (react-native-elements' props tables; checked with @mdx-js/mdx 1.6).
func (s *State) textInlineExpression(parent ast.Node, src []byte, at int) bool {
	if !s.MDX1 {
		return false
	}
	for n := parent; n != nil; n = n.Parent() {
		if b, ok := n.(*Block); ok {
			return b.Offset < at && blankLineIn(src[b.Offset:at])
		}
	}
	return true
}

// blankLineIn reports whether text holds a blank line.
func blankLineIn(text []byte) bool {
	for i := bytes.IndexByte(text, '\n'); i >= 0; {
		j := bytes.IndexByte(text[i+1:], '\n')
		if j < 0 {
			return false
		}
		if util.IsBlank(text[i+1 : i+1+j]) {
			return true
		}
		i += 1 + j
	}
	return false
}

// ---- nodes ----

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

// StringAttr returns a string (or number) attribute, "" when absent.
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

// BoolAttr reports whether a boolean attribute is set (bare or {true}).
func (e *Element) BoolAttr(name string) bool {
	v, _ := e.Attr(name)
	b, _ := v.(bool)
	return b
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

// KindBlock is the node kind of a block element.
var KindBlock = ast.NewNodeKind("MDXBlock")

// Block is a JSX element written alone on its lines; its children are blocks.
type Block struct {
	ast.BaseBlock
	Element
	closed bool // its closing tag was seen
}

func (n *Block) Kind() ast.NodeKind { return KindBlock }
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
	closing bool // a closing tag not yet paired
	paired  bool
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
	build func(*Flow)
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
}

func (n *Raw) Kind() ast.NodeKind { return KindRaw }
func (n *Raw) IsRaw() bool        { return true }
func (n *Raw) Dump(source []byte, level int) {
	ast.DumpHelper(n, source, level, nil, nil)
}

// PlainText is the partial's text.
func (n *Raw) PlainText() string { return n.PlainBody }

// ---- extension ----

// New returns the extension that parses MDX (its HTML renderer is mdxhtml.New).
func New() goldmark.Extender { return extender{} }

type extender struct{}

// indentedFence lets a fenced code block be indented any amount, as MDX
// (micromark without indented code) reads it: "    ```tsx" inside a JSX
// element opens a code block, its lines lose that indentation (goldmark's
// parser removes up to the fence's indent), and its closing fence may be
// indented as much.
type indentedFence struct{ parser.BlockParser }

var fenceKey = parser.NewContextKey()

type fence struct {
	char byte
	n    int
}

func (indentedFence) CanAcceptIndentedLine() bool { return true }

func (p indentedFence) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	if GetState(pc).MDX1 && pc.BlockIndent() >= 4 {
		return nil, parser.NoChildren // MDX 1 has indented code: CommonMark's rule
	}
	node, st := p.BlockParser.Open(parent, reader, pc)
	if node == nil {
		return node, st
	}
	line, _ := reader.PeekLine()
	pos := pc.BlockOffset()
	f := fence{char: line[pos]}
	for i := pos; i < len(line) && line[i] == f.char; i++ {
		f.n++
	}
	fences, _ := pc.Get(fenceKey).(map[ast.Node]fence)
	if fences == nil {
		fences = map[ast.Node]fence{}
		pc.Set(fenceKey, fences)
	}
	fences[node] = f
	return node, st
}

func (p indentedFence) Continue(node ast.Node, reader text.Reader, pc parser.Context) parser.State {
	line, _ := reader.PeekLine()
	if w, pos := util.IndentWidth(line, reader.LineOffset()); w >= 4 {
		fences, _ := pc.Get(fenceKey).(map[ast.Node]fence)
		if f, ok := fences[node]; ok {
			i := pos
			for i < len(line) && line[i] == f.char {
				i++
			}
			if i-pos >= f.n && util.IsBlank(line[i:]) {
				reader.AdvanceToEOL()
				return parser.Close
			}
		}
	}
	return p.BlockParser.Continue(node, reader, pc)
}

// BlockParsers are the goldmark block parsers for MDX: CommonMark's without
// raw HTML blocks (HTML is JSX) and without indented code, so that indentation
// is free (MDX 3: micromark without indented code lets headings, lists, quotes
// and breaks start after any indentation, as inside indented JSX); MDX 1 (a
// Docusaurus 2 site) still has indented code, also inside JSX, and CommonMark's
// rules.
func BlockParsers() []util.PrioritizedValue {
	para := indentedParagraph{parser.NewParagraphParser()}
	return []util.PrioritizedValue{
		util.Prioritized(parser.NewSetextHeadingParser(), 100),
		util.Prioritized(freeIndent{parser.NewThematicBreakParser()}, 200),
		util.Prioritized(freeIndent{parser.NewListParser()}, 300),
		util.Prioritized(freeIndent{parser.NewListItemParser()}, 400),
		util.Prioritized(mdx1Code{parser.NewCodeBlockParser()}, 500),
		util.Prioritized(freeIndent{parser.NewATXHeadingParser()}, 600),
		util.Prioritized(indentedFence{parser.NewFencedCodeBlockParser()}, 700),
		util.Prioritized(freeIndent{parser.NewBlockquoteParser()}, 800),
		util.Prioritized(para, 1000),
	}
}

// mdx1Code is goldmark's indented code parser, for MDX 1 documents only, after
// a blank line: MDX 1 reads a JSX block up to the next blank line as JSX, so
// indented tags inside it (`<div>\n  <figure>\n    <figcaption>`) are not
// code.
type mdx1Code struct{ parser.BlockParser }

func (p mdx1Code) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	if !GetState(pc).MDX1 || !afterBlankLine(reader) {
		return nil, parser.NoChildren
	}
	return p.BlockParser.Open(parent, reader, pc)
}

// afterBlankLine reports whether the reader's line is the document's first or
// follows a blank line.
func afterBlankLine(reader text.Reader) bool {
	_, seg := reader.Position()
	src := reader.Source()
	i := min(seg.Start, len(src))
	for i > 0 && src[i-1] != '\n' {
		i-- // the start of this line
	}
	if i == 0 {
		return true
	}
	j := i - 1 // the end of the previous line
	for j > 0 && src[j-1] != '\n' {
		j--
	}
	return util.IsBlank(src[j:i])
}

// freeIndent lets one of goldmark's block parsers open (and go on) on a line
// indented four columns or more in an MDX 3 document: the parser is shown the
// line from its first non-blank character, and a list item's content offset
// counts the indentation it skipped, so that the following lines compare with
// it as micromark compares them (an item continues on lines indented at least
// as much as its content; a less indented marker starts the next item).
type freeIndent struct{ parser.BlockParser }

func (freeIndent) CanAcceptIndentedLine() bool { return true }

// SetOption passes the parser's options (heading attributes) on.
func (p freeIndent) SetOption(name parser.OptionName, v any) {
	if o, ok := p.BlockParser.(parser.SetOptioner); ok {
		o.SetOption(name, v)
	}
}

// skipIndent advances the reader past a line's indentation of four columns or
// more (w is its width), in an MDX 3 document; ok is false (and nothing is
// done) otherwise. The caller restores the position when the parser declines.
func skipIndent(reader text.Reader, pc parser.Context) (w int, ok bool) {
	if GetState(pc).MDX1 {
		return 0, false
	}
	line, _ := reader.PeekLine()
	w, pos := util.IndentWidth(line, reader.LineOffset())
	if w < 4 || pos >= len(line) || util.IsBlank(line) {
		return 0, false
	}
	reader.Advance(pos)
	pc.SetBlockOffset(0)
	pc.SetBlockIndent(0)
	return w, true
}

// restore puts the reader back at a position (Advance(0) drops the line
// goldmark's reader keeps from the last PeekLine, which SetPosition does not).
func restore(reader text.Reader, l int, seg text.Segment) {
	reader.SetPosition(l, seg)
	reader.Advance(0)
}

func (p freeIndent) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	l, seg := reader.Position()
	offset, indent := pc.BlockOffset(), pc.BlockIndent()
	w, skipped := skipIndent(reader, pc)
	if !skipped && indent >= 4 {
		return nil, parser.NoChildren // MDX 1: CommonMark's rule
	}
	node, st := p.BlockParser.Open(parent, reader, pc)
	if !skipped {
		return node, st
	}
	pc.SetBlockOffset(offset) // the node's position: its first character
	pc.SetBlockIndent(indent)
	switch n := node.(type) {
	case nil:
		restore(reader, l, seg)
	case *ast.List:
		// Its items are opened on the same line, and skip the indent themselves.
		restore(reader, l, seg)
	case *ast.ListItem:
		n.Offset += w
	}
	return node, st
}

func (p freeIndent) Continue(node ast.Node, reader text.Reader, pc parser.Context) parser.State {
	line, _ := reader.PeekLine()
	indent, _ := util.IndentWidth(line, reader.LineOffset())
	offset := 0
	switch n := node.(type) {
	case *ast.List:
		if last, ok := n.LastChild().(*ast.ListItem); ok {
			offset = last.Offset
		}
	case *ast.ListItem:
		offset = n.Offset
	case *ast.Blockquote:
		offset = indent + 1 // any indentation before ">"
	}
	if indent >= offset {
		return p.BlockParser.Continue(node, reader, pc)
	}
	if GetState(pc).MDX1 {
		return p.continueMDX1(node, reader, pc, line, indent)
	}
	// Less indented than the list item's content: goldmark only looks for the
	// next item (or a quote's ">") on a line indented less than four columns.
	l, seg := reader.Position()
	if _, ok := skipIndent(reader, pc); !ok {
		return p.BlockParser.Continue(node, reader, pc)
	}
	st := p.BlockParser.Continue(node, reader, pc)
	if _, isList := node.(*ast.List); isList || st == parser.Close {
		restore(reader, l, seg) // the list's items read the line again
	}
	return st
}

// listStartRe is a list item's start, as goldmark reads one.
var listStartRe = regexp.MustCompile(`^ {0,3}(?:[-+*]|[0-9]{1,9}[.)])(?:[ \t]|$)`)

// continueMDX1 goes on with a list in an MDX 1 document (remark-parse 8, which
// Docusaurus 2 uses): a line indented less than the item's content, but
// indented, that starts no item stays in the item (`1. a` then, after a blank
// line, `  text`: CommonMark ends the list there), whose content is then
// indented as much.
func (p freeIndent) continueMDX1(node ast.Node, reader text.Reader, pc parser.Context, line []byte, indent int) parser.State {
	switch node.(type) {
	case *ast.List, *ast.ListItem:
		// After a blank line only: a line right after the item's text goes on
		// with its paragraph (a lazy line), as in CommonMark.
		if indent > 0 && !util.IsBlank(line) && !listStartRe.Match(line) && afterBlankLine(reader) {
			if item, ok := node.(*ast.ListItem); ok {
				// The item's content is this much indented from now on (the
				// lines of a fence opened here lose as much as it has).
				item.Offset = indent
				_, pos := util.IndentWidth(line, reader.LineOffset())
				reader.Advance(pos)
			}
			return parser.Continue | parser.HasChildren
		}
	}
	return p.BlockParser.Continue(node, reader, pc)
}

// indentedParagraph is goldmark's paragraph parser, also for lines indented four
// spaces or more (MDX has no indented code).
type indentedParagraph struct{ parser.BlockParser }

func (indentedParagraph) CanAcceptIndentedLine() bool { return true }

// InlineParsers are goldmark's inline parsers without raw HTML.
func InlineParsers() []util.PrioritizedValue {
	return []util.PrioritizedValue{
		util.Prioritized(parser.NewCodeSpanParser(), 100),
		util.Prioritized(parser.NewLinkParser(), 200),
		util.Prioritized(parser.NewAutoLinkParser(), 300),
		util.Prioritized(parser.NewEmphasisParser(), 500),
	}
}

func (extender) Extend(m goldmark.Markdown) {
	m.Parser().AddOptions(
		parser.WithBlockParsers(
			util.Prioritized(esmParser{}, 90),
			util.Prioritized(flowExprParser{}, 95),
			util.Prioritized(blockParser{}, 850),
		),
		parser.WithInlineParsers(
			util.Prioritized(exprParser{}, 150),
			util.Prioritized(inlineParser{}, 350),
		),
		parser.WithASTTransformers(util.Prioritized(transformer{}, 50)),
	)
}

// ---- ESM ----

type esmParser struct{}

func (esmParser) Trigger() []byte { return []byte{'i', 'e'} }

// esmStartRe is how an import or export statement starts; prose such as
// "import the module first." is not one (MDX would fail on it; here it stays a
// paragraph).
var esmStartRe = regexp.MustCompile(`^(?:import\s*(?:['"{*]|type\s|[A-Za-z_$][\w$]*\s*(?:,|from\b|$))|export\s+(?:const|let|var|function|default|class|async|type|interface)\b|export\s*[{*])`)

func isESMStart(line []byte) bool { return esmStartRe.Match(line) }

func (esmParser) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	// At the top level: in the document, or inside JSX block elements there
	// (MDX reads an element's children as part of the document's flow, and
	// hoists the statement: litho's exports inside <TabItem>); not in a list
	// or a quote.
	for p := parent; p.Kind() != ast.KindDocument; p = p.Parent() {
		if p.Kind() != KindBlock {
			return nil, parser.NoChildren
		}
	}
	line, seg := reader.PeekLine()
	if seg.Padding != 0 || reader.LineOffset() != 0 || !isESMStart(line) {
		return nil, parser.NoChildren
	}
	n := &ESM{}
	n.Lines().Append(seg)
	reader.AdvanceToEOL()
	return n, parser.NoChildren
}

func (esmParser) Continue(node ast.Node, reader text.Reader, pc parser.Context) parser.State {
	line, seg := reader.PeekLine()
	if util.IsBlank(line) {
		// A blank line ends the statements unless their code is incomplete,
		// as MDX reads on while the JavaScript does not parse (a function
		// with a blank line in its body: docs.pact.io).
		src := reader.Source()
		if lines := node.Lines(); line == nil || lines.Len() == 0 || !openBrackets(src[lines.At(0).Start:lines.At(lines.Len()-1).Stop]) || !codeGoesOn(src[seg.Stop:]) {
			return parser.Close
		}
	}
	node.Lines().Append(seg)
	reader.AdvanceToEOL()
	return parser.Continue | parser.NoChildren
}

// codeGoesOn reports whether the next line that is not blank goes on with
// code: indented, or closing a bracket (`  return x` or `}` after a blank line
// in a function's body); Markdown starts at the margin.
func codeGoesOn(rest []byte) bool {
	for len(rest) > 0 {
		line := rest
		if i := bytes.IndexByte(rest, '\n'); i >= 0 {
			line, rest = rest[:i], rest[i+1:]
		} else {
			rest = nil
		}
		if util.IsBlank(line) {
			continue
		}
		switch line[0] {
		case ' ', '\t', '}', ')', ']':
			return true
		}
		return false
	}
	return false
}

// openBrackets reports whether JavaScript code leaves a (, [ or { open,
// strings, template literals and comments skipped.
func openBrackets(code []byte) bool {
	depth := 0
	for i := 0; i < len(code); i++ {
		switch c := code[i]; c {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
		case '\'', '"', '`':
			for i++; i < len(code) && code[i] != c && !(c != '`' && code[i] == '\n'); i++ {
				if code[i] == '\\' {
					i++
				}
			}
		case '/':
			if i+1 < len(code) && code[i+1] == '/' {
				for i < len(code) && code[i] != '\n' {
					i++
				}
			} else if i+1 < len(code) && code[i+1] == '*' {
				end := bytes.Index(code[i+2:], []byte("*/"))
				if end < 0 {
					return true
				}
				i += end + 3
			}
		}
	}
	return depth > 0
}

var (
	importRe = regexp.MustCompile(`(?s)\bimport\s+(?:type\s+)?([^'";]*?)\s*\bfrom\s*(['"])([^'"\n]*)['"]`)
	constRe  = regexp.MustCompile(`\bexport\s+(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*`)
	funcRe   = regexp.MustCompile(`\bexport\s+(?:default\s+)?function\s+([A-Za-z_$][\w$]*)`)
)

func (esmParser) Close(node ast.Node, reader text.Reader, pc parser.Context) {
	src := reader.Source()
	lines := node.Lines()
	if lines.Len() == 0 {
		return
	}
	start := lines.At(0).Start
	end := lines.At(lines.Len() - 1).Stop
	stmt := src[start:end]
	st := GetState(pc)
	if st.Imports == nil {
		st.Imports = map[string]*Import{}
	}
	if st.Consts == nil {
		st.Consts = map[string]any{}
	}
	for _, m := range importRe.FindAllSubmatchIndex(stmt, -1) {
		clause := string(stmt[m[2]:m[3]])
		spec := UnescapeSpec(string(stmt[m[6]:m[7]]))
		written := spec
		if strings.HasPrefix(spec, "/") && !strings.HasPrefix(spec, "//") {
			// From the site folder, which Docusaurus's bundler has among its
			// resolve roots: "/src/components/X" is "@site/src/components/X".
			spec = "@site" + spec
		}
		if spec == "." || spec == ".." {
			// The folder's index module, as webpack resolves a folder
			// (homarr's `import { anchorIntegration } from '.'`).
			spec += "/index"
		}
		off := start + m[6]
		for _, b := range importNames(clause) {
			st.Imports[b.local] = &Import{Name: b.local, Export: b.exported, Source: spec, Offset: off}
			if raw, ok := strings.CutPrefix(spec, "!!raw-loader!"); ok && st.ReadRaw != nil && b.exported == "default" {
				// Docusaurus's way to import a file's text (code snippets for a
				// <CodeBlock>): a string constant.
				st.Consts[b.local] = rawValue(st, raw)
			} else if st.Module != nil && isModuleSpec(spec) {
				st.Consts[b.local] = moduleValue(st, spec, b.exported)
			} else if b.exported == "default" && isAssetSpec(spec) {
				// `import diagram from './img/x.png'` then <img src={diagram} />:
				// the bundler's URL of the file, which is what a link to it
				// gives (published as an asset next to the doc). From the site
				// folder's root, `/img/x.png` is the static file, as for
				// require('/img/x.png') (FDC3's compliance badges).
				st.Consts[b.local] = spec
				if u, ok := urlExpression("require('"+written+"')", st); ok && strings.HasPrefix(written, "/") {
					st.Consts[b.local] = u
				}
			}
		}
	}
	for _, m := range constRe.FindAllSubmatchIndex(stmt, -1) {
		name := string(stmt[m[2]:m[3]])
		if v, ok := jsx.ParseValuePrefix(string(stmt[m[1]:]), st.Consts); ok {
			st.Consts[name] = v
		} else {
			if st.Defined == nil {
				st.Defined = map[string]bool{}
			}
			st.Defined[name] = true // a component, most likely (export const Highlight = …)
		}
	}
	for _, m := range funcRe.FindAllSubmatch(stmt, -1) {
		if st.Defined == nil {
			st.Defined = map[string]bool{}
		}
		st.Defined[string(m[1])] = true
	}
}

// isAssetSpec reports whether an import names a file of the site that the
// bundler turns into a URL (an image, a video, a document).
func isAssetSpec(spec string) bool {
	if !strings.HasPrefix(spec, "./") && !strings.HasPrefix(spec, "../") && !strings.HasPrefix(spec, "@site/") {
		return false
	}
	switch strings.ToLower(path.Ext(spec)) {
	case ".png", ".jpg", ".jpeg", ".gif", ".svg", ".webp", ".avif", ".ico", ".bmp", ".mp4", ".webm", ".mov", ".mp3", ".wav", ".pdf", ".zip":
		return true
	}
	return false
}

// isModuleSpec reports whether an import names a module of the site whose
// exports an attribute value may use: a JavaScript or JSON file.
func isModuleSpec(spec string) bool {
	if ClassifyImport(spec) == ImportComponent {
		return true
	}
	return path.Ext(spec) == ".json" && (strings.HasPrefix(spec, "./") || strings.HasPrefix(spec, "../") || strings.HasPrefix(spec, "@site/"))
}

// rawValue is the text of the file a raw-loader import names, read when first used.
func rawValue(st *State, spec string) jsx.Lazy {
	return lazy(func() (any, bool) {
		s, ok := st.ReadRaw(spec)
		return s, ok
	})
}

// moduleValue is the value an import binds, evaluated when first used.
func moduleValue(st *State, spec, export string) jsx.Lazy {
	return lazy(func() (any, bool) {
		exports, found := st.Module(spec)
		if !found {
			return nil, false
		}
		switch export {
		case "*":
			return exports, true
		case "default":
			// an ES module's default export, or a CommonJS module.exports
			if d, has := exports["default"]; has {
				return d, true
			}
			return exports, true
		}
		v, ok := exports[export]
		return v, ok
	})
}

// lazy is f, run the first time its value is asked for.
func lazy(f func() (any, bool)) jsx.Lazy {
	var once sync.Once
	var v any
	var ok bool
	return func() (any, bool) {
		once.Do(func() { v, ok = f() })
		return v, ok
	}
}

// UnescapeSpec reads the escapes of a JavaScript string in an import
// specifier: './\_note.mdx' (Prettier escapes a Markdown file's underscores) is
// './_note.mdx'. Escapes that stand for other characters are kept as written.
func UnescapeSpec(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) && !strings.ContainsRune("bfnrtvux0123456789", rune(s[i+1])) {
			i++
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// importNames are the local names an import clause binds: `X`, `{A, B as C}`,
// `X, {A}`, `* as NS`.
// importBinding is one name an import statement binds.
type importBinding struct {
	local, exported string // exported: "default", "*" (namespace) or the imported name
}

func importNames(clause string) []importBinding {
	var names []importBinding
	clause = strings.TrimSpace(clause)
	if i := strings.IndexByte(clause, '{'); i >= 0 {
		j := strings.IndexByte(clause, '}')
		if j > i {
			for _, part := range strings.Split(clause[i+1:j], ",") {
				f := strings.Fields(part)
				if len(f) == 0 {
					continue
				}
				if f[0] == "type" && len(f) > 1 {
					f = f[1:]
				}
				names = append(names, importBinding{local: f[len(f)-1], exported: strings.Trim(f[0], `'"`)})
			}
			clause = clause[:i] + clause[j+1:]
		}
	}
	for _, part := range strings.Split(clause, ",") {
		f := strings.Fields(part)
		if len(f) == 0 {
			continue
		}
		if jsx.IsIdentifier(f[len(f)-1]) && f[len(f)-1] != "type" {
			exp := "default"
			if f[0] == "*" {
				exp = "*"
			}
			names = append(names, importBinding{local: f[len(f)-1], exported: exp})
		}
	}
	return names
}

func (esmParser) CanInterruptParagraph() bool { return false }
func (esmParser) CanAcceptIndentedLine() bool { return false }

// ---- expressions ----

type exprParser struct{}

func (exprParser) Trigger() []byte { return []byte{'{'} }

func (exprParser) Parse(parent ast.Node, block text.Reader, pc parser.Context) ast.Node {
	_, seg := block.PeekLine()
	src := block.Source()
	start := seg.Start
	if start+1 < len(src) && src[start+1] == '#' {
		return nil // a heading id {#id} or an attribute list, not an expression
	}
	st := GetState(pc)
	if st.failed || st.textInlineExpression(parent, src, start) {
		return nil
	}
	end, err := jsx.ScanExpression(src, start)
	if err != nil {
		st.syntax(pc, err.Offset, err.Msg)
		return nil
	}
	if !advanceTo(block, end) {
		st.syntax(pc, start, "expression '{' is not closed before the end of its paragraph")
		return nil
	}
	n := &Expression{Source: string(src[start+1 : end-1])}
	n.Value = evaluate(pc, n.Source, start)
	return n
}

// advanceTo moves the block reader to an absolute source offset; false when the
// offset is beyond the block.
func advanceTo(block text.Reader, end int) bool {
	for {
		_, seg := block.Position()
		if seg.Start >= end {
			return true
		}
		line, _ := block.PeekLine()
		if line == nil {
			return false
		}
		before := seg
		block.Advance(1)
		if _, after := block.Position(); after == before {
			return false
		}
	}
}

// evaluate returns what an expression renders: comments nothing, literals and
// exported constants their value; anything else nothing, with a warning.
func evaluate(pc parser.Context, expr string, offset int) string {
	if jsx.IsComment(expr) {
		return ""
	}
	v, ok := jsx.ParseValue(expr, GetState(pc).Consts)
	if ok {
		switch v := v.(type) {
		case string:
			return v
		case float64:
			return fmt.Sprint(v)
		case nil, bool:
			return ""
		}
	}
	if imp := GetState(pc).Imports[strings.TrimSpace(expr)]; imp != nil && strings.HasPrefix(imp.Source, "!!raw-loader!") {
		mdstate.Get(pc).Warn(DiagExpression, offset, fmt.Sprintf(
			"{%s} is the text of %q, which is not a file of the site (with or without an extension); it renders nothing (Docusaurus stops the build: module not found)", shorten(expr), strings.TrimPrefix(imp.Source, "!!raw-loader!")))
		return ""
	}
	mdstate.Get(pc).Warn(DiagExpression, offset, fmt.Sprintf(
		"the expression {%s} is not evaluated (contentc runs no JavaScript; only literals and exported constants are), so it renders nothing", shorten(expr)))
	return ""
}

func shorten(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > 40 {
		return s[:37] + "…"
	}
	return s
}

// flowExprParser reads an expression alone on its lines (it may hold blank
// lines, as comments often do).
type flowExprParser struct{}

func (flowExprParser) Trigger() []byte { return []byte{'{', '}'} }

// jsxBlockKey counts the open `{` lines whose expression is JSX (see Open).
var jsxBlockKey = parser.NewContextKey()

func (flowExprParser) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	if p, ok := pc.LastOpenedBlock().Node.(*ast.Paragraph); ok && openBraces(p, reader.Source()) {
		// A line of an expression the paragraph opened (`<div>{[` then
		// `  {"b": 1}`, open-webui's JSON-LD): the paragraph goes on.
		return nil, parser.NoChildren
	}
	line, seg := reader.PeekLine()
	_, pos := util.IndentWidth(line, reader.LineOffset())
	start := seg.Start + pos - seg.Padding
	src := reader.Source()
	if start >= 0 && start < len(src) && src[start] == '}' {
		// The lone "}" that ends a JSX expression block opened by a lone "{".
		if n, _ := pc.Get(jsxBlockKey).(int); n > 0 && util.IsBlank(line[pos+1:]) {
			pc.Set(jsxBlockKey, n-1)
			reader.AdvanceToEOL()
			return &FlowExpr{}, parser.NoChildren
		}
		return nil, parser.NoChildren
	}
	if start < 0 || start+1 >= len(src) || src[start] != '{' || src[start+1] == '#' || GetState(pc).failed || GetState(pc).textExpression(parent) {
		return nil, parser.NoChildren
	}
	if util.IsBlank(line[pos+1:]) {
		// "{" alone on its line, then JSX (`{` / `<ul>…</ul>` / `}`): an
		// expression whose value is the JSX, which MDX renders; contentc reads
		// the JSX as the document's own and drops the braces' lines.
		rest := bytes.TrimLeft(src[start+1:], " \t\r\n")
		if len(rest) > 1 && rest[0] == '<' && (jsx.IsASCIILetter(rest[1]) || rest[1] == '>') {
			n, _ := pc.Get(jsxBlockKey).(int)
			pc.Set(jsxBlockKey, n+1)
			reader.AdvanceToEOL()
			return &FlowExpr{}, parser.NoChildren
		}
	}
	end, err := jsx.ScanExpression(src, start)
	if err != nil {
		return nil, parser.NoChildren // the inline parser reports it
	}
	eol := end
	for eol < len(src) && src[eol] != '\n' {
		eol++
	}
	var closes []*Block
	if !util.IsBlank(src[end:eol]) {
		if closes = closersAfter(src, end, pc); closes == nil {
			return nil, parser.NoChildren
		}
	}
	expr := string(src[start+1 : end-1])
	n := &FlowExpr{Expression: Expression{Source: expr}}
	n.Value = evaluate(pc, expr, start)
	for _, b := range closes {
		b.closed = true // its Continue ends it on the next line
	}
	skipLines(reader, start, eol)
	return n, parser.NoChildren
}

// openBraces reports whether a paragraph's lines so far leave a `{` open
// (code spans left out).
func openBraces(p *ast.Paragraph, src []byte) bool {
	depth, tick := 0, false
	lines := p.Lines()
	for i := 0; i < lines.Len(); i++ {
		seg := lines.At(i)
		for _, c := range seg.Value(src) {
			switch {
			case c == '`':
				tick = !tick
			case tick:
			case c == '{':
				depth++
			case c == '}' && depth > 0:
				depth--
			}
		}
	}
	return depth > 0
}

// closersAfter returns the open elements that the closing tags after an
// expression close when they are all that follows it on its line (`{`…`}
// </div>`: MDX allows tags right after an expression), innermost first; nil
// otherwise.
func closersAfter(src []byte, i int, pc parser.Context) []*Block {
	var open []*Block
	for _, b := range pc.OpenedBlocks() {
		if blk, ok := b.Node.(*Block); ok && !blk.closed && !blk.SelfClosing {
			open = append(open, blk)
		}
	}
	var closed []*Block
	for {
		for i < len(src) && (src[i] == ' ' || src[i] == '\t') {
			i++
		}
		if i >= len(src) || src[i] == '\n' || src[i] == '\r' {
			return closed
		}
		if !jsx.LooksLikeTag(src, i) {
			return nil
		}
		t, err := jsx.ParseTag(src, i, nil)
		k := len(open) - 1 - len(closed)
		if err != nil || !t.Closing || k < 0 || open[k].Name != t.Name || bytes.IndexByte(src[i:t.End], '\n') >= 0 {
			return nil
		}
		closed = append(closed, open[k])
		i = t.End
	}
}

// skipLines advances the reader over the lines from start to the one holding
// eol, leaving it at that line's end.
func skipLines(reader text.Reader, start, eol int) {
	for i := start; i < eol; i++ {
		if reader.Source()[i] == '\n' {
			reader.AdvanceLine()
		}
	}
	reader.AdvanceToEOL()
}

func (flowExprParser) Continue(node ast.Node, reader text.Reader, pc parser.Context) parser.State {
	return parser.Close
}
func (flowExprParser) Close(node ast.Node, reader text.Reader, pc parser.Context) {}
func (flowExprParser) CanInterruptParagraph() bool                                { return true }
func (flowExprParser) CanAcceptIndentedLine() bool                                { return true }

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

// ---- JSX ----

type blockParser struct{}

func (blockParser) Trigger() []byte { return []byte{'<'} }

// restBlank reports whether the source from i to the end of its line is blank.
func restBlank(src []byte, i int) (eol int, blank bool) {
	eol = i
	for eol < len(src) && src[eol] != '\n' {
		eol++
	}
	return eol, util.IsBlank(src[i:eol])
}

// flowContainers are the HTML elements a line may open in MDX 1 with content
// after the tag (`<details><summary>Title</summary>`, `<div class="x">Text`).
var flowContainers = map[string]bool{"details": true, "div": true, "section": true, "article": true, "aside": true,
	"center": true, "blockquote": true, "figure": true, "header": true, "footer": true, "nav": true, "main": true}

// opensFlow reports whether tag t opens an element of flowContainers that its
// line (up to eol) does not close.
func opensFlow(src []byte, t *jsx.Tag, eol int) bool {
	return flowContainers[t.Name] && !bytes.Contains(src[t.End:eol], []byte("</"+t.Name+">"))
}

// autolinkRe is a CommonMark autolink (URI or e-mail address) at the start.
var autolinkRe = regexp.MustCompile(`^<(?:[A-Za-z][A-Za-z0-9+.\-]{1,31}:[^\x00-\x20<>]*|[a-zA-Z0-9.!#$%&'*+/=?^_\x60{|}~\-]+@[a-zA-Z0-9](?:[a-zA-Z0-9\-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9\-]{0,61}[a-zA-Z0-9])?)*)>`)

func (blockParser) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	line, seg := reader.PeekLine()
	_, pos := util.IndentWidth(line, reader.LineOffset())
	src := reader.Source()
	start := seg.Start + pos - seg.Padding
	if start < 0 || start >= len(src) || src[start] != '<' {
		return nil, parser.NoChildren
	}
	if bytes.HasPrefix(src[start:], commentStart) {
		if GetState(pc).failed {
			return nil, parser.NoChildren
		}
		end := bytes.Index(src[start:], commentEnd)
		if end < 0 {
			return nil, parser.NoChildren // reported by the inline parser
		}
		eol, blank := restBlank(src, start+end+3)
		if !blank {
			return nil, parser.NoChildren
		}
		n := &FlowExpr{}
		skipLines(reader, start, eol)
		return n, parser.NoChildren
	}
	st := GetState(pc)
	if !jsx.LooksLikeTag(src, start) || st.failed {
		return nil, parser.NoChildren
	}
	t, err := jsx.ParseTag(src, start, st.Consts)
	if err == nil && st.MDX1 && !mdx1Name(t.Name) {
		return nil, parser.NoChildren // text to MDX 1, which the inline parser reports
	}
	if err != nil {
		if autolinkRe.Match(src[start:]) {
			// `<https://…>` or `<a@b.org>` opening a line (a list item's, a
			// paragraph's): an autolink, which is not a tag at all; the
			// paragraph's inline parsers read it as one.
			return nil, parser.NoChildren
		}
		st.syntax(pc, err.Offset, err.Msg)
		return nil, parser.NoChildren
	}
	if st.MDX1 && !t.Closing && !t.SelfClosing {
		if n, end := mdx1Chunk(src, t); n != nil {
			skipLines(reader, start, end)
			return n, parser.NoChildren
		}
	}
	eol, blank := restBlank(src, t.End)
	if !blank && t.Closing && tagRun(src, t, st.Consts) != nil {
		blank = true // a line of tags that starts with a closing tag no element here has
	}
	if !blank && !t.Closing && seg.Padding == 0 {
		// A line of tags only (`<tbody><tr><td>`, `<td></td>`): each is a tag of
		// its own (MDX's JSX flow), the first one opened here and the rest of
		// the line read as its content.
		if run := tagRun(src, t, st.Consts); run != nil && balanced(run) {
			// One whole element (`<td></td>`, `<video><source … /></video>`): closed here.
			n := closedTree(run)
			skipLines(reader, start, eol)
			return n, parser.NoChildren
		} else if k := len(run) - 1; k > 0 && run[k].Closing && balanced(run[:k]) && openBlockNamed(parent, run[k].Name) {
			// One whole element, then the closing tag of the element these
			// lines are in (`<div>` … `<img src="…" /></div>`): the element,
			// and the enclosing one ends with this line (docs.pact.io).
			n := closedTree(run[:k])
			parent.(*Block).closed = true
			skipLines(reader, start, eol)
			return n, parser.NoChildren
		} else if (run != nil || st.MDX1 && opensFlow(src, t, eol)) && !t.SelfClosing && !voidTags[strings.ToLower(t.Name)] {
			if tooDeep(pc, start) {
				return nil, parser.NoChildren
			}
			// The rest of the line after the tag (which may go on over lines,
			// `<Tabs values={…}\n>  <TabItem value="a">`) is read next.
			line := seg
			for i := start; i < t.End; i++ {
				if src[i] == '\n' {
					reader.AdvanceLine()
					_, line = reader.PeekLine()
				}
			}
			reader.Advance(t.End - line.Start)
			return &Block{Element: Element{Name: t.Name, Attrs: t.Attrs, Offset: start}}, parser.HasChildren
		}
	}
	if !blank {
		// `<iframe …attributes on several lines…\n></iframe>`: an element with
		// no children whose closing tag ends the opening tag's last line.
		if !t.Closing && !t.SelfClosing && t.End < len(src) && src[t.End] == '<' && jsx.LooksLikeTag(src, t.End) {
			if ct, err := jsx.ParseTag(src, t.End, nil); err == nil && ct.Closing && ct.Name == t.Name {
				if eol2, blank2 := restBlank(src, ct.End); blank2 && bytes.IndexByte(src[start:t.End], '\n') >= 0 {
					n := &Block{Element: Element{Name: t.Name, Attrs: t.Attrs, Offset: start}, closed: true}
					skipLines(reader, start, eol2)
					return n, parser.NoChildren
				}
			}
		}
		return nil, parser.NoChildren // content follows: inline
	}
	if t.Closing && voidTags[strings.ToLower(t.Name)] {
		// `<img …>` then `</img>` on a later line: JSX pairs them (an element
		// with no children), and contentc took the <img> as complete already
		// (eigenlayer-docs); the closing tag adds nothing.
		skipLines(reader, start, eol)
		return &FlowExpr{}, parser.NoChildren
	}
	if t.Closing {
		st.syntax(pc, start, fmt.Sprintf("unexpected closing tag </%s>: no element <%s> is open here", t.Name, t.Name))
		skipLines(reader, start, eol)
		return &FlowExpr{}, parser.NoChildren
	}
	n := &Block{Element: Element{Name: t.Name, Attrs: t.Attrs, SelfClosing: t.SelfClosing, Offset: start}}
	if tooDeep(pc, start) {
		return nil, parser.NoChildren
	}
	skipLines(reader, start, eol)
	if t.SelfClosing || voidTags[strings.ToLower(t.Name)] {
		n.SelfClosing = true
		n.closed = true
		return n, parser.NoChildren
	}
	return n, parser.HasChildren
}

func (blockParser) Continue(node ast.Node, reader text.Reader, pc parser.Context) parser.State {
	n, ok := node.(*Block)
	if !ok || n.SelfClosing || n.closed {
		return parser.Close // an element closed on its own lines (<td></td>) has no more
	}
	// A fenced code block open inside holds its lines (it is a leaf: the
	// innermost open block).
	if bs := pc.OpenedBlocks(); len(bs) > 0 {
		if _, ok := bs[len(bs)-1].Node.(*ast.FencedCodeBlock); ok {
			return parser.Continue | parser.HasChildren
		}
	}
	line, seg := reader.PeekLine()
	_, pos := util.IndentWidth(line, reader.LineOffset())
	src := reader.Source()
	start := seg.Start + pos - seg.Padding
	if start < 0 || start >= len(src) || src[start] != '<' || !jsx.LooksLikeTag(src, start) {
		return parser.Continue | parser.HasChildren
	}
	t, err := jsx.ParseTag(src, start, nil)
	if err != nil || !t.Closing {
		return parser.Continue | parser.HasChildren
	}
	// The closing tags that start the line (`</td></tr></tbody></table>`) close
	// the open elements from the innermost out; this one closes if it is among them.
	closers := []*jsx.Tag{t}
	rest := t.End
	if run := tagRun(src, t, nil); run != nil && seg.Padding == 0 {
		for _, c := range run[1:] {
			if !c.Closing {
				break
			}
			closers = append(closers, c)
		}
		rest = run[len(run)-1].End
	}
	if !flowRest(src, rest) {
		return parser.Continue | parser.HasChildren // content follows: inline
	}
	var open []*Block // the open elements, outermost first
	me := -1
	for _, b := range pc.OpenedBlocks() {
		if blk, ok := b.Node.(*Block); ok && !blk.closed && !blk.SelfClosing {
			if blk == n {
				me = len(open)
			}
			open = append(open, blk)
		}
	}
	at := -1 // the closer that closes n
	for q, c := range closers {
		k := len(open) - 1 - q
		if k < 0 || open[k].Name != c.Name {
			break
		}
		if k == me {
			at = q
			break
		}
	}
	if at < 0 {
		// A lone closing tag of this element while an element inside is still
		// open: it closes this one (the inner one reports it is not closed).
		eol, blank := restBlank(src, t.End)
		if !blank || len(closers) > 1 || t.Name != n.Name || me < 0 || slices.ContainsFunc(open[me+1:], func(b *Block) bool { return b.Name == n.Name }) {
			return parser.Continue | parser.HasChildren
		}
		n.closed = true
		skipLines(reader, start, eol)
		return parser.Close
	}
	for _, b := range open[me:] {
		b.closed = true
	}
	c := closers[at]
	if eol, blank := restBlank(src, c.End); blank {
		skipLines(reader, start, eol)
	} else if seg.Padding == 0 {
		// the rest of the line opens or closes more, or is an expression
		// (`</a>{' '}`, as MDX allows after a tag)
		reader.Advance(c.End - seg.Start)
	} else {
		skipLines(reader, start, eol)
	}
	return parser.Close
}

// flowRest reports whether the source from i to the end of its line holds only
// tags and expressions (a tag may go on over lines): what MDX's JSX flow allows
// after a tag.
func flowRest(src []byte, i int) bool {
	for {
		for i < len(src) && (src[i] == ' ' || src[i] == '\t') {
			i++
		}
		switch {
		case i >= len(src) || src[i] == '\n' || src[i] == '\r':
			return true
		case src[i] == '{':
			end, err := jsx.ScanExpression(src, i)
			if err != nil {
				return false
			}
			i = end
		case jsx.LooksLikeTag(src, i):
			t, err := jsx.ParseTag(src, i, nil)
			if err != nil {
				return false
			}
			i = t.End
		default:
			return false
		}
	}
}

// tooDeep reports (as a diagnostic) an element nested deeper than the limit.
func tooDeep(pc parser.Context, start int) bool {
	depth := 0
	for _, b := range pc.OpenedBlocks() {
		if b.Node.Kind() == KindBlock {
			depth++
		}
	}
	if depth >= mdstate.Get(pc).Limit() {
		mdstate.TooDeep(pc, start)
		return true
	}
	return false
}

// balanced reports whether a run of tags is exactly one element: its first
// tag's element is closed by the run's last tag (or is the only one, empty),
// every closing tag matching the element open there.
func balanced(run []*jsx.Tag) bool {
	var open []string
	for i, t := range run {
		switch {
		case t.Closing:
			if len(open) == 0 || open[len(open)-1] != t.Name {
				return false
			}
			open = open[:len(open)-1]
		case t.SelfClosing || voidTags[strings.ToLower(t.Name)]:
		default:
			open = append(open, t.Name)
		}
		if len(open) == 0 && i < len(run)-1 {
			return false
		}
	}
	return len(open) == 0
}

// openBlockNamed reports whether n is an element block still open, named name.
func openBlockNamed(n ast.Node, name string) bool {
	b, ok := n.(*Block)
	return ok && !b.closed && !b.SelfClosing && b.Name == name
}

// closedTree makes the element of a balanced run, its children elements of
// their own, every one closed.
// mdx1Chunk reads an HTML element whose lines, up to the next blank line,
// hold it whole with text among its tags, as MDX 1 reads it: a JSX block,
// whose text is JSX text, not Markdown (`<pre>\nf(x:\n<a href="…">\nT\n</a>,
// y) => R\n</pre>`; `**b**` inside stays as written), its lines joined as JSX
// joins them. It returns the element in a Flow and the end of its last line;
// nil for anything else (components, expressions, a blank line inside, tags
// only), which is read as MDX 3 reads it.
func mdx1Chunk(src []byte, first *jsx.Tag) (*Flow, int) {
	if !isHTMLName(first.Name) || voidTags[strings.ToLower(first.Name)] {
		return nil, 0
	}
	var toks []chunkToken
	depth, text := 0, false
	i := first.Start
	for i < len(src) {
		if src[i] == '<' {
			t, err := jsx.ParseTag(src, i, nil)
			if err != nil || !isHTMLName(t.Name) {
				return nil, 0
			}
			toks = append(toks, chunkToken{tag: t})
			switch {
			case t.Closing:
				depth--
			case !t.SelfClosing && !voidTags[strings.ToLower(t.Name)]:
				depth++
			}
			i = t.End
			if depth == 0 {
				break
			}
			if depth < 0 {
				return nil, 0
			}
			continue
		}
		j := i
		for j < len(src) && src[j] != '<' {
			if src[j] == '{' || src[j] == '}' {
				return nil, 0
			}
			if src[j] == '\n' && j+1 < len(src) {
				if _, blank := restBlank(src, j+1); blank {
					return nil, 0 // a blank line: the JSX block ends before the element does
				}
			}
			j++
		}
		if j >= len(src) {
			return nil, 0
		}
		t := string(src[i:j])
		if strings.TrimSpace(t) != "" {
			text = true
		}
		toks = append(toks, chunkToken{text: t})
		i = j
	}
	eol, blank := restBlank(src, i)
	if depth != 0 || !blank || !text {
		return nil, 0
	}
	flow := &Flow{build: func(flow *Flow) {
		buildChunk(flow, toks)
	}}
	return flow, eol
}

// chunkToken is a tag or a text of an MDX 1 JSX block.
type chunkToken struct {
	tag  *jsx.Tag
	text string
}

// buildChunk adds an MDX 1 JSX block's elements and texts to flow.
func buildChunk(flow *Flow, toks []chunkToken) {
	var stack []ast.Node
	for _, tk := range toks {
		var parent ast.Node = flow
		if len(stack) > 0 {
			parent = stack[len(stack)-1]
		}
		switch {
		case tk.tag == nil:
			if s := jsxText(tk.text); s != "" {
				str := ast.NewString([]byte(s))
				str.SetRaw(true) // written escaped, as it is
				parent.AppendChild(parent, str)
			}
		case tk.tag.Closing:
			stack = stack[:len(stack)-1]
		default:
			t := tk.tag
			void := t.SelfClosing || voidTags[strings.ToLower(t.Name)]
			in := &Inline{Element: Element{Name: t.Name, Attrs: t.Attrs, SelfClosing: void, Offset: t.Start}, paired: true}
			parent.AppendChild(parent, in)
			if !void {
				stack = append(stack, in)
			}
		}
	}
}

// mdx1Name reports whether MDX 1 reads a tag of this name as JSX: a letter,
// then letters, digits, - and . (remark's HTML tag names, and members such as
// Tabs.Item); `<APP_HOME>` or `<access_id>` is text to it.
func mdx1Name(name string) bool {
	for i := 0; i < len(name); i++ {
		c := name[i]
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z':
		case i > 0 && (c >= '0' && c <= '9' || c == '-' || c == '.'):
		default:
			return false
		}
	}
	return name != ""
}

// isHTMLName reports whether a tag names an HTML element (lower case), not a
// component.
func isHTMLName(name string) bool {
	return name != "" && name[0] >= 'a' && name[0] <= 'z' && !strings.ContainsAny(name, ".:")
}

// jsxText is a text between JSX tags as JSX renders it (Babel's
// cleanJSXElementLiteralChild): lines trimmed, except the first's start and
// the last's end; lines with nothing left dropped; the rest joined by a space.
func jsxText(s string) string {
	s = strings.ReplaceAll(s, "\r\n", "\n")
	lines := strings.Split(strings.ReplaceAll(s, "\t", " "), "\n")
	if len(lines) == 1 {
		return s
	}
	lastNonEmpty := -1
	for k, l := range lines {
		if strings.TrimSpace(l) != "" {
			lastNonEmpty = k
		}
	}
	var b strings.Builder
	for k, l := range lines {
		if k > 0 {
			l = strings.TrimLeft(l, " ")
		}
		if k < len(lines)-1 {
			l = strings.TrimRight(l, " ")
		}
		if l == "" {
			continue
		}
		b.WriteString(l)
		if k != lastNonEmpty {
			b.WriteByte(' ')
		}
	}
	return b.String()
}

func closedTree(run []*jsx.Tag) *Block {
	var root *Block
	var stack []*Block
	for _, t := range run {
		if t.Closing {
			stack = stack[:len(stack)-1]
			continue
		}
		void := t.SelfClosing || voidTags[strings.ToLower(t.Name)]
		b := &Block{Element: Element{Name: t.Name, Attrs: t.Attrs, SelfClosing: void, Offset: t.Start}, closed: true}
		if root == nil {
			root = b
		} else {
			stack[len(stack)-1].AppendChild(stack[len(stack)-1], b)
		}
		if !void {
			stack = append(stack, b)
		}
	}
	return root
}

// tagRun returns first and the tags after it when the rest of its line holds
// only tags (and spaces between them), each on that one line; nil otherwise.
// A void element closed by a tag of its own (`<br></br>`, valid JSX) is one
// self-closing tag in the run; `{' '}` between or after tags is left out.
func tagRun(src []byte, first *jsx.Tag, consts map[string]any) []*jsx.Tag {
	run := []*jsx.Tag{first}
	i, n := first.End, 1
	for {
		for i < len(src) && (src[i] == ' ' || src[i] == '\t') {
			i++
		}
		if i >= len(src) || src[i] == '\n' || src[i] == '\r' {
			if n < 2 {
				return nil
			}
			return run
		}
		if src[i] == '{' {
			// `{' '}`, JSX's way to write a space between tags, is nothing here
			end, err := jsx.ScanExpression(src, i)
			if err != nil {
				return nil
			}
			v, _ := jsx.ParseValue(string(src[i+1:end-1]), nil)
			if s, isStr := v.(string); !isStr || strings.TrimSpace(s) != "" {
				return nil
			}
			i = end
			continue
		}
		if !jsx.LooksLikeTag(src, i) {
			return nil
		}
		t, err := jsx.ParseTag(src, i, consts)
		if err != nil || bytes.IndexByte(src[i:t.End], '\n') >= 0 {
			return nil
		}
		n++
		if last := run[len(run)-1]; t.Closing && t.Name == last.Name && !last.Closing && !last.SelfClosing && voidTags[strings.ToLower(t.Name)] {
			last.SelfClosing = true
		} else {
			run = append(run, t)
		}
		i = t.End
	}
}

func (blockParser) Close(node ast.Node, reader text.Reader, pc parser.Context) {
	n, ok := node.(*Block)
	if ok && !n.closed {
		GetState(pc).syntax(pc, n.Offset, fmt.Sprintf("<%s> is not closed: expected </%s> before the end of its container", n.Name, n.Name))
	}
}
func (blockParser) CanInterruptParagraph() bool { return true }
func (blockParser) CanAcceptIndentedLine() bool { return true }

type inlineParser struct{}

func (inlineParser) Trigger() []byte { return []byte{'<'} }

func (inlineParser) Parse(parent ast.Node, block text.Reader, pc parser.Context) ast.Node {
	_, seg := block.PeekLine()
	src := block.Source()
	start := seg.Start
	st := GetState(pc)
	if bytes.HasPrefix(src[start:], commentStart) {
		if st.failed {
			return nil
		}
		end := bytes.Index(src[start:], commentEnd)
		if end < 0 {
			st.syntax(pc, start, "unclosed HTML comment: <!-- without -->")
			return nil
		}
		if !advanceTo(block, start+end+3) {
			return nil
		}
		return &Expression{}
	}
	if !jsx.LooksLikeTag(src, start) || st.failed {
		return nil
	}
	t, err := jsx.ParseTag(src, start, st.Consts)
	if err != nil {
		st.syntax(pc, err.Offset, err.Msg)
		return nil
	}
	if st.MDX1 && !mdx1Name(t.Name) {
		st.syntax(pc, start, fmt.Sprintf("<%s> is text to MDX 1 (a tag name of letters, digits, - and . only) but a tag to MDX 3", t.Name))
		return nil // text to MDX 1: `Unzip into <APP_HOME>/conf`
	}
	if !advanceTo(block, t.End) {
		st.syntax(pc, start, fmt.Sprintf("tag <%s> is not closed before the end of its paragraph", t.Name))
		return nil
	}
	return &Inline{Element: Element{Name: t.Name, Attrs: t.Attrs, SelfClosing: t.SelfClosing, Offset: start}, closing: t.Closing}
}

var commentStart, commentEnd = []byte("<!--"), []byte("-->")
