//go:build cgo && !purego

// The table techniques of package native that index small per-line or
// per-rank tables: SISSY, the folding hash, rotated bitboards and split
// PEXT. Each mirrors its Go package (impl/<name>/doc.go teaches the method)
// and its tables' layout; the tables are built here from board geometry
// and, for the folding hash, the multipliers of impl/foldinghash.

#include <stdio.h>

#include "bb_internal.h"

#if defined(__BMI2__)
#include <immintrin.h>
#endif

// The four lines through a square as (file, rank) steps, in the order of
// impl/foldinghash's lines: rank, file, diagonal a1–h8, anti-diagonal h1–a8.
static const int line_steps[4][2][2] = {{{1, 0}, {-1, 0}}, {{0, 1}, {0, -1}}, {{1, 1}, {-1, -1}}, {{-1, 1}, {1, -1}}};
enum { L_RANK, L_FILE, L_DIAG, L_ANTI };

// ---------------------------------------------------------------------------
// SISSY: per square, rank r and the byte of the occupancy on that rank, the
// attack sets of every occupancy that agrees with it there (a superset);
// the eight lookups ANDed leave the attacks. [piece] innermost, as Go has it.

static u64 sissy_t[64][8][256][2];

LOOKUP u64 sissy_at(u64 s, u64 occ, int p) {
	u64 a = sissy_t[s][0][occ & 255][p];
	for (int r = 1; r < 8; r++) a &= sissy_t[s][r][(occ >> (8 * r)) & 255][p];
	return a;
}
LOOKUP u64 sissy_rook_at(u64 s, u64 occ) { return sissy_at(s, occ, 0); }
LOOKUP u64 sissy_bishop_at(u64 s, u64 occ) { return sissy_at(s, occ, 1); }
// sissy_q is the queen's own table: the union of the rook's and the
// bishop's supersets per entry. The rook's lines and the bishop's share no
// square, so the AND of the eight unions is the union of the two ANDs: a
// queen lookup is eight loads, not sixteen.
static u64 sissy_q[64][8][256];

LOOKUP u64 sissy_queen_at(u64 s, u64 occ) {
	const u64(*t)[256] = sissy_q[s];
	u64 a = t[0][occ & 255];
	for (int r = 1; r < 8; r++) a &= t[r][(occ >> (8 * r)) & 255];
	return a;
}

// ---------------------------------------------------------------------------
// Folding hash: per line, occ & mask folded by x ^ x >> 31, a 32-bit
// multiply and the top 6 bits index the line's 64 attack sets.

#define FOLD_BITS 6
typedef struct {
	u64 mask;
	uint32_t magic;
	u64 attacks[1 << FOLD_BITS];
} fold_line;
static fold_line fold_t[64][4];

LOOKUP u64 fold_look(const fold_line *l, u64 occ) {
	u64 x = occ & l->mask;
	return l->attacks[((uint32_t)(x ^ (x >> 31)) * l->magic) >> (32 - FOLD_BITS)];
}
LOOKUP u64 foldinghash_rook_at(u64 s, u64 occ) { return fold_look(&fold_t[s][L_RANK], occ) | fold_look(&fold_t[s][L_FILE], occ); }
LOOKUP u64 foldinghash_bishop_at(u64 s, u64 occ) { return fold_look(&fold_t[s][L_DIAG], occ) | fold_look(&fold_t[s][L_ANTI], occ); }

// ---------------------------------------------------------------------------
// Rotated bitboards: each line's occupancy is read as one run of bits from
// the board rotated so that the line is contiguous (ranks: the board
// itself; files: turned 90°; diagonals: turned 45° and 315°), and indexes
// the square's 64 attack sets. The rotations are computed from occ here,
// as impl/rotated's Impl does.

typedef struct {
	u64 shift, mask;
	u64 attacks[64];
} rot_line;
static rot_line rot_t[4][64];

