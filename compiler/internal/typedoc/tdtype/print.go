package tdtype

import (
	"encoding/json"
	"regexp"
	"strings"
)

// Token is a piece of printed TypeScript. A Token with an href names a
// documented reflection, so the same Token stream can become plain code (for a
// fenced block, where links are impossible) or inline Markdown with links.
type Token struct {
	Text string
	Href string
}

// Linker resolves references to the routes of their pages (and names): a
// type reference (TypeHref, "" when the target has no page: external, or not
// exported), a reflection id (Href, with the anchor of a member) and the name
// of a reflection id (Name, "" if there is none).
type Linker interface {
	TypeHref(t *TypeNode) string
	Href(id int) (string, bool)
	Name(id int) string
}

// TypePrinter rebuilds TypeScript source from TypeDoc's type tree. TypeDoc keeps
// no source text for types, so precedence has to be re-derived to know where
// parentheses go.
type TypePrinter struct {
	links  Linker
	Toks   []Token
	block  bool // object literal members on their own lines
	indent int
}

func NewPrinter(l Linker, block bool) *TypePrinter { return &TypePrinter{links: l, block: block} }

func (tp *TypePrinter) Write(parts ...string) {
	for _, s := range parts {
		if s == "" {
			continue
		}
		if n := len(tp.Toks); n > 0 && tp.Toks[n-1].Href == "" {
			tp.Toks[n-1].Text += s
			continue
		}
		tp.Toks = append(tp.Toks, Token{Text: s})
	}
}

func (tp *TypePrinter) name(s, href string) {
	if href == "" {
		tp.Write(s)
		return
	}
	tp.Toks = append(tp.Toks, Token{Text: s, Href: href})
}

// Precedence levels, lowest first: a type printed where a higher level is
// needed gets parentheses (a union inside an array: (A | B)[]).
const (
	PrecAny          = iota // conditional, function type
	precUnion               // union member: no function or conditional types
	precIntersection        // intersection member: no unions either
	precOperator            // keyof/readonly operand
	precPrimary             // array element, indexed object, optional/rest element
)

