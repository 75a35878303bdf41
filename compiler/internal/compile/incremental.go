package compile

// Incremental compiles. With Options.Cache set:
//
//   - A page's rendering is cached under a key of everything the renderer reads
//     (file name, front-matter line count, base URL, Markdown body; the cache's
//     salt adds contentc's version and the hash of its executable). What the
//     renderer asked the rest of the compiler while rendering (the href of every
//     link it resolved, the HTML of every ::props directive) is recorded with it,
//     and a cached rendering is used only if asking again gives the same answers:
//     a page whose link target moved, or whose props table changed, is rendered
//     again although its own text did not change.
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
// size and time did not change are not read again, a doc whose file and link
// environment are unchanged reuses its last rendering without replaying its
// links, page JSON is reused when the page is deep-equal to the last one, and
// graph.json when only its build time changed.

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx"
	"io"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/contentc/contentc/compiler/internal/cache"
	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/graph"
	"github.com/contentc/contentc/compiler/internal/markdown"
	"github.com/contentc/contentc/compiler/internal/outdir"
	"github.com/contentc/contentc/compiler/internal/par"
	"github.com/contentc/contentc/compiler/internal/scan"
	"github.com/contentc/contentc/compiler/internal/sidebar"
)

// Cache is the incremental build cache of contentc (see package cache).
type Cache = cache.Cache[Record]

// CacheFormat changes whenever Record or the blob formats change.
const CacheFormat = "3"

// OpenCache opens the cache folder dir ("" for a cache that lives in memory only,
// as long as the process).
func OpenCache(dir string) (*Cache, error) {
	return cache.Open[Record](dir, CacheSalt())
}

// DefaultCacheDir is the cache folder used for an output folder: a hidden sibling,
// .contentc-cache.
func DefaultCacheDir(out string) string {
	return filepath.Join(filepath.Dir(filepath.Clean(out)), ".contentc-cache")
}

var (
	saltOnce sync.Once
	salt     string
)

// CacheSalt identifies this contentc build: its version and the SHA-256 of its
// executable, so a rebuilt compiler never trusts what another build cached.
func CacheSalt() string {
	saltOnce.Do(func() {
		salt = "contentc " + CompilerVersion + " cache " + CacheFormat
		if exe, err := os.Executable(); err == nil {
			if f, err := os.Open(exe); err == nil {
				h := sha256.New()
				if _, err := io.Copy(h, f); err == nil {
					salt += " " + hex.EncodeToString(h.Sum(nil))
				}
				f.Close()
			}
		}
	})
	return salt
}

// Progress is told how rendering advances (see package progress).
type Progress interface {
	// Start is called once with the number of pages to render.
	Start(total int)
	// Step is called once per page; cached is true when the page came from the cache.
	Step(cached bool)
	// Done is called when rendering is over.
	Done()
}

// Record is what the cache keeps of one page's rendering: everything but the HTML
// and the search sections, which are blobs.
type Record struct {
	Title         string
	Headings      []markdown.Heading
	Links         []markdown.LinkRef
	Diagnostics   []diag.Diagnostic
	Resolved      []ResolvedLink
	Directives    []DirectiveUse
	HTMLIDs       []string
	FirstSentence string
	Live          []markdown.LiveBlock
	HTML          cache.Key // blob: the HTML as a JSON string
	Sections      cache.Key // blob: the search sections (encodeSections)
	// Partials are the files the page includes (MDX partials) with the sums of
	// the bytes it was rendered from; the rendering stands only while they match.
	Partials []PartialSum
	// Components is the page's component islands as JSON ("" for none).
	Components string
	// HeadingShown: the body's h1 differs from the front matter title and is in
	// the HTML.
	HeadingShown bool
	// DocCards: the HTML has a <DocCardList /> marker (filled by docPage).
	DocCards bool
}

// PartialSum is a partial file and the sum of its bytes.
type PartialSum struct {
	Path string
	Sum  cache.Key
}

// ResolvedLink is one answer of the link resolver during a rendering.
type ResolvedLink struct {
	Ref  markdown.LinkRef
	Href string
}

// DirectiveUse is one expanded directive during a rendering.
type DirectiveUse struct {
	Directive markdown.Directive
	HTML      []byte
}

