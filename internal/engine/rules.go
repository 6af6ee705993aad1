package engine

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strings"
)

// Rules are the stopping rule's settings.
type Rules struct {
	// MinSamples is the fewest samples a row takes (six give benchmath's
	// 95% interval of the median a finite width).
	MinSamples int
	// MaxSamples is the most samples a row takes, however undecided.
	MaxSamples int
	// Target is the interval half width (relative, 0.01 for ±1%) at which a
	// row that overlaps no neighbour stops.
	Target float64
	// Floor is the half width at which a row stops even while it overlaps a
	// neighbour: below it two rows are called a tie, not measured forever.
	Floor float64
	// Wide is the half width above which a row is marked at the end.
	Wide float64
	// Drift is how far apart (relative, 0.02 for 2%) the medians of the
	// first and the second half of a row's samples, in the order they
	// were measured, may be before the row is marked, where the halves'
	// intervals do not overlap: the host changed under the row during the
	// run, so another run cannot be expected to agree with it more closely
	// than that (see Halves). Halves further apart whose intervals overlap
	// are the row's noise, which its own interval measures (Wide).
	Drift float64
	// Stretches is how many stretches of its samples, in the order they
	// were measured, a row's samples are cut into for the interval of
	// batch means (see Stretches), each of at least MinSamples; 0 or 1
	// takes no such interval.
	Stretches int
	// StretchWide is the half width of that interval above which a row is
	// marked: the row moved with the host during the run by more than
	// its own interval says.
	StretchWide float64
	// Rescue is the share of the budget, at its end, that goes to the rows
	// still to be marked for their interval or their few quiet slices (see
	// Next): 0.33 for the last third; 0 gives them no more than any row.
	Rescue float64
	// RescueMax is the most samples a row takes in that share: more than
	// MaxSamples, since a row there is one whose noise needs them.
	RescueMax int
	// RescueRound is the fewest rows a round of that share holds: the rows
	// to rescue, then the undecided rows with the widest intervals. A round
	// of a few rows is all launch overhead, and a launch of the rows to
	// rescue alone (the cache-heavy ones, mostly) is not the company they
	// keep in the other rounds.
	RescueRound int
	// RescueBurst is how many slices a row of that share takes in one
	// round (see Burst), so that a noisy row (the parallel perft's on a
	// shared host spreads 7–8% a slice) is not held to one slice a round
	// of 150 rows; 1 or less gives it one.
	RescueBurst int
	// Revisit is the share of the budget after which a row that has
	// stopped takes a slice again, up to RescueMax samples (see Next): 0.1
	// gives every row a slice at least every tenth of the budget until it
	// ends, so that its median spans the whole run and not the minutes in
	// which it happened to stop; 0 never revisits a row.
	Revisit float64
	// QuietBand is how far above the run's quiet level (QuietOf) a slice's
	// Host may be for the slice to count: 0.10 for 10%; 0 counts every
	// slice.
	QuietBand float64
}

// DefaultRules are the rules of make bench.
var DefaultRules = Rules{MinSamples: 6, MaxSamples: 60, Target: 0.005, Floor: 0.003, Wide: 0.02, Drift: 0.02, Stretches: 5, StretchWide: 0.025, Rescue: 1.0 / 3, RescueMax: 180, RescueRound: 150, RescueBurst: 3, Revisit: 0.1, QuietBand: 0.10}

// A State is what has been measured of one row: its name, the ratio
// samples so far (Ratios) with the Host of each (Sample; nil when not
// known) and the CPU each ran on (Obs.CPU; nil when not known), whether
// one sample is all it ever needs (a figure that does not vary, such as a
// table's size), and the share of the budget spent when its latest sample
// was taken (Last).
type State struct {
	Name   string
	Ratios []float64
	Hosts  []float64
	CPUs   []int
	Once   bool
	Last   float64
}

