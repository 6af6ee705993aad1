//go:build cgo && !purego

// naive (impl/naive): the executable specification, in C, by the same
// method and on the same representation as its Go package. The occupancy
// is unpacked into one flag per square; a slider steps from its square one
// (file, rank) step at a time along each of its four directions until the
// step leaves the board or lands on an occupied square, which it marks
// too; the marked flags are packed back into a bitboard. The queen is the
// rook's set united with the bishop's by naive's set union, which unpacks
// both, ORs them square by square and packs the answer, as Go's
// QueenAttacks does. No tables, no bit tricks beyond reading and writing
// one bit: what the C compiler makes of this code, against what Go's makes
// of the same code, is the whole of naive's Go ÷ native.

#include <stdbool.h>

#include "bb_internal.h"

// nv_board is a set unpacked into one flag per square, a1 = 0 … h8 = 63.
typedef struct {
	bool sq[64];
} nv_board;

LOOKUP nv_board nv_unpack(u64 b) {
	nv_board out;
	for (int s = 0; s < 64; s++) out.sq[s] = (b >> s & 1) != 0;
	return out;
}

LOOKUP u64 nv_pack(const nv_board *a) {
	u64 b = 0;
	for (int s = 0; s < 64; s++)
		if (a->sq[s]) b |= 1ULL << s;
	return b;
}

// nv_slide walks from s along each of the four (file, rank) steps until
// it leaves the board or reaches an occupied square, which is included.
LOOKUP u64 nv_slide(u64 s, u64 occ, const int (*steps)[2]) {
	nv_board occupied = nv_unpack(occ), out = {{false}};
	for (int d = 0; d < 4; d++) {
		int f = (int)(s % 8), r = (int)(s / 8);
		for (;;) {
			f += steps[d][0];
			r += steps[d][1];
			if (f < 0 || f > 7 || r < 0 || r > 7) break; // off the board
			out.sq[8 * r + f] = true;
			if (occupied.sq[8 * r + f]) break; // the blocker, included
		}
	}
	return nv_pack(&out);
}

// nv_union is naive's set union: both sets unpacked, ORed square by
// square, packed.
LOOKUP u64 nv_union(u64 a, u64 b) {
	nv_board x = nv_unpack(a), y = nv_unpack(b), out;
	for (int s = 0; s < 64; s++) out.sq[s] = x.sq[s] || y.sq[s];
	return nv_pack(&out);
}

LOOKUP u64 naive_rook_at(u64 s, u64 occ) { return nv_slide(s, occ, bb_rook_dirs); }
LOOKUP u64 naive_bishop_at(u64 s, u64 occ) { return nv_slide(s, occ, bb_bishop_dirs); }
LOOKUP u64 naive_queen_at(u64 s, u64 occ) { return nv_union(naive_rook_at(s, occ), naive_bishop_at(s, occ)); }

TECH_LOOPS_QUEEN(naive)
