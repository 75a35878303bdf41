// Package mdxhtml renders the MDX nodes of package mdx as HTML: safe HTML for
// HTML elements (the allowlist of package htmlpolicy), server HTML for the
// built-in components (Tabs, TabItem, details, the TOC and category cards),
// the children alone for unknown components, and a placeholder for a site
// component's island.
package mdxhtml

import (
	"fmt"

	"sort"
	"strconv"
	"strings"

	"github.com/contentc/contentc/compiler/internal/markdown/admonition"
	"github.com/contentc/contentc/compiler/internal/markdown/internal/htmlpolicy"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/components"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/esm"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/mdxast"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/util"
)

// The HTML policy (which elements and attributes render) is shared with raw
// HTML in CommonMark files: package htmlpolicy.
var (
	allowedTags = htmlpolicy.Keep
	dropContent = htmlpolicy.DropContent
	urlAttrs    = htmlpolicy.URLAttrs
	attrAllowed = htmlpolicy.Attr
)

// htmlName is the HTML spelling of a JSX attribute name.
func htmlName(name string) string {
	switch name {
	case "className":
		return "class"
	case "htmlFor":
		return "for"
	case "srcSet":
		return "srcset"
	case "colSpan":
		return "colspan"
	case "rowSpan":
		return "rowspan"
	case "cellPadding", "cellSpacing", "vAlign":
		return strings.ToLower(name)
	case "dateTime":
		return "datetime"
	case "allowFullScreen":
		return "allowfullscreen"
	case "playsInline", "autoPlay", "tabIndex", "readOnly", "maxLength":
		return strings.ToLower(name)
	case "defaultValue":
		return "value" // the initial value, as React renders it
	case "defaultChecked":
		return "checked"
	}
	return name
}

var unitless = map[string]bool{"fontWeight": true, "lineHeight": true, "flex": true, "flexGrow": true, "flexShrink": true,
	"order": true, "opacity": true, "gridColumn": true, "gridRow": true, "aspectRatio": true}

