//go:build cgo && !purego

// The native reference: each technique's slider lookup in C, written from
// the method descriptions, with the loops that time it. See doc.go.
//
// Squares are a1 = 0 … h8 = 63 (bit s of a bitboard), files a…h = 0…7,
// ranks 1…8 = 0…7, as in package harness.

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <stdio.h>

#include "native.h"

#if defined(__BMI2__)
#include <immintrin.h>
#endif

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

typedef uint64_t u64;

// bb_one is 1, BIT(s) the set of square s and TOP that of h8. gcc 12 does
// not vectorise a variable shift of a constant ("no vectype"), but does one
// of a value it must load: so the lookups shift bb_one, whose load the loops
// hoist.
u64 bb_one = 1;
#define BIT(s) (bb_one << (s))
#define TOP (bb_one << 63) // h8

// ---------------------------------------------------------------------------
// Board geometry, for building tables only (slow and plain).

static const int rook_dirs[4][2] = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};    // (file, rank) steps: N E S W
static const int bishop_dirs[4][2] = {{1, 1}, {1, -1}, {-1, -1}, {-1, 1}}; // NE SE SW NW

static int on_board(int f, int r) { return f >= 0 && f < 8 && r >= 0 && r < 8; }

// slide walks from s along each of the n (file, rank) steps until it leaves
// the board or reaches a square of occ, which it includes.
static u64 slide(int s, u64 occ, const int (*dirs)[2], int n) {
	u64 out = 0;
	for (int d = 0; d < n; d++) {
		int f = s % 8 + dirs[d][0], r = s / 8 + dirs[d][1];
		for (; on_board(f, r); f += dirs[d][0], r += dirs[d][1]) {
			u64 b = 1ULL << (8 * r + f);
			out |= b;
			if (occ & b) break;
		}
	}
	return out;
}

// relevant is the slide on the empty board without the last square of each
// ray: the squares whose occupancy can change the attack set.
static u64 relevant(int s, const int (*dirs)[2], int n) {
	u64 out = 0;
	for (int d = 0; d < n; d++) {
		int f = s % 8 + dirs[d][0], r = s / 8 + dirs[d][1];
		for (; on_board(f + dirs[d][0], r + dirs[d][1]); f += dirs[d][0], r += dirs[d][1]) out |= 1ULL << (8 * r + f);
	}
	return out;
}

static int popcount(u64 x) { return __builtin_popcountll(x); }

// soft_pext gathers the bits of x under mask into the low bits, in order.
static u64 soft_pext(u64 x, u64 mask) {
	u64 out = 0;
	for (int k = 0; mask; mask &= mask - 1, k++)
		if (x & mask & -mask) out |= 1ULL << k;
	return out;
}

// Rook and bishop in one place for the table builders.
typedef struct {
	const char *name;
	const int (*dirs)[2];
	int bits; // index width of the fixed-shift magics
} piece;

static const piece pieces[2] = {{"rook", rook_dirs, 12}, {"bishop", bishop_dirs, 9}};

// ---------------------------------------------------------------------------
// Fancy magic: per square, (occ & mask) * magic >> (64 - bits) indexes the
// square's own stretch of 2^bits slots of the piece's table, bits as
// impl/magic has it (the mask's squares, or fewer on some squares). The
// tables are sized for 2^(mask squares) on every square, which pext uses;
// magic fills their first magic_len[p] slots.

#define ROOK_SLOTS 102400
#define BISHOP_SLOTS 5248

// Per-square data is kept as one array per field, [piece][square], not as
// an array of structs: a vectorised loop can then gather each field with
// one instruction (gcc 12 gathers with a scale of 8, not 24 or 32). Every
// field is 64 bits wide for the same reason.
static u64 magic_mask[2][64], magic_mul[2][64], magic_off[2][64], magic_shift[2][64];
static u64 magic_rook[ROOK_SLOTS], magic_bishop[BISHOP_SLOTS];
static u64 *const magic_t[2] = {magic_rook, magic_bishop};
static const int slots[2] = {ROOK_SLOTS, BISHOP_SLOTS};
static int64_t magic_len[2];

