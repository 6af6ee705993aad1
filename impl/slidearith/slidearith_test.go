package slidearith

import (
	"testing"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/impltest"
)

// TestImpl runs the shared checks: hand-solved slider examples, every
// square × relevant-occupancy subset against the reference (102,400 rook and
// 5,248 bishop cases), and the set operations and leapers.
func TestImpl(t *testing.T) { impltest.Run(t, Impl{}) }

// TestBitOps checks bzhi and blsmsk on hand-solved sets.
func TestBitOps(t *testing.T) {
	m := harness.MustParseMask
	const full = "11111111/11111111/11111111/11111111/11111111/11111111/11111111/11111111"
	for _, c := range []struct {
		name string
		got  uint64
		want string
	}{
		{"bzhi(full, 0)", bzhi(uint64(m(full)), 0), "00000000/00000000/00000000/00000000/00000000/00000000/00000000/00000000"},
		{"bzhi(full, a2)", bzhi(uint64(m(full)), uint(harness.A2)), "00000000/00000000/00000000/00000000/00000000/00000000/00000000/11111111"},
		{"bzhi(d-file, e4)", bzhi(uint64(m("00010000/00010000/00010000/00010000/00010000/00010000/00010000/00010000")), uint(harness.E4)),
			"00000000/00000000/00000000/00000000/00010000/00010000/00010000/00010000"},
		{"bzhi(full, h8)", bzhi(uint64(m(full)), uint(harness.H8)), "11111110/11111111/11111111/11111111/11111111/11111111/11111111/11111111"},
		{"blsmsk(empty)", blsmsk(0), full},
		{"blsmsk({c3, f6})", blsmsk(uint64(m("00000000/00000000/00000100/00000000/00000000/00100000/00000000/00000000"))),
			"00000000/00000000/00000000/00000000/00000000/11100000/11111111/11111111"},
		{"blsmsk({h8})", blsmsk(uint64(m("00000001/00000000/00000000/00000000/00000000/00000000/00000000/00000000"))), full},
	} {
		if got, want := harness.Bitboard(c.got), m(c.want); got != want {
			t.Errorf("%s == %s; want %s", c.name, got, want)
		}
	}
}

// TestSlide checks hand-written line masks, and slide on hand-solved lines,
// including lines without a blocker on one side and lines whose squares off
// the line are all occupied.
func TestSlide(t *testing.T) {
	m := harness.MustParseMask
	if got, want := harness.Bitboard(lines[harness.D4][diagLine]), m("00000001/00000010/00000100/00001000/00000000/00100000/01000000/10000000"); got != want {
		t.Errorf("lines[d4][diag] == %s; want %s", got, want)
	}
	if got, want := harness.Bitboard(lines[harness.G2][antiLine]), m("10000000/01000000/00100000/00010000/00001000/00000100/00000000/00000001"); got != want {
		t.Errorf("lines[g2][anti] == %s; want %s", got, want)
	}
	for _, c := range []struct {
		name string
		s    harness.Square
		line int
		occ  string
		want string
	}{
		{"d4 diagonal, blockers b2 and f6", harness.D4, diagLine,
			"00000000/00000000/00000100/00000000/00000000/00000000/01000000/00000000",
			"00000000/00000000/00000100/00001000/00000000/00100000/01000000/00000000"},
		{"h8 rank, empty board", harness.H8, rankLine,
			"00000000/00000000/00000000/00000000/00000000/00000000/00000000/00000000",
			"11111110/00000000/00000000/00000000/00000000/00000000/00000000/00000000"},
		{"a5 file, blockers a7 and a2, every square off the line full", harness.A5, fileLine,
			"11111111/11111111/01111111/11111111/01111111/01111111/11111111/11111111",
			"00000000/10000000/10000000/00000000/10000000/10000000/10000000/00000000"},
		{"g2 anti-diagonal, blockers b7 and a8, nothing below but the edge", harness.G2, antiLine,
			"10000000/01000000/00000000/00000000/00000000/00000000/00000000/00000000",
			"00000000/01000000/00100000/00010000/00001000/00000100/00000000/00000001"},
	} {
		got := harness.Bitboard(slide(uint(c.s), uint64(m(c.occ)), lines[c.s][c.line]))
		if want := m(c.want); got != want {
			t.Errorf("slide: %s == %s; want %s", c.name, got, want)
		}
	}
	if got := TableBytes(); got != 2048 {
		t.Errorf("TableBytes() == %d; want 2048", got)
	}
	if got := BuildTables(); got != TableBytes() {
		t.Errorf("BuildTables() == %d; want TableBytes() == %d", got, TableBytes())
	}
}
