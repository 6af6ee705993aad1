package main

import (
	"context"
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/bitbench/bitbench/internal/gate"
)

// recheckLayout runs the layout A/A on groups, those of the rows the
// comparison flags as regressions (regressionGroups), before the verdict:
// cfg.layoutRecheck rounds, in
// blocks of two that rotate over cfg.layoutVariants padded layouts of the
// base, each against the base as built. Layout 0 is b, against a, after
// measureLayout's rounds when -layout-rounds asked for them (their pairs
// count too); variant(v) returns the two sides of layout v, building its
// padded binary (and b's, when it has none yet): the builds cost seconds
// each, and are made only when something is flagged. rows gives the rows
// of each group, as the base ran them.
//
// A key's spread is the largest that any one layout gives it, each
// measured on that layout's own pairs less the A/A spread of the same
// rounds (gate.NetLayoutSpread), so that a competing load that spreads the
// padded runs from the unpadded ones by chance is not read as layout. One padded
// layout is one shift of the code, and a key that it leaves alone can
// still move under another: on this project's machine a layout-only change
// moved sissy's rook lookup 6.3% while the padding of v9 moved its bishop
// 3.3% and not its rook (docs/gate/versions.tsv, v10). Four up-front
// rounds on every key also missed keys that layout alone moves: sissy's
// perft moved 8–10% under the padding, and such an A/A missed it in 4 of
// 18 runs, in spells when the pairs of one round went both ways. The head's
// own change moves the layout too, and such a miss is a false alarm. A
// spread only raises the key's minimum effect, never lowers it: so the
// recheck can only take flags away, never add one, and the family-wise
// error rate of the rounds it follows still bounds the gate's. It returns
// prior, the spreads known before it (measureLayout's, nil when none ran),
// with the spreads it raised; prior itself is not changed. It prints one
// line on stdout (part of the report) and the keys whose spread it raised
// on log.
func recheckLayout(ctx context.Context, cfg *config, stdout, log io.Writer, prior map[gate.Key]float64, groups []string, rows map[string]int, a, b *side, variant func(v int) (a, b *side, err error)) (map[gate.Key]float64, error) {
	return recheckFloored(ctx, cfg, stdout, log, prior, groups, rows, a, b, variant, nil)
}

// recheckFloored is recheckLayout, and then the floor (floor.apply, nil
// none): a key of the rechecked groups that the change cannot reach takes
// the larger of its spread and its group's largest in past rechecks.
func recheckFloored(ctx context.Context, cfg *config, stdout, log io.Writer, prior map[gate.Key]float64, groups []string, rows map[string]int, a, b *side, variant func(v int) (a, b *side, err error), floor *layoutFloor) (map[gate.Key]float64, error) {
	if len(groups) == 0 || cfg.layoutRecheck == 0 || a.bin == "" {
		return prior, nil
	}
	layouts, err := recheckSides(cfg, a, b, variant)
	if err != nil {
		return nil, err
	}
	slices.Sort(groups)
	more, further, in := recheckWords(cfg, len(layouts))
	if err := runRecheck(ctx, cfg, log, groups, rows, layouts, more+" rounds of the layout A/A"+in); err != nil {
		return nil, err
	}
	spread, which, base, err := recheckSpreads(cfg, layouts)
	if err != nil {
		return nil, err
	}
	spread, from := gate.GroupLayoutSpread(spread, slices.Collect(maps.Keys(base.Samples())), group)
	layout, raised := prior, 0
	for _, k := range sortedKeys(spread) {
		if !slices.Contains(groups, group(k.Name)) || spread[k] <= layout[k] {
			continue
		}
		if layout == nil {
			layout = map[gate.Key]float64{}
		} else if raised == 0 {
			layout = maps.Clone(prior) // the caller's map stays as it was
		}
		if t, ok := from[k]; ok {
			fmt.Fprintf(log, "regress: layout recheck: %s %s takes its group's spread, %.1f%% (%s under layout %d; %.1f%% before)\n", k.Name, k.Unit, 100*spread[k], t.Name, which[t], 100*layout[k])
		} else {
			fmt.Fprintf(log, "regress: layout recheck: %s %s moved %.1f%% under layout %d alone, beyond the same rounds' A/A spread (%.1f%% before)\n", k.Name, k.Unit, 100*spread[k], which[k], 100*layout[k])
		}
		layout[k] = spread[k]
		raised++
	}
	fmt.Fprintf(stdout, "layout recheck: %s with a regression, %d%s rounds of the layout A/A%s: %d key%s moved%s under layout alone\n",
		count(len(groups), "group"), cfg.layoutRecheck, more, in, raised, plural(raised), further)
	return floor.apply(stdout, log, layout, groups, base), nil
}

