package gate

import (
	"bytes"
	"fmt"
	"math"
	"strings"
	"testing"
)

// column is one unit's values of a synthetic benchmark, one per run.
type column struct {
	unit string
	vals []float64
}

// synth writes a results file in which benchmark name reports every
// column, one line per run (all columns as long as the first), and reads
// it back as source.
func synth(t *testing.T, source, name string, cols ...column) *Set {
	t.Helper()
	var b strings.Builder
	for i := range cols[0].vals {
		fmt.Fprintf(&b, "Benchmark%s-8 100", name)
		for _, c := range cols {
			fmt.Fprintf(&b, " %g %s", c.vals[i], c.unit)
		}
		b.WriteString("\n")
	}
	return readString(t, source, b.String())
}

// around returns n values spread ±0.5% around v, in a fixed order.
func around(v float64, n int) []float64 {
	out := make([]float64, n)
	for i := range out {
		out[i] = v * (1 + 0.01*(float64(i%5)/4-0.5))
	}
	return out
}

func rowOf(t *testing.T, r *Report, name, unit string) Row {
	t.Helper()
	for _, row := range r.Rows {
		if row.Name == name && row.Unit == unit {
			return row
		}
	}
	t.Fatalf("no row %s %s in %+v", name, unit, r.Rows)
	return Row{}
}

// TestCPUTimePreferred: where both sides report a benchmark's wall unit and
// its cpu-* unit, the CPU-time key is gated and the wall key only shown.
func TestCPUTimePreferred(t *testing.T) {
	const n = 8
	tests := []struct {
		name           string
		old, new       []column
		wantWall       Status
		wantCPU        Status
		cpuUnit, wallU string
		verdict        string
		family         int
	}{
		// The wall time is 30% worse (a busy neighbour), the CPU time
		// unchanged: no false alarm.
		{"busy neighbour", []column{{"ns/lookup", around(5, n)}, {"cpu-ns/lookup", around(4, n)}},
			[]column{{"ns/lookup", around(6.5, n)}, {"cpu-ns/lookup", around(4, n)}},
			WallTime, Unchanged, "cpu-ns/lookup", "ns/lookup", VerdictPass, 1},
		// The CPU time is 12% worse: a regression, whatever the wall time says.
		{"real slowdown", []column{{"ns/lookup", around(5, n)}, {"cpu-ns/lookup", around(4, n)}},
			[]column{{"ns/lookup", around(5, n)}, {"cpu-ns/lookup", around(4.48, n)}},
			WallTime, Regression, "cpu-ns/lookup", "ns/lookup", VerdictRegression, 1},
		// Rates: cpu-Mnodes/s is higher-is-better like Mnodes/s.
		{"perft rate down", []column{{"Mnodes/s", around(100, n)}, {"cpu-Mnodes/s", around(150, n)}},
			[]column{{"Mnodes/s", around(100, n)}, {"cpu-Mnodes/s", around(130, n)}},
			WallTime, Regression, "cpu-Mnodes/s", "Mnodes/s", VerdictRegression, 1},
		{"perft rate up", []column{{"Mnodes/s", around(100, n)}, {"cpu-Mnodes/s", around(150, n)}},
			[]column{{"Mnodes/s", around(80, n)}, {"cpu-Mnodes/s", around(170, n)}},
			WallTime, Improvement, "cpu-Mnodes/s", "Mnodes/s", VerdictPass, 1},
	}
	for _, tt := range tests {
		r := Compare(synth(t, "old.txt", "Slider/impl=magic", tt.old...), synth(t, "new.txt", "Slider/impl=magic", tt.new...), Options{})
		wall, cpu := rowOf(t, r, "Slider/impl=magic", tt.wallU), rowOf(t, r, "Slider/impl=magic", tt.cpuUnit)
		if wall.Status != tt.wantWall || cpu.Status != tt.wantCPU || r.Verdict() != tt.verdict || r.Family != tt.family || !math.IsNaN(wall.PAdj) {
			t.Errorf("%s: wall %v (p adj %v), cpu %v, verdict %s, family %d; want %v (NaN), %v, %s, %d",
				tt.name, wall.Status, wall.PAdj, cpu.Status, r.Verdict(), r.Family, tt.wantWall, tt.wantCPU, tt.verdict, tt.family)
		}
		if r.CanRegress(wall) {
			t.Errorf("%s: CanRegress(the wall row) == true; want false, it is not gated", tt.name)
		}
	}
}

