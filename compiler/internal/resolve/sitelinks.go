package resolve

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"

	"github.com/contentc/contentc/compiler/internal/config"
	"github.com/contentc/contentc/compiler/internal/diag"
)

// checkSiteLinks checks the links every page shows besides its content: the
// navbar's and the footer's `to` links (dropdowns and columns included) and
// the sidebars' link items, against the route table, as Docusaurus's link
// check sees them on every page that shows them. A target the Docusaurus
// site has but contentc does not build (a blog or src/pages page) is not
// reported: the site's own pages lead there.
func (c *compiler) checkSiteLinks(outside func() outsidePages, suggest func(string) string) {
	if c.Cfg.IgnoreBrokenLinks {
		return // onBrokenLinks: 'ignore'
	}
	seen := map[string]bool{}
	// fold: the link's href is made its route's letter case (assemble's
	// routeHref: navbar and footer links), so one in other case is no broken
	// link.
	check := func(what, label, href, file string, line, col int, fold bool) {
		target, _, _ := strings.Cut(href, "#")
		target, _, _ = strings.Cut(target, "?")
		if target == "" || config.IsExternal(target) || !strings.HasPrefix(target, "/") {
			return
		}
		if _, ok := c.knownRoute(target); ok {
			return
		}
		if fold && c.FoldedRoute(target) != "" {
			return
		}
		if dec, err := url.PathUnescape(target); err == nil && dec != target {
			if _, ok := c.knownRoute(dec); ok {
				return
			}
		}
		if outsideDocs(outside(), target) != "" {
			return
		}
		key := file + ":" + strconv.Itoa(line) + ":" + strconv.Itoa(col)
		if seen[key] {
			return
		}
		seen[key] = true
		msg := fmt.Sprintf("%s %q links to %s, which is not a page of this site", what, label, target)
		if s := suggest(target); s != "" {
			msg += fmt.Sprintf("; did you mean %s?", s)
		}
		c.Diags.Warnf(diag.BrokenLink, file, line, col, "%s", msg)
	}
	if doc := c.Cfg.Doc; doc != nil {
		top, _ := doc.Value.(map[string]any)
		var items func(v any, ptr, what string)
		items = func(v any, ptr, what string) {
			list, _ := v.([]any)
			for i, it := range list {
				m, _ := it.(map[string]any)
				p := ptr + "/" + strconv.Itoa(i)
				// A doc or docSidebar item links to its doc or sidebar
				// whatever its to says: Docusaurus's DocNavbarItem and
				// DocSidebarNavbarItem set to after the props (devlake's
				// Live Demo item).
				typ, _ := m["type"].(string)
				ownLink := typ == "doc" || typ == "docSidebar"
				if to, ok := m["to"].(string); ok && m["href"] == nil && !ownLink {
					label, _ := m["label"].(string)
					file, pos := doc.Where(p + "/to")
					if file == "" {
						file = c.Cfg.File
					}
					check(what, label, config.SitePath(to, c.Cfg.Site.BaseURL), file, pos.Line, pos.Column, true)
				}
				items(m["items"], p+"/items", what)
			}
		}
		navbar, _ := top["navbar"].(map[string]any)
		items(navbar["items"], "/navbar/items", "navbar item")
		footer, _ := top["footer"].(map[string]any)
		items(footer["links"], "/footer/links", "footer link")
	}
	for _, vs := range c.Vers {
		if vs.Locale != nil || vs.SB == nil {
			continue // a locale's sidebars are the default locale's, translated
		}
		for _, l := range vs.SB.Links {
			check("sidebar link", l.Label, l.Href, l.File, l.Line, l.Column, false)
		}
	}
}
