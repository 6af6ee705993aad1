package shift

import (
	"testing"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/impltest"
)

var impl Impl

// m parses a hand-written mask.
func m(s string) harness.Bitboard { return harness.MustParseMask(s) }

// TestImpl runs the shared checks: hand-solved slider examples, every
// square × relevant-occupancy subset against the reference (102,400 rook and
// 5,248 bishop cases), and the set operations and leapers.
func TestImpl(t *testing.T) { impltest.Run(t, impl) }

// TestEdges checks hand-derived values at the edges of the SWAR arithmetic
// and the file masks.
func TestEdges(t *testing.T) {
	full := ^harness.Bitboard(0)
	counts := []struct {
		in   harness.Bitboard
		want int
	}{{0, 0}, {1, 1}, {1 << 63, 1}, {full, 64}, {0xff, 8}, {0x8000_0000_0000_0001, 2}, {full >> 1, 63}}
	for _, c := range counts {
		if got := impl.Count(c.in); got != c.want {
			t.Errorf("Count(%#x) == %d; want %d", uint64(c.in), got, c.want)
		}
	}
	scans := []struct {
		in          harness.Bitboard
		first, last harness.Square
	}{
		{0, harness.NoSquare, harness.NoSquare},
		{1, harness.A1, harness.A1},
		{1 << 63, harness.H8, harness.H8},
		{full, harness.A1, harness.H8},
		{1<<63 | 1, harness.A1, harness.H8},
		{fileH, harness.H1, harness.H8},
		{0xff << 8, harness.A2, harness.H2},
	}
	for _, c := range scans {
		if got := impl.First(c.in); got != c.first {
			t.Errorf("First(%#x) == %v; want %v", uint64(c.in), got, c.first)
		}
		if got := impl.Last(c.in); got != c.last {
			t.Errorf("Last(%#x) == %v; want %v", uint64(c.in), got, c.last)
		}
	}
	shifts := []struct {
		in   harness.Bitboard
		d    harness.Direction
		want harness.Bitboard
	}{
		{fileH, harness.East, 0},
		{fileH, harness.NorthEast, 0},
		{fileH, harness.SouthEast, 0},
		{fileA, harness.West, 0},
		{fileA, harness.NorthWest, 0},
		{fileA, harness.SouthWest, 0},
		{0xff << 56, harness.North, 0},
		{0xff, harness.South, 0},
		{full, harness.East, notA},
		{full, harness.SouthWest, m("00000000/11111110/11111110/11111110/11111110/11111110/11111110/11111110")},
		{full, harness.Direction(8), 0},
	}
	for _, c := range shifts {
		if got := impl.Shift(c.in, c.d); got != c.want {
			t.Errorf("Shift(%s, %v) == %s; want %s", c.in, c.d, got, c.want)
		}
	}
	if got, want := impl.FlipVertical(0x0102_0408_1020_4080), harness.Bitboard(0x8040_2010_0804_0201); got != want {
		t.Errorf("FlipVertical(h1-a8 diagonal) == %#x; want %#x", uint64(got), uint64(want))
	}
	if got, want := impl.MirrorHorizontal(0x0102_0408_1020_4080), harness.Bitboard(0x8040_2010_0804_0201); got != want {
		t.Errorf("MirrorHorizontal(h1-a8 diagonal) == %#x; want %#x", uint64(got), uint64(want))
	}
}

// TestInvalidSquares checks that NoSquare and larger values, whose bit
// 1<<s is shifted out of the word, act as a square off the board.
func TestInvalidSquares(t *testing.T) {
	full := ^harness.Bitboard(0)
	for _, s := range []harness.Square{harness.NoSquare, 100, 255} {
		if impl.Has(full, s) || impl.With(0, s) != 0 || impl.Without(full, s) != full ||
			impl.KnightAttacks(s)|impl.KingAttacks(s)|impl.QueenAttacks(s, 0) != 0 {
			t.Errorf("square %d: Has(full) %v, With(0) %s, Without(full) %s, knight|king|queen %s; want false, empty, full, empty",
				s, impl.Has(full, s), impl.With(0, s), impl.Without(full, s), impl.KnightAttacks(s)|impl.KingAttacks(s)|impl.QueenAttacks(s, 0))
		}
	}
}
