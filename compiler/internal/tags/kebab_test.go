package tags

import "testing"

// The labels and what lodash 4.17's kebabCase gives for them.
func TestKebabCaseIsLodashs(t *testing.T) {
	for in, want := range map[string]string{
		"Getting Started": "getting-started",
		"fooBar":          "foo-bar",
		"__FOO_BAR__":     "foo-bar",
		"v2.0":            "v-2-0",
		"C++":             "c",
		"XMLHttpRequest":  "xml-http-request",
		"déjà vu":         "deja-vu",
		"Straße":          "strasse",
		"中文 标签":           "中文-标签",
		"Привет Мир":      "привет-мир",
		"don't panic":     "dont-panic",
		"1st place":       "1st-place",
		"iOS":             "i-os",
		"GraphQL":         "graph-ql",
		"ES2015":          "es-2015",
		"hello world":     "hello-world",
		"React 18":        "react-18",
		"++":              "",
		"  spaced  out ":  "spaced-out",
		"Open-Source":     "open-source",
		"Ærø":             "aero",
		"API v2 (beta)":   "api-v-2-beta",
		"kebab-case_tag":  "kebab-case-tag",
		"rocket 🚀 launch": "rocket-🚀-launch",
	} {
		if got := KebabCase(in); got != want {
			t.Errorf("KebabCase(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestCapitalize(t *testing.T) {
	for in, want := range map[string]string{"open source": "Open source", "API": "Api", "": "", "élan": "Élan"} {
		if got := Capitalize(in); got != want {
			t.Errorf("Capitalize(%q) = %q, want %q", in, got, want)
		}
	}
}
