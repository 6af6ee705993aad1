package hq

import (
	"testing"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/impltest"
)

// TestImpl runs the shared checks: hand-solved slider examples, every
// square × relevant-occupancy subset against the reference (102,400 rook and
// 5,248 bishop cases), and the set operations and leapers.
func TestImpl(t *testing.T) { impltest.Run(t, Impl{}) }

// TestLine checks the subtraction on hand-solved lines, in both directions,
// with and without blockers.
func TestLine(t *testing.T) {
	const dFile = "00010000/00010000/00010000/00010000/00010000/00010000/00010000/00010000"
	for _, c := range []struct {
		name      string
		s         harness.Square
		occ, mask string
		want      string
	}{
		{"d4 on the d-file, blockers d6 and d2", harness.D4,
			"00000000/00000000/00010000/00000000/00000000/00000000/00010000/00000000",
			"00010000/00010000/00010000/00010000/00000000/00010000/00010000/00010000",
			"00000000/00000000/00010000/00010000/00000000/00010000/00010000/00000000"},
		{"d1 on the d-file, empty board", harness.D1,
			"00000000/00000000/00000000/00000000/00000000/00000000/00000000/00000000",
			"00010000/00010000/00010000/00010000/00010000/00010000/00010000/00000000",
			"00010000/00010000/00010000/00010000/00010000/00010000/00010000/00000000"},
		{"c3 on the a1–h8 diagonal, blockers a1 and f6, other squares full", harness.C3,
			"11111110/11111101/11111111/11110111/11101111/11111111/10111111/11111111",
			"00000001/00000010/00000100/00001000/00010000/00000000/01000000/10000000",
			"00000000/00000000/00000100/00001000/00010000/00000000/01000000/10000000"},
	} {
		if got, want := line(c.s, harness.MustParseMask(c.occ), harness.MustParseMask(c.mask)), harness.MustParseMask(c.want); got != want {
			t.Errorf("line: %s == %s; want %s", c.name, got, want)
		}
	}
	if got := tab.lines[harness.D4].file; got != harness.MustParseMask(dFile)&^harness.D4.Bitboard() {
		t.Errorf("lines[d4].file == %s; want the d-file without d4", got)
	}
}

// TestRankTable checks first-rank entries by hand: the index holds b1…g1.
func TestRankTable(t *testing.T) {
	for _, c := range []struct {
		file  int
		inner uint8 // b1 = bit 0 … g1 = bit 5
		want  uint8 // a1 = bit 0 … h1 = bit 7
	}{
		{0, 0, 0b1111_1110},         // a1, empty rank: b1…h1
		{3, 0b10_0001, 0b0111_0110}, // d1, blockers b1 and g1: b1 c1 e1 f1 g1
		{3, 0b00_0100, 0b1111_0111}, // d1 with its own bit set: ignored
		{7, 0b11_1111, 0b0100_0000}, // h1, full rank: g1
		{4, 0b01_1010, 0b0010_1100}, // e1, blockers c1 and f1, own bit set: c1 d1 f1
	} {
		if got := tab.rank[c.file][c.inner]; got != c.want {
			t.Errorf("rank[%d][%#06b] == %#08b; want %#08b", c.file, c.inner, got, c.want)
		}
	}
	if got := TableBytes(); got != 2048 {
		t.Errorf("TableBytes() == %d; want 2048", got)
	}
	if got := BuildTables(); got != TableBytes() {
		t.Errorf("BuildTables() == %d; want TableBytes() == %d", got, TableBytes())
	}
}
