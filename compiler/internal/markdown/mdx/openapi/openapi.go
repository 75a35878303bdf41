// Package openapi renders the elements docusaurus-openapi-docs writes into its
// generated API pages (`*.api.mdx`), whose content is in literal JSON props
// that docusaurus-theme-openapi-docs draws: the method and path
// (<MethodEndpoint>), parameters (<ParamsDetails parameters>, <ParamsItem
// param>), request and response schemas (<RequestSchema body>, <StatusCodes
// responses>, <SchemaItem>). HTML gives each as static HTML (every text
// escaped) with its plain text for search; package components puts it in the
// element's place. Descriptions are Markdown, as the theme renders them.
package openapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"html"
	"regexp"
	"sort"
	"strings"

	"github.com/contentc/contentc/compiler/internal/markdown/mdx/jsx"
	"github.com/contentc/contentc/compiler/internal/markdown/safehtml"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
	gmhtml "github.com/yuin/goldmark/renderer/html"
)

// orderKey holds, in an object decoded by Props, its keys in source order
// (a schema's properties are shown in the order the spec has them).
const orderKey = "\x00order"

// Props are an element's attributes as JSON values: a `{…}` that is JSON
// (as docusaurus-openapi-docs writes its props) with its objects' key order,
// else the value package jsx read. A prop that is `require("./x.json")`, and
// a spread of one (`{...require("./x.RequestSchema.json")}`), as the plugin's
// versions 4.7 and later write them to keep pages small, is that file's JSON,
// read with read (nil: not read).
func Props(attrs []jsx.Attr, read func(spec string) (string, bool)) map[string]any {
	props := map[string]any{}
	for _, a := range attrs {
		if a.Name == "..." {
			if m, ok := required(a.Expr, read).(map[string]any); ok {
				for _, k := range sortedKeys(m) {
					props[k] = m[k]
				}
			}
			continue
		}
		props[a.Name] = a.Value
		if v := required(a.Expr, read); v != nil {
			props[a.Name] = v
			continue
		}
		if v, ok := ordered(a.Expr); ok {
			props[a.Name] = v
		}
	}
	return props
}

// requireJSON is `require("./x.json")` (a spread's `...` before it).
var requireJSON = regexp.MustCompile(`^\s*(?:\.\.\.)?\s*require\(\s*(?:"([^"\\\n]+\.json)"|'([^'\\\n]+\.json)')\s*,?\s*\)\s*$`)

// required is the JSON of the file expr requires; nil for anything else.
func required(expr string, read func(string) (string, bool)) any {
	m := requireJSON.FindStringSubmatch(expr)
	if m == nil || read == nil {
		return nil
	}
	text, ok := read(m[1] + m[2])
	if !ok {
		return nil
	}
	v, _ := ordered(text)
	return v
}

// ordered is text read as one JSON value, its objects' key order kept; ok is
// false for anything else.
func ordered(text string) (any, bool) {
	if text == "" {
		return nil, false
	}
	dec := json.NewDecoder(strings.NewReader(text))
	v, err := decode(dec, 0)
	return v, err == nil && !dec.More()
}

// decode reads one JSON value, keeping each object's key order.
func decode(dec *json.Decoder, depth int) (any, error) {
	tok, err := dec.Token()
	if err != nil {
		return nil, err
	}
	if depth > 100 {
		return nil, errTooDeep
	}
	switch tok {
	case json.Delim('{'):
		m := map[string]any{}
		var order []string
		for dec.More() {
			k, err := dec.Token()
			if err != nil {
				return nil, err
			}
			key, _ := k.(string)
			v, err := decode(dec, depth+1)
			if err != nil {
				return nil, err
			}
			if _, dup := m[key]; !dup {
				order = append(order, key)
			}
			m[key] = v
		}
		m[orderKey] = order
		_, err = dec.Token()
		return m, err
	case json.Delim('['):
		list := []any{}
		for dec.More() {
			v, err := decode(dec, depth+1)
			if err != nil {
				return nil, err
			}
			list = append(list, v)
		}
		_, err = dec.Token()
		return list, err
	}
	return tok, nil
}

var errTooDeep = errors.New("nested too deep")

// maxNodes bounds what one element writes (a schema's properties, values).
const maxNodes = 5000

type writer struct {
	b, text strings.Builder
	nodes   int
}

