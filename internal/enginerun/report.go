package enginerun

import (
	"fmt"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/bitbench/bitbench/internal/benchloops"
	"github.com/bitbench/bitbench/internal/cpulist"
	"github.com/bitbench/bitbench/internal/engine"
	"github.com/bitbench/bitbench/internal/results"
)

// header writes the configuration lines that head the results: the
// binary's (benchloops.ConfigLines), the testing package's usual ones, and
// the schedule.
func (r *run) header() {
	w := r.o.Out
	for _, l := range benchloops.ConfigLines(r.o.Commit) {
		fmt.Fprintln(w, l)
	}
	fmt.Fprintf(w, "goos: %s\ngoarch: %s\npkg: github.com/bitbench/bitbench\n", runtime.GOOS, runtime.GOARCH)
	if model, err := results.LocalCPUModel(); err == nil {
		fmt.Fprintf(w, "cpu: %s\n", model)
	}
	ru := r.o.Rules
	fmt.Fprintf(w, "engine: %s\nbudget: %s\nslice: %s\nestimator: %s\nreference: %s\nseed: %d\n",
		results.EngineRounds, r.o.Budget, r.o.Slice, r.o.Estimator, r.o.Ref, r.o.Seed)
	fmt.Fprintf(w, "rules: %d to %d samples a row; a row stops at ±%.1f%%, or at ±%.1f%% while it overlaps a neighbour; marked above ±%.1f%%, or where the medians of its first and second half of samples are more than %.1f%% apart and their intervals do not meet%s; %s; the reference every %d rows; a slice counts where its host (the slower reference slice around it) is at most %.0f%% above the reference's %.0fth percentile; %s\n",
		ru.MinSamples, ru.MaxSamples, 100*ru.Target, 100*ru.Floor, 100*ru.Wide, 100*ru.Drift, stretchRule(ru), rescueRule(ru)+revisitRule(ru), r.o.RefEvery, 100*ru.QuietBand, 100*engine.QuietQuantile, pinRule(r.o.Pins)+parallelRule(r.cpus))
}

// stretchRule is the rules: line's account of the mark for a row's
// stretches (engine.Stretches); none where the rules take no stretches.
// Files written before it say nothing of it: no row was marked for them.
func stretchRule(ru engine.Rules) string {
	if ru.Stretches < 2 {
		return ""
	}
	return fmt.Sprintf(", or where the medians of %d stretches of its samples, in the order measured, put its median at more than ±%.1f%% (batch means, Student's t)", ru.Stretches, 100*ru.StretchWide)
}

// rescueRule is the rules: line's account of the end of the budget
// (engine.Next). Files written before it say nothing of it: every round
// took every undecided row.
func rescueRule(ru engine.Rules) string {
	if ru.Rescue <= 0 {
		return "every round takes every undecided row"
	}
	return fmt.Sprintf("the last %.0f%% of the budget goes to the rows still marked for their interval and not for a drift, %s up to %d samples a row, in rounds of at least %d rows, the widest undecided ones added", 100*ru.Rescue, burstRule(ru), ru.RescueMax, ru.RescueRound)
}

// burstRule is the rescue's account of its slices a round (engine.Burst).
// Files written before it say nothing of it: a row took one a round.
func burstRule(ru engine.Rules) string {
	if ru.RescueBurst < 2 {
		return "one slice a round,"
	}
	return fmt.Sprintf("%d slices a round,", ru.RescueBurst)
}

// revisitRule is the rules: line's account of the revisits (engine.Stale).
// Files written before them say nothing of them: a row that stopped took
// no more slices.
func revisitRule(ru engine.Rules) string {
	if ru.Revisit <= 0 {
		return ""
	}
	return fmt.Sprintf("; a row that stopped takes a slice again once %.0f%% of the budget has passed since its latest, up to %d samples", 100*ru.Revisit, ru.RescueMax)
}

// pinRule is the rules: line's account of the CPUs of the single-thread
// launches (engine.NextCPU). Files written before it say nothing of it:
// their launches ran on the one CPU make bench chose, the last allowed.
func pinRule(pins []int) string {
	switch len(pins) {
	case 0:
		return "single-thread launches run unpinned; "
	case 1:
		return fmt.Sprintf("single-thread launches pinned to CPU %d; ", pins[0])
	}
	return "single-thread launches pinned to CPUs " + cpulist.Format(pins) + ", each row's next slice on the one with the fewest of its samples that count; "
}

// parallelRule is the rules: line's account of how the host around a
// parallel row's slice is measured, on the CPUs a launch of parallel rows
// may use. Files written before it say nothing of it: their reference ran
// once at each place of every launch.
func parallelRule(cpus []int) string {
	if len(cpus) < 2 {
		return "a launch of parallel rows runs unpinned, the reference once at each place (its CPUs not known)"
	}
	list := make([]string, len(cpus))
	for i, c := range cpus {
		list[i] = strconv.Itoa(c)
	}
	return "a launch of parallel rows runs unpinned, the reference at each place once on each of its CPUs (" + strings.Join(list, ",") + "), pinned, and a slice's host is the slowest reference slice of the places on either side of it"
}

// trailer writes what the run learnt about itself after the last result.
func (r *run) trailer(load hostLoad) {
	w := r.o.Out
	q := r.quiet()
	aa := engine.AA(r.seq, r.o.Ref, q)
	floor := engine.Spread(aa)
	states := r.stateList()
	marks := engine.Marks(states, r.o.Rules, q)
	steal, busy, warn := load.lines()
	fmt.Fprintf(w, "rounds: %d\nlaunches: %d\nelapsed: %s\n", r.rounds, r.launches, time.Since(r.start).Round(time.Second))
	if q.Limit > 0 {
		fmt.Fprintln(w, results.QuietLine(q.Limit, q.Level, q.Under, q.Slices))
	}
	fmt.Fprintf(w, "noise-floor: A/A ±%.2f%% (reference slice against the one before it on the same CPU, both quiet, %d pairs; spread = half the 10–90%% range)\n", 100*floor, len(aa))
	fmt.Fprintf(w, "steal: %s\nbusy: %s\n", steal, busy)
	if warn != "" {
		fmt.Fprintf(w, "warning: %s\n", warn)
		fmt.Fprintf(r.o.Log, "bench engine: WARNING: %s\n", warn)
	}
	if m := sortedMarks(r.keys, marks); len(m) > 0 {
		for _, line := range results.UnstableLines(m) {
			fmt.Fprintln(w, line)
		}
		fmt.Fprintf(r.o.Log, "bench engine: marked unstable: %s\n", strings.Join(m, "; "))
	}
	fmt.Fprintf(r.o.Log, "bench engine: %d rounds, %d launches, %d of %d rows marked unstable, A/A ±%.2f%%, in %s\n", r.rounds, r.launches, len(marks), len(states), 100*floor, time.Since(r.start).Round(time.Second))
}
