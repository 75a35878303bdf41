package safehtml

import (
	"strings"
	"testing"

	"github.com/contentc/contentc/compiler/internal/diag"
)

func TestFragment(t *testing.T) {
	for _, tc := range []struct{ in, want, warns string }{
		{"<b>ok</b>", "<b>ok</b>", ""},
		{"text & more", "text &amp; more", ""},
		{"<b><i>x</b> y", "<b><i>x</i></b><i> y</i>", ""}, // as a browser parses it
		{"</span>a<em>b", "a<em>b</em>", ""},
		{"a<br>b<hr/>c", "a<br/>b<hr/>c", ""},
		{`<span class="divider" title="a>b" onmouseover="x()">t</span>`, `<span class="divider" title="a&gt;b">t</span>`, "unsafe-html"},
		{"<script>alert(1)</script>after", "after", "unsafe-html"},
		{"<script>never closed", "", "unsafe-html"},
		{`<a href="javascript:alert(1)">link</a>`, "<a>link</a>", "unsafe-url"},
		{`<a href="/docs/x">in</a>`, `<a href="/docs/x">in</a>`, ""},
		{`<a href="https://example.com">out</a>`, `<a href="https://example.com">out</a>`, ""}, // as written, as Docusaurus sets it
		{`<a href="https://example.com" target="_blank">out</a>`, `<a href="https://example.com" target="_blank">out</a>`, ""},
		{`<img src="javascript:x" onerror="alert(1)">`, `<img alt=""/>`, "unsafe-url unsafe-html"},
		{`<img src="/img/logo.svg" alt="Logo">`, `<img src="/img/logo.svg" alt="Logo"/>`, ""},
		{`<div style="color: red; position: fixed">x`, `<div style="color:red">x</div>`, "unsafe-html"},
		// the responsive embed: absolute inside a relative box stays; sticky and fixed do not
		{`<div style="position: relative; padding-bottom: 56.25%; height: 0"><span style="position: absolute; top: 0; left: 0; width: 100%">v`,
			`<div style="position:relative;padding-bottom:56.25%;height:0"><span style="position:absolute;top:0;left:0;width:100%">v</span></div>`, ""},
		{`<div style="position: sticky; top: 0; color: red">x`, `<div style="color:red">x</div>`, "unsafe-html"},
		{"<details open><summary>S</summary>body", `<details open=""><summary>S</summary>body</details>`, ""},
		{`<iframe src="https://evil.example"></iframe>x`, "x", "unsafe-html"},
		{"</div></li></ul>escape", "escape", ""},
	} {
		var ids []string
		got := Fragment(tc.in, func(id diag.Code, _ string) { ids = append(ids, string(id)) })
		if got != tc.want {
			t.Errorf("Fragment(%q) = %q, want %q", tc.in, got, tc.want)
		}
		seen := map[string]bool{}
		var uniq []string
		for _, id := range ids {
			if !seen[id] {
				seen[id] = true
				uniq = append(uniq, id)
			}
		}
		if strings.Join(uniq, " ") != tc.warns {
			t.Errorf("Fragment(%q) warned %v, want %q", tc.in, ids, tc.warns)
		}
	}
}

// ContentFragment is HTML of a page's content: a link to another site opens
// in a new tab, as links in docs do.
func TestContentFragment(t *testing.T) {
	if got, want := ContentFragment(`<a href="https://example.com">out</a> <a href="/in">in</a>`, nil), `<a href="https://example.com" rel="noopener noreferrer" target="_blank">out</a> <a href="/in">in</a>`; got != want {
		t.Errorf("ContentFragment = %q, want %q", got, want)
	}
}

// A tag the HTML ends in the middle of is dropped, as a browser's parser
// drops it (openyurt's copyright ends in `</strong` and a newline); a `<` that
// starts no tag is text.
func TestFragmentCutTag(t *testing.T) {
	for in, want := range map[string]string{
		"<strong>Built with care.</strong\n": "<strong>Built with care.</strong>",
		"a <b>b</b> <i":                      "a <b>b</b> ",
		"1 < 2 <":                            "1 &lt; 2 &lt;",
	} {
		if got := Fragment(in, nil); got != want {
			t.Errorf("Fragment(%q) = %q, want %q", in, got, want)
		}
	}
}
