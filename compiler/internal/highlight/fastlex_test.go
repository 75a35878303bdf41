package highlight

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/alecthomas/chroma/v2"
	"github.com/alecthomas/chroma/v2/lexers"
	"github.com/dlclark/regexp2/v2"
)

// tokens runs it to the end.
func tokens(t *testing.T, it chroma.Iterator) []chroma.Token {
	t.Helper()
	var out []chroma.Token
	for tok := it(); tok != chroma.EOF; tok = it() {
		out = append(out, tok)
	}
	return out
}

// sameTokens lexes text with chroma's own loop and with the indexed one and
// fails on the first difference.
func sameTokens(t *testing.T, rl *chroma.RegexLexer, il *indexedLexer, name, text string) {
	t.Helper()
	// Both loops give up on a rule whose match runs past chroma's 250 ms limit
	// (a few rules backtrack badly on some inputs), and which side reaches the
	// limit depends on the machine's load. A difference that is a real one
	// stays on a second and third try; one from the timeout does not.
	for try := 1; ; try++ {
		msg := tokenDiff(t, rl, il, name, text)
		if msg == "" {
			return
		}
		if try == 3 {
			t.Fatal(msg)
		}
		t.Logf("%s (try %d; trying again)", msg, try)
	}
}

// tokenDiff compares chroma's and the indexed lexer's tokens of text; "" when
// they are the same.
func tokenDiff(t *testing.T, rl *chroma.RegexLexer, il *indexedLexer, name, text string) string {
	t.Helper()
	var want, got []chroma.Token
	wantPanic := catch(func() {
		it, err := rl.Tokenise(nil, text)
		if err != nil {
			t.Fatalf("%s: chroma: %v", name, err)
		}
		want = tokens(t, it)
	})
	gotPanic := catch(func() {
		it, err := il.Tokenise(nil, text)
		if err != nil {
			t.Fatalf("%s: indexed: %v", name, err)
		}
		got = tokens(t, it)
	})
	if wantPanic != gotPanic {
		return fmt.Sprintf("%s: chroma panicked %v, indexed panicked %v", name, wantPanic, gotPanic)
	}
	for i := range min(len(want), len(got)) {
		if want[i] != got[i] {
			return fmt.Sprintf("%s: token %d: chroma %v %q, indexed %v %q", name, i, want[i].Type, want[i].Value, got[i].Type, got[i].Value)
		}
	}
	if len(want) != len(got) {
		return fmt.Sprintf("%s: chroma gives %d tokens, indexed %d", name, len(want), len(got))
	}
	return ""
}

func catch(f func()) (panicked bool) {
	defer func() { panicked = recover() != nil }()
	f()
	return false
}

// chromaTestdata is the folder of chroma's own lexer test inputs in the module
// cache.
func chromaTestdata(t *testing.T) string {
	t.Helper()
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "github.com/alecthomas/chroma/v2").Output()
	if err != nil {
		t.Fatalf("go list chroma: %v", err)
	}
	dir := filepath.Join(strings.TrimSpace(string(out)), "lexers", "testdata")
	if _, err := os.Stat(dir); err != nil {
		t.Fatalf("chroma's test inputs: %v", err)
	}
	return dir
}

