package gate

import (
	"math"
	"sort"

	"golang.org/x/perf/benchmath"
)

// HolmAdjust returns the Holm–Bonferroni adjusted p-values of p, in the
// same order as p: with the values sorted ascending p(1) ≤ … ≤ p(m), the
// adjusted value of p(i) is the maximum over j ≤ i of min(1, (m−j+1)·p(j)).
// Rejecting every hypothesis whose adjusted value is ≤ alpha keeps the
// family-wise error rate at most alpha. An empty or nil p gives an empty
// result; NaN values are treated as 1. p is not modified.
func HolmAdjust(p []float64) []float64 {
	m := len(p)
	order := make([]int, m)
	for i := range order {
		order[i] = i
	}
	val := func(i int) float64 {
		if math.IsNaN(p[i]) {
			return 1
		}
		return p[i]
	}
	sort.SliceStable(order, func(a, b int) bool { return val(order[a]) < val(order[b]) })
	adj := make([]float64, m)
	running := 0.0
	for rank, i := range order {
		a := math.Min(1, float64(m-rank)*val(i))
		running = math.Max(running, a)
		adj[i] = running
	}
	return adj
}

// MinP returns the smallest p-value the two-sided Mann–Whitney U test of
// benchmath can give for samples of sizes n1 and n2: the p-value of two
// perfectly separated samples without ties, 2/C(n1+n2, n1). It is computed
// by benchmath itself, so it matches the test the gate runs. MinP returns 1
// when either size is below 1.
func MinP(n1, n2 int) float64 {
	if n1 < 1 || n2 < 1 {
		return 1
	}
	a := make([]float64, n1)
	b := make([]float64, n2)
	for i := range a {
		a[i] = float64(i)
	}
	for i := range b {
		b[i] = float64(n1 + i)
	}
	th := &benchmath.Thresholds{CompareAlpha: 1}
	return benchmath.AssumeNothing.Compare(benchmath.NewSample(a, th), benchmath.NewSample(b, th)).P
}

// RoundsNeeded returns the smallest number of runs per side n for which a
// family of m tests at level alpha can flag anything after Holm correction,
// that is MinP(n, n) ≤ alpha/m. It returns 0 when m < 1 and -1 when no n up
// to 50 is enough.
func RoundsNeeded(m int, alpha float64) int {
	if m < 1 {
		return 0
	}
	for n := 1; n <= 50; n++ {
		if MinP(n, n) <= alpha/float64(m) {
			return n
		}
	}
	return -1
}
