package scan

import (
	"reflect"
	"testing"
)

func TestDecodeFrontMatter(t *testing.T) {
	got := decodeFrontMatter(map[string]any{
		"id": "x", "title": "T", "sidebar_label": "L", "description": "D", "slug": "/s", "image": "/i.png",
		"pagination_label": "P", "sidebar_class_name": "c", "source_hash": "sha256:ab",
		"sidebar_position": 2.5, "toc_min_heading_level": 2.0, "toc_max_heading_level": 4.0,
		"draft": true, "unlisted": false, "hide_title": true, "hide_table_of_contents": true, "hide_footer": true,
		"keywords": []any{"a", "b"}, "tags": []any{"t1", map[string]any{"label": "T2", "permalink": "/t2"}, map[string]any{"label": "T3"}},
		"displayed_sidebar": nil, "pagination_prev": "a", "custom_edit_url": nil,
		"last_update": map[string]any{"date": "2024-01-02", "author": "me"},
		"my_key":      "the author's own",
	})
	s := func(v string) Opt[string] { return Opt[string]{v, true} }
	n := func(v float64) Opt[float64] { return Opt[float64]{v, true} }
	want := FrontMatter{
		ID: s("x"), Title: s("T"), SidebarLabel: s("L"), Description: s("D"), Slug: s("/s"), Image: s("/i.png"),
		PaginationLabel: s("P"), SidebarClassName: s("c"), SourceHash: s("sha256:ab"),
		SidebarPosition: n(2.5), TOCMinHeadingLevel: n(2), TOCMaxHeadingLevel: n(4),
		Draft: true, HideTitle: true, HideTOC: true, HideFooter: true,
		Keywords: []string{"a", "b"}, Tags: []Tag{{Label: "t1"}, {Label: "T2", Permalink: s("/t2")}, {Label: "T3"}},
		DisplayedSidebar: Nullable{Set: true, Null: true}, PaginationPrev: Nullable{Value: "a", Set: true},
		CustomEditURL: Nullable{Set: true, Null: true}, LastUpdateDate: "2024-01-02", LastUpdateAuthor: "me",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got  %+v\nwant %+v", got, want)
	}
	if got := decodeFrontMatter(map[string]any{}); !reflect.DeepEqual(got, FrontMatter{}) {
		t.Errorf("empty front matter: %+v", got)
	}
}
