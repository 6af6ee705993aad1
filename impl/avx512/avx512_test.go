//go:build goexperiment.simd && amd64

package avx512

import (
	"testing"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/impltest"
)

var impl Impl

// skipWithoutAVX512 skips a test that runs the vector code on a CPU without
// AVX-512, where it would stop the program.
func skipWithoutAVX512(t *testing.T) { t.Helper(); impltest.SkipUnless(t, gate.OK, "AVX-512") }

// TestRegistered checks that the package registers exactly when the CPU has
// AVX-512, and that Path says which.
func TestRegistered(t *testing.T) { impltest.Gate(t, "avx512", gate.OK, Path(), "avx512", "AVX-512") }

// TestConsts checks the rotations and lane masks by hand: a step south is a
// left rotation by 56, two steps southwest one by 2·55 mod 64 = 46.
func TestConsts(t *testing.T) {
	for _, c := range []struct {
		name      string
		got, want [numDirs]uint64
	}{
		{"rot[0]", k.rot[0], [numDirs]uint64{8, 9, 1, 57, 56, 55, 63, 7}},
		{"rot[1]", k.rot[1], [numDirs]uint64{16, 18, 2, 50, 48, 46, 62, 14}},
		{"rot[2]", k.rot[2], [numDirs]uint64{32, 36, 4, 36, 32, 28, 60, 28}},
		{"rook", k.rook, [numDirs]uint64{notRank1, 0, notA, 0, notRank8, 0, notH, 0}},
		{"bishop", k.bishop, [numDirs]uint64{0, notA & notRank1, 0, notA & notRank8, 0, notH & notRank8, 0, notH & notRank1}},
	} {
		if c.got != c.want {
			t.Errorf("%s == %#x; want %#x", c.name, c.got, c.want)
		}
	}
}

// TestLanes checks single lanes of the fill on boards solved by hand: each
// lane holds one direction's ray alone, the blocker included, and a ray
// that reaches the edge does not wrap round to the other side.
func TestLanes(t *testing.T) {
	skipWithoutAVX512(t)
	for _, c := range []struct {
		name string
		s    harness.Square
		occ  string
		dir  int
		want string
	}{
		{"h4 east: nothing, no wrap onto the a-file", harness.H4,
			"00000000/00000000/00000000/00000000/00000000/00000000/00000000/00000000", east,
			"00000000/00000000/00000000/00000000/00000000/00000000/00000000/00000000"},
		{"d4 north, blocker d7", harness.D4,
			"00000000/00010000/00000000/00000000/00000000/00000000/00000000/00000000", north,
			"00000000/00010000/00010000/00010000/00000000/00000000/00000000/00000000"},
		{"c2 southwest: b1 only, no wrap onto rank 8", harness.C2,
			"00000000/00000000/00000000/00000000/00000000/00000000/00000000/00000000", southWest,
			"00000000/00000000/00000000/00000000/00000000/00000000/00000000/01000000"},
		{"a1 northeast on a full board: b2", harness.A1,
			"11111111/11111111/11111111/11111111/11111111/11111111/11111111/11111111", northEast,
			"00000000/00000000/00000000/00000000/00000000/00000000/01000000/00000000"},
		{"e5 northwest, empty: d6 c7 b8", harness.E5,
			"00000000/00000000/00000000/00000000/00000000/00000000/00000000/00000000", northWest,
			"01000000/00100000/00010000/00000000/00000000/00000000/00000000/00000000"},
	} {
		var lanes [numDirs]uint64
		lanes[c.dir] = land[c.dir]
		var got [numDirs]uint64
		fill(c.s, harness.MustParseMask(c.occ), &lanes).Store(&got)
		want := [numDirs]uint64{}
		want[c.dir] = uint64(harness.MustParseMask(c.want))
		if got != want {
			t.Errorf("fill: %s == %#x; want %#x", c.name, got, want)
		}
	}
}

// TestImpl runs the shared checks on the vector fills: hand-solved slider
// examples, every square × relevant-occupancy subset against the reference
// (102,400 rook and 5,248 bishop cases), and the set operations and leapers.
func TestImpl(t *testing.T) {
	skipWithoutAVX512(t)
	impltest.Run(t, impl)
}

// TestOffBoard checks that squares 64 and above attack nothing.
func TestOffBoard(t *testing.T) {
	skipWithoutAVX512(t)
	impltest.OffBoard(t, impltest.Of(impl))
}
