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
