package model

import (
	"sync"
	"time"

	"github.com/contentc/contentc/compiler/internal/cache"
	"github.com/contentc/contentc/compiler/internal/graph"
	"github.com/contentc/contentc/compiler/internal/markdown"
	"github.com/contentc/contentc/compiler/internal/scan"
	"github.com/contentc/contentc/compiler/internal/sidebar"
)

// Incremental compiles. With Options.Cache set:
//
//   - A page's rendering is cached under a key of everything the renderer reads
//     (file name, front-matter line count, format, Markdown body; the cache's salt
//     adds contentc's version and the hash of its executable), and stands while
//     the partials it included are unchanged. It depends on nothing else: links
//     and ::props directives are stand-ins, filled in for every page of every
//     compile after rendering (resolve.Refs, Fill).
//   - The HTML and search sections of a page stay in the cache's pack until an
//     output file needs them: a doc page's JSON is made by splicing the HTML (kept
//     as a JSON string) into the small JSON of everything else, and search.json is
//     made of one cached chunk per document. Each output file carries a sum of
//     what it is made from, and package outdir writes only files whose sum
//     changed.
//   - Everything cheap is always done again: scanning, sidebars, the link check,
//     pagination, graph.json. The output is byte-identical to a cold compile
//     (tests compare every file).
//
// With Options.Memo as well (contentc watch), compiles of one process also share
// what is cheap to keep in memory and costly to redo for 10,000 pages: files whose
// size and time did not change are not read again, a doc whose file is
// unchanged reuses its last rendering, page JSON is reused when the page is deep-equal to the last one, and
// graph.json when only its build time changed.

// Memo keeps in memory what a compile hands the next compile of the same process
// (contentc watch), on top of the cache: the scanner's docs (files whose size and
// time did not change are not read again), the render keys of those docs, and
// the search chunks. Each compile keeps only what it used.
type Memo struct {
	Scan *scan.Memo

	Mu                 sync.Mutex
	Keys, NextKeys     map[*scan.Doc]MemoKey
	Chunks, NextChunks map[cache.Key][]byte
	Docs, NextDocs     map[DocKey]DocMemo
	Graph              *GraphMemo
	Llms               *LLMSMemo
	Sidebars           map[string]*SidebarMemo // by version
	Wrote              map[string]bool         // output folders written by this process
	Pages, NextPages   map[*scan.Doc]PageMemo
}

// GraphMemo is graph.json as the last compile wrote it.
type GraphMemo struct {
	G    graph.Graph
	Data []byte
}

// MemoKey is a scanned doc's render key (render.renderKey) and the one setting
// of the site it depends on, the Markdown format.
type MemoKey struct {
	Format string
	Key    cache.Key
}

// NewMemo returns an empty memo.
func NewMemo() *Memo {
	return &Memo{Scan: scan.NewMemo(), Keys: map[*scan.Doc]MemoKey{}, NextKeys: map[*scan.Doc]MemoKey{},
		Chunks: map[cache.Key][]byte{}, NextChunks: map[cache.Key][]byte{},
		Docs: map[DocKey]DocMemo{}, NextDocs: map[DocKey]DocMemo{}, Wrote: map[string]bool{},
		Pages: map[*scan.Doc]PageMemo{}, NextPages: map[*scan.Doc]PageMemo{}}
}

// DocKey names a doc page: its version and doc id.
type DocKey struct{ Version, ID string }

func (m *Memo) Doc(k DocKey) (DocMemo, bool) {
	m.Mu.Lock()
	defer m.Mu.Unlock()
	d, ok := m.Docs[k]
	return d, ok
}

func (m *Memo) KeepDoc(k DocKey, d DocMemo) {
	m.Mu.Lock()
	m.NextDocs[k] = d
	m.Mu.Unlock()
}

func (m *Memo) Keep(d *scan.Doc, k MemoKey) {
	m.Mu.Lock()
	m.NextKeys[d] = k
	m.Mu.Unlock()
}

// carryChunks carries over to the next compile the remembered chunks of the
// items that have none of their own, and hands each its chunk.
func (m *Memo) CarryChunks(items []SearchItem) {
	if m == nil {
		return
	}
	m.Mu.Lock()
	defer m.Mu.Unlock()
	for i := range items {
		if it := &items[i]; it.Chunk == nil {
			if b, ok := m.Chunks[it.Fp]; ok {
				m.NextChunks[it.Fp] = b
				it.Remembered = b
			}
		}
	}
}

func (m *Memo) KeepChunk(fp cache.Key, b []byte) {
	m.Mu.Lock()
	m.NextChunks[fp] = b
	m.Mu.Unlock()
}

// turn ends a compile: what it used is what the next one starts from.
func (m *Memo) Turn() {
	m.Mu.Lock()
	// The next compile keeps about as much as this one.
	m.Keys, m.NextKeys = m.NextKeys, make(map[*scan.Doc]MemoKey, len(m.NextKeys))
	m.Chunks, m.NextChunks = m.NextChunks, make(map[cache.Key][]byte, len(m.NextChunks))
	m.Docs, m.NextDocs = m.NextDocs, make(map[DocKey]DocMemo, len(m.NextDocs))
	m.Pages, m.NextPages = m.NextPages, make(map[*scan.Doc]PageMemo, len(m.NextPages))
	m.Mu.Unlock()
}

