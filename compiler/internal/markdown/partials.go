package markdown

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"path"
	"slices"
	"strconv"
	"strings"

	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/components"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/mdxast"
	"github.com/contentc/contentc/compiler/internal/source"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/util"
)

// DiagPartial is the diagnostic id for a partial that cannot be included.
const DiagPartial = mdx.DiagPartial

// maxPartialDepth bounds partials including partials.
const maxPartialDepth = 32

// ResolveImport turns an import specifier of file (content-root-relative) into a
// content-root-relative path: "./x" and "../x" against the file's folder,
// "@site/x" against the root. ok is false for specifiers that leave the root or
// name a package.
func ResolveImport(file, spec string) (string, bool) {
	var p string
	switch {
	case strings.HasPrefix(spec, "@site/"):
		p = path.Clean(strings.TrimPrefix(spec, "@site/"))
	case strings.HasPrefix(spec, "@theme/"):
		// a theme component of the site's own (swizzled or new), as
		// Docusaurus's theme aliases resolve it
		p = path.Clean("src/theme/" + strings.TrimPrefix(spec, "@theme/"))
	case strings.HasPrefix(spec, "/") && !strings.HasPrefix(spec, "//"):
		// "/docs/_x.mdx": from the site's folder, as Docusaurus's bundler
		// resolves a root-relative import.
		p = path.Clean(strings.TrimPrefix(spec, "/"))
	case strings.HasPrefix(spec, "./") || strings.HasPrefix(spec, "../"):
		p = path.Join(path.Dir(file), spec)
	default:
		return "", false
	}
	if path.IsAbs(p) || p == "." || p == ".." {
		return "", false
	}
	if strings.HasPrefix(p, "../") {
		// A docs folder outside the site's folder (docs.path: ../docs): an
		// import may stay inside the folder its file is in.
		pre := outsideFolder(file)
		if pre == "" || !strings.HasPrefix(p, pre) {
			return "", false
		}
	}
	return p, true
}

// ErrOutside is what a partial reader returns for a file outside the
// repository that holds the site, which contentc does not read.
var ErrOutside = errors.New("outside the repository")

// ResolvePartial is ResolveImport for a partial, which may also be a file of
// the repository outside the site folder, as Docusaurus reads it
// (`@site/../CONTRIBUTING.md` is "../CONTRIBUTING.md"): the reader decides
// how far up it reads (ErrOutside beyond that).
func ResolvePartial(file, spec string) (string, bool) {
	if rel, ok := ResolveImport(file, spec); ok || isPackage(spec) || strings.HasPrefix(spec, "@theme/") {
		return rel, ok
	}
	var p string
	switch {
	case strings.HasPrefix(spec, "@site/"):
		p = path.Clean(strings.TrimPrefix(spec, "@site/"))
	case strings.HasPrefix(spec, "./") || strings.HasPrefix(spec, "../"):
		p = path.Join(path.Dir(file), spec)
	default:
		return "", false
	}
	return p, strings.HasPrefix(p, "../")
}

// isPackage reports whether an import specifier names a package (`pkg/x.md`,
// `@scope/pkg/x.md`) rather than a file of the site.
func isPackage(spec string) bool {
	return spec != "" && spec[0] != '.' && spec[0] != '/' && !strings.HasPrefix(spec, "@site/") && !strings.HasPrefix(spec, "@theme/")
}

// outsideFolder is "../docs/" for "../docs/a/b.md": the folder outside the
// content root that a file is in ("" for a file inside the root).
func outsideFolder(file string) string {
	i := 0
	for strings.HasPrefix(file[i:], "../") {
		i += 3
	}
	if i == 0 {
		return ""
	}
	j := strings.IndexByte(file[i:], '/')
	if j < 0 {
		return ""
	}
	return file[:i+j+1]
}

