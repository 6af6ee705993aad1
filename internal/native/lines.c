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

// Each square's lines (the square itself left out) and the two single
// bits the subtractions take, one struct of a cache line per square, and
// first_rank beside them in one object (one base address for the loop).
// first_rank[64 f + i]: the attacks along rank 1 from file f, given the
// inner occupancy i = (b1…g1) >> 1 (flat, so that gcc computes one gather
// index).
typedef struct {
	u64 bit, flipped, file, diag, anti, pad[3]; // flipped: the bit of s ^ 56
} hq_sq;
static struct {
	_Alignas(64) hq_sq sq[64];
	u64 first_rank[8 * 64];
} hq;

LOOKUP u64 hq_line(const hq_sq *e, u64 occ, u64 mask) {
	u64 o = occ & mask;
	u64 fwd = o - e->bit;
	u64 rev = __builtin_bswap64(o) - e->flipped;
	return (fwd ^ __builtin_bswap64(rev)) & mask;
}
LOOKUP u64 rank_lookup(u64 s, u64 occ) { return hq.first_rank[(s & 7) * 64 + ((occ >> ((s & 56) + 1)) & 63)] << (s & 56); }
LOOKUP u64 hq_rook_at(u64 s, u64 occ) { return hq_line(&hq.sq[s], occ, hq.sq[s].file) | rank_lookup(s, occ); }
LOOKUP u64 hq_bishop_at(u64 s, u64 occ) { return hq_line(&hq.sq[s], occ, hq.sq[s].diag) | hq_line(&hq.sq[s], occ, hq.sq[s].anti); }

// ---------------------------------------------------------------------------
// Obstruction Difference: per line, the highest blocker below the slider
// (ms1b of lower | 1) and the lowest above it (ls1b of upper); 2·ls1b − ms1b
// sets exactly the bits from the one to the other.

// Per square, one struct of a cache line: each line's squares below the
// slider and above it (file, rank, diagonal, anti-diagonal).
typedef struct {
	u64 lower[4], upper[4];
} od_sq;
static _Alignas(64) od_sq od[64];

LOOKUP u64 od_line(u64 occ, const od_sq *e, int k) {
	u64 lower = occ & e->lower[k], upper = occ & e->upper[k];
	u64 ms1b = TOP >> __builtin_clzll(lower | 1);
	u64 ls1b = upper & -upper;
	return (2 * ls1b - ms1b) & (e->lower[k] | e->upper[k]);
}
LOOKUP u64 obstruction_rook_at(u64 s, u64 occ) { return od_line(occ, &od[s], 0) | od_line(occ, &od[s], 1); }
LOOKUP u64 obstruction_bishop_at(u64 s, u64 occ) { return od_line(occ, &od[s], 2) | od_line(occ, &od[s], 3); }

// ---------------------------------------------------------------------------
// Classical: a ray per square and direction; the first blocker on it (the
// lowest set bit going up, the highest going down) cuts off the blocker's
// own ray. The sentinels h8 (up) and a1 (down) have empty rays that way.

enum { N, E, NE, NW, S, W, SE, SW };
static const int ray_dirs[8][2] = {{0, 1}, {1, 0}, {1, 1}, {-1, 1}, {0, -1}, {-1, 0}, {1, -1}, {-1, -1}};
// rays[d][s] for the four upward directions; the four downward ones are
// kept reversed, rays[d][63 - s], so that the count of leading zeros of the
// blockers indexes the first one's ray as it is (no 63 - n), and every
// lookup is one scaled load from one base address.
static u64 rays[8][64];

LOOKUP u64 cl_up(u64 s, u64 occ, int d) {
	u64 ray = rays[d][s];
	return ray ^ rays[d][__builtin_ctzll((ray & occ) | 0x8000000000000000ULL)];
}
LOOKUP u64 cl_down(u64 s, u64 occ, int d) {
	u64 ray = rays[d][s ^ 63];
	return ray ^ rays[d][__builtin_clzll((ray & occ) | 1)];
}
LOOKUP u64 classical_rook_at(u64 s, u64 occ) { return cl_up(s, occ, N) | cl_up(s, occ, E) | cl_down(s, occ, S) | cl_down(s, occ, W); }
LOOKUP u64 classical_bishop_at(u64 s, u64 occ) { return cl_up(s, occ, NE) | cl_up(s, occ, NW) | cl_down(s, occ, SE) | cl_down(s, occ, SW); }

