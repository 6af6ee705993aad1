package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
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

func TestBaselineFile(t *testing.T) {
	dir := t.TempDir()
	now := time.Now()
	files := []struct {
		name string
		age  time.Duration
	}{
		{"2026-11-02-aaaaaaa.txt", 3 * time.Hour}, // same date, modified later: mtime never counts
		{"2026-11-02-bbbbbbb.txt", 4 * time.Hour}, // no git history here: same date and suffix, last name wins
		{"2026-10-30-ccccccc.txt", 0},             // newest on disk, older date
		{"README.md", 0},
		{"notes.txt", 0}, // not a results file name: ignored
	}
	for _, f := range files {
		p := filepath.Join(dir, f.name)
		if err := os.WriteFile(p, []byte("BenchmarkX\t1\t1 ns/op\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(p, now.Add(-f.age), now.Add(-f.age)); err != nil {
			t.Fatal(err)
		}
	}
	if got, want := mustBaseline(t, dir), filepath.Join(dir, "2026-11-02-bbbbbbb.txt"); got != want {
		t.Errorf("baselineFile(dir) == %s; want %s", got, want)
	}
	// Newer files of other builds are not the default build's baseline;
	// with the v3 build, the newest v3 file is.
	for _, name := range []string{"2026-11-03-ddddddd-v3.txt", "2026-11-04-eeeeeee-pgo.txt"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("BenchmarkX\t1\t1 ns/op\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if got, want := mustBaseline(t, dir), filepath.Join(dir, "2026-11-02-bbbbbbb.txt"); got != want {
		t.Errorf("baselineFile(dir, v1) beside newer v3 and pgo files == %s; want %s", got, want)
	}
	if got, err := baselineFile(dir, "v3", io.Discard); err != nil || got != filepath.Join(dir, "2026-11-03-ddddddd-v3.txt") {
		t.Errorf("baselineFile(dir, v3) == %s, %v; want the -v3 file", got, err)
	}
	if _, err := baselineFile(dir, "v2", io.Discard); err == nil || !strings.Contains(err.Error(), "no results file of build v2") {
		t.Errorf("baselineFile(dir, v2) error %v; want no results file of build v2", err)
	}
	file := filepath.Join(dir, "2026-10-30-ccccccc.txt")
	if got := mustBaseline(t, file); got != file {
		t.Errorf("baselineFile(file) == %s; want %s", got, file)
	}
	empty := t.TempDir()
	if _, err := baselineFile(empty, "v1", io.Discard); err == nil || !strings.Contains(err.Error(), "no results file") {
		t.Errorf("baselineFile(empty dir) error %v; want no results file", err)
	}
}

func mustBaseline(t *testing.T, path string) string {
	t.Helper()
	got, err := baselineFile(path, "v1", io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// tinyRepo creates a git repository holding a module with one test and one
// benchmark, committed on main, and returns its directory.
func tinyRepo(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds test binaries; skipped in -short mode")
	}
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("git not found")
	}
	dir := t.TempDir()
	write(t, dir, "go.mod", "module example.com/tiny\n\ngo 1.26\n")
	write(t, dir, ".gitignore", "/bin/\n/regress-out/\n")
	write(t, dir, "tiny.go", tinySource)
	write(t, dir, "tiny_test.go", tinyTest("45", sumBench))
	t.Setenv("GIT_AUTHOR_NAME", "t")
	t.Setenv("GIT_AUTHOR_EMAIL", "t@example.com")
	t.Setenv("GIT_COMMITTER_NAME", "t")
	t.Setenv("GIT_COMMITTER_EMAIL", "t@example.com")
	for _, args := range [][]string{{"init", "-q", "-b", "main"}, {"add", "."}, {"commit", "-q", "-m", "tiny"}} {
		git(t, dir, args...)
	}
	return dir
}

const tinySource = "package tiny\n\n// Sum returns 0+1+…+(n-1).\nfunc Sum(n int) int {\n\ts := 0\n\tfor i := range n {\n\t\ts += i\n\t}\n\treturn s\n}\n"

// Benchmark bodies for tinyTest.
const (
	sumBench     = "func BenchmarkSum(b *testing.B) {\n\tfor b.Loop() {\n\t\tsink = Sum(100)\n\t}\n}\n"
	slowSumBench = "func BenchmarkSum(b *testing.B) {\n\tfor b.Loop() {\n\t\tsink = Sum(100000)\n\t}\n}\n"
	fatalBench   = "func BenchmarkSum(b *testing.B) {\n\tb.Fatal(\"Sum gave a wrong answer\")\n}\n"
	panicBench   = "func BenchmarkSum(b *testing.B) {\n\tpanic(\"Sum exploded\")\n}\n"
	otherBench   = "func BenchmarkOther(b *testing.B) {\n\tfor b.Loop() {\n\t\tsink = Sum(100)\n\t}\n}\n"
)

func tinyTest(want, bench string) string {
	return "package tiny\n\nimport (\n\t\"flag\"\n\t\"testing\"\n)\n\nvar sink int\n\n" +
		"// quick mirrors the root package's flag, which the workflow passes.\nvar quick = flag.Bool(\"bench.quick\", false, \"\")\n\n" +
		"func TestPropSum(t *testing.T) {\n\tif got := Sum(10); got != " + want + " {\n\t\tt.Fatalf(\"Sum(10) == %d; want " + want + "\", got)\n\t}\n}\n\n" + bench
}

func write(t *testing.T, dir, name, text string) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

func git(t *testing.T, dir string, args ...string) {
	t.Helper()
	if out, err := exec.Command("git", append([]string{"-C", dir}, args...)...).CombinedOutput(); err != nil {
		t.Fatalf("git %v: %v\n%s", args, err, out)
	}
}

func worktrees(t *testing.T, dir string) int {
	t.Helper()
	out, err := exec.Command("git", "-C", dir, "worktree", "list", "--porcelain").Output()
	if err != nil {
		t.Fatal(err)
	}
	return strings.Count(string(out), "worktree ")
}

func firstLine(s string) string {
	first, _, _ := strings.Cut(s, "\n")
	return first
}

// TestAgainstBase drives the worktree mode end to end on a tiny repository.
// A minimum effect of 900% keeps the A/A outcome independent of timing
// noise; four rounds are the fewest that can reach significance for one
// comparison (2/C(8,4) = 0.029 ≤ 0.05).
func TestAgainstBase(t *testing.T) {
	dir := tinyRepo(t)
	save := t.TempDir()
	aa := []string{"-base", "HEAD", "-rounds", "4", "-benchtime", "10x", "-min-effect", "900%"}
	// -testargs reaches the binaries: with -test.cpu 1 names lose the -N suffix.
	code, stdout, stderr := runArgs(t, dir, append(aa, "-save", save, "-testargs", "-test.cpu 1")...)
	if code != exitPass || !strings.HasPrefix(firstLine(stdout), "head: working tree at ") || !strings.HasSuffix(firstLine(stdout), ", clean") ||
		!strings.Contains(stdout, "\nSum  ") || !strings.HasPrefix(lastLine(stdout), "PASS: 0 regressions, 0 improvements, 0 missing in 1 gated comparison ") {
		t.Errorf("A/A: exit %d; want 0, a clean head line, a Sum row and PASS\n%s%s", code, stdout, stderr)
	}
	// By default no layout A/A runs up front, and with nothing flagged the
	// recheck neither builds the padded base nor runs it; -layout-rounds 4
	// runs it first.
	if strings.Contains(stdout, "layout") || strings.Contains(stderr, "layout padding") {
		t.Errorf("A/A: a layout A/A ran with nothing flagged and no -layout-rounds\n%s%s", stdout, stderr)
	}
	code, stdout, stderr = runArgs(t, dir, append(aa, "-layout-rounds", "4")...)
	if code != exitPass || !strings.Contains(stdout, "\nlayout: the base built twice, with and without padding code, 4 rounds: ") || !strings.Contains(stderr, "building the base again with layout padding") {
		t.Errorf("-layout-rounds 4: exit %d; want 0 and the layout A/A in the report\n%s%s", code, stdout, stderr)
	}
	if n := worktrees(t, dir); n != 1 {
		t.Errorf("after the run: %d worktrees; want 1", n)
	}
	for _, side := range []string{"old.txt", "new.txt"} {
		data, err := os.ReadFile(filepath.Join(save, side))
		if err != nil || strings.Count(string(data), "BenchmarkSum ") != 4 {
			t.Errorf("-save %s: %d \"BenchmarkSum \" lines, err %v; want 4\n%s", side, strings.Count(string(data), "BenchmarkSum "), err, data)
		}
	}
	if n := worktrees(t, dir); n != 1 {
		t.Errorf("after the run: %d worktrees; want 1 (the temporary one removed)", n)
	}

	// Too few rounds to ever detect anything: an error naming the rounds that would.
	// -rounds 1 alone would allow sequential rounds up to 2; -max-rounds 3
	// is the design's maximum, and still too few: 2/C(6, 3) = 0.1.
	// Unpaired (-paired=false), Mann–Whitney: 2/C(6, 3) = 0.1.
	code, stdout, stderr = runArgs(t, dir, "-base", "HEAD", "-rounds", "1", "-max-rounds", "3", "-benchtime", "10x", "-paired=false")
	if code != exitUsage || !strings.Contains(stdout, "too little data: with 3 runs per side the smallest possible Mann–Whitney p-value is 0.1,") ||
		!strings.Contains(stdout, "4 runs per side would reach it (-rounds 4)") || !strings.HasPrefix(lastLine(stdout), "ERROR: ") {
		t.Errorf("-max-rounds 3 -paired=false: exit %d; want 2, too little data, -rounds 4 and ERROR\n%s%s", code, stdout, stderr)
	}
	// Paired, the default: twice the smaller of the sign test's 2/2³ and
	// Mann–Whitney's 0.1 is 0.2; 5 pairs reach 2·2/C(10, 5) = 0.016.
	code, stdout, stderr = runArgs(t, dir, "-base", "HEAD", "-rounds", "1", "-max-rounds", "3", "-benchtime", "10x")
	if code != exitUsage || !strings.Contains(stdout, "too little data: with 3 runs per side the smallest possible paired (twice the smaller of the sign test's and Mann–Whitney's) p-value is 0.2,") ||
		!strings.Contains(stdout, "5 runs per side would reach it (-rounds 5)") || !strings.HasPrefix(lastLine(stdout), "ERROR: ") {
		t.Errorf("-max-rounds 3: exit %d; want 2, too little data, -rounds 5 and ERROR\n%s%s", code, stdout, stderr)
	}
	// -rounds 2 with the default -max-rounds 4 can reach significance
	// unpaired, and -rounds 3 (up to 6) paired: no error.
	for _, args := range [][]string{{"-rounds", "2", "-paired=false"}, {"-rounds", "3"}} {
		code, stdout, stderr = runArgs(t, dir, append([]string{"-base", "HEAD", "-benchtime", "10x", "-min-effect", "900%"}, args...)...)
		if code != exitPass {
			t.Errorf("%v: exit %d; want 0\n%s%s", args, code, stdout, stderr)
		}
	}

	// A broken count fails before any timing; the head line names the dirty file.
	write(t, dir, "tiny_test.go", tinyTest("46", sumBench))
	code, stdout, stderr = runArgs(t, dir, "-base", "HEAD", "-rounds", "4", "-benchtime", "10x")
	if code != exitFail || !strings.HasSuffix(firstLine(stdout), ", 1 uncommitted file (tiny_test.go)") ||
		!strings.Contains(stdout, "REGRESSION: correctness tests failed, no timing done") ||
		!strings.Contains(stderr, "Sum(10) == 45; want 46") || strings.Contains(stderr, "round 1") {
		t.Errorf("broken test: exit %d; want 1, a dirty head line, a correctness failure and no round\n%s%s", code, stdout, stderr)
	}
	if n := worktrees(t, dir); n != 1 {
		t.Errorf("after the failure: %d worktrees; want 1", n)
	}

	// -require-clean refuses the dirty tree before building anything.
	code, stdout, stderr = runArgs(t, dir, "-base", "HEAD", "-require-clean")
	if code != exitUsage || !strings.Contains(stdout, "ERROR: -require-clean: the working tree has 1 uncommitted file (tiny_test.go)") ||
		strings.Contains(stderr, "building") {
		t.Errorf("-require-clean: exit %d; want 2 naming tiny_test.go, nothing built\n%s%s", code, stdout, stderr)
	}

	// A benchmark deleted in the head is missing: exit 1.
	write(t, dir, "tiny_test.go", tinyTest("45", otherBench))
	code, stdout, stderr = runArgs(t, dir, aa...)
	if code != exitFail || !strings.Contains(stdout, "MISSING: Sum ns/op\n") || !strings.Contains(stdout, "only in new: Other ns/op\n") {
		t.Errorf("deleted benchmark: exit %d; want 1 and MISSING: Sum ns/op\n%s%s", code, stdout, stderr)
	}
	code, stdout, stderr = runArgs(t, dir, append(aa, "-allow-missing", "^Sum$")...)
	if code != exitUsage || !strings.Contains(stdout, "missing, allowed by -allow-missing: Sum ns/op") || !strings.Contains(stdout, "error: no gated comparison") {
		t.Errorf("deleted benchmark allowed: exit %d; want 2 (nothing left to compare)\n%s%s", code, stdout, stderr)
	}

	code, stdout, stderr = runArgs(t, dir, "-base", "no-such-ref")
	if code != exitUsage || !strings.Contains(stderr, `base "no-such-ref" is not a commit`) || !strings.HasPrefix(lastLine(stdout), "ERROR: base") {
		t.Errorf("bad ref: exit %d, %q; want 2 and base \"no-such-ref\" is not a commit", code, stderr)
	}
}

// TestAgainstBaseFailingBenchmarks: benchmarks of the head that fail
// (b.Fatal, panic) fail the gate, quoted. A panic is quoted as such when
// the binary prints it, and as a result line without a measurement when
// the binary's exit outran it (see unmeasured; TestPanicExitZero makes
// that certain). Each case is a subtest, so that one can be run alone
// many times (-run 'TestAgainstBaseFailingBenchmarks/panic' -count 200).
func TestAgainstBaseFailingBenchmarks(t *testing.T) {
	dir := tinyRepo(t)
	for _, tt := range []struct {
		name, bench string
		quotes      []string // one of them
	}{
		{"fatal", fatalBench, []string{"Sum gave a wrong answer"}},
		{"panic", panicBench, []string{"panic: Sum exploded", " 1: no measurement: the benchmark ended before its timer stopped"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			write(t, dir, "tiny_test.go", tinyTest("45", tt.bench))
			code, stdout, stderr := runArgs(t, dir, "-base", "HEAD", "-rounds", "4", "-benchtime", "10x", "-check", "")
			quoted := slices.ContainsFunc(tt.quotes, func(q string) bool { return strings.Contains(stderr, q) })
			if code != exitFail || !strings.Contains(stdout, "REGRESSION: benchmarks of the working tree fail: ") || !quoted {
				t.Errorf("failing benchmark: exit %d; want 1, the failure quoted (one of %q)\n%s%s", code, tt.quotes, stdout, stderr)
			}
		})
	}
}

// TestBrokenBaseFailsFirst: a base that does not build is an error found
// before the head is built or its correctness tests run.
func TestBrokenBaseFailsFirst(t *testing.T) {
	dir := tinyRepo(t)
	write(t, dir, "tiny.go", "package tiny\n\nfunc Sum(n int) int { return n +++ }\n")
	git(t, dir, "commit", "-q", "-am", "broken")
	write(t, dir, "tiny.go", tinySource)
	code, stdout, stderr := runArgs(t, dir, "-base", "HEAD", "-rounds", "4")
	if code != exitUsage || !strings.Contains(stdout, "ERROR: building the old test binary") ||
		strings.Contains(stderr, "correctness") || strings.Contains(stderr, "building the new") {
		t.Errorf("broken base: exit %d; want 2, the base's build error, no head build nor tests\n%s%s", code, stdout, stderr)
	}
}

// TestAgainstBaseline runs the working tree alone against a results file.
func TestAgainstBaseline(t *testing.T) {
	dir := tinyRepo(t)
	base := writeBaseline(t, dir, "base.txt", "cpu: Some Other CPU\n")
	code, stdout, stderr := runArgs(t, dir, "-baseline", base, "-rounds", "4", "-benchtime", "10x", "-min-effect", "900%", "-require-clean")
	if code != exitPass || !strings.Contains(stdout, `warning: cpu differs: `+base+` has "Some Other CPU"`) || !strings.HasSuffix(firstLine(stdout), ", clean") {
		t.Errorf("baseline: exit %d; want 0, a clean head and a cpu warning\n%s%s", code, stdout, stderr)
	}
	code, stdout, stderr = runArgs(t, dir, "-baseline", base, "-rounds", "3", "-bench", "NoSuchBenchmark")
	if code != exitUsage || !strings.Contains(stderr, "new tree: no benchmark results (is -bench right?)") || strings.Contains(stderr, "round 2/") {
		t.Errorf("empty filter: exit %d, %q; want 2 and no benchmark results after one round\n%s", code, stderr, stdout)
	}
}

// buildRegress builds this command with go build -o into dir/bin/regress,
// as make regress-binary does, and returns the binary's path.
func buildRegress(t *testing.T, dir string) string {
	t.Helper()
	bin := filepath.Join(dir, "bin", "regress")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build -o %s: %v\n%s", bin, err, out)
	}
	return bin
}

// exitCode runs cmd and returns its exit status, standard output and
// standard error.
func exitCode(t *testing.T, cmd *exec.Cmd) (int, string, string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	var ee *exec.ExitError
	switch {
	case err == nil:
		return 0, stdout.String(), stderr.String()
	case errors.As(err, &ee):
		return ee.ExitCode(), stdout.String(), stderr.String()
	}
	t.Fatalf("%v: %v", cmd.Args, err)
	return -1, "", ""
}

// TestBinaryExitCodes checks the three exit statuses of the built binary,
// which CI relies on: 0 pass, 1 regression, 2 error.
func TestBinaryExitCodes(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the command; skipped in -short mode")
	}
	bin := buildRegress(t, t.TempDir())
	for _, tt := range []struct {
		new  string
		code int
		last string
	}{
		{"same.txt", 0, "PASS: "},
		{"slower.txt", 1, "REGRESSION: "},
		{"missing.txt", 1, "REGRESSION: "},
		{"nan.txt", 2, "ERROR: "},
	} {
		code, out, errs := exitCode(t, exec.Command(bin, "testdata/old.txt", "testdata/"+tt.new))
		if code != tt.code || !strings.HasPrefix(lastLine(out), tt.last) {
			t.Errorf("bin/regress old.txt %s: exit %d; want %d and a last line beginning %q\n%s%s", tt.new, code, tt.code, tt.last, out, errs)
		}
	}
}

