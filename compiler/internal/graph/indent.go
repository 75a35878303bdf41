package graph

import (
	"bytes"
	"encoding/json"
)

// EncodeIndent is what a json.Encoder with SetEscapeHTML(false) and
// SetIndent(prefix, indent) writes for v (the trailing newline included), byte
// for byte. encoding/json indents by running its scanner over every byte of
// the compact encoding, strings included; the graph's strings are long (a
// page's HTML), so that pass cost about as much as the encoding itself. Here
// strings are copied whole (TestEncodeIndentIsEncodingJSONs holds the two to
// the same bytes).
func EncodeIndent(v any, prefix, indent string) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	src := buf.Bytes()
	return appendIndent(make([]byte, 0, len(src)+len(src)/8), src, prefix, indent), nil
}

// appendIndent is json.Indent for the compact, valid JSON that a json.Encoder
// writes (no space outside strings but the final newline).
func appendIndent(dst, src []byte, prefix, indent string) []byte {
	depth := 0
	open := false // after '{' or '[': the line break waits, so that {} and [] stay whole
	for i := 0; i < len(src); i++ {
		c := src[i]
		if open && c != '}' && c != ']' {
			open = false
			depth++
			dst = newline(dst, prefix, indent, depth)
		}
		switch c {
		case '"':
			end := stringEnd(src, i)
			dst = append(dst, src[i:end]...)
			i = end - 1
		case '{', '[':
			open = true
			dst = append(dst, c)
		case ',':
			dst = newline(append(dst, c), prefix, indent, depth)
		case ':':
			dst = append(dst, c, ' ')
		case '}', ']':
			if open {
				open = false
			} else {
				depth--
				dst = newline(dst, prefix, indent, depth)
			}
			dst = append(dst, c)
		default:
			dst = append(dst, c)
		}
	}
	return dst
}

// stringEnd is the index just after the JSON string that starts at src[i]: its
// first quote not escaped by an odd run of backslashes.
func stringEnd(src []byte, i int) int {
	j := i + 1
	for {
		k := bytes.IndexByte(src[j:], '"')
		if k < 0 {
			return len(src)
		}
		q := j + k
		n := 0
		for q-1-n > i && src[q-1-n] == '\\' {
			n++
		}
		if n%2 == 0 {
			return q + 1
		}
		j = q + 1
	}
}

func newline(dst []byte, prefix, indent string, depth int) []byte {
	dst = append(dst, '\n')
	dst = append(dst, prefix...)
	for range depth {
		dst = append(dst, indent...)
	}
	return dst
}
