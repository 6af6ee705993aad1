package gate

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
)

func TestSignTest(t *testing.T) {
	ones := func(n int, v float64) []float64 {
		s := make([]float64, n)
		for i := range s {
			s[i] = v
		}
		return s
	}
	for _, tt := range []struct {
		name             string
		old, new         []float64
		n, worse, better int
		ratio, p         float64
		ratioNaN         bool
	}{
		// 2·P(X ≤ 0), X ~ B(10, ½) = 2/1024.
		{name: "all worse", old: ones(10, 2), new: ones(10, 2.2), n: 10, worse: 10, ratio: 1.1, p: 2.0 / 1024},
		{name: "all better", old: ones(10, 2), new: ones(10, 1.8), n: 10, better: 10, ratio: 0.9, p: 2.0 / 1024},
		// 8 worse, 2 better: 2·(C(10,0)+C(10,1)+C(10,2))/1024 = 2·56/1024.
		{name: "8 of 10", old: ones(10, 1), new: []float64{2, 2, 2, 2, 2, 2, 2, 2, 0.5, 0.5}, n: 10, worse: 8, better: 2, ratio: 2, p: 112.0 / 1024},
		// Ties leave the test: 3 worse, 0 better, 2 tied: 2/8.
		{name: "ties left out", old: []float64{1, 1, 1, 1, 1}, new: []float64{1, 1, 3, 3, 3}, n: 5, worse: 3, ratio: 3, p: 2.0 / 8},
		{name: "balanced", old: []float64{1, 1, 1, 1}, new: []float64{2, 0.5, 2, 0.5}, n: 4, worse: 2, better: 2, ratio: 1.25, p: 1},
		{name: "all tied", old: ones(4, 3), new: ones(4, 3), n: 4, ratio: 1, p: 1},
		// The ratio is of each pair, not of the medians: the medians of
		// old and new are both 2, every pair is 10% worse.
		{name: "ratio of pairs", old: []float64{1, 2, 3}, new: []float64{1.1, 2.2, 3.3}, n: 3, worse: 3, ratio: 1.1, p: 2.0 / 8},
		{name: "old zero", old: []float64{0, 0, 0}, new: []float64{1, 1, 0}, n: 3, worse: 2, ratio: math.Inf(1), p: 2.0 / 4},
		{name: "lengths differ", old: ones(3, 1), new: ones(4, 1), p: 1, ratioNaN: true},
		{name: "empty", p: 1, ratioNaN: true},
	} {
		got := SignTest(tt.old, tt.new)
		if got.N != tt.n || got.Worse != tt.worse || got.Better != tt.better {
			t.Errorf("%s: SignTest(%v, %v) counts n %d worse %d better %d; want %d, %d, %d", tt.name, tt.old, tt.new, got.N, got.Worse, got.Better, tt.n, tt.worse, tt.better)
		}
		if math.Abs(got.P-tt.p) > 1e-12 {
			t.Errorf("%s: SignTest(%v, %v).P == %v; want %v", tt.name, tt.old, tt.new, got.P, tt.p)
		}
		switch {
		case tt.ratioNaN:
			if !math.IsNaN(got.Ratio) {
				t.Errorf("%s: SignTest(%v, %v).Ratio == %v; want NaN", tt.name, tt.old, tt.new, got.Ratio)
			}
		case math.IsInf(tt.ratio, 1):
			if !math.IsInf(got.Ratio, 1) {
				t.Errorf("%s: SignTest(%v, %v).Ratio == %v; want +Inf", tt.name, tt.old, tt.new, got.Ratio)
			}
		case math.Abs(got.Ratio-tt.ratio) > 1e-9:
			t.Errorf("%s: SignTest(%v, %v).Ratio == %v; want %v", tt.name, tt.old, tt.new, got.Ratio, tt.ratio)
		}
	}
}

func TestPairedP(t *testing.T) {
	for _, tt := range []struct{ sign, mw, want float64 }{
		{0.0004, 0.01, 0.0008}, {0.012, 0.003, 0.006}, {0.6, 0.9, 1}, {1, 1, 1},
	} {
		if got := PairedP(tt.sign, tt.mw); math.Abs(got-tt.want) > 1e-15 {
			t.Errorf("PairedP(%v, %v) == %v; want %v", tt.sign, tt.mw, got, tt.want)
		}
	}
}

