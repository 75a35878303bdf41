// Package par runs independent pieces of work on a few goroutines.
package par

import (
	"runtime"
	"sync/atomic"

	"golang.org/x/sync/errgroup"
)

// Each calls f(0…n-1) with at most workers calls at once (0 = number of CPUs)
// and returns when all are done, on min(workers, n) goroutines of a
// golang.org/x/sync/errgroup.
func Each(n, workers int, f func(i int)) {
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	// A goroutine per worker taking the next index, not one per item: an item's
	// goroutine would start with a small stack and grow it again each time.
	var next atomic.Int64
	var g errgroup.Group
	for range min(workers, n) {
		g.Go(func() error {
			for {
				i := int(next.Add(1)) - 1
				if i >= n {
					return nil
				}
				f(i)
			}
		})
	}
	_ = g.Wait()
}
