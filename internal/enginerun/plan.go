package enginerun

import (
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/bitbench/bitbench/internal/engine"
)

// A step is one slice to run: a row, its GOMAXPROCS, and the CPU the
// worker pins it to (-1: none; a reference slice of a launch of parallel
// rows, run once on each CPU).
type step struct {
	row   string
	procs int
	cpu   int
}

// key is the step's row as the run keys it: the name, with -P when
// parallel.
func (s step) key() string {
	if s.procs > 1 {
		return fmt.Sprintf("%s-%d", s.row, s.procs)
	}
	return s.row
}

// A launch is the steps of one launch, the CPU it is pinned to (-1: none,
// a launch of parallel rows or a run without pinning), and how many bytes
// its binary's name is padded by (see namePad).
type launch struct {
	steps []step
	pin   int
	pad   int
}

// namePad is one more than the most bytes a launch's binary name is padded
// by, each launch's drawn afresh. The length of the name the binary runs
// under moves what the process allocates before a row's tables, and so
// where they sit: kindergarten-native-vec's queen took 3.3 ns with the
// binary at a path of 50, 60 or 68 bytes and 3.9–4.1 ns at 55, 65 or 70, on
// one CPU in one minute (docs/benchmarks.md). Within a run the name
// barely changed (the run's folder's, a copy's suffix of ten digits three
// times in four), so nearly every launch of a run met one of the two, and
// two runs of one commit were 15% apart, each steady. Drawn per launch, a run samples that
// layout as it samples the others.
const namePad = 128

// plan cuts the active rows into the launches of one round (engine.Plan),
// in a random order: the single-thread rows in launches of their own, each
// row in a launch pinned to the CPU of o.Pins it has the fewest samples
// that count on (engine.NextCPU), the rows of more than one GOMAXPROCS in others, which
// run unpinned. In those the reference, at each of its places, runs once
// on each CPU the launch may use (r.cpus), pinned there, so that the host
// around a parallel slice is measured on every CPU the slice may have run
// on (engine.Samples).
func (r *run) plan(active []string, rng *rand.Rand) []launch {
	layout := engine.Layout{Ref: r.o.Ref, RefEvery: r.o.RefEvery, Launch: r.o.Launch}
	cost := func(k string) time.Duration { return r.cost[k] }
	perCPU := func(k string) time.Duration {
		if k == r.o.Ref {
			return time.Duration(max(len(r.cpus), 1)) * r.cost[k]
		}
		return r.cost[k]
	}
	q := r.quiet()
	single := map[int][]string{}
	var parallel []string
	for _, k := range active {
		if r.steps[k].procs > 1 {
			parallel = append(parallel, k)
			continue
		}
		c := engine.NextCPU(*r.states[k], r.o.Pins, q, rng)
		single[c] = append(single[c], k)
	}
	var launches []launch
	for _, c := range append([]int{-1}, r.o.Pins...) {
		for _, keys := range engine.Plan(single[c], cost, layout, rng) {
			launches = append(launches, launch{steps: r.stepsOf(keys, nil), pin: c})
		}
	}
	for _, keys := range engine.Plan(parallel, perCPU, layout, rng) {
		launches = append(launches, launch{steps: r.stepsOf(keys, r.cpus), pin: -1})
	}
	rng.Shuffle(len(launches), func(i, j int) { launches[i], launches[j] = launches[j], launches[i] })
	for i := range launches {
		launches[i].pad = rng.IntN(namePad)
	}
	return launches
}

// stepsOf returns the steps of a launch of keys, the reference's once on
// each of cpus (as it is where cpus is empty).
func (r *run) stepsOf(keys []string, cpus []int) []step {
	var out []step
	for _, k := range keys {
		s := r.steps[k]
		if k != r.o.Ref || len(cpus) == 0 {
			out = append(out, s)
			continue
		}
		for _, c := range cpus {
			s.cpu = c
			out = append(out, s)
		}
	}
	return out
}