// include renders a partial for the document d.
func (r *Renderer) include(d *doc, spec string, offset int, props map[string]any) (*mdxast.Included, bool) {
	rel, ok := ResolvePartial(d.in.File, spec)
	if !ok && isPackage(spec) {
		// Markdown a package ships (`@ionic-internal/component-api/v9/x/props.md`,
		// generated into node_modules by the site's install): like a package's
		// component, not loaded; the page compiles without it.
		d.report(diag.Warning, mdx.DiagUnknownComponent, offset, fmt.Sprintf(
			"the partial %q is not a file of the site: it comes from a package or a bundler alias (webpack's resolve.alias in a plugin), which contentc does not read; it renders nothing", spec))
		return nil, false
	}
	if !ok {
		return nil, d.outside(offset, spec)
	}
	stack := append(append([]string(nil), d.in.partialStack...), d.in.File)
	for i, f := range stack {
		if f == rel {
			d.report(diag.Error, DiagPartial, offset, fmt.Sprintf("import cycle: %s → %s", strings.Join(stack[i:], " → "), rel))
			return nil, false
		}
	}
	if len(stack) > maxPartialDepth {
		d.report(diag.Error, DiagPartial, offset, fmt.Sprintf("partials are nested more than %d levels deep", maxPartialDepth))
		return nil, false
	}
	d.res.Partials = append(d.res.Partials, rel)
	if d.in.ReadPartial == nil {
		d.report(diag.Error, DiagPartial, offset, fmt.Sprintf("cannot read the partial %s", rel))
		return nil, false
	}
	data, err := d.in.ReadPartial(rel)
	if err != nil && r.opts.InternalDocs && errors.Is(err, fs.ErrNotExist) && slices.Contains(strings.Split(path.Dir(rel), "/"), "fb") {
		// An internal-docs site's fb/ folders are left out of its public
		// repository; its public build renders their partials as nothing.
		return nil, false
	}
	if errors.Is(err, ErrOutside) {
		return nil, d.outside(offset, spec)
	}
	if err != nil {
		d.report(diag.Error, DiagPartial, offset, fmt.Sprintf("cannot read the partial %s (imported as %q): %v", rel, spec, err))
		return nil, false
	}
	fm := source.SplitFrontMatter(data)
	if fm.Unclosed {
		// all front matter, as Docusaurus reads it: the partial shows nothing
		d.report(diag.Warning, diag.UnclosedFrontMatter, offset, fmt.Sprintf("the partial %s opens front matter with --- and never closes it: it is all front matter and shows nothing, as in Docusaurus; add a line with --- after its front matter", rel))
	}
	isMDX := true
	if d.in.PartialMDX != nil {
		isMDX = d.in.PartialMDX(rel)
	}
	sub := r.render(Input{
		File: rel, Source: fm.Body, LineOffset: fm.BodyLine, Resolve: d.in.Resolve, Directive: d.in.Directive,
		MDX: isMDX, ReadPartial: d.in.ReadPartial, PartialMDX: d.in.PartialMDX, ComponentFile: d.in.ComponentFile, Module: d.in.Module, Call: d.in.Call,
		partialStack: stack, nextID: d.in.nextID, noTitle: true, partialProps: props,
	})
	d.res.Links = append(d.res.Links, sub.Links...)
	d.res.Diagnostics = append(d.res.Diagnostics, sub.Diagnostics...)
	d.res.Partials = append(d.res.Partials, sub.Partials...)
	var text strings.Builder
	for i, s := range sub.Sections {
		if i > 0 {
			text.WriteString(" ")
			text.WriteString(s.Heading)
			text.WriteString(" ")
		}
		text.WriteString(s.Text)
	}
	return &mdxast.Included{HTML: sub.HTML, Text: text.String(), Data: &sub, Components: len(sub.Components) > 0}, true
}

// maxTemplateDepth bounds templates whose JSX uses templates.
const maxTemplateDepth = 8

