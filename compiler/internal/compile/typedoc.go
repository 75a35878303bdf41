package compile

import (
	"fmt"
	"os"
	"path"
	"strings"

	"github.com/contentc/contentc/compiler/internal/config"
	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/markdown"
	"github.com/contentc/contentc/compiler/internal/scan"
	"github.com/contentc/contentc/compiler/internal/typedoc"
	"github.com/contentc/contentc/compiler/internal/validate"
)

// importTypedoc adds the generated type reference (site.yaml typedoc.json) to a
// version as docs without source files.
func (c *compiler) importTypedoc(vs *Version) {
	if c.Cfg.TypedocJSON == "" {
		return
	}
	line, col := 0, 0
	if c.Cfg.Doc != nil {
		p := c.Cfg.Doc.At("/typedoc/json")
		line, col = p.Line, p.Column
	}
	p := config.Path(c.Opts.Root, c.Cfg.TypedocJSON)
	data, err := os.ReadFile(p)
	if err != nil {
		c.Diags.Errorf(diag.Typedoc, config.FileName, line, col, "cannot read TypeDoc JSON %s (typedoc.json: %q; a relative path is read from the content root %s): %v; fix the path, or generate the file (TypeDoc's --json output)", p, c.Cfg.TypedocJSON, c.Opts.Root, unwrap(err))
		return
	}
	c.NoteInput(p)
	proj, err := typedoc.Load(data)
	if err != nil {
		c.Diags.Errorf(diag.Typedoc, config.FileName, line, col, "cannot read TypeDoc JSON %s: %v", p, err)
		return
	}
	c.Typedoc = proj
	opts := typedoc.Options{RouteBase: c.Cfg.TypedocRouteBase}
	for _, vd := range typedoc.Pages(proj, opts) {
		rel := vd.ID + ".md"
		if strings.HasSuffix(vd.Route, "/") && path.Base(vd.ID) == "index" {
			rel = vd.ID + ".md"
		}
		d := &scan.Doc{
			RelPath: rel, ID: vd.ID, Route: vd.Route, Body: []byte(vd.Markdown),
			GeneratedTitle: vd.Title, GeneratedDescription: vd.Description, GeneratedCategory: vd.SidebarCategory,
			GeneratedKind:   referenceKind(vd.Kind),
			IsCategoryIndex: path.Base(vd.ID) == "index",
		}
		vs.Tree.AddGenerated(d, c.Diags)
	}
}

// directive expands `::props{of="Name"}` into the props table of a type of the
// imported reference, so hand-written pages never drift from the library's types.
// Diagnostics go to diags (the compile's list, or a scratch one while a cached
// rendering is checked).
func (c *compiler) directive(p *Page, dv markdown.Directive, diags *diag.List) []byte {
	file := p.Doc.SourceOr()
	if dv.Name != "props" {
		diags.Errorf(diag.UnknownDirective, file, dv.Line, dv.Column, "unknown directive ::%s; the directives are: ::props{of=\"TypeName\"}", dv.Name)
		return nil
	}
	name := dv.Attrs["of"]
	if name == "" {
		diags.Errorf(diag.UnknownType, file, dv.Line, dv.Column, "::props needs the name of a type: ::props{of=\"TypeName\"}")
		return nil
	}
	if c.Typedoc == nil {
		diags.Errorf(diag.UnknownType, file, dv.Line, dv.Column, "::props{of=%q} needs the type reference; set typedoc.json in site.yaml", name)
		return nil
	}
	pr := c.props(name)
	if !pr.Ok {
		msg := fmt.Sprintf("::props names type %q, which the type reference does not have", name)
		if s := validate.Suggest(name, c.Typedoc.Names()); s != "" {
			msg += fmt.Sprintf("; did you mean %q?", s)
		}
		diags.Errorf(diag.UnknownType, file, dv.Line, dv.Column, "%s", msg)
		return nil
	}
	for _, d := range pr.Diags {
		d.File, d.Line, d.Column = file, dv.Line, dv.Column
		d.Message = "in the props table of " + name + ": " + d.Message
		diags.Add(d)
	}
	return pr.Html
}

// PropsResult is a props table, in Markdown and rendered.
type PropsResult struct {
	Ok       bool
	Markdown string
	Html     []byte
	Diags    []diag.Diagnostic // without file and position
}

// props makes the props table of a type once per compile (pages and their
// Markdown copies ask for the same tables many times).
func (c *compiler) props(name string) *PropsResult {
	c.PropsMu.Lock()
	defer c.PropsMu.Unlock()
	if pr, ok := c.PropsMemo[name]; ok {
		return pr
	}
	pr := &PropsResult{}
	if c.PropsMemo == nil {
		c.PropsMemo = map[string]*PropsResult{}
	}
	c.PropsMemo[name] = pr
	opts := typedoc.Options{RouteBase: c.Cfg.TypedocRouteBase}
	table, ok := typedoc.PropsTable(c.Typedoc, name, opts)
	if !ok {
		return pr
	}
	pr.Ok, pr.Markdown = true, table
	base := strings.TrimSuffix(c.Cfg.Site.BaseURL, "/")
	res := c.MD.Render(markdown.Input{Source: []byte(table), Resolve: func(l markdown.LinkRef) string {
		if strings.HasPrefix(l.Dest, "/") && !strings.HasPrefix(l.Dest, "//") {
			return base + l.Dest
		}
		return l.Dest
	}})
	pr.Diags = res.Diagnostics
	pr.Html = append(append([]byte(`<div class="props-table">`+"\n"), res.HTML...), "</div>\n"...)
	return pr
}

// referenceKind names a generated reference page's kind for readers:
// "Type reference · type alias", "Type reference · namespace member".
func referenceKind(kind string) string {
	switch {
	case kind == "index":
		return "Type reference"
	case strings.HasPrefix(kind, "namespace-"):
		return "Type reference · namespace member"
	}
	return "Type reference · " + strings.ReplaceAll(kind, "-", " ")
}

func unwrap(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	return err
}
