// Package splitpext computes slider attacks with one PEXT per line: the
// file, the diagonal and the anti-diagonal through the slider each have
// their relevant squares gathered by the BMI2 PEXT instruction into a 6-bit
// index of a 64-entry table of their own; the rank needs no PEXT, since its
// squares are already consecutive bits: a shift brings its inner six
// squares down to the index of one first-rank table.
//
// # Origin
//
// PEXT bitboards (the Chess Programming Wiki's "BMI2" page, impl/pext) index
// one table per square by the whole relevant occupancy of a rook or bishop,
// up to 4,096 entries a square, 843 kB in all. Splitting the lookup by
// lines is the kindergarten idea (Gerd Isenberg's name, impl/kindergarten:
// one small table per line, the rank by a shift and a first-rank table)
// with PEXT in place of the multiplication that gathers a line; this
// package is that combination as it was described to it.
//
// # A lookup
//
// A rook on d4 with blockers on d2, d6, b4 and g4:
//
//	occ ∩ d-file mask (d2 d3 d5 d6 d7)    PEXT packs them in mask order
//	8 . . . . . . . .
//	7 . . . . . . . .                      d2 d3 d5 d6 d7
//	6 . . . 1 . . . .                       1  0  0  1  0   → index 0b01001
//	5 . . . . . . . .
//	4 . 1 . R . . 1 .    rank 4: occ >> 24 >> 1 & 63 = b…g = 0b100001 (b4, g4)
//	3 . . . . . . . .
//	2 . . . 1 . . . .    file[d4][0b01001] = d2 d3 d5 d6
//	1 . . . . . . . .    rank[d][0b100001] << 24 = b4 c4 e4 f4 g4
//
// The file table's index lists the mask's squares from the lowest up (d2
// is bit 0, d6 bit 3); the first-rank table is indexed by files b…g and
// holds the attack byte, shifted back onto the slider's rank. (The rook's
// own square is left out of the board above; in occ it would set bit 2 of
// the rank index, and the table gives the same answer for both.)
//
// # Tables
//
//	64 squares × 3 lines × (64 attack sets + mask) × 8 bytes = 99,840 bytes
//	first-rank attacks, 8 files × 64 inner occupancies × 1 byte =   512 bytes  (TableBytes: 100,352)
//
// against impl/pext's 843 kB; the tables are filled at start-up from board
// geometry (impl/internal/geometry) through the software extract;
// BuildTables builds a fresh copy.
//
// # Paths
//
// Go has no PEXT intrinsic and never inlines assembly, so each lookup is
// one assembly function (extract_amd64.s) that does all of it: rookLookup
// the file's PEXTQ and load and the rank's shift (SHRXQ, SHLXQ) and load,
// bishopLookup two PEXTQs and loads, queenLookup three and the rank. The
// table offsets come from go_asm.h, which the toolchain writes from the Go
// types, so the assembly follows the layout. Each function tests a flag and,
// on the software path, jumps to a Go function with the same signature
// (rookSoft and so on: the same lookup with a Go walk of the mask's bits).
// The path is impl/pext's decision at start-up: the instructions where the
// CPU has BMI2 and PEXT is fast (not AMD before Zen 3, where it is
// microcoded), the software walk elsewhere, as BITBENCH_PEXT sets it; Path
// says which ("bmi2 (fast on zen4)") and the benchmarks print it as a
// "splitpext:" configuration line. With -tags purego, or off amd64, there
// is no assembly and the software lookups are the only path; TestSoftPath
// proves the software path on a BMI2 machine too.
//
// Set operations, knight, king and pawn attacks come from
// impl/internal/plain (math/bits and 64-entry tables).
//
// # Inlining
//
// go build -gcflags=-m=2 reports RookAttacks, BishopAttacks and
// QueenAttacks at cost 63 each: the call of the assembly and two
// conversions, so all three inline at a concrete call, and a lookup is one
// call. An earlier form did the table arithmetic and the rank in Go around
// a PEXT-only assembly call and cost 111 (rook), 100 and 144: two calls a
// lookup, and on Zen 4 rook 3.9, bishop 3.8, queen 5.5 ns against 2.6, 2.5
// and 3.1 now (random occupancy; impl/pext 3.2, 3.2, 6.4 in the same run).
package splitpext
