package bitbench_test

// The benchmarks of every registered implementation. What they run (the
// inputs, the generated per-implementation loops, the checks against the
// naive reference before timing, the timing with the thread's CPU time) is
// package internal/benchloops, whose documentation lists the benchmark
// tree; the Benchmark functions are here, so that their names and metrics
// stay those of this package, and this file's TestMain prints the run's
// configuration lines (benchfmt file keys) before the first result.

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/bitbench/bitbench/impl/pext"
	"github.com/bitbench/bitbench/internal/benchloops"
	"github.com/bitbench/bitbench/internal/cpulist"
	"github.com/bitbench/bitbench/internal/enginerun"
)

var (
	benchQuick  = flag.Bool("bench.quick", false, "benchmarks: shallower perft, for a quick run")
	benchCommit = flag.String("bench.commit", "", "benchmarks: commit to print as the `commit:` configuration line")
	benchTarget = flag.String("bench.target", "", "print `ROOT`/<cpu slug>, the results folder of this CPU, and exit: status 2 when its files record another CPU or BITBENCH_PEXT is bad")
	benchSlug   = flag.String("bench.slug", "", "with -bench.target: the folder `name` instead of this CPU's slug")

	benchEngine    = flag.Bool("bench.engine", false, "run the measuring engine (internal/enginerun) over this binary's rows and print the results; see -bench.budget")
	benchSelect    = flag.String("bench.select", "", "with -bench.engine: the rows to measure, a go test -bench `expression` (default all)")
	benchBudget    = flag.Duration("bench.budget", enginerun.Defaults.Budget, "with -bench.engine: the time the rounds may take")
	benchSlice     = flag.Duration("bench.slice", enginerun.Defaults.Slice, "with -bench.engine or -bench.plan: the benchtime of one slice")
	benchEstimator = flag.String("bench.estimator", enginerun.Defaults.Estimator, "with -bench.engine: the per-slice figure ratios and headlines use: cpu, best-cpu or wall")
	benchPin       = flag.String("bench.pin", cpulist.None, "with -bench.engine: the `CPUs` single-thread launches are pinned to (taskset), each row to them by turns: a list such as 0,1 or 0-3; -1 none")
	benchSeed      = flag.Uint64("bench.seed", 0, "with -bench.engine: the seed of the rounds' orders (0: from the clock)")
	benchPlan      = flag.String("bench.plan", "", "run the engine's plan `file` (one row and GOMAXPROCS a line) as one launch (the engine's worker)")
)

// benchBuildCommit is the commit printed as the "commit:" configuration line when
// -bench.commit is not given; set it when building the test binary with
// -ldflags "-X github.com/bitbench/bitbench_test.benchBuildCommit=abc1234".
var benchBuildCommit string

// BenchmarkRotatedPrerotated comes first, where its file (bench_rotated_test.go)
// used to put it, so that runs list the rows in the same order as before.
func BenchmarkRotatedPrerotated(b *testing.B) { benchloops.RotatedPrerotated(b) }

func BenchmarkSlider(b *testing.B)        { benchloops.Slider(b) }
func BenchmarkLeaper(b *testing.B)        { benchloops.Leaper(b) }
func BenchmarkSet(b *testing.B)           { benchloops.Set(b) }
func BenchmarkTableBytes(b *testing.B)    { benchloops.TableBytes(b) }
func BenchmarkTableBuild(b *testing.B)    { benchloops.TableBuild(b) }
func BenchmarkPerft(b *testing.B)         { benchloops.Perft(b, *benchQuick) }
func BenchmarkParallelPerft(b *testing.B) { benchloops.ParallelPerft(b, *benchQuick) }

// TestMain prints the run's configuration lines (benchloops.ConfigLines)
// before any benchmark result when benchmarks are asked for. With
// -bench.target ROOT it prints the results folder of this CPU and exits
// instead (benchloops.Target), running nothing; when there is none it
// prints why to stderr and exits 2.
func TestMain(m *testing.M) {
	flag.Parse()
	if *benchTarget != "" {
		dir, err := benchloops.Target(*benchTarget, *benchSlug)
		if err != nil {
			fmt.Fprintln(os.Stderr, "bench.target:", err)
			os.Exit(2)
		}
		fmt.Println(dir)
		os.Exit(0)
	}
	if *benchPlan != "" || *benchEngine {
		os.Exit(engineMain())
	}
	if f := flag.Lookup("test.bench"); f != nil && f.Value.String() != "" {
		commit := *benchCommit
		if commit == "" {
			commit = benchBuildCommit
		}
		for _, line := range benchloops.ConfigLines(commit) {
			fmt.Println(line)
		}
	}
	os.Exit(m.Run())
}

