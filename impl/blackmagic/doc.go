// Package blackmagic computes slider attacks with black magic bitboards:
// magic multiplication with a fixed shift per piece, a key that sets every
// square outside the relevant mask, and one attack table that all 128
// squares share, their windows overlapping.
//
// # Origin
//
// The Chess Programming Wiki credits black magic bitboards to Volker
// Annuss; this package follows the description there (the key
// occ | ^mask, fixed shifts, overlapping tables). It is a variant of the
// fixed-shift ("plain") magics of impl/plainmagic.
//
// # The lookup
//
//	(occ | ^mask)    every square outside the mask set: only the mask bits vary
//	   × magic       the product's top 12 bits (9 for a bishop) …
//	   >> 52         … an index 0 … 4095, but the magics are chosen so that a
//	   + offset      square's indices fill only a narrow window, placed in one
//	                 table that both pieces share
//
// Since occ | ^mask = ^mask + (occ & mask) (the two have no bit in common),
// the key is the plain key plus a constant, and the index is the plain
// index moved by an amount that depends on the magic: a good black magic
// puts all of a square's indices close together. Windows may overlap: a slot
// can serve several squares when they store the same attack set there, or
// when only one of them ever reads it.
//
//	table  |aaaaaaaaaa.a..aa.a|                   square A's window
//	              |bb.bbb.b..bbbbbbbb|            square B, placed where its
//	                  used slots meet only A's unused ones (.) or equal sets
//
// The lookup is RookAttacks's one line: a 24-byte entry (not-mask, magic,
// offset), an OR, a multiply, a constant shift, an add and a load. It
// inlines; the table index keeps its bounds check.
//
// # The search
//
// internal/gen (command blackgen) searches with seeded splitmix64 streams, one per square
// (seed 2026), in rounds of 2,000 candidates per square: fresh sparse draws,
// and once a square has a magic, the best one with a bit or two flipped. Per
// square it keeps the magic whose indices span the fewest slots. A time
// budget ends the search between rounds (make blackmagics BUDGET=60s); the
// file records the seed and the rounds, and -rounds repeats the search
// exactly. It then packs the windows, widest first, each at the lowest
// offset where every slot it uses is free in the table or holds the same
// attack set. The checked-in magics_gen.go is what a 60-second budget
// reached on a busy 2-core machine (354 rounds, 26 s of processor time):
//
//	windows, smallest to largest index    145,036 rook + 6,197 bishop slots = 151,233
//	shared table after packing            142,597 slots × 8 bytes = 1,140,776 bytes
//	slots that some lookup reads          101,178
//	per-square entries                    128 × 24 bytes = 3,072 bytes
//	TableBytes                            1,143,848 bytes
//
// against fancy magic's 865,280 bytes (impl/magic). So this search did not
// reach the compactness that makes black magics attractive: published black
// magics, found with far longer searches, are reported below fancy
// magic's size. The table size is what the search reached, not what the
// technique allows; a longer budget narrows the windows (make blackmagics
// BUDGET=10m), and go generate (blackgen -replay) re-checks the recorded
// magics and packs them again without searching. The start-up fill checks
// every slot: two different attack sets in one slot would stop the program.
//
// Set operations, knight, king and pawn attacks come from
// impl/internal/plain (math/bits and 64-entry tables). BuildTables builds
// a fresh copy of the tables.
package blackmagic
