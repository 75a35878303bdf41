package codetheme

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/alecthomas/chroma/v2"
	"github.com/contentc/contentc/compiler/internal/graph"
)

// prismTypes are the chroma token types each of Prism's token types stands
// for (the names prism-react-renderer's themes style). A chroma type that is a
// category (Keyword, LiteralString) stands for every type in it.
var prismTypes = map[string][]chroma.TokenType{
	"comment": {chroma.Comment}, "prolog": {chroma.CommentPreproc}, "doctype": {chroma.CommentPreproc}, "cdata": {chroma.CommentPreproc},
	"punctuation": {chroma.Punctuation}, "operator": {chroma.Operator},
	"keyword": {chroma.Keyword}, "boolean": {chroma.KeywordConstant}, "atrule": {chroma.KeywordReserved},
	"string": {chroma.LiteralString}, "char": {chroma.LiteralStringChar}, "regex": {chroma.LiteralStringRegex},
	"symbol": {chroma.LiteralStringSymbol}, "url": {chroma.LiteralStringOther}, "number": {chroma.LiteralNumber},
	"tag": {chroma.NameTag}, "attr-name": {chroma.NameAttribute}, "property": {chroma.NameProperty},
	"function": {chroma.NameFunction}, "function-variable": {chroma.NameFunction}, "method": {chroma.NameFunction},
	"class-name": {chroma.NameClass}, "maybe-class-name": {chroma.NameClass}, "builtin": {chroma.NameBuiltin},
	"constant": {chroma.NameConstant}, "variable": {chroma.NameVariable}, "namespace": {chroma.NameNamespace},
	"entity": {chroma.NameEntity}, "selector": {chroma.NameDecorator}, "parameter": {chroma.NameVariable},
	"inserted": {chroma.GenericInserted}, "deleted": {chroma.GenericDeleted}, "bold": {chroma.GenericStrong},
	"italic": {chroma.GenericEmph}, "important": {chroma.GenericStrong},
}

// CustomThemeCSS is ThemeCSS of the theme name with a site's own colours over
// it (site.yaml codeThemes.custom, a Docusaurus config's own prism theme):
// plain's colours for the block and its plain text, then each entry's for the
// token types it lists, later entries over earlier ones; what an entry leaves
// unset stays the named theme's. Colours are made readable as ThemeCSS makes
// a named theme's.
func CustomThemeCSS(name string, own *graph.PrismTheme, scope string) (string, error) {
	base, ok := lookupTheme(name)
	if !ok {
		return "", fmt.Errorf("unknown code theme %q; supported themes: %s", name, strings.Join(Themes(), ", "))
	}
	if own == nil {
		return styleCSS(name, base, scope), nil
	}
	b := base.Builder()
	blockBg := base.Get(chroma.Background)
	set := func(t chroma.TokenType, s graph.PrismStyle) {
		e := b.Get(t) // as the theme has it so far, with what it inherits
		if t != chroma.Background {
			// what it inherits from the block stays inherited, so that the
			// block's new colours reach it
			e = e.Sub(blockBg)
		}
		b.AddEntry(t, over(e, s))
	}
	if p := own.Plain; p.Color != "" || p.BackgroundColor != "" {
		set(chroma.Background, p)
		if bg := chroma.ParseColour(p.BackgroundColor); bg.IsSet() {
			// a marked line is a shade of the new block, not the named theme's
			b.AddEntry(chroma.LineHighlight, chroma.StyleEntry{Background: mix(bg, towards(bg), 0.1)})
		}
		text := graph.PrismStyle{Color: p.Color}
		for _, t := range []chroma.TokenType{chroma.Text, chroma.Name, chroma.NameOther} {
			set(t, text)
		}
	}
	for _, e := range own.Styles {
		for _, pt := range e.Types {
			for _, t := range prismTypes[pt] {
				for _, u := range tokenTypes {
					if covers(t, u) {
						set(u, e.Style)
					}
				}
			}
		}
	}
	style, err := b.Build()
	if err != nil {
		return "", err
	}
	return styleCSS(name+" with the site's own colours", style, scope), nil
}

// covers reports whether the type t, a category, a sub-category or a type,
// includes u.
func covers(t, u chroma.TokenType) bool {
	switch {
	case t%1000 == 0:
		return u.Category() == t
	case t%100 == 0:
		return u.SubCategory() == t
	}
	return u == t
}

// over is e with what s sets: its colours (#rrggbb), italic or not, bold or
// not (a weight of 600 or more is bold), underlined or not.
func over(e chroma.StyleEntry, s graph.PrismStyle) chroma.StyleEntry {
	if c := chroma.ParseColour(s.Color); c.IsSet() {
		e.Colour = c
	}
	if c := chroma.ParseColour(s.BackgroundColor); c.IsSet() {
		e.Background = c
	}
	switch s.FontStyle {
	case "italic", "oblique":
		e.Italic = chroma.Yes
	case "normal":
		e.Italic = chroma.No
	}
	switch w, err := strconv.Atoi(s.FontWeight); {
	case s.FontWeight == "bold" || s.FontWeight == "bolder" || err == nil && w >= 600:
		e.Bold = chroma.Yes
	case s.FontWeight == "normal" || s.FontWeight == "lighter" || err == nil:
		e.Bold = chroma.No
	}
	switch s.TextDecorationLine {
	case "underline":
		e.Underline = chroma.Yes
	case "none":
		e.Underline = chroma.No
	}
	return e
}
