package main

import (
	"github.com/bitbench/bitbench/impl/pext"
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
