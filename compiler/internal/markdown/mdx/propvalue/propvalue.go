// Package propvalue reads a site component's prop value with what the document
// imports, which a literal alone cannot name: the imported images and required
// files inside its objects and lists as their URLs, and the imported components
// it names, a site component file's or a package's export (lucide-react's
// icons), as {"$component": …} references that the island runtime passes, at
// any depth of the value (mlflow's `features={[{icon: Zap, title: …}]}`).
// Package components calls it for every prop of a site component; assemble
// lists the files the references name (Modules).
package propvalue

import (
	"maps"
	"strings"

	"github.com/contentc/contentc/compiler/internal/markdown/mdx/esm"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/jsx"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/mdxast"
)

// Key is the one key of a component reference: {"$component": {"module",
// "export", "name"}} for a site component file (module relative to the
// content root), {"$component": {"package", "export", "name"}} for a
// package's export, which the web does not bundle.
const Key = "$component"

// assetMark starts the stand-in of an imported asset's value while a prop is
// read again.
const assetMark = "\uE002asset:"

// Read is the value of a's expression read again with the imports it names
// in place of their values: an imported asset (`import qr from
// '@site/static/img/qr.jpg'`) inside its objects and lists gets its URL
// (link), and so does a file it requires (`{icon: require('./x.png').default}`),
// marked so that a string written as it is stays as written; an imported
// component whose value is no data (a function) is its reference, where it
// stands (`icon={Star}`, `[{icon: Zap}]`). The value as parsed before
// (a.Value, a.Literal) when it names none of these, or is no literal even so.
func Read(a *jsx.Attr, st *mdxast.State, link func(string) string) (any, bool) {
	var consts map[string]any
	// (a copy to change: a map even where the document has no constants)
	clone := func() map[string]any { return maps.Collect(maps.All(st.Consts)) }
	if strings.Contains(a.Expr, "require(") {
		consts = clone()
		consts[jsx.RequireHook] = func(spec string) (string, bool) {
			u, ok := mdxast.URLExpression("require('"+spec+"').default", st)
			return assetMark + u, ok && !strings.Contains(spec, "'")
		}
	}
	for name, imp := range st.Imports {
		if !strings.Contains(a.Expr, name) {
			continue
		}
		s, isStr := st.Consts[name].(string)
		asset := imp.Export == "default" && esm.IsAssetSpec(imp.Source) && isStr
		ref, isRef := componentRef(name, imp, st)
		if !asset && !isRef {
			continue
		}
		if consts == nil {
			consts = clone()
		}
		if asset {
			consts[name] = assetMark + s
		} else {
			v, had := st.Consts[name]
			consts[name] = orRef(v, had, ref)
		}
	}
	if consts == nil {
		return a.Value, a.Literal
	}
	v, ok, _ := jsx.ParseAttrValue(a.Expr, consts)
	if !ok {
		return a.Value, a.Literal
	}
	// (a copy: lists and objects may be constants' values, used elsewhere
	// too, and a reference may stand in several places)
	var walk func(v any) any
	walk = func(v any) any {
		switch x := v.(type) {
		case string:
			if spec, ok := strings.CutPrefix(x, assetMark); ok && !strings.Contains(spec, assetMark) {
				return link(spec)
			}
			return strings.ReplaceAll(x, assetMark, "") // joined with other text: as written
		case []any:
			out := make([]any, len(x))
			for i := range x {
				out[i] = walk(x[i])
			}
			return out
		case map[string]any:
			out := make(map[string]any, len(x))
			for k := range x {
				out[k] = walk(x[k])
			}
			return out
		}
		return v
	}
	return walk(v), true
}

// componentRef is the reference an imported name passes as a component: a
// site component file the document imports (resolved), or a package's export
// (`import {Zap} from 'lucide-react'`, or its default export); false for
// anything else (a namespace import of a package, Docusaurus's modules, which
// the web's shims stand for, a data file).
func componentRef(name string, imp *mdxast.Import, st *mdxast.State) (map[string]any, bool) {
	switch {
	case esm.ClassifyImport(imp.Source) == esm.ImportComponent:
		if st.ResolveComponent == nil {
			return nil, false
		}
		mod, ok := st.ResolveComponent(imp.Source)
		return map[string]any{Key: map[string]any{"module": mod, "export": imp.Export, "name": name}}, ok
	case imp.Export != "*" && IsPackage(imp.Source):
		return map[string]any{Key: map[string]any{"package": imp.Source, "export": imp.Export, "name": name}}, true
	}
	return nil, false
}

// orRef is an imported name's value for Read: its value (v, when had) where
// that is data, else (a function, which a module's evaluation gives as null,
// or a module that cannot be evaluated) the reference; worked out when the
// expression reads the name, and a call of the module's function stays one.
func orRef(v any, had bool, ref map[string]any) any {
	b, isBinding := v.(jsx.Binding)
	if isBinding {
		v = b.Value
	}
	value := jsx.Lazy(func() (any, bool) {
		x, ok := v, had
		if l, lazy := v.(jsx.Lazy); lazy && ok {
			x, ok = l()
		}
		if ok && x != nil {
			return x, true
		}
		return ref, true
	})
	if isBinding {
		b.Value = value
		return b
	}
	return value
}

// IsPackage reports whether an import specifier names an npm package's module
// (`lucide-react`, `@mui/icons-material/Star`), not a file of the site, a
// loader's request or one of Docusaurus's modules (@docusaurus/…, @theme/…,
// which the web's shims stand for).
func IsPackage(spec string) bool {
	name := spec
	if strings.HasPrefix(spec, "@") {
		scope, rest, ok := strings.Cut(spec[1:], "/")
		if !ok || scope == "" || scope == "site" || scope == "docusaurus" || scope == "generated" || scope == "theme" || scope == "theme-original" || scope == "theme-init" {
			return false
		}
		name = rest
	}
	return name != "" && packageStart(name[0]) && !strings.ContainsAny(spec, "!?:\\") && !esm.IsResource(spec)
}

// packageStart reports whether c may start an npm package's name.
func packageStart(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// Modules calls f with the file of each site component reference in v, at any
// depth (a prop's value: graph.json's siteComponents lists them).
func Modules(v any, f func(module string)) {
	switch x := v.(type) {
	case []any:
		for _, e := range x {
			Modules(e, f)
		}
	case map[string]any:
		if ref, ok := x[Key].(map[string]any); ok {
			if mod, ok := ref["module"].(string); ok {
				f(mod)
			}
		}
		for _, e := range x {
			Modules(e, f)
		}
	}
}
