// Package magic computes slider attacks with fancy magic bitboards: one
// multiplication, one shift and one table load per lookup.
//
// # The lookup
//
// Whether a rook on d4 reaches a square depends only on the squares between
// it and the board edge, its relevant occupancy mask (ten squares on d4; the
// edge squares never block anything behind them). For every square the
// package stores that mask, a 64-bit magic multiplier, a shift (64 minus the
// number of mask squares) and an offset into one attack table per piece:
//
//	occ & mask           the 2^n blocker patterns that matter   (n = 10 on d4)
//	   × magic           gathers the n scattered bits, with harmless carries,
//	   >> (64 - n)       into the top n bits: an index 0 … 2^n - 1
//	   + offset          into the square's slots of the shared rook table
//
//	8 . . . . . . . .    rook on d4: x = its ten mask squares, 1 = those
//	7 . . . x . . . .    occupied (c4, g4, d6). Only these three bits of occ
//	6 . . . 1 . . . .    reach the multiply; the slot they select holds the
//	5 . . . x . . . .    attack set c4…g4 on rank 4, d1…d6 on the file
//	4 . x 1 R x x 1 .    (edge squares a4, h4, d1, d8 are not in the mask:
//	3 . . . x . . . .    a blocker there hides nothing)
//	2 . . . x . . . .
//	1 . . . . . . . .
//	  a b c d e f g h
//
// A magic is good when no two blocker patterns with different attack sets
// land on the same slot (patterns with the same attacks may share one).
// The magics are this project's own, from internal/gen (command magicgen)
// with a fixed seed (2026), in two stages.
//
// First, for every square, a magic with as many index bits as the mask has
// squares: sparse random candidates from a splitmix64 generator, the first
// that works. That takes about half a second, and every square then has
// 2^n slots: 102,400 for the rooks, 5,248 for the bishops.
//
// Second, fewer bits. With n-1 bits a square needs half the slots, and
// some patterns with the same attacks must share a slot. Random candidates
// almost never do that; impl/internal/magicsearch's Fewer builds them bit by
// bit instead. The top bits of occ*m depend only on m's low bits when occ
// has none, so it fixes m from bit 0 upwards, depth-first, and places each
// group of patterns as soon as their index is known, pruning on the first
// clash. A rook on the eighth rank has its rank squares in the top byte:
// their patterns are placed after a few bits, so the search prunes from the
// start. For a rook on the seventh rank, some tries hold m's low bits at 0
// (m<<z indexes occ as m indexes occ<<z), which slides its patterns up to
// where the eighth rank's are. Each square has up to 2,000 tries of a few
// milliseconds for n-1 bits, then n-2 and so on; the whole search takes
// 15 minutes on 2 cores (make magics, 21 minutes of CPU), and go generate
// replays only the recorded tries, in about a second (a test requires the
// file byte for byte from them). The squares it shortened, one bit each:
//
//	rook   a7 b7 c7 d7 e7 f7 a8 b8 c8 d8 e8 g8 h8   102,400 → 89,600 slots
//	bishop a1 b1 g1 h1 a2 b2 g2 h2 b3 a6 b6 g6 h6
//	       a7 b7 g7 h7 a8 b8 g8 h8                    5,248 →  4,848 slots
//
// Together 94,448 slots, against 107,648 with 2^n on every square and
// 93,376 for the published fancy magics with fewer bits (Chess_Movegen's
// table, from long searches by many people). On the other rooks, and on
// g7, h7 and f8, the search found nothing in 2,000 tries.
//
// # Tables
//
// The attack tables are filled once at start-up from board geometry
// (impl/internal/geometry, shared with pext, walks each ray), which takes a
// few milliseconds:
//
//	rook     89,600 slots × 8 bytes = 716,800 bytes
//	bishop    4,848 slots × 8 bytes =  38,784 bytes
//	per-square data 2 × 64 × 32 bytes =  4,096 bytes   (TableBytes: 759,680)
//
// Each square's mask, magic, offset and shift sit in one 32-byte struct, so a
// lookup reads one cache line of per-square data and one slot of the
// table. Knight, king and pawn attacks are 64-entry tables (2,048 bytes in
// all) built from the same geometry.
//
// RookAttacks, BishopAttacks and QueenAttacks are small enough for the
// compiler to inline at a concrete call (magic.Impl{}.RookAttacks(s, occ));
// the only bounds check left is on the attack table index.
//
// The offset and the shift are full 64-bit words of the entry (until
// 2026-12-04 a uint32 and a byte in 11 bytes of padding): the lookup adds
// the offset from memory into the 64-bit index, where a 32-bit sum was
// zero-extended (MOVL) before its bounds check, and loads the shift
// straight into the count register. The generated queen loop (go build
// -gcflags=-S ./internal/benchloops, sliderQueenMagic; GOAMD64=v1) went
// from 37 instructions an iteration to 35 (the rook 23 to 22), against 20
// in the C of internal/native built by clang 16, which takes the square
// unmasked, folds the multiplier's load into IMULQ and shifts with SHRX.
// Tables padded to powers of two (2^17 and 2^13 slots), with the index
// masked instead of bounds-checked, were 7% slower in one short
// interleaved run on a shared machine (2026-12-04, indicative only): the
// bounds checks stay.
//
// # Set operations
//
// First and Last use de Bruijn multiplication: a single bit 1<<i times the
// order-6 de Bruijn constant 0x0218a392cd3d5dbf (the lexicographically least
// de Bruijn sequence, every 6-bit pattern once, made by magicgen) has a
// different pattern in its top six bits for every i, and a 64-entry table
// maps it back to i. First isolates the lowest bit with a & -a; Last smears
// the highest bit downwards and keeps it with x ^ x>>1. Count uses
// math/bits.OnesCount64 (the POPCNT instruction where available), the flips
// use byte and bit reversal from math/bits, Shift reads its shift amounts
// and wrap masks from an 8-entry table, and Has/With/Without use a 64-entry
// table of single-square sets.
//
// Fast: the whole cost of a slider is a multiply and a load, hot in L1/L2 in
// a tight loop. Slow: the rook table is 700 KB, far more than an L1 cache and
// most of an L2, so with random squares and occupancies lookups miss in cache, and
// the table costs start-up time and memory that fills (package shift) avoid.
package magic
