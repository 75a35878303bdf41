// Package esm parses the top-level `import` and `export` statements of an MDX
// document (ESM), which are never shown: each import becomes an mdxast.Import of
// the document's state (a partial, a built-in, a site component, a raw-loader
// text, a local module's values, an image's URL), each `export const x =
// <literal>` a value `{x}` can use, and any other export a name the document
// defines (mdxast.State.Defined).
package esm

import (
	"path"
	"sync"

	"bytes"
	"regexp"
	"strconv"
	"strings"

	"github.com/contentc/contentc/compiler/internal/markdown/mdx/jsx"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/jsx/jsstd"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/mdxast"
	"github.com/contentc/contentc/compiler/internal/source"
	"github.com/contentc/contentc/compiler/internal/webpackreq"
	"github.com/contentc/contentc/compiler/internal/yamlpos"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// New is the extension that parses ESM (before package mdx's other parsers).
func New() goldmark.Extender { return extender{} }

type extender struct{}

func (extender) Extend(m goldmark.Markdown) {
	m.Parser().AddOptions(parser.WithBlockParsers(util.Prioritized(esmParser{}, 90)))
}

type esmParser struct{}

func (esmParser) Trigger() []byte { return []byte{'i', 'e'} }

// esmStartRe is how an import or export statement starts; prose such as
// "import the module first." is not one (MDX would fail on it; here it stays a
// paragraph).
var esmStartRe = regexp.MustCompile(`^(?:import\s*(?:['"{*]|type\s|` + jsx.Ident + `\s*(?:,|from\b|$))|export\s+(?:const|let|var|function|default|class|async|type|interface)\b|export\s*[{*])`)

func isESMStart(line []byte) bool { return esmStartRe.Match(line) }

func (esmParser) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	// At the top level: in the document, or inside JSX block elements or
	// admonitions there (MDX reads an element's children, and
	// remark-directive a container's, as part of the document's flow, and
	// hoists the statement: litho's exports inside <TabItem>, VRChat's import
	// inside :::info); not in a list or a quote.
	for p := parent; p.Kind() != ast.KindDocument; p = p.Parent() {
		if p.Kind() != mdxast.KindBlock && p.Kind().String() != "Admonition" {
			return nil, parser.NoChildren
		}
	}
	line, seg := reader.PeekLine()
	if seg.Padding != 0 || reader.LineOffset() != 0 || !isESMStart(line) {
		return nil, parser.NoChildren
	}
	n := &mdxast.ESM{}
	n.Lines().Append(seg)
	reader.AdvanceToEOL()
	return n, parser.NoChildren
}

func (esmParser) Continue(node ast.Node, reader text.Reader, pc parser.Context) parser.State {
	line, seg := reader.PeekLine()
	if util.IsBlank(line) {
		// A blank line ends the statements unless their code is incomplete,
		// as MDX reads on while the JavaScript does not parse (a function
		// with a blank line in its body: docs.pact.io).
		// A template literal left open goes on whatever the next line is
		// (piscina's `export const code = \`…` with blank lines and lines
		// at the margin in it).
		src := reader.Source()
		lines := node.Lines()
		if line == nil || lines.Len() == 0 {
			return parser.Close
		}
		if brackets, template := openCode(src[lines.At(0).Start:lines.At(lines.Len()-1).Stop]); !template && !(brackets && codeGoesOn(src[seg.Stop:])) {
			return parser.Close
		}
	}
	node.Lines().Append(seg)
	reader.AdvanceToEOL()
	return parser.Continue | parser.NoChildren
}

// codeGoesOn reports whether the next line that is not blank goes on with
// code: indented, closing a bracket (`  return x` or `}` after a blank line in
// a function's body), or a JSX tag (`<div>` at the margin after `=> (` and a
// blank line, as Prettier leaves FerretDB's component); Markdown starts at the
// margin otherwise.
func codeGoesOn(rest []byte) bool {
	for len(rest) > 0 {
		line := rest
		if i := bytes.IndexByte(rest, '\n'); i >= 0 {
			line, rest = rest[:i], rest[i+1:]
		} else {
			rest = nil
		}
		if util.IsBlank(line) {
			continue
		}
		switch line[0] {
		case ' ', '\t', '}', ')', ']':
			return true
		}
		return line[0] == '<' && len(line) > 1 && (line[1] == '>' || line[1] == '/' || jsstd.IsIdentifier(string(line[1:2])))
	}
	return false
}

