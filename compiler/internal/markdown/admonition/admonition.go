// Package admonition is a goldmark extension for Docusaurus-style admonitions:
//
//	:::tip Pro tip
//	Markdown content
//	:::
//
// The block is a container (its content is ordinary Markdown, including other
// admonitions), so it is parsed as a block with children rather than by
// pre-processing the text. An outer admonition may use a longer fence (`::::`) so
// that an inner `:::` closes only the inner one. As in remark-directive
// (Docusaurus 3), a closing line closes the outermost open admonition whose
// fence it is at least as long as, and everything open inside it: with equal
// fences the first `:::` ends them all. In a Docusaurus 2 site
// (remark-admonitions) it closes the innermost one it can.
package admonition

import (
	"bytes"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/markdown/internal/mdstate"
	"github.com/contentc/contentc/compiler/internal/markdown/internal/mdtext"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// DiagUnknown is the diagnostic id for an admonition of an unknown type.
const DiagUnknown = diag.UnknownAdmonition

// Types are the known admonition types, in the order messages list them.
var Types = []string{"note", "tip", "info", "warning", "danger", "caution"}

// aliases are the legacy types among Docusaurus's default admonition keywords:
// each is drawn as the type it names, headed by its own name.
var aliases = map[string]string{"secondary": "note", "important": "info", "success": "tip"}

// ClassOf is the admonition-* class of a (lower-case) type: the type itself,
// the type an alias stands for, or note with known false for an unknown type.
func ClassOf(typ string) (class string, known bool) {
	if a, ok := aliases[typ]; ok {
		return a, true
	}
	for _, t := range Types {
		if t == typ {
			return typ, true
		}
	}
	return "note", false
}

// KindAdmonition is the node kind of an admonition.
var KindAdmonition = ast.NewNodeKind("Admonition")

// Admonition is a `:::type title` … `:::` block.
type Admonition struct {
	ast.BaseBlock
	// AdmonitionType is the type as written, lower-cased ("note", "tip", …).
	AdmonitionType string
	keyword        bool // one of the site's admonitions.keywords, drawn by the theme's component
	// Title is the custom heading, "" for the default (the type, capitalised).
	Title string
	// Known is false for a type not in Types; it renders as a plain <div>.
	Known bool

	fence int // number of colons that opened it
	// heading is what the default heading is written as (mdstate.ThemeText),
	// nil for the English text.
	heading []byte
}

// translated are the types whose default heading the theme translates
// (theme.admonition.<type>).
var translated = map[string]bool{"note": true, "tip": true, "info": true, "warning": true, "danger": true, "caution": true}

// Translated reports whether the theme translates the default heading of an
// admonition type (theme.admonition.<type>).
func Translated(typ string) bool { return translated[typ] }

// Kind implements ast.Node.
func (n *Admonition) Kind() ast.NodeKind { return KindAdmonition }

// Dump implements ast.Node.
func (n *Admonition) Dump(source []byte, level int) {
	ast.DumpHelper(n, source, level, map[string]string{"Type": n.AdmonitionType, "Title": n.Title}, nil)
}

// KindTitle is the NodeKind of a Title.
var KindTitle = ast.NewNodeKind("AdmonitionTitle")

// Title is an admonition's custom heading as its author wrote it, the first
// child of the Admonition: its lines are parsed as Markdown inlines
// (`:::note[With **bold**]`), as Docusaurus renders them.
type Title struct{ ast.BaseBlock }

// Kind implements ast.Node.
func (n *Title) Kind() ast.NodeKind { return KindTitle }

// Dump implements ast.Node.
func (n *Title) Dump(source []byte, level int) { ast.DumpHelper(n, source, level, nil, nil) }

// Heading is the text of the admonition's heading.
func (n *Admonition) Heading() string {
	if n.Title != "" {
		return n.Title
	}
	if n.AdmonitionType == "" {
		return "Note"
	}
	if n.keyword {
		// the theme draws a type without a component of its own with Info's,
		// and its default title (Admonition/index.tsx, "Using Info as
		// fallback")
		return "Info"
	}
	return strings.ToUpper(n.AdmonitionType[:1]) + n.AdmonitionType[1:]
}

// Class is the admonition-* class: the type, the type an alias stands for
// (important: info), info for the site's own types, or note for unknown types.
func (n *Admonition) Class() string {
	if n.keyword {
		return "info"
	}
	c, ok := ClassOf(n.AdmonitionType)
	if !ok && n.Known {
		return "info" // the site's own type, labelled by its own component
	}
	return c
}

// New returns the extension.
func New() goldmark.Extender { return extender{} }

// NewMDX returns the extension for MDX documents, where a fence may be indented
// any amount, as MDX (no indented code) and remark-directive read it: inside
// indented JSX (`    :::note` in a <details>).
func NewMDX() goldmark.Extender { return extender{free: true} }

type extender struct{ free bool }

func (e extender) Extend(m goldmark.Markdown) {
	// Before the paragraph parser (1000) and after lists (300) and list items
	// (400) so `- :::note` is an admonition inside a list item.
	m.Parser().AddOptions(parser.WithBlockParsers(util.Prioritized(blockParser{free: e.free}, 750)),
		parser.WithASTTransformers(util.Prioritized(alerts{}, 1), util.Prioritized(titleTransformer{}, 2)))
	m.Renderer().AddOptions(renderer.WithNodeRenderers(util.Prioritized(nodeRenderer{}, 100)))
}

type blockParser struct{ free bool }

func (blockParser) Trigger() []byte { return []byte{':'} }

func isTypeChar(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_'
}

func (b blockParser) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	line, seg := reader.PeekLine()
	w, pos := util.IndentWidth(line, reader.LineOffset())
	if w > 3 && (!b.free || mdstate.Get(pc).IndentedCode) {
		return nil, parser.NoChildren
	}
	i := pos
	for i < len(line) && line[i] == ':' {
		i++
	}
	fence := i - pos
	if fence < 3 {
		return nil, parser.NoChildren
	}
	j := i
	for j < len(line) && isTypeChar(line[j]) {
		j++
	}
	if j == i || (j < len(line) && !isTitleStart(line[j]) && !mdstate.Get(pc).Docusaurus2) {
		// (in a Docusaurus 2 site a title may follow the type with no space,
		// `:::caution注意`, `:::info**Example:**`, `:::note: title`, as
		// remark-admonitions' ` *` allows)
		return nil, parser.NoChildren
	}
	offset := seg.Start - seg.Padding + pos
	depth := 0
	for _, b := range pc.OpenedBlocks() {
		if b.Node.Kind() == KindAdmonition {
			depth++
		}
	}
	st := mdstate.Get(pc)
	if depth >= st.Limit() {
		mdstate.TooDeep(pc, offset)
		return nil, parser.NoChildren
	}

	if st := mdstate.Get(pc); st.Docusaurus2 {
		if k := d2Keyword(string(line[i:j]), st.AdmonitionKeywords); k > 0 {
			// remark-admonitions' keyword is the first of its keywords the
			// run starts with, and the rest is the title
			// (`:::warningImportant` is a warning titled Important:
			// scribe-docs).
			j = i + k
		}
	}
	typ := strings.ToLower(string(line[i:j]))
	n := &Admonition{AdmonitionType: typ, fence: fence}
	_, n.Known = ClassOf(typ)
	if written := string(line[i:j]); !n.Known && (slices.Contains(st.AdmonitionKeywords, written) || slices.Contains(st.AdmonitionKeywords, typ)) {
		// One of the site's own types (admonitions.keywords, matched as
		// written, as Docusaurus matches them: yearn's :::yearnData): Docusaurus
		// draws a type without a component of its own as info.
		n.AdmonitionType, n.Known, n.keyword = written, true, !st.ThemeAdmonition
	}
	if !st.Docusaurus2 && j < len(line) && line[j] == '[' && !labelThenEnd(line[j:]) {
		// Text after the [label] (`:::tip[Nota]<!-- Nota -->`, fluentis'
		// docs): no directive, as remark-directive reads the line. A
		// paragraph.
		return nil, parser.NoChildren
	}
	if !st.Docusaurus2 && j < len(line) && line[j] == '{' && !labelThenEnd(append([]byte("[]"), line[j:]...)) {
		// Text after the {attributes}: no directive either.
		return nil, parser.NoChildren
	}
	if (!n.Known || st.NoMDX1Admonitions) && !st.Docusaurus2 && j < len(line) && (line[j] == ' ' || line[j] == '\t') && len(bytes.TrimSpace(line[j:])) > 0 {
		// Text after the name and a space (`:::For testers, use staging.
		// :::`): no directive, as remark-directive reads the line (only
		// [label] and {attributes}, right after the name, may follow it).
		// Docusaurus turns `:::type Title` into `:::type[Title]` before, for
		// its types only, and only with markdown.mdx1Compat.admonitions on
		// (`future: {v4: true}` turns it off: gitea's `:::warning Legacy
		// title`). A paragraph; for one of its types, with a warning that says
		// how to keep the admonition.
		if n.Known {
			title := string(bytes.TrimSpace(line[j:]))
			fix := "[" + title + "]"
			if title[0] == '[' || title[0] == '{' {
				fix = title // only the space is too many
			}
			st.Warn(diag.MDX1Syntax, seg.Start-seg.Padding+j+1, fmt.Sprintf(
				"`:::%s %s` is text, not an admonition, in this site: its title after a space is MDX 1's syntax, which markdown.mdx1Compat.admonitions off (as future.v4 sets it from Docusaurus 3.10) no longer reads; write `:::%s%s`", typ, title, typ, fix))
		}
		return nil, parser.NoChildren
	}
	if !n.Known && st.Docusaurus2 {
		// remark-admonitions knows only its keywords: the lines are text
		// (Docusaurus 3 renders an unused directive as a plain <div>).
		st.Warn(DiagUnknown, seg.Start-seg.Padding+i, fmt.Sprintf(
			"unknown admonition type %q: in a Docusaurus 2 site its lines are text, as remark-admonitions leaves them; known types: %s (or add it to admonitions.keywords)", typ, strings.Join(Types, ", ")))
		return nil, parser.NoChildren
	}
	n.Title = parseTitle(line[j:])
	start, stop := titleExtent(line, j)
	if !st.Docusaurus2 && j < len(line) && (line[j] == '[' || line[j] == '{') {
		// {title="…"} wins over a [label], as Docusaurus's admonitions
		// plugin takes directive.attributes.title first (formance's docs);
		// other attributes give no title. After a space there are no
		// attributes: the rest of the line is a title, as Docusaurus's
		// mdx1Compat rewrites `:::warning {kind} limits` to
		// `:::warning[{kind} limits]` (vcluster's docs).
		if a, b, ok := attrTitle(line, j); ok {
			start, stop = a, b
			n.Title = strings.Join(strings.Fields(string(mdtext.Decode(line[a:b]))), " ")
		} else if start < len(line) && line[start] == '{' {
			start, stop, n.Title = 0, 0, ""
		} else if k := bytes.IndexByte(line[start:stop], ']'); k >= 0 && bytes.IndexByte(line[start:stop], '{') > k {
			stop = start + k // [label]{attributes}: the label
			n.Title = parseTitle([]byte("[" + string(line[start:stop]) + "]"))
		}
	}
	if n.Title != "" && stop > start {
		t := &Title{}
		base := seg.Start - seg.Padding
		t.Lines().Append(text.NewSegment(base+start, base+stop))
		n.AppendChild(n, t)
	}
	if !n.Known {
		st.Warn(DiagUnknown, seg.Start-seg.Padding+i, fmt.Sprintf(
			"unknown admonition type %q: as in Docusaurus, its content is shown in a plain <div>, not as an admonition; known types: %s (or add it to admonitions.keywords)", typ, strings.Join(Types, ", ")))
	}
	reader.AdvanceToEOL()
	return n, parser.HasChildren
}

