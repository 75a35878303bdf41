package render

import (
	"regexp"
	"strings"
)

// excerpt is a doc's default description as Docusaurus makes it (createExcerpt
// of @docusaurus/utils; its docs: "it will default to the first line of the
// contents"): the first line of the body, after the front matter, that is not
// blank, an import or export statement (which runs to the next blank line) or
// in a code fence, with its Markdown taken away as that function takes it
// away: tags, the h1's line, heading marks, emphasis, images and links (their
// text kept), footnotes, inline code marks, a blockquote's mark, an admonition's
// fence line, emoji names and a heading's {#id}. Nothing is cut: a long first
// line is a long description, as in Docusaurus.
func excerpt(body string) string {
	body = excerptSetext.ReplaceAllString(strings.TrimLeft(body, " \t\r\n\f\v"), "")
	inCode, inImport, fence := false, false, ""
	for _, line := range excerptLines.Split(body, -1) {
		trimmed := strings.TrimSpace(line)
		if line == "" && inImport {
			inImport = false
		}
		if trimmed == "" {
			continue
		}
		if (excerptImport.MatchString(line) || inImport) && !inCode {
			inImport = true
			continue
		}
		if strings.HasPrefix(trimmed, "```") {
			f := trimmed[:len(trimmed)-len(strings.TrimLeft(trimmed, "`"))]
			if !inCode {
				inCode, fence = true, f // in a ````-fenced block, ``` is text
			} else if len(f) >= len(fence) {
				inCode = false
			}
			continue
		}
		if inCode {
			continue
		}
		for _, c := range excerptCleanups {
			if c.re == nil {
				line = unemphasize(line)
			} else if c.first {
				if loc := c.re.FindStringIndex(line); loc != nil {
					line = line[:loc[0]] + line[loc[1]:]
				}
			} else {
				line = c.re.ReplaceAllString(line, c.repl)
			}
		}
		if line = strings.TrimSpace(line); line != "" {
			return line
		}
	}
	return ""
}

var (
	excerptSetext = regexp.MustCompile(`^[^\r\n]*\r?\n=+`) // an alternate (setext) h1 at the start
	excerptLines  = regexp.MustCompile(`\r?\n`)
	excerptImport = regexp.MustCompile(`^(?:import|export)\s`)
	// createExcerpt's replacements, in its order (nil: emphasis, which needs a
	// back reference; first: only the first match goes)
	excerptCleanups = []struct {
		re    *regexp.Regexp
		repl  string
		first bool
	}{
		{re: regexp.MustCompile(`<[^>]*>`)},
		{re: regexp.MustCompile(`^#[^#]+#?`)},
		{re: regexp.MustCompile(`^#{1,6}\s*([^#]*)\s*#{0,6}`), repl: "${1}"},
		{},
		{re: regexp.MustCompile(`~~(\S.*\S)~~`), repl: "${1}"},
		{re: regexp.MustCompile(`!\[(.*?)\][\[(].*?[\])]`), repl: "${1}"},
		{re: regexp.MustCompile(`\[\^.+?\](?:: .*$)?`)},
		{re: regexp.MustCompile(`\[(.*?)\][\[(].*?[\])]`), repl: "${1}"},
		{re: regexp.MustCompile("`(.+?)`"), repl: "${1}"},
		{re: regexp.MustCompile(`^\s{0,3}>\s?`)},
		{re: regexp.MustCompile(`:::.*`), first: true},
		{re: regexp.MustCompile(`\s?:(?:::|[^:\n])+:`)},
		{re: regexp.MustCompile(`\{#*[\w-]+\}`), first: true},
	}
)

// unemphasize is JavaScript's line.replace(/([*_]{1,3})(.*?)\1/g, '$2'): at each
// place, the longest run of up to three * and _ that appears again later on the
// line (the nearest such place) is taken away with that later copy.
func unemphasize(line string) string {
	var b strings.Builder
	for i := 0; i < len(line); {
		matched := false
		for n := 3; n >= 1 && !matched; n-- {
			if i+n > len(line) || strings.Trim(line[i:i+n], "*_") != "" {
				continue
			}
			open := line[i : i+n]
			if j := strings.Index(line[i+n:], open); j >= 0 {
				b.WriteString(line[i+n : i+n+j])
				i += n + j + n
				matched = true
			}
		}
		if !matched {
			b.WriteByte(line[i])
			i++
		}
	}
	return b.String()
}
