package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/bitbench/bitbench/harness/cpuid"
	"github.com/bitbench/bitbench/internal/engine"
	"github.com/bitbench/bitbench/internal/results"
	"github.com/bitbench/bitbench/internal/testbin"
)

// fakeBinary is a stand-in for the test binary that
// scripts/run-bench-binary.sh runs: -bench.target prints ROOT/fake-cpu (or
// refuses, with FAKE_REFUSE set), a header-only run prints the commit, a
// run that skips every benchmark (-test.skip .) checks -test.bench,
// refusing "(". The engine's run (-bench.engine) appends its arguments to
// bitbench.test.args in the folder it runs in and prints fakeOutput (after
// "goamd64: $FAKE_GOAMD64" when that is set; nothing, failing, with
// FAKE_CRASH), then fails (FAKE_FAIL), or
// ends without the engine's closing lines (FAKE_NO_TRAILER), or prints
// fakeTrailer.
const fakeBinary = `#!/bin/sh
if [ "$1" = -bench.target ]; then
	[ -z "$FAKE_REFUSE" ] || { echo "bench.target: $FAKE_REFUSE" >&2; exit 2; }
	echo "$2/fake-cpu"; exit 0
fi
case " $* " in *" -test.bench ^\$ "*) echo "commit: abc1234"; [ -z "$FAKE_GOAMD64" ] || echo "goamd64: $FAKE_GOAMD64"; exit 0 ;; esac
case " $* " in *" -test.skip . "*)
	case " $* " in *" -test.bench ( "*) echo "testing: invalid regexp for element 0 of -test.bench" >&2; exit 1 ;; esac
	exit 0 ;;
esac
printf '%s\n' "$*" >>bitbench.test.args
[ -z "$FAKE_CRASH" ] || exit 1
[ -z "$FAKE_GOAMD64" ] || echo "goamd64: $FAKE_GOAMD64"
cat <<'EOF'
` + fakeOutput + `EOF
[ -z "$FAKE_FAIL" ] || { echo "--- FAIL: BenchmarkSlider"; exit 1; }
[ -n "$FAKE_NO_TRAILER" ] || printf '` + fakeTrailer + `'
`

// A scriptRun is one run of scripts/run-bench-binary.sh in a new folder,
// with "-o res" before args.
type scriptRun struct {
	bin  string // the test binary; "": fakeBinary, written into the folder
	env  []string
	args []string
	// stopAt, when set, is the start of a line the script gets SIGTERM
	// after: once the run's .partial file holds it.
	stopAt string
	// before, when set, is a file made in res/fake-cpu before the run,
	// holding "earlier".
	before string
}

