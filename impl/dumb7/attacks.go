package dumb7

import "github.com/bitbench/bitbench/harness"

// RookAttacks returns the squares a rook on s attacks given occupancy occ:
// the fills north, east, south and west, side by side in one loop of six
// steps (four independent chains, so the processor overlaps them), each
// flood then taking the seventh step. Its own square in occ does not
// matter.
func (Impl) RookAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	b, e := harness.Bitboard(1)<<s, ^occ
	eA, eH := e&notA, e&notH
	n, so, ea, w := b, b, b, b
	for range 6 {
		n, so, ea, w = n|n<<8&e, so|so>>8&e, ea|ea<<1&eA, w|w>>1&eH
	}
	return n<<8 | so>>8 | ea<<1&notA | w>>1&notH
}

// BishopAttacks returns the squares a bishop on s attacks given occupancy
// occ: the fills north-east, north-west, south-east and south-west, side by
// side as the rook's.
func (Impl) BishopAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	b, e := harness.Bitboard(1)<<s, ^occ
	eA, eH := e&notA, e&notH
	ne, nw, se, sw := b, b, b, b
	for range 6 {
		ne, nw, se, sw = ne|ne<<9&eA, nw|nw<<7&eH, se|se>>7&eA, sw|sw>>9&eH
	}
	return (ne<<9|se>>7)&notA | (nw<<7|sw>>9)&notH
}

// QueenAttacks returns RookAttacks(s, occ) ∪ BishopAttacks(s, occ): eight
// fills.
func (i Impl) QueenAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return i.RookAttacks(s, occ) | i.BishopAttacks(s, occ)
}

// KnightAttacks returns the squares a knight on s attacks, composed of
// single orthogonal steps: one or two files aside, then two or one ranks up
// or down.
func (Impl) KnightAttacks(s harness.Square) harness.Bitboard {
	b := harness.Bitboard(1) << s
	one := east(b) | west(b)
	two := east(east(b)) | west(west(b))
	return north(north(one)) | south(south(one)) | north(two) | south(two)
}

// KingAttacks returns the squares a king on s attacks: the row of three
// made by a step east and a step west, stepped north and south, plus the
// two side squares.
func (Impl) KingAttacks(s harness.Square) harness.Bitboard {
	b := harness.Bitboard(1) << s
	side := east(b) | west(b)
	row := side | b
	return north(row) | south(row) | side
}

// PawnAttacks returns the squares a pawn of colour c on s attacks: a step
// east and a step west, then one rank forward. The set is empty on the last
// rank.
func (Impl) PawnAttacks(c harness.Color, s harness.Square) harness.Bitboard {
	b := harness.Bitboard(1) << s
	side := east(b) | west(b)
	if c == harness.White {
		return north(side)
	}
	return south(side)
}
