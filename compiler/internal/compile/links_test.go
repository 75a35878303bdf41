package compile

import (
	"path/filepath"
	"strings"
	"testing"
)

// Links as Docusaurus resolves them: an absolute .md path from the docs folder
// or from the site's folder (`/docs/intro.md`, home-assistant's docs), and a
// relative URL in a category's index doc, which Docusaurus serves as a folder
// (docs/guide/index.md is /docs/guide/), against that folder.
func TestLinksResolvedAsDocusaurus(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, filepath.Join(dir, "src"), parseArchive(`
-- docs/intro.md --
# Intro
-- docs/guide/index.md --
# Guide

Back to [the intro](../intro) and [a page](./page).
-- docs/guide/page.md --
# Page

From the site: [intro](/docs/intro.md); from the docs: [intro](/intro.md#x); [up](../intro).
`))
	res, err := Run(Options{Root: filepath.Join(dir, "src"), Out: filepath.Join(dir, "out")})
	if err != nil {
		t.Fatal(err)
	}
	var warns []string
	for _, d := range res.Diagnostics {
		warns = append(warns, d.String())
	}
	if want := "docs/guide/page.md:3:56: warning[broken-anchor]: link \"/intro.md#x\" points to #x, which is not a heading of /docs/intro"; strings.Join(warns, "\n") != want {
		t.Errorf("diagnostics:\n%s\nwant:\n%s", strings.Join(warns, "\n"), want)
	}
	var guide, page struct{ HTML string }
	readJSON(t, filepath.Join(dir, "out", "docs", "current", "guide", "index.json"), &guide)
	readJSON(t, filepath.Join(dir, "out", "docs", "current", "guide", "page.json"), &page)
	for _, s := range []string{`<a href="/docs/intro">the intro</a>`, `<a href="/docs/guide/page">a page</a>`} {
		if !strings.Contains(guide.HTML, s) {
			t.Errorf("no %s in %s", s, guide.HTML)
		}
	}
	for _, s := range []string{`<a href="/docs/intro">intro</a>; from the docs: <a href="/docs/intro#x">intro</a>; <a href="/docs/intro">up</a>`} {
		if !strings.Contains(page.HTML, s) {
			t.Errorf("no %s in %s", s, page.HTML)
		}
	}
}
