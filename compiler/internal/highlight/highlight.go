// Package highlight puts chroma behind a small API: code in, per-line HTML with
// chroma's short CSS class names out, and the CSS of a fixed set of themes.
//
// Output is class-based (never inline styles) so one rendered page works with every
// theme and the site can switch light/dark themes with CSS alone. The line
// formatter is written here over chroma's token iterator instead of using chroma's
// HTML formatter because the Markdown renderer needs each line separately (to
// add highlight marks and line numbers) and re-splitting a formatted document
// would cost a second pass and many small allocations on the hottest path of a
// compile.
package highlight

import (
	"strings"
	"sync"

	"github.com/alecthomas/chroma/v2"
	"github.com/alecthomas/chroma/v2/lexers"
)

// Code returns the inner HTML of a highlighted code block: one
// <span class="line">…</span> per source line, each ending with its newline
// inside the span (so the text content of the block is the code). A final
// newline does not start an extra empty line. An unknown or empty language gives
// escaped plain lines.
func Code(lang, code string) string {
	lines := Lines(lang, code)
	n := 0
	for _, l := range lines {
		n += len(l) + len(`<span class="line">`) + len("\n</span>")
	}
	var b strings.Builder
	b.Grow(n)
	for _, l := range lines {
		b.WriteString(`<span class="line">`)
		b.WriteString(l)
		b.WriteString("\n</span>")
	}
	return b.String()
}

// Lines returns the highlighted inner HTML of each line of code, without the
// line's newline, so a caller can wrap lines itself. There is one entry per line of
// code: code "a\nb\n" and "a\nb" both give two lines, "" gives none. Tokens that
// span lines (block comments, multi-line strings) are closed at the end of each
// line and reopened on the next, so every line is well-formed HTML on its own.
func Lines(lang, code string) []string {
	if strings.IndexByte(code, '\r') >= 0 {
		// Chroma normalises line endings (TokeniseOptions.EnsureLF); doing the same
		// here keeps the plain and highlighted paths agreeing on the line count.
		code = strings.ReplaceAll(code, "\r\n", "\n")
		code = strings.ReplaceAll(code, "\r", "\n")
	}
	if code == "" {
		return nil
	}
	want := strings.Count(code, "\n")
	if !strings.HasSuffix(code, "\n") {
		want++
	}
	if lexer := lexerFor(lang); lexer != nil && lexer != plaintext() {
		if lines, ok := tokenLines(lexer, code, want); ok {
			return lines
		}
	}
	return plainLines(code, want)
}

// lineBuilder accumulates every line of a block in one strings.Builder and cuts
// the lines from its single string at the end (String does not copy), so a block
// costs a handful of allocations however many lines and tokens it has.
type lineBuilder struct {
	buf  strings.Builder
	ends []int
}

func newLineBuilder(size, lines int) *lineBuilder {
	lb := &lineBuilder{ends: make([]int, 0, lines)}
	lb.buf.Grow(size)
	return lb
}

func (lb *lineBuilder) endLine() { lb.ends = append(lb.ends, lb.buf.Len()) }

func (lb *lineBuilder) lines() []string {
	s := lb.buf.String()
	out := make([]string, len(lb.ends))
	start := 0
	for i, end := range lb.ends {
		out[i] = s[start:end]
		start = end
	}
	return out
}

// escape writes s with the HTML special characters escaped.
func (lb *lineBuilder) escape(s string) {
	last := 0
	for i := 0; i < len(s); i++ {
		var esc string
		switch s[i] {
		case '&':
			esc = "&amp;"
		case '<':
			esc = "&lt;"
		case '>':
			esc = "&gt;"
		case '"':
			esc = "&quot;"
		default:
			continue
		}
		lb.buf.WriteString(s[last:i])
		lb.buf.WriteString(esc)
		last = i + 1
	}
	lb.buf.WriteString(s[last:])
}

func plainLines(code string, want int) []string {
	lb := newLineBuilder(len(code)+len(code)/8, want)
	for code != "" {
		i := strings.IndexByte(code, '\n')
		if i < 0 {
			lb.escape(code)
			lb.endLine()
			break
		}
		lb.escape(code[:i])
		lb.endLine()
		code = code[i+1:]
	}
	return lb.lines()
}

// tokenLines formats the tokens of code line by line. It reports false when the
// lexer fails or panics (chroma iterators may panic on internal errors) or when the
// tokens do not reproduce the input's line count, so the caller can fall back to
// plain text rather than emit misaligned line marks.
func tokenLines(lexer chroma.Lexer, code string, want int) (lines []string, ok bool) {
	defer func() {
		if recover() != nil {
			lines, ok = nil, false
		}
	}()
	it, err := lexer.Tokenise(nil, code)
	if err != nil {
		return nil, false
	}
	return formatLines(it, len(code), want)
}

