package main

import (
	"fmt"
	"io"
	"math"
	"strings"

	"github.com/bitbench/bitbench/internal/ranking"
	"github.com/bitbench/bitbench/internal/results"
)

// rankTop is how many rows of each group the ranking shows.
const rankTop = 6

// printRanking writes the fastest rows of each group of set, fastest first,
// with × fastest, `~` where a row is not significantly slower than the one
// above, its interval, the engine's mark of an unstable row, and the
// spread across launches of a layout- or cache-sensitive one
// (ranking.LaunchSpread). marks are the run's marks (results.ReadMarks).
func printRanking(w io.Writer, set *results.Set, marks map[string]string) {
	spread := ranking.LaunchSpread(set, ranking.SensitiveSpread)
	for _, g := range ranking.Terminal {
		unit := ranking.Unit(set, g.Base)
		rows := set.Select(g.Filter(unit))
		if len(rows) == 0 {
			continue
		}
		fmt.Fprintf(w, "%s (%s, fastest first; ~: not significantly slower than the row above):\n", g.Title, unit)
		for i, e := range ranking.Rank(rows, ranking.Higher(unit)) {
			if i == rankTop {
				fmt.Fprintf(w, "  … %d more\n", len(rows)-rankTop)
				break
			}
			tie := " "
			if e.Tie {
				tie = "~"
			}
			s := e.Row.Stat
			line := fmt.Sprintf("  %d. %s %-22s %8.4g  %5.2f×  %s", i+1, tie, e.Row.Keys["impl"], s.Center, e.Times, interval(s.Lo, s.Hi, s.Center))
			if why, ok := marks[e.Row.FullName()]; ok {
				line += "  UNSTABLE: " + why
			}
			if sp, ok := spread[e.Row.FullName()]; ok {
				line += fmt.Sprintf("  sensitive: ±%.0f%% from launch to launch", 100*sp)
			}
			fmt.Fprintln(w, strings.TrimRight(line, " "))
		}
	}
}

// interval writes an interval's half width in percent of its center,
// "±?" when it is unbounded (fewer than six samples).
func interval(lo, hi, center float64) string {
	if center <= 0 || math.IsInf(lo, 0) || math.IsInf(hi, 0) {
		return "±?"
	}
	return fmt.Sprintf("±%.1f%%", 50*(hi-lo)/center)
}

// printRunNotes writes what the engine said of the run: its schedule, its
// noise floor, the machine's load and how many rows it marked unstable
// (m, results.ReadMarks).
func printRunNotes(w io.Writer, set *results.Set, m results.Marks) {
	c := set.Config
	if c["engine"] == "" {
		return
	}
	fmt.Fprintf(w, "\nRun: %s rounds, %s launches in %s (budget %s, slices of %s, estimator %s); noise floor %s.\n",
		c["rounds"], c["launches"], c["elapsed"], c["budget"], c["slice"], c["estimator"], c["noise-floor"])
	fmt.Fprintf(w, "Machine: steal %s; %s.\n", c["steal"], c["busy"])
	if q := c["quiet"]; q != "" {
		fmt.Fprintf(w, "Host quiet: %s; a slice whose host was above the limit counts in no figure.\n", q)
	}
	if warn := c["warning"]; warn != "" {
		fmt.Fprintf(w, "WARNING: %s\n", warn)
	}
	if n := len(m.Rows); n > 0 {
		fmt.Fprintf(w, "%d rows marked unstable (their reasons are in the file's unstable: lines).\n", n)
	}
	if m.Unnamed > 0 {
		fmt.Fprintf(w, "%d more rows marked unstable, not named in the file.\n", m.Unnamed)
	}
}
