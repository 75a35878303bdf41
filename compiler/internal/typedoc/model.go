package typedoc

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// ReflectionKind values of TypeDoc 0.28 (models/kind.ts). They are bit flags
// there; a reflection has exactly one.
const (
	kindProject              = 0x1
	kindModule               = 0x2
	kindNamespace            = 0x4
	kindEnum                 = 0x8
	kindEnumMember           = 0x10
	kindVariable             = 0x20
	kindFunction             = 0x40
	kindClass                = 0x80
	kindInterface            = 0x100
	kindConstructor          = 0x200
	kindProperty             = 0x400
	kindMethod               = 0x800
	kindCallSignature        = 0x1000
	kindIndexSignature       = 0x2000
	kindConstructorSignature = 0x4000
	kindParameter            = 0x8000
	kindTypeLiteral          = 0x10000
	kindTypeParameter        = 0x20000
	kindAccessor             = 0x40000
	kindGetSignature         = 0x80000
	kindSetSignature         = 0x100000
	kindTypeAlias            = 0x200000
	kindReference            = 0x400000
)

// reflection is every "variant" of TypeDoc's JSON (project, declaration,
// signature, param, typeParam, reference) in one struct: the variants share most
// fields, and one struct keeps the tree walk trivial. Unknown fields are ignored
// by encoding/json, which is what lets newer 0.28.x outputs load.
type reflection struct {
	ID              int           `json:"id"`
	Name            string        `json:"name"`
	Variant         string        `json:"variant"`
	Kind            int           `json:"kind"`
	Flags           flags         `json:"flags"`
	Comment         *comment      `json:"comment"`
	Children        []*reflection `json:"children"`
	Signatures      []*reflection `json:"signatures"`
	IndexSignatures []*reflection `json:"indexSignatures"`
	// IndexSignature is the pre-0.26 spelling of IndexSignatures.
	IndexSignature   *reflection   `json:"indexSignature"`
	GetSignature     *reflection   `json:"getSignature"`
	SetSignature     *reflection   `json:"setSignature"`
	Parameters       []*reflection `json:"parameters"`
	TypeParameters   []*reflection `json:"typeParameters"`
	Type             *typeNode     `json:"type"`
	Default          *typeNode     `json:"default"`
	DefaultValue     string        `json:"defaultValue"`
	ExtendedTypes    []*typeNode   `json:"extendedTypes"`
	ExtendedBy       []*typeNode   `json:"extendedBy"`
	ImplementedTypes []*typeNode   `json:"implementedTypes"`
	ImplementedBy    []*typeNode   `json:"implementedBy"`
	InheritedFrom    *typeNode     `json:"inheritedFrom"`
	Overwrites       *typeNode     `json:"overwrites"`
	VarianceModifier string        `json:"varianceModifier"`
	// Target is set on "reference" variants (re-exports): the id they stand for.
	Target int `json:"target"`

	parent *reflection
}

type flags struct {
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

type comment struct {
	Summary      []commentPart `json:"summary"`
	BlockTags    []blockTag    `json:"blockTags"`
	ModifierTags []string      `json:"modifierTags"`
}

type blockTag struct {
	Tag     string        `json:"tag"`
	Name    string        `json:"name"`
	Content []commentPart `json:"content"`
}

// commentPart is one of TypeDoc's CommentDisplayPart: text, code (with its
// backticks or fence), inline-tag (@link and friends) or relative-link.
type commentPart struct {
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

// typeNode is TypeDoc's SomeType: one struct for all "type" discriminators.
type typeNode struct {
	Type string `json:"type"`
	Name string `json:"name"`

	// reference
	Target                target      `json:"-"`
	TypeArguments         []*typeNode `json:"typeArguments"`
	Package               string      `json:"package"`
	QualifiedName         string      `json:"qualifiedName"`
	RefersToTypeParameter bool        `json:"refersToTypeParameter"`
	PreferValues          bool        `json:"preferValues"`
	ExternalURL           string      `json:"externalUrl"`

	// typeOperator: its "target" is a type, not a reference target.
	Operator       string    `json:"operator"`
	OperatorTarget *typeNode `json:"-"`

	Value json.RawMessage `json:"value"` // literal

	Types       []*typeNode `json:"types"`       // union, intersection
	ElementType *typeNode   `json:"elementType"` // array, optional, rest
	Elements    []*typeNode `json:"elements"`    // tuple
	Element     *typeNode   `json:"element"`     // namedTupleMember
	IsOptional  bool        `json:"isOptional"`  // namedTupleMember

	Declaration *reflection `json:"declaration"` // reflection

	IndexType  *typeNode `json:"indexType"`  // indexedAccess
	ObjectType *typeNode `json:"objectType"` // indexedAccess

	CheckType   *typeNode `json:"checkType"` // conditional
	ExtendsType *typeNode `json:"extendsType"`
	TrueType    *typeNode `json:"trueType"`
	FalseType   *typeNode `json:"falseType"`

	Parameter        string    `json:"parameter"` // mapped
	ParameterType    *typeNode `json:"parameterType"`
	TemplateType     *typeNode `json:"templateType"`
	NameType         *typeNode `json:"nameType"`
	ReadonlyModifier string    `json:"readonlyModifier"`
	OptionalModifier string    `json:"optionalModifier"`

	QueryType *typeNode `json:"queryType"` // query

	Head string         `json:"head"` // templateLiteral
	Tail []templateSpan `json:"-"`

	Asserts    bool      `json:"asserts"` // predicate
	TargetType *typeNode `json:"targetType"`

	Constraint *typeNode `json:"constraint"` // inferred
}

type templateSpan struct {
	Type *typeNode
	Text string
}

func (t *typeNode) UnmarshalJSON(b []byte) error {
	type plain typeNode // no methods: avoids recursing into this function
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
			t.OperatorTarget = &typeNode{}
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
		span := templateSpan{Type: &typeNode{}}
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

// nested lists the reflections held directly by r (not those inside its
// types: see typeNode.declarations), so that Load can index the whole tree.
func (r *reflection) nested() []*reflection {
	var out []*reflection
	out = append(out, r.Children...)
	out = append(out, r.Signatures...)
	out = append(out, r.IndexSignatures...)
	for _, s := range []*reflection{r.IndexSignature, r.GetSignature, r.SetSignature} {
		if s != nil {
			out = append(out, s)
		}
	}
	out = append(out, r.Parameters...)
	out = append(out, r.TypeParameters...)
	return out
}

func (t *typeNode) declarations(visit func(*reflection)) {
	if t == nil {
		return
	}
	if t.Declaration != nil {
		visit(t.Declaration)
	}
	for _, c := range t.children() {
		c.declarations(visit)
	}
}

// children lists the type nodes nested in t.
func (t *typeNode) children() []*typeNode {
	var out []*typeNode
	add := func(ts ...*typeNode) {
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

// isCallableType reports whether t is an anonymous function type (one or more
// call signatures and nothing else), which the TypeDoc behind the original
// reference documented as a function.
func isCallableType(t *typeNode) bool {
	if t == nil || t.Type != "reflection" || t.Declaration == nil {
		return false
	}
	d := t.Declaration
	return len(d.Signatures) > 0 && len(d.Children) == 0 && len(d.IndexSignatures) == 0 && d.IndexSignature == nil
}
