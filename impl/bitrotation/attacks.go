package bitrotation

import (
	"math/bits"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/geometry"
)

// lines is the four lines of every square (geometry.LineTable), built at
// start-up.
//
// Reversing the 64 bits of a board turns it by 180 degrees (square i goes to
// 63 − i, which is i ^ 63), and a line through s turns into the line of the
// same direction through s ^ 63. So the reversed lines of s are the lines of
// s ^ 63, and no reversed copy is needed.
var lines geometry.LineTable

func init() { lines.Build() }

// TableBytes returns the bytes of the line table: 64 squares × 4 lines × 8
// bytes = 2,048. The knight, king and pawn tables (2,048 bytes, shared with
// other implementations in impl/internal/plain) are not counted.
func TableBytes() int { return geometry.LineTableBytes }

// BuildTables builds a fresh line table, as start-up does, discards it and
// returns its bytes (TableBytes): a benchmark of the build cost.
func BuildTables() int { return geometry.BuildLineTable() }

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
	return harness.Bitboard(sub(uint64(occ), b, l.Rank) | sub(uint64(occ), b, l.File) ^
		bits.Reverse64(sub(ro, rb, m.Rank)|sub(ro, rb, m.File)))
}

// BishopAttacks returns the squares a bishop on s attacks given occupancy
// occ: as RookAttacks on its diagonal and anti-diagonal.
func (Impl) BishopAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	l, m := &lines[s&63], &lines[(s^63)&63]
	b, rb, ro := uint64(1)<<(s&63), uint64(1)<<((s^63)&63), bits.Reverse64(uint64(occ))
	return harness.Bitboard(sub(uint64(occ), b, l.Diag) | sub(uint64(occ), b, l.Anti) ^
		bits.Reverse64(sub(ro, rb, m.Diag)|sub(ro, rb, m.Anti)))
}

// QueenAttacks returns RookAttacks(s, occ) ∪ BishopAttacks(s, occ): the four
// lines with two reversals in all, not four.
func (Impl) QueenAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	l, m := &lines[s&63], &lines[(s^63)&63]
	b, rb, ro := uint64(1)<<(s&63), uint64(1)<<((s^63)&63), bits.Reverse64(uint64(occ))
	fwd := sub(uint64(occ), b, l.Rank) | sub(uint64(occ), b, l.File) | sub(uint64(occ), b, l.Diag) | sub(uint64(occ), b, l.Anti)
	rev := sub(ro, rb, m.Rank) | sub(ro, rb, m.File) | sub(ro, rb, m.Diag) | sub(ro, rb, m.Anti)
	return harness.Bitboard(fwd ^ bits.Reverse64(rev))
}

// TableBytes is the package's TableBytes, as a method: the optional
// capability the benchmarks find by type assertion.
func (Impl) TableBytes() int { return TableBytes() }

// BuildTables is the package's BuildTables, as a method.
func (Impl) BuildTables() int { return BuildTables() }
