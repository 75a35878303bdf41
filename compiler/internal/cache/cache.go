// Package cache is contentc's incremental build cache: a store that survives
// between compiles on disk (by default build/.contentc-cache) and in memory across
// the compiles of one `contentc watch`.
//
// It holds three kinds of data:
//
//   - records: small typed values (the caller's R, such as what rendering a page
//     produced besides its HTML), all gob-encoded together in one index file and
//     loaded when the cache is opened; a compile that changed few of them
//     appends what changed to a log next to the index instead of rewriting it;
//   - blobs: byte strings (the rendered HTML of a page, its search document),
//     appended to a pack file and read back only when needed, each checked against
//     its SHA-256 when read;
//   - manifests: what the compiler last wrote into an output folder (see package
//     outdir), so unchanged files need not be written again;
//   - notes: a few small values, such as what the last compiles of a tree gave,
//     kept with the manifests in a small state file that is read without the
//     index (a compile that finds its tree unchanged needs nothing else).
//
// Keys are SHA-256 sums the caller derives from everything that affects a value;
// the salt given to Open (contentc's version and the cache format) is part of
// every key, so another contentc starts from an empty cache. Entries unused for
// a few compiles are dropped, and the pack is compacted when most of it is dead.
//
// Every failure to read is a miss: a damaged, deleted or concurrently used cache
// costs time, never correctness. One process uses a cache folder at a time (an
// advisory lock); Open reports ErrLocked to a second one, which then compiles
// without a cache.
package cache

import (
	"bufio"
	"bytes"
	"crypto/rand"
	"crypto/sha256"
	"encoding/binary"
	"encoding/gob"
	"encoding/hex"
	"errors"
	"fmt"
	"hash"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"unsafe"
)

// Key identifies a record or a blob: a SHA-256 sum.
type Key [32]byte

// String is the key in hex.
func (k Key) String() string { return hex.EncodeToString(k[:]) }

// IsZero reports whether k is the zero key (no value).
func (k Key) IsZero() bool { return k == Key{} }

// GobEncode writes a key as one byte string: gob's own form of an array is an
// integer per element, which made keys most of the cost of saving and loading
// a cache (the index and manifests hold tens of thousands of them).
func (k Key) GobEncode() ([]byte, error) { return k[:], nil }

// GobDecode reads a key GobEncode wrote.
func (k *Key) GobDecode(b []byte) error {
	if len(b) != len(k) {
		return fmt.Errorf("cache key of %d bytes", len(b))
	}
	copy(k[:], b)
	return nil
}

// Hasher builds a Key from typed parts; each part is length-prefixed, so
// ("ab", "c") and ("a", "bc") differ.
type Hasher struct{ h hash.Hash }

// NewHasher starts a key in a domain (what kind of value it identifies).
func NewHasher(domain string) *Hasher {
	h := &Hasher{h: sha256.New()}
	h.Str(domain)
	return h
}

// Bytes adds a byte string.
func (h *Hasher) Bytes(b []byte) *Hasher {
	var n [8]byte
	binary.LittleEndian.PutUint64(n[:], uint64(len(b)))
	h.h.Write(n[:])
	h.h.Write(b)
	return h
}

// Str adds a string (without copying it: a hash keeps nothing it is given).
func (h *Hasher) Str(s string) *Hasher { return h.Bytes(unsafe.Slice(unsafe.StringData(s), len(s))) }

// Int adds an integer.
func (h *Hasher) Int(n int64) *Hasher {
	var b [8]byte
	binary.LittleEndian.PutUint64(b[:], uint64(n))
	h.h.Write(b[:])
	return h
}

// Key adds another key.
func (h *Hasher) Key(k Key) *Hasher {
	h.h.Write(k[:])
	return h
}

// Sum returns the key.
func (h *Hasher) Sum() Key {
	var k Key
	h.h.Sum(k[:0])
	return k
}

// SumBytes is the content key of a byte string (the key PutBlob returns).
func SumBytes(b []byte) Key { return sha256.Sum256(b) }

// FileState is what a writer knows about one file it wrote: the sum of its
// bytes, and the size, modification time and inode it had then. A file whose
// size, time and inode are unchanged is trusted to still hold those bytes.
type FileState struct {
	Sum   Key
	Size  int64
	Mtime int64 // nanoseconds
	Ino   uint64
}

