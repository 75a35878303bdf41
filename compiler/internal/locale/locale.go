// Docusaurus's i18n layout, read as it is.
//
//	i18n/<locale>/docusaurus-plugin-content-docs/current/**      translated docs (same relative paths)
//	i18n/<locale>/docusaurus-plugin-content-docs/version-<v>/**  the same for version <v>
//	i18n/<locale>/docusaurus-plugin-content-docs/current.json    sidebar and category labels
//	i18n/<locale>/docusaurus-plugin-content-docs/version-<v>.json
//	i18n/<locale>/docusaurus-theme-classic/navbar.json, footer.json
//	i18n/<locale>/code.json                                      the theme's own strings
//
// Every non-default locale gets, for each version, a Version of its own
// (Version.locale set) whose tree is the default tree with the routes
// under /<path>/ and each translated doc in place of its original: a doc
// without a translation is served in the default language (untranslated). The
// rest of the pipeline (render, sidebars, link check, doc pages) runs over
// these versions as over any other.
package locale

import (
	"cmp"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"github.com/contentc/contentc/compiler/internal/config"
	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/graph"
	"github.com/contentc/contentc/compiler/internal/markdown/safehtml"
	"github.com/contentc/contentc/compiler/internal/model"
	"github.com/contentc/contentc/compiler/internal/scan"
	"github.com/contentc/contentc/compiler/internal/source"
	"github.com/contentc/contentc/compiler/internal/yamlpos"
)

// localeSelected reports whether a non-default locale is compiled (all, or only
// Options.Locale: contentc validate --locale).
func (c *compiler) localeSelected(code string) bool {
	return c.Opts.Locale == "" || c.Opts.Locale == code
}

// configFile is the site's config file for a diagnostic: site.yaml, or the
// Docusaurus config it was taken from.
func (c *compiler) configFile() string {
	if c.Cfg.File != "" {
		return c.Cfg.File
	}
	return config.FileName
}

// loadLocales makes the versions of every non-default locale (after the
// default versions are scanned).
func (c *compiler) loadLocales(scanOpts func(vs *model.Version) scan.Options) {
	site := &c.Cfg.Site
	seen := map[string]string{}
	if c.Opts.Locale != "" {
		found := false
		for _, l := range site.I18n.Locales {
			found = found || l.Code == c.Opts.Locale
		}
		if !found {
			var codes []string
			for _, l := range site.I18n.Locales {
				codes = append(codes, l.Code)
			}
			c.Diags.Errorf(diag.UnknownLocale, c.configFile(), 0, 0, "--locale %s is not a locale of the site; locales are: %s", c.Opts.Locale, strings.Join(codes, ", "))
		}
	}
	hasDefault := false
	for _, l := range site.I18n.Locales {
		hasDefault = hasDefault || l.Default
	}
	if !hasDefault {
		p := yamlpos.Pos{}
		if c.Cfg.Doc != nil {
			p = c.Cfg.Doc.At("/i18n/defaultLocale")
		}
		c.Diags.Errorf(diag.UnknownLocale, c.configFile(), p.Line, p.Column, "i18n.defaultLocale %q is not one of i18n.locales; add it to the list", site.I18n.DefaultLocale)
		return
	}
	base := append([]*model.Version(nil), c.Vers...)
	// The versions as scanned: another locale falls back to the docs folder,
	// not to the default locale's translations (applied to base in place), as
	// Docusaurus reads only i18n/<locale>/ and the docs folder for a locale
	// (kstaff-docs: ko by default with i18n/ko/, en served from docs/).
	type scanned struct {
		tree  *scan.Tree
		label string
	}
	orig := make(map[*model.Version]scanned, len(base))
	for _, bv := range base {
		orig[bv] = scanned{bv.Tree, bv.Label}
	}
	for i, l := range site.I18n.Locales {
		if l.Default {
			c.defaultTranslations(l, base, scanOpts)
			continue
		}
		if prev, dup := seen[l.Path]; dup || l.Path == "" {
			p := c.localePos(i, "path")
			c.Diags.Errorf(diag.DuplicateRoute, c.configFile(), p.Line, p.Column, "locale %s has the path %q of locale %s; give it another path", l.Code, l.Path, prev)
			continue
		}
		seen[l.Path] = l.Code
		if !c.localeSelected(l.Code) {
			continue
		}
		ls := &model.LocaleState{Info: l, Dir: c.localeDir(l), Prefix: "/" + l.Path}
		ls.Theme = c.readCodeJSON(ls)
		for _, bv := range base {
			// Everything of the default version (name, label, banner, sidebars
			// file…), but the routes, the pages and the sidebars.
			copied := *bv
			copied.Tree, copied.Label, copied.TR = orig[bv].tree, orig[bv].label, nil
			vs := &copied
			vs.Prefix = scan.JoinRoute(ls.Prefix, bv.Prefix)
			vs.Pages, vs.SB, vs.ByID = nil, nil, map[string]*model.Page{}
			vs.Locale, vs.Base = ls, bv
			c.translateVersion(ls, vs, bv, scanOpts)
			ls.Vers = append(ls.Vers, vs)
			c.Vers = append(c.Vers, vs)
		}
		c.Locales = append(c.Locales, ls)
	}
}

