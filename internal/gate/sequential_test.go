package gate

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"
)

// seqRow is a gated row of a synthetic interim look.
func seqRow(name, unit string, delta, p float64) Row {
	return Row{Key: Key{Name: name, Unit: unit}, Dir: UnitDirection(unit), Delta: delta, P: p, MinEffect: DefaultMinEffect}
}

// seqGroup is cmd/regress's grouping: the top level and the first
// sub-benchmark.
func seqGroup(name string) string {
	parts := strings.SplitN(name, "/", 3)
	return strings.Join(parts[:min(2, len(parts))], "/")
}

// TestPlanLook runs the policy over three looks of synthetic sequences
// with a budget of one unprotected group:
//
//   - a: +6%, p falling 0.2, 0.1, 0.05: never dropped, though far from
//     significance, because its p keeps falling;
//   - b: +7%, p rising 0.01, 0.02, 0.03: the nearest to significance, so
//     it gets the budget;
//   - c: +6%, p rising 0.3, 0.4: farther, stopped for the budget at look 2;
//   - d: +1%, futile at once; e (perft, a rate) −6% is worse and open, f
//     +8% is better and futile.
func TestPlanLook(t *testing.T) {
	const ns, rate = "best-cpu-ns/lookup", "best-cpu-Mnodes/s"
	looks := []struct {
		rows    []Row
		next    []string
		stopped []string
	}{
		{[]Row{
			seqRow("Slider/impl=a/piece=rook", ns, 0.06, 0.2),
			seqRow("Slider/impl=b/piece=rook", ns, 0.07, 0.01),
			seqRow("Slider/impl=c/piece=rook", ns, 0.06, 0.3),
			seqRow("Slider/impl=d/piece=rook", ns, 0.01, 0.5),
			seqRow("Perft/impl=e/pos=start", rate, -0.06, 0.25),
			seqRow("Perft/impl=f/pos=start", rate, 0.08, 0.001),
		}, []string{"Slider/impl=b", "Slider/impl=a", "Perft/impl=e", "Slider/impl=c"}, []string{"Perft/impl=f", "Slider/impl=d"}},
		{[]Row{
			seqRow("Slider/impl=a/piece=rook", ns, 0.06, 0.1),
			seqRow("Slider/impl=b/piece=rook", ns, 0.07, 0.02),
			seqRow("Slider/impl=c/piece=rook", ns, 0.06, 0.4),
			seqRow("Perft/impl=e/pos=start", rate, -0.06, 0.2),
		}, []string{"Slider/impl=a", "Perft/impl=e", "Slider/impl=b"}, []string{"Slider/impl=c"}},
		{[]Row{
			seqRow("Slider/impl=a/piece=rook", ns, 0.06, 0.05),
			seqRow("Slider/impl=b/piece=rook", ns, 0.07, 0.03),
			seqRow("Perft/impl=e/pos=start", rate, -0.06, 0.3),
		}, []string{"Slider/impl=a", "Slider/impl=b"}, []string{"Perft/impl=e"}},
	}
	prev := map[Key]float64{}
	stopped := map[string]bool{}
	reasons := map[string]string{}
	for i, l := range looks {
		rep := &Report{Options: Options{}.withDefaults(), Rows: l.rows}
		plan := PlanLook(rep, seqGroup, prev, stopped, 10+2*i, 1, 0)
		got := slices.Sorted(maps.Keys(plan.Stopped))
		if !slices.Equal(plan.Next, l.next) || !slices.Equal(got, l.stopped) {
			t.Errorf("look %d: next %q, stopped %q; want %q, %q", i+1, plan.Next, got, l.next, l.stopped)
		}
		for g, why := range plan.Stopped {
			stopped[g], reasons[g] = true, why
		}
		for _, row := range l.rows {
			prev[row.Key] = row.P
		}
	}
	want := map[string]string{
		"Slider/impl=d": "futile after 10 rounds: no row at least the minimum effect worse (worst Slider/impl=d/piece=rook best-cpu-ns/lookup at +1.0%, minimum effect +5.0%)",
		"Slider/impl=c": "budget after 12 rounds: 1 groups nearer to significance kept (its smallest p 0.4, not falling)",
	}
	for g, w := range want {
		if reasons[g] != w {
			t.Errorf("reason for %s: %q; want %q", g, reasons[g], w)
		}
	}
}

// TestPlanLookNoBudget: without a budget every group that could regress
// continues, whatever its p-value does.
func TestPlanLookNoBudget(t *testing.T) {
	rep := &Report{Options: Options{}.withDefaults(), Rows: []Row{
		seqRow("Slider/impl=a/piece=rook", "ns/lookup", 0.06, 0.9),
		seqRow("Slider/impl=b/piece=rook", "ns/lookup", 0.05, 0.8),
		seqRow("Slider/impl=c/piece=rook", "ns/lookup", 0.049, 0.01),
	}}
	prev := map[Key]float64{{Name: "Slider/impl=a/piece=rook", Unit: "ns/lookup"}: 0.5, {Name: "Slider/impl=b/piece=rook", Unit: "ns/lookup"}: 0.5}
	plan := PlanLook(rep, seqGroup, prev, nil, 12, 0, 0)
	if got := fmt.Sprint(plan.Next, slices.Sorted(maps.Keys(plan.Stopped))); got != "[Slider/impl=b Slider/impl=a] [Slider/impl=c]" {
		t.Errorf("next, stopped: %s; want [Slider/impl=b Slider/impl=a] [Slider/impl=c]", got)
	}
}
