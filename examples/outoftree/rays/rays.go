// Package rays is a slider technique defined outside bitbench, to show how
// a researcher proves one with bitbench's kit (package conformance) without
// forking the project: classical rays, one precomputed ray per square and
// direction, cut at the nearest blocker. Everything but the sliders comes
// from bitbench's naive reference, which it embeds.
package rays

import (
	"math/bits"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/naive"
)

// Impl is the technique: naive's sets and leapers, classical-ray sliders.
type Impl struct{ naive.Impl }

// Name returns "outoftree-rays".
func (Impl) Name() string { return "outoftree-rays" }

// ray[d][s] is every square from s in direction d up to the edge, s excluded.
var ray [8][harness.NumSquares]harness.Bitboard

func init() {
	for _, d := range harness.Directions {
		df, dr := d.Delta()
		for s := range harness.Square(harness.NumSquares) {
			for t := harness.SquareAt(s.File()+df, s.Rank()+dr); t != harness.NoSquare; t = harness.SquareAt(t.File()+df, t.Rank()+dr) {
				ray[d][s] |= t.Bitboard()
			}
		}
	}
}

// slide returns the attacks from s along d: the ray, cut after the nearest
// occupied square. Directions that raise the square index find it with
// the lowest set bit, the others with the highest.
func slide(d harness.Direction, s harness.Square, occ harness.Bitboard) harness.Bitboard {
	r := ray[d][s]
	blockers := uint64(r & occ)
	if blockers == 0 {
		return r
	}
	df, dr := d.Delta()
	b := 63 - bits.LeadingZeros64(blockers)
	if 8*dr+df > 0 {
		b = bits.TrailingZeros64(blockers)
	}
	return r &^ ray[d][b]
}

// RookAttacks returns the squares a rook on s attacks given the occupied
// squares occ (s itself ignored).
func (Impl) RookAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return slide(harness.North, s, occ) | slide(harness.East, s, occ) | slide(harness.South, s, occ) | slide(harness.West, s, occ)
}

// BishopAttacks returns the squares a bishop on s attacks given occ.
func (Impl) BishopAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return slide(harness.NorthEast, s, occ) | slide(harness.SouthEast, s, occ) | slide(harness.SouthWest, s, occ) | slide(harness.NorthWest, s, occ)
}

// QueenAttacks returns the union of the rook's and the bishop's attacks.
func (i Impl) QueenAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return i.RookAttacks(s, occ) | i.BishopAttacks(s, occ)
}
