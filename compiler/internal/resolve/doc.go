// Package resolve is the third phase: the links of every rendering resolve to
// hrefs, its ::props directives expand to tables of the TypeDoc project and its
// theme texts (admonition headings) are written in the page's language (what
// fills the rendering's stand-ins), sidebars resolve to trees with breadcrumbs and
// pagination once titles are known, docs get their tags and versions their tag
// pages, and every recorded link and anchor is checked against the route table.
package resolve

import (
	"slices"

	"github.com/contentc/contentc/compiler/internal/markdown"
	"github.com/contentc/contentc/compiler/internal/model"
)

// compiler is the compile's state, with this phase's methods.
type compiler struct{ *model.State }

// Refs resolves every rendered page's links and expands its directives (in
// parallel), for model.Fill: a rendering depends only on its file, this on the
// rest of the site, and it runs for every page of every compile.
func Refs(st *model.State) {
	c := &compiler{st}
	var all []*model.Page
	for _, vs := range c.Vers {
		all = append(all, vs.Pages...)
	}
	m := c.Opts.Memo
	if m == nil {
		model.Parallel(len(all), c.Opts.Workers, func(i int) { c.refs(all[i]) })
		return
	}
	// Watch mode: a page with the same rendering and no directive (but theme
	// texts, in the environment) resolves its links as in the last compile
	// while nothing the resolver reads changed.
	env := c.environment()
	model.Parallel(len(all), c.Opts.Workers, func(i int) {
		p := all[i]
		k := model.RefsKey{Doc: p.Doc, Prefix: p.Version.Prefix}
		if slices.ContainsFunc(p.Rec.Directives, func(dv markdown.Directive) bool { return dv.Theme == "" }) {
			c.refs(p)
			return
		}
		m.Mu.Lock()
		r, ok := m.Refs[k]
		m.Mu.Unlock()
		if !ok || r.Assets || r.Env != env || r.HTML != p.Rec.HTML || r.Salt != p.Rec.Salt {
			c.refs(p)
			r = model.RefsMemo{Env: env, HTML: p.Rec.HTML, Salt: p.Rec.Salt, Fill: p.Fill, FillSum: p.FillSum, Links: p.Links, Assets: p.AssetLinks}
		} else {
			p.Fill, p.FillSum, p.Links = r.Fill, r.FillSum, r.Links
		}
		m.Mu.Lock()
		m.NextRefs[k] = r
		m.Mu.Unlock()
	})
}

// Props is the props table of a TypeDoc type, made once per compile.
func Props(st *model.State, name string) *model.PropsResult { return (&compiler{st}).props(name) }

// Sidebars resolves every version's sidebars (titles are known after
// rendering) and registers the generated category pages' routes.
func Sidebars(st *model.State) { (&compiler{st}).resolveSidebars() }

// CheckLinks checks every recorded link and anchor against the route table and
// the target pages' anchors.
func CheckLinks(st *model.State) { (&compiler{st}).checkLinks() }
