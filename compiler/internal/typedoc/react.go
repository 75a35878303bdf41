package typedoc

import (
	"strings"

	"github.com/contentc/contentc/compiler/internal/typedoc/tdtype"
)

// reactStatics covers TypeDoc JSON made without generate/function-variables.mjs:
// TypeDoc 0.28 then leaves `const Axis: FC<Props>` a plain variable with no
// members, and the namespace pages the spec requires would be missing. The
// members returned are the static properties @types/react 18 declares on the
// component types (the ones the plugin path documents), with comments of our
// own. nil for any variable that is not typed by one of those React types.
func (s *site) reactStatics(r *tdtype.Reflection) []*tdtype.Reflection {
	t := r.Type
	if t == nil || t.Type != "reference" {
		return nil
	}
	qualified := t.QualifiedName
	if t.Target.Symbol != nil && qualified == "" {
		qualified = t.Target.Symbol.QualifiedName
	}
	pkg := t.Package
	if t.Target.Symbol != nil && pkg == "" {
		pkg = t.Target.Symbol.PackageName
	}
	// An unresolved `import React from 'react'` gives a qualified name in the
	// React namespace but a package name of whatever project ran TypeDoc.
	if pkg != "@types/react" && !strings.HasPrefix(qualified, "React.") {
		return nil
	}
	name := strings.TrimPrefix(qualified, "React.")
	if name == "" {
		name = t.Name
	}
	arg := func(fallback string) *tdtype.TypeNode {
		if len(t.TypeArguments) > 0 {
			return t.TypeArguments[0]
		}
		return externalRef(fallback)
	}
	var (
		typeofMember = s.synthetic(r, "$$typeof", tdtype.Flags{IsReadonly: true}, &tdtype.TypeNode{Type: "intrinsic", Name: "symbol"},
			"Marker React uses to recognise the component type.")
		displayName = s.synthetic(r, "displayName", tdtype.Flags{IsOptional: true}, &tdtype.TypeNode{Type: "intrinsic", Name: "string"},
			"Name shown for the component in debugging messages and developer tools.")
		defaultProps = func() *tdtype.Reflection {
			return s.synthetic(r, "defaultProps", tdtype.Flags{IsOptional: true}, externalRef("Partial", arg("P")),
				"Default values for the props of the component.")
		}
		propTypes = func() *tdtype.Reflection {
			return s.synthetic(r, "propTypes", tdtype.Flags{IsOptional: true}, externalRef("WeakValidationMap", arg("P")),
				"Run-time prop-types checks of the props of the component.")
		}
	)
	switch name {
	case "FC", "FunctionComponent", "VFC", "VoidFunctionComponent":
		return []*tdtype.Reflection{
			s.synthetic(r, "contextTypes", tdtype.Flags{IsOptional: true},
				externalRef("ValidationMap", &tdtype.TypeNode{Type: "intrinsic", Name: "any"}),
				"Legacy context types the component reads."),
			defaultProps(), displayName, propTypes(),
		}
	case "MemoExoticComponent":
		return append([]*tdtype.Reflection{
			typeofMember, displayName,
			s.synthetic(r, "type", tdtype.Flags{IsReadonly: true}, arg("T"), "The component that memo wrapped."),
		}, s.memoStatics(r, nil)...)
	case "ForwardRefExoticComponent":
		return []*tdtype.Reflection{typeofMember, defaultProps(), displayName, propTypes()}
	case "NamedExoticComponent":
		return []*tdtype.Reflection{typeofMember, displayName}
	}
	return nil
}

func (s *site) synthetic(parent *tdtype.Reflection, name string, f tdtype.Flags, t *tdtype.TypeNode, summary string) *tdtype.Reflection {
	s.nextSynth--
	return &tdtype.Reflection{
		ID: s.nextSynth, Name: name, Variant: "declaration", Kind: tdtype.KindProperty, Flags: f, Type: t,
		Comment: &tdtype.Comment{Summary: []tdtype.CommentPart{{Kind: "text", Text: summary}}},
		Parent:  parent,
	}
}

// memoStatics completes the members of a component made by React.memo. The
// MemoExoticComponent of @types/react 18 declares only $$typeof, displayName
// and type, but React 18 reads propTypes (checked in development) and
// defaultProps (resolved before render) on the object memo returns, and the
// legacy contextTypes on the component it wraps: the same statics a function
// component (FC) declares, which the reference documents for every component.
// The members missing from have are returned, typed by the props of the
// component's call signature when there is one.
func (s *site) memoStatics(r *tdtype.Reflection, have []*tdtype.Reflection) []*tdtype.Reflection {
	got := map[string]bool{}
	for _, m := range have {
		got[m.Name] = true
	}
	props := externalRef("P")
	for _, sig := range r.Signatures {
		if len(sig.Parameters) > 0 && sig.Parameters[0].Type != nil {
			props = sig.Parameters[0].Type
			break
		}
	}
	var out []*tdtype.Reflection
	add := func(name string, t *tdtype.TypeNode, summary string) {
		if !got[name] {
			out = append(out, s.synthetic(r, name, tdtype.Flags{IsOptional: true}, t, summary))
		}
	}
	add("contextTypes", externalRef("ValidationMap", &tdtype.TypeNode{Type: "intrinsic", Name: "any"}),
		"Legacy context types the component reads (declared by React's function component type; React.memo passes them to the wrapped component).")
	add("defaultProps", externalRef("Partial", props),
		"Default values for the props of the component (React 18 applies them to a memo component too).")
	add("propTypes", externalRef("WeakValidationMap", props),
		"Run-time prop-types checks of the props of the component (React 18 runs them on a memo component in development).")
	return out
}

// isMemo tells whether members are those of React's MemoExoticComponent.
func isMemo(members []*tdtype.Reflection) bool {
	var typeof, typ bool
	for _, m := range members {
		typeof = typeof || m.Name == "$$typeof"
		typ = typ || m.Name == "type"
	}
	return typeof && typ
}

// externalRef is a reference to a type outside the project (printed, never
// linked).
func externalRef(name string, args ...*tdtype.TypeNode) *tdtype.TypeNode {
	return &tdtype.TypeNode{Type: "reference", Name: name, TypeArguments: args}
}
