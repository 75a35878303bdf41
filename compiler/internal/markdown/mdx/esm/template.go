package esm

import (
	"bytes"
	"fmt"
	"regexp"
	"strings"

	"github.com/contentc/contentc/compiler/internal/markdown/mdx/jsx"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/mdxast"
)

var (
	// export const Name = (params) => … and export const Name = props => …
	arrowRe = regexp.MustCompile(`^\s*(?:\(([^()]*)\)|(` + jsx.Ident + `))\s*=>\s*`)
	// export function Name(params) { return …; }
	funcBodyRe = regexp.MustCompile(`^\s*\(([^()]*)\)\s*\{\s*return\s*`)
	childrenRe = regexp.MustCompile(`\{\s*(?:(` + jsx.Ident + `)\s*\.\s*)?children\s*\}`)
)

// template reads a component definition whose whole body is one JSX element
// (see mdxast.Template); rest is the statement after `export const Name =` or
// `export function Name`, and line the line it starts on. nil when it is
// anything else.
func template(name string, rest []byte, line int, consts map[string]any) *mdxast.Template {
	re, fn := arrowRe, false
	if bytes.HasPrefix(bytes.TrimSpace(rest), []byte("(")) && funcBodyRe.Match(rest) && !arrowRe.Match(rest) {
		re, fn = funcBodyRe, true
	}
	t := &mdxast.Template{Name: name}
	i := 0
	if m := re.FindSubmatchIndex(rest); m == nil {
		// export const greeting = <strong>Hello</strong>: no function, the
		// element itself (checked below: a tag must follow)
		t.Value = true
	} else {
		if !fn && m[4] >= 0 {
			t.Props = string(rest[m[4]:m[5]])
		} else if !params(t, strings.TrimSpace(string(rest[m[2]:m[3]])), consts) {
			return nil
		}
		i = m[1]
	}
	for i < len(rest) && isSpace(rest[i]) {
		i++
	}
	parens := 0
	for i < len(rest) && rest[i] == '(' {
		parens++
		i++
		for i < len(rest) && isSpace(rest[i]) {
			i++
		}
	}
	if !jsx.LooksLikeTag(rest, i) {
		return nil
	}
	end, ok := jsx.ElementEnd(rest, i)
	if !ok {
		return nil
	}
	t.Body = CollapseJSX(string(rest[i:end]))
	t.Line = line + bytes.Count(rest[:i], []byte("\n"))
	// Then only the parentheses, a semicolon and the function's brace, up to
	// the end of the line (another statement may follow on the next).
	j := end
	skip := func(c byte) bool {
		k := j
		for k < len(rest) && isSpace(rest[k]) {
			k++
		}
		if k < len(rest) && rest[k] == c {
			j = k + 1
			return true
		}
		return false
	}
	for ; parens > 0; parens-- {
		if !skip(')') {
			return nil
		}
	}
	skip(';')
	if fn && !skip('}') {
		return nil
	}
	skip(';')
	for j < len(rest) && (rest[j] == ' ' || rest[j] == '\t' || rest[j] == '\r') {
		j++
	}
	if j < len(rest) && rest[j] != '\n' {
		return nil
	}
	// {children} and {props.children} are where the element's children go:
	// an expression still (no paragraph of its own), whose value marks the place.
	marker := `{"` + mdxast.ChildrenMarker + `"}`
	t.Body = childrenRe.ReplaceAllStringFunc(t.Body, func(s string) string {
		sm := childrenRe.FindStringSubmatch(s)
		if sm[1] == "" && t.Params != nil {
			if _, ok := t.Params["children"]; ok {
				return marker
			}
		}
		if sm[1] != "" && sm[1] == t.Props {
			return marker
		}
		return s
	})
	return t
}

// params reads a parameter list: none, one name (the props), or one
// destructured object ({a, b = 'x', children, ...rest}).
func params(t *mdxast.Template, p string, consts map[string]any) bool {
	switch {
	case p == "":
		return true
	case jsx.IsIdentifier(p):
		t.Props = p
		return true
	case strings.HasPrefix(p, "{") && strings.HasSuffix(p, "}"):
	default:
		return false
	}
	t.Params = map[string]any{}
	for _, part := range strings.Split(p[1:len(p)-1], ",") {
		part = strings.TrimSpace(part)
		if part == "" || strings.HasPrefix(part, "...") {
			continue
		}
		name, def, hasDef := strings.Cut(part, "=")
		name = strings.TrimSpace(name)
		if !jsx.IsIdentifier(name) {
			return false
		}
		var v any
		if hasDef {
			v, _ = jsx.ParseValue(strings.TrimSpace(def), consts)
		}
		t.Params[name] = v
	}
	return true
}

// CollapseJSX puts a JSX element written over lines on one line, as JSX reads
// its whitespace (Babel's JSX text rules): each line trimmed, blank lines
// dropped, lines of text joined by a space and lines next to a tag or an
// expression joined as they are. On one line, MDX reads the element as JSX
// reads it: its text is no paragraph of its own (an element of a JavaScript
// export is JavaScript, not Markdown).
// An expression written over lines (a code sample's template literal, `{`…`}`)
// keeps its lines as they are.
func CollapseJSX(src string) string {
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
		kept = append(kept, string(b[i+1:end-1]))
		i = end - 1
	}
	out := collapseLines(held.String())
	for n, k := range kept {
		out = strings.Replace(out, fmt.Sprintf("\uE001%d\uE001", n), k, 1)
	}
	return out
}

// collapseLines is CollapseJSX's joining of lines.
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

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }
