// What the C files of package native share (not part of its cgo API,
// native.h): the types, the loop macros, board geometry for table
// building, and each family's table builder.
//
// Squares are a1 = 0 … h8 = 63 (bit s of a bitboard), files a…h = 0…7,
// ranks 1…8 = 0…7, as in package harness.
#ifndef BB_INTERNAL_H
#define BB_INTERNAL_H

#include <stdint.h>
#include <stddef.h>

#include "native.h"

typedef uint64_t u64;

// SCALAR marks a loop function that must not be vectorised (the -native
// rows), VECTOR one that may be (the -native-vec rows). gcc takes the
// optimize attribute; clang takes a loop pragma instead (SCALAR_LOOP).
#if defined(__clang__)
#define SCALAR __attribute__((noinline))
#define SCALAR_LOOP _Pragma("clang loop vectorize(disable) interleave(disable)")
#elif defined(__GNUC__)
#define SCALAR __attribute__((noinline, optimize("no-tree-loop-vectorize", "no-tree-slp-vectorize")))
#define SCALAR_LOOP
#else
#define SCALAR
#define SCALAR_LOOP
#endif
#define VECTOR __attribute__((noinline))
#define LOOKUP static inline __attribute__((always_inline))

// bb_one is 1, BIT(s) the set of square s and TOP that of h8. gcc 12 does
// not vectorise a variable shift of a constant ("no vectype"), but does one
// of a value it must load: so the lookups shift bb_one, whose load the loops
// hoist.
extern u64 bb_one;
#define BIT(s) (bb_one << (s))
#define TOP (bb_one << 63) // h8

#define FILE_A 0x0101010101010101ULL
#define NOT_A 0xfefefefefefefefeULL
#define NOT_H 0x7f7f7f7f7f7f7f7fULL
#define ALL ~0ULL

// ---------------------------------------------------------------------------
// Board geometry, for building tables only (slow and plain; geometry.c).

extern const int bb_rook_dirs[4][2];   // (file, rank) steps: N E S W
extern const int bb_bishop_dirs[4][2]; // NE SE SW NW

// bb_slide walks from s along each of the n (file, rank) steps until it
// leaves the board or reaches a square of occ, which it includes.
u64 bb_slide(int s, u64 occ, const int (*dirs)[2], int n);
// bb_relevant is the slide on the empty board without the last square of
// each ray: the squares whose occupancy can change the attack set.
u64 bb_relevant(int s, const int (*dirs)[2], int n);
// bb_line_through is the line through s in step (df, dr), s left out.
u64 bb_line_through(int s, int df, int dr);
// bb_soft_pext gathers the bits of x under mask into the low bits, in order.
u64 bb_soft_pext(u64 x, u64 mask);
// bb_fail writes what into err (at most n bytes) and returns -1.
int bb_fail(char *err, size_t n, const char *what);

// Rook and bishop in one place for the table builders.
typedef struct {
	const char *name;
	const int (*dirs)[2];
	int bits; // index width of the fixed-shift magics
} bb_piece_geometry;

extern const bb_piece_geometry bb_pieces[2];

// bb_fill_indexed stores the attacks of every subset of each square's
// relevant mask at index(p, s, subset) of table t (of len slots), failing
// on a slot that two different attack sets claim or an index outside t.
typedef uint64_t (*bb_index_fn)(int p, int s, u64 sub);
int bb_fill_indexed(int p, u64 *t, int64_t len, bb_index_fn index, const char *who, char *err, size_t n);

// ---------------------------------------------------------------------------
// The loops. Per technique and piece: a scalar loop, a vectorisable one and
// the latency chain (each occupancy takes r & BB_CHAIN from the previous
// result r, so no lookup can start before the last one ends).

typedef void (*bb_loop_fn)(u64 *restrict dst, const uint8_t *restrict sqs, const u64 *restrict occs, int64_t n);
typedef u64 (*bb_chain_fn)(const uint8_t *sqs, const u64 *occs, int64_t n, u64 *sum);

// BB_LOOP_ATTRS gives the loops of a family extra target attributes
// (vector.c: the instruction sets its intrinsics need); empty by default.
#ifndef BB_LOOP_ATTRS
#define BB_LOOP_ATTRS
#endif

