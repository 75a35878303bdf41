// Package safelink is a goldmark extension that decides what every link and image
// destination becomes: dangerous schemes (javascript:, vbscript:, data:, file:)
// are removed with a warning, external URLs open in a new tab, and everything
// else (relative paths, other pages, assets) goes through the document's link
// hook, which returns the final href.
//
// Decisions are made in an AST transformer, where diagnostics have positions and
// the hook is reachable through the parser context; the renderers only write what
// the nodes say.
package safelink

import (
	"strings"

	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/markdown/internal/htmlpolicy"
	"github.com/contentc/contentc/compiler/internal/markdown/internal/mdstate"
	"github.com/contentc/contentc/compiler/internal/markdown/internal/mdtext"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// DiagUnsafeURL is the diagnostic id for a removed link or image.
const DiagUnsafeURL = diag.UnsafeURL

// Class is what a destination is.
type Class int

const (
	// Internal destinations are resolved by the document's hook.
	Internal Class = iota
	// Anchor is a "#fragment" on the same page; written as is.
	Anchor
	// External is http:, https: or protocol-relative; opens in a new tab.
	External
	// Mailto is a mailto: link; written as is, no new tab.
	Mailto
	// Dangerous can run script or read local files; removed.
	Dangerous
)

// NewTab reports whether a link to dest (of class) opens in a new tab, as
// Docusaurus's Link opens one: a link to another site, and a pathname:// link
// (a page of the site that Docusaurus does not route, such as a generated API
// reference: sequelize's 214 links to its /api/ pages), which Link takes for
// one with a protocol.
func NewTab(dest string, class Class) bool {
	return class == External || class == Internal && strings.HasPrefix(dest, "pathname://")
}

// Classify says what a (decoded) destination is.
func Classify(dest string) Class {
	scheme, ok := schemeOf(dest)
	switch {
	case ok && (scheme == "javascript" || scheme == "vbscript" || scheme == "data" || scheme == "file"):
		return Dangerous
	case ok && (scheme == "http" || scheme == "https"):
		return External
	case ok && scheme == "mailto":
		return Mailto
	}
	s := trimLeadingControl(dest)
	switch {
	case len(s) >= 2 && (s[0] == '/' || s[0] == '\\') && (s[1] == '/' || s[1] == '\\'):
		// Browsers treat "//host" and "\\host" alike: another origin.
		return External
	case len(s) > 0 && s[0] == '#':
		return Anchor
	}
	return Internal
}

// IsDangerous reports a URL that can run script or read local files when a
// reader follows it (the Dangerous class): the one check for links in docs and
// URLs in the site's config alike.
func IsDangerous(u string) bool { return Classify(u) == Dangerous }

func trimLeadingControl(s string) string {
	for len(s) > 0 && s[0] <= ' ' {
		s = s[1:]
	}
	return s
}

// schemeOf returns the lower-cased scheme of a URL the way a browser reads it:
// leading C0 controls and spaces are dropped and tabs and newlines inside are
// ignored, so "java\tscript:" and " JavaScript:" are both javascript:. Other control
// characters are ignored as well, to err on the side of removal.
func schemeOf(s string) (string, bool) {
	var b [16]byte
	n := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c <= ' ' || c == 0x7f:
			continue
		case c == ':':
			return string(b[:n]), n > 0
		case c|0x20 >= 'a' && c|0x20 <= 'z', n > 0 && (c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.'):
			if n == len(b) {
				return "", false
			}
			if c >= 'A' && c <= 'Z' {
				c |= 0x20
			}
			b[n] = c
			n++
		default:
			return "", false
		}
	}
	return "", false
}

// New returns the extension.
func New() goldmark.Extender { return extender{} }

type extender struct{}

func (extender) Extend(m goldmark.Markdown) {
	m.Parser().AddOptions(parser.WithASTTransformers(util.Prioritized(transformer{}, 250)))
	m.Renderer().AddOptions(renderer.WithNodeRenderers(util.Prioritized(nodeRenderer{}, 100)))
}

var (
	attrTarget = []byte("target")
	attrRel    = []byte("rel")
	attrHref   = []byte("href")
	blank      = []byte("_blank")
	noopener   = []byte("noopener noreferrer")
)

type transformer struct{}

func (transformer) Transform(doc *ast.Document, reader text.Reader, pc parser.Context) {
	st := mdstate.Get(pc)
	source := reader.Source()
	var links []ast.Node
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering {
			switch n.Kind() {
			case ast.KindLink, ast.KindImage, ast.KindAutoLink:
				links = append(links, n)
			}
		}
		return ast.WalkContinue, nil
	})
	for _, n := range links {
		switch n := n.(type) {
		case *ast.Link:
			dest := string(mdtext.Decode(n.Destination))
			href, ok := decide(st, n, dest, n.Pos(), false)
			if !ok {
				unwrap(n)
				continue
			}
			n.Destination = []byte(href)
		case *ast.Image:
			dest := string(mdtext.Decode(n.Destination))
			href, ok := decide(st, n, dest, n.Pos(), true)
			if !ok {
				replaceWithText(n, mdtext.Inline(n, source))
				continue
			}
			n.Destination = []byte(href)
		case *ast.AutoLink:
			dest := string(n.URL(source))
			if n.AutoLinkType == ast.AutoLinkEmail && Classify(dest) != Mailto {
				dest = "mailto:" + dest
			}
			href, ok := decide(st, n, dest, autoLinkOffset(n, source), false)
			if !ok {
				replaceWithText(n, string(n.Label(source)))
				continue
			}
			n.SetAttribute(attrHref, []byte(href))
		}
	}
}

