package sidebar

import (
	"testing"

	"github.com/contentc/contentc/compiler/internal/graph"
	"github.com/contentc/contentc/compiler/internal/scan"
)

func walkItems(t *testing.T, tree *scan.Tree, items []*graph.SidebarItem, depth int) {
	if depth > MaxDepth+2 {
		t.Fatalf("sidebar deeper than the limit")
	}
	for _, it := range items {
		if it.DocID != nil && tree.ByID[*it.DocID] == nil {
			t.Fatalf("link to unknown doc %q", *it.DocID)
		}
		walkItems(t, tree, it.Items, depth+1)
	}
}
