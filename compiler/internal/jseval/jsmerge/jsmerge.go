// Package jsmerge is what contentc's JavaScript (package jseval) does for the
// packages whose functions merge the objects they are given, later keys
// winning (`merge(commonConfig, localConfig)`, as defi-wonderland's handbooks
// build their configs): the merge, run on the config's own objects.
package jsmerge

import "github.com/dop251/goja"

// Packages are the packages whose functions merge the objects they are given.
var Packages = map[string]bool{"webpack-merge": true, "lodash": true, "lodash/merge": true, "lodash.merge": true, "deepmerge": true, "merge-deep": true}

// Concat reports whether a merge package joins lists, as webpack-merge and
// deepmerge join them (the others let the later list win).
func Concat(pkg string) bool { return pkg == "webpack-merge" || pkg == "deepmerge" }

// mergeJS merges plain objects deeply, later keys winning; with concat, lists
// are joined.
const mergeJS = `(function merge(concat, objs) {
	const plain = (o) => o !== null && typeof o === "object" && Object.getPrototypeOf(o) === Object.prototype;
	const out = {};
	for (const o of objs) {
		for (const k of Object.keys(o)) {
			const a = out[k], b = o[k];
			if (plain(a) && plain(b)) out[k] = merge(concat, [a, b]);
			else if (concat && Array.isArray(a) && Array.isArray(b)) out[k] = a.concat(b);
			else out[k] = b;
		}
	}
	return out;
})`

// Merge merges objs in rt as the package pkg's function does; false when the
// merge fails.
func Merge(rt *goja.Runtime, pkg string, objs []any) (goja.Value, bool) {
	fn, err := rt.RunString(mergeJS)
	if err != nil {
		return nil, false
	}
	merge, ok := goja.AssertFunction(fn)
	if !ok {
		return nil, false
	}
	out, err := merge(goja.Undefined(), rt.ToValue(Concat(pkg)), rt.NewArray(objs...))
	if err != nil {
		return nil, false
	}
	return out, true
}
