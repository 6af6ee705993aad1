package sbamg

import (
	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/plain"
)

// Impl is the SBAMG implementation of harness.Impl: o^(o−3·cbn) on every
// line, the closest blocker below found by byte swaps on files and
// diagonals and by a bit length on ranks; math/bits for the set operations
// (promoted from plain.Sets) and tables for the leapers (plain.Leapers). It
// is zero size.
type Impl struct {
	plain.Sets
	plain.Leapers
}

func init() { harness.Register(Impl{}) }

// Name returns "sbamg".
func (Impl) Name() string { return "sbamg" }

// Family reports harness.FamilyArithmetic: blockers found by subtraction.
func (Impl) Family() harness.Family { return harness.FamilyArithmetic }
