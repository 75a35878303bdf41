package scan

import (
	"maps"
	"slices"
	"sort"

	"github.com/contentc/contentc/compiler/internal/config"
	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/yamlpos"
)

// hookFrontMatter gives a doc's file (its path from the content root and its
// text) to a Docusaurus config's markdown.parseFrontMatter and returns the
// front matter it makes, as a document whose keys kept from the file's front
// matter (doc, nil when the file has none) keep their positions, and whose
// other keys are at the front matter's first line. An empty front matter for
// a file without one is nil, as the file's own.
func hookFrontMatter(h *config.FrontMatterHook, srcRel string, data []byte, doc *yamlpos.Doc) (*yamlpos.Doc, error) {
	fm, err := h.Call("/"+srcRel, data)
	if err != nil {
		return nil, err
	}
	if doc == nil && len(fm) == 0 {
		return nil, nil
	}
	out := &yamlpos.Doc{Value: fm, Values: map[string]yamlpos.Pos{}, Keys: map[string]yamlpos.Pos{}, Order: map[string][]string{}}
	var written []string
	if doc != nil {
		maps.Copy(out.Values, doc.Values)
		maps.Copy(out.Keys, doc.Keys)
		maps.Copy(out.Order, doc.Order)
		written = doc.Order[""]
	}
	order := []string{}
	for _, k := range written {
		if _, ok := fm[k]; ok {
			order = append(order, k)
		}
	}
	added := []string{}
	for k := range fm {
		if !slices.Contains(order, k) {
			added = append(added, k)
		}
	}
	sort.Strings(added)
	out.Order[""] = append(order, added...)
	return out, nil
}

func isMapOrNil(v any) bool {
	_, ok := v.(map[string]any)
	return ok || v == nil
}

// hookWarning is the one warning of a scan for the docs the config's
// markdown.parseFrontMatter failed on (fails: why, per doc; "" where it did
// not fail).
func hookWarning(h *config.FrontMatterHook, files, fails []string, diags *diag.List) {
	n, first := 0, -1
	for i, f := range fails {
		if f != "" {
			n++
			if first < 0 {
				first = i
			}
		}
	}
	if n == 0 {
		return
	}
	diags.Warnf(diag.JSError, h.File, h.Line, h.Column, "markdown.parseFrontMatter failed on %d of %d docs (first %s: it %s); their front matter is read as written", n, len(files), files[first], fails[first])
}

// dropNulls removes the keys of a front matter (m, doc's value) whose value
// is null, as if they were not written.
func dropNulls(doc *yamlpos.Doc, m map[string]any) {
	order := doc.Order[""][:0:0]
	for _, k := range doc.Order[""] {
		if m[k] == nil {
			delete(m, k)
		} else {
			order = append(order, k)
		}
	}
	doc.Order[""] = order
}
