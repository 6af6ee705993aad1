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
// reference (0 where not known) and Host, the slower of the reference
// slices on either side of it (of the reference slice itself and its
// neighbours for a reference slice), as measured, in the estimator's
// figure; 0 where there is none, and for a slice without a figure (a
// table's size), which no host slows.
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

// Samples returns, for each observation of seq, its Sample: the ratio as
// Ratios computes it and the Host around it.
func Samples(seq []Obs, ref string) []Sample {
	ratios := Ratios(seq, ref)
	out := make([]Sample, len(seq))
	var at []int
	for i, o := range seq {
		if o.Row == ref && o.Value > 0 {
			at = append(at, i)
		}
	}
	k := 0 // at[k] is the first reference slice at or after i
	for i, o := range seq {
		for k < len(at) && at[k] < i {
			k++
		}
		out[i].Ratio = ratios[i]
		if o.Value <= 0 {
			continue // no figure (a table's size): nothing the host can slow
		}
		lo, hi := k-1, k // the reference slices around i
		if k < len(at) && at[k] == i {
			hi = k + 1
			out[i].Host = o.Value
		}
		for _, j := range []int{lo, hi} {
			if j >= 0 && j < len(at) {
				out[i].Host = max(out[i].Host, seq[at[j]].Value)
			}
		}
	}
	return out
}
