package jsx

import (
	"fmt"
	"maps"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/contentc/contentc/compiler/internal/markdown/mdx/jsx/jsstd"
)

// ParseValue parses a JSON-like JavaScript literal (objects, arrays, strings in
// single, double or back quotes without substitutions, numbers, booleans, null),
// allowing unquoted keys, trailing commas and comments, into JSON-ready Go values
// (map[string]any, []any, string, float64, bool, nil). Identifiers found in consts
// (the file's `export const`s) stand for their values. ok is false for anything
// else (functions, other identifiers, operators).
func ParseValue(src string, consts map[string]any) (v any, ok bool) {
	v, ok, _ = parseValue(src, consts, false)
	return v, ok
}

// ParseAttrValue is ParseValue for an attribute's `{…}` value, where JSX may
// stand as a value too, in parentheses or not (`values={[{label: (<><Icon />
// Android</>), value: 'android'}]}`, meshtastic's tabs): it is its text, as
// TextContent gives it (its markup left out), and jsx reports that there was
// some.
func ParseAttrValue(src string, consts map[string]any) (v any, ok, jsx bool) {
	return parseValue(src, consts, true)
}

func parseValue(src string, consts map[string]any, jsx bool) (v any, ok, sawJSX bool) {
	p := &valueParser{s: src, consts: consts, jsx: jsx}
	defer func() { sawJSX = p.sawJSX }()
	p.space()
	v, ok = p.expr(0)
	if !ok || v == undefined {
		return nil, false, false
	}
	p.space()
	for p.i < len(p.s) && p.s[p.i] == ',' {
		// a comma expression is its last operand's value (moodle's
		// `{'core_course', 'courses'}`, a string component's
		// leftover arguments)
		p.i++
		p.space()
		if v, ok = p.expr(0); !ok || v == undefined {
			return nil, false, false
		}
		p.space()
	}
	return v, p.i == len(p.s), false
}

// Missing reports that src is an expression whose value is undefined, and
// why when that is a member an object lacks (`versions.next has no member
// "fleetCRD"`): rendered, it is nothing, as React renders undefined.
func Missing(src string, consts map[string]any) (why string, undefinedValue bool) {
	p := &valueParser{s: src, consts: consts}
	p.space()
	v, ok := p.expr(0)
	p.space()
	return p.missing, ok && v == undefined && p.i == len(p.s)
}

// undefined is what a member a known object does not have reads as: it only
// has a use before || or ?? (`${props.revision || "v4"}`, hasura's install
// partial) and in comparisons; anywhere else the expression is not evaluated.
var undefined = jsstd.Undefined

// expr is a logical expression (|| and ?? over &&, over comparisons, each
// left to right and short-circuiting to the operand JavaScript gives, as
// authors chain fallbacks: a || b || "c"), then maybe ? a : b.
func (p *valueParser) expr(depth int) (any, bool) {
	v, ok := p.logical(depth, "||")
	if save := p.i; ok {
		p.space()
		if rest := p.s[p.i:]; !strings.HasPrefix(rest, "?") || strings.HasPrefix(rest, "?.") {
			p.i = save
			return v, true
		}
		// test ? a : b (surrealdb's badge text)
		p.i++
		p.space()
		a, okA := p.expr(depth + 1)
		if p.space(); !okA || p.i >= len(p.s) || p.s[p.i] != ':' {
			return nil, false
		}
		p.i++
		p.space()
		b, okB := p.expr(depth + 1)
		return map[bool]any{true: a, false: b}[jsstd.Truthy(v)], okB
	}
	return nil, false
}

// logical reads operands joined by op ("||", with "??", or "&&"): && binds
// closer, as in JavaScript (a || b && c is a || (b && c)).
func (p *valueParser) logical(depth int, op string) (any, bool) {
	operand := func() (any, bool) {
		if op == "&&" {
			return p.comparison(depth + 1)
		}
		return p.logical(depth+1, "&&")
	}
	v, ok := operand()
	for ok {
		save := p.i
		p.space()
		o := p.s[p.i:min(p.i+2, len(p.s))]
		if o != op && (op != "||" || o != "??") {
			p.i = save
			return v, true
		}
		p.i += 2
		p.space()
		r, okR := operand()
		switch {
		case !okR:
			return nil, false
		case o == "||" && !jsstd.Truthy(v), o == "??" && (v == nil || v == undefined), o == "&&" && jsstd.Truthy(v):
			v = r
		}
	}
	return nil, false
}

