// Package simd computes slider attacks with Kogge–Stone fills run in four
// directions at once, one direction per 64-bit lane of a 256-bit AVX2
// vector, through Go's experimental simd/archsimd package.
//
// It is built only with GOEXPERIMENT=simd on amd64 (the build constraint
// goexperiment.simd && amd64); in any other build the package is this
// comment alone and registers nothing. With the experiment it registers as
// "simd" when the CPU has AVX2 and otherwise stays unregistered, which Path
// reports ("not registered: CPU lacks AVX2"), since an AVX2 instruction on
// such a CPU would stop the program. impl/all imports it from a file with
// the same constraint, and the generated move generator and benchmark
// copies for it carry the constraint too, so that an ordinary build never
// sees it.
//
// # Kogge–Stone fills
//
// The parallel-prefix scheme is Peter M. Kogge and Harold S. Stone's ("A
// Parallel Algorithm for the Efficient Solution of a General Class of
// Recurrence Equations", IEEE Transactions on Computers, 1973), known in
// hardware as the Kogge–Stone carry-lookahead adder. The Chess Programming
// Wiki ("Kogge-Stone Algorithm") credits Steffan Westcott with bringing it
// to sliding-piece attacks, in a CCC post of 2002: occluded fills, in which
// a slider's bit spreads through the empty squares of one direction in
// three rounds that double the distance (1, 2, 4 steps) instead of seven
// single steps. Package shift
// runs the eight directions one after another on 64-bit words; see its
// comment for the rounds in detail.
//
// # Four directions in one vector
//
// The fill does the same instructions in every direction; only the shift
// (left or right, by 1, 7, 8 or 9 squares per step) and the wrap mask (the
// file a step must not land on) differ. So the four rook directions go in
// the four lanes of one Uint64x4, each with its own shift amounts, and one
// vector instruction does a step of all four rays:
//
//	lane       0 north       1 east        2 south       3 west
//	gen        rook bit      rook bit      rook bit      rook bit     (broadcast)
//	pro        ¬occ          ¬occ & ¬A     ¬occ          ¬occ & ¬H    (¬occ broadcast, masked per lane)
//	<< per lane 8, 16, 32    1, 2, 4       64 (none)     64 (none)    VPSLLVQ
//	>> per lane 64 (none)    64 (none)     8, 16, 32     1, 2, 4      VPSRLVQ
//
// For a rook (R) on d4 with blockers on d7 and f4, lanes 0 to 3 after the
// fill and the final step, and their union (x: attacked):
//
//	  north            east             south            west             union
//	8 . . . . . . . .  . . . . . . . .  . . . . . . . .  . . . . . . . .  . . . . . . . .
//	7 . . . x . . . .  . . . . . . . .  . . . . . . . .  . . . . . . . .  . . . x . . . .
//	6 . . . x . . . .  . . . . . . . .  . . . . . . . .  . . . . . . . .  . . . x . . . .
//	5 . . . x . . . .  . . . . . . . .  . . . . . . . .  . . . . . . . .  . . . x . . . .
//	4 . . . R . . . .  . . . R x x . .  . . . R . . . .  x x x R . . . .  x x x R x x . .
//	3 . . . . . . . .  . . . . . . . .  . . . x . . . .  . . . . . . . .  . . . x . . . .
//	2 . . . . . . . .  . . . . . . . .  . . . x . . . .  . . . . . . . .  . . . x . . . .
//	1 . . . . . . . .  . . . . . . . .  . . . x . . . .  . . . . . . . .  . . . x . . . .
//	  a b c d e f g h  a b c d e f g h  a b c d e f g h  a b c d e f g h  a b c d e f g h
//
// AVX2 has variable shifts per lane in one direction only, left (VPSLLVQ)
// or right (VPSRLVQ), but a shift by 64 or more gives zero, so each step is
// x<<left | x>>right with 64 in the lanes that go the other way. The bishop
// does the same with its four diagonals (left 9 and 7, right 7 and 9, wrap
// masks ¬A, ¬H, ¬A, ¬H); the queen runs both vectors and ORs them. Finally
// the four lanes are ORed into one bitboard (VEXTRACTI128, VPOR, two MOVQ).
//
// A lookup is about 20 vector instructions with no table, no branch and no
// memory traffic beyond a few constant vectors; against package shift it
// does four rays for the price of one, against a table lookup it still does
// far more work, and moving values between the general and vector registers
// costs a few cycles each way. No Go bitboard library has this technique.
//
// # Batches: four squares per vector
//
// RookBatch and BishopBatch (batch.go) turn the vector the other way: lane
// j holds the j-th of four independent lookups (its slider bit and
// occupancy), and the piece's four directions run one after another, each
// the same shift by a constant in every lane (VPSLLQ or VPSRLQ with an
// immediate; bits shifted off the board are gone, so only the a- and
// h-file masks remain). The four squares are read as one 32-bit word,
// widened to the lanes (VPMOVZXBQ) and turned into bits by VPSLLVQ; the
// argument checks are impl/internal/batchargs', shared with impl/avx512,
// which does the same eight squares at a time.
//
// # The rest
//
// Knight, king and pawn attacks and the set operations are plain word code
// shared with other techniques (impl/internal/plain): tables of 64 entries
// and math/bits. Vectors are the point of the sliders; a single 64-bit set
// gains nothing from a 256-bit register. The leaper tables take 2,048 bytes;
// the sliders need none, so the package exports no TableBytes or
// BuildTables and has no table rows in the benchmarks.
package simd
