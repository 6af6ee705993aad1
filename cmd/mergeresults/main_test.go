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

// TestRunRefusesAndSkips drives what issue 46 found in the merge as a user
// meets it: each case's exit status, and what stdout and stderr must say.
func TestRunRefusesAndSkips(t *testing.T) {
	v1 := "goamd64: v1\n" + file("1")
	v3 := strings.Replace(v1, "goamd64: v1", "goamd64: v3", 1)
	tests := []struct {
		name   string
		art    map[string]string
		link   string // a symbolic link made in the artifact to a results file outside it
		code   int
		stdout []string
		stderr []string
	}{{
		// Row 7: read as v3, every median pooling both builds.
		name:   "a v1 and a v3 run in one file",
		art:    map[string]string{"amd-x-zen3/2026-11-30-abc1234-v3.txt": v1 + v3},
		code:   2,
		stderr: []string{"2026-11-30-abc1234-v3.txt:9: conflicting configuration lines: goamd64 \"v3\" conflicts with", "2026-11-30-abc1234-v3.txt:1: goamd64 \"v1\""},
	}, {
		// Row 15: the link was skipped in silence.
		name:   "a symbolic link beside a regular file",
		art:    map[string]string{"amd-x-zen3/2026-11-30-abc1234.txt": v1},
		link:   "amd-x-zen3/2026-11-30-def5678.txt",
		code:   0,
		stdout: []string{"2026-11-30-def5678.txt: a symbolic link (links inside an artifact are not followed; copy the file in)", "merged 1 new results file(s)"},
	}, {
		// Row 15: the copy was merged, one CPU under two folders.
		name:   "a copy under another CPU folder",
		art:    map[string]string{"amd-x-zen3/2026-11-30-abc1234.txt": v1, "new-slug-cpu/2026-11-30-abc1234.txt": v1},
		code:   2,
		stderr: []string{"new-slug-cpu/2026-11-30-abc1234.txt: the same results under another CPU folder:", "amd-x-zen3/2026-11-30-abc1234.txt (merged in this same run, not yet in the tree) has the same content"},
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root, art := t.TempDir(), t.TempDir()
			for name, data := range tt.art {
				write(t, filepath.Join(art, name), data)
			}
			if tt.link != "" {
				outside := filepath.Join(t.TempDir(), "2026-11-30-def5678.txt")
				write(t, outside, file("1"))
				if err := os.Symlink(outside, filepath.Join(art, tt.link)); err != nil {
					t.Skipf("symlink: %v", err)
				}
			}
			var stdout, stderr bytes.Buffer
			if code := run([]string{"-results", root, art}, &stdout, &stderr); code != tt.code {
				t.Errorf("run == %d; want %d (stdout %s, stderr %s)", code, tt.code, stdout.String(), stderr.String())
			}
			for _, want := range tt.stdout {
				if !strings.Contains(stdout.String(), want) {
					t.Errorf("stdout %q lacks %q", stdout.String(), want)
				}
			}
			for _, want := range tt.stderr {
				if !strings.Contains(stderr.String(), want) {
					t.Errorf("stderr %q lacks %q", stderr.String(), want)
				}
			}
		})
	}
}
