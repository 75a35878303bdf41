package webpackreq

import (
	"fmt"
	"testing"
)

// A request splits as webpack's NormalModuleFactory splits it: a match
// resource and the prefix left out, loaders with their options, the resource
// last.
func TestSplit(t *testing.T) {
	for spec, want := range map[string]string{
		"./a.ts":                                  "[] ./a.ts",
		"!!../x.ts?raw":                           "[] ../x.ts?raw",
		"!!raw-loader!./a.ts":                     "[{raw-loader }] ./a.ts",
		"-!raw-loader?esModule=false!./a.ts":      "[{raw-loader esModule=false}] ./a.ts",
		"x.raw!=!raw-loader!@site/x.json":         "[{raw-loader }] @site/x.json",
		"file-loader?name=[name].[ext]!!./b.png":  "[{file-loader name=[name].[ext]}] ./b.png",
		"style-loader!css-loader?modules!./c.css": "[{style-loader } {css-loader modules}] ./c.css",
	} {
		loaders, file := Split(spec)
		if got := fmt.Sprint(loaders, " ", file); got != want {
			t.Errorf("%s: %s, want %s", spec, got, want)
		}
	}
}

// The raw-loader alone gives a file's text: as an ES module's default export
// unless its options turn esModule off (repack's `?esModule=false`).
func TestRaw(t *testing.T) {
	for spec, want := range map[string]string{
		"!!raw-loader!./a.ts":                      "./a.ts true true",
		"raw-loader!./a.ts":                        "./a.ts true true",
		"!raw-loader?esModule=false!../a.cjs":      "../a.cjs false true",
		"!!raw-loader?-esModule!../a.cjs":          "../a.cjs false true",
		"!!raw-loader?esModule=true!../a.mjs":      "../a.mjs true true",
		"!!raw-loader?esModule=false,esModule!./a": "./a true true",
		"!!raw-loader!":                            " false false",
		"!!raw-loader!css-loader!./a.css":          " false false",
		"!!url-loader!./a.png":                     " false false",
		"./a.ts":                                   " false false",
	} {
		file, esModule, ok := Raw(spec)
		if got := fmt.Sprint(file, " ", esModule, " ", ok); got != want {
			t.Errorf("%s: %s, want %s", spec, got, want)
		}
	}
}
