package prepare

import (
	"bytes"
	"strings"

	"github.com/contentc/contentc/compiler/internal/markdown/mdx/jsx"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/jsx/jsstd"
)

// Conditionals reads the expressions that choose between JSX by a value known
// before parsing, `{props.debug && <div>…</div>}` and `{props.os === …}`'s
// simpler kin `{flag ? <A /> : <B />}` (Detox's partials): consts are those
// values (a partial's props). The chosen JSX stays, as if written without the
// expression, and the rest is blanked; an expression that chooses nothing is
// blanked whole. The test is a name (or `!name`) of consts, with members, or
// two values compared (`props.os === 'ios'`), or such tests joined by &&, ||
// or ?? (`a && b && <jsx/>`). Chosen JSX that starts on the
// line of the `{` moves there (its first line is padded to keep every later
// offset; a flow element keeps its column, so no indentation makes it code);
// JSX on lines of its own stays in place. Anything else is left alone.
//
// With comments (MDX 3), an expression inside a paragraph's text (buck2's
// `A file ({isInternal() ?⏎<code>…</code> :⏎<code>…</code>}) defines…`)
// becomes the chosen JSX then an empty comment expression, `{/*…*/}`, of the
// same length and lines, which renders nothing: no spaces are left where the
// expression was (before the `)`), and no line of it is left blank to end the
// paragraph.
func Conditionals(src []byte, consts map[string]any, comments bool) []byte {
	if !bytes.Contains(src, []byte("&&")) && !bytes.Contains(src, []byte("?")) {
		return src
	}
	out := src
	done := 0 // the offset up to which src was read as expressions
	proseLines(src, func(start int, line []byte) {
		if comments && start >= done && bytes.HasPrefix(line, []byte("export const ")) {
			// `export const T = isInternal() ? <code>…</code> : <code>…</code>;`
			// (buck2's tutorials, then {T} in the text): a JavaScript comment
			// of the rest, then the chosen JSX
			if eq := bytes.IndexByte(line, '='); eq > 0 {
				i := start + eq + 1
				if semi := statementEnd(src, i); semi > 0 {
					if lo, hi, ok := Chosen(string(src[i:semi]), consts); ok && hi > lo {
						if r, ok := commentKeep(src[i:semi], lo, hi, "/*", "*/", true); ok {
							if &out[0] == &src[0] {
								out = bytes.Clone(src)
							}
							copy(out[i:semi], r)
							done = semi
						}
					}
				}
			}
			return
		}
		for k := max(0, done-start); k < len(line); k++ {
			switch {
			case line[k] == '`':
				k = codeSpanEnd(line, k)
			case line[k] == '{':
				i := start + k
				end, err := jsx.ScanExpression(src, i)
				if err != nil {
					return
				}
				done = end
				if lo, hi, ok := Chosen(string(src[i+1:end-1]), consts); ok {
					if &out[0] == &src[0] {
						out = bytes.Clone(src)
					}
					if r, ok := inlineKeep(src, i, end, 1+lo, 1+hi); comments && ok {
						copy(out[i:end], r)
					} else {
						keep(out[i:end], 1+lo, 1+hi)
					}
				}
				k = end - 1 - start
			}
		}
	})
	return out
}

// Known are the values an MDX document's expressions may read before it is
// parsed: its props (a partial's; none for a page), and, in a site with Meta's
// internal-docs helpers, isInternal(), false as in a public build.
func Known(props map[string]any, internalDocs bool, source []byte) map[string]any {
	if props == nil {
		props = map[string]any{}
	}
	known := map[string]any{"props": props}
	if internalDocs && bytes.Contains(source, []byte("isInternal")) {
		known["isInternal"] = jsx.Binding{Call: func(path, _ []any) (any, bool) { return false, len(path) == 0 }}
	}
	return known
}

