// Package codeblock is a goldmark extension that renders code blocks through
// package highlight and understands Docusaurus code-block metadata:
//
//	```tsx title="style.tsx" {1,3-5} showLineNumbers
//
// and the magic comments `// highlight-next-line`, `// highlight-start` and
// `// highlight-end` (also with #, --, ;;, %, /* */, <!-- --> and {/* */}), which
// are removed from the output and mark lines instead. As in Docusaurus, magic
// comments are only recognised in blocks with a language, so a plain block can
// show them literally. Line ranges count the lines as displayed, after magic
// comments are removed, so they agree with showLineNumbers. A site's own magic
// comments (themeConfig.prism.magicComments, mdstate.State.MagicComments)
// replace those three and mark lines with their classes (CodeBlock.Classes).
//
// Fenced and indented code blocks are replaced after parsing by one node kind
// carrying the parsed metadata and the final code, so the renderer, the search
// index and tests all see the same lines.
package codeblock

import (
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/contentc/contentc/compiler/internal/highlight"
	"github.com/contentc/contentc/compiler/internal/markdown/internal/mdstate"
	"github.com/contentc/contentc/compiler/internal/markdown/internal/mdtext"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// KindCodeBlock is the node kind of a code block after the transformer ran.
var KindCodeBlock = ast.NewNodeKind("HighlightedCodeBlock")

// CodeBlock is a fenced or indented code block with its metadata parsed.
type CodeBlock struct {
	ast.BaseBlock
	Meta
	// Code is the code with magic comments removed; every line ends in "\n".
	Code string
	// Highlighted marks lines (0-based, same length as the lines of Code).
	Highlighted []bool
	// Classes are the lines' other classes, from the site's own magic
	// comments (nil: none; else one entry per line, space-separated).
	Classes []string
	// LiveIndex numbers the live blocks of a document from 0 in document order
	// (meaningful when Live is set).
	LiveIndex int
}

// Kind implements ast.Node.
func (n *CodeBlock) Kind() ast.NodeKind { return KindCodeBlock }

// IsRaw implements ast.Node: the block has no inline children to parse.
func (n *CodeBlock) IsRaw() bool { return true }

// Dump implements ast.Node.
func (n *CodeBlock) Dump(source []byte, level int) {
	ast.DumpHelper(n, source, level, map[string]string{"Language": n.Language, "Title": n.Title, "Code": n.Code}, nil)
}

// Meta is what the info string of a fence says.
type Meta struct {
	Language        string
	Title           string
	Ranges          [][2]int // 1-based inclusive line ranges from {…}; non-nil when the meta has one
	ShowLineNumbers bool
	FirstLineNumber int // showLineNumbers=N; 1 otherwise
	// Live is the `live` word: the block is a live example, drawn above its code
	// by the site (see live.go).
	Live bool
}

// ParseInfo parses an info string: the language first, then in any order
// title="…" (or '…'), {1,3-5} and showLineNumbers[=N]. Unknown
// words are ignored, as Docusaurus does; `live` (after the language) sets Live.
func ParseInfo(info string) Meta {
	m := Meta{FirstLineNumber: 1}
	s := strings.TrimSpace(info)
	first := true
	for s != "" {
		if s[0] == '{' {
			body, rest, closed := strings.Cut(s[1:], "}") // an unclosed "{" runs to the end
			if m.Ranges == nil && closed && body != "" && strings.Trim(body, "0123456789,-") == "" {
				// The first {…} of digits, commas and hyphens only, as
				// Docusaurus's metastringLinesRangeRegex finds it (`{15, 21}`
				// is none); non-nil: the block has a range
				m.Ranges = append([][2]int{}, parseRanges(body)...)
			}
			s = strings.TrimLeft(rest, " \t")
			first = false
			continue
		}
		i := 0
		for i < len(s) && s[i] != ' ' && s[i] != '\t' && s[i] != '=' && s[i] != '{' {
			i++
		}
		key := s[:i]
		s = s[i:]
		value, hasValue, quoted := "", false, false
		if s != "" && s[0] == '=' {
			hasValue = true
			value, s, quoted = readValue(s[1:])
		}
		switch {
		case quoted && key == "title":
			// a title is quoted, as Docusaurus's codeBlockTitleRegex reads it
			// (title=(["'])(.*?)\1): `title=foo` and xtable's `title=="shell"` have none
			m.Title = string(mdtext.Decode([]byte(value)))
		case key == "showLineNumbers":
			m.ShowLineNumbers = true
			if n, err := strconv.Atoi(value); hasValue && err == nil && n >= 0 && n < 1e9 {
				m.FirstLineNumber = n
			}
		case first && !hasValue:
			m.Language = key
		case key == "live" && !hasValue:
			m.Live = true
		}
		first = false
		s = strings.TrimLeft(s, " \t")
	}
	return m
}

// SplitInfo splits a fence's info string as mdast does: the language is its
// first word, the meta the rest ("" for none), which starts at metaAt of info.
func SplitInfo(info string) (lang, meta string, metaAt int) {
	rest := strings.TrimLeftFunc(info, unicode.IsSpace)
	start := len(info) - len(rest)
	rest = strings.TrimRightFunc(rest, unicode.IsSpace)
	i := strings.IndexAny(rest, " \t")
	if i < 0 {
		return rest, "", len(info)
	}
	meta = strings.TrimLeftFunc(rest[i:], unicode.IsSpace)
	return rest[:i], meta, start + len(rest) - len(meta)
}

// readValue reads a meta value: quoted (a quote closes it) or a bare word.
func readValue(s string) (value, rest string, quoted bool) {
	if s != "" && (s[0] == '"' || s[0] == '\'') {
		if end := strings.IndexByte(s[1:], s[0]); end >= 0 {
			return s[1 : end+1], s[end+2:], true
		}
		return s[1:], "", false
	}
	i := strings.IndexAny(s, " \t")
	if i < 0 {
		return s, "", false
	}
	return s[:i], s[i:], false
}

func parseRanges(s string) [][2]int {
	var out [][2]int
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		a, b, isRange := strings.Cut(part, "-")
		from, err := strconv.Atoi(strings.TrimSpace(a))
		if err != nil {
			continue
		}
		to := from
		if isRange {
			if to, err = strconv.Atoi(strings.TrimSpace(b)); err != nil {
				continue
			}
		}
		if from >= 1 && to >= from {
			out = append(out, [2]int{from, to})
		}
	}
	return out
}

