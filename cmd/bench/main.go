// Command bench runs bitbench's benchmarks, keeps the results per CPU, and
// prints them as a benchstat table with a plain summary against the speed
// goals. It is what `make bench`, `make bench-quick` and `make compare-cpus`
// run, from the module root:
//
//	go run ./cmd/bench            full run: the measuring engine for 9 minutes, writes results/<slug>/<date>-<commit>.txt
//	go run ./cmd/bench -quick     the same engine for 1 minute, 5 ms slices, shallow perft; writes nothing
//	go run ./cmd/bench -compare   newest result of every CPU, side by side
//
// The folder. <slug> names the CPU's identity (harness/cpuid: brand plus
// microarchitecture, such as amd-epyc-zen3), or is given with -cpu-slug.
// Before building anything, bench checks every flag, that BITBENCH_PEXT is
// valid, that harness/cpuid can give this CPU's identity lines (without
// them a file could not be told apart from another CPU's), that the folder
// can be written (it creates it and writes and
// removes a probe file), and that every results file already in it records
// this CPU's identity (internal/results.CheckIdentity): a folder holding
// another CPU's files, or old files that record no identity, is refused.
//
// The build. -build v1 (the default: GOAMD64=v1, -pgo=off, whatever the
// environment's GOAMD64), v3 (GOAMD64=v3) or pgo (GOAMD64=v3 and
// -pgo=<-pgo-profile>, default pgo/bench.pprof, whose name and hash are
// baked in for the "pgo:" line), as internal/testbin builds them. v3 and
// pgo are refused, before anything is built, off amd64 and on a CPU below
// x86-64-v3; pgo with a missing or corrupt profile too. The commit baked in
// is internal/stamp's: the short hash of HEAD, with -dirty when git status
// lists anything (untracked files that are not ignored included).
//
// Build only. bench -build-only -o FILE builds the same test binary and
// stops: a binary for a machine without Go (make bench-binary, then
// scripts/run-bench-binary.sh there). It builds for the GOOS and GOARCH of
// the environment (go env), so that GOOS=… GOARCH=… cross-compiles, and
// does not look at this CPU or the results folder; -build and -pgo-profile
// apply as above, the CPU level left to the machine that runs it. The file of a v3 or pgo run is named
// <date>-<commit>-v3.txt or -pgo.txt, and a test binary whose header reports
// another build than the one asked for fails the run.
//
// The run. bench builds the root package's test binary (go test -c) with
// the commit baked in into a temporary folder, then runs its measuring
// engine (-bench.engine, package internal/enginerun) for -budget: rounds
// of short slices of every row, each launch a fresh copy of the binary,
// the single-threaded launches pinned with taskset to the CPUs -pin names
// (by default every CPU this process may use), each row to them by turns,
// the parallel perft's rows at N CPUs in launches of their own, unpinned.
// The engine writes one benchmark line a slice, headed by the
// configuration lines the test binary prints (commit, go, goamd64, the CPU
// identity lines cpu-vendor … uarch, pext, the schedule) and closed by
// what the run learnt of itself (rounds, the noise floor, the host's load,
// the rows marked unstable). Each line is streamed, as it arrives, to
// <folder>/<date>-<commit>.txt.partial and echoed to stderr. When the run
// completes with its closing lines, the output becomes <date>-<commit>.txt,
// never overwriting a file (-2, -3, … as internal/results.WriteNew), and
// the .partial file is removed; a run that measured nothing stays the
// .partial file, exit 1. When the run fails, or on SIGINT or SIGTERM, the
// .partial file is kept (no reader lists it), the running test binary is
// stopped, and the temporary folder with the binary is removed; this holds
// on every exit path. The terminal then gets the ranking first, the run's
// notes and the summary (internal/results); the full table is
// `go tool benchstat -col /impl` of the file.
//
// Exit status: 0 when the run completed and its file was written (or, with
// -compare, the table printed); 1 when the run failed: a benchmark failed
// (a wrong answer), the build or the test binary failed, or the run was
// interrupted; 2 for bad usage or input, found before anything is built:
// a bad flag, a bad BITBENCH_PEXT, an unusable results folder, a folder of
// another CPU, an unreadable results file for -compare. -h prints the
// usage on standard output, status 0 (internal/cli, as every command).
// Under make, any failure is make's status 2; the status above is the
// command's own.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/bitbench/bitbench/internal/cli"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

// run is the command on this system, ended by SIGINT or SIGTERM.
func run(args []string, stdout, stderr io.Writer) int {
	ctx, stop := cli.SignalContext()
	defer stop()
	return runWith(ctx, args, stdout, stderr, system())
}

// usageError is an error in the command line, the environment or the files
// and folders named by it: exit 2.
type usageError struct{ error }

func (e usageError) Unwrap() error { return e.error }

// errReported wraps the errors of cli.FlagSet.Parse, already shown to the
// user with the usage (or, for -h, the usage asked for).
var errReported = errors.New("reported by the flag set")

// runWith is the command with the environment e; it returns the exit
// status.
func runWith(ctx context.Context, args []string, stdout, stderr io.Writer, e env) int {
	o, err := parseFlags(args, stdout, stderr)
	if err != nil {
		if errors.Is(err, errReported) {
			return cli.ParseStatus(err)
		}
		fmt.Fprintln(stderr, "bench:", err)
		return cli.ExitUsage
	}
	switch {
	case o.reproduce != nil:
		err = reproduceFiles(o.reproduce[0], o.reproduce[1], stdout)
	case o.compare:
		err = compare(ctx, o, stdout, stderr, e)
	case o.buildOnly:
		err = buildOnly(ctx, o, stderr, e)
	default:
		err = bench(ctx, o, stdout, stderr, e)
	}
	if err == nil {
		return cli.ExitOK
	}
	fmt.Fprintln(stderr, "bench:", err)
	var ue usageError
	if errors.As(err, &ue) {
		return cli.ExitUsage
	}
	return cli.ExitFail
}
