package typedoc

import (
	"strings"
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
			return firstSentence(c.Summary)
		}
		return "Members of the " + pg.ns.name + " namespace."
	}
	if c := commentOf(pg.r); c != nil {
		return firstSentence(c.Summary)
	}
	return ""
}

func (s *site) render(pg *page) string {
	var m mdBuilder
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
		case r.Kind == kindInterface || r.Kind == kindClass:
			s.renderContainer(&m, pg)
		case r.Kind == kindTypeAlias:
			s.renderTypeAlias(&m, pg)
		case r.Kind == kindEnum:
			s.renderEnum(&m, pg)
		case info.kind == "function":
			s.renderFunction(&m, pg)
		default:
			s.renderVariable(&m, pg)
		}
	}
	return m.String()
}

func (s *site) print(block bool, f func(tp *typePrinter)) []token {
	tp := newPrinter(s, block)
	f(tp)
	return tp.toks
}

// code writes a fenced TypeScript block, then links to the documented types it
// mentions, since a code block cannot hold links.
func (s *site) code(m *mdBuilder, toks []token) {
	m.code("ts", plainText(toks))
	refs := hrefs(toks)
	if len(refs) == 0 {
		return
	}
	links := make([]string, len(refs))
	for i, t := range refs {
		links[i] = link(codeSpan(t.text, false), t.href)
	}
	m.block("**Referenced types:** " + strings.Join(links, ", "))
}

// typeBlock shows a type inline with links when it is short, else as code.
func (s *site) typeBlock(m *mdBuilder, f func(tp *typePrinter)) {
	in := s.print(false, f)
	if text := plainText(in); len(text) <= inlineTypeLimit && !strings.Contains(text, "\n") {
		m.block(linkedMarkdown(in, false))
		return
	}
	s.code(m, s.print(true, f))
}

func (s *site) inlineType(t *typeNode, inTable bool) string {
	return linkedMarkdown(s.print(false, func(tp *typePrinter) { tp.typ(t, precAny) }), inTable)
}

// intro is what opens every page: warnings first, then the summary.
func (s *site) intro(m *mdBuilder, c *comment) {
	if c == nil {
		return
	}
	m.block(s.deprecation(c))
	m.block(releaseNote(c))
	m.block(s.parts(c.Summary, modeBlock))
}

// memberIntro opens a member: its release stage goes in memberMeta instead,
// because an @alpha interface tends to mark every member @alpha too and a
// box per member would bury the page.
func (s *site) memberIntro(m *mdBuilder, c *comment) {
	if c == nil {
		return
	}
	m.block(s.deprecation(c))
	m.block(s.parts(c.Summary, modeBlock))
}

// memberRefLink links an inheritedFrom/overwrites reference ("Owner.member").
// The name is trusted over the target id: for a member inherited through a
// generic instantiation TypeDoc's id can point at another type that happens to
// declare the same member, while the name says where it really comes from.
func (s *site) memberRefLink(t *typeNode) string {
	label := codeSpan(orDefault(t.Name, "unknown"), false)
	if href := s.memberRefHref(t); href != "" {
		return link(label, href)
	}
	return label
}

func (s *site) memberRefHref(t *typeNode) string {
	if owner, member, ok := cutLast(t.Name, "."); ok {
		if pg := s.lookup(owner); pg != nil && pg.r != nil {
			for _, m := range pg.members {
				if m.Name == member {
					return pg.doc.Route + "#" + s.anchors[m.ID]
				}
			}
		}
	}
	return s.typeHref(t)
}

func cutLast(s, sep string) (before, after string, ok bool) {
	i := strings.LastIndex(s, sep)
	if i < 0 {
		return s, "", false
	}
	return s[:i], s[i+len(sep):], true
}

func (s *site) memberOf(m *mdBuilder, ns *namespace) {
	nsLink := link("namespace", ns.page.doc.Route)
	if ns.of != nil {
		if pg := s.byRefl[ns.of.ID]; pg != nil {
			m.block("Static member of " + link(codeSpan(ns.of.Name, false), pg.doc.Route) + " (see its " + nsLink + ").")
			return
		}
	}
	m.block("Member of the " + link(codeSpan(ns.name, false), ns.page.doc.Route) + " namespace.")
}