// localeDir is a locale's i18n folder: i18n/<code>, else i18n/<path> when only
// that one is there, or the folder localeConfigs names.
func (c *compiler) localeDir(l graph.Locale) string {
	if f := c.Cfg.LocaleFolders[l.Code]; f != "" {
		return "i18n/" + f
	}
	if st, err := os.Stat(filepath.Join(c.Opts.Root, "i18n", l.Code)); (err != nil || !st.IsDir()) && l.Path != l.Code {
		if st, err := os.Stat(filepath.Join(c.Opts.Root, "i18n", l.Path)); err == nil && st.IsDir() {
			return "i18n/" + l.Path
		}
	}
	return "i18n/" + l.Code
}

// translateVersion makes vs the version bv with the translations of the locale
// ls: each translated doc in place of its original (routes under the locale's
// prefix), the sidebar labels of current.json (or version-<v>.json) and its
// version label.
func (c *compiler) translateVersion(ls *model.LocaleState, vs, bv *model.Version, scanOpts func(vs *model.Version) scan.Options) {
	vs.TR = &model.Translations{Translated: map[string]bool{}}
	folder := "current"
	if bv.Release != "current" {
		folder = "version-" + bv.Release
	}
	dir := ls.Dir + "/" + bv.Plugin.TranslationFolder() + "/" + folder
	vs.TR.Folder = dir
	originals := vs.Tree // the version's docs as scanned
	var tree *scan.Tree
	if st, err := os.Stat(filepath.Join(c.Opts.Root, filepath.FromSlash(dir))); err == nil && st.IsDir() {
		o := scanOpts(bv)
		o.DocsDir, o.RoutePrefix, o.Translations = dir, vs.Prefix, true
		o.Original = func(rel string) bool { _, ok := originals.BySource[rel]; return ok }
		tree = scan.Scan(o, c.V, c.Diags)
	}
	if tree != nil || vs != bv {
		// (the default locale's versions stay as scanned without translated
		// docs: the same docs, which contentc watch's memo knows)
		vs.Tree = c.localeTree(ls, originals, tree, vs.TR)
	}
	vs.TR.LabelsFile = dir + ".json"
	vs.TR.Labels = c.readTranslationJSON(vs.TR.LabelsFile)
	if l := vs.TR.Labels; l != nil {
		if s := message(l, "version.label"); s != "" {
			vs.Label = s
		}
	}
}

// defaultTranslations applies the default locale's own i18n folder, when the
// site has one, to the default versions in place, as Docusaurus reads
// i18n/<defaultLocale>/ for every locale (langchain4j-cn and myems.io, whose
// default locale is zh-Hans, keep their Chinese docs, sidebar labels and
// navbar there); the site's navbar and footer are translated in assemble
// (State.DefaultLocale).
func (c *compiler) defaultTranslations(l graph.Locale, base []*model.Version, scanOpts func(vs *model.Version) scan.Options) {
	ls := &model.LocaleState{Info: l, Dir: c.localeDir(l)}
	if st, err := os.Stat(filepath.Join(c.Opts.Root, filepath.FromSlash(ls.Dir))); err != nil || !st.IsDir() {
		return
	}
	ls.Theme = c.readCodeJSON(ls) // (admonition headings: resolve.themeText)
	c.DefaultLocale = ls
	for _, bv := range base {
		c.translateVersion(ls, bv, bv, scanOpts)
	}
}

