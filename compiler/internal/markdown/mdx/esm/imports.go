package esm

import (
	"path"
	"regexp"
	"strings"

	"github.com/contentc/contentc/compiler/internal/markdown/mdx"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/mdxast"
)

// ImportKind is what an import specifier names.
type ImportKind int

const (
	ImportUnknown   ImportKind = iota
	ImportBuiltin              // @theme/Tabs, …
	ImportPartial              // ./_x.md, @site/…/x.mdx
	ImportComponent            // @site/src/components/…, ./x.tsx
	ImportIgnored              // packages that define no component used as one
)

// ClassifyImport says what an import specifier names.
func ClassifyImport(spec string) ImportKind {
	switch {
	case spec == mdxast.DocusaurusLink, spec == mdxast.DocusaurusHead:
		return ImportBuiltin
	case strings.HasPrefix(spec, "@theme/"), strings.HasPrefix(spec, "@theme-original/"):
		if mdx.BuiltinOf(spec) != "" {
			return ImportBuiltin
		}
		if strings.HasPrefix(spec, "@theme/") {
			return ImportComponent // the site's own src/theme/… when it has one
		}
		return ImportUnknown
	case strings.HasSuffix(spec, ".md") || strings.HasSuffix(spec, ".mdx"):
		return ImportPartial
	case strings.HasPrefix(spec, "./"), strings.HasPrefix(spec, "../"), strings.HasPrefix(spec, "@site/"):
		switch ext := strings.ToLower(path.Ext(withoutQuery(spec))); {
		case ext == ".js", ext == ".jsx", ext == ".ts", ext == ".tsx", ext == "":
			// Extensionless as Docusaurus's bundler resolves it: ./Counter is
			// Counter.js, .jsx, .ts or .tsx (markdown.ResolveComponent).
			return ImportComponent
		case !resourceExts[ext]:
			// A dot in the name that is no file type (`tile.playground`,
			// `Button.styles`): the bundler tries the extensions after it
			// (react-native-elements' 168 playground imports).
			return ImportComponent
		}
	}
	return ImportUnknown
}

// withoutQuery is a specifier without webpack's resource query, which is no
// part of the file (`@site/static/img/banner.png?202309041511`).
func withoutQuery(spec string) string {
	if i := strings.IndexByte(spec, '?'); i >= 0 {
		return spec[:i]
	}
	return spec
}

// resourceExts are the file types the bundler loads as something other than a
// module of code (a URL, data, styles, text).
var resourceExts = map[string]bool{
	".png": true, ".jpg": true, ".jpeg": true, ".gif": true, ".svg": true, ".webp": true, ".avif": true, ".ico": true, ".bmp": true,
	".mp4": true, ".webm": true, ".mov": true, ".mp3": true, ".wav": true, ".ogg": true, ".pdf": true, ".zip": true,
	".json": true, ".yaml": true, ".yml": true, ".toml": true, ".csv": true, ".xml": true, ".txt": true, ".html": true,
	".css": true, ".scss": true, ".sass": true, ".less": true, ".woff": true, ".woff2": true, ".ttf": true, ".otf": true, ".eot": true,
	".wasm": true, ".graphql": true, ".gql": true,
}

// IsResource reports whether an import names a file the bundler loads as
// something other than a module of code (an image, data, styles, text).
func IsResource(spec string) bool {
	return resourceExts[strings.ToLower(path.Ext(withoutQuery(spec)))]
}

// reExportRe matches a module's `export { default as X, … } from './x.mdx'`.
var reExportRe = regexp.MustCompile(`export\s*\{([^}]*)\}\s*from\s*['"]([^'"\n]+\.mdx?)['"]`)

// BarrelPartial is the partial that a site module re-exports as exported
// (`export { default as CallbackUrls } from './_callback_urls.mdx'` in
// ziti's docs/_imports.tsx, which 48 pages import their partials from), as
// the spec of a partial import from the site's folder; false when the module
// re-exports no partial so. The module is read as a partial is (a
// dependency of the rendering).
func BarrelPartial(st *mdxast.State, spec, exported string) (string, bool) {
	if st.ResolveComponent == nil || st.ReadRaw == nil || ClassifyImport(spec) != ImportComponent {
		return "", false
	}
	rel, ok := st.ResolveComponent(spec)
	if ext := path.Ext(rel); !ok || ext != ".ts" && ext != ".tsx" && ext != ".js" && ext != ".jsx" {
		return "", false
	}
	src, ok := st.ReadRaw("@site/" + rel)
	if !ok {
		return "", false
	}
	for _, m := range reExportRe.FindAllStringSubmatch(src, -1) {
		for _, name := range strings.Split(m[1], ",") {
			orig, as, found := strings.Cut(strings.TrimSpace(name), " as ")
			if strings.TrimSpace(orig) == "default" && found && strings.TrimSpace(as) == exported && strings.HasPrefix(m[2], ".") {
				return "@site/" + path.Join(path.Dir(rel), m[2]), true
			}
		}
	}
	return "", false
}
