// Package graph defines the content graph that contentc writes (the Go side of
// schema/graph.schema.json) and writes it to disk deterministically and atomically.
package graph

import "encoding/json"

// SchemaVersion changes whenever the graph changes incompatibly.
const SchemaVersion = 1

// Graph is graph.json.
type Graph struct {
	SchemaVersion int          `json:"schemaVersion"`
	Generator     string       `json:"generator"`
	BuildTime     int64        `json:"buildTime"`
	Site          Site         `json:"site"`
	Locales       []LocaleInfo `json:"locales"`
	Versions      []*Version   `json:"versions"`
	Routes        []RouteEntry `json:"routes"`
	Search        DataRef      `json:"search"`
	CodeThemes    CodeThemes   `json:"codeThemes"`
	Static        []string     `json:"static"`
	// SiteComponents are the site components the pages use (absent when none).
	SiteComponents *SiteComponents `json:"siteComponents,omitempty"`
}

// SiteComponents are the files of the site components (MDX imports of
// @site/src/components/… or of relative .js/.jsx/.ts/.tsx files) that the pages
// use, for the web build to compile.
type SiteComponents struct {
	// Root is the content root, relative to the graph folder ("../../content").
	Root string `json:"root"`
	// Modules are the components' files, relative to Root, sorted.
	Modules []string `json:"modules"`
	// Aliases are the import aliases the components' imports may use too (a
	// Docusaurus config's webpack aliases to its own folders, site.yaml's
	// markdown.aliases): a name and the folder, relative to Root, it stands
	// for (absent when none).
	Aliases map[string]string `json:"aliases,omitempty"`
}

// DataRef points at a file of the graph folder.
type DataRef struct {
	Data string `json:"data"`
}

// CodeThemes names the site's code themes and the CSS files written for them.
type CodeThemes struct {
	Light     string   `json:"light"`
	Dark      string   `json:"dark"`
	CSS       string   `json:"css"`
	Available []string `json:"available"`
}

// Site is site.yaml with every default filled in.
type Site struct {
	Title   string `json:"title"`
	Tagline string `json:"tagline"`
	// TitleDelimiter stands between a page's title and the site's in the
	// document title (Docusaurus's titleDelimiter, "|" by default).
	TitleDelimiter string     `json:"titleDelimiter"`
	URL            string     `json:"url"`
	BaseURL        string     `json:"baseUrl"`
	Favicon        *string    `json:"favicon"`
	NoIndex        bool       `json:"noIndex"`
	Image          *string    `json:"image,omitempty"`       // the social card of pages without their own
	Metadata       []HeadMeta `json:"metadata,omitempty"`    // meta tags of every page
	Math           bool       `json:"math,omitempty"`        // TeX math in pages (markdown.math)
	Mermaid        *Mermaid   `json:"mermaid,omitempty"`     // diagrams (markdown.mermaid)
	ImageZoom      *ImageZoom `json:"imageZoom,omitempty"`   // images open zoomed (site.yaml imageZoom)
	IframeHosts    []string   `json:"iframeHosts,omitempty"` // hosts content iframes show (markdown.iframeHosts)
	Colors         *Colors    `json:"colors,omitempty"`      // brand colours (site.yaml colors)
	// CustomFields is the site's own data (site.yaml customFields, Docusaurus's
	// customFields), which site components read through useDocusaurusContext.
	CustomFields    map[string]any   `json:"customFields,omitempty"`
	HeadTags        []HeadTag        `json:"headTags,omitempty"`  // tags of every page's head
	Redirects       []Redirect       `json:"redirects,omitempty"` // old paths that lead to pages (site.yaml redirects)
	Navbar          Navbar           `json:"navbar"`
	Footer          Footer           `json:"footer"`
	ColorMode       ColorMode        `json:"colorMode"`
	CodeThemes      SiteCodeThemes   `json:"codeThemes"`
	AnnouncementBar *AnnouncementBar `json:"announcementBar"`
	Search          SearchOptions    `json:"search"`
	I18n            I18n             `json:"i18n"`
	Docs            DocsOptions      `json:"docs"`
}

type Navbar struct {
	Title        string `json:"title"`
	Logo         *Logo  `json:"logo"`
	HideOnScroll bool   `json:"hideOnScroll"`
	// Style is navbar.style: "dark", "primary", or nil (the colour mode's).
	Style *string      `json:"style"`
	Items []NavbarItem `json:"items"`
}

