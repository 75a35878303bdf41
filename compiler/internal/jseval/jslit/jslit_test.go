package jslit

import (
	"reflect"
	"testing"

	"github.com/contentc/contentc/compiler/internal/yamlpos"
)

func TestPositions(t *testing.T) {
	src := "// 'skipped'\nmodule.exports = {\n  title: \"My \\\"site\\\"\",\n  /* `no` */ url: `https://x.org`,\n  n: 'é', k: 'é',\n};\n"
	got := Positions(src)
	want := map[string][]yamlpos.Pos{
		"title":         {{Line: 3, Column: 3}},
		`My "site"`:     {{Line: 3, Column: 10}},
		"url":           {{Line: 4, Column: 14}},
		"https://x.org": {{Line: 4, Column: 19}},
		"n":             {{Line: 5, Column: 3}},
		"é":             {{Line: 5, Column: 6}, {Line: 5, Column: 14}},
		"k":             {{Line: 5, Column: 11}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %v\nwant %v", got, want)
	}
}

// An import's module specifier is not a value's position: the plugin's entry
// in plugins is (kysely's warnings pointed at its import type line).
func TestPositionsSkipModuleSpecifiers(t *testing.T) {
	src := "import type {O} from 'p'\nimport 'side'\nrequire( 'p')\nexport default {from: 'side', plugins: [['p', {}]], x: imports('q'), y: 'q', z: require.resolve('q')}\n"
	got := Positions(src)
	for s, want := range map[string][]yamlpos.Pos{
		"p":    {{Line: 4, Column: 42}},
		"side": {{Line: 4, Column: 23}},
		"q":    {{Line: 4, Column: 64}, {Line: 4, Column: 73}},
	} {
		if !reflect.DeepEqual(got[s], want) {
			t.Errorf("%s: %v, want %v", s, got[s], want)
		}
	}
}
