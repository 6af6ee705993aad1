//go:build cgo && !purego

// The native reference's cgo API (native.h): table set-up, availability
// and the dispatch of batches and chains to each technique's loops, which
// live in one C file per family (hash.c, lines.c, fills.c, …). See doc.go.

#include "bb_internal.h"

// loops and names are in the order of enum bb_tech.
#define BB_LOOPS_ENTRY(T) &bb_loops_##T,
#define BB_NAME_ENTRY(T) #T,
static const bb_loops *const loops[BB_NTECH] = {BB_TECHS(BB_LOOPS_ENTRY)};
static const char *const names[BB_NTECH] = {BB_TECHS(BB_NAME_ENTRY)};

static const char *bb_tech_name(int tech) { return tech >= 0 && tech < BB_NTECH ? names[tech] : ""; }

static int bb_init(const struct bb_magics *m, char *err, size_t errlen) {
	static int done;
	if (done) return 0;
	if (bb_init_hash(m, err, errlen) || bb_init_lines(err, errlen) || bb_init_arith(err, errlen) ||
	    bb_init_tables(m, err, errlen) || bb_init_fills(err, errlen) || bb_init_vector(err, errlen))
		return -1;
	done = 1;
	return 0;
}

static const char *bb_unavailable(int tech) {
	switch (tech) {
	case BB_TECH_pext:
		return bb_pext_unavailable();
	case BB_TECH_splitpext:
		return bb_splitpext_unavailable();
	case BB_TECH_simd:
	case BB_TECH_avx512:
	case BB_TECH_gfni:
		return bb_vector_unavailable(tech);
	}
	return tech >= 0 && tech < BB_NTECH ? "" : "not a technique";
}

// valid returns n, or the index of the first value of sqs that is not a
// square. The common case is one pass of ORs over the bytes.
static int64_t valid(const uint8_t *sqs, int64_t n) {
	uint8_t acc = 0;
	for (int64_t i = 0; i < n; i++) acc |= sqs[i];
	if (acc < 64) return n;
	for (int64_t i = 0; i < n; i++)
		if (sqs[i] >= 64) return i;
	return n;
}

static int usable(int tech, int piece) { return tech >= 0 && tech < BB_NTECH && piece >= 0 && piece < 3 && !*bb_unavailable(tech); }

static int64_t bb_batch(int tech, int piece, int vec, uint64_t *dst, const uint8_t *sqs, const uint64_t *occs, int64_t n) {
	if (!usable(tech, piece)) return -1;
	n = valid(sqs, n);
	(vec ? loops[tech]->vec : loops[tech]->scalar)[piece](dst, sqs, occs, n);
	return n;
}

static int64_t bb_chain(int tech, int piece, const uint8_t *sqs, const uint64_t *occs, int64_t n, uint64_t *last_sum) {
	if (!usable(tech, piece)) return -1;
	n = valid(sqs, n);
	last_sum[0] = loops[tech]->chain[piece](sqs, occs, n, &last_sum[1]);
	return n;
}

static const char *bb_compiler(void) {
#if defined(__clang__)
	return "clang " __clang_version__;
#elif defined(__GNUC__)
	return "gcc " __VERSION__;
#else
	return "unknown";
#endif
}

static const char *bb_target(void) {
	return ""
#if defined(__x86_64__)
	       " x86-64"
#endif
#if defined(__aarch64__)
	       " arm64"
#endif
#if defined(__SSE4_2__)
	       " sse4.2"
#endif
#if defined(__AVX2__)
	       " avx2"
#endif
#if defined(__AVX512F__)
	       " avx512f"
#endif
#if defined(__AVX512CD__)
	       " avx512cd"
#endif
#if defined(__GFNI__)
	       " gfni"
#endif
#if defined(__BMI2__)
	       " bmi2"
#endif
#if defined(__LZCNT__)
	       " lzcnt"
#endif
#if defined(__ARM_NEON)
	       " neon"
#endif
	    ;
}

const struct bb_api bb_api = {bb_init, bb_unavailable, bb_tech_name, bb_batch, bb_chain, bb_compiler, bb_target};
