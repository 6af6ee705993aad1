package shift

import "github.com/bitbench/bitbench/harness"

// KnightAttacks returns the squares a knight on s attacks. The knight's bit is
// shifted one and two files east and west (masking the files it would wrap
// onto), and those are shifted two and one ranks north and south.
func (Impl) KnightAttacks(s harness.Square) harness.Bitboard {
	b := harness.Bitboard(1) << s
	one := b<<1&notA | b>>1&notH   // one file aside
	two := b<<2&notAB | b>>2&notGH // two files aside
	return one<<16 | one>>16 | two<<8 | two>>8
}

// KingAttacks returns the squares a king on s attacks: its bit shifted east
// and west, then that row of three shifted north and south.
func (Impl) KingAttacks(s harness.Square) harness.Bitboard {
	b := harness.Bitboard(1) << s
	row := b<<1&notA | b>>1&notH
	row |= b
	return row<<8 | row>>8 | row&^b
}

// PawnAttacks returns the squares a pawn of colour c on s attacks: its bit
// shifted one rank forward and one file aside, masking the wrapped file. The
// set is empty on the last rank, where the shift leaves the board.
func (Impl) PawnAttacks(c harness.Color, s harness.Square) harness.Bitboard {
	b := harness.Bitboard(1) << s
	if c == harness.White {
		return b<<9&notA | b<<7&notH
	}
	return b>>7&notA | b>>9&notH
}

// up is the Kogge–Stone occluded fill towards higher squares, d squares per
// step: it spreads gen through the empty squares of pro in log2(7) = 3 rounds
// of doubling, then shifts the fill one more step so that it covers the first
// blocker and leaves the start square. land holds the squares a one-step
// shift may land on (the other edge's file is left out against wrapping).
func up(gen, pro, land harness.Bitboard, d uint) harness.Bitboard {
	pro &= land
	gen |= pro & (gen << d)
	pro &= pro << d
	gen |= pro & (gen << (2 * d))
	pro &= pro << (2 * d)
	gen |= pro & (gen << (4 * d))
	return gen << d & land
}

// down is up towards lower squares.
func down(gen, pro, land harness.Bitboard, d uint) harness.Bitboard {
	pro &= land
	gen |= pro & (gen >> d)
	pro &= pro >> d
	gen |= pro & (gen >> (2 * d))
	pro &= pro >> (2 * d)
	gen |= pro & (gen >> (4 * d))
	return gen >> d & land
}

// RookAttacks returns the squares a rook on s attacks given occupancy occ, as
// the union of four occluded fills (north, east, south, west) through the
// empty squares. The rook's own square in occ does not matter: the fill
// starts there whatever it holds.
func (Impl) RookAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	b, empty := harness.Bitboard(1)<<s, ^occ
	return up(b, empty, all, 8) | up(b, empty, notA, 1) |
		down(b, empty, all, 8) | down(b, empty, notH, 1)
}

// BishopAttacks returns the squares a bishop on s attacks given occupancy occ,
// as the union of four diagonal occluded fills; its own square in occ does
// not matter.
func (Impl) BishopAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	b, empty := harness.Bitboard(1)<<s, ^occ
	return up(b, empty, notA, 9) | up(b, empty, notH, 7) |
		down(b, empty, notA, 7) | down(b, empty, notH, 9)
}

// QueenAttacks returns RookAttacks(s, occ) ∪ BishopAttacks(s, occ): eight
// occluded fills.
func (i Impl) QueenAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return i.RookAttacks(s, occ) | i.BishopAttacks(s, occ)
}
