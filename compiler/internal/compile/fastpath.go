package compile

// The up-to-date check. Before compiling with a cache, contentc hashes the whole
// content tree: every file's path, modification time (the build time is the
// newest input's) and identity: its size, times and inode when it last changed
// more than two seconds ago (settledIdentity), else its bytes (SHA-256; files
// over 16 MiB by size and times instead), every folder and symlink, the inputs outside the tree that the last
// compile read (the TypeDoc JSON), SOURCE_DATE_EPOCH and the options that change
// the result. If a compile of exactly that tree is remembered (a cache note) and
// the output folder still holds exactly what that compile wrote (every file
// checked against the manifest), its diagnostics are the answer and nothing else
// is done: a compile of an unchanged 10,000-page tree stats its files and stops. Anything else goes through the full (incremental) compile.

import (
	"bytes"
	"crypto/sha256"
	"encoding/gob"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"sort"

	"github.com/contentc/contentc/compiler/internal/cache"
	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/graph"
	"github.com/contentc/contentc/compiler/internal/model"
	"github.com/contentc/contentc/compiler/internal/outdir"
)

// bigFile is the size over which a file is identified by its size and times
// rather than its bytes.
const bigFile = 16 << 20

// compileNote is what a compile of a tree gave.
type compileNote struct {
	Diagnostics []diag.Diagnostic
	Docs        int
	Inputs      []string
	Written     bool
	Manifest    cache.Key // sum of the output folder's manifest after the compile
}

// treeKey identifies the tree and everything else a compile's result depends on.
func treeKey(opts model.Options, root string, outside []string) cache.Key {
	h := cache.NewHasher("tree").Str(root).Str(opts.Out).Str(os.Getenv("SOURCE_DATE_EPOCH")).Int(opts.BuildTime)
	for _, p := range opts.Promote {
		h.Str("promote").Str(p)
	}
	out, _ := filepath.Abs(opts.Out)
	skip := func(p string) bool { return opts.Out != "" && graph.IsOutput(out, p) }
	cacheDir := ""
	if opts.Cache != nil && opts.Cache.Dir() != "" {
		cacheDir, _ = filepath.Abs(opts.Cache.Dir())
	}
	var entries []*treeEntry
	filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		rel, _ := filepath.Rel(root, p)
		if err != nil {
			entries = append(entries, &treeEntry{rel: rel, Kind: "error", err: err})
			return nil
		}
		if p != root && (skip(p) || p == cacheDir || (d.IsDir() && (d.Name() == ".git" || d.Name() == "node_modules"))) {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		e := &treeEntry{rel: filepath.ToSlash(rel), Path: p}
		switch {
		case d.IsDir():
			e.Kind = "dir"
		case d.Type()&fs.ModeSymlink != 0:
			e.Kind = "symlink"
			e.link, _ = os.Readlink(p)
		default:
			e.Kind = "file"
		}
		entries = append(entries, e)
		return nil
	})
	for _, p := range outside {
		entries = append(entries, &treeEntry{rel: p, Kind: "outside", Path: p})
	}
	sums := make([][]byte, len(entries))
	// Mostly waiting for system calls: more goroutines than CPUs.
	model.Parallel(len(entries), 4*runtime.NumCPU(), func(i int) {
		sums[i] = entries[i].Identity()
	})
	for _, s := range sums {
		h.Bytes(s)
	}
	return h.Sum()
}

// treeEntry is one file, folder, symlink or walk error of the tree (or an input
// outside it) for treeKey.
type treeEntry struct {
	rel  string
	Kind string
	err  error
	link string
	Path string
}

