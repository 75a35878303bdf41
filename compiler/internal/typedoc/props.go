package typedoc

import (
	"sort"
	"strings"

	"github.com/contentc/contentc/compiler/internal/typedoc/tdtype"
)

// PropsTable returns a Markdown table (| Prop | Type | Default | Description |)
// of the properties of a named interface or object type alias, including
// inherited ones (marked, with a link to where they are declared), with links
// to the reference pages of the types mentioned; ok=false if no such name.
//
// A documented name whose type has no properties to list (a union, or a type
// computed by an external helper such as React.ComponentProps) yields ok=true
// and a sentence linking to its page instead of an empty table, so a page that
// embeds it still says something true.
func PropsTable(p *Project, name string, opts Options) (markdown string, ok bool) {
	s := newSite(p, opts)
	pg := s.lookup(name)
	if pg == nil {
		return "", false
	}
	var rows []propRow
	if pg.r != nil {
		rows = s.propsOf(pg.r, map[int]bool{})
	}
	if len(rows) == 0 {
		return "No properties to list for " + tdtype.Link(tdtype.CodeSpan(name, false), pg.doc.Route) +
			": see its page for the full type.\n", true
	}
	sort.SliceStable(rows, func(i, j int) bool { return tdtype.LessName(rows[i].m.Name, rows[j].m.Name) })
	lines := []string{"| Prop | Type | Default | Description |", "| --- | --- | --- | --- |"}
	for _, row := range rows {
		lines = append(lines, s.propRowMarkdown(row))
	}
	return strings.Join(lines, "\n") + "\n", true
}

// propRow is one property; from is the declaration it is inherited from (nil
// when the named type declares it itself).
type propRow struct {
	m        *tdtype.Reflection
	optional bool
	from     *tdtype.Reflection
}

// propsOf collects the properties of an interface, class or type alias,
// following intersections, extended types and the standard mapped helpers
// (Partial, Required, Readonly, Pick, Omit). seen stops reference cycles.
func (s *site) propsOf(r *tdtype.Reflection, seen map[int]bool) []propRow {
	if r == nil || seen[r.ID] {
		return nil
	}
	seen[r.ID] = true
	defer delete(seen, r.ID)
	switch r.Kind {
	case tdtype.KindInterface, tdtype.KindClass:
		var rows []propRow
		for _, m := range r.Children {
			if !isProp(m) {
				continue
			}
			row := propRow{m: m, optional: m.Flags.IsOptional}
			if m.InheritedFrom != nil {
				row.from = s.inheritedOwner(m.InheritedFrom)
			}
			rows = append(rows, row)
		}
		return rows
	case tdtype.KindTypeAlias:
		return s.propsOfType(r.Type, seen)
	}
	return nil
}

func isProp(m *tdtype.Reflection) bool {
	if m.Flags.IsStatic || m.Flags.IsPrivate || m.Flags.IsProtected {
		return false
	}
	switch m.Kind {
	case tdtype.KindProperty, tdtype.KindMethod, tdtype.KindAccessor:
		return true
	}
	return false
}

// inheritedOwner is the type an inherited member comes from, by name first
// for the reason memberRefHref gives.
func (s *site) inheritedOwner(t *tdtype.TypeNode) *tdtype.Reflection {
	if owner, _, ok := cutLast(t.Name, "."); ok {
		if pg := s.lookup(owner); pg != nil && pg.r != nil {
			return pg.r
		}
	}
	if t.Target.HasID {
		return declaringType(s.p.byID[t.Target.ID])
	}
	return nil
}

// declaringType climbs from an inherited member to the interface, class or
// type alias that declares it.
func declaringType(m *tdtype.Reflection) *tdtype.Reflection {
	for x := m; x != nil; x = x.Parent {
		switch x.Kind {
		case tdtype.KindInterface, tdtype.KindClass, tdtype.KindTypeAlias:
			return x
		}
	}
	return nil
}

