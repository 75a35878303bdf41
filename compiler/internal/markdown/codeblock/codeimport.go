package codeblock

import (
	"cmp"
	"fmt"
	"path"
	"regexp"
	"strconv"
	"strings"
	"unicode"

	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/markdown/internal/mdstate"
)

// fileMeta is remark-code-import's reading of a fence's file= word: the path,
// then #L3 (a line), #L3-L6, #L3- (to the end) or #-L6 (from the start).
var fileMeta = regexp.MustCompile(`^file=(.+?)(?:(?:#(?:L(\d+)(-)?)?)(?:L(\d+))?)?$`)

// importedCode is the code of a fence whose meta (the info string after the
// language) has a file= word, as remark-code-import replaces the fence's
// content with the file's lines; false when there is none or it cannot be
// read (the hook reported why).
func importedCode(meta string, st *mdstate.State, offset int) ([]string, bool) {
	ci := st.CodeImport
	if ci == nil {
		return nil, false
	}
	if ci.Snippets {
		return snippetCode(meta, st, offset)
	}
	var word string
	for _, w := range splitUnescaped(meta) {
		if strings.HasPrefix(w, "file=") {
			word = w
			break
		}
	}
	m := fileMeta.FindStringSubmatch(word)
	if m == nil {
		return nil, false
	}
	content, ok := ci.Read(strings.ReplaceAll(m[1], `\ `, " "), offset)
	if !ok {
		return nil, false
	}
	lines := strings.Split(content, "\n")
	from, _ := strconv.Atoi(m[2])
	to, _ := strconv.Atoi(m[4])
	start, end := max(from, 1), 0
	switch {
	case m[3] == "" && from > 0:
		end = start
	case to > 0:
		end = to
	case lines[len(lines)-1] == "" && !ci.PreserveTrailingNewline:
		end = len(lines) - 1
	default:
		end = len(lines)
	}
	end = min(end, len(lines))
	if start > end {
		return []string{""}, true // (an empty block, as JavaScript's slice gives "")
	}
	lines = lines[start-1 : end]
	if ci.RemoveRedundantIndentations {
		lines = stripIndent(lines)
	}
	return lines, true
}

// snippetCode is the code of a fence whose meta has a file= word as
// remark-code-snippets reads it: the file's text trimmed, then, with
// start=marker, only the lines after the one line that holds the marker, and
// with end=marker only those before the one that holds it, less the spaces
// their non-empty lines share; false when the file cannot be read or a
// marker is missing or found twice (a warning; Docusaurus stops the build).
func snippetCode(meta string, st *mdstate.State, offset int) ([]string, bool) {
	args := map[string]string{}
	for _, w := range strings.Split(meta, " ") {
		if k, v, ok := strings.Cut(w, "="); ok {
			args[k] = v
		}
	}
	if args["file"] == "" {
		return nil, false
	}
	content, ok := st.CodeImport.Read(args["file"], offset)
	if !ok {
		return nil, false
	}
	lines := strings.Split(strings.TrimFunc(content, func(r rune) bool { return unicode.IsSpace(r) || r == '\ufeff' }), "\n")
	from, to := 0, len(lines)
	for _, key := range []string{"start", "end"} {
		marker := args[key]
		if marker == "" {
			continue
		}
		var at []int
		for i, l := range lines {
			if strings.Contains(l, marker) {
				at = append(at, i+1)
			}
		}
		if len(at) != 1 {
			where := "no line"
			if len(at) > 1 {
				where = fmt.Sprintf("%d lines (%s), not one,", len(at), strings.Trim(fmt.Sprint(at), "[]"))
			}
			st.Warn(DiagCodeImport, offset, fmt.Sprintf("file=%s has %s with the %s marker %q; the code block keeps its own lines (Docusaurus stops the build)", args["file"], where, key, marker))
			return nil, false
		}
		if key == "start" {
			from = at[0]
		} else {
			to = at[0] - 1
		}
	}
	if from >= to {
		return []string{""}, true
	}
	lines = lines[from:to]
	indent := -1
	for _, l := range lines {
		if n := len(l) - len(strings.TrimLeft(l, " ")); l != "" && (indent < 0 || n < indent) {
			indent = n
		}
	}
	for i, l := range lines {
		lines[i] = l[min(max(indent, 0), len(l)):]
	}
	return lines, true
}

