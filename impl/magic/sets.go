package magic

import (
	"iter"
	"math/bits"

	"github.com/bitbench/bitbench/harness"
)

// Impl is the fancy-magic implementation of harness.Impl: table lookups for
// attacks, de Bruijn multiplication for bit scans.
type Impl struct{}

// Name returns "magic".
func (Impl) Name() string { return "magic" }

// Family reports harness.FamilyHash: a perfect hash of the relevant occupancy.
func (Impl) Family() harness.Family { return harness.FamilyHash }

// Union returns a ∪ b.
func (Impl) Union(a, b harness.Bitboard) harness.Bitboard { return a | b }

// Intersection returns a ∩ b.
func (Impl) Intersection(a, b harness.Bitboard) harness.Bitboard { return a & b }

// Difference returns a \ b.
func (Impl) Difference(a, b harness.Bitboard) harness.Bitboard { return a &^ b }

// Complement returns the squares not in a; the complement of the empty set
// is the full board.
func (Impl) Complement(a harness.Bitboard) harness.Bitboard { return ^a }

// Count returns the number of squares in a, 0 … 64, with math/bits
// (a POPCNT instruction where the CPU has one).
func (Impl) Count(a harness.Bitboard) int { return bits.OnesCount64(uint64(a)) }

// scan returns the square of the single bit of b (b must have exactly one):
// multiplying by a power of two shifts deBruijn, and its top six bits then
// name the power.
func scan(b harness.Bitboard) harness.Square {
	return harness.Square(deBruijnIndex[uint64(b)*deBruijn>>58])
}

// First returns the lowest-numbered square of a by isolating the lowest bit
// (a & -a) and looking it up by de Bruijn multiplication; the result is
// harness.NoSquare for the empty set.
func (Impl) First(a harness.Bitboard) harness.Square {
	if a == 0 {
		return harness.NoSquare
	}
	return scan(a & -a)
}

// Last returns the highest-numbered square of a: it sets every bit below the
// highest, keeps only the highest (x ^ x>>1) and looks it up by de Bruijn
// multiplication. The result is harness.NoSquare for the empty set.
func (Impl) Last(a harness.Bitboard) harness.Square {
	if a == 0 {
		return harness.NoSquare
	}
	for d := uint(1); d < 64; d *= 2 {
		a |= a >> d
	}
	return scan(a ^ a>>1)
}

// Squares returns the squares of a in ascending order, by de Bruijn scans of
// the lowest bit, which a &= a-1 then clears; the sequence is empty for the
// empty set.
func (Impl) Squares(a harness.Bitboard) iter.Seq[harness.Square] {
	return func(yield func(harness.Square) bool) {
		for a != 0 && yield(scan(a&-a)) {
			a &= a - 1
		}
	}
}

// Has reports whether s belongs to a, using the table of single-square sets;
// it is false for s ≥ 64 (NoSquare and beyond hold the empty set).
func (Impl) Has(a harness.Bitboard, s harness.Square) bool { return a&squareBit[s] != 0 }

// With returns a ∪ {s}, using the table of single-square sets; for s ≥ 64
// the result is a.
func (Impl) With(a harness.Bitboard, s harness.Square) harness.Bitboard {
	return a | squareBit[s]
}

// Without returns a \ {s}, using the table of single-square sets; for s ≥ 64
// the result is a.
func (Impl) Without(a harness.Bitboard, s harness.Square) harness.Bitboard {
	return a &^ squareBit[s]
}

// shifts holds, per direction, the left or right shift that moves a square
// one step and the squares it may land on (not the file that wrapped).
var shifts = [8]struct {
	left, right uint8
	land        harness.Bitboard
}{
	harness.North:     {8, 0, ^harness.Bitboard(0)},
	harness.NorthEast: {9, 0, ^harness.Bitboard(0x0101010101010101)},
	harness.East:      {1, 0, ^harness.Bitboard(0x0101010101010101)},
	harness.SouthEast: {0, 7, ^harness.Bitboard(0x0101010101010101)},
	harness.South:     {0, 8, ^harness.Bitboard(0)},
	harness.SouthWest: {0, 9, ^harness.Bitboard(0x8080808080808080)},
	harness.West:      {0, 1, ^harness.Bitboard(0x8080808080808080)},
	harness.NorthWest: {7, 0, ^harness.Bitboard(0x8080808080808080)},
}

// Shift moves every square of a one step in direction d, from a table of
// shift amounts and landing masks, so that nothing wraps across the a/h
// files; the result is empty for an invalid direction.
func (Impl) Shift(a harness.Bitboard, d harness.Direction) harness.Bitboard {
	if int(d) >= len(shifts) {
		return 0
	}
	sh := &shifts[d]
	return a << sh.left >> sh.right & sh.land
}

// FlipVertical mirrors a top to bottom (rank 1 ↔ rank 8): one byte per rank,
// so it is a byte swap (math/bits.ReverseBytes64, a BSWAP instruction).
func (Impl) FlipVertical(a harness.Bitboard) harness.Bitboard {
	return harness.Bitboard(bits.ReverseBytes64(uint64(a)))
}

// MirrorHorizontal mirrors a left to right (a-file ↔ h-file): reversing all
// 64 bits mirrors and flips, and a byte swap undoes the flip.
func (Impl) MirrorHorizontal(a harness.Bitboard) harness.Bitboard {
	return harness.Bitboard(bits.ReverseBytes64(bits.Reverse64(uint64(a))))
}
