package main

import (
	"bytes"
	"cmp"
	"context"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bitbench/bitbench/harness/cpuid"
	"github.com/bitbench/bitbench/internal/testbin"
)

// TestMain lets the tests run this package's main in a child process (the
// test binary itself, with BITBENCH_BENCH_MAIN=1), to see real exit codes
// and start-up checks.
func TestMain(m *testing.M) {
	if os.Getenv("BITBENCH_BENCH_MAIN") == "1" {
		main()
	}
	os.Exit(m.Run())
}

var zen3 = cpuid.ID{Vendor: "AuthenticAMD", Brand: "AMD EPYC 7B13", Family: 25, Model: 1, Uarch: "zen3"}

const zen3Lines = "cpu-vendor: AuthenticAMD\ncpu-family: 25\ncpu-model: 1\ncpu-stepping: 0\nuarch: zen3\n"

// fakeOutput is what the fake test binary prints: a header and two rows.
const fakeOutput = "commit: abc1234\n" + zen3Lines + "pext: bmi2\ncpu: Fake CPU\n" +
	"BenchmarkSlider/impl=magic/piece=rook/load=random\t100\t2 ns/lookup\n" +
	"BenchmarkSlider/impl=magic-batch/piece=rook/load=random\t100\t1.5 ns/lookup\n"

// fakeParallel is what the fake test binary prints in pass 2.
const fakeParallel = "commit: abc1234\n" + zen3Lines + "pext: bmi2\ncpu: Fake CPU\n" +
	"BenchmarkParallelPerft/impl=magic/pos=start\t1\t100 Mnodes/s\n"

// fakeTrailer is the engine's closing lines, which the fake test binary
// prints last.
const fakeTrailer = "rounds: 1\nlaunches: 1\n"

// fakeEnv is an environment whose build writes a shell script as the test
// binary: it prints fakeOutput (in pass 1, which skips the parallel perft)
// or fakeParallel (pass 2), and then runs tail (such as "exit 1" or "exec
// sleep 30"). builds counts the builds.
type fakeEnv struct {
	env
	builds     int
	last       testbin.Spec // of the last build
	lastCommit string       // baked into the last build
}

func newFake(t *testing.T, tail string) *fakeEnv {
	t.Helper()
	return newFakeOutput(t, fakeOutput, fakeParallel+fakeTrailer, tail)
}

// newFakeOutput is newFake whose test binary prints pass1 and pass2.
func newFakeOutput(t *testing.T, pass1, pass2, tail string) *fakeEnv {
	t.Helper()
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh for the fake test binary")
	}
	f := &fakeEnv{}
	f.env = env{
		checkRoot: func() error { return nil },
		detect:    func() cpuid.ID { return zen3 },
		lines:     func(cpuid.ID) []string { return strings.Split(strings.TrimSpace(zen3Lines), "\n") },
		envError:  func() error { return nil },
		gitCommit: func() (string, error) { return "abc1234", nil },
		allowed:   func() ([]int, error) { return []int{0, 1, 2, 3, 6}, nil },
		taskset:   false,
		arch:      "amd64",
		level:     func() int { return 3 },
		goarch:    func() (string, error) { return "amd64", nil },
		build: func(ctx context.Context, tb testbin.Binary, log io.Writer) error {
			f.builds++
			f.last = tb.Spec
			f.lastCommit = tb.Commit
			b, bin := tb.Spec, tb.Out
			head := "" // the default build's header is the fake output's
			if b.GOAMD64 != "" && b.GOAMD64 != "v1" {
				head += "goamd64: " + b.GOAMD64 + "\n"
			}
			if b.Profile != "" {
				head += "pgo: " + filepath.Base(b.Profile) + " " + b.Hash + "\n"
			}
			script := "#!/bin/sh\ncase \" $* \" in\n*\" -bench.engine \"*) cat <<'EOF'\n" + head + pass1 + pass2 + "EOF\n;;\nesac\n" + tail + "\n"
			return os.WriteFile(bin, []byte(script), 0o755)
		},
		benchstat: func(ctx context.Context, args []string, stdout, stderr io.Writer) error { return nil },
		tmpRoot:   t.TempDir(),
		now:       func() time.Time { return time.Date(2026, 11, 30, 12, 0, 0, 0, time.UTC) },
	}
	return f
}

