// Package headingid is a goldmark extension that gives every heading a stable,
// unique id and a "#" anchor link, so pages can be deep-linked and the table of
// contents can point into them.
//
// Ids are GitHub-style slugs of the heading text (what Docusaurus and GitHub
// generate, so links written for those sites keep working) unless the author
// wrote one explicitly (`## Props {#props}`). Explicit ids win over generated
// ones wherever they appear in the page, because authors link to them by name;
// ids are assigned after parsing, over the whole document, for that reason.
package headingid

import (
	"bytes"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode"

	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/markdown/internal/mdstate"
	"github.com/contentc/contentc/compiler/internal/markdown/internal/mdtext"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/mdxast"
	"github.com/contentc/contentc/compiler/internal/markdown/safehtml"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// DiagDuplicateID is the diagnostic id for two headings with the same explicit id.
const DiagDuplicateID = diag.DuplicateHeadingID

// New returns the extension. It enables goldmark's heading attribute syntax for
// the `{#id}` suffix; other attributes in it are parsed but never rendered.
func New() goldmark.Extender { return extender{} }

type extender struct{}

func (extender) Extend(m goldmark.Markdown) {
	m.Parser().AddOptions(
		parser.WithHeadingAttribute(),
		parser.WithASTTransformers(util.Prioritized(transformer{}, 300)),
	)
	m.Renderer().AddOptions(renderer.WithNodeRenderers(util.Prioritized(headingRenderer{}, 100)))
}

// Slug returns the GitHub-style slug of heading text: lower case, spaces to "-",
// everything but letters, marks, numbers, "-" and "_" dropped. Runs of spaces are
// not collapsed, matching github-slugger.
func Slug(s string) string { return CaseSlug(strings.ToLower(s)) }

// CaseSlug is Slug keeping the letter case (github-slugger's maintainCase).
func CaseSlug(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		switch {
		case r == ' ':
			b.WriteByte('-')
		case r == '-' || r == '_' || unicode.IsLetter(r) || unicode.IsNumber(r) ||
			unicode.IsMark(r) || unicode.Is(unicode.Pc, r):
			b.WriteRune(r)
		}
	}
	return b.String()
}

// ID returns the id assigned to a heading ("" before the transformer ran).
func ID(h *ast.Heading) string {
	if v, ok := h.AttributeString("id"); ok {
		if b, ok := v.([]byte); ok {
			return string(b)
		}
	}
	return ""
}

type transformer struct{}

var removedTitleKey = parser.NewContextKey()

// SetRemovedTitle tells the transformer of the page's title heading, taken out
// of the document before ids are assigned: in Docusaurus it stays in the
// content, first, and its slug counts (`# Models` then `## Models` is
// models-1).
func SetRemovedTitle(pc parser.Context, h *ast.Heading) { pc.Set(removedTitleKey, h) }

// RemovedTitleID is the id the page's title heading has in Docusaurus, where
// it stays in the content ("" when no title was taken out): a link to it
// (`[top](#internet-communications)`, taple's contents lists) is not broken.
func RemovedTitleID(pc parser.Context) string {
	if h, ok := pc.Get(removedTitleKey).(*ast.Heading); ok {
		if v, ok := h.AttributeString("id"); ok {
			if b, ok := v.([]byte); ok {
				return string(b)
			}
		}
	}
	return ""
}

