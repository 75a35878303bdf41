// Package nodemod is what require gives, in contentc's JavaScript (package
// jseval), for Node's built-in modules and the helper packages whose behaviour
// is known: path and url as pure string functions, an fs without a file system
// (its reads are stand-ins, which package docusaurus reports), and Meta's
// internal-docs helpers as a public build sees them, prism-react-renderer's
// themes as objects that carry their names. Config and sidebars files
// get them through package docusaurus (Eval) and SidebarsPackage.
package nodemod

import (
	"fmt"
	"path"
	"slices"
	"strings"

	"github.com/dop251/goja"

	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/jseval"
)

// SelfDefault gives a module object a `default` that is the module itself
// (CommonJS as ES modules see it), not enumerable: a config that puts the
// module into its export (theme: require('prism-react-renderer/themes/github'))
// is then a value, not one that refers to itself.
func SelfDefault(o *goja.Object) {
	o.DefineDataProperty("default", o, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE)
}

// Path is Node's path (POSIX) as pure string functions, for configs that
// write path.resolve(__dirname, './sidebars.js'). __dirname is "/" plus the
// config's folder inside the site, so "/" stands for the site's root and a
// resolved path is read back against it; nothing touches the file system.
func Path(rt *goja.Runtime) goja.Value {
	o := rt.NewObject()
	strs := func(call goja.FunctionCall) []string {
		out := make([]string, len(call.Arguments))
		for i, a := range call.Arguments {
			out[i] = a.String()
		}
		return out
	}
	o.Set("sep", "/")
	o.Set("delimiter", ":")
	o.Set("join", func(call goja.FunctionCall) goja.Value {
		j := path.Join(strs(call)...)
		if j == "" {
			j = "."
		}
		return rt.ToValue(j)
	})
	o.Set("resolve", func(call goja.FunctionCall) goja.Value {
		p := "/"
		for _, s := range strs(call) {
			if strings.HasPrefix(s, "/") {
				p = s
			} else {
				p = path.Join(p, s)
			}
		}
		return rt.ToValue(path.Clean(p))
	})
	o.Set("normalize", func(call goja.FunctionCall) goja.Value { return rt.ToValue(path.Clean(call.Argument(0).String())) })
	o.Set("dirname", func(call goja.FunctionCall) goja.Value { return rt.ToValue(path.Dir(call.Argument(0).String())) })
	o.Set("extname", func(call goja.FunctionCall) goja.Value { return rt.ToValue(path.Ext(call.Argument(0).String())) })
	o.Set("isAbsolute", func(call goja.FunctionCall) goja.Value {
		return rt.ToValue(strings.HasPrefix(call.Argument(0).String(), "/"))
	})
	o.Set("basename", func(call goja.FunctionCall) goja.Value {
		b := path.Base(call.Argument(0).String())
		if ext := call.Argument(1); !goja.IsUndefined(ext) {
			b = strings.TrimSuffix(b, ext.String())
		}
		return rt.ToValue(b)
	})
	o.Set("relative", func(call goja.FunctionCall) goja.Value {
		from := strings.Split(strings.Trim(path.Clean("/"+call.Argument(0).String()), "/"), "/")
		to := strings.Split(strings.Trim(path.Clean("/"+call.Argument(1).String()), "/"), "/")
		i := 0
		for i < len(from) && i < len(to) && from[i] == to[i] && from[i] != "" {
			i++
		}
		var parts []string
		for range from[i:] {
			if from[len(from)-1] != "" {
				parts = append(parts, "..")
			}
		}
		parts = append(parts, to[i:]...)
		return rt.ToValue(strings.Join(parts, "/"))
	})
	o.DefineDataProperty("posix", o, goja.FLAG_TRUE, goja.FLAG_TRUE, goja.FLAG_FALSE)
	SelfDefault(o)
	return o
}

// URL has the url helpers configs written as ES modules use to find their
// folder (fileURLToPath(import.meta.url)); other members are inert.
func URL(rt *goja.Runtime) goja.Value {
	o := rt.NewObject()
	o.Set("fileURLToPath", func(call goja.FunctionCall) goja.Value {
		u := call.Argument(0)
		if goja.IsUndefined(u) || goja.IsNull(u) {
			return rt.ToValue("/docusaurus.config.js")
		}
		return rt.ToValue(strings.TrimPrefix(u.String(), "file://"))
	})
	o.Set("pathToFileURL", func(call goja.FunctionCall) goja.Value {
		return rt.ToValue("file://" + call.Argument(0).String())
	})
	SelfDefault(o)
	return o
}

