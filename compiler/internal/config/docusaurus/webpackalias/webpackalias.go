// Package webpackalias reads the import aliases a Docusaurus config's own
// plugins give webpack (configureWebpack's resolve.alias), and the rules that
// load files as text (module.rules with type 'asset/source' or the
// raw-loader), by calling each plugin in the config's JavaScript engine as
// Docusaurus would: docs that import `@components/Card` resolve through them
// (markdown.aliases), and an import of `./lib/x.raw.py` is the file's text
// (markdown.rawImports).
package webpackalias

import (
	"path"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/dop251/goja"

	"github.com/contentc/contentc/compiler/internal/jseval"
)

// Read reads the import aliases a config's own plugins give webpack
// (a plugin function whose configureWebpack returns {resolve: {alias:
// {'@components': path.resolve(__dirname, 'src/components')}}}: dagger's and
// docs.nervos.org's docs import partials and components so): each plugin
// function of the exported config is called as Docusaurus calls it, then its
// configureWebpack, in the engine, within the evaluation's time limit. Aliases
// to a folder of the site (or its repository, "../…") are kept, by name; an
// exact-match alias (`name$`) or one to a package is not; "rawImports" are the
// text rules (rawRules). Anything that throws or is not as expected gives
// nothing. "takenOver" lists the pointers of the plugins that do nothing else
// (a name, aliases, text rules), which need no warning.
func Read(rt *goja.Runtime, v goja.Value) (out map[string]any) {
	defer func() {
		if recover() != nil {
			out = nil
		}
	}()
	cfg, ok := v.(*goja.Object)
	if !ok {
		return nil
	}
	plugins, ok := cfg.Get("plugins").(*goja.Object)
	if !ok {
		return nil
	}
	aliases := map[string]any{}
	var takenOver []string
	var raw []any
	ctx := rt.ToValue(map[string]any{"siteDir": "/", "generatedFilesDir": "/.docusaurus", "baseUrl": cfg.Get("baseUrl"),
		"siteConfig": cfg, "i18n": map[string]any{"currentLocale": "en", "defaultLocale": "en", "locales": []any{"en"}}})
	n := plugins.Get("length").ToInteger()
	for i := int64(0); i < n && i < 1000; i++ {
		entry := plugins.Get(strconv.FormatInt(i, 10))
		ptr := "/plugins/" + strconv.FormatInt(i, 10)
		opts := goja.Value(rt.NewObject())
		if arr, ok := entry.(*goja.Object); ok && arr.ClassName() == "Array" {
			entry, opts, ptr = arr.Get("0"), arr.Get("1"), ptr+"/0"
			if opts == nil || goja.IsUndefined(opts) {
				opts = rt.NewObject()
			}
		}
		if name, _ := entry.Export().(string); name == "docusaurus-plugin-module-alias" {
			// A plugin that only gives webpack its options' aliases (openfga's
			// `@components`).
			if o, ok := opts.(*goja.Object); ok {
				if a, ok := o.Get("alias").(*goja.Object); ok && only(o, "alias") {
					addAliases(aliases, a)
					takenOver = append(takenOver, "/plugins/"+strconv.FormatInt(i, 10))
				}
			}
			continue
		}
		if name, isStr := entry.Export().(string); isStr {
			// A plugin of the site's own, named by its path ('./plugins/loaders',
			// path.resolve(__dirname, 'plugins/x'), require.resolve('./x')):
			// that module, as Docusaurus loads it (cloudposse's raw loaders)
			entry = localPlugin(rt, name)
		}
		fn, ok := goja.AssertFunction(entry)
		if !ok {
			continue
		}
		plugin, err := fn(goja.Undefined(), ctx, opts)
		if err != nil {
			continue
		}
		p, ok := settled(plugin)
		if !ok {
			continue
		}
		cw, ok := goja.AssertFunction(p.Get("configureWebpack"))
		if !ok {
			continue
		}
		config := rt.ToValue(map[string]any{"resolve": map[string]any{"alias": map[string]any{}}, "module": map[string]any{"rules": []any{}}, "plugins": []any{}})
		utils := rt.ToValue(map[string]any{"getStyleLoaders": func() []any { return nil }, "getJSLoader": func() map[string]any { return map[string]any{} }})
		res, err := cw(p, config, rt.ToValue(false), utils)
		if err != nil {
			continue
		}
		r, ok := settled(res)
		if !ok {
			continue
		}
		rules, allRaw := rawRules(r)
		raw = append(raw, rules...)
		resolve, _ := r.Get("resolve").(*goja.Object)
		alias := (*goja.Object)(nil)
		if resolve != nil {
			alias, _ = resolve.Get("alias").(*goja.Object)
		}
		if only(p, "name", "configureWebpack") && only(r, "resolve", "module") && (resolve == nil || (alias != nil && only(resolve, "alias"))) && allRaw {
			takenOver = append(takenOver, ptr)
		}
		if alias != nil {
			addAliases(aliases, alias)
		}
	}
	if len(aliases) == 0 && len(raw) == 0 {
		return nil
	}
	out = map[string]any{"takenOver": takenOver}
	if len(aliases) > 0 {
		out["aliases"] = aliases
	}
	if len(raw) > 0 {
		out["rawImports"] = raw
	}
	return out
}

