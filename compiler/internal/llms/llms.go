// Package llms makes the graph's files for machine readers: llms.txt
// (https://llmstxt.org) and a Markdown copy of every doc page. The web build
// publishes llms.txt at the site root and each copy at its page's URL with ".md"
// appended ("/docs/intro" → "/docs/intro.md"; a route ending in "/" gets
// "index.md").
package llms

import (
	"bytes"
	"cmp"
	"path"
	"slices"
	"strings"

	"github.com/contentc/contentc/compiler/internal/cache"
	"github.com/contentc/contentc/compiler/internal/graph"
	"github.com/contentc/contentc/compiler/internal/markdown"
	"github.com/contentc/contentc/compiler/internal/model"
	"github.com/contentc/contentc/compiler/internal/render"
	"github.com/contentc/contentc/compiler/internal/resolve"
)

// linkDest encodes what would end a Markdown link's destination in a route
// (a file name with a space: "/docs/web hooks.md" -> "/docs/web%20hooks.md").
var linkDest = strings.NewReplacer(" ", "%20", "(", "%28", ")", "%29")

// MarkdownURL is the site-relative URL of a page's Markdown copy.
func MarkdownURL(route string) string {
	if strings.HasSuffix(route, "/") {
		return route + "index.md"
	}
	return route + ".md"
}

// markdownFile is where a page's Markdown copy is in the graph folder.
func markdownFile(route string) string {
	return path.Join("markdown", strings.TrimPrefix(MarkdownURL(route), "/"))
}

// compiler is the compile's state, with this package's methods.
type compiler struct{ *model.State }

// Add adds llms.txt and the Markdown copies to the output; sectionOf names
// the section (navbar label) of each sidebar.
func Add(st *model.State, out *graph.Output, sectionOf map[string]string) {
	(&compiler{st}).machineReadable(out, sectionOf)
}

func (c *compiler) machineReadable(out *graph.Output, sectionOf map[string]string) {
	// llms.txt is made while the copies' sums are (both read the pages only).
	llms := make(chan []byte, 1)
	go func() { llms <- c.llmsTxt(sectionOf) }()
	var all []*model.Page
	for _, vs := range c.Vers {
		all = append(all, vs.Pages...)
	}
	sums := make([]cache.Key, len(all))
	if c.Cache != nil {
		model.Parallel(len(all), c.Opts.Workers, func(i int) {
			p := all[i]
			// The copy is made of the body (in the render key), the title, the
			// description and the props tables: the file is rewritten when one changes.
			h := cache.NewHasher("markdown-copy").Key(p.Key).Str(p.Rec.Title).Str(p.Title)
			if p.Doc.Front.Description.Set {
				h.Str(p.Desc)
			}
			for i, dv := range p.Rec.Directives {
				if dv.Theme == "" { // (a theme text is no line of the body)
					h.Str(c.directiveMarkdown(dv, p.DirHTML[i]))
				}
			}
			sums[i] = h.Sum()
		})
	}
	for i, p := range all {
		if c.Static[MarkdownURL(p.Doc.Route)] {
			continue // the site's own file at that URL is served, as Docusaurus serves static/
		}
		load := func() ([]byte, error) { return c.markdownCopy(p), nil }
		if c.Cache == nil {
			// Made when written (see graph.Output.AddFunc).
			out.AddFunc(markdownFile(p.Doc.Route), load)
		} else {
			out.AddLazy(markdownFile(p.Doc.Route), sums[i], load)
		}
	}
	txt := <-llms
	if c.Static["/llms.txt"] {
		// The site's own static/llms.txt is what /llms.txt serves, as
		// Docusaurus serves its static files (react-strict-dom's guide for
		// LLMs, which its installation page links to).
		return
	}
	out.Add("llms.txt", txt)
}

// markdownCopy is a page as Markdown: its title (unless the body starts with
// one) and description, then the body as written, front matter left out and
// ::props directives replaced by the props table they stand for. Links stay as
// written in the source.
func (c *compiler) markdownCopy(p *model.Page) []byte {
	var b bytes.Buffer
	if p.Rec.Title == "" {
		b.WriteString("# " + oneLine(cmp.Or(p.Title, p.Label)) + "\n\n")
		if p.Desc != "" {
			if p.Doc.Front.Description.Set {
				b.WriteString("> " + oneLine(p.Desc) + "\n\n")
			}
		}
	}
	body := p.Doc.Body
	if b.Len() > 0 {
		body = bytes.TrimLeft(body, "\r\n")
	}
	if len(p.Rec.Directives) > 0 {
		body = c.expandDirectives(p, body)
	}
	if len(p.Rec.Partials) > 0 {
		body = render.ExpandPartials(c.State, p.Doc.SourceOr(), body, 0)
	}
	b.Write(body)
	if b.Len() > 0 && b.Bytes()[b.Len()-1] != '\n' {
		b.WriteByte('\n')
	}
	return b.Bytes()
}

// expandDirectives replaces each ::props line of a body by its table in Markdown
// (or drops the line of a directive that expanded to nothing).
func (c *compiler) expandDirectives(p *model.Page, body []byte) []byte {
	lines := strings.SplitAfter(string(body), "\n")
	for j, dv := range p.Rec.Directives {
		i := dv.Line - p.Doc.BodyLine - 1
		if dv.Theme != "" || i < 0 || i >= len(lines) {
			continue
		}
		lines[i] = c.directiveMarkdown(dv, p.DirHTML[j])
	}
	return []byte(strings.Join(lines, ""))
}

