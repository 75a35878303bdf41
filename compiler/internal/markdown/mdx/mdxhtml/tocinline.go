package mdxhtml

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/jsx"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/mdxast"
	"github.com/contentc/contentc/compiler/internal/markdown/safehtml"
	"github.com/yuin/goldmark/util"
)

// TOCHeading is a heading of the page as <TOCInline /> lists it.
type TOCHeading struct {
	Level          int
	ID, Text, HTML string // HTML: Text with its inline markup ("" when it has none)
}

// value is the heading's value in Docusaurus's toc export: its HTML, its
// text escaped as escape-html escapes it when it has no markup.
func (h TOCHeading) value() string {
	if h.HTML != "" {
		return h.HTML
	}
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;", "'", "&#39;").Replace(h.Text)
}

// tocInlineRE is the marker writeTOCInline writes: the levels (min:max), the
// offset of the toc prop (or of the element) and the prop's expression
// (base64).
var tocInlineRE = regexp.MustCompile(`<!--contentc:toc-inline:(\d*):(\d*):(\d+):([A-Za-z0-9+/]*)-->`)

// writeTOCInline writes the marker of a <TOCInline />: its toc prop's
// expression (`toc` when it has none, as the component's schema implies),
// evaluated by TOCInline once the page's headings are known, and its levels.
func writeTOCInline(w util.BufWriter, e *mdxast.Element) {
	expr, at := "toc", e.Offset
	for _, a := range e.Attrs {
		if a.Name == "toc" && a.Expr != "" {
			expr, at = a.Expr, a.Offset
		}
	}
	_, _ = fmt.Fprintf(w, "%s%s:%s:%d:%s-->", TOCInlineMarker, e.StringAttr("minHeadingLevel"), e.StringAttr("maxHeadingLevel"),
		max(at, 0), base64.RawStdEncoding.EncodeToString([]byte(expr)))
}

// TOCInline replaces <TOCInline /> markers with a list of the entries of
// their toc prop: its expression evaluated with `toc` the page's h2-h6
// headings as Docusaurus's toc export has them (a flat list of {value, id,
// level}), `toc.slice(toc.findIndex((l) => l.id === "x") + 1)` or
// `toc.filter((node) => node.level === 2)` as JavaScript evaluates it; then
// those from minHeadingLevel to maxHeadingLevel (default the site's, lo and
// hi; 0 is 2 and 3), an entry under a listed one of a lower level nested. An expression it cannot evaluate lists the whole toc,
// with a warning (warn, at the prop's offset).
func TOCInline(html []byte, hs []TOCHeading, lo, hi int, warn func(offset int, id diag.Code, msg string)) []byte {
	if lo == 0 {
		lo, hi = 2, 3
	}
	if !bytes.Contains(html, []byte(TOCInlineMarker)) {
		return html
	}
	var all []TOCHeading
	toc := []any{}
	for _, h := range hs {
		if h.Level >= 2 {
			all = append(all, h)
			toc = append(toc, map[string]any{"value": h.value(), "id": h.ID, "level": float64(h.Level)})
		}
	}
	num := func(s string, def int) int {
		if n, err := strconv.Atoi(s); err == nil {
			return n
		}
		return def
	}
	return tocInlineRE.ReplaceAllFunc(html, func(m []byte) []byte {
		g := tocInlineRE.FindSubmatch(m)
		lo, hi := num(string(g[1]), lo), num(string(g[2]), hi)
		at := num(string(g[3]), 0)
		src, _ := base64.RawStdEncoding.DecodeString(string(g[4]))
		list, ok := tocEntries(string(src), toc, all, func(id diag.Code, msg string) { warn(at, id, msg) })
		if !ok {
			warn(at, mdx.DiagExpression, fmt.Sprintf("the toc of <TOCInline>, %s, is not a value contentc evaluates (it runs no JavaScript: a list of {value, id, level}, such as toc, its slice(…) and its filter(…) or findIndex(…) with an arrow that compares node.level, node.id or node.value, is); the list is the page's whole table of contents",
				strconv.Quote(strings.Join(strings.Fields(string(src)), " "))))
			list, _ = tocEntries("toc", toc, all, nil)
		}
		var b bytes.Buffer
		b.WriteString(`<ul class="toc-inline">`)
		for i, h := range list {
			if h.Level < lo || h.Level > hi {
				continue
			}
			// nested under the entry before it of a lower level when that
			// one is listed, as Docusaurus's treeifyTOC and filterTOC nest
			// them (else a root: a list sliced from a section's h3s)
			cls, p := "", i-1
			for p >= 0 && list[p].Level >= h.Level {
				p--
			}
			if p >= 0 && list[p].Level >= lo {
				cls = ` class="toc-inline-sub"`
			}
			label := string(util.EscapeHTML([]byte(h.Text)))
			if h.HTML != "" {
				label = h.HTML
			}
			fmt.Fprintf(&b, `<li%s><a href="#%s">%s</a></li>`, cls, util.EscapeHTML([]byte(h.ID)), label)
		}
		b.WriteString("</ul>")
		return b.Bytes()
	})
}

// tocEntries evaluates a toc prop's expression with toc, the page's entries
// (all, as headings): the headings it lists, a page's heading as the page
// shows it and another entry with its value (HTML, as Docusaurus sets it)
// through the HTML policy (warn for what it removes); ok is false when the
// value is not a list of {value, id, level}.
func tocEntries(expr string, toc []any, all []TOCHeading, warn func(diag.Code, string)) ([]TOCHeading, bool) {
	v, ok := jsx.ParseValue(expr, map[string]any{"toc": toc})
	items, isList := v.([]any)
	if !ok || !isList {
		return nil, false
	}
	out := make([]TOCHeading, 0, len(items))
	for _, it := range items {
		m, _ := it.(map[string]any)
		id, isID := m["id"].(string)
		value, isValue := m["value"].(string)
		level, isLevel := m["level"].(float64)
		if !isID || !isValue || !isLevel || level != float64(int(level)) {
			return nil, false
		}
		i := 0
		for i < len(all) && (all[i].ID != id || all[i].value() != value || all[i].Level != int(level)) {
			i++
		}
		if i < len(all) {
			out = append(out, all[i])
			continue
		}
		out = append(out, TOCHeading{Level: int(level), ID: id, Text: value, HTML: safehtml.ContentFragment(value, warn)})
	}
	return out, true
}
