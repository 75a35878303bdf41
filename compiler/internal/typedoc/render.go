package typedoc

import (
	"strings"

	"github.com/contentc/contentc/compiler/internal/typedoc/tdtype"
)

// inlineTypeLimit is the longest type (in characters of source) shown inline
// with links; longer ones read better as a fenced block.
const inlineTypeLimit = 100

// Pages renders every page of the reference, sorted by ID.
func Pages(p *Project, opts Options) []VirtualDoc {
	s := newSite(p, opts)
	out := make([]VirtualDoc, 0, len(s.pages))
	for _, pg := range s.pages {
		d := pg.doc
		d.Description = s.description(pg)
		d.Markdown = s.render(pg)
		out = append(out, d)
	}
	return out
}

func (s *site) description(pg *page) string {
	switch {
	case pg.doc.Kind == "index":
		return "Reference of every type, function and variable that " + s.p.root.Name + " exports."
	case pg.ns != nil && pg.ns.of != nil:
		return "Static members of " + pg.ns.name + "."
	case pg.ns != nil:
		if c := pg.ns.decl.Comment; c != nil {
			return tdtype.FirstSentence(c.Summary)
		}
		return "Members of the " + pg.ns.name + " namespace."
	}
	if c := tdtype.CommentOf(pg.r); c != nil {
		return tdtype.FirstSentence(c.Summary)
	}
	return ""
}

func (s *site) render(pg *page) string {
	var m tdtype.MDBuilder
	switch {
	case pg.doc.Kind == "index":
		s.renderIndex(&m)
	case pg.ns != nil:
		s.renderNamespace(&m, pg.ns)
	default:
		if pg.of != nil {
			s.memberOf(&m, pg.of)
		}
		r := pg.r
		info, _ := memberInfo(r)
		switch {
		case r.Kind == tdtype.KindInterface || r.Kind == tdtype.KindClass:
			s.renderContainer(&m, pg)
		case r.Kind == tdtype.KindTypeAlias:
			s.renderTypeAlias(&m, pg)
		case r.Kind == tdtype.KindEnum:
			s.renderEnum(&m, pg)
		case info.kind == "function":
			s.renderFunction(&m, pg)
		default:
			s.renderVariable(&m, pg)
		}
	}
	return m.String()
}

func (s *site) print(block bool, f func(tp *tdtype.TypePrinter)) []tdtype.Token {
	tp := tdtype.NewPrinter(s, block)
	f(tp)
	return tp.Toks
}

// code writes a fenced TypeScript block, then links to the documented types it
// mentions, since a code block cannot hold links.
func (s *site) code(m *tdtype.MDBuilder, toks []tdtype.Token) {
	m.Code("ts", tdtype.PlainText(toks))
	refs := tdtype.Hrefs(toks)
	if len(refs) == 0 {
		return
	}
	links := make([]string, len(refs))
	for i, t := range refs {
		links[i] = tdtype.Link(tdtype.CodeSpan(t.Text, false), t.Href)
	}
	m.Block("**Referenced types:** " + strings.Join(links, ", "))
}

// typeBlock shows a type inline with links when it is short, else as code.
func (s *site) typeBlock(m *tdtype.MDBuilder, f func(tp *tdtype.TypePrinter)) {
	in := s.print(false, f)
	if text := tdtype.PlainText(in); len(text) <= inlineTypeLimit && !strings.Contains(text, "\n") {
		m.Block(tdtype.LinkedMarkdown(in, false))
		return
	}
	s.code(m, s.print(true, f))
}

func (s *site) inlineType(t *tdtype.TypeNode, inTable bool) string {
	return tdtype.LinkedMarkdown(s.print(false, func(tp *tdtype.TypePrinter) { tp.Type(t, tdtype.PrecAny) }), inTable)
}

// intro is what opens every page: warnings first, then the summary.
func (s *site) intro(m *tdtype.MDBuilder, c *tdtype.Comment) {
	if c == nil {
		return
	}
	m.Block(tdtype.Deprecation(s, c))
	m.Block(tdtype.ReleaseNote(c))
	m.Block(tdtype.Parts(s, c.Summary, tdtype.ModeBlock))
}

