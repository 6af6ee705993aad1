//go:build unix

package main

import (
	"bytes"
	"context"
	"syscall"
)

func mkfifo(path string) error { return syscall.Mkfifo(path, 0o600) }

// runCtx runs the command in "." with ctx.
func runCtx(ctx context.Context, args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := run(ctx, ".", args, &out, &errb)
	return code, out.String(), errb.String()
}