// Manifest maps the slash-separated paths of an output folder to their states.
type Manifest map[string]FileState

// ErrLocked is returned by Open when another process uses the cache folder.
var ErrLocked = errors.New("the cache folder is in use by another contentc process")

// keepGenerations is how many compiles that wrote something an entry survives
// without being used.
const keepGenerations = 3

// compactMin is the pack size under which the pack is never compacted.
const compactMin = 32 << 20

const (
	indexName = "index.gob"
	logName   = "index.log"
	// maxLog is the size past which the log is folded into a new index (on a
	// 10,000-page site each save logs about 1 MiB, mostly the keys in use).
	maxLog    = 16 << 20
	stateName = "state.gob"
	// maxNotes is how many notes are kept (the newest).
	maxNotes = 8
)

// Cache is an open cache. It is safe for concurrent use.
type Cache[R any] struct {
	dir  string // "" = memory only
	salt string

	mu         sync.Mutex
	gen        uint64
	records    map[Key]*recEntry[R]
	blobs      map[Key]*blobEntry
	manifests  map[string]Manifest
	notes      []note
	packID     string
	pack       *os.File
	packSize   int64
	packLost   bool             // the pack the state named is gone: the index's blobs are void
	loaded     bool             // the index is loaded (it is read on first use)
	loading    chan struct{}    // closed when Preload's reading is adopted
	dirty      bool             // the index changed
	changed    map[Key]struct{} // records and blobs put or dropped since the index or log was written
	logID      string           // the index's id, which its log's entries name ("" for none)
	logSize    int64
	stateDirty bool // the state (manifests, notes, pack) changed
	writeErr   error
	lock       *os.File
}

type note struct {
	Key Key
	Val []byte
}

type recEntry[R any] struct {
	Val  R
	Used uint64
}

type blobEntry struct {
	Off, Len int64
	Sum      Key // SHA-256 of the bytes (for named blobs the key is not the content sum)
	Used     uint64
	mem      []byte // memory-only caches
}

// index is the on-disk form of the records and blobs, one gob.
type index[R any] struct {
	Salt    string
	PackID  string
	LogID   string
	Records map[Key]*recEntry[R]
	Blobs   map[Key]*blobEntry
}

// logEntry is what one save changed, appended to the index's log as its own
// gob, prefixed with its length: the records and blobs put, the keys dropped,
// and the keys used in generation Gen (concatenated), whose entries are kept.
type logEntry[R any] struct {
	LogID, PackID string
	Gen           uint64
	Records       map[Key]*recEntry[R]
	Blobs         map[Key]*blobEntry
	Dropped       []Key
	Used          []byte
}

// state is the small on-disk part of a cache, one gob.
type state struct {
	Salt      string
	Gen       uint64
	PackID    string
	Manifests map[string]Manifest
	Notes     []note
}

// Open opens (or creates) the cache in dir. dir "" gives a memory-only cache. A
// cache written with another salt, or unreadable, is started afresh.
func Open[R any](dir, salt string) (*Cache[R], error) {
	c := &Cache[R]{dir: dir, salt: salt, records: map[Key]*recEntry[R]{}, blobs: map[Key]*blobEntry{}, manifests: map[string]Manifest{}, changed: map[Key]struct{}{}, gen: 1}
	if dir == "" {
		c.loaded = true
		return c, nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	lf, err := os.OpenFile(filepath.Join(dir, "lock"), os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		return nil, err
	}
	if err := lockFile(lf); err != nil {
		lf.Close()
		return nil, ErrLocked
	}
	c.lock = lf
	writeTag(dir)
	c.load()
	if err := c.openPack(); err != nil {
		c.Close()
		return nil, err
	}
	c.removeStray()
	return c, nil
}

// writeTag marks the folder as a cache for tools that skip caches (backups).
func writeTag(dir string) {
	p := filepath.Join(dir, "CACHEDIR.TAG")
	if _, err := os.Stat(p); err == nil {
		return
	}
	os.WriteFile(p, []byte("Signature: 8a477f597d28d172789f06886806bc55\n# contentc build cache: safe to delete.\n"), 0o644)
}

// load reads the state file.
func (c *Cache[R]) load() {
	f, err := os.Open(filepath.Join(c.dir, stateName))
	if err != nil {
		return
	}
	defer f.Close()
	var st state
	if err := gob.NewDecoder(bufferedReader(f)).Decode(&st); err != nil || st.Salt != c.salt {
		return
	}
	c.gen = st.Gen + 1
	c.packID = st.PackID
	if st.Manifests != nil {
		c.manifests = st.Manifests
	}
	c.notes = st.Notes
}

// Preload starts reading the index in the background, so that it is ready by the
// time the first record is asked for (a compile reads its config and scans its
// tree meanwhile, with a core to spare).
func (c *Cache[R]) Preload() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.loaded || c.loading != nil {
		return
	}
	done := make(chan struct{})
	c.loading = done
	// Open fixed what readIndex reads (the folder, the salt, the pack); no
	// record or blob is read or written before the index is adopted.
	go func() {
		ix, logSize := c.readIndex()
		c.mu.Lock()
		c.adopt(ix, logSize)
		c.mu.Unlock()
		close(done)
	}()
}