// Group returns the group a row is ranked in: its name without the impl=
// element ("Slider/piece=rook/load=random" for
// "Slider/impl=magic/piece=rook/load=random").
func Group(name string) string {
	parts := strings.Split(name, "/")
	out := parts[:0:0]
	for _, p := range parts {
		if !strings.HasPrefix(p, "impl=") {
			out = append(out, p)
		}
	}
	return strings.Join(out, "/")
}

// Active returns the names of the rows of states that need more samples
// under r, their samples counted where q holds (QuietRatios), in the order
// of states: below MaxSamples slices in all, fewer than MinSamples counted;
// or an interval wider than Target, or wider than Floor and overlapping a
// neighbour's (the rows ranked next to it in its Group).
func Active(states []State, r Rules, q Quiet) []string {
	sums := make([]Summary, len(states))
	groups := map[string][]int{}
	for i, s := range states {
		sums[i] = Summarize(s.QuietRatios(q))
		g := Group(s.Name)
		groups[g] = append(groups[g], i)
	}
	overlaps := make([]bool, len(states))
	for _, idx := range groups {
		slices.SortFunc(idx, func(a, b int) int { return cmp.Compare(sums[a].Center, sums[b].Center) })
		for j := 1; j < len(idx); j++ {
			if sums[idx[j-1]].Overlaps(sums[idx[j]]) {
				overlaps[idx[j-1]], overlaps[idx[j]] = true, true
			}
		}
	}
	var out []string
	for i, s := range states {
		n, w := sums[i].N, sums[i].HalfWidth()
		switch {
		case s.Once:
			if len(s.Ratios) == 0 {
				out = append(out, s.Name)
			}
		case len(s.Ratios) >= r.MaxSamples:
		case n < r.MinSamples:
			out = append(out, s.Name)
		case w > r.Target, overlaps[i] && w > r.Floor:
			out = append(out, s.Name)
		}
	}
	return out
}

// Marks returns, by row name, why a row's figure is not firm, its samples
// counted where q holds: too few of its slices had a quiet host ("host
// busy: 4 of 60 slices quiet"), its interval is wider than Wide ("interval
// ±2.6%, 40 samples"), or the medians of its two halves (Halves) are
// further apart than Drift and their intervals apart too ("drifted +2.4%
// during the run: 1.012 in its first 30 samples, 1.036 in the last 30"),
// or the interval that its stretches give its median (Stretches) is wider
// than StretchWide ("moved with the host: its 5 stretches of samples put
// its median at ±2.7%"). Rows measured Once are never marked.
func Marks(states []State, r Rules, q Quiet) map[string]string {
	out := map[string]string{}
	for _, s := range states {
		if why, _ := reasons(s, r, q); len(why) > 0 {
			out[s.Name] = strings.Join(why, ", ")
		}
	}
	return out
}

// reasons returns why Marks marks s, and whether one of the reasons is a
// drift.
func reasons(s State, r Rules, q Quiet) (why []string, drifted bool) {
	if s.Once {
		return nil, false
	}
	v := s.QuietRatios(q)
	if len(v) < r.MinSamples && len(v) < len(s.Ratios) {
		why = append(why, fmt.Sprintf("host busy: %d of %d slices quiet", len(v), len(s.Ratios)))
	}
	if a, b, ok := Halves(v, r.MinSamples); ok {
		h := len(v) / 2
		if d := b/a - 1; math.Abs(d) > r.Drift && !Summarize(v[:h]).Overlaps(Summarize(v[h:])) {
			why = append(why, fmt.Sprintf("drifted %+.1f%% during the run: %.4g in its first %d samples, %.4g in the last %d", 100*d, a, h, b, len(v)-h))
			drifted = true
		}
	}
	if w, ok := Stretches(v, r.Stretches, r.MinSamples); ok && w > r.StretchWide {
		why = append(why, fmt.Sprintf("moved with the host: its %d stretches of samples put its median at ±%.1f%%", r.Stretches, 100*w))
	}
	if w := Summarize(v).HalfWidth(); math.IsInf(w, 1) {
		why = append(why, fmt.Sprintf("no interval, %d samples: too few", len(v)))
	} else if w > r.Wide {
		why = append(why, fmt.Sprintf("interval ±%.1f%%, %d samples", 100*w, len(v)))
	}
	return why, drifted
}