// openCode reports whether JavaScript code leaves a (, [ or { open (strings,
// template literals and comments skipped), and whether it leaves a template
// literal open.
func openCode(code []byte) (brackets, template bool) {
	depth := 0
	for i := 0; i < len(code); i++ {
		switch c := code[i]; c {
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
		case '\'', '"', '`':
			for i++; i < len(code) && code[i] != c && !(c != '`' && code[i] == '\n'); i++ {
				if code[i] == '\\' {
					i++
				}
			}
			if c == '`' && i >= len(code) {
				return depth > 0, true
			}
		case '/':
			if i+1 < len(code) && code[i+1] == '/' {
				for i < len(code) && code[i] != '\n' {
					i++
				}
			} else if i+1 < len(code) && code[i+1] == '*' {
				end := bytes.Index(code[i+2:], []byte("*/"))
				if end < 0 {
					return true, false
				}
				i += end + 3
			}
		}
	}
	return depth > 0, false
}

var (
	importRe = regexp.MustCompile(`(?s)\bimport\s+(?:type\s+)?([^'";]*?)\s*\bfrom\s*(['"])([^'"\n]*)['"]`)
	constRe  = regexp.MustCompile(`\bexport\s+(?:const|let|var)\s+(` + jsx.Ident + `)\s*=\s*`)
	// export const { slug, title: name } = frontMatter; (an object's fields)
	destructRe = regexp.MustCompile(`\bexport\s+(?:const|let|var)\s*\{([^{}]*)\}\s*=\s*`)
	funcRe     = regexp.MustCompile(`\bexport\s+(?:default\s+)?function\s+(` + jsx.Ident + `)`)
	// export default class Badges extends Component { render() { return … } }
	// (weaviate's badges partial): the element its render returns
	classRe  = regexp.MustCompile(`\bexport\s+(?:default\s+)?class\s+(` + jsx.Ident + `)\s+extends\s+(?:React\s*\.\s*)?(?:Pure)?Component\s*\{`)
	renderRe = regexp.MustCompile(`\brender\s*\(\s*\)\s*\{\s*return\s*`)
)

