package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/internal/cli"
	"github.com/bitbench/bitbench/internal/gate"
	"github.com/bitbench/bitbench/internal/limits"
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

// defaultEarlyAlpha is -early-alpha's default: a twentieth of the default
// alpha, so that the primary family's final test runs at 0.0475. A
// change's own rows, at p-values of 1e-9 after 10 rounds, stop there
// instead of running every sequential round (docs/gate.md).
const defaultEarlyAlpha = 0.0025

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
	// primaryRounds is -primary-rounds: the budget of sequential rounds of
	// the primary groups when the primary rows fit one launch.
	primaryRounds int
	// primaryOf, when not nil, returns the primary rows (see scopeReport)
	// among the row names given: what the change can move. sequential
	// gives those groups up to primaryRounds.
	primaryOf func(ctx context.Context, rows []string) (map[string]bool, error)
	// skipGroup, when not nil, says which groups of -bench's rows the
	// rounds leave out (nativeSet).
	skipGroup func(group string) bool
	// earlyAlpha is -early-alpha: the level the interim looks of
	// sequential rounds spend on deciding primary rows early (sequential).
	earlyAlpha float64
	seqGroups  int // -seq-groups: groups per sequential extension beyond the protected ones, 0 for all
	// layoutRounds is -layout-rounds: rounds of the layout A/A on every
	// key before the comparison, 0 for none (the default).
	layoutRounds int
	// layoutRecheck is -layout-recheck: rounds of the layout A/A run on
	// the groups of the rows flagged as regressions, 0 for none.
	layoutRecheck int
	// layoutVariants is -layout-variants: the padded layouts the recheck's
	// rounds rotate over.
	layoutVariants int
	benchmem       bool
	fresh          bool // -fresh-copies: every launch from a fresh copy of its binary
	clean          bool // -require-clean
	scope          bool // -scope: primary and secondary families by what the change can move
	benchSet       bool // -bench given: it overrides -scope
	paired         bool // -paired: test each row on its pairs of runs
	pairedSet      bool // -paired given
	testArgs       []string
	// opt holds the comparison's options that the command line gives:
	// Alpha, MinEffect, AllowMissing, Paired. A run never writes it: what
	// it measures goes into a measurement, and measurement.options makes
	// the final options from both.
	opt   gate.Options
	files []string
}

// parse parses the command line into a config, with the defaults that
// depend on other flags filled in, and refuses what cannot run.
func parse(args []string, stdout, stderr io.Writer) (*config, error) {
	cfg := &config{}
	fs, f := newFlags(cfg)
	if err := fs.Parse(args, stdout, stderr); err != nil {
		return nil, err
	}
	cfg.opt.MinEffect = float64(f.minEffect)
	fs.Visit(func(fl *flag.Flag) {
		cfg.benchSet = cfg.benchSet || fl.Name == "bench"
		cfg.pairedSet = cfg.pairedSet || fl.Name == "paired"
	})
	// Two files pair their runs in order only when the user says they
	// came from one interleaved run (-save); a baseline never does; the
	// worktree mode measures in pairs unless -paired=false.
	worktree := len(fs.Args()) == 0 && cfg.baseline == ""
	cfg.opt.Paired = cfg.paired && (worktree || len(fs.Args()) == 2 && cfg.pairedSet)
	if !cfg.benchSet {
		cfg.bench = defaultBench
	}
	if cfg.maxRounds == 0 {
		cfg.maxRounds = 2 * cfg.rounds
	}
	if cfg.primaryRounds == 0 {
		cfg.primaryRounds = min(2*cfg.maxRounds, maxMaxRounds)
	}
	if *f.allowMissing != "" {
		re, err := regexp.Compile(*f.allowMissing)
		if err != nil {
			return nil, fmt.Errorf("-allow-missing %s: %v", harness.Excerpt(*f.allowMissing), err)
		}
		cfg.opt.AllowMissing = re
	}
	cfg.testArgs = strings.Fields(*f.testArgs)
	cfg.files = fs.Args()
	if err := cfg.validate(); err != nil {
		return nil, err
	}
	if err := limits.Benchtime("-benchtime", cfg.benchtime); err != nil {
		return nil, err
	}
	return cfg, nil
}

// rawFlags are the flags that parse turns into cfg's fields itself.
type rawFlags struct {
	minEffect              percent
	allowMissing, testArgs *string
}

