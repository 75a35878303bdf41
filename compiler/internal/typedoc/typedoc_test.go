package typedoc

import (
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/contentc/contentc/compiler/internal/typedoc/tdtype"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

func loadFixture(t *testing.T) *Project {
	t.Helper()
	data, err := os.ReadFile("testdata/small.typedoc.json")
	if err != nil {
		t.Fatal(err)
	}
	p, err := Load(data)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func pagesByID(docs []VirtualDoc) map[string]VirtualDoc {
	out := map[string]VirtualDoc{}
	for _, d := range docs {
		out[d.ID] = d
	}
	return out
}

func TestPagesRoutesTitlesKinds(t *testing.T) {
	docs := Pages(loadFixture(t), Options{RouteBase: "all-types"})
	want := []VirtualDoc{
		{ID: "all-types/functions/Widget", Route: "/all-types/functions/Widget", Title: "Widget", Kind: "function", SidebarCategory: "Functions"},
		{ID: "all-types/functions/createWidget", Route: "/all-types/functions/createWidget", Title: "createWidget", Kind: "function", SidebarCategory: "Functions"},
		{ID: "all-types/index", Route: "/all-types/", Title: "All Types", Kind: "index"},
		{ID: "all-types/interfaces/BaseSpec", Route: "/all-types/interfaces/BaseSpec", Title: "BaseSpec", Kind: "interface", SidebarCategory: "Interfaces"},
		{ID: "all-types/interfaces/WidgetSpec", Route: "/all-types/interfaces/WidgetSpec", Title: "WidgetSpec", Kind: "interface", SidebarCategory: "Interfaces"},
		{ID: "all-types/namespaces/Helpers/functions/format", Route: "/all-types/namespaces/Helpers/functions/format", Title: "Helpers.format", Kind: "namespace-function"},
		{ID: "all-types/namespaces/Helpers/index", Route: "/all-types/namespaces/Helpers/", Title: "Namespace Helpers", Kind: "namespace"},
		{ID: "all-types/namespaces/Helpers/variables/VERSION", Route: "/all-types/namespaces/Helpers/variables/VERSION", Title: "Helpers.VERSION", Kind: "namespace-variable"},
		// Legacy is typed React.FC without members (JSON made without the
		// plugin): its statics are synthesised from @types/react 18.
		{ID: "all-types/namespaces/Legacy/index", Route: "/all-types/namespaces/Legacy/", Title: "Namespace Legacy", Kind: "namespace"},
		{ID: "all-types/namespaces/Legacy/variables/contextTypes", Route: "/all-types/namespaces/Legacy/variables/contextTypes", Title: "Legacy.contextTypes", Kind: "namespace-variable"},
		{ID: "all-types/namespaces/Legacy/variables/defaultProps", Route: "/all-types/namespaces/Legacy/variables/defaultProps", Title: "Legacy.defaultProps", Kind: "namespace-variable"},
		{ID: "all-types/namespaces/Legacy/variables/displayName", Route: "/all-types/namespaces/Legacy/variables/displayName", Title: "Legacy.displayName", Kind: "namespace-variable"},
		{ID: "all-types/namespaces/Legacy/variables/propTypes", Route: "/all-types/namespaces/Legacy/variables/propTypes", Title: "Legacy.propTypes", Kind: "namespace-variable"},
		{ID: "all-types/namespaces/Widget/index", Route: "/all-types/namespaces/Widget/", Title: "Namespace Widget", Kind: "namespace"},
		{ID: "all-types/namespaces/Widget/variables/defaultProps", Route: "/all-types/namespaces/Widget/variables/defaultProps", Title: "Widget.defaultProps", Kind: "namespace-variable"},
		{ID: "all-types/namespaces/Widget/variables/displayName", Route: "/all-types/namespaces/Widget/variables/displayName", Title: "Widget.displayName", Kind: "namespace-variable"},
		{ID: "all-types/type-aliases/WidgetKind", Route: "/all-types/type-aliases/WidgetKind", Title: "WidgetKind", Kind: "type-alias", SidebarCategory: "Type Aliases"},
		{ID: "all-types/type-aliases/WidgetProps", Route: "/all-types/type-aliases/WidgetProps", Title: "WidgetProps", Kind: "type-alias", SidebarCategory: "Type Aliases"},
		{ID: "all-types/variables/DEFAULT_SIZE", Route: "/all-types/variables/DEFAULT_SIZE", Title: "DEFAULT_SIZE", Kind: "variable", SidebarCategory: "Variables"},
		{ID: "all-types/variables/Legacy", Route: "/all-types/variables/Legacy", Title: "Legacy", Kind: "variable", SidebarCategory: "Variables"},
		{ID: "all-types/variables/WidgetKinds", Route: "/all-types/variables/WidgetKinds", Title: "WidgetKinds", Kind: "variable", SidebarCategory: "Variables"},
	}
	if len(docs) != len(want) {
		var ids []string
		for _, d := range docs {
			ids = append(ids, d.ID)
		}
		t.Fatalf("got %d pages, want %d:\n%s", len(docs), len(want), strings.Join(ids, "\n"))
	}
	for i, w := range want {
		got := docs[i]
		got.Markdown, got.Description = "", ""
		if got != w {
			t.Errorf("page %d:\n got %+v\nwant %+v", i, got, w)
		}
	}
}

func TestRouteBase(t *testing.T) {
	docs := pagesByID(Pages(loadFixture(t), Options{RouteBase: "/api/types/"}))
	if d, ok := docs["api/types/index"]; !ok || d.Route != "/api/types/" {
		t.Fatalf("index with RouteBase /api/types/: %+v", d)
	}
	if !strings.Contains(docs["api/types/interfaces/WidgetSpec"].Markdown, "(/api/types/interfaces/BaseSpec)") {
		t.Error("links do not follow RouteBase")
	}
	if _, ok := pagesByID(Pages(loadFixture(t), Options{}))["all-types/index"]; !ok {
		t.Error(`empty RouteBase should mean "all-types"`)
	}
}

func TestDescriptions(t *testing.T) {
	docs := pagesByID(Pages(loadFixture(t), Options{}))
	for id, want := range map[string]string{
		"all-types/interfaces/WidgetSpec":                   "Configuration of a widget.",
		"all-types/type-aliases/WidgetKind":                 "The kinds of widget.",
		"all-types/functions/createWidget":                  "Creates a widget of the given kind.",
		"all-types/namespaces/Widget/index":                 "Static members of Widget.",
		"all-types/namespaces/Helpers/index":                "Small helpers around widgets.",
		"all-types/namespaces/Widget/variables/displayName": "",
	} {
		if got := docs[id].Description; got != want {
			t.Errorf("%s: description %q, want %q", id, got, want)
		}
	}
}

// TestPageContent checks the links between pages and how members, comments
// and tags come out, on Markdown snippets a reader would see.
func TestPageContent(t *testing.T) {
	docs := pagesByID(Pages(loadFixture(t), Options{}))
	cases := []struct {
		id      string
		has     []string
		hasNot  []string
		ordered []string // must appear in this order
	}{
		{
			id: "all-types/interfaces/WidgetSpec",
			has: []string{
				"```ts\ninterface WidgetSpec extends BaseSpec\n```",
				"**Extends:** [`BaseSpec`](/all-types/interfaces/BaseSpec)",
				// @link in a summary, and a code part kept as code
				"Its kind is one of [WidgetKind](/all-types/type-aliases/WidgetKind), see `createWidget`.",
				"## Properties {#properties}",
				"### kind {#kind}\n\n`kind: `[`WidgetKind`](/all-types/type-aliases/WidgetKind)",
				"**Inherited from:** [`BaseSpec.id`](/all-types/interfaces/BaseSpec#id)",
				"**Overrides:** [`BaseSpec.kind`](/all-types/interfaces/BaseSpec#kind)",
				"### size {#size}\n\n`size?: number`",
				"**Default:** `10`",
				":::warning Deprecated\n\nUse [size](/all-types/interfaces/WidgetSpec#size) instead.\n\n:::",
				// external types stay plain text
				"`onClick?: (event: MouseEvent) => void`",
				"## Methods {#methods}\n\n### render {#render}",
				"| `scale` | `number` | Zoom factor. |",
				"Draws the widget.\n\n**Release stage:** Alpha (`@alpha`)",
				"Widgets are cheap to create.",
				"**Example**\n\n```ts\nconst w = createWidget('bar');\n```",
				"**See also:** [Docs](https://example.com/widgets)",
			},
			hasNot:  []string{"[`MouseEvent`]", "<b>", "\n# "},
			ordered: []string{"Configuration of a widget", "```ts", "**Extends:**", "## Properties", "## Methods"},
		},
		{
			id:  "all-types/interfaces/BaseSpec",
			has: []string{"**Extended by:** [`WidgetSpec`](/all-types/interfaces/WidgetSpec)", "### id {#id}"},
		},
		{
			id: "all-types/type-aliases/WidgetKind",
			has: []string{
				"```ts\ntype WidgetKind = \"bar\" | \"line\" | \"area\";\n```",
				":::info Beta\n\nThe library marks this API `@beta`: it may change without a major version.\n\n:::",
			},
		},
		{
			id: "all-types/type-aliases/WidgetProps",
			has: []string{
				"type WidgetProps = WidgetSpec & {\n  extra?: string;\n};",
				"**Referenced types:** [`WidgetSpec`](/all-types/interfaces/WidgetSpec)",
				"### extra {#extra}",
			},
		},
		{
			id: "all-types/functions/createWidget",
			has: []string{
				"```ts\nfunction createWidget<T extends WidgetKind = \"bar\">(kind: T, options?: Partial<WidgetSpec>, ...tags: string[]): WidgetSpec\n```",
				"**Referenced types:** [`WidgetKind`](/all-types/type-aliases/WidgetKind), [`WidgetSpec`](/all-types/interfaces/WidgetSpec)",
				"## Parameters {#parameters}",
				"| `kind` | `T` | What to draw. |",
				"| `options?` | `Partial<`[`WidgetSpec`](/all-types/interfaces/WidgetSpec)`>` |  |",
				"| `...tags` | `string[]` |  |",
				"## Returns {#returns}\n\n[`WidgetSpec`](/all-types/interfaces/WidgetSpec)\n\nThe new spec.",
			},
			ordered: []string{"Creates a widget", "```ts", "## Parameters", "## Returns"},
		},
		{
			id: "all-types/functions/Widget",
			has: []string{
				"| `props` | [`WidgetProps`](/all-types/type-aliases/WidgetProps) |  |",
				"## Static members {#static-members}",
				"[`Widget` namespace](/all-types/namespaces/Widget/)",
				"- [`defaultProps`](/all-types/namespaces/Widget/variables/defaultProps) — Values used for missing props.",
			},
		},
		{
			id:  "all-types/variables/DEFAULT_SIZE",
			has: []string{"```ts\nconst DEFAULT_SIZE: 10 = 10;\n```", "Size used when a spec sets none."},
		},
		{
			id: "all-types/variables/WidgetKinds",
			has: []string{
				"const WidgetKinds: Readonly<{\n  Bar: \"bar\";\n  Line: \"line\";\n}>;",
				"## Properties {#properties}",
				"| `Bar` | `\"bar\"` |  |",
			},
		},
		{
			id: "all-types/namespaces/Widget/index",
			has: []string{
				"Static members of [`Widget`](/all-types/functions/Widget)",
				"## Variables {#variables}",
				"- [`displayName`](/all-types/namespaces/Widget/variables/displayName)",
			},
		},
		{
			id: "all-types/namespaces/Widget/variables/defaultProps",
			has: []string{
				"Static member of [`Widget`](/all-types/functions/Widget) (see its [namespace](/all-types/namespaces/Widget/)).",
				"```ts\ndefaultProps?: Partial<WidgetProps>;\n```\n\n**Referenced types:** [`WidgetProps`](/all-types/type-aliases/WidgetProps)",
			},
		},
		{
			id:  "all-types/namespaces/Helpers/index",
			has: []string{"Small helpers around widgets.", "## Variables {#variables}", "## Functions {#functions}", "- [`format`](/all-types/namespaces/Helpers/functions/format)"},
		},
		{
			id:  "all-types/namespaces/Helpers/functions/format",
			has: []string{"Member of the [`Helpers`](/all-types/namespaces/Helpers/) namespace.", "```ts\nformat(value: number): string\n```"},
		},
		{
			id:  "all-types/namespaces/Helpers/variables/VERSION",
			has: []string{"```ts\nconst VERSION: string;\n```"},
		},
		{
			id:  "all-types/namespaces/Legacy/variables/propTypes",
			has: []string{"propTypes?: WeakValidationMap<P>;"},
		},
		{
			id: "all-types/index",
			has: []string{
				"## Namespaces {#namespaces}",
				"- [`Helpers`](/all-types/namespaces/Helpers/) — Small helpers around widgets.",
				"- [`WidgetSpec`](/all-types/interfaces/WidgetSpec) — Configuration of a widget.",
				"- [`createWidget`](/all-types/functions/createWidget)",
				"- [`DEFAULT_SIZE`](/all-types/variables/DEFAULT_SIZE)",
				"- [`WidgetKind`](/all-types/type-aliases/WidgetKind)",
			},
			ordered: []string{"## Namespaces", "## Interfaces", "## Type Aliases", "## Variables", "## Functions"},
		},
	}
	for _, c := range cases {
		md := docs[c.id].Markdown
		if md == "" {
			t.Errorf("%s: no page", c.id)
			continue
		}
		for _, s := range c.has {
			if !strings.Contains(md, s) {
				t.Errorf("%s: missing %q in:\n%s", c.id, s, md)
			}
		}
		for _, s := range c.hasNot {
			if strings.Contains(md, s) {
				t.Errorf("%s: unexpected %q", c.id, s)
			}
		}
		at := 0
		for _, s := range c.ordered {
			i := strings.Index(md[at:], s)
			if i < 0 {
				t.Errorf("%s: %q missing or out of order", c.id, s)
				break
			}
			at += i + len(s)
		}
	}
}

func TestCommentEscaping(t *testing.T) {
	md := pagesByID(Pages(loadFixture(t), Options{}))["all-types/interfaces/WidgetSpec"].Markdown
	want := `Size in pixels \| points, &lt;b>never&lt;/b> \{negative\}.`
	if !strings.Contains(md, want) {
		t.Errorf("comment text not escaped: want %q in\n%s", want, md)
	}
}

func TestPropsTable(t *testing.T) {
	p := loadFixture(t)
	if md, ok := PropsTable(p, "NoSuchType", Options{}); ok || md != "" {
		t.Errorf("missing name: got ok=%v %q", ok, md)
	}

	md, ok := PropsTable(p, "WidgetSpec", Options{})
	if !ok {
		t.Fatal("WidgetSpec: ok=false")
	}
	wantRows := []string{
		"| Prop | Type | Default | Description |",
		"| --- | --- | --- | --- |",
		"| [`id`](/all-types/interfaces/WidgetSpec#id) | `string` |  | Unique identifier of the spec. _Inherited from [`BaseSpec`](/all-types/interfaces/BaseSpec)._ |",
		"| [`kind`](/all-types/interfaces/WidgetSpec#kind) | [`WidgetKind`](/all-types/type-aliases/WidgetKind) |  |  |",
		"| [`legacy?`](/all-types/interfaces/WidgetSpec#legacy) | `boolean` |  | **Deprecated.** Use [size](/all-types/interfaces/WidgetSpec#size) instead. Old switch. |",
		"| [`onClick?`](/all-types/interfaces/WidgetSpec#onclick) | `(event: MouseEvent) => void` |  |  |",
		"| [`render`](/all-types/interfaces/WidgetSpec#render) | `(scale: number) => string` |  | Draws the widget. |",
		"| [`size?`](/all-types/interfaces/WidgetSpec#size) | `number` | `10` | Size in pixels \\| points, &lt;b>never&lt;/b> \\{negative\\}. |",
	}
	if got := strings.Split(strings.TrimSuffix(md, "\n"), "\n"); !reflect.DeepEqual(got, wantRows) {
		t.Errorf("WidgetSpec table:\n got:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(wantRows, "\n"))
	}

	// An intersection: own members unmarked, the rest marked with the type
	// that declares them (BaseSpec, not the WidgetSpec it came through).
	md, ok = PropsTable(p, "WidgetProps", Options{})
	if !ok {
		t.Fatal("WidgetProps: ok=false")
	}
	for _, s := range []string{
		"| [`extra?`](/all-types/type-aliases/WidgetProps#extra) | `string` |  | Anything else. |",
		"| [`id`](/all-types/interfaces/WidgetSpec#id) | `string` |  | Unique identifier of the spec. _Inherited from [`BaseSpec`](/all-types/interfaces/BaseSpec)._ |",
		"| [`size?`](/all-types/interfaces/WidgetSpec#size) | `number` | `10` | Size in pixels \\| points, &lt;b>never&lt;/b> \\{negative\\}. _Inherited from [`WidgetSpec`](/all-types/interfaces/WidgetSpec)._ |",
	} {
		if !strings.Contains(md, s) {
			t.Errorf("WidgetProps table lacks %q:\n%s", s, md)
		}
	}

	// A documented name with nothing to tabulate still answers, with a link.
	md, ok = PropsTable(p, "WidgetKind", Options{})
	if !ok || !strings.Contains(md, "[`WidgetKind`](/all-types/type-aliases/WidgetKind)") || strings.Contains(md, "| Prop |") {
		t.Errorf("WidgetKind: ok=%v %q", ok, md)
	}
}

func TestNamesAndLookup(t *testing.T) {
	p := loadFixture(t)
	names := p.Names()
	for _, n := range []string{"WidgetSpec", "createWidget", "Helpers", "Helpers.format", "Widget.defaultProps", "Legacy"} {
		found := false
		for _, x := range names {
			found = found || x == n
		}
		if !found {
			t.Errorf("Names() lacks %q: %v", n, names)
		}
	}
	if !sortedUnique(names) {
		t.Errorf("Names() not sorted and unique: %v", names)
	}
	for name, want := range map[string]string{
		"WidgetSpec":     "/all-types/interfaces/WidgetSpec",
		"Widget":         "/all-types/functions/Widget", // the function, not its namespace
		"Helpers":        "/all-types/namespaces/Helpers/",
		"Helpers.format": "/all-types/namespaces/Helpers/functions/format",
	} {
		if got, ok := Lookup(p, name, Options{}); !ok || got != want {
			t.Errorf("Lookup(%q) = %q, %v; want %q", name, got, ok, want)
		}
	}
	if _, ok := Lookup(p, "Nope", Options{}); ok {
		t.Error("Lookup(Nope) ok")
	}
}

func sortedUnique(s []string) bool {
	for i := 1; i < len(s); i++ {
		if s[i-1] >= s[i] {
			return false
		}
	}
	return true
}

func TestDeterministic(t *testing.T) {
	a := Pages(loadFixture(t), Options{})
	b := Pages(loadFixture(t), Options{})
	if !reflect.DeepEqual(a, b) {
		t.Fatal("Pages differs between two runs")
	}
	p := loadFixture(t)
	x, _ := PropsTable(p, "WidgetProps", Options{})
	y, _ := PropsTable(p, "WidgetProps", Options{})
	if x != y {
		t.Fatal("PropsTable differs between two runs")
	}
	for i := 1; i < len(a); i++ {
		if a[i-1].ID >= a[i].ID {
			t.Fatalf("pages not sorted by ID: %q before %q", a[i-1].ID, a[i].ID)
		}
	}
}

func TestLoadRejects(t *testing.T) {
	for name, in := range map[string]string{
		"not JSON":       "{",
		"not a project":  `{"id": 1, "name": "x", "variant": "declaration", "kind": 256}`,
		"wrong shape":    `{"variant": "project", "kind": 1, "children": {}}`,
		"bad target":     `{"variant": "project", "kind": 1, "children": [{"id": 1, "variant": "declaration", "kind": 32, "name": "x", "type": {"type": "reference", "target": [1]}}]}`,
		"bad tail arity": `{"variant": "project", "kind": 1, "children": [{"id": 1, "variant": "declaration", "kind": 32, "name": "x", "type": {"type": "templateLiteral", "head": "", "tail": [[{"type": "intrinsic", "name": "string"}]]}}]}`,
	} {
		if _, err := Load([]byte(in)); err == nil {
			t.Errorf("%s: Load accepted %s", name, in)
		}
	}
	if _, err := Load([]byte(`{"variant": "project", "kind": 1, "name": "empty", "somethingNew": [1, 2]}`)); err != nil {
		t.Errorf("unknown fields must be ignored: %v", err)
	}
}

// TestTypePrinting covers every type node kind of TypeDoc 0.28 and the
// parentheses that precedence needs.
func TestTypePrinting(t *testing.T) {
	str := `{"type":"intrinsic","name":"string"}`
	num := `{"type":"intrinsic","name":"number"}`
	ref := func(name string) string {
		return `{"type":"reference","name":"` + name + `","target":{"packageName":"x","packagePath":"","qualifiedName":"` + name + `"}}`
	}
	fn := `{"type":"reflection","declaration":{"id":1,"variant":"declaration","kind":65536,"name":"__type","signatures":[{"id":2,"variant":"signature","kind":4096,"name":"__type",` +
		`"parameters":[{"id":3,"variant":"param","kind":32768,"name":"a","type":` + num + `},{"id":4,"variant":"param","kind":32768,"name":"b","flags":{"isOptional":true},"type":` + str + `}],"type":{"type":"intrinsic","name":"void"}}]}}`
	cases := []struct{ name, json, want string }{
		{"intrinsic", str, "string"},
		{"unknown", `{"type":"unknown","name":"..."}`, "..."},
		{"string literal", `{"type":"literal","value":"a\"b"}`, `"a\"b"`},
		{"number literal", `{"type":"literal","value":-1.5}`, "-1.5"},
		{"boolean literal", `{"type":"literal","value":true}`, "true"},
		{"null literal", `{"type":"literal","value":null}`, "null"},
		{"bigint literal", `{"type":"literal","value":{"value":"12","negative":true}}`, "-12n"},
		{"reference with arguments", `{"type":"reference","name":"Map","typeArguments":[` + str + `,` + num + `]}`, "Map<string, number>"},
		{"union", `{"type":"union","types":[` + str + `,` + num + `]}`, "string | number"},
		{"intersection of unions", `{"type":"intersection","types":[{"type":"union","types":[` + ref("A") + `,` + ref("B") + `]},` + ref("C") + `]}`, "(A | B) & C"},
		{"array of union", `{"type":"array","elementType":{"type":"union","types":[` + str + `,` + num + `]}}`, "(string | number)[]"},
		{"array of function", `{"type":"array","elementType":` + fn + `}`, "((a: number, b?: string) => void)[]"},
		{"union with function", `{"type":"union","types":[` + fn + `,` + str + `]}`, "((a: number, b?: string) => void) | string"},
		{"tuple", `{"type":"tuple","elements":[` + str + `,{"type":"optional","elementType":` + num + `},{"type":"rest","elementType":{"type":"array","elementType":` + str + `}}]}`, "[string, number?, ...string[]]"},
		{"named tuple members", `{"type":"tuple","elements":[{"type":"namedTupleMember","name":"min","isOptional":false,"element":` + num + `},{"type":"namedTupleMember","name":"max","isOptional":true,"element":` + num + `}]}`, "[min: number, max?: number]"},
		{"indexed access", `{"type":"indexedAccess","objectType":` + ref("Theme") + `,"indexType":{"type":"literal","value":"axes"}}`, `Theme["axes"]`},
		{"keyof", `{"type":"typeOperator","operator":"keyof","target":` + ref("T") + `}`, "keyof T"},
		{"array of keyof", `{"type":"array","elementType":{"type":"typeOperator","operator":"keyof","target":` + ref("T") + `}}`, "(keyof T)[]"},
		{"readonly array", `{"type":"typeOperator","operator":"readonly","target":{"type":"array","elementType":` + str + `}}`, "readonly string[]"},
		{"query", `{"type":"query","queryType":` + ref("FONT_STYLES") + `}`, "typeof FONT_STYLES"},
		{"indexed query", `{"type":"indexedAccess","indexType":` + num + `,"objectType":{"type":"query","queryType":` + ref("FONT_STYLES") + `}}`, "typeof FONT_STYLES[number]"},
		{"conditional with infer", `{"type":"conditional","checkType":` + ref("T") + `,"extendsType":{"type":"array","elementType":{"type":"inferred","name":"U"}},"trueType":` + ref("U") + `,"falseType":{"type":"intrinsic","name":"never"}}`, "T extends (infer U)[] ? U : never"},
		{"mapped", `{"type":"mapped","parameter":"K","parameterType":{"type":"typeOperator","operator":"keyof","target":` + ref("T") + `},"templateType":{"type":"indexedAccess","objectType":` + ref("T") + `,"indexType":` + ref("K") + `},"readonlyModifier":"+","optionalModifier":"-"}`, "{ readonly [K in keyof T]-?: T[K] }"},
		{"mapped with as", `{"type":"mapped","parameter":"K","parameterType":` + ref("Keys") + `,"nameType":` + ref("Renamed") + `,"templateType":` + str + `,"optionalModifier":"+"}`, "{ [K in Keys as Renamed]?: string }"},
		{"template literal", `{"type":"templateLiteral","head":"a-","tail":[[` + str + `,"-b"],[` + num + `,""]]}`, "`a-${string}-b${number}`"},
		{"predicate", `{"type":"predicate","name":"e","asserts":false,"targetType":` + ref("MetricElementEvent") + `}`, "e is MetricElementEvent"},
		{"asserts predicate", `{"type":"predicate","name":"x","asserts":true}`, "asserts x"},
		{"function type", fn, "(a: number, b?: string) => void"},
		{"object literal", `{"type":"reflection","declaration":{"id":5,"variant":"declaration","kind":65536,"name":"__type","children":[` +
			`{"id":6,"variant":"declaration","kind":1024,"name":"data-id","flags":{"isReadonly":true},"type":` + str + `},` +
			`{"id":7,"variant":"declaration","kind":1024,"name":"n","flags":{"isOptional":true},"type":` + num + `}],` +
			`"indexSignatures":[{"id":8,"variant":"signature","kind":8192,"name":"__index","parameters":[{"id":9,"variant":"param","kind":32768,"name":"key","type":` + str + `}],"type":{"type":"intrinsic","name":"unknown"}}]}}`,
			`{ [key: string]: unknown; readonly "data-id": string; n?: number }`},
		{"generic call signature", `{"type":"reflection","declaration":{"id":10,"variant":"declaration","kind":65536,"name":"__type","signatures":[{"id":11,"variant":"signature","kind":4096,"name":"__type",` +
			`"typeParameters":[{"id":12,"variant":"typeParam","kind":131072,"name":"T","type":` + ref("BaseDatum") + `,"default":` + ref("Datum") + `}],` +
			`"parameters":[{"id":13,"variant":"param","kind":32768,"name":"xs","flags":{"isRest":true},"type":{"type":"array","elementType":` + ref("T") + `}}],"type":` + ref("T") + `}]}}`,
			"<T extends BaseDatum = Datum>(...xs: T[]) => T"},
		{"construct signature", `{"type":"reflection","declaration":{"id":14,"variant":"declaration","kind":65536,"name":"__type","signatures":[{"id":15,"variant":"signature","kind":16384,"name":"__type","type":` + ref("Chart") + `}],"children":[{"id":16,"variant":"declaration","kind":1024,"name":"x","type":` + num + `}]}}`,
			"{ new (): Chart; x: number }"},
		{"a type kind from the future", `{"type":"somethingNew","name":"Foo"}`, "Foo"},
	}
	for _, c := range cases {
		var n tdtype.TypeNode
		if err := json.Unmarshal([]byte(c.json), &n); err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		tp := tdtype.NewPrinter(nil, false)
		tp.Type(&n, tdtype.PrecAny)
		if got := tdtype.PlainText(tp.Toks); got != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.name, got, c.want)
		}
	}
}

func TestTypePrintingBlockAndLinks(t *testing.T) {
	p := loadFixture(t)
	s := newSite(p, Options{})
	var n tdtype.TypeNode
	in := `{"type":"reflection","declaration":{"id":1,"variant":"declaration","kind":65536,"name":"__type","children":[` +
		`{"id":2,"variant":"declaration","kind":1024,"name":"kind","type":{"type":"reference","target":30,"name":"WidgetKind"}},` +
		`{"id":3,"variant":"declaration","kind":1024,"name":"nested","type":{"type":"reflection","declaration":{"id":4,"variant":"declaration","kind":65536,"name":"__type","children":[` +
		`{"id":5,"variant":"declaration","kind":1024,"name":"a","type":{"type":"literal","value":"x|y"}}]}}}]}}`
	if err := json.Unmarshal([]byte(in), &n); err != nil {
		t.Fatal(err)
	}
	block := tdtype.PlainText(s.print(true, func(tp *tdtype.TypePrinter) { tp.Type(&n, tdtype.PrecAny) }))
	if want := "{\n  kind: WidgetKind;\n  nested: {\n    a: \"x|y\";\n  };\n}"; block != want {
		t.Errorf("block:\n%s\nwant:\n%s", block, want)
	}
	var cond tdtype.TypeNode
	ref := func(name string) string { return `{"type":"reference","name":"` + name + `"}` }
	in = `{"type":"mapped","parameter":"P","parameterType":{"type":"typeOperator","operator":"keyof","target":` + ref("T") + `},"optionalModifier":"+","templateType":` +
		`{"type":"conditional","checkType":` + ref("SomeRatherLongTypeName") + `,"extendsType":` + ref("AnotherRatherLongTypeName") + `,"trueType":` + ref("YetAnotherLongTypeName") + `,` +
		`"falseType":{"type":"conditional","checkType":` + ref("A") + `,"extendsType":` + ref("B") + `,"trueType":` + ref("C") + `,"falseType":` + ref("D") + `}}}`
	if err := json.Unmarshal([]byte(in), &cond); err != nil {
		t.Fatal(err)
	}
	got := tdtype.PlainText(s.print(true, func(tp *tdtype.TypePrinter) { tp.Type(&cond, tdtype.PrecAny) }))
	want := "{\n  [P in keyof T]?: SomeRatherLongTypeName extends AnotherRatherLongTypeName\n    ? YetAnotherLongTypeName\n    : A extends B ? C : D;\n}"
	if got != want {
		t.Errorf("block mapped/conditional:\n%s\nwant:\n%s", got, want)
	}
	inline := tdtype.LinkedMarkdown(s.print(false, func(tp *tdtype.TypePrinter) { tp.Type(&n, tdtype.PrecAny) }), true)
	if want := "`{ kind: `[`WidgetKind`](/all-types/type-aliases/WidgetKind)`; nested: { a: \"x\\|y\" } }`"; inline != want {
		t.Errorf("inline:\n%s\nwant:\n%s", inline, want)
	}
}

func TestCodeSpan(t *testing.T) {
	for in, want := range map[string]string{
		"a":       "`a`",
		"a`b":     "``a`b``",
		"`x`":     "`` `x` ``",
		" | ":     "`  |  `",
		"a\nb":    "`a b`",
		"":        "",
		"  ":      "`  `",
		"x ``y``": "``` x ``y`` ```",
	} {
		if got := tdtype.CodeSpan(in, false); got != want {
			t.Errorf("codeSpan(%q) = %q, want %q", in, got, want)
		}
	}
	if got := tdtype.CodeSpan("a|b", true); got != "`a\\|b`" {
		t.Errorf("table code span: %q", got)
	}
}

func TestSlugAndIDs(t *testing.T) {
	for in, want := range map[string]string{
		"gridLine": "gridline", "$$typeof": "typeof", "data-test subj": "data-test-subj",
		"__index": "__index", "Foo.bar": "foo-bar", "!!": "",
	} {
		if got := tdtype.Slug(in); got != want {
			t.Errorf("slug(%q) = %q, want %q", in, got, want)
		}
	}
	ids := tdtype.IDSet{"properties": true}
	if got := ids.Take("properties"); got != "properties-2" {
		t.Errorf("reserved id reused: %q", got)
	}
	if got := ids.Take(""); got != "member" {
		t.Errorf("empty id: %q", got)
	}
}

var headingIDRE = regexp.MustCompile(`^[A-Za-z0-9_-]+$`)

// checkMarkdown parses generated Markdown the way the compiler will (GFM
// tables, {#id} heading attributes) and reports what the compiler would drop
// or mis-render: raw HTML, headings without a valid unique id, an h1, and
// table rows whose cell count differs from their header's.
func checkMarkdown(t *testing.T, name, md string) {
	t.Helper()
	src := []byte(md)
	doc := goldmark.New(
		goldmark.WithExtensions(extension.GFM),
		goldmark.WithParserOptions(parser.WithAttribute()),
	).Parser().Parse(text.NewReader(src))
	seen := map[string]bool{}
	err := ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *ast.RawHTML, *ast.HTMLBlock:
			t.Errorf("%s: raw HTML in generated Markdown", name)
		case *ast.Heading:
			if n.Level == 1 {
				t.Errorf("%s: h1 in body", name)
			}
			v, ok := n.AttributeString("id")
			id, _ := v.([]byte)
			if !ok || !headingIDRE.Match(id) {
				t.Errorf("%s: heading without a valid explicit id: %q", name, id)
			}
			if seen[string(id)] {
				t.Errorf("%s: duplicate heading id %q", name, id)
			}
			seen[string(id)] = true
		}
		return ast.WalkContinue, nil
	})
	if err != nil {
		t.Fatal(err)
	}
	cells := -1
	for _, line := range strings.Split(md, "\n") {
		if !strings.HasPrefix(line, "|") {
			cells = -1
			continue
		}
		n := strings.Count(line, "|") - strings.Count(line, `\|`)
		if cells == -1 {
			cells = n
		} else if n != cells {
			t.Errorf("%s: table row with %d cell separators, header has %d: %s", name, n, cells, line)
		}
	}
}

