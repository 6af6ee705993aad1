package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestNoResultsNoFile: a run that measured nothing (a typo in -bench, issue
// 22 defect 1), or a run whose engine did not reach its end, keeps its output as
// .partial, which no reader lists, and exits 1; it never writes a .txt that
// would become the folder's newest.
func TestNoResultsNoFile(t *testing.T) {
	header := "commit: abc1234\n" + zen3Lines + "pext: bmi2\ncpu: Fake CPU\n"
	for _, tt := range []struct {
		name, pass1, pass2 string
		args               []string
		want               string
	}{
		{"no benchmark line (#1)", header + "PASS\n", header + "PASS\n" + fakeTrailer, []string{"-bench", "BenchmarkSlidr"}, "no benchmark results"},
		{"the engine's closing lines missing", fakeOutput, fakeParallel, nil, "closing lines"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			root := t.TempDir()
			f := newFakeOutput(t, tt.pass1, tt.pass2, "exit 0")
			args := append([]string{"-results", root, "-pin", "-1", "-cpu-slug", "amd-epyc-7b13-zen3"}, tt.args...)
			code, stderr := runFake(context.Background(), f, args...)
			dir := filepath.Join(root, "amd-epyc-7b13-zen3")
			if code != 1 || !strings.Contains(stderr, tt.want) || !strings.Contains(stderr, "no results file written") {
				t.Errorf("exit %d, stderr %q; want 1, %q", code, stderr, tt.want)
			}
			if got := listDir(t, dir); got != "2026-11-30-abc1234.txt.partial" {
				t.Errorf("results folder holds %q; want only the .partial file", got)
			}
			if got := listDir(t, f.tmpRoot); got != "" {
				t.Errorf("temporary folder left behind: %s", got)
			}
		})
	}
}

// TestBenchRegexpCheck: -bench is split as the testing package splits it,
// so that '[/]' is one level (issue 22 defect 14: refused).
func TestBenchRegexpCheck(t *testing.T) {
	for _, ok := range []string{"[/]", "(a/b)/c", `a\/b`, "a]/b", "Slider|Perft/impl=magic"} {
		if err := checkBenchRegexp(ok); err != nil {
			t.Errorf("checkBenchRegexp(%q) == %v; want nil, as go test accepts it", ok, err)
		}
	}
	for _, bad := range []string{"(", "Slider/(", "a|b/[", "a/b|("} {
		if err := checkBenchRegexp(bad); err == nil || !strings.Contains(err.Error(), "-bench") {
			t.Errorf("checkBenchRegexp(%q) == %v; want an error naming -bench", bad, err)
		}
	}
}

// TestResultsIsAFile: -results naming a file is refused as such, without
// blaming a -cpu-slug that was never given (issue 46 #17a).
func TestResultsIsAFile(t *testing.T) {
	file := filepath.Join(t.TempDir(), "results")
	if err := os.WriteFile(file, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	f := newFake(t, "exit 0")
	code, stderr := runFake(context.Background(), f, "-results", file, "-pin", "-1")
	if want := "bench: -results " + file + ": not a directory"; code != 2 || !strings.Contains(stderr, want) || strings.Contains(stderr, "-cpu-slug") || f.builds != 0 {
		t.Errorf("-results FILE: exit %d after %d builds, stderr %q; want 2 before building, %q and no word of -cpu-slug", code, f.builds, stderr, want)
	}
}
