// Package jsxtext puts JSX that a document writes in JavaScript (an exported
// constant's element, a component's, an expression's: `{<table>` … `</table>}`)
// on one line as MDX's flow reads what JSX means: its whitespace joined as
// Babel joins JSX text, and its text the strings JSX makes of it, which no
// Markdown reading changes (Collapse). esm's templates render it so.
package jsxtext

import (
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"strings"

	"github.com/contentc/contentc/compiler/internal/markdown/mdx/jsx"
)

// Collapse puts a JSX element written over lines on one line, as JSX reads
// its whitespace (Babel's JSX text rules): each line trimmed, blank lines
// dropped, lines of text joined by a space and lines next to a tag or an
// expression joined as they are. On one line, MDX reads the element as JSX
// reads it: its text is no paragraph of its own (an element of a JavaScript
// export is JavaScript, not Markdown), and each text among its tags is the
// string JSX makes of it, `{"a *b* &"}` for `a *b* &amp;`, which no Markdown
// reading changes (MDX 3 shows `*b*` and a URL as written).
// An expression written over lines (a code sample's template literal, `{`…`}`)
// keeps its lines as they are.
func Collapse(src string) string {
	var kept []string
	var held strings.Builder
	b := []byte(src)
	for i := 0; i < len(b); i++ {
		if b[i] != '{' {
			held.WriteByte(b[i])
			continue
		}
		end, err := jsx.ScanExpression(b, i)
		if err != nil || !bytes.Contains(b[i:end], []byte("\n")) {
			held.WriteByte(b[i])
			continue
		}
		fmt.Fprintf(&held, "{\uE001%d\uE001}", len(kept))
		inner := string(b[i+1 : end-1])
		if !multilineTemplate(inner) && !lineComment.MatchString(inner) {
			// JSX in it (`{t && (\n  <b>{t}</b>\n)}`) is joined as the element's own
			// (unless a template literal's lines count, or a line comment ends at its line)
			inner = Collapse(inner)
		}
		kept = append(kept, inner)
		i = end - 1
	}
	out := collapseLines(held.String())
	if jsx.LooksLikeTag([]byte(out), 0) {
		out = literalText(out)
	}
	for n, k := range kept {
		out = strings.Replace(out, fmt.Sprintf("\uE001%d\uE001", n), k, 1)
	}
	return out
}

// literalText puts each text among an element's tags as the string JSX makes
// of it, `{"…"}` (its character references decoded and its lines joined,
// jsx.Text); src as it is when it does not read as JSX.
func literalText(src string) string {
	b := []byte(src)
	var out strings.Builder
	depth := 0
	for i := 0; i < len(b); {
		j := i + 1
		switch {
		case b[i] == '<':
			t, err := jsx.ParseTag(b, i, nil)
			if err != nil {
				return src
			}
			depth, j = depth+t.Nesting(), t.End
		case b[i] == '{':
			end, err := jsx.ScanExpression(b, i)
			if err != nil {
				return src
			}
			j = end
		default:
			for j < len(b) && b[j] != '<' && b[j] != '{' {
				j++
			}
			if text := string(b[i:j]); depth > 0 && strings.TrimSpace(text) != "" {
				var lit bytes.Buffer
				enc := json.NewEncoder(&lit)
				enc.SetEscapeHTML(false)
				_ = enc.Encode(jsx.Text(text))
				out.WriteString("{" + strings.TrimSpace(lit.String()) + "}")
				i = j
				continue
			}
		}
		out.Write(b[i:j])
		i = j
	}
	return out.String()
}

// lineComment is a // comment in code (a URL's // follows a colon).
var lineComment = regexp.MustCompile(`(^|\s)//`)

// multilineTemplate reports whether a template literal in code holds a line
// break (FerretDB's one-line `${styles.card} card` does not).
func multilineTemplate(code string) bool {
	parts := strings.Split(code, "`")
	for i := 1; i < len(parts); i += 2 {
		if strings.Contains(parts[i], "\n") {
			return true
		}
	}
	return false
}

// collapseLines is Collapse's joining of lines.
func collapseLines(src string) string {
	var b strings.Builder
	prev := ""
	for _, line := range strings.Split(src, "\n") {
		line = strings.Trim(line, " \t\r")
		if line == "" {
			continue
		}
		if prev != "" && !strings.HasSuffix(prev, ">") && !strings.HasSuffix(prev, "}") && !strings.HasSuffix(prev, "{") &&
			!strings.HasPrefix(line, "<") && !strings.HasPrefix(line, "{") && !strings.HasPrefix(line, "}") {
			b.WriteByte(' ')
		}
		b.WriteString(line)
		prev = line
	}
	return b.String()
}
