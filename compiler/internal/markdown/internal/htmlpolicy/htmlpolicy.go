// Package htmlpolicy is what HTML written in docs may keep: the elements, their
// attributes, the attributes holding URLs, and the CSS properties of style. MDX
// elements (package mdx) and raw HTML in CommonMark files (package safehtml)
// follow the same policy. Everything with behaviour (script, on* handlers,
// forms, embeds) is out; form controls outside a form (button, input, label)
// render inert, as docs show them to explain a page's structure: nothing
// submits them and no script of a page handles them. URLs are checked by the
// caller (package safelink).
package htmlpolicy

import "strings"

// Tags are the HTML elements that render; others lose their tags (their
// children render) or, for DropContent, everything.
var Tags = map[string]bool{
	"a": true, "abbr": true, "audio": true, "b": true, "blockquote": true, "br": true,
	"caption": true, "center": true, "cite": true, "code": true, "col": true, "colgroup": true,
	"dd": true, "del": true, "details": true, "dfn": true, "div": true, "dl": true, "dt": true,
	"em": true, "figcaption": true, "figure": true, "h1": true, "h2": true, "h3": true,
	"h4": true, "h5": true, "h6": true, "hr": true, "i": true, "iframe": true, "img": true,
	"ins": true, "kbd": true, "li": true, "mark": true, "ol": true, "p": true, "picture": true,
	"pre": true, "q": true, "s": true, "samp": true, "small": true, "source": true, "span": true, "strike": true,
	"strong": true, "sub": true, "summary": true, "sup": true, "table": true, "tbody": true,
	"td": true, "tfoot": true, "th": true, "thead": true, "time": true, "tr": true, "tt": true, "u": true,
	"ul": true, "var": true, "video": true, "wbr": true,
	// Sectioning elements inside a doc are plain containers (no landmark
	// without a name); their ids are anchors (ionic-docs: <section id="a11y">).
	// Not aside or nav: those are landmarks wherever they are.
	"section": true, "article": true, "header": true, "footer": true,
	// Form controls, inert without a form (which is dropped): playwright.dev's
	// locator guide shows <button>Sign in</button> and a labelled checkbox
	// (72 buttons, 18 inputs, 12 labels lost their tags).
	"button": true, "input": true, "label": true,
	// Legacy text styling, as browsers still draw it (center is above): about
	// one Docusaurus site in twenty-five colours words with <font color>
	// (Unitystation's wiki: 139 files; taichi's docs: 45).
	"font": true,
}

// Keep reports whether the element name renders: one of Tags, or a custom
// element.
func Keep(name string) bool { return Tags[name] || CustomElement(name) }

// CustomElement reports whether name is an autonomous custom element's, as
// HTML defines a valid one: a lowercase ASCII letter first, a hyphen, only
// lowercase letters, digits, '.', '-' and '_' (and characters beyond ASCII),
// and none of the hyphenated names SVG and MathML reserve. Browsers show one
// as its content (capacitor's <docgen-api> around a plugin's reference), as
// Docusaurus pages keep it; it does nothing of its own unless a script
// defines it, and no script of a page does. It keeps the global attributes.
func CustomElement(name string) bool {
	if name == "" || name[0] < 'a' || name[0] > 'z' || !strings.Contains(name, "-") || reservedCustom[name] {
		return false
	}
	for _, c := range name {
		if c >= 'A' && c <= 'Z' || c < 0x80 && !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '.' || c == '_') {
			return false
		}
	}
	return true
}

var reservedCustom = map[string]bool{"annotation-xml": true, "color-profile": true, "font-face": true, "font-face-src": true,
	"font-face-uri": true, "font-face-format": true, "font-face-name": true, "missing-glyph": true}

// DropContent are elements removed with their content: code, or a nested
// document rather than text for the reader.
var DropContent = map[string]bool{
	"script": true, "style": true, "textarea": true, "title": true, "xmp": true,
	"noembed": true, "noframes": true, "noscript": true, "plaintext": true, "template": true,
	"object": true, "embed": true, "math": true, "foreignobject": true, "form": true, "link": true, "meta": true, "base": true,
}

// globalAttrs may be on any allowed element (className: JSX spelling of class).
// tabIndex: as React writes it (a converted page's anchors, tabIndex="-1"; a
// scrolling box reachable by keyboard, tabIndex="0"). markdown: what
// kramdown and Python-Markdown read on HTML copied from a README (jest's
// `<summary markdown="span">`), which browsers ignore and Docusaurus passes on.
var globalAttrs = map[string]bool{"className": true, "class": true, "id": true, "title": true, "lang": true, "dir": true, "style": true, "align": true, "role": true, "hidden": true,
	"tabIndex": true, "tabindex": true, "markdown": true}