// DefaultMagicComments are Docusaurus's magic comments when a site sets none:
// the highlight ones.
var DefaultMagicComments = []mdstate.MagicComment{{ClassName: HighlightClass, Line: "highlight-next-line", Start: "highlight-start", End: "highlight-end"}}

// HighlightClass is the class Docusaurus gives a highlighted line: contentc
// writes it as "hl".
const HighlightClass = "theme-code-block-highlighted-line"

// magic returns the directive of a magic-comment line (the text of the
// comment, "highlight-next-line"…) or "".
func magic(line string) string {
	s := strings.TrimSpace(line)
	for _, c := range [...][2]string{{"{/*", "*/}"}, {"/*", "*/"}, {"<!--", "-->"}, {"//", ""}, {"#", ""}, {"--", ""}, {";;", ""}, {"%", ""}} {
		if strings.HasPrefix(s, c[0]) && strings.HasSuffix(s[len(c[0]):], c[1]) {
			return strings.TrimSpace(s[len(c[0]) : len(s)-len(c[1])])
		}
	}
	return ""
}

// New returns the extension.
func New() goldmark.Extender { return extender{} }

type extender struct{}

func (extender) Extend(m goldmark.Markdown) {
	m.Parser().AddOptions(parser.WithASTTransformers(util.Prioritized(transformer{}, 400)))
	m.Renderer().AddOptions(renderer.WithNodeRenderers(util.Prioritized(nodeRenderer{}, 100)))
}

type transformer struct{}

