package sissy

import "github.com/bitbench/bitbench/harness"

// The two pieces, as indices of a table entry.
const (
	rook   = 0
	bishop = 1
)

// intersect returns the intersection of piece p's eight rank supersets in
// one square's table, for occupancy occ. Written as a loop it inlines, the
// methods around it too (see the package comment); no bounds checks (r&7,
// a byte, p&1).
func intersect(t *[8][256][2]harness.Bitboard, p int, occ harness.Bitboard) harness.Bitboard {
	a := t[0][uint8(occ)][p&1]
	for r := 1; r < 8; r++ {
		occ >>= 8
		a &= t[r&7][uint8(occ)][p&1]
	}
	return a
}

// RookAttacks returns the squares a rook on s attacks given occupancy occ,
// as the intersection of eight rank lookups. s is taken mod 64 (the
// interface leaves larger values unspecified).
func (Impl) RookAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return intersect(&tab.sq[s&63], rook, occ)
}

// BishopAttacks returns the squares a bishop on s attacks given occupancy
// occ, as RookAttacks does from the bishop's half of the entries. s is
// taken mod 64.
func (Impl) BishopAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return intersect(&tab.sq[s&63], bishop, occ)
}

// QueenAttacks returns RookAttacks(s, occ) ∪ BishopAttacks(s, occ): one
// loop over the ranks with a rook and a bishop intersection side by side,
// each rank's pair of supersets read from one 16-byte entry. The entry is
// taken by pointer: as a value (e := t[r][b]) Go copies its 16 bytes to
// the stack and reads them back, a store and two loads more per rank. The
// loop's bounds prove r < 8, so t[r] needs no mask (cost 79, it inlines).
func (Impl) QueenAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	t := &tab.sq[s&63]
	ra, ba := t[0][uint8(occ)][rook], t[0][uint8(occ)][bishop]
	for r := 1; r < 8; r++ {
		occ >>= 8
		e := &t[r][uint8(occ)]
		ra &= e[rook]
		ba &= e[bishop]
	}
	return ra | ba
}
