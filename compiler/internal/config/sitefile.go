package config

import (
	"cmp"
	"encoding/json"
	"math"
	"path"
	"strconv"
	"strings"

	"github.com/contentc/contentc/compiler/internal/config/docusaurus/customcss"
	"github.com/contentc/contentc/compiler/internal/graph"
	"github.com/contentc/contentc/compiler/internal/langinfo"
	"github.com/contentc/contentc/compiler/internal/markdown/safelink"
	"github.com/contentc/contentc/compiler/internal/markdown/tabblocks"
)

// siteFile is site.yaml (or a Docusaurus config mapped to site.yaml's form) as
// typed values. A validated document is decoded over Default's values: a key
// that is absent keeps its default, with no map walking. The few keys whose
// default depends on another key (a locale's label, an announcement's colours)
// are pointers, filled in by apply.
type siteFile struct {
	Title   string `json:"title"`
	Tagline string `json:"tagline"`
	// TitleDelimiter: nil for the default, "|"
	TitleDelimiter *string `json:"titleDelimiter"`
	// CustomFields: the site's own data (graph.Site.CustomFields)
	CustomFields map[string]any   `json:"customFields"`
	URL          string           `json:"url"`
	BaseURL      string           `json:"baseUrl"`
	Favicon      *string          `json:"favicon"`
	Image        *string          `json:"image"`
	Metadata     []graph.HeadMeta `json:"metadata"`
	HeadTags     []graph.HeadTag  `json:"headTags"`
	Redirects    []struct {
		From any    `json:"from"` // a path or a list of paths
		To   string `json:"to"`
	} `json:"redirects"`
	NoIndex           bool      `json:"noIndex"`
	TrailingSlash     *bool     `json:"trailingSlash"`
	StaticDirectories *[]string `json:"staticDirectories"`
	OnDuplicateRoutes string    `json:"onDuplicateRoutes"`
	OnBrokenLinks     string    `json:"onBrokenLinks"`
	OnBrokenAnchors   string    `json:"onBrokenAnchors"`
	Navbar            struct {
		Title        *string      `json:"title"`
		Logo         *logoFile    `json:"logo"`
		HideOnScroll bool         `json:"hideOnScroll"`
		Style        *string      `json:"style"`
		Items        []NavbarItem `json:"items"`
	} `json:"navbar"`
	Footer struct {
		Style     string    `json:"style"`
		Copyright string    `json:"copyright"`
		Logo      *logoFile `json:"logo"`
		Links     []struct {
			footerLink
			Title string        `json:"title"`
			Items *[]footerLink `json:"items"` // a titled column
		} `json:"links"`
	} `json:"footer"`
	ColorMode       graph.ColorMode      `json:"colorMode"`
	CodeThemes      graph.SiteCodeThemes `json:"codeThemes"`
	TableOfContents struct {
		MinHeadingLevel int `json:"minHeadingLevel"`
		MaxHeadingLevel int `json:"maxHeadingLevel"`
	} `json:"tableOfContents"`
	AnnouncementBar *struct {
		ID              string  `json:"id"`
		Content         string  `json:"content"`
		BackgroundColor *string `json:"backgroundColor"`
		TextColor       *string `json:"textColor"`
		IsCloseable     *bool   `json:"isCloseable"`
	} `json:"announcementBar"`
	Search struct {
		MaxHits         int                `json:"maxHits"`
		HighlightResult bool               `json:"highlightResult"`
		Boost           map[string]float64 `json:"boost"`
	} `json:"search"`
	I18n struct {
		DefaultLocale string `json:"defaultLocale"`
		Locales       *[]struct {
			Code      string  `json:"code"`
			Label     string  `json:"label"`
			Direction *string `json:"direction"`
			HTMLLang  string  `json:"htmlLang"`
			Path      string  `json:"path"`
			Folder    string  `json:"folder"`
		} `json:"locales"`
	} `json:"i18n"`
	Docs        docsFile          `json:"docs"`
	DocsPlugins []json.RawMessage `json:"docsPlugins"`
	Markdown    struct {
		Format      string   `json:"format"`
		IframeHosts []string `json:"iframeHosts"`
		Math        bool     `json:"math"`
		// MathSingleDollar false: only $$…$$ is inline math
		MathSingleDollar *bool `json:"mathSingleDollar"`
		Mermaid          bool  `json:"mermaid"`
		Emoji            *bool `json:"emoji"`
		GitHubAlerts     bool  `json:"githubAlerts"`
		Anchors          struct {
			MaintainCase bool `json:"maintainCase"`
		} `json:"anchors"`
		MDX1Compat struct {
			Admonitions *bool `json:"admonitions"`
		} `json:"mdx1Compat"`
		Aliases    map[string]string `json:"aliases"`
		RawImports []RawImport       `json:"rawImports"`
		Npm2Yarn   *struct {
			Sync       bool      `json:"sync"`
			Converters *[]string `json:"converters"`
		} `json:"npm2yarn"`
		TabBlocks  *tabblocks.Site `json:"tabBlocks"`
		CodeImport *struct {
			RootDir                     string `json:"rootDir"`
			PreserveTrailingNewline     bool   `json:"preserveTrailingNewline"`
			RemoveRedundantIndentations bool   `json:"removeRedundantIndentations"`
		} `json:"codeImport"`
		CodeSnippets *struct {
			BaseDir string `json:"baseDir"`
		} `json:"codeSnippets"`
		HiddenElements []string `json:"hiddenElements"`
		CodeLanguage   string   `json:"codeLanguage"`
		MagicComments  []struct {
			ClassName string `json:"className"`
			Line      string `json:"line"`
			Block     *struct {
				Start string `json:"start"`
				End   string `json:"end"`
			} `json:"block"`
		} `json:"magicComments"`
	} `json:"markdown"`
	Colors struct {
		Primary *lightDarkFile `json:"primary"`
	} `json:"colors"`
	ImageZoom *struct {
		Selector   string        `json:"selector"`
		Background lightDarkFile `json:"background"`
	} `json:"imageZoom"`
	Mermaid struct {
		Theme   lightDarkFile  `json:"theme"`
		Options map[string]any `json:"options"`
	} `json:"mermaid"`
	Typedoc *struct {
		JSON          string  `json:"json"`
		RouteBasePath *string `json:"routeBasePath"`
	} `json:"typedoc"`
}

