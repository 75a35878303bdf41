package render

import "testing"

// A doc's default description is the first line of its content as Docusaurus's
// createExcerpt cleans it.
func TestExcerpt(t *testing.T) {
	for _, c := range []struct{ body, want string }{
		{"# Title\n\nFirst line of the paragraph. Second sentence.\nSecond line.\n", "First line of the paragraph. Second sentence."},
		{"Title\n=====\n\nUnder a setext title.\n", "Under a setext title."},
		{"import Tabs from '@theme/Tabs';\nimport TabItem from\n  '@theme/TabItem';\n\nexport const x = 1;\n\nAfter the imports.\n", "After the imports."},
		{"```sh\nnpm install widget\n```\n\nInstall it first.\n", "Install it first."},
		{"````md\n```js\nx\n```\n````\n\nAfter a longer fence.\n", "After a longer fence."},
		{"There are a few options:\n\n- Algolia\n- Local\n", "There are a few options:"},
		{"## Getting started {#start}\n\nText.\n", "Getting started"},
		{"Some **bold**, _italic_, ~~gone~~ and `code`, a [link](./a.md) and ![an image](./a.png).\n", "Some bold, italic, gone and code, a link and an image."},
		{":::note\n\nInside the note :tada:\n\n:::\n", "Inside the note"},
		{"> Quoted text.\n", "Quoted text."},
		{"<div>\n\n<b>Bold</b> words<sup>[^1]</sup>.\n", "Bold words."},
		{"A footnote[^1] here.\n\n[^1]: The note.\n", "A footnote here."},
		{"```js\nonly code\n```\n", ""},
		{"", ""},
	} {
		if got := excerpt(c.body); got != c.want {
			t.Errorf("excerpt(%q) = %q, want %q", c.body, got, c.want)
		}
	}
}

func TestUnemphasize(t *testing.T) {
	for in, want := range map[string]string{
		"a **b** c":       "a b c",
		"***x*** and *y*": "x and y",
		"snake_case_name": "snakecasename", // as JavaScript's replace does
		"2 * 3":           "2 * 3",
		"__init__":        "init",
	} {
		if got := unemphasize(in); got != want {
			t.Errorf("unemphasize(%q) = %q, want %q", in, got, want)
		}
	}
}
