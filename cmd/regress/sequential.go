package main

import (
	"context"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"

	"github.com/bitbench/bitbench/internal/gate"
)

// sequential runs more rounds, two at a time in ABBA order, for the
// groups still undecided, until cfg.maxRounds. A group is a top-level
// benchmark with its first sub-benchmark ("Slider/impl=magic", see
// group): small enough that one noisy technique does not keep every other
// one running, large enough to run in one launch. The undecided groups
// are packed into launches as the rounds pack them (chunks, rows holding
// each group's rows), nearest to significance first: a change to the move
// generator leaves twenty perft groups undecided, which one launch each
// ran for about 100 s. Before each extension it
// compares what has been measured and lets gate.PlanLook decide: a group
// none of whose rows could be a regression (gate.Report.CanRegress: not
// even the minimum effect in the bad direction) stops there, for good; a
// group with a row at the minimum effect whose p-value is still falling
// always continues; the others continue nearest to significance first,
// at most -seq-groups of them (0: all). The rule that keeps this valid: a
// row of a group that stopped early is never flagged, and enters the final
// Holm correction with p = 1 (gate.Options.Stopped); a row decided early
// (below) is flagged, and enters it with p = 0; every other row is
// tested once, at the end, on all its rounds: cfg.maxRounds, or
// cfg.primaryRounds for the groups extendedGroups chose from the change
// alone, before anything was measured. Holm is monotone in the p-values,
// so whatever stops, the regressions flagged are a subset of what the
// fixed design (every row all its rounds, Holm at the end) would flag,
// and its family-wise error rate, at most alpha, bounds ours.
//
// Stopping early for a regression is a look of its own, so it spends
// level: -early-alpha, as internal/gate's alpha spending rule says
// (gate.EarlyBoundary, gate.PlanLook, gate.Report.FamilyAlpha). layout
// holds the spreads of the up-front layout A/A, nil when none ran. It
// returns the groups stopped and decided, each with its reason.
func sequential(ctx context.Context, cfg *config, layout map[gate.Key]float64, log io.Writer, has func(*side, string) bool, rows map[string]int, old, new *side) (*stops, error) {
	st := newStops()
	prevP := map[gate.Key]float64{}
	var d *seqDesign // made at the first look, from the rows measured
	for done := cfg.rounds; d == nil || done < d.last; {
		oldSet, err := old.results(old.name, true, io.Discard)
		if err != nil {
			return nil, err
		}
		newSet, err := new.results(new.name, false, io.Discard)
		if err != nil {
			return nil, err
		}
		if d == nil {
			if d, err = newSeqDesign(ctx, cfg, log, newSet); err != nil {
				return nil, err
			}
		}
		rep := gate.Compare(oldSet, newSet, d.lookOptions(cfg, layout, st))
		plan := gate.PlanLook(rep, group, prevP, st.groups(), done, cfg.seqGroups, d.boundary)
		st.add(plan)
		for _, row := range rep.Rows {
			prevP[row.Key] = row.P
		}
		next, limit := d.next(cfg, plan, done)
		if len(next) == 0 {
			logStopped(cfg, log, st, done)
			break
		}
		n := min(2, limit-done)
		if err := extend(ctx, cfg, log, has, rows, next, done, n, limit, old, new); err != nil {
			return nil, err
		}
		done += n
	}
	return st, nil
}

// A seqDesign is the design of sequential rounds, fixed at the first look
// from the change alone, before anything decides on what was measured.
type seqDesign struct {
	extended map[string]bool     // the groups that may run to cfg.primaryRounds
	primary  func(gate.Key) bool // the primary rows, nil without cfg.primaryOf
	last     int                 // the most rounds any group runs
	boundary float64             // each look's early boundary (gate.EarlyBoundary)
}

// newSeqDesign finds the primary rows among newSet's (cfg.primaryOf), the
// groups extended to cfg.primaryRounds, and each look's early boundary.
func newSeqDesign(ctx context.Context, cfg *config, log io.Writer, newSet *gate.Set) (*seqDesign, error) {
	d := &seqDesign{last: cfg.maxRounds}
	var rows map[string]bool // the primary rows, nil without cfg.primaryOf
	if cfg.primaryOf != nil {
		var err error
		if rows, err = cfg.primaryOf(ctx, rowNames(newSet)); err != nil {
			return nil, err
		}
		d.primary = func(k gate.Key) bool { return rows[k.Name] }
	}
	d.extended = extendedGroups(cfg, log, rows)
	if len(d.extended) > 0 {
		d.last = cfg.primaryRounds
	}
	d.boundary = gate.EarlyBoundary(cfg.earlyAlpha, cfg.rounds, d.last)
	return d, nil
}

// lookOptions are the options of an interim look's comparison.
func (d *seqDesign) lookOptions(cfg *config, layout map[gate.Key]float64, st *stops) gate.Options {
	return gate.Options{Alpha: cfg.opt.Alpha, MinEffect: cfg.opt.MinEffect, Stopped: st.stoppedKey, Decided: st.decidedKey,
		EarlyAlpha: cfg.earlyAlpha, Layout: layout, Paired: cfg.opt.Paired, Primary: d.primary}
}

