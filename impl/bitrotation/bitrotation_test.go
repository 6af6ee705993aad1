package bitrotation

import (
	"math/bits"
	"testing"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/impltest"
)

// TestImpl runs the shared checks: hand-solved slider examples, every
// square × relevant-occupancy subset against the reference (102,400 rook and
// 5,248 bishop cases), and the set operations and leapers.
func TestImpl(t *testing.T) { impltest.Run(t, Impl{}) }

// TestReversedLines checks what the lookups rely on instead of a second
// table: for every square and line, the line of s^63 is the line of s with
// its bits reversed.
func TestReversedLines(t *testing.T) {
	for s := range harness.Square(harness.NumSquares) {
		l, m := lines[s], lines[s^63]
		for _, c := range []struct {
			name string
			l, m harness.Bitboard
		}{{"rank", l.Rank, m.Rank}, {"file", l.File, m.File}, {"diag", l.Diag, m.Diag}, {"anti", l.Anti, m.Anti}} {
			if got := harness.Bitboard(bits.Reverse64(uint64(c.l))); got != c.m {
				t.Errorf("Reverse64(lines[%s].%s) == %s; want lines[%s].%s == %s", s, c.name, got, s^63, c.name, c.m)
			}
		}
	}
}

// TestSub checks the subtraction on hand-solved lines, forwards and on the
// reversed board, and the two halves joined for a rook on c1 along rank 1
// with blockers a1 and f1.
func TestSub(t *testing.T) {
	m := harness.MustParseMask
	if got, want := lines[harness.C1].Rank, m("00000000/00000000/00000000/00000000/00000000/00000000/00000000/11011111"); got != want {
		t.Errorf("lines[c1].Rank == %s; want %s", got, want)
	}
	occ := uint64(m("00000000/00000000/00000000/00000000/00000000/00000000/00000000/10000100")) // a1, f1
	for _, c := range []struct {
		name   string
		occ, b uint64
		line   harness.Bitboard
		want   string
	}{
		// a1 f1 minus c1 borrows from f1: c1 d1 e1 set, f1 cleared;
		// masked to the line (c1 off it): a1 d1 e1.
		{"c1 rank forwards", occ, uint64(harness.C1.Bitboard()), lines[harness.C1].Rank,
			"00000000/00000000/00000000/00000000/00000000/00000000/00000000/10011000"},
		// Reversed: a1 → h8, f1 → c8, the rook c1 → f8, its rank → rank 8
		// without f8. h8 c8 minus f8 borrows from h8: f8 g8 set, h8
		// cleared; without f8: c8 g8.
		{"c1 rank reversed (f8 on rank 8)", bits.Reverse64(occ), uint64(harness.F8.Bitboard()), lines[harness.F8].Rank,
			"00100010/00000000/00000000/00000000/00000000/00000000/00000000/00000000"},
		// No blocker above: the borrow runs off the top of the word.
		{"d4 file forwards, empty board", 0, uint64(harness.D4.Bitboard()), lines[harness.D4].File,
			"00010000/00010000/00010000/00010000/00000000/00000000/00000000/00000000"},
	} {
		if got, want := harness.Bitboard(sub(c.occ, c.b, c.line)), m(c.want); got != want {
			t.Errorf("sub: %s == %s; want %s", c.name, got, want)
		}
	}
	// On rank 1, {a1 d1 e1} ^ reverse({c8 g8}) = {a1 d1 e1} ^ {f1 b1}:
	// a1 b1 d1 e1 f1; the c-file is empty: c2 … c8.
	if got, want := (Impl{}).RookAttacks(harness.C1, harness.Bitboard(occ)), m("00100000/00100000/00100000/00100000/00100000/00100000/00100000/11011100"); got != want {
		t.Errorf("RookAttacks(c1, {a1, f1}) == %s; want %s", got, want)
	}
	if got := TableBytes(); got != 2048 {
		t.Errorf("TableBytes() == %d; want 2048", got)
	}
	if got := BuildTables(); got != TableBytes() {
		t.Errorf("BuildTables() == %d; want TableBytes() == %d", got, TableBytes())
	}
}
