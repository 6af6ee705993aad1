package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/bitbench/bitbench/internal/gate"
	"github.com/bitbench/bitbench/internal/results"
)

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
// sequential, with the up-front layout A/A's spreads layout, nil when none
// ran) and returns the groups stopped or decided early.
func interleave(ctx context.Context, cfg *config, layout map[gate.Key]float64, log io.Writer, sides ...*side) (*stops, error) {
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
	return sequential(ctx, cfg, layout, log, has, rows, sides[0], sides[1])
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
		if cfg.skipGroup != nil && cfg.skipGroup(g) {
			continue
		}
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
