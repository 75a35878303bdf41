package assemble

import (
	"cmp"
	"encoding/json"
	"fmt"
	"html"
	"os"
	"path"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/dlclark/regexp2/v2"

	"github.com/contentc/contentc/compiler/internal/emit"
	"github.com/contentc/contentc/compiler/internal/locale"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/components"
	"github.com/contentc/contentc/compiler/internal/markdown/safehtml"
	"github.com/contentc/contentc/compiler/internal/model"
	"github.com/contentc/contentc/compiler/internal/render"

	"github.com/contentc/contentc/compiler/internal/cache"
	"github.com/contentc/contentc/compiler/internal/config"
	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/graph"
	"github.com/contentc/contentc/compiler/internal/highlight/codetheme"
	"github.com/contentc/contentc/compiler/internal/langinfo"
	"github.com/contentc/contentc/compiler/internal/llms"
	"github.com/contentc/contentc/compiler/internal/markdown"
	"github.com/contentc/contentc/compiler/internal/markdown/safelink"
	"github.com/contentc/contentc/compiler/internal/scan"
	"github.com/contentc/contentc/compiler/internal/sidebar"
	"github.com/contentc/contentc/compiler/internal/source"
	"github.com/contentc/contentc/compiler/internal/validate"
)

var navbarTypes = []string{"default", "link", "doc", "docSidebar", "docsVersion", "dropdown", "docsVersionDropdown", "localeDropdown", "search", "html"}

// assemble turns the compiled pages into the graph's files.
func (c *compiler) assemble() (*graph.Graph, *graph.Output) {
	out := graph.NewOutput()
	c.Navbar(&c.Cfg.Site)
	c.foldFooter(&c.Cfg.Site.Footer)
	site := c.Cfg.Site
	site.Redirects = c.Redirects
	if site.AnnouncementBar != nil {
		bar := *site.AnnouncementBar
		bar.Content = c.InlineHTML(bar.Content)
		site.AnnouncementBar = &bar
	}
	g := &graph.Graph{
		SchemaVersion: graph.SchemaVersion,
		Generator:     "contentc " + model.CompilerVersion,
		Site:          site,
		Search:        graph.DataRef{Data: "search.json"},
		Static:        []string{},
	}
	n := 0
	for _, vs := range c.Vers {
		n += len(vs.Pages)
	}
	g.Routes = make([]graph.RouteEntry, 0, n)
	search := make([]model.SearchItem, 0, n)
	localeSearch := map[*model.LocaleState][]model.SearchItem{}
	gvs := map[*model.Version]*graph.Version{}
	defaultSearch := search
	sectionOf := c.sectionLabels()
	c.prepareDocPages()
	for _, ls := range c.Locales {
		locale.TranslateTheme(c.State, ls, &site)
	}
	if dl := c.DefaultLocale; dl != nil {
		// Last: the other locales' navbar.json name the config's labels.
		locale.TranslateTheme(c.State, dl, &site)
		site.Navbar, site.Footer = *dl.Navbar, *dl.Footer
		g.Site.Navbar, g.Site.Footer = site.Navbar, site.Footer
	}
	for _, vs := range c.Vers {
		search := defaultSearch // this version's locale's search documents
		if vs.Locale != nil {
			search = localeSearch[vs.Locale]
		}
		dataDir := vs.DataDir()
		gv := &graph.Version{
			Name: vs.Name, Label: vs.Label, Path: vs.Path, IsLast: vs.IsLast, Banner: vs.Banner, Badge: vs.Badge, NoIndex: vs.NoIndex, PluginID: pluginID(vs),
			Docs: make([]graph.VersionDoc, 0, len(vs.Pages)), DraftIDs: []string{}, Sidebars: map[string]*graph.Sidebar{},
			CategoryPages: []graph.CategoryPageRef{},
		}
		for _, d := range vs.Tree.Docs {
			if d.Route == "" && d.Draft {
				gv.DraftIDs = append(gv.DraftIDs, d.ID)
			}
		}
		sort.Strings(gv.DraftIDs)
		if vs.SB != nil {
			gv.Sidebars = vs.SB.Sidebars
		}
		// Search documents are made in parallel (without a cache, each is
		// encoded here).
		items := make([]model.SearchItem, len(vs.Pages))
		model.Parallel(len(vs.Pages), c.Opts.Workers, func(i int) {
			if p := vs.Pages[i]; !p.Doc.Unlisted {
				items[i] = c.SearchItem(vs, p, p.DP, sectionOf)
			}
		})
		for i, p := range vs.Pages {
			dp := p.DP
			data := dataDir + "docs/" + vs.Name + "/" + p.Doc.ID + ".json"
			if err := emit.AddDocPage(c.State, out, data, p); err != nil {
				c.Diags.Errorf(diag.PathTraversal, p.Doc.SourceOr(), 1, 1, "doc id %q cannot be a file name: %v", p.Doc.ID, err)
				continue
			}
			for _, l := range dp.LiveExamples {
				gv.LiveExamples = append(gv.LiveExamples, graph.LiveExampleRef{ID: l.ID, Title: l.Title, ChartType: l.ChartType, DocID: p.Doc.ID, Route: p.Doc.Route, Data: data})
			}
			gv.Docs = append(gv.Docs, graph.VersionDoc{ID: p.Doc.ID, Route: p.Doc.Route, Title: p.Title, Sidebar: dp.Sidebar, Unlisted: p.Doc.Unlisted, Data: data, Untranslated: dp.Untranslated})
			g.Routes = append(g.Routes, graph.RouteEntry{Route: p.Doc.Route, Kind: "doc", ID: p.Doc.ID, Version: vs.Name, Locale: vs.LocaleCode(site), Unlisted: p.Doc.Unlisted, NoIndex: vs.NoIndex, Data: data})
			if !p.Doc.Unlisted {
				search = append(search, items[i])
			}
		}
		if vs.SB != nil {
			for _, cp := range vs.SB.Categories {
				page := c.categoryPage(vs, cp)
				data := dataDir + "categories/" + vs.Name + "/" + strings.ReplaceAll(cp.Slug, "/", "_") + ".json"
				if err := out.AddJSON(data, page); err != nil {
					continue
				}
				gv.CategoryPages = append(gv.CategoryPages, graph.CategoryPageRef{Slug: cp.Slug, Route: cp.Route, Title: cp.Title, Sidebar: page.Sidebar, Data: data})
				g.Routes = append(g.Routes, graph.RouteEntry{Route: cp.Route, Kind: "category", ID: cp.Slug, Version: vs.Name, Locale: vs.LocaleCode(site), NoIndex: vs.NoIndex, Data: data})
				sec := sectionOf[sidebarNameOf(page)]
				crumbs := []string{sec}
				for i, b := range page.Breadcrumbs {
					if i < len(page.Breadcrumbs)-1 {
						crumbs = append(crumbs, b.Label)
					}
				}
				search = append(search, model.SearchItem{Route: cp.Route, Chunk: emit.MarshalChunk(graph.SearchDocument{Route: cp.Route, Title: cp.Title, Section: sec, Version: vs.Name,
					Crumbs: crumbs, Kind: "", Boost: c.searchBoost(cp.Route, false),
					Sections: []graph.SearchSection{{Anchor: "", Heading: cp.Title, Text: cp.Description}}})})
			}
		}
		c.tagPages(vs, out, g)
		if main := c.mainDoc(vs); main != nil {
			gv.MainDocID = graph.Ptr(main.Doc.ID)
			gv.MainDocRoute = graph.Ptr(main.Doc.Route)
		}
		if vs.Locale != nil {
			localeSearch[vs.Locale] = search
			gvs[vs] = gv
			continue
		}
		g.Versions = append(g.Versions, gv)
		defaultSearch = search
	}
	search = defaultSearch
	g.Locales = locale.Infos(c.State, site, gvs)
	sort.Slice(g.Routes, func(i, j int) bool { return g.Routes[i].Route < g.Routes[j].Route })
	sort.Slice(search, func(i, j int) bool { return search[i].Route < search[j].Route })
	if err := emit.AddSearch(c.State, out, "search.json", search); err != nil {
		c.Diags.Errorf(diag.Internal, "", 0, 0, "%v", err)
	}
	for _, ls := range c.Locales {
		items := localeSearch[ls]
		sort.Slice(items, func(i, j int) bool { return items[i].Route < items[j].Route })
		if err := emit.AddSearch(c.State, out, "i18n/"+ls.Info.Code+"/search.json", items); err != nil {
			c.Diags.Errorf(diag.Internal, "", 0, 0, "%v", err)
		}
	}
	llms.Add(c.State, out, sectionOf)
	c.themes(g, out)
	c.copyStatic(g, out)
	g.SiteComponents = c.siteComponents()
	g.BuildTime = c.BuildTime()
	if err := emit.AddGraph(c.State, out, g); err != nil {
		c.Diags.Errorf(diag.Internal, "", 0, 0, "%v", err)
	}
	return g, out
}

