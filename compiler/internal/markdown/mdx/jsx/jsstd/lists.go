package jsstd

import "strings"

// Arrow reads a call's one argument at s[i] (the `(` of the call) when it is
// an arrow function of one parameter whose body is an expression, `(m) =>
// m.name === "x"` or `m => …`: its parameter, its body, and where the call
// ends (after its `)`); ok is false for anything else (a block body,
// destructuring, more parameters or arguments).
func Arrow(s string, i int) (param, body string, end int, ok bool) {
	if i >= len(s) || s[i] != '(' {
		return "", "", 0, false
	}
	j := SkipSpace(s, i+1)
	paren := j < len(s) && s[j] == '('
	if paren {
		j = SkipSpace(s, j+1)
	}
	k := j
	for k < len(s) && (IsIdentPart(rune(s[k])) || s[k] == '$') && s[k] < 0x80 {
		k++
	}
	param = s[j:k]
	if k = SkipSpace(s, k); paren {
		if k >= len(s) || s[k] != ')' {
			return "", "", 0, false
		}
		k = SkipSpace(s, k+1)
	}
	if !IsIdentifier(param) || !strings.HasPrefix(s[k:], "=>") {
		return "", "", 0, false
	}
	start := SkipSpace(s, k+2)
	if start < len(s) && s[start] == '{' {
		return "", "", 0, false // a block body: statements are not evaluated
	}
	// the call's `)`: brackets nest; strings and template literals are skipped
	depth := 0
	for j = start; j < len(s); j++ {
		switch c := s[j]; c {
		case '(', '[', '{':
			depth++
		case ']', '}':
			depth--
		case ')':
			if depth == 0 {
				return param, strings.TrimSpace(s[start:j]), j + 1, true
			}
			depth--
		case '"', '\'', '`':
			for j++; j < len(s) && s[j] != c; j++ {
				if s[j] == '\\' {
					j++
				}
			}
		case ',':
			if depth == 0 {
				return "", "", 0, false // another argument (thisArg)
			}
		}
		if depth < 0 {
			break
		}
	}
	return "", "", 0, false
}

// ListMethod is list.name(f) for JavaScript's filter, find, findIndex, some
// and every, with f giving an item's value of the predicate (ok false when it
// cannot tell); known is false for other names.
func ListMethod(list []any, name string, f func(item any) (any, bool)) (out any, known, ok bool) {
	switch name {
	case "filter", "find", "findIndex", "some", "every":
	default:
		return nil, false, false
	}
	kept := []any{}
	for i, item := range list {
		v, ok := f(item)
		if !ok {
			return nil, true, false
		}
		switch t := Truthy(v); {
		case name == "filter" && t:
			kept = append(kept, item)
		case name == "find" && t:
			return item, true, true
		case name == "findIndex" && t:
			return float64(i), true, true
		case name == "some" && t:
			return true, true, true
		case name == "every" && !t:
			return false, true, true
		}
	}
	switch name {
	case "find":
		return Undefined, true, true
	case "findIndex":
		return float64(-1), true, true
	case "some":
		return false, true, true
	case "every":
		return true, true, true
	}
	return kept, true, true
}

// Balanced is the end of the brackets that open at s[i] ((…), […] or {…}),
// strings and template literals skipped; ok is false for no bracket there or
// none closing it.
func Balanced(s string, i int) (end int, ok bool) {
	if i >= len(s) || s[i] != '(' && s[i] != '[' && s[i] != '{' {
		return 0, false
	}
	depth := 0
	for j := i; j < len(s); j++ {
		switch c := s[j]; c {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			if depth--; depth == 0 {
				return j + 1, true
			}
		case '"', '\'', '`':
			for j++; j < len(s) && s[j] != c; j++ {
				if s[j] == '\\' {
					j++
				}
			}
		}
	}
	return 0, false
}
