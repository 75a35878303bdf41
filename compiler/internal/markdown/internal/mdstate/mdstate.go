// Package mdstate carries the per-document state the Markdown extensions share:
// where to report diagnostics, how to resolve links, the nesting limit. It travels
// in the goldmark parser.Context because goldmark instances are built once and
// shared by concurrent renders, so nothing per-document may live in an extension.
//
// Extensions report byte offsets into the source; turning those into file lines and
// columns is the markdown package's job, which owns the line index.
package mdstate

import (
	"fmt"

	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/yuin/goldmark/parser"
)

// Escape is how a context writes an href into HTML (see markdown.EscapeHref).
type Escape uint8

const (
	// EscapeURL: Markdown links, images and autolinks (percent-encoded, then
	// HTML-escaped, as goldmark writes them).
	EscapeURL Escape = iota
	// EscapeAttr: attributes of MDX elements (HTML-escaped as goldmark does).
	EscapeAttr
	// EscapeRawAttr: attributes of raw HTML (html.EscapeString).
	EscapeRawAttr
	// EscapeNone: a site component's prop (an image's URL), a string of the
	// page's component list, not HTML.
	EscapeNone
)

// State is one document's hooks. Every field may be nil.
type State struct {
	// Report records a diagnostic at a byte offset of the source.
	Report func(sev diag.Severity, id diag.Code, offset int, msg string)
	// Link is told about every link or image destination (decoded, as the author
	// meant it) and returns the href to write; it is not called for destinations
	// the safelink extension rejects. resolve is false for destinations that must be
	// written as they are (same-page anchors, external URLs): the hook should only
	// record them. esc says how the caller writes the href into HTML.
	Link func(dest string, offset int, image, resolve bool, esc Escape) string
	// MaxNesting is the deepest container nesting extensions may build; 0 means
	// DefaultMaxNesting.
	MaxNesting int
	// ReactLive: the site is a Docusaurus site: live code blocks are
	// react-live's (one that is not a live example contentc runs is shown as
	// code, with a warning, rather than an error), and a built-in's props
	// that do not match its schema are a warning, as React renders them.
	ReactLive bool
	// IndentedCode: the document has indented code (CommonMark, MDX 1), so a
	// line indented four columns or more opens no other block.
	IndentedCode bool
	// Docusaurus2: the site is a Docusaurus 2 site (MDX 1, remark-admonitions,
	// where a closing ::: closes the innermost admonition); in Docusaurus 3
	// (remark-directive) it closes the outermost one its colons can.
	Docusaurus2 bool
	// Math: `$…$` and `$$` fences are TeX math (remark-math; package math);
	// MathNoSingleDollar and MathRemark3 as markdown.Options has them.
	Math, MathNoSingleDollar, MathRemark3 bool
	// NoEmoji: emoji shortcodes stay text (package emoji).
	NoEmoji bool
	// AnchorsMaintainCase: generated heading ids keep the letter case
	// (package headingid).
	AnchorsMaintainCase bool
	// GitHubAlerts: `> [!NOTE]` blockquotes are admonitions.
	GitHubAlerts bool
	// AdmonitionKeywords are the site's own admonition types, headed by their
	// names when ThemeAdmonition (see markdown.Options.ThemeAdmonition).
	AdmonitionKeywords []string
	ThemeAdmonition    bool
	// NoMDX1Admonitions: Docusaurus's markdown.mdx1Compat.admonitions is
	// off, so `:::note Title` (a title after the type, MDX 1's form) is no
	// admonition but text, as remark-directive reads it.
	NoMDX1Admonitions bool
	// Npm2Yarn is the site's @docusaurus/remark-plugin-npm2yarn (nil: none;
	// see package npm2yarn).
	Npm2Yarn *Npm2Yarn
	// TabBlocks is the site's docusaurus-remark-plugin-tab-blocks (nil: none;
	// see package tabblocks).
	TabBlocks *TabBlocks
	// MagicComments are the site's magic comments of code blocks
	// (themeConfig.prism.magicComments; nil: Docusaurus's default, the
	// highlight ones; see package codeblock).
	MagicComments []MagicComment
	// CodeLanguage is the language of code blocks that name none
	// (themeConfig.prism.defaultLanguage; "" for none).
	CodeLanguage string
	// Hidden are custom elements the site's CSS hides: left out of MDX
	// documents with their content.
	Hidden []string
	// CodeImport is the site's remark-code-import (nil: none; see
	// codeblock's codeimport.go): a fence whose meta has file=… gets that
	// file's lines.
	CodeImport *CodeImport
	// ThemeText returns what to write for a text of the theme (its message
	// key, and its English text): a stand-in the locale's translation
	// replaces once the page's locale is known. nil: the English text.
	ThemeText func(key, text string) []byte
	// Unbalanced is set when raw HTML kept elements whose start and end tags
	// may be in different nodes (a <div> around Markdown): the rendered HTML
	// then needs balancing.
	Unbalanced bool
}

