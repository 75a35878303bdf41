package customcss

import (
	"reflect"
	"testing"
)

func TestRead(t *testing.T) {
	cases := []struct {
		name, css string
		want      Primary
	}{
		{"the create-docusaurus template", `/* comment { --ifm-color-primary: #ffffff; } */
:root {
  --ifm-color-primary: #2e8555;
  --ifm-color-primary-dark: #29784c;
}
[data-theme='dark'] {
  --ifm-color-primary: #25c2a0;
}`, Primary{Light: "#2e8555", Dark: "#25c2a0", Other: true}},
		{"html selectors, unquoted, upper case, !important", `html[data-theme="light"] { --ifm-color-primary: #07D529 !important }
html[data-theme=dark]{--ifm-color-primary:#486af4}`, Primary{Light: "#07d529", Dark: "#486af4", Other: false}},
		{"after an @import", `@import url("https://fonts.googleapis.com/css2?family=Roboto");
@charset "utf-8";
:root { --ifm-color-primary: #25c2a0; }`, Primary{Light: "#25c2a0", Dark: "", Other: true}},
		{"light only (Infima keeps it in dark mode)", `:root{--ifm-color-primary: #25c2a0;}`, Primary{Light: "#25c2a0", Dark: "", Other: false}},
		{"other selectors and at-rules are not read; the last wins", `:root { --ifm-color-primary: #111; }
.navbar { --ifm-color-primary: #9cdcfe; }
@media (prefers-color-scheme: dark) { :root { --ifm-color-primary: #f46036; } }
:root, .footer { --ifm-color-primary: rgb(0, 128, 255); }
[data-theme='dark'] .hero { --ifm-color-primary: #abcdef; }`, Primary{Light: "#0080ff", Dark: "", Other: true}},
		{"unreadable values are left out", `:root { --ifm-color-primary: var(--brand); } [data-theme='dark'] { --ifm-color-primary: #4b4b4bef; }`, Primary{Other: true}},
		{"custom elements it hides (playwright.dev's x-search), not other elements or ones shown", `x-search { visibility: hidden; }
.x-note, x-tip { display:none !important }
div { display: none; }
x-shown { display: block; }
@media print { x-print { display: none; } }`, Primary{Other: true, Hidden: []string{"x-search", "x-tip"}}},
		{"unbalanced braces end the reading", `:root { --ifm-color-primary: #123456; } } :root { --ifm-color-primary: #654321;`, Primary{Light: "#123456", Dark: "", Other: false}},
	}
	for _, c := range cases {
		if got := Read(c.css); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: %+v, want %+v", c.name, got, c.want)
		}
	}
}

func TestHex(t *testing.T) {
	for in, want := range map[string]string{"#ABC": "#aabbcc", "#0a58ca": "#0a58ca", "rgb(10 88 202)": "#0a58ca", "red": "", "#12345": "", "rgb(300,0,0)": "", "#ggg": ""} {
		if got, ok := Hex(in); got != want || ok != (want != "") {
			t.Errorf("Hex(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
}
