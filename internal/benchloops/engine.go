package benchloops

// The engine's worker: one launch of the measuring engine runs the rows of
// its plan, one slice each, in the plan's order (internal/enginerun drives
// the launches).

import (
	"bufio"
	"cmp"
	"flag"
	"fmt"
	"io"
	"maps"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/bitbench/bitbench/internal/safefile"
)

// Trees returns the top-level benchmarks the engine measures, in go test's
// order, BenchmarkParallelPerft last; quick is -bench.quick.
func Trees(quick bool) []Tree {
	return []Tree{
		{"RotatedPrerotated", RotatedPrerotated},
		{"Slider", Slider},
		{"Leaper", Leaper},
		{"Set", Set},
		{"TableBytes", TableBytes},
		{"TableBuild", TableBuild},
		{"Perft", func(b *testing.B) { Perft(b, quick) }},
		{"ParallelPerft", func(b *testing.B) { ParallelPerft(b, quick) }},
	}
}

// A Step is one entry of a worker's plan: a row, the GOMAXPROCS it runs
// with (ParallelPerft's rows with more than one), and the CPU its thread
// is pinned to for the slice (-1: none, it runs where the launch may).
type Step struct {
	Row   string
	Procs int
	CPU   int
}

// ReadPlan reads a worker's plan file: one step a line, the row's name, a
// tab and the GOMAXPROCS, then optionally a tab and the CPU to pin the
// step to (a single-thread step only).
func ReadPlan(path string) ([]Step, error) {
	data, err := safefile.ReadFile("-bench.plan", path, 4<<20)
	if err != nil {
		return nil, err
	}
	var steps []Step
	for i, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		s, ok := parseStep(line)
		if !ok {
			return nil, fmt.Errorf("-bench.plan %s:%d: want NAME<tab>PROCS or NAME<tab>1<tab>CPU, got %q", path, i+1, line)
		}
		steps = append(steps, s)
	}
	return steps, nil
}

// parseStep reads one line of a plan; ok is false when it is malformed.
func parseStep(line string) (s Step, ok bool) {
	f := strings.Split(line, "\t")
	if len(f) < 2 || len(f) > 3 || f[0] == "" {
		return Step{}, false
	}
	s = Step{Row: f[0], CPU: -1}
	var err error
	if s.Procs, err = strconv.Atoi(f[1]); err != nil || s.Procs < 1 {
		return Step{}, false
	}
	if len(f) == 3 {
		if s.CPU, err = strconv.Atoi(f[2]); err != nil || s.CPU < 0 || s.Procs != 1 {
			return Step{}, false
		}
	}
	return s, true
}

// Work runs the steps, each for one slice (benchtime slice, testing.Benchmark),
// and writes each result to w as a benchmark line ("Benchmark" + name, with
// "-P" for P > 1 GOMAXPROCS, the iterations and the row's metrics) ending,
// for a step pinned to a CPU, in the CPU as "C engine-cpu", then in the
// slice's wall time, set-up included, as "S engine-s". A step pinned to a
// CPU runs with its thread pinned there (the launch's CPUs restored after
// it); a CPU this process may not run on is an error naming the step,
// before any step runs. A row that skips (its technique is unavailable
// here) is reported to log and left out; a row that fails stops the launch
// with an error naming it.
func Work(steps []Step, quick bool, slice time.Duration, w, log io.Writer) error {
	if err := checkCPUs(steps); err != nil {
		return err
	}
	if err := setBenchtime(slice.String()); err != nil {
		return err
	}
	lists := map[string]map[string]Row{}
	bw := bufio.NewWriter(w)
	defer bw.Flush()
	for _, s := range steps {
		r, err := rowAt(s, quick, lists)
		if err != nil {
			return err
		}
		if err := workStep(bw, log, s, r); err != nil {
			return err
		}
	}
	return nil
}

