// Package validate checks author files against the embedded JSON Schemas and turns
// the validator's findings (JSON pointers) into diagnostics at the line and column
// of the offending YAML node, with a message that says what to write instead.
package validate

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"net/url"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/santhosh-tekuri/jsonschema/v5"

	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/yamlpos"
	"github.com/contentc/contentc/schema"
)

const base = "https://contentc.dev/schema/"

// Validator holds the schemas, each compiled when it is first used (a compile
// uses five of the six; compiling all took 27 ms before anything else could
// start); it is safe for concurrent use.
type Validator struct {
	mu       sync.Mutex // the compiler is not safe for concurrent use
	compiler *jsonschema.Compiler
	schemas  map[string]*lazySchema // by name, filled by New, read-only after
	raw      map[string]any         // schema URL -> decoded schema document, to name allowed keys
}

type lazySchema struct {
	once sync.Once
	s    *jsonschema.Schema
	err  error
}

var (
	once     sync.Once
	shared   *Validator
	sharedEr error
)

// Default returns the validator of the embedded schemas, made once.
func Default() (*Validator, error) {
	once.Do(func() { shared, sharedEr = New() })
	return shared, sharedEr
}

// New reads the embedded schemas; each is compiled on first use (Schema).
func New() (*Validator, error) {
	c := jsonschema.NewCompiler()
	c.Draft = jsonschema.Draft2020
	v := &Validator{compiler: c, schemas: map[string]*lazySchema{}, raw: map[string]any{}}
	for _, name := range schema.Names {
		data, err := schema.FS.ReadFile(name)
		if err != nil {
			return nil, err
		}
		var doc any
		if err := json.Unmarshal(data, &doc); err != nil {
			return nil, fmt.Errorf("schema %s: %w", name, err)
		}
		v.raw[base+name] = doc
		if err := c.AddResource(base+name, bytes.NewReader(data)); err != nil {
			return nil, fmt.Errorf("schema %s: %w", name, err)
		}
		v.schemas[name] = &lazySchema{}
	}
	return v, nil
}

// Schema is the named schema, compiled (once).
func (v *Validator) Schema(name string) (*jsonschema.Schema, error) {
	l := v.schemas[name]
	if l == nil {
		return nil, fmt.Errorf("unknown schema %s", name)
	}
	l.once.Do(func() {
		v.mu.Lock()
		defer v.mu.Unlock()
		if l.s, l.err = v.compiler.Compile(base + name); l.err != nil {
			l.err = fmt.Errorf("schema %s: %w", name, l.err)
		}
	})
	return l.s, l.err
}

