// Package yamlpos decodes YAML (and JSON, a subset of it) into plain JSON values
// while remembering where each value and key stood in the source. The JSON Schema
// validator reports errors by JSON pointer; this map turns them back into the
// line and column an author can jump to.
package yamlpos

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"gopkg.in/yaml.v3"
)

// Pos is a 1-based line and column.
type Pos struct{ Line, Column int }

// Doc is a decoded document: Value holds map[string]any, []any, string, float64,
// bool or nil, exactly what encoding/json would give for the same data.
type Doc struct {
	Value any
	// Values maps a JSON pointer ("" for the root, "/navbar/items/0") to the
	// position of the value; Keys maps the pointer of a mapping entry to the
	// position of its key.
	Values map[string]Pos
	Keys   map[string]Pos
	// Order lists the keys of each mapping in source order (JSON maps lose it).
	Order map[string][]string
	// Files and KeyFiles name, for the pointers whose value's (key's)
	// position is in another file than the document's own (a value a
	// JavaScript module required from another module), that file; nil for
	// most documents.
	Files, KeyFiles map[string]string
}

// Where returns the best position for a pointer, as At, and the file it is in:
// "" for the document's own file.
func (d *Doc) Where(ptr string) (string, Pos) {
	for {
		if p, ok := d.Values[ptr]; ok {
			return d.Files[ptr], p
		}
		i := strings.LastIndexByte(ptr, '/')
		if i < 0 {
			return "", Pos{1, 1}
		}
		ptr = ptr[:i]
	}
}

// FirstInside returns the position of the first value inside the array or
// object at ptr, in the file of that value, for a pointer that has no
// position of its own (jseval positions literals, not arrays:
// `['plugin-two', {…}]` is where 'plugin-two' is); ok is false when none.
func (d *Doc) FirstInside(ptr string) (file string, pos Pos, ok bool) {
	if p, ok := d.Values[ptr+"/0"]; ok {
		// a list's first item (a plugin's name): not a value of its options
		// that a constant written earlier gives (jest's theme colour)
		return d.Files[ptr+"/0"], p, true
	}
	prefix := ptr + "/"
	better := func(f string, p Pos) bool {
		switch {
		case !ok:
			return true
		case (f == "") != (file == ""):
			return f == "" // the document's own file first
		case f != file:
			return f < file
		}
		return p.Line < pos.Line || p.Line == pos.Line && p.Column < pos.Column
	}
	for k, p := range d.Values {
		if f := d.Files[k]; strings.HasPrefix(k, prefix) && better(f, p) {
			file, pos, ok = f, p, true
		}
	}
	return file, pos, ok
}

// KeyWhere is KeyAt with the file, as Where.
func (d *Doc) KeyWhere(ptr string) (string, Pos) {
	if p, ok := d.Keys[ptr]; ok {
		return d.KeyFiles[ptr], p
	}
	return d.Where(ptr)
}

// At returns the best position for a pointer: the value's, else the nearest parent's.
func (d *Doc) At(ptr string) Pos {
	for {
		if p, ok := d.Values[ptr]; ok {
			return p
		}
		i := strings.LastIndexByte(ptr, '/')
		if i < 0 {
			return Pos{1, 1}
		}
		ptr = ptr[:i]
	}
}

// KeyAt returns the position of the key of a mapping entry, else At(ptr).
func (d *Doc) KeyAt(ptr string) Pos {
	if p, ok := d.Keys[ptr]; ok {
		return p
	}
	return d.At(ptr)
}

// Error is a YAML syntax error with a position.
type Error struct {
	Pos
	Msg  string
	JSON bool // JSON.parse would refuse it (ParseJSON), where YAML reads it
}

func (e *Error) Error() string { return fmt.Sprintf("%d:%d: %s", e.Line, e.Column, e.Msg) }

// Limits on a document, so hostile input fails with a message rather than exhausting memory.
const (
	maxDepth = 200
	maxNodes = 1_000_000
)

