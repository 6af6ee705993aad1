// Package pext computes bitboard attacks with PEXT, the parallel bit extract
// of the x86 BMI2 instruction set, and falls back to a portable software PEXT
// where the instruction is missing or unwanted.
//
// # Technique
//
// A rook's attacks from a square depend only on the occupancy of a few
// squares: those on its rays, less the last square before each edge (a piece
// there blocks nothing further). These are the square's relevant mask. PEXT
// gathers the bits of the occupancy that lie under the mask and packs them,
// in order, into the low bits of a small integer, which indexes that
// square's part of one attack table:
//
//	occupancy, rook on d4      relevant mask of d4
//	8 . . . x . . . .           . . . . . . . .
//	7 . . . . . . . .           . . . 1 . . . .
//	6 . . . x . . . .           . . . 1 . . . .
//	5 . . . . . . . x           . . . 1 . . . .
//	4 . x . R . x . .           . 1 1 R 1 1 1 .
//	3 . . . . . . . .           . . . 1 . . . .
//	2 . . . x . . . .           . . . 1 . . . .
//	1 . . . . . . . .           . . . . . . . .
//	  a b c d e f g h
//
//	mask squares, a1 end first: d2 d3 b4 c4 e4 f4 g4 d5 d6 d7
//	occupied among them:        1  0  1  0  0  1  0  0  1  0
//	index = PEXT(occupancy, mask) = 0b0100100101 = 293
//	attacks = rookTable[base[d4] + index]
//
// One PEXT, one add and one load per lookup; no multiplication and no
// searched constants, unlike magic bitboards (impl/magic), whose index is a
// multiply and shift that must be found to be collision-free.
//
// # Tables
//
// Square s has 2^n entries, n the bits of its mask: 10 to 12 for a rook, 5 to
// 9 for a bishop. Together: 102,400 rook entries (819,200 bytes) and 5,248
// bishop entries (41,984 bytes), each table one slice shared by the 64
// squares, plus 16 bytes of mask and base per square and piece: 863,232 bytes
// in all (TableBytes). The tables are built once at initialisation,
// deterministically: the subsets of a mask are enumerated by the
// carry-rippler, which counts up through the mask's bits, so that its i-th
// subset is the one whose PEXT is i (what PDEP(i, mask) would give), and their
// attacks found by walking the rays (impl/internal/geometry, shared with
// magic). Knight, king and pawn attacks come from
// 64-entry tables (impl/internal/plain, 2,048 bytes, LeaperTableBytes). Set
// operations use the hardware bit instructions math/bits compiles to:
// POPCNT, TZCNT/BSF, LZCNT/BSR, BSWAP; shifts clear the file they would wrap
// from.
//
// # Paths: hardware and software, and the policy
//
// Go has no PEXT intrinsic, so the instruction lives in Go assembly
// (pext_amd64.s, PEXTQ). On other architectures, on CPUs without BMI2, with
// the purego build tag, or when forced, a portable loop over the mask's bits
// does the extract; it costs one iteration per mask bit.
//
// Having the instruction is not enough: on AMD before Zen 3 (Excavator, Zen
// 1, Zen+, Zen 2) PEXT is microcoded and slower than the portable loop. So
// Auto mode decides from the CPU's identity (harness/cpuid, which reads the
// CPUID family and model and names the microarchitecture): the instruction
// where the CPU has BMI2 and it is fast (Intel since Haswell, AMD since Zen
// 3), the portable loop elsewhere. Decide is that policy as a pure function
// of an identity; Calibrate times both paths on this machine to confirm it
// (cmd/cpuinfo prints both).
//
// Path reports the active path and why, for benchmark labels and results
// headers: "bmi2 (fast on emerald-rapids)", "soft (microcoded on zen1)",
// "soft (no BMI2)", "soft (not amd64)", "soft (purego build)", "soft (forced
// by BITBENCH_PEXT=soft)", "bmi2 (forced by BITBENCH_PEXT=hw; microcoded on
// zen1)". Its first word is always the path alone, "bmi2" or "soft".
//
// The starting mode comes from the environment variable BITBENCH_PEXT, read
// once at initialisation: "auto" (the default, also when unset or empty),
// "hw" (the instruction wherever it runs, slow or not) or "soft". Any other
// value, or "hw" on a machine without BMI2, leaves the package in Auto mode
// and is reported by EnvError, which commands turn into exit status 2.
// SetMode switches later; it is not safe to call while other goroutines look
// up attacks.
//
// Three implementations are registered: "pext" (Impl, whichever path is
// active), "pext-soft" (Soft, always the software PEXT), so that tests on a
// BMI2 machine check both paths, and "pext-hw" (Hard), which takes the
// instruction where HasBMI2 is true, whatever Auto decided: its benchmark
// rows measure the instruction on every CPU that has it, since a slow PEXT
// is a finding too. Without BMI2 Hard computes in software and says so
// (Unavailable), and the benchmarks drop its rows.
//
// # Layering
//
// impl/pext imports harness/cpuid, which imports nothing of the project:
// that package belongs to the bottom layer with harness, although it lives
// under internal/.
//
// # Speed
//
// Go never inlines assembly, so a single lookup through
// Impl{}.RookAttacks costs one call: the method itself inlines into the
// caller (the path is a function variable holding the PEXTQ assembly or the
// software loop), and calls the extract indirectly; the call costs about as
// much as the lookup. RookBatch and BishopBatch take many square/occupancy pairs and, on
// the BMI2 path, run the whole loop in assembly, one call per batch.
//
// PEXTQ takes 3 cycles on Intel since Haswell and on AMD since Zen 3. On AMD
// Zen 1 and Zen 2 it is microcoded, roughly 18 to 290 cycles depending on
// the mask: on a Zen 1 host a rook lookup through PEXTQ took 25–33 ns, no
// faster than the software PEXT, against 3 ns for magic. Auto mode therefore
// runs the software PEXT there; compare with the magic implementation
// before choosing PEXT for such a CPU.
//
// # Inlining
//
// RookAttacks and BishopAttacks (cost 78 for Impl and Hard, 62 for Soft)
// inline into the benchmark loops and the move generator (go build
// -gcflags=-m=2), but the PEXTQ inside them is in an assembly function,
// which Go never inlines. Every lookup on the bmi2 path is a CALL of
// pextAuto (pextHard for Hard) through its ABI0 entry, which takes its
// arguments on the stack: the caller stores x and the mask to memory and
// spills the registers it needs after the call (Go's register ABI saves
// none across a call), the callee tests the path byte, loads both back,
// runs PEXTQ, stores the result and returns, and the caller loads it
// (go tool objdump -s sliderRookPextHw on a test binary shows it). That
// call, not the instruction, is most of pext-hw's single-lookup time.
// Until 2026-12 the call went through a func variable besides, and so
// through the ABI wrapper Go puts in front of an assembly function whose
// address is taken (a second call, the arguments moved twice, X15 and R14
// restored after it); calling the assembly directly took 10–15% off a
// lookup. RookBatch and BishopBatch run the whole loop in assembly and show
// the instruction's own speed. QueenAttacks is the sum, 166: one call with
// both lookups inlined into it.
package pext
