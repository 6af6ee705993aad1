package pext

import (
	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/plain"
)

// Impl is the PEXT implementation of harness.Impl, registered as "pext". Its
// slider lookups take the path Path reports: the BMI2 PEXTQ instruction
// where the CPU has it and it is fast (see Decide), the portable loop
// otherwise, or whichever SetMode or BITBENCH_PEXT forced.
type Impl struct{ common }

// Soft is the PEXT implementation with the software PEXT always, registered
// as "pext-soft", so that the property suite covers the portable path on
// every machine. Everything except its slider lookups is shared with Impl.
type Soft struct{ common }

// common holds the methods Impl and Soft share: set algebra with hardware bit
// instructions and table lookups for knight, king and pawn, both from
// impl/internal/plain.
type common struct {
	plain.Sets
	plain.Leapers
}

func init() {
	harness.Register(Impl{})
	harness.Register(Soft{})
	harness.Register(Hard{})
}

// Name returns "pext".
func (Impl) Name() string { return "pext" }

// Family reports harness.FamilyHash: PEXT is a perfect hash of the relevant occupancy.
func (Impl) Family() harness.Family { return harness.FamilyHash }

// Name returns "pext-soft".
func (Soft) Name() string { return "pext-soft" }

// Family reports harness.FamilyHash, as Impl does.
func (Soft) Family() harness.Family { return harness.FamilyHash }
