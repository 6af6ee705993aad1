package engine

import (
	"maps"
	"testing"
)

func TestBurst(t *testing.T) {
	r := DefaultRules
	firm := State{Name: "Slider/impl=firm/piece=rook", Ratios: noisy(1, 20, 1, 0.003)}
	tightening := State{Name: "Slider/impl=tightening/piece=rook", Ratios: noisy(2, 20, 1.5, 0.015)}
	wide := State{Name: "Slider/impl=wide/piece=rook", Ratios: noisy(3, 20, 2, 0.10)}
	nearMax := State{Name: wide.Name, Ratios: noisy(3, r.RescueMax-2, 2, 0.40)}
	atMax := State{Name: wide.Name, Ratios: noisy(3, r.RescueMax-1, 2, 0.40)}
	drifted := State{Name: "Slider/impl=drifted/piece=rook", Ratios: step(30, 0.04)}
	done := State{Name: wide.Name, Ratios: noisy(3, r.MaxSamples, 2, 0.10)}
	tests := []struct {
		name   string
		states []State
		spent  float64
		burst  int // RescueBurst
		want   map[string]int
	}{
		{"early, rows undecided: none", []State{firm, tightening, wide}, 0.5, 3, nil},
		{"late: the rows to rescue", []State{firm, tightening, wide}, 0.7, 3, map[string]int{wide.Name: 3}},
		{"late: up to RescueMax", []State{firm, nearMax}, 0.7, 3, map[string]int{wide.Name: 2}},
		{"late: one short of RescueMax", []State{firm, atMax}, 0.7, 3, map[string]int{}},
		{"late: not a drifted row", []State{firm, drifted, wide}, 0.7, 3, map[string]int{wide.Name: 3}},
		{"early, none undecided: the rows to rescue", []State{firm, done}, 0.1, 3, map[string]int{wide.Name: 3}},
		{"RescueBurst 1: none", []State{firm, tightening, wide}, 0.7, 1, nil},
	}
	for _, tt := range tests {
		rr := r
		rr.RescueBurst, rr.Revisit = tt.burst, 0
		got := Burst(tt.states, rr, Quiet{}, tt.spent)
		if !maps.Equal(got, tt.want) || (got == nil) != (tt.want == nil) {
			t.Errorf("%s: Burst = %v; want %v", tt.name, got, tt.want)
		}
	}
}

// TestBurstMarksFewer runs simulate with the rescue's rows taking one
// slice a round and then three: see fewerMarks.
func TestBurstMarksFewer(t *testing.T) {
	one := DefaultRules
	one.RescueRound, one.RescueBurst, one.Revisit = 10, 1, 0
	three := one
	three.RescueBurst = 3
	fewerMarks(t, "three slices a round", one, three)
}
