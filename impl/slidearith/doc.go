// Package slidearith computes slider attacks with Slide Arithmetic: per line
// through the slider, BZHI splits the line's blockers at the slider's
// square, BLSMSK smears the nearest blocker above down to bit 0, BZHI of all
// ones at the nearest blocker below covers the bits beneath it, and the XOR
// of the two, cut to the line, is the attack set. One formula serves ranks,
// files and both diagonals.
//
// # The formula
//
// BZHI(x, n) keeps the bits of x below index n, x & (1<<n − 1); BLSMSK(x)
// is every bit from 0 up to x's lowest set bit, included, x ^ (x−1), and all
// 64 for x == 0. For a slider on s and a line through s (s itself left out)
// with occupancy o:
//
//	lower  = BZHI(o, s)                          the blockers below s
//	top    = BLSMSK(o ^ lower)                   bits up to the nearest blocker above
//	bottom = BZHI(^0, bits.Len64(lower | 1) − 1) bits below the nearest blocker below
//	attacks = (top ^ bottom) & line
//
// With no blocker above, top is all 64 bits; with none below, lower | 1 has
// its highest bit at 0 and bottom is empty. Bishop on d4 on the a1–h8
// diagonal, blockers b2 and f6 (the word's bits shown only at the line's
// squares, in line order; d4 is not on the line mask):
//
//	square              a1 b2 c3 d4 e5 f6 g7 h8
//	o = occ & line       0  1  0  .  0  1  0  0    b2, f6
//	lower = BZHI(o, d4)  0  1  0  .  0  0  0  0    b2
//	o ^ lower            0  0  0  .  0  1  0  0    f6
//	top                  1  1  1  1  1  1  0  0    up to f6
//	bottom               1  0  0  0  0  0  0  0    below b2
//	(top ^ bottom)&line  0  1  1  .  1  1  0  0    b2 c3 e5 f6
//
// The arithmetic is the same pair of smears as package leorik's; the forms
// differ: here the split is a BZHI at the square index and the lower smear a
// BZHI at the lower blocker's index (a bit length, no leading-zero count),
// the four lines of a square are one array, and a queen is one loop over it.
//
// # Origin
//
// The Chess Programming Wiki's page "Slide Arithmetic" credits the method
// to Jakob Progsch, and gives the formulation with the BMI instructions
// BZHI and BLSMSK to Daniel Inführ. Go has no intrinsic for either; bzhi and
// blsmsk here are the plain arithmetic they stand for.
//
// # Tables and set operations
//
// Per square, four 8-byte line masks: 2,048 bytes (TableBytes), built at
// start-up from board geometry (impl/internal/geometry). The set operations
// use math/bits and knight, king and pawn attacks come from 64-entry
// tables, both from impl/internal/plain.
//
// One 32-byte table entry per lookup, branch-free, and one code path for
// every line, which also suits SIMD: four lines are four lanes of the same
// formula.
//
// # Inlining
//
// slide (cost 61, with bzhi 10 and blsmsk 6 inlined into it) inlines into
// RookAttacks and BishopAttacks, which cost 157 each (go build
// -gcflags=-m=2), about twice Go's budget of 80: every rook or bishop lookup
// is a call. QueenAttacks, one loop over the four lines, costs 93, also a
// call, but one, not two.
package slidearith
