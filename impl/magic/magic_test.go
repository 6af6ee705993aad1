package magic

import (
	"math/bits"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/geometry"
	"github.com/bitbench/bitbench/impl/naive"
)

var ref naive.Impl

// sliders pairs each slider's lookup with the reference and its per-square
// data; slots is the table length, 2^|mask| summed over the squares.
var sliders = []struct {
	name      string
	got, want func(harness.Square, harness.Bitboard) harness.Bitboard
	entries   *[64]entry
	slots     int
}{
	{"RookAttacks", Impl{}.RookAttacks, ref.RookAttacks, &rookEntries, 102400},
	{"BishopAttacks", Impl{}.BishopAttacks, ref.BishopAttacks, &bishopEntries, 5248},
}

// TestSlidersExhaustive compares every table entry with the reference: every
// square, every subset of its mask, alone, with the slider's own square, and
// with every square outside the mask occupied (which must not matter).
func TestSlidersExhaustive(t *testing.T) {
	for _, sl := range sliders {
		cases := 0
		for s := range harness.Square(harness.NumSquares) {
			mask := harness.Bitboard(sl.entries[s].mask)
			for sub := range geometry.Subsets(mask) {
				cases++
				for _, occ := range [...]harness.Bitboard{sub, sub | 1<<s, sub | ^mask} {
					if got, want := sl.got(s, occ), sl.want(s, occ); got != want {
						t.Fatalf("%s(%v, %s) == %s; want %s\n%s", sl.name, s, occ, got, want, harness.DiagramMarked(got, s))
					}
				}
			}
		}
		if cases != sl.slots {
			t.Errorf("%s: %d subsets in all masks; want %d", sl.name, cases, sl.slots)
		}
	}
}

// TestMagicEntries re-verifies every generated magic on its own terms: the
// shift matches the mask size, the squares' slot ranges tile the table
// exactly, and no two subsets of a mask with different attack sets (by the
// reference) share a slot.
func TestMagicEntries(t *testing.T) {
	for _, sl := range sliders {
		type span struct{ start, end int }
		var spans []span
		for s := range harness.Square(harness.NumSquares) {
			e := sl.entries[s]
			n := bits.OnesCount64(e.mask)
			if int(e.shift) != 64-n {
				t.Errorf("%s %v: shift %d; want 64-%d", sl.name, s, e.shift, n)
				continue
			}
			spans = append(spans, span{int(e.offset), int(e.offset) + 1<<n})
			slot := make(map[uint64]harness.Bitboard)
			for sub := e.mask; ; sub = (sub - 1) & e.mask { // subsets counting down
				idx, attacks := sub*e.magic>>e.shift, sl.want(s, harness.Bitboard(sub))
				if have, used := slot[idx]; used && have != attacks {
					t.Errorf("%s %v: magic %#x sends %#x to slot %d, taken by other attacks", sl.name, s, e.magic, sub, idx)
					break
				}
				slot[idx] = attacks
				if sub == 0 {
					break
				}
			}
		}
		slices.SortFunc(spans, func(a, b span) int { return a.start - b.start })
		end := 0
		for _, sp := range spans {
			if sp.start != end {
				t.Errorf("%s: slots %d… start at %d; want %d (no gap, no overlap)", sl.name, sp.start, sp.start, end)
			}
			end = sp.end
		}
		if end != sl.slots {
			t.Errorf("%s: slots end at %d; want %d", sl.name, end, sl.slots)
		}
	}
	if got, want := TableBytes(), (102400+5248)*8+2*64*32; got != want {
		t.Errorf("TableBytes() == %d; want %d", got, want)
	}
	if got, want := BuildTables(), (102400+5248)*8+2*64*32; got != want {
		t.Errorf("BuildTables() == %d; want %d", got, want)
	}
}

