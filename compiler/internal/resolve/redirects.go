package resolve

import (
	"fmt"
	"path"
	"sort"
	"strings"

	"github.com/contentc/contentc/compiler/internal/config"
	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/graph"
	"github.com/contentc/contentc/compiler/internal/markdown/safelink"
)

// redirects checks the site's redirects (site.yaml redirects, the client
// redirects plugin's) once every route is known, as the plugin does: a from
// that is a page of the site is left out, with a warning (the plugin creates
// no redirect over a page), and a to that is no page of the site is a
// broken-link warning. The others' froms are routes links may name (the site
// serves a page there that sends the reader on).
func (c *compiler) redirects() {
	c.Redirects = nil
	froms := map[string]bool{}
	for i, r := range c.Cfg.Site.Redirects {
		ptr := "/redirects"
		if i < len(c.Cfg.RedirectPtrs) {
			ptr = c.Cfg.RedirectPtrs[i]
		}
		from, ok := redirectFrom(r.From)
		if !ok {
			// (the site writes a page there: never outside its folder)
			atf, at := c.Cfg.Where(ptr + "/from")
			c.Diags.Warnf(diag.InvalidSlug, atf, at.Line, at.Column, "the redirect from %q is left out: write a path of the site, such as /old/page (no . or .. segments, query or fragment)", r.From)
			continue
		}
		if safelink.IsDangerous(r.To) {
			atf, at := c.Cfg.Where(ptr + "/to")
			c.Diags.Warnf(diag.UnsafeURL, atf, at.Line, at.Column, "the redirect from %s has a URL that can run script or read local files; it was removed", r.From)
			continue
		}
		if _, page := c.knownRoute(from); page || froms[from] {
			atf, at := c.Cfg.Where(ptr + "/from")
			c.Diags.Warnf(diag.DuplicateRoute, atf, at.Line, at.Column, "the redirect from %s is left out: %s is a page of the site, or another redirect's (remove it from the redirects)", from, from)
			continue
		}
		to, _, _ := strings.Cut(r.To, "#")
		if to, _, _ = strings.Cut(to, "?"); to == "" {
			to = "/"
		}
		if _, page := c.knownRoute(to); !page && !config.IsExternal(r.To) {
			atf, at := c.Cfg.Where(ptr + "/to")
			if what := outsideDocs(c.pagesOutsideDocs(), to); what != "" {
				// The Docusaurus site has it (typeorm's redirects to its blog).
				c.Diags.Warnf(diag.BrokenLink, atf, at.Line, at.Column, "the redirect from %s leads to %s, %s, which contentc does not build (it builds the docs); the redirect leads nowhere in this site", r.From, r.To, what)
			} else {
				c.Diags.Warnf(diag.BrokenLink, atf, at.Line, at.Column, "the redirect from %s leads to %s, which is not a page of this site", r.From, r.To)
			}
		}
		froms[from] = true
		c.Redirects = append(c.Redirects, graph.Redirect{From: from, To: r.To})
	}
	c.createdRedirects(froms)
	c.localeRedirects()
	for _, r := range c.Redirects {
		c.Routes[r.From] = "redirect to " + r.To
	}
}

// createdRedirects adds the redirects a Docusaurus config's createRedirects
// gives, as the plugin makes them: called with each route of the site (the
// default locale's, from the base URL, in order), each path it gives
// redirects to that route. A path that is no path of the site is left out
// with a warning, and so, in one warning as Docusaurus reports them, are the
// paths that are pages of the site or earlier redirects' (the first kept).
// The first call that throws, runs out of time or gives something that is no
// path is a warning, and the function is not called again.
func (c *compiler) createdRedirects(froms map[string]bool) {
	fn := c.Cfg.CreateRedirects
	if fn == nil {
		return
	}
	prefixes := c.localePrefixes() // (the other locales' routes are left out)
	routes := []string{"/"}
	for r := range c.Routes {
		if r != "/" && localeOf(prefixes, r) == "" {
			routes = append(routes, r)
		}
	}
	sort.Strings(routes)
	var taken []string
	gave, failed := false, false
	for _, to := range routes {
		got, err := fn.Call(to)
		if err != nil {
			c.Diags.Warnf(diag.DocusaurusConfig, fn.File, fn.Line, fn.Column, "createRedirects %v; the redirects it gives from there on are left out", err)
			failed = true
			break
		}
		gave = gave || len(got) > 0
		for _, p := range got {
			from, ok := redirectFrom(p)
			if !ok {
				c.Diags.Warnf(diag.InvalidSlug, fn.File, fn.Line, fn.Column, "createRedirects gave %q for %s, which is left out: return paths of the site, such as /old/page (no . or .. segments, query or fragment)", p, to)
				continue
			}
			if _, page := c.knownRoute(from); page || froms[from] {
				taken = append(taken, from)
				continue
			}
			froms[from] = true
			c.Redirects = append(c.Redirects, graph.Redirect{From: from, To: to})
		}
	}
	if !gave && !failed && fn.StandIn != "" {
		// (silent otherwise: gravitino's compared every route with a version it reads from a file)
		c.Diags.Warnf(diag.DocusaurusConfig, fn.File, fn.Line, fn.Column, "createRedirects gave no path for any of the site's %d routes; if it compares them with a value the config takes from a package or a file, which contentc does not run or read (as at %s), that value is not the site's", len(routes), fn.StandIn)
	}
	if len(taken) > 0 {
		list := strings.Join(taken[:min(len(taken), 5)], ", ")
		if len(taken) > 5 {
			list += fmt.Sprintf(" and %d more", len(taken)-5)
		}
		c.Diags.Warnf(diag.DuplicateRoute, fn.File, fn.Line, fn.Column, "createRedirects gave paths that are pages of the site or other redirects' (%s): no redirect is made over them, as Docusaurus makes none", list)
	}
}

// redirectFrom is a redirect's from as the page that redirects is written:
// runs of slashes are one, as the file system makes the plugin's file of
// /docs//x (gravitino's createRedirects replaces /docs/1.3.0 with /docs/ in
// /docs/1.3.0/x), the slash that ends it kept; ok is false for what is no
// path of the site (not from the root, a query, a fragment, . or .. segments).
func redirectFrom(from string) (string, bool) {
	for strings.Contains(from, "//") {
		from = strings.ReplaceAll(from, "//", "/")
	}
	clean := path.Clean(from)
	return from, strings.HasPrefix(from, "/") && !strings.ContainsAny(from, "?#") && (clean == strings.TrimSuffix(from, "/") || clean == from)
}

// localeRedirects gives each other locale the site's redirects under its
// prefix (/fr/old to /fr/docs/new; a URL stays as it is), as Docusaurus builds
// each locale with the plugin, its routes from the locale's base URL; a from
// that is a page of the locale is left out without a word (the default
// locale's redirect was checked and reported).
func (c *compiler) localeRedirects() {
	base := c.Redirects
	for _, ls := range c.Locales {
		if ls.Prefix == "" || len(ls.Vers) == 0 {
			continue
		}
		for _, r := range base {
			from, to := c.LocalePrefixed(ls.Vers[0], r.From), r.To
			if !config.IsExternal(to) {
				to = c.LocalePrefixed(ls.Vers[0], to)
			}
			if _, page := c.knownRoute(from); !page {
				c.Redirects = append(c.Redirects, graph.Redirect{From: from, To: to})
			}
		}
	}
}
