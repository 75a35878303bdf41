package markdown

import (
	"bytes"
	"regexp"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// gfmTable is goldmark's table extension with GFM's rule that the header row
// has as many cells as the delimiter row (goldmark pads the header instead):
// `Name` over `--- | --- |` is a paragraph, as remark-gfm reads it.
type gfmTable struct{}

func (gfmTable) Extend(m goldmark.Markdown) {
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
	for i := 1; i < lines.Len(); i++ {
		seg, prev := lines.At(i), lines.At(i-1)
		d := bytes.TrimRight(seg.Value(src), "\r\n")
		if !delimiterRow.Match(d) {
			continue
		}
		if cellCount(prev.Value(src)) != cellCount(d) {
			return // not a table: the paragraph stays
		}
		break
	}
	t.ParagraphTransformer.Transform(node, reader, pc)
}

// cellCount is the number of cells of a table row: its pipes, but for a
// leading and a trailing one and escaped ones, plus one (GFM splits a code
// span with a pipe in it too).
func cellCount(line []byte) int {
	line = bytes.TrimSpace(line)
	line = bytes.TrimPrefix(line, []byte("|"))
	if bytes.HasSuffix(line, []byte("|")) && !bytes.HasSuffix(line, []byte("\\|")) {
		line = line[:len(line)-1]
	}
	n := 1
	for i := 0; i < len(line); i++ {
		switch line[i] {
		case '\\':
			i++
		case '|':
			n++
		}
	}
	return n
}
