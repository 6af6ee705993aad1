package engine

import "slices"

// QuietQuantile is the quantile of a run's reference slices taken as the
// host's quiet level.
//
// On the Zen 5 machine the reference row (magic's rook on random
// occupancy) reads about 1.17 ns while the host's neighbour on the core is
// idle and 1.5 to 1.8 ns while it is busy, and the two alternate within a
// tenth of a second. Rows do not slow alike: a latency-bound row slows
// about a third as much as the reference, a perft row about 1.4 times as
// much, so no ratio to the reference cancels the neighbour, and a row's
// median moves with the share of the run the neighbour was busy. Two runs
// of one commit (6d08e18 and f226dc1) disagreed on their rows' median
// ratios by p90 11.8%; counting only the slices whose reference slices on
// both sides were quiet, by p90 1.3% (docs/benchmarks.md).
const QuietQuantile = 0.05

// A Sample is one slice as the engine keeps it: its ratio to the
// reference (0 where not known) and Host, the slowest reference slice of
// the runs of consecutive reference slices on either side of it (for a
// reference slice, of its own run and the runs next to it), as measured,
// in the estimator's figure; 0 where there is none, and for a slice
// without a figure (a table's size), which no host slows. In a pinned
// launch each run is one slice, so Host is the slower of the two reference
// slices around the slice. In a launch of parallel rows, which may run on
// any of the launch's CPUs, each run holds the reference once on each CPU,
// so a busy neighbour on any CPU the slice may have used shows in its Host.
type Sample struct {
	Ratio, Host float64
}

// A Quiet is a run's quiet level: Level, the QuietQuantile of its Slices
// reference slices; Limit, Level × (1 + band), above which a slice's Host
// says the host was busy around it; Under, the reference slices at or
// under Limit. The zero Quiet has no limit: every slice holds.
type Quiet struct {
	Level, Limit  float64
	Slices, Under int
}

// QuietOf returns the Quiet of the reference slices' figures ref with the
// given band (0.10 for 10% above the level); no limit for no slice or a
// band not above 0.
func QuietOf(ref []float64, band float64) Quiet {
	var v []float64
	for _, x := range ref {
		if x > 0 {
			v = append(v, x)
		}
	}
	if len(v) == 0 || band <= 0 {
		return Quiet{}
	}
	slices.Sort(v)
	level := v[int(QuietQuantile*float64(len(v)-1))]
	q := Quiet{Level: level, Limit: level * (1 + band), Slices: len(v)}
	for _, x := range v {
		if x <= q.Limit {
			q.Under++
		}
	}
	return q
}

// Holds reports whether a slice whose Host is host counts under q: q has
// no limit, host is not known, or host is at or under the limit.
func (q Quiet) Holds(host float64) bool { return q.Limit <= 0 || host <= q.Limit }

// QuietRatios returns the ratios of s whose host q holds, in order; every
// ratio where s records no hosts (Hosts shorter than Ratios).
func (s State) QuietRatios(q Quiet) []float64 {
	if q.Limit <= 0 || len(s.Hosts) != len(s.Ratios) {
		return s.Ratios
	}
	var out []float64
	for i, r := range s.Ratios {
		if q.Holds(s.Hosts[i]) {
			out = append(out, r)
		}
	}
	return out
}

// Samples returns, for each observation of seq, its Sample.
//
// The ratio is the slice's value divided by the reference's value
// interpolated linearly, by position, between the nearest runs of
// reference slices before and after it (the nearest one alone at either
// end), a run's value being the mean of its slices (one slice in a pinned
// launch; one on each CPU a parallel row may use), each run's value first
// smoothed by a running median of three (Smooth), so that one slow
// reference slice does not distort the rows on either side of it: in two
// runs of make bench on the Zen 5 machine, a reference slice 3.5 times as
// slow as its neighbours bent the ratios of the 16 rows around it by up to
// 70%, and smoothing cut the runs' p90 disagreement from 3.7% to 3.5%
// (docs/benchmarks.md). A reference slice's own ratio is to the mean of the
// runs next to its own (the one neighbour at either end). Where seq holds
// no usable reference slice, or only one run for a reference slice, the
// ratio is 0 (not known).
func Samples(seq []Obs, ref string) []Sample {
	out := make([]Sample, len(seq))
	runs := refRuns(seq, ref)
	if len(runs) == 0 {
		return out
	}
	means := make([]float64, len(runs))
	for j, r := range runs {
		means[j] = r.mean
	}
	smooth := Smooth(means)
	k := 0 // runs[k] is the first run that does not end before i
	for i, o := range seq {
		for k < len(runs) && runs[k].last < i {
			k++
		}
		if o.Value <= 0 {
			continue // no figure (a table's size): nothing the host can slow
		}
		lo, hi := k-1, k // the runs around i
		var r float64
		if k < len(runs) && runs[k].first <= i {
			hi = k + 1 // i is a reference slice of runs[k]
			r = neighbours(runs, k)
			out[i].Host = runs[k].slowest
		} else {
			r = interpolate(smooth, runs, k, i)
		}
		for _, j := range []int{lo, hi} {
			if j >= 0 && j < len(runs) {
				out[i].Host = max(out[i].Host, runs[j].slowest)
			}
		}
		if r > 0 {
			out[i].Ratio = o.Value / r
		}
	}
	return out
}
