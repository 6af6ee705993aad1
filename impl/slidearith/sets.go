package slidearith

import (
	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/plain"
)

// Impl is the Slide Arithmetic implementation of harness.Impl: one BZHI and
// BLSMSK formula per line mask, math/bits for the set operations (promoted
// from plain.Sets) and tables for the leapers (plain.Leapers). It is zero
// size.
type Impl struct {
	plain.Sets
	plain.Leapers
}

func init() { harness.Register(Impl{}) }

// Name returns "slidearith".
func (Impl) Name() string { return "slidearith" }

// Family reports harness.FamilyArithmetic: the attack set is computed from
// the line's occupancy by two's complement arithmetic.
func (Impl) Family() harness.Family { return harness.FamilyArithmetic }
