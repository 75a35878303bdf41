package jsstd

import (
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf16"
)

// undefinedValue is JavaScript's undefined, where it differs from null: what a
// member an object does not have reads as.
type undefinedValue struct{}

// Undefined is JavaScript's undefined.
var Undefined any = undefinedValue{}

// Truthy is JavaScript's truthiness of a JSON value.
func Truthy(v any) bool {
	switch x := v.(type) {
	case nil, undefinedValue:
		return false
	case bool:
		return x
	case string:
		return x != ""
	case float64:
		return x != 0
	}
	return true
}

// Equal is JavaScript's === (strict) or == of two JSON values; known is false
// for what it cannot tell: objects and arrays (compared by identity), and == of
// values of different kinds but null and undefined.
func Equal(a, b any, strict bool) (eq, known bool) {
	nullish := func(v any) bool { return v == nil || v == Undefined }
	if nullish(a) || nullish(b) {
		if !strict {
			return nullish(a) && nullish(b), true
		}
		return a == b, true
	}
	switch x := a.(type) {
	case string:
		if y, same := b.(string); same {
			return x == y, true
		}
	case float64:
		if y, same := b.(float64); same {
			return x == y, true
		}
	case bool:
		if y, same := b.(bool); same {
			return x == y, true
		}
	default:
		return false, false
	}
	switch b.(type) {
	case string, float64, bool: // another kind: never ===; == converts
		return false, strict
	}
	return false, false
}

// Add is JavaScript's a + b of strings and numbers: strings join, numbers add,
// a number joins a string as JavaScript writes it.
func Add(a, b any) (any, bool) {
	x, xNum := a.(float64)
	y, yNum := b.(float64)
	xs, xStr := a.(string)
	ys, yStr := b.(string)
	switch {
	case xNum && yNum:
		return x + y, true
	case xStr && yStr:
		return xs + ys, true
	case xStr && yNum:
		return xs + strconv.FormatFloat(y, 'f', -1, 64), true
	case xNum && yStr:
		return strconv.FormatFloat(x, 'f', -1, 64) + ys, true
	}
	return nil, false
}

// IsIdentStart and IsIdentPart report whether r may start or continue a
// JavaScript identifier.
func IsIdentStart(r rune) bool { return r == '_' || r == '$' || unicode.In(r, unicode.L, unicode.Nl) }
func IsIdentPart(r rune) bool {
	return IsIdentStart(r) || unicode.In(r, unicode.Mn, unicode.Mc, unicode.Nd, unicode.Pc)
}

// IsIdentifier reports whether s is one JavaScript identifier.
func IsIdentifier(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		if i == 0 && !IsIdentStart(r) || !IsIdentPart(r) {
			return false
		}
	}
	return true
}

// IsComment reports whether an expression's source is only comments and space.
func IsComment(expr string) bool {
	s := strings.TrimSpace(expr)
	for s != "" {
		switch {
		case strings.HasPrefix(s, "/*"):
			k := strings.Index(s, "*/")
			if k < 0 {
				return false
			}
			s = strings.TrimSpace(s[k+2:])
		case strings.HasPrefix(s, "//"):
			k := strings.IndexByte(s, '\n')
			if k < 0 {
				return true
			}
			s = strings.TrimSpace(s[k:])
		default:
			return false
		}
	}
	return true
}

// Map is a JavaScript Map of a module's exports (new Map([[k, v], …])), its
// entries in insertion order. As a component's prop it is written as {}, as
// JSON.stringify writes a Map.
type Map struct{ Keys, Values []any }

// MarshalJSON writes {}.
func (*Map) MarshalJSON() ([]byte, error) { return []byte("{}"), nil }

// Method is v.name(...args) for the methods contentc evaluates: a list's
// join(separator) (Join), slice(start, end) (Slice) and includes(value), a
// Map's get(key) and has(key), a string's (stringMethod); ok is false for any
// other (known reports whether v has a method of that name).
func Method(v any, name string, args []any) (out any, known, ok bool) {
	switch x := v.(type) {
	case string:
		return stringMethod(x, name, args)
	case []any:
		if name == "slice" {
			out, ok := Slice(x, args)
			return out, true, ok
		}
		if name == "includes" {
			found, ok := listIncludes(x, args)
			return found, true, ok
		}
		if name != "join" {
			return nil, false, false
		}
		sep, isStr := ",", true
		if len(args) > 0 {
			sep, isStr = args[0].(string)
		}
		if !isStr {
			return nil, true, false
		}
		s, ok := Join(x, sep)
		return s, true, ok
	case *Map:
		if name != "get" && name != "has" {
			return nil, false, false
		}
		var key any = Undefined
		if len(args) > 0 {
			key = args[0]
		}
		for i, k := range x.Keys {
			if eq, _ := Equal(k, key, true); eq {
				if name == "has" {
					return true, true, true
				}
				return x.Values[i], true, true
			}
		}
		if name == "has" {
			return false, true, true
		}
		return Undefined, true, true
	}
	return nil, false, false
}

