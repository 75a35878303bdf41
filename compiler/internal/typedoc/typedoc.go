// Package typedoc turns the JSON that TypeDoc 0.28 writes (`typedoc --json`)
// into the generated type reference of the site: Markdown "virtual docs" that
// the compiler compiles like hand-written ones, so headings, the table of
// contents, search and link checking work on them unchanged, and props tables
// that hand-written pages embed.
//
// Markdown rather than HTML is generated on purpose: the compiler's Markdown
// pipeline already owns heading ids, code highlighting and sanitising, and a
// second renderer would drift from it. Links are site-relative routes
// (/all-types/interfaces/AxisSpec); the compiler prefixes the base URL.
//
// The JSON for @elastic/charts is produced by the npm project in generate/
// (TypeDoc plus a small plugin that restores the older TypeDoc conversion of
// callable variables, which is what yields the namespace pages); see
// generate/function-variables.mjs. JSON made without the plugin still loads:
// the static members of React component variables are then synthesised.
package typedoc

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/contentc/contentc/compiler/internal/typedoc/tdtype"
)

// Project is a loaded TypeDoc project. It is read-only after Load, so one
// Project can serve Pages and PropsTable from several goroutines.
type Project struct {
	root *tdtype.Reflection
	byID map[int]*tdtype.Reflection
	// top holds the exported declarations, modules flattened, sorted by name
	// then kind so that every listing derived from it is deterministic.
	top []*tdtype.Reflection
}

// Options says where the reference lives in the site.
type Options struct {
	// RouteBase is the first route segment: "all-types" puts pages at
	// /all-types/... with doc ids "all-types/interfaces/AxisSpec". Empty means
	// "all-types".
	RouteBase string
}

func (o Options) base() string {
	if b := strings.Trim(o.RouteBase, "/"); b != "" {
		return b
	}
	return "all-types"
}

// VirtualDoc is a generated page the compiler treats as a Markdown doc with no
// file on disk.
type VirtualDoc struct {
	ID          string // "all-types/interfaces/AxisSpec"; the index is "all-types/index"
	Route       string // "/all-types/interfaces/AxisSpec"; the index is "/all-types/"
	Title       string
	Description string // first sentence of the doc comment, plain text
	// Kind is "index", "interface", "function", "type-alias", "variable",
	// "class", "enum", "namespace", or "namespace-" + one of those for a
	// namespace member ("namespace-variable", "namespace-function").
	Kind     string
	Markdown string // body: no front matter, no h1 (the site renders the title)
	// SidebarCategory is "Interfaces", "Functions", "Variables" or "Type
	// Aliases"; "" for pages outside the api sidebar's "All Types" category
	// (index, namespaces and their members, classes, enums).
	SidebarCategory string
}

// Load parses TypeDoc JSON (the schema of typedoc 0.28's --json); unknown
// fields are ignored so patch releases of TypeDoc keep loading.
func Load(data []byte) (*Project, error) {
	var root tdtype.Reflection
	if err := json.Unmarshal(data, &root); err != nil {
		return nil, fmt.Errorf("typedoc: %w", err)
	}
	if root.Variant != "project" && root.Kind != tdtype.KindProject {
		return nil, fmt.Errorf("typedoc: not a TypeDoc project (variant %q, kind %d)", root.Variant, root.Kind)
	}
	p := &Project{root: &root, byID: map[int]*tdtype.Reflection{}}
	p.index(&root, nil)
	p.top = tdtype.Flatten(root.Children)
	sort.SliceStable(p.top, func(i, j int) bool {
		a, b := p.top[i], p.top[j]
		if a.Name != b.Name {
			return a.Name < b.Name
		}
		return a.Kind < b.Kind
	})
	return p, nil
}

func (p *Project) index(r, parent *tdtype.Reflection) {
	if r == nil {
		return
	}
	r.Parent = parent
	if r.Variant != "" {
		p.byID[r.ID] = r
	}
	for _, c := range r.Nested() {
		p.index(c, r)
	}
	visit := func(d *tdtype.Reflection) { p.index(d, r) }
	for _, t := range []*tdtype.TypeNode{r.Type, r.Default} {
		t.Declarations(visit)
	}
}

// Names lists every name Lookup resolves: the exported declarations and, as
// "Namespace.member", the members of the generated namespaces. Sorted, no
// duplicates (a type alias and a const may share a name).
func (p *Project) Names() []string {
	s := newSite(p, Options{})
	seen := map[string]bool{}
	var out []string
	for _, pg := range s.pages {
		n := pg.name
		if n == "" || seen[n] {
			continue
		}
		seen[n] = true
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// Lookup returns the route of the page documenting name (an export, or
// "Namespace.member"). When a type and a value share a name, the type wins,
// as it does in a TypeScript type position.
func Lookup(p *Project, name string, opts Options) (route string, ok bool) {
	s := newSite(p, opts)
	if pg := s.lookup(name); pg != nil {
		return pg.doc.Route, true
	}
	return "", false
}