func sidebarNameOf(cp *graph.CategoryPage) string {
	if cp.Sidebar == nil {
		return ""
	}
	return *cp.Sidebar
}

// mainDoc is the version's landing doc, as Docusaurus's getMainDoc picks it: the
// doc whose slug is "/" (its front matter's, or the docs folder's own index.md or
// README.md: puppeteer's), else the first doc item of its first sidebar (in a
// category's items too, not a category's own page: PhotonLibOS's sidebar of
// generated indexes), else the first doc.
func (c *compiler) mainDoc(vs *model.Version) *model.Page {
	root := strings.TrimSuffix(vs.Prefix, "/")
	for _, p := range vs.Pages {
		if s, ok := p.Doc.Front.Slug.Get(); ok && s == "/" || strings.TrimSuffix(p.Doc.Route, "/") == root {
			return p
		}
	}
	if vs.SB != nil && len(vs.SB.Order) > 0 {
		var first func(items []*graph.SidebarItem) *model.Page
		// The first doc of the first sidebar, as Docusaurus's
		// collectSidebarDocIds lists them: a category's linked doc before
		// its items (a generated index is no doc).
		first = func(items []*graph.SidebarItem) *model.Page {
			for _, it := range items {
				if it.DocID != nil && it.Href != nil {
					if p, ok := c.Pages[*it.Href]; ok {
						return p
					}
				}
				if it.Type == "category" {
					if p := first(it.Items); p != nil {
						return p
					}
				}
			}
			return nil
		}
		if sb := vs.SB.Sidebars[vs.SB.Order[0]]; sb != nil {
			if p := first(sb.Items); p != nil {
				return p
			}
		}
	}
	if len(vs.Pages) > 0 {
		return vs.Pages[0]
	}
	return nil
}

