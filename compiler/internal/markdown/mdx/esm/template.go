package esm

import (
	"bytes"
	"encoding/json"
	"maps"
	"regexp"
	"strings"

	"github.com/contentc/contentc/compiler/internal/markdown/mdx/jsx"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/jsx/jsstd"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/jsx/jsxtext"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/mdxast"
	"github.com/contentc/contentc/compiler/internal/markdown/prepare"
	"github.com/yuin/goldmark/ast"
)

var (
	// export const Name = (params) => … and export const Name = props => …
	arrowRe = regexp.MustCompile(`^\s*(?:\(([^()]*)\)|(` + jsx.Ident + `))\s*=>\s*`)
	// export function Name(params) { …; return …; }
	funcHeadRe = regexp.MustCompile(`^\s*\(([^()]*)\)\s*\{`)
	// a statement of a function's block body that declares a constant, and
	// its return statement (see locals)
	localRe    = regexp.MustCompile(`^(?:const|let|var)\s+(` + jsx.Ident + `)\s*=\s*`)
	returnRe   = regexp.MustCompile(`^return\b\s*`)
	childrenRe = regexp.MustCompile(`\{\s*(?:(` + jsx.Ident + `)\s*\.\s*)?(` + jsx.Ident + `)\s*\}`)
)

// template reads a component definition whose body is one JSX element,
// returned after constants, if any (see mdxast.Template); rest is the
// statement after `export const Name =` or `export function Name`, line the
// line it starts on, and consts the document's constants, which the body
// reads as a closure does. nil when it is anything else.
func template(name string, rest []byte, line int, consts map[string]any) *mdxast.Template {
	re, fn := arrowRe, false
	if funcHeadRe.Match(rest) && !arrowRe.Match(rest) {
		re, fn = funcHeadRe, true
	}
	t := &mdxast.Template{Name: name, Scope: consts}
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
		if !fn && i < len(rest) && rest[i] == '{' {
			// () => { return (<…/>); } (tableland's Tbl), as () => (<…/>)
			i, fn = i+1, true
		}
		if fn {
			n, ok := locals(t, rest[i:], consts)
			if !ok {
				return nil
			}
			i += n
		}
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
	t.Body = jsxtext.Collapse(string(rest[i:end]))
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
	// {children} and {props.children} are where the element's children go
	// ({content} after `{children: content}`): an expression still (no
	// paragraph of its own), whose value marks the place.
	t.Body = childrenRe.ReplaceAllStringFunc(t.Body, func(s string) string {
		sm := childrenRe.FindStringSubmatch(s)
		if p, ok := t.Params[sm[2]]; sm[1] == "" && ok && p.Key == "children" || sm[1] != "" && sm[1] == t.Props && sm[2] == "children" {
			return childrenPlace
		}
		return s
	})
	return t
}

// locals reads a function body's statements up to its return (`return `
// included): constants (Matrix-Wiki's `const uiElements = [{…}]; const uiName
// = "Config Menu"; return <MystrixVisualizer uiElements={uiElements} uiName=
// {uiName} />`), kept in t.Locals: a value contentc evaluates now (literals,
// the document's constants) as that value, any other as its expression,
// evaluated with the props where the component is used (`const label =
// `Step ${n}“); ok is false for any other statement.
func locals(t *mdxast.Template, body []byte, consts map[string]any) (n int, ok bool) {
	scope, cloned := consts, false
	own := func() { // scope, to change (the document's constants stay as they are)
		if !cloned {
			scope, cloned = maps.Clone(consts), true
			if scope == nil {
				scope = map[string]any{}
			}
		}
	}
	for {
		n += commentsAt(body[n:])
		for bytes.HasPrefix(body[n:], []byte("//")) {
			if end := bytes.IndexByte(body[n:], '\n'); end >= 0 {
				n += end
			} else {
				n = len(body)
			}
			n += commentsAt(body[n:])
		}
		if m := returnRe.Find(body[n:]); m != nil {
			return n + len(m), true
		}
		m := localRe.FindSubmatchIndex(body[n:])
		if m == nil {
			return 0, false
		}
		name, at := string(body[n+m[2]:n+m[3]]), n+m[1]
		local := mdxast.Local{Name: name}
		v, l, ok := jsx.ParseValuePrefix(string(body[at:]), scope)
		if ok && mdxast.StatementEnd(body, at+l) == at+l {
			local.Value = v
			own()
			scope[name] = v
		} else {
			// depends on the props (or on what contentc does not evaluate):
			// kept as written, for Bindings
			l = mdxast.StatementEnd(body, at) - at
			local.Expr = strings.TrimSpace(string(body[at : at+l]))
			if local.Expr == "" {
				return 0, false
			}
			own()
			delete(scope, name)
		}
		t.Locals = append(t.Locals, local)
		n = at + l
		if n < len(body) && body[n] == ';' {
			n++
		}
	}
}