// TestIndexedLexerMatchesChroma compares the indexed loop with chroma's over
// chroma's own lexer test inputs (344 files), and every
// registered lexer over a sample with strings, comments, markup and stray
// characters, including non-ASCII text.
func TestIndexedLexerMatchesChroma(t *testing.T) {
	dir := chromaTestdata(t)
	files, _ := filepath.Glob(filepath.Join(dir, "*.actual"))
	nested, _ := filepath.Glob(filepath.Join(dir, "*", "*.actual"))
	files = append(files, nested...)
	if len(files) < 300 {
		t.Fatalf("only %d test inputs in %s", len(files), dir)
	}
	indexed := map[*chroma.RegexLexer]*indexedLexer{}
	get := func(rl *chroma.RegexLexer) *indexedLexer {
		if il, ok := indexed[rl]; ok {
			return il
		}
		il, err := newIndexedLexer(rl)
		if err != nil {
			if !keepsChromaLoop[rl.Config().Name] {
				t.Fatalf("%s: %v", rl.Config().Name, err)
			}
			il = nil
		}
		indexed[rl] = il
		return il
	}
	compared := 0
	for _, f := range files {
		// Inputs are named after their lexer, or sit in a folder named so.
		name := strings.TrimSuffix(filepath.Base(f), ".actual")
		if filepath.Dir(f) != dir {
			name = filepath.Base(filepath.Dir(f))
		}
		l := lexers.Get(name)
		if l == nil {
			l = lexers.Get(strings.SplitN(name, ".", 2)[0])
		}
		rl, ok := l.(*chroma.RegexLexer)
		if !ok {
			continue
		}
		if get(rl) == nil {
			continue
		}
		text, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		sameTokens(t, rl, get(rl), strings.TrimPrefix(f, dir), string(text))
		compared++
	}
	if compared < 250 {
		t.Fatalf("compared only %d files", compared)
	}
	sample := strings.Join([]string{
		"#!/bin/sh", "// comment /* block */ -- sql", "# hash comment", "<div class=\"x\">&amp;</div>",
		"const x = { a: 'b', \"c\": `d${e}` }; // ünïcödé → λ", "def f(x): return x ** 2  # python",
		"SELECT * FROM t WHERE a = 'x';", "key: value\n  - item: [1, 2.5e3, 0x1F]",
		"fn main() { println!(\"{}\", 1_000); }", "@media (max-width: 10px) { .a { color: #fff } }",
		"\"unterminated string", "'unterminated", "/* unterminated", "\t\\ weird ¿ ¡ 字 😀 \x01",
		"if [[ $a == b ]]; then echo ${a:-b}; fi", "<?php echo $x; ?>", "{{ template }} {% tag %}",
	}, "\n")
	for _, l := range lexers.GlobalLexerRegistry.Lexers {
		rl, ok := l.(*chroma.RegexLexer)
		if !ok {
			continue
		}
		if get(rl) == nil {
			continue
		}
		if chromaHangs[rl.Config().Name] {
			// Chroma's own loop never ends on this sample; the indexed loop
			// must end and give back the text.
			var b strings.Builder
			for _, tok := range tokens(t, mustTokenise(t, get(rl), sample)) {
				b.WriteString(tok.Value)
			}
			if b.String() != sample {
				t.Fatalf("%s: the tokens do not give back the sample", rl.Config().Name)
			}
			continue
		}
		sameTokens(t, rl, get(rl), rl.Config().Name+" sample", sample)
	}
}

// keepsChromaLoop names the lexers with mutators written as Go code, which
// may change the rules while lexing; they are not indexed.
var keepsChromaLoop = map[string]bool{"Haxe": true, "Raku": true}

// TestLexersWithGoMutatorsKeepChromaLoop: the highlighter uses chroma's own
// lexer for them, and indexes the others.
func TestLexersWithGoMutatorsKeepChromaLoop(t *testing.T) {
	for _, name := range []string{"raku", "haxe", "go", "tsx", "bash", "python", "yaml", "json", "css"} {
		lazy, ok := indexLazily(lexers.Get(name)).(*lazyIndexed)
		if !ok {
			t.Fatalf("%s: not wrapped", name)
		}
		if _, err := lazy.Tokenise(nil, "x"); err != nil {
			t.Fatal(err)
		}
		_, isIndexed := lazy.indexed.(*indexedLexer)
		if _, serial := lazy.indexed.(*serialLexer); !isIndexed && !serial {
			t.Errorf("%s: chroma's loop without the lock", name)
		}
		if want := !keepsChromaLoop[lexers.Get(name).Config().Name]; isIndexed != want {
			t.Errorf("%s: indexed %v, want %v", name, isIndexed, want)
		}
	}
}

// chromaHangs names the lexers whose rules loop forever in chroma's own loop
// on the sample below (a rule matches the empty string without changing state).
var chromaHangs = map[string]bool{"JSONata": true, "Jungle": true}

func mustTokenise(t *testing.T, l chroma.Lexer, text string) chroma.Iterator {
	t.Helper()
	it, err := l.Tokenise(nil, text)
	if err != nil {
		t.Fatal(err)
	}
	return it
}