// ensureIndex reads the index on first use, or waits for Preload's reading;
// c.mu is held (and released while waiting).
func (c *Cache[R]) ensureIndex() {
	if c.loaded {
		return
	}
	if done := c.loading; done != nil {
		c.mu.Unlock()
		<-done
		c.mu.Lock()
		return
	}
	c.adopt(c.readIndex())
}

// adopt makes ix (nil for none) the cache's records and blobs; c.mu is held.
func (c *Cache[R]) adopt(ix *index[R], logSize int64) {
	c.loaded = true
	if ix == nil {
		return
	}
	c.logID, c.logSize = ix.LogID, logSize
	for k, e := range ix.Records {
		if _, ok := c.records[k]; !ok {
			c.records[k] = e
		}
	}
	if !c.packLost {
		for k, e := range ix.Blobs {
			if _, ok := c.blobs[k]; !ok {
				c.blobs[k] = e
			}
		}
	}
}

// readIndex reads the index file and applies its log; nil when there is none
// for this salt and pack.
func (c *Cache[R]) readIndex() (*index[R], int64) {
	f, err := os.Open(filepath.Join(c.dir, indexName))
	if err != nil {
		return nil, 0
	}
	defer f.Close()
	var ix index[R]
	if err := gob.NewDecoder(bufferedReader(f)).Decode(&ix); err != nil || ix.Salt != c.salt || ix.PackID != c.packID {
		return nil, 0
	}
	if ix.Records == nil {
		ix.Records = map[Key]*recEntry[R]{}
	}
	if ix.Blobs == nil {
		ix.Blobs = map[Key]*blobEntry{}
	}
	return &ix, c.readLog(&ix)
}

// readLog applies the log's entries to the index, in order, up to the first
// that cannot be read (the end of an interrupted save), and returns the log's
// size. Entries written for another index or pack are skipped.
func (c *Cache[R]) readLog(ix *index[R]) (size int64) {
	f, err := os.Open(filepath.Join(c.dir, logName))
	if err != nil {
		return 0
	}
	defer f.Close()
	r := bufferedReader(f)
	for {
		var n [8]byte
		if _, err := io.ReadFull(r, n[:]); err != nil {
			return size
		}
		frame := binary.LittleEndian.Uint64(n[:])
		if frame > 1<<30 {
			return size
		}
		buf := make([]byte, frame)
		if _, err := io.ReadFull(r, buf); err != nil {
			return size
		}
		var e logEntry[R]
		if err := gob.NewDecoder(bytes.NewReader(buf)).Decode(&e); err != nil {
			return size
		}
		size += 8 + int64(frame)
		if e.LogID != ix.LogID || e.PackID != ix.PackID || ix.LogID == "" {
			continue
		}
		for k, v := range e.Records {
			ix.Records[k] = v
		}
		for k, v := range e.Blobs {
			ix.Blobs[k] = v
		}
		for _, k := range e.Dropped {
			delete(ix.Records, k)
			delete(ix.Blobs, k)
		}
		for i := 0; i+len(Key{}) <= len(e.Used); i += len(Key{}) {
			k := Key(e.Used[i : i+len(Key{})])
			if v, ok := ix.Records[k]; ok {
				v.Used = e.Gen
			}
			if v, ok := ix.Blobs[k]; ok {
				v.Used = e.Gen
			}
		}
	}
}

