package graph

import (
	"path/filepath"
	"strings"
)

// The output folder's naming rules, in one place. Writers of an output folder
// DIR (Output.Write, package outdir) keep their work beside it, in hidden
// siblings: .DIR.tmp-… (a folder being written), .DIR.spare (outdir's previous
// generation) and .DIR.old-… (a folder being swapped out; DIR.old-… from older
// versions). Everything that reads a content tree holding its own output (the
// up-to-date check, the watcher) leaves them alone.

// TempPattern is the os.MkdirTemp pattern of a folder being written beside dir.
func TempPattern(dir string) string { return "." + filepath.Base(dir) + ".tmp-" }

// OldPath is where dir goes while it is swapped out (id makes it unique).
func OldPath(dir, id string) string {
	return filepath.Join(filepath.Dir(dir), "."+filepath.Base(dir)+".old-"+id)
}

// SparePath is the hidden sibling folder that holds the previous generation of dir.
func SparePath(dir string) string {
	return filepath.Join(filepath.Dir(dir), "."+filepath.Base(dir)+".spare")
}

// IsLeftover reports whether name, in dir's parent, is what an interrupted write
// of dir left behind (a temporary or swapped-out folder), to be removed.
func IsLeftover(dir, name string) bool {
	base := filepath.Base(dir)
	return strings.HasPrefix(name, "."+base+".tmp-") || strings.HasPrefix(name, "."+base+".old-") || strings.HasPrefix(name, base+".old-")
}

// IsOutput reports whether path p is the output folder dir, one of its writers'
// siblings, or inside one of them (dir and p absolute and clean).
func IsOutput(dir, p string) bool {
	rel, ok := strings.CutPrefix(p, filepath.Dir(dir)+string(filepath.Separator))
	if !ok {
		return false
	}
	name, _, _ := strings.Cut(rel, string(filepath.Separator))
	return name == filepath.Base(dir) || name == filepath.Base(SparePath(dir)) || IsLeftover(dir, name)
}
