// Package kindergarten computes slider attacks with kindergarten bitboards:
// each line through the slider (rank, file, diagonal, anti-diagonal) is
// looked up on its own, by a multiplication that gathers the line's six inner
// squares into a 6-bit index for a small table.
//
// # Origin
//
// Kindergarten bitboards came out of 2006 forum discussions on computing the
// occupancy of any line with a multiplication; the Chess Programming Wiki
// describes them as an interactive forum development and says the name is
// Gerd Isenberg's. They preceded magic bitboards, which hash both lines of a
// rook or bishop at once (impl/plainmagic, impl/magic).
//
// # Ranks and diagonals
//
// Whether a slider's ray is blocked depends only on the six inner squares of
// its line: a blocker on an end square hides nothing behind it. A rank or
// diagonal has at most one square per file, so multiplying the masked line by
// the b-file copies every square up the board, one file to the right, with
// no carries; the 8th rank of the product holds the line's occupancy, and
// its top six bits are files b…g:
//
//	line & occ           × b-file        = product, top rank  >> 58
//	. . . . . . . H        . 1 . . . . . .  . A B C . E F G      B C . E F G
//	. . . . . . G .        . 1 . . . . . .  (H went past bit 63)  (6-bit index)
//	. . . . . F . .        . 1 . . . . . .
//	. . . . E . . .        . 1 . . . . . .   bishop on d4: A…H are the
//	. . . . . . . .   ×    . 1 . . . . . .   a1–h8 diagonal's squares, the
//	. . C . . . . .        . 1 . . . . . .   slider's own square D left out
//	. B . . . . . .        . 1 . . . . . .   of the mask
//	A . . . . . . .        . 1 . . . . . .
//
// One table of 8 × 64 entries serves every rank and diagonal: entry [f][i] is
// the attack set of a slider on file f of the first rank with inner
// occupancy i, copied onto all eight ranks. Masking it with the line gives
// the attacks on that line, since the line has one square per file.
//
// # Files
//
// A file has all its squares on one file, so the b-file trick would pile them
// on top of each other. Instead the board is shifted right by the slider's
// file, which moves the file onto the a-file, masked to the a-file, and
// multiplied by the c2–h7 diagonal: a2 lands on bit 63, a3 on bit 62, … a7 on
// bit 58, again without carries (every product bit comes from one pair). The
// top six bits, in reversed rank order, index a second 8 × 64 table, by the
// slider's rank, of attack sets on the a-file, shifted back to the slider's
// file.
//
// # Tables
//
//	first-rank attacks × 8 ranks   8 × 64 × 8 bytes = 4,096 bytes
//	a-file attacks                 8 × 64 × 8 bytes = 4,096 bytes
//	line masks                     64 × 3 × 8 bytes = 1,536 bytes   (TableBytes: 9,728)
//
// Everything fits in L1 with room to spare, where fancy magic needs 759,680
// bytes. The price is work: a rook is two gathers, two loads and a few
// shifts and masks; a bishop two gathers. The tables are filled at start-up
// through the same gathers the lookups use, from board geometry
// (impl/internal/geometry); BuildTables builds a fresh copy.
//
// RookAttacks and BishopAttacks inline at a concrete call; QueenAttacks is a
// call with both inlined into it. Set operations, knight, king and pawn
// attacks come from impl/internal/plain (math/bits and 64-entry tables).
//
// # Inlining
//
// RookAttacks (cost 70) and BishopAttacks (67) inline into the benchmark
// loops and the move generator (go build -gcflags=-m=2). QueenAttacks is
// their sum, 147 against the budget of 80: one call with both inlined into
// it. A profile-guided build (make bench BUILD=pgo) inlines it where it is
// hot.
package kindergarten
