package main

import (
	"context"
	"fmt"
	"io"

	"github.com/bitbench/bitbench/internal/gate"
	"github.com/bitbench/bitbench/internal/results"
)

// readPair is the mode of two results files: it reads cfg.files, old
// then new, to compare with the command line's options.
func readPair(ctx context.Context, cfg *config, log io.Writer) (*comparison, error) {
	old, err := readFile(ctx, cfg.files[0], log)
	if err != nil {
		return nil, err
	}
	new, err := readFile(ctx, cfg.files[1], log)
	if err != nil {
		return nil, err
	}
	return &comparison{old: old, new: new, opt: cfg.opt}, nil
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

func printWarnings(set *gate.Set, log io.Writer) { results.Warn(log, "regress", set.Warnings) }

// readFileCtx is results.ReadFile that returns ctx's error when ctx is done
// first: opening a FIFO without a writer blocks, and a signal must still
// end the command.
func readFileCtx(ctx context.Context, path string) (*gate.Set, error) {
	type read struct {
		set *gate.Set
		err error
	}
	done := make(chan read, 1)
	go func() {
		set, err := results.ReadFile(path)
		done <- read{set, err}
	}()
	select {
	case r := <-done:
		return r.set, r.err
	case <-ctx.Done():
		return nil, fmt.Errorf("%s: %w", path, ctx.Err())
	}
}