// runFake runs the command with env f and returns its exit code and stderr.
func runFake(ctx context.Context, f *fakeEnv, args ...string) (int, string) {
	var stdout, stderr bytes.Buffer
	code := runWith(ctx, args, &stdout, &stderr, f.env)
	return code, stderr.String()
}

// listDir returns the names in dir ("" for none).
func listDir(t *testing.T, dir string) string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return strings.Join(names, " ")
}

func TestBadCommandLine(t *testing.T) {
	for _, args := range [][]string{
		{"-nosuch"},
		{"extra"},
		{"-quick", "-compare"},
		{"-budget", "0s"},
		{"-budget", "-1m"},
		{"-budget", "25h"},
		{"-budget", "fast"},
		{"-quick", "-budget", "0s"},
		{"-budget", "10s", "-slice", "2s"},
		{"-quick", "-budget", "1s", "-slice", "200ms"},
		{"-slice", "0s"},
		{"-slice", "2m"},
		{"-slice", "100x"},
		{"-estimator", "median"},
		{"-estimator", ""},
		{"-seed", "-1"},
		{"-reproduce", "a.txt"},
		{"-reproduce", "a.txt", "b.txt", "c.txt"},
		{"-reproduce", "-quick", "a.txt", "b.txt"},
		{"-bench", "Slider/("},
		{"-pin", "9223372036854775808"},
		{"-pin", "-3"},
		{"-pin", ""},
		{"-pin", "0,0"},
		{"-pin", "1-0"},
		{"-pin", "4096"},
		{"-cpu-slug", "Not A Slug"},
		{"-compare", "-results", "testdata/does-not-exist"},
		{"-build", "v2"},
		{"-build", ""},
		{"-build", "V3"},
		{"-compare", "-build", "v3"},
	} {
		f := newFake(t, "")
		code, stderr := runFake(context.Background(), f, args...)
		if code != 2 {
			t.Errorf("run(%q) == %d; want 2 (stderr: %s)", args, code, stderr)
		}
		if stderr == "" {
			t.Errorf("run(%q) printed no error", args)
		}
		if f.builds != 0 {
			t.Errorf("run(%q) built the test binary", args)
		}
	}
}

