package main

import (
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/perf/benchmath"

	"github.com/bitbench/bitbench/internal/results"
)

// TestApplyEstimator checks which samples become a row's headline in a
// file of the measuring engine with estimator best-cpu: a lookup row's
// best-cpu-ns/lookup, a parallel perft row's best chunk by wall time
// (best-Mnodes/s, it has no thread clock), and table bytes their own.
func TestApplyEstimator(t *testing.T) {
	var b strings.Builder
	b.WriteString("cpu: X\nengine: rounds\nestimator: best-cpu\n")
	for _, d := range []string{"1", "2", "3"} {
		b.WriteString(strings.ReplaceAll(
			"BenchmarkSlider/impl=magic/piece=rook/load=random\t1\t2.V ns/lookup\t1.V best-cpu-ns/lookup\n"+
				"BenchmarkParallelPerft/impl=magic/pos=start-2\t1\t15V Mnodes/s\t20V best-Mnodes/s\n"+
				"BenchmarkParallelPerft/impl=magic/pos=start\t1\t8V Mnodes/s\t9V best-Mnodes/s\n"+
				"BenchmarkTableBytes/impl=magic\t1\t4096 table-B\n", "V", d))
	}
	set, err := results.Read(strings.NewReader(b.String()), "t.txt")
	if err != nil {
		t.Fatal(err)
	}
	if err := applyEstimator(set); err != nil {
		t.Fatal(err)
	}
	// By unit and procs: the parallel row at 1 and at 2 procs share a name.
	want := map[string][]float64{
		"ns/lookup 1": {1.1, 1.2, 1.3},
		"Mnodes/s 2":  {201, 202, 203},
		"Mnodes/s 1":  {91, 92, 93},
		"table-B 1":   {4096, 4096, 4096},
	}
	for _, r := range set.Rows {
		if w, ok := want[r.Unit+" "+strconv.Itoa(r.Procs)]; ok && !slices.Equal(r.Values, w) {
			t.Errorf("%s %s: headline samples %v; want %v", r.Name, r.Unit, r.Values, w)
		}
	}
}

// TestHeadlineByReference checks that a CPU's page shows a row of the
// measuring engine by its ratio to the reference: the host slows down and
// speeds up over six slices, the row with it, so its own figures spread
// ±10% while its ratio stays 0.5; the headline is 0.5 × the reference's
// median, with the ratio's interval.
func TestHeadlineByReference(t *testing.T) {
	head, err := os.ReadFile("testdata/rounds/new-cpu/2026-12-04-fff0000.txt")
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder // the fixture's configuration lines, then this test's rows
	for _, l := range strings.SplitAfter(string(head), "\n") {
		if strings.Contains(l, ":") && !strings.HasPrefix(l, "Benchmark") && !strings.HasPrefix(l, "estimator:") {
			b.WriteString(l)
		}
	}
	b.WriteString("estimator: best-cpu\nreference: Slider/impl=magic/piece=rook/load=random\n")
	for _, host := range []string{"2.0", "2.2", "2.4", "2.1", "2.3", "2.2"} {
		b.WriteString("BenchmarkSlider/impl=magic/piece=rook/load=random\t1\t3 ns/lookup\t" + host + " best-cpu-ns/lookup\t1 ref\n")
		half := map[string]string{"2.0": "1.0", "2.2": "1.1", "2.4": "1.2", "2.1": "1.05", "2.3": "1.15"}[host]
		b.WriteString("BenchmarkSlider/impl=hq/piece=rook/load=random\t1\t3 ns/lookup\t" + half + " best-cpu-ns/lookup\t0.5 ref\n")
	}
	root := t.TempDir()
	if err := os.MkdirAll(filepath.Join(root, "new-cpu"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(root, "new-cpu", "2026-12-05-fff0001.txt"), []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	cpus, err := load(root, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	rows := cpus[0].builds[0].set.Select(results.Filter{Bench: "Slider", Unit: "ns/lookup", Keys: map[string]string{"impl": "hq"}})
	if len(rows) != 1 {
		t.Fatalf("%d hq rows; want 1", len(rows))
	}
	if got, want := format(rows[0]), "1.1 ± 0%"; got != want {
		t.Errorf("hq's headline %q; want %q (0.5 × the reference's median 2.2, the ratio's interval)", got, want)
	}
}

// TestFormatHalfWidth checks that a lopsided interval is shown by half its
// width, as the engine's rule reads it, not by its larger side.
func TestFormatHalfWidth(t *testing.T) {
	r := results.Row{Stat: benchmath.Summary{Center: 2, Lo: 1.9, Hi: 2.3}}
	if got, want := format(r), "2 ± 10%"; got != want {
		t.Errorf("format = %q; want %q (benchstat's larger side would say 15%%)", got, want)
	}
}