func TestMarkdownIsSafe(t *testing.T) {
	p := loadFixture(t)
	for _, d := range Pages(p, Options{}) {
		checkMarkdown(t, d.ID, d.Markdown)
	}
	for _, n := range []string{"WidgetSpec", "WidgetProps", "WidgetKind"} {
		md, _ := PropsTable(p, n, Options{})
		checkMarkdown(t, "props "+n, md)
	}
}

// committedJSON is the TypeDoc JSON of @elastic/charts 69.2.2 that the
// default content ships (content/ is self-contained; `make typedoc` makes it).
const committedJSON = "../../../content/typedoc/elastic-charts-69.2.2.json"

// TestRealTypeDocJSON runs on the committed output of _generate/.
func TestRealTypeDocJSON(t *testing.T) {
	data, err := os.ReadFile(committedJSON)
	if err != nil {
		t.Fatal(err)
	}
	p, err := Load(data)
	if err != nil {
		t.Fatal(err)
	}
	docs := Pages(p, Options{RouteBase: "all-types"})
	counts := map[string]int{}
	byID := pagesByID(docs)
	for _, d := range docs {
		counts[d.Kind]++
	}
	// TypeDoc 0.28.20 with generate/function-variables.mjs. The original site
	// (an older TypeDoc) had 148 interfaces; 0.28 also lists Chart and
	// DataGenerator as classes and one more interface.
	for kind, want := range map[string]int{
		"index": 1, "function": 54, "interface": 149, "type-alias": 234, "variable": 63, "namespace": 6,
	} {
		if counts[kind] != want {
			t.Errorf("%s pages: got %d, want %d (all counts: %v)", kind, counts[kind], want, counts)
		}
	}
	statics := []string{"contextTypes", "defaultProps", "displayName", "propTypes"}
	for _, ns := range []string{"Axis", "Metric", "RectAnnotation", "SmallMultiples", "TooltipMetricRow", "Wordcloud"} {
		if d, ok := byID["all-types/namespaces/"+ns+"/index"]; !ok || d.Route != "/all-types/namespaces/"+ns+"/" {
			t.Errorf("namespace page %s missing or misrouted: %+v", ns, d.Route)
		}
		for _, v := range statics {
			if _, ok := byID["all-types/namespaces/"+ns+"/variables/"+v]; !ok {
				t.Errorf("missing /all-types/namespaces/%s/variables/%s", ns, v)
			}
		}
	}
	for _, id := range []string{"functions/type", "variables/$$typeof", "variables/displayName"} {
		if _, ok := byID["all-types/namespaces/TooltipMetricRow/"+id]; !ok {
			t.Errorf("missing /all-types/namespaces/TooltipMetricRow/%s", id)
		}
	}
	for _, id := range []string{
		"type-aliases/SpecId", "type-aliases/TooltipProps", "type-aliases/YDomainRange",
		"variables/AGGREGATE_KEY", "variables/settingsBuildProps", "variables/WeightFn", "type-aliases/WeightFn",
		"interfaces/AxisSpec", "functions/Axis",
	} {
		if _, ok := byID["all-types/"+id]; !ok {
			t.Errorf("missing /all-types/%s", id)
		}
	}
	for _, d := range docs {
		checkMarkdown(t, d.ID, d.Markdown)
	}
	// Every link into the reference must land on a page (and heading) that exists.
	anchors := map[string]map[string]bool{}
	for _, d := range docs {
		anchors[d.Route] = map[string]bool{}
		for _, m := range regexp.MustCompile(`\{#([A-Za-z0-9_-]+)\}`).FindAllStringSubmatch(d.Markdown, -1) {
			anchors[d.Route][m[1]] = true
		}
	}
	linkRE := regexp.MustCompile(`\]\((/all-types/[^)#]*)(#[^)]*)?\)`)
	for _, d := range docs {
		for _, m := range linkRE.FindAllStringSubmatch(d.Markdown, -1) {
			heads, ok := anchors[m[1]]
			if !ok {
				t.Errorf("%s: link to missing page %s", d.ID, m[1])
				continue
			}
			if m[2] != "" && !heads[m[2][1:]] {
				t.Errorf("%s: link to missing anchor %s%s", d.ID, m[1], m[2])
			}
		}
	}
	for _, name := range []string{"AxisSpec", "AreaSeriesSpec", "TooltipSpec", "GoalSpec", "SettingsSpec"} {
		md, ok := PropsTable(p, name, Options{})
		if !ok || !strings.HasPrefix(md, "| Prop | Type | Default | Description |") {
			t.Errorf("PropsTable(%s): ok=%v %.80q", name, ok, md)
		}
		checkMarkdown(t, "props "+name, md)
	}
}

// TestCommittedJSONIsCurrent regenerates the reference with the pinned
// generator (_generate: TypeDoc, TypeScript, @types/react and @elastic/charts
// from its lockfile) and fails when the committed file differs. It needs the
// generator's npm packages, so it runs only where they are installed
// (`make test` installs them; `make typedoc` rewrites the committed file).
func TestCommittedJSONIsCurrent(t *testing.T) {
	bin := filepath.Join("_generate", "node_modules", ".bin", "typedoc")
	if _, err := os.Stat(bin); err != nil {
		t.Skip("the generator's packages are not installed (cd compiler/internal/typedoc/_generate && npm ci)")
	}
	if testing.Short() {
		t.Skip("-short: TypeDoc takes about 20 s")
	}
	out := filepath.Join(t.TempDir(), "out.json")
	cmd := exec.Command(filepath.Join("node_modules", ".bin", "typedoc"), "--options", "typedoc.json", "--json", out, "--logLevel", "Error")
	cmd.Dir = "_generate"
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("typedoc: %v\n%s", err, msg)
	}
	got, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(committedJSON)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("%s differs from what the pinned generator produces (%d bytes, committed %d); run `make typedoc` and commit the result", committedJSON, len(got), len(want))
	}
}
