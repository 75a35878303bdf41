package markdown

import "path"

// componentExts are the extensions a site component import may leave out, in
// the order Docusaurus's bundler tries them.
var componentExts = []string{".js", ".jsx", ".ts", ".tsx"}

// ResolveComponent finds the file of a site component import written in file
// (content-root-relative): `@site/src/components/Counter` or `./Counter` is
// Counter.js, .jsx, .ts or .tsx, else Counter/index with one of those; a
// specifier with one of those extensions names that file. exists says whether
// a content-root-relative file exists. It returns the file, or false.
func ResolveComponent(file, spec string, exists func(rel string) bool) (string, bool) {
	rel, ok := ResolveImport(file, spec)
	if !ok {
		return "", false
	}
	switch path.Ext(rel) {
	case ".js", ".jsx", ".ts", ".tsx":
		if exists(rel) {
			return rel, true
		}
		return "", false
	}
	for _, base := range []string{rel, rel + "/index"} {
		for _, ext := range componentExts {
			if exists(base + ext) {
				return base + ext, true
			}
		}
	}
	return "", false
}
