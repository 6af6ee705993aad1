package plain

import (
	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/geometry"
)

// Leapers provides the knight, king and pawn attacks of harness.Impl as
// lookups in 64-entry tables built at start-up from the steps of package
// geometry. Every lookup indexes with s&63 (and c&1), which spares the
// bounds check: for an invalid square or colour, which the interface leaves
// unspecified, the answer is that of s mod 64 (c mod 2).
type Leapers struct{}

var (
	knight = geometry.Leaps(geometry.Knight)
	king   = geometry.Leaps(geometry.King)
	pawn   = [2][harness.NumSquares]harness.Bitboard{
		harness.White: geometry.Leaps(geometry.Pawn[harness.White]),
		harness.Black: geometry.Leaps(geometry.Pawn[harness.Black]),
	}
)

// LeaperTableBytes returns the bytes of the knight, king and pawn tables:
// 2,048 (four tables of 64 eight-byte sets), shared by every implementation
// that embeds Leapers.
func LeaperTableBytes() int { return 8 * (len(knight) + len(king) + len(pawn[0]) + len(pawn[1])) }

// KnightAttacks returns the squares a knight on s attacks, from a table.
func (Leapers) KnightAttacks(s harness.Square) harness.Bitboard { return knight[s&63] }

// KingAttacks returns the squares a king on s attacks, from a table.
func (Leapers) KingAttacks(s harness.Square) harness.Bitboard { return king[s&63] }

// PawnAttacks returns the squares a pawn of colour c on s attacks, from a
// table; the set is empty on the last rank.
func (Leapers) PawnAttacks(c harness.Color, s harness.Square) harness.Bitboard {
	return pawn[c&1][s&63]
}