// HTML renders the element name with its props; "" when they hold nothing
// to show.
func HTML(name string, props map[string]any) (htmlOut, text string) {
	w := &writer{}
	switch name {
	case "MethodEndpoint":
		method, _ := props["method"].(string)
		p, _ := props["path"].(string)
		if method == "" && p == "" {
			return "", ""
		}
		w.raw(`<p class="openapi-endpoint"><strong class="openapi-method">`)
		w.esc(strings.ToUpper(method))
		w.raw(`</strong> <code>`)
		w.esc(p)
		w.raw("</code></p>\n")
	case "ParamsDetails":
		list, _ := props["parameters"].([]any)
		for _, in := range []string{"path", "query", "header", "cookie"} {
			var ps []map[string]any
			for _, x := range list {
				if p, ok := x.(map[string]any); ok && p["in"] == in {
					ps = append(ps, p)
				}
			}
			if len(ps) == 0 {
				continue
			}
			w.raw(`<details class="openapi-params" open><summary><strong>`)
			w.esc(strings.ToUpper(in[:1]) + in[1:] + " Parameters")
			w.raw("</strong></summary>\n<ul>\n")
			for _, p := range ps {
				w.param(p)
			}
			w.raw("</ul>\n</details>\n")
		}
	case "ParamsItem":
		p, _ := props["param"].(map[string]any)
		if p == nil {
			return "", ""
		}
		w.param(p)
	case "SchemaItem":
		s, _ := props["schema"].(map[string]any)
		name, _ := props["name"].(string)
		typ, _ := props["schemaName"].(string)
		if name == "" && typ == "" {
			return "", ""
		}
		req, _ := props["required"].(bool)
		w.item(name, typ, req, s)
		if q, _ := props["qualifierMessage"].(string); q != "" {
			// inside the item: written before its closing tag
			body := strings.TrimSuffix(w.b.String(), "</li>\n")
			w.b.Reset()
			w.raw(body)
			w.raw("<p>")
			w.inline(q)
			w.raw("</p></li>\n")
		}
	case "RequestSchema":
		body, _ := props["body"].(map[string]any)
		content, _ := body["content"].(map[string]any)
		if len(content) == 0 {
			return "", ""
		}
		title, _ := props["title"].(string)
		if title == "" {
			title = "Body"
		}
		w.raw(`<details class="openapi-body" open><summary><strong>`)
		w.esc(title)
		w.raw("</strong>")
		if req, _ := body["required"].(bool); req {
			w.raw(" <em>required</em>")
		}
		w.raw("</summary>\n")
		w.description(body["description"])
		w.content(content)
		w.raw("</details>\n")
	case "OpenAPISchema": // <Schema schema={…}> of a schema page (@theme/Schema)
		sc, _ := props["schema"].(map[string]any)
		if sc == nil {
			return "", ""
		}
		w.description(sc["description"])
		w.values(sc)
		w.nested(sc, 0)
	case "StatusCodes":
		responses, _ := props["responses"].(map[string]any)
		for _, code := range sortedKeys(responses) {
			r, _ := responses[code].(map[string]any)
			w.raw(`<details class="openapi-response"><summary><strong>`)
			w.esc(code)
			w.raw("</strong>")
			if d, ok := r["description"].(string); ok && d != "" {
				w.raw(" ")
				w.inline(d)
			}
			w.raw("</summary>\n")
			content, _ := r["content"].(map[string]any)
			w.content(content)
			w.raw("</details>\n")
		}
	}
	return w.b.String(), strings.TrimSpace(w.text.String())
}

func (w *writer) raw(s string) { w.b.WriteString(s) }

// Logo is an <ApiLogo logo={{url, altText}} darkLogo={…}>'s images (the
// dark one is the light one when it has none); ok is false without a logo.
func Logo(props map[string]any) (light, dark, alt string, ok bool) {
	logo, _ := props["logo"].(map[string]any)
	light, _ = logo["url"].(string)
	alt, _ = logo["altText"].(string)
	dl, _ := props["darkLogo"].(map[string]any)
	if dark, _ = dl["url"].(string); dark == "" {
		dark = light
	}
	return light, dark, alt, light != ""
}

// esc writes text, escaped, and keeps it for search.
func (w *writer) esc(s string) {
	w.b.WriteString(html.EscapeString(s))
	w.text.WriteString(s + " ")
}

// descMarkdown renders descriptions as the theme does (its Markdown component,
// raw HTML included): GFM; the HTML is then sanitised (safehtml.Fragment).
var descMarkdown = goldmark.New(goldmark.WithExtensions(extension.GFM), goldmark.WithRendererOptions(gmhtml.WithUnsafe()))

