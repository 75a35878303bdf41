package tags

import (
	"slices"
	"sort"
	"testing"

	"golang.org/x/text/collate"
	"golang.org/x/text/language"
)

// A tag's docs are in the order of their titles as English collation compares
// them (Docusaurus's localeCompare), ties in the docs' order; GroupDocs
// compares collation keys, made once per doc.
func TestGroupDocsOrdersTitlesAsCollation(t *testing.T) {
	titles := []string{"zebra", "Zebra", "éclair", "eclair", "Eclair", "10 steps", "2 steps", "a-b", "ab", "a b", "Ångström", "angle", "_under", "Ünïcode", "unicode", "", "ß", "ss", "日本", "Émile", "emile", "x", "X"}
	var docs []*Doc
	for i, title := range titles {
		docs = append(docs, &Doc{ID: title + string(rune('a'+i)), Title: title, Tags: []Tag{{Label: "t", Route: "/tags/t"}}})
	}
	groups := GroupDocs(docs)
	if len(groups) != 1 {
		t.Fatalf("groups: %d", len(groups))
	}
	var got []string
	for _, d := range groups[0].Docs {
		got = append(got, d.ID)
	}
	col := collate.New(language.English)
	want := slices.Clone(docs)
	sort.SliceStable(want, func(i, j int) bool { return col.CompareString(want[i].Title, want[j].Title) < 0 })
	var wantIDs []string
	for _, d := range want {
		wantIDs = append(wantIDs, d.ID)
	}
	if !slices.Equal(got, wantIDs) {
		t.Errorf("order:\n got %q\nwant %q", got, wantIDs)
	}
}

// Kebabs gives KebabCase's result, remembered or not.
func TestKebabsRemember(t *testing.T) {
	k := Kebabs{}
	for range 2 {
		if got := k.Of("Open Source"); got != "open-source" {
			t.Errorf("Of: %q", got)
		}
	}
	if len(k) != 1 || Kebabs(nil).Of("Open Source") != "open-source" {
		t.Errorf("memo %v", k)
	}
}
