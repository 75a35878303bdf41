package mdxast

import "regexp"

// StatementEnd is where the statement going on at i ends: its `;`, or the end
// of the line where the next line starts another statement (`const`, `let`,
// `var`, `return`) or ends the block, outside brackets, strings and template
// literals (their ${…} included).
func StatementEnd(body []byte, i int) int {
	var stack []byte // open brackets, and '`' for a template literal
	for j := i; j < len(body); j++ {
		c := body[j]
		if k := len(stack); k > 0 && stack[k-1] == '`' {
			switch {
			case c == '\\':
				j++
			case c == '`':
				stack = stack[:k-1]
			case c == '$' && j+1 < len(body) && body[j+1] == '{':
				stack = append(stack, '{')
				j++
			}
			continue
		}
		switch c {
		case '"', '\'':
			for j++; j < len(body) && body[j] != c && body[j] != '\n'; j++ {
				if body[j] == '\\' {
					j++
				}
			}
		case '`', '(', '[', '{':
			stack = append(stack, c)
		case ')', ']', '}':
			if len(stack) == 0 {
				return j // the block's end
			}
			stack = stack[:len(stack)-1]
		case ';':
			if len(stack) == 0 {
				return j
			}
		case '\n':
			if len(stack) == 0 && nextStatementRe.Match(body[j+1:]) {
				return j
			}
		}
	}
	return len(body)
}

// nextStatementRe is a line that starts another statement or ends the block.
var nextStatementRe = regexp.MustCompile(`^\s*(?:(?:const|let|var|return)\b|\}|$)`)