func (s *site) propsOfType(t *tdtype.TypeNode, seen map[int]bool) []propRow {
	if t == nil {
		return nil
	}
	switch t.Type {
	case "reflection":
		if d := t.Declaration; d != nil && !tdtype.IsFunctionLiteral(d) {
			var rows []propRow
			for _, m := range d.Children {
				if isProp(m) {
					rows = append(rows, propRow{m: m, optional: m.Flags.IsOptional})
				}
			}
			return rows
		}
	case "intersection":
		var rows []propRow
		for _, x := range t.Types {
			rows = mergeRows(rows, s.propsOfType(x, seen))
		}
		return rows
	case "reference":
		if t.Target.HasID && !t.RefersToTypeParameter {
			target := s.p.byID[t.Target.ID]
			rows := s.propsOf(target, seen)
			for i := range rows {
				if rows[i].from == nil {
					rows[i].from = target
				}
			}
			return rows
		}
		return s.mappedHelper(t, seen)
	}
	return nil
}

// mappedHelper expands TypeScript's own mapped types over a documented type;
// any other external generic is opaque here.
func (s *site) mappedHelper(t *tdtype.TypeNode, seen map[int]bool) []propRow {
	if len(t.TypeArguments) == 0 {
		return nil
	}
	switch t.Name {
	case "Partial", "Required", "Readonly", "Pick", "Omit":
	default:
		return nil
	}
	rows := s.propsOfType(t.TypeArguments[0], seen)
	var keys map[string]bool
	if len(t.TypeArguments) > 1 {
		keys = tdtype.LiteralKeys(t.TypeArguments[1])
	}
	var out []propRow
	for _, row := range rows {
		switch t.Name {
		case "Partial":
			row.optional = true
		case "Required":
			row.optional = false
		case "Pick":
			if keys == nil || !keys[row.m.Name] {
				continue
			}
		case "Omit":
			if keys[row.m.Name] {
				continue
			}
		}
		out = append(out, row)
	}
	return out
}

// mergeRows adds more to rows; a property declared by the type itself wins
// over an inherited one of the same name, as an override does in TypeScript.
func mergeRows(rows, more []propRow) []propRow {
	at := map[string]int{}
	for i, r := range rows {
		at[r.m.Name] = i
	}
	for _, r := range more {
		if i, ok := at[r.m.Name]; ok {
			if rows[i].from != nil && r.from == nil {
				rows[i] = r
			}
			continue
		}
		at[r.m.Name] = len(rows)
		rows = append(rows, r)
	}
	return rows
}

func (s *site) propRowMarkdown(row propRow) string {
	m := row.m
	name := m.Name
	if row.optional {
		name += "?"
	}
	prop := tdtype.CodeSpan(name, true)
	if href, ok := s.Href(m.ID); ok {
		prop = tdtype.Link(prop, href)
	}
	var typ string
	switch {
	case m.Kind == tdtype.KindMethod && len(m.Signatures) > 0:
		typ = tdtype.LinkedMarkdown(s.print(false, func(tp *tdtype.TypePrinter) { tp.Signature(m.Signatures[0], "", " => ") }), true)
	case m.Kind == tdtype.KindAccessor && m.GetSignature != nil:
		typ = s.inlineType(m.GetSignature.Type, true)
	default:
		typ = s.inlineType(m.Type, true)
	}
	c := tdtype.CommentOf(m)
	def := tdtype.DefaultValue(s, c, tdtype.ModeTable)
	if def == "" {
		if v := shortValue(m.DefaultValue); v != "" {
			def = tdtype.CodeSpan(v, true)
		}
	}
	var desc []string
	if len(c.Tags("@deprecated")) > 0 {
		d := "**Deprecated.**"
		if more := tdtype.Parts(s, c.Tags("@deprecated")[0].Content, tdtype.ModeTable); more != "" {
			d += " " + more
		}
		desc = append(desc, d)
	}
	if c != nil {
		if d := tdtype.Parts(s, c.Summary, tdtype.ModeTable); d != "" {
			desc = append(desc, d)
		}
	}
	if row.from != nil {
		from := tdtype.CodeSpan(row.from.Name, true)
		if pg := s.byRefl[row.from.ID]; pg != nil {
			from = tdtype.Link(from, pg.doc.Route)
		}
		desc = append(desc, "_Inherited from "+from+"._")
	}
	return "| " + prop + " | " + typ + " | " + def + " | " + strings.Join(desc, " ") + " |"
}