// Npm2Yarn is the options of @docusaurus/remark-plugin-npm2yarn: Sync gives
// its tabs the groupId "npm2yarn"; Converters are the package managers after
// npm, in order.
type Npm2Yarn struct {
	Sync       bool
	Converters []string
}

// TabBlocks is the options of docusaurus-remark-plugin-tab-blocks as they
// apply: GroupID is the groupId of every group it makes ("" when its sync
// option is off), Labels the label of a language's tab (the plugin's js and
// ts ones included).
type TabBlocks struct {
	GroupID string
	Labels  map[string]string
}

// MagicComment is one of Docusaurus's magic comments of code blocks: a
// comment line that is Line marks the next line with ClassName, and the lines
// between comments that are Start and End too ("" for none).
type MagicComment struct {
	ClassName, Line, Start, End string
}

// CodeImport is remark-code-import's options, and Read, which reads the file
// a fence names (its path as written, `<rootDir>` replaced, relative to the
// document) and reports, at offset, what keeps it from being read.
type CodeImport struct {
	PreserveTrailingNewline, RemoveRedundantIndentations bool
	Snippets                                             bool // remark-code-snippets' reading
	Read                                                 func(path string, offset int) (string, bool)
}

// DefaultMaxNesting is the nesting limit when none is configured.
const DefaultMaxNesting = 100

var key = parser.NewContextKey()

// Set attaches s to a parser context.
func Set(pc parser.Context, s *State) { pc.Set(key, s) }

// Get returns the state of a parser context, or an empty State (every hook a
// no-op) when none was attached, so extensions work in a bare goldmark too.
func Get(pc parser.Context) *State {
	if s, ok := pc.Get(key).(*State); ok && s != nil {
		return s
	}
	return &State{}
}

// Warn reports a warning if a reporter is attached.
func (s *State) Warn(id diag.Code, offset int, msg string) {
	if s.Report != nil {
		s.Report(diag.Warning, id, offset, msg)
	}
}

// Error reports an error if a reporter is attached.
func (s *State) Error(id diag.Code, offset int, msg string) {
	if s.Report != nil {
		s.Report(diag.Error, id, offset, msg)
	}
}

// Limit returns the effective nesting limit.
func (s *State) Limit() int {
	if s.MaxNesting > 0 {
		return s.MaxNesting
	}
	return DefaultMaxNesting
}

// DiagNestingTooDeep is the diagnostic id for content nested deeper than the limit.
const DiagNestingTooDeep = diag.NestingTooDeep

var tooDeepKey = parser.NewContextKey()

// TooDeep reports (once per document) that nesting at offset exceeds the limit.
// Parsers call it instead of building deeper, because goldmark's cost grows with
// the product of nesting depth and line count.
func TooDeep(pc parser.Context, offset int) {
	if pc.Get(tooDeepKey) != nil {
		return
	}
	pc.Set(tooDeepKey, true)
	s := Get(pc)
	s.Error(DiagNestingTooDeep, offset, fmt.Sprintf("content is nested more than %d levels deep", s.Limit()))
}
