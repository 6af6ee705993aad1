package main

import (
	"testing"

	"github.com/bitbench/bitbench/impl/internal/magicsearch"
)

// TestReproducible regenerates the magics with the default seed and
// requires the checked-in magics_gen.go byte for byte.
func TestReproducible(t *testing.T) {
	magicsearch.CheckReproducible(t, Generate, DefaultSeed, "../../magics_gen.go", "make plainmagics")
}
