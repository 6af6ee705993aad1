package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"

	"github.com/bitbench/bitbench/internal/benchexpr"
	"github.com/bitbench/bitbench/internal/cli"
	"github.com/bitbench/bitbench/internal/cpulist"
	"github.com/bitbench/bitbench/internal/engine"
	"github.com/bitbench/bitbench/internal/limits"
	"github.com/bitbench/bitbench/internal/results"
	"github.com/bitbench/bitbench/internal/testbin"
)

type options struct {
	quick     bool
	compare   bool
	budget    time.Duration // -budget: the engine's rounds
	slice     time.Duration // -slice: one slice of a row
	estimator string        // -estimator
	seed      int           // -seed; 0: from the clock
	bench     string
	slug      string
	commit    string
	root      string
	pin       string   // -pin: "-1", a CPU list, or "" for every CPU allowed
	build     string   // v1, v3 or pgo
	profile   string   // the PGO profile of -build pgo
	buildOnly bool     // -build-only: build the test binary as out and stop
	reproduce []string // -reproduce A B: the two files to compare
	out       string   // -o
}

// parseFlags parses and checks the command line; an error of cli's Parse
// (a bad flag, or -h) wraps errReported, every other is a usageError.
func parseFlags(args []string, stdout, stderr io.Writer) (options, error) {
	var o options
	fs := cli.NewFlagSet("bench", "usage: bench [-quick | -compare] [flags]\n"+
		"       bench -reproduce A.txt B.txt\n"+
		"       bench -build-only [-o file] [-build b] [-pgo-profile file] [-commit c]")
	fs.Footer = "exit status: 0 done; 1 a benchmark, the build or the run failed or was interrupted; 2 bad usage or input"
	fs.BoolVar(&o.quick, "quick", false, "quick run: the same engine with a 1-minute budget (-budget 1m) and 5ms slices over the rows its ranking shows (sliders on random occupancy, perft from the start position; -bench selects others), shallow perft, no file written")
	fs.BoolVar(&o.compare, "compare", false, "print the newest result of every CPU side by side, run nothing")
	reproduce := fs.Bool("reproduce", false, "bench -reproduce A B: compare two results files of one commit on one machine row by row (each row's median ratio to the reference), run nothing; exit 1 when they disagree beyond p90 1% or max 3%")
	limits.DurationVar(fs.FlagSet, &o.budget, "budget", engine.DefaultBudget, time.Second, 24*time.Hour, "the `time` the measuring engine's rounds may take: every row's first 6 slices, then the rows still undecided (1m with -quick); a budget too short for the first is refused before any is measured")
	limits.DurationVar(fs.FlagSet, &o.slice, "slice", engine.DefaultSlice, time.Millisecond, time.Minute, "benchtime of one `slice` of a row")
	fs.StringVar(&o.estimator, "estimator", engine.DefaultEstimator, "the per-slice `figure` ratios and headlines use: cpu (the thread's CPU time over the slice), best-cpu (its best 100 µs chunk) or wall")
	limits.IntVar(fs.FlagSet, &o.seed, "seed", 0, 0, maxSeed, "0: from the clock", "`seed` of the rounds' random orders, to repeat a run's schedule")
	fs.StringVar(&o.bench, "bench", ".", "`regexp` selecting benchmarks, as go test -bench")
	fs.StringVar(&o.slug, "cpu-slug", "", "results folder `name` for this CPU (default: its identity's slug, brand plus microarchitecture)")
	fs.StringVar(&o.commit, "commit", "", "commit to record (default: the short hash of HEAD, with -dirty when git status lists a change, untracked files that are not ignored included)")
	fs.StringVar(&o.root, "results", "results", "results `directory`, one subdirectory per CPU")
	fs.StringVar(&o.build, "build", "v1", "`build` of the test binary: v1 (Go's default, GOAMD64=v1), v3 (GOAMD64=v3, where the CPU has x86-64-v3) or pgo (v3 with the CPU profile -pgo-profile); the file name ends in -v3 or -pgo")
	fs.BoolVar(&o.buildOnly, "build-only", false, "build the test binary as -o and stop: a binary for a machine without Go, for the environment's GOOS and GOARCH (make bench-binary)")
	fs.StringVar(&o.out, "o", defaultOut, "with -build-only: the test binary's `file`")
	fs.StringVar(&o.profile, "pgo-profile", testbin.DefaultProfile, "CPU profile `file` of -build pgo (make pgo-profile writes it)")
	fs.StringVar(&o.pin, "pin", "", "the `CPUs` single-threaded launches are pinned to with taskset, each row to them by turns: a list such as 1, 0,1 or 0-3 of CPUs this process may use, or -1 for no pinning (default: every CPU allowed)")
	if err := fs.Parse(args, stdout, stderr); err != nil {
		return o, fmt.Errorf("%w: %w", errReported, err)
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if *reproduce {
		if fs.NArg() != 2 || len(set) != 1 {
			return o, usageError{fmt.Errorf("usage: bench -reproduce A B, two results files and no other flag (got %q)", fs.Args())}
		}
		o.reproduce = fs.Args()
		return o, nil
	}
	if fs.NArg() != 0 {
		return o, usageError{fmt.Errorf("unexpected arguments %q", fs.Args())}
	}
	if o.quick && o.compare {
		return o, usageError{errors.New("-quick and -compare exclude each other")}
	}
	if err := checkBuildOnly(o, set); err != nil {
		return o, usageError{err}
	}
	if o.quick && !set["budget"] {
		o.budget = quickBudget
	}
	if o.quick && !set["slice"] {
		o.slice = quickSlice
	}
	if err := checkSelection(o, set); err != nil {
		return o, usageError{err}
	}
	if least := time.Duration(engine.DefaultRules.MinSamples) * o.slice; o.budget < least {
		return o, usageError{fmt.Errorf("-budget %v is shorter than the %d slices of %v the reference row alone needs (%v); nothing could be measured", o.budget, engine.DefaultRules.MinSamples, o.slice, least)}
	}
	return o, nil
}

// checkSelection checks the flags that select what a run measures, how
// and where: -estimator, -build (and with -compare, none), -bench,
// -cpu-slug, and -pin when it was given (set: the flags given).
func checkSelection(o options, set map[string]bool) error {
	if !slices.Contains(engine.Estimators, o.estimator) {
		return fmt.Errorf("-estimator %q: want one of %s", o.estimator, strings.Join(engine.Estimators, ", "))
	}
	if err := testbin.CheckName(o.build); err != nil {
		return err
	}
	if o.compare && (set["build"] || set["pgo-profile"]) {
		return errors.New("-compare shows every build; -build and -pgo-profile do not apply")
	}
	if err := checkBenchRegexp(o.bench); err != nil {
		return err
	}
	if o.slug != "" {
		if err := results.CheckSlug(o.slug); err != nil {
			return fmt.Errorf("-cpu-slug: %w", err)
		}
	}
	if set["pin"] {
		if _, err := cpulist.ParseFlag(o.pin); err != nil {
			return fmt.Errorf("-pin: %w", err)
		}
	}
	return nil
}

// checkBenchRegexp compiles every pattern of a -bench expression, split as
// the testing package splits it (benchexpr.Check), so that a bad one fails
// before the build.
func checkBenchRegexp(expr string) error { return benchexpr.Check(expr) }

// defaultOut is -o's default, where make bench-binary puts the binary.
const defaultOut = "bin/bitbench.test"

// runFlags are the flags of a benchmark run, which -build-only refuses.
var runFlags = []string{"quick", "compare", "budget", "slice", "estimator", "seed", "bench", "cpu-slug", "results", "pin"}

// quickBudget and quickSlice are -budget's and -slice's defaults with
// -quick: short slices, so that a minute still takes every row a few times.
const (
	quickBudget = engine.QuickBudget
	quickSlice  = 5 * time.Millisecond
)

// checkBuildOnly returns an error when -o is given without -build-only, or
// -build-only with a flag of a benchmark run (set holds the flags given).
func checkBuildOnly(o options, set map[string]bool) error {
	if !o.buildOnly {
		if set["o"] {
			return errors.New("-o applies to -build-only only")
		}
		return nil
	}
	for _, f := range runFlags {
		if set[f] {
			return fmt.Errorf("-build-only builds the test binary and runs nothing; -%s does not apply", f)
		}
	}
	if o.out == "" {
		return errors.New("-o \"\": the file name is empty")
	}
	return nil
}
