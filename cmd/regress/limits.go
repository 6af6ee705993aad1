package main

import (
	"context"
	"fmt"

	"github.com/bitbench/bitbench/impl/pext"
	"github.com/bitbench/bitbench/internal/gate"
	"github.com/bitbench/bitbench/internal/results"
)

// Ranges of regress's numeric flags (docs/limits.md). They keep every
// allocation and every run count the gate makes small: -layout-rounds
// 9000000000000000000 once reached gate.MinP and panicked.
const (
	maxRounds         = 500  // -rounds
	maxMaxRounds      = 1000 // -max-rounds
	maxLayoutRounds   = 100  // -layout-rounds, -layout-recheck
	maxLayoutVariants = 16   // -layout-variants: a build each
	maxSeqGroups      = 1000 // -seq-groups
)

// envError is pext.EnvError: a bad BITBENCH_PEXT, which every test binary
// refuses. Tests replace it.
var envError = pext.EnvError

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
