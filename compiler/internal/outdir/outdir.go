// Package outdir writes a compile's output folder the way graph.Output.Write
// does (atomically: the folder holds the whole old graph or the whole new one,
// never a mix) but without rewriting the files that did not change.
//
// Two generations of the folder are kept: DIR (live) and a hidden sibling
// .DIR.spare (the previous compile's output). A compile brings the spare up to
// date (files whose sums match are kept, files unchanged since the live
// generation are hard-linked from it, the rest are written, graph.json last) and
// then swaps the two folders with renames. A one-page edit of a 10,000-page site
// writes a handful of files instead of 10,000, and a compile that changes
// nothing touches nothing.
//
// What each folder holds is remembered in manifests (sum, size, modification
// time and inode of every file, kept by the cache). A file is reused only when
// it is still exactly as it was written; anything else is written again. Files
// are never modified in place (a changed file is a new file), so the two
// generations may share inodes safely.
package outdir

import (
	"crypto/rand"
	"encoding/hex"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"

	"github.com/contentc/contentc/compiler/internal/cache"
	"github.com/contentc/contentc/compiler/internal/graph"
	"github.com/contentc/contentc/compiler/internal/par"
)

// Store remembers manifests between compiles (a *cache.Cache).
type Store interface {
	Manifest(name string) cache.Manifest
	SetManifest(name string, m cache.Manifest)
}

// Report says what a write did.
type Report struct {
	Unchanged bool // the live folder already held exactly the output: nothing was touched
	Written   int  // files whose bytes were made and written
	Reused    int  // files kept or hard-linked from an earlier generation
	Removed   int  // files of the spare generation that the output no longer has
}

// SparePath is the hidden sibling folder that holds the previous generation of
// dir (graph.SparePath).
func SparePath(dir string) string { return graph.SparePath(dir) }

// Options tune Write.
type Options struct {
	// Trust skips checking every file of a folder against its manifest when the
	// folder's graph.json is still the one the manifest names (any other writer
	// replaces graph.json). Meant for a process that wrote the folders itself
	// (contentc watch, after its first compile): a compile of a 10,000-page site
	// then costs no 40,000 stat calls.
	Trust bool
}

// Write makes dir hold exactly out.
func Write(dir string, out *graph.Output, st Store, opts Options) (Report, error) {
	var rep Report
	dir, err := filepath.Abs(dir)
	if err != nil {
		return rep, err
	}
	parent, base := filepath.Dir(dir), filepath.Base(dir)
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return rep, err
	}
	removeOld(parent, base)
	// In no particular order (graph.EachFile writes graph.json last).
	names, sums := out.Sums()

	// The spare is inspected while the live folder is (each is a walk, then
	// stat calls that mostly wait for the kernel): it is needed unless the live
	// folder holds the output already.
	spare := SparePath(dir)
	var sp folder
	spareDone := make(chan struct{})
	spareManifest := st.Manifest(spare)
	go func() {
		defer close(spareDone)
		sp = inspect(spare, spareManifest, opts.Trust)
	}()
	live := inspect(dir, st.Manifest(dir), opts.Trust)
	<-spareDone
	if live.exists && live.count() == len(names) {
		same := true
		for i, n := range names {
			if s, ok := live.trusted[n]; !ok || s.Sum != sums[i] {
				same = false
				break
			}
		}
		if same {
			rep.Unchanged = true
			rep.Reused = len(names)
			return rep, nil
		}
	}

	// Whatever happens next, the spare is not a complete graph until graph.json is
	// written again, last; and its manifest is stale until the swap.
	st.SetManifest(spare, nil)
	os.Remove(filepath.Join(spare, "graph.json"))
	if err := os.MkdirAll(spare, 0o755); err != nil {
		return rep, err
	}
	// The new manifest of the spare: its old one (no longer in the store, so
	// this compile's to change), with the files it does not keep replaced.
	next := sp.trusted
	if next == nil || !sp.exists {
		next = make(cache.Manifest, len(names))
	}
	type job struct {
		sum     cache.Key
		present bool // in the spare (to be removed first)
	}
	var todo []string
	jobs := map[string]job{}
	kept, spareFiles := 0, sp.count() // files of the spare that the output has, of all
	for i, n := range names {
		s, ok := next[n]
		present := ok
		if !sp.all {
			present = sp.has(n)
		}
		if present {
			kept++
		}
		if ok && s.Sum == sums[i] && n != "graph.json" {
			rep.Reused++
			continue
		}
		jobs[n] = job{sums[i], present}
		delete(next, n)
		todo = append(todo, n)
	}
	if kept < spareFiles {
		// The spare has files the output has not.
		emptied := map[string]bool{}
		var gone []string
		for rel := range sp.files() {
			if !out.Has(rel) {
				gone = append(gone, rel)
			}
		}
		for _, rel := range gone {
			p := filepath.Join(spare, filepath.FromSlash(rel))
			os.Remove(p)
			delete(next, rel)
			emptied[filepath.Dir(p)] = true
			rep.Removed++
		}
		removeEmptyDirs(spare, emptied)
	}
	var mu sync.Mutex
	err = graph.EachFile(spare, todo, func(n, p string) error {
		sum := jobs[n].sum
		if jobs[n].present {
			// Never write into a file in place: it may share its inode with the live one.
			if err := os.Remove(p); err != nil && !os.IsNotExist(err) {
				return err
			}
		}
		if s, ok := live.trusted[n]; ok && s.Sum == sum {
			if err := os.Link(filepath.Join(dir, filepath.FromSlash(n)), p); err == nil {
				mu.Lock()
				next[n] = s
				rep.Reused++
				mu.Unlock()
				return nil
			}
		}
		if err := out.CreateFile(n, p); err != nil {
			return err
		}
		fi, err := os.Lstat(p)
		if err != nil {
			return err
		}
		mu.Lock()
		next[n] = stateOf(sum, fi)
		rep.Written++
		mu.Unlock()
		return nil
	})
	if err != nil {
		return rep, err
	}
	if err := os.Chmod(spare, 0o755); err != nil {
		return rep, err
	}

	// Swap, in one step where the system can (a reader never finds the folder
	// missing); else live → old, spare → live, old → spare.
	if live.exists && graph.Exchange(spare, dir) == nil {
		st.SetManifest(dir, next)
		st.SetManifest(spare, live.trusted)
		return rep, nil
	}
	old := ""
	if _, err := os.Lstat(dir); err == nil {
		old = graph.OldPath(dir, randomID())
		if err := os.Rename(dir, old); err != nil {
			return rep, err
		}
	}
	if err := os.Rename(spare, dir); err != nil {
		if old != "" {
			os.Rename(old, dir) // put the previous graph back
		}
		return rep, err
	}
	st.SetManifest(dir, next)
	if old != "" {
		if !live.exists {
			os.RemoveAll(old) // not a folder: nothing to keep
		} else if err := os.Rename(old, spare); err != nil {
			os.RemoveAll(old)
		} else {
			st.SetManifest(spare, live.trusted)
		}
	}
	return rep, nil
}

