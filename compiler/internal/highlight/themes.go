package highlight

import (
	"fmt"
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
	style, ok := lookupTheme(name)
	if !ok {
		return "", fmt.Errorf("unknown code theme %q; supported themes: %s", name, strings.Join(Themes(), ", "))
	}
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
	bg := style.Get(chroma.Background)
	rule(".chroma", entryCSS(chroma.StyleEntry{Colour: foreground(style), Background: bg.Background}))
	// Only the background of the highlight entry: some themes also recolour its
	// text, which would fight the token colours on the marked line.
	if hl := style.Get(chroma.LineHighlight); hl.Background.IsSet() {
		rule(".chroma .line.hl", "background-color: "+hl.Background.String())
	}
	ln := style.Get(chroma.LineNumbers)
	rule(".chroma .ln", entryCSS(chroma.StyleEntry{Colour: ln.Colour, Background: ln.Sub(bg).Background}))
	for _, t := range tokenTypes {
		// Sub drops what equals the background so tokens inherit it instead of
		// repeating it, as chroma's own formatter does.
		e := style.Get(t).Sub(bg)
		if e.IsZero() {
			continue
		}
		rule(".chroma ."+chroma.StandardTypes[t], entryCSS(e))
	}
	return b.String(), nil
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
