package esm

import (
	"bytes"
	"path"
	"regexp"
	"slices"
	"sort"
	"strings"

	"github.com/contentc/contentc/compiler/internal/markdown/internal/htmlpolicy"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/jsx"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/mdxast"
)

// Global is a component every MDX document may use without importing it: the
// site's MDX component scope, which Docusaurus sites set in the swizzled
// src/theme/MDXComponents file (`export default {...MDXComponents, Icon, Badge}`).
type Global struct {
	Name   string // the JSX name (<Icon>)
	Source string // the module, as a document would import it ("@site/src/components/icon")
	Export string // "default" or the imported name
	// Template is a component the scope file defines itself, whose whole
	// body is one JSX element (`function Note({title, children}) { return
	// <details>…</details>; }`), expanded as a document's own (Source is "").
	Template *mdxast.Template
	// Props are the fixed props of a wrapper of an imported component
	// (`Steps: ({children, ...rest}) => <Steps mode="mdx" {...rest}>{children}</Steps>`):
	// the element's own props come after them.
	Props map[string]any
}

// SpreadName is the Name of a Global that stands for a package's exports the
// scope object spreads (`...LucideIcons` of `import * as LucideIcons from
// 'lucide-react'`; Source is the package): contentc takes no components from
// a package, and says so where a document uses a name the scope lacks.
const SpreadName = "..."

// ScopeFiles are the files, relative to the content root, that define the scope
// (the first that exists). Docusaurus aliases @theme/MDXComponents to each of
// the theme folder's files in the order it lists them, the last one winning:
// the folder's index comes after MDXComponents.tsx (avalonia-docs has both,
// and its index is the one Docusaurus uses), .tsx after .js.
var ScopeFiles = []string{
	"src/theme/MDXComponents/index.tsx", "src/theme/MDXComponents/index.ts", "src/theme/MDXComponents/index.jsx", "src/theme/MDXComponents/index.js",
	"src/theme/MDXComponents.tsx", "src/theme/MDXComponents.ts", "src/theme/MDXComponents.jsx", "src/theme/MDXComponents.js",
}

var (
	exportDefaultObj    = regexp.MustCompile(`\bexport\s+default\s*\{`)
	exportDefaultName   = regexp.MustCompile(`\bexport\s+default\s+(` + jsx.Ident + `)\s*;?\s*(?:$|\n)`)
	exportDefaultAssign = regexp.MustCompile(`\bexport\s+default\s+Object\.assign\s*\(`)
	// `export default function MDXComponents(components) { return {…}; }` and
	// `export default (components) => ({…})`: the function form, which
	// @mdx-js/react calls with the components it has (its result is the scope)
	exportDefaultFunc  = regexp.MustCompile(`\bexport\s+default\s+(?:async\s+)?(?:function\b[^{]*|(?:\([^()]*\)|` + jsx.Ident + `)\s*(?::[^=]*)?=>\s*)\{`)
	exportDefaultArrow = regexp.MustCompile(`\bexport\s+default\s+(?:\([^()]*\)|` + jsx.Ident + `)\s*(?::[^=]*)?=>\s*\(\s*\{`)
	returnObj          = regexp.MustCompile(`\breturn\s*\(?\s*\{`)
	scopeEntry         = regexp.MustCompile(`^(` + jsx.Ident + `(?:\.` + jsx.Ident + `)*)\s*(?::\s*(` + jsx.Ident + `))?$`)
)

// Scope is what an MDXComponents file gives: the components of its scope,
// and the HTML elements it replaces with components of its own.
type Scope struct {
	Globals []Global
	// Elements are the entries that replace an element contentc renders
	// (`a: A`, `table: ScrollableTable`) with anything but one of
	// Docusaurus's own components: contentc runs no such component, so the
	// element is rendered as Markdown renders it (the caller says so).
	Elements []Element
}

// Element is an entry of the scope object that replaces an HTML element:
// Name is the element, Value the name the entry maps it to ("" for a
// function written there), Offset where the entry is in the file. Theme is
// the module under @theme/MDXComponents/ (Docusaurus's own component for the
// element, "Code") when the entry is that component or a function that only
// renders it (`h1: (props) => <MDXHeading as="h1" {...props} />`), as
// `docusaurus swizzle --eject MDXComponents` writes them: Docusaurus's own
// rendering unless the site swizzled that module too (the caller checks).
type Element struct {
	Name, Value string
	Offset      int
	Theme       string
}

