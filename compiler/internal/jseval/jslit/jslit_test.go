package jslit

import (
	"reflect"
	"strings"
	"testing"

	"github.com/contentc/contentc/compiler/internal/yamlpos"
)

func TestPositions(t *testing.T) {
	src := "// 'skipped'\nmodule.exports = {\n  title: \"My \\\"site\\\"\",\n  /* `no` */ url: `https://x.org`,\n  n: 'é', k: 'é',\n};\n"
	got := positions(Positions(src))
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
	got := positions(Positions(src))
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

// positions is the positions of each literal's occurrences.
func positions(occ map[string][]Occurrence) map[string][]yamlpos.Pos {
	out := map[string][]yamlpos.Pos{}
	for s, os := range occ {
		for _, o := range os {
			out[s] = append(out[s], o.Pos)
		}
	}
	return out
}

// Each occurrence has its path as written: the keys and indexes of the
// literals around it, from the name a declaration gives the outermost.
func TestPaths(t *testing.T) {
	src := `const footer = {links: [{title: 'More', items: [{label: 'GitHub', className: 'gh'}]}]};
const navbar = {items: [{to: '/docs', className: 'nav', position: c ? 'left' : 'right'}]};
module.exports = {
  themeConfig: {navbar, footer, x: fn({deep: ['a', /* b */ 'c']})},
  plugins: [['pwa', {color: "#fff"}], 'other'],
};
`
	got := map[string][]string{}
	for s, os := range Positions(src) {
		for _, o := range os {
			got[s] = append(got[s], strings.Join(o.Path, "/"))
		}
	}
	want := map[string][]string{
		"links": {"footer/links"}, "title": {"footer/links/0/title"}, "More": {"footer/links/0/title"},
		"items": {"footer/links/0/items", "navbar/items"}, "label": {"footer/links/0/items/0/label"},
		"GitHub": {"footer/links/0/items/0/label"}, "className": {"footer/links/0/items/0/className", "navbar/items/0/className"},
		"gh": {"footer/links/0/items/0/className"}, "to": {"navbar/items/0/to"}, "/docs": {"navbar/items/0/to"},
		"nav": {"navbar/items/0/className"}, "position": {"navbar/items/0/position"},
		"left": {"navbar/items/0/position"}, "right": {"navbar/items/0/position"},
		"themeConfig": {"themeConfig"}, "x": {"themeConfig/x"}, "deep": {"themeConfig/x/deep"},
		"a": {"themeConfig/x/deep/0"}, "c": {"themeConfig/x/deep/1"},
		"plugins": {"plugins"}, "pwa": {"plugins/0/0"}, "color": {"plugins/0/1/color"}, "#fff": {"plugins/0/1/color"},
		"other": {"plugins/1"},
	}
	if !reflect.DeepEqual(got, want) {
		for k := range want {
			if !reflect.DeepEqual(got[k], want[k]) {
				t.Errorf("%s: %q, want %q", k, got[k], want[k])
			}
		}
		for k := range got {
			if _, ok := want[k]; !ok {
				t.Errorf("%s: %q, not wanted", k, got[k])
			}
		}
	}
}
