package magic

import "github.com/bitbench/bitbench/harness"

// Every lookup below indexes its 64-entry tables with s&63, which spares a
// bounds check: for an invalid square (64 and above, which the interface
// leaves unspecified) the answer is that of square s mod 64.

// KnightAttacks returns the squares a knight on s attacks, from a table
// built at start-up.
func (Impl) KnightAttacks(s harness.Square) harness.Bitboard { return knightTable[s&63] }

// KingAttacks returns the squares a king on s attacks, from a table built at
// start-up.
func (Impl) KingAttacks(s harness.Square) harness.Bitboard { return kingTable[s&63] }

// PawnAttacks returns the squares a pawn of colour c on s attacks, from a
// table built at start-up; the set is empty on the last rank.
func (Impl) PawnAttacks(c harness.Color, s harness.Square) harness.Bitboard {
	return pawnTable[c&1][s&63]
}

// RookAttacks returns the squares a rook on s attacks given occupancy occ:
// the occupancy inside the square's relevant mask, times its magic, shifted
// right by its shift, indexes its part of the rook table. The rook's own
// square is outside the mask, so occ may hold it. Small enough to inline;
// the table index keeps its bounds check (see the package comment).
func (Impl) RookAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	e := &rookEntries[s&63]
	return rookTable[e.offset+(uint64(occ)&e.mask)*e.magic>>(e.shift&63)]
}

// BishopAttacks is RookAttacks for the bishop's diagonals and table.
func (Impl) BishopAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	e := &bishopEntries[s&63]
	return bishopTable[e.offset+(uint64(occ)&e.mask)*e.magic>>(e.shift&63)]
}

// QueenAttacks returns RookAttacks(s, occ) ∪ BishopAttacks(s, occ): two
// lookups.
func (i Impl) QueenAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return i.RookAttacks(s, occ) | i.BishopAttacks(s, occ)
}
