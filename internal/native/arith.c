//go:build cgo && !purego

// The arithmetic line techniques of package native that have no table or
// a line table only: QBB, Leorik, Slide Arithmetic, SBAMG and bit
// rotation. Each mirrors its Go package (impl/<name>/doc.go teaches the
// method); the line masks are built from board geometry.

#include "bb_internal.h"

#if defined(__BMI2__)
#include <immintrin.h>
#endif

// lzcnt64 is the count of leading zeros, 64 for x == 0 (one LZCNT where the
// target has it); len64 is Go's bits.Len64.
LOOKUP u64 lzcnt64(u64 x) { return x ? (u64)__builtin_clzll(x) : 64; }
LOOKUP u64 len64(u64 x) { return 64 - lzcnt64(x); }

// rev64 reverses the 64 bits of x (Go's bits.Reverse64).
LOOKUP u64 rev64(u64 x) {
#if defined(__clang__)
	return __builtin_bitreverse64(x);
#else
	x = ((x >> 1) & 0x5555555555555555ULL) | ((x & 0x5555555555555555ULL) << 1);
	x = ((x >> 2) & 0x3333333333333333ULL) | ((x & 0x3333333333333333ULL) << 2);
	x = ((x >> 4) & 0x0f0f0f0f0f0f0f0fULL) | ((x & 0x0f0f0f0f0f0f0f0fULL) << 4);
	return __builtin_bswap64(x);
#endif
}

// The four lines through each square, the square left out (Go's
// geometry.LineTable: 32 bytes a square).
enum { RANK, FILE_, DIAG, ANTI };
static u64 lines4[64][4];

// ---------------------------------------------------------------------------
// QBB: per line, TZCNT finds the nearest blocker above and LZCNT the
// nearest below, the board's edges as blockers always there; the attacks
// are the line constant cut at the two. Six constants, no table.

#define Q_FILE_H 0x8080808080808080ULL
#define Q_RANK1 0x00000000000000ffULL
#define Q_RANK8 0xff00000000000000ULL
#define Q_DIAG 0x8040201008040201ULL // step 9 through a1 and h8
#define Q_ANTI 0x8102040810204081ULL // step 7, a1 and h8 around h1 … a8

LOOKUP u64 qbb_line(u64 s, u64 o, u64 up, u64 down, u64 up_edge, u64 down_edge) {
	u64 hi = (u64)__builtin_ctzll((up << s) & (o | up_edge)) & 63;
	u64 lo = (63 - lzcnt64((down >> (63 - s)) & (o | down_edge))) & 63;
	return (down >> (63 - hi)) & (up << lo);
}
LOOKUP u64 qbb_rook_at(u64 s, u64 occ) {
	u64 b = BIT(s), o = occ & ~b;
	return (qbb_line(s, o, FILE_A, Q_FILE_H, Q_RANK8, Q_RANK1) | qbb_line(s, o, Q_RANK1, Q_RANK8, Q_FILE_H, FILE_A)) & ~b;
}
LOOKUP u64 qbb_bishop_at(u64 s, u64 occ) {
	u64 b = BIT(s), o = occ & ~b;
	return (qbb_line(s, o, Q_DIAG, Q_DIAG, Q_FILE_H | Q_RANK8, FILE_A | Q_RANK1) |
	        qbb_line(s, o, Q_ANTI, Q_ANTI, FILE_A | Q_RANK8, Q_FILE_H | Q_RANK1)) & ~b;
}

// ---------------------------------------------------------------------------
// Leorik: per line, the smear below the nearest blocker above (x ^ (x−1))
// XOR the squares above the nearest blocker below (LZCNT).

LOOKUP u64 leorik_line(u64 below, u64 occ, u64 l) {
	u64 o = occ & l, pos = o & ~below, neg = o & below;
	return (pos ^ (pos - 1) ^ (0x7fffffffffffffffULL >> (__builtin_clzll(neg | 1) & 63))) & l;
}
LOOKUP u64 leorik_rook_at(u64 s, u64 occ) {
	u64 below = BIT(s) - 1;
	return leorik_line(below, occ, lines4[s][RANK]) | leorik_line(below, occ, lines4[s][FILE_]);
}
LOOKUP u64 leorik_bishop_at(u64 s, u64 occ) {
	u64 below = BIT(s) - 1;
	return leorik_line(below, occ, lines4[s][DIAG]) | leorik_line(below, occ, lines4[s][ANTI]);
}

// ---------------------------------------------------------------------------
// Slide Arithmetic: per line, BZHI splits the blockers at the square;
// BLSMSK of those above XOR BZHI up to the highest below.

