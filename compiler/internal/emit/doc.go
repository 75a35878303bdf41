// Package emit is the last phase: it adds the graph, the doc pages and search.json
// to the output and writes the output folder through package outdir, only the files
// whose bytes changed.
package emit

import (
	"github.com/contentc/contentc/compiler/internal/graph"
	"github.com/contentc/contentc/compiler/internal/model"
)

// compiler is the compile's state, with this phase's methods.
type compiler struct{ *model.State }

// AddGraph adds graph.json to the output.
func AddGraph(st *model.State, out *graph.Output, g *graph.Graph) error {
	return (&compiler{st}).addGraph(out, g)
}

// AddDocPage adds a doc page's JSON (prepared by assemble) to the output.
func AddDocPage(st *model.State, out *graph.Output, rel string, p *model.Page) error {
	return (&compiler{st}).addDocPage(out, rel, p)
}

// AddSearch adds a search file made of the items' cached chunks.
func AddSearch(st *model.State, out *graph.Output, file string, items []model.SearchItem) error {
	return (&compiler{st}).addSearch(out, file, items)
}

// MarshalChunk is one search document as it appears in search.json.
func MarshalChunk(v any) []byte { return marshalChunk(v) }

// Report is what writing the output folder did.
type Report struct {
	// FilesWritten counts the files written (the others were reused).
	FilesWritten int
	// Unchanged is true when the folder already held exactly this output.
	Unchanged bool
}

// Write writes the output folder: in full without a cache, else only the
// files whose bytes changed.
func Write(st *model.State, out *graph.Output) (Report, error) {
	var r Report
	err := (&compiler{st}).write(out, &r)
	return r, err
}