// Parse decodes one YAML document. Empty input gives a nil Value.
func Parse(src []byte) (*Doc, error) {
	d, _, err := parse(src, false)
	return d, err
}

// ParseJSON decodes a JSON file as JSON.parse reads it, where a key that appears
// twice in an object takes its last value (at the first one's place in the key
// order); dups are those later keys. (JSON is YAML: the same parser and
// positions.)
func ParseJSON(src []byte) (d *Doc, dups []Dup, err error) {
	// What YAML reads but JSON.parse refuses (a trailing comma, a comment,
	// a single-quoted string) stops Docusaurus, so it is an error here too;
	// a byte order mark is skipped, as Node's require and fs-extra skip it.
	src = bytes.TrimPrefix(src, []byte("\xef\xbb\xbf"))
	var v any
	if err := json.Unmarshal(src, &v); err != nil {
		var se *json.SyntaxError
		if errors.As(err, &se) {
			// (the offset is after the wrong character; source.Position's
			// count, which this package cannot import: source's tests use it)
			off := min(max(int(se.Offset)-1, 0), len(src))
			start := bytes.LastIndexByte(src[:off], '\n') + 1
			line, col := 1+bytes.Count(src[:off], []byte{'\n'}), 1+utf8.RuneCount(src[start:off])
			return nil, nil, &Error{Pos: Pos{line, col}, Msg: se.Error() + " (JSON.parse, which reads this file in Docusaurus, refuses it: a trailing comma, a comment or single quotes are not JSON)", JSON: true}
		}
	}
	return parse(src, true)
}

// Dup is a key that appeared again in its object, where it appeared again.
type Dup struct {
	Key string
	Pos
}

func parse(src []byte, lastWins bool) (*Doc, []Dup, error) {
	src = surrogatePairs(src)
	var root yaml.Node
	if err := yaml.Unmarshal(src, &root); err != nil {
		// yaml.v3 ends a plain scalar in a flow collection at a '?' (YAML 1.1);
		// js-yaml, which reads Docusaurus's front matter, keeps it in the scalar
		// (YAML 1.2): `keywords: [faq, why?]`. Read again with each such '?' as
		// a placeholder of one character (so positions stay), then put it back.
		alt, ok := flowQuestionMarks(src)
		if !ok || yaml.Unmarshal(alt, &root) != nil {
			return nil, nil, syntaxError(err)
		}
		restoreQuestionMarks(&root)
	}
	d := &Doc{Values: map[string]Pos{}, Keys: map[string]Pos{}, Order: map[string][]string{}}
	if root.Kind == 0 || len(root.Content) == 0 {
		return d, nil, nil
	}
	c := &converter{doc: d, lastWins: lastWins}
	v, err := c.convert(root.Content[0], "", 0)
	if err != nil {
		return nil, nil, err
	}
	d.Value = v
	return d, c.dups, nil
}

type converter struct {
	doc      *Doc
	nodes    int
	lastWins bool // a duplicate key takes its last value (ParseJSON)
	dups     []Dup
}

