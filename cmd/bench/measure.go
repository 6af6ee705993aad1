package main

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/bitbench/bitbench/internal/benchexpr"
	"github.com/bitbench/bitbench/internal/results"
	"github.com/bitbench/bitbench/internal/testbin"
)

func bench(ctx context.Context, o options, stdout, stderr io.Writer, e env) error {
	start := e.now()
	p, err := prepare(o, e)
	if err != nil {
		return err
	}
	tmp, err := os.MkdirTemp(e.tmpRoot, "bitbench-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)

	// The output streams to a .partial file: in the results folder, or,
	// with -quick, in the temporary folder.
	partialDir := p.dir
	if o.quick {
		partialDir = tmp
	}
	partial, err := results.CreatePartial(partialDir, p.name)
	if err != nil {
		return usageError{err}
	}
	var out bytes.Buffer
	// The run's settings head the file as configuration lines, so that a
	// reader knows how each figure was measured.
	settings := fmt.Sprintf("benchtime: %s\ncount: %d\n", o.benchtime, o.count)
	if _, err := io.WriteString(io.MultiWriter(&out, partial), settings); err != nil {
		partial.Close()
		return err
	}
	failed := func(err error) error {
		partial.Close()
		if out.Len() == len(settings) || o.quick {
			os.Remove(partial.Name())
		} else {
			err = fmt.Errorf("%w; the output so far is kept in %s", err, partial.Name())
		}
		if ctx.Err() != nil {
			err = fmt.Errorf("interrupted: %w", err)
		}
		return err
	}

	bin := filepath.Join(tmp, "bitbench.test")
	fmt.Fprintf(stderr, "bench: building the test binary (commit %s, build %s)\n", p.commit, p.build.Name)
	if err := e.build(ctx, testbin.Binary{Spec: p.build, Out: bin, Commit: p.commit}, stderr); err != nil {
		return failed(err)
	}
	if p.pin >= 0 {
		fmt.Fprintf(stderr, "bench: single-threaded pass pinned to CPU %d\n", p.pin)
	}
	ncpu := runtime.NumCPU()
	launches := passes(o, bin, p.pin, ncpu)
	for i, launch := range launches {
		if len(launches) > 1 {
			fmt.Fprintf(stderr, "bench: launch %d of %d, each from a fresh copy of the test binary\n", i+1, len(launches))
		}
		if err := runLaunch(ctx, launch, bin, io.MultiWriter(&out, partial), stderr, start, e.now); err != nil {
			return failed(err)
		}
	}
	if err := partial.Close(); err != nil {
		return failed(err)
	}

	// The testing package prints "cpu: <model>" where it can tell (x86);
	// elsewhere the file gets this machine's model, or the slug, so that
	// every file has the key that the report names CPUs by.
	data := out.Bytes()
	if !bytes.HasPrefix(data, []byte("cpu: ")) && !bytes.Contains(data, []byte("\ncpu: ")) {
		model, err := results.LocalCPUModel()
		if err != nil {
			model = p.slug
		}
		data = append([]byte("cpu: "+model+"\n"), data...)
	}
	// A run that measured nothing (a -bench that matches nothing), or less
	// than -count asked, never becomes a results file: readers would take
	// it as the newest.
	if why := incomplete(data, partial.Name(), o.count); why != "" && !o.quick {
		return fmt.Errorf("no results file written: %s; the output is kept in %s", why, partial.Name())
	}
	// The file's name says its build; its configuration lines must too.
	if got, err := results.Read(bytes.NewReader(data), p.name); err != nil {
		return failed(err)
	} else if b := results.BuildOf(got.Config); b != p.build.Name {
		return failed(fmt.Errorf("the test binary reports build %s (goamd64 %q, pgo %q), not the %s asked for", b, got.Config["goamd64"], got.Config["pgo"], p.build.Name))
	}
	file := filepath.Join(tmp, p.name)
	if o.quick {
		err = os.WriteFile(file, data, 0o666)
		os.Remove(partial.Name())
	} else if file, err = results.WriteNew(p.dir, p.name, data); err == nil {
		err = os.Remove(partial.Name())
		fmt.Fprintf(stderr, "bench: wrote %s\n", file)
	}
	if err != nil && !o.quick {
		err = fmt.Errorf("%w; the output is kept in %s", err, partial.Name())
	}
	if err != nil {
		return err
	}

	fmt.Fprintln(stdout)
	if err := e.benchstat(ctx, []string{"-col", "/impl", file}, stdout, stderr); err != nil {
		return fmt.Errorf("go tool benchstat: %v", err)
	}
	set, err := results.Read(bytes.NewReader(data), file)
	if err != nil {
		return err
	}
	results.Warn(stderr, "bench", set.Warnings)
	fmt.Fprintf(stdout, "\nSummary (%s, medians of %d run(s) each): %s\n", p.slug, o.count, results.Summarize(set).Paragraph())
	fmt.Fprintf(stderr, "bench: done in %s\n", e.now().Sub(start).Round(time.Second))
	return nil
}

// passes returns the launches of a run of bin, o.launches of them, which
// share o.count repetitions (the first o.count mod o.launches take one
// more): each is its two command lines, every benchmark but the parallel
// perft with -cpu 1, under taskset on CPU pin (when pin ≥ 0); then the
// parallel perft with -cpu 1,ncpu, unpinned. The second pass is left out
// when -bench cannot select the parallel perft. A row's samples so come
// from launches spread over the whole run (runLaunch starts each from a
// fresh copy of bin), not from one stretch of one process.
func passes(o options, bin string, pin, ncpu int) [][][]string {
	n := max(o.launches, 1)
	var launches [][][]string
	for i := range n {
		count := o.count / n
		if i < o.count%n {
			count++
		}
		common := []string{"-test.run", "^$", "-test.count", strconv.Itoa(count), "-test.benchtime", o.benchtime}
		if o.quick {
			common = append(common, "-bench.quick")
		}
		pass1 := append([]string{bin, "-test.bench", o.bench, "-test.skip", "^BenchmarkParallelPerft$", "-test.cpu", "1"}, common...)
		if pin >= 0 {
			pass1 = append([]string{"taskset", "-c", strconv.Itoa(pin)}, pass1...)
		}
		launch := [][]string{pass1}
		if expr := parallelBench(o.bench); expr != "" {
			cpus := "1"
			if ncpu > 1 {
				cpus += "," + strconv.Itoa(ncpu)
			}
			launch = append(launch, append([]string{bin, "-test.bench", expr, "-test.cpu", cpus}, common...))
		}
		launches = append(launches, launch)
	}
	return launches
}

// runLaunch runs the command lines of one launch (see passes) with stream,
// each from a fresh copy of bin (testbin.FreshCopy: where a file's pages
// sit in physical memory lasts as long as the file is cached, and can
// move a row by whole percents), removed after it.
func runLaunch(ctx context.Context, launch [][]string, bin string, out, progress io.Writer, start time.Time, now func() time.Time) error {
	for _, argv := range launch {
		c, err := testbin.FreshCopy(bin)
		if err != nil {
			return fmt.Errorf("a fresh copy of the test binary for the launch: %w", err)
		}
		argv = slices.Clone(argv)
		for i, a := range argv {
			if a == bin {
				argv[i] = c
			}
		}
		err = stream(ctx, argv, out, progress, start, now)
		os.Remove(c)
		if err != nil {
			return err
		}
	}
	return nil
}

// stream runs argv until it ends or ctx is done (then it is killed),
// writing its stdout to out line by line and echoing every line to
// progress with the time since start.
func stream(ctx context.Context, argv []string, out, progress io.Writer, start time.Time, now func() time.Time) error {
	cmd := exec.CommandContext(ctx, argv[0], argv[1:]...)
	// The testing package reports the first sample of every benchmark from
	// its probing run, made at the GOMAXPROCS the binary starts with, under
	// the name of the first -test.cpu value: starting at GOMAXPROCS 1, the
	// value both passes list first, keeps the first "-test.cpu 1" sample
	// single-threaded (a run started at the machine's CPU count once
	// reported the 2-worker parallel perft as the first 1-thread sample).
	cmd.Env = append(os.Environ(), "GOMAXPROCS=1")
	cmd.Stderr = progress
	cmd.WaitDelay = 2 * time.Second // then close the pipes even if a grandchild holds them
	pipe, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	if err := cmd.Start(); err != nil {
		return err
	}
	sc := bufio.NewScanner(pipe)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	var werr error
	for sc.Scan() {
		line := sc.Text()
		if _, err := io.WriteString(out, line+"\n"); err != nil && werr == nil {
			werr = err
		}
		fmt.Fprintf(progress, "[%6s] %s\n", now().Sub(start).Round(time.Second), line)
	}
	err = cmd.Wait()
	switch {
	case ctx.Err() != nil:
		return fmt.Errorf("%v: stopped the benchmark run", ctx.Err())
	case err != nil:
		return fmt.Errorf("benchmark run failed (%v); see the output above", err)
	case werr != nil:
		return werr
	}
	return sc.Err()
}

// parallelName is the top-level benchmark of pass 2.
const parallelName = "BenchmarkParallelPerft"

// parallelBench returns the -bench expression of pass 2: the parallel
// perft rows that expr selects and nothing else (benchexpr.Restrict: each
// alternative whose top level matches BenchmarkParallelPerft, anchored to
// it, its lower levels kept); "" (no second pass) when none does. "." and
// "" select it all.
func parallelBench(expr string) string {
	p, err := benchexpr.Restrict(expr, parallelName)
	if err != nil {
		return ""
	}
	return p
}

// incomplete returns why the run's output data is not a results file: it
// holds no benchmark result, or a benchmark has fewer samples than -count
// asked; "" when it is complete.
func incomplete(data []byte, name string, count int) string {
	set, err := results.Read(strings.NewReader(string(data)), name)
	if err != nil {
		return err.Error()
	}
	for _, r := range set.Rows {
		if r.N < count {
			return fmt.Sprintf("Benchmark%s (%s) has %d of the %d samples asked", r.Name, r.Unit, r.N, count)
		}
	}
	return ""
}