// docPage makes a doc page's JSON (all but the HTML), reporting into diags.
func (c *compiler) docPage(vs *model.Version, p *model.Page, diags *diag.List) *graph.DocPage {
	d := p.Doc
	site := c.Cfg.Site
	dp := &graph.DocPage{
		Kind: "doc", ID: d.ID, Version: vs.Name, Locale: vs.LocaleCode(site), Route: d.Route, Untranslated: p.Fallback(),
		Title: p.Title, SidebarLabel: p.Label, Description: p.Desc,
		Keywords: []string{}, Tags: []graph.Tag{}, FrontMatter: d.FM, // HTML: spliced in by addDocPage
		TocMinLevel: c.Cfg.TOCMinLevel, TocMaxLevel: c.Cfg.TOCMaxLevel, Unlisted: d.Unlisted, Generated: d.Generated,
		Breadcrumbs: []graph.Breadcrumb{}, NoIndex: vs.NoIndex,
	}
	if dp.FrontMatter == nil {
		dp.FrontMatter = map[string]any{}
	}
	if d.Source != "" {
		dp.Source = graph.Ptr(d.Source)
	}
	fm := &d.Front
	dp.Keywords = append(dp.Keywords, fm.Keywords...)
	for _, t := range p.Tags {
		tag := graph.Tag{Label: t.Label}
		if t.Route != "" {
			tag.Permalink = graph.Ptr(t.Route)
		}
		dp.Tags = append(dp.Tags, tag)
	}
	if img, ok := fm.Image.Get(); ok && safeFM(d, "image", img, diags) {
		dp.Image = &img
	}
	dp.HideTitle = fm.HideTitle
	dp.TitleID = p.Res.TitleID
	if p.Rec != nil && p.Rec.HeadingShown || p.Title == "" {
		dp.HideTitle = true // the body's own h1 is the page heading, or there is none (title: "")
	}
	if p.Rec != nil && (p.Rec.Head.Title != "" || len(p.Rec.Head.Meta) > 0 || p.Rec.Head.Canonical != "") {
		h := &graph.DocHead{Title: p.Rec.Head.Title, Canonical: p.Rec.Head.Canonical}
		for _, m := range p.Rec.Head.Meta {
			h.Meta = append(h.Meta, graph.HeadMeta{Name: m.Name, Property: m.Property, Content: m.Content})
		}
		dp.Head = h
	}
	dp.HideTableOfContents, dp.HideFooter = fm.HideTOC, fm.HideFooter
	minSet, maxSet := false, false
	if f, ok := fm.TOCMinHeadingLevel.Get(); ok {
		dp.TocMinLevel, minSet = int(f), true
	}
	if f, ok := fm.TOCMaxHeadingLevel.Get(); ok {
		dp.TocMaxLevel, maxSet = int(f), true
	}
	if dp.TocMaxLevel < dp.TocMinLevel && (minSet || maxSet) { // (site-wide levels: load.checkTOCLevels)
		l, col := d.FMPos("toc_max_heading_level")
		diags.Warnf(diag.TOCLevels, d.SourceOr(), l, col, "toc_max_heading_level %d is below toc_min_heading_level %d; the table of contents is empty", dp.TocMaxLevel, dp.TocMinLevel)
	}
	for _, l := range p.Res.Live {
		title := l.Title
		if title == "" {
			title = fmt.Sprintf("%s: example %d", p.Title, l.Index+1)
		}
		dp.LiveExamples = append(dp.LiveExamples, graph.LiveExample{
			ID: liveID(vs.Name, d.ID, l.Index), Index: l.Index, Title: title, Language: l.Language,
			Code: l.Code, ChartType: l.ChartType, Line: l.Line, Column: l.Column,
		})
	}
	if p.Rec != nil && p.Rec.Components != "" {
		// its props may hold links (an image's URL), filled as the HTML's are
		dp.Components = json.RawMessage(model.Fill(p, []byte(p.Rec.Components)))
	}
	if p.Rec != nil && p.Rec.DocCards {
		p.Cards = c.docCardsHTML(vs, p, diags)
	}
	dp.Toc = []graph.TocEntry{}
	for _, h := range p.Res.Headings {
		if h.Level >= dp.TocMinLevel && h.Level <= dp.TocMaxLevel && h.InTOC() {
			dp.Toc = append(dp.Toc, graph.TocEntry{ID: h.ID, Text: h.Text, HTML: h.HTML, Level: h.Level})
		}
	}
	// Sidebar, breadcrumbs and pagination.
	var sbName string
	if vs.SB != nil {
		sbName = vs.SB.DocSidebar[d.ID]
	}
	if v := d.Front.DisplayedSidebar; v.Set {
		if s := v.Value; !v.Null {
			if vs.SB == nil || vs.SB.Sidebars[s] == nil {
				l, col := d.FMPos("displayed_sidebar")
				diags.Errorf(diag.UnknownSidebar, d.SourceOr(), l, col, "displayed_sidebar %q is not a sidebar; sidebars are: %s", s, strings.Join(c.sidebarNames(vs), ", "))
			} else {
				sbName = s
			}
		} else {
			sbName = ""
		}
	}
	if sbName != "" {
		dp.Sidebar = graph.Ptr(sbName)
	}
	if vs.SB != nil {
		key := "doc:" + d.ID
		if cr, ok := vs.SB.Crumbs[key]; ok && !vs.Plugin.NoBreadcrumbs {
			dp.Breadcrumbs = cr
		}
		dp.Previous = vs.SB.Prev[key]
		dp.Next = vs.SB.Next[key]
	}
	for _, k := range []string{"pagination_prev", "pagination_next"} {
		v := d.Front.PaginationPrev
		if k == "pagination_next" {
			v = d.Front.PaginationNext
		}
		if !v.Set {
			continue
		}
		var link *graph.PageLink
		if id := v.Value; !v.Null {
			target := vs.ByID[id]
			if target == nil {
				l, col := d.FMPos(k)
				var ids []string
				for id := range vs.ByID {
					ids = append(ids, id)
				}
				sort.Strings(ids)
				diags.Add(diag.Diagnostic{Severity: diag.Error, ID: diag.UnknownDoc, File: d.SourceOr(), Line: l, Column: col,
					Message: fmt.Sprintf("%s names doc %q, which does not exist", k, id),
					Notes:   []string{"nearest doc ids: " + strings.Join(validate.Nearest(id, ids, 3), ", ")}})
				continue
			}
			title := target.Label
			if pl, ok := target.Doc.Front.PaginationLabel.Get(); ok {
				title = pl
			}
			link = &graph.PageLink{Title: title, Href: target.Doc.Route}
		}
		if k == "pagination_prev" {
			dp.Previous = link
		} else {
			dp.Next = link
		}
	}
	if lu := vs.Plugin.LastUpdate; (lu.Time || lu.Author) && !d.Generated {
		dp.LastUpdate = c.lastUpdate(vs, d, diags)
	}
	// Edit URL: custom_edit_url, else editUrl + the source path; none for generated pages.
	if !d.Generated {
		if v := d.Front.CustomEditURL; v.Set {
			if s := v.Value; !v.Null && safeFM(d, "custom_edit_url", s, diags) {
				dp.EditURL = &s
			}
		} else if vs.Plugin.EditURL != nil && d.Source != "" {
			// The doc's path in the folder it was found in: a translation's
			// in its translation folder (Docusaurus's docPath).
			dir, docPath := vs.Tree.DocsDir, d.Source
			if vs.TR != nil && strings.HasPrefix(d.Source, vs.TR.Folder+"/") {
				docPath = strings.TrimPrefix(d.Source, vs.TR.Folder+"/")
				if vs.Plugin.EditLocalizedFiles {
					dir = vs.TR.Folder
				}
			} else if !strings.HasPrefix(d.Source, dir+"/") {
				dir = "" // a docs folder outside the content root: the path as it stands
			} else {
				docPath = strings.TrimPrefix(d.Source, dir+"/")
			}
			if vs.Plugin.EditCurrentVersion && dir != "" {
				// the current version's folder, or its translation folder
				if dir == vs.Tree.DocsDir {
					dir = vs.Plugin.Path
				} else {
					dir = path.Dir(dir) + "/current"
				}
			}
			u := ""
			if *vs.Plugin.EditURL != "" { // ("": a config's editUrl function only)
				u = editURL(*vs.Plugin.EditURL, dir, vs.Tree.DocsDir, docPath)
			}
			if fn := vs.Plugin.EditURLFunc; fn != nil {
				locale := site.I18n.DefaultLocale
				if vs.Locale != nil {
					locale = vs.Locale.Info.Code
				}
				args := config.EditURLArgs{Version: vs.Release, VersionDocsDirPath: vs.Tree.DocsDir,
					DocPath: docPath, Permalink: strings.TrimSuffix(site.BaseURL, "/") + d.Route, Locale: locale}
				if v, ok := fn(args); ok {
					u = v
				}
			}
			if u != "" {
				dp.EditURL = &u
			}
		}
	}
	return dp
}

