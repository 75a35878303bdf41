// Package webpackalias reads the import aliases a Docusaurus config's own
// plugins give webpack (configureWebpack's resolve.alias), by calling each
// plugin in the config's JavaScript engine as Docusaurus would: docs that
// import `@components/Card` resolve through them (markdown.aliases).
package webpackalias

import (
	"path"
	"slices"
	"strconv"
	"strings"

	"github.com/dop251/goja"
)

// Read reads the import aliases a config's own plugins give webpack
// (a plugin function whose configureWebpack returns {resolve: {alias:
// {'@components': path.resolve(__dirname, 'src/components')}}}: dagger's and
// docs.nervos.org's docs import partials and components so): each plugin
// function of the exported config is called as Docusaurus calls it, then its
// configureWebpack, in the engine, within the evaluation's time limit. Aliases
// to a folder of the site (or its repository, "../…") are kept, by name; an
// exact-match alias (`name$`) or one to a package is not. Anything that throws
// or is not as expected gives nothing. "takenOver" lists the pointers of the
// plugins that do nothing else (a name and aliases), which need no warning.
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
		fn, ok := goja.AssertFunction(entry)
		if !ok {
			continue
		}
		plugin, err := fn(goja.Undefined(), ctx, opts)
		if err != nil {
			continue
		}
		p, ok := settled(plugin).(*goja.Object)
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
		r, ok := settled(res).(*goja.Object)
		if !ok {
			continue
		}
		resolve, ok := r.Get("resolve").(*goja.Object)
		if !ok {
			continue
		}
		alias, ok := resolve.Get("alias").(*goja.Object)
		if !ok {
			continue
		}
		only := func(o *goja.Object, keys ...string) bool {
			for _, k := range o.Keys() {
				if !slices.Contains(keys, k) {
					return false
				}
			}
			return true
		}
		if only(p, "name", "configureWebpack") && only(r, "resolve") && only(resolve, "alias") {
			takenOver = append(takenOver, ptr)
		}
		for _, name := range alias.Keys() {
			target, ok := alias.Get(name).Export().(string)
			if !ok || strings.HasSuffix(name, "$") || strings.HasPrefix(name, ".") || strings.Contains(name, "/") || !strings.HasPrefix(target, "/") {
				continue
			}
			rel := path.Clean(strings.TrimPrefix(target, "/"))
			if rel == "." {
				continue
			}
			aliases[name] = rel
		}
	}
	if len(aliases) == 0 {
		return nil
	}
	return map[string]any{"aliases": aliases, "takenOver": takenOver}
}

// settled is a promise's value when it is fulfilled, else the value itself.
func settled(v goja.Value) goja.Value {
	if o, ok := v.(*goja.Object); ok {
		if p, ok := o.Export().(*goja.Promise); ok {
			if p.State() == goja.PromiseStateFulfilled {
				return p.Result()
			}
			return nil
		}
	}
	return v
}