// lightDarkFile is a value for each colour mode as site.yaml writes it, either
// or both.
type lightDarkFile struct {
	Light *string `json:"light"`
	Dark  *string `json:"dark"`
}

// or is the pair with def's value for a mode it does not set.
func (p lightDarkFile) or(def graph.LightDark) graph.LightDark {
	if p.Light != nil {
		def.Light = *p.Light
	}
	if p.Dark != nil {
		def.Dark = *p.Dark
	}
	return def
}

// docsFile is a docs plugin's options: site.yaml's docs, or an entry of docsPlugins.
type docsFile struct {
	ID          string `json:"id"`
	Admonitions struct {
		Keywords []string `json:"keywords"`
	} `json:"admonitions"`
	Path                  string                     `json:"path"`
	RouteBasePath         string                     `json:"routeBasePath"`
	SidebarPath           json.RawMessage            `json:"sidebarPath"` // a path, or null for autogenerated sidebars
	EditURL               *string                    `json:"editUrl"`
	EditLocalizedFiles    bool                       `json:"editLocalizedFiles"`
	EditCurrentVersion    bool                       `json:"editCurrentVersion"`
	PluginID              string                     `json:"pluginId"`
	Include               *[]string                  `json:"include"`
	Exclude               *[]string                  `json:"exclude"`
	NumberPrefixParser    *bool                      `json:"numberPrefixParser"`
	SidebarCollapsible    bool                       `json:"sidebarCollapsible"`
	SidebarCollapsed      bool                       `json:"sidebarCollapsed"`
	Breadcrumbs           *bool                      `json:"breadcrumbs"`
	ShowLastUpdateTime    bool                       `json:"showLastUpdateTime"`
	ShowLastUpdateAuthor  bool                       `json:"showLastUpdateAuthor"`
	Sidebar               graph.SidebarOptions       `json:"sidebar"`
	VersionPersistence    string                     `json:"versionPersistence"`
	LastVersion           string                     `json:"lastVersion"`
	IncludeCurrentVersion bool                       `json:"includeCurrentVersion"`
	OnlyIncludeVersions   *[]string                  `json:"onlyIncludeVersions"`
	Versions              map[string]VersionOverride `json:"versions"`
	TagsBasePath          *string                    `json:"tagsBasePath"`
	Tags                  json.RawMessage            `json:"tags"` // a file name, or false or null for none
	OnInlineTags          string                     `json:"onInlineTags"`
}

