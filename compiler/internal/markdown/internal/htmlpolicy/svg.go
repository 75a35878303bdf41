package htmlpolicy

import (
	"regexp"
	"strings"
)

// SVG written inline in a doc (an icon in a table, a small diagram), drawn as
// Docusaurus renders it: shapes, text, gradients, clips, masks, markers and
// patterns, and <use> of a shape of the same page. Nothing in it runs script
// or loads anything: script and style are dropped with their content as
// anywhere else, and so is foreignObject (HTML inside); animate and set
// (they can set an attribute to a URL), image and filters are not kept; on <use> href
// (or xlink:href) may only name an element of the page (#id), and url() in an
// attribute only as url(#id). The names are as the callers see them: in
// lower case (the HTML parser gives linearGradient its case back).
var SVGTags = map[string]bool{
	"svg": true, "g": true, "path": true, "circle": true, "ellipse": true, "line": true,
	"polyline": true, "polygon": true, "rect": true, "text": true, "tspan": true, "defs": true,
	"lineargradient": true, "radialgradient": true, "stop": true, "clippath": true, "mask": true,
	"symbol": true, "use": true, "marker": true, "pattern": true,
}

// SVGText are the elements that name and describe a drawing (its accessible
// name and description): kept inside an <svg> only (an HTML <title> outside
// one is the document's, which a doc does not set).
var SVGText = map[string]bool{"title": true, "desc": true}

// svgAttrNames are the attributes SVG elements keep besides the global ones,
// as SVG spells them.
var svgAttrNames = []string{
	"viewBox", "preserveAspectRatio", "xmlns", "xmlns:xlink", "version", "focusable",
	"x", "y", "x1", "y1", "x2", "y2", "cx", "cy", "r", "rx", "ry", "fx", "fy", "fr",
	"width", "height", "d", "points", "pathLength", "transform",
	"fill", "fill-opacity", "fill-rule", "stroke", "stroke-width", "stroke-linecap",
	"stroke-linejoin", "stroke-miterlimit", "stroke-dasharray", "stroke-dashoffset",
	"stroke-opacity", "opacity", "color", "clip-path", "clip-rule", "mask", "visibility",
	"display", "vector-effect", "shape-rendering", "paint-order",
	"gradientUnits", "gradientTransform", "spreadMethod", "offset", "stop-color", "stop-opacity",
	"clipPathUnits", "maskUnits", "maskContentUnits", "patternUnits", "patternContentUnits",
	"patternTransform", "markerWidth", "markerHeight", "markerUnits", "refX", "refY", "orient",
	"marker-start", "marker-mid", "marker-end",
	"font-family", "font-size", "font-weight", "font-style", "text-anchor", "dominant-baseline",
	"alignment-baseline", "letter-spacing", "word-spacing", "text-decoration", "textLength",
	"lengthAdjust", "dx", "dy", "rotate",
	"href", "xlink:href",
}

// svgNames maps an attribute name folded (lower case, without - and :) to its
// SVG spelling: JSX's strokeWidth, HTML's stroke-width and viewbox all find it.
var svgNames = func() map[string]string {
	m := make(map[string]string, len(svgAttrNames))
	for _, n := range svgAttrNames {
		m[fold(n)] = n
	}
	return m
}()

func fold(name string) string {
	return strings.NewReplacer("-", "", ":", "").Replace(strings.ToLower(name))
}

// SVGName is the SVG spelling of an SVG attribute written in JSX or HTML
// (strokeWidth, stroke-width: stroke-width; xlinkHref: xlink:href), and
// whether it is one.
func SVGName(name string) (string, bool) {
	n, ok := svgNames[fold(name)]
	return n, ok
}

// SVGAttrName is the SVG spelling of an attribute of element tag when tag is
// an SVG element and the attribute an SVG one (the name to write, and whose
// value SVGValue checks); ok is false otherwise.
func SVGAttrName(tag, name string) (svg string, ok bool) {
	if !SVGTags[tag] {
		return "", false
	}
	return SVGName(name)
}

// svgAttr reports whether an SVG element keeps an attribute (global ones
// aside): href only on <use>.
func svgAttr(tag, name string) bool {
	n, ok := SVGName(name)
	if n == "href" || n == "xlink:href" {
		return tag == "use"
	}
	return ok
}

// localRef is url(#id), a reference to an element of the page.
var localRef = regexp.MustCompile(`(?i)url\(\s*['"]?#[\w.:-]+['"]?\s*\)`)

// SVGValue reports whether an attribute of an SVG element may keep its
// value: an href names an element of the page (#id); url() refers only to
// one (fill="url(#gradient)"); no CSS escape, which could spell url( another
// way.
func SVGValue(name, value string) bool {
	if n, _ := SVGName(name); n == "href" || n == "xlink:href" {
		return strings.HasPrefix(value, "#") && !strings.ContainsAny(value, "\\\"'()<> ")
	}
	if strings.Contains(value, "\\") {
		return false
	}
	return !strings.Contains(strings.ToLower(localRef.ReplaceAllString(value, "")), "url(")
}