// TestChecksBeforeBuilding: every problem with the environment, the pin or
// the results folder is exit 2, said plainly, before anything is built.
func TestChecksBeforeBuilding(t *testing.T) {
	root := t.TempDir()
	plain := filepath.Join(root, "plain-file")
	if err := os.WriteFile(plain, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	legacy := filepath.Join(root, "res", "amd-epyc", "2026-11-29-bcee09d.txt")
	other := filepath.Join(root, "res", "amd-epyc-7b13-zen3", "2026-11-29-bcee09d.txt")
	for path, data := range map[string]string{
		legacy: "cpu: AMD EPYC\nBenchmarkX\t1\t2 ns/op\n",
		other:  strings.Replace(zen3Lines, "cpu-family: 25", "cpu-family: 23", 1) + "BenchmarkX\t1\t2 ns/op\n",
	} {
		os.MkdirAll(filepath.Dir(path), 0o777)
		if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	tests := []struct {
		name  string
		setup func(f *fakeEnv)
		args  []string
		want  string
	}{
		{"bad BITBENCH_PEXT", func(f *fakeEnv) {
			f.envError = func() error { return errors.New(`pext: environment variable BITBENCH_PEXT="bogus"`) }
		}, nil, `BITBENCH_PEXT="bogus"`},
		{"results under a file", nil, []string{"-results", filepath.Join(plain, "results"), "-cpu-slug", "x"}, plain},
		{"results is a file", nil, []string{"-results", plain, "-cpu-slug", "x"}, plain},
		{"old files without identity", nil, []string{"-results", filepath.Join(root, "res"), "-cpu-slug", "amd-epyc"}, "no CPU identity"},
		{"another CPU's folder", nil, []string{"-results", filepath.Join(root, "res"), "-cpu-slug", "amd-epyc-7b13-zen3"}, "another CPU's results"},
		{"pin not allowed", func(f *fakeEnv) { f.taskset = true }, []string{"-pin", "4"}, "allowed: 0-3,6"},
		{"one pin of a list not allowed", func(f *fakeEnv) { f.taskset = true }, []string{"-pin", "2-5"}, "CPU 4 is not one this process may use (allowed: 0-3,6)"},
		{"pin without taskset", nil, []string{"-pin", "1"}, "taskset"},
		{"no identity lines", func(f *fakeEnv) { f.lines = func(cpuid.ID) []string { return nil } }, []string{"-results", root, "-cpu-slug", "x"}, "identity"},
		{"no commit", func(f *fakeEnv) {
			f.gitCommit = func() (string, error) { return "", errors.New("not a git repository") }
		}, []string{"-results", root, "-cpu-slug", "x"}, "pass -commit"},
	}
	for _, tt := range tests {
		f := newFake(t, "")
		if tt.setup != nil {
			tt.setup(f)
		}
		code, stderr := runFake(context.Background(), f, tt.args...)
		if code != 2 || !strings.Contains(stderr, tt.want) || f.builds != 0 {
			t.Errorf("%s: exit %d, %d builds, stderr %q; want 2, no build, a message with %q", tt.name, code, f.builds, stderr, tt.want)
		}
	}
	if got := listDir(t, filepath.Join(root, "res", "amd-epyc")); got != "2026-11-29-bcee09d.txt" {
		t.Errorf("refused folder now holds %q; want it untouched", got)
	}
}

func TestRunWritesFile(t *testing.T) {
	root := t.TempDir()
	f := newFake(t, "exit 0")
	var stdout, stderr bytes.Buffer
	if code := runWith(context.Background(), []string{"-results", root, "-pin", "-1", "-cpu-slug", "amd-epyc-7b13-zen3"}, &stdout, &stderr, f.env); code != 0 {
		t.Fatalf("run == %d; want 0\n%s", code, stderr.String())
	}
	dir := filepath.Join(root, "amd-epyc-7b13-zen3")
	if got := listDir(t, dir); got != "2026-11-30-abc1234.txt" {
		t.Errorf("results folder holds %q; want only 2026-11-30-abc1234.txt (no .partial)", got)
	}
	data, _ := os.ReadFile(filepath.Join(dir, "2026-11-30-abc1234.txt"))
	if want := fakeOutput + fakeParallel + fakeTrailer; string(data) != want {
		t.Errorf("file holds:\n%s\nwant the engine's output:\n%s", data, want)
	}
	if want := "go tool benchstat -col /impl " + filepath.Join(dir, "2026-11-30-abc1234.txt"); !strings.Contains(stdout.String(), want) {
		t.Errorf("output does not say %q:\n%s", want, stdout.String())
	}
	if !strings.Contains(stdout.String(), "magic-batch") {
		t.Errorf("summary does not use the magic-batch ceiling:\n%s", stdout.String())
	}
	// A second run the same day: a new file, never an overwrite.
	if code := runWith(context.Background(), []string{"-results", root, "-pin", "-1", "-cpu-slug", "amd-epyc-7b13-zen3"}, io.Discard, io.Discard, f.env); code != 0 {
		t.Fatalf("second run == %d; want 0", code)
	}
	if got := listDir(t, dir); got != "2026-11-30-abc1234-2.txt 2026-11-30-abc1234.txt" {
		t.Errorf("after two runs the folder holds %q", got)
	}
	if got := listDir(t, f.tmpRoot); got != "" {
		t.Errorf("temporary folder left behind: %s", got)
	}
}

func TestFailureKeepsPartial(t *testing.T) {
	root := t.TempDir()
	f := newFake(t, "echo '--- FAIL: BenchmarkSlider'; exit 1")
	code, stderr := runFake(context.Background(), f, "-results", root, "-pin", "-1", "-cpu-slug", "amd-epyc-7b13-zen3")
	partial := filepath.Join(root, "amd-epyc-7b13-zen3", "2026-11-30-abc1234.txt.partial")
	if code != 1 || !strings.Contains(stderr, partial) {
		t.Errorf("failing run: exit %d, stderr %q; want 1, naming %s", code, stderr, partial)
	}
	if got := listDir(t, filepath.Dir(partial)); got != filepath.Base(partial) {
		t.Errorf("results folder holds %q; want only the partial file", got)
	}
	if data, _ := os.ReadFile(partial); !strings.HasPrefix(string(data), fakeOutput) || !strings.Contains(string(data), "--- FAIL") {
		t.Errorf("partial file holds %q; want the output up to the failure", data)
	}
	if got := listDir(t, f.tmpRoot); got != "" {
		t.Errorf("temporary folder left behind: %s", got)
	}
	// A failed build: nothing measured, no partial file.
	f = newFake(t, "")
	f.build = func(context.Context, testbin.Binary, io.Writer) error { return errors.New("exit status 1") }
	root = t.TempDir()
	if code, _ := runFake(context.Background(), f, "-results", root, "-pin", "-1", "-cpu-slug", "amd-epyc-7b13-zen3"); code != 1 {
		t.Errorf("failed build: exit %d; want 1", code)
	}
	if got := listDir(t, filepath.Join(root, "amd-epyc-7b13-zen3")); got != "" {
		t.Errorf("after a failed build the folder holds %q; want nothing", got)
	}
}

// TestEngineRefusal: a run the measuring engine refuses (exit status 2
// before any result: a budget too short for its rows, a -bench that selects
// none) is bad usage, exit 2, with no partial file; a run that fails with
// status 2 after some output (a panic) is a failed run, exit 1, its output
// kept.
func TestEngineRefusal(t *testing.T) {
	slug := "amd-epyc-7b13-zen3"
	for _, tt := range []struct {
		name, pass1, tail string
		code              int
		files             string
	}{
		{"refused", "", "echo 'bench engine: a budget of 5s is too short for the 1071 rows selected' >&2; exit 2", 2, ""},
		{"a panic after output", fakeOutput, "echo 'panic: boom' >&2; exit 2", 1, "2026-11-30-abc1234.txt.partial"},
	} {
		root := t.TempDir()
		f := newFakeOutput(t, tt.pass1, "", tt.tail)
		code, stderr := runFake(context.Background(), f, "-results", root, "-pin", "-1", "-cpu-slug", slug)
		if code != tt.code {
			t.Errorf("%s: exit %d; want %d (stderr %s)", tt.name, code, tt.code, stderr)
		}
		if tt.code == 2 && !strings.Contains(stderr, "refused the run's settings") {
			t.Errorf("%s: stderr %q; want it to say the engine refused the settings", tt.name, stderr)
		}
		if got := listDir(t, filepath.Join(root, slug)); got != tt.files {
			t.Errorf("%s: the results folder holds %q; want %q", tt.name, got, tt.files)
		}
	}
}

// lineWatcher calls fire once when a write contains want.
type lineWatcher struct {
	mu   sync.Mutex
	buf  bytes.Buffer
	want string
	fire func()
}

func (w *lineWatcher) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.buf.Write(p)
	if w.fire != nil && strings.Contains(w.buf.String(), w.want) {
		w.fire()
		w.fire = nil
	}
	return len(p), nil
}

// TestInterruptKeepsPartial cancels the run (as SIGINT or SIGTERM do,
// through signal.NotifyContext) while the test binary runs: it is stopped,
// the partial file kept, the temporary folder removed, exit 1.
func TestInterruptKeepsPartial(t *testing.T) {
	root := t.TempDir()
	f := newFake(t, "exec sleep 30")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	stderr := &lineWatcher{want: "magic-batch", fire: cancel}
	start := time.Now()
	code := runWith(ctx, []string{"-results", root, "-pin", "-1", "-cpu-slug", "amd-epyc-7b13-zen3"}, io.Discard, stderr, f.env)
	if took := time.Since(start); took > 10*time.Second {
		t.Errorf("interrupted run took %v; want the test binary stopped at once", took)
	}
	partial := filepath.Join(root, "amd-epyc-7b13-zen3", "2026-11-30-abc1234.txt.partial")
	if code != 1 || !strings.Contains(stderr.buf.String(), "interrupted") || !strings.Contains(stderr.buf.String(), partial) {
		t.Errorf("interrupted run: exit %d, stderr %q; want 1, 'interrupted', naming %s", code, stderr.buf.String(), partial)
	}
	if data, err := os.ReadFile(partial); err != nil || !strings.HasPrefix(string(data), fakeOutput) {
		t.Errorf("partial file holds %q, %v; want the output before the interrupt", data, err)
	}
	if got := listDir(t, f.tmpRoot); got != "" {
		t.Errorf("temporary folder left behind: %s", got)
	}
}

// TestQuickWritesNothing: -quick leaves the results folder alone.
func TestQuickWritesNothing(t *testing.T) {
	root := filepath.Join(t.TempDir(), "results")
	f := newFake(t, "exit 0")
	if code, stderr := runFake(context.Background(), f, "-quick", "-results", root, "-pin", "-1", "-cpu-slug", "x", "-cpu-slug", "amd-epyc-7b13-zen3"); code != 0 {
		t.Fatalf("-quick == %d; want 0\n%s", code, stderr)
	}
	if _, err := os.Stat(root); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("-quick created %s (%v)", root, err)
	}
	if got := listDir(t, f.tmpRoot); got != "" {
		t.Errorf("temporary folder left behind: %s", got)
	}
}