type Logo struct {
	Alt     string  `json:"alt"`
	Src     string  `json:"src"`
	SrcDark *string `json:"srcDark"`
	Width   *int    `json:"width"`
	Height  *int    `json:"height"`
	// Href and Target are where the logo links to (the home page when Href
	// is nil) and how.
	Href   *string `json:"href,omitempty"`
	Target *string `json:"target,omitempty"`
}

type NavbarItem struct {
	Type      string  `json:"type"`
	Label     string  `json:"label"`
	AriaLabel *string `json:"ariaLabel"`
	Title     string  `json:"title,omitempty"` // the link's title attribute
	Position  string  `json:"position"`
	Href      *string `json:"href"`
	External  bool    `json:"external"`
	Target    *string `json:"target"`
	SidebarID *string `json:"sidebarId"`
	PluginID  string  `json:"pluginId,omitempty"` // another docs plugin's doc or sidebar item
	ClassName *string `json:"className"`
	// ActiveBasePath and ActiveBaseRegex say on which pages a link is the
	// current page's (see the schema).
	ActiveBasePath  string       `json:"activeBasePath,omitempty"`
	ActiveBaseRegex string       `json:"activeBaseRegex,omitempty"`
	Items           []NavbarItem `json:"items"`
	// ItemsBefore and ItemsAfter are a version or locale dropdown's own
	// items, before and after the versions or locales (dropdownItemsBefore
	// and After).
	ItemsBefore []NavbarItem `json:"itemsBefore,omitempty"`
	ItemsAfter  []NavbarItem `json:"itemsAfter,omitempty"`
	// Value is an html item's sanitised HTML.
	Value *string `json:"value,omitempty"`
}

type NavLink struct {
	Label    string `json:"label"`
	Href     string `json:"href"`
	External bool   `json:"external"`
	// HTML is a footer html item's (sanitised), shown instead of a link.
	HTML string `json:"html,omitempty"`
	// Target, Rel and ClassName are a footer link's own (absent when none).
	Target    string `json:"target,omitempty"`
	Rel       string `json:"rel,omitempty"`
	ClassName string `json:"className,omitempty"`
}

type Footer struct {
	Style     string `json:"style"`
	Copyright string `json:"copyright"`
	// Logo is the footer's logo (Docusaurus's footer.logo), nil for none.
	Logo  *Logo     `json:"logo"`
	Links []NavLink `json:"links"`
	// Columns is a multi-column footer (Docusaurus's footer.links with titles).
	Columns []FooterColumn `json:"columns,omitempty"`
}

// FooterColumn is one titled column of links.
type FooterColumn struct {
	Title string    `json:"title"`
	Links []NavLink `json:"links"`
}

type ColorMode struct {
	DefaultMode               string `json:"defaultMode"`
	DisableSwitch             bool   `json:"disableSwitch"`
	RespectPrefersColorScheme bool   `json:"respectPrefersColorScheme"`
}

type SiteCodeThemes struct {
	Light string `json:"light"`
	Dark  string `json:"dark"`
	// Custom are the site's own colours on top of the named themes
	// (site.yaml codeThemes.custom; a Docusaurus config's own prism themes).
	Custom *CustomCodeThemes `json:"custom,omitempty"`
}

// CustomCodeThemes are a site's own code colours for each mode, over its
// named themes; nil for a mode without.
type CustomCodeThemes struct {
	Light *PrismTheme `json:"light,omitempty"`
	Dark  *PrismTheme `json:"dark,omitempty"`
}

// PrismTheme is a code theme in prism-react-renderer's form, as a Docusaurus
// config writes its own (themeConfig.prism.theme): the colours of plain text
// and of the token types each entry lists, later entries over earlier ones.
type PrismTheme struct {
	Plain  PrismStyle        `json:"plain"`
	Styles []PrismThemeEntry `json:"styles"`
}

// PrismThemeEntry styles Prism's token types (keyword, string, comment…).
type PrismThemeEntry struct {
	Types []string   `json:"types"`
	Style PrismStyle `json:"style"`
}

// PrismStyle is what contentc takes of an entry's CSS: colours as #rrggbb,
// italic, bold and underline or line-through ("" where unset).
type PrismStyle struct {
	Color              string `json:"color,omitempty"`
	BackgroundColor    string `json:"backgroundColor,omitempty"`
	FontStyle          string `json:"fontStyle,omitempty"`
	FontWeight         string `json:"fontWeight,omitempty"`
	TextDecorationLine string `json:"textDecorationLine,omitempty"`
}

