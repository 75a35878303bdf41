// Package jsx reads the JavaScript that MDX documents write inline, without
// running it: JSX tags with their attributes (ParseTag), the extent of a `{…}`
// expression (ScanExpression) and JSON-like literal values (ParseValue), with
// names bound by `export const` resolved from consts; and how the tags of a
// line pair up (TagRun, Balanced), what follows them (FlowRest) and JSX text
// (Text).
package jsx

import (
	"bytes"
	"fmt"
	"html"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/contentc/contentc/compiler/internal/markdown/mdx/jsx/jsstd"
)

// Attr is one JSX attribute as written.
type Attr struct {
	Name string
	// Value is the parsed value: a string for "…" and '…', true for a bare
	// attribute, the JSON value of a `{…}` literal, nil when Expr is not a literal.
	Value any
	// Expr is the source of a `{…}` value ("" for others); Literal reports
	// whether it parsed as a JSON-like literal, JSX whether JSX in it stands
	// for its text (ParseAttrValue).
	Expr         string
	Literal, JSX bool
	Offset       int // of the name
}

// Tag is a JSX opening, closing or self-closing tag.
type Tag struct {
	Name        string // "" for a fragment <> </>
	Closing     bool   // </x>
	SelfClosing bool   // <x />
	Attrs       []Attr
	Start, End  int // offsets of '<' and just after '>'
}

// SyntaxError is malformed JSX at an offset of the source.
type SyntaxError struct {
	Offset int
	Msg    string
}

func (e *SyntaxError) Error() string { return e.Msg }

// LooksLikeTag reports whether src[i:] starts what MDX reads as a tag: '<'
// followed by a letter or '>', or "</" followed by a letter or '>', with white
// space between allowed as JSX allows it (`</ TabItem>`, meshtastic's pages;
// `< div>` is text). Anything else ("a < b", "<3") is text.
func LooksLikeTag(src []byte, i int) bool {
	if i+1 >= len(src) || src[i] != '<' {
		return false
	}
	c := src[i+1]
	if c == '/' {
		j := i + 2
		for j < len(src) && jsstd.IsSpaceByte(src[j]) {
			j++
		}
		return j < len(src) && (IsASCIILetter(src[j]) || src[j] == '>')
	}
	return IsASCIILetter(c) || c == '>'
}

// IsASCIILetter reports whether c is a letter of ASCII.
func IsASCIILetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

// charAt is the character at src[j], for messages.
func charAt(src []byte, j int) rune {
	r, _ := utf8.DecodeRune(src[j:])
	return r
}

// lastOfEach is attrs with only the last of attributes written twice, as
// React keeps the last prop (`<td scope="col" scope="row">` is a row header).
func lastOfEach(attrs []Attr) []Attr {
	var out []Attr
	for i, a := range attrs {
		twice := a.Name != "..." && slices.ContainsFunc(attrs[i+1:], func(b Attr) bool { return b.Name == a.Name })
		if twice && out == nil {
			out = slices.Clone(attrs[:i])
		} else if !twice && out != nil {
			out = append(out, a)
		}
	}
	if out == nil {
		return attrs
	}
	return out
}

