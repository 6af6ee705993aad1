package enginerun

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/bitbench/bitbench/internal/engine"
)

// TestPlanPinsSingleThreadRows: the parallel perft's rows at GOMAXPROCS 1
// run in the pinned launches with the other single-thread rows; the rows
// at GOMAXPROCS 2 run in unpinned launches, where the reference, at each
// of its places, runs once on each CPU, pinned there, and nowhere else.
func TestPlanPinsSingleThreadRows(t *testing.T) {
	o := Defaults
	o.Pins, o.RefEvery, o.Launch = []int{0, 1}, 3, 200*time.Millisecond
	r := &run{o: o, steps: map[string]step{}, states: map[string]*engine.State{}, cost: map[string]time.Duration{}, cpus: []int{0, 1}}
	add := func(row string, procs int) {
		s := step{row, procs, -1}
		r.steps[s.key()], r.cost[s.key()] = s, 20*time.Millisecond
		r.states[s.key()] = &engine.State{Name: s.key()}
	}
	add(o.Ref, 1)
	var active []string
	for i := range 12 {
		add(fmt.Sprintf("Slider/impl=t%02d/piece=rook/load=random", i), 1)
		active = append(active, fmt.Sprintf("Slider/impl=t%02d/piece=rook/load=random", i))
	}
	for _, impl := range []string{"magic", "pext", "gfni", "sissy"} {
		row := "ParallelPerft/impl=" + impl + "/pos=start"
		add(row, 1)
		add(row, 2)
		active = append(active, row, row+"-2")
	}
	seen := map[string]int{}
	kinds := map[bool]int{}
	for i, l := range r.plan(active, rand.New(rand.NewPCG(1, 2))) {
		steps, parallel := l.steps, l.pin < 0
		kinds[parallel]++
		for j, s := range steps {
			seen[s.key()]++
			switch {
			case s.row != o.Ref && s.cpu >= 0:
				t.Errorf("launch %d, step %d: %s pinned to CPU %d; want only the reference pinned", i, j, s.key(), s.cpu)
			case s.procs > 1 && !parallel, s.procs == 1 && s.row != o.Ref && parallel:
				t.Errorf("launch %d (pinned %v): holds %s", i, !parallel, s.key())
			case s.row == o.Ref && !parallel && s.cpu >= 0:
				t.Errorf("launch %d, step %d: the reference of a pinned launch pinned to CPU %d", i, j, s.cpu)
			}
		}
		if parallel {
			checkPerCPURef(t, i, steps, o.Ref, r.cpus)
		}
	}
	if kinds[false] == 0 || kinds[true] == 0 {
		t.Errorf("%d pinned launches, %d unpinned; want both", kinds[false], kinds[true])
	}
	for _, k := range active {
		if seen[k] != 1 {
			t.Errorf("%s planned %d times; want once", k, seen[k])
		}
	}
}

// checkPerCPURef checks that launch i holds the reference at two places
// at least, each place once on each of cpus, in order.
func checkPerCPURef(t *testing.T, i int, steps []step, ref string, cpus []int) {
	t.Helper()
	places := 0
	for j := 0; j < len(steps); {
		if steps[j].row != ref {
			j++
			continue
		}
		var on []int
		for ; j < len(steps) && steps[j].row == ref; j++ {
			on = append(on, steps[j].cpu)
		}
		if places++; !slices.Equal(on, cpus) {
			t.Errorf("launch %d: the reference's place %d on CPUs %v; want %v", i, places, on, cpus)
		}
	}
	if places < 2 {
		t.Errorf("launch %d: the reference at %d places; want it at both ends at least", i, places)
	}
}

