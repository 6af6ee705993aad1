package kindergarten

import (
	"testing"
	"unsafe"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/geometry"
	"github.com/bitbench/bitbench/impl/internal/impltest"
)

// TestImpl runs the shared checks: hand-solved slider examples, every
// square × relevant-occupancy subset against the reference (102,400 rook and
// 5,248 bishop cases), and the set operations and leapers.
func TestImpl(t *testing.T) { impltest.Run(t, Impl{}) }

func m(s string) harness.Bitboard { return harness.MustParseMask(s) }

// TestGathers checks the two gathers on hand-worked boards: the line gather
// reads files b…g in order as bits 0…5, the file gather reads a2…a7 as bits
// 5…0; squares on the a- and h-files (or ranks 1 and 8) drop out.
func TestGathers(t *testing.T) {
	for _, tc := range []struct {
		name string
		f    func(harness.Bitboard) uint64
		in   harness.Bitboard
		want uint64
	}{
		{"lineIndex(b1)", lineIndex, m("00000000/00000000/00000000/00000000/00000000/00000000/00000000/01000000"), 0b000001},
		{"lineIndex(g1, a1, h1)", lineIndex, m("00000000/00000000/00000000/00000000/00000000/00000000/00000000/10000011"), 0b100000},
		{"lineIndex(rank 5: c5, e5)", lineIndex, m("00000000/00000000/00000000/00101000/00000000/00000000/00000000/00000000"), 0b001010},
		// The d4 diagonal a1…h8 with b2, c3, f6 and h8 occupied.
		{"lineIndex(diagonal b2 c3 f6 h8)", lineIndex, m("00000001/00000000/00000100/00000000/00000000/00100000/01000000/00000000"), 0b010011},
		// The h1–a8 anti-diagonal with g2 and b7.
		{"lineIndex(anti-diagonal g2 b7)", lineIndex, m("00000000/01000000/00000000/00000000/00000000/00000000/00000010/00000000"), 0b100001},
		{"fileIndex(a2)", fileIndex, m("00000000/00000000/00000000/00000000/00000000/00000000/10000000/00000000"), 0b100000},
		{"fileIndex(a7, a1, a8)", fileIndex, m("10000000/10000000/00000000/00000000/00000000/00000000/00000000/10000000"), 0b000001},
		{"fileIndex(a3, a5)", fileIndex, m("00000000/00000000/00000000/10000000/00000000/10000000/00000000/00000000"), 0b010100},
	} {
		if got := tc.f(tc.in); got != tc.want {
			t.Errorf("%s == %#b; want %#b", tc.name, got, tc.want)
		}
	}
}

// TestGathersAreOneToOne checks that each gather sends the 64 inner
// occupancies of its line to 64 different indices, so that build fills every
// slot once.
func TestGathersAreOneToOne(t *testing.T) {
	for _, g := range []struct {
		name  string
		f     func(harness.Bitboard) uint64
		inner harness.Bitboard
	}{{"lineIndex", lineIndex, 0x7e}, {"fileIndex", fileIndex, 0x0001010101010100}} {
		seen := map[uint64]harness.Bitboard{}
		for sub := range geometry.Subsets(g.inner) {
			i := g.f(sub)
			if prev, dup := seen[i]; dup {
				t.Errorf("%s(%s) == %s(%s) == %d", g.name, sub, g.name, prev, i)
			}
			seen[i] = sub
		}
		if len(seen) != 64 {
			t.Errorf("%s: %d indices; want 64", g.name, len(seen))
		}
	}
}

// TestLookupGathers checks the lookups' own gathers against the ones the
// tables are built with, on every square and every subset of its line's
// inner squares: the rank's gather by rankMul gives lineIndex's index, and
// the file's gather (its squares times fileMagic) gives fileIndex's index of
// the file moved to the a-file.
func TestLookupGathers(t *testing.T) {
	for s := range harness.Square(harness.NumSquares) {
		e := squares[s]
		for sub := range geometry.Subsets(e.rank &^ (0x81 << (s & 56))) {
			if got, want := uint64(sub)*e.rankMul>>58, lineIndex(sub); got != want {
				t.Errorf("%v: rank gather of %s == %#b; want lineIndex's %#b", s, sub, got, want)
			}
		}
		innerFile := e.file &^ 0xff &^ (0xff << 56)
		for sub := range geometry.Subsets(innerFile) {
			if got, want := uint64(sub)*e.fileMagic>>58, fileIndex(sub>>(s&7)); got != want {
				t.Errorf("%v: file gather of %s == %#b; want fileIndex's %#b", s, sub, got, want)
			}
		}
	}
}

// TestBuildTables builds a fresh copy, compares it with the tables built at
// start-up and checks the byte count and the entries.
func TestBuildTables(t *testing.T) {
	const want = 2*8*64*8 + 64*7*8 // seven words of data per square
	if got := BuildTables(); got != want {
		t.Errorf("BuildTables() == %d; want %d", got, want)
	}
	if got := TableBytes(); got != want {
		t.Errorf("TableBytes() == %d; want %d", got, want)
	}
	if got := unsafe.Sizeof(square{}); got != 64 {
		t.Errorf("unsafe.Sizeof(square{}) == %d; want 64", got)
	}
	sq, fill, file := new([256]square), new([8][64]harness.Bitboard), new([8][64]harness.Bitboard)
	build(sq, fill, file)
	if *sq != squares || *fill != fillUp || *file != fileAttacks {
		t.Errorf("a second build differs from the tables built at start-up")
	}
	for s := harness.Square(harness.NumSquares); s != 0; s++ {
		if e := squares[s]; e != (square{}) {
			t.Errorf("squares[%d] == %+v; want the zero entry past h8", s, e)
		}
	}
	d4 := squares[27]
	if want := m("00000001/00000010/00000100/00001000/00000000/00100000/01000000/10000000"); d4.diag != want {
		t.Errorf("d4 diagonal mask == %s; want a1…h8 without d4", d4.diag)
	}
	if want := m("00000000/00000000/00000000/00000000/11101111/00000000/00000000/00000000"); d4.rank != want {
		t.Errorf("d4 rank mask == %s; want rank 4 without d4", d4.rank)
	}
	if want := m("00010000/00010000/00010000/00010000/00010000/00010000/00010000/00010000"); d4.file != want || d4.rankMul != 1<<33 || d4.fileBit != 1<<3 {
		t.Errorf("d4 file, rankMul, fileBit == %s, %#x, %#x; want the d-file, 1<<33, 1<<3", d4.file, d4.rankMul, uint64(d4.fileBit))
	}
}
