package yamlpos

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
)

func TestParsePositionsAndTypes(t *testing.T) {
	src := "title: Hello\ndate: 2024-01-02\nnavbar:\n  items:\n    - label: Docs\n      position: left\n    - label: API\nn: 3\nf: 1.5\nok: true\nnothing: null\n"
	d, err := Parse([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	m := d.Value.(map[string]any)
	if m["date"] != "2024-01-02" {
		t.Errorf("date should stay a string, got %#v", m["date"])
	}
	if m["n"] != float64(3) || m["f"] != 1.5 || m["ok"] != true || m["nothing"] != nil {
		t.Errorf("scalars: %#v", m)
	}
	if got := d.At("/navbar/items/1/label"); got != (Pos{7, 14}) {
		t.Errorf("value pos = %v", got)
	}
	if got := d.KeyAt("/navbar/items/0/position"); got != (Pos{6, 7}) {
		t.Errorf("key pos = %v", got)
	}
	if got := d.At("/navbar/items/5/missing"); got != (Pos{5, 5}) {
		t.Errorf("fallback to parent = %v", got)
	}
}

func TestParseErrors(t *testing.T) {
	cases := map[string]int{
		"a: b\nc: [unclosed\n":   0,
		"a: 1\na: 2\n":           2,
		"? [[x]]\n: y\n":         1, // js-yaml rejects nested lists in keys
		"a: !!binary aGVsbG8=\n": 1,
	}
	for src, line := range cases {
		_, err := Parse([]byte(src))
		e, ok := err.(*Error)
		if !ok {
			t.Errorf("%q: want *Error, got %v", src, err)
			continue
		}
		if line > 0 && e.Line != line {
			t.Errorf("%q: line %d, want %d (%v)", src, e.Line, line, e)
		}
	}
}

func TestJSONIsYAML(t *testing.T) {
	d, err := Parse([]byte(`{"label": "Specs", "position": 3, "link": {"type": "generated-index"}}`))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]any{"label": "Specs", "position": float64(3), "link": map[string]any{"type": "generated-index"}}
	if !reflect.DeepEqual(d.Value, want) {
		t.Errorf("got %#v", d.Value)
	}
}

func TestDeepNestingIsAnError(t *testing.T) {
	src := ""
	for i := 0; i < 300; i++ {
		src += "["
	}
	if _, err := Parse([]byte(src)); err == nil {
		t.Fatal("want an error")
	}
}

// FirstInside finds where an array or object without a position of its own
// starts: its first value, in the document's own file before another's.
func TestFirstInside(t *testing.T) {
	d := &Doc{Values: map[string]Pos{"/a/1/0": {9, 7}, "/a/1/1/x": {10, 18}, "/a/0": {7, 5}, "/b/0": {2, 2}, "/a/1/2": {1, 1}}, Files: map[string]string{"/a/1/2": "other.js"}}
	if f, p, ok := d.FirstInside("/a/1"); !ok || f != "" || p != (Pos{9, 7}) {
		t.Errorf("got %q %v %v", f, p, ok)
	}
	if _, _, ok := d.FirstInside("/c"); ok {
		t.Error("a pointer with nothing inside")
	}
}

// JSON's surrogate-pair escapes are one character, as JSON.parse reads them
// (gofiber's docs: `"label": "\uD83D\uDD0C Addon"` in 12 _category_.json
// files); an escaped backslash before "uD83D" is no escape, and YAML is left
// as it is.
func TestJSONSurrogatePairs(t *testing.T) {
	d, err := Parse([]byte("{\n  \"label\": \"\\uD83D\\uDD0C Addon\",\n  \"path\": \"C:\\\\uD83D\\\\uDD0C\",\n  \"n\": 1\n}\n"))
	if err != nil {
		t.Fatal(err)
	}
	m := d.Value.(map[string]any)
	if m["label"] != "🔌 Addon" || m["path"] != `C:\uD83D\uDD0C` {
		t.Errorf("got %q, %q", m["label"], m["path"])
	}
	if p := d.At("/n"); p.Line != 4 || p.Column != 8 {
		t.Errorf("position of n: %+v", p)
	}
	if _, err := Parse([]byte("label: '\\uD83D\\uDD0C'\n")); err != nil {
		t.Errorf("YAML single-quoted: %v", err)
	}
}

// A list or a mapping as a key is the string JavaScript makes of it, as js-yaml
// stores it: restate's front matter has `[//]: # (a note)`, a Markdown comment.
func TestNonScalarKeys(t *testing.T) {
	doc, err := Parse([]byte("title: Intro\n[//]: # (a note)\n[a, 2, ~]: x\n{k: v}: y\ndescription: d\n"))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]any{"title": "Intro", "//": nil, "a,2,": "x", "[object Object]": "y", "description": "d"}
	if !reflect.DeepEqual(doc.Value, want) {
		t.Errorf("value %#v", doc.Value)
	}
	if p := doc.Keys["/~1~1"]; p.Line != 2 || p.Column != 1 {
		t.Errorf("key position %+v", p)
	}
}

