// Package components gives the JSX elements of an MDX document their meaning,
// once package mdx has parsed them and paired their tags (its transformer runs
// first):
//
//   - imports: a built-in imported under another name is that built-in; a
//     partial (`./_x.mdx`) is replaced by its rendering; a site component is
//     looked up (State.ResolveComponent) and numbered as an island; an import
//     nothing resolves is an `unknown-component` warning;
//   - Docusaurus's built-ins are read and checked: <Tabs>/<TabItem> (values,
//     labels, the selected tab), <CodeBlock>, <DocCardList items>,
//     <ThemedImage>, <Head>/<head> (the page's title and meta), <Link>;
//   - HTML elements are checked against the HTML policy (attributes, URLs,
//     iframes, styles).
//
// Package mdxhtml then renders what this package decided.
package components

import (
	"bytes"
	"cmp"
	"encoding/json"
	"fmt"
	"path"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/jseval/nodemod"
	"github.com/contentc/contentc/compiler/internal/markdown/admonition"
	"github.com/contentc/contentc/compiler/internal/markdown/codeblock"
	"github.com/contentc/contentc/compiler/internal/markdown/internal/htmlpolicy"
	"github.com/contentc/contentc/compiler/internal/markdown/internal/mdstate"
	"github.com/contentc/contentc/compiler/internal/markdown/internal/mdtext"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/embeds"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/esm"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/jsx"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/jsx/jsstd"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/jsx/jsxtext"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/mdxast"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/openapi"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/propvalue"
	"github.com/contentc/contentc/compiler/internal/markdown/safehtml"
	"github.com/contentc/contentc/compiler/internal/markdown/safelink"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// New is the extension that gives the elements their meaning; it runs after
// package mdx's own transformer has paired the tags.
func New() goldmark.Extender { return extender{} }

type extender struct{}

func (extender) Extend(m goldmark.Markdown) {
	m.Parser().AddOptions(parser.WithASTTransformers(util.Prioritized(transformer{}, 53)))
}

type transformer struct{}

func (transformer) Transform(doc *ast.Document, reader text.Reader, pc parser.Context) {
	st := mdxast.GetState(pc)
	ms := mdstate.Get(pc)
	var els []ast.Node
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering && (n.Kind() == mdxast.KindBlock || n.Kind() == mdxast.KindInline) {
			els = append(els, n)
		}
		return ast.WalkContinue, nil
	})
	for _, n := range els {
		childrenProp(n, reader.Source())
	}
	expandValues(doc, reader.Source(), st)
	// A built-in imported under another name (`import RenderCodeBlock from
	// '@theme/CodeBlock'`) is that built-in: named so before any element is
	// handled, since <Tabs> reads its <TabItem> children by name.
	for _, n := range els {
		if e := mdxast.ElementOf(n); e != nil && e.IsComponent() {
			if imp := st.Imports[e.Name]; imp != nil && imp.Export == "default" && esm.ClassifyImport(imp.Source) == esm.ImportBuiltin && imp.Source != mdxast.DocusaurusLink && imp.Source != mdxast.DocusaurusHead {
				name := mdx.BuiltinOf(imp.Source)
				if name != e.Name {
					imp.Used = true
					e.Name = name
				}
			}
		}
	}
	warnedImport := map[*mdxast.Import]bool{}
	// inHead are the elements inside a <head>, which takeHead handles;
	// unresolved records each site component import looked up (true: no file).
	inHead := map[ast.Node]bool{}
	unresolved := map[*mdxast.Import]bool{}
	for _, n := range els {
		e := mdxast.ElementOf(n)
		if e == nil || n.Parent() == nil || inHead[n] || detached(n) {
			continue
		}
		if e.Name == "head" || isDocusaurusHead(e, st) {
			takeHead(n, st, ms, reader.Source(), inHead)
			continue
		}
		if !e.IsComponent() {
			htmlElement(n, e, st, ms)
			continue
		}
		imp := st.Imports[e.Name]
		if imp == nil && strings.Contains(e.Name, ".") {
			imp = st.Imports[e.Name[:strings.IndexByte(e.Name, '.')]]
		}
		if kind := internalDocsElement(e.Name, imp, st); kind != "" {
			if imp != nil {
				imp.Used = true
			}
			if kind == "FbInternalOnly" {
				n.Parent().RemoveChild(n.Parent(), n) // with its partials, never read
			}
			continue // <OssOnly>: its children
		}
		if imp != nil && imp.Source == mdxast.DocusaurusLink && imp.Export == "default" && e.Name == imp.Name {
			// Docusaurus's <Link to="…"> is an <a>: its link is resolved and
			// checked as any other (<Link id="x"/> is an anchor).
			imp.Used = true
			e.Name = "a"
			for i := range e.Attrs {
				if e.Attrs[i].Name == "to" {
					e.Attrs[i].Name = "href"
				}
			}
			htmlElement(n, e, st, ms)
			continue
		}
		if imp != nil {
			imp.Used = true
			e.Import = imp
			switch esm.ClassifyImport(imp.Source) {
			case esm.ImportPartial:
				if imp.Export == "*" && e.Name == imp.Name+".default" {
					// `import * as Method from './_method.md'` then
					// <Method.default />: the module's default export, its content
					includePartial(n, e, imp, st)
					continue
				}
				if imp.Export != "default" {
					// A component the MDX file exports (`import {Badge} from
					// './_shared.mdx'`, piscina), not the file's content.
					if !warnedImport[imp] {
						warnedImport[imp] = true
						at, via := importAt(imp, e, st)
						ms.Warn(mdx.DiagUnknownComponent, at, fmt.Sprintf(
							"%q%s: <%s> is a component that MDX file exports (export const %s = …), which contentc does not run (it runs no JavaScript); its children render instead", imp.Source, via, e.Name, imp.Export))
					}
					continue
				}
				includePartial(n, e, imp, st)
				continue
			case esm.ImportUnknown:
				if imp.Source == "react" && (imp.Export == "Fragment" && e.Name == imp.Name || e.Name == imp.Name+".Fragment") {
					continue // React's fragment: its children
				}
				if ok, err := embeds.Video(e, imp); ok || err != nil {
					if err != nil {
						ms.Warn(mdx.DiagUnknownComponent, e.Offset, err.Error()+"; its children render instead")
						continue
					}
					n.RemoveChildren(n)
					htmlElement(n, e, st, ms)
					continue
				}
				if svgImage(n, e, imp, st) {
					htmlElement(n, e, st, ms)
					continue
				}
				if imp.Source == "@docusaurus/Translate" && imp.Export == "default" {
					// <Translate id="…">Request</Translate> (docusaurus-openapi-docs'
					// pages): its message, the children, as the default locale shows it.
					continue
				}
				if imp.Source == "@docusaurus/BrowserOnly" && imp.Export == "default" {
					// <BrowserOnly fallback={<p>Loading…</p>}>{() => …}</BrowserOnly>
					// (netdata, mobx-keystone): what Docusaurus renders on the
					// server, its fallback (its children are a function the
					// browser calls).
					browserOnly(n, e, st)
					continue
				}
				if !warnedImport[imp] {
					warnedImport[imp] = true
					at, via := importAt(imp, e, st)
					ms.Warn(mdx.DiagUnknownComponent, at, fmt.Sprintf(
						"%q%s cannot be resolved to a component (contentc knows @theme/ built-ins, site components (@site/…, relative .js/.jsx/.ts/.tsx files with or without the extension) and .md/.mdx partials); <%s> renders its children instead", imp.Source, via, e.Name))
				}
				continue
			case esm.ImportComponent:
				if _, done := unresolved[imp]; st.ResolveComponent != nil && !done {
					mod, ok := st.ResolveComponent(imp.Source)
					imp.Module, unresolved[imp] = mod, !ok
				}
				if unresolved[imp] {
					if !warnedImport[imp] {
						warnedImport[imp] = true
						at, via := importAt(imp, e, st)
						if strings.HasPrefix(imp.Source, "@theme/") {
							ms.Warn(mdx.DiagUnknownComponent, at, fmt.Sprintf(
								"%q%s is not a component contentc provides, nor one of the site's in src/theme/; <%s> renders its children instead", imp.Source, via, e.Name))
						} else {
							ms.Warn(mdx.DiagUnknownComponent, at, fmt.Sprintf(
								"%q%s names no component file of the content tree (tried .js, .jsx, .ts, .tsx and index files); <%s> renders its children instead", imp.Source, via, e.Name))
						}
					}
					continue
				}
				e.Attrs = esm.WithScopeProps(e.Attrs, imp.Props, e.Offset)
				e.Attrs = slices.DeleteFunc(e.Attrs, func(a jsx.Attr) bool { return a.Name == "key" }) // React's, no prop
				for i := range e.Attrs {
					a := &e.Attrs[i]
					if a.Expr == "" || a.Name == "..." {
						continue
					}
					if u, ok := propURL(a, st); ok {
						// An image's URL (`src={require('@site/static/img/x.png').default}`,
						// `src={useBaseUrl('/img/x.png')}`, an imported image: okteto's
						// 2,016 figures) is published and linked as an <img>'s is.
						class := safelink.Classify(u)
						if class == safelink.Dangerous {
							ms.Warn(safelink.DiagUnsafeURL, a.Offset, fmt.Sprintf("the %s of <%s> was removed; such URLs can run script or read local files", a.Name, e.Name))
							u = ""
						}
						resolve := class == safelink.Internal && u != ""
						if ms.Link != nil {
							if h := ms.Link(u, a.Offset, true, resolve, mdstate.EscapeNone); resolve {
								u = h
							}
						}
						a.Value, a.Literal = u, true
						continue
					}
					// an imported image inside an object or a list (alova's
					// `list={[{title: 'WeChat', link: qr}]}`), or a required
					// one (`{icon: require('./x.png').default}`:
					// open-policy-agent's cards), is its URL too, as a prop of
					// its own is; an imported component, a reference
					// (`component={Demo}`, mlflow's `[{icon: Zap, …}]`)
					link := func(u string) string {
						if ms.Link != nil && safelink.Classify(u) == safelink.Internal {
							return ms.Link(u, a.Offset, true, true, mdstate.EscapeNone)
						}
						return u
					}
					a.Value, a.Literal = propvalue.Read(a, st, link)
					if !a.Literal && undefinedValue(a.Expr, st) {
						// undefined (a partial's prop the page does not pass: port's
						// integration partials): no prop, as React passes none
						a.Name = ""
					} else if !a.Literal {
						ms.Warn(mdx.DiagExpression, a.Offset, fmt.Sprintf("the value of %s on <%s> is not a literal (contentc runs no JavaScript); the component gets its source text, %s", a.Name, e.Name, quoteExpr(a.Expr)))
					} else if el, ok := propvalue.Element(a, st, link); ok {
						a.Value = el // component={<FlingExample />}: the element, made in the browser
					} else if a.JSX {
						// header={<h2><span>Trino Fundamentals</span></h2>}
						// (data-on-eks): its text, rather than markup shown as text.
						text, _ := a.Value.(string)
						if text == "" {
							if b, err := json.Marshal(a.Value); err == nil && string(b) != `""` {
								text = string(b) // JSX inside an object or a list: the value as JSON
							}
						}
						ms.Warn(mdx.DiagExpression, a.Offset, fmt.Sprintf("the value of %s on <%s> holds JSX, which contentc does not pass to a component (it runs no JavaScript); the component gets its text, %s", a.Name, e.Name, quoteExpr(text)))
					}
				}
				e.Attrs = slices.DeleteFunc(e.Attrs, func(a jsx.Attr) bool { return a.Name == "" })
				SetIsland(n, *st.NextID)
				*st.NextID++
				continue
			}
		}
		if !mdx.Builtins[e.Name] {
			if t := st.Templates[e.Name]; imp == nil && t != nil && !t.Value && expandTemplate(n, e, esm.WithChildrenText(t, n, reader.Source()), reader.Source(), st) {
				continue
			}
			if imp == nil && (e.Name == "Fragment" || e.Name == "React.Fragment") && st.InTemplate {
				// React's fragment in a component the file defines (expanded
				// without the file's imports): its children
				continue
			}
			if imp == nil && st.Defined[e.Name] {
				ms.Warn(mdx.DiagUnknownComponent, e.Offset, fmt.Sprintf(
					"<%s> is defined in this file (export … %s), but its definition is not one contentc can evaluate (it runs no JavaScript: a component renders when its body returns one JSX element of its props, with no statement before that return but constants); its children render instead", e.Name, e.Name))
			} else if imp == nil && len(st.ScopeSpreads) > 0 {
				ms.Warn(mdx.DiagUnknownComponent, e.Offset, fmt.Sprintf(
					"<%s> is not a built-in component and is not imported; it may be one of the exports of %s that the site's MDX component scope (%s) spreads, and contentc takes no components from a package: its children render instead", e.Name, strings.Join(st.ScopeSpreads, ", "), st.ScopeFile))
			} else if imp == nil {
				ms.Warn(mdx.DiagUnknownComponent, e.Offset, fmt.Sprintf(
					"<%s> is not a built-in component and is not imported; its children render instead", e.Name))
			}
			continue
		}
		switch e.Name {
		case "Tabs":
			tabs(n, e, reader.Source(), st, ms)
		case "TabItem":
			if _, ok := n.Parent().(*mdxast.Block); !ok {
				if p := enclosingTabs(n); p == nil {
					ms.Warn(mdx.DiagTabItemAlone, e.Offset, "<TabItem> is not inside <Tabs>: its content is shown without a tab; put it in a <Tabs> element")
				}
			}
		case "Admonition":
			admonitionHeading(e, ms)
			shownJSX(e, "title", reader.Source(), st)
		case "Details":
			shownJSX(e, "summary", reader.Source(), st)
		case "CodeBlock":
			codeBlock(n, e, reader.Source(), ms)
		case "Mermaid":
			mermaid(n, e, ms)
			continue
		case "DocCardList", "DocCard":
			docCardItems(e, ms)
		case "ThemedImage":
			themedImage(n, e, st, ms)
			continue
		case "IdealImage":
			idealImage(n, e, st, ms)
			continue
		case "ApiLogo":
			// docusaurus-theme-openapi-docs' logo ({url, altText}, a dark one): a ThemedImage
			if light, dark, alt, ok := openapi.Logo(openapi.Props(e.Attrs, st.ReadRaw)); ok {
				e.Attrs = []jsx.Attr{{Name: "sources", Value: map[string]any{"light": light, "dark": dark}, Literal: true, Offset: e.Offset},
					{Name: "alt", Value: alt, Literal: true, Offset: e.Offset}}
				themedImage(n, e, st, ms)
			} else {
				n.Parent().RemoveChild(n.Parent(), n)
			}
			continue
		case "OpenAPIExplorer": // the request explorer's parts (BuiltinOf): nothing in a static page
			n.Parent().RemoveChild(n.Parent(), n)
			continue
		case "ResponseSamples":
			if ex := strings.TrimRight(e.StringAttr("responseExample"), "\n"); ex != "" {
				replaceWithCode(n, codeblock.FromText(codeblock.Meta{Language: cmp.Or(e.StringAttr("language"), "json"), FirstLineNumber: 1}, ex+"\n", ms.MagicComments))
			}
			continue
		default:
			if h, text := openapi.HTML(e.Name, openapi.Props(e.Attrs, st.ReadRaw)); h != "" && (n.ChildCount() == 0 || e.Name != "SchemaItem") {
				replaceWithRendering(n, &mdxast.Included{HTML: []byte(h), Text: text})
				continue
			}
		}
		checkProps(e, ms)
	}
}