// TestBadEnvExits2 runs main in a child process with a bad BITBENCH_PEXT:
// exit 2 and the bad value named, before anything is built.
func TestBadEnvExits2(t *testing.T) {
	cmd := exec.Command(os.Args[0], "-results", t.TempDir(), "-commit", "abc")
	cmd.Env = append(os.Environ(), "BITBENCH_BENCH_MAIN=1", "BITBENCH_PEXT=bogus")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err := cmd.Run()
	var exit *exec.ExitError
	if err != nil && !errors.As(err, &exit) {
		t.Skipf("cannot run the test binary again (%v); emulated?", err)
	}
	if code := cmd.ProcessState.ExitCode(); code != 2 || !strings.Contains(stderr.String(), `BITBENCH_PEXT="bogus"`) || strings.Contains(stderr.String(), "building") {
		t.Errorf("bench with BITBENCH_PEXT=bogus: exit %d (%v), stderr %q; want 2 naming the value, nothing built", code, err, stderr.String())
	}
}

// TestEngineArgs: the run is the test binary's engine with the flags'
// settings, pinned where asked, selecting rows only for a -bench other
// than ".", quick where asked.
func TestEngineArgs(t *testing.T) {
	o := options{budget: 9 * time.Minute, slice: 30 * time.Millisecond, estimator: "cpu", seed: 7, bench: "."}
	want := []string{"bin", "-bench.engine", "-bench.budget", "9m0s", "-bench.slice", "30ms", "-bench.estimator", "cpu", "-bench.pin", "0-1,3", "-bench.seed", "7"}
	if got := engineArgs(o, "bin", []int{0, 1, 3}); !slices.Equal(got, want) {
		t.Errorf("engineArgs(defaults, pins 0, 1, 3) == %q;\nwant %q", got, want)
	}
	o.bench, o.quick = "Slider", true
	want = append(slices.Clone(want[:9]), "-1", "-bench.seed", "7", "-bench.select", "Slider", "-bench.quick")
	if got := engineArgs(o, "bin", nil); !slices.Equal(got, want) {
		t.Errorf("engineArgs(-bench Slider -quick, no pin) == %q;\nwant %q", got, want)
	}
}

