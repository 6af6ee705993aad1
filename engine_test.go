package bitbench_test

import (
	"strings"
	"testing"

	"github.com/bitbench/bitbench/internal/results"
)

// TestEngineRun runs this test binary's measuring engine over a few rows for
// a few seconds, as make bench does over all of them: the output is a
// results file (header, schedule, one line per slice with its ratio to the
// reference, the closing lines), every selected row has samples, and the
// reference's ratios centre on 1.
func TestEngineRun(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the engine for a few seconds")
	}
	out, code := benchSelf(t, nil, "-bench.engine", "-bench.budget", "4s", "-bench.slice", "5ms", "-bench.seed", "3",
		"-bench.select", "Slider/impl=magic$/piece=rook/load=(random|game)|TableBytes/impl=magic$|Perft/impl=magic$/pos=start")
	if code != 0 {
		t.Fatalf("engine run: exit %d\n%s", code, out)
	}
	set, err := results.Read(strings.NewReader(out), "engine output")
	if err != nil {
		t.Fatalf("the engine's output is no results file: %v\n%s", err, out)
	}
	for _, k := range []string{"engine", "budget", "slice", "estimator", "reference", "seed", "rounds", "launches", "noise-floor", "steal", "busy", "commit", "uarch", "cpu"} {
		if set.Config[k] == "" && k != "commit" {
			t.Errorf("no %s: line in the output", k)
		}
	}
	want := map[string]bool{
		"Slider/impl=magic/piece=rook/load=random ref": true, "Slider/impl=magic/piece=rook/load=game ref": true,
		"Perft/impl=magic/pos=start ref": true, "TableBytes/impl=magic table-B": true,
	}
	for _, r := range set.Rows {
		if r.Keys["impl"] != "magic" {
			t.Errorf("row %s measured; the selection does not name it", r.Name)
		}
		delete(want, r.Name+" "+r.Unit)
		if r.Unit == "ref" && r.Name == "Slider/impl=magic/piece=rook/load=random" && (r.Stat.Center < 0.8 || r.Stat.Center > 1.25) {
			t.Errorf("the reference's ratio to itself has median %.3f; want about 1", r.Stat.Center)
		}
		if r.Unit == "table-B" && r.N != 1 {
			t.Errorf("TableBytes measured %d times; one is all it needs", r.N)
		}
	}
	for k := range want {
		t.Errorf("no samples of %s", k)
	}
	out, code = benchSelf(t, nil, "-bench.engine", "-bench.select", "NoSuchRow")
	if code != 2 || !strings.Contains(out, "NoSuchRow") {
		t.Errorf("engine with a selection of nothing: exit %d, output %q; want 2 naming it", code, out)
	}
	out, code = benchSelf(t, nil, "-bench.engine", "-bench.estimator", "median")
	if code != 2 || !strings.Contains(out, "median") {
		t.Errorf("engine with a bad estimator: exit %d, output %q; want 2 naming it", code, out)
	}
}