// TestIndexedLexerMatchesChromaOnContent compares the two loops on every fenced
// code block of the default content.
func TestIndexedLexerMatchesChromaOnContent(t *testing.T) {
	fence := regexp.MustCompile("(?ms)^```([A-Za-z0-9_+-]+)[^\n]*\n(.*?)^```")
	blocks := 0
	err := filepath.WalkDir("../../../content", func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".md") {
			return err
		}
		text, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for _, m := range fence.FindAllStringSubmatch(string(text), -1) {
			rl, ok := lexers.Get(m[1]).(*chroma.RegexLexer)
			if !ok {
				continue
			}
			il, err := newIndexedLexer(rl)
			if err != nil {
				t.Fatalf("%s: %v", m[1], err)
			}
			sameTokens(t, rl, il, path+" "+m[1], m[2])
			blocks++
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if blocks < 20 {
		t.Fatalf("compared only %d code blocks", blocks)
	}
}

// TestNamedGroupsOnlyWhereRead: the per-match map of named groups is made only
// for rules whose emitter or mutator may read it.
func TestNamedGroupsOnlyWhereRead(t *testing.T) {
	plain := []chroma.Emitter{nil, chroma.Keyword, chroma.ByGroups(chroma.Keyword, chroma.Text), chroma.Using("go"),
		chroma.UsingSelf("root"), chroma.UsingByGroup(1, 2, chroma.Keyword, chroma.Text)}
	for _, e := range plain {
		if !plainEmitter(e) {
			t.Errorf("%#v: want plain", e)
		}
	}
	reads := []chroma.Emitter{chroma.ByGroupNames(map[string]chroma.Emitter{"a": chroma.Keyword}),
		chroma.ByGroups(chroma.Keyword, chroma.EmitterFunc(func([]string, *chroma.LexerState) chroma.Iterator { return nil }))}
	for _, e := range reads {
		if plainEmitter(e) {
			t.Errorf("%#v: may read named groups", e)
		}
	}
	if !plainMutator(chroma.Mutators(chroma.Push("a"), chroma.Pop(1))) || !plainMutator(nil) {
		t.Error("push and pop are plain")
	}
	if plainMutator(chroma.Mutators(chroma.Push("a"), chroma.MutatorFunc(func(*chroma.LexerState) error { return nil }))) {
		t.Error("a mutator function may read named groups")
	}
	// Parts read through chroma's XML form: an Include inside Mutators is not plain.
	if plainMutator(chroma.Mutators(chroma.Push("a"), chroma.Include("b").Mutator)) {
		t.Error("an include inside a mutator list is not plain")
	}
}

// TestRakuLexedConcurrentlyGivesTheSameLines: Raku's lexer rewrites its own
// rules while lexing; highlighting it from several goroutines at once must give
// what highlighting it alone gives.
func TestRakuLexedConcurrentlyGivesTheSameLines(t *testing.T) {
	code := "my $x = q:to/END/;\ntext\nEND\nsay \"hi {$x}\" if $x ~~ /<[a..z]>+/;\nmy @a = <a b c>;\n"
	want := strings.Join(Lines("raku", code), "\n")
	if !strings.Contains(want, "<span") {
		t.Fatalf("Raku code was not highlighted: %s", want)
	}
	done := make(chan string)
	for range 8 {
		go func() {
			var got string
			for range 20 {
				got = strings.Join(Lines("raku", code), "\n")
				if got != want {
					break
				}
			}
			done <- got
		}()
	}
	for range 8 {
		if got := <-done; got != want {
			t.Fatalf("concurrent Raku highlighting differs:\n%s\nwant:\n%s", got, want)
		}
	}
}

// BenchmarkIndexLexer measures indexing one lexer (done once per lexer, on its
// first use): compiling its rules and checking its emitters and mutators.
func BenchmarkIndexLexer(b *testing.B) {
	for _, name := range []string{"tsx", "go", "python"} {
		b.Run(name, func(b *testing.B) {
			rl := lexers.Get(name).(*chroma.RegexLexer)
			b.ReportAllocs()
			for b.Loop() {
				if _, err := newIndexedLexer(rl); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// A match that runs out of the first time limit is tried once more with a
// patient one, so the tokens never depend on the machine's load. Here every
// match runs out of the first limit (as a busy machine can make one run out):
// the tokens are still the unhurried ones. A match that runs out of the
// patient limit too is given up, and the rest of the text gets the first
// limit only.
func TestMatchOutOfTimeIsTriedAgain(t *testing.T) {
	rl := lexers.Get("java").(*chroma.RegexLexer)
	il, err := newIndexedLexer(rl)
	if err != nil {
		t.Fatal(err)
	}
	code := "class A {\n    // Rekisteröi debug-näkymä\n    void run() { int x = 1 / 2; }\n}\n"
	want := tokens(t, mustTokenise(t, il, code))
	real := find
	defer func() { find = real }()
	var hurried, patient int
	find = func(re *regexp2.Regexp, text []rune, pos int) (*regexp2.Match, error) {
		if re.MatchTimeout == matchTimeout {
			hurried++
			return nil, errors.New("match timeout")
		}
		patient++
		return real(re, text, pos)
	}
	if got := tokens(t, mustTokenise(t, il, code)); !reflect.DeepEqual(got, want) {
		t.Errorf("with every first try out of time:\n got %v\nwant %v", got, want)
	}
	if hurried == 0 || patient != hurried {
		t.Errorf("%d first tries, %d patient ones", hurried, patient)
	}
	find = func(re *regexp2.Regexp, text []rune, pos int) (*regexp2.Match, error) {
		if re.MatchTimeout == patientTimeout {
			patient++
		}
		return nil, errors.New("match timeout")
	}
	patient = 0
	tokens(t, mustTokenise(t, il, code))
	if patient != 1 {
		t.Errorf("pathological text: %d patient tries, want 1", patient)
	}
}
