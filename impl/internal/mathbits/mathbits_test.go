package mathbits

import (
	"testing"

	"github.com/bitbench/bitbench/harness"
)

// TestShiftByRotation checks the rotate-and-mask steps by hand: every
// square that a rotation wraps round the board must be dropped. (The
// implementations that embed Sets also compare every method with the
// reference in their own tests.)
func TestShiftByRotation(t *testing.T) {
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
		if got, want := (Sets{}).Shift(m(c.in), c.d), m(c.want); got != want {
			t.Errorf("Shift(%s, %v) == %s; want %s", c.in, c.d, got, want)
		}
	}
	if got := (Sets{}).Shift(1, harness.Direction(8)); got != 0 {
		t.Errorf("Shift(a1, Direction(8)) == %s; want empty", got)
	}
}

// TestLeaperTables checks corner and centre entries by hand.
func TestLeaperTables(t *testing.T) {
	m := harness.MustParseMask
	var l Leapers
	for _, c := range []struct {
		name string
		got  harness.Bitboard
		want string
	}{
		{"knight a1", l.KnightAttacks(harness.A1), "00000000/00000000/00000000/00000000/00000000/01000000/00100000/00000000"},
		{"king h8", l.KingAttacks(harness.H8), "00000010/00000011/00000000/00000000/00000000/00000000/00000000/00000000"},
		{"white pawn a2", l.PawnAttacks(harness.White, harness.A2), "00000000/00000000/00000000/00000000/00000000/01000000/00000000/00000000"},
		{"black pawn e1 (last rank)", l.PawnAttacks(harness.Black, harness.E1), "00000000/00000000/00000000/00000000/00000000/00000000/00000000/00000000"},
	} {
		if want := m(c.want); c.got != want {
			t.Errorf("%s == %s; want %s", c.name, c.got, want)
		}
	}
}
