// Package gfni computes slider attacks with Hyperbola Quintessence on all
// of a slider's lines at once, one line per 64-bit lane of a vector, with
// the bit reversal that the trick needs done by GFNI's affine instruction
// (VGF2P8AFFINEQB) and a byte shuffle (VPSHUFB), through Go's experimental
// simd/archsimd package.
//
// It is built only with GOEXPERIMENT=simd on amd64 (the build constraint
// goexperiment.simd && amd64); in any other build the package is this
// comment alone and registers nothing. With the experiment it registers as
// "gfni" when the CPU has AVX-512 and GFNI (archsimd's AVX512GFNI) and
// otherwise stays unregistered, which Path reports ("not registered: CPU
// lacks AVX-512 GFNI"), since the instruction on such a CPU would stop the
// program. impl/all imports it from a file with the same constraint.
//
// # Origin
//
// The subtraction trick is old bitboard lore; the Chess Programming Wiki
// documents it with the reversal for the other direction as Hyperbola
// Quintessence, in Gerd Isenberg's formulation (package hq is the scalar
// form). The use of GF2P8AFFINEQB with a permutation matrix to reverse the
// bits of bytes follows Intel's description of the instruction (an affine
// map over GF(2), the matrix and vector given per 64-bit group); the line-
// per-lane arrangement is the general SIMD idea the Wiki's "SIMD and SWAR
// Techniques" page describes for other methods.
//
// # The trick, and why a full bit reversal
//
// On a line through the slider, with o the line's occupancy (the slider's
// own bit r left out), o − r borrows through the empty squares above the
// slider up to the first blocker; XOR with o keeps the flipped bits, the
// attacks towards higher squares. For the squares below, the same is done
// on the reversed board and reversed back:
//
//	attacks = ((o − r) ^ reverse(reverse(o) − reverse(r))) & line
//
// Package hq reverses with a byte swap, which turns the board upside down
// and so serves every line with one square per rank, but not a rank, whose
// eight squares share a byte: it looks the rank up in a table. Reversing
// all 64 bits (square s to 63 − s, the board turned half round) serves
// every line, ranks included. No scalar instruction does that; in a vector
// it is two:
//
//	GF2P8AFFINEQB x, M, 0   each byte b becomes M·b over GF(2): output bit i
//	                        is the parity of b & M.byte[7−i]; for
//	                        M = 0x8040201008040201 that is input bit 7−i,
//	                        the byte's bits reversed
//	VPSHUFB x, 7 6 5 4 3 2 1 0 …   the bytes of each 64-bit lane reversed
//
// Worked on the d4 rook's rank with blockers b4 and g4 (a4 … h4 shown as
// one byte, a4 first; the other ranks are zero on the rank's mask):
//
//	o               a b c d e f g h       0 1 0 0 0 0 1 0   d4 left out
//	o − r           borrow up to g4       0 1 0 1 1 1 0 0   d4 … g4 flipped
//	reverse(o)      a ↔ h, b ↔ g …        0 1 0 0 0 0 1 0   (the same here)
//	− reverse(r)    r is at e, d4's twin  0 1 0 0 1 1 0 0   e … g flipped
//	reverse again   back to a … h         0 0 1 1 0 0 1 0   b4 … d4 flipped
//	xor, & line                           0 1 1 0 1 1 1 0   b4 c4 e4 f4 g4
//
// (d4 is set on both sides and cancels; each blocker is set on one side only.)
//
// # Lines in lanes
//
// Each square's four lines (file, rank, diagonal, anti-diagonal, the square
// itself left out) sit side by side in a 32-byte row of one 2,048-byte
// table. RookAttacks loads the file and the rank into a 128-bit vector,
// BishopAttacks the two diagonals, and QueenAttacks all four into a 256-bit
// vector: broadcast occ and AND, subtract r, reverse, subtract reverse(r)
// (made in a general register as 1<<(63−s)), reverse, XOR, AND, and OR the
// lanes together. The queen costs what a rook costs, with one more OR.
//
// # Batches: eight lookups per 512-bit vector
//
// RookBatch and BishopBatch turn the vector the other way: lane j holds the
// j-th of eight independent lookups, and each of the piece's two lines runs
// the same Hyperbola Quintessence in all eight lanes (VGF2P8AFFINEQB and
// VPSHUFB on zmm). A vector cannot index the line table by lane without a
// gather, so the lines are computed instead, from the lines through a1 (h1
// for the anti-diagonal) shifted per lane (VPSLLVQ, VPSRLVQ):
//
//	file       a-file << file
//	rank       rank 1 << 8·rank
//	diagonal   a1–h8 shifted by 8·(rank − file)   (left if positive, right if not)
//	anti       h1–a8 shifted by 8·(rank + file − 7)
//
// For c2 (file 2, rank 1) the diagonal is a1–h8 shifted right by 8: b1 c2
// d3 e4 f5 g6 h7, the squares that fell off h8's end gone. A shift by 64 or
// more gives zero, so both shifts run and one is always empty. With the
// square's bit and reversed bit, a group of eight is about 60 instructions
// with no call and no load but the occupancies (impl/internal/group reads
// the squares as one word; impl/internal/batchargs checks the arguments
// and pads the last group).
//
// # Inlining
//
// go build -gcflags=-m=2 says: line2 costs 127 and line4 121 (each archsimd
// operation is a call node to the inliner, 4 to 6 each); they inline
// because Go 1.26 triples the budget of a function with a vector parameter
// or result (240). RookAttacks (152), BishopAttacks (153) and QueenAttacks
// (153) have scalar signatures, so their budget is 80 and they do not
// inline: a lookup is one call, with everything inside it inlined down to
// the instructions (two VGF2P8AFFINEQB, two VPSHUFB, two VPSUBQ, four
// VPBROADCASTQ and the lane extraction). A profile-guided build can inline
// it where it is hot. In the batches everything down to the instructions
// inlines into one group function per piece (the helpers take or return
// vectors, so their budget is 240), which batchargs.Run calls once per
// eight lookups.
//
// # The rest
//
// Knight, king and pawn attacks and the set operations are plain word code
// shared with other techniques (impl/internal/plain); TableBytes counts the
// line table only.
package gfni