func (esmParser) Close(node ast.Node, reader text.Reader, pc parser.Context) {
	src := reader.Source()
	lines := node.Lines()
	if lines.Len() == 0 {
		return
	}
	start := lines.At(0).Start
	end := lines.At(lines.Len() - 1).Stop
	stmt := src[start:end]
	st := mdxast.GetState(pc)
	if st.Imports == nil {
		st.Imports = map[string]*mdxast.Import{}
	}
	if st.Consts == nil {
		st.Consts = map[string]any{}
	}
	for _, m := range importRe.FindAllSubmatchIndex(stmt, -1) {
		clause := string(stmt[m[2]:m[3]])
		spec := UnescapeSpec(string(stmt[m[6]:m[7]]))
		// webpack's other inline forms of the raw loader, a matchResource
		// (`./versions.raw!=!raw-loader!@site/x.json`, elemental's docs),
		// `raw-loader!./x` or `-!raw-loader!./x`, and its options
		// (`!!raw-loader?esModule=false!./x`, repack's templates), load the
		// file's text too.
		if i := strings.Index(spec, "!=!"); i >= 0 {
			spec = spec[i+3:]
		}
		if file, _, ok := webpackreq.Raw(spec); ok {
			spec = "!!raw-loader!" + file
		}
		// url-loader and file-loader (`!!url-loader!./bird.png`, Excalibur's
		// tutorial) give the file's URL, as an asset import does.
		spec = mdxast.StripURLLoader(spec)
		written := spec
		if name, rest, _ := strings.Cut(spec, "/"); st.Aliases[name] != "" {
			// A bundler alias of the site (webpack's resolve.alias in its
			// config's plugin): "@components/Card" is "@site/src/components/Card".
			spec = "@site/" + path.Join(st.Aliases[name], rest)
		}
		spec = fromSiteRoot(spec)
		if strings.HasPrefix(written, "/") && !strings.HasPrefix(written, "//") {
			// The bundler's roots are the static folders, then the site
			// folder (Docusaurus's resolve.roots): a component or a JSON
			// module from the root is the static folder's first (pidoc's
			// '/js/gpiozeroutils.js' is static/js/gpiozeroutils.js, apache
			// answer's '/data/team.json' static/data/team.json).
			switch {
			case path.Ext(written) == ".json" && st.ReadRaw != nil:
				if _, ok := st.ReadRaw("@site/static" + written); ok {
					spec = "@site/static" + written
				}
			case st.ResolveComponent != nil:
				if _, ok := st.ResolveComponent("@site/static" + written); ok {
					spec = "@site/static" + written
				}
			}
		}
		if plain, ok := strings.CutPrefix(spec, "!!"); ok && !strings.Contains(plain, "!") {
			// `!!../x.ts?raw`: the configured loaders off, the rules' module
			// types still on (typescript-eslint's resourceQuery rule)
			spec = plain
		}
		if st.RawText != nil && !strings.HasPrefix(spec, "!!") && st.RawText(spec) {
			// A file the site's webpack rules load as text (type
			// 'asset/source' or the raw-loader for `\.raw\.`, maqueen's
			// `./lib/maqueen.raw.py`): as an inline raw-loader.
			spec = "!!raw-loader!" + spec
		}
		if spec == "." || spec == ".." {
			// The folder's index module, as webpack resolves a folder
			// (homarr's `import { anchorIntegration } from '.'`).
			spec += "/index"
		}
		off := start + m[6]
		for _, b := range importNames(clause) {
			if p, ok := BarrelPartial(st, spec, b.exported); ok {
				st.Imports[b.local] = &mdxast.Import{Name: b.local, Export: "default", Source: p, Offset: off}
				continue
			}
			st.Imports[b.local] = &mdxast.Import{Name: b.local, Export: b.exported, Source: spec, Offset: off}
			if raw, ok := strings.CutPrefix(spec, "!!raw-loader!"); ok && st.ReadRaw != nil && b.exported == "default" {
				// Docusaurus's way to import a file's text (code snippets for a
				// <CodeBlock>): a string constant.
				st.Consts[b.local] = rawValue(st, raw)
			} else if st.ReadRaw != nil && (b.exported == "*" || b.exported == "frontMatter") && ClassifyImport(spec) == ImportPartial {
				// What else an MDX file's module exports: its front matter
				// (`import * as Method from './_method.md'` then
				// {Method.frontMatter.title}), as Docusaurus's mdx-loader
				// exports it from every Markdown file.
				st.Consts[b.local] = partialValue(st, spec, b.exported)
			} else if st.Module != nil && isModuleSpec(spec) {
				st.Consts[b.local] = moduleValue(st, spec, b.exported)
			} else if b.exported == "default" && IsAssetSpec(spec) {
				// `import diagram from './img/x.png'` then <img src={diagram} />:
				// the bundler's URL of the file, which is what a link to it
				// gives (published as an asset next to the doc). From the site
				// folder's root, `/img/x.png` is the static file, as for
				// require('/img/x.png') (FDC3's compliance badges).
				st.Consts[b.local] = spec
				if u, ok := mdxast.URLExpression("require('"+written+"')", st); ok && strings.HasPrefix(written, "/") {
					st.Consts[b.local] = u
				}
			}
		}
	}
	lineAt := func(off int) int { return 1 + bytes.Count(src[:start+off], []byte("\n")) }
	for _, m := range constRe.FindAllSubmatchIndex(stmt, -1) {
		name := string(stmt[m[2]:m[3]])
		m[1] += commentsAt(stmt[m[1]:]) // (what prepare.Conditionals leaves before a chosen branch)
		if v, _, ok := jsx.ParseValuePrefix(string(stmt[m[1]:]), st.Consts); ok {
			st.Consts[name] = v
		} else {
			defined(st, name, template(name, stmt[m[1]:], lineAt(m[1]), st.Consts)) // a component, most likely (export const Highlight = …)
		}
	}
	for _, m := range destructRe.FindAllSubmatchIndex(stmt, -1) {
		// `export const { slug } = frontMatter;` (growthbook's 10 layout
		// pages): each name the field's value (or its default), as
		// JavaScript destructures
		obj, _, ok := jsx.ParseValuePrefix(string(stmt[m[1]:]), st.Consts)
		fields, read := objectPattern(string(stmt[m[2]:m[3]]))
		for _, f := range fields {
			v, has := jsstd.Member(obj, f.key)
			if !has && f.def != "" {
				v, has = jsx.ParseValue(f.def, st.Consts)
			}
			if ok && read && has {
				st.Consts[f.name] = v
			}
		}
	}
	for _, m := range funcRe.FindAllSubmatchIndex(stmt, -1) {
		name := string(stmt[m[2]:m[3]])
		defined(st, name, template(name, stmt[m[1]:], lineAt(m[1]), st.Consts))
		if bytes.Contains(stmt[m[0]:m[2]], []byte("default")) {
			st.Layout, st.LayoutLine = name, lineAt(m[0])
		}
	}
	for _, m := range classRe.FindAllSubmatchIndex(stmt, -1) {
		// A class component is read as the function component of its render
		// method when that only returns one JSX element (no props: they are
		// this.props there, which contentc does not follow).
		name := string(stmt[m[2]:m[3]])
		var t *mdxast.Template
		if r := renderRe.FindIndex(stmt[m[1]:]); r != nil {
			at := m[1] + r[1]
			t = template(name, append([]byte("() { return "), stmt[at:]...), lineAt(at), st.Consts)
		}
		defined(st, name, t)
		if bytes.Contains(stmt[m[0]:m[2]], []byte("default")) {
			st.Layout, st.LayoutLine = name, lineAt(m[0])
		}
	}
}

