// Package jslit finds where string literals and object keys are written in a
// JavaScript source file (package jseval places the values of an evaluated
// config or sidebars file with it, for diagnostics).
package jslit

import (
	"strings"

	"github.com/contentc/contentc/compiler/internal/yamlpos"
)

// Positions lists the string literals and identifiers-as-keys of a source
// file with their positions, in source order (comments skipped). It is a light
// scanner, for diagnostics only: a miss just means a less precise position.
func Positions(src string) map[string][]yamlpos.Pos {
	out := map[string][]yamlpos.Pos{}
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
	for i < len(src) {
		ch := src[i]
		switch {
		case ch == '/' && i+1 < len(src) && src[i+1] == '/':
			for i < len(src) && src[i] != '\n' {
				adv(1)
			}
		case ch == '/' && i+1 < len(src) && src[i+1] == '*':
			end := strings.Index(src[i+2:], "*/")
			if end < 0 {
				return out
			}
			adv(end + 4)
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
				out[b.String()] = append(out[b.String()], start)
			}
		case ch == '_' || ch == '$' || ch >= 'a' && ch <= 'z' || ch >= 'A' && ch <= 'Z':
			start := yamlpos.Pos{Line: line, Column: col}
			j := i
			for j < len(src) && (src[j] == '_' || src[j] == '$' || src[j] >= 'a' && src[j] <= 'z' || src[j] >= 'A' && src[j] <= 'Z' || src[j] >= '0' && src[j] <= '9') {
				j++
			}
			word := src[i:j]
			adv(j - i)
			// An identifier followed by ':' is an object key.
			k := i
			for k < len(src) && (src[k] == ' ' || src[k] == '\t') {
				k++
			}
			if k < len(src) && src[k] == ':' {
				out[word] = append(out[word], start)
			}
		default:
			adv(1)
		}
	}
	return out
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