// TestCPUTimeOneSide: a base that predates the cpu-* metrics (or a run on a
// system without the thread clock) is gated on the wall units, with one
// warning, and the cpu-* keys are neither missing nor listed one by one.
func TestCPUTimeOneSide(t *testing.T) {
	const n = 8
	plain := synth(t, "old.txt", "Perft/impl=magic/pos=start", column{"Mnodes/s", around(100, n)})
	both := synth(t, "new.txt", "Perft/impl=magic/pos=start", column{"Mnodes/s", around(80, n)}, column{"cpu-Mnodes/s", around(150, n)})
	for _, tt := range []struct {
		name     string
		old, new *Set
		status   Status
		warning  string
	}{
		{"older base", plain, both, Regression, "new.txt: 1 cpu-* key on this side only"},
		{"head without the clock", both, plain, Improvement, "new.txt: 1 cpu-* key on this side only"},
	} {
		r := Compare(tt.old, tt.new, Options{})
		wall := rowOf(t, r, "Perft/impl=magic/pos=start", "Mnodes/s")
		warned := strings.Contains(strings.Join(r.Warnings, "\n"), tt.warning)
		if wall.Status != tt.status || len(r.Missing) != 0 || len(r.OnlyNew) != 0 || len(r.Rows) != 1 || !warned {
			t.Errorf("%s: Mnodes/s %v, missing %v, only new %v, %d rows, warnings %q; want %v, none, none, 1 row, %q",
				tt.name, wall.Status, r.Missing, r.OnlyNew, len(r.Rows), r.Warnings, tt.status, tt.warning)
		}
	}
	// A cpu-* key whose wall key is gone too is missing as usual.
	lost := synth(t, "lost.txt", "Other", column{"ns/op", around(5, n)})
	r := Compare(both, lost, Options{AllowMissing: nil})
	if len(r.Missing) != 2 || r.Verdict() != VerdictRegression {
		t.Errorf("head without the benchmark: missing %v, verdict %s; want Mnodes/s and cpu-Mnodes/s missing, REGRESSION", r.Missing, r.Verdict())
	}
}

// TestLayoutSpread: keys that moved between two layouts of the same code
// (separated samples) get their spread, no larger than their best runs
// moved; noise, unknown units and constant keys do not.
func TestLayoutSpread(t *testing.T) {
	a := readString(t, "layout-a.txt", strings.Join([]string{
		"BenchmarkMoved-8 1 100 ns/op 7 widgets 3 table-B",
		"BenchmarkMoved-8 1 101 ns/op 7 widgets 3 table-B",
		"BenchmarkMoved-8 1 102 ns/op 7 widgets 3 table-B",
		"BenchmarkMoved-8 1 103 ns/op 7 widgets 3 table-B",
		"BenchmarkNoise-8 1 100 ns/op",
		"BenchmarkNoise-8 1 110 ns/op",
		"BenchmarkNoise-8 1 90 ns/op",
		"BenchmarkNoise-8 1 105 ns/op",
		"BenchmarkRate-8 1 200 Mnodes/s",
		"BenchmarkRate-8 1 201 Mnodes/s",
		"BenchmarkRate-8 1 202 Mnodes/s",
		"BenchmarkRate-8 1 203 Mnodes/s",
		"BenchmarkBurst-8 1 100 ns/op",
		"BenchmarkBurst-8 1 101 ns/op",
		"BenchmarkBurst-8 1 102 ns/op",
		"BenchmarkBurst-8 1 103 ns/op",
	}, "\n")+"\n")
	b := readString(t, "layout-b.txt", strings.Join([]string{
		"BenchmarkMoved-8 1 108 ns/op 9 widgets 3 table-B",
		"BenchmarkMoved-8 1 109 ns/op 9 widgets 3 table-B",
		"BenchmarkMoved-8 1 110 ns/op 9 widgets 3 table-B",
		"BenchmarkMoved-8 1 111 ns/op 9 widgets 3 table-B",
		"BenchmarkNoise-8 1 95 ns/op",
		"BenchmarkNoise-8 1 108 ns/op",
		"BenchmarkNoise-8 1 101 ns/op",
		"BenchmarkNoise-8 1 99 ns/op",
		"BenchmarkRate-8 1 180 Mnodes/s",
		"BenchmarkRate-8 1 181 Mnodes/s",
		"BenchmarkRate-8 1 182 Mnodes/s",
		"BenchmarkRate-8 1 183 Mnodes/s",
		"BenchmarkBurst-8 1 104 ns/op",
		"BenchmarkBurst-8 1 150 ns/op",
		"BenchmarkBurst-8 1 155 ns/op",
		"BenchmarkBurst-8 1 160 ns/op",
	}, "\n")+"\n")
	got := LayoutSpread(a, b, 0, false)
	// The smaller of the changes of the medians and of the best runs:
	// Moved 101.5 → 109.5 (+7.88%), best 100 → 108 (+8%); Rate 201.5 →
	// 181.5 (−9.93%), best 203 → 183 (−9.85%); Burst, three runs of four
	// slowed by a burst, 101.5 → 152.5 (+50%), best 100 → 104 (+4%).
	want := map[Key]float64{
		{Name: "Moved", Unit: "ns/op"}:   109.5/101.5 - 1,
		{Name: "Rate", Unit: "Mnodes/s"}: 1 - 183.0/203,
		{Name: "Burst", Unit: "ns/op"}:   104.0/100 - 1,
	}
	if len(got) != len(want) {
		t.Errorf("LayoutSpread == %v; want %v", got, want)
	}
	for k, w := range want {
		if g, ok := got[k]; !ok || math.Abs(g-w) > 1e-12 {
			t.Errorf("LayoutSpread[%v] == %v (present %v); want %v", k, g, ok, w)
		}
	}
	// Three runs per side can never reach p ≤ 0.05: nothing is sensitive.
	if got := LayoutSpread(synth(t, "a3", "Moved", column{"ns/op", []float64{100, 101, 102}}), synth(t, "b3", "Moved", column{"ns/op", []float64{110, 111, 112}}), 0, false); len(got) != 0 {
		t.Errorf("LayoutSpread with 3 runs per side == %v; want empty (min p 0.1 > 0.05)", got)
	}
}

