package safehtml

import "bytes"

// HTMLIDs finds id="…" attributes the renderer wrote (footnotes and the like), so
// links to them are not reported as broken anchors.
func HTMLIDs(html []byte) []string {
	var ids []string
	// id="x" on any element, and name="x", which only <a> keeps: both are
	// targets of #x in browsers.
	for _, attr := range [][]byte{[]byte(` id="`), []byte(` name="`)} {
		rest := html
		for {
			i := bytes.Index(rest, attr)
			if i < 0 {
				break
			}
			tag := rest[:i]
			rest = rest[i+len(attr):]
			j := bytes.IndexByte(rest, '"')
			if j < 0 {
				break
			}
			if t := tag[max(0, bytes.LastIndexByte(tag, '<')):]; attr[1] == 'n' && !bytes.Equal(t, []byte("<a")) && !bytes.HasPrefix(t, []byte("<a ")) {
				continue
			}
			// A copy: the record outlives the page's HTML.
			ids = append(ids, string(rest[:j]))
			rest = rest[j:]
		}
	}
	return ids
}
