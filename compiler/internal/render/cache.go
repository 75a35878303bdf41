package render

import (
	"bytes"
	"encoding/binary"
	"sort"
	"time"

	"github.com/contentc/contentc/compiler/internal/cache"
	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/markdown"
	"github.com/contentc/contentc/compiler/internal/model"
	"github.com/contentc/contentc/compiler/internal/resolve"
)

func (c *compiler) renderKey(p *model.Page) cache.Key {
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
		m.Keep(d, model.MemoKey{Base: base, Key: key})
	}
	return key
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

// takeRemembered reuses the last compile's rendering of every doc it can
// (watch mode), in one pass, and returns the pages left to render: the same
// scanned doc (its file did not change) with the same link environment resolves
// every link as before, so not even the resolver needs asking again. Pages with
// directives are never remembered (see rememberRender); they take the cache
// path, which checks them.
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

func (c *compiler) rememberRender(p *model.Page) {
	m := c.Opts.Memo
	if m == nil || len(p.Rec.Directives) > 0 || p.Rec.HTML.IsZero() {
		return
	}
	res := p.Res
	res.Sections = nil // read from the cache when needed
	m.Mu.Lock()
	m.NextPages[p.Doc] = model.PageMemo{Mtime: p.MTime, Env: c.LinkEnv, Key: p.Key, Res: res, Rec: p.Rec, Links: p.Links, Anchors: p.Anchors}
	m.Mu.Unlock()
}

// renderCached takes a page's rendering from the cache if its key is there and the
// resolver and directives still answer what they answered then.
func (c *compiler) renderCached(p *model.Page) bool {
	if c.Cache == nil {
		return false
	}
	p.Key = c.renderKey(p)
	rec, ok := c.Cache.Get(p.Key)
	if !ok || !c.Cache.HasBlob(rec.HTML) || !c.Cache.HasBlob(rec.Sections) || !c.partialsSame(rec.Partials) {
		return false
	}
	for _, r := range rec.Resolved {
		if resolve.Link(c.State, p, r.Ref) != r.Href {
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
func (c *compiler) renderFresh(p *model.Page) {
	d := p.Doc
	var resolved []model.ResolvedLink
	var directives []model.DirectiveUse
	var partials []model.PartialSum
	res := c.MD.Render(markdown.Input{
		File:             d.SourceOr(),
		Source:           d.Body,
		LineOffset:       d.BodyLine,
		MDX:              c.format(d) == "mdx",
		PartialMDX:       c.partialMDX,
		FrontMatterTitle: fmTitle(d),
		ReadPartial: func(rel string) ([]byte, error) {
			data, err := c.readPartial(rel)
			ps := model.PartialSum{Path: rel} // a zero sum: the file could not be read
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
			ps := model.PartialSum{Path: rel}
			if err == nil {
				ps.Sum = cache.NewHasher("partial").Bytes(data).Sum()
			}
			partials = append(partials, ps)
			return err == nil
		},
		Resolve: func(l markdown.LinkRef) string {
			h := resolve.Link(c.State, p, l)
			resolved = append(resolved, model.ResolvedLink{Ref: l, Href: h})
			return h
		},
		Directive: func(dv markdown.Directive) []byte {
			out := c.directive(p, dv, c.DiagsFor(p))
			directives = append(directives, model.DirectiveUse{Directive: dv, HTML: out})
			return out
		},
	})
	c.DiagsFor(p).Add(res.Diagnostics...)
	rec := &model.Record{
		Title: res.Title, Headings: res.Headings, Links: res.Links, Diagnostics: res.Diagnostics,
		Resolved: resolved, Directives: directives, HTMLIDs: htmlIDs(res.HTML), FirstSentence: firstSentence(res.Sections),
		Partials: partialSet(partials), Components: componentsJSON(res.Components), HeadingShown: res.HeadingShown, DocCards: res.DocCards,
		Live: res.Live,
	}
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

// rerender renders a cached page again from its record, without side effects, when
// a blob of it cannot be read: the record's answers stand in for the resolver's.
func (c *compiler) rerender(p *model.Page) markdown.Result {
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
func (c *compiler) pageHTMLJSON(p *model.Page) []byte {
	if p.HTMLJSON != nil {
		return p.HTMLJSON
	}
	if b, ok := c.Cache.Blob(p.Rec.HTML); ok {
		return b
	}
	return model.JSONString(c.rerender(p).HTML)
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
