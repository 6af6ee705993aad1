package engine

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
// before and after it (the nearest one alone at either end). A reference
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
	k := 0 // at[k] is the first reference slice at or after i
	for i, o := range seq {
		for k < len(at) && at[k] < i {
			k++
		}
		var r float64
		if o.Row == ref && o.Value > 0 {
			r = refNeighbours(seq, at, k)
		} else {
			r = interpolate(seq, at, k, i)
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

// interpolate returns the reference's value at position i, at[k] being the
// first reference slice after i (k == len(at) when none is).
func interpolate(seq []Obs, at []int, k, i int) float64 {
	switch {
	case k == 0:
		return seq[at[0]].Value
	case k == len(at):
		return seq[at[k-1]].Value
	}
	a, b := at[k-1], at[k]
	w := float64(i-a) / float64(b-a)
	return seq[a].Value*(1-w) + seq[b].Value*w
}

// AA returns the A/A control of seq: the ratio of each reference slice to
// the reference slice before it. Their spread is the run's noise floor: what
// two measurements of one and the same code differ by here.
func AA(seq []Obs, ref string) []float64 {
	var out []float64
	prev := 0.0
	for _, o := range seq {
		if o.Row != ref || o.Value <= 0 {
			continue
		}
		if prev > 0 {
			out = append(out, o.Value/prev)
		}
		prev = o.Value
	}
	return out
}
