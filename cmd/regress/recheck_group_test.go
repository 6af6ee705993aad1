package main

import (
	"bytes"
	"context"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/internal/gate"
)

// groupBinary writes a shell script that stands in for a test binary with
// one group, BenchmarkSlider/impl=x, of two rows: rook takes rook ns/op
// and bishop 100, on every run.
func groupBinary(t *testing.T, dir, name string, rook int) string {
	t.Helper()
	return writeScript(t, dir, name, fmt.Sprintf(`#!/bin/sh
if [ "$1" = -test.list ]; then echo BenchmarkSlider; exit 0; fi
i=0
while [ $i -lt $6 ]; do
	i=$((i+1))
	echo "BenchmarkSlider/impl=x/piece=rook-8 1 %d ns/op"
	echo "BenchmarkSlider/impl=x/piece=bishop-8 1 100 ns/op"
done
`, rook))
}

// TestRecheckGroupSpread: the padded layout moves the rook 10% and leaves
// the bishop alone; the bishop, flagged, takes its group's spread, and the
// log says whose.
func TestRecheckGroupSpread(t *testing.T) {
	rook := gate.Key{Name: "Slider/impl=x/piece=rook", Unit: "ns/op"}
	bishop := gate.Key{Name: "Slider/impl=x/piece=bishop", Unit: "ns/op"}
	rep := &gate.Report{Rows: []gate.Row{{Key: bishop, Status: gate.Regression}, {Key: rook, Status: gate.Unchanged}}}
	dir := t.TempDir()
	a := &side{label: "old", name: "base", dir: dir, bin: groupBinary(t, dir, "a", 100)}
	b := &side{label: "layout", name: "base with layout padding", dir: dir}
	variant := func(v int) (*side, *side, error) {
		b.bin = groupBinary(t, dir, fmt.Sprint("b", v), 110)
		return a, b, nil
	}
	cfg := &config{bench: ".", benchtime: "1x", layoutRecheck: 8, layoutVariants: 1, paired: true, opt: gate.Options{Alpha: 0.05, Paired: true}}
	var stdout, log bytes.Buffer
	got, err := recheckLayout(context.Background(), cfg, &stdout, &log, nil, regressionGroups(rep), map[string]int{"Slider/impl=x": 2}, a, b, variant)
	if err != nil {
		t.Fatalf("recheckLayout: %v\n%s", err, log.String())
	}
	for _, k := range []gate.Key{rook, bishop} {
		if math.Abs(got[k]-0.1) > 1e-12 {
			t.Errorf("spread of %s is %v; want 0.1 (the rook's)", k.Name, got[k])
		}
	}
	want := "Slider/impl=x/piece=bishop ns/op takes its group's spread, 10.0% (Slider/impl=x/piece=rook under layout 0; 0.0% before)"
	if !strings.Contains(log.String(), want) {
		t.Errorf("the log lacks %q:\n%s", want, log.String())
	}
}
