// Package shift computes every bitboard operation with shifts, masks and
// integer arithmetic on the whole 64-bit word: no lookup tables, no hardware
// bit instructions (no math/bits), nothing loaded from memory but the
// arguments.
//
// # Shifts and file masks
//
// With a1 = bit 0 and h8 = bit 63, one step north is a shift left by 8 and
// one step east a shift left by 1. A step east moves the h-file onto the next
// rank's a-file, so after the shift the a-file is cleared; a step west clears
// the h-file. Knight, king and pawn attacks are a few such shifts of the one
// bit of their square, with two-file masks (not a/b, not g/h) for the knight:
//
//	b<<1 &^ a-file   east      b<<8   north     b<<9 &^ a-file   northeast
//	b>>1 &^ h-file   west      b>>8   south     b>>9 &^ h-file   southwest
//
// # Sliders: Kogge–Stone occluded fills
//
// A rook or bishop attack set is the union of four rays. Each ray is an
// occluded fill: the slider's bit spreads through the empty squares in one
// direction, in the style of a parallel prefix (Kogge–Stone) adder. Instead
// of seven one-step shifts it does three rounds that double the distance,
// shifting the generator by 1, 2 and 4 steps and the propagator (the empty
// squares, with the wrap-around file removed) along with it:
//
//	round      gen (the filled ray so far)     pro (squares the next jump may cross)
//	start      R . . . . . . .                 empty squares
//	1 step     R x . . . . . .                 pro & pro<<1: runs of 2 empties
//	2 steps    R x x x . . . .                 runs of 4 empties
//	4 steps    R x x x x x x x                 —
//
// A last one-step shift of the fill adds the first blocker and drops the
// slider's own square, which is why an occupied start square does not
// matter. A queen is eight fills. Every direction costs the same 16 or so
// instructions whatever the board, with no branches and no memory traffic,
// and independent rays can run side by side (or in SIMD lanes); a single
// lookup is still several times the work of a table lookup.
//
// # Counting and bit scans
//
// Count is a SWAR popcount: neighbouring bits are added into 2-bit counts,
// then 4-bit and 8-bit counts, and one multiplication by 0x0101…01 sums the
// eight bytes into the top byte. First isolates the lowest bit (a & -a) and
// counts the bits below it ((a & -a) - 1); for the empty set that is all 64
// bits, which is NoSquare. Last smears the highest bit down to bit 0
// (a |= a>>1, >>2, …, >>32) and counts the result minus one. Iteration
// clears the lowest bit with a &= a-1. FlipVertical and MirrorHorizontal are
// three delta-swaps each: swap neighbouring ranks (files), then pairs, then
// halves.
//
// A square of 64 or more (NoSquare), which the interface leaves
// unspecified, has no bit (1<<s is 0 in Go), so it behaves as a square off
// the board: it is in no set and attacks nothing.
//
// Tables: none; all constants are immediates in the code. Fast where memory is
// slow or tables would crowd the cache, and on many boards at once; slow for
// one slider lookup at a time, where a table answers in one load.
//
// # Inlining
//
// RookAttacks and BishopAttacks cost 224 in Go's inliner against its budget
// of 80 (go build -gcflags=-m=2): four fills of about 50 each. One loop over
// a piece's rays, with the steps as rotations (bits.RotateLeft64) and one
// body for every direction, brings the fill to 80 and a rook to 92, still
// over, and it ran slower (rook 7.2 → 8.5 ns, Emerald Rapids, GOAMD64=v1):
// written out, the four fills are independent chains the processor
// overlaps. So the benchmark loops and the move generator call the lookups;
// a profile-guided build (make bench BUILD=pgo) inlines the hot calls.
package shift
