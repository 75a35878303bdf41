package main

import (
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// specRoutes lists the routes of the site specification (section 2 and the
// generated reference), written out from the spec, not from our output. The
// home page "/" is the web site's own page, not a route of the graph.
func specRoutes() []string {
	r := []string{"/docs/docs", "/docs/troubleshooting", "/examples/examples", "/api/Chart",
		"/category/specs", "/category/global", "/category/cartesian", "/all-types/"}
	for _, n := range []string{"Goal", "Heatmap", "Metric", "Partition", "Wordcloud", "BulletGraph"} {
		r = append(r, "/api/specs/"+n)
	}
	for _, n := range []string{"GroupBy", "Settings", "SmallMultiples", "Tooltip"} {
		r = append(r, "/api/specs/global/"+n)
	}
	for _, n := range []string{"AreaSeries", "Axis", "BarSeries", "BubbleSeries", "HistogramBarSeries", "LineAnnotation", "LineSeries", "RectAnnotation"} {
		r = append(r, "/api/specs/xy/"+n)
	}
	for _, n := range []string{"AnnotationPortalSettings", "BaseAnnotationSpec", "BasicSeriesSpec", "HistogramConfig", "LegendSpec", "MarkFormatter", "Postfixes", "SeriesAccessors", "SeriesScales", "SeriesSpec", "Spec", "WordcloudViewModel"} {
		r = append(r, "/api/specs/types/"+n)
	}
	for _, ns := range []string{"Axis", "Metric", "RectAnnotation", "SmallMultiples", "TooltipMetricRow", "Wordcloud"} {
		r = append(r, "/all-types/namespaces/"+ns+"/")
		for _, v := range []string{"contextTypes", "defaultProps", "displayName", "propTypes"} {
			r = append(r, "/all-types/namespaces/"+ns+"/variables/"+v)
		}
	}
	r = append(r, "/all-types/namespaces/TooltipMetricRow/functions/type", "/all-types/namespaces/TooltipMetricRow/variables/$$typeof")
	for _, n := range strings.Fields("SpecId SpecType StackMode TexturedStyles TextureShape TickFormatter TickFormatterOptions TickStyle TimeFunction TimeMs ToggleSelectedTooltipItemCallback TooltipAction TooltipCellStyle TooltipHeaderFormatter TooltipHeaderProps TooltipProps TooltipStickTo TooltipTableCellProps TooltipTableColumn TooltipTableColumnBase TooltipType TooltipValueFormatter TreeLevel UnixTimestamp ValueAccessor ValueFormatter ValueGetter ValueGetterFunction VerticalAlignment WeightFn WillRenderListener WordCloudElementEvent WordcloudProps XScaleType XYChartElementEvent YDomainRange") {
		r = append(r, "/all-types/type-aliases/"+n)
	}
	for _, n := range strings.Fields("AGGREGATE_KEY AMSTERDAM_DARK_THEME AMSTERDAM_LIGHT_THEME AnimationSpeed AnnotationAnimationTrigger AnnotationDomainType AnnotationType BandedAccessorType BinAgg BrushAxis BulletSubtype ChartType CHILDREN_KEY ColorVariant CurveType DARK_THEME DEFAULT_ANNOTATION_LINE_STYLE DEFAULT_ANNOTATION_RECT_STYLE DEFAULT_GLOBAL_ID DEFAULT_SETTINGS_SPEC DEFAULT_TOOLTIP_SPEC DEPTH_KEY Direction DomainPaddingUnit Fit FONT_STYLES HIERARCHY_ROOT_KEY HistogramModeAlignments HorizontalAlignment INPUT_KEY LabelOverflowConstraint LayoutDirection LEGACY_DARK_THEME LEGACY_LIGHT_THEME LegendStrategy LegendValue LIGHT_THEME MetricTrendShape MODEL_KEY NULL_SMALL_MULTIPLES_KEY PARENT_KEY PartitionLayout PATH_KEY Placement PointerEventType PointerUpdateTrigger PointShape Position Predicate ScaleType SeriesType settingsBuildProps SORT_INDEX_KEY SpecType StackMode STATISTICS_KEY TextureShape TimeFunction tooltipBuildProps TooltipStickTo TooltipType VerticalAlignment WeightFn") {
		r = append(r, "/all-types/variables/"+n)
	}
	return r
}

// copyTree copies the regular files under src into dst.
func copyTree(t *testing.T, src, dst string) {
	t.Helper()
	err := filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), data, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
}

