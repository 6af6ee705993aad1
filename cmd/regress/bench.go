package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/bitbench/bitbench/internal/gate"
	"github.com/bitbench/bitbench/internal/results"
	"github.com/bitbench/bitbench/internal/safefile"
	"github.com/bitbench/bitbench/internal/stamp"
	"github.com/bitbench/bitbench/internal/testbin"
)

// A side is one test binary and the outputs of its runs.
type side struct {
	label string       // "old" or "new"
	name  string       // for messages: "base 0123456789ab", "working tree"
	dir   string       // package directory the binary runs in (for testdata/)
	bin   string       // path of the test binary; "" when the package has no tests
	fresh bool         // run every launch from a fresh copy of bin (-fresh-copies)
	out   bytes.Buffer // concatenated benchmark output
}

// funcAlign is the function alignment of every binary the gate builds,
// on top of the build settings every builder of the test binary shares
// (internal/testbin: GOAMD64, -pgo=off).
//
// -ldflags=-funcalign=64 starts every function on a 64-byte boundary
// (amd64's default is 32). A tight loop's speed depends on where it falls
// in the cache lines and 32-byte fetch windows, and with 32-byte alignment
// a change anywhere before a function in the binary moves it between the
// two halves of a line: measured here, BenchmarkSet's op=shift rows ran
// 15–27% slower from that alone when the benchmark loops moved package.
// With 64-byte alignment a function's place in its cache lines depends on
// its own code only, so an unchanged function keeps its speed; what
// remains of layout noise (4 KiB aliasing, branch predictor indexing) is
// what the layout A/A measures. Both sides are built alike, so the
// comparison stays fair; the committed results files (cmd/bench) use the
// default alignment.
//
// The binaries are built with -trimpath too, which drops the directory
// from the build, so that the base, built in a fresh temporary worktree on
// every run, reuses the build cache.
const funcAlign = 64

// build compiles the test binary of the package in s.dir into tmp as the
// build spec. A package without test files leaves s.bin empty.
func (s *side) build(ctx context.Context, tmp string, spec testbin.Spec) error {
	bin := filepath.Join(tmp, s.label+".test")
	var log bytes.Buffer
	b := testbin.Binary{Spec: spec, Out: bin, Dir: s.dir, FuncAlign: funcAlign, Trimpath: true}
	if err := b.Build(ctx, &log); err != nil {
		return fmt.Errorf("building the %s test binary in %s: %w\n%s", s.label, s.dir, err, tail(log.String(), 2000))
	}
	if _, err := os.Stat(bin); err == nil {
		s.bin = bin
	}
	return nil
}

// check runs the correctness tests matching pattern; their failure is a
// failure of the new tree.
func (s *side) check(ctx context.Context, pattern string, log io.Writer) error {
	if pattern == "" {
		fmt.Fprintln(log, "regress: warning: -check is empty, correctness tests skipped")
		return nil
	}
	if s.bin == "" {
		return &failure{fmt.Errorf("the %s tree has no tests in %s, so -check %q cannot run", s.label, s.dir, pattern)}
	}
	fmt.Fprintf(log, "regress: correctness: running tests %q of the %s tree\n", pattern, s.label)
	if _, err := s.exec(ctx, io.Discard, "-test.run", pattern, "-test.count", "1"); err != nil {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		return &failure{fmt.Errorf("correctness tests failed, no timing done: %w", err)}
	}
	return nil
}

// benchOnce runs the benchmarks matching pattern count times, appending
// to s.out. A failure of the new tree's benchmarks (a non-zero exit, a
// "--- FAIL" or "panic:" line, a result line without a measurement) is a
// failure, quoted; of the base's, an error.
func (s *side) benchOnce(ctx context.Context, cfg *config, pattern string, count int) error {
	return s.benchTo(ctx, cfg, &s.out, pattern, count, cfg.benchtime)
}

