// Package native is the native reference: every one of bitbench's 25
// slider techniques written again in C (one file per family: hash.c,
// lines.c, fills.c, arith.c, tables.c, vector.c, switches.c, naive.c;
// native.c dispatches, geometry.c builds), built with the system C
// compiler through cgo, and timed in loops inside C, so that each Go row
// of BenchmarkSlider has a row beside it that says what the technique
// costs when no Go compiler stands between it and the processor.
//
// # What it is for
//
// bitbench ranks techniques, and a Go row measures a technique and Go's
// treatment of it together: whether its lookup inlines, which instructions
// GOAMD64 allows (no TZCNT/LZCNT at v1), whether an assembly function
// costs a call per lookup (PEXT). The reference row of the same technique
// measures the technique alone, as a C compiler at -O3 for this very CPU
// gives it. The ratio of the two is the part of a Go figure that is Go's,
// not the technique's; the two rankings side by side show where Go changes
// the order. A reference row is not a technique: it is not registered in
// package harness, it is not counted as one, and the reports file it under
// its technique's family (cmd/report's familyByPrefix: "hq-native" is hq's).
//
// # The references
//
// Refs lists them. For each technique of magic (fancy), blackmagic,
// plainmagic, pext, hq (Hyperbola Quintessence), shift (Kogge–Stone),
// obstruction (Obstruction Difference), classical, kindergarten, dumb7,
// qbb, leorik, slidearith, sbamg, bitrotation, sissy, foldinghash,
// rotated, splitpext, exploding, simd, avx512, gfni, switches and naive
// (the list is native.h's BB_TECHS and techniques here, checked against
// each other; TestEveryTechnique finds each package under impl/ in it)
// there is "<technique>-native": the lookup in a scalar loop, compiled
// with gcc's loop and SLP vectorisers off for that loop (the optimize
// attribute; clang: a loop pragma), so that each lookup is the scalar code
// a move generator would run. Each mirrors its Go package's method and
// its tables' layout (impl/<name>/doc.go teaches the method). simd, avx512
// and gfni are intrinsics (AVX2; AVX-512F; GFNI with AVX2): where the
// compiler did not target those instructions or the CPU lacks them, the
// reference is Unavailable and says which. switches' 192 straight-line
// functions (rook, bishop and queen per square) are the C compiler's,
// unrolled from one ray walk with the square a constant, each test a
// conditional move (TestSwitchesStraightLine checks the assembly: no loop,
// no conditional jump). naive's is the specification's method on its
// representation: the occupancy unpacked into 64 flags, each ray stepped
// (file, rank) at a time to the board's edge or the first blocker, the
// flags packed back, and the queen the rook's and bishop's sets united by
// naive's square-by-square union, as in Go.
// Where gcc 12 vectorises the loop across
// independent lookups (every technique but pext and classical; see
// vectorised and TestVectorised) there is also "<technique>-native-vec":
// the same lookups in a loop that may be vectorised (AVX2 or AVX-512
// gathers and per-lane shifts), the throughput of a batch.
//
// Each reference has RookBatch, BishopBatch and QueenBatch, with the
// signature and error contract of harness.Batcher, and Latency, the chain
// in which each occupancy depends on the previous result
// (internal/benchloops' load=latency). One
// call makes the whole batch in C: a benchmark row makes one cgo call per
// 1,024 lookups, so the call's cost (tens of nanoseconds) is spread to a
// few hundredths of a nanosecond per lookup. Squares are checked in C before
// the loop (an OR over the bytes; where one is not a square, the loop runs
// up to it), so that the lookups themselves index without checks.
//
// # Tables
//
// The C code builds its own tables at the first call, from board geometry
// (a ray walker) and, for the three magic techniques and the folding hash,
// the project's own magic numbers, which it copies from impl/magic,
// impl/plainmagic, impl/blackmagic and impl/foldinghash (their Magics
// functions) and checks: a magic that sends
// two occupancies with different attack sets to one slot makes every
// reference Unavailable, with the square named. C keeps no Go pointer: the
// batches' slices are read and written during the call only. Where one
// struct per square (both pieces' fields in a cache line) and one object
// per technique made the scalar loop faster (fewer base registers in
// position-independent code, fewer cache lines a lookup: the magics, PEXT,
// HQ, obstruction, kindergarten) the tables take that layout; elsewhere
// per-square data is one 64-bit array per field and two-index tables are
// flat, so that gcc can gather them. docs/techniques.md ("Native
// yardstick") gives the figures.
//
// # Two compilers
//
// cgo builds the C with one compiler (CC, gcc by default). So that a run
// has a second compiler's figures beside the first, every technique also
// has "<technique>-clang-native": at its first use, clang.go writes the
// package's C (embedded in the binary) to a temporary directory, builds it
// with clang-16 (or the command in BITBENCH_CLANG) and the same flags into
// a shared library (-Wl,-Bsymbolic, so that it keeps to its own symbols),
// loads it with dlopen (dlclang.c) and builds its tables from the same
// magics. Where clang is missing or the build fails, these references are
// Unavailable with the reason, the configuration line "native-clang:
// unavailable: …" says it, and make test-native prints that it skipped
// them; where clang is there, TestClangBuilds requires them to run. The
// line "cc-clang:" names the compiler and its version.
//
// # How it is built, and what results record
//
// cgo.go carries `#cgo amd64 CFLAGS: -O3 -march=native`, on arm64
// -mcpu=native instead (the spelling gcc and clang, Apple's included, both
// accept there) and elsewhere plain -O3; all pass cgo's flag allowlist, and
// CGO_CFLAGS from the environment (by default -O2 -g) comes first, so these
// win. ConfigLines gives the benchmark run's
// configuration lines: "cc:" (the compiler and version, from its own
// macros, e.g. "gcc 12.2.0"), "cflags:" (the effective flags: those the
// environment added, CC's own and CGO_CPPFLAGS and CGO_CFLAGS where changed
// from Go's defaults, as internal/testbin bakes them in, then these) and
// "cc-target:" (the
// instruction sets the compiler targeted, from its predefined macros:
// "x86-64 sse4.2 avx2 avx512f avx512cd bmi2 lzcnt"). internal/benchloops
// prints them with the others, so every results file says how its native
// rows were built. PEXT uses _pext_u64 under __BMI2__; where the compiler
// does not target BMI2, pext-native is Unavailable and says so.
//
// -march=native ties the C code to the CPU it was built on: a test
// binary built here and run on an older CPU may stop on an illegal
// instruction. So `make bench-binary`, whose binary runs elsewhere, builds
// without cgo, and its files have no native rows (cross builds turn cgo off
// anyway); `make bench` and the fleet build on the machine they measure.
// Where a compiler refuses the flag, build with -tags purego (no
// references, everything else as usual).
//
// # Without C
//
// Everything that needs C is under `//go:build cgo && !purego`
// (cgo.go and the C files). A build with CGO_ENABLED=0 (cross builds
// included), without a C compiler, or with -tags purego compiles stub.go
// instead: the same API, every reference Unavailable with the reason
// ("built without cgo", "built with -tags purego"), every lookup an error
// wrapping ErrUnavailable, and the configuration line "native:
// unavailable: …". Nothing else of bitbench changes: no other package uses
// cgo, and the benchmark rows of a reference that cannot run are skipped
// with the reason.
//
// # Proof
//
// The tests prove each reference as every technique is proved: the
// conformance kit runs its properties, the exhaustive slider check (on the
// one-element lookups and on the batches, in batches of many lengths) and
// perft on every -native reference, through a harness.Impl whose slider
// methods are one-element batches and whose set algebra and leapers are
// impl/naive's; each -native-vec reference gets the exhaustive check,
// which drives its loop. The queen batches and the latency chains are
// checked against naive, and the error contract case by case. `make test`
// runs this as `make test-native`, and says it skipped the C path where
// there is no C.
package native
