// Package prepare rewrites a document's source before it is parsed, keeping
// every byte where it was (positions in diagnostics stay right): Docusaurus's
// ```mdx-code-block fences unwrapped, the braces of JSX expression blocks
// blanked, and two readings of remark-parse 8 (MDX 1, Docusaurus 2) that
// CommonMark's parsers do not make: strong emphasis with spaces inside, and
// fences whose lines go back to the margin inside list items.
package prepare

import (
	"bytes"
	"regexp"
	"strings"

	"github.com/contentc/contentc/compiler/internal/markdown/mdx/jsx"
)

// MDXCodeBlocks blanks the fence lines of ```mdx-code-block blocks, so
// that their content is read as the document's MDX, as Docusaurus's
// unwrapMdxCodeBlocks does (a way to keep MDX out of reach of other tools'
// Markdown). The fences become spaces, so every offset stays where it was;
// src is returned as it is when it has none.
func MDXCodeBlocks(src []byte) []byte {
	if !bytes.Contains(src, []byte("mdx-code-block")) {
		return src
	}
	out := src
	type fence struct {
		char   byte
		n      int
		unwrap bool
		start  int // of the opening line
	}
	var open []fence // the unwrapped ones, then at most one code fence on top
	for i := 0; i < len(src); {
		end := bytes.IndexByte(src[i:], '\n')
		if end < 0 {
			end = len(src)
		} else {
			end += i
		}
		line := src[i:end]
		t := bytes.TrimLeft(line, " \t")
		if c, n := fenceRun(t); n > 0 {
			info := bytes.TrimSpace(t[n:])
			top := len(open) - 1
			switch {
			case top >= 0 && c == open[top].char && n >= open[top].n && len(info) == 0:
				if open[top].unwrap {
					if &out[0] == &src[0] {
						out = bytes.Clone(src)
					}
					blank(out[open[top].start : open[top].start+len(lineAt(src, open[top].start))])
					blank(out[i:end])
				}
				open = open[:top]
			case top >= 0 && !open[top].unwrap:
				// inside a code block: its content
			default:
				open = append(open, fence{char: c, n: n, unwrap: string(info) == "mdx-code-block", start: i})
			}
		}
		i = end + 1
	}
	// A fence left open runs to the end of the document, as CommonMark reads
	// it, and is unwrapped too (kusionstack's guides end with an unclosed
	// "```mdx-code-block" before </TabItem></Tabs>).
	for _, f := range open {
		if f.unwrap {
			if &out[0] == &src[0] {
				out = bytes.Clone(src)
			}
			blank(out[f.start : f.start+len(lineAt(src, f.start))])
		}
	}
	return out
}

// JSXExpressionBlocks blanks the braces of an expression whose value is
// block JSX written with the braces on the JSX's own lines, `{<table>` …
// `</table>}` (tezos' docs): MDX renders the JSX, and contentc reads it as the
// document's own, as it does with a lone `{` line before JSX. The closing brace
// is the first one that ends a line right after a tag (`>}`). Positions stay;
// code fences are left alone.
func JSXExpressionBlocks(src []byte) []byte {
	if !bytes.Contains(src, []byte("{<")) {
		return src
	}
	out := src
	var fences codeFences
	for i := 0; i < len(src); {
		line := lineAt(src, i)
		next := i + len(line) + 1
		t := bytes.TrimLeft(line, " \t")
		if fences.code(t) || len(t) < 3 || t[0] != '{' || t[1] != '<' || !jsx.IsASCIILetter(t[2]) {
			i = next
			continue
		}
		open := i + len(line) - len(t)
		for j := i; j < len(src); {
			l := lineAt(src, j)
			if r := bytes.TrimRight(l, " \t\r"); bytes.HasSuffix(r, []byte(">}")) {
				if &out[0] == &src[0] {
					out = bytes.Clone(src)
				}
				out[open] = ' '
				out[j+len(r)-1] = ' '
				next = j + len(l) + 1
				break
			}
			j += len(l) + 1
		}
		i = next
	}
	return out
}

