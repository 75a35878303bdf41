// Package mdxast holds what an MDX document is once read: its nodes (JSX
// elements as blocks and inlines, expressions, import/export statements,
// trusted HTML), the document's State (its imports, constants, the components
// it defines and the hooks that resolve them), and what a `{…}` expression
// renders without running JavaScript (Evaluate, URLExpression). The parsers
// that make the nodes are package mdx; the HTML they render to, mdxhtml.
package mdxast

import (
	"bytes"
	"maps"

	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/markdown/internal/mdstate"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/jsx"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/jsx/jsstd"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/util"
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
	// Props are fixed props the scope gives the component (a wrapper's,
	// esm.Global.Props), before the element's own.
	Props map[string]any
}

// Included is what an include hook returns for a partial: its rendered HTML and
// plain text.
type Included struct {
	HTML       []byte
	Text       string
	Data       any  // kept on the Raw node for the caller
	Components bool // it holds components (listed in Data)
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
	// parameter is destructured or absent); Params are the names it
	// destructures, by name.
	Props  string
	Params map[string]Param
	// Body is the JSX's source and Line the line of the document it starts on
	// (1-based, for diagnostics), Column its column there when known (a
	// prop's JSX; 0: positions on Line count from the body's start).
	Body         string
	Line, Column int
	// Value: the constant is the element itself (`export const greeting =
	// <strong>Hello</strong>;`), rendered where an expression names it,
	// `{greeting}`, with no props and no children.
	Value bool
	// Scope are the names the JSX reads besides its props, as a JavaScript
	// closure sees them (nil: none): for JSX an element gives as a prop's
	// value, those of the place it is written; for the JSX a conditional
	// chooses, the constants of the document it is written in (`{m.Snyk &&
	// <b>{m.Snyk}</b>}`), which its props hide.
	Scope map[string]any
	// Locals are the constants the component's function body declares before
	// it returns its JSX, in order.
	Locals []Local
	// Elements are the props an element gives as JSX (`author={<>Jane, <a
	// href="…">Example</a></>}`: pact's testimonials), by name, each a Value
	// template that renders where the component's JSX names the prop
	// (ElementNames), as React renders the element; set on a copy for one
	// use. Elsewhere the prop is its text.
	Elements map[string]*Template
}

// ElementNames are the expressions of the component's JSX that name a prop
// given as JSX (Elements): the name a parameter binds it to (`{author}`) or
// the props object's member (`{props.author}`), with its JSX.
func (t *Template) ElementNames() map[string]*Template {
	if len(t.Elements) == 0 {
		return nil
	}
	out := map[string]*Template{}
	for name, p := range t.Params {
		if e := t.Elements[p.Key]; e != nil {
			out[name] = e
		}
	}
	for key, e := range t.Elements {
		if t.Props != "" {
			out[t.Props+"."+key] = e
		}
	}
	return out
}

// Local is a constant a component's function body declares: its value, or,
// when that depends on the props, its expression (Expr), evaluated by Bindings.
type Local struct {
	Name  string
	Value any
	Expr  string
}

// Param is a name a component's parameter destructures: the prop it reads
// (title for `{title}` and for a renamed binding, `{title: label}`) and its
// default value (nil: none).
type Param struct {
	Key     string
	Default any
}

// Unread stands in an element's props (Element.KnownProps) for a value it
// gives that contentc does not read.
var Unread any = unread{}

type unread struct{}

