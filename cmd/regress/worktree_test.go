package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

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

// tinySource is the root package of tinyRepo: Sum as a loop.
var tinySource = sumSource("tiny", loopSum)

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

// Benchmark bodies for tinyTest.
const (
	sumBench     = "func BenchmarkSum(b *testing.B) {\n\tfor b.Loop() {\n\t\tsink = Sum(100)\n\t}\n}\n"
	slowSumBench = "func BenchmarkSum(b *testing.B) {\n\tfor b.Loop() {\n\t\tsink = Sum(100000)\n\t}\n}\n"
	fatalBench   = "func BenchmarkSum(b *testing.B) {\n\tb.Fatal(\"Sum gave a wrong answer\")\n}\n"
	panicBench   = "func BenchmarkSum(b *testing.B) {\n\tpanic(\"Sum exploded\")\n}\n"
	otherBench   = "func BenchmarkOther(b *testing.B) {\n\tfor b.Loop() {\n\t\tsink = Sum(100)\n\t}\n}\n"
)
