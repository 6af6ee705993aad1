package main

import (
	"bytes"
	"context"
	"fmt"
	"maps"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/internal/gate"
)

// floorBinary writes a shell script that stands in for a test binary on
// the CPU model (17: Zen 4, 2: Zen 5, family 25 or 26 to match) with two
// groups, BenchmarkSlider/impl=x and impl=y, of a rook and a bishop row
// each: y's rook takes yRook ns/op, every other row 100, on every run.
func floorBinary(t *testing.T, dir, name string, model, yRook int) string {
	t.Helper()
	family, uarch := 26, "zen5"
	if model == 17 {
		family, uarch = 25, "zen4"
	}
	return writeScript(t, dir, name, fmt.Sprintf(`#!/bin/sh
if [ "$1" = -test.list ]; then echo BenchmarkSlider; exit 0; fi
printf 'cpu: AMD EPYC\ncpu-vendor: AuthenticAMD\ncpu-family: %d\ncpu-model: %d\ncpu-stepping: 1\nuarch: %s\n'
i=0
while [ $i -lt $6 ]; do
	i=$((i+1))
	echo "BenchmarkSlider/impl=x/piece=rook-8 1 100 ns/op"
	echo "BenchmarkSlider/impl=x/piece=bishop-8 1 100 ns/op"
	echo "BenchmarkSlider/impl=y/piece=rook-8 1 %d ns/op"
	echo "BenchmarkSlider/impl=y/piece=bishop-8 1 100 ns/op"
done
`, family, model, uarch, yRook))
}

// floorHistory is a history of the Zen 5 machine: y's spreads 4.0% and
// 18.1% in two rechecks, x's 30%.
const floorHistory = `cpu-vendor	cpu-family	cpu-model	cpu-stepping	uarch	source	group	unit	spread
AuthenticAMD	26	2	1	zen5	c/q-3	Slider/impl=y	ns/op	4.0
AuthenticAMD	26	2	1	zen5	c/kb-1	Slider/impl=y	ns/op	18.1
AuthenticAMD	26	2	1	zen5	c/kb-2	Slider/impl=x	ns/op	30
`

// TestRecheckFloor: a change to x (x's rows primary) flags a row of each
// group; the recheck's padded layout moves nothing, or y's rook 30%. The
// rows of y, which the change cannot reach, take y's floor from the
// history (18.1%, from c/kb-1) unless their own spread is larger; x's rows,
// which it can reach, never take a floor (x's 30% would show); on another
// CPU, with every row reachable, or without a history, nothing is raised,
// and the log says why.
func TestRecheckFloor(t *testing.T) {
	key := func(impl, piece string) gate.Key {
		return gate.Key{Name: "Slider/impl=" + impl + "/piece=" + piece, Unit: "ns/op"}
	}
	xRook, yRook, yBishop := key("x", "rook"), key("y", "rook"), key("y", "bishop")
	rep := &gate.Report{Rows: []gate.Row{{Key: xRook, Status: gate.Regression}, {Key: yBishop, Status: gate.Regression}}}
	primaryX := func(k gate.Key) bool { return group(k.Name) == "Slider/impl=x" }
	raised := func(s float64) map[gate.Key]float64 { return map[gate.Key]float64{yRook: s, yBishop: s} }
	for _, tt := range []struct {
		name         string
		model, moved int                 // the CPU model; y's rook in the padded layout
		reach        func(gate.Key) bool // the primary rows
		history      bool                // docs/gate/layout-spreads.tsv in the working tree
		want         map[gate.Key]float64
		log, stdout  string
	}{
		{"a change to x", 2, 100, primaryX, true, raised(0.181),
			"regress: layout floor: Slider/impl=y/piece=bishop ns/op takes its group's floor, 18.1%, the largest of 2 rechecks on this CPU (c/kb-1, ROOT/docs/gate/layout-spreads.tsv; 0.0% before): the change cannot reach it\n",
			"layout floor: 2 keys that the change cannot reach took the largest spread of the group in past rechecks on this CPU (docs/gate/layout-spreads.tsv)\n"},
		{"y's own spread is larger", 2, 130, primaryX, true, raised(0.3), "regress: layout floor: none for Slider/impl=x: the change can reach its rows (primary)\n", ""},
		{"another CPU", 17, 100, primaryX, true, map[gate.Key]float64{},
			"regress: layout floor: none: ROOT/docs/gate/layout-spreads.tsv has no record of this CPU (AuthenticAMD family 25 model 17 stepping 1, zen4)\n", ""},
		{"every row reachable", 2, 100, func(gate.Key) bool { return true }, true, map[gate.Key]float64{},
			"regress: layout floor: none for Slider/impl=y: the change can reach its rows (primary)\n", ""},
		{"no history", 2, 100, primaryX, false, map[gate.Key]float64{},
			"regress: layout floor: none: docs/gate/layout-spreads.tsv is not in the working tree\n", ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			root := t.TempDir()
			if tt.history {
				writeHistory(t, root, floorHistory)
			}
			h, none, err := loadHistory(root)
			if err != nil {
				t.Fatal(err)
			}
			a := &side{label: "old", name: "base", dir: root, bin: floorBinary(t, root, "a", tt.model, 100)}
			b := &side{label: "layout", name: "base with layout padding", dir: root}
			variant := func(v int) (*side, *side, error) {
				b.bin = floorBinary(t, root, fmt.Sprint("b", v), tt.model, tt.moved)
				return a, b, nil
			}
			cfg := &config{bench: ".", benchtime: "1x", layoutRecheck: 8, layoutVariants: 1, paired: true, opt: gate.Options{Alpha: 0.05, Paired: true}}
			var stdout, log bytes.Buffer
			floor := &layoutFloor{reach: tt.reach, history: h, none: none}
			got, err := recheckFloored(context.Background(), cfg, &stdout, &log, nil, regressionGroups(rep), map[string]int{"Slider/impl=x": 2, "Slider/impl=y": 2}, a, b, variant, floor)
			if err != nil {
				t.Fatalf("recheckFloored: %v\n%s", err, log.String())
			}
			if got == nil {
				got = map[gate.Key]float64{}
			}
			if !maps.EqualFunc(got, tt.want, func(x, y float64) bool { return math.Abs(x-y) < 1e-12 }) {
				t.Errorf("spreads %v; want %v", got, tt.want)
			}
			if want := strings.ReplaceAll(tt.log, "ROOT", root); !strings.Contains(log.String(), want) {
				t.Errorf("the log lacks %q:\n%s", want, log.String())
			}
			if _, line, _ := strings.Cut(stdout.String(), "\n"); line != tt.stdout {
				t.Errorf("stdout after the recheck's line %q; want %q", line, tt.stdout)
			}
		})
	}
}

