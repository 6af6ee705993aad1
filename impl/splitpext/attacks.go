package splitpext

import "github.com/bitbench/bitbench/harness"

// RookAttacks returns the squares a rook on s attacks given occupancy occ:
// the file by one PEXT into its 64-entry table, the rank by a shift into
// the first-rank table, the whole lookup one assembly call (see the
// package comment). s is taken mod 64 (the interface leaves larger values
// unspecified).
func (Impl) RookAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return harness.Bitboard(rookLookup(uint64(occ), uint64(s)))
}

// BishopAttacks returns the squares a bishop on s attacks given occupancy
// occ: the diagonal and the anti-diagonal, each by one PEXT into its
// table, in one assembly call. s is taken mod 64.
func (Impl) BishopAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return harness.Bitboard(bishopLookup(uint64(occ), uint64(s)))
}

// QueenAttacks returns RookAttacks(s, occ) ∪ BishopAttacks(s, occ): three
// PEXTs and the rank in one assembly call.
func (Impl) QueenAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return harness.Bitboard(queenLookup(uint64(occ), uint64(s)))
}
