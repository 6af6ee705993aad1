package plain

import (
	"testing"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/impltest"
	"github.com/bitbench/bitbench/impl/naive"
)

// ops is Sets and Leapers as an implementation embeds them.
var ops struct {
	Sets
	Leapers
}

// withSliders completes Sets and Leapers to a harness.Impl for the shared
// checks: its set operations and leapers are this package's (depth 1), and
// only what Sets and Leapers lack, the name and the sliders, comes from the
// reference one level further down.
type withSliders struct {
	Sets
	Leapers
	reference
}

type reference struct{ naive.Impl }

// Name returns "plain".
func (withSliders) Name() string { return "plain" }

// TestAgainstReference compares every set operation with the reference on
// edge and pseudo-random boards, every leaper on every square, and scans and
// counts derived by hand (impltest.Sets).
func TestAgainstReference(t *testing.T) { impltest.Sets(t, withSliders{}) }

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

// TestOffBoardSquares checks the documented answers of Has, With and
// Without for NoSquare and above: not found, and the set unchanged.
func TestOffBoardSquares(t *testing.T) {
	for _, a := range []harness.Bitboard{0, ^harness.Bitboard(0), 0x8100000000000081} {
		for _, s := range []harness.Square{harness.NoSquare, 65, 200, 255} {
			if ops.Has(a, s) || ops.With(a, s) != a || ops.Without(a, s) != a {
				t.Errorf("Has, With, Without(%s, %d) == %v, %s, %s; want false, %s, %s", a, s, ops.Has(a, s), ops.With(a, s), ops.Without(a, s), a, a)
			}
		}
	}
}
