package engine

import "time"

// The defaults of make bench: the rounds' budget (with the build, make bench
// fits in ten minutes on two cores), one slice of a row, and the estimator:
// the best 100 µs chunk of each slice, whose A/A spread (consecutive
// reference slices of one launch) was ±3.5% on the Zen 5 machine where the
// slice's mean CPU time spread ±7.1% and its wall time ±8.9%: a slice that
// follows another row starts with that row's data in the caches, and the
// best chunk is the one past that (docs/benchmarks.md).
//
// The slice is 10 ms: a slice costs little besides its timed loop, so the
// samples a budget buys grow as the slice shrinks, and the reference comes
// back sooner. Five 15 s runs of each, alternated, over the sliders' rows on
// random occupancy on the Zen 5 machine (shared, under 13% busy): A/A ±0.54
// to ±1.05% with 10 ms slices, ±0.83 to ±1.57% with 20 ms.
const (
	DefaultBudget    = 9 * time.Minute
	QuickBudget      = time.Minute
	DefaultSlice     = 10 * time.Millisecond
	DefaultEstimator = "best-cpu"
)

// Estimators are the per-slice figures a run can rank by: "cpu", the
// thread's CPU time over the slice; "best-cpu", its best 100 µs chunk;
// "wall", the wall-clock time.
var Estimators = []string{"cpu", "best-cpu", "wall"}
