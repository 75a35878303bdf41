// Package mdtest runs a goldmark instance the way the markdown package does (with
// an mdstate attached) so each extension can be tested on its own.
package mdtest

import (
	"bytes"
	"fmt"
	"testing"

	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/markdown/internal/mdstate"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// Diag is a reported diagnostic: "severity id @offset: message".
type Diag struct {
	Severity diag.Severity
	ID       diag.Code
	Offset   int
	Message  string
}

func (d Diag) String() string {
	return fmt.Sprintf("%s %s @%d: %s", d.Severity, d.ID, d.Offset, d.Message)
}

// Case is a Markdown-in, HTML-out test case.
type Case struct {
	Name     string
	Markdown string
	HTML     string
	// Diags are the ids of the expected diagnostics, in order.
	Diags []diag.Code
}

// Convert renders src and returns the HTML and the diagnostics.
func Convert(t testing.TB, md goldmark.Markdown, src string) (string, []Diag) {
	t.Helper()
	var diags []Diag
	st := &mdstate.State{Report: func(sev diag.Severity, id diag.Code, offset int, msg string) {
		diags = append(diags, Diag{sev, id, offset, msg})
	}}
	pc := parser.NewContext()
	mdstate.Set(pc, st)
	source := []byte(src)
	doc := md.Parser().Parse(text.NewReader(source), parser.WithContext(pc))
	var buf bytes.Buffer
	if err := md.Renderer().Render(&buf, source, doc); err != nil {
		t.Fatal(err)
	}
	return buf.String(), diags
}

// Run runs table cases against md.
func Run(t *testing.T, md goldmark.Markdown, cases []Case) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.Name, func(t *testing.T) {
			got, diags := Convert(t, md, c.Markdown)
			if got != c.HTML {
				t.Errorf("markdown:\n%s\ngot:\n%s\nwant:\n%s", c.Markdown, got, c.HTML)
			}
			var ids []diag.Code
			for _, d := range diags {
				ids = append(ids, d.ID)
			}
			if fmt.Sprint(ids) != fmt.Sprint(c.Diags) {
				t.Errorf("diagnostics %v, want %v", diags, c.Diags)
			}
		})
	}
}