func (s *site) renderIndex(m *mdBuilder) {
	m.block("Every export of " + codeSpan(s.p.root.Name, false) +
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
		m.heading(2, sec.title, sec.id)
		m.block(strings.Join(items, "\n"))
	}
}

// sortedByName orders pages the way a reader scans a list, not by id.
func (s *site) sortedByName() []*page {
	out := append([]*page(nil), s.pages...)
	sortPages(out)
	return out
}

func (s *site) listItem(pg *page, label string) string {
	item := "- " + link(codeSpan(label, false), pg.doc.Route)
	if d := s.description(pg); d != "" {
		item += " — " + escapeText(d)
	}
	return item
}

func (s *site) renderNamespace(m *mdBuilder, ns *namespace) {
	switch {
	case ns.of != nil:
		owner := codeSpan(ns.of.Name, false)
		if pg := s.byRefl[ns.of.ID]; pg != nil {
			owner = link(owner, pg.doc.Route)
		}
		m.block("Static members of " + owner + ": properties that its type declares on the value itself.")
	case ns.decl != nil:
		s.intro(m, ns.decl.Comment)
		m.block(s.tagsBlock(ns.decl.Comment))
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
		m.heading(2, sec, slug(sec))
		m.block(strings.Join(items, "\n"))
	}
}

func (s *site) renderContainer(m *mdBuilder, pg *page) {
	r := pg.r
	c := commentOf(r)
	s.intro(m, c)
	keyword := "interface "
	if r.Kind == kindClass {
		keyword = "class "
		if r.Flags.IsAbstract {
			keyword = "abstract class "
		}
	}
	m.code("ts", plainText(s.print(true, func(tp *typePrinter) {
		tp.w(keyword, r.Name)
		tp.typeParams(r.TypeParameters)
		if len(r.ExtendedTypes) > 0 {
			tp.w(" extends ")
			tp.join(r.ExtendedTypes, ", ", precAny)
		}
		if len(r.ImplementedTypes) > 0 {
			tp.w(" implements ")
			tp.join(r.ImplementedTypes, ", ", precAny)
		}
	})))
	for _, h := range []struct {
		label string
		types []*typeNode
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
		m.block("**" + h.label + ":** " + strings.Join(parts, ", "))
	}
	m.block(s.tagsBlock(c))
	s.typeParamsSection(m, r.TypeParameters)
	if len(r.IndexSignatures) > 0 {
		m.heading(2, "Index signatures", "index-signatures")
	}
	for _, sig := range r.IndexSignatures {
		s.typeBlock(m, func(tp *typePrinter) { tp.member(sig) })
		s.intro(m, sig.Comment)
	}
	s.membersSections(m, pg)
}

func (s *site) typeParamsSection(m *mdBuilder, tps []*reflection) {
	if len(tps) == 0 {
		return
	}
	m.heading(2, "Type parameters", "type-parameters")
	items := make([]string, len(tps))
	for i, tpr := range tps {
		item := "- " + linkedMarkdown(s.print(false, func(tp *typePrinter) { tp.typeParam(tpr) }), false)
		if tpr.Comment != nil {
			if d := s.parts(tpr.Comment.Summary, modeInline); d != "" {
				item += " — " + d
			}
		}
		items[i] = item
	}
	m.block(strings.Join(items, "\n"))
}

func (s *site) membersSections(m *mdBuilder, pg *page) {
	titles := map[int][2]string{
		groupConstructor: {"Constructors", "constructors"},
		groupProperty:    {"Properties", "properties"},
		groupAccessor:    {"Accessors", "accessors"},
		groupMethod:      {"Methods", "methods"},
		groupOther:       {"Members", "members"},
	}
	current := -1
	for _, mem := range pg.members {
		if g := memberGroup(mem); g != current {
			current = g
			m.heading(2, titles[g][0], titles[g][1])
		}
		s.renderMember(m, pg, mem)
	}
}

