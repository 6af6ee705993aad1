package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/bitbench/bitbench/chess/epd"
	"github.com/bitbench/bitbench/chess/position"
	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/pext"
	"github.com/bitbench/bitbench/internal/cli"
	"github.com/bitbench/bitbench/internal/safefile"
)

// Exit statuses (internal/cli): cli.ExitOK when everything checked passed;
// cli.ExitFail for a wrong count, a malformed line, a disagreement, an I/O
// error; cli.ExitUsage when the command line is wrong.

// envError is the problem with the environment found at start-up, nil when
// there is none; tests replace it.
var envError = pext.EnvError

// run is the whole command: it parses args, does the work, writes results to
// stdout and diagnostics to stderr, and returns the exit status.
func run(args []string, stdout, stderr io.Writer) int {
	if err := envError(); err != nil {
		fmt.Fprintf(stderr, "perft: %v\nperft: stopping: set %s to a valid value or unset it\n", err, pext.EnvVar)
		return cli.ExitUsage
	}
	o, err := parseArgs(args, stdout, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return cli.ExitOK // -h: the usage text, already written, was asked for
	}
	if err != nil {
		if !errors.Is(err, errReported) {
			fmt.Fprintf(stderr, "perft: %v\n", strings.TrimPrefix(err.Error(), errUsage.Error()+": "))
		}
		return cli.ExitUsage
	}
	if o.fenMode {
		return runFEN(o, stdout, stderr)
	}
	entries, errs, err := readSuite(o.suite)
	if err != nil {
		fmt.Fprintf(stderr, "perft: %v\n", err)
		return cli.ExitFail
	}
	return runSuite(o, entries, errs, stdout, stderr)
}

// readSuite opens and parses the suite file. A file that cannot be opened,
// or anything but a regular file of at most maxSuiteBytes (safefile.Open),
// is an error naming the flag and the path.
func readSuite(name string) ([]epd.Entry, []error, error) {
	f, err := safefile.Open("-suite", name, maxSuiteBytes)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	lr := &io.LimitedReader{R: f, N: maxSuiteBytes + 1}
	entries, errs := epd.Parse(lr)
	if lr.N == 0 {
		return nil, nil, fmt.Errorf("-suite %s: more than %d bytes; a suite is a text file of one line per position", harness.Excerpt(name), maxSuiteBytes)
	}
	return entries, errs, nil
}

// panicError is a panic recovered from a count: a bug in the implementation
// under test, or in the move generator, never a wrong count.
type panicError struct{ value any }

func (e panicError) Error() string { return fmt.Sprint(e.value) }

// count returns perft(depth) of p with impl, split across GOMAXPROCS
// goroutines when parallel is set. A panic in the move generator or the
// implementation, in this goroutine or a parallel worker, becomes a
// panicError, so that the run can report it against its implementation and
// position and go on.
func count(p *position.Position, impl harness.Impl, depth int, parallel bool) (n uint64, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = panicError{r}
		}
	}()
	if parallel {
		return position.PerftParallel(p, impl, depth, 0), nil // 0: GOMAXPROCS workers
	}
	return position.Perft(p, impl, depth), nil
}

// divide is position.Divide with a panic returned as a panicError.
func divide(p *position.Position, impl harness.Impl, depth int) (entries []position.DivideEntry, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = panicError{r}
		}
	}()
	return position.Divide(p, impl, depth), nil
}

// rate formats nodes searched in elapsed as "N nodes in 1.23s, 4.56 Mnodes/s".
func rate(nodes uint64, elapsed time.Duration) string {
	s := elapsed.Seconds()
	if s <= 0 {
		return fmt.Sprintf("%d nodes in %v", nodes, elapsed)
	}
	return fmt.Sprintf("%d nodes in %.2fs, %.2f Mnodes/s", nodes, s, float64(nodes)/s/1e6)
}

// runFEN counts one position with every chosen implementation, or divides it
// with one. An implementation that panics (a PANIC line naming it and the
// position) or implementations that disagree (MISMATCH) make it exit 1.
func runFEN(o options, stdout, stderr io.Writer) int {
	p, err := position.ParseFEN(o.fen)
	if err != nil {
		fmt.Fprintf(stderr, "perft: -fen: %v\n", err)
		return cli.ExitUsage
	}
	if o.divide {
		start := time.Now()
		entries, err := divide(p, o.impls[0], o.depth) // sorted by move
		if err != nil {
			fmt.Fprintf(stdout, "PANIC: impl %s: divide(%d) of %s: %v\n", o.impls[0].Name(), o.depth, harness.Excerpt(o.fen), err)
			return cli.ExitFail
		}
		elapsed := time.Since(start)
		var total uint64
		for _, e := range entries {
			fmt.Fprintf(stdout, "%s: %d\n", e.Move, e.Nodes)
			total += e.Nodes
		}
		fmt.Fprintf(stdout, "\n%d moves, %d nodes\n", len(entries), total)
		fmt.Fprintf(stderr, "%s: %s\n", o.impls[0].Name(), rate(total, elapsed))
		return cli.ExitOK
	}
	status := cli.ExitOK
	var first uint64
	have, disagree := false, false
	for _, impl := range o.impls {
		q := *p // a copy per implementation: a panicking count may leave it half-made
		start := time.Now()
		n, err := count(&q, impl, o.depth, o.parallel)
		elapsed := time.Since(start)
		if err != nil {
			fmt.Fprintf(stdout, "PANIC: impl %s: perft(%d) of %s: %v\n", impl.Name(), o.depth, harness.Excerpt(o.fen), err)
			status = cli.ExitFail
			continue
		}
		fmt.Fprintf(stdout, "%s: perft(%d) = %d\n", impl.Name(), o.depth, n)
		fmt.Fprintf(stderr, "%s: %s\n", impl.Name(), rate(n, elapsed))
		if !have {
			first, have = n, true
		} else if n != first {
			disagree = true
		}
	}
	if disagree {
		fmt.Fprintf(stdout, "MISMATCH: implementations disagree\n")
		status = cli.ExitFail
	}
	return status
}