// comparison is a sum, then maybe ===, !==, == or != and another
// (props.product === 'accessibility': cypress's partials), as JavaScript
// compares values of these kinds; not ok for what it cannot tell (an object).
func (p *valueParser) comparison(depth int) (any, bool) {
	// the literal undefined reads as null elsewhere (value), not compared
	operand := func() (v any, undef, ok bool) {
		start := p.i
		v, ok = p.sum(depth + 1)
		return v, p.s[start:p.i] == "undefined", ok
	}
	v, undef, ok := operand()
	for ok {
		save := p.i
		p.space()
		op := ""
		for _, o := range []string{"===", "!==", "==", "!="} {
			if strings.HasPrefix(p.s[p.i:], o) {
				op = o
				break
			}
		}
		if op == "" {
			p.i = save
			return v, true
		}
		p.i += len(op)
		p.space()
		r, rUndef, okR := operand()
		if !okR {
			return nil, false
		}
		if undef {
			v = undefined
		}
		if rUndef {
			r = undefined
		}
		eq, known := jsstd.Equal(v, r, len(op) == 3)
		v, undef, ok = eq == (op[0] == '='), false, known
	}
	return nil, false
}

// sum is a value, then any number of + and their values: strings join, numbers
// add ("Specified by " + props.url), as JavaScript's + does with these two
// kinds of value.
func (p *valueParser) sum(depth int) (any, bool) {
	v, ok := p.value(depth)
	for ok {
		save := p.i
		p.space()
		if !strings.HasPrefix(p.s[p.i:], "+") || strings.HasPrefix(p.s[p.i:], "++") {
			p.i = save
			return v, true
		}
		p.i++
		p.space()
		r, okR := p.value(depth + 1)
		if !okR {
			return nil, false
		}
		if v, okR = jsstd.Add(v, r); !okR {
			return nil, false
		}
	}
	return nil, false
}

type valueParser struct {
	s      string
	i      int
	consts map[string]any
	// jsx allows JSX values (ParseAttrValue); sawJSX reports one was met.
	jsx, sawJSX bool
	// missing is the last member read that an object lacks ("a.b has no
	// member \"c\""), for the warning of an undefined value.
	missing string
}

func (p *valueParser) space() { p.i = jsstd.SkipSpace(p.s, p.i) }