// The default content is a content tree like any user's: a copy of content/
// anywhere compiles, from any working directory, with no npm and no
// diagnostics, and every route of the spec is a page.
func TestDefaultContentIsSelfContained(t *testing.T) {
	root := filepath.Join(t.TempDir(), "my docs")
	copyTree(t, filepath.Join("..", "..", "..", "content"), root)
	out := filepath.Join(t.TempDir(), "graph")
	t.Chdir(t.TempDir())
	code, stdout, stderr := runCLI(t, "compile", root, "--out", out)
	if code != 0 || !strings.Contains(stdout+stderr, "(0 errors, 0 warnings;") {
		t.Fatalf("compile of a copy of content/: exit %d\n%s%s", code, stdout, stderr)
	}
	data, err := os.ReadFile(filepath.Join(out, "graph.json"))
	if err != nil {
		t.Fatal(err)
	}
	var g struct {
		Routes []struct {
			Route string `json:"route"`
			Data  string `json:"data"`
		} `json:"routes"`
	}
	if err := json.Unmarshal(data, &g); err != nil {
		t.Fatal(err)
	}
	pages := map[string]string{}
	for _, r := range g.Routes {
		pages[r.Route] = r.Data
	}
	for _, want := range specRoutes() {
		d, ok := pages[want]
		if !ok {
			t.Errorf("spec route %s is not a page", want)
			continue
		}
		if d != "" {
			if _, err := os.Stat(filepath.Join(out, filepath.FromSlash(d))); err != nil {
				t.Errorf("spec route %s: page data %s: %v", want, d, err)
			}
		}
	}
}

// A path in site.yaml is read against the content root when relative and as
// it is when absolute; a file that cannot be read is reported with the path
// that was tried.
func TestSiteYAMLPaths(t *testing.T) {
	td := `{"id":0,"name":"x","variant":"project","kind":1,"flags":{},"children":[]}`
	abs := filepath.Join(t.TempDir(), "elsewhere", "types.json")
	os.MkdirAll(filepath.Dir(abs), 0o755)
	if err := os.WriteFile(abs, []byte(td), 0o644); err != nil {
		t.Fatal(err)
	}
	doc := "---\ntitle: A\n---\n\nText.\n"
	cases := []struct {
		name, jsonPath string
		files          map[string]string
		wantErr        string // "" = compiles
	}{
		{"relative", "ref/types.json", map[string]string{"ref/types.json": td}, ""},
		{"absolute", abs, nil, ""},
		{"relative missing", "ref/nope.json", nil, filepath.Join("ROOT", "ref", "nope.json")},
		{"absolute missing", abs + ".missing", nil, abs + ".missing"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			files := map[string]string{
				"site.yaml": "title: T\nurl: https://example.com\nbaseUrl: /\ntypedoc:\n  json: " + c.jsonPath + "\n",
				"docs/a.md": doc,
			}
			for k, v := range c.files {
				files[k] = v
			}
			root := tree(t, files)
			t.Chdir(t.TempDir())
			code, stdout, stderr := runCLI(t, "compile", root, "--out", filepath.Join(t.TempDir(), "g"))
			if c.wantErr == "" {
				if code != 0 {
					t.Fatalf("exit %d\n%s%s", code, stdout, stderr)
				}
				return
			}
			want := strings.Replace(c.wantErr, "ROOT", root, 1)
			if code != 1 || !strings.Contains(stderr, "site.yaml:5:9") || !strings.Contains(stderr, "cannot read TypeDoc JSON "+want+" ") {
				t.Fatalf("exit %d, want 1 and an error at site.yaml:5:9 naming %s:\n%s%s", code, want, stdout, stderr)
			}
		})
	}
}