// TagEndsOnALine joins the line that starts with the `>` ending a JSX opening
// tag written over lines, with content after it, to the line before
// (`<Link\n  to="…"\n>Releases</Link>`, rojo's install page): in CommonMark
// that line would start a blockquote and end the paragraph the tag is in, where
// MDX reads one element. The line break becomes a space; every other byte
// stays (diagnostics count lines in the file as written). Code fences are left
// alone.
func TagEndsOnALine(src []byte) []byte {
	if !bytes.Contains(src, []byte("\n>")) && !bytes.Contains(src, []byte(" >")) {
		return src
	}
	out := src
	var fences codeFences
	for i := 0; i < len(src); {
		line := lineAt(src, i)
		next := i + len(line) + 1
		t := bytes.TrimLeft(line, " \t")
		if fences.code(t) || len(t) < 2 || t[0] != '<' || !jsx.IsASCIILetter(t[1]) {
			i = next
			continue
		}
		open := i + len(line) - len(t)
		tag, err := jsx.ParseTag(src, open, nil)
		if err != nil || tag.Closing || tag.SelfClosing || tag.End <= next {
			i = next
			continue
		}
		gt := tag.End - 1
		nl := bytes.LastIndexByte(src[:gt], '\n')
		if rest := bytes.TrimSpace(lineAt(src, tag.End)); nl > open && len(rest) > 0 && len(bytes.Trim(src[nl+1:gt], " \t")) == 0 {
			if &out[0] == &src[0] {
				out = bytes.Clone(src)
			}
			out[nl] = ' '
			if nl > 0 && out[nl-1] == '\r' {
				out[nl-1] = ' '
			}
		}
		i = lineStart(src, tag.End)
	}
	return out
}

// lineStart is the start of the line after the one that holds i.
func lineStart(src []byte, i int) int {
	if k := bytes.IndexByte(src[i:], '\n'); k >= 0 {
		return i + k + 1
	}
	return len(src)
}

// MDX1Strong moves the spaces just inside a `**` or `__` pair outside it, so
// that CommonMark's emphasis reads what remark-parse 8 (MDX 1, Docusaurus 2)
// reads: `**Schedule a scenario **` is strong there, whatever spaces are
// inside (litmus-docs: 32 pairs shown as asterisks). Pairs are taken two by
// two on one line, outside code spans and fences. Positions stay.
func MDX1Strong(src []byte) []byte {
	if !bytes.Contains(src, []byte("** ")) && !bytes.Contains(src, []byte(" **")) && !bytes.Contains(src, []byte("__ ")) && !bytes.Contains(src, []byte(" __")) {
		return src
	}
	out := src
	var fences codeFences
	for i := 0; i < len(src); {
		line := lineAt(src, i)
		start := i
		i += len(line) + 1
		if fences.code(bytes.TrimLeft(line, " \t")) {
			continue
		}
		for _, m := range []byte{'*', '_'} {
			var at []int // the pairs' markers, outside code spans
			for k := 0; k < len(line); k++ {
				if line[k] == '`' {
					k = codeSpanEnd(line, k)
					continue
				}
				if line[k] == m && k+1 < len(line) && line[k+1] == m && (k == 0 || line[k-1] != m) && (k+2 >= len(line) || line[k+2] != m) {
					at = append(at, k)
					k++
				}
			}
			for p := 0; p+1 < len(at); p += 2 {
				a, b := at[p], at[p+1]
				inner := line[a+2 : b]
				lead := len(inner) - len(bytes.TrimLeft(inner, " \t"))
				trail := len(inner) - len(bytes.TrimRight(inner, " \t"))
				if lead == len(inner) || lead+trail == 0 {
					continue
				}
				if &out[0] == &src[0] {
					out = bytes.Clone(src)
				}
				o := out[start : start+len(line)]
				// "** x **" becomes " **x** ": the same bytes, moved
				copy(o[a:], bytes.Repeat([]byte{' '}, lead))
				o[a+lead], o[a+lead+1] = m, m
				copy(o[a+lead+2:], line[a+2+lead:b-trail])
				o[b-trail], o[b-trail+1] = m, m
				copy(o[b-trail+2:], bytes.Repeat([]byte{' '}, trail))
			}
		}
	}
	return out
}

