package engine

import "golang.org/x/perf/benchmath"

// Stretches returns the half width, relative to the median of values, of
// the 95% interval that batch means give that median: values, in the
// order they were measured, cut into n stretches of (nearly) equal count,
// the median of each, and Student's t with n−1 degrees of freedom over the
// spread of those n medians (benchmath.AssumeNormal's interval of their
// mean). ok is false where n is below 2, where a stretch would hold fewer
// than min values, or where the median is not positive.
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
	if n < 2 || min < 1 || len(values) < n*min {
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
	s := benchmath.AssumeNormal.Summary(benchmath.NewSample(meds, &benchmath.DefaultThresholds), 0.95)
	return (s.Hi - s.Lo) / 2 / center, true
}
