// Package gfm is GitHub Flavored Markdown as remark-gfm (micromark, what
// Docusaurus uses) reads it, where goldmark's extensions read it otherwise:
// a table's header row has as many cells as its delimiter row, a task list
// marker needs a space and text after it, and a bare http(s) URL is linked
// after any character but an ASCII letter, its braces its own. Each is
// goldmark's own parser with the rule added. A bare e-mail address is linked
// by emailLinks, with remark-gfm's rules (or remark-parse 8's in a Docusaurus
// 2 site). Footnotes are goldmark's, written with the markup (and so the
// anchors) Docusaurus gives them.
package gfm

import (
	"bytes"
	"regexp"
	"unicode"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	east "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"

	"github.com/contentc/contentc/compiler/internal/markdown/internal/mdstate"
)

// LinkifyURL is goldmark's pattern of a bare URL to link, with the top-level
// domain made optional, as remark-gfm (Docusaurus) links http://localhost:3000/x
// and https://yourdomain/{path} (whose braces are then the URL's, not an MDX
// expression).
// A ']' ends the URL before '(' or '[' (and before anything that is not a
// URL character), as micromark's trailing bracket rule has it:
// `https://x/browse/[ABC-1](https://x/browse/ABC-1)` links
// https://x/browse/[ABC-1, then the URL in the parentheses (moodle's docs).
// Its path goes on through any character that is not ASCII, but white space
// (`/wiki/Café`, `/path/文档`, pika's `RocksDB‐Tuning‐Guide`), as micromark's
// path does.
var LinkifyURL = regexp.MustCompile(`^(?:http|https|ftp)://[-a-zA-Z0-9@:%._\+~#=]{1,256}(?:\.[a-z]+)?(?::\d+)?(?:[/#?]` + urlPath + `)?`)

// LinkifyWWW is goldmark's pattern of a bare www. address, its path as
// LinkifyURL's.
var LinkifyWWW = regexp.MustCompile(`^www\.[-a-zA-Z0-9@:%._\+~#=]{1,256}\.[a-z]+(?:[/#?]` + urlPath + `)?`)

// urlPath is a URL's path after its first '/', '#' or '?'.
const urlPath = `(?:[` + urlChars + `\(\[]|\][` + urlChars + `]|[^\x00-\x7F\p{Z}])*`

// urlChars are the ASCII characters of a URL's path, but '(', '[' and ']'.
const urlChars = `-a-zA-Z0-9@:%_+.~#$!?&/=\);,'">\^{}` + "`"

// Table is goldmark's table extension with GFM's rule that the header row
// has as many cells as the delimiter row (goldmark pads the header instead):
// `Name` over `--- | --- |` is a paragraph, as remark-gfm reads it. In a
// Docusaurus 2 site (MDX 1) the delimiter row is read as remark-parse 8 reads
// it (mdx1Alignments) and gives the table its columns whatever the header
// row's cells, the table ends at the first line without a pipe after its first
// character (tableRow), and a row's cells split as it splits them (mdx1Row).
type Table struct{}

func (Table) Extend(m goldmark.Markdown) {
	m.Parser().AddOptions(
		parser.WithParagraphTransformers(util.Prioritized(tableCells{extension.NewTableParagraphTransformer()}, 200)),
		parser.WithASTTransformers(util.Prioritized(extension.NewTableASTTransformer(), 0)),
	)
	m.Renderer().AddOptions(renderer.WithNodeRenderers(util.Prioritized(extension.NewTableHTMLRenderer(), 500)))
}

type tableCells struct{ parser.ParagraphTransformer }

// delimiterRow is a table's delimiter row, as goldmark reads one.
var delimiterRow = regexp.MustCompile(`^[ \t]*\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$`)