// MDX1LazyFences reads a fenced code block whose lines go back to the margin
// inside an indented fence (`  ```bash` in a list item, then `helm install` at
// column 0) as remark-parse 8 (MDX 1) does: its list items take such lines in,
// so the fence holds them; CommonMark ends the item and leaves the fence open,
// which pairs every later fence with the wrong one (litmus-docs' install page).
// The opening and closing fences' indentation moves to their lines' ends, so
// the block is read whole, after the item. A line that starts an item where
// remark-parse 8 splits the list (a marker indented less than the text of the
// fence's item: `2. Next step` at the margin) ends the item, and the fence
// with it, as CommonMark ends it too: the fence stays (rancher's unclosed
// ```bash in a numbered step took the next steps into its code). Positions
// stay.
func MDX1LazyFences(src []byte) []byte {
	if !bytes.Contains(src, []byte(" ```")) && !bytes.Contains(src, []byte(" ~~~")) {
		return src
	}
	out := src
	var items listItems
	for i := 0; i < len(src); {
		line := lineAt(src, i)
		next := i + len(line) + 1
		t := bytes.TrimLeft(line, " ")
		indent := len(line) - len(t)
		c, n := fenceRun(t)
		items.line(line, indent)
		if n == 0 {
			i = next
			continue
		}
		text := items.text(indent) // of the fence's item; -1: none
		// find the closing fence; note a line back at a smaller indentation
		lazy, ended, end, prevBlank, itemEnd := false, false, -1, false, -1
		for j := next; j < len(src); {
			l := lineAt(src, j)
			lt := bytes.TrimLeft(l, " ")
			k := 0
			for k < len(lt) && lt[k] == c {
				k++
			}
			if k >= n && len(bytes.TrimSpace(lt[k:])) == 0 {
				end = j
				break
			}
			if w := len(l) - len(lt); w < text && itemText(l) >= 0 {
				itemEnd = j // the item ends here, and the fence with it
				break
			}
			blankLine := len(bytes.TrimSpace(l)) == 0
			if !blankLine && len(l)-len(lt) < indent {
				if prevBlank {
					// after a blank line, a line back at the margin ends the
					// item, and the fence with it (kubevela's set-autoscale)
					ended = true
				} else if !ended {
					lazy = true
				}
			}
			prevBlank = blankLine
			j += len(l) + 1
		}
		lazy = lazy && !ended
		if itemEnd >= 0 {
			i = itemEnd // (the next item's line)
			continue
		}
		if end < 0 {
			break // an unclosed fence runs to the end
		}
		closing := lineAt(src, end)
		if lazy && indent > 0 {
			if &out[0] == &src[0] {
				out = bytes.Clone(src)
			}
			for _, at := range []struct {
				start int
				l     []byte
			}{{i, line}, {end, closing}} {
				lt := bytes.TrimLeft(at.l, " ")
				w := len(at.l) - len(lt)
				copy(out[at.start:], lt)
				copy(out[at.start+len(lt):at.start+len(at.l)], bytes.Repeat([]byte{' '}, w))
			}
		}
		i = end + len(closing) + 1
	}
	return out
}

// listItems follows the list items a document's lines (outside fenced code)
// open, as remark-parse 8 reads a list: each item's marker indentation and
// the indentation of its text, innermost last.
type listItems struct {
	open  []struct{ marker, text int }
	blank bool // the line before was blank
}

// line takes the next line outside fenced code, indented indent. A line at
// the margin after a blank one, or a heading or a fence there, ends the
// lists, as remark-parse 8 ends a list.
func (s *listItems) line(line []byte, indent int) {
	blank := len(bytes.TrimSpace(line)) == 0
	switch text := itemText(line); {
	case text >= 0:
		for len(s.open) > 0 && s.open[len(s.open)-1].marker >= indent {
			s.open = s.open[:len(s.open)-1]
		}
		s.open = append(s.open, struct{ marker, text int }{indent, text})
	case indent == 0 && !blank && (s.blank || line[0] == '#' || line[0] == '`' || line[0] == '~'):
		s.open = s.open[:0]
	}
	s.blank = blank
}

// text is the indentation of the text of the item that holds a line indented
// indent: the innermost one whose marker is indented less, or else the
// innermost one (remark-parse 8 keeps a line that starts with a space in the
// item); -1 when no list is open.
func (s *listItems) text(indent int) int {
	for k := len(s.open) - 1; k >= 0; k-- {
		if s.open[k].marker < indent {
			return s.open[k].text
		}
	}
	if len(s.open) > 0 && indent > 0 {
		return s.open[len(s.open)-1].text
	}
	return -1
}

