package blackmagic

import "github.com/bitbench/bitbench/harness"

// index returns the shared table's index of occupancy occ for the entry's
// square, with a fixed shift of 64-bits: (occ | ^mask) × magic >> (64-bits),
// plus the offset. magics_gen.go defines the index as that sum modulo 2^32,
// with the offset a uint32; here the offset is that uint32 read as an int32
// and sign-extended, and the sum is taken modulo 2^64. The two agree on
// every index fill accepts: the hash is below 2^12, so an offset of 2^31 or
// more, whose uint32 sum is inside the table (below 2^17), can only be one
// that wraps, 2^32 - k with k > 0, and its 64-bit sum hash - k is then the
// same non-negative number; a smaller offset gives the same sum in both
// widths. The 64-bit sum needs no zero-extension of a 32-bit one; the
// table index keeps its bounds check (a sum that is provably in range
// would need a power-of-two table, measured slower: see the package
// comment).
func (e *entry) index(occ harness.Bitboard, bits uint) uint64 {
	return e.offset + (uint64(occ)|e.notMask)*e.magic>>(64-bits)
}

// RookAttacks returns the squares a rook on s attacks given occupancy occ:
// occ with every square outside the relevant mask set (occ | ^mask), times
// the square's black magic, shifted right by 52, plus the square's offset,
// indexes the shared table. The rook's own square is outside the mask, so
// occ may hold it. Small enough to inline; no mask of s (see entries for
// the Square values 64 and above).
func (Impl) RookAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return table[entries[s].rook.index(occ, rookBits)]
}

// BishopAttacks is RookAttacks for the bishop: shift 55, the same table.
func (Impl) BishopAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return table[entries[s].bishop.index(occ, bishopBits)]
}

// QueenAttacks returns RookAttacks(s, occ) ∪ BishopAttacks(s, occ): two
// lookups in the one table, their entries in one 64-byte struct.
func (Impl) QueenAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	e := &entries[s]
	return table[e.rook.index(occ, rookBits)] | table[e.bishop.index(occ, bishopBits)]
}