func (c *compiler) sidebarNames(vs *model.Version) []string {
	if vs.SB == nil {
		return nil
	}
	return vs.SB.Order
}

func (c *compiler) categoryPage(vs *model.Version, cp *sidebar.CategoryPage) *graph.CategoryPage {
	page := &graph.CategoryPage{
		Kind: "category", Slug: cp.Slug, Version: vs.Name, Locale: vs.LocaleCode(c.Cfg.Site),
		Route: cp.Route, Title: cp.Title, NoIndex: vs.NoIndex, Description: cp.Description, Keywords: cp.Keywords,
		Items: []graph.CategoryCard{}, Breadcrumbs: []graph.Breadcrumb{},
	}
	if page.Keywords == nil {
		page.Keywords = []string{}
	}
	if cp.Sidebar != "" {
		page.Sidebar = graph.Ptr(cp.Sidebar)
	}
	key := "category:" + cp.Slug
	if cr, ok := vs.SB.Crumbs[key]; ok && !vs.Plugin.NoBreadcrumbs {
		page.Breadcrumbs = cr
	}
	page.Previous, page.Next = vs.SB.Prev[key], vs.SB.Next[key]
	page.Items = c.Cards(vs, cp.Items)
	return page
}

// cards are the cards of a category's items: its generated index page's, and
// those a <DocCardList /> shows in the category's own doc.
func (c *compiler) Cards(vs *model.Version, items []*graph.SidebarItem) []graph.CategoryCard {
	out := []graph.CategoryCard{}
	for _, it := range items {
		card := graph.CategoryCard{Label: it.Label, Kind: "link"}
		switch {
		case it.Type == "category":
			card.Kind = "category"
			if it.Href != nil {
				card.Href = *it.Href
			} else if h := firstLink(it.Items); h != "" {
				card.Href = h
			}
			if it.Description != nil {
				card.Description = *it.Description
			} else {
				card.Description = langinfo.Plural(c.LocaleCode(vs.Locale), c.ThemeText(vs.Locale, model.CardCountKey, model.CardCount), len(it.Items))
			}
		case it.DocID != nil:
			card.Kind = "doc"
			card.Href = *it.Href
			if p := vs.ByID[*it.DocID]; p != nil {
				card.Description = p.Desc
			}
		default:
			if it.Href != nil {
				card.Href = *it.Href
			}
		}
		if card.Href == "" {
			continue
		}
		out = append(out, card)
	}
	return out
}

// deepestCategory is the innermost category of items that holds the doc id
// as an item, nil when none does.
func deepestCategory(items []*graph.SidebarItem, id string) *graph.SidebarItem {
	for _, it := range items {
		if it.Type != "category" {
			continue
		}
		if c := deepestCategory(it.Items, id); c != nil {
			return c
		}
		for _, sub := range it.Items {
			if sub.DocID != nil && *sub.DocID == id {
				return it
			}
		}
	}
	return nil
}

