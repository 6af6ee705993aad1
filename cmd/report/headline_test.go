package main

import (
	"slices"
	"strings"
	"testing"

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
				"BenchmarkTableBytes/impl=magic\t1\t4096 table-B\n", "V", d))
	}
	set, err := results.Read(strings.NewReader(b.String()), "t.txt")
	if err != nil {
		t.Fatal(err)
	}
	if err := applyEstimator(set); err != nil {
		t.Fatal(err)
	}
	want := map[string][]float64{
		"ns/lookup": {1.1, 1.2, 1.3},
		"Mnodes/s":  {201, 202, 203},
		"table-B":   {4096, 4096, 4096},
	}
	for _, r := range set.Rows {
		if w, ok := want[r.Unit]; ok && !slices.Equal(r.Values, w) {
			t.Errorf("%s %s: headline samples %v; want %v", r.Name, r.Unit, r.Values, w)
		}
	}
}