// only reports whether o has no keys but these.
func only(o *goja.Object, keys ...string) bool {
	for _, k := range o.Keys() {
		if !slices.Contains(keys, k) {
			return false
		}
	}
	return true
}

// addAliases adds the aliases of a webpack resolve.alias object to a folder of
// the site (or its repository) to aliases, by name.
func addAliases(aliases map[string]any, alias *goja.Object) {
	for _, name := range alias.Keys() {
		target, ok := alias.Get(name).Export().(string)
		if !ok || strings.HasSuffix(name, "$") || strings.HasPrefix(name, ".") || strings.Contains(name, "/") || !strings.HasPrefix(target, "/") {
			continue
		}
		// (the site's folder itself too: ziti's '@openziti' for
		// @openziti/src/components/…)
		aliases[name] = path.Clean(strings.TrimPrefix(target, "/"))
	}
}

// rawRules are the rules of a configureWebpack result's module.rules that load
// a file as its text (type: 'asset/source', or the raw-loader as use or
// loader), as markdown.rawImports entries: {test, query, flags, include}
// (query: the rule's resourceQuery, `/raw/` for `./a.ts?raw`). Only a test
// or query that is a regular expression Go reads the same is kept, and include
// paths in the site (or its repository). all is false when module holds
// anything else (another loader, other options).
func rawRules(r *goja.Object) (rules []any, all bool) {
	m, ok := r.Get("module").(*goja.Object)
	if !ok {
		return nil, true
	}
	list, ok := m.Get("rules").(*goja.Object)
	if !ok || list.ClassName() != "Array" || len(m.Keys()) != 1 {
		return nil, false
	}
	all = true
	n := list.Get("length").ToInteger()
	for i := int64(0); i < n && i < 100; i++ {
		rule, ok := list.Get(strconv.FormatInt(i, 10)).(*goja.Object)
		if !ok || !isRaw(rule) {
			all = false
			continue
		}
		entry := map[string]any{}
		ignoreCase := ""
		for _, key := range [][2]string{{"test", "test"}, {"resourceQuery", "query"}} {
			v := rule.Get(key[0])
			if v == nil || goja.IsUndefined(v) {
				continue
			}
			re, ok := v.(*goja.Object)
			if !ok || re.ClassName() != "RegExp" {
				entry = nil
				break
			}
			src, flags := re.Get("source").String(), re.Get("flags").String()
			i := strconv.FormatBool(strings.Contains(flags, "i"))
			if _, err := regexp.Compile(src); err != nil || strings.Trim(flags, "gimsuy") != "" || strings.ContainsAny(flags, "msuy") || ignoreCase != "" && ignoreCase != i {
				entry = nil // (one flags for both)
				break
			}
			entry[key[1]], ignoreCase = src, i
		}
		if entry != nil && ignoreCase == "true" {
			entry["flags"] = "i"
		}
		if len(entry) == 0 {
			all = false
			continue
		}
		if inc := rule.Get("include"); inc != nil && !goja.IsUndefined(inc) {
			var dirs []any
			for _, d := range strs(inc) {
				if !strings.HasPrefix(d, "/") {
					dirs = nil
					break
				}
				dirs = append(dirs, path.Clean(strings.TrimPrefix(d, "/")))
			}
			if len(dirs) == 0 {
				all = false
				continue
			}
			entry["include"] = dirs
		}
		rules = append(rules, entry)
	}
	return rules, all
}