// ParseScope is the components of ReadScope's scope.
func ParseScope(src []byte, rel string) []Global { return ReadScope(src, rel).Globals }

// ReadScope reads the component scope of an MDXComponents file (rel is its
// path in the content root): the names of its default-exported object that are
// components bound by its imports. Names of HTML elements (`table:
// ScrollableTable`, which would replace every table) are not components of
// the scope but its Elements; spreads are left out, as is what the file
// computes. Relative imports, and paths from the site folder
// ("/src/components/X"), are made site paths, so they resolve the same from
// every document. Sorted by name.
func ReadScope(src []byte, rel string) Scope {
	s := string(src)
	imports := map[string]mdxast.Import{}
	for _, m := range importRe.FindAllStringSubmatch(s, -1) {
		spec := fromSiteRoot(UnescapeSpec(m[3]))
		if strings.HasPrefix(spec, "./") || strings.HasPrefix(spec, "../") {
			spec = "@site/" + path.Join(path.Dir(rel), spec)
		}
		for _, b := range importNames(m[1]) {
			imports[b.local] = mdxast.Import{Name: b.local, Export: b.exported, Source: spec}
		}
	}
	var parts []part // the object's entries: `Name`, `Name: value`
	object := func(open int) bool {
		body, ok := objectBody(s, open)
		parts = append(parts, splitAt(stripComments(body), open+1)...)
		return ok
	}
	if loc := exportDefaultObj.FindStringIndex(s); loc != nil {
		if !object(loc[1] - 1) {
			return Scope{}
		}
	} else if loc := exportDefaultArrow.FindStringIndex(s); loc != nil {
		if !object(loc[1] - 1) {
			return Scope{}
		}
	} else if loc := exportDefaultFunc.FindStringIndex(s); loc != nil {
		// the object its body returns
		r := returnObj.FindStringIndex(s[loc[1]:])
		if r == nil || !object(loc[1]+r[1]-1) {
			return Scope{}
		}
	} else if loc := exportDefaultAssign.FindStringIndex(s); loc != nil {
		// `export default Object.assign({}, MDXComponents, {Path})`: the
		// objects written in its arguments
		depth, end := 1, loc[1]
		for ; end < len(s) && depth > 0; end++ {
			switch s[end] {
			case '(', '{', '[':
				depth++
			case ')', '}', ']':
				depth--
			}
		}
		if depth != 0 {
			return Scope{}
		}
		for _, a := range splitAt(stripComments(s[loc[1]:end-1]), loc[1]) {
			if t := strings.TrimSpace(a.text); strings.HasPrefix(t, "{") {
				at := a.at + strings.Index(a.text, "{") + 1
				parts = append(parts, splitAt(t[1:len(t)-1], at)...)
			}
		}
	} else {
		// `const MDXComponents = {…}; export default MDXComponents;`, as
		// `docusaurus swizzle --eject` writes it (a type annotation allowed),
		// and names set on the exported object, `MDXComponents.Path = Path;`
		// (Edgar-Unity's eight components, set on the original's object)
		m := exportDefaultName.FindStringSubmatch(s)
		if m == nil {
			return Scope{}
		}
		decl := regexp.MustCompile(`\b(?:const|let|var)\s+` + regexp.QuoteMeta(m[1]) + `\s*(?::[^=]*)?=\s*\{`)
		if loc := decl.FindStringIndex(s); loc != nil && !object(loc[1]-1) {
			return Scope{}
		}
		set := regexp.MustCompile(`(?m)^\s*` + regexp.QuoteMeta(m[1]) + `\.(` + jsx.Ident + `)\s*=\s*(` + jsx.Ident + `)\s*;?\s*$`)
		code := stripComments(s)
		for _, a := range set.FindAllStringSubmatchIndex(code, -1) {
			parts = append(parts, part{code[a[2]:a[3]] + ": " + code[a[4]:a[5]], a[2]})
		}
	}
	var sc Scope
	for _, p := range parts {
		if e, ok := element(p, imports); ok {
			sc.Elements = append(sc.Elements, e)
			continue
		}
		part := p.text
		if name, ok := strings.CutPrefix(strings.TrimSpace(part), "..."); ok {
			if imp, ok := imports[strings.TrimSpace(name)]; ok && imp.Export == "*" && ClassifyImport(imp.Source) == ImportUnknown && !strings.HasPrefix(imp.Source, "@") {
				sc.Globals = append(sc.Globals, Global{Name: SpreadName, Source: imp.Source, Export: "*"})
			}
			continue
		}
		m := scopeEntry.FindStringSubmatch(strings.TrimSpace(part))
		if m == nil {
			if g, ok := wrapper(part, imports); ok {
				sc.Globals = append(sc.Globals, g)
			}
			continue // a spread, a computed value, a string key
		}
		name, val := m[1], m[2]
		if val == "" {
			val = name
		}
		if !(name[0] >= 'A' && name[0] <= 'Z') {
			continue
		}
		imp, ok := imports[val]
		if !ok {
			// defined in the file (doQumentation's Accordion)
			if t := localTemplate(s, name, val); t != nil {
				sc.Globals = append(sc.Globals, Global{Name: name, Template: t})
			}
			continue
		}
		if imp.Export == "*" {
			continue
		}
		sc.Globals = append(sc.Globals, Global{Name: name, Source: imp.Source, Export: imp.Export})
	}
	sort.Slice(sc.Globals, func(i, j int) bool { return sc.Globals[i].Name < sc.Globals[j].Name })
	return sc
}