func precOf(t *TypeNode) int {
	switch t.Type {
	case "conditional", "predicate":
		return PrecAny
	case "reflection":
		if IsFunctionLiteral(t.Declaration) {
			return PrecAny
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

// IsFunctionLiteral: one signature and nothing else prints as an arrow type;
// several signatures need the object form { (a): R; (b): S }.
func IsFunctionLiteral(d *Reflection) bool {
	return d != nil && len(d.Signatures) == 1 && len(d.Children) == 0 &&
		len(d.IndexSignatures) == 0 && d.IndexSignature == nil
}

func (tp *TypePrinter) Type(t *TypeNode, need int) {
	if t == nil {
		tp.Write("unknown")
		return
	}
	if precOf(t) < need {
		tp.Write("(")
		defer tp.Write(")")
	}
	switch t.Type {
	case "intrinsic", "unknown":
		tp.Write(OrDefault(t.Name, "unknown"))
	case "literal":
		tp.Write(LiteralText(t))
	case "reference":
		href := ""
		if tp.links != nil && !t.RefersToTypeParameter {
			href = tp.links.TypeHref(t)
		}
		tp.name(OrDefault(t.Name, "unknown"), href)
		tp.typeArgs(t.TypeArguments)
	case "union":
		tp.Join(t.Types, " | ", precUnion)
	case "intersection":
		tp.Join(t.Types, " & ", precIntersection)
	case "array":
		tp.Type(t.ElementType, precPrimary)
		tp.Write("[]")
	case "tuple":
		tp.Write("[")
		tp.Join(t.Elements, ", ", PrecAny)
		tp.Write("]")
	case "namedTupleMember":
		tp.Write(t.Name)
		if t.IsOptional {
			tp.Write("?")
		}
		tp.Write(": ")
		tp.Type(t.Element, PrecAny)
	case "optional":
		tp.Type(t.ElementType, precPrimary)
		tp.Write("?")
	case "rest":
		tp.Write("...")
		tp.Type(t.ElementType, precPrimary)
	case "indexedAccess":
		tp.Type(t.ObjectType, precPrimary)
		tp.Write("[")
		tp.Type(t.IndexType, PrecAny)
		tp.Write("]")
	case "typeOperator":
		tp.Write(t.Operator, " ")
		tp.Type(t.OperatorTarget, precOperator)
	case "query":
		tp.Write("typeof ")
		tp.Type(t.QueryType, precPrimary)
	case "conditional":
		tp.Type(t.CheckType, precUnion)
		tp.Write(" extends ")
		tp.Type(t.ExtendsType, precUnion)
		if tp.block && inlineLength(t) > blockWidth {
			// Chained conditionals on one line are unreadable; break them the
			// way prettier does, one branch per line.
			tp.indent++
			tp.Write("\n", tp.pad(), "? ")
			tp.Type(t.TrueType, PrecAny)
			tp.Write("\n", tp.pad(), ": ")
			tp.Type(t.FalseType, PrecAny)
			tp.indent--
			return
		}
		tp.Write(" ? ")
		tp.Type(t.TrueType, PrecAny)
		tp.Write(" : ")
		tp.Type(t.FalseType, PrecAny)
	case "mapped":
		if tp.block {
			tp.indent++
			tp.Write("{\n", tp.pad())
		} else {
			tp.Write("{ ")
		}
		switch t.ReadonlyModifier {
		case "+":
			tp.Write("readonly ")
		case "-":
			tp.Write("-readonly ")
		}
		tp.Write("[", t.Parameter, " in ")
		tp.Type(t.ParameterType, PrecAny)
		if t.NameType != nil {
			tp.Write(" as ")
			tp.Type(t.NameType, PrecAny)
		}
		tp.Write("]")
		switch t.OptionalModifier {
		case "+":
			tp.Write("?")
		case "-":
			tp.Write("-?")
		}
		tp.Write(": ")
		tp.Type(t.TemplateType, PrecAny)
		if tp.block {
			tp.indent--
			tp.Write(";\n", tp.pad(), "}")
		} else {
			tp.Write(" }")
		}
	case "templateLiteral":
		tp.Write("`", escapeTemplate(t.Head))
		for _, span := range t.Tail {
			tp.Write("${")
			tp.Type(span.Type, PrecAny)
			tp.Write("}", escapeTemplate(span.Text))
		}
		tp.Write("`")
	case "predicate":
		if t.Asserts {
			tp.Write("asserts ")
		}
		tp.Write(t.Name)
		if t.TargetType != nil {
			tp.Write(" is ")
			tp.Type(t.TargetType, PrecAny)
		}
	case "inferred":
		tp.Write("infer ", t.Name)
		if t.Constraint != nil {
			tp.Write(" extends ")
			tp.Type(t.Constraint, precUnion)
		}
	case "reflection":
		tp.declaration(t.Declaration)
	default:
		// A type kind newer than 0.28: its name, if any, beats failing the build.
		tp.Write(OrDefault(t.Name, "unknown"))
	}
}

// blockWidth is the line length past which block mode breaks a conditional.
const blockWidth = 80

func (tp *TypePrinter) pad() string { return strings.Repeat("  ", tp.indent) }

// inlineLength is how long t is on one line.
func inlineLength(t *TypeNode) int {
	sub := NewPrinter(nil, false)
	sub.Type(t, PrecAny)
	return len(PlainText(sub.Toks))
}

func (tp *TypePrinter) Join(ts []*TypeNode, sep string, need int) {
	for i, x := range ts {
		if i > 0 {
			tp.Write(sep)
		}
		tp.Type(x, need)
	}
}

func (tp *TypePrinter) typeArgs(args []*TypeNode) {
	if len(args) == 0 {
		return
	}
	tp.Write("<")
	tp.Join(args, ", ", PrecAny)
	tp.Write(">")
}

// declaration prints an anonymous type literal.
func (tp *TypePrinter) declaration(d *Reflection) {
	if d == nil {
		tp.Write("{}")
		return
	}
	if IsFunctionLiteral(d) {
		tp.Signature(d.Signatures[0], "", " => ")
		return
	}
	members := objectMembers(d)
	if len(members) == 0 {
		tp.Write("{}")
		return
	}
	if !tp.block {
		tp.Write("{ ")
		for i, m := range members {
			if i > 0 {
				tp.Write("; ")
			}
			tp.Member(m)
		}
		tp.Write(" }")
		return
	}
	tp.Write("{\n")
	tp.indent++
	for _, m := range members {
		tp.Write(tp.pad())
		tp.Member(m)
		tp.Write(";\n")
	}
	tp.indent--
	tp.Write(tp.pad(), "}")
}

// objectMembers lists what goes between the braces of a type literal, in the
// order a person would write it: signatures, index signatures, then members.
func objectMembers(d *Reflection) []*Reflection {
	var out []*Reflection
	out = append(out, d.Signatures...)
	out = append(out, d.IndexSignatures...)
	if d.IndexSignature != nil {
		out = append(out, d.IndexSignature)
	}
	out = append(out, d.Children...)
	return out
}

// Member prints one Member of an interface, class or type literal, without
// the trailing semicolon.
func (tp *TypePrinter) Member(m *Reflection) {
	switch m.Kind {
	case kindCallSignature:
		tp.Signature(m, "", ": ")
	case kindConstructorSignature, KindConstructor:
		if m.Kind == KindConstructor {
			for i, s := range m.Signatures {
				if i > 0 {
					tp.Write("; ")
				}
				tp.Signature(s, "constructor", "")
			}
			return
		}
		tp.Write("new ")
		tp.Signature(m, "", ": ")
	case kindIndexSignature:
		if m.Flags.IsReadonly {
			tp.Write("readonly ")
		}
		tp.Write("[")
		for i, p := range m.Parameters {
			if i > 0 {
				tp.Write(", ")
			}
			tp.Write(p.Name, ": ")
			tp.Type(p.Type, PrecAny)
		}
		tp.Write("]: ")
		tp.Type(m.Type, PrecAny)
	case KindMethod:
		for i, s := range m.Signatures {
			if i > 0 {
				tp.Write("; ")
			}
			tp.Modifiers(m)
			name := PropertyName(m.Name)
			if m.Flags.IsOptional {
				name += "?"
			}
			tp.Signature(s, name, ": ")
		}
	case KindAccessor:
		if m.GetSignature != nil {
			tp.Modifiers(m)
			tp.Signature(m.GetSignature, "get "+PropertyName(m.Name), ": ")
		}
		if m.SetSignature != nil {
			if m.GetSignature != nil {
				tp.Write("; ")
			}
			tp.Modifiers(m)
			tp.Signature(m.SetSignature, "set "+PropertyName(m.Name), "")
		}
	default:
		tp.Modifiers(m)
		if m.Flags.IsReadonly {
			tp.Write("readonly ")
		}
		tp.Write(PropertyName(m.Name))
		if m.Flags.IsOptional {
			tp.Write("?")
		}
		tp.Write(": ")
		tp.Type(m.Type, PrecAny)
	}
}

func (tp *TypePrinter) Modifiers(m *Reflection) {
	switch {
	case m.Flags.IsPrivate:
		tp.Write("private ")
	case m.Flags.IsProtected:
		tp.Write("protected ")
	}
	if m.Flags.IsStatic {
		tp.Write("static ")
	}
	if m.Flags.IsAbstract {
		tp.Write("abstract ")
	}
}

// Signature prints name<T>(params) then arrow or colon and the return type. A
// setter has no return type: arrow "" omits it.
func (tp *TypePrinter) Signature(s *Reflection, name, arrow string) {
	tp.Write(name)
	tp.TypeParams(s.TypeParameters)
	tp.Write("(")
	for i, p := range s.Parameters {
		if i > 0 {
			tp.Write(", ")
		}
		tp.parameter(p)
	}
	tp.Write(")")
	if arrow == "" {
		return
	}
	tp.Write(arrow)
	tp.Type(s.Type, PrecAny)
}

func (tp *TypePrinter) parameter(p *Reflection) {
	if p.Flags.IsRest {
		tp.Write("...")
	}
	tp.Write(p.Name)
	if (p.Flags.IsOptional || p.DefaultValue != "") && !p.Flags.IsRest {
		tp.Write("?")
	}
	tp.Write(": ")
	tp.Type(p.Type, PrecAny)
}

func (tp *TypePrinter) TypeParams(ps []*Reflection) {
	if len(ps) == 0 {
		return
	}
	tp.Write("<")
	for i, p := range ps {
		if i > 0 {
			tp.Write(", ")
		}
		tp.TypeParam(p)
	}
	tp.Write(">")
}

func (tp *TypePrinter) TypeParam(p *Reflection) {
	if p.Flags.IsConst {
		tp.Write("const ")
	}
	if p.VarianceModifier != "" {
		tp.Write(p.VarianceModifier, " ")
	}
	tp.Write(p.Name)
	if p.Type != nil {
		tp.Write(" extends ")
		tp.Type(p.Type, PrecAny)
	}
	if p.Default != nil {
		tp.Write(" = ")
		tp.Type(p.Default, PrecAny)
	}
}

var identifierRE = regexp.MustCompile(`^[A-Za-z_$][A-Za-z0-9_$]*$|^[0-9]+$`)

// PropertyName quotes names that are not identifiers ("data-test-subj").
func PropertyName(n string) string {
	if identifierRE.MatchString(n) || strings.HasPrefix(n, "[") {
		return n
	}
	return jsString(n)
}

func LiteralText(t *TypeNode) string {
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

func OrDefault(s, d string) string {
	if s == "" {
		return d
	}
	return s
}

// PlainText joins tokens into source text for a fenced code block.
func PlainText(toks []Token) string {
	var b strings.Builder
	for _, t := range toks {
		b.WriteString(t.Text)
	}
	return b.String()
}

// LinkedMarkdown renders tokens as inline Markdown: runs of code become code
// spans and documented names become links whose text is code, so a type reads
// as one monospaced expression with its names clickable. In a table cell,
// pipes are escaped (GFM reads \| inside code spans as a literal pipe).
func LinkedMarkdown(toks []Token, inTable bool) string {
	var b strings.Builder
	for _, t := range toks {
		if t.Href == "" {
			b.WriteString(CodeSpan(t.Text, inTable))
			continue
		}
		b.WriteString("[")
		b.WriteString(CodeSpan(t.Text, inTable))
		b.WriteString("](")
		b.WriteString(linkDestination(t.Href))
		b.WriteString(")")
	}
	return b.String()
}

// Hrefs lists the distinct link targets of a token stream, first use first.
func Hrefs(toks []Token) []Token {
	seen := map[string]bool{}
	var out []Token
	for _, t := range toks {
		if t.Href == "" || seen[t.Href] {
			continue
		}
		seen[t.Href] = true
		out = append(out, t)
	}
	return out
}
