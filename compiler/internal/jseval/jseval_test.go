package jseval

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/contentc/contentc/compiler/internal/diag"

	"github.com/dop251/goja"
)

func write(t *testing.T, files map[string]string) string {
	t.Helper()
	root := t.TempDir()
	for name, body := range files {
		p := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

func asJSON(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

const want = `{"docs":{"Intro":["a","b"]}}`

// Every form Docusaurus accepts for a sidebars file gives the same value.
func TestSidebarsForms(t *testing.T) {
	cases := map[string]map[string]string{
		"module.exports": {"sidebars.js": "module.exports = { docs: { Intro: ['a', 'b'] } };\n"},
		"cjs":            {"sidebars.cjs": "const s = { docs: { Intro: ['a', 'b'] } };\nmodule.exports = s;\n"},
		"esm default":    {"sidebars.mjs": "export default { docs: { Intro: ['a', 'b'] } };\n"},
		"ts satisfies": {"sidebars.ts": `import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
const sidebars = {
  docs: { Intro: ['a', 'b'] as string[] },
} satisfies SidebarsConfig;
export default sidebars;
`},
		"ts typed const": {"sidebars.ts": `import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
interface Extra { x?: number }
const sidebars: SidebarsConfig = { docs: { Intro: ['a', 'b'] } };
export default sidebars;
`},
		"require json": {
			"sidebars.js":      "const intro = require('./parts/intro.json');\nmodule.exports = { docs: { Intro: intro } };\n",
			"parts/intro.json": `["a", "b"]`,
		},
		"import js": {
			"sidebars.ts":    "import intro from './parts/intro';\nimport {second} from './parts/more.js';\nexport default { docs: { Intro: [intro, second] } };\n",
			"parts/intro.ts": "const a: string = 'a';\nexport default a;\n",
			"parts/more.js":  "exports.second = 'b';\n",
		},
		// a byte order mark, which Node strips (certimate's config imports
		// a JSON file saved with one: the whole site failed)
		"require json with a BOM": {
			"sidebars.js":      "\ufeffconst intro = require('./parts/intro.json');\nmodule.exports = { docs: { Intro: intro } };\n",
			"parts/intro.json": "\ufeff[\"a\", \"b\"]",
		},
		"computed": {"sidebars.js": "const ids = ['a', 'b'].map((x) => x);\nmodule.exports = { docs: { ['In' + 'tro']: ids } };\n"},
	}
	for name, files := range cases {
		t.Run(name, func(t *testing.T) {
			root := write(t, files)
			var file string
			for f := range files {
				if strings.HasPrefix(f, "sidebars.") {
					file = f
				}
			}
			res, d := Eval(Options{Root: root, File: file})
			if d != nil {
				t.Fatalf("error: %s", d)
			}
			if got := asJSON(t, res.Doc.Value); got != want {
				t.Fatalf("got %s, want %s", got, want)
			}
			if order := res.Doc.Order[""]; len(order) != 1 || order[0] != "docs" {
				t.Fatalf("order %v", order)
			}
		})
	}
}

func TestKeyOrderAndPositions(t *testing.T) {
	root := write(t, map[string]string{"sidebars.js": "module.exports = {\n  zeta: ['z'],\n  alpha: [\n    'first',\n    {type: 'doc', id: 'second'},\n  ],\n};\n"})
	res, d := Eval(Options{Root: root, File: "sidebars.js"})
	if d != nil {
		t.Fatal(d)
	}
	if got := strings.Join(res.Doc.Order[""], ","); got != "zeta,alpha" {
		t.Fatalf("order %s", got)
	}
	if p := res.Doc.At("/alpha/0"); p.Line != 4 || p.Column != 5 {
		t.Fatalf("position of 'first': %+v", p)
	}
	if p := res.Doc.At("/alpha/1/id"); p.Line != 5 || p.Column != 23 {
		t.Fatalf("position of 'second': %+v", p)
	}
}

func TestErrorsHavePositions(t *testing.T) {
	cases := []struct {
		name, file, src string
		id              diag.Code
		at, msg         string
	}{
		{"syntax", "sidebars.js", "module.exports = {\n  docs: ['a',,, }\n", IDSyntax, "sidebars.js:2:", "invalid JavaScript"},
		{"ts syntax", "sidebars.ts", "const x: = 1;\n", IDSyntax, "sidebars.ts:1:", "invalid JavaScript"},
		{"throws", "sidebars.js", "const a = 1;\n\nthrow new Error('no sidebars today');\n", IDError, "sidebars.js:3:", "Error: no sidebars today"},
		{"throws in ts", "sidebars.ts", "type T = {a: string};\ninterface U { b: number }\nfunction f(x: T): never {\n  throw new TypeError('bad ' + x.a);\n}\nexport default f({a: 'x'});\n", IDError, "sidebars.ts:4:", "TypeError: bad x"},
		{"package", "sidebars.js", "const fs = require('fs');\nmodule.exports = {docs: [fs.readFileSync('/etc/passwd', 'utf8')]};\n", IDError, "sidebars.js:1:", `require("fs"): packages cannot be loaded`},
		{"import package", "sidebars.mjs", "import http from 'node:http';\nexport default {docs: []};\n", IDError, "sidebars.mjs:1:", `require("node:http")`},
		{"outside root", "sidebars.js", "module.exports = require('../../etc/passwd');\n", IDError, "sidebars.js:1:", "no such file inside the content root"},
		{"absolute", "sidebars.js", "module.exports = require('/etc/passwd');\n", IDError, "sidebars.js:1:", "no such file inside the content root"},
		{"loop", "sidebars.js", "let i = 0;\nwhile (true) { i++; }\nmodule.exports = {};\n", IDError, "sidebars.js:2:", "did not finish within"},
		{"memory", "sidebars.js", "let s = 'x';\nconst a = [];\nwhile (true) { s = s + s; a.push(s.length); }\n", IDError, "sidebars.js:3:1", "allocated more than"},
		{"throwing getter", "sidebars.js", "module.exports = {\n  get docs() { throw new Error('no getter today'); },\n};\n", IDError, "sidebars.js:2:", "no getter today"},
		{"looping getter", "sidebars.js", "module.exports = {\n  get docs() { for (;;) {} },\n};\n", IDError, "sidebars.js:2:1", "did not finish within"},
		{"recursion", "sidebars.js", "function f() { return f() + 1; }\nmodule.exports = {docs: [f()]};\n", IDError, "sidebars.js:1:", "endless recursion"},
		{"network", "sidebars.js", "module.exports = {docs: [new WebSocket('wss://example.com')]};\n", IDError, "sidebars.js:1:", "ReferenceError: WebSocket is not defined"},
		{"nothing", "sidebars.js", "const x = 1;\n", IDError, "sidebars.js:1:1", "exports nothing"},
		{"self reference", "sidebars.js", "const s = {docs: []};\ns.docs.push(s);\nmodule.exports = s;\n", IDError, "sidebars.js:1:1", "refers to itself"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			root := write(t, map[string]string{tc.file: tc.src})
			start := time.Now()
			timeout := 300 * time.Millisecond
			opts := Options{Root: root, File: tc.file}
			if tc.name == "memory" {
				// stopped by the memory bound, not the clock: a bound of 32 MiB
				// (MaxHeapGrowth's 512 took more than 20 s under load)
				timeout, opts.MaxHeapGrowth = 20*time.Second, 32<<20
			}
			opts.Timeout = timeout
			_, d := Eval(opts)
			// Bounded, not timed.
			if time.Since(start) > 5*time.Second+timeout {
				t.Fatalf("took %s", time.Since(start))
			}
			if d == nil {
				t.Fatal("no error")
			}
			s := d.String()
			if d.ID != tc.id || !strings.Contains(s, tc.at) || !strings.Contains(s, tc.msg) {
				t.Fatalf("got %s; want id %s at %s with %q", s, tc.id, tc.at, tc.msg)
			}
		})
	}
}

func TestThrowInRequiredFileIsReportedThere(t *testing.T) {
	root := write(t, map[string]string{
		"sidebars.js": "module.exports = require('./lib/part');\n",
		"lib/part.ts": "const x: number = 1;\nthrow new Error('broken part');\n",
	})
	_, d := Eval(Options{Root: root, File: "sidebars.js"})
	if d == nil || !strings.HasPrefix(d.String(), "lib/part.ts:2:") || !strings.Contains(d.Message, "broken part") {
		t.Fatalf("got %v", d)
	}
}

// A file that throws after using a package's stand-in says so in a note: the
// stand-in's values are no real ones (trpc's config validates its environment
// with zod, and its own check then throws).
func TestThrowAfterStandIns(t *testing.T) {
	root := write(t, map[string]string{"docusaurus.config.js": `const { z } = require('zod');
const env = z.object({ MODE: z.enum(['a', 'b']).default('a') }).parse(process.env);
if (env.MODE !== 'a' && env.MODE !== 'b') throw new Error("Can't happen");
module.exports = { title: 'T' };
`})
	standIn := func(rt *goja.Runtime, name string) (goja.Value, bool) { return StandIn(rt, name), true }
	_, d := Eval(Options{Root: root, File: "docusaurus.config.js", Package: standIn})
	if d == nil || !strings.HasPrefix(d.String(), "docusaurus.config.js:3:") || !strings.Contains(d.Message, "threw Error: Can't happen") ||
		len(d.Notes) != 1 || !strings.Contains(d.Notes[0], "stand-ins of what contentc does not run (zod)") {
		t.Fatalf("got %v", d)
	}
	// without stand-ins, no note
	root = write(t, map[string]string{"docusaurus.config.js": "throw new Error('plain');\n"})
	if _, d = Eval(Options{Root: root, File: "docusaurus.config.js", Package: standIn}); d == nil || len(d.Notes) != 0 {
		t.Fatalf("got %v", d)
	}
}

func TestConfigFunctionPackagesAndFuncs(t *testing.T) {
	root := write(t, map[string]string{"docusaurus.config.ts": `import {themes as prismThemes} from 'prism-react-renderer';
import type {Config} from '@docusaurus/types';
export default async function createConfig(): Promise<Config> {
  const remark = (await import('remark-x')).default;
  return {
    title: 'Site',
    light: prismThemes.github,
    sidebarPath: require.resolve('./sidebars.js'),
    plugins: [remark],
    editUrl: ({docPath}) => 'https://x/' + docPath,
  };
}
`})
	res, d := Eval(Options{Root: root, File: "docusaurus.config.ts", CallExport: true,
		Package: func(rt *goja.Runtime, name string) (goja.Value, bool) {
			if name == "prism-react-renderer" {
				return rt.ToValue(map[string]any{"themes": map[string]any{"github": "github"}}), true
			}
			o := rt.NewObject()
			MarkInert(rt, o, name)
			return o, true
		}})
	if d != nil {
		t.Fatal(d)
	}
	m := res.Doc.Value.(map[string]any)
	if m["title"] != "Site" || m["light"] != "github" || m["sidebarPath"] != "/sidebars.js" {
		t.Fatalf("got %s", asJSON(t, m))
	}
	if strings.Join(res.Funcs, ",") != "/editUrl" {
		t.Fatalf("funcs %v", res.Funcs)
	}
	if len(res.Inert) != 1 || !strings.HasPrefix(res.Inert[0], "/plugins/0") {
		t.Fatalf("inert %v", res.Inert)
	}
}

// An ES module config gets its require from Node's createRequire: it is this
// engine's own (JSON and local files inside the root), so require.resolve of the
// sidebars file and a required JSON file work as under Node.
func TestCreateRequire(t *testing.T) {
	root := write(t, map[string]string{
		"docusaurus.config.mjs": `import { createRequire } from "node:module";
import mod from "module";
const require = createRequire(import.meta.url);
const versions = require("./versions.json");
export default {
  sidebarPath: require.resolve("./sidebars.js"),
  versions,
  same: mod.createRequire(import.meta.url)("./versions.json") === versions,
};
`,
		"versions.json": `["2.0", "1.0"]`,
		"sidebars.js":   `module.exports = {};`,
	})
	res, d := Eval(Options{Root: root, File: "docusaurus.config.mjs"})
	if d != nil {
		t.Fatal(d)
	}
	if got := asJSON(t, res.Doc.Value); got != `{"same":true,"sidebarPath":"/sidebars.js","versions":["2.0","1.0"]}` {
		t.Fatalf("got %s", got)
	}
}

// An ES module config may declare its own __dirname and __filename (Node's ES
// modules have none), as configs written for ESM do.
func TestOwnDirname(t *testing.T) {
	root := write(t, map[string]string{"docusaurus.config.mjs": `import path from 'path';
import {fileURLToPath} from 'url';
const __filename = fileURLToPath(import.meta.url);
const __dirname = path.dirname(__filename);
export default {dir: __dirname, file: __filename};
`})
	res, d := Eval(Options{Root: root, File: "docusaurus.config.mjs", Package: func(rt *goja.Runtime, name string) (goja.Value, bool) {
		o := rt.NewObject()
		switch name {
		case "path":
			o.Set("dirname", func(c goja.FunctionCall) goja.Value {
				return rt.ToValue(filepath.ToSlash(filepath.Dir(c.Argument(0).String())))
			})
		case "url":
			o.Set("fileURLToPath", func(c goja.FunctionCall) goja.Value {
				return rt.ToValue(strings.TrimPrefix(c.Argument(0).String(), "file://"))
			})
		}
		o.Set("default", o)
		return o, true
	}})
	if d != nil {
		t.Fatal(d)
	}
	if got := asJSON(t, res.Doc.Value); got != `{"dir":"/","file":"/docusaurus.config.mjs"}` {
		t.Fatalf("got %s", got)
	}
}

// require of an ES module gives its exports with its default export's names
// readable on them, as jiti (Docusaurus's loader) gives them: ory/docs's
// sidebars spread require('./typedoc-sidebar.ts').items.
func TestRequireESModuleDefault(t *testing.T) {
	root := write(t, map[string]string{
		"sidebars.ts": `export default {docs: [...require('./ref/typedoc-sidebar.ts').items, 'last'],
  named: require('./ref/typedoc-sidebar.ts').extra, again: require('./ref/typedoc-sidebar.ts').default.items.length};`,
		"ref/typedoc-sidebar.ts": "const s = {items: ['a', 'b']};\nexport const extra = 'x';\nexport default s;\n",
	})
	res, d := Eval(Options{Root: root, File: "sidebars.ts"})
	if d != nil {
		t.Fatal(d)
	}
	if got := asJSON(t, res.Doc.Value); got != `{"again":2,"docs":["a","b","last"],"named":"x"}` {
		t.Fatalf("got %s", got)
	}
}

// A default export that is a list spreads from require, as jiti's interop
// gives it (the sidebar docusaurus-openapi-docs generates, `export default
// sidebar.apisidebar`, spread by biel-docs' sidebars.js), and its length and
// items read through; .default is still the list.
func TestRequireESModuleDefaultList(t *testing.T) {
	root := write(t, map[string]string{
		"sidebars.js":         "const api = require('./docs/api/sidebar');\nmodule.exports = {api: [...api, 'intro'], n: api.length, first: api[0].id, same: api.default === require('./docs/api/sidebar').default};\n",
		"docs/api/sidebar.ts": "const sidebar = {apisidebar: [{type: 'doc', id: 'api/get'}]};\nexport default sidebar.apisidebar;\n",
	})
	res, d := Eval(Options{Root: root, File: "sidebars.js"})
	if d != nil {
		t.Fatal(d)
	}
	if got := asJSON(t, res.Doc.Value); got != `{"api":[{"id":"api/get","type":"doc"},"intro"],"first":"api/get","n":1,"same":true}` {
		t.Fatalf("got %s", got)
	}
}

// An ES module imported by its default from an ES module config is its default
// export (jest's docusaurus.config.mjs: `import i18n from './i18n.mjs'`), in
// the exported value and in the config's own code.
func TestImportESModuleDefaultFromESModule(t *testing.T) {
	root := write(t, map[string]string{
		"docusaurus.config.mjs": "import i18n from './i18n.mjs';\nexport default {i18n, n: i18n.locales.length};\n",
		"i18n.mjs":              "export default {defaultLocale: 'en', locales: ['en', 'fr']};\n",
	})
	res, d := Eval(Options{Root: root, File: "docusaurus.config.mjs"})
	if d != nil {
		t.Fatal(d)
	}
	if got := asJSON(t, res.Doc.Value); got != `{"i18n":{"defaultLocale":"en","locales":["en","fr"]},"n":2}` {
		t.Fatalf("got %s", got)
	}
}

// A file that starts with a hashbang, as a script Node runs directly does
// (gofiber's docs: the config requires ./scripts/generate-catalogs.js), is read
// as Node reads it, and a later error keeps its line.
func TestHashbang(t *testing.T) {
	root := write(t, map[string]string{
		"sidebars.js":     "#!/usr/bin/env node\nmodule.exports = require('./scripts/gen.js');\n",
		"scripts/gen.js":  "#!/usr/bin/env node\n'use strict';\nmodule.exports = {docs: ['a', 'b']};\n",
		"sidebars-bad.js": "#!/usr/bin/env node\nconst a = 1;\nthrow new Error('late');\n",
	})
	res, d := Eval(Options{Root: root, File: "sidebars.js"})
	if d != nil {
		t.Fatal(d)
	}
	if got := asJSON(t, res.Doc.Value); got != `{"docs":["a","b"]}` {
		t.Fatalf("got %s", got)
	}
	_, d = Eval(Options{Root: root, File: "sidebars-bad.js"})
	if d == nil || !strings.HasPrefix(d.String(), "sidebars-bad.js:3:") || !strings.Contains(d.Message, "late") {
		t.Fatalf("got %v", d)
	}
}

// Intl, as configs use it for their locales' labels and directions (Outline's
// localeConfigs): language names from CLDR, directions as Docusaurus has them.
func TestIntl(t *testing.T) {
	root := write(t, map[string]string{"docusaurus.config.js": `
const locales = ['en', 'fr', 'ar'];
module.exports = Object.fromEntries(locales.map((l) => [l, {
  label: new Intl.DisplayNames([l], {type: 'language'}).of(l),
  direction: new Intl.Locale(l).textInfo.direction,
  region: new Intl.DisplayNames(['en'], {type: 'region'}).of('FR'),
}]));
`})
	res, d := Eval(Options{Root: root, File: "docusaurus.config.js"})
	if d != nil {
		t.Fatalf("error: %s", d)
	}
	got := asJSON(t, res.Doc.Value)
	want := `{"ar":{"direction":"rtl","label":"العربية","region":"France"},"en":{"direction":"ltr","label":"English","region":"France"},"fr":{"direction":"ltr","label":"français","region":"France"}}`
	if got != want {
		t.Errorf("got %s\nwant %s", got, want)
	}
}

// A module a config requires may use Node's web platform globals when it
// loads (MetaMask's src/lib/constants runs `new Headers()` at its top level:
// the whole site failed with "Headers is not defined").
func TestWebGlobals(t *testing.T) {
	root := write(t, map[string]string{
		"docusaurus.config.js": "const {API} = require('./src/lib/constants');\nmodule.exports = {title: API.title, tagline: typeof Buffer + ' ' + typeof TextEncoder + ' ' + new URL('https://e.org/?v=2').searchParams.get('v')};\n",
		"src/lib/constants.js": "const headers = new Headers();\nheaders.append('Content-Type', 'application/json');\nexports.API = {title: headers.get('content-type'), q: new URLSearchParams({a: 1}).toString()};\n",
	})
	res, d := Eval(Options{Root: root, File: "docusaurus.config.js"})
	if d != nil {
		t.Fatalf("error: %s", d)
	}
	if got := asJSON(t, res.Doc.Value); got != `{"tagline":"function function 2","title":"application/json"}` {
		t.Errorf("got %s", got)
	}
}

// A file may require a file of the repository that holds the root, outside
// the root (a monorepo's shared config: moonrepo's `require('../tailwind.config')`,
// caprover's `require('../content/locales.json')`); each such file is told to
// NoteRepoFile; a file above the repository is not read, and a missing one is
// not noted.
func TestRequireFromTheRepository(t *testing.T) {
	top := write(t, map[string]string{
		"secret.json":               "{\"s\": 1}",
		"repo/shared.config.js":     "module.exports = { theme: { colors: { red: '#f00' } } };\n",
		"repo/content/locales.json": "[{\"code\": \"en\"}, {\"code\": \"fr\"}]",
		"repo/site/docusaurus.config.js": "const shared = require('../shared.config');\nconst locales = require('../content/locales.json');\n" +
			"let above = 'unread'; try { require('../../secret.json'); above = 'read'; } catch (e) {}\n" +
			"let missing = 'absent'; try { require('../nothing.json'); missing = 'found'; } catch (e) {}\n" +
			"module.exports = { ...shared, red: shared.theme.colors.red, locales: locales.map((l) => l.code), above, missing };\n",
	})
	repo, root := filepath.Join(top, "repo"), filepath.Join(top, "repo", "site")
	noted := map[string]bool{}
	res, d := Eval(Options{Root: root, File: "docusaurus.config.js", Repo: repo, NoteRepoFile: func(p string) { noted[p] = true }})
	if d != nil {
		t.Fatal(d)
	}
	if got, want := asJSON(t, res.Doc.Value), `{"above":"unread","locales":["en","fr"],"missing":"absent","red":"#f00","theme":{"colors":{"red":"#f00"}}}`; got != want {
		t.Errorf("got %s\nwant %s", got, want)
	}
	if want := map[string]bool{filepath.Join(repo, "shared.config.js"): true, filepath.Join(repo, "content", "locales.json"): true}; !reflect.DeepEqual(noted, want) {
		t.Errorf("noted %v, want %v", noted, want)
	}
	// Without Repo, nothing outside the root is read.
	if _, d := Eval(Options{Root: root, File: "docusaurus.config.js"}); d == nil || !strings.Contains(d.Message, "no such file inside the content root") {
		t.Errorf("without Repo: %v", d)
	}
}

// fs.existsSync tells whether a file the evaluated file could require is
// there ("/" and "./" are the root), also in the repository; nothing above it
// (kusionstack's config requires ./docs_versions.json when it exists).
func TestExistsSync(t *testing.T) {
	top := write(t, map[string]string{
		"secret.json":             "{}",
		"repo/shared.json":        "{}",
		"repo/site/versions.json": "[]",
		"repo/site/docusaurus.config.js": "const fs = require('fs');\nmodule.exports = [fs.existsSync('./versions.json'), fs.existsSync('/versions.json'), fs.existsSync('versions.json'),\n" +
			"  fs.existsSync('./nothing.json'), fs.existsSync('../shared.json'), fs.existsSync('../../secret.json')];\n",
	})
	pkg := func(rt *goja.Runtime, name string) (goja.Value, bool) {
		if name == "fs" {
			return rt.NewObject(), true
		}
		return nil, false
	}
	res, d := Eval(Options{Root: filepath.Join(top, "repo", "site"), File: "docusaurus.config.js", Repo: filepath.Join(top, "repo"), Package: pkg})
	if d != nil {
		t.Fatal(d)
	}
	if got, want := asJSON(t, res.Doc.Value), `[true,true,true,false,true,false]`; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}

// A hole in an array (`[ , 'a']`) is nothing, as Docusaurus's flatMap over
// sidebar items skips it (WalletConnect's sidebars); undefined written out is
// an item (null), and positions follow the items that are there.
func TestArrayHoles(t *testing.T) {
	root := write(t, map[string]string{"sidebars.js": "module.exports = {s: [\n  ,\n  'a',\n  ,\n  'b',\n  undefined,\n]};\n"})
	res, d := Eval(Options{Root: root, File: "sidebars.js"})
	if d != nil {
		t.Fatal(d)
	}
	if got := asJSON(t, res.Doc.Value); got != `{"s":["a","b",null]}` {
		t.Errorf("got %s", got)
	}
	if p := res.Doc.Values["/s/1"]; p.Line != 5 {
		t.Errorf("position of b: %+v", p)
	}
}

// A value written as no literal of its own is placed where its key or the
// first literal inside it is written (electron's plugins, each
// path.resolve(__dirname, './src/plugins/…'), all took the position of
// `plugins`); under a declared name too.
func TestComputedValuePositions(t *testing.T) {
	root := write(t, map[string]string{"docusaurus.config.js": "const join = (a, b) => a + b.slice(1);\nconst name = 'T';\nconst config = {\n  title: `${name} docs`,\n  plugins: [\n    'a',\n    join('/x', './src/b'),\n  ],\n};\nmodule.exports = config;\n"})
	res, d := Eval(Options{Root: root, File: "docusaurus.config.js"})
	if d != nil {
		t.Fatal(d)
	}
	if got := asJSON(t, res.Doc.Value); got != `{"plugins":["a","/x/src/b"],"title":"T docs"}` {
		t.Fatalf("value %s", got)
	}
	for ptr, want := range map[string][2]int{"/title": {4, 3}, "/plugins/0": {6, 5}, "/plugins/1": {7, 5}} {
		if p := res.Doc.Values[ptr]; p.Line != want[0] || p.Column != want[1] {
			t.Errorf("%s at %d:%d, want %d:%d", ptr, p.Line, p.Column, want[0], want[1])
		}
	}
}
