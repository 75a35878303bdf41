package mdxast

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/markdown/internal/mdstate"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/jsx"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/jsx/jsstd"
	"github.com/contentc/contentc/compiler/internal/markdown/safelink"
	"github.com/contentc/contentc/compiler/internal/webpackreq"
	"github.com/evanw/esbuild/pkg/api"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
)

// evaluate returns what an expression renders: comments nothing, literals and
// exported constants their value; anything else nothing, with a warning.
func Evaluate(pc parser.Context, expr string, offset int) string {
	if jsstd.IsComment(expr) {
		return ""
	}
	v, ok := jsx.ParseValue(expr, GetState(pc).Consts)
	if ok {
		switch v := v.(type) {
		case string:
			return v
		case float64:
			return fmt.Sprint(v)
		case nil, bool:
			return ""
		}
	}
	if GetState(pc).Consts[strings.TrimSpace(expr)] == jsstd.Undefined {
		return "" // a component's prop not given, `{title}`: undefined, which React renders as nothing
	}
	if t := GetState(pc).Templates[strings.TrimSpace(expr)]; t != nil && t.Value {
		return "" // an element (export const x = <b>x</b>): rendered in its place later
	}
	if functionExpr.MatchString(expr) {
		// A function renders nothing in React either: <BrowserOnly>'s
		// children, `{() => <Demo />}`, are for the browser.
		return ""
	}
	if text, ok := dedented(expr, GetState(pc)); ok {
		return text
	}
	if file, undefined, ok := requiredRaw(expr); ok {
		// A file's text required in place (`<CodeBlock>{require('!!raw-loader!./x.js').default}</CodeBlock>`,
		// turbowarp's example extensions), as the same import gives it.
		if undefined {
			mdstate.Get(pc).Warn(diag.MDXExpression, offset, fmt.Sprintf(
				"{%s} is undefined, so it renders nothing: with esModule=false the raw-loader's module is the text of %q itself, which has no .default; leave .default out", shorten(expr), file))
			return ""
		}
		if st := GetState(pc); st.ReadRaw != nil {
			if text, ok := st.ReadRaw(file); ok {
				return text
			}
		}
		mdstate.Get(pc).Warn(diag.MDXExpression, offset, fmt.Sprintf(
			"{%s} is the text of %q, which is not a file of the site (with or without an extension); it renders nothing (Docusaurus stops the build: module not found)", shorten(expr), file))
		return ""
	}
	if imp := GetState(pc).Imports[strings.TrimSpace(expr)]; imp != nil && strings.HasPrefix(imp.Source, "!!raw-loader!") {
		mdstate.Get(pc).Warn(diag.MDXExpression, offset, fmt.Sprintf(
			"{%s} is the text of %q, which is not a file of the site (with or without an extension); it renders nothing (Docusaurus stops the build: module not found)", shorten(expr), strings.TrimPrefix(imp.Source, "!!raw-loader!")))
		return ""
	}
	if st := GetState(pc); st.JSXValue != nil && st.JSXValue(expr) {
		return "" // <ul>…</ul>, items.map((item) => <Card …/>): rendered in its place later
	}
	if st := mdstate.Get(pc); !st.Docusaurus2 {
		if msg, bad := JSSyntaxError(expr); bad {
			st.Error(diag.MDXSyntax, offset, fmt.Sprintf(
				"the expression {%s} is not JavaScript (%s), which MDX rejects (Docusaurus stops the build: \"Could not parse expression with acorn\"); to show braces as text, write \\{ and \\}", shorten(expr), msg))
			return ""
		}
	}
	if why, undefined := jsx.Missing(expr, GetState(pc).Consts); undefined {
		// evaluated, to undefined (fleet's {versions.next.fleetCRD}): nothing, as React renders it;
		// a partial's prop the page does not pass is no mistake (port's integration partials)
		if strings.HasPrefix(why, "props has no member ") {
			return ""
		}
		if why != "" {
			why = " (" + why + ")"
		}
		mdstate.Get(pc).Warn(diag.MDXExpression, offset, fmt.Sprintf(
			"the expression {%s} is undefined%s, so it renders nothing, as React renders undefined; check the name", shorten(expr), why))
		return ""
	}
	mdstate.Get(pc).Warn(diag.MDXExpression, offset, fmt.Sprintf(
		"the expression {%s} is not evaluated (contentc runs no JavaScript; only literals and exported constants are), so it renders nothing", shorten(expr)))
	return ""
}