// directiveMarkdown is what a directive stands for in Markdown: a props table, or
// nothing for a directive that expanded to nothing.
func (c *compiler) directiveMarkdown(dv markdown.Directive, html []byte) string {
	if dv.Name == "props" && c.Typedoc != nil && len(html) > 0 {
		if pr := resolve.Props(c.State, dv.Attrs["of"]); pr.Ok {
			return strings.TrimRight(pr.Markdown, "\n") + "\n"
		}
	}
	return ""
}

// llmsTxt lists the last version's pages: one section per sidebar (in sidebar
// order, named like its navbar item), then the pages in no sidebar under
// "Optional". Links point at the Markdown copies. In watch mode, when every
// line would be as in the last compile, the last bytes are reused.
func (c *compiler) llmsTxt(sectionOf map[string]string) []byte {
	site := c.Cfg.Site
	base := strings.TrimSuffix(site.URL, "/") + strings.TrimSuffix(site.BaseURL, "/")
	var head strings.Builder
	head.WriteString("# " + oneLine(site.Title) + "\n\n")
	if site.Tagline != "" {
		head.WriteString("> " + oneLine(site.Tagline) + "\n\n")
	}
	site0 := base
	if site0 == "" {
		site0 = "/"
	}
	head.WriteString("The documentation of " + oneLine(site.Title) + ". Each link below is the Markdown source of a page of " + site0 + " (the page's URL with .md appended).\n")
	// What the file lists: a section heading (page nil) or a page.
	var lines []llmsLine
	// Each docs plugin's last version (the default locale's): the one at the
	// docs' root that readers land on (Docusaurus's lastVersion), not docs
	// still unreleased (jest's and SeaORM's "Next").
	var firsts []*model.Version
	for _, vs := range c.Vers {
		if vs.Locale != nil {
			continue
		}
		if i := slices.IndexFunc(firsts, func(f *model.Version) bool { return f.Plugin == vs.Plugin }); i < 0 {
			firsts = append(firsts, vs)
		} else if vs.IsLast && !firsts[i].IsLast {
			firsts[i] = vs
		}
	}
	for _, vs := range firsts {
		if vs.SB == nil {
			continue
		}
		for _, name := range vs.SB.Order {
			sb := vs.SB.Sidebars[name]
			if sb == nil {
				continue
			}
			label := sectionOf[name]
			if label == "" {
				label = name
				if len(vs.SB.Order) == 1 {
					label = "Docs"
				}
			}
			at := len(lines)
			lines = append(lines, llmsLine{Section: label})
			var walk func(items []*graph.SidebarItem)
			walk = func(items []*graph.SidebarItem) {
				for _, it := range items {
					var p *model.Page
					if it.DocID != nil {
						p = vs.ByID[*it.DocID]
					} else if it.Href != nil {
						p = c.Pages[*it.Href]
					}
					if p != nil && p.Version == vs && !p.Doc.Unlisted && !p.InLLMS {
						p.InLLMS = true
						lines = append(lines, llmsLine{Route: p.Doc.Route, Title: cmp.Or(p.Title, p.Label), Desc: p.Desc})
					}
					walk(it.Items)
				}
			}
			walk(sb.Items)
			if len(lines) == at+1 {
				lines = lines[:at] // no page: no section
			}
		}
	}
	at := len(lines)
	lines = append(lines, llmsLine{Section: "Optional"})
	for _, vs := range firsts {
		for _, p := range vs.Pages {
			if !p.Doc.Unlisted && !p.InLLMS {
				lines = append(lines, llmsLine{Route: p.Doc.Route, Title: cmp.Or(p.Title, p.Label), Desc: p.Desc})
			}
		}
	}
	if len(lines) == at+1 {
		lines = lines[:at]
	}
	b := bytes.NewBuffer(make([]byte, 0, head.Len()+len(lines)*(len(base)+120)))
	b.WriteString(head.String())
	for _, l := range lines {
		if l.Route == "" {
			b.WriteString("\n## " + oneLine(l.Section) + "\n\n")
			continue
		}
		b.WriteString("- [" + linkText(l.Title) + "](" + base + linkDest.Replace(MarkdownURL(l.Route)) + ")")
		// (a page that opens with a licence comment has "<!--" as its
		// description, as Docusaurus's excerpt gives it: druid's 243 pages; it
		// says nothing here)
		if d := oneLine(l.Desc); d != "" && !strings.HasPrefix(d, "<!--") {
			b.WriteString(": " + d)
		}
		b.WriteByte('\n')
	}
	return b.Bytes()
}

func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

func linkText(s string) string {
	s = oneLine(s)
	s = strings.ReplaceAll(s, `\`, `\\`)
	s = strings.ReplaceAll(s, "[", `\[`)
	return strings.ReplaceAll(s, "]", `\]`)
}

// llmsLine is a line of llms.txt: a section's heading, or a page's entry.
type llmsLine struct {
	Section            string
	Route, Title, Desc string
}
