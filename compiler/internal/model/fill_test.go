package model

import (
	"testing"

	"github.com/contentc/contentc/compiler/internal/markdown"
)

func TestFill(t *testing.T) {
	rec := &Record{Salt: "a1b2", Refs: make([]markdown.LinkRef, 2), Directives: make([]markdown.Directive, 1)}
	p := &Page{Rec: rec, Fill: [][]byte{[]byte("/x"), []byte("/y?a=1&amp;b"), []byte("<table></table>")}}
	r := func(i int) string { return StandIn("r", "a1b2", i) }
	d := func(i int) string { return StandIn("d", "a1b2", i) }
	for _, tc := range []struct{ in, want string }{
		{"", ""},
		{"no stand-ins", "no stand-ins"},
		{`<a href="` + r(0) + `">x</a>` + r(1) + d(0), `<a href="/x">x</a>/y?a=1&amp;b<table></table>`},
		{r(1) + r(1), "/y?a=1&amp;b/y?a=1&amp;b"},
		// Not stand-ins: another salt, an index out of range, a directive index
		// taken as a link's, text that only looks like one.
		{StandIn("r", "ffff", 0), StandIn("r", "ffff", 0)},
		{r(3) + " " + d(1), r(3) + " " + d(1)},
		{"ccx.a1b2.0. .a1b2. cc.a1b2.", "ccx.a1b2.0. .a1b2. cc.a1b2."},
		{"ccr.a1b2.z. ccr.a1b2.-1. " + r(0), "ccr.a1b2.z. ccr.a1b2.-1. /x"},
	} {
		if got := string(Fill(p, []byte(tc.in))); got != tc.want {
			t.Errorf("Fill(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	p.Fill = nil
	if got := string(Fill(p, []byte(r(0)))); got != r(0) {
		t.Errorf("a page with nothing to fill changed: %q", got)
	}
}
