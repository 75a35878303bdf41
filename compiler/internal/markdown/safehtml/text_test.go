package safehtml

import "testing"

func TestText(t *testing.T) {
	for in, want := range map[string]string{
		"GitHub":                                        "GitHub",
		"<b>Docs</b> &amp; more":                        "Docs & more",
		"<span>Star</span> <span>us</span>":             "Star us",
		"<i>Git</i>Hub<br/>docs":                        "GitHub docs",
		"<svg><path d='M0'/></svg>":                     "",
		"a<script>alert(1)</script><style>x{}</style>b": "ab",
		"  two\n\tlines ":                               "two lines",
	} {
		if got := Text(in); got != want {
			t.Errorf("Text(%q) = %q, want %q", in, got, want)
		}
	}
}