var tagAttrs = map[string]map[string]bool{
	"a": {"href": true, "target": true, "rel": true, "name": true, "download": true}, // <a name="x">: an anchor, as browsers take it
	// img: also the presentational attributes of HTML copied from READMEs
	// (lexical's store badges: valign="middle"), harmless, as on tables
	"img":    {"src": true, "alt": true, "width": true, "height": true, "loading": true, "decoding": true, "border": true, "hspace": true, "vspace": true, "valign": true, "vAlign": true},
	"source": {"src": true, "srcSet": true, "srcset": true, "media": true, "type": true},
	// autoplay: browsers start only muted videos so, as demo loops are written
	"video": {"src": true, "controls": true, "width": true, "height": true, "poster": true, "muted": true, "loop": true,
		"playsInline": true, "playsinline": true, "autoPlay": true, "autoplay": true, "preload": true},
	"audio": {"src": true, "controls": true},
	// iframe: only from allowed hosts (markdown.iframeHosts); sandbox only takes
	// rights away, allow grants features to that trusted host (as embed codes write it).
	"iframe": {"src": true, "width": true, "height": true, "allowFullScreen": true, "allowfullscreen": true,
		"sandbox": true, "allow": true, "loading": true, "frameBorder": true, "frameborder": true,
		"referrerPolicy": true, "referrerpolicy": true},
	// Tables keep their presentational attributes (harmless; HTML tables
	// copied into docs are full of them, as apache/rocketmq-site's are).
	// scope on a td too, as tables are written (surrealdb: 3,426 cells);
	// browsers ignore it there.
	"td":       {"colSpan": true, "rowSpan": true, "colspan": true, "rowspan": true, "width": true, "height": true, "vAlign": true, "valign": true, "scope": true},
	"th":       {"colSpan": true, "rowSpan": true, "colspan": true, "rowspan": true, "scope": true, "width": true, "height": true, "vAlign": true, "valign": true},
	"tr":       {"height": true, "vAlign": true, "valign": true},
	"table":    {"width": true, "border": true, "cellPadding": true, "cellpadding": true, "cellSpacing": true, "cellspacing": true},
	"colgroup": {"span": true, "width": true},
	"ol":       {"start": true, "type": true, "reversed": true},
	"details":  {"open": true},
	"time":     {"dateTime": true, "datetime": true},
	"col":      {"span": true, "width": true},
	"q":        {"cite": true},
	"font":     {"color": true, "size": true, "face": true},
	"button":   {"type": true, "disabled": true, "name": true, "value": true},
	"input": {"type": true, "value": true, "defaultValue": true, "checked": true, "defaultChecked": true, "disabled": true,
		"readOnly": true, "readonly": true, "placeholder": true, "name": true, "size": true, "min": true, "max": true, "step": true,
		"maxLength": true, "maxlength": true},
	"label": {"for": true, "htmlFor": true},
}

// URLAttrs hold URLs: the caller checks them (safelink) and resolves those
// that point into the site.
var URLAttrs = map[string]bool{"href": true, "src": true, "poster": true}

// PhrasingOnly are the elements whose content may only be phrasing content
// (text and inline elements): a <div> inside one ends it, as the HTML parser
// reads it.
var PhrasingOnly = map[string]bool{
	"p": true, "h1": true, "h2": true, "h3": true, "h4": true, "h5": true, "h6": true, "span": true, "a": true,
	"em": true, "strong": true, "b": true, "i": true, "u": true, "s": true, "strike": true, "small": true, "code": true, "kbd": true,
	"mark": true, "sub": true, "sup": true, "label": true, "abbr": true, "cite": true, "q": true, "pre": true,
}

// Void are elements without content: <br> needs no closing tag.
var Void = map[string]bool{"br": true, "hr": true, "img": true, "source": true, "wbr": true, "col": true, "input": true}

// Attr reports whether the element tag keeps the attribute name (JSX or HTML
// spelling).
func Attr(tag, name string) bool {
	if globalAttrs[name] || strings.HasPrefix(name, "aria-") || strings.HasPrefix(name, "data-") {
		return true
	}
	if SVGTags[tag] {
		return svgAttr(tag, name)
	}
	return tagAttrs[tag][name]
}

func init() {
	for t := range SVGTags {
		Tags[t] = true
	}
}

