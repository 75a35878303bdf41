package blocks

import (
	"bytes"
	"slices"
	"unicode"
	"unicode/utf8"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"

	"github.com/contentc/contentc/compiler/internal/markdown/internal/mdstate"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/mdxast"
)

// mdx1Emphasis is goldmark's emphasis parser (underscores, and asterisks in
// MDX 3); in MDX 1 documents an asterisk is read as remark-parse 8's strong and emphasis tokenizers read it, with
// none of CommonMark's flanking rules and no rule of three. At an asterisk,
// `**` is strong up to the next run of two or more asterisks, which closes it
// with its last two (the run's others are the strong's text: `**foo****` is
// strong "foo**", `**Note:**text` and `**注意：**后面` are strong); else `*` is
// emphasis up to the next lone asterisk, runs of two between (`*a**b*`), none
// if a run of three or more comes first (`*foo***`) or none does (`*foo**`);
// the text between is not blank (`** **` stays asterisks) and is read again,
// up to the closing asterisks only. Each pair is a pair of goldmark
// delimiters that match each other only (mdx1Pair). A closing asterisk that
// something else took (a code span) leaves its opening one text.
type mdx1Emphasis struct{ parser.InlineParser }

func (p mdx1Emphasis) Parse(parent ast.Node, block text.Reader, pc parser.Context) ast.Node {
	if line, _ := block.PeekLine(); len(line) == 0 || line[0] != '*' || !mdxast.GetState(pc).MDX1 {
		return p.InlineParser.Parse(parent, block, pc)
	}
	st := asterisksOf(parent, block.Source(), pc)
	l, seg := block.Position()
	q := -1
	if l < len(st.starts) {
		q = st.starts[l] + seg.Start - parent.Lines().At(l).Start
	}
	if q < 0 || q >= len(st.text) || st.text[q] != '*' {
		return nil // not in the block's lines: text
	}
	if q <= st.last {
		st.reset(parent, block.Source()) // the block read again
	}
	st.last = q
	// spans whose closing asterisks were passed, or whose opening ones are
	// text again (a link's label ended), close nothing
	for len(st.open) > 0 {
		top := st.open[len(st.open)-1]
		if top.close >= q && top.opener.Parent() != nil {
			break
		}
		st.open = st.open[:len(st.open)-1]
	}
	bound := len(st.text)
	if k := len(st.open); k > 0 {
		bound = st.open[k-1].close
		if bound == q {
			top := st.open[k-1]
			st.open = st.open[:k-1]
			return delimiter(block, pc, seg, top.opener.Length, false, top.opener.Processor)
		}
	}
	if len(st.open) >= mdstate.Get(pc).Limit() {
		return nil // deeper than the nesting limit: text, in bounded time
	}
	if end := st.bracketEnd(q); end >= 0 && end < bound {
		bound = end
	}
	n, end := 2, -1
	if q+1 < bound && st.text[q+1] == '*' {
		end = st.strongEnd(q+2, bound)
	}
	if end < 0 {
		n, end = 1, st.emphasisEnd(q+1, bound)
	}
	if end < 0 {
		return nil // text
	}
	d := delimiter(block, pc, seg, n, true, &mdx1Pair{})
	st.open = append(st.open, span{close: end, opener: d})
	st.closeSpan(q, end)
	return d
}

// delimiter is n asterisks at the reader's place that open or close a span
// with its processor's other delimiter.
func delimiter(block text.Reader, pc parser.Context, seg text.Segment, n int, open bool, proc parser.DelimiterProcessor) *parser.Delimiter {
	d := parser.NewDelimiter(open, !open, n, '*', proc)
	d.Segment = seg.WithStop(seg.Start + n)
	block.Advance(n)
	pc.PushDelimiter(d)
	return d
}

// mdx1Pair matches the two delimiters of one span of emphasis found by
// remark-parse 8's rules: neither opens nor closes anything else.
type mdx1Pair struct{}

func (*mdx1Pair) IsDelimiter(b byte) bool { return b == '*' }

