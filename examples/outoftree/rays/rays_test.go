package rays_test

import (
	"testing"

	"example.com/outoftree/rays"
	"github.com/bitbench/bitbench/conformance"
)

// TestConformance proves the technique with bitbench's kit: 54 properties,
// the exhaustive slider check and a perft smoke test. conformance.Test
// returns every failure, each with its counterexample drawn.
func TestConformance(t *testing.T) {
	if err := conformance.Test(rays.Impl{}); err != nil {
		t.Fatal(err)
	}
}
