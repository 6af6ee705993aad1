package gate

import (
	"regexp"

	"github.com/bitbench/bitbench/internal/results"
)

// A Set is one side of a comparison: a results file, or the concatenated
// output of several runs, read by [results.Read] (the project's one reader
// of results files).
type Set = results.Set

// A Key names one measured quantity: a benchmark (full name without the
// "Benchmark" prefix and the -GOMAXPROCS suffix) and one of its units.
type Key = results.Key

// Options configure [Compare]. The zero value means the defaults.
type Options struct {
	// Alpha is the family-wise significance level, applied to the
	// Holm-adjusted p-values; 0 means 0.05.
	Alpha float64
	// MinEffect is the smallest relative change of the medians that can
	// count as a regression, as a fraction (0.05 is 5%); 0 means 0.05.
	// Use a tiny positive value to gate on significance alone.
	MinEffect float64
	// AllowMissing, when not nil, excuses the benchmarks whose names
	// (without "Benchmark") it matches from being missing in the new set:
	// they are listed as removed on purpose instead of failing the gate.
	AllowMissing *regexp.Regexp
	// Stopped, when not nil, names the keys whose measurement stopped
	// early for futility in sequential rounds (see [Report.CanRegress]):
	// they enter the Holm family with p = 1 and are judged StoppedEarly,
	// which keeps the family-wise error rate of the fixed maximum. (A
	// stopped key that is a significant improvement on its measured p-value
	// is still reported as Improvement; improvements never fail the gate.)
	Stopped func(Key) bool
	// Decided, when not nil, names the keys whose measurement stopped
	// early because an interim look of sequential rounds already found
	// them regressions at its early boundary ([PlanLook]). A decided key
	// of the primary family (or of the only family) enters its Holm family
	// with p = 0 and is judged on its change alone against its minimum
	// effect, which a layout recheck may still raise; its PAdj shows the
	// Holm-adjusted measured p-value. Decided keys of the secondary family
	// are not decided: cmd/regress decides none there.
	Decided func(Key) bool
	// EarlyAlpha is the part of Alpha that the interim looks spend on
	// early decisions (Decided) in the families where keys may be decided,
	// the primary family or the only one: those are tested at
	// Alpha − EarlyAlpha, so that the looks and the final test together
	// keep the family-wise error rate at most Alpha (Bonferroni over the
	// looks). The secondary family keeps Alpha. 0: no early decisions.
	EarlyAlpha float64
	// MaxRounds, when above 0, is the number of runs per side the
	// measurement could reach for any key (the -max-rounds of sequential
	// rounds): the too-little-data check asks whether that design can
	// reach significance, rather than the sizes measured, which are
	// smaller for keys stopped early.
	MaxRounds int
	// Layout, when not nil, gives the keys that moved under a change of
	// code layout alone, as [LayoutSpread] measures it: the relative change
	// of the median between two builds of the same code. Such a key's
	// minimum effect is the larger of MinEffect and LayoutFactor times its
	// spread, in both directions, and the report marks it
	// "layout-sensitive ±x%".
	Layout map[Key]float64
	// LayoutMeasured, when not nil, names the keys whose layout spread was
	// measured (cmd/regress's layout recheck measures the groups of the
	// rows it would flag as regressions, the up-front A/A every key). An
	// improvement on any other key is marked "not rechecked for layout":
	// the head's own change moves the layout, and a key that layout alone
	// moves 10% is then reported 10% faster (sissy's perft was, in most
	// runs whose head moved the data). Nil: no key is marked.
	LayoutMeasured func(Key) bool
	// Primary, when not nil, splits the gated keys into two Holm families,
	// each corrected on its own at Alpha: the keys it matches (the rows the
	// change can move; cmd/regress works them out with
	// internal/gate/scope) and the others, so that the rows the change
	// cannot touch do not dilute the primary family. The secondary rows
	// also enter the pooled test (see [Pooled]). Nil means one family.
	Primary func(Key) bool
	// Paired says that value i of each key on the old side was measured
	// beside value i on the new side, in one block of interleaved launches
	// (cmd/regress measures so). A key with as many values on both sides is
	// then tested on its pairs: its P is [PairedP] of [SignTest]'s and
	// Mann–Whitney's, and its Delta is the median of the pairs' ratios; a
	// key whose sizes differ is tested unpaired.
	Paired bool
}

// LayoutFactor is how many times its layout spread a layout-sensitive key
// must move to count: a layout change of the head may move it as far as
// the base's two layouts did, in either direction, and some more.
const LayoutFactor = 2

// Defaults used for zero Options fields.
const (
	DefaultAlpha     = 0.05
	DefaultMinEffect = 0.05
)

// confidence is the level of the confidence intervals shown around each
// median, benchstat's.
const confidence = 0.95

func (o Options) withDefaults() Options {
	if o.Alpha == 0 {
		o.Alpha = DefaultAlpha
	}
	if o.MinEffect == 0 {
		o.MinEffect = DefaultMinEffect
	}
	return o
}
