// Package codetheme is the CSS of the code themes a site may pick: chroma's
// styles by their names (a curated list), each colour made readable on the
// block and on a marked line, and a site's own colours in prism-react-renderer's
// form over one (prism.go). The highlighter (package highlight) writes the
// classes these rules colour.
package codetheme

import (
	"fmt"
	"math"
	"sort"
	"strings"

	"github.com/alecthomas/chroma/v2"
	"github.com/alecthomas/chroma/v2/styles"
)

// curated is the set of themes a site may pick from: well-known light and dark
// styles, few enough that the compiler can write the CSS of all of them. Names are
// chroma registry keys; Themes drops any a future chroma no longer ships rather than
// letting styles.Get silently substitute its fallback style.
var curated = []string{
	// light
	"catppuccin-latte", "github", "gruvbox-light", "monokailight", "rose-pine-dawn",
	"solarized-light", "tokyonight-day", "vs", "xcode",
	// dark
	"catppuccin-mocha", "dracula", "github-dark", "gruvbox", "monokai", "nord",
	"onedark", "rose-pine", "solarized-dark", "tokyonight-night", "xcode-dark",
}

// Themes returns the sorted names of the supported themes.
func Themes() []string {
	out := make([]string, 0, len(curated))
	for _, name := range curated {
		if _, ok := styles.Registry[name]; ok {
			out = append(out, name)
		}
	}
	sort.Strings(out)
	return out
}

// lookupTheme finds a supported theme. It deliberately does not use styles.Get,
// which returns a fallback style for unknown names.
func lookupTheme(name string) (*chroma.Style, bool) {
	for _, n := range curated {
		if n == name {
			s, ok := styles.Registry[name]
			return s, ok
		}
	}
	return nil, false
}

// metaTypes are chroma's pseudo token types for the wrapper, lines and line
// numbers. ThemeCSS writes its own rules for the few the HTML uses and skips the
// rest (they belong to chroma's table layout, which is not used here).
var metaTypes = map[chroma.TokenType]bool{
	chroma.Background: true, chroma.PreWrapper: true, chroma.Line: true,
	chroma.LineNumbers: true, chroma.LineNumbersTable: true, chroma.LineHighlight: true,
	chroma.LineTable: true, chroma.LineTableTD: true, chroma.LineLink: true, chroma.CodeLine: true,
}

