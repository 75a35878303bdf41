package resolve

import (
	"fmt"
	"html"
	"strings"

	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/markdown"
	"github.com/contentc/contentc/compiler/internal/model"
	"github.com/contentc/contentc/compiler/internal/typedoc"
	"github.com/contentc/contentc/compiler/internal/validate"
)

// directive expands `::props{of="Name"}` into the props table of a type of the
// imported reference, so hand-written pages never drift from the library's types.
// Diagnostics go to diags (the compile's list, or a scratch one while a cached
// rendering is checked).
func (c *compiler) directive(p *model.Page, dv markdown.Directive, diags *diag.List) []byte {
	if dv.Theme != "" {
		return []byte(html.EscapeString(c.themeText(p, dv.Theme, dv.Text)))
	}
	file := p.Doc.SourceOr()
	if dv.Name != "props" {
		if c.Cfg.Docusaurus {
			// Docusaurus shows a directive nothing uses as its text, and warns
			// (AdGuard's translators wrote ::note for :::note).
			diags.Warnf(diag.UnusedDirective, file, dv.Line, dv.Column, "::%s is not a directive Docusaurus or contentc provides: it is shown as text, as Docusaurus shows unused directives (for an admonition, write :::%s … :::)", dv.Name, dv.Name)
			return []byte("<p>::" + html.EscapeString(dv.Name) + "</p>\n")
		}
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

// props makes the props table of a type once per compile (pages and their
// Markdown copies ask for the same tables many times).
func (c *compiler) props(name string) *model.PropsResult {
	c.PropsMu.Lock()
	defer c.PropsMu.Unlock()
	if pr, ok := c.PropsMemo[name]; ok {
		return pr
	}
	pr := &model.PropsResult{}
	if c.PropsMemo == nil {
		c.PropsMemo = map[string]*model.PropsResult{}
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
