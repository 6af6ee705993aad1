package gate

import (
	"math"
	"strings"
	"testing"
)

func TestSignedRankP(t *testing.T) {
	tests := []struct {
		name string
		d    []float64
		want float64 // counted by hand over the 2^n sign assignments
	}{
		{"all positive", []float64{1, 2, 3, 4, 5}, 2.0 / 32},
		// T+ = 13 of 15: sums ≥ 13 or ≤ 2, 3 subsets each.
		{"one negative", []float64{1, -2, 3, 4, 5}, 6.0 / 32},
		{"zeros dropped", []float64{0, 1, 2, 0}, 2.0 / 4},
		// Three tied magnitudes: every split is as extreme as 2:1.
		{"ties", []float64{1, 1, -1}, 1},
		{"balanced", []float64{-1, 1}, 1},
		{"nothing left", []float64{0, 0}, 1},
		{"empty", nil, 1},
		{"ten of one sign", []float64{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, 2.0 / 1024},
	}
	for _, tt := range tests {
		if got := SignedRankP(tt.d); math.Abs(got-tt.want) > 1e-12 {
			t.Errorf("%s: SignedRankP(%v) == %v; want %v", tt.name, tt.d, got, tt.want)
		}
	}
	for n, want := range map[int]float64{0: 1, 1: 1, 2: 0.5, 10: 2.0 / 1024, 20: 2.0 / (1 << 20)} {
		if got := PairedMinP(n); got != want {
			t.Errorf("PairedMinP(%d) == %v; want %v", n, got, want)
		}
	}
}

// drifting returns n values of a machine whose speed drifts by up to 2×
// between pairs (the same factor for the k-th value of both sides), times
// scale, with ±0.5% jitter in a fixed order.
func drifting(n int, scale float64, jitterSign float64) []float64 {
	out := make([]float64, n)
	for k := range out {
		drift := 1 + float64((k*7)%n)/float64(n) // 1 … 2, shuffled
		out[k] = scale * drift * (1 + jitterSign*0.005*float64(k%3-1))
	}
	return out
}

// TestPaired: under a drift that moves both runs of a pair alike, an 8%
// slowdown is lost in the unpaired test and found by the paired one, and
// an A/A stays quiet in both.
func TestPaired(t *testing.T) {
	const n = 12
	const name = "Slider/impl=magic"
	for _, tt := range []struct {
		name    string
		old     []float64
		new     []float64
		paired  bool
		status  Status
		delta   float64 // wanted Row.Delta, ±0.5%
		verdict string
	}{
		{"slowdown, unpaired", drifting(n, 1, 1), drifting(n, 1.08, -1), false, Unchanged, math.NaN(), VerdictPass},
		{"slowdown, paired", drifting(n, 1, 1), drifting(n, 1.08, -1), true, Regression, 0.08, VerdictRegression},
		{"A/A, paired", drifting(n, 1, 1), drifting(n, 1, -1), true, Unchanged, 0, VerdictPass},
	} {
		r := Compare(synth(t, "old.txt", name, column{"ns/lookup", tt.old}), synth(t, "new.txt", name, column{"ns/lookup", tt.new}), Options{Paired: tt.paired})
		row := rowOf(t, r, name, "ns/lookup")
		if row.Status != tt.status || row.Paired != tt.paired || r.Verdict() != tt.verdict || !math.IsNaN(tt.delta) && math.Abs(row.Delta-tt.delta) > 0.005 {
			t.Errorf("%s: %v (paired %v, delta %+.3f, p %.2g), verdict %s; want %v (paired %v, delta %+.3f), %s",
				tt.name, row.Status, row.Paired, row.Delta, row.P, r.Verdict(), tt.status, tt.paired, tt.delta, tt.verdict)
		}
	}
	// Sides of different lengths cannot pair: the unpaired test is used.
	r := Compare(synth(t, "old.txt", name, column{"ns/lookup", drifting(n, 1, 1)}), synth(t, "new.txt", name, column{"ns/lookup", drifting(n-1, 1, 1)}), Options{Paired: true})
	if row := rowOf(t, r, name, "ns/lookup"); row.Paired {
		t.Errorf("12 against 11 values: paired; want the unpaired test")
	}
	// Four pairs can never reach 0.05 (2/2^4 = 0.125): too little data,
	// and six would do (2/64).
	r = Compare(synth(t, "old.txt", name, column{"ns/lookup", drifting(4, 1, 1)}), synth(t, "new.txt", name, column{"ns/lookup", drifting(4, 2, 1)}), Options{Paired: true})
	if msg := strings.Join(r.Errors, "\n"); r.Verdict() != VerdictError || !strings.Contains(msg, "Wilcoxon signed-rank p-value is 0.12") || !strings.Contains(msg, "6 runs per side would reach it") {
		t.Errorf("4 pairs: verdict %s, errors %q; want ERROR, too little data, 6 runs would do", r.Verdict(), msg)
	}
}
