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
// # The lookup in Go
//
// The generated queen loop (go build -gcflags=-S ./internal/benchloops,
// sliderQueenBlackmagic; GOAMD64=v1) took 31 instructions an iteration,
// loads of the inputs, the store and the loop's own three included, on
// 2026-12-04, against 17 in the C of internal/native built by clang 16. The extra ones:
// the square masked (ANDL $63) and multiplied by the 24-byte entry (LEAQ
// (SI)(SI*2)); three symbol addresses (LEAQ rookEntries, bishopEntries,
// table), which Go recomputes in every iteration rather than keep in a
// register; each 32-bit sum of offset and hash zero-extended (MOVL) before
// its bounds check (CMPQ; JCC, twice); and the multiplies' loads, which Go
// does not fold into IMULQ as C does. Now:
//
//   - both pieces' entries of a square are one 64-byte struct, so the square
//     is one shift (SHLQ $6) and one base address serves the queen's six
//     loads;
//   - the entries array has 256 rows, the zero ones for the Square values
//     64…255, so a Square indexes it with no mask and no bounds check;
//   - the offset is stored as the uint32 of magics_gen.go read as an int32
//     and sign-extended, so the 64-bit sum is the index (entry.index
//     argues it) and needs no zero-extension.
//
// That is 27 instructions an iteration for the queen (17 for the rook, 19
// before). The bounds checks stay. A table of 2^17 slots (the power of two
// above 99,391) with the index masked by 2^17 - 1 has none, and the 32-bit
// wrap survives the mask since 2^17 divides 2^32 (25 instructions), but in
// one short interleaved run on a shared, loaded machine (2026-12-04,
// indicative only) that build was no faster than the old code, while the
// same code with the table unpadded and bounds-checked (29 instructions,
// the zero-extension still in) was 12% faster than the old code; fancy
// magic lost 7% to the same padding. A compare and a not-taken branch fuse
// into one operation; the padding changes where the table sits.
//
// # The search
//
// internal/gen (command blackgen) searches in three stages, each seeded or
// exhaustive, so that make blackmagics-repeat reruns them all and matches
// the file byte for byte.
//
// Random rounds. Seeded splitmix64 streams, one per square (seed 2026), in
// rounds: 2,000 candidates per square, 8,000 while the square's narrowest
// span is still wider than the 2^n slots of its fancy-magic table (n mask
// squares), so that the widest windows get the most time. Half the
// candidates are fresh sparse draws; once a square has a magic, a quarter
// are the narrowest one with a bit or two flipped and a quarter the one
// using the fewest slots, mutated the same way. Per square it keeps two
// pools: the 16 magics whose indices span the fewest slots, and the 8 that
// use the fewest distinct slots (constructive collisions leave holes that
// other windows can fill). The file records the seed and the rounds
// (4,000: 8 minutes on 2 cores).
//
// Runs of set bits. Every rook square then enumerates all the multipliers
// made of four runs of one, two or three set bits, or of five pairs of
// adjacent bits, with their complements (7.1 × 10^7 per square; 32 minutes
// for the 64 squares on 2 cores), and offers them to its pools. Such a
// multiplier moves the mask squares by amounts that are not powers of two
// (3, 6, 12 … slots), so that patterns with the same attack set meet in
// one slot of a window narrower than 2^n (see "Why most windows span
// exactly 2^n slots" below): 25 rook windows are narrower than 2^n, among them f2 and b7 at 768 slots of 1,024, g1 and a7 at 1,536 of 2,048, a1 and h1 at 3,648 of 4,096 (26 rook magics come from the families). The rank-8 rooks enumerate the
// families once more for a third pool, the combs (see "The rank-8 combs"
// below).
//
// The order search. The squares are placed one at a time: of each
// square's magics, the one that, at the lowest offset where every slot it
// uses is free or holds the same attack set, leaves the table shortest.
// That first fit depends on the order of the squares, and no fixed order
// is best: the most mask squares first gives 103,087 slots. Two seeded
// chains of 4,000 swaps each start from that order and keep the swaps that
// do not lengthen the table (9 minutes on 2 cores); the shorter table
// wins. The file records each square's place in the order, so go generate
// (blackgen -replay) re-checks the recorded magics and places them again,
// byte for byte, without searching. The checked-in magics_gen.go (make
// blackmagics-repeat reruns the three stages in 49 minutes on 2 cores and
// matches it byte for byte):
//
//	windows, smallest to largest index    104,147 rook + 6,689 bishop slots = 110,836
//	shared table after packing            99,391 slots × 8 bytes = 795,128 bytes
//	slots that some lookup reads           83,904
//	per-square entries                    128 × 24 bytes = 3,072 bytes
//	TableBytes                            798,200 bytes
//
// against fancy magic's 94,448 slots (759,680 bytes, impl/magic) and the
// 88,891 slots of the published black magics (the table of Chess_Movegen's
// black-magic header), found with far longer searches. The random rounds
// alone (7,941 of them, 27 minutes on one core) had packed into 110,699
// slots, and the search before those (one pool, a candidate filter
// borrowed from fancy magics, one packing order) into 142,597. The
// start-up fill checks every slot: two different attack sets in one slot
// would stop the program.
//
// The published black magics, compared. Those published on talkchess in
// 2017 (Volker Annuss, Niklas Fiekas; a table of 87,988 slots in the
// engines that carry them) were measured here on 2026-12-03 with this
// package's key and shift. Their 64 rook windows span 118,476 slots, but
// lookups read only 68,404 of them: their lookups collide constructively.
// Their c7, d7 and e7 read 544 slots each, f2 768 in one unbroken run, b1
// 1,088 and g1 1,536 in one run. The random rounds alone had left every
// rook pattern a slot of its own (windows of 110,242 slots, 89,456 read);
// with the run families the rook windows here span 104,147 slots and read
// 79,552: f2 768 and g1 1,536 like theirs, e7 797 wide (576 read) against
// their 544, while c7 and d7 stay at 1,024. Their wide, sparse
// windows also interleave: c7, d7 and e7, whose magics share their low 15
// bits and so move their rank squares alike, lie together in 2,691 slots.
// A search for the fewest slots read finds such windows at once (c7: 480
// slots, 1,906 wide, in 10 seconds), but placed one by one at their best
// fit they took 191,382 slots, since unrelated sparse windows do not
// interleave (a prototype of 2026-12-03, not kept).
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
// The rank-8 combs. Since the rank part is exact, a rank-8 rook's indices
// are the file part's plus the rank part's, mod 4096: with magic ≡ 1 (mod
// 64), b8's window is its file-part indices each repeated at 32 places 64
// slots apart, a comb 3,000 to 4,093 slots wide. Two combs share a span
// when their file parts' indices fall in different columns (residues mod
// 64). Climbing on the slots read got b8 to 29 columns of 64 (2026-12-03);
// the run families do better, and the combs pool keeps, per rank-8 rook,
// the 8 magics whose indices fill the fewest columns: 18 of 64 for b8, c8,
// e8, f8 and g8, 20 for d8, 36 for a8 and h8 (about 10 of the families'
// minutes). Two such combs fit one 4,096-slot block, but only within
// b8…d8 or within e8…g8, and a8's and h8's fit with none, so with these
// combs the eight need about 24,400 slots, against the 28,856 that the
// random rounds' windows span (a prototype of 2026-12-03). The order
// search chose combs for c8 and d8 and, for the other six, windows of the
// random rounds' pools.
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
// the 10,700 that 100,000 slots asks, so it was not kept; the run families
// (see "The search") are what found such moves.
//
// Set operations, knight, king and pawn attacks come from
// impl/internal/plain (math/bits and 64-entry tables). BuildTables builds
// a fresh copy of the tables.
package blackmagic
