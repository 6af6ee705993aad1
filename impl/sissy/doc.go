// Package sissy computes slider attacks with SISSY bitboards (Split Index
// Super Set Yielding): the occupancy is split into its eight rank bytes, each
// byte looks up, for the slider's square, the attack set as if that rank
// held the only pieces on the board, and the eight supersets are
// intersected.
//
// # Origin
//
// Michael Sherwin devised SISSY bitboards and introduced them on the CCC
// forum in February 2020 as an improvement of his earlier Sherwin
// bitboards; the Chess Programming Wiki's page "SISSY Bitboards" describes
// them (eight lookups into a 1 MiB table per piece, no multiplication).
//
// # Why the intersection is exact
//
// Fewer blockers never attack fewer squares, so each rank's entry is a
// superset of the true attack set. And a square the slider does not attack
// lies behind some blocker on its ray; that blocker sits on one rank, and
// that rank's entry already leaves the square out. So the intersection is
// the attack set. A bishop on d4 with blockers on b6, f6 and f2:
//
//	rank 6 byte b6 f6      rank 2 byte f2         the other six ranks
//	. . . . . . . .        . . . . . . . 1        . . . . . . . 1
//	. . . . . . . .        1 . . . . . 1 .        1 . . . . . 1 .
//	. 1 . . . 1 . .        . 1 . . . 1 . .        . 1 . . . 1 . .
//	. . 1 . 1 . . .   &    . . 1 . 1 . . .   &    . . 1 . 1 . . .
//	. . . B . . . .        . . . B . . . .        . . . B . . . .
//	. . 1 . 1 . . .        . . 1 . 1 . . .        . . 1 . 1 . . .
//	. 1 . . . 1 . .        . 1 . . . 1 . .        . 1 . . . 1 . .
//	1 . . . . . 1 .        1 . . . . . . .        1 . . . . . 1 .
//
// leaves a7, g7, h8 out (behind b6 and f6) and g1 (behind f2): the bishop
// attacks c5, b6, e5, f6, c3, b2, a1, e3 and f2. A rank byte of the
// slider's own rank is looked up too: for the bishop it changes nothing
// (none of its rays runs along a rank), for the rook it gives the rank's
// attacks.
//
// # Tables
//
// Entry [square][rank][byte] holds the rook's and the bishop's superset side
// by side, 16 bytes; the queen has a table of its own, each entry the union
// of the two (queenRanks):
//
//	64 squares × 8 ranks × 256 bytes × 2 pieces × 8 bytes = 2,097,152 bytes
//	64 squares × 8 ranks × 256 bytes × 8 bytes (queen)     = 1,048,576 bytes
//	                                                         3,145,728 bytes (TableBytes)
//
// The union is exact: a rook superset lies on the square's rank and file, a
// bishop superset on its diagonals, and these share no square, so the AND
// of the eight unions is the union of the rook's AND and the bishop's.
//
// That is more than fancy magic's 759,680 bytes and far beyond L1, where a
// random lookup's eight loads mostly miss; what SISSY saves is the
// multiplication, and the eight loads are independent of each other. The
// tables are filled at start-up from board geometry
// (impl/internal/geometry), 32,768 pairs and their 32,768 unions;
// BuildTables builds a fresh copy.
//
// Set operations, knight, king and pawn attacks come from
// impl/internal/plain (math/bits and 64-entry tables).
//
// # Placement
//
// SISSY's figures depend on where the linker puts the table more than any
// other technique's here. On this project's Zen 5 machine (2026-12-03),
// moving the table 32 bytes to 3 KiB further into its page, by a zeroed
// array added to this package and nothing else, moved the start-position
// perft by 11% and the slider rows by up to 9% either way; the four padded
// layouts of cmd/regress's layout recheck, built as the gate builds (each
// function on 64 bytes), moved the perft by up to 27% and the bishop
// lookup by up to 23%, where kindergarten's, the magics' and PEXT's rows
// moved 2% or less (docs/gate/versions.tsv, v12). A table on the
// heap, at the same page-aligned address in every build, took the data's
// share away but left the bishop lookup 73% slower in every build: the
// cause lies in how the eight loads of a lookup meet the caches, which
// that experiment did not pin down. So compare SISSY's figures across
// builds with care: an unrelated change can move them by a tenth or more,
// and the regression gate measures that spread before it flags a row.
//
// # Inlining
//
// go build -gcflags=-m=2 reports RookAttacks and BishopAttacks at cost 59
// and QueenAttacks at 72, all under the budget of 80, so all three inline at
// a concrete call. The rook and the bishop are a loop over the ranks (r&7
// and a byte index leave no bounds checks): written out, the intersection
// alone costs 78 and the methods 89, too much to inline, and the
// written-out form was also slower in a quick measurement (Zen 4, rook on
// random occupancy, 46.8 against 23.5 ns per lookup, the call's cost
// included).
//
// The queen is written out, each rank's index taken from occ directly
// (uint8(occ>>8r)). It used to read the 16-byte pairs, 16 loads from 2 MiB
// in a loop of seven passes on a serial occ >>= 8 chain, about 99
// instructions per lookup in the benchmark loop (internal/benchloops,
// sliderQueenSissy), where the C (internal/native, sissy_q) reads a queen
// table: 8 loads from 1 MiB. Now Go does the same in 52 instructions
// (48 for the lookup), no bounds checks. Written out over an [8][256]
// array it cost 89 through a pointer and 82 through a slice; the named
// fields of queenRanks make each rank one node to the inliner, hence 72.
// In one interleaved run on a shared machine (2026-12-04, indicative) the
// queen on random occupancy took 0.39 to 0.52 of its former time, and
// Go ÷ the faster native row went from 3.1 to 1.25 (best samples).
package sissy
