package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/bitbench/bitbench/internal/gate"
	"github.com/bitbench/bitbench/internal/results"
	"github.com/bitbench/bitbench/internal/safefile"
	"github.com/bitbench/bitbench/internal/testbin"
)

// A side is one test binary and the outputs of its runs.
type side struct {
	label string       // "old" or "new"
	name  string       // for messages: "base 0123456789ab", "working tree"
	dir   string       // package directory the binary runs in (for testdata/)
	bin   string       // path of the test binary; "" when the package has no tests
	fresh bool         // run every launch from a fresh copy of bin (-fresh-copies)
	out   bytes.Buffer // concatenated benchmark output
}

// funcAlign is the function alignment of every binary the gate builds,
// on top of the build settings every builder of the test binary shares
// (internal/testbin: GOAMD64, -pgo=off).
//
// -ldflags=-funcalign=64 starts every function on a 64-byte boundary
// (amd64's default is 32). A tight loop's speed depends on where it falls
// in the cache lines and 32-byte fetch windows, and with 32-byte alignment
// a change anywhere before a function in the binary moves it between the
// two halves of a line: measured here, BenchmarkSet's op=shift rows ran
// 15–27% slower from that alone when the benchmark loops moved package.
// With 64-byte alignment a function's place in its cache lines depends on
// its own code only, so an unchanged function keeps its speed; what
// remains of layout noise (4 KiB aliasing, branch predictor indexing) is
// what the layout A/A measures. Both sides are built alike, so the
// comparison stays fair; the committed results files (cmd/bench) use the
// default alignment.
//
// The binaries are built with -trimpath too, which drops the directory
// from the build, so that the base, built in a fresh temporary worktree on
// every run, reuses the build cache.
const funcAlign = 64

// trimpath is whether build adds -trimpath (see funcAlign): yes unless it
// is empty. Only this package's tests empty it (TestMain, and -ldflags=-X
// for the binary TestWorkflowExitCodes builds): they build some sixty
// fixture modules of a few lines each, where -trimpath would compile the
// standard library a second time beside the copy every other test binary
// shares: on a build cache holding the rest of make test's, this package's
// tests took 120 CPU seconds with it and 100 without.
var trimpath = "yes"

// build compiles the test binary of the package in s.dir into tmp as the
// build spec. A package without test files leaves s.bin empty.
func (s *side) build(ctx context.Context, tmp string, spec testbin.Spec) error {
	bin := filepath.Join(tmp, s.label+".test")
	var log bytes.Buffer
	b := s.binary(bin, spec)
	if err := b.Build(ctx, &log); err != nil {
		return fmt.Errorf("building the %s test binary in %s: %w\n%s", s.label, s.dir, err, tail(log.String(), 2000))
	}
	if _, err := os.Stat(bin); err == nil {
		s.bin = bin
	}
	return nil
}

// binary returns how build compiles the package in s.dir into out.
func (s *side) binary(out string, spec testbin.Spec) testbin.Binary {
	return testbin.Binary{Spec: spec, Out: out, Dir: s.dir, FuncAlign: funcAlign, Trimpath: trimpath != ""}
}

// check runs the correctness tests matching pattern; their failure is a
// failure of the new tree.
func (s *side) check(ctx context.Context, pattern string, log io.Writer) error {
	if pattern == "" {
		fmt.Fprintln(log, "regress: warning: -check is empty, correctness tests skipped")
		return nil
	}
	if s.bin == "" {
		return &failure{fmt.Errorf("the %s tree has no tests in %s, so -check %q cannot run", s.label, s.dir, pattern)}
	}
	fmt.Fprintf(log, "regress: correctness: running tests %q of the %s tree\n", pattern, s.label)
	if _, err := s.exec(ctx, io.Discard, "-test.run", pattern, "-test.count", "1"); err != nil {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		return &failure{fmt.Errorf("correctness tests failed, no timing done: %w", err)}
	}
	return nil
}

// benchOnce runs the benchmarks matching pattern count times, appending
// to s.out. A failure of the new tree's benchmarks (a non-zero exit, a
// "--- FAIL" or "panic:" line, a result line without a measurement) is a
// failure, quoted; of the base's, an error.
func (s *side) benchOnce(ctx context.Context, cfg *config, pattern string, count int) error {
	return s.benchTo(ctx, cfg, &s.out, pattern, count, cfg.benchtime)
}

// benchTo is benchOnce at benchtime, the output going to w.
func (s *side) benchTo(ctx context.Context, cfg *config, w io.Writer, pattern string, count int, benchtime string) error {
	if s.bin == "" {
		return nil
	}
	args := []string{"-test.run", "^$", "-test.bench", pattern, "-test.count", strconv.Itoa(count), "-test.benchtime", benchtime}
	if cfg.benchmem {
		args = append(args, "-test.benchmem")
	}
	args = append(args, cfg.testArgs...)
	out, err := s.exec(ctx, w, args...)
	if ctx.Err() != nil {
		return ctx.Err()
	}
	// The output is searched even when the exit status is 0: a benchmark
	// that panicked can exit 0 (see unmeasured).
	quote := out.failures()
	if quote == "" && err == nil {
		return nil
	}
	if quote == "" {
		quote = err.Error()
	}
	first, rest, _ := strings.Cut(quote, "\n")
	err = fmt.Errorf("benchmarks of the %s fail: %s\n%s", s.name, first, rest)
	if s.label == "new" {
		return &failure{err}
	}
	return err
}

// results reads a side's output and prints its warnings. A side with no
// matching benchmark gives an empty set when allowEmpty (a base that
// predates the benchmarks), an error otherwise.
func (s *side) results(source string, allowEmpty bool, log io.Writer) (*gate.Set, error) {
	set, err := results.Read(bytes.NewReader(s.out.Bytes()), source)
	if errors.Is(err, results.ErrNoResults) && allowEmpty {
		fmt.Fprintf(log, "regress: warning: %s: no benchmark matches -bench; every new benchmark is reported as new\n", source)
		return &gate.Set{Source: source, Config: map[string]string{}}, nil
	}
	if errors.Is(err, results.ErrNoResults) {
		return nil, fmt.Errorf("%w (is -bench right?)", err)
	}
	if err != nil {
		return nil, err
	}
	printWarnings(set, log)
	return set, err
}

// save writes the side's raw output to dir/<label>.txt (-save), through a
// temporary file renamed into place: a failed write leaves an old file as
// it was. checkSave has made dir.
func (s *side) save(dir string) error {
	if dir == "" {
		return nil
	}
	return safefile.WriteFile(filepath.Join(dir, s.label+".txt"), s.out.Bytes(), 0o644)
}