// run runs the script and returns the folder it ran in, its exit status and
// its stderr.
func (r scriptRun) run(t *testing.T) (string, int, string) {
	t.Helper()
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("no bash")
	}
	dir := t.TempDir()
	bin := r.bin
	if bin == "" {
		bin = filepath.Join(dir, "bitbench.test")
		if err := os.WriteFile(bin, []byte(fakeBinary), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	script, err := filepath.Abs("../../scripts/run-bench-binary.sh")
	if err != nil {
		t.Fatal(err)
	}
	// Read here, so that go test's cache knows the result depends on it.
	if _, err := os.ReadFile(script); err != nil {
		t.Fatal(err)
	}
	if r.before != "" {
		if err := os.MkdirAll(filepath.Join(dir, "res", "fake-cpu"), 0o777); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "res", "fake-cpu", r.before), []byte("earlier"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, "bash", append(append([]string{script, "-o", "res"}, r.args...), bin)...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), r.env...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	if r.stopAt != "" {
		go func() {
			for ctx.Err() == nil && !partialHolds(dir, r.stopAt) {
				time.Sleep(20 * time.Millisecond)
			}
			cmd.Process.Signal(syscall.SIGTERM)
		}()
	}
	cmd.Wait()
	return dir, cmd.ProcessState.ExitCode(), stderr.String()
}

// partialHolds reports whether a .partial file under dir/res holds a line
// that begins with prefix.
func partialHolds(dir, prefix string) bool {
	files, _ := filepath.Glob(filepath.Join(dir, "res", "*", "*.partial"))
	for _, f := range files {
		if data, err := os.ReadFile(f); err == nil && strings.Contains("\n"+string(data), "\n"+prefix) {
			return true
		}
	}
	return false
}

// TestScript runs the script over the fake binary: the file it writes, the
// engine's arguments (the pin cmd/bench would choose), the build in the
// name, a second run's name, and the runs that end as a .partial file.
func TestScript(t *testing.T) {
	today := time.Now().Format("2006-01-02")
	p, err := pinCPUs(options{}, system())
	if err != nil {
		t.Fatal(err)
	}
	pin := "-bench.pin -1"
	if len(p) > 0 {
		pin = "-bench.pin " + commaList(p)
	}
	for _, tt := range []struct {
		name  string
		run   scriptRun
		code  int
		files string // res/fake-cpu afterwards
		holds string // its first file's content
		args  string // the engine's arguments hold this
	}{
		{"default", scriptRun{}, 0, today + "-abc1234.txt", fakeOutput + fakeTrailer, "-test.run ^$ -bench.engine -bench.commit abc1234 -bench.seed 0 " + pin},
		{"settings", scriptRun{args: []string{"-b", "90", "-s", "5ms", "-e", "wall", "-S", "0042", "-p", "-1", "-x", "Slider", "-c", "def5678", "-q"}}, 0, today + "-def5678.txt", fakeOutput + fakeTrailer,
			"-bench.commit def5678 -bench.budget 90000000000ns -bench.slice 5000000ns -bench.estimator wall -bench.seed 42 -bench.quick -bench.pin -1 -bench.select Slider"},
		{"v3 binary", scriptRun{env: []string{"FAKE_GOAMD64=v3"}}, 0, today + "-abc1234-v3.txt", "goamd64: v3\n" + fakeOutput + fakeTrailer, ""},
		{"second run of the day", scriptRun{before: today + "-abc1234.txt"}, 0, today + "-abc1234-2.txt " + today + "-abc1234.txt", fakeOutput + fakeTrailer, ""},
		{"failing benchmark", scriptRun{env: []string{"FAKE_FAIL=1"}}, 1, today + "-abc1234.txt.partial", fakeOutput + "--- FAIL: BenchmarkSlider\n", ""},
		{"crash before any output", scriptRun{env: []string{"FAKE_CRASH=1"}}, 1, "", "", ""},
		{"no closing lines", scriptRun{env: []string{"FAKE_NO_TRAILER=1"}}, 1, today + "-abc1234.txt.partial", fakeOutput, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir, code, stderr := tt.run.run(t)
			folder := filepath.Join(dir, "res", "fake-cpu")
			got := listDir(t, folder)
			if code != tt.code || got != tt.files {
				t.Fatalf("exit %d, res/fake-cpu holds %q; want %d, %q\n%s", code, got, tt.code, tt.files, stderr)
			}
			if got != "" {
				data, _ := os.ReadFile(filepath.Join(folder, strings.Fields(got)[0]))
				if string(data) != tt.holds {
					t.Errorf("%s holds:\n%s\nwant:\n%s", strings.Fields(got)[0], data, tt.holds)
				}
			}
			if b := tt.run.before; b != "" {
				if data, _ := os.ReadFile(filepath.Join(folder, b)); string(data) != "earlier" {
					t.Errorf("%s holds %q after the run; want it untouched", b, data)
				}
			}
			args, _ := os.ReadFile(filepath.Join(dir, "bitbench.test.args"))
			if !strings.Contains(string(args), tt.args) {
				t.Errorf("the engine ran with %q; want %q in them", args, tt.args)
			}
			want := "kept in res/fake-cpu/" + today + "-abc1234.txt.partial"
			if got == "" {
				want = "the run failed (output above); nothing was measured"
			}
			if tt.code != 0 && !strings.Contains(stderr, want) {
				t.Errorf("stderr %q does not say %q", stderr, want)
			}
		})
	}
}

