package gate

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
)

// noisySets writes an old and a new results file of rows benchmarks
// ("Slider/impl=tN/piece=rook/load=random", best-cpu-ns/lookup), n runs
// each, every run 100·(1 + 2%·N(0,1)) on the old side and that times
// 1 + slow(i) on the new side, from a fixed seed.
func noisySets(t *testing.T, rows, n int, slow func(i int) float64) (*Set, *Set) {
	t.Helper()
	rng := rand.New(rand.NewPCG(19, 18))
	var old, new strings.Builder
	for i := range rows {
		name := fmt.Sprintf("Slider/impl=t%02d/piece=rook/load=random", i)
		for range n {
			fmt.Fprintf(&old, "Benchmark%s-8 100 %g best-cpu-ns/lookup\n", name, 100*(1+0.02*rng.NormFloat64()))
			fmt.Fprintf(&new, "Benchmark%s-8 100 %g best-cpu-ns/lookup\n", name, 100*(1+slow(i))*(1+0.02*rng.NormFloat64()))
		}
	}
	return readString(t, "old.txt", old.String()), readString(t, "new.txt", new.String())
}

// primaryBelow returns an Options.Primary that holds the rows tNN with NN
// below k.
func primaryBelow(k int) func(Key) bool {
	return func(key Key) bool {
		var i int
		_, err := fmt.Sscanf(key.Name, "Slider/impl=t%02d/", &i)
		return err == nil && i < k
	}
}

// TestPooled: over 40 secondary rows, a uniform 5% slowdown is caught by
// the pooled test, a single row 10% slower is not (it moves the median by
// one rank), and neither is noise alone, nor a uniform 1%, nor a median above the minimum
// effect whose confidence interval reaches below zero.
func TestPooled(t *testing.T) {
	tests := []struct {
		name    string
		slow    func(i int) float64
		pooled  bool
		verdict string
	}{
		{"aa", func(int) float64 { return 0 }, false, VerdictPass},
		{"uniform 5%", func(i int) float64 { return 0.05 * float64(min(i, 1)) }, true, VerdictRegression},
		{"one row 10%", func(i int) float64 {
			if i == 17 {
				return 0.10
			}
			return 0
		}, false, VerdictRegression}, // the row itself is flagged in its family
		// Significant, but below half the minimum effect.
		{"uniform 1%", func(i int) float64 { return 0.01 * float64(min(i, 1)) }, false, VerdictPass},
		// A median of +3% whose interval reaches below zero: rows spread
		// evenly from −6% to +12%.
		{"spread", func(i int) float64 { return -0.06 + 0.18*float64(max(i-1, 0))/39 }, false, VerdictRegression},
	}
	for _, tt := range tests {
		// Row t00 is the only primary row; t01…t40 are secondary.
		old, new := noisySets(t, 41, 10, tt.slow)
		r := Compare(old, new, Options{Primary: primaryBelow(1)})
		if r.Pooled == nil || r.Pooled.Rows != 40 || r.Pooled.Regressed() != tt.pooled || r.Verdict() != tt.verdict {
			t.Errorf("%s: %v, verdict %s; want pooled regression %v over 40 rows, verdict %s", tt.name, r.Pooled, r.Verdict(), tt.pooled, tt.verdict)
		}
	}
}

// TestPooledTooFew: with fewer than PooledMinRows secondary rows the pooled
// test does not run, and says why.
func TestPooledTooFew(t *testing.T) {
	old, new := noisySets(t, 6, 10, func(int) float64 { return 0.2 })
	r := Compare(old, new, Options{Primary: primaryBelow(1)})
	if r.Pooled == nil || r.Pooled.Untested == "" || r.Pooled.Regressed() || r.Pooled.Rows != 5 {
		t.Errorf("pooled over 5 rows: %v; want untested", r.Pooled)
	}
}

// TestFamilies: with Options.Primary the rows the change can move form a
// Holm family of their own. At 6 runs per side the smallest p-value is
// 0.0022: above alpha/m for one family of 41 rows (a 10% slowdown of t00
// cannot be flagged), below it for a primary family of 1, where it is.
func TestFamilies(t *testing.T) {
	old, new := noisySets(t, 41, 6, func(i int) float64 { return 0.10 * float64(1-min(i, 1)) })
	const t00 = "Slider/impl=t00/piece=rook/load=random"
	one := Compare(old, new, Options{})
	if row := rowOf(t, one, t00, "best-cpu-ns/lookup"); row.Status == Regression || one.Families != nil || one.Pooled != nil {
		t.Errorf("one family: t00 %v, families %v, pooled %v; want not flagged, no families, no pooled test", row.Status, one.Families, one.Pooled)
	}
	two := Compare(old, new, Options{Primary: primaryBelow(1)})
	row := rowOf(t, two, t00, "best-cpu-ns/lookup")
	want := []FamilySize{{"primary", 1}, {"secondary", 40}}
	if row.Status != Regression || math.Abs(row.PAdj-row.P) > 1e-15 || fmt.Sprint(two.Families) != fmt.Sprint(want) || two.Family != 41 {
		t.Errorf("two families: t00 %v p %g adj %g, families %v (%d); want Regression, adj = p (a family of 1), %v (41)", row.Status, row.P, row.PAdj, two.Families, two.Family, want)
	}
	// The secondary family of 40 cannot reach significance at 6 runs: an
	// error naming the family, outranked by the regression.
	if len(two.Errors) != 1 || !strings.HasPrefix(two.Errors[0], "secondary family: too little data") || two.Verdict() != VerdictRegression {
		t.Errorf("two families: errors %q, verdict %s; want one secondary-family error, %s", two.Errors, two.Verdict(), VerdictRegression)
	}
	var b strings.Builder
	if err := two.Write(&b); err != nil {
		t.Fatal(err)
	}
	for _, line := range []string{"pooled: 40 secondary rows, median change ", "in 41 gated comparisons (primary 1 and secondary 40, each Holm-adjusted at alpha 0.05, and a pooled test, minimum effect 5%)"} {
		if !strings.Contains(b.String(), line) {
			t.Errorf("report lacks %q:\n%s", line, b.String())
		}
	}
}
