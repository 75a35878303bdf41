// Package par runs independent pieces of work on a few goroutines.
package par

import (
	"runtime"

	"golang.org/x/sync/errgroup"
)

// Each calls f(0…n-1) with at most workers calls at once (0 = number of CPUs)
// and returns when all are done. golang.org/x/sync/errgroup's limit does the
// scheduling.
func Each(n, workers int, f func(i int)) {
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	var g errgroup.Group
	g.SetLimit(workers)
	for i := 0; i < n; i++ {
		g.Go(func() error {
			f(i)
			return nil
		})
	}
	_ = g.Wait()
}
