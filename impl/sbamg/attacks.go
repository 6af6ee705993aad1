package sbamg

import (
	"math/bits"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/geometry"
)

// line is one line through a square on the otherwise empty board, the
// square itself left out: mask is the whole line, inner the line without
// its two end squares (which never block anything further), lower the inner
// squares below the square (lower numbers).
type line struct{ mask, inner, lower uint64 }

// lineSet is the four lines through a square. Named fields, not an array: a
// field costs the inliner less than a constant index.
type lineSet struct {
	rank, file line
	diag       line // a1–h8 direction
	anti       line // h1–a8 direction
}

// lineTable holds the four lines of every square: 96 bytes per square.
type lineTable [harness.NumSquares]lineSet

var lines lineTable

func init() { lines.build() }

// build fills t from board geometry: each line is the square's two opposite
// rays on the empty board; its inner part, every square but the far end of
// each ray, is the line's relevant occupancy (geometry.Relevant).
func (t *lineTable) build() {
	for s := range harness.Square(harness.NumSquares) {
		mk := func(df, dr int) line {
			down := []geometry.Step{{DF: -df, DR: -dr}} // towards lower numbers
			both := []geometry.Step{{DF: df, DR: dr}, down[0]}
			return line{
				mask:  uint64(geometry.Slide(s, 0, both)),
				inner: uint64(geometry.Relevant(s, both)),
				lower: uint64(geometry.Relevant(s, down)),
			}
		}
		t[s] = lineSet{rank: mk(1, 0), file: mk(0, 1), diag: mk(1, 1), anti: mk(-1, 1)}
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

// span returns the attacks along l given occupancy occ and cbn, the bit of
// the closest blocker below the slider (bit 0 when there is none): o^(o−3·cbn)
// on the line's inner occupancy with bit 0 set, cut to the line.
// Subtracting cbn clears the blocker's bit; subtracting 2·cbn more borrows
// from the bit above it through the empty squares, past the slider (which o
// never holds) up to the closest blocker above, or off the top of the word.
// XOR with o keeps the span from cbn to that blocker, both included. Bit 0
// stands in for a blocker below the whole line: it is never an inner square
// (a1 is an end of every line through it), and when the slider is on a1 it
// is the slider's own bit, which the mask takes out again.
func span(occ uint64, l *line, cbn uint64) uint64 {
	o := occ&l.inner | 1
	return (o ^ (o - 3*cbn)) & l.mask
}

// cbnSwapped returns the closest blocker below the slider on l, a line with
// at most one square per rank (a file or a diagonal), or bit 0 when there is
// none, without a bit scan. The closest blocker below is the one on the
// highest rank; a byte swap puts it on the lowest, where its bit is the
// lowest set bit (x & −x), and a second swap puts it back. a8's bit, added
// on the swapped board, comes back as a1's (bit 0) when there is no blocker;
// it cannot hide a real one, which lies on an inner square, never on rank 1.
func cbnSwapped(occ uint64, l *line) uint64 {
	x := bits.ReverseBytes64(occ&l.lower) | 1<<56
	return bits.ReverseBytes64(x & -x)
}

// cbnRank returns the closest blocker below the slider on its rank, or bit 0
// when there is none. A byte swap cannot reorder a rank, so the blocker is
// the highest set bit, 1 << bits.Len64(x>>1) for the rank's lower inner
// occupancy x, which is bit 0 for x == 0 (x never holds bit 0: the a-file is
// a rank's end). The shift count is masked to 63, which it never exceeds.
func cbnRank(occ uint64, l *line) uint64 {
	return 1 << (bits.Len64(occ&l.lower>>1) & 63)
}

// Every lookup indexes its table with s&63, which spares a bounds check: for
// an invalid square (which the interface leaves unspecified) the answer is
// that of square s mod 64.

// RookAttacks returns the squares a rook on s attacks given occupancy occ:
// span on its file (the closest blocker below by byte swaps) and on its
// rank (by a bit length). Its own square is on no mask, so occ may hold it.
func (Impl) RookAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	l, o := &lines[s&63], uint64(occ)
	return harness.Bitboard(span(o, &l.file, cbnSwapped(o, &l.file)) | span(o, &l.rank, cbnRank(o, &l.rank)))
}

// BishopAttacks returns the squares a bishop on s attacks given occupancy
// occ: span on its diagonal and anti-diagonal, the closest blockers below
// by byte swaps; its own square in occ does not matter.
func (Impl) BishopAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	l, o := &lines[s&63], uint64(occ)
	return harness.Bitboard(span(o, &l.diag, cbnSwapped(o, &l.diag)) | span(o, &l.anti, cbnSwapped(o, &l.anti)))
}

// QueenAttacks returns RookAttacks(s, occ) ∪ BishopAttacks(s, occ): the
// four lines in one body, so that a queen costs one call, not two (neither
// RookAttacks nor BishopAttacks inlines).
func (Impl) QueenAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	l, o := &lines[s&63], uint64(occ)
	return harness.Bitboard(span(o, &l.file, cbnSwapped(o, &l.file)) | span(o, &l.rank, cbnRank(o, &l.rank)) |
		span(o, &l.diag, cbnSwapped(o, &l.diag)) | span(o, &l.anti, cbnSwapped(o, &l.anti)))
}

// TableBytes is the package's TableBytes, as a method: the optional
// capability the benchmarks find by type assertion.
func (Impl) TableBytes() int { return TableBytes() }

// BuildTables is the package's BuildTables, as a method.
func (Impl) BuildTables() int { return BuildTables() }