// markdownHTML is a description rendered as Markdown, and its text for search.
func markdownHTML(s string) (htmlOut, text string) {
	var b bytes.Buffer
	if descMarkdown.Convert([]byte(s), &b) != nil {
		return html.EscapeString(s), s
	}
	h := safehtml.ContentFragment(b.String(), nil)
	return h, html.UnescapeString(tags.ReplaceAllString(h, " "))
}

var tags = regexp.MustCompile(`<[^>]*>`)

// inline writes a description's text as Markdown inside an element (a
// summary, an item): its one paragraph without the <p>.
func (w *writer) inline(s string) {
	h, text := markdownHTML(s)
	h = strings.TrimSpace(h)
	if strings.HasPrefix(h, "<p>") && strings.HasSuffix(h, "</p>") && strings.Count(h, "<p>") == 1 {
		h = h[3 : len(h)-4]
	}
	w.raw(h)
	w.text.WriteString(strings.TrimSpace(text) + " ")
}

func (w *writer) description(v any) {
	if d, _ := v.(string); strings.TrimSpace(d) != "" {
		h, text := markdownHTML(d)
		w.raw(h)
		w.text.WriteString(strings.TrimSpace(text) + " ")
	}
}

// param writes a parameter: name, type, required, description and values.
func (w *writer) param(p map[string]any) {
	name, _ := p["name"].(string)
	s, _ := p["schema"].(map[string]any)
	req, _ := p["required"].(bool)
	if s == nil {
		s = map[string]any{}
	}
	merged := map[string]any{}
	for k, v := range s {
		merged[k] = v
	}
	for _, k := range []string{"description", "example", "deprecated"} {
		if v, ok := p[k]; ok {
			merged[k] = v
		}
	}
	w.item(name, typeName(s), req, merged)
}

// item writes a list item for a named value of schema s, with its nested
// properties.
func (w *writer) item(name, typ string, required bool, s map[string]any) {
	w.nodes++
	if w.nodes > maxNodes {
		return
	}
	w.raw("<li>")
	if name != "" {
		w.raw("<strong>")
		w.esc(name)
		w.raw("</strong> ")
	}
	if typ != "" {
		w.raw("<code>")
		w.esc(typ)
		w.raw("</code>")
	}
	if required {
		w.raw(" <em>required</em>")
	}
	if d, _ := s["deprecated"].(bool); d {
		w.raw(" <em>deprecated</em>")
	}
	w.description(s["description"])
	w.values(s)
	w.nested(s, 0)
	w.raw("</li>\n")
}

// values writes a schema's possible, default and example values.
func (w *writer) values(s map[string]any) {
	if list, ok := s["enum"].([]any); ok && len(list) > 0 {
		w.raw("<p>Possible values: ")
		for i, v := range list {
			if i > 0 {
				w.raw(", ")
			}
			w.raw("<code>")
			w.esc(valueText(v))
			w.raw("</code>")
		}
		w.raw("</p>\n")
	}
	for _, k := range []string{"default", "example"} {
		if v, ok := s[k]; ok && v != nil {
			if _, isMap := v.(map[string]any); isMap {
				continue // an object example: the theme shows it as a sample
			}
			w.raw("<p>" + strings.ToUpper(k[:1]) + k[1:] + " value: <code>")
			w.esc(valueText(v))
			w.raw("</code></p>\n")
		}
	}
}

// content writes each media type's schema.
func (w *writer) content(content map[string]any) {
	for _, mime := range sortedKeys(content) {
		m, _ := content[mime].(map[string]any)
		s, _ := m["schema"].(map[string]any)
		w.raw("<p><code>")
		w.esc(mime)
		w.raw("</code>")
		if t := typeName(s); t != "" && s != nil {
			w.raw(" <code>")
			w.esc(t)
			w.raw("</code>")
		}
		w.raw("</p>\n")
		if s != nil {
			w.description(s["description"])
			w.nested(s, 0)
		}
	}
}

