package kindergarten

import (
	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/plain"
)

// Impl is the kindergarten implementation of harness.Impl, registered as
// "kindergarten": line lookups for sliders; set algebra with math/bits and
// leaper tables, shared with the other slider techniques
// (impl/internal/plain).
type Impl struct {
	plain.Sets
	plain.Leapers
}

// Name returns "kindergarten".
func (Impl) Name() string { return "kindergarten" }

// Family reports harness.FamilyTable: a lookup per line, indexed by the
// line's occupancy.
func (Impl) Family() harness.Family { return harness.FamilyTable }
