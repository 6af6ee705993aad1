package bitrotation

import (
	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/plain"
)

// Impl is the bit-rotation implementation of harness.Impl: Hyperbola
// Quintessence with a full 64-bit reversal, so that ranks work like files
// and diagonals; math/bits for the set operations (promoted from
// plain.Sets) and tables for the leapers (plain.Leapers). It is zero size.
type Impl struct {
	plain.Sets
	plain.Leapers
}

func init() { harness.Register(Impl{}) }

// Name returns "bitrotation".
func (Impl) Name() string { return "bitrotation" }

// Family reports harness.FamilyArithmetic: blockers found by subtraction,
// the reverse direction by bit reversal.
func (Impl) Family() harness.Family { return harness.FamilyArithmetic }