// defined records a name the document defines, and its template if it is one.
func defined(st *mdxast.State, name string, t *mdxast.Template) {
	if st.Defined == nil {
		st.Defined = map[string]bool{}
	}
	st.Defined[name] = true
	if imp := st.Imports[name]; imp != nil && imp.Scope {
		// The file's own definition shadows the site's MDXComponents one,
		// as the MDX provider's components give way to a file's own.
		delete(st.Imports, name)
	}
	if t != nil {
		if st.Templates == nil {
			st.Templates = map[string]*mdxast.Template{}
		}
		st.Templates[name] = t
	}
}

// IsAssetSpec reports whether an import names a file of the site that the
// bundler turns into a URL (an image, a video, a document).
func IsAssetSpec(spec string) bool {
	if !strings.HasPrefix(spec, "./") && !strings.HasPrefix(spec, "../") && !strings.HasPrefix(spec, "@site/") {
		return false
	}
	switch strings.ToLower(path.Ext(withoutQuery(spec))) {
	case ".png", ".jpg", ".jpeg", ".gif", ".svg", ".webp", ".avif", ".ico", ".bmp", ".mp4", ".webm", ".mov", ".mp3", ".wav", ".pdf", ".zip":
		return true
	}
	return false
}

// isModuleSpec reports whether an import names a module of the site whose
// exports an attribute value may use: a JavaScript or JSON file.
func isModuleSpec(spec string) bool {
	if ClassifyImport(spec) == ImportComponent {
		return true
	}
	return path.Ext(spec) == ".json" && (strings.HasPrefix(spec, "./") || strings.HasPrefix(spec, "../") || strings.HasPrefix(spec, "@site/"))
}

// rawValue is the text of the file a raw-loader import names, read when first used.
func rawValue(st *mdxast.State, spec string) jsx.Lazy {
	return lazy(func() (any, bool) {
		s, ok := st.ReadRaw(spec)
		return s, ok
	})
}

// partialValue is what an import of an MDX file's module binds besides its
// content: the module's front matter (export "frontMatter"), or the module (export
// "*") holding it, evaluated when first used.
func partialValue(st *mdxast.State, spec, export string) jsx.Lazy {
	return lazy(func() (any, bool) {
		text, ok := st.ReadRaw(spec)
		if !ok {
			return nil, false
		}
		fm := map[string]any{}
		if y := source.SplitFrontMatter([]byte(text)).YAML; y != nil {
			if doc, err := yamlpos.Parse(y); err == nil {
				if m, isMap := doc.Value.(map[string]any); isMap {
					fm = m
				}
			}
		}
		if export == "frontMatter" {
			return fm, true
		}
		return map[string]any{"frontMatter": fm}, true
	})
}

