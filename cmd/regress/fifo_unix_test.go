//go:build unix

package main

import (
	"bytes"
	"context"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

func mkfifo(path string) error { return syscall.Mkfifo(path, 0o600) }

// runCtx runs the command in "." with ctx.
func runCtx(ctx context.Context, args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := runIn(ctx, ".", args, &out, &errb)
	return code, out.String(), errb.String()
}

// TestReadReturnsOnCancel: a FIFO given as a results file is refused at
// once, never opened (issue 22 defect 9 had reading it block until a
// signal; issue 46: refused as not a regular file). The context still
// bounds the run, should the refusal regress into a blocking open.
func TestReadReturnsOnCancel(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "fifo")
	if err := mkfifo(fifo); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(5*time.Second, cancel)
	code, stdout, _ := runCtx(ctx, fifo, fifo)
	if want := "ERROR: results file " + fifo + ": not a regular file (a FIFO)"; code != exitUsage || lastLine(stdout) != want {
		t.Errorf("exit %d, stdout %q; want 2 and %q", code, stdout, want)
	}
}