// memberIntro opens a member: its release stage goes in memberMeta instead,
// because an @alpha interface tends to mark every member @alpha too and a
// box per member would bury the page.
func (s *site) memberIntro(m *tdtype.MDBuilder, c *tdtype.Comment) {
	if c == nil {
		return
	}
	m.Block(tdtype.Deprecation(s, c))
	m.Block(tdtype.Parts(s, c.Summary, tdtype.ModeBlock))
}

// memberRefLink links an inheritedFrom/overwrites reference ("Owner.member").
// The name is trusted over the target id: for a member inherited through a
// generic instantiation TypeDoc's id can point at another type that happens to
// declare the same member, while the name says where it really comes from.
func (s *site) memberRefLink(t *tdtype.TypeNode) string {
	label := tdtype.CodeSpan(tdtype.OrDefault(t.Name, "unknown"), false)
	if href := s.memberRefHref(t); href != "" {
		return tdtype.Link(label, href)
	}
	return label
}

func (s *site) memberRefHref(t *tdtype.TypeNode) string {
	if owner, member, ok := cutLast(t.Name, "."); ok {
		if pg := s.lookup(owner); pg != nil && pg.r != nil {
			for _, m := range pg.members {
				if m.Name == member {
					return pg.doc.Route + "#" + s.anchors[m.ID]
				}
			}
		}
	}
	return s.TypeHref(t)
}

func cutLast(s, sep string) (before, after string, ok bool) {
	i := strings.LastIndex(s, sep)
	if i < 0 {
		return s, "", false
	}
	return s[:i], s[i+len(sep):], true
}

func (s *site) memberOf(m *tdtype.MDBuilder, ns *namespace) {
	nsLink := tdtype.Link("namespace", ns.page.doc.Route)
	if ns.of != nil {
		if pg := s.byRefl[ns.of.ID]; pg != nil {
			m.Block("Static member of " + tdtype.Link(tdtype.CodeSpan(ns.of.Name, false), pg.doc.Route) + " (see its " + nsLink + ").")
			return
		}
	}
	m.Block("Member of the " + tdtype.Link(tdtype.CodeSpan(ns.name, false), ns.page.doc.Route) + " namespace.")
}

func (s *site) renderIndex(m *tdtype.MDBuilder) {
	m.Block("Every export of " + tdtype.CodeSpan(s.p.root.Name, false) +
		", generated from its type declarations. Each name links to its page.")
	sections := []struct {
		title, id string
		match     func(*page) bool
	}{
		{"Namespaces", "namespaces", func(pg *page) bool { return pg.doc.Kind == "namespace" }},
		{"Classes", "classes", func(pg *page) bool { return pg.doc.Kind == "class" }},
		{"Enumerations", "enumerations", func(pg *page) bool { return pg.doc.Kind == "enum" }},
		{"Interfaces", "interfaces", func(pg *page) bool { return pg.doc.Kind == "interface" }},
		{"Type Aliases", "type-aliases", func(pg *page) bool { return pg.doc.Kind == "type-alias" }},
		{"Variables", "variables", func(pg *page) bool { return pg.doc.Kind == "variable" }},
		{"Functions", "functions", func(pg *page) bool { return pg.doc.Kind == "function" }},
	}
	byName := s.sortedByName()
	for _, sec := range sections {
		var items []string
		for _, pg := range byName {
			if sec.match(pg) {
				items = append(items, s.listItem(pg, pg.name))
			}
		}
		if len(items) == 0 {
			continue
		}
		m.Heading(2, sec.title, sec.id)
		m.Block(strings.Join(items, "\n"))
	}
}

// sortedByName orders pages the way a reader scans a list, not by id.
func (s *site) sortedByName() []*page {
	out := append([]*page(nil), s.pages...)
	sortPages(out)
	return out
}

func (s *site) listItem(pg *page, label string) string {
	item := "- " + tdtype.Link(tdtype.CodeSpan(label, false), pg.doc.Route)
	if d := s.description(pg); d != "" {
		item += " — " + tdtype.EscapeText(d)
	}
	return item
}

