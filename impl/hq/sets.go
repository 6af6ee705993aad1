package hq

import (
	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/plain"
)

// Impl is the Hyperbola Quintessence implementation of harness.Impl:
// subtraction and byte reversal on line masks for files and diagonals, a
// first-rank table for ranks, math/bits for the set operations (promoted
// from plain.Sets) and tables for the leapers (plain.Leapers). It is
// zero size.
type Impl struct {
	plain.Sets
	plain.Leapers
}

func init() { harness.Register(Impl{}) }

// Name returns "hq".
func (Impl) Name() string { return "hq" }

// Family reports harness.FamilyArithmetic: blockers found by subtraction.
func (Impl) Family() harness.Family { return harness.FamilyArithmetic }
