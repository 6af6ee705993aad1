package gate

import (
	"math"
	"slices"

	"golang.org/x/perf/benchmath"
)

// LayoutSpread measures code-layout noise: a and b are the results of two
// builds of the same code that differ only in where the code lies (the
// base built twice, once with padding code that shifts every function
// address), run interleaved as an A/A. For every key on both sides with a
// known direction whose values vary, it tests the two samples as [Compare]
// does (Mann–Whitney U, benchmath.AssumeNothing); a key whose raw p-value
// is at most alpha moved under layout alone, and the result maps it to its
// spread: the smaller of the absolute relative changes of its medians and
// of its best values (the least time, the highest rate), |b/a − 1|. Pass
// the result as [Options.Layout].
//
// Why the best values too: a layout shift moves every run, the best one
// included, while a burst of interference (another virtual machine on the
// host) slows some runs and leaves the best alone. On a busy host a burst
// over three of one side's four runs would otherwise read as a layout
// spread of 50% and raise the key's minimum effect to 100%, blinding the
// gate to it. Measured on this project's machine with the medians alone,
// 46 gated keys in 51 gate runs got a spread of 10% or more; with this
// rule, 26 in 70 runs.
//
// The p-values are not corrected for multiplicity on purpose: this test
// decides which keys get a larger minimum effect, and calling too many
// keys layout-sensitive costs only power, never a false alarm. With n runs
// per side a key can only be found sensitive when 2/C(2n, n) ≤ alpha
// ([MinP]): 4 runs at alpha 0.05 (then only when the two samples do not
// overlap at all). alpha ≤ 0 means [DefaultAlpha].
//
// With paired (the two builds ran in blocks of short launches, value i of
// a one launch from value i of b, as cmd/regress runs them), a key also
// moved when every one of its pairs (at least 4) went the same way, or
// when the sign test on its pairs gives at most alpha (more pairs, as
// cmd/regress's layout recheck measures, need not all agree), and
// its spread is the smaller of the absolute change of the median of the
// pairs' ratios and of its best values. Four pairs one way happen by
// chance with probability 1/8, but a key that did not move then gets the
// small spread of its pairs, which leaves its minimum effect at MinEffect
// or near it; a key that did move, in a spell of the host's slow states
// that spreads both samples too wide for Mann–Whitney, is caught by its
// pairs. Measured on this project's machine: sissy's perft moved 9.8%
// under the padding in two runs, was missed by Mann–Whitney in a third
// (some runs at 260 Mnodes/s, the others at 430) and the head's own layout
// change then moved it 8.6%, flagged by the paired comparison.
func LayoutSpread(a, b *Set, alpha float64, paired bool) map[Key]float64 {
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
		d := relChange(benchmath.AssumeNothing.Summary(sa, confidence).Center, benchmath.AssumeNothing.Summary(sb, confidence).Center)
		moved := benchmath.AssumeNothing.Compare(sa, sb).P <= alpha
		if paired {
			if pr := SignTest(av[k], vb); pr.N >= MinLayoutPairs && (pr.Worse == pr.N || pr.Better == pr.N || pr.P <= alpha) {
				moved, d = true, pr.Ratio-1
			}
		}
		if !moved {
			continue
		}
		best := slices.Min[[]float64]
		if direction(k.Unit, a, b) == HigherIsBetter {
			best = slices.Max[[]float64]
		}
		d = min(math.Abs(d), math.Abs(relChange(best(av[k]), best(vb))))
		if d != 0 && !math.IsInf(d, 0) {
			out[k] = d
		}
	}
	return out
}

// MinLayoutPairs is how many pairs, all one way, make a key moved in a
// paired layout A/A: the -layout-rounds minimum.
const MinLayoutPairs = 4

// NetLayoutSpread is [LayoutSpread] less the same rounds' A/A spread: a
// key moved under layout only by as much as its spread exceeds how far the
// base as built (a) moved against itself in those same rounds, and a key
// whose spread does not exceed that is left out. The layout recheck of
// cmd/regress uses it, so that load that slows some launches and not
// others, which spreads the padded build's runs from the unpadded ones by
// chance, is not read as layout spread: under a competing load the recheck
// once measured a bishop lookup ±37% apart between padded builds of the
// base alone, raised its minimum effect to 74% and hid a 9.3% slowdown
// (docs/gate/versions.tsv, v12).
//
// The A/A spread of a key is the range of a's runs, max/min − 1: what the
// same binary gave in the same rounds, under the same load. With paired,
// when the ratios of its pairs (b's run over a's, launched side by side)
// lie closer together than that, their range, max/min − 1, is taken
// instead: a slow state of the host that lasts seconds slows both runs of
// a pair and spreads a's runs, but not the pairs' ratios, and a layout
// shift under such states must still count (sissy's perft moved 9.8%
// under the padding in runs of 260 and of 430 Mnodes/s). Values that are
// not positive give no A/A spread, and the spread stays whole.
func NetLayoutSpread(a, b *Set, alpha float64, paired bool) map[Key]float64 {
	av, bv := a.Samples(), b.Samples()
	out := map[Key]float64{}
	for k, s := range LayoutSpread(a, b, alpha, paired) {
		if net := s - aaSpread(av[k], bv[k], paired); net > 0 {
			out[k] = net
		}
	}
	return out
}

// aaSpread is the A/A spread of NetLayoutSpread: the range of a, or with
// paired the smaller of that and the range of the ratios b[i]/a[i]; 0 when
// a value is not positive.
func aaSpread(a, b []float64, paired bool) float64 {
	spread := valueRange(a)
	if paired && len(a) == len(b) {
		ratios := make([]float64, len(a))
		for i := range a {
			if a[i] <= 0 {
				return 0
			}
			ratios[i] = b[i] / a[i]
		}
		spread = min(spread, valueRange(ratios))
	}
	return spread
}

// valueRange returns max/min − 1 of vals, 0 for no values or a value
// that is not positive.
func valueRange(vals []float64) float64 {
	if len(vals) == 0 || slices.Min(vals) <= 0 {
		return 0
	}
	return slices.Max(vals)/slices.Min(vals) - 1
}
