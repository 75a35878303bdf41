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
// The nodes it makes, the document's State and what an expression renders
// are package mdxast. Around it, each its own package: esm (the
// `import`/`export` statements, which fill the State, and what an import
// specifier names), blocks
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
	"strings"

	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/markdown/internal/mdstate"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/jsx"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/jsx/jsxflow"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/mdxast"
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

// ---- nodes ----

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
	st := mdxast.GetState(pc)
	if st.Failed() || st.TextExpression(parent, src, start) {
		return nil
	}
	end, err := jsx.ScanExpression(src, start)
	if err != nil {
		st.Syntax(pc, err.Offset, err.Msg)
		return nil
	}
	if !advanceTo(block, end) {
		st.Syntax(pc, start, "expression '{' is not closed before the end of its paragraph")
		return nil
	}
	n := &mdxast.Expression{Source: string(src[start+1 : end-1]), Offset: start}
	n.Value = mdxast.Evaluate(pc, n.Source, start)
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
			return &mdxast.FlowExpr{}, parser.NoChildren
		}
		return nil, parser.NoChildren
	}
	if start < 0 || start+1 >= len(src) || src[start] != '{' || src[start+1] == '#' || mdxast.GetState(pc).Failed() || mdxast.GetState(pc).TextExpression(parent, src, start) {
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
			return &mdxast.FlowExpr{}, parser.NoChildren
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
	var closes []*mdxast.Block
	if !util.IsBlank(src[end:eol]) {
		if closes = closersAfter(src, end, pc); closes == nil {
			return nil, parser.NoChildren
		}
	}
	expr := string(src[start+1 : end-1])
	n := &mdxast.FlowExpr{Expression: mdxast.Expression{Source: expr, Offset: start}}
	n.Value = mdxast.Evaluate(pc, expr, start)
	for _, b := range closes {
		b.Closed = true // its Continue ends it on the next line
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
func closersAfter(src []byte, i int, pc parser.Context) []*mdxast.Block {
	var open []*mdxast.Block
	for _, b := range pc.OpenedBlocks() {
		if blk, ok := b.Node.(*mdxast.Block); ok && !blk.Closed && !blk.SelfClosing {
			open = append(open, blk)
		}
	}
	var closed []*mdxast.Block
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
		if mdxast.GetState(pc).Failed() {
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
		n := &mdxast.FlowExpr{}
		skipLines(reader, start, eol)
		return n, parser.NoChildren
	}
	st := mdxast.GetState(pc)
	if !jsx.LooksLikeTag(src, start) || st.Failed() {
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
		st.Syntax(pc, err.Offset, err.Msg)
		return nil, parser.NoChildren
	}
	if st.MDX1 && !t.Closing && !t.SelfClosing {
		if n, end := mdx1Chunk(src, t, pc); n != nil {
			skipLines(reader, start, end)
			return withTail(parent, reader, n, end, pc)
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
			if jsxflow.Balanced(chunkTags(all)) {
				// The whole element: `<CodeBlock>{`a` / `` / `b`}</CodeBlock>`.
				skipLines(reader, start, end)
				return withTail(parent, reader, &mdxast.Flow{Build: func(f *mdxast.Flow) { buildChunk(f, all) }}, end, pc)
			}
			if jsxflow.Balanced(chunkTags(toks)) {
				// Its first children; `</CodeBlock>` comes on a later line.
				n := &mdxast.Block{Element: mdxast.Element{Name: t.Name, Attrs: t.Attrs, Offset: start}}
				n.AppendChild(n, &mdxast.Flow{Build: func(f *mdxast.Flow) { buildChunk(f, toks) }})
				skipLines(reader, start, end)
				return n, parser.HasChildren
			}
		}
	}
	if !blank && !t.Closing && seg.Padding == 0 {
		// A line of tags only (`<tbody><tr><td>`, `<td></td>`): each is a tag of
		// its own (MDX's JSX flow), the first one opened here and the rest of
		// the line read as its content.
		if run := jsx.TagRun(src, t, st.Consts); run != nil && jsxflow.Balanced(run) {
			// One whole element (`<td></td>`, `<video><source … /></video>`): closed here.
			n := closedTree(run)
			skipLines(reader, start, eol)
			return withTail(parent, reader, n, eol, pc)
		} else if k, outer := closingTail(run, parent); k > 0 {
			// One whole element, then the closing tags of the elements these
			// lines are in (`<div>` … `<img src="…" /></div>`, docs.pact.io;
			// `</div><div></div></TabItem></Tabs></div>` after a first closing
			// tag, as docusaurus-openapi-docs 1 wrote its pages): the element,
			// and the enclosing ones end with this line.
			n := closedTree(run[:k])
			for _, b := range outer {
				b.Closed = true
			}
			skipLines(reader, start, eol)
			return n, parser.NoChildren
		} else if run != nil && jsxflow.Siblings(run) {
			// Whole elements side by side (`<td><b></b></td> <td><i></i></td>`,
			// cartesi's tables; `<a></a><b></b>`; empty ones, `<br/><br/>`, trpc's
			// starter pages): MDX's JSX flow, each closed here, ending a
			// paragraph above as one element alone does; outside an element
			// the spaces between them are a space (jsxflow.SpacedSiblings).
			var toks []chunkToken
			for i, sp := range jsxflow.SpacedSiblings(src, run) {
				if sp && !isBlock(parent) {
					toks = append(toks, chunkToken{text: " "})
				}
				toks = append(toks, chunkToken{tag: run[i]})
			}
			if tooDeep(pc, start) {
				return nil, parser.NoChildren
			}
			skipLines(reader, start, eol)
			return withTail(parent, reader, &mdxast.Flow{Build: func(f *mdxast.Flow) { buildChunk(f, toks) }}, eol, pc)
		} else if toks, p, ok := wholeThenOpen(src, t.End, eol, pc); ok && !t.Empty() {
			// MDX 1: whole elements, then tags left open (`<Row><Cell> a
			// </Cell><Cell>`): the first tag's element opens with the whole
			// ones as its first children, and the open tags are read next, their
			// children coming on later lines (crazydan's tables).
			if tooDeep(pc, start) {
				return nil, parser.NoChildren
			}
			n := &mdxast.Block{Element: mdxast.Element{Name: t.Name, Attrs: t.Attrs, Offset: start}}
			n.AppendChild(n, &mdxast.Flow{Build: func(f *mdxast.Flow) { buildChunk(f, toks) }})
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
				return withTail(parent, reader, &mdxast.Flow{Build: func(f *mdxast.Flow) { buildChunk(f, toks) }}, eol, pc)
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
		} else if (run != nil || st.MDX1 && jsxflow.OpensFlow(src, t, eol) || !st.MDX1 && jsxflow.LeavesOpen(src, t)) && !t.Empty() {
			if tooDeep(pc, start) {
				return nil, parser.NoChildren
			}
			// The rest of the line after the tag (which may go on over lines,
			// `<Tabs values={…}\n>  <TabItem value="a">`) is read next.
			advancePast(reader, seg, start, t.End)
			return &mdxast.Block{Element: mdxast.Element{Name: t.Name, Attrs: t.Attrs, Offset: start}}, parser.HasChildren
		}
	}
	if !blank {
		// `<iframe …attributes on several lines…\n></iframe>`: an element with
		// no children whose closing tag ends the opening tag's last line.
		if !t.Closing && !t.SelfClosing && t.End < len(src) && src[t.End] == '<' && jsx.LooksLikeTag(src, t.End) {
			if ct, err := jsx.ParseTag(src, t.End, nil); err == nil && ct.Closing && ct.Name == t.Name {
				if eol2, blank2 := restBlank(src, ct.End); blank2 && bytes.IndexByte(src[start:t.End], '\n') >= 0 {
					n := &mdxast.Block{Element: mdxast.Element{Name: t.Name, Attrs: t.Attrs, Offset: start}, Closed: true}
					skipLines(reader, start, eol2)
					return withTail(parent, reader, n, eol2, pc)
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
		return &mdxast.FlowExpr{}, parser.NoChildren
	}
	if t.Closing {
		msg := fmt.Sprintf("unexpected closing tag </%s>: no element <%s> is open here", t.Name, t.Name)
		if i := bytes.LastIndex(src[:start], []byte("<"+t.Name)); i >= 0 && i+len(t.Name)+1 < start && bytes.IndexByte([]byte(" \t\r\n/>"), src[i+len(t.Name)+1]) >= 0 {
			// mobx's `<details><summary>Tip</summary>` with text on its line
			msg += fmt.Sprintf("; if it is the <%s> above, that one is in a paragraph, which closes it at its end, as MDX reads it: put its tag on a line of its own", t.Name)
		}
		st.Syntax(pc, start, msg)
		skipLines(reader, start, eol)
		return &mdxast.FlowExpr{}, parser.NoChildren
	}
	n := &mdxast.Block{Element: mdxast.Element{Name: t.Name, Attrs: t.Attrs, SelfClosing: t.SelfClosing, Offset: start}}
	if tooDeep(pc, start) {
		return nil, parser.NoChildren
	}
	skipLines(reader, start, eol)
	if t.Empty() {
		n.SelfClosing = true
		n.Closed = true
		return withTail(parent, reader, n, eol, pc)
	}
	return n, parser.HasChildren
}

func (blockParser) Continue(node ast.Node, reader text.Reader, pc parser.Context) parser.State {
	n, ok := node.(*mdxast.Block)
	if !ok || n.SelfClosing || n.Closed {
		return parser.Close // an element closed on its own lines (<td></td>) has no more
	}
	// A fenced code block open inside holds its lines (it is a leaf: the
	// innermost open block), and so does an import or export statement, whose
	// JavaScript may hold JSX (`export const Card = () => (` then `  </div>`
	// inside a <div>: veecode's platform pages), which MDX reads up to a blank
	// line.
	line, seg := reader.PeekLine()
	if bs := pc.OpenedBlocks(); len(bs) > 0 {
		switch bs[len(bs)-1].Node.(type) {
		case *ast.FencedCodeBlock:
			if !endsListItem(bs, n, line, reader.LineOffset()) {
				return parser.Continue | parser.HasChildren
			}
		case *mdxast.ESM:
			return parser.Continue | parser.HasChildren
		}
	}
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
	if !jsxflow.FlowRest(src, rest) {
		// MDX 1 reads whole elements with text in them after the closing tags
		// as JSX too (`</TCol><TCol> name </TCol>`; see wholeThenOpen).
		eol, _ := restBlank(src, rest)
		if _, _, ok := wholeThenOpen(src, rest, eol, pc); !ok || seg.Padding != 0 {
			return parser.Continue | parser.HasChildren // content follows: inline
		}
	}
	var open []*mdxast.Block // the open elements, outermost first
	me := -1
	for _, b := range pc.OpenedBlocks() {
		if blk, ok := b.Node.(*mdxast.Block); ok && !blk.Closed && !blk.SelfClosing {
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
		if !blank || len(closers) > 1 || t.Name != n.Name || me < 0 || slices.ContainsFunc(open[me+1:], func(b *mdxast.Block) bool { return b.Name == n.Name }) {
			return parser.Continue | parser.HasChildren
		}
		n.Closed = true
		skipLines(reader, start, eol)
		return parser.Close
	}
	for _, b := range open[me:] {
		b.Closed = true
	}
	c := closers[at]
	if eol, blank := restBlank(src, c.End); blank {
		skipLines(reader, start, eol)
		if flow, end := mdx1Tail(n.Parent(), src, eol, pc); flow != nil {
			n.Parent().InsertAfter(n.Parent(), n, flow)
			skipLines(reader, eol, end)
		}
	} else if seg.Padding == 0 {
		// the rest of the line opens or closes more, or is an expression
		// (`</a>{' '}`, as MDX allows after a tag)
		reader.Advance(c.End - seg.Start)
	} else {
		skipLines(reader, start, eol)
	}
	return parser.Close
}

// withTail returns n, a block read to the end of its line at eol; in a
// Docusaurus 2 site it puts n in parent and returns the lines after it that
// MDX 1 reads into its JSX block (mdx1Tail), which the reader skips.
func withTail(parent ast.Node, reader text.Reader, n ast.Node, eol int, pc parser.Context) (ast.Node, parser.State) {
	flow, end := mdx1Tail(parent, reader.Source(), eol, pc)
	if flow == nil {
		return n, parser.NoChildren
	}
	parent.AppendChild(parent, n)
	skipLines(reader, eol, end)
	return flow, parser.NoChildren
}

// mdx1Tail reads, in a Docusaurus 2 site (MDX 1), the lines after a JSX block
// whose last line ends at eol that MDX 1 reads into it (jsxflow.MDX1BlockEnd:
// `## Heading` and `:::tip` right after `</table>` are its JSX text, go-zero's
// intro page) as a Flow of text, tags and expressions, and the end of the
// last; nil when there are none, inside a list or quote (whose lines MDX 1
// reads without their markers), or when they are not JSX (a tag left open, a
// `<` or `}` that JSX rejects).
func mdx1Tail(parent ast.Node, src []byte, eol int, pc parser.Context) (*mdxast.Flow, int) {
	st := mdxast.GetState(pc)
	if !st.MDX1 || st.Failed() {
		return nil, 0
	}
	for p := parent; p != nil; p = p.Parent() {
		if _, ok := p.(*ast.Document); !ok && !isBlock(p) {
			return nil, 0
		}
	}
	end := jsxflow.MDX1BlockEnd(src, eol)
	if end == eol {
		return nil, 0
	}
	var toks []chunkToken
	depth := 0
	for i := eol; i < end; {
		switch c := src[i]; {
		case c == '{':
			e, err := jsx.ScanExpression(src, i)
			if err != nil || e > end || mdxast.BlankLineIn(src[i:e]) {
				return nil, 0
			}
			toks = append(toks, chunkToken{expr: &mdxast.Expression{Source: string(src[i+1 : e-1])}, at: i})
			i = e
		case c == '<':
			if !jsx.LooksLikeTag(src, i) {
				return nil, 0
			}
			t, err := jsx.ParseTag(src, i, st.Consts)
			if err != nil || t.End > end || !jsx.IsHTMLName(t.Name) && (Builtins[t.Name] || !jsx.MDX1Name(t.Name)) {
				return nil, 0
			}
			if depth += t.Nesting(); depth < 0 {
				return nil, 0
			}
			toks = append(toks, chunkToken{tag: t})
			i = t.End
		case c == '}':
			return nil, 0
		default:
			j := i
			for j < end && src[j] != '<' && src[j] != '{' && src[j] != '}' {
				j++
			}
			toks = append(toks, chunkToken{text: string(src[i:j])})
			i = j
		}
	}
	if depth != 0 || len(toks) == 1 && jsx.Text(toks[0].text) == "" {
		return nil, 0 // (lines of spaces only, which add nothing)
	}
	evaluateAll(pc, toks)
	return &mdxast.Flow{Build: func(f *mdxast.Flow) { buildChunk(f, toks) }}, end
}

// tooDeep reports (as a diagnostic) an element nested deeper than the limit.
func tooDeep(pc parser.Context, start int) bool {
	depth := 0
	for _, b := range pc.OpenedBlocks() {
		if b.Node.Kind() == mdxast.KindBlock {
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
// closingTail splits a run of tags into whole elements and the closing tags
// after them that close, in order, parent and the open elements around it:
// the index of the first closing tag (0 when the run is not so) and those
// elements.
func closingTail(run []*jsx.Tag, parent ast.Node) (int, []*mdxast.Block) {
	for k := len(run) - 1; k > 0 && run[k].Closing; k-- {
		if !jsxflow.Balanced(run[:k]) {
			continue
		}
		var outer []*mdxast.Block
		n := parent
		for _, t := range run[k:] {
			if !openBlockNamed(n, t.Name) {
				return 0, nil
			}
			outer = append(outer, n.(*mdxast.Block))
			n = n.Parent()
		}
		return k, outer
	}
	return 0, nil
}

func openBlockNamed(n ast.Node, name string) bool {
	b, ok := n.(*mdxast.Block)
	return ok && !b.Closed && !b.SelfClosing && b.Name == name
}

// mdx1Chunk reads an HTML element whose lines, up to the next blank line,
// hold it whole with text among its tags, as MDX 1 reads it: a JSX block,
// whose text is JSX text, not Markdown (`<pre>\nf(x:\n<a href="…">\nT\n</a>,
// y) => R\n</pre>`; `**b**` inside stays as written), its lines joined as JSX
// joins them; expressions and components among them too (not the built-ins,
// whose children are Markdown). It returns the element in a Flow and the end
// of its last line; nil for anything else (a blank line inside, tags only),
// which is read as MDX 3 reads it.
func mdx1Chunk(src []byte, first *jsx.Tag, pc parser.Context) (*mdxast.Flow, int) {
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
			if err != nil || mdxast.BlankLineIn(src[i:end]) {
				return nil, 0
			}
			ex := &mdxast.Expression{Source: string(src[i+1 : end-1])}
			ex.Value = mdxast.Evaluate(pc, ex.Source, i)
			toks = append(toks, chunkToken{expr: ex})
			text = true // content, as text is (`<div>{name}</div>`)
			i = end
			continue
		}
		if src[i] == '<' {
			// (attributes may name constants and imported modules'
			// values, `href={links.url}`, as anywhere: Sensing-Dev's
			// download buttons)
			t, err := jsx.ParseTag(src, i, mdxast.GetState(pc).Consts)
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
				if after || jsxflow.EmptyLine(src, j+1) {
					// an empty line (not one of spaces, mdx1Tail): the JSX
					// block ends before the element does; after it, only a
					// paragraph of one line is read so (the next may be a
					// list's item)
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
	flow := &mdxast.Flow{Build: func(flow *mdxast.Flow) {
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
// ok is false for any other line and for a line written over several (after
// a paragraph's text too: MDX 1 ends the paragraph there, as a JSX block).
func wholeThenOpen(src []byte, from, eol int, pc parser.Context) (toks []chunkToken, open int, ok bool) {
	st := mdxast.GetState(pc)
	if !st.MDX1 || bytes.IndexByte(src[from:eol], '\n') >= 0 {
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
			toks = append(toks, chunkToken{expr: &mdxast.Expression{Source: string(src[i+1 : end-1])}, at: i})
			i = end
			continue
		case c == '<' && jsx.LooksLikeTag(src, i):
			t, err := jsx.ParseTag(src, i, st.Consts)
			if err != nil || t.End > eol || !jsx.MDX1Name(t.Name) || !jsx.IsHTMLName(t.Name) && Builtins[t.Name] {
				return nil, 0, false
			}
			if depth == 0 && !t.Closing && !t.Empty() && jsxflow.OpenRest(src, t, eol) {
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
			tk.expr.Value = mdxast.Evaluate(pc, tk.expr.Source, tk.at)
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
	parent.AppendChild(parent, &mdxast.Flow{Build: func(f *mdxast.Flow) { buildChunk(f, toks) }})
	advancePast(reader, seg, start, open.End)
	return &mdxast.Block{Element: mdxast.Element{Name: open.Name, Attrs: open.Attrs, Offset: open.Start}}, parser.HasChildren
}

// isBlock reports whether n is an element block (package mdx's Block).
func isBlock(n ast.Node) bool {
	_, ok := n.(*mdxast.Block)
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
	st := mdxast.GetState(pc)
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
			toks = append(toks, chunkToken{expr: &mdxast.Expression{Source: string(src[i+1 : end-1])}, at: i})
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

// chunkToken is a tag, a text or an expression of a JSX block read whole
// (mdx1Chunk, flowLine).
type chunkToken struct {
	tag  *jsx.Tag
	text string
	expr *mdxast.Expression
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
	st := mdxast.GetState(pc)
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
			toks = append(toks, chunkToken{expr: &mdxast.Expression{Source: string(src[i+1 : end-1])}})
			i = end
		case jsx.LooksLikeTag(src, i):
			t, err := jsx.ParseTag(src, i, st.Consts)
			if err != nil {
				return nil, 0, false
			}
			toks = append(toks, chunkToken{tag: t})
			i = t.End
		case st.MDX1 && jsxflow.Balanced(chunkTags(append([]chunkToken{{tag: first}}, toks...))):
			// Text after the whole element (`<CodeBlock>{X}</CodeBlock>;`):
			// MDX 1 reads the line as a JSX block, the text JSX text after
			// the element (langchainjs' llama_cpp page), when the paragraph
			// is this line.
			eol := bytes.IndexByte(src[i:], '\n')
			if eol < 0 {
				eol = len(src) - i
			}
			text := src[i : i+eol]
			if _, blank := restBlank(src, min(i+eol+1, len(src))); !blank || bytes.ContainsAny(text, "{}<>") {
				// (a paragraph of this one line only, as for HTML elements)
				return nil, 0, false
			}
			toks = append(toks, chunkToken{text: string(text)})
			i += eol
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
		if !hasExpr || (i >= len(src) || blank) && !afterParagraph && !st.MDX1 || st.MDX1 && afterParagraph || !jsxflow.Balanced(chunkTags(append([]chunkToken{{tag: first}}, toks...))) {
			return nil, 0, false
		}
	}
	at := first.End
	for _, tk := range toks {
		if tk.expr != nil {
			at = bytes.IndexByte(src[at:], '{') + at
			tk.expr.Value = mdxast.Evaluate(pc, tk.expr.Source, at)
			at += len(tk.expr.Source) + 2
		} else if tk.tag != nil {
			at = tk.tag.End
		}
	}
	return toks, i, true
}

// buildChunk adds an MDX 1 JSX block's elements and texts to flow.
func buildChunk(flow *mdxast.Flow, toks []chunkToken) {
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
			in := &mdxast.Inline{Element: mdxast.Element{Name: t.Name, Attrs: t.Attrs, SelfClosing: void, Offset: t.Start}, Paired: true}
			parent.AppendChild(parent, in)
			if !void {
				stack = append(stack, in)
			}
		}
	}
}

// closedTree makes the element of a balanced run, its children elements of
// their own, every one closed.
func closedTree(run []*jsx.Tag) *mdxast.Block {
	var root *mdxast.Block
	var stack []*mdxast.Block
	for _, t := range run {
		if t.Closing {
			stack = stack[:len(stack)-1]
			continue
		}
		void := t.Empty()
		b := &mdxast.Block{Element: mdxast.Element{Name: t.Name, Attrs: t.Attrs, SelfClosing: void, Offset: t.Start}, Closed: true}
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

// endsListItem reports whether line ends a list item open inside n (it is
// not blank and indented less than the item's content), which closes the
// fenced code block open in the item, as CommonMark reads it: a fence left
// open in a list step ends with the step (great-expectations' partials, where
// `</TabItem>` at the margin follows).
func endsListItem(open []parser.Block, n ast.Node, line []byte, lineOffset int) bool {
	if util.IsBlank(line) {
		return false
	}
	indent, _ := util.IndentWidth(line, lineOffset)
	inside := false
	for _, b := range open {
		if b.Node == n {
			inside = true
			continue
		}
		if li, ok := b.Node.(*ast.ListItem); ok && inside && indent < li.Offset {
			return true
		}
	}
	return false
}

func (blockParser) Close(node ast.Node, reader text.Reader, pc parser.Context) {
	n, ok := node.(*mdxast.Block)
	if ok && !n.Closed {
		mdxast.GetState(pc).Syntax(pc, n.Offset, fmt.Sprintf("<%s> is not closed: expected </%s> before the end of its container", n.Name, n.Name))
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
	st := mdxast.GetState(pc)
	if bytes.HasPrefix(src[start:], commentStart) {
		if st.Failed() {
			return nil
		}
		end := bytes.Index(src[start:], commentEnd)
		if end < 0 {
			st.Syntax(pc, start, "unclosed HTML comment: <!-- without -->")
			return nil
		}
		if !advanceTo(block, start+end+3) {
			return nil
		}
		return &mdxast.Expression{}
	}
	if !jsx.LooksLikeTag(src, start) || st.Failed() {
		return nil
	}
	t, err := jsx.ParseTag(src, start, st.Consts)
	if err != nil {
		st.Syntax(pc, err.Offset, err.Msg)
		return nil
	}
	if st.MDX1 && !jsx.MDX1Name(t.Name) {
		st.Syntax(pc, start, fmt.Sprintf("<%s> is text to MDX 1 (a tag name of letters, digits, - and . only) but a tag to MDX 3", t.Name))
		return nil // text to MDX 1: `Unzip into <APP_HOME>/conf`
	}
	if !advanceTo(block, t.End) {
		st.Syntax(pc, start, fmt.Sprintf("tag <%s> is not closed before the end of its paragraph", t.Name))
		return nil
	}
	return &mdxast.Inline{Element: mdxast.Element{Name: t.Name, Attrs: t.Attrs, SelfClosing: t.SelfClosing, Offset: start}, Closing: t.Closing}
}

var commentStart, commentEnd = []byte("<!--"), []byte("-->")
