// Package resolve is the third phase: links written in docs resolve to routes
// (during rendering), sidebars resolve to trees with breadcrumbs and pagination
// once titles are known, and every recorded link and anchor is checked against the
// route table.
package resolve

import (
	"github.com/contentc/contentc/compiler/internal/markdown"
	"github.com/contentc/contentc/compiler/internal/model"
)

// compiler is the compile's state, with this phase's methods.
type compiler struct{ *model.State }

// Link turns a destination written in a page into the href to render, and
// records internal targets for CheckLinks.
func Link(st *model.State, p *model.Page, l markdown.LinkRef) string {
	return (&compiler{st}).resolveLink(p, l)
}

// Sidebars resolves every version's sidebars (titles are known after
// rendering) and registers the generated category pages' routes.
func Sidebars(st *model.State) { (&compiler{st}).resolveSidebars() }

// CheckLinks checks every recorded link and anchor against the route table and
// the target pages' anchors.
func CheckLinks(st *model.State) { (&compiler{st}).checkLinks() }