func (s *site) renderNamespace(m *tdtype.MDBuilder, ns *namespace) {
	switch {
	case ns.of != nil:
		owner := tdtype.CodeSpan(ns.of.Name, false)
		if pg := s.byRefl[ns.of.ID]; pg != nil {
			owner = tdtype.Link(owner, pg.doc.Route)
		}
		m.Block("Static members of " + owner + ": properties that its type declares on the value itself.")
	case ns.decl != nil:
		s.intro(m, ns.decl.Comment)
		m.Block(tdtype.TagsBlock(s, ns.decl.Comment))
	}
	for _, sec := range []string{"Classes", "Enumerations", "Interfaces", "Type Aliases", "Variables", "Functions"} {
		var items []string
		for _, pg := range ns.pages {
			if info, _ := memberInfo(pg.r); info.section == sec {
				items = append(items, s.listItem(pg, pg.r.Name))
			}
		}
		if len(items) == 0 {
			continue
		}
		m.Heading(2, sec, tdtype.Slug(sec))
		m.Block(strings.Join(items, "\n"))
	}
}

func (s *site) renderContainer(m *tdtype.MDBuilder, pg *page) {
	r := pg.r
	c := tdtype.CommentOf(r)
	s.intro(m, c)
	keyword := "interface "
	if r.Kind == tdtype.KindClass {
		keyword = "class "
		if r.Flags.IsAbstract {
			keyword = "abstract class "
		}
	}
	m.Code("ts", tdtype.PlainText(s.print(true, func(tp *tdtype.TypePrinter) {
		tp.Write(keyword, r.Name)
		tp.TypeParams(r.TypeParameters)
		if len(r.ExtendedTypes) > 0 {
			tp.Write(" extends ")
			tp.Join(r.ExtendedTypes, ", ", tdtype.PrecAny)
		}
		if len(r.ImplementedTypes) > 0 {
			tp.Write(" implements ")
			tp.Join(r.ImplementedTypes, ", ", tdtype.PrecAny)
		}
	})))
	for _, h := range []struct {
		label string
		types []*tdtype.TypeNode
	}{
		{"Extends", r.ExtendedTypes}, {"Implements", r.ImplementedTypes},
		{"Extended by", r.ExtendedBy}, {"Implemented by", r.ImplementedBy},
	} {
		if len(h.types) == 0 {
			continue
		}
		parts := make([]string, len(h.types))
		for i, t := range h.types {
			parts[i] = s.inlineType(t, false)
		}
		m.Block("**" + h.label + ":** " + strings.Join(parts, ", "))
	}
	m.Block(tdtype.TagsBlock(s, c))
	s.typeParamsSection(m, r.TypeParameters)
	if len(r.IndexSignatures) > 0 {
		m.Heading(2, "Index signatures", "index-signatures")
	}
	for _, sig := range r.IndexSignatures {
		s.typeBlock(m, func(tp *tdtype.TypePrinter) { tp.Member(sig) })
		s.intro(m, sig.Comment)
	}
	s.membersSections(m, pg)
}

func (s *site) typeParamsSection(m *tdtype.MDBuilder, tps []*tdtype.Reflection) {
	if len(tps) == 0 {
		return
	}
	m.Heading(2, "Type parameters", "type-parameters")
	items := make([]string, len(tps))
	for i, tpr := range tps {
		item := "- " + tdtype.LinkedMarkdown(s.print(false, func(tp *tdtype.TypePrinter) { tp.TypeParam(tpr) }), false)
		if tpr.Comment != nil {
			if d := tdtype.Parts(s, tpr.Comment.Summary, tdtype.ModeInline); d != "" {
				item += " — " + d
			}
		}
		items[i] = item
	}
	m.Block(strings.Join(items, "\n"))
}

func (s *site) membersSections(m *tdtype.MDBuilder, pg *page) {
	titles := map[int][2]string{
		tdtype.GroupConstructor: {"Constructors", "constructors"},
		tdtype.GroupProperty:    {"Properties", "properties"},
		tdtype.GroupAccessor:    {"Accessors", "accessors"},
		tdtype.GroupMethod:      {"Methods", "methods"},
		tdtype.GroupOther:       {"Members", "members"},
	}
	current := -1
	for _, mem := range pg.members {
		if g := tdtype.MemberGroup(mem); g != current {
			current = g
			m.Heading(2, titles[g][0], titles[g][1])
		}
		s.renderMember(m, pg, mem)
	}
}

