package engine

import "slices"

// An Obs is one slice as measured, in the order the slices ran: the row's
// name and the estimator's figure for the slice, a time per unit of work
// (lower is faster).
type Obs struct {
	Row   string
	Value float64
}

// Ratios returns, for each observation of seq, its ratio to the reference
// row ref at its place: its value divided by the reference's value
// interpolated linearly, by position, between the nearest reference slices
// before and after it (the nearest one alone at either end), each
// reference value first smoothed by a running median of three (Smooth), so
// that one slow reference slice does not distort the rows on either side
// of it: in two runs of make bench on the Zen 5 machine, a reference slice
// 3.5 times as slow as its neighbours bent the ratios of the 16 rows around
// it by up to 70%, and smoothing cut the runs' p90 disagreement from 3.7% to
// 3.5% (docs/benchmarks.md). A reference
// slice's own ratio is to the mean of its neighbouring reference slices (the
// one neighbour at either end). Where seq holds no usable reference slice,
// or only one for a reference slice, the ratio is 0 (not known).
func Ratios(seq []Obs, ref string) []float64 {
	var at []int
	for i, o := range seq {
		if o.Row == ref && o.Value > 0 {
			at = append(at, i)
		}
	}
	out := make([]float64, len(seq))
	if len(at) == 0 {
		return out
	}
	raw := make([]float64, len(at))
	for j, i := range at {
		raw[j] = seq[i].Value
	}
	smooth := Smooth(raw)
	k := 0 // at[k] is the first reference slice at or after i
	for i, o := range seq {
		for k < len(at) && at[k] < i {
			k++
		}
		var r float64
		if o.Row == ref && o.Value > 0 {
			r = refNeighbours(seq, at, k)
		} else {
			r = interpolate(smooth, at, k, i)
		}
		if r > 0 && o.Value > 0 {
			out[i] = o.Value / r
		}
	}
	return out
}

// refNeighbours returns the mean value of the reference slices next to
// at[k] (at[k-1] and at[k+1], or the one of them there is); 0 for none.
func refNeighbours(seq []Obs, at []int, k int) float64 {
	var sum float64
	var n int
	for _, j := range []int{k - 1, k + 1} {
		if j >= 0 && j < len(at) {
			sum += seq[at[j]].Value
			n++
		}
	}
	if n == 0 {
		return 0
	}
	return sum / float64(n)
}

// interpolate returns the reference's value at position i from ref, its
// values at the positions at, at[k] being the first reference slice after
// i (k == len(at) when none is).
func interpolate(ref []float64, at []int, k, i int) float64 {
	switch {
	case k == 0:
		return ref[0]
	case k == len(at):
		return ref[k-1]
	}
	a, b := at[k-1], at[k]
	w := float64(i-a) / float64(b-a)
	return ref[k-1]*(1-w) + ref[k]*w
}

// Smooth returns v smoothed by a running median of three: each value
// becomes the median of itself and its two neighbours; an end value, the
// median of itself, its smoothed neighbour and the straight line through
// the next two smoothed values extended to it (Tukey's end rule), so that a steady drift passes
// unchanged and one outlier anywhere is replaced. Fewer than three values
// are returned as they are.
func Smooth(v []float64) []float64 {
	out := slices.Clone(v)
	n := len(v)
	if n < 3 {
		return out
	}
	for j := 1; j < n-1; j++ {
		out[j] = median3(v[j-1], v[j], v[j+1])
	}
	out[0] = median3(v[0], out[1], 2*out[1]-out[2])
	out[n-1] = median3(v[n-1], out[n-2], 2*out[n-2]-out[n-3])
	return out
}

// median3 returns the median of a, b and c.
func median3(a, b, c float64) float64 {
	return max(min(a, b), min(max(a, b), c))
}

// AA returns the A/A control of seq: the ratio of each reference slice to
// the reference slice before it, where q holds both. Their spread is the
// run's noise floor: what two measurements of one and the same code differ
// by here while the host is quiet.
func AA(seq []Obs, ref string, q Quiet) []float64 {
	var out []float64
	prev := 0.0
	for _, o := range seq {
		if o.Row != ref || o.Value <= 0 {
			continue
		}
		if prev > 0 && q.Holds(prev) && q.Holds(o.Value) {
			out = append(out, o.Value/prev)
		}
		prev = o.Value
	}
	return out
}
