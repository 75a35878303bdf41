package jsx

import (
	"math"
	"strings"
	"unicode/utf8"

	"github.com/contentc/contentc/compiler/internal/markdown/mdx/jsx/jsstd"
)

// stringify reads the arguments of `JSON.stringify(…)` after the name and
// gives the text JavaScript's JSON.stringify writes: `{JSON.stringify(sample,
// null, 2)}` in a <CodeBlock>, with sample a JSON file the document imports
// (ory's sample responses). Objects keep the order of their keys: one read
// from a JSON file keeps the file's order (as JavaScript's JSON.parse does,
// integer keys first); another with more than one key is not evaluated (its
// order is not known). The replacer must be null or absent.
func (p *valueParser) stringify(depth int) (any, bool) {
	p.space()
	if p.i >= len(p.s) || p.s[p.i] != '(' {
		return nil, false
	}
	p.i++
	p.space()
	v, ok := p.jsonArg(depth)
	if !ok {
		return nil, false
	}
	indent := ""
	for n := 0; ; n++ {
		p.space()
		if p.i < len(p.s) && p.s[p.i] == ')' {
			p.i++
			break
		}
		if n == 2 || p.i >= len(p.s) || p.s[p.i] != ',' {
			return nil, false
		}
		p.i++
		p.space()
		arg, ok := p.expr(depth + 1)
		if !ok {
			return nil, false
		}
		if arg == undefined {
			arg = nil // no replacer, no indent
		}
		switch a := arg.(type) {
		case nil: // no replacer, no indent
		case float64:
			if n == 0 {
				return nil, false // a replacer
			}
			indent = strings.Repeat(" ", int(math.Max(0, math.Min(10, a))))
		case string:
			if n == 0 {
				return nil, false
			}
			indent = a
			if utf8.RuneCountInString(indent) > 10 {
				indent = string([]rune(indent)[:10])
			}
		default:
			return nil, false
		}
	}
	return jsstd.Stringify(v, indent)
}

// jsonArg is JSON.stringify's first argument: a value as ParseValue reads
// it, or an imported JSON file's value (with members read after its name),
// its objects in the file's order.
func (p *valueParser) jsonArg(depth int) (any, bool) {
	save := p.i
	if id := p.ident(); id != "" {
		if b, ok := p.consts[id].(Binding); ok && b.JSON != nil {
			text, ok := b.JSON()
			if !ok {
				return nil, false
			}
			v, ok := jsstd.ParseJSON(text)
			if !ok {
				return nil, false
			}
			for {
				p.space()
				if p.i >= len(p.s) || p.s[p.i] != '.' && p.s[p.i] != '[' {
					return v, true
				}
				key, ok := p.member(depth)
				if !ok {
					return nil, false
				}
				if v, ok = jsstd.Member(v, key); !ok {
					return nil, false
				}
			}
		}
	}
	p.i = save
	return p.expr(depth + 1)
}
