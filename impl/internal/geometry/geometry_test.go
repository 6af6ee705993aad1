package geometry

import (
	"math/bits"
	"testing"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/naive"
)

func m(s string) harness.Bitboard { return harness.MustParseMask(s) }

// TestRelevant checks hand-drawn masks and the table sizes they imply, the
// well-known 102,400 rook and 5,248 bishop entries.
func TestRelevant(t *testing.T) {
	tests := []struct {
		name string
		got  harness.Bitboard
		want string
	}{
		{"rook a1", Relevant(harness.A1, Rook), "00000000/10000000/10000000/10000000/10000000/10000000/10000000/01111110"},
		{"rook d4", Relevant(harness.D4, Rook), "00000000/00010000/00010000/00010000/01101110/00010000/00010000/00000000"},
		{"bishop d4", Relevant(harness.D4, Bishop), "00000000/00000010/01000100/00101000/00000000/00101000/01000100/00000000"},
		{"bishop a1", Relevant(harness.A1, Bishop), "00000000/00000010/00000100/00001000/00010000/00100000/01000000/00000000"},
		{"bishop h8", Relevant(harness.H8, Bishop), "00000000/00000010/00000100/00001000/00010000/00100000/01000000/00000000"},
	}
	for _, tt := range tests {
		if want := m(tt.want); tt.got != want {
			t.Errorf("Relevant(%s) == %s; want %s\n%s", tt.name, tt.got, tt.want, harness.Diagram(tt.got))
		}
	}
	for _, p := range []struct {
		name  string
		steps []Step
		want  int
	}{{"rook", Rook, 102400}, {"bishop", Bishop, 5248}} {
		total := 0
		for s := range harness.Square(harness.NumSquares) {
			total += 1 << bits.OnesCount64(uint64(Relevant(s, p.steps)))
		}
		if total != p.want {
			t.Errorf("%s: sum of 2^|Relevant(s)| == %d; want %d", p.name, total, p.want)
		}
	}
}

// TestAgainstNaive compares Leap and Slide with the reference on every
// square and a few boards, including the slider's own square.
func TestAgainstNaive(t *testing.T) {
	var ref naive.Impl
	boards := []harness.Bitboard{0, ^harness.Bitboard(0), 0x0042_0000_1800_2400, 0x8100_0000_0000_0081}
	for s := range harness.Square(harness.NumSquares) {
		checks := []struct {
			name      string
			got, want harness.Bitboard
		}{
			{"knight", Leap(s, Knight), ref.KnightAttacks(s)},
			{"king", Leap(s, King), ref.KingAttacks(s)},
			{"white pawn", Leap(s, Pawn[harness.White]), ref.PawnAttacks(harness.White, s)},
			{"black pawn", Leap(s, Pawn[harness.Black]), ref.PawnAttacks(harness.Black, s)},
		}
		for _, occ := range boards {
			occ |= 1 << s
			checks = append(checks,
				struct {
					name      string
					got, want harness.Bitboard
				}{"rook " + occ.String(), Slide(s, occ, Rook), ref.RookAttacks(s, occ)},
				struct {
					name      string
					got, want harness.Bitboard
				}{"bishop " + occ.String(), Slide(s, occ, Bishop), ref.BishopAttacks(s, occ)})
		}
		for _, c := range checks {
			if c.got != c.want {
				t.Errorf("%s on %v == %s; want %s", c.name, s, c.got, c.want)
			}
		}
	}
}

// TestSubsets checks that a 3-square mask yields its 8 subsets once each, in
// counting order, and that stopping early works.
func TestSubsets(t *testing.T) {
	mask := harness.Bitboard(0b1010_0100)
	want := []harness.Bitboard{0, 0b100, 0b10_0000, 0b10_0100, 0b1000_0000, 0b1000_0100, 0b1010_0000, 0b1010_0100}
	var got []harness.Bitboard
	for sub := range Subsets(mask) {
		got = append(got, sub)
	}
	if len(got) != len(want) {
		t.Fatalf("Subsets(%#b) yielded %d sets; want %d", mask, len(got), len(want))
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("Subsets(%#b)[%d] == %#b; want %#b", mask, i, got[i], want[i])
		}
	}
	for range Subsets(mask) {
		break
	}
	n := 0
	for range Subsets(0) {
		n++
	}
	if n != 1 {
		t.Errorf("Subsets(0) yielded %d sets; want 1 (the empty set)", n)
	}
}

// TestLinesOf checks hand-drawn lines and that a built LineTable holds
// LinesOf of every square.
func TestLinesOf(t *testing.T) {
	for _, tt := range []struct {
		name string
		got  harness.Bitboard
		want string
	}{
		{"e1 rank", LinesOf(harness.E1).Rank, "00000000/00000000/00000000/00000000/00000000/00000000/00000000/11110111"},
		{"d5 file", LinesOf(harness.D5).File, "00010000/00010000/00010000/00000000/00010000/00010000/00010000/00010000"},
		{"a1 diagonal", LinesOf(harness.A1).Diag, "00000001/00000010/00000100/00001000/00010000/00100000/01000000/00000000"},
		{"c6 anti-diagonal", LinesOf(harness.C6).Anti, "10000000/01000000/00000000/00010000/00001000/00000100/00000010/00000001"},
		{"h8 anti-diagonal", LinesOf(harness.H8).Anti, "00000000/00000000/00000000/00000000/00000000/00000000/00000000/00000000"},
	} {
		if want := m(tt.want); tt.got != want {
			t.Errorf("LinesOf: %s == %s; want %s", tt.name, tt.got, tt.want)
		}
	}
	var table LineTable
	table.Build()
	for s := range harness.Square(harness.NumSquares) {
		if table[s] != LinesOf(s) {
			t.Errorf("LineTable[%s] == %v; want LinesOf(%s) == %v", s, table[s], s, LinesOf(s))
		}
	}
	if got := BuildLineTable(); got != LineTableBytes {
		t.Errorf("BuildLineTable() == %d; want LineTableBytes == %d", got, LineTableBytes)
	}
	if LineTableBytes != 2048 {
		t.Errorf("LineTableBytes == %d; want 2048", LineTableBytes)
	}
}
