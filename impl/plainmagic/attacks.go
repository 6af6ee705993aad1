package plainmagic

import "github.com/bitbench/bitbench/harness"

// index returns the index of occupancy occ in the piece's table for the
// entry's square, with a fixed shift of 64-bits: (occ & mask) × magic >>
// (64-bits) is below 2^bits, so the offset s << bits plus it is below 64 <<
// bits, the table's length. The lookups AND it with that length minus one,
// which changes nothing but proves the index in range to the compiler: no
// bounds check.
func (e *entry) index(occ harness.Bitboard, bits uint) uint64 {
	return e.offset + (uint64(occ)&e.mask)*e.magic>>(64-bits)
}

// RookAttacks returns the squares a rook on s attacks given occupancy occ:
// the occupancy inside the square's relevant mask, times its magic, shifted
// right by 52, indexes the square's 4,096 slots. The rook's own square is
// outside the mask, so occ may hold it. Small enough to inline; no bounds
// check and no mask of s (see entries for the Square values 64 and above).
func (Impl) RookAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return rookTable[entries[s].rook.index(occ, rookBits)&(rookSlots-1)]
}

// BishopAttacks is RookAttacks for the bishop: shift 55, 512 slots a square.
func (Impl) BishopAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return bishopTable[entries[s].bishop.index(occ, bishopBits)&(bishopSlots-1)]
}

// QueenAttacks returns RookAttacks(s, occ) ∪ BishopAttacks(s, occ): two
// lookups, their entries in one 64-byte struct.
func (Impl) QueenAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	e := &entries[s]
	return rookTable[e.rook.index(occ, rookBits)&(rookSlots-1)] |
		bishopTable[e.bishop.index(occ, bishopBits)&(bishopSlots-1)]
}
