//go:build cgo && !purego

// The fill techniques of package native: Kogge–Stone and Dumb7Fill. See
// doc.go.

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


TECH_LOOPS(shift)
TECH_LOOPS(dumb7)