// ParseTag parses the tag starting at src[i] ('<'). consts are the file's
// exported constants, for attribute values such as {x}.
func ParseTag(src []byte, i int, consts map[string]any) (*Tag, *SyntaxError) {
	t := &Tag{Start: i}
	j := i + 1
	if j < len(src) && src[j] == '/' {
		t.Closing = true
		j++
	}
	skip := func() {
		for n := jsstd.SpaceLen(src, j); n > 0; n = jsstd.SpaceLen(src, j) {
			j += n
		}
	}
	skip()
	ns := j
	j = jsstd.NameEnd(src, j)
	t.Name = string(src[ns:j])
	for {
		skip()
		if j >= len(src) {
			return nil, &SyntaxError{i, fmt.Sprintf("unclosed tag <%s: expected '>'", t.Name)}
		}
		c := src[j]
		if c == '>' {
			t.End, t.Attrs = j+1, lastOfEach(t.Attrs)
			return t, nil
		}
		if c == '/' && !t.Closing {
			j++
			skip()
			if j < len(src) && src[j] == '>' {
				t.SelfClosing = true
				t.End, t.Attrs = j+1, lastOfEach(t.Attrs)
				return t, nil
			}
			return nil, &SyntaxError{j, fmt.Sprintf("unexpected '/' in tag <%s>: expected '/>'", t.Name)}
		}
		if t.Closing {
			return nil, &SyntaxError{j, fmt.Sprintf("unexpected %q in closing tag </%s>: expected '>'", charAt(src, j), t.Name)}
		}
		if t.Name == "" {
			return nil, &SyntaxError{j, "a fragment <> cannot have attributes"}
		}
		if c == '{' {
			// A spread attribute {...props}.
			end, err := ScanExpression(src, j)
			if err != nil {
				return nil, err
			}
			t.Attrs = append(t.Attrs, Attr{Name: "...", Expr: string(src[j+1 : end-1]), Offset: j})
			j = end
			continue
		}
		as := j
		j = jsstd.NameEnd(src, j)
		if j == as {
			return nil, &SyntaxError{j, fmt.Sprintf("unexpected %q in tag <%s>: expected an attribute name, '>' or '/>'", charAt(src, j), t.Name)}
		}
		a := Attr{Name: string(src[as:j]), Offset: as}
		skip()
		if j >= len(src) || src[j] != '=' {
			a.Value = true
			t.Attrs = append(t.Attrs, a)
			continue
		}
		j++
		skip()
		if j >= len(src) {
			return nil, &SyntaxError{i, fmt.Sprintf("unclosed tag <%s: expected '>'", t.Name)}
		}
		switch q := src[j]; q {
		case '"', '\'':
			end := j + 1
			for end < len(src) && src[end] != q {
				end++
			}
			if end >= len(src) {
				return nil, &SyntaxError{j, fmt.Sprintf("unclosed string in attribute %s of <%s>", a.Name, t.Name)}
			}
			a.Value = html.UnescapeString(string(src[j+1 : end]))
			j = end + 1
		case '{':
			end, err := ScanExpression(src, j)
			if err != nil {
				return nil, err
			}
			a.Expr = strings.TrimSpace(string(src[j+1 : end-1]))
			if a.Expr == "" {
				return nil, &SyntaxError{j, fmt.Sprintf("empty expression in attribute %s of <%s>", a.Name, t.Name)}
			}
			a.Value, a.Literal, a.JSX = ParseAttrValue(a.Expr, consts)
			j = end
		default:
			return nil, &SyntaxError{j, fmt.Sprintf("unexpected %q after %s= in <%s>: expected a quoted string or {…}", charAt(src, j), a.Name, t.Name)}
		}
		// As MDX (micromark's JSX tokenizer), the next attribute may follow a value
		// without a space: <iframe class="a"src="b">.
		if j < len(src) && jsstd.SpaceLen(src, j) == 0 && src[j] != '>' && src[j] != '/' && src[j] != '{' && !IsASCIILetter(src[j]) && src[j] != '_' && src[j] != '$' {
			return nil, &SyntaxError{j, fmt.Sprintf("unexpected %q after attribute %s of <%s>", charAt(src, j), a.Name, t.Name)}
		}
		t.Attrs = append(t.Attrs, a)
	}
}

// ScanExpression returns the offset just after the '}' matching src[i] ('{'),
// skipping strings, template literals and comments.
func ScanExpression(src []byte, i int) (int, *SyntaxError) {
	depth := 0
	var stack []byte // '{' for braces, '`' for template literals
	j := i
	for j < len(src) {
		c := src[j]
		if n := len(stack); n > 0 && stack[n-1] == '`' {
			switch {
			case c == '\\':
				j += 2
				continue
			case c == '`':
				stack = stack[:n-1]
			case c == '$' && j+1 < len(src) && src[j+1] == '{':
				stack = append(stack, '{')
				depth++
				j += 2
				continue
			}
			j++
			continue
		}
		switch c {
		case '{':
			stack = append(stack, '{')
			depth++
		case '}':
			if len(stack) > 0 {
				stack = stack[:len(stack)-1]
			}
			depth--
			if len(stack) == 0 {
				return j + 1, nil
			}
		case '`':
			stack = append(stack, '`')
		case '<':
			// JSX inside the expression (text={<>It's here</>}): its text is
			// not JavaScript, so an apostrophe in it opens no string.
			if jsxCanStart(src, i, j) {
				if end, ok := ElementEnd(src, j); ok {
					j = end
					continue
				}
			}
		case '"', '\'':
			k := j + 1
			for k < len(src) && src[k] != c && src[k] != '\n' {
				if src[k] == '\\' {
					k++
				}
				k++
			}
			if k >= len(src) || src[k] != c {
				return 0, &SyntaxError{j, "unclosed string in expression"}
			}
			j = k
		case '/':
			if j+1 < len(src) && src[j+1] == '*' {
				k := bytes.Index(src[j+2:], []byte("*/"))
				if k < 0 {
					return 0, &SyntaxError{j, "unclosed comment /* in expression"}
				}
				j += k + 4
				continue
			}
			if j+1 < len(src) && src[j+1] == '/' {
				for j < len(src) && src[j] != '\n' {
					j++
				}
				continue
			}
			if end, ok := skipRegExp(src, i, j); ok {
				// a regular expression literal (`x.replace(/\//g, '-')`,
				// grafast): its slashes, quotes and braces are not code
				j = end
				continue
			}
		}
		j++
	}
	return 0, &SyntaxError{i, "unclosed expression: '{' without a matching '}'"}
}

