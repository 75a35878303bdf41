// Package langinfo knows what Docusaurus asks of the JavaScript runtime's Intl
// about a locale: a language's name in a language (Intl.DisplayNames, through
// golang.org/x/text's CLDR tables) and a locale's writing direction (the
// language list of rtl-detect, which Docusaurus uses), and its plural forms
// (Intl.PluralRules, through golang.org/x/text's plural rules).
package langinfo

import (
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/feature/plural"
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

// Plural is a plural message of Docusaurus's theme for count in the language
// code: its |-separated parts are the language's plural forms in the order
// zero, one, two, few, many, other (those the language has), and the part of
// count's form ({count} replaced) is chosen, the last one when there are fewer
// parts, as Docusaurus's usePluralForm chooses it ("1 item|{count} items").
func Plural(code, message string, count int) string {
	parts := strings.Split(message, "|")
	msg := parts[0]
	if len(parts) > 1 {
		tag, err := language.Parse(code)
		if err != nil {
			tag = language.English
		}
		forms := pluralForms(tag)
		i := slices.Index(forms, plural.Cardinal.MatchPlural(tag, count%10_000_000, 0, 0, 0, 0))
		msg = parts[min(max(i, 0), len(parts)-1)]
	}
	return strings.ReplaceAll(msg, "{count}", strconv.Itoa(count))
}

// pluralForms are the cardinal plural forms of a language, in Docusaurus's
// order (Intl.PluralRules' pluralCategories): those whole numbers up to 200,
// a million and a few decimals fall in, and other.
func pluralForms(tag language.Tag) []plural.Form {
	seen := map[plural.Form]bool{plural.Other: true}
	for i := range 200 {
		seen[plural.Cardinal.MatchPlural(tag, i, 0, 0, 0, 0)] = true
		seen[plural.Cardinal.MatchPlural(tag, i, 1, 1, 5, 5)] = true
	}
	seen[plural.Cardinal.MatchPlural(tag, 1_000_000, 0, 0, 0, 0)] = true
	var forms []plural.Form
	for _, f := range []plural.Form{plural.Zero, plural.One, plural.Two, plural.Few, plural.Many, plural.Other} {
		if seen[f] {
			forms = append(forms, f)
		}
	}
	return forms
}