// itemText is the indentation of the text of the list item a line starts, as
// remark-parse 8 measures it (`1. ` or `- ` and up to four spaces after its
// marker, one when five or more follow), or -1 when it starts none: a `-`,
// `*` or `+`, or digits and a `.`, then a space, a tab or the line's end.
func itemText(line []byte) int {
	t := bytes.TrimLeft(line, " ")
	k := 0
	for k < len(t) && t[k] >= '0' && t[k] <= '9' {
		k++
	}
	switch {
	case k == 0 && len(t) > 0 && (t[0] == '-' || t[0] == '*' || t[0] == '+'):
		k = 1
	case k > 0 && k < len(t) && t[k] == '.':
		k++
	default:
		return -1
	}
	w := len(line) - len(t) + k
	if k == len(t) || t[k] == '\t' {
		return w + 1
	}
	if t[k] != ' ' {
		return -1
	}
	sp := 0
	for k+sp < len(t) && t[k+sp] == ' ' {
		sp++
	}
	if sp > 4 {
		sp = 1
	}
	return w + sp
}

// codeSpanEnd is the index of the last backtick of the code span a run of
// backticks at line[k] opens on its line, or of the run itself when no run of
// the same length closes it.
func codeSpanEnd(line []byte, k int) int {
	n := 1
	for k+n < len(line) && line[k+n] == '`' {
		n++
	}
	if end := bytes.Index(line[k+n:], line[k:k+n]); end >= 0 {
		return k + n + end + n - 1
	}
	return k + n - 1
}

// proseLines calls f with each line of src outside fenced code blocks (without
// its line break) and the offset where it starts.
func proseLines(src []byte, f func(start int, line []byte)) {
	var fences codeFences
	for i := 0; i < len(src); {
		line := lineAt(src, i)
		start := i
		i += len(line) + 1
		if !fences.code(bytes.TrimLeft(line, " \t")) {
			f(start, line)
		}
	}
}

// blank turns every byte of b into a space.
// fenceRun is the character and length of the code fence a line (without its
// indentation) starts with: three or more backticks or tildes; 0, 0 otherwise.
func fenceRun(t []byte) (byte, int) {
	if len(t) < 3 || (t[0] != '`' && t[0] != '~') {
		return 0, 0
	}
	n := 0
	for n < len(t) && t[n] == t[0] {
		n++
	}
	if n < 3 || t[0] == '`' && bytes.IndexByte(t[n:], '`') >= 0 {
		// (a backtick fence's info string has no backtick, as CommonMark
		// reads it: "```Open localhost:3000```" is a code span in a paragraph)
		return 0, 0
	}
	return t[0], n
}

// codeFences follows the fenced code blocks of a document line by line.
type codeFences struct {
	char byte // of the open fence; 0 outside code
	n    int
}

// code takes a line without its indentation and reports whether it is a
// fence or inside a fenced block.
func (f *codeFences) code(t []byte) bool {
	if c, n := fenceRun(t); n > 0 {
		switch {
		case f.char == 0:
			f.char, f.n = c, n
		case c == f.char && n >= f.n && len(bytes.TrimSpace(t[n:])) == 0:
			f.char = 0
		}
		return true
	}
	return f.char != 0
}

func blank(b []byte) {
	for k := range b {
		b[k] = ' '
	}
}

// lineAt is the line that starts at i, without its newline.
func lineAt(src []byte, i int) []byte {
	if j := bytes.IndexByte(src[i:], '\n'); j >= 0 {
		return src[i : i+j]
	}
	return src[i:]
}

// TabIndentedFences turns into spaces the tabs of the indentation of a code
// fence indented with tabs, and as many bytes of indentation of its lines, in
// an MDX 3 document, where a fence may be indented any amount (MDX has no
// indented code; `\t\t\t```json` inside a <TabItem>). The fence's lines then
// lose its indentation as MDX 3 takes it off, a tab for a tab: goldmark
// measures a fence's indentation in bytes but a line's in columns (one tab
// left stray spaces in every line of the block), and takes a line of deep tab
// indentation for a blank one (three tabs before ```json: no code block). A
// tab is one byte as a space is, so every offset stays where it was; tabs past
// the fence's indentation (the code's own) are kept.
func TabIndentedFences(src []byte) []byte {
	if !bytes.Contains(src, []byte("\t`")) && !bytes.Contains(src, []byte("\t~")) {
		return src
	}
	out := src
	var f codeFences
	width := -1 // bytes of the open fence's indentation when it has a tab; -1 none
	for i := 0; i < len(src); {
		line := lineAt(src, i)
		lead := len(line) - len(bytes.TrimLeft(line, " \t"))
		wasOpen := f.char != 0
		if f.code(line[lead:]) {
			if !wasOpen {
				width = -1
				if bytes.IndexByte(line[:lead], '\t') >= 0 && !inListItem(src, i, columns(line[:lead])) {
					width = lead
				}
			}
			if n := min(width, lead); n > 0 && bytes.IndexByte(line[:n], '\t') >= 0 {
				if &out[0] == &src[0] {
					out = bytes.Clone(src)
				}
				blank(out[i : i+n])
			}
		}
		i += len(line) + 1
	}
	return out
}