// FS is require(name) of Node's fs (and fs/promises, node:fs…); false for any
// other name. It is Node's fs for configs and sidebars files: no file system. Every
// read gives an inert value (named members, so that `import * as fs` keeps
// them), and a write does nothing (a config that generates docs as it loads,
// as idb's does, runs on; the docs it would have written are missing, which the
// sidebars that name them report).
// FSReads are fs's functions that read the file system.
var FSReads = []string{"readFileSync", "readdirSync", "statSync", "lstatSync", "realpathSync", "readFile", "readdir", "stat"}

func FS(rt *goja.Runtime, name string) (goja.Value, bool) {
	if n := strings.TrimPrefix(name, "node:"); n != "fs" && n != "fs/promises" {
		return nil, false
	}
	o := rt.NewObject()
	for _, m := range append(FSReads[:len(FSReads):len(FSReads)],
		"writeFileSync", "writeFile", "appendFileSync", "mkdirSync", "mkdir", "copyFileSync", "cpSync", "rmSync", "unlinkSync", "renameSync") {
		o.Set(m, jseval.StandIn(rt, name+"."+m))
	}
	// existsSync: jseval answers it for the files the evaluated file could require.
	o.Set("existsSync", func(goja.FunctionCall) goja.Value { return rt.ToValue(false) })
	// fs.constants.X are numbers Node defines (rnx-kit reads COPYFILE_FICLONE)
	o.Set("constants", map[string]any{"F_OK": 0, "R_OK": 4, "W_OK": 2, "X_OK": 1, "COPYFILE_EXCL": 1, "COPYFILE_FICLONE": 2, "COPYFILE_FICLONE_FORCE": 4})
	// A folder opened to be walked is empty: its readSync gives null
	// at once (apify-docs collects its slugs so).
	o.Set("opendirSync", func(goja.FunctionCall) goja.Value {
		dir := rt.NewObject()
		dir.Set("readSync", func(goja.FunctionCall) goja.Value { return goja.Null() })
		dir.Set("closeSync", func(goja.FunctionCall) goja.Value { return goja.Undefined() })
		dir.Set("path", "")
		return dir
	})
	o.Set("promises", jseval.StandIn(rt, name+".promises"))
	SelfDefault(o)
	return o, true
}

// InternalDocsPackages are the names of Meta's helpers for docs built twice,
// for its intranet and for the public (docusaurus-plugin-internaldocs-fb, and
// its older name internaldocs-fb-helpers); flipper, buck2, relay and other
// Meta sites require them from their sidebars and configs.
var InternalDocsPackages = []string{"docusaurus-plugin-internaldocs-fb/internal", "internaldocs-fb-helpers"}

// internalDocsSource is those helpers as they behave in a public build, which
// is the site a repository's docs make: nothing is internal, fbContent gives
// the external value, fbInternalOnly gives nothing (or its fallback).
const internalDocsSource = `(function () {
  var m = {
    isInternal: function () { return false; },
    fbContent: function (o) { return o && typeof o === 'object' ? o.external : undefined; },
    fbInternalOnly: function (x, fallback) { return fallback !== undefined ? fallback : []; },
    hasEphemeralDiffNumber: function () { return false; },
    getEphemeralDiffNumber: function () { return undefined; },
    FbInternalOnly: function () { return null; },
    OssOnly: function (props) { return props && props.children; },
  };
  Object.defineProperty(m, 'default', { value: m, enumerable: false });
  return m;
})()`

// InternalDocs gives the value of require(name) for the internal-docs helpers
// (InternalDocsPackages) as a public build sees them; false for any other name.
func InternalDocs(rt *goja.Runtime, name string) (goja.Value, bool) {
	for _, n := range InternalDocsPackages {
		if name == n {
			v, err := rt.RunString(internalDocsSource)
			return v, err == nil
		}
	}
	return nil, false
}

// PrismMark is the key Prism puts on each of its themes, their plain object
// and their style entries, naming the theme: what a site's theme spreads or
// changes of one still says which it was (package prismtheme reads it).
const PrismMark = "contentcPrism"

// PrismThemes maps prism-react-renderer's themes to the code themes contentc has.
var PrismThemes = map[string]string{
	"github": "github", "dracula": "dracula", "vsLight": "vs", "vsDark": "github-dark",
	"oneDark": "onedark", "okaidia": "monokai", "gruvboxMaterialDark": "gruvbox",
	"gruvboxMaterialLight": "gruvbox-light", "nightOwl": "tokyonight-night", "nightOwlLight": "tokyonight-day",
}

// prismTokenTypes are the token types prism-react-renderer's themes style.
var prismTokenTypes = []string{"comment", "prolog", "doctype", "cdata", "punctuation", "namespace", "property", "tag",
	"boolean", "number", "constant", "symbol", "deleted", "selector", "attr-name", "string", "char", "builtin",
	"inserted", "operator", "entity", "url", "variable", "atrule", "attr-value", "function", "class-name", "keyword",
	"regex", "important", "changed"}

