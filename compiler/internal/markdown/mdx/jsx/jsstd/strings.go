package jsstd

import (
	"math"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/cases"
	"golang.org/x/text/language"
)

// stringMethod is s.name(...args) for the methods of a string contentc
// evaluates, as JavaScript's give them: includes, startsWith and endsWith of
// a string, split (by a string), trim, toLowerCase and toUpperCase (Unicode's
// full case mapping, "ß" is "SS"), and replace and replaceAll of a string by
// a string (its `$&`, `$$`, "$`" and `$'` patterns read as JavaScript reads
// them); known is false for other names, ok false for other arguments.
func stringMethod(s, name string, args []any) (out any, known, ok bool) {
	arity := map[string]int{"includes": 1, "startsWith": 1, "endsWith": 1, "split": 1, "trim": 0,
		"toLowerCase": 0, "toUpperCase": 0, "replace": 2, "replaceAll": 2}
	n, known := arity[name]
	if !known {
		return nil, false, false
	}
	var str []string
	for _, a := range args {
		t, isStr := a.(string)
		if !isStr {
			return nil, true, false // a regular expression, a position, a function: not evaluated
		}
		str = append(str, t)
	}
	if len(str) != n && !(name == "split" && len(str) == 0) {
		return nil, true, false
	}
	switch name {
	case "includes":
		return strings.Contains(s, str[0]), true, true
	case "startsWith":
		return strings.HasPrefix(s, str[0]), true, true
	case "endsWith":
		return strings.HasSuffix(s, str[0]), true, true
	case "split":
		if len(str) == 0 {
			return []any{s}, true, true
		}
		if str[0] == "" && astral(s) {
			return nil, true, false // (JavaScript splits UTF-16 units: halves of a pair)
		}
		var list []any
		for _, part := range strings.Split(s, str[0]) {
			list = append(list, part)
		}
		if list == nil {
			list = []any{} // "".split("")
		}
		return list, true, true
	case "trim":
		return strings.TrimFunc(s, func(r rune) bool { return r == '\uFEFF' || unicode.IsSpace(r) && r != '\u0085' }), true, true
	case "toLowerCase":
		return cases.Lower(language.Und).String(s), true, true
	case "toUpperCase":
		return cases.Upper(language.Und).String(s), true, true
	}
	// replace, replaceAll
	if str[0] == "" && name == "replaceAll" && astral(s) {
		return nil, true, false
	}
	var b strings.Builder
	at := 0
	for {
		k := strings.Index(s[at:], str[0])
		if k < 0 {
			break
		}
		k += at
		b.WriteString(s[at:k])
		b.WriteString(replacement(str[1], s, k, k+len(str[0])))
		at = k + len(str[0])
		if name == "replace" {
			break
		}
		if str[0] == "" { // between every two characters, and at the end
			if at == len(s) {
				break
			}
			_, size := utf8.DecodeRuneInString(s[at:])
			b.WriteString(s[at : at+size])
			at += size
			if at == len(s) {
				b.WriteString(replacement(str[1], s, at, at))
				break
			}
		}
	}
	b.WriteString(s[at:])
	return b.String(), true, true
}

// replacement is JavaScript's GetSubstitution of a string match s[lo:hi]:
// `$$` is `$`, `$&` the match, "$`" what precedes it, `$'` what follows; any
// other `$` stays (a string pattern has no groups).
func replacement(r, s string, lo, hi int) string {
	if !strings.Contains(r, "$") {
		return r
	}
	var b strings.Builder
	for i := 0; i < len(r); i++ {
		if r[i] != '$' || i+1 == len(r) {
			b.WriteByte(r[i])
			continue
		}
		switch r[i+1] {
		case '$':
			b.WriteByte('$')
		case '&':
			b.WriteString(s[lo:hi])
		case '`':
			b.WriteString(s[:lo])
		case '\'':
			b.WriteString(s[hi:])
		default:
			b.WriteByte('$')
			continue
		}
		i++
	}
	return b.String()
}

// listIncludes is a list's includes(value): SameValueZero, so NaN is found;
// ok is false for an object or a list (compared by identity).
func listIncludes(list []any, args []any) (bool, bool) {
	if len(args) != 1 {
		return false, false
	}
	for _, item := range list {
		eq, known := Equal(item, args[0], true)
		if !known {
			return false, false
		}
		x, xNum := item.(float64)
		y, yNum := args[0].(float64)
		if eq || xNum && yNum && math.IsNaN(x) && math.IsNaN(y) {
			return true, true
		}
	}
	return false, true
}

// astral reports whether s holds a character outside the Basic Multilingual
// Plane (two UTF-16 units in JavaScript).
func astral(s string) bool {
	for _, r := range s {
		if r > 0xFFFF {
			return true
		}
	}
	return false
}
