package gate

import (
	"math"
	"testing"
)

// TestNetLayoutSpread: the layout spread less the same rounds' A/A spread,
// on four paired rounds of one key (a the base as built, b padded).
func TestNetLayoutSpread(t *testing.T) {
	key := Key{Name: "Key", Unit: "ns/op"}
	tests := []struct {
		name        string
		a, b        []float64
		gross, want float64 // LayoutSpread's and NetLayoutSpread's spread of key; 0: none
	}{
		// Under a load that slows some launches and not others, every pair
		// went one way by chance: ratios 1.37, 1.442, 1.42, 1.014 (median
		// 1.395), best 100 → 137, so the old rule read a 37% layout
		// spread. The base as built ranged 100 to 139 in the same rounds,
		// 39%, and its pairs' ratios 42%: nothing is left.
		{"loaded, no layout", []float64{100, 104, 100, 139}, []float64{137, 150, 142, 141}, 0.37, 0},
		// Idle, the padding moves the key 6%: ratios 1.06, 1.06, 1.061,
		// 1.06, best +6%. The base ranged 1%, its pairs' ratios 0.094%.
		{"idle, layout", []float64{100, 101, 100, 101}, []float64{106, 107.06, 106.1, 107.06}, 0.06, 0.06 - (1.061/1.06 - 1)},
		// A slow state of the host slows both runs of the second and fourth
		// pairs (the base ranges 65%), the padding moves the key 9%: the
		// pairs' ratios range 1.09 to 1.1, and that is the A/A spread.
		{"slow states, layout", []float64{100, 160, 100, 165}, []float64{109, 175, 110, 180}, 0.09, 0.09 - (1.1/1.09 - 1)},
	}
	for _, tt := range tests {
		a := readString(t, "a.txt", lines("Key", "ns/op", tt.a...))
		b := readString(t, "b.txt", lines("Key", "ns/op", tt.b...))
		if got := LayoutSpread(a, b, 0, true)[key]; math.Abs(got-tt.gross) > 1e-9 {
			t.Errorf("%s: LayoutSpread[%v] == %v; want %v", tt.name, key, got, tt.gross)
		}
		got, ok := NetLayoutSpread(a, b, 0, true)[key]
		if math.Abs(got-tt.want) > 1e-9 || ok != (tt.want > 0) {
			t.Errorf("%s: NetLayoutSpread[%v] == %v (present %v); want %v", tt.name, key, got, ok, tt.want)
		}
	}
}

// TestNetLayoutSpreadVerdicts: what the two rules make of a change. Under
// load the old rule's 37% spread raises the key's minimum effect to 74%
// and hides a 10% slowdown that the new rule flags; a genuine layout
// spread of 6%, idle, still excuses a layout-only change that moves the
// key 6% (it is flagged without the layout A/A).
func TestNetLayoutSpreadVerdicts(t *testing.T) {
	key := Key{Name: "Key", Unit: "ns/op"}
	tests := []struct {
		name     string
		a, b     []float64 // the layout A/A's rounds
		change   float64   // the head's change of the key
		spread   func(a, b *Set, alpha float64, paired bool) map[Key]float64
		want     Status // Small: significant, below the minimum effect the spread raised
		wantNone Status // with no layout A/A at all
	}{
		{"loaded, old rule", []float64{100, 104, 100, 139}, []float64{137, 150, 142, 141}, 0.10, LayoutSpread, Small, Regression},
		{"loaded, new rule", []float64{100, 104, 100, 139}, []float64{137, 150, 142, 141}, 0.10, NetLayoutSpread, Regression, Regression},
		{"layout only, new rule", []float64{100, 101, 100, 101}, []float64{106, 107.06, 106.1, 107.06}, 0.06, NetLayoutSpread, Small, Regression},
	}
	for _, tt := range tests {
		la := readString(t, "a.txt", lines("Key", "ns/op", tt.a...))
		lb := readString(t, "b.txt", lines("Key", "ns/op", tt.b...))
		old := synth(t, "old", "Key", column{"ns/op", around(100, 10)})
		new := synth(t, "new", "Key", column{"ns/op", around(100*(1+tt.change), 10)})
		opt := Options{Alpha: DefaultAlpha, MinEffect: DefaultMinEffect, Paired: true}
		if got := rowOf(t, Compare(old, new, opt), key.Name, key.Unit); got.Status != tt.wantNone {
			t.Errorf("%s: without a layout A/A the row is %v; want %v", tt.name, got.Status, tt.wantNone)
		}
		opt.Layout = tt.spread(la, lb, 0, true)
		if got := rowOf(t, Compare(old, new, opt), key.Name, key.Unit); got.Status != tt.want {
			t.Errorf("%s: the row is %v (min effect %.3f); want %v", tt.name, got.Status, got.MinEffect, tt.want)
		}
	}
}
