package highlight

// What a rule's regular expression needs at the position where a match would
// start, read from regexp2's syntax tree: the characters a match can start
// with, whether it must start a line (a leading ^ in multi-line mode) or the
// text (\A), and, for keyword rules, the literal words one of which must come
// next. Every test is a necessary condition of a match, so skipping a rule that
// fails one never changes the result; the indexed loop only saves the
// regular-expression runs that could not have matched.

import (
	"unicode"

	"github.com/dlclark/regexp2/v2/syntax"
)

// leadFilter is a rule's necessary conditions. A nil *leadFilter has none.
type leadFilter struct {
	ascii    asciiSet // ASCII characters a match can start with
	nonASCII bool     // whether a match can start with a character outside ASCII
	// fc is regexp2's own first-character set (nil when it has none), a second
	// test for characters outside ASCII.
	fc    *syntax.Prefix
	bol   bool     // a match starts a line: at 0 or after '\n'
	begin bool     // a match starts the text
	lits  [][]rune // a match starts with one of these (nil: no such condition)
}

type asciiSet [2]uint64

func (s *asciiSet) add(c rune)       { s[c>>6] |= 1 << (c & 63) }
func (s asciiSet) has(c rune) bool   { return s[c>>6]&(1<<(c&63)) != 0 }
func (s *asciiSet) union(o asciiSet) { s[0] |= o[0]; s[1] |= o[1] }
func (s *asciiSet) inter(o asciiSet) { s[0] &= o[0]; s[1] &= o[1] }
func allASCII() asciiSet             { return asciiSet{^uint64(0), ^uint64(0)} }
func (s *asciiSet) addFolded(c rune) {
	for _, v := range []rune{c, unicode.ToLower(c), unicode.ToUpper(c)} {
		if v < 128 {
			s.add(v)
		}
	}
}

// firstChars is what a node can start with.
type firstChars struct {
	ascii    asciiSet
	nonASCII bool
	nullable bool // the node can match without consuming anything
}

// union adds the characters o can start with.
func (f *firstChars) union(o firstChars) {
	f.ascii.union(o.ascii)
	f.nonASCII = f.nonASCII || o.nonASCII
}

// maxLits bounds the literal words kept for one rule.
const maxLits = 64

// filterOf analyses pattern (as compiled, with chroma's \G and flags) and
// returns its conditions, or nil when nothing useful is known.
func filterOf(pattern string) *leadFilter {
	tree, err := syntax.Parse(pattern, syntax.ParseOptions{})
	if err != nil || tree.Options&syntax.RightToLeft != 0 {
		return nil
	}
	// Without a better answer, a match may start with any character.
	f := &leadFilter{ascii: allASCII(), nonASCII: true}
	if first, ok := firstOf(tree.Root); ok && !first.nullable {
		f.ascii, f.nonASCII = first.ascii, first.nonASCII
		if code, err := syntax.Write(tree); err == nil && code.FcPrefix != nil && !code.RightToLeft {
			f.fc = code.FcPrefix
		}
	}
	// A rule that can match the empty string (a lookahead, say) still has the
	// conditions of its leading assertions.
	leadOf(tree.Root, f)
	if f.ascii == allASCII() && f.nonASCII && f.fc == nil && !f.needsCheck() {
		return nil
	}
	return f
}

