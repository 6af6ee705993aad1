package magicsearch

import (
	"sync/atomic"
	"testing"
)

// TestEach checks that every item is handed to f exactly once, whatever the
// number of workers (none asked for still means one), and that Each returns
// only after every call has finished.
func TestEach(t *testing.T) {
	for _, tc := range []struct {
		items, workers int
	}{
		{0, 1}, {1, 0}, {5, 1}, {7, 3}, {3, 8}, {200, -2},
	} {
		items := make([]int, tc.items)
		for i := range items {
			items[i] = i
		}
		seen := make([]atomic.Int32, tc.items)
		var done atomic.Int32
		Each(items, tc.workers, func(i int) {
			seen[i].Add(1)
			done.Add(1)
		})
		if got := int(done.Load()); got != tc.items {
			t.Errorf("%d items on %d workers: %d calls had finished when Each returned", tc.items, tc.workers, got)
		}
		for i := range seen {
			if n := seen[i].Load(); n != 1 {
				t.Errorf("%d items on %d workers: item %d handed out %d times", tc.items, tc.workers, i, n)
			}
		}
	}
}
