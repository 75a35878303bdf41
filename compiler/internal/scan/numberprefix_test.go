package scan

import "testing"

// Docusaurus's DefaultNumberPrefixParser: what it strips and what it keeps.
func TestStripNumberPrefix(t *testing.T) {
	for _, c := range []struct {
		in, name string
		n        float64 // -1: no prefix
	}{
		{"01-intro", "intro", 1},
		{"1-intro", "intro", 1},
		{"01.intro", "intro", 1},
		{"01_intro", "intro", 1},
		{"01 - intro", "intro", 1},
		{"10--intro", "intro", 10},
		{"1-_intro", "intro", 1},
		{"01-01-intro", "01-01-intro", -1}, // a date
		{"2021-05-03-release", "2021-05-03-release", -1},
		{"2021_05", "2021_05", -1},
		{"3-0", "3-0", -1}, // a version: Capacitor's updating/3-0.md
		{"8.0-upgrade", "8.0-upgrade", -1},
		{"01", "01", -1},
		{"01-", "01-", -1},
		{"intro", "intro", -1},
		{"1-émoji", "émoji", 1},
	} {
		name, n := StripNumberPrefix(c.in)
		got := -1.0
		if n != nil {
			got = *n
		}
		if name != c.name || got != c.n {
			t.Errorf("StripNumberPrefix(%q) = %q, %v; want %q, %v", c.in, name, got, c.name, c.n)
		}
	}
}
