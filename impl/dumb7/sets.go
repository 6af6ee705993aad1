package dumb7

import (
	"iter"

	"github.com/bitbench/bitbench/harness"
)

// Impl is the Dumb7Fill implementation of harness.Impl: one-step shifts in
// loops for sliders and leapers, and loops for the set operations. It has
// no tables and no hardware bit instructions. It is zero size.
type Impl struct{}

func init() { harness.Register(Impl{}) }

// Name returns "dumb7".
func (Impl) Name() string { return "dumb7" }

// Family reports harness.FamilyFill: occluded fills.
func (Impl) Family() harness.Family { return harness.FamilyFill }

// Edge files, and the squares a step with an east (west) part may land on.
const (
	fileA harness.Bitboard = 0x0101010101010101
	fileH harness.Bitboard = fileA << 7
	notA                   = ^fileA
	notH                   = ^fileH
	all   harness.Bitboard = ^harness.Bitboard(0)
)

// The four orthogonal one-step moves. A step east (west) clears the
// a-file (h-file) after the shift, where squares from the other edge would
// wrap to; steps north and south lose the rank that leaves the word.
func north(b harness.Bitboard) harness.Bitboard { return b << 8 }
func south(b harness.Bitboard) harness.Bitboard { return b >> 8 }
func east(b harness.Bitboard) harness.Bitboard  { return b << 1 & notA }
func west(b harness.Bitboard) harness.Bitboard  { return b >> 1 & notH }

// Union returns a ∪ b.
func (Impl) Union(a, b harness.Bitboard) harness.Bitboard { return a | b }

// Intersection returns a ∩ b.
func (Impl) Intersection(a, b harness.Bitboard) harness.Bitboard { return a & b }

// Difference returns a \ b.
func (Impl) Difference(a, b harness.Bitboard) harness.Bitboard { return a &^ b }

// Complement returns the squares not in a; the complement of the empty set
// is the full board.
func (Impl) Complement(a harness.Bitboard) harness.Bitboard { return ^a }

// Count returns the number of squares in a, 0 … 64, by a loop that clears
// the lowest square (a &= a-1) once per square.
func (Impl) Count(a harness.Bitboard) int {
	n := 0
	for ; a != 0; a &= a - 1 {
		n++
	}
	return n
}

// first returns the lowest square of a, which must not be empty, by halving:
// while the lower half of the remaining window is empty, skip it. Six steps
// (32, 16, 8, 4, 2, 1 squares).
func first(a harness.Bitboard) harness.Square {
	var s harness.Square
	for w := uint(32); w > 0; w /= 2 {
		if a&(1<<w-1) == 0 {
			a >>= w
			s += harness.Square(w)
		}
	}
	return s
}

// First returns the lowest square of a by halving (six steps); the result
// is harness.NoSquare for the empty set.
func (Impl) First(a harness.Bitboard) harness.Square {
	if a == 0 {
		return harness.NoSquare
	}
	return first(a)
}

// Last returns the highest square of a by halving: while the upper half of
// the remaining window holds a square, move the window up (six steps). The
// result is harness.NoSquare for the empty set.
func (Impl) Last(a harness.Bitboard) harness.Square {
	if a == 0 {
		return harness.NoSquare
	}
	var s harness.Square
	for w := uint(32); w > 0; w /= 2 {
		if a>>w != 0 {
			a >>= w
			s += harness.Square(w)
		}
	}
	return s
}

// Squares returns the squares of a in ascending order, finding each by
// halving and clearing it with a &= a-1; the sequence is empty for the empty
// set.
func (Impl) Squares(a harness.Bitboard) iter.Seq[harness.Square] {
	return func(yield func(harness.Square) bool) {
		for ; a != 0; a &= a - 1 {
			if !yield(first(a)) {
				return
			}
		}
	}
}

// Has reports whether s belongs to a; it is false for s ≥ 64.
func (Impl) Has(a harness.Bitboard, s harness.Square) bool { return a>>s&1 != 0 }

// With returns a ∪ {s}; for s ≥ 64 the result is a.
func (Impl) With(a harness.Bitboard, s harness.Square) harness.Bitboard { return a | 1<<s }

// Without returns a \ {s}; for s ≥ 64 the result is a.
func (Impl) Without(a harness.Bitboard, s harness.Square) harness.Bitboard {
	return a &^ (1 << s)
}

// Shift moves every square of a one step in direction d, as one or two
// orthogonal steps (north-east is a step east, then north), dropping
// squares that would leave the board; the result is empty for an invalid
// direction.
func (Impl) Shift(a harness.Bitboard, d harness.Direction) harness.Bitboard {
	switch d {
	case harness.North:
		return north(a)
	case harness.NorthEast:
		return north(east(a))
	case harness.East:
		return east(a)
	case harness.SouthEast:
		return south(east(a))
	case harness.South:
		return south(a)
	case harness.SouthWest:
		return south(west(a))
	case harness.West:
		return west(a)
	case harness.NorthWest:
		return north(west(a))
	}
	return 0
}

// FlipVertical mirrors a top to bottom (rank 1 ↔ rank 8), one rank (byte)
// at a time.
func (Impl) FlipVertical(a harness.Bitboard) harness.Bitboard {
	var out harness.Bitboard
	for r := uint(0); r < 8; r++ {
		out |= (a >> (8 * r) & 0xff) << (8 * (7 - r))
	}
	return out
}

// MirrorHorizontal mirrors a left to right (a-file ↔ h-file), one file at a
// time.
func (Impl) MirrorHorizontal(a harness.Bitboard) harness.Bitboard {
	var out harness.Bitboard
	for f := uint(0); f < 8; f++ {
		out |= (a >> f & fileA) << (7 - f)
	}
	return out
}
