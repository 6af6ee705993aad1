package gate

import (
	"maps"
	"slices"
	"strings"
	"testing"
)

// decidedRow is a gated row of a synthetic interim look already judged:
// its status and Holm-adjusted p-value.
func decidedRow(name string, delta, padj float64, status Status, secondary bool) Row {
	row := seqRow(name, "best-cpu-ns/lookup", delta, padj)
	row.PAdj, row.Status, row.Secondary = padj, status, secondary
	return row
}

// TestPlanLookDecides: a group stops as decided when its rows that could
// regress are all primary regressions at or below the look's boundary,
// and only then.
func TestPlanLookDecides(t *testing.T) {
	const rook, bishop = "Slider/impl=a/piece=rook", "Slider/impl=a/piece=bishop"
	tests := []struct {
		name     string
		rows     []Row
		boundary float64
		decided  []string // the decided keys' names
	}{
		{"at the boundary", []Row{decidedRow(rook, 0.10, 1e-4, Regression, false)}, 1e-4, []string{rook}},
		{"far below it", []Row{decidedRow(rook, 0.17, 3e-9, Regression, false)}, 1e-4, []string{rook}},
		{"above it", []Row{decidedRow(rook, 0.10, 2e-4, Regression, false)}, 1e-4, nil},
		{"no boundary", []Row{decidedRow(rook, 0.17, 3e-9, Regression, false)}, 0, nil},
		{"secondary", []Row{decidedRow(rook, 0.17, 3e-9, Regression, true)}, 1e-4, nil},
		{"not a regression", []Row{decidedRow(rook, 0.10, 3e-9, Unchanged, false)}, 1e-4, nil},
		{"another row could still regress", []Row{
			decidedRow(rook, 0.10, 3e-9, Regression, false),
			decidedRow(bishop, 0.06, 0.2, Unchanged, false),
		}, 1e-4, nil},
		{"the other row cannot regress", []Row{
			decidedRow(rook, 0.10, 3e-9, Regression, false),
			decidedRow(bishop, 0.01, 0.5, Unchanged, false),
		}, 1e-4, []string{rook}},
		{"both rows decided", []Row{
			decidedRow(rook, 0.10, 3e-9, Regression, false),
			decidedRow(bishop, 0.12, 1e-6, Regression, false),
		}, 1e-4, []string{rook, bishop}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rep := &Report{Options: Options{}.withDefaults(), Rows: tt.rows}
			plan := PlanLook(rep, seqGroup, nil, nil, 10, 0, tt.boundary)
			var names []string
			for _, k := range plan.DecidedKeys {
				names = append(names, k.Name)
			}
			if !slices.Equal(names, tt.decided) {
				t.Fatalf("decided keys %q; want %q", names, tt.decided)
			}
			_, decided := plan.Decided["Slider/impl=a"]
			continues := slices.Contains(plan.Next, "Slider/impl=a")
			if decided != (tt.decided != nil) || decided == continues {
				t.Errorf("decided %v, continues %v (next %q, stopped %q); want decided %v and the other", decided, continues, plan.Next, slices.Sorted(maps.Keys(plan.Stopped)), tt.decided != nil)
			}
			if want := "a regression after 10 rounds: " + rook + " best-cpu-ns/lookup at "; decided && !strings.HasPrefix(plan.Decided["Slider/impl=a"], want) {
				t.Errorf("reason %q; want it to begin %q", plan.Decided["Slider/impl=a"], want)
			}
		})
	}
}

