package rotated

import (
	"math/rand/v2"
	"testing"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/impltest"
	"github.com/bitbench/bitbench/impl/naive"
)

// TestImpl runs the shared checks: hand-solved slider examples, every
// square × relevant-occupancy subset against the reference (102,400 rook and
// 5,248 bishop cases), and the set operations and leapers.
func TestImpl(t *testing.T) { impltest.Run(t, Impl{}) }

// TestPreRotated runs the hand-solved examples and the exhaustive check
// through Rotate and the functions that take rotated occupancies.
func TestPreRotated(t *testing.T) {
	impltest.Examples(t, preRotated)
	impltest.Exhaustive(t, preRotated)
}

// preRotated are the slider lookups through Rotate and the functions that
// take rotated occupancies.
var preRotated = impltest.Sliders{
	Rook: func(s harness.Square, occ harness.Bitboard) harness.Bitboard {
		r := Rotate(occ)
		return RookAttacksRotated(s, r.Occ, r.Occ90)
	},
	Bishop: func(s harness.Square, occ harness.Bitboard) harness.Bitboard {
		r := Rotate(occ)
		return BishopAttacksRotated(s, r.Occ45, r.Occ315)
	},
	Queen: func(s harness.Square, occ harness.Bitboard) harness.Bitboard {
		r := Rotate(occ)
		return QueenAttacksRotated(s, &r)
	},
}

// TestRotations checks where each rotation sends every square, against the
// formulas in their doc comments written with plain arithmetic, and the
// example of the d4 diagonals.
func TestRotations(t *testing.T) {
	for s := range harness.Square(harness.NumSquares) {
		f, r := s.File(), s.Rank()
		for _, tc := range []struct {
			name      string
			got, want harness.Bitboard
		}{
			{"Rotate90", Rotate90(s.Bitboard()), harness.SquareAt(r, f).Bitboard()},
			{"Rotate45", Rotate45(s.Bitboard()), harness.SquareAt(f, (r-f+8)%8).Bitboard()},
			{"Rotate315", Rotate315(s.Bitboard()), harness.SquareAt(f, (r+f)%8).Bitboard()},
		} {
			if tc.got != tc.want {
				t.Errorf("%s(%v) == %s; want %s", tc.name, s, tc.got, tc.want)
			}
		}
	}
	// The a1–h8 diagonal through d4 is rank 1 in Rotate45 (r−f = 0); the
	// g1–a7 anti-diagonal through d4 (r+f = 6) is rank 7 in Rotate315.
	diag := harness.MustParseMask("00000001/00000010/00000100/00001000/00010000/00100000/01000000/10000000")
	if got, want := Rotate45(diag), harness.Bitboard(0xff); got != want {
		t.Errorf("Rotate45(a1–h8) == %s; want rank 1", got)
	}
	anti := harness.MustParseMask("00000000/10000000/01000000/00100000/00010000/00001000/00000100/00000010")
	if got, want := Rotate315(anti), harness.Bitboard(0x7f<<48); got != want {
		t.Errorf("Rotate315(g1–a7) == %s; want a7…g7", got)
	}
}

var ref naive.Impl

// TestToggle builds random occupancies square by square with Toggle, as an
// engine would, and compares them with Rotate; then removes the squares
// again and expects the empty board.
func TestToggle(t *testing.T) {
	rng := rand.New(rand.NewPCG(13, 14))
	for range 200 {
		occ := harness.Bitboard(rng.Uint64() & rng.Uint64())
		var r Rotated
		for s := range ref.Squares(occ) {
			r.Toggle(s)
		}
		if want := Rotate(occ); r != want {
			t.Fatalf("Toggle over %s == %+v; want %+v", occ, r, want)
		}
		for s := range ref.Squares(occ) {
			r.Toggle(s)
		}
		if r != (Rotated{}) {
			t.Fatalf("Toggle twice over %s left %+v; want all empty", occ, r)
		}
	}
}

// TestBuildTables builds a fresh copy, compares it with the tables built at
// start-up and checks the byte count.
func TestBuildTables(t *testing.T) {
	const want = 4*64*64*8 + 4*64*16
	if got := BuildTables(); got != want {
		t.Errorf("BuildTables() == %d; want %d", got, want)
	}
	if got := TableBytes(); got != want {
		t.Errorf("TableBytes() == %d; want %d", got, want)
	}
	var fresh tables
	if err := fresh.build(); err != nil {
		t.Fatal(err)
	}
	if fresh != tab {
		t.Errorf("a second build differs from the tables built at start-up")
	}
	// Rook on d4, rank line: inner squares b4…g4 are bits 25…30.
	if l := tab[lineRank][27]; l.shift != 25 || l.mask != 63 {
		t.Errorf("rank line of d4: shift %d, mask %#x; want 25, 0x3f", l.shift, l.mask)
	}
	// Bishop on a1: its anti-diagonal is a1 alone, no inner squares.
	if l := tab[lineAnti][0]; l.mask != 0 {
		t.Errorf("anti-diagonal of a1: mask %#x; want 0", l.mask)
	}
}
