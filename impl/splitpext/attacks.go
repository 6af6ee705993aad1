package splitpext

import "github.com/bitbench/bitbench/harness"

// rankAttacks returns the attacks along the rank of square s: the rank's
// six inner squares shifted down to an index of the first-rank table, the
// attack byte shifted back.
func rankAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	r := s & 56
	return harness.Bitboard(tab.rank[s&7][occ>>r>>1&63]) << r
}

// RookAttacks returns the squares a rook on s attacks given occupancy occ:
// the file by one PEXT into its 64-entry table, the rank by a shift into
// the first-rank table. s is taken mod 64 (the interface leaves larger
// values unspecified). One call (the assembly), no bounds checks.
func (Impl) RookAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	e := &tab.sq[s&63]
	return e.file.attacks[extract1(uint64(occ), uint64(e.file.mask))&63] | rankAttacks(s, occ)
}

// BishopAttacks returns the squares a bishop on s attacks given occupancy
// occ: the diagonal and the anti-diagonal, each by one PEXT into its
// table, both extracts in one call. s is taken mod 64.
func (Impl) BishopAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	e := &tab.sq[s&63]
	d, a := extract2(uint64(occ), uint64(e.diag.mask), uint64(e.anti.mask))
	return e.diag.attacks[d&63] | e.anti.attacks[a&63]
}

// QueenAttacks returns RookAttacks(s, occ) ∪ BishopAttacks(s, occ): three
// extracts in one call, and the rank by a shift.
func (Impl) QueenAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	e := &tab.sq[s&63]
	f, d, a := extract3(uint64(occ), uint64(e.file.mask), uint64(e.diag.mask), uint64(e.anti.mask))
	return e.file.attacks[f&63] | e.diag.attacks[d&63] | e.anti.attacks[a&63] | rankAttacks(s, occ)
}
