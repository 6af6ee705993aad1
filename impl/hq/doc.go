// Package hq computes slider attacks with Hyperbola Quintessence: the
// o^(o−2r) subtraction trick on a line mask, made to work in both
// directions by reversing the byte order of the board.
//
// # Subtracting a rook from a blocker
//
// Take a line through the slider (a file, a diagonal or an anti-diagonal)
// and its occupancy o on that line, the slider's own bit r left out.
// Subtracting r borrows from the next higher bit: every empty square above
// the slider turns from 0 to 1 until the borrow reaches the first blocker,
// which turns from 1 to 0. XOR with the original occupancy keeps exactly the
// flipped bits, the empty squares up to the first blocker and the blocker
// itself, which is the attack set towards higher squares. (Written with o
// holding the slider, that is o^(o−2r), the trick's usual name.) Along the
// d-file with blockers on d6 and d2, rook on d4 (rank 8 left):
//
//	rank    8 7 6 5 4 3 2 1
//	o       0 0 1 0 0 0 1 0     (d4 itself left out)
//	r       0 0 0 0 1 0 0 0
//	o − r   0 0 0 1 1 0 1 0     borrow from d6 through d5
//	xor o   0 0 1 1 1 0 0 0     d6, d5 — and d4, dropped by the mask
//
// Subtraction only ever borrows upwards, so the squares below the slider
// need the board turned upside down. A line with at most one square per
// rank (files and both diagonals) is reversed in order by reversing the
// bytes of the word, one byte per rank: bits.ReverseBytes64, a single BSWAP.
// The same subtraction on the reversed board, reversed back, gives the
// attacks towards lower squares, and one XOR joins both halves:
//
//	fwd = o − r
//	rev = bswap(o) − bswap(r)
//	attacks = (fwd ^ bswap(rev)) & mask
//
// A rank has all eight squares in one byte, which a byte swap does not
// reorder, so ranks use a different method: the rank's six inner squares
// (the end squares never block anything further) index an 8 × 64 table of
// first-rank attacks by the slider's file, and the byte found is shifted up
// to the slider's rank.
//
// # Origin
//
// The subtraction trick ("subtracting a rook from a blocking piece") is old
// bitboard lore; the Chess Programming Wiki documents the form used here,
// with the byte swap for the reverse direction, under the name Hyperbola
// Quintessence, in Gerd Isenberg's formulation.
//
// # Tables and set operations
//
// Per square, three 8-byte line masks (1,536 bytes), plus the 512-byte
// first-rank table: 2,048 bytes (TableBytes), built at start-up from board
// geometry (impl/internal/geometry). A bishop is two lines of arithmetic, a
// rook one line and one table load; RookAttacks is small enough to inline.
// The set operations use math/bits and knight, king and pawn attacks come
// from 64-entry tables, both from impl/internal/plain.
//
// Fast: a handful of ALU instructions and one or two loads from a 2 KB
// table that stays in L1. No technique with a table this small is much
// faster; magic and PEXT trade hundreds of kilobytes for one load.
//
// # Inlining
//
// RookAttacks (cost 80) and BishopAttacks (78) inline into the benchmark
// loops and the move generator (go build -gcflags=-m=2); the bishop's two
// lines are written out for that, see its comment. QueenAttacks is their sum,
// 168 against the budget of 80: one call with both inlined into it. A
// profile-guided build (make bench BUILD=pgo) inlines it where it is hot.
package hq
