package main

import (
	"bytes"
	"errors"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/bitbench/bitbench/harness/cpuid"
	"github.com/bitbench/bitbench/impl/pext"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// inputs is where harness/cpuid keeps its captured inputs.
const inputs = "../../harness/cpuid/testdata"

// fake is an env with a captured identity, decided as impl/pext decides
// in a build with the assembly, and a fixed calibration.
type fake struct {
	id     cpuid.ID
	mode   pext.Mode
	envErr error
	cal    pext.Calibration
	asked  time.Duration // the calibration time run asked for
}

func (f *fake) EnvError() error { return f.envErr }
func (f *fake) CPU() cpuid.ID   { return f.id }
func (f *fake) Decision() (current, auto pext.Decision) {
	auto, _ = pext.Decide(f.id, pext.Auto, true)
	current, err := pext.Decide(f.id, f.mode, true)
	if err != nil {
		current = auto
	}
	return current, auto
}
func (f *fake) Calibrate(d time.Duration) pext.Calibration { f.asked = d; return f.cal }

// captured parses every input file of harness/cpuid: name → identity.
func captured(t *testing.T) map[string]cpuid.ID {
	t.Helper()
	parsers := map[string]func(string) (cpuid.ID, error){
		"cpuinfo": cpuid.ParseCPUInfo, "cpuid": cpuid.ParseCPUIDDump, "sysctl": cpuid.ParseSysctl,
	}
	ids := map[string]cpuid.ID{}
	for dir, parse := range parsers {
		files, err := filepath.Glob(filepath.Join(inputs, dir, "*.txt"))
		if err != nil || len(files) == 0 {
			t.Fatalf("no inputs in %s/%s (%v)", inputs, dir, err)
		}
		for _, f := range files {
			text, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			id, err := parse(string(text))
			if err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			ids[dir+"-"+strings.TrimSuffix(filepath.Base(f), ".txt")] = id
		}
	}
	return ids
}

// golden compares got with testdata/name.golden, or rewrites it with -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name+".golden")
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update once to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s: output differs from %s\n--- got\n%s--- want\n%s", name, path, got, want)
	}
}

// TestGolden runs the command on every captured CPU, without calibration,
// and compares the report and the -config lines with golden files.
func TestGolden(t *testing.T) {
	ids := captured(t)
	if len(ids) < 10 {
		t.Fatalf("%d captured CPUs; want at least 10", len(ids))
	}
	for name, id := range ids {
		for _, mode := range []struct {
			suffix string
			args   []string
		}{{"", []string{"-no-calibrate"}}, {".config", []string{"-config"}}} {
			var stdout, stderr bytes.Buffer
			if code := runWith(mode.args, &stdout, &stderr, &fake{id: id}); code != 0 || stderr.Len() > 0 {
				t.Errorf("%s: cpuinfo %s exited %d, stderr %q; want 0, nothing", name, strings.Join(mode.args, " "), code, stderr.String())
			}
			golden(t, name+mode.suffix, stdout.Bytes())
		}
	}
}

func TestCalibrationReport(t *testing.T) {
	zen1, err := cpuid.ParseCPUInfo(readInput(t, "cpuinfo/amd-epyc-7551-zen1.txt"))
	if err != nil {
		t.Fatal(err)
	}
	// The figures of issue 9's Zen 1 host: PEXTQ no faster than software.
	f := &fake{id: zen1, mode: pext.Hardware, cal: pext.Calibration{
		Auto: pext.Decision{Hardware: false, Reason: "microcoded on zen1"}, HardwareNs: 33.5, SoftwareNs: 33.9, Lookups: 4096, Measured: true, Tie: true, Agrees: true,
	}}
	var stdout, stderr bytes.Buffer
	if code := runWith([]string{"-calibrate", "250ms"}, &stdout, &stderr, f); code != 0 {
		t.Fatalf("cpuinfo -calibrate 250ms exited %d: %s", code, stderr.String())
	}
	if f.asked != 250*time.Millisecond {
		t.Errorf("cpuinfo -calibrate 250ms calibrated for %v; want 250ms", f.asked)
	}
	golden(t, "calibration-zen1-forced-hw", stdout.Bytes())
}

