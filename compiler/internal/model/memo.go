package model

import (
	"sync"
	"time"

	"github.com/contentc/contentc/compiler/internal/cache"
	"github.com/contentc/contentc/compiler/internal/graph"
	"github.com/contentc/contentc/compiler/internal/markdown"
	"github.com/contentc/contentc/compiler/internal/scan"
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
	Wrote              map[string]bool // output folders written by this process
	// GraphFields are graph.json\'s top-level fields as the last compile wrote them.
	GraphFields      map[string]EncodedField
	Pages, NextPages map[*scan.Doc]PageMemo
	Refs, NextRefs   map[RefsKey]RefsMemo
}

// MemoKey is a scanned doc's render key (render.renderKey) and the settings
// of the site it depends on.
type MemoKey struct {
	Setting string // the site's settings the key was made with (format, iframe hosts)
	Key     cache.Key
}

// NewMemo returns an empty memo.
func NewMemo() *Memo {
	return &Memo{Scan: scan.NewMemo(), Keys: map[*scan.Doc]MemoKey{}, NextKeys: map[*scan.Doc]MemoKey{},
		Chunks: map[cache.Key][]byte{}, NextChunks: map[cache.Key][]byte{},
		Docs: map[DocKey]DocMemo{}, NextDocs: map[DocKey]DocMemo{}, Wrote: map[string]bool{},
		Pages: map[*scan.Doc]PageMemo{}, NextPages: map[*scan.Doc]PageMemo{},
		Refs: map[RefsKey]RefsMemo{}, NextRefs: map[RefsKey]RefsMemo{}}
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
	m.Refs, m.NextRefs = m.NextRefs, make(map[RefsKey]RefsMemo, len(m.NextRefs))
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
	DP             *graph.DocPage
	Html, Fill     cache.Key // the HTML and what fills its stand-ins
	Prefix, Suffix []byte
	Sum            cache.Key
}

// SearchItem is one document of search.json: its chunk of JSON, made now (no
// cache, category pages) or on demand from the cache.
type SearchItem struct {
	Route string
	Fp    cache.Key
	Chunk []byte
	Make  func() graph.SearchDocument
	// sums, when the page has remembered sums (watch mode).
	// remembered is the chunk as the memo has it.
	Remembered []byte
}

// EncodedField is a field's value and its JSON (see emit's encodeFields).
type EncodedField struct {
	Value any
	JSON  []byte
}

// RefsKey names a page's resolved links: its doc and its version's route
// prefix (a locale's copy of a doc resolves into the locale).
type RefsKey struct {
	Doc    *scan.Doc
	Prefix string
}

// RefsMemo is what resolving a rendering's links gave (resolve.Refs), with the
// link environment and the rendering it was made from.
type RefsMemo struct {
	Env, HTML cache.Key
	Salt      string
	Fill      [][]byte
	FillSum   cache.Key
	Links     []LinkUse
	Assets    bool // links to files next to the page: never reused
}
