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
// internal/gen (command blackgen) searches with seeded splitmix64 streams,
// one per square (seed 2026), in rounds: 2,000 candidates per square, 8,000
// while the square's narrowest span is still wider than the 2^n slots of its
// fancy-magic table (n mask squares), so that the widest windows get the
// most time. Half the candidates are fresh sparse draws; once a square has
// a magic, a quarter are the narrowest one with a bit or two flipped and a
// quarter the one using the fewest slots, mutated the same way. Per square
// it keeps two pools: the 16 magics whose indices span the fewest slots,
// and the 8 that use the fewest distinct slots (constructive collisions
// leave holes that other windows can fill). A time budget ends the search
// between rounds (make blackmagics BUDGET=30m); the file records the seed
// and the rounds, and -rounds repeats the search exactly (make
// blackmagics-repeat reruns it and compares the file byte for byte).
//
// Then the squares are placed in one table, the most mask squares first:
// of each square's 24 magics, the one that, at the lowest offset where every
// slot it uses is free or holds the same attack set, leaves the table
// shortest. The chosen magics are laid out again in two more orders
// (widest span first, most used slots first) and the shortest layout is
// kept; since that depends only on the chosen magics, go generate
// (blackgen -replay) re-checks the recorded magics and packs them again,
// byte for byte, without searching. The checked-in magics_gen.go is what a
// 30-minute budget reached on one core of a 2-core machine, shared with
// other work for its first ten minutes (7,941 rounds; make
// blackmagics-repeat reruns them in 27 minutes and matches the file byte for
// byte):
//
//	windows, smallest to largest index    110,242 rook + 5,299 bishop slots = 115,541
//	shared table after packing            110,699 slots × 8 bytes = 885,592 bytes
//	slots that some lookup reads           94,130
//	per-square entries                    128 × 24 bytes = 3,072 bytes
//	TableBytes                            888,664 bytes
//
// against fancy magic's 94,448 slots (759,680 bytes, impl/magic) and the
// 88,891 slots of the published black magics (the table of Chess_Movegen's
// black-magic header), found with far longer searches. Most rook windows
// now span 2^n slots or fewer (a2 1,611 of 2,048; g7 1,015 of 1,024); the
// rank-8 rooks b8…g8 span between 2,829 and 4,031 slots where 2^n is 2,048,
// and the windows hold holes (110,699 slots against 94,130 read). The table
// size is what this search reached, not what the technique allows (see
// "Where the published table is smaller" below). Before this
// search (one pool, a candidate filter borrowed from fancy magics that
// rejected most good black magics, one packing order) a 60-second budget
// gave 142,597 slots. The start-up fill checks every slot: two different
// attack sets in one slot would stop the program.
//
// Where the published table is smaller. The black magics published on
// talkchess in 2017 (Volker Annuss, Niklas Fiekas; a table of 87,988 slots
// in the engines that carry them) were measured here on 2026-12-03 with
// this package's key and shift. Their 64 rook windows span 118,476 slots,
// more than these 110,242, but lookups read only 68,404 of them against
// 89,456 here: their lookups collide constructively, ours mostly do not.
// Their c7, d7 and e7 read 544 slots each, f2 768 in one unbroken run, b1
// 1,088 and g1 1,536 in one run, where these read 1,024 or 2,048, every
// pattern its own slot. Their rank-8 windows are no narrower (b8 2,989 and
// g8 2,829 slots, the same as here). The wide, sparse windows interleave:
// c7, d7 and e7, whose magics share their low 15 bits and so move their
// rank squares alike, lie together in 2,691 slots. So the gap is in the
// search's target, not in the packing. Prototypes of that day, not kept:
// a search for the fewest slots read finds such windows at once (c7: 480
// slots, 1,906 wide, in 10 seconds), but placed one by one at their best
// fit they took 191,382 slots, since unrelated sparse windows do not
// interleave; choosing each square's magic for the shortest table while
// it is placed, with a quarter of the draws copying a placed magic's low
// bits, took 146,172 slots at 1.5 seconds a square. Copying low bits does
// interleave windows (c7 and d7 at 544 slots each in one 4,090-slot span),
// which is where a search for ≤ 100,000 slots would go next: families of
// related magics chosen for how they fit, with far more time per square.
//
// Why the rank-8 rooks are wide. Their rank squares are bits 57…62, so a
// rank occupancy r times the magic keeps only (r>>57 × magic) mod 128,
// placed at bit 57: the index is exactly the file part's index plus 32 ×
// that, mod 4096. The rank part is linear in r, and no two rank
// occupancies may share a slot (they differ in a nearest blocker), so the
// 32 rank subsets of b8…g8 (64 of a8 and h8) take distinct positions 32
// slots apart, and the file part's indices must fall between them. With
// magic ≡ ±1 (mod 128), the tightest, the rank part alone spans 993 slots
// for g8, 1,985 for b8 and 2,017 for a8. A search on 2026-12-02 over every
// such magic whose file squares each move the index by less than 128 slots
// (up to 1.3 × 10^8 per square) found none that is a black magic: moved so
// little, the file part cannot keep its seven nearest blockers apart, and
// the magics above get there with large products and their carries, at
// the cost of the width.
//
// Sparse rank-8 windows, tried on 2026-12-03, did not interleave. Since
// the rank part is exact, a rank-8 rook's indices are the file part's plus
// the rank part's, mod 4096: with magic ≡ 1 (mod 64), b8's window is its
// file-part indices each repeated at 32 places 64 slots apart, a comb.
// Climbing on the slots read (magic ≡ 1 mod 64 kept, one or two bits
// flipped), seconds per square, halves them: a8 2,176 of 4,096, h8 2,304,
// b8…g8 960 to 1,088 of 2,048, through constructive collisions. But each
// such window spans 3,000 to 4,093 slots, and two combs share a span only
// when their file parts' indices fill different residues mod 64: 1,500
// candidates per square, each square placed where it left the table
// shortest, took 27,821 slots for the eight against the 28,856 their
// present windows span. A climb for the narrowest band of residues got b8
// to 29 of 64 and a8 to 17 of 32, so at most two of the b8…g8 kind could
// share one span: about five spans of 4,096 for the eight, a cut of some
// 8,000 slots by that count, not the 10,700 that 100,000 asks.
//
// Why most windows span exactly 2^n slots. Let a_s be the product of the
// magic with mask square s alone, magic << s, read as a signed number.
// A key is a constant plus its occupied mask squares, so a pattern's
// product is a constant plus the a_s of its squares, and a window no
// wider than half the index range spans sum |a_s| / 2^shift slots (to
// within two slots on every such rook window of magics_gen.go). The interior
// rook magics the search keeps move their ten squares by 1, 2, 4 … 512
// slots, a distinct power of two each: every pattern gets a slot of its
// own, and the window is 1,024 slots, a fancy table's. A narrower window
// needs moves that are not powers of two, with constructive collisions:
// a2 moves its rank squares by 3, 6, 12, 24, 48 and 96 slots and spans
// 1,611 of 2,048. A depth-first search over the magic's bits, from the
// highest, cut where the known part of sum |a_s| reaches the square's
// present width, was tried on 2026-12-02 with 2 million leaves per square:
// it narrowed 15 squares by 854 slots in all (g7 from 1,015 to 714), and
// 26 squares by 173 with its top 24 bits taken in random order, far from
// the 10,700 that 100,000 slots asks, so it was not kept.
//
// Set operations, knight, king and pawn attacks come from
// impl/internal/plain (math/bits and 64-entry tables). BuildTables builds
// a fresh copy of the tables.
package blackmagic