func (t tableCells) Transform(node *ast.Paragraph, reader text.Reader, pc parser.Context) {
	lines, src := node.Lines(), reader.Source()
	mdx1 := mdstate.Get(pc).Docusaurus2
	delim := -1
	var own []east.Alignment // of a table goldmark's transformer does not make
	for i := 1; i < lines.Len(); i++ {
		seg, prev := lines.At(i), lines.At(i-1)
		d := bytes.TrimRight(seg.Value(src), "\r\n")
		if mdx1 {
			// remark-parse 8 reads the delimiter row alone: the table has its
			// columns, whatever the header row's cells
			a := mdx1Alignments(d)
			if a == nil {
				continue
			}
			if !tableRow(prev.Value(src)) {
				return // not a table: the paragraph stays
			}
			if !delimiterRow.Match(d) || len(rowCells(prev.Value(src), false)) != len(a) {
				own = a
			}
		} else if !delimiterRow.Match(d) {
			continue
		} else if len(rowCells(prev.Value(src), false)) != len(rowCells(d, false)) {
			return // not a table: the paragraph stays
		}
		delim = i
		break
	}
	var rest *ast.Paragraph // the lines after a table that remark-parse 8 ends
	var whole []text.Segment
	if mdx1 && delim > 0 {
		end := delim + 1
		for end < lines.Len() && tableRow(rowAt(lines, end, src)) {
			end++
		}
		if end < lines.Len() {
			whole = append(whole, lines.Sliced(0, lines.Len())...)
			rest = ast.NewParagraph()
			rest.Lines().AppendAll(lines.Sliced(end, lines.Len()))
			lines.SetSliced(0, end)
			last := lines.At(end - 1)
			lines.Set(end-1, last.TrimRightSpace(src))
		}
	}
	rows := lines.Sliced(0, lines.Len())
	if own != nil {
		placeAfter(mdx1Table(node, rows, delim, own, src), rest, src)
		return
	}
	parent, next := node.Parent(), node.NextSibling()
	t.ParagraphTransformer.Transform(node, reader, pc)
	if !mdx1 || delim < 0 {
		return
	}
	var table *east.Table
	switch {
	case node.Parent() != nil:
		table, _ = node.NextSibling().(*east.Table)
	case next != nil:
		table, _ = next.PreviousSibling().(*east.Table)
	default:
		table, _ = parent.LastChild().(*east.Table)
	}
	if table == nil {
		if rest != nil { // (goldmark read no table: the paragraph is whole again)
			lines.Clear()
			lines.AppendAll(whole)
		}
		return
	}
	placeAfter(table, rest, src)
	// the header row, then the body rows, each read again as remark-parse 8
	// splits it
	k := delim - 1
	for row := table.FirstChild(); row != nil && k < len(rows); row = row.NextSibling() {
		mdx1Row(row, rows[k], src, table.Alignments)
		if k == delim-1 {
			k++
		}
		k++
	}
}

// tableRow tells whether a line is one that remark-parse 8 (MDX 1, Docusaurus
// 2) reads as a table's row: one with a pipe after its first character. Its
// table ends at the first line without one, where GFM's goes on to the end of
// the paragraph.
func tableRow(line []byte) bool {
	return len(line) > 1 && bytes.IndexByte(line[1:], '|') >= 0
}

// rowAt is the paragraph's line i, without the white space before it (which
// goldmark removes when it closes the paragraph, after or before its
// transformers run).
func rowAt(lines *text.Segments, i int, src []byte) []byte {
	seg := lines.At(i)
	seg = seg.TrimLeftSpace(src)
	return seg.Value(src)
}

// placeAfter puts the paragraph p, if any, after the table, its lines
// trimmed as goldmark's paragraph parser closes a paragraph.
func placeAfter(table ast.Node, p *ast.Paragraph, src []byte) {
	if p == nil {
		return
	}
	lines := p.Lines()
	for i := range lines.Len() {
		seg := lines.At(i)
		lines.Set(i, seg.TrimLeftSpace(src))
	}
	last := lines.At(lines.Len() - 1)
	lines.Set(lines.Len()-1, last.TrimRightSpace(src))
	p.SetPos(lines.At(0).Start)
	table.Parent().InsertAfter(table.Parent(), table, p)
}

