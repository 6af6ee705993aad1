package main

import (
	"bytes"
	"os"
	"testing"
)

// TestReproducible regenerates the magics with the default seed and
// requires the checked-in magics_gen.go byte for byte: the file must be what
// go generate writes, and the search must be deterministic.
func TestReproducible(t *testing.T) {
	if testing.Short() {
		t.Skip("the magic search takes a fraction of a second")
	}
	want, err := os.ReadFile("../../magics_gen.go")
	if err != nil {
		t.Fatal(err)
	}
	got, err := Generate(DefaultSeed)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("Generate(%d) differs from impl/plainmagic/magics_gen.go; run make plainmagics", DefaultSeed)
	}
}
