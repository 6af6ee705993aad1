package blackmagic

import "github.com/bitbench/bitbench/harness"

// RookAttacks returns the squares a rook on s attacks given occupancy occ:
// occ with every square outside the relevant mask set (occ | ^mask), times
// the square's black magic, shifted right by 52, plus the square's offset,
// indexes the shared table. The rook's own square is outside the mask, so
// occ may hold it. s is taken mod 64 (the interface leaves larger values
// unspecified). Small enough to inline; one bounds check, on the table.
func (Impl) RookAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	e := &rookEntries[s&63]
	return table[e.offset+uint32((uint64(occ)|e.notMask)*e.magic>>(64-rookBits))]
}

// BishopAttacks is RookAttacks for the bishop: shift 55, the same table.
func (Impl) BishopAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	e := &bishopEntries[s&63]
	return table[e.offset+uint32((uint64(occ)|e.notMask)*e.magic>>(64-bishopBits))]
}

// QueenAttacks returns RookAttacks(s, occ) ∪ BishopAttacks(s, occ): two
// lookups in the one table.
func (i Impl) QueenAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return i.RookAttacks(s, occ) | i.BishopAttacks(s, occ)
}