func (c *compiler) renderKey(p *Page) cache.Key {
	d := p.Doc
	base := c.Cfg.Site.BaseURL
	if m := c.Opts.Memo; m != nil {
		m.Mu.Lock()
		k, ok := m.Keys[d]
		m.Mu.Unlock()
		if ok && k.Base == base {
			m.Keep(d, k)
			return k.Key
		}
	}
	h := cache.NewHasher("render").Str(d.SourceOr()).Int(int64(d.BodyLine)).Str(base).Str(c.format(d)).Str(fmTitle(d)).Bytes(d.Body)
	if l := p.Version.Locale; l != nil {
		h.Str("locale:" + l.Prefix) // links resolve into the locale
	}
	key := h.Sum()
	if m := c.Opts.Memo; m != nil {
		m.Keep(d, MemoKey{base, key})
	}
	return key
}

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

type MemoKey struct {
	Base string
	Key  cache.Key
}

// NewMemo returns an empty memo.
func NewMemo() *Memo {
	return &Memo{Scan: scan.NewMemo(), Keys: map[*scan.Doc]MemoKey{}, NextKeys: map[*scan.Doc]MemoKey{},
		Chunks: map[cache.Key][]byte{}, NextChunks: map[cache.Key][]byte{},
		Docs: map[DocKey]DocMemo{}, NextDocs: map[DocKey]DocMemo{}, Wrote: map[string]bool{},
		Pages: map[*scan.Doc]PageMemo{}, NextPages: map[*scan.Doc]PageMemo{}}
}

// DocKey names a doc page: its version and doc id.
type DocKey struct{ version, id string }

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

// linkEnvironment is a sum of everything resolveLink reads besides the page
// itself: the base URL, every doc's source path and route, the static files.
func (c *compiler) linkEnvironment() cache.Key {
	if c.Opts.Memo == nil {
		return cache.Key{}
	}
	h := cache.NewHasher("link-environment").Str(c.Cfg.Site.BaseURL)
	for _, vs := range c.Vers {
		h.Str(vs.Name).Str(vs.Tree.DocsDir).Str(vs.Prefix)
		for _, d := range vs.Tree.Docs {
			h.Str(d.RelPath).Str(d.Route)
		}
	}
	var static []string
	for n := range c.Static {
		static = append(static, n)
	}
	sort.Strings(static)
	for _, n := range static {
		h.Str(n)
	}
	return h.Sum()
}

// PageMemo is what rendering a page gave in the last compile of a watch session.
type PageMemo struct {
	Mtime   time.Time
	Env     cache.Key
	Key     cache.Key
	Res     markdown.Result
	Rec     *Record
	Links   []LinkUse
	Anchors map[string]bool
	// touched is the cache generation in which the page's cache entries were
	// last marked used (once per generation is enough).
	Touched uint64
}

// takeRemembered reuses the last compile's rendering of every doc it can
// (watch mode), in one pass, and returns the pages left to render: the same
// scanned doc (its file did not change) with the same link environment resolves
// every link as before, so not even the resolver needs asking again. Pages with
// directives are never remembered (see rememberRender); they take the cache
// path, which checks them.
func (c *compiler) takeRemembered(all []*Page) []*Page {
	m := c.Opts.Memo
	if m == nil {
		return all
	}
	var todo []*Page
	keys := make([]cache.Key, 0, 3*len(all))
	var diags []diag.Diagnostic
	var newest time.Time
	gen := c.Cache.Gen()
	m.Mu.Lock()
	for _, p := range all {
		pm, ok := m.Pages[p.Doc]
		if !ok || pm.Env != c.LinkEnv || !c.partialsSame(pm.Rec.Partials) {
			todo = append(todo, p)
			continue
		}
		if pm.Touched != gen {
			keys = append(keys, pm.Key, pm.Rec.HTML, pm.Rec.Sections)
			pm.Touched = gen
		}
		m.NextPages[p.Doc] = pm
		if !p.Fallback() {
			diags = append(diags, pm.Rec.Diagnostics...)
		}
		p.Key, p.Res, p.Rec, p.Links, p.Anchors, p.Cached, p.MTime = pm.Key, pm.Res, pm.Rec, pm.Links, pm.Anchors, true, pm.Mtime
		c.namePage(p)
		if p.MTime.After(newest) {
			newest = p.MTime
		}
	}
	m.Mu.Unlock()
	c.Diags.Add(diags...)
	c.Cache.Touch(keys...)
	// The same files as in the last compile: the same modification times.
	c.NoteTime(newest)
	return todo
}

