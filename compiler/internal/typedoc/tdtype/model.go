// Package tdtype is TypeDoc's JSON model (the schema of typedoc 0.28's --json)
// and what is written from it without knowing the site: types printed as
// TypeScript (TypePrinter), doc comments rendered as Markdown (Parts and the
// block tags), the members a page lists in TypeDoc's order (Members), and the
// Markdown builder and escaping they use. References become links through a
// Linker, which package typedoc implements with the routes of its generated
// pages.
package tdtype

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// ReflectionKind values of TypeDoc 0.28 (models/kind.ts). They are bit flags
// there; a reflection has exactly one.
const (
	KindProject              = 0x1
	KindModule               = 0x2
	KindNamespace            = 0x4
	KindEnum                 = 0x8
	kindEnumMember           = 0x10
	KindVariable             = 0x20
	KindFunction             = 0x40
	KindClass                = 0x80
	KindInterface            = 0x100
	KindConstructor          = 0x200
	KindProperty             = 0x400
	KindMethod               = 0x800
	kindCallSignature        = 0x1000
	kindIndexSignature       = 0x2000
	kindConstructorSignature = 0x4000
	kindParameter            = 0x8000
	kindTypeLiteral          = 0x10000
	kindTypeParameter        = 0x20000
	KindAccessor             = 0x40000
	kindGetSignature         = 0x80000
	kindSetSignature         = 0x100000
	KindTypeAlias            = 0x200000
	kindReference            = 0x400000
)

// Reflection is every "variant" of TypeDoc's JSON (project, declaration,
// signature, param, typeParam, reference) in one struct: the variants share most
// fields, and one struct keeps the tree walk trivial. Unknown fields are ignored
// by encoding/json, which is what lets newer 0.28.x outputs load.
type Reflection struct {
	ID              int           `json:"id"`
	Name            string        `json:"name"`
	Variant         string        `json:"variant"`
	Kind            int           `json:"kind"`
	Flags           Flags         `json:"flags"`
	Comment         *Comment      `json:"comment"`
	Children        []*Reflection `json:"children"`
	Signatures      []*Reflection `json:"signatures"`
	IndexSignatures []*Reflection `json:"indexSignatures"`
	// IndexSignature is the pre-0.26 spelling of IndexSignatures.
	IndexSignature   *Reflection   `json:"indexSignature"`
	GetSignature     *Reflection   `json:"getSignature"`
	SetSignature     *Reflection   `json:"setSignature"`
	Parameters       []*Reflection `json:"parameters"`
	TypeParameters   []*Reflection `json:"typeParameters"`
	Type             *TypeNode     `json:"type"`
	Default          *TypeNode     `json:"default"`
	DefaultValue     string        `json:"defaultValue"`
	ExtendedTypes    []*TypeNode   `json:"extendedTypes"`
	ExtendedBy       []*TypeNode   `json:"extendedBy"`
	ImplementedTypes []*TypeNode   `json:"implementedTypes"`
	ImplementedBy    []*TypeNode   `json:"implementedBy"`
	InheritedFrom    *TypeNode     `json:"inheritedFrom"`
	Overwrites       *TypeNode     `json:"overwrites"`
	VarianceModifier string        `json:"varianceModifier"`
	// Target is set on "reference" variants (re-exports): the id they stand for.
	Target int `json:"target"`

	Parent *Reflection
}

type Flags struct {
	IsOptional  bool `json:"isOptional"`
	IsRest      bool `json:"isRest"`
	IsReadonly  bool `json:"isReadonly"`
	IsStatic    bool `json:"isStatic"`
	IsConst     bool `json:"isConst"`
	IsAbstract  bool `json:"isAbstract"`
	IsPrivate   bool `json:"isPrivate"`
	IsProtected bool `json:"isProtected"`
	IsInherited bool `json:"isInherited"`
}

