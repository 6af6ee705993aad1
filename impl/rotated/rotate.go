package rotated

import (
	"math/bits"

	"github.com/bitbench/bitbench/harness"
)

// Rotated is an occupancy in the four layouts a rotated-bitboard engine
// keeps: as it is (ranks are runs of bits), and three rotations in which
// every file, every a1–h8 diagonal and every h1–a8 anti-diagonal is a run of
// bits on one rank. Engines update all four on every move (Toggle); here
// Rotate computes them from the plain occupancy.
type Rotated struct {
	Occ    harness.Bitboard // the occupancy itself: ranks are bytes
	Occ90  harness.Bitboard // Rotate90(Occ): file f is byte f, rank 1 lowest
	Occ45  harness.Bitboard // Rotate45(Occ): diagonal r−f = c lies on rank c mod 8
	Occ315 harness.Bitboard // Rotate315(Occ): anti-diagonal r+f = a lies on rank a mod 8
}

// Rotate returns occ in all four layouts.
func Rotate(occ harness.Bitboard) Rotated {
	return Rotated{occ, Rotate90(occ), Rotate45(occ), Rotate315(occ)}
}

// Toggle adds s to the occupancy, or removes it, in all four layouts at
// once: the engine's incremental update, four XORs with precomputed bits.
// s is taken mod 64.
func (r *Rotated) Toggle(s harness.Square) {
	b := &squareBits[s&63]
	r.Occ ^= b.Occ
	r.Occ90 ^= b.Occ90
	r.Occ45 ^= b.Occ45
	r.Occ315 ^= b.Occ315
}

// squareBits[s] is Rotate(s's one-square set), for Toggle.
var squareBits = func() (t [harness.NumSquares]Rotated) {
	for s := range harness.Square(harness.NumSquares) {
		t[s] = Rotate(s.Bitboard())
	}
	return t
}()

// Rotate90 returns occ with files turned into ranks: the square on file f,
// rank r moves to file r, rank f (a reflection in the a1–h8 diagonal, which
// lays every file out as a byte in rank order; a true quarter turn would
// reverse the order, and serves the same purpose). Three delta-swaps
// exchange the off-diagonal 4×4 blocks, then 2×2 blocks, then single
// squares (a delta-swap exchanges the bits of x under mask m with those d
// places above them). They are written out, not calls of a helper, so that
// Rotate90 stays under Go's inlining budget (cost 57; 85 as three calls):
// the lookups that use it then make no call of their own.
func Rotate90(occ harness.Bitboard) harness.Bitboard {
	x := uint64(occ)
	t := (x>>28 ^ x) & 0x00000000f0f0f0f0 // e1…h4 ↔ a5…d8
	x ^= t ^ t<<28
	t = (x>>14 ^ x) & 0x0000cccc0000cccc // 2×2 blocks in each quadrant
	x ^= t ^ t<<14
	t = (x>>7 ^ x) & 0x00aa00aa00aa00aa // single squares in each 2×2 block
	x ^= t ^ t<<7
	return harness.Bitboard(x)
}

// Files whose index has bit 0, 1 or 2 set: b d f h, c d g h, e f g h.
const (
	files1 = 0xaaaaaaaaaaaaaaaa
	files2 = 0xcccccccccccccccc
	files4 = 0xf0f0f0f0f0f0f0f0
)

// Rotate45 returns occ with every file f rotated f ranks down (around the
// board, rank 1 to rank 8): the square on file f, rank r moves to rank
// (r−f) mod 8, so every a1–h8 diagonal (r−f constant) lies on one rank, in
// file order. Two diagonals share each rank but one (r−f = c and c−8, on
// opposite sides). Three steps rotate the files whose index has bit 0, 1
// or 2 set by 1, 2 or 4 ranks.
func Rotate45(occ harness.Bitboard) harness.Bitboard {
	x := uint64(occ)
	x ^= files1 & (x ^ bits.RotateLeft64(x, -8))
	x ^= files2 & (x ^ bits.RotateLeft64(x, -16))
	x ^= files4 & (x ^ bits.RotateLeft64(x, -32))
	return harness.Bitboard(x)
}

// Rotate315 is Rotate45 turning the other way: file f rotated f ranks up,
// the square on file f, rank r to rank (r+f) mod 8, so every h1–a8
// anti-diagonal (r+f constant) lies on one rank.
func Rotate315(occ harness.Bitboard) harness.Bitboard {
	x := uint64(occ)
	x ^= files1 & (x ^ bits.RotateLeft64(x, 8))
	x ^= files2 & (x ^ bits.RotateLeft64(x, 16))
	x ^= files4 & (x ^ bits.RotateLeft64(x, 32))
	return harness.Bitboard(x)
}