// params reads a parameter list: none, one name (the props), or one
// destructured object ({a, b = 'x', title: label, children, ...rest}; see
// objectPattern).
func params(t *mdxast.Template, p string, consts map[string]any) bool {
	switch {
	case p == "":
		return true
	case jsstd.IsIdentifier(p):
		t.Props = p
		return true
	case strings.HasPrefix(p, "{") && strings.HasSuffix(p, "}"):
	default:
		return false
	}
	fields, ok := objectPattern(p[1 : len(p)-1])
	if !ok {
		return false
	}
	t.Params = map[string]mdxast.Param{}
	for _, f := range fields {
		var v any
		if f.def != "" {
			v, _ = jsx.ParseValue(f.def, consts)
		}
		t.Params[f.name] = mdxast.Param{Key: f.key, Default: v}
	}
	return true
}

// field is one name an object pattern binds: the key it reads, and the
// source of its default ("" for none).
type field struct{ key, name, def string }

// objectPattern reads the inside of an object destructuring pattern as
// JavaScript binds it (`title: label = 'x', href, ...rest`): each name, the
// key it reads (the name itself, or the key before its colon, a string one
// too: `'aria-label': label`) and its default; a rest element binds nothing
// here. ok is false for a pattern it does not read (a nested one).
func objectPattern(src string) (fields []field, ok bool) {
	for _, part := range splitTop(src) {
		part = strings.TrimSpace(part)
		if part == "" || strings.HasPrefix(part, "...") {
			continue
		}
		target, def, _ := strings.Cut(part, "=")
		key, name, renamed := strings.Cut(target, ":")
		key, name = strings.TrimSpace(key), strings.TrimSpace(name)
		if !renamed {
			name = key
		} else if n := len(key); n >= 2 && (key[0] == '\'' || key[0] == '"') && key[n-1] == key[0] {
			k, _ := jsx.ParseValue(key, nil)
			key, _ = k.(string)
		} else if !jsstd.IsIdentifier(key) {
			return nil, false
		}
		if !jsstd.IsIdentifier(name) {
			return nil, false
		}
		fields = append(fields, field{key, name, strings.TrimSpace(def)})
	}
	return fields, true
}

// splitTop splits a list at its commas outside brackets, braces, parentheses
// and strings.
func splitTop(s string) []string {
	var parts []string
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
		case '"', '\'', '`':
			for i++; i < len(s) && s[i] != c; i++ {
				if s[i] == '\\' {
					i++
				}
			}
		case ',':
			if depth == 0 {
				parts = append(parts, s[start:i])
				start = i + 1
			}
		}
	}
	return append(parts, s[start:])
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// attrChildren is where a template's body puts its element's children (template
// rewrites {children} and {props.children} to childrenPlace) as an attribute's value.
var attrChildren = regexp.MustCompile(`=\s*` + regexp.QuoteMeta(childrenPlace))

// WithChildrenText is t with its children's places but the first in its
// content given the children's text, as React puts the same children at each
// {children} (renproject's `({children}) => <a href={children}>{children}</a>`
// showed the marker and linked to "children"): an attribute's value is their
// text, and a second place in the content shows them again, as text (their
// markup goes to the first place only). t itself when it places its children
// once, in its content.
func WithChildrenText(t *mdxast.Template, n ast.Node, src []byte) *mdxast.Template {
	if !attrChildren.MatchString(t.Body) && strings.Count(t.Body, childrenPlace) < 2 {
		return t
	}
	var lit bytes.Buffer
	enc := json.NewEncoder(&lit)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(childrenText(n, src))
	value := "{" + strings.TrimSpace(lit.String()) + "}"
	body := attrChildren.ReplaceAllLiteralString(t.Body, "="+value)
	if i := strings.Index(body, childrenPlace) + len(childrenPlace); i >= len(childrenPlace) {
		body = body[:i] + strings.ReplaceAll(body[i:], childrenPlace, value)
	}
	c := *t
	c.Body = body
	return &c
}

