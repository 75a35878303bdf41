package typedoc

import (
	"sort"
	"strings"

	"github.com/contentc/contentc/compiler/internal/typedoc/tdtype"
)

// site is the page plan for one Options: which reflection gets which page,
// and which member gets which heading id. Links are resolved against it, so it
// is built completely before any Markdown is written.
type site struct {
	p          *Project
	base       string
	pages      []*page
	byRefl     map[int]*page  // reflection id → the page documenting it
	anchors    map[int]string // member id → heading id on its owner page
	owner      map[int]*page  // member id → page holding the member's heading
	namespaces []*namespace
	ids        map[string]bool // doc ids given out
	nextSynth  int             // ids for synthesised reflections count down from -1
}

type page struct {
	doc  VirtualDoc
	name string // the name Lookup knows the page by ("AxisSpec", "Axis.displayName")
	r    *tdtype.Reflection
	ns   *namespace // on namespace pages
	// of is the namespace a member page belongs to.
	of *namespace
	// members get an h3 each on this page, in this order.
	members []*tdtype.Reflection
}

// namespace groups the static members of a function or variable (React's
// FC.defaultProps...) or the exports of a TypeScript namespace.
type namespace struct {
	name    string
	of      *tdtype.Reflection // function or variable owning the statics; nil for a TS namespace
	decl    *tdtype.Reflection // the namespace reflection; nil for statics
	members []*tdtype.Reflection
	page    *page
	pages   []*page
}

// kindInfo describes where a kind of reflection is documented.
type kindInfo struct {
	dir, kind, category, section string
}

func kindInfoOf(k int) (kindInfo, bool) {
	switch k {
	case tdtype.KindInterface:
		return kindInfo{"interfaces", "interface", "Interfaces", "Interfaces"}, true
	case tdtype.KindFunction:
		return kindInfo{"functions", "function", "Functions", "Functions"}, true
	case tdtype.KindTypeAlias:
		return kindInfo{"type-aliases", "type-alias", "Type Aliases", "Type Aliases"}, true
	case tdtype.KindVariable:
		return kindInfo{"variables", "variable", "Variables", "Variables"}, true
	case tdtype.KindClass:
		// Not among the spec's sidebar categories: reachable from the index.
		return kindInfo{"classes", "class", "", "Classes"}, true
	case tdtype.KindEnum:
		return kindInfo{"enumerations", "enum", "", "Enumerations"}, true
	}
	return kindInfo{}, false
}

// memberInfo is kindInfoOf for a namespace member: a static property whose
// type is a function is documented as a function, as the original reference
// did.
func memberInfo(m *tdtype.Reflection) (kindInfo, bool) {
	switch m.Kind {
	case tdtype.KindFunction, tdtype.KindMethod:
		return kindInfoOf(tdtype.KindFunction)
	case tdtype.KindProperty, tdtype.KindVariable, tdtype.KindAccessor:
		if tdtype.IsCallableType(m.Type) {
			return kindInfoOf(tdtype.KindFunction)
		}
		return kindInfoOf(tdtype.KindVariable)
	}
	return kindInfoOf(m.Kind)
}

// sectionIDs are the h2 ids pages use; member anchors avoid them.
func sectionIDs() []string {
	return []string{
		"type-parameters", "constructors", "properties", "accessors", "methods",
		"index-signatures", "parameters", "returns", "members", "static-members",
		"variables", "functions", "interfaces", "type-aliases", "classes",
		"namespaces", "enumerations",
	}
}

func newSite(p *Project, opts Options) *site {
	s := &site{
		p: p, base: opts.base(),
		byRefl: map[int]*page{}, anchors: map[int]string{}, owner: map[int]*page{},
		ids: map[string]bool{},
	}
	nsByName := map[string]*namespace{}
	addNS := func(name string, of, decl *tdtype.Reflection, members []*tdtype.Reflection) {
		ns := nsByName[name]
		if ns == nil {
			ns = &namespace{name: name}
			nsByName[name] = ns
			s.namespaces = append(s.namespaces, ns)
		}
		if ns.of == nil {
			ns.of = of
		}
		if ns.decl == nil {
			ns.decl = decl
		}
		ns.members = append(ns.members, members...)
	}
	for _, r := range p.top {
		if r.Kind == tdtype.KindNamespace {
			addNS(r.Name, nil, r, r.Children)
			continue
		}
		info, ok := kindInfoOf(r.Kind)
		if !ok {
			continue // re-exports ("reference" reflections) resolve to their target
		}
		s.addPage(&page{
			doc:  VirtualDoc{Kind: info.kind, Title: r.Name, SidebarCategory: info.category},
			name: r.Name, r: r,
		}, s.base+"/"+info.dir+"/"+r.Name)
		switch {
		case (r.Kind == tdtype.KindFunction || r.Kind == tdtype.KindVariable) && len(r.Children) > 0:
			members := r.Children
			if isMemo(members) {
				members = append(append([]*tdtype.Reflection(nil), members...), s.memoStatics(r, members)...)
			}
			addNS(r.Name, r, nil, members)
		case r.Kind == tdtype.KindVariable:
			if statics := s.reactStatics(r); len(statics) > 0 {
				addNS(r.Name, r, nil, statics)
			}
		}
	}
	sort.SliceStable(s.namespaces, func(i, j int) bool { return s.namespaces[i].name < s.namespaces[j].name })
	for _, ns := range s.namespaces {
		s.addNamespace(ns)
	}
	s.addPage(&page{doc: VirtualDoc{Kind: "index", Title: "All Types"}}, s.base+"/index")
	for _, pg := range s.pages {
		s.assignAnchors(pg)
	}
	sort.SliceStable(s.pages, func(i, j int) bool { return s.pages[i].doc.ID < s.pages[j].doc.ID })
	return s
}