// Chosen is the part of an expression's source (between its braces) that a
// conditional on a known value gives: `test && <jsx>`, `test ? <a> : <b>`
// (null, false or ” for either branch), the test as jsx.TestPrefix reads it
// (`!a`, `a && b`: ToolJet's `{tip && tipHref && (<Link …/>)}`). lo == hi for nothing; ok is false for
// anything else. The test's line holds the chosen JSX's start.
func Chosen(expr string, consts map[string]any) (lo, hi int, ok bool) {
	i := len(expr) - len(strings.TrimLeft(expr, " \t\r\n"))
	v, n, ok := jsx.TestPrefix(expr[i:], consts)
	if !ok || n == 0 {
		return 0, 0, false
	}
	truthy := jsstd.Truthy(v)
	i += n
	i += len(expr[i:]) - len(strings.TrimLeft(expr[i:], " \t"))
	end := len(strings.TrimRight(expr, " \t\r\n"))
	switch {
	case strings.HasPrefix(expr[i:], "&&"):
		i += 2
		i += len(expr[i:]) - len(strings.TrimLeft(expr[i:], " \t"))
		if _, ok := jsxEnd(expr, i, end); !ok {
			return 0, 0, false
		}
		if !truthy {
			return i, i, true
		}
		return branchOf(expr, i, end)
	case strings.HasPrefix(expr[i:], "?") && !strings.HasPrefix(expr[i:], "??") && !strings.HasPrefix(expr[i:], "?."):
		i++
		i += len(expr[i:]) - len(strings.TrimLeft(expr[i:], " \t\r\n"))
		thenEnd, ok := jsxEnd(expr, i, end)
		if !ok {
			return 0, 0, false
		}
		j := thenEnd + len(expr[thenEnd:]) - len(strings.TrimLeft(expr[thenEnd:], " \t\r\n"))
		if !strings.HasPrefix(expr[j:], ":") {
			return 0, 0, false
		}
		j++
		j += len(expr[j:]) - len(strings.TrimLeft(expr[j:], " \t\r\n"))
		if e, ok := jsxEnd(expr, j, end); !ok || e != end {
			return 0, 0, false
		}
		if truthy {
			return branchOf(expr, i, thenEnd)
		}
		return branchOf(expr, j, end)
	}
	return 0, 0, false
}

// jsxEnd is the end of the JSX (an element, or one in parentheses) or the
// null, false or ” that starts at expr[i]; within limit.
func jsxEnd(expr string, i, limit int) (int, bool) {
	for _, lit := range []string{"null", "false", "''", `""`, "undefined"} {
		if strings.HasPrefix(expr[i:], lit) {
			return i + len(lit), true
		}
	}
	j, parens := i, 0
	for j < limit && (expr[j] == '(' || expr[j] == ' ' || expr[j] == '\t' || expr[j] == '\n' || expr[j] == '\r') {
		if expr[j] == '(' {
			parens++
		}
		j++
	}
	if j >= limit || expr[j] != '<' || !jsx.LooksLikeTag([]byte(expr), j) {
		return 0, false
	}
	e, ok := jsx.ElementEnd([]byte(expr), j)
	if !ok || e > limit {
		return 0, false
	}
	for ; parens > 0; parens-- {
		e += len(expr[e:]) - len(strings.TrimLeft(expr[e:], " \t\r\n"))
		if e >= limit || expr[e] != ')' {
			return 0, false
		}
		e++
	}
	return e, true
}

// branchOf is the JSX of a branch, expr[i:e], without its parentheses; nothing
// for null, false or ”.
func branchOf(expr string, i, e int) (int, int, bool) {
	b := expr[i:e]
	if !strings.Contains(b, "<") {
		return i, i, true // null, false, ''
	}
	lt := i + strings.IndexByte(b, '<')
	end, ok := jsx.ElementEnd([]byte(expr), lt)
	if !ok {
		return 0, 0, false
	}
	return lt, end, true
}

// keep blanks expr (an expression with its braces) but expr[lo:hi], which
// moves to its start when it starts on its first line: the first line of it
// there, padded with spaces to where that line ended, the rest in place. A
// branch on lines of its own stays where it is (cypress's `{props.product ===
// 'accessibility' ? (`, a blank line, then the element): a flow element.
func keep(expr []byte, lo, hi int) {
	if bytes.IndexByte(expr[:lo], '\n') >= 0 {
		blankKeepingLines(expr[:lo])
		blankKeepingLines(expr[hi:])
		return
	}
	branch := bytes.Clone(expr[lo:hi])
	first := branch
	if nl := bytes.IndexByte(branch, '\n'); nl >= 0 {
		first = branch[:nl]
	}
	blankKeepingLines(expr[:lo+len(first)])
	copy(expr, first)
	blankKeepingLines(expr[hi:])
}

