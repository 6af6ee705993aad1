package engine

import (
	"math/rand/v2"
	"strings"
	"testing"
)

func TestSamplesHost(t *testing.T) {
	seq := []Obs{{"a", 5, 0}, {"ref", 1, 0}, {"b", 7, 0}, {"ref", 1.6, 0}, {"x", 2, 0}, {"ref", 1.2, 0}, {"c", 3, 0}, {"d", 0, 0}}
	want := []float64{
		1,   // before the first reference slice: that slice
		1.6, // the first reference slice: itself and its one neighbour
		1.6, // between 1 and 1.6: the slower
		1.6, // a reference slice: itself and its neighbours
		1.6, // between 1.6 and 1.2: the slower
		1.6, // the last reference slice: itself and the one before
		1.2, // after the last: that slice
		0,   // a slice without a figure (a table's size) has none
	}
	got := Samples(seq, "ref")
	for i, s := range got {
		if s.Host != want[i] {
			t.Errorf("slice %d (%s): Host = %v; want %v", i, seq[i].Row, s.Host, want[i])
		}
	}
	for i, r := range Ratios(seq, "ref") {
		if got[i].Ratio != r {
			t.Errorf("slice %d: Ratio = %v; want %v (Ratios)", i, got[i].Ratio, r)
		}
	}
	if s := Samples([]Obs{{"a", 1, 0}}, "ref"); s[0] != (Sample{}) {
		t.Errorf("no reference: %+v; want the zero Sample", s[0])
	}
}

// TestSamplesPerCPUHost: a launch of parallel rows holds the reference once
// on each CPU at every place. CPU 1's neighbour is busy at the second place
// while CPU 0's is quiet: the parallel slices on either side of that place
// (P before it, Q after it) may have run on CPU 1, so neither counts; R,
// between two places quiet on both CPUs, does. Each place's reference is
// the mean of its CPUs' slices.
func TestSamplesPerCPUHost(t *testing.T) {
	seq := []Obs{
		{"ref", 1.17, 0}, {"ref", 1.18, 1},
		{"P", 4.4, -1},
		{"ref", 1.17, 0}, {"ref", 1.65, 1},
		{"Q", 4.4, -1},
		{"ref", 1.16, 0}, {"ref", 1.18, 1},
		{"R", 4.4, -1},
		{"ref", 1.15, 0}, {"ref", 1.21, 1},
	}
	var refs []float64
	for _, o := range seq {
		if o.Row == "ref" {
			refs = append(refs, o.Value)
		}
	}
	q := QuietOf(refs, DefaultRules.QuietBand)
	got := Samples(seq, "ref")
	for i, want := range map[int]bool{2: false, 5: false, 8: true} {
		if h := got[i].Host; q.Holds(h) != want {
			t.Errorf("%s: Host %v, limit %.3f: counts %v; want %v", seq[i].Row, h, q.Limit, !want, want)
		}
	}
	// The places' means are 1.175, 1.41, 1.17 and 1.18; smoothed by a
	// median of three (the busy place's 1.41 replaced), 1.175, 1.175, 1.18
	// and 1.18; so R's reference is 1.18.
	if r := got[8].Ratio; abs(r-4.4/1.18) > 1e-9 {
		t.Errorf("R: ratio %.6f; want %.6f (4.4 / the smoothed mean of the places)", r, 4.4/1.18)
	}
}

func TestQuietOf(t *testing.T) {
	var ref []float64
	for i := range 100 {
		v := 1.17 + 0.001*float64(i%7)
		if i%5 < 2 {
			v = 1.6 // busy 40% of the time
		}
		ref = append(ref, v)
	}
	ref = append(ref, 0.2, 0) // one absurdly fast slice, one without a figure
	q := QuietOf(ref, 0.10)
	if q.Level < 1.17 || q.Level > 1.18 || q.Limit != q.Level*1.1 || q.Slices != 101 || q.Under != 61 {
		t.Errorf("QuietOf = %+v; want level in [1.17, 1.18], limit 1.1 × level, 101 slices, 61 under", q)
	}
	for _, tt := range []struct {
		host float64
		want bool
	}{{0, true}, {q.Limit, true}, {q.Limit * 1.001, false}, {1.6, false}} {
		if got := q.Holds(tt.host); got != tt.want {
			t.Errorf("Holds(%v) = %v; want %v", tt.host, got, tt.want)
		}
	}
	if q := QuietOf(nil, 0.1); q != (Quiet{}) || !q.Holds(99) {
		t.Errorf("no reference slice: %+v; want no limit", q)
	}
	if q := QuietOf(ref, 0); q != (Quiet{}) {
		t.Errorf("band 0: %+v; want no limit", q)
	}
}

