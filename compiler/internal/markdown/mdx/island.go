package mdx

import "github.com/yuin/goldmark/ast"

// Site-component islands: the renderer writes a component's placeholder with its
// number in the page's list of islands (set by the transformer).

var islandAttr = []byte("mdx-island")

// IslandIndex is the data-island number of a site component.
func IslandIndex(n ast.Node) int {
	if v, ok := n.Attribute(islandAttr); ok {
		if i, ok := v.(int); ok {
			return i
		}
	}
	return 0
}

// HasIsland reports whether n is a site component's island (its import was
// resolved to a file).
func HasIsland(n ast.Node) bool {
	_, ok := n.Attribute(islandAttr)
	return ok
}

// SetIsland numbers a site-component island (its index in the page's list).
func SetIsland(n ast.Node, i int) { n.SetAttribute(islandAttr, i) }