type AnnouncementBar struct {
	ID              string `json:"id"`
	Content         string `json:"content"`
	BackgroundColor string `json:"backgroundColor"`
	TextColor       string `json:"textColor"`
	IsCloseable     bool   `json:"isCloseable"`
}

type SearchOptions struct {
	MaxHits         int  `json:"maxHits"`
	HighlightResult bool `json:"highlightResult"`
	// Boost weighs the pages under a route prefix in search ranking (the
	// longest matching prefix counts; default 1, pages of the generated
	// reference 0.5).
	Boost map[string]float64 `json:"boost"`
}

type I18n struct {
	DefaultLocale string   `json:"defaultLocale"`
	Locales       []Locale `json:"locales"`
}

type Locale struct {
	Code      string `json:"code"`
	Label     string `json:"label"`
	Direction string `json:"direction"`
	HTMLLang  string `json:"htmlLang"`
	// Path is the locale's URL segment (default: its code); the default
	// locale is served at the site root.
	Path    string `json:"path"`
	Default bool   `json:"default"`
}

// LocaleInfo is one locale of the graph: its settings, where its pages are,
// and what is translated.
type LocaleInfo struct {
	Locale
	// RoutePrefix is "" for the default locale, else "/<path>": every route of
	// the locale starts with it.
	RoutePrefix string `json:"routePrefix"`
	// Versions are the locale's docs versions (translated labels, routes under
	// RoutePrefix); null for the default locale, whose versions are the graph's.
	Versions []*Version `json:"versions"`
	// Translated lists, per version, the ids of the docs that have a
	// translation (null for the default locale).
	Translated map[string][]string `json:"translated"`
	// Search is the locale's search documents file.
	Search DataRef `json:"search"`
	// Theme holds the theme's strings from i18n/<locale>/code.json (id ->
	// message); the web falls back to English for the others.
	Theme map[string]string `json:"theme"`
	// Navbar and Footer are the site's, translated (null for the default locale).
	Navbar *Navbar `json:"navbar"`
	Footer *Footer `json:"footer"`
}

type DocsOptions struct {
	Path          string         `json:"path"`
	RouteBasePath string         `json:"routeBasePath"`
	SidebarPath   *string        `json:"sidebarPath"`
	EditURL       *string        `json:"editUrl"`
	PluginID      string         `json:"pluginId"`
	Sidebar       SidebarOptions `json:"sidebar"`
	// VersionPersistence is where the reader's preferred docs version is kept:
	// "localStorage" (docs-preferred-version-<pluginId>) or "none" (not kept).
	VersionPersistence string `json:"versionPersistence"`
}

// SidebarOptions are Docusaurus's themeConfig.docs.sidebar options.
type SidebarOptions struct {
	// Hideable shows a "Collapse sidebar" button at the bottom of the desktop sidebar.
	Hideable bool `json:"hideable"`
	// AutoCollapseCategories collapses a category's siblings when it is expanded.
	AutoCollapseCategories bool `json:"autoCollapseCategories"`
}

// Version is one docs version with its docs and sidebars.
type Version struct {
	Name          string              `json:"name"`
	PluginID      string              `json:"pluginId,omitempty"` // another docs plugin's id; absent for the default one
	Label         string              `json:"label"`
	Path          string              `json:"path"`
	IsLast        bool                `json:"isLast"`
	Banner        *string             `json:"banner"`
	Badge         bool                `json:"badge"`
	NoIndex       bool                `json:"noIndex,omitempty"` // its pages ask search engines not to index them
	MainDocID     *string             `json:"mainDocId"`
	MainDocRoute  *string             `json:"mainDocRoute"`
	Docs          []VersionDoc        `json:"docs"`
	DraftIDs      []string            `json:"draftIds"`
	Sidebars      map[string]*Sidebar `json:"sidebars"`
	CategoryPages []CategoryPageRef   `json:"categoryPages"`
	// LiveExamples lists the version's live examples in route order (for the
	// /storybook gallery); absent when there are none.
	LiveExamples []LiveExampleRef `json:"liveExamples,omitempty"`
}

// LiveExample is a live code block of a doc page (```tsx live title="…"): the
// site draws it into the placeholder with data-live-index="Index" of the HTML.
type LiveExample struct {
	ID        string `json:"id"`
	Index     int    `json:"index"`
	Title     string `json:"title"`
	Language  string `json:"language"`
	Code      string `json:"code"`
	ChartType string `json:"chartType"`
	Line      int    `json:"line"`
	Column    int    `json:"column"`
}

