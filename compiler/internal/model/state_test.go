package model

import (
	"bytes"
	"testing"

	"github.com/contentc/contentc/compiler/internal/graph"
)

// jsonString must write exactly what graph.MarshalJSON writes for the same string
// (page files splice it in place of the encoded HTML).
func TestJSONStringMatchesMarshal(t *testing.T) {
	for _, s := range []string{
		"", "plain", `<p class="x">a & b</p>`, "tab\tnl\ncr\r\x00\x01\x1f\x7f", "quote\" back\\slash",
		"\u2028\u2029 é 😀", "bad \xff\xfe utf8", "\b\f",
	} {
		want, err := graph.MarshalJSON(s)
		if err != nil {
			t.Fatal(err)
		}
		want = bytes.TrimSuffix(want, []byte("\n"))
		if got := JSONString([]byte(s)); !bytes.Equal(got, want) {
			t.Errorf("JSONString(%q) = %s, want %s", s, got, want)
		}
	}
}
