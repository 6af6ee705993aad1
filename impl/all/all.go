// Package all imports every bitbench implementation, so that importing it
// fills the harness registry. Adding a technique is one package under impl/
// plus one line here.
package all

import (
	_ "github.com/bitbench/bitbench/impl/blackmagic"   // fixed-shift black magics, windows overlapping in one table
	_ "github.com/bitbench/bitbench/impl/kindergarten" // line gathers by multiplication, 8×64 tables
	_ "github.com/bitbench/bitbench/impl/magic"        // fancy magic bitboards, own magic search
	_ "github.com/bitbench/bitbench/impl/naive"        // array scanning: the reference
	_ "github.com/bitbench/bitbench/impl/pext"         // BMI2 PEXT in assembly, software fallback
	_ "github.com/bitbench/bitbench/impl/plainmagic"   // plain magics, fixed shift per piece, own search
	_ "github.com/bitbench/bitbench/impl/rotated"      // rotated occupancies, line lookups
	_ "github.com/bitbench/bitbench/impl/shift"        // shifts, file masks and Kogge-Stone fills
)
