package render

import (
	"bytes"
	"cmp"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"regexp"
	"time"

	"github.com/contentc/contentc/compiler/internal/cache"
	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/markdown"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/jsx"
	"github.com/contentc/contentc/compiler/internal/markdown/safehtml"
	"github.com/contentc/contentc/compiler/internal/model"
	"github.com/contentc/contentc/compiler/internal/scan"
)

// renderKey is the cache key of a page's rendering: of everything the renderer
// reads (the file's name, front-matter line count and body, the format and the
// renderer's settings (iframe hosts, component scope), the front matter title; the cache's salt adds contentc's version and executable).
// The partials a rendering includes are checked after (Record.Partials).
func (c *compiler) renderKey(p *model.Page) cache.Key {
	d := p.Doc
	// The site's settings a rendering reads: the format, the renderer's options
	// (iframe hosts, MDX component scope).
	setting := c.format(d) + "\x00" + c.MD.Settings() + "\x00" + c.activeVersion(p.Version).key()
	if m := c.Opts.Memo; m != nil {
		m.Mu.Lock()
		k, ok := m.Keys[d]
		m.Mu.Unlock()
		if ok && k.Setting == setting {
			m.Keep(d, k)
			return k.Key
		}
	}
	key := cache.NewHasher("render").Str(d.SourceOr()).Str(d.Real).Int(int64(d.BodyLine)).Str(setting).Str(fmTitle(d)).Int(boolInt(d.Front.HideTitle)).Str(frontMatterJSON(d)).Bytes(d.Body).Sum()
	if m := c.Opts.Memo; m != nil {
		m.Keep(d, model.MemoKey{Setting: setting, Key: key})
	}
	return key
}