func TestFlagDefaults(t *testing.T) {
	tests := []struct {
		args          []string
		budget, slice time.Duration
		estimator     string
	}{
		{nil, 9 * time.Minute, 10 * time.Millisecond, "best-cpu"},
		{[]string{"-quick"}, time.Minute, 5 * time.Millisecond, "best-cpu"},
		{[]string{"-quick", "-budget", "3m", "-slice", "50ms", "-estimator", "best-cpu"}, 3 * time.Minute, 50 * time.Millisecond, "best-cpu"},
	}
	for _, tt := range tests {
		o, err := parseFlags(tt.args, io.Discard, io.Discard)
		if err != nil || o.budget != tt.budget || o.slice != tt.slice || o.estimator != tt.estimator {
			t.Errorf("parseFlags(%q) == budget %v, slice %v, estimator %q, %v; want %v, %v, %q, nil", tt.args, o.budget, o.slice, o.estimator, err, tt.budget, tt.slice, tt.estimator)
		}
	}
}

// TestCompareBadFile: -compare refuses, with exit status 2 and the file
// and line named, a results file that benchstat could not be trusted with
// (a NaN once made it grow memory without bound); nothing reaches benchstat.
func TestCompareBadFile(t *testing.T) {
	for _, tt := range []struct {
		name, data, want string
		file             string // "": 2026-11-29-abc.txt
	}{
		{"malformed", "BenchmarkX\t10\tabc ns/op\n", "2026-11-29-abc.txt", ""},
		{"nan", "BenchmarkX\t10\t1 ns/op\nBenchmarkX\t10\tNaN ns/op\n", "2026-11-29-abc.txt:2", ""},
		{"inf", "BenchmarkX\t10\t+Inf ns/op\n", "2026-11-29-abc.txt:1", ""},
		{"negative", "BenchmarkX\t10\t-3 ns/op\n", "2026-11-29-abc.txt:1", ""},
		// Issue 46 #6: a v1 run named -v3 was labelled "/v3".
		{"v1 named -v3", "goamd64: v1\nBenchmarkX\t10\t1 ns/op\n", "2026-11-29-abc-v3.txt: results of different builds: the name says build v3", "2026-11-29-abc-v3.txt"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			root := t.TempDir()
			bad := filepath.Join(root, "some-cpu", cmp.Or(tt.file, "2026-11-29-abc.txt"))
			if err := os.MkdirAll(filepath.Dir(bad), 0o777); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(bad, []byte(tt.data), 0o644); err != nil {
				t.Fatal(err)
			}
			f := newFake(t, "")
			f.benchstat = func(ctx context.Context, args []string, stdout, stderr io.Writer) error {
				t.Errorf("benchstat ran on a bad file: %q", args)
				return nil
			}
			code, stderr := runFake(context.Background(), f, "-compare", "-results", root)
			if code != 2 || !strings.Contains(stderr, tt.want) {
				t.Errorf("-compare over a %s file: exit %d, stderr %q; want 2 and %q", tt.name, code, stderr, tt.want)
			}
		})
	}
}

