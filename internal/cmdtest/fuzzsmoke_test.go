//go:build unix

package cmdtest

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"golang.org/x/sys/unix"
)

// TestFuzzSmokeScript runs scripts/fuzz-smoke.sh (make fuzz-smoke) on the
// module in testdata/fuzzmod: a package with two passing targets, built
// once, each fuzzed with coverage guidance ("gathering baseline coverage",
// which an uninstrumented binary replaces with "testing seed corpus"); a
// package whose seed fails, which fails the script and names the target;
// and counts that are not one, refused before any build.
func TestFuzzSmokeScript(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and fuzzes a fixture module; skipped in -short mode")
	}
	for _, tt := range []struct {
		name, execs, pkg string
		exit             int
		want, wantNot    []string
	}{
		{"passing targets", "200", "./good", 0,
			[]string{"fuzz: building example.com/fuzzmod/good, its module's packages instrumented\n",
				"fuzz: example.com/fuzzmod/good FuzzWords for 200x\n", "fuzz: example.com/fuzzmod/good FuzzWordsTwice for 200x\n",
				"gathering baseline coverage", "execs: 200"},
			[]string{"testing seed corpus", "FAIL"}},
		{"a failing seed", "200x", "./bad", 1,
			[]string{"Half(7) = 4", "fuzz-smoke: FAIL: example.com/fuzzmod/bad FuzzHalf (reproduce: go test -run '^FuzzHalf$' example.com/fuzzmod/bad"},
			nil},
		{"a count of zero", "0", "./good", 2, []string{"usage: scripts/fuzz-smoke.sh EXECS PACKAGE...", "not '0'"}, []string{"fuzz: building"}},
		{"a duration", "10s", "./good", 2, []string{"not '10s'"}, []string{"fuzz: building"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			cmd := fuzzSmokeCmd(t, os.Environ(), tt.execs, tt.pkg)
			out, err := cmd.CombinedOutput()
			if cmd.ProcessState == nil {
				t.Fatal(err)
			}
			if code := cmd.ProcessState.ExitCode(); code != tt.exit {
				t.Errorf("exit %d; want %d\n%s", code, tt.exit, out)
			}
			for _, w := range tt.want {
				if !strings.Contains(string(out), w) {
					t.Errorf("output lacks %q\n%s", w, out)
				}
			}
			for _, w := range tt.wantNot {
				if strings.Contains(string(out), w) {
					t.Errorf("output holds %q\n%s", w, out)
				}
			}
		})
	}
}

// TestFuzzSmokeScratch: the targets' scratch files go to a folder of the
// script's own under /dev/shm when TMPDIR is unset (fsync on a memory
// filesystem costs nothing), removed at the end, and to TMPDIR when it is
// set.
func TestFuzzSmokeScratch(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and fuzzes a fixture module; skipped in -short mode")
	}
	if st, err := os.Stat("/dev/shm"); err != nil || !st.IsDir() || unix.Access("/dev/shm", unix.W_OK) != nil {
		t.Skip("no writable /dev/shm")
	}
	own := t.TempDir()
	for _, tt := range []struct{ name, tmpdir, want string }{
		{"TMPDIR unset", "", "/dev/shm/bitbench-fuzz."},
		{"TMPDIR set", own, own},
	} {
		t.Run(tt.name, func(t *testing.T) {
			saw := filepath.Join(t.TempDir(), "saw")
			cmd := fuzzSmokeCmd(t, withoutVar(os.Environ(), "TMPDIR"), "20", "./scratch")
			cmd.Env = append(cmd.Env, "WANT_TMP="+tt.want, "SAW_TMP="+saw)
			if tt.tmpdir != "" {
				cmd.Env = append(cmd.Env, "TMPDIR="+tt.tmpdir)
			}
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("%v\n%s", err, out)
			}
			used, err := os.ReadFile(saw)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := os.Stat(string(used)); tt.tmpdir == "" && !os.IsNotExist(err) {
				t.Errorf("the scratch folder %s is still there after the script (%v)", used, err)
			}
		})
	}
}

// fuzzSmokeCmd returns scripts/fuzz-smoke.sh with args, to run in a fresh
// copy of testdata/fuzzmod with the environment env, no FUZZFLAGS and
// TESTVET=-vet=off.
func fuzzSmokeCmd(t *testing.T, env []string, args ...string) *exec.Cmd {
	t.Helper()
	script, err := filepath.Abs(filepath.Join(moduleRoot, "scripts", "fuzz-smoke.sh"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if err := os.CopyFS(dir, os.DirFS(filepath.Join("testdata", "fuzzmod"))); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("bash", append([]string{script}, args...)...)
	cmd.Dir = dir
	cmd.Env = append(env, "FUZZFLAGS=", "TESTVET=-vet=off")
	return cmd
}

// withoutVar returns a copy of env without the variable name.
func withoutVar(env []string, name string) []string {
	return slices.DeleteFunc(slices.Clone(env), func(kv string) bool { return strings.HasPrefix(kv, name+"=") })
}