// StyleProps are the CSS properties a style={{…}} object may set; pixel ones
// take numbers as pixels, as React does.
var StyleProps = map[string]bool{
	"color": true, "backgroundColor": true, "textAlign": true, "fontWeight": true, "fontStyle": true,
	"fontSize": true, "width": true, "maxWidth": true, "minWidth": true, "height": true, "maxHeight": true,
	"margin": true, "marginTop": true, "marginBottom": true, "marginLeft": true, "marginRight": true,
	"padding": true, "paddingTop": true, "paddingBottom": true, "paddingLeft": true, "paddingRight": true,
	"border": true, "borderRadius": true, "display": true, "verticalAlign": true, "textDecoration": true,
	"float": true, "lineHeight": true, "gap": true, "justifyContent": true, "alignItems": true, "flexDirection": true, "flexWrap": true,
	// Layout and looks inside the element's own box, as real sites set them
	// (crowdsec's `flex: "1"` columns, kro's backgrounds): nothing that
	// lifts an element out of the content (fixed and sticky positions,
	// zIndex, transform stay out), and url() is never a value (SafeCSSValue).
	"flex": true, "flexGrow": true, "flexShrink": true, "flexBasis": true, "order": true, "alignSelf": true,
	"alignContent": true, "justifyItems": true, "justifySelf": true, "rowGap": true, "columnGap": true,
	"gridTemplateColumns": true, "gridTemplateRows": true, "gridColumn": true, "gridRow": true, "gridGap": true,
	"minHeight": true, "opacity": true, "overflow": true, "overflowX": true, "overflowY": true, "visibility": true,
	"cursor": true, "boxShadow": true, "background": true, "whiteSpace": true, "wordBreak": true, "overflowWrap": true,
	"textTransform": true, "letterSpacing": true, "fontFamily": true, "borderColor": true, "borderWidth": true,
	"borderStyle": true, "borderTop": true, "borderBottom": true, "borderLeft": true, "borderRight": true,
	"objectFit": true, "aspectRatio": true, "listStyleType": true, "boxSizing": true,
	// The responsive embed (a relative box with padding-bottom: 56.25% and an
	// absolute iframe at top 0, left 0, 100% by 100%: extism's and redux
	// toolkit's videos) places an element inside its own box; the web layers
	// its navbar, sidebar and table of contents above the document, so
	// positioned content never covers them. See SafeStyle and Placed.
	"position": true, "top": true, "right": true, "bottom": true, "left": true, "inset": true,
}

// positions are the values position may take (SafeStyle): fixed and sticky
// would place content over the page's navbar and sidebars.
var positions = map[string]bool{"static": true, "relative": true, "absolute": true}

// SafeStyle reports whether a style declaration may stay: prop is its JSX
// name (textAlign), val its value.
func SafeStyle(prop, val string) bool {
	if !StyleProps[prop] || !SafeCSSValue(val) {
		return false
	}
	return prop != "position" || positions[strings.ToLower(strings.TrimSpace(val))]
}

// Placed returns the kept declarations ("top:0", CSS names) without their
// offsets when none places the element (a fixed position was dropped, so
// its `inset: 0` would only be noise).
func Placed(decls []string) []string {
	for _, d := range decls {
		if name, val, _ := strings.Cut(d, ":"); name == "position" && strings.ToLower(strings.TrimSpace(val)) != "static" {
			return decls
		}
	}
	out := decls[:0:0]
	for _, d := range decls {
		switch name, _, _ := strings.Cut(d, ":"); name {
		case "top", "right", "bottom", "left", "inset":
		default:
			out = append(out, d)
		}
	}
	return out
}

// RasterDataImage reports whether url is a data: URL of a raster image, which
// an image may keep although data: URLs are dangerous (an SVG one can hold
// script).
func RasterDataImage(url string) bool {
	l := strings.ToLower(strings.TrimSpace(url))
	return strings.HasPrefix(l, "data:image/") && !strings.HasPrefix(l, "data:image/svg")
}

// StyleList names the properties of StyleProps, for messages.
var StyleList = "colors and backgrounds, text alignment, weight and wrapping, sizes, margins, paddings, borders, shadows, opacity, overflow, display, flex and grid layout, relative and absolute positions"

// SafeCSSValue reports whether a CSS value can only style (no url(), no
// expression(), nothing that ends the declaration or the attribute).
func SafeCSSValue(v string) bool {
	l := strings.ToLower(v)
	return !strings.ContainsAny(v, ";{}<>\\\"'") && !strings.Contains(l, "url(") && !strings.Contains(l, "expression") && !strings.Contains(l, "@import")
}

// Style keeps the allowed declarations of a style attribute written in HTML
// ("text-align: center; position: fixed" -> "text-align:center").
func Style(decls string) string {
	var out []string
	for _, d := range strings.Split(decls, ";") {
		name, val, ok := strings.Cut(d, ":")
		name, val = strings.ToLower(strings.TrimSpace(name)), strings.TrimSpace(val)
		if !ok || val == "" || !SafeStyle(camel(name), val) {
			continue
		}
		out = append(out, name+":"+val)
	}
	return strings.Join(Placed(out), ";")
}

// camel is the JSX spelling of a CSS property ("text-align" -> "textAlign").
func camel(s string) string {
	var b strings.Builder
	up := false
	for _, r := range s {
		if r == '-' {
			up = true
			continue
		}
		if up && r >= 'a' && r <= 'z' {
			r -= 'a' - 'A'
		}
		up = false
		b.WriteRune(r)
	}
	return b.String()
}

// Boolean are the allowed attributes whose presence is their meaning, as
// browsers (and React) read them: their value is dropped.
var Boolean = map[string]bool{"open": true, "hidden": true, "controls": true, "muted": true, "loop": true,
	"playsinline": true, "autoplay": true, "allowfullscreen": true, "reversed": true, "disabled": true, "checked": true}
