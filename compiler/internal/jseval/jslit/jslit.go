// Package jslit finds where string literals and object keys are written in a
// JavaScript source file (package jseval places the values of an evaluated
// config or sidebars file with it, for diagnostics).
package jslit

import (
	"slices"
	"strconv"
	"strings"

	"github.com/contentc/contentc/compiler/internal/yamlpos"
)

// Occurrence is where a string literal or an object key is written, with its
// path as written: the keys and list indexes of the object and array literals
// it is inside, from the outermost (a `const footer = {…}` declaration's
// name first; none for `module.exports = {…}` and `export default {…}`).
type Occurrence struct {
	Pos  yamlpos.Pos
	Path []string
}

// frame is an object, array or parenthesis the scanner is inside.
type frame struct {
	kind  byte     // '{', '[' or '('
	path  []string // the path of the literal itself
	key   string   // an object's key being written ("" before one)
	index int      // an array's index being written
}

// slot is the path of what is written next in f (nil f: the top level).
func (f *frame) slot(root []string) []string {
	switch {
	case f == nil:
		return root
	case f.kind == '{' && f.key != "":
		return append(slices.Clip(f.path), f.key)
	case f.kind == '[':
		return append(slices.Clip(f.path), strconv.Itoa(f.index))
	}
	return f.path
}

// Positions lists the string literals and identifiers-as-keys of a source
// file with their positions and paths, in source order (comments skipped). It
// is a light scanner, for diagnostics only: a miss just means a less precise
// position.
func Positions(src string) map[string][]Occurrence {
	out := map[string][]Occurrence{}
	line, col := 1, 1
	i := 0
	adv := func(n int) {
		for k := 0; k < n && i < len(src); k++ {
			if src[i] == '\n' {
				line, col = line+1, 1
			} else if src[i]&0xC0 != 0x80 {
				col++
			}
			i++
		}
	}
	var stack []*frame
	top := func() *frame {
		if len(stack) == 0 {
			return nil
		}
		return stack[len(stack)-1]
	}
	// keyNext: the last significant character opened an object or ended one
	// of its entries, so a word or string followed by ':' is a key.
	keyNext := false
	// assigned is the name an object or array written next is assigned to
	// (`const footer = {`), set at the '=' of a declaration.
	var assigned []string
	record := func(text string, at yamlpos.Pos, key bool) {
		f := top()
		var p []string
		if key && f != nil && f.kind == '{' {
			f.key = text
			p = f.slot(nil)
		} else {
			p = f.slot(assigned)
		}
		out[text] = append(out[text], Occurrence{Pos: at, Path: p})
	}
	colonNext := func(j int) bool {
		for j < len(src) && (src[j] == ' ' || src[j] == '\t') {
			j++
		}
		return j < len(src) && src[j] == ':'
	}
	for i < len(src) {
		ch := src[i]
		switch {
		case ch == '/' && i+1 < len(src) && src[i+1] == '/':
			for i < len(src) && src[i] != '\n' {
				adv(1)
			}
			continue
		case ch == '/' && i+1 < len(src) && src[i+1] == '*':
			end := strings.Index(src[i+2:], "*/")
			if end < 0 {
				return out
			}
			adv(end + 4)
			continue
		case ch == '"' || ch == '\'' || ch == '`':
			start, open := yamlpos.Pos{Line: line, Column: col}, i
			adv(1)
			var b strings.Builder
			for i < len(src) && src[i] != ch {
				if src[i] == '\\' && i+1 < len(src) {
					b.WriteByte(src[i+1])
					adv(2)
					continue
				}
				if src[i] == '\n' && ch != '`' {
					break
				}
				b.WriteByte(src[i])
				adv(1)
			}
			adv(1)
			if !moduleSpecifier(src[:open]) {
				record(b.String(), start, keyNext && colonNext(i))
			}
		case ch == '_' || ch == '$' || ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z':
			start := yamlpos.Pos{Line: line, Column: col}
			j := i
			for j < len(src) && (src[j] == '_' || src[j] == '$' || src[j] == '.' || src[j] >= 'a' && src[j] <= 'z' || src[j] >= 'A' && src[j] <= 'Z' || src[j] >= '0' && src[j] <= '9') {
				j++
			}
			word := src[i:j]
			adv(j - i)
			// An identifier followed by ':' is an object key.
			if !strings.Contains(word, ".") && colonNext(i) {
				record(word, start, keyNext)
			} else if f := top(); keyNext && f != nil && f.kind == '{' && !strings.Contains(word, ".") {
				if parenNext(src, j) {
					record(word, start, true) // a method (createRedirects(path) {…}): where it is written
				} else {
					f.key = word // a shorthand property ({navbar, footer})
				}
			} else if f != nil && f.kind == '[' && !strings.Contains(word, ".") {
				// a name in a list, where a function is written (`plugins:
				// [myPlugin, function inline() {…}]`), under Ident(word)
				record(Ident(word), start, false)
			}
			// `const footer =`, `footer =`: the name of what is assigned next
			// (none for module.exports and export default's value).
			k := i
			for k < len(src) && (src[k] == ' ' || src[k] == '\t') {
				k++
			}
			if k < len(src) && src[k] == '=' && (k+1 == len(src) || src[k+1] != '=' && src[k+1] != '>') {
				assigned = []string{word}
				if word == "module.exports" || word == "exports.default" {
					assigned = nil
				}
			} else if word == "default" {
				assigned = nil
			}
			keyNext = false
			continue
		case ch == '{' || ch == '[' || ch == '(':
			f := &frame{kind: ch, path: top().slot(assigned)}
			stack = append(stack, f)
			keyNext = ch == '{'
			adv(1)
			continue
		case ch == '}' || ch == ']' || ch == ')':
			if len(stack) > 0 {
				stack = stack[:len(stack)-1]
			}
			if len(stack) == 0 {
				assigned = nil
			}
		case ch == ',':
			if f := top(); f != nil {
				f.key = ""
				f.index++
			}
			keyNext = true
			adv(1)
			continue
		case ch == ';':
			assigned = nil
		case ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r':
			adv(1)
			continue
		}
		keyNext = false
		if i < len(src) && (ch == '}' || ch == ']' || ch == ')' || ch == ';' || !(ch == '"' || ch == '\'' || ch == '`')) {
			adv(1)
		}
	}
	return out
}