func (s *site) renderMember(m *tdtype.MDBuilder, pg *page, mem *tdtype.Reflection) {
	m.Heading(3, tdtype.EscapeText(mem.Name), s.anchors[mem.ID])
	switch mem.Kind {
	case tdtype.KindMethod, tdtype.KindConstructor:
		name := tdtype.PropertyName(mem.Name)
		if mem.Flags.IsOptional {
			name += "?"
		}
		arrow := ": "
		if mem.Kind == tdtype.KindConstructor {
			arrow = "" // constructors declare no return type in TypeScript
		}
		for i, sig := range mem.Signatures {
			s.code(m, s.print(true, func(tp *tdtype.TypePrinter) {
				tp.Modifiers(mem)
				tp.Signature(sig, name, arrow)
			}))
			s.memberIntro(m, sig.Comment)
			if i == 0 {
				m.Block(s.memberMeta(pg, mem, sig.Comment))
			}
			if mem.Kind == tdtype.KindConstructor {
				noReturn := *sig
				noReturn.Type = nil
				sig = &noReturn
			}
			s.signatureDetails(m, sig, 0, "")
			m.Block(tdtype.TagsBlock(s, sig.Comment))
		}
	case tdtype.KindAccessor:
		s.code(m, s.print(true, func(tp *tdtype.TypePrinter) { tp.Member(mem) }))
		var c *tdtype.Comment
		if mem.GetSignature != nil {
			c = mem.GetSignature.Comment
		} else if mem.SetSignature != nil {
			c = mem.SetSignature.Comment
		}
		s.memberIntro(m, c)
		m.Block(s.memberMeta(pg, mem, c))
		m.Block(tdtype.TagsBlock(s, c))
	default:
		c := tdtype.CommentOf(mem)
		s.typeBlock(m, func(tp *tdtype.TypePrinter) { tp.Member(mem) })
		s.memberIntro(m, c)
		m.Block(s.memberMeta(pg, mem, c))
		m.Block(tdtype.TagsBlock(s, c))
	}
}

// memberMeta is the short block under a member's description: release stage
// (when the page's own does not already say it), default value, and where the
// member comes from.
func (s *site) memberMeta(pg *page, mem *tdtype.Reflection, c *tdtype.Comment) string {
	var items []string
	if tag, title := tdtype.ReleaseStage(c); tag != "" {
		if owner, _ := tdtype.ReleaseStage(tdtype.CommentOf(pg.r)); owner != tag {
			items = append(items, "**Release stage:** "+title+" (`"+tag+"`)")
		}
	}
	if dv := tdtype.DefaultValue(s, c, tdtype.ModeInline); dv != "" {
		items = append(items, "**Default:** "+dv)
	} else if v := shortValue(mem.DefaultValue); v != "" {
		items = append(items, "**Default:** "+tdtype.CodeSpan(v, false))
	}
	switch {
	case mem.InheritedFrom != nil:
		items = append(items, "**Inherited from:** "+s.memberRefLink(mem.InheritedFrom))
	case mem.Overwrites != nil:
		items = append(items, "**Overrides:** "+s.memberRefLink(mem.Overwrites))
	}
	// Lines with hard breaks, not a list: a doc comment that ends in a list
	// would absorb the items of a list that follows it.
	return strings.Join(items, "\\\n")
}

// shortValue is a declared value worth showing: TypeDoc writes "..." for
// values it did not keep, and long literals drown the page.
func shortValue(v string) string {
	v = strings.TrimSpace(v)
	if v == "" || v == "..." || len(v) > 80 || strings.Contains(v, "\n") {
		return ""
	}
	return v
}

