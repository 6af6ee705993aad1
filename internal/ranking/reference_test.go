package ranking

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/internal/results"
)

// engineFile returns a file of the measuring engine whose host slows down
// over its three slices: the reference's best chunk reads 2.0, 2.4 and 2.2
// ns/lookup (median 2.2), and every row's figure moves with it while its
// ratio to the reference stays the same, but for a slice whose ratio the
// engine could not take (0).
func engineFile() string {
	var b strings.Builder
	b.WriteString("engine: rounds\nestimator: best-cpu\nreference: Slider/impl=magic/piece=rook/load=random\n")
	for i, host := range []float64{2.0, 2.4, 2.2} {
		hq := 0.5
		if i == 2 {
			hq = 0
		}
		for _, l := range []string{
			fmt.Sprintf("Slider/impl=magic/piece=rook/load=random\t1\t%g ns/lookup\t%g best-cpu-ns/lookup\t1 ref", host+0.1, host),
			fmt.Sprintf("Slider/impl=hq/piece=rook/load=random\t1\t%g ns/lookup\t%g best-cpu-ns/lookup\t%g ref", host/2+0.1, host/2, hq),
			fmt.Sprintf("Perft/impl=hq/pos=start\t1\t%g Mnodes/s\t%g best-cpu-Mnodes/s\t1 ref", 900/host, 1000/host),
			fmt.Sprintf("ParallelPerft/impl=hq/pos=start-2\t1\t%g Mnodes/s\t%g best-Mnodes/s\t0.5 ref", 1800/host, 2000/host),
			fmt.Sprintf("ParallelPerft/impl=hq/pos=start\t1\t%g Mnodes/s\t%g best-Mnodes/s\t1 ref", 900/host, 1000/host),
			"TableBytes/impl=hq\t1\t4096 table-B",
		} {
			b.WriteString("Benchmark" + l + "\n")
		}
	}
	return b.String()
}

func TestByReference(t *testing.T) {
	type want struct {
		name, unit string
		procs      int
		values     []float64
	}
	tests := []struct {
		name      string
		file      string
		rewritten int
		rows      []want
	}{
		{"best-cpu", engineFile(), 5, []want{
			{"Slider/impl=magic/piece=rook/load=random", "best-cpu-ns/lookup", 1, []float64{2.2, 2.2, 2.2}},
			{"Slider/impl=hq/piece=rook/load=random", "best-cpu-ns/lookup", 1, []float64{1.1, 1.1}},
			{"Slider/impl=hq/piece=rook/load=random", "ns/lookup", 1, []float64{1.1, 1.3, 1.2}},
			{"Perft/impl=hq/pos=start", "best-cpu-Mnodes/s", 1, []float64{1e3 / 2.2, 1e3 / 2.2, 1e3 / 2.2}},
			{"ParallelPerft/impl=hq/pos=start", "best-Mnodes/s", 2, []float64{1e3 / 1.1, 1e3 / 1.1, 1e3 / 1.1}},
			{"ParallelPerft/impl=hq/pos=start", "best-Mnodes/s", 1, []float64{1e3 / 2.2, 1e3 / 2.2, 1e3 / 2.2}},
			{"TableBytes/impl=hq", "table-B", 1, []float64{4096, 4096, 4096}},
		}},
		{"wall: the base unit", strings.Replace(engineFile(), "estimator: best-cpu", "estimator: wall", 1), 5, []want{
			{"Slider/impl=hq/piece=rook/load=random", "ns/lookup", 1, []float64{2.3 / 2, 2.3 / 2}},
			{"Slider/impl=hq/piece=rook/load=random", "best-cpu-ns/lookup", 1, []float64{1.0, 1.2, 1.1}},
		}},
		{"no reference line", strings.Replace(engineFile(), "reference: ", "reference-was: ", 1), 0, nil},
		{"not the engine's", strings.Replace(engineFile(), "engine: rounds", "engine: other", 1), 0, nil},
		{"the reference has no figure", strings.Replace(engineFile(), "reference: Slider/impl=magic", "reference: Slider/impl=gone", 1), 0, nil},
	}
	for _, tt := range tests {
		set, err := results.Read(strings.NewReader(tt.file), "t.txt")
		if err != nil {
			t.Fatal(err)
		}
		before := make([][]float64, len(set.Rows))
		for i, r := range set.Rows {
			before[i] = r.Values
		}
		if got := ByReference(set); got != tt.rewritten {
			t.Errorf("%s: rewrote %d rows; want %d", tt.name, got, tt.rewritten)
		}
		for _, w := range tt.rows {
			i := slices.IndexFunc(set.Rows, func(r results.Row) bool { return r.Name == w.name && r.Unit == w.unit && r.Procs == w.procs })
			if i < 0 {
				t.Fatalf("%s: no row %s %s", tt.name, w.name, w.unit)
			}
			if r := set.Rows[i]; !near(r.Values, w.values) || r.N != len(w.values) || math.Abs(r.Stat.Center-median(w.values)) > 1e-9 {
				t.Errorf("%s: %s %s: %v (n %d, median %v); want %v", tt.name, w.name, w.unit, r.Values, r.N, r.Stat.Center, w.values)
			}
		}
		if tt.rewritten == 0 {
			for i, r := range set.Rows {
				if !near(r.Values, before[i]) {
					t.Errorf("%s: %s %s rewritten: %v", tt.name, r.Name, r.Unit, r.Values)
				}
			}
		}
	}
}

// near reports whether a and b hold the same values, to 1e-9 relative.
func near(a, b []float64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if math.Abs(a[i]-b[i]) > 1e-9*math.Abs(b[i]) {
			return false
		}
	}
	return true
}

// median returns the median of v (sorted or not; v is not changed).
func median(v []float64) float64 {
	return results.SummaryOf(v).Center
}
