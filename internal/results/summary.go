package results

import (
	"fmt"
	"math"
	"slices"
	"strings"
)

// The project's speed goals.
const (
	GoalBatchRatio  = 1.5  // fastest single-call slider ≤ 1.5 × the fastest batched lookup
	GoalDragon      = 2.0  // perft ≥ 2 × dragontoothmg
	GoalNotnil      = 50.0 // perft ≥ 50 × notnil/chess
	GoalParallel    = 12.0 // parallel perft ≥ 12 × one thread …
	GoalParallelCPU = 16   // … on a 16-core machine
)

// Status is how a measured figure stands against its goal.
type Status string

// The statuses.
const (
	Met         Status = "met"
	Short       Status = "SHORT"
	NotMeasured Status = "not measured"
	// NotComparable is a parallel figure measured on fewer CPUs than the goal is set for.
	NotComparable Status = "not comparable"
)

// Goal is one speed goal and where a results file puts the project.
type Goal struct {
	Name   string  // such as "perft ÷ notnil"
	Target string  // such as "≤ 1.5×"
	Value  float64 // the measured ratio; NaN when not measured
	Status Status
	Detail string // one clause of explanation
}

// Summary is the plain reading of one results file.
type Summary struct {
	// Fastest names the fastest single-call slider technique per load, one
	// clause per load ("random: magic (rook 2.1, bishop 1.9, queen 4.0 ns/lookup)").
	Fastest []string
	// NoFastest says why Fastest is empty: the file has no slider rows, or
	// no single-call technique has rows of every piece on one load.
	NoFastest string
	Goals     []Goal
}

// single reports whether impl is a technique called directly: not a batch,
// interface or native (C: -native, -native-vec) reference row, not a peer,
// not the naive reference.
func single(impl string) bool {
	return impl != "naive" && impl != "notnil" && impl != "dragontoothmg" &&
		!strings.HasSuffix(impl, "-batch") && !strings.HasSuffix(impl, "-iface") &&
		!strings.HasSuffix(impl, "-native") && !strings.HasSuffix(impl, "-native-vec")
}

// median returns the median of the first row f selects, or NaN. f names
// an impl; only that impl's rows are looked at (implRows), so that a
// summary stays linear in the rows however many techniques a file names.
func (s *Set) median(f Filter) float64 {
	rows := (&Set{Rows: s.implRows(f.Bench, f.Keys["impl"])}).Select(f)
	if len(rows) == 0 {
		return math.NaN()
	}
	return rows[0].Stat.Center
}

// best returns, among rows whose impl passes keep, the impl with the lowest
// (or, with high, highest) median, and that median; "" and NaN when none.
func best(rows []Row, keep func(string) bool, high bool) (string, float64) {
	name, v := "", math.NaN()
	for _, r := range rows {
		impl := r.Keys["impl"]
		if !keep(impl) {
			continue
		}
		c := r.Stat.Center
		if name == "" || high && c > v || !high && c < v {
			name, v = impl, c
		}
	}
	return name, v
}

// Summarize reads s against the goals.
func Summarize(s *Set) Summary {
	var sum Summary
	pieces := []string{"rook", "bishop", "queen"}
	for _, load := range []string{"random", "game", "latency"} {
		// The technique with the lowest geometric mean over the three pieces.
		rows := s.Select(Filter{Bench: "Slider", Unit: "ns/lookup", Keys: map[string]string{"load": load}})
		bestImpl, bestMean := "", math.Inf(1)
		for _, impl := range Values(rows, "impl") {
			if !single(impl) {
				continue
			}
			logSum, n := 0.0, 0
			for _, p := range pieces {
				if v := s.median(Filter{Bench: "Slider", Unit: "ns/lookup", Keys: map[string]string{"impl": impl, "piece": p, "load": load}}); !math.IsNaN(v) {
					logSum += math.Log(v)
					n++
				}
			}
			if mean := math.Exp(logSum / float64(n)); n == len(pieces) && mean < bestMean {
				bestImpl, bestMean = impl, mean
			}
		}
		if bestImpl == "" {
			continue
		}
		var parts []string
		for _, p := range pieces {
			parts = append(parts, fmt.Sprintf("%s %.3g", p, s.median(Filter{Bench: "Slider", Unit: "ns/lookup", Keys: map[string]string{"impl": bestImpl, "piece": p, "load": load}})))
		}
		sum.Fastest = append(sum.Fastest, fmt.Sprintf("%s: %s (%s ns/lookup)", load, bestImpl, strings.Join(parts, ", ")))
	}
	if len(sum.Fastest) == 0 {
		sum.NoFastest = "No slider rows."
		if len(s.Select(Filter{Bench: "Slider", Unit: "ns/lookup"})) > 0 {
			sum.NoFastest = "No single-call slider technique has rows of " + strings.Join(pieces, ", ") + " on one load, so none is named the fastest."
		}
	}
	sum.Goals = append(sum.Goals, batchGoal(s), perftGoal(s, "dragontoothmg", GoalDragon), perftGoal(s, "notnil", GoalNotnil), parallelGoal(s))
	return sum
}

