package emit

import (
	"bytes"
	"testing"

	"github.com/contentc/contentc/compiler/internal/graph"
)

func TestSearchJSONFromChunks(t *testing.T) {
	docs := []graph.SearchDocument{
		{Route: "/a", Title: "A <b>", Section: "S", Version: "current", Sections: []graph.SearchSection{{Heading: "A", Text: "x & y"}, {Anchor: "h", Heading: "H", Text: "z\u2028"}}},
		{Route: "/b", Title: "B", Section: "S", Version: "current", Sections: []graph.SearchSection{}},
		{Route: "/c", Title: "C", Section: "S", Version: "1.0", Sections: []graph.SearchSection{{Heading: "C"}}},
	}
	for n := 0; n <= len(docs); n++ {
		want, _ := graph.MarshalJSON(graph.SearchData{Documents: append([]graph.SearchDocument{}, docs[:n]...)})
		var chunks [][]byte
		for _, d := range docs[:n] {
			chunks = append(chunks, marshalChunk(d))
		}
		var got bytes.Buffer
		if err := writeSearch(&got, len(chunks), func(i int) []byte { return chunks[i] }); err != nil {
			t.Fatal(err)
		}
		if got.String() != string(want) {
			t.Errorf("%d documents:\n%s\nwant:\n%s", n, got.String(), want)
		}
	}
}
