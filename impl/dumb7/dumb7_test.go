package dumb7

import (
	"testing"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/impltest"
)

// TestImpl runs the shared checks: hand-solved slider examples, every
// square × relevant-occupancy subset against the reference (102,400 rook and
// 5,248 bishop cases), and the loops of the set operations and the step-built leapers.
func TestImpl(t *testing.T) { impltest.Run(t, Impl{}) }

// TestFill checks the fills by hand: the full seven steps along empty
// lines, blockers next to the slider and at a distance, and the wrap masks.
func TestFill(t *testing.T) {
	m := harness.MustParseMask
	im := Impl{}
	b1 := harness.B1.Bitboard()
	for _, c := range []struct {
		name string
		got  harness.Bitboard
		want string
	}{
		{"rook a1, empty", im.RookAttacks(harness.A1, 0),
			"10000000/10000000/10000000/10000000/10000000/10000000/10000000/01111111"},
		{"bishop a1, empty", im.BishopAttacks(harness.A1, 0),
			"00000001/00000010/00000100/00001000/00010000/00100000/01000000/00000000"},
		{"rook b1, blockers a1, c1 and b2 next to it", im.RookAttacks(harness.B1, m("00000000/00000000/00000000/00000000/00000000/00000000/01000000/10100000")),
			"00000000/00000000/00000000/00000000/00000000/00000000/01000000/10100000"},
		{"rook h4, empty: nothing wraps onto a5 or g3", im.RookAttacks(harness.H4, 0),
			"00000001/00000001/00000001/00000001/11111110/00000001/00000001/00000001"},
		{"bishop a5, empty: nothing wraps onto the h-file", im.BishopAttacks(harness.A5, 0),
			"00010000/00100000/01000000/00000000/01000000/00100000/00010000/00001000"},
		{"rook d8, blockers c8, e8 and d2", im.RookAttacks(harness.D8, m("00101000/00000000/00000000/00000000/00000000/00000000/00010000/00000000")),
			"00101000/00010000/00010000/00010000/00010000/00010000/00010000/00000000"},
	} {
		if want := m(c.want); c.got != want {
			t.Errorf("%s == %s; want %s", c.name, c.got, want)
		}
	}
	if got := (Impl{}).Shift(b1, harness.Direction(8)); got != 0 {
		t.Errorf("Shift(b1, Direction(8)) == %s; want empty for an invalid direction", got)
	}
}
