package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestBadCommandLine(t *testing.T) {
	for _, args := range [][]string{
		{"-nosuch"},
		{"extra"},
		{"-quick", "-compare"},
		{"-count", "-3"},
		{"-benchtime", "fast"},
		{"-cpu-slug", "Not A Slug"},
		{"-compare", "-results", "testdata/does-not-exist"},
	} {
		var stdout, stderr bytes.Buffer
		if code := run(args, &stdout, &stderr); code != 2 {
			t.Errorf("run(%q) == %d; want 2 (stderr: %s)", args, code, stderr.String())
		}
		if stderr.Len() == 0 {
			t.Errorf("run(%q) printed no error", args)
		}
	}
}

func TestCompareBadFile(t *testing.T) {
	root := t.TempDir()
	bad := filepath.Join(root, "some-cpu", "2026-11-29-abc.txt")
	if err := os.MkdirAll(filepath.Dir(bad), 0o777); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(bad, []byte("BenchmarkX\t10\tabc ns/op\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	if code := run([]string{"-compare", "-results", root}, &bytes.Buffer{}, &stderr); code != 2 || !strings.Contains(stderr.String(), "2026-11-29-abc.txt") {
		t.Errorf("-compare over a malformed file: exit %d, stderr %q; want 2 and the file named", code, stderr.String())
	}
}

func TestFlagDefaults(t *testing.T) {
	tests := []struct {
		args      []string
		count     int
		benchtime string
	}{
		{nil, 10, "500ms"},
		{[]string{"-quick"}, 1, "10ms"},
		{[]string{"-quick", "-count", "3", "-benchtime", "100x"}, 3, "100x"},
	}
	for _, tt := range tests {
		o, err := parseFlags(tt.args, &bytes.Buffer{})
		if err != nil || o.count != tt.count || o.benchtime != tt.benchtime {
			t.Errorf("parseFlags(%q) == count %d, benchtime %q, %v; want %d, %q, nil", tt.args, o.count, o.benchtime, err, tt.count, tt.benchtime)
		}
	}
}

func TestParallelBench(t *testing.T) {
	tests := []struct{ in, want string }{
		{".", "^BenchmarkParallelPerft$"},
		{"", "^BenchmarkParallelPerft$"},
		{"ParallelPerft/impl=magic", "ParallelPerft/impl=magic"},
		{"Slider", "^$"},
	}
	for _, tt := range tests {
		if got := parallelBench(tt.in); got != tt.want {
			t.Errorf("parallelBench(%q) == %q; want %q", tt.in, got, tt.want)
		}
	}
}

func TestPinCPU(t *testing.T) {
	if got := pinCPU(-1); got != -1 {
		t.Errorf("pinCPU(-1) == %d; want -1 (no pinning)", got)
	}
	if got := pinCPU(-2); got < -1 {
		t.Errorf("pinCPU(-2) == %d; want a CPU number or -1", got)
	}
}

func TestUsageMentionsModes(t *testing.T) {
	var stderr bytes.Buffer
	run([]string{"-h"}, &bytes.Buffer{}, &stderr)
	for _, want := range []string{"-quick", "-compare", "-cpu-slug"} {
		if !strings.Contains(stderr.String(), want) {
			t.Errorf("usage lacks %s:\n%s", want, stderr.String())
		}
	}
}
