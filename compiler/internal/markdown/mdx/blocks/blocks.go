// Package blocks holds CommonMark's block and inline parsers as MDX documents
// use them: goldmark's own, without raw HTML (HTML is JSX, package mdx) and
// without indented code, so that indentation is free inside JSX (MDX 3,
// micromark without indented code); a Docusaurus 2 site's documents (MDX 1,
// mdxast.State.MDX1) keep indented code after a blank line and remark-parse 8's
// lenient list items.
package blocks

import (
	"bytes"
	"regexp"
	"strconv"
	"strings"

	"github.com/contentc/contentc/compiler/internal/markdown/mdx/mdxast"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

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
	if mdxast.GetState(pc).MDX1 && pc.BlockIndent() >= 4 {
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
		util.Prioritized(freeIndent{mdx1ParenList{parser.NewListParser()}}, 300),
		util.Prioritized(freeIndent{mdx1ParenList{parser.NewListItemParser()}}, 400),
		util.Prioritized(mdx1Code{parser.NewCodeBlockParser()}, 500),
		util.Prioritized(freeIndent{parser.NewATXHeadingParser()}, 600),
		util.Prioritized(indentedFence{parser.NewFencedCodeBlockParser()}, 700),
		util.Prioritized(freeIndent{parser.NewBlockquoteParser()}, 800),
		util.Prioritized(para, 1000),
	}
}

// mdx1ParenList refuses, in MDX 1 documents, a list item whose number ends
// with ')' (`1) first`): remark-parse 8 reads that marker in its commonmark
// mode only, which Docusaurus 2 does not set, so the line is a paragraph's
// text (checked with @mdx-js/mdx 1.6).
type mdx1ParenList struct{ parser.BlockParser }

func (p mdx1ParenList) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	if mdxast.GetState(pc).MDX1 {
		line, _ := reader.PeekLine()
		i := 0
		for i < len(line) && (line[i] == ' ' || line[i] == '\t') {
			i++
		}
		j := i
		for j < len(line) && line[j] >= '0' && line[j] <= '9' {
			j++
		}
		if j > i && j < len(line) && line[j] == ')' {
			return nil, parser.NoChildren
		}
	}
	return p.BlockParser.Open(parent, reader, pc)
}

// mdx1Code is goldmark's indented code parser, for MDX 1 documents only, after
// a blank line: MDX 1 reads a JSX block up to the next blank line as JSX, so
// indented tags inside it (`<div>\n  <figure>\n    <figcaption>`) are not
// code.
type mdx1Code struct{ parser.BlockParser }

