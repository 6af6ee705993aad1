// Package exploding computes slider attacks with exploding (expanding)
// bitboards: starting on the slider's square, the rays grow one square per
// step in all directions at once, like the waves of a stone thrown into
// water, each step by a multiplication that moves every frontier square by
// every direction's shift together; a mask throws away the products that
// are not on a ray, and an occupied frontier square stops its ray.
//
// # Origin
//
// Harald Lüßen created exploding bitboards, with help from others, in a
// Winboard forum thread of September 2006 ("Compact Bitboard Attacks"); the
// Chess Programming Wiki's page "Exploding Bitboards" describes the trick
// (shift down far enough for a good start, multiply by the sum of the
// directions' powers of two, mask the bad bits) and calls it slower than
// other techniques. The code here is written from that description: the
// split into an upward and a downward frontier and the per-step shift are
// this package's way around the "nasty overflow problems" the page warns
// of.
//
// # One step
//
// A multiplication by 2ⁿ shifts left by n, and by a sum of powers of two it
// adds several shifted copies. A rook on d4 grows its upward rays (north
// +8, east +1: to higher bits) from distance 1 to 2 by one multiplication
// by 2⁸+2¹:
//
//	frontier d5 e4        × (2⁸ + 2¹)             & ring at distance 2
//	8 . . . . . . . .     8 . . . . . . . .       8 . . . . . . . .
//	7 . . . . . . . .     7 . . . . . . . .       7 . . . . . . . .
//	6 . . . . . . . .     6 . . . 1 . . . .  d6   6 . . . 1 . . . .
//	5 . . . 1 . . . .     5 . . . . . 1 . .  f5   5 . . . . . . . .
//	4 . . . R 1 . . .     4 . . . R . 1 . .  f4   4 . . . R . 1 . .
//	3 . . . . . . . .     ...                     ...
//
// d5 moved north is d6 and e4 moved east is f4: the rays. d5 moved east and
// e4 moved north both give e5, and the two copies carry into f5; the mask of
// the ray squares at distance 2 removes both the cross product and its
// carry. Ray squares are never hit by a cross product or a carry (for a
// rook at distance k the cross products are s+8k+1 and s+k+8, which equal
// each other only at k = 1, carrying to s+10, and never equal s+8k+8 or
// s+k+1; the bishop's are alike), so the masked product is exactly the next
// frontier; the exhaustive check proves it square by square.
//
// # Up and down
//
// A multiplication only shifts left. The downward rays (south −8 and west
// −1 for the rook, −7 and −9 for the bishop) are first shifted right "far
// enough to get a good start" and then multiplied. One frontier for both
// would mix upward and downward copies, and one fixed downward shift loses
// frontier squares at the bottom of the word (a rook on e1 moving west from
// d1 would vanish under a shift of 8). So there are two frontiers, up and
// down, and each square's step k stores the downward shift its live rays
// need: the largest downward move among the directions that still reach
// distance k+1 (a rook on e1: only west, shift 1).
//
// A step: close the rays whose frontier square is occupied (frontier &^
// occ), multiply (upward by a constant per piece, downward after the shift
// by the step's multiplier), mask with the step's rings, add to the
// attacks. The first ring is always attacked; six more steps reach the
// longest ray.
//
// # Tables
//
//	2 pieces × 64 squares × 8 steps × (2 rings, multiplier, shift: 32 bytes) = 32,768 bytes (TableBytes)
//
// filled at start-up from board geometry (impl/internal/geometry);
// BuildTables builds a fresh copy. Set operations, knight, king and pawn
// attacks come from impl/internal/plain (math/bits and 64-entry tables).
//
// # Inlining
//
// go build -gcflags=-m=2 reports RookAttacks and BishopAttacks at cost 75,
// under the budget of 80, so both inline at a concrete call. That needs the
// step loop as a range over the table (an index loop costs 88) and no early
// exit when every ray is closed (82): the six steps always run, two
// multiplications each. QueenAttacks (160) is a call with both inlined into
// it.
package exploding