// TestLayoutMinEffect: a layout-sensitive key needs LayoutFactor times its
// spread to count, in both directions, and the report says so.
func TestLayoutMinEffect(t *testing.T) {
	const n = 8
	key := Key{Name: "Perft/impl=magic-iface/pos=start", Unit: "ns/op"}
	old := synth(t, "old.txt", key.Name, column{"ns/op", around(100, n)})
	layout := map[Key]float64{key: 0.08}
	tests := []struct {
		new    float64
		status Status
	}{
		{112, Small},      // +12% < 16%
		{120, Regression}, // +20% ≥ 16%
		{88, Small},       // a −12% speed-up is no improvement either
		{80, Improvement}, // −20%
		{104, Small},      // +4%: below both
	}
	for _, tt := range tests {
		r := Compare(old, synth(t, "new.txt", key.Name, column{"ns/op", around(tt.new, n)}), Options{Layout: layout})
		row := rowOf(t, r, key.Name, key.Unit)
		if row.Status != tt.status || row.MinEffect != 0.16 || !row.LayoutSensitive() {
			t.Errorf("new median %v: %v, min effect %v, sensitive %v; want %v, 0.16, true", tt.new, row.Status, row.MinEffect, row.LayoutSensitive(), tt.status)
		}
		if got, want := r.CanRegress(row), tt.new >= 116; got != want {
			t.Errorf("new median %v: CanRegress == %v; want %v", tt.new, got, want)
		}
		var out bytes.Buffer
		if err := r.Write(&out); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(out.String(), "layout-sensitive ±8.0% (min effect 16.0%)") {
			t.Errorf("new median %v: report lacks the layout note:\n%s", tt.new, out.String())
		}
		if tt.status == Regression && !strings.Contains(out.String(), "REGRESSION: "+key.Name+" ns/op: +20.0% (p=0.00016 adj 0.00016, layout-sensitive ±8.0% (min effect 16.0%))\n") {
			t.Errorf("the REGRESSION line lacks the layout note:\n%s", out.String())
		}
	}
	// A small spread leaves the option's minimum effect in force, and the
	// row is still marked.
	r := Compare(old, synth(t, "new.txt", key.Name, column{"ns/op", around(106, n)}), Options{Layout: map[Key]float64{key: 0.01}})
	if row := rowOf(t, r, key.Name, key.Unit); row.Status != Regression || row.MinEffect != DefaultMinEffect || !row.LayoutSensitive() {
		t.Errorf("spread 1%%, +6%%: %v, min effect %v, sensitive %v; want REGRESSION, %v, true", row.Status, row.MinEffect, row.LayoutSensitive(), DefaultMinEffect)
	}
	// Keys without a spread are judged as before.
	r = Compare(old, synth(t, "new.txt", key.Name, column{"ns/op", around(112, n)}), Options{Layout: map[Key]float64{{Name: "Other", Unit: "ns/op"}: 0.5}})
	if row := rowOf(t, r, key.Name, key.Unit); row.Status != Regression || row.LayoutSensitive() {
		t.Errorf("no spread for the key: %v, sensitive %v; want REGRESSION, false", row.Status, row.LayoutSensitive())
	}
}