// hostRun simulates one run on a host whose neighbour is busy a share
// busy of the time, in spells of a few slices: the reference slows by 40%
// while it is, the row (a latency-bound one) by 12%. It returns the row's
// State as the engine keeps it and the reference slices' figures.
func hostRun(seed uint64, busy float64) (State, []float64) {
	rng := rand.New(rand.NewPCG(seed, 1))
	var seq []Obs
	state := false
	for i := range 2000 {
		if i%4 == 0 {
			state = rng.Float64() < busy
		}
		noise := func() float64 { return 1 + 0.004*(2*rng.Float64()-1) }
		slow := func(f float64) float64 {
			if state {
				return f
			}
			return 1
		}
		row := "ref"
		v := 1.17 * slow(1.4) * noise()
		if i%2 == 1 {
			row, v = "row", 5*slow(1.12)*noise()
		}
		seq = append(seq, Obs{row, v, 0})
	}
	st := State{Name: "row"}
	var refs []float64
	for i, s := range Samples(seq, "ref") {
		if seq[i].Row == "ref" {
			refs = append(refs, seq[i].Value)
			continue
		}
		st.Ratios = append(st.Ratios, s.Ratio)
		st.Hosts = append(st.Hosts, s.Host)
	}
	return st, refs
}

// TestQuietRatiosCancelABusyNeighbour: two runs of one row, the host busy
// 20% of one and 60% of the other. Their medians of all ratios disagree by
// far more than the 1% asked; of the quiet slices, they agree within 0.5%.
func TestQuietRatiosCancelABusyNeighbour(t *testing.T) {
	a, refA := hostRun(1, 0.2)
	b, refB := hostRun(2, 0.6)
	qa, qb := QuietOf(refA, DefaultRules.QuietBand), QuietOf(refB, DefaultRules.QuietBand)
	rel := func(x, y float64) float64 { return max(x/y-1, 1-x/y) }
	all := rel(Summarize(a.Ratios).Center, Summarize(b.Ratios).Center)
	quiet := rel(Summarize(a.QuietRatios(qa)).Center, Summarize(b.QuietRatios(qb)).Center)
	if all < 0.05 {
		t.Fatalf("the simulation's medians of all slices differ by %.2f%%; want a busy neighbour to move them", 100*all)
	}
	if quiet > 0.005 {
		t.Errorf("medians of the quiet slices differ by %.2f%% (all slices: %.2f%%); want within 0.5%%", 100*quiet, 100*all)
	}
	if n := len(b.QuietRatios(qb)); n < 200 || n > 500 {
		t.Errorf("%d quiet slices of %d in the busy run; want about 40%% less the spells' edges", n, len(b.Ratios))
	}
}

func TestQuietRules(t *testing.T) {
	r := DefaultRules
	busy := State{Name: "Slider/impl=a/piece=rook", Ratios: noisy(1, 20, 1, 0.001), Hosts: make([]float64, 20)}
	for i := range busy.Hosts {
		busy.Hosts[i] = 2 // over the limit
	}
	busy.Hosts[0], busy.Hosts[1] = 1, 1
	q := Quiet{Level: 1, Limit: 1.1}
	if got := Active([]State{busy}, r, q); len(got) != 1 {
		t.Errorf("2 quiet slices of 20: Active = %q; want the row", got)
	}
	if got := Active([]State{busy}, r, Quiet{}); len(got) != 0 {
		t.Errorf("20 tight slices, no limit: Active = %q; want none", got)
	}
	if why := Marks([]State{busy}, r, q)[busy.Name]; !strings.Contains(why, "host busy: 2 of 20 slices quiet") {
		t.Errorf("mark = %q; want host busy: 2 of 20 slices quiet", why)
	}
	capped := busy
	capped.Ratios, capped.Hosts = noisy(2, r.MaxSamples, 1, 0.001), make([]float64, r.MaxSamples)
	for i := range capped.Hosts {
		capped.Hosts[i] = 2
	}
	if got := Active([]State{capped}, r, q); len(got) != 0 {
		t.Errorf("at MaxSamples slices, none quiet: Active = %q; want none (the cap counts every slice)", got)
	}
	seq := []Obs{{"ref", 1, 0}, {"ref", 1.05, 0}, {"ref", 1.6, 0}, {"ref", 1.0, 0}, {"ref", 1.02, 0}}
	if got := AA(seq, "ref", q); len(got) != 2 {
		t.Errorf("AA under the limit = %v; want the two pairs of quiet slices", got)
	}
}
