// Package plainmagic computes slider attacks with plain magic bitboards:
// magic multiplication with one fixed shift per piece and a full block of
// slots for every square, so that a lookup needs no per-square shift or
// offset.
//
// # Origin
//
// This is the first form of magic bitboards: the Chess Programming Wiki
// credits Lasse Hansen (2006) with hashing all the relevant blockers of a
// rook or bishop at once by a multiplication, and Pradu Kannan with the
// variable-size ("fancy") tables of package impl/magic; the names plain and
// fancy are Robert Purves's.
//
// # The lookup
//
// As in package magic, only the relevant occupancy matters: the squares
// between the slider and the board edge (ten for a rook on d4). It is masked
// out of occ, multiplied by the square's magic, and the top bits of the
// product index the square's own row of a two-dimensional table. Unlike
// fancy magic the index width does not depend on the square: every rook
// square gets 12 bits (4,096 slots, enough for a rook in a corner, whose
// mask has 12 squares) and every bishop square 9 (512 slots):
//
//	occ & mask       the blockers that matter     (10 squares on d4)
//	   × magic       scatters them, with harmless carries, into the top bits
//	   >> 52         a 12-bit index, 0 … 4095     (55 and 9 bits for bishops)
//	rookTable[s][index]
//
//	rook on d4: 2^10 = 1,024 patterns in 4,096 slots
//	slots  0                                    4095
//	       |..x....x.xx...x.....x..x....x.x.x...|   x: used, .: never read
//
// A square whose mask is smaller than the index has spare slots, and the
// search for its magic is easy; a corner rook (12 squares, 12 bits) needs a
// magic that is a perfect hash up to constructive collisions (patterns with
// the same attack set may share a slot). The lookup is one load of the
// square's mask and magic, a multiply, a constant shift and one table load,
// and since the index is below 4,096 by construction and the square is taken
// mod 64, the compiler drops every bounds check. RookAttacks, BishopAttacks
// and QueenAttacks inline at a concrete call.
//
// # Magics
//
// The magics are this project's own: internal/gen (command plaingen) draws sparse random
// candidates (the AND of three outputs of a splitmix64 generator seeded with
// 2026) and keeps the first that works for each square, a1…h8, rooks first,
// through the search pieces shared with impl/magic and impl/blackmagic
// (impl/internal/magicsearch). `make plainmagics` (or go generate) rewrites
// magics_gen.go in a fraction of a second, and a test regenerates it byte
// for byte.
//
// # Tables
//
//	rook    64 × 4,096 slots × 8 bytes = 2,097,152 bytes
//	bishop  64 ×   512 slots × 8 bytes =   262,144 bytes
//	masks and magics 128 × 16 bytes    =     2,048 bytes   (TableBytes: 2,361,344)
//
// That is 3.1 times fancy magic's 759,680 bytes, for a lookup that saves one
// load (the offset) and a variable shift. Whether that pays depends on the
// cache: with random squares the bigger table misses more often. BuildTables
// builds a fresh copy, which is the start-up cost.
//
// Set operations, knight, king and pawn attacks come from
// impl/internal/plain (math/bits and 64-entry tables), shared with the
// other slider techniques.
package plainmagic
