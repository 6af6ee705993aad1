package engine

import (
	"math"
	"slices"

	"golang.org/x/perf/benchmath"
)

// A Summary is one row's samples summarised: their count, median and the
// 95% confidence interval of the median (Lo, Hi), as benchstat computes it
// (benchmath.AssumeNothing). With fewer than six samples the interval is
// infinite.
type Summary struct {
	N              int
	Center, Lo, Hi float64
}

// Summarize returns the Summary of values.
func Summarize(values []float64) Summary {
	if len(values) == 0 {
		return Summary{Lo: math.Inf(-1), Hi: math.Inf(1)}
	}
	s := benchmath.AssumeNothing.Summary(benchmath.NewSample(slices.Clone(values), &benchmath.DefaultThresholds), 0.95)
	return Summary{N: len(values), Center: s.Center, Lo: s.Lo, Hi: s.Hi}
}

// HalfWidth returns the interval's half width relative to the median
// (0.01 for ±1%); +Inf when the interval is unbounded or the median is not
// positive.
func (s Summary) HalfWidth() float64 {
	if s.Center <= 0 || math.IsInf(s.Lo, 0) || math.IsInf(s.Hi, 0) {
		return math.Inf(1)
	}
	return (s.Hi - s.Lo) / 2 / s.Center
}

// Overlaps reports whether the intervals of s and t overlap.
func (s Summary) Overlaps(t Summary) bool { return s.Lo <= t.Hi && t.Lo <= s.Hi }

// Spread returns the relative spread of values: half the distance between
// their 10th and 90th percentiles, divided by their median; 0 for fewer than
// three values.
func Spread(values []float64) float64 {
	if len(values) < 3 {
		return 0
	}
	v := slices.Sorted(slices.Values(values))
	q := func(p float64) float64 {
		x := p * float64(len(v)-1)
		i := int(x)
		if i+1 >= len(v) {
			return v[len(v)-1]
		}
		return v[i] + (x-float64(i))*(v[i+1]-v[i])
	}
	med := q(0.5)
	if med <= 0 {
		return 0
	}
	return (q(0.9) - q(0.1)) / 2 / med
}