func (c *Cache[R]) packPath(id string) string { return filepath.Join(c.dir, "pack-"+id+".dat") }

func (c *Cache[R]) openPack() error {
	if c.packID != "" {
		f, err := os.OpenFile(c.packPath(c.packID), os.O_RDWR, 0o644)
		if err == nil {
			st, err := f.Stat()
			if err == nil {
				c.pack, c.packSize = f, st.Size()
				return nil
			}
			f.Close()
		}
		// The pack is gone: every blob is a miss.
		c.packLost = true
	}
	return c.newPack()
}

func (c *Cache[R]) newPack() error {
	var b [8]byte
	rand.Read(b[:])
	id := hex.EncodeToString(b[:])
	f, err := os.OpenFile(c.packPath(id), os.O_CREATE|os.O_RDWR|os.O_TRUNC, 0o644)
	if err != nil {
		return err
	}
	c.pack, c.packSize, c.packID = f, 0, id
	c.dirty, c.stateDirty = true, true
	return nil
}

// removeStray deletes pack and temporary files the index does not name (left by
// an interrupted compile).
func (c *Cache[R]) removeStray() {
	entries, _ := os.ReadDir(c.dir)
	for _, e := range entries {
		n := e.Name()
		if (strings.HasPrefix(n, "pack-") && n != "pack-"+c.packID+".dat") || strings.HasPrefix(n, ".tmp-") {
			os.Remove(filepath.Join(c.dir, n))
		}
	}
}

// Dir is the cache folder ("" for a memory-only cache).
func (c *Cache[R]) Dir() string { return c.dir }

// Get returns the record of k and marks it used.
func (c *Cache[R]) Get(k Key) (R, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.ensureIndex()
	e, ok := c.records[k]
	if !ok {
		var zero R
		return zero, false
	}
	e.Used = c.gen
	return e.Val, true
}

// Put stores the record of k.
func (c *Cache[R]) Put(k Key, v R) {
	c.mu.Lock()
	c.ensureIndex()
	c.records[k] = &recEntry[R]{Val: v, Used: c.gen}
	c.changed[k] = struct{}{}
	c.dirty = true
	c.mu.Unlock()
}

// Gen is the cache's generation: it changes when the cache is saved. Touching
// a key twice in one generation does nothing more than touching it once.
func (c *Cache[R]) Gen() uint64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.gen
}

// Touch marks a record or blob used, so that it is kept although it was not read.
func (c *Cache[R]) Touch(keys ...Key) {
	c.mu.Lock()
	c.ensureIndex()
	for _, k := range keys {
		if e, ok := c.records[k]; ok {
			e.Used = c.gen
		}
		if e, ok := c.blobs[k]; ok {
			e.Used = c.gen
		}
	}
	c.mu.Unlock()
}

// HasBlob reports whether the blob k is stored (and marks it used).
func (c *Cache[R]) HasBlob(k Key) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.ensureIndex()
	e, ok := c.blobs[k]
	if ok {
		e.Used = c.gen
	}
	return ok
}

// PutBlob stores data under its content key and returns the key.
func (c *Cache[R]) PutBlob(data []byte) Key {
	k := SumBytes(data)
	c.put(k, k, data)
	return k
}

// PutNamed stores data under a key of the caller's choosing (a sum of the inputs
// the data is made from).
func (c *Cache[R]) PutNamed(k Key, data []byte) {
	c.put(k, SumBytes(data), data)
}

func (c *Cache[R]) put(k, sum Key, data []byte) {
	c.mu.Lock()
	c.ensureIndex()
	if e, ok := c.blobs[k]; ok && e.Sum == sum {
		e.Used = c.gen
		c.mu.Unlock()
		return
	}
	e := &blobEntry{Len: int64(len(data)), Sum: sum, Used: c.gen}
	pack := c.pack
	if pack == nil {
		e.mem = append([]byte(nil), data...)
	} else {
		if c.writeErr != nil {
			c.mu.Unlock()
			return
		}
		// Reserve the bytes, write them without holding the lock (render workers
		// put blobs concurrently), then publish the entry.
		e.Off = c.packSize
		c.packSize += int64(len(data))
		c.mu.Unlock()
		_, err := pack.WriteAt(data, e.Off)
		c.mu.Lock()
		if err != nil {
			c.writeErr = err // a full disk: stop caching, keep compiling
			c.mu.Unlock()
			return
		}
	}
	c.blobs[k] = e
	c.changed[k] = struct{}{}
	c.dirty = true
	c.mu.Unlock()
}