// docCardsHTML is what a <DocCardList /> shows in the doc p: as Docusaurus's
// useCurrentSidebarSiblings (3.7 and later), the cards of the sidebar category
// whose link is this doc, else of the deepest category holding it, else (a doc
// at a sidebar's top level) of the sidebar's top-level items; with
// items={useCurrentSidebarCategory().items}, a category's only. Where there is
// nothing to show, nothing, with a warning at the element.
func (c *compiler) docCardsHTML(vs *model.Version, p *model.Page, diags *diag.List) []byte {
	// The page's first <DocCardList> that shows the current items (not items
	// contentc could not evaluate: an mdx-expression warning said so), and
	// whether it asks for the category's.
	line, col, shows, categoryOnly := 0, 0, p.Rec == nil, false
	if p.Rec != nil {
		for _, comp := range componentList(p.Rec.Components) {
			if comp.Component != "DocCardList" {
				continue
			}
			items, named := comp.Props["items"].(string)
			if named && !components.CurrentCategoryItems.MatchString(items) {
				continue
			}
			line, col, shows, categoryOnly = comp.Line, comp.Column, true, named
			break
		}
	}
	var items []*graph.SidebarItem
	if vs.SB != nil {
		if cat := vs.SB.CategoryDocs[p.Doc.ID]; cat != nil {
			items = cat.Items
		} else if sb := vs.SB.Sidebars[vs.SB.DocSidebar[p.Doc.ID]]; sb != nil {
			// The deepest category of the doc's breadcrumbs: an ordinary
			// item's too (GreptimeDB's overview docs inside their
			// categories); at the top level, the sidebar's items
			// (recyclarr's guide and reference index docs).
			if cat := deepestCategory(sb.Items, p.Doc.ID); cat != nil {
				items = cat.Items
			} else if !categoryOnly {
				items = sb.Items
			}
		}
	}
	if items == nil {
		if !shows {
			return []byte{}
		}
		what := "or of the doc's sidebar, and %q is in no sidebar; put it in one"
		if categoryOnly {
			what = "and %q is in no category; link a category to it (link: {type: 'doc', id: '" + p.Doc.ID + "'}, or make it the folder's index doc)"
		}
		diags.Warnf(diag.DocCardList, p.Doc.SourceOr(), line, col,
			"<DocCardList /> shows the items of the sidebar category whose link is this doc or that holds it, "+what+" or remove the element", p.Doc.ID)
		return []byte{}
	}
	base := strings.TrimSuffix(c.Cfg.Site.BaseURL, "/")
	var b strings.Builder
	b.WriteString(`<section class="doc-card-list">`)
	for _, card := range c.Cards(vs, items) {
		href := card.Href
		if strings.HasPrefix(href, "/") && !strings.HasPrefix(href, "//") {
			href = base + href
		}
		fmt.Fprintf(&b, `<article class="doc-card doc-card--%s"><a href="%s"><h2 class="doc-card__title">%s</h2>`,
			card.Kind, html.EscapeString(href), html.EscapeString(card.Label))
		if card.Description != "" {
			fmt.Fprintf(&b, `<p class="doc-card__description">%s</p>`, html.EscapeString(card.Description))
		}
		b.WriteString(`</a></article>`)
	}
	b.WriteString(`</section>`)
	return []byte(b.String())
}

// componentList decodes a page's component islands (Record.Components), flattened.
func componentList(js string) []markdown.Component {
	var top []markdown.Component
	if js == "" || json.Unmarshal([]byte(js), &top) != nil {
		return nil
	}
	var out []markdown.Component
	var walk func([]markdown.Component)
	walk = func(cs []markdown.Component) {
		for _, c := range cs {
			out = append(out, c)
			walk(c.Children)
		}
	}
	walk(top)
	return out
}

func firstLink(items []*graph.SidebarItem) string {
	for _, it := range items {
		if it.Href != nil && *it.Href != "" {
			return *it.Href
		}
		if h := firstLink(it.Items); h != "" {
			return h
		}
	}
	return ""
}

// sectionLabels maps sidebar names to the label of the navbar item that opens them.
func (c *compiler) sectionLabels() map[string]string {
	out := map[string]string{"": c.Cfg.Site.Title}
	var visit func([]graph.NavbarItem)
	visit = func(items []graph.NavbarItem) {
		for _, it := range items {
			if it.SidebarID != nil {
				if _, ok := out[*it.SidebarID]; !ok {
					out[*it.SidebarID] = it.Label
				}
			}
			visit(it.Items)
		}
	}
	visit(c.Cfg.Site.Navbar.Items)
	return out
}

// SearchItem is a doc's search document: made now without a cache, else made on
// demand (or read from the cache) under a key derived from the document itself:
// its fields but the sections, encoded, and the key of the rendering the
// sections come from. Nothing else goes into a search document (searchDoc), so
// a change of anything it shows changes the key.
func (c *compiler) SearchItem(vs *model.Version, p *model.Page, dp *graph.DocPage, sectionOf map[string]string) model.SearchItem {
	section := c.Cfg.Site.Title
	if dp.Sidebar != nil {
		if s, ok := sectionOf[*dp.Sidebar]; ok {
			section = s
		}
	}
	crumbs := []string{section}
	for i, b := range dp.Breadcrumbs {
		if i < len(dp.Breadcrumbs)-1 || b.Href != nil {
			crumbs = append(crumbs, b.Label)
		}
	}
	head := graph.SearchDocument{Route: p.Doc.Route, Title: cmp.Or(p.Title, p.Label), Section: section, Version: vs.Name,
		Crumbs: crumbs, Kind: p.Doc.GeneratedKind, Boost: c.searchBoost(p.Doc.Route, p.Doc.Generated)}
	it := model.SearchItem{Route: p.Doc.Route, Make: func() graph.SearchDocument { return searchDoc(head, render.Sections(c.State, p)) }}
	if c.Cache == nil {
		it.Chunk = emit.MarshalChunk(it.Make())
		return it
	}
	enc, err := json.Marshal(head)
	if err != nil { // (strings and numbers only: cannot fail)
		panic(err)
	}
	it.Fp = cache.NewHasher("search-doc").Bytes(enc).Key(p.Rec.Sections).Sum()
	return it
}

// searchBoost is the ranking weight of a route: the value of the longest
// search.boost prefix that matches it; else 0.5 for generated reference pages
// (a hand-written page beats the generated one for the same words) and 1.
func (c *compiler) searchBoost(route string, generated bool) float64 {
	best, n := 1.0, -1
	if generated {
		best = 0.5
	}
	for k, v := range c.Cfg.Site.Search.Boost {
		if strings.HasPrefix(route, k) && len(k) > n {
			best, n = v, len(k)
		}
	}
	return best
}

// searchDoc is head (every field but the sections) with the page's sections.
func searchDoc(head graph.SearchDocument, sections []markdown.Section) graph.SearchDocument {
	doc := head
	doc.Sections = make([]graph.SearchSection, 0, len(sections))
	for _, s := range sections {
		heading := s.Heading
		if s.Anchor == "" {
			heading = head.Title
		}
		doc.Sections = append(doc.Sections, graph.SearchSection{Anchor: s.Anchor, Heading: heading, Text: s.Text})
	}
	return doc
}

// navbar normalises site.yaml's navbar items: types checked, docSidebar and doc
// items resolved to the route they open.
func (c *compiler) Navbar(site *graph.Site) {
	site.Navbar.Items = c.navItems(c.Cfg.NavbarItems, "/navbar/items")
}

