package prepare

import (
	"bytes"
	"math/rand"
	"strings"
	"testing"
)

// An expression in a paragraph's text becomes its chosen JSX and an empty
// comment expression of the same length and line count, so every later
// position stays; a line of it is never left blank (which would end the
// paragraph). Checked on every way of breaking a conditional's lines.
func TestInlineConditionalKeepsPositions(t *testing.T) {
	consts := map[string]any{"flag": false, "on": true}
	parts := []string{"{", "flag", "?", "<code>a b</code>", ":", "<code>c</code>", "}"}
	r := rand.New(rand.NewSource(1))
	for n := 0; n < 3000; n++ {
		var b strings.Builder
		b.WriteString([]string{"Text (", "- item ", "1. Step ", "> Quote "}[r.Intn(4)])
		for i, p := range parts {
			if i == 1 && r.Intn(3) == 0 {
				p = []string{"!on", "on"}[r.Intn(2)]
			}
			b.WriteString(p)
			if i < len(parts)-1 {
				b.WriteString([]string{"", " ", "\n", " \n  ", "\n   "}[r.Intn(5)])
			}
		}
		b.WriteString([]string{") after.", ".", ": more", ""}[r.Intn(4)])
		src := []byte(b.String() + "\n\nNext paragraph.\n")
		out := Conditionals(src, consts, true)
		if len(out) != len(src) || bytes.Count(out, []byte("\n")) != bytes.Count(src, []byte("\n")) {
			t.Fatalf("%q -> %q: length or lines changed", src, out)
		}
		lines := bytes.Split(out, []byte("\n"))
		srcLines := bytes.Split(src, []byte("\n"))
		for i := range lines {
			if len(bytes.TrimSpace(lines[i])) == 0 && len(bytes.TrimSpace(srcLines[i])) > 0 {
				t.Fatalf("%q -> %q: line %d left blank", src, out, i+1)
			}
		}
		if !bytes.HasSuffix(out, []byte("\n\nNext paragraph.\n")) {
			t.Fatalf("%q -> %q: the text after changed", src, out)
		}
	}
}

// Tests joined by && choose their JSX as JavaScript does: when every test is
// truthy (ToolJet's `{tip && tipHref && (<Link …/>)}`), else nothing; `!`
// negates one test, not the whole chain. Every byte keeps its place.
func TestConditionalsChainedTests(t *testing.T) {
	src := "{props.tip && props.href && (\n  <b>tip</b>\n)}\n\n{!props.tip && props.href && <i>no tip</i>}\n"
	for _, c := range []struct {
		props map[string]any
		want  string
	}{
		{map[string]any{"tip": "t", "href": "/h"}, "<b>tip</b>"},
		{map[string]any{"tip": "t"}, ""},
		{map[string]any{"href": "/h"}, "<i>no tip</i>"},
	} {
		out := Conditionals([]byte(src), Known(c.props, false, nil), true)
		if got := strings.Join(strings.Fields(string(out)), " "); got != c.want || len(out) != len(src) || bytes.Count(out, []byte("\n")) != 5 {
			t.Errorf("%v: %q, want %s", c.props, out, c.want)
		}
	}
}
