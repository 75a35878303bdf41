// Package math reads TeX math as remark-math (micromark-extension-math) reads
// it, for a site that configures it (site.yaml's markdown.math; a Docusaurus
// config whose docs use remark-math):
//
//   - inline math: a run of dollars up to the next run of the same length, as a
//     code span's backticks pair (`$x^2$`, `$$x$$`); one space just inside both
//     ends is dropped; nothing inside is Markdown or MDX (`$\frac{a}{b}$` holds no
//     expression). `\$` is a dollar.
//   - display math: a line of two or more dollars (the rest of the line holds no
//     dollar) up to a line of at least as many, as a code fence; it may interrupt
//     a paragraph, and an unclosed one goes to the end of its container.
//
// The HTML is remark-math's (before rehype-katex): `<span class="math
// math-inline">` and `<div class="math math-display">` holding the TeX, escaped.
// The web renders them with KaTeX when it builds the page (web/lib/math.ts).
package math

import (
	"github.com/contentc/contentc/compiler/internal/markdown/internal/mdstate"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// KindInline and KindBlock are the node kinds of inline and display math.
var (
	KindInline = ast.NewNodeKind("MathInline")
	KindBlock  = ast.NewNodeKind("MathBlock")
)

// Inline is inline math; Value is its TeX.
type Inline struct {
	ast.BaseInline
	Value string
}

func (n *Inline) Kind() ast.NodeKind            { return KindInline }
func (n *Inline) Dump(source []byte, level int) { ast.DumpHelper(n, source, level, nil, nil) }
func (n *Inline) PlainText() string             { return n.Value }
func (n *Block) Kind() ast.NodeKind             { return KindBlock }
func (n *Block) Dump(source []byte, level int)  { ast.DumpHelper(n, source, level, nil, nil) }
func (n *Block) IsRaw() bool                    { return true }
func (n *Block) PlainText() string              { return n.value }
func (n *Block) text(source []byte) string      { return string(n.Lines().Value(source)) }

// Block is display math; its lines are the TeX.
type Block struct {
	ast.BaseBlock
	fence, indent int
	value         string // set when the block is closed
}

// New returns the extension. It parses nothing unless the document's
// mdstate.State has Math set.
func New() goldmark.Extender { return extender{} }

type extender struct{}

func (extender) Extend(m goldmark.Markdown) {
	m.Parser().AddOptions(
		parser.WithBlockParsers(util.Prioritized(blockParser{}, 690)),
		parser.WithInlineParsers(util.Prioritized(inlineParser{}, 90)))
	m.Renderer().AddOptions(renderer.WithNodeRenderers(util.Prioritized(htmlRenderer{}, 100)))
}

type inlineParser struct{}

func (inlineParser) Trigger() []byte { return []byte{'$'} }

func (inlineParser) Parse(parent ast.Node, block text.Reader, pc parser.Context) ast.Node {
	st := mdstate.Get(pc)
	if !st.Math {
		return nil
	}
	line, start := block.PeekLine()
	opener := 0
	for opener < len(line) && line[opener] == '$' {
		opener++
	}
	if opener == 1 && st.MathNoSingleDollar {
		return nil // remark-math's singleDollarTextMath: false: a $ is text
	}
	block.Advance(opener)
	l, pos := block.Position()
	var value []byte
	for {
		line, seg := block.PeekLine()
		if line == nil {
			block.SetPosition(l, pos)
			return ast.NewTextSegment(start.WithStop(start.Start + opener))
		}
		for i := 0; i < len(line); i++ {
			if line[i] != '$' {
				continue
			}
			j := i
			for j < len(line) && line[j] == '$' {
				j++
			}
			if j-i == opener && (!st.MathRemark3 || remark3Closes(line, i, j)) {
				value = append(value, block.Source()[seg.Start:seg.Start+i]...)
				block.Advance(j)
				return &Inline{Value: trimPadding(value)}
			}
			i = j - 1
		}
		value = append(value, block.Source()[seg.Start:seg.Stop]...)
		block.AdvanceLine()
	}
}

// remark3Closes reports whether the dollars at line[i:j] close inline math
// as remark-math 3's tokenizer has it (a Docusaurus 2 site's): not when a
// space or a tab comes before them, nor, for one dollar, when a digit comes
// after it (`$5 and $10` is text).
func remark3Closes(line []byte, i, j int) bool {
	if i > 0 && (line[i-1] == ' ' || line[i-1] == '\t') {
		return false
	}
	return j-i > 1 || j >= len(line) || line[j] < '0' || line[j] > '9'
}

// trimPadding drops one space or line ending at both ends when both have one and
// the value is not all spaces (a code span's rule, which math text follows).
func trimPadding(v []byte) string {
	blank := true
	for _, c := range v {
		if c != ' ' && c != '\n' {
			blank = false
			break
		}
	}
	if !blank && len(v) >= 2 && (v[0] == ' ' || v[0] == '\n') && (v[len(v)-1] == ' ' || v[len(v)-1] == '\n') {
		v = v[1 : len(v)-1]
	}
	return string(v)
}

type blockParser struct{}

func (blockParser) Trigger() []byte { return []byte{'$'} }

// fence returns the length of the run of dollars at pos and whether the rest of
// the line is free of dollars (an opening fence's condition).
func fence(line []byte, pos int) (n int, plain bool) {
	for pos+n < len(line) && line[pos+n] == '$' {
		n++
	}
	for _, c := range line[pos+n:] {
		if c == '$' {
			return n, false
		}
	}
	return n, true
}

func (blockParser) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	st := mdstate.Get(pc)
	if !st.Math || (st.IndentedCode && pc.BlockIndent() >= 4) {
		return nil, parser.NoChildren
	}
	line, _ := reader.PeekLine()
	pos := pc.BlockOffset()
	if pos < 0 || pos >= len(line) {
		return nil, parser.NoChildren
	}
	n, plain := fence(line, pos)
	if n < 2 || !plain {
		return nil, parser.NoChildren
	}
	reader.AdvanceToEOL()
	return &Block{fence: n, indent: pos}, parser.NoChildren
}