func (c *compiler) localePos(i int, key string) yamlpos.Pos {
	if c.Cfg.Doc == nil {
		return yamlpos.Pos{}
	}
	return c.Cfg.Doc.At(fmt.Sprintf("/i18n/locales/%d/%s", i, key))
}

// localeTree is the default tree of a version as a locale serves it: every
// route under the locale's prefix, translated docs in place of their originals.
func (c *compiler) localeTree(ls *model.LocaleState, base, tr *scan.Tree, t *model.Translations) *scan.Tree {
	out := *base
	out.Docs = make([]*scan.Doc, 0, len(base.Docs))
	out.ByID = make(map[string]*scan.Doc, len(base.ByID))
	out.BySource = make(map[string]*scan.Doc, len(base.BySource))
	for _, d := range base.Docs {
		var nd scan.Doc
		var own string // the route of a translation's own slug (with the locale's prefix)
		if td := translationOf(tr, d); td != nil {
			c.checkTranslation(d, td)
			nd = *td
			// The original decides where the doc is: its id and place; its
			// route too, but for a slug of the translation's own, which
			// Docusaurus reads from the translated file (LearnPrompt's zh-Hans
			// pages, the localized URLs a maintainer recommends).
			nd.ID, nd.Dir, nd.FileName, nd.Position = d.ID, d.Dir, d.FileName, d.Position
			nd.IsCategoryIndex, nd.Draft, nd.Unlisted, nd.RelPath = d.IsCategoryIndex, d.Draft, d.Unlisted, d.RelPath
			nd.Generated, nd.GeneratedCategory, nd.GeneratedKind = d.Generated, d.GeneratedCategory, d.GeneratedKind
			if ts, ok := td.Front.Slug.Get(); ok && td.Route != "" {
				if os, ook := d.Front.Slug.Get(); !ook || os != ts {
					own = td.Route
				}
			}
			if own == "" {
				// served where the original is, by the original's slug: its
				// relative links start there (kubevela's zh README, without the
				// slug: /readme of the original, is not a folder's index page)
				nd.Front.Slug = d.Front.Slug
			}
			t.Translated[d.ID] = true
		} else {
			nd = *d
		}
		if own != "" {
			nd.Route = own
		} else if d.Route != "" {
			nd.Route = scan.JoinRoute(ls.Prefix, d.Route)
			if strings.HasSuffix(d.Route, "/") && !strings.HasSuffix(nd.Route, "/") {
				nd.Route += "/"
			}
		}
		out.Docs = append(out.Docs, &nd)
		out.ByID[nd.ID] = &nd
		if d.RelPath != "" {
			out.BySource[d.RelPath] = &nd
		}
	}
	if tr != nil {
		for _, rel := range tr.Orphans {
			src := path.Join(tr.DocsDir, rel)
			c.Diags.Warnf(diag.I18nOrphan, src, 1, 1, "translation %s has no original: %s/%s does not exist; move or delete the translation", src, base.DocsDir, rel)
		}
	}
	return &out
}

func translationOf(tr *scan.Tree, d *scan.Doc) *scan.Doc {
	if tr == nil || d.RelPath == "" || d.Generated {
		return nil
	}
	return tr.BySource[d.RelPath]
}

