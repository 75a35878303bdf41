package safehtml

import "testing"

func TestFragment(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"<b>ok</b>", "<b>ok</b>"},
		{"text & more", "text &amp; more"},
		{"<b><i>x</b> y", "<b><i>x</i></b> y"},
		{"</span>a<em>b", "a<em>b</em>"},
		{"a<br>b<br/>c", "a<br>b<br>c"},
		{`<span title="a>b" onmouseover="x()">t</span>`, `<span title="a&gt;b">t</span>`},
		{"<script>alert(1)</script>after", "after"},
		{"<script>never closed", ""},
		{`<a href="javascript:alert(1)">link</a>`, "link"},
		{"<details open><summary>S</summary>body", "<details open><summary>S</summary>body</details>"},
	} {
		var n int
		got := Fragment(tc.in, func(int, string) { n++ })
		if got != tc.want {
			t.Errorf("Fragment(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
