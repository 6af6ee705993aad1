// Package impltest holds the checks that every technique package runs in its
// own tests, so that each package proves itself without the root suites and
// no package copies another's test code:
//
//   - Examples: slider positions whose answers were worked out by hand and
//     written in the mask notation;
//   - Exhaustive: every square × every subset of its relevant occupancy
//     against the naive reference, 102,400 rook and 5,248 bishop cases;
//   - Sets: every set operation and leaper against the reference on edge
//     sets and pseudo-random boards, plus hand-derived scans and counts;
//   - Run: all three as subtests, the one call a technique's test file needs.
//
// Examples and Exhaustive take the slider lookups as a Sliders, so that a
// package can check other entry points than its Impl methods (rotated's
// pre-rotated functions); Of makes one from an implementation.
package impltest

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/geometry"
	"github.com/bitbench/bitbench/impl/naive"
)

var ref naive.Impl

// Lookup is one slider lookup: the attacks from s given occupancy occ.
type Lookup = func(s harness.Square, occ harness.Bitboard) harness.Bitboard

// Sliders is the rook, bishop and queen lookups of one implementation.
type Sliders struct {
	Rook, Bishop, Queen Lookup
}

// Of returns the slider lookups of impl as method values; for a concrete
// type they call its methods directly, not through an interface.
func Of(impl interface {
	RookAttacks(harness.Square, harness.Bitboard) harness.Bitboard
	BishopAttacks(harness.Square, harness.Bitboard) harness.Bitboard
	QueenAttacks(harness.Square, harness.Bitboard) harness.Bitboard
}) Sliders {
	return Sliders{impl.RookAttacks, impl.BishopAttacks, impl.QueenAttacks}
}

// Run runs Examples, Exhaustive and Sets on impl as the subtests Examples,
// SlidersExhaustive and Sets.
func Run(t *testing.T, impl harness.Impl) {
	t.Helper()
	sl := Of(impl)
	t.Run("Examples", func(t *testing.T) { Examples(t, sl) })
	t.Run("SlidersExhaustive", func(t *testing.T) { Exhaustive(t, sl) })
	t.Run("Sets", func(t *testing.T) { Sets(t, impl) })
}

// Numbers of (square, subset) cases of the exhaustive check.
const (
	RookCases   = 102400
	BishopCases = 5248
)

// queenRef is the specification of the queen: the union of the reference's
// rook and bishop attacks.
func queenRef(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return ref.RookAttacks(s, occ) | ref.BishopAttacks(s, occ)
}

// Exhaustive compares sl's rook and bishop lookups with the naive reference
// for every square and every subset of its relevant occupancy
// (geometry.Relevant), each subset asked three ways: alone, with the
// slider's own square added, and with every square outside the relevant
// mask added, none of which may change the answer. The queen is checked on
// the same boards, and on every rook subset joined with one of the square's
// bishop subsets in turn, against the union of the reference's rook and
// bishop. It reports the first wrong answer of each piece, and fails when
// the number of cases is not RookCases for the rook and BishopCases for the
// bishop.
func Exhaustive(t testing.TB, sl Sliders) {
	t.Helper()
	for _, p := range []struct {
		name      string
		got, want Lookup
		steps     []geometry.Step
		cases     int
	}{
		{"RookAttacks", sl.Rook, ref.RookAttacks, geometry.Rook, RookCases},
		{"BishopAttacks", sl.Bishop, ref.BishopAttacks, geometry.Bishop, BishopCases},
	} {
		n := 0
	squares:
		for s := range harness.Square(harness.NumSquares) {
			mask := geometry.Relevant(s, p.steps)
			diagonals := slices.Collect(geometry.Subsets(geometry.Relevant(s, geometry.Bishop)))
			for sub := range geometry.Subsets(mask) {
				n++
				want := p.want(s, sub)
				for _, occ := range [...]harness.Bitboard{sub, sub | s.Bitboard(), sub | ^mask} {
					if got := p.got(s, occ); got != want {
						t.Errorf("%s(%v, %s) == %s; want %s\n%s", p.name, s, occ, got, want, harness.DiagramMarked(got, s))
						break squares
					}
				}
				queens := [...]harness.Bitboard{sub, sub | s.Bitboard(), sub | ^mask, sub | diagonals[n%len(diagonals)]}
				for _, occ := range queens {
					if got, want := sl.Queen(s, occ), queenRef(s, occ); got != want {
						t.Errorf("QueenAttacks(%v, %s) == %s; want %s\n%s", s, occ, got, want, harness.DiagramMarked(got, s))
						break squares
					}
				}
			}
		}
		if n != p.cases && !t.Failed() {
			t.Errorf("%s: %d (square, subset) cases; want %d", p.name, n, p.cases)
		}
	}
}

