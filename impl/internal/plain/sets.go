package plain

import (
	"iter"
	"math/bits"

	"github.com/bitbench/bitbench/harness"
)

// Sets provides the set operations of harness.Impl with one word operation
// or one math/bits call each.
type Sets struct{}

// File masks, for shifts that must not wrap from one edge to the other.
const (
	fileA harness.Bitboard = 0x0101010101010101
	fileH harness.Bitboard = fileA << 7
)

// Union returns a ∪ b.
func (Sets) Union(a, b harness.Bitboard) harness.Bitboard { return a | b }

// Intersection returns a ∩ b.
func (Sets) Intersection(a, b harness.Bitboard) harness.Bitboard { return a & b }

// Difference returns a \ b.
func (Sets) Difference(a, b harness.Bitboard) harness.Bitboard { return a &^ b }

// Complement returns the squares not in a; the complement of the empty set is
// the full board.
func (Sets) Complement(a harness.Bitboard) harness.Bitboard { return ^a }

// Count returns the number of squares in a, 0 … 64, with bits.OnesCount64
// (POPCNT where the CPU has it).
func (Sets) Count(a harness.Bitboard) int { return bits.OnesCount64(uint64(a)) }

// First returns the lowest square of a with bits.TrailingZeros64 (TZCNT or
// BSF); the result is NoSquare (64, the count of trailing zeros of 0) for the
// empty set.
func (Sets) First(a harness.Bitboard) harness.Square {
	return harness.Square(bits.TrailingZeros64(uint64(a)))
}

// Last returns the highest square of a with bits.LeadingZeros64; the result
// is NoSquare for the empty set.
func (Sets) Last(a harness.Bitboard) harness.Square {
	if a == 0 {
		return harness.NoSquare
	}
	return harness.Square(63 - bits.LeadingZeros64(uint64(a)))
}

// Squares returns the squares of a in ascending order, taking the lowest and
// clearing it each step; the sequence is empty for the empty set.
func (Sets) Squares(a harness.Bitboard) iter.Seq[harness.Square] {
	return func(yield func(harness.Square) bool) {
		for x := uint64(a); x != 0; x &= x - 1 {
			if !yield(harness.Square(bits.TrailingZeros64(x))) {
				return
			}
		}
	}
}

// Has reports whether s belongs to a; it is false for NoSquare and above.
func (Sets) Has(a harness.Bitboard, s harness.Square) bool { return a&s.Bitboard() != 0 }

// With returns a ∪ {s}; a is returned unchanged for NoSquare and above.
func (Sets) With(a harness.Bitboard, s harness.Square) harness.Bitboard { return a | s.Bitboard() }

// Without returns a \ {s}; a is returned unchanged for NoSquare and above.
func (Sets) Without(a harness.Bitboard, s harness.Square) harness.Bitboard {
	return a &^ s.Bitboard()
}

// Shift moves every square of a one step in direction d: a shift by 8 for
// north and south, by 1, 7 or 9 with the file it would wrap from cleared
// first for the others. Nothing wraps. The result is empty for an invalid d.
func (Sets) Shift(a harness.Bitboard, d harness.Direction) harness.Bitboard {
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
// so a byte swap, bits.ReverseBytes64 (BSWAP).
func (Sets) FlipVertical(a harness.Bitboard) harness.Bitboard {
	return harness.Bitboard(bits.ReverseBytes64(uint64(a)))
}

// MirrorHorizontal mirrors a left to right (a-file ↔ h-file): reversing all 64
// bits mirrors and flips, and a byte swap undoes the flip.
func (Sets) MirrorHorizontal(a harness.Bitboard) harness.Bitboard {
	return harness.Bitboard(bits.ReverseBytes64(bits.Reverse64(uint64(a))))
}