#define PIECE_LOOPS(T, P, EXPR)                                                                                    \
	SCALAR BB_LOOP_ATTRS static void T##_##P##_scalar(u64 *restrict dst, const uint8_t *restrict sqs, const u64 *restrict occs, int64_t n) { \
		SCALAR_LOOP for (int64_t i = 0; i < n; i++) {                                                                  \
			u64 s = sqs[i];                                                                                         \
			u64 occ = occs[i];                                                                                      \
			dst[i] = EXPR;                                                                                          \
		}                                                                                                           \
	}                                                                                                               \
	VECTOR BB_LOOP_ATTRS static void T##_##P##_vec(u64 *restrict dst, const uint8_t *restrict sqs, const u64 *restrict occs, int64_t n) { \
		for (int64_t i = 0; i < n; i++) {                                                                              \
			u64 s = sqs[i];                                                                                         \
			u64 occ = occs[i];                                                                                      \
			dst[i] = EXPR;                                                                                          \
		}                                                                                                           \
	}                                                                                                               \
	SCALAR BB_LOOP_ATTRS static u64 T##_##P##_chain(const uint8_t *sqs, const u64 *occs, int64_t n, u64 *sum) {      \
		u64 r = 0, x = 0;                                                                                           \
		SCALAR_LOOP for (int64_t i = 0; i < n; i++) {                                                                  \
			u64 s = sqs[i];                                                                                         \
			u64 occ = occs[i] | (r & BB_CHAIN);                                                                     \
			r = EXPR;                                                                                               \
			x ^= r;                                                                                                 \
		}                                                                                                           \
		*sum = x;                                                                                                   \
		return r;                                                                                                   \
	}

// TECH_LOOPS_WITH(T, QUEEN) defines the nine loops of technique T from its
// lookups T_rook_at and T_bishop_at and the queen's expression QUEEN, and
// bb_loops_T, which native.c dispatches to. TECH_LOOPS(T) takes the union
// of the rook's and the bishop's lookups for the queen; TECH_LOOPS_QUEEN(T)
// the technique's own T_queen_at, where its Go package has one that shares
// work between the two.
#define TECH_LOOPS_WITH(T, QUEEN)                                                                  \
	PIECE_LOOPS(T, rook, T##_rook_at(s, occ))                                                      \
	PIECE_LOOPS(T, bishop, T##_bishop_at(s, occ))                                                  \
	PIECE_LOOPS(T, queen, QUEEN)                                                                   \
	const bb_loops bb_loops_##T = {{T##_rook_scalar, T##_bishop_scalar, T##_queen_scalar},         \
		{T##_rook_vec, T##_bishop_vec, T##_queen_vec}, {T##_rook_chain, T##_bishop_chain, T##_queen_chain}};
#define TECH_LOOPS(T) TECH_LOOPS_WITH(T, T##_rook_at(s, occ) | T##_bishop_at(s, occ))
#define TECH_LOOPS_QUEEN(T) TECH_LOOPS_WITH(T, T##_queen_at(s, occ))

typedef struct {
	bb_loop_fn scalar[3], vec[3];
	bb_chain_fn chain[3];
} bb_loops;

#define BB_DECLARE_LOOPS(T) extern const bb_loops bb_loops_##T;
BB_TECHS(BB_DECLARE_LOOPS)

// ---------------------------------------------------------------------------
// Each family's table builder: 0, or -1 with a message in err.

int bb_init_hash(const struct bb_magics *m, char *err, size_t errlen);  // hash.c
int bb_init_lines(char *err, size_t errlen);                            // lines.c
int bb_init_arith(char *err, size_t errlen);                            // arith.c
int bb_init_tables(const struct bb_magics *m, char *err, size_t errlen); // tables.c
int bb_init_fills(char *err, size_t errlen);                            // fills.c
int bb_init_vector(char *err, size_t errlen);                           // vector.c

// Each family's reasons: "" where its techniques can run.
const char *bb_pext_unavailable(void);      // hash.c
const char *bb_splitpext_unavailable(void); // tables.c
const char *bb_vector_unavailable(int tech); // vector.c: simd, avx512, gfni

#endif
