// Package jsxflow tells how a line's run of JSX tags stands in MDX's flow: whether
// the rest of a line holds only tags and expressions (FlowRest), leaves an element
// open over the next lines (LeavesOpen) or only opens more (OpenRest), whether a
// run of tags is one element (Balanced) or whole elements side by side
// (Siblings), and where spaces part those (SpacedSiblings), and MDX 1's: whether
// it reads a line's tag as an element whose content follows it (OpensFlow), and
// where a JSX block goes on to (MDX1BlockEnd). Package mdx reads its JSX blocks
// with these.
package jsxflow

import (
	"bytes"

	"github.com/contentc/contentc/compiler/internal/markdown/mdx/jsx"
)

// FlowRest reports whether the source from i to the end of its line holds only
// tags and expressions (a tag may go on over lines): what MDX's JSX flow allows
// after a tag.
func FlowRest(src []byte, i int) bool {
	return flowTokens(src, i, func(*jsx.Tag) bool { return true })
}

// LeavesOpen reports whether the rest of first's line holds only tags and
// expressions (FlowRest) and leaves first's element open (`<TabItem value="a">
// {/* region */}`, `<div> {1}`): MDX's JSX flow, first's children going on
// over the next lines.
func LeavesOpen(src []byte, first *jsx.Tag) bool {
	depth := first.Nesting()
	return depth > 0 && flowTokens(src, first.End, func(t *jsx.Tag) bool {
		depth += t.Nesting()
		return depth > 0
	})
}

// flowTokens reads the source from i to the end of its line while it holds
// only tags and expressions, giving each tag to tag; it reports whether the
// line ends so, and false as soon as tag does.
func flowTokens(src []byte, i int, tag func(*jsx.Tag) bool) bool {
	for {
		for i < len(src) && (src[i] == ' ' || src[i] == '\t') {
			i++
		}
		switch {
		case i >= len(src) || src[i] == '\n' || src[i] == '\r':
			return true
		case src[i] == '{':
			end, err := jsx.ScanExpression(src, i)
			if err != nil {
				return false
			}
			i = end
		case jsx.LooksLikeTag(src, i):
			t, err := jsx.ParseTag(src, i, nil)
			if err != nil || !tag(t) {
				return false
			}
			i = t.End
		default:
			return false
		}
	}
}

// Balanced reports whether a run of tags is exactly one element: its first
// tag's element is closed by the run's last tag (or is the only one, empty),
// every closing tag matching the element open there.
func Balanced(run []*jsx.Tag) bool { return whole(run, true) }

// Siblings reports whether a run of tags is whole elements side by side
// (`<td></td> <td><b></b></td>`): every closing tag closes the element open
// last, and none is left open.
func Siblings(run []*jsx.Tag) bool { return whole(run, false) }

// whole reports whether every closing tag of a run closes the element open
// last and none is left open; with one, the first element must end the run.
func whole(run []*jsx.Tag, one bool) bool {
	var open []string
	for i, t := range run {
		switch {
		case t.Closing:
			if len(open) == 0 || open[len(open)-1] != t.Name {
				return false
			}
			open = open[:len(open)-1]
		case t.Empty():
		default:
			open = append(open, t.Name)
		}
		if one && len(open) == 0 && i < len(run)-1 {
			return false
		}
	}
	return len(open) == 0
}

// SpacedSiblings reports, for each tag of a run of whole elements side by
// side (Siblings), whether it starts an element after spaces (or a `{' '}`)
// that follow the one before. Outside an element they are a space, as the
// browser shows the line break MDX 3 puts between flow elements there and MDX
// 1 keeps JSX's text (`<img …/> <img …/>` keep their gap); inside one MDX 3
// drops them.
func SpacedSiblings(src []byte, run []*jsx.Tag) []bool {
	spaced := make([]bool, len(run))
	depth := 0
	for i, t := range run {
		spaced[i] = depth == 0 && i > 0 && bytes.IndexByte([]byte(" \t}"), src[t.Start-1]) >= 0
		depth += t.Nesting()
	}
	return spaced
}

// OpenRest reports whether the rest of t's line (to eol) holds only tags that
// open elements, and spaces: what MDX 1 leaves open after whole elements
// (`<Cell> a </Cell><Cell>`).
func OpenRest(src []byte, t *jsx.Tag, eol int) bool {
	for i := t.End; i < eol; {
		switch {
		case src[i] == ' ' || src[i] == '\t' || src[i] == '\r':
			i++
		case src[i] == '<' && jsx.LooksLikeTag(src, i):
			n, err := jsx.ParseTag(src, i, nil)
			if err != nil || n.End > eol || n.Closing || n.Empty() {
				return false
			}
			i = n.End
		default:
			return false
		}
	}
	return true
}

// flowContainers are the HTML elements a line may open in MDX 1 with content
// after the tag (`<details><summary>Title</summary>`, `<div class="x">Text`).
var flowContainers = map[string]bool{"details": true, "div": true, "section": true, "article": true, "aside": true,
	"center": true, "blockquote": true, "figure": true, "header": true, "footer": true, "nav": true, "main": true}

// OpensFlow reports whether tag t opens an element of flowContainers that its
// line (up to eol) does not close.
func OpensFlow(src []byte, t *jsx.Tag, eol int) bool {
	return flowContainers[t.Name] && !bytes.Contains(src[t.End:eol], []byte("</"+t.Name+">"))
}

// MDX1BlockEnd is where MDX 1 ends a JSX block whose line ends at eol: remark-mdx
// 1's block tokenizer (remark-parse 8's HTML block) ends one only at an empty
// line (EmptyLine), not at one of spaces, so the lines up to it are the block's
// text. It gives the end of the last of those lines, up to one that starts
// with a tag (the next JSX of the block, which package mdx reads on its own);
// eol when there are none.
func MDX1BlockEnd(src []byte, eol int) int {
	end := eol
	for end < len(src) && !EmptyLine(src, end+1) {
		next := bytes.IndexByte(src[end+1:], '\n') + end + 1
		if next == end {
			next = len(src)
		}
		if t := bytes.TrimLeft(src[end+1:next], " \t"); len(t) > 0 && jsx.LooksLikeTag(src, next-len(t)) {
			break
		}
		end = next
	}
	return end
}

// EmptyLine reports whether the line at i has nothing in it (a `\r` at most).
func EmptyLine(src []byte, i int) bool {
	return i >= len(src) || src[i] == '\n' || src[i] == '\r' && (i+1 == len(src) || src[i+1] == '\n')
}
