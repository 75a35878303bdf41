package propvalue

import (
	"strings"

	"github.com/contentc/contentc/compiler/internal/markdown/mdx/jsx"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/mdxast"
)

// ElementKey is the one key of an element passed as a prop: {"$element":
// {"type": <a component reference>, "props": {…}, "children": "text"}}
// (children only when it has some), which the island runtime makes into the
// React element the JSX would be.
const ElementKey = "$element"

// Element is the value of a site component's prop written as one JSX element
// of a component the document imports, `component={<FlingExample />}`,
// `icon={<Icon name="star" size={16} />}`, in parentheses or not: the element,
// its type the component's reference (as Read gives `component={FlingExample}`)
// and its props read as the site component's own are (imported images as URLs,
// components as references); its children when they are text only. A fragment
// of such elements, `permissions={<><Permission title="Security" /> <Permission
// … /></>}` (3commas' 85 endpoints), is the list of them, with a " " where a
// space on their line separates two (JSX drops whitespace with a line break),
// as React renders the fragment's children. false for any other value: an HTML
// element, text or an expression in a fragment, children that hold elements or
// expressions, a prop that is not a literal or holds JSX.
func Element(a *jsx.Attr, st *mdxast.State, link func(string) string) (any, bool) {
	if !a.JSX {
		return nil, false
	}
	src := strings.TrimSpace(a.Expr)
	for len(src) > 1 && src[0] == '(' && src[len(src)-1] == ')' {
		src = strings.TrimSpace(src[1 : len(src)-1])
	}
	if !whole(src) {
		return nil, false
	}
	inner, ok := strings.CutPrefix(src, "<>")
	if !ok {
		return element(src, st, link)
	}
	inner = strings.TrimSuffix(inner, "</>")
	var list []any
	for i := 0; i < len(inner); {
		j := i
		for j < len(inner) && strings.IndexByte(" \t\r\n", inner[j]) >= 0 {
			j++
		}
		if j == len(inner) {
			break
		}
		if len(list) > 0 && j > i && !strings.ContainsAny(inner[i:j], "\r\n") {
			list = append(list, " ")
		}
		end, ok := jsx.ElementEnd([]byte(inner), j)
		if !ok || !jsx.LooksLikeTag([]byte(inner), j) {
			return nil, false
		}
		el, ok := element(inner[j:end], st, link)
		if !ok {
			return nil, false
		}
		list = append(list, el)
		i = end
	}
	return list, len(list) > 0
}

// whole reports whether src is one JSX element, or one fragment, and nothing more.
func whole(src string) bool {
	b := []byte(src)
	if !jsx.LooksLikeTag(b, 0) {
		return false
	}
	end, ok := jsx.ElementEnd(b, 0)
	return ok && end == len(b)
}

// element is Element's value of one element of a component the document imports.
func element(src string, st *mdxast.State, link func(string) string) (any, bool) {
	b := []byte(src)
	t, err := jsx.ParseTag(b, 0, st.Consts)
	if err != nil || t.Name == "" || t.Closing {
		return nil, false
	}
	imp := st.Imports[t.Name]
	if imp == nil {
		return nil, false
	}
	ref, ok := componentRef(t.Name, imp, st)
	if !ok {
		return nil, false
	}
	props := map[string]any{}
	for i := range t.Attrs {
		at := t.Attrs[i]
		if at.Name == "..." || at.JSX {
			return nil, false
		}
		if at.Name == "key" {
			continue // React's, no prop
		}
		v := at.Value
		if at.Expr != "" {
			var lit bool
			if v, lit = Read(&at, st, link); !lit {
				return nil, false
			}
		}
		props[at.Name] = v
	}
	el := map[string]any{"type": ref, "props": props}
	if !t.SelfClosing {
		inner := src[t.End:strings.LastIndex(src, "</")]
		if strings.ContainsAny(inner, "<{") {
			return nil, false
		}
		if text := jsx.Text(inner); strings.TrimSpace(text) != "" {
			el["children"] = text
		}
	}
	return map[string]any{ElementKey: el}, true
}
