package render

import (
	"cmp"
	"path/filepath"
	"strings"

	"github.com/contentc/contentc/compiler/internal/markdown"
	"github.com/contentc/contentc/compiler/internal/model"
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
	// Docusaurus's baseID: the front matter's id, else the file's name
	// without its number prefix (an index.md is "index").
	baseID, _ := p.Version.Tree.Prefixes.Strip(d.FileName)
	if id, ok := d.Front.ID.Get(); ok && id != "" {
		baseID = id
	}
	p.Title = d.GeneratedTitle
	// `title: ""` is no title, as Docusaurus's frontMatter.title ??
	// contentTitle ?? baseID keeps it (its schema allows it, #4591): the
	// page shows no heading but its body's (epinio's generated CLI pages).
	t, set := d.Front.Title.Get()
	if set {
		p.Title = t
	}
	if p.Title == "" && !set {
		p.Title = cmp.Or(p.Res.Title, baseID)
	}
	// The label links name the page by (sidebar, pagination, search,
	// llms.txt): never empty, where Docusaurus's link would have no name.
	p.Label = cmp.Or(p.Title, p.Res.Title, baseID)
	if l, ok := d.Front.SidebarLabel.Get(); ok {
		p.Label = l
	}
	p.Desc = d.GeneratedDescription
	s, set := d.Front.Description.Get()
	if set {
		p.Desc = s // "" too: none, as Docusaurus keeps it (`description: ""` to have no excerpt)
	}
	if p.Desc == "" && !set {
		p.Desc = p.Rec.Excerpt
	}
}

// lead is a generated reference page's (TypeDoc) text its default description
// is the first sentence of: its first text, which starts with the signature,
// the best summary it has.
func lead(res markdown.Result) string {
	for _, s := range res.Sections {
		if t := strings.TrimSpace(s.Text); t != "" {
			return t
		}
	}
	return ""
}

// firstSentence is a generated page's default description: the first sentence
// of its lead.
func firstSentence(lead string) string {
	t := strings.TrimSpace(lead)
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

// Render renders every doc's Markdown in parallel (model.Parallel: one goroutine
// per CPU, each taking the next page).
func (c *compiler) Render() {
	var all []*model.Page
	for _, vs := range c.Vers {
		all = append(all, vs.Pages...)
	}
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
	model.Parallel(len(todo), c.Opts.Workers, func(i int) {
		c.renderPage(todo[i])
		if prog != nil {
			prog.Step(todo[i].Cached)
		}
	})
}
