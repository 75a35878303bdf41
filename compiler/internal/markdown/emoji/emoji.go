// Package emoji is a goldmark extension that turns emoji shortcodes in text
// (`:tada:`, `:white_check_mark:`, `:+1:`) into the emoji, as every Docusaurus
// site does: its Markdown pipeline runs remark-emoji on every document, .md and
// .mdx alike.
//
// What it replaces is what remark-emoji replaces: a match of `:+1:`, `:-1:` or
// `:[\w-]+:` in text whose name the emoji table knows, left to right, a match
// never overlapping the one before; an unknown name stays as it is written. Code
// (inline and blocks), raw HTML, link destinations and attribute values are not
// text, so they keep their colons. The names are node-emoji's, the table
// remark-emoji reads: node-emoji 1.11 for Docusaurus 2 (remark-emoji 2.2), and
// node-emoji 2.2 for Docusaurus 3 (remark-emoji 4); the two tables differ
// (scripts/emoji-names.sh writes them).
//
// In Docusaurus the heading ids are made before remark-emoji runs, and the table
// of contents after it: `## :rocket: Launch` is #rocket-launch, listed as
// "🚀 Launch". The transformer therefore runs after package headingid's.
package emoji

import (
	_ "embed"
	"encoding/json"
	"regexp"
	"sync"

	"github.com/contentc/contentc/compiler/internal/markdown/internal/mdstate"
	"github.com/contentc/contentc/compiler/internal/markdown/internal/mdtext"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

var (
	//go:embed names-d2.json
	namesD2 []byte
	//go:embed names-d3.json
	namesD3 []byte

	tables struct {
		once   sync.Once
		d2, d3 map[string]string
	}
)

// Names returns the shortcode names and their emoji of Docusaurus 2 (d2) or 3.
func Names(d2 bool) map[string]string {
	tables.once.Do(func() {
		// The files are written by scripts/emoji-names.sh and embedded: they decode.
		if json.Unmarshal(namesD2, &tables.d2) != nil || json.Unmarshal(namesD3, &tables.d3) != nil {
			panic("emoji: the embedded name tables do not decode")
		}
	})
	if d2 {
		return tables.d2
	}
	return tables.d3
}

// shortcode is remark-emoji's RE_EMOJI (\w is ASCII in both JavaScript and Go).
var shortcode = regexp.MustCompile(`:\+1:|:-1:|:[\w-]+:`)

// New returns the extension.
func New() goldmark.Extender { return extender{} }

type extender struct{}

func (extender) Extend(m goldmark.Markdown) {
	// After headingid (300): ids are slugs of the text as written.
	m.Parser().AddOptions(parser.WithASTTransformers(util.Prioritized(transformer{}, 350)))
}

type transformer struct{}

func (transformer) Transform(doc *ast.Document, reader text.Reader, pc parser.Context) {
	st := mdstate.Get(pc)
	if st != nil && st.NoEmoji {
		return
	}
	d2 := st != nil && st.Docusaurus2
	names := Names(d2)
	source := reader.Source()
	for _, run := range mdtext.Runs(doc, false) {
		replace(run, source, names, !d2)
	}
}

// replace puts the emoji of a run of text nodes in place of
// their shortcodes. With directives (Docusaurus 3's remark-directive), a colon
// that starts a text directive ends the text before it, so it closes no
// shortcode: in `x:100:y`, `:y` is a directive (put back as text after
// remark-emoji ran), and :100: stays as it is.
func replace(run mdtext.Run, source []byte, names map[string]string, directives bool) {
	value := source[run.Start:run.Stop]
	type hit struct {
		from, to int
		emoji    string
	}
	var hits []hit
	for _, m := range shortcode.FindAllIndex(value, -1) {
		if directives && startsDirective(value[m[1]-1:]) {
			continue
		}
		if e, ok := names[string(value[m[0]+1:m[1]-1])]; ok {
			hits = append(hits, hit{m[0], m[1], e})
		}
	}
	if len(hits) == 0 {
		return
	}
	spans := make([][2]int, len(hits))
	for i, h := range hits {
		spans[i] = [2]int{h.from, h.to}
	}
	run.Replace(spans, func(i int) ast.Node { return ast.NewString([]byte(hits[i].emoji)) })
}

// startsDirective reports whether text, which starts with a colon, starts a
// text directive as micromark-extension-directive reads one: a name (an ASCII
// letter, then letters, digits, - and _) not followed by another colon. (The
// colon before it is never a colon here: it ends a shortcode's name.)
func startsDirective(text []byte) bool {
	if len(text) < 2 || !isLetter(text[1]) {
		return false
	}
	i := 2
	for i < len(text) && (isLetter(text[i]) || text[i] >= '0' && text[i] <= '9' || text[i] == '-' || text[i] == '_') {
		i++
	}
	return i == len(text) || text[i] != ':'
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
