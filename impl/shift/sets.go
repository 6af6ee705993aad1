package shift

import (
	"iter"

	"github.com/bitbench/bitbench/harness"
)

// Impl is the shift-and-fill implementation of harness.Impl: plain shifts
// and masks, no lookup tables, no hardware bit instructions.
type Impl struct{}

func init() { harness.Register(Impl{}) }

// Name returns "shift".
func (Impl) Name() string { return "shift" }

// Family reports harness.FamilyFill: Kogge–Stone fills.
func (Impl) Family() harness.Family { return harness.FamilyFill }

// File and pair-of-bits masks used by the shifts and the SWAR arithmetic.
const (
	fileA  harness.Bitboard = 0x0101010101010101
	fileH  harness.Bitboard = 0x8080808080808080
	notA                    = ^fileA
	notH                    = ^fileH
	notAB                   = notA &^ (fileA << 1)
	notGH                   = notH &^ (fileH >> 1)
	all    harness.Bitboard = ^harness.Bitboard(0)
	odd                     = 0x5555555555555555 // one bit of every 2
	pairs                   = 0x3333333333333333 // two bits of every 4
	nibble                  = 0x0f0f0f0f0f0f0f0f // four bits of every 8
	bytes1                  = 0x0101010101010101 // the low bit of every byte
)

// Union returns a ∪ b by bitwise OR.
func (Impl) Union(a, b harness.Bitboard) harness.Bitboard { return a | b }

// Intersection returns a ∩ b by bitwise AND.
func (Impl) Intersection(a, b harness.Bitboard) harness.Bitboard { return a & b }

// Difference returns a \ b by AND NOT.
func (Impl) Difference(a, b harness.Bitboard) harness.Bitboard { return a &^ b }

// Complement returns the 64 squares not in a by bitwise NOT; the complement of
// the empty set is the full board.
func (Impl) Complement(a harness.Bitboard) harness.Bitboard { return ^a }

// popcount counts the set bits of x "SIMD within a register": it adds
// neighbouring 1-bit fields into 2-bit counts, those into 4-bit and 8-bit
// counts, and sums the eight byte counts with one multiplication, whose top
// byte collects them. popcount(0) is 0 and popcount(^0) is 64.
func popcount(x harness.Bitboard) int {
	x -= (x >> 1) & odd
	x = x&pairs + (x>>2)&pairs
	x = (x + x>>4) & nibble
	return int((x * bytes1) >> 56)
}

// Count returns the number of squares in a, 0 … 64, by SWAR popcount.
func (Impl) Count(a harness.Bitboard) int { return popcount(a) }

// first isolates the lowest set bit with a & -a; the bits below it, lsb-1,
// are as many as its square number. first(0) is NoSquare, since 0-1 is all
// 64 bits.
func first(a harness.Bitboard) harness.Square {
	return harness.Square(popcount(a&-a - 1))
}

// smear sets every bit below the highest set bit of a; smear(0) is 0.
func smear(a harness.Bitboard) harness.Bitboard {
	a |= a >> 1
	a |= a >> 2
	a |= a >> 4
	a |= a >> 8
	a |= a >> 16
	return a | a>>32
}

// First returns the lowest-numbered square of a by isolating the lowest bit
// and counting the bits below it; the result is harness.NoSquare for the
// empty set.
func (Impl) First(a harness.Bitboard) harness.Square { return first(a) }

// Last returns the highest-numbered square of a: it smears the highest bit
// down to bit 0 and counts the result, minus one. The result is
// harness.NoSquare for the empty set.
func (Impl) Last(a harness.Bitboard) harness.Square {
	if a == 0 {
		return harness.NoSquare
	}
	return harness.Square(popcount(smear(a)) - 1)
}

// Squares returns the squares of a in ascending order, clearing the lowest bit
// with a &= a-1 after each; the sequence is empty for the empty set.
func (Impl) Squares(a harness.Bitboard) iter.Seq[harness.Square] {
	return func(yield func(harness.Square) bool) {
		for ; a != 0; a &= a - 1 {
			if !yield(first(a)) {
				return
			}
		}
	}
}

// Has reports whether s belongs to a by shifting bit s down to bit 0. It is
// false for s ≥ 64.
func (Impl) Has(a harness.Bitboard, s harness.Square) bool { return a>>s&1 != 0 }

// With returns a ∪ {s}; for s ≥ 64 the result is a.
func (Impl) With(a harness.Bitboard, s harness.Square) harness.Bitboard { return a | 1<<s }

// Without returns a \ {s}; for s ≥ 64 the result is a.
func (Impl) Without(a harness.Bitboard, s harness.Square) harness.Bitboard { return a &^ (1 << s) }

// Shift moves every square of a one step in direction d. Steps north and
// south shift by 8 and lose the rank that falls off the edge; steps with an
// east (west) part mask out the a-file (h-file) after the shift, where
// squares from the other edge would land. The result is empty for an invalid
// direction.
func (Impl) Shift(a harness.Bitboard, d harness.Direction) harness.Bitboard {
	switch d {
	case harness.North:
		return a << 8
	case harness.NorthEast:
		return a << 9 & notA
	case harness.East:
		return a << 1 & notA
	case harness.SouthEast:
		return a >> 7 & notA
	case harness.South:
		return a >> 8
	case harness.SouthWest:
		return a >> 9 & notH
	case harness.West:
		return a >> 1 & notH
	case harness.NorthWest:
		return a << 7 & notH
	}
	return 0
}

// deltaSwap exchanges the bits of x selected by m with the bits d places
// above them; m and m<<d must not overlap.
func deltaSwap(x, m harness.Bitboard, d uint) harness.Bitboard {
	t := (x>>d ^ x) & m
	return x ^ t ^ t<<d
}

// FlipVertical mirrors a top to bottom (rank 1 ↔ rank 8) by three delta-swaps
// that exchange neighbouring ranks, pairs of ranks and halves of the board.
func (Impl) FlipVertical(a harness.Bitboard) harness.Bitboard {
	a = deltaSwap(a, 0x00ff00ff00ff00ff, 8)
	a = deltaSwap(a, 0x0000ffff0000ffff, 16)
	return deltaSwap(a, 0x00000000ffffffff, 32)
}

// MirrorHorizontal mirrors a left to right (a-file ↔ h-file) by three
// delta-swaps inside every rank: neighbouring files, pairs of files and the
// two halves of the rank.
func (Impl) MirrorHorizontal(a harness.Bitboard) harness.Bitboard {
	a = deltaSwap(a, odd, 1)
	a = deltaSwap(a, pairs, 2)
	return deltaSwap(a, nibble, 4)
}
