//go:build linux

package compile

import (
	"fmt"
	"io/fs"
	"syscall"
	"time"
)

// settledIdentity identifies a file's version by its size, times and inode,
// when its last change (ctime, which no program can set back) is more than two
// seconds old: any later write changes the ctime. A file changed more recently
// (false) is identified by its bytes, as a change within one tick of the
// file system's clock could leave every time as it was.
func settledIdentity(fi fs.FileInfo) (string, bool) {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok || time.Since(time.Unix(st.Ctim.Sec, st.Ctim.Nsec)) < 2*time.Second {
		return "", false
	}
	return fileIdentity(fi), true
}

// fileIdentity identifies a file's version without reading it: size, times, inode.
func fileIdentity(fi fs.FileInfo) string {
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		return fmt.Sprintf("%d %d %d %d.%d", fi.Size(), fi.ModTime().UnixNano(), st.Ino, st.Ctim.Sec, st.Ctim.Nsec)
	}
	return fmt.Sprintf("%d %d", fi.Size(), fi.ModTime().UnixNano())
}