// examples are slider positions solved by hand, not by any implementation.
// Masks list rank 8 first, each rank a→h; the slider's own square is in occ
// where marked.
var examples = []struct {
	name  string
	piece string // "rook", "bishop" or "queen"
	s     harness.Square
	occ   string
	want  string
}{
	{"rook d4, blockers on every ray", "rook", harness.D4,
		"00000000/00000000/00010000/00000000/01010100/00000000/00010000/00000000",
		"00000000/00000000/00010000/00010000/01101100/00010000/00010000/00000000"},
	{"rook a1, empty board", "rook", harness.A1,
		"00000000/00000000/00000000/00000000/00000000/00000000/00000000/00000000",
		"10000000/10000000/10000000/10000000/10000000/10000000/10000000/01111111"},
	{"rook h8, full board", "rook", harness.H8,
		"11111111/11111111/11111111/11111111/11111111/11111111/11111111/11111111",
		"00000010/00000001/00000000/00000000/00000000/00000000/00000000/00000000"},
	{"rook e4 (in occ), blockers adjacent", "rook", harness.E4,
		"00000000/00000000/00000000/00001000/00011100/00001000/00000000/00000000",
		"00000000/00000000/00000000/00001000/00010100/00001000/00000000/00000000"},
	{"rook a8, blockers on the far corners a1 and h8", "rook", harness.A8,
		"00000001/00000000/00000000/00000000/00000000/00000000/00000000/10000000",
		"01111111/10000000/10000000/10000000/10000000/10000000/10000000/10000000"},
	{"bishop c1 (in occ), blockers b2 and e3", "bishop", harness.C1,
		"00000000/00000000/00000000/00000000/00000000/00001000/01000000/00100000",
		"00000000/00000000/00000000/00000000/00000000/00001000/01010000/00000000"},
	{"bishop h1, empty board", "bishop", harness.H1,
		"00000000/00000000/00000000/00000000/00000000/00000000/00000000/00000000",
		"10000000/01000000/00100000/00010000/00001000/00000100/00000010/00000000"},
	{"bishop e5, blockers on every diagonal, two on the edge", "bishop", harness.E5,
		"01000000/00000010/00000000/00000000/00000000/00100000/00000001/00000000",
		"01000000/00100010/00010100/00000000/00010100/00100010/00000001/00000000"},
	{"bishop a1, blocker h8 at the ray's end", "bishop", harness.A1,
		"00000001/00000000/00000000/00000000/00000000/00000000/00000000/00000000",
		"00000001/00000010/00000100/00001000/00010000/00100000/01000000/00000000"},
	{"bishop h8, blocker a1 at the ray's end", "bishop", harness.H8,
		"00000000/00000000/00000000/00000000/00000000/00000000/00000000/10000000",
		"00000000/00000010/00000100/00001000/00010000/00100000/01000000/10000000"},
	{"queen d1 (in occ), blockers d3 and a4", "queen", harness.D1,
		"00000000/00000000/00000000/00000000/10000000/00010000/00000000/00010000",
		"00000000/00000000/00000000/00000001/10000010/01010100/00111000/11101111"},
	{"rook d4 (in occ), blockers d6, c4, g4 and d2; a1 and h8 off its lines", "rook", harness.D4,
		"00000001/00000000/00010000/00000000/00110010/00000000/00010000/10000000",
		"00000000/00000000/00010000/00010000/00101110/00010000/00010000/00000000"},
	{"rook d4, blockers d7 and f4", "rook", harness.D4,
		"00000000/00010000/00000000/00000000/00000100/00000000/00000000/00000000",
		"00000000/00010000/00010000/00010000/11101100/00010000/00010000/00010000"},
	{"rook e4, blockers a4 and h4 on the edges", "rook", harness.E4,
		"00000000/00000000/00000000/00000000/10000001/00000000/00000000/00000000",
		"00001000/00001000/00001000/00001000/11110111/00001000/00001000/00001000"},
	{"rook e4, blockers a4, h4 and e8 on the edges", "rook", harness.E4,
		"00001000/00000000/00000000/00000000/10000001/00000000/00000000/00000000",
		"00001000/00001000/00001000/00001000/11110111/00001000/00001000/00001000"},
	{"rook h1, full board", "rook", harness.H1,
		"11111111/11111111/11111111/11111111/11111111/11111111/11111111/11111111",
		"00000000/00000000/00000000/00000000/00000000/00000000/00000001/00000010"},
	{"rook h4, empty board (east must not wrap)", "rook", harness.H4,
		"00000000/00000000/00000000/00000000/00000000/00000000/00000000/00000000",
		"00000001/00000001/00000001/00000001/11111110/00000001/00000001/00000001"},
	{"bishop c1, empty board", "bishop", harness.C1,
		"00000000/00000000/00000000/00000000/00000000/00000000/00000000/00000000",
		"00000000/00000000/00000001/00000010/00000100/10001000/01010000/00000000"},
	{"bishop e5, blockers f6, c3 and g3; h8 and a1 behind them", "bishop", harness.E5,
		"00000001/00000000/00000100/00000000/00000000/00100010/00000000/10000000",
		"01000000/00100000/00010100/00000000/00010100/00100010/00000000/00000000"},
	{"bishop a8, full board", "bishop", harness.A8,
		"11111111/11111111/11111111/11111111/11111111/11111111/11111111/11111111",
		"00000000/01000000/00000000/00000000/00000000/00000000/00000000/00000000"},
	{"bishop h8, empty board", "bishop", harness.H8,
		"00000000/00000000/00000000/00000000/00000000/00000000/00000000/00000000",
		"00000000/00000010/00000100/00001000/00010000/00100000/01000000/10000000"},
	{"bishop a4, empty board (west must not wrap)", "bishop", harness.A4,
		"00000000/00000000/00000000/00000000/00000000/00000000/00000000/00000000",
		"00001000/00010000/00100000/01000000/00000000/01000000/00100000/00010000"},
	{"bishop d4, blocker f6", "bishop", harness.D4,
		"00000000/00000000/00000100/00000000/00000000/00000000/00000000/00000000",
		"00000000/10000000/01000100/00101000/00000000/00101000/01000100/10000010"},
	{"queen a1 boxed in by a2, b2 and b1", "queen", harness.A1,
		"00000000/00000000/00000000/00000000/00000000/00000000/11000000/01000000",
		"00000000/00000000/00000000/00000000/00000000/00000000/11000000/01000000"},
	{"queen d4, empty board", "queen", harness.D4,
		"00000000/00000000/00000000/00000000/00000000/00000000/00000000/00000000",
		"00010001/10010010/01010100/00111000/11101111/00111000/01010100/10010010"},
}