// batchGoal: the fastest single-call lookup over the fastest batched one
// of any technique measured on the CPU (every impl=X-batch row: magic's Go
// loop, PEXT's assembly loop on either path), worst case over rook and
// bishop, random and game loads. The ceiling is what a batch reaches on that
// CPU, so a slow (microcoded) PEXT does not make the goal easy.
func batchGoal(s *Set) Goal {
	g := Goal{Name: "fastest single-call slider ÷ fastest batched lookup", Target: fmt.Sprintf("≤ %.1f×", GoalBatchRatio), Value: math.NaN(), Status: NotMeasured}
	var worst string
	var clauses []string
	for _, p := range []string{"rook", "bishop"} {
		for _, load := range []string{"random", "game"} {
			rows := s.Select(Filter{Bench: "Slider", Unit: "ns/lookup", Keys: map[string]string{"piece": p, "load": load}})
			si, sv := best(rows, single, false)
			bi, bv := best(rows, func(i string) bool { return strings.HasSuffix(i, "-batch") }, false)
			if si == "" || bi == "" {
				continue
			}
			r := sv / bv
			clauses = append(clauses, fmt.Sprintf("%s/%s %.2f× (%s %.3g vs %s %.3g ns)", p, load, r, si, sv, bi, bv))
			if math.IsNaN(g.Value) || r > g.Value {
				g.Value, worst = r, p+"/"+load
			}
		}
	}
	if math.IsNaN(g.Value) {
		g.Detail = "no single-call or no batched slider rows"
		return g
	}
	g.Status = statusOf(g.Value <= GoalBatchRatio)
	g.Detail = "worst " + worst + "; " + strings.Join(clauses, ", ")
	return g
}

// perftGoal: the fastest implementation's perft over peer's, worst case
// over the positions.
func perftGoal(s *Set, peer string, target float64) Goal {
	g := Goal{Name: "perft ÷ " + peer, Target: fmt.Sprintf("≥ %.0f×", target), Value: math.NaN(), Status: NotMeasured}
	rows := s.Select(Filter{Bench: "Perft", Unit: "Mnodes/s"})
	var clauses []string
	g.Value, clauses = worstPerPos(Values(rows, "pos"), func(pos string) (string, float64, bool) {
		posRows := s.Select(Filter{Bench: "Perft", Unit: "Mnodes/s", Keys: map[string]string{"pos": pos}})
		bi, bv := best(posRows, single, true)
		pv := s.median(Filter{Bench: "Perft", Unit: "Mnodes/s", Keys: map[string]string{"pos": pos, "impl": peer}})
		r := bv / pv
		return fmt.Sprintf("%s %.3g× (%s %.4g vs %.4g Mnodes/s)", pos, r, bi, bv, pv), r, bi != "" && !math.IsNaN(pv)
	})
	if math.IsNaN(g.Value) {
		g.Detail = "no perft rows for both bitbench and " + peer
		return g
	}
	g.Status = statusOf(g.Value >= target)
	g.Detail = strings.Join(clauses, ", ")
	return g
}