// engineMain runs the engine's driver (-bench.engine) or worker
// (-bench.plan) and returns the exit status: 1 when the run failed, 2 for a
// bad setting.
func engineMain() int {
	commit := *benchCommit
	if commit == "" {
		commit = benchBuildCommit
	}
	if *benchPlan != "" {
		steps, err := benchloops.ReadPlan(*benchPlan)
		if err == nil {
			err = benchloops.Work(steps, *benchQuick, *benchSlice, os.Stdout, os.Stderr)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		return 0
	}
	o := enginerun.Defaults
	o.Bin, o.Commit, o.Bench, o.Quick = os.Args[0], commit, *benchSelect, *benchQuick
	o.Budget, o.Slice, o.Estimator, o.Seed = *benchBudget, *benchSlice, *benchEstimator, *benchSeed
	pins, err := cpulist.ParseFlag(*benchPin)
	if err != nil {
		fmt.Fprintln(os.Stderr, "bench engine: -bench.pin:", err)
		return 2
	}
	o.Pins = pins
	if o.Seed == 0 {
		o.Seed = uint64(time.Now().UnixNano())
	}
	o.Out, o.Log = os.Stdout, os.Stderr
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := enginerun.Drive(ctx, o); err != nil {
		fmt.Fprintln(os.Stderr, "bench engine:", err)
		if enginerun.IsUsage(err) {
			return 2
		}
		return 1
	}
	return 0
}

// benchSelf runs this test binary again with args and extra environment,
// returning its combined output and exit status.
func benchSelf(t *testing.T, env []string, args ...string) (string, int) {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), env...)
	out, err := cmd.CombinedOutput()
	var exit *exec.ExitError
	if err != nil && !errors.As(err, &exit) {
		t.Skipf("cannot run the test binary again (%s %q: %v); emulated?", os.Args[0], args, err)
	}
	return string(out), cmd.ProcessState.ExitCode()
}

// TestBenchBadEnv checks that a bad BITBENCH_PEXT is in the header of a
// benchmark run and fails the benchmark, and that -bench.target refuses it.
func TestBenchBadEnv(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the test binary again")
	}
	bad := []string{pext.EnvVar + "=bogus"}
	out, code := benchSelf(t, bad, "-test.run", "^$", "-test.bench", "^BenchmarkTableBytes$", "-test.benchtime", "1x")
	if code == 0 || !strings.Contains(out, "\npext-env-error: pext: environment variable BITBENCH_PEXT=\"bogus\"") || !strings.Contains(out, "--- FAIL: BenchmarkTableBytes") {
		t.Errorf("benchmarks with %s: exit %d, output:\n%s\nwant a pext-env-error header line and a failed benchmark", bad[0], code, out)
	}
	if strings.Contains(out, "table-B") {
		t.Errorf("benchmarks with %s reported a figure:\n%s", bad[0], out)
	}
	out, code = benchSelf(t, bad, "-bench.target", t.TempDir())
	if code != 2 || !strings.Contains(out, "bogus") {
		t.Errorf("-bench.target with %s: exit %d, output %q; want 2 and the bad value", bad[0], code, out)
	}
	out, code = benchSelf(t, []string{pext.EnvVar + "=soft"}, "-test.run", "^$", "-test.bench", "^BenchmarkTableBytes$", "-test.benchtime", "1x")
	if code != 0 || strings.Contains(out, "pext-env-error") || !strings.Contains(out, "\npext: soft") {
		t.Errorf("benchmarks with %s=soft: exit %d, output:\n%s\nwant success, header pext: soft", pext.EnvVar, code, out)
	}
}

// TestBenchTarget checks -bench.target: the folder of this CPU, a folder
// given by name, and a refusal for a folder of files with no identity.
func TestBenchTarget(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the test binary again")
	}
	root := t.TempDir()
	out, code := benchSelf(t, nil, "-bench.target", root, "-bench.slug", "some-cpu")
	if want := filepath.Join(root, "some-cpu") + "\n"; code != 0 || out != want {
		t.Errorf("-bench.target -bench.slug some-cpu: exit %d, output %q; want 0, %q", code, out, want)
	}
	old := filepath.Join(root, "old-cpu", "2026-11-29-abc1234.txt")
	if err := os.MkdirAll(filepath.Dir(old), 0o777); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(old, []byte("cpu: AMD EPYC\nBenchmarkX\t1\t2 ns/op\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, code = benchSelf(t, nil, "-bench.target", root, "-bench.slug", "old-cpu")
	if code != 2 || !strings.Contains(out, old) || !strings.Contains(out, "no CPU identity") {
		t.Errorf("-bench.target into a folder of files without identity: exit %d, output %q; want 2, naming %s", code, out, old)
	}
	out, code = benchSelf(t, nil, "-bench.target", root, "-bench.slug", "Not A Slug")
	if code != 2 || !strings.Contains(out, "Not A Slug") {
		t.Errorf("-bench.target with a bad slug: exit %d, output %q; want 2 naming it", code, out)
	}
}
