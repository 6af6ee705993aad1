//go:build unix

package cmdtest

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"
)

// hostileWait is how long one command may take to refuse a hostile file;
// a refusal is a stat, so anything near it is a hang.
const hostileWait = 30 * time.Second

// hostileFiles makes, in dir, each kind of path that is not a regular file
// of bounded size, and returns them by kind: a FIFO (opening it blocks), a
// character device (/dev/zero: endless), a directory, a sparse file of
// 6 GB (no disk used) and a symbolic link loop.
func hostileFiles(t *testing.T, dir string) map[string]string {
	t.Helper()
	paths := map[string]string{"FIFO": filepath.Join(dir, "fifo"), "/dev/zero": "/dev/zero",
		"directory": filepath.Join(dir, "directory"), "6 GB sparse file": filepath.Join(dir, "sparse"),
		"symbolic link loop": filepath.Join(dir, "loop")}
	if err := syscall.Mkfifo(paths["FIFO"], 0o600); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	if _, err := os.Stat("/dev/zero"); err != nil {
		t.Skip("no /dev/zero here:", err)
	}
	check(t, os.Mkdir(paths["directory"], 0o777))
	check(t, sparse(paths["6 GB sparse file"]))
	check(t, os.Symlink(paths["symbolic link loop"]+"2", paths["symbolic link loop"]))
	check(t, os.Symlink(paths["symbolic link loop"], paths["symbolic link loop"]+"2"))
	return paths
}

// sparse creates path as a 6 GB file without data (truncate -s 6G).
func sparse(path string) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := f.Truncate(6 << 30); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

func check(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// TestHostileFiles drives every file argument of every command (issue 46:
// profiles, results files, suites, baselines) with a FIFO, /dev/zero, a
// directory, a 6 GB sparse file and a symbolic link loop, and every
// command that reads a tree of results files with a 6 GB results file in
// it: each must exit 2 within hostileWait, before any work, with a message
// that names the argument and the path. The commands run in the module
// root, where bench and regress must run.
func TestHostileFiles(t *testing.T) {
	bin := commands(t)
	dir := t.TempDir()
	good, err := filepath.Abs(filepath.Join(moduleRoot, "cmd/regress/testdata/old.txt"))
	check(t, err)
	for kind, p := range hostileFiles(t, dir) {
		for _, tt := range []struct {
			cmd  string
			args []string
			want string // in stderr or stdout
		}{
			{"perft", []string{"-suite", p}, "-suite " + p + ": "},
			{"bench", []string{"-build", "pgo", "-pgo-profile", p, "-results", dir, "-cpu-slug", "some-cpu"}, "-pgo-profile " + p + ": "},
			{"bench", []string{"-build-only", "-build", "pgo", "-pgo-profile", p, "-o", filepath.Join(dir, "x.test")}, "-pgo-profile " + p + ": "},
			{"regress", []string{"-baseline", p}, "-baseline " + p + ": "},
			{"regress", []string{p, good}, "results file " + p + ": "},
			{"regress", []string{good, p}, "results file " + p + ": "},
		} {
			if slices.Contains(tt.args, "pgo") && runtime.GOARCH != "amd64" {
				continue // -build pgo is refused off amd64 before its profile is read
			}
			runHostile(t, kind, bin, tt.cmd, tt.args, tt.want)
		}
	}
	tree := filepath.Join(dir, "tree")
	big := filepath.Join(tree, "some-cpu", "2026-01-01-abc1234.txt")
	check(t, os.MkdirAll(filepath.Dir(big), 0o777))
	check(t, sparse(big))
	for _, tt := range []struct {
		cmd  string
		args []string
	}{
		{"report", []string{"-results", tree, "-charts=false", "-readme=false"}},
		{"mergeresults", []string{"-results", filepath.Join(dir, "merged"), tree}},
		{"bench", []string{"-compare", "-results", tree}},
		{"bench", []string{"-results", tree, "-cpu-slug", "some-cpu"}},
		{"regress", []string{"-baseline", filepath.Dir(big)}},
	} {
		runHostile(t, "6 GB results file in the tree", bin, tt.cmd, tt.args, "results file "+big+": too large")
	}
}

// runHostile runs command cmd of bin with args in the module root and
// checks that it exits 2 within hostileWait, its output holding want.
func runHostile(t *testing.T, kind, bin, cmd string, args []string, want string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), hostileWait)
	defer cancel()
	c := exec.CommandContext(ctx, filepath.Join(bin, cmd), args...)
	c.Dir = moduleRoot
	var out bytes.Buffer
	c.Stdout, c.Stderr = &out, &out
	start := time.Now()
	c.Run()
	took := time.Since(start)
	switch {
	case ctx.Err() != nil:
		t.Errorf("%s, %s %q: still running after %v (killed)", kind, cmd, args, hostileWait)
	case c.ProcessState.ExitCode() != 2 || !strings.Contains(out.String(), want):
		t.Errorf("%s, %s %q: exit %d after %v, output:\n%s\nwant exit 2 and %q", kind, cmd, args, c.ProcessState.ExitCode(), took.Round(time.Millisecond), out.String(), want)
	}
}
