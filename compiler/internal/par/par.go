// Package par runs independent pieces of work on a few goroutines.
package par

import (
	"runtime"
	"sync"
	"sync/atomic"
)

// Each calls f(0…n-1) on workers goroutines (0 = number of CPUs), each taking
// the next index when it is done with one, and returns when all are done.
func Each(n, workers int, f func(i int)) {
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := 0; w < min(workers, n); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1)) - 1
				if i >= n {
					return
				}
				f(i)
			}
		}()
	}
	wg.Wait()
}