// part is an entry of the scope object and where it starts in the file.
type part struct {
	text string
	at   int
}

// elementKey is an entry's key that may be an HTML element's name (`a: A`,
// `'table': T`, a shorthand `code`), then its value.
var (
	elementKey = regexp.MustCompile(`^["']?([a-z][a-z0-9]*)["']?\s*(?::\s*|$)`)
	dotted     = regexp.MustCompile(`^` + jsx.Ident + `(?:\.` + jsx.Ident + `)*$`)
)

// element reads an entry that replaces an element contentc renders, unless
// with one of Docusaurus's own components (`details: Details` of
// '@theme/Details', which contentc provides).
func element(p part, imports map[string]mdxast.Import) (Element, bool) {
	t := strings.TrimSpace(p.text)
	m := elementKey.FindStringSubmatchIndex(t)
	if m == nil || !htmlpolicy.Tags[t[m[2]:m[3]]] {
		return Element{}, false
	}
	name, value := t[m[2]:m[3]], strings.TrimSpace(t[m[1]:])
	if value == "" {
		value = name
	}
	if imp, ok := imports[value]; ok && ClassifyImport(imp.Source) == ImportBuiltin {
		return Element{}, false
	}
	e := Element{Name: name, Value: value, Offset: p.at + strings.Index(p.text, t)}
	comp := value
	if m := onlyElement.FindStringSubmatch(value); m != nil {
		comp = m[1]
	}
	if imp, ok := imports[comp]; ok && imp.Export == "default" {
		for _, prefix := range []string{"@theme/MDXComponents/", "@theme-original/MDXComponents/"} {
			if rest, ok := strings.CutPrefix(imp.Source, prefix); ok {
				e.Theme = rest
			}
		}
	}
	if !dotted.MatchString(value) {
		e.Value = ""
	}
	return e, true
}

// onlyElement is an arrow function that renders one element, its first tag:
// `(props) => <MDXHeading as="h1" {...props} />`, its parameter typed or not
// (`(props: ComponentProps<'h1'>) =>`, react-native-website's).
var onlyElement = regexp.MustCompile(`^(?:\([^)]*\)|[A-Za-z_$][\w$]*)\s*=>\s*\(?\s*<([A-Za-z_$][\w$]*)[\s/>]`)

// wrapperEntry is an entry of the scope object whose value is a function.
var wrapperEntry = regexp.MustCompile(`^\s*([A-Z][A-Za-z0-9_$]*)\s*:\s*`)

// wrapper reads an entry that wraps an imported component in a function whose
// body is that one element with fixed props, the rest and the children passed
// on: supertokens' `Steps: ({children, ...rest}) => (<Steps mode="mdx"
// {...rest}>{children}</Steps>)`. The entry is the import, with those props.
func wrapper(part string, imports map[string]mdxast.Import) (Global, bool) {
	m := wrapperEntry.FindStringSubmatchIndex(part)
	if m == nil {
		return Global{}, false
	}
	name := part[m[2]:m[3]]
	t := template(name, []byte(part[m[1]:]), 1, nil)
	if t == nil || t.Value {
		return Global{}, false
	}
	tag, err := jsx.ParseTag([]byte(t.Body), 0, nil)
	if err != nil || tag.Closing {
		return Global{}, false
	}
	imp, ok := imports[tag.Name]
	if !ok || imp.Export == "*" {
		return Global{}, false
	}
	rest := t.Body[tag.End:]
	if !tag.SelfClosing && rest != childrenPlace+"</"+tag.Name+">" {
		return Global{}, false // other children than the element's
	}
	props := map[string]any{}
	for _, a := range tag.Attrs {
		switch {
		case a.Name == "...":
			// the rest of the props (or all of them): passed on
		case a.Expr == "" || a.Literal && !a.JSX:
			props[a.Name] = a.Value
		default:
			return Global{}, false // a computed prop
		}
	}
	return Global{Name: name, Source: imp.Source, Export: imp.Export, Props: props}, true
}