func TestSidebarPathAbsoluteAndRelative(t *testing.T) {
	abs := filepath.Join(t.TempDir(), "shared", "sidebars.yaml")
	os.MkdirAll(filepath.Dir(abs), 0o755)
	if err := os.WriteFile(abs, []byte("docs:\n  - a\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ name, path, missing string }{
		{"absolute", abs, ""},
		{"relative", "conf/sidebars.yaml", ""},
		{"absolute missing", abs + ".nope", abs + ".nope"},
		{"relative missing", "conf/nope.yaml", filepath.Join("ROOT", "conf", "nope.yaml")},
	} {
		t.Run(c.name, func(t *testing.T) {
			root := tree(t, map[string]string{
				"site.yaml":          "title: T\nurl: https://example.com\nbaseUrl: /\ndocs:\n  sidebarPath: " + c.path + "\n",
				"conf/sidebars.yaml": "docs:\n  - a\n",
				"docs/a.md":          "# A\n\nText.\n",
			})
			t.Chdir(t.TempDir())
			code, stdout, stderr := runCLI(t, "compile", root, "--out", filepath.Join(t.TempDir(), "g"))
			if c.missing == "" {
				if code != 0 {
					t.Fatalf("exit %d\n%s%s", code, stdout, stderr)
				}
				return
			}
			want := "sidebars file " + strings.Replace(c.missing, "ROOT", root, 1) + " does not exist"
			if code != 1 || !strings.Contains(stderr, "site.yaml:5:16") || !strings.Contains(stderr, want) {
				t.Fatalf("exit %d, want 1 and %q at site.yaml:5:16:\n%s%s", code, want, stdout, stderr)
			}
		})
	}
}

// search.json carries each page's breadcrumb, kind and ranking weight: the longest
// search.boost prefix that matches, else 1 (0.5 for the generated reference).
func TestSearchBoostAndCrumbs(t *testing.T) {
	root := tree(t, map[string]string{
		"site.yaml":              "title: T\nurl: https://example.com\nbaseUrl: /\nsearch:\n  boost:\n    /docs/: 2\n    /docs/guides/old: 0.25\n",
		"docs/intro.md":          "# Intro\n\nText.\n",
		"docs/guides/new.md":     "# New\n\nText.\n",
		"docs/guides/old-way.md": "# Old\n\nText.\n",
	})
	out := filepath.Join(t.TempDir(), "g")
	if code, stdout, stderr := runCLI(t, "compile", root, "--out", out); code != 0 {
		t.Fatalf("exit %d\n%s%s", code, stdout, stderr)
	}
	data, err := os.ReadFile(filepath.Join(out, "search.json"))
	if err != nil {
		t.Fatal(err)
	}
	var s struct {
		Documents []struct {
			Route  string   `json:"route"`
			Crumbs []string `json:"crumbs"`
			Kind   string   `json:"kind"`
			Boost  float64  `json:"boost"`
		} `json:"documents"`
	}
	if err := json.Unmarshal(data, &s); err != nil {
		t.Fatal(err)
	}
	want := map[string]float64{"/docs/intro": 2, "/docs/guides/new": 2, "/docs/guides/old-way": 0.25}
	for _, d := range s.Documents {
		if w, ok := want[d.Route]; ok {
			if d.Boost != w {
				t.Errorf("%s: boost %v, want %v", d.Route, d.Boost, w)
			}
			if len(d.Crumbs) == 0 || d.Kind != "" {
				t.Errorf("%s: crumbs %q kind %q", d.Route, d.Crumbs, d.Kind)
			}
			delete(want, d.Route)
		}
	}
	if len(want) > 0 {
		t.Errorf("pages missing from search.json: %v", want)
	}
	// A boost key must be a route prefix.
	bad := tree(t, map[string]string{
		"site.yaml":     "title: T\nurl: https://example.com\nbaseUrl: /\nsearch:\n  boost:\n    docs: 2\n",
		"docs/intro.md": "# Intro\n\nText.\n",
	})
	if code, _, stderr := runCLI(t, "compile", bad, "--out", filepath.Join(t.TempDir(), "g")); code != 1 || !strings.Contains(stderr, "site.yaml:") {
		t.Errorf("boost key without a leading slash: exit %d\n%s", code, stderr)
	}
}
