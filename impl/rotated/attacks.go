package rotated

import "github.com/bitbench/bitbench/harness"

// lookup returns the attacks along one line of a slider on s from the
// line's occupancy in its rotated layout x: the line's inner squares are a
// run of bits there, shifted down and masked into an index below 64.
func lookup(t *[harness.NumSquares]lineTable, s harness.Square, x harness.Bitboard) harness.Bitboard {
	l := &t[s&63]
	return l.attacks[uint64(x)>>(l.shift&63)&l.mask&63]
}

// RookAttacksRotated returns the squares a rook on s attacks, given the
// occupancy occ and the same occupancy rotated by 90° (occ90, as Rotate90
// or Rotated.Occ90 gives it): one table lookup for the rank in occ, one for
// the file in occ90. This is the lookup of an engine that keeps occ90 up to
// date; s is taken mod 64. Small enough to inline; no bounds checks.
func RookAttacksRotated(s harness.Square, occ, occ90 harness.Bitboard) harness.Bitboard {
	return lookup(&tab[lineRank], s, occ) | lookup(&tab[lineFile], s, occ90)
}

// BishopAttacksRotated returns the squares a bishop on s attacks, given the
// occupancy rotated by 45° and by 315° (Rotate45, Rotate315 or the fields of
// Rotated): one lookup per diagonal. s is taken mod 64.
func BishopAttacksRotated(s harness.Square, occ45, occ315 harness.Bitboard) harness.Bitboard {
	return lookup(&tab[lineDiag], s, occ45) | lookup(&tab[lineAnti], s, occ315)
}

// QueenAttacksRotated returns the squares a queen on s attacks given the
// occupancy in all four layouts: four lookups.
func QueenAttacksRotated(s harness.Square, r *Rotated) harness.Bitboard {
	return RookAttacksRotated(s, r.Occ, r.Occ90) | BishopAttacksRotated(s, r.Occ45, r.Occ315)
}

// RookAttacks returns the squares a rook on s attacks given occupancy occ:
// since the interface passes only occ, it rotates occ by 90° first (three
// delta-swaps), work an engine would have done incrementally, and then calls
// RookAttacksRotated. s is taken mod 64.
func (Impl) RookAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return RookAttacksRotated(s, occ, Rotate90(occ))
}

// BishopAttacks returns the squares a bishop on s attacks given occupancy
// occ: it computes the 45° and 315° rotations (three masked rotates each)
// and calls BishopAttacksRotated. s is taken mod 64.
func (Impl) BishopAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return BishopAttacksRotated(s, Rotate45(occ), Rotate315(occ))
}

// QueenAttacks returns RookAttacks(s, occ) ∪ BishopAttacks(s, occ): all
// three rotations, then four lookups, in one body (as the rook's and the
// bishop's calls it was three calls and a fourth for Rotate90). s is taken
// mod 64.
func (Impl) QueenAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return RookAttacksRotated(s, occ, Rotate90(occ)) | BishopAttacksRotated(s, Rotate45(occ), Rotate315(occ))
}