// mdx1Row splits a table row again where a pipe stands inside a code span,
// which remark-parse 8 (MDX 1, Docusaurus 2) keeps in its cell: `a | b` in
// backticks is one code span there, where GFM (goldmark, Docusaurus 3) ends
// the cell at the pipe (seata's SQL reference lost its rows' last cells).
func mdx1Row(row ast.Node, seg text.Segment, src []byte, alignments []east.Alignment) {
	seg = seg.TrimLeftSpace(src)
	seg = seg.TrimRightSpace(src)
	line := seg.Value(src)
	cells := rowCells(line, true)
	if len(cells) == len(rowCells(line, false)) {
		return
	}
	row.RemoveChildren(row)
	fillRow(row, seg, cells, src, alignments)
}

// fillRow gives a table row the cells of its line (seg, without the white
// space around it), split at cells, as many as the columns, the missing ones
// empty, as mdast-util-to-hast (MDX 1) gives every row, the header too, the
// delimiter row's columns, each with its column's alignment.
func fillRow(row ast.Node, seg text.Segment, cells [][2]int, src []byte, alignments []east.Alignment) {
	for i, c := range cells {
		if i >= len(alignments) {
			break
		}
		cell := east.NewTableCell()
		cell.Alignment = alignments[i]
		cell.SetPos(seg.Start + c[0])
		s := text.NewSegment(seg.Start+c[0], seg.Start+c[1])
		s = s.TrimLeftSpace(src)
		cell.Lines().Append(s.TrimRightSpace(src))
		row.AppendChild(row, cell)
	}
	for i := len(cells); i < len(alignments); i++ {
		cell := east.NewTableCell()
		cell.Alignment = alignments[i]
		row.AppendChild(row, cell)
	}
}

// mdx1Table puts, after the paragraph, the table whose delimiter row is its
// line delim, one that only remark-parse 8 (MDX 1, Docusaurus 2) reads as
// such (a delimiter row GFM does not read, or a header row with another
// number of cells), made as goldmark's transformer makes a table, its rows
// split as remark-parse 8 splits them; the lines before the header row stay
// the paragraph's. It returns the table.
func mdx1Table(node *ast.Paragraph, rows []text.Segment, delim int, alignments []east.Alignment, src []byte) *east.Table {
	table := east.NewTable()
	table.Alignments = alignments
	table.SetPos(node.Pos())
	for i, seg := range rows[delim-1:] {
		if i == 1 {
			continue // the delimiter row
		}
		row := east.NewTableRow(alignments)
		row.SetPos(seg.Start)
		line := seg.TrimLeftSpace(src)
		line = line.TrimRightSpace(src)
		fillRow(row, line, rowCells(line.Value(src), true), src, alignments)
		if i == 0 {
			table.AppendChild(table, east.NewTableHeader(row))
		} else {
			table.AppendChild(table, row)
		}
	}
	parent := node.Parent()
	parent.InsertAfter(parent, node, table)
	if delim == 1 {
		parent.RemoveChild(parent, node)
		return table
	}
	node.Lines().SetSliced(0, delim-1)
	last := node.Lines().At(delim - 2)
	if last.Stop > last.Start && src[last.Stop-1] == '\n' {
		last.Stop-- // as goldmark's transformer ends the paragraph
	}
	node.Lines().Set(delim-2, last)
	return table
}