// columns is the width of an indentation, a tab to the next multiple of 4, as
// CommonMark counts it.
func columns(lead []byte) int {
	n := 0
	for _, c := range lead {
		if c == '\t' {
			n += 4 - n%4
		} else {
			n++
		}
	}
	return n
}

// listMarker is a list item's start: a bullet or a number, then a space or a tab.
var listMarker = regexp.MustCompile(`^([-*+]|[0-9]{1,9}[.)])[ \t]`)

// inListItem reports whether the line at i, indented col columns, is inside a
// list item: the nearest line above it that is indented less is an item's
// first line. There goldmark measures a tab in columns, as CommonMark does, and
// the fence stays in the item (port's docs: `- b` then `\t\t```json` inside a
// <details> of the item; blanked to spaces, the fence left the list and the
// <details> was never closed).
func inListItem(src []byte, i, col int) bool {
	for i > 0 {
		j := bytes.LastIndexByte(src[:i-1], '\n') + 1
		line := src[j : i-1]
		i = j
		t := bytes.TrimLeft(line, " \t")
		if len(bytes.TrimSpace(t)) == 0 {
			continue
		}
		if columns(line[:len(line)-len(t)]) < col {
			return listMarker.Match(t)
		}
	}
	return false
}

// footnoteDef is a footnote definition's line start: `[^label]:`, indented up
// to three spaces.
var footnoteDef = regexp.MustCompile(`^ {0,3}\[\^([^\]\n]+)\]:`)

// FootnoteLabels writes each footnote reference whose label matches a
// definition's only when letter case is ignored (`Minimum[^Min]` with
// `[^min]: …`) in the definition's letters, as remark-gfm matches labels
// (goldmark compares them byte for byte, and the note was lost: joomla's
// manual). References in code spans and fences stay. Positions stay.
func FootnoteLabels(src []byte) []byte {
	if !bytes.Contains(src, []byte("[^")) {
		return src
	}
	defs := map[string]string{} // folded label -> the label as defined
	exact := map[string]bool{}
	proseLines(src, func(_ int, line []byte) {
		if m := footnoteDef.FindSubmatch(line); m != nil {
			l := string(m[1])
			exact[l] = true
			if _, ok := defs[strings.ToLower(l)]; !ok {
				defs[strings.ToLower(l)] = l
			}
		}
	})
	if len(defs) == 0 {
		return src
	}
	out := src
	proseLines(src, func(start int, line []byte) {
		for k := 0; k < len(line); k++ {
			if line[k] == '`' {
				k = codeSpanEnd(line, k)
				continue
			}
			if line[k] != '[' || k+1 >= len(line) || line[k+1] != '^' {
				continue
			}
			end := bytes.IndexByte(line[k+2:], ']')
			if end <= 0 {
				continue
			}
			label := string(line[k+2 : k+2+end])
			if def, ok := defs[strings.ToLower(label)]; ok && !exact[label] && len(def) == len(label) {
				if &out[0] == &src[0] {
					out = bytes.Clone(src)
				}
				copy(out[start+k+2:], def)
			}
			k += 1 + end
		}
	})
	return out
}

