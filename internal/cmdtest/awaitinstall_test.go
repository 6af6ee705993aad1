//go:build unix

package cmdtest

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// awaitInstall runs scripts/await-install.sh with args and
// BITBENCH_INSTALL_LOCK set to lock (unset where lock is "-"), and returns
// its exit status and output.
func awaitInstall(t *testing.T, lock string, args ...string) (int, string) {
	t.Helper()
	cmd := exec.Command("bash", append([]string{filepath.Join(moduleRoot, "scripts", "await-install.sh")}, args...)...)
	cmd.Env = withoutVar(os.Environ(), "BITBENCH_INSTALL_LOCK")
	if lock != "-" {
		cmd.Env = append(cmd.Env, "BITBENCH_INSTALL_LOCK="+lock)
	}
	out, err := cmd.CombinedOutput()
	if ee, ok := err.(*exec.ExitError); ok {
		return ee.ExitCode(), string(out)
	} else if err != nil {
		t.Fatalf("scripts/await-install.sh: %v", err)
	}
	return 0, string(out)
}

// TestAwaitInstallRefusesBadLock: with no install under way it returns at
// once; a BITBENCH_INSTALL_LOCK that names no file is status 2, named, with
// -check (make test's first step) as without; another argument is a usage
// error.
func TestAwaitInstallRefusesBadLock(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "no-such-lock")
	tests := []struct {
		name, lock string
		args       []string
		status     int
		wantSub    string
	}{
		{"unset", "-", nil, 0, ""},
		{"empty", "", nil, 0, ""},
		{"no such file", missing, nil, 2, "BITBENCH_INSTALL_LOCK=" + missing + ": not a file"},
		{"a folder", t.TempDir(), nil, 2, "not a file"},
		{"-check, unset", "-", []string{"-check"}, 0, ""},
		{"-check, no such file", missing, []string{"-check"}, 2, "BITBENCH_INSTALL_LOCK=" + missing + ": not a file"},
		{"another argument", "-", []string{"-wait"}, 2, "usage: scripts/await-install.sh [-check], not '-wait'"},
	}
	for _, tt := range tests {
		status, out := awaitInstall(t, tt.lock, tt.args...)
		if status != tt.status || !strings.Contains(out, tt.wantSub) || tt.wantSub == "" && out != "" {
			t.Errorf("%s: status %d, output %q; want %d and %q", tt.name, status, out, tt.status, tt.wantSub)
		}
	}
}

// TestAwaitInstallWaitsForTheLock: while another process holds the lock
// exclusively (as .ci/run's install does), await-install.sh -check returns
// at once and await-install.sh only after that process has ended.
func TestAwaitInstallWaitsForTheLock(t *testing.T) {
	if _, err := exec.LookPath("flock"); err != nil {
		t.Skip("no flock(1)")
	}
	dir := t.TempDir()
	lock, held, done := filepath.Join(dir, "lock"), filepath.Join(dir, "held"), filepath.Join(dir, "done")
	if err := os.WriteFile(lock, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	holder := exec.Command("flock", "-x", lock, "sh", "-c", `touch "$1"; sleep 1; touch "$2"`, "sh", held, done)
	if err := holder.Start(); err != nil {
		t.Fatal(err)
	}
	defer holder.Wait()
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(10 * time.Millisecond) {
		if _, err := os.Stat(held); err == nil {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the holder never took the lock")
		}
	}
	if status, out := awaitInstall(t, lock, "-check"); status != 0 {
		t.Fatalf("-check: status %d, output %q; want 0", status, out)
	}
	if _, err := os.Stat(done); err == nil {
		t.Error("await-install.sh -check waited for the lock; want it to check the name only")
	}
	if status, out := awaitInstall(t, lock); status != 0 {
		t.Fatalf("status %d, output %q; want 0", status, out)
	}
	if _, err := os.Stat(done); err != nil {
		t.Error("await-install.sh returned while the lock was still held")
	}
}