// moduleValue is the value an import binds, evaluated when first used, and
// the calls of its functions (State.Call).
func moduleValue(st *mdxast.State, spec, export string) any {
	value := moduleExport(st, spec, export)
	var text func() (string, bool)
	if path.Ext(spec) == ".json" && export == "default" && st.ReadRaw != nil {
		text = func() (string, bool) { return st.ReadRaw(spec) }
	}
	if st.Call == nil && text == nil {
		return value
	}
	return jsx.Binding{Value: value, JSON: text, Call: func(path []any, args []any) (any, bool) {
		if st.Call == nil {
			return nil, false
		}
		exports, found := st.Module(spec)
		if !found {
			return nil, false
		}
		// where the function is in the module's exports (a JSON pointer)
		ptr := ""
		switch _, esm := exports["default"]; {
		case export == "default" && esm:
			ptr = "/default"
		case export != "default" && export != "*":
			ptr = "/" + yamlpos.Escape(export)
		}
		for _, k := range path {
			switch k := k.(type) {
			case string:
				ptr += "/" + yamlpos.Escape(k)
			case float64:
				ptr += "/" + strconv.FormatFloat(k, 'f', -1, 64)
			default:
				return nil, false
			}
		}
		return st.Call(spec, ptr, args)
	}}
}

// moduleExport is the value an import binds, evaluated when first used.
func moduleExport(st *mdxast.State, spec, export string) jsx.Lazy {
	return lazy(func() (any, bool) {
		exports, found := st.Module(spec)
		if !found {
			return nil, false
		}
		switch export {
		case "*":
			return exports, true
		case "default":
			// an ES module's default export, or a CommonJS module.exports
			if d, has := exports["default"]; has {
				return d, true
			}
			return exports, true
		}
		v, ok := exports[export]
		return v, ok
	})
}

// lazy is f, run the first time its value is asked for.
func lazy(f func() (any, bool)) jsx.Lazy {
	var once sync.Once
	var v any
	var ok bool
	return func() (any, bool) {
		once.Do(func() { v, ok = f() })
		return v, ok
	}
}

// UnescapeSpec reads the escapes of a JavaScript string in an import
// specifier: './\_note.mdx' (Prettier escapes a Markdown file's underscores) is
// './_note.mdx'. Escapes that stand for other characters are kept as written.
func UnescapeSpec(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) && !strings.ContainsRune("bfnrtvux0123456789", rune(s[i+1])) {
			i++
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// importNames are the local names an import clause binds: `X`, `{A, B as C}`,
// `X, {A}`, `* as NS`.
// importBinding is one name an import statement binds.
type importBinding struct {
	local, exported string // exported: "default", "*" (namespace) or the imported name
}

func importNames(clause string) []importBinding {
	var names []importBinding
	clause = strings.TrimSpace(clause)
	if i := strings.IndexByte(clause, '{'); i >= 0 {
		j := strings.IndexByte(clause, '}')
		if j > i {
			for _, part := range strings.Split(clause[i+1:j], ",") {
				f := strings.Fields(part)
				if len(f) == 0 {
					continue
				}
				if f[0] == "type" && len(f) > 1 {
					f = f[1:]
				}
				names = append(names, importBinding{local: f[len(f)-1], exported: strings.Trim(f[0], `'"`)})
			}
			clause = clause[:i] + clause[j+1:]
		}
	}
	for _, part := range strings.Split(clause, ",") {
		f := strings.Fields(part)
		if len(f) == 0 {
			continue
		}
		if jsstd.IsIdentifier(f[len(f)-1]) && f[len(f)-1] != "type" {
			exp := "default"
			if f[0] == "*" {
				exp = "*"
			}
			names = append(names, importBinding{local: f[len(f)-1], exported: exp})
		}
	}
	return names
}

func (esmParser) CanInterruptParagraph() bool { return false }
func (esmParser) CanAcceptIndentedLine() bool { return false }

// fromSiteRoot makes a path from the site folder a site path: Docusaurus's
// bundler has the site folder among its resolve roots, so "/src/components/X"
// is "@site/src/components/X" (in a document and in the MDX component scope
// file alike: rsksmart's devportal imports its 17 scope components so).
func fromSiteRoot(spec string) string {
	if strings.HasPrefix(spec, "/") && !strings.HasPrefix(spec, "//") {
		return "@site" + spec
	}
	return spec
}

// commentsAt is the length of the block comments and white space src starts with.
func commentsAt(src []byte) int {
	n := 0
	for {
		rest := bytes.TrimLeft(src[n:], " \t\r\n")
		n = len(src) - len(rest)
		if !bytes.HasPrefix(rest, []byte("/*")) {
			return n
		}
		end := bytes.Index(rest[2:], []byte("*/"))
		if end < 0 {
			return n
		}
		n += 2 + end + 2
	}
}
