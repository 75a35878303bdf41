//go:build !linux

package graph

import "errors"

// Exchange is Linux's atomic swap of two folders; elsewhere the writers swap them with
// renames.
func Exchange(a, b string) error { return errors.ErrUnsupported }
