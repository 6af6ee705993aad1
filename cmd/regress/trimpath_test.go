package main

import (
	"os"
	"slices"
	"testing"

	"github.com/bitbench/bitbench/internal/testbin"
)

// gateTrimpath is trimpath as the command has it, before TestMain empties
// it for this package's tests.
var gateTrimpath = trimpath

// untrimmed is the go build argument that empties trimpath in a built
// command, for the tests that run one (TestWorkflowExitCodes).
const untrimmed = "-ldflags=-X main.trimpath="

// TestMain runs the tests with trimpath empty: their fixture modules are
// built without -trimpath, so that they share the standard library the
// other packages' test binaries were compiled with (see trimpath).
func TestMain(m *testing.M) {
	trimpath = ""
	os.Exit(m.Run())
}

// TestGateBuildsTrimmed: the command builds both sides with -trimpath, so
// that a base in a fresh worktree reuses the build cache, and with 64-byte
// function alignment.
func TestGateBuildsTrimmed(t *testing.T) {
	saved := trimpath
	t.Cleanup(func() { trimpath = saved })
	trimpath = gateTrimpath
	args := (&side{label: "old", dir: "base"}).binary("old.test", testbin.Spec{Name: "v1", GOAMD64: "v1"}).Args()
	for _, want := range []string{"-trimpath", "-ldflags=-funcalign=64"} {
		if !slices.Contains(args, want) {
			t.Errorf("go %v: no %s", args, want)
		}
	}
}
