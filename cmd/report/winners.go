package main

import (
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strings"

	"github.com/bitbench/bitbench/internal/results"
)

// The winners table and the grid answer "which technique wins on each CPU"
// among the techniques of this project as Go code runs them. The rule,
// which the page states (candidateRule): a candidate is a Go technique row,
// a technique's "-batch" row included (marked as batch: one call does many
// lookups); the C references (-native, -native-vec), the interface-dispatch
// rows (-iface: they measure the dispatch) and the peer libraries are
// left out.
const (
	batchSuffix = "-batch"
	ifaceSuffix = "-iface"
)

// candidateRule is the rule above, as the page says it.
const candidateRule = "Candidates are this project's Go technique rows, each technique's `-batch` row included (marked *batch*: one call does many lookups); " +
	"the C references (`-native`, `-native-vec`), the interface-dispatch rows (`-iface`, which measure the dispatch) and the peer libraries are left out."

// isCandidate reports whether impl may be named a winner (the rule above).
func isCandidate(impl string, family familyFunc) bool {
	return !isNative(impl) && !strings.HasSuffix(impl, ifaceSuffix) && family(impl) != familyPeer
}

// winnerPos is the perft position of the winners table and the grid:
// kiwipete, a middlegame position with castling, en passant, promotions
// and pins, where every part of move generation is exercised; the start
// position's figures are on each CPU's page.
const winnerPos = "kiwipete"

// contest is one column of the winners table and the grid: a benchmark
// whose candidates race.
type contest struct {
	title string
	f     results.Filter
}

// contests are the slider pieces at load random, then perft at winnerPos,
// one thread each.
var contests = []contest{
	{"rook", sliderFilter("rook")},
	{"bishop", sliderFilter("bishop")},
	{"queen", sliderFilter("queen")},
	{"perft " + winnerPos, results.Filter{Bench: "Perft", Unit: "Mnodes/s", Procs: 1, Keys: map[string]string{"pos": winnerPos}}},
}

// race ranks c's candidate rows of k (rank); none when c has no such rows.
func race(c cpu, k contest, family familyFunc) []place {
	var rows []results.Row
	for _, r := range c.set.Select(k.f) {
		if isCandidate(r.Keys["impl"], family) {
			rows = append(rows, r)
		}
	}
	return rank(rows, higherBetter(c.set, k.f.Unit), c.unstable)
}

// winnersTable writes the table that opens the page: per CPU and contest,
// the winner, the runner-up and whether they differ significantly.
func winnersTable(w io.Writer, cpus []cpu, family familyFunc) {
	var body [][]string
	for _, c := range cpus {
		first := true
		for _, k := range contests {
			ps := race(c, k, family)
			if len(ps) == 0 {
				continue
			}
			line := []string{"", k.title, placeName(ps[0]), medianText(ps[0]), "–", "–", "–"}
			if first {
				line[0], first = cpuLink(c), false
			}
			if len(ps) > 1 {
				line[4], line[5] = placeName(ps[1]), medianText(ps[1])
				line[6] = fmt.Sprintf("%.2f× (p=%.3f)", ps[1].times, ps[1].p)
				if ps[1].tie {
					line[6] = fmt.Sprintf("~ %.2f× (p=%.3f)", ps[1].times, ps[1].p)
				}
			}
			body = append(body, line)
		}
	}
	table(w, []string{"CPU", "contest", "winner", "median", "runner-up", "median", "runner-up ÷ winner"}, body)
}

// placeName is a ranked row's technique with its marks: *batch* for a
// batch row, and ⚠ with the reason for a row the run marked unstable.
func placeName(p place) string {
	s := p.row.Keys["impl"]
	if strings.HasSuffix(s, batchSuffix) {
		s += " *batch*"
	}
	if p.unstable != "" {
		s += " ⚠ unstable: " + mdText(p.unstable)
	}
	return s
}

// medianText is a row's median with its interval and unit.
func medianText(p place) string {
	return format(p.row) + " " + p.row.Unit
}

// heatGrid writes the cross-CPU picture as a grid: a row per candidate
// technique, a column per CPU, each cell the technique's × fastest in
// every contest (rook / bishop / queen / perft), 1.00 where it wins.
func heatGrid(w io.Writer, cpus []cpu, family familyFunc) {
	times := map[[2]string][]string{} // impl, slug → one text per contest
	var impls []string
	for _, c := range cpus {
		for ki, k := range contests {
			for _, p := range race(c, k, family) {
				impl := p.row.Keys["impl"]
				key := [2]string{impl, c.Slug}
				if times[key] == nil {
					times[key] = []string{"–", "–", "–", "–"}
				}
				times[key][ki] = heatCell(p.times)
				if !slices.Contains(impls, impl) {
					impls = append(impls, impl)
				}
			}
		}
	}
	var cols []string
	for _, c := range cpus {
		cols = append(cols, c.Slug)
	}
	familyTable(w, impls, cols, family, func(impl, col string) string {
		if t := times[[2]string{impl, col}]; t != nil {
			return strings.Join(t, " / ")
		}
		return ""
	})
}

// heatCell prints a × fastest for the grid: bold where the row wins, two
// decimals under 10×, whole numbers above.
func heatCell(t float64) string {
	switch {
	case t == 1:
		return "**1.00**"
	case t < 10:
		return fmt.Sprintf("%.2f", t)
	}
	return fmt.Sprintf("%.0f", t)
}

// cpuLink is a link from the top page to c's page.
func cpuLink(c cpu) string {
	return "[" + c.Slug + "](" + filepath.ToSlash(filepath.Join(c.Slug, "README.md")) + ")"
}
