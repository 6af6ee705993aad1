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
// A rank needs no gather: its squares are in a row already, so a multiply
// by 2^(57 - 8 × rank), a shift left that drops the ranks above it, puts
// its files b…g in the top six bits, the order the b-file gather gives, for
// the same table. And a file need not be moved to the a-file: its squares
// times the c2–h7 diagonal shifted right by the file land where the a-file's
// land times the diagonal itself (each product bit is the sum of a square's
// and a multiplier bit's positions, and the file cancels), so each square
// keeps that multiplier beside its masks.
//
// # Tables
//
//	first-rank attacks × 8 ranks   8 × 64 × 8 bytes = 4,096 bytes
//	a-file attacks                 8 × 64 × 8 bytes = 4,096 bytes
//	per-square data                64 × 7 × 8 bytes = 3,584 bytes   (TableBytes: 11,776)
//
// The per-square data are the rank, diagonal, anti-diagonal and file masks
// and three multipliers (the file gather's, the rank's and 2^file, which
// moves an a-file attack set to the file), in a 64-byte entry. Everything
// fits in L1 with room to spare, where fancy magic needs 759,680 bytes. The
// price is work: a rook is two multiplies for the gathers, two loads and a
// multiply by 2^file; a bishop two gathers. The tables are filled at
// start-up through the gathers lineIndex and fileIndex, from board geometry
// (impl/internal/geometry); the tests check that the lookups' own gathers
// give the same indices. BuildTables builds a fresh copy. Set operations,
// knight, king and pawn attacks come from impl/internal/plain (math/bits and
// 64-entry tables).
//
// # The lookup in Go
//
// RookAttacks (cost 45), BishopAttacks (47) and QueenAttacks (79) inline
// into the benchmark loops and the move generator (go build
// -gcflags=-m=2; the budget is 80). Until 2026-12-04 QueenAttacks cost 147:
// one call (13 instructions of the generated loop, with spills around the
// call, and 50 in the function) against 42 instructions in the C of
// internal/native built by clang 16. The changes, each seen in the
// assembly of the generated loops (go build -gcflags=-S
// ./internal/benchloops):
//
//   - QueenAttacks is written out, the four lines sharing one entry and one
//     first-rank row, instead of RookAttacks | BishopAttacks;
//   - the rank is gathered by a multiply (above) instead of the b-file
//     gather of its masked line, as the C does with a shift;
//   - every per-square shift is a multiply by a power of two kept in the
//     entry: a shift by a loaded count needs the count in CX (GOAMD64=v1
//     has no SHRX) and a compare and mask for counts of 64 and more, and the
//     register pressure spilled the loop's values to the stack;
//   - the masks and multipliers of a square are one 64-byte entry (one
//     shift, SHLQ $6, for the square), in an array of 256 whose rows for
//     the Square values 64…255 are zero, so a Square indexes it with no
//     mask and no bounds check;
//   - the tables are package-level arrays, not fields of one variable:
//     each reference costs the inliner one name less, which brought the
//     queen from 82 to 79.
//
// That is 49 instructions an iteration of the queen loop, loads of the
// inputs, the store and the loop's own three included (63 before, with the
// call), and 33 for the rook (42). In one short interleaved run on a
// shared, loaded machine (2026-12-04, indicative only) the queen took 0.82
// times its old time.
package kindergarten
