// Package foldinghash computes slider attacks with a folding hash per line:
// each line through the slider (rank, file, diagonal, anti-diagonal) is
// masked to its relevant squares, folded from 64 to 32 bits, multiplied by
// a 32-bit constant of its own, and the top six bits of the product index a
// 64-entry table of that line's attack sets.
//
// # Origin
//
// Andrew Fan described per-line 32-bit magics on the Winboard forum
// ("32-bit Magic experiments", December 2009), for 32-bit CPUs: a line's
// upper half, rotated, is ORed onto its lower half and a 32-bit constant
// gathers the line's bits into an index. The Chess Programming Wiki's
// "Magic Bitboards" page lists 32-bit magics among the variants of Lasse
// Hansen's and Pradu Kannan's 64-bit method. This package is that idea as
// it was described to it, with its own fold (a shift by 31, no rotation),
// its own multipliers from a seeded search, and six index bits per line,
// which keeps the tables small (135 kB, against fancy magic's 865 kB).
//
// # The fold
//
// A line's relevant squares, masked out of the occupancy, are folded by
// x ^ x>>31: bits 31…62 land 31 places lower, on top of bits 0…31. The
// obvious fold, the high half onto the low (x ^ x>>32), piles a file's
// ranks 5…8 exactly onto its ranks 1…4, so two different occupancies would
// fold to one value; among all shifts only 31 keeps every line's subsets
// apart (TestFoldIsOneToOne). A rook on d1 with blockers on d2 and d6:
//
//	occ & d-file mask (d2…d7)       fold to 32 bits: x ^ x>>31
//	8 . . . . . . . .
//	7 . . . . . . . .               d6 = bit 43  →  bit 12
//	6 . . . 1 . . . .    bits ≥ 31  d2 = bit 11  →  bit 11 (stays)
//	5 . . . . . . . .   ─────────▶
//	4 . . . . . . . .               fold = 0x1800
//	3 . . . . . . . .
//	2 . . . 1 . . . .               index = fold × magic[d1][file] >> 26
//	1 . . . R . . . .               attacks[d1][file][index] = d2
//
// # The search
//
// The multipliers come from a search at start-up: for each of the 256
// lines, sparse 32-bit candidates (the AND of three random words from a PCG
// seeded with Seed, 2026) are drawn until one sends every subset of the
// line's mask to an index whose table entry holds no different attack set;
// equal attack sets may share an index. The search is deterministic: with
// Seed it takes 34,748 candidates in all, about a millisecond.
//
// # Tables
//
//	64 squares × 4 lines × 64 attack sets × 8 bytes  = 131,072 bytes
//	64 squares × 4 lines × (mask + multiplier, 16)    =   4,096 bytes  (TableBytes: 135,168)
//
// Every line has six index bits, though a line with fewer relevant squares
// (a rook's file on a corner has six, a bishop's short diagonal one or two)
// would need fewer; one size keeps the lookup free of a per-line shift.
// BuildTables builds a fresh copy, search included.
//
// Set operations, knight, king and pawn attacks come from
// impl/internal/plain (math/bits and 64-entry tables).
//
// # Inlining
//
// go build -gcflags=-m=2 reports RookAttacks and BishopAttacks at cost 79,
// just under the budget of 80, so both inline at a concrete call (two masks,
// folds, 32-bit multiplies and loads, no bounds checks: the index is below
// 64 by its shift). QueenAttacks written as Rook | Bishop would cost 168; as
// a loop over the square's four lines it costs 57 and inlines too.
package foldinghash