func (c *compiler) rememberRender(p *Page) {
	m := c.Opts.Memo
	if m == nil || len(p.Rec.Directives) > 0 || p.Rec.HTML.IsZero() {
		return
	}
	res := p.Res
	res.Sections = nil // read from the cache when needed
	m.Mu.Lock()
	m.NextPages[p.Doc] = PageMemo{Mtime: p.MTime, Env: c.LinkEnv, Key: p.Key, Res: res, Rec: p.Rec, Links: p.Links, Anchors: p.Anchors}
	m.Mu.Unlock()
}

// renderCached takes a page's rendering from the cache if its key is there and the
// resolver and directives still answer what they answered then.
func (c *compiler) renderCached(p *Page) bool {
	if c.Cache == nil {
		return false
	}
	p.Key = c.renderKey(p)
	rec, ok := c.Cache.Get(p.Key)
	if !ok || !c.Cache.HasBlob(rec.HTML) || !c.Cache.HasBlob(rec.Sections) || !c.partialsSame(rec.Partials) {
		return false
	}
	for _, r := range rec.Resolved {
		if c.resolveLink(p, r.Ref) != r.Href {
			p.Links = nil
			return false
		}
	}
	var local diag.List
	for _, u := range rec.Directives {
		if !bytes.Equal(c.directive(p, u.Directive, &local), u.HTML) {
			p.Links = nil
			return false
		}
	}
	c.DiagsFor(p).Add(rec.Diagnostics...)
	c.DiagsFor(p).Add(local.Sorted()...)
	p.Res = markdown.Result{Title: rec.Title, Headings: rec.Headings, Links: rec.Links, Live: rec.Live, Diagnostics: rec.Diagnostics}
	p.Rec = &rec
	p.Cached = true
	p.Key = withPartials(p.Key, rec.Partials)
	return true
}

// renderFresh renders a page, and caches the rendering.
func (c *compiler) renderFresh(p *Page) {
	d := p.Doc
	var resolved []ResolvedLink
	var directives []DirectiveUse
	var partials []PartialSum
	res := c.MD.Render(markdown.Input{
		File:             d.SourceOr(),
		Source:           d.Body,
		LineOffset:       d.BodyLine,
		MDX:              c.format(d) == "mdx",
		PartialMDX:       c.partialMDX,
		FrontMatterTitle: fmTitle(d),
		ReadPartial: func(rel string) ([]byte, error) {
			data, err := c.readPartial(rel)
			ps := PartialSum{Path: rel} // a zero sum: the file could not be read
			if err == nil {
				ps.Sum = cache.NewHasher("partial").Bytes(data).Sum()
			}
			partials = append(partials, ps)
			return data, err
		},
		// A site component's file is a dependency too: the page renders an island
		// or its children depending on whether the file exists.
		ComponentFile: func(rel string) bool {
			data, err := c.readPartial(rel)
			ps := PartialSum{Path: rel}
			if err == nil {
				ps.Sum = cache.NewHasher("partial").Bytes(data).Sum()
			}
			partials = append(partials, ps)
			return err == nil
		},
		Resolve: func(l markdown.LinkRef) string {
			h := c.resolveLink(p, l)
			resolved = append(resolved, ResolvedLink{Ref: l, Href: h})
			return h
		},
		Directive: func(dv markdown.Directive) []byte {
			out := c.directive(p, dv, c.DiagsFor(p))
			directives = append(directives, DirectiveUse{Directive: dv, HTML: out})
			return out
		},
	})
	c.DiagsFor(p).Add(res.Diagnostics...)
	rec := &Record{
		Title: res.Title, Headings: res.Headings, Links: res.Links, Diagnostics: res.Diagnostics,
		Resolved: resolved, Directives: directives, HTMLIDs: htmlIDs(res.HTML), FirstSentence: firstSentence(res.Sections),
		Partials: partialSet(partials), Components: componentsJSON(res.Components), HeadingShown: res.HeadingShown, DocCards: res.DocCards,
		Live: res.Live,
	}
	p.HTMLJSON = jsonString(res.HTML)
	res.HTML = nil // kept as JSON only
	p.Res = res
	if c.Cache != nil {
		rec.HTML = c.Cache.PutBlob(p.HTMLJSON)
		rec.Sections = c.Cache.PutBlob(encodeSections(res.Sections))
		c.Cache.Put(p.Key, *rec)
	}
	p.Rec = rec
	p.Key = withPartials(p.Key, rec.Partials)
}