// TestBestCPUPreferred: where both sides report a benchmark's best-cpu-*
// unit, that key is gated, and its cpu-* and wall keys are shown only;
// against a base without best-cpu-* keys the cpu-* key is gated.
func TestBestCPUPreferred(t *testing.T) {
	const n = 8
	const name = "Slider/impl=magic"
	units := func(wall, cpu, best float64) []column {
		return []column{{"ns/lookup", around(wall, n)}, {"cpu-ns/lookup", around(cpu, n)}, {"best-cpu-ns/lookup", around(best, n)}}
	}
	tests := []struct {
		name        string
		old, new    []column
		best, cpu   Status
		gated       string // the unit gated: the one not shown as WallTime
		verdict     string
		cell        string // the cpu-ns/lookup row's verdict cell
		wantWarning bool
	}{
		// Bursts of interference slowed most of the run (wall +30%, cpu
		// +20%), not its best chunks: no false alarm.
		{"interference", units(5, 4, 3.5), units(6.5, 4.8, 3.5), Unchanged, WallTime, "best-cpu-ns/lookup", VerdictPass,
			"not gated (best-cpu-ns/lookup gated)", false},
		// The code is 12% slower: every chunk is, the best one too.
		{"real slowdown", units(5, 4, 3.5), units(5, 4, 3.92), Regression, WallTime, "best-cpu-ns/lookup", VerdictRegression,
			"not gated (best-cpu-ns/lookup gated)", false},
		// A base that predates best-cpu-*: its cpu-* key is gated.
		{"older base", units(5, 4, 3.5)[:2], units(5, 4.48, 3.5), -1, Regression, "cpu-ns/lookup", VerdictRegression,
			"REGRESSION", true},
	}
	for _, tt := range tests {
		r := Compare(synth(t, "old.txt", name, tt.old...), synth(t, "new.txt", name, tt.new...), Options{})
		cpu := rowOf(t, r, name, "cpu-ns/lookup")
		wall := rowOf(t, r, name, "ns/lookup")
		if wall.Status != WallTime || wall.GatedBy != tt.gated || cpu.Status != tt.cpu || r.Verdict() != tt.verdict || r.Family != 1 || verdictCell(cpu) != tt.cell {
			t.Errorf("%s: wall %v (gated by %q), cpu %v (%q), verdict %s, family %d; want %v (%q), %v (%q), %s, 1",
				tt.name, wall.Status, wall.GatedBy, cpu.Status, verdictCell(cpu), r.Verdict(), r.Family, WallTime, tt.gated, tt.cpu, tt.cell, tt.verdict)
		}
		if tt.best >= 0 {
			if best := rowOf(t, r, name, "best-cpu-ns/lookup"); best.Status != tt.best {
				t.Errorf("%s: best-cpu-ns/lookup %v; want %v", tt.name, best.Status, tt.best)
			}
		}
		if warned := len(r.Warnings) > 0; warned != tt.wantWarning || len(r.OnlyNew) != 0 || len(r.Missing) != 0 {
			t.Errorf("%s: warnings %q, only new %v, missing %v; want a warning %v, none, none", tt.name, r.Warnings, r.OnlyNew, r.Missing, tt.wantWarning)
		}
	}
}

// TestLayoutSpreadPaired: with paired runs, a key whose four pairs all
// moved the same way is layout-sensitive even when a spell of slow runs
// hides the move from Mann–Whitney, with the spread its pairs agree on;
// a key whose pairs go both ways is not, and one whose pairs all moved a
// little gets a spread too small to raise its minimum effect.
func TestLayoutSpreadPaired(t *testing.T) {
	lines := func(name string, vals ...float64) string {
		var b strings.Builder
		for _, v := range vals {
			fmt.Fprintf(&b, "Benchmark%s-8 1 %g ns/op\n", name, v)
		}
		return b.String()
	}
	a := readString(t, "layout-a.txt", lines("Spell", 100, 160, 100, 165)+lines("Noise", 100, 104, 98, 103)+lines("Little", 100, 101, 102, 103))
	b := readString(t, "layout-b.txt", lines("Spell", 109, 175, 110, 180)+lines("Noise", 103, 101, 99, 100)+lines("Little", 100.5, 101.4, 102.3, 103.6))
	spell, little := Key{Name: "Spell", Unit: "ns/op"}, Key{Name: "Little", Unit: "ns/op"}
	if got := LayoutSpread(a, b, 0, false); len(got) != 0 {
		t.Errorf("LayoutSpread(unpaired) == %v; want none (no key separated)", got)
	}
	got := LayoutSpread(a, b, 0, true)
	// Spell: ratios 1.09, 1.09375, 1.1, 1.0909…, median 1.0918…; best
	// 100 → 109, +9%: the smaller. Little: ratios 1.005, 1.00396…,
	// 1.00294…, 1.00583…, median (1.00396… + 1.005)/2; best +0.5%.
	want := map[Key]float64{spell: 0.09, little: (101.4/101+100.5/100)/2 - 1}
	if len(got) != len(want) {
		t.Fatalf("LayoutSpread(paired) == %v; want the keys of %v", got, want)
	}
	for k, w := range want {
		if g := got[k]; math.Abs(g-w) > 1e-9 {
			t.Errorf("LayoutSpread(paired)[%v] == %v; want %v", k, g, w)
		}
	}
	if got[little]*LayoutFactor >= DefaultMinEffect {
		t.Errorf("Little's spread %v raises its minimum effect above the default", got[little])
	}
}

