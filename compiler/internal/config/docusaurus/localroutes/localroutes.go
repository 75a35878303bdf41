// Package localroutes reads the routes a plugin or theme of the site's own (a
// path in a Docusaurus config's plugins or themes) adds with a literal path:
// `actions.addRoute({path: '/plugins', …})` in its contentLoaded, read from
// its source files without running them (package docusaurus records them as
// the plugin's routes, which the link check knows as pages contentc does not
// build).
package localroutes

import (
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/contentc/contentc/compiler/internal/source"
)

// maxFiles, maxSize and maxCalls bound what is read of one plugin: its
// source files, the size of each, and the addRoute calls read in each.
const (
	maxFiles = 200
	maxSize  = 512 << 10
	maxCalls = 100
)

// exts are the extensions of the source files read.
var exts = []string{".js", ".mjs", ".cjs", ".jsx", ".ts", ".mts", ".cts", ".tsx"}

// Added lists the routes that the plugin module name (as a config names it:
// "./plugins/x", or "/plugins/x/dist" from path.resolve(__dirname, …), the
// site's folder being "/") adds with a literal path, site-relative (base, the
// site's baseUrl, taken off). A file is read alone, a folder with the files
// below it; a path the repository does not hold (a build output, `dist`) is
// read from the package folder above it (its package.json's), as that
// package's sources. A package's name, or anything that cannot be read, gives
// nothing.
func Added(root, name, base string) []string {
	var rel string
	switch {
	case strings.HasPrefix(name, "/"):
		rel = path.Clean(strings.TrimLeft(name, "/"))
	case strings.HasPrefix(name, "./") || strings.HasPrefix(name, "../"):
		rel = path.Clean(name)
	default:
		return nil // a package's
	}
	var out []string
	for _, f := range files(root, rel) {
		if st, err := os.Stat(filepath.Join(root, filepath.FromSlash(f))); err != nil || st.Size() > maxSize {
			continue
		}
		if data, err := source.ReadFile(root, f); err == nil {
			out = append(out, Paths(string(data), base)...)
		}
	}
	return out
}

// files are the source files of the plugin module at rel (from root).
func files(root, rel string) []string {
	for p, missing := rel, false; p != "." && p != "/" && p != ".." && !strings.HasPrefix(p, "../"); p, missing = path.Dir(p), true {
		st, err := os.Stat(filepath.Join(root, filepath.FromSlash(p)))
		switch {
		case err == nil && !st.IsDir() && !missing:
			return []string{p}
		case err == nil && st.IsDir():
			if missing {
				if _, err := os.Stat(filepath.Join(root, filepath.FromSlash(p), "package.json")); err != nil {
					return nil // not a package's folder
				}
			}
			return walk(root, p)
		case err == nil:
			return nil
		}
		if !missing {
			for _, ext := range exts {
				if st, err := os.Stat(filepath.Join(root, filepath.FromSlash(p+ext))); err == nil && st.Mode().IsRegular() {
					return []string{p + ext} // ("./plugins/x" for plugins/x.js)
				}
			}
		}
	}
	return nil
}

// walk lists the source files below dir, node_modules and dot folders left
// out, at most maxFiles.
func walk(root, dir string) []string {
	var out []string
	filepath.WalkDir(filepath.Join(root, filepath.FromSlash(dir)), func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() {
			if name := d.Name(); name == "node_modules" || strings.HasPrefix(name, ".") && name != "." {
				return filepath.SkipDir
			}
			return nil
		}
		if !d.Type().IsRegular() || strings.HasSuffix(d.Name(), ".d.ts") || !hasExt(d.Name()) {
			return nil
		}
		if len(out) == maxFiles {
			return filepath.SkipAll
		}
		rel, _ := filepath.Rel(root, p)
		out = append(out, filepath.ToSlash(rel))
		return nil
	})
	return out
}

func hasExt(name string) bool {
	for _, ext := range exts {
		if strings.HasSuffix(name, ext) {
			return true
		}
	}
	return false
}

