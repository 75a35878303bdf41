package render

import (
	"bytes"
	"path"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"

	"github.com/contentc/contentc/compiler/internal/cache"
	"github.com/contentc/contentc/compiler/internal/markdown"
	"github.com/contentc/contentc/compiler/internal/model"
	"github.com/contentc/contentc/compiler/internal/resolve"
	"github.com/contentc/contentc/compiler/internal/scan"
)

func (c *compiler) renderPage(p *model.Page) {
	// Pages remembered from the last compile never get here (takeRemembered).
	d := p.Doc
	if d.Source != "" {
		p.MTime = c.NoteInput(filepath.Join(c.Opts.Root, filepath.FromSlash(d.Source)))
	}
	if !c.renderCached(p) {
		c.renderFresh(p)
	}
	p.Anchors = map[string]bool{}
	for _, h := range p.Res.Headings {
		p.Anchors[h.ID] = true
	}
	for _, id := range p.Rec.HTMLIDs {
		p.Anchors[id] = true
	}
	c.rememberRender(p)
	c.namePage(p)
}

// namePage sets a rendered page's title, sidebar label and description.
func (c *compiler) namePage(p *model.Page) {
	d := p.Doc
	p.Title = d.GeneratedTitle
	if t, ok := d.FMString("title"); ok {
		p.Title = t
	}
	if p.Title == "" {
		p.Title = p.Res.Title
	}
	if p.Title == "" {
		p.Title, _ = scan.StripNumberPrefix(d.FileName)
		if d.IsCategoryIndex && d.Dir != "." {
			p.Title, _ = scan.StripNumberPrefix(path.Base(d.Dir))
		}
	}
	p.Label = p.Title
	if l, ok := d.FMString("sidebar_label"); ok {
		p.Label = l
	}
	p.Desc = d.GeneratedDescription
	if s, ok := d.FMString("description"); ok {
		p.Desc = s
	}
	if p.Desc == "" {
		p.Desc = p.Rec.FirstSentence
	}
}

// htmlIDs finds id="…" attributes the renderer wrote (footnotes and the like), so
// links to them are not reported as broken anchors.
func htmlIDs(html []byte) []string {
	var ids []string
	// id="x" on any element, and name="x", which only <a> keeps: both are
	// targets of #x in browsers.
	for _, attr := range [][]byte{[]byte(` id="`), []byte(` name="`)} {
		rest := html
		for {
			i := bytes.Index(rest, attr)
			if i < 0 {
				break
			}
			tag := rest[:i]
			rest = rest[i+len(attr):]
			j := bytes.IndexByte(rest, '"')
			if j < 0 {
				break
			}
			if t := tag[max(0, bytes.LastIndexByte(tag, '<')):]; attr[1] == 'n' && !bytes.Equal(t, []byte("<a")) && !bytes.HasPrefix(t, []byte("<a ")) {
				continue
			}
			// A copy: the record outlives the page's HTML.
			ids = append(ids, string(rest[:j]))
			rest = rest[j:]
		}
	}
	return ids
}

func firstSentence(sections []markdown.Section) string {
	for _, s := range sections {
		t := strings.TrimSpace(s.Text)
		if t == "" {
			continue
		}
		if i := strings.Index(t, ". "); i > 0 && i < 300 {
			return t[:i+1]
		}
		if len(t) > 200 {
			cut := strings.LastIndexByte(t[:200], ' ')
			if cut < 100 {
				cut = 200
			}
			return strings.TrimSpace(t[:cut]) + "…"
		}
		return t
	}
	return ""
}

