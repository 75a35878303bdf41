package graph

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync/atomic"

	"golang.org/x/sync/errgroup"
)

// Output is the set of files of one compile, keyed by slash-separated path relative to
// the output folder. It is built in memory and written in one go, so a failed compile
// never touches the previous output.
type Output struct {
	files map[string]*file
}

// file is one output file: its bytes, or a function that makes them on demand
// together with a sum that identifies them (an incremental writer compares sums
// and only makes the bytes of files that changed).
type file struct {
	data []byte
	load func() ([]byte, error)
	// stream writes the bytes (large files: never held in memory whole).
	stream func(w io.Writer) error
	sum    [32]byte
	// hasSum is true when sum is known (always for lazy files).
	hasSum bool
}

// NewOutput returns an empty output.
func NewOutput() *Output { return &Output{files: map[string]*file{}} }

func checkRel(rel string) error {
	clean := filepath.ToSlash(filepath.Clean(rel))
	if clean != rel || strings.HasPrefix(clean, "../") || clean == ".." || strings.HasPrefix(clean, "/") {
		return fmt.Errorf("output path %q escapes the output folder", rel)
	}
	return nil
}

// Add stores a file. Paths are validated so that nothing can escape the folder.
func (o *Output) Add(rel string, data []byte) error {
	if err := checkRel(rel); err != nil {
		return err
	}
	o.files[rel] = &file{data: data}
	return nil
}

// AddLazy stores a file whose bytes load makes when they are needed. sum must
// identify the bytes: two files with the same sum have the same bytes (it is
// compared with the sums of earlier compiles, never recomputed from the bytes).
func (o *Output) AddLazy(rel string, sum [32]byte, load func() ([]byte, error)) error {
	if err := checkRel(rel); err != nil {
		return err
	}
	o.files[rel] = &file{load: load, sum: sum, hasSum: true}
	return nil
}

// AddFunc stores a file whose bytes load makes when they are written (or read),
// so a compile need not hold every file's bytes in memory at once. Its sum is
// the SHA-256 of the bytes, made on demand.
func (o *Output) AddFunc(rel string, load func() ([]byte, error)) error {
	if err := checkRel(rel); err != nil {
		return err
	}
	o.files[rel] = &file{load: load}
	return nil
}

// AddStream stores a file whose bytes stream writes when the file is written;
// sum identifies the bytes as for AddLazy (zero: the SHA-256 of the bytes, made
// on demand). For large files made of many parts
// (search.json), which are then never held whole in memory.
func (o *Output) AddStream(rel string, sum [32]byte, stream func(w io.Writer) error) error {
	if err := checkRel(rel); err != nil {
		return err
	}
	o.files[rel] = &file{stream: stream, sum: sum, hasSum: sum != [32]byte{}}
	return nil
}

// Sum identifies a file's bytes: the sum given to AddLazy, else the SHA-256 of
// the bytes.
func (o *Output) Sum(rel string) ([32]byte, bool) {
	f, ok := o.files[rel]
	if !ok {
		return [32]byte{}, false
	}
	if !f.hasSum {
		data, err := o.Load(rel)
		if err != nil {
			return [32]byte{}, false
		}
		f.sum, f.hasSum = sha256.Sum256(data), true
	}
	return f.sum, true
}

// Load returns a file's bytes, making them if the file is lazy.
func (o *Output) Load(rel string) ([]byte, error) {
	f, ok := o.files[rel]
	if !ok {
		return nil, fmt.Errorf("no output file %s", rel)
	}
	if f.data == nil && f.load != nil {
		data, err := f.load()
		if err != nil {
			return nil, fmt.Errorf("making %s: %w", rel, err)
		}
		return data, nil
	}
	if f.data == nil && f.stream != nil {
		var buf bytes.Buffer
		if err := f.stream(&buf); err != nil {
			return nil, fmt.Errorf("making %s: %w", rel, err)
		}
		return buf.Bytes(), nil
	}
	return f.data, nil
}

// WriteTo writes a file's bytes to w, streaming them if the file is a stream.
func (o *Output) WriteTo(rel string, w io.Writer) error {
	f, ok := o.files[rel]
	if !ok {
		return fmt.Errorf("no output file %s", rel)
	}
	if f.data == nil && f.stream != nil {
		bw := bufio.NewWriterSize(w, 256<<10)
		if err := f.stream(bw); err != nil {
			return fmt.Errorf("making %s: %w", rel, err)
		}
		return bw.Flush()
	}
	data, err := o.Load(rel)
	if err != nil {
		return err
	}
	_, err = w.Write(data)
	return err
}