func (m *Memo) ScanMemo() *scan.Memo {
	if m == nil {
		return nil
	}
	return m.Scan
}

// PageMemo is what rendering a page gave in the last compile of a watch session.
type PageMemo struct {
	Mtime   time.Time
	Key     cache.Key // with the partials' sums
	Render  cache.Key // the render key
	Res     markdown.Result
	Rec     *Record
	Anchors map[string]bool
	// touched is the cache generation in which the page's cache entries were
	// last marked used (once per generation is enough).
	Touched uint64
}

// DocFile is a doc page's JSON file: its bytes, or a sum and a function that
// makes them (with a cache: the bytes are made only if the file changed).
type DocFile struct {
	Data []byte
	Sum  cache.Key
	Load func() ([]byte, error)
	// prefix and suffix are the JSON around the HTML (lazy files).
	Prefix, Suffix []byte
}

// DocMemo is a doc page's JSON as the last compile made it.
type DocMemo struct {
	DP *graph.DocPage
	// in is what dp was made of (nil: make it again).
	In *DocInputs
	// sums are the page's other sums, made of the same inputs.
	Sums           *PageSums
	Html, Fill     cache.Key // the HTML and what fills its stand-ins
	Prefix, Suffix []byte
	Sum            cache.Key
}

// DocInputs is everything docPage reads, for a page whose JSON depends on no
// other page's front matter (no pagination_prev, pagination_next or
// displayed_sidebar): its doc (never modified once scanned, so the same
// pointer is the same doc), its rendering, its names, two site settings and
// its place in the sidebar.
type DocInputs struct {
	Doc                 *scan.Doc
	Render, Fill        cache.Key
	Title, Label, Desc  string
	Version, Locale     string
	EditURL             string
	Sidebar, SidebarKey string
	Crumbs              []graph.Breadcrumb
	Prev, Next          *graph.PageLink
}

// SidebarMemo is a version's resolved sidebars and what they were resolved
// from (see SidebarInputs).
type SidebarMemo struct {
	Res *sidebar.Result
	In  *SidebarInputs
}

// SidebarInputs is everything sidebar.Resolve reads: the sidebars file, the
// route prefix, the tree's folders and category files, and for every doc what
// places and names it in a sidebar.
type SidebarInputs struct {
	Head string // the file, the prefix, folders and categories
	Docs []SidebarDoc
}

type SidebarDoc struct {
	Doc         *scan.Doc
	Fields      string // what the doc itself says (see docFields)
	Label, Desc string
}

func (m *Memo) Sidebar(version string) *SidebarMemo {
	if m == nil {
		return nil
	}
	m.Mu.Lock()
	defer m.Mu.Unlock()
	return m.Sidebars[version]
}

func (m *Memo) KeepSidebar(version string, s *SidebarMemo) {
	m.Mu.Lock()
	defer m.Mu.Unlock()
	if m.Sidebars == nil {
		m.Sidebars = map[string]*SidebarMemo{}
	}
	m.Sidebars[version] = s
}

// PageSums are sums of a page's other output, remembered with its doc page:
// made once, then reused while the page's inputs stay the same.
type PageSums struct {
	Section  string // the search document's section
	Search   cache.Key
	Markdown cache.Key
	Touched  uint64 // the cache generation search was last marked used in
}

// CheckReuse makes every reuse of a remembered doc page check that
// docPage makes the same page (tests turn it on).
var CheckReuse = false

func (a *DocInputs) Same(b *DocInputs) bool {
	if a.Doc != b.Doc || a.Render != b.Render || a.Fill != b.Fill || a.Title != b.Title || a.Label != b.Label || a.Desc != b.Desc ||
		a.Version != b.Version || a.Locale != b.Locale || a.EditURL != b.EditURL ||
		a.Sidebar != b.Sidebar || a.SidebarKey != b.SidebarKey || len(a.Crumbs) != len(b.Crumbs) ||
		!samePageLink(a.Prev, b.Prev) || !samePageLink(a.Next, b.Next) {
		return false
	}
	for i, x := range a.Crumbs {
		y := b.Crumbs[i]
		if x.Label != y.Label || (x.Href == nil) != (y.Href == nil) || (x.Href != nil && *x.Href != *y.Href) {
			return false
		}
	}
	return true
}

func samePageLink(a, b *graph.PageLink) bool {
	return a == b || (a != nil && b != nil && *a == *b)
}

// SearchItem is one document of search.json: its chunk of JSON, made now (no
// cache, category pages) or on demand from the cache.
type SearchItem struct {
	Route string
	Fp    cache.Key
	Chunk []byte
	Make  func() graph.SearchDocument
	// sums, when the page has remembered sums (watch mode).
	Sums *PageSums
	// remembered is the chunk as the memo has it.
	Remembered []byte
}

// LLMSLine is a line of llms.txt: a section's heading, or a page's entry.
type LLMSLine struct {
	Section            string
	Route, Title, Desc string
}

// LLMSMemo is the llms.txt of the last compile and what it was made of.
type LLMSMemo struct {
	Head  string
	Lines []LLMSLine
	Data  []byte
}