// workflowGateLine returns the command of the workflow step that runs the
// gate, as written in .github/workflows/bench.yml.
func workflowGateLine(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile("../../.github/workflows/bench.yml")
	if err != nil {
		t.Fatal(err)
	}
	_, step, ok := strings.Cut(string(data), "- name: Regression gate")
	if !ok {
		t.Fatal("bench.yml: no step named \"Regression gate…\"")
	}
	for line := range strings.Lines(step) {
		if cmd, ok := strings.CutPrefix(strings.TrimSpace(line), "run: "); ok {
			if !strings.HasPrefix(cmd, "bin/regress ") {
				t.Fatalf("bench.yml: the gate step runs %q; want bin/regress, whose exit status is the gate's", cmd)
			}
			return cmd
		}
	}
	t.Fatal("bench.yml: the gate step has no one-line run:")
	return ""
}

// TestWorkflowExitCodes runs the workflow's gate command line, with bash
// -e as the runner does, in a tiny repository whose origin/main is the
// base: 0 for an unchanged head, 1 for a head 1000 times slower, 2 for a
// base that does not exist. The minimum effect of 900% (through
// REGRESS_FLAGS, as a repository variable would pass it, with -bench . as
// the tiny module has none of the gate set) keeps the A/A
// case free of timing noise.
func TestWorkflowExitCodes(t *testing.T) {
	line := workflowGateLine(t)
	dir := tinyRepo(t)
	buildRegress(t, dir)
	git(t, dir, "update-ref", "refs/remotes/origin/main", "HEAD")
	flags := "-bench . -rounds 4 -benchtime 10x -min-effect 900%"
	gate := func(baseRef string) (int, string) {
		cmd := exec.Command("bash", "-e", "-c", line)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GITHUB_BASE_REF="+baseRef, "REGRESS_FLAGS="+flags)
		code, stdout, stderr := exitCode(t, cmd)
		if !strings.HasPrefix(lastLine(stdout), verdicts[code]+": ") {
			t.Errorf("base %s: exit %d, last line %q; want it to begin %s:", baseRef, code, lastLine(stdout), verdicts[code])
		}
		return code, stdout + stderr
	}
	// samples counts the BenchmarkSum lines the gate saved for a side.
	samples := func(side string) int {
		data, err := os.ReadFile(filepath.Join(dir, "regress-out", side))
		if err != nil {
			t.Fatal(err)
		}
		return strings.Count(string(data), "BenchmarkSum")
	}
	// An unchanged Sum cannot be 900% slower: it stops after -rounds 4
	// instead of the default -max-rounds of 8.
	code, out := gate("main")
	if code != 0 || !strings.Contains(out, "\nPASS: ") || !strings.Contains(out, "stopped early") || samples("new.txt") != 4 {
		t.Errorf("unchanged head: exit %d, %d samples; want 0, PASS last, stopped early after 4\n%s", code, samples("new.txt"), out)
	}
	// A 1000× slower Sum stays undecided and gets all 8 rounds; the base is
	// built again in four padded layouts for the layout recheck, and its
	// group gets the recheck's 16 rounds over them, which no layout spread
	// survives.
	write(t, dir, "tiny_test.go", tinyTest("45", slowSumBench))
	git(t, dir, "commit", "-q", "-am", "slower")
	code, out = gate("main")
	if code != 1 || !strings.Contains(out, "REGRESSION: Sum ns/op: +") || samples("old.txt") != 8 || samples("new.txt") != 8 ||
		!strings.Contains(out, "\nlayout recheck: 1 group with a regression, 16 rounds of the layout A/A in 4 padded layouts: ") ||
		!strings.Contains(out, "regress: building the base again with layout padding 0\nregress: building the base again with layout padding 1\n"+
			"regress: building the base again with layout padding 2\nregress: building the base again with layout padding 3\n"+
			"regress: layout recheck: 16 rounds of the layout A/A in 4 padded layouts on Sum (1 launch per side a round)\n") {
		t.Errorf("1000× slower head: exit %d, %d+%d samples; want 1, REGRESSION: Sum ns/op, 8+8, and the layout recheck of Sum\n%s", code, samples("old.txt"), samples("new.txt"), out)
	}
	// With 10 rounds, all 10 pairs one way, Sum is decided at the first
	// look (p 2.2e-5 against the boundary 0.0025) and stops there instead
	// of running to 20; the layout recheck still runs on it.
	flags = "-bench . -rounds 10 -benchtime 10x -min-effect 900%"
	code, out = gate("main")
	if code != 1 || !strings.Contains(out, "\ndecided early: Sum: a regression after 10 rounds: Sum ns/op at +") ||
		!strings.Contains(out, "\nREGRESSION: Sum ns/op: +") || !strings.Contains(out, " (p=2.2e-05 adj 2.2e-05, decided early") ||
		!strings.Contains(out, "regress: sequential: no undecided benchmark can be a regression after 10 rounds (1 group decided early); stopping\n") ||
		samples("old.txt") != 10 || samples("new.txt") != 10 ||
		!strings.Contains(out, "\nlayout recheck: 1 group with a regression, 16 rounds") {
		t.Errorf("1000× slower head, 10 rounds: exit %d, %d+%d samples; want 1, Sum decided early at 10+10, and the layout recheck\n%s", code, samples("old.txt"), samples("new.txt"), out)
	}
	// A head 1000× faster than its base is an improvement, which the
	// layout recheck does not measure (it never fails the gate): the
	// report says so, and nothing is rechecked.
	git(t, dir, "update-ref", "refs/remotes/origin/main", "HEAD")
	write(t, dir, "tiny_test.go", tinyTest("45", sumBench))
	git(t, dir, "commit", "-q", "-am", "faster again")
	flags = "-bench . -rounds 10 -benchtime 10x -min-effect 50%"
	code, out = gate("main")
	if code != 0 || !strings.Contains(out, "improved, not rechecked for layout\n") || strings.Contains(out, "layout recheck") {
		t.Errorf("1000× faster head: exit %d; want 0, Sum improved and marked not rechecked for layout, no recheck\n%s", code, out)
	}
	code, out = gate("no-such-branch")
	if code != 2 || !strings.Contains(out, `ERROR: base "origin/no-such-branch" is not a commit`) {
		t.Errorf("absent base: exit %d; want 2 and ERROR: base …\n%s", code, out)
	}
}

