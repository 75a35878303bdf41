package prepare

import "testing"

// A title is an h1 that only import blocks, each ending at a blank line, and
// white space come before, as Docusaurus's parseMarkdownContentTitle reads it.
func TestOnlyImportsBefore(t *testing.T) {
	for src, want := range map[string]bool{
		"# T\n":       true,
		"\n\n  # T\n": true,
		"import A from 'a';\nimport B from 'b';\n\n# T\n": true,
		"import A from 'a';\r\n\r\n# T\r\n":               true,
		"import A from 'a';\n# T\n":                       false, // no blank line after the block
		"<!-- licence -->\n\n# T\n":                       false,
		"export const v = 1;\n\n# T\n":                    false,
		"{/* c */}\n\n# T\n":                              false,
		"importer\n\n# T\n":                               false,
	} {
		at := len(src) - len("# T\n")
		if src[len(src)-2] == '\r' {
			at = len(src) - len("# T\r\n")
		}
		if got := OnlyImportsBefore([]byte(src), at); got != want {
			t.Errorf("OnlyImportsBefore(%q) = %v, want %v", src, got, want)
		}
	}
}