func (transformer) Transform(doc *ast.Document, reader text.Reader, pc parser.Context) {
	source := reader.Source()
	var blocks []ast.Node
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n.Kind() {
		case ast.KindFencedCodeBlock, ast.KindCodeBlock:
			blocks = append(blocks, n)
			return ast.WalkSkipChildren, nil
		}
		if c := n.FirstChild(); c != nil && c.Type() == ast.TypeInline {
			return ast.WalkSkipChildren, nil
		}
		return ast.WalkContinue, nil
	})
	live := 0
	for _, n := range blocks {
		cb := Convert(n, source, mdstate.Get(pc))
		if cb.Live {
			cb.SetPos(FenceOffset(n, source))
			if msg := CheckLive(cb.Code); msg != "" && mdstate.Get(pc).ReactLive {
				// A Docusaurus site's live block in react-live's form (an
				// expression, or render(…)): shown as the code it is.
				cb.Live = false
				mdstate.Get(pc).Warn(DiagReactLive, FenceOffset(n, source), "a live code block that is not a live example contentc runs ("+msg+"): Docusaurus runs it with react-live, contentc shows it as code")
			} else if msg != "" {
				mdstate.Get(pc).Error(DiagLiveExample, FenceOffset(n, source), msg)
			}
			if cb.Live {
				cb.LiveIndex = live
				live++
			}
		}
		n.Parent().ReplaceChild(n.Parent(), n, cb)
	}
}

// Convert builds the CodeBlock for a goldmark fenced or indented code block,
// with the site's magic comments (nil: DefaultMagicComments) and, when the
// site has remark-code-import, a fence's file= lines in place of its own.
func Convert(n ast.Node, source []byte, st *mdstate.State) *CodeBlock {
	cb := &CodeBlock{Meta: Meta{FirstLineNumber: 1}}
	var imported []string
	if f, ok := n.(*ast.FencedCodeBlock); ok && f.Info != nil {
		info := string(f.Info.Segment.Value(source))
		cb.Meta = ParseInfo(info)
		if _, meta, ok := strings.Cut(strings.TrimSpace(info), " "); ok {
			imported, _ = importedCode(meta, st, FenceOffset(n, source))
		}
	}
	if cb.Language == "" {
		cb.Language = st.CodeLanguage // (an indented block's too, as Docusaurus's CodeBlock takes it)
	}
	cb.SetPos(n.Pos())
	cb.SetBlankPreviousLines(n.HasBlankPreviousLines())

	lines := n.Lines()
	text := make([]string, lines.Len())
	for i := range text {
		seg := lines.At(i)
		text[i] = strings.TrimRight(string(seg.Value(source)), "\r\n")
	}
	if imported != nil {
		text = imported
	}
	cb.setCode(text, st.MagicComments)
	return cb
}

// FromText is the code block of code given as text (a <CodeBlock>'s children,
// which Docusaurus's CodeBlock reads as a fence's lines: magic comments, and
// the ranges of meta).
func FromText(meta Meta, code string, magic []mdstate.MagicComment) *CodeBlock {
	cb := &CodeBlock{Meta: meta}
	cb.setCode(strings.Split(strings.TrimSuffix(code, "\n"), "\n"), magic)
	return cb
}

// setCode sets Code, Highlighted and Classes from the block's lines (without
// their line ends) as Docusaurus's parseLines does: the ranges of its
// metadata give their lines the first magic comment's class, and a block
// with a range keeps its lines as written; otherwise magic comments, in a
// block with a language, are removed and give lines their class (the next
// line, or those between a start and an end).
func (cb *CodeBlock) setCode(lines []string, comments []mdstate.MagicComment) {
	if comments == nil {
		comments = DefaultMagicComments
	}
	var b strings.Builder
	classes := make([][]string, 0, len(lines))
	processMagic := cb.Language != "" && cb.Ranges == nil
	next := make([]bool, len(comments))
	open := make([]int, len(comments))
lines:
	for _, line := range lines {
		if processMagic {
			if d := magic(line); d != "" {
				for i, m := range comments {
					switch d {
					case m.Line:
						next[i] = true
					case m.Start:
						open[i]++
					case m.End:
						open[i] = max(0, open[i]-1)
					default:
						continue
					}
					continue lines
				}
			}
		}
		// A lone CR inside a line would split it in two for the highlighter.
		line = strings.ReplaceAll(line, "\r", "")
		b.WriteString(line)
		b.WriteByte('\n')
		var cls []string
		for i, m := range comments {
			if next[i] || open[i] > 0 {
				cls = append(cls, m.ClassName)
			}
			next[i] = false
		}
		classes = append(classes, cls)
	}
	cb.Code = b.String()
	for _, r := range cb.Ranges {
		for l := r[0]; l <= r[1] && l <= len(classes); l++ {
			if !slices.Contains(classes[l-1], comments[0].ClassName) {
				classes[l-1] = append(classes[l-1], comments[0].ClassName)
			}
		}
	}
	cb.Highlighted = make([]bool, len(classes))
	cb.Classes = nil
	for i, cls := range classes {
		var other []string
		for _, c := range cls {
			if c == HighlightClass {
				cb.Highlighted[i] = true
			} else {
				other = append(other, c)
			}
		}
		if len(other) > 0 {
			if cb.Classes == nil {
				cb.Classes = make([]string, len(classes))
			}
			cb.Classes[i] = strings.Join(other, " ")
		}
	}
}

