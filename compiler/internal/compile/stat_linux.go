//go:build linux

package compile

import (
	"fmt"
	"io/fs"
	"syscall"
)

// fileIdentity identifies a file's version without reading it: size, times, inode.
func fileIdentity(fi fs.FileInfo) string {
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		return fmt.Sprintf("%d %d %d %d.%d", fi.Size(), fi.ModTime().UnixNano(), st.Ino, st.Ctim.Sec, st.Ctim.Nsec)
	}
	return fmt.Sprintf("%d %d", fi.Size(), fi.ModTime().UnixNano())
}
