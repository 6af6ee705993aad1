package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func write(t *testing.T, path, data string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o777); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

func file(model string) string {
	return "cpu: X\ncpu-vendor: AuthenticAMD\ncpu-family: 25\ncpu-model: " + model + "\ncpu-stepping: 1\nuarch: zen3\n" +
		"BenchmarkPerft/impl=magic/pos=start\t1\t100 Mnodes/s\n"
}

// TestRun merges an artifact, then refuses one that clashes: exit status 2
// and a message naming both files.
func TestRun(t *testing.T) {
	root, arts := t.TempDir(), t.TempDir()
	write(t, filepath.Join(arts, "one", "amd-x-zen3", "2026-11-30-abc1234.txt"), file("1"))
	var stdout, stderr bytes.Buffer
	if code := run([]string{"-results", root, filepath.Join(arts, "one")}, &stdout, &stderr); code != 0 {
		t.Fatalf("run == %d; want 0 (stderr %s)", code, stderr.String())
	}
	if _, err := os.Stat(filepath.Join(root, "amd-x-zen3", "2026-11-30-abc1234.txt")); err != nil {
		t.Errorf("merged file: %v", err)
	}
	if !strings.Contains(stdout.String(), "merged 1 new results file(s)") {
		t.Errorf("stdout %q lacks the count", stdout.String())
	}

	write(t, filepath.Join(arts, "two", "amd-x-zen3", "2026-12-01-def5678.txt"), file("33"))
	stdout.Reset()
	stderr.Reset()
	if code := run([]string{"-results", root, filepath.Join(arts, "two")}, &stdout, &stderr); code != 2 {
		t.Errorf("run on a clash == %d; want 2", code)
	}
	for _, want := range []string{"CPU identity clash", "2026-12-01-def5678.txt", filepath.Join(root, "amd-x-zen3", "2026-11-30-abc1234.txt"), `cpu-model "33" vs "1"`} {
		if !strings.Contains(stderr.String(), want) {
			t.Errorf("stderr %q lacks %q", stderr.String(), want)
		}
	}
	for _, args := range [][]string{{}, {"-results", root, filepath.Join(arts, "none")}, {"-bogus"}} {
		if code := run(args, &stdout, &stderr); code != 2 {
			t.Errorf("run(%q) == %d; want 2", args, code)
		}
	}
}