// childrenPlace is where a template's body puts the element's children.
var childrenPlace = `{"` + mdxast.ChildrenMarker + `"}`

// localTemplate is the template of a component the scope file defines
// (`function val(…) { return <…>; }`, `const val = (…) => <…>`), named name;
// nil when it is not one (its body computes, its parameters are typed).
func localTemplate(s, name, val string) *mdxast.Template {
	decl := regexp.MustCompile(`(?m)^\s*(?:export\s+)?(?:function\s+` + regexp.QuoteMeta(val) + `\b|(?:const|let|var)\s+` + regexp.QuoteMeta(val) + `\s*=\s*)`)
	loc := decl.FindStringIndex(s)
	if loc == nil {
		return nil
	}
	t := template(name, []byte(s[loc[1]:]), 1, nil)
	if t == nil || t.Value {
		return nil
	}
	return t
}

// objectBody is the text between the brace at s[open] and its match.
func objectBody(s string, open int) (string, bool) {
	end, err := jsx.ScanExpression([]byte(s), open)
	if err != nil || end <= open+1 {
		return "", false
	}
	return s[open+1 : end-1], true
}

// SplitTopLevel splits s at the commas outside brackets and quotes; empty
// parts (a trailing comma) are left out.
func SplitTopLevel(s string) []string {
	var out []string
	for _, p := range splitAt(s, 0) {
		out = append(out, p.text)
	}
	return out
}

// splitAt is SplitTopLevel's parts of s, which starts at offset base of its
// file, with where each starts.
func splitAt(s string, base int) []part {
	var parts []part
	depth, quote, start := 0, byte(0), 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quote != 0:
			if c == '\\' {
				i++
			} else if c == quote {
				quote = 0
			}
		case c == '\'' || c == '"' || c == '`':
			quote = c
		case c == '(' || c == '[' || c == '{':
			depth++
		case c == ')' || c == ']' || c == '}':
			depth--
		case c == ',' && depth == 0:
			parts = append(parts, part{s[start:i], base + start})
			start = i + 1
		}
	}
	parts = append(parts, part{s[start:], base + start})
	out := parts[:0]
	for _, p := range parts {
		if strings.TrimSpace(p.text) != "" {
			out = append(out, p)
		}
	}
	return out
}

// stripComments blanks out // and /* */ comments: their bytes become spaces
// (line breaks stay), so what is left keeps its offsets.
func stripComments(s string) string {
	b := []byte(s)
	blank := func(from, to int) {
		for k := from; k < to; k++ {
			if b[k] != '\n' {
				b[k] = ' '
			}
		}
	}
	for i := 0; i+1 < len(b); i++ {
		switch {
		case b[i] == '/' && b[i+1] == '*':
			j := bytes.Index(b[i+2:], []byte("*/"))
			if j < 0 {
				blank(i, len(b))
				return string(b)
			}
			blank(i, i+2+j+2)
			i += 2 + j + 1
		case b[i] == '/' && b[i+1] == '/':
			j := bytes.IndexByte(b[i:], '\n')
			if j < 0 {
				j = len(b) - i
			}
			blank(i, i+j)
			i += j
		}
	}
	return string(b)
}

// WithScopeProps is an element's attributes after the fixed props the scope
// gives its component (a wrapper's, `<Steps mode="mdx" {...rest}>`), which
// its own of the same name replace.
func WithScopeProps(attrs []jsx.Attr, props map[string]any, at int) []jsx.Attr {
	if len(props) == 0 {
		return attrs
	}
	names := make([]string, 0, len(props))
	for k := range props {
		if !slices.ContainsFunc(attrs, func(a jsx.Attr) bool { return a.Name == k }) {
			names = append(names, k)
		}
	}
	sort.Strings(names)
	out := make([]jsx.Attr, 0, len(names)+len(attrs))
	for _, k := range names {
		out = append(out, jsx.Attr{Name: k, Value: props[k], Offset: at})
	}
	return append(out, attrs...)
}
