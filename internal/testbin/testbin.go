// Package testbin builds the root package's test binary, the one program
// every benchmark runs in, the same way for each of its builders:
// cmd/bench (make bench), bench -build-only (make bench-binary, a binary
// for a machine without Go) and cmd/regress (both sides of the gate).
//
// A build (Spec) is v1, v3 or pgo (see Resolve); it sets GOAMD64 in the
// environment of go test -c, whatever the caller's environment says, on
// amd64, and always passes -pgo: -pgo=off or the profile, so that no
// default.pgo is picked up behind the caller's back. The pgo build bakes
// the profile's name and hash into internal/benchloops for the results
// file's "pgo:" line, and a Binary with a Commit bakes it into the root
// test package for the "commit:" line (see stamp for the commit's rule).
// The rest of the environment passes through: GOOS and GOARCH to
// cross-compile, CGO_ENABLED, GOEXPERIMENT=simd.
package testbin

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// The variables a build sets with -ldflags -X.
const (
	commitVar     = "github.com/bitbench/bitbench_test.benchBuildCommit"
	pgoProfileVar = "github.com/bitbench/bitbench/internal/benchloops.pgoProfile"
	pgoHashVar    = "github.com/bitbench/bitbench/internal/benchloops.pgoHash"
	cflagsVar     = "github.com/bitbench/bitbench/internal/native.envCFlags"
)

// A Binary is one test binary to build.
type Binary struct {
	Spec
	// Out is the file to write.
	Out string
	// Dir is the package folder go test -c runs in: the module root for
	// the root package; "" is the working directory.
	Dir string
	// Commit, when not empty, is baked in as the "commit:" line.
	Commit string
	// FuncAlign, when above 0, aligns every function to that many bytes
	// (-ldflags=-funcalign=N); cmd/regress uses 64 (see its doc).
	FuncAlign int
	// Trimpath adds -trimpath, so that a tree in a fresh temporary folder
	// reuses the build cache.
	Trimpath bool
	// EnvCFlags, when not empty, is baked in as the C flags the
	// environment adds (internal/native's "cflags:" line); Build sets it
	// from the environment (EnvCFlags).
	EnvCFlags string
}

// Args returns the go command's arguments that build b: "test", "-c", …,
// ".". They include -vet=off: a binary built to be measured is not a
// check of its code, and go test's vet pass would run again at every
// build (the base, the head and each padded layout of cmd/regress).
func (b Binary) Args() []string {
	args := []string{"test", "-c", "-o", b.Out, "-vet=off"}
	if b.Trimpath {
		args = append(args, "-trimpath")
	}
	args = append(args, b.PGOFlag())
	var ld []string
	if b.FuncAlign > 0 {
		ld = append(ld, "-funcalign="+strconv.Itoa(b.FuncAlign))
	}
	if b.Commit != "" {
		ld = append(ld, "-X", quoteLD(commitVar+"="+b.Commit))
	}
	if b.Hash != "" {
		ld = append(ld, "-X", quoteLD(pgoProfileVar+"="+filepath.Base(b.Profile)), "-X", quoteLD(pgoHashVar+"="+b.Hash))
	}
	if b.EnvCFlags != "" {
		ld = append(ld, "-X", quoteLD(cflagsVar+"="+b.EnvCFlags))
	}
	if len(ld) > 0 {
		args = append(args, "-ldflags="+strings.Join(ld, " "))
	}
	return append(args, ".")
}

// quoteLD quotes s as one word of -ldflags, which the go command splits
// at white space unless a word is wrapped in single or double quotes
// ("-X 'pkg.v=my prof.pprof'"): s as it is when it has neither white space
// nor quotes, else in single quotes, or double quotes when it holds a
// single one. A word with both kinds of quote cannot be passed; Resolve
// refuses such a profile name and results.CheckCommit such a commit.
func quoteLD(s string) string {
	switch {
	case !strings.ContainsAny(s, " \t\n\r'\""):
		return s
	case strings.ContainsRune(s, '\''):
		return `"` + s + `"`
	default:
		return "'" + s + "'"
	}
}

// Env returns environ with the build's GOAMD64, when it sets one, last
// (so that it wins).
func (b Binary) Env(environ []string) []string {
	env := append([]string(nil), environ...)
	if b.GOAMD64 != "" {
		env = append(env, "GOAMD64="+b.GOAMD64)
	}
	return env
}

// Build runs go test -c for b, its output and errors going to log. It
// stops when ctx is done. The error names the build and the package
// folder.
func (b Binary) Build(ctx context.Context, log io.Writer) error {
	changed, err := b.goCommand(ctx, "env", "-changed", "-json", "CC", "CGO_CPPFLAGS", "CGO_CFLAGS").Output()
	if err != nil {
		return fmt.Errorf("go env (build %s): %v", b.Name, err)
	}
	if b.EnvCFlags, err = EnvCFlags(changed); err != nil {
		return fmt.Errorf("go env (build %s): %v", b.Name, err)
	}
	cmd := b.goCommand(ctx, b.Args()...)
	cmd.Stdout, cmd.Stderr = log, log
	if err := cmd.Run(); err != nil {
		dir := b.Dir
		if dir == "" {
			dir = "."
		}
		return fmt.Errorf("go test -c (build %s) in %s: %v", b.Name, dir, err)
	}
	return nil
}

// goCommand is the go command with args, run in b.Dir with b's
// environment, stopped when ctx is done.
func (b Binary) goCommand(ctx context.Context, args ...string) *exec.Cmd {
	cmd := exec.CommandContext(ctx, "go", args...)
	cmd.Dir = b.Dir
	cmd.Env = b.Env(os.Environ())
	cmd.WaitDelay = 5 * time.Second
	return cmd
}

// EnvCFlags returns the C flags the environment adds to a cgo build, from
// the JSON of go env -changed -json CC CGO_CPPFLAGS CGO_CFLAGS (only what
// differs from Go's defaults): the words of CC after the compiler's name
// ("gcc -fno-tree-vectorize"), then CGO_CPPFLAGS and CGO_CFLAGS, in the
// order the compiler sees them; "" when none was changed.
func EnvCFlags(changed []byte) (string, error) {
	var env struct{ CC, CGO_CPPFLAGS, CGO_CFLAGS string }
	if err := json.Unmarshal(changed, &env); err != nil {
		return "", err
	}
	var words []string
	if cc := strings.Fields(env.CC); len(cc) > 1 {
		words = cc[1:]
	}
	words = append(words, strings.Fields(env.CGO_CPPFLAGS)...)
	return strings.Join(append(words, strings.Fields(env.CGO_CFLAGS)...), " "), nil
}
