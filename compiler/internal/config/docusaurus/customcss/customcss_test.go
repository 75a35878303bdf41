package customcss

import "testing"

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
}`, Primary{"#2e8555", "#25c2a0", true}},
		{"html selectors, unquoted, upper case, !important", `html[data-theme="light"] { --ifm-color-primary: #07D529 !important }
html[data-theme=dark]{--ifm-color-primary:#486af4}`, Primary{"#07d529", "#486af4", false}},
		{"after an @import", `@import url("https://fonts.googleapis.com/css2?family=Roboto");
@charset "utf-8";
:root { --ifm-color-primary: #25c2a0; }`, Primary{"#25c2a0", "", true}},
		{"light only (Infima keeps it in dark mode)", `:root{--ifm-color-primary: #25c2a0;}`, Primary{"#25c2a0", "", false}},
		{"other selectors and at-rules are not read; the last wins", `:root { --ifm-color-primary: #111; }
.navbar { --ifm-color-primary: #9cdcfe; }
@media (prefers-color-scheme: dark) { :root { --ifm-color-primary: #f46036; } }
:root, .footer { --ifm-color-primary: rgb(0, 128, 255); }
[data-theme='dark'] .hero { --ifm-color-primary: #abcdef; }`, Primary{"#0080ff", "", true}},
		{"unreadable values are left out", `:root { --ifm-color-primary: var(--brand); } [data-theme='dark'] { --ifm-color-primary: #4b4b4bef; }`, Primary{Other: true}},
		{"unbalanced braces end the reading", `:root { --ifm-color-primary: #123456; } } :root { --ifm-color-primary: #654321;`, Primary{"#123456", "", false}},
	}
	for _, c := range cases {
		if got := Read(c.css); got != c.want {
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
