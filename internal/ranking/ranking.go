// Package ranking orders the rows of one results file fastest first, with
// each row's figure as a multiple of the fastest ("× fastest") and a tie
// mark where a row is not significantly slower than the one above it, as
// benchstat would say `~`.
//
// The figure of a row is its headline: the median of its samples in the
// file's headline unit ([Unit]): the unit the file's estimator names
// ("estimator: cpu" ranks by cpu-ns/lookup) where the row has it, else the
// base unit (every file written before the engine).
package ranking

import (
	"cmp"
	"slices"
	"strings"

	"golang.org/x/perf/benchmath"

	"github.com/bitbench/bitbench/internal/results"
)

// Unit returns the unit a row of base unit base is ranked by in set: the
// estimator's ("cpu-" + base for "estimator: cpu"), when set has rows in
// it, else base.
func Unit(set *results.Set, base string) string {
	est := set.Config["estimator"]
	if est == "" || est == "wall" {
		return base
	}
	u := est + "-" + base
	for _, r := range set.Rows {
		if r.Unit == u {
			return u
		}
	}
	return base
}

// An Entry is one ranked row.
type Entry struct {
	Row   results.Row
	Times float64 // the row's figure ÷ the fastest's, as a time (≥ 1)
	Tie   bool    // not significantly slower than the entry above (p ≥ 0.05)
}

// Higher reports whether a higher figure is faster in unit: a rate
// ("Mnodes/s", "cpu-Mnodes/s").
func Higher(unit string) bool { return strings.HasSuffix(unit, "/s") }

// Rank returns rows (all of one unit) fastest first. higher says that a
// higher figure is faster (Mnodes/s).
func Rank(rows []results.Row, higher bool) []Entry {
	rows = slices.Clone(rows)
	slices.SortStableFunc(rows, func(a, b results.Row) int {
		if higher {
			return cmp.Compare(b.Stat.Center, a.Stat.Center)
		}
		return cmp.Compare(a.Stat.Center, b.Stat.Center)
	})
	out := make([]Entry, len(rows))
	for i, r := range rows {
		out[i] = Entry{Row: r, Times: 1}
		if best := rows[0].Stat.Center; best > 0 && r.Stat.Center > 0 {
			out[i].Times = r.Stat.Center / best
			if higher {
				out[i].Times = best / r.Stat.Center
			}
		}
		if i > 0 {
			out[i].Tie = !Significant(rows[i-1], r)
		}
	}
	return out
}

// Significant reports whether two rows' samples differ at the 95% level
// (benchmath.AssumeNothing, Mann–Whitney U, as benchstat).
func Significant(a, b results.Row) bool {
	th := benchmath.DefaultThresholds
	c := benchmath.AssumeNothing.Compare(benchmath.NewSample(slices.Clone(a.Values), &th), benchmath.NewSample(slices.Clone(b.Values), &th))
	return c.P < c.Alpha
}