func (c *converter) convert(n *yaml.Node, ptr string, depth int) (any, error) {
	c.nodes++
	if depth > maxDepth {
		return nil, &Error{Pos: Pos{n.Line, n.Column}, Msg: fmt.Sprintf("nesting deeper than %d levels", maxDepth)}
	}
	if c.nodes > maxNodes {
		return nil, &Error{Pos: Pos{n.Line, n.Column}, Msg: fmt.Sprintf("more than %d values", maxNodes)}
	}
	c.doc.Values[ptr] = Pos{n.Line, n.Column}
	switch n.Kind {
	case yaml.DocumentNode:
		if len(n.Content) == 0 {
			return nil, nil
		}
		return c.convert(n.Content[0], ptr, depth)
	case yaml.AliasNode:
		if n.Alias == nil {
			return nil, nil
		}
		return c.convert(n.Alias, ptr, depth+1)
	case yaml.MappingNode:
		m := make(map[string]any, len(n.Content)/2)
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, v := n.Content[i], n.Content[i+1]
			if k.Kind == yaml.ScalarNode && k.Tag == "!!merge" {
				// "<<: *anchor" merges the aliased mapping's entries.
				merged, err := c.convert(v, ptr, depth+1)
				if err != nil {
					return nil, err
				}
				if mm, ok := merged.(map[string]any); ok {
					for mk, mv := range mm {
						if _, exists := m[mk]; !exists {
							m[mk] = mv
						}
					}
				}
				continue
			}
			key := k.Value
			if k.Kind != yaml.ScalarNode {
				// A sequence or mapping as a key (`[//]: # (a note)`, a
				// Markdown comment in restate's front matter) is the string
				// JavaScript makes of it, as js-yaml (Docusaurus's front matter
				// parser) stores it: "//", "a,b", "[object Object]".
				var ok bool
				if key, ok = jsKey(k, 0); !ok {
					return nil, &Error{Pos: Pos{k.Line, k.Column}, Msg: "a mapping key may be a string or a list of strings, not nested lists"}
				}
			}
			child := ptr + "/" + Escape(key)
			_, dup := m[key]
			if dup && !c.lastWins {
				return nil, &Error{Pos: Pos{k.Line, k.Column}, Msg: fmt.Sprintf("key %q appears twice in the same mapping", key)}
			}
			c.doc.Keys[child] = Pos{k.Line, k.Column}
			if dup {
				c.dups = append(c.dups, Dup{key, Pos{k.Line, k.Column}})
			} else {
				c.doc.Order[ptr] = append(c.doc.Order[ptr], key)
			}
			val, err := c.convert(v, child, depth+1)
			if err != nil {
				return nil, err
			}
			m[key] = val
		}
		return m, nil
	case yaml.SequenceNode:
		s := make([]any, 0, len(n.Content))
		for i, item := range n.Content {
			val, err := c.convert(item, ptr+"/"+strconv.Itoa(i), depth+1)
			if err != nil {
				return nil, err
			}
			s = append(s, val)
		}
		return s, nil
	case yaml.ScalarNode:
		return scalar(n)
	}
	return nil, &Error{Pos: Pos{n.Line, n.Column}, Msg: "unsupported YAML node"}
}

// jsKey is String(key) of a sequence or mapping key as js-yaml makes it; ok
// is false for a list nested in a list, which js-yaml rejects.
func jsKey(n *yaml.Node, depth int) (string, bool) {
	for hops := 0; n.Kind == yaml.AliasNode && n.Alias != nil && hops < 8; hops++ {
		n = n.Alias
	}
	switch n.Kind {
	case yaml.MappingNode:
		return "[object Object]", true
	case yaml.SequenceNode:
		if depth > 0 {
			return "", false
		}
		parts := make([]string, len(n.Content))
		for i, item := range n.Content {
			var ok bool
			if parts[i], ok = jsKey(item, depth+1); !ok {
				return "", false
			}
		}
		return strings.Join(parts, ","), true
	case yaml.ScalarNode:
		if n.ShortTag() == "!!null" {
			return "", true
		}
		return n.Value, true
	}
	return "", true
}

// scalar resolves a scalar to a JSON type. Timestamps stay strings (yaml.v3 would
// make them time.Time, which JSON Schema cannot check and JSON cannot carry).
func scalar(n *yaml.Node) (any, error) {
	switch n.ShortTag() {
	case "!!null":
		return nil, nil
	case "!!bool":
		var b bool
		if err := n.Decode(&b); err != nil {
			return nil, &Error{Pos: Pos{n.Line, n.Column}, Msg: err.Error()}
		}
		return b, nil
	case "!!int":
		var i int64
		if err := n.Decode(&i); err != nil {
			// Too large for int64: keep it as a float, as JSON would.
			var f float64
			if err2 := n.Decode(&f); err2 != nil {
				return nil, &Error{Pos: Pos{n.Line, n.Column}, Msg: err.Error()}
			}
			return f, nil
		}
		return float64(i), nil
	case "!!float":
		var f float64
		if err := n.Decode(&f); err != nil {
			return nil, &Error{Pos: Pos{n.Line, n.Column}, Msg: err.Error()}
		}
		if math.IsInf(f, 0) || math.IsNaN(f) {
			return nil, &Error{Pos: Pos{n.Line, n.Column}, Msg: fmt.Sprintf("%s is not a number JSON can hold", n.Value)}
		}
		return f, nil
	case "!!binary":
		return nil, &Error{Pos: Pos{n.Line, n.Column}, Msg: "binary values are not supported"}
	default: // !!str, !!timestamp and custom tags
		return n.Value, nil
	}
}

