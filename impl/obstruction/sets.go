package obstruction

import (
	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/plain"
)

// Impl is the Obstruction Difference implementation of harness.Impl: line
// masks split at the slider, a subtraction between the nearest blockers,
// math/bits for the set operations (promoted from plain.Sets) and tables
// for the leapers (plain.Leapers). It is zero size.
type Impl struct {
	plain.Sets
	plain.Leapers
}

func init() { harness.Register(Impl{}) }

// Name returns "obstruction".
func (Impl) Name() string { return "obstruction" }

// Family reports harness.FamilyArithmetic: the span between blockers is a
// difference.
func (Impl) Family() harness.Family { return harness.FamilyArithmetic }
