package highlight

import (
	"bytes"
	"html"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/alecthomas/chroma/v2"
	chromahtml "github.com/alecthomas/chroma/v2/formatters/html"
	"github.com/alecthomas/chroma/v2/lexers"
	"github.com/alecthomas/chroma/v2/styles"
)

func TestCode(t *testing.T) {
	tests := []struct {
		name, lang, code, want string
	}{
		{"empty", "go", "", ""},
		{"go keyword", "go", "package main\n",
			`<span class="line"><span class="kn">package</span><span class="w"> </span><span class="nx">main</span>` + "\n</span>"},
		{"no final newline", "text", "a\nb",
			"<span class=\"line\">a\n</span><span class=\"line\">b\n</span>"},
		{"blank lines kept", "", "a\n\n\nb\n",
			"<span class=\"line\">a\n</span><span class=\"line\">\n</span><span class=\"line\">\n</span><span class=\"line\">b\n</span>"},
		{"unknown language escapes", "no-such-language", "<script>alert(1)</script>\n",
			"<span class=\"line\">&lt;script&gt;alert(1)&lt;/script&gt;\n</span>"},
		{"empty language escapes", "", "a & \"b\"\n",
			"<span class=\"line\">a &amp; &quot;b&quot;\n</span>"},
		{"known language escapes", "html", "<b>x</b>\n",
			`<span class="line"><span class="p">&lt;</span><span class="nt">b</span><span class="p">&gt;</span>x<span class="p">&lt;/</span><span class="nt">b</span><span class="p">&gt;</span>` + "\n</span>"},
		{"crlf", "", "a\r\nb\r\n", "<span class=\"line\">a\n</span><span class=\"line\">b\n</span>"},
		{"multi-line token reopened per line", "go", "/* a\nb */\n",
			`<span class="line"><span class="cm">/* a</span>` + "\n</span>" + `<span class="line"><span class="cm">b */</span>` + "\n</span>"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Code(tt.lang, tt.code); got != tt.want {
				t.Errorf("Code(%q, %q)\n got: %s\nwant: %s", tt.lang, tt.code, got, tt.want)
			}
		})
	}
}

func TestLinesCount(t *testing.T) {
	for _, lang := range []string{"", "go", "tsx", "bash", "yaml", "python", "json", "css", "nope"} {
		for _, code := range []string{"x", "x\n", "x\ny", "\n\n", "a\n\nb\n\n"} {
			want := strings.Count(code, "\n")
			if !strings.HasSuffix(code, "\n") {
				want++
			}
			if got := len(Lines(lang, code)); got != want {
				t.Errorf("Lines(%q, %q): %d lines, want %d", lang, code, got, want)
			}
		}
	}
}

// TestMatchesChromaFormatter checks the hand-written formatter against chroma's
// own HTML formatter with classes: same text, same classes, same line split.
func TestMatchesChromaFormatter(t *testing.T) {
	samples := map[string]string{
		"tsx":    "import React from 'react';\n/* multi\n line */\nexport const A = () => <div className=\"x\">{1 + 2}</div>;\n",
		"go":     "package main\n\nfunc main() {\n\ts := `raw\nstring`\n\t_ = s // done\n}\n",
		"python": "def f(x):\n    \"\"\"doc\n    string\"\"\"\n    return x ** 2  # sq\n",
		"bash":   "echo \"$HOME\" | grep -v '&' > /dev/null\n",
		"yaml":   "a: 1\nb:\n  - c\n  - 'd'\n",
		"css":    ".a > .b { color: #fff; }\n",
	}
	norm := func(s string) string {
		s = strings.ReplaceAll(s, "\n", "")
		// chroma writes a span for the newline token, which is empty once the
		// newline moves out of it.
		s = strings.ReplaceAll(s, `<span class="w"></span>`, "")
		return html.UnescapeString(s)
	}
	for lang, code := range samples {
		var buf bytes.Buffer
		it, err := chroma.Coalesce(lexers.Get(lang)).Tokenise(nil, code)
		if err != nil {
			t.Fatal(err)
		}
		if err := chromahtml.New(chromahtml.WithClasses(true)).Format(&buf, styles.Get("github"), it); err != nil {
			t.Fatal(err)
		}
		want := buf.String()
		want = want[strings.Index(want, "<code>")+len("<code>") : strings.LastIndex(want, "</code>")]
		want = strings.ReplaceAll(want, `<span class="line"><span class="cl">`, `<span class="line">`)
		want = strings.ReplaceAll(want, "</span></span>", "</span>")
		if got := Code(lang, code); norm(got) != norm(want) {
			t.Errorf("%s:\n got: %s\nwant: %s", lang, norm(got), norm(want))
		}
	}
}