LOOKUP u64 delta_swap(u64 x, u64 m, int d) {
	u64 t = ((x >> d) ^ x) & m;
	return x ^ t ^ (t << d);
}
LOOKUP u64 rotr(u64 x, int d) { return (x >> d) | (x << (64 - d)); }
LOOKUP u64 rotate90(u64 x) {
	x = delta_swap(x, 0x00000000f0f0f0f0ULL, 28);
	x = delta_swap(x, 0x0000cccc0000ccccULL, 14);
	return delta_swap(x, 0x00aa00aa00aa00aaULL, 7);
}
LOOKUP u64 rotate45(u64 x) {
	x ^= 0xaaaaaaaaaaaaaaaaULL & (x ^ rotr(x, 8));
	x ^= 0xccccccccccccccccULL & (x ^ rotr(x, 16));
	return x ^ (0xf0f0f0f0f0f0f0f0ULL & (x ^ rotr(x, 32)));
}
LOOKUP u64 rotate315(u64 x) {
	x ^= 0xaaaaaaaaaaaaaaaaULL & (x ^ rotr(x, 56));
	x ^= 0xccccccccccccccccULL & (x ^ rotr(x, 48));
	return x ^ (0xf0f0f0f0f0f0f0f0ULL & (x ^ rotr(x, 32)));
}
LOOKUP u64 rot_look(const rot_line *l, u64 x) { return l->attacks[(x >> l->shift) & l->mask & 63]; }
LOOKUP u64 rotated_rook_at(u64 s, u64 occ) { return rot_look(&rot_t[L_RANK][s], occ) | rot_look(&rot_t[L_FILE][s], rotate90(occ)); }
LOOKUP u64 rotated_bishop_at(u64 s, u64 occ) { return rot_look(&rot_t[L_DIAG][s], rotate45(occ)) | rot_look(&rot_t[L_ANTI][s], rotate315(occ)); }

static u64 rotate_line(int k, u64 x) { return k == L_RANK ? x : k == L_FILE ? rotate90(x) : k == L_DIAG ? rotate45(x) : rotate315(x); }

// ---------------------------------------------------------------------------
// Split PEXT: one PEXT per file and diagonal into the square's 64-entry
// tables; the rank by shift into a first-rank table of bytes.

typedef struct {
	u64 mask;
	u64 attacks[64];
} sp_line;
typedef struct {
	sp_line file, diag, anti;
} sp_lines;
static sp_lines sp_t[64];
static uint8_t sp_rank[8][64];

#if defined(__BMI2__)
#define SP_PEXT _pext_u64
#else
#define SP_PEXT bb_soft_pext // never run: bb_splitpext_unavailable says no
#endif
LOOKUP u64 sp_look(const sp_line *l, u64 occ) { return l->attacks[SP_PEXT(occ, l->mask)]; }
LOOKUP u64 sp_rank_at(u64 s, u64 occ) {
	u64 r = s & 56;
	return (u64)sp_rank[s & 7][(occ >> r >> 1) & 63] << r;
}
LOOKUP u64 splitpext_rook_at(u64 s, u64 occ) { return sp_look(&sp_t[s].file, occ) | sp_rank_at(s, occ); }
LOOKUP u64 splitpext_bishop_at(u64 s, u64 occ) { return sp_look(&sp_t[s].diag, occ) | sp_look(&sp_t[s].anti, occ); }
LOOKUP u64 splitpext_queen_at(u64 s, u64 occ) {
	const sp_lines *e = &sp_t[s];
	return sp_look(&e->file, occ) | sp_look(&e->diag, occ) | sp_look(&e->anti, occ) | sp_rank_at(s, occ);
}

const char *bb_splitpext_unavailable(void) {
#if defined(__BMI2__)
	return "";
#else
	return "the C compiler did not target BMI2";
#endif
}

// ---------------------------------------------------------------------------
// Table building.