// Rescue returns the names of the rows of states that Marks would mark,
// but not for a drift, with fewer than r.RescueMax slices, in the order of
// states: the rows that more samples can still bring under Wide.
// A row that drifted is left as it is: its two halves met
// two hosts, and samples piled into the end of the run would outweigh its
// first half and hide the drift, not cure it.
func Rescue(states []State, r Rules, q Quiet) []string {
	var out []string
	for _, s := range states {
		if why, drifted := reasons(s, r, q); len(why) > 0 && !drifted && len(s.Ratios) < r.RescueMax {
			out = append(out, s.Name)
		}
	}
	return out
}

// Next returns the rows the next round measures, spent the share of the
// budget gone before it (0 to 1): Active's rows; but in the last r.Rescue of
// the budget, or once no row is active, Rescue's while there are any, with
// as many of Active's as make r.RescueRound rows, the widest intervals
// first; and, either way, every row that took its latest sample r.Revisit
// of the budget ago or more (Stale); in the order of states. A round over
// every undecided row costs the same whether a row is at ±0.6% or at ±3%;
// late in a run on a busy host, rounds built around the rows that would be
// marked buy each of them many samples where a full round buys one.
func Next(states []State, r Rules, q Quiet, spent float64) []string {
	return inOrder(states, next(states, r, q, spent), Stale(states, r, spent))
}

// Stale returns the rows of states that took their latest sample r.Revisit
// of the budget or more before spent, with fewer than r.RescueMax samples:
// rows that stopped early and are due a slice, so that a row's samples
// span the run. None when r.Revisit is 0; never a row measured Once.
func Stale(states []State, r Rules, spent float64) []string {
	var out []string
	for _, s := range states {
		if r.Revisit > 0 && !s.Once && len(s.Ratios) > 0 && len(s.Ratios) < r.RescueMax && spent-s.Last >= r.Revisit {
			out = append(out, s.Name)
		}
	}
	return out
}

// inOrder returns the names in any of sets, each once, in the order of
// states.
func inOrder(states []State, sets ...[]string) []string {
	take := map[string]bool{}
	for _, set := range sets {
		for _, n := range set {
			take[n] = true
		}
	}
	var out []string
	for _, s := range states {
		if take[s.Name] {
			out = append(out, s.Name)
		}
	}
	return out
}

// next is Next without the stale rows.
func next(states []State, r Rules, q Quiet, spent float64) []string {
	rows := Active(states, r, q)
	if !rescuing(rows, r, spent) {
		return rows
	}
	rescue := Rescue(states, r, q)
	if len(rescue) == 0 {
		return rows
	}
	take := map[string]bool{}
	for _, n := range rescue {
		take[n] = true
	}
	width := map[string]float64{}
	for _, s := range states {
		width[s.Name] = Summarize(s.QuietRatios(q)).HalfWidth()
	}
	var rest []string
	for _, n := range rows {
		if !take[n] {
			rest = append(rest, n)
		}
	}
	slices.SortStableFunc(rest, func(a, b string) int { return cmp.Compare(width[b], width[a]) })
	return inOrder(states, rescue, rest[:min(len(rest), max(r.RescueRound-len(rescue), 0))])
}

// Halves returns the medians of the first and the second half of values,
// in the order they were measured (the second half the larger when their
// count is odd), and whether each half holds at least min values; a min
// below 1 is never met.
//
// A run's rounds go on for minutes, in which the host changes: its
// neighbours' load, what they keep in the shared cache. A row whose figure
// depends on that more than the reference's does (a large table, a large
// body of code, two threads on two vCPUs) moves with it, and a second run
// meets another host: the rows that disagree between two runs are the
// ones that drifted within one (docs/benchmarks.md has the figures).
func Halves(values []float64, min int) (first, second float64, ok bool) {
	h := len(values) / 2
	if min < 1 || h < min {
		return 0, 0, false
	}
	return Summarize(values[:h]).Center, Summarize(values[h:]).Center, true
}
