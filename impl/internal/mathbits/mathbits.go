// Package mathbits is the set algebra and the leaper lookups shared by the
// techniques whose slider method is a bit scan or word arithmetic
// (impl/classical, impl/hq, impl/obstruction). Their point is the slider
// lookup; everything else they do the way such an engine would, with the
// hardware bit instructions that math/bits compiles to (POPCNT, TZCNT/BSF,
// LZCNT/BSR, BSWAP, rotates) and 64-entry tables for knight, king and pawn.
//
// An implementation embeds Sets and Leapers in its zero-size Impl type:
//
//	type Impl struct {
//		mathbits.Sets
//		mathbits.Leapers
//	}
//
// The embedded methods are promoted and, being small, inline at a concrete
// call just as methods declared on Impl would.
package mathbits

import (
	"iter"
	"math/bits"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/geometry"
)

// Sets implements the set-algebra methods of harness.Impl with math/bits.
type Sets struct{}

// Union returns a ∪ b.
func (Sets) Union(a, b harness.Bitboard) harness.Bitboard { return a | b }

// Intersection returns a ∩ b.
func (Sets) Intersection(a, b harness.Bitboard) harness.Bitboard { return a & b }

// Difference returns a \ b.
func (Sets) Difference(a, b harness.Bitboard) harness.Bitboard { return a &^ b }

// Complement returns the squares not in a; the complement of the empty set
// is the full board.
func (Sets) Complement(a harness.Bitboard) harness.Bitboard { return ^a }

// Count returns the number of squares in a, 0 … 64, with bits.OnesCount64.
func (Sets) Count(a harness.Bitboard) int { return bits.OnesCount64(uint64(a)) }

// First returns the lowest square of a with bits.TrailingZeros64, which is 64
// (harness.NoSquare) for the empty set.
func (Sets) First(a harness.Bitboard) harness.Square {
	return harness.Square(bits.TrailingZeros64(uint64(a)))
}

// Last returns the highest square of a, 63 minus bits.LeadingZeros64; the
// result is harness.NoSquare for the empty set.
func (Sets) Last(a harness.Bitboard) harness.Square {
	if a == 0 {
		return harness.NoSquare
	}
	return harness.Square(63 - bits.LeadingZeros64(uint64(a)))
}

// Squares returns the squares of a in ascending order: a trailing-zero count
// per square, then a &= a-1 clears it. The sequence is empty for the empty
// set.
func (Sets) Squares(a harness.Bitboard) iter.Seq[harness.Square] {
	return func(yield func(harness.Square) bool) {
		for ; a != 0; a &= a - 1 {
			if !yield(harness.Square(bits.TrailingZeros64(uint64(a)))) {
				return
			}
		}
	}
}

// Has reports whether s belongs to a; it is false for s ≥ 64.
func (Sets) Has(a harness.Bitboard, s harness.Square) bool { return a>>s&1 != 0 }

// With returns a ∪ {s}; for s ≥ 64 the result is a.
func (Sets) With(a harness.Bitboard, s harness.Square) harness.Bitboard { return a | 1<<s }

// Without returns a \ {s}; for s ≥ 64 the result is a.
func (Sets) Without(a harness.Bitboard, s harness.Square) harness.Bitboard {
	return a &^ (1 << s)
}

// steps holds, per direction, the left rotation that moves every square one
// step that way (8 north, 1 east, 64-9 southwest, …) and the squares a
// step may land on: a rotation wraps every square that falls off one edge
// round to the other, and the mask drops exactly those.
var steps = [8]struct {
	rotate int
	land   harness.Bitboard
}{
	harness.North:     {8, ^rank1},
	harness.NorthEast: {9, ^(rank1 | fileA)},
	harness.East:      {1, ^fileA},
	harness.SouthEast: {-7, ^(rank8 | fileA)},
	harness.South:     {-8, ^rank8},
	harness.SouthWest: {-9, ^(rank8 | fileH)},
	harness.West:      {-1, ^fileH},
	harness.NorthWest: {7, ^(rank1 | fileH)},
}

const (
	fileA harness.Bitboard = 0x0101010101010101
	fileH harness.Bitboard = fileA << 7
	rank1 harness.Bitboard = 0xff
	rank8 harness.Bitboard = rank1 << 56
)

// Shift moves every square of a one step in direction d: a rotation
// (bits.RotateLeft64) by the step's distance, then a mask that drops the
// rank and file a wrapped square lands on. The result is empty for an invalid
// direction.
func (Sets) Shift(a harness.Bitboard, d harness.Direction) harness.Bitboard {
	if int(d) >= len(steps) {
		return 0
	}
	st := &steps[d]
	return harness.Bitboard(bits.RotateLeft64(uint64(a), st.rotate)) & st.land
}

// FlipVertical mirrors a top to bottom (rank 1 ↔ rank 8): a rank is a byte,
// so this is bits.ReverseBytes64 (BSWAP).
func (Sets) FlipVertical(a harness.Bitboard) harness.Bitboard {
	return harness.Bitboard(bits.ReverseBytes64(uint64(a)))
}

// MirrorHorizontal mirrors a left to right (a-file ↔ h-file): bits.Reverse64
// mirrors and flips, and a byte reversal undoes the flip.
func (Sets) MirrorHorizontal(a harness.Bitboard) harness.Bitboard {
	return harness.Bitboard(bits.ReverseBytes64(bits.Reverse64(uint64(a))))
}

// Leapers implements the knight, king and pawn methods of harness.Impl with
// 64-entry tables built at start-up from board geometry (2,048 bytes in all,
// shared by every implementation that embeds Leapers).
type Leapers struct{}

var (
	knight, king [64]harness.Bitboard
	pawn         [2][64]harness.Bitboard
)

func init() {
	knight = geometry.Leaps(geometry.Knight)
	king = geometry.Leaps(geometry.King)
	pawn[harness.White] = geometry.Leaps(geometry.Pawn[harness.White])
	pawn[harness.Black] = geometry.Leaps(geometry.Pawn[harness.Black])
}

// Every lookup indexes with s&63, which spares the bounds check: for an
// invalid square (which the interface leaves unspecified) the answer is that
// of square s mod 64.

// KnightAttacks returns the squares a knight on s attacks, from a table.
func (Leapers) KnightAttacks(s harness.Square) harness.Bitboard { return knight[s&63] }

// KingAttacks returns the squares a king on s attacks, from a table.
func (Leapers) KingAttacks(s harness.Square) harness.Bitboard { return king[s&63] }

// PawnAttacks returns the squares a pawn of colour c on s attacks, from a
// table; the set is empty on the last rank.
func (Leapers) PawnAttacks(c harness.Color, s harness.Square) harness.Bitboard {
	return pawn[c&1][s&63]
}
