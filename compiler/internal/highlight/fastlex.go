package highlight

// This file drives chroma's regular-expression lexers with a first-character
// index. Chroma's own loop tries, at every position, each rule of the current
// state in turn until one matches; most rules fail on the very first character,
// yet each attempt costs a full regular-expression run. Here every rule's set
// of possible first characters is read from the regular expression itself (the
// same analysis regexp2 uses to skip ahead in unanchored searches), and at each
// position only the rules that can start with the character there are tried, in
// their original order. The tokens are the same as chroma's (a test compares
// the two over chroma's own lexer test inputs); the lexers, rules, emitters and
// mutators are chroma's.

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"sort"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/alecthomas/chroma/v2"
	"github.com/alecthomas/chroma/v2/lexers"
	"github.com/dlclark/regexp2/v2"
)

// indexedLexer is a chroma RegexLexer whose Tokenise uses the indexed loop.
// Everything else (configuration, analysis, nested lexing through Using and
// UsingSelf) is the wrapped lexer's.
type indexedLexer struct {
	*chroma.RegexLexer
	rules  chroma.CompiledRules
	states map[string]*stateIndex
	// patient has, for each rule's expression, the same expression with
	// patientTimeout (see indexedState.try).
	patient map[*regexp2.Regexp]*regexp2.Regexp
}

// stateIndex lists, for one state, the rules to try when the next character
// is a given ASCII character, and the filters to check for any other character.
type stateIndex struct {
	rules  []*chroma.CompiledRule
	ascii  [128][]int32  // rule indexes, in order, that may match at this ASCII character
	filter []*leadFilter // per rule; nil: no condition known
	check  []bool        // per rule: whether its filter has more than the first character to test
	named  []bool        // per rule: whether its emitter may read NamedGroups
}

// matchTimeout is chroma's per-rule limit, kept so that a pathological
// expression gives up the same way under both loops.
const matchTimeout = 250 * time.Millisecond

// patientTimeout is the limit of the one retry of a match that ran out of
// matchTimeout (see indexedState.try).
const patientTimeout = 5 * time.Second

// find runs re at pos (a variable only so that a test can make matches run
// out of time).
var find = func(re *regexp2.Regexp, text []rune, pos int) (*regexp2.Match, error) {
	return re.FindRunesMatchStartingAt(text, pos)
}

// newIndexedLexer compiles rl's rules the way chroma does (the same patterns,
// flags and compile-time mutators such as Include and Combined) and indexes
// them. It fails when a rule does not compile, so the caller can keep chroma's
// own lexer.
func newIndexedLexer(rl *chroma.RegexLexer) (*indexedLexer, error) {
	// Let chroma compile and validate its own copy first: an error there is
	// chroma's to report, and the raw rules are then available.
	if _, err := rl.Tokenise(nil, ""); err != nil {
		return nil, err
	}
	raw, err := rl.Rules()
	if err != nil {
		return nil, err
	}
	cfg := rl.Config()
	flags := ""
	if !cfg.NotMultiline {
		flags += "m"
	}
	if cfg.CaseInsensitive {
		flags += "i"
	}
	if cfg.DotAll {
		flags += "s"
	}
	rules := chroma.CompiledRules{}
	patient := map[*regexp2.Regexp]*regexp2.Regexp{}
	for state, list := range raw {
		compiled := make([]*chroma.CompiledRule, 0, len(list))
		for _, rule := range list {
			pattern := "(?:" + rule.Pattern + ")"
			if flags != "" {
				pattern = "(?" + flags + ")" + pattern
			}
			pattern = `\G` + pattern
			re, err := regexp2.Compile(pattern)
			if err != nil {
				return nil, fmt.Errorf("%s: rule %s: %w", cfg.Name, state, err)
			}
			re.MatchTimeout = matchTimeout
			p := regexp2.MustCompile(pattern) // it compiled just above
			p.MatchTimeout = patientTimeout
			patient[re] = p
			compiled = append(compiled, &chroma.CompiledRule{Rule: rule, Regexp: re})
		}
		rules[state] = compiled
	}
	// Compile-time mutators (Include, Combined) rewrite the rule lists: apply
	// them until none is left, starting over after each one. An included state
	// may itself still hold an Include when it is copied, so the same mutator
	// can be met more than once; each application removes one occurrence.
	for applied := 0; ; applied++ {
		if applied > 100000 {
			return nil, fmt.Errorf("%s: compile-time mutators do not converge", cfg.Name)
		}
		state, i, m := nextLexerMutator(rules)
		if m == nil {
			break
		}
		if err := m.MutateLexer(rules, state, i); err != nil {
			return nil, err
		}
	}
	// Mutators written as Go code may replace rules while lexing (Raku's do),
	// which the index would not see: such a lexer keeps chroma's loop.
	for state, list := range rules {
		for i, rule := range list {
			if !plainMutator(rule.Mutator) {
				return nil, fmt.Errorf("%s: the mutator of rule %s.%d is Go code", cfg.Name, state, i)
			}
		}
	}
	l := &indexedLexer{RegexLexer: rl, rules: rules, states: map[string]*stateIndex{}, patient: patient}
	filters := map[*regexp2.Regexp]*leadFilter{}
	for state, list := range rules {
		idx := &stateIndex{rules: list, filter: make([]*leadFilter, len(list)), check: make([]bool, len(list)), named: make([]bool, len(list))}
		for i, rule := range list {
			f, ok := filters[rule.Regexp]
			if !ok {
				f = filterOf(rule.Regexp.String())
				filters[rule.Regexp] = f
			}
			idx.filter[i] = f
			idx.check[i] = f.needsCheck()
			idx.named[i] = !plainEmitter(rule.Type)
		}
		for c := range idx.ascii {
			for i, f := range idx.filter {
				if f.mayASCII(rune(c)) {
					idx.ascii[c] = append(idx.ascii[c], int32(i))
				}
			}
		}
		l.states[state] = idx
	}
	return l, nil
}