// Bindings are the names a component's JSX reads for an element's props, as
// JavaScript binds its parameter: the props object, or each destructured
// name its prop's value, else its default, else undefined: a prop not given
// (not one given a value contentc does not read, nor one that may be in a
// spread it does not read, "...": those names are unknown); over its Scope,
// under its Locals.
func (t *Template) Bindings(props map[string]any) map[string]any {
	b := maps.Clone(t.Scope)
	if b == nil {
		b = map[string]any{}
	}
	if t.Props != "" {
		b[t.Props] = maps.Clone(props)
		maps.DeleteFunc(b[t.Props].(map[string]any), func(_ string, v any) bool { return v == Unread })
	}
	_, spread := props["..."]
	for name, p := range t.Params {
		v, given := props[p.Key]
		switch {
		case given && v != Unread:
			b[name] = v
		case p.Default != nil:
			b[name] = p.Default
		case !given && !spread:
			b[name] = jsstd.Undefined // a prop not given (`img ? 'none' : 1`)
		}
	}
	for _, l := range t.Locals {
		if l.Expr == "" {
			b[l.Name] = l.Value
		} else if v, ok := jsx.ParseValue(l.Expr, b); ok {
			b[l.Name] = v // (with the props: `Step ${n}`)
		} else {
			delete(b, l.Name) // unknown: where the JSX reads it, a warning
		}
	}
	return b
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
	// ScopeSpreads are the packages whose exports the scope object spreads
	// (esm.SpreadName), which give no components here.
	ScopeSpreads []string
	// Module gives the exports of a local JavaScript or JSON module a document
	// imports (the specifier as written), for `{…}` attribute values that use
	// them (values={constants.platforms}); nil, or false: not evaluated.
	Module func(spec string) (map[string]any, bool)
	// Call calls the function at a JSON pointer of the exports Module gives
	// for spec, with the arguments as JSON values, as the page's server
	// render would (`${getCurrentVersion()}`, `values={c.getTabs([…])}`), and
	// gives what it returns as JSON values; nil, or false: not called.
	Call func(spec, ptr string, args []any) (any, bool)
	// JSXValue reports whether an expression's value is JSX that the
	// transformer renders (esm.ExprTemplate: an element, a list's map to
	// JSX): no warning here then. nil: none is.
	JSXValue func(expr string) bool
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
	// JSXProps: the document is the body of a component given props as JSX,
	// which render where these expressions name them (Template.ElementNames).
	JSXProps map[string]*Template
	// Layout is the component the document exports as its default (`export
	// default function Box({title}) {…}`), which MDX renders the document's
	// content in, and LayoutLine the line it is written on; "" for none.
	Layout     string
	LayoutLine int
	// InTemplate: the document is the body of such a component, expanded
	// without its file's imports.
	InTemplate bool
	// Aliases are the site's import aliases (a name and the content-root
	// folder it stands for; markdown.Options.Aliases).
	Aliases map[string]string
	// RawText, when set, reports whether an import of spec is the file's text
	// by the site's rules (markdown.rawImports), as `!!raw-loader!spec` is.
	RawText func(spec string) bool
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

func (s *State) Syntax(pc parser.Context, offset int, msg string) {
	if s.reported == nil {
		s.reported = map[int]bool{}
	}
	if s.reported[offset] {
		return
	}
	s.reported[offset] = true
	if s.MDX1 {
		mdstate.Get(pc).Warn(diag.MDX1Syntax, offset, msg+"; MDX 1 (Docusaurus 2) accepts it, and contentc renders it as MDX 1 does; MDX 3 rejects it: escape a literal < or { as \\< or \\{ before moving to Docusaurus 3")
		if s.lenient++; s.lenient > maxLenient {
			s.failed = true // bounded work on input full of mistakes, as for errors
		}
		return
	}
	s.failed = true
	mdstate.Get(pc).Error(diag.MDXSyntax, offset, msg)
}

// maxLenient is how many MDX 1 warnings a document may have before the rest
// of its JSX and expressions is read as text without looking.
const maxLenient = 100

// TextExpression reports whether a `{` at offset at under parent is text: in
// MDX 1 that is an expression only inside a JSX element and within its JSX
// block's own lines (`<div>` then `{x} text`, or `{x}` alone, on the next
// line); Markdown separated from the tags by a blank line is Markdown, whose
// braces are text, in a paragraph (react-native-elements' props tables) or on
// a line of their own (rancher's `{"kind":"APIResourceList"}` in a
// <details>). Checked with @mdx-js/mdx 1.6.
func (s *State) TextExpression(parent ast.Node, src []byte, at int) bool {
	if !s.MDX1 {
		return false
	}
	for n := parent; n != nil; n = n.Parent() {
		if b, ok := n.(*Block); ok {
			return b.Offset < at && BlankLineIn(src[b.Offset:at])
		}
	}
	return true
}

// blankLineIn reports whether text holds a blank line.
func BlankLineIn(text []byte) bool {
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

// Failed reports whether a syntax error was reported: the parsers read later
// JSX and expressions as text.
func (s *State) Failed() bool { return s.failed }
