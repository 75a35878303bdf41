package prismtheme

import (
	"encoding/json"
	"fmt"
	"testing"
)

func TestRead(t *testing.T) {
	marked := func(name string) map[string]any {
		return map[string]any{"types": []any{"comment"}, "style": map[string]any{}, Mark: name}
	}
	for _, c := range []struct {
		what  string
		theme any
		name  string
		own   string
		warns string
	}{
		{"one of the package's themes", map[string]any{Mark: "vsLight", "plain": map[string]any{Mark: "vsLight"}, "styles": []any{marked("vsLight")}}, "vs", "null", "[]"},
		{"the package's theme with the site's colours (jest)",
			map[string]any{"plain": map[string]any{Mark: "github", "backgroundColor": "#F6F6F6"}, "styles": []any{marked("github"),
				map[string]any{"types": []any{"keyword", "tag"}, "style": map[string]any{"color": "rgb(41, 122, 41)", "fontWeight": 700.0, "opacity": 0.7}},
				map[string]any{"types": []any{"inserted"}, "style": map[string]any{"color": "#397300", "background": "#baeeba", "fontStyle": "italic"}}}},
			"github", `{"plain":{"backgroundColor":"#f6f6f6"},"styles":[{"style":{"color":"#297a29","fontWeight":"700"},"types":["keyword","tag"]},{"style":{"backgroundColor":"#baeeba","color":"#397300","fontStyle":"italic"},"types":["inserted"]}]}`, "[]"},
		{"a theme of the site's own, dark (redux's monokai)",
			map[string]any{"plain": map[string]any{"color": "#f8f8f2", "backgroundColor": "#272822"}, "styles": []any{
				map[string]any{"types": "comment", "style": map[string]any{"color": "#778090"}},
				map[string]any{"types": []any{"string"}, "languages": []any{"css"}, "style": map[string]any{"color": "#e6db74"}},
				map[string]any{"types": []any{"number"}, "style": map[string]any{"color": "rgba(0, 0, 0, 0.5)"}}}},
			"dracula", `{"plain":{"backgroundColor":"#272822","color":"#f8f8f2"},"styles":[{"style":{"color":"#778090"},"types":["comment"]}]}`,
			`[{/styles/1 styles some languages only, which contentc's code themes cannot do; left out} {/styles/2/style/color "rgba(0, 0, 0, 0.5)" is not a colour contentc can take here (#rgb, #rrggbb or rgb(r, g, b)); left out}]`},
		{"a theme of the site's own, light", map[string]any{"plain": map[string]any{"backgroundColor": "#fafafa"}, "styles": []any{}}, "github", `{"plain":{"backgroundColor":"#fafafa"},"styles":[]}`, "[]"},
		{"an empty theme (the site's CSS colours the tokens)", map[string]any{"plain": map[string]any{}, "styles": []any{}}, "", "null",
			"[{ is not one of prism-react-renderer's themes and sets no colours contentc can take; the default code theme is used}]"},
		{"a package's theme contentc has no counterpart for", map[string]any{Mark: "synthwave84"}, "", "null",
			`[{ prism theme "synthwave84" has no counterpart among contentc's code themes; the default is used}]`},
		{"no object", "github", "", "null", "[{ is not a prism theme ({plain, styles}); the default code theme is used}]"},
	} {
		name, own, warns := Read(c.theme)
		b, _ := json.Marshal(own)
		if name != c.name || string(b) != c.own || fmt.Sprint(warns) != c.warns {
			t.Errorf("%s:\n got %q %s %v\nwant %q %s %s", c.what, name, b, warns, c.name, c.own, c.warns)
		}
	}
}