// skipRegExp returns the end of the regular expression literal whose '/' is
// at j of the expression that starts at i, when one can start there (after
// an operator or an opening bracket, as JSX can; not after a value, where
// '/' divides): up to the '/' that ends it outside a character class, on
// the same line, and its flags.
func skipRegExp(src []byte, i, j int) (int, bool) {
	k := j - 1
	for k > i && jsstd.IsSpaceByte(src[k]) {
		k--
	}
	if k > i {
		switch src[k] {
		case '(', '[', '{', ',', '=', '?', ':', '&', '|', '!', ';', '+', '-', '*', '%', '<', '>', '~', '^':
		default:
			if !bytes.HasSuffix(src[i:k+1], []byte("return")) {
				return 0, false
			}
		}
	}
	class := false
	for k = j + 1; k < len(src) && src[k] != '\n'; k++ {
		switch c := src[k]; {
		case c == '\\':
			k++
		case c == '[':
			class = true
		case c == ']':
			class = false
		case c == '/' && !class:
			k++
			for k < len(src) && (IsASCIILetter(src[k])) {
				k++
			}
			return k, true
		}
	}
	return 0, false
}

// jsxCanStart reports whether a '<' at j of the expression that starts at i
// begins JSX rather than a comparison: it follows an operator or an opening
// bracket (`(<b/>)`, `x ? <b/> : null`, `() => <b/>`), not a value (`a < b`).
func jsxCanStart(src []byte, i, j int) bool {
	if j+1 >= len(src) || !(IsASCIILetter(src[j+1]) || src[j+1] == '>') {
		return false
	}
	k := j - 1
	for k > i && jsstd.IsSpaceByte(src[k]) {
		k--
	}
	if k <= i {
		return true // first in the braces
	}
	switch src[k] {
	case '(', '[', '{', ',', '=', '?', ':', '&', '|', '!':
		return true
	case '>':
		return k > i && src[k-1] == '=' // an arrow function's body
	}
	return bytes.HasSuffix(src[i:k+1], []byte("return"))
}

// ElementEnd returns the end of the JSX element (or fragment) whose tag
// starts at j: its children are text, `{…}` expressions and elements.
func ElementEnd(src []byte, j int) (int, bool) {
	t, err := ParseTag(src, j, nil)
	if err != nil || t.Closing {
		return 0, false
	}
	if t.SelfClosing {
		return t.End, true
	}
	depth := 1
	k := t.End
	for k < len(src) {
		switch src[k] {
		case '`':
			// A code span in the element's text, as MDX 1 reads the Markdown
			// of a fragment in an attribute (riverpod's `Future<Activity>`):
			// its '<' opens no tag.
			k = codeSpanEnd(src, k)
			continue
		case '{':
			end, err := ScanExpression(src, k)
			if err != nil {
				return 0, false
			}
			k = end
			continue
		case '<':
			c, err := ParseTag(src, k, nil)
			if err != nil {
				return 0, false
			}
			switch {
			case c.Closing:
				depth--
			case !c.SelfClosing:
				depth++
			}
			if depth == 0 {
				return c.End, true
			}
			k = c.End
			continue
		}
		k++
	}
	return 0, false
}

// codeSpanEnd returns the end of the code span whose opening backticks are at
// k (a run of the same length closes it, before a blank line), or the end of
// the backticks when none does.
func codeSpanEnd(src []byte, k int) int {
	n := 0
	for k+n < len(src) && src[k+n] == '`' {
		n++
	}
	run := src[k : k+n]
	for j := k + n; j < len(src); {
		i := bytes.Index(src[j:], run)
		if i < 0 || bytes.Contains(src[j:j+i], []byte("\n\n")) {
			break
		}
		j += i
		if j+n < len(src) && src[j+n] == '`' { // a longer run
			for j < len(src) && src[j] == '`' {
				j++
			}
			continue
		}
		return j + n
	}
	return k + n
}