// mdx1Alignments reads a table's delimiter row as remark-parse 8's table
// tokenizer (MDX 1, Docusaurus 2) does, or is nil for a line it does not read
// as one: a line with a pipe after its first character and nothing but pipes,
// dashes, colons and white space, each column between pipes some dashes or
// colons, wherever its spaces are (`| ------- | ------ ------ |` has two
// columns, where GFM needs a column's dashes together: apache/linkis'
// parameter tables). A colon first aligns its column left, a colon after a
// dash right, a second colon after a left one centre, as remark-parse 8 has it.
func mdx1Alignments(line []byte) []east.Alignment {
	if len(line) < 2 || bytes.IndexByte(line[1:], '|') < 0 {
		return nil
	}
	const (
		empty = iota // no dash or colon since the last pipe
		none
		left
		right
		center
	)
	var cols []int
	col, dash, first := empty, false, true
	for _, c := range string(line) {
		switch {
		case c == '|':
			if col == empty && !first {
				return nil
			}
			if col != empty {
				cols = append(cols, col)
			}
			col, dash, first = empty, false, false
		case c == '-':
			dash = true
			if col == empty {
				col = none
			}
		case c == ':':
			switch {
			case col == left:
				col = center
			case dash && col == none:
				col = right
			default:
				col = left
			}
		case !jsSpace(c):
			return nil
		}
	}
	if col != empty {
		cols = append(cols, col)
	}
	if len(cols) == 0 {
		return nil
	}
	aligns := make([]east.Alignment, len(cols))
	for i, c := range cols {
		aligns[i] = map[int]east.Alignment{none: east.AlignNone, left: east.AlignLeft, right: east.AlignRight, center: east.AlignCenter}[c]
	}
	return aligns
}

// jsSpace is JavaScript's \s, the white space remark-parse 8 skips.
func jsSpace(r rune) bool {
	return r != '\u0085' && unicode.IsSpace(r) || r == '\ufeff'
}

// rowCells is where a table row's cells are in it (a leading and a trailing
// pipe, and the white space around the row, are no cell's), split at its
// pipes but escaped ones, and, as remark-parse 8 reads a row (mdx1), but
// those inside a code span, one that a run of at least as many backticks
// closes. GFM splits a code span with a pipe in it too.
func rowCells(line []byte, mdx1 bool) (cells [][2]int) {
	start, end := 0, len(line)
	for start < end && (line[start] == ' ' || line[start] == '\t' || line[start] == '\n' || line[start] == '\r') {
		start++
	}
	for end > start && (line[end-1] == ' ' || line[end-1] == '\t' || line[end-1] == '\n' || line[end-1] == '\r') {
		end--
	}
	if start < end && line[start] == '|' {
		start++
	}
	if end > start && line[end-1] == '|' && (end-start < 2 || line[end-2] != '\\') {
		end--
	}
	open, from := 0, start
	for i := start; i < end; i++ {
		switch line[i] {
		case '\\':
			i++
		case '`':
			if !mdx1 {
				continue
			}
			n := 1
			for i+1 < end && line[i+1] == '`' {
				i++
				n++
			}
			if open == 0 {
				open = n
			} else if n >= open {
				open = 0
			}
		case '|':
			if open == 0 {
				cells = append(cells, [2]int{from, i})
				from = i + 1
			}
		}
	}
	return append(cells, [2]int{from, end})
}

// TaskList is goldmark's task list extension with the GFM rule for the
// marker that remark-gfm (micromark) keeps and goldmark does not: `[ ]`,
// `[x]` or `[X]` is a check box only when a space or tab and then some text
// follow it. `- [X](https://x.com/a)` is a link, not a ticked box before
// "(https://x.com/a)" (litmus-docs' community page), and `- [x]done` is text.
type TaskList struct{}

func (TaskList) Extend(m goldmark.Markdown) {
	m.Parser().AddOptions(parser.WithInlineParsers(util.Prioritized(taskCheckBox{extension.NewTaskCheckBoxParser()}, 0)))
	m.Renderer().AddOptions(renderer.WithNodeRenderers(util.Prioritized(extension.NewTaskCheckBoxHTMLRenderer(), 500)))
}

type taskCheckBox struct{ parser.InlineParser }

func (p taskCheckBox) Parse(parent ast.Node, block text.Reader, pc parser.Context) ast.Node {
	line, _ := block.PeekLine()
	if len(line) < 4 || (line[3] != ' ' && line[3] != '\t') {
		return nil
	}
	rest := util.TrimLeftSpace(line[4:])
	if len(util.TrimRightSpace(rest)) == 0 {
		return nil
	}
	return p.InlineParser.Parse(parent, block, pc)
}