// tagsOptions are the plugin's tags options with Docusaurus's defaults.
func (d *docsFile) tagsOptions() TagsOptions {
	t := TagsOptions{BasePath: "tags", File: "tags.yml", OnInline: d.OnInlineTags}
	if d.TagsBasePath != nil {
		t.BasePath = strings.Trim(*d.TagsBasePath, "/")
	}
	if t.OnInline == "" {
		t.OnInline = "warn"
	}
	if len(d.Tags) > 0 {
		var name string
		if json.Unmarshal(d.Tags, &name) == nil && name != "" {
			t.File, t.Set = name, true
		} else {
			t.Off = true // false or null (the schema admits nothing else)
		}
	}
	return t
}

// NavbarItem is a navbar item as site.yaml writes it (the compile checks and
// resolves it into a graph.NavbarItem; its JSON pointer, for diagnostics, is
// /navbar/items/<index>, nested items under …/items/<index>).
type NavbarItem struct {
	Type      string  `json:"type"`
	Label     string  `json:"label"`
	Position  *string `json:"position"`
	AriaLabel *string `json:"ariaLabel"`
	Title     *string `json:"title"`
	ClassName *string `json:"className"`
	Target    *string `json:"target"`
	Href      *string `json:"href"`
	To        *string `json:"to"`
	SidebarID string  `json:"sidebarId"`
	PluginID  string  `json:"docsPluginId"`
	DocID     string  `json:"docId"`
	Value     string  `json:"value"`
	// ActiveBasePath and ActiveBaseRegex say on which pages a link shows as
	// the current one, as Docusaurus's NavbarNavLink.
	ActiveBasePath  *string       `json:"activeBasePath"`
	ActiveBaseRegex string        `json:"activeBaseRegex"`
	Items           *[]NavbarItem `json:"items"` // present: a dropdown
	// DropdownItemsBefore and After are a version or locale dropdown's own
	// links, before and after the versions or locales.
	DropdownItemsBefore []NavbarItem `json:"dropdownItemsBefore"`
	DropdownItemsAfter  []NavbarItem `json:"dropdownItemsAfter"`
}

type footerLink struct {
	Label string  `json:"label"`
	Href  *string `json:"href"`
	To    string  `json:"to"`
	HTML  *string `json:"html"`
	// Target, Rel and ClassName reach the link, as Docusaurus's footer
	// passes an item's other keys to its Link.
	Target    string `json:"target"`
	Rel       string `json:"rel"`
	ClassName string `json:"className"`
}

func (l footerLink) navLink(baseURL string) graph.NavLink {
	if l.HTML != nil && l.Label == "" {
		return graph.NavLink{HTML: *l.HTML} // sanitised by footerHTML
	}
	href := SitePath(l.To, baseURL)
	if l.Href != nil {
		href = *l.Href
	}
	link := graph.NavLink{Label: l.Label, Href: href, External: IsExternal(href), Target: l.Target, Rel: l.Rel, ClassName: l.ClassName}
	if h, ok := PathnameHref(href, baseURL); ok {
		link.Href, link.External = h, true // (a plain link)
	}
	return link
}

