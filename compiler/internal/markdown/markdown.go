// Package markdown turns one document's Markdown body into sanitised HTML plus
// what the rest of the compiler needs from it: the title, headings for the table
// of contents, link destinations with positions (for link checking), text
// sections for search, and diagnostics.
//
// It is goldmark with GFM, footnotes and the extensions in the subpackages
// (heading ids, admonitions, code blocks, safe HTML, safe links). The goldmark
// instance is built once per Renderer and shared by concurrent renders; anything
// that belongs to one document travels in the parser context (see
// internal/mdstate) or in the AST, never in an extension.
package markdown

import (
	"bytes"
	"fmt"
	"html"
	"io/fs"
	"maps"
	"path"
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/markdown/admonition"
	"github.com/contentc/contentc/compiler/internal/markdown/codeblock"
	"github.com/contentc/contentc/compiler/internal/markdown/directive"
	"github.com/contentc/contentc/compiler/internal/markdown/emoji"
	"github.com/contentc/contentc/compiler/internal/markdown/gfm"
	"github.com/contentc/contentc/compiler/internal/markdown/headingid"
	"github.com/contentc/contentc/compiler/internal/markdown/internal/lineindex"
	"github.com/contentc/contentc/compiler/internal/markdown/internal/mdstate"
	"github.com/contentc/contentc/compiler/internal/markdown/internal/mdtext"
	"github.com/contentc/contentc/compiler/internal/markdown/internal/prescan"
	"github.com/contentc/contentc/compiler/internal/markdown/math"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/blocks"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/components"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/esm"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/mdxast"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/mdxhtml"
	"github.com/contentc/contentc/compiler/internal/markdown/npm2yarn"
	"github.com/contentc/contentc/compiler/internal/markdown/prepare"
	"github.com/contentc/contentc/compiler/internal/markdown/safehtml"
	"github.com/contentc/contentc/compiler/internal/markdown/safelink"
	"github.com/contentc/contentc/compiler/internal/markdown/tabblocks"
	"github.com/contentc/contentc/compiler/internal/validate"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// Diagnostic ids this package reports (the extensions add their own:
// duplicate-heading-id, unknown-admonition, unsafe-html, unsafe-url).
const (
	DiagNestingTooDeep = mdstate.DiagNestingTooDeep
	DiagInternal       = diag.InternalError
)

// Options configure a Renderer.
type Options struct {
	// BaseURL is the site's base URL ("/" or "/elastic-charts/"). It is not used
	// for rewriting: Input.Resolve returns final hrefs.
	BaseURL string
	// MaxNesting is the deepest nesting of containers (lists, block quotes,
	// admonitions, emphasis, links) a document may have; deeper is an error
	// diagnostic, not a crash. 0 means 100.
	MaxNesting int
	// IframeHosts are the hosts an MDX <iframe src> may show.
	IframeHosts []string
	// Scope are the components every MDX document may use without importing
	// them (the site's src/theme/MDXComponents; see esm.ParseScope), and
	// ScopeFile the file they come from (for messages).
	Scope     []esm.Global
	ScopeFile string
	// MDX1 reads MDX documents as MDX 1 does (a Docusaurus 2 site; see
	// mdxast.State.MDX1).
	MDX1 bool
	// InternalDocs: the site is built with Meta's internal-docs preset
	// (docusaurus-plugin-internaldocs-fb), as its public build: see
	// mdxast.State.InternalDocs; a partial in an fb/ folder that the repository
	// does not have renders nothing.
	InternalDocs bool
	// ReactLive: live code blocks are react-live's, as in a Docusaurus site
	// (see mdstate.State.ReactLive).
	ReactLive bool
	// Aliases are import aliases (markdown.aliases): an import of
	// "@components/Card" with {"@components": "src/components"} is
	// "@site/src/components/Card".
	Aliases map[string]string
	// RawImports are the files an MDX file imports as their text
	// (markdown.rawImports, webpack's rules with type 'asset/source' or the
	// raw-loader): `import code from './lib/x.raw.py'` is as
	// `import code from '!!raw-loader!./lib/x.raw.py'`.
	RawImports []RawImport
	// Math: `$…$` and `$$` fences are TeX math, as remark-math reads them
	// (markdown.math; see package math).
	Math bool
	// MathNoSingleDollar: `$…$` is text, `$$…$$` inline math (remark-math's
	// singleDollarTextMath: false).
	MathNoSingleDollar bool
	// MathRemark3: inline math as remark-math 3 reads it (a Docusaurus 2
	// site's): a closing `$` that a space or a tab precedes, or a digit
	// follows, closes nothing (`$5 and $10` is text).
	MathRemark3 bool
	// GitHubAlerts: a blockquote whose first line is `[!NOTE]` (TIP,
	// IMPORTANT, WARNING, CAUTION) is an admonition (see admonition.Alerts).
	GitHubAlerts bool
	// NoEmoji: emoji shortcodes (`:tada:`) stay text (markdown.emoji: false);
	// by default they are the emoji, as remark-emoji makes them (package emoji).
	NoEmoji bool
	// AnchorsMaintainCase: generated heading ids keep the heading's letter
	// case (Docusaurus's markdown.anchors.maintainCase).
	AnchorsMaintainCase bool
	// TOCMinLevel and TOCMaxLevel are the heading levels a <TOCInline /> lists
	// unless it says otherwise (the site's tableOfContents; 0 is 2 and 3).
	TOCMinLevel, TOCMaxLevel int
	// AdmonitionKeywords are more admonition types (Docusaurus's
	// admonitions.keywords), drawn as info admonitions with no warning.
	AdmonitionKeywords []string
	// ThemeAdmonition: the site replaces the theme's Admonition component
	// (src/theme/Admonition), or its types (src/theme/Admonition/Types, as
	// Docusaurus documents adding a type), which label the site's own types: their
	// headings are their names. Without it they are headed as info, as the
	// theme's component draws a type it has no component for.
	ThemeAdmonition bool
	// NoMDX1Admonitions: `:::note Title` (the title after a space, MDX 1's
	// form) is text, as in a Docusaurus site whose
	// markdown.mdx1Compat.admonitions is off (see mdstate.State).
	NoMDX1Admonitions bool
	// Npm2Yarn: MDX code blocks with the meta npm2yarn are tabs of package managers
	// (@docusaurus/remark-plugin-npm2yarn; package npm2yarn); nil: code blocks.
	Npm2Yarn *Npm2Yarn
	// TabBlocks: MDX code blocks with tab in their meta are tabs
	// (docusaurus-remark-plugin-tab-blocks; package tabblocks); nil: code blocks.
	TabBlocks *tabblocks.Options
	// MagicComments are the site's magic comments of code blocks (nil:
	// Docusaurus's default, highlight-next-line, highlight-start/end).
	MagicComments []MagicComment
	CodeLanguage  string // of code blocks that name none (themeConfig.prism.defaultLanguage)
	// CodeImport is remark-code-import's options (nil: off).
	CodeImport *codeblock.ImportOptions
	// HiddenElements are custom elements the site's CSS hides.
	HiddenElements []string
}

// MagicComment is a magic comment of code blocks (see mdstate.MagicComment).
type MagicComment = mdstate.MagicComment

// Npm2Yarn is the options of @docusaurus/remark-plugin-npm2yarn.
type Npm2Yarn = mdstate.Npm2Yarn

// rawExtensions are Docusaurus's webpack resolve.extensions, tried in order
// for a raw-loader import without its file's extension ('!!raw-loader!./x').
var rawExtensions = []string{".wasm", ".mjs", ".js", ".jsx", ".ts", ".tsx", ".json"}

// Settings is what of the options a rendering depends on, as text: part of the
// key a rendering is cached under.
func (r *Renderer) Settings() string {
	var b strings.Builder
	b.WriteString(strings.Join(r.opts.IframeHosts, "\x00"))
	if r.opts.MDX1 {
		b.WriteString("\x02mdx1")
	}
	if r.opts.InternalDocs {
		b.WriteString("\x02internal-docs")
	}
	if r.opts.ReactLive {
		b.WriteString("\x02react-live")
	}
	if r.opts.Math {
		b.WriteString("\x02math")
	}
	if r.opts.MathNoSingleDollar {
		b.WriteString("\x02math-no-single")
	}
	if r.opts.MathRemark3 {
		b.WriteString("\x02math-remark3")
	}
	if r.opts.GitHubAlerts {
		b.WriteString("\x02github-alerts")
	}
	if r.opts.NoEmoji {
		b.WriteString("\x02no-emoji")
	}
	if r.opts.AnchorsMaintainCase {
		b.WriteString("\x02anchors-case")
	}
	fmt.Fprintf(&b, "\x02toc%d-%d", r.opts.TOCMinLevel, r.opts.TOCMaxLevel)
	for _, k := range r.opts.AdmonitionKeywords {
		b.WriteString("\x03" + k)
	}
	if r.opts.ThemeAdmonition {
		b.WriteString("\x02theme-admonition")
	}
	if r.opts.NoMDX1Admonitions {
		b.WriteString("\x02no-mdx1-admonitions")
	}
	if n := r.opts.Npm2Yarn; n != nil {
		fmt.Fprintf(&b, "\x05npm2yarn\x00%v\x00%s", n.Sync, strings.Join(n.Converters, "\x00"))
	}
	if t := r.opts.TabBlocks; t != nil {
		b.WriteString("\x05tab-blocks\x00" + t.GroupID)
		for _, lang := range slices.Sorted(maps.Keys(t.Labels)) {
			b.WriteString("\x00" + lang + "\x00" + t.Labels[lang])
		}
	}
	b.WriteString("\x09" + strings.Join(r.opts.HiddenElements, "\x00"))
	if c := r.opts.CodeImport; c != nil {
		fmt.Fprintf(&b, "\x08%+v", *c)
	}
	for _, m := range r.opts.MagicComments {
		fmt.Fprintf(&b, "\x07%s\x00%s\x00%s\x00%s", m.ClassName, m.Line, m.Start, m.End)
	}
	b.WriteString("\x0a" + r.opts.CodeLanguage)
	for _, ri := range r.opts.RawImports {
		b.WriteString("\x06" + ri.Test.String() + "\x00" + ri.Query.String() + "\x00" + strings.Join(ri.Include, "\x00"))
	}
	names := make([]string, 0, len(r.opts.Aliases))
	for k := range r.opts.Aliases {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		b.WriteString("\x04" + k + "\x00" + r.opts.Aliases[k])
	}
	for _, g := range r.opts.Scope {
		b.WriteString("\x01" + g.Name + "\x00" + g.Source + "\x00" + g.Export)
		if t := g.Template; t != nil {
			fmt.Fprintf(&b, "\x00%s\x00%s\x00%v", t.Body, t.Props, t.Params)
		}
		if len(g.Props) > 0 {
			fmt.Fprintf(&b, "\x00%v", g.Props) // (fmt sorts a map's keys)
		}
	}
	return b.String()
}

// Input is one document to render.
type Input struct {
	// File is the content-root-relative path, for diagnostics.
	File string
	// Source is the Markdown body (front matter already removed).
	Source []byte
	// LineOffset is the number of lines of the file before Source (the front
	// matter); it is added to every reported line.
	LineOffset int
	// Resolve is called for every link and image destination in document order,
	// except same-page "#anchor" links, external URLs (http:, https:, mailto:,
	// //host), empty destinations and removed dangerous ones. It returns the href
	// to write. nil keeps destinations as written.
	Resolve func(l LinkRef) string
	// Directive expands a leaf directive line `::name{key="value"}` into trusted
	// HTML; line and column locate it for diagnostics. nil leaves directives out.
	Directive func(d Directive) []byte
	// FrontMatterTitle is the doc's front matter title: a leading "# Heading" that
	// differs from it stays in the HTML, as Docusaurus shows it (Result.HeadingShown).
	FrontMatterTitle string
	// FrontMatter is the doc's front matter, which MDX gives its expressions
	// as `frontMatter` (`<AdrTable frontMatter={frontMatter} />`); nil: none.
	FrontMatter map[string]any
	// HideTitle is the doc's hide_title: its leading "# Heading" stays in the
	// HTML too (Result.HeadingShown), as Docusaurus renders the content's own
	// h1 whatever hide_title says (it only hides the title it would add).
	HideTitle bool
	// MDX parses the document with the MDX syntax (JSX, expressions, ESM)
	// instead of CommonMark with raw HTML.
	MDX bool
	// ReadPartial reads a file imported as a partial, by its content-root-relative
	// path (cleaned, never outside the root). nil makes every partial an error.
	ReadPartial func(rel string) ([]byte, error)
	// PartialMDX says whether a partial is parsed as MDX (nil: all are).
	PartialMDX func(rel string) bool
	// ComponentFile reports whether a content-root-relative file (cleaned, never
	// outside the root) exists, to resolve site component imports (see
	// ResolveComponent). nil: site component imports are not checked.
	ComponentFile func(rel string) bool
	// Module gives the exports of a module of the content root (a
	// content-root-relative .js/.jsx/.ts/.tsx/.json file that ComponentFile
	// found) for MDX attribute values that use an import
	// (`values={constants.platforms}`); nil: such values are not evaluated.
	Module func(rel string) (map[string]any, bool)
	// Call calls a function of such a module (at a JSON pointer of its
	// exports) with JSON arguments, as a server render would; nil: calls are
	// not evaluated.
	Call func(rel, ptr string, args []any) (any, bool)

	partialStack []string // files including this one, outermost first
	nextID       *int
	contentTitle *string // the document's leading h1, `contentTitle` in its expressions (nil: not named)
	noTitle      bool
	partialProps map[string]any // a partial's props, `props` in its expressions
	// template is the component definition this rendering expands (see
	// Renderer.expand) for the document whose state is parent: the template's
	// JSX uses that document's templates and imports in turn.
	template      *mdxast.Template
	templateProps map[string]any
	parent        *mdxast.State
	templateDepth int
}

// Directive is a `::name{attrs}` line of a document.
type Directive struct {
	Name         string
	Attrs        map[string]string
	Line, Column int
	// Theme is the message key of a text of the theme the page shows in its
	// locale's language (theme.admonition.tip: an admonition's default
	// heading), Text its English text; Name is "" then.
	Theme, Text string `json:",omitempty"`
}

// LinkRef is a link or image destination and where it was written.
type LinkRef struct {
	Dest         string // entity references and backslash escapes decoded
	Line, Column int    // 1-based, in the file
	Image        bool
	// File is the partial the link is written in (content-root-relative), ""
	// for the rendered document itself: a partial's relative links resolve
	// against its own folder, and its positions are in it.
	File string `json:",omitempty"`
	// Escape is how the href is written into the HTML (see EscapeHref).
	Escape HrefEscape `json:",omitempty"`
	// Roots: a file required or imported from the bundler's roots
	// (`require('/docs/img/a.png')`, Dest "/docs/img/a.png"), which is a
	// static folder's file or else the site folder's (see mdxast.RootsPrefix).
	Roots bool `json:",omitempty"`
}

// HrefEscape is how a link's context writes its href into HTML.
type HrefEscape = mdstate.Escape

// The contexts of links (LinkRef.Escape).
const (
	EscapeURL     = mdstate.EscapeURL     // Markdown links, images, autolinks
	EscapeAttr    = mdstate.EscapeAttr    // attributes of MDX elements
	EscapeRawAttr = mdstate.EscapeRawAttr // attributes of raw HTML
	EscapeNone    = mdstate.EscapeNone    // props of site components
)

// EscapeHref is href as a link of context e writes it into the HTML: what the
// renderer writes when Input.Resolve returns href. A caller that resolves links
// after rendering (Resolve returns a stand-in made of letters, digits and dots,
// which every context writes as it is) replaces the stand-in with this.
func EscapeHref(href string, e HrefEscape) []byte {
	switch e {
	case EscapeAttr:
		return util.EscapeHTML([]byte(href))
	case EscapeRawAttr:
		return []byte(html.EscapeString(href))
	case EscapeNone:
		if safelink.Classify(href) == safelink.Dangerous {
			return nil
		}
		return []byte(href)
	}
	if safelink.Classify(href) == safelink.Dangerous {
		return nil
	}
	return util.EscapeHTML(util.URLEscape([]byte(href), false))
}

// Heading is an h2-h6 heading, for the table of contents.
type Heading struct {
	Level int
	ID    string
	Text  string
	// HTML is Text with the heading's code spans, emphasis and strikethrough
	// kept, as a table of contents shows it (mdtext.InlineHTML); "" when the
	// heading has none.
	HTML string
	Line int
	// NotInTOC: a heading of a partial the page's table of contents leaves out
	// (see mdxast.Raw); its id is still an anchor of the page.
	NotInTOC bool `json:",omitempty"`
}

// InTOC reports whether a table of contents lists the heading: it has an id and
// text to show (a heading of tags only, `## <WelcomeScreen/>`, has none: its
// entry would be a link without a name), and its page does not leave it out.
func (h Heading) InTOC() bool {
	return !h.NotInTOC && h.ID != "" && strings.TrimSpace(h.Text) != ""
}

// Section is the plain text under one heading, for search. The first section
// (Anchor "") is the text before the first h2/h3 and carries the page title as
// its heading; h4-h6 headings and their text belong to the enclosing section.
type Section struct {
	Anchor, Heading, Text string
}

// Result is a rendered document.
type Result struct {
	HTML []byte
	// Title is the plain text of a leading level-1 heading, "" if none; that
	// heading is not rendered into HTML.
	Title string
	// TitleID is that heading's id, which Docusaurus gives it in the content
	// (a link to it is not broken).
	TitleID string
	// Headings are all h2-h6 headings in document order; the caller filters by
	// level.
	Headings []Heading
	// Links are every link and image destination (including "#anchor" ones and
	// external URLs, excluding removed dangerous ones) in document order.
	Links    []LinkRef
	Sections []Section
	// Live are the document's live code blocks (```tsx live), in order.
	Live        []LiveBlock
	Diagnostics []diag.Diagnostic
	// Partials are the content-root-relative paths of the partials the document
	// includes, directly or not, sorted: it must be rendered again when one
	// changes.
	Partials []string
	// HeadingShown reports that the leading h1 differs from the front matter
	// title and is rendered in HTML (the page shows it instead of the title).
	HeadingShown bool
	// DocCards: the HTML has a <DocCardList /> marker (mdxhtml.DocCardListMarker)
	// for the caller to replace with the cards of the doc's category.
	DocCards bool
	// Components are the component islands of the document (MDX only).
	Components []Component
	// Head is what the document's <head> element sets in the page's HTML head
	// (MDX only; a partial's is not taken).
	Head mdxast.Head
}

// Head is what an MDX document's <head> element sets (see mdxast.Head).
type Head = mdxast.Head

// Component is a component element of an MDX document: a built-in (Tabs, …) or
// a site component, with its props as JSON and its component children.
type Component struct {
	Component string         `json:"component"`
	Props     map[string]any `json:"props"`
	Source    string         `json:"source,omitempty"` // import specifier of a site component
	Module    string         `json:"module,omitempty"` // its content-root-relative file
	Export    string         `json:"export,omitempty"` // the export imported: "default", "*" or a name
	Island    *int           `json:"island,omitempty"` // data-island index of a site component
	File      string         `json:"file"`
	Line      int            `json:"line"`
	Column    int            `json:"column"`
	Children  []Component    `json:"children"`
}

// LiveBlock is a live code block: an example the site draws above its code.
type LiveBlock struct {
	Index        int // data-live-index of its placeholder in the HTML
	Title        string
	Language     string
	Code         string
	ChartType    string // see codeblock.ChartType
	Line, Column int    // of the opening fence, in the file
}

// Renderer renders documents. It is safe for concurrent use.
type Renderer struct {
	opts Options
	md   goldmark.Markdown
	mdx  goldmark.Markdown
}

func init() { components.Validate = validate.ComponentProps }

// New builds a Renderer.
func New(opts Options) *Renderer {
	if opts.MaxNesting <= 0 {
		opts.MaxNesting = mdstate.DefaultMaxNesting
	}
	return &Renderer{opts: opts, md: newGoldmark(false), mdx: newGoldmark(true)}
}

func newGoldmark(withMDX bool) goldmark.Markdown {
	var opts []goldmark.Option
	admonitions := admonition.New()
	if withMDX {
		admonitions = admonition.NewMDX()
	}
	if withMDX {
		opts = append(opts, goldmark.WithParser(parser.NewParser(
			parser.WithBlockParsers(blocks.BlockParsers()...),
			parser.WithInlineParsers(blocks.InlineParsers()...),
			parser.WithParagraphTransformers(parser.DefaultParagraphTransformers()...))),
			goldmark.WithExtensions(mdx.New(), esm.New(), components.New(), mdxhtml.New(), npm2yarn.New(), tabblocks.New()))
	}
	opts = append(opts,
		goldmark.WithExtensions(
			gfm.Table{},
			extension.Strikethrough,
			gfm.TaskList{},
			gfm.ProtocolLinks{}, // goldmark's linkify with remark-gfm's rules
			gfm.Footnotes{},
			safehtml.New(),
			safelink.New(),
			headingid.New(),
			codeblock.New(),
			admonitions,
			directive.New(),
			math.New(),
			emoji.New(),
		),
		goldmark.WithParserOptions(parser.WithASTTransformers(
			// Before every other transformer: a too-deep tree is emptied so nothing
			// walks it, and the title heading must be gone before ids are assigned.
			util.Prioritized(prescan.Guard{}, 1),
			util.Prioritized(titleTransformer{}, 100),
		)),
	)
	return goldmark.New(opts...)
}

// Render renders one document. It never panics: a bug that would is reported as
// an internal-error diagnostic with no HTML.
func (r *Renderer) Render(in Input) (res Result) {
	defer func() {
		if p := recover(); p != nil {
			res = Result{HTML: []byte{}, Diagnostics: []diag.Diagnostic{{
				Severity: diag.Error, ID: DiagInternal, File: in.File,
				Message: fmt.Sprintf("the Markdown renderer failed on this file: %v", p),
				Notes:   []string{"this is a bug in contentc; please report it with the file"},
			}}}
		}
	}()
	return r.render(in)
}

var titleKey = parser.NewContextKey()

// doc is the per-render state.
type doc struct {
	in    Input
	lines *lineindex.Index
	res   Result
	// fromPartial are the indexes in res.Headings of partials' headings.
	fromPartial []int
	// expanded are the diagnostics of templates expanded so far, by place
	// (file:line:column:id): each is reported once, not at every use.
	expanded map[string]bool
}

func (d *doc) report(sev diag.Severity, id diag.Code, offset int, msg string) {
	line, col := d.lines.Position(offset)
	if line > 0 {
		line += d.in.LineOffset
	}
	d.res.Diagnostics = append(d.res.Diagnostics, diag.Diagnostic{
		Severity: sev, ID: id, File: d.in.File, Line: line, Column: col, Message: msg,
	})
}

func (d *doc) link(dest string, offset int, image, resolve bool, esc mdstate.Escape) string {
	line, col := d.lines.Position(offset)
	if line > 0 {
		line += d.in.LineOffset
	}
	// Browsers drop tabs and newlines from a URL (the URL Standard's first
	// step): an HTML src written over two lines loads (pact's docs).
	if strings.ContainsAny(dest, "\t\n\r") {
		dest = strings.NewReplacer("\t", "", "\n", "", "\r", "").Replace(dest)
	}
	roots := false
	if rest, ok := strings.CutPrefix(dest, mdxast.RootsPrefix); ok {
		dest, roots = "/"+rest, true
	}
	ref := LinkRef{Dest: dest, Line: line, Column: col, Image: image, Escape: esc, Roots: roots}
	if len(d.in.partialStack) > 0 {
		ref.File = d.in.File
	}
	d.res.Links = append(d.res.Links, ref)
	if resolve && d.in.Resolve != nil {
		return d.in.Resolve(ref)
	}
	return dest
}

func (r *Renderer) render(in Input) Result {
	if in.MDX && in.contentTitle == nil && in.template == nil && in.partialProps == nil && len(in.partialStack) == 0 && bytes.Contains(in.Source, []byte("contentTitle")) {
		// `{contentTitle}`, a global of Docusaurus's MDX: the page's Markdown
		// title (its leading h1), known once the page is parsed, so parsed
		// twice (only a page that names it).
		probe := in
		probe.contentTitle, probe.nextID = new(string), new(int)
		if in.nextID != nil {
			*probe.nextID = *in.nextID
		}
		title := r.render(probe).Title
		in.contentTitle = &title
	}
	source := prepare.FootnoteLabels(in.Source)
	if in.MDX || r.opts.ReactLive {
		// Docusaurus unwraps them before it reads a file, whatever its format
		// (a .md file read as CommonMark too: casdoor's overview page)
		source = prepare.MDXCodeBlocks(source)
	}
	if in.MDX {
		if !r.opts.MDX1 {
			source = prepare.TabIndentedFences(prepare.TagEndsOnALine(source))
		}
	}
	if r.opts.MDX1 {
		source = prepare.MDX1LazyFences(prepare.MDX1Strong(source))
		if in.MDX {
			source = prepare.MDX1TagComments(source)
		}
	}
	if in.MDX && in.template == nil {
		// `{props.debug && <div>…</div>}`: the JSX a known value chooses
		source = prepare.Conditionals(source, prepare.Known(in.partialProps, r.opts.InternalDocs, source), !r.opts.MDX1)
	} else if t := in.template; in.MDX {
		// (a component's: its props, as its JSX names them)
		source = prepare.Conditionals(source, t.Bindings(in.templateProps), !r.opts.MDX1)
	}
	if in.MDX && in.nextID == nil {
		// One count for the page and its partials: ids of tab groups and
		// islands are unique in the page (the doc keeps a copy of in).
		in.nextID = new(int)
	}
	if in.MDX && !r.opts.MDX1 {
		// `{<table>` … `</table>}`: the JSX read as the document's own, unless
		// that is not MDX the document's flow reads (text an expression's
		// JSX takes literally, `<p>Mint` then `</p>` on its own line): then
		// as the expression it is, which renders nothing, with a warning.
		// Then inline, `{<b>x</b>}` among text, too.
		tried := source
		for _, u := range [][]byte{prepare.JSXExpressionBlocks(prepare.InlineJSXExpressions(source)), prepare.JSXExpressionBlocks(source)} {
			if len(source) == 0 || &u[0] == &source[0] || &u[0] == &tried[0] {
				continue
			}
			tried = u
			next := *in.nextID
			if res := r.renderSource(in, u); !hasSyntaxError(res) {
				return res
			}
			*in.nextID = next
		}
	}
	return r.renderSource(in, source)
}

func hasSyntaxError(res Result) bool {
	for _, d := range res.Diagnostics {
		if d.ID == mdx.DiagSyntax && d.Severity == diag.Error {
			return true
		}
	}
	return false
}

// renderSource renders the document's source as prepared by render.
func (r *Renderer) renderSource(in Input, source []byte) Result {
	lines := source
	if len(in.Source) == len(source) {
		lines = in.Source // the lines as written (prepare keeps every byte's place)
	}
	d := &doc{in: in, lines: lineindex.New(lines)}
	if line, what := prescan.Depth(source, r.opts.MaxNesting); line > 0 {
		d.report(diag.Error, DiagNestingTooDeep, d.lines.Start(line), fmt.Sprintf(
			"content is nested more than %d levels deep (%s); the page is not rendered", r.opts.MaxNesting, what))
		return d.empty()
	}

	st := &mdstate.State{Report: d.report, Link: d.link, MaxNesting: r.opts.MaxNesting, ReactLive: r.opts.ReactLive, IndentedCode: !in.MDX || r.opts.MDX1, Docusaurus2: r.opts.MDX1, Math: r.opts.Math, MathNoSingleDollar: r.opts.MathNoSingleDollar, MathRemark3: r.opts.MathRemark3, NoEmoji: r.opts.NoEmoji, GitHubAlerts: r.opts.GitHubAlerts, AnchorsMaintainCase: r.opts.AnchorsMaintainCase, AdmonitionKeywords: r.opts.AdmonitionKeywords, ThemeAdmonition: r.opts.ThemeAdmonition, NoMDX1Admonitions: r.opts.NoMDX1Admonitions, Npm2Yarn: r.opts.Npm2Yarn, TabBlocks: r.opts.TabBlocks, MagicComments: r.opts.MagicComments, CodeLanguage: r.opts.CodeLanguage, Hidden: r.opts.HiddenElements}
	st.CodeImport = r.opts.CodeImport.For(in.File, in.ReadPartial, st)
	pc := parser.NewContext()
	mdstate.Set(pc, st)
	if in.Directive != nil {
		directive.SetHandler(pc, func(name string, attrs map[string]string, offset int) []byte {
			line, col := d.lines.Position(offset)
			return in.Directive(Directive{Name: name, Attrs: attrs, Line: line + in.LineOffset, Column: col})
		})
		st.ThemeText = func(key, text string) []byte { return in.Directive(Directive{Theme: key, Text: text}) }
	}
	if in.noTitle {
		pc.Set(noTitleKey, true)
	}
	if in.FrontMatterTitle != "" {
		pc.Set(fmTitleKey, in.FrontMatterTitle)
	}
	if in.HideTitle {
		pc.Set(hideTitleKey, true)
	}
	md := r.md
	if in.MDX {
		md = r.mdx
		ms := &mdxast.State{NextID: in.nextID, IframeHosts: r.opts.IframeHosts, ScopeFile: r.opts.ScopeFile, MDX1: r.opts.MDX1, InternalDocs: r.opts.InternalDocs,
			Include: func(spec string, offset int, props map[string]any) (*mdxast.Included, bool) {
				return r.include(d, spec, offset, props)
			},
			Aliases: r.opts.Aliases}
		if len(r.opts.RawImports) > 0 {
			ms.RawText = func(spec string) bool {
				file, query := splitQuery(spec)
				rel, ok := ResolvePartial(in.File, file)
				return ok && isRawImport(r.opts.RawImports, rel, query)
			}
		}
		ms.Expand = func(t *mdxast.Template, props map[string]any) (*mdxast.Included, bool) {
			return r.expand(d, t, props, ms)
		}
		ms.JSXValue = func(expr string) bool { _, _, ok := esm.ExprTemplate(expr, 1, ms); return ok }
		if t := in.template; t != nil {
			ms.InTemplate = true
			// The component's parameters: its props object, or the names
			// it destructures (with their defaults).
			ms.Consts, ms.JSXProps = t.Bindings(in.templateProps), t.ElementNames()
		} else if in.partialProps != nil {
			ms.Consts = map[string]any{"props": in.partialProps}
		} else if in.FrontMatter != nil {
			ms.Consts = map[string]any{"frontMatter": in.FrontMatter}
		}
		if in.contentTitle != nil {
			if ms.Consts == nil {
				ms.Consts = map[string]any{}
			}
			ms.Consts["contentTitle"] = *in.contentTitle
		}
		if len(r.opts.Scope) > 0 {
			// The document's own imports (read as it is parsed) replace these.
			ms.Imports = make(map[string]*mdxast.Import, len(r.opts.Scope))
			for _, g := range r.opts.Scope {
				if g.Name == esm.SpreadName {
					ms.ScopeSpreads = append(ms.ScopeSpreads, g.Source)
					continue
				}
				if g.Template != nil {
					// a component the scope file defines: expanded as the
					// document's own (which its own definitions replace)
					if ms.Templates == nil {
						ms.Templates = map[string]*mdxast.Template{}
					}
					if _, own := ms.Templates[g.Name]; !own {
						ms.Templates[g.Name] = g.Template
					}
					continue
				}
				ms.Imports[g.Name] = &mdxast.Import{Name: g.Name, Source: g.Source, Export: g.Export, Scope: true, Props: g.Props}
			}
		}
		if p := in.parent; p != nil { // (its scope included)
			ms.Templates, ms.Imports, ms.Defined = p.Templates, maps.Clone(p.Imports), p.Defined
		}
		if in.ReadPartial != nil {
			ms.ReadRaw = func(spec string) (string, bool) {
				spec, _ = splitQuery(spec) // `?raw`: the file's (the rule that made it text is done)
				// (from the repository outside the site folder too,
				// `!!raw-loader!@site/../Tests/A.cs`, as a partial)
				rel, ok := ResolvePartial(in.File, spec)
				if !ok {
					return "", false
				}
				// A dependency, as a partial is. Without its extension it is
				// found as webpack finds it, with Docusaurus's resolve.extensions;
				// from the root ('!!raw-loader!/files/a.sol'), in the static
				// folder first, as the bundler's resolve.roots put it (linea).
				bases := []string{rel}
				if strings.HasPrefix(spec, "/") && !strings.HasPrefix(spec, "//") {
					bases = []string{"static/" + rel, rel}
				}
				var data []byte
				err := fs.ErrNotExist
				for _, base := range bases {
					data, err = in.ReadPartial(base)
					for i := 0; err != nil && i < len(rawExtensions); i++ {
						data, err = in.ReadPartial(base + rawExtensions[i])
					}
					// A folder is its index file, as webpack resolves a
					// folder (resolve.mainFiles; asobinon's
					// '!!raw-loader!/src/components/youtube-embed').
					for i := 0; err != nil && i < len(rawExtensions); i++ {
						data, err = in.ReadPartial(base + "/index" + rawExtensions[i])
					}
					if err == nil {
						break
					}
				}
				return string(data), err == nil
			}
		}
		if in.ComponentFile != nil {
			ms.ResolveComponent = func(spec string) (string, bool) { return ResolveComponent(in.File, spec, in.ComponentFile) }
			if in.Module != nil {
				ms.Module = func(spec string) (map[string]any, bool) {
					// (a JSON file from the repository outside the site
					// folder too, `../../../../src/stories/x/source.json`)
					rel, ok := ResolvePartial(in.File, spec)
					if ok && path.Ext(rel) == ".json" {
						ok = in.ComponentFile(rel)
					} else {
						rel, ok = ResolveComponent(in.File, spec, in.ComponentFile)
					}
					if !ok {
						return nil, false
					}
					return in.Module(rel)
				}
				if in.Call != nil {
					ms.Call = func(spec, ptr string, args []any) (any, bool) {
						rel, ok := ResolveComponent(in.File, spec, in.ComponentFile)
						if !ok {
							return nil, false
						}
						return in.Call(rel, ptr, args)
					}
				}
			}
		}
		mdxast.SetState(pc, ms)
	}
	root := md.Parser().Parse(text.NewReader(source), parser.WithContext(pc))
	for _, dg := range d.res.Diagnostics {
		if dg.ID == DiagNestingTooDeep {
			return d.empty()
		}
	}
	if t, ok := pc.Get(titleKey).(string); ok {
		d.res.Title = t
	}
	d.res.HeadingShown = pc.Get(headingShownKey) != nil
	d.res.TitleID = headingid.RemovedTitleID(pc)

	var buf bytes.Buffer
	buf.Grow(len(source) + len(source)/2)
	if err := md.Renderer().Render(&buf, source, root); err != nil {
		d.report(diag.Error, DiagInternal, -1, "rendering failed: "+err.Error())
	}
	d.res.HTML = buf.Bytes()
	if st.Unbalanced {
		d.res.HTML = safehtml.Balance(d.res.HTML)
	}
	d.collect(root, source)
	if in.MDX {
		if len(in.partialStack) == 0 {
			d.res.Head = mdxast.GetState(pc).Head
		}
		d.res.Components = d.components(root, in.File)
		d.layout(mdxast.GetState(pc), in)
		if len(in.partialStack) == 0 {
			d.res.HTML = dedupePartialIDs(d.res.HTML, d.res.Headings, d.fromPartial)
		}
		if bytes.Contains(d.res.HTML, []byte(mdxhtml.TOCInlineMarker)) {
			var toc []mdxhtml.TOCHeading
			for _, h := range d.res.Headings {
				if h.InTOC() {
					toc = append(toc, mdxhtml.TOCHeading{Level: h.Level, ID: h.ID, Text: h.Text, HTML: h.HTML})
				}
			}
			d.res.HTML = mdxhtml.TOCInline(d.res.HTML, toc, r.opts.TOCMinLevel, r.opts.TOCMaxLevel, func(at int, id diag.Code, msg string) { d.report(diag.Warning, id, at, msg) })
		}
		d.res.DocCards = len(in.partialStack) == 0 && bytes.Contains(d.res.HTML, []byte(mdxhtml.DocCardListMarker))
		sort.Strings(d.res.Partials)
		d.res.Partials = compactStrings(d.res.Partials)
	}
	sort.SliceStable(d.res.Diagnostics, func(i, j int) bool {
		a, b := d.res.Diagnostics[i], d.res.Diagnostics[j]
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Column < b.Column
	})
	return d.res
}

// empty is the result for a document that is not rendered: only its diagnostics.
func (d *doc) empty() Result {
	return Result{HTML: []byte{}, Diagnostics: d.res.Diagnostics}
}

// collect gathers headings and search sections in one walk over the blocks.
func (d *doc) collect(root ast.Node, source []byte) {
	s := sections{cur: Section{Heading: d.res.Title}}
	var walk func(n ast.Node)
	walk = func(n ast.Node) {
		for c := n.FirstChild(); c != nil; c = c.NextSibling() {
			switch c := c.(type) {
			case *ast.Heading:
				txt := mdtext.Text(c, source)
				id := headingid.ID(c)
				if c.Level >= 2 {
					line, _ := d.lines.Position(c.Pos())
					if line > 0 {
						line += d.in.LineOffset
					}
					h := Heading{Level: c.Level, ID: id, Text: txt, Line: line}
					if html, ok := mdtext.InlineHTML(c, source); ok {
						h.HTML = html
					}
					d.res.Headings = append(d.res.Headings, h)
				}
				if c.Level == 2 || c.Level == 3 {
					s.start(id, txt)
				} else if c.Level == 1 && s.cur.Anchor == "" && txt == s.cur.Heading && s.text.Len() == 0 && (d.in.FrontMatterTitle == "" || d.in.FrontMatterTitle == txt) {
					// the page's title, shown as written (its markup): the
					// section's heading already
				} else {
					s.text.Space()
					s.text.WriteString(txt)
					s.text.Space()
				}
				continue
			case *codeblock.CodeBlock:
				if c.Live {
					line, col := d.lines.Position(c.Pos())
					if line > 0 {
						line += d.in.LineOffset
					}
					d.res.Live = append(d.res.Live, LiveBlock{Index: c.LiveIndex, Title: c.Title, Language: c.Language,
						Code: c.Code, ChartType: codeblock.ChartType(c.Code), Line: line, Column: col})
				}
				s.text.Space()
				s.text.WriteString(c.Code)
				s.text.Space()
				continue
			case *mdxast.Flow:
				// Elements on lines of their own (TabItems, divs) are separate texts.
				for k := c.FirstChild(); k != nil; k = k.NextSibling() {
					s.text.Space()
					if k.FirstChild() != nil {
						s.text.Inline(k, source)
					} else if pt, ok := k.(mdtext.PlainTexter); ok {
						s.text.WriteString(pt.PlainText())
					}
				}
				s.text.Space()
				continue
			case *mdxast.Raw:
				if inc, ok := c.Data.(*Result); ok {
					for _, h := range inc.Headings {
						h.NotInTOC = h.NotInTOC || c.NotInTOC
						d.fromPartial = append(d.fromPartial, len(d.res.Headings))
						d.res.Headings = append(d.res.Headings, h)
					}
				}
				s.text.Space()
				s.text.WriteString(c.PlainText())
				s.text.Space()
				continue
			case mdtext.PlainTexter:
				s.text.Space()
				s.text.WriteString(c.PlainText())
				s.text.Space()
				continue
			case *admonition.Admonition:
				if _, titled := c.FirstChild().(*admonition.Title); !titled {
					s.text.Space()
					s.text.WriteString(c.Title)
					s.text.Space()
				}
			}
			if f := c.FirstChild(); f != nil && f.Type() == ast.TypeInline {
				s.text.Inline(c, source)
				s.text.Space()
				continue
			}
			walk(c)
			s.text.Space()
		}
	}
	walk(root)
	s.flush()
	d.res.Sections = s.done
}

type sections struct {
	done []Section
	cur  Section
	text mdtext.Builder
}

func (s *sections) flush() {
	s.cur.Text = s.text.String()
	s.done = append(s.done, s.cur)
	s.text = mdtext.Builder{}
}

func (s *sections) start(anchor, heading string) {
	s.flush()
	s.cur = Section{Anchor: anchor, Heading: heading}
}

// titleTransformer takes a leading h1 out of the document: it is the page title,
// which the layout renders itself.
type titleTransformer struct{}

var (
	noTitleKey      = parser.NewContextKey()
	fmTitleKey      = parser.NewContextKey()
	hideTitleKey    = parser.NewContextKey()
	headingShownKey = parser.NewContextKey()
)

func (titleTransformer) Transform(root *ast.Document, reader text.Reader, pc parser.Context) {
	if pc.Get(noTitleKey) != nil {
		return
	}
	first := root.FirstChild()
	for first != nil && (first.Kind() == mdxast.KindESM || first.Kind() == mdxast.KindFlowExpression) {
		first = first.NextSibling() // imports, exports and comments come before the title
	}
	h, ok := first.(*ast.Heading)
	if !ok || h.Level != 1 {
		// An h1 that is the first heading but not the first thing (after an
		// admonition, kro's examples) is not the title, but it is the page's
		// heading: Docusaurus's contentTitle is the first heading when it is
		// an h1, and the page then draws no title of its own (it showed twice).
		var firstHeading *ast.Heading
		_ = ast.Walk(root, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
			if hh, ok := n.(*ast.Heading); ok && entering {
				firstHeading = hh
				return ast.WalkStop, nil
			}
			return ast.WalkContinue, nil
		})
		if firstHeading != nil && firstHeading.Level == 1 {
			pc.Set(headingShownKey, true)
		}
		return
	}
	if !leadingTitle(reader.Source(), h) {
		// Docusaurus reads a title only from an h1 that only import blocks
		// come before (parseMarkdownContentTitle): after a licence comment or
		// an export the doc's title is its front matter title or id, and the
		// h1 is the page's heading, as its MDX content title (uniffle's
		// community pages)
		pc.Set(headingShownKey, true)
		return
	}
	title := mdtext.Text(h, reader.Source())
	pc.Set(titleKey, title)
	if fm, ok := pc.Get(fmTitleKey).(string); (ok && fm != title) || pc.Get(hideTitleKey) != nil || !mdtext.IsPlain(h) {
		// (a heading with markup, `# \`useQuery\``, `# Player<AvailableFrom v="4.0" />`,
		// is shown as written, as Docusaurus renders the content's own h1: the
		// title drawn from its text would lose the markup)
		pc.Set(headingShownKey, true)
		return
	}
	root.RemoveChild(root, h)
	headingid.SetRemovedTitle(pc, h)
}

