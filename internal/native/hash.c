//go:build cgo && !purego

// The hash techniques of package native: fancy, plain and black magic and
// PEXT, each indexing precomputed attack sets. See doc.go.

#include <stdlib.h>

#include "bb_internal.h"

#if defined(__BMI2__)
#include <immintrin.h>
#endif

// ---------------------------------------------------------------------------
// Fancy magic: per square, (occ & mask) * magic >> (64 - bits) indexes the
// square's own stretch of 2^bits slots of the piece's table, bits as
// impl/magic has it (the mask's squares, or fewer on some squares). The
// tables are sized for 2^(mask squares) on every square, which pext uses;
// magic fills their first magic_len[p] slots.

#define ROOK_SLOTS 102400
#define BISHOP_SLOTS 5248

// Each square's data for both pieces is one struct of a cache line (the
// queen reads both halves): the mask, the multiplier, the address of the
// square's stretch of its table and the shift. A pointer saves the add of
// an offset and keeps the loop to one base address per lookup.
typedef struct {
	u64 mask, mul;
	const u64 *attacks;
	u64 shift;
} magic_entry;
static _Alignas(64) magic_entry magic_sq[64][2];
static u64 magic_rook[ROOK_SLOTS], magic_bishop[BISHOP_SLOTS];
static u64 *const magic_t[2] = {magic_rook, magic_bishop};
static const int slots[2] = {ROOK_SLOTS, BISHOP_SLOTS};
static int64_t magic_len[2];

LOOKUP u64 magic_look(const magic_entry *e, u64 occ) { return e->attacks[((occ & e->mask) * e->mul) >> e->shift]; }
LOOKUP u64 magic_rook_at(u64 s, u64 occ) { return magic_look(&magic_sq[s][0], occ); }
LOOKUP u64 magic_bishop_at(u64 s, u64 occ) { return magic_look(&magic_sq[s][1], occ); }

// ---------------------------------------------------------------------------
// Plain magic: a fixed shift per piece and 2^bits slots per square.

// Per square, both pieces' mask, multiplier and stretch of the table, in
// one 48-byte struct.
typedef struct {
	u64 mask, mul;
	const u64 *attacks;
} plain_entry;
static plain_entry plain_sq[64][2];
static u64 plain_rook[64 << 12], plain_bishop[64 << 9]; // square s's slots start at s << bits

LOOKUP u64 plainmagic_rook_at(u64 s, u64 occ) { const plain_entry *e = &plain_sq[s][0]; return e->attacks[((occ & e->mask) * e->mul) >> (64 - 12)]; }
LOOKUP u64 plainmagic_bishop_at(u64 s, u64 occ) { const plain_entry *e = &plain_sq[s][1]; return e->attacks[((occ & e->mask) * e->mul) >> (64 - 9)]; }

// ---------------------------------------------------------------------------
// Black magic: (occ | ~mask) * magic >> (64 - bits), plus the square's
// offset (a 32-bit sum that may wrap), indexes one table shared by every
// square of both pieces.

static u64 black_notmask[2][64], black_mul[2][64], black_off[2][64]; // black_off: a uint32 offset
static u64 *black_t;

LOOKUP u64 blackmagic_rook_at(u64 s, u64 occ) { return black_t[(black_off[0][s] + (((occ | black_notmask[0][s]) * black_mul[0][s]) >> (64 - 12))) & 0xffffffff]; }
LOOKUP u64 blackmagic_bishop_at(u64 s, u64 occ) { return black_t[(black_off[1][s] + (((occ | black_notmask[1][s]) * black_mul[1][s]) >> (64 - 9))) & 0xffffffff]; }

// ---------------------------------------------------------------------------
// PEXT: the relevant bits of occ, gathered by the instruction, index the
// square's stretch of the table (the fancy magic layout).

// Per square, both pieces' mask and stretch of the table, in one 32-byte
// struct.
typedef struct {
	u64 mask;
	const u64 *attacks;
} pext_entry;
static _Alignas(32) pext_entry pext_sq[64][2];
static u64 pext_rook[ROOK_SLOTS], pext_bishop[BISHOP_SLOTS];
static u64 *const pext_t[2] = {pext_rook, pext_bishop};

