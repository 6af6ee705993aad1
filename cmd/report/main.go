// Command report writes results/README.md and the charts from the committed
// benchmark results:
//
//	go run ./cmd/report [-results dir] [-charts=false] [-readme=false] [-png dir]
//
// For every CPU directory under the results directory it takes the newest
// results file of every build (v1, v3, pgo: see internal/results for the
// layout); the CPU's tables and charts come from its default-build file
// (v1, or its first build when it has none), and it writes:
//
//   - <dir>/README.md: a page that answers first: a table of the winner
//     and the runner-up on each CPU of rook, bishop and queen lookups (load
//     random) and single-thread perft (winnerPos), with `~` where benchmath
//     cannot tell them apart (candidates: isCandidate); a grid of each
//     candidate's × fastest, techniques by CPUs; the cross-CPU chart; the
//     CPUs side by side (identity lines, files, goal ratios). At most 300
//     lines.
//   - <dir>/<cpu>/README.md: the CPU's page: its file, its run (the
//     estimator and run lines of a file of the measuring engine, and the
//     rows it marked unstable: headline.go), the plain summary, its charts;
//     where the CPU has files of several builds, a table of every
//     technique's slider lookups under each build, at one commit where the
//     files exist (alignBuilds); where it has native reference rows
//     (impl=<technique>-native by cgo's compiler, -clang-native by clang,
//     -native-vec), the fidelity tables: each technique's best Go build ÷
//     its best native row (the faster compiler's, named, as the file's cc:
//     and cc-clang: lines name them), which compiler won, and the two
//     rankings side by side; then every benchmark's rows ranked fastest first, with ×
//     fastest and ties (rank). Cells are medians with their 95% confidence
//     interval, computed with benchmath as benchstat does.
//   - <dir>/<cpu>/slider-<piece>.svg: a panel per load, a row per
//     technique, fastest first, its median and 95% interval on a log scale,
//     coloured and shaped by family;
//   - <dir>/<cpu>/perft.svg: perft Mnodes/s per technique and peer library,
//     a panel per position;
//   - <dir>/<cpu>/builds.svg, for a CPU with several builds: slider
//     lookups at load random, a panel per piece, a row per technique, a dot
//     per build;
//   - <dir>/<cpu>/fidelity.svg, for a CPU with native rows: each
//     technique's best Go build ÷ its best native row, a panel per piece,
//     each row naming the build and the compiler;
//   - <dir>/cross-cpu.svg: who wins where: every technique's rook lookup
//     time divided by the fastest technique's on the same CPU, a panel per
//     load, a dot per CPU.
//
// Charts are made with gonum.org/v1/plot. Rows have a fixed height and the
// figure grows with them, so labels never overlap. -png dir also writes
// every chart as PNG under dir (flat names, <cpu>-<chart>.png), to look at;
// `make charts-png` does that alone (-charts=false -readme=false).
//
// An unreadable or malformed results file, or a value that cannot be
// charted (NaN, infinite, not positive), exits with status 2, naming the
// file and the benchmark. Every page and chart is written through
// safefile, so a failed write leaves the old file; a folder under dir that
// holds results but is not named as a CPU slug is left out with a warning.
package main

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"

	"github.com/bitbench/bitbench/internal/cli"
	"github.com/bitbench/bitbench/internal/ranking"
	"github.com/bitbench/bitbench/internal/results"
	"github.com/bitbench/bitbench/internal/safefile"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

// run is the command; report prints nothing on stdout but its usage (-h).
func run(args []string, stdout, stderr io.Writer) int {
	fs := cli.NewFlagSet("report", "usage: report [-results dir] [-charts=false] [-readme=false] [-png dir]")
	fs.Footer = "exit status: 0 written; 2 bad usage, or a results file that cannot be read or shown"
	root := fs.String("results", "results", "results `directory`, one subdirectory per CPU")
	charts := fs.Bool("charts", true, "write the SVG charts")
	readme := fs.Bool("readme", true, "write README.md")
	png := fs.String("png", "", "also write every chart as PNG into `dir`, to look at")
	if err := fs.Parse(args, stdout, stderr); err != nil {
		return cli.ParseStatus(err)
	}
	if fs.NArg() != 0 {
		fmt.Fprintf(stderr, "report: unexpected argument %q\n", fs.Arg(0))
		fs.PrintUsage(stderr)
		return cli.ExitUsage
	}
	if err := report(*root, *charts, *readme, *png, registryFamily, stderr); err != nil {
		fmt.Fprintln(stderr, "report:", err)
		return cli.ExitUsage
	}
	return cli.ExitOK
}