// routeHref is a navbar item's or footer link's site path written in other
// letter case than its page's route (`to: '/docs/Intro'` for /docs/intro)
// as the route, as Docusaurus's router matches routes whatever their case,
// and as a Markdown link's is (State.FoldedRoute); any other href as it is.
func (c *compiler) routeHref(href string) string {
	p, rest, _ := strings.Cut(href, "#")
	if rest != "" {
		rest = "#" + rest
	}
	if !strings.HasPrefix(p, "/") || strings.HasPrefix(p, "//") || c.Routes[p] != "" || c.Pages[p] != nil || c.IsStatic(p) {
		return href
	}
	if r := c.FoldedRoute(p); r != "" {
		return r + rest
	}
	return href
}

// activeWhere sets on which pages the link it is the current page's, as
// Docusaurus's NavbarNavLink: its activeBaseRegex, else its activeBasePath,
// else (a link written with to) its own path and the paths under it, as
// react-router's NavLink matches. A link that leaves the site never is; one
// written with href only by what it says itself.
func (c *compiler) activeWhere(it *graph.NavbarItem, m config.NavbarItem, p string, navLink bool) {
	if it.External || !strings.HasPrefix(*it.Href, "/") {
		return
	}
	if navLink {
		path, _, _ := strings.Cut(*it.Href, "#")
		path, _, _ = strings.Cut(path, "?")
		it.ActiveBasePath = path
	}
	if m.ActiveBasePath != nil {
		it.ActiveBasePath = config.SitePath(*m.ActiveBasePath, c.Cfg.Site.BaseURL)
	}
	if re := m.ActiveBaseRegex; re != "" {
		// Docusaurus tests it as new RegExp(re, 'gi'): one the browser cannot
		// compile would break every page.
		if _, err := regexp2.Compile(re, regexp2.ECMAScript|regexp2.IgnoreCase); err != nil {
			rf, rp := c.Cfg.Where(p + "/activeBaseRegex")
			c.Diags.Warnf(diag.NavbarItem, rf, rp.Line, rp.Column, "navbar item %q: activeBaseRegex is not a valid regular expression (%v); it is ignored", it.Label, err)
			return
		}
		it.ActiveBaseRegex = re
	}
}

// foldFooter gives the footer's links their routes' letter case (routeHref).
func (c *compiler) foldFooter(f *graph.Footer) {
	for i := range f.Links {
		f.Links[i].Href = c.routeHref(f.Links[i].Href)
	}
	for j := range f.Columns {
		for i := range f.Columns[j].Links {
			f.Columns[j].Links[i].Href = c.routeHref(f.Columns[j].Links[i].Href)
		}
	}
}

