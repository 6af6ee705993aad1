//go:build cgo && !purego

// The fill techniques of package native: Kogge–Stone, Dumb7Fill and
// exploding bitboards. See doc.go.

#include "bb_internal.h"

// ---------------------------------------------------------------------------
// Kogge–Stone: per direction, an occluded fill through the empty squares in
// three doubling steps, then one step more to cover the blocker. land holds
// the squares a step may land on (the far file dropped against wrapping).

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
// Exploding bitboards (impl/exploding): the rays grow a square per step,
// the upward frontier (squares above the slider) by one multiply that
// moves every upward ray one step at once, the downward one by a shift and
// a multiply; each ring's landing squares mask the frontiers. Per piece,
// square and ring: up, down, mul and shift (32 bytes, as Go's step).

typedef struct {
	u64 up, down, mul, shift;
} ex_step;
static ex_step ex_t[2][64][8];

#define EX_ROOK_UP ((1ULL << 8) | (1ULL << 1))
#define EX_BISHOP_UP ((1ULL << 9) | (1ULL << 7))

LOOKUP u64 ex_grow(const ex_step *t, u64 up_mul, u64 occ) {
	u64 u = t[0].up, d = t[0].down, att = u | d;
	for (int k = 1; k < 8; k++) {
		u = ((u & ~occ) * up_mul) & t[k].up;
		d = (((d & ~occ) >> t[k].shift) * t[k].mul) & t[k].down;
		att |= u | d;
	}
	return att;
}
LOOKUP u64 exploding_rook_at(u64 s, u64 occ) { return ex_grow(ex_t[0][s], EX_ROOK_UP, occ); }
LOOKUP u64 exploding_bishop_at(u64 s, u64 occ) { return ex_grow(ex_t[1][s], EX_BISHOP_UP, occ); }
// exploding_queen_at grows the rook's rays, then the bishop's: the empty asm
// makes the rook's result a value the compiler must have before the
// bishop's code, which keeps it from interleaving the two (14 frontiers in
// 15 registers: it spilled them).
LOOKUP u64 exploding_queen_at(u64 s, u64 occ) {
	u64 r = exploding_rook_at(s, occ);
	__asm__ volatile("" : "+r"(r));
	return r | exploding_bishop_at(s, occ);
}

// bb_init_fills builds exploding's rings: ring k holds the squares k + 1
// steps from the slider, split into those above it and those below; the
// downward multiplier sends the frontier, shifted down by the largest
// step, one step along each downward direction.
int bb_init_fills(char *err, size_t errlen) {
	(void)err, (void)errlen;
	for (int p = 0; p < 2; p++)
		for (int s = 0; s < 64; s++)
			for (int k = 0; k < 7; k++) {
				ex_step *e = &ex_t[p][s][k];
				int downs[4], nd = 0;
				for (int i = 0; i < 4; i++) {
					int df = bb_pieces[p].dirs[i][0], dr = bb_pieces[p].dirs[i][1];
					int f = s % 8 + (k + 1) * df, r = s / 8 + (k + 1) * dr;
					if (f < 0 || f >= 8 || r < 0 || r >= 8) continue;
					u64 sq = 1ULL << (8 * r + f);
					if (8 * dr + df > 0) {
						e->up |= sq;
					} else {
						e->down |= sq;
						downs[nd++] = -(8 * dr + df);
					}
				}
				for (int i = 0; i < nd; i++)
					if ((u64)downs[i] > e->shift) e->shift = (u64)downs[i];
				for (int i = 0; i < nd; i++) e->mul |= 1ULL << (e->shift - (u64)downs[i]);
			}
	return 0;
}

TECH_LOOPS(shift)
TECH_LOOPS(dumb7)
TECH_LOOPS_QUEEN(exploding)