// benchTo is benchOnce at benchtime, the output going to w.
func (s *side) benchTo(ctx context.Context, cfg *config, w io.Writer, pattern string, count int, benchtime string) error {
	if s.bin == "" {
		return nil
	}
	args := []string{"-test.run", "^$", "-test.bench", pattern, "-test.count", strconv.Itoa(count), "-test.benchtime", benchtime}
	if cfg.benchmem {
		args = append(args, "-test.benchmem")
	}
	args = append(args, cfg.testArgs...)
	out, err := s.exec(ctx, w, args...)
	if ctx.Err() != nil {
		return ctx.Err()
	}
	// The output is searched even when the exit status is 0: a benchmark
	// that panicked can exit 0 (see unmeasured).
	quote := out.failures()
	if quote == "" && err == nil {
		return nil
	}
	if quote == "" {
		quote = err.Error()
	}
	first, rest, _ := strings.Cut(quote, "\n")
	err = fmt.Errorf("benchmarks of the %s fail: %s\n%s", s.name, first, rest)
	if s.label == "new" {
		return &failure{err}
	}
	return err
}

// interleave runs the sides' benchmarks for cfg.rounds rounds. With two
// sides each round is a series of short launches (see chunks): each
// launch runs a few groups of rows, both sides run it in ABBA order
// (schedule) before the next launch starts, so that the base's and the
// head's runs of a row lie well within a second of each other and pair up
// (gate.Options.Paired): the host's speed, which here changes for seconds
// at a time, is the same for both runs of a pair. With one side (-baseline)
// each round runs one top-level benchmark at a time. It stops before any
// round when -bench selects no benchmark of the new tree. With two sides
// and cfg.maxRounds above cfg.rounds it then runs sequential rounds (see
// sequential) and returns the groups stopped or decided early.
func interleave(ctx context.Context, cfg *config, log io.Writer, sides ...*side) (*stops, error) {
	var units, patterns []string
	present := map[*side]map[string]bool{}
	rows := map[string]int{} // rows of each group, with two sides
	var newSide *side
	for _, s := range sides {
		names, pats, err := s.benchmarks(ctx, cfg.bench)
		if err == nil && len(sides) == 2 {
			names, pats, err = s.groups(ctx, cfg, names, rows)
		}
		if err != nil {
			if s.label == "new" && ctx.Err() == nil {
				return nil, &failure{err}
			}
			return nil, err
		}
		present[s] = map[string]bool{}
		for i, n := range names {
			present[s][n] = true
			if !slices.Contains(units, n) {
				units, patterns = append(units, n), append(patterns, pats[i])
			}
		}
		if s.label == "new" {
			newSide = s
		}
	}
	if newSide != nil && len(present[newSide]) == 0 {
		return nil, fmt.Errorf("new tree: %w (is -bench right?)", results.ErrNoResults)
	}
	if len(sides) == 2 {
		units, patterns = chunks(units, patterns, rows, rowsPerLaunch(cfg.benchtime))
	}
	has := func(s *side, unit string) bool {
		for _, g := range strings.Split(unit, unitSep) {
			if present[s][g] {
				return true
			}
		}
		return false
	}
	for r := 0; r < cfg.rounds; r += 2 {
		n := min(2, cfg.rounds-r)
		fmt.Fprintf(log, "regress: round %s/%d (%s, %s)\n", roundLabel(r, n), cfg.rounds, unitsName(len(sides), len(units)), orderName(len(sides), n))
		if err := runBlock(ctx, cfg, schedule(r, n, units, patterns, has, sides...)); err != nil {
			return nil, err
		}
		// Stop at once, not after every round, when the filter matches
		// nothing below the top level in the new tree.
		if r == 0 && newSide != nil {
			if _, err := newSide.results("new tree", false, io.Discard); err != nil {
				return nil, err
			}
		}
	}
	if len(sides) != 2 || cfg.maxRounds <= cfg.rounds {
		return nil, nil
	}
	return sequential(ctx, cfg, log, has, rows, sides[0], sides[1])
}

// unitsName describes a round's launches in the progress log.
func unitsName(sides, units int) string {
	switch {
	case sides == 2 && units == 1:
		return "1 launch of a few groups"
	case sides == 2:
		return fmt.Sprintf("%d launches of a few groups", units)
	}
	return fmt.Sprintf("%d top-level benchmark%s", units, plural(units))
}

// launchTarget is how long one launch of a round runs its benchmarks:
// short enough that the base's and the head's runs of a row, one launch
// apart, see the host in the same state (it changes for seconds at a time
// on this project's machine: docs/gate.md), long enough that starting the
// binary (about 0.1 s, most of it the techniques' tables) stays a small
// part of a round.
const launchTarget = 400 * time.Millisecond