func cssName(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r >= 'A' && r <= 'Z' {
			b.WriteByte('-')
			b.WriteRune(r + 'a' - 'A')
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// style renders a style object (or string) with the allowed properties only.
func style(v any) string {
	m, ok := v.(map[string]any)
	if !ok {
		return ""
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var parts []string
	for _, key := range keys {
		// React writes a dashed key as it is ({"text-align": "center"}, wails'
		// showcase): the same property as its camelCase name.
		k := camelCase(key)
		if !htmlpolicy.StyleProps[k] {
			continue
		}
		var val string
		switch x := m[key].(type) {
		case string:
			val = x
		case float64:
			val = strconv.FormatFloat(x, 'f', -1, 64)
			if !unitless[k] && x != 0 {
				val += "px"
			}
		default:
			continue
		}
		if !htmlpolicy.SafeStyle(k, val) {
			continue
		}
		parts = append(parts, cssName(k)+":"+val)
	}
	return strings.Join(htmlpolicy.Placed(parts), ";")
}

// camelCase turns a CSS property name written with dashes (text-align) into
// React's name for it (textAlign); a name without dashes is returned as is.
func camelCase(name string) string {
	if !strings.Contains(name, "-") || strings.HasPrefix(name, "-") {
		return name
	}
	var b strings.Builder
	up := false
	for _, r := range name {
		switch {
		case r == '-':
			up = true
		case up:
			b.WriteString(strings.ToUpper(string(r)))
			up = false
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// New returns the extension that renders MDX nodes (with mdx.New, which parses them).
func New() goldmark.Extender { return extender{} }

type extender struct{}

func (extender) Extend(m goldmark.Markdown) {
	m.Renderer().AddOptions(renderer.WithNodeRenderers(util.Prioritized(nodeRenderer{}, 100)))
}

type nodeRenderer struct{}

func (nodeRenderer) RegisterFuncs(reg renderer.NodeRendererFuncRegisterer) {
	reg.Register(mdxast.KindBlock, renderElement)
	reg.Register(mdxast.KindInline, renderElement)
	reg.Register(mdxast.KindFlow, renderFlow)
	reg.Register(mdxast.KindExpression, renderExpression)
	reg.Register(mdxast.KindFlowExpression, renderExpression)
	reg.Register(mdxast.KindESM, renderNothing)
	reg.Register(mdxast.KindRaw, renderRaw)
	reg.Register(components.KindRawInline, renderRaw)
}

func renderNothing(w util.BufWriter, source []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	return ast.WalkSkipChildren, nil
}

func renderRaw(w util.BufWriter, source []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	if entering {
		switch n := node.(type) {
		case *mdxast.Raw:
			_, _ = w.Write(n.HTML)
		case *components.RawInline:
			_, _ = w.Write(n.HTML)
		}
	}
	return ast.WalkSkipChildren, nil
}

func renderFlow(w util.BufWriter, source []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	if !entering && !inPre(node) {
		_ = w.WriteByte('\n')
	}
	return ast.WalkContinue, nil
}

// inPre reports whether node is inside a <pre> element, where the line breaks
// that separate flow content elsewhere would show: React renders a <pre>'s JSX
// children with no white space between them (`<b>{'In: '}</b>` and
// `{'1 2\n'}` on lines of their own are "<b>In: </b>1 2\n").
func inPre(node ast.Node) bool {
	for p := node.Parent(); p != nil; p = p.Parent() {
		if e := mdxast.ElementOf(p); e != nil && !e.IsComponent() && strings.EqualFold(e.Name, "pre") {
			return true
		}
	}
	return false
}

func renderExpression(w util.BufWriter, source []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	if !entering {
		return ast.WalkContinue, nil
	}
	switch n := node.(type) {
	case *mdxast.Expression:
		_, _ = w.Write(util.EscapeHTML([]byte(n.Value)))
	case *mdxast.FlowExpr:
		if n.Value != "" {
			_, _ = w.Write(util.EscapeHTML([]byte(n.Value)))
			if !inPre(node) {
				_ = w.WriteByte('\n')
			}
		}
	}
	return ast.WalkSkipChildren, nil
}

func esc(s string) []byte { return util.EscapeHTML([]byte(s)) }

// shown is the HTML of the prop a built-in shows: its JSX's rendering
// (ShownJSX), else its text.
func shown(e *mdxast.Element, text string) []byte {
	if e.ShownJSX != nil {
		return e.ShownJSX
	}
	return esc(text)
}

func renderElement(w util.BufWriter, source []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	e := mdxast.ElementOf(node)
	block := node.Type() == ast.TypeBlock
	pre := inPre(node)
	nl := func() {
		if block && !pre {
			_ = w.WriteByte('\n')
		}
	}
	if !e.IsComponent() {
		name := strings.ToLower(e.Name)
		svgText := htmlpolicy.SVGText[name] && mdxast.InSVG(node) // a drawing's title or description
		if dropContent[name] && !svgText {
			return ast.WalkSkipChildren, nil
		}
		if !allowedTags(name) && !svgText {
			return ast.WalkContinue, nil
		}
		if name == "iframe" {
			if _, ok := e.Attr("src"); !ok {
				return ast.WalkSkipChildren, nil
			}
		}
		if entering {
			_ = w.WriteByte('<')
			_, _ = w.WriteString(name)
			writeAttrs(w, e)
			if htmlpolicy.Void[name] {
				_, _ = w.WriteString(" />")
				nl()
				return ast.WalkSkipChildren, nil
			}
			_ = w.WriteByte('>')
			if node.HasChildren() && name != "pre" {
				nl() // an empty element (`<td></td>`, `<a name="x"></a>`) stays on one line
			}
			return ast.WalkContinue, nil
		}
		if !htmlpolicy.Void[name] {
			_, _ = w.WriteString("</" + name + ">")
			nl()
		}
		return ast.WalkContinue, nil
	}
	if e.Import != nil || !mdx.Builtins[e.Name] {
		if components.HasIsland(node) {
			// A site component: an island the site renders; its children are the
			// server HTML until then.
			// An element inside a paragraph has a <span> island: a <div> would end
			// the paragraph. (An element alone on its lines is flow content.)
			// So does one in an element that holds only phrasing content, on
			// its own lines or not (`<p align="center">` then `<Image …/>`:
			// okteto's centred images).
			tag := "div"
			if _, inline := node.(*mdxast.Inline); inline {
				if _, flow := node.Parent().(*mdxast.Flow); !flow {
					tag = "span"
				}
			}
			if inPhrasingElement(node) {
				tag = "span"
			}
			if entering {
				_, _ = fmt.Fprintf(w, `<%s data-component="%s" data-island="%d">`, tag, esc(e.Name), components.IslandIndex(node))
				nl()
			} else {
				_, _ = w.WriteString("</" + tag + ">")
				nl()
			}
			return ast.WalkContinue, nil
		}
		if !(e.Import != nil && esm.ClassifyImport(e.Import.Source) == esm.ImportBuiltin) {
			return ast.WalkContinue, nil // unknown: children only
		}
	}
	switch e.Name {
	case "Tabs":
		info := components.TabInfoOf(node)
		if info == nil {
			return ast.WalkContinue, nil
		}
		if entering {
			_, _ = fmt.Fprintf(w, `<div class="tabs-container" data-tabs="%d"`, info.Group)
			if g := e.StringAttr("groupId"); g != "" {
				_, _ = fmt.Fprintf(w, ` data-group-id="%s"`, esc(g))
			}
			if q, ok := e.Attr("queryString"); ok {
				key := ""
				switch q := q.(type) {
				case string:
					key = q
				case bool:
					if q {
						key = e.StringAttr("groupId")
					}
				}
				if key != "" {
					_, _ = fmt.Fprintf(w, ` data-query-string="%s"`, esc(key))
				}
			}
			if e.BoolAttr("lazy") {
				_, _ = w.WriteString(` data-lazy=""`)
			}
			// the Tabs' className is the tab list's, as in Docusaurus
			list := "tabs"
			if c := e.StringAttr("className"); c != "" {
				list += " " + string(esc(c))
			}
			_, _ = fmt.Fprintf(w, `><div role="tablist" aria-orientation="horizontal" class="%s">`, list)
			sel := 0
			for i, it := range info.Items {
				if ti := components.TabInfoOf(it.Node); ti != nil && ti.Selected {
					sel = i
				}
			}
			for i, it := range info.Items {
				selected := i == sel
				cls := "tabs__item"
				if attrs, ok := it.Element.Attr("attributes"); ok {
					if m, ok := attrs.(map[string]any); ok {
						if c, ok := m["className"].(string); ok && c != "" {
							cls += " " + string(esc(c))
						}
					}
				}
				if selected {
					cls += " tabs__item--active"
				}
				tabindex := "-1"
				if selected {
					tabindex = "0"
				}
				_, _ = fmt.Fprintf(w, `<button type="button" role="tab" class="%s" id="tabs-%d-tab-%d" aria-controls="tabs-%d-panel-%d" aria-selected="%t" tabindex="%s" data-value="%s"`,
					cls, info.Group, i, info.Group, i, selected, tabindex, esc(it.Value))
				_, _ = fmt.Fprintf(w, `>%s</button>`, shown(it.Element, it.Label))
			}
			_, _ = w.WriteString("</div><div class=\"tab-panels\">\n")
			return ast.WalkContinue, nil
		}
		_, _ = w.WriteString("</div></div>\n")
		return ast.WalkContinue, nil
	case "TabItem":
		info := components.TabInfoOf(node)
		if info == nil {
			return ast.WalkContinue, nil
		}
		if entering {
			// its className joins the panel's class, as Docusaurus's TabItem has it
			cls := "tab-panel"
			if c := e.StringAttr("className"); c != "" {
				cls += " " + string(esc(c))
			}
			_, _ = fmt.Fprintf(w, `<div role="tabpanel" class="%s" id="tabs-%d-panel-%d" aria-labelledby="tabs-%d-tab-%d" tabindex="0" data-value="%s"`,
				cls, info.Group, info.Index, info.Group, info.Index, esc(e.StringAttr("value")))
			if !info.Selected {
				_, _ = w.WriteString(" hidden")
			}
			_, _ = w.WriteString(">\n")
			return ast.WalkContinue, nil
		}
		_, _ = w.WriteString("</div>\n")
		return ast.WalkContinue, nil
	case "Details":
		if entering {
			_, _ = w.WriteString(`<details class="details"`)
			if e.BoolAttr("open") {
				_, _ = w.WriteString(" open")
			}
			_ = w.WriteByte('>')
			if e.ShownJSX != nil {
				_, _ = w.Write(e.ShownJSX) // the element as it is, as Docusaurus's Details puts it
			} else if s := e.StringAttr("summary"); s != "" {
				_, _ = fmt.Fprintf(w, "<summary>%s</summary>", esc(s))
			}
			nl()
			return ast.WalkContinue, nil
		}
		_, _ = w.WriteString("</details>")
		nl()
		return ast.WalkContinue, nil
	case "Admonition":
		if entering {
			typ := strings.ToLower(e.StringAttr("type"))
			class, known := admonition.ClassOf(typ)
			if !known {
				// no type, or one the theme has no component for: Docusaurus's
				// Admonition draws it with its Info fallback
				class, typ = "info", "info"
			}
			title := e.StringAttr("title")
			if title == "" {
				title = strings.ToUpper(typ[:1]) + typ[1:]
			}
			_, _ = fmt.Fprintf(w, `<div class="admonition admonition-%s" role="note"><div class="admonition-heading">%s</div><div class="admonition-content">`+"\n", class, shown(e, title))
			return ast.WalkContinue, nil
		}
		_, _ = w.WriteString("</div></div>\n")
		return ast.WalkContinue, nil
	case "Heading":
		as := strings.ToLower(e.StringAttr("as"))
		if len(as) != 2 || as[0] != 'h' || as[1] < '1' || as[1] > '6' {
			as = "h2"
		}
		id := e.StringAttr("id")
		if entering {
			_, _ = fmt.Fprintf(w, "<%s", as)
			if id != "" {
				_, _ = fmt.Fprintf(w, ` id="%s"`, esc(id))
			}
			_ = w.WriteByte('>')
			return ast.WalkContinue, nil
		}
		if id != "" {
			_, _ = fmt.Fprintf(w, `<a class="hash-link" href="#%s" aria-label="Direct link to heading">#</a>`, esc(id))
		}
		_, _ = fmt.Fprintf(w, "</%s>\n", as)
		return ast.WalkContinue, nil
	case "TOCInline":
		if entering {
			writeTOCInline(w, e)
			nl()
		}
		return ast.WalkSkipChildren, nil
	case "DocCard":
		// One card (@theme/DocCard with a literal item), drawn as a
		// category's; nothing without one.
		if entering && len(e.Cards) > 0 {
			writeCards(w, e.Cards)
			nl()
		}
		return ast.WalkSkipChildren, nil
	case "DocCardList":
		// The cards need the sidebar, which is resolved after all pages are
		// rendered: a marker the compiler replaces with the cards of the
		// category whose index this doc is.
		if node.HasChildren() {
			// Cards written as children (a site's own DocCardList, swizzled to
			// take them): they render as they are.
			return ast.WalkContinue, nil
		}
		if entering && e.Cards != nil {
			// Cards listed by hand (items={[…]}): drawn as the category's are.
			_, _ = w.WriteString(`<section class="doc-card-list">`)
			writeCards(w, e.Cards)
			_, _ = w.WriteString(`</section>`)
			nl()
		} else if entering {
			_, _ = w.WriteString(DocCardListMarker)
			nl()
		}
		return ast.WalkSkipChildren, nil
	}
	return ast.WalkContinue, nil
}

// writeCards draws cards as a category's are drawn.
func writeCards(w util.BufWriter, cards []mdxast.Card) {
	for _, c := range cards {
		target := ""
		if c.External {
			target = ` target="_blank" rel="noopener noreferrer"`
		}
		_, _ = fmt.Fprintf(w, `<article class="doc-card doc-card--%s"><a href="%s"%s><h2 class="doc-card__title">%s</h2>`, c.Kind, esc(c.Href), target, esc(c.Label))
		if c.Description != "" {
			_, _ = fmt.Fprintf(w, `<p class="doc-card__description">%s</p>`, esc(c.Description))
		}
		_, _ = w.WriteString(`</a></article>`)
	}
}

// DocCardListMarker stands for a <DocCardList /> in rendered HTML until the
// sidebar is known.
const DocCardListMarker = "<!--contentc:doc-card-list-->"

// TOCInlineMarker starts the marker the markdown package replaces once the
// page's headings are known (then min:max:offset:expression-->, TOCInline).
const TOCInlineMarker = "<!--contentc:toc-inline:"

func writeAttrs(w util.BufWriter, e *mdxast.Element) {
	for _, a := range e.Attrs {
		if a.Name == "" || a.Name == "..." {
			continue
		}
		name := htmlName(a.Name)
		if n, ok := htmlpolicy.SVGAttrName(strings.ToLower(e.Name), a.Name); ok {
			name = n // strokeWidth: stroke-width, as React writes it
		}
		if name == "style" {
			if s := style(a.Value); s != "" {
				_, _ = fmt.Fprintf(w, ` style="%s"`, esc(s))
			}
			continue
		}
		switch v := a.Value.(type) {
		case bool:
			if v {
				_, _ = fmt.Fprintf(w, " %s", esc(name))
			}
		case string:
			if htmlpolicy.Boolean[name] {
				// React writes a boolean attribute bare for any string but ""
				// (open="open", open="jAvAsCript:0"), and leaves it out for ""
				if v != "" {
					_, _ = fmt.Fprintf(w, " %s", esc(name))
				}
				continue
			}
			_, _ = fmt.Fprintf(w, ` %s="%s"`, esc(name), esc(v))
		case float64:
			_, _ = fmt.Fprintf(w, ` %s="%s"`, esc(name), strconv.FormatFloat(v, 'f', -1, 64))
		}
	}
}

// inPhrasingElement reports whether the nearest HTML element around n holds
// only phrasing content (htmlpolicy.PhrasingOnly).
func inPhrasingElement(n ast.Node) bool {
	for p := n.Parent(); p != nil; p = p.Parent() {
		if e := mdxast.ElementOf(p); e != nil && !e.IsComponent() {
			return htmlpolicy.PhrasingOnly[e.Name]
		}
	}
	return false
}
