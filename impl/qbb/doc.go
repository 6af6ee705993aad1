// Package qbb computes slider attacks the way QBBEngine's move generator
// does: on each line through the slider, a TZCNT finds the nearest blocker
// above and an LZCNT the nearest blocker below, and the two indices cut the
// attack set out of two shifted copies of a line constant. There is no table
// at all: six 64-bit constants serve every square.
//
// # Two scans and a cut
//
// A line constant holds one line's step sequence (step 8 for files, 1 for
// ranks, 9 for diagonals, 7 for anti-diagonals) through bit 0 or through bit
// 63. Shifted left by the slider's square s it holds s and the squares above
// it in that step; shifted right by 63−s, s and the squares below. Beyond the
// board's edge the shifted sequence wraps into the next rank, so the
// occupancy is given the board edges where each ray ends as blockers that
// are always there: each scan then stops at the nearest blocker or at the
// ray's last square, and never reaches a wrapped square.
//
// The nearest blocker above is the lowest set bit of the upward sequence
// (TZCNT), the nearest below the highest set bit of the downward one (LZCNT,
// 63 − LZCNT = bits.Len64 − 1). The attacks are the line's squares from the
// lower index to the upper: the constant shifted so that it ends at the
// upper index, cut by the constant shifted so that it starts at the lower,
// and the slider's own square taken out. Rook on d4, blockers d6 and d2
// (the d-file, rank 8 left; a dot is a square off the sequence):
//
//	rank                     8 7 6 5 4 3 2 1
//	occ | rank 8             1 0 1 0 0 0 1 0    the sentinel d8 added
//	fileA << d4              1 1 1 1 1 . . .    d4 and up
//	  TZCNT                      ^ d6 (hi = 43)
//	occ | rank 1             0 0 1 0 0 0 1 1    the sentinel d1 added
//	fileH >> (63 − d4)       . . . . 1 1 1 1    d4 and down
//	  LZCNT                                ^ d2 (lo = 11)
//	fileH >> (63 − hi)       . . 1 1 1 1 1 1    ends at d6
//	fileA << lo              1 1 1 1 1 1 1 .    starts at d2
//	cut, without d4          0 0 1 1 0 1 1 0    d6 d5 d3 d2
//
// Both shifted copies wrap the same way, but their intersection holds only
// squares between the two blockers in the line's step, and those are all on
// the line.
//
// # Origin
//
// Fabio Gobbato's QBBEngine (a didactic engine published with his Pedone,
// documented on the Chess Programming Wiki page "QBBEngine") generates rook
// and bishop destinations this way: shifted line constants with the board
// edges ORed into the occupancy, the least significant blocker above and the
// most significant below found by bit scans, and the two shifted constants
// cut at them. The code here is written from that description. QBBEngine
// removes the slider from the occupancy with XOR, assuming it is there; here
// it is cleared with AND NOT, since the interface allows occ without it.
//
// # Tables and set operations
//
// None for the sliders: the line constants and edges are compile-time
// constants. The set operations use math/bits and knight, king and pawn
// attacks come from 64-entry tables, both from impl/internal/plain.
//
// No loads at all on the slider path; the price is a longer chain per line
// (shift, AND, scan, shift) than a table technique's.
//
// # Inlining
//
// line (cost 46) inlines into RookAttacks and BishopAttacks, which cost 134
// each (go build -gcflags=-m=2), over Go's budget of 80: two scans and four
// variable shifts per line do not fit twice. Without the masks of the shift
// counts to 63 (which spare Go's code for shifts of 64 or more) they would
// cost 126, still over. So every rook or bishop lookup is a call, and
// QueenAttacks computes its four lines in one body (one call, not two).
package qbb