LOOKUP u64 magic_rook_at(u64 s, u64 occ) { return magic_rook[magic_off[0][s] + (((occ & magic_mask[0][s]) * magic_mul[0][s]) >> magic_shift[0][s])]; }
LOOKUP u64 magic_bishop_at(u64 s, u64 occ) { return magic_bishop[magic_off[1][s] + (((occ & magic_mask[1][s]) * magic_mul[1][s]) >> magic_shift[1][s])]; }

// ---------------------------------------------------------------------------
// Plain magic: a fixed shift per piece and 2^bits slots per square.

static u64 plain_mask[2][64], plain_mul[2][64];
static u64 plain_rook[64 << 12], plain_bishop[64 << 9]; // square s's slots start at s << bits

LOOKUP u64 plainmagic_rook_at(u64 s, u64 occ) { return plain_rook[(s << 12) + (((occ & plain_mask[0][s]) * plain_mul[0][s]) >> (64 - 12))]; }
LOOKUP u64 plainmagic_bishop_at(u64 s, u64 occ) { return plain_bishop[(s << 9) + (((occ & plain_mask[1][s]) * plain_mul[1][s]) >> (64 - 9))]; }

// ---------------------------------------------------------------------------
// Black magic: (occ | ~mask) * magic >> (64 - bits), plus the square's
// offset (a 32-bit sum that may wrap), indexes one table shared by every
// square of both pieces.

static u64 black_notmask[2][64], black_mul[2][64], black_off[2][64]; // black_off: a uint32 offset
static u64 *black_t;

LOOKUP u64 blackmagic_rook_at(u64 s, u64 occ) { return black_t[(black_off[0][s] + (((occ | black_notmask[0][s]) * black_mul[0][s]) >> (64 - 12))) & 0xffffffff]; }
LOOKUP u64 blackmagic_bishop_at(u64 s, u64 occ) { return black_t[(black_off[1][s] + (((occ | black_notmask[1][s]) * black_mul[1][s]) >> (64 - 9))) & 0xffffffff]; }

// ---------------------------------------------------------------------------
// PEXT: the relevant bits of occ, gathered by the instruction, index the
// square's stretch of the table (the fancy magic layout).

static u64 pext_mask[2][64], pext_off[2][64];
static u64 pext_rook[ROOK_SLOTS], pext_bishop[BISHOP_SLOTS];
static u64 *const pext_t[2] = {pext_rook, pext_bishop};

#if defined(__BMI2__)
#define HAVE_PEXT 1
LOOKUP u64 pext_rook_at(u64 s, u64 occ) { return pext_rook[pext_off[0][s] + _pext_u64(occ, pext_mask[0][s])]; }
LOOKUP u64 pext_bishop_at(u64 s, u64 occ) { return pext_bishop[pext_off[1][s] + _pext_u64(occ, pext_mask[1][s])]; }
#else
#define HAVE_PEXT 0
// Never called: bb_available says no for pext. Defined so that the loops build.
LOOKUP u64 pext_rook_at(u64 s, u64 occ) { return pext_rook[pext_off[0][s] + soft_pext(occ, pext_mask[0][s])]; }
LOOKUP u64 pext_bishop_at(u64 s, u64 occ) { return pext_bishop[pext_off[1][s] + soft_pext(occ, pext_mask[1][s])]; }
#endif

// ---------------------------------------------------------------------------
// Hyperbola Quintessence: along a line with one square per rank, o - 2r
// (o = occ on the line, r = the slider) flips the squares up to the first
// blocker above the slider; the same on the byte-swapped (rank-flipped)
// board finds the blocker below. Ranks have one square per file instead and
// take a first-rank table.

static u64 hq_file[64], hq_diag[64], hq_anti[64]; // each square's lines, the square itself left out
// first_rank[64 f + i]: the attacks along rank 1 from file f, given the
// inner occupancy i = (b1…g1) >> 1. Tables indexed by two variables are
// flat, so that gcc computes one gather index.
static u64 first_rank[8 * 64];

