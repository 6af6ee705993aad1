package plain

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/naive"
)

var (
	ref naive.Impl
	ops struct {
		Sets
		Leapers
	}
)

// boards returns edge sets (empty, full, edge files and ranks, every single
// square) and pseudo-random boards of three densities.
func boards() []harness.Bitboard {
	in := []harness.Bitboard{0, ^harness.Bitboard(0), fileA, fileH, 0xff, 0xff << 56, 0x55aa55aa55aa55aa}
	for s := range harness.NumSquares {
		in = append(in, 1<<s, ^harness.Bitboard(1<<s))
	}
	rng := rand.New(rand.NewPCG(11, 12))
	for range 100 {
		x, y := harness.Bitboard(rng.Uint64()), harness.Bitboard(rng.Uint64())
		in = append(in, x&y, x, x|y)
	}
	return in
}

// TestSetOps compares every set operation with the reference.
func TestSetOps(t *testing.T) {
	in := boards()
	for i, a := range in {
		b, s := in[(i+5)%len(in)], harness.Square(i%64)
		checks := []struct {
			name      string
			got, want harness.Bitboard
		}{
			{"Union", ops.Union(a, b), ref.Union(a, b)},
			{"Intersection", ops.Intersection(a, b), ref.Intersection(a, b)},
			{"Difference", ops.Difference(a, b), ref.Difference(a, b)},
			{"Complement", ops.Complement(a), ref.Complement(a)},
			{"FlipVertical", ops.FlipVertical(a), ref.FlipVertical(a)},
			{"MirrorHorizontal", ops.MirrorHorizontal(a), ref.MirrorHorizontal(a)},
			{"With", ops.With(a, s), ref.With(a, s)},
			{"Without", ops.Without(a, s), ref.Without(a, s)},
		}
		for _, d := range harness.Directions {
			checks = append(checks, struct {
				name      string
				got, want harness.Bitboard
			}{"Shift/" + d.String(), ops.Shift(a, d), ref.Shift(a, d)})
		}
		for _, c := range checks {
			if c.got != c.want {
				t.Errorf("%s(%s) == %s; want %s", c.name, a, c.got, c.want)
			}
		}
		if got, want := ops.Count(a), ref.Count(a); got != want {
			t.Errorf("Count(%s) == %d; want %d", a, got, want)
		}
		if got, want := ops.First(a), ref.First(a); got != want {
			t.Errorf("First(%s) == %v; want %v", a, got, want)
		}
		if got, want := ops.Last(a), ref.Last(a); got != want {
			t.Errorf("Last(%s) == %v; want %v", a, got, want)
		}
		if got, want := ops.Has(a, s), ref.Has(a, s); got != want {
			t.Errorf("Has(%s, %v) == %v; want %v", a, s, got, want)
		}
		if got, want := slices.Collect(ops.Squares(a)), slices.Collect(ref.Squares(a)); !slices.Equal(got, want) {
			t.Errorf("Squares(%s) == %v; want %v", a, got, want)
		}
	}
	if got := ops.Shift(^harness.Bitboard(0), harness.Direction(8)); got != 0 {
		t.Errorf("Shift(full, invalid direction 8) == %s; want empty", got)
	}
}

// TestLeapers compares every square's leaper attacks with the reference.
func TestLeapers(t *testing.T) {
	for s := range harness.Square(harness.NumSquares) {
		for _, c := range []struct {
			name      string
			got, want harness.Bitboard
		}{
			{"KnightAttacks", ops.KnightAttacks(s), ref.KnightAttacks(s)},
			{"KingAttacks", ops.KingAttacks(s), ref.KingAttacks(s)},
			{"PawnAttacks(white)", ops.PawnAttacks(harness.White, s), ref.PawnAttacks(harness.White, s)},
			{"PawnAttacks(black)", ops.PawnAttacks(harness.Black, s), ref.PawnAttacks(harness.Black, s)},
		} {
			if c.got != c.want {
				t.Errorf("%s(%v) == %s; want %s", c.name, s, c.got, c.want)
			}
		}
	}
}

