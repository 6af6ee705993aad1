package impltest

import (
	"testing"

	"github.com/bitbench/bitbench/impl/naive"
)

// TestExamplesAgainstReference checks the hand-solved examples against the
// specification itself, so that a slip in one is caught here rather than
// blamed on the technique under test.
func TestExamplesAgainstReference(t *testing.T) { Examples(t, naive.Impl{}) }
