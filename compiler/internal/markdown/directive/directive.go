// Package directive adds leaf block directives to goldmark: a line of its own of
// the form `::name{key="value" other='v' bare=word}` (attributes optional). What a
// directive expands to is up to the document's Handler, which returns trusted HTML;
// the `props` directive of the type reference is one. Directives are found by the
// block parser, never by matching rendered HTML.
package directive

import (
	"fmt"
	"regexp"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// Kind is the AST node kind of a directive.
var Kind = ast.NewNodeKind("Directive")

// Node is a parsed directive. HTML is filled in by the document's Handler while
// parsing (the handler needs the parser context, which rendering does not have).
type Node struct {
	ast.BaseBlock
	Name   string
	Attrs  map[string]string
	Offset int // byte offset of the line in the source
	HTML   []byte
}

// Kind implements ast.Node.
func (n *Node) Kind() ast.NodeKind { return Kind }

// Dump implements ast.Node.
func (n *Node) Dump(source []byte, level int) {
	ast.DumpHelper(n, source, level, map[string]string{"Name": n.Name}, nil)
}

// IsRaw implements ast.Node: a directive has no inline content.
func (n *Node) IsRaw() bool { return true }

// Handler expands a directive into HTML. offset is the byte offset of the directive
// in the source, for diagnostics. It returns trusted HTML (already sanitised).
type Handler func(name string, attrs map[string]string, offset int) []byte

var handlerKey = parser.NewContextKey()

// SetHandler attaches a document's handler to its parser context.
func SetHandler(pc parser.Context, h Handler) { pc.Set(handlerKey, h) }

var line = regexp.MustCompile(`^ {0,3}::([A-Za-z][A-Za-z0-9_-]*)(?:\{([^}\n]*)\})?[ \t]*$`)
var attr = regexp.MustCompile(`([A-Za-z_][A-Za-z0-9_-]*)(?:=("[^"]*"|'[^']*'|[^\s"'=]+))?`)

// Parse reads a directive line; ok is false when the line is not one.
func Parse(l []byte) (name string, attrs map[string]string, ok bool) {
	m := line.FindSubmatch(trimEOL(l))
	if m == nil {
		return "", nil, false
	}
	attrs = map[string]string{}
	for _, a := range attr.FindAllSubmatch(m[2], -1) {
		v := string(a[2])
		if len(v) >= 2 && (v[0] == '"' || v[0] == '\'') {
			v = v[1 : len(v)-1]
		}
		attrs[string(a[1])] = v
	}
	return string(m[1]), attrs, true
}

func trimEOL(b []byte) []byte {
	for len(b) > 0 && (b[len(b)-1] == '\n' || b[len(b)-1] == '\r') {
		b = b[:len(b)-1]
	}
	return b
}

type blockParser struct{}

func (blockParser) Trigger() []byte { return []byte{':'} }

func (blockParser) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	l, seg := reader.PeekLine()
	name, attrs, ok := Parse(l)
	if !ok {
		return nil, parser.NoChildren
	}
	n := &Node{Name: name, Attrs: attrs, Offset: seg.Start}
	if h, ok := pc.Get(handlerKey).(Handler); ok && h != nil {
		n.HTML = h(name, attrs, seg.Start)
	}
	reader.Advance(seg.Len())
	return n, parser.NoChildren
}

func (blockParser) Continue(ast.Node, text.Reader, parser.Context) parser.State { return parser.Close }
func (blockParser) Close(ast.Node, text.Reader, parser.Context)                 {}
func (blockParser) CanInterruptParagraph() bool                                 { return true }
func (blockParser) CanAcceptIndentedLine() bool                                 { return false }

type htmlRenderer struct{}

func (htmlRenderer) RegisterFuncs(reg renderer.NodeRendererFuncRegisterer) {
	reg.Register(Kind, func(w util.BufWriter, source []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering {
			w.Write(node.(*Node).HTML)
		}
		return ast.WalkSkipChildren, nil
	})
}

type extension struct{}

// New returns the goldmark extension. Its block parser runs before the
// admonition parser would see `::`, and only claims lines of the directive form.
func New() goldmark.Extender { return extension{} }

func (extension) Extend(m goldmark.Markdown) {
	m.Parser().AddOptions(parser.WithBlockParsers(util.Prioritized(blockParser{}, 90)))
	m.Renderer().AddOptions(renderer.WithNodeRenderers(util.Prioritized(htmlRenderer{}, 100)))
}

// String is for debugging.
func (n *Node) String() string { return fmt.Sprintf("::%s%v", n.Name, n.Attrs) }