// newFlags defines regress's flags, into cfg's fields and the returned
// rawFlags.
func newFlags(cfg *config) (*cli.FlagSet, *rawFlags) {
	fs := cli.NewFlagSet("regress", "usage: regress [flags]                  the working tree against -base\n"+
		"       regress -baseline PATH [flags]   the working tree against a results file\n"+
		"       regress [flags] old.txt new.txt  two results files")
	fs.Footer = "the gate set, -bench's default:\n    " + strings.ReplaceAll(defaultBench, "|^", "\n    |^") + "\n\n" +
		"exit status, and the word that begins the last line of standard output: 0 PASS; 1 REGRESSION (a significant regression, a missing benchmark, failing tests or benchmarks of the new tree); 2 ERROR (bad usage or input, or the gate could not decide)"
	f := &rawFlags{minEffect: percent(gate.DefaultMinEffect)}
	fs.StringVar(&cfg.base, "base", "", "git `ref` to compare against (default: merge base of HEAD and main if it differs from HEAD, else HEAD~1)")
	fs.StringVar(&cfg.baseline, "baseline", "", "compare against a results `file`, or the newest results file in a directory such as results/<cpu>/")
	limits.IntVar(fs.FlagSet, &cfg.rounds, "rounds", 10, 1, maxRounds, "", "runs of each binary (`n` samples per benchmark and side)")
	limits.IntVar(fs.FlagSet, &cfg.maxRounds, "max-rounds", 0, 0, maxMaxRounds, "0: twice -rounds", "sequential rounds: benchmarks still undecided after -rounds get more rounds, up to `n` in all (at least -rounds; -max-rounds equal to -rounds turns it off; worktree mode only)")
	limits.IntVar(fs.FlagSet, &cfg.primaryRounds, "primary-rounds", 0, 0, maxMaxRounds, "0: twice -max-rounds", "sequential rounds of the primary groups (the rows the change can move, -scope) up to `n` in all, when those rows fit one launch (a change to one technique); the others stop at -max-rounds (at least -max-rounds; equal to it turns this off; worktree mode only)")
	limits.IntVar(fs.FlagSet, &cfg.seqGroups, "seq-groups", 0, 0, maxSeqGroups, "0: every group that could regress", "sequential rounds go to at most `n` undecided groups per extension, nearest to significance first, besides those whose p-value is still falling at the minimum effect (worktree mode only)")
	limits.IntVar(fs.FlagSet, &cfg.layoutRounds, "layout-rounds", 0, 0, maxLayoutRounds, "0: off, 1 to 3 too few", "`rounds` of the layout A/A on every key before the comparison: the base built twice, once with padding code that moves its functions, run against itself; a key that moves gets a minimum effect of twice its move (worktree mode only; -layout-recheck runs it where it decides)")
	limits.IntVar(fs.FlagSet, &cfg.layoutRecheck, "layout-recheck", 16, 0, maxLayoutRounds, "0: off; at least 4 for each of -layout-variants", "`rounds` of the layout A/A, run before the verdict on the groups of the rows a regression was found in (after -layout-rounds' when set): a key that moved under layout alone gets its minimum effect raised to twice its move, never lowered (worktree mode only)")
	limits.IntVar(fs.FlagSet, &cfg.layoutVariants, "layout-variants", 4, 1, maxLayoutVariants, "", "padded `layouts` of the base that the layout recheck's rounds rotate over, in blocks of two; a key's spread is the largest one layout gives it (worktree mode only)")
	// -bench's default, the gate set, is one regexp too long for a help
	// line: the footer shows it broken at its '|'.
	fs.StringVar(&cfg.bench, "bench", "", "benchmark `regex`, as go test -bench: one pattern per /-level, top-level names begin with Benchmark (e.g. '^BenchmarkSlider$/impl=magic'); . for every benchmark (default: the gate set, below)")
	fs.StringVar(&cfg.benchtime, "benchtime", defaultBenchtime, "time or iterations per benchmark per run (go test -benchtime; "+limits.BenchtimeRange+")")
	fs.StringVar(&cfg.check, "check", defaultCheck, "`regex` of the correctness tests run on the new tree before timing; empty skips them")
	fs.StringVar(&cfg.save, "save", "", "write the raw outputs to `dir`/old.txt and dir/new.txt")
	fs.BoolVar(&cfg.benchmem, "benchmem", false, "also measure B/op and allocs/op")
	fs.BoolVar(&cfg.fresh, "fresh-copies", true, "run every launch from a fresh copy of its test binary, so that where a binary's pages sit in physical memory is one launch's, not one side's for the whole run (see docs/gate.md)")
	fs.BoolVar(&cfg.scope, "scope", true, "test the rows the change can move (changed files and import graph) as the primary family, the rest as a secondary one and a pooled test (worktree mode with the default -bench only; see docs/gate.md)")
	fs.BoolVar(&cfg.clean, "require-clean", false, "make uncommitted changes in the working tree an error (for CI)")
	f.allowMissing = fs.String("allow-missing", "", "`regex` of benchmark names (without \"Benchmark\") that may be missing from the head on purpose")
	f.testArgs = fs.String("testargs", "", "extra `flags` for both test binaries' benchmark runs, space-separated (e.g. -bench.quick); the base must know them too")
	fs.Var(&f.minEffect, "min-effect", "smallest change of the medians that counts, as `pct` (5%) or fraction (0.05)")
	fs.BoolVar(&cfg.paired, "paired", true, "test each row on its pairs, the base's and the head's runs measured side by side in one block of launches: twice the smaller of the sign test's and Mann–Whitney's p-values (worktree mode; with two files, only when given, for files that -save wrote in one run; see docs/gate.md)")
	fs.Float64Var(&cfg.opt.Alpha, "alpha", gate.DefaultAlpha, "family-wise significance `level` after Holm–Bonferroni correction")
	fs.Float64Var(&cfg.earlyAlpha, "early-alpha", defaultEarlyAlpha, "the part of -alpha that sequential rounds spend, split evenly over their looks, on deciding a primary row a regression early and stopping it; the primary family's final test runs at the rest (at most half of -alpha; 0: never decide early; see docs/gate.md)")
	return fs, f
}