// apply decodes a validated site.yaml value over the configuration's defaults.
func apply(cfg *Config, value any) {
	s := &cfg.Site
	var f siteFile
	f.Title, f.URL, f.BaseURL = "", s.URL, s.BaseURL // site.yaml's title is required
	f.OnDuplicateRoutes = "throw"
	f.Footer.Style = s.Footer.Style
	f.ColorMode, f.CodeThemes = s.ColorMode, s.CodeThemes
	f.Search.MaxHits = s.Search.MaxHits
	f.I18n.DefaultLocale = s.I18n.DefaultLocale
	f.Docs.Path, f.Docs.RouteBasePath, f.Docs.PluginID = s.Docs.Path, s.Docs.RouteBasePath, s.Docs.PluginID
	f.Docs.SidebarCollapsible, f.Docs.SidebarCollapsed, f.Docs.IncludeCurrentVersion = true, true, true
	f.Markdown.Format = "mdx"
	f.TableOfContents.MinHeadingLevel, f.TableOfContents.MaxHeadingLevel = 2, 3
	data, err := json.Marshal(value)
	if err == nil {
		err = json.Unmarshal(data, &f)
	}
	if err != nil {
		return // the schema admits nothing this cannot decode
	}

	s.Title, s.Tagline, s.URL, s.BaseURL, s.NoIndex = f.Title, f.Tagline, f.URL, f.BaseURL, f.NoIndex
	if f.TitleDelimiter != nil {
		s.TitleDelimiter = *f.TitleDelimiter
	}
	if len(f.CustomFields) > 0 {
		s.CustomFields = f.CustomFields
	}
	cfg.OnDuplicateRoutes = f.OnDuplicateRoutes
	cfg.IgnoreBrokenLinks, cfg.IgnoreBrokenAnchors = f.OnBrokenLinks == "ignore", f.OnBrokenAnchors == "ignore"
	cfg.TrailingSlash = f.TrailingSlash
	if f.StaticDirectories != nil {
		cfg.StaticDirs = *f.StaticDirectories
	}
	if f.Image != nil {
		s.Image = graph.Ptr(assetPath(*f.Image))
	}
	s.Metadata = f.Metadata
	s.HeadTags = f.HeadTags
	for i, r := range f.Redirects {
		froms, _ := r.From.([]any)
		if one, ok := r.From.(string); ok {
			froms = []any{one}
		}
		to := r.To
		if !IsExternal(to) {
			to = SitePath(to, s.BaseURL)
		}
		for _, from := range froms {
			s.Redirects = append(s.Redirects, graph.Redirect{From: SitePath(from.(string), s.BaseURL), To: to})
			cfg.RedirectPtrs = append(cfg.RedirectPtrs, "/redirects/"+strconv.Itoa(i))
		}
	}
	if f.Favicon != nil {
		s.Favicon = graph.Ptr(assetPath(*f.Favicon))
	}
	s.Navbar.Title = s.Title
	if f.Navbar.Title != nil {
		s.Navbar.Title = *f.Navbar.Title
	}
	s.Navbar.Logo = f.Navbar.Logo.logo(s.BaseURL)
	s.Navbar.HideOnScroll = f.Navbar.HideOnScroll
	s.Navbar.Style = f.Navbar.Style
	cfg.NavbarItems = f.Navbar.Items
	s.Footer.Style, s.Footer.Copyright = f.Footer.Style, f.Footer.Copyright
	s.Footer.Logo = f.Footer.Logo.logo(s.BaseURL)
	for _, l := range f.Footer.Links {
		if l.Items == nil {
			s.Footer.Links = append(s.Footer.Links, l.navLink(s.BaseURL))
			continue
		}
		col := graph.FooterColumn{Title: l.Title, Links: []graph.NavLink{}}
		for _, it := range *l.Items {
			col.Links = append(col.Links, it.navLink(s.BaseURL))
		}
		s.Footer.Columns = append(s.Footer.Columns, col)
	}
	s.ColorMode, s.CodeThemes = f.ColorMode, f.CodeThemes
	if ab := f.AnnouncementBar; ab != nil {
		// The content is rendered to safe inline HTML by the compile.
		bar := &graph.AnnouncementBar{ID: ab.ID, Content: ab.Content, BackgroundColor: "#fff", TextColor: "#000", IsCloseable: true}
		if ab.BackgroundColor != nil {
			bar.BackgroundColor = *ab.BackgroundColor
		}
		if ab.TextColor != nil {
			bar.TextColor = *ab.TextColor
		}
		if ab.IsCloseable != nil {
			bar.IsCloseable = *ab.IsCloseable
		}
		s.AnnouncementBar = bar
	}
	s.Search.MaxHits, s.Search.HighlightResult = f.Search.MaxHits, f.Search.HighlightResult
	if f.Search.Boost != nil {
		s.Search.Boost = f.Search.Boost
	}
	s.I18n.DefaultLocale = f.I18n.DefaultLocale
	if f.I18n.Locales != nil {
		s.I18n.Locales = nil
		for _, l := range *f.I18n.Locales {
			// Without a label or a direction, Docusaurus's defaults: the
			// language's own name ("Français") and its writing direction.
			loc := graph.Locale{Code: l.Code, Label: l.Label, Direction: langinfo.Direction(l.Code), HTMLLang: l.HTMLLang, Path: l.Path}
			if loc.Label == "" {
				loc.Label = langinfo.Label(loc.Code)
			}
			if l.Direction != nil {
				loc.Direction = *l.Direction
			}
			if loc.HTMLLang == "" {
				loc.HTMLLang = loc.Code
			}
			if loc.Path == "" {
				loc.Path = loc.Code
			}
			if l.Folder != "" {
				if cfg.LocaleFolders == nil {
					cfg.LocaleFolders = map[string]string{}
				}
				cfg.LocaleFolders[l.Code] = l.Folder
			}
			s.I18n.Locales = append(s.I18n.Locales, loc)
		}
	}
	for i := range s.I18n.Locales {
		s.I18n.Locales[i].Default = s.I18n.Locales[i].Code == s.I18n.DefaultLocale
	}
	d := &f.Docs
	s.Docs.Path, s.Docs.RouteBasePath = strings.Trim(path.Clean(d.Path), "/"), strings.Trim(d.RouteBasePath, "/")
	if d.SidebarPath != nil {
		var p *string
		json.Unmarshal(d.SidebarPath, &p)
		s.Docs.SidebarPath = p
	}
	s.Docs.EditURL, s.Docs.PluginID, s.Docs.Sidebar = d.EditURL, d.PluginID, d.Sidebar
	s.Docs.VersionPersistence = cmp.Or(d.VersionPersistence, "localStorage")
	if d.Include != nil {
		cfg.Include = *d.Include
	}
	if d.Exclude != nil {
		cfg.Exclude = *d.Exclude
	}
	cfg.KeepNumberPrefixes = d.NumberPrefixParser != nil && !*d.NumberPrefixParser
	cfg.SidebarCollapsible, cfg.SidebarCollapsed = d.SidebarCollapsible, d.SidebarCollapsed
	cfg.EditLocalizedFiles, cfg.EditCurrentVersion = d.EditLocalizedFiles, d.EditCurrentVersion
	cfg.NoBreadcrumbs = d.Breadcrumbs != nil && !*d.Breadcrumbs
	cfg.Tags = d.tagsOptions()
	cfg.LastUpdate = LastUpdate{Time: d.ShowLastUpdateTime, Author: d.ShowLastUpdateAuthor}
	cfg.Versions = VersionOptions{LastVersion: d.LastVersion, IncludeCurrent: d.IncludeCurrentVersion, Per: d.Versions}
	if d.OnlyIncludeVersions != nil {
		cfg.Versions.OnlyInclude = *d.OnlyIncludeVersions
	}
	for i, raw := range f.DocsPlugins {
		// Docusaurus's defaults for an instance, as for the default one.
		e := docsFile{Path: "docs", RouteBasePath: "docs", SidebarCollapsible: true, SidebarCollapsed: true, IncludeCurrentVersion: true}
		if json.Unmarshal(raw, &e) != nil {
			continue // the schema admits nothing this cannot decode
		}
		pl := &DocsPlugin{PluginID: e.ID, Ptr: "/docsPlugins/" + strconv.Itoa(i), Path: strings.Trim(path.Clean(e.Path), "/"), RouteBasePath: strings.Trim(e.RouteBasePath, "/"),
			EditURL: e.EditURL, EditLocalizedFiles: e.EditLocalizedFiles, EditCurrentVersion: e.EditCurrentVersion, SidebarCollapsible: e.SidebarCollapsible, SidebarCollapsed: e.SidebarCollapsed,
			Versions: VersionOptions{LastVersion: e.LastVersion, IncludeCurrent: e.IncludeCurrentVersion, Per: e.Versions}}
		if e.SidebarPath != nil {
			json.Unmarshal(e.SidebarPath, &pl.SidebarPath)
		}
		if e.Include != nil {
			pl.Include = *e.Include
		}
		if e.Exclude != nil {
			pl.Exclude = *e.Exclude
		}
		pl.KeepNumberPrefixes = e.NumberPrefixParser != nil && !*e.NumberPrefixParser
		pl.NoBreadcrumbs = e.Breadcrumbs != nil && !*e.Breadcrumbs
		pl.Tags = e.tagsOptions()
		pl.LastUpdate = LastUpdate{Time: e.ShowLastUpdateTime, Author: e.ShowLastUpdateAuthor}
		if e.OnlyIncludeVersions != nil {
			pl.Versions.OnlyInclude = *e.OnlyIncludeVersions
		}
		cfg.OtherPlugins = append(cfg.OtherPlugins, pl)
		cfg.AdmonitionKeywords = append(cfg.AdmonitionKeywords, e.Admonitions.Keywords...)
	}
	cfg.MarkdownFormat, cfg.IframeHosts, cfg.Math, cfg.Aliases = f.Markdown.Format, f.Markdown.IframeHosts, f.Markdown.Math, f.Markdown.Aliases
	cfg.Site.IframeHosts = f.Markdown.IframeHosts // the web's CSP lets pages frame them
	cfg.RawImports = f.Markdown.RawImports
	cfg.AdmonitionKeywords = append(cfg.AdmonitionKeywords, d.Admonitions.Keywords...)
	cfg.Site.Math = f.Markdown.Math
	cfg.MathNoSingleDollar = f.Markdown.MathSingleDollar != nil && !*f.Markdown.MathSingleDollar
	if p := f.Colors.Primary; p != nil && (p.Light != nil || p.Dark != nil) {
		// Infima's dark mode keeps the light primary unless it is set again;
		// a mode without one keeps the site's own colour.
		var c graph.ModeColors
		if p.Light != nil {
			c.Light, _ = customcss.Hex(*p.Light)
			c.Dark = c.Light
		}
		if p.Dark != nil {
			c.Dark, _ = customcss.Hex(*p.Dark)
		}
		cfg.Site.Colors = &graph.Colors{Primary: c}
	}
	if f.Markdown.Mermaid {
		// Docusaurus's defaults: Mermaid's default theme, and its dark one.
		m := &graph.Mermaid{Theme: f.Mermaid.Theme.or(graph.LightDark{Light: "default", Dark: "dark"}), Options: f.Mermaid.Options}
		if m.Options == nil {
			m.Options = map[string]any{}
		}
		cfg.Site.Mermaid = m
	}
	if z := f.ImageZoom; z != nil {
		// docusaurus-plugin-image-zoom's defaults (the schema keeps a selector from being empty)
		cfg.Site.ImageZoom = &graph.ImageZoom{Selector: cmp.Or(z.Selector, ".markdown img"),
			Background: z.Background.or(graph.LightDark{Light: "rgb(255, 255, 255)", Dark: "rgb(50, 50, 50)"})}
	}
	cfg.TOCMinLevel, cfg.TOCMaxLevel = f.TableOfContents.MinHeadingLevel, f.TableOfContents.MaxHeadingLevel
	cfg.NoEmoji = f.Markdown.Emoji != nil && !*f.Markdown.Emoji
	cfg.GitHubAlerts = f.Markdown.GitHubAlerts
	cfg.AnchorsMaintainCase = f.Markdown.Anchors.MaintainCase
	cfg.NoMDX1Admonitions = f.Markdown.MDX1Compat.Admonitions != nil && !*f.Markdown.MDX1Compat.Admonitions
	if n := f.Markdown.Npm2Yarn; n != nil {
		cfg.Npm2Yarn = &Npm2Yarn{Sync: n.Sync, Converters: cfg.npm2yarnConverters}
		if n.Converters != nil {
			cfg.Npm2Yarn.Converters = *n.Converters
		}
	}
	if t := f.Markdown.TabBlocks; t != nil {
		cfg.TabBlocks = t.Options()
	}
	if ci := f.Markdown.CodeImport; ci != nil {
		cfg.CodeImport = &CodeImport{RootDir: cmp.Or(ci.RootDir, "."), PreserveTrailingNewline: ci.PreserveTrailingNewline, RemoveRedundantIndentations: ci.RemoveRedundantIndentations}
	}
	if cs := f.Markdown.CodeSnippets; cs != nil {
		// (the schema allows one of codeImport and codeSnippets)
		cfg.CodeImport = &CodeImport{Snippets: true, BaseDir: cs.BaseDir}
		if cs.BaseDir != "" {
			cfg.CodeImport.BaseDir = path.Clean(cs.BaseDir)
		}
	}
	cfg.HiddenElements = f.Markdown.HiddenElements
	cfg.CodeLanguage = f.Markdown.CodeLanguage
	for _, m := range f.Markdown.MagicComments {
		c := MagicComment{ClassName: m.ClassName, Line: m.Line}
		if m.Block != nil {
			c.Start, c.End = m.Block.Start, m.Block.End
		}
		cfg.MagicComments = append(cfg.MagicComments, c)
	}
	if td := f.Typedoc; td != nil {
		cfg.TypedocJSON, cfg.TypedocRouteBase = td.JSON, "all-types"
		if td.RouteBasePath != nil {
			cfg.TypedocRouteBase = *td.RouteBasePath
		}
	}
}

