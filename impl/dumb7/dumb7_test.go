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

// TestFill checks single rays by hand: the full seven steps along an empty
// rank and diagonal, a blocker next to the slider, and the wrap masks.
func TestFill(t *testing.T) {
	m := harness.MustParseMask
	b1 := harness.B1.Bitboard()
	for _, c := range []struct {
		name string
		got  harness.Bitboard
		want string
	}{
		{"east from a1, empty", up(harness.A1.Bitboard(), all, notA, 1),
			"00000000/00000000/00000000/00000000/00000000/00000000/00000000/01111111"},
		{"north-east from a1, empty", up(harness.A1.Bitboard(), all, notA, 9),
			"00000001/00000010/00000100/00001000/00010000/00100000/01000000/00000000"},
		{"west from b1, blocker a1 next to it", down(b1, ^harness.A1.Bitboard(), notH, 1),
			"00000000/00000000/00000000/00000000/00000000/00000000/00000000/10000000"},
		{"east from h4, nothing to wrap onto a5", up(harness.H4.Bitboard(), all, notA, 1),
			"00000000/00000000/00000000/00000000/00000000/00000000/00000000/00000000"},
		{"south-west from a5, nothing to wrap onto h3", down(harness.A5.Bitboard(), all, notH, 9),
			"00000000/00000000/00000000/00000000/00000000/00000000/00000000/00000000"},
		{"south from d8, blocker d2", down(harness.D8.Bitboard(), ^harness.D2.Bitboard(), all, 8),
			"00000000/00010000/00010000/00010000/00010000/00010000/00010000/00000000"},
	} {
		if want := m(c.want); c.got != want {
			t.Errorf("%s == %s; want %s", c.name, c.got, want)
		}
	}
	if got := (Impl{}).Shift(b1, harness.Direction(8)); got != 0 {
		t.Errorf("Shift(b1, Direction(8)) == %s; want empty for an invalid direction", got)
	}
}
