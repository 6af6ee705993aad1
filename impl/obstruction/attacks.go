package obstruction

import (
	"math/bits"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/geometry"
)

// half is one line through a square, split at the square: lower holds the
// line's squares below it (lower numbers), upper those above; the square
// itself is in neither. line is lower | upper, kept so that a lookup loads it
// rather than computes it: that spares the inliner's budget the two nodes
// per line that let a rook's or bishop's two lines inline (cost 78 of 80).
type half struct{ lower, upper, line harness.Bitboard }

// lineSet is the four lines through a square. Named fields, not an array:
// a field costs the inliner less than a constant index.
type lineSet struct {
	rank, file half
	diag       half // a1–h8 direction
	anti       half // h1–a8 direction
}

// lineTable holds the four lines of every square: 96 bytes per square.
type lineTable [harness.NumSquares]lineSet

var lines lineTable

func init() { lines.build() }

// build fills t from board geometry: each half is the ray from the square in
// one direction on the empty board, the lower half pointing to lower square
// numbers (west, south, south-west, south-east).
func (t *lineTable) build() {
	ray := func(s harness.Square, df, dr int) harness.Bitboard {
		return geometry.Slide(s, 0, []geometry.Step{{DF: df, DR: dr}})
	}
	for s := range harness.Square(harness.NumSquares) {
		split := func(lower, upper harness.Bitboard) half { return half{lower, upper, lower | upper} }
		t[s] = lineSet{
			rank: split(ray(s, -1, 0), ray(s, 1, 0)),
			file: split(ray(s, 0, -1), ray(s, 0, 1)),
			diag: split(ray(s, -1, -1), ray(s, 1, 1)),
			anti: split(ray(s, 1, -1), ray(s, -1, 1)),
		}
	}
}

// TableBytes returns the bytes of the line table: 64 squares × 4 lines × 3
// masks × 8 bytes = 6,144. The knight, king and pawn tables (2,048 bytes,
// shared with other implementations in impl/internal/plain) are not
// counted.
func TableBytes() int { return len(lines) * 4 * 24 }

// BuildTables builds a fresh line table, as start-up does, discards it and
// returns its bytes (TableBytes): a benchmark of the build cost.
func BuildTables() int {
	t := new(lineTable)
	t.build()
	return len(t) * 4 * 24
}

// attacks returns the attacks along one line given occupancy occ. The
// nearest lower blocker is the most significant bit (MS1B) of the lower
// half's occupancy, or bit 0 when there is none (the |1), which is at or
// below the line's lowest square. Subtracting it from the upper half's
// occupancy borrows through every bit from it up to the nearest upper
// blocker, the obstruction, and flips that blocker; XOR with the upper
// occupancy keeps exactly that span, which the line mask then trims to the
// line. With no upper blocker the borrow runs off the top of the word, which
// covers the whole upper half.
//
// The MS1B is taken as 1 << bits.Len64(lower>>1), which is the same bit for
// any lower ≥ 1 and bit 0 for lower ≤ 1 (so the |1 goes): bits.Len64 costs
// the inliner 2, bits.LeadingZeros64 (64 − Len64) 10, and a shift count
// masked to 63 needs no range check. The half comes by pointer, which costs
// less than three values.
func attacks(occ harness.Bitboard, h *half) harness.Bitboard {
	upper := occ & h.upper
	return (upper ^ (upper - 1<<(bits.Len64(uint64(occ&h.lower)>>1)&63))) & h.line
}

// Every lookup indexes its table with s&63, which spares a bounds check: for
// an invalid square (which the interface leaves unspecified) the answer is
// that of square s mod 64.

// RookAttacks returns the squares a rook on s attacks given occupancy occ:
// the obstruction difference on its rank and on its file. The rook's own
// square is on neither half of either line, so occ may hold it.
func (Impl) RookAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	l := &lines[s&63]
	return attacks(occ, &l.rank) | attacks(occ, &l.file)
}

// BishopAttacks returns the squares a bishop on s attacks given occupancy
// occ: the obstruction difference on its diagonal and anti-diagonal; its
// own square in occ does not matter.
func (Impl) BishopAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	l := &lines[s&63]
	return attacks(occ, &l.diag) | attacks(occ, &l.anti)
}

// QueenAttacks returns RookAttacks(s, occ) ∪ BishopAttacks(s, occ): four
// lines.
func (i Impl) QueenAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return i.RookAttacks(s, occ) | i.BishopAttacks(s, occ)
}

// TableBytes is the package's TableBytes, as a method: the optional
// capability the benchmarks find by type assertion.
func (Impl) TableBytes() int { return TableBytes() }

// BuildTables is the package's BuildTables, as a method.
func (Impl) BuildTables() int { return BuildTables() }
