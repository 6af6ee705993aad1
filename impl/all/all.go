// Package all imports every bitbench implementation, so that importing it
// fills the harness registry. Adding a technique is one package under impl/
// plus one line here. A package that needs a build constraint (impl/simd,
// impl/avx512, impl/gfni: GOEXPERIMENT=simd on amd64) gets its line in a
// file with the same constraint, such as simd.go and vector.go.
package all

import (
	_ "github.com/bitbench/bitbench/impl/bitrotation"  // Hyperbola Quintessence with a full 64-bit reversal, ranks too
	_ "github.com/bitbench/bitbench/impl/blackmagic"   // fixed-shift black magics, windows overlapping in one table
	_ "github.com/bitbench/bitbench/impl/classical"    // ray tables and a bit scan to the first blocker
	_ "github.com/bitbench/bitbench/impl/dumb7"        // Dumb7Fill: one-step loop fills per direction
	_ "github.com/bitbench/bitbench/impl/exploding"    // exploding bitboards: rays grown a square per step by multiplication
	_ "github.com/bitbench/bitbench/impl/foldinghash"  // per-line 32-bit folding hash, seeded search at start-up
	_ "github.com/bitbench/bitbench/impl/hq"           // Hyperbola Quintessence: o^(o-2r) with byte reversal
	_ "github.com/bitbench/bitbench/impl/kindergarten" // line gathers by multiplication, 8×64 tables
	_ "github.com/bitbench/bitbench/impl/leorik"       // Leorik: BLSMSK smear above XOR LZCNT smear below
	_ "github.com/bitbench/bitbench/impl/magic"        // fancy magic bitboards, own magic search
	_ "github.com/bitbench/bitbench/impl/naive"        // array scanning: the reference
	_ "github.com/bitbench/bitbench/impl/obstruction"  // Obstruction Difference on split line masks
	_ "github.com/bitbench/bitbench/impl/pext"         // BMI2 PEXT in assembly, software fallback
	_ "github.com/bitbench/bitbench/impl/plainmagic"   // plain magics, fixed shift per piece, own search
	_ "github.com/bitbench/bitbench/impl/qbb"          // QBBEngine: TZCNT/LZCNT blockers cut shifted line constants
	_ "github.com/bitbench/bitbench/impl/rotated"      // rotated occupancies, line lookups
	_ "github.com/bitbench/bitbench/impl/sbamg"        // SBAMG: o^(o-3cbn) per line, cbn by byte swaps
	_ "github.com/bitbench/bitbench/impl/shift"        // shifts, file masks and Kogge-Stone fills
	_ "github.com/bitbench/bitbench/impl/sissy"        // SISSY: eight rank-byte superset lookups intersected
	_ "github.com/bitbench/bitbench/impl/slidearith"   // Slide Arithmetic: BZHI/BLSMSK per line mask
	_ "github.com/bitbench/bitbench/impl/splitpext"    // one PEXT per file and diagonal, rank by shift, 100 kB
	_ "github.com/bitbench/bitbench/impl/switches"     // generated straight-line code, one function per square and piece
)