func (p *mdx1Pair) CanOpenCloser(opener, closer *parser.Delimiter) bool {
	return opener.Processor == p && closer.Processor == p
}

func (*mdx1Pair) OnMatch(consumes int) ast.Node { return ast.NewEmphasis(consumes) }

// asterisks is what the parser knows of a block's asterisks: the block's text
// as remark-parse 8 tokenizes it (its lines joined), the spans of emphasis
// opened whose closing asterisks are ahead (innermost last: the text a span
// encloses is read up to its closing asterisks), the brackets around the
// place read (a link's or reference's text is read up to its `]`), and where
// scans from the first asterisk of a run ended, by place and bound, so that a
// block of many asterisks is read in linear time.
type asterisks struct {
	parent   ast.Node
	text     []byte
	starts   []int // where each of the block's lines starts in text
	last     int   // the last asterisk read
	open     []span
	brackets [][2]int // `[` and its `]`, by `[`
	next     int      // the first of brackets not yet around a place read
	around   [][2]int // brackets around the place read, innermost last
	strong   map[[2]int]int
	em       map[[2]int]int
}

type span struct {
	close  int
	opener *parser.Delimiter
}

var asterisksKey = parser.NewContextKey()

func asterisksOf(parent ast.Node, src []byte, pc parser.Context) *asterisks {
	st, _ := pc.Get(asterisksKey).(*asterisks)
	if st == nil {
		st = &asterisks{}
		pc.Set(asterisksKey, st)
	}
	if st.parent != parent {
		st.reset(parent, src)
	}
	return st
}

func (st *asterisks) reset(parent ast.Node, src []byte) {
	*st = asterisks{parent: parent, last: -1, text: st.text[:0], starts: st.starts[:0]}
	lines := parent.Lines()
	for i := 0; i < lines.Len(); i++ {
		seg := lines.At(i)
		st.starts = append(st.starts, len(st.text))
		st.text = append(st.text, src[seg.Start:seg.Stop]...)
	}
	// remark-parse 8's link and reference tokenizers: a `[` outside code
	// is closed by the first `]` after it that closes no `[` between; its
	// text is not empty, and has no `[` unless a link's `(` or a reference's
	// `[` follows
	var opens []int
	c := st.text
	code := codeSpans(c)
	for i := 0; i < len(c); i++ {
		switch c[i] {
		case '\\':
			i++
		case '[':
			opens = append(opens, i)
		case ']':
			if len(opens) == 0 {
				continue
			}
			o := opens[len(opens)-1]
			opens = opens[:len(opens)-1]
			k, _ := slices.BinarySearchFunc(code, o, func(r [2]int, o int) int { return r[1] - 1 - o })
			if k < len(code) && code[k][0] <= o {
				continue // a code span's
			}
			if i > o+1 && (bytes.IndexByte(c[o+1:i], '[') < 0 || i+1 < len(c) && (c[i+1] == '(' || c[i+1] == '[')) {
				st.brackets = append(st.brackets, [2]int{o, i})
			}
		}
	}
	slices.SortFunc(st.brackets, func(a, b [2]int) int { return a[0] - b[0] })
}

// codeSpans are where the code spans of text are, in order, as remark-parse
// 8 finds them: a run of backticks up to the next run of as many.
func codeSpans(c []byte) (spans [][2]int) {
	for i := 0; i < len(c); i++ {
		switch c[i] {
		case '\\':
			i++
		case '`':
			n := 1
			for i+n < len(c) && c[i+n] == '`' {
				n++
			}
			end := -1
			for j := i + n; j < len(c); {
				if c[j] != '`' {
					j++
					continue
				}
				m := 1
				for j+m < len(c) && c[j+m] == '`' {
					m++
				}
				if m == n {
					end = j + m
					break
				}
				j += m
			}
			if end < 0 {
				i += n - 1
				continue
			}
			spans = append(spans, [2]int{i, end})
			i = end - 1
		}
	}
	return spans
}

