package gate

import (
	"math"
	"slices"
)

// Paired comparison. In worktree mode cmd/regress runs the two sides in
// ABBA blocks, one launch per run, so that the k-th run of the base and the
// k-th run of the head are neighbours in time (A1 B1 B2 A2: the pairs are
// A1–B1 and A2–B2). A drift of the machine's speed slower than a block,
// a neighbour's build that starts, another virtual machine on the host
// busy for a few seconds, moves both runs of a pair alike, so it cancels
// in their ratio, while the Mann–Whitney test, which ignores the pairs,
// sees it as noise on both sides. Options.Paired makes Compare test the
// pairs' log ratios with the Wilcoxon signed-rank test instead, and give
// the median of the pairs' ratios as the change.

// SignedRankP returns the exact two-sided p-value of the Wilcoxon
// signed-rank test that the differences d are symmetric about zero. Zero
// differences are dropped (Wilcoxon's rule); ties among the absolute
// values get their mean rank, and the null distribution is computed
// exactly for those ranks, by counting the 2^n sign assignments (a
// permutation test). It returns 1 when no difference is left. The
// smallest p-value n non-zero differences can give is 2/2^n
// ([PairedMinP]).
func SignedRankP(d []float64) float64 {
	var abs []float64
	for _, x := range d {
		if x != 0 && !math.IsNaN(x) {
			abs = append(abs, math.Abs(x))
		}
	}
	n := len(abs)
	if n == 0 {
		return 1
	}
	// Doubled mean ranks are integers: ranks i+1..j of a tie give each
	// i+j+1 (twice their mean).
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(a, b int) int {
		switch {
		case abs[a] < abs[b]:
			return -1
		case abs[a] > abs[b]:
			return 1
		}
		return 0
	})
	rank2 := make([]int, n)
	for i := 0; i < n; {
		j := i
		for j+1 < n && abs[order[j+1]] == abs[order[i]] {
			j++
		}
		for k := i; k <= j; k++ {
			rank2[order[k]] = i + j + 2
		}
		i = j + 1
	}
	// t is the observed sum of the doubled ranks of the positive
	// differences; total the sum of all.
	t, total := 0, 0
	k := 0
	for _, x := range d {
		if x == 0 || math.IsNaN(x) {
			continue
		}
		if x > 0 {
			t += rank2[k]
		}
		total += rank2[k]
		k++
	}
	// ways[s] counts the sign assignments whose positive ranks sum to s.
	ways := make([]float64, total+1)
	ways[0] = 1
	for _, r := range rank2 {
		for s := total; s >= r; s-- {
			ways[s] += ways[s-r]
		}
	}
	// Two-sided: assignments at least as far from the centre total/2.
	dev := math.Abs(2*float64(t) - float64(total))
	var extreme float64
	for s, w := range ways {
		if math.Abs(2*float64(s)-float64(total)) >= dev-1e-9 {
			extreme += w
		}
	}
	return min(1, extreme/math.Ldexp(1, n))
}

// PairedMinP returns the smallest p-value SignedRankP can give for n
// pairs: 2/2^n, all differences of one sign; 1 when n < 1.
func PairedMinP(n int) float64 {
	if n < 1 {
		return 1
	}
	return min(1, math.Ldexp(2, -n))
}

// pairedChange returns the change of the pairs (old[i], new[i]): the
// Wilcoxon signed-rank p-value of their log ratios, and the median of
// their ratios new/old − 1. ok is false when the sides differ in length
// or hold a value that is not positive (no ratio).
func pairedChange(old, new []float64) (p, delta float64, ok bool) {
	if len(old) != len(new) || len(old) == 0 {
		return 0, 0, false
	}
	logs := make([]float64, len(old))
	for i := range old {
		if !(old[i] > 0) || !(new[i] > 0) {
			return 0, 0, false
		}
		logs[i] = math.Log(new[i] / old[i])
	}
	p = SignedRankP(logs)
	slices.Sort(logs)
	m := len(logs) / 2
	med := logs[m]
	if len(logs)%2 == 0 {
		med = (logs[m-1] + logs[m]) / 2
	}
	return p, math.Exp(med) - 1, true
}

// pairedRoundsNeeded is RoundsNeeded for the paired test: the smallest n
// with PairedMinP(n) ≤ alpha/m, 0 when m < 1, -1 above 50.
func pairedRoundsNeeded(m int, alpha float64) int {
	if m < 1 {
		return 0
	}
	for n := 1; n <= 50; n++ {
		if PairedMinP(n) <= alpha/float64(m) {
			return n
		}
	}
	return -1
}
