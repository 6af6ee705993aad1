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

// winnersTable writes the table that opens the page: a row per CPU, a
// column per contest, each cell the winner (bold) with its median, then the
// runner-up's × and `~` where the two are not significantly different.
func winnersTable(w io.Writer, cpus []cpu, family familyFunc) {
	head := []string{"CPU"}
	for _, k := range contests {
		head = append(head, k.title+", "+k.f.Unit)
	}
	var body [][]string
	for _, c := range cpus {
		line := []string{cpuLink(c)}
		for _, k := range contests {
			line = append(line, winnerCell(race(c, k, family)))
		}
		body = append(body, line)
	}
	table(w, head, body)
}

// winnerCell is one cell of the winners table for the ranking ps: "–"
// without rows; the winner alone when it has no rival.
func winnerCell(ps []place) string {
	if len(ps) == 0 {
		return "–"
	}
	win := ps[0]
	s := "**" + win.row.Keys["impl"] + "**" + marks(win) + " " + format(win.row)
	if len(ps) == 1 {
		return s + "; no runner-up"
	}
	vs := fmt.Sprintf("%.2f×", ps[1].times)
	if ps[1].tie {
		vs = "~ " + vs
	}
	return s + "; runner-up " + placeName(ps[1]) + " " + vs
}

// placeName is a ranked row's technique with its marks (marks).
func placeName(p place) string {
	return p.row.Keys["impl"] + marks(p)
}

// marks are the marks of a ranked row: *batch* for a batch row, and ⚠
// with the reason for a row the run marked unstable.
func marks(p place) string {
	s := ""
	if strings.HasSuffix(p.row.Keys["impl"], batchSuffix) {
		s += " *batch*"
	}
	if p.unstable != "" {
		s += " ⚠ unstable (" + mdText(p.unstable) + ")"
	}
	return s
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