func (s *site) renderMember(m *mdBuilder, pg *page, mem *reflection) {
	m.heading(3, escapeText(mem.Name), s.anchors[mem.ID])
	switch mem.Kind {
	case kindMethod, kindConstructor:
		name := propertyName(mem.Name)
		if mem.Flags.IsOptional {
			name += "?"
		}
		arrow := ": "
		if mem.Kind == kindConstructor {
			arrow = "" // constructors declare no return type in TypeScript
		}
		for i, sig := range mem.Signatures {
			s.code(m, s.print(true, func(tp *typePrinter) {
				tp.modifiers(mem)
				tp.signature(sig, name, arrow)
			}))
			s.memberIntro(m, sig.Comment)
			if i == 0 {
				m.block(s.memberMeta(pg, mem, sig.Comment))
			}
			if mem.Kind == kindConstructor {
				noReturn := *sig
				noReturn.Type = nil
				sig = &noReturn
			}
			s.signatureDetails(m, sig, 0, "")
			m.block(s.tagsBlock(sig.Comment))
		}
	case kindAccessor:
		s.code(m, s.print(true, func(tp *typePrinter) { tp.member(mem) }))
		var c *comment
		if mem.GetSignature != nil {
			c = mem.GetSignature.Comment
		} else if mem.SetSignature != nil {
			c = mem.SetSignature.Comment
		}
		s.memberIntro(m, c)
		m.block(s.memberMeta(pg, mem, c))
		m.block(s.tagsBlock(c))
	default:
		c := commentOf(mem)
		s.typeBlock(m, func(tp *typePrinter) { tp.member(mem) })
		s.memberIntro(m, c)
		m.block(s.memberMeta(pg, mem, c))
		m.block(s.tagsBlock(c))
	}
}

// memberMeta is the short block under a member's description: release stage
// (when the page's own does not already say it), default value, and where the
// member comes from.
func (s *site) memberMeta(pg *page, mem *reflection, c *comment) string {
	var items []string
	if tag, title := releaseStage(c); tag != "" {
		if owner, _ := releaseStage(commentOf(pg.r)); owner != tag {
			items = append(items, "**Release stage:** "+title+" (`"+tag+"`)")
		}
	}
	if dv := s.defaultValue(c, modeInline); dv != "" {
		items = append(items, "**Default:** "+dv)
	} else if v := shortValue(mem.DefaultValue); v != "" {
		items = append(items, "**Default:** "+codeSpan(v, false))
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
func (s *site) signatureDetails(m *mdBuilder, sig *reflection, level int, idPrefix string) {
	label := func(title, id string) {
		if level == 0 {
			m.block("**" + title + "**")
			return
		}
		m.heading(level, title, idPrefix+id)
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
				desc = s.parts(prm.Comment.Summary, modeTable)
			}
			if dv := s.defaultValue(prm.Comment, modeTable); dv != "" {
				desc = strings.TrimSpace(desc + " Default: " + dv)
			} else if v := shortValue(prm.DefaultValue); v != "" {
				desc = strings.TrimSpace(desc + " Default: " + codeSpan(v, true))
			}
			rows = append(rows, "| "+codeSpan(name, true)+" | "+s.inlineType(prm.Type, true)+" | "+desc+" |")
		}
		m.block(strings.Join(rows, "\n"))
	}
	if sig.Type != nil {
		label("Returns", "returns")
		s.typeBlock(m, func(tp *typePrinter) { tp.typ(sig.Type, precAny) })
		for _, t := range sig.Comment.tags("@returns", "@return") {
			m.block(s.parts(t.Content, modeBlock))
		}
	}
}

// signatures of a function page: a function's own, or those of the function
// type of a static member.
func signaturesOf(r *reflection) []*reflection {
	if len(r.Signatures) > 0 {
		return r.Signatures
	}
	if isCallableType(r.Type) {
		return r.Type.Declaration.Signatures
	}
	return nil
}

func (s *site) renderFunction(m *mdBuilder, pg *page) {
	r := pg.r
	sigs := signaturesOf(r)
	name := r.Name
	if pg.of == nil {
		name = "function " + name
	} else {
		name = propertyName(name)
	}
	if len(sigs) == 1 {
		sig := sigs[0]
		c := sig.Comment
		if c == nil {
			c = r.Comment
		}
		s.intro(m, c)
		s.code(m, s.print(true, func(tp *typePrinter) { tp.signature(sig, name, ": ") }))
		m.block(s.tagsBlock(c))
		s.signatureDetails(m, sig, 2, "")
	} else {
		s.intro(m, r.Comment)
		m.block(s.tagsBlock(r.Comment))
		for i, sig := range sigs {
			n := itoa(i + 1)
			m.heading(2, "Overload "+n, "overload-"+n)
			s.code(m, s.print(true, func(tp *typePrinter) { tp.signature(sig, name, ": ") }))
			s.intro(m, sig.Comment)
			m.block(s.tagsBlock(sig.Comment))
			s.signatureDetails(m, sig, 3, "overload-"+n+"-")
		}
	}
	for _, ns := range s.namespaces {
		if ns.of != r || len(ns.pages) == 0 {
			continue
		}
		m.heading(2, "Static members", "static-members")
		items := make([]string, len(ns.pages))
		for i, mp := range ns.pages {
			items[i] = s.listItem(mp, mp.r.Name)
		}
		m.block("Documented in the " + link(codeSpan(ns.name, false)+" namespace", ns.page.doc.Route) + ":")
		m.block(strings.Join(items, "\n"))
	}
}

