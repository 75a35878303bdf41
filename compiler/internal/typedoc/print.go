package typedoc

import (
	"encoding/json"
	"regexp"
	"strings"
)

// token is a piece of printed TypeScript. A token with an href names a
// documented reflection, so the same token stream can become plain code (for a
// fenced block, where links are impossible) or inline Markdown with links.
type token struct {
	text string
	href string
}

// linker resolves a type reference to the route of its page, "" when the
// target is not documented here (external or non-exported types).
type linker interface {
	typeHref(t *typeNode) string
}

// typePrinter rebuilds TypeScript source from TypeDoc's type tree. TypeDoc keeps
// no source text for types, so precedence has to be re-derived to know where
// parentheses go.
type typePrinter struct {
	links  linker
	toks   []token
	block  bool // object literal members on their own lines
	indent int
}

func newPrinter(l linker, block bool) *typePrinter { return &typePrinter{links: l, block: block} }

func (tp *typePrinter) w(parts ...string) {
	for _, s := range parts {
		if s == "" {
			continue
		}
		if n := len(tp.toks); n > 0 && tp.toks[n-1].href == "" {
			tp.toks[n-1].text += s
			continue
		}
		tp.toks = append(tp.toks, token{text: s})
	}
}

func (tp *typePrinter) name(s, href string) {
	if href == "" {
		tp.w(s)
		return
	}
	tp.toks = append(tp.toks, token{text: s, href: href})
}

// Precedence levels, lowest first: a type printed where a higher level is
// needed gets parentheses (a union inside an array: (A | B)[]).
const (
	precAny          = iota // conditional, function type
	precUnion               // union member: no function or conditional types
	precIntersection        // intersection member: no unions either
	precOperator            // keyof/readonly operand
	precPrimary             // array element, indexed object, optional/rest element
)

func precOf(t *typeNode) int {
	switch t.Type {
	case "conditional", "predicate":
		return precAny
	case "reflection":
		if isFunctionLiteral(t.Declaration) {
			return precAny
		}
	case "union":
		return precUnion
	case "intersection":
		return precIntersection
	case "typeOperator", "inferred":
		return precOperator
	}
	return precPrimary
}

// isFunctionLiteral: one signature and nothing else prints as an arrow type;
// several signatures need the object form { (a): R; (b): S }.
func isFunctionLiteral(d *reflection) bool {
	return d != nil && len(d.Signatures) == 1 && len(d.Children) == 0 &&
		len(d.IndexSignatures) == 0 && d.IndexSignature == nil
}

func (tp *typePrinter) typ(t *typeNode, need int) {
	if t == nil {
		tp.w("unknown")
		return
	}
	if precOf(t) < need {
		tp.w("(")
		defer tp.w(")")
	}
	switch t.Type {
	case "intrinsic", "unknown":
		tp.w(orDefault(t.Name, "unknown"))
	case "literal":
		tp.w(literalText(t))
	case "reference":
		href := ""
		if tp.links != nil && !t.RefersToTypeParameter {
			href = tp.links.typeHref(t)
		}
		tp.name(orDefault(t.Name, "unknown"), href)
		tp.typeArgs(t.TypeArguments)
	case "union":
		tp.join(t.Types, " | ", precUnion)
	case "intersection":
		tp.join(t.Types, " & ", precIntersection)
	case "array":
		tp.typ(t.ElementType, precPrimary)
		tp.w("[]")
	case "tuple":
		tp.w("[")
		tp.join(t.Elements, ", ", precAny)
		tp.w("]")
	case "namedTupleMember":
		tp.w(t.Name)
		if t.IsOptional {
			tp.w("?")
		}
		tp.w(": ")
		tp.typ(t.Element, precAny)
	case "optional":
		tp.typ(t.ElementType, precPrimary)
		tp.w("?")
	case "rest":
		tp.w("...")
		tp.typ(t.ElementType, precPrimary)
	case "indexedAccess":
		tp.typ(t.ObjectType, precPrimary)
		tp.w("[")
		tp.typ(t.IndexType, precAny)
		tp.w("]")
	case "typeOperator":
		tp.w(t.Operator, " ")
		tp.typ(t.OperatorTarget, precOperator)
	case "query":
		tp.w("typeof ")
		tp.typ(t.QueryType, precPrimary)
	case "conditional":
		tp.typ(t.CheckType, precUnion)
		tp.w(" extends ")
		tp.typ(t.ExtendsType, precUnion)
		if tp.block && inlineLength(t) > blockWidth {
			// Chained conditionals on one line are unreadable; break them the
			// way prettier does, one branch per line.
			tp.indent++
			tp.w("\n", tp.pad(), "? ")
			tp.typ(t.TrueType, precAny)
			tp.w("\n", tp.pad(), ": ")
			tp.typ(t.FalseType, precAny)
			tp.indent--
			return
		}
		tp.w(" ? ")
		tp.typ(t.TrueType, precAny)
		tp.w(" : ")
		tp.typ(t.FalseType, precAny)
	case "mapped":
		if tp.block {
			tp.indent++
			tp.w("{\n", tp.pad())
		} else {
			tp.w("{ ")
		}
		switch t.ReadonlyModifier {
		case "+":
			tp.w("readonly ")
		case "-":
			tp.w("-readonly ")
		}
		tp.w("[", t.Parameter, " in ")
		tp.typ(t.ParameterType, precAny)
		if t.NameType != nil {
			tp.w(" as ")
			tp.typ(t.NameType, precAny)
		}
		tp.w("]")
		switch t.OptionalModifier {
		case "+":
			tp.w("?")
		case "-":
			tp.w("-?")
		}
		tp.w(": ")
		tp.typ(t.TemplateType, precAny)
		if tp.block {
			tp.indent--
			tp.w(";\n", tp.pad(), "}")
		} else {
			tp.w(" }")
		}
	case "templateLiteral":
		tp.w("`", escapeTemplate(t.Head))
		for _, span := range t.Tail {
			tp.w("${")
			tp.typ(span.Type, precAny)
			tp.w("}", escapeTemplate(span.Text))
		}
		tp.w("`")
	case "predicate":
		if t.Asserts {
			tp.w("asserts ")
		}
		tp.w(t.Name)
		if t.TargetType != nil {
			tp.w(" is ")
			tp.typ(t.TargetType, precAny)
		}
	case "inferred":
		tp.w("infer ", t.Name)
		if t.Constraint != nil {
			tp.w(" extends ")
			tp.typ(t.Constraint, precUnion)
		}
	case "reflection":
		tp.declaration(t.Declaration)
	default:
		// A type kind newer than 0.28: its name, if any, beats failing the build.
		tp.w(orDefault(t.Name, "unknown"))
	}
}