// nested writes the properties of an object schema (of an array's items),
// and the choices of a oneOf or anyOf, as a list.
func (w *writer) nested(s map[string]any, depth int) {
	if s == nil || depth > 8 || w.nodes > maxNodes {
		return
	}
	s = merged(s)
	if items, ok := s["items"].(map[string]any); ok && s["type"] == "array" {
		w.nested(items, depth+1)
		return
	}
	props, _ := s["properties"].(map[string]any)
	req := map[string]bool{}
	if list, ok := s["required"].([]any); ok {
		for _, r := range list {
			if name, ok := r.(string); ok {
				req[name] = true
			}
		}
	}
	var choices []any
	kind := ""
	for _, k := range []string{"oneOf", "anyOf"} {
		if list, ok := s[k].([]any); ok && len(list) > 0 {
			choices, kind = list, k
			break
		}
	}
	if len(props) == 0 && len(choices) == 0 {
		return
	}
	w.raw("<ul>\n")
	for _, name := range sortedKeys(props) {
		p, _ := props[name].(map[string]any)
		if p == nil {
			p = map[string]any{}
		}
		w.item(name, typeName(p), req[name], p)
	}
	if len(choices) > 0 {
		w.raw("<li><em>" + kind + "</em>\n<ul>\n")
		for _, c := range choices {
			cs, _ := c.(map[string]any)
			title, _ := cs["title"].(string)
			typ := typeName(cs)
			if typ == title {
				typ = "object" // a titled object: its title is its name
			}
			w.item(title, typ, false, cs)
		}
		w.raw("</ul></li>\n")
	}
	w.raw("</ul>\n")
}

// merged is s with its allOf parts' properties and required lists merged in
// (its own first, then each part's, parts of parts too, 8 levels at most).
func merged(s map[string]any) map[string]any { return mergedN(s, 0) }

func mergedN(s map[string]any, depth int) map[string]any {
	all, ok := s["allOf"].([]any)
	if !ok || depth > 8 {
		return s
	}
	out := map[string]any{}
	props := map[string]any{}
	var order []string
	var req []any
	for i, part := range append([]any{s}, all...) {
		p, _ := part.(map[string]any)
		if i > 0 {
			p = mergedN(p, depth+1)
		}
		for _, k := range sortedKeys(p) {
			v := p[k]
			switch k {
			case "properties":
				m, _ := v.(map[string]any)
				for _, n := range sortedKeys(m) {
					if _, dup := props[n]; !dup {
						order = append(order, n)
					}
					props[n] = m[n]
				}
			case "required":
				l, _ := v.([]any)
				req = append(req, l...)
			case "allOf":
			default:
				if _, set := out[k]; !set {
					out[k] = v
				}
			}
		}
	}
	if len(props) > 0 {
		props[orderKey] = order
		out["properties"] = props
		if out["type"] == nil {
			out["type"] = "object"
		}
	}
	if len(req) > 0 {
		out["required"] = req
	}
	return out
}

// typeName is how the theme names a schema's type: "string<uuid>",
// "object[]", a titled object's title.
func typeName(s map[string]any) string {
	if s == nil {
		return ""
	}
	s = merged(s)
	t, _ := s["type"].(string)
	if list, ok := s["type"].([]any); ok {
		var parts []string
		for _, x := range list {
			if p, ok := x.(string); ok {
				parts = append(parts, p)
			}
		}
		t = strings.Join(parts, " | ")
	}
	switch {
	case t == "array":
		items, _ := s["items"].(map[string]any)
		if n := typeName(items); n != "" {
			return n + "[]"
		}
		return "array"
	case t == "object" || t == "" && s["properties"] != nil:
		if title, ok := s["title"].(string); ok && title != "" {
			return title
		}
		return "object"
	case t == "":
		if _, ok := s["oneOf"]; ok {
			return "oneOf"
		}
		if _, ok := s["anyOf"]; ok {
			return "anyOf"
		}
		return ""
	}
	if f, ok := s["format"].(string); ok && f != "" {
		return t + "<" + f + ">"
	}
	return t
}

func valueText(v any) string {
	if s, ok := v.(string); ok {
		return s
	}
	b, _ := json.Marshal(withoutOrder(v))
	return string(b)
}

// withoutOrder is v without orderKey in its objects.
func withoutOrder(v any) any {
	switch v := v.(type) {
	case map[string]any:
		m := make(map[string]any, len(v))
		for k, x := range v {
			if k != orderKey {
				m[k] = withoutOrder(x)
			}
		}
		return m
	case []any:
		l := make([]any, len(v))
		for i, x := range v {
			l[i] = withoutOrder(x)
		}
		return l
	}
	return v
}

// sortedKeys are m's keys in source order (Props), else sorted.
func sortedKeys(m map[string]any) []string {
	if order, ok := m[orderKey].([]string); ok {
		return order
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		if k != orderKey {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	return keys
}
