// The C side of package native: see native.c and doc.go.
#include <stddef.h>
#include <stdint.h>

// BB_TECHS lists the techniques, in the order of package native's
// techniques table (TestTechniqueOrder checks the two against each other
// through bb_tech_name); enum bb_tech numbers them BB_TECH_<name>.
#define BB_TECHS(X) X(magic) X(blackmagic) X(plainmagic) X(pext) X(hq) X(shift) X(obstruction) X(classical) \
	X(kindergarten) X(dumb7) X(qbb) X(leorik) X(slidearith) X(sbamg) X(bitrotation) \
	X(sissy) X(foldinghash) X(rotated) X(splitpext) X(exploding) X(simd) X(avx512) X(gfni) X(switches) \
	X(naive)
#define BB_TECH_ENUM(t) BB_TECH_##t,
enum bb_tech { BB_TECHS(BB_TECH_ENUM) BB_NTECH };

// The pieces of bb_batch and bb_chain.
enum bb_piece { BB_ROOK, BB_BISHOP, BB_QUEEN };

// BB_CHAIN is the bit (a1) that a latency chain folds from each result
// into the next occupancy.
#define BB_CHAIN 1ULL

// bb_magics are the project's magic numbers, [0] rook and [1] bishop, per
// square a1…h8, copied by bb_init (nothing is kept).
struct bb_magics {
	uint64_t magic[2][64];        // fancy magics (impl/magic)
	uint8_t magic_bits[2][64];    // their index bits (fewer than the mask's squares on some)
	uint64_t plain[2][64];        // plain magics, 12 and 9 bits (impl/plainmagic)
	uint64_t black[2][64];        // black magics, 12 and 9 bits (impl/blackmagic)
	uint32_t black_offset[2][64]; // their offsets into the shared table
	uint64_t black_slots;         // the shared table's length
	uint32_t fold[64][4];         // folding hash multipliers per square and line (impl/foldinghash)
};

// struct bb_api is one build of the C: its functions, reached through the
// pointers (cgo cannot call a function pointer; the bb_call_ functions
// below do). bb_api is the build cgo compiled; bb_lib_open loads another
// compiler's build of the same C (clang.go).
struct bb_api {
	// init builds every table from board geometry and the magics; it
	// returns 0, or -1 with a message in err (at most errlen bytes) when
	// the magics do not fit.
	int (*init)(const struct bb_magics *m, char *err, size_t errlen);
	// unavailable returns why the technique cannot run in this build or on
	// this CPU ("the C compiler did not target BMI2"), or "" when it can; a
	// technique number outside the list is unavailable too.
	const char *(*unavailable)(int tech);
	// tech_name returns the name of technique tech ("magic"), or "" outside
	// the list.
	const char *(*tech_name)(int tech);
	// batch sets dst[i] to the attacks of piece from sqs[i] given occs[i],
	// for i below n or below the first value of sqs that is not a square,
	// and returns the number written; -1 for an unknown or unavailable
	// technique. vec picks the vectorisable loop.
	int64_t (*batch)(int tech, int piece, int vec, uint64_t *dst, const uint8_t *sqs, const uint64_t *occs, int64_t n);
	// chain runs the latency chain over the same inputs: occupancy i is
	// occs[i] | (r & BB_CHAIN), r the previous result. It stores the last
	// result and the xor of all in last_sum[0] and [1] and returns the
	// number of lookups, as batch.
	int64_t (*chain)(int tech, int piece, const uint8_t *sqs, const uint64_t *occs, int64_t n, uint64_t *last_sum);
	// compiler names the compiler and its version ("gcc 12.2.0"); target
	// lists the instruction-set macros it compiled for (" x86-64 avx2 bmi2").
	const char *(*compiler)(void);
	const char *(*target)(void);
};

extern const struct bb_api bb_api;

// bb_lib_open loads the shared library at path (another compiler's build
// of this C) and returns its bb_api, or NULL with the loader's message in
// err (dlclang.c, which that library leaves out).
const struct bb_api *bb_lib_open(const char *path, char *err, size_t errlen);

static inline int bb_call_init(const struct bb_api *a, const struct bb_magics *m, char *err, size_t errlen) { return a->init(m, err, errlen); }
static inline const char *bb_call_unavailable(const struct bb_api *a, int tech) { return a->unavailable(tech); }
static inline const char *bb_call_tech_name(const struct bb_api *a, int tech) { return a->tech_name(tech); }
static inline int64_t bb_call_batch(const struct bb_api *a, int tech, int piece, int vec, uint64_t *dst, const uint8_t *sqs, const uint64_t *occs, int64_t n) {
	return a->batch(tech, piece, vec, dst, sqs, occs, n);
}
// bb_one is one lookup's answer: the attack set, and the batch's count (1,
// or 0 where the value is not a square).
struct bb_one {
	uint64_t att;
	int64_t n;
};
// bb_call_one makes one lookup through the build's batch, a batch of one
// whose arrays are on C's stack, so that Go passes no pointer: its single
// lookups (the conformance kit's) allocate nothing and are not checked as
// pointer arguments.
static inline struct bb_one bb_call_one(const struct bb_api *a, int tech, int piece, int vec, uint8_t sq, uint64_t occ) {
	struct bb_one r = {0, 0};
	r.n = a->batch(tech, piece, vec, &r.att, &sq, &occ, 1);
	return r;
}
static inline int64_t bb_call_chain(const struct bb_api *a, int tech, int piece, const uint8_t *sqs, const uint64_t *occs, int64_t n, uint64_t *last_sum) {
	return a->chain(tech, piece, sqs, occs, n, last_sum);
}
static inline const char *bb_call_compiler(const struct bb_api *a) { return a->compiler(); }
static inline const char *bb_call_target(const struct bb_api *a) { return a->target(); }
