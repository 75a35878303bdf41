package propvalue

import (
	"strings"

	"github.com/contentc/contentc/compiler/internal/markdown/internal/htmlpolicy"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/jsx"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/jsx/jsstd"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/mdxast"
	"github.com/contentc/contentc/compiler/internal/markdown/safelink"
)

// ElementKey is the one key of an element passed as a prop: {"$element":
// {"type": <a component reference>, "props": {…}, "children": "text"}}
// (children only when it has some), which the island runtime makes into the
// React element the JSX would be.
const ElementKey = "$element"

// HTMLKey names an HTML element's type in an element passed as a prop:
// {"$html": "b"}.
const HTMLKey = "$html"

// Element is the value of a site component's prop written as one JSX element
// of a component the document imports, `component={<FlingExample />}`,
// `icon={<Icon name="star" size={16} />}`, in parentheses or not: the element,
// its type the component's reference (as Read gives `component={FlingExample}`)
// and its props read as the site component's own are (imported images as URLs,
// components as references). An HTML element the docs' HTML policy keeps,
// `text={<b>Selector Function</b>}` (reselect's terms), is one too, its type
// {"$html": name}, with the attributes the policy keeps (URLs resolved as the
// page's links are). An element's children are its text, or, when it holds
// elements, the list of its text and elements; a fragment,
// `permissions={<><Permission title="Security" /> <Permission … /></>}`
// (3commas' 85 endpoints), is such a list, as React renders the fragment's
// children (JSX's whitespace: a space between two elements on one line stays,
// whitespace with a line break goes). false for any other value: an expression
// among the children, an element of neither kind, a prop of one that is not a
// literal or holds JSX; the caller gives the component the JSX's text then.
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
	if inner, ok := strings.CutPrefix(src, "<>"); ok {
		list, ok := children(strings.TrimSuffix(inner, "</>"), st, link)
		if _, text := list.(string); !ok || text || list == nil {
			return nil, false // text only: the caller's text
		}
		return list, true
	}
	return element(src, st, link)
}

// children are the children of an element or fragment: nil for none, their
// text when there is no element among them, else the list of text and
// elements in order; an expression whose value is a string or a number is
// text. false when one is another expression or an element Element does not
// read.
func children(src string, st *mdxast.State, link func(string) string) (any, bool) {
	var list []any
	hasElement := false
	b := []byte(src)
	for i := 0; i < len(src); {
		j := strings.IndexAny(src[i:], "<{")
		if j < 0 {
			j = len(src) - i
		}
		if text := jsx.Text(src[i : i+j]); text != "" {
			list = append(list, text)
		}
		i += j
		if i == len(src) {
			break
		}
		if src[i] == '{' {
			// an expression whose value is text: {' '}, {`openssl genrsa`}, a constant
			end, err := jsx.ScanExpression(b, i)
			if err != nil {
				return nil, false
			}
			v, ok := jsx.ParseValue(src[i+1:end-1], st.Consts)
			switch v := v.(type) {
			case string:
				list = append(list, v)
			case float64:
				list = append(list, jsstd.NumberText(v))
			default:
				ok = false
			}
			if !ok {
				return nil, false
			}
			i = end
			continue
		}
		end, ok := jsx.ElementEnd(b, i)
		if !ok || !jsx.LooksLikeTag(b, i) {
			return nil, false
		}
		el, ok := element(src[i:end], st, link)
		if !ok {
			return nil, false
		}
		list, hasElement = append(list, el), true
		i = end
	}
	switch {
	case len(list) == 0:
		return nil, true
	case !hasElement:
		var text strings.Builder
		for _, t := range list {
			text.WriteString(t.(string))
		}
		return text.String(), true
	}
	return list, true
}

// element is Element's value of one element.
func element(src string, st *mdxast.State, link func(string) string) (any, bool) {
	b := []byte(src)
	t, err := jsx.ParseTag(b, 0, st.Consts)
	if err != nil || t.Name == "" || t.Closing {
		return nil, false
	}
	var typ any
	html := jsx.IsHTMLName(t.Name)
	if html {
		if !htmlpolicy.Tags[t.Name] || htmlpolicy.DropContent[t.Name] || htmlpolicy.SVGTags[t.Name] || t.Name == "iframe" {
			return nil, false
		}
		typ = map[string]any{HTMLKey: t.Name}
	} else {
		imp := st.Imports[t.Name]
		if imp == nil {
			return nil, false
		}
		ref, ok := componentRef(t.Name, imp, st)
		if !ok {
			return nil, false
		}
		typ = ref
	}
	props := map[string]any{}
	for i := range t.Attrs {
		at := t.Attrs[i]
		if at.Name == "..." || at.JSX {
			return nil, false
		}
		if at.Name == "key" || html && !htmlpolicy.Attr(t.Name, at.Name) {
			continue // React's, no prop; or one the HTML policy drops
		}
		v := at.Value
		if at.Expr != "" {
			var lit bool
			if v, lit = Read(&at, st, link); !lit {
				return nil, false
			}
		}
		if u, ok := v.(string); ok && html && htmlpolicy.URLAttrs[at.Name] {
			if safelink.Classify(u) == safelink.Dangerous {
				continue
			}
			if link != nil && safelink.Classify(u) == safelink.Internal {
				v = link(u)
			}
		}
		name := at.Name
		switch {
		case html && name == "class": // React's names
			name = "className"
		case html && name == "for":
			name = "htmlFor"
		}
		props[name] = v
	}
	el := map[string]any{"type": typ, "props": props}
	if !t.SelfClosing {
		kids, ok := children(src[t.End:strings.LastIndex(src, "</")], st, link)
		if !ok {
			return nil, false
		}
		if kids != nil {
			el["children"] = kids
		}
	}
	return map[string]any{ElementKey: el}, true
}
