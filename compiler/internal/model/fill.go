package model

import (
	"bytes"
	"strconv"
)

// StandIn is what a rendering writes for its i-th link to resolve (kind "r") or
// directive to expand ("d"): letters, digits and dots, which every HTML context
// and JSON write as they are; the salt (from the rendering's key) keeps a
// document from containing one by chance.
func StandIn(kind, salt string, i int) string {
	return "cc" + kind + "." + salt + "." + strconv.Itoa(i) + "."
}

// Fill puts a page's hrefs and directive HTML (resolve.Refs) in place of the
// stand-ins of its HTML (as a JSON string), in one pass.
func Fill(p *Page, h []byte) []byte {
	rec := p.Rec
	if rec == nil || len(p.Fill) == 0 {
		return h
	}
	mark := []byte("." + rec.Salt + ".")
	out := make([]byte, 0, len(h)+64*len(p.Fill))
	for {
		i := bytes.Index(h, mark)
		if i < 3 || h[i-3] != 'c' || h[i-2] != 'c' || (h[i-1] != 'r' && h[i-1] != 'd') {
			if i < 0 {
				return append(out, h...)
			}
			out = append(out, h[:i+1]...)
			h = h[i+1:]
			continue
		}
		rest := h[i+len(mark):]
		j := bytes.IndexByte(rest, '.')
		n, err := strconv.Atoi(string(rest[:max(j, 0)]))
		if h[i-1] == 'd' {
			n += len(rec.Refs)
		}
		if j < 0 || err != nil || n < 0 || n >= len(p.Fill) || h[i-1] == 'r' && n >= len(rec.Refs) {
			out = append(out, h[:i+1]...)
			h = h[i+1:]
			continue
		}
		out = append(append(out, h[:i-3]...), p.Fill[n]...)
		h = rest[j+1:]
	}
}