// TestPlanTakesCPUsByTurns: over rounds, each single-thread row runs on
// the CPUs of o.Pins by turns, whatever it ran on before and whichever
// rows each round holds: after every round, its samples on any two CPUs
// differ by one at most, and a row behind on one CPU catches up there.
// Each launch's name is padded by a length of its own.
func TestPlanTakesCPUsByTurns(t *testing.T) {
	o := Defaults
	o.Pins, o.RefEvery, o.Launch = []int{0, 1}, 3, 100*time.Millisecond
	r := &run{o: o, steps: map[string]step{}, states: map[string]*engine.State{}, cost: map[string]time.Duration{}}
	r.steps[o.Ref], r.cost[o.Ref] = step{o.Ref, 1, -1}, 20*time.Millisecond
	var rows []string
	for i := range 30 {
		s := step{fmt.Sprintf("Slider/impl=t%02d/piece=rook/load=random", i), 1, -1}
		r.steps[s.key()], r.cost[s.key()] = s, 20*time.Millisecond
		r.states[s.key()] = &engine.State{Name: s.key()}
		rows = append(rows, s.key())
	}
	r.states[rows[0]].CPUs = []int{1, 1, 1} // behind on CPU 0 by three
	rng := rand.New(rand.NewPCG(3, 4))
	pads := map[int]bool{}
	for round := range 12 {
		active := rows
		if round%3 == 2 {
			active = rows[:10] // a round of some rows only
		}
		on := map[int]int{}
		for _, l := range r.plan(active, rng) {
			on[l.pin]++
			pads[l.pad] = true
			if l.pad < 0 || l.pad >= namePad {
				t.Errorf("round %d: a launch padded by %d bytes; want 0 to %d", round, l.pad, namePad-1)
			}
			for _, s := range l.steps {
				if s.row != o.Ref {
					st := r.states[s.key()]
					st.CPUs = append(st.CPUs, l.pin)
				}
			}
		}
		if on[0] == 0 || on[1] == 0 || on[-1] > 0 {
			t.Errorf("round %d: launches by pin %v; want some on CPU 0 and 1, none unpinned", round, on)
		}
	}
	for _, k := range rows {
		n := map[int]int{}
		for _, c := range r.states[k].CPUs {
			n[c]++
		}
		if d := n[0] - n[1]; d < -1 || d > 1 {
			t.Errorf("%s: %d samples on CPU 0, %d on CPU 1; want them within one of each other", k, n[0], n[1])
		}
	}
	if len(pads) < 10 {
		t.Errorf("the launches' names padded by %d distinct lengths; want each launch's drawn afresh", len(pads))
	}
	if got := r.states[rows[0]].CPUs[3:6]; !slices.Equal(got, []int{0, 0, 0}) {
		t.Errorf("the row behind on CPU 0 by three took its next three on %v; want 0, 0, 0", got)
	}
}

// TestPlanRepeatsBurstRows: a row that engine.Burst gives three slices
// runs three times in the round's launches, the others once, whether
// single-thread (pinned) or parallel.
func TestPlanRepeatsBurstRows(t *testing.T) {
	o := Defaults
	o.Pins, o.RefEvery, o.Launch = []int{0, 1}, 3, 200*time.Millisecond
	r := &run{o: o, steps: map[string]step{}, states: map[string]*engine.State{}, cost: map[string]time.Duration{}, cpus: []int{0, 1}}
	for _, s := range []step{{o.Ref, 1, -1}, {"Slider/impl=a/piece=rook/load=random", 1, -1}, {"Slider/impl=b/piece=rook/load=random", 1, -1}, {"ParallelPerft/impl=a/pos=start", 2, -1}, {"ParallelPerft/impl=b/pos=start", 2, -1}} {
		r.steps[s.key()], r.cost[s.key()] = s, 20*time.Millisecond
		r.states[s.key()] = &engine.State{Name: s.key()}
	}
	rows := []string{"Slider/impl=a/piece=rook/load=random", "Slider/impl=b/piece=rook/load=random", "ParallelPerft/impl=a/pos=start-2", "ParallelPerft/impl=b/pos=start-2"}
	burst := map[string]int{rows[0]: 3, rows[2]: 3}
	want := map[string]int{rows[0]: 3, rows[1]: 1, rows[2]: 3, rows[3]: 1}
	got := map[string]int{}
	for _, l := range r.plan(repeat(rows, burst), rand.New(rand.NewPCG(3, 4))) {
		for _, s := range l.steps {
			if s.row != o.Ref {
				got[s.key()]++
			}
		}
	}
	for k, n := range want {
		if got[k] != n {
			t.Errorf("%s runs %d times in the round; want %d (all: %v)", k, got[k], n, got)
		}
	}
}
