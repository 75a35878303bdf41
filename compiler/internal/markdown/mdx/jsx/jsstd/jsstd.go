// Package jsstd is what contentc evaluates of JavaScript's standard
// functions and operators in MDX expressions, without running JavaScript:
// encodeURI and encodeURIComponent, and JSON.stringify, with JSON read as
// JSON.parse reads it (objects keep their keys' order: Object); truthiness,
// ===, == and + of JSON values (values.go); and what identifiers and comments
// are.
package jsstd

import (
	"bytes"
	"encoding/json"
	"maps"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// Object is a JSON object in the order JavaScript keeps its keys.
type Object []objectMember

type objectMember struct {
	key   string
	value any
}

// Member is v's member key (an object's by name, a list's by index).
func Member(v, key any) (any, bool) {
	switch x := v.(type) {
	case map[string]any:
		k, ok := key.(string)
		v, has := x[k]
		return v, ok && has
	case Object:
		k, ok := key.(string)
		if f, isNum := key.(float64); isNum {
			k, ok = strconv.FormatFloat(f, 'f', -1, 64), true
		}
		for _, m := range x {
			if ok && m.key == k {
				return m.value, true
			}
		}
	case []any:
		if f, ok := key.(float64); ok && f == math.Trunc(f) && f >= 0 && int(f) < len(x) {
			return x[int(f)], true
		}
	}
	return nil, false
}

// ParseJSON reads JSON text into values whose objects keep JavaScript's
// order of keys: integer keys ascending, then the others as written; a key
// written twice has its last value in its first place (JSON.parse's order).
func ParseJSON(text string) (any, bool) {
	dec := json.NewDecoder(strings.NewReader(text))
	dec.UseNumber()
	v, ok := decodeOrdered(dec, 0)
	if !ok {
		return nil, false
	}
	if _, err := dec.Token(); err == nil {
		return nil, false // more than one value
	}
	return v, true
}

func decodeOrdered(dec *json.Decoder, depth int) (any, bool) {
	if depth > 200 {
		return nil, false
	}
	t, err := dec.Token()
	if err != nil {
		return nil, false
	}
	switch t := t.(type) {
	case json.Delim:
		switch t {
		case '[':
			list := []any{}
			for dec.More() {
				v, ok := decodeOrdered(dec, depth+1)
				if !ok {
					return nil, false
				}
				list = append(list, v)
			}
			_, err := dec.Token()
			return list, err == nil
		case '{':
			var o Object
			at := map[string]int{}
			for dec.More() {
				kt, err := dec.Token()
				if err != nil {
					return nil, false
				}
				k, _ := kt.(string)
				v, ok := decodeOrdered(dec, depth+1)
				if !ok {
					return nil, false
				}
				if i, seen := at[k]; seen {
					o[i].value = v
					continue
				}
				at[k] = len(o)
				o = append(o, objectMember{k, v})
			}
			if _, err := dec.Token(); err != nil {
				return nil, false
			}
			return o.integerKeysFirst(), true
		}
		return nil, false
	case json.Number:
		f, err := t.Float64()
		return f, err == nil
	default:
		return t, true // string, bool, nil
	}
}

// integerKeysFirst orders o as JavaScript orders an object's keys: integer
// keys first, ascending, then the others as they are.
func (o Object) integerKeysFirst() Object {
	sort.SliceStable(o, func(i, j int) bool {
		a, aInt := arrayIndex(o[i].key)
		b, bInt := arrayIndex(o[j].key)
		return aInt && (!bInt || a < b)
	})
	return o
}

// arrayIndex reports whether a key is an integer key, which JavaScript
// orders first: a canonical number below 2³²−1.
func arrayIndex(k string) (uint64, bool) {
	n, err := strconv.ParseUint(k, 10, 32)
	return n, err == nil && n < math.MaxUint32 && strconv.FormatUint(n, 10) == k
}

// Stringify is v's text as JavaScript's JSON.stringify(v, null, indent)
// writes it, indent already made a string (spaces for a number, at most
// ten); false for a value whose text it cannot know: an object with more
// than one key that is not an Object (its order is not known).
func Stringify(v any, indent string) (string, bool) {
	var b strings.Builder
	if !writeJSON(&b, v, indent, "") {
		return "", false
	}
	return b.String(), true
}

// writeJSON writes v as JavaScript's JSON.stringify does with indent.
func writeJSON(b *strings.Builder, v any, indent, at string) bool {
	inner := at + indent
	sep := func(first bool) {
		if !first {
			b.WriteByte(',')
		}
		if indent != "" {
			b.WriteString("\n" + inner)
		}
	}
	closing := func(c byte) {
		if indent != "" {
			b.WriteString("\n" + at)
		}
		b.WriteByte(c)
	}
	switch x := v.(type) {
	case nil:
		b.WriteString("null")
	case bool:
		b.WriteString(strconv.FormatBool(x))
	case float64:
		if math.IsInf(x, 0) || math.IsNaN(x) {
			b.WriteString("null")
		} else {
			b.WriteString(NumberText(x))
		}
	case string:
		writeJSString(b, x)
	case []any:
		if len(x) == 0 {
			b.WriteString("[]")
			return true
		}
		b.WriteByte('[')
		for i, e := range x {
			sep(i == 0)
			if !writeJSON(b, e, indent, inner) {
				return false
			}
		}
		closing(']')
	case map[string]any:
		if len(x) > 1 {
			return false
		}
		o := Object{}
		for k, e := range x {
			o = append(o, objectMember{k, e})
		}
		return writeJSON(b, o, indent, at)
	case Object:
		if len(x) == 0 {
			b.WriteString("{}")
			return true
		}
		b.WriteByte('{')
		for i, m := range x {
			sep(i == 0)
			writeJSString(b, m.key)
			b.WriteByte(':')
			if indent != "" {
				b.WriteByte(' ')
			}
			if !writeJSON(b, m.value, indent, inner) {
				return false
			}
		}
		closing('}')
	default:
		return false
	}
	return true
}

// NumberText is JavaScript's text of a number (String(n), what React renders).
func NumberText(f float64) string {
	if f == 0 {
		return "0"
	}
	if a := math.Abs(f); a >= 1e21 || a < 1e-6 {
		s := strconv.FormatFloat(f, 'e', -1, 64) // 1e+21, 1.5e-7
		mant, exp, _ := strings.Cut(s, "e")
		sign := exp[0]
		exp = strings.TrimLeft(exp[1:], "0")
		return mant + "e" + string(sign) + exp
	}
	return strconv.FormatFloat(f, 'f', -1, 64)
}

// writeJSString writes s quoted as JSON.stringify quotes it: only ", \ and
// control characters escaped (lone surrogates cannot occur in Go strings).
func writeJSString(b *strings.Builder, s string) {
	var buf bytes.Buffer
	buf.WriteByte('"')
	for _, r := range s {
		switch r {
		case '"':
			buf.WriteString(`\"`)
		case '\\':
			buf.WriteString(`\\`)
		case '\b':
			buf.WriteString(`\b`)
		case '\f':
			buf.WriteString(`\f`)
		case '\n':
			buf.WriteString(`\n`)
		case '\r':
			buf.WriteString(`\r`)
		case '\t':
			buf.WriteString(`\t`)
		default:
			if r < 0x20 {
				buf.WriteString(`\u00`)
				buf.WriteByte("0123456789abcdef"[r>>4])
				buf.WriteByte("0123456789abcdef"[r&15])
			} else {
				buf.WriteRune(r)
			}
		}
	}
	buf.WriteByte('"')
	b.Write(buf.Bytes())
}

// EncodeURI is JavaScript's encodeURIComponent (or, with uri, encodeURI): the
// UTF-8 bytes of s percent-encoded but for letters, digits and -_.!~*'(), and
// for encodeURI also ;,/?:@&=+$#.
func EncodeURI(s string, uri bool) string {
	const hex = "0123456789ABCDEF"
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte("-_.!~*'()", c) >= 0 ||
			uri && strings.IndexByte(";,/?:@&=+$#", c) >= 0 {
			b.WriteByte(c)
			continue
		}
		b.WriteByte('%')
		b.WriteByte(hex[c>>4])
		b.WriteByte(hex[c&15])
	}
	return b.String()
}

