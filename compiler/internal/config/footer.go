package config

import (
	"fmt"

	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/graph"
	"github.com/contentc/contentc/compiler/internal/markdown/safehtml"
)

// footerHTML sanitises the footer's html items (Docusaurus shows such an item's
// HTML as it is: a badge, a button, StreamPark's community links) and its
// copyright (HTML too, in Docusaurus: a link, a <br />) as a navbar html item is,
// each removal a warning at the item's html or the copyright. apply made the
// footer's row links and columns from footer.links in order.
func footerHTML(cfg *Config, diags *diag.List) {
	top, _ := cfg.Doc.Value.(map[string]any)
	footer, _ := top["footer"].(map[string]any)
	links, _ := footer["links"].([]any)
	ft := &cfg.Site.Footer
	if ft.Copyright != "" {
		at := cfg.Doc.At("/footer/copyright")
		ft.Copyright = safehtml.Fragment(ft.Copyright, func(id diag.Code, msg string) {
			diags.Warnf(id, cfg.File, at.Line, at.Column, "footer copyright: %s", msg)
		})
	}
	clean := func(l *graph.NavLink, ptr string) {
		if l.HTML == "" {
			return
		}
		at := cfg.Doc.At(ptr)
		l.HTML = safehtml.Fragment(l.HTML, func(id diag.Code, msg string) {
			diags.Warnf(id, cfg.File, at.Line, at.Column, "footer html item: %s", msg)
		})
	}
	row, col := 0, 0
	for i, l := range links {
		m, _ := l.(map[string]any)
		if items, ok := m["items"].([]any); ok && col < len(ft.Columns) {
			for j := range items {
				if j < len(ft.Columns[col].Links) {
					clean(&ft.Columns[col].Links[j], fmt.Sprintf("/footer/links/%d/items/%d/html", i, j))
				}
			}
			col++
		} else if !ok && row < len(ft.Links) {
			clean(&ft.Links[row], fmt.Sprintf("/footer/links/%d/html", i))
			row++
		}
	}
}