func (p *valueParser) value(depth int) (any, bool) {
	if depth > 64 || p.i >= len(p.s) {
		return nil, false
	}
	switch c := p.s[p.i]; {
	case p.jsx && c == '<' && LooksLikeTag([]byte(p.s), p.i):
		end, ok := ElementEnd([]byte(p.s), p.i)
		if !ok {
			return nil, false
		}
		text, ok := TextContent(p.s[p.i:end], p.consts)
		p.i, p.sawJSX = end, true
		return text, ok
	case p.jsx && c == '(':
		// (<>…</>) as JSX is written over lines: read as a call's argument is
		return p.call(depth)
	case c == '(':
		// a parenthesised expression, and a method called on it:
		// `(props.items || []).map(…)`'s list (nativewind's tables)
		p.i++
		p.space()
		v, ok := p.expr(depth + 1)
		if p.space(); !ok || p.i >= len(p.s) || p.s[p.i] != ')' {
			return nil, false
		}
		p.i++
		return p.chain(v, nil, p.i, depth)
	case c == '!':
		// !a, as JavaScript negates a value's truthiness (`!a && b && <x/>`)
		p.i++
		p.space()
		v, ok := p.value(depth + 1)
		return !jsstd.Truthy(v), ok
	case c == '{':
		return p.object(depth)
	case c == '[':
		start := p.i
		if v, ok := p.array(depth); ok {
			return p.chain(v, nil, start, depth)
		}
		return nil, false
	case c == '"' || c == '\'' || c == '`':
		return p.str(depth, false)
	case c == '-' || c == '+' || c == '.' || (c >= '0' && c <= '9'):
		return p.number()
	case jsstd.IsIdentStart(rune(c)):
		start := p.i
		id := p.ident()
		switch id {
		case "true":
			return true, true
		case "false":
			return false, true
		case "null", "undefined":
			return nil, true
		case "JSON":
			if save := p.i; strings.HasPrefix(p.s[p.i:], ".stringify") {
				p.i += len(".stringify")
				if v, ok := p.stringify(depth); ok {
					return v, true
				}
				p.i = save
				return nil, false
			}
		case "String":
			// String.raw`C:\dir`: a template literal whose escapes stay as
			// written (sapling's drawdag examples)
			save := p.i
			p.space()
			if strings.HasPrefix(p.s[p.i:], ".raw") {
				p.i += len(".raw")
				p.space()
				if p.i < len(p.s) && p.s[p.i] == '`' {
					return p.str(depth, true)
				}
			}
			p.i = save
		case "require":
			// require('./img.png').default, when the caller reads it (a
			// RequireHook in consts: open-policy-agent's card icons in an
			// object prop); else unknown, as any other name
			if hook, ok := p.consts[RequireHook].(func(string) (string, bool)); ok {
				if v, ok := p.call(depth); ok {
					if spec, isStr := v.(string); isStr {
						if strings.HasPrefix(p.s[p.i:], ".default") {
							p.i += len(".default")
						}
						return hook(spec)
					}
				}
				return nil, false
			}
		case "encodeURIComponent", "encodeURI":
			// JavaScript's own pure functions, as URLs are built with them
			// (`?from=${encodeURIComponent(code)}`, infer's formula images).
			if v, ok := p.call(depth); ok {
				if s, isStr := v.(string); isStr {
					return jsstd.EncodeURI(s, id == "encodeURI"), true
				}
			}
			return nil, false
		}
		v, ok := p.consts[id]
		if !ok {
			return nil, false
		}
		var call func(path []any, args []any) (any, bool)
		if b, isBinding := v.(Binding); isBinding {
			v, call = b.Value, b.Call
		}
		if l, lazy := v.(Lazy); lazy {
			if v, ok = l(); !ok {
				return nil, false
			}
		}
		return p.chain(v, call, start, depth)
	}
	return nil, false
}

// chain reads what follows a value v (written from start): members
// (constants.platforms, versions["v0.5"], list[0]), calls of an imported
// module's function (call: getCurrentVersion(), constants.getTabs([…])) and
// the methods jsstd knows, as JavaScript evaluates them; after `?.` on null
// or undefined the rest of the chain is skipped and its value is undefined.
func (p *valueParser) chain(v any, call func(path []any, args []any) (any, bool), start, depth int) (any, bool) {
	var path []any
	short := false
	for {
		save := p.i
		p.space()
		if rest := p.s[p.i:]; strings.HasPrefix(rest, "?.") && !(len(rest) > 2 && rest[2] >= '0' && rest[2] <= '9') {
			short = short || v == nil || v == undefined
			if p.i++; len(rest) > 2 && (rest[2] == '[' || rest[2] == '(') {
				p.i++ // a?.[key], f?.(): the bracket follows
			}
		}
		if short {
			if p.i < len(p.s) && p.s[p.i] == '.' {
				p.i++
				p.space()
				if p.ident() == "" {
					return nil, false
				}
			} else if end, ok := jsstd.Balanced(p.s, p.i); ok {
				p.i = end // [key], (args): not evaluated
			} else {
				p.i = save
				return undefined, true
			}
			continue
		}
		if call != nil && p.i < len(p.s) && p.s[p.i] == '(' {
			args, ok := p.args(depth)
			if !ok {
				return nil, false
			}
			if v, ok = call(path, args); !ok {
				return nil, false
			}
			call = nil // what it returned is data
			continue
		}
		if m, done, ok := p.method(v, depth); done {
			if !ok {
				return nil, false
			}
			v = m
			continue
		}
		if p.i >= len(p.s) || p.s[p.i] != '.' && p.s[p.i] != '[' {
			p.i = save
			return v, true
		}
		at := p.i
		key, ok := p.member(depth)
		if !ok {
			return nil, false
		}
		if call != nil {
			path = append(path, key)
		}
		_, isObj := v.(map[string]any)
		switch v, ok = jsstd.Property(v, key); {
		case ok && v == undefined && isObj:
			p.missing = fmt.Sprintf("%s has no member %q", strings.TrimSpace(p.s[start:at]), jsstd.PropertyKey(key))
		case !ok && call == nil:
			return nil, false
		case !ok:
			v = undefined // a function's member: only its call is known
		}
	}
}

