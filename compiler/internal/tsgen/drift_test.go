package tsgen

import (
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/contentc/contentc/schema"
)

var update = flag.Bool("update", false, "rewrite web/lib/graph-types.ts")

// TestWebTypesUpToDate keeps web/lib/graph-types.ts generated from the schema: the
// web never carries a hand copy of the graph's types.
func TestWebTypesUpToDate(t *testing.T) {
	data, err := schema.FS.ReadFile("graph.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	want, err := Generate(data, Header)
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join("..", "..", "..", "web", "lib", "graph-types.ts")
	if *update {
		if err := os.WriteFile(p, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	got, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != want {
		t.Errorf("%s is out of date: run `go test ./compiler/internal/tsgen -update` (or make types)", p)
	}
}