// signatureDetails writes the parameters and return value of a signature.
// level 0 uses bold labels (inside a member's h3), 2 or 3 use headings with
// idPrefix-qualified ids (a function page, an overload).
func (s *site) signatureDetails(m *tdtype.MDBuilder, sig *tdtype.Reflection, level int, idPrefix string) {
	label := func(title, id string) {
		if level == 0 {
			m.Block("**" + title + "**")
			return
		}
		m.Heading(level, title, idPrefix+id)
	}
	if len(sig.Parameters) > 0 {
		label("Parameters", "parameters")
		rows := []string{"| Parameter | Type | Description |", "| --- | --- | --- |"}
		for _, prm := range sig.Parameters {
			name := prm.Name
			switch {
			case prm.Flags.IsRest:
				name = "..." + name
			case prm.Flags.IsOptional || prm.DefaultValue != "":
				name += "?"
			}
			desc := ""
			if prm.Comment != nil {
				desc = tdtype.Parts(s, prm.Comment.Summary, tdtype.ModeTable)
			}
			if dv := tdtype.DefaultValue(s, prm.Comment, tdtype.ModeTable); dv != "" {
				desc = strings.TrimSpace(desc + " Default: " + dv)
			} else if v := shortValue(prm.DefaultValue); v != "" {
				desc = strings.TrimSpace(desc + " Default: " + tdtype.CodeSpan(v, true))
			}
			rows = append(rows, "| "+tdtype.CodeSpan(name, true)+" | "+s.inlineType(prm.Type, true)+" | "+desc+" |")
		}
		m.Block(strings.Join(rows, "\n"))
	}
	if sig.Type != nil {
		label("Returns", "returns")
		s.typeBlock(m, func(tp *tdtype.TypePrinter) { tp.Type(sig.Type, tdtype.PrecAny) })
		for _, t := range sig.Comment.Tags("@returns", "@return") {
			m.Block(tdtype.Parts(s, t.Content, tdtype.ModeBlock))
		}
	}
}

// signatures of a function page: a function's own, or those of the function
// type of a static member.
func signaturesOf(r *tdtype.Reflection) []*tdtype.Reflection {
	if len(r.Signatures) > 0 {
		return r.Signatures
	}
	if tdtype.IsCallableType(r.Type) {
		return r.Type.Declaration.Signatures
	}
	return nil
}

func (s *site) renderFunction(m *tdtype.MDBuilder, pg *page) {
	r := pg.r
	sigs := signaturesOf(r)
	name := r.Name
	if pg.of == nil {
		name = "function " + name
	} else {
		name = tdtype.PropertyName(name)
	}
	if len(sigs) == 1 {
		sig := sigs[0]
		c := sig.Comment
		if c == nil {
			c = r.Comment
		}
		s.intro(m, c)
		s.code(m, s.print(true, func(tp *tdtype.TypePrinter) { tp.Signature(sig, name, ": ") }))
		m.Block(tdtype.TagsBlock(s, c))
		s.signatureDetails(m, sig, 2, "")
	} else {
		s.intro(m, r.Comment)
		m.Block(tdtype.TagsBlock(s, r.Comment))
		for i, sig := range sigs {
			n := tdtype.Itoa(i + 1)
			m.Heading(2, "Overload "+n, "overload-"+n)
			s.code(m, s.print(true, func(tp *tdtype.TypePrinter) { tp.Signature(sig, name, ": ") }))
			s.intro(m, sig.Comment)
			m.Block(tdtype.TagsBlock(s, sig.Comment))
			s.signatureDetails(m, sig, 3, "overload-"+n+"-")
		}
	}
	for _, ns := range s.namespaces {
		if ns.of != r || len(ns.pages) == 0 {
			continue
		}
		m.Heading(2, "Static members", "static-members")
		items := make([]string, len(ns.pages))
		for i, mp := range ns.pages {
			items[i] = s.listItem(mp, mp.r.Name)
		}
		m.Block("Documented in the " + tdtype.Link(tdtype.CodeSpan(ns.name, false)+" namespace", ns.page.doc.Route) + ":")
		m.Block(strings.Join(items, "\n"))
	}
}

