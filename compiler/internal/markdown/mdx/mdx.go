// Package mdx is a goldmark extension for the MDX syntax Docusaurus docs use,
// without running JavaScript:
//
//   - Expressions: `{/* comment */}` disappears, `{'text'}`, `{42}` and `{x}` (an
//     exported literal) render their value, anything else is a warning.
//   - JSX elements, block (the tag alone on its lines, children are Markdown
//     blocks) and inline (children are Markdown inlines), with string, boolean
//     and `{…}` attributes; `{…}` values that are JSON-like literals are parsed.
//     Its transformer pairs inline tags and unwraps paragraphs as MDX does.
//
// Around it, each its own package: esm (the `import`/`export` statements,
// the document's State they fill and what an import specifier names), blocks
// (CommonMark's parsers as MDX uses them), components (what each element
// means: imports, partials, islands, Docusaurus's built-ins and their checks),
// mdxhtml (their HTML) and jsx (the JavaScript they are written in, and how
// runs of tags on a line pair up). Malformed JSX is an error at its offset.
package mdx

import (
	"bytes"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

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
}

// Included is what an include hook returns for a partial: its rendered HTML and
// plain text.
type Included struct {
	HTML []byte
	Text string
	Data any // kept on the Raw node for the caller
}

// Template is a component a document defines as one JSX element of its props:
// `export const Highlight = ({children, color}) => (<span style={{color}}>{children}</span>);`,
// `export function Badge(props) { return <span className={props.class}>{props.text}</span>; }`
// (Docusaurus's own MDX guide; the pages @graphql-markdown generates). contentc
// renders its JSX with the element's props, as React would, without running
// JavaScript: anything the JSX computes that is not a literal or a prop is
// left out, as it is in the document itself.
type Template struct {
	Name string
	// Props is the name of the props parameter ("props"; "" when the
	// parameter is destructured or absent); Params are the destructured names
	// with their default values (nil: none).
	Props  string
	Params map[string]any
	// Body is the JSX's source and Line the line of the document it starts on
	// (1-based, for diagnostics).
	Body string
	Line int
	// Value: the constant is the element itself (`export const greeting =
	// <strong>Hello</strong>;`), rendered where an expression names it,
	// `{greeting}`, with no props and no children.
	Value bool
}

// ChildrenMarker stands for the element's children in a template's rendering
// ({children}, {props.children}), where they are put back.
const ChildrenMarker = "\uE000children\uE000"

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
	// Templates are the components the document defines whose whole body is
	// one JSX element (see Template), by name; Expand renders one for an
	// element of the document (nil, false: it renders its children).
	Templates map[string]*Template
	Expand    func(t *Template, props map[string]any) (*Included, bool)
	// InTemplate: the document is the body of such a component, expanded
	// without its file's imports.
	InTemplate bool
	// Aliases are the site's import aliases (a name and the content-root
	// folder it stands for; markdown.Options.Aliases).
	Aliases map[string]string
	// InternalDocs: the site is built with Meta's internal-docs preset, whose
	// <FbInternalOnly> and <OssOnly> need no import (see internalDocsElement).
	InternalDocs bool
	// lenient counts the MDX 1 warnings (see syntax).
	lenient int
	// Head is what the document's <head> elements hold (see takeHead).
	Head Head
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