// TestKeepSelected: against a baseline file, only the rows -bench selects
// are compared (the others would all be MISSING from the run).
func TestKeepSelected(t *testing.T) {
	for _, tt := range []struct {
		pattern string
		want    []string // the names kept
		dropped int
	}{
		{".", []string{"Slider/impl=magic/piece=rook/load=random", "Slider/impl=magic/piece=bishop/load=random"}, 0},
		{"^BenchmarkSlider$/./piece=rook", []string{"Slider/impl=magic/piece=rook/load=random"}, 1},
		{"Perft", nil, 2},
		{defaultBench, []string{"Slider/impl=magic/piece=rook/load=random", "Slider/impl=magic/piece=bishop/load=random"}, 0},
	} {
		set, err := readFile(context.Background(), filepath.Join("testdata", "old.txt"), io.Discard)
		if err != nil {
			t.Fatal(err)
		}
		rows := len(set.Rows)
		n, err := keepSelected(set, tt.pattern)
		var names []string
		for _, r := range set.Rows {
			if !slices.Contains(names, r.Name) {
				names = append(names, r.Name)
			}
		}
		if err != nil || !slices.Equal(names, tt.want) || n != rows-len(set.Rows) || (n == 0) != (tt.dropped == 0) {
			t.Errorf("keepSelected(old.txt, %q) == %d, %v, keeping %q; want %d names dropped, keeping %q", tt.pattern, n, err, names, tt.dropped, tt.want)
		}
	}
	set, _ := readFile(context.Background(), filepath.Join("testdata", "old.txt"), io.Discard)
	if _, err := keepSelected(set, "Slider/("); err == nil || !strings.Contains(err.Error(), "-bench") {
		t.Errorf("keepSelected with a bad pattern: error %v; want one naming -bench", err)
	}
}