// expand renders a component the document defines as one JSX element (see
// mdxast.Template) for one of its elements, with that element's props: the JSX
// rendered as the document's own MDX, on the lines it is written on; the caller
// puts the element's children where mdxast.ChildrenMarker is in the HTML.
func (r *Renderer) expand(d *doc, t *mdxast.Template, props map[string]any, parent *mdxast.State) (*mdxast.Included, bool) {
	if d.in.templateDepth >= maxTemplateDepth {
		return nil, false
	}
	sub := r.render(Input{
		File: d.in.File, Source: []byte(strings.Repeat("\n", max(t.Line-1, 0)) + t.Body + "\n"), LineOffset: d.in.LineOffset,
		Resolve: d.in.Resolve, Directive: d.in.Directive, MDX: true, ReadPartial: d.in.ReadPartial, PartialMDX: d.in.PartialMDX,
		ComponentFile: d.in.ComponentFile, Module: d.in.Module, Call: d.in.Call, partialStack: append(append([]string(nil), d.in.partialStack...), d.in.File),
		nextID: d.in.nextID, noTitle: true, template: t, templateProps: props, parent: parent, templateDepth: d.in.templateDepth + 1,
	})
	for i := range sub.Links {
		if l := &sub.Links[i]; t.Column > 1 && l.Line == t.Line+d.in.LineOffset {
			l.Column += t.Column - 1 // (on the line of JSX that starts there)
		}
	}
	d.res.Links = append(d.res.Links, sub.Links...)
	d.res.Partials = append(d.res.Partials, sub.Partials...)
	for _, g := range sub.Diagnostics {
		if t.Column > 1 && g.Line == t.Line+d.in.LineOffset {
			g.Column += t.Column - 1
		}
		// each once, at its place in the JSX, not at every use (a use may
		// warn where the first did not: a prop given a value not read)
		if key := fmt.Sprintf("%s:%d:%d:%s", g.File, g.Line, g.Column, g.ID); !d.expanded[key] {
			if d.expanded == nil {
				d.expanded = map[string]bool{}
			}
			d.expanded[key] = true
			d.res.Diagnostics = append(d.res.Diagnostics, g)
		}
	}
	var text strings.Builder
	for i, s := range sub.Sections {
		if i > 0 {
			text.WriteString(" " + s.Heading + " ")
		}
		text.WriteString(s.Text)
	}
	return &mdxast.Included{HTML: sub.HTML, Text: text.String(), Data: &sub, Components: len(sub.Components) > 0}, true
}

// components lists the component islands of a document, nested as written.
func (d *doc) components(root ast.Node, file string) []Component {
	var walk func(n ast.Node) []Component
	walk = func(n ast.Node) []Component {
		var out []Component
		for c := n.FirstChild(); c != nil; c = c.NextSibling() {
			var e *mdxast.Element
			switch c := c.(type) {
			case *mdxast.Block:
				e = &c.Element
			case *mdxast.Inline:
				e = &c.Element
			case *mdxast.Raw:
				if inc, ok := c.Data.(*Result); ok {
					out = append(out, inc.Components...) // a partial's, where it is included
				}
			case *components.RawInline:
				if inc, ok := c.Data.(*Result); ok {
					out = append(out, inc.Components...) // an expanded template's
				}
			}
			if e == nil || !e.IsComponent() || !(mdx.Builtins[e.Name] || components.HasIsland(c)) {
				out = append(out, walk(c)...)
				continue
			}
			line, col := d.lines.Position(e.Offset)
			if line > 0 {
				line += d.in.LineOffset
			}
			comp := Component{Component: e.Name, Props: e.OrderedProps(), File: file, Line: line, Column: col, Children: walk(c)}
			if components.HasIsland(c) {
				comp.Source, comp.Module, comp.Export = e.Import.Source, e.Import.Module, e.Import.Export
				i := components.IslandIndex(c)
				comp.Island = &i
			}
			if comp.Children == nil {
				comp.Children = []Component{}
			}
			out = append(out, comp)
		}
		return out
	}
	return walk(root)
}

func compactStrings(s []string) []string {
	out := s[:0]
	for i, v := range s {
		if i == 0 || v != s[i-1] {
			out = append(out, v)
		}
	}
	return out
}

func componentsJSONForTest(cs []Component) string {
	data, _ := json.Marshal(cs)
	return string(data)
}