// validate refuses the flag combinations and values that cannot run.
func (cfg *config) validate() error {
	switch {
	case len(cfg.files) != 0 && len(cfg.files) != 2:
		return fmt.Errorf("want two results files (old new) or none; got %d arguments", len(cfg.files))
	case len(cfg.files) == 2 && (cfg.base != "" || cfg.baseline != ""):
		return errors.New("-base and -baseline do not apply when comparing two files")
	case cfg.base != "" && cfg.baseline != "":
		return errors.New("-base and -baseline are exclusive")
	case cfg.baseline != "" && cfg.pairedSet && cfg.paired:
		return errors.New("-paired with -baseline: the baseline file was measured apart, so its runs pair with none of this run's; drop -paired")
	case cfg.maxRounds != 0 && cfg.maxRounds < cfg.rounds:
		return fmt.Errorf("-max-rounds %d: want at least -rounds (%d)", cfg.maxRounds, cfg.rounds)
	case cfg.primaryRounds < cfg.maxRounds:
		return fmt.Errorf("-primary-rounds %d: want at least -max-rounds (%d)", cfg.primaryRounds, cfg.maxRounds)
	case !(cfg.opt.Alpha > 0 && cfg.opt.Alpha < 1):
		return fmt.Errorf("-alpha %v: out of range: want a level between 0 and 1, both excluded", cfg.opt.Alpha)
	case !(cfg.earlyAlpha >= 0 && cfg.earlyAlpha <= cfg.opt.Alpha/2):
		return fmt.Errorf("-early-alpha %v: out of range: want 0 (off) up to half of -alpha (%g)", cfg.earlyAlpha, cfg.opt.Alpha/2)
	case cfg.layoutRounds > 0 && gate.MinP(cfg.layoutRounds, cfg.layoutRounds) > cfg.opt.Alpha:
		return fmt.Errorf("-layout-rounds %d: too few to ever find a layout-sensitive key at -alpha %g (the smallest Mann–Whitney p-value is %.2g); want 0 (off) or at least %d",
			cfg.layoutRounds, cfg.opt.Alpha, gate.MinP(cfg.layoutRounds, cfg.layoutRounds), gate.RoundsNeeded(1, cfg.opt.Alpha))
	case cfg.layoutRecheck > 0 && cfg.layoutRecheck < gate.MinLayoutPairs*cfg.layoutVariants:
		return fmt.Errorf("-layout-recheck %d: fewer than %d rounds for each of -layout-variants %d, too few to ever find a layout-sensitive key; want 0 (off) or at least %d",
			cfg.layoutRecheck, gate.MinLayoutPairs, cfg.layoutVariants, gate.MinLayoutPairs*cfg.layoutVariants)
	case cfg.layoutRecheck > 0 && gate.MinP(cfg.layoutRecheck/cfg.layoutVariants, cfg.layoutRecheck/cfg.layoutVariants) > cfg.opt.Alpha:
		return fmt.Errorf("-layout-recheck %d: too few to ever find a layout-sensitive key at -alpha %g in each of -layout-variants %d (the smallest Mann–Whitney p-value of %d rounds is %.2g); want 0 (off) or at least %d",
			cfg.layoutRecheck, cfg.opt.Alpha, cfg.layoutVariants, cfg.layoutRecheck/cfg.layoutVariants, gate.MinP(cfg.layoutRecheck/cfg.layoutVariants, cfg.layoutRecheck/cfg.layoutVariants), cfg.layoutVariants*gate.RoundsNeeded(1, cfg.opt.Alpha))
	case cfg.bench == "":
		return errors.New("-bench is empty; use . for every benchmark")
	}
	return nil
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