LOOKUP u64 hq_line(u64 s, u64 occ, u64 mask) {
	u64 o = occ & mask;
	u64 fwd = o - BIT(s);
	u64 rev = __builtin_bswap64(o) - BIT(s ^ 56);
	return (fwd ^ __builtin_bswap64(rev)) & mask;
}
LOOKUP u64 rank_lookup(u64 s, u64 occ) { return first_rank[(s & 7) * 64 + ((occ >> ((s & 56) + 1)) & 63)] << (s & 56); }
LOOKUP u64 hq_rook_at(u64 s, u64 occ) { return hq_line(s, occ, hq_file[s]) | rank_lookup(s, occ); }
LOOKUP u64 hq_bishop_at(u64 s, u64 occ) { return hq_line(s, occ, hq_diag[s]) | hq_line(s, occ, hq_anti[s]); }

// ---------------------------------------------------------------------------
// Kogge–Stone: per direction, an occluded fill through the empty squares in
// three doubling steps, then one step more to cover the blocker. land holds
// the squares a step may land on (the far file dropped against wrapping).

#define NOT_A 0xfefefefefefefefeULL
#define NOT_H 0x7f7f7f7f7f7f7f7fULL
#define ALL ~0ULL

LOOKUP u64 ks_up(u64 gen, u64 pro, u64 land, int d) {
	pro &= land;
	gen |= pro & (gen << d);
	pro &= pro << d;
	gen |= pro & (gen << 2 * d);
	pro &= pro << 2 * d;
	gen |= pro & (gen << 4 * d);
	return (gen << d) & land;
}
LOOKUP u64 ks_down(u64 gen, u64 pro, u64 land, int d) {
	pro &= land;
	gen |= pro & (gen >> d);
	pro &= pro >> d;
	gen |= pro & (gen >> 2 * d);
	pro &= pro >> 2 * d;
	gen |= pro & (gen >> 4 * d);
	return (gen >> d) & land;
}

// FILLS defines T_rook_at and T_bishop_at as the unions of the fills UP and
// DOWN (start, empty squares, landing squares, step) in the piece's four
// directions: north 8 and east 1 up, south 8 and west 1 down; north-east 9
// and north-west 7 up, south-east 7 and south-west 9 down.
#define FILLS(T, UP, DOWN)                                                                                      \
	LOOKUP u64 T##_rook_at(u64 s, u64 occ) {                                                                     \
		u64 b = BIT(s), e = ~occ;                                                                                \
		return UP(b, e, ALL, 8) | UP(b, e, NOT_A, 1) | DOWN(b, e, ALL, 8) | DOWN(b, e, NOT_H, 1);             \
	}                                                                                                            \
	LOOKUP u64 T##_bishop_at(u64 s, u64 occ) {                                                                   \
		u64 b = BIT(s), e = ~occ;                                                                                \
		return UP(b, e, NOT_A, 9) | UP(b, e, NOT_H, 7) | DOWN(b, e, NOT_A, 7) | DOWN(b, e, NOT_H, 9);         \
	}

FILLS(shift, ks_up, ks_down)

// ---------------------------------------------------------------------------
// Dumb7Fill: the same fills one step at a time, six steps and a last one.

LOOKUP u64 d7_up(u64 gen, u64 empty, u64 land, int d) {
	u64 flood = gen;
	empty &= land;
	for (int i = 0; i < 6; i++) flood |= gen = (gen << d) & empty;
	return (flood << d) & land;
}
LOOKUP u64 d7_down(u64 gen, u64 empty, u64 land, int d) {
	u64 flood = gen;
	empty &= land;
	for (int i = 0; i < 6; i++) flood |= gen = (gen >> d) & empty;
	return (flood >> d) & land;
}
FILLS(dumb7, d7_up, d7_down)

