package compile

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/contentc/contentc/compiler/internal/graph"
)

// Live code blocks reach the graph: each doc page lists its examples (code,
// position, id, the placeholder's index in the HTML), the version lists all of
// them for the gallery, and a page without any has no liveExamples key.
func TestLiveExamplesInGraph(t *testing.T) {
	dir, res := compileArchive(t, "live.txtar")
	for _, d := range res.Diagnostics {
		t.Errorf("unexpected diagnostic: %s", d)
	}
	out := filepath.Join(dir, "out")
	var dp graph.DocPage
	readJSON(t, filepath.Join(out, "docs", "current", "charts", "bars.json"), &dp)
	if len(dp.LiveExamples) != 2 {
		t.Fatalf("live examples: %+v", dp.LiveExamples)
	}
	a, b := dp.LiveExamples[0], dp.LiveExamples[1]
	if a.ID != "charts-bars-1" || a.Index != 0 || a.Title != "Monthly sales" || a.Line != 5 || a.Column != 1 ||
		a.ChartType != "BarSeries" || a.Language != "tsx" || !strings.HasPrefix(a.Code, "import { Chart, BarSeries }") {
		t.Errorf("first: %+v", a)
	}
	if b.ID != "charts-bars-2" || b.Index != 1 || b.Title != "Bars: example 2" || b.Line != 13 || b.ChartType != "Partition" {
		t.Errorf("second: %+v", b)
	}
	for i := range 2 {
		if want := `<div class="live-example" data-live-index="` + string(rune('0'+i)) + `"><div class="live-chart"></div><div class="code-block"`; !strings.Contains(dp.HTML, want) {
			t.Errorf("HTML lacks %s: %s", want, dp.HTML)
		}
	}
	var g graph.Graph
	readJSON(t, filepath.Join(out, "graph.json"), &g)
	refs := g.Versions[0].LiveExamples
	if len(refs) != 2 || refs[0] != (graph.LiveExampleRef{ID: "charts-bars-1", Title: "Monthly sales", ChartType: "BarSeries", DocID: "charts/bars", Route: "/docs/charts/bars", Data: "docs/current/charts/bars.json"}) {
		t.Errorf("version's list: %+v", refs)
	}
	raw, err := os.ReadFile(filepath.Join(out, "docs", "current", "plain.json"))
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]json.RawMessage
	_ = json.Unmarshal(raw, &m)
	if _, ok := m["liveExamples"]; ok || strings.Contains(string(raw), "live-example") {
		t.Error("a page without live blocks has no live examples")
	}
}
