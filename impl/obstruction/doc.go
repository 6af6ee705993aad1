// Package obstruction computes slider attacks with Obstruction Difference:
// each line through the slider is split into a lower and an upper half, and
// the attack set is the span between the nearest blocker of each half,
// found with one bit scan and one subtraction.
//
// # The span between two blockers
//
// Along any line (rank, file, diagonal or anti-diagonal) the squares
// attacked are those strictly between the nearest blocker below the slider
// and the nearest blocker above it, plus both blockers. Below means lower
// square numbers (a1 = 0 … h8 = 63): the nearest lower blocker is the
// most significant set bit (MS1B) of the lower half's occupancy, found by a
// leading-zero count; the nearest upper blocker, the obstruction, is the
// least significant bit of the upper half's occupancy. Subtracting the MS1B
// from the upper occupancy borrows through every bit from the MS1B up to the
// obstruction, and XOR with the upper occupancy keeps exactly that span:
//
//	bit            0 1 2 3 4 5 6 7      (a rank, a1 … h1; rook on e1)
//	lower occ      0 1 0 0 . . . .      b1: MS1B = bit 1
//	upper occ      . . . . . 0 1 1      g1, h1: obstruction g1
//	upper − MS1B   . 1 1 1 1 1 0 1      borrowed from g1 down to b1
//	xor upper      . 1 1 1 1 1 1 0      b1 … g1
//	& line         . 1 1 1 . 1 1 .      b1 c1 d1 f1 g1 (e1 is not on the line)
//
// With no lower blocker the MS1B is replaced by bit 0 (the scan runs on
// lower | 1), which is at or below the line's lowest square, so the span
// reaches the edge; with no upper blocker the borrow runs off the top of the
// word and the span reaches the other edge. Unlike the o^(o−2r) trick
// (package hq) no bit reversal is needed, so ranks work like every other
// line; the price is a table of two halves per line instead of one mask.
//
// # Origin
//
// The Chess Programming Wiki credits Obstruction Difference to Michael
// Hoffmann.
//
// # Tables and set operations
//
// Per square, four lines of two 8-byte halves and their union (kept so
// that a rook's or bishop's two lines fit Go's inlining budget): 96 bytes,
// 6,144 bytes for the board (TableBytes), built at start-up from board
// geometry (impl/internal/geometry). A rook or bishop reads one line of the
// table and does two scans, two subtractions and a few logical operations.
// The set operations use math/bits and knight, king and pawn attacks come
// from 64-entry tables, both from impl/internal/plain.
//
// Fast and compact: branch-free, at most two cache lines per lookup, and the same
// code for every line, which makes it a good fit for SIMD as well.
//
// # Inlining
//
// RookAttacks (cost 78) and BishopAttacks (80) inline into the benchmark
// loops and the move generator (go build -gcflags=-m=2); the stored line
// union, bits.Len64 and the half by pointer are what bring them under the
// budget of 80. QueenAttacks is their sum, 168: one call with both inlined
// into it. A loop over the four lines (one body) inlines but ran slower. A
// profile-guided build (make bench BUILD=pgo) inlines it where it is hot.
package obstruction