// nextLexerMutator finds a rule whose mutator still has to rewrite the rules,
// taking states in name order so that compiling is deterministic.
func nextLexerMutator(rules chroma.CompiledRules) (string, int, chroma.LexerMutator) {
	states := make([]string, 0, len(rules))
	for state := range rules {
		states = append(states, state)
	}
	sort.Strings(states)
	for _, state := range states {
		for i, rule := range rules[state] {
			if m, ok := rule.Mutator.(chroma.LexerMutator); ok {
				return state, i, m
			}
		}
	}
	return "", 0, nil
}

// Tokenise mirrors chroma's RegexLexer.Tokenise with the indexed loop.
func (l *indexedLexer) Tokenise(options *chroma.TokeniseOptions, text string) (chroma.Iterator, error) {
	if options == nil {
		options = &chroma.TokeniseOptions{State: "root", EnsureLF: true}
	}
	if options.EnsureLF && strings.IndexByte(text, '\r') >= 0 {
		text = strings.ReplaceAll(text, "\r\n", "\n")
		text = strings.ReplaceAll(text, "\r", "\n")
	}
	newlineAdded := false
	if !options.Nested && l.Config().EnsureNL && !strings.HasSuffix(text, "\n") {
		text += "\n"
		newlineAdded = true
	}
	s := &indexedState{
		lexer: l,
		root:  options.State,
		LexerState: chroma.LexerState{
			Lexer:          l.RegexLexer,
			Registry:       lexers.GlobalLexerRegistry,
			Text:           []rune(text),
			Stack:          []string{options.State},
			Rules:          l.rules,
			MutatorContext: map[any]any{},
		},
	}
	s.end = len(s.Text)
	s.emptyAt = -1
	if newlineAdded {
		s.end--
	}
	return s.next, nil
}

type indexedState struct {
	chroma.LexerState
	lexer   *indexedLexer
	root    string
	end     int
	pending []chroma.Iterator
	// emptyAt is the position of the last empty match and empties the number
	// of empty matches there in a row.
	emptyAt, empties int
	// pathological: a match ran out of patientTimeout too (see try).
	pathological bool
}

// maxEmptyMatches bounds the empty matches at one position; a real lexer
// needs a handful (pushing and popping states), a looping one never stops.
const maxEmptyMatches = 1000

