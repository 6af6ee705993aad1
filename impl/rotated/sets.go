package rotated

import (
	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/plain"
)

// Impl is the rotated-bitboard implementation of harness.Impl, registered
// as "rotated": line lookups in rotated occupancies for sliders; set algebra
// with math/bits and leaper tables, shared with the other slider techniques
// (impl/internal/plain).
type Impl struct {
	plain.Sets
	plain.Leapers
}

// Name returns "rotated".
func (Impl) Name() string { return "rotated" }

// Family reports harness.FamilyTable: a lookup per line, indexed by the
// line's occupancy.
func (Impl) Family() harness.Family { return harness.FamilyTable }