// ---------------------------------------------------------------------------
// Obstruction Difference: per line, the highest blocker below the slider
// (ms1b of lower | 1) and the lowest above it (ls1b of upper); 2·ls1b − ms1b
// sets exactly the bits from the one to the other.

static u64 od_lower[4][64], od_upper[4][64]; // per line (file, rank, diagonal, anti-diagonal) and square

LOOKUP u64 od_line(u64 occ, int k, u64 s) {
	u64 lower = occ & od_lower[k][s], upper = occ & od_upper[k][s];
	u64 ms1b = TOP >> __builtin_clzll(lower | 1);
	u64 ls1b = upper & -upper;
	return (2 * ls1b - ms1b) & (od_lower[k][s] | od_upper[k][s]);
}
LOOKUP u64 obstruction_rook_at(u64 s, u64 occ) { return od_line(occ, 0, s) | od_line(occ, 1, s); }
LOOKUP u64 obstruction_bishop_at(u64 s, u64 occ) { return od_line(occ, 2, s) | od_line(occ, 3, s); }

// ---------------------------------------------------------------------------
// Classical: a ray per square and direction; the first blocker on it (the
// lowest set bit going up, the highest going down) cuts off the blocker's
// own ray. The sentinels h8 (up) and a1 (down) have empty rays that way.

enum { N, E, NE, NW, S, W, SE, SW };
static const int ray_dirs[8][2] = {{0, 1}, {1, 0}, {1, 1}, {-1, 1}, {0, -1}, {-1, 0}, {1, -1}, {-1, -1}};
static u64 rays[8][64];

LOOKUP u64 cl_up(u64 s, u64 occ, int d) {
	u64 ray = rays[d][s];
	return ray ^ rays[d][__builtin_ctzll((ray & occ) | 0x8000000000000000ULL)];
}
LOOKUP u64 cl_down(u64 s, u64 occ, int d) {
	u64 ray = rays[d][s];
	return ray ^ rays[d][63 - __builtin_clzll((ray & occ) | 1)];
}
LOOKUP u64 classical_rook_at(u64 s, u64 occ) { return cl_up(s, occ, N) | cl_up(s, occ, E) | cl_down(s, occ, S) | cl_down(s, occ, W); }
LOOKUP u64 classical_bishop_at(u64 s, u64 occ) { return cl_up(s, occ, NE) | cl_up(s, occ, NW) | cl_down(s, occ, SE) | cl_down(s, occ, SW); }

// ---------------------------------------------------------------------------
// Kindergarten: a line with one square per file, times the b-file, gathers
// its inner six squares into the top six bits; they index the first-rank
// attacks spread over all ranks, masked back to the line. A file, shifted
// to the a-file, is gathered by the c2–h7 diagonal instead (a2 to bit 63 …
// a7 to bit 58) and indexes the a-file attacks.

#define FILE_A 0x0101010101010101ULL
#define FILE_B 0x0202020202020202ULL
#define DIAG_C2H7 0x0080402010080400ULL // c2 d3 e4 f5 g6 h7

static u64 kg_rank[64], kg_diag[64], kg_anti[64]; // each square's lines, the square itself left out
static u64 kg_fill[8 * 64];  // [64 f + i]: first_rank[64 f + i] on every rank
static u64 kg_afile[8 * 64]; // [64 r + i]: a-file attacks from rank r, given the gathered inner occupancy i

LOOKUP u64 kg_line(u64 mask, u64 occ, u64 f) { return mask & kg_fill[f * 64 + (((mask & occ) * FILE_B) >> 58)]; }
LOOKUP u64 kindergarten_rook_at(u64 s, u64 occ) {
	u64 f = s & 7;
	u64 file = kg_afile[(s >> 3) * 64 + ((((occ >> f) & FILE_A) * DIAG_C2H7) >> 58)] << f;
	return file | kg_line(kg_rank[s], occ, f);
}
LOOKUP u64 kindergarten_bishop_at(u64 s, u64 occ) { return kg_line(kg_diag[s], occ, s & 7) | kg_line(kg_anti[s], occ, s & 7); }

