// Package render is the second phase: it renders every page's Markdown or MDX in
// parallel, from the page's file alone (its partials included): links and ::props
// directives are written as stand-ins (model.StandIn) that package resolve fills
// in. Renderings come from the render cache and the watch memo when the file is
// unchanged. Then each page is named (title, sidebar label, description).
package render

import (
	"github.com/contentc/contentc/compiler/internal/markdown"
	"github.com/contentc/contentc/compiler/internal/model"
)

// compiler is the compile's state, with this phase's methods.
type compiler struct{ *model.State }

// Run renders every page of every version, in parallel.
func Run(st *model.State) {
	(&compiler{st}).Render()
}

// HTMLJSON is a rendered page's HTML as a JSON string, with stand-ins for its
// links and directives (see Fill), from the cache when this compile did not
// render it.
func HTMLJSON(st *model.State, p *model.Page) []byte { return (&compiler{st}).pageHTMLJSON(p) }

// Sections are a rendered page's search sections (from the cache when this
// compile did not render it).
func Sections(st *model.State, p *model.Page) []markdown.Section {
	return (&compiler{st}).pageSections(p)
}

// ExpandPartials inlines the partials a file imports into its Markdown (for
// the page's Markdown copy).
func ExpandPartials(st *model.State, file string, body []byte, depth int) []byte {
	return (&compiler{st}).expandPartials(file, body, depth)
}
