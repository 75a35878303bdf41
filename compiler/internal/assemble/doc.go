// Package assemble is the fourth phase: it makes the graph (graph.json, each doc,
// category and tag page's JSON, the search documents, theme CSS and static
// files; llms.txt and the Markdown copies through package llms) from the
// resolved pages, into an in-memory graph.Output.
package assemble

import (
	"github.com/contentc/contentc/compiler/internal/graph"
	"github.com/contentc/contentc/compiler/internal/model"
)

// compiler is the compile's state, with this phase's methods.
type compiler struct{ *model.State }

// Run makes the graph and its files from the resolved pages.
func Run(st *model.State) (*graph.Graph, *graph.Output) { return (&compiler{st}).assemble() }
