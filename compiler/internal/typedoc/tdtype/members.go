package tdtype

import (
	"sort"
	"strings"
)

// Members lists the members that get their own heading on r's page.
func Members(r *Reflection) []*Reflection {
	var ms []*Reflection
	switch r.Kind {
	case KindInterface, KindClass:
		ms = append(ms, r.Children...)
	case KindTypeAlias:
		for _, d := range ObjectParts(r.Type) {
			ms = append(ms, d.Children...)
		}
	}
	sort.SliceStable(ms, func(i, j int) bool {
		gi, gj := MemberGroup(ms[i]), MemberGroup(ms[j])
		if gi != gj {
			return gi < gj
		}
		return LessName(ms[i].Name, ms[j].Name)
	})
	return ms
}

// ObjectParts finds the type literals a type alias declares members in: the
// literal itself, or the literal parts of an intersection (A & { more }).
func ObjectParts(t *TypeNode) []*Reflection {
	if t == nil {
		return nil
	}
	switch t.Type {
	case "reflection":
		if t.Declaration != nil && !IsFunctionLiteral(t.Declaration) {
			return []*Reflection{t.Declaration}
		}
	case "intersection":
		var out []*Reflection
		for _, x := range t.Types {
			out = append(out, ObjectParts(x)...)
		}
		return out
	}
	return nil
}

// Member groups, in page order.
const (
	GroupConstructor = iota
	GroupProperty
	GroupAccessor
	GroupMethod
	GroupOther
)

func MemberGroup(m *Reflection) int {
	switch m.Kind {
	case KindConstructor:
		return GroupConstructor
	case KindProperty, KindVariable:
		return GroupProperty
	case KindAccessor:
		return GroupAccessor
	case KindMethod:
		return GroupMethod
	}
	return GroupOther
}

// LessName orders names case-insensitively, then by case.
func LessName(a, b string) bool {
	la, lb := strings.ToLower(a), strings.ToLower(b)
	if la != lb {
		return la < lb
	}
	return a < b
}

// LiteralKeys reads the string literals of a key union ("a" | "b"); nil when
// the keys are not all literals.
func LiteralKeys(t *TypeNode) map[string]bool {
	var lits []*TypeNode
	switch t.Type {
	case "literal":
		lits = []*TypeNode{t}
	case "union":
		lits = t.Types
	default:
		return nil
	}
	keys := map[string]bool{}
	for _, l := range lits {
		if l.Type != "literal" {
			return nil
		}
		v := strings.Trim(LiteralText(l), `"`)
		keys[v] = true
	}
	return keys
}

// Flatten lifts the exports of modules (several entry points) to the top,
// since the reference has no per-module level.
func Flatten(rs []*Reflection) []*Reflection {
	var out []*Reflection
	for _, r := range rs {
		if r.Kind == KindModule {
			out = append(out, Flatten(r.Children)...)
			continue
		}
		out = append(out, r)
	}
	return out
}
