package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestHostileUsage: the numbers and inputs of issue 22 that broke regress
// are refused up front, with exit 2 naming the flag, its range or the
// input.
func TestHostileUsage(t *testing.T) {
	dir := t.TempDir()
	f := filepath.Join(dir, "f.txt")
	if err := os.WriteFile(f, []byte("BenchmarkX\t1\t1 ns/op\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name string
		args []string
		want string
		not  string
	}{
		// Defect 2: panic in gate.MinP, or 24 GB and an OOM kill, in
		// two-file mode too.
		{"layout-rounds 9e18 (#2)", []string{"-layout-rounds", "9000000000000000000", f, f}, `-layout-rounds: "9000000000000000000": out of range: want 0 to 100`, ""},
		{"layout-rounds 1e9 (#2)", []string{"-layout-rounds", "1000000000", f, f}, "want 0 to 100", ""},
		// Defect 15: blamed "-max-rounds -9223372036854775808".
		{"rounds 2^62 (#15)", []string{"-rounds", "4611686018427387904", f, f}, `-rounds: "4611686018427387904": out of range: want 1 to 500`, "-max-rounds"},
		{"benchtime overflow (#14)", []string{"-benchtime", "99999999999999999999x", f, f}, "-benchtime \"99999999999999999999x\": out of range", ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			code, stdout, stderr := runArgs(t, ".", tt.args...)
			if code != exitUsage || !strings.Contains(stderr, tt.want) || !strings.HasPrefix(lastLine(stdout), "ERROR") {
				t.Errorf("exit %d, stderr %q, stdout %q; want 2, %q, an ERROR line", code, stderr, stdout, tt.want)
			}
			if tt.not != "" && strings.Contains(lastLine(stderr), tt.not) {
				t.Errorf("stderr %q names %s, a flag not given", stderr, tt.not)
			}
		})
	}
}

// TestBadPEXTUpFront: a bad BITBENCH_PEXT is an input error found before
// anything is built (issue 22 defect 4: it was "REGRESSION: benchmarks of
// the working tree fail", exit 1).
func TestBadPEXTUpFront(t *testing.T) {
	defer func(f func() error) { envError = f }(envError)
	envError = func() error { return errors.New(`pext: environment variable BITBENCH_PEXT="bogus": unknown PEXT mode`) }
	code, stdout, stderr := runArgs(t, ".", "-baseline", t.TempDir(), "-bench", "BenchmarkTableBytes", "-rounds", "1")
	if code != exitUsage || !strings.Contains(stderr, `BITBENCH_PEXT="bogus"`) || !strings.HasPrefix(lastLine(stdout), "ERROR: pext") {
		t.Errorf("exit %d, stdout %q, stderr %q; want 2, ERROR naming BITBENCH_PEXT", code, stdout, stderr)
	}
	if strings.Contains(stderr, "building") {
		t.Errorf("stderr %q: built before checking the environment", stderr)
	}
}

// TestCopiedLinesAreNotRuns: a new file holding its three runs five times
// over was "REGRESSION p=0.0025" with no warning (issue 22 defect 5); the
// copies are ignored with a warning, and three runs a side are too few.
func TestCopiedLinesAreNotRuns(t *testing.T) {
	dir := t.TempDir()
	runs := func(ns ...int) string {
		var b strings.Builder
		for _, n := range ns {
			fmt.Fprintf(&b, "BenchmarkSlider/impl=magic/piece=rook/load=random\t1000\t%d ns/op\n", n)
		}
		return b.String()
	}
	old, new := filepath.Join(dir, "old.txt"), filepath.Join(dir, "new.txt")
	os.WriteFile(old, []byte(runs(100, 101, 99)), 0o644)
	os.WriteFile(new, []byte(strings.Repeat(runs(120, 121, 119), 5)), 0o644)
	code, stdout, stderr := runArgs(t, ".", old, new)
	if code == exitFail || strings.Contains(stdout, "REGRESSION") {
		t.Errorf("exit %d: copies counted as runs:\n%s%s", code, stdout, stderr)
	}
	if !strings.Contains(stderr, "new.txt:4: BenchmarkSlider/impl=magic/piece=rook/load=random: a copy of earlier lines; 12 copied sample(s) ignored") {
		t.Errorf("stderr %q lacks the warning about the copies", stderr)
	}
}

// TestSaveReplacesSymlink: -save D writes D/new.txt in place of a symbolic
// link there, never through it (issue 22 defect 15).
func TestSaveReplacesSymlink(t *testing.T) {
	dir := t.TempDir()
	victim := filepath.Join(dir, "victim")
	os.WriteFile(victim, []byte("keep me\n"), 0o644)
	save := filepath.Join(dir, "save")
	os.Mkdir(save, 0o755)
	if err := os.Symlink(victim, filepath.Join(save, "new.txt")); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	s := &side{label: "new"}
	s.out.WriteString("BenchmarkX\t1\t1 ns/op\n")
	if err := s.save(save); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(victim); string(data) != "keep me\n" {
		t.Errorf("the link's target now holds %q; want it untouched", data)
	}
	if info, err := os.Lstat(filepath.Join(save, "new.txt")); err != nil || !info.Mode().IsRegular() {
		t.Errorf("new.txt: %v, %v; want a regular file", info, err)
	}
}