// next returns the next token, exactly as chroma's LexerState.Iterator does.
func (s *indexedState) next() chroma.Token {
	for s.Pos < s.end && len(s.Stack) > 0 {
		if t, ok := s.drain(); ok {
			return t
		}
		s.State = s.Stack[len(s.Stack)-1]
		idx, ok := s.lexer.states[s.State]
		if !ok {
			panic("unknown state " + s.State)
		}
		ruleIndex, rule, groups := s.match(idx)
		if groups != nil && groups[0] == "" {
			// A rule that matches nothing must change the state to make
			// progress. Some of chroma's lexers have rules that do neither on
			// some input and would loop forever (chroma hangs there); after many
			// empty matches at one position, treat the position as unmatched.
			if s.Pos != s.emptyAt {
				s.emptyAt, s.empties = s.Pos, 0
			}
			if s.empties++; s.empties > maxEmptyMatches {
				groups = nil
				s.Stack = s.Stack[:min(len(s.Stack), 1)]
			}
		}
		if groups == nil {
			// No rule matches: as in Pygments, a newline resets the stack to the
			// initial state; any other character is an error token.
			if s.Text[s.Pos] == '\n' && s.State != s.root {
				s.Stack = []string{s.root}
				continue
			}
			s.Pos++
			return chroma.Token{Type: chroma.Error, Value: string(s.Text[s.Pos-1 : s.Pos])}
		}
		s.Rule = ruleIndex
		s.Groups = groups
		s.Pos += utf8.RuneCountInString(groups[0])
		if rule.Mutator != nil {
			if err := rule.Mutator.Mutate(&s.LexerState); err != nil {
				panic(err)
			}
		}
		if rule.Type != nil {
			s.pending = append(s.pending, rule.Type.Emit(s.Groups, &s.LexerState))
		}
	}
	if t, ok := s.drain(); ok {
		return t
	}
	if s.Pos != len(s.Text) && len(s.Stack) == 0 {
		value := string(s.Text[s.Pos:])
		s.Pos = len(s.Text)
		return chroma.Token{Type: chroma.Error, Value: value}
	}
	return chroma.EOF
}

// drain returns the next token of the emitters' pending iterators, if any.
func (s *indexedState) drain() (chroma.Token, bool) {
	for len(s.pending) > 0 {
		n := len(s.pending) - 1
		t := s.pending[n]()
		if t.Type == chroma.Ignore {
			continue
		}
		if t == chroma.EOF {
			s.pending = s.pending[:n]
			continue
		}
		return t, true
	}
	return chroma.Token{}, false
}

// match tries the rules that may start at the current character, in order,
// and returns the first that matches there with its groups (nil: none).
func (s *indexedState) match(idx *stateIndex) (int, *chroma.CompiledRule, []string) {
	if c := s.Text[s.Pos]; c < 128 {
		for _, i := range idx.ascii[c] {
			if idx.check[i] && !idx.filter[i].may(s.Text, s.Pos) {
				continue
			}
			if groups := s.try(idx.rules[i], idx.named[i]); groups != nil {
				return int(i), idx.rules[i], groups
			}
		}
		return 0, nil, nil
	}
	for i, rule := range idx.rules {
		if !idx.filter[i].may(s.Text, s.Pos) {
			continue
		}
		if groups := s.try(rule, idx.named[i]); groups != nil {
			return i, rule, groups
		}
	}
	return 0, nil, nil
}

// try runs rule at the current position and returns its groups, or nil. The
// named groups (a map per match) are filled in only for the rules whose
// emitter may read them.
func (s *indexedState) try(rule *chroma.CompiledRule, named bool) []string {
	m, err := find(rule.Regexp, s.Text, s.Pos)
	if err != nil && !s.pathological {
		// Out of time. regexp2 measures its limit in wall time, on a clock
		// that ticks every 100 ms, so a busy machine that stops the lexing
		// goroutine for a moment can end a match that needs microseconds: the
		// rule would not match, and the same code would get other tokens (a
		// Java comment lexed as two slashes and words, seen in the byte checks
		// while CI ran). Once more with a patient limit; a match that runs out
		// of that one too is pathological, and the rest of the text gets the
		// first limit only, so a hostile block still ends in bounded time.
		if p := s.lexer.patient[rule.Regexp]; p != nil {
			m, err = find(p, s.Text, s.Pos)
			s.pathological = err != nil
		}
	}
	if m == nil || err != nil || m.RuneIndex != s.Pos {
		return nil
	}
	gs := m.Groups()
	groups := make([]string, len(gs))
	for i := range gs {
		groups[i] = gs[i].String()
	}
	s.NamedGroups = nil
	if named {
		s.NamedGroups = make(map[string]string, len(gs))
		for i := range gs {
			s.NamedGroups[gs[i].Name] = groups[i]
		}
	}
	return groups
}