// rowsPerLaunch is how many rows of benchtime fill launchTarget: at least
// 1, and 1 for an iteration count ("100x"), whose time is unknown.
func rowsPerLaunch(benchtime string) int {
	d, err := time.ParseDuration(benchtime)
	if err != nil || d <= 0 {
		return 1
	}
	return max(1, int(launchTarget/d))
}

// unitSep joins the groups of one launch in its name.
const unitSep = " "

// groups lists the groups (see group) of the rows the side's top-level
// benchmarks tops select, in the binary's order, each with its pattern,
// and raises rows[g] to the number of rows of group g when the side has
// more. It runs each selected benchmark once, one iteration (-benchtime
// 1x), to learn the names below the top level, which only a run prints; a
// failure is the side's, as in benchOnce.
func (s *side) groups(ctx context.Context, cfg *config, tops []string, rows map[string]int) (groups, patterns []string, err error) {
	if s.bin == "" || len(tops) == 0 {
		return nil, nil, nil
	}
	var out bytes.Buffer
	if err := s.benchTo(ctx, cfg, &out, cfg.bench, 1, "1x"); err != nil {
		return nil, nil, err
	}
	set, err := results.Read(bytes.NewReader(out.Bytes()), s.name)
	if errors.Is(err, results.ErrNoResults) {
		return nil, nil, nil
	}
	if err != nil {
		return nil, nil, fmt.Errorf("listing the rows of the %s: %w", s.name, err)
	}
	seen := map[string]bool{}
	mine := map[string]int{}
	for _, r := range set.Rows {
		if seen[r.Name] {
			continue
		}
		seen[r.Name] = true
		g := group(r.Name)
		if mine[g] == 0 {
			p, err := restrictGroup(cfg.bench, g)
			if err != nil {
				return nil, nil, err
			}
			groups, patterns = append(groups, g), append(patterns, p)
		}
		mine[g]++
		rows[g] = max(rows[g], mine[g])
	}
	return groups, patterns, nil
}

// chunks joins consecutive groups into launches of at most perLaunch rows
// each (rows holds each group's; a group larger than that is a launch of
// its own), named by their groups joined with unitSep, with their
// patterns joined as alternatives.
func chunks(groups, patterns []string, rows map[string]int, perLaunch int) (units, pats []string) {
	var names, alts []string
	filled := 0
	flush := func() {
		if len(names) > 0 {
			units, pats = append(units, strings.Join(names, unitSep)), append(pats, strings.Join(alts, "|"))
			names, alts, filled = nil, nil, 0
		}
	}
	for i, g := range groups {
		n := max(1, rows[g])
		if filled > 0 && filled+n > perLaunch {
			flush()
		}
		names, alts, filled = append(names, g), append(alts, patterns[i]), filled+n
	}
	flush()
	return units, pats
}

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
// level: -early-alpha, split evenly over the looks the design allows
// (earlyBoundary), each look deciding a group when its rows that could
// regress are all primary regressions with a Holm-adjusted p-value at
// most that share (gate.PlanLook). The final test of the primary family
// then runs at alpha − early-alpha (gate.Options.EarlyAlpha); by
// Bonferroni over the looks and the end, the family-wise error rate stays
// at most alpha. The secondary family has no early decisions and keeps
// alpha. It returns the groups stopped and decided, each with its reason.
func sequential(ctx context.Context, cfg *config, log io.Writer, has func(*side, string) bool, rows map[string]int, old, new *side) (*stops, error) {
	st := newStops()
	prevP := map[gate.Key]float64{}
	var extended map[string]bool // the groups that may run to cfg.primaryRounds
	var primary func(gate.Key) bool
	boundary := 0.0
	last := cfg.maxRounds
	for done := cfg.rounds; done < last; {
		oldSet, err := old.results(old.name, true, io.Discard)
		if err != nil {
			return nil, err
		}
		newSet, err := new.results(new.name, false, io.Discard)
		if err != nil {
			return nil, err
		}
		if extended == nil {
			var rows map[string]bool // the primary rows, nil without cfg.primaryOf
			if cfg.primaryOf != nil {
				if rows, err = cfg.primaryOf(ctx, rowNames(newSet)); err != nil {
					return nil, err
				}
				primary = func(k gate.Key) bool { return rows[k.Name] }
			}
			extended = extendedGroups(cfg, log, rows)
			if len(extended) > 0 {
				last = cfg.primaryRounds
			}
			boundary = earlyBoundary(cfg.earlyAlpha, cfg.rounds, last)
		}
		rep := gate.Compare(oldSet, newSet, gate.Options{Alpha: cfg.opt.Alpha, MinEffect: cfg.opt.MinEffect, Stopped: st.stoppedKey, Decided: st.decidedKey,
			EarlyAlpha: cfg.earlyAlpha, Layout: cfg.opt.Layout, Paired: cfg.opt.Paired, Primary: primary})
		plan := gate.PlanLook(rep, group, prevP, st.groups(), done, cfg.seqGroups, boundary)
		st.add(plan)
		for _, row := range rep.Rows {
			prevP[row.Key] = row.P
		}
		next, limit := plan.Next, cfg.maxRounds
		if done >= cfg.maxRounds {
			next = slices.DeleteFunc(slices.Clone(next), func(g string) bool { return !extended[g] })
			limit = cfg.primaryRounds
		}
		if len(next) == 0 {
			what, decided := "benchmark", ""
			if done >= cfg.maxRounds {
				what = "primary group"
			}
			if n := len(st.decided); n > 0 {
				what, decided = "undecided "+what, fmt.Sprintf(" (%s decided early)", count(n, "group"))
			}
			fmt.Fprintf(log, "regress: sequential: no %s can be a regression after %d rounds%s; stopping\n", what, done, decided)
			break
		}
		patterns, err := groupPatterns(cfg.bench, next)
		if err != nil {
			return nil, err
		}
		n := min(2, limit-done)
		fmt.Fprintf(log, "regress: round %s/%d (sequential, %d groups undecided, nearest to significance first: %s)\n", roundLabel(done, n), limit, len(next), strings.Join(next, ", "))
		units, pats := chunks(next, patterns, rows, rowsPerLaunch(cfg.benchtime))
		if err := runBlock(ctx, cfg, schedule(done, n, units, pats, has, old, new)); err != nil {
			return nil, err
		}
		done += n
	}
	return st, nil
}

