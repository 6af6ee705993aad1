package plainmagic

import "github.com/bitbench/bitbench/harness"

// RookAttacks returns the squares a rook on s attacks given occupancy occ:
// the occupancy inside the square's relevant mask, times its magic, shifted
// right by 52, indexes the square's 4,096 slots. The rook's own square is
// outside the mask, so occ may hold it. s is taken mod 64 (the interface
// leaves larger values unspecified), and the index is below 4,096 by
// construction, so no bounds check is left. Small enough to inline.
func (Impl) RookAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	e := &rookEntries[s&63]
	return rookTable[s&63][(uint64(occ)&e.mask)*e.magic>>(64-rookBits)]
}

// BishopAttacks is RookAttacks for the bishop: shift 55, 512 slots a square.
func (Impl) BishopAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	e := &bishopEntries[s&63]
	return bishopTable[s&63][(uint64(occ)&e.mask)*e.magic>>(64-bishopBits)]
}

// QueenAttacks returns RookAttacks(s, occ) ∪ BishopAttacks(s, occ): two
// lookups.
func (i Impl) QueenAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return i.RookAttacks(s, occ) | i.BishopAttacks(s, occ)
}
