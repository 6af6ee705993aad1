package qbb

import (
	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/plain"
)

// Impl is the QBBEngine line-attack implementation of harness.Impl: the
// nearest blockers on each line found by TZCNT and LZCNT cut two shifted
// line constants, math/bits for the set operations (promoted from
// plain.Sets) and tables for the leapers (plain.Leapers). It is zero size.
type Impl struct {
	plain.Sets
	plain.Leapers
}

func init() { harness.Register(Impl{}) }

// Name returns "qbb".
func (Impl) Name() string { return "qbb" }

// Family reports harness.FamilyArithmetic: blockers found by bit scans, the
// attack set cut out of line constants by shifts.
func (Impl) Family() harness.Family { return harness.FamilyArithmetic }