// ---------------------------------------------------------------------------
// Kindergarten: a line with one square per file, times the b-file, gathers
// its inner six squares into the top six bits; they index the first-rank
// attacks spread over all ranks, masked back to the line. A file, shifted
// to the a-file, is gathered by the c2–h7 diagonal instead (a2 to bit 63 …
// a7 to bit 58) and indexes the a-file attacks. A rank's squares are
// already in a row: a shift gathers them (no multiply), into the same
// first-rank table.

#define FILE_B 0x0202020202020202ULL
#define DIAG_C2H7 0x0080402010080400ULL // c2 d3 e4 f5 g6 h7

// All of kindergarten's tables are one object, so that a loop holds one
// base address (position-independent code needs a register per array
// otherwise, and gcc spills them). Each square's three lines and its two
// table offsets are one 32-byte struct: the offsets are loaded with the
// masks from the same cache line instead of computed.
typedef struct {
	u64 rank, diag, anti; // each square's lines, the square itself left out
	uint32_t fill, afile; // its file's stretch of fill (64 f), its rank's of afile (64 r)
} kg_sq;
static struct {
	_Alignas(64) kg_sq sq[64];
	u64 fill[8 * 64];  // [64 f + i]: first_rank[64 f + i] on every rank
	u64 afile[8 * 64]; // [64 r + i]: a-file attacks from rank r, given the gathered inner occupancy i
} kg;

LOOKUP u64 kg_line(const kg_sq *e, u64 mask, u64 occ) { return mask & kg.fill[e->fill + (((mask & occ) * FILE_B) >> 58)]; }
LOOKUP u64 kg_file(const kg_sq *e, u64 s, u64 occ) {
	u64 f = s & 7;
	return kg.afile[e->afile + ((((occ >> f) & FILE_A) * DIAG_C2H7) >> 58)] << f;
}
LOOKUP u64 kg_rank(const kg_sq *e, u64 s, u64 occ) { return e->rank & kg.fill[e->fill + ((occ >> ((s & 56) + 1)) & 63)]; }
LOOKUP u64 kindergarten_rook_at(u64 s, u64 occ) { return kg_file(&kg.sq[s], s, occ) | kg_rank(&kg.sq[s], s, occ); }
LOOKUP u64 kindergarten_bishop_at(u64 s, u64 occ) { return kg_line(&kg.sq[s], kg.sq[s].diag, occ) | kg_line(&kg.sq[s], kg.sq[s].anti, occ); }

// ---------------------------------------------------------------------------
// Table building, from board geometry.

int bb_init_lines(char *err, size_t errlen) {
	(void)err, (void)errlen;
	for (int s = 0; s < 64; s++) {
		hq.sq[s].bit = 1ULL << s;
		hq.sq[s].flipped = 1ULL << (s ^ 56);
		hq.sq[s].file = bb_line_through(s, 0, 1);
		kg.sq[s].diag = hq.sq[s].diag = bb_line_through(s, 1, 1);
		kg.sq[s].anti = hq.sq[s].anti = bb_line_through(s, -1, 1);
		kg.sq[s].rank = bb_line_through(s, 1, 0);
		kg.sq[s].fill = (uint32_t)(64 * (s & 7));
		kg.sq[s].afile = (uint32_t)(64 * (s >> 3));
		const int lines[4][2] = {{0, 1}, {1, 0}, {1, 1}, {-1, 1}};
		for (int k = 0; k < 4; k++) {
			u64 up = bb_slide(s, 0, &lines[k], 1);
			u64 line = bb_line_through(s, lines[k][0], lines[k][1]);
			od[s].lower[k] = line & ~up;
			od[s].upper[k] = up;
		}
		for (int d = 0; d < 8; d++) rays[d][d < S ? s : s ^ 63] = bb_slide(s, 0, &ray_dirs[d], 1);
	}
	const int rank_dirs[2][2] = {{1, 0}, {-1, 0}};
	const int file_dirs[2][2] = {{0, 1}, {0, -1}};
	for (int f = 0; f < 8; f++)
		for (u64 i = 0; i < 64; i++) {
			hq.first_rank[64 * f + i] = bb_slide(f, i << 1, rank_dirs, 2);
			kg.fill[64 * f + i] = hq.first_rank[64 * f + i] * FILE_A;
			// The c2–h7 gather sends a(k+1) to bit 64 - k: index bit 6 - k
			// is the occupancy of a(k+1), for a2 … a7.
			u64 occ = 0;
			for (int k = 1; k <= 6; k++)
				if (i >> (6 - k) & 1) occ |= 1ULL << (8 * k);
			kg.afile[64 * f + i] = bb_slide(8 * f, occ, file_dirs, 2);
		}
	return 0;
}

TECH_LOOPS(hq)
TECH_LOOPS(obstruction)
TECH_LOOPS(classical)
TECH_LOOPS(kindergarten)