// ProtocolLinks links a bare http://, https:// or ftp:// URL wherever the
// character before it is not an ASCII letter, as remark-gfm (micromark's
// autolink literal, which Docusaurus uses) does: `下载：https://x.org`,
// `see:https://x.org`, `见https://x.org`. goldmark's linkify follows the GFM
// spec and links a URL only at a line's start or after a space, `*`, `_`, `~`
// or `(`; those stay its.
//
// goldmark tries inline parsers only at punctuation and spaces, so this one
// starts at the URL's colon: the protocol before it has just been appended to
// the paragraph as text, which is cut back, and goldmark's own linkify parser
// (the same pattern, LinkifyURL, and the same trailing punctuation rules) reads
// the URL from the protocol on. When there is no URL, the text is put back.
//
// It is goldmark's linkify too (which it replaces), with remark-gfm's rule
// that a URL is linked in any text that is not a link's: also inside brackets
// that may still turn out to be a link's text (`[see https://x.org]`,
// `[https://x.org]`: goldmark's linkify gives up there, micromark does not),
// and when they do, the URLs in the link's text stay text, as
// mdast-util-gfm-autolink-literal leaves links alone (kruise's docs). Bare
// e-mail addresses are emailLinks', not goldmark's.
type ProtocolLinks struct{}

func (ProtocolLinks) Extend(m goldmark.Markdown) {
	linkify := extension.NewLinkifyParser(extension.WithLinkifyURLRegexp(LinkifyURL), extension.WithLinkifyWWWRegexp(LinkifyWWW), extension.WithLinkifyEmailRegexp(noEmail))
	m.Parser().AddOptions(
		parser.WithInlineParsers(util.Prioritized(protocolLinkParser{linkify: linkify}, 999), util.Prioritized(labelLinkify{linkify}, 999)),
		parser.WithASTTransformers(util.Prioritized(linkTextURLs{}, 0), util.Prioritized(lineEndSpaces{}, 0), util.Prioritized(emailLinks{}, 0)))
}

// lineEndSpaces removes the spaces before a line break that goldmark leaves
// when linkify is on: its parser is triggered at every space, so a line's
// trailing spaces are split over text nodes and goldmark trims only the last
// (`foo····⏎bar` gave `foo <br>`, as goldmark's own Linkify extension does).
// CommonMark removes them all ("Spaces at the end of the line ... are
// removed"), as remark does (zowe's docs).
type lineEndSpaces struct{}

func (lineEndSpaces) Transform(doc *ast.Document, reader text.Reader, _ parser.Context) {
	src := reader.Source()
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		t, ok := n.(*ast.Text)
		if !entering || !ok || !t.HardLineBreak() && !t.SoftLineBreak() {
			return ast.WalkContinue, nil
		}
		for cur := t; ; {
			cur.Segment = cur.Segment.TrimRightSpace(src)
			prev, ok := cur.PreviousSibling().(*ast.Text)
			if cur.Segment.Len() > 0 || !ok || prev.HardLineBreak() || prev.SoftLineBreak() {
				break
			}
			cur = prev
		}
		return ast.WalkContinue, nil
	})
}

// outsideLabel is a parser context that does not tell that a link's text may
// have begun, for linkify, which would not link a URL there.
type outsideLabel struct{ parser.Context }

func (outsideLabel) IsInLinkLabel() bool { return false }

// labelLinkify is goldmark's linkify parser, inside brackets too.
type labelLinkify struct{ parser.InlineParser }

func (p labelLinkify) Parse(parent ast.Node, block text.Reader, pc parser.Context) ast.Node {
	return p.InlineParser.Parse(parent, block, outsideLabel{pc})
}