// ---------------------------------------------------------------------------
// Table building.

static void fail(char *err, size_t n, const char *what) {
	if (n) snprintf(err, n, "%s", what);
}

// fill_indexed stores the attacks of every subset of each square's relevant
// mask at index(s, subset) of table t (of len slots), failing on a slot that
// two different attack sets claim or an index outside t.
typedef uint64_t (*index_fn)(int p, int s, u64 sub);

static int fill_indexed(int p, u64 *t, int64_t len, index_fn index, const char *who, char *err, size_t n) {
	for (int s = 0; s < 64; s++) {
		u64 mask = relevant(s, pieces[p].dirs, 4);
		u64 sub = 0;
		do {
			u64 i = index(p, s, sub), a = slide(s, sub, pieces[p].dirs, 4);
			if (i >= (u64)len) {
				char msg[200];
				snprintf(msg, sizeof msg, "%s: %s square %d: index %llu outside the table of %lld", who, pieces[p].name, s, (unsigned long long)i, (long long)len);
				fail(err, n, msg);
				return -1;
			}
			if (t[i] != 0 && t[i] != a) {
				char msg[200];
				snprintf(msg, sizeof msg, "%s: %s square %d: two attack sets claim slot %llu (bad magics)", who, pieces[p].name, s, (unsigned long long)i);
				fail(err, n, msg);
				return -1;
			}
			t[i] = a;
			sub = (sub - mask) & mask;
		} while (sub);
	}
	return 0;
}

static u64 magic_index(int p, int s, u64 sub) { return magic_off[p][s] + (((sub & magic_mask[p][s]) * magic_mul[p][s]) >> magic_shift[p][s]); }
static u64 plain_index(int p, int s, u64 sub) { return ((u64)s << pieces[p].bits) + (((sub & plain_mask[p][s]) * plain_mul[p][s]) >> (64 - pieces[p].bits)); }
static u64 black_index(int p, int s, u64 sub) { return (black_off[p][s] + (((sub | black_notmask[p][s]) * black_mul[p][s]) >> (64 - pieces[p].bits))) & 0xffffffff; }
static u64 pext_index(int p, int s, u64 sub) { return pext_off[p][s] + soft_pext(sub, pext_mask[p][s]); }

static u64 line_through(int s, int df, int dr) {
	const int d[2][2] = {{df, dr}, {-df, -dr}};
	return slide(s, 0, d, 2);
}

