package leorik

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

// line returns the attacks along line l (a line through the slider's square,
// without it) given occupancy occ; below is the set of squares numbered
// below the slider's (its bit minus one). It splits the line's occupancy into the positive ray's
// blockers (not below) and the negative ray's (below):
//
//	up = pos ^ (pos − 1)                     bits 0 … the nearest blocker above, all 64 if none
//	down = 0x7FFF_FFFF_FFFF_FFFF >> LZCNT(neg | 1)   bits below the nearest blocker below, none if none
//	attacks = (up ^ down) & l
//
// The XOR keeps the bits from the lower blocker to the upper one, both
// included, and the line mask trims them to the line. The shift count is
// masked to 63, which LZCNT of a nonzero word never exceeds; that spares Go
// the code for shifts of 64 or more.
func line(below uint64, occ, l harness.Bitboard) harness.Bitboard {
	o := uint64(occ & l)
	pos, neg := o&^below, o&below
	return harness.Bitboard(pos^(pos-1)^0x7fff_ffff_ffff_ffff>>(bits.LeadingZeros64(neg|1)&63)) & l
}

// Every lookup indexes its table with s&63, which spares a bounds check: for
// an invalid square (which the interface leaves unspecified) the answer is
// that of square s mod 64.

// RookAttacks returns the squares a rook on s attacks given occupancy occ:
// the two smears on its rank and on its file. Its own square is on neither
// line, so occ may hold it.
func (Impl) RookAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	l := &lines[s&63]
	below := uint64(1)<<(s&63) - 1
	return line(below, occ, l.rank) | line(below, occ, l.file)
}

// BishopAttacks returns the squares a bishop on s attacks given occupancy
// occ: the two smears on its diagonal and anti-diagonal; its own square in
// occ does not matter.
func (Impl) BishopAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	l := &lines[s&63]
	below := uint64(1)<<(s&63) - 1
	return line(below, occ, l.diag) | line(below, occ, l.anti)
}

// QueenAttacks returns RookAttacks(s, occ) ∪ BishopAttacks(s, occ): the
// four lines in one body, so that a queen costs one call, not two (neither
// RookAttacks nor BishopAttacks inlines).
func (Impl) QueenAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	l := &lines[s&63]
	below := uint64(1)<<(s&63) - 1
	return line(below, occ, l.rank) | line(below, occ, l.file) | line(below, occ, l.diag) | line(below, occ, l.anti)
}

// TableBytes is the package's TableBytes, as a method: the optional
// capability the benchmarks find by type assertion.
func (Impl) TableBytes() int { return TableBytes() }

// BuildTables is the package's BuildTables, as a method.
func (Impl) BuildTables() int { return BuildTables() }