// next returns the groups a look's plan continues after done rounds and
// the rounds they may reach: past cfg.maxRounds, only the extended groups,
// up to cfg.primaryRounds.
func (d *seqDesign) next(cfg *config, plan gate.Plan, done int) (next []string, limit int) {
	next, limit = plan.Next, cfg.maxRounds
	if done >= cfg.maxRounds {
		next = slices.DeleteFunc(slices.Clone(next), func(g string) bool { return !d.extended[g] })
		limit = cfg.primaryRounds
	}
	return next, limit
}

// logStopped says on log why sequential rounds stop after done rounds.
func logStopped(cfg *config, log io.Writer, st *stops, done int) {
	what, decided := "benchmark", ""
	if done >= cfg.maxRounds {
		what = "primary group"
	}
	if n := len(st.decided); n > 0 {
		what, decided = "undecided "+what, fmt.Sprintf(" (%s decided early)", count(n, "group"))
	}
	fmt.Fprintf(log, "regress: sequential: no %s can be a regression after %d rounds%s; stopping\n", what, done, decided)
}

// extend runs n more rounds (from done, of limit) of the groups next,
// packed into launches as the rounds pack them.
func extend(ctx context.Context, cfg *config, log io.Writer, has func(*side, string) bool, rows map[string]int, next []string, done, n, limit int, old, new *side) error {
	patterns, err := groupPatterns(cfg.bench, next)
	if err != nil {
		return err
	}
	fmt.Fprintf(log, "regress: round %s/%d (sequential, %d groups undecided, nearest to significance first: %s)\n", roundLabel(done, n), limit, len(next), strings.Join(next, ", "))
	units, pats := chunks(next, patterns, rows, rowsPerLaunch(cfg.benchtime))
	return runBlock(ctx, cfg, schedule(done, n, units, pats, has, old, new))
}

// stops holds what sequential rounds stopped: the groups stopped for
// futility or the budget and the groups decided early, each with its
// reason, and the keys decided.
type stops struct {
	stopped, decided map[string]string
	keys             map[gate.Key]bool
}

func newStops() *stops {
	return &stops{stopped: map[string]string{}, decided: map[string]string{}, keys: map[gate.Key]bool{}}
}

// add records a look's plan.
func (st *stops) add(plan gate.Plan) {
	maps.Copy(st.stopped, plan.Stopped)
	maps.Copy(st.decided, plan.Decided)
	for _, k := range plan.DecidedKeys {
		st.keys[k] = true
	}
}

// groups returns the groups no longer measured, stopped or decided.
func (st *stops) groups() map[string]bool {
	set := map[string]bool{}
	for g := range st.stopped {
		set[g] = true
	}
	for g := range st.decided {
		set[g] = true
	}
	return set
}

// stoppedKey is gate.Options.Stopped: the keys of the stopped groups, and
// the keys of a decided group that were not decided.
func (st *stops) stoppedKey(k gate.Key) bool {
	g := group(k.Name)
	_, s := st.stopped[g]
	_, d := st.decided[g]
	return s || (d && !st.keys[k])
}

// decidedKey is gate.Options.Decided.
func (st *stops) decidedKey(k gate.Key) bool { return st.keys[k] }

// empty reports whether nothing stopped early.
func (st *stops) empty() bool { return st == nil || len(st.stopped)+len(st.decided) == 0 }

// print writes one "stopped early: <group>: <reason>" line per stopped
// group and one "decided early: <group>: <reason>" line per decided group
// to the report, each kind sorted.
func (st *stops) print(w io.Writer) {
	for _, g := range slices.Sorted(maps.Keys(st.stopped)) {
		fmt.Fprintf(w, "stopped early: %s: %s\n", g, st.stopped[g])
	}
	for _, g := range slices.Sorted(maps.Keys(st.decided)) {
		fmt.Fprintf(w, "decided early: %s: %s\n", g, st.decided[g])
	}
}

// extendedGroups returns the groups whose sequential rounds may go on to
// cfg.primaryRounds: those of the primary rows (cfg.primaryOf: the rows
// the change can move, nil without it), when there are few enough of them to run in one
// launch, a change to one technique (its sliders, their native rows and
// its perft). Those rounds then cost about a second each, and they go
// where the change can be. A change that can move more rows, the move
// generator's or harness's, keeps -max-rounds for every group, so that the
// run's length does not grow with it. The choice depends on the change
// alone, never on what was measured, so each row is still tested once, at
// a number of rounds fixed in advance (see sequential). It returns an
// empty map, not nil, when no group is extended.
func extendedGroups(cfg *config, log io.Writer, primary map[string]bool) map[string]bool {
	groups := map[string]bool{}
	if cfg.primaryRounds <= cfg.maxRounds || len(primary) == 0 || len(primary) > rowsPerLaunch(cfg.benchtime) {
		return groups
	}
	for r := range primary {
		groups[group(r)] = true
	}
	fmt.Fprintf(log, "regress: sequential: the %s of the change (%d rows, one launch) may run to %d rounds, the others to %d\n",
		count(len(groups), "primary group"), len(primary), cfg.primaryRounds, cfg.maxRounds)
	return groups
}