// TestCompareDecided: a decided key is flagged on its change alone, unless
// its minimum effect (a layout spread) is above the change; a secondary
// key is never decided; the primary family is tested at Alpha − EarlyAlpha
// and the secondary at Alpha.
func TestCompareDecided(t *testing.T) {
	const t00, t10 = "Slider/impl=t00/piece=rook/load=random", "Slider/impl=t10/piece=rook/load=random"
	const unit = "best-cpu-ns/lookup"
	// t00 and t10 10% slower; 6 runs, fully separated: raw p 0.0022.
	old, new := noisySets(t, 41, 6, func(i int) float64 {
		if i == 0 || i == 10 {
			return 0.10
		}
		return 0
	})
	is := func(names ...string) func(Key) bool {
		return func(k Key) bool { return slices.Contains(names, k.Name) }
	}
	tests := []struct {
		name    string
		opt     Options
		row     string
		status  Status
		decided bool
	}{
		// Without the decision, a family of 41 cannot reach significance
		// at 6 runs; decided, the change alone counts.
		{"decided", Options{Decided: is(t00), EarlyAlpha: 0.0025}, t00, Regression, true},
		{"undecided", Options{EarlyAlpha: 0.0025}, t00, Unchanged, false},
		{"decided, below a layout's minimum effect", Options{Decided: is(t00), EarlyAlpha: 0.0025, Layout: map[Key]float64{{Name: t00, Unit: unit}: 0.06}}, t00, Small, true},
		{"decided, secondary", Options{Decided: is(t10), Primary: primaryBelow(2), EarlyAlpha: 0.0025}, t10, Unchanged, false},
		// t00 alone in the primary family: adjusted p = raw p 0.0022.
		{"primary at alpha − early alpha, passing", Options{Alpha: 0.01, EarlyAlpha: 0.005, Primary: primaryBelow(1)}, t00, Regression, false},
		{"primary at alpha − early alpha, failing", Options{Alpha: 0.01, EarlyAlpha: 0.008, Primary: primaryBelow(1)}, t00, Unchanged, false},
		// t00 alone in the secondary family keeps the whole alpha.
		{"secondary at alpha", Options{Alpha: 0.01, EarlyAlpha: 0.008, Primary: func(k Key) bool { return k.Name != t00 }}, t00, Regression, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Compare(old, new, tt.opt)
			row := rowOf(t, r, tt.row, unit)
			if row.Status != tt.status || row.Decided != tt.decided {
				t.Errorf("%s: %v, decided %v (p %g adj %g); want %v, decided %v", tt.row, row.Status, row.Decided, row.P, row.PAdj, tt.status, tt.decided)
			}
			if tt.decided && row.PAdj < row.P {
				t.Errorf("decided row's p(adj) %g below its p %g; want the Holm-adjusted measured p-value", row.PAdj, row.P)
			}
		})
	}
}

// TestDecidedReport: the report marks a decided row and says each
// family's level.
func TestDecidedReport(t *testing.T) {
	const t00 = "Slider/impl=t00/piece=rook/load=random"
	old, new := noisySets(t, 41, 6, func(i int) float64 { return 0.10 * float64(1-min(i, 1)) })
	r := Compare(old, new, Options{Decided: func(k Key) bool { return k.Name == t00 }, EarlyAlpha: 0.0025, Primary: primaryBelow(2)})
	var b strings.Builder
	if err := r.Write(&b); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"REGRESSION, decided early\n",
		"REGRESSION: " + t00 + " best-cpu-ns/lookup: +",
		", decided early)\n",
		"(primary 2 at alpha 0.0475 (0.0025 of 0.05 spent on early decisions) and secondary 39 at alpha 0.05, each Holm-adjusted, and a pooled test, minimum effect 5%)",
	} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("report lacks %q:\n%s", want, b.String())
		}
	}
	one := Compare(old, new, Options{EarlyAlpha: 0.0025})
	if got := one.holmNote(); got != "Holm-adjusted alpha 0.0475 (0.0025 of 0.05 spent on early decisions)" {
		t.Errorf("one family: %q", got)
	}
	for _, early := range []float64{-0.001, 0.05, 0.2} {
		if bad := Compare(old, new, Options{EarlyAlpha: early}); len(bad.Errors) == 0 || !strings.Contains(strings.Join(bad.Errors, "\n"), "early alpha") {
			t.Errorf("EarlyAlpha %g: errors %q; want one naming the early alpha", early, bad.Errors)
		}
	}
}