// TestScriptRefuses: each input the script refuses is exit 2 with a message
// naming it, before the engine runs and with nothing written. The numeric
// ranges are internal/cmdtest's TestFlagRanges.
func TestScriptRefuses(t *testing.T) {
	for _, tt := range []struct {
		run  scriptRun
		want string
	}{
		{scriptRun{args: []string{"-n", "10"}}, "-n was removed: the engine decides the samples; use -b BUDGET"},
		{scriptRun{args: []string{"-l", "2"}}, "-l was removed"},
		{scriptRun{args: []string{"-t", "500ms"}}, "-t was removed"},
		{scriptRun{args: []string{"-b", "Slider"}}, "-b Slider: not a duration"},     // the selection before the engine
		{scriptRun{args: []string{"-s", "amd-zen5"}}, "-s amd-zen5: not a duration"}, // the slug before the engine
		{scriptRun{args: []string{"-e", "median"}}, "-e median: want one of cpu, best-cpu, wall"},
		{scriptRun{args: []string{"-p", "4095"}}, "-p 4095: "},                       // not allowed, or no taskset
		{scriptRun{args: []string{"-p", "0,1,0"}}, "-p 0,1,0: CPU 0 is named twice"}, // the ranges are cmdtest's
		{scriptRun{args: []string{"-S", "x"}}, "-S x: not a whole number"},
		{scriptRun{args: []string{"-x", "("}}, `-x \(: not a valid benchmark expression`},
		{scriptRun{args: []string{"-c", "a/b"}}, "commit 'a/b'"},
		{scriptRun{args: []string{"-c", "abc1234-v3"}}, "-c abc1234-v3: it ends in -v3"}, // issue 46 #6
		{scriptRun{args: []string{"-c", "abc1234-pgo"}}, "-c abc1234-pgo: it ends in -pgo"},
		{scriptRun{args: []string{"-o", "bitbench.test"}}, "results folder bitbench.test/fake-cpu: cannot create it"},
		{scriptRun{env: []string{"FAKE_GOAMD64=v9"}}, "goamd64 'v9'"},
		{scriptRun{env: []string{"FAKE_REFUSE=folder of another CPU"}}, "folder of another CPU"},
	} {
		dir, code, stderr := tt.run.run(t)
		_, err := os.Stat(filepath.Join(dir, "bitbench.test.args"))
		if code != 2 || !strings.Contains(stderr, tt.want) || listDir(t, filepath.Join(dir, "res", "fake-cpu")) != "" || err == nil {
			t.Errorf("script %q %q: exit %d, stderr %q; want 2, %q, the engine not run, nothing written", tt.run.args, tt.run.env, code, stderr, tt.want)
		}
	}
}

// engineSelection is the few rows the script's engine runs measure.
const engineSelection = "Slider/impl=(magic|plainmagic)$/piece=rook/load=random"

// TestScriptEngine runs the script over the real test binary, built as make
// bench-binary builds it (without cgo, commit abc1234 baked in): a file
// made by the engine, the defaults of a run and of -q (stopped by SIGTERM
// once the header is out), and the refusals only the binary can make.
func TestScriptEngine(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the test binary and runs it; skipped in -short mode")
	}
	spec, err := testbin.Resolve("v1", testbin.DefaultProfile, runtime.GOARCH)
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("CGO_ENABLED", "0")
	bin := filepath.Join(t.TempDir(), "bitbench.test")
	var log bytes.Buffer
	if err := (testbin.Binary{Spec: spec, Out: bin, Commit: "abc1234", Dir: "../.."}).Build(context.Background(), &log); err != nil {
		t.Fatalf("%v\n%s", err, log.String())
	}
	t.Run("file", func(t *testing.T) { scriptEngineFile(t, bin) })
	t.Run("defaults", func(t *testing.T) { scriptEngineDefaults(t, bin) })
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"-x", "NoSuchRow"}, `-bench "NoSuchRow" selects no benchmark row`},
		{[]string{"-r", "Bad Slug"}, `cpu slug "Bad Slug": bad results name`},
	} {
		dir, code, stderr := scriptRun{bin: bin, args: tt.args}.run(t)
		if files, _ := filepath.Glob(filepath.Join(dir, "res", "*", "*")); code != 2 || !strings.Contains(stderr, tt.want) || len(files) != 0 {
			t.Errorf("script %q: exit %d, files %q, stderr %q; want 2, no file, %q", tt.args, code, files, stderr, tt.want)
		}
	}
}

