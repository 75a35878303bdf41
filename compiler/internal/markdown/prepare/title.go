package prepare

import "bytes"

// OnlyImportsBefore reports whether nothing but blocks of import statements
// (each ending at a blank line) and white space comes before the line that
// holds src[at], as Docusaurus's parseMarkdownContentTitle reads a title only
// there: after a licence comment, an export or any other block, a doc's h1 is
// not its title (uniffle's community pages).
func OnlyImportsBefore(src []byte, at int) bool {
	for at > 0 && src[at-1] != '\n' {
		at--
	}
	i := 0
	for {
		for i < len(src) && (src[i] == ' ' || src[i] == '\t' || src[i] == '\n' || src[i] == '\r') {
			i++
		}
		rest := src[i:]
		if !bytes.HasPrefix(rest, []byte("import")) || len(rest) < 7 || !(rest[6] == ' ' || rest[6] == '\t' || rest[6] == '\n' || rest[6] == '\r') {
			break
		}
		// the block ends at its first blank line, before the title
		end := -1
		for j := i + len(lineAt(src, i)) + 1; j < at; j += len(lineAt(src, j)) + 1 {
			if len(bytes.TrimRight(lineAt(src, j), "\r")) == 0 {
				end = j
				break
			}
		}
		if end < 0 {
			break
		}
		i = end
	}
	for at > i && (src[at-1] == ' ' || src[at-1] == '\t') {
		at--
	}
	return i >= at
}