// checkTranslation compares a translation's front matter with its original's.
func (c *compiler) checkTranslation(orig, td *scan.Doc) {
	// (A slug of its own is the translation's route: localeTree.)
	for _, k := range []string{"id"} {
		ov, oOK := orig.Front.ID.Get()
		tv, tOK := td.Front.ID.Get()
		// A doc without an id has its file's name (without a number
		// prefix), as Docusaurus names it: `id: intro` in docs/intro.md and
		// none in its translation are the same (cormo's Korean pages).
		base := func(d *scan.Doc) string { n, _ := scan.StripNumberPrefix(d.FileName); return n }
		if oid, tid := cmp.Or(ov, base(orig)), cmp.Or(tv, base(td)); oid == tid {
			continue
		}
		l, col := 1, 1
		if tOK {
			l, col = td.FMPos(k)
		}
		what := func(ok bool, v string) string {
			if !ok {
				return "none"
			}
			return fmt.Sprintf("%q", v)
		}
		c.Diags.Warnf(diag.I18nMismatch, td.Source, l, col, "translation's %s is %s but the original's (%s) is %s; a translation keeps the original's %s (the original's is used)", k, what(tOK, tv), orig.Source, what(oOK, ov), k)
	}
	if os, ok := orig.Front.Slug.Get(); ok {
		if _, tOK := td.Front.Slug.Get(); !tOK {
			// Docusaurus would route the translation by its own path; the
			// original's route is kept, and the author told.
			c.Diags.Warnf(diag.I18nMismatch, td.Source, 1, 1, "translation has no slug but the original (%s) has %q; the translation keeps the original's route (Docusaurus routes it by its own path: give it the slug too)", orig.Source, os)
		}
	}
	// Outdated: last_update.date older than the original's, or a recorded hash
	// of the original that is no longer its content.
	if td2, od := lastUpdate(td), lastUpdate(orig); td2 != "" && od != "" && td2 < od {
		l, col := td.FMPos("last_update/date")
		c.Diags.Warnf(diag.I18nOutdated, td.Source, l, col, "translation was last updated %s, before its original %s (%s); update the translation", td2, orig.Source, od)
	}
	if h, ok := td.Front.SourceHash.Get(); ok && orig.Source != "" {
		h = strings.ToLower(strings.TrimPrefix(h, "sha256:"))
		data, err := source.ReadFile(c.Opts.Root, orig.Source)
		if err == nil {
			sum := sha256.Sum256(data)
			full := hex.EncodeToString(sum[:])
			if !strings.HasPrefix(full, h) {
				l, col := td.FMPos("source_hash")
				c.Diags.Warnf(diag.I18nOutdated, td.Source, l, col, "translation was made from another version of %s (source_hash %s; the original is now sha256:%s); update the translation and its source_hash", orig.Source, h, full[:12])
			}
		}
	}
}

func lastUpdate(d *scan.Doc) string { return d.Front.LastUpdateDate }

// readTranslationJSON reads a Docusaurus translation file ({key: {message,
// description}}); nil when absent or broken (reported).
func (c *compiler) readTranslationJSON(rel string) *yamlpos.Doc {
	data, err := source.ReadFile(c.Opts.Root, rel)
	if err != nil {
		if !os.IsNotExist(err) {
			c.Diags.Add(source.AsDiagnostic(rel, err))
		}
		return nil
	}
	c.NoteInput(filepath.Join(c.Opts.Root, filepath.FromSlash(rel)))
	doc, err := config.ParseJSON(rel, data, c.Diags)
	if err != nil {
		c.Diags.Add(config.YAMLDiag(rel, err, 0))
		return nil
	}
	m, ok := doc.Value.(map[string]any)
	if !ok {
		c.Diags.Errorf(diag.Schema, rel, 1, 1, "a translation file maps ids to {\"message\": …}")
		return nil
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		v := m[k]
		if s, ok := v.(string); ok { // the short form "key": "message"
			m[k] = map[string]any{"message": s}
			continue
		}
		e, ok := v.(map[string]any)
		if _, isStr := e["message"].(string); !ok || !isStr {
			p := doc.At("/" + ptrEscape(k))
			c.Diags.Errorf(diag.Schema, rel, p.Line, p.Column, "translation %q: expected {\"message\": \"…\"}", k)
			delete(m, k)
		}
	}
	return doc
}

func ptrEscape(k string) string {
	return strings.ReplaceAll(strings.ReplaceAll(k, "~", "~0"), "/", "~1")
}

// message is a translation file's message for key ("" when none).
func message(doc *yamlpos.Doc, key string) string {
	if doc == nil {
		return ""
	}
	m, _ := doc.Value.(map[string]any)
	e, _ := m[key].(map[string]any)
	s, _ := e["message"].(string)
	return s
}

func (c *compiler) readCodeJSON(ls *model.LocaleState) map[string]string {
	out := map[string]string{}
	doc := c.readTranslationJSON(ls.Dir + "/code.json")
	if doc == nil {
		return out
	}
	m, _ := doc.Value.(map[string]any)
	for k := range m {
		if s := message(doc, k); s != "" {
			out[k] = s
		}
	}
	return out
}