// decide classifies dest, reports and records it, marks external links, and
// returns the href to write, or false if the node must go.
func decide(st *mdstate.State, n ast.Node, dest string, offset int, image bool) (string, bool) {
	what := "link"
	if image {
		what = "image"
	}
	class := Classify(dest)
	if class == Dangerous && image && htmlpolicy.RasterDataImage(dest) {
		class = External // an image's own data (as on an HTML <img>)
	}
	if class == Dangerous {
		scheme, _ := schemeOf(dest)
		st.Warn(DiagUnsafeURL, offset, what+" with a "+scheme+": URL was removed; "+
			"such URLs can run script or read local files")
		return "", false
	}
	href := dest
	resolve := class == Internal && dest != ""
	if st.Link != nil {
		if h := st.Link(dest, offset, image, resolve, mdstate.EscapeURL); resolve {
			href = h
		}
	}
	if !image {
		switch {
		case NewTab(dest, class):
			n.SetAttribute(attrTarget, blank)
			n.SetAttribute(attrRel, noopener)
		case class == Mailto:
			n.SetAttribute(attrRel, noopener)
		}
	}
	return href, true
}

// autoLinkOffset is where an autolink's URL starts. Linkify sets the position of
// the character that triggered it (a space, "(", "*", …), not of the URL.
func autoLinkOffset(n *ast.AutoLink, source []byte) int {
	p := n.Pos()
	if p >= 0 && p < len(source) {
		switch source[p] {
		case ' ', '\t', '(', '*', '_', '~':
			p++
		}
	}
	return p
}

// unwrap replaces a link by its content.
func unwrap(n ast.Node) {
	parent := n.Parent()
	for c := n.FirstChild(); c != nil; {
		next := c.NextSibling()
		parent.InsertBefore(parent, n, c)
		c = next
	}
	parent.RemoveChild(parent, n)
}

func replaceWithText(n ast.Node, s string) {
	parent := n.Parent()
	if s == "" {
		parent.RemoveChild(parent, n)
		return
	}
	t := ast.NewString([]byte(s))
	t.SetRaw(true) // escaped but not entity-decoded again
	parent.ReplaceChild(parent, n, t)
}

type nodeRenderer struct{}

func (nodeRenderer) RegisterFuncs(reg renderer.NodeRendererFuncRegisterer) {
	reg.Register(ast.KindLink, renderLink)
	reg.Register(ast.KindImage, renderImage)
	reg.Register(ast.KindAutoLink, renderAutoLink)
}

func writeHref(w util.BufWriter, name string, href []byte) {
	_ = w.WriteByte(' ')
	_, _ = w.WriteString(name)
	_, _ = w.WriteString(`="`)
	// A destination that bypassed the transformer is still checked here.
	if Classify(string(href)) != Dangerous || name == "src" && htmlpolicy.RasterDataImage(string(href)) {
		_, _ = w.Write(util.EscapeHTML(util.URLEscape(href, false)))
	}
	_ = w.WriteByte('"')
}

func writeTargetRel(w util.BufWriter, n ast.Node) {
	if v, ok := n.Attribute(attrTarget); ok {
		_, _ = w.WriteString(` target="`)
		_, _ = w.Write(util.EscapeHTML(v.([]byte)))
		_ = w.WriteByte('"')
	}
	if v, ok := n.Attribute(attrRel); ok {
		_, _ = w.WriteString(` rel="`)
		_, _ = w.Write(util.EscapeHTML(v.([]byte)))
		_ = w.WriteByte('"')
	}
}

func writeTitle(w util.BufWriter, title []byte) {
	if title == nil {
		return
	}
	_, _ = w.WriteString(` title="`)
	_, _ = w.Write(util.EscapeHTML(mdtext.Decode(title)))
	_ = w.WriteByte('"')
}

func renderLink(w util.BufWriter, source []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	n := node.(*ast.Link)
	if !entering {
		_, _ = w.WriteString("</a>")
		return ast.WalkContinue, nil
	}
	_, _ = w.WriteString("<a")
	writeHref(w, "href", n.Destination)
	writeTitle(w, n.Title)
	writeTargetRel(w, n)
	_ = w.WriteByte('>')
	return ast.WalkContinue, nil
}

func renderImage(w util.BufWriter, source []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	if !entering {
		return ast.WalkContinue, nil
	}
	n := node.(*ast.Image)
	_, _ = w.WriteString("<img")
	writeHref(w, "src", n.Destination)
	_, _ = w.WriteString(` alt="`)
	_, _ = w.Write(util.EscapeHTML([]byte(mdtext.Inline(n, source))))
	_ = w.WriteByte('"')
	writeTitle(w, n.Title)
	_ = w.WriteByte('>')
	return ast.WalkSkipChildren, nil
}

func renderAutoLink(w util.BufWriter, source []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	if !entering {
		return ast.WalkContinue, nil
	}
	n := node.(*ast.AutoLink)
	href, _ := n.Attribute(attrHref)
	b, _ := href.([]byte)
	if b == nil {
		b = n.URL(source)
		if n.AutoLinkType == ast.AutoLinkEmail && Classify(string(b)) != Mailto {
			b = append([]byte("mailto:"), b...)
		}
	}
	_, _ = w.WriteString("<a")
	writeHref(w, "href", b)
	writeTargetRel(w, n)
	_ = w.WriteByte('>')
	_, _ = w.Write(util.EscapeHTML(n.Label(source)))
	_, _ = w.WriteString("</a>")
	return ast.WalkContinue, nil
}

// RasterDataImage reports whether u is a data: URL of a raster image, which an
// image may keep although data: URLs are dangerous (htmlpolicy's rule).
func RasterDataImage(u string) bool { return htmlpolicy.RasterDataImage(u) }
