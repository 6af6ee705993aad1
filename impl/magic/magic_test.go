package magic

import (
	"math/bits"
	"slices"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/geometry"
	"github.com/bitbench/bitbench/impl/internal/impltest"
	"github.com/bitbench/bitbench/impl/naive"
)

var ref naive.Impl

// sliders pairs each slider's lookup with the reference and its per-square
// data; slots is the table length, 2^bits summed over the squares.
var sliders = []struct {
	name      string
	got, want func(harness.Square, harness.Bitboard) harness.Bitboard
	entries   *[64]entry
	bits      *[64]uint8
	slots     int
}{
	{"RookAttacks", Impl{}.RookAttacks, ref.RookAttacks, &rookEntries, &rookBits, rookSlots},
	{"BishopAttacks", Impl{}.BishopAttacks, ref.BishopAttacks, &bishopEntries, &bishopBits, bishopSlots},
}

// TestImpl runs the shared checks: hand-solved slider examples, every
// square × relevant-occupancy subset against the reference (102,400 rook and
// 5,248 bishop cases), and the set operations and leapers.
func TestImpl(t *testing.T) { impltest.Run(t, Impl{}) }

// TestMagicEntries re-verifies every generated magic on its own terms: the
// shift matches the square's index bits, which are at most its mask
// squares, the squares' slot ranges tile the table exactly, and no two
// subsets of a mask with different attack sets (by the reference) share a
// slot.
func TestMagicEntries(t *testing.T) {
	for _, sl := range sliders {
		type span struct{ start, end int }
		var spans []span
		for s := range harness.Square(harness.NumSquares) {
			e := sl.entries[s]
			n := int(sl.bits[s])
			if int(e.shift) != 64-n || n > bits.OnesCount64(e.mask) {
				t.Errorf("%s %v: shift %d for %d index bits and %d mask squares; want 64-%d, bits ≤ mask squares", sl.name, s, e.shift, n, bits.OnesCount64(e.mask), n)
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
	if got, want := TableBytes(), (rookSlots+bishopSlots)*8+2*64*32; got != want {
		t.Errorf("TableBytes() == %d; want %d", got, want)
	}
	if got, want := BuildTables(), (rookSlots+bishopSlots)*8+2*64*32; got != want {
		t.Errorf("BuildTables() == %d; want %d", got, want)
	}
}

// TestBitScans checks the de Bruijn scans on every single square and on
// edge sets (TestImpl compares them with the reference on random boards).
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
}

// TestFillRejectsBadMagic replaces the rook magic of e4 by 1, which sends
// every occupancy to slot 0, and requires fill to refuse it by name, and so
// it does a table one slot short and more index bits than mask squares.
func TestFillRejectsBadMagic(t *testing.T) {
	magics := rookMagics
	magics[harness.E4] = 1
	var entries [64]entry
	err := fill(entries[:], make([]harness.Bitboard, rookSlots), &magics, &rookBits, geometry.Rook, "rook")
	if err == nil || !strings.Contains(err.Error(), "rook magic 0x1 for e4") {
		t.Errorf("fill with magic 1 on e4: error %v; want one naming the rook magic 0x1 for e4", err)
	}
	err = fill(entries[:], make([]harness.Bitboard, rookSlots-1), &rookMagics, &rookBits, geometry.Rook, "rook")
	if err == nil || !strings.Contains(err.Error(), "too small at h8") {
		t.Errorf("fill into a table one slot short: error %v; want one saying it is too small at h8", err)
	}
	bits := rookBits
	bits[harness.D4] = 11 // one more than d4's ten mask squares
	err = fill(entries[:], make([]harness.Bitboard, rookSlots+1024), &rookMagics, &bits, geometry.Rook, "rook")
	if err == nil || !strings.Contains(err.Error(), "index bits 11 for d4") {
		t.Errorf("fill with 11 index bits on d4: error %v; want one naming them", err)
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
