package engine

import "time"

// The defaults of make bench: the rounds' budget (with the build, make bench
// fits in ten minutes on two cores), one slice of a row, and the estimator.
const (
	DefaultBudget    = 9 * time.Minute
	QuickBudget      = time.Minute
	DefaultSlice     = 30 * time.Millisecond
	DefaultEstimator = "cpu"
)

// Estimators are the per-slice figures a run can rank by: "cpu", the
// thread's CPU time over the slice; "best-cpu", its best 100 µs chunk;
// "wall", the wall-clock time.
var Estimators = []string{"cpu", "best-cpu", "wall"}
