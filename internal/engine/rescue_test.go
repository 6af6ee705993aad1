package engine

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// step returns n samples around 1, spread ±0.2%, the second half shifted
// by rel: a row whose host changed halfway.
func step(n int, rel float64) []float64 {
	out := noisy(7, n, 1, 0.002)
	for i := n / 2; i < n; i++ {
		out[i] *= 1 + rel
	}
	return out
}

func TestRescue(t *testing.T) {
	r := DefaultRules
	busy := make([]float64, 30)
	for i := range busy {
		busy[i] = 1.5 // every slice's host 50% above the quiet level
	}
	tests := []struct {
		name  string
		state State
		want  bool
		drift bool // whether the row is marked for a drift
	}{
		{"firm", State{Ratios: noisy(1, 20, 1, 0.003)}, false, false},
		{"wide", State{Ratios: noisy(2, 20, 1, 0.10)}, true, false},
		{"wide, at RescueMax", State{Ratios: noisy(2, r.RescueMax, 1, 0.40)}, false, false},
		{"wide, past MaxSamples", State{Ratios: noisy(2, r.MaxSamples+5, 1, 0.40)}, true, false},
		{"too few", State{Ratios: noisy(3, 4, 1, 0.003)}, true, false},
		{"host busy", State{Ratios: noisy(3, 30, 1, 0.003), Hosts: busy}, true, false},
		{"drifted", State{Ratios: step(30, 0.04)}, false, true},
		{"drifted beyond its noise, and wide", State{Ratios: append(noisy(4, 30, 1, 0.06), noisy(5, 30, 1.15, 0.06)...)}, false, true},
		// halves 8% apart, each ±15% a slice: their intervals overlap, so
		// the gap is the row's noise, and its interval says so.
		{"halves apart within their noise, and wide", State{Ratios: append(noisy(4, 10, 1, 0.15), noisy(5, 10, 1.08, 0.15)...)}, true, false},
		{"measured once", State{Once: true}, false, false},
	}
	q := Quiet{Level: 1, Limit: 1.1}
	for _, tt := range tests {
		tt.state.Name = "Slider/impl=" + tt.name + "/piece=rook"
		marks := Marks([]State{tt.state}, r, q)
		if got := len(Rescue([]State{tt.state}, r, q)) == 1; got != tt.want {
			t.Errorf("%s: rescued %v; want %v (marks: %q)", tt.name, got, tt.want, marks)
		}
		if got := strings.Contains(marks[tt.state.Name], "drifted"); got != tt.drift {
			t.Errorf("%s: marked %q; want a drift mark %v", tt.name, marks[tt.state.Name], tt.drift)
		}
	}
}

func TestNext(t *testing.T) {
	r := DefaultRules
	firm := State{Name: "Slider/impl=firm/piece=rook", Ratios: noisy(1, 20, 1, 0.003)}
	tightening := State{Name: "Slider/impl=tightening/piece=rook", Ratios: noisy(2, 20, 1.5, 0.015)}
	wider := State{Name: "Slider/impl=wider/piece=rook", Ratios: noisy(2, 20, 3, 0.025)}
	wide := State{Name: "Slider/impl=wide/piece=rook", Ratios: noisy(3, 20, 2, 0.10)}
	capped := State{Name: "Slider/impl=capped/piece=rook", Ratios: noisy(3, r.RescueMax, 2, 0.40)}
	tests := []struct {
		name   string
		states []State
		spent  float64
		round  int // RescueRound
		want   []string
	}{
		{"early: every undecided row", []State{firm, tightening, wide}, 0.5, 150, []string{tightening.Name, wide.Name}},
		{"late: the rows to rescue, then the undecided up to the round's size", []State{firm, tightening, wide}, 0.7, 150, []string{tightening.Name, wide.Name}},
		{"late: the rows to rescue alone in a round of one", []State{firm, tightening, wide}, 0.7, 1, []string{wide.Name}},
		{"late: the widest undecided rows first", []State{firm, tightening, wide, wider}, 0.7, 2, []string{wide.Name, wider.Name}},
		{"late: more to rescue than the round's size", []State{wide, {Name: "Slider/impl=wide2/piece=rook", Ratios: noisy(4, 20, 3, 0.10)}, tightening}, 0.7, 1, []string{wide.Name, "Slider/impl=wide2/piece=rook"}},
		{"late, none to rescue: every undecided row", []State{firm, tightening, capped}, 0.9, 1, []string{tightening.Name}},
		{"early, none undecided: the rows to rescue", []State{firm, {Name: wide.Name, Ratios: noisy(3, r.MaxSamples, 2, 0.10)}}, 0.1, 150, []string{wide.Name}},
		{"done", []State{firm, capped}, 0.9, 150, nil},
	}
	for _, tt := range tests {
		rr := r
		rr.RescueRound, rr.Revisit = tt.round, 0
		if got := Next(tt.states, rr, Quiet{}, tt.spent); !slices.Equal(got, tt.want) {
			t.Errorf("%s: Next = %q; want %q", tt.name, got, tt.want)
		}
	}
	off := r
	off.Rescue, off.RescueRound, off.Revisit = 0, 1, 0
	if got := Next([]State{firm, tightening, wide}, off, Quiet{}, 0.99); len(got) != 2 {
		t.Errorf("Rescue 0: Next = %q; want both undecided rows", got)
	}
}

