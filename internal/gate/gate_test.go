package gate

import (
	"bytes"
	"flag"
	"fmt"
	"math"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/internal/results"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

const (
	rook   = "Slider/impl=magic/piece=rook/load=random"
	bishop = "Slider/impl=magic/piece=bishop/load=random"
)

func mustRead(t *testing.T, name string) *Set {
	t.Helper()
	s, err := results.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func compareFiles(t *testing.T, base string, opt Options) *Report {
	t.Helper()
	return Compare(mustRead(t, base+".old.txt"), mustRead(t, base+".new.txt"), opt)
}

func statusOf(r *Report, name, unit string) (Status, bool) {
	for _, row := range r.Rows {
		if row.Name == name && row.Unit == unit {
			return row.Status, true
		}
	}
	return 0, false
}

// TestCompareScenarios checks the judgement of every key in each synthetic
// scenario and the overall verdict. The expected judgements follow from the
// hand-written data in testdata/ (see the comments on each case).
func TestCompareScenarios(t *testing.T) {
	type want struct {
		name, unit string
		status     Status
	}
	tests := []struct {
		base   string
		failed bool
		family int
		want   []want
	}{
		// rook +12% on ns/op and ns/lookup, 8 fully separated runs;
		// bishop: the same values in another order; table-B constant;
		// widgets doubles but its direction is unknown.
		{"regression", true, 3, []want{
			{rook, "ns/op", Regression},
			{rook, "ns/lookup", Regression},
			{bishop, "ns/op", Unchanged},
			{bishop, "table-B", Untested},
			{bishop, "widgets", Ungated},
		}},
		// rook +4%: fully separated, so significant, but below 5%;
		// bishop: overlapping noise.
		{"noise", false, 2, []want{
			{rook, "ns/op", Small},
			{bishop, "ns/op", Unchanged},
		}},
		// rook −12%.
		{"improvement", false, 1, []want{
			{rook, "ns/op", Improvement},
		}},
		// Mnodes/s: magic −10% is a regression, shift +10% an improvement.
		{"rate", true, 2, []want{
			{"Perft/impl=magic/depth=4", "Mnodes/s", Regression},
			{"Perft/impl=shift/depth=4", "Mnodes/s", Improvement},
		}},
		// rook +10.8% with one overlapping pair: raw p = 4/252 = 0.016,
		// but four unchanged companions make m = 5 and Holm gives 0.079.
		{"holm", false, 5, []want{
			{rook, "ns/op", Unchanged},
			{"Slider/impl=naive/piece=bishop/load=random", "ns/op", Unchanged},
			{"Slider/impl=naive/piece=rook/load=random", "ns/op", Unchanged},
			{"Slider/impl=pext/piece=rook/load=random", "ns/op", Unchanged},
			{"Slider/impl=shift/piece=rook/load=random", "ns/op", Unchanged},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.base, func(t *testing.T) {
			r := compareFiles(t, tt.base, Options{})
			if got := r.Failed(); got != tt.failed {
				t.Errorf("Failed() == %v; want %v", got, tt.failed)
			}
			if r.Family != tt.family {
				t.Errorf("Family == %d; want %d", r.Family, tt.family)
			}
			for _, w := range tt.want {
				got, ok := statusOf(r, w.name, w.unit)
				if !ok {
					t.Errorf("%s %s: missing from report", w.name, w.unit)
				} else if got != w.status {
					t.Errorf("status(%s %s) == %v; want %v", w.name, w.unit, got, w.status)
				}
			}
			if len(r.Rows) != len(tt.want) {
				t.Errorf("len(Rows) == %d; want %d", len(r.Rows), len(tt.want))
			}
		})
	}
}

// TestHolmChangesBorderline shows the correction deciding a case: the same
// rook data is a regression when it is the only test (p = 4/252 ≤ 0.05) and
// is not when four unchanged benchmarks join the family (5·4/252 > 0.05).
func TestHolmChangesBorderline(t *testing.T) {
	old, new := mustRead(t, "holm.old.txt"), mustRead(t, "holm.new.txt")
	alone := func(s *Set) *Set {
		c := *s
		c.Rows = nil
		for _, r := range s.Rows {
			if r.Key() == (Key{Name: rook, Unit: "ns/op"}) {
				c.Rows = append(c.Rows, r)
			}
		}
		return &c
	}
	tests := []struct {
		name     string
		old, new *Set
		family   int
		padj     float64
		status   Status
	}{
		{"alone", alone(old), alone(new), 1, 4.0 / 252, Regression},
		{"with four companions", old, new, 5, 5 * 4.0 / 252, Unchanged},
	}
	for _, tt := range tests {
		r := Compare(tt.old, tt.new, Options{})
		var row *Row
		for i := range r.Rows {
			if r.Rows[i].Name == rook {
				row = &r.Rows[i]
			}
		}
		if row == nil {
			t.Fatalf("%s: rook missing", tt.name)
		}
		if math.Abs(row.P-4.0/252) > 1e-12 {
			t.Errorf("%s: raw p == %v; want 4/252", tt.name, row.P)
		}
		if r.Family != tt.family || math.Abs(row.PAdj-tt.padj) > 1e-12 || row.Status != tt.status {
			t.Errorf("%s: family %d, p(adj) %v, %v; want %d, %v, %v", tt.name, r.Family, row.PAdj, row.Status, tt.family, tt.padj, tt.status)
		}
	}
}

func TestMinEffectAndAlphaOptions(t *testing.T) {
	tests := []struct {
		base   string
		opt    Options
		status Status
	}{
		{"noise", Options{}, Small},                     // +4% < 5%
		{"noise", Options{MinEffect: 0.03}, Regression}, // +4% ≥ 3%
		{"regression", Options{MinEffect: 0.15}, Small}, // +12% < 15%
		{"holm", Options{Alpha: 0.1}, Regression},       // 0.079 ≤ 0.1
		{"regression", Options{Alpha: 1e-5}, Unchanged}, // min p 1.6e-4·3 > 1e-5
		{"improvement", Options{MinEffect: 0.2}, Small}, // −12% is not −20%
		{"improvement", Options{MinEffect: 0.1}, Improvement},
	}
	for _, tt := range tests {
		r := compareFiles(t, tt.base, tt.opt)
		if got, _ := statusOf(r, rook, "ns/op"); got != tt.status {
			t.Errorf("%s with %+v: status == %v; want %v", tt.base, tt.opt, got, tt.status)
		}
	}
}

// TestOneSideOnly: a key of the old set that the new set lacks fails the
// gate (MISSING) unless AllowMissing excuses its name; new keys are listed.
func TestOneSideOnly(t *testing.T) {
	wantMissing := []Key{{Name: bishop, Unit: "ns/op"}}
	wantNew := []Key{{Name: "Slider/impl=pext/piece=rook/load=random", Unit: "ns/op"}}
	r := compareFiles(t, "oneside", Options{})
	if !slices.Equal(r.Missing, wantMissing) || len(r.Allowed) != 0 {
		t.Errorf("Missing, Allowed == %v, %v; want %v, none", r.Missing, r.Allowed, wantMissing)
	}
	if !slices.Equal(r.OnlyNew, wantNew) {
		t.Errorf("OnlyNew == %v; want %v", r.OnlyNew, wantNew)
	}
	if !r.Failed() || r.Verdict() != VerdictRegression {
		t.Errorf("Failed(), Verdict() == %v, %s; want true, %s", r.Failed(), r.Verdict(), VerdictRegression)
	}
	r = compareFiles(t, "oneside", Options{AllowMissing: regexp.MustCompile("piece=bishop")})
	if len(r.Missing) != 0 || !slices.Equal(r.Allowed, wantMissing) || r.Failed() || r.Verdict() != VerdictPass {
		t.Errorf("with AllowMissing: Missing %v, Allowed %v, Failed %v, Verdict %s; want none, %v, false, PASS",
			r.Missing, r.Allowed, r.Failed(), r.Verdict(), wantMissing)
	}
}

// readString reads a results file given as text.
func readString(t *testing.T, name, text string) *Set {
	t.Helper()
	s, err := results.Read(strings.NewReader(text), name)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// lines returns one "Benchmark<name> 1 <v> <unit>" line per value.
func lines(name, unit string, vals ...float64) string {
	var b strings.Builder
	for _, v := range vals {
		fmt.Fprintf(&b, "Benchmark%s 1 %v %s\n", name, v, unit)
	}
	return b.String()
}

// TestUnitChange: the same benchmark in ns/op on one side and ms/op on the
// other is an error, not a missing key nor a new one.
func TestUnitChange(t *testing.T) {
	vals := []float64{10, 11, 12, 13, 14}
	old := readString(t, "old", lines("A", "ns/op", vals...)+lines("B", "ns/op", vals...))
	new := readString(t, "new", lines("A", "ms/op", vals...)+lines("B", "ns/op", vals...))
	r := Compare(old, new, Options{})
	want := []UnitChange{{Name: "A", Old: []string{"ns/op"}, New: []string{"ms/op"}}}
	if len(r.UnitChanges) != 1 || r.UnitChanges[0].Name != "A" || !slices.Equal(r.UnitChanges[0].Old, want[0].Old) || !slices.Equal(r.UnitChanges[0].New, want[0].New) {
		t.Errorf("UnitChanges == %v; want %v", r.UnitChanges, want)
	}
	if len(r.Missing) != 0 || len(r.OnlyNew) != 0 {
		t.Errorf("Missing, OnlyNew == %v, %v; want none (the change is reported once, as an error)", r.Missing, r.OnlyNew)
	}
	if r.Verdict() != VerdictError || len(r.Errors) != 1 || !strings.Contains(r.Errors[0], "unit changed: A: ns/op in old, ms/op in new") {
		t.Errorf("Verdict, Errors == %s, %q; want ERROR and unit changed: A: ns/op in old, ms/op in new", r.Verdict(), r.Errors)
	}
	// A unit dropped without replacement is missing, not changed.
	old = readString(t, "old", lines("A", "ns/op", vals...)+lines("A", "B/op", vals...))
	new = readString(t, "new", lines("A", "ns/op", vals...))
	r = Compare(old, new, Options{})
	if len(r.UnitChanges) != 0 || !slices.Equal(r.Missing, []Key{{Name: "A", Unit: "B/op"}}) || r.Verdict() != VerdictRegression {
		t.Errorf("dropped B/op: UnitChanges %v, Missing %v, Verdict %s; want none, [A B/op], REGRESSION", r.UnitChanges, r.Missing, r.Verdict())
	}
}

// TestVerdictCounts: the verdict line counts regressions, improvements and
// missing keys, and begins with the verdict word.
func TestVerdictCounts(t *testing.T) {
	base := []float64{100, 101, 102, 103, 104, 105}
	scale := func(f float64) []float64 {
		out := make([]float64, len(base))
		for i, v := range base {
			out[i] = v * f
		}
		return out
	}
	old := readString(t, "old", lines("Slow", "ns/op", base...)+lines("Fast", "ns/op", base...)+lines("Faster", "ns/op", base...)+lines("Same", "ns/op", base...)+lines("Gone", "ns/op", base...))
	new := readString(t, "new", lines("Slow", "ns/op", scale(1.5)...)+lines("Fast", "ns/op", scale(0.5)...)+lines("Faster", "ns/op", scale(0.4)...)+lines("Same", "ns/op", base...))
	var buf bytes.Buffer
	r := Compare(old, new, Options{})
	if err := r.Write(&buf); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	last := out[strings.LastIndex(strings.TrimSuffix(out, "\n"), "\n")+1:]
	want := "REGRESSION: 1 regression, 2 improvements, 1 missing in 4 gated comparisons (Holm-adjusted alpha 0.05, minimum effect 5%)\n"
	if last != want {
		t.Errorf("last line == %q; want %q\n%s", last, want, out)
	}
	for _, line := range []string{"MISSING: Gone ns/op\n", "REGRESSION: Slow ns/op: +50.0%"} {
		if !strings.Contains(out, line) {
			t.Errorf("report lacks %q:\n%s", line, out)
		}
	}
}

func TestReadKeysAndConfig(t *testing.T) {
	s := mustRead(t, "regression.old.txt")
	vals := s.Samples()
	if got, want := len(vals[Key{Name: rook, Unit: "ns/op"}]), 8; got != want {
		t.Errorf("len(values(rook ns/op)) == %d; want %d", got, want)
	}
	// Units stay as written, values are not rescaled.
	if got, want := vals[Key{Name: rook, Unit: "ns/lookup"}][0], 5.0; got != want {
		t.Errorf("first rook ns/lookup == %v; want %v", got, want)
	}
	if got, want := s.Config["cpu"], "Test CPU @ 3.00GHz"; got != want {
		t.Errorf(`Config["cpu"] == %q; want %q`, got, want)
	}
	if !s.Procs["8"] || len(s.Procs) != 1 {
		t.Errorf("Procs == %v; want {8}", s.Procs)
	}
}

func TestUnitMetadataOverride(t *testing.T) {
	const in = "Unit score better=higher\nBenchmarkX-4 1 10 score\nBenchmarkX-4 1 11 score\n"
	s := readString(t, "meta.txt", in)
	if got := direction("score", s); got != HigherIsBetter {
		t.Errorf("direction(score) == %v; want %v", got, HigherIsBetter)
	}
	_, err := results.Read(strings.NewReader("Unit score better=up\nBenchmarkX 1 10 score\n"), "bad.txt")
	if err == nil || !strings.Contains(err.Error(), "bad.txt:1: unit") || !strings.Contains(err.Error(), "score") {
		t.Errorf("Read(better=up) error %v; want bad.txt:1: unit \"score\" …", err)
	}
}

func TestUnitDirection(t *testing.T) {
	tests := []struct {
		unit string
		want Direction
	}{
		{"ns/op", LowerIsBetter},
		{"ns/lookup", LowerIsBetter},
		{"sec/op", LowerIsBetter},
		{"B/op", LowerIsBetter},
		{"allocs/op", LowerIsBetter},
		{"table-B", LowerIsBetter},
		{"Mnodes/s", HigherIsBetter},
		{"MB/s", HigherIsBetter},
		{"B/s", HigherIsBetter},
		{"widgets", Unknown},
		{"ns/", Unknown},
		{"", Unknown},
		{"NS/OP", Unknown},
		{"cpu-ns/lookup", LowerIsBetter},
		{"cpu-ns/set", LowerIsBetter},
		{"cpu-Mnodes/s", HigherIsBetter},
		{"cpu-widgets", Unknown},
		{"cpu-", Unknown},
		{"CPU-ns/op", Unknown},
		{"best-cpu-ns/lookup", LowerIsBetter},
		{"best-cpu-Mnodes/s", HigherIsBetter},
		{"best-ns/lookup", Unknown},
		{"best-cpu-", Unknown},
	}
	for _, tt := range tests {
		if got := UnitDirection(tt.unit); got != tt.want {
			t.Errorf("UnitDirection(%q) == %v; want %v", tt.unit, got, tt.want)
		}
	}
}

func TestHolmAdjust(t *testing.T) {
	// Hand-computed: sorted 0.01, 0.02, 0.03, 0.04 with m = 4 give
	// 0.04, max(0.04, 0.06), max(0.06, 0.06), max(0.06, 0.04).
	tests := []struct {
		p, want []float64
	}{
		{nil, []float64{}},
		{[]float64{0.03}, []float64{0.03}},
		{[]float64{0.03, 0.01, 0.04, 0.02}, []float64{0.06, 0.04, 0.06, 0.06}},
		// Plain Bonferroni would give 0.04 and 0.06; Holm steps down.
		{[]float64{0.02, 0.03}, []float64{0.04, 0.04}},
		{[]float64{0.5, 0.9, math.NaN()}, []float64{1, 1, 1}},
	}
	for _, tt := range tests {
		got := HolmAdjust(tt.p)
		if len(got) != len(tt.want) {
			t.Errorf("HolmAdjust(%v) == %v; want %v", tt.p, got, tt.want)
			continue
		}
		for i := range got {
			if math.Abs(got[i]-tt.want[i]) > 1e-12 {
				t.Errorf("HolmAdjust(%v) == %v; want %v", tt.p, got, tt.want)
				break
			}
		}
	}
}
