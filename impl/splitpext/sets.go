package splitpext

import (
	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/plain"
)

// Impl is the split-PEXT implementation of harness.Impl, registered as
// "splitpext": one PEXT per file or diagonal into a 64-entry table, the rank
// by a shift; set algebra with math/bits and leaper tables, shared with the
// other slider techniques (impl/internal/plain).
type Impl struct {
	plain.Sets
	plain.Leapers
}

// Name returns "splitpext".
func (Impl) Name() string { return "splitpext" }

// Family reports harness.FamilyTable: each line's occupancy is gathered
// exactly (by PEXT, or a shift for the rank), without a hash.
func (Impl) Family() harness.Family { return harness.FamilyTable }

// Path returns the extract path the lookups take and why, in the form of
// impl/pext's Path: "bmi2 (fast on zen4)", "soft (microcoded on zen2)",
// "soft (purego build)", "soft (forced by BITBENCH_PEXT=soft)". The path is
// impl/pext's at start-up (its CPU policy and the environment variable
// BITBENCH_PEXT); pext.SetMode later does not change it.
func Path() string { return path }

// Path is the package's Path, as a method: the optional capability that
// prints a configuration line at the head of a benchmark run.
func (Impl) Path() string { return Path() }
