package main

import (
	"cmp"
	"slices"
	"strings"

	"golang.org/x/perf/benchmath"

	"github.com/bitbench/bitbench/internal/results"
)

// alpha is the significance level of every comparison, benchstat's.
const alpha = 0.05

// A place is one row of a ranking: the row, its figure ÷ the fastest's
// (≥ 1; for a higher-is-better unit, the fastest's ÷ its own), whether it is
// not significantly different from the row above it (tie), the test's
// p-value, and the run's reason when the run marked the row unstable.
type place struct {
	row      results.Row
	times    float64
	tie      bool
	p        float64
	unstable string
}

// higherBetter reports whether a larger figure of unit is better: a
// "better=higher" line in set, or a rate ("…/s", such as Mnodes/s).
func higherBetter(set *results.Set, unit string) bool {
	if b, ok := set.Better[unit]; ok {
		return b == "higher"
	}
	return strings.HasSuffix(unit, "/s")
}

// rank orders rows fastest first (by median; ties of medians by name) and
// compares each with the one above it with benchmath.AssumeNothing, as
// benchstat does (Mann-Whitney U test, alpha 0.05): a row not significantly
// different is a tie. unstable names the rows the run marked.
func rank(rows []results.Row, higher bool, unstable map[string]string) []place {
	rows = slices.Clone(rows)
	slices.SortStableFunc(rows, func(a, b results.Row) int {
		c := cmp.Compare(a.Stat.Center, b.Stat.Center)
		if higher {
			c = -c
		}
		return cmp.Or(c, strings.Compare(a.Name, b.Name))
	})
	out := make([]place, len(rows))
	for i, r := range rows {
		out[i] = place{row: r, times: ratio(rows[0].Stat.Center, r.Stat.Center, higher), unstable: unstable[r.FullName()]}
		if i > 0 {
			out[i].tie, out[i].p = same(rows[i-1], r)
		}
	}
	return out
}

// ratio is how many times slower a figure v is than the fastest f.
func ratio(f, v float64, higher bool) float64 {
	if higher {
		return f / v
	}
	return v / f
}

// same reports whether the samples of a and b are not significantly
// different (benchmath.AssumeNothing.Compare, alpha), with the p-value.
func same(a, b results.Row) (bool, float64) {
	th := benchmath.DefaultThresholds
	th.CompareAlpha = alpha
	c := benchmath.AssumeNothing.Compare(benchmath.NewSample(a.Values, &th), benchmath.NewSample(b.Values, &th))
	return c.P >= c.Alpha, c.P
}
