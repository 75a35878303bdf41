package scan

import (
	"path/filepath"
	"testing"

	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/validate"
)

// A folder's index doc is routed at the folder, as Docusaurus routes it. Its rule
// (plugin-content-docs: getSlug and isCategoryIndex; README: The content tree): a
// doc named index or README (any case), or named as its folder, compared as
// written (number prefixes included), has the slug of its folder, "/guide/".
// Docusaurus serves that at /docs/guide/, or at /docs/guide with trailingSlash:
// false; contentc's routes have no trailing slash, so /docs/guide. Any other doc is
// folder + id, number prefixes stripped.
func TestIndexDocRoutes(t *testing.T) {
	root := t.TempDir()
	want := map[string]string{
		"index.md":                "/docs",
		"guide/index.md":          "/docs/guide",
		"readme/README.md":        "/docs/readme",
		"lower/readme.mdx":        "/docs/lower",
		"named/named.md":          "/docs/named",
		"cased/Cased.md":          "/docs/cased",
		"01-num/01-num.md":        "/docs/num",
		"02-prefixed/prefixed.md": "/docs/prefixed/prefixed",
		"numbered/01-index.md":    "/docs/numbered/index",
		"slugged/index.md":        "/docs/slugged/home",
		"deep/er/index.md":        "/docs/deep/er",
		"guide/other.md":          "/docs/guide/other",
	}
	for f := range want {
		body := "# X\n"
		if f == "slugged/index.md" {
			body = "---\nslug: home\n---\n# X\n"
		}
		write(t, filepath.Join(root, "docs", filepath.FromSlash(f)), body)
	}
	v, err := validate.New()
	if err != nil {
		t.Fatal(err)
	}
	diags := &diag.List{}
	tree := Scan(Options{Root: root, DocsDir: "docs", Version: "current", RoutePrefix: "/docs"}, v, diags)
	if diags.HasErrors() {
		t.Fatalf("scan: %v", diags.Sorted())
	}
	if len(tree.Docs) != len(want) {
		t.Errorf("%d docs, want %d", len(tree.Docs), len(want))
	}
	for _, d := range tree.Docs {
		if d.Route != want[d.RelPath] {
			t.Errorf("%s: route %s, want %s", d.RelPath, d.Route, want[d.RelPath])
		}
	}
}