// firstOf returns the characters n can start with; ok is false for nodes it
// does not analyse (back-references, conditionals), which may start with
// anything.
func firstOf(n *syntax.RegexNode) (f firstChars, ok bool) {
	ic := n.Options&syntax.IgnoreCase != 0
	one := func(c rune) firstChars {
		var f firstChars
		if ic {
			f.ascii.addFolded(c)
			f.nonASCII = true // case folding reaches outside ASCII (K, the Kelvin sign)
		} else if c < 128 {
			f.ascii.add(c)
		} else {
			f.nonASCII = true
		}
		return f
	}
	notOne := func(c rune) firstChars {
		f := firstChars{ascii: allASCII(), nonASCII: true}
		if !ic && c < 128 {
			f.ascii[c>>6] &^= 1 << (c & 63)
		}
		return f
	}
	set := func(s *syntax.CharSet) firstChars {
		f := firstChars{nonASCII: true}
		for c := rune(0); c < 128; c++ {
			if s.CharIn(c) || ic && (s.CharIn(unicode.ToLower(c)) || s.CharIn(unicode.ToUpper(c))) {
				f.ascii.add(c)
			}
		}
		return f
	}
	switch n.T {
	case syntax.NtOne:
		return one(n.Ch), true
	case syntax.NtNotone:
		return notOne(n.Ch), true
	case syntax.NtSet:
		return set(n.Set), true
	case syntax.NtMulti:
		if len(n.Str) == 0 {
			return firstChars{nullable: true}, true
		}
		return one(n.Str[0]), true
	case syntax.NtOneloop, syntax.NtOnelazy, syntax.NtOneloopatomic:
		f = one(n.Ch)
		f.nullable = n.M == 0
		return f, true
	case syntax.NtNotoneloop, syntax.NtNotonelazy, syntax.NtNotoneloopatomic:
		f = notOne(n.Ch)
		f.nullable = n.M == 0
		return f, true
	case syntax.NtSetloop, syntax.NtSetlazy, syntax.NtSetloopatomic:
		f = set(n.Set)
		f.nullable = n.M == 0
		return f, true
	case syntax.NtConcatenate:
		for _, c := range n.Children {
			cf, ok := firstOf(c)
			if !ok {
				return f, false
			}
			f.union(cf)
			if !cf.nullable {
				return f, true
			}
		}
		f.nullable = true
		return f, true
	case syntax.NtAlternate:
		for _, c := range n.Children {
			cf, ok := firstOf(c)
			if !ok {
				return f, false
			}
			f.union(cf)
			f.nullable = f.nullable || cf.nullable
		}
		return f, true
	case syntax.NtLoop, syntax.NtLazyloop:
		if len(n.Children) != 1 {
			return f, false
		}
		f, ok = firstOf(n.Children[0])
		f.nullable = f.nullable || n.M == 0
		return f, ok
	case syntax.NtCapture, syntax.NtGroup, syntax.NtAtomic:
		if len(n.Children) != 1 {
			return f, false
		}
		return firstOf(n.Children[0])
	case syntax.NtNothing:
		return f, true // never matches
	}
	if zeroWidth(n) {
		// Consumes nothing, so the next node decides.
		return firstChars{nullable: true}, true
	}
	return f, false
}

// zeroWidth reports whether n is an assertion that consumes nothing.
func zeroWidth(n *syntax.RegexNode) bool {
	switch n.T {
	case syntax.NtEmpty, syntax.NtBol, syntax.NtEol, syntax.NtBoundary, syntax.NtNonboundary,
		syntax.NtECMABoundary, syntax.NtNonECMABoundary, syntax.NtBeginning, syntax.NtStart,
		syntax.NtEndZ, syntax.NtEnd, syntax.NtPosLook, syntax.NtNegLook, syntax.NtUpdateBumpalong:
		return true
	}
	return false
}

// leadOf adds the conditions of the assertions that open n (a leading ^ or \A,
// a lookahead) and the literal words n starts with.
func leadOf(n *syntax.RegexNode, f *leadFilter) {
	seq := sequence(n, nil)
	for i, c := range seq {
		if !zeroWidth(c) {
			if lits, _, ok := literalsOf(seq[i:]); ok && len(lits) > 0 {
				f.lits = lits
			}
			return
		}
		switch c.T {
		case syntax.NtBol:
			f.bol = true
		case syntax.NtBeginning:
			f.begin = true
		case syntax.NtPosLook:
			// A lookahead's own first characters bound the match's; a
			// lookbehind (right to left) looks at what comes before.
			if c.Options&syntax.RightToLeft == 0 && len(c.Children) == 1 {
				if la, ok := firstOf(c.Children[0]); ok && !la.nullable {
					f.ascii.inter(la.ascii)
					f.nonASCII = f.nonASCII && la.nonASCII
				}
			}
		}
	}
}

// sequence appends to seq the nodes n matches one after the other, opening
// groups and nested concatenations (a match of a group is a match of what it
// holds).
func sequence(n *syntax.RegexNode, seq []*syntax.RegexNode) []*syntax.RegexNode {
	switch {
	case (n.T == syntax.NtCapture || n.T == syntax.NtGroup || n.T == syntax.NtAtomic) && len(n.Children) == 1:
		return sequence(n.Children[0], seq)
	case n.T == syntax.NtConcatenate:
		for _, c := range n.Children {
			seq = sequence(c, seq)
		}
		return seq
	}
	return append(seq, n)
}