// logoFile is a navbar's or footer's logo as site.yaml writes it.
type logoFile struct {
	Alt     string   `json:"alt"`
	Src     string   `json:"src"`
	SrcDark *string  `json:"srcDark"`
	Width   *float64 `json:"width"`
	Height  *float64 `json:"height"`
	Href    *string  `json:"href"`
	Target  *string  `json:"target"`
}

// logo is the graph's logo (nil for none): its images as static assets, its
// href read as Docusaurus's Logo and FooterLogo read it (useBaseUrl), a
// dangerous one left out.
func (lg *logoFile) logo(baseURL string) *graph.Logo {
	if lg == nil {
		return nil
	}
	logo := &graph.Logo{Alt: lg.Alt, Src: assetPath(lg.Src), Target: lg.Target}
	if lg.SrcDark != nil {
		logo.SrcDark = graph.Ptr(assetPath(*lg.SrcDark))
	}
	if lg.Width != nil {
		logo.Width = graph.Ptr(int(math.Round(*lg.Width)))
	}
	if lg.Height != nil {
		logo.Height = graph.Ptr(int(math.Round(*lg.Height)))
	}
	if lg.Href != nil && !safelink.IsDangerous(*lg.Href) {
		href := *lg.Href
		if !IsExternal(href) {
			href = SitePath(href, baseURL)
		}
		logo.Href = &href
	}
	return logo
}