// recheckSides returns the two sides of each of the recheck's
// cfg.layoutVariants layouts: a and b for layout 0 when b is built,
// variant(v) for the others.
func recheckSides(cfg *config, a, b *side, variant func(v int) (a, b *side, err error)) ([][2]*side, error) {
	nv := max(cfg.layoutVariants, 1)
	layouts := make([][2]*side, nv)
	for v := range nv {
		av, bv := a, b
		if v > 0 || b.bin == "" {
			var err error
			if av, bv, err = variant(v); err != nil {
				return nil, err
			}
		}
		layouts[v] = [2]*side{av, bv}
	}
	return layouts, nil
}

// recheckWords are the words of the recheck's lines: " more" and
// " further" when up-front rounds came first, and " in n padded layouts"
// for more than one layout.
func recheckWords(cfg *config, layouts int) (more, further, in string) {
	if cfg.layoutRounds > 0 {
		more, further = " more", " further"
	}
	if layouts > 1 {
		in = fmt.Sprintf(" in %d padded layouts", layouts)
	}
	return more, further, in
}

// runRecheck runs cfg.layoutRecheck rounds of the layout A/A on groups, in
// blocks of two that rotate over layouts, after measureLayout's rounds of
// layout 0 (-layout-rounds); what describes the rounds in the log.
func runRecheck(ctx context.Context, cfg *config, log io.Writer, groups []string, rows map[string]int, layouts [][2]*side, what string) error {
	patterns, err := groupPatterns(cfg.bench, groups)
	if err != nil {
		return err
	}
	// The groups go into launches as the rounds pack them (chunks): a
	// change to the move generator flags twenty perft groups, which one
	// launch each would run for minutes.
	units, pats := chunks(groups, patterns, rows, rowsPerLaunch(cfg.benchtime))
	// A regression has runs on the base, so the base's builds have every
	// one of these groups.
	has := func(*side, string) bool { return true }
	launches := "1 launch"
	if len(units) != 1 {
		launches = strconv.Itoa(len(units)) + " launches"
	}
	fmt.Fprintf(log, "regress: layout recheck: %d%s on %s (%s per side a round)\n", cfg.layoutRecheck, what, strings.Join(groups, ", "), launches)
	done := make([]int, len(layouts)) // rounds of each layout so far
	done[0] = cfg.layoutRounds
	for r, block := 0, 0; r < cfg.layoutRecheck; r, block = r+2, block+1 {
		n, v := min(2, cfg.layoutRecheck-r), block%len(layouts)
		if err := runBlock(ctx, cfg, schedule(done[v], n, units, pats, has, layouts[v][0], layouts[v][1])); err != nil {
			return fmt.Errorf("layout recheck: %w", err)
		}
		done[v] += n
	}
	return nil
}

// recheckSpreads returns each key's largest net spread over the layouts
// (gate.NetLayoutSpread), the layout that gave it, and the results of
// layout 0's base: its keys are those whose spread a group's may raise
// (gate.GroupLayoutSpread), its identity lines the CPU of the floor.
func recheckSpreads(cfg *config, layouts [][2]*side) (spread map[gate.Key]float64, which map[gate.Key]int, base *gate.Set, err error) {
	spread, which = map[gate.Key]float64{}, map[gate.Key]int{}
	for v, l := range layouts {
		sa, err := l[0].results(l[0].name, false, io.Discard)
		if err != nil {
			return nil, nil, nil, fmt.Errorf("layout recheck: %w", err)
		}
		sb, err := l[1].results(l[1].name, false, io.Discard)
		if err != nil {
			return nil, nil, nil, fmt.Errorf("layout recheck: %w", err)
		}
		if v == 0 {
			base = sa
		}
		for k, s := range gate.NetLayoutSpread(sa, sb, cfg.opt.Alpha, cfg.paired) {
			if s > spread[k] {
				spread[k], which[k] = s, v
			}
		}
	}
	return spread, which, base, nil
}

// regressionGroups returns the groups of the rows rep flags as
// regressions, in the order of their first rows: the groups the layout
// recheck measures.
func regressionGroups(rep *gate.Report) []string {
	var groups []string
	for _, row := range rep.Regressions() {
		if g := group(row.Key.Name); !slices.Contains(groups, g) {
			groups = append(groups, g)
		}
	}
	return groups
}

// rowCounts returns the number of rows (benchmark names) of each group in
// set, as chunks takes them.
func rowCounts(set *gate.Set) map[string]int {
	seen := map[string]bool{}
	rows := map[string]int{}
	for _, r := range set.Rows {
		if !seen[r.Name] {
			seen[r.Name] = true
			rows[group(r.Name)]++
		}
	}
	return rows
}
