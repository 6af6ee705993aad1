package tableset

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/naive"
)

var (
	ref naive.Impl
	ops Ops
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