int bb_init(const struct bb_magics *m, char *err, size_t errlen) {
	static int done;
	if (done) return 0;
	for (int p = 0; p < 2; p++) {
		int64_t offset = 0;
		magic_len[p] = 0;
		for (int s = 0; s < 64; s++) {
			u64 mask = relevant(s, pieces[p].dirs, 4);
			int bits = popcount(mask), mbits = m->magic_bits[p][s];
			if (mbits < 1 || mbits > bits) {
				fail(err, errlen, "magic: index bits outside 1 to the mask's squares");
				return -1;
			}
			magic_mask[p][s] = plain_mask[p][s] = pext_mask[p][s] = mask;
			magic_mul[p][s] = m->magic[p][s];
			magic_off[p][s] = (u64)magic_len[p];
			magic_shift[p][s] = (u64)(64 - mbits);
			magic_len[p] += (int64_t)1 << mbits;
			pext_off[p][s] = (u64)offset;
			plain_mul[p][s] = m->plain[p][s];
			black_notmask[p][s] = ~mask;
			black_mul[p][s] = m->black[p][s];
			black_off[p][s] = m->black_offset[p][s];
			offset += (int64_t)1 << bits;
		}
		if (offset != slots[p]) {
			fail(err, errlen, "masks do not add up to the table lengths");
			return -1;
		}
		if (fill_indexed(p, magic_t[p], magic_len[p], magic_index, "magic", err, errlen) ||
		    fill_indexed(p, p == 0 ? plain_rook : plain_bishop, (int64_t)64 << pieces[p].bits, plain_index, "plainmagic", err, errlen) ||
		    fill_indexed(p, pext_t[p], slots[p], pext_index, "pext", err, errlen))
			return -1;
	}
	black_t = calloc(m->black_slots ? m->black_slots : 1, sizeof(u64));
	if (!black_t) {
		fail(err, errlen, "blackmagic: out of memory");
		return -1;
	}
	for (int p = 0; p < 2; p++)
		if (fill_indexed(p, black_t, (int64_t)m->black_slots, black_index, "blackmagic", err, errlen)) return -1;

	for (int s = 0; s < 64; s++) {
		hq_file[s] = line_through(s, 0, 1);
		kg_diag[s] = hq_diag[s] = line_through(s, 1, 1);
		kg_anti[s] = hq_anti[s] = line_through(s, -1, 1);
		kg_rank[s] = line_through(s, 1, 0);
		const int lines[4][2] = {{0, 1}, {1, 0}, {1, 1}, {-1, 1}};
		for (int k = 0; k < 4; k++) {
			u64 up = slide(s, 0, &lines[k], 1);
			u64 line = line_through(s, lines[k][0], lines[k][1]);
			od_lower[k][s] = line & ~up;
			od_upper[k][s] = up;
		}
		for (int d = 0; d < 8; d++) rays[d][s] = slide(s, 0, &ray_dirs[d], 1);
	}
	const int rank_dirs[2][2] = {{1, 0}, {-1, 0}};
	const int file_dirs[2][2] = {{0, 1}, {0, -1}};
	for (int f = 0; f < 8; f++)
		for (u64 i = 0; i < 64; i++) {
			first_rank[64 * f + i] = slide(f, i << 1, rank_dirs, 2);
			kg_fill[64 * f + i] = first_rank[64 * f + i] * FILE_A;
			// The c2–h7 gather sends a(k+1) to bit 64 - k: index bit 6 - k
			// is the occupancy of a(k+1), for a2 … a7.
			u64 occ = 0;
			for (int k = 1; k <= 6; k++)
				if (i >> (6 - k) & 1) occ |= 1ULL << (8 * k);
			kg_afile[64 * f + i] = slide(8 * f, occ, file_dirs, 2);
		}
	done = 1;
	return 0;
}

// ---------------------------------------------------------------------------
// The loops. Per technique and piece: a scalar loop, a vectorisable one and
// the latency chain (each occupancy takes r & BB_CHAIN from the previous
// result r, so no lookup can start before the last one ends).

typedef void (*loop_fn)(u64 *restrict dst, const uint8_t *restrict sqs, const u64 *restrict occs, int64_t n);
typedef u64 (*chain_fn)(const uint8_t *sqs, const u64 *occs, int64_t n, u64 *sum);

#define PIECE_LOOPS(T, P, EXPR)                                                                                    \
	SCALAR static void T##_##P##_scalar(u64 *restrict dst, const uint8_t *restrict sqs, const u64 *restrict occs, int64_t n) { \
		SCALAR_LOOP for (int64_t i = 0; i < n; i++) {                                                                  \
			u64 s = sqs[i];                                                                                         \
			u64 occ = occs[i];                                                                                      \
			dst[i] = EXPR;                                                                                          \
		}                                                                                                           \
	}                                                                                                               \
	VECTOR static void T##_##P##_vec(u64 *restrict dst, const uint8_t *restrict sqs, const u64 *restrict occs, int64_t n) { \
		for (int64_t i = 0; i < n; i++) {                                                                              \
			u64 s = sqs[i];                                                                                         \
			u64 occ = occs[i];                                                                                      \
			dst[i] = EXPR;                                                                                          \
		}                                                                                                           \
	}                                                                                                               \
	SCALAR static u64 T##_##P##_chain(const uint8_t *sqs, const u64 *occs, int64_t n, u64 *sum) {                     \
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

