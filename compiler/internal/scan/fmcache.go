package scan

import (
	"bytes"
	"encoding/json"
	"sync"

	"github.com/contentc/contentc/compiler/internal/cache"
	"github.com/contentc/contentc/compiler/internal/validate"
	"github.com/contentc/contentc/compiler/internal/yamlpos"
)

// Front matter from the cache. Parsing a doc's YAML front matter (with every
// value's position) and checking it against frontmatter.schema.json were most of
// a one-page edit's scan of a 10,000-page site (0.3 s of CPU in a new process):
// every unchanged file was parsed again. What reading a front matter gave (the
// values, when they passed the schema without a diagnostic) is kept in the cache
// under a sum of its YAML bytes, so an unchanged front matter is one small JSON
// decode. The positions are not kept: they are needed only for a diagnostic, and
// the YAML is parsed again then (Doc.FrontMatterDoc).

// FrontMatterCache keeps front matter values between compiles (a *model.Cache,
// whose named blobs hold them).
type FrontMatterCache interface {
	Blob(k cache.Key) ([]byte, bool)
	PutNamed(k cache.Key, data []byte)
}

// frontMatterKey names what a front matter's YAML gives under the scan's
// options (the schema and the parser are the compiler's: the cache's salt).
func frontMatterKey(yaml []byte, opts Options) cache.Key {
	null := int64(0)
	if opts.NullFrontMatter {
		null = 1
	}
	return cache.NewHasher("front matter").Bytes(yaml).Int(null).Sum()
}

// cachedFrontMatter returns the values a front matter gave when it was last
// read without a diagnostic; ok is false when it was not, or when one of its
// keys is close to a known key (the typo warning needs the positions).
func cachedFrontMatter(c FrontMatterCache, k cache.Key, knownKeys []string) (map[string]any, bool) {
	b, ok := c.Blob(k)
	if !ok {
		return nil, false
	}
	var m map[string]any
	if json.Unmarshal(b, &m) != nil || m == nil {
		return nil, false
	}
	for key := range m {
		if !contains(knownKeys, key) && validate.Typo(key, knownKeys) != "" {
			return nil, false
		}
	}
	return m, true
}

// keepFrontMatter stores the values a front matter gave, when JSON carries them
// exactly: encoding/json writes a string that is not UTF-8 with \ufffd in its
// place (numbers, booleans, null and UTF-8 strings come back as they were).
func keepFrontMatter(c FrontMatterCache, k cache.Key, m map[string]any) {
	b, err := json.Marshal(m)
	if err != nil || bytes.Contains(b, []byte(`\ufffd`)) {
		return
	}
	c.PutNamed(k, b)
}

// lazyFrontMatter is a doc's front matter document with its positions: parsed
// with the values, or, for values from the cache, when first asked for.
type lazyFrontMatter struct {
	once sync.Once
	src  []byte
	doc  *yamlpos.Doc
}

// FrontMatterDoc returns the doc's front matter as a document with the
// position of each value (nil for a doc without front matter).
func (d *Doc) FrontMatterDoc() *yamlpos.Doc {
	l := d.fm
	if l == nil {
		return nil
	}
	l.once.Do(func() {
		if l.doc == nil {
			l.doc, _ = yamlpos.Parse(l.src)
		}
	})
	return l.doc
}
