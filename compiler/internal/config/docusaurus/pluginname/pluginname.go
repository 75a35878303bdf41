// Package pluginname reads the names in a Docusaurus config's presets,
// plugins and themes lists as Docusaurus resolves them: an entry's name and
// options, a module name's trailing slash, a theme by its package name or
// shorthand, the local file a plugin's path names, whether a preset is the
// classic one or takes its options, and what replaces a search plugin
// (package docusaurus).
package pluginname

import (
	"path"
	"strings"
)

// Entry reads a preset or plugin entry: "name", ["name", options] or a
// function; opts is the pointer suffix of the options ("/1"), "" if none.
func Entry(v any) (name, opts string) {
	switch x := v.(type) {
	case string:
		return ModuleName(x), ""
	case []any:
		if len(x) > 0 {
			name, _ = x[0].(string)
			name = ModuleName(name)
		}
		if len(x) > 1 {
			if _, ok := x[1].(map[string]any); ok {
				return name, "/1"
			}
		}
		return name, ""
	}
	return "", ""
}

// ModuleName is a plugin's or preset's module name without a trailing slash:
// Node resolves "@docusaurus/plugin-content-docs/" to the package itself, as
// Docusaurus loads it (Rasa's 2020 config names its docs plugin so).
func ModuleName(name string) string {
	if t := strings.TrimRight(name, "/"); t != "" {
		return t
	}
	return name
}

// IsMermaidTheme reports whether a themes entry names @docusaurus/theme-mermaid: by
// name, by Docusaurus's shorthand, or resolved (require.resolve: a path into it).
func IsMermaidTheme(name string) bool { return IsTheme(name, "mermaid") }

// IsClassicTheme reports whether a themes or plugins entry names
// @docusaurus/theme-classic (playwright.dev gives it on its own, with its
// customCss, instead of the classic preset).
func IsClassicTheme(name string) bool { return IsTheme(name, "classic") }

// IsTheme reports whether name is @docusaurus/theme-<short>: by name, by
// Docusaurus's shorthand, or resolved (require.resolve: a path into it).
func IsTheme(name, short string) bool {
	pkg := "@docusaurus/theme-" + short
	return name == pkg || name == "@docusaurus/"+short || name == "docusaurus-theme-"+short ||
		strings.Contains(name, "/"+pkg+"/") || strings.HasSuffix(name, "/"+pkg)
}

// IsModule reports whether file (from the site's folder) is the module a
// plugin's name requires: "./src/plugins/apps" is src/plugins/apps.js, or
// src/plugins/apps/index.ts.
func IsModule(file, name string) bool {
	if !strings.HasPrefix(name, "./") && !strings.HasPrefix(name, "../") && !strings.HasPrefix(name, "/") {
		return false // a package's
	}
	name = path.Clean(strings.TrimLeft(name, "/"))
	file = strings.TrimSuffix(file, path.Ext(file))
	return file == name || file == name+"/index" || file == strings.TrimSuffix(name, path.Ext(name))
}

// ClassicPreset reports whether a preset is the classic one, or one that wraps
// it (docusaurus-plugin-internaldocs-fb's, a company's own), which take the same
// options: classicLike is whether its options have a docs, blog or theme key.
func ClassicPreset(name string, classicLike bool) bool {
	if name == "redocusaurus" || strings.HasSuffix(name, "/redocusaurus") {
		return false // a preset of its own, whose theme option is its own (bee-docs)
	}
	return name == "classic" || name == "@docusaurus/preset-classic" || strings.HasSuffix(name, "/preset-classic") || classicLike
}

// SearchNote says, for a search provider's name, what replaces it.
func SearchNote(name string) string {
	if name == "algolia" || strings.Contains(name, "search") {
		return " (the site has contentc's own search, built with the pages: nothing to set up)"
	}
	return ""
}
