// Package naive is the executable specification of bitbench: every other
// implementation is tested against it.
//
// # Technique
//
// Nothing clever. A set operation unpacks its bitboards into arrays of 64
// booleans, one per square, walks the arrays square by square and packs the
// answer back:
//
//	bitboard ──unpack──▶ [64]bool ──loop over a1…h8──▶ [64]bool ──pack──▶ bitboard
//
// An attack set steps through board geometry. A slider on d4 walks one
// (file, rank) step at a time in each of its directions until it leaves the
// board or reaches an occupied square, which it includes:
//
//	8 . . . x . . . .
//	7 . . . x . . . .     rook on d4, blocker on f4:
//	6 . . . x . . . .     east stops at f4 (included),
//	5 . . . x . . . .     the other rays run to the edge
//	4 x x x R x B . .
//	3 . . . x . . . .
//	2 . . . x . . . .
//	1 . . . x . . . .
//	  a b c d e f g h
//
// Leapers and pawns try each of their (file, rank) offsets and keep those that
// land on the board. No bit tricks are used beyond reading and writing single
// bits, no tables, no hardware instructions: each method is short enough to
// check by reading it. It is slow, by tens to hundreds of times; that is the
// point of a reference.
//
// # Inlining
//
// RookAttacks and BishopAttacks (cost 63) inline (go build -gcflags=-m=2);
// their loops stay loops. QueenAttacks is their sum, 205 against the budget
// of 80: one call.
package naive
