//go:build unix

package main

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
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

// TestReadReturnsOnCancel: reading a FIFO that no one writes returns when
// the context is done (SIGINT or SIGTERM, through signal.NotifyContext;
// issue 22 defect 9).
func TestReadReturnsOnCancel(t *testing.T) {
	fifo := filepath.Join(t.TempDir(), "fifo")
	if err := mkfifo(fifo); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(50*time.Millisecond, cancel)
	code, stdout, _ := runCtx(ctx, fifo, fifo)
	if code != exitUsage || !strings.HasPrefix(lastLine(stdout), "ERROR: interrupted") {
		t.Errorf("exit %d, stdout %q; want 2 and ERROR: interrupted", code, stdout)
	}
}
