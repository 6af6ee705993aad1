package enginerun

import (
	"fmt"
	"io"
	"slices"
	"time"

	"github.com/bitbench/bitbench/internal/engine"
)

// Options are a run's settings.
type Options struct {
	// Bin is the test binary to launch (os.Args[0] of the driver).
	Bin string
	// Commit is the commit for the "commit:" line.
	Commit string
	// Bench selects rows as go test's -bench does ("" or "." for all).
	Bench string
	// Budget is the time the rounds may take, launches included.
	Budget time.Duration
	// Slice is the benchtime of one slice.
	Slice time.Duration
	// Launch is about how long one launch runs.
	Launch time.Duration
	// Estimator is the per-slice figure the ratios and the headline use:
	// "cpu" (the thread's CPU time over the slice), "best-cpu" (its best
	// 100 µs chunk) or "wall".
	Estimator string
	// Ref is the reference row.
	Ref string
	// RefEvery is how many rows run between two reference slices.
	RefEvery int
	// Pins are the CPUs single-thread launches are pinned to, each row to
	// them by turns (engine.NextCPU); none for no pinning.
	Pins []int
	// Quick is -bench.quick (shallower perft).
	Quick bool
	// Seed seeds the rounds' orders.
	Seed uint64
	// Rules is the stopping rule.
	Rules engine.Rules
	// Out receives the results; Log the progress.
	Out, Log io.Writer
}

// Defaults are the settings of make bench.
var Defaults = Options{
	Budget:    engine.DefaultBudget,
	Slice:     engine.DefaultSlice,
	Launch:    4 * time.Second,
	Estimator: engine.DefaultEstimator,
	Ref:       "Slider/impl=magic/piece=rook/load=random",
	RefEvery:  8,
	Rules:     engine.DefaultRules,
}

// check returns what is wrong with o's settings.
func (o Options) check() error {
	switch {
	case o.Budget <= 0 || o.Budget > 24*time.Hour:
		return fmt.Errorf("-bench.budget %v: want more than 0 and at most 24h", o.Budget)
	case o.Slice < time.Millisecond || o.Slice > time.Minute:
		return fmt.Errorf("-bench.slice %v: want 1ms to 1m", o.Slice)
	case o.RefEvery < 1:
		return fmt.Errorf("reference every %d rows: want at least 1", o.RefEvery)
	}
	for i, c := range o.Pins {
		if c < 0 || slices.Contains(o.Pins[:i], c) {
			return fmt.Errorf("-bench.pin %v: want distinct CPU numbers", o.Pins)
		}
	}
	for _, e := range engine.Estimators {
		if e == o.Estimator {
			return nil
		}
	}
	return fmt.Errorf("-bench.estimator %q: want one of %v", o.Estimator, engine.Estimators)
}

// usageErr marks an error in the settings: exit status 2.
type usageErr struct{ error }

func (e usageErr) Unwrap() error { return e.error }

// IsUsage reports whether err is an error in the run's settings (a bad
// flag value, a -bench that selects nothing) rather than a failure of the
// run.
func IsUsage(err error) bool {
	_, ok := err.(usageErr)
	return ok
}
