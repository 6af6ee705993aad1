package leorik

import (
	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/plain"
)

// Impl is the Leorik implementation of harness.Impl: per line, the squares
// up to the nearest blocker above (a BLSMSK smear) XOR the squares below the
// nearest blocker below (an LZCNT smear), math/bits for the set operations
// (promoted from plain.Sets) and tables for the leapers (plain.Leapers). It
// is zero size.
type Impl struct {
	plain.Sets
	plain.Leapers
}

func init() { harness.Register(Impl{}) }

// Name returns "leorik".
func (Impl) Name() string { return "leorik" }

// Family reports harness.FamilyArithmetic: blockers isolated by two's
// complement arithmetic and a bit scan.
func (Impl) Family() harness.Family { return harness.FamilyArithmetic }
