// Package npm2yarn is @docusaurus/remark-plugin-npm2yarn for MDX documents: a
// code block whose meta is exactly "npm2yarn" (```` ```bash npm2yarn ````)
// becomes a <Tabs> of the same code for npm and converted for each of the
// site's package managers (yarn and pnpm unless the plugin's converters say
// otherwise), one <TabItem> each, with groupId "npm2yarn" when the plugin's
// sync option is on. The tabs are built as MDX elements before the code
// blocks are converted, so everything <Tabs> does (ids, the kept choice)
// applies to them.
package npm2yarn

import (
	"strings"

	"github.com/contentc/contentc/compiler/internal/markdown/codeblock"
	"github.com/contentc/contentc/compiler/internal/markdown/internal/mdstate"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/mdxast"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// New returns the extension; it does nothing unless the document's
// mdstate.State has Npm2Yarn.
func New() goldmark.Extender { return extender{} }

type extender struct{}

func (extender) Extend(m goldmark.Markdown) {
	// Goldmark runs lower priorities first: after mdx's transformer (50),
	// which builds MDX 1's element chunks (a fence may be in one), and before
	// tab blocks' (52), components' (53), which reads every <Tabs>, and
	// codeblock's (400), which converts the fences.
	m.Parser().AddOptions(parser.WithASTTransformers(util.Prioritized(transformer{}, 51)))
}

type transformer struct{}

func (transformer) Transform(doc *ast.Document, reader text.Reader, pc parser.Context) {
	opts := mdstate.Get(pc).Npm2Yarn
	if opts == nil {
		return
	}
	source := reader.Source()
	var fences []*ast.FencedCodeBlock
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if f, ok := n.(*ast.FencedCodeBlock); ok && entering {
			if f.Info != nil {
				if _, meta, _ := codeblock.SplitInfo(string(f.Info.Segment.Value(source))); meta == "npm2yarn" {
					fences = append(fences, f)
				}
			}
			return ast.WalkSkipChildren, nil
		}
		return ast.WalkContinue, nil
	})
	for _, f := range fences {
		f.Parent().ReplaceChild(f.Parent(), f, tabs(f, source, opts, mdstate.Get(pc).MagicComments))
	}
}

// tabs is the <Tabs> a npm2yarn code block stands for.
func tabs(f *ast.FencedCodeBlock, source []byte, opts *mdstate.Npm2Yarn, magic []mdstate.MagicComment) ast.Node {
	lang, _, _ := codeblock.SplitInfo(string(f.Info.Segment.Value(source)))
	lines := make([]string, f.Lines().Len())
	for i := range lines {
		seg := f.Lines().At(i)
		lines[i] = strings.TrimRight(string(seg.Value(source)), "\r\n")
	}
	npm := strings.Join(lines, "\n")
	at := codeblock.FenceOffset(f, source)
	groupID := ""
	if opts.Sync {
		groupID = "npm2yarn"
	}
	t := mdxast.NewTabs(groupID, at)
	t.SetBlankPreviousLines(f.HasBlankPreviousLines())
	item := func(value, label, code string) {
		it := mdxast.NewTabItem(value, label, at)
		cb := codeblock.FromText(codeblock.Meta{Language: lang, FirstLineNumber: 1}, code, magic)
		cb.SetPos(at)
		it.AppendChild(it, cb)
		t.AppendChild(t, it)
	}
	item("npm", "", npm)
	for _, c := range opts.Converters {
		item(c, Label(c), Convert(npm, c))
	}
	return t
}

// Label is the plugin's label of a converter's tab.
func Label(converter string) string {
	switch converter {
	case "yarn":
		return "Yarn"
	case "bun":
		return "Bun"
	}
	return converter
}
