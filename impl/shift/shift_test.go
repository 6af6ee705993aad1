package shift

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/naive"
)

var (
	ref  naive.Impl
	impl Impl
)

// m parses a hand-written mask.
func m(s string) harness.Bitboard { return harness.MustParseMask(s) }

// relevant returns the squares of a slider's empty-board attack set whose
// occupancy changes the answer (every square of each ray but the last), by
// asking the reference: blocking on t changes the set exactly when a ray
// continues past t.
func relevant(attacks func(harness.Square, harness.Bitboard) harness.Bitboard, s harness.Square) harness.Bitboard {
	var mask harness.Bitboard
	open := attacks(s, 0)
	for t := range harness.NumSquares {
		if bit := harness.Bitboard(1) << t; open&bit != 0 && attacks(s, bit) != open {
			mask |= bit
		}
	}
	return mask
}

// TestSlidersExhaustive compares the fills with the reference for every square
// and every subset of its relevant occupancy, with and without the slider's
// own square in occ: 102,400 rook and 5,248 bishop cases.
func TestSlidersExhaustive(t *testing.T) {
	sliders := []struct {
		name      string
		got, want func(harness.Square, harness.Bitboard) harness.Bitboard
		cases     int
	}{
		{"RookAttacks", impl.RookAttacks, ref.RookAttacks, 102400},
		{"BishopAttacks", impl.BishopAttacks, ref.BishopAttacks, 5248},
	}
	for _, sl := range sliders {
		cases := 0
		for s := range harness.Square(harness.NumSquares) {
			mask := relevant(sl.want, s)
			for sub := harness.Bitboard(0); ; {
				want := sl.want(s, sub)
				for _, occ := range []harness.Bitboard{sub, sub | 1<<s} {
					if got := sl.got(s, occ); got != want {
						t.Fatalf("%s(%v, %s) == %s; want %s\n%s", sl.name, s, occ, got, want, harness.DiagramMarked(got, s))
					}
				}
				cases++
				// Carry-rippler: the next subset of mask in counting order.
				if sub = (sub - mask) & mask; sub == 0 {
					break
				}
			}
		}
		if cases != sl.cases {
			t.Errorf("%s: checked %d subsets; want %d", sl.name, cases, sl.cases)
		}
	}
}

// TestQueenAndLeapers compares every square's leaper attacks, and queen
// attacks on a few boards, with the reference.
func TestQueenAndLeapers(t *testing.T) {
	boards := []harness.Bitboard{0, ^harness.Bitboard(0), 0x0000_0010_0400_8100, 0x00ff_0000_0000_ff00}
	for s := range harness.Square(harness.NumSquares) {
		checks := []struct {
			name      string
			got, want harness.Bitboard
		}{
			{"KnightAttacks", impl.KnightAttacks(s), ref.KnightAttacks(s)},
			{"KingAttacks", impl.KingAttacks(s), ref.KingAttacks(s)},
			{"PawnAttacks(white)", impl.PawnAttacks(harness.White, s), ref.PawnAttacks(harness.White, s)},
			{"PawnAttacks(black)", impl.PawnAttacks(harness.Black, s), ref.PawnAttacks(harness.Black, s)},
		}
		for _, occ := range boards {
			checks = append(checks, struct {
				name      string
				got, want harness.Bitboard
			}{"QueenAttacks/" + occ.String(), impl.QueenAttacks(s, occ), ref.QueenAttacks(s, occ)})
		}
		for _, c := range checks {
			if c.got != c.want {
				t.Errorf("%s(%v) == %s; want %s", c.name, s, c.got, c.want)
			}
		}
	}
}

