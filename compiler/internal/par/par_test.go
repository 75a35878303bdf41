package par

import (
	"sync/atomic"
	"testing"
)

func TestEachCallsEveryIndexOnce(t *testing.T) {
	for _, workers := range []int{0, 1, 3, 64} {
		seen := make([]atomic.Int32, 100)
		Each(len(seen), workers, func(i int) { seen[i].Add(1) })
		for i := range seen {
			if n := seen[i].Load(); n != 1 {
				t.Fatalf("workers %d: index %d called %d times", workers, i, n)
			}
		}
	}
	Each(0, 2, func(int) { t.Fatal("called with n = 0") })
}
