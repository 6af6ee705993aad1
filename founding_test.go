package bitbench_test

import (
	"testing"

	"github.com/bitbench/bitbench/harness"
	_ "github.com/bitbench/bitbench/impl/all"
)

// TestFoundingMasks checks the founding document's three masks against every
// registered implementation. The expected masks are the document's own.
func TestFoundingMasks(t *testing.T) {
	mustSquare := func(name string) harness.Square {
		s, err := harness.ParseSquare(name)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	set := func(impl harness.Impl, names ...string) harness.Bitboard {
		var b harness.Bitboard
		for _, n := range names {
			b = impl.With(b, mustSquare(n))
		}
		return b
	}
	if len(harness.All()) == 0 {
		t.Fatal("no implementation registered")
	}
	for _, impl := range harness.All() {
		t.Run(impl.Name(), func(t *testing.T) {
			blackPieces := set(impl, "d5", "h1", "h8")
			rookD1 := impl.RookAttacks(mustSquare("d1"), impl.Union(blackPieces, set(impl, "d1")))
			tests := []struct {
				name string
				got  harness.Bitboard
				want string
			}{
				{"white pawns c3 e3 a2 h2", set(impl, "c3", "e3", "a2", "h2"),
					"00000000/00000000/00000000/00000000/00000000/00101000/10000001/00000000"},
				{"knight on d4, empty board", impl.KnightAttacks(mustSquare("d4")),
					"00000000/00000000/00101000/01000100/00000000/01000100/00101000/00000000"},
				{"rook d1 attacks ∩ black pieces", impl.Intersection(rookD1, blackPieces),
					"00000000/00000000/00000000/00010000/00000000/00000000/00000000/00000001"},
			}
			for _, tt := range tests {
				want, err := harness.ParseMask(tt.want)
				if err != nil {
					t.Fatal(err)
				}
				if tt.got != want {
					t.Errorf("%s == %s; want %s\n%s", tt.name, harness.Format(tt.got), tt.want, harness.Diagram(tt.got))
				}
			}
			h8 := mustSquare("h8")
			if !impl.Has(blackPieces, h8) || impl.Has(rookD1, h8) {
				t.Errorf("want h8 ∈ B and h8 ∉ A; got h8 ∈ B %v, h8 ∈ A %v", impl.Has(blackPieces, h8), impl.Has(rookD1, h8))
			}
		})
	}
}
