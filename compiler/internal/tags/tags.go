// Package tags is Docusaurus's doc tags: the tag a front matter tag names (a
// tags file's definition, or an inline tag whose URL is lodash's kebabCase of
// its label), each tag's route under its version's tags route, and the docs
// of each tag, for the tags list page and the tag pages.
package tags

import (
	"bytes"
	"sort"
	"strings"

	"golang.org/x/text/collate"
	"golang.org/x/text/language"

	"github.com/contentc/contentc/compiler/internal/scan"
)

// Def is a tag a tags file defines (its key is what docs write).
type Def struct{ Label, Permalink, Description string }

// Tag is a doc's tag.
type Tag struct {
	Label string
	// Route is its page's route: the version's tags route and its permalink
	// ("/docs/tags/getting-started"); "" when its permalink is empty (a label
	// without letters or digits, "C#" being "c" and "++" nothing).
	Route       string
	Description string
	// Inline: the tags file does not define it (or there is no tags file).
	Inline bool
	// Index is the tag's place in the doc's front matter tags.
	Index int
}

// Normalize makes a doc's tags from its front matter tags, as Docusaurus's
// normalizeTags: a label the tags file defines is that tag, anything else an
// inline tag. base is the version's tags route ("/docs/tags"). A tag whose
// route another of the doc's tags has is left out (Docusaurus shows one).
func Normalize(fm []scan.Tag, file map[string]Def, base string, kebabs Kebabs) []Tag {
	out := make([]Tag, 0, len(fm))
	seen := map[string]bool{}
	for i, t := range fm {
		tag := Tag{Label: t.Label, Inline: true, Index: i}
		permalink, set := t.Permalink.Get()
		if def, ok := file[t.Label]; ok && !set {
			tag = Tag{Label: def.Label, Description: def.Description, Index: i}
			permalink = def.Permalink
		} else if !set {
			permalink = kebabs.Of(t.Label)
		}
		if strings.Trim(permalink, "/") != "" {
			tag.Route = scan.JoinRoute(base, permalink)
		}
		if tag.Route != "" && seen[tag.Route] {
			continue
		}
		seen[tag.Route] = true
		out = append(out, tag)
	}
	return out
}

// FileDef is the definition of the tags file's entry key, given its label,
// permalink and description ("" for those its entry does not set), as
// Docusaurus's normalizeTagsFile makes it: the label defaults to the
// capitalised key, the permalink to the kebab-cased key.
func FileDef(key string, label, permalink, description string) Def {
	if label == "" {
		label = Capitalize(key)
	}
	if permalink == "" {
		permalink = "/" + KebabCase(key)
	}
	return Def{Label: label, Permalink: permalink, Description: description}
}

// Doc is a doc of the version, with its tags.
type Doc struct {
	ID, Title, Description, Route string
	Unlisted                      bool
	Tags                          []Tag
}

// Group is a tag and its docs.
type Group struct {
	Tag
	// Docs are the docs the tag's page lists, by title: its listed docs, or
	// all of them when every one is unlisted (then the tag is Unlisted: its
	// page is built but not in the tags list), as Docusaurus's getTagVisibility.
	Docs     []*Doc
	Unlisted bool
}

// GroupDocs gathers the docs of each tag (by route; the first doc's label
// names a tag two docs write differently), sorted by route.
func GroupDocs(docs []*Doc) []*Group {
	byRoute := map[string]*Group{}
	var groups []*Group
	for _, d := range docs {
		for _, t := range d.Tags {
			if t.Route == "" {
				continue
			}
			g := byRoute[t.Route]
			if g == nil {
				g = &Group{Tag: t}
				byRoute[t.Route] = g
				groups = append(groups, g)
			}
			g.Docs = append(g.Docs, d)
		}
	}
	// Each title's collation key is made once (a doc is in each of its
	// tags' lists): comparing keys is comparing the titles.
	col := collate.New(language.English)
	var buf collate.Buffer
	keys := map[*Doc][]byte{}
	for _, g := range groups {
		for _, d := range g.Docs {
			if _, ok := keys[d]; !ok {
				keys[d] = col.KeyFromString(&buf, d.Title)
			}
		}
	}
	for _, g := range groups {
		listed := g.Docs[:0:0]
		for _, d := range g.Docs {
			if !d.Unlisted {
				listed = append(listed, d)
			}
		}
		if len(listed) == 0 {
			g.Unlisted = true
		} else {
			g.Docs = listed
		}
		sort.SliceStable(g.Docs, func(i, j int) bool { return bytes.Compare(keys[g.Docs[i]], keys[g.Docs[j]]) < 0 })
	}
	sort.Slice(groups, func(i, j int) bool { return groups[i].Route < groups[j].Route })
	return groups
}

// Letter is the tags list page's tags under one initial.
type Letter struct {
	Letter string
	Groups []*Group
}

// ByLetter lists the listed tags under their initials (the label's first
// character in upper case), initials and labels in alphabetical order, as
// Docusaurus's listTagsByLetters.
func ByLetter(groups []*Group) []Letter {
	col := collate.New(language.English)
	byInitial := map[string]*Letter{}
	var letters []*Letter
	for _, g := range groups {
		if g.Unlisted {
			continue
		}
		initial := ""
		for _, r := range g.Label {
			initial = strings.ToUpper(string(r))
			break
		}
		l := byInitial[initial]
		if l == nil {
			l = &Letter{Letter: initial}
			byInitial[initial] = l
			letters = append(letters, l)
		}
		l.Groups = append(l.Groups, g)
	}
	sort.SliceStable(letters, func(i, j int) bool { return col.CompareString(letters[i].Letter, letters[j].Letter) < 0 })
	out := make([]Letter, len(letters))
	for i, l := range letters {
		sort.SliceStable(l.Groups, func(a, b int) bool { return col.CompareString(l.Groups[a].Label, l.Groups[b].Label) < 0 })
		out[i] = *l
	}
	return out
}
