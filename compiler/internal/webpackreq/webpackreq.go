// Package webpackreq reads webpack's inline request syntax in an import or
// require specifier (`!!raw-loader?esModule=false!./x.txt`) as webpack's
// NormalModuleFactory splits it: a match resource (`./x.raw!=!`) left out,
// the prefix that turns the configured loaders off (`!`, `-!` or `!!`), then
// the loaders, each with its options after a '?', and the resource after the
// last '!'.
package webpackreq

import (
	"regexp"
	"strings"
)

// Loader is a loader of a request: its name and its options (the query after
// its '?', without it).
type Loader struct {
	Name, Options string
}

var (
	matchResource = regexp.MustCompile(`^[^!]+!=!`)
	bangs         = regexp.MustCompile(`!+`)
)

// Split is the loaders and the resource of a request; a request without a
// '!' is a resource alone.
func Split(spec string) (loaders []Loader, resource string) {
	spec = matchResource.ReplaceAllString(spec, "")
	if !strings.Contains(spec, "!") {
		return nil, spec
	}
	for _, p := range []string{"-!", "!!", "!"} {
		if rest, ok := strings.CutPrefix(spec, p); ok {
			spec = rest
			break
		}
	}
	parts := bangs.Split(spec, -1)
	for _, p := range parts[:len(parts)-1] {
		name, options, _ := strings.Cut(p, "?")
		loaders = append(loaders, Loader{name, options})
	}
	return loaders, parts[len(parts)-1]
}

// Raw is the file that the raw-loader alone loads in a request
// (`!!raw-loader!./x.ts`, `raw-loader?esModule=false!./x.ts`), and whether
// the module is an ES module whose default export is the text: raw-loader's
// esModule option, on unless its options turn it off (`esModule=false`,
// `-esModule`, as loader-utils reads a query), when the module is the text
// itself.
func Raw(spec string) (file string, esModule, ok bool) {
	loaders, file := Split(spec)
	if len(loaders) != 1 || loaders[0].Name != "raw-loader" || file == "" {
		return "", false, false
	}
	esModule = true
	for _, arg := range strings.FieldsFunc(loaders[0].Options, func(r rune) bool { return r == '&' || r == ',' }) {
		switch arg {
		case "esModule=false", "-esModule":
			esModule = false
		case "esModule=true", "+esModule", "esModule":
			esModule = true
		}
	}
	return file, esModule, true
}