// simulate runs a synthetic engine under r on a budget counted in slices:
// 60 rows of ±1.5% noise, which stop short of ±0.5% when the budget ends, 6
// of ±12%, which need many samples to come under ±2%, and one (the last)
// whose level steps 4% halfway through the budget. Each round takes Next's
// rows, each as many times as Burst says. It returns the marks at the end
// and the rows' states.
func simulate(r Rules) (map[string]string, []State) {
	var states []State
	noise := map[string]float64{}
	for i := range 67 {
		s := State{Name: "Slider/impl=" + string(rune('A'+i%26)) + string(rune('a'+i/26)) + "/piece=rook"}
		noise[s.Name] = 0.015
		if i >= 60 {
			noise[s.Name] = 0.12
		}
		states = append(states, s)
	}
	stepped := states[66].Name
	noise[stepped] = 0.015
	rng := rand.New(rand.NewPCG(11, 12))
	const budget = 2400
	spent := 0
	for spent < budget {
		rows := Next(states, r, Quiet{}, float64(spent)/budget)
		if len(rows) == 0 {
			break
		}
		burst := Burst(states, r, Quiet{}, float64(spent)/budget)
		for i := range states {
			if !slices.Contains(rows, states[i].Name) {
				continue
			}
			for range max(burst[states[i].Name], 1) {
				if spent == budget {
					break
				}
				v := 1 + noise[states[i].Name]*(2*rng.Float64()-1)
				if states[i].Name == stepped && spent >= budget/2 {
					v *= 1.04
				}
				states[i].Ratios = append(states[i].Ratios, v)
				spent++
			}
		}
	}
	return Marks(states, r, Quiet{}), states
}

// fewerMarks runs simulate under base and changed, each a way of running
// the same synthetic host: under changed, fewer rows end marked and a noisy
// row takes more samples; under both, the stepped row is marked for its
// drift.
func fewerMarks(t *testing.T, what string, base, changed Rules) {
	t.Helper()
	before, b := simulate(base)
	after, a := simulate(changed)
	t.Logf("%s: %d rows marked before, %d after", what, len(before), len(after))
	if len(after) >= len(before) {
		t.Errorf("%s: marked %d rows after, %d before; want fewer", what, len(after), len(before))
	}
	if n, m := len(a[60].Ratios), len(b[60].Ratios); n <= m {
		t.Errorf("%s: a noisy row took %d samples after, %d before; want more", what, n, m)
	}
	for when, marks := range map[string]map[string]string{"before": before, "after": after} {
		if why := marks[b[66].Name]; !strings.Contains(why, "drifted") {
			t.Errorf("%s, %s: the stepped row is marked %q; want its drift", what, when, why)
		}
	}
}

// TestRescueMarksFewer runs simulate without the rescue and with it
// (rounds of 10 rows, one slice a row): see fewerMarks.
func TestRescueMarksFewer(t *testing.T) {
	on := DefaultRules
	on.RescueRound, on.RescueBurst, on.Revisit = 10, 1, 0
	off := on
	off.Rescue = 0
	fewerMarks(t, "the rescue", off, on)
}
