package slidearith

import (
	"math/bits"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/geometry"
)

// The lines of a square, in the order of a lineTable entry.
const (
	rankLine = iota
	fileLine
	diagLine // a1–h8 direction
	antiLine // h1–a8 direction
	numLines
)

// lineTable holds, per square, its four lines on the otherwise empty board,
// each without the square itself: 32 bytes per square.
type lineTable [harness.NumSquares][numLines]uint64

var lines lineTable

func init() { lines.build() }

// build fills t from board geometry (geometry.LinesOf), one array per
// square.
func (t *lineTable) build() {
	for s := range harness.Square(harness.NumSquares) {
		l := geometry.LinesOf(s)
		t[s] = [numLines]uint64{rankLine: uint64(l.Rank), fileLine: uint64(l.File), diagLine: uint64(l.Diag), antiLine: uint64(l.Anti)}
	}
}

// TableBytes returns the bytes of the line table: 64 squares × 4 lines × 8
// bytes = 2,048. The knight, king and pawn tables (2,048 bytes, shared with
// other implementations in impl/internal/plain) are not counted.
func TableBytes() int { return len(lines) * numLines * 8 }

// BuildTables builds a fresh line table, as start-up does, discards it and
// returns its bytes (TableBytes): a benchmark of the build cost.
func BuildTables() int {
	t := new(lineTable)
	t.build()
	return len(t) * numLines * 8
}

// bzhi returns x with every bit from index n up cleared, the x86 BMI2
// instruction BZHI for n < 64: x & (1<<n − 1). n is taken mod 64, so
// bzhi(x, 64) is 0 rather than x as the instruction would give; no caller
// asks for 64.
func bzhi(x uint64, n uint) uint64 { return x & (1<<(n&63) - 1) }

// blsmsk returns the bits of x from bit 0 up to its lowest set bit,
// included, the x86 BMI1 instruction BLSMSK: x ^ (x−1); the result is all 64
// bits for x == 0.
func blsmsk(x uint64) uint64 { return x ^ (x - 1) }

// slide returns the attacks along line (a line through s, without s) of a
// slider on s given occupancy occ. BZHI at s keeps the line's blockers below
// the slider; the rest are above it. BLSMSK of those above reaches up to the
// nearest one; BZHI of all bits at the index of the nearest blocker below
// (bits.Len64−1 of the lower blockers, bit 0 when there are none) covers what
// lies below it. Their XOR is the span from the lower blocker to the upper,
// both included, which line then trims to its squares.
func slide(s uint, occ, line uint64) uint64 {
	o := occ & line
	lower := bzhi(o, s)
	return (blsmsk(o^lower) ^ bzhi(^uint64(0), uint(bits.Len64(lower|1)-1))) & line
}

// Every lookup indexes its table with s&63, which spares a bounds check: for
// an invalid square (which the interface leaves unspecified) the answer is
// that of square s mod 64.

// RookAttacks returns the squares a rook on s attacks given occupancy occ:
// slide on its rank and on its file. Its own square is on neither line, so
// occ may hold it.
func (Impl) RookAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	sq, l := uint(s&63), &lines[s&63]
	return harness.Bitboard(slide(sq, uint64(occ), l[rankLine]) | slide(sq, uint64(occ), l[fileLine]))
}

// BishopAttacks returns the squares a bishop on s attacks given occupancy
// occ: slide on its diagonal and anti-diagonal; its own square in occ does
// not matter.
func (Impl) BishopAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	sq, l := uint(s&63), &lines[s&63]
	return harness.Bitboard(slide(sq, uint64(occ), l[diagLine]) | slide(sq, uint64(occ), l[antiLine]))
}

// QueenAttacks returns RookAttacks(s, occ) ∪ BishopAttacks(s, occ): slide on
// the four lines in one loop, one call rather than two (neither RookAttacks
// nor BishopAttacks inlines).
func (Impl) QueenAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	sq := uint(s & 63)
	var a uint64
	for _, line := range &lines[s&63] {
		a |= slide(sq, uint64(occ), line)
	}
	return harness.Bitboard(a)
}

// TableBytes is the package's TableBytes, as a method: the optional
// capability the benchmarks find by type assertion.
func (Impl) TableBytes() int { return TableBytes() }

// BuildTables is the package's BuildTables, as a method.
func (Impl) BuildTables() int { return BuildTables() }
