package tdtype

import (
	"bytes"
	"encoding/json"
	"regexp"
	"strconv"
	"strings"
)

// MDBuilder accumulates Markdown blocks separated by blank lines.
type MDBuilder struct {
	Buf strings.Builder
}

func (m *MDBuilder) Block(s string) {
	s = strings.Trim(s, "\n")
	if strings.TrimSpace(s) == "" {
		return
	}
	m.Buf.WriteString(s)
	m.Buf.WriteString("\n\n")
}

// Heading writes an explicit id: generated anchors must not depend on the
// compiler's slugger, because links to members are computed here.
func (m *MDBuilder) Heading(level int, text, id string) {
	m.Block(strings.Repeat("#", level) + " " + text + " {#" + id + "}")
}

func (m *MDBuilder) Code(lang, body string) {
	m.Block(Fence(lang, body))
}

func (m *MDBuilder) String() string { return strings.TrimRight(m.Buf.String(), "\n") + "\n" }

func Fence(lang, body string) string {
	f := strings.Repeat("`", max(3, longestRun(body, '`')+1))
	return f + lang + "\n" + strings.TrimRight(body, "\n") + "\n" + f
}

func longestRun(s string, c byte) int {
	best, n := 0, 0
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			n++
			best = max(best, n)
		} else {
			n = 0
		}
	}
	return best
}

// CodeSpan makes s an inline code span whatever backticks or edge spaces it
// holds (CommonMark strips one space from each side when both are present).
func CodeSpan(s string, inTable bool) string {
	if s == "" {
		return ""
	}
	s = strings.ReplaceAll(s, "\n", " ")
	if inTable {
		s = strings.ReplaceAll(s, "|", `\|`)
	}
	f := strings.Repeat("`", longestRun(s, '`')+1)
	pad := ""
	if strings.HasPrefix(s, "`") || strings.HasSuffix(s, "`") ||
		(strings.HasPrefix(s, " ") && strings.HasSuffix(s, " ") && strings.TrimSpace(s) != "") {
		pad = " "
	}
	return f + pad + s + pad + f
}

var destinationEscaper = strings.NewReplacer(" ", "%20", "(", "%28", ")", "%29", "<", "%3C", ">", "%3E")

func linkDestination(href string) string { return destinationEscaper.Replace(href) }

func Link(textMD, href string) string { return "[" + textMD + "](" + linkDestination(href) + ")" }

// textEscaper makes arbitrary text (names in headings, link labels) literal:
// every character here would otherwise start emphasis, a link, raw HTML, a
// heading id or a table cell.
var textEscaper = strings.NewReplacer(
	`\`, `\\`, "`", "\\`", "*", `\*`, "_", `\_`, "{", `\{`, "}", `\}`, "[", `\[`, "]", `\]`,
	"<", `\<`, ">", `\>`, "#", `\#`, "|", `\|`, "!", `\!`, "~", `\~`,
)

func EscapeText(s string) string { return textEscaper.Replace(s) }

var autolinkRE = regexp.MustCompile(`<(https?|mailto):[^<>\s]*>`)

// EscapeProse keeps the Markdown an author wrote in a doc comment (emphasis,
// lists, links) but turns anything that would be raw HTML into text, since
// the compiler drops unsafe HTML, and escapes what this package's own syntax
// gives meaning to (heading ids, table cells). Autolinks stay links.
func EscapeProse(s string) string {
	var b strings.Builder
	last := 0
	for _, loc := range autolinkRE.FindAllStringIndex(s, -1) {
		b.WriteString(escapeProseChunk(s[last:loc[0]]))
		b.WriteString(s[loc[0]:loc[1]])
		last = loc[1]
	}
	b.WriteString(escapeProseChunk(s[last:]))
	return b.String()
}

var proseEscaper = strings.NewReplacer("<", "&lt;", "{", `\{`, "}", `\}`, "|", `\|`)

func escapeProseChunk(s string) string { return proseEscaper.Replace(s) }

// jsString quotes s as a JavaScript string literal (JSON's escapes, minus the
// HTML-safe \u003c that would only make the code harder to read).
func jsString(s string) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s)
	return strings.TrimSuffix(b.String(), "\n")
}

// Slug turns a member name into a heading id made only of [a-z0-9_-], the
// characters the compiler's {#id} syntax accepts. Lowercase, like the
// compiler's own heading slugs, so anchors look the same site-wide.
func Slug(s string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(s) {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9', r == '_':
			if dash && b.Len() > 0 {
				b.WriteByte('-')
			}
			dash = false
			b.WriteRune(r)
		case r == '-' || r == ' ' || r == '.' || r == '/':
			dash = true
		}
	}
	return b.String()
}

// IDSet hands out unique heading ids within one page.
type IDSet map[string]bool

func (ids IDSet) Take(base string) string {
	if base == "" {
		base = "member"
	}
	id := base
	for n := 2; ids[id]; n++ {
		id = base + "-" + Itoa(n)
	}
	ids[id] = true
	return id
}

func Itoa(n int) string { return strconv.Itoa(n) }
