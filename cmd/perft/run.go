package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/harness/epd"
	"github.com/bitbench/bitbench/harness/position"
)

// Exit statuses.
const (
	exitOK    = 0 // everything checked passed
	exitFail  = 1 // a wrong count, a malformed line, a disagreement, an I/O error
	exitUsage = 2 // the command line is wrong
)

// run is the whole command: it parses args, does the work, writes results to
// stdout and diagnostics to stderr, and returns the exit status.
func run(args []string, stdout, stderr io.Writer) int {
	o, err := parseArgs(args, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return exitOK // -h: the usage text, already written, was asked for
	}
	if err != nil {
		if !errors.Is(err, errReported) {
			fmt.Fprintf(stderr, "perft: %v\n", strings.TrimPrefix(err.Error(), errUsage.Error()+": "))
		}
		return exitUsage
	}
	if o.fen != "" {
		return runFEN(o, stdout, stderr)
	}
	f, err := os.Open(o.suite)
	if err != nil {
		fmt.Fprintf(stderr, "perft: %v\n", err)
		return exitFail
	}
	defer f.Close()
	entries, errs := epd.Parse(f)
	return runSuite(o, entries, errs, stdout, stderr)
}

// count returns perft(depth) of p with impl, split across GOMAXPROCS
// goroutines when parallel is set. A panic in the move generator (a bug in
// the implementation under test) becomes an error, so that a suite run
// reports it against its position and goes on; a panic inside the worker
// goroutines of a parallel count cannot be caught and ends the program.
func count(p *position.Position, impl harness.Impl, depth int, parallel bool) (n uint64, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v", r)
		}
	}()
	if parallel {
		return position.PerftParallel(p, impl, depth, 0), nil // 0: GOMAXPROCS workers
	}
	return position.Perft(p, impl, depth), nil
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
// with one. An implementation that panics, or implementations that
// disagree, make it exit 1.
func runFEN(o options, stdout, stderr io.Writer) int {
	p, err := position.ParseFEN(o.fen)
	if err != nil {
		fmt.Fprintf(stderr, "perft: -fen: %v\n", err)
		return exitUsage
	}
	if o.divide {
		start := time.Now()
		entries := position.Divide(p, o.impls[0], o.depth) // sorted by move
		elapsed := time.Since(start)
		var total uint64
		for _, e := range entries {
			fmt.Fprintf(stdout, "%s: %d\n", e.Move, e.Nodes)
			total += e.Nodes
		}
		fmt.Fprintf(stdout, "\n%d moves, %d nodes\n", len(entries), total)
		fmt.Fprintf(stderr, "%s: %s\n", o.impls[0].Name(), rate(total, elapsed))
		return exitOK
	}
	status := exitOK
	var first uint64
	have := false
	for _, impl := range o.impls {
		q := *p // a copy per implementation: a panicking count may leave it half-made
		start := time.Now()
		n, err := count(&q, impl, o.depth, o.parallel)
		elapsed := time.Since(start)
		if err != nil {
			fmt.Fprintf(stdout, "%s: perft(%d): %v\n", impl.Name(), o.depth, err)
			status = exitFail
			continue
		}
		fmt.Fprintf(stdout, "%s: perft(%d) = %d\n", impl.Name(), o.depth, n)
		fmt.Fprintf(stderr, "%s: %s\n", impl.Name(), rate(n, elapsed))
		if !have {
			first, have = n, true
		} else if n != first {
			status = exitFail
		}
	}
	if status != exitOK {
		fmt.Fprintf(stdout, "MISMATCH: implementations disagree or failed\n")
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
			if (o.depth < 0 || c.Depth <= o.depth) && (o.maxNodes == 0 || c.Nodes <= o.maxNodes) {
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
			t.skipped++
			continue
		}
		ok := true
		for k, impl := range o.impls {
			q := *p
			for _, c := range checks {
				t0 := time.Now()
				got, err := count(&q, impl, c.Depth, o.parallel)
				spent[k] += time.Since(t0)
				nodes[k] += got
				if err != nil {
					fmt.Fprintf(stdout, "FAIL line %d: depth %d: expected %d, %v (impl %s): %s\n",
						e.Line, c.Depth, c.Nodes, err, impl.Name(), e.FEN)
					ok = false
					break
				}
				if got != c.Nodes {
					fmt.Fprintf(stdout, "FAIL line %d: depth %d: expected %d, got %d (impl %s): %s\n",
						e.Line, c.Depth, c.Nodes, got, impl.Name(), e.FEN)
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
		return exitFail
	}
	return exitOK
}