func (blockParser) Continue(node ast.Node, reader text.Reader, pc parser.Context) parser.State {
	b := node.(*Block)
	line, segment := reader.PeekLine()
	w, pos := util.IndentWidth(line, reader.LineOffset())
	if w < 4 || !mdstate.Get(pc).IndentedCode {
		if n, _ := fence(line, pos); n >= b.fence && util.IsBlank(line[pos+n:]) {
			reader.AdvanceToEOL()
			return parser.Close
		}
	}
	p, padding := util.IndentPositionPadding(line, reader.LineOffset(), segment.Padding, b.indent)
	if p < 0 {
		p = max(0, util.FirstNonSpacePosition(line)) - segment.Padding
		padding = 0
	}
	seg := text.NewSegmentPadding(segment.Start+p, segment.Stop, padding)
	seg.ForceNewline = true
	node.Lines().Append(seg)
	reader.AdvanceToEOL()
	return parser.Continue | parser.NoChildren
}

func (blockParser) Close(node ast.Node, reader text.Reader, pc parser.Context) {
	b := node.(*Block)
	v := b.text(reader.Source())
	if len(v) > 0 && v[len(v)-1] == '\n' {
		v = v[:len(v)-1]
	}
	b.value = v
}

func (blockParser) CanInterruptParagraph() bool { return true }

func (blockParser) CanAcceptIndentedLine() bool { return true }

type htmlRenderer struct{}

func (htmlRenderer) RegisterFuncs(reg renderer.NodeRendererFuncRegisterer) {
	reg.Register(KindInline, func(w util.BufWriter, source []byte, n ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering {
			w.WriteString(`<span class="math math-inline">`)
			w.Write(util.EscapeHTML([]byte(n.(*Inline).Value)))
			w.WriteString(`</span>`)
		}
		return ast.WalkSkipChildren, nil
	})
	reg.Register(KindBlock, func(w util.BufWriter, source []byte, n ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering {
			w.WriteString(`<div class="math math-display">`)
			w.Write(util.EscapeHTML([]byte(n.(*Block).value)))
			w.WriteString("</div>\n")
		}
		return ast.WalkSkipChildren, nil
	})
}
