package sissy

import (
	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/plain"
)

// Impl is the SISSY implementation of harness.Impl, registered as "sissy":
// eight rank-indexed superset lookups intersected per slider; set algebra
// with math/bits and leaper tables, shared with the other slider techniques
// (impl/internal/plain).
type Impl struct {
	plain.Sets
	plain.Leapers
}

// Name returns "sissy".
func (Impl) Name() string { return "sissy" }

// Family reports harness.FamilyTable: lookups indexed by a rank's
// occupancy byte, gathered without a hash.
func (Impl) Family() harness.Family { return harness.FamilyTable }
