package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/internal/gate"
)

func TestRowsPerLaunch(t *testing.T) {
	for _, tt := range []struct {
		benchtime string
		want      int
	}{{"50ms", 8}, {"100ms", 4}, {"400ms", 1}, {"1s", 1}, {"1ns", 400_000_000}, {"10x", 1}, {"1x", 1}} {
		if got := rowsPerLaunch(tt.benchtime); got != tt.want {
			t.Errorf("rowsPerLaunch(%q) == %d; want %d", tt.benchtime, got, tt.want)
		}
	}
}

func TestChunks(t *testing.T) {
	groups := []string{"Slider/impl=a", "Slider/impl=b", "Slider/impl=c", "Perft/impl=a", "Perft/impl=b"}
	pats := []string{"pa", "pb", "pc", "qa", "qb"}
	rows := map[string]int{"Slider/impl=a": 2, "Slider/impl=b": 2, "Slider/impl=c": 5, "Perft/impl=a": 1, "Perft/impl=b": 1}
	for _, tt := range []struct {
		per         int
		units, pats []string
	}{
		{1, groups, pats},
		// c has more rows than a launch holds: a launch of its own.
		{4, []string{"Slider/impl=a Slider/impl=b", "Slider/impl=c", "Perft/impl=a Perft/impl=b"}, []string{"pa|pb", "pc", "qa|qb"}},
		{6, []string{"Slider/impl=a Slider/impl=b", "Slider/impl=c Perft/impl=a", "Perft/impl=b"}, []string{"pa|pb", "pc|qa", "qb"}},
		{100, []string{strings.Join(groups, " ")}, []string{"pa|pb|pc|qa|qb"}},
	} {
		units, got := chunks(groups, pats, rows, tt.per)
		if !slices.Equal(units, tt.units) || !slices.Equal(got, tt.pats) {
			t.Errorf("chunks(…, %d) == %q, %q; want %q, %q", tt.per, units, got, tt.units, tt.pats)
		}
	}
}

// clockBinary writes a shell script that stands in for a test binary with
// the rows A/g=1/x=1, A/g=1/x=2, A/g=2/x=1 and B/g=1: each run advances a
// clock shared by every such script in dir and prints, per -test.count, the
// clock's value as the ns/op of each row its -test.bench pattern selects
// ("." all; else the rows whose group the pattern names anchored, as
// restrictGroup writes it), plus offset.
func clockBinary(t *testing.T, dir, name string, offset int) string {
	t.Helper()
	script := `#!/bin/sh
if [ "$1" = -test.list ]; then printf 'BenchmarkA\nBenchmarkB\n'; exit 0; fi
pat=$4 n=$6
c=$(( $(cat "` + dir + `/clock" 2>/dev/null || echo 0) + 1 ))
echo $c >"` + dir + `/clock"
v=$((c + ` + fmt.Sprint(offset) + `))
i=0
while [ $i -lt $n ]; do
	i=$((i+1))
	case "$pat" in .|*'^BenchmarkA$/^g=1$'*) echo "BenchmarkA/g=1/x=1-8 1 $v ns/op"; echo "BenchmarkA/g=1/x=2-8 1 $v ns/op" ;; esac
	case "$pat" in .|*'^BenchmarkA$/^g=2$'*) echo "BenchmarkA/g=2/x=1-8 1 $v ns/op" ;; esac
	case "$pat" in .|*'^BenchmarkB$/^g=1$'*) echo "BenchmarkB/g=1-8 1 $v ns/op" ;; esac
done
`
	return writeScript(t, dir, name, script)
}

