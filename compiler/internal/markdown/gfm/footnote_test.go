package gfm

import (
	"strings"
	"testing"

	"github.com/yuin/goldmark"

	"github.com/contentc/contentc/compiler/internal/markdown/internal/mdtest"
)

// Footnotes are written as remark-gfm writes them in Docusaurus 3 (checked
// against @mdx-js/mdx 3 with remark-gfm): ids from the label (lower case,
// URL-safe), numbers in the order of first reference, a second reference
// told apart with -2 and its own back link, the notes under a screen-reader
// heading; a label's text is escaped.
func TestFootnotes(t *testing.T) {
	md := goldmark.New(goldmark.WithExtensions(Footnotes{}))
	got, _ := mdtest.Convert(t, md, "A[^1], B[^Big Note] and A again[^1].\n\n[^1]: One.\n[^Big Note]: Two **bold**.\n")
	want := `<p>A<sup><a href="#user-content-fn-1" id="user-content-fnref-1" data-footnote-ref="true" aria-describedby="footnote-label">1</a></sup>, B<sup><a href="#user-content-fn-big%20note" id="user-content-fnref-big%20note" data-footnote-ref="true" aria-describedby="footnote-label">2</a></sup> and A again<sup><a href="#user-content-fn-1" id="user-content-fnref-1-2" data-footnote-ref="true" aria-describedby="footnote-label">1</a></sup>.</p>
<section data-footnotes="true" class="footnotes"><h2 class="sr-only" id="footnote-label">Footnotes</h2>
<ol>
<li id="user-content-fn-1">
<p>One. <a href="#user-content-fnref-1" data-footnote-backref="" aria-label="Back to reference 1" class="data-footnote-backref">↩</a> <a href="#user-content-fnref-1-2" data-footnote-backref="" aria-label="Back to reference 1-2" class="data-footnote-backref">↩<sup>2</sup></a></p>
</li>
<li id="user-content-fn-big%20note">
<p>Two <strong>bold</strong>. <a href="#user-content-fnref-big%20note" data-footnote-backref="" aria-label="Back to reference 2" class="data-footnote-backref">↩</a></p>
</li>
</ol>
</section>
`
	if got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
	got, _ = mdtest.Convert(t, md, "X[^\"><b>é]\n\n[^\"><b>é]: Note.\n")
	if strings.Contains(got, `"><b>`) || !strings.Contains(got, `id="user-content-fn-%22%3E%3Cb%3E%C3%A9"`) {
		t.Errorf("a label is not made safe:\n%s", got)
	}
	if got, _ := mdtest.Convert(t, md, "No notes.\n"); got != "<p>No notes.</p>\n" {
		t.Errorf("without notes: %s", got)
	}
}
