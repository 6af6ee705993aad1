package sissy

import "github.com/bitbench/bitbench/harness"

// RookAttacks returns the squares a rook on s attacks given occupancy occ,
// as the intersection of eight rank lookups. s is taken mod 64 (the
// interface leaves larger values unspecified). No bounds checks: a byte
// indexes 256 entries and r&7 eight ranks. Written as a loop it inlines
// (cost 52, see the package comment).
func (Impl) RookAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	t := &tab.sq[s&63]
	a := t[0][uint8(occ)].rook
	for r := 1; r < 8; r++ {
		occ >>= 8
		a &= t[r&7][uint8(occ)].rook
	}
	return a
}

// BishopAttacks returns the squares a bishop on s attacks given occupancy
// occ, as RookAttacks does from the bishop's half of the entries. s is
// taken mod 64.
func (Impl) BishopAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	t := &tab.sq[s&63]
	a := t[0][uint8(occ)].bishop
	for r := 1; r < 8; r++ {
		occ >>= 8
		a &= t[r&7][uint8(occ)].bishop
	}
	return a
}

// QueenAttacks returns RookAttacks(s, occ) ∪ BishopAttacks(s, occ): one
// loop over the ranks with a rook and a bishop intersection side by side,
// each rank's pair of supersets read from one 16-byte entry.
func (Impl) QueenAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	t := &tab.sq[s&63]
	e := &t[0][uint8(occ)]
	ra, ba := e.rook, e.bishop
	for r := 1; r < 8; r++ {
		occ >>= 8
		e = &t[r&7][uint8(occ)]
		ra &= e.rook
		ba &= e.bishop
	}
	return ra | ba
}
