package enginerun

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"runtime"
	"slices"
	"strings"
	"time"

	"github.com/bitbench/bitbench/internal/benchexpr"
	"github.com/bitbench/bitbench/internal/benchloops"
	"github.com/bitbench/bitbench/internal/engine"
	"github.com/bitbench/bitbench/internal/ranking"
)

// A run is the state of one engine run.
type run struct {
	o        Options
	start    time.Time
	steps    map[string]step // by key: the row's name, with -P when parallel
	keys     []string        // in go test's order
	states   map[string]*engine.State
	cost     map[string]time.Duration
	seq      []engine.Obs // every slice, in order, for the A/A control
	cpus     []int        // the CPUs a launch of parallel rows may use
	refs     []float64    // every reference slice's figure, for the quiet level
	rounds   int
	launches int
}

// Drive runs the engine with o and writes the results to o.Out; the error
// says why the run failed. It returns only when the run is complete.
func Drive(ctx context.Context, o Options) error {
	if err := o.check(); err != nil {
		return usageErr{err}
	}
	if err := benchexpr.Check(o.Bench); err != nil {
		return usageErr{err}
	}
	r := &run{o: o, start: time.Now(), steps: map[string]step{}, states: map[string]*engine.State{}, cost: map[string]time.Duration{}}
	r.cpus, _ = benchloops.AllowedCPUs() // none off Linux: the reference is then not pinned
	if err := r.list(); err != nil {
		return err
	}
	if len(r.keys) == 0 || len(r.keys) == 1 && !r.selects(o.Ref) {
		return usageErr{fmt.Errorf("-bench %q selects no benchmark row", o.Bench)}
	}
	if err := r.affordable(); err != nil {
		return usageErr{err}
	}
	dir, err := os.MkdirTemp("", "bitbench-engine-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	before := snapHost()
	r.header()
	rng := rand.New(rand.NewPCG(o.Seed, 0x62697462656e6368))
	for {
		spent := float64(time.Since(r.start)) / float64(o.Budget)
		states, q := r.stateList(), r.quiet()
		active := engine.Next(states, o.Rules, q, spent)
		if len(active) == 0 {
			break
		}
		more, err := r.round(ctx, dir, repeat(active, engine.Burst(states, o.Rules, q, spent)), rng)
		if err != nil {
			return err
		}
		if !more {
			break
		}
	}
	r.trailer(loadBetween(before, snapHost()))
	return nil
}

// list finds the rows o.Bench selects: every tree's rows in this process,
// the parallel perft's at 1 and at every CPU.
func (r *run) list() error {
	ncpu := runtime.NumCPU()
	for _, t := range benchloops.Trees(r.o.Quick) {
		procs := []int{1}
		if t.Name == "ParallelPerft" && ncpu > 1 {
			procs = append(procs, ncpu)
		}
		rows, err := benchloops.Rows([]benchloops.Tree{t})
		if err != nil {
			return err
		}
		for _, row := range rows {
			// The reference runs in every launch, selected or not.
			if !r.selects(row.Name) && row.Name != r.o.Ref {
				continue
			}
			for _, p := range procs {
				key := row.Name
				if p > 1 {
					key += fmt.Sprintf("-%d", p)
				}
				r.steps[key] = step{row.Name, p, -1}
				r.keys = append(r.keys, key)
				r.states[key] = &engine.State{Name: key, Once: t.Name == "TableBytes"}
				r.cost[key] = r.o.Slice + 10*time.Millisecond
			}
		}
	}
	if _, ok := r.steps[r.o.Ref]; !ok {
		return fmt.Errorf("the reference row %s is not in this binary", r.o.Ref)
	}
	return nil
}

// affordable returns why o.Budget cannot measure the rows r lists: each row
// needs Rules.MinSamples slices for an interval (one for a figure measured
// Once), and a reference slice comes every RefEvery rows. The least that
// takes is their slices' time alone, without the launches and the timed
// loops' own start; a budget under it would end the run with rows that
// have no interval, or with none measured at all.
func (r *run) affordable() error {
	o := r.o
	slices := 0
	for _, k := range r.keys {
		switch {
		case k == o.Ref:
		case r.states[k].Once:
			slices++
		default:
			slices += o.Rules.MinSamples
		}
	}
	slices += (slices + o.RefEvery - 1) / o.RefEvery
	least := time.Duration(slices) * o.Slice
	if o.Budget >= least {
		return nil
	}
	return fmt.Errorf("a budget of %v is too short for the %d rows selected: each needs %d slices of %v (a table's size one), and the reference one every %d rows: %d slices, %v at the least without the launches; give a budget of %v or more, shorter slices or fewer rows (-bench)",
		o.Budget, len(r.keys)-1, o.Rules.MinSamples, o.Slice, o.RefEvery, slices, least.Round(time.Second), least.Round(time.Second)+time.Second)
}

// selects reports whether o.Bench selects the row; with no -bench, a
// quick run selects the rows the terminal's ranking shows (ranking.Shown)
// and any other run every row.
func (r *run) selects(name string) bool {
	if r.o.Bench == "" || r.o.Bench == "." {
		return !r.o.Quick || ranking.Shown(name)
	}
	p, err := benchexpr.Restrict(r.o.Bench, strings.Split("Benchmark"+name, "/")...)
	return err == nil && p != ""
}

// stateList returns the rows' states in go test's order; the reference's
// is left out (it is sampled in every launch anyway).
func (r *run) stateList() []engine.State {
	var out []engine.State
	for _, k := range r.keys {
		if k != r.o.Ref {
			out = append(out, *r.states[k])
		}
	}
	return out
}

// repeat returns rows with each row that burst names burst[row] times in
// all: the slices of a round (engine.Burst).
func repeat(rows []string, burst map[string]int) []string {
	var out []string
	for _, k := range rows {
		for range max(burst[k], 1) {
			out = append(out, k)
		}
	}
	return out
}

// round runs one round over the active rows, launch by launch, while the
// budget lasts, a row as many times as active names it; more is false
// when the budget ended it.
func (r *run) round(ctx context.Context, dir string, active []string, rng *rand.Rand) (more bool, err error) {
	r.rounds++
	launches := r.plan(active, rng)
	fmt.Fprintf(r.o.Log, "bench engine: round %d: %d slices in %d launches, %s of %s spent\n", r.rounds, len(active), len(launches), time.Since(r.start).Round(time.Second), r.o.Budget)
	for _, l := range launches {
		var want time.Duration
		for _, s := range l.steps {
			want += r.cost[s.key()]
		}
		if time.Since(r.start)+want+launchOverhead > r.o.Budget {
			return false, nil
		}
		if err := r.launch(ctx, dir, l); err != nil {
			return false, err
		}
	}
	return true, nil
}

// launchOverhead is what a launch costs besides its slices: the copy, the
// start-up and the rows' listing.
const launchOverhead = 300 * time.Millisecond

// launch runs one launch and records its results.
func (r *run) launch(ctx context.Context, dir string, l launch) error {
	r.launches++
	began := time.Now()
	res, err := runLaunch(ctx, r.o, dir, r.launches, l)
	if err != nil {
		return err
	}
	on := "unpinned"
	if l.pin >= 0 {
		on = fmt.Sprintf("CPU %d", l.pin)
	}
	fmt.Fprintf(r.o.Log, "bench engine: launch %d (round %d, %s): %d slices in %s\n", r.launches, r.rounds, on, len(res), time.Since(began).Round(time.Millisecond))
	seq := make([]engine.Obs, len(res))
	for i, x := range res {
		v, _ := x.value(r.o.Estimator)
		seq[i] = engine.Obs{Row: keyOf(x), Value: v, CPU: x.cpu}
		if x.cpu < 0 {
			seq[i].CPU = l.pin
		}
	}
	samples := engine.Samples(seq, r.o.Ref)
	spent := float64(time.Since(r.start)) / float64(r.o.Budget)
	for i, x := range res {
		k := keyOf(x)
		st := r.states[k]
		if st == nil {
			return fmt.Errorf("launch %d reported a row it was not asked for: %s", r.launches, k)
		}
		if samples[i].Ratio > 0 || st.Once {
			st.Ratios = append(st.Ratios, samples[i].Ratio)
			st.Hosts = append(st.Hosts, samples[i].Host)
			st.CPUs = append(st.CPUs, seq[i].CPU)
			st.Last = spent
		}
		if k == r.o.Ref && seq[i].Value > 0 {
			r.refs = append(r.refs, seq[i].Value)
		}
		r.cost[k] = time.Duration(x.took * float64(time.Second))
		fmt.Fprintln(r.o.Out, x.format(samples[i]))
	}
	r.seq = append(r.seq, seq...)
	return nil
}

// quiet returns the run's quiet level so far (engine.QuietOf).
func (r *run) quiet() engine.Quiet { return engine.QuietOf(r.refs, r.o.Rules.QuietBand) }

// keyOf is the key of a result's row.
func keyOf(x result) string { return step{x.name, x.procs, -1}.key() }

// sortedMarks returns marks as "ROW (why)" in go test's order of keys.
func sortedMarks(keys []string, marks map[string]string) []string {
	var out []string
	for _, k := range keys {
		if why, ok := marks[k]; ok {
			out = append(out, k+" ("+why+")")
		}
	}
	return slices.Clip(out)
}
