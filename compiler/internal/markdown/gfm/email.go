package gfm

import (
	"bytes"
	"regexp"

	"github.com/contentc/contentc/compiler/internal/markdown/internal/mdtext"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"

	"github.com/contentc/contentc/compiler/internal/markdown/internal/mdstate"
)

// noEmail is an e-mail pattern that matches nothing, at once (it is tried at
// every space): goldmark's linkify links no address, emailLinks does
// (goldmark's rules are not GFM's).
var noEmail = regexp.MustCompile(`^[^\x00-\x{10FFFF}]`)

// emailLinks links the bare e-mail addresses of text (not a link's, an
// image's or code's) as the site's Markdown parser does, in every text node
// of mdast: a run of text nodes goldmark split at delimiters is one text.
//
// Docusaurus 3 (remark-gfm: micromark's email autolink literal, then
// mdast-util-gfm-autolink-literal's findEmail on the text left) links a local
// part of ASCII letters, digits, `+`, `-`, `.` and `_` after a character that
// is none of those, an `@`, and a domain of letters, digits, `-` and `_` with
// a dot in it that ends in an ASCII letter: `react@16.13.1` is text, and so is
// `a@b.com-`; a dot without a letter or digit after it ends the address
// (`a@b.com.` links a@b.com). Docusaurus 2 (remark-parse 8's email tokenizer)
// links a domain of those characters and dots however it ends
// (`react@16.13.1`), but for a `-` or `_` at the end of the text, and a `.`
// there is not the address's.
type emailLinks struct{}

func (emailLinks) Transform(doc *ast.Document, reader text.Reader, pc parser.Context) {
	mdx1 := mdstate.Get(pc) != nil && mdstate.Get(pc).Docusaurus2
	source := reader.Source()
	for _, run := range mdtext.Runs(doc, true) {
		linkEmails(run, source, mdx1)
	}
}

// linkEmails puts autolinks in place of the addresses in a run of text nodes.
func linkEmails(run mdtext.Run, source []byte, mdx1 bool) {
	last, start, stop := run.Last, run.Start, run.Stop
	if start < 0 || stop > len(source) || start >= stop || bytes.IndexByte(source[start:stop], '@') < 0 {
		return
	}
	before := byte(' ')
	if start > 0 {
		before = source[start-1]
	}
	// The text ends where the run does: remark-parse 8 reads an inline
	// container's content (a paragraph's, an emphasis') as one value, a
	// paragraph's with the spaces at its end (a heading's and a table
	// cell's without).
	atEnd := last.NextSibling() == nil && !last.SoftLineBreak() && !last.HardLineBreak()
	if k := run.First.Parent().Kind(); (k == ast.KindParagraph || k == ast.KindTextBlock) && stop < len(source) && (source[stop] == ' ' || source[stop] == '\t') {
		atEnd = false
	}
	hits := emails(source[start:stop], before, atEnd, mdx1)
	if len(hits) == 0 {
		return
	}
	run.Replace(hits, func(i int) ast.Node {
		link := ast.NewAutoLink(ast.AutoLinkEmail, ast.NewTextSegment(text.NewSegment(start+hits[i][0], start+hits[i][1])))
		link.SetPos(start + hits[i][0])
		return link
	})
}

// emails are the addresses in text v ([start, end) of each), in order; before
// is the character before v, atEnd whether v ends its inline content.
func emails(v []byte, before byte, atEnd, mdx1 bool) (hits [][2]int) {
	from := 0 // where the text after the last address starts
	for at := bytes.IndexByte(v, '@'); at >= 0; {
		s := at
		for s > from && atext(v[s-1]) {
			s--
		}
		end := -1
		switch {
		case s == at:
		case mdx1:
			end = mdx1Domain(v, at+1, atEnd)
		default:
			prev := before
			if s > 0 {
				prev = v[s-1]
			}
			// micromark's tokenizer wants no atext and no '/' before the
			// address (after an address, its last letter is before);
			// findEmail, on the text node it left, only no atext.
			if !atext(prev) && prev != '/' {
				end = micromarkDomain(v, at+1)
			}
			if end < 0 {
				end = findEmailDomain(v, at+1)
			}
		}
		if end > 0 {
			hits = append(hits, [2]int{s, end})
			from = end
		}
		next := bytes.IndexByte(v[max(at+1, from):], '@')
		if next < 0 {
			break
		}
		at = max(at+1, from) + next
	}
	return hits
}

// micromarkDomain is the end of the domain starting at v[i] as micromark's
// email autolink literal reads it (emailDomain, emailDomainAfter), or -1:
// letters, digits, '-' and '_', and dots that a letter or digit follows; not
// empty, with a dot, ending in a letter.
func micromarkDomain(v []byte, i int) int {
	dot, data := false, false
	for i < len(v) {
		c := v[i]
		if c == '.' && i+1 < len(v) && alnum(v[i+1]) {
			dot = true
		} else if c == '-' || c == '_' || alnum(c) {
			data = true
		} else {
			break
		}
		i++
	}
	if data && dot && alpha(v[i-1]) {
		return i
	}
	return -1
}

// findEmailDomain is the end of the domain starting at v[i] as
// mdast-util-gfm-autolink-literal's findEmail matches it, or -1:
// `[\w-]+(?:\.[\w-]+)+`, its end not a digit, '-' or '_'.
func findEmailDomain(v []byte, i int) int {
	word := func(j int) bool { return j < len(v) && (alnum(v[j]) || v[j] == '-' || v[j] == '_') }
	j := i
	for word(j) {
		j++
	}
	if j == i {
		return -1
	}
	dots := 0
	for j < len(v) && v[j] == '.' && word(j+1) {
		for j++; word(j); j++ {
		}
		dots++
	}
	if dots == 0 || !alpha(v[j-1]) {
		return -1
	}
	return j
}

// mdx1Domain is the end of the domain starting at v[i] as remark-parse 8's
// email tokenizer reads it, or -1: letters, digits, '-', '.' and '_', with a
// dot that is not its last character alone; at the end of the text, not
// ending in '-' or '_', and a '.' there left out.
func mdx1Domain(v []byte, i int, atEnd bool) int {
	firstDot := -1
	for i < len(v) && (alnum(v[i]) || v[i] == '-' || v[i] == '.' || v[i] == '_') {
		i++
		if firstDot < 0 && v[i-1] == '.' {
			firstDot = i
		}
	}
	if firstDot < 0 || firstDot == i {
		return -1
	}
	if i == len(v) && atEnd {
		switch v[i-1] {
		case '-', '_':
			return -1
		case '.':
			i--
		}
	}
	return i
}

// atext is a character of an address's local part in GFM (and remark-parse 8).
func atext(c byte) bool { return alnum(c) || c == '+' || c == '-' || c == '.' || c == '_' }

func alnum(c byte) bool { return alpha(c) || c >= '0' && c <= '9' }

func alpha(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
