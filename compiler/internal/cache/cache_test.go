package cache

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

type rec struct {
	Title string
	Links []string
}

func key(s string) Key { return NewHasher("test").Str(s).Sum() }

func TestRecordsAndBlobsSurviveReopen(t *testing.T) {
	dir := t.TempDir()
	c, err := Open[rec](dir, "salt")
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := c.Get(key("a")); ok {
		t.Fatal("empty cache has a record")
	}
	c.Put(key("a"), rec{Title: "A", Links: []string{"x"}})
	bk := c.PutBlob([]byte("<p>hello</p>"))
	c.PutNamed(key("named"), []byte("chunk"))
	c.SetManifest("/out", Manifest{"graph.json": {Size: 3}})
	if err := c.Close(); err != nil {
		t.Fatal(err)
	}

	c, err = Open[rec](dir, "salt")
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	r, ok := c.Get(key("a"))
	if !ok || r.Title != "A" || len(r.Links) != 1 {
		t.Fatalf("record after reopen: %+v %v", r, ok)
	}
	if b, ok := c.Blob(bk); !ok || string(b) != "<p>hello</p>" {
		t.Fatalf("blob after reopen: %q %v", b, ok)
	}
	if b, ok := c.Blob(key("named")); !ok || string(b) != "chunk" {
		t.Fatalf("named blob after reopen: %q %v", b, ok)
	}
	if m := c.Manifest("/out"); m["graph.json"].Size != 3 {
		t.Fatalf("manifest after reopen: %+v", m)
	}
}

func TestOtherSaltStartsEmpty(t *testing.T) {
	dir := t.TempDir()
	c, _ := Open[rec](dir, "contentc 1")
	c.Put(key("a"), rec{Title: "A"})
	c.Close()
	c, _ = Open[rec](dir, "contentc 2")
	defer c.Close()
	if _, ok := c.Get(key("a")); ok {
		t.Fatal("a cache of another contentc build was trusted")
	}
}

func TestCorruptBlobIsAMiss(t *testing.T) {
	dir := t.TempDir()
	c, _ := Open[rec](dir, "s")
	k := c.PutBlob([]byte("original bytes"))
	c.Close()
	packs, _ := filepath.Glob(filepath.Join(dir, "pack-*.dat"))
	if len(packs) != 1 {
		t.Fatalf("packs: %v", packs)
	}
	data, _ := os.ReadFile(packs[0])
	os.WriteFile(packs[0], bytes.Replace(data, []byte("original"), []byte("ORIGINAL"), 1), 0o644)
	c, _ = Open[rec](dir, "s")
	defer c.Close()
	if b, ok := c.Blob(k); ok {
		t.Fatalf("corrupt blob returned: %q", b)
	}
}

func TestDamagedIndexStartsEmpty(t *testing.T) {
	dir := t.TempDir()
	c, _ := Open[rec](dir, "s")
	c.Put(key("a"), rec{Title: "A"})
	c.Close()
	os.WriteFile(filepath.Join(dir, indexName), []byte("not a gob"), 0o644)
	c, err := Open[rec](dir, "s")
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if _, ok := c.Get(key("a")); ok {
		t.Fatal("record from a damaged index")
	}
}

func TestUnusedEntriesAreDroppedAndPackCompacted(t *testing.T) {
	dir := t.TempDir()
	c, _ := Open[rec](dir, "s")
	big := bytes.Repeat([]byte("x"), compactMin)
	old := c.PutBlob(big)
	c.Put(key("old"), rec{Title: "old"})
	c.Flush()
	// keepGenerations compiles that write something but never use "old".
	for i := 0; i < keepGenerations; i++ {
		c.Put(key(string(rune('a'+i))), rec{})
		c.PutBlob(append([]byte("small"), byte(i)))
		if err := c.Flush(); err != nil {
			t.Fatal(err)
		}
	}
	if _, ok := c.Get(key("old")); ok {
		t.Error("unused record kept")
	}
	if c.HasBlob(old) {
		t.Error("unused blob kept")
	}
	if _, _, size := c.Size(); size > 1<<20 {
		t.Errorf("pack not compacted: %d bytes", size)
	}
	if _, ok := c.Get(key("c")); !ok {
		t.Error("recent record dropped")
	}
	c.Close()
	if packs, _ := filepath.Glob(filepath.Join(dir, "pack-*.dat")); len(packs) != 1 {
		t.Errorf("packs after compaction: %v", packs)
	}
}