// prismNames are all of prism-react-renderer's theme names (Prism gives these).
var prismNames = []string{"dracula", "duotoneDark", "duotoneLight", "github", "gruvboxMaterialDark", "gruvboxMaterialLight",
	"jettwaveDark", "jettwaveLight", "nightOwl", "nightOwlLight", "oceanicNext", "okaidia", "oneDark", "oneLight",
	"palenight", "shadesOfPurple", "synthwave84", "ultramin", "vsDark", "vsLight"}

// Prism gives require('prism-react-renderer') and its themes' modules: a theme
// is an object as in the package ({plain, styles}), so that configs that extend
// one still run, and its name rides along as PrismMark (package docusaurus
// maps it to a code theme). false for any other package.
func Prism(rt *goja.Runtime, name string) (goja.Value, bool) {
	if name != "prism-react-renderer" && !strings.HasPrefix(name, "prism-react-renderer/") {
		return nil, false
	}
	theme := func(n string) *goja.Object {
		t := rt.NewObject()
		// the theme's name on its plain object and its entries too, which a
		// site's own theme may take without the theme (jest's
		// Object.assign(themes.github.plain, {…}), [...themes.github.styles, …])
		plain := rt.NewObject()
		plain.Set(PrismMark, n)
		t.Set("plain", plain)
		// A style per token type, as the package's themes have
		// them, so a config that edits one finds it
		// (typegraphql-prisma: vsLight.styles.find(s =>
		// s.types.includes("attr-name")).style.color = …); what it
		// sets is not read (contentc's code themes are its own).
		styles := make([]any, len(prismTokenTypes))
		for i, typ := range prismTokenTypes {
			st := rt.NewObject()
			st.Set("types", rt.NewArray(typ))
			st.Set("style", rt.NewObject())
			st.Set(PrismMark, n)
			styles[i] = st
		}
		t.Set("styles", rt.NewArray(styles...))
		t.Set(PrismMark, n)
		return t
	}
	themes := rt.NewObject()
	for _, n := range prismNames {
		themes.Set(n, theme(n))
	}
	if rest, ok := strings.CutPrefix(name, "prism-react-renderer/themes/"); ok {
		t := theme(strings.TrimSuffix(rest, "/index.js"))
		SelfDefault(t)
		return t, true
	}
	o := rt.NewObject()
	o.Set("themes", themes)
	SelfDefault(o)
	return o, true
}

// SidebarsPackage gives require(name) in a sidebars file: the few packages
// whose behaviour is known and pure, Node's path and url (path.resolve(__dirname,
// …) in a sidebars file that never reads the result) and Meta's internal-docs
// helpers; false for any other (a sidebars file cannot load packages).
func SidebarsPackage(rt *goja.Runtime, name string) (goja.Value, bool) {
	if v, ok := InternalDocs(rt, name); ok {
		return v, true
	}
	if v, ok := FS(rt, name); ok {
		return v, true // reads give inert values (load turns them into empty lists)
	}
	switch strings.TrimPrefix(name, "node:") {
	case "path", "path/posix":
		return Path(rt), true
	case "url":
		return URL(rt), true
	}
	return nil, false
}

// FSReadWarnings are the docusaurus-config warnings for the file system reads a
// config or sidebars file made (fs.readdirSync, fs.readFileSync…), each where it
// was made: there is no file system, so they read nothing, and what the file
// builds from them (rsksmart's devportal: every sidebar and its navbar items,
// from folders listed with fs.readdirSync) is missing. A read whose value is in
// the exported value is reported there instead (Result.Inert).
func FSReadWarnings(res *jseval.Result) []diag.Diagnostic {
	var ds []diag.Diagnostic
	landed := map[string]bool{}
	for _, name := range res.InertNames {
		landed[name] = true
	}
	for _, call := range res.StandInCalls {
		if call.Name == "fetch" && !landed[call.Name] {
			ds = append(ds, diag.Diagnostic{Severity: diag.Warning, ID: diag.DocusaurusConfig, File: call.File, Line: call.Line, Column: call.Column,
				Message: "fetch gets nothing: contentc runs config and sidebars files without a network, so what the file builds from what it fetches (navbar items, a list) is missing; write it out in the file"})
			continue
		}
		mod, fn, _ := strings.Cut(call.Name, ".")
		if m := strings.TrimPrefix(mod, "node:"); (m != "fs" && m != "fs/promises") || !slices.Contains(FSReads, fn) || landed[call.Name] {
			continue
		}
		ds = append(ds, diag.Diagnostic{Severity: diag.Warning, ID: diag.DocusaurusConfig, File: call.File, Line: call.Line, Column: call.Column,
			Message: fmt.Sprintf("%s reads nothing: contentc runs config and sidebars files without a file system, so what the file builds from it (a sidebar, navbar items, a list) is missing; write it out in the file, or use an autogenerated sidebar", call.Name)})
	}
	return ds
}
