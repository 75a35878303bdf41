package cache

import (
	"fmt"
	"testing"
)

// benchRecord stands in for a page's record: two blob keys and some text.
type benchRecord struct {
	HTML, Sections Key
	Title          string
	Headings       []string
}

// A one-page edit on a 10,000-page site: open the cache, change one record
// and one blob, save it. Every compile pays this, as a new process.
func BenchmarkOpenEditFlush(b *testing.B) {
	dir := b.TempDir()
	c, err := Open[benchRecord](dir, "bench")
	if err != nil {
		b.Fatal(err)
	}
	m := Manifest{}
	for i := 0; i < 10000; i++ {
		h := c.PutBlob([]byte(fmt.Sprintf("<p>page %d</p>", i)))
		s := c.PutBlob([]byte(fmt.Sprintf("sections %d", i)))
		c.Put(NewHasher("page").Int(int64(i)).Sum(), benchRecord{HTML: h, Sections: s, Title: fmt.Sprint("Page ", i), Headings: []string{"a", "b", "c"}})
		m[fmt.Sprintf("docs/section-%03d/page-%05d.json", i/100, i)] = FileState{Sum: SumBytes([]byte{byte(i)}), Size: int64(i), Mtime: int64(i) * 1e9, Ino: uint64(i)}
	}
	c.SetManifest("graph", m)
	if err := c.Close(); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		c, err := Open[benchRecord](dir, "bench")
		if err != nil {
			b.Fatal(err)
		}
		k := NewHasher("page").Int(5000).Sum()
		r, ok := c.Get(k)
		if !ok {
			b.Fatal("miss")
		}
		r.HTML = c.PutBlob([]byte(fmt.Sprint("<p>edit ", i, "</p>")))
		c.Put(k, r)
		man := c.Manifest("graph")
		man["docs/section-050/page-05000.json"] = FileState{Sum: r.HTML}
		c.SetManifest("graph", man)
		if err := c.Close(); err != nil {
			b.Fatal(err)
		}
	}
}