// TestInterleavePairs: the base's and the head's runs of every row, taken
// in order, are pairs measured one launch apart (the clock moves by
// exactly 1 between them), however the groups are packed into launches,
// in the rounds and in the sequential rounds; so Options.Paired's pairing
// by position holds. Launches hold a few groups, not a whole top-level
// benchmark: with 200ms per row (2 rows a launch), A/g=1 (2 rows) has a
// launch of its own and A/g=2 shares one with B/g=1. The head is 1000
// slower, so that every group can regress and the sequential rounds run
// to -max-rounds, and the primary groups to -primary-rounds when their
// rows fit one launch.
func TestInterleavePairs(t *testing.T) {
	for _, tt := range []struct {
		benchtime          string
		rounds, maxRounds  int
		launchesPerRound   int // per side
		wantRunsPerRowSide int
		launches           int // in all: one per side to list the rows, then the rounds'
		// primary rows (a prefix of their names) and -primary-rounds,
		// and the runs each primary row gets
		primary         string
		primaryRounds   int
		wantRunsPrimary int
	}{
		{"200ms", 4, 4, 2, 4, 2 + 4*2*2, "", 0, 0},
		{"1x", 4, 4, 3, 4, 2 + 4*3*2, "", 0, 0},
		{"100ms", 4, 4, 1, 4, 2 + 4*1*2, "", 0, 0},
		{"200ms", 5, 5, 2, 5, 2 + 5*2*2, "", 0, 0},
		// Sequential rounds pack the undecided groups as the rounds do:
		// two launches a side, not one per group (three).
		{"200ms", 4, 8, 2, 8, 2 + 8*2*2, "", 0, 0},
		// A/g=1's two rows are primary and fit one launch (2 rows of
		// 200ms): they run on to 12 rounds, one launch a side a round,
		// the others stop at 8.
		{"200ms", 4, 8, 2, 8, 2 + 8*2*2 + 4*1*2, "A/g=1/", 12, 12},
		// Three primary rows do not fit one launch: every group stops at 8.
		{"200ms", 4, 8, 2, 8, 2 + 8*2*2, "A/", 12, 8},
	} {
		dir := t.TempDir()
		old := &side{label: "old", name: "base", dir: dir, bin: clockBinary(t, dir, "old", 0)}
		new := &side{label: "new", name: "head", dir: dir, bin: clockBinary(t, dir, "new", 1000)}
		cfg := &config{bench: ".", benchtime: tt.benchtime, rounds: tt.rounds, maxRounds: tt.maxRounds, primaryRounds: tt.primaryRounds,
			opt: gate.Options{Alpha: 0.05, MinEffect: 1e-9, Paired: true}}
		if tt.primary != "" {
			cfg.primaryOf = func(_ context.Context, rows []string) (map[string]bool, error) {
				primary := map[string]bool{}
				for _, r := range rows {
					if strings.HasPrefix(r, tt.primary) {
						primary[r] = true
					}
				}
				return primary, nil
			}
		}
		var log bytes.Buffer
		if _, err := interleave(context.Background(), cfg, nil, &log, old, new); err != nil {
			t.Fatalf("%s: interleave: %v\n%s", tt.benchtime, err, log.String())
		}
		so, err := old.results("old", false, &log)
		if err != nil {
			t.Fatal(err)
		}
		sn, err := new.results("new", false, &log)
		if err != nil {
			t.Fatal(err)
		}
		ov, nv := so.Samples(), sn.Samples()
		if len(ov) != 4 {
			t.Errorf("%s: %d rows measured; want 4", tt.benchtime, len(ov))
		}
		for k, o := range ov {
			n, want := nv[k], tt.wantRunsPerRowSide
			if tt.primary != "" && strings.HasPrefix(k.Name, tt.primary) {
				want = tt.wantRunsPrimary
			}
			if len(o) != want || len(n) != len(o) {
				t.Errorf("%s rounds %d, primary %q: %s: %d and %d runs; want %d each", tt.benchtime, tt.rounds, tt.primary, k.Name, len(o), len(n), want)
				continue
			}
			for i := range o {
				if d := n[i] - o[i] - 1000; d != 1 && d != -1 {
					t.Errorf("%s rounds %d: %s: pair %d measured at clock %g and %g (+1000): not one launch apart\nold %v\nnew %v", tt.benchtime, tt.rounds, k.Name, i, o[i], n[i], o, n)
					break
				}
			}
		}
		if clock, err := os.ReadFile(filepath.Join(dir, "clock")); err != nil || strings.TrimSpace(string(clock)) != fmt.Sprint(tt.launches) {
			t.Errorf("%s rounds %d–%d: %s launches (err %v); want %d", tt.benchtime, tt.rounds, tt.maxRounds, strings.TrimSpace(string(clock)), err, tt.launches)
		}
		want := fmt.Sprintf("(%d launch", tt.launchesPerRound)
		if !strings.Contains(log.String(), want) {
			t.Errorf("%s: log lacks %q:\n%s", tt.benchtime, want, log.String())
		}
	}
}

// TestDecidedEarly: with -early-alpha, the primary group A/g=1, its head
// 1000 slower in all 10 pairs (adjusted p 4.3e-5, below the boundary of
// 0.0025 over 3 looks), is decided at the first look and stops at 10
// rounds, its rows decided; the secondary groups, as slow, are never
// decided and run to -max-rounds. Without -early-alpha A/g=1 runs to
// -primary-rounds.
func TestDecidedEarly(t *testing.T) {
	for _, tt := range []struct {
		early                 float64
		wantPrimary, wantRest int
		decided               bool
	}{
		{0.0025, 10, 12, true},
		{0, 16, 12, false},
	} {
		dir := t.TempDir()
		old := &side{label: "old", name: "base", dir: dir, bin: clockBinary(t, dir, "old", 0)}
		new := &side{label: "new", name: "head", dir: dir, bin: clockBinary(t, dir, "new", 1000)}
		cfg := &config{bench: ".", benchtime: "200ms", rounds: 10, maxRounds: 12, primaryRounds: 16, earlyAlpha: tt.early,
			opt: gate.Options{Alpha: 0.05, MinEffect: 1e-9, Paired: true},
			primaryOf: func(_ context.Context, rows []string) (map[string]bool, error) {
				primary := map[string]bool{}
				for _, r := range rows {
					if strings.HasPrefix(r, "A/g=1/") {
						primary[r] = true
					}
				}
				return primary, nil
			}}
		var log bytes.Buffer
		st, err := interleave(context.Background(), cfg, nil, &log, old, new)
		if err != nil {
			t.Fatalf("interleave: %v\n%s", err, log.String())
		}
		sn, err := new.results("new", false, &log)
		if err != nil {
			t.Fatal(err)
		}
		for k, v := range sn.Samples() {
			want := tt.wantRest
			if strings.HasPrefix(k.Name, "A/g=1/") {
				want = tt.wantPrimary
			}
			if len(v) != want {
				t.Errorf("early alpha %g: %s: %d runs; want %d", tt.early, k.Name, len(v), want)
			}
		}
		keys := []gate.Key{{Name: "A/g=1/x=1", Unit: "ns/op"}, {Name: "A/g=1/x=2", Unit: "ns/op"}}
		_, decided := st.decided["A/g=1"]
		if decided != tt.decided || (tt.decided && (!st.decidedKey(keys[0]) || !st.decidedKey(keys[1]) || st.stoppedKey(keys[0]) || len(st.decided) != 1)) {
			t.Errorf("early alpha %g: decided %q, keys %v; want A/g=1 decided %v, its two rows", tt.early, st.decided, st.keys, tt.decided)
		}
		var b strings.Builder
		st.print(&b)
		if want := "decided early: A/g=1: a regression after 10 rounds: A/g=1/x=1 ns/op at +"; tt.decided && !strings.Contains(b.String(), want) {
			t.Errorf("report lacks %q:\n%s", want, b.String())
		}
	}
}
