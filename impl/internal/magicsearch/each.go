package magicsearch

import "sync"

// Each calls f once for every item on workers goroutines (at least one),
// handing the items out in the order given, and returns when every call has
// returned. Searches give it jobs that each read and write only their own
// state, so their results do not depend on the number of workers or on
// which goroutine ran which job; giving the costliest jobs first keeps one
// goroutine from being left with a long job at the end.
func Each[T any](items []T, workers int, f func(T)) {
	next := make(chan T)
	var wg sync.WaitGroup
	for range max(workers, 1) {
		wg.Go(func() {
			for it := range next {
				f(it)
			}
		})
	}
	for _, it := range items {
		next <- it
	}
	close(next)
	wg.Wait()
}