// Examples checks sl on the hand-solved positions above.
func Examples(t testing.TB, sl Sliders) {
	t.Helper()
	for _, ex := range examples {
		occ, want := harness.MustParseMask(ex.occ), harness.MustParseMask(ex.want)
		f := map[string]Lookup{"rook": sl.Rook, "bishop": sl.Bishop, "queen": sl.Queen}[ex.piece]
		if f == nil {
			t.Fatalf("example %q: unknown piece %q", ex.name, ex.piece)
		}
		if got := f(ex.s, occ); got != want {
			t.Errorf("%s (%s on %v) == %s; want %s\n%s", ex.name, ex.piece, ex.s, got, want, harness.DiagramMarked(got, ex.s))
		}
	}
}

// boards returns edge sets (empty, full, edge files and ranks, every single
// square and its complement) and n pseudo-random boards of three densities
// from a fixed seed.
func boards(n int) []harness.Bitboard {
	const fileA, rank1 = 0x0101010101010101, 0xff
	in := []harness.Bitboard{0, ^harness.Bitboard(0), fileA, fileA << 7, rank1, rank1 << 56, 1<<63 | 1, 0x55aa55aa55aa55aa}
	for s := range harness.NumSquares {
		in = append(in, 1<<s, ^harness.Bitboard(1<<s))
	}
	rng := rand.New(rand.NewPCG(13, 2026))
	for i := range n {
		x := harness.Bitboard(rng.Uint64())
		switch i % 3 {
		case 0:
			x &= harness.Bitboard(rng.Uint64() & rng.Uint64()) // sparse
		case 1:
			x |= harness.Bitboard(rng.Uint64()) // dense
		}
		in = append(in, x)
	}
	return in
}

