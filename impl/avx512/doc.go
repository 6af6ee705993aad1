// Package avx512 computes slider attacks with Kogge–Stone fills run in all
// eight directions at once, one direction per 64-bit lane of a 512-bit
// AVX-512 vector, through Go's experimental simd/archsimd package; and
// batches of lookups eight squares at a time, one square per lane.
//
// It is built only with GOEXPERIMENT=simd on amd64 (the build constraint
// goexperiment.simd && amd64); in any other build the package is this
// comment alone and registers nothing. With the experiment it registers as
// "avx512" when the CPU has AVX-512 (F, CD, BW, DQ and VL, which archsimd
// checks as one feature) and otherwise stays unregistered, which Path
// reports ("not registered: CPU lacks AVX-512"), since an AVX-512
// instruction on such a CPU would stop the program. impl/all imports it
// from a file with the same constraint, and the generated move generator
// and benchmark copies for it carry the constraint too.
//
// # Origin
//
// The parallel-prefix scheme is Peter M. Kogge and Harold S. Stone's ("A
// Parallel Algorithm for the Efficient Solution of a General Class of
// Recurrence Equations", IEEE Transactions on Computers, 1973); the Chess
// Programming Wiki ("Kogge-Stone Algorithm") credits Steffan Westcott with
// the occluded fills for sliding pieces (CCC, 2002), and describes the
// generalised form used here, where every direction is a rotation of the
// board followed by a mask that drops the squares the rotation wrapped
// onto. Package shift runs the eight fills one after another on words,
// package simd four at a time in AVX2 lanes.
//
// # Eight directions, eight lanes
//
// AVX-512 rotates each 64-bit lane by its own count (VPROLVQ), so every
// direction is the same instruction with a different count: a step north is
// a rotation left by 8, a step south one by 56 (that is, by −8). A rotation
// brings the bits that leave the board over one edge back in at the other,
// always onto one file or rank, which the lane's landing mask removes:
//
//	lane  0 N     1 NE         2 E  3 SE         4 S      5 SW         6 W      7 NW
//	rotl  8       9            1    57 (−7)      56 (−8)  55 (−9)      63 (−1)  7
//	land  ¬rank1  ¬a ∧ ¬rank1  ¬a   ¬a ∧ ¬rank8  ¬rank8   ¬h ∧ ¬rank8  ¬h       ¬h ∧ ¬rank1
//
// gen starts as the slider's bit and pro as the empty squares a lane may
// land on; three rounds of gen |= pro & rotl(gen, k); pro &= rotl(pro, k)
// with k of 1, 2 and 4 steps spread the slider's bit through the empty
// squares, and one more step, masked, adds the first blocker. For a queen
// (Q) on d4 with blockers on d7, f6 and b4, the eight lanes' rays:
//
//	  N        NE       E        SE       S        SW       W        NW
//	8 ........ ........ ........ ........ ........ ........ ........ ........
//	7 ...x.... ........ ........ ........ ........ ........ ........ x.......
//	6 ...x.... .....x.. ........ ........ ........ ........ ........ .x......
//	5 ...x.... ....x... ........ ........ ........ ........ ........ ..x.....
//	4 ...Q.... ...Q.... ...Qxxxx ...Q.... ...Q.... ...Q.... .xxQ.... ...Q....
//	3 ........ ........ ........ ....x... ...x.... ..x..... ........ ........
//	2 ........ ........ ........ .....x.. ...x.... .x...... ........ ........
//	1 ........ ........ ........ ......x. ...x.... x....... ........ ........
//
// and their union (VEXTRACTI64X4, VPOR, VEXTRACTI128, VPOR, two MOVQ) is the
// queen's attack set. The rook and the bishop run the same fill with the
// other piece's lanes masked to zero (their landing mask is 0, so they fill
// nothing): a rook costs what a queen costs, and a queen costs one rook of
// package simd plus the wider reduction. Reading the brief "rook and
// bishop lanes both" as an engine author would, one vector shape serves all
// three lookups, and the queen is where it pays.
//
// # Batches: eight squares per vector
//
// RookBatch and BishopBatch turn the vector the other way: lane j holds the
// j-th of eight independent lookups (its slider bit and occupancy), and the
// four directions of the piece run one after another, each as the same
// rotation by a constant in every lane (VPROLQ with an immediate). Eight
// lookups cost about 24 rotations, 28 ANDs and 15 ORs, with no table and no
// reduction. The eight squares are read as one word and widened to the
// lanes (VPMOVZXBQ), then 1 is shifted left by each lane's square (VPSLLVQ);
// writing the eight bits one by one and loading them as a vector stalled
// on store forwarding and cost 2.5 times as much (impl/internal/group does
// the moves). impl/internal/batchargs checks the arguments first and hands
// out the groups, padding the last, so the vector code never meets a bad
// square.
//
// # Inlining
//
// go build -gcflags=-m=2 says: fill costs 121 and union 26, so RookAttacks,
// BishopAttacks and QueenAttacks each cost 157 against the budget of 80 and
// do not inline: a lookup is a call, with the fill and the reduction
// inlined into it. Each archsimd operation is a call node to the inliner
// (about 4 to 6 each, and the fill has 20 of them). Go 1.26 triples the
// budget of a function with a vector parameter or result (240;
// simdCreditMultiplier in cmd/compile/internal/inline), which is why fill
// inlines at 121, but a lookup's signature is scalar, so it gets 80: no
// Kogge–Stone fill written with archsimd fits behind the harness.Impl
// signature. A profile-guided build can inline it where it is hot. In the
// batches, ray (83, budget 240) inlines into rook8 and bishop8 (360 each,
// over 240), whose rotations then have constant counts; batchargs.Run calls
// a group function per eight lookups through a function value, and that
// calls rook8 or bishop8: two calls per eight lookups.
//
// # The rest
//
// Knight, king and pawn attacks and the set operations are plain word code
// shared with other techniques (impl/internal/plain). The sliders need no
// table, so the package has no TableBytes or BuildTables.
package avx512