// rerender renders a cached page again from its record, without side effects, when
// a blob of it cannot be read: the record's answers stand in for the resolver's.
func (c *compiler) rerender(p *Page) markdown.Result {
	d := p.Doc
	i, j := 0, 0
	return c.MD.Render(markdown.Input{
		File: d.SourceOr(), Source: d.Body, LineOffset: d.BodyLine,
		MDX: c.format(d) == "mdx", PartialMDX: c.partialMDX, ReadPartial: c.readPartial, FrontMatterTitle: fmTitle(d),
		ComponentFile: c.componentFile,
		Resolve: func(l markdown.LinkRef) string {
			if i < len(p.Rec.Resolved) {
				i++
				return p.Rec.Resolved[i-1].Href
			}
			return l.Dest
		},
		Directive: func(dv markdown.Directive) []byte {
			if j < len(p.Rec.Directives) {
				j++
				return p.Rec.Directives[j-1].HTML
			}
			return nil
		},
	})
}

// pageHTMLJSON is the page's HTML as a JSON string.
func (c *compiler) pageHTMLJSON(p *Page) []byte {
	if p.HTMLJSON != nil {
		return p.HTMLJSON
	}
	if b, ok := c.Cache.Blob(p.Rec.HTML); ok {
		return b
	}
	return jsonString(c.rerender(p).HTML)
}

// pageSections are the page's search sections.
func (c *compiler) pageSections(p *Page) []markdown.Section {
	if !p.Cached {
		return p.Res.Sections
	}
	if b, ok := c.Cache.Blob(p.Rec.Sections); ok {
		if s, ok := decodeSections(b); ok {
			return s
		}
	}
	return c.rerender(p).Sections
}

// encodeSections writes sections as length-prefixed strings (anchor, heading,
// text), exactly (gob would do too, at ten times the cost per page).
func encodeSections(s []markdown.Section) []byte {
	n := 4
	for _, x := range s {
		n += 12 + len(x.Anchor) + len(x.Heading) + len(x.Text)
	}
	b := make([]byte, 0, n)
	b = binary.AppendUvarint(b, uint64(len(s)))
	for _, x := range s {
		for _, str := range []string{x.Anchor, x.Heading, x.Text} {
			b = binary.AppendUvarint(b, uint64(len(str)))
			b = append(b, str...)
		}
	}
	return b
}

func decodeSections(b []byte) ([]markdown.Section, bool) {
	next := func() (uint64, bool) {
		v, n := binary.Uvarint(b)
		if n <= 0 {
			return 0, false
		}
		b = b[n:]
		return v, true
	}
	count, ok := next()
	if !ok || count > uint64(len(b)) {
		return nil, false
	}
	out := make([]markdown.Section, 0, count)
	for i := uint64(0); i < count; i++ {
		var strs [3]string
		for j := range strs {
			l, ok := next()
			if !ok || l > uint64(len(b)) {
				return nil, false
			}
			strs[j] = string(b[:l])
			b = b[l:]
		}
		out = append(out, markdown.Section{Anchor: strs[0], Heading: strs[1], Text: strs[2]})
	}
	return out, len(b) == 0
}

