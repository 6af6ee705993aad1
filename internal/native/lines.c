//go:build cgo && !purego

// The line techniques of package native: Hyperbola Quintessence,
// Obstruction Difference, classical rays with a bit scan, and kindergarten
// (a multiply gathers a line into an index). See doc.go.

#include "bb_internal.h"

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
// Table building, from board geometry.

int bb_init_lines(char *err, size_t errlen) {
	(void)err, (void)errlen;
	for (int s = 0; s < 64; s++) {
		hq_file[s] = bb_line_through(s, 0, 1);
		kg_diag[s] = hq_diag[s] = bb_line_through(s, 1, 1);
		kg_anti[s] = hq_anti[s] = bb_line_through(s, -1, 1);
		kg_rank[s] = bb_line_through(s, 1, 0);
		const int lines[4][2] = {{0, 1}, {1, 0}, {1, 1}, {-1, 1}};
		for (int k = 0; k < 4; k++) {
			u64 up = bb_slide(s, 0, &lines[k], 1);
			u64 line = bb_line_through(s, lines[k][0], lines[k][1]);
			od_lower[k][s] = line & ~up;
			od_upper[k][s] = up;
		}
		for (int d = 0; d < 8; d++) rays[d][s] = bb_slide(s, 0, &ray_dirs[d], 1);
	}
	const int rank_dirs[2][2] = {{1, 0}, {-1, 0}};
	const int file_dirs[2][2] = {{0, 1}, {0, -1}};
	for (int f = 0; f < 8; f++)
		for (u64 i = 0; i < 64; i++) {
			first_rank[64 * f + i] = bb_slide(f, i << 1, rank_dirs, 2);
			kg_fill[64 * f + i] = first_rank[64 * f + i] * FILE_A;
			// The c2–h7 gather sends a(k+1) to bit 64 - k: index bit 6 - k
			// is the occupancy of a(k+1), for a2 … a7.
			u64 occ = 0;
			for (int k = 1; k <= 6; k++)
				if (i >> (6 - k) & 1) occ |= 1ULL << (8 * k);
			kg_afile[64 * f + i] = bb_slide(8 * f, occ, file_dirs, 2);
		}
	return 0;
}

TECH_LOOPS(hq)
TECH_LOOPS(obstruction)
TECH_LOOPS(classical)
TECH_LOOPS(kindergarten)
