package markdown

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/contentc/contentc/compiler/internal/markdown/tabblocks"
)

// FuzzRender checks that no input panics or produces markup with behaviour. The
// seed corpus is in testdata/fuzz/FuzzRender plus the safe-HTML cases and the
// whole-document test page; run with
//
//	go test ./compiler/internal/markdown -run '^$' -fuzz FuzzRender -fuzztime 200000x
//
// (a count rather than a duration: with a duration, go1.26 may report a spurious
// "context deadline exceeded" when time runs out, golang/go#75804).
func FuzzRender(f *testing.F) {
	for _, c := range safeHTMLCases {
		f.Add([]byte(c.src))
	}
	if b, err := os.ReadFile(filepath.Join("testdata", "whole.md")); err == nil {
		f.Add(b)
	}
	// A site component's props holding JSX with a stray bracket in its text
	// (homarr's nextcloud page hung the compile in the props' key order).
	f.Add([]byte("import { S } from '@site/src/S';\n\n<S a={[{ h: <b>step 1) it's [x](/y)</b>, k: 1 }]} b={{x: ]}} />\n"))
	// Code blocks whose meta has tab are tabs (docusaurus-remark-plugin-tab-blocks).
	f.Add([]byte("```js tab={\"span\":2}\nx\n```\n```\ny\n```\n\n```ts tab={\"label\":\"T s\"}\nz\n```\n"))
	tabs := (&tabblocks.Site{}).Options()
	r := New(Options{MaxNesting: 20, TabBlocks: tabs})
	// Docusaurus 2 sites' MDX 1, whose source rewrites (package prepare) and
	// lenient rules differ, for lengths that are multiples of three.
	r1 := New(Options{MaxNesting: 20, MDX1: true, ReactLive: true, TabBlocks: tabs})
	f.Fuzz(func(t *testing.T, src []byte) {
		// Both syntaxes: CommonMark with raw HTML, and MDX (odd lengths), with a
		// partial that includes itself once removed.
		r := r
		if len(src)%3 == 0 {
			r = r1
		}
		in := Input{File: "fuzz.md", Source: src, LineOffset: 3, Resolve: func(l LinkRef) string { return "/r/" + l.Dest },
			MDX: len(src)%2 == 1, ReadPartial: func(rel string) ([]byte, error) { return src, nil },
			ComponentFile: func(string) bool { return true }} // every imported script is a site component (islands' props)
		// render, not Render: Render would turn a panic into a diagnostic.
		res := r.render(in)
		if err := checkSafe(string(res.HTML)); err != nil {
			t.Fatal(err)
		}
		for _, d := range res.Diagnostics {
			if d.File == in.File && d.Line != 0 && (d.Line <= in.LineOffset || d.Line > in.LineOffset+bytes.Count(src, []byte("\n"))+1) {
				t.Fatalf("diagnostic outside the document: %v", d)
			}
		}
		for _, l := range res.Links {
			if l.Line <= in.LineOffset || l.Column < 1 {
				t.Fatalf("link without a position: %+v", l)
			}
		}
		if again := r.render(in); !bytes.Equal(again.HTML, res.HTML) {
			t.Fatal("output is not deterministic")
		}
	})
}
