package engine

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// noisy returns n samples around center, spread ±rel uniformly, seeded.
func noisy(seed uint64, n int, center, rel float64) []float64 {
	rng := rand.New(rand.NewPCG(seed, 9))
	out := make([]float64, n)
	for i := range out {
		out[i] = center * (1 + rel*(2*rng.Float64()-1))
	}
	return out
}

func TestActive(t *testing.T) {
	r := DefaultRules
	tests := []struct {
		name   string
		states []State
		want   []string
	}{
		{"too few samples", []State{{Name: "Slider/impl=a/piece=rook", Ratios: noisy(1, 5, 1, 0.001)}}, []string{"Slider/impl=a/piece=rook"}},
		{"tight and alone", []State{{Name: "Slider/impl=a/piece=rook", Ratios: noisy(1, 12, 1, 0.002)}}, nil},
		{"wide", []State{{Name: "Slider/impl=a/piece=rook", Ratios: noisy(1, 12, 1, 0.08)}}, []string{"Slider/impl=a/piece=rook"}},
		{"wide but at the cap", []State{{Name: "Slider/impl=a/piece=rook", Ratios: noisy(1, r.MaxSamples, 1, 0.08)}}, nil},
		{"tight, far apart", []State{
			{Name: "Slider/impl=a/piece=rook", Ratios: noisy(1, 12, 1, r.Target)},
			{Name: "Slider/impl=b/piece=rook", Ratios: noisy(2, 12, 1.2, r.Target)},
		}, nil},
		{"tight enough, but overlapping a neighbour: both go on", []State{
			{Name: "Slider/impl=a/piece=rook", Ratios: noisy(1, 12, 1, 1.2*r.Target)},
			{Name: "Slider/impl=b/piece=rook", Ratios: noisy(2, 12, 1.002, 1.2*r.Target)},
			{Name: "Slider/impl=c/piece=rook", Ratios: noisy(3, 12, 1.5, 1.2*r.Target)},
		}, []string{"Slider/impl=a/piece=rook", "Slider/impl=b/piece=rook"}},
		{"overlapping rows of two groups are no neighbours", []State{
			{Name: "Slider/impl=a/piece=rook", Ratios: noisy(1, 12, 1, 1.2*r.Target)},
			{Name: "Slider/impl=b/piece=bishop", Ratios: noisy(2, 12, 1.002, 1.2*r.Target)},
		}, nil},
		{"a tie below the floor stops", []State{
			{Name: "Slider/impl=a/piece=rook", Ratios: noisy(1, 30, 1, 0.002)},
			{Name: "Slider/impl=b/piece=rook", Ratios: noisy(2, 30, 1, 0.002)},
		}, nil},
		{"once: one sample", []State{{Name: "TableBytes/impl=a", Once: true}, {Name: "TableBytes/impl=b", Once: true, Ratios: []float64{0}}}, []string{"TableBytes/impl=a"}},
	}
	for _, tt := range tests {
		if got := Active(tt.states, r, Quiet{}); !slices.Equal(got, tt.want) {
			t.Errorf("%s: Active = %q; want %q", tt.name, got, tt.want)
		}
	}
	ten := r
	ten.MinSamples = 10
	tight := []State{{Name: "Slider/impl=a/piece=rook", Ratios: noisy(1, 8, 1, 0.001)}}
	if got := Active(tight, ten, Quiet{}); len(got) != 1 {
		t.Errorf("8 tight samples under MinSamples 10: Active = %q; want the row", got)
	}
}

