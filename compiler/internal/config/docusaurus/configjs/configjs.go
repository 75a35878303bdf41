// Package configjs runs a Docusaurus config file (docusaurus.config.ts/js/
// mjs…) in-process with stand-ins for the packages configs require (package
// jseval); package docusaurus maps its value to site.yaml's form.
package configjs

import (
	"os"
	"path/filepath"
	"strings"

	"github.com/dop251/goja"

	"github.com/contentc/contentc/compiler/internal/config/docusaurus/webpackalias"
	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/jseval"
	"github.com/contentc/contentc/compiler/internal/jseval/nodemod"
	"github.com/contentc/contentc/compiler/internal/source"
)

// Files are the Docusaurus config files read when there is no site.yaml,
// in the order they are looked for.
var Files = []string{"docusaurus.config.ts", "docusaurus.config.js", "docusaurus.config.mjs", "docusaurus.config.cjs", "docusaurus.config.mts", "docusaurus.config.cts"}

// Find returns the Docusaurus config file at root ("" = none).
func Find(root string) string {
	for _, name := range Files {
		if st, err := os.Stat(filepath.Join(root, name)); err == nil && st.Mode().IsRegular() {
			return name
		}
	}
	return ""
}

// PreprocessorPtr is where a config's markdown.preprocessor is, and
// ParseFrontMatterPtr its markdown.parseFrontMatter.
const (
	PreprocessorPtr     = "/markdown/preprocessor"
	ParseFrontMatterPtr = "/markdown/parseFrontMatter"
)

// Eval runs a Docusaurus config file with stand-ins for the packages a
// config usually requires: prism-react-renderer's themes give their names,
// require.resolve gives the path, any other package an inert object. Files of
// the repository that holds the site may be required (see jseval.Options.Repo);
// noteRepoFile (if not nil) is told each one outside root.
func Eval(root, file string, noteRepoFile func(abs string)) (*jseval.Result, *diag.Diagnostic) {
	repo, _ := source.RepoRoot(root)
	locale := "en" // the config's i18n.defaultLocale, read before its functions are called
	inspect := func(rt *goja.Runtime, v goja.Value) map[string]any {
		locale = defaultLocale(v, locale)
		return webpackalias.Read(rt, v)
	}
	return jseval.Eval(jseval.Options{Root: root, File: file, CallExport: true, Unwrap: true, Repo: repo, NoteRepoFile: noteRepoFile, Inspect: inspect,
		// A function editUrl is called once with placeholders and the site's
		// default locale (as Docusaurus calls it for the default locale's
		// docs): the URL it gives becomes a {versionDocsDirPath}/{docPath}
		// template (see docsPlugin).
		Call: func(ptr string) (map[string]any, bool) {
			if ptr == PreprocessorPtr {
				// Called once on an empty file here (what it returns is not
				// used), then for each Markdown file (config.Config.Preprocess).
				return map[string]any{"filePath": "/docs/index.md", "fileContent": ""}, true
			}
			if !strings.HasSuffix(ptr, "/docs/editUrl") && !(strings.HasPrefix(ptr, "/plugins/") && strings.HasSuffix(ptr, "/editUrl")) {
				return nil, false
			}
			return map[string]any{"version": "current", "versionDocsDirPath": "{versionDocsDirPath}", "docPath": "{docPath}",
				"permalink": "/{docPath}", "locale": locale}, true
		},
		// A docs plugin's sidebarItemsGenerator is called when its sidebars
		// are resolved (jshooks.ItemsGenerator), markdown.parseFrontMatter
		// for each doc (jshooks.ParseFrontMatter), the client redirects
		// plugin's createRedirects for each route (jshooks.CreateRedirects).
		Keep: func(ptr string) bool {
			return strings.HasSuffix(ptr, "/sidebarItemsGenerator") || ptr == ParseFrontMatterPtr || strings.HasSuffix(ptr, "/createRedirects")
		},
		RequireResolve: func(name string) (string, bool) { return name, true },
		// A local file that is not in the repository (data a build step
		// downloads or builds first) is a stand-in too, as the files a config
		// reads with fs are: what the config takes from it is not taken over.
		Missing: func(rt *goja.Runtime, spec string) (goja.Value, bool) { return jseval.StandIn(rt, spec), true },
		Package: func(rt *goja.Runtime, name string) (goja.Value, bool) {
			if v, ok := nodemod.SidebarsPackage(rt, name); ok {
				return v, true // what a sidebars file may require too
			}
			if v, ok := nodemod.Prism(rt, name); ok {
				return v, true
			}
			if v, ok := nodemod.FS(rt, name); ok {
				return v, true
			}
			return jseval.StandIn(rt, name), true
		}})
}

// defaultLocale is the exported config's i18n.defaultLocale when it is a
// string, else def (a getter that throws gives def too).
func defaultLocale(v goja.Value, def string) (out string) {
	defer func() {
		if recover() != nil {
			out = def
		}
	}()
	cfg, ok := v.(*goja.Object)
	if !ok {
		return def
	}
	i18n, ok := cfg.Get("i18n").(*goja.Object)
	if !ok {
		return def
	}
	if l, ok := i18n.Get("defaultLocale").Export().(string); ok && l != "" {
		return l
	}
	return def
}