// blockWidth is the line length past which block mode breaks a conditional.
const blockWidth = 80

func (tp *typePrinter) pad() string { return strings.Repeat("  ", tp.indent) }

// inlineLength is how long t is on one line.
func inlineLength(t *typeNode) int {
	sub := newPrinter(nil, false)
	sub.typ(t, precAny)
	return len(plainText(sub.toks))
}

func (tp *typePrinter) join(ts []*typeNode, sep string, need int) {
	for i, x := range ts {
		if i > 0 {
			tp.w(sep)
		}
		tp.typ(x, need)
	}
}

func (tp *typePrinter) typeArgs(args []*typeNode) {
	if len(args) == 0 {
		return
	}
	tp.w("<")
	tp.join(args, ", ", precAny)
	tp.w(">")
}

// declaration prints an anonymous type literal.
func (tp *typePrinter) declaration(d *reflection) {
	if d == nil {
		tp.w("{}")
		return
	}
	if isFunctionLiteral(d) {
		tp.signature(d.Signatures[0], "", " => ")
		return
	}
	members := objectMembers(d)
	if len(members) == 0 {
		tp.w("{}")
		return
	}
	if !tp.block {
		tp.w("{ ")
		for i, m := range members {
			if i > 0 {
				tp.w("; ")
			}
			tp.member(m)
		}
		tp.w(" }")
		return
	}
	tp.w("{\n")
	tp.indent++
	for _, m := range members {
		tp.w(tp.pad())
		tp.member(m)
		tp.w(";\n")
	}
	tp.indent--
	tp.w(tp.pad(), "}")
}

// objectMembers lists what goes between the braces of a type literal, in the
// order a person would write it: signatures, index signatures, then members.
func objectMembers(d *reflection) []*reflection {
	var out []*reflection
	out = append(out, d.Signatures...)
	out = append(out, d.IndexSignatures...)
	if d.IndexSignature != nil {
		out = append(out, d.IndexSignature)
	}
	out = append(out, d.Children...)
	return out
}

// member prints one member of an interface, class or type literal, without
// the trailing semicolon.
func (tp *typePrinter) member(m *reflection) {
	switch m.Kind {
	case kindCallSignature:
		tp.signature(m, "", ": ")
	case kindConstructorSignature, kindConstructor:
		if m.Kind == kindConstructor {
			for i, s := range m.Signatures {
				if i > 0 {
					tp.w("; ")
				}
				tp.signature(s, "constructor", "")
			}
			return
		}
		tp.w("new ")
		tp.signature(m, "", ": ")
	case kindIndexSignature:
		if m.Flags.IsReadonly {
			tp.w("readonly ")
		}
		tp.w("[")
		for i, p := range m.Parameters {
			if i > 0 {
				tp.w(", ")
			}
			tp.w(p.Name, ": ")
			tp.typ(p.Type, precAny)
		}
		tp.w("]: ")
		tp.typ(m.Type, precAny)
	case kindMethod:
		for i, s := range m.Signatures {
			if i > 0 {
				tp.w("; ")
			}
			tp.modifiers(m)
			name := propertyName(m.Name)
			if m.Flags.IsOptional {
				name += "?"
			}
			tp.signature(s, name, ": ")
		}
	case kindAccessor:
		if m.GetSignature != nil {
			tp.modifiers(m)
			tp.signature(m.GetSignature, "get "+propertyName(m.Name), ": ")
		}
		if m.SetSignature != nil {
			if m.GetSignature != nil {
				tp.w("; ")
			}
			tp.modifiers(m)
			tp.signature(m.SetSignature, "set "+propertyName(m.Name), "")
		}
	default:
		tp.modifiers(m)
		if m.Flags.IsReadonly {
			tp.w("readonly ")
		}
		tp.w(propertyName(m.Name))
		if m.Flags.IsOptional {
			tp.w("?")
		}
		tp.w(": ")
		tp.typ(m.Type, precAny)
	}
}