// formatLines writes the tokens of it as lines of HTML; size is the length of the
// code, for sizing the buffer.
func formatLines(it chroma.Iterator, size, want int) ([]string, bool) {
	// Highlighted HTML is typically 3-4 times the code; growing once is cheaper
	// than growing by doubling.
	lb := newLineBuilder(size*4, want+1)
	open := false // whether the current line has any content (a trailing partial line)
	for tok := it(); tok != chroma.EOF; tok = it() {
		cls := classOf(tok.Type)
		v := tok.Value
		for v != "" {
			i := strings.IndexByte(v, '\n')
			part := v
			if i >= 0 {
				part = v[:i]
			}
			if part != "" {
				if cls != "" {
					lb.buf.WriteString(`<span class="`)
					lb.buf.WriteString(cls)
					lb.buf.WriteString(`">`)
					lb.escape(part)
					lb.buf.WriteString(`</span>`)
				} else {
					lb.escape(part)
				}
				open = true
			}
			if i < 0 {
				break
			}
			lb.endLine()
			open = false
			v = v[i+1:]
		}
	}
	if open {
		lb.endLine()
	}
	if len(lb.ends) != want {
		return nil, false
	}
	return lb.lines(), true
}

// classes maps every standard token type to chroma's short class name, resolved
// through parent types exactly like chroma's HTML formatter (WithClasses) does. It
// is built once and only read afterwards.
var classes = func() map[chroma.TokenType]string {
	m := make(map[chroma.TokenType]string, len(chroma.StandardTypes))
	for t := range chroma.StandardTypes {
		m[t] = resolveClass(t)
	}
	return m
}()

func resolveClass(t chroma.TokenType) string {
	for t != 0 {
		if cls, ok := chroma.StandardTypes[t]; ok {
			return cls
		}
		t = t.Parent()
	}
	return chroma.StandardTypes[t]
}

func classOf(t chroma.TokenType) string {
	if cls, ok := classes[t]; ok {
		return cls
	}
	return resolveClass(t)
}

// lexerIndex maps lower-cased lexer names and aliases, and file extensions, to
// coalesced lexers. lexers.Get would find the same lexers but falls back to
// matching every lexer's file-name globs for a name it does not know, which costs
// milliseconds per miss; an index makes every lookup a map access, and the lexers
// are wrapped once.
var lexerIndex = sync.OnceValue(func() map[string]chroma.Lexer {
	m := map[string]chroma.Lexer{}
	prio := func(l chroma.Lexer) float32 {
		if p := l.Config().Priority; p != 0 {
			return p
		}
		return 1
	}
	byExt := map[string]chroma.Lexer{}
	for _, l := range lexers.GlobalLexerRegistry.Lexers {
		for _, g := range l.Config().Filenames {
			ext, ok := strings.CutPrefix(g, "*.")
			if !ok || strings.ContainsAny(ext, "*?[") {
				continue
			}
			// Globs are case-sensitive ("*.H" is C++, "*.h" is C), so extensions
			// are kept as written.
			if prev, ok := byExt[ext]; !ok || prio(l) > prio(prev) {
				byExt[ext] = l
			}
		}
	}
	coalesced := map[chroma.Lexer]chroma.Lexer{}
	wrap := func(l chroma.Lexer) chroma.Lexer {
		if c, ok := coalesced[l]; ok {
			return c
		}
		c := chroma.Coalesce(indexLazily(l))
		coalesced[l] = c
		return c
	}
	// Later assignments win: names over aliases over extensions, as in lexers.Get.
	for ext, l := range byExt {
		m[ext] = wrap(l)
	}
	for _, l := range lexers.GlobalLexerRegistry.Lexers {
		for _, a := range l.Config().Aliases {
			m[strings.ToLower(a)] = wrap(l)
		}
	}
	for _, l := range lexers.GlobalLexerRegistry.Lexers {
		m[strings.ToLower(l.Config().Name)] = wrap(l)
	}
	return m
})

// plaintext is chroma's lexer for "text": its tokens carry no class, so the plain
// path gives the same HTML without running regular expressions over every line.
func plaintext() chroma.Lexer { return lexerIndex()["plaintext"] }

func lexerFor(lang string) chroma.Lexer {
	if lang == "" {
		return nil
	}
	idx := lexerIndex()
	if l, ok := idx[lang]; ok {
		return l
	}
	return idx[strings.ToLower(lang)]
}

// Known reports whether chroma has a lexer for lang (a name, alias or file
// extension, case-insensitive).
func Known(lang string) bool { return lexerFor(lang) != nil }
