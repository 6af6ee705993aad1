package main

import (
	"bytes"
	"context"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

func runArgs(t *testing.T, dir string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	if dir != "." && !slices.Contains(args, "-bench") {
		args = append([]string{"-bench", "."}, args...) // the tiny modules have none of the gate set
	}
	var out, errb bytes.Buffer
	code = runIn(context.Background(), dir, args, &out, &errb)
	return code, out.String(), errb.String()
}

// TestFiles compares existing results files: exit status and the key lines.
func TestFiles(t *testing.T) {
	const rook = "BenchmarkSlider/impl=magic/piece=rook/load=random-8"
	tests := []struct {
		old, new string
		args     []string
		code     int
		want     []string // substrings of standard output (or standard error for code 2)
		last     string   // prefix of the last line of standard output
	}{
		{"old.txt", "slower.txt", nil, exitFail, []string{
			"REGRESSION: Slider/impl=magic/piece=rook/load=random ns/op: +12.0% (p=0.00016 adj 0.00047)",
		}, "REGRESSION: 2 regressions, 0 improvements, 0 missing in 3 gated comparisons"},
		{"old.txt", "same.txt", nil, exitPass, nil, "PASS: 0 regressions, 0 improvements, 0 missing in 3 gated comparisons"},
		// Two files pair their runs only with -paired: 8 pairs all worse,
		// the sign test's 2/2⁸ = 0.0078, Mann–Whitney's 2/C(16, 8) =
		// 0.000155; twice the smaller.
		{"old.txt", "slower.txt", []string{"-paired"}, exitFail, []string{
			"REGRESSION: Slider/impl=magic/piece=rook/load=random ns/op: +12.0% (p=0.00031 adj 0.00093)",
		}, "REGRESSION: 2 regressions, 0 improvements, 0 missing in 3 gated comparisons (paired, Holm-adjusted alpha 0.05,"},
		{"old.txt", "slower.txt", []string{"-paired=false"}, exitFail, []string{"(p=0.00016 adj 0.00047)"}, "REGRESSION: 2 regressions, 0 improvements, 0 missing in 3 gated comparisons (Holm-adjusted alpha 0.05,"},
		// Two builds are never compared: the files and builds are named.
		{"old.txt", "v3.txt", nil, exitUsage, []string{"testdata/old.txt is build v1, testdata/v3.txt is build v3"}, "ERROR: results of different builds"},
		{"v3.txt", "pgo.txt", nil, exitUsage, []string{"testdata/v3.txt is build v3, testdata/pgo.txt is build pgo (GOAMD64 v3, profile bench.pprof sha256:0123456789ab)"}, "ERROR: results of different builds"},
		{"v3.txt", "v3.txt", nil, exitPass, nil, "PASS"},
		// The slowdown judged from the other side is an improvement.
		// Comparing files measures no layout, and marks no improvement for it.
		{"slower.txt", "old.txt", nil, exitPass, []string{"improved\n"}, "PASS: 0 regressions, 2 improvements, 0 missing"},
		// +12% is below a 15% minimum effect.
		{"old.txt", "slower.txt", []string{"-min-effect", "15%"}, exitPass, []string{"below min effect"}, "PASS: 0 regressions, 0 improvements, 0 missing in 3 gated comparisons (Holm-adjusted alpha 0.05, minimum effect 15%)"},
		{"old.txt", "slower.txt", []string{"-min-effect", "0.2"}, exitPass, []string{"minimum effect 20%"}, "PASS"},
		{"old.txt", "malformed.txt", nil, exitUsage, []string{"testdata/malformed.txt:4: missing units"}, "ERROR: testdata/malformed.txt:4: missing units"},
		{"old.txt", "absent.txt", nil, exitUsage, []string{"testdata/absent.txt"}, "ERROR: results file testdata/absent.txt: stat testdata/absent.txt: no such file"},
		// Values that would poison the statistics: refused with file:line.
		{"old.txt", "nan.txt", nil, exitUsage, []string{"testdata/nan.txt:7: " + rook + ": NaN \"ns/op\": bad measurement: not a finite number"}, "ERROR: testdata/nan.txt:7:"},
		{"inf.txt", "old.txt", nil, exitUsage, []string{"testdata/inf.txt:5: " + rook + ": +Inf \"ns/op\": bad measurement: not a finite number"}, "ERROR: testdata/inf.txt:5:"},
		{"old.txt", "negative.txt", nil, exitUsage, []string{"testdata/negative.txt:9: " + rook + ": -101 \"ns/op\": bad measurement: negative"}, "ERROR: testdata/negative.txt:9:"},
		// A head that lacks the base's rows fails, one MISSING line per row.
		{"old.txt", "missing.txt", nil, exitFail, []string{
			"MISSING: Slider/impl=magic/piece=bishop/load=random ns/op\n",
			"MISSING: Slider/impl=magic/piece=bishop/load=random table-B\n",
			"MISSING: Slider/impl=magic/piece=bishop/load=random widgets\n",
		}, "REGRESSION: 0 regressions, 0 improvements, 3 missing in 2 gated comparisons"},
		{"old.txt", "missing.txt", []string{"-allow-missing", "piece=bishop"}, exitPass, []string{
			"missing, allowed by -allow-missing: Slider/impl=magic/piece=bishop/load=random ns/op\n",
		}, "PASS: 0 regressions, 0 improvements, 0 missing in 2 gated comparisons"},
		{"old.txt", "missing.txt", []string{"-allow-missing", "("}, exitUsage, []string{"-allow-missing \"(\": error parsing regexp"}, "ERROR: -allow-missing"},
		// ns/op became ms/op: not comparable.
		{"old.txt", "units.txt", nil, exitUsage, []string{
			"error: unit changed: Slider/impl=magic/piece=bishop/load=random: ns/op in testdata/old.txt, ms/op in testdata/units.txt",
		}, "ERROR: 0 regressions"},
		// A partial output is never read.
		{"old.txt", "same.txt.partial", nil, exitUsage, []string{"testdata/same.txt.partial: partial output of an interrupted or failed run"}, "ERROR: testdata/same.txt.partial"},
		// Three runs per side cannot reach significance: an error naming the rounds that would.
		{"three.txt", "three.txt", nil, exitUsage, []string{"too little data: with 3 runs per side", "5 runs per side would reach it (-rounds 5)"}, "ERROR: 0 regressions"},
	}
	for _, tt := range tests {
		args := append(append([]string{}, tt.args...), filepath.Join("testdata", tt.old), filepath.Join("testdata", tt.new))
		code, stdout, stderr := runArgs(t, ".", args...)
		if code != tt.code {
			t.Errorf("regress %v: exit %d; want %d\n%s%s", args, code, tt.code, stdout, stderr)
		}
		got := stdout
		if tt.code == exitUsage {
			got += stderr
		}
		for _, w := range tt.want {
			if !strings.Contains(got, w) {
				t.Errorf("regress %v: output lacks %q:\n%s", args, w, got)
			}
		}
		if last := lastLine(stdout); !strings.HasPrefix(last, tt.last) {
			t.Errorf("regress %v: last line %q; want prefix %q", args, last, tt.last)
		}
	}
}

// TestJunkWarnings: lines that are not part of the format are named with
// their line numbers on standard error, and do not change the verdict.
func TestJunkWarnings(t *testing.T) {
	code, stdout, stderr := runArgs(t, ".", "testdata/old.txt", "testdata/junk.txt")
	for _, w := range []string{
		`regress: warning: testdata/junk.txt:1: ignored line "this line is junk"`,
		`regress: warning: testdata/junk.txt:23: ignored line "--- FAIL: BenchmarkGone"`,
	} {
		if !strings.Contains(stderr, w) {
			t.Errorf("stderr lacks %q:\n%s", w, stderr)
		}
	}
	if code != exitPass || strings.Contains(stderr, "old.txt") {
		t.Errorf("exit %d, stderr %q; want 0 and no warning about old.txt", code, stderr)
	}
	_ = stdout
}

func lastLine(s string) string {
	s = strings.TrimSuffix(s, "\n")
	return s[strings.LastIndex(s, "\n")+1:]
}

// TestFilesGolden checks the whole report of the regression case.
func TestFilesGolden(t *testing.T) {
	_, stdout, _ := runArgs(t, ".", "testdata/old.txt", "testdata/slower.txt")
	golden := filepath.Join("testdata", "slower.golden")
	if *update {
		if err := os.WriteFile(golden, []byte(stdout), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if stdout != string(want) {
		t.Errorf("report differs from %s:\n--- got\n%s--- want\n%s", golden, stdout, want)
	}
}

func TestUsageErrors(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"one.txt"}, "want two results files (old new) or none; got 1 arguments"},
		{[]string{"a", "b", "c"}, "got 3 arguments"},
		{[]string{"-base", "HEAD", "a.txt", "b.txt"}, "-base and -baseline do not apply"},
		{[]string{"-base", "HEAD", "-baseline", "results/"}, "-base and -baseline are exclusive"},
		{[]string{"-baseline", "results/", "-paired"}, "-paired with -baseline: the baseline file was measured apart"},
		{[]string{"-rounds", "0"}, `-rounds: "0": out of range: want 1 to 500`},
		{[]string{"-rounds", "4", "-max-rounds", "3"}, "-max-rounds 3: want at least -rounds (4)"},
		{[]string{"-max-rounds", "30", "-primary-rounds", "25"}, "-primary-rounds 25: want at least -max-rounds (30)"},
		{[]string{"-alpha", "1.5"}, "-alpha 1.5"},
		{[]string{"-early-alpha", "0.03"}, "-early-alpha 0.03: out of range: want 0 (off) up to half of -alpha (0.025)"},
		{[]string{"-alpha", "0.01", "-early-alpha", "0.006"}, "-early-alpha 0.006: out of range: want 0 (off) up to half of -alpha (0.005)"},
		{[]string{"-early-alpha", "NaN"}, "-early-alpha NaN: out of range"},
		{[]string{"-min-effect", "five"}, `"five": out of range: want a positive percentage`},
		{[]string{"-min-effect", "-3%"}, `"-3%": out of range: want a positive percentage`},
		{[]string{"-bench", ""}, "-bench is empty"},
		{[]string{"-nosuchflag"}, "flag provided but not defined: -nosuchflag"},
		{[]string{"-baseline", "testdata/nosuchdir"}, "-baseline testdata/nosuchdir: stat testdata/nosuchdir"},
		{[]string{"-layout-rounds", "-1"}, `-layout-rounds: "-1": out of range: want 0 to 100; 0: off, 1 to 3 too few`},
		{[]string{"-layout-rounds", "3"}, "-layout-rounds 3: too few to ever find a layout-sensitive key at -alpha 0.05 (the smallest Mann–Whitney p-value is 0.1); want 0 (off) or at least 4"},
		{[]string{"-layout-recheck", "3"}, "-layout-recheck 3: fewer than 4 rounds for each of -layout-variants 4, too few to ever find a layout-sensitive key; want 0 (off) or at least 16"},
		{[]string{"-layout-recheck", "12", "-layout-variants", "4"}, "-layout-recheck 12: fewer than 4 rounds for each of -layout-variants 4"},
		{[]string{"-layout-recheck", "4", "-layout-variants", "1", "-alpha", "0.01"}, "-layout-recheck 4: too few to ever find a layout-sensitive key at -alpha 0.01 in each of -layout-variants 1 (the smallest Mann–Whitney p-value of 4 rounds is 0.029); want 0 (off) or at least 5"},
		{[]string{"-layout-variants", "0"}, `-layout-variants: "0": out of range: want 1 to 16`},
		{[]string{"-layout-variants", "17"}, `-layout-variants: "17": out of range: want 1 to 16`},
		{[]string{"-layout-rounds", "4", "-alpha", "0.01"}, "-layout-rounds 4: too few to ever find a layout-sensitive key at -alpha 0.01 (the smallest Mann–Whitney p-value is 0.029); want 0 (off) or at least 5"},
	}
	for _, tt := range tests {
		code, _, stderr := runArgs(t, ".", tt.args...)
		if code != exitUsage || !strings.Contains(stderr, tt.want) {
			t.Errorf("regress %q: exit %d, stderr %q; want exit 2 and %q", tt.args, code, stderr, tt.want)
		}
	}
}

func TestPercent(t *testing.T) {
	tests := []struct {
		in   string
		want float64
		ok   bool
	}{
		{"5%", 0.05, true}, {"0.05", 0.05, true}, {" 12.5% ", 0.125, true}, {"1", 1, true},
		{"0", 0, false}, {"0%", 0, false}, {"-1%", 0, false}, {"%", 0, false}, {"2000%", 0, false}, {"NaN", 0, false},
	}
	for _, tt := range tests {
		var p percent
		err := p.Set(tt.in)
		if (err == nil) != tt.ok || (tt.ok && float64(p) != tt.want) {
			t.Errorf("percent.Set(%q) == %v, %v; want %v, ok %v", tt.in, float64(p), err, tt.want, tt.ok)
		}
	}
}