func TestGet(t *testing.T) {
	v := map[string]any{"a/b": []any{"x", map[string]any{"~k": 1.0}}}
	if Get(v, "/a~1b/1/~0k") != 1.0 || Get(v, "/a~1b/2") != nil || Get(v, "/nope/0") != nil || !reflect.DeepEqual(Get(v, ""), v) {
		t.Error("Get")
	}
}

// ParseJSON reads a key that appears twice as JSON.parse does: the last value, at
// the first one's place in the order; Parse keeps it an error.
func TestParseJSONDuplicateKeys(t *testing.T) {
	src := []byte("{\"a\": 1, \"b\": {\"x\": 1}, \"a\": 2}")
	d, dups, err := ParseJSON(src)
	if err != nil {
		t.Fatal(err)
	}
	m := d.Value.(map[string]any)
	if m["a"] != float64(2) || strings.Join(d.Order[""], ",") != "a,b" || len(dups) != 1 || dups[0].Key != "a" || dups[0].Pos != (Pos{1, 25}) {
		t.Errorf("value %v, order %v, dups %v", m, d.Order[""], dups)
	}
	if _, err := Parse(src); err == nil || !strings.Contains(err.Error(), `key "a" appears twice`) {
		t.Errorf("Parse: %v", err)
	}
}

// A '?' inside a plain scalar of a flow collection stays in the scalar, as js-yaml
// (YAML 1.2, Docusaurus's front matter parser) reads it; yaml.v3 alone rejects it.
// Positions after it stay the file's, and a text that does not parse either way
// keeps yaml.v3's error.
func TestQuestionMarkInFlowScalar(t *testing.T) {
	src := "title: Why? Because\nkeywords: [faq, can I do it? how, what?, été?, z]\nmeta: {q: is it?, n: 2}\nlast: x\n"
	d, err := Parse([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]any{"title": "Why? Because", "keywords": []any{"faq", "can I do it? how", "what?", "été?", "z"},
		"meta": map[string]any{"q": "is it?", "n": float64(2)}, "last": "x"}
	if !reflect.DeepEqual(d.Value, want) {
		t.Errorf("got %#v", d.Value)
	}
	// the positions of the same text with x for each '?' (which yaml.v3 reads)
	plain, err := Parse([]byte(strings.ReplaceAll(src, "?", "x")))
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(d.Values, plain.Values) || !reflect.DeepEqual(d.Keys, plain.Keys) {
		t.Errorf("positions differ:\n%v\n%v", d.Values, plain.Values)
	}
	if got := d.At("/keywords/2"); got != (Pos{2, 35}) {
		t.Errorf("position after a '?' = %v, want 2:35", got)
	}
	// the placeholder itself in the text: no second reading
	if _, err := Parse([]byte("k: [a?, \ue000]\n")); err == nil {
		t.Error("a text holding the placeholder was read with the fallback")
	}
	if _, err := Parse([]byte("k: [why?\n")); err == nil {
		t.Error("an unclosed list parsed")
	}
}

// DeleteItem takes an item out of its list, with its positions, and moves the
// positions of the items after it.
func TestDeleteItem(t *testing.T) {
	d, err := Parse([]byte("main:\n  - a\n  - {label: b}\n  - c\nother: [x]\n"))
	if err != nil {
		t.Fatal(err)
	}
	c := d.At("/main/2")
	if !d.DeleteItem("/main/1") {
		t.Fatal("not deleted")
	}
	if got := Get(d.Value, "/main"); !reflect.DeepEqual(got, []any{"a", "c"}) {
		t.Errorf("list %#v", got)
	}
	if _, kept := d.Keys["/main/1/label"]; d.At("/main/1") != c || kept {
		t.Errorf("positions: %v %v", d.At("/main/1"), d.Values)
	}
	if d.DeleteItem("/main") || d.DeleteItem("/main/5") {
		t.Error("deleted what is not an item")
	}
}

// ParseJSON refuses what JSON.parse refuses and YAML reads (a trailing
// comma: doris' sidebarsCommunity.json, which stops Docusaurus), at the
// character that is wrong; a byte order mark is skipped, as Node skips it.
func TestParseJSONIsStrict(t *testing.T) {
	for src, want := range map[string]string{
		"{\n  \"docs\": [\n    \"intro\",\n  ]\n}\n": "4:3",
		"{'docs': []}":       "1:2",
		"{\"a\": 1} // note": "1:10",
	} {
		_, _, err := ParseJSON([]byte(src))
		e, ok := err.(*Error)
		if !ok || !e.JSON || fmt.Sprintf("%d:%d", e.Line, e.Column) != want {
			t.Errorf("ParseJSON(%q) = %v, want a JSON error at %s", src, err, want)
		}
	}
	if d, _, err := ParseJSON([]byte("\xef\xbb\xbf{\"a\": [1]}")); err != nil || d.Values["/a/0"].Line != 1 {
		t.Errorf("with a byte order mark: %v", err)
	}
}
