package assemble

import (
	"bytes"
	"encoding/json"
	"maps"
	"path/filepath"
	"reflect"
	"sort"
	"strings"

	"github.com/contentc/contentc/compiler/internal/cache"
	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/graph"
	"github.com/contentc/contentc/compiler/internal/markdown"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/mdxhtml"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/propvalue"
	"github.com/contentc/contentc/compiler/internal/model"
	"github.com/contentc/contentc/compiler/internal/render"
)

// prepareDocPages makes every doc page and its JSON, in parallel.
func (c *compiler) prepareDocPages() {
	var all []*model.Page
	for _, vs := range c.Vers {
		for _, p := range vs.Pages {
			all = append(all, p)
		}
	}
	memo := c.Opts.Memo
	model.Parallel(len(all), c.Opts.Workers, func(i int) {
		p := all[i]
		p.DP = c.docPage(p.Version, p, c.DiagsFor(p))
		if memo == nil || p.Version.Locale != nil || p.Rec.DocCards {
			p.File = c.docJSON(p.DP, p)
			return
		}
		// The same page as in the last compile, with the same HTML and fill:
		// the same file, and no need to encode it again.
		k := model.DocKey{Version: p.Version.Name, ID: p.Doc.ID}
		if prev, ok := memo.Doc(k); ok && prev.Html == p.Rec.HTML && prev.Fill == p.FillSum && reflect.DeepEqual(prev.DP, p.DP) {
			p.File = c.splicedDoc(p, prev.Prefix, prev.Suffix, prev.Sum)
			memo.KeepDoc(k, prev)
			return
		}
		p.File = c.docJSON(p.DP, p)
		if p.File.Load != nil && !p.File.Sum.IsZero() {
			memo.KeepDoc(k, model.DocMemo{DP: p.DP, Html: p.Rec.HTML, Fill: p.FillSum, Prefix: p.File.Prefix, Suffix: p.File.Suffix, Sum: p.File.Sum})
		}
	})
}

// docJSON encodes a doc page: the small JSON of the page with the HTML spliced in.
func (c *compiler) docJSON(dp *graph.DocPage, p *model.Page) model.DocFile {
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
		return model.DocFile{Data: data}
	}
	at := i + len(`"html": `)
	prefix, suffix := small[:at], small[i+len(sentinelField):]
	if c.Cache == nil {
		// Made when written, so the compile never holds every page file at once.
		return model.DocFile{Load: func() ([]byte, error) { return splice(prefix, c.docHTMLJSON(p), suffix), nil }}
	}
	return c.splicedDoc(p, prefix, suffix, cache.NewHasher("doc-json").Bytes(small).Key(p.Rec.HTML).Key(p.FillSum).Bytes(p.Cards).Sum())
}

// splicedDoc is a lazy doc page file: the page's HTML between prefix and suffix.
func (c *compiler) splicedDoc(p *model.Page, prefix, suffix []byte, sum cache.Key) model.DocFile {
	return model.DocFile{Sum: sum, Prefix: prefix, Suffix: suffix,
		Load: func() ([]byte, error) { return splice(prefix, c.docHTMLJSON(p), suffix), nil }}
}

// docHTMLJSON is the page's HTML as a JSON string as its page file has it: with
// its <DocCardList /> cards in place of the marker.
func (c *compiler) docHTMLJSON(p *model.Page) []byte {
	h := model.Fill(p, render.HTMLJSON(c.State, p))
	if p.Rec == nil || !p.Rec.DocCards {
		return h
	}
	cards := model.JSONString(p.Cards)
	return bytes.ReplaceAll(h, []byte(mdxhtml.DocCardListMarker), cards[1:len(cards)-1])
}

func splice(prefix, h, suffix []byte) []byte {
	b := make([]byte, 0, len(prefix)+len(h)+len(suffix))
	return append(append(append(b, prefix...), h...), suffix...)
}

// siteComponents lists the files of the site components the pages use, and
// where the content root is from the graph folder, for the web build to
// compile them (nil when no page uses one).
func (c *compiler) siteComponents() *graph.SiteComponents {
	set := map[string]bool{}
	var walk func(cs []markdown.Component)
	walk = func(cs []markdown.Component) {
		for _, comp := range cs {
			if comp.Module != "" {
				set[comp.Module] = true
			}
			for _, v := range comp.Props { // components passed in a prop, at any depth
				propvalue.Modules(v, func(mod string) {
					if filepath.IsLocal(mod) {
						set[mod] = true // (a literal prop written so names a file inside the content root only)
					}
				})
			}
			walk(comp.Children)
		}
	}
	for _, vs := range c.Vers {
		for _, p := range vs.Pages {
			if p.Rec == nil || p.Rec.Components == "" || !strings.Contains(p.Rec.Components, `"module"`) {
				continue
			}
			var cs []markdown.Component
			if json.Unmarshal([]byte(p.Rec.Components), &cs) == nil {
				walk(cs)
			}
		}
	}
	if len(set) == 0 || c.Opts.Out == "" {
		return nil
	}
	out, err1 := filepath.Abs(c.Opts.Out)
	root, err2 := filepath.Abs(c.Opts.Root)
	rel, err3 := filepath.Rel(out, root)
	if err1 != nil || err2 != nil || err3 != nil {
		c.Diags.Errorf(diag.Internal, "", 0, 0, "the content root %s cannot be reached from the output folder %s", c.Opts.Root, c.Opts.Out)
		return nil
	}
	sc := &graph.SiteComponents{Root: filepath.ToSlash(rel), Modules: make([]string, 0, len(set))}
	for m := range set {
		sc.Modules = append(sc.Modules, m)
	}
	sort.Strings(sc.Modules)
	if len(c.Cfg.Aliases) > 0 {
		sc.Aliases = maps.Clone(c.Cfg.Aliases)
	}
	return sc
}

// htmlSentinel stands in for a doc page's HTML while the rest of the page is
// encoded; the HTML is spliced in in its place. NUL bytes never reach a graph
// string (the scanner rejects them), so the sentinel cannot be confused with content.
const htmlSentinel = "\x00contentc:html\x00"

var sentinelField = []byte(`"html": "\u0000contentc:html\u0000"`)
