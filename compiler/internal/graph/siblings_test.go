package graph

import (
	"path/filepath"
	"testing"
)

func TestIsOutput(t *testing.T) {
	dir := filepath.FromSlash("/site/build/graph")
	for p, want := range map[string]bool{
		"/site/build/graph": true, "/site/build/graph/a.json": true,
		"/site/build/.graph.spare": true, "/site/build/.graph.spare/x/y.json": true,
		"/site/build/.graph.tmp-12": true, "/site/build/.graph.tmp-12/graph.json": true,
		"/site/build/.graph.old-ab": true, "/site/build/graph.old-ab/x": true,
		"/site/build/graphs": false, "/site/build/graph.json": false, "/site/build/.graph": false,
		"/site/build": false, "/site/build/.contentc-cache/x": false, "/other/graph": false,
	} {
		if got := IsOutput(dir, filepath.FromSlash(p)); got != want {
			t.Errorf("IsOutput(%s) = %v, want %v", p, got, want)
		}
	}
}