// plainEmitter reports whether e is one of chroma's declarative emitters
// (token types, ByGroups, Using, UsingSelf, UsingByGroup) made only of such
// emitters: none of them reads the lexer state's NamedGroups. Anything else
// (ByGroupNames, UsingLexer, emitters written as functions) may.
func plainEmitter(e chroma.Emitter) bool {
	switch e := e.(type) {
	case nil, chroma.TokenType:
		return true
	case chroma.SerialisableEmitter:
		switch e.EmitterKind() {
		case "token", "using", "usingself":
			return true
		case "bygroups", "usingbygroup":
			return declarative(chroma.Rule{Type: e}, plainEmitterParts)
		}
	}
	return false
}

// plainMutator is plainEmitter for mutators: Push, Pop and lists of them only
// change the stack; a mutator written as Go code may change anything.
func plainMutator(m chroma.Mutator) bool {
	switch m := m.(type) {
	case nil:
		return true
	case chroma.SerialisableMutator:
		switch m.MutatorKind() {
		case "push", "pop":
			return true
		case "mutators":
			return declarative(chroma.Rule{Mutator: m}, plainMutatorParts)
		}
	}
	return false
}

// The elements of chroma's XML form of a rule that make up plain emitters and
// mutators ("rule" is the wrapper; "emitters", "code_group" and
// "sublexer_name_group" are UsingByGroup's fields).
var (
	plainEmitterParts = map[string]bool{"rule": true, "token": true, "bygroups": true, "using": true,
		"usingself": true, "usingbygroup": true, "emitters": true, "code_group": true, "sublexer_name_group": true}
	plainMutatorParts = map[string]bool{"rule": true, "push": true, "pop": true, "mutators": true}
)

// declarative reports whether rule's emitter and mutator are made only of the
// given parts; plainEmitter and plainMutator call it for the kinds that hold
// other emitters or mutators. Chroma's types for those are unexported, so they
// are read through chroma's public XML serialisation (the form chroma's own lexers are
// written in): an emitter or mutator written as Go code cannot be serialised,
// and any part not listed (one chroma may add) counts as not plain, which only
// costs speed. This runs once per rule, when a lexer is indexed.
func declarative(rule chroma.Rule, parts map[string]bool) bool {
	data, err := xml.Marshal(rule)
	if err != nil {
		return false
	}
	// Every '<' of the XML starts a tag (attribute values and text are escaped).
	for i := bytes.IndexByte(data, '<'); i >= 0; i = bytes.IndexByte(data, '<') {
		data = data[i+1:]
		if len(data) > 0 && data[0] == '/' {
			continue // an end tag: its start tag was checked
		}
		n := 0
		for n < len(data) && (data[n] >= 'a' && data[n] <= 'z' || data[n] == '_') {
			n++
		}
		if !parts[string(data[:n])] {
			return false
		}
	}
	return true
}

// lazyIndexed indexes a lexer on its first use (compiling every lexer up front
// would cost seconds), and keeps chroma's own loop for a lexer that is not a
// RegexLexer or cannot be indexed.
type lazyIndexed struct {
	chroma.Lexer
	once    sync.Once
	indexed chroma.Lexer
}

func indexLazily(l chroma.Lexer) chroma.Lexer {
	if _, ok := l.(*chroma.RegexLexer); !ok {
		return l
	}
	return &lazyIndexed{Lexer: l}
}

func (l *lazyIndexed) Tokenise(options *chroma.TokeniseOptions, text string) (chroma.Iterator, error) {
	l.once.Do(func() {
		l.indexed = &serialLexer{Lexer: l.Lexer}
		if il, err := newIndexedLexer(l.Lexer.(*chroma.RegexLexer)); err == nil {
			l.indexed = il
		}
	})
	return l.indexed.Tokenise(options, text)
}

// serialLexer runs a lexer that keeps chroma's loop one text at a time, to the
// end, under a lock. Such lexers have mutators written as Go code, and Raku's
// replace rules in the lexer's shared rule table while lexing: two code blocks
// lexed at once (pages render in parallel) would race.
type serialLexer struct {
	chroma.Lexer
	mu sync.Mutex
}

func (l *serialLexer) Tokenise(options *chroma.TokeniseOptions, text string) (chroma.Iterator, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	it, err := l.Lexer.Tokenise(options, text)
	if err != nil {
		return nil, err
	}
	var tokens []chroma.Token
	for t := it(); t != chroma.EOF; t = it() {
		tokens = append(tokens, t)
	}
	return chroma.Literator(tokens...), nil
}
