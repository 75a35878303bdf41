// Package langinfo knows what Docusaurus asks of the JavaScript runtime's Intl
// about a locale: a language's name in a language (Intl.DisplayNames, through
// golang.org/x/text's CLDR tables) and a locale's writing direction (the
// language list of rtl-detect, which Docusaurus uses).
package langinfo

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/language"
	"golang.org/x/text/language/display"
)

// Name is the name of the language (or region, script) of code, written in
// the language of in, as Intl.DisplayNames([in], {type}).of(code) gives it;
// code itself when there is none (Intl's fallback: "code").
func Name(code, in, typ string) string {
	tag := language.Make(in)
	var name string
	// A language the display tables have no names in (Tok Pisin, `tpi`:
	// paratextman30's 43 locales) gives a nil Namer: the names are then the
	// English ones, as Intl.DisplayNames falls back.
	switch typ {
	case "region":
		if r, err := language.ParseRegion(code); err == nil {
			if n := display.Regions(tag); n != nil {
				name = n.Name(r)
			} else {
				name = display.English.Regions().Name(r)
			}
		}
	case "script":
		if s, err := language.ParseScript(code); err == nil {
			if n := display.Scripts(tag); n != nil {
				name = n.Name(s)
			} else {
				name = display.English.Scripts().Name(s)
			}
		}
	default:
		if t, err := language.Parse(code); err == nil {
			if n := display.Tags(tag); n != nil {
				name = n.Name(t)
			} else {
				name = display.English.Tags().Name(t)
			}
		}
	}
	if name == "" {
		return code
	}
	return name
}

// Label is a locale's label when its config gives none, as Docusaurus's
// getDefaultLocaleLabel makes it: the language's own name, first letter
// upper-cased ("fr" is "Français").
func Label(code string) string {
	name := Name(code, code, "language")
	r, n := utf8.DecodeRuneInString(name)
	return string(unicode.ToUpper(r)) + name[n:]
}

// rtl are the languages written right to left (rtl-detect's list).
var rtl = map[string]bool{"ae": true, "ar": true, "arc": true, "bcc": true, "bqi": true, "ckb": true, "dv": true, "fa": true, "glk": true,
	"he": true, "ku": true, "mzn": true, "nqo": true, "pnb": true, "ps": true, "sd": true, "ug": true, "ur": true, "yi": true}

// Direction is "rtl" for a locale of a language written right to left, else "ltr".
func Direction(code string) string {
	lang, _, _ := strings.Cut(strings.ToLower(strings.ReplaceAll(code, "_", "-")), "-")
	if rtl[lang] {
		return "rtl"
	}
	return "ltr"
}

// TranslationLocales are the locales whose translations of the theme
// (@docusaurus/theme-translations) a locale takes, in order, as Docusaurus 3's
// codeTranslationLocalesToTry lists them: the locale, then its language with
// the region and with the script Intl.Locale's maximize() gives it, then the
// language ("zh-CN": "zh-CN", "zh-CN", "zh-Hans", "zh"; "pt": "pt", "pt-BR",
// "pt-Latn", "pt").
func TranslationLocales(code string) []string {
	tag, err := language.Parse(code)
	if err != nil {
		return []string{code}
	}
	base, _ := tag.Base()
	script, _ := tag.Script()
	region, _ := tag.Region()
	return []string{code, base.String() + "-" + region.String(), base.String() + "-" + script.String(), base.String()}
}
