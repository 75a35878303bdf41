// Package customcss reads what contentc takes over from a Docusaurus site's
// customCss stylesheets (Take, for package docusaurus): the brand colour, Infima's --ifm-color-primary, as the
// stylesheet sets it for the light mode (on :root, html or [data-theme=light])
// and for the dark mode ([data-theme=dark]); and the custom elements it hides
// (`x-search { visibility: hidden; }`), whose content contentc leaves out.
// Nothing else of the stylesheet is read: contentc's pages have their own CSS.
package customcss

import (
	"fmt"
	"path"
	"regexp"
	"strconv"
	"strings"

	"github.com/contentc/contentc/compiler/internal/source"
)

// Primary is the primary colour of each colour mode as #rrggbb ("" = not set),
// and whether the stylesheet holds anything else (which is not taken over).
type Primary struct {
	Light, Dark string
	Other       bool
	// Hidden are the custom elements (names with a hyphen) a top-level rule
	// hides (display: none or visibility: hidden).
	Hidden []string
}

var (
	comments = regexp.MustCompile(`(?s)/\*.*?\*/`)
	lightSel = regexp.MustCompile(`^(?::root|html|(?:html)?\[data-theme=["']?light["']?\]|:root\[data-theme=["']?light["']?\])$`)
	darkSel  = regexp.MustCompile(`^(?:html|:root)?\[data-theme=["']?dark["']?\]$`)
	primary  = regexp.MustCompile(`(?:^|;)\s*--ifm-color-primary\s*:\s*([^;!]+?)\s*(?:!important\s*)?(?:;|$)`)
	customEl = regexp.MustCompile(`^[a-z][a-z0-9]*-[a-z0-9-]*$`)
	hides    = regexp.MustCompile(`(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\s*(?:!important\s*)?(?:;|$)`)
	rgb      = regexp.MustCompile(`^rgb\(\s*(\d{1,3})\s*[, ]\s*(\d{1,3})\s*[, ]\s*(\d{1,3})\s*\)$`)
)

// Read finds the primary colours of a stylesheet: the last declaration of
// --ifm-color-primary in a top-level rule of each mode's selectors (a rule
// inside @media or other at-rules, or for other selectors, is not read).
func Read(css string) Primary {
	var p Primary
	css = comments.ReplaceAllString(css, "")
	depth, start := 0, 0
	var selector string
	for i := 0; i < len(css); i++ {
		switch css[i] {
		case ';':
			if depth == 0 {
				start = i + 1 // a statement at-rule (@import url(…);) ends here
				p.Other = true
			}
		case '{':
			if depth == 0 {
				selector = strings.TrimSpace(css[start:i])
				start = i + 1
			}
			depth++
		case '}':
			if depth--; depth < 0 {
				depth = 0
			}
			if depth == 0 {
				body := css[start:i]
				start = i + 1
				if strings.HasPrefix(selector, "@") {
					p.Other = true
					continue
				}
				for _, sel := range strings.Split(selector, ",") {
					sel = strings.ReplaceAll(strings.TrimSpace(sel), " ", "")
					light, dark := lightSel.MatchString(sel), darkSel.MatchString(sel)
					p.Other = p.Other || !light && !dark
					if customEl.MatchString(sel) && hides.MatchString(body) {
						p.Hidden = append(p.Hidden, sel)
					}
					for _, m := range primary.FindAllStringSubmatch(body, -1) {
						if c, ok := Hex(m[1]); ok && light {
							p.Light = c
						} else if ok && dark {
							p.Dark = c
						}
					}
				}
				for _, decl := range strings.Split(body, ";") {
					m := primary.FindStringSubmatch(decl)
					p.Other = p.Other || strings.TrimSpace(decl) != "" && (m == nil || !isHex(m[1]))
				}
			}
		}
	}
	return p
}

func isHex(v string) bool { _, ok := Hex(v); return ok }

// Hex normalises a CSS colour to #rrggbb: #rgb, #rrggbb and rgb(r, g, b);
// false for any other form (a named colour, alpha, a variable).
func Hex(v string) (string, bool) {
	v = strings.ToLower(strings.TrimSpace(v))
	if m := rgb.FindStringSubmatch(v); m != nil {
		var b [3]int
		for i := range b {
			n, _ := strconv.Atoi(m[i+1])
			if n > 255 {
				return "", false
			}
			b[i] = n
		}
		return fmt.Sprintf("#%02x%02x%02x", b[0], b[1], b[2]), true
	}
	if !strings.HasPrefix(v, "#") || strings.Trim(v[1:], "0123456789abcdef") != "" {
		return "", false
	}
	switch len(v) {
	case 4:
		return "#" + strings.Repeat(v[1:2], 2) + strings.Repeat(v[2:3], 2) + strings.Repeat(v[3:4], 2), true
	case 7:
		return v, true
	}
	return "", false
}

// Found is a primary colour taken from a stylesheet: its mode ("light" or
// "dark"), the colour, and the config pointer of the stylesheet's path.
type Found struct{ Mode, Color, Ptr string }

// Hidden is a custom element a stylesheet hides, and the pointer of the
// stylesheet in the config.
type Hidden struct{ Name, Ptr string }

// Take reads the customCss option at ptr of a Docusaurus config (a path or a
// list of them, from the site folder root): the primary colours of its
// stylesheets, later ones winning. A path that is not a stylesheet of the
// site, and a stylesheet that holds more than the colours, is a warning. get
// and special read the config by JSON pointer; warn reports.
func Take(root, ptr string, get func(string) any, special func(string) bool, warn func(ptr, format string, args ...any)) ([]Found, []Hidden) {
	ptrs := []string{ptr}
	if list, ok := get(ptr).([]any); ok {
		ptrs = ptrs[:0]
		for i := range list {
			ptrs = append(ptrs, ptr+"/"+strconv.Itoa(i))
		}
	}
	var found []Found
	var hidden []Hidden
	for _, fp := range ptrs {
		if special(fp) {
			continue // a function or a stand-in: special warns
		}
		f, _ := get(fp).(string)
		data, err := source.ReadFile(root, path.Clean(strings.TrimPrefix(strings.TrimPrefix(f, "@site/"), "/")))
		if f == "" || err != nil {
			warn(fp, "is not a stylesheet in the site's folder; not taken over")
			continue
		}
		read := Read(string(data))
		if read.Light != "" {
			found = append(found, Found{"light", read.Light, fp})
		}
		if read.Dark != "" {
			found = append(found, Found{"dark", read.Dark, fp})
		}
		for _, h := range read.Hidden {
			hidden = append(hidden, Hidden{h, fp})
		}
		if read.Other {
			warn(fp, "is not applied (contentc's pages have their own CSS); its --ifm-color-primary, if any, is taken over as colors.primary, and the custom elements it hides as markdown.hiddenElements")
		}
	}
	return found, hidden
}
