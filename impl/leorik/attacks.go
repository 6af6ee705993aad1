package leorik

import (
	"math/bits"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/geometry"
)

// lines is the four lines of every square (geometry.LineTable), built at
// start-up.
var lines geometry.LineTable

func init() { lines.Build() }

// TableBytes returns the bytes of the line table: 64 squares × 4 lines × 8
// bytes = 2,048. The knight, king and pawn tables (2,048 bytes, shared with
// other implementations in impl/internal/plain) are not counted.
func TableBytes() int { return geometry.LineTableBytes }

// BuildTables builds a fresh line table, as start-up does, discards it and
// returns its bytes (TableBytes): a benchmark of the build cost.
func BuildTables() int { return geometry.BuildLineTable() }

// line returns the attacks along line l (a line through the slider's square,
// without it) given occupancy occ; below is the set of squares numbered
// below the slider's (its bit minus one). It splits the line's occupancy
// into the positive ray's blockers (not below) and the negative ray's
// (below):
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
	return line(below, occ, l.Rank) | line(below, occ, l.File)
}

// BishopAttacks returns the squares a bishop on s attacks given occupancy
// occ: the two smears on its diagonal and anti-diagonal; its own square in
// occ does not matter.
func (Impl) BishopAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	l := &lines[s&63]
	below := uint64(1)<<(s&63) - 1
	return line(below, occ, l.Diag) | line(below, occ, l.Anti)
}

// QueenAttacks returns RookAttacks(s, occ) ∪ BishopAttacks(s, occ): the
// four lines in one body, so that a queen costs one call, not two (neither
// RookAttacks nor BishopAttacks inlines).
func (Impl) QueenAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	l := &lines[s&63]
	below := uint64(1)<<(s&63) - 1
	return line(below, occ, l.Rank) | line(below, occ, l.File) | line(below, occ, l.Diag) | line(below, occ, l.Anti)
}

// TableBytes is the package's TableBytes, as a method: the optional
// capability the benchmarks find by type assertion.
func (Impl) TableBytes() int { return TableBytes() }

// BuildTables is the package's BuildTables, as a method.
func (Impl) BuildTables() int { return BuildTables() }
