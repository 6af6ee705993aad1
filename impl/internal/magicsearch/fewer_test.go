package magicsearch

import (
	"testing"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/geometry"
)

// fewerCase is a square of a slider and a number of index bits.
type fewerCase struct {
	name  string
	s     harness.Square
	steps []geometry.Step
	bits  int
}

// TestFewer asks the bit-by-bit search for magics one and two bits short of
// the mask on squares where a few tries find them, and checks each answer
// with the independent collision check of Checker: every pattern, at the
// fewer bits. A try run again from its recorded number gives the same
// magic, with the low bits TryZeros holds at 0 clear.
func TestFewer(t *testing.T) {
	for _, tc := range []fewerCase{
		{"rook b8", harness.B8, geometry.Rook, 10},    // 11 mask squares
		{"rook h8", harness.H8, geometry.Rook, 11},    // 12
		{"bishop h8", harness.H8, geometry.Bishop, 5}, // 6
		{"bishop g7", harness.G7, geometry.Bishop, 4}, // 5
		{"bishop b8", harness.B8, geometry.Bishop, 4}, // 5
		{"bishop a8", harness.A8, geometry.Bishop, 5}, // 6
	} {
		p := PatternsOf(tc.s, tc.steps)
		m, try, ok, none := FindFewer(p, tc.bits, 2026, 7, 2000)
		if !ok || none {
			t.Errorf("%s: FindFewer(%d bits) found nothing in 2000 tries (none exist: %v)", tc.name, tc.bits, none)
			continue
		}
		if !NewChecker(tc.bits).Fits(p.Occs, p.Attacks, m, uint(64-tc.bits)) {
			t.Errorf("%s: FindFewer(%d bits) == %#x (try %d), which sends different attacks to one slot", tc.name, tc.bits, m, try)
		}
		if z := TryZeros(p.Mask, try); m&(1<<z-1) != 0 {
			t.Errorf("%s: try %d found %#x; want its %d low bits 0 (TryZeros)", tc.name, try, m, z)
		}
		f := NewFewer(p, tc.bits)
		f.SetZeros(TryZeros(p.Mask, try))
		again, _, ok := f.Try(FewerTry(2026, 7, tc.bits, try), FewerWork)
		if !ok || again != m {
			t.Errorf("%s: try %d again == %#x, %v; want %#x, true", tc.name, try, again, ok, m)
		}
	}
}

// TestFewerNone: where no magic exists the first try with no bits held at
// 0 (try 1) searches the whole tree and FindFewer says so at once. 2^5 slots cannot hold the 42 attack
// sets of a rook on a7 (6 on its file times 7 on its rank) or b8, nor the
// 49 of a rook on h8 (7 × 7).
func TestFewerNone(t *testing.T) {
	for _, tc := range []fewerCase{
		{"rook a7", harness.A7, geometry.Rook, 5},
		{"rook b8", harness.B8, geometry.Rook, 5},
		{"rook h8", harness.H8, geometry.Rook, 5},
	} {
		m, try, ok, none := FindFewer(PatternsOf(tc.s, tc.steps), tc.bits, 2026, 7, 1000)
		if ok || !none || try != 1 {
			t.Errorf("%s, %d bits: FindFewer == %#x, try %d, found %v, none %v; want none at try 1", tc.name, tc.bits, m, try, ok, none)
		}
	}
}

// TestFewerLimit checks that a try stops at its work limit: rook e4 at 7
// bits has no magic (its 144 attack sets do not fit 128 slots), so every try
// runs to the limit and reports the work done.
func TestFewerLimit(t *testing.T) {
	p := PatternsOf(harness.E4, geometry.Rook)
	for _, limit := range []int64{1, 1000, 50_000} {
		_, work, ok := NewFewer(p, 7).Try(Stream(1, 1), limit)
		if ok || work < limit || work > limit+int64(len(p.Occs)) {
			t.Errorf("Try(rook e4, 7 bits, limit %d) == work %d, found %v; want no magic after %d…%d", limit, work, ok, limit, limit+int64(len(p.Occs)))
		}
	}
}