// Join is JavaScript's list.join(sep) of JSON values: null as nothing, a list
// joined with commas, a number or boolean as its text; false for an object
// (whose text would be "[object Object]").
func Join(list []any, sep string) (string, bool) {
	var b strings.Builder
	for i, v := range list {
		if i > 0 {
			b.WriteString(sep)
		}
		switch x := v.(type) {
		case nil:
		case string:
			b.WriteString(x)
		case float64:
			b.WriteString(NumberText(x))
		case bool:
			b.WriteString(strconv.FormatBool(x))
		case []any:
			s, ok := Join(x, ",")
			if !ok {
				return "", false
			}
			b.WriteString(s)
		default:
			return "", false
		}
	}
	return b.String(), true
}

// MarshalJSON writes o's members in their order (as encoding/json writes a
// value: HTML characters in strings escaped).
func (o Object) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, m := range o {
		if i > 0 {
			b.WriteByte(',')
		}
		k, err := json.Marshal(m.key)
		if err != nil {
			return nil, err
		}
		v, err := json.Marshal(m.value)
		if err != nil {
			return nil, err
		}
		b.Write(k)
		b.WriteByte(':')
		b.Write(v)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// keyOrder is the order of an object literal's keys, and that of the object
// and array literals their values are.
type keyOrder struct {
	keys []string
	sub  map[string]any
}

// KeyOrder reads the order in which a JavaScript literal's objects write
// their keys (src is an attribute's `{…}` expression): a tree of the object and
// array literals in it, for InOrder.
func KeyOrder(src string) any {
	s := &orderScanner{s: src}
	return s.value(0)
}

// InOrder is v (JSON values) with the maps that KeyOrder's tree order made
// Objects of their keys in that order, as JavaScript keeps an object's keys:
// integer keys first, then in the order written (keys the tree lacks last,
// sorted).
func InOrder(v, order any) any {
	switch x := v.(type) {
	case map[string]any:
		o, ok := order.(*keyOrder)
		if !ok {
			return x
		}
		var out Object
		for _, k := range o.keys {
			if val, ok := x[k]; ok && !slices.ContainsFunc(out, func(m objectMember) bool { return m.key == k }) {
				out = append(out, objectMember{k, InOrder(val, o.sub[k])})
			}
		}
		for _, k := range slices.Sorted(maps.Keys(x)) {
			if !slices.ContainsFunc(out, func(m objectMember) bool { return m.key == k }) {
				out = append(out, objectMember{k, x[k]})
			}
		}
		return out.integerKeysFirst()
	case []any:
		list, ok := order.([]any)
		if !ok || len(list) != len(x) {
			return x
		}
		out := make([]any, len(x))
		for i := range x {
			out[i] = InOrder(x[i], list[i])
		}
		return out
	}
	return v
}

// orderScanner reads the structure of a JavaScript literal (KeyOrder).
type orderScanner struct {
	s string
	i int
}

func (p *orderScanner) space() { p.i = SkipSpace(p.s, p.i) }

// SkipSpace is the offset after the white space and comments at s[i:].
func SkipSpace(s string, i int) int {
	for i < len(s) {
		switch c := s[i]; {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			i++
		case strings.HasPrefix(s[i:], "//"):
			for i < len(s) && s[i] != '\n' {
				i++
			}
		case strings.HasPrefix(s[i:], "/*"):
			end := strings.Index(s[i+2:], "*/")
			if end < 0 {
				return len(s)
			}
			i += end + 4
		default:
			return i
		}
	}
	return i
}

// value reads a value: an object or an array literal's structure, anything
// else skipped up to the next comma or closing bracket (nil).
func (p *orderScanner) value(depth int) any {
	p.space()
	if p.i >= len(p.s) || depth > 100 {
		return nil
	}
	switch p.s[p.i] {
	case '{':
		p.i++
		o := &keyOrder{sub: map[string]any{}}
		for start := -1; start != p.i; { // no progress: a stray ) or ], where the order ends
			p.space()
			start = p.i
			if p.i >= len(p.s) || p.s[p.i] == '}' {
				p.i++
				return o
			}
			key, ok := p.key()
			p.space()
			if p.i < len(p.s) && p.s[p.i] == ':' {
				p.i++
				sub := p.value(depth + 1)
				if ok {
					o.keys, o.sub[key] = append(o.keys, key), sub
				}
			} else {
				if ok {
					o.keys = append(o.keys, key) // shorthand
				}
				p.skip()
			}
			p.space()
			if p.i < len(p.s) && p.s[p.i] == ',' {
				p.i++
			}
		}
		return o
	case '[':
		p.i++
		var items []any
		for start := -1; start != p.i; { // no progress: a stray ) or }, where the order ends
			p.space()
			start = p.i
			if p.i >= len(p.s) || p.s[p.i] == ']' {
				p.i++
				return items
			}
			items = append(items, p.value(depth+1))
			p.space()
			if p.i < len(p.s) && p.s[p.i] == ',' {
				p.i++
			}
		}
		return items
	}
	p.skip()
	return nil
}

// key reads an object's key: a name, a quoted string or a number; false for
// a spread or a computed key (which are skipped as values are).
func (p *orderScanner) key() (string, bool) {
	start := p.i
	switch c := p.s[p.i]; {
	case c == '"' || c == '\'':
		p.str()
		if k, err := strconv.Unquote(`"` + strings.ReplaceAll(p.s[start+1:p.i-1], `"`, `\"`) + `"`); err == nil {
			return k, true
		}
		return p.s[start+1 : p.i-1], true
	case c == '_' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9':
		for p.i < len(p.s) && (p.s[p.i] == '_' || p.s[p.i] == '$' || p.s[p.i] >= 'a' && p.s[p.i] <= 'z' || p.s[p.i] >= 'A' && p.s[p.i] <= 'Z' || p.s[p.i] >= '0' && p.s[p.i] <= '9') {
			p.i++
		}
		return p.s[start:p.i], true
	}
	return "", false
}

// str skips a quoted string or template literal at p.i.
func (p *orderScanner) str() {
	q := p.s[p.i]
	for p.i++; p.i < len(p.s) && p.s[p.i] != q; p.i++ {
		if p.s[p.i] == '\\' {
			p.i++
		}
	}
	p.i++
}

// skip skips up to the comma or closing bracket that ends a value.
func (p *orderScanner) skip() {
	depth := 0
	for p.i < len(p.s) {
		switch c := p.s[p.i]; {
		case c == '"' || c == '\'' || c == '`':
			p.str()
			continue
		case c == '(' || c == '[' || c == '{':
			depth++
		case c == ')' || c == ']' || c == '}':
			if depth == 0 {
				return
			}
			depth--
		case c == ',' && depth == 0:
			return
		}
		p.i++
	}
}
