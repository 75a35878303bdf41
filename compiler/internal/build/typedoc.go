package build

import (
	"fmt"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/contentc/contentc/compiler/internal/config"
	"github.com/contentc/contentc/compiler/internal/markdown"
	"github.com/contentc/contentc/compiler/internal/validate"
	"github.com/contentc/contentc/compiler/internal/scan"
	"github.com/contentc/contentc/compiler/internal/typedoc"
)

// importTypedoc adds the generated type reference (site.yaml typedoc.json) to a
// version as docs without source files.
func (c *compiler) importTypedoc(vs *versionState) {
	if c.cfg.TypedocJSON == "" {
		return
	}
	line, col := 0, 0
	if c.cfg.Doc != nil {
		p := c.cfg.Doc.At("/typedoc/json")
		line, col = p.Line, p.Column
	}
	p := filepath.Join(c.opts.Root, filepath.FromSlash(c.cfg.TypedocJSON))
	data, err := os.ReadFile(p)
	if err != nil {
		c.diags.Errorf("typedoc", config.FileName, line, col, "cannot read TypeDoc JSON %s: %v; generate it first (make typedoc)", c.cfg.TypedocJSON, unwrap(err))
		return
	}
	c.noteInput(p)
	proj, err := typedoc.Load(data)
	if err != nil {
		c.diags.Errorf("typedoc", c.cfg.TypedocJSON, 0, 0, "cannot read TypeDoc JSON: %v", err)
		return
	}
	c.typedoc = proj
	opts := typedoc.Options{RouteBase: c.cfg.TypedocRouteBase}
	for _, vd := range typedoc.Pages(proj, opts) {
		rel := vd.ID + ".md"
		if strings.HasSuffix(vd.Route, "/") && path.Base(vd.ID) == "index" {
			rel = vd.ID + ".md"
		}
		d := &scan.Doc{
			RelPath: rel, ID: vd.ID, Route: vd.Route, Body: []byte(vd.Markdown),
			GeneratedTitle: vd.Title, GeneratedDescription: vd.Description, GeneratedCategory: vd.SidebarCategory,
			IsCategoryIndex: path.Base(vd.ID) == "index",
		}
		vs.tree.AddGenerated(d, c.diags)
	}
}

// directive expands `::props{of="Name"}` into the props table of a type of the
// imported reference, so hand-written pages never drift from the library's types.
func (c *compiler) directive(p *page, dv markdown.Directive) []byte {
	file := p.doc.SourceOr()
	if dv.Name != "props" {
		c.diags.Errorf("unknown-directive", file, dv.Line, dv.Column, "unknown directive ::%s; the directives are: ::props{of=\"TypeName\"}", dv.Name)
		return nil
	}
	name := dv.Attrs["of"]
	if name == "" {
		c.diags.Errorf("unknown-type", file, dv.Line, dv.Column, "::props needs the name of a type: ::props{of=\"TypeName\"}")
		return nil
	}
	if c.typedoc == nil {
		c.diags.Errorf("unknown-type", file, dv.Line, dv.Column, "::props{of=%q} needs the type reference; set typedoc.json in site.yaml", name)
		return nil
	}
	opts := typedoc.Options{RouteBase: c.cfg.TypedocRouteBase}
	table, ok := typedoc.PropsTable(c.typedoc, name, opts)
	if !ok {
		msg := fmt.Sprintf("::props names type %q, which the type reference does not have", name)
		if s := validate.Suggest(name, c.typedoc.Names()); s != "" {
			msg += fmt.Sprintf("; did you mean %q?", s)
		}
		c.diags.Errorf("unknown-type", file, dv.Line, dv.Column, "%s", msg)
		return nil
	}
	base := strings.TrimSuffix(c.cfg.Site.BaseURL, "/")
	res := c.md.Render(markdown.Input{File: file, Source: []byte(table), Resolve: func(l markdown.LinkRef) string {
		if strings.HasPrefix(l.Dest, "/") && !strings.HasPrefix(l.Dest, "//") {
			return base + l.Dest
		}
		return l.Dest
	}})
	for _, d := range res.Diagnostics {
		d.Line, d.Column = dv.Line, dv.Column
		d.Message = "in the props table of " + name + ": " + d.Message
		c.diags.Add(d)
	}
	return append(append([]byte(`<div class="props-table">`+"\n"), res.HTML...), "</div>\n"...)
}

func unwrap(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	return err
}
