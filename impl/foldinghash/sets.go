package foldinghash

import (
	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/plain"
)

// Impl is the folding-hash implementation of harness.Impl, registered as
// "foldinghash": one 32-bit multiplicative hash per line; set algebra with
// math/bits and leaper tables, shared with the other slider techniques
// (impl/internal/plain).
type Impl struct {
	plain.Sets
	plain.Leapers
}

// Name returns "foldinghash".
func (Impl) Name() string { return "foldinghash" }

// Family reports harness.FamilyHash: a multiplicative hash of the relevant
// occupancy indexes the table.
func (Impl) Family() harness.Family { return harness.FamilyHash }
