// Package diag holds diagnostics: the data every phase of contentc reports problems
// with. Phases collect diagnostics instead of failing fast, so an author sees every
// problem of a tree in one run; the CLI prints them once and picks the exit code.
package diag

import (
	"encoding/json"
	"fmt"
	"io"
	"sort"
	"strings"
	"sync"
)

// Severity of a diagnostic. Errors fail a compile; warnings do not unless promoted.
type Severity string

const (
	Error   Severity = "error"
	Warning Severity = "warning"
)

// Diagnostic is one problem in one place of an author's file.
// File is relative to the content root (slash-separated); Line and Column are
// 1-based, 0 when unknown (a whole-file problem).
type Diagnostic struct {
	Severity Severity `json:"severity"`
	ID       Code     `json:"id"`
	File     string   `json:"file"`
	Line     int      `json:"line"`
	Column   int      `json:"column"`
	Message  string   `json:"message"`
	Notes    []string `json:"notes,omitempty"`
}

// String formats the diagnostic the way compilers do: file:line:col: severity[id]: message.
func (d Diagnostic) String() string {
	var b strings.Builder
	b.WriteString(d.Location())
	fmt.Fprintf(&b, ": %s[%s]: %s", d.Severity, d.ID, d.Message)
	for _, n := range d.Notes {
		b.WriteString("\n  note: ")
		b.WriteString(n)
	}
	return b.String()
}

// Location is file:line:col, leaving out the parts that are unknown.
func (d Diagnostic) Location() string {
	loc := d.File
	if loc == "" {
		loc = "<content>"
	}
	if d.Line > 0 {
		loc += fmt.Sprintf(":%d", d.Line)
		if d.Column > 0 {
			loc += fmt.Sprintf(":%d", d.Column)
		}
	}
	return loc
}

// List collects diagnostics; it is safe for concurrent use.
type List struct {
	mu    sync.Mutex
	items []Diagnostic
}

// Add appends diagnostics.
func (l *List) Add(ds ...Diagnostic) {
	l.mu.Lock()
	l.items = append(l.items, ds...)
	l.mu.Unlock()
}

// Errorf adds an error.
func (l *List) Errorf(id Code, file string, line, col int, format string, args ...any) {
	l.Add(Diagnostic{Severity: Error, ID: id, File: file, Line: line, Column: col, Message: fmt.Sprintf(format, args...)})
}

// Warnf adds a warning.
func (l *List) Warnf(id Code, file string, line, col int, format string, args ...any) {
	l.Add(Diagnostic{Severity: Warning, ID: id, File: file, Line: line, Column: col, Message: fmt.Sprintf(format, args...)})
}

// Promote turns warnings with the given ids into errors ("all" promotes every warning).
func (l *List) Promote(ids []string) {
	if len(ids) == 0 {
		return
	}
	set := map[string]bool{}
	for _, id := range ids {
		set[id] = true
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	for i := range l.items {
		if l.items[i].Severity == Warning && (set["all"] || set[string(l.items[i].ID)]) {
			l.items[i].Severity = Error
		}
	}
}

// Sorted returns the diagnostics ordered by file, line, column, then id and message,
// with exact duplicates removed, so output is stable whatever the goroutine order.
func (l *List) Sorted() []Diagnostic {
	l.mu.Lock()
	out := append([]Diagnostic(nil), l.items...)
	l.mu.Unlock()
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		if a.Column != b.Column {
			return a.Column < b.Column
		}
		if a.ID != b.ID {
			return a.ID < b.ID
		}
		return a.Message < b.Message
	})
	dedup := out[:0]
	for i, d := range out {
		if i > 0 && d.String() == out[i-1].String() && d.Severity == out[i-1].Severity {
			continue
		}
		dedup = append(dedup, d)
	}
	return dedup
}

// Counts returns the number of errors and warnings.
func Counts(ds []Diagnostic) (errors, warnings int) {
	for _, d := range ds {
		if d.Severity == Error {
			errors++
		} else {
			warnings++
		}
	}
	return
}

// HasErrors reports whether any diagnostic is an error.
func (l *List) HasErrors() bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	for _, d := range l.items {
		if d.Severity == Error {
			return true
		}
	}
	return false
}

// Format names an output format for diagnostics.
type Format string

const (
	FormatText   Format = "text"
	FormatJSON   Format = "json"
	FormatGitHub Format = "github"
)

// Print writes diagnostics in the given format. rootPrefix is joined in front of
// file names for the github format, whose annotations need repository paths.
func Print(w io.Writer, ds []Diagnostic, f Format, rootPrefix string) error {
	switch f {
	case FormatJSON:
		if ds == nil {
			ds = []Diagnostic{}
		}
		errs, warns := Counts(ds)
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(struct {
			Diagnostics []Diagnostic `json:"diagnostics"`
			Errors      int          `json:"errors"`
			Warnings    int          `json:"warnings"`
		}{ds, errs, warns})
	case FormatGitHub:
		for _, d := range ds {
			kind := "warning"
			if d.Severity == Error {
				kind = "error"
			}
			file := d.File
			if rootPrefix != "" && rootPrefix != "." {
				file = strings.TrimSuffix(rootPrefix, "/") + "/" + file
			}
			var props []string
			props = append(props, "file="+ghProp(file))
			if d.Line > 0 {
				props = append(props, fmt.Sprintf("line=%d", d.Line))
			}
			if d.Column > 0 {
				props = append(props, fmt.Sprintf("col=%d", d.Column))
			}
			props = append(props, "title="+ghProp(string(d.ID)))
			msg := d.Message
			for _, n := range d.Notes {
				msg += "\n" + n
			}
			if _, err := fmt.Fprintf(w, "::%s %s::%s\n", kind, strings.Join(props, ","), ghData(msg)); err != nil {
				return err
			}
		}
		return nil
	default:
		for _, d := range ds {
			if _, err := fmt.Fprintln(w, d.String()); err != nil {
				return err
			}
		}
		return nil
	}
}

// ghData escapes a workflow command's message.
func ghData(s string) string {
	s = strings.ReplaceAll(s, "%", "%25")
	s = strings.ReplaceAll(s, "\r", "%0D")
	return strings.ReplaceAll(s, "\n", "%0A")
}

// ghProp escapes a workflow command's property value.
func ghProp(s string) string {
	s = ghData(s)
	s = strings.ReplaceAll(s, ":", "%3A")
	return strings.ReplaceAll(s, ",", "%2C")
}