// childrenProp gives an element without children of its own the text of its
// `children` attribute, as React does (`<Heading as={"h2"}
// children={"Request"}>` then `</Heading>`, as docusaurus-openapi-docs writes
// its API pages: gravitino's 2,172 headings were empty); the attribute goes.
func childrenProp(n ast.Node, src []byte) {
	e := mdxast.ElementOf(n)
	if e == nil || htmlpolicy.Void[e.Name] {
		return
	}
	for i, a := range e.Attrs {
		text, ok := a.Value.(string)
		if a.Name != "children" || !ok || a.Expr != "" && !a.Literal {
			continue
		}
		e.Attrs = slices.Delete(e.Attrs, i, i+1)
		for c := n.FirstChild(); c != nil; c = c.NextSibling() {
			if t, isText := c.(*ast.Text); !isText || strings.TrimSpace(string(t.Segment.Value(src))) != "" {
				return // its own children win, as in JSX
			}
		}
		str := ast.NewString([]byte(text))
		if n.Type() == ast.TypeBlock {
			f := &mdxast.Flow{}
			f.AppendChild(f, str)
			n.AppendChild(n, f)
		} else {
			n.AppendChild(n, str)
		}
		e.SelfClosing = false
		return
	}
}

// svgAttrs are the attributes an SVG component keeps as an image.
var svgAttrs = map[string]bool{"className": true, "class": true, "width": true, "height": true, "style": true, "title": true, "id": true, "role": true, "aria-label": true}

