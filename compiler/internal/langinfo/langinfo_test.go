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

// Plural messages choose their part by the language's plural forms, as
// Docusaurus's usePluralForm does with Intl.PluralRules.
func TestPlural(t *testing.T) {
	for _, c := range []struct {
		code, msg string
		count     int
		want      string
	}{
		{"en", "1 item|{count} items", 1, "1 item"},
		{"en", "1 item|{count} items", 0, "0 items"},
		{"en", "1 item|{count} items", 3, "3 items"},
		{"fr", "1 élément|{count} éléments", 0, "1 élément"}, // 0 is "one" in French
		{"fr", "1 élément|{count} éléments", 2, "2 éléments"},
		{"ru", "{count} элемент|{count} элемента|{count} элементов", 21, "21 элемент"},
		{"ru", "{count} элемент|{count} элемента|{count} элементов", 3, "3 элемента"},
		{"ru", "{count} элемент|{count} элемента|{count} элементов", 11, "11 элементов"},
		{"pl", "1 element|{count} elementy|{count} elementów", 5, "5 elementów"},
		{"sl", "1 vnos|2 vnosa|{count} vnosi|{count} vnosov", 102, "2 vnosa"},
		{"sl", "1 vnos|2 vnosa|{count} vnosi|{count} vnosov", 7, "7 vnosov"},
		{"zh-Hans", "{count} 个项目", 1, "1 个项目"},
		{"ja", "a|b", 1, "a"},                      // one form (other): its part is the first
		{"not a tag", "1 x|{count} xs", 2, "2 xs"}, // English rules
	} {
		if got := Plural(c.code, c.msg, c.count); got != c.want {
			t.Errorf("Plural(%q, %q, %d) = %q, want %q", c.code, c.msg, c.count, got, c.want)
		}
	}
}
