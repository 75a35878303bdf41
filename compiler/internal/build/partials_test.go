package build

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/contentc/contentc/compiler/internal/graph"
)

// A partial's links resolve against the partial's folder, as Docusaurus
// resolves them (each MDX file is compiled on its own), and a broken one is
// reported at the partial's line and column.
func TestPartialLinksResolveFromThePartial(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, filepath.Join(dir, "src"), parseArchive(`-- docs/intro.mdx --
# Intro

import Setup from './shared/_setup.md';

<Setup />
-- docs/shared/_setup.md --
## Setup

Read [the neighbour](./neighbour.md) first, then [the guide](../guides/guide.md).
Also [a missing one](./gone.md).
-- docs/shared/neighbour.md --
# Neighbour
-- docs/guides/guide.md --
# Guide
`))
	res, err := Run(Options{Root: filepath.Join(dir, "src"), Out: filepath.Join(dir, "out")})
	if err != nil {
		t.Fatal(err)
	}
	var p graph.DocPage
	readJSON(t, filepath.Join(dir, "out", "docs", "current", "intro.json"), &p)
	for _, href := range []string{`href="/docs/shared/neighbour"`, `href="/docs/guides/guide"`} {
		if !strings.Contains(p.HTML, href) {
			t.Errorf("page has no %s: %s", href, p.HTML)
		}
	}
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, d.String())
	}
	want := `docs/shared/_setup.md:4:6: warning[broken-link]: link "./gone.md" points to docs/shared/gone.md, which is not a doc of this version; fix the path`
	if strings.Join(got, "\n") != want {
		t.Errorf("diagnostics:\n%s\nwant:\n%s", strings.Join(got, "\n"), want)
	}
}
