package jsstd

import "testing"

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
