package compile

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/contentc/contentc/compiler/internal/graph"
)

// routesOfKind lists the graph's routes of the given kinds, "route id".
func routesOfKind(g *graph.Graph, kinds ...string) []string {
	var out []string
	for _, r := range g.Routes {
		for _, k := range kinds {
			if r.Kind == k {
				s := r.Route + " " + r.ID
				if r.Unlisted {
					s += " (unlisted)"
				}
				out = append(out, s)
			}
		}
	}
	return out
}

func diagLines(res *Result) string {
	var b strings.Builder
	for _, d := range res.Diagnostics {
		b.WriteString(d.String() + "\n")
	}
	return b.String()
}

// Docusaurus's tag pages: /docs/tags lists the tags by initial, /docs/tags/<tag>
// a tag's docs by title; a tag's URL is lodash's kebabCase of its label (or
// its permalink under the tags route); unlisted docs are left out of a tag
// that has listed ones, and a tag of unlisted docs only is an unlisted page
// that the list leaves out.
func TestTagPages(t *testing.T) {
	dir, res := compileSource(t, `-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://x.org', baseUrl: '/', presets: [['classic', {docs: {}}]]};
-- docs/zeta.md --
---
title: Zeta
description: The last letter.
tags: [Getting Started, fooBar, {label: Custom, permalink: /my/custom}, Getting Started]
---
Z.
-- docs/alpha.md --
---
title: Alpha
tags: [getting started, ärger]
---
A.
-- docs/hidden.md --
---
title: Hidden
unlisted: true
tags: [Getting Started, Secret]
---
H.
-- docs/plus.md --
---
title: Plus
tags:
  - C++
  - "++"
---
P.
`)
	if got := diagLines(res); got != "docs/plus.md:5:5: warning[invalid-slug]: tag \"++\" has no letter or digit to make its URL of; the tag has no page (give it a permalink of letters and digits)\n" {
		t.Errorf("diagnostics:\n%s", got)
	}
	out := filepath.Join(dir, "out")
	var g graph.Graph
	readJSON(t, filepath.Join(out, "graph.json"), &g)
	want := []string{
		"/docs/tags ",
		"/docs/tags/arger ärger",
		"/docs/tags/c C++",
		"/docs/tags/foo-bar fooBar",
		"/docs/tags/getting-started getting started", // the first doc's label (alpha's)
		"/docs/tags/my/custom Custom",
		"/docs/tags/secret Secret (unlisted)",
	}
	if got := routesOfKind(&g, "tags", "tag"); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("tag routes:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	var zeta graph.DocPage
	readJSON(t, filepath.Join(out, "docs", "current", "zeta.json"), &zeta)
	tags, _ := json.Marshal(zeta.Tags)
	if string(tags) != `[{"label":"Getting Started","permalink":"/docs/tags/getting-started"},{"label":"fooBar","permalink":"/docs/tags/foo-bar"},{"label":"Custom","permalink":"/docs/tags/my/custom"}]` {
		t.Errorf("zeta's tags: %s", tags)
	}
	var plus graph.DocPage
	readJSON(t, filepath.Join(out, "docs", "current", "plus.json"), &plus)
	if tags, _ := json.Marshal(plus.Tags); string(tags) != `[{"label":"C++","permalink":"/docs/tags/c"},{"label":"++","permalink":null}]` {
		t.Errorf("plus's tags: %s", tags)
	}
	var started graph.TagPage
	readJSON(t, filepath.Join(out, "tags", "current", "getting-started.json"), &started)
	items, _ := json.Marshal(started.Items)
	if started.Title != `2 docs tagged with "getting started"` || started.Label != "getting started" || started.Unlisted || started.AllTags == nil || *started.AllTags != "/docs/tags" ||
		string(items) != `[{"id":"alpha","title":"Alpha","description":"A.","route":"/docs/alpha"},{"id":"zeta","title":"Zeta","description":"The last letter.","route":"/docs/zeta"}]` {
		t.Errorf("getting-started page: %+v %s", started, items)
	}
	var secret graph.TagPage
	readJSON(t, filepath.Join(out, "tags", "current", "secret.json"), &secret)
	if secret.Title != `One doc tagged with "Secret"` || !secret.Unlisted || len(secret.Items) != 1 || secret.Items[0].ID != "hidden" {
		t.Errorf("secret page: %+v", secret)
	}
	var list graph.TagsPage
	readJSON(t, filepath.Join(out, "tags", "current", "index.json"), &list)
	letters, _ := json.Marshal(list.Letters)
	// (Ä sorts with A, as localeCompare sorts it)
	if list.Title != "Tags" || list.Route != "/docs/tags" || string(letters) != `[{"letter":"Ä","tags":[{"label":"ärger","permalink":"/docs/tags/arger","count":1}]},`+
		`{"letter":"C","tags":[{"label":"C++","permalink":"/docs/tags/c","count":1},{"label":"Custom","permalink":"/docs/tags/my/custom","count":1}]},`+
		`{"letter":"F","tags":[{"label":"fooBar","permalink":"/docs/tags/foo-bar","count":1}]},{"letter":"G","tags":[{"label":"getting started","permalink":"/docs/tags/getting-started","count":2}]}]` {
		t.Errorf("tags list: %s %s", list.Title, letters)
	}
	// A permalink that leaves the tags route, or holds what a URL path cannot,
	// gives no page.
	_, res = compileSource(t, "-- docs/a.md --\n---\ntags:\n  - {label: Up, permalink: ../../../etc}\n  - {label: Odd, permalink: \"a?b\"}\n---\nA.\n")
	if got := diagLines(res); got != "docs/a.md:3:5: warning[invalid-slug]: tag \"Up\" has a URL (\"/etc\") that is not a path under /docs/tags; the tag has no page (give it a permalink of letters and digits)\n"+
		"docs/a.md:4:5: warning[invalid-slug]: tag \"Odd\" has a URL (\"/docs/tags/a?b\") that is not a path under /docs/tags; the tag has no page (give it a permalink of letters and digits)\n" {
		t.Errorf("hostile permalinks:\n%s", got)
	}
	// A link to a tag page is a link to a page of the site.
	_, res = compileSource(t, "-- docs/a.md --\n---\ntags: [x]\n---\n[all](/docs/tags) [x](/docs/tags/x) [y](/docs/tags/y)\n")
	if got := diagLines(res); !strings.Contains(got, `"/docs/tags/y"`) || strings.Count(got, "broken-link") != 1 {
		t.Errorf("links to tag pages:\n%s", got)
	}
}

// A tags file (tags.yml in the docs folder, or the docs option tags) defines
// the tags docs may name: their labels, permalinks and descriptions; other
// tags are inline tags, reported as onInlineTags says. tagsBasePath moves the
// pages; tags: false reads no file.
func TestTagsFile(t *testing.T) {
	const docs = `-- docs/a.md --
---
title: A
tags: [open, closed, misc]
---
A.
`
	const tagsYML = `-- docs/tags.yml --
open:
  label: Open Source
  description: Code anyone may read.
closed:
`
	config := func(docsOpts string) string {
		return "-- docusaurus.config.js --\nmodule.exports = {title: 'T', url: 'https://x.org', baseUrl: '/', presets: [['classic', {docs: {" + docsOpts + "}}]]};\n"
	}
	dir, res := compileSource(t, config("tagsBasePath: 'topics'")+docs+tagsYML)
	if got := diagLines(res); got != "docs/a.md:3:7: warning[inline-tag]: tags \"misc\" are not defined in docs/tags.yml; define them there, or name a tag it defines\n" {
		t.Errorf("diagnostics:\n%s", got)
	}
	var a graph.DocPage
	readJSON(t, filepath.Join(dir, "out", "docs", "current", "a.json"), &a)
	if tags, _ := json.Marshal(a.Tags); string(tags) != `[{"label":"Open Source","permalink":"/docs/topics/open"},{"label":"Closed","permalink":"/docs/topics/closed"},{"label":"misc","permalink":"/docs/topics/misc"}]` {
		t.Errorf("a's tags: %s", tags)
	}
	var open graph.TagPage
	readJSON(t, filepath.Join(dir, "out", "tags", "current", "open.json"), &open)
	if open.Description != "Code anyone may read." || open.Route != "/docs/topics/open" {
		t.Errorf("open: %+v", open)
	}

	_, res = compileSource(t, config("onInlineTags: 'throw'")+docs+tagsYML)
	if got := diagLines(res); !strings.HasPrefix(got, "docs/a.md:3:7: error[inline-tag]: ") {
		t.Errorf("throw:\n%s", got)
	}
	_, res = compileSource(t, config("onInlineTags: 'ignore'")+docs+tagsYML)
	if got := diagLines(res); got != "" {
		t.Errorf("ignore:\n%s", got)
	}
	// tags: false reads no file; every tag is inline, and none is reported.
	dir, res = compileSource(t, config("tags: false")+docs+tagsYML)
	readJSON(t, filepath.Join(dir, "out", "docs", "current", "a.json"), &a)
	if got := diagLines(res); got != "" || a.Tags[0].Label != "open" {
		t.Errorf("tags: false: %v\n%s", a.Tags, got)
	}
	// A file the option names must exist.
	_, res = compileSource(t, config("tags: 'topics.yml'")+docs)
	if got := diagLines(res); got != "docusaurus.config.js:1:103: error[missing-tags-file]: tags file docs/topics.yml does not exist (docs option tags: \"topics.yml\", read from each version's docs folder); create it, or remove the option\n" {
		t.Errorf("missing file:\n%s", got)
	}
	// A broken tags file: its position, and what to fix.
	_, res = compileSource(t, docs+"-- docs/tags.yml --\nopen:\n  label: [Open]\n")
	if got := diagLines(res); !strings.HasPrefix(got, "docs/tags.yml:2:10: error[schema]: ") {
		t.Errorf("schema:\n%s", got)
	}
	_, res = compileSource(t, docs+"-- docs/tags.yml --\nopen:\n  permalink: /x\nclosed:\n  permalink: /x\n")
	if got := diagLines(res); !strings.Contains(got, "docs/tags.yml:3:1: error[duplicate-route]: tags \"open\" and \"closed\" have the same permalink /x") {
		t.Errorf("duplicate permalinks:\n%s", got)
	}
	// An empty file defines no tag.
	_, res = compileSource(t, docs+"-- docs/tags.yml --\n\n")
	if got := diagLines(res); !strings.Contains(got, `tags "open", "closed", "misc" are not defined in docs/tags.yml`) {
		t.Errorf("empty file:\n%s", got)
	}
}

// A Docusaurus 1 site (siteConfig.js, docs in ../docs) gets its one error,
// not errors about a docs folder and sidebars it is not read by.
func TestDocusaurus1SiteGetsOneError(t *testing.T) {
	_, res := compileSource(t, "-- siteConfig.js --\nmodule.exports = {title: 'x'};\n-- sidebars.json --\n{\"docs\": {\"A\": [\"a\"]}}\n")
	if got := diagLines(res); got != "siteConfig.js:1:1: error[config]: this is a Docusaurus 1 site (siteConfig.js, no docusaurus.config.js): contentc reads Docusaurus 2 and 3 sites; migrate it first (npx @docusaurus/migrate migrate)\n" {
		t.Errorf("diagnostics:\n%s", got)
	}
}

// A tags file added, edited and removed, and a doc's tags edited, reach the
// tag pages and the docs' tags in a compile with the cache and in a watch
// session's, byte for byte as a compile without them (incSite.compile checks).
func TestTagsIncremental(t *testing.T) {
	for _, mode := range []string{"cache", "cache+memo", "cache+memo+changes"} {
		t.Run(mode, func(t *testing.T) {
			s := newIncSite(t, "basic.txtar", mode != "cache")
			s.trust = mode == "cache+memo+changes"
			s.compile()
			tagPage := func() graph.TagPage {
				var p graph.TagPage
				readJSON(t, filepath.Join(s.dir, "out", "tags", "current", "start.json"), &p)
				return p
			}
			if err := os.WriteFile(s.src("docs/tags.yml"), []byte("start:\n  label: Getting started\n  description: Read first.\nbasics:\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			s.compile()
			if p := tagPage(); p.Label != "Getting started" || p.Description != "Read first." {
				t.Errorf("after the tags file: %+v", p)
			}
			s.edit("docs/tags.yml", "Read first.", "Read this first.")
			s.compile()
			if p := tagPage(); p.Description != "Read this first." {
				t.Errorf("after editing the tags file: %+v", p)
			}
			s.edit("docs/guide/01-intro.md", "tags: [start, basics]", "tags: [start]")
			s.compile()
			if _, err := os.Stat(filepath.Join(s.dir, "out", "tags", "current", "basics.json")); !os.IsNotExist(err) {
				t.Errorf("the page of a tag no doc has is still there: %v", err)
			}
			if err := os.Remove(s.src("docs/tags.yml")); err != nil {
				t.Fatal(err)
			}
			s.compile()
			if p := tagPage(); p.Label != "start" || p.Description != "" {
				t.Errorf("after removing the tags file: %+v", p)
			}
		})
	}
}

// A site's own static/llms.txt is what /llms.txt serves, as Docusaurus serves
// its static files (react-strict-dom's guide for LLMs): contentc writes no
// llms.txt of its own then; likewise a static file at a page's Markdown URL
// stays the site's.
func TestSiteLLMSTxtWins(t *testing.T) {
	dir, res := compileSource(t, "-- docs/intro.md --\n# Intro\n\nSee [the guide](/llms.txt).\n-- docs/other.md --\n# Other\n-- static/llms.txt --\n# Our own guide\n-- static/docs/other.md --\nOurs.\n")
	if len(res.Diagnostics) > 0 {
		t.Fatalf("diagnostics: %v", res.Diagnostics)
	}
	if _, err := os.Stat(filepath.Join(dir, "out", "llms.txt")); !os.IsNotExist(err) {
		t.Errorf("contentc's llms.txt is written over the site's: %v", err)
	}
	if got, _ := os.ReadFile(filepath.Join(dir, "out", "static", "llms.txt")); string(got) != "# Our own guide\n" {
		t.Errorf("static/llms.txt: %q", got)
	}
	if _, err := os.Stat(filepath.Join(dir, "out", "markdown", "docs", "other.md")); !os.IsNotExist(err) {
		t.Errorf("a Markdown copy is written over the site's static file: %v", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "out", "markdown", "docs", "intro.md")); err != nil {
		t.Errorf("the other copies are written: %v", err)
	}
}

// llms.txt links each page's Markdown copy with a space encoded (a Markdown
// link's destination ends at a space), and lists the pages of each docs
// plugin's last version, at the docs' root, not the unreleased current ones
// (jest's, infer's and SeaORM's llms.txt pointed LLM readers at "Next").
func TestLLMSTxtListsTheLastVersion(t *testing.T) {
	dir, res := compileSource(t, `-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://x.org', baseUrl: '/', presets: [['classic', {docs: {}}]]};
-- versions.json --
["1.0"]
-- docs/web hooks.md --
# Web hooks

Unreleased.
-- versioned_docs/version-1.0/web hooks.md --
# Web hooks

Released.
`)
	if len(res.Diagnostics) > 0 {
		t.Fatalf("diagnostics: %v", res.Diagnostics)
	}
	llms, err := os.ReadFile(filepath.Join(dir, "out", "llms.txt"))
	if err != nil || !strings.Contains(string(llms), "- [Web hooks](https://x.org/docs/web%20hooks.md): Released.") || strings.Contains(string(llms), "next") {
		t.Errorf("llms.txt (%v):\n%s", err, llms)
	}
}

// A page whose excerpt is the start of its licence comment ("<!--", as
// Docusaurus gives it: druid's) is listed in llms.txt without it.
func TestLLMSTxtLeavesOutACommentAsDescription(t *testing.T) {
	dir, res := compileSource(t, `-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://x.org', baseUrl: '/', presets: [['classic', {docs: {}}]]};
-- docs/design.md --
---
title: Design
---

<!--
  Licensed to the Apache Software Foundation.
-->

The design of the system.
-- docs/other.md --
# Other

Other text.
`)
	if len(res.Diagnostics) > 0 {
		t.Fatalf("diagnostics: %v", res.Diagnostics)
	}
	llms, err := os.ReadFile(filepath.Join(dir, "out", "llms.txt"))
	if err != nil || !strings.Contains(string(llms), "- [Design](https://x.org/docs/design.md)\n") || !strings.Contains(string(llms), "- [Other](https://x.org/docs/other.md): Other text.\n") {
		t.Errorf("llms.txt (%v):\n%s", err, llms)
	}
}
