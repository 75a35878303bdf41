package assemble

import (
	"strconv"
	"strings"

	"github.com/contentc/contentc/compiler/internal/graph"
	"github.com/contentc/contentc/compiler/internal/langinfo"
	"github.com/contentc/contentc/compiler/internal/model"
	"github.com/contentc/contentc/compiler/internal/tags"
)

// tagPages adds the version's tags list page and tag pages (resolve.Tags)
// to the output and their routes to the graph.
func (c *compiler) tagPages(vs *model.Version, out *graph.Output, g *graph.Graph) {
	if len(vs.TagGroups) == 0 {
		return
	}
	loc := vs.LocaleCode(c.Cfg.Site)
	dir := vs.DataDir() + "tags/" + vs.Name + "/"
	var allTags *string
	if vs.TagsList {
		allTags = graph.Ptr(vs.TagsRoute)
		list := &graph.TagsPage{Kind: "tags", Version: vs.Name, Locale: loc, Route: vs.TagsRoute,
			Title: c.ThemeText(vs.Locale, "theme.tags.tagsPageTitle", "Tags"), Letters: []graph.TagLetter{}}
		for _, l := range tags.ByLetter(vs.TagGroups) {
			gl := graph.TagLetter{Letter: l.Letter, Tags: make([]graph.TagCount, len(l.Groups))}
			for i, t := range l.Groups {
				gl.Tags[i] = graph.TagCount{Label: t.Label, Permalink: t.Route, Count: len(t.Docs)}
			}
			list.Letters = append(list.Letters, gl)
		}
		if out.AddJSON(dir+"index.json", list) == nil {
			g.Routes = append(g.Routes, graph.RouteEntry{Route: vs.TagsRoute, Kind: "tags", Version: vs.Name, Locale: loc, Data: dir + "index.json"})
		}
	}
	code := c.LocaleCode(vs.Locale)
	plural := c.ThemeText(vs.Locale, "theme.docs.tagDocListPageTitle.nDocsTagged", "One doc tagged|{count} docs tagged")
	title := c.ThemeText(vs.Locale, "theme.docs.tagDocListPageTitle", `{nDocsTagged} with "{tagName}"`)
	names := map[string]bool{"index": true}
	for _, t := range vs.TagGroups {
		page := &graph.TagPage{Kind: "tag", Version: vs.Name, Locale: loc, Route: t.Route, Label: t.Label,
			Title:       strings.NewReplacer("{nDocsTagged}", langinfo.Plural(code, plural, len(t.Docs)), "{tagName}", t.Label).Replace(title),
			Description: t.Description, AllTags: allTags, Unlisted: t.Unlisted, Items: make([]graph.TagDoc, 0, len(t.Docs))}
		for _, d := range t.Docs {
			page.Items = append(page.Items, graph.TagDoc{ID: d.ID, Title: d.Title, Description: d.Description, Route: d.Route})
		}
		// the file is named by the tag's route under the tags route
		base := strings.ReplaceAll(strings.Trim(strings.TrimPrefix(t.Route, vs.TagsRoute), "/"), "/", "_")
		name := base
		for n := 2; names[name]; n++ {
			name = base + "-" + strconv.Itoa(n)
		}
		names[name] = true
		data := dir + name + ".json"
		if out.AddJSON(data, page) == nil {
			g.Routes = append(g.Routes, graph.RouteEntry{Route: t.Route, Kind: "tag", ID: t.Label, Version: vs.Name, Locale: loc, Unlisted: t.Unlisted, Data: data})
		}
	}
}