func TestSecondProcessGetsErrLocked(t *testing.T) {
	dir := t.TempDir()
	c, err := Open[rec](dir, "s")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Open[rec](dir, "s"); err != ErrLocked {
		t.Errorf("second open: %v, want ErrLocked", err)
	}
	c.Close()
	c2, err := Open[rec](dir, "s")
	if err != nil {
		t.Fatalf("open after close: %v", err)
	}
	c2.Close()
}

func TestMemoryOnly(t *testing.T) {
	c, err := Open[rec]("", "s")
	if err != nil {
		t.Fatal(err)
	}
	k := c.PutBlob([]byte("b"))
	c.Put(key("a"), rec{Title: "A"})
	if err := c.Flush(); err != nil {
		t.Fatal(err)
	}
	if b, ok := c.Blob(k); !ok || string(b) != "b" {
		t.Error("memory blob lost")
	}
	if _, ok := c.Get(key("a")); !ok {
		t.Error("memory record lost")
	}
	if c.Dir() != "" {
		t.Error("memory cache has a folder")
	}
	c.Close()
}

func TestHasherFramesParts(t *testing.T) {
	a := NewHasher("d").Str("ab").Str("c").Sum()
	b := NewHasher("d").Str("a").Str("bc").Sum()
	if a == b {
		t.Error("parts are not framed")
	}
	if NewHasher("d1").Str("x").Sum() == NewHasher("d2").Str("x").Sum() {
		t.Error("domains do not separate keys")
	}
	if !strings.HasPrefix(SumBytes(nil).String(), "e3b0c442") {
		t.Error("SumBytes is not SHA-256")
	}
}

// A save that changed a small part of the cache appends to the index's log and
// leaves the index as it was; reopening reads both, also after an interrupted
// save (a torn log entry) and after entries were dropped.
func TestSmallSavesAppendToTheLog(t *testing.T) {
	dir := t.TempDir()
	c, _ := Open[rec](dir, "s")
	for i := 0; i < 40; i++ {
		c.Put(key(string(rune('A'+i))), rec{Title: "first"})
		c.PutBlob([]byte{byte(i)})
	}
	if err := c.Close(); err != nil {
		t.Fatal(err)
	}
	index, _ := os.ReadFile(filepath.Join(dir, indexName))

	use := func(c *Cache[rec]) { // all records but B
		for i := 0; i < 40; i++ {
			if i != 1 {
				c.Get(key(string(rune('A' + i))))
			}
		}
	}
	c, _ = Open[rec](dir, "s")
	use(c)
	c.Put(key("A"), rec{Title: "edited"})
	c.Put(key("new"), rec{Title: "new"})
	c.Close()
	if now, _ := os.ReadFile(filepath.Join(dir, indexName)); !bytes.Equal(now, index) {
		t.Fatal("a small save rewrote the index")
	}
	c, _ = Open[rec](dir, "s")
	if r, _ := c.Get(key("A")); r.Title != "edited" {
		t.Errorf("edited record after reopen: %+v", r)
	}
	if r, _ := c.Get(key("new")); r.Title != "new" {
		t.Errorf("new record after reopen: %+v", r)
	}
	if r, _ := c.Get(key("C")); r.Title != "first" {
		t.Errorf("record of the index after reopen: %+v", r)
	}
	// "new" and "A" stay in use; the others (last used in this generation) are
	// not used for keepGenerations saves after it, which drop them.
	for i := 0; i <= keepGenerations; i++ {
		use(c)
		for j := 0; j < 40; j++ {
			c.HasBlob(SumBytes([]byte{byte(j)}))
		}
		c.Get(key("new"))
		c.Put(key("gen"+string(rune('0'+i))), rec{})
		c.Flush()
	}
	c.Close()
	if now, _ := os.ReadFile(filepath.Join(dir, indexName)); !bytes.Equal(now, index) {
		t.Fatal("dropping a record rewrote the index")
	}
	c, _ = Open[rec](dir, "s")
	if _, ok := c.Get(key("B")); ok {
		t.Error("a dropped record is back after reopen")
	}
	if r, _ := c.Get(key("new")); r.Title != "new" {
		t.Errorf("a record in use was dropped: %+v", r)
	}
	c.Close()
}

