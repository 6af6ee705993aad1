package main

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/README.golden")

// TestRender renders the README of the two synthetic CPUs in
// testdata/results and compares it with testdata/README.golden.
func TestRender(t *testing.T) {
	cpus, err := load("testdata/results")
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	render(&buf, "testdata/results", cpus)
	if *update {
		if err := os.WriteFile("testdata/README.golden", buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile("testdata/README.golden")
	if err != nil {
		t.Fatal(err)
	}
	if got := buf.String(); got != string(want) {
		t.Errorf("render differs from testdata/README.golden (go test -update to accept):\n%s", got)
	}
	// A few facts checked by hand, so that accepting a wrong golden file
	// does not go unnoticed.
	for _, fact := range []string{
		"| rook/random | 90 | 2 | 3 | 4 | 1 |",                       // medians of the synthetic rows
		"[2026-11-28-def5678.txt](other-cpu/2026-11-28-def5678.txt)", // newest, not 2026-11-01
		"| perft ÷ dragontoothmg (goal ≥ 2×) | 1.25× SHORT | 2.4× met |",
	} {
		if !strings.Contains(buf.String(), fact) {
			t.Errorf("README lacks %q", fact)
		}
	}
}

func TestReport(t *testing.T) {
	dir := t.TempDir()
	for _, f := range []string{"test-cpu-3000/2026-11-29-abc1234.txt", "other-cpu/2026-11-28-def5678.txt"} {
		data, err := os.ReadFile(filepath.Join("testdata/results", f))
		if err != nil {
			t.Fatal(err)
		}
		os.MkdirAll(filepath.Join(dir, filepath.Dir(f)), 0o777)
		if err := os.WriteFile(filepath.Join(dir, f), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := report(dir, true); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"README.md", "test-cpu-3000/chart.svg", "other-cpu/chart.svg"} {
		data, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			t.Fatal(err)
		}
		if f != "README.md" && !bytes.Contains(data, []byte("<svg")) {
			t.Errorf("%s is not an SVG file: %.80q", f, data)
		}
	}
	svg, _ := os.ReadFile(filepath.Join(dir, "test-cpu-3000/chart.svg"))
	for _, label := range []string{"magic", "pext-batch", "rook/random"} {
		if !bytes.Contains(svg, []byte(label)) {
			t.Errorf("chart lacks the label %q", label)
		}
	}
	if bytes.Contains(svg, []byte(">naive<")) {
		t.Errorf("chart shows naive; want it left out")
	}
}

func TestReportErrors(t *testing.T) {
	dir := t.TempDir()
	if err := report(dir, false); err == nil {
		t.Errorf("report on an empty directory: no error")
	}
	bad := filepath.Join(dir, "cpu-x", "2026-11-29-abc.txt")
	os.MkdirAll(filepath.Dir(bad), 0o777)
	os.WriteFile(bad, []byte("BenchmarkX\t10\tabc ns/op\n"), 0o644)
	if err := report(dir, false); err == nil || !strings.Contains(err.Error(), "2026-11-29-abc.txt") {
		t.Errorf("report on a malformed file: error %v; want one naming the file", err)
	}
}
