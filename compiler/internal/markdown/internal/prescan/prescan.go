// Package prescan guards the Markdown parser against input whose cost to
// parse grows faster than its size: Depth finds, in one linear pass, a line
// whose containers nest too deep before goldmark reads it, and Guard, after
// parsing, a tree nested too deep in ways the lines do not show.
package prescan

// Depth finds the first line whose container markers ("> ", "- ", "1. ", …)
// alone nest deeper than limit, and returns its 1-based number, or 0.
//
// It exists because goldmark's cost on such a line is quadratic in its depth:
// 10,000 levels of "- - - …" take about 0.4 s to parse, 100,000 would take
// about 40 s. The scan is linear, so the pathological case is rejected
// before goldmark sees it; the AST guard after parsing catches nesting built
// across lines, which costs the author quadratic input size to build.
//
// Lines inside top-level fenced code blocks are allowed more (4×limit) before
// they count: code such as ">>>>>>>>" is not nesting, but the fence tracking here
// is approximate, so some bound still applies.
//
// Admonitions (":::note" … ":::") nest across lines, each level one more open
// container on every following line: ten thousand ":::note" lines cost goldmark
// about a second before the parsers' own guard could stop them. They are
// counted here too, outside fenced code, as the parser nests them (an opener
// inside an unclosed admonition is one level deeper).
func Depth(src []byte, limit int) (line int, what string) {
	var fenceChar byte
	fenceLen := 0
	lineNo := 0
	admonitions := 0
	for start := 0; start < len(src); {
		end := start
		for end < len(src) && src[end] != '\n' {
			end++
		}
		lineNo++
		line := src[start:end]
		start = end + 1

		if c, n, info := fence(line); n > 0 {
			switch {
			case fenceLen == 0 && !(c == '`' && containsByte(info, '`')):
				fenceChar, fenceLen = c, n
				continue
			case fenceLen > 0 && c == fenceChar && n >= fenceLen && isBlank(info):
				fenceLen = 0
				continue
			}
		}
		if fenceLen == 0 {
			switch admonitionFence(line) {
			case 1:
				if admonitions++; admonitions > limit {
					return lineNo, "admonitions"
				}
			case -1:
				if admonitions > 0 {
					admonitions--
				}
			}
		}
		max := limit
		if fenceLen > 0 {
			max = 4 * limit
		}
		if markerDepth(line, max) > max {
			return lineNo, "lists or block quotes"
		}
	}
	return 0, ""
}

// fence recognises a fence line: up to three spaces, then three or more ` or ~.
func fence(line []byte) (c byte, n int, info []byte) {
	i := 0
	for i < len(line) && i < 3 && line[i] == ' ' {
		i++
	}
	if i >= len(line) || (line[i] != '`' && line[i] != '~') {
		return 0, 0, nil
	}
	c = line[i]
	j := i
	for j < len(line) && line[j] == c {
		j++
	}
	if j-i < 3 {
		return 0, 0, nil
	}
	return c, j - i, line[j:]
}

// markerDepth counts the block-container markers at the start of a line, stopping
// once the count exceeds max.
func markerDepth(line []byte, max int) int {
	depth := 0
	i := 0
	for depth <= max {
		for i < len(line) && (line[i] == ' ' || line[i] == '\t') {
			i++
		}
		if i >= len(line) {
			break
		}
		switch c := line[i]; {
		case c == '>':
			depth++
			i++
			continue
		case c == '-' || c == '*' || c == '+':
			if !spaceOrEnd(line, i+1) || thematicBreak(line[i:]) {
				return depth
			}
			depth++
			i++
			continue
		case c >= '0' && c <= '9':
			j := i
			for j < len(line) && j-i < 9 && line[j] >= '0' && line[j] <= '9' {
				j++
			}
			if j < len(line) && (line[j] == '.' || line[j] == ')') && spaceOrEnd(line, j+1) {
				depth++
				i = j + 1
				continue
			}
		}
		break
	}
	return depth
}

func spaceOrEnd(line []byte, i int) bool {
	return i >= len(line) || line[i] == ' ' || line[i] == '\t' || line[i] == '\r'
}

// thematicBreak reports whether the rest of a line is a thematic break ("- - -",
// "***"), which is not a list however many markers it has.
func thematicBreak(rest []byte) bool {
	c := rest[0]
	if c != '-' && c != '*' && c != '_' {
		return false
	}
	n := 0
	for _, b := range rest {
		switch b {
		case c:
			n++
		case ' ', '\t', '\r':
		default:
			return false
		}
	}
	return n >= 3
}

func containsByte(b []byte, c byte) bool {
	for _, x := range b {
		if x == c {
			return true
		}
	}
	return false
}

func isBlank(b []byte) bool {
	for _, x := range b {
		if x != ' ' && x != '\t' && x != '\r' {
			return false
		}
	}
	return true
}

// admonitionFence is 1 for a line that opens an admonition (up to three
// spaces, three or more colons, then a type: ":::note"), -1 for one that
// closes one (the colons alone), 0 otherwise.
func admonitionFence(line []byte) int {
	i := 0
	for i < len(line) && i < 3 && line[i] == ' ' {
		i++
	}
	j := i
	for j < len(line) && line[j] == ':' {
		j++
	}
	if j-i < 3 {
		return 0
	}
	rest := line[j:]
	if isBlank(rest) {
		return -1
	}
	if c := rest[0]; (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') {
		return 1
	}
	return 0
}
