package safehtml

import (
	"bytes"

	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/markdown/safelink"
)

// Fragment sanitises a standalone piece of HTML (a sidebar's, navbar's or
// footer's html item, the footer's copyright) as raw HTML in CommonMark docs is
// sanitised: the elements, attributes and style properties of package
// htmlpolicy (inline formatting, layout, links, images, class) stay; script,
// style, forms and embeds go with their content, on* attributes go, and a URL
// that can run script (javascript:, data: other than a raster image) is
// removed. Then it is balanced (Balance), so the fragment cannot close or
// swallow the markup around it. URLs and links are kept as written, as
// Docusaurus sets such HTML (dangerouslySetInnerHTML): a link to another site
// opens in the same tab unless its target says otherwise. warn, if not nil, is
// called for each removal with its diagnostic id (unsafe-html or unsafe-url)
// and message.
func Fragment(raw string, warn func(id diag.Code, msg string)) string {
	return fragment(raw, warn, false)
}

// ContentFragment is Fragment for HTML that is part of a page's content (an
// OpenAPI description): a link to another site opens in a new tab, as links in
// docs do.
func ContentFragment(raw string, warn func(id diag.Code, msg string)) string {
	return fragment(raw, warn, true)
}

// InnerHTML is ContentFragment for an element's dangerouslySetInnerHTML in a
// doc, with the text it shows (for the search index).
func InnerHTML(raw string, warn func(id diag.Code, msg string)) (html, text string) {
	return fragmentText(raw, warn, true)
}

func fragment(raw string, warn func(id diag.Code, msg string), newTab bool) string {
	html, _ := fragmentText(raw, warn, newTab)
	return html
}

func fragmentText(raw string, warn func(id diag.Code, msg string), newTab bool) (string, string) {
	if warn == nil {
		warn = func(diag.Code, string) {}
	}
	f := Filter{Report: func(_ int, msg string) { warn(DiagUnsafe, msg) }}
	f.URL = func(tag, value string, _ int) (string, bool, bool) {
		class, keep := checkURL(tag, value, warn)
		return value, keep, newTab && class == safelink.External
	}
	out, text := f.Run(cutOpenTag([]byte(raw)))
	return string(Balance(out)), string(text)
}

// cutOpenTag drops a tag the HTML ends in the middle of (`page.</strong` with
// no `>`: openyurt's copyright), as a browser's parser drops a tag cut off by
// the end of the input; a `<` that starts no tag stays text.
func cutOpenTag(b []byte) []byte {
	i := bytes.LastIndexByte(b, '<')
	if i < 0 || bytes.IndexByte(b[i:], '>') >= 0 {
		return b
	}
	rest := bytes.TrimPrefix(b[i+1:], []byte("/"))
	if len(rest) == 0 || !(rest[0] >= 'a' && rest[0] <= 'z' || rest[0] >= 'A' && rest[0] <= 'Z') {
		return b
	}
	return b[:i]
}