// TestShiftHand checks Shift by hand: every square that would wrap round
// the board must be dropped.
func TestShiftHand(t *testing.T) {
	m := harness.MustParseMask
	const (
		fileA = "10000000/10000000/10000000/10000000/10000000/10000000/10000000/10000000"
		fileH = "00000001/00000001/00000001/00000001/00000001/00000001/00000001/00000001"
		rank1 = "00000000/00000000/00000000/00000000/00000000/00000000/00000000/11111111"
		rank8 = "11111111/00000000/00000000/00000000/00000000/00000000/00000000/00000000"
		empty = "00000000/00000000/00000000/00000000/00000000/00000000/00000000/00000000"
	)
	for _, c := range []struct {
		in   string
		d    harness.Direction
		want string
	}{
		{fileH, harness.East, empty},
		{fileH, harness.NorthEast, empty},
		{fileA, harness.West, empty},
		{fileA, harness.SouthWest, empty},
		{rank8, harness.North, empty},
		{rank8, harness.NorthWest, empty},
		{rank1, harness.South, empty},
		{rank1, harness.SouthEast, empty},
		{rank1, harness.NorthEast, "00000000/00000000/00000000/00000000/00000000/00000000/01111111/00000000"},
		{fileA, harness.SouthEast, "00000000/01000000/01000000/01000000/01000000/01000000/01000000/01000000"},
		{fileH, harness.NorthWest, "00000010/00000010/00000010/00000010/00000010/00000010/00000010/00000000"},
	} {
		if got, want := ops.Shift(m(c.in), c.d), m(c.want); got != want {
			t.Errorf("Shift(%s, %v) == %s; want %s", c.in, c.d, got, want)
		}
	}
	if got := ops.Shift(1, harness.Direction(8)); got != 0 {
		t.Errorf("Shift(a1, Direction(8)) == %s; want empty", got)
	}
}

// TestLeaperTables checks corner and centre entries by hand.
func TestLeaperTables(t *testing.T) {
	m := harness.MustParseMask
	for _, c := range []struct {
		name string
		got  harness.Bitboard
		want string
	}{
		{"knight a1", ops.KnightAttacks(harness.A1), "00000000/00000000/00000000/00000000/00000000/01000000/00100000/00000000"},
		{"king h8", ops.KingAttacks(harness.H8), "00000010/00000011/00000000/00000000/00000000/00000000/00000000/00000000"},
		{"white pawn a2", ops.PawnAttacks(harness.White, harness.A2), "00000000/00000000/00000000/00000000/00000000/01000000/00000000/00000000"},
		{"black pawn e1 (last rank)", ops.PawnAttacks(harness.Black, harness.E1), "00000000/00000000/00000000/00000000/00000000/00000000/00000000/00000000"},
	} {
		if want := m(c.want); c.got != want {
			t.Errorf("%s == %s; want %s", c.name, c.got, want)
		}
	}
}

// TestLeapersOffBoard checks the documented answer for an invalid square or
// colour: that of the square mod 64 (colour mod 2), never a panic.
func TestLeapersOffBoard(t *testing.T) {
	if got, want := ops.KnightAttacks(64), ops.KnightAttacks(harness.A1); got != want {
		t.Errorf("KnightAttacks(64) == %s; want KnightAttacks(a1) == %s", got, want)
	}
	if got, want := ops.KingAttacks(127), ops.KingAttacks(harness.H8); got != want {
		t.Errorf("KingAttacks(127) == %s; want KingAttacks(h8) == %s", got, want)
	}
	if got, want := ops.PawnAttacks(2, harness.E2), ops.PawnAttacks(harness.White, harness.E2); got != want {
		t.Errorf("PawnAttacks(2, e2) == %s; want PawnAttacks(white, e2) == %s", got, want)
	}
}