#if defined(__BMI2__)
#define HAVE_PEXT 1
#define PEXT _pext_u64
#else
#define HAVE_PEXT 0
#define PEXT bb_soft_pext // never called: bb_unavailable says no for pext; defined so that the loops build
#endif
LOOKUP u64 pext_rook_at(u64 s, u64 occ) { return pext_sq[s][0].attacks[PEXT(occ, pext_sq[s][0].mask)]; }
LOOKUP u64 pext_bishop_at(u64 s, u64 occ) { return pext_sq[s][1].attacks[PEXT(occ, pext_sq[s][1].mask)]; }

// ---------------------------------------------------------------------------
// Table building, from the project's magics.

static u64 magic_index(int p, int s, u64 sub) {
	const magic_entry *e = &magic_sq[s][p];
	return (u64)(e->attacks - magic_t[p]) + (((sub & e->mask) * e->mul) >> e->shift);
}
static u64 plain_index(int p, int s, u64 sub) { return ((u64)s << bb_pieces[p].bits) + (((sub & plain_sq[s][p].mask) * plain_sq[s][p].mul) >> (64 - bb_pieces[p].bits)); }
static u64 black_index(int p, int s, u64 sub) { return (black_off[p][s] + (((sub | black_notmask[p][s]) * black_mul[p][s]) >> (64 - bb_pieces[p].bits))) & 0xffffffff; }
static u64 pext_index(int p, int s, u64 sub) { return (u64)(pext_sq[s][p].attacks - pext_t[p]) + bb_soft_pext(sub, pext_sq[s][p].mask); }

int bb_init_hash(const struct bb_magics *m, char *err, size_t errlen) {
	for (int p = 0; p < 2; p++) {
		int64_t offset = 0;
		magic_len[p] = 0;
		for (int s = 0; s < 64; s++) {
			u64 mask = bb_relevant(s, bb_pieces[p].dirs, 4);
			int bits = __builtin_popcountll(mask), mbits = m->magic_bits[p][s];
			if (mbits < 1 || mbits > bits) return bb_fail(err, errlen, "magic: index bits outside 1 to the mask's squares");
			magic_sq[s][p] = (magic_entry){mask, m->magic[p][s], magic_t[p] + magic_len[p], (u64)(64 - mbits)};
			magic_len[p] += (int64_t)1 << mbits;
			pext_sq[s][p] = (pext_entry){mask, pext_t[p] + offset};
			plain_sq[s][p] = (plain_entry){mask, m->plain[p][s], (p == 0 ? plain_rook : plain_bishop) + ((int64_t)s << bb_pieces[p].bits)};
			black_notmask[p][s] = ~mask;
			black_mul[p][s] = m->black[p][s];
			black_off[p][s] = m->black_offset[p][s];
			offset += (int64_t)1 << bits;
		}
		if (offset != slots[p]) return bb_fail(err, errlen, "masks do not add up to the table lengths");
		if (bb_fill_indexed(p, magic_t[p], magic_len[p], magic_index, "magic", err, errlen) ||
		    bb_fill_indexed(p, p == 0 ? plain_rook : plain_bishop, (int64_t)64 << bb_pieces[p].bits, plain_index, "plainmagic", err, errlen) ||
		    bb_fill_indexed(p, pext_t[p], slots[p], pext_index, "pext", err, errlen))
			return -1;
	}
	black_t = calloc(m->black_slots ? m->black_slots : 1, sizeof(u64));
	if (!black_t) return bb_fail(err, errlen, "blackmagic: out of memory");
	for (int p = 0; p < 2; p++)
		if (bb_fill_indexed(p, black_t, (int64_t)m->black_slots, black_index, "blackmagic", err, errlen)) return -1;
	return 0;
}

// bb_pext_unavailable is pext's reason, for native.c.
const char *bb_pext_unavailable(void) { return HAVE_PEXT ? "" : "the C compiler did not target BMI2"; }

TECH_LOOPS(magic)
TECH_LOOPS(blackmagic)
TECH_LOOPS(plainmagic)
TECH_LOOPS(pext)
