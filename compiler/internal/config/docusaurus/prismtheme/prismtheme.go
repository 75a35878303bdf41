// Package prismtheme reads a Docusaurus config's themeConfig.prism.theme or
// darkTheme as site.yaml's codeThemes takes it: the code theme it names (one of
// prism-react-renderer's themes, or the one a site's own theme is built on),
// and the site's own colours over it (codeThemes.custom), in the package's
// {plain, styles} form: redux's monokai, jest's github with its own greens and
// reds.
package prismtheme

import (
	"cmp"
	"fmt"
	"regexp"
	"strconv"

	"github.com/alecthomas/chroma/v2"
	"github.com/contentc/contentc/compiler/internal/config/docusaurus/customcss"
	"github.com/contentc/contentc/compiler/internal/highlight/codetheme"
	"github.com/contentc/contentc/compiler/internal/jseval/nodemod"
)

// Warning is about the part of the theme at Path (a JSON pointer below the
// theme's, "" for the theme itself).
type Warning struct{ Path, Message string }

// Mark is the key naming the prism-react-renderer theme an object comes from.
const Mark = nodemod.PrismMark

// Read is what the theme value v gives: name, the code theme it is or is built
// on ("" when none: the default stays), and own, the site's own colours over
// it as site.yaml writes them (nil when none), with a warning for each part
// contentc cannot take over.
func Read(v any) (name string, own map[string]any, warns []Warning) {
	theme, ok := v.(map[string]any)
	if !ok {
		return "", nil, []Warning{{"", "is not a prism theme ({plain, styles}); the default code theme is used"}}
	}
	plain, _ := theme["plain"].(map[string]any)
	base, _ := theme[Mark].(string)
	if base == "" {
		base, _ = plain[Mark].(string) // jest: plain: Object.assign(themes.github.plain, {…})
	}
	styles, _ := theme["styles"].([]any)
	var entries []any
	for i, s := range styles {
		at := "/styles/" + strconv.Itoa(i)
		e, _ := s.(map[string]any)
		if m, _ := e[Mark].(string); m != "" {
			base = cmp.Or(base, m) // an entry of the package's theme: [...themes.github.styles, …]
			continue
		}
		types := strs(e["types"])
		style := entryStyle(e["style"], at+"/style", &warns)
		switch {
		case len(types) == 0 || len(style) == 0:
			continue
		case e["languages"] != nil:
			warns = append(warns, Warning{at, "styles some languages only, which contentc's code themes cannot do; left out"})
			continue
		}
		entries = append(entries, map[string]any{"types": types, "style": style})
	}
	if base != "" {
		if name, ok = nodemod.PrismThemes[base]; !ok {
			warns = append(warns, Warning{"", fmt.Sprintf("prism theme %q has no counterpart among contentc's code themes; the default is used", base)})
		}
	}
	p := entryStyle(plain, "/plain", &warns)
	if bg, ok := p["backgroundColor"].(string); ok && base == "" {
		// a theme of the site's own alone: on the default theme of its kind,
		// light or dark (redux's monokai, dark in both modes, on dracula)
		name = "github"
		if codetheme.Dark(chroma.ParseColour(bg)) {
			name = "dracula"
		}
	}
	if len(entries) == 0 && len(p) == 0 {
		if base == "" {
			warns = append(warns, Warning{"", "is not one of prism-react-renderer's themes and sets no colours contentc can take; the default code theme is used"})
		}
		return name, nil, warns
	}
	if entries == nil {
		entries = []any{}
	}
	return name, map[string]any{"plain": p, "styles": entries}, warns
}

var fontWeight = regexp.MustCompile(`^(normal|bold|bolder|lighter|[1-9]00)$`)

// entryStyle is what site.yaml takes of a style object: its colours as
// #rrggbb (a colour in another form is a warning), fontStyle, fontWeight and
// textDecorationLine; the rest of its CSS (opacity, a border) is left out.
func entryStyle(v any, at string, warns *[]Warning) map[string]any {
	s, _ := v.(map[string]any)
	out := map[string]any{}
	// (background, the shorthand, as one colour: jest's inserted lines)
	for _, k := range []string{"color", "background", "backgroundColor"} {
		c, ok := s[k].(string)
		if !ok {
			continue
		}
		key := "backgroundColor"
		if k == "color" {
			key = k
		}
		if hex, ok := customcss.Hex(c); ok {
			out[key] = hex
		} else {
			*warns = append(*warns, Warning{at + "/" + k, fmt.Sprintf("%q is not a colour contentc can take here (#rgb, #rrggbb or rgb(r, g, b)); left out", c)})
		}
	}
	if f, _ := s["fontStyle"].(string); f == "normal" || f == "italic" || f == "oblique" {
		out["fontStyle"] = f
	}
	w := fmt.Sprint(s["fontWeight"])
	if fontWeight.MatchString(w) {
		out["fontWeight"] = w
	}
	if d, _ := s["textDecorationLine"].(string); d == "none" || d == "underline" || d == "line-through" {
		out["textDecorationLine"] = d
	}
	return out
}

func strs(v any) []any {
	var out []any
	switch x := v.(type) {
	case []any:
		for _, s := range x {
			if s, ok := s.(string); ok && s != "" {
				out = append(out, s)
			}
		}
	case string: // types: 'comment', as some themes write one
		if x != "" {
			out = append(out, x)
		}
	}
	return out
}