// literalsOf returns words one of which every match of the sequence nodes
// starts with; complete reports that a match is exactly one of them. ok is
// false when no such list is known (or it would be too long).
func literalsOf(nodes []*syntax.RegexNode) (lits [][]rune, complete, ok bool) {
	lits = [][]rune{{}}
	for _, n := range nodes {
		if zeroWidth(n) {
			continue
		}
		nl, ncomplete, ok := literalsOfNode(n)
		if !ok || len(lits)*len(nl) > maxLits {
			return trimLits(lits)
		}
		next := make([][]rune, 0, len(lits)*len(nl))
		for _, a := range lits {
			for _, b := range nl {
				next = append(next, append(append([]rune{}, a...), b...))
			}
		}
		lits = next
		if !ncomplete {
			return trimLits(lits)
		}
	}
	return trimLits(lits)
}

// trimLits reports lits as a condition only when every word is non-empty (an
// empty word is no condition).
func trimLits(lits [][]rune) ([][]rune, bool, bool) {
	for _, l := range lits {
		if len(l) == 0 {
			return nil, false, false
		}
	}
	return lits, false, true
}

func literalsOfNode(n *syntax.RegexNode) (lits [][]rune, complete, ok bool) {
	if n.Options&syntax.IgnoreCase != 0 {
		return nil, false, false
	}
	switch n.T {
	case syntax.NtOne:
		return [][]rune{{n.Ch}}, true, true
	case syntax.NtMulti:
		return [][]rune{n.Str}, true, true
	case syntax.NtCapture, syntax.NtGroup, syntax.NtAtomic:
		if len(n.Children) != 1 {
			return nil, false, false
		}
		return literalsOfNode(n.Children[0])
	case syntax.NtConcatenate:
		l, _, ok := literalsOf(n.Children)
		// literalsOf stops at the first node it cannot extend over, so the
		// words are prefixes only.
		return l, false, ok
	case syntax.NtAlternate:
		complete = true
		for _, c := range n.Children {
			cl, cc, ok := literalsOfNode(c)
			if !ok || len(lits)+len(cl) > maxLits {
				return nil, false, false
			}
			for _, w := range cl {
				if len(w) == 0 {
					return nil, false, false
				}
			}
			lits = append(lits, cl...)
			complete = complete && cc
		}
		return lits, complete, len(lits) > 0
	case syntax.NtLoop, syntax.NtLazyloop:
		if n.M < 1 || len(n.Children) != 1 {
			return nil, false, false
		}
		l, _, ok := literalsOfNode(n.Children[0])
		return l, false, ok
	case syntax.NtOneloop, syntax.NtOnelazy, syntax.NtOneloopatomic:
		if n.M < 1 {
			return nil, false, false
		}
		return [][]rune{{n.Ch}}, false, true
	}
	return nil, false, false
}

// may reports whether the rule can match at pos of text (false only when it
// certainly cannot). The ASCII set is checked by the caller's index.
func (f *leadFilter) may(text []rune, pos int) bool {
	if f == nil {
		return true
	}
	if f.bol && pos > 0 && text[pos-1] != '\n' || f.begin && pos != 0 {
		return false
	}
	if c := text[pos]; c >= 128 {
		if !f.nonASCII {
			return false
		}
		if f.fc != nil && !f.fc.PrefixSet.CharIn(c) && !(f.fc.CaseInsensitive && f.fc.PrefixSet.CharIn(unicode.ToLower(c))) {
			return false
		}
	}
	if f.lits == nil {
		return true
	}
	rest := text[pos:]
	for _, l := range f.lits {
		if len(l) <= len(rest) && l[0] == rest[0] && runesHavePrefix(rest, l) {
			return true
		}
	}
	return false
}

func runesHavePrefix(s, prefix []rune) bool {
	for i, r := range prefix {
		if s[i] != r {
			return false
		}
	}
	return true
}

// mayASCII reports whether the rule can start with the ASCII character c.
func (f *leadFilter) mayASCII(c rune) bool {
	if f == nil {
		return true
	}
	if !f.ascii.has(c) {
		return false
	}
	if f.fc != nil && !f.fc.PrefixSet.CharIn(c) && !(f.fc.CaseInsensitive && f.fc.PrefixSet.CharIn(unicode.ToLower(c))) {
		return false
	}
	return true
}

// needsCheck reports whether may has anything to test beyond the first
// character's ASCII set.
func (f *leadFilter) needsCheck() bool {
	return f != nil && (f.bol || f.begin || f.lits != nil)
}