// line_fail is a failed line table's message.
static int line_fail(char *err, size_t n, const char *who, int s, int k, const char *what) {
	char msg[200];
	snprintf(msg, sizeof msg, "%s: square %d, line %d: %s", who, s, k, what);
	return bb_fail(err, n, msg);
}

// build_fold fills square s's line k from its multiplier, refusing one that
// sends two occupancies with different attack sets to one slot.
static int build_fold(int s, int k, uint32_t magic, char *err, size_t n) {
	fold_line *l = &fold_t[s][k];
	u64 used = 0;
	l->mask = bb_relevant(s, line_steps[k], 2);
	l->magic = magic;
	u64 sub = 0;
	do {
		u64 x = sub, i = ((uint32_t)(x ^ (x >> 31)) * magic) >> (32 - FOLD_BITS), a = bb_slide(s, sub, line_steps[k], 2);
		if (used >> i & 1 && l->attacks[i] != a) return line_fail(err, n, "foldinghash", s, k, "two attack sets claim one slot (bad multiplier)");
		used |= 1ULL << i, l->attacks[i] = a;
		sub = (sub - l->mask) & l->mask;
	} while (sub);
	return 0;
}

// build_rot fills square s's rotated line k.
static int build_rot(int s, int k, char *err, size_t n) {
	const int (*st)[2] = line_steps[k];
	u64 in = bb_relevant(s, st, 2);
	if (bb_slide(s, 0, &st[0], 1) && bb_slide(s, 0, &st[1], 1)) in |= 1ULL << s; // s itself, off the line's ends
	rot_line *l = &rot_t[k][s];
	u64 run = rotate_line(k, in);
	l->shift = l->mask = 0;
	if (run) {
		l->shift = (u64)__builtin_ctzll(run);
		l->mask = run >> l->shift;
		if ((l->mask & (l->mask + 1)) || l->mask > 63) return line_fail(err, n, "rotated", s, k, "inner squares do not rotate to one run of at most 6 bits");
	}
	u64 sub = 0;
	do {
		l->attacks[(rotate_line(k, sub) >> l->shift) & l->mask] = bb_slide(s, sub, st, 2);
		sub = (sub - in) & in;
	} while (sub);
	return 0;
}

static void build_sp(sp_line *l, int s, int k) {
	l->mask = bb_relevant(s, line_steps[k], 2);
	u64 sub = 0;
	do {
		l->attacks[bb_soft_pext(sub, l->mask)] = bb_slide(s, sub, line_steps[k], 2);
		sub = (sub - l->mask) & l->mask;
	} while (sub);
}

int bb_init_tables(const struct bb_magics *m, char *err, size_t n) {
	for (int s = 0; s < 64; s++) {
		for (int r = 0; r < 8; r++)
			for (u64 b = 0; b < 256; b++)
			{
				for (int p = 0; p < 2; p++) sissy_t[s][r][b][p] = bb_slide(s, b << (8 * r), bb_pieces[p].dirs, 4);
				sissy_q[s][r][b] = sissy_t[s][r][b][0] | sissy_t[s][r][b][1];
			}
		for (int k = 0; k < 4; k++)
			if (build_fold(s, k, m->fold[s][k], err, n) || build_rot(s, k, err, n)) return -1;
		build_sp(&sp_t[s].file, s, L_FILE);
		build_sp(&sp_t[s].diag, s, L_DIAG);
		build_sp(&sp_t[s].anti, s, L_ANTI);
	}
	for (int f = 0; f < 8; f++)
		for (u64 i = 0; i < 64; i++) sp_rank[f][i] = (uint8_t)bb_slide(f, i << 1, line_steps[L_RANK], 2);
	return 0;
}

TECH_LOOPS_QUEEN(sissy)
TECH_LOOPS(foldinghash)
TECH_LOOPS(rotated)
TECH_LOOPS_QUEEN(splitpext)