// tally is the outcome of a suite run.
type tally struct {
	passed, failed, rejected, skipped, malformed int
}

// String formats the final line: "N passed, M failed", then the other
// counts when they are not zero.
func (t tally) String() string {
	s := fmt.Sprintf("%d passed, %d failed", t.passed, t.failed)
	for _, x := range []struct {
		n    int
		what string
	}{{t.rejected, "rejected"}, {t.skipped, "skipped"}, {t.malformed, "malformed"}} {
		if x.n != 0 {
			s += fmt.Sprintf(", %d %s", x.n, x.what)
		}
	}
	return s
}

// runSuite checks every entry with every chosen implementation and reports
// as the package comment describes. parseErrs are the malformed lines.
func runSuite(o options, entries []epd.Entry, parseErrs []error, stdout, stderr io.Writer) int {
	var t tally
	// Report malformed lines in line order among the results, so that the
	// output reads like the file.
	next := 0
	flushMalformed := func(before int) {
		for ; next < len(parseErrs); next++ {
			var le *epd.LineError
			if before >= 0 && errors.As(parseErrs[next], &le) && le.Line > before {
				return
			}
			fmt.Fprintf(stdout, "MALFORMED %v\n", parseErrs[next])
			t.malformed++
		}
	}

	nodes := make([]uint64, len(o.impls))
	spent := make([]time.Duration, len(o.impls))
	start := time.Now()
	lastProgress := start
	for i, e := range entries {
		flushMalformed(e.Line)
		var checks []epd.Count
		for _, c := range e.Counts {
			if c.Depth <= depthCap(o) && (o.maxNodes == 0 || c.Nodes <= o.maxNodes) {
				checks = append(checks, c)
			}
		}
		p, err := position.ParseFEN(e.FEN)
		if err != nil {
			fmt.Fprintf(stdout, "REJECTED line %d: %v\n", e.Line, err)
			t.rejected++
			continue
		}
		if len(checks) == 0 {
			if o.verbose {
				fmt.Fprintf(stdout, "SKIPPED line %d: %s: %s\n", e.Line, skipReason(o, e.Counts), harness.Excerpt(e.FEN))
			}
			t.skipped++
			continue
		}
		ok := true
		for k, impl := range o.impls {
			q := *p
			for _, c := range checks {
				t0 := time.Now()
				got, over, err := countCapped(&q, impl, c.Depth, o.parallel, c.Nodes)
				spent[k] += time.Since(t0)
				nodes[k] += got
				if err != nil {
					fmt.Fprintf(stdout, "PANIC line %d: depth %d: impl %s: %v: %s\n",
						e.Line, c.Depth, impl.Name(), err, harness.Excerpt(e.FEN))
					ok = false
					break
				}
				if over {
					fmt.Fprintf(stdout, "FAIL line %d: depth %d: expected %d, got more (stopped at %d) (impl %s): %s\n",
						e.Line, c.Depth, c.Nodes, got, impl.Name(), harness.Excerpt(e.FEN))
					ok = false
					break
				}
				if got != c.Nodes {
					fmt.Fprintf(stdout, "FAIL line %d: depth %d: expected %d, got %d (impl %s): %s\n",
						e.Line, c.Depth, c.Nodes, got, impl.Name(), harness.Excerpt(e.FEN))
					ok = false
					break
				}
			}
		}
		if ok {
			t.passed++
		} else {
			t.failed++
		}
		if now := time.Now(); now.Sub(lastProgress) >= o.progressEvery {
			lastProgress = now
			var sum uint64
			for _, n := range nodes {
				sum += n
			}
			fmt.Fprintf(stderr, "progress: %d/%d positions (line %d), %s\n",
				i+1, len(entries), e.Line, rate(sum, now.Sub(start)))
		}
	}
	flushMalformed(-1)

	var sum uint64
	for k, impl := range o.impls {
		fmt.Fprintf(stderr, "%s: %s\n", impl.Name(), rate(nodes[k], spent[k]))
		sum += nodes[k]
	}
	fmt.Fprintf(stderr, "total: %s\n", rate(sum, time.Since(start)))
	fmt.Fprintln(stdout, t)
	if t.failed > 0 || t.malformed > 0 {
		return cli.ExitFail
	}
	if t.passed == 0 && !o.allowEmpty {
		fmt.Fprintf(stderr, "perft: nothing was checked (%v); -allow-empty accepts that\n", t)
		return cli.ExitFail
	}
	return cli.ExitOK
}

// skipReason says why no count of a line is checked: every depth is beyond
// -depth, every count beyond -max-nodes, or each one or the other.
func skipReason(o options, counts []epd.Count) string {
	var byDepth, byNodes bool
	for _, c := range counts {
		if c.Depth > depthCap(o) {
			byDepth = true
		} else {
			byNodes = true
		}
	}
	var d []string
	for _, c := range counts {
		d = append(d, fmt.Sprintf("D%d", c.Depth))
	}
	list := strings.Join(d, " ")
	if o.depth < 0 {
		o.depth = MaxFlagDepth // the cap -depth would have
	}
	switch {
	case byDepth && byNodes:
		return fmt.Sprintf("%s deeper than -depth %d or over -max-nodes %d", list, o.depth, o.maxNodes)
	case byDepth:
		return fmt.Sprintf("%s deeper than -depth %d", list, o.depth)
	default:
		return fmt.Sprintf("%s over -max-nodes %d", list, o.maxNodes)
	}
}
