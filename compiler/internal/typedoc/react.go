package typedoc

import "strings"

// reactStatics covers TypeDoc JSON made without generate/function-variables.mjs:
// TypeDoc 0.28 then leaves `const Axis: FC<Props>` a plain variable with no
// members, and the namespace pages the spec requires would be missing. The
// members returned are the static properties @types/react 18 declares on the
// component types (the ones the plugin path documents), with comments of our
// own. nil for any variable that is not typed by one of those React types.
func (s *site) reactStatics(r *reflection) []*reflection {
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
	arg := func(fallback string) *typeNode {
		if len(t.TypeArguments) > 0 {
			return t.TypeArguments[0]
		}
		return externalRef(fallback)
	}
	var (
		typeofMember = s.synthetic(r, "$$typeof", flags{IsReadonly: true}, &typeNode{Type: "intrinsic", Name: "symbol"},
			"Marker React uses to recognise the component type.")
		displayName = s.synthetic(r, "displayName", flags{IsOptional: true}, &typeNode{Type: "intrinsic", Name: "string"},
			"Name shown for the component in debugging messages and developer tools.")
		defaultProps = func() *reflection {
			return s.synthetic(r, "defaultProps", flags{IsOptional: true}, externalRef("Partial", arg("P")),
				"Default values for the props of the component.")
		}
		propTypes = func() *reflection {
			return s.synthetic(r, "propTypes", flags{IsOptional: true}, externalRef("WeakValidationMap", arg("P")),
				"Run-time prop-types checks of the props of the component.")
		}
	)
	switch name {
	case "FC", "FunctionComponent", "VFC", "VoidFunctionComponent":
		return []*reflection{
			s.synthetic(r, "contextTypes", flags{IsOptional: true},
				externalRef("ValidationMap", &typeNode{Type: "intrinsic", Name: "any"}),
				"Legacy context types the component reads."),
			defaultProps(), displayName, propTypes(),
		}
	case "MemoExoticComponent":
		return []*reflection{
			typeofMember, displayName,
			s.synthetic(r, "type", flags{IsReadonly: true}, arg("T"), "The component that memo wrapped."),
		}
	case "ForwardRefExoticComponent":
		return []*reflection{typeofMember, defaultProps(), displayName, propTypes()}
	case "NamedExoticComponent":
		return []*reflection{typeofMember, displayName}
	}
	return nil
}

func (s *site) synthetic(parent *reflection, name string, f flags, t *typeNode, summary string) *reflection {
	s.nextSynth--
	return &reflection{
		ID: s.nextSynth, Name: name, Variant: "declaration", Kind: kindProperty, Flags: f, Type: t,
		Comment: &comment{Summary: []commentPart{{Kind: "text", Text: summary}}},
		parent:  parent,
	}
}

// externalRef is a reference to a type outside the project (printed, never
// linked).
func externalRef(name string, args ...*typeNode) *typeNode {
	return &typeNode{Type: "reference", Name: name, TypeArguments: args}
}
