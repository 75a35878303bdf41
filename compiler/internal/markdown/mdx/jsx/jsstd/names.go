package jsstd

import (
	"unicode"
	"unicode/utf8"
)

// What JSX reads as a name (a tag's or an attribute's) and as white space
// between a tag's parts.

func isNameChar(c byte) bool {
	return c|0x20 >= 'a' && c|0x20 <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c == '.' || c == ':' || c == '$'
}

// NameEnd returns the end of the name (a tag's or an attribute's) that starts at
// src[j]: ASCII name characters and, as JavaScript identifiers may hold them
// (MDX reads names as identifiers), letters, digits and marks of any script
// (<Folgenabschätzung />).
func NameEnd(src []byte, j int) int {
	for j < len(src) {
		if c := src[j]; c < utf8.RuneSelf {
			if !isNameChar(c) {
				break
			}
			j++
			continue
		}
		r, n := utf8.DecodeRune(src[j:])
		if !unicode.In(r, unicode.L, unicode.Nl, unicode.Mn, unicode.Mc, unicode.Nd, unicode.Pc) {
			break
		}
		j += n
	}
	return j
}

// IsSpaceByte reports ASCII white space as JSX reads it between a tag's parts.
func IsSpaceByte(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' }

// SpaceLen is the length of the white space character at src[j] (0: none) as
// JavaScript's parsers read white space between a tag's parts: ASCII's, and
// Unicode's (a no-break space, U+00A0, that an editor slipped in before `/>`:
// kubefirst's partial, which MDX 3 and Babel read as a space).
func SpaceLen(src []byte, j int) int {
	if j >= len(src) {
		return 0
	}
	if c := src[j]; c < utf8.RuneSelf {
		if IsSpaceByte(c) || c == '\v' {
			return 1
		}
		return 0
	}
	r, n := utf8.DecodeRune(src[j:])
	if r == '\uFEFF' || unicode.IsSpace(r) && r != '\u0085' {
		return n
	}
	return 0
}