// childrenText is the text of an element's children.
func childrenText(n ast.Node, src []byte) string {
	var b strings.Builder
	_ = ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering || c == n {
			return ast.WalkContinue, nil
		}
		switch c := c.(type) {
		case *ast.Text:
			b.Write(c.Segment.Value(src))
			if c.SoftLineBreak() || c.HardLineBreak() {
				b.WriteByte('\n')
			}
		case *ast.String:
			b.Write(c.Value)
		case *ast.AutoLink:
			b.Write(c.Label(src))
			return ast.WalkSkipChildren, nil
		}
		return ast.WalkContinue, nil
	})
	return strings.TrimSpace(b.String())
}

// mapCallRe is `list.map(arrow)` (the list's source, then the arrow's), and
// indexParam an arrow's second parameter, the index, which MapTemplate drops.
var (
	mapCallRe  = regexp.MustCompile(`^\s*([\s\S]*?)\s*\.\s*map\s*\(([\s\S]*)\)\s*$`)
	indexParam = regexp.MustCompile(`^\s*\(\s*(` + jsx.Ident + `|\{[^{}()]*\})\s*,\s*` + jsx.Ident + `\s*\)`)
)

// ExprTemplate reads an expression whose value is JSX that the transformer
// renders in its place: one element (`{<table>` … `</table>}`, tezos' docs)
// that is JavaScript, as a constant holding it renders (once, items nil: JSX
// text, not Markdown, its whitespace as JSX reads it), or a list's map
// (MapTemplate), or the JSX a conditional on the document's constants chooses
// (prepare.Chosen; none: no items). line is the document's line the expression starts on; ok is
// false for anything else.
func ExprTemplate(expr string, line int, st *mdxast.State) (t *mdxast.Template, items []map[string]any, ok bool) {
	if t := template("jsx", []byte(expr), line, st.Consts); t != nil && t.Value {
		_, bad := mdxast.JSSyntaxError(expr) // (`<div></span>`: the error it is)
		return t, nil, !bad
	}
	if lo, hi, ok := prepare.Chosen(expr, st.Consts); ok {
		// `{m.Snyk && <b>…</b>}`, `{events.Snyk ? <b>…</b> : null}` on a
		// constant the document exports or imports (port's live event
		// triggers), which prepare.Conditionals does not know before parsing:
		// the JSX it chooses, or nothing
		if lo == hi {
			return nil, []map[string]any{}, true
		}
		if t := template("jsx", []byte(expr[lo:hi]), line+strings.Count(expr[:lo], "\n"), st.Consts); t != nil && t.Value {
			t.Scope = st.Consts
			return t, nil, true
		}
	}
	return MapTemplate(expr, line, st)
}

// MapTemplate reads `{list.map((item) => <jsx/>)}` (FerretDB's and surrealdb's
// card grids): the list, a value the document's constants or its props give,
// and the arrow as a component of one JSX element with each item's props: the
// item as its parameter (`(item) => <Card title={item.title} />`, an item of
// any kind), or an object item's fields (`({title}) => <Card title={title} />`).
// The index parameter may be named but not used. ok is false for anything else.
// line is the document's line the expression starts on (its JSX's lines and
// the diagnostics in it follow from there).
func MapTemplate(expr string, line int, st *mdxast.State) (t *mdxast.Template, items []map[string]any, ok bool) {
	at := mapCallRe.FindStringSubmatchIndex(expr)
	if at == nil {
		return nil, nil, false
	}
	list, ok := jsx.ParseValue(expr[at[2]:at[3]], st.Consts)
	all, isList := list.([]any)
	arrow := indexParam.ReplaceAllString(expr[at[4]:at[5]], "($1)")
	if !ok || !isList {
		return nil, nil, false
	}
	if t = template("map", []byte(arrow), line+strings.Count(expr[:at[4]], "\n"), st.Consts); t == nil || t.Value {
		return nil, nil, false
	}
	name := t.Props
	if name != "" {
		// (item) => …: the item, of any kind, is the parameter's value
		t.Props, t.Params = "", map[string]mdxast.Param{name: {Key: name}}
	}
	items = []map[string]any{} // (an empty list: nothing, not the JSX once)
	for _, it := range all {
		obj, isObj := it.(map[string]any)
		switch {
		case name != "":
			items = append(items, map[string]any{name: it})
		case !isObj:
			return nil, nil, false // ({name}) => … of something not an object
		default:
			items = append(items, obj)
		}
	}
	return t, items, true
}
