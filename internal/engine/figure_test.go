package engine

import (
	"math"
	"testing"
)

// TestFigure checks which metric a slice's figure comes from under each
// estimator: the estimator's unit where the slice has it, the wall unit
// otherwise; under best-cpu, a parallel row's best chunk by wall time
// (best-Mnodes/s); a rate inverted to ns per node; no figure for a size.
func TestFigure(t *testing.T) {
	lookup := map[string]float64{"ns/lookup": 2, "cpu-ns/lookup": 1.8, "best-cpu-ns/lookup": 1.5}
	perft := map[string]float64{"Mnodes/s": 100, "cpu-Mnodes/s": 110, "best-cpu-Mnodes/s": 125}
	parallel := map[string]float64{"Mnodes/s": 160, "best-Mnodes/s": 200}
	build := map[string]float64{"ns/op": 5000, "cpu-ns/op": 4800, "best-cpu-ns/op": 4000, "table-B": 2048}
	for _, tt := range []struct {
		name      string
		metrics   map[string]float64
		estimator string
		want      float64 // 0: no figure
	}{
		{"lookup best-cpu", lookup, "best-cpu", 1.5},
		{"lookup cpu", lookup, "cpu", 1.8},
		{"lookup wall", lookup, "wall", 2},
		{"perft best-cpu", perft, "best-cpu", 8},
		{"perft wall", perft, "wall", 10},
		{"parallel best-cpu", parallel, "best-cpu", 5},
		{"parallel cpu", parallel, "cpu", 6.25},
		{"parallel wall", parallel, "wall", 6.25},
		{"build best-cpu", build, "best-cpu", 4000},
		{"size", map[string]float64{"table-B": 2048}, "best-cpu", 0},
		{"zero", map[string]float64{"ns/lookup": 0}, "wall", 0},
	} {
		got, ok := Figure(tt.metrics, tt.estimator)
		if ok != (tt.want > 0) || math.Abs(got-tt.want) > 1e-9 {
			t.Errorf("%s: Figure(%v, %q) == %g, %v; want %g", tt.name, tt.metrics, tt.estimator, got, ok, tt.want)
		}
	}
}
