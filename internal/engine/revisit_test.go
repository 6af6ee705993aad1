package engine

import (
	"math/rand/v2"
	"slices"
	"testing"
)

func TestStale(t *testing.T) {
	r := DefaultRules
	r.Revisit = 0.1
	tests := []struct {
		name  string
		state State
		spent float64
		want  bool
	}{
		{"stopped a tenth ago", State{Ratios: noisy(1, 8, 1, 0.002), Last: 0.2}, 0.31, true},
		{"stopped just now", State{Ratios: noisy(1, 8, 1, 0.002), Last: 0.2}, 0.25, false},
		{"no sample yet", State{Last: 0}, 0.5, false},
		{"measured once", State{Ratios: []float64{1}, Once: true}, 0.5, false},
		{"at RescueMax", State{Ratios: noisy(1, r.RescueMax, 1, 0.002)}, 0.5, false},
	}
	for _, tt := range tests {
		tt.state.Name = "Slider/impl=" + tt.name + "/piece=rook"
		if got := len(Stale([]State{tt.state}, r, tt.spent)) == 1; got != tt.want {
			t.Errorf("%s: stale %v at %.2f; want %v", tt.name, got, tt.spent, tt.want)
		}
		off := r
		off.Revisit = 0
		if got := Stale([]State{tt.state}, off, tt.spent); got != nil {
			t.Errorf("%s: Revisit 0: stale %q; want none", tt.name, got)
		}
	}
	firm := State{Name: "Slider/impl=firm/piece=rook", Ratios: noisy(1, 20, 1, 0.002), Last: 0.1}
	wide := State{Name: "Slider/impl=wide/piece=rook", Ratios: noisy(3, 20, 2, 0.10), Last: 0.45}
	fresh := State{Name: "Slider/impl=fresh/piece=rook", Ratios: noisy(1, 20, 1.5, 0.002), Last: 0.45}
	for _, spent := range []float64{0.5, 0.54} {
		want := []string{firm.Name, wide.Name}
		if got := Next([]State{firm, wide, fresh}, r, Quiet{}, spent); !slices.Equal(got, want) {
			t.Errorf("Next at %.1f = %q; want %q (the stale row with the undecided)", spent, got, want)
		}
	}
}

// TestRevisitSeesALateShift runs a synthetic engine on a budget counted in
// slices: 20 rows of ±0.2% noise, which stop after a few rounds, and 10 of
// ±40%, which go on to the end; one of the firm rows moves 4% halfway through the
// budget (its host changed after it stopped). Without revisits its figure
// is the first level and nothing says it moved; with them a revisit finds
// the new level, the row's interval widens and it is measured again: its
// drift is marked or its figure is the new level. Every row's latest
// sample is then from the last tenth of the budget.
func TestRevisitSeesALateShift(t *testing.T) {
	const budget, shift = 2000, 0.5
	run := func(r Rules) (map[string]string, []State) {
		var states []State
		for i := range 30 {
			states = append(states, State{Name: "Slider/impl=" + string(rune('A'+i)) + "/piece=rook"})
		}
		rng := rand.New(rand.NewPCG(5, 6))
		for spent := 0; spent < budget; {
			rows := Next(states, r, Quiet{}, float64(spent)/budget)
			if len(rows) == 0 {
				break
			}
			for i := range states {
				if spent < budget && slices.Contains(rows, states[i].Name) {
					noise, v := 0.002, 1+0.05*float64(i)
					if i >= 20 {
						noise = 0.40
					}
					if i == 0 && spent >= shift*budget {
						v *= 1.04
					}
					states[i].Ratios = append(states[i].Ratios, v*(1+noise*(2*rng.Float64()-1)))
					states[i].Last = float64(spent) / budget
					spent++
				}
			}
		}
		return Marks(states, r, Quiet{}), states
	}
	off := DefaultRules
	off.Revisit = 0
	without, before := run(off)
	with, after := run(DefaultRules)
	if why := without[before[0].Name]; why != "" || before[0].Last > shift {
		t.Fatalf("without revisits, the shifted row is marked %q, its latest sample at %.2f; the case wants it stopped before the shift, unmarked", why, before[0].Last)
	}
	if c := Summarize(after[0].Ratios).Center; with[after[0].Name] == "" && c < 1.03 {
		t.Errorf("with revisits, the shifted row is not marked and stands at %.4f (%d samples); want its drift marked, or its figure at the new level, 1.04", c, len(after[0].Ratios))
	}
	for _, s := range after {
		if s.Last < 0.99-DefaultRules.Revisit {
			t.Errorf("with revisits, %s took its latest sample at %.2f of the budget; want the last tenth", s.Name, s.Last)
		}
	}
	t.Logf("shifted row: %d samples without revisits, %d with: %q", len(before[0].Ratios), len(after[0].Ratios), with[after[0].Name])
}