// d2Keywords are Docusaurus 2's admonition keywords in the order its
// remark-admonitions regular expression tries them.
var d2Keywords = []string{"secondary", "info", "success", "danger", "note", "tip", "warning", "important", "caution"}

// d2Keyword is, for a type written in a Docusaurus 2 site that is no keyword
// itself, the length of the keyword (Docusaurus 2's, then the site's own) it
// starts with, as remark-admonitions' `(keywords)(?: *(.*))?` matches it;
// 0 when it is a keyword or starts with none.
func d2Keyword(written string, site []string) int {
	all := append(slices.Clone(d2Keywords), site...)
	if slices.Contains(all, written) {
		return 0
	}
	for _, k := range all {
		if strings.HasPrefix(written, k) {
			return len(k)
		}
	}
	return 0
}

// labelThenEnd reports whether rest, what follows an admonition's name in a
// Docusaurus 3 document, is what remark-directive takes on a container
// directive's opening line: a `[label]` (brackets balanced, `\]` escaped),
// then `{attributes}`, then nothing but white space.
func labelThenEnd(rest []byte) bool {
	i, depth := 0, 0
	for ; i < len(rest); i++ {
		switch rest[i] {
		case '\\':
			i++
			continue
		case '[':
			depth++
		case ']':
			depth--
		}
		if depth == 0 {
			i++
			break
		}
	}
	if depth != 0 {
		return false
	}
	if i < len(rest) && rest[i] == '{' {
		k := bytes.IndexByte(rest[i:], '}')
		if k < 0 {
			return false
		}
		i += k + 1
	}
	return len(bytes.TrimSpace(rest[i:])) == 0
}

