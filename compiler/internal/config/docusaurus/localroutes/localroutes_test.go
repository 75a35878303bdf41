package localroutes

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The paths read are literal ones, and the base URL joined to a literal;
// a path built from anything else, or a call without an object literal, is
// left alone, and so are strings, comments and nested objects that say path.
func TestPaths(t *testing.T) {
	src := "actions.addRoute({path: '/a', exact: true});\n" +
		"addRoute({ component: 'x', modules: { path: '/nested' }, path: \"/docs/b/\" });\n" +
		"addRoute({ path: `/c` });\n" +
		"addRoute({ path: `${context.baseUrl}d`, component: 'x' });\n" +
		"addRoute({ path: baseUrl + 'e' });\n" +
		"addRoute({ path: normalizeUrl([siteConfig.baseUrl, 'f', \"g\"]), exact: true });\n" +
		"addRoute({ /* path: '/comment' */ exact: true, // path: '/line'\n path: '/h' });\n" +
		"addRoute({ path: `/plugins/${slug}` });\n" +
		"addRoute({ path: '/x' + slug });\n" +
		"addRoute({ path: route.path });\n" +
		"addRoute({ path, component });\n" +
		"addRoute(route);\n" +
		"addRoute({ component: 'x', pathname: '/no' });\n" +
		"addRoute({ path: 'relative' });\n" +
		"myaddRoute({ path: '/not-a-call' });\n" +
		"addRoute({ component: '{', path: '/i' });\n" +
		"addRoute({ path: '/unclosed'"
	got := strings.Join(Paths(src, "/docs/"), " ")
	if want := "/a /b /c /d /e /f/g /h /i"; got != want {
		t.Errorf("paths %q, want %q", got, want)
	}
}

// A plugin is read from the file or folder its name gives, or, where that is
// not in the repository, from the package folder above it; a package's name,
// a path outside the site, or a missing path outside a package gives nothing.
func TestAdded(t *testing.T) {
	root := t.TempDir()
	for name, text := range map[string]string{
		"plugins/index/package.json":        `{"main": "dist/index.js"}`,
		"plugins/index/src/index.ts":        `actions.addRoute({path: '/list'})`,
		"plugins/index/src/theme/List.d.ts": `addRoute({path: '/typings'})`,
		"plugins/index/node_modules/x.js":   `addRoute({path: '/module'})`,
		"src/plugins/apps.js":               `addRoute({path: '/apps'})`,
		"src/plugins/other.js":              `addRoute({path: '/other'})`,
		"src/plugins/more/index.js":         `addRoute({path: '/more'})`,
		"src/nopkg/x.js":                    `addRoute({path: '/nopkg'})`,
	} {
		p := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for name, want := range map[string]string{
		"/plugins/index/dist":      "/list",
		"./plugins/index":          "/list",
		"./src/plugins/apps":       "/apps",
		"/src/plugins/apps.js":     "/apps",
		"./src/plugins/more":       "/more",
		"./src/nopkg/dist":         "",
		"./src/plugins/gone/dist":  "",
		"@site/plugins/index/dist": "",
		"docusaurus-plugin-x":      "",
		"../outside":               "",
		"/":                        "",
	} {
		if got := strings.Join(Added(root, name, "/"), " "); got != want {
			t.Errorf("%s: %q, want %q", name, got, want)
		}
	}
}
