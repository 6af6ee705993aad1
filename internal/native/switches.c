//go:build cgo && !purego

// switches (impl/switches): one straight-line function per square and
// piece, called through a table indexed by the square; in each, every ray
// is a chain of tests of its squares nearest first, each adding the ray up
// to the first occupied one as a constant (the ray's last square is not
// tested: its occupancy changes nothing).
//
// Go gets that code from a generator (impl/switches/internal/gen). Here
// the C compiler writes it: sw_ray walks a ray with the square as a
// compile-time constant in each of the 128 functions, and the loop fully
// unrolled (the unroll pragma; gcc and clang both take it), so that every
// test and every constant is folded: TestSwitchesStraightLine checks in
// the disassembly that no function has a loop left.

#include "bb_internal.h"

#define SW_UNROLL _Pragma("GCC unroll 8")

LOOKUP u64 sw_ray(u64 occ, int s, int df, int dr) {
	u64 a = 0;
	SW_UNROLL for (int k = 1; k < 8; k++) {
		int f = s % 8 + k * df, r = s / 8 + k * dr;
		if (f < 0 || f > 7 || r < 0 || r > 7) break;
		u64 b = 1ULL << (8 * r + f);
		a |= b;
		if (f + df < 0 || f + df > 7 || r + dr < 0 || r + dr > 7) break; // the last square: no test
		if (occ & b) break;
	}
	return a;
}

// SW_FUNCS(s) defines the rook and bishop functions of square s.
#define SW_FUNCS(s)                                                                                             \
	__attribute__((noinline)) static u64 sw_rook_##s(u64 o) {                                                  \
		return sw_ray(o, s, 0, 1) | sw_ray(o, s, 1, 0) | sw_ray(o, s, 0, -1) | sw_ray(o, s, -1, 0);           \
	}                                                                                                           \
	__attribute__((noinline)) static u64 sw_bishop_##s(u64 o) {                                                \
		return sw_ray(o, s, 1, 1) | sw_ray(o, s, 1, -1) | sw_ray(o, s, -1, -1) | sw_ray(o, s, -1, 1);         \
	}
#define SW_SQUARES(X)                                                                                         \
	X(0) X(1) X(2) X(3) X(4) X(5) X(6) X(7) X(8) X(9) X(10) X(11) X(12) X(13) X(14) X(15) X(16) X(17) X(18) \
	X(19) X(20) X(21) X(22) X(23) X(24) X(25) X(26) X(27) X(28) X(29) X(30) X(31) X(32) X(33) X(34) X(35)   \
	X(36) X(37) X(38) X(39) X(40) X(41) X(42) X(43) X(44) X(45) X(46) X(47) X(48) X(49) X(50) X(51) X(52)   \
	X(53) X(54) X(55) X(56) X(57) X(58) X(59) X(60) X(61) X(62) X(63)

SW_SQUARES(SW_FUNCS)

typedef u64 (*sw_fn)(u64 occ);
#define SW_ROOK(s) sw_rook_##s,
#define SW_BISHOP(s) sw_bishop_##s,
static const sw_fn sw_rook[64] = {SW_SQUARES(SW_ROOK)};
static const sw_fn sw_bishop[64] = {SW_SQUARES(SW_BISHOP)};

LOOKUP u64 switches_rook_at(u64 s, u64 occ) { return sw_rook[s](occ); }
LOOKUP u64 switches_bishop_at(u64 s, u64 occ) { return sw_bishop[s](occ); }

TECH_LOOPS(switches)
