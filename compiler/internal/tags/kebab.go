package tags

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/dlclark/regexp2/v2"
	"golang.org/x/text/unicode/norm"
)

// KebabCase is lodash's kebabCase, which Docusaurus applies to a tag's label
// to make its URL ("Getting Started" is getting-started, "fooBar" foo-bar,
// "v2.0" v-2-0, "XMLHttpRequest" xml-http-request, "déjà vu" deja-vu): the
// label without Latin accents or apostrophes, split into words as lodash's
// words() splits it, in lower case, joined by "-". A label with no letter or
// digit gives "".
func KebabCase(s string) string {
	s = apostrophes.ReplaceAllString(deburr(s), "")
	var words []string
	if hasUnicodeWord.MatchString(s) {
		for m, _ := unicodeWord.FindStringMatch(s); m != nil; m, _ = unicodeWord.FindNextMatch(m) {
			words = append(words, m.String())
		}
	} else {
		words = asciiWord.FindAllString(s, -1)
	}
	return strings.ToLower(strings.Join(words, "-"))
}

// Kebabs remembers KebabCase's results (a site's docs repeat their tags'
// labels); nil remembers nothing.
type Kebabs map[string]string

// Of is KebabCase(label).
func (k Kebabs) Of(label string) string {
	s, ok := k[label]
	if !ok {
		s = KebabCase(label)
		if k != nil {
			k[label] = s
		}
	}
	return s
}

// Capitalize is lodash's capitalize: the first character in upper case, the
// others in lower case (a tags file's key "open source" is labelled "Open source").
func Capitalize(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + strings.ToLower(s[n:])
}

var (
	apostrophes    = regexp.MustCompile("['\u2019]")
	hasUnicodeWord = regexp.MustCompile(`[a-z][A-Z]|[A-Z]{2}[a-z]|[0-9][a-zA-Z]|[a-zA-Z][0-9]|[^a-zA-Z0-9 ]`)
	asciiWord      = regexp.MustCompile(`[^\x00-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+`)
	unicodeWord    = regexp2.MustCompile(unicodeWordPattern(), regexp2.ECMAScript)
)

// unicodeWordPattern is lodash's reUnicodeWord: a run of lower case letters
// (after at most one capital), a run of capitals or other letters (a capital
// followed by lower case starts the next word: "XMLHttp" is XML, Http), an
// ordinal ("1st"), digits, or an emoji. Characters outside those classes
// (punctuation, spaces, symbols) break words.
func unicodeWordPattern() string {
	const (
		breakRange = `\xac\xb1\xd7\xf7` + `\x00-\x2f\x3a-\x40\x5b-\x60\x7b-\xbf` + `\u2000-\u206f` +
			` \t\x0b\f\xa0\ufeff\n\r\u2028\u2029\u1680\u180e\u2000-\u200a\u202f\u205f\u3000`
		lowerRange   = `a-z\xdf-\xf6\xf8-\xff`
		upperRange   = `A-Z\xc0-\xd6\xd8-\xde`
		dingbatRange = `\u2700-\u27bf`
		comboRange   = `\u0300-\u036f\ufe20-\ufe2f\u20d0-\u20ff`
	)
	brk := `[` + breakRange + `]`
	lower := `[` + lowerRange + `]`
	upper := `[` + upperRange + `]`
	// JavaScript strings are UTF-16: lodash's astral range is the surrogates
	astralRange := string(rune(0x10000)) + `-` + string(rune(0x10ffff))
	astral := `[` + astralRange + `]`
	misc := `[^` + astralRange + breakRange + `\d` + dingbatRange + lowerRange + upperRange + `]`
	miscLower := `(?:` + lower + `|` + misc + `)`
	miscUpper := `(?:` + upper + `|` + misc + `)`
	contrLower := `(?:['\u2019](?:d|ll|m|re|s|t|ve))?`
	contrUpper := `(?:['\u2019](?:D|LL|M|RE|S|T|VE))?`
	regional := `[` + string(rune(0x1f1e6)) + `-` + string(rune(0x1f1ff)) + `]{2}`
	mod := `(?:[` + comboRange + `]|[` + string(rune(0x1f3fb)) + `-` + string(rune(0x1f3ff)) + `])?`
	variation := `[\ufe0e\ufe0f]?`
	join := `(?:\u200d(?:[^` + astralRange + `]|` + regional + `|` + astral + `)` + variation + mod + `)*`
	emoji := `(?:[` + dingbatRange + `]|` + regional + `|` + astral + `)` + variation + mod + join
	return strings.Join([]string{
		upper + `?` + lower + `+` + contrLower + `(?=` + brk + `|` + upper + `|$)`,
		miscUpper + `+` + contrUpper + `(?=` + brk + `|` + upper + miscLower + `|$)`,
		upper + `?` + miscLower + `+` + contrLower,
		upper + `+` + contrUpper,
		`\d*(?:1ST|2ND|3RD|(?![123])\dTH)(?=[^A-Za-z0-9_]|$|[a-z_])`,
		`\d*(?:1st|2nd|3rd|(?![123])\dth)(?=[^A-Za-z0-9_]|$|[A-Z_])`,
		`\d+`,
		emoji,
	}, "|")
}

// deburr is lodash's deburr: Latin-1 Supplement and Latin Extended-A letters
// as basic Latin letters ("é" is "e", "ß" "ss", "Æ" "Ae"), combining marks
// removed.
func deburr(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r >= 0x300 && r <= 0x36f, r >= 0xfe20 && r <= 0xfe2f, r >= 0x20d0 && r <= 0x20ff:
			// a combining mark
		case r >= 0xc0 && r <= 0x17f && r != 0xd7 && r != 0xf7:
			if x, ok := unaccented[r]; ok {
				b.WriteString(x)
				continue
			}
			for _, d := range norm.NFD.String(string(r)) {
				if d < 0x300 || d > 0x36f {
					b.WriteRune(d)
				}
			}
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// unaccented are the letters of deburr's ranges that Unicode does not
// decompose into a letter and marks.
var unaccented = map[rune]string{
	'Æ': "Ae", 'æ': "ae", 'Ð': "D", 'ð': "d", 'Ø': "O", 'ø': "o", 'Þ': "Th", 'þ': "th", 'ß': "ss",
	'Đ': "D", 'đ': "d", 'Ħ': "H", 'ħ': "h", 'ı': "i", 'Ĳ': "IJ", 'ĳ': "ij", 'ĸ': "k",
	'Ŀ': "L", 'ŀ': "l", 'Ł': "L", 'ł': "l", 'ŉ': "'n", 'Ŋ': "N", 'ŋ': "n", 'Œ': "Oe", 'œ': "oe",
	'Ŧ': "T", 'ŧ': "t", 'ſ': "s",
}
