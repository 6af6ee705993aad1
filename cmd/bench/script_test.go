package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"
)

// fakeBinary is a stand-in for the test binary that
// scripts/run-bench-binary.sh runs: -bench.target prints ROOT/fake-cpu (or
// refuses, with FAKE_REFUSE set), a header-only run prints the commit, a
// benchmark run prints fakeOutput (after "goamd64: $FAKE_GOAMD64" when
// that is set; only a header with FAKE_EMPTY) and then fails (FAKE_FAIL) or
// hangs (FAKE_HANG); a run that skips every benchmark (-test.skip .) checks
// -test.bench, refusing "(". A benchmark run appends its arguments to
// bitbench.test.args and its own path to bitbench.test.paths, in the
// folder it runs in.
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
printf '%s\n' "$0" >>bitbench.test.paths
[ -z "$FAKE_GOAMD64" ] || echo "goamd64: $FAKE_GOAMD64"
if [ -n "$FAKE_EMPTY" ]; then echo "commit: abc1234"; echo PASS; exit 0; fi
cat <<'EOF'
` + fakeOutput + `EOF
[ -z "$FAKE_FAIL" ] || { echo "--- FAIL: BenchmarkSlider"; exit 1; }
[ -z "$FAKE_HANG" ] || exec sleep 30
exit 0
`

// runScript runs the script over the fake binary in a new folder, with
// extra environment, and returns the folder, exit code and stderr. With
// stopAfter > 0 it sends SIGTERM to the script after that long.
func runScript(t *testing.T, env []string, stopAfter time.Duration, args ...string) (string, int, string) {
	t.Helper()
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("no bash")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "bitbench.test")
	if err := os.WriteFile(bin, []byte(fakeBinary), 0o755); err != nil {
		t.Fatal(err)
	}
	script, err := filepath.Abs("../../scripts/run-bench-binary.sh")
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("bash", append(append([]string{script, "-o", "res"}, args...), "bitbench.test")...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	if stopAfter > 0 {
		time.AfterFunc(stopAfter, func() { cmd.Process.Signal(syscall.SIGTERM) })
	}
	cmd.Wait()
	return dir, cmd.ProcessState.ExitCode(), stderr.String()
}

func TestScript(t *testing.T) {
	today := time.Now().Format("2006-01-02")
	dir, code, stderr := runScript(t, nil, 0, "-n", "1")
	folder := filepath.Join(dir, "res", "fake-cpu")
	if got := listDir(t, folder); code != 0 || got != today+"-abc1234.txt" {
		t.Fatalf("script run: exit %d, folder holds %q; want 0, %s-abc1234.txt\n%s", code, got, today, stderr)
	}
	data, _ := os.ReadFile(filepath.Join(folder, today+"-abc1234.txt"))
	if want := fakeOutput + fakeOutput; string(data) != want {
		t.Errorf("file holds:\n%s\nwant both passes' output:\n%s", data, want)
	}

	// A GOAMD64=v3 binary: its build in the file name.
	dir, code, stderr = runScript(t, []string{"FAKE_GOAMD64=v3"}, 0, "-n", "1")
	if got := listDir(t, filepath.Join(dir, "res", "fake-cpu")); code != 0 || got != today+"-abc1234-v3.txt" {
		t.Errorf("v3 binary: exit %d, folder holds %q; want 0, %s-abc1234-v3.txt\n%s", code, got, today, stderr)
	}
	if _, code, stderr := runScript(t, []string{"FAKE_GOAMD64=v9"}, 0, "-n", "1"); code != 2 || !strings.Contains(stderr, "v9") {
		t.Errorf("binary reporting goamd64 v9: exit %d, stderr %q; want 2 naming it", code, stderr)
	}

	dir, code, stderr = runScript(t, []string{"FAKE_FAIL=1"}, 0)
	partial := filepath.Join("res", "fake-cpu", today+"-abc1234.txt.partial")
	if got := listDir(t, filepath.Join(dir, "res", "fake-cpu")); code != 1 || got != filepath.Base(partial) || !strings.Contains(stderr, partial) {
		t.Errorf("failing run: exit %d, folder %q, stderr %q; want 1, only the partial file, named", code, got, stderr)
	}
	if data, _ := os.ReadFile(filepath.Join(dir, partial)); !strings.HasPrefix(string(data), fakeOutput) || !strings.Contains(string(data), "--- FAIL") {
		t.Errorf("partial file holds %q; want the output up to the failure", data)
	}

	start := time.Now()
	dir, code, stderr = runScript(t, []string{"FAKE_HANG=1"}, 2*time.Second)
	if took := time.Since(start); took > 15*time.Second {
		t.Errorf("SIGTERM: the script took %v; want the binary stopped at once", took)
	}
	if got := listDir(t, filepath.Join(dir, "res", "fake-cpu")); code != 1 || got != filepath.Base(partial) || !strings.Contains(stderr, "interrupted") {
		t.Errorf("SIGTERM: exit %d, folder %q, stderr %q; want 1, only the partial file, 'interrupted'", code, got, stderr)
	}

	dir, code, stderr = runScript(t, []string{"FAKE_REFUSE=folder of another CPU"}, 0)
	if code != 2 || !strings.Contains(stderr, "folder of another CPU") || listDir(t, filepath.Join(dir, "res")) != "" {
		t.Errorf("refused folder: exit %d, stderr %q; want 2, the binary's reason, nothing written", code, stderr)
	}
	for _, bad := range [][]string{{"-n", "0"}, {"-t", "abcx"}, {"-t", "0s"}, {"-c", "a/b"}} {
		if _, code, stderr := runScript(t, nil, 0, bad...); code != 2 || stderr == "" {
			t.Errorf("script %q: exit %d, stderr %q; want 2 and a message", bad, code, stderr)
		}
	}
}

// TestScriptHostile covers scripts/run-bench-binary.sh's defects of issue
// 22: a run without results became a .txt (#1), pass 2 ran the whole -b
// expression again (#8), and -b '(' and huge -n or -t values passed the
// checks to fail in the binary (#14).
func TestScriptHostile(t *testing.T) {
	today := time.Now().Format("2006-01-02")
	dir, code, stderr := runScript(t, []string{"FAKE_EMPTY=1"}, 0, "-n", "1", "-b", "BenchmarkSlidr")
	folder := filepath.Join(dir, "res", "fake-cpu")
	if got := listDir(t, folder); code != 1 || got != today+"-abc1234.txt.partial" || !strings.Contains(stderr, "no results file written: no benchmark results") {
		t.Errorf("run without results (#1): exit %d, folder %q, stderr %q; want 1, only the partial file", code, got, stderr)
	}
	dir, code, stderr = runScript(t, nil, 0, "-n", "2", "-l", "1", "-b", "Slider")
	if got := listDir(t, filepath.Join(dir, "res", "fake-cpu")); code != 1 || got != today+"-abc1234.txt.partial" || !strings.Contains(stderr, "has 1 of the 2 samples asked") {
		t.Errorf("fewer samples than -n (#1): exit %d, folder %q, stderr %q; want 1, only the partial file", code, got, stderr)
	}
	dir, code, stderr = runScript(t, nil, 0, "-n", "1", "-b", "BenchmarkTableBytes/impl=magic$|BenchmarkParallelPerft")
	args, _ := os.ReadFile(filepath.Join(dir, "bitbench.test.args"))
	runs := strings.Split(strings.TrimSpace(string(args)), "\n")
	if code != 0 || len(runs) != 2 || !strings.HasPrefix(runs[1], "-test.bench ^BenchmarkParallelPerft$ -test.cpu") {
		t.Errorf("-b TableBytes/…|ParallelPerft (#8): exit %d, runs %q, stderr %q; want 0 and pass 2 on the parallel perft alone", code, runs, stderr)
	}
	for _, bad := range [][]string{
		{"-b", "("}, {"-n", "99999999999999999999"}, {"-n", "1001"}, {"-n", "-1"},
		{"-t", "99999999999999999999x"}, {"-t", "1000000001x"}, {"-t", "2h"}, {"-t", "3601s"},
		{"-l", "11"}, {"-n", "2", "-l", "3"}, {"-l", "-1"}, {"-l", "99999999999999999999"},
		{"-c", "abc1234-v3"}, {"-c", "abc1234-pgo"}, // issue 46 #6: a v1 run written as …-abc1234-v3.txt
	} {
		dir, code, stderr := runScript(t, nil, 0, bad...)
		if code != 2 || !strings.Contains(stderr, bad[0]+" ") || listDir(t, filepath.Join(dir, "res", "fake-cpu")) != "" {
			t.Errorf("script %q (#14): exit %d, stderr %q; want 2 naming %s, nothing written", bad, code, stderr, bad[0])
		}
	}
}

// TestScriptLaunches: -n 3 -l 2 runs two launches, of 2 and 1
// repetitions, each pass from a copy of its own of the binary, never the
// binary itself; the default is one repetition a launch.
func TestScriptLaunches(t *testing.T) {
	for _, tt := range []struct {
		args   []string
		counts []string // -test.count of each pass, in order
	}{
		{[]string{"-n", "3", "-l", "2"}, []string{"2", "1"}},
		{[]string{"-n", "3"}, []string{"1", "1", "1"}},
		{[]string{"-n", "3", "-l", "1"}, []string{"3"}},
	} {
		// FAKE_EMPTY: what the passes print is beside the point here.
		dir, code, stderr := runScript(t, []string{"FAKE_EMPTY=1"}, 0, append(tt.args, "-b", "Slider")...)
		args, _ := os.ReadFile(filepath.Join(dir, "bitbench.test.args"))
		paths, _ := os.ReadFile(filepath.Join(dir, "bitbench.test.paths"))
		runs := strings.Split(strings.TrimSpace(string(args)), "\n")
		var counts []string
		for _, r := range runs {
			f := strings.Fields(r)
			for i := range f[:len(f)-1] {
				if f[i] == "-test.count" {
					counts = append(counts, f[i+1])
				}
			}
		}
		if !slices.Equal(counts, tt.counts) {
			t.Errorf("%q: passes ran with -test.count %q; want %q (exit %d)\n%s", tt.args, counts, tt.counts, code, stderr)
		}
		seen := map[string]bool{}
		for _, p := range strings.Split(strings.TrimSpace(string(paths)), "\n") {
			if seen[p] || filepath.Base(p) == "bitbench.test" {
				t.Errorf("%q: a pass ran %s: want a fresh copy of the binary for every pass (all: %q)", tt.args, p, paths)
			}
			seen[p] = true
			if _, err := os.Stat(p); err == nil {
				t.Errorf("%q: the copy %s is still there after the run", tt.args, p)
			}
		}
	}
}
