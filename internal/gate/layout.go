package gate

import (
	"math"

	"golang.org/x/perf/benchmath"
)

// LayoutSpread measures code-layout noise: a and b are the results of two
// builds of the same code that differ only in where the code lies (the
// base built twice, once with padding code that shifts every function
// address), run interleaved as an A/A. For every key on both sides with a
// known direction whose values vary, it tests the two samples as [Compare]
// does (Mann–Whitney U, benchmath.AssumeNothing); a key whose raw p-value
// is at most alpha moved under layout alone, and the result maps it to the
// absolute relative change of its medians, |b/a − 1|, its spread. Pass the
// result as [Options.Layout].
//
// The p-values are not corrected for multiplicity on purpose: this test
// decides which keys get a larger minimum effect, and calling too many
// keys layout-sensitive costs only power, never a false alarm. With n runs
// per side a key can only be found sensitive when 2/C(2n, n) ≤ alpha
// ([MinP]): 4 runs at alpha 0.05 (then only when the two samples do not
// overlap at all). alpha ≤ 0 means [DefaultAlpha].
func LayoutSpread(a, b *Set, alpha float64) map[Key]float64 {
	if alpha <= 0 {
		alpha = DefaultAlpha
	}
	th := &benchmath.Thresholds{CompareAlpha: alpha}
	av, bv := a.Samples(), b.Samples()
	out := map[Key]float64{}
	for _, k := range sortedKeys(av) {
		vb, ok := bv[k]
		if !ok || direction(k.Unit, a, b) == Unknown || allEqual(av[k], vb) {
			continue
		}
		sa := benchmath.NewSample(append([]float64(nil), av[k]...), th)
		sb := benchmath.NewSample(append([]float64(nil), vb...), th)
		if benchmath.AssumeNothing.Compare(sa, sb).P > alpha {
			continue
		}
		d := relChange(benchmath.AssumeNothing.Summary(sa, confidence).Center, benchmath.AssumeNothing.Summary(sb, confidence).Center)
		if d != 0 && !math.IsInf(d, 0) {
			out[k] = math.Abs(d)
		}
	}
	return out
}