// takeRemembered reuses the last compile's rendering of every doc it can
// (watch mode), in one pass, and returns the pages left to render: a rendering
// depends only on the doc's file and its partials, so the same scanned doc
// (its file did not change) with the same partials renders the same.
func (c *compiler) takeRemembered(all []*model.Page) []*model.Page {
	m := c.Opts.Memo
	if m == nil {
		return all
	}
	var todo []*model.Page
	keys := make([]cache.Key, 0, 3*len(all))
	var diags []diag.Diagnostic
	var newest time.Time
	gen := c.Cache.Gen()
	render := make([]cache.Key, len(all))
	for i, p := range all {
		render[i] = c.renderKey(p)
	}
	m.Mu.Lock()
	for i, p := range all {
		pm, ok := m.Pages[p.Doc]
		if !ok || pm.Render != render[i] || !c.partialsSame(pm.Rec.Partials) {
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
		p.Key, p.Res, p.Rec, p.Anchors, p.Cached, p.MTime = pm.Key, pm.Res, pm.Rec, pm.Anchors, true, pm.Mtime
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

func (c *compiler) rememberRender(p *model.Page) {
	m := c.Opts.Memo
	if m == nil || p.Rec.HTML.IsZero() {
		return
	}
	res := p.Res
	res.Sections = nil // read from the cache when needed
	render := c.renderKey(p)
	m.Mu.Lock()
	m.NextPages[p.Doc] = model.PageMemo{Mtime: p.MTime, Key: p.Key, Render: render, Res: res, Rec: p.Rec, Anchors: p.Anchors}
	m.Mu.Unlock()
}

// renderCached takes a page's rendering from the cache if its key is there and
// the partials it included are unchanged.
func (c *compiler) renderCached(p *model.Page) bool {
	if c.Cache == nil {
		return false
	}
	p.Key = c.renderKey(p)
	rec, ok := c.Cache.Get(p.Key)
	if !ok || !c.Cache.HasBlob(rec.HTML) || !c.Cache.HasBlob(rec.Sections) || !c.partialsSame(rec.Partials) {
		return false
	}
	c.DiagsFor(p).Add(rec.Diagnostics...)
	p.Res = markdown.Result{Title: rec.Title, TitleID: rec.TitleID, Headings: rec.Headings, Links: rec.Links, Live: rec.Live, Diagnostics: rec.Diagnostics}
	p.Rec = &rec
	p.Cached = true
	p.Key = withPartials(p.Key, rec.Partials)
	return true
}

// renderFresh renders a page, and caches the rendering.
func (c *compiler) renderFresh(p *model.Page) {
	if p.Key.IsZero() {
		p.Key = c.renderKey(p)
	}
	var partials []model.PartialSum
	rec := &model.Record{Salt: salt(p.Key)}
	read := func(rel string) ([]byte, error) {
		data, err := c.readPartial(rel)
		ps := model.PartialSum{Path: rel} // a zero sum: the file could not be read
		if err == nil {
			ps.Sum = cache.NewHasher("partial").Bytes(data).Sum()
		}
		partials = append(partials, ps)
		return data, err
	}
	res := c.renderDoc(p, rec, read)
	c.DiagsFor(p).Add(res.Diagnostics...)
	rec.Title, rec.Headings, rec.Links, rec.Diagnostics = res.Title, res.Headings, res.Links, res.Diagnostics
	rec.HTMLIDs = append(safehtml.HTMLIDs(res.HTML), islandIDs(res.Components, read, map[string][]string{})...)
	if rec.Excerpt = excerpt(string(p.Doc.Body)); p.Doc.Generated {
		rec.Excerpt = firstSentence(lead(res))
	}
	if res.TitleID != "" {
		rec.HTMLIDs = append(rec.HTMLIDs, res.TitleID) // the title's, an anchor as in Docusaurus
	}
	rec.Partials, rec.Components, rec.HeadingShown, rec.DocCards, rec.Live = partialSet(partials), componentsJSON(res.Components), res.HeadingShown, res.DocCards, res.Live
	rec.Head, rec.TitleID = res.Head, res.TitleID
	p.HTMLJSON = model.JSONString(res.HTML)
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

// renderDoc renders a doc with stand-ins for its links and directives
// (recorded in rec.Refs and rec.Directives), reading partials with read.
func (c *compiler) renderDoc(p *model.Page, rec *model.Record, read func(rel string) ([]byte, error)) markdown.Result {
	d := p.Doc
	rec.Refs, rec.Directives = nil, nil
	return c.MD.Render(markdown.Input{
		File:             cmp.Or(d.Real, d.SourceOr()), // a symlinked doc's imports are its file's
		Source:           d.Body,
		LineOffset:       d.BodyLine,
		MDX:              c.format(d) == "mdx",
		PartialMDX:       c.partialMDX,
		FrontMatterTitle: fmTitle(d),
		HideTitle:        d.Front.HideTitle,
		FrontMatter:      usedFrontMatter(d),
		ReadPartial:      read,
		// A site component's file is a dependency too: the page renders an island
		// or its children depending on whether the file exists.
		ComponentFile: func(rel string) bool {
			_, err := read(rel)
			return err == nil
		},
		// A module whose exports attribute values use, and the files it reads,
		// are dependencies as well.
		Module: func(rel string) (map[string]any, bool) { return c.module(rel, read) },
		// Its functions, called as the page's server render calls them: with
		// the page's version for the docs plugin's hooks (renderKey keys it).
		Call: func(rel, ptr string, args []any) (any, bool) {
			return c.callModule(rel, ptr, args, read, c.activeVersion(p.Version))
		},
		Resolve: func(l markdown.LinkRef) string {
			rec.Refs = append(rec.Refs, l)
			return model.StandIn("r", rec.Salt, len(rec.Refs)-1)
		},
		Directive: func(dv markdown.Directive) []byte {
			rec.Directives = append(rec.Directives, dv)
			return []byte(model.StandIn("d", rec.Salt, len(rec.Directives)-1))
		},
	})
}

// salt is the part of a rendering's key its stand-ins carry.
func salt(k cache.Key) string { return hex.EncodeToString(k[:6]) }

// pageHTMLJSON is the page's HTML as a JSON string.
func (c *compiler) pageHTMLJSON(p *model.Page) []byte {
	if p.HTMLJSON != nil {
		return p.HTMLJSON
	}
	if b, ok := c.Cache.Blob(p.Rec.HTML); ok {
		return b
	}
	// A blob of the cache could not be read: the same rendering again.
	rec := *p.Rec
	return model.JSONString(c.renderDoc(p, &rec, c.readPartial).HTML)
}

// pageSections are the page's search sections.
func (c *compiler) pageSections(p *model.Page) []markdown.Section {
	if !p.Cached {
		return p.Res.Sections
	}
	if b, ok := c.Cache.Blob(p.Rec.Sections); ok {
		if s, ok := decodeSections(b); ok {
			return s
		}
	}
	rec := *p.Rec // a blob of the cache could not be read: the same rendering again
	return c.renderDoc(p, &rec, c.readPartial).Sections
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

// islandIDs are the literal id props of the document's site components
// (<FaqItem id="slow-builds">): the element the component renders carries it
// (frigate's FaqItem renders a heading with that id), so a link to #slow-builds
// is no broken anchor, as Docusaurus, which checks the rendered page, finds.
func islandIDs(cs []markdown.Component, read func(string) ([]byte, error), collected map[string][]string) []string {
	var ids []string
	for _, c := range cs {
		if id, ok := c.Props["id"].(string); ok && id != "" && c.Island != nil {
			ids = append(ids, id)
		}
		if c.Island != nil && c.Module != "" {
			// The props the component's file gives Docusaurus's
			// useBrokenLinks().collectAnchor, the documented way for a
			// component to declare the anchors it renders
			// (immutable-collections' <Export anchor="HashableObj">: 454
			// false broken-anchor warnings). The file is a dependency (read).
			names, ok := collected[c.Module]
			if !ok {
				if data, err := read(c.Module); err == nil {
					for _, m := range collectAnchorRe.FindAllSubmatch(data, -1) {
						names = append(names, string(m[1]))
					}
				}
				collected[c.Module] = names
			}
			for _, n := range names {
				if id, ok := c.Props[n].(string); ok && id != "" {
					ids = append(ids, id)
				}
			}
		}
		ids = append(ids, islandIDs(c.Children, read, collected)...)
	}
	return ids
}

// collectAnchorRe is a call of useBrokenLinks().collectAnchor with a prop,
// `collectAnchor(anchor)` or `collectAnchor(props.anchor)`.
var collectAnchorRe = regexp.MustCompile(`\bcollectAnchor\(\s*(?:` + jsx.Ident + `\s*\.\s*)?(` + jsx.Ident + `)\s*\)`)

func boolInt(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

// usedFrontMatter is the doc's front matter when its body names frontMatter
// (MDX's variable for it), else nil: only then does its rendering depend on it.
func usedFrontMatter(d *scan.Doc) map[string]any {
	if d.FM == nil || !bytes.Contains(d.Body, []byte("frontMatter")) {
		return nil
	}
	return d.FM
}

// frontMatterJSON is the front matter a rendering reads, for its key.
func frontMatterJSON(d *scan.Doc) string {
	fm := usedFrontMatter(d)
	if fm == nil {
		return ""
	}
	b, _ := json.Marshal(fm) // sorted keys
	return string(b)
}
