package dumb7

import "github.com/bitbench/bitbench/harness"

// up is Dumb7Fill towards higher squares, by bits per step: b (the slider)
// spreads one step at a time into the empty squares, six times, and the
// flood then takes a seventh step, which adds the first blocker (or nothing,
// at the edge) and leaves the slider's own square. land holds the squares a
// one-step shift may land on: for steps with an east part the a-file is left
// out, where squares from the h-file would wrap to.
func up(b, empty, land harness.Bitboard, by uint) harness.Bitboard {
	empty &= land
	flood := b
	for range 6 {
		b = b << by & empty
		flood |= b
	}
	return flood << by & land
}

// down is up towards lower squares.
func down(b, empty, land harness.Bitboard, by uint) harness.Bitboard {
	empty &= land
	flood := b
	for range 6 {
		b = b >> by & empty
		flood |= b
	}
	return flood >> by & land
}

// RookAttacks returns the squares a rook on s attacks given occupancy occ:
// four Dumb7Fills through the empty squares, north (+8), east (+1), south
// (−8) and west (−1). The fill starts from the rook's bit whatever occ holds
// there, so occ may hold it. For s ≥ 64 the set is empty.
func (Impl) RookAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	b, empty := harness.Bitboard(1)<<s, ^occ
	return up(b, empty, all, 8) | up(b, empty, notA, 1) |
		down(b, empty, all, 8) | down(b, empty, notH, 1)
}

// BishopAttacks returns the squares a bishop on s attacks given occupancy
// occ: four diagonal Dumb7Fills, north-east (+9), north-west (+7),
// south-east (−7) and south-west (−9); its own square in occ does not
// matter. For s ≥ 64 the set is empty.
func (Impl) BishopAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	b, empty := harness.Bitboard(1)<<s, ^occ
	return up(b, empty, notA, 9) | up(b, empty, notH, 7) |
		down(b, empty, notA, 7) | down(b, empty, notH, 9)
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