// Ident is the key under which Positions lists a name written in a list (a
// function's, which has no string literal of its own), apart from the string
// literals.
func Ident(name string) string { return "\x00ident:" + name }

// Best returns the index of the occurrence (of one literal) that best fits
// the value at ptr, a JSON pointer into the evaluated value: of those not used
// yet (all when every one is), the one whose path as written ends with most of
// ptr's parts (`className` in `const footer = {links: [{items: [{className}]}]}`
// is footer's, not navbar's, whatever order the config walks them in), the
// first in the source among equals.
func Best(occ []Occurrence, used map[int]bool, ptr string) int {
	parts := strings.Split(strings.TrimPrefix(ptr, "/"), "/")
	best, bestScore := -1, -1
	for pass := 0; pass < 2 && best < 0; pass++ {
		for i, o := range occ {
			if pass == 0 && used[i] {
				continue
			}
			n := 0
			for n < len(o.Path) && n < len(parts) && yamlpos.Escape(o.Path[len(o.Path)-1-n]) == parts[len(parts)-1-n] {
				n++
			}
			if n > bestScore {
				best, bestScore = i, n
			}
		}
	}
	return best
}

// FirstAt returns the first position in the source (of all literals and keys
// of one file) written at exactly the place of the value at ptr, a JSON
// pointer into the evaluated value: its key, or a literal directly inside
// it (in a call's parentheses), under the declaration a path may start with.
func FirstAt(all map[string][]Occurrence, ptr string) (yamlpos.Pos, bool) {
	parts := strings.Split(strings.TrimPrefix(ptr, "/"), "/")
	var at yamlpos.Pos
	found := false
	for _, occ := range all {
		for _, o := range occ {
			extra := len(o.Path) - len(parts)
			if extra < 0 || extra > 1 || found && !before(o.Pos, at) {
				continue
			}
			if slices.EqualFunc(o.Path[extra:], parts, func(w, p string) bool { return yamlpos.Escape(w) == p }) {
				at, found = o.Pos, true
			}
		}
	}
	return at, found
}

func before(a, b yamlpos.Pos) bool {
	return a.Line < b.Line || a.Line == b.Line && a.Column < b.Column
}

// moduleSpecifier reports whether a string literal that follows before is an
// import's module specifier (`from 'x'`, `import 'x'`, `require('x')`): never
// a value of the config, so never its position (kysely's `import type … from
// '@signalwire/docusaurus-plugin-llms-txt'` took the position of that plugin's
// entry in plugins).
func moduleSpecifier(before string) bool {
	before = strings.TrimRight(before, " \t\r\n")
	if strings.HasSuffix(before, "(") {
		// require('x'), require.resolve('x'), import('x'): what they give is
		// never that string (restate's top-level require of a plugin it lists)
		call := strings.TrimRight(strings.TrimSuffix(before, "("), " \t")
		return strings.HasSuffix(call, "require") || strings.HasSuffix(call, "require.resolve") || strings.HasSuffix(call, "import")
	}
	for _, kw := range []string{"from", "import"} {
		if rest, ok := strings.CutSuffix(before, kw); ok {
			if rest == "" {
				return true
			}
			c := rest[len(rest)-1]
			return !(c == '_' || c == '$' || c == '.' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9')
		}
	}
	return false
}

// parenNext reports whether src has a '(' at j, after spaces and tabs.
func parenNext(src string, j int) bool {
	for j < len(src) && (src[j] == ' ' || src[j] == '\t') {
		j++
	}
	return j < len(src) && src[j] == '('
}