// Sets compares every set operation of impl with the reference on edge and
// pseudo-random boards (each paired with the next for the binary
// operations), every leaper on every square, and checks a few counts and
// scans derived by hand, the empty set's NoSquare included, and that
// Squares stops when the loop over it breaks.
func Sets(t testing.TB, impl harness.Impl) {
	t.Helper()
	in := boards(300)
	type check struct {
		name      string
		got, want harness.Bitboard
	}
	for i, a := range in {
		b := in[(i+1)%len(in)]
		s := harness.Square(i % harness.NumSquares)
		checks := []check{
			{"Union", impl.Union(a, b), ref.Union(a, b)},
			{"Intersection", impl.Intersection(a, b), ref.Intersection(a, b)},
			{"Difference", impl.Difference(a, b), ref.Difference(a, b)},
			{"Complement", impl.Complement(a), ref.Complement(a)},
			{"FlipVertical", impl.FlipVertical(a), ref.FlipVertical(a)},
			{"MirrorHorizontal", impl.MirrorHorizontal(a), ref.MirrorHorizontal(a)},
			{"With/" + s.String(), impl.With(a, s), ref.With(a, s)},
			{"Without/" + s.String(), impl.Without(a, s), ref.Without(a, s)},
		}
		for _, d := range harness.Directions {
			checks = append(checks, check{"Shift/" + d.String(), impl.Shift(a, d), ref.Shift(a, d)})
		}
		for _, c := range checks {
			if c.got != c.want {
				t.Errorf("%s %s(%s, %s) == %s; want %s", impl.Name(), c.name, a, b, c.got, c.want)
			}
		}
		if got, want := impl.Count(a), ref.Count(a); got != want {
			t.Errorf("%s Count(%s) == %d; want %d", impl.Name(), a, got, want)
		}
		if got, want := impl.First(a), ref.First(a); got != want {
			t.Errorf("%s First(%s) == %v; want %v", impl.Name(), a, got, want)
		}
		if got, want := impl.Last(a), ref.Last(a); got != want {
			t.Errorf("%s Last(%s) == %v; want %v", impl.Name(), a, got, want)
		}
		if got, want := impl.Has(a, s), ref.Has(a, s); got != want {
			t.Errorf("%s Has(%s, %v) == %v; want %v", impl.Name(), a, s, got, want)
		}
		if got, want := slices.Collect(impl.Squares(a)), slices.Collect(ref.Squares(a)); !slices.Equal(got, want) {
			t.Errorf("%s Squares(%s) == %v; want %v", impl.Name(), a, got, want)
		}
	}
	n := 0
	for range impl.Squares(^harness.Bitboard(0)) {
		if n++; n == 3 {
			break
		}
	}
	if n != 3 {
		t.Errorf("%s Squares(full) with a break after 3 yielded %d", impl.Name(), n)
	}
	for s := range harness.Square(harness.NumSquares) {
		for _, c := range []check{
			{"KnightAttacks", impl.KnightAttacks(s), ref.KnightAttacks(s)},
			{"KingAttacks", impl.KingAttacks(s), ref.KingAttacks(s)},
			{"PawnAttacks(white)", impl.PawnAttacks(harness.White, s), ref.PawnAttacks(harness.White, s)},
			{"PawnAttacks(black)", impl.PawnAttacks(harness.Black, s), ref.PawnAttacks(harness.Black, s)},
		} {
			if c.got != c.want {
				t.Errorf("%s %s(%v) == %s; want %s", impl.Name(), c.name, s, c.got, c.want)
			}
		}
	}
	for _, c := range []struct {
		in          harness.Bitboard
		count       int
		first, last harness.Square
	}{
		{0, 0, harness.NoSquare, harness.NoSquare},
		{1, 1, harness.A1, harness.A1},
		{1 << 63, 1, harness.H8, harness.H8},
		{^harness.Bitboard(0), 64, harness.A1, harness.H8},
		{0xff00, 8, harness.A2, harness.H2},
		{0x0000_0010_0800_0000, 2, harness.D4, harness.E5},
	} {
		if got := impl.Count(c.in); got != c.count {
			t.Errorf("%s Count(%#x) == %d; want %d", impl.Name(), uint64(c.in), got, c.count)
		}
		if got := impl.First(c.in); got != c.first {
			t.Errorf("%s First(%#x) == %v; want %v", impl.Name(), uint64(c.in), got, c.first)
		}
		if got := impl.Last(c.in); got != c.last {
			t.Errorf("%s Last(%#x) == %v; want %v", impl.Name(), uint64(c.in), got, c.last)
		}
	}
}

// Tabled is an implementation with both table capabilities of harness:
// its table size and a fresh build of its tables.
type Tabled interface {
	harness.TableByter
	harness.TableBuilder
}

// TableSizes checks that impl reports want bytes both from TableBytes and
// from a fresh BuildTables.
func TableSizes(t testing.TB, impl Tabled, want int) {
	t.Helper()
	if got := impl.BuildTables(); got != want {
		t.Errorf("BuildTables() == %d; want %d", got, want)
	}
	if got := impl.TableBytes(); got != want {
		t.Errorf("TableBytes() == %d; want %d", got, want)
	}
}
