package slidercheck

import (
	"testing"

	"github.com/bitbench/bitbench/impl/naive"
)

// TestExamplesAgreeWithNaive runs the hand-checked examples through the
// reference, so that a slip in writing one down shows up here, not as a
// failure blamed on a technique.
func TestExamplesAgreeWithNaive(t *testing.T) {
	CheckExamples(t, Of(naive.Impl{}))
}