// svgImage turns an SVG file imported as a component (`import Diagram from
// '../static/img/diagram.svg'` then `<Diagram />`, which Docusaurus's SVGR
// loader renders inline) into an image of the file, keeping its size, class
// and style; its alt is its alt, aria-label or title. It reports whether it did.
func svgImage(n ast.Node, e *mdxast.Element, imp *mdxast.Import, st *mdxast.State) bool {
	src, ok := st.Consts[imp.Name].(string)
	if !ok || imp.Export != "default" || !strings.EqualFold(path.Ext(imp.Source), ".svg") || n.HasChildren() && !e.SelfClosing {
		return false
	}
	alt, label, title := "", "", ""
	attrs := []jsx.Attr{{Name: "src", Value: src, Literal: true, Offset: e.Offset}}
	for _, a := range e.Attrs {
		s, _ := a.Value.(string)
		switch {
		case a.Name == "alt":
			alt = s
		case svgAttrs[a.Name]:
			attrs = append(attrs, a)
			if a.Name == "aria-label" {
				label = s
			} else if a.Name == "title" {
				title = s
			}
		}
	}
	alt = cmp.Or(alt, label, title)
	e.Name, e.SelfClosing = "img", true
	e.Attrs = append(attrs, jsx.Attr{Name: "alt", Value: alt, Literal: true, Offset: e.Offset})
	return true
}

// detached reports whether n is no longer in the document (an ancestor was
// removed).
func detached(n ast.Node) bool {
	for ; n.Parent() != nil; n = n.Parent() {
	}
	return n.Kind() != ast.KindDocument
}

// internalDocsElement is "FbInternalOnly" or "OssOnly" for those components of
// Meta's internal-docs preset, imported from its package or, in a site built
// with the preset (mdxast.State.InternalDocs), used without an import; "" otherwise.
// A public build, the site a repository's docs make, renders nothing of
// <FbInternalOnly> and the children of <OssOnly>.
func internalDocsElement(name string, imp *mdxast.Import, st *mdxast.State) string {
	if imp != nil {
		// the preset's module, or its older name (Glean's docs), as the
		// sidebars and configs require them (jseval)
		if slices.Contains(nodemod.InternalDocsPackages, imp.Source) && (imp.Export == "FbInternalOnly" || imp.Export == "OssOnly") {
			return imp.Export
		}
		return ""
	}
	if st.InternalDocs && (name == "FbInternalOnly" || name == "OssOnly") {
		return name
	}
	return ""
}

// propURL is the URL a site component's prop expression names: a
// require(…).default or useBaseUrl(…) of a file, or an imported image.
func propURL(a *jsx.Attr, st *mdxast.State) (string, bool) {
	if !a.Literal {
		return mdxast.URLExpression(a.Expr, st)
	}
	if imp := st.Imports[strings.TrimSpace(a.Expr)]; imp != nil && imp.Export == "default" && esm.IsAssetSpec(imp.Source) {
		s, ok := a.Value.(string)
		return s, ok
	}
	return "", false
}

// importAt is where a problem with an element's import is reported: at the
// import, or at the element when the import is the site's MDX component scope
// (then via names it).
func importAt(imp *mdxast.Import, e *mdxast.Element, st *mdxast.State) (offset int, via string) {
	if imp.Scope {
		return e.Offset, fmt.Sprintf(" (from the MDX component scope, %s)", st.ScopeFile)
	}
	return imp.Offset, ""
}

// includePartial replaces the element with the partial's HTML.
func includePartial(n ast.Node, e *mdxast.Element, imp *mdxast.Import, st *mdxast.State) {
	if st.Include == nil {
		return
	}
	at, _ := importAt(imp, e, st)
	// Its props, as the partial's {props.name} reads them (Docusaurus's
	// "Importing Markdown").
	inc, ok := st.Include(imp.Source, at, e.KnownProps(st.Consts, nil))
	if !ok {
		return
	}
	// A partial's headings are in the page's table of contents since
	// Docusaurus 3.2 (facebook/docusaurus#9684); not in a Docusaurus 2
	// site's, nor a scope component's.
	r := &mdxast.Raw{HTML: inc.HTML, PlainBody: inc.Text, Data: inc.Data, NotInTOC: imp.Scope || st.MDX1}
	parent := n.Parent()
	if n.Type() == ast.TypeInline {
		if f, isFlow := parent.(*mdxast.Flow); isFlow && f.ChildCount() == 1 {
			f.Parent().ReplaceChild(f.Parent(), f, r)
			return
		}
		ri := &RawInline{HTML: inc.HTML, PlainBody: inc.Text}
		parent.ReplaceChild(parent, n, ri)
		return
	}
	parent.ReplaceChild(parent, n, r)
}

// browserOnly puts a <BrowserOnly>'s fallback in its place (JSX, rendered as a
// constant holding an element is), or nothing.
func browserOnly(n ast.Node, e *mdxast.Element, st *mdxast.State) {
	parent := n.Parent()
	for _, a := range e.Attrs {
		if src := strings.TrimSpace(a.Expr); a.Name == "fallback" && strings.HasPrefix(src, "<") && st.Expand != nil {
			if inc, ok := st.Expand(&mdxast.Template{Name: "BrowserOnly", Body: jsxtext.Collapse(src), Value: true}, map[string]any{}); ok {
				replaceWithRendering(n, inc)
				return
			}
		}
	}
	parent.RemoveChild(parent, n)
}

// expandValues puts in place of each expression that names a constant holding
// an element (`{greeting}` after `export const greeting = <strong>Hello</strong>;`,
// react-native-keyboard-controller's code samples) that element's rendering.
func expandValues(doc ast.Node, source []byte, st *mdxast.State) {
	if st.Expand == nil {
		return
	}
	type use struct {
		n     ast.Node
		t     *mdxast.Template
		items []map[string]any // a list's map: the template once per item
	}
	var found []use
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		var e *mdxast.Expression
		switch x := n.(type) {
		case *mdxast.Expression:
			e = x
		case *mdxast.FlowExpr:
			e = &x.Expression
		default:
			return ast.WalkContinue, nil
		}
		line := bytes.Count(source[:min(e.Offset, len(source))], []byte("\n")) + 1
		if t := st.JSXProps[strings.TrimSpace(e.Source)]; t != nil {
			found = append(found, use{n, t, nil}) // a prop given as JSX, {author}
		} else if t := st.Templates[strings.TrimSpace(e.Source)]; t != nil && t.Value {
			found = append(found, use{n, t, nil})
		} else if t, items, ok := esm.ExprTemplate(e.Source, line, st); ok {
			found = append(found, use{n, t, items})
		}
		return ast.WalkSkipChildren, nil
	})
	for _, u := range found {
		items, expanded := u.items, u.items != nil // (a map of no items renders nothing)
		if items == nil {
			items = []map[string]any{{}} // a constant's element: once, without props
		}
		for _, props := range items {
			if inc, ok := st.Expand(u.t, props); ok {
				insertRendering(u.n, inc)
				expanded = true
			}
		}
		if expanded {
			u.n.Parent().RemoveChild(u.n.Parent(), u.n)
		}
	}
}