// translateSidebars applies current.json's labels to a locale version's
// resolved sidebars, and warns about labels no item has.
// localizeSidebarLinks gives a locale's sidebar link items to the site's own
// paths (`{type: 'link', href: '/search'}`) the locale's prefix, as
// Docusaurus's Link adds the locale's base URL to them, and as the navbar's
// and footer's links get it (sb-im/docs' English API pages led to the Chinese
// search page).
func (c *compiler) localizeSidebarLinks(vs *model.Version) {
	if vs.SB == nil || vs.Locale == nil {
		return
	}
	var walk func(items []*graph.SidebarItem)
	walk = func(items []*graph.SidebarItem) {
		for _, it := range items {
			if it.Type == "link" && it.DocID == nil && !it.External && it.Href != nil &&
				strings.HasPrefix(*it.Href, "/") && !strings.HasPrefix(*it.Href, "//") {
				it.Href = graph.Ptr(c.LocalePrefixed(vs, *it.Href))
			}
			walk(it.Items)
		}
	}
	for _, name := range vs.SB.Order {
		if sb := vs.SB.Sidebars[name]; sb != nil {
			walk(sb.Items)
		}
	}
}

func (c *compiler) translateSidebars(vs *model.Version) {
	t := vs.TR
	if vs.SB == nil || t == nil || t.Labels == nil {
		return
	}
	used := map[string]bool{"version.label": true}
	cats := map[string]map[string]string{} // sidebar -> original label -> translated
	var walk func(sb string, items []*graph.SidebarItem)
	walk = func(sb string, items []*graph.SidebarItem) {
		for _, it := range items {
			if it.Type == "html" {
				continue // an html item has no label
			}
			kind := "link"
			if it.Type == "category" {
				kind = "category"
			} else if it.DocID != nil {
				kind = "doc"
			}
			name := it.Label
			if it.Key != "" {
				name = it.Key // Docusaurus 3.9's key names the translation
			}
			key := "sidebar." + sb + "." + kind + "." + name
			if s := message(t.Labels, key); s != "" {
				used[key] = true
				if kind == "category" {
					if cats[sb] == nil {
						cats[sb] = map[string]string{}
					}
					cats[sb][it.Label] = s
				}
				it.Label = s
			} else if kind == "doc" {
				// Docusaurus names a doc item's key by its label; a key for a
				// doc item without an explicit label is not an error either.
				used[key] = true
			}
			if kind == "category" {
				for _, sub := range []string{".link.generated-index.title", ".link.generated-index.description"} {
					used[key+sub] = true
				}
			}
			walk(sb, it.Items)
		}
	}
	// Category labels before translation name the generated-index keys.
	origCats := map[string]string{} // slug -> "sidebar.<sb>.category.<label>"
	for _, cp := range vs.SB.Categories {
		for _, sbName := range vs.SB.Order {
			if sbName == cp.Sidebar {
				origCats[cp.Slug] = "sidebar." + sbName + ".category." + cp.Title
			}
		}
	}
	for _, name := range vs.SB.Order {
		if sb := vs.SB.Sidebars[name]; sb != nil {
			walk(name, sb.Items)
		}
	}
	tr := func(sb, label string) string {
		if s, ok := cats[sb][label]; ok {
			return s
		}
		return label
	}
	for key, crumbs := range vs.SB.Crumbs {
		sb := ""
		if id, ok := strings.CutPrefix(key, "doc:"); ok {
			sb = vs.SB.DocSidebar[id]
		}
		for i := range crumbs {
			if sb != "" {
				crumbs[i].Label = tr(sb, crumbs[i].Label)
			} else {
				for s := range cats {
					if v, ok := cats[s][crumbs[i].Label]; ok {
						crumbs[i].Label = v
						break
					}
				}
			}
		}
	}
	for _, cp := range vs.SB.Categories {
		key := origCats[cp.Slug]
		if s := message(t.Labels, key+".link.generated-index.title"); s != "" {
			cp.Title = s
		} else {
			cp.Title = tr(cp.Sidebar, cp.Title)
		}
		if s := message(t.Labels, key+".link.generated-index.description"); s != "" {
			cp.Description = s
		}
	}
	for _, links := range []map[string]*graph.PageLink{vs.SB.Prev, vs.SB.Next} {
		for _, l := range links {
			if l != nil {
				for s := range cats {
					if v, ok := cats[s][l.Title]; ok {
						l.Title = v
						break
					}
				}
			}
		}
	}
	m, _ := t.Labels.Value.(map[string]any)
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if used[k] || !strings.HasPrefix(k, "sidebar.") {
			continue
		}
		p := t.Labels.Keys["/"+ptrEscape(k)]
		if p.Line == 0 {
			p = t.Labels.At("/" + ptrEscape(k))
		}
		c.Diags.Add(diag.Diagnostic{Severity: diag.Warning, ID: diag.I18nUnknownLabel, File: t.LabelsFile, Line: p.Line, Column: p.Column,
			Message: fmt.Sprintf("translated label %q is for a sidebar item that does not exist in version %s", k, vs.Name)})
	}
}