// TestStoppingSpendsWhereUndecided runs the rule over a synthetic engine:
// rows with their own noise, rounds until no row is active; a quiet row
// stops after MinSamples, a noisy one takes more, a tie stops at the
// floor or the cap, and every row ends within Wide or marked.
func TestStoppingSpendsWhereUndecided(t *testing.T) {
	type row struct {
		name          string
		center, noise float64
	}
	rows := []row{
		{"Slider/impl=quiet/piece=rook", 1.0, 0.002},
		{"Slider/impl=noisy/piece=rook", 2.0, 0.05},
		{"Slider/impl=tie1/piece=rook", 3.0, 0.01},
		{"Slider/impl=tie2/piece=rook", 3.0, 0.01},
		{"Slider/impl=awful/piece=rook", 5.0, 0.5},
	}
	states := make([]State, len(rows))
	for i, r := range rows {
		states[i].Name = r.name
	}
	rng := rand.New(rand.NewPCG(4, 4))
	for round := 0; round < 100; round++ {
		active := Active(states, DefaultRules, Quiet{})
		if len(active) == 0 {
			break
		}
		for i, r := range rows {
			if slices.Contains(active, r.name) {
				states[i].Ratios = append(states[i].Ratios, r.center*(1+r.noise*(2*rng.Float64()-1)))
			}
		}
	}
	n := func(i int) int { return len(states[i].Ratios) }
	if n(0) != DefaultRules.MinSamples {
		t.Errorf("the quiet row took %d samples; want %d", n(0), DefaultRules.MinSamples)
	}
	if n(1) <= n(0) {
		t.Errorf("the noisy row took %d samples, the quiet one %d; want more for the noisy one", n(1), n(0))
	}
	if n(4) != DefaultRules.MaxSamples {
		t.Errorf("the awful row took %d samples; want the cap, %d", n(4), DefaultRules.MaxSamples)
	}
	marks := Marks(states, DefaultRules, Quiet{})
	if _, ok := marks[rows[0].name]; ok {
		t.Errorf("the quiet row is marked: %s", marks[rows[0].name])
	}
	if why := marks[rows[4].name]; !strings.Contains(why, "interval") {
		t.Errorf("the awful row's mark is %q; want its interval", why)
	}
	for i, s := range states {
		if w := Summarize(s.Ratios).HalfWidth(); w > DefaultRules.Wide && marks[s.Name] == "" {
			t.Errorf("row %d ends at ±%.1f%% unmarked", i, 100*w)
		}
	}
}

func TestMarks(t *testing.T) {
	r := DefaultRules
	steady := noisy(1, 20, 1, 0.003)
	// noisy slices around a steady centre: every slice ±5%, the median
	// of 60 within ±2% (the rule before the drift rule marked such rows).
	wide := noisy(4, 60, 1, 0.05)
	// a host change halfway: the second half 3% slower, each half's
	// median 1.002 and 1.032.
	drift := make([]float64, 40)
	for i := range drift {
		drift[i] = 1 + 0.001*float64(i%5) + 0.03*float64(i/20)
	}
	// the same 3% step within each half: the halves agree.
	interleaved := make([]float64, 40)
	for i := range interleaved {
		interleaved[i] = drift[i/2+(i%2)*20]
	}
	tests := []struct {
		name  string
		state State
		want  string // "" for no mark
	}{
		{"steady", State{Ratios: steady}, ""},
		{"noisy slices, firm median", State{Ratios: wide}, ""},
		{"a step halfway", State{Ratios: drift}, "drifted +3.0% during the run: 1.002 in its first 20 samples, 1.032 in the last 20"},
		{"the step spread over the run", State{Ratios: interleaved}, ""},
		{"too few", State{Ratios: steady[:4]}, "no interval, 4 samples: too few"},
		{"too few to halve", State{Ratios: drift[14:24]}, ""},
		{"measured once", State{Once: true, Ratios: []float64{0}}, ""},
	}
	for _, tt := range tests {
		tt.state.Name = tt.name
		got := Marks([]State{tt.state}, r, Quiet{})[tt.name]
		if tt.want == "" && got != "" || !strings.Contains(got, tt.want) {
			t.Errorf("%s: marked %q; want %q", tt.name, got, tt.want)
		}
	}
}

func TestHalves(t *testing.T) {
	tests := []struct {
		values        []float64
		min           int
		first, second float64
		ok            bool
	}{
		{[]float64{1, 2, 3, 10, 11, 12}, 3, 2, 11, true},
		{[]float64{1, 2, 3, 10, 11, 12, 13}, 3, 2, 11.5, true},
		{[]float64{1, 2, 3, 10, 11}, 3, 0, 0, false},
		{[]float64{1, 2}, 0, 0, 0, false},
	}
	for _, tt := range tests {
		a, b, ok := Halves(tt.values, tt.min)
		if a != tt.first || b != tt.second || ok != tt.ok {
			t.Errorf("Halves(%v, %d) = %v, %v, %v; want %v, %v, %v", tt.values, tt.min, a, b, ok, tt.first, tt.second, tt.ok)
		}
	}
}

func TestGroup(t *testing.T) {
	for in, want := range map[string]string{
		"Slider/impl=magic/piece=rook/load=random": "Slider/piece=rook/load=random",
		"Perft/impl=pext/pos=start":                "Perft/pos=start",
		"ParallelPerft/impl=pext/pos=start-2":      "ParallelPerft/pos=start-2",
		"TableBytes/impl=magic":                    "TableBytes",
	} {
		if got := Group(in); got != want {
			t.Errorf("Group(%q) = %q; want %q", in, got, want)
		}
	}
}