// writeHistory writes text as root's docs/gate/layout-spreads.tsv.
func writeHistory(t *testing.T, root, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Join(root, "docs/gate"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(root, historyFile), []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestLoadHistoryBad: a history that is a directory or does not parse is
// an error naming the file (and the line), before anything is built.
func TestLoadHistoryBad(t *testing.T) {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, historyFile), 0o755); err != nil {
		t.Fatal(err)
	}
	bad := t.TempDir()
	writeHistory(t, bad, floorHistory+"AuthenticAMD\t26\t2\t1\tzen5\tc/x\tSlider/impl=y\tns/op\t-3\n")
	for _, tt := range []struct{ root, want string }{
		{dir, historyFile + ": not a regular file (a directory)"},
		{bad, historyFile + `:5: spread "-3"`},
	} {
		if _, _, err := loadHistory(tt.root); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("loadHistory(%s): %v; want an error containing %q", tt.root, err, tt.want)
		}
	}
}

// TestReadHistory: the history is read only when the floor can apply, the
// layout recheck and the scope on (the default -bench); a missing file is
// no history, with the reason.
func TestReadHistory(t *testing.T) {
	root := t.TempDir()
	writeHistory(t, root, floorHistory)
	for _, tt := range []struct {
		name    string
		cfg     config
		records int // -1: no floor at all
	}{
		{"defaults", config{layoutRecheck: 16, scope: true}, 3},
		{"no recheck", config{layoutRecheck: 0, scope: true}, -1},
		{"no scope", config{layoutRecheck: 16, scope: false}, -1},
		{"-bench given", config{layoutRecheck: 16, scope: true, benchSet: true}, -1},
	} {
		t.Run(tt.name, func(t *testing.T) {
			b := &baseTree{root: root}
			if err := b.readHistory(&tt.cfg); err != nil {
				t.Fatal(err)
			}
			switch {
			case tt.records < 0 && b.floor != nil:
				t.Errorf("read the history %+v; want none", b.floor)
			case tt.records >= 0 && (b.floor == nil || b.floor.history == nil || len(b.floor.history.Records) != tt.records):
				t.Errorf("floor %+v; want the history's %d records", b.floor, tt.records)
			}
		})
	}
	b := &baseTree{root: t.TempDir()}
	if err := b.readHistory(&config{layoutRecheck: 16, scope: true}); err != nil || b.floor == nil || b.floor.history != nil || !strings.Contains(b.floor.none, "not in the working tree") {
		t.Errorf("without the file: floor %+v, %v; want no history and why", b.floor, err)
	}
}