// Blob returns the bytes stored under k. A missing, truncated or corrupt blob is
// reported as not found.
func (c *Cache[R]) Blob(k Key) ([]byte, bool) {
	c.mu.Lock()
	c.ensureIndex()
	e, ok := c.blobs[k]
	if ok {
		e.Used = c.gen
	}
	pack := c.pack
	c.mu.Unlock()
	if !ok {
		return nil, false
	}
	if e.mem != nil || pack == nil {
		return e.mem, e.mem != nil
	}
	data := make([]byte, e.Len)
	if _, err := pack.ReadAt(data, e.Off); err != nil || SumBytes(data) != e.Sum {
		c.mu.Lock()
		delete(c.blobs, k)
		c.changed[k] = struct{}{}
		c.dirty = true
		c.mu.Unlock()
		return nil, false
	}
	return data, true
}

// Manifest returns the manifest remembered for an output folder (nil if none).
func (c *Cache[R]) Manifest(name string) Manifest {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.manifests[name]
}

// SetManifest remembers an output folder's manifest (nil forgets it).
func (c *Cache[R]) SetManifest(name string, m Manifest) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if m == nil {
		if _, ok := c.manifests[name]; !ok {
			return
		}
		delete(c.manifests, name)
	} else {
		c.manifests[name] = m
	}
	c.stateDirty = true
}

// Note returns the note stored under k.
func (c *Cache[R]) Note(k Key) ([]byte, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, n := range c.notes {
		if n.Key == k {
			return n.Val, true
		}
	}
	return nil, false
}

// SetNote stores a small value; the oldest notes beyond a few are dropped.
func (c *Cache[R]) SetNote(k Key, v []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	notes := []note{{Key: k, Val: v}}
	for _, n := range c.notes {
		if n.Key != k && len(notes) < maxNotes {
			notes = append(notes, n)
		}
	}
	c.notes = notes
	c.stateDirty = true
}

// Flush makes the cache durable: unused entries are dropped, the pack is
// compacted if most of it is dead, and the index is written atomically. It does
// nothing when nothing changed. A flushed cache starts a new generation (in
// watch mode, one per compile).
func (c *Cache[R]) Flush() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if !c.dirty {
		if c.stateDirty && c.dir != "" {
			if err := c.writeState(); err != nil {
				return err
			}
		}
		return nil
	}
	c.ensureIndex()
	for k, e := range c.records {
		if e.Used+keepGenerations <= c.gen {
			delete(c.records, k)
			c.changed[k] = struct{}{}
		}
	}
	var live int64
	for k, e := range c.blobs {
		if e.Used+keepGenerations <= c.gen {
			delete(c.blobs, k)
			c.changed[k] = struct{}{}
			continue
		}
		live += e.Len
	}
	if c.dir == "" {
		c.dirty = false
		clear(c.changed)
		c.gen++
		return nil
	}
	compacted := false
	if c.packSize > compactMin && c.packSize > 2*live {
		if err := c.compact(); err != nil {
			return err
		}
		compacted = true
	}
	// No fsync: a blob that did not reach the disk before a crash fails its
	// SHA-256 check and is a miss.
	if err := c.writeIndex(compacted); err != nil {
		return err
	}
	clear(c.changed)
	if err := c.writeState(); err != nil {
		return err
	}
	c.dirty = false
	c.gen++
	return nil
}