func isTitleStart(c byte) bool {
	return c == ' ' || c == '\t' || c == '[' || c == '{' || c == '\n' || c == '\r'
}

// titleAttr is a title attribute among a directive's {attributes}, its value
// quoted or bare.
var titleAttr = regexp.MustCompile(`(?:^|[\s{])title=(?:"([^"]*)"|'([^']*)'|([^\s"'}]+))`)

// attrTitle finds the title attribute of the {attributes} after the name
// (which ends at j), and its [label]: where its value is in line.
func attrTitle(line []byte, j int) (start, stop int, ok bool) {
	open := bytes.IndexByte(line[j:], '{')
	if open < 0 {
		return 0, 0, false
	}
	open += j
	end := bytes.LastIndexByte(line, '}')
	if end < open {
		return 0, 0, false
	}
	m := titleAttr.FindSubmatchIndex(line[open : end+1])
	if m == nil {
		return 0, 0, false
	}
	for g := 2; g < len(m); g += 2 {
		if m[g] >= 0 {
			return open + m[g], open + m[g+1], true
		}
	}
	return 0, 0, false
}

// parseTitle reads `[Title]` (Docusaurus 3) or ` Title` (Docusaurus 2) after the
// type. Titles are plain text: entities and backslash escapes are decoded.
func parseTitle(rest []byte) string {
	rest = bytes.TrimSpace(rest)
	if len(rest) > 0 && rest[0] == '[' {
		if k := bytes.LastIndexByte(rest, ']'); k > 0 {
			rest = rest[1:k]
		}
	}
	return strings.Join(strings.Fields(string(mdtext.Decode(rest))), " ")
}

