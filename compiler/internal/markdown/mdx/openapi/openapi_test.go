package openapi

import (
	"strings"
	"testing"

	"github.com/contentc/contentc/compiler/internal/markdown/mdx/jsx"
)

func props(t *testing.T, attrs ...string) map[string]any {
	t.Helper()
	var as []jsx.Attr
	for i := 0; i+1 < len(attrs); i += 2 {
		v, ok := jsx.ParseValue(attrs[i+1], nil)
		as = append(as, jsx.Attr{Name: attrs[i], Expr: attrs[i+1], Value: v, Literal: ok})
	}
	return Props(as, nil)
}

func TestHTML(t *testing.T) {
	for _, c := range []struct {
		name  string
		attrs []string
		want  string
		text  string
	}{
		{"MethodEndpoint", []string{"method", `"put"`, "path", `"/v2/items/{id}"`},
			`<p class="openapi-endpoint"><strong class="openapi-method">PUT</strong> <code>/v2/items/{id}</code></p>` + "\n", "PUT /v2/items/{id}"},
		{"ParamsDetails", []string{"parameters", `[{"name":"id","in":"path","required":true,"schema":{"type":"integer","format":"int64"}},{"name":"q","in":"query","description":"Use <b>` + "`a*b`" + `</b>, **not** [x](https://x.org/a) <script>y()</script>","schema":{"type":"string","enum":["a","b"],"default":"a"}}]`},
			`<details class="openapi-params" open><summary><strong>Path Parameters</strong></summary>
<ul>
<li><strong>id</strong> <code>integer&lt;int64&gt;</code> <em>required</em></li>
</ul>
</details>
<details class="openapi-params" open><summary><strong>Query Parameters</strong></summary>
<ul>
<li><strong>q</strong> <code>string</code><p>Use <b><code>a*b</code></b>, <strong>not</strong> <a href="https://x.org/a" rel="noopener noreferrer" target="_blank">x</a> </p>
<p>Possible values: <code>a</code>, <code>b</code></p>
<p>Default value: <code>a</code></p>
</li>
</ul>
</details>
`, "Path Parameters id integer<int64> Query Parameters q string Use a*b , not x a b a"},
		// properties in the order the spec has them; allOf merged; oneOf's choices
		{"RequestSchema", []string{"title", `"Body"`, "body", `{"required":true,"content":{"application/json":{"schema":{"allOf":[{"type":"object","properties":{"zeta":{"type":"string"}},"required":["zeta"]},{"properties":{"alpha":{"type":"array","items":{"type":"object","title":"Tag","properties":{"name":{"type":"string"}}}}}}]}}}}`},
			`<details class="openapi-body" open><summary><strong>Body</strong> <em>required</em></summary>
<p><code>application/json</code> <code>object</code></p>
<ul>
<li><strong>zeta</strong> <code>string</code> <em>required</em></li>
<li><strong>alpha</strong> <code>Tag[]</code><ul>
<li><strong>name</strong> <code>string</code></li>
</ul>
</li>
</ul>
</details>
`, "Body application/json object zeta string alpha Tag[] name string"},
		{"StatusCodes", []string{"responses", `{"200":{"description":"OK"},"404":{"description":"Not *found*","content":{"application/json":{"schema":{"oneOf":[{"title":"Err","type":"object","properties":{"code":{"type":"string"}}},{"type":"string"}]}}}}}`},
			`<details class="openapi-response"><summary><strong>200</strong> OK</summary>
</details>
<details class="openapi-response"><summary><strong>404</strong> Not <em>found</em></summary>
<p><code>application/json</code> <code>oneOf</code></p>
<ul>
<li><em>oneOf</em>
<ul>
<li><strong>Err</strong> <code>object</code><ul>
<li><strong>code</strong> <code>string</code></li>
</ul>
</li>
<li><code>string</code></li>
</ul></li>
</ul>
</details>
`, "200 OK 404 Not found application/json oneOf Err object code string string"},
		{"SchemaItem", []string{"name", `"id"`, "required", `true`, "schemaName", `"uuid"`, "qualifierMessage", `"**Possible values:** [` + "`x`" + `]"`, "schema", `{"description":"The id"}`},
			`<li><strong>id</strong> <code>uuid</code> <em>required</em><p>The id</p>
<p><strong>Possible values:</strong> [<code>x</code>]</p></li>
`, "id uuid The id Possible values: [ x ]"},
		{"ParamsItem", []string{"param", `{"name":"<script>","in":"query","schema":{"type":"string"},"example":{"a":1}}`},
			"<li><strong>&lt;script&gt;</strong> <code>string</code></li>\n", "<script> string"},
		{"RequestSchema", []string{"title", `"Body"`, "body", `undefined`}, "", ""},
		{"OpenAPISchema", []string{"schemaType", `"response"`, "schema", `{"description":"A pet","allOf":["circular(Pet)",{"type":"object","properties":{"id":{"type":"integer"}}}]}`},
			"<p>A pet</p>\n<ul>\n<li><strong>id</strong> <code>integer</code></li>\n</ul>\n", "A pet id integer"},
	} {
		got, text := HTML(c.name, props(t, c.attrs...))
		if got != c.want {
			t.Errorf("%s:\n%s\nwant:\n%s", c.name, got, c.want)
		}
		if strings.Join(strings.Fields(text), " ") != c.text {
			t.Errorf("%s text: %q, want %q", c.name, strings.Join(strings.Fields(text), " "), c.text)
		}
	}
}

func TestLogo(t *testing.T) {
	light, dark, alt, ok := Logo(props(t, "logo", `{"url":"/img/a.png","altText":"A"}`, "darkLogo", `undefined`))
	if !ok || light != "/img/a.png" || dark != "/img/a.png" || alt != "A" {
		t.Errorf("%q %q %q %v", light, dark, alt, ok)
	}
	if _, dark, _, _ = Logo(props(t, "logo", `{"url":"/img/a.png"}`, "darkLogo", `{"url":"/img/b.png"}`)); dark != "/img/b.png" {
		t.Errorf("dark %q", dark)
	}
	if _, _, _, ok = Logo(props(t, "logo", `undefined`)); ok {
		t.Error("no logo")
	}
}

// A prop that requires a JSON file, and a spread of one, is the file's JSON
// (docusaurus-openapi-docs 4.7 and later).
func TestPropsRequireJSON(t *testing.T) {
	files := map[string]string{"./a.RequestSchema.json": `{"title":"Body","body":{"content":{"application/json":{"schema":{"type":"object","properties":{"b":{"type":"string"},"a":{"type":"integer"}}}}}}}`,
		"./a.responses.json": `{"200":{"description":"OK"}}`}
	read := func(spec string) (string, bool) { s, ok := files[spec]; return s, ok }
	p := Props([]jsx.Attr{{Name: "...", Expr: `...require("./a.RequestSchema.json")`}}, read)
	if h, _ := HTML("RequestSchema", p); !strings.Contains(h, "<li><strong>b</strong> <code>string</code></li>\n<li><strong>a</strong>") {
		t.Errorf("spread: %s", h)
	}
	p = Props([]jsx.Attr{{Name: "responses", Expr: `require('./a.responses.json')`}, {Name: "id", Expr: `require("./missing.json")`}}, read)
	if h, _ := HTML("StatusCodes", p); !strings.Contains(h, "<strong>200</strong> OK") || p["id"] != nil {
		t.Errorf("prop: %s %v", h, p)
	}
}
