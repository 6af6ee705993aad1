package leorik

import (
	"testing"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/geometry"
	"github.com/bitbench/bitbench/impl/internal/impltest"
)

// TestImpl runs the shared checks: hand-solved slider examples, every
// square × relevant-occupancy subset against the reference (102,400 rook and
// 5,248 bishop cases), and the set operations and leapers.
func TestImpl(t *testing.T) { impltest.Run(t, Impl{}) }

// TestLines checks the two smears on hand-solved lines, including lines
// without a blocker above or below (the line masks themselves are checked
// in impl/internal/geometry).
func TestLines(t *testing.T) {
	m := harness.MustParseMask
	for _, c := range []struct {
		name string
		s    harness.Square
		line func(*geometry.Lines) harness.Bitboard
		occ  string
		want string
	}{
		{"e1 rank, blockers b1, g1, h1", harness.E1, func(l *geometry.Lines) harness.Bitboard { return l.Rank },
			"00000000/00000000/00000000/00000000/00000000/00000000/00000000/01000011",
			"00000000/00000000/00000000/00000000/00000000/00000000/00000000/01110110"},
		{"e1 rank, no blocker below", harness.E1, func(l *geometry.Lines) harness.Bitboard { return l.Rank },
			"00000000/00000000/00000000/00000000/00000000/00000000/00000000/00000100",
			"00000000/00000000/00000000/00000000/00000000/00000000/00000000/11110100"},
		{"d5 file, no blocker above, blocker d1 on the edge", harness.D5, func(l *geometry.Lines) harness.Bitboard { return l.File },
			"00000000/00000000/00000000/00000000/00000000/00000000/00000000/00010000",
			"00010000/00010000/00010000/00000000/00010000/00010000/00010000/00010000"},
		{"c6 anti-diagonal, every square but c6 and d5 full", harness.C6, func(l *geometry.Lines) harness.Bitboard { return l.Anti },
			"11111111/11111111/11011111/11101111/11111111/11111111/11111111/11111111",
			"00000000/01000000/00000000/00010000/00001000/00000000/00000000/00000000"},
		{"a1 diagonal, nothing below, blocker h8 on the edge", harness.A1, func(l *geometry.Lines) harness.Bitboard { return l.Diag },
			"00000001/00000000/00000000/00000000/00000000/00000000/00000000/00000000",
			"00000001/00000010/00000100/00001000/00010000/00100000/01000000/00000000"},
	} {
		below := uint64(1)<<c.s - 1
		if got, want := line(below, m(c.occ), c.line(&lines[c.s])), m(c.want); got != want {
			t.Errorf("line: %s == %s; want %s", c.name, got, want)
		}
	}
	if got := TableBytes(); got != 2048 {
		t.Errorf("TableBytes() == %d; want 2048", got)
	}
	if got := BuildTables(); got != TableBytes() {
		t.Errorf("BuildTables() == %d; want TableBytes() == %d", got, TableBytes())
	}
}