// isRaw reports whether a webpack rule loads its files as text, and does
// nothing else: type 'asset/source' or the raw-loader (use: 'raw-loader',
// {loader: 'raw-loader'}, or a list of one such).
func isRaw(rule *goja.Object) bool {
	for _, k := range rule.Keys() {
		if !slices.Contains([]string{"test", "resourceQuery", "include", "type", "use", "loader"}, k) {
			return false
		}
	}
	if t := rule.Get("type"); t != nil && !goja.IsUndefined(t) {
		return t.String() == "asset/source" && goja.IsUndefined(orUndefined(rule.Get("use"))) && goja.IsUndefined(orUndefined(rule.Get("loader")))
	}
	loader := rule.Get("loader")
	if u := rule.Get("use"); u != nil && !goja.IsUndefined(u) {
		if o, ok := u.(*goja.Object); ok && o.ClassName() == "Array" {
			if o.Get("length").ToInteger() != 1 {
				return false
			}
			u = o.Get("0")
		}
		if o, ok := u.(*goja.Object); ok {
			u = o.Get("loader")
		}
		loader = u
	}
	return loader != nil && !goja.IsUndefined(loader) && strings.TrimSuffix(loader.String(), "/index.js") == "raw-loader"
}

func orUndefined(v goja.Value) goja.Value {
	if v == nil {
		return goja.Undefined()
	}
	return v
}

// strs is a string, or a list's strings.
func strs(v goja.Value) []string {
	if o, ok := v.(*goja.Object); ok && o.ClassName() == "Array" {
		var out []string
		for _, x := range o.Export().([]any) {
			if s, ok := x.(string); ok {
				out = append(out, s)
			}
		}
		return out
	}
	if s, ok := v.Export().(string); ok {
		return []string{s}
	}
	return nil
}

// settled is a plugin's (or its configureWebpack's) result, once its promise
// is fulfilled (jseval.Settle); ok is false for anything else.
func settled(v goja.Value) (*goja.Object, bool) {
	v, state := jseval.Settle(v)
	o, ok := v.(*goja.Object)
	return o, ok && state == goja.PromiseStateFulfilled
}

// localPlugin is the function a plugin module of the site exports (its
// default export, or module.exports), required from the config; nil for a
// package name or a module that cannot be loaded.
func localPlugin(rt *goja.Runtime, name string) (out goja.Value) {
	defer func() {
		if recover() != nil {
			out = nil
		}
	}()
	if !strings.HasPrefix(name, "./") && !strings.HasPrefix(name, "../") && !strings.HasPrefix(name, "/") {
		return nil
	}
	req, ok := goja.AssertFunction(rt.Get(jseval.RequireName))
	if !ok {
		return nil
	}
	mod, err := req(goja.Undefined(), rt.ToValue(name))
	if err != nil {
		return nil
	}
	if o, ok := mod.(*goja.Object); ok {
		if d := o.Get("default"); d != nil {
			if _, ok := goja.AssertFunction(d); ok {
				return d
			}
		}
	}
	return mod
}
