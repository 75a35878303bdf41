package blocks

import (
	"bytes"
	"strings"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"

	"github.com/contentc/contentc/compiler/internal/markdown/internal/mdstate"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/jsx"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/mdxast"
)

// mdx1Escapable are the characters a backslash escapes in remark-parse 8 as
// Docusaurus 2 runs it (gfm on, commonmark off): markdown-escapes 1's gfm
// list.
const mdx1Escapable = "\\`*{}[]()#+-.!_>~|"

// mdx1Escape keeps, in MDX 1 documents, a backslash before an ASCII
// punctuation character that remark-parse 8 does not escape as text, before
// the character, read as if no backslash were there: `${root}\${user}` and
// `a\:b` show their backslashes in Docusaurus 2 (apache/linkis' paths and
// variables), `\&amp;` is a backslash and an ampersand, and `\<b>` a
// backslash then the element (`\<name\>`, no tag, a backslash then text).
// CommonMark (goldmark, MDX 3) escapes every ASCII punctuation character.
// With remark-math, `\$` is a dollar, as its inline tokenizer reads it.
type mdx1Escape struct{}

func (mdx1Escape) Trigger() []byte { return []byte{'\\'} }

func (mdx1Escape) Parse(parent ast.Node, block text.Reader, pc parser.Context) ast.Node {
	if !mdxast.GetState(pc).MDX1 {
		return nil
	}
	line, seg := block.PeekLine()
	if len(line) < 2 || !util.IsPunct(line[1]) || strings.IndexByte(mdx1Escapable, line[1]) >= 0 ||
		line[1] == '$' && mdstate.Get(pc).Math {
		return nil // an escape, or a backslash goldmark keeps too
	}
	n := 1
	if line[1] == '<' && !mdx1Tag(block.Source(), seg.Start+1, pc) {
		// text to MDX 1 too, with no warning: MDX 3 reads the escape
		n = 2
	}
	block.Advance(n)
	// a raw String: goldmark would join a text segment with the next text,
	// and read the escape again
	s := ast.NewString(line[:n])
	s.SetRaw(true)
	return s
}

// mdx1Tag reports whether src[i:] starts a tag or a comment as MDX 1 reads
// them (package mdx's inline parser).
func mdx1Tag(src []byte, i int, pc parser.Context) bool {
	if bytes.HasPrefix(src[i:], []byte("<!--")) {
		return true
	}
	if !jsx.LooksLikeTag(src, i) {
		return false
	}
	t, err := jsx.ParseTag(src, i, mdxast.GetState(pc).Consts)
	return err == nil && jsx.MDX1Name(t.Name)
}
