//go:build cgo && !purego

// Board geometry for building the tables of package native's C code, and
// the checked table filler the hash techniques share. See bb_internal.h.

#include <stdio.h>

#include "bb_internal.h"

u64 bb_one = 1;

const int bb_rook_dirs[4][2] = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
const int bb_bishop_dirs[4][2] = {{1, 1}, {1, -1}, {-1, -1}, {-1, 1}};
const bb_piece_geometry bb_pieces[2] = {{"rook", bb_rook_dirs, 12}, {"bishop", bb_bishop_dirs, 9}};

static int on_board(int f, int r) { return f >= 0 && f < 8 && r >= 0 && r < 8; }

u64 bb_slide(int s, u64 occ, const int (*dirs)[2], int n) {
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

u64 bb_relevant(int s, const int (*dirs)[2], int n) {
	u64 out = 0;
	for (int d = 0; d < n; d++) {
		int f = s % 8 + dirs[d][0], r = s / 8 + dirs[d][1];
		for (; on_board(f + dirs[d][0], r + dirs[d][1]); f += dirs[d][0], r += dirs[d][1]) out |= 1ULL << (8 * r + f);
	}
	return out;
}

u64 bb_line_through(int s, int df, int dr) {
	const int d[2][2] = {{df, dr}, {-df, -dr}};
	return bb_slide(s, 0, d, 2);
}

u64 bb_soft_pext(u64 x, u64 mask) {
	u64 out = 0;
	for (int k = 0; mask; mask &= mask - 1, k++)
		if (x & mask & -mask) out |= 1ULL << k;
	return out;
}

int bb_fail(char *err, size_t n, const char *what) {
	if (n) snprintf(err, n, "%s", what);
	return -1;
}

int bb_fill_indexed(int p, u64 *t, int64_t len, bb_index_fn index, const char *who, char *err, size_t n) {
	for (int s = 0; s < 64; s++) {
		u64 mask = bb_relevant(s, bb_pieces[p].dirs, 4);
		u64 sub = 0;
		do {
			u64 i = index(p, s, sub), a = bb_slide(s, sub, bb_pieces[p].dirs, 4);
			if (i >= (u64)len) {
				char msg[200];
				snprintf(msg, sizeof msg, "%s: %s square %d: index %llu outside the table of %lld", who, bb_pieces[p].name, s, (unsigned long long)i, (long long)len);
				return bb_fail(err, n, msg);
			}
			if (t[i] != 0 && t[i] != a) {
				char msg[200];
				snprintf(msg, sizeof msg, "%s: %s square %d: two attack sets claim slot %llu (bad magics)", who, bb_pieces[p].name, s, (unsigned long long)i);
				return bb_fail(err, n, msg);
			}
			t[i] = a;
			sub = (sub - mask) & mask;
		} while (sub);
	}
	return 0;
}