func (s *site) renderTypeAlias(m *mdBuilder, pg *page) {
	r := pg.r
	c := commentOf(r)
	s.intro(m, c)
	s.code(m, s.print(true, func(tp *typePrinter) {
		tp.w("type ", r.Name)
		tp.typeParams(r.TypeParameters)
		tp.w(" = ")
		tp.typ(r.Type, precAny)
		tp.w(";")
	}))
	m.block(s.tagsBlock(c))
	s.typeParamsSection(m, r.TypeParameters)
	if len(pg.members) > 0 {
		s.membersSections(m, pg)
		return
	}
	if isFunctionLiteral(declOf(r.Type)) {
		s.signatureDetails(m, r.Type.Declaration.Signatures[0], 2, "")
	}
}

func declOf(t *typeNode) *reflection {
	if t == nil || t.Type != "reflection" {
		return nil
	}
	return t.Declaration
}

func (s *site) renderVariable(m *mdBuilder, pg *page) {
	r := pg.r
	c := commentOf(r)
	s.intro(m, c)
	s.code(m, s.print(true, func(tp *typePrinter) {
		if pg.of != nil && pg.of.of != nil {
			tp.member(r)
			tp.w(";")
			return
		}
		if r.Flags.IsConst {
			tp.w("const ")
		} else {
			tp.w("let ")
		}
		tp.w(r.Name, ": ")
		tp.typ(r.Type, precAny)
		if v := shortValue(r.DefaultValue); v != "" {
			tp.w(" = ", v)
		}
		tp.w(";")
	}))
	m.block(s.tagsBlock(c))
	if d := valueObject(r.Type); d != nil && len(d.Children) > 0 {
		m.heading(2, "Properties", "properties")
		s.propertyTable(m, d.Children)
	}
}

// valueObject finds the object literal a const is typed with, looking through
// the wrappers enum-like consts use (Readonly<{...}>).
func valueObject(t *typeNode) *reflection {
	for i := 0; t != nil && i < 4; i++ {
		switch t.Type {
		case "reflection":
			if isFunctionLiteral(t.Declaration) {
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

func (s *site) propertyTable(m *mdBuilder, members []*reflection) {
	rows := []string{"| Name | Type | Description |", "| --- | --- | --- |"}
	for _, mem := range members {
		desc := ""
		if c := commentOf(mem); c != nil {
			desc = s.parts(c.Summary, modeTable)
		}
		typ := s.inlineType(mem.Type, true)
		if mem.Kind == kindMethod && len(mem.Signatures) > 0 {
			typ = linkedMarkdown(s.print(false, func(tp *typePrinter) { tp.signature(mem.Signatures[0], "", " => ") }), true)
		}
		rows = append(rows, "| "+codeSpan(mem.Name, true)+" | "+typ+" | "+desc+" |")
	}
	m.block(strings.Join(rows, "\n"))
}

func (s *site) renderEnum(m *mdBuilder, pg *page) {
	r := pg.r
	c := commentOf(r)
	s.intro(m, c)
	s.code(m, s.print(true, func(tp *typePrinter) {
		tp.w("enum ", r.Name, " {\n")
		for _, mem := range r.Children {
			tp.w("  ", propertyName(mem.Name))
			if mem.Type != nil {
				tp.w(" = ")
				tp.typ(mem.Type, precAny)
			}
			tp.w(",\n")
		}
		tp.w("}")
	}))
	m.block(s.tagsBlock(c))
	if len(r.Children) > 0 {
		m.heading(2, "Members", "members")
		s.propertyTable(m, r.Children)
	}
}