func readInput(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(inputs, path))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestUsageErrors(t *testing.T) {
	tests := []struct {
		args    []string
		envErr  error
		wantSub string
	}{
		{[]string{"-bogus"}, nil, "flag provided but not defined: -bogus"},
		{[]string{"-calibrate", "fast"}, nil, `invalid value "fast" for flag -calibrate`},
		{[]string{"-calibrate", "0s"}, nil, `-calibrate: "0s": out of range: want 1ns to 1m0s`},
		{[]string{"-calibrate", "2h"}, nil, `-calibrate: "2h": out of range: want 1ns to 1m0s`},
		{[]string{"-config", "-slug"}, nil, "-config and -slug exclude each other"},
		{[]string{"now"}, nil, `unexpected argument "now"`},
		{nil, errors.New(`pext: environment variable BITBENCH_PEXT="x": unknown PEXT mode "x"`), `cpuinfo: pext: environment variable BITBENCH_PEXT="x"`},
		{[]string{"-config"}, errors.New("bad env"), "cpuinfo: bad env"},
	}
	for _, tt := range tests {
		var stdout, stderr bytes.Buffer
		code := runWith(tt.args, &stdout, &stderr, &fake{envErr: tt.envErr})
		if code != 2 || !strings.Contains(stderr.String(), tt.wantSub) || stdout.Len() > 0 {
			t.Errorf("cpuinfo %q (env error %v) == exit %d, stdout %q, stderr %q; want 2, nothing, a message containing %q",
				tt.args, tt.envErr, code, stdout.String(), stderr.String(), tt.wantSub)
		}
	}
	var stdout, stderr bytes.Buffer
	if code := runWith([]string{"-h"}, &stdout, &stderr, &fake{}); code != 0 || !strings.Contains(stdout.String(), "usage: cpuinfo") {
		t.Errorf("cpuinfo -h == exit %d, stdout %q; want 0 and the usage", code, stdout.String())
	}
}

// TestMain runs the command itself when the test binary is started as a
// child by TestEnvironment.
func TestMain(m *testing.M) {
	if os.Getenv("CPUINFO_TEST_MAIN") == "1" {
		main()
		return
	}
	os.Exit(m.Run())
}

// TestEnvironment runs the real command in a child process: a bad
// BITBENCH_PEXT is exit status 2 with a message naming it, and -config
// prints this machine's identity lines.
func TestEnvironment(t *testing.T) {
	runChild := func(value string, args ...string) (string, string, int) {
		cmd := exec.Command(os.Args[0], args...)
		cmd.Env = append(os.Environ(), "CPUINFO_TEST_MAIN=1", pext.EnvVar+"="+value)
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		err := cmd.Run()
		var exitErr *exec.ExitError
		if err != nil && !errors.As(err, &exitErr) {
			t.Skipf("cannot run the test binary again: %v", err)
		}
		return stdout.String(), stderr.String(), cmd.ProcessState.ExitCode()
	}
	out, errOut, code := runChild("bogus", "-config")
	want := `cpuinfo: pext: environment variable BITBENCH_PEXT="bogus": unknown PEXT mode "bogus": want "auto", "hw" or "soft"`
	if code != 2 || out != "" || !strings.HasPrefix(errOut, want) {
		t.Errorf("BITBENCH_PEXT=bogus cpuinfo -config == exit %d, stdout %q, stderr %q; want 2, nothing, %q…", code, out, errOut, want)
	}
	out, errOut, code = runChild("soft", "-config")
	if wantOut := strings.Join(cpuid.Detect().ConfigLines(), "\n") + "\n"; code != 0 || out != wantOut || errOut != "" {
		t.Errorf("cpuinfo -config == exit %d, stdout %q, stderr %q; want 0, %q, nothing", code, out, errOut, wantOut)
	}
	out, _, code = runChild("soft", "-no-calibrate")
	if code != 0 || !strings.Contains(out, "\npext:            soft (forced by BITBENCH_PEXT=soft)\n") {
		t.Errorf("BITBENCH_PEXT=soft cpuinfo -no-calibrate == exit %d, stdout\n%s\nwant a line \"pext: soft (forced by BITBENCH_PEXT=soft)\"", code, out)
	}
}