// Intact reports whether dir holds exactly the files of manifest m, each as it
// was written (every file is checked).
func Intact(dir string, m cache.Manifest) bool {
	f := inspect(dir, m, false)
	return f.exists && f.count() == len(m) && len(f.trusted) == len(m)
}

// folder is what inspect found in a folder.
type folder struct {
	exists  bool
	present map[string]bool // every file (and symlink or other entry) by slash path
	// trusted holds the files unchanged since the manifest was taken. It may be
	// the manifest itself (never modified).
	trusted cache.Manifest
	// all: the folder holds exactly the trusted files (present is nil).
	all bool
}

func (f *folder) count() int {
	if f.all {
		return len(f.trusted)
	}
	return len(f.present)
}

func (f *folder) has(rel string) bool {
	if f.all {
		_, ok := f.trusted[rel]
		return ok
	}
	return f.present[rel]
}

// files iterates over every file of the folder.
func (f *folder) files() func(yield func(string) bool) {
	return func(yield func(string) bool) {
		if f.all {
			for rel := range f.trusted {
				if !yield(rel) {
					return
				}
			}
			return
		}
		for rel := range f.present {
			if !yield(rel) {
				return
			}
		}
	}
}

func inspect(dir string, m cache.Manifest, trust bool) folder {
	f := folder{present: map[string]bool{}, trusted: cache.Manifest{}}
	st, err := os.Lstat(dir)
	if err != nil || !st.IsDir() {
		return f
	}
	f.exists = true
	if s, ok := m["graph.json"]; trust && ok {
		if fi, err := os.Lstat(filepath.Join(dir, "graph.json")); err == nil && stateOf(s.Sum, fi) == s {
			f.present, f.trusted, f.all = nil, m, true
			return f
		}
	}
	// The walk lists names and types; the files of the manifest are then
	// stat'ed on several goroutines (mostly waiting for the kernel: tens of
	// thousands of calls for a large site).
	var check []string
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || p == dir || d.IsDir() {
			return nil
		}
		rel, _ := filepath.Rel(dir, p)
		rel = filepath.ToSlash(rel)
		f.present[rel] = true
		if _, ok := m[rel]; ok && d.Type().IsRegular() {
			check = append(check, rel)
		}
		return nil
	})
	same := make([]bool, len(check))
	par.Each(len(check), 4*runtime.NumCPU(), func(i int) {
		s := m[check[i]]
		fi, err := os.Lstat(filepath.Join(dir, filepath.FromSlash(check[i])))
		same[i] = err == nil && fi.Mode().IsRegular() && stateOf(s.Sum, fi) == s
	})
	for i, rel := range check {
		if same[i] {
			f.trusted[rel] = m[rel]
		}
	}
	return f
}

func stateOf(sum cache.Key, fi fs.FileInfo) cache.FileState {
	return cache.FileState{Sum: sum, Size: fi.Size(), Mtime: fi.ModTime().UnixNano(), Ino: inode(fi)}
}

// removeEmptyDirs removes the folders (and their parents, up to dir) that files
// were removed from, if they are empty now.
func removeEmptyDirs(dir string, emptied map[string]bool) {
	var dirs []string
	for d := range emptied {
		for ; d != dir && strings.HasPrefix(d, dir+string(filepath.Separator)); d = filepath.Dir(d) {
			dirs = append(dirs, d)
		}
	}
	// Deepest first.
	sort.Slice(dirs, func(i, j int) bool { return len(dirs[i]) > len(dirs[j]) })
	for _, d := range dirs {
		os.Remove(d) // fails (and is kept) unless empty
	}
}

// removeOld deletes the leftovers of an interrupted swap (this package's and
// graph.Output.Write's).
func removeOld(parent, base string) {
	entries, _ := os.ReadDir(parent)
	for _, e := range entries {
		n := e.Name()
		if graph.IsLeftover(filepath.Join(parent, base), n) {
			os.RemoveAll(filepath.Join(parent, n))
		}
	}
}

func randomID() string {
	var b [6]byte
	rand.Read(b[:])
	return hex.EncodeToString(b[:])
}
