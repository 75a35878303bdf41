package typedoc

import (
	"os"
	"path/filepath"
	"testing"
)

func TestZZDump(t *testing.T) {
	in, out := os.Getenv("DUMP_IN"), os.Getenv("DUMP_OUT")
	if in == "" {
		t.Skip()
	}
	data, err := os.ReadFile(in)
	if err != nil {
		t.Fatal(err)
	}
	p, err := Load(data)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range Pages(p, Options{}) {
		f := filepath.Join(out, d.ID+".md")
		os.MkdirAll(filepath.Dir(f), 0o755)
		os.WriteFile(f, []byte("# "+d.Title+"\n<!-- "+d.Kind+" | "+d.Route+" | "+d.SidebarCategory+" | "+d.Description+" -->\n\n"+d.Markdown), 0o644)
	}
	for _, n := range []string{"AxisSpec", "AreaSeriesSpec", "WordcloudProps", "TooltipSpec", "Nope"} {
		md, ok := PropsTable(p, n, Options{})
		os.WriteFile(filepath.Join(out, "props-"+n+".md"), []byte(md), 0o644)
		t.Log(n, ok)
	}
}
