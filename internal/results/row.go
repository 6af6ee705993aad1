package results

import (
	"slices"
	"strconv"

	"golang.org/x/perf/benchmath"
)

// Row is one benchmark of a results file: its name split into the base
// ("Slider", benchfmt drops "Benchmark") and key=value parts, the GOMAXPROCS it ran with, and
// one unit's samples summarised.
type Row struct {
	Name   string            // full name without "Benchmark" and the -N suffix: "Slider/impl=magic/piece=rook"
	Bench  string            // base name without "Benchmark", such as "Slider"
	Keys   map[string]string // sub-benchmark keys: "impl", "piece", "load", "op", "pos", …
	Order  []string          // the keys of Keys in name order
	Procs  int               // GOMAXPROCS from the name's -N suffix; 1 when absent
	Unit   string            // unit as written in the file, such as "ns/lookup"
	Stat   benchmath.Summary // median and its confidence interval (benchmath.AssumeNothing)
	N      int               // number of samples
	Values []float64         // the samples in file order: finite and non-negative
}

// Key returns the row's name and unit.
func (r Row) Key() Key { return Key{r.Name, r.Unit} }

// FullName returns the row's name as its run wrote it, with the -N suffix
// of a GOMAXPROCS above 1 ("ParallelPerft/impl=magic/pos=start-2"): the
// name the run's marks (Unstable) give it.
func (r Row) FullName() string {
	if r.Procs > 1 {
		return r.Name + "-" + strconv.Itoa(r.Procs)
	}
	return r.Name
}

// confidence is the confidence level of the intervals, benchstat's.
const confidence = 0.95

// SummaryOf returns the median of vals and its confidence interval, as a
// Row's Stat: benchmath.AssumeNothing at benchstat's level.
func SummaryOf(vals []float64) benchmath.Summary {
	return benchmath.AssumeNothing.Summary(benchmath.NewSample(slices.Clone(vals), &benchmath.DefaultThresholds), confidence)
}
