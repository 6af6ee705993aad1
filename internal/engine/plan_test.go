package engine

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
	"time"
)

func TestPlan(t *testing.T) {
	const ref = "ref"
	rows := []string{ref}
	for i := range 50 {
		rows = append(rows, fmt.Sprintf("r%02d", i))
	}
	cost := func(string) time.Duration { return 40 * time.Millisecond }
	l := Layout{Ref: ref, RefEvery: 4, Launch: time.Second}
	a := Plan(rows, cost, l, rand.New(rand.NewPCG(1, 2)))
	seen := map[string]int{}
	for i, launch := range a {
		if launch[0] != ref || launch[len(launch)-1] != ref {
			t.Errorf("launch %d = %q; want it to start and end with the reference", i, launch)
		}
		since := 0
		var spent time.Duration
		for _, r := range launch {
			spent += cost(r)
			if r == ref {
				since = 0
				continue
			}
			if since++; since > l.RefEvery {
				t.Errorf("launch %d: %d rows in a row without the reference; want at most %d", i, since, l.RefEvery)
			}
			seen[r]++
		}
		if i < len(a)-1 && (spent < l.Launch || spent > l.Launch+3*cost(ref)) {
			t.Errorf("launch %d costs %v; want about %v", i, spent, l.Launch)
		}
	}
	for _, r := range rows[1:] {
		if seen[r] != 1 {
			t.Errorf("row %s planned %d times in a round; want once", r, seen[r])
		}
	}
	if len(seen) != 50 {
		t.Errorf("%d rows planned; want 50 (the reference apart)", len(seen))
	}
	b := Plan(rows, cost, l, rand.New(rand.NewPCG(1, 3)))
	if slices.EqualFunc(a, b, slices.Equal) {
		t.Errorf("two seeds planned the same order; want a new random order each round")
	}
	c := Plan(rows, cost, l, rand.New(rand.NewPCG(1, 2)))
	if !slices.EqualFunc(a, c, slices.Equal) {
		t.Errorf("one seed planned two orders; want the plan to follow the seed")
	}
}

// TestRatiosCancelDrift: a host that slows down during a launch slows the
// reference and the rows alike; the ratios hold still where the raw figures
// do not.
func TestRatiosCancelDrift(t *testing.T) {
	var seq []Obs
	speed := func(i int) float64 { return 1 + 0.02*float64(i) } // 2% slower per slice
	for i := range 40 {
		row, base := "ref", 1.0
		if i%5 != 0 {
			row, base = fmt.Sprintf("r%d", i%5), float64(i%5)
		}
		seq = append(seq, Obs{row, base * speed(i), 0})
	}
	seq = append(seq, Obs{"ref", speed(40), 0})
	ratios := Ratios(seq, "ref")
	for i, o := range seq {
		if o.Row == "ref" {
			continue
		}
		want := float64(i % 5)
		if d := ratios[i]/want - 1; d > 1e-9 || d < -1e-9 {
			t.Errorf("slice %d (%s): ratio %.6f; want %.6f (raw %.3f)", i, o.Row, ratios[i], want, o.Value)
		}
	}
	if got := Ratios([]Obs{{"a", 1, 0}, {"b", 2, 0}}, "ref"); got[0] != 0 || got[1] != 0 {
		t.Errorf("Ratios without a reference = %v; want zeros (unknown)", got)
	}
}

func TestAA(t *testing.T) {
	tests := []struct {
		name string
		seq  []Obs
		want []float64
	}{
		{"one CPU: each against the one before", []Obs{{"ref", 1, 0}, {"a", 5, 0}, {"ref", 1.1, 0}, {"b", 7, 0}, {"ref", 0.99, 0}}, []float64{1.1, 0.9}},
		// CPU 1 reads 1.2 where CPU 0 reads 1.0, both steady: each against
		// its own CPU's slice before it, never across CPUs.
		{"per CPU: each against its own CPU's", []Obs{
			{"ref", 1.0, 0}, {"ref", 1.2, 1}, {"P", 5, -1},
			{"ref", 1.0, 0}, {"ref", 1.2, 1}, {"Q", 5, -1},
			{"ref", 1.1, 0}, {"ref", 1.2, 1}, {"a", 5, 0}, {"ref", 1.1, 0},
		}, []float64{1, 1, 1.1, 1, 1}},
	}
	for _, tt := range tests {
		got := AA(tt.seq, "ref", Quiet{})
		if !slices.EqualFunc(got, tt.want, func(a, b float64) bool { return abs(a-b) < 1e-12 }) {
			t.Errorf("%s: AA = %v; want %v", tt.name, got, tt.want)
		}
	}
}

func abs(x float64) float64 { return max(x, -x) }

// TestRatiosIgnoreOneSlowReference: one reference slice 3.5 times as slow
// as the others (seen in make bench on the Zen 5 machine) leaves the rows
// around it at their true ratios, wherever it falls, ends included.
func TestRatiosIgnoreOneSlowReference(t *testing.T) {
	for slow := 0; slow < 5; slow++ {
		var seq []Obs
		for i := range 5 {
			v := 1.0
			if i == slow {
				v = 3.5
			}
			seq = append(seq, Obs{"ref", v, 0})
			if i < 4 {
				seq = append(seq, Obs{"a", 2, 0}, Obs{"b", 3, 0})
			}
		}
		ratios := Ratios(seq, "ref")
		for i, o := range seq {
			want := map[string]float64{"a": 2, "b": 3}[o.Row]
			if o.Row != "ref" && abs(ratios[i]-want) > 1e-9 {
				t.Errorf("slow reference slice %d: %s at %d has ratio %.3f; want %.0f", slow, o.Row, i, ratios[i], want)
			}
		}
	}
}

func TestSmooth(t *testing.T) {
	tests := []struct {
		name string
		in   []float64
		want []float64
	}{
		{"steady drift passes", []float64{1, 2, 3, 4}, []float64{1, 2, 3, 4}},
		{"outlier inside", []float64{1, 1, 5, 1, 1}, []float64{1, 1, 1, 1, 1}},
		{"outlier first", []float64{5, 1, 1}, []float64{1, 1, 1}},
		{"outlier last", []float64{1, 1, 0.2}, []float64{1, 1, 1}},
		{"two values kept", []float64{1, 5}, []float64{1, 5}},
	}
	for _, tt := range tests {
		if got := Smooth(tt.in); !slices.Equal(got, tt.want) {
			t.Errorf("%s: Smooth(%v) = %v; want %v", tt.name, tt.in, got, tt.want)
		}
	}
}