var (
	// addRoute is a call of addRoute with an object literal.
	addRoute = regexp.MustCompile(`\baddRoute\s*\(\s*\{`)
	// str is a string literal without escapes.
	str = `'[^'\\\n]*'|"[^"\\\n]*"`
	// baseURL is an expression that names the site's baseUrl (baseUrl,
	// context.baseUrl, siteConfig.baseUrl).
	baseURL = `(?:[\w$]+\s*\.\s*)*baseUrl`
	// end is what follows a property's value: the next one, or the object's end.
	end = `\s*[,}]`
	// the values read: a literal ('/plugins', or a template without
	// expressions), and the site's baseUrl joined to a literal (`${baseUrl}x`,
	// baseUrl + 'x', normalizeUrl([baseUrl, 'x', …])).
	literal  = regexp.MustCompile(`^(?:(` + str + ")|`([^`\\\\$]*)`)" + end)
	template = regexp.MustCompile("^`\\$\\{\\s*" + baseURL + "\\s*\\}([^`\\\\$]*)`" + end)
	plus     = regexp.MustCompile(`^` + baseURL + `\s*\+\s*(` + str + `)` + end)
	joined   = regexp.MustCompile(`^normalizeUrl\(\s*\[\s*` + baseURL + `((?:\s*,\s*(?:` + str + `))+)\s*,?\s*\]\s*\)` + end)
	strs     = regexp.MustCompile(str)
)

// Paths lists the literal paths of a source text's addRoute calls, as routes
// from the site's base URL base ("/" when the path is the base URL's).
func Paths(src, base string) []string {
	base = "/" + strings.Trim(base, "/")
	var out []string
	for _, m := range addRoute.FindAllStringIndex(src, maxCalls) {
		v, ok := pathValue(src[m[1]:])
		if !ok {
			continue
		}
		v = v[:min(len(v), 1024)] // (a value is short)
		r, fromBase := "", true
		if s := literal.FindStringSubmatch(v); s != nil {
			r, fromBase = unquote(s[1])+s[2], false
		} else if s := template.FindStringSubmatch(v); s != nil {
			r = s[1]
		} else if s := plus.FindStringSubmatch(v); s != nil {
			r = unquote(s[1])
		} else if s := joined.FindStringSubmatch(v); s != nil {
			for _, part := range strs.FindAllString(s[1], -1) {
				r += "/" + unquote(part)
			}
		} else {
			continue
		}
		if !fromBase {
			// an absolute path: from the base URL if under it
			if !strings.HasPrefix(r, "/") {
				continue
			}
			if rest, ok := strings.CutPrefix(r, base); ok && base != "/" && (rest == "" || rest[0] == '/') {
				r = rest
			}
		}
		out = append(out, path.Clean("/"+r))
	}
	return out
}

// unquote is a string literal's text ("" for none).
func unquote(lit string) string {
	if len(lit) < 2 {
		return ""
	}
	return lit[1 : len(lit)-1]
}

// pathValue is the text of the value of an object literal's `path` property,
// from its start to the end of the text (src starts after the object's `{`);
// ok is false when the object has no such property at its top level.
// Strings, templates and comments are skipped over, and nested brackets.
func pathValue(src string) (string, bool) {
	depth := 0
	prev := byte('{') // the last significant character
	for i := 0; i < len(src); {
		c := src[i]
		switch {
		case c == '\'' || c == '"' || c == '`':
			j := i + 1
			for j < len(src) && src[j] != c {
				if src[j] == '\\' {
					j++
				}
				j++
			}
			i, prev = j+1, c
			continue
		case strings.HasPrefix(src[i:], "//"):
			if j := strings.IndexByte(src[i:], '\n'); j >= 0 {
				i += j
				continue
			}
			return "", false
		case strings.HasPrefix(src[i:], "/*"):
			if j := strings.Index(src[i+2:], "*/"); j >= 0 {
				i += j + 4
				continue
			}
			return "", false
		case c == '{' || c == '[' || c == '(':
			depth++
		case c == '}' || c == ']' || c == ')':
			if depth == 0 {
				return "", false // the object's end
			}
			depth--
		case depth == 0 && (prev == '{' || prev == ',') && strings.HasPrefix(src[i:], "path"):
			rest := strings.TrimLeft(src[i+4:], " \t\r\n")
			if strings.HasPrefix(rest, ":") {
				return strings.TrimLeft(rest[1:], " \t\r\n"), true
			}
		}
		if c != ' ' && c != '\t' && c != '\r' && c != '\n' {
			prev = c
		}
		i++
	}
	return "", false
}
