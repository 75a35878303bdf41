package markdown

import (
	"bytes"
	"fmt"
	"testing"
)

// A caller may resolve links after rendering: Resolve returns a stand-in and
// the stand-in is replaced by EscapeHref(href, ref.Escape). That must give the
// bytes the renderer writes when Resolve returns href itself, in every context
// a link can be written in.
func TestEscapeHrefMatchesRenderer(t *testing.T) {
	r := New(Options{BaseURL: "/"})
	hrefs := []string{
		"/docs/a", "/base/docs/a/", "/docs/a b", "/docs/ü/é?x=1&y=2#frag",
		`/docs/"q'<>&amp;`, "/docs/%20x%zz%", "/docs/a\u2028b", "/docs/[x](y)", "/docs/\\back",
	}
	docs := []struct {
		name, src string
		mdx       bool
	}{
		{"markdown", "[a](./x.md) and ![i](./i.png \"t\") and [r][ref]\n\n[ref]: ../y.md#h\n", false},
		{"mdx elements", "<a href=\"./x\">a</a> and <img src=\"./i.png\" alt=\"i\" />\n\n[m](./m.md)\n", true},
		{"raw html", "<div><a href=\"./x\">a</a> <img src=\"./i.png\"></div>\n\n<a href='/abs'>b</a>\n", false},
	}
	seen := map[HrefEscape]bool{}
	for _, d := range docs {
		for _, href := range hrefs {
			direct := r.Render(Input{File: "a.md", Source: []byte(d.src), MDX: d.mdx,
				Resolve: func(LinkRef) string { return href }})
			var refs []LinkRef
			deferred := r.Render(Input{File: "a.md", Source: []byte(d.src), MDX: d.mdx,
				Resolve: func(l LinkRef) string {
					refs = append(refs, l)
					return fmt.Sprintf("ccref.%d.", len(refs)-1)
				}})
			if len(refs) == 0 {
				t.Fatalf("%s: no link was resolved", d.name)
			}
			filled := deferred.HTML
			for i, l := range refs {
				seen[l.Escape] = true
				filled = bytes.ReplaceAll(filled, []byte(fmt.Sprintf("ccref.%d.", i)), EscapeHref(href, l.Escape))
			}
			if !bytes.Equal(filled, direct.HTML) {
				t.Errorf("%s, href %q:\nfilled: %s\ndirect: %s", d.name, href, filled, direct.HTML)
			}
		}
	}
	for _, e := range []HrefEscape{EscapeURL, EscapeAttr, EscapeRawAttr} {
		if !seen[e] {
			t.Errorf("no link of context %d was rendered", e)
		}
	}
}