// jsonString is s as the graph's JSON encoder writes a string.
func jsonString(s []byte) []byte {
	// A JSON string has nothing to indent: encode it compact, as graph.MarshalJSON
	// would write it, in a reused buffer, and keep an exactly sized copy (pages
	// hold their HTML this way until they are written).
	buf := jsonBufs.Get().(*bytes.Buffer)
	defer jsonBufs.Put(buf)
	buf.Reset()
	enc := json.NewEncoder(buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(string(s)); err != nil {
		return []byte(`""`)
	}
	return bytes.Clone(bytes.TrimSuffix(buf.Bytes(), []byte("\n")))
}

var jsonBufs = sync.Pool{New: func() any { return new(bytes.Buffer) }}

// htmlSentinel stands in for a doc page's HTML while the rest of the page is
// encoded; the HTML is spliced in in its place. NUL bytes never reach a graph
// string (the scanner rejects them), so the sentinel cannot be confused with content.
const htmlSentinel = "\x00contentc:html\x00"

var sentinelField = []byte(`"html": "\u0000contentc:html\u0000"`)

// DocFile is a doc page's JSON file: its bytes, or a sum and a function that
// makes them (with a cache: the bytes are made only if the file changed).
type DocFile struct {
	Data []byte
	Sum  cache.Key
	Load func() ([]byte, error)
	// prefix and suffix are the JSON around the HTML (lazy files).
	Prefix, Suffix []byte
}

// prepareDocPages makes every doc page and its JSON, in parallel.
func (c *compiler) prepareDocPages() {
	var all []*Page
	for _, vs := range c.Vers {
		for _, p := range vs.Pages {
			all = append(all, p)
		}
	}
	memo := c.Opts.Memo
	parallel(len(all), c.Opts.Workers, func(i int) {
		p := all[i]
		if memo == nil || p.Version.Locale != nil {
			p.DP = c.docPage(p.Version, p, c.DiagsFor(p))
			p.File = c.docJSON(p.DP, p)
			return
		}
		k := DocKey{p.Version.Name, p.Doc.ID}
		prev, ok := memo.Doc(k)
		ok = ok && prev.Html == p.Rec.HTML
		// What the page is made of is as in the last compile: the same page.
		in := c.DocInputs(p)
		if p.Rec.DocCards {
			in = nil // its cards are other pages' titles: made each time
		}
		if ok && in != nil && prev.In != nil && in.Same(prev.In) {
			if CheckReuse {
				c.checkReuse(p, prev.DP)
			}
			p.DP = prev.DP
			p.File = c.splicedDoc(p, prev.Prefix, prev.Suffix, prev.Sum)
			p.Sums = prev.Sums
			prev.In = in
			memo.KeepDoc(k, prev)
			return
		}
		p.Sums = &PageSums{}
		local := &diag.List{}
		p.DP = c.docPage(p.Version, p, local)
		ds := local.Sorted()
		c.Diags.Add(ds...)
		if len(ds) > 0 {
			in = nil // made again next time, to report again
		}
		// The same page as in the last compile, with the same HTML: same JSON.
		if ok && !p.Rec.DocCards && reflect.DeepEqual(prev.DP, p.DP) {
			p.File = c.splicedDoc(p, prev.Prefix, prev.Suffix, prev.Sum)
			prev.DP, prev.In, prev.Sums = p.DP, in, p.Sums
			memo.KeepDoc(k, prev)
			return
		}
		p.File = c.docJSON(p.DP, p)
		if p.File.Load != nil && !p.File.Sum.IsZero() {
			memo.KeepDoc(k, DocMemo{DP: p.DP, In: in, Sums: p.Sums, Html: p.Rec.HTML, Prefix: p.File.Prefix, Suffix: p.File.Suffix, Sum: p.File.Sum})
		}
	})
}

// DocMemo is a doc page's JSON as the last compile made it.
type DocMemo struct {
	DP *graph.DocPage
	// in is what dp was made of (nil: make it again).
	In *DocInputs
	// sums are the page's other sums, made of the same inputs.
	Sums           *PageSums
	Html           cache.Key
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
	Render              cache.Key
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

// fieldWriter lays values out in a string, each one delimited.
type fieldWriter struct{ b []byte }

func (w *fieldWriter) str(s string) {
	w.b = binary.AppendUvarint(w.b, uint64(len(s)))
	w.b = append(w.b, s...)
}

func (w *fieldWriter) flag(v bool) {
	if v {
		w.b = append(w.b, 1)
	} else {
		w.b = append(w.b, 0)
	}
}

func (w *fieldWriter) num(f *float64) {
	w.flag(f != nil)
	if f != nil {
		w.b = binary.LittleEndian.AppendUint64(w.b, math.Float64bits(*f))
	}
}

func (w *fieldWriter) optBool(v *bool) {
	w.flag(v != nil)
	if v != nil {
		w.flag(*v)
	}
}

// docFields is what a doc says about its place in a sidebar.
func docFields(d *scan.Doc) string {
	var w fieldWriter
	for _, s := range []string{d.ID, d.Route, d.RelPath, d.Dir, d.FileName, d.GeneratedCategory} {
		w.str(s)
	}
	w.flag(d.Unlisted)
	w.flag(d.Draft)
	w.flag(d.IsCategoryIndex)
	w.flag(d.Generated)
	w.num(d.Position)
	cn, ok := d.FMString("sidebar_class_name")
	w.flag(ok)
	w.str(cn)
	return string(w.b)
}

// SidebarInputs collects what Resolve reads, comparing with prev (the last
// compile's, or nil) as it goes: a doc that is the same scanned doc as then
// (and not generated) says the same, so only its label and description are
// compared. It reports whether everything is as in prev.
func (c *compiler) SidebarInputs(vs *Version, in sidebar.Input, prev *SidebarInputs) (*SidebarInputs, bool) {
	var w fieldWriter
	w.str(in.File)
	w.b = append(w.b, vs.SidebarSum[:]...)
	w.str(in.RoutePrefix)
	w.flag(in.Doc == nil)
	w.flag(in.NotCollapsible)
	w.flag(in.Expanded)
	t := in.Tree
	dirs := make([]string, 0, len(t.Dirs))
	for dir := range t.Dirs {
		dirs = append(dirs, dir)
	}
	sort.Strings(dirs)
	for _, dir := range dirs {
		w.str(dir)
		w.b = binary.AppendUvarint(w.b, uint64(len(t.Dirs[dir])))
		for _, sub := range t.Dirs[dir] {
			w.str(sub)
		}
	}
	cats := make([]string, 0, len(t.Categories))
	for dir := range t.Categories {
		cats = append(cats, dir)
	}
	sort.Strings(cats)
	for _, dir := range cats {
		cat := t.Categories[dir]
		for _, s := range []string{dir, cat.Dir, cat.File, cat.Label, cat.ClassName, cat.Description} {
			w.str(s)
		}
		w.num(cat.Position)
		w.optBool(cat.Collapsible)
		w.optBool(cat.Collapsed)
		w.flag(cat.LinkNull)
		w.flag(cat.Link != nil)
		if l := cat.Link; l != nil {
			for _, s := range []string{l.Type, l.Slug, l.Title, l.Description, l.DocID} {
				w.str(s)
			}
			w.b = binary.AppendUvarint(w.b, uint64(len(l.Keywords)))
			for _, k := range l.Keywords {
				w.str(k)
			}
		}
	}
	out := &SidebarInputs{Head: string(w.b), Docs: make([]SidebarDoc, len(t.Docs))}
	same := prev != nil && prev.Head == out.Head && len(prev.Docs) == len(t.Docs)
	for i, d := range t.Docs {
		sd := SidebarDoc{Doc: d, Label: in.Label(d), Desc: in.Description(d)}
		if prev != nil && i < len(prev.Docs) && prev.Docs[i].Doc == d && !d.Generated {
			sd.Fields = prev.Docs[i].Fields
		} else {
			sd.Fields = docFields(d)
		}
		if same {
			p := &prev.Docs[i]
			same = p.Fields == sd.Fields && p.Label == sd.Label && p.Desc == sd.Desc
		}
		out.Docs[i] = sd
	}
	return out, same
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

func (c *compiler) checkReuse(p *Page, prev *graph.DocPage) {
	if dp := c.docPage(p.Version, p, &diag.List{}); !reflect.DeepEqual(dp, prev) {
		panic(fmt.Sprintf("doc page %s reused from the memo, but its inputs changed:\n%+v\nwas:\n%+v", p.Doc.ID, dp, prev))
	}
}

func (c *compiler) DocInputs(p *Page) *DocInputs {
	d := p.Doc
	for _, k := range []string{"pagination_prev", "pagination_next", "displayed_sidebar"} {
		if _, ok := d.FM[k]; ok {
			return nil
		}
	}
	vs := p.Version
	in := &DocInputs{Doc: d, Render: p.Key, Title: p.Title, Label: p.Label, Desc: p.Desc,
		Version: vs.Name, Locale: c.Cfg.Site.I18n.DefaultLocale}
	if u := c.Cfg.Site.Docs.EditURL; u != nil {
		in.EditURL = "url:" + *u
	}
	if vs.SB != nil {
		key := "doc:" + d.ID
		in.Sidebar, in.SidebarKey = vs.SB.DocSidebar[d.ID], key
		in.Crumbs = vs.SB.Crumbs[key]
		in.Prev, in.Next = vs.SB.Prev[key], vs.SB.Next[key]
	}
	return in
}

func (a *DocInputs) Same(b *DocInputs) bool {
	if a.Doc != b.Doc || a.Render != b.Render || a.Title != b.Title || a.Label != b.Label || a.Desc != b.Desc ||
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

// parallel calls f(0…n-1) on workers goroutines (0 = number of CPUs).
func parallel(n, workers int, f func(i int)) { par.Each(n, workers, f) }

// docJSON encodes a doc page: the small JSON of the page with the HTML spliced in.
func (c *compiler) docJSON(dp *graph.DocPage, p *Page) DocFile {
	dp.HTML = htmlSentinel
	small, err := graph.MarshalJSON(dp)
	dp.HTML = "" // the page struct is not kept with a fake HTML
	i := bytes.Index(small, sentinelField)
	if err != nil || i < 0 || bytes.Count(small, sentinelField) != 1 {
		var h string
		json.Unmarshal(c.docHTMLJSON(p), &h)
		d := *dp
		d.HTML = h
		data, _ := graph.MarshalJSON(&d)
		return DocFile{Data: data}
	}
	at := i + len(`"html": `)
	prefix, suffix := small[:at], small[i+len(sentinelField):]
	if c.Cache == nil {
		// Made when written, so the compile never holds every page file at once.
		return DocFile{Load: func() ([]byte, error) { return splice(prefix, c.docHTMLJSON(p), suffix), nil }}
	}
	return c.splicedDoc(p, prefix, suffix, cache.NewHasher("doc-json").Bytes(small).Key(p.Rec.HTML).Bytes(p.Cards).Sum())
}

// splicedDoc is a lazy doc page file: the page's HTML between prefix and suffix.
func (c *compiler) splicedDoc(p *Page, prefix, suffix []byte, sum cache.Key) DocFile {
	return DocFile{Sum: sum, Prefix: prefix, Suffix: suffix,
		Load: func() ([]byte, error) { return splice(prefix, c.docHTMLJSON(p), suffix), nil }}
}

// docHTMLJSON is the page's HTML as a JSON string as its page file has it: with
// its <DocCardList /> cards in place of the marker.
func (c *compiler) docHTMLJSON(p *Page) []byte {
	h := c.pageHTMLJSON(p)
	if p.Rec == nil || !p.Rec.DocCards {
		return h
	}
	cards := jsonString(p.Cards)
	return bytes.ReplaceAll(h, []byte(mdx.DocCardListMarker), cards[1:len(cards)-1])
}

func splice(prefix, h, suffix []byte) []byte {
	b := make([]byte, 0, len(prefix)+len(h)+len(suffix))
	return append(append(append(b, prefix...), h...), suffix...)
}

// addGraph adds graph.json. In watch mode, when only the build time differs from
// the last compile's graph, the last bytes are reused with the new time in them.
func (c *compiler) addGraph(out *graph.Output, g *graph.Graph) error {
	m := c.Opts.Memo
	if m != nil && m.Graph != nil {
		prev := m.Graph.G
		prev.BuildTime = g.BuildTime
		if reflect.DeepEqual(&prev, g) {
			old := fmt.Sprintf(`"buildTime": %d,`, m.Graph.G.BuildTime)
			if i := bytes.Index(m.Graph.Data, []byte(old)); i >= 0 && i < 200 {
				data := make([]byte, 0, len(m.Graph.Data)+8)
				data = append(data, m.Graph.Data[:i]...)
				data = fmt.Appendf(data, `"buildTime": %d,`, g.BuildTime)
				data = append(data, m.Graph.Data[i+len(old):]...)
				m.Graph = &GraphMemo{G: *g, Data: data}
				return out.Add("graph.json", data)
			}
		}
	}
	data, err := graph.MarshalJSON(g)
	if err != nil {
		return err
	}
	if m != nil {
		m.Graph = &GraphMemo{G: *g, Data: data}
	}
	return out.Add("graph.json", data)
}

// addDocPage adds a doc page's JSON file to the output.
func (c *compiler) addDocPage(out *graph.Output, rel string, p *Page) error {
	if p.File.Load != nil && p.File.Sum.IsZero() {
		return out.AddFunc(rel, p.File.Load)
	}
	if p.File.Load != nil {
		return out.AddLazy(rel, p.File.Sum, p.File.Load)
	}
	return out.Add(rel, p.File.Data)
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

// searchChunkIndent is the prefix of a document's lines inside search.json.
const searchChunkIndent = "  "

func marshalChunk(v any) []byte {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent(searchChunkIndent, " ")
	if err := enc.Encode(v); err != nil {
		return nil
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
}

// writeSearch writes search.json from its documents' chunks, byte for byte what
// graph.MarshalJSON(graph.SearchData{...}) writes; chunk(i) gives the i-th of n.
func writeSearch(w io.Writer, n int, chunk func(i int) []byte) error {
	if n == 0 {
		_, err := io.WriteString(w, "{\n \"documents\": []\n}\n")
		return err
	}
	if _, err := io.WriteString(w, "{\n \"documents\": [\n"+searchChunkIndent); err != nil {
		return err
	}
	for i := 0; i < n; i++ {
		if i > 0 {
			if _, err := io.WriteString(w, ",\n"+searchChunkIndent); err != nil {
				return err
			}
		}
		if _, err := w.Write(chunk(i)); err != nil {
			return err
		}
	}
	_, err := io.WriteString(w, "\n ]\n}\n")
	return err
}

func (c *compiler) addSearch(out *graph.Output, file string, items []SearchItem) error {
	if c.Cache == nil {
		chunks := make([][]byte, len(items))
		for i, it := range items {
			if it.Chunk == nil {
				it.Chunk = marshalChunk(it.Make())
			}
			chunks[i] = it.Chunk
		}
		return out.AddStream(file, cache.Key{}, func(w io.Writer) error {
			return writeSearch(w, len(chunks), func(i int) []byte { return chunks[i] })
		})
	}
	h := cache.NewHasher("search-json").Str(file)
	memo := c.Opts.Memo
	gen := c.Cache.Gen()
	var touch []cache.Key
	for i := range items {
		it := &items[i]
		if it.Chunk != nil {
			it.Fp = cache.SumBytes(it.Chunk)
		} else if it.Sums == nil || it.Sums.Touched != gen {
			touch = append(touch, it.Fp)
			if it.Sums != nil {
				it.Sums.Touched = gen
			}
		}
		h.Key(it.Fp)
	}
	c.Cache.Touch(touch...)
	memo.CarryChunks(items)
	return out.AddStream(file, h.Sum(), func(w io.Writer) error {
		return writeSearch(w, len(items), func(i int) []byte {
			it := items[i]
			if it.Chunk != nil {
				return it.Chunk
			}
			b, ok := it.Remembered, it.Remembered != nil
			if !ok {
				b, ok = c.Cache.Blob(it.Fp)
			}
			if !ok {
				b = marshalChunk(it.Make())
				c.Cache.PutNamed(it.Fp, b)
			}
			if memo != nil {
				memo.KeepChunk(it.Fp, b)
			}
			return b
		})
	})
}

// write writes the output folder: in full without a cache, else only what changed.
func (c *compiler) write(out *graph.Output, res *Result) error {
	if c.Cache == nil {
		if err := out.Write(c.Opts.Out); err != nil {
			return err
		}
		res.FilesWritten = len(out.Files())
		return nil
	}
	// A watch session trusts the folders it wrote itself (see outdir.Options).
	trust := false
	abs, _ := filepath.Abs(c.Opts.Out)
	if m := c.Opts.Memo; m != nil {
		trust = m.Wrote[abs]
	}
	rep, err := outdir.WriteWith(c.Opts.Out, out, c.Cache, outdir.Options{Trust: trust})
	if m := c.Opts.Memo; m != nil && err == nil {
		m.Wrote[abs] = true
	}
	res.FilesWritten, res.Unchanged = rep.Written, rep.Unchanged
	if err != nil {
		return err
	}
	return nil
}

// tracer prints the time of each phase to stderr when CONTENTC_TRACE is set (for
// benchmarks and for finding what a slow compile spends its time on): wall time,
// and the CPU time of the whole process in that phase (on Unix), which tells a
// phase that keeps both cores busy from one that runs on one.
type tracer struct {
	on          bool
	start, last time.Time
	cpu         time.Duration // process CPU time at the last phase
	parts       []string
}

func newTracer() *tracer {
	now := time.Now()
	t := &tracer{on: os.Getenv("CONTENTC_TRACE") != "", start: now, last: now}
	if t.on {
		t.cpu = cpuTime()
	}
	return t
}

func (t *tracer) phase(name string) {
	if !t.on {
		return
	}
	now := time.Now()
	cpu := cpuTime()
	part := fmt.Sprintf("%s %s", name, now.Sub(t.last).Round(time.Millisecond))
	if cpu > 0 {
		part += fmt.Sprintf(" (cpu %s)", (cpu - t.cpu).Round(time.Millisecond))
	}
	t.parts = append(t.parts, part)
	t.last, t.cpu = now, cpu
}

// note adds a figure measured inside a phase (the JavaScript evaluated).
func (t *tracer) note(name string, d time.Duration) {
	if t.on {
		t.parts = append(t.parts, fmt.Sprintf("%s %s", name, d.Round(100*time.Microsecond)))
	}
}

func (t *tracer) done() {
	if t.on {
		fmt.Fprintf(os.Stderr, "contentc: trace: %s; total %s\n", strings.Join(t.parts, ", "), time.Since(t.start).Round(time.Millisecond))
	}
}
