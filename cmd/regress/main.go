// Command regress is the benchmark regression gate: it tells whether a
// change made any benchmark of the root package significantly slower, or
// lost one, and exits 1 if so. It is meant for CI and for use before
// pushing. CI runs the built binary (make regress-binary builds
// bin/regress): make and go run replace its exit status with their own.
//
// Usage:
//
//	regress [flags]                 compare the working tree against -base
//	regress -baseline PATH [flags]  compare the working tree against a results file
//	regress [flags] old.txt new.txt compare two existing results files
//
// In the first form regress names the head on the first line of its
// report ("head: working tree at 0123456789ab, 3 uncommitted files (…)";
// -require-clean makes uncommitted files an error), resolves -base
// (default: the merge base of HEAD and main when that differs from HEAD,
// else HEAD~1), checks it out into a temporary git worktree (removed
// afterwards, also on error or interrupt), and builds the root package's
// test binary there ("old") first, so that a base that does not build
// fails in seconds, then in the working tree, uncommitted changes included
// ("new"), with go test -c -trimpath -ldflags=-funcalign=64 (see "Code
// layout" below). Unless -layout-rounds is 0 it builds the base a
// second time with padding code (see "Code layout" below) right after the
// first. It then runs the correctness tests of the new tree (-check,
// default 'Perft|Prop|Founding|Exhaustive') and stops with exit status 1 if
// they fail, before any timing. Then it runs the layout A/A, and times the
// two binaries interleaved, one top-level benchmark at a time, on the
// benchmarks -bench selects: by default the gate set, every technique's
// rook and bishop lookup on random occupancy and perft from the start
// position (about 60 rows; -bench . selects all ~370):
//
//	bin -test.run '^$' -test.bench '^BenchmarkSlider$/<rest of -bench>' -test.count 1 -test.benchtime D
//
// Rounds go in pairs: in each pair every benchmark runs in ABBA order (A,
// B, B, A, one launch each), so that a drift of the machine's speed during
// the block (heating, a neighbour's build starting) hits both sides alike;
// which side is A alternates between benchmarks and between pairs. Every
// run is a process of its own, so that no two samples share one. -rounds (default 10) rounds give every benchmark that many samples
// per side. Then come sequential rounds, up to -max-rounds in all (default
// twice -rounds): before each further pair the gate compares what it has,
// by group (a top-level benchmark's first sub-benchmark, such as
// Slider/impl=magic); a group none of whose rows is at least the minimum
// effect worse stops for good, the others get two more rounds. A row whose
// group stopped early is never flagged and enters the final Holm
// correction with p = 1; every other is tested once, at the end, on all
// its rounds. Holm is
// monotone in the p-values, so what is flagged is a subset of what the
// fixed design (every benchmark -max-rounds rounds, Holm at the end) would
// flag, and its family-wise error rate, at most -alpha, bounds the gate's.
// A benchmark of the new tree that fails (a non-zero exit, "--- FAIL",
// "panic:") fails the gate with exit status 1, its failure quoted.
//
// Code layout: a change to one package moves the code of every other in
// the test binary, and a tight loop can shift by ±10% from its placement
// alone. Every binary is linked with -funcalign=64, so that each function
// sits in its cache lines as its own code alone decides (amd64 aligns
// functions to 32 bytes by default, and a function moved by 32 bytes
// changes speed: BenchmarkSet's op=shift rows by 15–27%). What noise
// remains, regress measures on the base
// instead of guessing it: it writes a padding file (a function of 20 to 60
// arithmetic statements, kept alive by an init function) into every
// package of the main module that the test binary links, the package under
// test's own code and its external test package included, builds that
// padded base (nearly every function lies elsewhere; the files are removed
// again), and runs it against the plain base as an A/A, -layout-rounds
// rounds (default 4, in ABBA order as above; 0 turns it off, 1 to 3 are
// refused: Mann–Whitney cannot reach p ≤ 0.05 with fewer than 4 runs per
// side). A key whose two samples differ at raw p ≤ -alpha (no Holm
// correction: calling a key layout-sensitive costs power, never a false
// alarm) moved under layout alone by its spread s, the smaller relative
// change of its medians and of its best runs (gate.LayoutSpread); in the
// comparison its minimum effect becomes the larger of
// -min-effect and 2·s, in both directions, and the report marks it
// "layout-sensitive ±s (min effect 2s)". The report says how many keys
// moved, after the head line. The padded build is one other layout, not
// all of them: a key that this shift leaves alone but another would move
// is not caught.
//
// CPU time: the root package's benchmarks report, next to each wall-clock
// unit, the CPU time of the benchmark's thread over the whole loop
// (cpu-ns/lookup beside ns/lookup, cpu-Mnodes/s beside Mnodes/s; Linux
// only, see internal/threadcpu) and over its best chunk of at least
// 100 µs (best-cpu-ns/lookup, best-cpu-Mnodes/s; see
// internal/benchloops). The gate tests the most preferred unit both sides
// have, best-cpu-* before cpu-* before the wall unit, and shows the others
// as "not gated (best-cpu-ns/lookup gated)": time lost to other jobs on a
// busy runner does not count in cpu-*, and bursts of interference that
// slow the thread while it runs (a neighbour on the host) do not count in
// best-cpu-*. Where one side lacks a unit (an older base), the best unit
// both have is gated, with a warning.
//
// In the second form only the new binary runs, -rounds times (no
// sequential rounds), and the result is compared with a committed results
// file; PATH is a file, or a directory such as results/<cpu>/ from which
// the newest results file of the working tree's build is taken, as
// internal/results.NewestOf picks it: the default build's
// (<YYYY-MM-DD>-<commit>.txt), or the -v3 one's when GOAMD64=v3 is set
// (go env GOAMD64). Only the baseline's rows that -bench selects are
// compared (the others would all be missing from the run). A warning says so when the baseline's
// cpu line differs from this machine's: timings from another machine are
// not comparable.
//
// The two sides must be of one build (internal/results.SameBuild: the
// same goamd64 and pgo lines, a missing one being v1 and off): the gate
// refuses, exit 2 naming both files and builds, to compare a v3 or pgo
// file with a v1 one, or two pgo files of different profiles; the
// compiler's settings are not a code change. The working tree and base are
// built without a profile, so a pgo baseline is always refused.
//
// Every number on the command line has a range (README, "Limits"),
// checked before anything runs: -rounds 1 to 500, -max-rounds up to 1000,
// -layout-rounds up to 100, -benchtime up to 1h or 1000000000x; a value
// outside is exit 2 naming the flag and the range. A bad BITBENCH_PEXT is
// exit 2 before anything is built. Reading a results file ends on SIGINT
// or SIGTERM even while it blocks (a FIFO). -save replaces old.txt and
// new.txt, never writing through a symbolic link.
//
// Every results file and output is read by internal/results: a NaN,
// infinite or negative value is an error naming the file and line (exit 2),
// a file named *.partial (a run's partial output) is refused, and lines
// that are not part of the benchmark format are skipped with a warning
// naming their line.
//
// The decision is internal/gate's: Mann–Whitney U p-values (as benchstat),
// Holm–Bonferroni corrected across all gated benchmarks (-alpha), and a
// minimum change of the medians in the bad direction (-min-effect). A
// benchmark and unit of the base that the head lacks is a failure, one
// "MISSING: <name> <unit>" line each, unless -allow-missing matches its
// name. A unit that changes between the sides (ns/op become ms/op), a
// comparison with no gated row, and rounds too few to ever reach
// significance (with n runs per side the smallest p-value is 2/C(2n, n), above alpha/m for m gated comparisons when n is too
// small; n is -max-rounds in worktree mode; the message says how many
// rounds would do) are errors.
//
// The gate compares binaries, not source lines: a change to one package
// moves the code of every other in the test binary, and tight loops can
// shift by ±10% from alignment alone. When an untouched implementation's
// row is flagged, rerun with more rounds on that row; a shift that persists
// is real for the binary, but its cause is placement, not the code that
// changed.
//
// The layout A/A and sequential rounds apply to the worktree mode only.
//
// Extra flags for the test binaries go in -testargs, for example
// -testargs -bench.quick for the root package's shallower perft; the base
// commit's binary must accept them too.
//
// The report goes to standard output: the head line (worktree and baseline
// modes), the layout line (worktree mode), a table of every benchmark and
// unit compared, the benchmarks
// found in the new tree only, warnings, one "MISSING: …" line per missing
// row, one "REGRESSION: …" line per regression, one "error: …" line per
// error, and last the verdict line, which begins with the verdict word and
// counts regressions, improvements and missing rows:
//
//	PASS: 0 regressions, 2 improvements, 0 missing in 40 gated comparisons (…)
//
// Progress and warnings about the inputs go to standard error. -save DIR
// keeps the raw outputs (old.txt, new.txt) for benchstat.
//
// Exit status, and the verdict word that begins the last line of standard
// output: 0 PASS, no significant regression and nothing missing;
// 1 REGRESSION, a significant regression, a missing benchmark, or
// correctness tests or benchmarks of the new tree that fail; 2 ERROR, a
// usage or input error (bad flag, unreadable, malformed or non-finite
// results, unknown git ref, base that does not build, uncommitted files
// under -require-clean), a unit change, nothing compared, too few rounds,
// or an interrupt. Within a report, a regression or a missing row
// outranks an error: the head is known to be worse.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"regexp"
	"strconv"
	"strings"
	"syscall"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/internal/gate"
	"github.com/bitbench/bitbench/internal/limits"
	"github.com/bitbench/bitbench/internal/results"
)

