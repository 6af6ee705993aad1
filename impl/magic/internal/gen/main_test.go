package main

import (
	"testing"

	"github.com/bitbench/bitbench/impl/internal/magicsearch"
)

// TestReproducible regenerates the magics with the default seed and
// requires the checked-in magics_gen.go byte for byte.
func TestReproducible(t *testing.T) {
	magicsearch.CheckReproducible(t, Generate, DefaultSeed, "../../magics_gen.go", "go generate ./impl/magic")
}

// TestDeBruijn checks the constant against the least binary de Bruijn
// sequence of order 6, written out by hand below (the Lyndon words 0, 000001,
// 000011, 000101, … 011111, 1 in order), and the table against its
// definition.
func TestDeBruijn(t *testing.T) {
	constant, index, err := deBruijn()
	if err != nil {
		t.Fatal(err)
	}
	const want = 0b0000001000011000101000111001001011001101001111010101110110111111
	if constant != want {
		t.Errorf("deBruijn() == %#x; want %#x", constant, uint64(want))
	}
	for i := range 64 {
		if w := (uint64(1) << i) * constant >> 58; int(index[w]) != i {
			t.Errorf("index[%d] == %d; want %d (window of 1<<%d)", w, index[w], i, i)
		}
	}
}
