// Command refbench is the reference the compile benchmark is compared with: the
// pages of a corpus rendered by goldmark (GFM and footnotes) with fenced code
// highlighted by chroma's own lexers and HTML formatter (CSS classes), on as
// many goroutines as CPUs, and nothing else: no front matter, validation,
// links, sidebars, search or output files. It is what the issue's "bare
// goldmark + chroma" figure measures, so the two can be timed side by side on
// the same machine in the same minute (machines here are noisy).
//
// usage: go run ./scripts/refbench CORPUS_DIR
package main

import (
	"bytes"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/alecthomas/chroma/v2"
	chromahtml "github.com/alecthomas/chroma/v2/formatters/html"
	"github.com/alecthomas/chroma/v2/lexers"
	"github.com/alecthomas/chroma/v2/styles"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/renderer/html"
	"github.com/yuin/goldmark/util"
)

// codeRenderer renders fenced code blocks with chroma.
type codeRenderer struct{ f *chromahtml.Formatter }

func (r *codeRenderer) RegisterFuncs(reg renderer.NodeRendererFuncRegisterer) {
	reg.Register(ast.KindFencedCodeBlock, r.render)
}

func (r *codeRenderer) render(w util.BufWriter, src []byte, n ast.Node, entering bool) (ast.WalkStatus, error) {
	if !entering {
		return ast.WalkContinue, nil
	}
	fc := n.(*ast.FencedCodeBlock)
	var code bytes.Buffer
	for i := 0; i < fc.Lines().Len(); i++ {
		seg := fc.Lines().At(i)
		code.Write(seg.Value(src))
	}
	lexer := lexers.Get(string(fc.Language(src)))
	if lexer == nil {
		lexer = lexers.Fallback
	}
	it, err := chroma.Coalesce(lexer).Tokenise(nil, code.String())
	if err != nil {
		return ast.WalkStop, err
	}
	return ast.WalkSkipChildren, r.f.Format(w, styles.Get("github"), it)
}

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: refbench CORPUS_DIR")
		os.Exit(2)
	}
	var pages [][]byte
	filepath.WalkDir(os.Args[1], func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".md") {
			data, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			if rest, ok := bytes.CutPrefix(data, []byte("---\n")); ok {
				if i := bytes.Index(rest, []byte("\n---\n")); i >= 0 {
					data = rest[i+5:]
				}
			}
			pages = append(pages, data)
		}
		return nil
	})
	md := goldmark.New(goldmark.WithExtensions(extension.GFM, extension.Footnote),
		goldmark.WithRendererOptions(html.WithUnsafe(),
			renderer.WithNodeRenderers(util.Prioritized(&codeRenderer{f: chromahtml.New(chromahtml.WithClasses(true))}, 100))))
	start := time.Now()
	var next atomic.Int64
	var wg sync.WaitGroup
	var size atomic.Int64
	for range runtime.NumCPU() {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var buf bytes.Buffer
			for i := int(next.Add(1)) - 1; i < len(pages); i = int(next.Add(1)) - 1 {
				buf.Reset()
				if err := md.Convert(pages[i], &buf); err != nil {
					fmt.Fprintln(os.Stderr, err)
					os.Exit(1)
				}
				size.Add(int64(buf.Len()))
			}
		}()
	}
	wg.Wait()
	fmt.Printf("%d pages in %.2f s (%d bytes of HTML)\n", len(pages), time.Since(start).Seconds(), size.Load())
}