// replaceWithRendering puts a rendered element (a constant's, a fallback) in
// the place of the node n: inline in a paragraph, a block elsewhere.
func replaceWithRendering(n ast.Node, inc *mdxast.Included) {
	insertRendering(n, inc)
	n.Parent().RemoveChild(n.Parent(), n)
}

// insertRendering puts a rendering before the node n.
func insertRendering(n ast.Node, inc *mdxast.Included) {
	if parent := n.Parent(); n.Type() == ast.TypeInline {
		parent.InsertBefore(parent, n, &RawInline{HTML: bytes.Trim(inc.HTML, "\n"), PlainBody: inc.Text, Data: inc.Data})
	} else {
		parent.InsertBefore(parent, n, &mdxast.Raw{HTML: inc.HTML, PlainBody: inc.Text, Data: inc.Data})
	}
}

// expandTemplate puts the rendering of a component the document defines (see
// mdxast.Template) in the element's place, its children where the component puts
// its children (React drops them if it does not), and a prop given as JSX
// (jsxProp, or passed on from the component that was given it) where the
// component names it (its text elsewhere).
func expandTemplate(n ast.Node, e *mdxast.Element, t *mdxast.Template, src []byte, st *mdxast.State) bool {
	if st.Expand == nil {
		return false
	}
	var elements map[string]*mdxast.Template
	for _, a := range e.Attrs {
		el := st.JSXProps[strings.TrimSpace(a.Expr)]
		if el == nil {
			el = jsxProp(a, src, st)
		}
		if el != nil && a.Name != "..." {
			if elements == nil {
				elements = map[string]*mdxast.Template{}
			}
			elements[a.Name] = el
		}
	}
	if elements != nil {
		c := *t
		c.Elements = elements
		t = &c
	}
	inc, ok := st.Expand(t, e.KnownProps(st.Consts, mdxast.Unread))
	if !ok {
		return false
	}
	before, after, hasChildren := bytes.Cut(inc.HTML, []byte(mdxast.ChildrenMarker))
	text, _, _ := strings.Cut(inc.Text, mdxast.ChildrenMarker)
	parent := n.Parent()
	if n.Type() == ast.TypeInline {
		before, after = mdxast.InlineIsland(bytes.TrimRight(before, "\n"), bytes.Trim(after, "\n"))
		parent.InsertBefore(parent, n, &RawInline{HTML: before, PlainBody: text, Data: inc.Data})
	} else {
		parent.InsertBefore(parent, n, &mdxast.Raw{HTML: before, PlainBody: text, Data: inc.Data})
	}
	if hasChildren {
		for c := n.FirstChild(); c != nil; {
			next := c.NextSibling()
			parent.InsertBefore(parent, n, c)
			c = next
		}
		if n.Type() == ast.TypeInline {
			parent.InsertBefore(parent, n, &RawInline{HTML: after})
		} else {
			parent.InsertBefore(parent, n, &mdxast.Raw{HTML: after})
		}
	}
	parent.RemoveChild(parent, n)
	return true
}

// jsxProp is the JSX a prop gives as one element or fragment (`author={<>Jane,
// <a href="…">Example</a></>}`) as a template that renders it as a constant's
// element renders, with the names of the place it is written (src, where its
// column is known for positions); nil for any other value.
func jsxProp(a jsx.Attr, src []byte, st *mdxast.State) *mdxast.Template {
	if !a.JSX || a.Name == "..." {
		return nil
	}
	at := min(a.Offset, len(src))
	if i := bytes.Index(src[at:], []byte(a.Expr)); i >= 0 {
		at += i // (the expression as written: a.Expr is trimmed)
	}
	t, items, ok := esm.ExprTemplate(a.Expr, bytes.Count(src[:at], []byte("\n"))+1, st)
	if !ok || items != nil {
		return nil
	}
	tag := at + strings.IndexByte(a.Expr, '<')
	t.Scope, t.Column = st.Consts, tag-bytes.LastIndexByte(src[:tag], '\n')
	return t
}

// shownJSX renders the prop name of a built-in that shows it as React renders
// it, a TabItem's label, an Admonition's title, a Details' summary, when it is
// given as JSX (jsxProp): e.ShownJSX; its text stands when the JSX holds a
// component, which the page's components would not list.
func shownJSX(e *mdxast.Element, name string, src []byte, st *mdxast.State) {
	for _, a := range e.Attrs {
		if a.Name != name || st.Expand == nil {
			continue
		}
		if t := jsxProp(a, src, st); t != nil {
			next := *st.NextID
			if inc, ok := st.Expand(t, map[string]any{}); ok && !inc.Components {
				e.ShownJSX = bytes.Trim(inc.HTML, "\n")
			} else {
				*st.NextID = next
			}
		}
	}
}

// KindRawInline is the node kind of a partial used inside a paragraph.
var KindRawInline = ast.NewNodeKind("MDXRawInline")

// RawInline is mdxast.Raw inside a paragraph.
type RawInline struct {
	ast.BaseInline
	HTML      []byte
	PlainBody string
	Data      any // as mdxast.Raw's
}

func (n *RawInline) Kind() ast.NodeKind { return KindRawInline }
func (n *RawInline) Dump(source []byte, level int) {
	ast.DumpHelper(n, source, level, nil, nil)
}

// PlainText is the partial's text.
func (n *RawInline) PlainText() string { return n.PlainBody }

// TabItem is a tab of a Tabs group, as the transformer found it.
type TabItem struct {
	Value, Label string
	Node         ast.Node
	Element      *mdxast.Element
}

// TabInfo is what a TabItem or Tabs needs at rendering.
type TabInfo struct {
	Group    int
	Index    int
	Selected bool
	Items    []TabItem
}

// Items returns the TabItems of a Tabs node: its TabItem children, whether
// written as blocks or alone on a line.
func Items(tabsNode ast.Node) []TabItem {
	var out []TabItem
	for c := tabsNode.FirstChild(); c != nil; c = c.NextSibling() {
		nodes := []ast.Node{c}
		if _, ok := c.(*mdxast.Flow); ok {
			nodes = nodes[:0]
			for k := c.FirstChild(); k != nil; k = k.NextSibling() {
				nodes = append(nodes, k)
			}
		}
		for _, n := range nodes {
			if e := mdxast.ElementOf(n); e != nil && e.Name == "TabItem" {
				for i, a := range e.Attrs {
					if a.Name == "value" && a.Expr != "" && !a.Literal {
						// not evaluated (a warning says so): its source text
						// stands for it, as distinct as the expressions are
						// (value={Lang.JS} and value={Lang.GO} are two tabs)
						e.Attrs[i].Value = strings.Join(strings.Fields(a.Expr), " ")
					}
				}
				out = append(out, TabItem{Value: e.StringAttr("value"), Label: e.StringAttr("label"), Node: n, Element: e})
			}
		}
	}
	return out
}

func enclosingTabs(n ast.Node) ast.Node {
	for p := n.Parent(); p != nil; p = p.Parent() {
		if e := mdxast.ElementOf(p); e != nil && e.Name == "Tabs" {
			return p
		}
	}
	return nil
}

