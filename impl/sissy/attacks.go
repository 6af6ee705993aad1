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

// QueenAttacks returns RookAttacks(s, occ) ∪ BishopAttacks(s, occ) from
// the queen's own table (queenRanks): eight lookups, one per rank, ANDed.
// Each rank's index is taken from occ directly (occ>>8r, not a running
// shift), so the eight loads wait on occ alone. Written out it costs 72
// and inlines; byte indices into [256] arrays leave no bounds checks.
func (Impl) QueenAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	t := &tab.q[s&63]
	return t.r0[uint8(occ)] & t.r1[uint8(occ>>8)] & t.r2[uint8(occ>>16)] & t.r3[uint8(occ>>24)] &
		t.r4[uint8(occ>>32)] & t.r5[uint8(occ>>40)] & t.r6[uint8(occ>>48)] & t.r7[occ>>56]
}
