package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

// command runs name with args in dir and returns its standard output,
// trimmed; the error carries the command and its standard error.
func command(ctx context.Context, dir, name string, args ...string) (string, error) {
	var stdout, stderr bytes.Buffer
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Dir = dir
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	cmd.WaitDelay = 5 * time.Second
	if err := cmd.Run(); err != nil {
		return "", fmt.Errorf("%s %s: %v\n%s", name, strings.Join(args, " "), err, tail(stderr.String(), 2000))
	}
	return strings.TrimSpace(stdout.String()), nil
}

// tail returns the last n bytes of s, cut at a line start.
func tail(s string, n int) string {
	if len(s) <= n {
		return s
	}
	s = s[len(s)-n:]
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[i+1:]
	}
	return "…\n" + s
}

// resolveBase returns the commit to compare against and a description of
// how it was chosen. An empty ref means the merge base of HEAD and main
// when it differs from HEAD (a feature branch), else HEAD~1 (on main).
func resolveBase(ctx context.Context, dir, ref string) (rev, why string, err error) {
	if ref == "" {
		head, herr := command(ctx, dir, "git", "rev-parse", "HEAD")
		mb, merr := command(ctx, dir, "git", "merge-base", "HEAD", "main")
		if herr == nil && merr == nil && mb != head {
			ref, why = mb, "merge base of HEAD and main"
		} else {
			ref, why = "HEAD~1", "HEAD~1 (HEAD is on main or main is absent)"
		}
	} else {
		why = ref
	}
	rev, err = command(ctx, dir, "git", "rev-parse", "--verify", "--quiet", ref+"^{commit}")
	if err != nil {
		return "", "", fmt.Errorf("base %q is not a commit in this repository", ref)
	}
	return rev, why, nil
}

// addWorktree checks rev out into a new temporary git worktree and returns
// its directory and a cleanup function that removes it; cleanup does not
// depend on ctx, so it also runs after an interrupt.
func addWorktree(ctx context.Context, dir, rev string, log io.Writer) (string, func(), error) {
	tmp, err := os.MkdirTemp("", "regress-base-")
	if err != nil {
		return "", nil, err
	}
	wt := filepath.Join(tmp, "base")
	cleanup := func() {
		bg, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		if _, err := command(bg, dir, "git", "worktree", "remove", "--force", wt); err != nil {
			fmt.Fprintf(log, "regress: removing worktree %s: %v\n", wt, err)
		}
		os.RemoveAll(tmp)
		command(bg, dir, "git", "worktree", "prune")
	}
	if _, err := command(ctx, dir, "git", "worktree", "add", "--detach", "--quiet", wt, rev); err != nil {
		cleanup()
		return "", nil, err
	}
	return wt, cleanup, nil
}
