package main

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"

	"github.com/bitbench/bitbench/internal/cpulist"
	"github.com/bitbench/bitbench/internal/results"
	"github.com/bitbench/bitbench/internal/testbin"
)

// checkRoot returns an error unless the working directory is the root of
// the module, where the test binary and go tool benchstat must run.
func checkRoot() error {
	gomod, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil {
		return fmt.Errorf("go env GOMOD: %v", err)
	}
	mod := strings.TrimSpace(string(gomod))
	if mod == "" || mod == os.DevNull {
		return usageError{errors.New("not inside a Go module; run from the bitbench module root")}
	}
	root, err := os.Stat(filepath.Dir(mod))
	if err != nil {
		return err
	}
	wd, err := os.Stat(".")
	if err != nil || !os.SameFile(root, wd) {
		return usageError{fmt.Errorf("run from the module root (%s), as make does", filepath.Dir(mod))}
	}
	return nil
}

// prepared is a checked run: where its output goes.
type prepared struct {
	slug, dir, name string // results folder and file name; dir is "" with -quick
	commit          string
	build           testbin.Spec
	pins            []int // the CPUs of the single-threaded launches; none: unpinned
}

// prepare does every check that can fail on the command line, the
// environment or the results folder, before anything is built.
func prepare(o options, e env) (prepared, error) {
	var p prepared
	if err := e.envError(); err != nil {
		return p, usageError{err}
	}
	if err := e.checkRoot(); err != nil {
		return p, err
	}
	var err error
	if p.build, err = testbin.Resolve(o.build, o.profile, e.arch); err != nil {
		return p, usageError{err}
	}
	if err := p.build.CheckCPU(e.level()); err != nil {
		return p, usageError{err}
	}
	if p.pins, err = pinCPUs(o, e); err != nil {
		return p, usageError{err}
	}
	id := e.detect()
	if o.quick {
		p.slug = o.slug
		if p.slug == "" {
			p.slug = id.Slug() // a label only: nothing is written
		}
	} else {
		if len(e.lines(id)) == 0 {
			return p, usageError{errors.New("this build cannot record the CPU's identity (harness/cpuid gives no configuration lines), so its file could not be told apart from another CPU's; use -quick")}
		}
		if err := checkResultsRoot(o.root); err != nil {
			return p, usageError{err}
		}
		if p.dir, err = results.Folder(o.root, o.slug, id); err != nil {
			if o.slug == "" && (errors.Is(err, results.ErrOtherCPU) || errors.Is(err, results.ErrUnknownIdentity)) {
				err = fmt.Errorf("%w (-cpu-slug names another folder)", err)
			}
			return p, usageError{err}
		}
		if err := results.CheckDir(p.dir); err != nil {
			return p, usageError{err}
		}
		p.slug = filepath.Base(p.dir)
	}
	if p.commit, err = commit(o, e); err != nil {
		return p, err
	}
	if p.name, err = results.BuildFileName(e.now(), p.commit, p.build.Name); err != nil {
		return p, usageError{err}
	}
	return p, nil
}

// checkResultsRoot returns an error naming -results when root exists and
// is not a directory (a file, a FIFO, a link loop); a root that does not
// exist yet is created with the run's folder.
func checkResultsRoot(root string) error {
	fi, err := os.Stat(root)
	switch {
	case errors.Is(err, os.ErrNotExist):
		return nil
	case err != nil:
		return fmt.Errorf("-results %s: %w", root, err)
	case !fi.IsDir():
		return fmt.Errorf("-results %s: not a directory", root)
	}
	return nil
}

// pinCPUs returns the CPUs to pin the single-threaded launches to, by
// turns, or none. -pin -1 is none; -pin's CPUs must be ones this process
// may use, and pinning must be possible (Linux with taskset); without -pin,
// every allowed CPU when pinning is possible, else none.
func pinCPUs(o options, e env) ([]int, error) {
	if o.pin == cpulist.None {
		return nil, nil
	}
	if !e.taskset {
		if o.pin != "" {
			return nil, fmt.Errorf("-pin %s: pinning needs Linux and the taskset command; pass -pin -1", o.pin)
		}
		return nil, nil
	}
	cpus, err := e.allowed()
	if err != nil || len(cpus) == 0 {
		if o.pin != "" {
			return nil, fmt.Errorf("-pin %s: cannot read the CPUs this process may use (%v); pass -pin -1", o.pin, err)
		}
		return nil, nil
	}
	if o.pin == "" {
		return cpus, nil
	}
	want, err := cpulist.ParseFlag(o.pin)
	if err != nil {
		return nil, fmt.Errorf("-pin: %w", err)
	}
	for _, c := range want {
		if !slices.Contains(cpus, c) {
			return nil, fmt.Errorf("-pin %s: CPU %d is not one this process may use (allowed: %s)", o.pin, c, cpulist.Format(cpus))
		}
	}
	return want, nil
}

// commit returns -commit, or the stamp of the working tree (internal/stamp).
// A -commit that cannot name a results file (results.CheckCommit: "abc def",
// or "abc1234-v3", which names a build) is a usageError: the commit is
// baked into the binary, and scripts/run-bench-binary.sh names its file
// from it.
func commit(o options, e env) (string, error) {
	if o.commit != "" {
		if err := results.CheckCommit(o.commit); err != nil {
			return "", usageError{fmt.Errorf("-commit: %w", err)}
		}
		return o.commit, nil
	}
	c, err := e.gitCommit()
	if err != nil {
		return "", usageError{fmt.Errorf("cannot find the commit (%v); pass -commit", err)}
	}
	return c, nil
}
