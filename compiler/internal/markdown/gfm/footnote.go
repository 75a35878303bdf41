package gfm

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/yuin/goldmark"
	gast "github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"

	"github.com/contentc/contentc/compiler/internal/markdown/internal/mdstate"
)

// Footnotes is goldmark's footnote parsing with the markup Docusaurus writes,
// so that the anchors are the same (a link to a note, `#user-content-fn-1`,
// works on both): in Docusaurus 3, remark-gfm's (mdast-util-to-hast: a
// reference is `<sup><a href="#user-content-fn-LABEL"
// id="user-content-fnref-LABEL" data-footnote-ref aria-describedby=
// "footnote-label">N</a></sup>`, the notes a `<section data-footnotes
// class="footnotes">` under a screen-reader heading "Footnotes", each with
// back links labelled "Back to reference N"); in a Docusaurus 2 site,
// remark-footnotes' (MDX 1: `<sup id="fnref-LABEL"><a href="#fn-LABEL"
// class="footnote-ref">LABEL</a></sup>`, the notes in a `<div
// class="footnotes">` after a rule). LABEL is the note's label, lower-cased
// and made URL-safe; N its number.
type Footnotes struct{}

func (Footnotes) Extend(m goldmark.Markdown) {
	m.Parser().AddOptions(
		parser.WithBlockParsers(util.Prioritized(extension.NewFootnoteBlockParser(), 999)),
		parser.WithInlineParsers(util.Prioritized(extension.NewFootnoteParser(), 101)),
		// goldmark's gathers the notes in a list at the end (999); then the
		// list says which markup it gets.
		parser.WithASTTransformers(util.Prioritized(extension.NewFootnoteASTTransformer(), 999), util.Prioritized(footnoteStyle{}, 1000)),
	)
	m.Renderer().AddOptions(renderer.WithNodeRenderers(util.Prioritized(footnoteRenderer{}, 500)))
}

// mdx1Attr marks a document's list of notes as a Docusaurus 2 site's.
var mdx1Attr = []byte("data-contentc-mdx1")

type footnoteStyle struct{}

func (footnoteStyle) Transform(doc *gast.Document, _ text.Reader, pc parser.Context) {
	if list, ok := doc.LastChild().(*ast.FootnoteList); ok && mdstate.Get(pc).Docusaurus2 {
		list.SetAttribute(mdx1Attr, true)
	}
}

type footnoteRenderer struct{}

func (r footnoteRenderer) RegisterFuncs(reg renderer.NodeRendererFuncRegisterer) {
	reg.Register(ast.KindFootnoteLink, r.link)
	reg.Register(ast.KindFootnoteBacklink, r.backlink)
	reg.Register(ast.KindFootnote, r.note)
	reg.Register(ast.KindFootnoteList, r.list)
}

// notes is what the document's list of notes says: each note's label by its
// number, and whether the markup is MDX 1's.
func notes(n gast.Node) (labels map[int]string, mdx1 bool) {
	for n.Parent() != nil {
		n = n.Parent()
	}
	list, ok := n.LastChild().(*ast.FootnoteList)
	if !ok {
		return nil, false
	}
	_, mdx1 = list.Attribute(mdx1Attr)
	labels = map[int]string{}
	for c := list.FirstChild(); c != nil; c = c.NextSibling() {
		if f, ok := c.(*ast.Footnote); ok {
			labels[f.Index] = string(f.Ref)
		}
	}
	return labels, mdx1
}

// footnoteID is a label as mdast-util-to-hast writes it in an id: lower case,
// white space runs one space (the label's normal form), then each byte that
// may not stand in a URL percent-encoded (micromark's normalizeUri).
func footnoteID(label string) string {
	label = strings.ToLower(strings.Join(strings.Fields(label), " "))
	var b strings.Builder
	for i := 0; i < len(label); i++ {
		c := label[i]
		switch {
		case c == '%' && i+2 < len(label) && isHex(label[i+1]) && isHex(label[i+2]):
			b.WriteByte(c)
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9', strings.IndexByte("!#$&'()*+,-./:;=?@_~", c) >= 0:
			b.WriteByte(c)
		default:
			fmt.Fprintf(&b, "%%%02X", c)
		}
	}
	return b.String()
}