// method reads a call at p.i of a method of v that jsstd.Method evaluates
// (`['a', 'b'].join('\n')`: Detox's config pages; labels.get(key) of a
// module's Map: openfga's tab labels); done is false when none follows.
func (p *valueParser) method(v any, depth int) (out any, done, ok bool) {
	name, rest, paren := strings.Cut(p.s[p.i:], "(")
	if !paren || !strings.HasPrefix(name, ".") || !jsstd.IsIdentifier(name[1:]) {
		return v, false, true
	}
	if list, isList := v.([]any); isList {
		// filter, find… with an arrow function (stellar's `methods.filter((m) => m.name === "x")[0]`)
		if param, body, end, ok := jsstd.Arrow(p.s, len(p.s)-len(rest)-1); ok {
			consts := maps.Collect(maps.All(p.consts)) // (a map to change, even from none)
			out, known, ok := jsstd.ListMethod(list, name[1:], func(item any) (any, bool) {
				consts[param] = item
				q := &valueParser{s: body, consts: consts}
				v, ok := q.expr(depth + 1)
				return v, ok && q.i == len(body)
			})
			if known {
				p.i = end
				return out, true, ok
			}
		}
	}
	if _, known, _ := jsstd.Method(v, name[1:], nil); !known {
		return v, false, true
	}
	p.i = len(p.s) - len(rest) - 1
	args, ok := p.args(depth)
	if !ok {
		return nil, true, false
	}
	out, _, ok = jsstd.Method(v, name[1:], args)
	return out, true, ok
}

// member reads a member access at p.i, `.name` or `[key]`, and gives the key.
func (p *valueParser) member(depth int) (any, bool) {
	if p.s[p.i] == '.' {
		p.i++
		p.space()
		name := p.ident()
		return name, name != ""
	}
	p.i++
	p.space()
	k, ok := p.value(depth + 1)
	p.space()
	if !ok || p.i >= len(p.s) || p.s[p.i] != ']' {
		return nil, false
	}
	p.i++
	return k, true
}

// args reads a call's arguments, `(a, b)`, each a value as ParseValue reads
// them.
func (p *valueParser) args(depth int) ([]any, bool) {
	p.i++ // (
	return p.items(')', func() (any, bool) { return p.expr(depth + 1) })
}

// items reads the items of a list up to its end, `a, b]`, each read by item
// (a trailing comma allowed).
func (p *valueParser) items(end byte, item func() (any, bool)) ([]any, bool) {
	a := []any{}
	for {
		p.space()
		if p.i >= len(p.s) {
			return nil, false
		}
		if p.s[p.i] == end {
			p.i++
			return a, true
		}
		v, ok := item()
		if !ok || v == undefined {
			return nil, false
		}
		a = append(a, v)
		p.space()
		if p.i < len(p.s) && p.s[p.i] == ',' {
			p.i++
			continue
		}
		if p.i < len(p.s) && p.s[p.i] == end {
			p.i++
			return a, true
		}
		return nil, false
	}
}

// call reads an expression in parentheses, `(expr)`: the one argument of a
// call after a function's name, or JSX written over lines.
func (p *valueParser) call(depth int) (any, bool) {
	p.space()
	if p.i >= len(p.s) || p.s[p.i] != '(' {
		return nil, false
	}
	p.i++
	p.space()
	v, ok := p.expr(depth + 1)
	p.space()
	if !ok || p.i >= len(p.s) || p.s[p.i] != ')' {
		return nil, false
	}
	p.i++
	return v, true
}

// RequireHook is the key in consts of a func(spec string) (string, bool) that
// gives the value of require(spec) (with or without .default) in an
// expression; without it, require is an unknown name.
const RequireHook = "\x00require"

// Lazy is a constant whose value is worked out when an expression first uses
// it (an imported module's exports); false when it cannot be.
type Lazy func() (any, bool)

