package ranking

import (
	"strings"

	"github.com/bitbench/bitbench/internal/engine"
	"github.com/bitbench/bitbench/internal/results"
)

// ByReference rewrites, in a file of the measuring engine (its
// "reference:" and "estimator:" lines), every row in the estimator's unit
// ("best-cpu-ns/lookup"; engine.EstimatorUnits) that has ratios to the
// reference: each sample becomes its slice's ratio times the reference's
// median in the same estimator (a time per unit of work, as
// engine.Figure), turned back into the row's unit (a rate is inverted).
// The median stays the row's figure on the run's typical host, and its
// interval is the ratio's: a slow spell of the host, which the row and the
// reference around it share, no longer widens it. That is the interval
// the engine's stopping rule and marks judge (engine.Rules.Wide), so the
// figure a reader sees is the one the run made firm. Other files, and rows
// without ratios (table bytes), are left as they are. It returns how many
// rows it rewrote.
func ByReference(set *results.Set) int {
	est := strings.TrimSpace(set.Config["estimator"])
	ref := strings.TrimSpace(set.Config["reference"])
	if !results.FromEngine(set.Config) || est == "" || ref == "" {
		return 0
	}
	by := map[rowKey]int{}
	for i, r := range set.Rows {
		by[rowKey{r.Name, r.Unit, r.Procs}] = i
	}
	level, ok := referenceLevel(set, by, ref, est)
	if !ok {
		return 0
	}
	n := 0
	for i, r := range set.Rows {
		j, has := by[rowKey{r.Name, results.RefUnit, r.Procs}]
		if !has || !estimatorUnit(by, r, est) {
			continue
		}
		var vals []float64
		for _, x := range set.Rows[j].Values {
			if x > 0 {
				vals = append(vals, unratio(x*level, Higher(r.Unit)))
			}
		}
		if len(vals) == 0 {
			continue
		}
		set.Rows[i].Values, set.Rows[i].N = vals, len(vals)
		set.Rows[i].Stat = results.SummaryOf(vals)
		n++
	}
	return n
}

// rowKey names a row of a set: results.Key, and the GOMAXPROCS of its
// name's -N suffix (a parallel row at 1 and at 2 procs share a Key).
type rowKey struct {
	name, unit string
	procs      int
}

// referenceLevel returns the reference row's median under est, as a time
// per unit of work (its base unit is ns/lookup).
func referenceLevel(set *results.Set, by map[rowKey]int, ref, est string) (float64, bool) {
	for _, u := range append(engine.EstimatorUnits(est, "ns/lookup"), "ns/lookup") {
		if i, ok := by[rowKey{ref, u, 1}]; ok {
			return set.Rows[i].Stat.Center, set.Rows[i].Stat.Center > 0
		}
	}
	return 0, false
}

// estimatorUnit reports whether r's unit is the one est ranks its row by,
// as engine.Figure reads a slice: of the base unit the row is timed in, the
// first of engine.EstimatorUnits(est, base) the row has, else the base.
func estimatorUnit(by map[rowKey]int, r results.Row, est string) bool {
	for _, base := range engine.BaseUnits() {
		if _, has := by[rowKey{r.Name, base, r.Procs}]; !has {
			continue
		}
		for _, u := range engine.EstimatorUnits(est, base) {
			if _, has := by[rowKey{r.Name, u, r.Procs}]; has {
				return u == r.Unit
			}
		}
		return base == r.Unit
	}
	return false
}

// unratio turns a time per unit of work back into a row's unit: a rate
// (Mnodes/s) is 1e3 over it, as engine.Figure inverted it.
func unratio(t float64, rate bool) float64 {
	if rate {
		return 1e3 / t
	}
	return t
}
