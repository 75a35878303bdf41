package scan

// FrontMatter is the front matter a doc's compile reads, decoded once by the scan
// (after the file's front matter passed frontmatter.schema.json) from Doc.FM,
// which keeps every key as written: custom keys are the author's data, and the
// graph carries them all as frontMatter. Everything but the scan reads these
// fields, never the map.
type FrontMatter struct {
	ID, Title, SidebarLabel, Description, Slug, Image Opt[string]
	PaginationLabel, SidebarClassName, SourceHash     Opt[string]
	SidebarKey                                        Opt[string]
	SidebarPosition                                   Opt[float64]
	TOCMinHeadingLevel, TOCMaxHeadingLevel            Opt[float64]
	Draft, Unlisted, HideTitle, HideTOC, HideFooter   bool
	Keywords                                          []string
	Tags                                              []Tag
	// Keys that may be null, which is not the same as absent: displayed_sidebar
	// null shows no sidebar, pagination_prev/next null no link,
	// custom_edit_url null no edit link.
	DisplayedSidebar, PaginationPrev, PaginationNext, CustomEditURL Nullable
	// LastUpdateDate and LastUpdateAuthor are last_update.date and .author
	// ("" when absent).
	LastUpdateDate, LastUpdateAuthor string
	// MDXFormat is mdx.format: "md", "mdx", "detect", or "" (the site's).
	MDXFormat string
	// SidebarCustomProps is sidebar_custom_props (nil when absent).
	SidebarCustomProps map[string]any
}

// Opt is an optional front matter value: Set when the key is present.
type Opt[T any] struct {
	Value T
	Set   bool
}

// Get returns the value and whether the key is present.
func (o Opt[T]) Get() (T, bool) { return o.Value, o.Set }

// Nullable is a front matter string that may be null: Set when the key is
// present, Null when its value is null.
type Nullable struct {
	Value     string
	Set, Null bool
}

// Tag is a front matter tag: a label, or a label with a permalink.
type Tag struct {
	Label     string
	Permalink Opt[string]
}

// decodeFrontMatter reads the keys the compiler uses from a front matter map
// whose types the schema has checked.
func decodeFrontMatter(m map[string]any) FrontMatter {
	var f FrontMatter
	str := func(k string) Opt[string] {
		s, ok := m[k].(string)
		return Opt[string]{s, ok}
	}
	num := func(k string) Opt[float64] {
		n, ok := m[k].(float64)
		return Opt[float64]{n, ok}
	}
	flag := func(k string) bool { b, _ := m[k].(bool); return b }
	nullable := func(k string) Nullable {
		v, ok := m[k]
		if !ok {
			return Nullable{}
		}
		s, isStr := v.(string)
		return Nullable{Value: s, Set: true, Null: !isStr}
	}
	f.ID, f.Title, f.SidebarLabel, f.Description = str("id"), str("title"), str("sidebar_label"), str("description")
	f.Slug, f.Image, f.PaginationLabel = str("slug"), str("image"), str("pagination_label")
	f.SidebarClassName, f.SourceHash, f.SidebarKey = str("sidebar_class_name"), str("source_hash"), str("sidebar_key")
	f.SidebarPosition = num("sidebar_position")
	f.SidebarCustomProps, _ = m["sidebar_custom_props"].(map[string]any)
	f.TOCMinHeadingLevel, f.TOCMaxHeadingLevel = num("toc_min_heading_level"), num("toc_max_heading_level")
	f.Draft, f.Unlisted = flag("draft"), flag("unlisted")
	f.HideTitle, f.HideTOC, f.HideFooter = flag("hide_title"), flag("hide_table_of_contents"), flag("hide_footer")
	if ks, ok := m["keywords"].([]any); ok {
		for _, k := range ks {
			if s, ok := k.(string); ok {
				f.Keywords = append(f.Keywords, s)
			}
		}
	}
	if ts, ok := m["tags"].([]any); ok {
		for _, t := range ts {
			switch tv := t.(type) {
			case string:
				f.Tags = append(f.Tags, Tag{Label: tv})
			case map[string]any:
				tag := Tag{}
				tag.Label, _ = tv["label"].(string)
				tag.Permalink.Value, tag.Permalink.Set = tv["permalink"].(string)
				f.Tags = append(f.Tags, tag)
			}
		}
	}
	f.DisplayedSidebar, f.PaginationPrev, f.PaginationNext = nullable("displayed_sidebar"), nullable("pagination_prev"), nullable("pagination_next")
	f.CustomEditURL = nullable("custom_edit_url")
	if lu, ok := m["last_update"].(map[string]any); ok {
		f.LastUpdateDate, _ = lu["date"].(string)
		f.LastUpdateAuthor, _ = lu["author"].(string)
	}
	if mdx, ok := m["mdx"].(map[string]any); ok {
		f.MDXFormat, _ = mdx["format"].(string)
	}
	return f
}