// closeSpan records that the text from a span's opening asterisks, at q, to
// its closing ones, at end, is read up to end only: brackets opened in it
// and closed after it are no link's or reference's.
func (st *asterisks) closeSpan(q, end int) {
	k, _ := slices.BinarySearchFunc(st.brackets, q, func(b [2]int, q int) int { return b[0] - q })
	for ; k < len(st.brackets) && st.brackets[k][0] < end; k++ {
		if st.brackets[k][1] > end {
			st.brackets[k][1] = -1
		}
	}
}

// bracketEnd is the `]` of the innermost brackets around q, or -1. Places
// are read in order.
func (st *asterisks) bracketEnd(q int) int {
	for ; st.next < len(st.brackets) && st.brackets[st.next][0] < q; st.next++ {
		if st.brackets[st.next][1] < 0 {
			continue // not a link's or reference's
		}
		st.around = append(st.around, st.brackets[st.next])
		for len(st.around) > 0 && st.around[len(st.around)-1][1] <= q {
			st.around = st.around[:len(st.around)-1]
		}
	}
	for len(st.around) > 0 && st.around[len(st.around)-1][1] <= q {
		st.around = st.around[:len(st.around)-1]
	}
	if len(st.around) == 0 {
		return -1
	}
	return st.around[len(st.around)-1][1]
}

// strongEnd is where remark-parse 8's strong tokenizer, from a `**` whose
// text starts at i, finds its closing `**` before bound (-1: none, or the text
// between is blank): the last two asterisks of the first run of two or more.
func (st *asterisks) strongEnd(i, bound int) int {
	c := st.text
	var seen []int
	blank, end := true, -1
	for i < bound {
		if !blank && c[i] == '*' && c[i-1] != '*' {
			if r, ok := st.strong[[2]int{i, bound}]; ok {
				end = r
				break
			}
			seen = append(seen, i)
		}
		if c[i] == '*' && i+1 < bound && c[i+1] == '*' {
			if i+2 >= bound || c[i+2] != '*' {
				if !blank {
					end = i
				}
				break
			}
			blank = false
			i++
			continue
		}
		i = st.step(i, &blank)
	}
	st.strong = remember(st.strong, seen, bound, end)
	return end
}

// emphasisEnd is where remark-parse 8's emphasis tokenizer, from a `*` whose
// text starts at i, finds its closing `*` before bound (-1: none): the first
// lone asterisk, pairs of asterisks being text, unless a run of three or more
// (an asterisk after a pair) or the text's being blank stops it.
func (st *asterisks) emphasisEnd(i, bound int) int {
	c := st.text
	var seen []int
	blank, afterStar, end := true, false, -1
	for i < bound {
		if c[i] == '*' {
			if !blank && !afterStar && c[i-1] != '*' {
				if r, ok := st.em[[2]int{i, bound}]; ok {
					end = r
					break
				}
				seen = append(seen, i)
			}
			if i+1 < bound && c[i+1] == '*' {
				blank, afterStar = false, true
				i += 2
				continue
			}
			if !blank && !afterStar {
				end = i
			}
			break
		}
		afterStar = c[i] == '\\' && i+1 < bound && c[i+1] == '*'
		i = st.step(i, &blank)
	}
	st.em = remember(st.em, seen, bound, end)
	return end
}

// step goes past the character at i, or an escape and the character it
// escapes, as the tokenizers take them into their text; blank stays true
// while that text is white space (JavaScript's \s, as their trim has it).
func (st *asterisks) step(i int, blank *bool) int {
	if st.text[i] == '\\' {
		*blank = false
		return i + 2
	}
	r, size := utf8.DecodeRune(st.text[i:])
	if !(r != '\u0085' && unicode.IsSpace(r) || r == '\ufeff') {
		*blank = false
	}
	return i + size
}

// remember records that the scans from the asterisks at seen, up to bound,
// end at end.
func remember(m map[[2]int]int, seen []int, bound, end int) map[[2]int]int {
	if len(seen) == 0 {
		return m
	}
	if m == nil {
		m = map[[2]int]int{}
	}
	for _, i := range seen {
		m[[2]int{i, bound}] = end
	}
	return m
}
