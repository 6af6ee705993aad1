//go:build cgo && !purego

// The vector techniques of package native, in intrinsics: simd (Kogge–Stone
// over a piece's four directions, one per lane of a 256-bit AVX2 vector),
// avx512 (Kogge–Stone over all eight directions in one 512-bit vector, by
// per-lane rotates) and gfni (Hyperbola Quintessence on the four lines in
// vector lanes, the bit reversal by GF2P8AFFINEQB and a byte shuffle). Each
// mirrors its Go package's single lookup (impl/<name>/attacks.go) and its
// constants' layout. Where the compiler did not target the instructions a
// technique needs, or this CPU lacks them, bb_vector_unavailable says which
// and the technique's lookups (then plain stubs) are never called.

#include "bb_internal.h"

#if defined(__x86_64__)
#include <immintrin.h>
#endif

#if defined(__AVX2__)
#define HAVE_SIMD 1
#else
#define HAVE_SIMD 0
#endif
#if defined(__AVX512F__)
#define HAVE_AVX512 1
#else
#define HAVE_AVX512 0
#endif
#if defined(__GFNI__) && defined(__AVX2__)
#define HAVE_GFNI 1
#else
#define HAVE_GFNI 0
#endif

// ---------------------------------------------------------------------------
// simd: per lane a direction; a step shifts left by the lane's count or
// right by it (the other count 64, which VPSLLVQ/VPSRLVQ turn into 0).

typedef struct {
	u64 left[3][4], right[3][4]; // rounds 1, 2 and 4 steps
	u64 land[4];
} simd_lanes;
static simd_lanes simd_rook, simd_bishop;

#if HAVE_SIMD
LOOKUP __m256i simd_step(__m256i x, __m256i l, __m256i r) { return _mm256_or_si256(_mm256_sllv_epi64(x, l), _mm256_srlv_epi64(x, r)); }
LOOKUP __m256i simd_fill(u64 s, u64 occ, const simd_lanes *d) {
	__m256i land = _mm256_loadu_si256((const __m256i *)d->land);
	__m256i gen = _mm256_set1_epi64x((long long)BIT(s));
	__m256i pro = _mm256_and_si256(_mm256_set1_epi64x((long long)~occ), land);
	__m256i l1 = _mm256_loadu_si256((const __m256i *)d->left[0]), r1 = _mm256_loadu_si256((const __m256i *)d->right[0]);
	gen = _mm256_or_si256(gen, _mm256_and_si256(pro, simd_step(gen, l1, r1)));
	pro = _mm256_and_si256(pro, simd_step(pro, l1, r1));
	__m256i l2 = _mm256_loadu_si256((const __m256i *)d->left[1]), r2 = _mm256_loadu_si256((const __m256i *)d->right[1]);
	gen = _mm256_or_si256(gen, _mm256_and_si256(pro, simd_step(gen, l2, r2)));
	pro = _mm256_and_si256(pro, simd_step(pro, l2, r2));
	__m256i l4 = _mm256_loadu_si256((const __m256i *)d->left[2]), r4 = _mm256_loadu_si256((const __m256i *)d->right[2]);
	gen = _mm256_or_si256(gen, _mm256_and_si256(pro, simd_step(gen, l4, r4)));
	return _mm256_and_si256(simd_step(gen, l1, r1), land);
}
LOOKUP u64 union4(__m256i v) {
	__m128i h = _mm_or_si128(_mm256_castsi256_si128(v), _mm256_extracti128_si256(v, 1));
	return (u64)_mm_cvtsi128_si64(h) | (u64)_mm_extract_epi64(h, 1);
}
LOOKUP u64 simd_rook_at(u64 s, u64 occ) { return union4(simd_fill(s, occ, &simd_rook)); }
LOOKUP u64 simd_bishop_at(u64 s, u64 occ) { return union4(simd_fill(s, occ, &simd_bishop)); }
LOOKUP u64 simd_queen_at(u64 s, u64 occ) { return union4(_mm256_or_si256(simd_fill(s, occ, &simd_rook), simd_fill(s, occ, &simd_bishop))); }
#else
LOOKUP u64 simd_rook_at(u64 s, u64 occ) { return s & occ & 0; }
LOOKUP u64 simd_bishop_at(u64 s, u64 occ) { return s & occ & 0; }
LOOKUP u64 simd_queen_at(u64 s, u64 occ) { return s & occ & 0; }
#endif

// ---------------------------------------------------------------------------
// avx512: lanes N NE E SE S SW W NW, each step a rotate (a step down is a
// rotate by 64 − step) and each lane's landing squares cut the wrap; a
// piece's lanes are those with landing squares, the others all zero.

enum { A_N, A_NE, A_E, A_SE, A_S, A_SW, A_W, A_NW };
static u64 avx512_rot[3][8], avx512_land[3][8]; // land: [0] rook, [1] bishop, [2] queen