// A torn last log entry (an interrupted save): what came before it stands.
func TestTornLogEntry(t *testing.T) {
	dir := t.TempDir()
	c, _ := Open[rec](dir, "s")
	for i := 0; i < 40; i++ {
		c.Put(key(string(rune('A'+i))), rec{Title: "first"})
	}
	c.Close()
	c, _ = Open[rec](dir, "s")
	c.Put(key("new"), rec{Title: "new"})
	c.Close()
	c, _ = Open[rec](dir, "s")
	c.Put(key("torn"), rec{Title: "torn"})
	c.Close()
	log := filepath.Join(dir, logName)
	b, err := os.ReadFile(log)
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(log, b[:len(b)-5], 0o644)
	c, _ = Open[rec](dir, "s")
	defer c.Close()
	if _, ok := c.Get(key("torn")); ok {
		t.Error("a record of a torn log entry")
	}
	if r, _ := c.Get(key("new")); r.Title != "new" {
		t.Errorf("a record before the torn entry: %+v", r)
	}
}

// Preload reads the index in the background; what a compile asks meanwhile
// (notes, manifests) does not wait for it, and records, blobs and saves that come
// after see the whole index (the log's entries applied), as a cache read on
// first use does.
func TestPreloadedIndexIsTheIndex(t *testing.T) {
	dir := t.TempDir()
	c, _ := Open[rec](dir, "salt")
	for _, s := range []string{"a", "b", "c", "d", "e", "f", "g", "h", "i"} {
		c.Put(key(s), rec{Title: s})
	}
	c.SetNote(key("note"), []byte("n"))
	c.Close()
	// a small save: appended to the log
	c, _ = Open[rec](dir, "salt")
	c.Put(key("a"), rec{Title: "A2"})
	c.Close()
	if _, err := os.Stat(filepath.Join(dir, logName)); err != nil {
		t.Fatalf("no log: %v", err)
	}
	for i, preload := range []bool{false, true} {
		c, _ = Open[rec](dir, "salt")
		if preload {
			c.Preload()
			c.Preload() // once is enough
		}
		if v, ok := c.Note(key("note")); !ok || string(v) != "n" {
			t.Fatalf("preload %v: note %q %v", preload, v, ok)
		}
		if r, ok := c.Get(key("a")); !ok || r.Title != "A2" {
			t.Fatalf("preload %v: a = %+v %v, want the log's A2", preload, r, ok)
		}
		if r, ok := c.Get(key("i")); !ok || r.Title != "i" {
			t.Fatalf("preload %v: i = %+v %v", preload, r, ok)
		}
		if recs, _, _ := c.Size(); recs != 9+i {
			t.Fatalf("preload %v: %d records, want %d", preload, recs, 9+i)
		}
		c.Put(key(fmt.Sprint(i)), rec{Title: "new"})
		c.Close()
	}
	c, _ = Open[rec](dir, "salt")
	c.Preload()
	defer c.Close()
	for _, k := range []string{"0", "1"} {
		if r, ok := c.Get(key(k)); !ok || r.Title != "new" {
			t.Fatalf("after the saves of preloaded caches: %s = %+v %v", k, r, ok)
		}
	}
}