// blankKeepingLines turns every byte of b but line breaks into a space.
func blankKeepingLines(b []byte) {
	for i := range b {
		if b[i] != '\n' && b[i] != '\r' {
			b[i] = ' '
		}
	}
}

// inlineKeep is what replaces the expression src[i:end], inside a
// paragraph's text, whose chosen JSX is expr[lo:hi] (expr = src[i:end]): that
// JSX, then `{/*`, its other line breaks, each line between them a "." (not
// blank), and `*/}` ending where the expression ended on its last line; the
// same length. ok is false for an expression alone on its lines (flow: it
// stays as keep leaves it), one with a blank line, or one too short.
func inlineKeep(src []byte, i, end, lo, hi int) ([]byte, bool) {
	expr := src[i:end]
	lineStart := bytes.LastIndexByte(src[:i], '\n') + 1
	after := lineAt(src, end)
	if !textBefore(src[lineStart:i]) && len(bytes.TrimSpace(after)) == 0 {
		return nil, false
	}
	if b := bytes.TrimRight(src[:i], " \t\r\n"); len(b) > 0 && b[len(b)-1] == '=' {
		return nil, false // an attribute's value (an element there, but no comment)
	}
	for _, l := range bytes.Split(expr, []byte("\n")) {
		if len(bytes.TrimSpace(l)) == 0 {
			return nil, false
		}
	}
	return commentKeep(expr, lo, hi, "{/*", "*/}", false)
}

// commentKeep is expr[lo:hi] then a comment (open … shut) of expr's other
// line breaks, each line between them a ".", shut ending where expr ended on
// its last line (with before, the comment first, ending where the JSX then
// ends expr); as long as expr (ok false when it is too short).
func commentKeep(expr []byte, lo, hi int, open, shut string, before bool) ([]byte, bool) {
	branch := expr[lo:hi]
	n := bytes.Count(expr, []byte("\n")) - bytes.Count(branch, []byte("\n"))
	room := len(expr) - len(branch) - len(open) - len(shut) - max(2*n-1, 0) // spaces of the comment's first and last lines
	if room < 0 {
		return nil, false
	}
	last := 0 // spaces before */} on the comment's last line (another than its first)
	if n > 0 {
		lastLine := len(expr) - bytes.LastIndexByte(expr, '\n') - 1 // the expression's, up to its }
		last = min(max(lastLine-len(shut), 0), room)
	}
	if before {
		last = 0
	}
	out := make([]byte, 0, len(expr))
	if !before {
		out = append(out, branch...)
	}
	out = append(out, open...)
	out = append(out, bytes.Repeat([]byte(" "), room-last)...)
	for k := 0; k < n; k++ {
		if k > 0 {
			out = append(out, '.')
		}
		out = append(out, '\n')
	}
	out = append(out, bytes.Repeat([]byte(" "), last)...)
	out = append(out, shut...)
	if before {
		out = append(out, branch...)
	}
	return out, true
}

// statementEnd is the offset of the ";" that ends the ESM statement going on
// at src[i:] (one that ends a line, before a blank line); 0 if none.
func statementEnd(src []byte, i int) int {
	for j := i; j < len(src); {
		line := lineAt(src, j)
		if len(bytes.TrimSpace(line)) == 0 {
			return 0
		}
		if t := bytes.TrimRight(line, " \t\r"); bytes.HasSuffix(t, []byte(";")) {
			return j + len(t) - 1
		}
		j += len(line) + 1
	}
	return 0
}

// textBefore reports whether a line's text before an expression is more than
// the markers of the blocks that hold it (list items, block quotes).
func textBefore(b []byte) bool {
	t := bytes.TrimLeft(b, " \t")
	for len(t) > 0 {
		switch {
		case t[0] == '>' || (t[0] == '-' || t[0] == '*' || t[0] == '+') && (len(t) == 1 || t[1] == ' ' || t[1] == '\t'):
			t = bytes.TrimLeft(t[1:], " \t")
		case t[0] >= '0' && t[0] <= '9':
			j := 0
			for j < len(t) && t[j] >= '0' && t[j] <= '9' {
				j++
			}
			if j < len(t) && (t[j] == '.' || t[j] == ')') && (j+1 == len(t) || t[j+1] == ' ' || t[j+1] == '\t') {
				t = bytes.TrimLeft(t[j+1:], " \t")
				continue
			}
			return true
		default:
			return true
		}
	}
	return false
}