// writeIndex saves the records and blobs: what changed is appended to the log
// when it is a small part of them (a one-page edit rewrites one record of
// thousands); otherwise, or after a compaction, or when the log has grown
// large, the whole index is written anew and the log removed.
func (c *Cache[R]) writeIndex(compacted bool) error {
	if !compacted && c.logID != "" && c.logSize < maxLog && len(c.changed) <= (len(c.records)+len(c.blobs))/8 {
		e := logEntry[R]{LogID: c.logID, PackID: c.packID, Gen: c.gen, Records: map[Key]*recEntry[R]{}, Blobs: map[Key]*blobEntry{}}
		for k := range c.changed {
			r, isRec := c.records[k]
			b, isBlob := c.blobs[k]
			if isRec {
				e.Records[k] = r
			}
			if isBlob {
				e.Blobs[k] = b
			}
			if !isRec && !isBlob {
				e.Dropped = append(e.Dropped, k)
			}
		}
		e.Used = make([]byte, 0, len(Key{})*(len(c.records)+len(c.blobs)))
		for k, r := range c.records {
			if r.Used == c.gen {
				e.Used = append(e.Used, k[:]...)
			}
		}
		for k, b := range c.blobs {
			if b.Used == c.gen {
				e.Used = append(e.Used, k[:]...)
			}
		}
		if err := c.appendLog(&e); err == nil {
			return nil
		}
	}
	var id [8]byte
	rand.Read(id[:])
	c.logID = hex.EncodeToString(id[:])
	if err := c.writeGob(indexName, &index[R]{Salt: c.salt, PackID: c.packID, LogID: c.logID, Records: c.records, Blobs: c.blobs}); err != nil {
		c.logID = ""
		return err
	}
	os.Remove(filepath.Join(c.dir, logName))
	c.logSize = 0
	return nil
}

// appendLog appends one entry to the log.
func (c *Cache[R]) appendLog(e *logEntry[R]) error {
	var buf bytes.Buffer
	buf.Write(make([]byte, 8))
	if err := gob.NewEncoder(&buf).Encode(e); err != nil {
		return err
	}
	b := buf.Bytes()
	binary.LittleEndian.PutUint64(b, uint64(len(b)-8))
	f, err := os.OpenFile(filepath.Join(c.dir, logName), os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return err
	}
	_, err = f.Write(b)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	c.logSize += int64(len(b))
	return nil
}

func (c *Cache[R]) writeState() error {
	if err := c.writeGob(stateName, &state{Salt: c.salt, Gen: c.gen, PackID: c.packID, Manifests: c.manifests, Notes: c.notes}); err != nil {
		return err
	}
	c.stateDirty = false
	return nil
}

// writeGob writes v into the cache folder atomically.
func (c *Cache[R]) writeGob(name string, v any) error {
	tmp, err := os.CreateTemp(c.dir, ".tmp-"+name+"-")
	if err != nil {
		return err
	}
	bw := newBufferedWriter(tmp)
	err = gob.NewEncoder(bw).Encode(v)
	if err == nil {
		err = bw.Flush()
	}
	if err == nil {
		err = tmp.Chmod(0o644)
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), filepath.Join(c.dir, name))
	}
	if err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("writing the cache %s: %w", name, err)
	}
	return nil
}

// compact copies the live blobs into a new pack.
func (c *Cache[R]) compact() error {
	old, oldID := c.pack, c.packID
	if err := c.newPack(); err != nil {
		c.pack, c.packID = old, oldID
		return err
	}
	buf := []byte{}
	for k, e := range c.blobs {
		if int64(cap(buf)) < e.Len {
			buf = make([]byte, e.Len)
		}
		b := buf[:e.Len]
		if _, err := old.ReadAt(b, e.Off); err != nil {
			delete(c.blobs, k)
			continue
		}
		if _, err := c.pack.WriteAt(b, c.packSize); err != nil {
			c.pack.Close()
			os.Remove(c.packPath(c.packID))
			c.pack, c.packID = old, oldID
			return err
		}
		e.Off = c.packSize
		c.packSize += e.Len
	}
	old.Close()
	os.Remove(c.packPath(oldID))
	return nil
}

// Close flushes and releases the cache.
func (c *Cache[R]) Close() error {
	err := c.Flush()
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.pack != nil {
		c.pack.Close()
		c.pack = nil
	}
	if c.lock != nil {
		unlockFile(c.lock)
		c.lock.Close()
		c.lock = nil
	}
	return err
}

// Size is the number of records and blobs and the bytes of the pack.
func (c *Cache[R]) Size() (records, blobs int, packBytes int64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.ensureIndex()
	return len(c.records), len(c.blobs), c.packSize
}

func bufferedReader(r io.Reader) io.Reader { return bufio.NewReaderSize(r, 1<<20) }

func newBufferedWriter(w io.Writer) *bufio.Writer { return bufio.NewWriterSize(w, 1<<20) }
