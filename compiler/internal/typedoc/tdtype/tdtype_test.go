package tdtype

import (
	"encoding/json"
	"strings"
	"testing"
)

// links knows one reflection: id 7, AxisSpec.
type links struct{}

func (links) TypeHref(t *TypeNode) string {
	if t.Target.HasID && t.Target.ID == 7 {
		return "/all-types/interfaces/AxisSpec"
	}
	return ""
}

func (links) Href(id int) (string, bool) {
	if id == 7 {
		return "/all-types/interfaces/AxisSpec", true
	}
	return "", false
}

func (links) Name(id int) string {
	if id == 7 {
		return "AxisSpec"
	}
	return ""
}

func TestTypeLinkedMarkdown(t *testing.T) {
	var node TypeNode
	src := `{"type":"union","types":[{"type":"reference","target":7,"name":"AxisSpec"},{"type":"array","elementType":{"type":"intrinsic","name":"string"}},{"type":"literal","value":null}]}`
	if err := json.Unmarshal([]byte(src), &node); err != nil {
		t.Fatal(err)
	}
	tp := NewPrinter(links{}, false)
	tp.Type(&node, PrecAny)
	if got, want := PlainText(tp.Toks), "AxisSpec | string[] | null"; got != want {
		t.Errorf("plain %q, want %q", got, want)
	}
	got := LinkedMarkdown(tp.Toks, true)
	if want := "[`AxisSpec`](/all-types/interfaces/AxisSpec)` \\| string[] \\| null`"; got != want {
		t.Errorf("linked %q, want %q", got, want)
	}
}

func TestParts(t *testing.T) {
	var parts []CommentPart
	src := `[{"kind":"text","text":"Draws the "},{"kind":"inline-tag","tag":"@link","text":"","target":7},{"kind":"text","text":" with *care* | pipes, see "},{"kind":"code","text":"` + "`x < y`" + `"},{"kind":"inline-tag","tag":"@link","text":"Other | the other","target":99}]`
	if err := json.Unmarshal([]byte(src), &parts); err != nil {
		t.Fatal(err)
	}
	if got, want := Parts(links{}, parts, ModeBlock), "Draws the [AxisSpec](/all-types/interfaces/AxisSpec) with *care* \\| pipes, see `x < y`the other"; got != want {
		t.Errorf("block:\n got %q\nwant %q", got, want)
	}
	if got := Parts(links{}, parts, ModeTable); !strings.Contains(got, `\|`) || !strings.Contains(got, "[AxisSpec](/all-types/interfaces/AxisSpec)") {
		t.Errorf("table cell %q: pipes must be escaped", got)
	}
	if got := StripCode("```ts\nconst a = 1;\n```"); got != "const a = 1;" {
		t.Errorf("StripCode %q", got)
	}
}
