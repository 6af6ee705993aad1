package gate

import (
	"math"
	"regexp"
	"strings"
	"testing"
)

// TestNoGatedComparison: a comparison that tests nothing is an error.
func TestNoGatedComparison(t *testing.T) {
	tests := []struct{ name, old, new string }{
		{"only unknown units", lines("A", "widgets", 1, 2, 3, 4, 5), lines("A", "widgets", 5, 6, 7, 8, 9)},
		{"only identical values", lines("A", "table-B", 7, 7, 7, 7, 7), lines("A", "table-B", 7, 7, 7, 7, 7)},
		{"disjoint names", lines("A", "ns/op", 1, 2, 3, 4, 5), lines("B", "ns/op", 1, 2, 3, 4, 5)},
	}
	for _, tt := range tests {
		r := Compare(readString(t, "old", tt.old), readString(t, "new", tt.new), Options{AllowMissing: regexp.MustCompile(".")})
		if r.Family != 0 || r.Verdict() != VerdictError || len(r.Errors) != 1 || !strings.Contains(r.Errors[0], "no gated comparison") {
			t.Errorf("%s: Family %d, Verdict %s, Errors %q; want 0, ERROR, no gated comparison", tt.name, r.Family, r.Verdict(), r.Errors)
		}
	}
	// A design of too few rounds says so even when nothing varied, so that
	// the error does not depend on the machine's noise: 3 runs per side
	// cannot reach p 0.05 with one comparison; 4 can.
	same := lines("A", "ns/op", 49.1, 49.1, 49.1)
	for _, c := range []struct {
		maxRounds int
		errs      int
	}{{3, 2}, {4, 1}, {0, 1}} {
		r := Compare(readString(t, "old", same), readString(t, "new", same), Options{MaxRounds: c.maxRounds})
		if len(r.Errors) != c.errs || c.errs == 2 && !strings.Contains(r.Errors[1], "too little data: with 3 runs per side") {
			t.Errorf("identical values, MaxRounds %d: Errors %q; want %d (no gated comparison, then too little data when 2)", c.maxRounds, r.Errors, c.errs)
		}
	}
}

func TestMinPAndRoundsNeeded(t *testing.T) {
	// 2/C(2n, n): C(10,5) = 252, C(12,6) = 924, C(16,8) = 12870, C(20,10) = 184756.
	for _, tt := range []struct {
		n1, n2 int
		want   float64
	}{{0, 5, 1}, {1, 1, 1}, {5, 5, 2.0 / 252}, {6, 6, 2.0 / 924}, {8, 8, 2.0 / 12870}, {10, 10, 2.0 / 184756}, {3, 5, 2.0 / 56}} {
		if got := MinP(tt.n1, tt.n2); math.Abs(got-tt.want) > 1e-12 {
			t.Errorf("MinP(%d, %d) == %v; want %v", tt.n1, tt.n2, got, tt.want)
		}
	}
	// The bounds stated in the package comment.
	for _, tt := range []struct{ m, want int }{
		{0, 0}, {1, 4}, {6, 5}, {7, 6}, {23, 6}, {24, 7}, {321, 8}, {322, 9}, {4618, 10}, {4619, 11},
	} {
		if got := RoundsNeeded(tt.m, 0.05); got != tt.want {
			t.Errorf("RoundsNeeded(%d, 0.05) == %d; want %d", tt.m, got, tt.want)
		}
	}
}

// TestReachError: sample sizes that cannot reach significance after Holm
// correction are an error naming the rounds that would.
func TestReachError(t *testing.T) {
	mk := func(name string, vals ...float64) *Set {
		var text string
		for i, n := range []string{"A", "B", "C"} {
			text += lines(n, "ns/op", vals[0]+float64(i), vals[1]+float64(i), vals[2]+float64(i))
		}
		return readString(t, name, text)
	}
	// Three runs per side: the best possible p is 2/C(6,3) = 0.1 > 0.05/3;
	// five runs would give 2/252 = 0.0079 ≤ 0.05/3.
	r := Compare(mk("old", 1, 2, 3), mk("new", 100, 200, 300), Options{})
	if r.Verdict() != VerdictError || len(r.Errors) != 1 || !strings.Contains(r.Errors[0], "no regression can be detected") ||
		!strings.Contains(r.Errors[0], "5 runs per side would reach it (-rounds 5)") {
		t.Errorf("Verdict, Errors == %s, %q; want ERROR, one naming -rounds 5", r.Verdict(), r.Errors)
	}
	// The same with a design that may run five rounds: reachable.
	if r := Compare(mk("old", 1, 2, 3), mk("new", 100, 200, 300), Options{MaxRounds: 5}); len(r.Errors) != 0 {
		t.Errorf("MaxRounds 5: Errors == %q; want none", r.Errors)
	}
	// Eight runs per side and three tests: reachable, no error.
	if r := compareFiles(t, "regression", Options{}); len(r.Errors) != 0 || r.Verdict() != VerdictRegression {
		t.Errorf("regression: Errors %q, Verdict %s; want none, REGRESSION", r.Errors, r.Verdict())
	}
}