// cpu is one CPU's newest results and their summary: set is the file of
// its first build (the default build, v1, when it has one), newest the
// newest file of every build, set's among them; builds are the files the
// builds and fidelity tables compare (alignBuilds: one commit where the
// files exist), and buildsDiffer, when not empty, says that their commits
// differ.
type cpu struct {
	results.CPUFile
	set          *results.Set
	sum          results.Summary
	newest       []buildSet
	builds       []buildSet
	buildsDiffer string
	unstable     map[string]string // the rows set's run marked unstable, by name, with the reason
	unnamed      int               // rows it marked without naming them (results.Marks)
}

// errValue is wrapped by the error about a median that is not a finite
// number.
var errValue = errors.New("not a finite number")

// load reads the newest file of every CPU under root
// (results.ReadLatest), printing the reader's warnings (ignored lines, with
// file:line) to warn, and checks each file (checkSet).
func load(root string, warn io.Writer) ([]cpu, error) {
	warnBadFolders(root, warn)
	check := func(set *results.Set) error { return checkSet(set, warn) }
	latest, err := results.ReadLatest(root, "report", warn, check)
	if err != nil {
		return nil, err
	}
	var cpus []cpu
	for _, f := range latest {
		var builds []buildSet
		for _, b := range f.Sets {
			builds = append(builds, buildSet{b.Build, b.Path, b.Set})
		}
		set := builds[0].set // f.Path's
		c := cpu{CPUFile: f.CPUFile, set: set, sum: results.Summarize(set), newest: builds}
		m, err := results.ReadMarks(set.Config)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", set.Source, err)
		}
		c.unstable, c.unnamed = m.Rows, m.Unnamed
		if c.builds, c.buildsDiffer, err = alignBuilds(c, check); err != nil {
			return nil, err
		}
		cpus = append(cpus, c)
	}
	return cpus, nil
}

// checkSet checks the results file set, read from set.Source.
// Conflicting identity lines, a median that is not finite, or a file whose
// name says another build than its configuration lines
// (results.CheckBuildName), is an error naming the file; a file that
// records no identity is a warning on warn.
func checkSet(set *results.Set, warn io.Writer) error {
	path := set.Source
	// The one identity rule (results.Identity): lines that conflict are an
	// error; a file that records none (written before identities were) is
	// shown with its identity unknown.
	if _, err := results.IdentityFile(path); errors.Is(err, results.ErrUnknownIdentity) {
		results.Warn(warn, "report", []string{err.Error()})
	} else if err != nil {
		return err
	}
	for _, r := range set.Rows {
		if math.IsNaN(r.Stat.Center) || math.IsInf(r.Stat.Center, 0) {
			return fmt.Errorf("%s: %s: median %v %s: %w", path, name(r), r.Stat.Center, r.Unit, errValue)
		}
	}
	if _, err := results.ReadMarks(set.Config); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	ranking.ByReference(set) // each figure by its ratio to the run's reference
	if err := applyEstimator(set); err != nil {
		return err
	}
	return results.CheckBuildName(path, set.Config)
}

// report writes root's README.md when withReadme, the SVG charts when
// withCharts, and with pngDir the charts as PNG there too. Nothing is
// written when a file cannot be read or charted.
func report(root string, withCharts, withReadme bool, pngDir string, family familyFunc, warn io.Writer) error {
	cpus, err := load(root, warn)
	if err != nil {
		return err
	}
	var files []chartFile
	var drawn []string
	if withCharts || pngDir != "" {
		if files, err = charts(cpus, family); err != nil {
			return err
		}
		for _, f := range files {
			drawn = append(drawn, f.name)
		}
	}
	if withCharts {
		for _, f := range files {
			if err := f.fig.save(filepath.Join(root, filepath.FromSlash(f.name)), "svg"); err != nil {
				return err
			}
		}
	}
	if pngDir != "" {
		if err := os.MkdirAll(pngDir, 0o777); err != nil {
			return err
		}
		for _, f := range files {
			name := strings.ReplaceAll(strings.TrimSuffix(f.name, ".svg"), "/", "-") + ".png"
			if err := f.fig.save(filepath.Join(pngDir, name), "png"); err != nil {
				return err
			}
		}
	}
	if !withReadme {
		return nil
	}
	if !withCharts {
		drawn = nil
	}
	for _, c := range cpus {
		var buf bytes.Buffer
		renderCPU(&buf, root, c, family, drawn)
		if err := safefile.WriteFile(filepath.Join(root, c.Slug, pageFile), buf.Bytes(), 0o644); err != nil {
			return err
		}
	}
	var buf bytes.Buffer
	render(&buf, root, cpus, family, drawn)
	return safefile.WriteFile(filepath.Join(root, pageFile), buf.Bytes(), 0o644)
}