// leadingTitle reports whether h, the document's first block, is where
// Docusaurus's parseMarkdownContentTitle finds a title (prepare.OnlyImportsBefore).
func leadingTitle(src []byte, h *ast.Heading) bool {
	if h.Lines().Len() == 0 {
		return true
	}
	return prepare.OnlyImportsBefore(src, h.Lines().At(0).Start)
}

// RawImport is a rule of markdown.rawImports: a file whose path from the
// content root, after a "/", matches Test, imported with a query that matches
// Query ("?raw", as webpack's resourceQuery reads it), in one of the Include
// folders (from the content root) if there are any, is imported as its text.
type RawImport struct {
	Test, Query *regexp.Regexp
	Include     []string
}

// splitQuery splits an import's specifier into the file and its query,
// `./a.ts?raw` into `./a.ts` and `?raw`, as webpack reads a request.
func splitQuery(spec string) (string, string) {
	if i := strings.IndexByte(spec, '?'); i >= 0 {
		return spec[:i], spec[i:]
	}
	return spec, ""
}

// isRawImport reports whether a rule makes the file (rel, from the content
// root) text when imported with query ("?raw", or ""), as webpack's test,
// resourceQuery and include select a rule.
func isRawImport(rules []RawImport, rel, query string) bool {
	for _, r := range rules {
		if !r.Test.MatchString("/"+rel) || !r.Query.MatchString(query) {
			continue
		}
		if len(r.Include) == 0 {
			return true
		}
		for _, dir := range r.Include {
			if dir == "." || strings.HasPrefix(rel, strings.TrimSuffix(dir, "/")+"/") {
				return true
			}
		}
	}
	return false
}
