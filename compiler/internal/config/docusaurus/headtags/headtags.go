// Package headtags takes over a Docusaurus config's headTags: the <link> and
// <meta> tags a site adds to every page's head, kept when contentc's pages may
// have them (site.schema.json's headTags: icons, a manifest, preconnect hints,
// alternates; meta tags with a name or property). Scripts, stylesheets and
// preloads are left out with a warning: the pages' Content-Security-Policy
// allows only the site's own scripts and styles; so is each of the config's
// stylesheets (Stylesheets) but KaTeX's, which the site serves itself.
package headtags

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/contentc/contentc/compiler/internal/markdown/safelink"
	"github.com/contentc/contentc/compiler/internal/yamlpos"
)

// Rels are the link relations a head tag may have.
var Rels = []string{"icon", "shortcut icon", "apple-touch-icon", "apple-touch-icon-precomposed", "mask-icon", "manifest", "preconnect",
	"dns-prefetch", "alternate", "author", "license", "help", "me", "search", "sitemap", "llms-txt"}

var attrs = map[string][]string{
	"link": {"rel", "href", "sizes", "type", "color", "crossorigin", "hreflang", "title", "media"},
	"meta": {"name", "property", "content"},
}

// Take returns the tags of the headTags list at ptr that a site may have, as
// site.yaml writes them ({tagName, attributes}); each other tag or attribute
// is a warning. get and keys read the config by JSON pointer; special reports
// (and warns about) a value that is a function or a package's; warn reports.
func Take(ptr string, get func(string) any, keys func(string) []string, special func(string) bool, warn func(ptr, format string, args ...any)) []any {
	if get(ptr) == nil || special(ptr) {
		return nil
	}
	list, ok := get(ptr).([]any)
	if !ok {
		warn(ptr, "is not a list of tags; not taken over")
		return nil
	}
	var out []any
	for i := range list {
		ip := fmt.Sprintf("%s/%d", ptr, i)
		name, _ := get(ip + "/tagName").(string)
		if tag, ok := takeTag(name, ip, ip+"/attributes", get, keys, special, warn); ok {
			out = append(out, tag)
		}
	}
	return out
}

// takeTag is the tag <name> with the attributes of the object at ptr, as
// site.yaml writes it ({tagName, attributes}), when a site may have it; each
// other tag (a warning at at) or attribute (at its own) is a warning. A tag
// with an attribute the config could not read (electron's `content:
// fs.readFileSync(…)`) is left out, with special's warning at the attribute.
func takeTag(name, at, ptr string, get func(string) any, keys func(string) []string, special func(string) bool, warn func(ptr, format string, args ...any)) (map[string]any, bool) {
	allowed, ok := attrs[name]
	if !ok {
		warn(at, "%s", fmt.Sprintf("a <%s> is not taken over (contentc adds <link> and <meta> tags only: the pages' Content-Security-Policy runs no other script)", name))
		return nil, false
	}
	kept := map[string]any{}
	unread := false
	for _, k := range keys(ptr) {
		kp := ptr + "/" + yamlpos.Escape(k)
		if special(kp) {
			unread = true
			continue
		}
		v := get(kp)
		if b, isBool := v.(bool); isBool && b {
			v = "" // crossorigin: true
		}
		if s, isStr := v.(string); isStr && slices.Contains(allowed, k) {
			kept[k] = s
		} else {
			warn(kp, "%s", fmt.Sprintf("is not taken over by contentc (a <%s> keeps %s)", name, strings.Join(allowed, ", ")))
		}
	}
	rel, _ := kept["rel"].(string)
	switch href, _ := kept["href"].(string); {
	case unread:
	case safelink.IsDangerous(href):
		warn(ptr+"/href", "has a URL that can run script or read local files; the tag is left out")
	case name == "link" && (!slices.Contains(Rels, strings.ToLower(rel)) || kept["href"] == nil):
		warn(at, "%s", fmt.Sprintf("a <link rel=%q> is not taken over (a stylesheet, script or preload would be refused by the pages' Content-Security-Policy; contentc adds %s links with an href)", rel, strings.Join(Rels, ", ")))
	case name == "meta" && (kept["content"] == nil || kept["name"] == nil && kept["property"] == nil):
		warn(at, "a <meta> without a name or property and a content is not taken over")
	default:
		if rel != "" {
			kept["rel"] = strings.ToLower(rel)
		}
		return map[string]any{"tagName": name, "attributes": kept}, true
	}
	return nil, false
}

// katexCSS matches KaTeX's stylesheet on a CDN or in static/ (katex.min.css).
var katexCSS = regexp.MustCompile(`(?i)(^|/)katex(\.min)?\.css([?#].*)?$`)

// Stylesheets warns about each of the config's stylesheets at ptr (strings or
// {href}), which the pages do not load: their Content-Security-Policy allows
// only the site's own styles. KaTeX's stylesheet (most sites that list
// stylesheets list it, for remark-math) says nothing when the docs use math:
// the site serves KaTeX's own. An entry whose own rel is another than
// stylesheet (`{href: '/img/favicon.png', rel: 'icon'}`: Docusaurus's
// bootstrap plugin spreads the entry over rel: 'stylesheet') is that <link>,
// returned as a head tag as Take returns one (dbt's favicons). special reports
// (and warns about) a value that is a function or a package's.
func Stylesheets(ptr string, math bool, get func(string) any, keys func(string) []string, special func(string) bool, warn func(ptr, format string, args ...any)) []any {
	if special(ptr) {
		return nil
	}
	list, ok := get(ptr).([]any)
	if !ok {
		if get(ptr) != nil {
			warn(ptr, "is not taken over by contentc")
		}
		return nil
	}
	var links []any
	for i, v := range list {
		ip := ptr + "/" + strconv.Itoa(i)
		href, _ := v.(string)
		if m, ok := v.(map[string]any); ok {
			href, _ = m["href"].(string)
			if rel, _ := m["rel"].(string); rel != "" && !strings.EqualFold(rel, "stylesheet") {
				if tag, ok := takeTag("link", ip, ip, get, keys, special, warn); ok {
					links = append(links, tag)
				}
				continue
			}
		}
		note := ""
		if katexCSS.MatchString(href) {
			if math {
				continue
			}
			note = " (contentc serves KaTeX's stylesheet itself where the docs use remark-math)"
		}
		warn(ip, "the stylesheet %q is not loaded: the pages' Content-Security-Policy allows the site's own styles only%s", href, note)
	}
	return links
}