// Get is the value at a JSON pointer ("" for the root, "/navbar/items/0") of
// a decoded value v (maps, lists), nil when there is none.
func Get(v any, ptr string) any {
	if ptr == "" {
		return v
	}
	for _, seg := range strings.Split(strings.TrimPrefix(ptr, "/"), "/") {
		seg = Unescape(seg)
		switch n := v.(type) {
		case map[string]any:
			v = n[seg]
		case []any:
			i, err := strconv.Atoi(seg)
			if err != nil || i < 0 || i >= len(n) {
				return nil
			}
			v = n[i]
		default:
			return nil
		}
	}
	return v
}

// Set puts x at a JSON pointer of v, whose parent must exist; it returns v (x
// for the root pointer).
func Set(v any, ptr string, x any) any {
	if ptr == "" {
		return x
	}
	i := strings.LastIndexByte(ptr, '/')
	key := Unescape(ptr[i+1:])
	switch p := Get(v, ptr[:i]).(type) {
	case map[string]any:
		p[key] = x
	case []any:
		if n, err := strconv.Atoi(key); err == nil && n >= 0 && n < len(p) {
			p[n] = x
		}
	}
	return v
}

// DeleteItem removes the item at ptr ("/main/0") from the list that holds it,
// and moves the positions of the items after it with them; false when ptr is
// not an item of a list.
func (d *Doc) DeleteItem(ptr string) bool {
	i := strings.LastIndexByte(ptr, '/')
	if i < 0 {
		return false
	}
	list, ok := Get(d.Value, ptr[:i]).([]any)
	n, err := strconv.Atoi(ptr[i+1:])
	if !ok || err != nil || n < 0 || n >= len(list) {
		return false
	}
	d.Value = Set(d.Value, ptr[:i], append(list[:n:n], list[n+1:]...))
	// the positions under ptr go; those of the items after it move up one
	prefix := ptr[:i+1]
	moved := func(k string) (string, bool) {
		rest, ok := strings.CutPrefix(k, prefix)
		if !ok {
			return k, true
		}
		seg, tail, _ := strings.Cut(rest, "/")
		m, err := strconv.Atoi(seg)
		switch {
		case err != nil || m < n:
			return k, true
		case m == n:
			return "", false
		}
		if tail != "" {
			tail = "/" + tail
		}
		return prefix + strconv.Itoa(m-1) + tail, true
	}
	d.Values, d.Keys = rekey(d.Values, moved), rekey(d.Keys, moved)
	d.Files, d.KeyFiles = rekey(d.Files, moved), rekey(d.KeyFiles, moved)
	d.Order = rekey(d.Order, moved)
	return true
}

// rekey is m with each key as moved gives it, without those it drops (nil
// stays nil).
func rekey[V any](m map[string]V, moved func(string) (string, bool)) map[string]V {
	if m == nil {
		return nil
	}
	out := make(map[string]V, len(m))
	for k, v := range m {
		if nk, keep := moved(k); keep {
			out[nk] = v
		}
	}
	return out
}

// Unescape is a JSON pointer segment's key (~1 is /, ~0 is ~).
func Unescape(seg string) string {
	return strings.ReplaceAll(strings.ReplaceAll(seg, "~1", "/"), "~0", "~")
}