// Properties returns the property names a schema declares at its root, sorted.
func (v *Validator) Properties(name string) []string {
	m, _ := v.raw[base+name].(map[string]any)
	props, _ := m["properties"].(map[string]any)
	keys := make([]string, 0, len(props))
	for k := range props {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// Check validates a decoded document against the named schema and returns one
// diagnostic (id "schema") per problem. lineOffset is added to every line (front
// matter sits after the opening ---).
func (v *Validator) Check(name, file string, doc *yamlpos.Doc, lineOffset int) []diag.Diagnostic {
	ds, _ := v.check(name, file, doc, lineOffset)
	return ds
}

// CheckPruned is Check, then, when there are problems, the document without
// the values they are about, so that one wrong value does not take the rest of
// a site's settings with it (a config falling back to its defaults gives errors
// of its own, far from the one to fix): each is removed from its object (a
// value in a list takes the object member holding the list, so that no other
// value's position moves). usable reports whether what is left passes.
func (v *Validator) CheckPruned(name, file string, doc *yamlpos.Doc, lineOffset int) (ds []diag.Diagnostic, usable bool) {
	ds, ptrs := v.check(name, file, doc, lineOffset)
	if len(ds) == 0 {
		return nil, true
	}
	for _, ptr := range ptrs {
		if !prune(doc.Value, ptr) {
			return ds, false
		}
	}
	s, _ := v.Schema(name)
	return ds, s.Validate(doc.Value) == nil
}

// prune removes the value at ptr, or the nearest object member holding it,
// from v; false when that is the document itself.
func prune(v any, ptr string) bool {
	for ptr != "" {
		i := strings.LastIndex(ptr, "/")
		if m, ok := yamlpos.Get(v, ptr[:i]).(map[string]any); ok {
			delete(m, yamlpos.Unescape(ptr[i+1:]))
			return true
		}
		ptr = ptr[:i] // a list's item: the list goes
	}
	return false
}

// check is Check with the JSON pointers of the values its diagnostics are about.
func (v *Validator) check(name, file string, doc *yamlpos.Doc, lineOffset int) ([]diag.Diagnostic, []string) {
	s, err := v.Schema(name)
	if err != nil {
		panic("validate: " + err.Error()) // a programming error, not an author's (TestEverySchemaCompiles)
	}
	err = s.Validate(doc.Value)
	for round := 0; err != nil && round < 4; round++ {
		// Docusaurus's Joi schemas convert before they check: a string
		// "false" where a boolean goes, "2" where a number goes (zmk's
		// trailingSlash: "false"). The schema's own types say where.
		if ve, ok := err.(*jsonschema.ValidationError); !ok || !v.convert(ve, doc.Value, name == "frontmatter.schema.json") {
			break
		}
		err = s.Validate(doc.Value)
	}
	if err == nil {
		return nil, nil
	}
	ve, ok := err.(*jsonschema.ValidationError)
	if !ok {
		return []diag.Diagnostic{{Severity: diag.Error, ID: diag.Schema, File: file, Line: 1 + lineOffset, Column: 1, Message: err.Error()}}, []string{""}
	}
	var leaves []*jsonschema.ValidationError
	collectLeaves(ve, &leaves)
	seen := map[string]bool{}
	var out []diag.Diagnostic
	var ptrs []string
	for _, l := range leaves {
		if keys := quoted(l.Message); lastSegment(l.KeywordLocation) == "additionalProperties" && len(keys) > 0 {
			for _, k := range keys { // the unknown keys, not their object
				ptrs = append(ptrs, l.InstanceLocation+"/"+yamlpos.Escape(k))
			}
		} else {
			ptrs = append(ptrs, l.InstanceLocation)
		}
		d := v.toDiagnostic(name, l, file, doc, lineOffset)
		key := d.Location() + d.Message
		if seen[key] {
			continue
		}
		seen[key] = true
		out = append(out, d)
	}
	return out, ptrs
}

// collectLeaves keeps the most specific errors. For oneOf/anyOf, the branch whose
// errors go deepest into the instance is the one the author most likely meant.
func collectLeaves(e *jsonschema.ValidationError, out *[]*jsonschema.ValidationError) {
	if len(e.Causes) == 0 {
		*out = append(*out, e)
		return
	}
	kw := lastSegment(e.KeywordLocation)
	if kw == "oneOf" || kw == "anyOf" {
		// Pick the branch the author most likely meant: one not rejected by a
		// discriminator (the value's own type, a const such as type: doc, a not,
		// an if/then: false),
		// with the fewest problems. No such branch: the value matched no form.
		best, bestN := -1, 1<<30
		for i, c := range e.Causes {
			var ls []*jsonschema.ValidationError
			collectLeaves(c, &ls)
			mismatch := false
			for _, l := range ls {
				lk := lastSegment(l.KeywordLocation)
				if lk == "const" || lk == "not" || lk == "then" || (lk == "type" && l.InstanceLocation == e.InstanceLocation) ||
					(lk == "enum" && lastSegment(l.InstanceLocation) == "type") {
					mismatch = true
				}
			}
			if !mismatch && len(ls) < bestN {
				best, bestN = i, len(ls)
			}
		}
		if best < 0 {
			*out = append(*out, e)
			return
		}
		collectLeaves(e.Causes[best], out)
		return
	}
	for _, c := range e.Causes {
		collectLeaves(c, out)
	}
}

func lastSegment(p string) string {
	if i := strings.LastIndexByte(p, '/'); i >= 0 {
		return p[i+1:]
	}
	return p
}

// rootNames say what the root of each schema's document is, for messages.
var rootNames = map[string]string{
	"site.schema.json":        "site.yaml",
	"frontmatter.schema.json": "the front matter",
	"category.schema.json":    "the category file",
	"sidebars.schema.json":    "the sidebars file",
	"versions.schema.json":    "versions.json",
	"tags.schema.json":        "the tags file",
}

func (v *Validator) toDiagnostic(schemaName string, e *jsonschema.ValidationError, file string, doc *yamlpos.Doc, lineOffset int) diag.Diagnostic {
	ptr := e.InstanceLocation
	pos := doc.At(ptr)
	field := fieldName(ptr)
	orRoot := func(f string) string {
		if f == "" {
			if n, ok := rootNames[schemaName]; ok {
				return n
			}
			return "the document"
		}
		return f
	}
	msg := e.Message
	var notes []string
	kw := lastSegment(e.KeywordLocation)
	switch kw {
	case "additionalProperties":
		// e.g. "additionalProperties 'colour' not allowed": point at the key itself.
		keys := quoted(msg)
		allowed := v.allowedKeys(e.AbsoluteKeywordLocation)
		if len(keys) > 0 {
			pos = doc.KeyAt(ptr + "/" + keys[0])
			msg = fmt.Sprintf("unknown key %q in %s", keys[0], orRoot(field))
			if s := Suggest(keys[0], allowed); s != "" {
				msg += fmt.Sprintf("; did you mean %q?", s)
			}
			if len(allowed) > 0 {
				notes = append(notes, "allowed keys: "+strings.Join(allowed, ", "))
			}
		}
	case "required":
		msg = fmt.Sprintf("%s is missing %s", orRoot(field), strings.Replace(strings.TrimPrefix(msg, "missing properties: "), "'", "\"", -1))
		msg = strings.ReplaceAll(msg, "'", "\"")
	case "oneOf", "anyOf":
		msg = fmt.Sprintf("%s does not match any allowed form", orRoot(field))
		if alts := v.describeAlternatives(e.AbsoluteKeywordLocation); alts != "" {
			notes = append(notes, "expected "+alts)
		}
	case "pattern":
		msg = fmt.Sprintf("%s: %s", orRoot(field), msg)
		if node, ok := v.resolve(strings.TrimSuffix(e.AbsoluteKeywordLocation, "/pattern")).(map[string]any); ok {
			if d, ok := node["description"].(string); ok {
				// what the value must be, in words, rather than the pattern
				value, _ := json.Marshal(yamlpos.Get(doc.Value, ptr))
				msg = fmt.Sprintf("%s: %s is not allowed: %s", orRoot(field), value, strings.TrimSuffix(d, "."))
			}
		}
	case "not":
		// what the value may not be, in words, rather than "not failed"
		msg = fmt.Sprintf("%s: %s", orRoot(field), msg)
		node, _ := v.resolve(e.AbsoluteKeywordLocation).(map[string]any)
		if req, ok := node["required"].([]any); ok {
			msg = fmt.Sprintf("%s may not have %s together: keep one", orRoot(field), strings.Trim(strings.ReplaceAll(fmt.Sprintf("%q", req), "\" \"", "\" and \""), "[]"))
		} else if c, ok := node["const"]; ok {
			value, _ := json.Marshal(c)
			msg = fmt.Sprintf("%s may not be %s", orRoot(field), value)
		}
	default:
		msg = fmt.Sprintf("%s: %s", orRoot(field), msg)
	}
	return diag.Diagnostic{Severity: diag.Error, ID: diag.Schema, File: file, Line: pos.Line + lineOffset, Column: pos.Column, Message: msg, Notes: notes}
}

// fieldName renders a JSON pointer as a dotted path: /navbar/items/0/type -> navbar.items[0].type.
func fieldName(ptr string) string {
	if ptr == "" {
		return ""
	}
	var b strings.Builder
	for _, seg := range strings.Split(ptr[1:], "/") {
		seg = strings.ReplaceAll(strings.ReplaceAll(seg, "~1", "/"), "~0", "~")
		if _, err := strconv.Atoi(seg); err == nil {
			b.WriteString("[" + seg + "]")
			continue
		}
		if b.Len() > 0 {
			b.WriteByte('.')
		}
		b.WriteString(seg)
	}
	return b.String()
}

func quoted(msg string) []string {
	var out []string
	for {
		i := strings.IndexByte(msg, '\'')
		if i < 0 {
			return out
		}
		j := strings.IndexByte(msg[i+1:], '\'')
		if j < 0 {
			return out
		}
		out = append(out, msg[i+1:i+1+j])
		msg = msg[i+j+2:]
	}
}

// resolve finds the schema node an absolute keyword location points at.
func (v *Validator) resolve(abs string) any {
	u, err := url.Parse(abs)
	if err != nil {
		return nil
	}
	frag := u.Fragment
	u.Fragment = ""
	return yamlpos.Get(v.raw[u.String()], frag)
}

func (v *Validator) allowedKeys(abs string) []string {
	i := strings.LastIndex(abs, "/additionalProperties")
	if i < 0 {
		return nil
	}
	obj, _ := v.resolve(abs[:i]).(map[string]any)
	props, _ := obj["properties"].(map[string]any)
	keys := make([]string, 0, len(props))
	for k := range props {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func (v *Validator) describeAlternatives(abs string) string {
	alts, _ := v.resolve(abs).([]any)
	var parts []string
	for _, a := range alts {
		m, _ := a.(map[string]any)
		if ref, ok := m["$ref"].(string); ok {
			parts = append(parts, lastSegment(ref))
			continue
		}
		if t, ok := m["type"].(string); ok {
			parts = append(parts, t)
			continue
		}
		if ts, ok := m["type"].([]any); ok {
			for _, t := range ts {
				parts = append(parts, fmt.Sprint(t))
			}
		}
	}
	return strings.Join(parts, " or ")
}

// Typo is Suggest's candidate when s looks like a misspelling of it rather
// than a word of its own: one edit apart or two neighbouring letters swapped,
// or, for a candidate of five letters or more, starting with the same letter
// (`sidebar_lable`, `slgu`, `titel`; not `tfms` for tags, `status` for tags or `stage` for image, which
// authors write as their own front matter keys), and not the candidate with a
// word added (`title-llm`, `old_tags`, `slugV2`: wasp's docs give their pages a
// title for language models).
func Typo(s string, candidates []string) string {
	c := Suggest(s, candidates)
	if c == "" || s == "" || addsWord(s, c) {
		return ""
	}
	// One edit from a two-letter key is another short word (uid, pid, ids for id:
	// jellyfin's uid on every doc): only another case of it is a typo.
	if len(c) < 3 && !strings.EqualFold(s, c) {
		return ""
	}
	ls, lc := strings.ToLower(s), strings.ToLower(c)
	if distance(ls, lc) <= 1 || swapped(ls, lc) {
		return c
	}
	// Two edits in a key of four letters or fewer is another word (avalonia's
	// tfms for tags, on 2,604 API pages).
	if len(lc) > 4 && strings.EqualFold(s[:1], c[:1]) {
		return c
	}
	return ""
}

// swapped reports whether a is b with two neighbouring letters swapped (slgu).
func swapped(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := 0; i+1 < len(a); i++ {
		if a[i] != b[i] {
			return a[i] == b[i+1] && a[i+1] == b[i] && a[i+2:] == b[i+2:]
		}
	}
	return false
}

// addsWord reports whether s is c with a word before or after it: joined by
// '-', '_' or '.', or, after it, starting with a capital letter.
func addsWord(s, c string) bool {
	ls, lc := strings.ToLower(s), strings.ToLower(c)
	if len(s) <= len(c) {
		return false
	}
	if strings.HasPrefix(ls, lc) && (strings.ContainsRune("-_.", rune(s[len(c)])) || unicode.IsUpper(rune(s[len(c)]))) {
		return true
	}
	return strings.HasSuffix(ls, lc) && strings.ContainsRune("-_.", rune(s[len(s)-len(c)-1]))
}

// Suggest returns the candidate closest to s by edit distance, if it is close enough
// to be a plausible typo ("did you mean").
func Suggest(s string, candidates []string) string {
	limit := len(s)/3 + 1
	if limit > 4 {
		limit = 4
	}
	best, bestD := "", 1<<30
	ls, n := strings.ToLower(s), utf8.RuneCountInString(s)
	for _, c := range candidates {
		// The distance is at least the difference of the lengths: a candidate
		// that cannot be within the limit, or better than the best, is skipped
		// (thousands of routes, one broken link each).
		if diff := abs(utf8.RuneCountInString(c) - n); diff > limit || diff >= bestD {
			continue
		}
		d := distance(ls, strings.ToLower(c))
		if d < bestD {
			best, bestD = c, d
		}
	}
	if bestD <= limit {
		return best
	}
	return ""
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Nearest returns up to n candidates ordered by edit distance to s.
func Nearest(s string, candidates []string, n int) []string {
	type cd struct {
		c string
		d int
	}
	all := make([]cd, 0, len(candidates))
	for _, c := range candidates {
		all = append(all, cd{c, distance(strings.ToLower(s), strings.ToLower(c))})
	}
	sort.Slice(all, func(i, j int) bool {
		if all[i].d != all[j].d {
			return all[i].d < all[j].d
		}
		return all[i].c < all[j].c
	})
	var out []string
	for i := 0; i < len(all) && i < n; i++ {
		out = append(out, all[i].c)
	}
	return out
}

func distance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}

// jsNumber is a string Joi's number() converts (convert: true).
var jsNumber = regexp.MustCompile(`^\s*[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?\s*$`)

// convert turns the strings of a failed validation's type errors into the
// boolean or number the schema asks there when Joi would ("true", "FALSE",
// " 2 ", "1e3"), in doc; in front matter also a number where a string goes
// into its text (`title: 2024`, `keywords: [x402, 402]`), as Docusaurus's
// JoiFrontMatter string type prepares it. It reports whether it changed
// anything.
func (v *Validator) convert(e *jsonschema.ValidationError, doc any, frontMatter bool) bool {
	var leaves []*jsonschema.ValidationError
	collectLeaves(e, &leaves)
	changed := false
	for _, l := range leaves {
		if lastSegment(l.KeywordLocation) != "type" {
			continue
		}
		want := map[string]bool{}
		switch t := v.resolve(l.AbsoluteKeywordLocation).(type) {
		case string:
			want[t] = true
		case []any:
			for _, x := range t {
				if s, ok := x.(string); ok {
					want[s] = true
				}
			}
		}
		set := pointerSetter(doc, l.InstanceLocation)
		if n, ok := yamlpos.Get(doc, l.InstanceLocation).(float64); ok && set != nil && frontMatter && want["string"] {
			set(strconv.FormatFloat(n, 'f', -1, 64))
			changed = true
			continue
		}
		str, ok := yamlpos.Get(doc, l.InstanceLocation).(string)
		if set == nil || !ok {
			continue
		}
		switch lower := strings.ToLower(str); {
		case want["boolean"] && (lower == "true" || lower == "false"):
			set(lower == "true")
			changed = true
		case (want["number"] || want["integer"]) && jsNumber.MatchString(str):
			f, err := strconv.ParseFloat(strings.TrimSpace(str), 64)
			if err == nil && (want["number"] || f == math.Trunc(f)) {
				set(f)
				changed = true
			}
		}
	}
	return changed
}

// pointerSetter sets the value at a JSON pointer of doc (nil for the root or
// a pointer that names nothing).
func pointerSetter(doc any, ptr string) func(any) {
	i := strings.LastIndexByte(ptr, '/')
	if i < 0 {
		return nil
	}
	last := yamlpos.Unescape(ptr[i+1:])
	switch n := yamlpos.Get(doc, ptr[:i]).(type) {
	case map[string]any:
		return func(x any) { n[last] = x }
	case []any:
		if k, err := strconv.Atoi(last); err == nil && k >= 0 && k < len(n) {
			return func(x any) { n[k] = x }
		}
	}
	return nil
}
