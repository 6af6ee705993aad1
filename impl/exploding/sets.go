package exploding

import (
	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/plain"
)

// Impl is the exploding-bitboards implementation of harness.Impl,
// registered as "exploding": rays grown one square per step by a shift and a
// multiplication; set algebra with math/bits and leaper tables, shared with
// the other slider techniques (impl/internal/plain).
type Impl struct {
	plain.Sets
	plain.Leapers
}

// Name returns "exploding".
func (Impl) Name() string { return "exploding" }

// Family reports harness.FamilyFill: the rays are grown square by square
// from the slider, all directions at once, until blocked.
func (Impl) Family() harness.Family { return harness.FamilyFill }
