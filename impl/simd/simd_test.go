//go:build goexperiment.simd && amd64

package simd

import (
	"slices"
	"testing"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/geometry"
	"github.com/bitbench/bitbench/impl/naive"
)

var (
	ref  naive.Impl
	impl Impl
)

func m(s string) harness.Bitboard { return harness.MustParseMask(s) }

// skipWithoutAVX2 skips a test that runs the vector code on a CPU without
// AVX2, where it would stop the program.
func skipWithoutAVX2(t *testing.T) {
	t.Helper()
	if !available {
		t.Skip("CPU lacks AVX2")
	}
}

// TestRegistered checks that the package registers exactly when the CPU has
// AVX2, and that Path says which.
func TestRegistered(t *testing.T) {
	_, err := harness.Lookup("simd")
	if registered := err == nil; registered != available {
		t.Errorf("simd registered: %v; want %v (AVX2: %v)", registered, available, available)
	}
	want := map[bool]string{true: "avx2", false: "not registered: CPU lacks AVX2"}[available]
	if got := Path(); got != want {
		t.Errorf("Path() == %q; want %q", got, want)
	}
}

// TestLanes checks the shift amounts and wrap masks of the lanes by hand.
func TestLanes(t *testing.T) {
	if got, want := rookLanes.left, [3][4]uint64{{8, 1, none, none}, {16, 2, none, none}, {32, 4, none, none}}; got != want {
		t.Errorf("rookLanes.left == %v; want %v", got, want)
	}
	if got, want := rookLanes.right, [3][4]uint64{{none, none, 8, 1}, {none, none, 16, 2}, {none, none, 32, 4}}; got != want {
		t.Errorf("rookLanes.right == %v; want %v", got, want)
	}
	if got, want := bishopLanes.right[2], [4]uint64{none, none, 28, 36}; got != want {
		t.Errorf("bishopLanes.right[2] == %v; want %v", got, want)
	}
	if got, want := bishopLanes.land, [4]uint64{notA, notH, notA, notH}; got != want {
		t.Errorf("bishopLanes.land == %#x; want %#x", got, want)
	}
}

// TestHand checks hand-drawn attack sets: blockers on the edge, a full
// board (every ray stops after one step), an empty board from a corner, and
// rays that would wrap across the a/h files if a mask were missing.
func TestHand(t *testing.T) {
	skipWithoutAVX2(t)
	full := ^harness.Bitboard(0)
	tests := []struct {
		name string
		got  harness.Bitboard
		want string
	}{
		{"rook h1 full board", impl.RookAttacks(harness.H1, full), "00000000/00000000/00000000/00000000/00000000/00000000/00000001/00000010"},
		{"rook a1 empty", impl.RookAttacks(harness.A1, 0), "10000000/10000000/10000000/10000000/10000000/10000000/10000000/01111111"},
		{"rook d4 blockers d7 f4 (the doc.go diagram)", impl.RookAttacks(harness.D4, m("00000000/00010000/00000000/00000000/00000100/00000000/00000000/00000000")),
			"00000000/00010000/00010000/00010000/11101100/00010000/00010000/00010000"},
		{"rook e4 blockers a4 h4 e8", impl.RookAttacks(harness.E4, m("00001000/00000000/00000000/00000000/10000001/00000000/00000000/00000000")),
			"00001000/00001000/00001000/00001000/11110111/00001000/00001000/00001000"},
		{"rook h4 empty (east must not wrap)", impl.RookAttacks(harness.H4, 0), "00000001/00000001/00000001/00000001/11111110/00000001/00000001/00000001"},
		{"bishop a8 full board", impl.BishopAttacks(harness.A8, full), "00000000/01000000/00000000/00000000/00000000/00000000/00000000/00000000"},
		{"bishop h8 empty", impl.BishopAttacks(harness.H8, 0), "00000000/00000010/00000100/00001000/00010000/00100000/01000000/10000000"},
		{"bishop a4 empty (west must not wrap)", impl.BishopAttacks(harness.A4, 0), "00001000/00010000/00100000/01000000/00000000/01000000/00100000/00010000"},
		{"bishop d4 blocker f6", impl.BishopAttacks(harness.D4, m("00000000/00000000/00000100/00000000/00000000/00000000/00000000/00000000")),
			"00000000/10000000/01000100/00101000/00000000/00101000/01000100/10000010"},
		{"queen d4 empty", impl.QueenAttacks(harness.D4, 0), "00010001/10010010/01010100/00111000/11101111/00111000/01010100/10010010"},
	}
	for _, tt := range tests {
		if want := m(tt.want); tt.got != want {
			t.Errorf("%s == %s; want %s\n%s", tt.name, tt.got, tt.want, harness.Diagram(tt.got))
		}
	}
}

// TestExhaustive compares the vector fills with the reference for every
// square and every subset of its relevant occupancy, with and without the
// slider's own square in occ: 102,400 rook and 5,248 bishop cases. The queen
// gets every rook subset, each joined with the next of the bishop subsets in
// turn (102,400 cases).
func TestExhaustive(t *testing.T) {
	skipWithoutAVX2(t)
	sliders := []struct {
		name      string
		got, want func(harness.Square, harness.Bitboard) harness.Bitboard
		steps     []geometry.Step
		cases     int
	}{
		{"RookAttacks", impl.RookAttacks, ref.RookAttacks, geometry.Rook, 102400},
		{"BishopAttacks", impl.BishopAttacks, ref.BishopAttacks, geometry.Bishop, 5248},
		{"QueenAttacks", impl.QueenAttacks, ref.QueenAttacks, geometry.Rook, 102400},
	}
	for _, sl := range sliders {
		cases := 0
		for s := range harness.Square(harness.NumSquares) {
			extra := []harness.Bitboard{0}
			if sl.name == "QueenAttacks" {
				extra = slices.Collect(geometry.Subsets(geometry.Relevant(s, geometry.Bishop)))
			}
			for sub := range geometry.Subsets(geometry.Relevant(s, sl.steps)) {
				sub |= extra[cases%len(extra)]
				want := sl.want(s, sub)
				for _, occ := range []harness.Bitboard{sub, sub | 1<<s} {
					if got := sl.got(s, occ); got != want {
						t.Fatalf("%s(%v, %s) == %s; want %s\n%s", sl.name, s, occ, got, want, harness.DiagramMarked(got, s))
					}
				}
				cases++
			}
		}
		if cases != sl.cases {
			t.Errorf("%s: checked %d subsets; want %d", sl.name, cases, sl.cases)
		}
	}
}

// TestOffBoard checks that squares 64 and above, whose bit 1<<s is zero,
// attack nothing.
func TestOffBoard(t *testing.T) {
	skipWithoutAVX2(t)
	for _, s := range []harness.Square{harness.NoSquare, 100, 255} {
		if got := impl.QueenAttacks(s, 0) | impl.RookAttacks(s, 0) | impl.BishopAttacks(s, 0); got != 0 {
			t.Errorf("square %d: rook|bishop|queen attacks == %s; want empty", s, got)
		}
	}
}
