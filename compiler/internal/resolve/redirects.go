package resolve

import (
	"path"
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
		if clean := path.Clean(r.From); !strings.HasPrefix(r.From, "/") || strings.ContainsAny(r.From, "?#") || clean != strings.TrimSuffix(r.From, "/") && clean != r.From {
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
		if _, page := c.knownRoute(r.From); page || froms[r.From] {
			atf, at := c.Cfg.Where(ptr + "/from")
			c.Diags.Warnf(diag.DuplicateRoute, atf, at.Line, at.Column, "the redirect from %s is left out: %s is a page of the site, or another redirect's (remove it from the redirects)", r.From, r.From)
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
		froms[r.From] = true
		c.Redirects = append(c.Redirects, graph.Redirect{From: r.From, To: r.To})
	}
	for _, r := range c.Redirects {
		c.Routes[r.From] = "redirect to " + r.To
	}
}