// linkTextURLs turns URLs linked inside a link's (or an image's) text back to
// text: a link holds no link. Elsewhere, a URL that ends in `]` or a quote
// and punctuation is linked without them (`[docs at https://x.org/b].`,
// `"http://localhost:3000/proxy"`), as micromark's trail reads a `]` that no
// URL character follows, and quotes, as trailing punctuation.
type linkTextURLs struct{}

func (linkTextURLs) Transform(doc *ast.Document, reader text.Reader, _ parser.Context) {
	var found, trailing []*ast.AutoLink
	src := reader.Source()
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		if al, ok := n.(*ast.AutoLink); ok && al.AutoLinkType == ast.AutoLinkURL {
			if l := al.Label(src); len(l) > 0 && bytes.IndexByte([]byte(`]"'`), l[len(l)-1]) >= 0 {
				trailing = append(trailing, al)
			}
		}
		if n.Kind() == ast.KindLink || n.Kind() == ast.KindImage {
			_ = ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
				if al, ok := c.(*ast.AutoLink); ok && entering {
					found = append(found, al)
				}
				return ast.WalkContinue, nil
			})
			return ast.WalkSkipChildren, nil
		}
		return ast.WalkContinue, nil
	})
	for _, al := range found {
		al.Parent().ReplaceChild(al.Parent(), al, ast.NewString(al.Label(src)))
	}
	for _, al := range trailing {
		label := al.Label(src)
		start := al.Pos()
		if start < 0 || !bytes.HasPrefix(src[start:], label) {
			start++ // (the space before it, which linkify read first)
		}
		cut := len(bytes.TrimRight(label, `]!"'*,.:;<?_~`))
		if start <= 0 || start+len(label) > len(src) || !bytes.Equal(src[start:start+len(label)], label) || al.Parent() == nil ||
			src[start-1] == '<' && start+len(label) < len(src) && src[start+len(label)] == '>' {
			continue // (a CommonMark autolink, <https://x.org/a">, is all the URL)
		}
		short := ast.NewAutoLink(ast.AutoLinkURL, ast.NewTextSegment(text.NewSegment(start, start+cut)))
		short.Protocol = al.Protocol
		short.SetPos(al.Pos())
		parent := al.Parent()
		parent.ReplaceChild(parent, al, short)
		parent.InsertAfter(parent, short, ast.NewTextSegment(text.NewSegment(start+cut, start+len(label))))
	}
}

type protocolLinkParser struct{ linkify parser.InlineParser }

func (protocolLinkParser) Trigger() []byte { return []byte{':'} }

func (p protocolLinkParser) Parse(parent ast.Node, block text.Reader, pc parser.Context) ast.Node {
	prev, ok := parent.LastChild().(*ast.Text)
	if !ok || prev.IsRaw() {
		return nil
	}
	line, pos := block.Position()
	src := block.Source()
	seg := prev.Segment
	if seg.Stop != pos.Start || seg.Padding != 0 {
		return nil
	}
	n := 0
	for _, proto := range []string{"https", "http", "ftp"} {
		if k := len(proto); seg.Len() >= k && string(src[seg.Stop-k:seg.Stop]) == proto {
			n = k
			break
		}
	}
	if n == 0 {
		return nil
	}
	if at := seg.Stop - n - 1; at >= 0 && src[at] < 0x80 && util.IsAlphaNumeric(src[at]) && !(src[at] >= '0' && src[at] <= '9') {
		return nil // "xhttps://…" is not a link; a letter may not come before
	}
	block.SetPosition(line, pos.WithStart(pos.Start-n))
	link := p.linkify.Parse(parent, block, outsideLabel{pc})
	al, ok := link.(*ast.AutoLink)
	if !ok || al.AutoLinkType != ast.AutoLinkURL {
		block.SetPosition(line, pos)
		return nil
	}
	if seg.Len() == n {
		parent.RemoveChild(parent, prev)
	} else {
		prev.Segment = seg.WithStop(seg.Stop - n)
	}
	al.SetPos(seg.Stop - n)
	return al
}