func (transformer) Transform(doc *ast.Document, reader text.Reader, pc parser.Context) {
	st := mdstate.Get(pc)
	source := reader.Source()
	var heads []*ast.Heading
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		if h, ok := n.(*ast.Heading); ok {
			heads = append(heads, h)
			return ast.WalkSkipChildren, nil
		}
		// Headings are blocks: nothing below inline content can be one.
		if c := n.FirstChild(); c != nil && c.Type() == ast.TypeInline {
			return ast.WalkSkipChildren, nil
		}
		return ast.WalkContinue, nil
	})
	if t, ok := pc.Get(removedTitleKey).(*ast.Heading); ok {
		heads = append([]*ast.Heading{t}, heads...)
	}
	if len(heads) == 0 {
		return
	}

	// occurrences follows github-slugger: every id handed out, with the number of
	// times its base was asked for again.
	occurrences := make(map[string]int, len(heads))
	explicit := make([]string, len(heads))
	dup := make([]bool, len(heads))
	firstLine := map[string]int{}
	for i, h := range heads {
		id := ID(h)
		if id == "" {
			id = commentID(h, source)
		}
		if id == "" {
			id = escapedID(h, source)
		}
		if id == "" {
			continue
		}
		explicit[i] = id
		if _, seen := occurrences[id]; seen {
			dup[i] = true
			continue
		}
		occurrences[id] = 0
		firstLine[id] = i
	}
	for i, h := range heads {
		if explicit[i] != "" && !dup[i] {
			continue
		}
		base := explicit[i]
		if base == "" {
			text := mdtext.Spaced(h, source)
			if tags, ok := tagsSource(h, source, st.Docusaurus2); ok {
				text = tags
			}
			base = Slug(text)
			if st.AnchorsMaintainCase {
				base = CaseSlug(text)
			}
		}
		id := base
		for {
			if _, taken := occurrences[id]; !taken {
				break
			}
			occurrences[base]++
			id = base + "-" + strconv.Itoa(occurrences[base])
		}
		occurrences[id] = 0
		h.SetAttributeString("id", []byte(id))
		if dup[i] {
			st.Warn(DiagDuplicateID, offsetOf(h, source), fmt.Sprintf(
				"duplicate heading id %q (already used by the heading %q); this heading gets id %q instead",
				base, mdtext.Text(heads[firstLine[base]], source), id))
		}
	}
}

// tagsSource is the source of a heading that holds only tags as written: JSX
// elements in MDX 1, raw HTML in CommonMark (`## <WelcomeScreen/>`).
// Docusaurus's headings plugin leaves html and jsx nodes out of a heading's
// text, and when that leaves nothing slugs mdast's toString of the whole
// heading, the tags' source (#welcomescreen, excalidraw's Docusaurus 2 docs).
// MDX 3's elements are neither: their text is the heading's.
func tagsSource(h *ast.Heading, source []byte, mdx1 bool) (string, bool) {
	if h.Lines().Len() != 1 || h.FirstChild() == nil || !tagsOnly(h, mdx1) {
		return "", false
	}
	seg := h.Lines().At(0)
	return string(bytes.TrimSpace(seg.Value(source))), true
}