func tabs(n ast.Node, e *mdxast.Element, src []byte, st *mdxast.State, ms *mdstate.State) {
	e.Group = *st.NextID
	*st.NextID++
	items := Items(n)
	labels := map[string]string{}
	var values []string
	if vs, ok := e.Attr("values"); ok && e.Evaluated("values") {
		arr, _ := vs.([]any)
		if !ok || arr == nil {
			ms.Error(mdx.DiagProps, e.Offset, "<Tabs values> must be an array of {label, value} objects")
		}
		for _, v := range arr {
			m, _ := v.(map[string]any)
			val, _ := m["value"].(string)
			lab, _ := m["label"].(string)
			if val == "" {
				// In a Docusaurus site React renders it (an entry commented
				// out inside the list is an empty object: sgroups' chains
				// page): the entry has no tab, and the props check warns.
				if !ms.ReactLive {
					ms.Error(mdx.DiagProps, e.Offset, "<Tabs values>: every entry needs a string value")
				}
				continue
			}
			values = append(values, val)
			labels[val] = lab
		}
	}
	if values != nil {
		// Docusaurus draws the tabs values lists, in its order (the panels
		// stay where they are written; each tab names its panel); a TabItem
		// whose value it does not list is never shown, so it is left out,
		// as is a second TabItem of a value (pact's docs list one language
		// of several). A value with no TabItem is a tab with an empty panel
		// (prysm's label-like first tab, "Execution client:").
		var got []string
		has := map[string]bool{}
		for _, it := range items {
			got = append(got, it.Value)
			has[it.Value] = true
		}
		for _, v := range values {
			if !has[v] {
				has[v] = true
				panel := &mdxast.Block{Element: mdxast.Element{Name: "TabItem", SelfClosing: true, Offset: e.Offset,
					Attrs: []jsx.Attr{{Name: "value", Value: v, Offset: e.Offset}}}}
				n.AppendChild(n, panel)
				items = append(items, TabItem{Value: v, Node: panel, Element: &panel.Element})
			}
		}
		at := make(map[string]int, len(values))
		for i, v := range values {
			at[v] = i
		}
		kept := items[:0]
		taken := map[string]bool{}
		for _, it := range items {
			_, hasValue := it.Element.Attr("value") // one without is an error (checkProps)
			if _, listed := at[it.Value]; hasValue && (!listed || taken[it.Value]) {
				it.Node.Parent().RemoveChild(it.Node.Parent(), it.Node)
				continue
			}
			taken[it.Value] = true
			kept = append(kept, it)
		}
		items = kept
		a, b := append([]string(nil), values...), append([]string(nil), got...)
		sort.Strings(a)
		sort.Strings(b)
		if strings.Join(a, "\x00") != strings.Join(b, "\x00") {
			ms.Warn(mdx.DiagTabsValues, e.Offset, fmt.Sprintf("<Tabs values> lists %s but its <TabItem>s have the values %s; as in Docusaurus, the tabs are those values lists (one with no <TabItem> has an empty panel), and the other <TabItem>s are not shown", quoteList(values), quoteList(got)))
		}
		sort.SliceStable(items, func(i, j int) bool { return at[items[i].Value] < at[items[j].Value] })
	}
	seen := map[string]bool{}
	for i := range items {
		it := &items[i]
		if seen[it.Value] {
			ms.Error(mdx.DiagProps, it.Element.Offset, fmt.Sprintf("<TabItem value=%q> appears twice in the same <Tabs>", it.Value))
		}
		seen[it.Value] = true
		if values != nil {
			// Docusaurus's tabs are values' entries, labels included
			// (useTabValues: values ?? the TabItems' props).
			it.Label = labels[it.Value]
		} else {
			shownJSX(it.Element, "label", src, st)
		}
		if it.Label == "" {
			it.Label = it.Value
		}
	}
	def := ""
	if e.Evaluated("defaultValue") {
		def = e.StringAttr("defaultValue")
	}
	sel := -1
	for i, it := range items {
		if def != "" && it.Value == def {
			sel = i
		}
	}
	if def != "" && sel < 0 {
		ms.Error(mdx.DiagProps, e.Offset, fmt.Sprintf("<Tabs defaultValue=%q> matches none of its <TabItem> values %s", def, quoteList(valuesOf(items))))
	}
	if sel < 0 {
		for i, it := range items {
			if it.Element.BoolAttr("default") {
				sel = i
				break
			}
		}
	}
	if sel < 0 {
		sel = 0
	}
	for i := range items {
		items[i].Element.Group = e.Group
	}
	info := &TabInfo{Group: e.Group, Index: -1, Items: items}
	setInfo(n, info)
	for i, it := range items {
		setInfo(it.Node, &TabInfo{Group: e.Group, Index: i, Selected: i == sel})
	}
}

func valuesOf(items []TabItem) []string {
	var v []string
	for _, it := range items {
		v = append(v, it.Value)
	}
	return v
}

func quoteList(s []string) string {
	q := make([]string, len(s))
	for i, v := range s {
		q[i] = fmt.Sprintf("%q", v)
	}
	return "[" + strings.Join(q, ", ") + "]"
}

var infoAttr = []byte("mdx-tab-info")

func setInfo(n ast.Node, info *TabInfo) { n.SetAttribute(infoAttr, info) }

// TabInfoOf is what the transformer found out about a Tabs or TabItem node (nil if none).
func TabInfoOf(n ast.Node) *TabInfo {
	v, ok := n.Attribute(infoAttr)
	if !ok {
		return nil
	}
	i, _ := v.(*TabInfo)
	return i
}

// codeBlock turns <CodeBlock language="js">{`code`}</CodeBlock> into a
// highlighted code block.
func codeBlock(n ast.Node, e *mdxast.Element, src []byte, ms *mdstate.State) {
	magic, defaultLanguage := ms.MagicComments, ms.CodeLanguage
	var code strings.Builder
	var walk func(c ast.Node)
	walk = func(c ast.Node) {
		for k := c.FirstChild(); k != nil; k = k.NextSibling() {
			var ex *mdxast.Expression
			switch k := k.(type) {
			case *mdxast.Expression:
				ex = k
			case *mdxast.FlowExpr: // {snippet} alone on its line
				ex = &k.Expression
			}
			if ex != nil {
				s := strings.TrimSpace(ex.Source)
				if strings.HasPrefix(s, "`") && strings.HasSuffix(s, "`") && !strings.Contains(s, "${") {
					// The template literal's text, its escapes read as
					// JavaScript reads them (`--wait \\` is one backslash).
					if v, ok := jsx.ParseValue(s, nil); ok {
						if str, ok := v.(string); ok {
							code.WriteString(str)
							continue
						}
					}
					code.WriteString(s[1 : len(s)-1])
				} else {
					code.WriteString(ex.Value)
				}
				continue
			}
			switch k := k.(type) {
			case *ast.Text:
				code.Write(k.Segment.Value(src))
				if k.SoftLineBreak() || k.HardLineBreak() {
					code.WriteByte('\n')
				}
			case *ast.String:
				code.Write(k.Value)
			case *ast.AutoLink:
				// a bare URL, which GFM made a link: its text (mithril's
				// install command)
				code.Write(k.Label(src))
			default:
				if k.Type() == ast.TypeBlock && k.Lines().Len() > 0 && k.FirstChild() == nil {
					for i := 0; i < k.Lines().Len(); i++ {
						seg := k.Lines().At(i)
						code.Write(seg.Value(src))
					}
					continue
				}
				walk(k)
				if k.Type() == ast.TypeBlock {
					code.WriteByte('\n')
				}
			}
		}
	}
	walk(n)
	text := strings.Trim(code.String(), "\n")
	if text == "" {
		return
	}
	text += "\n"
	meta := codeblock.Meta{Language: e.StringAttr("language"), Title: e.StringAttr("title"), FirstLineNumber: 1}
	if meta.Language == "" {
		// className="language-ts", as Docusaurus's CodeBlock reads it too
		for _, c := range strings.Fields(e.StringAttr("className")) {
			if l, ok := strings.CutPrefix(c, "language-"); ok && l != "" {
				meta.Language = l
				break
			}
		}
	}
	if meta.Language == "" {
		meta.Language = defaultLanguage // themeConfig.prism.defaultLanguage
	}
	if v, ok := e.Attr("showLineNumbers"); ok {
		meta.ShowLineNumbers = true
		if f, ok := v.(float64); ok {
			meta.FirstLineNumber = int(f)
		}
	}
	if ms := e.StringAttr("metastring"); ms != "" {
		// the rest of a fence's info string: line ranges, a title
		m := codeblock.ParseInfo("text " + ms)
		meta.Ranges = m.Ranges
		if meta.Title == "" {
			meta.Title = m.Title
		}
		if m.ShowLineNumbers && !meta.ShowLineNumbers {
			meta.ShowLineNumbers, meta.FirstLineNumber = true, m.FirstLineNumber
		}
	}
	// its lines as a fence's: magic comments mark lines (Docusaurus's
	// CodeBlock parses every string child as it parses a fence)
	cb := codeblock.FromText(meta, text, magic)
	if p := n.Parent(); p != nil && (p.Kind() == ast.KindParagraph || p.Kind() == ast.KindTextBlock) && !ms.Docusaurus2 {
		mdxast.SplitAround(p, n, cb, src)
		return
	}
	replaceWithCode(n, cb)
}