#if HAVE_AVX512
LOOKUP __m512i avx512_fill(u64 s, u64 occ, const u64 *lanes) {
	__m512i l = _mm512_loadu_si512(lanes);
	__m512i r1 = _mm512_loadu_si512(avx512_rot[0]), r2 = _mm512_loadu_si512(avx512_rot[1]);
	__m512i gen = _mm512_set1_epi64((long long)BIT(s));
	__m512i pro = _mm512_and_si512(_mm512_set1_epi64((long long)~occ), l);
	gen = _mm512_or_si512(gen, _mm512_and_si512(pro, _mm512_rolv_epi64(gen, r1)));
	pro = _mm512_and_si512(pro, _mm512_rolv_epi64(pro, r1));
	gen = _mm512_or_si512(gen, _mm512_and_si512(pro, _mm512_rolv_epi64(gen, r2)));
	pro = _mm512_and_si512(pro, _mm512_rolv_epi64(pro, r2));
	gen = _mm512_or_si512(gen, _mm512_and_si512(pro, _mm512_rolv_epi64(gen, _mm512_loadu_si512(avx512_rot[2]))));
	return _mm512_and_si512(_mm512_rolv_epi64(gen, r1), l);
}
LOOKUP u64 avx512_rook_at(u64 s, u64 occ) { return (u64)_mm512_reduce_or_epi64(avx512_fill(s, occ, avx512_land[0])); }
LOOKUP u64 avx512_bishop_at(u64 s, u64 occ) { return (u64)_mm512_reduce_or_epi64(avx512_fill(s, occ, avx512_land[1])); }
LOOKUP u64 avx512_queen_at(u64 s, u64 occ) { return (u64)_mm512_reduce_or_epi64(avx512_fill(s, occ, avx512_land[2])); }
#else
LOOKUP u64 avx512_rook_at(u64 s, u64 occ) { return s & occ & 0; }
LOOKUP u64 avx512_bishop_at(u64 s, u64 occ) { return s & occ & 0; }
LOOKUP u64 avx512_queen_at(u64 s, u64 occ) { return s & occ & 0; }
#endif

// ---------------------------------------------------------------------------
// gfni: lanes file, rank, diagonal, anti-diagonal; each line's occupancy
// minus the slider finds the blocker above, and the same on the reversed
// board the one below. The reversal: GF2P8AFFINEQB with the bit-reversing
// matrix reverses each byte, and a byte shuffle reverses the bytes of each
// 64-bit lane.

#define GFNI_REV 0x8040201008040201ULL
static u64 gfni_lines[64][4];
static int8_t gfni_swap[32]; // byte i: byte 7 − i mod 8 of the same 64-bit lane

#if HAVE_GFNI
LOOKUP __m128i gfni_rev2(__m128i x) {
	x = _mm_gf2p8affine_epi64_epi8(x, _mm_set1_epi64x((long long)GFNI_REV), 0);
	return _mm_shuffle_epi8(x, _mm_loadu_si128((const __m128i *)gfni_swap));
}
LOOKUP __m256i gfni_rev4(__m256i x) {
	x = _mm256_gf2p8affine_epi64_epi8(x, _mm256_set1_epi64x((long long)GFNI_REV), 0);
	return _mm256_shuffle_epi8(x, _mm256_loadu_si256((const __m256i *)gfni_swap));
}
LOOKUP u64 gfni_line2(u64 s, u64 occ, const u64 *lines) {
	__m128i m = _mm_loadu_si128((const __m128i *)lines);
	__m128i o = _mm_and_si128(_mm_set1_epi64x((long long)occ), m);
	__m128i fwd = _mm_sub_epi64(o, _mm_set1_epi64x((long long)BIT(s)));
	__m128i bwd = gfni_rev2(_mm_sub_epi64(gfni_rev2(o), _mm_set1_epi64x((long long)BIT(63 - s))));
	__m128i v = _mm_and_si128(_mm_xor_si128(fwd, bwd), m);
	return (u64)_mm_cvtsi128_si64(v) | (u64)_mm_extract_epi64(v, 1);
}
LOOKUP u64 gfni_rook_at(u64 s, u64 occ) { return gfni_line2(s, occ, &gfni_lines[s][0]); }
LOOKUP u64 gfni_bishop_at(u64 s, u64 occ) { return gfni_line2(s, occ, &gfni_lines[s][2]); }
LOOKUP u64 gfni_queen_at(u64 s, u64 occ) {
	__m256i m = _mm256_loadu_si256((const __m256i *)gfni_lines[s]);
	__m256i o = _mm256_and_si256(_mm256_set1_epi64x((long long)occ), m);
	__m256i fwd = _mm256_sub_epi64(o, _mm256_set1_epi64x((long long)BIT(s)));
	__m256i bwd = gfni_rev4(_mm256_sub_epi64(gfni_rev4(o), _mm256_set1_epi64x((long long)BIT(63 - s))));
	__m256i v = _mm256_and_si256(_mm256_xor_si256(fwd, bwd), m);
	__m128i h = _mm_or_si128(_mm256_castsi256_si128(v), _mm256_extracti128_si256(v, 1));
	return (u64)_mm_cvtsi128_si64(h) | (u64)_mm_extract_epi64(h, 1);
}
#else
LOOKUP u64 gfni_rook_at(u64 s, u64 occ) { return s & occ & 0; }
LOOKUP u64 gfni_bishop_at(u64 s, u64 occ) { return s & occ & 0; }
LOOKUP u64 gfni_queen_at(u64 s, u64 occ) { return s & occ & 0; }
#endif

