package compile

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/contentc/contentc/compiler/internal/graph"
)

// A Docusaurus config's markdown.preprocessor is given each Markdown file (docs
// and the partials they import) and what it returns is parsed instead, as
// Docusaurus does; the front matter is read as written (Docusaurus reads its
// metadata from the file itself).
func TestMarkdownPreprocessor(t *testing.T) {
	dir, res := compileArchive(t, "preprocessor.txtar")
	for _, d := range res.Diagnostics {
		t.Errorf("diagnostic: %s", d)
	}
	var intro, guide graph.DocPage
	readJSON(t, filepath.Join(dir, "out", "docs", "current", "intro.json"), &intro)
	readJSON(t, filepath.Join(dir, "out", "docs", "current", "guide.json"), &guide)
	for _, want := range []string{
		"Version 4.2.0 of Charts, from /docs/intro.mdx.",
		"Install Charts 4.2.0 (/docs/_install.mdx).",
	} {
		if !strings.Contains(intro.HTML, want) {
			t.Errorf("intro has no %q: %s", want, intro.HTML)
		}
	}
	if intro.Title != "About {{PRODUCT}}" {
		t.Errorf("intro's title %q: the front matter is read as written", intro.Title)
	}
	if guide.Title != "The Charts guide" || !strings.Contains(guide.HTML, "Plain Markdown is preprocessed too: 4.2.0.") {
		t.Errorf("guide: %q %s", guide.Title, guide.HTML)
	}
}

// An edit of the module the preprocessor reads changes every page it
// preprocesses, with the cache and in watch mode (s.compile compares each
// compile with one without cache or memo).
func TestMarkdownPreprocessorIncremental(t *testing.T) {
	for _, withMemo := range []bool{false, true} {
		s := newIncSite(t, "preprocessor.txtar", withMemo)
		s.compile()
		s.edit("vars.js", "4.2.0", "4.3.0")
		if res := s.compile(); res.Rendered != 2 {
			t.Errorf("memo %v: %d pages rendered again, want 2 (the two that use VERSION)", withMemo, res.Rendered)
		}
		s.edit("docs/_install.mdx", "Install", "Set up")
		s.compile()
		s.edit("docusaurus.config.js", ".replace(/\\{\\{FILE\\}\\}/g, filePath)", "")
		s.compile()
	}
}

// A preprocessor that throws, runs too long or returns no string stops the
// compile (as it stops Docusaurus's build) with an error at the file.
func TestMarkdownPreprocessorErrors(t *testing.T) {
	config := `-- docusaurus.config.js --
module.exports = {
  title: 'T', url: 'https://example.com', baseUrl: '/',
  markdown: {
    preprocessor({filePath, fileContent}) {
      if (filePath.endsWith('throws.md')) throw new Error('no variables here');
      if (filePath.endsWith('number.md')) return 42;
      if (filePath.endsWith('loops.md')) for (;;) {}
      if (filePath.endsWith('huge.md')) return 'x'.repeat(11 * 1024 * 1024);
      if (filePath.endsWith('nul.md')) return '# NUL\n\nA \0 byte.';
      if (fileContent === '') throw new Error('empty');
      return fileContent.replace('Fine', 'Fine, preprocessed');
    },
  },
  presets: [['classic', {docs: {sidebarPath: false}}]],
};
-- docs/fine.md --
# Fine
`
	// One that throws on an empty file (it is tried once on one) still runs.
	dir, res := compileSource(t, config)
	var fine graph.DocPage
	readJSON(t, filepath.Join(dir, "out", "docs", "current", "fine.json"), &fine)
	if len(res.Diagnostics) > 0 || fine.Title != "Fine, preprocessed" {
		t.Errorf("fine: %q %v", fine.Title, res.Diagnostics)
	}

	_, res = compileSource(t, config+`-- docs/throws.md --
# Throws
-- docs/number.md --
# Number
-- docs/loops.md --
# Loops
-- docs/huge.md --
# Huge
-- docs/nul.md --
# NUL
`)
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, d.String())
	}
	want := []string{
		"docs/huge.md:1:1: error[js-error]: the Docusaurus config's markdown.preprocessor, given this file, returned 11 MiB, over the 10 MiB a file may have; fix the function (Docusaurus's build stops here too)",
		"docs/loops.md:1:1: error[js-error]: the Docusaurus config's markdown.preprocessor, given this file, ran for more than 1s; fix the function (Docusaurus's build stops here too)",
		"docs/nul.md:1:1: error[js-error]: the Docusaurus config's markdown.preprocessor, given this file, returned text with a fault at line 3, column 3: file contains a NUL byte; is it a binary file? Text files only; fix the function (Docusaurus's build stops here too)",
		"docs/number.md:1:1: error[js-error]: the Docusaurus config's markdown.preprocessor, given this file, returned 42, not a string; fix the function (Docusaurus's build stops here too)",
		"docs/throws.md:1:1: error[js-error]: the Docusaurus config's markdown.preprocessor, given this file, threw Error: no variables here; fix the function (Docusaurus's build stops here too)",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("diagnostics:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}

	// One that pastes in a file it reads (crowdsec-docs' snippets): there is no
	// file system, so the file is compiled as written, with a warning, not
	// stopped with an error that says Docusaurus stops too.
	dir, res = compileSource(t, `-- docusaurus.config.js --
const fs = require('fs');
module.exports = {
  title: 'T', url: 'https://example.com', baseUrl: '/',
  markdown: {
    preprocessor: ({fileContent}) => fileContent.replace(/<!-- snippet (\w+) -->/g, (m, id) => fs.readFileSync('snippets/' + id + '.md', 'utf8')),
  },
  presets: [['classic', {docs: {sidebarPath: false}}]],
};
-- snippets/setup.md --
Run the installer.
-- docs/a.md --
# A

<!-- snippet setup -->

After.
-- docs/b.md --
# B
`)
	got = nil
	for _, d := range res.Diagnostics {
		got = append(got, d.String())
	}
	if strings.Join(got, "\n") != "docs/a.md:1:1: warning[docusaurus-config]: the Docusaurus config's markdown.preprocessor, given this file, returned a string built from a file or package it read, which contentc does not read or run: the file is compiled as written, without what the function adds" {
		t.Errorf("diagnostics:\n%s", strings.Join(got, "\n"))
	}
	var a graph.DocPage
	readJSON(t, filepath.Join(dir, "out", "docs", "current", "a.json"), &a)
	if !strings.Contains(a.HTML, "<p>After.</p>") || strings.Contains(a.HTML, "\x00") {
		t.Errorf("a: %s", a.HTML)
	}
}
