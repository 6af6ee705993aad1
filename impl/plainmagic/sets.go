package plainmagic

import (
	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/plain"
)

// Impl is the plain-magic implementation of harness.Impl, registered as
// "plainmagic": fixed-shift magic lookups for sliders; set algebra with
// math/bits and leaper tables, shared with the other slider techniques
// (impl/internal/plain).
type Impl struct {
	plain.Sets
	plain.Leapers
}

// Name returns "plainmagic".
func (Impl) Name() string { return "plainmagic" }

// Family reports harness.FamilyHash: a perfect hash of the relevant occupancy.
func (Impl) Family() harness.Family { return harness.FamilyHash }
