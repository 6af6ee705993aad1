// Package stamp names the source a build comes from: the commit checked
// out and whether the work tree differs from it. cmd/bench records it in
// every results file ("commit: 0123abc", "commit: 0123abc-dirty") and in
// the file's name, bench -build-only (make bench-binary) bakes it into the
// test binary, and cmd/regress prints it on its report's head line.
//
// The rule for a dirty tree is the one Go's own build stamping uses for
// vcs.modified (go version -m): the tree is dirty when git status lists
// anything, that is a tracked file modified, staged or deleted, or an
// untracked file that .gitignore does not ignore. A results file named for
// a commit must be reproducible from that commit alone, and an untracked
// file can change the build: a new .go file, an assembly or C file, a
// testdata file the benchmarks read, a default.pgo or go.work. Telling
// which untracked files a build reads would need the whole of go list's
// rules; counting every file that is not ignored errs on the safe side,
// and a file that never matters belongs in .gitignore.
package stamp

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os/exec"
	"strings"
	"time"
)

// DirtySuffix ends the stamp of a tree that differs from its commit.
const DirtySuffix = "-dirty"

// A State is a work tree's commit and the paths that differ from it.
type State struct {
	Full    string   // the commit checked out: git rev-parse HEAD
	Short   string   // its abbreviation: git rev-parse --short HEAD
	Changed []string // what git status lists (see the package doc), in git's order; nil when clean
}

// Dirty reports whether the tree differs from its commit.
func (s State) Dirty() bool { return len(s.Changed) > 0 }

// Stamp is the commit to record: Short, with DirtySuffix when the tree is
// dirty.
func (s State) Stamp() string {
	if s.Dirty() {
		return s.Short + DirtySuffix
	}
	return s.Short
}

// Read returns the state of the git work tree that holds dir. The error
// names the git command that failed and what it printed: dir outside a git
// work tree, or a repository with no commit yet.
func Read(ctx context.Context, dir string) (State, error) {
	var s State
	var err error
	if s.Full, err = git(ctx, dir, "rev-parse", "--verify", "HEAD"); err != nil {
		return State{}, err
	}
	if s.Short, err = git(ctx, dir, "rev-parse", "--short", "HEAD"); err != nil {
		return State{}, err
	}
	status, err := git(ctx, dir, "status", "--porcelain=v1", "--untracked-files=all")
	if err != nil {
		return State{}, err
	}
	for line := range strings.Lines(status) {
		line = strings.TrimRight(line, "\n")
		if len(line) > 3 {
			s.Changed = append(s.Changed, line[3:])
		}
	}
	return s, nil
}

// Commit is Read(ctx, dir).Stamp().
func Commit(ctx context.Context, dir string) (string, error) {
	s, err := Read(ctx, dir)
	if err != nil {
		return "", err
	}
	return s.Stamp(), nil
}

// git runs git with args in dir and returns its standard output with
// surrounding blank space trimmed (status keeps its leading columns).
func git(ctx context.Context, dir string, args ...string) (string, error) {
	var stdout, stderr bytes.Buffer
	cmd := exec.CommandContext(ctx, "git", args...)
	cmd.Dir = dir
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	cmd.WaitDelay = 5 * time.Second
	if err := cmd.Run(); err != nil {
		msg := strings.TrimSpace(stderr.String())
		if errors.Is(err, exec.ErrNotFound) {
			msg = "git is not installed"
		}
		return "", fmt.Errorf("git %s in %s: %v: %s", strings.Join(args, " "), dir, err, msg)
	}
	if args[0] == "status" {
		return stdout.String(), nil
	}
	return strings.TrimSpace(stdout.String()), nil
}
