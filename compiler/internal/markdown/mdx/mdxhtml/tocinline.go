package mdxhtml

import (
	"bytes"
	"fmt"
	"regexp"
	"strconv"

	"github.com/yuin/goldmark/util"
)

// TOCHeading is a heading of the page as <TOCInline /> lists it.
type TOCHeading struct {
	Level          int
	ID, Text, HTML string // HTML: Text with its inline markup ("" when it has none)
}

var tocInlineRE = regexp.MustCompile(`<!--contentc:toc-inline:(-?\d*):(-?\d*):(\d*):(\d*)-->`)

// TOCInline replaces <TOCInline /> markers with a list of the page's headings:
// toc.slice(from, to) of its h2-h6 headings (as Docusaurus's toc export), then
// those from minHeadingLevel to maxHeadingLevel (default the site's, lo and
// hi; 0 is 2 and 3).
func TOCInline(html []byte, hs []TOCHeading, lo, hi int) []byte {
	if lo == 0 {
		lo, hi = 2, 3
	}
	if !bytes.Contains(html, []byte(TOCInlineMarker)) {
		return html
	}
	var all []TOCHeading
	for _, h := range hs {
		if h.Level >= 2 {
			all = append(all, h)
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
		from, to := num(string(g[1]), 0), num(string(g[2]), len(all))
		if from < 0 {
			from += len(all)
		}
		if to < 0 {
			to += len(all)
		}
		from, to = max(0, min(from, len(all))), max(0, min(to, len(all)))
		lo, hi := num(string(g[3]), lo), num(string(g[4]), hi)
		var b bytes.Buffer
		b.WriteString(`<ul class="toc-inline">`)
		if from < to {
			for _, h := range all[from:to] {
				if h.Level < lo || h.Level > hi {
					continue
				}
				cls := ""
				if h.Level > lo {
					cls = ` class="toc-inline-sub"`
				}
				label := string(util.EscapeHTML([]byte(h.Text)))
				if h.HTML != "" {
					label = h.HTML
				}
				fmt.Fprintf(&b, `<li%s><a href="#%s">%s</a></li>`, cls, util.EscapeHTML([]byte(h.ID)), label)
			}
		}
		b.WriteString("</ul>")
		return b.Bytes()
	})
}
