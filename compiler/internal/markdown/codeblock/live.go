package codeblock

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/contentc/contentc/compiler/internal/diag"
)

// DiagLiveExample is the diagnostic id of a live code block whose code breaks the
// rules of live examples (CheckLive).
const DiagLiveExample = diag.LiveExample

// DiagReactLive is the warning for a Docusaurus site's live code block that is
// not a live example contentc runs (mdstate.State.ReactLive).
const DiagReactLive = diag.ReactLive

// LiveModules are the only modules a live example may import.
var LiveModules = []string{"react", "@elastic/charts"}

var (
	importRe  = regexp.MustCompile(`(?m)^[ \t]*import\b([^;'"]*?)['"]([^'"\n]*)['"]`)
	dynamicRe = regexp.MustCompile(`\bimport\s*\(|\brequire\s*\(`)
	exportRe  = regexp.MustCompile(`(?m)^[ \t]*export\b[ \t]*(default\b)?[ \t]*(async[ \t]+)?(function\b\*?|const\b|let\b|var\b|class\b|\{|\*)?[ \t]*([A-Za-z_$][\w$]*)?`)
	commentRe = regexp.MustCompile(`(?s)/\*.*?\*/|//[^\n]*`)
)

// CheckLive checks the code of a live example: imports only from LiveModules
// (static imports; no import() or require()) and exactly one exported component
// (`export default function Name`, `export function Name`, `export const Name =`,
// or `export default Name`). It returns "" when the code is fine, else what is wrong.
func CheckLive(code string) string {
	// Comments out, keeping offsets and lines, so commented-out code does not count.
	code = commentRe.ReplaceAllStringFunc(code, func(s string) string {
		return strings.Map(func(r rune) rune {
			if r == '\n' {
				return r
			}
			return ' '
		}, s)
	})
	for _, m := range importRe.FindAllStringSubmatch(code, -1) {
		mod := m[2]
		ok := false
		for _, allowed := range LiveModules {
			ok = ok || mod == allowed
		}
		if !ok {
			return fmt.Sprintf("a live example may import only from %q and %q, not %q", LiveModules[0], LiveModules[1], mod)
		}
	}
	if loc := dynamicRe.FindString(code); loc != "" {
		return fmt.Sprintf("a live example may not load modules with %s…); import from %q or %q at the top", strings.TrimSpace(loc), LiveModules[0], LiveModules[1])
	}
	exports := exportRe.FindAllStringSubmatch(code, -1)
	if len(exports) != 1 {
		return fmt.Sprintf("a live example must export exactly one component (found %d exports), e.g. `export default function Example() { … }`", len(exports))
	}
	e := exports[0]
	isDefault, kind, name := e[1] != "", e[3], e[4]
	switch {
	case kind == "{" || kind == "*":
		return "a live example must export its component where it is declared (`export function Example() { … }`), not with `export {…}` or `export *`"
	case kind == "class" || kind == "let" || kind == "var":
		return "a live example must export a function component (`export function Example() { … }` or `export const Example = () => …`)"
	case !isDefault && name == "":
		return "a live example must export one named or default function component"
	case !isDefault && (name[0] < 'A' || name[0] > 'Z'):
		return fmt.Sprintf("the exported %q is not a component: a component's name starts with a capital letter", name)
	}
	return ""
}

// chartTypes are the library's chart-making components, in the order that decides
// an example's chart type when it uses several (a series before an annotation).
var chartTypes = []string{
	"Partition", "Heatmap", "Goal", "Metric", "Wordcloud", "Bullet", "Flame",
	"HistogramBarSeries", "BarSeries", "LineSeries", "AreaSeries", "BubbleSeries",
	"LineAnnotation", "RectAnnotation", "Axis",
}

// ChartType is the first of chartTypes the code renders (`<BarSeries`,
// `<Partition`, …), or "Other".
func ChartType(code string) string {
	for _, t := range chartTypes {
		if i := strings.Index(code, "<"+t); i >= 0 {
			if rest := code[i+1+len(t):]; rest == "" || !isIdent(rest[0]) {
				return t
			}
		}
	}
	return "Other"
}

func isIdent(c byte) bool {
	return c == '_' || c == '$' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}
