package prescan

import (
	"github.com/yuin/goldmark/ast"
	east "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"

	"github.com/contentc/contentc/compiler/internal/markdown/admonition"
	"github.com/contentc/contentc/compiler/internal/markdown/internal/mdstate"
)

// Guard rejects documents whose tree is deeper than the limit in ways the
// line prescan cannot see (indentation-nested lists, inline emphasis), and
// empties them so that no later transformer or the renderer recurses through
// them.
type Guard struct{}

func (Guard) Transform(root *ast.Document, reader text.Reader, pc parser.Context) {
	st := mdstate.Get(pc)
	if n := deepest(root, st.Limit()); n != nil {
		mdstate.TooDeep(pc, offsetOf(n))
		root.RemoveChildren(root)
	}
}

// nests reports whether a node adds a level of nesting as authors count it: a
// list is one level (not list plus item), a paragraph is none.
func nests(n ast.Node) bool {
	switch n.Kind() {
	case ast.KindList, ast.KindBlockquote, ast.KindEmphasis, ast.KindLink,
		admonition.KindAdmonition, east.KindStrikethrough:
		return true
	}
	return false
}

// deepest returns the first node nested deeper than limit, or nil. It walks
// without recursion because the tree it guards may be arbitrarily deep.
func deepest(root ast.Node, limit int) ast.Node {
	depth := 0
	n := root.FirstChild()
	for n != nil {
		if nests(n) {
			depth++
			if depth > limit {
				return n
			}
		}
		if c := n.FirstChild(); c != nil {
			n = c
			continue
		}
		for n != nil {
			if nests(n) {
				depth--
			}
			if s := n.NextSibling(); s != nil {
				n = s
				break
			}
			n = n.Parent()
			if n == root {
				return nil
			}
		}
	}
	return nil
}

// offsetOf is the best source offset for a node: its own position, else the start
// of its first line, else its first child's.
func offsetOf(n ast.Node) int {
	for ; n != nil; n = n.FirstChild() {
		if p := n.Pos(); p >= 0 {
			return p
		}
		if n.Type() == ast.TypeBlock && n.Lines().Len() > 0 {
			return n.Lines().At(0).Start
		}
	}
	return -1
}
