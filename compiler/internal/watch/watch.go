// Package watch runs a compile whenever an input file changes. It polls: every
// Interval it lists the content tree (and the inputs outside it the last compile
// reported) with their sizes and modification times, and compares with the last
// listing. Polling needs nothing beyond the standard library, works the same on
// every OS and file system (network shares, containers, editors that replace
// files), and costs a few tens of milliseconds per poll on a 10,000-page tree.
package watch

import (
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/contentc/contentc/compiler/internal/graph"
)

// DefaultInterval is how often the tree is polled.
const DefaultInterval = 300 * time.Millisecond

// settle is how long a change must stay as it is before it is compiled, and
// maxSettle how long the watcher waits for that at most (a file written without
// pause is compiled anyway).
const (
	settle    = 50 * time.Millisecond
	maxSettle = time.Second
)

// Watcher polls a tree and calls Compile on changes.
type Watcher struct {
	// Root is the content root to watch.
	Root string
	// Skip reports whether a path (absolute, cleaned) is not an input and is not
	// to be walked: the output folder, the cache. .git and node_modules folders
	// are always skipped.
	Skip func(path string) bool
	// Interval between polls; 0 means DefaultInterval.
	Interval time.Duration
	// Compile is called once at the start (changed is nil) and after every
	// change with the paths that changed (relative to Root when inside it). It
	// returns the files outside Root that the compile read, to watch as well.
	// Errors are the callback's to report; the watcher keeps watching.
	Compile func(changed []string) (extra []string)
}

type stamp struct {
	size  int64
	mtime int64
	mode  fs.FileMode
}

// Run compiles, then watches until ctx is done.
func (w *Watcher) Run(ctx context.Context) error {
	interval := w.Interval
	if interval <= 0 {
		interval = DefaultInterval
	}
	root, err := filepath.Abs(w.Root)
	if err != nil {
		return err
	}
	prev := w.snapshot(root, nil)
	extra := w.Compile(nil)
	// Inputs outside the root are known only after a compile: take them into the
	// listing now, so their first poll is not a change.
	for p, s := range w.snapshot("", extra) {
		prev[p] = s
	}
	t := time.NewTicker(interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return nil
		case <-t.C:
		}
		cur := w.snapshot(root, extra)
		if len(diff(prev, cur, root)) == 0 {
			continue
		}
		// A file being saved in place is emptied, then written: a poll between
		// the two sees an empty file, whose compile is a good one (a doc with no
		// front matter, at another route: the open page became "Page Not Found"
		// in make dev's test, and stayed so while the next save had an error).
		// The change is compiled once two listings settle apart agree.
		for waited := time.Duration(0); waited < maxSettle; waited += settle {
			select {
			case <-ctx.Done():
				return nil
			case <-time.After(settle):
			}
			again := w.snapshot(root, extra)
			if len(diff(cur, again, root)) == 0 {
				break
			}
			cur = again
		}
		changed := diff(prev, cur, root)
		if len(changed) == 0 {
			continue
		}
		prev = cur
		extra = w.Compile(changed)
		for p, s := range w.snapshot("", extra) {
			prev[p] = s
		}
		// Changes made while compiling are seen at the next tick.
	}
}

// snapshot lists the files under root (if not "") and the extra files.
func (w *Watcher) snapshot(root string, extra []string) map[string]stamp {
	m := map[string]stamp{}
	if root != "" {
		filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return nil
			}
			if d.IsDir() {
				if p != root && (d.Name() == ".git" || d.Name() == "node_modules" || (w.Skip != nil && w.Skip(p))) {
					return filepath.SkipDir
				}
				return nil
			}
			if w.Skip != nil && w.Skip(p) {
				return nil
			}
			if info, err := d.Info(); err == nil {
				m[p] = stamp{info.Size(), info.ModTime().UnixNano(), info.Mode()}
			}
			return nil
		})
	}
	for _, p := range extra {
		if info, err := os.Stat(p); err == nil {
			m[p] = stamp{info.Size(), info.ModTime().UnixNano(), info.Mode()}
		} else {
			m[p] = stamp{size: -1}
		}
	}
	return m
}

// diff lists the paths added, removed or changed, relative to root when inside it.
func diff(prev, cur map[string]stamp, root string) []string {
	var out []string
	for p, s := range cur {
		if o, ok := prev[p]; !ok || o != s {
			out = append(out, rel(root, p))
		}
	}
	for p := range prev {
		if _, ok := cur[p]; !ok {
			out = append(out, rel(root, p))
		}
	}
	sort.Strings(out)
	return out
}

func rel(root, p string) string {
	if r, err := filepath.Rel(root, p); err == nil && !strings.HasPrefix(r, "..") {
		return filepath.ToSlash(r)
	}
	return p
}

// SkipOutput returns a Skip function for an output folder and a cache folder:
// the folders themselves and the output's hidden siblings (.DIR.spare,
// .DIR.tmp-…, DIR.old-…).
func SkipOutput(out, cacheDir string) func(string) bool {
	var outAbs, cacheAbs string
	if out != "" {
		outAbs, _ = filepath.Abs(out)
	}
	if cacheDir != "" {
		cacheAbs, _ = filepath.Abs(cacheDir)
	}
	return func(p string) bool {
		return outAbs != "" && graph.IsOutput(outAbs, p) ||
			cacheAbs != "" && (p == cacheAbs || strings.HasPrefix(p, cacheAbs+string(filepath.Separator)))
	}
}