// Binding is an import of a module whose functions an expression may call:
// Value is the imported value (a Lazy), Call calls the function at path in it
// (the members read after the name: none for `getVersion()`, ["tabs"] for
// `c.tabs([…])`) with the arguments as JSON values, and gives what it returns
// as JSON values; false when it cannot.
type Binding struct {
	Value any
	Call  func(path []any, args []any) (any, bool)
	// JSON, for the default import of a JSON file, is the file's text
	// (JSON.stringify writes its objects in the file's order).
	JSON func() (string, bool)
}

func (p *valueParser) object(depth int) (any, bool) {
	p.i++ // {
	m := map[string]any{}
	for {
		p.space()
		if p.i >= len(p.s) {
			return nil, false
		}
		if p.s[p.i] == '}' {
			p.i++
			return m, true
		}
		if strings.HasPrefix(p.s[p.i:], "...") {
			// a spread of an object, {opacity: 0.5, ...size}: its fields, as
			// JavaScript spreads them (react-native-vision-camera's frames)
			p.i += 3
			p.space()
			v, ok := p.expr(depth + 1)
			if src, isMap := v.(map[string]any); ok && isMap {
				maps.Copy(m, src)
			} else if ok = ok && (v == nil || v == undefined); !ok {
				return nil, false // (null and undefined spread nothing)
			}
			if p.space(); p.i < len(p.s) && p.s[p.i] == ',' {
				p.i++
			}
			continue
		}
		var key string
		switch c := p.s[p.i]; {
		case c == '"' || c == '\'':
			k, ok := p.str(depth, false)
			if !ok {
				return nil, false
			}
			key = k.(string)
		case jsstd.IsIdentStart(rune(c)):
			key = p.ident()
		case c >= '0' && c <= '9':
			n, ok := p.number()
			if !ok {
				return nil, false
			}
			key = strconv.FormatFloat(n.(float64), 'f', -1, 64)
		default:
			return nil, false
		}
		p.space()
		if p.i < len(p.s) && (p.s[p.i] == ',' || p.s[p.i] == '}') {
			// Shorthand {x}: the const x.
			v, ok := p.consts[key]
			if b, isBinding := v.(Binding); isBinding {
				v = b.Value
			}
			if l, lazy := v.(Lazy); lazy && ok {
				v, ok = l()
			}
			if !ok {
				return nil, false
			}
			m[key] = v
		} else {
			if p.i >= len(p.s) || p.s[p.i] != ':' {
				return nil, false
			}
			p.i++
			p.space()
			v, ok := p.expr(depth + 1) // (flex: img ? 'none' : 1, ToolJet's cards)
			if !ok || v == undefined {
				return nil, false
			}
			m[key] = v
			p.space()
		}
		if p.i < len(p.s) && p.s[p.i] == ',' {
			p.i++
			continue
		}
		if p.i < len(p.s) && p.s[p.i] == '}' {
			p.i++
			return m, true
		}
		return nil, false
	}
}

// array reads a list literal; a spread of a list, `[...list]` (MetaMask's
// `[...webExamples].filter(…)`), gives its items there, as JavaScript does.
func (p *valueParser) array(depth int) (any, bool) {
	p.i++ // [
	type spread []any
	list, ok := p.items(']', func() (any, bool) {
		if !strings.HasPrefix(p.s[p.i:], "...") {
			return p.value(depth + 1)
		}
		p.i += 3
		p.space()
		v, ok := p.value(depth + 1)
		l, isList := v.([]any)
		return spread(l), ok && isList
	})
	var out []any
	for _, v := range list {
		if l, isSpread := v.(spread); isSpread {
			out = append(out, l...)
		} else {
			out = append(out, v)
		}
	}
	return append([]any{}, out...), ok
}