// titleTransformer shows raw HTML in a title as text: a title is Markdown
// (`code`, **bold**, links), but markup in it stays what it was before
// Docusaurus 3 parsed titles, text (issue 7: HTML in titles is shown as text).
type titleTransformer struct{}

func (titleTransformer) Transform(doc *ast.Document, reader text.Reader, pc parser.Context) {
	if tt := mdstate.Get(pc).ThemeText; tt != nil {
		// A default heading is the theme's text, in the page's language.
		_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
			if a, ok := n.(*Admonition); ok && entering && a.Known && a.Title == "" {
				typ := a.AdmonitionType
				if a.keyword {
					typ = "info"
				}
				if _, titled := a.FirstChild().(*Title); !titled && translated[typ] {
					a.heading = tt("theme.admonition."+typ, a.Heading())
				}
			}
			return ast.WalkContinue, nil
		})
	}
	var raws []*ast.RawHTML
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *Admonition:
			if _, ok := n.FirstChild().(*Title); !ok {
				return ast.WalkSkipChildren, nil
			}
		case *Title:
			_ = ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
				if r, ok := c.(*ast.RawHTML); ok && entering {
					raws = append(raws, r)
				}
				return ast.WalkContinue, nil
			})
			return ast.WalkSkipChildren, nil
		case *ast.Paragraph, *ast.Heading, *ast.FencedCodeBlock, *ast.CodeBlock:
			return ast.WalkSkipChildren, nil
		}
		return ast.WalkContinue, nil
	})
	src := reader.Source()
	for _, r := range raws {
		var b []byte
		for i := 0; i < r.Segments.Len(); i++ {
			s := r.Segments.At(i)
			b = append(b, s.Value(src)...)
		}
		t := ast.NewString(b)
		t.SetRaw(true) // written escaped, as it is
		r.Parent().ReplaceChild(r.Parent(), r, t)
	}
}

// titleExtent is where a title's text is in line (after the type, which ends
// at j): inside `[…]`, or the rest of the line, trimmed.
func titleExtent(line []byte, j int) (start, stop int) {
	start, stop = j, len(line)
	for start < stop && util.IsSpace(line[start]) {
		start++
	}
	for stop > start && util.IsSpace(line[stop-1]) {
		stop--
	}
	if start < stop && line[start] == '[' {
		if k := bytes.LastIndexByte(line[start:stop], ']'); k > 0 {
			return start + 1, start + k
		}
	}
	return start, stop
}

