// Package safehtml is a goldmark extension that lets authors keep a small set of
// inline HTML tags (<kbd>, <sup>, <details>, …) and removes everything else, with a
// warning that says where.
//
// Raw HTML nodes (inline and block) are replaced after parsing by nodes holding
// the filtered HTML, so the filter runs once, with access to positions for its
// diagnostics, and the renderer only copies bytes. The goldmark kinds for raw
// HTML get renderers too, which filter without diagnostics, so no configuration
// can make raw input reach the output.
package safehtml

import (
	"bytes"
	"fmt"
	"sort"

	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/markdown/internal/htmlpolicy"
	"github.com/contentc/contentc/compiler/internal/markdown/internal/mdstate"
	"github.com/contentc/contentc/compiler/internal/markdown/safelink"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
	xhtml "golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// DiagUnsafe is the diagnostic id for removed HTML.
const DiagUnsafe = diag.UnsafeHTML

// KindInline is the node kind of filtered inline HTML.
var KindInline = ast.NewNodeKind("SafeHTML")

// Inline is filtered inline raw HTML: a tag, or the text left of one.
type Inline struct {
	ast.BaseInline
	HTML        []byte
	TextContent string // for plain-text extraction
}

// Kind implements ast.Node.
func (n *Inline) Kind() ast.NodeKind { return KindInline }

// Dump implements ast.Node.
func (n *Inline) Dump(source []byte, level int) {
	ast.DumpHelper(n, source, level, map[string]string{"HTML": string(n.HTML)}, nil)
}

// PlainText is the text content.
func (n *Inline) PlainText() string { return n.TextContent }

// KindBlock is the node kind of a filtered HTML block.
var KindBlock = ast.NewNodeKind("SafeHTMLBlock")

// Block is a filtered HTML block.
type Block struct {
	ast.BaseBlock
	HTML        []byte
	TextContent string
}

// Kind implements ast.Node.
func (n *Block) Kind() ast.NodeKind { return KindBlock }

// IsRaw implements ast.Node.
func (n *Block) IsRaw() bool { return true }

// Dump implements ast.Node.
func (n *Block) Dump(source []byte, level int) {
	ast.DumpHelper(n, source, level, map[string]string{"HTML": string(n.HTML)}, nil)
}

// PlainText is the text content.
func (n *Block) PlainText() string { return n.TextContent }

// New returns the extension.
func New() goldmark.Extender { return extender{} }

type extender struct{}

func (extender) Extend(m goldmark.Markdown) {
	// First of the extension transformers, so the others (heading ids, sections)
	// already see filtered HTML.
	m.Parser().AddOptions(parser.WithASTTransformers(util.Prioritized(transformer{}, 200)))
	m.Renderer().AddOptions(renderer.WithNodeRenderers(util.Prioritized(nodeRenderer{}, 100)))
}

// piece maps a run of the concatenated raw bytes back to the source.
type piece struct{ at, src int }

type transformer struct{}

func (transformer) Transform(doc *ast.Document, reader text.Reader, pc parser.Context) {
	r := newRun(reader.Source(), mdstate.Get(pc))
	r.children(doc)
	if r.f.Kept && r.st != nil {
		r.st.Unbalanced = true
	}
}

// Balance makes rendered HTML well formed, as a browser parses it (an unclosed
// <div> closed, a stray </div> dropped), so raw HTML whose tags Markdown split
// across blocks cannot close or swallow the page's own elements. It parses the
// HTML as the children of a <div> with golang.org/x/net/html (the HTML5
// parsing algorithm) and writes it back.
func Balance(b []byte) []byte {
	ctx := &xhtml.Node{Type: xhtml.ElementNode, Data: "div", DataAtom: atom.Div}
	nodes, err := xhtml.ParseFragment(bytes.NewReader(b), ctx)
	if err != nil {
		return b
	}
	var out bytes.Buffer
	out.Grow(len(b) + len(b)/8)
	for _, n := range nodes {
		if err := xhtml.Render(&out, n); err != nil {
			return b
		}
	}
	return out.Bytes()
}

// run filters the raw HTML among a sequence of siblings with one Filter, so a
// <script> or <style> opened in one node drops what follows up to the node that
// closes it, as a browser would hide it. A container entered while nothing is
// being dropped is its own scope: an unclosed <script> in a paragraph drops the
// rest of that paragraph only. An unclosed one in an HTML block drops the following
// blocks until the closing tag, wherever it is.
type run struct {
	f      Filter
	pieces []piece
	source []byte
	st     *mdstate.State
}

func newRun(source []byte, st *mdstate.State) *run {
	r := &run{source: source, st: st}
	r.f.Report = func(i int, msg string) {
		off := -1
		// The last piece starting at or before i holds it.
		if k := sort.Search(len(r.pieces), func(k int) bool { return r.pieces[k].at > i }) - 1; k >= 0 {
			off = r.pieces[k].src + i - r.pieces[k].at
		}
		r.st.Warn(DiagUnsafe, off, msg)
	}
	r.f.URL = func(tag, value string, i int) (string, bool, bool) {
		off := r.offset(i)
		class, keep := checkURL(tag, value, func(id diag.Code, msg string) { r.st.Warn(id, off, msg) })
		if !keep || class == safelink.Dangerous { // removed, or a data: image
			return value, keep, false
		}
		resolve := class == safelink.Internal && value != ""
		href := value
		if r.st.Link != nil {
			if h := r.st.Link(value, off, tag != "a", resolve, mdstate.EscapeRawAttr); resolve {
				href = h
			}
		}
		return href, true, safelink.NewTab(value, class)
	}
	return r
}

// checkURL classifies a URL attribute (href, src, poster) of element tag: one
// that can run script or read local files is reported with warn and not kept,
// but a raster data: image on an <img>.
func checkURL(tag, value string, warn func(id diag.Code, msg string)) (class safelink.Class, keep bool) {
	class = safelink.Classify(value)
	if class == safelink.Dangerous && !(tag == "img" && htmlpolicy.RasterDataImage(value)) {
		attr := "href"
		if tag != "a" {
			attr = "src"
		}
		warn(safelink.DiagUnsafeURL, fmt.Sprintf("the %s of <%s> was removed; such URLs can run script or read local files", attr, tag))
		return class, false
	}
	return class, true
}

// offset is the source offset of index i of the raw bytes being filtered.
func (r *run) offset(i int) int {
	// The last piece starting at or before i holds it.
	if k := sort.Search(len(r.pieces), func(k int) bool { return r.pieces[k].at > i }) - 1; k >= 0 {
		return r.pieces[k].src + i - r.pieces[k].at
	}
	return -1
}

func (r *run) filter(segs *text.Segments) ([]byte, string) {
	var raw []byte
	raw, r.pieces = join(segs, r.source, r.pieces[:0])
	out, txt := r.f.Run(raw)
	return out, string(txt)
}

func (r *run) children(n ast.Node) {
	for c := n.FirstChild(); c != nil; {
		next := c.NextSibling()
		switch c := c.(type) {
		case *ast.RawHTML:
			out, txt := r.filter(c.Segments)
			repl := &Inline{HTML: out, TextContent: txt}
			repl.SetPos(c.Pos())
			n.ReplaceChild(n, c, repl)
		case *ast.HTMLBlock:
			out, txt := r.filter(blockSegments(c))
			repl := &Block{HTML: out, TextContent: txt}
			repl.SetPos(c.Pos())
			repl.SetBlankPreviousLines(c.HasBlankPreviousLines())
			n.ReplaceChild(n, c, repl)
		default:
			switch {
			case r.f.Skipping():
				// Markdown inside dropped content: drop it, but look inside for
				// the raw HTML that ends it.
				if c.HasChildren() {
					r.children(c)
				}
				if !c.HasChildren() {
					n.RemoveChild(n, c)
				}
			case c.HasChildren():
				// Nothing is being dropped, so the container starts afresh, and
				// what it leaves open (an unclosed inline <script>) ends with it.
				r.children(c)
				r.f.Reset()
			}
			if c.Parent() != nil && onlyRemovedHTML(c, r.source) {
				n.RemoveChild(n, c)
			}
		}
		c = next
	}
}

// onlyRemovedHTML reports whether c is a paragraph left with nothing to show
// (say, one that held only an <img>), which would otherwise render as <p></p>.
func onlyRemovedHTML(c ast.Node, source []byte) bool {
	if c.Kind() != ast.KindParagraph {
		return false
	}
	removed := false
	for x := c.FirstChild(); x != nil; x = x.NextSibling() {
		switch x := x.(type) {
		case *Inline:
			if len(bytes.TrimSpace(x.HTML)) > 0 {
				return false
			}
			removed = true
		case *ast.Text:
			if len(bytes.TrimSpace(x.Segment.Value(source))) > 0 {
				return false
			}
		default:
			return false
		}
	}
	return removed
}

// blockSegments are the lines of an HTML block including its closing line (the
// line with </script>, -->, … for the block types that have one).
func blockSegments(b *ast.HTMLBlock) *text.Segments {
	segs := b.Lines()
	if !b.HasClosure() {
		return segs
	}
	all := text.NewSegments()
	all.AppendAll(segs.Sliced(0, segs.Len()))
	all.Append(b.ClosureLine)
	return all
}

func join(segs *text.Segments, source []byte, pieces []piece) ([]byte, []piece) {
	if segs == nil {
		return nil, pieces
	}
	var raw []byte
	for i := 0; i < segs.Len(); i++ {
		s := segs.At(i)
		pieces = append(pieces, piece{at: len(raw), src: s.Start - s.Padding})
		raw = append(raw, s.Value(source)...)
	}
	return raw, pieces
}

type nodeRenderer struct{}

func (nodeRenderer) RegisterFuncs(reg renderer.NodeRendererFuncRegisterer) {
	reg.Register(KindInline, func(w util.BufWriter, _ []byte, n ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering {
			_, _ = w.Write(n.(*Inline).HTML)
		}
		return ast.WalkSkipChildren, nil
	})
	reg.Register(KindBlock, func(w util.BufWriter, _ []byte, n ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering {
			writeBlock(w, n.(*Block).HTML)
		}
		return ast.WalkSkipChildren, nil
	})
	// Fallbacks for raw HTML that did not go through the transformer.
	reg.Register(ast.KindRawHTML, func(w util.BufWriter, source []byte, n ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering {
			raw, _ := join(n.(*ast.RawHTML).Segments, source, nil)
			out, _ := (&Filter{}).Run(raw)
			_, _ = w.Write(out)
		}
		return ast.WalkSkipChildren, nil
	})
	reg.Register(ast.KindHTMLBlock, func(w util.BufWriter, source []byte, n ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering {
			raw, _ := join(blockSegments(n.(*ast.HTMLBlock)), source, nil)
			out, _ := (&Filter{}).Run(raw)
			writeBlock(w, out)
		}
		return ast.WalkSkipChildren, nil
	})
}

func writeBlock(w util.BufWriter, b []byte) {
	if len(bytes.TrimSpace(b)) == 0 {
		return // a block that was all removed markup leaves no blank lines
	}
	_, _ = w.Write(b)
	if b[len(b)-1] != '\n' {
		_ = w.WriteByte('\n')
	}
}
