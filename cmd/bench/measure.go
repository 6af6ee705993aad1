package main

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/bitbench/bitbench/internal/cpulist"
	"github.com/bitbench/bitbench/internal/ranking"
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
	failed := func(err error) error {
		partial.Close()
		if out.Len() == 0 || o.quick {
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
	if len(p.pins) > 0 {
		fmt.Fprintf(stderr, "bench: single-threaded launches pinned to CPUs %s, each row to them by turns\n", cpulist.Format(p.pins))
	}
	fmt.Fprintf(stderr, "bench: measuring for %s (the engine's rounds, each launch a fresh copy of the test binary)\n", o.budget)
	if err := stream(ctx, engineArgs(o, bin, p.pins), io.MultiWriter(&out, partial), stderr, start, e.now); err != nil {
		return failed(err)
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
	if why := incomplete(data, partial.Name()); why != "" {
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
		// The results file is written: a .partial file someone removed
		// meanwhile is no failure.
		if rerr := os.Remove(partial.Name()); rerr != nil && !errors.Is(rerr, fs.ErrNotExist) {
			err = rerr
		}
		fmt.Fprintf(stderr, "bench: wrote %s\n", file)
	}
	if err != nil && !o.quick {
		err = fmt.Errorf("%w; the output is kept in %s", err, partial.Name())
	}
	if err != nil {
		return err
	}

	set, err := results.Read(bytes.NewReader(data), file)
	if err != nil {
		return err
	}
	results.Warn(stderr, "bench", set.Warnings)
	marks, err := results.ReadMarks(set.Config)
	if err != nil {
		return fmt.Errorf("%s: %w", file, err)
	}
	ranking.ByReference(set) // the figures the engine made firm: by ratio to the reference
	fmt.Fprintln(stdout)
	printRanking(stdout, set, marks.Rows)
	printRunNotes(stdout, set, marks)
	fmt.Fprintf(stdout, "\nSummary (%s): %s\n", p.slug, results.Summarize(set).Paragraph())
	fmt.Fprintf(stdout, "\nEvery row, side by side: go tool benchstat -col /impl %s\n", file)
	fmt.Fprintf(stderr, "bench: done in %s\n", e.now().Sub(start).Round(time.Second))
	return nil
}

// engineArgs returns the command line of the run: the test binary's
// measuring engine (internal/enginerun) with the run's settings. The engine
// launches fresh copies of bin itself, pinning the single-threaded ones to
// pins by turns (none: unpinned).
func engineArgs(o options, bin string, pins []int) []string {
	argv := []string{bin, "-bench.engine", "-bench.budget", o.budget.String(), "-bench.slice", o.slice.String(),
		"-bench.estimator", o.estimator, "-bench.pin", cpulist.FormatFlag(pins), "-bench.seed", strconv.Itoa(o.seed)}
	if o.bench != "" && o.bench != "." {
		argv = append(argv, "-bench.select", o.bench)
	}
	if o.quick {
		argv = append(argv, "-bench.quick")
	}
	return argv
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
	lines := 0
	for sc.Scan() {
		lines++
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
	case refused(err, lines):
		return usageError{errors.New("the measuring engine refused the run's settings (its reason is above); nothing was measured")}
	case err != nil:
		return fmt.Errorf("benchmark run failed (%v); see the output above", err)
	case werr != nil:
		return werr
	}
	return sc.Err()
}

// refused reports whether the engine's run ended as the engine ends one it
// refuses: exit status 2 (enginerun.IsUsage) before any line of output.
func refused(err error, lines int) bool {
	var ee *exec.ExitError
	return lines == 0 && errors.As(err, &ee) && ee.ExitCode() == 2
}

// incomplete returns why the run's output data is not a results file: it
// holds no benchmark result, or the engine's closing lines are missing (the
// run stopped before its end); "" when it is complete.
func incomplete(data []byte, name string) string {
	set, err := results.Read(strings.NewReader(string(data)), name)
	if err != nil {
		return err.Error()
	}
	if len(set.Rows) == 0 {
		return "no benchmark results"
	}
	if _, ok := set.Config["rounds"]; !ok {
		return "the engine's closing lines (rounds:, launches:, noise-floor:) are missing"
	}
	return ""
}