// str reads a quoted string with JavaScript escapes; a template literal only
// without `${`. A raw template literal (String.raw's) keeps its escapes as
// written.
func (p *valueParser) str(depth int, raw bool) (any, bool) {
	q := p.s[p.i]
	p.i++
	var b strings.Builder
	for p.i < len(p.s) {
		c := p.s[p.i]
		switch {
		case c == q:
			p.i++
			return b.String(), true
		case c == '\n' && q != '`':
			return nil, false
		case c == '$' && q == '`' && p.i+1 < len(p.s) && p.s[p.i+1] == '{':
			// ${x}: a literal or a known constant, as JavaScript turns it into
			// text (`DAGGER_VERSION=${daggerVersion}`); anything else is not
			// evaluated.
			p.i += 2
			p.space()
			v, ok := p.expr(depth + 1)
			p.space()
			if !ok || p.i >= len(p.s) || p.s[p.i] != '}' {
				return nil, false
			}
			p.i++
			switch v := v.(type) {
			case string:
				b.WriteString(v)
			case float64:
				b.WriteString(strconv.FormatFloat(v, 'f', -1, 64))
			case bool:
				b.WriteString(strconv.FormatBool(v))
			default:
				return nil, false // null/undefined, arrays, objects: not what authors mean
			}
		case c == '\\' && raw:
			if p.i+1 >= len(p.s) {
				return nil, false
			}
			b.WriteString(p.s[p.i : p.i+2])
			p.i += 2
		case c == '\\':
			text, next, ok := jsstd.Escape(p.s, p.i+1)
			if !ok {
				return nil, false
			}
			b.WriteString(text)
			p.i = next
		default:
			b.WriteByte(c)
			p.i++
		}
	}
	return nil, false
}

func (p *valueParser) number() (any, bool) {
	f, end, ok := jsstd.Number(p.s, p.i)
	p.i = end
	return f, ok
}

func (p *valueParser) ident() string {
	start := p.i
	for p.i < len(p.s) {
		r, n := utf8.DecodeRuneInString(p.s[p.i:])
		if !jsstd.IsIdentPart(r) {
			break
		}
		p.i += n
	}
	return p.s[start:p.i]
}

// Ident is a regular expression of a JavaScript identifier (as isIdentStart and
// isIdentPart read one: letters and digits of any script, <Folgenabschätzung />),
// for the patterns that read names from ESM and expressions.
const Ident = `[\pL\p{Nl}_$][\pL\p{Nl}\p{Mn}\p{Mc}\p{Nd}\p{Pc}$]*`

// ParseValuePrefix parses the literal value at the start of src, ignoring what
// follows it (an `export const` statement's value), and says how much of src
// it read.
func ParseValuePrefix(src string, consts map[string]any) (v any, n int, ok bool) {
	p := &valueParser{s: src, consts: consts}
	v, ok = p.value(0)
	if v == undefined {
		return nil, 0, false
	}
	return v, p.i, ok
}

// TestPrefix parses the test of a conditional at the start of src (a value, or
// two values compared: props.os === 'ios'; joined by && and by || or ??), with
// how much of src it read, and a member a value does not have (JavaScript's
// undefined) as nil.
func TestPrefix(src string, consts map[string]any) (v any, n int, ok bool) {
	p := &valueParser{s: src, consts: consts}
	v, ok = p.testAnd()
	// fallbacks (`props.legend || props.legend === undefined ? <Legend /> :
	// null`: nativewind's partials)
	for save := p.i; ok; save = p.i {
		p.space()
		op := p.s[p.i:min(p.i+2, len(p.s))]
		if op != "||" && op != "??" {
			p.i = save
			break
		}
		p.i += 2
		p.space()
		r, okR := p.testAnd()
		if !okR {
			p.i = save
			break
		}
		if op == "||" && !jsstd.Truthy(v) || op == "??" && (v == nil || v == undefined) {
			v = r
		}
	}
	if v == undefined {
		v = nil
	}
	return v, p.i, ok
}

// testAnd is a conditional's test of comparisons joined by &&, as JavaScript
// reads `tip && tipHref && (<Link …/>)` (ToolJet's steps): an operand is the
// test's while the test goes on after it (another &&, ||, ?? or ?); the last
// && is the JSX's own.
func (p *valueParser) testAnd() (any, bool) {
	v, ok := p.comparison(1)
	for save := p.i; ok; save = p.i {
		p.space()
		if !strings.HasPrefix(p.s[p.i:], "&&") {
			p.i = save
			break
		}
		p.i += 2
		p.space()
		r, okR := p.comparison(1)
		end := p.i
		p.space()
		rest := p.s[p.i:]
		if !okR || !strings.HasPrefix(rest, "&&") && !strings.HasPrefix(rest, "||") && !strings.HasPrefix(rest, "?") || strings.HasPrefix(rest, "?.") {
			p.i = save
			break
		}
		p.i = end
		if jsstd.Truthy(v) {
			v = r
		}
	}
	return v, ok
}
