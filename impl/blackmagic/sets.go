package blackmagic

import (
	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/plain"
)

// Impl is the black-magic implementation of harness.Impl, registered as
// "blackmagic": fixed-shift black magic lookups in one shared table for
// sliders; set algebra with math/bits and leaper tables, shared with the other
// slider techniques (impl/internal/plain).
type Impl struct {
	plain.Sets
	plain.Leapers
}

// Name returns "blackmagic".
func (Impl) Name() string { return "blackmagic" }

// Family reports harness.FamilyHash: a hash of the relevant occupancy.
func (Impl) Family() harness.Family { return harness.FamilyHash }
