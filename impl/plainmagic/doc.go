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
//	   + s << 12     the square's block of the rook table
//	rookTable[s<<12 + index]
//
//	rook on d4: 2^10 = 1,024 patterns in 4,096 slots
//	slots  0                                    4095
//	       |..x....x.xx...x.....x..x....x.x.x...|   x: used, .: never read
//
// A square whose mask is smaller than the index has spare slots, and the
// search for its magic is easy; a corner rook (12 squares, 12 bits) needs a
// magic that is a perfect hash up to constructive collisions (patterns with
// the same attack set may share a slot). The lookup is one load of the
// square's mask and magic, a multiply, a constant shift, the add of the
// square's block and one table load, with no bounds check (below).
// RookAttacks, BishopAttacks and QueenAttacks inline at a concrete call.
//
// # The lookup in Go
//
// The generated queen loop (go build -gcflags=-S ./internal/benchloops,
// sliderQueenPlainmagic; GOAMD64=v1) took 30 instructions an iteration,
// loads of the inputs, the store and the loop's own three included, on
// 2026-12-04, against 19 in the C of internal/native built by clang 16.
// The tables were [64][4096] and [64][512] arrays and the entries two
// [64] arrays of 16 bytes: the square was masked (ANDL $63) and, per
// piece, shifted once for its entry (SHLQ $4) and once for its row of the
// table (SHLQ $15, $12) with a copy of the square for each, and four
// symbol addresses (LEAQ rookEntries, bishopEntries, rookTable,
// bishopTable) were recomputed in every iteration, the row's then added
// (ADDQ). Now:
//
//   - both pieces' entries of a square are one 64-byte struct, so the square
//     is one shift (SHLQ $6) and one base address serves both entries;
//   - the entries array has 256 rows, the zero ones for the Square values
//     64…255, so a Square indexes it with no mask and no bounds check;
//   - each entry holds its block's start, s << bits, and the tables are
//     flat, 64 << bits slots, a power of two: the index is the start plus
//     the hash (ADDQ from the entry), and its AND with the table's length
//     minus one, which changes nothing, proves it in range (ANDL, no bounds
//     check).
//
// That is 26 instructions an iteration for the queen, 16 for the rook (18
// before). In one short interleaved run on a shared, loaded machine
// (2026-12-04, indicative only) the queen took 0.96 to 0.97 times its old time.
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
//	mask, magic, start  128 × 24 bytes =     3,072 bytes   (TableBytes: 2,362,368)
//
// That is 3.1 times fancy magic's 759,680 bytes, for a lookup that saves a
// variable shift (the block's start is in the entry beside the magic).
// Whether that pays depends on the cache: with random squares the bigger
// table misses more often. BuildTables builds a fresh copy, which is the
// start-up cost.
//
// Set operations, knight, king and pawn attacks come from
// impl/internal/plain (math/bits and 64-entry tables), shared with the
// other slider techniques.
package plainmagic
