package hq

import (
	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/mathbits"
)

// Impl is the Hyperbola Quintessence implementation of harness.Impl:
// subtraction and byte reversal on line masks for files and diagonals, a
// first-rank table for ranks, math/bits for the set operations (promoted
// from mathbits.Sets) and tables for the leapers (mathbits.Leapers). It is
// zero size.
type Impl struct {
	mathbits.Sets
	mathbits.Leapers
}

func init() { harness.Register(Impl{}) }

// Name returns "hq".
func (Impl) Name() string { return "hq" }

// Family reports harness.FamilyArithmetic: blockers found by subtraction.
func (Impl) Family() harness.Family { return harness.FamilyArithmetic }