// LiveExampleRef is a live example in a version's list: where it is, not its code.
type LiveExampleRef struct {
	ID        string `json:"id"`
	Title     string `json:"title"`
	ChartType string `json:"chartType"`
	DocID     string `json:"docId"`
	Route     string `json:"route"`
	Data      string `json:"data"`
}

type VersionDoc struct {
	ID       string  `json:"id"`
	Route    string  `json:"route"`
	Title    string  `json:"title"`
	Sidebar  *string `json:"sidebar"`
	Unlisted bool    `json:"unlisted"`
	Data     string  `json:"data"`
	// Untranslated is true for a page of a non-default locale served in the
	// default language (no translation exists).
	Untranslated bool `json:"untranslated"`
}

type Sidebar struct {
	FirstHref *string        `json:"firstHref"`
	Items     []*SidebarItem `json:"items"`
}

// SidebarItem is a link, a category or an html item (Type "link", "category" or
// "html"); MarshalJSON writes only the fields of its kind, as graph.schema.json's
// SidebarLink, SidebarCategory and SidebarHtml say.
type SidebarItem struct {
	Type         string
	Label        string
	Href         *string
	DocID        *string
	ClassName    *string
	Unlisted     bool // link
	External     bool // link
	LinkUnlisted bool // category
	Collapsible  bool
	Collapsed    bool
	Description  *string
	Items        []*SidebarItem
	Value        string // html: the sanitised HTML
	DefaultStyle bool   // html: the padding of a link item
	// CustomProps is the item's customProps (a doc's sidebar_custom_props),
	// for a site's own sidebar components; absent when it has none.
	CustomProps map[string]any
	// Key is the item's key in a sidebars file (Docusaurus 3.9), which names
	// its translation instead of its label; not written to the graph.
	Key string
}

type sidebarHTMLJSON struct {
	Type         string         `json:"type"`
	Value        string         `json:"value"`
	DefaultStyle bool           `json:"defaultStyle"`
	ClassName    *string        `json:"className"`
	CustomProps  map[string]any `json:"customProps,omitempty"`
}

type sidebarLinkJSON struct {
	Type        string         `json:"type"`
	Label       string         `json:"label"`
	Href        *string        `json:"href"`
	DocID       *string        `json:"docId"`
	Unlisted    bool           `json:"unlisted"`
	External    bool           `json:"external"`
	ClassName   *string        `json:"className"`
	CustomProps map[string]any `json:"customProps,omitempty"`
}

type sidebarCategoryJSON struct {
	Type         string         `json:"type"`
	Label        string         `json:"label"`
	Href         *string        `json:"href"`
	DocID        *string        `json:"docId"`
	LinkUnlisted bool           `json:"linkUnlisted"`
	Collapsible  bool           `json:"collapsible"`
	Collapsed    bool           `json:"collapsed"`
	ClassName    *string        `json:"className"`
	Description  *string        `json:"description"`
	Items        []*SidebarItem `json:"items"`
	CustomProps  map[string]any `json:"customProps,omitempty"`
}

// MarshalJSON implements json.Marshaler.
func (it *SidebarItem) MarshalJSON() ([]byte, error) {
	if it.Type == "html" {
		return json.Marshal(sidebarHTMLJSON{"html", it.Value, it.DefaultStyle, it.ClassName, it.CustomProps})
	}
	if it.Type == "category" {
		items := it.Items
		if items == nil {
			items = []*SidebarItem{}
		}
		return json.Marshal(sidebarCategoryJSON{"category", it.Label, it.Href, it.DocID, it.LinkUnlisted, it.Collapsible, it.Collapsed, it.ClassName, it.Description, items, it.CustomProps})
	}
	href := it.Href
	if href == nil {
		href = Ptr("")
	}
	return json.Marshal(sidebarLinkJSON{"link", it.Label, href, it.DocID, it.Unlisted, it.External, it.ClassName, it.CustomProps})
}

type CategoryPageRef struct {
	Slug    string  `json:"slug"`
	Route   string  `json:"route"`
	Title   string  `json:"title"`
	Sidebar *string `json:"sidebar"`
	Data    string  `json:"data"`
}

type RouteEntry struct {
	Route    string `json:"route"`
	Kind     string `json:"kind"`
	ID       string `json:"id"`
	Version  string `json:"version"`
	Locale   string `json:"locale"`
	Unlisted bool   `json:"unlisted"`
	NoIndex  bool   `json:"noIndex,omitempty"` // not for search engines, nor the sitemap (its version's noIndex)
	Data     string `json:"data"`
}

