// Package leorik computes slider attacks the way Thomas Jahn's engine Leorik
// does: each line through the slider is split at the slider's square, the
// positive ray's nearest blocker is smeared down with the BLSMSK idiom
// x ^ (x−1), the negative ray's nearest blocker is smeared down with a shift
// by its leading-zero count, and the XOR of the two smears, cut to the line,
// is the attack set.
//
// # Two smears
//
// Take a line through the slider (rank, file, diagonal or anti-diagonal) on
// the otherwise empty board, the slider's own square left out, and its
// occupancy o. The bits below the slider's bit (its bit minus one) separate
// the blockers of the positive ray (pos, not below) from those of the
// negative ray (neg, below):
//
//   - pos ^ (pos−1) is every bit from 0 up to pos's lowest set bit, the
//     nearest blocker above, included (all 64 bits if pos is empty);
//   - 0x7FFF_FFFF_FFFF_FFFF >> LZCNT(neg | 1) is every bit below neg's
//     highest set bit, the nearest blocker below (no bit if neg is empty:
//     the |1 makes the count 63).
//
// Their XOR is every bit from the lower blocker to the upper one, both
// included, and the line mask keeps the line's squares among them. Rook on
// e1, blockers b1, g1 and h1 (bits 0 … 7 are a1 … h1; a dot is e1, off the
// line; the bits above rank 1 are 0 in both smears):
//
//	bit                 0 1 2 3 4 5 6 7
//	o                   0 1 0 0 . 0 1 1    b1, g1, h1
//	pos                 0 0 0 0 . 0 1 1    not below e1
//	neg                 0 1 0 0 . 0 0 0    below e1
//	pos ^ (pos−1)       1 1 1 1 1 1 1 0    up to g1
//	0x7FFF… >> LZCNT    1 0 0 0 0 0 0 0    below b1 (LZCNT(neg|1) = 62)
//	xor                 0 1 1 1 1 1 1 0    b1 … g1
//	& line              0 1 1 1 . 1 1 0    b1 c1 d1 f1 g1
//
// No reversal is needed, so all four lines use the same code; unlike
// Obstruction Difference (package obstruction) the line is split at run
// time with the slider's bit rather than stored as two halves, so a square's
// table entry is four masks.
//
// # Origin
//
// Thomas Jahn's Leorik (C#; its Bitboard.cs, discussed in his "Devlog of
// Leorik" on CCC, January 2022); the Chess Programming Wiki describes it in
// the section "Leorik Attacks" of its page "Leorik". Package slidearith is
// the same two smears in Jakob Progsch's and Daniel Inführ's formulation.
//
// # Tables and set operations
//
// Per square, four 8-byte line masks: 2,048 bytes (TableBytes), built at
// start-up from board geometry (impl/internal/geometry). The set operations
// use math/bits and knight, king and pawn attacks come from 64-entry
// tables, both from impl/internal/plain.
//
// One 32-byte table entry per lookup, half a cache line, and branch-free
// arithmetic; the dependency chain per line is a subtraction, a
// leading-zero count and a shift.
//
// # Inlining
//
// line (cost 44) inlines into RookAttacks and BishopAttacks, which cost 123
// each (go build -gcflags=-m=2), over Go's budget of 80; written out by hand
// with the cheaper bits.Len64 form of the lower smear, a rook still costs
// 104. So every rook or bishop lookup is a call, and QueenAttacks computes
// its four lines in one body (one call, not two).
package leorik
