package jsstd

import (
	"encoding/json"
	"math"
	"reflect"
	"testing"
)

// The expected texts are node's JSON.stringify of the same values.
func TestStringify(t *testing.T) {
	for _, c := range []struct {
		json, indent, want string
	}{
		{`{"b": 1, "a": [1.50, -0.0, 1e-7, 123456789012345678901234, "é\u0001\"<"], "1": {}, "0": []}`, "",
			`{"0":[],"1":{},"b":1,"a":[1.5,0,1e-7,1.2345678901234569e+23,"é\u0001\"<"]}`},
		{`{"a": {"x": 1, "x": 2, "y": null}}`, "\t", "{\n\t\"a\": {\n\t\t\"x\": 2,\n\t\t\"y\": null\n\t}\n}"},
		{`[]`, "  ", `[]`},
	} {
		v, ok := ParseJSON(c.json)
		if !ok {
			t.Fatalf("ParseJSON(%s) failed", c.json)
		}
		if got, ok := Stringify(v, c.indent); !ok || got != c.want {
			t.Errorf("Stringify(%s, %q) = %q, %v; want %q", c.json, c.indent, got, ok, c.want)
		}
	}
	// a map of more than one key: its order is not known
	if _, ok := Stringify(map[string]any{"a": 1.0, "b": 2.0}, ""); ok {
		t.Error("a map of two keys was written")
	}
	if got, ok := Stringify(map[string]any{"a": []any{true}}, ""); !ok || got != `{"a":[true]}` {
		t.Errorf("one key: %q %v", got, ok)
	}
	if _, ok := ParseJSON(`{"a": 1} {}`); ok {
		t.Error("two values read as one")
	}
}

// KeyOrder reads what it can of a literal and always ends: a stray closing
// bracket (JSX text in a prop, `<b>step 1) log in</b>`, which it reads as code)
// ends the object or list it is in (homarr's nextcloud page hung the compile).
func TestKeyOrderEnds(t *testing.T) {
	for _, src := range []string{
		"[{ header: <b>step 1) log in</b>, b: 1 }]",
		"[{ a: 1, header: <b>a] b</b> }]",
		"{ a: [1, }, b: 2 }",
		"[1, ), 2]",
		"{ a: 1 ) }",
	} {
		KeyOrder(src) // must return
	}
	o, ok := KeyOrder("{ a: 1, b: [{ c: 2 }], ) d: 3 }").(*keyOrder)
	if !ok || len(o.keys) != 2 || o.keys[0] != "a" || o.keys[1] != "b" {
		t.Errorf("KeyOrder = %+v", o)
	}
}

// A string's methods and a list's includes give what node gives for the same
// calls; other arguments (a regular expression, a position) are not
// evaluated.
func TestStringMethods(t *testing.T) {
	for _, c := range []struct {
		v    any
		name string
		args []any
		want string // node's JSON.stringify of the result
	}{
		{"a\nb", "split", []any{"\n"}, `["a","b"]`},
		{"a,b,,c", "split", []any{","}, `["a","b","","c"]`},
		{"", "split", []any{","}, `[""]`},
		{"", "split", []any{""}, `[]`},
		{"abc", "split", nil, `["abc"]`},
		{" \u00a0\ufeff\u2028x\u0085 \n", "trim", nil, `"x\u0085"`},
		{"ß", "toUpperCase", nil, `"SS"`},
		{"ΟΔΟΣ", "toLowerCase", nil, `"οδος"`},
		{"Premium Plan", "includes", []any{"Premium"}, `true`},
		{"Premium Plan", "startsWith", []any{"Plan"}, `false`},
		{"Premium Plan", "endsWith", []any{"Plan"}, `true`},
		{"a-b-a", "replace", []any{"a", "[$&$$$`$'$1]"}, `"[a$-b-a$1]-b-a"`},
		{"a-b-a", "replaceAll", []any{"a", "<$&>"}, `"<a>-b-<a>"`},
		{"ab", "replaceAll", []any{"", "-"}, `"-a-b-"`},
		{"", "replaceAll", []any{"", "-"}, `"-"`},
		{"x", "replace", []any{"", "-"}, `"-x"`},
		{[]any{1.0, math.NaN()}, "includes", []any{math.NaN()}, `true`},
		{[]any{"react"}, "includes", []any{"vue"}, `false`},
	} {
		out, known, ok := Method(c.v, c.name, c.args)
		var want any
		if err := json.Unmarshal([]byte(c.want), &want); err != nil {
			t.Fatal(err)
		}
		if !known || !ok || !reflect.DeepEqual(out, want) {
			t.Errorf("%q.%s(%v) = %#v %v %v, want %s", c.v, c.name, c.args, out, known, ok, c.want)
		}
	}
	for _, c := range []struct {
		v    any
		name string
		args []any
	}{
		{"a", "includes", []any{"a", 1.0}},
		{"a", "startsWith", nil},
		{"a", "split", []any{map[string]any{}}},
		{"😀", "split", []any{""}},
		{[]any{map[string]any{}}, "includes", []any{map[string]any{}}},
	} {
		if out, _, ok := Method(c.v, c.name, c.args); ok {
			t.Errorf("%q.%s(%v) = %v, want no value", c.v, c.name, c.args, out)
		}
	}
}
