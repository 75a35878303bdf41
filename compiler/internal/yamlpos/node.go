package yamlpos

import (
	"sort"
	"strconv"

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