// Exit statuses.
const (
	exitPass  = 0
	exitFail  = 1
	exitUsage = 2
)

// defaultCheck selects the correctness tests run before any timing.
const defaultCheck = "Perft|Prop|Founding|Exhaustive"

// defaultBench is the gate set, what -bench selects by default: every
// technique's rook and bishop lookup on random occupancy (the rows most
// changes to a technique move) and every technique's perft from the start
// position (the whole move generator over it), about 55 rows. It keeps a
// default run within six minutes on two cores; -bench . gates all ~370
// rows in about half an hour.
const defaultBench = `^BenchmarkSlider$/./piece=(rook|bishop)/load=random$|^BenchmarkPerft$/./pos=start$`

// defaultBenchtime is -benchtime's default. The gated unit is the thread's
// CPU time, steady within a run, so rounds (independent launches, each
// with its own placement in memory) buy more than longer runs.
const defaultBenchtime = "50ms"

// config is the parsed command line.
type config struct {
	dir       string // where to run: a directory inside the git work tree
	base      string
	baseline  string
	bench     string
	benchtime string
	check     string
	save      string
	rounds    int
	maxRounds int // -max-rounds: the budget of sequential rounds
	seqGroups int // -seq-groups: groups per sequential extension beyond the protected ones, 0 for all
	// layoutRounds is -layout-rounds: rounds of the layout A/A, 0 for none.
	layoutRounds int
	benchmem     bool
	clean        bool // -require-clean
	scope        bool // -scope: primary and secondary families by what the change can move
	benchSet     bool // -bench given: it overrides -scope
	testArgs     []string
	opt          gate.Options
	files        []string
}

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := run(ctx, ".", os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

// run is the whole command; it returns the exit status. Standard output
// always ends with a line that begins with the verdict word: PASS (exit 0),
// REGRESSION (exit 1) or ERROR (exit 2).
func run(ctx context.Context, dir string, args []string, stdout, stderr io.Writer) int {
	cfg, err := parse(args, stderr)
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
		if err := envError(); err != nil {
			return fail(stdout, stderr, err, exitUsage)
		}
	}
	var old, new *gate.Set
	switch {
	case len(cfg.files) == 2:
		old, new, err = readPair(ctx, cfg.files[0], cfg.files[1], stderr)
	case cfg.baseline != "":
		old, new, err = againstBaseline(ctx, cfg, stdout, stderr)
	default:
		old, new, err = againstBase(ctx, cfg, stdout, stderr)
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
	if err := results.SameBuild(old.Source, old.Config, new.Source, new.Config); err != nil {
		return fail(stdout, stderr, err, exitUsage)
	}
	report := gate.Compare(old, new, cfg.opt)
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
	fmt.Fprintf(stderr, "regress: %v\n", err)
	first, _, _ := strings.Cut(err.Error(), "\n")
	fmt.Fprintf(stdout, "%s: %s\n", verdicts[code], first)
	return code
}

// A failure is an error that means the new tree is wrong (exit 1), not that
// the gate could not run (exit 2).
type failure struct{ err error }

func (f *failure) Error() string { return f.err.Error() }
func (f *failure) Unwrap() error { return f.err }

func parse(args []string, stderr io.Writer) (*config, error) {
	cfg := &config{}
	fs := flag.NewFlagSet("regress", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: regress [flags] [old.txt new.txt]\n\nflags:\n")
		fs.PrintDefaults()
	}
	minEffect := percent(gate.DefaultMinEffect)
	fs.StringVar(&cfg.base, "base", "", "git `ref` to compare against (default: merge base of HEAD and main if it differs from HEAD, else HEAD~1)")
	fs.StringVar(&cfg.baseline, "baseline", "", "compare against a results `file`, or the newest results file in a directory such as results/<cpu>/")
	limits.IntVar(fs, &cfg.rounds, "rounds", 10, 1, maxRounds, "", "runs of each binary (`n` samples per benchmark and side)")
	limits.IntVar(fs, &cfg.maxRounds, "max-rounds", 0, 0, maxMaxRounds, "0: twice -rounds", "sequential rounds: benchmarks still undecided after -rounds get more rounds, up to `n` in all (at least -rounds; -max-rounds equal to -rounds turns it off; worktree mode only)")
	limits.IntVar(fs, &cfg.seqGroups, "seq-groups", 0, 0, maxSeqGroups, "0: every group that could regress", "sequential rounds go to at most `n` undecided groups per extension, nearest to significance first, besides those whose p-value is still falling at the minimum effect (worktree mode only)")
	limits.IntVar(fs, &cfg.layoutRounds, "layout-rounds", 4, 0, maxLayoutRounds, "0: off, 1 to 3 too few", "`rounds` of the layout A/A: the base built twice, once with padding code that moves its functions, run against itself; a key that moves gets a minimum effect of twice its move (worktree mode only)")
	fs.StringVar(&cfg.bench, "bench", defaultBench, "benchmark `regex`, as go test -bench: one pattern per /-level, top-level names begin with Benchmark (e.g. '^BenchmarkSlider$/impl=magic'); . for every benchmark (default: the gate set)")
	fs.StringVar(&cfg.benchtime, "benchtime", defaultBenchtime, "time or iterations per benchmark per run (go test -benchtime; "+limits.BenchtimeRange+")")
	fs.StringVar(&cfg.check, "check", defaultCheck, "`regex` of the correctness tests run on the new tree before timing; empty skips them")
	fs.StringVar(&cfg.save, "save", "", "write the raw outputs to `dir`/old.txt and dir/new.txt")
	fs.BoolVar(&cfg.benchmem, "benchmem", false, "also measure B/op and allocs/op")
	fs.BoolVar(&cfg.scope, "scope", true, "test the rows the change can move (changed files and import graph) as the primary family, the rest as a secondary one and a pooled test (worktree mode with the default -bench only; see docs/gate.md)")
	fs.BoolVar(&cfg.clean, "require-clean", false, "make uncommitted changes in the working tree an error (for CI)")
	allowMissing := fs.String("allow-missing", "", "`regex` of benchmark names (without \"Benchmark\") that may be missing from the head on purpose")
	testArgs := fs.String("testargs", "", "extra `flags` for both test binaries' benchmark runs, space-separated (e.g. -bench.quick); the base must know them too")
	fs.Var(&minEffect, "min-effect", "smallest change of the medians that counts, as `pct` (5%) or fraction (0.05)")
	fs.Float64Var(&cfg.opt.Alpha, "alpha", gate.DefaultAlpha, "family-wise significance `level` after Holm–Bonferroni correction")
	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	cfg.opt.MinEffect = float64(minEffect)
	fs.Visit(func(f *flag.Flag) { cfg.benchSet = cfg.benchSet || f.Name == "bench" })
	if cfg.maxRounds == 0 {
		cfg.maxRounds = 2 * cfg.rounds
	}
	if *allowMissing != "" {
		re, err := regexp.Compile(*allowMissing)
		if err != nil {
			return nil, fmt.Errorf("-allow-missing %s: %v", harness.Excerpt(*allowMissing), err)
		}
		cfg.opt.AllowMissing = re
	}
	cfg.testArgs = strings.Fields(*testArgs)
	cfg.files = fs.Args()
	switch {
	case len(cfg.files) != 0 && len(cfg.files) != 2:
		return nil, fmt.Errorf("want two results files (old new) or none; got %d arguments", len(cfg.files))
	case len(cfg.files) == 2 && (cfg.base != "" || cfg.baseline != ""):
		return nil, errors.New("-base and -baseline do not apply when comparing two files")
	case cfg.base != "" && cfg.baseline != "":
		return nil, errors.New("-base and -baseline are exclusive")
	case cfg.maxRounds != 0 && cfg.maxRounds < cfg.rounds:
		return nil, fmt.Errorf("-max-rounds %d: want at least -rounds (%d)", cfg.maxRounds, cfg.rounds)
	case !(cfg.opt.Alpha > 0 && cfg.opt.Alpha < 1):
		return nil, fmt.Errorf("-alpha %v: out of range: want a level between 0 and 1, both excluded", cfg.opt.Alpha)
	case cfg.layoutRounds > 0 && gate.MinP(cfg.layoutRounds, cfg.layoutRounds) > cfg.opt.Alpha:
		return nil, fmt.Errorf("-layout-rounds %d: too few to ever find a layout-sensitive key at -alpha %g (the smallest Mann–Whitney p-value is %.2g); want 0 (off) or at least %d",
			cfg.layoutRounds, cfg.opt.Alpha, gate.MinP(cfg.layoutRounds, cfg.layoutRounds), gate.RoundsNeeded(1, cfg.opt.Alpha))
	case cfg.bench == "":
		return nil, errors.New("-bench is empty; use . for every benchmark")
	}
	if err := limits.Benchtime("-benchtime", cfg.benchtime); err != nil {
		return nil, err
	}
	return cfg, nil
}

// percent is a flag value given as "5%" or as a fraction "0.05".
type percent float64

func (p *percent) String() string { return strconv.FormatFloat(100*float64(*p), 'g', -1, 64) + "%" }

func (p *percent) Set(s string) error {
	t := strings.TrimSpace(s)
	scale := 1.0
	if rest, ok := strings.CutSuffix(t, "%"); ok {
		t, scale = rest, 0.01
	}
	v, err := strconv.ParseFloat(t, 64)
	if err != nil || !(v > 0) || v*scale >= 10 {
		return fmt.Errorf("%s: out of range: want a positive percentage such as 5%% or a fraction such as 0.05, below 1000%% (10)", harness.Excerpt(s))
	}
	*p = percent(v * scale)
	return nil
}

func readPair(ctx context.Context, oldPath, newPath string, log io.Writer) (*gate.Set, *gate.Set, error) {
	old, err := readFile(ctx, oldPath, log)
	if err != nil {
		return nil, nil, err
	}
	new, err := readFile(ctx, newPath, log)
	if err != nil {
		return nil, nil, err
	}
	return old, new, nil
}

// readFile reads a results file and prints its warnings (ignored lines).
// It returns when ctx is done even if the read blocks (a FIFO with no
// writer), so that SIGINT and SIGTERM end the command.
func readFile(ctx context.Context, path string, log io.Writer) (*gate.Set, error) {
	set, err := readFileCtx(ctx, path)
	if err != nil {
		return nil, err
	}
	printWarnings(set, log)
	return set, nil
}

func printWarnings(set *gate.Set, log io.Writer) {
	for _, w := range set.Warnings {
		fmt.Fprintf(log, "regress: warning: %s\n", w)
	}
}