// Escape is the JSON pointer segment of a key (~ is ~0, / is ~1).
func Escape(key string) string {
	key = strings.ReplaceAll(key, "~", "~0")
	return strings.ReplaceAll(key, "/", "~1")
}

// syntaxError turns yaml.v3's "yaml: line N: msg" into a positioned error.
func syntaxError(err error) error {
	msg := err.Error()
	msg = strings.TrimPrefix(msg, "yaml: ")
	line := 1
	if strings.HasPrefix(msg, "line ") {
		rest := msg[5:]
		if i := strings.IndexByte(rest, ':'); i > 0 {
			if n, e := strconv.Atoi(rest[:i]); e == nil {
				line = n
				msg = strings.TrimSpace(rest[i+1:])
			}
		}
	}
	if te, ok := err.(*yaml.TypeError); ok && len(te.Errors) > 0 {
		msg = strings.Join(te.Errors, "; ")
	}
	return &Error{Pos: Pos{line, 1}, Msg: msg}
}

// surrogatePairs rewrites the UTF-16 surrogate pairs of a JSON document's
// escapes (`"\uD83D\uDD0C Addon"`, which JSON.parse and Docusaurus read as
// "🔌 Addon") as the one escape YAML has for such a character
// (`\U0001F50C`): YAML, and so yaml.v3, takes no surrogate escapes. Only
// valid JSON is rewritten, where every backslash is in a string; a value after
// such an escape on the same line is reported two columns to the left.
func surrogatePairs(src []byte) []byte {
	if !bytes.Contains(src, []byte(`\uD`)) && !bytes.Contains(src, []byte(`\ud`)) || !json.Valid(src) {
		return src
	}
	var out []byte
	last := 0
	for i := 0; i < len(src)-1; i++ {
		if src[i] != '\\' {
			continue
		}
		if src[i+1] != 'u' || i+12 > len(src) || src[i+6] != '\\' || src[i+7] != 'u' {
			i++ // the escaped character
			continue
		}
		hi, err1 := strconv.ParseUint(string(src[i+2:i+6]), 16, 32)
		lo, err2 := strconv.ParseUint(string(src[i+8:i+12]), 16, 32)
		if err1 != nil || err2 != nil || hi < 0xD800 || hi > 0xDBFF || lo < 0xDC00 || lo > 0xDFFF {
			i++
			continue
		}
		r := utf16.DecodeRune(rune(hi), rune(lo))
		out = append(out, src[last:i]...)
		out = fmt.Appendf(out, `\U%08X`, r)
		last = i + 12
		i += 11
	}
	if out == nil {
		return src
	}
	return append(out, src[last:]...)
}

// questionMark stands in for a '?' inside a plain scalar (flowQuestionMarks): a
// character of the Private Use Area, one character as '?' is, so yaml.v3's
// positions (in characters) stay those of the file.
const questionMark = "\uE000"

// flowQuestionMarks replaces each '?' that follows a character of a scalar (not
// a blank or a flow indicator, where '?' would be a key indicator) with
// questionMark; ok is false when there is none, or when the text already holds
// the placeholder.
func flowQuestionMarks(src []byte) ([]byte, bool) {
	if bytes.Contains(src, []byte(questionMark)) {
		return nil, false
	}
	var out []byte
	last := 0
	for i, b := range src {
		if b != '?' || i == 0 || bytes.IndexByte([]byte(" \t\r\n[]{},"), src[i-1]) >= 0 {
			continue
		}
		out = append(append(out, src[last:i]...), questionMark...)
		last = i + 1
	}
	if out == nil {
		return nil, false
	}
	return append(out, src[last:]...), true
}

// restoreQuestionMarks puts back the '?' flowQuestionMarks replaced, in every
// key and value.
func restoreQuestionMarks(n *yaml.Node) {
	n.Value = strings.ReplaceAll(n.Value, questionMark, "?")
	for _, c := range n.Content {
		restoreQuestionMarks(c)
	}
}
