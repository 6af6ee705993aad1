package sbamg

import (
	"testing"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/impltest"
)

// TestImpl runs the shared checks: hand-solved slider examples, every
// square × relevant-occupancy subset against the reference (102,400 rook and
// 5,248 bishop cases), and the set operations and leapers.
func TestImpl(t *testing.T) { impltest.Run(t, Impl{}) }

// TestLines checks a hand-written table entry, the closest blocker below
// (by byte swaps and by bit length) and the subtraction on hand-solved
// lines, including blockers on a line's end squares, which are not inner
// squares and never count as the closest blocker.
func TestLines(t *testing.T) {
	m := func(s string) uint64 { return uint64(harness.MustParseMask(s)) }
	const rank1 = "00000000/00000000/00000000/00000000/00000000/00000000/00000000/"
	if got, want := lines[harness.E1].rank, (line{m(rank1 + "11110111"), m(rank1 + "01110110"), m(rank1 + "01110000")}); got != want {
		t.Errorf("lines[e1].rank == {%#x, %#x, %#x}; want {%#x, %#x, %#x}", got.mask, got.inner, got.lower, want.mask, want.inner, want.lower)
	}
	const (
		a1 = rank1 + "10000000"
		b1 = rank1 + "01000000"
	)
	sq := func(s harness.Square) *lineSet { return &lines[s] }
	for _, c := range []struct {
		name      string
		got, want uint64
	}{
		{"cbnSwapped: d4 file, blockers d2 and d6", cbnSwapped(m("00000000/00000000/00010000/00000000/00000000/00000000/00010000/00000000"), &sq(harness.D4).file),
			m("00000000/00000000/00000000/00000000/00000000/00000000/00010000/00000000")},
		{"cbnSwapped: d4 file, blocker d1 on the end only", cbnSwapped(m(rank1+"00010000"), &sq(harness.D4).file), m(a1)},
		{"cbnSwapped: f5 diagonal, blockers b1 (end), c2, e4", cbnSwapped(m("00000000/00000000/00000000/00000000/00001000/00000000/00100000/01000000"), &sq(harness.F5).diag),
			m("00000000/00000000/00000000/00000000/00001000/00000000/00000000/00000000")},
		{"cbnSwapped: c6 anti-diagonal, blockers g2 and h1 (end)", cbnSwapped(m("00000000/00000000/00000000/00000000/00000000/00000000/00000010/00000001"), &sq(harness.C6).anti),
			m("00000000/00000000/00000000/00000000/00000000/00000000/00000010/00000000")},
		{"cbnRank: e1 rank, blockers b1, g1, h1", cbnRank(m(rank1+"01000011"), &sq(harness.E1).rank), m(b1)},
		{"cbnRank: c7 rank, blocker a7 on the end only", cbnRank(m("00000000/10000000/00000000/00000000/00000000/00000000/00000000/00000000"), &sq(harness.C7).rank), m(a1)},
		// {a1 d2 d6} − 3·d2 = a1 + bits d3 … c6 (borrowed from d6); xor:
		// d2, d3 … c6, d6; on the d-file without d4: d2 d3 d5 d6.
		{"span: d4 file, blockers d2 and d6", span(m("00000000/00000000/00010000/00000000/00000000/00000000/00010000/00000000"), &sq(harness.D4).file, m("00000000/00000000/00000000/00000000/00000000/00000000/00010000/00000000")),
			m("00000000/00000000/00010000/00010000/00000000/00010000/00010000/00000000")},
		// o = a1 alone (a7 is an end); 1 − 3 = every bit but a1; xor: all.
		{"span: c7 rank, blocker a7 on the end", span(m("00000000/10000000/00000000/00000000/00000000/00000000/00000000/00000000"), &sq(harness.C7).rank, m(a1)),
			m("00000000/11011111/00000000/00000000/00000000/00000000/00000000/00000000")},
		// The slider on a1 is bit 0 itself: the borrow runs from b2 to the top.
		{"span: a1 diagonal, empty board", span(0, &sq(harness.A1).diag, m(a1)),
			m("00000001/00000010/00000100/00001000/00010000/00100000/01000000/00000000")},
	} {
		if c.got != c.want {
			t.Errorf("%s == %s; want %s", c.name, harness.Bitboard(c.got), harness.Bitboard(c.want))
		}
	}
	if got := TableBytes(); got != 6144 {
		t.Errorf("TableBytes() == %d; want 6144", got)
	}
	if got := BuildTables(); got != TableBytes() {
		t.Errorf("BuildTables() == %d; want TableBytes() == %d", got, TableBytes())
	}
}