// TestCompareArgs: one column per CPU folder, labelled by its slug, with
// every configuration key ignored so that CPUs of one brand string stay
// apart; partial files are never compared.
func TestCompareArgs(t *testing.T) {
	root := t.TempDir()
	row := "BenchmarkSlider/impl=magic/piece=rook/load=random\t100\t2 ns/lookup\n"
	files := map[string]string{
		"amd-epyc-unknown/2026-11-29-bcee09d.txt":      "commit: bcee09d\ncpu: AMD EPYC\n" + row,
		"amd-epyc-zen1/2026-11-30-abc1234.txt":         "commit: abc1234\ncpu: AMD EPYC\n" + zen3Lines + row,
		"amd-epyc-zen1/2026-12-01-abc1234.txt.partial": "cpu: AMD EPYC\n" + row,
		"amd-epyc-zen1/2026-12-02-abc1234-v3.txt":      "commit: abc1234\ngoamd64: v3\ncpu: AMD EPYC\n" + zen3Lines + row, // newer, but another build
	}
	for rel, data := range files {
		p := filepath.Join(root, rel)
		os.MkdirAll(filepath.Dir(p), 0o777)
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	f := newFake(t, "")
	var got []string
	f.benchstat = func(ctx context.Context, args []string, stdout, stderr io.Writer) error {
		got = args
		return nil
	}
	if code, stderr := runFake(context.Background(), f, "-compare", "-results", root); code != 0 {
		t.Fatalf("-compare == %d; want 0\n%s", code, stderr)
	}
	want := []string{"-col", ".file", "-ignore", "commit,cpu,cpu-family,cpu-model,cpu-stepping,cpu-vendor,goamd64,uarch",
		"amd-epyc-unknown=" + filepath.Join(root, "amd-epyc-unknown", "2026-11-29-bcee09d.txt"),
		"amd-epyc-zen1=" + filepath.Join(root, "amd-epyc-zen1", "2026-11-30-abc1234.txt"),
		"amd-epyc-zen1/v3=" + filepath.Join(root, "amd-epyc-zen1", "2026-12-02-abc1234-v3.txt")}
	if !slices.Equal(got, want) {
		t.Errorf("benchstat args == %q;\nwant %q", got, want)
	}
}

func TestUsageMentionsModes(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if code := runWith(context.Background(), []string{"-h"}, &stdout, &stderr, env{}); code != 0 || stderr.Len() != 0 {
		t.Errorf("bench -h: exit %d, stderr %q; want 0, nothing", code, stderr.String())
	}
	for _, want := range []string{"-quick", "-compare", "-build-only", "-cpu-slug", "exit status"} {
		if !strings.Contains(stdout.String(), want) {
			t.Errorf("usage lacks %s:\n%s", want, stdout.String())
		}
	}
}