// inputs returns edge cases (empty, full, every single square, edge files and
// ranks, alternating patterns) and n pseudo-random boards of three densities
// from a fixed seed.
func inputs(n int) []harness.Bitboard {
	in := []harness.Bitboard{0, ^harness.Bitboard(0), fileA, fileH, 0xff, 0xff << 56,
		fileA | fileH | 0xff | 0xff<<56, 0x55aa55aa55aa55aa, 1<<63 | 1}
	for s := range harness.NumSquares {
		in = append(in, 1<<s, ^harness.Bitboard(1<<s))
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range n {
		x := harness.Bitboard(rng.Uint64())
		switch i % 3 {
		case 0:
			x &= harness.Bitboard(rng.Uint64()) & harness.Bitboard(rng.Uint64()) // sparse
		case 1:
			x |= harness.Bitboard(rng.Uint64()) // dense
		}
		in = append(in, x)
	}
	return in
}

// TestSetsAgree compares every set operation with the reference on the
// inputs above, pairing each board with the next one for binary operations.
func TestSetsAgree(t *testing.T) {
	in := inputs(300)
	for i, a := range in {
		b := in[(i+1)%len(in)]
		checks := []struct {
			name      string
			got, want harness.Bitboard
		}{
			{"Union", impl.Union(a, b), ref.Union(a, b)},
			{"Intersection", impl.Intersection(a, b), ref.Intersection(a, b)},
			{"Difference", impl.Difference(a, b), ref.Difference(a, b)},
			{"Complement", impl.Complement(a), ref.Complement(a)},
			{"FlipVertical", impl.FlipVertical(a), ref.FlipVertical(a)},
			{"MirrorHorizontal", impl.MirrorHorizontal(a), ref.MirrorHorizontal(a)},
		}
		for _, d := range harness.Directions {
			checks = append(checks, struct {
				name      string
				got, want harness.Bitboard
			}{"Shift/" + d.String(), impl.Shift(a, d), ref.Shift(a, d)})
		}
		s := harness.Square(i % harness.NumSquares)
		checks = append(checks, []struct {
			name      string
			got, want harness.Bitboard
		}{
			{"With/" + s.String(), impl.With(a, s), ref.With(a, s)},
			{"Without/" + s.String(), impl.Without(a, s), ref.Without(a, s)},
		}...)
		for _, c := range checks {
			if c.got != c.want {
				t.Errorf("%s(%s, %s) == %s; want %s", c.name, a, b, c.got, c.want)
			}
		}
		if got, want := impl.Count(a), ref.Count(a); got != want {
			t.Errorf("Count(%s) == %d; want %d", a, got, want)
		}
		if got, want := impl.First(a), ref.First(a); got != want {
			t.Errorf("First(%s) == %v; want %v", a, got, want)
		}
		if got, want := impl.Last(a), ref.Last(a); got != want {
			t.Errorf("Last(%s) == %v; want %v", a, got, want)
		}
		if got, want := impl.Has(a, s), ref.Has(a, s); got != want {
			t.Errorf("Has(%s, %v) == %v; want %v", a, s, got, want)
		}
		if got, want := slices.Collect(impl.Squares(a)), slices.Collect(ref.Squares(a)); !slices.Equal(got, want) {
			t.Errorf("Squares(%s) == %v; want %v", a, got, want)
		}
	}
}

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

// TestRookHand checks hand-drawn rook and bishop sets where a blocker sits on
// the far edge and where the board is full (every ray stops after one step).
func TestRookHand(t *testing.T) {
	full := ^harness.Bitboard(0)
	tests := []struct {
		name string
		got  harness.Bitboard
		want string
	}{
		{"rook h1 full board", impl.RookAttacks(harness.H1, full), "00000000/00000000/00000000/00000000/00000000/00000000/00000001/00000010"},
		{"bishop a8 full board", impl.BishopAttacks(harness.A8, full), "00000000/01000000/00000000/00000000/00000000/00000000/00000000/00000000"},
		{"rook e4 blockers on a4 h4", impl.RookAttacks(harness.E4, m("00000000/00000000/00000000/00000000/10000001/00000000/00000000/00000000")),
			"00001000/00001000/00001000/00001000/11110111/00001000/00001000/00001000"},
		{"bishop h8 empty", impl.BishopAttacks(harness.H8, 0), "00000000/00000010/00000100/00001000/00010000/00100000/01000000/10000000"},
	}
	for _, tt := range tests {
		if want := m(tt.want); tt.got != want {
			t.Errorf("%s == %s; want %s\n%s", tt.name, tt.got, tt.want, harness.Diagram(tt.got))
		}
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
