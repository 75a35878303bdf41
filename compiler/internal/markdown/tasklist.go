package markdown

import (
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// taskList is goldmark's task list extension with the GFM rule for the
// marker that remark-gfm (micromark) keeps and goldmark does not: `[ ]`,
// `[x]` or `[X]` is a check box only when a space or tab and then some text
// follow it. `- [X](https://x.com/a)` is a link, not a ticked box before
// "(https://x.com/a)" (litmus-docs' community page), and `- [x]done` is text.
type taskList struct{}

func (taskList) Extend(m goldmark.Markdown) {
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