// tagsOnly reports whether n's inline content is tags and nothing else.
func tagsOnly(n ast.Node, mdx1 bool) bool {
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		switch c.(type) {
		case *ast.RawHTML, *safehtml.Inline:
		case *mdxast.Inline:
			if !mdx1 || !tagsOnly(c, mdx1) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// escapedIDRe is an escaped explicit id at the end of a heading's text, the
// form Docusaurus documents for MDX (`## Intro \{#intro}`, where `{` would
// open an expression; the closing brace may be escaped too, `\{#intro\}`):
// Docusaurus reads the id from the text the escapes leave. So is an id that
// goldmark's attribute syntax does not take (`{#widget-(v2)}`, hasura's
// metadata reference; aiven's `{#avn service flink create-application}`), as
// Docusaurus takes any characters but braces, spaces too. Markdown's backslash
// escapes in it are read first (`{#i18n.\_}` is `i18n._`, js-lingui's API
// reference), as Docusaurus parses the id from the heading's text.
var escapedIDRe = regexp.MustCompile(`[ \t]*\\?\{#(` + idChar + `(?:(?:` + idChar + `|\s)*` + idChar + `)?)\\?\}[ \t]*$`)

// idChar is one character of an explicit id: anything but braces, white space and
// a backslash, or a backslash escape of ASCII punctuation other than braces.
const idChar = "(?:[^{}\\s\\\\]|\\\\[!-/:-@\\[-`|~])"

// punctEscape is a backslash escape of ASCII punctuation, as CommonMark reads one.
var punctEscape = regexp.MustCompile("\\\\([!-/:-@\\[-`{-~])")

// escapedID takes an escaped explicit id off the end of a heading's text and
// sets it as the heading's id; "" when the heading has none.
func escapedID(h *ast.Heading, source []byte) string {
	lines := h.Lines()
	if lines.Len() != 1 {
		return ""
	}
	seg := lines.At(0)
	m := escapedIDRe.FindSubmatchIndex(source[seg.Start:seg.Stop])
	if m == nil {
		return ""
	}
	cut := seg.Start + m[0]
	// The id is plain text: the trailing Text nodes hold it.
	for c := h.LastChild(); c != nil; c = h.LastChild() {
		t, ok := c.(*ast.Text)
		if !ok {
			break
		}
		if t.Segment.Start >= cut {
			h.RemoveChild(h, t)
			continue
		}
		if t.Segment.Stop > cut {
			t.Segment = t.Segment.WithStop(cut)
		}
		break
	}
	id := punctEscape.ReplaceAllString(string(source[seg.Start+m[2]:seg.Start+m[3]]), "$1")
	h.SetAttributeString("id", []byte(id))
	return id
}

// commenter is an MDX expression that is a single /* … */ comment (mdxast.Expression).
type commenter interface{ Comment() (string, bool) }

// commentID takes an id written as a comment that ends a heading, Docusaurus
// 3.10's syntax: `## Title {/* #id */}` in MDX, `## Title <!-- #id -->` in
// CommonMark files. As there, only the comment's
// first word counts, and only with its leading #; the comment goes, with the
// space before it. "" when none.
func commentID(h *ast.Heading, source []byte) string {
	c, ok := h.LastChild().(commenter)
	if !ok {
		return htmlCommentID(h, source)
	}
	body, ok := c.Comment()
	if !ok {
		return ""
	}
	first, _, _ := strings.Cut(strings.TrimSpace(body), " ")
	if len(first) < 2 || first[0] != '#' {
		return ""
	}
	h.RemoveChild(h, h.LastChild())
	if t, ok := h.LastChild().(*ast.Text); ok {
		t.Segment = t.Segment.TrimRightSpace(source)
	}
	id := first[1:]
	h.SetAttributeString("id", []byte(id))
	return id
}

// htmlCommentID is commentID for `## Title <!-- #id -->` in a CommonMark file:
// the comment ends the heading's line, and its node (raw HTML, or what the
// HTML filter left of it) is the heading's last child, at the comment's start.
func htmlCommentID(h *ast.Heading, source []byte) string {
	lines := h.Lines()
	last := h.LastChild()
	if lines.Len() != 1 || last == nil {
		return ""
	}
	seg := lines.At(0)
	line := bytes.TrimRight(source[seg.Start:seg.Stop], " \t\r\n")
	open := bytes.LastIndex(line, []byte("<!--"))
	if open < 0 || !bytes.HasSuffix(line, []byte("-->")) || len(line) < open+7 || last.Pos() != seg.Start+open {
		return ""
	}
	first, _, _ := strings.Cut(strings.TrimSpace(string(line[open+4:len(line)-3])), " ")
	if len(first) < 2 || first[0] != '#' {
		return ""
	}
	h.RemoveChild(h, last)
	if t, ok := h.LastChild().(*ast.Text); ok {
		t.Segment = t.Segment.TrimRightSpace(source)
	}
	id := first[1:]
	h.SetAttributeString("id", []byte(id))
	return id
}

// offsetOf is where a heading starts in the source: its "#" for ATX headings, its
// text for setext ones.
func offsetOf(h *ast.Heading, source []byte) int {
	if p := h.Pos(); p >= 0 {
		return p
	}
	if h.Lines().Len() > 0 {
		return h.Lines().At(0).Start
	}
	return -1
}

type headingRenderer struct{}

func (headingRenderer) RegisterFuncs(reg renderer.NodeRendererFuncRegisterer) {
	reg.Register(ast.KindHeading, renderHeading)
}

func renderHeading(w util.BufWriter, source []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	n := node.(*ast.Heading)
	level := byte('0' + min(max(n.Level, 1), 6))
	id := ID(n)
	if n.Level == 1 {
		// Docusaurus's Heading renders an h1 without its id (it counts for the
		// slugs of the others) and without a link to itself: the page has one
		// title, and no anchor there.
		id = ""
	}
	if entering {
		_, _ = w.WriteString("<h")
		_ = w.WriteByte(level)
		if id != "" {
			_, _ = w.WriteString(` id="`)
			_, _ = w.Write(util.EscapeHTML([]byte(id)))
			_ = w.WriteByte('"')
		}
		_ = w.WriteByte('>')
		return ast.WalkContinue, nil
	}
	if id != "" {
		_, _ = w.WriteString(`<a class="hash-link" href="#`)
		_, _ = w.Write(util.EscapeHTML([]byte(id)))
		_, _ = w.WriteString(`" aria-label="Direct link to `)
		label := mdtext.Inline(n, source)
		if label == "" {
			label = id // a heading without text (`## <WelcomeScreen/>`): its id, as Docusaurus's Heading names one whose children are not a string
		}
		_, _ = w.Write(util.EscapeHTML([]byte(label)))
		_, _ = w.WriteString(`">#</a>`)
	}
	_, _ = w.WriteString("</h")
	_ = w.WriteByte(level)
	_, _ = w.WriteString(">\n")
	return ast.WalkContinue, nil
}
