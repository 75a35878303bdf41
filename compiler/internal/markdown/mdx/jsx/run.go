package jsx

import (
	"bytes"
	"html"
	"strconv"
	"strings"

	"github.com/contentc/contentc/compiler/internal/markdown/internal/htmlpolicy"
)

// Void reports whether the tag names an HTML element without content (<br>,
// <img>): it needs no closing tag. A capitalised name is a component, never
// void, as in JSX (`<Col>…</Col>` has children).
func (t *Tag) Void() bool { return htmlpolicy.Void[t.Name] }

// Empty reports whether the tag's element has no children: self-closing or void.
func (t *Tag) Empty() bool { return t.SelfClosing || t.Void() }

// Nesting is how the tag changes the depth of open elements: -1 for a
// closing tag, +1 for an opening one with children, 0 for an empty element.
func (t *Tag) Nesting() int {
	switch {
	case t.Closing:
		return -1
	case t.Empty():
		return 0
	}
	return 1
}

// MDX1Name reports whether MDX 1 reads a tag of this name as JSX: a letter,
// then letters, digits, - and . (remark's HTML tag names, and members such as
// Tabs.Item), or none, a fragment `<>…</>` (Detox's docs); `<APP_HOME>` or
// `<access_id>` is text to it.
func MDX1Name(name string) bool {
	if name == "" {
		return true
	}
	for i := 0; i < len(name); i++ {
		c := name[i]
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z':
		case i > 0 && (c >= '0' && c <= '9' || c == '-' || c == '.'):
		default:
			return false
		}
	}
	return true
}

// IsHTMLName reports whether a tag names an HTML element (lower case), not a
// component.
func IsHTMLName(name string) bool {
	return name != "" && name[0] >= 'a' && name[0] <= 'z' && !strings.ContainsAny(name, ".:")
}

// Text is a text between JSX tags as JSX renders it: HTML character
// references decoded (`&nbsp;`, `&lt;`), then Babel's
// cleanJSXElementLiteralChild: lines trimmed of spaces, except the first's
// start and the last's end; lines with nothing left dropped; the rest joined
// by a space.
func Text(s string) string {
	s = strings.ReplaceAll(html.UnescapeString(s), "\r\n", "\n")
	lines := strings.Split(strings.ReplaceAll(s, "\t", " "), "\n")
	if len(lines) == 1 {
		return s
	}
	lastNonEmpty := -1
	for k, l := range lines {
		if strings.Trim(l, " ") != "" { // spaces only, as Babel: a no-break space is text
			lastNonEmpty = k
		}
	}
	var b strings.Builder
	for k, l := range lines {
		if k > 0 {
			l = strings.TrimLeft(l, " ")
		}
		if k < len(lines)-1 {
			l = strings.TrimRight(l, " ")
		}
		if l == "" {
			continue
		}
		b.WriteString(l)
		if k != lastNonEmpty {
			b.WriteByte(' ')
		}
	}
	return b.String()
}

// TagRun returns first and the tags after it when the rest of its line holds
// only tags (and spaces between them), each on that one line; nil otherwise.
// A void element closed by a tag of its own (`<br></br>`, valid JSX) is one
// self-closing tag in the run; `{' '}` between or after tags is left out.
func TagRun(src []byte, first *Tag, consts map[string]any) []*Tag {
	run := []*Tag{first}
	i, n := first.End, 1
	for {
		for i < len(src) && (src[i] == ' ' || src[i] == '\t') {
			i++
		}
		if i >= len(src) || src[i] == '\n' || src[i] == '\r' {
			if n < 2 {
				return nil
			}
			return run
		}
		if src[i] == '{' {
			// `{' '}`, JSX's way to write a space between tags, is nothing here
			end, err := ScanExpression(src, i)
			if err != nil {
				return nil
			}
			v, _ := ParseValue(string(src[i+1:end-1]), nil)
			if s, isStr := v.(string); !isStr || strings.TrimSpace(s) != "" {
				return nil
			}
			i = end
			continue
		}
		if !LooksLikeTag(src, i) {
			return nil
		}
		t, err := ParseTag(src, i, consts)
		if err != nil || bytes.IndexByte(src[i:t.End], '\n') >= 0 {
			return nil
		}
		n++
		if last := run[len(run)-1]; t.Closing && t.Name == last.Name && !last.Closing && !last.SelfClosing && t.Void() {
			last.SelfClosing = true
		} else {
			run = append(run, t)
		}
		i = t.End
	}
}

// TextContent is the text a JSX value shows (`<>Use the <code>--fast</code>
// flag</>` is "Use the --fast flag"): its texts as JSX renders them and the
// string values of its expressions, tags left out; ok is false for anything
// that is not JSX or does not parse.
func TextContent(src string, consts map[string]any) (string, bool) {
	b := []byte(strings.TrimSpace(src))
	if !LooksLikeTag(b, 0) {
		return "", false
	}
	var out strings.Builder
	depth := 0
	for i := 0; i < len(b); {
		switch {
		case b[i] == '<' && LooksLikeTag(b, i):
			t, err := ParseTag(b, i, consts)
			if err != nil {
				return "", false
			}
			depth += t.Nesting()
			i = t.End
			if depth == 0 && strings.TrimSpace(string(b[i:])) != "" {
				return "", false // more after the element: not one JSX value
			}
		case b[i] == '{':
			end, err := ScanExpression(b, i)
			if err != nil {
				return "", false
			}
			switch v, _ := ParseValue(string(b[i+1:end-1]), consts); v := v.(type) {
			case string:
				out.WriteString(v)
			case float64:
				out.WriteString(strconv.FormatFloat(v, 'f', -1, 64))
			}
			i = end
		case b[i] == '<':
			return "", false // a < that starts no tag (`</0>`): not JSX (it hung here)
		default:
			j := i
			for j < len(b) && b[j] != '<' && b[j] != '{' {
				j++
			}
			out.WriteString(Text(string(b[i:j])))
			i = j
		}
	}
	return strings.TrimSpace(out.String()), depth == 0
}
