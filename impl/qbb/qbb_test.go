package qbb

import (
	"testing"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/impltest"
)

// TestImpl runs the shared checks: hand-solved slider examples, every
// square × relevant-occupancy subset against the reference (102,400 rook and
// 5,248 bishop cases), and the set operations and leapers.
func TestImpl(t *testing.T) { impltest.Run(t, Impl{}) }

// TestLine checks the cut segment on hand-solved lines: both blockers found,
// no blocker (the edge sentinel), a slider on the edge, and occupied squares
// off the line where the shifted constants wrap around.
func TestLine(t *testing.T) {
	m := harness.MustParseMask
	for _, c := range []struct {
		name                       string
		s                          harness.Square
		up, down, upEdge, downEdge uint64
		occ                        string
		want                       string
	}{
		{"d4 file, blockers d6 and d2", harness.D4, fileA, fileH, rank8, rank1,
			"00000000/00000000/00010000/00000000/00000000/00000000/00010000/00000000",
			"00000000/00000000/00010000/00010000/00010000/00010000/00010000/00000000"},
		{"e1 rank, blockers b1, g1, h1", harness.E1, rank1, rank8, fileH, fileA,
			"00000000/00000000/00000000/00000000/00000000/00000000/00000000/01000011",
			"00000000/00000000/00000000/00000000/00000000/00000000/00000000/01111110"},
		{"h4 diagonal, empty board, slider on the h-file", harness.H4, diag, diag, fileH | rank8, fileA | rank1,
			"00000000/00000000/00000000/00000000/00000000/00000000/00000000/00000000",
			"00000000/00000000/00000000/00000000/00000001/00000010/00000100/00001000"},
		{"c6 anti-diagonal, blocker e4, every square off the line full", harness.C6, anti, anti, fileA | rank8, fileH | rank1,
			"01111111/10111111/11011111/11101111/11111111/11111011/11111101/11111110",
			"10000000/01000000/00100000/00010000/00001000/00000000/00000000/00000000"},
		{"a8 rank, empty board, the whole rank", harness.A8, rank1, rank8, fileH, fileA,
			"00000000/00000000/00000000/00000000/00000000/00000000/00000000/00000000",
			"11111111/00000000/00000000/00000000/00000000/00000000/00000000/00000000"},
	} {
		got := harness.Bitboard(line(uint(c.s), uint64(m(c.occ)), c.up, c.down, c.upEdge, c.downEdge))
		if want := m(c.want); got != want {
			t.Errorf("line: %s == %s; want %s", c.name, got, want)
		}
	}
}
