//go:build !unix

package outdir

import "io/fs"

// Without inodes, size and modification time identify an unchanged file.
func inode(fi fs.FileInfo) uint64 { return 0 }
