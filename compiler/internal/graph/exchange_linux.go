package graph

import "golang.org/x/sys/unix"

// Exchange swaps two folders in one step (renameat2 with RENAME_EXCHANGE): a reader
// of either path finds one generation or the other, never nothing. It fails on file
// systems without the call (then the writers swap with renames).
func Exchange(a, b string) error {
	return unix.Renameat2(unix.AT_FDCWD, a, unix.AT_FDCWD, b, unix.RENAME_EXCHANGE)
}
