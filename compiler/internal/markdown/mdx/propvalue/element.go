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
// components as references); its children when they are text only. false for
// any other value: an HTML element, a fragment, several elements, children that
// hold elements or expressions, a prop that is not a literal or holds JSX.
func Element(a *jsx.Attr, st *mdxast.State, link func(string) string) (any, bool) {
	if !a.JSX {
		return nil, false
	}
	src := strings.TrimSpace(a.Expr)
	for len(src) > 1 && src[0] == '(' && src[len(src)-1] == ')' {
		src = strings.TrimSpace(src[1 : len(src)-1])
	}
	b := []byte(src)
	if !jsx.LooksLikeTag(b, 0) {
		return nil, false
	}
	if end, ok := jsx.ElementEnd(b, 0); !ok || end != len(b) {
		return nil, false
	}
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