// MDX1TagComments blanks JavaScript comments between a JSX tag's attributes
// (`<img // cSpell:ignore x` on its own line, `<span /* c */ title="y">`),
// which MDX 1 hands to Babel with the tag (Docusaurus 2 compiles them; MDX 3
// rejects them): gobeyondidentity's SDK pages showed the whole tag as text.
// Only in a tag that ends before a blank line, outside attribute values,
// expressions, code spans and fences. Positions stay.
func MDX1TagComments(src []byte) []byte {
	if !bytes.Contains(src, []byte("//")) && !bytes.Contains(src, []byte("/*")) {
		return src
	}
	out := src
	var fences codeFences
	for i := 0; i < len(src); {
		line := lineAt(src, i)
		start := i
		i += len(line) + 1
		if fences.code(bytes.TrimLeft(line, " \t")) {
			continue
		}
		for k := 0; k < len(line); k++ {
			switch {
			case line[k] == '`':
				k = codeSpanEnd(line, k)
			case line[k] == '<' && k+1 < len(line) && isLetter(line[k+1]):
				comments, end := tagComments(src, start+k)
				for _, c := range comments {
					if &out[0] == &src[0] {
						out = bytes.Clone(src)
					}
					for p := c[0]; p < c[1]; p++ {
						if out[p] != '\n' {
							out[p] = ' '
						}
					}
				}
				if end > start+len(line) { // the tag goes on past this line
					i = min(len(src), end)
					k = len(line)
				} else if end > 0 {
					k = end - start - 1
				}
			}
		}
	}
	return out
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// tagComments reads the JSX tag at src[i] ('<') up to its '>' and returns the
// comments between its attributes and the end of the tag; no comments and 0
// when it is no tag that ends before a blank line (an autolink, text).
func tagComments(src []byte, i int) ([][2]int, int) {
	j := i + 1
	for j < len(src) && (isLetter(src[j]) || src[j] >= '0' && src[j] <= '9' || src[j] == '.' || src[j] == '-' || src[j] == '_') {
		j++
	}
	if j >= len(src) || !(src[j] == ' ' || src[j] == '\t' || src[j] == '\n' || src[j] == '\r' || src[j] == '/' || src[j] == '>') {
		return nil, 0 // <https://…>, <a@b.org>
	}
	var comments [][2]int
	var quote byte
	depth := 0
	for ; j < len(src); j++ {
		c := src[j]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '\n' && bytes.HasPrefix(bytes.TrimLeft(src[j+1:], " \t"), []byte("\n")):
			return nil, 0 // a blank line: no tag
		case depth > 0:
			switch c {
			case '{':
				depth++
			case '}':
				depth--
			case '"', '\'', '`':
				quote = c
			}
		case c == '"' || c == '\'':
			quote = c
		case c == '{':
			depth++
		case c == '>':
			return comments, j + 1
		case c == '/' && j+1 < len(src) && src[j+1] == '/':
			e := bytes.IndexByte(src[j:], '\n')
			if e < 0 {
				return nil, 0
			}
			comments = append(comments, [2]int{j, j + e})
			j += e - 1
		case c == '/' && j+1 < len(src) && src[j+1] == '*':
			e := bytes.Index(src[j+2:], []byte("*/"))
			if e < 0 {
				return nil, 0
			}
			comments = append(comments, [2]int{j, j + 2 + e + 2})
			j += 2 + e + 1
		}
	}
	return nil, 0
}

// InlineJSXExpressions blanks the braces of an expression whose value is one
// JSX element written on one line among text, `Get it: {<DownloadLink />}` or
// a table cell's `{<b>x</b>}` (revyos-docs' download links): MDX renders the
// element in place, and contentc reads it as the document's own. Only an
// element whose tags close within the braces; code spans and fences are left
// alone. Positions stay.
func InlineJSXExpressions(src []byte) []byte {
	if !bytes.Contains(src, []byte("{<")) {
		return src
	}
	out := src
	proseLines(src, func(start int, line []byte) {
		for k := 0; k < len(line); k++ {
			switch {
			case line[k] == '`':
				k = codeSpanEnd(line, k)
			case line[k] == '{' && k+2 < len(line) && line[k+1] == '<' && jsx.IsASCIILetter(line[k+2]):
				if end := elementInBraces(line, k); end > 0 {
					if &out[0] == &src[0] {
						out = bytes.Clone(src)
					}
					out[start+k], out[start+end] = ' ', ' '
					k = end
				}
			}
		}
	})
	return out
}

// elementInBraces returns the index of the '}' that closes the braces at
// line[k] when they hold one whole JSX element, `{<X a="b" />}` or
// `{<b>x</b>}`; 0 otherwise.
func elementInBraces(line []byte, k int) int {
	t, err := jsx.ParseTag(line, k+1, nil)
	if err != nil || t.Closing {
		return 0
	}
	end := t.End
	if !t.SelfClosing {
		closing := []byte("</" + t.Name + ">")
		c := bytes.Index(line[end:], closing)
		if c < 0 || bytes.Contains(line[end:end+c], []byte("{")) || bytes.Contains(line[end:end+c], []byte("}")) {
			return 0
		}
		end += c + len(closing)
	}
	if end < len(line) && line[end] == '}' {
		return end
	}
	return 0
}
