package compile

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/contentc/contentc/compiler/internal/graph"
)

// hookSite is a Docusaurus site whose config's markdown.parseFrontMatter is fn.
func hookSite(fn string) string {
	return "-- docusaurus.config.js --\nconst path = require('path');\nmodule.exports = {\n  title: 'T', url: 'https://x.org', baseUrl: '/',\n  markdown: {\n    parseFrontMatter: " + fn + ",\n  },\n  presets: [['classic', {docs: {}}]],\n};\n" + `-- docs/intro.md --
---
title: Intro
sidebar_position: 1
---
Hello.
-- docs/plain.md --
# Plain

No front matter.
-- docs/external/tool.md --
---
title: The tool
---
Outside.
`
}

// A Docusaurus config's markdown.parseFrontMatter makes each doc's front
// matter, as Docusaurus calls it: given the file's path and text and the
// default parser, async too; what it returns is validated and used as if the
// file held it (ids, routes, descriptions, pagination), and the graph's
// frontMatter is it.
func TestParseFrontMatterHook(t *testing.T) {
	dir, res := compileSource(t, hookSite(`async (params) => {
      const result = await params.defaultParseFrontMatter(params);
      const rel = path.relative(__dirname, params.filePath);
      if (rel.startsWith('docs/external/')) result.frontMatter.slug = '/ext/' + path.basename(rel, '.md');
      if (result.frontMatter.title) result.frontMatter.id = result.frontMatter.title.toLowerCase().replace(/ /g, '-');
      result.frontMatter.description ??= 'About ' + path.basename(params.filePath);
      result.frontMatter.pagination_next = null;
      return result;
    }`))
	if len(res.Diagnostics) > 0 {
		t.Fatalf("diagnostics: %v", res.Diagnostics)
	}
	var g graph.Graph
	readJSON(t, filepath.Join(dir, "out", "graph.json"), &g)
	var routes []string
	for _, r := range g.Routes {
		routes = append(routes, r.Route)
	}
	if got := strings.Join(routes, " "); got != "/docs/ext/tool /docs/intro /docs/plain" {
		t.Errorf("routes: %s", got)
	}
	var intro, plain, tool graph.DocPage
	readJSON(t, filepath.Join(dir, "out", "docs", "current", "external", "the-tool.json"), &tool) // its id
	readJSON(t, filepath.Join(dir, "out", "docs", "current", "intro.json"), &intro)
	readJSON(t, filepath.Join(dir, "out", "docs", "current", "plain.json"), &plain)
	if intro.Description != "About intro.md" || plain.Description != "About plain.md" || intro.Next != nil {
		t.Errorf("intro: %q, next %v; plain: %q", intro.Description, intro.Next, plain.Description)
	}
	if fm := plain.FrontMatter; fm["description"] != "About plain.md" || len(fm) != 2 {
		t.Errorf("plain's front matter: %v", fm)
	}

	// A value it makes that the front matter schema refuses is an error at the doc.
	_, res = compileSource(t, hookSite(`(params) => ({frontMatter: {sidebar_position: 'first'}})`))
	if res.Errors() != 3 || !strings.Contains(res.Diagnostics[0].String(), "docs/external/tool.md:2:1: error[schema]: sidebar_position: expected number") {
		t.Errorf("schema: %v", res.Diagnostics)
	}
}

// Where the function fails on a doc (a throw, front matter built from a
// package contentc does not run, no frontMatter, running out of time), the
// doc's front matter is as written, and one warning at the function says on
// how many docs and why; the others keep what the function made. A function
// that runs out of time is not called again.
func TestParseFrontMatterHookFails(t *testing.T) {
	for _, c := range []struct{ fn, want string }{
		{`async (params) => {
      const result = await params.defaultParseFrontMatter(params);
      if (params.filePath.endsWith('plain.md')) throw new Error('not this one');
      result.frontMatter.description = 'Made';
      return result;
    }`, "docusaurus.config.js:5:5: warning[js-error]: markdown.parseFrontMatter failed on 1 of 3 docs (first docs/plain.md: it threw Error: not this one); their front matter is read as written"},
		{`(params) => ({...params.defaultParseFrontMatter(params), frontMatter: {author: require('git-helper').author(params.filePath)}})`,
			"failed on 3 of 3 docs (first docs/external/tool.md: it gave something built from a package or file that contentc does not run or read)"},
		{`(params) => ({content: ''})`, "failed on 3 of 3 docs (first docs/external/tool.md: it returned no frontMatter object"},
		{`(params) => params.defaultParseFrontMatter({...params, fileContent: '---\na: [\n---\n'})`, "(first docs/external/tool.md: it threw the front matter does not parse: 1:1"},
		{`() => { for (;;) {} }`, "failed on 3 of 3 docs (first docs/external/tool.md: it ran for more than 2s)"},
	} {
		dir, res := compileSource(t, hookSite(c.fn))
		if res.Errors() > 0 || len(res.Diagnostics) != 1 || !strings.Contains(res.Diagnostics[0].String(), c.want) {
			t.Errorf("%s: %v\nwant: %s", c.fn, res.Diagnostics, c.want)
			continue
		}
		var intro graph.DocPage
		readJSON(t, filepath.Join(dir, "out", "docs", "current", "intro.json"), &intro)
		if strings.Contains(c.fn, "not this one") != (intro.Description == "Made") || intro.Title != "Intro" {
			t.Errorf("%s: intro: %q %q", c.fn, intro.Title, intro.Description)
		}
	}
}