// ---------------------------------------------------------------------------
// Availability and constants.

// cpu_has reports whether this CPU has the feature (GCC's and clang's
// __builtin_cpu_supports names); always 0 off x86-64.
static int cpu_has(int feature) {
#if defined(__x86_64__)
	__builtin_cpu_init();
	switch (feature) {
	case BB_TECH_simd:
		return __builtin_cpu_supports("avx2");
	case BB_TECH_avx512:
		return __builtin_cpu_supports("avx512f");
	case BB_TECH_gfni:
		return __builtin_cpu_supports("gfni") && __builtin_cpu_supports("avx2");
	}
#endif
	(void)feature;
	return 0;
}

const char *bb_vector_unavailable(int tech) {
	static const char *const compiled[3] = {"the C compiler did not target AVX2", "the C compiler did not target AVX-512F",
		"the C compiler did not target GFNI and AVX2"};
	static const char *const cpu[3] = {"this CPU lacks AVX2", "this CPU lacks AVX-512F", "this CPU lacks GFNI or AVX2"};
	int k = tech == BB_TECH_simd ? 0 : tech == BB_TECH_avx512 ? 1 : 2;
	int built = k == 0 ? HAVE_SIMD : k == 1 ? HAVE_AVX512 : HAVE_GFNI;
	if (!built) return compiled[k];
	return cpu_has(tech) ? "" : cpu[k];
}

// simd_lanes_of sets the counts of the four directions (positive: a left
// shift) and their landing squares.
static void simd_lanes_of(simd_lanes *l, const int d[4], const u64 land[4]) {
	for (int i = 0; i < 4; i++) {
		l->land[i] = land[i];
		for (int round = 0, k = 1; round < 3; round++, k *= 2) {
			l->left[round][i] = d[i] > 0 ? (u64)(k * d[i]) : 64;
			l->right[round][i] = d[i] < 0 ? (u64)(-k * d[i]) : 64;
		}
	}
}

int bb_init_vector(char *err, size_t errlen) {
	(void)err, (void)errlen;
	simd_lanes_of(&simd_rook, (const int[4]){8, 1, -8, -1}, (const u64[4]){ALL, NOT_A, ALL, NOT_H});
	simd_lanes_of(&simd_bishop, (const int[4]){9, 7, -7, -9}, (const u64[4]){NOT_A, NOT_H, NOT_A, NOT_H});
	const u64 step[8] = {[A_N] = 8, [A_NE] = 9, [A_E] = 1, [A_SE] = 64 - 7, [A_S] = 64 - 8, [A_SW] = 64 - 9, [A_W] = 64 - 1, [A_NW] = 7};
	const u64 r1 = ~0xffULL, r8 = ~0xff00000000000000ULL;
	const u64 land[8] = {r1, NOT_A & r1, NOT_A, NOT_A & r8, r8, NOT_H & r8, NOT_H, NOT_H & r1};
	for (int d = 0; d < 8; d++) {
		for (int round = 0, mul = 1; round < 3; round++, mul *= 2) avx512_rot[round][d] = step[d] * (u64)mul % 64;
		avx512_land[2][d] = land[d];
		avx512_land[d % 2][d] = land[d]; // even lanes the rook's, odd the bishop's
	}
	const int lines[4][2] = {{0, 1}, {1, 0}, {1, 1}, {-1, 1}}; // file, rank, diagonal, anti-diagonal
	for (int s = 0; s < 64; s++)
		for (int k = 0; k < 4; k++) gfni_lines[s][k] = bb_line_through(s, lines[k][0], lines[k][1]);
	for (int i = 0; i < 32; i++) gfni_swap[i] = (int8_t)((i & 8) | (7 - (i & 7)));
	return 0;
}

TECH_LOOPS_QUEEN(simd)
TECH_LOOPS_QUEEN(avx512)
TECH_LOOPS_QUEEN(gfni)
