package jsxtext

import "testing"

// JSX over lines is put on one line with its whitespace as Babel joins it, and
// each text among its tags as the string JSX makes of it (character references
// decoded, quotes escaped), so that no Markdown reads it; attribute values,
// expressions (and JSX inside them) stay, and so does what is not JSX.
func TestCollapse(t *testing.T) {
	for src, want := range map[string]string{
		"<ul>\n  <li>tokens:<ul>\n      <li>a *b* &amp; \"c\"</li>\n    </ul>\n  </li>\n</ul>": `<ul><li>{"tokens:"}<ul><li>{"a *b* & \"c\""}</li></ul></li></ul>`,
		"<div title=\"x *y*\">\n  one\n  two <b>{name}</b> {' '}\n</div>":                      `<div title="x *y*">{"one two "}<b>{name}</b> {' '}</div>`,
		"<p>{t && (\n  <b>x</b>\n)}</p>":                                                       `<p>{t && (<b>x</b>)}</p>`,
		"<>\n  frag\n</>":                                                                      `<>{"frag"}</>`,
		"<b>x</span>":                                                                          `<b>{"x"}</span>`,
		"<b>a < b</b>":                                                                         `<b>a < b</b>`,
	} {
		if got := Collapse(src); got != want {
			t.Errorf("Collapse(%q)\n got %s\nwant %s", src, got, want)
		}
	}
}
