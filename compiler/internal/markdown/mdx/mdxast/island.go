package mdxast

import "bytes"

// InlineIsland is the HTML around an element's children (after: empty when it
// has none) of a component the file defines, expanded inside a paragraph: an
// island its JSX starts with, which the expansion rendered as flow content (a
// <div>, its content on lines of its own), is a <span> on one line, as an
// island written in a paragraph is (a <div> would end the paragraph).
func InlineIsland(before, after []byte) ([]byte, []byte) {
	const open, end = `<div data-component="`, "</div>"
	last := &after
	if len(after) == 0 {
		last = &before
	}
	if !bytes.HasPrefix(before, []byte(open)) || !bytes.HasSuffix(*last, []byte(end)) {
		return before, after
	}
	*last = append(append([]byte(nil), bytes.TrimSuffix((*last)[:len(*last)-len(end)], []byte("\n"))...), "</span>"...) // a copy: the caller's bytes stay
	tag := bytes.IndexByte(before, '>') + 1
	rest := bytes.TrimPrefix(before[tag:], []byte("\n"))
	out := append(append([]byte(`<span data-component="`), before[len(open):tag]...), rest...)
	return out, after
}