// parallelGoal: the best parallel perft row (most GOMAXPROCS, fastest
// implementation) over the same implementation's one-thread row.
func parallelGoal(s *Set) Goal {
	g := Goal{Name: "parallel perft ÷ one thread", Target: fmt.Sprintf("≥ %.0f× on %d cores", GoalParallel, GoalParallelCPU), Value: math.NaN(), Status: NotMeasured}
	rows := s.Select(Filter{Bench: "ParallelPerft", Unit: "Mnodes/s"})
	procs := 0
	for _, r := range rows {
		procs = max(procs, r.Procs)
	}
	if procs <= 1 {
		g.Detail = "no ParallelPerft rows with more than one CPU"
		return g
	}
	var clauses []string
	g.Value, clauses = worstPerPos(Values(rows, "pos"), func(pos string) (string, float64, bool) {
		impl, par := best(s.Select(Filter{Bench: "ParallelPerft", Unit: "Mnodes/s", Procs: procs, Keys: map[string]string{"pos": pos}}), single, true)
		one := s.median(Filter{Bench: "ParallelPerft", Unit: "Mnodes/s", Procs: 1, Keys: map[string]string{"pos": pos, "impl": impl}})
		r := par / one
		return fmt.Sprintf("%s %s %.3g× (%.4g vs %.4g Mnodes/s)", pos, impl, r, par, one), r, impl != "" && !math.IsNaN(one)
	})
	if math.IsNaN(g.Value) {
		g.Detail = fmt.Sprintf("no one-thread row to compare the %d-CPU rows with", procs)
		return g
	}
	g.Detail = fmt.Sprintf("on %d CPUs: %s", procs, strings.Join(clauses, ", "))
	switch {
	case procs < GoalParallelCPU:
		g.Status = NotComparable
		g.Detail += fmt.Sprintf("; the goal is set for %d cores", GoalParallelCPU)
	default:
		g.Status = statusOf(g.Value >= GoalParallel)
	}
	return g
}

// worstPerPos calls ratio for every position and returns the lowest ratio
// of those it reports ok (NaN when none) and their clauses.
func worstPerPos(positions []string, ratio func(pos string) (clause string, r float64, ok bool)) (float64, []string) {
	worst := math.NaN()
	var clauses []string
	for _, pos := range positions {
		clause, r, ok := ratio(pos)
		if !ok {
			continue
		}
		clauses = append(clauses, clause)
		if math.IsNaN(worst) || r < worst {
			worst = r
		}
	}
	return worst, clauses
}

func statusOf(ok bool) Status {
	if ok {
		return Met
	}
	return Short
}

// Paragraph renders the summary as one plain paragraph, each goal's status
// in capitals where the project falls short.
func (sum Summary) Paragraph() string {
	var b strings.Builder
	if len(sum.Fastest) > 0 {
		b.WriteString("Fastest single-call slider technique per load: " + strings.Join(sum.Fastest, "; ") + ".")
	} else {
		b.WriteString(sum.NoFastest)
	}
	for _, g := range sum.Goals {
		b.WriteString(" " + capitalize(g.Name) + ": ")
		if math.IsNaN(g.Value) {
			fmt.Fprintf(&b, "not measured (%s; goal %s).", g.Detail, g.Target)
			continue
		}
		fmt.Fprintf(&b, "%.3g× against a goal of %s, %s (%s).", g.Value, g.Target, g.Status, g.Detail)
	}
	var short []string
	for _, g := range sum.Goals {
		if g.Status != Met {
			short = append(short, g.Name+" ("+string(g.Status)+")")
		}
	}
	if len(short) > 0 {
		b.WriteString(" Falls short of or cannot yet show: " + strings.Join(short, "; ") + ".")
	} else {
		b.WriteString(" Every goal is met.")
	}
	return b.String()
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// Impls returns the impl keys of s's rows for bench, in order of first
// appearance, with naive first when present.
func (s *Set) Impls(bench string) []string {
	impls := Values(s.Select(Filter{Bench: bench}), "impl")
	if i := slices.Index(impls, "naive"); i > 0 {
		impls = append([]string{"naive"}, slices.Delete(impls, i, i+1)...)
	}
	return impls
}