func (c *compiler) navItems(raw []config.NavbarItem, ptr string) []graph.NavbarItem {
	items := []graph.NavbarItem{}
	for i, m := range raw {
		p := fmt.Sprintf("%s/%d", ptr, i)
		posf, pos := c.Cfg.Where(p)
		// Docs items link into the last version of their docs plugin, as
		// Docusaurus's do (the web switches the default plugin's to the page's
		// or the preferred version).
		plugin := m.PluginID
		if plugin == "" {
			plugin = "default"
		}
		var current *model.Version
		for _, vs := range c.Vers {
			// An item without docsPluginId is the site's docs plugin's, whatever its id.
			ofPlugin := vs.Plugin.PluginID == plugin || plugin == "default" && vs.Plugin.Default()
			if ofPlugin && vs.Locale == nil && (current == nil || vs.IsLast) { // a locale's navbar is translated from this one (locales.go)
				current = vs
			}
		}
		docsItem := m.Type == "doc" || m.Type == "docSidebar" || m.Type == "docsVersion" || m.Type == "docsVersionDropdown"
		if current == nil && docsItem && slices.Contains(c.LeftOutPlugins, plugin) {
			continue // its plugin was left out, with a warning
		}
		if current == nil && docsItem {
			ppf, pp := c.Cfg.Where(p + "/docsPluginId")
			c.Diags.Errorf(diag.NavbarItem, ppf, pp.Line, pp.Column, "navbar item %q names docs plugin %q, which does not exist; the docs plugins are: %s", m.Label, plugin, strings.Join(c.pluginIDs(), ", "))
			continue
		}
		typ := m.Type
		if typ == "" {
			typ = "default"
		}
		if m.Items != nil && typ == "default" {
			typ = "dropdown" // as Docusaurus: an item with items is a dropdown
		}
		if !slices.Contains(navbarTypes, typ) {
			tpf, tp := c.Cfg.Where(p + "/type")
			c.Diags.Add(diag.Diagnostic{Severity: diag.Error, ID: diag.NavbarItem, File: tpf, Line: tp.Line, Column: tp.Column,
				Message: fmt.Sprintf("No NavbarItem component found for type %q", typ),
				Notes:   []string{"navbar item types: " + strings.Join(navbarTypes, ", ")}})
			continue
		}
		it := graph.NavbarItem{Type: typ, Position: "left", Items: []graph.NavbarItem{}}
		if typ == "default" {
			it.Type = "link"
		}
		if typ == "docsVersion" {
			// A link to the version's main doc (or to its to), labelled with
			// the version's label, as Docusaurus's DocsVersionNavbarItem:
			// the last version's, as on a page outside the docs.
			it.Type = "link"
			if m.Href == nil && m.To == nil {
				main := c.mainDoc(current)
				if main == nil {
					continue
				}
				m.Href = graph.Ptr(main.Doc.Route)
			}
			if m.Label == "" {
				m.Label = current.Label
			}
		}
		it.Label, it.AriaLabel, it.ClassName, it.Target = m.Label, m.AriaLabel, m.ClassName, m.Target
		if m.Title != nil {
			it.Title = *m.Title
		}
		if m.Position != nil {
			it.Position = *m.Position
		}
		switch it.Type {
		case "link":
			navLink := m.Href == nil // written with to (or a docsVersion's own link): Docusaurus's NavLink
			hrefPtr := m.Href
			if hrefPtr == nil {
				hrefPtr = m.To
			}
			if hrefPtr == nil {
				c.Diags.Errorf(diag.NavbarItem, posf, pos.Line, pos.Column, "navbar item %q needs href (or to); please check its config", it.Label)
				continue
			}
			href := *hrefPtr
			if m.Href == nil {
				href = config.SitePath(href, c.Cfg.Site.BaseURL)
			}
			if safelink.IsDangerous(href) {
				hpf, hp := c.Cfg.Where(p + "/href")
				if m.Href == nil {
					hp = c.Cfg.Doc.At(p + "/to")
				}
				c.Diags.Warnf(diag.UnsafeURL, hpf, hp.Line, hp.Column, "navbar item %q has a URL that can run script; the item was removed", it.Label)
				continue
			}
			href = c.routeHref(href)
			it.Href = &href
			it.External = config.IsExternal(href)
			if h, ok := config.PathnameHref(href, c.Cfg.Site.BaseURL); ok {
				it.Href = &h // a plain link, opening in a new tab as an href item does
			}
			if it.External && it.Target == nil {
				it.Target = graph.Ptr("_blank")
			}
			c.activeWhere(&it, m, p, navLink)
		case "docSidebar":
			id := m.SidebarID
			var sb *graph.Sidebar
			if current.SB != nil {
				sb = current.SB.Sidebars[id]
			}
			if id == "" || sb == nil {
				spf, sp := c.Cfg.Where(p + "/sidebarId") // the name, not the item's list
				c.Diags.Errorf(diag.NavbarItem, spf, sp.Line, sp.Column, "docSidebar navbar item %q names sidebar %q, which does not exist; sidebars are: %s", it.Label, id, strings.Join(c.sidebarNames(current), ", "))
				continue
			}
			if sb.FirstHref == nil {
				spf, sp := c.Cfg.Where(p + "/sidebarId")
				c.Diags.Errorf(diag.NavbarItem, spf, sp.Line, sp.Column, "docSidebar navbar item %q: sidebar %q has nothing to link to (no doc or category page)", it.Label, id)
				continue
			}
			it.SidebarID = graph.Ptr(id)
			it.PluginID = pluginID(current)
			it.Href = sb.FirstHref
			if it.Label == "" {
				it.Label = id
			}
		case "doc":
			id := m.DocID
			p := current.ByID[id]
			if p == nil {
				// A generated index, whose id is its slug in Docusaurus's
				// docs data (docId: '/category/basic').
				if cp := categoryBySlug(current, id); cp != nil {
					it.Href = graph.Ptr(cp.Route)
					it.SidebarID = graph.Ptr(cp.Sidebar)
					it.PluginID = pluginID(current)
					if it.Label == "" {
						it.Label = cp.Title
					}
					break
				}
				dpf, dp := c.Cfg.Where(fmt.Sprintf("%s/%d/docId", ptr, i)) // the id, not the item's list
				c.Diags.Errorf(diag.NavbarItem, dpf, dp.Line, dp.Column, "doc navbar item names doc %q, which does not exist", id)
				continue
			}
			it.Href = graph.Ptr(p.Doc.Route)
			it.PluginID = pluginID(current)
			if current.SB != nil {
				if s, ok := current.SB.DocSidebar[id]; ok {
					it.SidebarID = graph.Ptr(s)
				}
			}
			if it.Label == "" {
				it.Label = p.Label
			}
		case "dropdown":
			var sub []config.NavbarItem
			if m.Items != nil {
				sub = *m.Items
			}
			it.Items = c.navItems(sub, p+"/items")
			// Its own link (`to` or `href`: Docusaurus's dropdown label links
			// there; the web's menu lists it first): tauri's "About".
			if m.Href != nil && !safelink.IsDangerous(*m.Href) {
				it.Href, it.External = m.Href, config.IsExternal(*m.Href)
			} else if m.To != nil && !safelink.IsDangerous(*m.To) {
				href := c.routeHref(config.SitePath(*m.To, c.Cfg.Site.BaseURL))
				it.Href, it.External = &href, config.IsExternal(href)
			}
			if it.Href != nil {
				c.activeWhere(&it, m, p, m.Href == nil) // that link's, as a link's
			}
		case "docsVersionDropdown":
			if plugin != "default" {
				ppf, pp := c.Cfg.Where(p + "/docsPluginId")
				c.Diags.Warnf(diag.NavbarItem, ppf, pp.Line, pp.Column, "the version dropdown of docs plugin %q is left out: contentc's version dropdown is the default docs plugin's", plugin)
				continue
			}
			if it.Label == "" {
				it.Label = "Version"
			}
			c.dropdownOwnItems(&it, m, p)
		case "localeDropdown":
			if it.Label == "" {
				it.Label = "Language"
			}
			c.dropdownOwnItems(&it, m, p)
		case "html":
			vpf, vp := c.Cfg.Where(p + "/value")
			v := safehtml.Fragment(m.Value, func(id diag.Code, msg string) {
				c.Diags.Warnf(id, vpf, vp.Line, vp.Column, "navbar html item: %s", msg)
			})
			it.Value = &v
		}
		items = append(items, it)
	}
	return items
}

// dropdownOwnItems gives a version or locale dropdown item its own items,
// before and after the versions or locales (Docusaurus's dropdownItemsBefore
// and dropdownItemsAfter: archived versions, a "help us translate" link).
func (c *compiler) dropdownOwnItems(it *graph.NavbarItem, m config.NavbarItem, p string) {
	if m.DropdownItemsBefore != nil {
		it.ItemsBefore = c.navItems(m.DropdownItemsBefore, p+"/dropdownItemsBefore")
	}
	if m.DropdownItemsAfter != nil {
		it.ItemsAfter = c.navItems(m.DropdownItemsAfter, p+"/dropdownItemsAfter")
	}
}