type TocEntry struct {
	ID   string `json:"id"`
	Text string `json:"text"`
	// HTML is the text with the heading's code spans, emphasis and
	// strikethrough kept (<code>, <em>, <strong>, <del>), as Docusaurus's table
	// of contents shows them; absent when the heading has none.
	HTML  string `json:"html,omitempty"`
	Level int    `json:"level"`
}

type Breadcrumb struct {
	Label string  `json:"label"`
	Href  *string `json:"href"`
}

type PageLink struct {
	Title string `json:"title"`
	Href  string `json:"href"`
}

type Tag struct {
	Label     string  `json:"label"`
	Permalink *string `json:"permalink"`
}

// DocHead is what a doc's <head> element sets in the page's HTML head, as
// Docusaurus documents it: the document title, meta tags and canonical URL.
type DocHead struct {
	Title     string     `json:"title,omitempty"`
	Meta      []HeadMeta `json:"meta,omitempty"`
	Canonical string     `json:"canonical,omitempty"`
}

// HeadMeta is one <meta> tag: a name or a property, and its content.
// Mermaid is how the web draws a site's ```mermaid code blocks (site.yaml
// markdown.mermaid and mermaid; Docusaurus's themeConfig.mermaid): the Mermaid
// theme of each colour mode and the options given to mermaid.initialize.
type Mermaid struct {
	Theme   LightDark      `json:"theme"`
	Options map[string]any `json:"options"`
}

// Redirect is a path of the site that leads to another (site.yaml redirects,
// @docusaurus/plugin-client-redirects' redirects): both site paths, without
// the base URL.
type Redirect struct {
	From string `json:"from"`
	To   string `json:"to"`
}

// HeadTag is a <link> or <meta> of every page's head (site.yaml headTags).
type HeadTag struct {
	TagName    string            `json:"tagName"`
	Attributes map[string]string `json:"attributes"`
}

// Colors are the site's brand colours as written (#rrggbb); the web adjusts
// them for contrast on its own backgrounds.
type Colors struct {
	Primary ModeColors `json:"primary"`
}

// ModeColors is a colour per colour mode (absent: the site's own).
type ModeColors struct {
	Light string `json:"light,omitempty"`
	Dark  string `json:"dark,omitempty"`
}

// ImageZoom is docusaurus-plugin-image-zoom's: the images Selector finds in
// a doc's content open zoomed over the page, on Background.
type ImageZoom struct {
	Selector   string    `json:"selector"`
	Background LightDark `json:"background"`
}

// LightDark is a value for each colour mode (Mermaid's theme, the zoom's
// background).
type LightDark struct {
	Light string `json:"light"`
	Dark  string `json:"dark"`
}

type HeadMeta struct {
	Name     string `json:"name,omitempty"`
	Property string `json:"property,omitempty"`
	Content  string `json:"content"`
}

// DocPage is docs/<version>/<id>.json.
type DocPage struct {
	Kind    string `json:"kind"`
	ID      string `json:"id"`
	Version string `json:"version"`
	Locale  string `json:"locale"`
	Route   string `json:"route"`
	Title   string `json:"title"`
	// NoIndex: the page asks search engines not to index it (its version's
	// noIndex); absent when false.
	NoIndex bool `json:"noIndex,omitempty"`
	// TitleID is the title heading's id when the title is the doc's leading
	// "# Heading" (Docusaurus keeps that h1 with its id): links to it land on the
	// page's title. Absent when the title comes from front matter only.
	TitleID             string         `json:"titleId,omitempty"`
	SidebarLabel        string         `json:"sidebarLabel"`
	Description         string         `json:"description"`
	Keywords            []string       `json:"keywords"`
	Tags                []Tag          `json:"tags"`
	Image               *string        `json:"image"`
	FrontMatter         map[string]any `json:"frontMatter"`
	HTML                string         `json:"html"`
	Toc                 []TocEntry     `json:"toc"`
	TocMinLevel         int            `json:"tocMinLevel"`
	TocMaxLevel         int            `json:"tocMaxLevel"`
	HideTitle           bool           `json:"hideTitle"`
	HideTableOfContents bool           `json:"hideTableOfContents"`
	HideFooter          bool           `json:"hideFooter"`
	Unlisted            bool           `json:"unlisted"`
	Generated           bool           `json:"generated"`
	Source              *string        `json:"source"`
	Breadcrumbs         []Breadcrumb   `json:"breadcrumbs"`
	Previous            *PageLink      `json:"previous"`
	Next                *PageLink      `json:"next"`
	EditURL             *string        `json:"editUrl"`
	// LastUpdate is when and by whom the doc was last updated, for a docs
	// plugin that shows it (absent otherwise, or when nothing is known).
	LastUpdate   *LastUpdate   `json:"lastUpdate,omitempty"`
	Sidebar      *string       `json:"sidebar"`
	LiveExamples []LiveExample `json:"liveExamples,omitempty"`
	// Head is what the doc's MDX <head> element sets in the page's HTML head
	// (absent when it has none).
	Head *DocHead `json:"head,omitempty"`
	// Components are the page's MDX component islands (absent when none):
	// [{component, props, source?, file, line, column, children}].
	Components json.RawMessage `json:"components,omitempty"`
	// Untranslated is true for a page of a non-default locale shown in the
	// default language because the doc has no translation.
	Untranslated bool `json:"untranslated"`
}

