// Package resolve is the third phase: the links of every rendering resolve to
// hrefs and its ::props directives expand to tables of the TypeDoc project (what
// fills the rendering's stand-ins), sidebars resolve to trees with breadcrumbs and
// pagination once titles are known, and every recorded link and anchor is checked
// against the route table.
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

// Refs resolves every rendered page's links and expands its directives (in
// parallel), for model.Fill: a rendering depends only on its file, this on the
// rest of the site, and it runs for every page of every compile.
func Refs(st *model.State) {
	c := &compiler{st}
	var all []*model.Page
	for _, vs := range c.Vers {
		all = append(all, vs.Pages...)
	}
	model.Parallel(len(all), c.Opts.Workers, func(i int) { c.refs(all[i]) })
}

// Props is the props table of a TypeDoc type, made once per compile.
func Props(st *model.State, name string) *model.PropsResult { return (&compiler{st}).props(name) }

// Sidebars resolves every version's sidebars (titles are known after
// rendering) and registers the generated category pages' routes.
func Sidebars(st *model.State) { (&compiler{st}).resolveSidebars() }

// CheckLinks checks every recorded link and anchor against the route table and
// the target pages' anchors.
func CheckLinks(st *model.State) { (&compiler{st}).checkLinks() }