func (tp *typePrinter) modifiers(m *reflection) {
	switch {
	case m.Flags.IsPrivate:
		tp.w("private ")
	case m.Flags.IsProtected:
		tp.w("protected ")
	}
	if m.Flags.IsStatic {
		tp.w("static ")
	}
	if m.Flags.IsAbstract {
		tp.w("abstract ")
	}
}

// signature prints name<T>(params) then arrow or colon and the return type. A
// setter has no return type: arrow "" omits it.
func (tp *typePrinter) signature(s *reflection, name, arrow string) {
	tp.w(name)
	tp.typeParams(s.TypeParameters)
	tp.w("(")
	for i, p := range s.Parameters {
		if i > 0 {
			tp.w(", ")
		}
		tp.parameter(p)
	}
	tp.w(")")
	if arrow == "" {
		return
	}
	tp.w(arrow)
	tp.typ(s.Type, precAny)
}

func (tp *typePrinter) parameter(p *reflection) {
	if p.Flags.IsRest {
		tp.w("...")
	}
	tp.w(p.Name)
	if (p.Flags.IsOptional || p.DefaultValue != "") && !p.Flags.IsRest {
		tp.w("?")
	}
	tp.w(": ")
	tp.typ(p.Type, precAny)
}

func (tp *typePrinter) typeParams(ps []*reflection) {
	if len(ps) == 0 {
		return
	}
	tp.w("<")
	for i, p := range ps {
		if i > 0 {
			tp.w(", ")
		}
		tp.typeParam(p)
	}
	tp.w(">")
}

func (tp *typePrinter) typeParam(p *reflection) {
	if p.Flags.IsConst {
		tp.w("const ")
	}
	if p.VarianceModifier != "" {
		tp.w(p.VarianceModifier, " ")
	}
	tp.w(p.Name)
	if p.Type != nil {
		tp.w(" extends ")
		tp.typ(p.Type, precAny)
	}
	if p.Default != nil {
		tp.w(" = ")
		tp.typ(p.Default, precAny)
	}
}

var identifierRE = regexp.MustCompile(`^[A-Za-z_$][A-Za-z0-9_$]*$|^[0-9]+$`)

// propertyName quotes names that are not identifiers ("data-test-subj").
func propertyName(n string) string {
	if identifierRE.MatchString(n) || strings.HasPrefix(n, "[") {
		return n
	}
	return jsString(n)
}

func literalText(t *typeNode) string {
	raw := strings.TrimSpace(string(t.Value))
	if raw == "" {
		return "undefined"
	}
	if raw[0] != '{' {
		// JSON's string, number, boolean and null spellings are valid TypeScript.
		return raw
	}
	// TypeDoc writes a bigint literal as {"value": "123", "negative": false}.
	var big struct {
		Value    string `json:"value"`
		Negative bool   `json:"negative"`
	}
	if err := json.Unmarshal([]byte(raw), &big); err != nil {
		return raw
	}
	if big.Negative {
		return "-" + big.Value + "n"
	}
	return big.Value + "n"
}

func escapeTemplate(s string) string {
	s = strings.ReplaceAll(s, "\\", "\\\\")
	s = strings.ReplaceAll(s, "`", "\\`")
	return strings.ReplaceAll(s, "${", "\\${")
}

func orDefault(s, d string) string {
	if s == "" {
		return d
	}
	return s
}

// plainText joins tokens into source text for a fenced code block.
func plainText(toks []token) string {
	var b strings.Builder
	for _, t := range toks {
		b.WriteString(t.text)
	}
	return b.String()
}

// linkedMarkdown renders tokens as inline Markdown: runs of code become code
// spans and documented names become links whose text is code, so a type reads
// as one monospaced expression with its names clickable. In a table cell,
// pipes are escaped (GFM reads \| inside code spans as a literal pipe).
func linkedMarkdown(toks []token, inTable bool) string {
	var b strings.Builder
	for _, t := range toks {
		if t.href == "" {
			b.WriteString(codeSpan(t.text, inTable))
			continue
		}
		b.WriteString("[")
		b.WriteString(codeSpan(t.text, inTable))
		b.WriteString("](")
		b.WriteString(linkDestination(t.href))
		b.WriteString(")")
	}
	return b.String()
}

// hrefs lists the distinct link targets of a token stream, first use first.
func hrefs(toks []token) []token {
	seen := map[string]bool{}
	var out []token
	for _, t := range toks {
		if t.href == "" || seen[t.href] {
			continue
		}
		seen[t.href] = true
		out = append(out, t)
	}
	return out
}