// mermaid shows a <Mermaid value={`…`} /> (@theme/Mermaid, of
// @docusaurus/theme-mermaid) as a mermaid fence is shown: its source in a code
// block (soyio's diagram was lost); a value that is not a literal shows
// nothing, with a warning. A site's own swizzled Mermaid may name it chart
// (grafast's 13 diagrams), which is the same diagram.
func mermaid(n ast.Node, e *mdxast.Element, ms *mdstate.State) {
	name := "value"
	if _, ok := e.Attr("value"); !ok {
		name = "chart"
	}
	text := strings.Trim(e.StringAttr(name), "\n")
	if text == "" {
		for _, a := range e.Attrs {
			if a.Name == name && a.Expr != "" && !a.Literal {
				ms.Warn(mdx.DiagExpression, a.Offset, fmt.Sprintf("the value of %s on <Mermaid> is not a literal (contentc runs no JavaScript); the diagram is not shown", name))
			}
		}
		return
	}
	text += "\n"
	replaceWithCode(n, &codeblock.CodeBlock{Meta: codeblock.Meta{Language: "mermaid", FirstLineNumber: 1}, Code: text, Highlighted: make([]bool, strings.Count(text, "\n"))})
}

// replaceWithCode puts a code block in a code element's place (n).
func replaceWithCode(n ast.Node, cb *codeblock.CodeBlock) { mdxast.ReplaceWithBlock(n, cb) }

// CurrentCategoryItems is the items value Docusaurus's docs write for
// <DocCardList />: the current category's, which is what it shows without one.
var CurrentCategoryItems = regexp.MustCompile(`^\s*useCurrentSidebarCategory\(\s*\)\s*\.\s*items\s*$`)

// docCardItems makes the cards of <DocCardList items={[…]}>, or the card of
// <DocCard item={…}> (@theme/DocCard, which DocCardList draws each card with:
// flower-integration-guide's landing page), written as a literal (cards listed
// by hand, as {type: 'link', label, href, description}): a dangerous href
// drops its card, an internal one is resolved and checked like a link in the
// text. The element renders them (mdxhtml); its props keep the items as
// written.
func docCardItems(e *mdxast.Element, ms *mdstate.State) {
	for _, a := range e.Attrs {
		items, ok := a.Value.([]any)
		if e.Name == "DocCard" && a.Name == "item" && a.Literal {
			items, ok = []any{a.Value}, true
		} else if a.Name != "items" {
			continue
		}
		if !a.Literal || !ok {
			continue
		}
		e.Cards = []mdxast.Card{}
		for _, it := range items {
			m, _ := it.(map[string]any)
			href, _ := m["href"].(string)
			label, _ := m["label"].(string)
			if href == "" || label == "" {
				ms.Warn(mdx.DiagProps, a.Offset, fmt.Sprintf("a <%s> item needs a label and an href; it was left out", e.Name))
				continue
			}
			class := safelink.Classify(href)
			if class == safelink.Dangerous {
				ms.Warn(safelink.DiagUnsafeURL, a.Offset, fmt.Sprintf("the href %q of a <%s> item was removed; such URLs can run script or read local files", href, e.Name))
				continue
			}
			card := mdxast.Card{Label: label, Href: href, External: class == safelink.External, Kind: "link"}
			card.Description, _ = m["description"].(string)
			if m["type"] == "category" {
				card.Kind = "category"
			}
			if resolve := class == safelink.Internal; ms.Link != nil {
				if h := ms.Link(href, a.Offset, false, resolve, mdstate.EscapeAttr); resolve {
					card.Href = h
				}
			}
			e.Cards = append(e.Cards, card)
		}
	}
}

// quoteExpr quotes an expression's source for a message, shortened.
func quoteExpr(src string) string {
	src = strings.Join(strings.Fields(src), " ")
	if r := []rune(src); len(r) > 60 {
		src = string(r[:57]) + "…"
	}
	return strconv.Quote(src)
}

// checkProps validates a built-in component's props against its schema.
func checkProps(e *mdxast.Element, ms *mdstate.State) {
	for _, a := range e.Attrs {
		// (a <TOCInline>'s toc is evaluated once the page's headings are
		// known: mdxhtml.TOCInline)
		if a.Expr != "" && !a.Literal && a.Name != "..." && !(e.Name == "TOCInline" && a.Name == "toc") &&
			!(e.Name == "DocCardList" && a.Name == "items" && CurrentCategoryItems.MatchString(a.Expr)) {
			ms.Warn(mdx.DiagExpression, a.Offset, fmt.Sprintf("the value of %s on <%s> is not a literal (contentc runs no JavaScript); it is kept as source text", a.Name, e.Name))
		}
	}
	if Validate != nil {
		// An expression kept as source text is not checked (it was reported):
		// its value is unknown, not wrong.
		props := e.Props()
		var unknown []string
		for _, a := range e.Attrs {
			if a.Expr != "" && !a.Literal {
				delete(props, a.Name)
				unknown = append(unknown, a.Name)
			}
		}
		for _, msg := range Validate(e.Name, props, unknown) {
			if ms.ReactLive {
				// A Docusaurus site: React renders the element whatever its
				// props (dyte's <TabItem default="cocoa_pod">), so a warning.
				ms.Warn(mdx.DiagProps, e.Offset, fmt.Sprintf("<%s>: %s (Docusaurus renders it as JavaScript reads the value)", e.Name, msg))
				continue
			}
			ms.Error(mdx.DiagProps, e.Offset, fmt.Sprintf("<%s>: %s", e.Name, msg))
		}
	}
}

// Validate checks a built-in component's props (set by the markdown package to
// the JSON Schemas of schema/components/); it returns one message per problem.
var Validate func(component string, props map[string]any, unknown []string) []string

// themedImage turns <ThemedImage sources={{light, dark}} alt="…"> into two
// images, one for each colour mode (classes themed-image--light and
// themed-image--dark, which the site's CSS shows in their mode), as
// Docusaurus's ThemedImage renders it; each is then an <img> like any other
// (its src resolved and checked). Without both sources (a component-props
// error) it renders nothing.
func themedImage(n ast.Node, e *mdxast.Element, st *mdxast.State, ms *mdstate.State) {
	for i, a := range e.Attrs {
		if a.Name == "sources" && !a.Literal && a.Expr != "" {
			// {light: useBaseUrl('/img/a.png'), dark: require('./b.png').default}
			v, ok := sourcesExpression(a.Expr, st)
			if !ok {
				ms.Warn(mdx.DiagExpression, a.Offset, "the sources of <ThemedImage> are not strings or URL expressions contentc can read (it runs no JavaScript); the image is not shown")
				n.Parent().RemoveChild(n.Parent(), n)
				return
			}
			e.Attrs[i].Value, e.Attrs[i].Literal = v, true
		}
	}
	checkProps(e, ms)
	srcs, _ := e.Props()["sources"].(map[string]any)
	light, ok1 := srcs["light"].(string)
	dark, ok2 := srcs["dark"].(string)
	if !ok1 || !ok2 {
		n.Parent().RemoveChild(n.Parent(), n)
		return
	}
	offset := e.Offset
	class := ""
	var attrs []jsx.Attr
	for _, a := range e.Attrs {
		switch a.Name {
		case "sources":
			offset = a.Offset
		case "className":
			class, _ = a.Value.(string)
		default:
			attrs = append(attrs, a)
		}
	}
	image := func(src, mode string) []jsx.Attr {
		c := strings.TrimSpace(class + " themed-image themed-image--" + mode)
		return append(slices.Clone(attrs), jsx.Attr{Name: "src", Value: src, Literal: true, Offset: offset},
			jsx.Attr{Name: "className", Value: c, Literal: true, Offset: offset})
	}
	e.Name, e.Attrs, e.SelfClosing = "img", image(light, "light"), true
	second := mdxast.Element{Name: "img", Attrs: image(dark, "dark"), SelfClosing: true, Offset: e.Offset}
	other := mdxast.Complete(n, second)
	n.Parent().InsertAfter(n.Parent(), n, other)
	htmlElement(n, e, st, ms)
	htmlElement(other, mdxast.ElementOf(other), st, ms)
}

