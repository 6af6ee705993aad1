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

// sw_ray is the ray from s in step (df, dr) given occ: the chain of tests
// of its squares nearest first, the first occupied one ending the ray.
// It is written as selects from the farthest tested square back to the
// nearest (the nearest occupied one is the last select to take effect,
// so the answer is the chain's), each a mask of the square's bit (0 or
// all ones) choosing between two values: the compilers make a straight
// run of bit tests and conditional moves of constants, with no branch to
// mispredict on random occupancy (a plain ?: left gcc 12 free to branch
// on some squares).
LOOKUP u64 sw_ray(u64 occ, int s, int df, int dr) {
	u64 sq[8], upto[8];
	int n = 0;
	u64 a = 0;
	SW_UNROLL for (int k = 1; k < 8; k++) {
		int f = s % 8 + k * df, r = s / 8 + k * dr;
		if (f < 0 || f > 7 || r < 0 || r > 7) break;
		sq[n] = 8 * r + f;
		a |= 1ULL << sq[n];
		upto[n++] = a;
	}
	// The last square is not tested: its occupancy changes nothing.
	SW_UNROLL for (int k = n - 2; k >= 0; k--) a ^= (a ^ upto[k]) & -(occ >> sq[k] & 1);
	return a;
}

// SW_FUNCS(s) defines the rook, bishop and queen functions of square s.
#define SW_ROOK_RAYS(o, s) (sw_ray(o, s, 0, 1) | sw_ray(o, s, 1, 0) | sw_ray(o, s, 0, -1) | sw_ray(o, s, -1, 0))
#define SW_BISHOP_RAYS(o, s) (sw_ray(o, s, 1, 1) | sw_ray(o, s, 1, -1) | sw_ray(o, s, -1, -1) | sw_ray(o, s, -1, 1))
#define SW_FUNCS(s)                                                                                    \
	__attribute__((noinline)) static u64 sw_rook_##s(u64 o) { return SW_ROOK_RAYS(o, s); }         \
	__attribute__((noinline)) static u64 sw_bishop_##s(u64 o) { return SW_BISHOP_RAYS(o, s); }     \
	__attribute__((noinline)) static u64 sw_queen_##s(u64 o) { return SW_ROOK_RAYS(o, s) | SW_BISHOP_RAYS(o, s); }
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
#define SW_QUEEN(s) sw_queen_##s,
static const sw_fn sw_queen[64] = {SW_SQUARES(SW_QUEEN)};

LOOKUP u64 switches_rook_at(u64 s, u64 occ) { return sw_rook[s](occ); }
LOOKUP u64 switches_bishop_at(u64 s, u64 occ) { return sw_bishop[s](occ); }
// switches_queen_at makes one call: sw_queen_N has sw_rook_N and
// sw_bishop_N inlined into it.
LOOKUP u64 switches_queen_at(u64 s, u64 occ) { return sw_queen[s](occ); }

TECH_LOOPS_QUEEN(switches)
