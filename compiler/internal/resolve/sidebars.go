package resolve

import (
	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/locale"
	"github.com/contentc/contentc/compiler/internal/model"
	"github.com/contentc/contentc/compiler/internal/scan"
	"github.com/contentc/contentc/compiler/internal/sidebar"
)

func (c *compiler) resolveSidebars() {
	for _, vs := range c.Vers {
		in := sidebar.Input{
			Tree: vs.Tree, File: vs.SidebarFile, Doc: vs.SidebarDoc, StandIns: vs.SidebarStandIns, RoutePrefix: vs.Prefix,
			NotCollapsible: !vs.Plugin.SidebarCollapsible, Expanded: !vs.Plugin.SidebarCollapsed, Docusaurus: c.Cfg.Docusaurus,
			LegacyPrefix: legacyPrefix(c.Cfg.MDX1, vs), DuplicateRoutes: c.Cfg.OnDuplicateRoutes, BaseURL: c.Cfg.Site.BaseURL,
			OldPaginationLabels: c.Cfg.OldPaginationLabels,
			Label: func(d *scan.Doc) string {
				if p := vs.ByID[d.ID]; p != nil {
					return p.Label
				}
				// a doc left out (its route taken by another: its item
				// leads there) is still named as written (amplication's API
				// item showed its id)
				if l, ok := d.Front.SidebarLabel.Get(); ok && l != "" {
					return l
				}
				if t, ok := d.Front.Title.Get(); ok && t != "" {
					return t
				}
				return d.ID
			},
			Description: func(d *scan.Doc) string {
				if p := vs.ByID[d.ID]; p != nil {
					return p.Desc
				}
				return ""
			},
			Generator: vs.Plugin.ItemsGenerator,
			Title: func(d *scan.Doc) string {
				if p := vs.ByID[d.ID]; p != nil {
					return p.Title
				}
				return d.ID
			},
		}
		if vs.Locale != nil {
			// A locale's sidebars are translated after resolving, and their
			// diagnostics are the default locale's.
			vs.SB = sidebar.Resolve(in, &diag.List{})
			locale.TranslateSidebars(c.State, vs)
			locale.LocalizeSidebarLinks(c.State, vs)
		} else {
			vs.SB = sidebar.Resolve(in, c.Diags)
			if vs.TR != nil {
				locale.TranslateSidebars(c.State, vs) // the default locale's own labels
			}
		}
		c.registerCategoryRoutes(vs)
	}
}

func (c *compiler) registerCategoryRoutes(vs *model.Version) {
	kept := vs.SB.Categories[:0]
	for _, cp := range vs.SB.Categories {
		if prev, dup := c.Routes[cp.Route]; dup {
			// As for two docs (onDuplicateRoutes): an error, or, as
			// Docusaurus's default has it, a warning and the doc keeps the
			// route (Eventuous' diagnostics/index.md and its category's
			// generated index).
			switch c.Cfg.OnDuplicateRoutes {
			case "warn", "log":
				c.Diags.Warnf(diag.DuplicateRoute, prev, 0, 0, "route %s is taken twice: by this page and by the generated index of category %q (the generated index is left out)", cp.Route, cp.Title)
			case "ignore":
			default:
				c.Diags.Errorf(diag.DuplicateRoute, prev, 0, 0, "route %s is taken twice: by this page and by the generated index of category %q", cp.Route, cp.Title)
			}
			continue
		}
		c.Routes[cp.Route] = "category " + cp.Title
		kept = append(kept, cp)
	}
	vs.SB.Categories = kept
}

// legacyPrefix is the version prefix a Docusaurus 2 site's versioned sidebars
// may write ("version-1.0/"), "" otherwise.
func legacyPrefix(docusaurus2 bool, vs *model.Version) string {
	if !docusaurus2 || vs.Release == "current" {
		return ""
	}
	return "version-" + vs.Release + "/"
}