func isHex(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

func (footnoteRenderer) link(w util.BufWriter, _ []byte, node gast.Node, entering bool) (gast.WalkStatus, error) {
	if !entering {
		return gast.WalkContinue, nil
	}
	n := node.(*ast.FootnoteLink)
	labels, mdx1 := notes(node)
	id := footnoteID(labels[n.Index])
	if mdx1 {
		// the label is the reference's text; only the first reference has the id
		if n.RefIndex == 0 {
			fmt.Fprintf(w, `<sup id="fnref-%s">`, util.EscapeHTML([]byte(id)))
		} else {
			_, _ = w.WriteString(`<sup>`)
		}
		fmt.Fprintf(w, `<a href="#fn-%s" class="footnote-ref">%s</a></sup>`, util.EscapeHTML([]byte(id)), util.EscapeHTML([]byte(labels[n.Index])))
		return gast.WalkContinue, nil
	}
	fmt.Fprintf(w, `<sup><a href="#user-content-fn-%s" id="user-content-fnref-%s%s" data-footnote-ref="true" aria-describedby="footnote-label">%d</a></sup>`,
		util.EscapeHTML([]byte(id)), util.EscapeHTML([]byte(id)), refSuffix(n.RefIndex), n.Index)
	return gast.WalkContinue, nil
}

// refSuffix tells the second and later references to a note apart: "-2", "-3".
func refSuffix(refIndex int) string {
	if refIndex == 0 {
		return ""
	}
	return "-" + strconv.Itoa(refIndex+1)
}

func (footnoteRenderer) backlink(w util.BufWriter, _ []byte, node gast.Node, entering bool) (gast.WalkStatus, error) {
	if !entering {
		return gast.WalkContinue, nil
	}
	n := node.(*ast.FootnoteBacklink)
	labels, mdx1 := notes(node)
	id := string(util.EscapeHTML([]byte(footnoteID(labels[n.Index]))))
	if mdx1 {
		if n.RefIndex == 0 {
			fmt.Fprintf(w, `<a href="#fnref-%s" class="footnote-backref">↩</a>`, id)
		}
		return gast.WalkContinue, nil
	}
	fmt.Fprintf(w, ` <a href="#user-content-fnref-%s%s" data-footnote-backref="" aria-label="Back to reference %d%s" class="data-footnote-backref">↩`,
		id, refSuffix(n.RefIndex), n.Index, refSuffix(n.RefIndex))
	if n.RefIndex > 0 {
		fmt.Fprintf(w, `<sup>%d</sup>`, n.RefIndex+1)
	}
	_, _ = w.WriteString(`</a>`)
	return gast.WalkContinue, nil
}

func (footnoteRenderer) note(w util.BufWriter, _ []byte, node gast.Node, entering bool) (gast.WalkStatus, error) {
	n := node.(*ast.Footnote)
	if !entering {
		_, _ = w.WriteString("</li>\n")
		return gast.WalkContinue, nil
	}
	_, mdx1 := notes(node)
	prefix := "user-content-fn-"
	if mdx1 {
		prefix = "fn-"
	}
	fmt.Fprintf(w, "<li id=\"%s%s\">\n", prefix, util.EscapeHTML([]byte(footnoteID(string(n.Ref)))))
	return gast.WalkContinue, nil
}

func (footnoteRenderer) list(w util.BufWriter, _ []byte, node gast.Node, entering bool) (gast.WalkStatus, error) {
	_, mdx1 := node.Attribute(mdx1Attr)
	switch {
	case entering && mdx1:
		_, _ = w.WriteString("<div class=\"footnotes\">\n<hr />\n<ol>\n")
	case entering:
		_, _ = w.WriteString("<section data-footnotes=\"true\" class=\"footnotes\"><h2 class=\"sr-only\" id=\"footnote-label\">Footnotes</h2>\n<ol>\n")
	case mdx1:
		_, _ = w.WriteString("</ol>\n</div>\n")
	default:
		_, _ = w.WriteString("</ol>\n</section>\n")
	}
	return gast.WalkContinue, nil
}
