package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/bitbench/bitbench/internal/cli"
	"github.com/bitbench/bitbench/internal/gate"
	"github.com/bitbench/bitbench/internal/results"
)

// Exit statuses: internal/cli's, read as the gate's verdicts.
const (
	exitPass  = cli.ExitOK    // PASS
	exitFail  = cli.ExitFail  // REGRESSION
	exitUsage = cli.ExitUsage // ERROR
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

// run is the command in the working directory, ended by SIGINT or SIGTERM.
func run(args []string, stdout, stderr io.Writer) int {
	ctx, stop := cli.SignalContext()
	defer stop()
	return runIn(ctx, ".", args, stdout, stderr)
}

// runIn is the whole command run in dir; it returns the exit status.
// Standard output always ends with a line that begins with the verdict
// word: PASS (exit 0), REGRESSION (exit 1) or ERROR (exit 2); -h prints
// the usage only.
func runIn(ctx context.Context, dir string, args []string, stdout, stderr io.Writer) int {
	cfg, err := parse(args, stdout, stderr)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitPass
		}
		return fail(stdout, stderr, err, exitUsage)
	}
	cfg.dir = dir
	if len(cfg.files) != 2 {
		// The test binaries refuse a bad BITBENCH_PEXT; say so now, as an
		// error of the input, not as a failure of the head's benchmarks.
		// A -save that cannot be written is refused before measuring too.
		if err := errors.Join(envError(), checkSave(cfg.save)); err != nil {
			return fail(stdout, stderr, err, exitUsage)
		}
	}
	var c *comparison
	switch {
	case len(cfg.files) == 2:
		c, err = readPair(ctx, cfg, stderr)
	case cfg.baseline != "":
		c, err = againstBaseline(ctx, cfg, stdout, stderr)
	default:
		c, err = againstBase(ctx, cfg, stdout, stderr)
	}
	if err != nil {
		if ctx.Err() != nil {
			return fail(stdout, stderr, errors.New("interrupted; temporary worktree and binaries removed"), exitUsage)
		}
		var f *failure
		if errors.As(err, &f) {
			return fail(stdout, stderr, err, exitFail)
		}
		return fail(stdout, stderr, err, exitUsage)
	}
	if err := results.SameBuild(c.old.Source, c.old.Config, c.new.Source, c.new.Config); err != nil {
		return fail(stdout, stderr, err, exitUsage)
	}
	report := gate.Compare(c.old, c.new, c.opt)
	if err := report.Write(stdout); err != nil {
		return fail(stdout, stderr, err, exitUsage)
	}
	switch report.Verdict() {
	case gate.VerdictError:
		return exitUsage
	case gate.VerdictRegression:
		return exitFail
	}
	return exitPass
}

// verdicts are the words that begin the last line of standard output, by
// exit status.
var verdicts = map[int]string{exitPass: gate.VerdictPass, exitFail: gate.VerdictRegression, exitUsage: gate.VerdictError}

// fail reports err on standard error in full and as the verdict line
// ("ERROR: …", "REGRESSION: …", first line of err only) on standard output,
// and returns code.
func fail(stdout, stderr io.Writer, err error, code int) int {
	if !errors.Is(err, cli.ErrUsage) { // Parse has shown those, with the usage
		fmt.Fprintf(stderr, "regress: %v\n", err)
	}
	first, _, _ := strings.Cut(err.Error(), "\n")
	fmt.Fprintf(stdout, "%s: %s\n", verdicts[code], first)
	return code
}

// A failure is an error that means the new tree is wrong (exit 1), not that
// the gate could not run (exit 2).
type failure struct{ err error }

func (f *failure) Error() string { return f.err.Error() }
func (f *failure) Unwrap() error { return f.err }