// idealImage turns <IdealImage img={require('./img/x.png')} alt="…"> (from the
// official @docusaurus/plugin-ideal-image; litellm's docs have 242) into the
// <img> it shows a reader once loaded, lazily loaded: its img is a URL, a
// require(…) of the file or an imported image, resolved and checked as any
// <img src>; alt, className, style, width, height and title stay, its
// loading options (max, min, steps…) go.
func idealImage(n ast.Node, e *mdxast.Element, st *mdxast.State, ms *mdstate.State) {
	var attrs []jsx.Attr
	src, offset := "", e.Offset
	for _, a := range e.Attrs {
		switch a.Name {
		case "img":
			offset = a.Offset
			if s, ok := a.Value.(string); ok && (a.Literal || a.Expr == "") {
				src = s
			} else if u, ok := mdxast.URLExpression(a.Expr, st); ok {
				src = u
			} else if c, ok := st.Consts[strings.TrimSpace(a.Expr)].(string); ok {
				src = c // an imported image
			}
		case "alt", "className", "style", "width", "height", "title":
			attrs = append(attrs, a)
		}
	}
	if src == "" {
		ms.Warn(mdx.DiagExpression, offset, "the img of <IdealImage> is not a URL, a require(…) of an image file or an imported image (contentc runs no JavaScript); the image is not shown")
		n.Parent().RemoveChild(n.Parent(), n)
		return
	}
	e.Name, e.SelfClosing = "img", true
	e.Attrs = append(attrs, jsx.Attr{Name: "src", Value: src, Literal: true, Offset: offset}, jsx.Attr{Name: "loading", Value: "lazy", Literal: true, Offset: offset})
	htmlElement(n, e, st, ms)
}

// sourcesExpression reads a ThemedImage's sources object whose values are
// strings or URL expressions (urlExpression: useBaseUrl('…'), require('…')
// .default), as socket.io's docs write them; ok is false for anything else.
func sourcesExpression(expr string, st *mdxast.State) (map[string]any, bool) {
	body, ok := strings.CutPrefix(strings.TrimSpace(expr), "{")
	if body, ok = strings.CutSuffix(body, "}"); !ok {
		return nil, false
	}
	out := map[string]any{}
	for _, part := range esm.SplitTopLevel(body) {
		k, v, found := strings.Cut(part, ":")
		k, v = strings.Trim(strings.TrimSpace(k), `"'`), strings.TrimSpace(v)
		if !found {
			v = k // {light, dark}: the names' values
		}
		if k == "" {
			return nil, false
		}
		if s, err := strconv.Unquote(v); err == nil && len(v) > 1 && v[0] != '`' {
			out[k] = s
		} else if len(v) > 1 && v[0] == '\'' && v[len(v)-1] == '\'' && !strings.ContainsAny(v[1:len(v)-1], "'\\") {
			out[k] = v[1 : len(v)-1]
		} else if u, ok := mdxast.URLExpression(v, st); ok {
			out[k] = u
		} else if c, ok := st.Consts[v].(string); ok {
			out[k] = c // an imported image, or an exported constant
		} else {
			return nil, false
		}
	}
	return out, true
}

// takeHead records a <head> element's <title>, <meta> tags and canonical link
// (an http(s) URL: apisix's docs name their docs.api7.ai pages) in st.Head and
// removes the element from the body; anything else in it is not taken over
// (an unsafe-html warning each).
func takeHead(n ast.Node, st *mdxast.State, ms *mdstate.State, source []byte, inHead map[ast.Node]bool) {
	_ = ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
		e := mdxast.ElementOf(c)
		if !entering || e == nil || c == n {
			return ast.WalkContinue, nil
		}
		inHead[c] = true
		switch strings.ToLower(e.Name) {
		case "title":
			st.Head.Title = mdtext.Inline(c, source)
			return ast.WalkSkipChildren, nil
		case "meta":
			m := mdxast.HeadMeta{Name: e.StringAttr("name"), Property: e.StringAttr("property"), Content: e.StringAttr("content")}
			if (m.Name != "" || m.Property != "") && m.Content != "" {
				st.Head.Meta = append(st.Head.Meta, m)
				return ast.WalkContinue, nil
			}
			if strings.EqualFold(cmp.Or(e.StringAttr("charSet"), e.StringAttr("charset")), "utf-8") {
				return ast.WalkContinue, nil // what every page is (stellar's 43 example pages)
			}
		case "link":
			href := e.StringAttr("href")
			if strings.EqualFold(e.StringAttr("rel"), "canonical") && (strings.HasPrefix(href, "https://") || strings.HasPrefix(href, "http://")) && !safelink.IsDangerous(href) {
				st.Head.Canonical = href
				return ast.WalkSkipChildren, nil
			}
		}
		ms.Warn(mdx.DiagUnsafeHTML, e.Offset, fmt.Sprintf("<%s> in <head> is not taken over (only <title>, <meta name|property content> and <link rel=\"canonical\"> to an http(s) URL are); it was removed", e.Name))
		return ast.WalkSkipChildren, nil
	})
	n.RemoveChildren(n)
	n.Parent().RemoveChild(n.Parent(), n)
}

