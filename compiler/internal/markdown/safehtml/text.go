package safehtml

import (
	"strings"

	"golang.org/x/net/html"
)

// Text is the text a browser shows for an HTML fragment: its text, entities
// decoded, white space collapsed, without the content of script, style and
// template elements (a Docusaurus navbar link written with html instead of
// label is labelled by it).
func Text(fragment string) string {
	z := html.NewTokenizer(strings.NewReader(fragment))
	var b strings.Builder
	hidden := ""
	for {
		switch z.Next() {
		case html.ErrorToken:
			return strings.Join(strings.Fields(b.String()), " ")
		case html.StartTagToken, html.SelfClosingTagToken:
			name, _ := z.TagName() // once: it is consumed
			switch n := string(name); {
			case n == "br":
				b.WriteByte(' ')
			case hidden == "" && (n == "script" || n == "style" || n == "template"):
				hidden = n
			}
		case html.EndTagToken:
			if name, _ := z.TagName(); string(name) == hidden {
				hidden = ""
			}
		case html.TextToken:
			if hidden == "" {
				b.Write(z.Text())
			}
		}
	}
}