// translateTheme translates the navbar and footer of a locale
// (docusaurus-theme-classic/navbar.json and footer.json), warning about keys
// no item has.
func (c *compiler) translateTheme(ls *model.LocaleState, site *graph.Site) {
	nb := site.Navbar
	nb.Items = cloneNavItems(nb.Items)
	file := ls.Dir + "/docusaurus-theme-classic/navbar.json"
	if doc := c.readTranslationJSON(file); doc != nil {
		used := map[string]bool{}
		if s := message(doc, "title"); s != "" {
			nb.Title = s
		}
		used["title"] = true
		if nb.Logo != nil {
			logo := *nb.Logo
			if s := message(doc, "logo.alt"); s != "" {
				logo.Alt = s
			}
			nb.Logo = &logo
			used["logo.alt"] = true
		}
		for _, l := range c.Cfg.LeftOutNavLabels {
			used["item.label."+l] = true
		}
		var walk func(items []graph.NavbarItem)
		walk = func(items []graph.NavbarItem) {
			for i := range items {
				key := "item.label." + items[i].Label
				used[key] = true
				if s := message(doc, key); s != "" {
					items[i].Label = s
				}
				walk(items[i].Items)
			}
		}
		walk(nb.Items)
		c.unknownKeys(file, doc, used)
	}
	// The site's own routes are the locale's, translated or not (Docusaurus's
	// useBaseUrl gives a link's `to` the locale's base URL), in the navbar and
	// the footer alike (ossrs/srs-docs' footer led from its Chinese pages to
	// the English ones).
	prefixed := func(href string, external bool) string {
		if external || !strings.HasPrefix(href, "/") || strings.HasPrefix(href, "//") || len(ls.Vers) == 0 {
			return href // (the default locale's: its routes have no prefix)
		}
		return c.LocalePrefixed(ls.Vers[0], href)
	}
	var walk func(items []graph.NavbarItem)
	walk = func(items []graph.NavbarItem) {
		for i := range items {
			if h := items[i].Href; h != nil {
				items[i].Href = graph.Ptr(prefixed(*h, items[i].External))
			}
			if b := items[i].ActiveBasePath; b != "" {
				items[i].ActiveBasePath = prefixed(b, false)
			}
			walk(items[i].Items)
		}
	}
	walk(nb.Items)
	ls.Navbar = &nb
	ft := site.Footer
	ft.Links = append([]graph.NavLink{}, ft.Links...) // a list, as the site's
	ft.Columns = append([]graph.FooterColumn(nil), ft.Columns...)
	for i := range ft.Columns {
		ft.Columns[i].Links = append([]graph.NavLink{}, ft.Columns[i].Links...) // a list, [] when empty
	}
	file = ls.Dir + "/docusaurus-theme-classic/footer.json"
	// Docusaurus reads footer.json only for a site with a footer (shifu.dev's
	// empty footer.json stopped the site here).
	var doc *yamlpos.Doc
	if len(ft.Links) > 0 || len(ft.Columns) > 0 || ft.Copyright != "" || ft.Logo != nil {
		doc = c.readTranslationJSON(file)
	}
	if doc != nil {
		// logo.alt is known with no logo too (wails's footer.json has it).
		used := map[string]bool{"copyright": true, "logo.alt": true}
		if s := message(doc, "logo.alt"); s != "" && ft.Logo != nil {
			logo := *ft.Logo
			logo.Alt = s
			ft.Logo = &logo
		}
		if s := message(doc, "copyright"); s != "" {
			// HTML, as the site's own copyright (config.footerHTML).
			at := doc.At("/copyright/message")
			ft.Copyright = safehtml.Fragment(s, func(id diag.Code, msg string) {
				c.Diags.Warnf(id, file, at.Line, at.Column, "footer copyright: %s", msg)
			})
		}
		label := func(l *graph.NavLink) {
			key := "link.item.label." + l.Label
			used[key] = true
			if s := message(doc, key); s != "" {
				l.Label = s
			}
		}
		for i := range ft.Links {
			label(&ft.Links[i])
		}
		// Docusaurus's keys: link.title.<title> for a column, link.item.label.<label> for its links.
		for i := range ft.Columns {
			col := &ft.Columns[i]
			key := "link.title." + col.Title
			used[key] = true
			if s := message(doc, key); s != "" {
				col.Title = s
			}
			for j := range col.Links {
				label(&col.Links[j])
			}
		}
		c.unknownKeys(file, doc, used)
	}
	for i := range ft.Links {
		ft.Links[i].Href = prefixed(ft.Links[i].Href, ft.Links[i].External)
	}
	for i := range ft.Columns {
		for j := range ft.Columns[i].Links {
			l := &ft.Columns[i].Links[j]
			l.Href = prefixed(l.Href, l.External)
		}
	}
	ls.Footer = &ft
}

