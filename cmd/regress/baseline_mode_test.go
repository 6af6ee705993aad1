package main

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

func TestBaselineFile(t *testing.T) {
	dir := t.TempDir()
	now := time.Now()
	files := []struct {
		name string
		age  time.Duration
	}{
		{"2026-11-02-aaaaaaa.txt", 3 * time.Hour}, // same date, modified later: mtime never counts
		{"2026-11-02-bbbbbbb.txt", 4 * time.Hour}, // no git history here: same date and suffix, last name wins
		{"2026-10-30-ccccccc.txt", 0},             // newest on disk, older date
		{"README.md", 0},
		{"notes.txt", 0}, // not a results file name: ignored
	}
	for _, f := range files {
		p := filepath.Join(dir, f.name)
		if err := os.WriteFile(p, []byte("BenchmarkX\t1\t1 ns/op\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(p, now.Add(-f.age), now.Add(-f.age)); err != nil {
			t.Fatal(err)
		}
	}
	if got, want := mustBaseline(t, dir), filepath.Join(dir, "2026-11-02-bbbbbbb.txt"); got != want {
		t.Errorf("baselineFile(dir) == %s; want %s", got, want)
	}
	// Newer files of other builds are not the default build's baseline;
	// with the v3 build, the newest v3 file is.
	for _, name := range []string{"2026-11-03-ddddddd-v3.txt", "2026-11-04-eeeeeee-pgo.txt"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("BenchmarkX\t1\t1 ns/op\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if got, want := mustBaseline(t, dir), filepath.Join(dir, "2026-11-02-bbbbbbb.txt"); got != want {
		t.Errorf("baselineFile(dir, v1) beside newer v3 and pgo files == %s; want %s", got, want)
	}
	if got, err := baselineFile(dir, "v3", io.Discard); err != nil || got != filepath.Join(dir, "2026-11-03-ddddddd-v3.txt") {
		t.Errorf("baselineFile(dir, v3) == %s, %v; want the -v3 file", got, err)
	}
	if _, err := baselineFile(dir, "v2", io.Discard); err == nil || !strings.Contains(err.Error(), "no results file of build v2") {
		t.Errorf("baselineFile(dir, v2) error %v; want no results file of build v2", err)
	}
	file := filepath.Join(dir, "2026-10-30-ccccccc.txt")
	if got := mustBaseline(t, file); got != file {
		t.Errorf("baselineFile(file) == %s; want %s", got, file)
	}
	empty := t.TempDir()
	if _, err := baselineFile(empty, "v1", io.Discard); err == nil || !strings.Contains(err.Error(), "no results file") {
		t.Errorf("baselineFile(empty dir) error %v; want no results file", err)
	}
}

func mustBaseline(t *testing.T, path string) string {
	t.Helper()
	got, err := baselineFile(path, "v1", io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// TestAgainstBaseline runs the working tree alone against a results file.
func TestAgainstBaseline(t *testing.T) {
	dir := tinyRepo(t)
	base := writeBaseline(t, dir, "base.txt", "cpu: Some Other CPU\n")
	code, stdout, stderr := runArgs(t, dir, "-baseline", base, "-rounds", "4", "-benchtime", "10x", "-min-effect", "900%", "-require-clean")
	if code != exitPass || !strings.Contains(stdout, `warning: cpu differs: `+base+` has "Some Other CPU"`) || !strings.HasSuffix(firstLine(stdout), ", clean") {
		t.Errorf("baseline: exit %d; want 0, a clean head and a cpu warning\n%s%s", code, stdout, stderr)
	}
	code, stdout, stderr = runArgs(t, dir, "-baseline", base, "-rounds", "3", "-bench", "NoSuchBenchmark")
	if code != exitUsage || !strings.Contains(stderr, "new tree: no benchmark results (is -bench right?)") || strings.Contains(stderr, "round 2/") {
		t.Errorf("empty filter: exit %d, %q; want 2 and no benchmark results after one round\n%s", code, stderr, stdout)
	}
}

// TestKeepSelected: against a baseline file, only the rows -bench selects
// are compared (the others would all be MISSING from the run).
func TestKeepSelected(t *testing.T) {
	for _, tt := range []struct {
		pattern string
		want    []string // the names kept
		dropped int
	}{
		{".", []string{"Slider/impl=magic/piece=rook/load=random", "Slider/impl=magic/piece=bishop/load=random"}, 0},
		{"^BenchmarkSlider$/./piece=rook", []string{"Slider/impl=magic/piece=rook/load=random"}, 1},
		{"Perft", nil, 2},
		{defaultBench, []string{"Slider/impl=magic/piece=rook/load=random", "Slider/impl=magic/piece=bishop/load=random"}, 0},
	} {
		set, err := readFile(context.Background(), filepath.Join("testdata", "old.txt"), io.Discard)
		if err != nil {
			t.Fatal(err)
		}
		rows := len(set.Rows)
		n, err := keepSelected(set, tt.pattern)
		var names []string
		for _, r := range set.Rows {
			if !slices.Contains(names, r.Name) {
				names = append(names, r.Name)
			}
		}
		if err != nil || !slices.Equal(names, tt.want) || n != rows-len(set.Rows) || (n == 0) != (tt.dropped == 0) {
			t.Errorf("keepSelected(old.txt, %q) == %d, %v, keeping %q; want %d names dropped, keeping %q", tt.pattern, n, err, names, tt.dropped, tt.want)
		}
	}
	set, _ := readFile(context.Background(), filepath.Join("testdata", "old.txt"), io.Discard)
	if _, err := keepSelected(set, "Slider/("); err == nil || !strings.Contains(err.Error(), "-bench") {
		t.Errorf("keepSelected with a bad pattern: error %v; want one naming -bench", err)
	}
}
