//go:build !linux

package compile

import (
	"fmt"
	"io/fs"
)

// settledIdentity: without a change time, a file is identified by its bytes.
func settledIdentity(fs.FileInfo) (string, bool) { return "", false }

// fileIdentity identifies a file's version without reading it: size and time.
func fileIdentity(fi fs.FileInfo) string {
	return fmt.Sprintf("%d %d", fi.Size(), fi.ModTime().UnixNano())
}