func cloneNavItems(items []graph.NavbarItem) []graph.NavbarItem {
	out := append([]graph.NavbarItem(nil), items...)
	for i := range out {
		out[i].Items = cloneNavItems(out[i].Items)
	}
	if out == nil {
		out = []graph.NavbarItem{}
	}
	return out
}

func (c *compiler) unknownKeys(file string, doc *yamlpos.Doc, used map[string]bool) {
	m, _ := doc.Value.(map[string]any)
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if used[k] || strings.HasPrefix(k, "link.title.") {
			continue
		}
		p := doc.Keys["/"+ptrEscape(k)]
		if p.Line == 0 {
			p = doc.At("/" + ptrEscape(k))
		}
		c.Diags.Add(diag.Diagnostic{Severity: diag.Warning, ID: diag.I18nUnknownLabel, File: file, Line: p.Line, Column: p.Column,
			Message: fmt.Sprintf("translated label %q is for an item that does not exist", k)})
	}
}

// localeInfos makes the graph's locales: the default first with the graph's
// versions, then each other locale with its own.
func (c *compiler) localeInfos(site graph.Site, gvs map[*model.Version]*graph.Version) []graph.LocaleInfo {
	var out []graph.LocaleInfo
	for _, l := range site.I18n.Locales {
		if l.Default {
			out = append(out, graph.LocaleInfo{Locale: l, Search: graph.DataRef{Data: "search.json"}, Theme: c.defaultTheme()})
		}
	}
	for _, ls := range c.Locales {
		li := graph.LocaleInfo{Locale: ls.Info, RoutePrefix: ls.Prefix, Versions: []*graph.Version{}, Translated: map[string][]string{},
			Search: graph.DataRef{Data: "i18n/" + ls.Info.Code + "/search.json"}, Theme: ls.Theme, Navbar: ls.Navbar, Footer: ls.Footer}
		for _, vs := range ls.Vers {
			li.Versions = append(li.Versions, gvs[vs])
			ids := []string{}
			for id := range vs.TR.Translated {
				ids = append(ids, id)
			}
			sort.Strings(ids)
			li.Translated[vs.Name] = ids
		}
		out = append(out, li)
	}
	return out
}

// defaultTheme is the default locale's code.json, when it has one.
func (c *compiler) defaultTheme() map[string]string {
	for _, l := range c.Cfg.Site.I18n.Locales {
		if l.Default {
			return c.readCodeJSON(&model.LocaleState{Dir: "i18n/" + l.Code})
		}
	}
	return map[string]string{}
}
