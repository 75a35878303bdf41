//go:build !linux

package compile

import (
	"fmt"
	"io/fs"
)

// fileIdentity identifies a file's version without reading it: size and time.
func fileIdentity(fi fs.FileInfo) string {
	return fmt.Sprintf("%d %d", fi.Size(), fi.ModTime().UnixNano())
}
