package tsgen

import (
	"strings"
	"testing"
)

func TestGenerate(t *testing.T) {
	schema := `{
	  "title": "Root", "type": "object",
	  "properties": {
	    "a": {"type": "string", "description": "The a."},
	    "b": {"type": ["integer", "null"]},
	    "c": {"type": "array", "items": {"$ref": "#/$defs/Item"}},
	    "d": {"type": "object", "additionalProperties": {"$ref": "#/$defs/Item"}},
	    "kebab-key": {"const": 1}
	  },
	  "required": ["a", "c"],
	  "$defs": {
	    "Item": {"oneOf": [{"$ref": "#/$defs/A"}, {"type": "null"}]},
	    "A": {"type": "object", "properties": {"kind": {"enum": ["x", "y", null]}}, "required": ["kind"]}
	  }
	}`
	got, err := Generate([]byte(schema), "// header\n")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"// header\n",
		"export interface Root {",
		"  /** The a. */\n  a: string;",
		"  b?: number | null;",
		"  c: Item[];",
		"  d?: { [key: string]: Item };",
		`  "kebab-key"?: 1;`,
		"export type Item = A | null;",
		"export interface A {\n  kind: \"x\" | \"y\" | null;\n}",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %q in\n%s", want, got)
		}
	}
}