// CreateFile writes a new file at p (which must not exist) with the bytes of
// rel.
func (o *Output) CreateFile(rel, p string) error {
	f, err := os.OpenFile(p, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	err = o.WriteTo(rel, f)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// AddJSON stores v as indented JSON with a trailing newline. encoding/json sorts map
// keys, and struct fields keep their declared order, so the bytes are deterministic.
func (o *Output) AddJSON(rel string, v any) error {
	data, err := MarshalJSON(v)
	if err != nil {
		return err
	}
	return o.Add(rel, data)
}

// MarshalJSON is the graph's JSON encoding: two-space indent, no HTML escaping of
// <, > and & (the consumers are JSON parsers, and the HTML is meant to be HTML).
func MarshalJSON(v any) ([]byte, error) { return EncodeIndent(v, "", " ") }

// Files returns the paths in sorted order.
func (o *Output) Files() []string {
	names := make([]string, 0, len(o.files))
	for n := range o.files {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// Sums returns the paths in no particular order, with the sum of each (see
// Sum; a file whose bytes cannot be made has a zero sum).
func (o *Output) Sums() ([]string, [][32]byte) {
	names := make([]string, 0, len(o.files))
	sums := make([][32]byte, 0, len(o.files))
	for n, f := range o.files {
		names = append(names, n)
		if f.hasSum {
			sums = append(sums, f.sum)
		} else {
			s, _ := o.Sum(n)
			sums = append(sums, s)
		}
	}
	return names, sums
}

// Has reports whether the output has a file at rel.
func (o *Output) Has(rel string) bool {
	_, ok := o.files[rel]
	return ok
}

// Get returns a file's bytes (nil, false when there is no such file or a lazy
// file cannot be made).
func (o *Output) Get(rel string) ([]byte, bool) {
	b, err := o.Load(rel)
	return b, err == nil
}

// Write replaces dir with the output. It writes everything into a sibling temporary
// folder, then swaps it in with renames, so at every moment dir holds either the old
// complete graph or the new complete graph (on Linux the two are exchanged in one
// step, so dir is never missing either): an interrupted or failed compile never
// leaves a half graph the site could build from. graph.json is written last inside
// the temporary folder, so a folder without it is never a finished graph.
func (o *Output) Write(dir string) error {
	dir = filepath.Clean(dir)
	parent := filepath.Dir(dir)
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return err
	}
	removeStale(parent, dir)
	tmp, err := os.MkdirTemp(parent, TempPattern(dir))
	if err != nil {
		return err
	}
	ok := false
	defer func() {
		if !ok {
			os.RemoveAll(tmp)
		}
	}()
	if err := EachFile(tmp, o.Files(), o.CreateFile); err != nil {
		return err
	}
	if err := os.Chmod(tmp, 0o755); err != nil {
		return err
	}
	// In one step where the system can (a reader never finds dir missing).
	if st, err := os.Lstat(dir); err == nil && st.IsDir() && Exchange(tmp, dir) == nil {
		return nil // tmp, now the old graph, is removed by the deferred RemoveAll
	}
	old := ""
	if _, err := os.Lstat(dir); err == nil {
		old = OldPath(dir, strings.TrimPrefix(filepath.Base(tmp), TempPattern(dir)))
		if err := os.Rename(dir, old); err != nil {
			return err
		}
	}
	if err := os.Rename(tmp, dir); err != nil {
		if old != "" {
			os.Rename(old, dir) // put the previous graph back
		}
		return err
	}
	ok = true
	if old != "" {
		os.RemoveAll(old)
	}
	return nil
}

// WriteWorkers is how many files WriteFiles writes at once. Creating a file is
// mostly waiting for the file system (a few hundred microseconds each on a
// virtual disk), so a few more writers than CPUs keep it busy.
const WriteWorkers = 8

// EachFile calls write(name, path) for each name on WriteWorkers goroutines,
// after creating the folders of every path below dir; graph.json, if named, is
// done last and alone. It stops at the first error and returns it.
func EachFile(dir string, names []string, write func(name, path string) error) error {
	var last []string
	rest := make([]string, 0, len(names))
	dirs := map[string]bool{}
	for _, n := range names {
		if n == "graph.json" {
			last = append(last, n)
		} else {
			rest = append(rest, n)
		}
		dirs[filepath.Dir(filepath.Join(dir, filepath.FromSlash(n)))] = true
	}
	sorted := make([]string, 0, len(dirs))
	for d := range dirs {
		sorted = append(sorted, d)
	}
	sort.Strings(sorted)
	for _, d := range sorted {
		if err := os.MkdirAll(d, 0o755); err != nil {
			return err
		}
	}
	// errgroup with a limit: at most WriteWorkers writes at once; after the
	// first error no new write starts, and Wait returns that error.
	var g errgroup.Group
	g.SetLimit(WriteWorkers)
	var failed atomic.Bool
	for _, n := range rest {
		if failed.Load() {
			break
		}
		g.Go(func() error {
			if failed.Load() {
				return nil
			}
			err := write(n, filepath.Join(dir, filepath.FromSlash(n)))
			if err != nil {
				failed.Store(true)
			}
			return err
		})
	}
	if err := g.Wait(); err != nil {
		return err
	}
	for _, n := range last {
		if err := write(n, filepath.Join(dir, filepath.FromSlash(n))); err != nil {
			return err
		}
	}
	return nil
}

// removeStale deletes what an interrupted earlier write left behind: temporary
// folders of this output and previous graphs that were being replaced.
func removeStale(parent, dir string) {
	entries, err := os.ReadDir(parent)
	if err != nil {
		return
	}
	for _, e := range entries {
		n := e.Name()
		if IsLeftover(dir, n) {
			os.RemoveAll(filepath.Join(parent, n))
		}
	}
}
