package main

import (
	"bytes"
	"context"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

func runArgs(t *testing.T, dir string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = run(context.Background(), dir, args, &out, &errb)
	return code, out.String(), errb.String()
}

// TestFiles compares existing results files: exit status and the key lines.
func TestFiles(t *testing.T) {
	tests := []struct {
		old, new string
		args     []string
		code     int
		want     []string // substrings of standard output (or standard error for code 2)
	}{
		{"old.txt", "slower.txt", nil, exitFail, []string{
			"REGRESSION: Slider/impl=magic/piece=rook/load=random ns/op: +12.0% (p=0.00016 adj 0.00047)",
			"FAIL: 2 significant regressions in 3 gated comparisons",
		}},
		{"old.txt", "same.txt", nil, exitPass, []string{"PASS: no significant regression in 3 gated comparisons"}},
		// The slowdown judged from the other side is an improvement.
		{"slower.txt", "old.txt", nil, exitPass, []string{"improved", "PASS"}},
		// +12% is below a 15% minimum effect.
		{"old.txt", "slower.txt", []string{"-min-effect", "15%"}, exitPass, []string{"below min effect", "minimum effect 15%"}},
		{"old.txt", "slower.txt", []string{"-min-effect", "0.2"}, exitPass, []string{"minimum effect 20%"}},
		{"old.txt", "malformed.txt", nil, exitUsage, []string{"testdata/malformed.txt:4: missing units"}},
		{"old.txt", "absent.txt", nil, exitUsage, []string{"testdata/absent.txt"}},
	}
	for _, tt := range tests {
		args := append(append([]string{}, tt.args...), filepath.Join("testdata", tt.old), filepath.Join("testdata", tt.new))
		code, stdout, stderr := runArgs(t, ".", args...)
		if code != tt.code {
			t.Errorf("regress %v: exit %d; want %d\n%s%s", args, code, tt.code, stdout, stderr)
		}
		got := stdout
		if tt.code == exitUsage {
			got = stderr
		}
		for _, w := range tt.want {
			if !strings.Contains(got, w) {
				t.Errorf("regress %v: output lacks %q:\n%s", args, w, got)
			}
		}
	}
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
		{[]string{"-rounds", "0"}, "-rounds 0: want at least 1"},
		{[]string{"-alpha", "1.5"}, "-alpha 1.5"},
		{[]string{"-min-effect", "five"}, `"five": want a positive percentage`},
		{[]string{"-min-effect", "-3%"}, `"-3%": want a positive percentage`},
		{[]string{"-bench", ""}, "-bench is empty"},
		{[]string{"-nosuchflag"}, "flag provided but not defined: -nosuchflag"},
		{[]string{"-baseline", "testdata/nosuchdir"}, "-baseline: stat testdata/nosuchdir"},
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
		if err := os.WriteFile(p, []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(p, now.Add(-f.age), now.Add(-f.age)); err != nil {
			t.Fatal(err)
		}
	}
	if got, want := mustBaseline(t, dir), filepath.Join(dir, "2026-11-02-bbbbbbb.txt"); got != want {
		t.Errorf("baselineFile(dir) == %s; want %s", got, want)
	}
	file := filepath.Join(dir, "2026-10-30-ccccccc.txt")
	if got := mustBaseline(t, file); got != file {
		t.Errorf("baselineFile(file) == %s; want %s", got, file)
	}
	empty := t.TempDir()
	if _, err := baselineFile(empty); err == nil || !strings.Contains(err.Error(), "no results file") {
		t.Errorf("baselineFile(empty dir) error %v; want no results file", err)
	}
}

func mustBaseline(t *testing.T, path string) string {
	t.Helper()
	got, err := baselineFile(path)
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
	write(t, dir, "tiny.go", "package tiny\n\n// Sum returns 0+1+…+(n-1).\nfunc Sum(n int) int {\n\ts := 0\n\tfor i := range n {\n\t\ts += i\n\t}\n\treturn s\n}\n")
	write(t, dir, "tiny_test.go", tinyTest("45"))
	t.Setenv("GIT_AUTHOR_NAME", "t")
	t.Setenv("GIT_AUTHOR_EMAIL", "t@example.com")
	t.Setenv("GIT_COMMITTER_NAME", "t")
	t.Setenv("GIT_COMMITTER_EMAIL", "t@example.com")
	for _, args := range [][]string{{"init", "-q", "-b", "main"}, {"add", "."}, {"commit", "-q", "-m", "tiny"}} {
		if out, err := exec.Command("git", append([]string{"-C", dir}, args...)...).CombinedOutput(); err != nil {
			t.Fatalf("git %v: %v\n%s", args, err, out)
		}
	}
	return dir
}

func tinyTest(want string) string {
	return "package tiny\n\nimport \"testing\"\n\nvar sink int\n\n" +
		"func TestPropSum(t *testing.T) {\n\tif got := Sum(10); got != " + want + " {\n\t\tt.Fatalf(\"Sum(10) == %d; want " + want + "\", got)\n\t}\n}\n\n" +
		"func BenchmarkSum(b *testing.B) {\n\tfor b.Loop() {\n\t\tsink = Sum(100)\n\t}\n}\n"
}

func write(t *testing.T, dir, name, text string) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
		t.Fatal(err)
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

// TestAgainstBase drives the worktree mode end to end on a tiny repository.
// Two rounds cannot reach significance (the report warns so), which keeps
// the outcome independent of timing noise.
func TestAgainstBase(t *testing.T) {
	dir := tinyRepo(t)
	save := t.TempDir()
	// -testargs reaches the binaries: with -test.cpu 1 names lose the -N suffix.
	code, stdout, stderr := runArgs(t, dir, "-base", "HEAD", "-rounds", "2", "-benchtime", "10x", "-save", save, "-testargs", "-test.cpu 1")
	if code != exitPass || !strings.Contains(stdout, "Sum  ") || !strings.Contains(stdout, "warning: with 2 runs per side") {
		t.Errorf("A/A: exit %d; want 0 and a Sum row and a warning\n%s%s", code, stdout, stderr)
	}
	for _, side := range []string{"old.txt", "new.txt"} {
		data, err := os.ReadFile(filepath.Join(save, side))
		if err != nil || strings.Count(string(data), "BenchmarkSum ") != 2 {
			t.Errorf("-save %s: %d \"BenchmarkSum \" lines, err %v; want 2\n%s", side, strings.Count(string(data), "BenchmarkSum "), err, data)
		}
	}
	if n := worktrees(t, dir); n != 1 {
		t.Errorf("after the run: %d worktrees; want 1 (the temporary one removed)", n)
	}

	// A broken count fails before any timing.
	write(t, dir, "tiny_test.go", tinyTest("46"))
	code, stdout, stderr = runArgs(t, dir, "-base", "HEAD", "-rounds", "2", "-benchtime", "10x")
	if code != exitFail || !strings.Contains(stdout, "FAIL: correctness tests failed, no timing done") ||
		!strings.Contains(stderr, "Sum(10) == 45; want 46") || strings.Contains(stderr, "round 1") {
		t.Errorf("broken test: exit %d; want 1, a correctness failure and no round\n%s%s", code, stdout, stderr)
	}
	if n := worktrees(t, dir); n != 1 {
		t.Errorf("after the failure: %d worktrees; want 1", n)
	}

	code, _, stderr = runArgs(t, dir, "-base", "no-such-ref")
	if code != exitUsage || !strings.Contains(stderr, `base "no-such-ref" is not a commit`) {
		t.Errorf("bad ref: exit %d, %q; want 2 and base \"no-such-ref\" is not a commit", code, stderr)
	}
}

// TestAgainstBaseline runs the working tree alone against a results file.
func TestAgainstBaseline(t *testing.T) {
	dir := tinyRepo(t)
	base := filepath.Join(dir, "base.txt")
	write(t, dir, "base.txt", "cpu: Some Other CPU\nBenchmarkSum-8 100 50 ns/op\nBenchmarkSum-8 100 51 ns/op\n")
	code, stdout, stderr := runArgs(t, dir, "-baseline", base, "-rounds", "2", "-benchtime", "10x")
	if code != exitPass || !strings.Contains(stdout, `warning: cpu differs: `+base+` has "Some Other CPU"`) {
		t.Errorf("baseline: exit %d; want 0 and a cpu warning\n%s%s", code, stdout, stderr)
	}
	code, _, stderr = runArgs(t, dir, "-baseline", base, "-rounds", "3", "-bench", "NoSuchBenchmark")
	if code != exitUsage || !strings.Contains(stderr, "new tree: no benchmark results (is -bench right?)") || strings.Contains(stderr, "round 2/") {
		t.Errorf("empty filter: exit %d, %q; want 2 and no benchmark results after one round", code, stderr)
	}
}