// themes writes the CSS of every supported code theme and the site's pair.
func (c *compiler) themes(g *graph.Graph, out *graph.Output) {
	names := codetheme.Themes()
	g.CodeThemes = graph.CodeThemes{Light: c.Cfg.Site.CodeThemes.Light, Dark: c.Cfg.Site.CodeThemes.Dark, CSS: "code-themes.css", Available: names}
	for _, n := range names {
		css, err := codetheme.ThemeCSS(n, "")
		if err != nil {
			continue
		}
		out.Add("themes/"+n+".css", []byte(css))
	}
	var own graph.CustomCodeThemes
	if c := c.Cfg.Site.CodeThemes.Custom; c != nil {
		own = *c
	}
	light, err1 := codetheme.CustomThemeCSS(g.CodeThemes.Light, own.Light, `[data-theme="light"]`)
	dark, err2 := codetheme.CustomThemeCSS(g.CodeThemes.Dark, own.Dark, `[data-theme="dark"]`)
	if err1 == nil && err2 == nil {
		out.Add("code-themes.css", []byte("/* Generated by contentc: code themes "+g.CodeThemes.Light+" (light) and "+g.CodeThemes.Dark+" (dark). */\n"+light+dark))
	}
}

// copyStatic copies static/ into the graph, for the web build to publish at the root.
func (c *compiler) copyStatic(g *graph.Graph, out *graph.Output) {
	var names []string
	for n := range c.Static {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		rel := path.Join("static", strings.TrimPrefix(n, "/"))
		file := rel // where it is read from: static/, or another folder (staticDirectories)
		if f, ok := c.StaticFile[n]; ok {
			file = f
		}
		boundary := c.Opts.Root
		if strings.HasPrefix(file, "../") {
			// a static folder beside the site (load.collectStatic)
			boundary, _ = c.RepoRoot()
		}
		data, err := readStatic(c.Opts.Root, boundary, file)
		if err != nil {
			c.Diags.Add(source.AsDiagnostic(file, err))
			continue
		}
		c.NoteInput(filepath.Join(c.Opts.Root, filepath.FromSlash(file)))
		if err := out.Add(rel, data); err != nil {
			continue
		}
		g.Static = append(g.Static, n)
	}
	c.copyAssets(g, out)
}

// copyAssets publishes the files next to docs that pages link to (resolve's
// asset links) under static/assets/, as static files.
func (c *compiler) copyAssets(g *graph.Graph, out *graph.Output) {
	files := map[string]string{} // route → content-root-relative file
	for _, vs := range c.Vers {
		for _, p := range vs.Pages {
			for _, l := range p.Links {
				if l.Asset != "" {
					files[l.Target] = l.Asset
				}
			}
		}
	}
	routes := make([]string, 0, len(files))
	for r := range files {
		routes = append(routes, r)
	}
	sort.Strings(routes)
	for _, r := range routes {
		if c.Static[r] {
			continue // a static file of the same name (never: the name has a sum)
		}
		p := filepath.Join(c.Opts.Root, filepath.FromSlash(files[r]))
		data, err := readFileUnder(p, 4*source.MaxFileSize)
		if err != nil {
			c.Diags.Add(source.AsDiagnostic(files[r], err))
			continue
		}
		if strings.HasPrefix(files[r], "../") {
			c.NoteInput(p)
		}
		if err := out.Add(path.Join("static", strings.TrimPrefix(r, "/")), data); err != nil {
			continue
		}
		g.Static = append(g.Static, r)
	}
}

func readFileUnder(p string, max int64) ([]byte, error) {
	st, err := os.Stat(p)
	if err != nil {
		return nil, err
	}
	if st.Size() > max {
		return nil, fmt.Errorf("static file over %d MiB", max>>20)
	}
	return os.ReadFile(p)
}

// readStatic reads a content-root-relative static file.
func readStatic(root, boundary, file string) ([]byte, error) {
	p := filepath.Join(root, filepath.FromSlash(file))
	if err := source.CheckInside(boundary, p); err != nil {
		return nil, err
	}
	return readFileUnder(p, 4*source.MaxFileSize)
}

// safeFM warns about and refuses a front matter URL that could run script.
func safeFM(d *scan.Doc, key, u string, diags *diag.List) bool {
	if !safelink.IsDangerous(u) {
		return true
	}
	l, col := d.FMPos(key)
	diags.Warnf(diag.UnsafeURL, d.SourceOr(), l, col, "%s has a URL that can run script or read local files; it was removed", key)
	return false
}

// editURL is the "Edit this page" URL of a doc at docPath in its folder: the
// base, then dir (the folder, "" for none), then docPath; or a template with
// {docPath} and {versionDocsDirPath} (docsDir: the version's docs folder, a
// translation's too), as a Docusaurus editUrl function gets them.
func editURL(base, dir, docsDir, docPath string) string {
	if !strings.Contains(base, "{docPath}") {
		return strings.TrimSuffix(base, "/") + "/" + path.Join(dir, docPath)
	}
	return strings.NewReplacer("{docPath}", docPath, "{versionDocsDirPath}", docsDir).Replace(base)
}

// categoryBySlug is the version's generated-index page of a slug
// ("/category/basic"), nil when there is none.
func categoryBySlug(vs *model.Version, slug string) *sidebar.CategoryPage {
	if vs.SB == nil || !strings.HasPrefix(slug, "/") {
		return nil
	}
	for _, cp := range vs.SB.Categories {
		if strings.TrimPrefix(cp.Route, vs.Prefix) == slug {
			return cp
		}
	}
	return nil
}

// liveID names a live example: its doc id and number in the page, as one
// lowercase word with dashes ("api-specs-goal-1"), with the version's name first
// outside the current version.
func liveID(version, docID string, index int) string {
	var b strings.Builder
	if version != "current" {
		b.WriteString(version)
		b.WriteByte('-')
	}
	dash := false
	for _, r := range strings.ToLower(docID) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			b.WriteRune(r)
			dash = false
		} else if !dash {
			b.WriteByte('-')
			dash = true
		}
	}
	return strings.Trim(b.String(), "-") + "-" + strconv.Itoa(index+1)
}

// pluginID is the id of a version's docs plugin in the graph: "" (left out)
// for the default one.
func pluginID(vs *model.Version) string {
	if vs.Plugin.Default() {
		return ""
	}
	return vs.Plugin.PluginID
}

// pluginIDs are the ids of the docs plugins.
func (c *compiler) pluginIDs() []string {
	var ids []string
	for _, pl := range c.Cfg.DocsPlugins() {
		ids = append(ids, pl.PluginID)
	}
	return ids
}
