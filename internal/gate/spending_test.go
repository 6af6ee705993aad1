package gate

import (
	"math"
	"testing"
)

// TestEarlyBoundary: -early-alpha split evenly over the looks, one before
// every extension of two rounds.
func TestEarlyBoundary(t *testing.T) {
	for _, tt := range []struct {
		rounds, last int
		want         float64
	}{
		{10, 20, 0.0025 / 5},
		{10, 40, 0.0025 / 15},
		{10, 11, 0.0025},
		{10, 12, 0.0025},
		{10, 13, 0.0025 / 2},
		{10, 10, 0},
	} {
		if got := EarlyBoundary(0.0025, tt.rounds, tt.last); math.Abs(got-tt.want) > 1e-15 {
			t.Errorf("EarlyBoundary(0.0025, %d, %d) == %g; want %g", tt.rounds, tt.last, got, tt.want)
		}
	}
}