// dedupePartialIDs gives a partial's heading whose id another heading of the page
// has (the page's own, or an earlier partial's: a "## Setup" in both) the next id
// that is free and no later partial heading's ("setup-1"), in hs and in its HTML;
// the page's own keep theirs. Headings, and their tags in html, are in order.
func dedupePartialIDs(html []byte, hs []Heading, fromPartial []int) []byte {
	if len(fromPartial) == 0 {
		return html
	}
	partial := make(map[int]bool, len(fromPartial))
	later := map[string]int{} // ids of partials' headings not placed yet (each keeps its own if free)
	for _, i := range fromPartial {
		partial[i] = true
		later[hs[i].ID]++
	}
	taken := map[string]int{} // id -> times its base was asked for again
	for i, h := range hs {
		if !partial[i] {
			taken[h.ID] = 0
		}
	}
	cursor := 0 // every heading's tag is after the previous one's
	for i := range hs {
		h := &hs[i]
		esc := util.EscapeHTML([]byte(h.ID))
		open := fmt.Appendf(nil, `<h%d id="%s">`, h.Level, esc)
		j := bytes.Index(html[cursor:], open)
		if j < 0 {
			continue // not found: left as it is (never expected)
		}
		j += cursor
		cursor = j + len(open)
		if !partial[i] {
			continue
		}
		base := h.ID
		later[base]--
		if _, dup := taken[base]; !dup {
			taken[base] = 0
			continue
		}
		id := base
		for {
			if _, dup := taken[id]; !dup && later[id] <= 0 {
				break
			}
			taken[base]++
			id = base + "-" + strconv.Itoa(taken[base])
		}
		taken[id] = 0
		end := bytes.Index(html[j:], fmt.Appendf(nil, "</h%d>", h.Level))
		if end < 0 {
			continue
		}
		end += j
		newEsc := util.EscapeHTML([]byte(id))
		tag := bytes.Replace(html[j:end], append(append([]byte(`id="`), esc...), '"'), append(append([]byte(`id="`), newEsc...), '"'), 1)
		tag = bytes.Replace(tag, append(append([]byte(`href="#`), esc...), '"'), append(append([]byte(`href="#`), newEsc...), '"'), 1)
		next := make([]byte, 0, len(html)+len(tag)-(end-j))
		next = append(append(append(next, html[:j]...), tag...), html[end:]...)
		html = next
		cursor = j + len(tag)
		h.ID = id
	}
	return html
}

// outside reports a partial outside the repository that holds the site
// (ErrOutside), which contentc does not read: the page compiles without it.
func (d *doc) outside(offset int, spec string) bool {
	d.report(diag.Warning, diag.PartialOutside, offset, fmt.Sprintf("the partial %q is outside the repository that holds the site, which contentc does not read; it renders nothing (copy it into the repository to include it)", spec))
	return false
}

// layout renders the document's content in the component it exports as its
// default, as MDX does (surrealdb's SDKBoxes.mdx, whose content is that one
// component, used as <SDKBoxes items={…} />): a component of one JSX element
// is expanded with the document's props, its content as the children; one
// that computes is a warning, and the content renders without it.
func (d *doc) layout(st *mdxast.State, in Input) {
	if st.Layout == "" {
		return
	}
	t := st.Templates[st.Layout]
	if t == nil || st.Expand == nil {
		d.report(diag.Warning, mdx.DiagUnknownComponent, d.lines.Start(st.LayoutLine), fmt.Sprintf("<%s>, the layout this file exports as its default, is not a component of one JSX element of its props (contentc runs no JavaScript): the file's content renders without it", st.Layout))
		return
	}
	inc, ok := st.Expand(t, maps.Clone(in.partialProps))
	if !ok {
		return
	}
	html := strings.Replace(string(inc.HTML), mdxast.ChildrenMarker, strings.TrimSpace(string(d.res.HTML)), 1)
	d.res.HTML = []byte(strings.ReplaceAll(html, mdxast.ChildrenMarker, ""))
	d.res.Components = append(inc.Data.(*Result).Components, d.res.Components...) // the layout's islands
}
