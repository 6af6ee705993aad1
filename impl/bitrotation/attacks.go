package bitrotation

import (
	"math/bits"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/geometry"
)

// lineSet is the four lines through a square on the otherwise empty board,
// each without the square itself. Named fields, not an array: a field costs
// the inliner less than a constant index.
type lineSet struct {
	rank, file harness.Bitboard
	diag       harness.Bitboard // a1–h8 direction
	anti       harness.Bitboard // h1–a8 direction
}

// lineTable holds the four lines of every square: 32 bytes per square.
//
// Reversing the 64 bits of a board turns it by 180 degrees (square i goes to
// 63 − i, which is i ^ 63), and a line through s turns into the line of the
// same direction through s ^ 63. So the reversed lines of s are the lines of
// s ^ 63, and the table needs no reversed copy.
type lineTable [harness.NumSquares]lineSet

var lines lineTable

func init() { lines.build() }

// build fills t from board geometry: each line is the two opposite rays from
// the square on the empty board.
func (t *lineTable) build() {
	both := func(s harness.Square, df, dr int) harness.Bitboard {
		return geometry.Slide(s, 0, []geometry.Step{{DF: df, DR: dr}, {DF: -df, DR: -dr}})
	}
	for s := range harness.Square(harness.NumSquares) {
		t[s] = lineSet{rank: both(s, 1, 0), file: both(s, 0, 1), diag: both(s, 1, 1), anti: both(s, -1, 1)}
	}
}

// TableBytes returns the bytes of the line table: 64 squares × 4 lines × 8
// bytes = 2,048. The knight, king and pawn tables (2,048 bytes, shared with
// other implementations in impl/internal/plain) are not counted.
func TableBytes() int { return len(lines) * 4 * 8 }

// BuildTables builds a fresh line table, as start-up does, discards it and
// returns its bytes (TableBytes): a benchmark of the build cost.
func BuildTables() int {
	t := new(lineTable)
	t.build()
	return len(t) * 4 * 8
}

// sub returns (occ&l − b) & l: the line's occupancy with the slider's bit b
// subtracted (b is not on l), which borrows through the empty squares above
// the slider and flips them and the first blocker; the result is the line's
// occupancy XOR its attacks towards higher squares.
func sub(occ, b uint64, l harness.Bitboard) uint64 {
	return (occ&uint64(l) - b) & uint64(l)
}

// Every lookup indexes its table with s&63 and (s^63)&63, which spares a
// bounds check: for an invalid square (which the interface leaves
// unspecified) the answer is that of square s mod 64.
//
// Each lookup reverses twice, however many lines it has: once the
// occupancy, which serves every line, and once the XOR of the lines'
// reversed subtractions, since the lines are disjoint and reversing
// commutes with XOR. The occupancy XORed into both halves cancels.

// RookAttacks returns the squares a rook on s attacks given occupancy occ:
// the subtraction on its rank and file forwards, and on the reversed board
// (its rank and file through s^63) for the squares below. Its own square is
// on neither line, so occ may hold it.
func (Impl) RookAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	l, m := &lines[s&63], &lines[(s^63)&63]
	b, rb, ro := uint64(1)<<(s&63), uint64(1)<<((s^63)&63), bits.Reverse64(uint64(occ))
	return harness.Bitboard(sub(uint64(occ), b, l.rank) | sub(uint64(occ), b, l.file) ^
		bits.Reverse64(sub(ro, rb, m.rank)|sub(ro, rb, m.file)))
}

// BishopAttacks returns the squares a bishop on s attacks given occupancy
// occ: as RookAttacks on its diagonal and anti-diagonal.
func (Impl) BishopAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	l, m := &lines[s&63], &lines[(s^63)&63]
	b, rb, ro := uint64(1)<<(s&63), uint64(1)<<((s^63)&63), bits.Reverse64(uint64(occ))
	return harness.Bitboard(sub(uint64(occ), b, l.diag) | sub(uint64(occ), b, l.anti) ^
		bits.Reverse64(sub(ro, rb, m.diag)|sub(ro, rb, m.anti)))
}

// QueenAttacks returns RookAttacks(s, occ) ∪ BishopAttacks(s, occ): the four
// lines with two reversals in all, not four.
func (Impl) QueenAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	l, m := &lines[s&63], &lines[(s^63)&63]
	b, rb, ro := uint64(1)<<(s&63), uint64(1)<<((s^63)&63), bits.Reverse64(uint64(occ))
	fwd := sub(uint64(occ), b, l.rank) | sub(uint64(occ), b, l.file) | sub(uint64(occ), b, l.diag) | sub(uint64(occ), b, l.anti)
	rev := sub(ro, rb, m.rank) | sub(ro, rb, m.file) | sub(ro, rb, m.diag) | sub(ro, rb, m.anti)
	return harness.Bitboard(fwd ^ bits.Reverse64(rev))
}

// TableBytes is the package's TableBytes, as a method: the optional
// capability the benchmarks find by type assertion.
func (Impl) TableBytes() int { return TableBytes() }

// BuildTables is the package's BuildTables, as a method.
func (Impl) BuildTables() int { return BuildTables() }
