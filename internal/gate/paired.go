package gate

import (
	"math"

	"slices"

	"github.com/aclements/go-moremath/stats"
)

// A Pairs is the outcome of [SignTest]: the paired comparison of two
// samples measured side by side, value i of one beside value i of the
// other.
type Pairs struct {
	// N is the number of pairs; Worse and Better count the pairs in which
	// the new value is above and below the old one (ties in neither).
	N, Worse, Better int
	// Ratio is the median of the pairs' ratios new/old: the change the
	// pairs agree on, 1 for none.
	Ratio float64
	// P is the two-sided sign test's p-value that new is above old as
	// often as below, ties left out: 2·P(X ≤ min(Worse, Better)) for X
	// binomial with Worse+Better trials of one half, at most 1.
	P float64
}

// SignTest compares old and new as pairs, old[i] beside new[i]: the two
// values were measured at once, under the same conditions, so their
// ratio cancels what those conditions did to both. The p-value is the
// sign test's (the binomial distribution of go-moremath/stats, the library
// benchmath's own intervals come from), which assumes only that under no
// change each pair is as likely to go either way: true of the gate's
// blocks, whose order (ABBA, A alternating) favours neither side. It uses
// the ranks of nothing but the signs, so a burst of interference that hits
// one value of a pair, however hard, weighs as one pair. Ratios with an
// old value of 0 count as +Inf (new above 0) or 1 (both 0). It returns
// P 1 and Ratio NaN when the lengths differ or are 0.
func SignTest(old, new []float64) Pairs {
	if len(old) != len(new) || len(old) == 0 {
		return Pairs{P: 1, Ratio: math.NaN()}
	}
	res := Pairs{N: len(old)}
	ratios := make([]float64, len(old))
	for i, o := range old {
		n := new[i]
		switch {
		case n > o:
			res.Worse++
		case n < o:
			res.Better++
		}
		ratios[i] = relChange(o, n) + 1
	}
	res.Ratio = median(ratios)
	res.P = signP(res.Worse+res.Better, min(res.Worse, res.Better))
	return res
}

// median returns the median of v, which it sorts: the middle value, or the
// mean of the two middle values (+Inf when one is). v is not empty.
func median(v []float64) float64 {
	slices.Sort(v)
	h := len(v) / 2
	if len(v)%2 == 1 {
		return v[h]
	}
	return (v[h-1] + v[h]) / 2
}

// signP is the two-sided sign test's p-value of k pairs one way out of n.
func signP(n, k int) float64 {
	if n == 0 {
		return 1
	}
	return min(1, 2*stats.BinomialDist{N: n, P: 0.5}.CDF(float64(k)))
}

// PairedP is the p-value [Compare] gives a row tested on its pairs: the
// smaller of the sign test's (sign) and Mann–Whitney's (mw) on the same
// values, doubled (Bonferroni over the two tests), at most 1. Each test is
// the stronger under one kind of noise: a slow state of the host that
// lasts longer than a pair hits both of its runs, cancels in the pair's
// ratio and is what the sign test removes; noise that strikes single
// launches on their own (a competing load preempting one run) is shared
// by no pair, and there Mann–Whitney's ranks carry more than the signs.
// Measured on this project's machine: idle, kindergarten's bishop +8.3%,
// sign 0.0004 (18 of 20 pairs); under load, classical's rook +9.5%, sign
// 0.012 (16 of 20), Mann–Whitney 0.003. Doubling the smaller keeps the
// row's test at its level whichever the host had.
func PairedP(sign, mw float64) float64 { return min(1, 2*min(sign, mw)) }

// MinPPaired returns the smallest p-value of a row tested on n pairs:
// PairedP of the two tests' smallest, 2/2ⁿ and [MinP](n, n), which is
// 2·MinP(n, n) from 2 pairs on. It returns 1 for n below 1.
func MinPPaired(n int) float64 {
	if n < 1 {
		return 1
	}
	return PairedP(signP(n, 0), MinP(n, n))
}

// RoundsNeededPaired is [RoundsNeeded] for rows tested on their pairs:
// the smallest number of pairs n with MinPPaired(n) ≤ alpha/m; 0 when m <
// 1 and -1 when no n up to 64 is enough.
func RoundsNeededPaired(m int, alpha float64) int {
	if m < 1 {
		return 0
	}
	for n := 1; n <= 64; n++ {
		if MinPPaired(n) <= alpha/float64(m) {
			return n
		}
	}
	return -1
}
