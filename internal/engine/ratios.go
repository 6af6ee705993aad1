package engine

import "slices"

// An Obs is one slice as measured, in the order the slices ran: the row's
// name, the estimator's figure for the slice, a time per unit of work
// (lower is faster), and the CPU it ran on where that is known: the CPU
// its launch was pinned to, or the one the worker pinned its step to (a
// reference slice of a launch of parallel rows, run once on each CPU). The
// driver gives -1 where it is not known; slices with one CPU value, the
// zero value included, count as run on one CPU (AA).
type Obs struct {
	Row   string
	Value float64
	CPU   int
}

// Ratios returns, for each observation of seq, its ratio to the reference
// row ref at its place, as Samples computes it.
func Ratios(seq []Obs, ref string) []float64 {
	out := make([]float64, len(seq))
	for i, s := range Samples(seq, ref) {
		out[i] = s.Ratio
	}
	return out
}

// A refRun is a run of consecutive reference slices of a sequence: the
// reference at one place of a launch, one slice in a pinned launch, one
// slice on each CPU in a launch of parallel rows. first and last are the
// positions of its first and last slice; mean and slowest, its slices'
// mean and largest figure.
type refRun struct {
	first, last   int
	mean, slowest float64
}

// refRuns returns the runs of consecutive reference slices (with a
// figure) of seq, in order.
func refRuns(seq []Obs, ref string) []refRun {
	var runs []refRun
	for i, o := range seq {
		if o.Row != ref || o.Value <= 0 {
			continue
		}
		if n := len(runs); n > 0 && runs[n-1].last == i-1 {
			r := &runs[n-1]
			k := float64(i - r.first)
			r.last, r.mean, r.slowest = i, (r.mean*k+o.Value)/(k+1), max(r.slowest, o.Value)
			continue
		}
		runs = append(runs, refRun{i, i, o.Value, o.Value})
	}
	return runs
}

// neighbours returns the mean of the means of runs[k-1] and runs[k+1] (or
// of the one of them there is); 0 for none.
func neighbours(runs []refRun, k int) float64 {
	var sum float64
	var n int
	for _, j := range []int{k - 1, k + 1} {
		if j >= 0 && j < len(runs) {
			sum += runs[j].mean
			n++
		}
	}
	if n == 0 {
		return 0
	}
	return sum / float64(n)
}

// interpolate returns the reference's value at position i from ref, the
// values of runs, runs[k] being the first run after i (k == len(runs) when
// none is): linear between the end of runs[k-1] and the start of runs[k].
func interpolate(ref []float64, runs []refRun, k, i int) float64 {
	switch {
	case k == 0:
		return ref[0]
	case k == len(runs):
		return ref[k-1]
	}
	a, b := runs[k-1].last, runs[k].first
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
// the reference slice before it on the same CPU (Obs.CPU), where q holds
// both. Their spread is the run's noise floor: what two measurements of one
// and the same code differ by here while the host is quiet.
//
// Same CPU, because each vCPU has its own neighbour on the host: a pair
// across two CPUs would measure how their hosts differ, not the
// measurement's noise, and widen the floor the file reports. The per-CPU
// slices of launches of parallel rows are kept (paired with their own
// CPU's) rather than left out, so that a run whose single-thread launches
// are not pinned still has its control.
func AA(seq []Obs, ref string, q Quiet) []float64 {
	var out []float64
	prev := map[int]float64{}
	for _, o := range seq {
		if o.Row != ref || o.Value <= 0 {
			continue
		}
		if p := prev[o.CPU]; p > 0 && q.Holds(p) && q.Holds(o.Value) {
			out = append(out, o.Value/p)
		}
		prev[o.CPU] = o.Value
	}
	return out
}
