package switches

import (
	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/plain"
)

// Impl is the generated straight-line implementation of harness.Impl,
// registered as "switches": one function per square and piece, each ray a
// branch-free chain of selects over its squares; set algebra with math/bits and leaper tables,
// shared with the other slider techniques (impl/internal/plain).
type Impl struct {
	plain.Sets
	plain.Leapers
}

func init() { harness.Register(Impl{}) }

// Name returns "switches".
func (Impl) Name() string { return "switches" }

// Family reports harness.FamilyScan: each ray is walked square by square
// until its first blocker, with the walk written out.
func (Impl) Family() harness.Family { return harness.FamilyScan }
