package nodemod

import (
	"testing"

	"github.com/dop251/goja"

	"github.com/contentc/contentc/compiler/internal/jseval"
)

// run evaluates src with require giving this package's modules.
func run(t *testing.T, src string) goja.Value {
	t.Helper()
	rt := goja.New()
	rt.Set("require", func(call goja.FunctionCall) goja.Value {
		name := call.Argument(0).String()
		switch name {
		case "path":
			return Path(rt)
		case "url":
			return URL(rt)
		}
		if v, ok := FS(rt, name); ok {
			return v
		}
		if v, ok := InternalDocs(rt, name); ok {
			return v
		}
		return jseval.StandIn(rt, name)
	})
	v, err := rt.RunString(src)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func TestPathIsPureStringFunctions(t *testing.T) {
	for src, want := range map[string]string{
		`require('path').resolve('/site', './sidebars.js')`:                  "/site/sidebars.js",
		`require('path').resolve('/site/docs', '../static', 'img')`:          "/site/static/img",
		`require('path').join('a', '..', '..', 'b')`:                         "../b",
		`require('path').relative('/site/docs', '/site/static/x')`:           "../static/x",
		`require('path').basename('/a/b/intro.md', '.md')`:                   "intro",
		`require('path').posix.dirname('/a/b/c')`:                            "/a/b",
		`var p = require('path'); String(p.default === p && p.posix === p)`:  "true",
		`typeof require('path').default.join`:                                "function",
		`require('url').fileURLToPath('file:///site/docusaurus.config.mjs')`: "/site/docusaurus.config.mjs",
	} {
		if got := run(t, src).String(); got != want {
			t.Errorf("%s = %q, want %q", src, got, want)
		}
	}
}

func TestFSReadsNothing(t *testing.T) {
	if _, ok := FS(goja.New(), "fs-extra"); ok {
		t.Error("FS answered for fs-extra, which is not Node's fs")
	}
	for src, want := range map[string]string{
		`require('node:fs').existsSync('/site/docs')`:                         "false",
		`[...require('fs').readdirSync('/site/docs')].length`:                 "0",
		`String(require('fs').readFileSync('x')).includes('fs.readFileSync')`: "true",
		`require('fs').opendirSync('/x').readSync()`:                          "null",
		`require('fs').constants.R_OK`:                                        "4",
	} {
		if got := run(t, src).String(); got != want {
			t.Errorf("%s = %q, want %q", src, got, want)
		}
	}
}

func TestInternalDocsArePublic(t *testing.T) {
	if _, ok := InternalDocs(goja.New(), "some-package"); ok {
		t.Error("InternalDocs answered for another package")
	}
	for _, name := range InternalDocsPackages {
		src := `var m = require('` + name + `'); [m.isInternal(), m.fbContent({internal: 'a', external: 'b'}), m.fbInternalOnly(['x']).length].join(',')`
		if got := run(t, src).String(); got != "false,b,0" {
			t.Errorf("%s: %q", name, got)
		}
	}
}