// LastUpdate is a doc's last update: its time (Unix milliseconds) and its
// author, each present when the docs plugin shows it and it is known.
type LastUpdate struct {
	At *int64  `json:"at,omitempty"`
	By *string `json:"by,omitempty"`
}

type CategoryCard struct {
	Label       string `json:"label"`
	Href        string `json:"href"`
	Description string `json:"description"`
	Kind        string `json:"kind"`
}

// CategoryPage is categories/<version>/<slug>.json.
type CategoryPage struct {
	Kind        string         `json:"kind"`
	Slug        string         `json:"slug"`
	Version     string         `json:"version"`
	Locale      string         `json:"locale"`
	Route       string         `json:"route"`
	Title       string         `json:"title"`
	NoIndex     bool           `json:"noIndex,omitempty"` // as DocPage's
	Description string         `json:"description"`
	Keywords    []string       `json:"keywords"`
	Items       []CategoryCard `json:"items"`
	Breadcrumbs []Breadcrumb   `json:"breadcrumbs"`
	Previous    *PageLink      `json:"previous"`
	Next        *PageLink      `json:"next"`
	Sidebar     *string        `json:"sidebar"`
}

// TagsPage is a version's tags list page (Docusaurus's /docs/tags):
// tags/<version>/index.json.
type TagsPage struct {
	Kind    string      `json:"kind"` // "tags"
	Version string      `json:"version"`
	Locale  string      `json:"locale"`
	Route   string      `json:"route"`
	Title   string      `json:"title"`
	Letters []TagLetter `json:"letters"`
}

// TagLetter is the tags whose labels start with Letter.
type TagLetter struct {
	Letter string     `json:"letter"`
	Tags   []TagCount `json:"tags"`
}

// TagCount is a tag in the tags list: its page and how many docs it lists.
type TagCount struct {
	Label     string `json:"label"`
	Permalink string `json:"permalink"`
	Count     int    `json:"count"`
}

// TagPage is a tag's page, listing its docs (Docusaurus's
// /docs/tags/<tag>): tags/<version>/<name>.json.
type TagPage struct {
	Kind        string   `json:"kind"` // "tag"
	Version     string   `json:"version"`
	Locale      string   `json:"locale"`
	Route       string   `json:"route"`
	Label       string   `json:"label"`
	Title       string   `json:"title"`
	Description string   `json:"description"`
	AllTags     *string  `json:"allTags"`
	Unlisted    bool     `json:"unlisted"`
	Items       []TagDoc `json:"items"`
}

// TagDoc is a doc a tag page lists.
type TagDoc struct {
	ID          string `json:"id"`
	Title       string `json:"title"`
	Description string `json:"description"`
	Route       string `json:"route"`
}

type SearchSection struct {
	Anchor  string `json:"anchor"`
	Heading string `json:"heading"`
	Text    string `json:"text"`
}

type SearchDocument struct {
	Route   string `json:"route"`
	Title   string `json:"title"`
	Section string `json:"section"`
	Version string `json:"version"`
	// Crumbs is where the page is, for a result: the section, then the
	// sidebar categories above the page.
	Crumbs []string `json:"crumbs"`
	// Kind is what a generated page is ("Type reference · function"); "" for a doc.
	Kind string `json:"kind"`
	// Boost is the page's ranking weight (site.yaml search.boost).
	Boost    float64         `json:"boost"`
	Sections []SearchSection `json:"sections"`
}

type SearchData struct {
	Documents []SearchDocument `json:"documents"`
}

// Ptr returns a pointer to v (for the optional fields above).
func Ptr[T any](v T) *T { return &v }
