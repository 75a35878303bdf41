package safehtml

import (
	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/markdown/safelink"
)

// Fragment sanitises a standalone piece of HTML (a sidebar's html item) as raw
// HTML in CommonMark docs is sanitised: the elements, attributes and style
// properties of package htmlpolicy (inline formatting, layout, links, images,
// class) stay; script, style, forms and embeds go with their content, on*
// attributes go, and a URL that can run script (javascript:, data: other than a
// raster image) is removed. Then it is balanced (Balance), so the fragment
// cannot close or swallow the markup around it. URLs are kept as written, as
// Docusaurus writes an html item's value; a link to another site opens in a new
// tab, as links in docs do. warn, if not nil, is called for each removal with
// its diagnostic id (unsafe-html or unsafe-url) and message.
func Fragment(raw string, warn func(id diag.Code, msg string)) string {
	if warn == nil {
		warn = func(diag.Code, string) {}
	}
	f := Filter{Report: func(_ int, msg string) { warn(DiagUnsafe, msg) }}
	f.URL = func(tag, value string, _ int) (string, bool, bool) {
		class, keep := checkURL(tag, value, warn)
		return value, keep, class == safelink.External
	}
	out, _ := f.Run([]byte(raw))
	return string(Balance(out))
}