// JSSyntaxError is esbuild's first error reading expr as one JavaScript
// expression with JSX (MDX reads it with acorn and acorn-jsx); bad is false
// when it is one.
func JSSyntaxError(expr string) (msg string, bad bool) {
	res := api.Transform("(\n"+expr+"\n)", api.TransformOptions{Loader: api.LoaderJSX, LogLevel: api.LogLevelSilent})
	if len(res.Errors) == 0 {
		return "", false
	}
	return res.Errors[0].Text, true
}

// dedentTag is a template literal tagged with a name: dedent`…`.
var dedentTag = regexp.MustCompile("^\\s*(" + jsx.Ident + ")\\s*(`[\\s\\S]*`)\\s*$")

// dedented is the text of a template literal tagged with the dedent function
// of ts-dedent or dedent (`<CodeBlock>{dedent` + "`" + `…` + "`" + `}</CodeBlock>`,
// in-cloud-docs' 1,208 code blocks): the literal's text, its lines' common
// indentation and its first and last line breaks taken away, as ts-dedent
// does.
func dedented(expr string, st *State) (string, bool) {
	m := dedentTag.FindStringSubmatch(expr)
	if m == nil {
		return "", false
	}
	imp := st.Imports[m[1]]
	if imp == nil || (imp.Source != "ts-dedent" && imp.Source != "dedent") || (imp.Export != "default" && imp.Export != "dedent") {
		return "", false
	}
	v, ok := jsx.ParseValue(m[2], st.Consts)
	text, isString := v.(string)
	if !ok || !isString {
		return "", false
	}
	imp.Used = true
	return Dedent(text), true
}

var (
	lastLine    = regexp.MustCompile(`\r?\n[\t ]*$`)
	lineIndents = regexp.MustCompile(`\n([\t ]+|[^\s])`)
)

// Dedent is ts-dedent's dedent of a text: its last line break (and the
// blanks after it) and its first line break taken away, and the least
// indentation of its lines that hold a character taken from every line.
func Dedent(s string) string {
	s = lastLine.ReplaceAllString(s, "")
	least := -1
	for _, m := range lineIndents.FindAllStringSubmatch(s, -1) {
		n := len(strings.TrimLeft(m[1], "\t ")) // 0 or 1: the line's first character
		n = len(m[1]) - n
		if least < 0 || n < least {
			least = n
		}
	}
	if least > 0 {
		s = regexp.MustCompile(`\n[\t ]{`+strconv.Itoa(least)+`}`).ReplaceAllString(s, "\n")
	}
	s = strings.TrimPrefix(s, "\n")
	return strings.TrimPrefix(s, "\r\n")
}

// requiredRaw is the file a `require('!!raw-loader!./x')` expression (with
// or without .default; webpack's other inline forms of the raw loader, `!`,
// `-!`, none, a `x!=!` match resource and the loader's options, too) loads,
// named as an import of it names it (Import.Source without "!!raw-loader!").
// It is undefined when it is .default of the text itself (the loader's
// esModule=false), as webpack gives it.
func requiredRaw(expr string) (file string, undefined, ok bool) {
	m := requireCall.FindStringSubmatch(expr)
	if m == nil {
		return "", false, false
	}
	file, esModule, ok := webpackreq.Raw(m[1] + m[2])
	return file, ok && !esModule && m[3] == ".default", ok
}

// functionExpr is a function expression: an arrow function or `function (…)`.
var functionExpr = regexp.MustCompile(`^\s*(?:async\s+)?(?:\(\s*(?:` + jsx.Ident + `\s*(?:,\s*` + jsx.Ident + `\s*)*)?\)|` + jsx.Ident + `)\s*=>|^\s*(?:async\s+)?function\b`)

func shorten(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > 40 {
		return s[:37] + "…"
	}
	return s
}

// DocusaurusLink is the module of Docusaurus's Link component.
const DocusaurusLink = "@docusaurus/Link"

// DocusaurusHead is Docusaurus's <Head> (react-helmet), also in the MDX scope
// of every Docusaurus site without an import (theme-classic's MDXComponents).
const DocusaurusHead = "@docusaurus/Head"

