package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// buildRegress builds this command with go build -o into dir/bin/regress,
// as make regress-binary does, adding args to go build's, and returns the
// binary's path.
func buildRegress(t *testing.T, dir string, args ...string) string {
	t.Helper()
	bin := filepath.Join(dir, "bin", "regress")
	args = append(append([]string{"build", "-o", bin}, args...), ".")
	if out, err := exec.Command("go", args...).CombinedOutput(); err != nil {
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
	buildRegress(t, dir, untrimmed)
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