type Comment struct {
	Summary      []CommentPart `json:"summary"`
	BlockTags    []BlockTag    `json:"blockTags"`
	ModifierTags []string      `json:"modifierTags"`
}

type BlockTag struct {
	Tag     string        `json:"tag"`
	Name    string        `json:"name"`
	Content []CommentPart `json:"content"`
}

// CommentPart is one of TypeDoc's CommentDisplayPart: text, code (with its
// backticks or fence), inline-tag (@link and friends) or relative-link.
type CommentPart struct {
	Kind   string `json:"kind"`
	Text   string `json:"text"`
	Tag    string `json:"tag"`
	Target target `json:"target"`
}

// target is where a reference or an @link points: a reflection id in this
// project, a symbol in another package (or a non-exported one), or a URL.
type target struct {
	ID     int
	HasID  bool
	Symbol *symbolID
	URL    string
}

type symbolID struct {
	PackageName   string `json:"packageName"`
	PackagePath   string `json:"packagePath"`
	QualifiedName string `json:"qualifiedName"`
}

func (t *target) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	switch {
	case len(b) == 0 || bytes.Equal(b, []byte("null")):
		return nil
	case b[0] == '{':
		t.Symbol = &symbolID{}
		return json.Unmarshal(b, t.Symbol)
	case b[0] == '"':
		return json.Unmarshal(b, &t.URL)
	default:
		t.HasID = true
		return json.Unmarshal(b, &t.ID)
	}
}

// TypeNode is TypeDoc's SomeType: one struct for all "type" discriminators.
type TypeNode struct {
	Type string `json:"type"`
	Name string `json:"name"`

	// reference
	Target                target      `json:"-"`
	TypeArguments         []*TypeNode `json:"typeArguments"`
	Package               string      `json:"package"`
	QualifiedName         string      `json:"qualifiedName"`
	RefersToTypeParameter bool        `json:"refersToTypeParameter"`
	PreferValues          bool        `json:"preferValues"`
	ExternalURL           string      `json:"externalUrl"`

	// typeOperator: its "target" is a type, not a reference target.
	Operator       string    `json:"operator"`
	OperatorTarget *TypeNode `json:"-"`

	Value json.RawMessage `json:"value"` // literal

	Types       []*TypeNode `json:"types"`       // union, intersection
	ElementType *TypeNode   `json:"elementType"` // array, optional, rest
	Elements    []*TypeNode `json:"elements"`    // tuple
	Element     *TypeNode   `json:"element"`     // namedTupleMember
	IsOptional  bool        `json:"isOptional"`  // namedTupleMember

	Declaration *Reflection `json:"declaration"` // reflection

	IndexType  *TypeNode `json:"indexType"`  // indexedAccess
	ObjectType *TypeNode `json:"objectType"` // indexedAccess

	CheckType   *TypeNode `json:"checkType"` // conditional
	ExtendsType *TypeNode `json:"extendsType"`
	TrueType    *TypeNode `json:"trueType"`
	FalseType   *TypeNode `json:"falseType"`

	Parameter        string    `json:"parameter"` // mapped
	ParameterType    *TypeNode `json:"parameterType"`
	TemplateType     *TypeNode `json:"templateType"`
	NameType         *TypeNode `json:"nameType"`
	ReadonlyModifier string    `json:"readonlyModifier"`
	OptionalModifier string    `json:"optionalModifier"`

	QueryType *TypeNode `json:"queryType"` // query

	Head string         `json:"head"` // templateLiteral
	Tail []templateSpan `json:"-"`

	Asserts    bool      `json:"asserts"` // predicate
	TargetType *TypeNode `json:"targetType"`

	Constraint *TypeNode `json:"constraint"` // inferred
}

type templateSpan struct {
	Type *TypeNode
	Text string
}

