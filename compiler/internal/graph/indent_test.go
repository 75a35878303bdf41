package graph

import (
	"bytes"
	"encoding/json"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// encodingJSON is what EncodeIndent must equal: encoding/json's own indenting.
func encodingJSON(t testing.TB, v any, prefix, indent string) []byte {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent(prefix, indent)
	if err := enc.Encode(v); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// randomValue is a JSON value with the shapes that are hard to indent: empty
// and nested objects and arrays, strings with quotes, backslash runs, escapes,
// brackets, commas, colons and non-ASCII text.
func randomValue(r *rand.Rand, depth int) any {
	pieces := []string{`"`, `\`, `\\`, `\"`, `{`, `}`, `[`, `]`, `,`, `:`, " ", "\n", "\t", "<p>", "&amp;", "é", "\u2028", "\x01", "x", "ab"}
	str := func() string {
		var b strings.Builder
		for range r.Intn(8) {
			b.WriteString(pieces[r.Intn(len(pieces))])
		}
		return b.String()
	}
	k := r.Intn(7)
	if depth > 4 {
		k = r.Intn(3)
	}
	switch k {
	case 0:
		return str()
	case 1:
		return r.NormFloat64() * 1e6
	case 2:
		return []any{nil, true, false}[r.Intn(3)]
	case 3, 4:
		a := make([]any, r.Intn(4))
		for i := range a {
			a[i] = randomValue(r, depth+1)
		}
		return a
	default:
		m := map[string]any{}
		for range r.Intn(4) {
			m[str()] = randomValue(r, depth+1)
		}
		return m
	}
}

func TestEncodeIndentIsEncodingJSONs(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	for i := range 5000 {
		v := randomValue(r, 0)
		for _, p := range [][2]string{{"", " "}, {" ", " "}, {"  ", "\t"}} {
			got, err := EncodeIndent(v, p[0], p[1])
			if err != nil {
				t.Fatal(err)
			}
			if want := encodingJSON(t, v, p[0], p[1]); !bytes.Equal(got, want) {
				t.Fatalf("value %d, prefix %q indent %q:\ngot  %q\nwant %q", i, p[0], p[1], got, want)
			}
		}
	}
	// The graph's own files: every JSON file of the default content's graph,
	// when it has been compiled (make graph).
	var files []string
	filepath.WalkDir(filepath.Join("..", "..", "..", "build", "graph"), func(p string, d os.DirEntry, err error) error {
		if err == nil && strings.HasSuffix(p, ".json") {
			files = append(files, p)
		}
		return nil
	})
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var v any
		if err := json.Unmarshal(data, &v); err != nil {
			continue
		}
		got, _ := EncodeIndent(v, "", " ")
		if want := encodingJSON(t, v, "", " "); !bytes.Equal(got, want) {
			t.Fatalf("%s: differs", f)
		}
	}
	t.Logf("%d graph files", len(files))
}

func BenchmarkEncodeIndent(b *testing.B) {
	page := map[string]any{"title": "A page", "html": strings.Repeat(`<p class="x">Some text, with "quotes" and \ backslashes: {a: [1, 2]}.</p>`+"\n", 400), "toc": []any{map[string]any{"id": "a", "level": 2}}}
	b.Run("encoding/json", func(b *testing.B) {
		for range b.N {
			encodingJSON(b, page, "", " ")
		}
	})
	b.Run("EncodeIndent", func(b *testing.B) {
		for range b.N {
			EncodeIndent(page, "", " ")
		}
	})
}