LOOKUP u64 bzhi(u64 x, u64 n) {
#if defined(__BMI2__)
	return _bzhi_u64(x, (unsigned)(n & 63));
#else
	return x & ((bb_one << (n & 63)) - 1);
#endif
}
LOOKUP u64 slidearith_line(u64 s, u64 occ, u64 l) {
	u64 o = occ & l, lower = bzhi(o, s), upper = o ^ lower;
	return ((upper ^ (upper - 1)) ^ bzhi(ALL, 63 - lzcnt64(lower | 1))) & l;
}
LOOKUP u64 slidearith_rook_at(u64 s, u64 occ) { return slidearith_line(s, occ, lines4[s][RANK]) | slidearith_line(s, occ, lines4[s][FILE_]); }
LOOKUP u64 slidearith_bishop_at(u64 s, u64 occ) { return slidearith_line(s, occ, lines4[s][DIAG]) | slidearith_line(s, occ, lines4[s][ANTI]); }

// ---------------------------------------------------------------------------
// SBAMG: o ^ (o − 3·cbn) on every line, cbn the nearest blocker below (or
// the line's lowest square), by byte swaps on files and diagonals and by
// bit length on ranks. Per square and line: mask, inner squares, lower inner.

typedef struct {
	u64 mask, inner, lower;
} sb_line;
static sb_line sb[64][4];

LOOKUP u64 sb_span(u64 occ, const sb_line *l, u64 cbn) {
	u64 o = (occ & l->inner) | 1;
	return (o ^ (o - 3 * cbn)) & l->mask;
}
LOOKUP u64 sb_swapped(u64 occ, const sb_line *l) {
	u64 x = __builtin_bswap64(occ & l->lower) | (1ULL << 56);
	return __builtin_bswap64(x & -x);
}
LOOKUP u64 sb_rank(u64 occ, const sb_line *l) { return bb_one << (len64((occ & l->lower) >> 1) & 63); }
LOOKUP u64 sbamg_rook_at(u64 s, u64 occ) {
	const sb_line *l = sb[s];
	return sb_span(occ, &l[FILE_], sb_swapped(occ, &l[FILE_])) | sb_span(occ, &l[RANK], sb_rank(occ, &l[RANK]));
}
LOOKUP u64 sbamg_bishop_at(u64 s, u64 occ) {
	const sb_line *l = sb[s];
	return sb_span(occ, &l[DIAG], sb_swapped(occ, &l[DIAG])) | sb_span(occ, &l[ANTI], sb_swapped(occ, &l[ANTI]));
}

// ---------------------------------------------------------------------------
// Bit rotation: Hyperbola Quintessence with a full 64-bit reversal, so that
// ranks take the subtraction too.

LOOKUP u64 br_sub(u64 occ, u64 b, u64 l) { return ((occ & l) - b) & l; }
#define BR_LOOKUP(P, L1, L2)                                                                      \
	LOOKUP u64 bitrotation_##P##_at(u64 s, u64 occ) {                                             \
		const u64 *l = lines4[s], *m = lines4[s ^ 63];                                            \
		u64 b = BIT(s), rb = BIT(s ^ 63), ro = rev64(occ);                                        \
		return (br_sub(occ, b, l[L1]) | br_sub(occ, b, l[L2])) ^ rev64(br_sub(ro, rb, m[L1]) | br_sub(ro, rb, m[L2])); \
	}
BR_LOOKUP(rook, RANK, FILE_)
BR_LOOKUP(bishop, DIAG, ANTI)

// ---------------------------------------------------------------------------
// Table building, from board geometry.

int bb_init_arith(char *err, size_t errlen) {
	(void)err, (void)errlen;
	const int steps[4][2] = {[RANK] = {1, 0}, [FILE_] = {0, 1}, [DIAG] = {1, 1}, [ANTI] = {-1, 1}};
	for (int s = 0; s < 64; s++)
		for (int k = 0; k < 4; k++) {
			const int both[2][2] = {{steps[k][0], steps[k][1]}, {-steps[k][0], -steps[k][1]}};
			lines4[s][k] = sb[s][k].mask = bb_line_through(s, steps[k][0], steps[k][1]);
			sb[s][k].inner = bb_relevant(s, both, 2);
			sb[s][k].lower = bb_relevant(s, &both[1], 1);
		}
	return 0;
}

TECH_LOOPS(qbb)
TECH_LOOPS(leorik)
TECH_LOOPS(slidearith)
TECH_LOOPS(sbamg)
TECH_LOOPS(bitrotation)
