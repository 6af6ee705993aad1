package classical

import (
	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/plain"
)

// Impl is the classical implementation of harness.Impl: ray tables and bit
// scans for sliders, math/bits for the set operations (promoted from
// plain.Sets) and tables for the leapers (plain.Leapers). It is zero
// size.
type Impl struct {
	plain.Sets
	plain.Leapers
}

func init() { harness.Register(Impl{}) }

// Name returns "classical".
func (Impl) Name() string { return "classical" }

// Family reports harness.FamilyScan: a bit scan for the first blocker.
func (Impl) Family() harness.Family { return harness.FamilyScan }