// splitUnescaped splits meta at the spaces no backslash escapes.
func splitUnescaped(meta string) []string {
	var out []string
	start := 0
	for i := 0; i < len(meta); i++ {
		if meta[i] == ' ' && (i == 0 || meta[i-1] != '\\') {
			out = append(out, meta[start:i])
			start = i + 1
		}
	}
	return append(out, meta[start:])
}

// stripIndent removes the indentation all non-blank lines share, as the
// strip-indent package does.
func stripIndent(lines []string) []string {
	indent := -1
	for _, l := range lines {
		if strings.TrimSpace(l) == "" {
			continue
		}
		n := len(l) - len(strings.TrimLeft(l, " \t"))
		if indent < 0 || n < indent {
			indent = n
		}
	}
	if indent <= 0 {
		return lines
	}
	out := make([]string, len(lines))
	for i, l := range lines {
		if len(l) >= indent && strings.TrimLeft(l[:indent], " \t") == "" {
			out[i] = l[indent:]
		} else {
			out[i] = strings.TrimLeft(l, " \t")
		}
	}
	return out
}

// DiagCodeImport is the diagnostic of a fence's file= that cannot be read.
const DiagCodeImport = diag.CodeImport

// ImportOptions are remark-code-import's options (markdown.codeImport), or,
// with Snippets, remark-code-snippets' (markdown.codeSnippets).
type ImportOptions struct {
	// RootDir is the folder `<rootDir>` names and files may not leave, from
	// the content root ("." for the site's folder, the plugin's default).
	RootDir                                              string
	PreserveTrailingNewline, RemoveRedundantIndentations bool
	// Snippets is remark-code-snippets, whose file= paths start from BaseDir
	// (from the content root; it may lead up into the repository: "..") or,
	// when it is "", from the document's folder.
	Snippets bool
	BaseDir  string
}

// For is the code import of a document (file, from the content root), which
// reads with read (partials' reader: a dependency of the page) and reports
// with st.
func (o *ImportOptions) For(file string, read func(rel string) ([]byte, error), st *mdstate.State) *mdstate.CodeImport {
	if o == nil || read == nil {
		return nil
	}
	root := path.Clean(cmp.Or(o.RootDir, "."))
	return &mdstate.CodeImport{PreserveTrailingNewline: o.PreserveTrailingNewline, RemoveRedundantIndentations: o.RemoveRedundantIndentations, Snippets: o.Snippets,
		Read: func(p string, offset int) (string, bool) {
			rel := path.Join(path.Dir(file), p)
			if rest, ok := strings.CutPrefix(p, "<rootDir>"); ok && !o.Snippets {
				rel = path.Join(root, rest)
			} else if path.IsAbs(p) {
				rel = path.Clean(p) // (an absolute path: outside the root, below)
			} else if o.Snippets {
				// a file of the repository outside the site's folder too, as
				// a partial (the reader keeps to the repository)
				rel = path.Join(cmp.Or(o.BaseDir, path.Dir(file)), p)
			}
			if path.IsAbs(rel) || !o.Snippets && (rel == ".." || strings.HasPrefix(rel, "../") || root != "." && rel != root && !strings.HasPrefix(rel, root+"/")) {
				st.Warn(DiagCodeImport, offset, fmt.Sprintf("file=%s is outside the folder files are imported from (%s); the code block keeps its own lines (Docusaurus stops the build)", p, root))
				return "", false
			}
			data, err := read(rel)
			if err != nil {
				st.Warn(DiagCodeImport, offset, fmt.Sprintf("file=%s names no file of the site (%s); the code block keeps its own lines (Docusaurus stops the build)", p, rel))
				return "", false
			}
			return string(data), true
		}}
}