#define TECH_LOOPS(T)                                                          \
	PIECE_LOOPS(T, rook, T##_rook_at(s, occ))                                  \
	PIECE_LOOPS(T, bishop, T##_bishop_at(s, occ))                              \
	PIECE_LOOPS(T, queen, T##_rook_at(s, occ) | T##_bishop_at(s, occ))         \
	static const loop_fn T##_scalar[3] = {T##_rook_scalar, T##_bishop_scalar, T##_queen_scalar}; \
	static const loop_fn T##_vec[3] = {T##_rook_vec, T##_bishop_vec, T##_queen_vec};             \
	static const chain_fn T##_chain[3] = {T##_rook_chain, T##_bishop_chain, T##_queen_chain};

TECH_LOOPS(magic)
TECH_LOOPS(blackmagic)
TECH_LOOPS(plainmagic)
TECH_LOOPS(pext)
TECH_LOOPS(hq)
TECH_LOOPS(shift)
TECH_LOOPS(obstruction)
TECH_LOOPS(classical)
TECH_LOOPS(kindergarten)
TECH_LOOPS(dumb7)

// The order of enum bb_tech.
static const loop_fn *const scalar_loops[BB_NTECH] = {magic_scalar, blackmagic_scalar, plainmagic_scalar, pext_scalar, hq_scalar,
	shift_scalar, obstruction_scalar, classical_scalar, kindergarten_scalar, dumb7_scalar};
static const loop_fn *const vec_loops[BB_NTECH] = {magic_vec, blackmagic_vec, plainmagic_vec, pext_vec, hq_vec,
	shift_vec, obstruction_vec, classical_vec, kindergarten_vec, dumb7_vec};
static const chain_fn *const chain_loops[BB_NTECH] = {magic_chain, blackmagic_chain, plainmagic_chain, pext_chain, hq_chain,
	shift_chain, obstruction_chain, classical_chain, kindergarten_chain, dumb7_chain};

int bb_available(int tech) { return tech != BB_PEXT || HAVE_PEXT; }

// valid returns n, or the index of the first value of sqs that is not a
// square. The common case is one pass of ORs over the bytes.
static int64_t valid(const uint8_t *sqs, int64_t n) {
	uint8_t acc = 0;
	for (int64_t i = 0; i < n; i++) acc |= sqs[i];
	if (acc < 64) return n;
	for (int64_t i = 0; i < n; i++)
		if (sqs[i] >= 64) return i;
	return n;
}

static int usable(int tech, int piece) { return tech >= 0 && tech < BB_NTECH && piece >= 0 && piece < 3 && bb_available(tech); }

int64_t bb_batch(int tech, int piece, int vec, uint64_t *dst, const uint8_t *sqs, const uint64_t *occs, int64_t n) {
	if (!usable(tech, piece)) return -1;
	n = valid(sqs, n);
	(vec ? vec_loops : scalar_loops)[tech][piece](dst, sqs, occs, n);
	return n;
}

int64_t bb_chain(int tech, int piece, const uint8_t *sqs, const uint64_t *occs, int64_t n, uint64_t *last_sum) {
	if (!usable(tech, piece)) return -1;
	n = valid(sqs, n);
	last_sum[0] = chain_loops[tech][piece](sqs, occs, n, &last_sum[1]);
	return n;
}

const char *bb_compiler(void) {
#if defined(__clang__)
	return "clang " __clang_version__;
#elif defined(__GNUC__)
	return "gcc " __VERSION__;
#else
	return "unknown";
#endif
}

const char *bb_target(void) {
	return ""
#if defined(__x86_64__)
	       " x86-64"
#endif
#if defined(__aarch64__)
	       " arm64"
#endif
#if defined(__SSE4_2__)
	       " sse4.2"
#endif
#if defined(__AVX2__)
	       " avx2"
#endif
#if defined(__AVX512F__)
	       " avx512f"
#endif
#if defined(__AVX512CD__)
	       " avx512cd"
#endif
#if defined(__BMI2__)
	       " bmi2"
#endif
#if defined(__LZCNT__)
	       " lzcnt"
#endif
#if defined(__ARM_NEON)
	       " neon"
#endif
	    ;
}
