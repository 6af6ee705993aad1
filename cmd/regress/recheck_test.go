package main

import (
	"bytes"
	"context"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/internal/gate"
)

// hiddenBinary writes a shell script that stands in for a test binary with
// BenchmarkMoved, BenchmarkSteady and BenchmarkOther, each printed once
// per -test.count when the pattern names it ("." all). Steady is always
// 100 ns/op; so are Moved and Other unless hidden is set. With hidden (the
// padded base), the k-th time the script prints Moved or Other (counted
// per benchmark, the run that lists the rows included) it prints 90 and
// 110 by turns while k ≤ 5, the four runs of a layout A/A of 4 rounds
// (pairs against 100 two up, two down: nothing a test can see), and 120
// from then on.
func hiddenBinary(t *testing.T, dir, name string, hidden bool) string {
	t.Helper()
	script := fmt.Sprintf(`#!/bin/sh
if [ "$1" = -test.list ]; then printf 'BenchmarkMoved\nBenchmarkSteady\nBenchmarkOther\n'; exit 0; fi
pat=$4 n=$6
value() {
	k=$(( $(cat "$0.$1" 2>/dev/null || echo 0) + 1 ))
	echo $k >"$0.$1"
	if [ %q != true ]; then echo 100; elif [ $k -gt 5 ]; then echo 120; elif [ $((k %% 2)) = 0 ]; then echo 90; else echo 110; fi
}
i=0
while [ $i -lt $n ]; do
	i=$((i+1))
	case "$pat" in .|*Moved*) echo "BenchmarkMoved-8 1 $(value moved) ns/op" ;; esac
	case "$pat" in .|*Steady*) echo "BenchmarkSteady-8 1 100 ns/op" ;; esac
	case "$pat" in .|*Other*) echo "BenchmarkOther-8 1 $(value other) ns/op" ;; esac
done
`, fmt.Sprint(hidden))
	return writeScript(t, dir, name, script)
}

// constBinary writes a shell script that stands in for a test binary whose
// Moved benchmark always takes moved ns/op, and Steady and Other 100.
func constBinary(t *testing.T, dir, name string, moved int) string {
	t.Helper()
	script := fmt.Sprintf(`#!/bin/sh
if [ "$1" = -test.list ]; then printf 'BenchmarkMoved\nBenchmarkSteady\nBenchmarkOther\n'; exit 0; fi
pat=$4 n=$6
i=0
while [ $i -lt $n ]; do
	i=$((i+1))
	case "$pat" in .|*Moved*) echo "BenchmarkMoved-8 1 %d ns/op" ;; esac
	case "$pat" in .|*Steady*) echo "BenchmarkSteady-8 1 100 ns/op" ;; esac
	case "$pat" in .|*Other*) echo "BenchmarkOther-8 1 100 ns/op" ;; esac
done
`, moved)
	return writeScript(t, dir, name, script)
}

