package codetheme

import (
	"regexp"
	"strings"
	"testing"

	"github.com/alecthomas/chroma/v2"
)

// TestThemeCSSContrast reads the CSS of every supported theme the way a browser
// would and checks that every text colour in it has WCAG 2 AA contrast (4.5:1) with
// the code block's background and with a marked line's: the guarantee the site's
// accessibility audit (e2e/specs/a11y.spec.ts) relies on for any theme a site picks.
func TestThemeCSSContrast(t *testing.T) {
	rule := regexp.MustCompile(`^\.chroma(?: (\.[\w.]+))? \{ (.*) \}$`)
	colour := regexp.MustCompile(`(?:^|; )color: (#[0-9a-f]{6})`)
	bgColour := regexp.MustCompile(`background-color: (#[0-9a-f]{6})`)
	for _, name := range Themes() {
		css, err := ThemeCSS(name, "")
		if err != nil {
			t.Fatal(err)
		}
		var bg, hl chroma.Colour
		type text struct{ sel, fg, own string }
		var texts []text
		for _, line := range strings.Split(strings.TrimSpace(css), "\n") {
			if strings.HasPrefix(line, "/*") {
				continue
			}
			m := rule.FindStringSubmatch(line)
			if m == nil {
				t.Fatalf("%s: unexpected rule %q", name, line)
			}
			fg, own := "", ""
			if c := colour.FindStringSubmatch(m[2]); c != nil {
				fg = c[1]
			}
			if c := bgColour.FindStringSubmatch(m[2]); c != nil {
				own = c[1]
			}
			switch m[1] {
			case "":
				bg = chroma.MustParseColour(own)
			case ".line.hl":
				hl = chroma.MustParseColour(own)
				continue
			case ".w":
				continue // whitespace: no text to read
			}
			if fg != "" {
				texts = append(texts, text{"." + strings.TrimPrefix(m[1], "."), fg, own})
			}
		}
		if !bg.IsSet() || !hl.IsSet() {
			t.Fatalf("%s: no background (%v) or marked line background (%v)", name, bg, hl)
		}
		for _, x := range texts {
			fg := chroma.MustParseColour(x.fg)
			on := []chroma.Colour{bg, hl}
			if x.own != "" {
				on = []chroma.Colour{chroma.MustParseColour(x.own)}
			}
			for _, b := range on {
				if c := Contrast(fg, b); c < 4.5 {
					t.Errorf("%s %s: %s on %s has contrast %.2f, under 4.5", name, x.sel, fg, b, c)
				}
			}
		}
		// Dracula's comments (#6272a4, 3:1) are one of the colours that needed it.
		if name == "dracula" && strings.Contains(css, ".chroma .c1 { color: #6272a4") {
			t.Errorf("dracula's comments keep their 3:1 colour #6272a4")
		}
	}
}

func TestContrast(t *testing.T) {
	for _, tt := range []struct {
		a, b string
		want float64
	}{
		{"#000000", "#ffffff", 21},
		{"#ffffff", "#ffffff", 1},
		{"#6272a4", "#282a36", 3.03}, // dracula's comments, as axe reports them (3.02)
		{"#0a58ca", "#ffffff", 6.44},
	} {
		got := Contrast(chroma.MustParseColour(tt.a), chroma.MustParseColour(tt.b))
		if got < tt.want-0.01 || got > tt.want+0.01 {
			t.Errorf("Contrast(%s, %s) = %.3f, want %.2f", tt.a, tt.b, got, tt.want)
		}
	}
}