func (t *TypeNode) UnmarshalJSON(b []byte) error {
	type plain TypeNode // no methods: avoids recursing into this function
	var aux struct {
		*plain
		RawTarget json.RawMessage   `json:"target"`
		RawTail   []json.RawMessage `json:"tail"`
	}
	aux.plain = (*plain)(t)
	if err := json.Unmarshal(b, &aux); err != nil {
		return err
	}
	if len(aux.RawTarget) > 0 {
		if t.Type == "typeOperator" {
			t.OperatorTarget = &TypeNode{}
			if err := json.Unmarshal(aux.RawTarget, t.OperatorTarget); err != nil {
				return err
			}
		} else if err := json.Unmarshal(aux.RawTarget, &t.Target); err != nil {
			return err
		}
	}
	for _, raw := range aux.RawTail {
		var pair []json.RawMessage
		if err := json.Unmarshal(raw, &pair); err != nil {
			return err
		}
		if len(pair) != 2 {
			return fmt.Errorf("templateLiteral tail: want [type, string], got %d elements", len(pair))
		}
		span := templateSpan{Type: &TypeNode{}}
		if err := json.Unmarshal(pair[0], span.Type); err != nil {
			return err
		}
		if err := json.Unmarshal(pair[1], &span.Text); err != nil {
			return err
		}
		t.Tail = append(t.Tail, span)
	}
	return nil
}

// Nested lists the reflections held directly by r (not those inside its
// types: see typeNode.declarations), so that Load can index the whole tree.
func (r *Reflection) Nested() []*Reflection {
	var out []*Reflection
	out = append(out, r.Children...)
	out = append(out, r.Signatures...)
	out = append(out, r.IndexSignatures...)
	for _, s := range []*Reflection{r.IndexSignature, r.GetSignature, r.SetSignature} {
		if s != nil {
			out = append(out, s)
		}
	}
	out = append(out, r.Parameters...)
	out = append(out, r.TypeParameters...)
	return out
}

func (t *TypeNode) Declarations(visit func(*Reflection)) {
	if t == nil {
		return
	}
	if t.Declaration != nil {
		visit(t.Declaration)
	}
	for _, c := range t.children() {
		c.Declarations(visit)
	}
}

// children lists the type nodes nested in t.
func (t *TypeNode) children() []*TypeNode {
	var out []*TypeNode
	add := func(ts ...*TypeNode) {
		for _, x := range ts {
			if x != nil {
				out = append(out, x)
			}
		}
	}
	add(t.TypeArguments...)
	add(t.OperatorTarget)
	add(t.Types...)
	add(t.ElementType)
	add(t.Elements...)
	add(t.Element)
	add(t.IndexType, t.ObjectType)
	add(t.CheckType, t.ExtendsType, t.TrueType, t.FalseType)
	add(t.ParameterType, t.TemplateType, t.NameType)
	add(t.QueryType, t.TargetType, t.Constraint)
	for _, s := range t.Tail {
		add(s.Type)
	}
	return out
}

// IsCallableType reports whether t is an anonymous function type (one or more
// call signatures and nothing else), which the TypeDoc behind the original
// reference documented as a function.
func IsCallableType(t *TypeNode) bool {
	if t == nil || t.Type != "reflection" || t.Declaration == nil {
		return false
	}
	d := t.Declaration
	return len(d.Signatures) > 0 && len(d.Children) == 0 && len(d.IndexSignatures) == 0 && d.IndexSignature == nil
}

// Tags are the comment's block tags of the given names (@param, @default…).
func (c *Comment) Tags(name ...string) []BlockTag {
	if c == nil {
		return nil
	}
	var out []BlockTag
	for _, t := range c.BlockTags {
		for _, n := range name {
			if t.Tag == n {
				out = append(out, t)
			}
		}
	}
	return out
}

// HasModifier reports whether the comment has the modifier tag m (@internal…).
func (c *Comment) HasModifier(m string) bool {
	if c == nil {
		return false
	}
	for _, x := range c.ModifierTags {
		if x == m {
			return true
		}
	}
	return false
}