// identity is what treeKey hashes for the entry: its kind, path and link, then for
// files its mode, modification time and content hash (size and times for big
// files), or the error that stopped reading it.
func (e *treeEntry) Identity() []byte {
	var b bytes.Buffer
	b.WriteString(e.Kind + "\x00" + e.rel + "\x00" + e.link + "\x00")
	if e.err != nil {
		b.WriteString(e.err.Error())
	}
	if e.Kind != "file" && e.Kind != "symlink" && e.Kind != "outside" {
		return b.Bytes()
	}
	info, err := os.Stat(e.Path)
	if err != nil {
		b.WriteString("stat error: " + err.Error())
		return b.Bytes()
	}
	b.WriteString(info.Mode().String() + "\x00" + info.ModTime().UTC().Format("2006-01-02T15:04:05.999999999") + "\x00")
	id, settled := settledIdentity(info)
	switch {
	case info.IsDir():
	case settled:
		b.WriteString("settled\x00" + id)
	case info.Size() > bigFile:
		b.WriteString("big\x00" + fileIdentity(info))
	default:
		f, err := os.Open(e.Path)
		if err != nil {
			b.WriteString("open error: " + err.Error())
			return b.Bytes()
		}
		hs := sha256.New()
		_, err = io.Copy(hs, f)
		f.Close()
		if err != nil {
			b.WriteString("read error: " + err.Error())
		}
		b.Write(hs.Sum(nil))
	}
	return b.Bytes()
}

func manifestSum(m cache.Manifest) cache.Key {
	names := make([]string, 0, len(m))
	for n := range m {
		names = append(names, n)
	}
	sort.Strings(names)
	h := cache.NewHasher("manifest")
	for _, n := range names {
		h.Str(n).Key(m[n].Sum)
	}
	return h.Sum()
}

func inputsNoteKey(root, out string) cache.Key {
	return cache.NewHasher("tree-inputs").Str(root).Str(out).Sum()
}

// upToDate returns the result of the remembered compile of this very tree, if
// its output is still in place. key and outside are for remember.
func upToDate(opts model.Options, root string) (res *Result, key cache.Key, outside []string) {
	ch := opts.Cache
	if b, ok := ch.Note(inputsNoteKey(root, opts.Out)); ok {
		gob.NewDecoder(bytes.NewReader(b)).Decode(&outside)
	}
	key = treeKey(opts, root, outside)
	b, ok := ch.Note(key)
	if !ok {
		return nil, key, outside
	}
	var n compileNote
	if gob.NewDecoder(bytes.NewReader(b)).Decode(&n) != nil {
		return nil, key, outside
	}
	if n.Written {
		abs, err := filepath.Abs(opts.Out)
		if err != nil {
			return nil, key, outside
		}
		m := ch.Manifest(abs)
		if m == nil || manifestSum(m) != n.Manifest || !outdir.Intact(abs, m) {
			return nil, key, outside
		}
	}
	return &Result{Diagnostics: n.Diagnostics, Docs: n.Docs, Cached: n.Docs, Written: n.Written, Unchanged: n.Written, Inputs: n.Inputs, UpToDate: true}, key, outside
}

// remember notes what a compile of the tree with this key gave. The key covered
// the inputs outside the tree that the last compile read; a compile that read
// others (the first one, or after site.yaml named another TypeDoc JSON) is not
// remembered, only its inputs are, for the next key.
func remember(opts model.Options, root string, key cache.Key, outside []string, res *Result) {
	ch := opts.Cache
	var ib bytes.Buffer
	gob.NewEncoder(&ib).Encode(res.Inputs)
	ch.SetNote(inputsNoteKey(root, opts.Out), ib.Bytes())
	if !sameStrings(res.Inputs, outside) {
		return
	}
	n := compileNote{Diagnostics: res.Diagnostics, Docs: res.Docs, Inputs: res.Inputs, Written: res.Written}
	if res.Written {
		abs, err := filepath.Abs(opts.Out)
		if err != nil {
			return
		}
		m := ch.Manifest(abs)
		if m == nil {
			return
		}
		n.Manifest = manifestSum(m)
	}
	var b bytes.Buffer
	if gob.NewEncoder(&b).Encode(&n) != nil {
		return
	}
	ch.SetNote(key, b.Bytes())
}

func sameStrings(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