// closing returns the number of colons of a closing line, 0 if it is not one.
// In a Docusaurus 2 site (d2) text may follow the colons, as long as it does
// not start with a letter or a digit (which would make it an opening line):
// remark-admonitions ends the box at a line that starts with the fence and
// drops the rest of the line (Oneledger's `:::<br/><br/>`).
func closing(line []byte, offset int, free, d2 bool) int {
	w, pos := util.IndentWidth(line, offset)
	if w > 3 && !free {
		return 0
	}
	i := pos
	for i < len(line) && line[i] == ':' {
		i++
	}
	if i-pos < 3 {
		return 0
	}
	if !util.IsBlank(line[i:]) && !(d2 && pos == 0 && !isWordByte(line[i])) {
		return 0
	}
	return i - pos
}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c >= 0x80
}

func (b blockParser) Continue(node ast.Node, reader text.Reader, pc parser.Context) parser.State {
	n := node.(*Admonition)
	line, _ := reader.PeekLine()
	c := closing(line, reader.LineOffset(), b.free && !mdstate.Get(pc).IndentedCode, mdstate.Get(pc).Docusaurus2)
	if c < n.fence || claimedByDeeper(n, c, pc) {
		return parser.Continue | parser.HasChildren
	}
	reader.AdvanceToEOL()
	return parser.Close
}

// claimedByDeeper reports whether a block nested in n should get the closing line
// instead: a fenced code block, whose content it is, or in a Docusaurus 2 site
// an inner admonition it can close.
func claimedByDeeper(n *Admonition, colons int, pc parser.Context) bool {
	blocks := pc.OpenedBlocks()
	found := false
	for _, b := range blocks {
		if !found {
			found = b.Node == ast.Node(n)
			continue
		}
		switch inner := b.Node.(type) {
		case *ast.FencedCodeBlock:
			return true
		case *Admonition:
			if colons >= inner.fence && mdstate.Get(pc).Docusaurus2 {
				return true
			}
		}
	}
	return false
}

func (blockParser) Close(node ast.Node, reader text.Reader, pc parser.Context) {}
func (blockParser) CanInterruptParagraph() bool                                { return true }
func (b blockParser) CanAcceptIndentedLine() bool                              { return b.free }

type nodeRenderer struct{}

func (nodeRenderer) RegisterFuncs(reg renderer.NodeRendererFuncRegisterer) {
	reg.Register(KindAdmonition, render)
	reg.Register(KindTitle, renderTitle)
}

const contentStart = "</div><div class=\"admonition-content\">\n"

func render(w util.BufWriter, source []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	n := node.(*Admonition)
	if !n.Known {
		// A directive no admonition type names is a plain <div> of its
		// content, its [title] a paragraph first, as Docusaurus 3 renders
		// an unknown container directive (tauri's :::astuce).
		if entering {
			_, _ = w.WriteString("<div>\n")
		} else {
			_, _ = w.WriteString("</div>\n")
		}
		return ast.WalkContinue, nil
	}
	if entering {
		_, _ = w.WriteString(`<div class="admonition admonition-`)
		_, _ = w.WriteString(n.Class())
		_, _ = w.WriteString(`" role="note"><div class="admonition-heading">`)
		if _, titled := n.FirstChild().(*Title); !titled {
			if n.heading != nil {
				_, _ = w.Write(n.heading)
			} else {
				_, _ = w.Write(util.EscapeHTML([]byte(n.Heading())))
			}
			_, _ = w.WriteString(contentStart)
		}
		return ast.WalkContinue, nil
	}
	_, _ = w.WriteString("</div></div>\n")
	return ast.WalkContinue, nil
}

// renderTitle writes the title's inlines (in the heading render opened) and
// opens the content.
func renderTitle(w util.BufWriter, source []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	if a, ok := node.Parent().(*Admonition); ok && !a.Known {
		if entering {
			_, _ = w.WriteString("<p>")
		} else {
			_, _ = w.WriteString("</p>\n")
		}
		return ast.WalkContinue, nil
	}
	if !entering {
		_, _ = w.WriteString(contentStart)
	}
	return ast.WalkContinue, nil
}