// Head is the page metadata a document's `<head>` element sets, as Docusaurus
// documents it (Markdown features, head metadata): the document title and
// meta tags of the page's HTML head, and its canonical URL.
type Head struct {
	Title     string     `json:"title,omitempty"`
	Meta      []HeadMeta `json:"meta,omitempty"`
	Canonical string     `json:"canonical,omitempty"`
}

// HeadMeta is one <meta> of a <head>: a name or a property, and its content.
type HeadMeta struct {
	Name     string `json:"name,omitempty"`
	Property string `json:"property,omitempty"`
	Content  string `json:"content"`
}

var (
	// useBaseUrl('img/x.png') (with options or not) in a URL attribute, a
	// trailing comma too, as Prettier writes a call over lines
	baseURLCall = regexp.MustCompile(`^\s*(` + jsx.Ident + `)\(\s*(?:'([^'\\\n]*)'|"([^"\\\n]*)")\s*(?:,\s*\{[^{}]*\}\s*)?,?\s*\)\s*$`)
	// require('./img/x.png').default, require('@site/static/img/x.png').default
	// (.src: what @docusaurus/plugin-ideal-image's loader gives, the image's URL)
	requireCall = regexp.MustCompile(`^\s*require\(\s*(?:'([^'\\\n]+)'|"([^"\\\n]+)")\s*,?\s*\)\s*(\.default|\.src)?\s*$`)
)

// RootsPrefix starts the URL of a file required or imported from the
// bundler's roots (`require('/img/x.png')`, `import a from '/docs/img/a.png'`):
// Docusaurus's webpack looks for it in the static folders, then in the site
// folder. A link with it is a LinkRef with Roots set (and Dest the path from
// the root), which the link resolver makes the static file's path or the site
// file's asset URL; nothing else writes it (no URL starts with it).
const RootsPrefix = "@bundler-roots/"

// URLExpression gives the URL a `{…}` attribute value stands for when it is one
// of the two ways Docusaurus docs write the address of an image or a file:
// useBaseUrl('img/x.png') (imported from @docusaurus/useBaseUrl) is the site
// path /img/x.png (the base URL is added as to any site path), and
// require('./x.png').default is the file next to the doc (published as an
// asset) or, for @site/static/…, the static file.
func URLExpression(expr string, st *State) (string, bool) {
	if m := baseURLCall.FindStringSubmatch(expr); m != nil && m[1] != "require" {
		imp := st.Imports[m[1]]
		if imp == nil || imp.Source != "@docusaurus/useBaseUrl" || imp.Export != "default" {
			return "", false
		}
		imp.Used = true
		u := m[2] + m[3]
		if safelink.Classify(u) == safelink.Internal && !strings.HasPrefix(u, "#") && !strings.HasPrefix(u, "//") {
			u = "/" + strings.TrimLeft(u, "/")
		}
		return u, true
	}
	if m := requireCall.FindStringSubmatch(expr); m != nil {
		spec := StripURLLoader(m[1] + m[2])
		switch {
		case strings.HasPrefix(spec, "@site/static/"):
			return "/" + strings.TrimPrefix(spec, "@site/static/"), true
		case strings.HasPrefix(spec, "/static/"):
			// From the site folder's root, which Docusaurus's bundler resolves
			// after the static folders: the static file.
			return strings.TrimPrefix(spec, "/static"), true
		case strings.HasPrefix(spec, "/") && !strings.HasPrefix(spec, "//"):
			// From the bundler's roots: a static folder's file, else the
			// site folder's (require('/docs/guide/img/a.png'), Astar's 531
			// figures), which the link resolver tells apart.
			return RootsPrefix + spec[1:], true
		case strings.HasPrefix(spec, "./"), strings.HasPrefix(spec, "../"):
			return spec, true
		}
	}
	return "", false
}

// Complete is a whole element node holding e, of n's kind (a Block or an
// Inline), to insert beside n.
func Complete(n ast.Node, e Element) ast.Node {
	if _, ok := n.(*Block); ok {
		return &Block{Element: e, Closed: true}
	}
	return &Inline{Element: e, Paired: true}
}

// StripURLLoader is an import specifier without a leading webpack url-loader or
// file-loader request (`!!url-loader!`, `file-loader?name=x!`, `-!url-loader!`):
// the file it loads.
func StripURLLoader(spec string) string {
	if loaders, file := webpackreq.Split(spec); len(loaders) > 0 && (loaders[0].Name == "url-loader" || loaders[0].Name == "file-loader") {
		return file
	}
	return spec
}
