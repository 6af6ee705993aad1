package hq

import (
	"math/bits"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/geometry"
)

// lines holds a square's three lines with at most one square per rank, each
// without the square itself: its file, its diagonal (a1–h8 direction) and
// its anti-diagonal (h1–a8 direction).
type lines struct{ file, diag, anti harness.Bitboard }

// tables is everything the sliders look up: the lines of every square, and
// the attacks along the first rank of a rook on each file for each inner
// occupancy (the six squares b1…g1; a1 and h1 never block anything
// further).
type tables struct {
	lines [harness.NumSquares]lines
	rank  [8][64]uint8
}

var tab tables

func init() { tab.build() }

// build fills t from board geometry.
func (t *tables) build() {
	var (
		file = []geometry.Step{{DF: 0, DR: 1}, {DF: 0, DR: -1}}
		diag = []geometry.Step{{DF: 1, DR: 1}, {DF: -1, DR: -1}}
		anti = []geometry.Step{{DF: -1, DR: 1}, {DF: 1, DR: -1}}
		rank = []geometry.Step{{DF: 1, DR: 0}, {DF: -1, DR: 0}}
	)
	for s := range harness.Square(harness.NumSquares) {
		t.lines[s] = lines{geometry.Slide(s, 0, file), geometry.Slide(s, 0, diag), geometry.Slide(s, 0, anti)}
	}
	for f := range harness.Square(8) {
		for inner := range harness.Bitboard(64) {
			t.rank[f][inner] = uint8(geometry.Slide(f, inner<<1, rank))
		}
	}
}

// TableBytes returns the bytes of the slider tables: 64 squares × 3 lines ×
// 8 bytes plus the 8 × 64 one-byte first-rank table, 2,048 in all. The
// knight, king and pawn tables (2,048 bytes, shared with other
// implementations in impl/internal/plain) are not counted.
func TableBytes() int { return tableBytes(&tab) }

func tableBytes(t *tables) int { return len(t.lines)*3*8 + len(t.rank)*len(t.rank[0]) }

// BuildTables builds a fresh copy of the slider tables, as start-up does,
// discards it and returns its bytes (TableBytes): a benchmark of the build
// cost.
func BuildTables() int {
	t := new(tables)
	t.build()
	return tableBytes(t)
}

// line returns the attacks of a slider on s along mask, a line through s
// with at most one square per rank that does not hold s itself (so the
// slider's bit r is subtracted once from o = occ & mask, which is o−2r in
// the formulation where o holds the slider): the o^(o−2r) trick forwards,
// and once more on the byte-reversed (rank-flipped) board for the squares
// below s. Subtracting the slider's bit from the line's occupancy borrows
// through the empty squares above it up to the first blocker, flipping
// exactly those bits and the blocker's.
func line(s harness.Square, occ, mask harness.Bitboard) harness.Bitboard {
	o := uint64(occ & mask)
	fwd := o - 1<<(s&63)
	rev := bits.ReverseBytes64(o) - 1<<(s&63^56)
	return harness.Bitboard(fwd^bits.ReverseBytes64(rev)) & mask
}

// rank returns the attacks of a rook on s along its rank: the six inner
// squares of the rank index the first-rank table, whose byte is shifted
// back up to the rank.
func rank(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return harness.Bitboard(tab.rank[s&7][occ>>(s&56+1)&63]) << (s & 56)
}

// Every lookup indexes its tables with s&63 or s&7, which spares a bounds
// check. For an invalid square (which the interface leaves unspecified) the
// answer is a subset of the lines of square s mod 64.

// RookAttacks returns the squares a rook on s attacks given occupancy occ:
// Hyperbola Quintessence on its file, the first-rank table on its rank. The
// rook's own square is not on its file mask, and on its rank the table's
// entry already ignores the slider's own bit, so occ may hold it. Small
// enough to inline.
func (Impl) RookAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return line(s, occ, tab.lines[s&63].file) | rank(s, occ)
}

// BishopAttacks returns the squares a bishop on s attacks given occupancy
// occ: Hyperbola Quintessence on its diagonal and anti-diagonal. Its own
// square is on neither mask, so occ may hold it.
//
// The two lines are written out rather than two calls of line: each
// inlined call costs the inliner about 15 for its arguments, and two calls
// come to 84, over Go's budget of 80, where this form costs 78 and inlines.
// The slider's bit and its byte-reversed twin are computed once for both.
func (Impl) BishopAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	b := uint64(1) << (s & 63)
	rb := bits.ReverseBytes64(b)
	d, a := uint64(tab.lines[s&63].diag), uint64(tab.lines[s&63].anti)
	od, oa := uint64(occ)&d, uint64(occ)&a
	return harness.Bitboard((od-b^bits.ReverseBytes64(bits.ReverseBytes64(od)-rb))&d |
		(oa-b^bits.ReverseBytes64(bits.ReverseBytes64(oa)-rb))&a)
}

// QueenAttacks returns RookAttacks(s, occ) ∪ BishopAttacks(s, occ): three
// lines by subtraction and one rank lookup.
func (i Impl) QueenAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return i.RookAttacks(s, occ) | i.BishopAttacks(s, occ)
}

// TableBytes is the package's TableBytes, as a method: the optional
// capability the benchmarks find by type assertion.
func (Impl) TableBytes() int { return TableBytes() }

// BuildTables is the package's BuildTables, as a method.
func (Impl) BuildTables() int { return BuildTables() }