func (s *site) renderTypeAlias(m *tdtype.MDBuilder, pg *page) {
	r := pg.r
	c := tdtype.CommentOf(r)
	s.intro(m, c)
	s.code(m, s.print(true, func(tp *tdtype.TypePrinter) {
		tp.Write("type ", r.Name)
		tp.TypeParams(r.TypeParameters)
		tp.Write(" = ")
		tp.Type(r.Type, tdtype.PrecAny)
		tp.Write(";")
	}))
	m.Block(tdtype.TagsBlock(s, c))
	s.typeParamsSection(m, r.TypeParameters)
	if len(pg.members) > 0 {
		s.membersSections(m, pg)
		return
	}
	if tdtype.IsFunctionLiteral(declOf(r.Type)) {
		s.signatureDetails(m, r.Type.Declaration.Signatures[0], 2, "")
	}
}

func declOf(t *tdtype.TypeNode) *tdtype.Reflection {
	if t == nil || t.Type != "reflection" {
		return nil
	}
	return t.Declaration
}

func (s *site) renderVariable(m *tdtype.MDBuilder, pg *page) {
	r := pg.r
	c := tdtype.CommentOf(r)
	s.intro(m, c)
	s.code(m, s.print(true, func(tp *tdtype.TypePrinter) {
		if pg.of != nil && pg.of.of != nil {
			tp.Member(r)
			tp.Write(";")
			return
		}
		if r.Flags.IsConst {
			tp.Write("const ")
		} else {
			tp.Write("let ")
		}
		tp.Write(r.Name, ": ")
		tp.Type(r.Type, tdtype.PrecAny)
		if v := shortValue(r.DefaultValue); v != "" {
			tp.Write(" = ", v)
		}
		tp.Write(";")
	}))
	m.Block(tdtype.TagsBlock(s, c))
	if d := valueObject(r.Type); d != nil && len(d.Children) > 0 {
		m.Heading(2, "Properties", "properties")
		s.propertyTable(m, d.Children)
	}
}

// valueObject finds the object literal a const is typed with, looking through
// the wrappers enum-like consts use (Readonly<{...}>).
func valueObject(t *tdtype.TypeNode) *tdtype.Reflection {
	for i := 0; t != nil && i < 4; i++ {
		switch t.Type {
		case "reflection":
			if tdtype.IsFunctionLiteral(t.Declaration) {
				return nil
			}
			return t.Declaration
		case "reference":
			if len(t.TypeArguments) != 1 {
				return nil
			}
			t = t.TypeArguments[0]
		case "typeOperator":
			t = t.OperatorTarget
		default:
			return nil
		}
	}
	return nil
}

func (s *site) propertyTable(m *tdtype.MDBuilder, members []*tdtype.Reflection) {
	rows := []string{"| Name | Type | Description |", "| --- | --- | --- |"}
	for _, mem := range members {
		desc := ""
		if c := tdtype.CommentOf(mem); c != nil {
			desc = tdtype.Parts(s, c.Summary, tdtype.ModeTable)
		}
		typ := s.inlineType(mem.Type, true)
		if mem.Kind == tdtype.KindMethod && len(mem.Signatures) > 0 {
			typ = tdtype.LinkedMarkdown(s.print(false, func(tp *tdtype.TypePrinter) { tp.Signature(mem.Signatures[0], "", " => ") }), true)
		}
		rows = append(rows, "| "+tdtype.CodeSpan(mem.Name, true)+" | "+typ+" | "+desc+" |")
	}
	m.Block(strings.Join(rows, "\n"))
}

func (s *site) renderEnum(m *tdtype.MDBuilder, pg *page) {
	r := pg.r
	c := tdtype.CommentOf(r)
	s.intro(m, c)
	s.code(m, s.print(true, func(tp *tdtype.TypePrinter) {
		tp.Write("enum ", r.Name, " {\n")
		for _, mem := range r.Children {
			tp.Write("  ", tdtype.PropertyName(mem.Name))
			if mem.Type != nil {
				tp.Write(" = ")
				tp.Type(mem.Type, tdtype.PrecAny)
			}
			tp.Write(",\n")
		}
		tp.Write("}")
	}))
	m.Block(tdtype.TagsBlock(s, c))
	if len(r.Children) > 0 {
		m.Heading(2, "Members", "members")
		s.propertyTable(m, r.Children)
	}
}