// TestBitScans checks the de Bruijn scans on every single square, on edge
// sets, and against the reference on random boards.
func TestBitScans(t *testing.T) {
	var impl Impl
	for s := range harness.Square(harness.NumSquares) {
		b := harness.Bitboard(1) << s
		if f, l := impl.First(b), impl.Last(b); f != s || l != s {
			t.Errorf("First, Last(%v alone) == %v, %v; want %v", s, f, l, s)
		}
		if f, l := impl.First(^(b - 1)), impl.Last(b<<1-1); f != s || l != s {
			t.Errorf("First(%v…h8), Last(a1…%v) == %v, %v; want %v", s, s, f, l, s)
		}
	}
	if f, l := impl.First(0), impl.Last(0); f != harness.NoSquare || l != harness.NoSquare {
		t.Errorf("First, Last(empty) == %v, %v; want NoSquare", f, l)
	}
	if deBruijn>>58 != 0 {
		t.Errorf("deBruijn == %#x; want the top six bits clear (the window of 1<<0)", uint64(deBruijn))
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for range 300 {
		a := harness.Bitboard(rng.Uint64() & rng.Uint64() >> rng.IntN(64))
		if got, want := impl.First(a), ref.First(a); got != want {
			t.Errorf("First(%s) == %v; want %v", a, got, want)
		}
		if got, want := impl.Last(a), ref.Last(a); got != want {
			t.Errorf("Last(%s) == %v; want %v", a, got, want)
		}
		if got, want := slices.Collect(impl.Squares(a)), slices.Collect(ref.Squares(a)); !slices.Equal(got, want) {
			t.Errorf("Squares(%s) == %v; want %v", a, got, want)
		}
	}
}

// TestSetOps compares the other set operations with the reference on edge
// sets (empty, full, edge files and ranks, every single square) and on
// pseudo-random boards of three densities.
func TestSetOps(t *testing.T) {
	var impl Impl
	boards := []harness.Bitboard{0, ^harness.Bitboard(0), 0x0101010101010101, 0x8080808080808080, 0xff, 0xff00000000000000}
	for s := range harness.NumSquares {
		boards = append(boards, 1<<s)
	}
	rng := rand.New(rand.NewPCG(5, 6))
	for range 100 {
		x, y := harness.Bitboard(rng.Uint64()), harness.Bitboard(rng.Uint64())
		boards = append(boards, x&y, x, x|y)
	}
	unary := map[string][2]func(harness.Bitboard) harness.Bitboard{
		"Complement":       {impl.Complement, ref.Complement},
		"FlipVertical":     {impl.FlipVertical, ref.FlipVertical},
		"MirrorHorizontal": {impl.MirrorHorizontal, ref.MirrorHorizontal},
	}
	for _, d := range harness.Directions {
		unary["Shift/"+d.String()] = [2]func(harness.Bitboard) harness.Bitboard{
			func(a harness.Bitboard) harness.Bitboard { return impl.Shift(a, d) },
			func(a harness.Bitboard) harness.Bitboard { return ref.Shift(a, d) },
		}
	}
	binary := map[string][2]func(a, b harness.Bitboard) harness.Bitboard{
		"Union": {impl.Union, ref.Union}, "Intersection": {impl.Intersection, ref.Intersection}, "Difference": {impl.Difference, ref.Difference},
	}
	for i, a := range boards {
		b, s := boards[(i+7)%len(boards)], harness.Square(i%64)
		for name, f := range unary {
			if got, want := f[0](a), f[1](a); got != want {
				t.Errorf("%s(%s) == %s; want %s", name, a, got, want)
			}
		}
		for name, f := range binary {
			if got, want := f[0](a, b), f[1](a, b); got != want {
				t.Errorf("%s(%s, %s) == %s; want %s", name, a, b, got, want)
			}
		}
		if impl.Count(a) != ref.Count(a) || impl.Has(a, s) != ref.Has(a, s) ||
			impl.With(a, s) != ref.With(a, s) || impl.Without(a, s) != ref.Without(a, s) {
			t.Errorf("Count/Has/With/Without(%s, %v) == %d/%v/%s/%s; want %d/%v/%s/%s", a, s,
				impl.Count(a), impl.Has(a, s), impl.With(a, s), impl.Without(a, s),
				ref.Count(a), ref.Has(a, s), ref.With(a, s), ref.Without(a, s))
		}
	}
	if got := impl.Shift(^harness.Bitboard(0), harness.Direction(8)); got != 0 {
		t.Errorf("Shift(full, Direction(8)) == %s; want empty", got)
	}
}

// TestLeaperTables compares the knight, king and pawn tables with the
// reference on every square, and the queen with it on a few boards.
func TestLeaperTables(t *testing.T) {
	var impl Impl
	for s := range harness.Square(harness.NumSquares) {
		if impl.KnightAttacks(s) != ref.KnightAttacks(s) || impl.KingAttacks(s) != ref.KingAttacks(s) ||
			impl.PawnAttacks(harness.White, s) != ref.PawnAttacks(harness.White, s) ||
			impl.PawnAttacks(harness.Black, s) != ref.PawnAttacks(harness.Black, s) {
			t.Errorf("leaper tables on %v: knight %s king %s pawns %s %s", s, impl.KnightAttacks(s), impl.KingAttacks(s),
				impl.PawnAttacks(harness.White, s), impl.PawnAttacks(harness.Black, s))
		}
		for _, occ := range []harness.Bitboard{0, ^harness.Bitboard(0), 0x0024_0081_0000_4200} {
			if got, want := impl.QueenAttacks(s, occ), ref.QueenAttacks(s, occ); got != want {
				t.Errorf("QueenAttacks(%v, %s) == %s; want %s", s, occ, got, want)
			}
		}
	}
}

// TestFillRejectsBadMagic replaces the rook magic of e4 by 1, which sends
// every occupancy to slot 0, and requires fill to refuse it by name.
func TestFillRejectsBadMagic(t *testing.T) {
	magics := rookMagics
	magics[harness.E4] = 1
	var entries [64]entry
	err := fill(entries[:], make([]harness.Bitboard, rookSlots), &magics, geometry.Rook, "rook")
	if err == nil || !strings.Contains(err.Error(), "rook magic 0x1 for e4") {
		t.Errorf("fill with magic 1 on e4: error %v; want one naming the rook magic 0x1 for e4", err)
	}
	err = fill(entries[:], make([]harness.Bitboard, rookSlots-1), &rookMagics, geometry.Rook, "rook")
	if err == nil || !strings.Contains(err.Error(), "too small at h8") {
		t.Errorf("fill into a table one slot short: error %v; want one saying it is too small at h8", err)
	}
}

// TestInvalidSquareSets checks that the set operations treat NoSquare and
// larger values as outside the board instead of aliasing a real square.
func TestInvalidSquareSets(t *testing.T) {
	var impl Impl
	full := ^harness.Bitboard(0)
	for _, s := range []harness.Square{harness.NoSquare, 65, 127, 128, 255} {
		if impl.Has(full, s) || impl.With(0, s) != 0 || impl.Without(full, s) != full {
			t.Errorf("Has(full, %d), With(0, %d), Without(full, %d) == %v, %s, %s; want false, empty, full",
				s, s, s, impl.Has(full, s), impl.With(0, s), impl.Without(full, s))
		}
	}
}