// TestRecheckLayout: the recheck runs the layout A/A on the groups of the
// regressions only (Moved and Steady, not Other), in blocks of two rounds
// over -layout-variants padded layouts, building each when something is
// flagged (layout 0's too, unless -layout-rounds built it). In one layout
// the script hides every move from its first 5 runs (hiddenBinary), so
// 4 up-front rounds miss Moved and the recheck, with 12 more or 16 of its
// own, finds it (14 of 16 pairs up: sign p 0.004) and raises its spread to
// 10% (the smaller of the pairs' median, +20%, and the best values', 100
// against 90); a spread already larger stays. With four layouts of which
// the third moves Moved by 10% and the fourth by 5% (constBinary), the
// spread is the larger, each measured on its layout's own 4 pairs. With nothing flagged it neither
// builds nor runs anything.
func TestRecheckLayout(t *testing.T) {
	moved, steady, other := gate.Key{Name: "Moved", Unit: "ns/op"}, gate.Key{Name: "Steady", Unit: "ns/op"}, gate.Key{Name: "Other", Unit: "ns/op"}
	flagged := &gate.Report{Rows: []gate.Row{{Key: moved, Status: gate.Regression}, {Key: other, Status: gate.Unchanged}, {Key: steady, Status: gate.Regression}}}
	none := &gate.Report{Rows: []gate.Row{{Key: moved, Status: gate.Unchanged}, {Key: other, Status: gate.Improvement}}}
	rows := map[string]int{"Moved": 1, "Steady": 1, "Other": 1}
	hidden := func(t *testing.T, dir string, v int) string { return hiddenBinary(t, dir, fmt.Sprint("b", v), true) }
	third := func(t *testing.T, dir string, v int) string {
		return constBinary(t, dir, fmt.Sprint("b", v), []int{100, 100, 110, 105}[v])
	}
	for _, tt := range []struct {
		name                       string
		rep                        *gate.Report
		upfront, recheck, variants int     // -layout-rounds, -layout-recheck, -layout-variants
		before, want               float64 // Moved's spread before the recheck and after (-1: none)
		benchtime                  string
		padded                     func(t *testing.T, dir string, v int) string // layout v's binary
		builds                     []int                                        // layouts the recheck built
		runs                       map[string]int                               // runs of each benchmark in the base as built, all layouts
		launches                   string                                       // per side and round, in the log
		line                       string
	}{
		{"after up-front rounds", flagged, 4, 12, 1, 0, 0.1, "1x", hidden, nil, map[string]int{"Moved": 16, "Steady": 16, "Other": 4}, "(2 launches per side a round)",
			"layout recheck: 2 groups with a regression, 12 more rounds of the layout A/A: 1 key moved further under layout alone\n"},
		// 200ms: two rows a launch, so Moved and Steady share one.
		{"a larger spread stays", flagged, 4, 12, 1, 0.5, 0.5, "200ms", hidden, nil, map[string]int{"Moved": 16, "Steady": 16, "Other": 4}, "(1 launch per side a round)",
			"layout recheck: 2 groups with a regression, 12 more rounds of the layout A/A: 0 keys moved further under layout alone\n"},
		{"alone", flagged, 0, 16, 1, 0, 0.1, "1x", hidden, []int{0}, map[string]int{"Moved": 16, "Steady": 16, "Other": 0}, "(2 launches per side a round)",
			"layout recheck: 2 groups with a regression, 16 rounds of the layout A/A: 1 key moved under layout alone\n"},
		{"the third of four layouts", flagged, 0, 16, 4, 0, 0.1, "1x", third, []int{0, 1, 2, 3}, map[string]int{"Moved": 16, "Steady": 16, "Other": 0}, "(2 launches per side a round)",
			"layout recheck: 2 groups with a regression, 16 rounds of the layout A/A in 4 padded layouts: 1 key moved under layout alone\n"},
		{"nothing flagged", none, 0, 16, 4, 0, -1, "1x", third, nil, map[string]int{"Moved": 0, "Steady": 0, "Other": 0}, "", ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			base := hiddenBinary(t, dir, "a", false)
			a := &side{label: "old", name: "base", dir: dir, bin: base}
			b := &side{label: "layout", name: "base with layout padding", dir: dir}
			var builds []int
			var as []*side // the base as built, in every layout
			variant := func(v int) (*side, *side, error) {
				builds = append(builds, v)
				av, bv := a, b
				if v > 0 {
					av = &side{label: "old", name: "base", dir: dir, bin: base}
					bv = &side{label: fmt.Sprint("layout-", v), name: "base with layout padding", dir: dir}
					as = append(as, av)
				}
				bv.bin = tt.padded(t, dir, v)
				return av, bv, nil
			}
			as = append(as, a)
			cfg := &config{bench: ".", benchtime: tt.benchtime, layoutRounds: tt.upfront, layoutRecheck: tt.recheck, layoutVariants: tt.variants, paired: true, opt: gate.Options{Alpha: 0.05, Paired: true}}
			var stdout, log bytes.Buffer
			if tt.upfront > 0 {
				b.bin = tt.padded(t, dir, 0)
				spread, err := measureLayout(context.Background(), cfg, &stdout, &log, a, b)
				if err != nil {
					t.Fatalf("measureLayout: %v\n%s", err, log.String())
				}
				if len(spread) != 0 {
					t.Fatalf("the layout A/A found %v; the script hides every move from its 4 rounds", spread)
				}
				if tt.before > 0 {
					spread[moved] = tt.before
				}
				cfg.opt.Layout = spread
				stdout.Reset()
			}
			got, err := recheckLayout(context.Background(), cfg, &stdout, &log, cfg.opt.Layout, regressionGroups(tt.rep), rows, a, b, variant)
			if err != nil {
				t.Fatalf("recheckLayout: %v\n%s", err, log.String())
			}
			if tt.want < 0 && len(got) != 0 || tt.want >= 0 && (len(got) != 1 || math.Abs(got[moved]-tt.want) > 1e-12) {
				t.Errorf("the spreads after the recheck are %v; want only Moved at %v", got, tt.want)
			}
			if !slices.Equal(builds, tt.builds) {
				t.Errorf("the recheck built the padded layouts %v; want %v", builds, tt.builds)
			}
			for name, want := range tt.runs {
				n := 0
				for _, s := range as {
					n += strings.Count(s.out.String(), "Benchmark"+name+"-8")
				}
				if n != want {
					t.Errorf("%s ran %d times in the base as built; want %d, one a round", name, n, want)
				}
			}
			if !strings.Contains(log.String(), tt.launches) {
				t.Errorf("the log lacks %q:\n%s", tt.launches, log.String())
			}
			if got := stdout.String(); got != tt.line {
				t.Errorf("stdout %q; want %q", got, tt.line)
			}
		})
	}
}
