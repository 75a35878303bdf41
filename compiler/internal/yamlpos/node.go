package yamlpos

import (
	"bytes"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"
)

// Node is v (the value at ptr) as a YAML node, its mappings' keys in the
// order the document has them (sorted when it has not), whole numbers as
// integers: the document written back as YAML.
func (doc *Doc) Node(ptr string, v any) (*yaml.Node, error) {
	switch x := v.(type) {
	case map[string]any:
		n := &yaml.Node{Kind: yaml.MappingNode}
		keys := doc.Order[ptr]
		if len(keys) != len(x) {
			keys = keys[:0:0]
			for k := range x {
				keys = append(keys, k)
			}
			sort.Strings(keys)
		}
		for _, k := range keys {
			kn := &yaml.Node{}
			if err := kn.Encode(k); err != nil {
				return nil, err
			}
			vn, err := doc.Node(ptr+"/"+Escape(k), x[k])
			if err != nil {
				return nil, err
			}
			n.Content = append(n.Content, kn, vn)
		}
		return n, nil
	case []any:
		n := &yaml.Node{Kind: yaml.SequenceNode}
		for i, it := range x {
			vn, err := doc.Node(ptr+"/"+strconv.Itoa(i), it)
			if err != nil {
				return nil, err
			}
			n.Content = append(n.Content, vn)
		}
		return n, nil
	}
	n := &yaml.Node{}
	if f, ok := v.(float64); ok && f == float64(int64(f)) {
		v = int64(f)
	}
	err := n.Encode(v)
	return n, err
}

// KeyPath turns a JSON pointer of a JavaScript value (a config) into the way a JS author writes it.
func KeyPath(ptr string) string {
	var b strings.Builder
	for _, part := range strings.Split(strings.TrimPrefix(ptr, "/"), "/") {
		part = strings.ReplaceAll(strings.ReplaceAll(part, "~1", "/"), "~0", "~")
		if _, err := strconv.Atoi(part); err == nil {
			b.WriteString("[" + part + "]")
		} else if strings.ContainsRune(part, 0) {
			// a key computed from what a config could not read (a stand-in's
			// marker, which holds NUL bytes): not something to show the author
			b.WriteString("[…]")
		} else if identRe.MatchString(part) {
			if b.Len() > 0 {
				b.WriteByte('.')
			}
			b.WriteString(part)
		} else {
			b.WriteString("[" + strconv.Quote(part) + "]")
		}
	}
	return b.String()
}

var identRe = regexp.MustCompile(`^[A-Za-z_$][A-Za-z0-9_$]*$`)

// Encode writes the document as YAML, its keys in their order (Node), two
// spaces an indent, after header (comment lines, or "").
func (doc *Doc) Encode(header string) ([]byte, error) {
	node, err := doc.Node("", doc.Value)
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	b.WriteString(header)
	enc := yaml.NewEncoder(&b)
	enc.SetIndent(2)
	if err := enc.Encode(node); err != nil {
		return nil, err
	}
	if err := enc.Close(); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}
