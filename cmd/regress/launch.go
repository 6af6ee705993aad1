package main

// One launch of a test binary: what it printed, and what in that says the
// launch failed.

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/bitbench/bitbench/internal/testbin"
)

// An output is what one launch of a test binary printed: each stream on
// its own, so that a line of one is never cut by the other, and both as
// they interleaved, for messages.
type output struct {
	stdout, stderr, both string
}

// exec runs the test binary with args in the package directory; standard
// output goes to stdout too, and the error carries the tail of both
// streams. It returns the streams once the binary has exited and both
// streams are closed (or WaitDelay gave up on them).
func (s *side) exec(ctx context.Context, stdout io.Writer, args ...string) (output, error) {
	bin := s.bin
	if s.fresh {
		c, err := testbin.FreshCopy(s.bin)
		if err != nil {
			return output{}, fmt.Errorf("%s binary: a fresh copy for the launch (-fresh-copies=false runs it in place): %w", s.label, err)
		}
		defer os.Remove(c)
		bin = c
	}
	// Each plain buffer has one writer, its stream's copier; both has two.
	var outBuf, errBuf bytes.Buffer
	both := new(lockedBuffer)
	cmd := exec.CommandContext(ctx, bin, args...)
	cmd.Dir = s.dir
	cmd.Stdout = io.MultiWriter(stdout, &outBuf, both)
	cmd.Stderr = io.MultiWriter(&errBuf, both)
	cmd.WaitDelay = 5 * time.Second
	err := cmd.Run() // returns after both copiers
	out := output{stdout: outBuf.String(), stderr: errBuf.String(), both: both.String()}
	if err != nil {
		return out, fmt.Errorf("%s binary %s: %v\n%s", s.label, strings.Join(args, " "), err, tail(out.both, 4000))
	}
	return out, nil
}

// A lockedBuffer is a bytes.Buffer safe for concurrent writers.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// failures returns the lines of a benchmark launch's output that say it
// failed, whatever its exit status: failureLines of each stream and the
// unmeasured result lines of standard output; "" when there is none.
func (o output) failures() string {
	var parts []string
	for _, p := range []string{failureLines(o.stdout), failureLines(o.stderr), unmeasured(o.stdout)} {
		if p != "" {
			parts = append(parts, p)
		}
	}
	return strings.Join(parts, "\n")
}

// maxQuoted bounds the failure lines quoted from a benchmark run.
const maxQuoted = 20

// failureLines returns the lines of a test binary's output that report a
// failure: "--- FAIL: …" with the indented lines under it, "panic: …" and
// "fatal error: …" with the lines that follow up to a blank one; at most
// maxQuoted lines, each cut to 200 bytes. It returns "" when there is none.
func failureLines(out string) string {
	var quoted []string
	follow := false
	for line := range strings.Lines(out) {
		line = strings.TrimRight(line, "\r\n")
		switch {
		case strings.HasPrefix(line, "--- FAIL") || strings.HasPrefix(line, "panic:") || strings.HasPrefix(line, "fatal error:"):
			follow = true
		case follow && (strings.HasPrefix(line, " ") || strings.HasPrefix(line, "\t") || strings.HasPrefix(line, "goroutine ") || strings.HasPrefix(line, "[")):
		default:
			follow = false
			continue
		}
		if len(quoted) == maxQuoted {
			quoted = append(quoted, "…")
			break
		}
		quoted = append(quoted, cut(line, 200))
	}
	return strings.Join(quoted, "\n")
}

// cut returns line cut to at most n bytes at a rune boundary, with "…"
// after it when it was cut.
func cut(line string, n int) string {
	if len(line) <= n {
		return line
	}
	for n > 0 && !utf8.RuneStart(line[n]) {
		n--
	}
	return line[:n] + "…"
}

// unmeasured returns the benchmark result lines of standard output that
// carry no measurement, only the iteration count (and -benchmem's B/op and
// allocs/op, which the framework prints regardless), each with why that is
// a failure; at most maxQuoted lines. It returns "" when there is none.
//
// Such a line is what Go's testing package prints for a benchmark that
// panicked, when the binary then exits with status 0 and the panic is
// never printed. The benchmark function runs in a goroutine of its own,
// which signals the main goroutine that it is done from a deferred call
// (testing.B.run1 and launch). A panic runs the deferred calls first, so
// the main goroutine wakes while the panic is still on its way to ending
// the process with status 2: if it wins, it prints the benchmark's line
// (the timer never stopped, so no ns/op), "PASS", and exits with status
// 0. A loaded machine that holds the panicking thread back, or a panic
// value whose Error method takes time (called after the deferred calls),
// lets it win.
func unmeasured(stdout string) string {
	var quoted []string
	for line := range strings.Lines(stdout) {
		f := strings.Fields(line)
		if len(f) < 2 || !strings.HasPrefix(f[0], "Benchmark") {
			continue
		}
		if _, err := strconv.ParseUint(f[1], 10, 64); err != nil {
			continue // not a result line
		}
		measured := false
		for i := 3; i < len(f); i += 2 {
			measured = measured || (f[i] != "B/op" && f[i] != "allocs/op")
		}
		if measured {
			continue
		}
		if len(quoted) == maxQuoted {
			quoted = append(quoted, "…")
			break
		}
		quoted = append(quoted, cut(strings.Join(f, " "), 200)+": no measurement: the benchmark ended before its timer stopped (a panic, which the binary's exit can outrun)")
	}
	return strings.Join(quoted, "\n")
}