// addPage gives pg its id and route. Routes mirror ids, except for the index
// and namespace pages: their id ends in /index and their route is the folder,
// ending in "/" (the spec's /all-types/ and /all-types/namespaces/Axis/). A
// declaration named "index" keeps its plain route.
func (s *site) addPage(pg *page, id string) {
	// Two declarations with one name and kind cannot come out of one TypeDoc
	// project, but a broken input must not yield two docs with one id.
	for n, base := 2, id; s.ids[id]; n++ {
		id = base + "-" + tdtype.Itoa(n)
	}
	s.ids[id] = true
	pg.doc.ID = id
	folder := pg.doc.Kind == "index" || pg.doc.Kind == "namespace"
	if rest, ok := strings.CutSuffix(id, "/index"); ok && folder {
		pg.doc.Route = "/" + rest + "/"
	} else {
		pg.doc.Route = "/" + id
	}
	if pg.r != nil {
		s.byRefl[pg.r.ID] = pg
		pg.members = tdtype.Members(pg.r)
	}
	s.pages = append(s.pages, pg)
}

func (s *site) addNamespace(ns *namespace) {
	dir := s.base + "/namespaces/" + ns.name
	ns.page = &page{
		doc:  VirtualDoc{Kind: "namespace", Title: "Namespace " + ns.name},
		name: ns.name, ns: ns,
	}
	s.addPage(ns.page, dir+"/index")
	sort.SliceStable(ns.members, func(i, j int) bool { return tdtype.LessName(ns.members[i].Name, ns.members[j].Name) })
	for _, m := range ns.members {
		info, ok := memberInfo(m)
		if !ok {
			continue
		}
		pg := &page{
			doc:  VirtualDoc{Kind: "namespace-" + info.kind, Title: ns.name + "." + m.Name},
			name: ns.name + "." + m.Name, r: m, of: ns,
		}
		s.addPage(pg, dir+"/"+info.dir+"/"+m.Name)
		ns.pages = append(ns.pages, pg)
	}
}

func (s *site) assignAnchors(pg *page) {
	ids := tdtype.IDSet{}
	for _, id := range sectionIDs() {
		ids[id] = true
	}
	for _, m := range pg.members {
		s.anchors[m.ID] = ids.Take(tdtype.Slug(m.Name))
		s.owner[m.ID] = pg
	}
}

// Href is the route (with the anchor of a member) of the page of a reflection id.
func (s *site) Href(id int) (string, bool) {
	r := s.p.byID[id]
	for hops := 0; r != nil && r.Variant == "reference" && hops < 8; hops++ {
		r = s.p.byID[r.Target]
	}
	for x := r; x != nil; x = x.Parent {
		if a, ok := s.anchors[x.ID]; ok {
			return s.owner[x.ID].doc.Route + "#" + a, true
		}
		if pg := s.byRefl[x.ID]; pg != nil {
			return pg.doc.Route, true
		}
	}
	return "", false
}

// Name is the name of the reflection with this id ("" if there is none).
func (s *site) Name(id int) string {
	if r := s.p.byID[id]; r != nil {
		return r.Name
	}
	return ""
}

// TypeHref is the route of the page of a type reference ("" if it has none).
func (s *site) TypeHref(t *tdtype.TypeNode) string {
	if t == nil || t.Type != "reference" || !t.Target.HasID {
		return ""
	}
	h, _ := s.Href(t.Target.ID)
	return h
}

// lookup finds a page by name, preferring types over values.
func (s *site) lookup(name string) *page {
	var best *page
	rank := func(pg *page) int {
		switch pg.doc.Kind {
		case "interface":
			return 0
		case "type-alias":
			return 1
		case "class":
			return 2
		case "enum":
			return 3
		case "namespace":
			return 6
		}
		return 5
	}
	for _, pg := range s.pages {
		if pg.name != name || pg.doc.Kind == "index" {
			continue
		}
		if best == nil || rank(pg) < rank(best) {
			best = pg
		}
	}
	return best
}

func sortPages(ps []*page) {
	sort.SliceStable(ps, func(i, j int) bool {
		if ps[i].name != ps[j].name {
			return tdtype.LessName(ps[i].name, ps[j].name)
		}
		return ps[i].doc.ID < ps[j].doc.ID
	})
}
