// Package tableset is the set algebra and leaper attacks shared by the
// table-driven slider techniques (kindergarten, rotated, plainmagic,
// blackmagic): their point is the slider lookup, and for everything else they
// do what a table-driven engine does. Each embeds Ops in its Impl, so the
// methods are promoted and still inline at a concrete call.
//
// Set operations use math/bits (POPCNT, TZCNT/BSF, LZCNT/BSR, BSWAP where the
// CPU has them); knight, king and pawn attacks are 64-entry tables built once
// from board geometry (impl/internal/geometry), 2,048 bytes in all.
package tableset

import (
	"iter"
	"math/bits"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/geometry"
)

// Ops implements every harness.Impl method except Name and the sliders.
// The zero value is ready to use.
type Ops struct{}

// File masks, for shifts that must not wrap from one edge to the other.
const (
	fileA harness.Bitboard = 0x0101010101010101
	fileH harness.Bitboard = fileA << 7
)

var (
	knight = geometry.Leaps(geometry.Knight)
	king   = geometry.Leaps(geometry.King)
	pawn   = [2][harness.NumSquares]harness.Bitboard{
		harness.White: geometry.Leaps(geometry.Pawn[harness.White]),
		harness.Black: geometry.Leaps(geometry.Pawn[harness.Black]),
	}
)

// LeaperBytes is the memory of the knight, king and pawn tables: 2,048 bytes.
const LeaperBytes = 4 * harness.NumSquares * 8

// Union returns a ∪ b.
func (Ops) Union(a, b harness.Bitboard) harness.Bitboard { return a | b }

// Intersection returns a ∩ b.
func (Ops) Intersection(a, b harness.Bitboard) harness.Bitboard { return a & b }

// Difference returns a \ b.
func (Ops) Difference(a, b harness.Bitboard) harness.Bitboard { return a &^ b }

// Complement returns the squares not in a; the complement of the empty set is
// the full board.
func (Ops) Complement(a harness.Bitboard) harness.Bitboard { return ^a }

// Count returns the number of squares in a, 0 … 64, with bits.OnesCount64.
func (Ops) Count(a harness.Bitboard) int { return bits.OnesCount64(uint64(a)) }

// First returns the lowest square of a with bits.TrailingZeros64; the result
// is NoSquare (64, the count of trailing zeros of 0) for the empty set.
func (Ops) First(a harness.Bitboard) harness.Square {
	return harness.Square(bits.TrailingZeros64(uint64(a)))
}

// Last returns the highest square of a with bits.LeadingZeros64; the result
// is NoSquare for the empty set.
func (Ops) Last(a harness.Bitboard) harness.Square {
	if a == 0 {
		return harness.NoSquare
	}
	return harness.Square(63 - bits.LeadingZeros64(uint64(a)))
}

// Squares returns the squares of a in ascending order, taking the lowest and
// clearing it (x &= x-1) each step; the sequence is empty for the empty set.
func (Ops) Squares(a harness.Bitboard) iter.Seq[harness.Square] {
	return func(yield func(harness.Square) bool) {
		for x := uint64(a); x != 0; x &= x - 1 {
			if !yield(harness.Square(bits.TrailingZeros64(x))) {
				return
			}
		}
	}
}

// Has reports whether s belongs to a; it is false for NoSquare and above.
func (Ops) Has(a harness.Bitboard, s harness.Square) bool { return a&s.Bitboard() != 0 }

// With returns a ∪ {s}; a is returned unchanged for NoSquare and above.
func (Ops) With(a harness.Bitboard, s harness.Square) harness.Bitboard { return a | s.Bitboard() }

// Without returns a \ {s}; a is returned unchanged for NoSquare and above.
func (Ops) Without(a harness.Bitboard, s harness.Square) harness.Bitboard {
	return a &^ s.Bitboard()
}

// Shift moves every square of a one step in direction d: a shift by 8 for
// north and south, by 1, 7 or 9 with the file it would wrap from cleared
// first for the others. Nothing wraps. The result is empty for an invalid d.
func (Ops) Shift(a harness.Bitboard, d harness.Direction) harness.Bitboard {
	switch d {
	case harness.North:
		return a << 8
	case harness.NorthEast:
		return (a &^ fileH) << 9
	case harness.East:
		return (a &^ fileH) << 1
	case harness.SouthEast:
		return (a &^ fileH) >> 7
	case harness.South:
		return a >> 8
	case harness.SouthWest:
		return (a &^ fileA) >> 9
	case harness.West:
		return (a &^ fileA) >> 1
	case harness.NorthWest:
		return (a &^ fileA) << 7
	}
	return 0
}

// FlipVertical mirrors a top to bottom (rank 1 ↔ rank 8): one byte per rank,
// so a byte swap, bits.ReverseBytes64.
func (Ops) FlipVertical(a harness.Bitboard) harness.Bitboard {
	return harness.Bitboard(bits.ReverseBytes64(uint64(a)))
}

// MirrorHorizontal mirrors a left to right (a-file ↔ h-file): reversing all 64
// bits mirrors and flips, and a byte swap undoes the flip.
func (Ops) MirrorHorizontal(a harness.Bitboard) harness.Bitboard {
	return harness.Bitboard(bits.ReverseBytes64(bits.Reverse64(uint64(a))))
}

// KnightAttacks returns the squares a knight on s attacks, from a table; s is
// taken mod 64 (the interface leaves larger values unspecified).
func (Ops) KnightAttacks(s harness.Square) harness.Bitboard { return knight[s&63] }

// KingAttacks returns the squares a king on s attacks, from a table; s is
// taken mod 64.
func (Ops) KingAttacks(s harness.Square) harness.Bitboard { return king[s&63] }

// PawnAttacks returns the squares a pawn of colour c on s attacks, from a
// table; the set is empty on the last rank. c is taken mod 2 and s mod 64.
func (Ops) PawnAttacks(c harness.Color, s harness.Square) harness.Bitboard {
	return pawn[c&1][s&63]
}