func (p mdx1Code) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	if !mdxast.GetState(pc).MDX1 || !afterBlankLine(reader) {
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
	if mdxast.GetState(pc).MDX1 {
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
		if item, ok := node.(*ast.ListItem); ok && st == parser.HasChildren && mdxast.GetState(pc).MDX1 {
			mdx1ItemOffset(item, parent, reader.Source(), seg.Start-seg.Padding, pc)
		}
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
	var item *ast.ListItem
	switch n := node.(type) {
	case *ast.List:
		item, _ = n.LastChild().(*ast.ListItem)
	case *ast.ListItem:
		item = n
	}
	offset := 0
	if item != nil {
		if mdxast.GetState(pc).MDX1 {
			markerLine(item, line, indent, pc)
		}
		offset = item.Offset
	}
	if _, ok := node.(*ast.Blockquote); ok {
		offset = indent + 1 // any indentation before ">"
	}
	if indent >= offset {
		return p.BlockParser.Continue(node, reader, pc)
	}
	if mdxast.GetState(pc).MDX1 {
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
// Docusaurus 2 uses) on a line that mdx1ItemOffset did not read (an item in a
// quote, a line after two blank lines): a line indented less than the item's
// content, but indented, that starts no item stays in the item (`1. a` then,
// after a blank line, `  text`: CommonMark ends the list there), whose content
// is then indented as much.
func (p freeIndent) continueMDX1(node ast.Node, reader text.Reader, pc parser.Context, line []byte, indent int) parser.State {
	switch node.(type) {
	case *ast.List, *ast.ListItem:
		// After a blank line, or a fence: a line right after the item's text
		// goes on with its paragraph (a lazy line), as in CommonMark, but a
		// fence there is the item's code (`1. Install:` then `  ```bash`,
		// godwoken's and Onion's docs).
		if indent > 0 && !util.IsBlank(line) && !listStartRe.Match(line) && (afterBlankLine(reader) || fenceStartRe.Match(line)) {
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

// fenceStartRe is a line opening a fenced code block.
var fenceStartRe = regexp.MustCompile("^[ \t]*(?:```|~~~)")

// itemIndentKey maps a list item of an MDX 1 document whose content offset
// mdx1ItemOffset changed to the offset its marker gives it.
var itemIndentKey = parser.NewContextKey()

// mdx1ItemOffset sets the content offset of a list item just opened in an MDX
// 1 document (its line at offset at) to what remark-parse 8, which Docusaurus
// 2 uses, takes off each of its lines: the least indentation among them and
// the marker's width (normalListItem's removeIndentation; one more for a
// one-digit number whose marker's width is odd, `1. `). An item whose lines
// are indented one space keeps four of a line indented five, which is then
// indented code (go-zero's model page), and a line indented less than the
// item's text after a blank line (`1. a`, then `  text`) stays in the item,
// where CommonMark would end the list. Its lines run, as remark-parse 8 splits
// a list, up to two blank lines in a row, a line less indented than the
// marker's width that starts an item, or one at the margin after a blank
// line or that starts a heading, fence or break; a line at the margin right
// after text (a lazy line, after which remark-parse 8 removes nothing) is
// left out of the least indentation.
func mdx1ItemOffset(item *ast.ListItem, list ast.Node, src []byte, at int, pc parser.Context) {
	ls := bytes.LastIndexByte(src[:at], '\n') + 1
	base := at - ls
	if strings.Trim(string(src[ls:at]), " ") != "" {
		return // inside a quote (continueMDX1 reads it), or after a tab
	}
	width := item.Offset
	line := src[at:]
	if l, ok := list.(*ast.List); ok && l.IsOrdered() {
		t := bytes.TrimLeft(line, " ")
		k := 0
		for k < len(t) && t[k] >= '0' && t[k] <= '9' {
			k++
		}
		if n, err := strconv.Atoi(string(t[:k])); err == nil && n < 10 && width%2 == 1 {
			width++ // remark-parse 8 lets the first nine numbers indent one more
		}
	}
	least, blank := width, false
	i := bytes.IndexByte(line, '\n')
	if i < 0 {
		return
	}
	for i = at + i + 1; i < len(src); {
		end := bytes.IndexByte(src[i:], '\n')
		if end < 0 {
			end = len(src) - i
		}
		text := src[i : i+end]
		i += end + 1
		if util.IsBlank(text) {
			if blank {
				break // two blank lines end the list
			}
			blank = true
			continue
		}
		w, _ := util.IndentWidth(text, 0)
		if w < base {
			break // the enclosing item's end
		}
		rest := bytes.TrimLeft(text, " \t")
		if ind := w - base; ind < item.Offset && listStartRe.Match(rest) {
			break // the next item, or another list
		} else if ind == 0 {
			if blank || interruptsListRe.Match(rest) {
				break
			}
			// a lazy line
		} else {
			least = min(least, ind)
		}
		blank = false
	}
	if least != item.Offset {
		indents, _ := pc.Get(itemIndentKey).(map[*ast.ListItem]int)
		if indents == nil {
			indents = map[*ast.ListItem]int{}
			pc.Set(itemIndentKey, indents)
		}
		indents[item] = item.Offset
		item.Offset = least
	}
}

// interruptsListRe is a line at the margin that ends a list in remark-parse 8
// (its interruptList: a heading, a fence, a thematic break).
var interruptsListRe = regexp.MustCompile("^(?:#{1,6}(?:[ \t]|$)|```|~~~|(?:[*_-][ \t]*){3,}$)")

// markerLine gives item back the offset its marker gives it, in an MDX 1
// document, when line starts an item less indented than that (mdx1ItemOffset
// may have lowered it): that is the next item, as remark-parse 8 splits a
// list, not one inside item.
func markerLine(item *ast.ListItem, line []byte, indent int, pc parser.Context) {
	indents, _ := pc.Get(itemIndentKey).(map[*ast.ListItem]int)
	if w, ok := indents[item]; ok && indent < w && listStartRe.Match(bytes.TrimLeft(line, " ")) {
		item.Offset = w
	}
}

// indentedParagraph is goldmark's paragraph parser, also for lines indented four
// spaces or more (MDX has no indented code).
type indentedParagraph struct{ parser.BlockParser }

func (indentedParagraph) CanAcceptIndentedLine() bool { return true }

// Continue takes the line without its indentation, as CommonMark's paragraph
// content is, so that GFM's table rows and delimiter row indented four spaces
// or more inside JSX (radon-ide's device tables) are a table, as remark-gfm
// reads them in MDX 3; MDX 1 keeps goldmark's lines (its tables follow
// CommonMark's indentation).
func (p indentedParagraph) Continue(node ast.Node, reader text.Reader, pc parser.Context) parser.State {
	n := node.Lines().Len()
	st := p.BlockParser.Continue(node, reader, pc)
	if lines := node.Lines(); lines.Len() == n+1 && !mdxast.GetState(pc).MDX1 {
		seg := lines.At(n)
		lines.Set(n, seg.TrimLeftSpace(reader.Source()))
	}
	return st
}

// InlineParsers are goldmark's inline parsers without raw HTML.
func InlineParsers() []util.PrioritizedValue {
	return []util.PrioritizedValue{
		util.Prioritized(parser.NewCodeSpanParser(), 100),
		util.Prioritized(parser.NewLinkParser(), 200),
		util.Prioritized(parser.NewAutoLinkParser(), 300),
		util.Prioritized(mdx1Emphasis{parser.NewEmphasisParser()}, 500),
		util.Prioritized(mdx1Entity{}, 600),
		util.Prioritized(mdx1Tilde{}, 450),
		util.Prioritized(mdx1Escape{}, 700),
	}
}

// mdx1Tilde keeps, in MDX 1 documents, a lone `~` as text: remark-parse 8
// strikes text through between two tildes only (`~~x~~`), while GFM (MDX 3,
// goldmark's extension, at priority 500) takes one too (`~x~`).
type mdx1Tilde struct{}

func (mdx1Tilde) Trigger() []byte { return []byte{'~'} }

func (mdx1Tilde) Parse(parent ast.Node, block text.Reader, pc parser.Context) ast.Node {
	if !mdxast.GetState(pc).MDX1 {
		return nil
	}
	line, seg := block.PeekLine()
	if len(line) > 1 && line[1] == '~' {
		return nil // a run of two or more: the extension's
	}
	block.Advance(1)
	return ast.NewTextSegment(seg.WithStop(seg.Start + 1))
}

// mdx1Entity reads, in MDX 1 documents, a character reference of HTML's legacy
// names written without its semicolon (`&nbsp`, `&copy 2024`, `&amp`), as
// remark-parse 8 (parse-entities) decodes it in text: the longest legacy name
// the letters after the & start with (`&copy2024` is ©2024). CommonMark needs
// the semicolon (`&nbsp;` is read as usual); getlago's API tables showed
// "&nbsp &nbsp" on 57 pages.
type mdx1Entity struct{}

func (mdx1Entity) Trigger() []byte { return []byte{'&'} }

func (mdx1Entity) Parse(parent ast.Node, block text.Reader, pc parser.Context) ast.Node {
	if !mdxast.GetState(pc).MDX1 {
		return nil
	}
	line, _ := block.PeekLine()
	end := 1
	for end < len(line) && (util.IsAlphaNumeric(line[end])) {
		end++
	}
	if end < len(line) && line[end] == ';' {
		return nil // a reference as CommonMark reads it
	}
	for k := end; k > 1; k-- {
		if c, ok := legacyEntities[string(line[1:k])]; ok {
			block.Advance(k)
			return ast.NewString([]byte(c))
		}
	}
	return nil
}

// legacyEntities are the references HTML reads without a semicolon
// (character-entities-legacy), by name.
var legacyEntities = func() map[string]string {
	m := map[string]string{}
	for _, name := range strings.Fields(`AElig AMP Aacute Acirc Agrave Aring Atilde Auml COPY Ccedil ETH Eacute Ecirc
		Egrave Euml GT Iacute Icirc Igrave Iuml LT Ntilde Oacute Ocirc Ograve Oslash Otilde Ouml QUOT REG THORN
		Uacute Ucirc Ugrave Uuml Yacute aacute acirc acute aelig agrave amp aring atilde auml brvbar ccedil cedil
		cent copy curren deg divide eacute ecirc egrave eth euml frac12 frac14 frac34 gt iacute icirc iexcl igrave
		iquest iuml laquo lt macr micro middot nbsp not ntilde oacute ocirc ograve ordf ordm oslash otilde ouml para
		plusmn pound quot raquo reg sect shy sup1 sup2 sup3 szlig thorn times uacute ucirc ugrave uml uuml yacute
		yen yuml`) {
		if e, ok := util.LookUpHTML5EntityByName(name); ok {
			m[name] = string(e.Characters)
		}
	}
	return m
}()
