// Package slidercheck holds the slider tests that every table-driven
// technique runs in its own package: hand-checked examples written in the
// mask notation, and the exhaustive comparison with the naive reference over
// every square and every subset of its relevant occupancy. The root package
// runs the same comparison over the registry; running it in the package too
// keeps a technique's own `go test` a proof on its own.
package slidercheck

import (
	"testing"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/geometry"
	"github.com/bitbench/bitbench/impl/naive"
)

// Lookup is one slider lookup: the attacks from s given occupancy occ.
type Lookup = func(s harness.Square, occ harness.Bitboard) harness.Bitboard

// Sliders is the rook, bishop and queen lookups of one implementation.
type Sliders struct {
	Rook, Bishop, Queen Lookup
}

// Of returns the slider lookups of impl, as method values (for a concrete
// type they call the methods directly, no interface).
func Of(impl interface {
	RookAttacks(harness.Square, harness.Bitboard) harness.Bitboard
	BishopAttacks(harness.Square, harness.Bitboard) harness.Bitboard
	QueenAttacks(harness.Square, harness.Bitboard) harness.Bitboard
}) Sliders {
	return Sliders{impl.RookAttacks, impl.BishopAttacks, impl.QueenAttacks}
}

// Example is one hand-checked lookup: a piece on a square with the occupied
// squares and the attack set, both in the mask notation (rank 8 first,
// files a…h left to right).
type Example struct {
	Piece       string // "rook", "bishop" or "queen"
	Square      string
	Occ, Attack string
}

// Examples are worked out by hand, not by any implementation.
var Examples = []Example{
	// Rook d4 blocked by d6, c4, g4 and d2; a1 and h8 are off its lines and
	// its own square is occupied.
	{"rook", "d4",
		"00000001/00000000/00010000/00000000/00110010/00000000/00010000/10000000",
		"00000000/00000000/00010000/00010000/00101110/00010000/00010000/00000000"},
	// Rook a1 on an empty board: the whole a-file and first rank.
	{"rook", "a1",
		"00000000/00000000/00000000/00000000/00000000/00000000/00000000/00000000",
		"10000000/10000000/10000000/10000000/10000000/10000000/10000000/01111111"},
	// Rook h8 on a full board: only the two neighbours.
	{"rook", "h8",
		"11111111/11111111/11111111/11111111/11111111/11111111/11111111/11111111",
		"00000010/00000001/00000000/00000000/00000000/00000000/00000000/00000000"},
	// Bishop c1 on an empty board: the long diagonal to h6 and a3.
	{"bishop", "c1",
		"00000000/00000000/00000000/00000000/00000000/00000000/00000000/00000000",
		"00000000/00000000/00000001/00000010/00000100/10001000/01010000/00000000"},
	// Bishop e5 blocked by f6, c3 and g3; h8 and a1 hide behind blockers.
	{"bishop", "e5",
		"00000001/00000000/00000100/00000000/00000000/00100010/00000000/10000000",
		"01000000/00100000/00010100/00000000/00010100/00100010/00000000/00000000"},
	// Queen a1 boxed in by a2, b2 and b1.
	{"queen", "a1",
		"00000000/00000000/00000000/00000000/00000000/00000000/11000000/01000000",
		"00000000/00000000/00000000/00000000/00000000/00000000/11000000/01000000"},
}

// CheckExamples runs every Example through sl.
func CheckExamples(t *testing.T, sl Sliders) {
	t.Helper()
	for _, ex := range Examples {
		s, err := harness.ParseSquare(ex.Square)
		if err != nil {
			t.Fatal(err)
		}
		occ, err := harness.ParseMask(ex.Occ)
		if err != nil {
			t.Fatal(err)
		}
		want, err := harness.ParseMask(ex.Attack)
		if err != nil {
			t.Fatal(err)
		}
		f := map[string]Lookup{"rook": sl.Rook, "bishop": sl.Bishop, "queen": sl.Queen}[ex.Piece]
		if got := f(s, occ); got != want {
			t.Errorf("%s on %v, occ %s: attacks\n%s\nwant\n%s", ex.Piece, s, ex.Occ, harness.DiagramMarked(got, s), harness.DiagramMarked(want, s))
		}
	}
}

// Cases are the numbers of (square, subset) cases of the exhaustive check.
const (
	RookCases   = 102400
	BishopCases = 5248
)

// CheckExhaustive compares the rook and bishop lookups of sl with the naive
// reference for every square and every subset of its relevant occupancy, each
// subset alone, with the slider's own square, and with every square outside
// the relevant mask (which must not change the answer); the queen is checked
// on the first and last of those. It stops at the first difference.
func CheckExhaustive(t *testing.T, sl Sliders) {
	t.Helper()
	var ref naive.Impl
	for _, p := range []struct {
		name      string
		got, want Lookup
		steps     []geometry.Step
		cases     int
	}{
		{"RookAttacks", sl.Rook, ref.RookAttacks, geometry.Rook, RookCases},
		{"BishopAttacks", sl.Bishop, ref.BishopAttacks, geometry.Bishop, BishopCases},
	} {
		cases := 0
		for s := range harness.Square(harness.NumSquares) {
			mask := geometry.Relevant(s, p.steps)
			for sub := range geometry.Subsets(mask) {
				cases++
				want := p.want(s, sub)
				for _, occ := range [...]harness.Bitboard{sub, sub | s.Bitboard(), sub | ^mask} {
					if got := p.got(s, occ); got != want {
						t.Fatalf("%s(%v, %s) == %s; want %s\n%s", p.name, s, occ, got, want, harness.DiagramMarked(got, s))
					}
				}
				for _, occ := range [...]harness.Bitboard{sub, sub | ^mask} {
					if got, want := sl.Queen(s, occ), ref.QueenAttacks(s, occ); got != want {
						t.Fatalf("QueenAttacks(%v, %s) == %s; want %s", s, occ, got, want)
					}
				}
			}
		}
		if cases != p.cases {
			t.Errorf("%s: %d cases; want %d", p.name, cases, p.cases)
		}
	}
}