// htmlElement checks an HTML element's URLs and reports what will be dropped.
func htmlElement(n ast.Node, e *mdxast.Element, st *mdxast.State, ms *mdstate.State) {
	name := strings.ToLower(e.Name)
	if name == "" {
		return // a fragment, <>…</>: its content, as in JSX
	}
	if slices.Contains(ms.Hidden, name) {
		n.Parent().RemoveChild(n.Parent(), n) // the site's CSS hides it: not shown, not searched
		return
	}
	// (a drawing's title or description is kept, with global attributes only)
	if svgText := htmlpolicy.SVGText[name] && mdxast.InSVG(n); !svgText && (htmlpolicy.DropContent[name] || !htmlpolicy.Keep(name)) {
		if htmlpolicy.DropContent[name] {
			n.RemoveChildren(n) // not for the search index or any text either
			ms.Warn(mdx.DiagUnsafeHTML, e.Offset, fmt.Sprintf("<%s> was removed with its content; it could run script or embed other documents", e.Name))
		} else {
			ms.Warn(mdx.DiagUnsafeHTML, e.Offset, fmt.Sprintf("<%s> is not an allowed HTML element and was removed (its content is kept)", e.Name))
		}
		return
	}
	if name == "iframe" {
		// An iframe from a host that is not allowed goes with all its attributes:
		// one warning, not one per attribute.
		src, isStr := "", false
		offset := e.Offset
		if a, ok := e.Attr("src"); ok {
			src, isStr = a.(string)
			for _, at := range e.Attrs {
				if at.Name == "src" {
					offset = at.Offset
				}
			}
		}
		if !isStr || safelink.Classify(src) != safelink.External || !iframeAllowed(st, src) {
			if isStr && safelink.Classify(src) == safelink.Dangerous {
				ms.Warn(safelink.DiagUnsafeURL, offset, "the src of <iframe> was removed; such URLs can run script or read local files")
			} else {
				ms.Warn(mdx.DiagUnsafeHTML, offset, "an <iframe> may only show pages of the hosts allowed in site.yaml (markdown.iframeHosts); it was removed")
			}
			for i := range e.Attrs {
				e.Attrs[i].Name = ""
			}
			return
		}
	}
	for i := range e.Attrs {
		a := &e.Attrs[i]
		an := strings.ToLower(a.Name)
		if v, _ := jsstd.Member(a.Value, "__html"); a.Name == "dangerouslySetInnerHTML" && n.ChildCount() == 0 {
			// HTML given as a string (ton-docs' code cells), sanitised as
			// raw HTML is: the element's content, as React sets it
			if h, ok := v.(string); ok {
				html, text := safehtml.InnerHTML(h, func(id diag.Code, msg string) { ms.Warn(id, a.Offset, msg) })
				if n.Type() == ast.TypeInline {
					n.AppendChild(n, &RawInline{HTML: []byte(html), PlainBody: text})
				} else {
					n.AppendChild(n, &mdxast.Raw{HTML: []byte(html), PlainBody: text})
				}
				a.Name = ""
				continue
			}
		}
		if strings.HasPrefix(an, "on") || a.Name == "dangerouslySetInnerHTML" {
			ms.Warn(mdx.DiagUnsafeHTML, a.Offset, fmt.Sprintf("the %s attribute of <%s> was removed; attributes may not run script", a.Name, e.Name))
			a.Name = ""
			continue
		}
		if !htmlpolicy.Attr(name, a.Name) {
			// (a bare attribute that is no boolean one, <img custom-image>,
			// React leaves out too: removed without a word, as netdata's
			// 2,106 were)
			if bare, _ := a.Value.(bool); a.Name != "key" && !(bare && !htmlpolicy.Boolean[a.Name]) {
				ms.Warn(mdx.DiagUnsafeHTML, a.Offset, fmt.Sprintf("the %s attribute of <%s> is not allowed and was removed", a.Name, e.Name))
			}
			a.Name = ""
			continue
		}
		if _, svg := htmlpolicy.SVGAttrName(name, a.Name); svg {
			// never a URL of the site: an href or url() names an element of the page
			if s, ok := a.Value.(string); ok && !htmlpolicy.SVGValue(a.Name, s) {
				ms.Warn(mdx.DiagUnsafeHTML, a.Offset, fmt.Sprintf("the %s attribute of <%s> was removed: in a drawing, a URL may only name an element of the page (#id, url(#id))", a.Name, e.Name))
				a.Name = ""
			}
			continue
		}
		if !htmlpolicy.URLAttrs[an] {
			continue
		}
		s, ok := a.Value.(string)
		if !ok && a.Expr != "" {
			if s, ok = mdxast.URLExpression(a.Expr, st); ok {
				a.Value = s
			}
		}
		if !ok && a.Expr != "" && !a.Literal {
			// An expression contentc cannot evaluate, as in text; one that is
			// undefined (a partial's prop the page does not pass) is no
			// attribute, as React renders it.
			if !undefinedValue(a.Expr, st) {
				ms.Warn(mdx.DiagExpression, a.Offset, fmt.Sprintf("the %s attribute of <%s> is an expression contentc cannot evaluate (it runs no JavaScript); the attribute was removed", a.Name, e.Name))
			}
			a.Name = ""
			continue
		}
		if !ok {
			ms.Warn(mdx.DiagUnsafeHTML, a.Offset, fmt.Sprintf("the %s attribute of <%s> is not a string and was removed", a.Name, e.Name))
			a.Name = ""
			continue
		}
		if t := strings.Trim(s, " \t\n\r\f"); t != s {
			// Browsers take a URL without the spaces and line breaks around
			// it (`src="\n/img/x.png"`, streampipes' docs).
			s, a.Value = t, t
		}
		image := name != "a"
		class := safelink.Classify(s)
		if class == safelink.Dangerous && !(image && htmlpolicy.RasterDataImage(s)) {
			ms.Warn(safelink.DiagUnsafeURL, a.Offset, fmt.Sprintf("the %s of <%s> was removed; such URLs can run script or read local files", a.Name, e.Name))
			a.Name = ""
			continue
		}
		if class == safelink.Dangerous {
			continue
		}
		if name == "iframe" && (class != safelink.External || !iframeAllowed(st, s)) {
			ms.Warn(mdx.DiagUnsafeHTML, a.Offset, "an <iframe> may only show pages of the hosts allowed in site.yaml (markdown.iframeHosts); it was removed")
			a.Name = ""
			continue
		}
		resolve := class == safelink.Internal && s != ""
		if ms.Link != nil {
			if h := ms.Link(s, a.Offset, image, resolve, mdstate.EscapeAttr); resolve {
				a.Value = h
			}
		}
		if name == "a" && safelink.NewTab(s, class) {
			if _, ok := e.Attr("target"); !ok {
				e.Attrs = append(e.Attrs, jsx.Attr{Name: "target", Value: "_blank"})
			}
			if _, ok := e.Attr("rel"); !ok {
				e.Attrs = append(e.Attrs, jsx.Attr{Name: "rel", Value: "noopener noreferrer"})
			}
		}
	}
}

// isDocusaurusHead reports a <Head> element: imported from @docusaurus/Head
// under any name, or Head neither imported nor in the site's scope. It sets the page's title and
// meta as <head> does.
func isDocusaurusHead(e *mdxast.Element, st *mdxast.State) bool {
	imp := st.Imports[e.Name]
	if imp == nil {
		return e.Name == "Head" // the site's scope, when it has one, is in Imports
	}
	if imp.Source == mdxast.DocusaurusHead && imp.Export == "default" {
		imp.Used = true
		return true
	}
	return false
}

func iframeAllowed(st *mdxast.State, src string) bool {
	host := src
	if i := strings.Index(host, "//"); i >= 0 {
		host = host[i+2:]
	}
	if i := strings.IndexAny(host, "/?#"); i >= 0 {
		host = host[:i]
	}
	for _, h := range st.IframeHosts {
		if strings.EqualFold(h, host) {
			return true
		}
	}
	return false
}

var islandAttr = []byte("mdx-island")

// IslandIndex is the data-island number of a site component.
func IslandIndex(n ast.Node) int {
	if v, ok := n.Attribute(islandAttr); ok {
		if i, ok := v.(int); ok {
			return i
		}
	}
	return 0
}

// HasIsland reports whether n is a site component's island (its import was
// resolved to a file).
func HasIsland(n ast.Node) bool {
	_, ok := n.Attribute(islandAttr)
	return ok
}

// SetIsland numbers a site-component island (its index in the page's list).
func SetIsland(n ast.Node, i int) { n.SetAttribute(islandAttr, i) }

// admonitionHeading gives an <Admonition> without a title the theme's
// heading of its type in the page's language (mdstate.ThemeText), as a
// :::type admonition has.
func admonitionHeading(e *mdxast.Element, ms *mdstate.State) {
	typ := strings.ToLower(e.StringAttr("type"))
	if _, known := admonition.ClassOf(typ); !known {
		typ = "info" // the theme's fallback component, and its title
	}
	if _, has := e.Attr("title"); has || ms.ThemeText == nil || !admonition.Translated(typ) {
		return
	}
	e.Attrs = append(e.Attrs, jsx.Attr{Name: "title", Value: string(ms.ThemeText("theme.admonition."+typ, strings.ToUpper(typ[:1])+typ[1:])), Offset: e.Offset})
}

// undefinedValue reports whether expr evaluates to undefined (a member its
// object lacks), which React renders as nothing and passes as no prop.
func undefinedValue(expr string, st *mdxast.State) bool {
	_, undef := jsx.Missing(expr, st.Consts)
	return undef
}
