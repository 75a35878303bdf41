package langinfo

import "testing"

func TestNamesAndDirections(t *testing.T) {
	for _, c := range []struct{ code, in, typ, want string }{
		{"fr", "fr", "language", "français"},
		{"ja", "en", "language", "Japanese"},
		{"DE", "en", "region", "Germany"},
		{"xx-unknown", "en", "language", "xx-unknown"},
		// a language the tables have no names in: English names, no panic
		{"tpi", "tpi", "language", "Tok Pisin"},
		{"PG", "tpi", "region", "Papua New Guinea"},
		{"Latn", "tpi", "script", "Latin"},
	} {
		if got := Name(c.code, c.in, c.typ); got != c.want {
			t.Errorf("Name(%q, %q, %q) = %q, want %q", c.code, c.in, c.typ, got, c.want)
		}
	}
	if got := Label("tpi"); got != "Tok Pisin" {
		t.Errorf("Label(tpi) = %q", got)
	}
	if got := Label("fr"); got != "Français" {
		t.Errorf("Label(fr) = %q", got)
	}
	for code, want := range map[string]string{"ar": "rtl", "fa-IR": "rtl", "he": "rtl", "en": "ltr", "zh-CN": "ltr"} {
		if got := Direction(code); got != want {
			t.Errorf("Direction(%q) = %q", code, got)
		}
	}
}
