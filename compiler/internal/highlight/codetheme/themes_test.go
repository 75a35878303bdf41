package codetheme

import (
	"strings"
	"testing"

	"github.com/alecthomas/chroma/v2"
	"github.com/alecthomas/chroma/v2/styles"
)

func TestThemes(t *testing.T) {
	names := Themes()
	if len(names) < 16 {
		t.Errorf("only %d themes: %v", len(names), names)
	}
	has := map[string]bool{}
	for i, n := range names {
		has[n] = true
		if i > 0 && names[i-1] >= n {
			t.Errorf("themes not sorted/unique at %q", n)
		}
		if _, ok := styles.Registry[n]; !ok {
			t.Errorf("theme %q is not a chroma registry name", n)
		}
	}
	for _, n := range []string{"github", "dracula"} {
		if !has[n] {
			t.Errorf("Themes() misses %q", n)
		}
	}
	// The light and dark halves must both be populated.
	var light, dark int
	for _, n := range names {
		if styles.Registry[n].Mode() == chroma.Dark {
			dark++
		} else {
			light++
		}
	}
	if light < 6 || dark < 6 {
		t.Errorf("light=%d dark=%d", light, dark)
	}
}

func TestThemeCSS(t *testing.T) {
	tests := []struct {
		name, theme, scope string
		contains           []string
		notContains        []string
	}{
		{"plain", "github", "", []string{
			".chroma { color: #1f2328; background-color: #f7f7f7 }\n",
			".chroma .k { ",
			".chroma .line.hl { background-color: ",
			".chroma .ln { color: ",
		}, []string{"[data-theme"}},
		{"scoped", "dracula", `[data-theme="dark"]`, []string{
			`[data-theme="dark"] .chroma { `,
			`[data-theme="dark"] .chroma .k { `,
			`[data-theme="dark"] .chroma .line.hl { `,
			`[data-theme="dark"] .chroma .ln { `,
		}, nil},
		{"selector list", "nord", ".a, .b", []string{".a .chroma .k, .b .chroma .k { "}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			css, err := ThemeCSS(tt.theme, tt.scope)
			if err != nil {
				t.Fatal(err)
			}
			for _, s := range tt.contains {
				if !strings.Contains(css, s) {
					t.Errorf("missing %q in\n%s", s, css)
				}
			}
			for _, s := range tt.notContains {
				if strings.Contains(css, s) {
					t.Errorf("unexpected %q in\n%s", s, css)
				}
			}
			// Every rule is scoped: no selector may escape the scope.
			for _, line := range strings.Split(strings.TrimSpace(css), "\n") {
				if strings.HasPrefix(line, "/*") {
					continue
				}
				for _, sel := range strings.Split(line[:strings.Index(line, " {")], ", ") {
					if !strings.HasPrefix(sel, strings.TrimSpace(strings.Split(tt.scope, ",")[0])) &&
						!strings.HasPrefix(sel, ".b") {
						t.Errorf("unscoped selector %q", sel)
					}
				}
			}
			again, _ := ThemeCSS(tt.theme, tt.scope)
			if again != css {
				t.Error("ThemeCSS is not deterministic")
			}
		})
	}
	for _, name := range Themes() {
		if _, err := ThemeCSS(name, ""); err != nil {
			t.Errorf("ThemeCSS(%q): %v", name, err)
		}
	}
}

func TestThemeCSSUnknown(t *testing.T) {
	for _, name := range []string{"", "no-such-theme", "GitHub", "swapoff"} {
		if _, err := ThemeCSS(name, ""); err == nil {
			t.Errorf("ThemeCSS(%q): no error", name)
		}
	}
}
