package resolve

import (
	"sort"
	"strconv"
	"strings"

	"github.com/contentc/contentc/compiler/internal/cache"
	"github.com/contentc/contentc/compiler/internal/markdown"
	"github.com/contentc/contentc/compiler/internal/markdown/safehtml"
	"github.com/contentc/contentc/compiler/internal/model"
)

// refs resolves a rendered page's links and expands its directives, for
// Fill: the rendering depends only on the page's file, this on the rest of the
// site (routes, the TypeDoc project), and it runs for every page of every
// compile. Links to anchors of the same page are recorded for the link check.
func (c *compiler) refs(p *model.Page) {
	rec := p.Rec
	p.AssetLinks = false
	p.Fill = make([][]byte, 0, len(rec.Refs)+len(rec.Directives))
	h := cache.NewHasher("fill")
	for _, l := range rec.Refs {
		b := model.JSONString(markdown.EscapeHref(c.resolveLink(p, l), l.Escape))
		b = b[1 : len(b)-1]
		p.Fill = append(p.Fill, b)
		h.Bytes(b)
	}
	if len(rec.Directives) > 0 {
		anchors := make(map[string]bool, len(p.Anchors)) // the memo keeps the rendering's map
		for id := range p.Anchors {
			anchors[id] = true
		}
		p.DirHTML = make([][]byte, len(rec.Directives))
		for i, dv := range rec.Directives {
			out := c.directive(p, dv, c.DiagsFor(p))
			p.DirHTML[i] = out
			for _, id := range safehtml.HTMLIDs(out) {
				anchors[id] = true
			}
			b := model.JSONString(out)
			b = b[1 : len(b)-1]
			p.Fill = append(p.Fill, b)
			h.Bytes(b)
		}
		p.Anchors = anchors
	}
	p.FillSum = h.Sum()
	for _, l := range p.Res.Links {
		if strings.HasPrefix(l.Dest, "#") {
			p.Links = append(p.Links, model.LinkUse{Anchor: l.Dest[1:], File: l.File, Line: l.Line, Col: l.Column, Raw: l.Dest})
		}
	}
}

// environment is a sum of everything resolveLink reads besides the page and
// its rendering: the base URL, each version's docs folder, route prefix and
// locale, every doc's path and route, the locales' theme texts, the static
// files.
func (c *compiler) environment() cache.Key {
	slash := "unset"
	if ts := c.Cfg.TrailingSlash; ts != nil {
		slash = strconv.FormatBool(*ts)
	}
	h := cache.NewHasher("link-environment").Str(c.Cfg.Site.BaseURL).Str(slash)
	for _, vs := range c.Vers {
		h.Str(vs.Name).Str(vs.Tree.DocsDir).Str(vs.Prefix)
		if vs.Locale != nil {
			h.Str("locale " + vs.Locale.Prefix)
		}
		if vs.TR != nil {
			h.Str("translations " + vs.TR.Folder) // which docs have one: below
		}
		for _, d := range vs.Tree.Docs {
			h.Str(d.RelPath).Str(d.Route).Str(strconv.FormatBool(servedAsFolder(d, c.Cfg.TrailingSlash)))
			if vs.TR != nil {
				h.Str(strconv.FormatBool(vs.TR.Translated[d.ID]))
			}
		}
	}
	// and the theme texts the directives' stand-ins stand for (themeText)
	h.Str("default locale " + c.Cfg.Site.I18n.DefaultLocale)
	for _, ls := range append([]*model.LocaleState{c.DefaultLocale}, c.Locales...) {
		if ls == nil {
			continue
		}
		h.Str("theme " + ls.Info.Code)
		keys := make([]string, 0, len(ls.Theme))
		for k := range ls.Theme {
			if strings.HasPrefix(k, "theme.admonition.") {
				keys = append(keys, k)
			}
		}
		sort.Strings(keys)
		for _, k := range keys {
			h.Str(k).Str(ls.Theme[k])
		}
	}
	static := make([]string, 0, len(c.Static))
	for n := range c.Static {
		static = append(static, n)
	}
	sort.Strings(static)
	for _, n := range static {
		h.Str(n)
	}
	return h.Sum()
}