// Slice is list.slice(start, end) as JavaScript's Array.prototype.slice
// makes it: a new list of the items from start up to end (the list's end
// when not given), each counted from the end when negative, fractions cut
// off, NaN 0; ok is false for an argument that is not a number.
func Slice(list []any, args []any) ([]any, bool) {
	bounds := [2]int{0, len(list)}
	for i := 0; i < len(args) && i < 2; i++ {
		f, isNum := args[i].(float64)
		if !isNum {
			return nil, false
		}
		if f = math.Trunc(f); f != f {
			f = 0 // NaN
		}
		n := float64(len(list))
		if f < 0 {
			f += n
		}
		bounds[i] = int(max(0, min(f, n)))
	}
	if bounds[0] >= bounds[1] {
		return []any{}, true
	}
	return append([]any{}, list[bounds[0]:bounds[1]]...), true
}

// Escape reads the JavaScript string escape whose backslash is just before
// s[i]: the text it stands for and where the string goes on. A `\u` or `\x`
// escape without its hex digits is not ok.
func Escape(s string, i int) (text string, next int, ok bool) {
	if i >= len(s) {
		return "", i, false
	}
	switch e := s[i]; e {
	case 'n':
		return "\n", i + 1, true
	case 't':
		return "\t", i + 1, true
	case 'r':
		return "\r", i + 1, true
	case 'b':
		return "\b", i + 1, true
	case 'f':
		return "\f", i + 1, true
	case 'v':
		return "\v", i + 1, true
	case '0':
		return "\x00", i + 1, true
	case '\n':
		return "", i + 1, true // a line continuation
	case 'u', 'x':
		n := 4
		if e == 'x' {
			n = 2
		}
		if i+1+n <= len(s) {
			if r, err := strconv.ParseUint(s[i+1:i+1+n], 16, 32); err == nil {
				return string(rune(r)), i + 1 + n, true
			}
		}
		return "", i, false
	default:
		return s[i : i+1], i + 1, true
	}
}

// Property is v[key] as JavaScript reads it of a JSON value: an object's
// member (Undefined when it has none), a list's item or length, a Map's size,
// a string's length (in UTF-16 units); ok is false for anything else (an
// index out of range, a member of null).
func Property(v, key any) (any, bool) {
	switch x := v.(type) {
	case map[string]any:
		name, ok := PropertyKey(key).(string)
		if !ok {
			return nil, false
		}
		if m, has := x[name]; has {
			return m, true
		}
		return Undefined, true
	case []any:
		if key == "length" { // ClickHouse's `{rows.length}`
			return float64(len(x)), true
		}
		f, isNum := key.(float64)
		if !isNum || f != float64(int(f)) || f < 0 || int(f) >= len(x) {
			return nil, false
		}
		return x[int(f)], true
	case *Map:
		return float64(len(x.Keys)), key == "size"
	case string:
		return float64(len(utf16.Encode([]rune(x)))), key == "length"
	}
	return nil, false
}

// PropertyKey is the name a key of these kinds stands for: a string, or a
// number as JavaScript writes it; anything else as it is.
func PropertyKey(key any) any {
	if f, isNum := key.(float64); isNum {
		return strconv.FormatFloat(f, 'f', -1, 64)
	}
	return key
}

// Number reads a number literal at s[i] (a sign, digits, a fraction, an
// exponent, `_` separators): its value and where it ends.
func Number(s string, i int) (float64, int, bool) {
	start := i
	if s[i] == '-' || s[i] == '+' {
		i++
	}
	for i < len(s) {
		c := s[i]
		if c >= '0' && c <= '9' || c == '.' || c == 'e' || c == 'E' || c == '_' ||
			((c == '-' || c == '+') && (s[i-1] == 'e' || s[i-1] == 'E')) {
			i++
			continue
		}
		break
	}
	f, err := strconv.ParseFloat(strings.ReplaceAll(s[start:i], "_", ""), 64)
	return f, i, err == nil
}
