//go:build goexperiment.simd && amd64

package gfni

import (
	"testing"

	"simd/archsimd"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/impltest"
)

var impl Impl

// skipWithoutGFNI skips a test that runs the vector code on a CPU without
// AVX-512 GFNI, where it would stop the program.
func skipWithoutGFNI(t *testing.T) { t.Helper(); impltest.SkipUnless(t, gate.OK, "AVX-512 GFNI") }

// TestRegistered checks that the package registers exactly when the CPU has
// AVX-512 GFNI, and that Path says which.
func TestRegistered(t *testing.T) {
	impltest.Gate(t, "gfni", gate.OK, Path(), "avx512+gfni", "AVX-512 GFNI")
}

// mask parses a hand-written mask.
func mask(s string) uint64 { return uint64(harness.MustParseMask(s)) }

// TestReverse checks the bit reversal on boards mirrored by hand (square s
// to 63−s: the board turned half round), in both vector widths.
func TestReverse(t *testing.T) {
	skipWithoutGFNI(t)
	for _, c := range []struct{ name, in, want string }{
		{"a1 to h8",
			"00000000/00000000/00000000/00000000/00000000/00000000/00000000/10000000",
			"00000001/00000000/00000000/00000000/00000000/00000000/00000000/00000000"},
		{"a1 b1 c1 d1 to e8 f8 g8 h8",
			"00000000/00000000/00000000/00000000/00000000/00000000/00000000/11110000",
			"00001111/00000000/00000000/00000000/00000000/00000000/00000000/00000000"},
		{"c2 and f7 to f7 and c2",
			"00000000/00000100/00000000/00000000/00000000/00000000/00100000/00000000",
			"00000000/00000100/00000000/00000000/00000000/00000000/00100000/00000000"},
		{"b3 g5 to g6 b4",
			"00000000/00000000/00000000/00000010/00000000/01000000/00000000/00000000",
			"00000000/00000000/00000010/00000000/01000000/00000000/00000000/00000000"},
	} {
		in, want := mask(c.in), mask(c.want)
		var got2 [2]uint64
		reverse2(archsimd.LoadUint64x2(&[2]uint64{in, ^in})).Store(&got2)
		if got2 != [2]uint64{want, ^want} {
			t.Errorf("reverse2: %s == %#x; want %#x", c.name, got2, [2]uint64{want, ^want})
		}
		var got4 [4]uint64
		reverse4(archsimd.LoadUint64x4(&[4]uint64{0, in, ^in, in})).Store(&got4)
		if got4 != [4]uint64{0, want, ^want, want} {
			t.Errorf("reverse4: %s == %#x; want %#x", c.name, got4, [4]uint64{0, want, ^want, want})
		}
	}
}

// TestLines checks the lanes of the Hyperbola Quintessence on hand-solved
// boards: each lane is one line's attacks, both ways from the slider, up
// to and including the first blocker.
func TestLines(t *testing.T) {
	skipWithoutGFNI(t)
	for _, c := range []struct {
		name string
		s    harness.Square
		occ  string
		want [numLanes]string // file, rank, diagonal, anti-diagonal
	}{
		{"d4, blockers d6 d2 b4 g4 f6 b2 a7", harness.D4,
			"00000000/10000000/00010100/00000000/01010010/00000000/01010000/00000000",
			[numLanes]string{
				"00000000/00000000/00010000/00010000/00000000/00010000/00010000/00000000",
				"00000000/00000000/00000000/00000000/01101110/00000000/00000000/00000000",
				"00000000/00000000/00000100/00001000/00000000/00100000/01000000/00000000",
				"00000000/10000000/01000000/00100000/00000000/00001000/00000100/00000010",
			}},
		{"h8 on a full board", harness.H8,
			"11111111/11111111/11111111/11111111/11111111/11111111/11111111/11111111",
			[numLanes]string{
				"00000000/00000001/00000000/00000000/00000000/00000000/00000000/00000000",
				"00000010/00000000/00000000/00000000/00000000/00000000/00000000/00000000",
				"00000000/00000010/00000000/00000000/00000000/00000000/00000000/00000000",
				"00000000/00000000/00000000/00000000/00000000/00000000/00000000/00000000",
			}},
		{"a1, empty board", harness.A1,
			"00000000/00000000/00000000/00000000/00000000/00000000/00000000/00000000",
			[numLanes]string{
				"10000000/10000000/10000000/10000000/10000000/10000000/10000000/00000000",
				"00000000/00000000/00000000/00000000/00000000/00000000/00000000/01111111",
				"00000001/00000010/00000100/00001000/00010000/00100000/01000000/00000000",
				"00000000/00000000/00000000/00000000/00000000/00000000/00000000/00000000",
			}},
	} {
		occ := harness.MustParseMask(c.occ)
		var want [numLanes]uint64
		for i, w := range c.want {
			want[i] = mask(w)
		}
		var got [numLanes]uint64
		line4(c.s, occ, archsimd.LoadUint64x4(&lines[c.s])).Store(&got)
		if got != want {
			t.Errorf("line4: %s == %#x; want %#x", c.name, got, want)
		}
		var rook, bishop [2]uint64
		line2(c.s, occ, archsimd.LoadUint64x2((*[2]uint64)(lines[c.s][fileLane:]))).Store(&rook)
		line2(c.s, occ, archsimd.LoadUint64x2((*[2]uint64)(lines[c.s][diagLane:]))).Store(&bishop)
		if rook != [2]uint64(want[:2]) || bishop != [2]uint64(want[2:]) {
			t.Errorf("line2: %s == %#x, %#x; want %#x, %#x", c.name, rook, bishop, want[:2], want[2:])
		}
	}
}

// TestTables checks the table's size and one square's lines by hand.
func TestTables(t *testing.T) {
	want := [numLanes]string{ // c2: file, rank, diagonal, anti-diagonal
		"00100000/00100000/00100000/00100000/00100000/00100000/00000000/00100000",
		"00000000/00000000/00000000/00000000/00000000/00000000/11011111/00000000",
		"00000000/00000001/00000010/00000100/00001000/00010000/00000000/01000000",
		"00000000/00000000/00000000/00000000/10000000/01000000/00000000/00010000",
	}
	for lane, w := range want {
		if got := lines[harness.C2][lane]; got != mask(w) {
			t.Errorf("lines[c2][%d] == %s; want %s", lane, harness.Bitboard(got), w)
		}
	}
	if got := TableBytes(); got != 2048 {
		t.Errorf("TableBytes() == %d; want 2048", got)
	}
	if got := BuildTables(); got != TableBytes() {
		t.Errorf("BuildTables() == %d; want TableBytes() == %d", got, TableBytes())
	}
}

// TestImpl runs the shared checks: hand-solved slider examples, every
// square × relevant-occupancy subset against the reference (102,400 rook and
// 5,248 bishop cases), and the set operations and leapers.
func TestImpl(t *testing.T) {
	skipWithoutGFNI(t)
	impltest.Run(t, impl)
}

// TestOffBoard checks that squares 64 and above attack nothing.
func TestOffBoard(t *testing.T) {
	skipWithoutGFNI(t)
	impltest.OffBoard(t, impltest.Of(impl))
}