// scriptEngineFile checks a short run's file: named from the CPU's identity
// and the baked-in commit, the schedule asked for, the engine's closing
// lines, rows of the selection only.
func scriptEngineFile(t *testing.T, bin string) {
	dir, code, stderr := scriptRun{bin: bin, args: []string{"-b", "2s", "-s", "5ms", "-S", "7", "-e", "wall", "-x", engineSelection}}.run(t)
	folder, name := filepath.Join(dir, "res", cpuid.Detect().Slug()), time.Now().Format("2006-01-02")+"-abc1234.txt"
	if got := listDir(t, folder); code != 0 || got != name {
		t.Fatalf("exit %d, %s holds %q; want 0, %s\n%s", code, folder, got, name, stderr)
	}
	if p, _ := pinCPUs(options{}, system()); len(p) > 0 && !strings.Contains(stderr, "pinned to CPUs "+commaList(p)+", each row to them by turns\n") {
		t.Errorf("stderr does not say the launches are pinned to CPUs %v, as cmd/bench pins them:\n%s", p, stderr)
	}
	f, err := os.Open(filepath.Join(folder, name))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	set, err := results.Read(f, name)
	if err != nil {
		t.Fatal(err)
	}
	for k, want := range map[string]string{"engine": "rounds", "budget": "2s", "slice": "5ms", "estimator": "wall", "seed": "7", "commit": "abc1234", "reference": engineRef} {
		if set.Config[k] != want {
			t.Errorf("%s: %q; want %q", k, set.Config[k], want)
		}
	}
	for _, k := range []string{"rules", "rounds", "launches", "noise-floor", "steal", "busy", "goamd64", "uarch", "cpu"} {
		if set.Config[k] == "" {
			t.Errorf("no %s: line in the file", k)
		}
	}
	impls := map[string]bool{}
	for _, r := range set.Rows {
		impl := r.Keys["impl"]
		impls[impl] = true
		if want := "Slider/impl=" + impl + "/piece=rook/load=random"; r.Name != want || impl != "magic" && impl != "plainmagic" {
			t.Errorf("row %s measured; -x %s does not select it", r.Name, engineSelection)
		}
	}
	if !impls["magic"] || !impls["plainmagic"] {
		t.Errorf("rows of %v measured; want magic and plainmagic", impls)
	}
}

// engineRef is the engine's reference row (enginerun.Defaults.Ref).
const engineRef = "Slider/impl=magic/piece=rook/load=random"

// scriptEngineDefaults checks the budget and slice of a run without -b and
// -s: the engine's, and with -q cmd/bench's -quick ones. Each run gets
// SIGTERM once its header is out: exit 1, the .partial file kept.
func scriptEngineDefaults(t *testing.T, bin string) {
	for _, tt := range []struct {
		args          []string
		budget, slice time.Duration
	}{
		{nil, engine.DefaultBudget, engine.DefaultSlice},
		{[]string{"-q"}, quickBudget, quickSlice},
	} {
		r := scriptRun{bin: bin, args: append(tt.args, "-r", "some-cpu", "-x", engineSelection), stopAt: "rules: "}
		dir, code, stderr := r.run(t)
		partial := filepath.Join("res", "some-cpu", time.Now().Format("2006-01-02")+"-abc1234.txt.partial")
		if got := listDir(t, filepath.Join(dir, "res", "some-cpu")); code != 1 || got != filepath.Base(partial) || !strings.Contains(stderr, "interrupted; the output so far is kept in "+partial) {
			t.Errorf("%q stopped: exit %d, folder %q, stderr %q; want 1, the .partial file kept, named", tt.args, code, got, stderr)
		}
		data, _ := os.ReadFile(filepath.Join(dir, partial))
		for _, want := range []string{"budget: " + tt.budget.String(), "slice: " + tt.slice.String()} {
			if !strings.Contains(string(data), "\n"+want+"\n") {
				t.Errorf("%q: the header does not say %q:\n%s", tt.args, want, data)
			}
		}
	}
}

// commaList writes cpus as the script passes them on: "0,1,2".
func commaList(cpus []int) string {
	return strings.Trim(strings.ReplaceAll(fmt.Sprint(cpus), " ", ","), "[]")
}
