package naive

import "github.com/bitbench/bitbench/harness"

// offset is a (file, rank) step.
type offset struct{ df, dr int }

var (
	knightOffsets = []offset{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}
	kingOffsets   = []offset{{0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}}
	rookOffsets   = []offset{{0, 1}, {1, 0}, {0, -1}, {-1, 0}}
	bishopOffsets = []offset{{1, 1}, {1, -1}, {-1, -1}, {-1, 1}}
	pawnOffsets   = [2][]offset{harness.White: {{-1, 1}, {1, 1}}, harness.Black: {{-1, -1}, {1, -1}}}
)

// leap returns the squares one step of each offset away from s that are on
// the board.
func leap(s harness.Square, offsets []offset) harness.Bitboard {
	var out board
	for _, o := range offsets {
		if to := harness.SquareAt(s.File()+o.df, s.Rank()+o.dr); to != harness.NoSquare {
			out[to] = true
		}
	}
	return out.pack()
}

// slide walks from s along each offset until it leaves the board or reaches
// an occupied square, which is included.
func slide(s harness.Square, occ harness.Bitboard, offsets []offset) harness.Bitboard {
	occupied := unpack(occ)
	var out board
	for _, o := range offsets {
		f, r := s.File(), s.Rank()
		for {
			f, r = f+o.df, r+o.dr
			to := harness.SquareAt(f, r)
			if to == harness.NoSquare {
				break
			}
			out[to] = true
			if occupied[to] {
				break
			}
		}
	}
	return out.pack()
}

// KnightAttacks returns the squares a knight on s attacks.
func (Impl) KnightAttacks(s harness.Square) harness.Bitboard { return leap(s, knightOffsets) }

// KingAttacks returns the squares a king on s attacks.
func (Impl) KingAttacks(s harness.Square) harness.Bitboard { return leap(s, kingOffsets) }

// PawnAttacks returns the squares a pawn of colour c on s attacks.
func (Impl) PawnAttacks(c harness.Color, s harness.Square) harness.Bitboard {
	return leap(s, pawnOffsets[c])
}

// RookAttacks returns the squares a rook on s attacks given occupancy occ.
func (Impl) RookAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return slide(s, occ, rookOffsets)
}

// BishopAttacks returns the squares a bishop on s attacks given occupancy occ.
func (Impl) BishopAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return slide(s, occ, bishopOffsets)
}

// QueenAttacks returns the squares a queen on s attacks given occupancy occ.
func (i Impl) QueenAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return i.Union(slide(s, occ, rookOffsets), slide(s, occ, bishopOffsets))
}