// TestLayoutSpreadSignTest: with more pairs (cmd/regress's layout recheck)
// a key moved when the sign test on its pairs gives at most alpha, though
// not every pair went one way and Mann–Whitney, on samples spread wide by
// the host's states, finds nothing. Most: 11 of 12 pairs 8% slower, one 1%
// faster (sign p = 2·13/4096 ≈ 0.006). Split: 9 of 12 (p ≈ 0.15) stays.
func TestLayoutSpreadSignTest(t *testing.T) {
	base := []float64{100, 300, 110, 290, 120, 280, 130, 270, 140, 260, 150, 250}
	var a, b strings.Builder
	for i, v := range base {
		most, split := v*1.08, v*1.08
		if i == 2 {
			most = v * 0.99
		}
		if i%4 == 1 {
			split = v * 0.99
		}
		fmt.Fprintf(&a, "BenchmarkMost-8 1 %g ns/op\nBenchmarkSplit-8 1 %g ns/op\n", v, v)
		fmt.Fprintf(&b, "BenchmarkMost-8 1 %g ns/op\nBenchmarkSplit-8 1 %g ns/op\n", most, split)
	}
	sa, sb := readString(t, "a.txt", a.String()), readString(t, "b.txt", b.String())
	if got := LayoutSpread(sa, sb, 0, false); len(got) != 0 {
		t.Errorf("LayoutSpread(unpaired) == %v; want none (Mann–Whitney separates nothing)", got)
	}
	got := LayoutSpread(sa, sb, 0, true)
	most := Key{Name: "Most", Unit: "ns/op"}
	// The median of the ratios is 1.08, the best value 100 → 108.
	if len(got) != 1 || math.Abs(got[most]-0.08) > 1e-9 {
		t.Errorf("LayoutSpread(paired) == %v; want only Most at 0.08", got)
	}
}

// TestBestWallPreferred: a row with no thread clock (parallel perft)
// reports its best chunk by wall time, best-Mnodes/s; where both sides
// have it, it is gated and the wall key shown only, so a spell of
// interference that slows most of the run is no false alarm and a slower
// best chunk is a regression.
func TestBestWallPreferred(t *testing.T) {
	const n = 8
	const name = "ParallelPerft/impl=magic/pos=start-2"
	units := func(wall, best float64) []column {
		return []column{{"Mnodes/s", around(wall, n)}, {"best-Mnodes/s", around(best, n)}}
	}
	for _, tt := range []struct {
		name     string
		old, new []column
		best     Status
		verdict  string
	}{
		{"interference", units(200, 240), units(150, 240), Unchanged, VerdictPass},
		{"real slowdown", units(200, 240), units(200, 210), Regression, VerdictRegression},
	} {
		r := Compare(synth(t, "old.txt", name, tt.old...), synth(t, "new.txt", name, tt.new...), Options{})
		wall := rowOf(t, r, name, "Mnodes/s")
		best := rowOf(t, r, name, "best-Mnodes/s")
		if wall.Status != WallTime || wall.GatedBy != "best-Mnodes/s" || best.Status != tt.best || r.Verdict() != tt.verdict || r.Family != 1 {
			t.Errorf("%s: wall %v (gated by %q), best %v, verdict %s, family %d; want %v (best-Mnodes/s), %v, %s, 1",
				tt.name, wall.Status, wall.GatedBy, best.Status, r.Verdict(), r.Family, WallTime, tt.best, tt.verdict)
		}
	}
}
