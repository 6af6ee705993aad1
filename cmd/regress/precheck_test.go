package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestBaselineOtherBuild: a -baseline file of another build than the
// working tree's is refused, naming -baseline and both builds, before the
// head is built, tested or measured.
func TestBaselineOtherBuild(t *testing.T) {
	dir := tinyRepo(t)
	t.Setenv("GOAMD64", "v1") // the working tree's build, whatever the environment says
	base := writeBaseline(t, dir, "2026-12-04-abc1234-v3.txt", "goarch: amd64\ngoamd64: v3\n")
	code, stdout, stderr := runArgs(t, dir, "-baseline", base, "-rounds", "2", "-benchtime", "10x", "-layout-recheck", "0")
	if code != exitUsage || !strings.Contains(stdout, "ERROR: -baseline: results of different builds: "+base+" is build v3, the working tree is build v1") ||
		strings.Contains(stderr, "correctness") || strings.Contains(stderr, "round 1") {
		t.Errorf("-baseline of build v3: exit %d; want 2 naming -baseline and both builds, before any test or round\n%s%s", code, stdout, stderr)
	}
}

// writeBaseline writes a results file of four runs of BenchmarkSum, after
// the configuration lines header, to dir/bin/name (an ignored folder: the
// tree stays clean) and returns its path.
func writeBaseline(t *testing.T, dir, name, header string) string {
	t.Helper()
	if err := os.MkdirAll(filepath.Join(dir, "bin"), 0o755); err != nil {
		t.Fatal(err)
	}
	var text strings.Builder
	text.WriteString(header)
	for i := range 4 {
		fmt.Fprintf(&text, "BenchmarkSum-8 100 %d ns/op\n", 50+i)
	}
	write(t, filepath.Join(dir, "bin"), name, text.String())
	return filepath.Join(dir, "bin", name)
}

// TestSaveChecked: a -save that cannot take old.txt and new.txt is
// refused, naming -save, before anything is built or measured, in the
// worktree mode and against a baseline alike.
func TestSaveChecked(t *testing.T) {
	dir := tinyRepo(t)
	tmp := t.TempDir()
	file := filepath.Join(tmp, "a-file")
	write(t, tmp, "a-file", "not a folder\n")
	holder := filepath.Join(tmp, "holder")
	if err := os.MkdirAll(filepath.Join(holder, "new.txt"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct{ name, save, mode, want string }{
		{"a file", file, "-base", "ERROR: -save " + file + ": mkdir " + file + ": not a directory"},
		{"under a file", filepath.Join(file, "sub"), "-base", "ERROR: -save " + filepath.Join(file, "sub") + ": mkdir " + file + ": not a directory"},
		{"new.txt a folder", holder, "-base", "ERROR: -save " + holder + ": new.txt there is a directory"},
		{"a file, against a baseline", file, "-baseline", "ERROR: -save " + file + ": mkdir " + file + ": not a directory"},
	} {
		ref := "HEAD"
		if tt.mode == "-baseline" {
			ref = filepath.Join(dir, "no-such-baseline.txt") // never read: -save is refused first
		}
		code, stdout, stderr := runArgs(t, dir, tt.mode, ref, "-save", tt.save, "-rounds", "4", "-benchtime", "10x")
		if code != exitUsage || !strings.Contains(stdout, tt.want) || strings.Contains(stderr, "building") || strings.Contains(stderr, "round 1") {
			t.Errorf("%s: exit %d; want 2 and %q, nothing built or measured\n%s%s", tt.name, code, tt.want, stdout, stderr)
		}
	}
	if _, err := os.Stat(filepath.Join(holder, "old.txt")); !os.IsNotExist(err) {
		t.Errorf("the refused -save wrote old.txt (stat: %v)", err)
	}
}

// saveHelperEnv, when set, makes TestSaveKeepsOldFile the helper process
// that saves into the folder it names.
const saveHelperEnv = "REGRESS_SAVE_HELPER_DIR"

// TestSaveKeepsOldFile: a -save write that fails (here beyond a file size
// limit, as on a full disk) leaves the old file whole. The save runs in a
// child process of this test binary under `ulimit -f`; the Go runtime
// ignores SIGXFSZ, so the write returns an error.
func TestSaveKeepsOldFile(t *testing.T) {
	if dir := os.Getenv(saveHelperEnv); dir != "" {
		s := &side{label: "old"}
		s.out.WriteString(strings.Repeat("BenchmarkSum-8 100 50 ns/op\n", 1<<15)) // 896 KiB
		if err := s.save(dir); err == nil {
			t.Fatal("save wrote 896 KiB under a limit of a few KiB")
		}
		return
	}
	if runtime.GOOS == "windows" {
		t.Skip("ulimit -f needs a POSIX shell")
	}
	dir := t.TempDir()
	const old = "BenchmarkSum-8 100 42 ns/op\n"
	write(t, dir, "old.txt", old)
	cmd := exec.Command("/bin/sh", "-c", `ulimit -f 8 && exec "$0" -test.run '^TestSaveKeepsOldFile$' -test.count 1`, os.Args[0])
	cmd.Env = append(os.Environ(), saveHelperEnv+"="+dir)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		t.Fatalf("the helper process: %v\n%s", err, out.String())
	}
	if got, err := os.ReadFile(filepath.Join(dir, "old.txt")); err != nil || string(got) != old {
		t.Errorf("after a failed save old.txt holds %d bytes (%.40q…), err %v; want the old %q", len(got), got, err, old)
	}
	if left, _ := filepath.Glob(filepath.Join(dir, ".tmp-*")); len(left) != 0 {
		t.Errorf("temporary files left: %v", left)
	}
}