// checkCPUs returns an error naming the first step pinned to a CPU this
// process may not run on (AllowedCPUs).
func checkCPUs(steps []Step) error {
	allowed, err := AllowedCPUs()
	for i, s := range steps {
		switch {
		case s.CPU < 0:
		case err != nil:
			return fmt.Errorf("bench engine: step %d (%s) is pinned to CPU %d: %w", i+1, s.Row, s.CPU, err)
		case !slices.Contains(allowed, s.CPU):
			return fmt.Errorf("bench engine: step %d (%s) is pinned to CPU %d, not one of this process's CPUs %v", i+1, s.Row, s.CPU, allowed)
		}
	}
	return nil
}

// setBenchtime sets -test.benchtime, which testing.Benchmark reads.
func setBenchtime(v string) error {
	if err := flag.Set("test.benchtime", v); err != nil {
		return fmt.Errorf("bench engine: setting -test.benchtime %s: %w", v, err)
	}
	return nil
}

// rowAt finds step s's row in lists, the rows of each tree listed once
// per GOMAXPROCS (the parallel perft's rows take their worker count from
// it), listing the tree on first use.
func rowAt(s Step, quick bool, lists map[string]map[string]Row) (Row, error) {
	top, _, _ := strings.Cut(s.Row, "/")
	key := top + "-" + strconv.Itoa(s.Procs)
	if lists[key] == nil {
		for _, t := range Trees(quick) {
			if t.Name != top {
				continue
			}
			old := runtime.GOMAXPROCS(s.Procs)
			list, err := Rows([]Tree{t})
			runtime.GOMAXPROCS(old)
			if err != nil {
				return Row{}, err
			}
			lists[key] = map[string]Row{}
			for _, r := range list {
				lists[key][r.Name] = r
			}
		}
	}
	if r, ok := lists[key][s.Row]; ok {
		return r, nil
	}
	return Row{}, fmt.Errorf("bench engine: no benchmark row %s in this binary", s.Row)
}

// workStep runs one slice of row r as step s and writes its line.
func workStep(w *bufio.Writer, log io.Writer, s Step, r Row) error {
	var skipped, failed bool
	var pinErr error
	old := runtime.GOMAXPROCS(s.Procs)
	start := time.Now()
	res := testing.Benchmark(func(b *testing.B) {
		defer func() { skipped, failed = b.Skipped(), b.Failed() }()
		if s.CPU >= 0 {
			restore, err := pinThread(s.CPU)
			if err != nil {
				pinErr = err
				b.FailNow()
			}
			defer func() { pinErr = cmp.Or(pinErr, restore()) }()
		}
		r.Run(b)
	})
	took := time.Since(start)
	runtime.GOMAXPROCS(old)
	switch {
	case pinErr != nil:
		w.Flush()
		return fmt.Errorf("bench engine: Benchmark%s on CPU %d: %w", s.Row, s.CPU, pinErr)
	case failed:
		w.Flush()
		return fmt.Errorf("bench engine: Benchmark%s FAILED (run it alone with go test -run '^$' -bench to see its message)", s.Row)
	case skipped || res.N == 0:
		fmt.Fprintf(log, "bench engine: skipped Benchmark%s: unavailable on this machine or build\n", s.Row)
		return nil
	}
	writeLine(w, s, res)
	fmt.Fprintf(w, "\t%.4f engine-s\n", took.Seconds())
	return w.Flush()
}

// writeLine writes the result of step s as a benchmark line, up to the
// slice's wall time: the name, the iterations, the metrics and the CPU of
// a pinned step.
func writeLine(w *bufio.Writer, s Step, res testing.BenchmarkResult) {
	name := "Benchmark" + s.Row
	if s.Procs > 1 {
		name += "-" + strconv.Itoa(s.Procs)
	}
	fmt.Fprintf(w, "%s\t%d", name, res.N)
	extra := maps.Clone(res.Extra)
	if v, ok := extra["ns/op"]; !ok {
		extra["ns/op"] = float64(res.NsPerOp())
	} else if v == 0 {
		delete(extra, "ns/op")
	}
	for _, unit := range slices.Sorted(maps.Keys(extra)) {
		fmt.Fprintf(w, "\t%s %s", strconv.FormatFloat(extra[unit], 'g', 6, 64), unit)
	}
	if s.CPU >= 0 {
		fmt.Fprintf(w, "\t%d engine-cpu", s.CPU)
	}
}