// earlyBoundary is the early boundary of each interim look: earlyAlpha
// split evenly over the looks of sequential rounds from rounds to last,
// two rounds apart (a look before every extension). The design, last
// included, is fixed by the change before anything is measured
// (extendedGroups), so the boundaries are too.
func earlyBoundary(earlyAlpha float64, rounds, last int) float64 {
	looks := (last - rounds + 1) / 2
	if looks < 1 {
		return 0
	}
	return earlyAlpha / float64(looks)
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

// groupPatterns returns the -bench pattern restricted to each of groups.
func groupPatterns(bench string, groups []string) ([]string, error) {
	patterns := make([]string, len(groups))
	for i, g := range groups {
		p, err := restrictGroup(bench, g)
		if err != nil {
			return nil, err
		}
		patterns[i] = p
	}
	return patterns, nil
}

// runBlock runs launches, as schedule orders them, one after the other.
func runBlock(ctx context.Context, cfg *config, launches []launch) error {
	for _, l := range launches {
		if err := l.side.benchOnce(ctx, cfg, l.pattern, l.count); err != nil {
			return err
		}
	}
	return nil
}

// group returns the group of a benchmark name as the gate writes it: the
// top-level benchmark and its first sub-benchmark, "Slider/impl=magic" for
// "Slider/impl=magic/piece=rook/load=random"; a benchmark without
// sub-benchmarks is its own group.
func group(name string) string {
	top, rest, ok := strings.Cut(name, "/")
	if !ok {
		return top
	}
	sub, _, _ := strings.Cut(rest, "/")
	return top + "/" + sub
}

// roundLabel numbers n rounds (1 or 2) from first, 0-based: "3" or "3–4".
func roundLabel(first, n int) string {
	if n == 2 {
		return strconv.Itoa(first+1) + "–" + strconv.Itoa(first+2)
	}
	return strconv.Itoa(first + 1)
}

// orderName describes the order of a block of rounds in the progress log.
func orderName(sides, rounds int) string {
	switch {
	case sides == 1:
		return "one side"
	case rounds == 2:
		return "ABBA per launch"
	}
	return "AB per launch"
}

// results reads a side's output and prints its warnings. A side with no
// matching benchmark gives an empty set when allowEmpty (a base that
// predates the benchmarks), an error otherwise.
func (s *side) results(source string, allowEmpty bool, log io.Writer) (*gate.Set, error) {
	set, err := results.Read(bytes.NewReader(s.out.Bytes()), source)
	if errors.Is(err, results.ErrNoResults) && allowEmpty {
		fmt.Fprintf(log, "regress: warning: %s: no benchmark matches -bench; every new benchmark is reported as new\n", source)
		return &gate.Set{Source: source, Config: map[string]string{}}, nil
	}
	if errors.Is(err, results.ErrNoResults) {
		return nil, fmt.Errorf("%w (is -bench right?)", err)
	}
	if err != nil {
		return nil, err
	}
	printWarnings(set, log)
	return set, err
}

// save writes the side's raw output to dir/<label>.txt (-save), through a
// temporary file renamed into place: a failed write leaves an old file as
// it was. checkSave has made dir.
func (s *side) save(dir string) error {
	if dir == "" {
		return nil
	}
	return safefile.WriteFile(filepath.Join(dir, s.label+".txt"), s.out.Bytes(), 0o644)
}

// againstBase is the default mode: base commit in a worktree against the
// working tree, interleaved. The base is built first, so that a base that
// does not build fails in seconds, before the head's correctness tests.
func againstBase(ctx context.Context, cfg *config, stdout, log io.Writer) (*gate.Set, *gate.Set, error) {
	root, err := command(ctx, cfg.dir, "git", "rev-parse", "--show-toplevel")
	if err != nil {
		return nil, nil, fmt.Errorf("not in a git work tree: %w", err)
	}
	if err := headLine(ctx, cfg, root, stdout); err != nil {
		return nil, nil, err
	}
	rev, why, err := resolveBase(ctx, root, cfg.base)
	if err != nil {
		return nil, nil, err
	}
	fmt.Fprintf(log, "regress: base %.12s (%s) against the working tree\n", rev, why)
	wt, cleanup, err := addWorktree(ctx, root, rev, log)
	if err != nil {
		return nil, nil, err
	}
	defer cleanup()
	tmp, err := os.MkdirTemp("", "regress-bin-")
	if err != nil {
		return nil, nil, err
	}
	defer os.RemoveAll(tmp)

	spec, err := treeSpec(ctx, root)
	if err != nil {
		return nil, nil, err
	}
	old := &side{label: "old", name: fmt.Sprintf("base %.12s", rev), dir: wt, fresh: cfg.fresh}
	new := &side{label: "new", name: "working tree", dir: root, fresh: cfg.fresh}
	fmt.Fprintf(log, "regress: building the base first\n")
	if err := old.build(ctx, tmp, spec); err != nil {
		return nil, nil, err
	}
	// The layout A/A runs the base's binary as "old" into outputs of its
	// own, and the padded builds as "layout", "layout-1"…; no output is
	// compared with the head. Layout 0's padded build is made up front for
	// -layout-rounds; the others, and otherwise all, only when the recheck
	// needs them: when something is flagged.
	layoutA := &side{label: "old", name: old.name, dir: wt, bin: old.bin, fresh: cfg.fresh}
	layoutB := &side{label: "layout", name: old.name + " with layout padding", dir: wt, fresh: cfg.fresh}
	variant := func(v int) (*side, *side, error) {
		a, b := layoutA, layoutB
		if v > 0 {
			a = &side{label: "old", name: old.name, dir: wt, bin: old.bin, fresh: cfg.fresh}
			b = &side{label: fmt.Sprintf("layout-%d", v), name: fmt.Sprintf("%s with layout padding %d", old.name, v), dir: wt, fresh: cfg.fresh}
		}
		fmt.Fprintf(log, "regress: building the base again with layout padding %d\n", v)
		if err := buildPadded(ctx, b, tmp, spec, v); err != nil {
			return nil, nil, fmt.Errorf("layout A/A (-layout-rounds 0 -layout-recheck 0 skips it): %w", err)
		}
		return a, b, nil
	}
	if cfg.layoutRounds > 0 && old.bin != "" {
		if _, _, err := variant(0); err != nil {
			return nil, nil, err
		}
	}
	if err := new.build(ctx, tmp, spec); err != nil {
		return nil, nil, &failure{err}
	}
	if err := new.check(ctx, cfg.check, log); err != nil {
		return nil, nil, err
	}
	if cfg.layoutRounds > 0 && old.bin != "" {
		spread, err := measureLayout(ctx, cfg, stdout, log, layoutA, layoutB)
		if err != nil {
			return nil, nil, err
		}
		cfg.opt.Layout = spread
	}
	cfg.opt.Paired = cfg.paired
	if cfg.scope && !cfg.benchSet {
		cfg.primaryOf = func(ctx context.Context, rows []string) (map[string]bool, error) {
			reasons, _, err := primaryReasons(ctx, root, root, rev, rows)
			return reasonRows(reasons), err
		}
	}
	st, err := interleave(ctx, cfg, log, old, new)
	if err != nil {
		return nil, nil, err
	}
	if st != nil { // sequential rounds ran, and their looks spent -early-alpha
		cfg.opt.EarlyAlpha = cfg.earlyAlpha
	}
	if !st.empty() {
		cfg.opt.Stopped, cfg.opt.Decided = st.stoppedKey, st.decidedKey
		st.print(stdout)
	}
	cfg.opt.MaxRounds = cfg.maxRounds
	if err := errors.Join(old.save(cfg.save), new.save(cfg.save)); err != nil {
		return nil, nil, err
	}
	oldSet, err := old.results(old.name, true, log)
	if err != nil {
		return nil, nil, err
	}
	newSet, err := new.results(new.name, false, log)
	if err != nil {
		return nil, nil, err
	}
	if cfg.scope && !cfg.benchSet {
		if err := scopeReport(ctx, root, root, rev, oldSet, newSet, &cfg.opt, stdout); err != nil {
			return nil, nil, err
		}
	}
	if old.bin != "" {
		var rechecked []string
		if cfg.layoutRecheck > 0 {
			// The comparison the verdict will make, to find what to recheck.
			rechecked = regressionGroups(gate.Compare(oldSet, newSet, cfg.opt))
			if err := recheckLayout(ctx, cfg, stdout, log, rechecked, rowCounts(oldSet), layoutA, layoutB, variant); err != nil {
				return nil, nil, err
			}
		}
		// Improvements are not rechecked (they never fail the gate), so the
		// report says which may be the layout's alone.
		upFront := cfg.layoutRounds > 0
		cfg.opt.LayoutMeasured = func(k gate.Key) bool { return upFront || slices.Contains(rechecked, group(k.Name)) }
	}
	return oldSet, newSet, nil
}

// headLine prints the first line of the report, which names the head and
// its uncommitted files: "head: working tree at 0123456789ab, 3 uncommitted
// files (a.go, b.go, c.go)". The files are internal/stamp's (the rule that
// makes a results file's commit -dirty: untracked files that are not
// ignored count). With -require-clean uncommitted files are an error.
func headLine(ctx context.Context, cfg *config, root string, stdout io.Writer) error {
	st, err := stamp.Read(ctx, root)
	if err != nil {
		return fmt.Errorf("the working tree has no commit: %w", err)
	}
	rev, files := st.Full[:12], st.Changed
	if len(files) == 0 {
		fmt.Fprintf(stdout, "head: working tree at %s, clean\n", rev)
		return nil
	}
	shown := files[:min(len(files), 5)]
	list := strings.Join(shown, ", ")
	if len(files) > len(shown) {
		list += ", …"
	}
	desc := fmt.Sprintf("%d uncommitted file%s (%s)", len(files), plural(len(files)), list)
	fmt.Fprintf(stdout, "head: working tree at %s, %s\n", rev, desc)
	if cfg.clean {
		return fmt.Errorf("-require-clean: the working tree has %s; commit or stash them so the head measured is a commit", desc)
	}
	return nil
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// againstBaseline times the working tree alone and compares it with a
// committed results file.
func againstBaseline(ctx context.Context, cfg *config, stdout, log io.Writer) (*gate.Set, *gate.Set, error) {
	spec, err := treeSpec(ctx, cfg.dir)
	if err != nil {
		return nil, nil, err
	}
	path, err := baselineFile(cfg.baseline, spec.Name, log)
	if err != nil {
		return nil, nil, err
	}
	oldSet, err := readFile(ctx, path, log)
	if err != nil {
		return nil, nil, err
	}
	if err := checkBaselineBuild(path, oldSet, spec); err != nil {
		return nil, nil, err
	}
	if n, err := keepSelected(oldSet, cfg.bench); err != nil {
		return nil, nil, err
	} else if n > 0 {
		fmt.Fprintf(log, "regress: baseline: %d rows that -bench does not select left out\n", n)
	}
	root, err := command(ctx, cfg.dir, "go", "list", "-m", "-f", "{{.Dir}}")
	if err != nil {
		return nil, nil, fmt.Errorf("finding the module root: %w", err)
	}
	if top, err := command(ctx, root, "git", "rev-parse", "--show-toplevel"); err == nil {
		if err := headLine(ctx, cfg, top, stdout); err != nil {
			return nil, nil, err
		}
	} else if cfg.clean {
		return nil, nil, errors.New("-require-clean: the module is not in a git work tree")
	}
	fmt.Fprintf(log, "regress: baseline %s against the working tree (not interleaved: the baseline was measured earlier)\n", path)
	tmp, err := os.MkdirTemp("", "regress-bin-")
	if err != nil {
		return nil, nil, err
	}
	defer os.RemoveAll(tmp)
	new := &side{label: "new", name: "working tree", dir: root, fresh: cfg.fresh}
	if err := new.build(ctx, tmp, spec); err != nil {
		return nil, nil, &failure{err}
	}
	if err := new.check(ctx, cfg.check, log); err != nil {
		return nil, nil, err
	}
	if _, err := interleave(ctx, cfg, log, new); err != nil {
		return nil, nil, err
	}
	if err := new.save(cfg.save); err != nil {
		return nil, nil, err
	}
	newSet, err := new.results("this machine", false, log)
	if err != nil {
		return nil, nil, err
	}
	return oldSet, newSet, nil
}

func buildSuffix(build string) string {
	if build == results.DefaultBuild {
		return ""
	}
	return "-" + build
}

// keepSelected drops from set the rows the -bench pattern does not select
// (restrictLevels over every level of the row's name), so that a
// committed file of every benchmark is compared only on what this run
// measures, and returns how many it dropped.
func keepSelected(set *gate.Set, pattern string) (int, error) {
	kept := set.Rows[:0]
	for _, r := range set.Rows {
		p, err := restrictLevels(pattern, strings.Split("Benchmark"+r.Name, "/")...)
		if err != nil {
			return 0, err
		}
		if p != "" {
			kept = append(kept, r)
		}
	}
	n := len(set.Rows) - len(kept)
	set.Rows = kept
	return n, nil
}

// treeSpec returns the build both sides' test binaries get: GOAMD64 as go
// env reports it on amd64 (the environment's, else v1), no profile; its
// Name is the build results files of it record (results.BuildOf).
func treeSpec(ctx context.Context, dir string) (testbin.Spec, error) {
	out, err := command(ctx, dir, "go", "env", "GOARCH", "GOAMD64")
	if err != nil {
		return testbin.Spec{}, fmt.Errorf("go env: %w", err)
	}
	f := strings.Fields(out)
	if len(f) != 2 || f[0] != "amd64" {
		return testbin.Spec{Name: results.DefaultBuild}, nil
	}
	return testbin.Spec{Name: results.BuildOf(map[string]string{"goamd64": f[1]}), GOAMD64: f[1]}, nil
}

// baselineFile returns path itself when it is a file, else the newest
// results file of build in the directory path that holds results, as
// results.NewestWithResults picks it (files of other builds are never
// taken; newer files without results are passed over with a warning).
func baselineFile(path, build string, log io.Writer) (string, error) {
	if info, err := os.Stat(path); err != nil || !info.IsDir() {
		return path, safefile.Check("-baseline", path, results.MaxFileBytes)
	}
	newest, skipped, err := results.NewestWithResults(path, build)
	results.Warn(log, "regress", skipped)
	switch {
	case errors.Is(err, os.ErrNotExist):
		return "", fmt.Errorf("-baseline %s: no results file of build %s (<YYYY-MM-DD>-<commit>%s.txt) in the directory", path, build, buildSuffix(build))
	case err != nil:
		return "", fmt.Errorf("-baseline: %w", err)
	}
	return newest, nil
}