// render renders every doc's Markdown in parallel.
func (c *compiler) Render() {
	var all []*model.Page
	for _, vs := range c.Vers {
		all = append(all, vs.Pages...)
	}
	workers := c.Opts.Workers
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	jobs := make(chan *model.Page)
	var wg sync.WaitGroup
	prog := c.Opts.Progress
	if prog != nil {
		prog.Start(len(all))
		defer prog.Done()
	}
	// Pages remembered from the last compile of a watch session are taken in
	// one pass under one lock each (the memo, the cache, the diagnostics): a
	// job per page would cost more in handing over and locking than the work.
	todo := c.takeRemembered(all)
	if prog != nil {
		for range len(all) - len(todo) {
			prog.Step(true)
		}
	}
	for i := 0; i < workers; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for p := range jobs {
				c.renderPage(p)
				if prog != nil {
					prog.Step(p.Cached)
				}
			}
		}()
	}
	for _, p := range todo {
		jobs <- p
	}
	close(jobs)
	wg.Wait()
	model.Parallel(len(all), c.Opts.Workers, func(i int) { c.resolveRefs(all[i]) })
}

// resolveRefs resolves a rendered page's links and expands its directives, for
// Fill: the rendering depends only on the page's file, this on the rest of the
// site (routes, the TypeDoc project), and it runs for every page of every
// compile. Links to anchors of the same page are recorded for the link check.
func (c *compiler) resolveRefs(p *model.Page) {
	rec := p.Rec
	p.Fill = make([][]byte, 0, len(rec.Refs)+len(rec.Directives))
	h := cache.NewHasher("fill")
	for _, l := range rec.Refs {
		b := model.JSONString(markdown.EscapeHref(resolve.Link(c.State, p, l), l.Escape))
		b = b[1 : len(b)-1]
		p.Fill = append(p.Fill, b)
		h.Bytes(b)
	}
	if len(rec.Directives) > 0 {
		anchors := make(map[string]bool, len(p.Anchors)) // the memo keeps the rendering's map
		for id := range p.Anchors {
			anchors[id] = true
		}
		p.DirHTML = make([][]byte, len(rec.Directives))
		for i, dv := range rec.Directives {
			out := c.directive(p, dv, c.DiagsFor(p))
			p.DirHTML[i] = out
			for _, id := range htmlIDs(out) {
				anchors[id] = true
			}
			b := model.JSONString(out)
			b = b[1 : len(b)-1]
			p.Fill = append(p.Fill, b)
			h.Bytes(b)
		}
		p.Anchors = anchors
	}
	p.FillSum = h.Sum()
	for _, l := range p.Res.Links {
		if strings.HasPrefix(l.Dest, "#") {
			p.Links = append(p.Links, model.LinkUse{Anchor: l.Dest[1:], File: l.File, Line: l.Line, Col: l.Column, Raw: l.Dest})
		}
	}
}

// standIn is what a rendering writes for its i-th link to resolve (kind "r") or
// directive to expand ("d"): letters, digits and dots, which every HTML context
// and JSON write as they are; the salt (from the rendering's key) keeps a
// document from containing one by chance.
func standIn(kind, salt string, i int) string {
	return "cc" + kind + "." + salt + "." + strconv.Itoa(i) + "."
}

// Fill puts a page's hrefs and directive HTML (resolveRefs) in place of the
// stand-ins of its HTML (as a JSON string), in one pass.
func Fill(p *model.Page, h []byte) []byte {
	rec := p.Rec
	if rec == nil || len(p.Fill) == 0 {
		return h
	}
	mark := []byte("." + rec.Salt + ".")
	out := make([]byte, 0, len(h)+64*len(p.Fill))
	for {
		i := bytes.Index(h, mark)
		if i < 3 || h[i-3] != 'c' || h[i-2] != 'c' || (h[i-1] != 'r' && h[i-1] != 'd') {
			if i < 0 {
				return append(out, h...)
			}
			out = append(out, h[:i+1]...)
			h = h[i+1:]
			continue
		}
		rest := h[i+len(mark):]
		j := bytes.IndexByte(rest, '.')
		n, err := strconv.Atoi(string(rest[:max(j, 0)]))
		if h[i-1] == 'd' {
			n += len(rec.Refs)
		}
		if j < 0 || err != nil || n < 0 || n >= len(p.Fill) || h[i-1] == 'r' && n >= len(rec.Refs) {
			out = append(out, h[:i+1]...)
			h = h[i+1:]
			continue
		}
		out = append(append(out, h[:i-3]...), p.Fill[n]...)
		h = rest[j+1:]
	}
}
