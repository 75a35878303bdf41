package validate

import (
	"strings"
	"testing"

	"github.com/contentc/contentc/compiler/internal/yamlpos"
	"github.com/contentc/contentc/schema"
)

func check(t *testing.T, schemaName, src string) []string {
	t.Helper()
	v, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	doc, err := yamlpos.Parse([]byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, d := range v.Check(schemaName, "f.yaml", doc, 0) {
		out = append(out, d.String())
	}
	return out
}

func TestSchemaDiagnostics(t *testing.T) {
	cases := []struct {
		schema, src string
		want        []string // substrings, one per diagnostic, in order
	}{
		{"site.schema.json", "title: X\n", nil},
		{"site.schema.json", "title: X\ncolour: red\n", []string{`f.yaml:2:1: error[schema]: unknown key "colour" in site.yaml`}},
		{"site.schema.json", "title: X\nnavbar:\n  hideOnScrol: true\n", []string{`f.yaml:3:3: error[schema]: unknown key "hideOnScrol" in navbar; did you mean "hideOnScroll"?`}},
		{"site.schema.json", "tagline: hi\n", []string{`f.yaml:1:1: error[schema]: site.yaml is missing "title"`}},
		{"site.schema.json", "title: X\nsearch:\n  maxHits: many\n", []string{`f.yaml:3:12: error[schema]: search.maxHits: expected integer, but got string`}},
		{"site.schema.json", "title: X\nnavbar:\n  items:\n    - label: A\n      position: middle\n", []string{`f.yaml:5:17: error[schema]: navbar.items[0].position: value must be one of "left", "right"`}},
		{"frontmatter.schema.json", "title: true\n", []string{`f.yaml:1:8: error[schema]: title: expected string, but got boolean`}},
		{"frontmatter.schema.json", "tags: [ok, {label: false}]\n", []string{`f.yaml:1:20: error[schema]: tags[1].label: expected string, but got boolean`}},
		{"category.schema.json", "label: Specs\nlink:\n  type: generated-index\n  slugg: /x\n", []string{`f.yaml:4:3: error[schema]: unknown key "slugg" in link; did you mean "slug"?`}},
		{"sidebars.schema.json", "docs:\n  - type: doc\n    idd: intro\n", []string{`f.yaml:2:5: error[schema]: docs[0] is missing "id"`, `f.yaml:3:5: error[schema]: unknown key "idd" in docs[0]`}},
		{"sidebars.schema.json", "docs:\n  - type: docc\n    id: intro\n", []string{`f.yaml:2:5: error[schema]: docs[0] does not match any allowed form`}},
		// "not" in words: two keys that go one without the other, a value that may not be
		{"site.schema.json", "title: X\nmarkdown:\n  codeImport: {}\n  codeSnippets: {baseDir: ..}\n", []string{`f.yaml:3:3: error[schema]: markdown may not have "codeImport" and "codeSnippets" together: keep one`}},
		{"site.schema.json", "title: X\ndocs:\n  tags: true\n", []string{`f.yaml:3:9: error[schema]: docs.tags may not be true`}},
	}
	for _, c := range cases {
		got := check(t, c.schema, c.src)
		if len(got) != len(c.want) {
			t.Errorf("%s %q: got %d diagnostics %q, want %d", c.schema, c.src, len(got), got, len(c.want))
			continue
		}
		for i := range got {
			if !strings.Contains(got[i], c.want[i]) {
				t.Errorf("%s %q:\n got  %s\n want %s", c.schema, c.src, got[i], c.want[i])
			}
		}
	}
}

func TestSuggest(t *testing.T) {
	if s := Suggest("sidebar_postion", []string{"sidebar_position", "slug"}); s != "sidebar_position" {
		t.Errorf("got %q", s)
	}
	if s := Suggest("zzzzzz", []string{"title"}); s != "" {
		t.Errorf("got %q", s)
	}
	if n := Nearest("api/specs/goal", []string{"api/specs/Goal", "docs/docs", "api/Chart"}, 2); n[0] != "api/specs/Goal" {
		t.Errorf("got %v", n)
	}
}

// Strings are converted where the schema asks a boolean or a number, as
// Docusaurus's Joi schemas convert them (convert: true): zmk's config has
// trailingSlash: "false"; a string that is neither stays an error.
func TestConvertsStringsAsJoi(t *testing.T) {
	v, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	doc, err := yamlpos.Parse([]byte("hide_title: \"TRUE\"\nsidebar_position: ' 2.5 '\ntoc_max_heading_level: '4'\ndraft: 'false'\ntags: ['true']\n"))
	if err != nil {
		t.Fatal(err)
	}
	if d := v.Check("frontmatter.schema.json", "f.md", doc, 0); len(d) != 0 {
		t.Fatalf("diagnostics %v", d)
	}
	m := doc.Value.(map[string]any)
	if m["hide_title"] != true || m["sidebar_position"] != 2.5 || m["toc_max_heading_level"] != 4.0 || m["draft"] != false || m["tags"].([]any)[0] != "true" {
		t.Fatalf("converted %#v", m)
	}
	for src, want := range map[string]string{
		"hide_title: yes\n":              `f.yaml:1:13: error[schema]: hide_title: expected boolean, but got string`,
		"sidebar_position: two\n":        `f.yaml:1:19: error[schema]: sidebar_position: expected number, but got string`,
		"toc_max_heading_level: '3.5'\n": `f.yaml:1:24: error[schema]: toc_max_heading_level: expected integer, but got string`,
	} {
		if got := strings.Join(check(t, "frontmatter.schema.json", src), "; "); got != want {
			t.Errorf("%q: %s, want %s", src, got, want)
		}
	}
	if got := check(t, "site.schema.json", "title: X\nsearch:\n  maxHits: '12'\n"); len(got) != 0 {
		t.Errorf("site.yaml: %v", got)
	}
	// A number where front matter asks a string is its text, as Docusaurus's
	// JoiFrontMatter prepares it (stellar's keywords: [x402, 402]); not in
	// site.yaml, whose Joi strings take no number.
	doc, err = yamlpos.Parse([]byte("title: 2024\nsidebar_label: 4.5\nkeywords: [payments, 402]\n"))
	if err != nil {
		t.Fatal(err)
	}
	if d := v.Check("frontmatter.schema.json", "f.md", doc, 0); len(d) != 0 {
		t.Fatalf("diagnostics %v", d)
	}
	if m := doc.Value.(map[string]any); m["title"] != "2024" || m["sidebar_label"] != "4.5" || m["keywords"].([]any)[1] != "402" {
		t.Errorf("converted %#v", m)
	}
	if got := check(t, "site.schema.json", "title: 2024\n"); len(got) != 1 {
		t.Errorf("site.yaml title: 2024: %v", got)
	}
}

func TestTypo(t *testing.T) {
	known := []string{"title", "tags", "image", "slug", "sidebar_label", "id"}
	for s, want := range map[string]string{"uid": "", "pid": "", "tfms": "", "tgas": "tags", "titel": "title", "tilte": "title", "imgae": "image", "ids": "", "i": "", "ID": "id", "Id": "id", "sidebar_lable": "sidebar_label", "slgu": "slug", "Title": "title", "tag": "tags", "status": "", "stage": "", "stats": "", "owner": "",
		"title-llm": "", "titel-llm": "", "old_tags": "", "slugV2": "", "slug.old": "", "slugs": "slug", "imagee": "image", "titleish": "title"} {
		if got := Typo(s, known); got != want {
			t.Errorf("Typo(%q) = %q, want %q", s, got, want)
		}
	}
}

// Schemas are compiled on first use; every embedded one compiles.
func TestEverySchemaCompiles(t *testing.T) {
	v, err := New()
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range schema.Names {
		if s, err := v.Schema(name); err != nil || s == nil {
			t.Errorf("%s: %v", name, err)
		}
	}
	if _, err := v.Schema("nope.schema.json"); err == nil {
		t.Error("an unknown schema compiled")
	}
}
