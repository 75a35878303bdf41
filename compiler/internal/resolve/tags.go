package resolve

import (
	"bytes"
	"os"
	"path"
	"strconv"
	"strings"

	"github.com/contentc/contentc/compiler/internal/config"
	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/model"
	"github.com/contentc/contentc/compiler/internal/scan"
	"github.com/contentc/contentc/compiler/internal/source"
	"github.com/contentc/contentc/compiler/internal/tags"
	"github.com/contentc/contentc/compiler/internal/yamlpos"
)

// Tags gives every doc its tags and every version its tag pages (Docusaurus's
// /docs/tags and /docs/tags/<tag>), whose routes it registers.
func Tags(st *model.State) {
	c := &compiler{st}
	for _, vs := range c.Vers {
		c.versionTags(vs)
	}
}

func (c *compiler) versionTags(vs *model.Version) {
	opts := vs.Plugin.Tags
	if opts.BasePath == "" { // (a configuration made without a site file)
		opts.BasePath = "tags"
	}
	if opts.File == "" {
		opts.File = "tags.yml"
	}
	base := scan.JoinRoute(vs.Prefix, opts.BasePath)
	var file map[string]tags.Def
	fileName := ""
	if !opts.Off {
		file, fileName = c.tagsFile(vs, opts)
	}
	var docs []*tags.Doc
	kebabs := tags.Kebabs{}
	for _, p := range vs.Pages {
		d := p.Doc
		if len(d.Front.Tags) == 0 {
			continue
		}
		p.Tags = tags.Normalize(d.Front.Tags, file, base, kebabs)
		var inline []string
		for i := range p.Tags {
			t := &p.Tags[i]
			if t.Inline && file != nil {
				inline = append(inline, t.Label)
			}
			if err := checkTagRoute(t, base); err != "" {
				l, col := c.tagPos(d, t.Index)
				c.Diags.Warnf(diag.InvalidSlug, d.SourceOr(), l, col, "tag %q %s; the tag has no page (give it a permalink of letters and digits)", t.Label, err)
				t.Route = ""
			}
		}
		if len(inline) > 0 && opts.OnInline != "ignore" {
			sev := diag.Warning
			if opts.OnInline == "throw" {
				sev = diag.Error
			}
			l, col := d.FMPos("tags")
			c.Diags.Add(diag.Diagnostic{Severity: sev, ID: diag.InlineTag, File: d.SourceOr(), Line: l, Column: col,
				Message: "tags " + quoteList(inline) + " are not defined in " + fileName + "; define them there, or name a tag it defines"})
		}
		docs = append(docs, &tags.Doc{ID: d.ID, Title: p.Title, Description: p.Desc, Route: d.Route, Unlisted: d.Unlisted, Tags: p.Tags})
	}
	groups := tags.GroupDocs(docs)
	if len(groups) == 0 {
		return
	}
	kept := groups[:0]
	listed := false
	dropped := map[string]bool{}
	for _, g := range groups {
		if prev, dup := c.Routes[g.Route]; dup {
			c.Diags.Warnf(diag.DuplicateRoute, prev, 0, 0, "route %s is taken twice: by this page and by the page of tag %q (of %s; the tag page is left out)", g.Route, g.Label, g.Docs[0].ID)
			dropped[g.Route] = true
			continue
		}
		c.Routes[g.Route] = "tag " + g.Label
		kept = append(kept, g)
		listed = listed || !g.Unlisted
	}
	vs.TagGroups, vs.TagsRoute = kept, base
	for _, d := range docs {
		for i := range d.Tags {
			if dropped[d.Tags[i].Route] {
				d.Tags[i].Route = ""
			}
		}
	}
	if _, dup := c.Routes[base]; !dup && listed {
		c.Routes[base] = "tags list"
		vs.TagsList = true
	}
}

// checkTagRoute says what is wrong with a tag's route ("" when nothing).
func checkTagRoute(t *tags.Tag, base string) string {
	if t.Route == "" {
		return "has no letter or digit to make its URL of"
	}
	if !strings.HasPrefix(t.Route, base+"/") || scan.CheckRoute(t.Route) != nil {
		// (a permalink with ../ leaves the tags route once joined to it)
		return "has a URL (" + strconv.Quote(t.Route) + ") that is not a path under " + base
	}
	return ""
}

// tagPos is where a doc's tag i is written.
func (c *compiler) tagPos(d *scan.Doc, i int) (int, int) {
	doc := d.FrontMatterDoc()
	if doc == nil {
		return 1, 1
	}
	p := doc.At("/tags/" + strconv.Itoa(i))
	return p.Line + 1, p.Column
}

// tagsFile reads the version's tags file: the translated docs folder's for a
// locale, else the docs folder's (nil when there is none, or it is broken:
// reported).
func (c *compiler) tagsFile(vs *model.Version, opts config.TagsOptions) (map[string]tags.Def, string) {
	var dirs []string
	if vs.TR != nil {
		dirs = append(dirs, vs.TR.Folder)
	}
	dirs = append(dirs, c.DocsDir(vs))
	for _, dir := range dirs {
		name := path.Join(dir, opts.File)
		data, err := source.ReadFile(c.Opts.Root, name)
		if os.IsNotExist(err) {
			continue
		}
		if err != nil {
			c.Diags.Add(source.AsDiagnostic(name, err))
			return nil, name
		}
		return c.readTagsFile(name, data), name
	}
	if opts.Set {
		c.ConfigError(diag.MissingTagsFile, vs.Plugin.Ptr+"/tags", "tags file %s does not exist (docs option tags: %q, read from each version's docs folder); create it, or remove the option", path.Join(c.DocsDir(vs), opts.File), opts.File)
	}
	return nil, ""
}

func (c *compiler) readTagsFile(name string, data []byte) map[string]tags.Def {
	file := map[string]tags.Def{}
	if len(bytes.TrimSpace(data)) == 0 {
		return file // Docusaurus reads an empty file as no tags
	}
	doc, err := yamlpos.Parse(data)
	if err != nil {
		c.Diags.Add(config.YAMLDiag(name, err, 0))
		return nil
	}
	if ds := c.V.Check("tags.schema.json", name, doc, 0); len(ds) > 0 {
		c.Diags.Add(ds...)
		return nil
	}
	m, _ := doc.Value.(map[string]any)
	at := func(k string) yamlpos.Pos { return doc.KeyAt("/" + yamlpos.Escape(k)) }
	keys := doc.Order[""] // in the file's order: the first of two tags with one permalink keeps it
	owner := map[string]string{}
	for _, key := range keys {
		e, _ := m[key].(map[string]any)
		str := func(k string) string { s, _ := e[k].(string); return s }
		def := tags.FileDef(key, str("label"), str("permalink"), str("description"))
		if other, dup := owner[def.Permalink]; dup {
			p := at(key)
			c.Diags.Errorf(diag.DuplicateRoute, name, p.Line, p.Column, "tags %q and %q have the same permalink %s; give one another permalink", other, key, def.Permalink)
			continue
		}
		owner[def.Permalink] = key
		file[key] = def
	}
	return file
}

func quoteList(xs []string) string {
	out := ""
	for i, x := range xs {
		if i > 0 {
			out += ", "
		}
		out += strconv.Quote(x)
	}
	return out
}