// TestLexerIndex checks the index finds what lexers.Get finds for the languages
// documentation uses.
func TestLexerIndex(t *testing.T) {
	langs := strings.Fields(`tsx ts typescript js javascript jsx mjs cjs json jsonc json5 bash sh shell zsh
		console go golang python py python3 yaml yml css scss sass less html htm xml svg md markdown mdx
		diff patch sql graphql gql java kotlin kt c cpp c++ h hpp cs csharp rust rs toml ini dockerfile docker
		makefile make text txt plaintext ruby rb php swift r lua perl powershell ps1 vue svelte hcl tf
		nginx proto protobuf elixir erlang haskell scala dart TSX Go JSON`)
	for _, lang := range langs {
		want := lexers.Get(lang)
		got := lexerFor(lang)
		switch {
		case want == nil && got == nil:
		case want == nil || got == nil:
			t.Errorf("%s: index %v, lexers.Get %v", lang, got, want)
		case got.Config().Name != want.Config().Name:
			t.Errorf("%s: index %s, lexers.Get %s", lang, got.Config().Name, want.Config().Name)
		}
	}
	for _, lang := range []string{"no-such-lang", "\"><script>", "*.go", "filename.go"} {
		if Known(lang) {
			t.Errorf("Known(%q)", lang)
		}
	}
}

// benchCode is a realistic block from the benchmark corpus when one exists
// (python3 /work/shared/bench/gencorpus.py /tmp/corpus --pages 50), else a fixed one.
func benchCode(b *testing.B) (string, string) {
	code := strings.Repeat("const chart3 = { series: 127, name: 'tooltip' };\n// a comment about <things>\nexport function f(a: number): string { return `x${a}`; }\n", 4)
	if files, _ := filepath.Glob("/tmp/corpus/docs/*/*.md"); len(files) > 0 {
		data, err := os.ReadFile(files[0])
		if err == nil {
			s := string(data)
			if i := strings.Index(s, "```tsx"); i >= 0 {
				s = s[i:]
				s = s[strings.IndexByte(s, '\n')+1:]
				if j := strings.Index(s, "```"); j > 0 {
					code = s[:j]
				}
			}
		}
	}
	return "tsx", code
}

func BenchmarkLines(b *testing.B) {
	lang, code := benchCode(b)
	b.SetBytes(int64(len(code)))
	b.ReportAllocs()
	for b.Loop() {
		Lines(lang, code)
	}
}

// BenchmarkChromaFormatter is the baseline Lines is measured against: chroma's
// own HTML formatter with classes, output re-split into lines.
func BenchmarkChromaFormatter(b *testing.B) {
	lang, code := benchCode(b)
	lexer := chroma.Coalesce(lexers.Get(lang))
	f := chromahtml.New(chromahtml.WithClasses(true), chromahtml.PreventSurroundingPre(true))
	style := styles.Get("github")
	b.SetBytes(int64(len(code)))
	b.ReportAllocs()
	for b.Loop() {
		var buf bytes.Buffer
		it, _ := lexer.Tokenise(nil, code)
		_ = f.Format(&buf, style, it)
		_ = strings.Split(buf.String(), "\n")
	}
}

// BenchmarkFormatOnly and BenchmarkChromaFormatOnly compare the formatters alone,
// on tokens lexed once: lexing costs the same either way and dominates the
// end-to-end figures.
func BenchmarkFormatOnly(b *testing.B) {
	lang, code := benchCode(b)
	it, _ := lexerFor(lang).Tokenise(nil, code)
	tokens := it.Tokens()
	want := strings.Count(code, "\n")
	b.ReportAllocs()
	for b.Loop() {
		if _, ok := formatLines(chroma.Literator(tokens...), len(code), want); !ok {
			b.Fatal("line count")
		}
	}
}

func BenchmarkChromaFormatOnly(b *testing.B) {
	lang, code := benchCode(b)
	it, _ := lexerFor(lang).Tokenise(nil, code)
	tokens := it.Tokens()
	f := chromahtml.New(chromahtml.WithClasses(true))
	style := styles.Get("github")
	b.ReportAllocs()
	for b.Loop() {
		var buf bytes.Buffer
		_ = f.Format(&buf, style, chroma.Literator(tokens...))
		_ = strings.Split(buf.String(), "\n")
	}
}

func BenchmarkPlain(b *testing.B) {
	_, code := benchCode(b)
	b.ReportAllocs()
	for b.Loop() {
		Lines("", code)
	}
}