type nodeRenderer struct{}

func (nodeRenderer) RegisterFuncs(reg renderer.NodeRendererFuncRegisterer) {
	reg.Register(KindCodeBlock, render)
}

func render(w util.BufWriter, source []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	if !entering {
		return ast.WalkContinue, nil
	}
	n := node.(*CodeBlock)
	if n.Live {
		// The site draws the chart into the placeholder (fixed height, so nothing moves
		// when it does); the code block below stays as for any other block.
		_, _ = w.WriteString(`<div class="live-example" data-live-index="`)
		_, _ = w.WriteString(strconv.Itoa(n.LiveIndex))
		_, _ = w.WriteString(`"><div class="live-chart"></div>`)
	}
	_, _ = w.WriteString(`<div class="code-block"`)
	if n.Language != "" {
		_, _ = w.WriteString(` data-language="`)
		_, _ = w.Write(util.EscapeHTML([]byte(n.Language)))
		_ = w.WriteByte('"')
	}
	_ = w.WriteByte('>')
	if n.Title != "" {
		_, _ = w.WriteString(`<div class="code-block-title">`)
		_, _ = w.Write(util.EscapeHTML([]byte(n.Title)))
		_, _ = w.WriteString(`</div>`)
	}
	_, _ = w.WriteString(`<pre class="chroma" tabindex="0"><code>`)
	var num []byte
	for i, line := range highlight.Lines(n.Language, n.Code) {
		_, _ = w.WriteString(`<span class="line`)
		if i < len(n.Highlighted) && n.Highlighted[i] {
			_, _ = w.WriteString(` hl`)
		}
		if i < len(n.Classes) && n.Classes[i] != "" {
			_ = w.WriteByte(' ')
			_, _ = w.Write(util.EscapeHTML([]byte(n.Classes[i])))
		}
		_, _ = w.WriteString(`">`)
		if n.ShowLineNumbers {
			_, _ = w.WriteString(`<span class="ln">`)
			num = strconv.AppendInt(num[:0], int64(n.FirstLineNumber+i), 10)
			_, _ = w.Write(num)
			_, _ = w.WriteString(`</span>`)
		}
		_, _ = w.WriteString(line)
		_, _ = w.WriteString("\n</span>")
	}
	_, _ = w.WriteString(`</code></pre><button type="button" class="copy-button" aria-label="Copy code to clipboard">Copy</button></div>` + "\n")
	if n.Live {
		_, _ = w.WriteString("</div>\n")
	}
	return ast.WalkSkipChildren, nil
}

// FenceOffset is the source offset of a code block's opening fence (or of its
// first line), where diagnostics about the whole block point.
func FenceOffset(n ast.Node, source []byte) int {
	if p := n.Pos(); p >= 0 {
		return p
	}
	if n.Lines().Len() == 0 {
		return -1
	}
	start := n.Lines().At(0).Start
	if _, fenced := n.(*ast.FencedCodeBlock); fenced && start > 0 {
		// The fence is the line before the first line of code.
		i := start - 1
		for i > 0 && source[i-1] != '\n' {
			i--
		}
		for i < start && (source[i] == ' ' || source[i] == '\t') {
			i++
		}
		return i
	}
	return start
}
