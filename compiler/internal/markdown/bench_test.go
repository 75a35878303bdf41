package markdown

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
)

// benchPages returns the Markdown bodies of the benchmark corpus, generated with
//
//	python3 /work/shared/bench/gencorpus.py /tmp/corpus --pages 50
//
// (CONTENTC_BENCH_CORPUS overrides the folder), or the whole-document test page
// when there is no corpus.
func benchPages(b *testing.B) []Input {
	dir := os.Getenv("CONTENTC_BENCH_CORPUS")
	if dir == "" {
		dir = "/tmp/corpus"
	}
	files, _ := filepath.Glob(filepath.Join(dir, "docs", "*", "*.md"))
	if len(files) == 0 {
		b.Logf("no corpus in %s; benchmarking testdata/whole.md", dir)
		files = []string{filepath.Join("testdata", "whole.md")}
	}
	var pages []Input
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		in := Input{File: f, Source: src}
		// Strip YAML front matter the way the scanner will.
		if bytes.HasPrefix(src, []byte("---\n")) {
			if end := bytes.Index(src[4:], []byte("\n---\n")); end >= 0 {
				body := src[4+end+5:]
				in.LineOffset = bytes.Count(src[:len(src)-len(body)], []byte("\n"))
				in.Source = body
			}
		}
		in.Resolve = func(l LinkRef) string { return "/docs/" + l.Dest }
		pages = append(pages, in)
	}
	return pages
}

// BenchmarkRender measures one page (ns/op is per page, cycling through the
// corpus).
func BenchmarkRender(b *testing.B) {
	pages := benchPages(b)
	r := New(Options{})
	var size int64
	for _, p := range pages {
		size += int64(len(p.Source))
	}
	b.SetBytes(size / int64(len(pages)))
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		res := r.Render(pages[i%len(pages)])
		if len(res.Diagnostics) > 0 {
			b.Fatal(res.Diagnostics)
		}
		i++
	}
}

// BenchmarkGoldmarkBaseline is plain goldmark (GFM, footnotes, no highlighting,
// no extensions of ours) on the same pages: the floor Render is compared with.
func BenchmarkGoldmarkBaseline(b *testing.B) {
	pages := benchPages(b)
	md := goldmark.New(goldmark.WithExtensions(extension.GFM, extension.Footnote))
	b.ReportAllocs()
	i := 0
	var buf bytes.Buffer
	for b.Loop() {
		buf.Reset()
		if err := md.Convert(pages[i%len(pages)].Source, &buf); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// BenchmarkRenderNoCode isolates the cost of everything but highlighting, by
// rendering the pages with their code fences' languages removed.
func BenchmarkRenderNoCode(b *testing.B) {
	pages := benchPages(b)
	for i := range pages {
		pages[i].Source = regexp.MustCompile("(?m)^```[a-z]+").ReplaceAll(pages[i].Source, []byte("```"))
	}
	r := New(Options{})
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		r.Render(pages[i%len(pages)])
		i++
	}
}
