package engine

import "math"

// tQuantile holds Student's t at 0.975 for 1 to 9 degrees of freedom: the
// 95% two-sided interval of a mean of 2 to 10 values.
var tQuantile = []float64{12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262}

// Stretches returns the half width, relative to the median of values, of
// the 95% interval that batch means give that median: values, in the
// order they were measured, cut into n stretches of (nearly) equal count,
// the median of each, and Student's t with n−1 degrees of freedom over the
// spread of those n medians. ok is false where a stretch would hold fewer
// than min values, where n is outside 2 to 10, or where the median is not
// positive.
//
// Benchmath's interval of the median, which Summarize gives, takes the
// samples as independent. A row's samples are not, where the host that
// slows it changes over minutes and the reference's ratio does not cancel
// it (a large table in the shared cache, two threads on two vCPUs, a
// table's allocation): samples near each other in time move together, and
// another run meets other minutes. Over three pairs of make bench runs on
// the Zen 5 machine, the differences between the runs of such rows were
// 1.4 to 1.5 times what their intervals allowed (TableBuild's rows and the
// parallel perft at 2 CPUs; the other rows 0.9 times), and with the wider
// of the two intervals every class was where a 95% interval puts it
// (docs/benchmarks.md).
func Stretches(values []float64, n, min int) (half float64, ok bool) {
	if n < 2 || n-1 > len(tQuantile) || min < 1 || len(values) < n*min {
		return 0, false
	}
	center := Summarize(values).Center
	if center <= 0 {
		return 0, false
	}
	meds := make([]float64, n)
	for i := range n {
		meds[i] = Summarize(values[i*len(values)/n : (i+1)*len(values)/n]).Center
	}
	var mean float64
	for _, m := range meds {
		mean += m
	}
	mean /= float64(n)
	var ss float64
	for _, m := range meds {
		ss += (m - mean) * (m - mean)
	}
	sd := math.Sqrt(ss / float64(n-1))
	return tQuantile[n-2] * sd / math.Sqrt(float64(n)) / center, true
}
