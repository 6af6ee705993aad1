// Package bitrotation computes slider attacks with Hyperbola Quintessence
// made whole by a full 64-bit bit reversal: the o^(o−2r) subtraction finds
// the attacks towards higher squares, and the same subtraction on the board
// reversed bit by bit (turned by 180 degrees) finds those towards lower
// squares. Unlike a byte swap, a bit reversal also reverses the order of a
// rank, so ranks use the subtraction too and no rank table is needed.
//
// # Subtraction both ways
//
// On a line through the slider (its own square left out of the line mask),
// subtracting the slider's bit from the line's occupancy o borrows through
// the empty squares above the slider and flips them and the first blocker:
// (o − r) & line is o XOR the attacks upwards (package hq explains the
// borrow). Reversing the 64 bits maps square i to 63 − i, so the squares
// below the slider come out above it, and the line of square s turns into
// the line of the same direction through s^63: the reversed line mask is
// another square's entry of the same table. Subtracting there and reversing
// back gives o XOR the attacks downwards; the XOR of both halves cancels o.
// Rook on c1 along rank 1, blockers a1 and f1 (c1 is off the line mask):
//
//	                          a1 b1 c1 d1 e1 f1 g1 h1
//	o                          1  0  .  0  0  1  0  0   a1, f1
//	(o − c1) & line            1  0  .  1  1  0  0  0   o ^ {d1 e1 f1}
//	reversed: o' = {h8 c8}, slider f8, line = rank 8 without f8
//	(o' − f8) & line           {c8 g8}                  o' ^ {g8 h8}
//	reversed back              0  1  .  0  0  1  0  0   o ^ {a1 b1}
//	xor                        1  1  .  1  1  1  0  0   a1 b1 d1 e1 f1
//
// A lookup reverses twice however many lines it has: the occupancy once
// (reverse(occ & line) = reverse(occ) & reverse(line)), and once the
// union of the lines' reversed halves, because the lines are disjoint and
// reversal commutes with XOR and OR. A queen's four lines take two
// reversals, the same as a rook's two.
//
// # Origin
//
// Hyperbola Quintessence is Gerd Isenberg's (Chess Programming Wiki,
// "Hyperbola Quintessence"), a revival of the reversed bitboards of Ryan
// Mack's Hyperbola Project. It reverses bytes only, because x86-64 has a
// byte swap (BSWAP) and no bit reversal, and so needs another method for
// ranks; with a full bit reversal, as on hardware that has one (ARM's
// RBIT), the rank is one more line. That is the variant here. On amd64
// bits.Reverse64 is three mask-and-shift swaps and a BSWAP; on arm64 Go
// compiles it to RBIT.
//
// # Tables and set operations
//
// Per square, four 8-byte line masks: 2,048 bytes (TableBytes), built at
// start-up from board geometry (impl/internal/geometry); the reversed masks
// are the table's own entries for s^63. The set operations use math/bits and
// knight, king and pawn attacks come from 64-entry tables, both from
// impl/internal/plain.
//
// # Inlining
//
// sub (cost 8) inlines; RookAttacks and BishopAttacks cost 194 each (go
// build -gcflags=-m=2), QueenAttacks 264, all over Go's budget of 80: each
// bits.Reverse64 is a dozen operations on amd64, and a lookup has two. So
// every lookup is a call, and a queen is one call with two reversals.
package bitrotation