// tokenTypes is every standard token type with a class, sorted, so CSS rules come
// out in the same order every time.
var tokenTypes = func() []chroma.TokenType {
	var out []chroma.TokenType
	for t, cls := range chroma.StandardTypes {
		if cls != "" && !metaTypes[t] {
			out = append(out, t)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}()

// ThemeCSS returns the CSS of a theme with every selector under scope, e.g. scope
// `[data-theme="dark"]` gives `[data-theme="dark"] .chroma .k { … }`; an empty scope
// gives plain `.chroma …` rules. Scope may be a selector list ("a, b"). Only colours
// and font styles come from the theme; layout is the web's business.
func ThemeCSS(name, scope string) (string, error) {
	return CustomThemeCSS(name, nil, scope)
}

// styleCSS is ThemeCSS of a style, under a comment naming it.
func styleCSS(name string, style *chroma.Style, scope string) string {
	prefixes := []string{""}
	if s := strings.TrimSpace(scope); s != "" {
		prefixes = prefixes[:0]
		for _, p := range strings.Split(s, ",") {
			if p = strings.TrimSpace(p); p != "" {
				prefixes = append(prefixes, p+" ")
			}
		}
	}
	var b strings.Builder
	rule := func(sel, decls string) {
		if decls == "" {
			return
		}
		for i, p := range prefixes {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(p)
			b.WriteString(sel)
		}
		b.WriteString(" { ")
		b.WriteString(decls)
		b.WriteString(" }\n")
	}

	fmt.Fprintf(&b, "/* %s */\n", name)
	fg, bg := foreground(style), background(style)
	rule(".chroma", entryCSS(chroma.StyleEntry{Colour: readable(fg, bg), Background: bg}))
	// Only the background of the highlight entry: some themes also recolour its
	// text, which would fight the token colours on the marked line. A theme without
	// one gets a shade of its background, so that text on a marked line can be
	// checked for contrast too.
	hl := style.Get(chroma.LineHighlight).Background
	if !hl.IsSet() {
		hl = mix(bg, towards(bg), 0.1)
	}
	rule(".chroma .line.hl", "background-color: "+hl.String())
	// Every colour below is made readable on the block's background and on a marked
	// line's (WCAG 2 AA, 4.5:1), nudged towards black or white where the theme's own
	// colour is too faint (comments in dracula, a few token colours of github on a
	// marked line, line numbers in most themes).
	ln := style.Get(chroma.LineNumbers)
	lnColour := ln.Colour
	if !lnColour.IsSet() {
		lnColour = mix(fg, bg, 0.4)
	}
	lnBg := ln.Sub(style.Get(chroma.Background)).Background
	rule(".chroma .ln", entryCSS(chroma.StyleEntry{Colour: readable(lnColour, backgrounds(lnBg, bg, hl)...), Background: lnBg}))
	for _, t := range tokenTypes {
		// Sub drops what equals the background so tokens inherit it instead of
		// repeating it, as chroma's own formatter does.
		e := style.Get(t).Sub(style.Get(chroma.Background))
		if e.IsZero() {
			continue
		}
		if e.Colour.IsSet() && t != chroma.TextWhitespace { // whitespace shows no text
			e.Colour = readable(e.Colour, backgrounds(e.Background, bg, hl)...)
		}
		rule(".chroma ."+chroma.StandardTypes[t], entryCSS(e))
	}
	return b.String()
}

// minContrast is WCAG 2's AA contrast ratio for normal text (1.4.3).
const minContrast = 4.5

// backgrounds are what a token's text can sit on: its own background when it has
// one, else the block's and a marked line's.
func backgrounds(own, bg, hl chroma.Colour) []chroma.Colour {
	if own.IsSet() {
		return []chroma.Colour{own}
	}
	return []chroma.Colour{bg, hl}
}

// readable returns c, or when its contrast with one of the backgrounds is under
// minContrast, the first mix of c towards black (light backgrounds) or white (dark
// ones) that reaches it, in steps of 2%, so the hue stays recognisable.
func readable(c chroma.Colour, bgs ...chroma.Colour) chroma.Colour {
	to := towards(bgs[0])
	for i := 0; i <= 50; i++ {
		m := mix(c, to, float64(i)/50)
		ok := true
		for _, bg := range bgs {
			if Contrast(m, bg) < minContrast {
				ok = false
				break
			}
		}
		if ok {
			return m
		}
	}
	return to
}

// towards is black for a light colour and white for a dark one.
func towards(bg chroma.Colour) chroma.Colour {
	if !Dark(bg) {
		return chroma.NewColour(0, 0, 0)
	}
	return chroma.NewColour(255, 255, 255)
}

// Dark reports whether c is a dark colour (one that white text reads better on).
func Dark(c chroma.Colour) bool { return luminance(c) <= 0.18 }

// mix returns a*(1-f) + b*f, channel by channel.
func mix(a, b chroma.Colour, f float64) chroma.Colour {
	ch := func(x, y uint8) uint8 { return uint8(math.Round(float64(x)*(1-f) + float64(y)*f)) }
	return chroma.NewColour(ch(a.Red(), b.Red()), ch(a.Green(), b.Green()), ch(a.Blue(), b.Blue()))
}

// luminance is WCAG 2's relative luminance of a colour.
func luminance(c chroma.Colour) float64 {
	lin := func(v uint8) float64 {
		x := float64(v) / 255
		if x <= 0.04045 {
			return x / 12.92
		}
		return math.Pow((x+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(c.Red()) + 0.7152*lin(c.Green()) + 0.0722*lin(c.Blue())
}

// Contrast is WCAG 2's contrast ratio of two colours, from 1 to 21.
func Contrast(a, b chroma.Colour) float64 {
	la, lb := luminance(a), luminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

// background is the code block's background colour: the theme's, else white or
// near-black by the theme's mode (the page's code background would otherwise show,
// and the token colours could not be checked against it).
func background(style *chroma.Style) chroma.Colour {
	if c := style.Get(chroma.Background).Background; c.IsSet() {
		return c
	}
	if style.Mode() == chroma.Dark {
		return chroma.MustParseColour("#1e1e1e")
	}
	return chroma.MustParseColour("#ffffff")
}

// foreground is the plain-text colour of a theme. Some themes (github among them)
// leave it to the page; a scoped theme must set it, or dark code would inherit a
// light page's text colour when the two themes switch independently.
func foreground(style *chroma.Style) chroma.Colour {
	for _, t := range []chroma.TokenType{chroma.Text, chroma.Name, chroma.NameOther} {
		if c := style.Get(t).Colour; c.IsSet() {
			return c
		}
	}
	if style.Mode() == chroma.Dark {
		return chroma.MustParseColour("#ffffff")
	}
	return chroma.MustParseColour("#000000")
}

func entryCSS(e chroma.StyleEntry) string {
	var parts []string
	if e.Colour.IsSet() {
		parts = append(parts, "color: "+e.Colour.String())
	}
	if e.Background.IsSet() {
		parts = append(parts, "background-color: "+e.Background.String())
	}
	if e.Bold == chroma.Yes {
		parts = append(parts, "font-weight: bold")
	}
	if e.Italic == chroma.Yes {
		parts = append(parts, "font-style: italic")
	}
	if e.Underline == chroma.Yes {
		parts = append(parts, "text-decoration: underline")
	}
	return strings.Join(parts, "; ")
}