func (extender) Extend(m goldmark.Markdown) {
	m.Parser().AddOptions(
		parser.WithBlockParsers(
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
	if t := GetState(pc).Templates[strings.TrimSpace(expr)]; t != nil && t.Value {
		return "" // an element (export const x = <b>x</b>): rendered in its place later
	}
	if functionExpr.MatchString(expr) {
		// A function renders nothing in React either: <BrowserOnly>'s
		// children, `{() => <Demo />}`, are for the browser.
		return ""
	}
	if text, ok := dedented(expr, GetState(pc)); ok {
		return text
	}
	if file, ok := requiredRaw(expr); ok {
		// A file's text required in place (`<CodeBlock>{require('!!raw-loader!./x.js').default}</CodeBlock>`,
		// turbowarp's example extensions), as the same import gives it.
		if st := GetState(pc); st.ReadRaw != nil {
			if text, ok := st.ReadRaw(file); ok {
				return text
			}
		}
		mdstate.Get(pc).Warn(DiagExpression, offset, fmt.Sprintf(
			"{%s} is the text of %q, which is not a file of the site (with or without an extension); it renders nothing (Docusaurus stops the build: module not found)", shorten(expr), file))
		return ""
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

// dedentTag is a template literal tagged with a name: dedent`…`.
var dedentTag = regexp.MustCompile("^\\s*(" + jsx.Ident + ")\\s*(`[\\s\\S]*`)\\s*$")

// dedented is the text of a template literal tagged with the dedent function
// of ts-dedent or dedent (`<CodeBlock>{dedent` + "`" + `…` + "`" + `}</CodeBlock>`,
// in-cloud-docs' 1,208 code blocks): the literal's text, its lines' common
// indentation and its first and last line breaks taken away, as ts-dedent
// does.
func dedented(expr string, st *State) (string, bool) {
	m := dedentTag.FindStringSubmatch(expr)
	if m == nil {
		return "", false
	}
	imp := st.Imports[m[1]]
	if imp == nil || (imp.Source != "ts-dedent" && imp.Source != "dedent") || (imp.Export != "default" && imp.Export != "dedent") {
		return "", false
	}
	v, ok := jsx.ParseValue(m[2], st.Consts)
	text, isString := v.(string)
	if !ok || !isString {
		return "", false
	}
	imp.Used = true
	return Dedent(text), true
}

var (
	lastLine    = regexp.MustCompile(`\r?\n[\t ]*$`)
	lineIndents = regexp.MustCompile(`\n([\t ]+|[^\s])`)
)

// Dedent is ts-dedent's dedent of a text: its last line break (and the
// blanks after it) and its first line break taken away, and the least
// indentation of its lines that hold a character taken from every line.
func Dedent(s string) string {
	s = lastLine.ReplaceAllString(s, "")
	least := -1
	for _, m := range lineIndents.FindAllStringSubmatch(s, -1) {
		n := len(strings.TrimLeft(m[1], "\t ")) // 0 or 1: the line's first character
		n = len(m[1]) - n
		if least < 0 || n < least {
			least = n
		}
	}
	if least > 0 {
		s = regexp.MustCompile(`\n[\t ]{`+strconv.Itoa(least)+`}`).ReplaceAllString(s, "\n")
	}
	s = strings.TrimPrefix(s, "\n")
	return strings.TrimPrefix(s, "\r\n")
}

// requiredRaw is the file a `require('!!raw-loader!./x')` expression (with
// or without .default; webpack's other inline forms of the raw loader, `!`,
// `-!`, none, and a `x!=!` match resource, too) loads, named as an import of
// it names it (Import.Source without "!!raw-loader!").
func requiredRaw(expr string) (string, bool) {
	m := requireCall.FindStringSubmatch(expr)
	if m == nil {
		return "", false
	}
	spec := m[1] + m[2]
	if i := strings.Index(spec, "!=!"); i >= 0 {
		spec = spec[i+3:]
	}
	file, ok := strings.CutPrefix(strings.TrimLeft(spec, "!-"), "raw-loader!")
	return file, ok && file != ""
}

// functionExpr is a function expression: an arrow function or `function (…)`.
var functionExpr = regexp.MustCompile(`^\s*(?:async\s+)?(?:\(\s*(?:` + jsx.Ident + `\s*(?:,\s*` + jsx.Ident + `\s*)*)?\)|` + jsx.Ident + `)\s*=>|^\s*(?:async\s+)?function\b`)

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

// afterBlank reports whether the line holding offset i follows a blank line
// (one of only spaces and blockquote markers) or starts the source.
func afterBlank(src []byte, i int) bool {
	ls := lineStart(src, i)
	if ls == 0 {
		return true
	}
	prev := src[lineStart(src, ls-1) : ls-1]
	return len(bytes.Trim(prev, " \t\r>")) == 0
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
	if st.MDX1 && pc.BlockIndent() >= 4 && afterBlank(src, start) {
		// MDX 1 has indented code, which remark-parse 8 tries before JSX:
		// `    <Tabs>` after a blank line is code (latecomer32's samples);
		// without one, the line goes on the JSX or paragraph before it.
		return nil, parser.NoChildren
	}
	t, err := jsx.ParseTag(src, start, st.Consts)
	if err == nil && st.MDX1 && !jsx.MDX1Name(t.Name) {
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
		if n, end := mdx1Chunk(src, t, pc); n != nil {
			skipLines(reader, start, end)
			return n, parser.NoChildren
		}
	}
	eol, blank := restBlank(src, t.End)
	if !blank && t.Closing && jsx.TagRun(src, t, st.Consts) != nil {
		blank = true // a line of tags that starts with a closing tag no element here has
	}
	if !blank && !t.Closing && !t.SelfClosing && seg.Padding == 0 {
		if toks, end, ok := flowLine(src, t, pc); ok {
			if tooDeep(pc, start) {
				return nil, parser.NoChildren
			}
			all := append([]chunkToken{{tag: t}}, toks...)
			if jsx.Balanced(chunkTags(all)) {
				// The whole element: `<CodeBlock>{`a` / `` / `b`}</CodeBlock>`.
				skipLines(reader, start, end)
				return &Flow{build: func(f *Flow) { buildChunk(f, all) }}, parser.NoChildren
			}
			if jsx.Balanced(chunkTags(toks)) {
				// Its first children; `</CodeBlock>` comes on a later line.
				n := &Block{Element: Element{Name: t.Name, Attrs: t.Attrs, Offset: start}}
				n.AppendChild(n, &Flow{build: func(f *Flow) { buildChunk(f, toks) }})
				skipLines(reader, start, end)
				return n, parser.HasChildren
			}
		}
	}
	if !blank && !t.Closing && seg.Padding == 0 {
		// A line of tags only (`<tbody><tr><td>`, `<td></td>`): each is a tag of
		// its own (MDX's JSX flow), the first one opened here and the rest of
		// the line read as its content.
		if run := jsx.TagRun(src, t, st.Consts); run != nil && jsx.Balanced(run) {
			// One whole element (`<td></td>`, `<video><source … /></video>`): closed here.
			n := closedTree(run)
			skipLines(reader, start, eol)
			return n, parser.NoChildren
		} else if k := len(run) - 1; k > 0 && run[k].Closing && jsx.Balanced(run[:k]) && openBlockNamed(parent, run[k].Name) {
			// One whole element, then the closing tag of the element these
			// lines are in (`<div>` … `<img src="…" /></div>`): the element,
			// and the enclosing one ends with this line (docs.pact.io).
			n := closedTree(run[:k])
			parent.(*Block).closed = true
			skipLines(reader, start, eol)
			return n, parser.NoChildren
		} else if len(run) > 2 && !t.Empty() && jsx.Siblings(run) {
			// Whole elements side by side (`<td><b></b></td> <td><i></i></td>`,
			// cartesi's tables; `<a></a><b></b>`): MDX's JSX flow, each closed here.
			toks := make([]chunkToken, len(run))
			for i, rt := range run {
				toks[i] = chunkToken{tag: rt}
			}
			if tooDeep(pc, start) {
				return nil, parser.NoChildren
			}
			skipLines(reader, start, eol)
			return &Flow{build: func(f *Flow) { buildChunk(f, toks) }}, parser.NoChildren
		} else if toks, p, ok := wholeThenOpen(src, t.End, eol, pc); ok && !t.Empty() {
			// MDX 1: whole elements, then tags left open (`<Row><Cell> a
			// </Cell><Cell>`): the first tag's element opens with the whole
			// ones as its first children, and the open tags are read next, their
			// children coming on later lines (crazydan's tables).
			if tooDeep(pc, start) {
				return nil, parser.NoChildren
			}
			n := &Block{Element: Element{Name: t.Name, Attrs: t.Attrs, Offset: start}}
			n.AppendChild(n, &Flow{build: func(f *Flow) { buildChunk(f, toks) }})
			reader.Advance(p - seg.Start)
			return n, parser.HasChildren
		} else if toks, p, ok := wholeThenOpen(src, start, eol, pc); ok && (p < eol || !util.IsBlank(src[lineStart(src, start):start]) || isBlock(parent) && !afterBlank(src, start)) {
			// MDX 1: whole elements, the first tag's among them, then tags left
			// open (`<TCol> </TCol><TCol>`, after the closing tag that starts
			// the line): the whole ones go before, as siblings, and the first
			// open tag's element opens here, its children on later lines. After
			// such a closing tag, or on the next line of such an element, whole
			// elements alone are JSX too (`</TCol><TCol> name </TCol>`), as MDX 1's
			// JSX block goes on to a blank line.
			if p == eol {
				skipLines(reader, start, eol)
				return &Flow{build: func(f *Flow) { buildChunk(f, toks) }}, parser.NoChildren
			}
			open, err := jsx.ParseTag(src, p, st.Consts)
			if err != nil || tooDeep(pc, start) {
				return nil, parser.NoChildren
			}
			return siblingsThenOpen(parent, reader, seg, start, toks, open)
		} else if toks, open, ok := closedThenOpen(src, t, pc); ok {
			// MDX 3: whole elements (and expressions), then a tag whose element
			// stays open, on one line of JSX flow (`<span></span> <a href="…">`,
			// livecodes' `<RunInLiveCodes …></RunInLiveCodes> {' - '} <a`): the
			// whole ones go before, as siblings, and the open one's children
			// come on the next lines.
			if tooDeep(pc, start) {
				return nil, parser.NoChildren
			}
			return siblingsThenOpen(parent, reader, seg, start, toks, open)
		} else if (run != nil || st.MDX1 && opensFlow(src, t, eol) || !st.MDX1 && jsx.LeavesOpen(src, t)) && !t.Empty() {
			if tooDeep(pc, start) {
				return nil, parser.NoChildren
			}
			// The rest of the line after the tag (which may go on over lines,
			// `<Tabs values={…}\n>  <TabItem value="a">`) is read next.
			advancePast(reader, seg, start, t.End)
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
	if t.Closing && t.Void() {
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
	if t.Empty() {
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
	// innermost open block), and so does an import or export statement, whose
	// JavaScript may hold JSX (`export const Card = () => (` then `  </div>`
	// inside a <div>: veecode's platform pages), which MDX reads up to a blank
	// line.
	if bs := pc.OpenedBlocks(); len(bs) > 0 {
		switch bs[len(bs)-1].Node.(type) {
		case *ast.FencedCodeBlock, *ESM:
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
	if run := jsx.TagRun(src, t, nil); run != nil && seg.Padding == 0 {
		for _, c := range run[1:] {
			if !c.Closing {
				break
			}
			closers = append(closers, c)
		}
		rest = run[len(run)-1].End
	}
	if !jsx.FlowRest(src, rest) {
		// MDX 1 reads whole elements with text in them after the closing tags
		// as JSX too (`</TCol><TCol> name </TCol>`; see wholeThenOpen).
		eol, _ := restBlank(src, rest)
		if _, _, ok := wholeThenOpen(src, rest, eol, pc); !ok || seg.Padding != 0 {
			return parser.Continue | parser.HasChildren // content follows: inline
		}
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

// openBlockNamed reports whether n is an element block still open, named name.
func openBlockNamed(n ast.Node, name string) bool {
	b, ok := n.(*Block)
	return ok && !b.closed && !b.SelfClosing && b.Name == name
}

// mdx1Chunk reads an HTML element whose lines, up to the next blank line,
// hold it whole with text among its tags, as MDX 1 reads it: a JSX block,
// whose text is JSX text, not Markdown (`<pre>\nf(x:\n<a href="…">\nT\n</a>,
// y) => R\n</pre>`; `**b**` inside stays as written), its lines joined as JSX
// joins them; expressions and components among them too (not the built-ins,
// whose children are Markdown). It returns the element in a Flow and the end
// of its last line; nil for anything else (a blank line inside, tags only),
// which is read as MDX 3 reads it.
func mdx1Chunk(src []byte, first *jsx.Tag, pc parser.Context) (*Flow, int) {
	if !jsx.IsHTMLName(first.Name) || first.Void() {
		return nil, 0
	}
	var toks []chunkToken
	depth, text, after := 0, false, false
	i := first.Start
scan:
	for i < len(src) {
		if src[i] == '{' {
			// An expression among the text (`Theme Key{" "}`), which MDX 1
			// reads in a JSX block (react-native-elements' 162 theme-key
			// headings); a blank line in it ends the block first.
			end, err := jsx.ScanExpression(src, i)
			if err != nil || blankLineIn(src[i:end]) {
				return nil, 0
			}
			ex := &Expression{Source: string(src[i+1 : end-1])}
			ex.Value = evaluate(pc, ex.Source, i)
			toks = append(toks, chunkToken{expr: ex})
			text = true // content, as text is (`<div>{name}</div>`)
			i = end
			continue
		}
		if src[i] == '<' {
			// (attributes may name constants and imported modules'
			// values, `href={links.url}`, as anywhere: Sensing-Dev's
			// download buttons)
			t, err := jsx.ParseTag(src, i, GetState(pc).Consts)
			if err != nil || !jsx.IsHTMLName(t.Name) && (Builtins[t.Name] || !jsx.MDX1Name(t.Name)) {
				// A built-in (<Tabs>) keeps its Markdown reading.
				return nil, 0
			}
			toks = append(toks, chunkToken{tag: t})
			depth += t.Nesting()
			i = t.End
			if depth == 0 {
				if _, blank := restBlank(src, i); blank {
					break
				}
				// Text after the element: MDX 1 reads the whole paragraph as
				// a JSX block (`<span>{props.prefix}</span> can only be done
				// by…`, dogu's partials), its expressions evaluated and its
				// text JSX text; a paragraph of this one line is read so.
				after = true
			}
			if depth < 0 {
				return nil, 0
			}
			continue
		}
		j := i
		for j < len(src) && src[j] != '<' && src[j] != '{' {
			if src[j] == '}' {
				return nil, 0
			}
			if src[j] == '\n' && j+1 < len(src) {
				_, blank := restBlank(src, j+1)
				if after && depth == 0 && blank {
					toks = append(toks, chunkToken{text: string(src[i:j])})
					i = j
					break scan // the JSX block ends with the paragraph
				}
				if after || blank {
					// a blank line: the JSX block ends before the element
					// does; after it, only a paragraph of one line is read so
					// (the next may be a list's item)
					return nil, 0
				}
			}
			j++
		}
		if j >= len(src) {
			if after && depth == 0 {
				toks = append(toks, chunkToken{text: string(src[i:j])})
				i = j
				break
			}
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

// wholeThenOpen reads, in a Docusaurus 2 site (MDX 1), a line from from to
// eol that holds whole elements (their text and expressions in them), then
// only tags that open elements left open at the line's end: after `<Row>`,
// `<Cell> a </Cell><Cell>`. MDX 1 joins a JSX block with the blocks after it
// up to the closing tags, so the open elements hold the next lines. It gives
// the whole elements' tokens and where the open tags start (eol when none);
// ok is false for any other line, for a line written over several, and after
// a paragraph's text.
func wholeThenOpen(src []byte, from, eol int, pc parser.Context) (toks []chunkToken, open int, ok bool) {
	st := GetState(pc)
	if _, para := pc.LastOpenedBlock().Node.(*ast.Paragraph); !st.MDX1 || para || bytes.IndexByte(src[from:eol], '\n') >= 0 {
		return nil, 0, false
	}
	i, depth := from, 0
	open = eol
	for i < eol {
		c := src[i]
		switch {
		case depth == 0 && (c == ' ' || c == '\t' || c == '\r'):
			i++
			continue
		case c == '{' && depth > 0:
			end, err := jsx.ScanExpression(src, i)
			if err != nil || end > eol {
				return nil, 0, false
			}
			toks = append(toks, chunkToken{expr: &Expression{Source: string(src[i+1 : end-1])}, at: i})
			i = end
			continue
		case c == '<' && jsx.LooksLikeTag(src, i):
			t, err := jsx.ParseTag(src, i, st.Consts)
			if err != nil || t.End > eol || !jsx.MDX1Name(t.Name) || !jsx.IsHTMLName(t.Name) && Builtins[t.Name] {
				return nil, 0, false
			}
			if depth == 0 && !t.Closing && !t.Empty() && openRest(src, t, eol) {
				if len(toks) == 0 {
					return nil, 0, false
				}
				evaluateAll(pc, toks)
				return toks, i, true // the tags left open: read next
			}
			depth += t.Nesting()
			if depth < 0 {
				return nil, 0, false
			}
			toks = append(toks, chunkToken{tag: t})
			i = t.End
			continue
		case depth == 0:
			return nil, 0, false // text outside the elements
		}
		j := i
		for j < eol && src[j] != '<' && src[j] != '{' {
			j++
		}
		if j == i {
			return nil, 0, false // a < that starts no tag
		}
		toks = append(toks, chunkToken{text: string(src[i:j])})
		i = j
	}
	if depth != 0 || len(toks) == 0 {
		return nil, 0, false
	}
	evaluateAll(pc, toks)
	return toks, open, true
}

// evaluateAll evaluates the expressions among tokens read whole (once the
// line is known to be JSX, so that a line read otherwise warns only once).
func evaluateAll(pc parser.Context, toks []chunkToken) {
	for _, tk := range toks {
		if tk.expr != nil {
			tk.expr.Value = evaluate(pc, tk.expr.Source, tk.at)
		}
	}
}

// advancePast moves the reader, on the line seg from start, to end, which may
// be on a later line (a tag written over lines): what follows on end's line is
// read next.
func advancePast(reader text.Reader, seg text.Segment, start, end int) {
	src, line := reader.Source(), seg
	for i := start; i < end; i++ {
		if src[i] == '\n' {
			reader.AdvanceLine()
			_, line = reader.PeekLine()
		}
	}
	reader.Advance(end - line.Start)
}

// siblingsThenOpen puts whole elements (toks) before, as siblings, and opens
// open's element, whose children come on the next lines: the line is read to
// open's end (from start, on the line seg), and what follows it is read next.
func siblingsThenOpen(parent ast.Node, reader text.Reader, seg text.Segment, start int, toks []chunkToken, open *jsx.Tag) (ast.Node, parser.State) {
	parent.AppendChild(parent, &Flow{build: func(f *Flow) { buildChunk(f, toks) }})
	advancePast(reader, seg, start, open.End)
	return &Block{Element: Element{Name: open.Name, Attrs: open.Attrs, Offset: open.Start}}, parser.HasChildren
}

// isBlock reports whether n is an element block (package mdx's Block).
func isBlock(n ast.Node) bool {
	_, ok := n.(*Block)
	return ok
}

// lineStart is the offset where the line holding offset i starts.
func lineStart(src []byte, i int) int { return bytes.LastIndexByte(src[:i], '\n') + 1 }

// closedThenOpen reads, in MDX 3, a line of JSX flow that starts with tag
// first: tags and expressions only (either may go on over lines), whole
// elements first, then one tag that opens an element left open at the line's
// end. It gives the whole elements' tokens and the open tag; ok is false for
// any other line.
func closedThenOpen(src []byte, first *jsx.Tag, pc parser.Context) (toks []chunkToken, open *jsx.Tag, ok bool) {
	st := GetState(pc)
	if st.MDX1 || first.Closing {
		return nil, nil, false
	}
	toks = []chunkToken{{tag: first}}
	depth := first.Nesting()
	for i := first.End; ; {
		for i < len(src) && (src[i] == ' ' || src[i] == '\t') {
			i++
		}
		switch {
		case i >= len(src) || src[i] == '\n' || src[i] == '\r':
			if open == nil {
				return nil, nil, false
			}
			evaluateAll(pc, toks)
			return toks, open, true
		case open != nil:
			return nil, nil, false // only the open tag ends the line
		case src[i] == '{':
			end, err := jsx.ScanExpression(src, i)
			if err != nil || depth > 0 {
				return nil, nil, false
			}
			toks = append(toks, chunkToken{expr: &Expression{Source: string(src[i+1 : end-1])}, at: i})
			i = end
		case jsx.LooksLikeTag(src, i):
			t, err := jsx.ParseTag(src, i, st.Consts)
			if err != nil {
				return nil, nil, false
			}
			if depth == 0 && !t.Closing && !t.Empty() {
				open = t
			} else if depth += t.Nesting(); depth < 0 {
				return nil, nil, false
			} else {
				toks = append(toks, chunkToken{tag: t})
			}
			i = t.End
		default:
			return nil, nil, false
		}
	}
}

// openRest reports whether the rest of t's line (to eol) holds only tags that
// open elements, and spaces: what wholeThenOpen leaves open.
func openRest(src []byte, t *jsx.Tag, eol int) bool {
	for i := t.End; i < eol; {
		switch {
		case src[i] == ' ' || src[i] == '\t' || src[i] == '\r':
			i++
		case src[i] == '<' && jsx.LooksLikeTag(src, i):
			n, err := jsx.ParseTag(src, i, nil)
			if err != nil || n.End > eol || n.Closing || n.Empty() {
				return false
			}
			i = n.End
		default:
			return false
		}
	}
	return true
}

// chunkToken is a tag, a text or an expression of a JSX block read whole
// (mdx1Chunk, flowLine).
type chunkToken struct {
	tag  *jsx.Tag
	text string
	expr *Expression
	at   int // the expression's offset
}

// chunkTags are the tags among toks.
func chunkTags(toks []chunkToken) []*jsx.Tag {
	var tags []*jsx.Tag
	for _, tk := range toks {
		if tk.tag != nil {
			tags = append(tags, tk.tag)
		}
	}
	return tags
}

// flowLine reads what follows an opening tag on its line when it starts with
// an expression that goes on over lines (`<CodeBlock>{`line one` / `line
// two`}`), with more tags and expressions after it up to the end of a line
// (flagsmith's quick start: `}<JsVersion />{`…`}`): MDX 3's JSX flow, whose
// expressions may hold blank lines; or a whole element with an expression on
// one line that text follows (below). It returns the tokens after the tag, the
// expressions evaluated, and the end of their last line; ok is false for
// anything else (text among them), read as before.
func flowLine(src []byte, first *jsx.Tag, pc parser.Context) (toks []chunkToken, eol int, ok bool) {
	st := GetState(pc)
	i, over := first.End, false
	for {
		for i < len(src) && (src[i] == ' ' || src[i] == '\t') {
			i++
		}
		if i >= len(src) || src[i] == '\n' || src[i] == '\r' {
			break
		}
		switch {
		case src[i] == '{':
			end, err := jsx.ScanExpression(src, i)
			if err != nil {
				return nil, 0, false
			}
			if len(toks) == 0 && bytes.IndexByte(src[i:end], '\n') >= 0 {
				over = true
			}
			toks = append(toks, chunkToken{expr: &Expression{Source: string(src[i+1 : end-1])}})
			i = end
		case jsx.LooksLikeTag(src, i):
			t, err := jsx.ParseTag(src, i, st.Consts)
			if err != nil {
				return nil, 0, false
			}
			toks = append(toks, chunkToken{tag: t})
			i = t.End
		default:
			return nil, 0, false
		}
	}
	if over && st.MDX1 {
		return nil, 0, false
	}
	if !over {
		// One whole element on its line with an expression in it
		// (`<CodeBlock language="yaml">{ClusterProxy}</CodeBlock>`), then text
		// on the next line (elemental's docs): the line is flow and the text
		// a paragraph of its own, as in MDX 3. Followed by a blank line, the
		// paragraph it would be loses its <p> anyway.
		hasExpr := false
		for _, tk := range toks {
			hasExpr = hasExpr || tk.expr != nil
		}
		// After a paragraph's text, the line ends the paragraph whatever
		// follows it, as in MDX 3 (tatrapayplus: "…with this helper:" then
		// `<CodeBlock language="jsx">{code}</CodeBlock>` printed the code in
		// the paragraph).
		// MDX 1 reads a line that opens with a tag, up to a blank line, as
		// a JSX block, whose expressions are evaluated
		// (`<CodeBlock language="yaml">{Snip}</CodeBlock>`, the raw-loader
		// snippet Docusaurus documents; pakeknig's `{JSON.stringify(…)}`
		// printed as code), and never after a paragraph's text.
		_, afterParagraph := pc.LastOpenedBlock().Node.(*ast.Paragraph)
		_, blank := restBlank(src, min(i+1, len(src)))
		if !hasExpr || (i >= len(src) || blank) && !afterParagraph && !st.MDX1 || st.MDX1 && afterParagraph || !jsx.Balanced(chunkTags(append([]chunkToken{{tag: first}}, toks...))) {
			return nil, 0, false
		}
	}
	at := first.End
	for _, tk := range toks {
		if tk.expr != nil {
			at = bytes.IndexByte(src[at:], '{') + at
			tk.expr.Value = evaluate(pc, tk.expr.Source, at)
			at += len(tk.expr.Source) + 2
		} else {
			at = tk.tag.End
		}
	}
	return toks, i, true
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
		case tk.expr != nil:
			parent.AppendChild(parent, tk.expr)
		case tk.tag == nil:
			if s := jsx.Text(tk.text); s != "" {
				str := ast.NewString([]byte(s))
				str.SetRaw(true) // written escaped, as it is
				parent.AppendChild(parent, str)
			}
		case tk.tag.Closing:
			stack = stack[:len(stack)-1]
		default:
			t := tk.tag
			void := t.Empty()
			in := &Inline{Element: Element{Name: t.Name, Attrs: t.Attrs, SelfClosing: void, Offset: t.Start}, paired: true}
			parent.AppendChild(parent, in)
			if !void {
				stack = append(stack, in)
			}
		}
	}
}

// closedTree makes the element of a balanced run, its children elements of
// their own, every one closed.
func closedTree(run []*jsx.Tag) *Block {
	var root *Block
	var stack []*Block
	for _, t := range run {
		if t.Closing {
			stack = stack[:len(stack)-1]
			continue
		}
		void := t.Empty()
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
	if st.MDX1 && !jsx.MDX1Name(t.Name) {
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
