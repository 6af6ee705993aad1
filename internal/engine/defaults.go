package engine

import "time"

// The defaults of make bench: the rounds' budget (with the build, make bench
// fits in ten minutes on two cores), one slice of a row (20 ms: a slice
// costs about 7 ms besides its timed loop, the row's set-up and testing's
// ramp, so 20 ms slices give 1.4 times as many samples as 30 ms in one
// budget, and a row's median tightens with the root of its samples), and
// the estimator:
// the best 100 µs chunk of each slice, whose A/A spread (consecutive
// reference slices of one launch) was ±3.5% on the Zen 5 machine where the
// slice's mean CPU time spread ±7.1% and its wall time ±8.9%: a slice that
// follows another row starts with that row's data in the caches, and the
// best chunk is the one past that (docs/benchmarks.md).
const (
	DefaultBudget    = 9 * time.Minute
	QuickBudget      = time.Minute
	DefaultSlice     = 20 * time.Millisecond
	DefaultEstimator = "best-cpu"
)

// Estimators are the per-slice figures a run can rank by: "cpu", the
// thread's CPU time over the slice; "best-cpu", its best 100 µs chunk;
// "wall", the wall-clock time.
var Estimators = []string{"cpu", "best-cpu", "wall"}
