package main

import (
	"context"
	"fmt"
	"io"
	"os/exec"
	"runtime"
	"strings"
	"time"

	"github.com/bitbench/bitbench/harness/cpuid"
	"github.com/bitbench/bitbench/impl/pext"
	"github.com/bitbench/bitbench/internal/stamp"
	"github.com/bitbench/bitbench/internal/testbin"
)

// env is what bench needs from the system; tests replace parts of it.
type env struct {
	checkRoot func() error            // the working directory is the module root
	detect    func() cpuid.ID         // this CPU
	lines     func(cpuid.ID) []string // its identity lines, as the test binary prints them
	envError  func() error            // a bad BITBENCH_PEXT
	gitCommit func() (string, error)  // the commit to record
	allowed   func() ([]int, error)   // CPUs this process may run on
	taskset   bool                    // taskset can pin a process
	arch      string                  // GOARCH of this machine and of the test binary
	level     func() int              // x86-64 level of this CPU (harness/cpuid.X86Level)
	goarch    func() (string, error)  // GOARCH of a -build-only binary: go env GOARCH
	build     func(ctx context.Context, b testbin.Binary, log io.Writer) error
	benchstat func(ctx context.Context, args []string, stdout, stderr io.Writer) error
	tmpRoot   string // where the temporary folder goes ("": the system's)
	now       func() time.Time
}

// system is the real environment.
func system() env {
	_, err := exec.LookPath("taskset")
	return env{
		checkRoot: checkRoot,
		detect:    cpuid.Detect,
		lines:     cpuid.ID.ConfigLines,
		envError:  pext.EnvError,
		gitCommit: func() (string, error) { return stamp.Commit(context.Background(), ".") },
		allowed:   allowedCPUs,
		taskset:   err == nil && runtime.GOOS == "linux",
		arch:      runtime.GOARCH,
		level:     cpuid.X86Level,
		goarch:    goarch,
		build:     func(ctx context.Context, b testbin.Binary, log io.Writer) error { return b.Build(ctx, log) },
		benchstat: func(ctx context.Context, args []string, stdout, stderr io.Writer) error {
			cmd := exec.CommandContext(ctx, "go", append([]string{"tool", "benchstat"}, args...)...)
			cmd.Stdout, cmd.Stderr = stdout, stderr
			return cmd.Run()
		},
		now: time.Now,
	}
}

// goarch returns the GOARCH go builds for here (go env GOARCH): the
// environment's, when set, else this machine's.
func goarch() (string, error) {
	out, err := exec.Command("go", "env", "GOARCH").Output()
	if err != nil {
		return "", fmt.Errorf("go env GOARCH: %v", err)
	}
	return strings.TrimSpace(string(out)), nil
}
