package safehtml

import "bytes"

// Fragment sanitises a standalone piece of HTML (a sidebar's html item) with the
// filter that raw HTML in Markdown goes through, then balances its elements: an
// end tag with no open element is dropped and elements left open are closed, so
// the fragment cannot change the markup around it. report, if not nil, is called
// for every tag or attribute removed, with its byte offset in raw.
func Fragment(raw string, report func(index int, msg string)) string {
	f := Filter{Report: report}
	out, _ := f.Run([]byte(raw))
	return string(balance(out))
}

// balance works on the filter's output, which holds only tags it rebuilt itself
// ("<name attr=\"escaped\">", "</name>") and escaped text, so every '<' starts a
// tag and every '>' ends one.
func balance(b []byte) []byte {
	out := make([]byte, 0, len(b))
	var open []string
	for i := 0; i < len(b); {
		if b[i] != '<' {
			k := bytes.IndexByte(b[i:], '<')
			if k < 0 {
				k = len(b) - i
			}
			out = append(out, b[i:i+k]...)
			i += k
			continue
		}
		end := bytes.IndexByte(b[i:], '>')
		if end < 0 { // cannot happen with the filter's output; keep nothing of it
			break
		}
		t := b[i : i+end+1]
		i += end + 1
		if len(t) > 2 && t[1] == '/' {
			name := string(t[2 : len(t)-1])
			at := -1
			for k := len(open) - 1; k >= 0; k-- {
				if open[k] == name {
					at = k
					break
				}
			}
			if at < 0 {
				continue // nothing to close
			}
			for k := len(open) - 1; k > at; k-- {
				out = append(out, "</"+open[k]+">"...)
			}
			open = open[:at]
			out = append(out, t...)
			continue
		}
		n := 1
		for n < len(t) && t[n] != ' ' && t[n] != '>' {
			n++
		}
		name := string(t[1:n])
		out = append(out, t...)
		if !voidTags[name] {
			open = append(open, name)
		}
	}
	for k := len(open) - 1; k >= 0; k-- {
		out = append(out, "</"+open[k]+">"...)
	}
	return out
}
