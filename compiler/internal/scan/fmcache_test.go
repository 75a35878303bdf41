package scan

import (
	"math"
	"path/filepath"
	"reflect"
	"sync"
	"testing"

	"github.com/contentc/contentc/compiler/internal/cache"
	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/validate"
)

// memFMCache is a FrontMatterCache in a map that counts what it is asked.
type memFMCache struct {
	mu         sync.Mutex
	blobs      map[cache.Key][]byte
	hits, puts int
}

func (c *memFMCache) Blob(k cache.Key) ([]byte, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	b, ok := c.blobs[k]
	if ok {
		c.hits++
	}
	return b, ok
}

func (c *memFMCache) PutNamed(k cache.Key, b []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.blobs[k] = b
	c.puts++
}

// A second scan takes each front matter that was read without a diagnostic
// from the cache, with the same values, and still places the diagnostics that
// come later (an id that escapes the site) where the file has them.
func TestFrontMatterFromTheCache(t *testing.T) {
	root := t.TempDir()
	write(t, filepath.Join(root, "docs", "a.md"), "---\ntitle: \"A <b> & c\"\nsidebar_position: 3\ntags: [x, y]\ndate: 2024-01-02\nmine:\n  deep: [1, 2.5, true, null]\n---\n# A\n")
	write(t, filepath.Join(root, "docs", "b.md"), "---\ntitel: B\n---\n# B\n")
	write(t, filepath.Join(root, "docs", "c.md"), "---\ntitle: C\n\nid: ..\n---\n# C\n")
	write(t, filepath.Join(root, "docs", "d.md"), "# D, without front matter\n")
	v, err := validate.New()
	if err != nil {
		t.Fatal(err)
	}
	fc := &memFMCache{blobs: map[cache.Key][]byte{}}
	scanOnce := func() (map[string]*Doc, []diag.Diagnostic) {
		diags := &diag.List{}
		tree := Scan(Options{Root: root, DocsDir: "docs", Version: "current", FMCache: fc}, v, diags)
		docs := map[string]*Doc{}
		for _, d := range tree.Docs {
			docs[d.RelPath] = d
		}
		return docs, diags.Sorted()
	}
	first, firstDiags := scanOnce()
	if fc.hits != 0 || fc.puts != 2 {
		t.Fatalf("first scan: %d hits, %d puts; want 0 and 2 (a.md, c.md: b.md has a typo warning, d.md no front matter)", fc.hits, fc.puts)
	}
	second, secondDiags := scanOnce()
	if fc.hits != 2 || fc.puts != 2 {
		t.Fatalf("second scan: %d hits, %d puts in all; want 2 and 2", fc.hits, fc.puts)
	}
	if !reflect.DeepEqual(firstDiags, secondDiags) {
		t.Errorf("diagnostics differ:\n%v\n%v", firstDiags, secondDiags)
	}
	if len(secondDiags) != 2 || secondDiags[1].Line != 4 || secondDiags[1].Column != 5 || secondDiags[1].ID != diag.PathTraversal {
		t.Errorf("want the typo warning and c.md's id error at 4:5, got %v", secondDiags)
	}
	for rel, d := range first {
		s := second[rel]
		if s == nil || !reflect.DeepEqual(d.FM, s.FM) || !reflect.DeepEqual(d.Front, s.Front) || d.ID != s.ID || d.Route != s.Route {
			t.Errorf("%s: scanned %+v, then %+v", rel, d, s)
		}
	}
	if a := second["a.md"]; a == nil || a.FM["date"] != "2024-01-02" || a.FrontMatterDoc().At("/tags/1").Line != 3 {
		t.Errorf("a.md from the cache: %v", a)
	}
}

// What keepFrontMatter stores comes back equal; a string that is not UTF-8
// (which JSON would change) is not stored.
func TestKeptFrontMatterComesBackEqual(t *testing.T) {
	fc := &memFMCache{blobs: map[cache.Key][]byte{}}
	m := map[string]any{"n": math.Copysign(0, -1), "big": 1e21, "small": 5e-324, "f": 0.1, "i": float64(1 << 53), "s": "a<b>&\u2028\ufffd\\ufffd", "b": false, "z": nil,
		"l": []any{map[string]any{"x": []any{}}, "y"}}
	keepFrontMatter(fc, cache.Key{1}, m)
	back, ok := cachedFrontMatter(fc, cache.Key{1}, nil)
	if fc.puts != 0 || ok {
		t.Errorf("a string with \\ufffd written in it is kept as it is, not stored: %d puts", fc.puts)
	}
	delete(m, "s")
	m["s"] = "a<b>&\u2028\ufffd"
	keepFrontMatter(fc, cache.Key{1}, m)
	if back, ok = cachedFrontMatter(fc, cache.Key{1}, nil); !ok || !reflect.DeepEqual(back, m) {
		t.Errorf("came back as %#v", back)
	}
	keepFrontMatter(fc, cache.Key{2}, map[string]any{"bad": "a\xffb"})
	if _, ok := cachedFrontMatter(fc, cache.Key{2}, nil); ok {
		t.Errorf("a string that is not UTF-8 was stored")
	}
}