func TestMinPPairedAndRoundsNeededPaired(t *testing.T) {
	// Twice the smaller of 2/2ⁿ and 2/C(2n, n): n = 2, 2·min(1/2, 1/3);
	// n = 3, 2·min(1/4, 1/10); n = 10, 2·2/184756.
	for _, tt := range []struct {
		n    int
		want float64
	}{{-1, 1}, {0, 1}, {1, 1}, {2, 2.0 / 3}, {3, 0.2}, {5, 4.0 / 252}, {10, 4.0 / 184756}} {
		if got := MinPPaired(tt.n); math.Abs(got-tt.want) > 1e-15 {
			t.Errorf("MinPPaired(%d) == %v; want %v", tt.n, got, tt.want)
		}
	}
	// 2·2/C(2n, n) ≤ 0.05/m: m = 1 needs 5 (4/252 = 0.016 ≤ 0.05 < 4/70),
	// m = 3 needs 5 (0.016 ≤ 0.0167), m = 4 needs 6 (4/924 = 0.0043), m =
	// 11 needs 6 (0.0045 ≥ 0.0043), m = 12 needs 7 (4/3432).
	for _, tt := range []struct{ m, want int }{{0, 0}, {1, 5}, {3, 5}, {4, 6}, {11, 6}, {12, 7}} {
		if got := RoundsNeededPaired(tt.m, 0.05); got != tt.want {
			t.Errorf("RoundsNeededPaired(%d, 0.05) == %d; want %d", tt.m, got, tt.want)
		}
	}
}

// writeRuns writes one results line per value of name, in ns/op.
func writeRuns(b *strings.Builder, name string, vals []float64) {
	for _, v := range vals {
		fmt.Fprintf(b, "Benchmark%s-8 100 %g ns/op\n", name, v)
	}
}

// stateNoise returns n runs of a benchmark of true time base on a host
// whose core is taken away in spells: each block of two runs (the gate's
// ABBA block) is slow by 20–35% with probability 0.4, the same for both
// sides of the block, plus 1% of noise per run. Side new is slower by
// effect. Launch-to-launch states like these were measured on the
// project's Zen 4 machine (docs/gate/2026-12-01-campaign/noise-2026-12-02.txt, in the tree until 5cfd9e1).
func stateNoise(r *rand.Rand, n int, base, effect float64) (old, new []float64) {
	for i := 0; i < n; i++ {
		state := 1.0
		if r.Float64() < 0.4 {
			state = 1.2 + 0.15*r.Float64()
		}
		old = append(old, base*state*(1+0.01*r.NormFloat64()))
		new = append(new, base*(1+effect)*state*(1+0.01*r.NormFloat64()))
	}
	return old, new
}

// TestPairedUnderStateNoise: a 10% slowdown of one row among 7 (a
// technique's primary family), measured in 20 blocks on a host whose
// speed changes from block to block, is flagged by the paired test in
// nearly every run and by Mann–Whitney in fewer; with no change, neither
// raises a false alarm more often than alpha allows.
func TestPairedUnderStateNoise(t *testing.T) {
	const runs = 200
	flags := func(paired bool, effect float64) int {
		r := rand.New(rand.NewPCG(1, 2))
		n := 0
		for range runs {
			var old, new strings.Builder
			for row := range 7 {
				e := 0.0
				if row == 0 {
					e = effect
				}
				o, w := stateNoise(r, 20, 2+float64(row), e)
				name := fmt.Sprintf("Slider/impl=t%d/piece=rook/load=random", row)
				writeRuns(&old, name, o)
				writeRuns(&new, name, w)
			}
			if len(Compare(readString(t, "old", old.String()), readString(t, "new", new.String()), Options{Paired: paired}).Regressions()) > 0 {
				n++
			}
		}
		return n
	}
	pairedPower, mwPower := flags(true, 0.10), flags(false, 0.10)
	if pairedPower < runs*95/100 {
		t.Errorf("paired: a 10%% slowdown under state noise flagged in %d of %d runs; want at least 95%%", pairedPower, runs)
	}
	if mwPower >= pairedPower {
		t.Errorf("Mann–Whitney flagged the slowdown in %d of %d runs, the paired test in %d: the pairs should add power", mwPower, runs, pairedPower)
	}
	for _, paired := range []bool{true, false} {
		if fa := flags(paired, 0); fa > runs*5/100 {
			t.Errorf("paired %v: %d false alarms in %d A/A runs; want at most alpha (5%%)", paired, fa, runs)
		}
	}
	t.Logf("10%% slowdown flagged: paired %d, Mann–Whitney %d of %d runs", pairedPower, mwPower, runs)
}

// TestPairedSizesDiffer: a key whose sides have different numbers of runs
// has no pairs and is tested with Mann–Whitney, even with Options.Paired.
func TestPairedSizesDiffer(t *testing.T) {
	var old, new strings.Builder
	writeRuns(&old, "A", around(1, 10))
	writeRuns(&new, "A", around(2, 9))
	writeRuns(&old, "B", around(1, 10))
	writeRuns(&new, "B", around(2, 10))
	rep := Compare(readString(t, "old", old.String()), readString(t, "new", new.String()), Options{Paired: true})
	for _, row := range rep.Rows {
		wantPaired := row.Name == "B"
		if row.Paired != wantPaired {
			t.Errorf("%s: Paired == %v; want %v", row.Name, row.Paired, wantPaired)
		}
		want := MinP(10, 9)
		if wantPaired {
			want = MinPPaired(10)
		}
		if math.Abs(row.P-want) > 1e-12 {
			t.Errorf("%s: P == %v; want %v", row.Name, row.P, want)
		}
	}
}
